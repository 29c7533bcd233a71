"""A record folded into figures by clause: met, cited, right, wrong, and the schedule's boxes."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from tutor.progress.schedule import Card, Schedule


@dataclass
class ClauseStats:
    met: int = 0  # times shown in a lesson step
    cited: int = 0  # times cited in a verdict on the learner's own move
    right: int = 0
    wrong: int = 0
    first: str = ""
    last: str = ""

    @property
    def seen(self) -> bool:
        return bool(self.met or self.cited or self.right or self.wrong)


@dataclass
class Progress:
    """Every clause the record names, and the quiz schedule replayed from its answers."""

    clauses: dict[str, ClauseStats] = field(default_factory=dict)
    schedule: Schedule = field(default_factory=Schedule)
    entries: int = 0

    def stats(self, clause: str) -> ClauseStats:
        return self.clauses.setdefault(clause, ClauseStats())

    def mastered(self, clause: str) -> bool:
        return self.schedule.mastered(clause)

    def missed(self, clause: str) -> bool:
        """Answered wrong at least once and not mastered since."""
        s = self.clauses.get(clause)
        return s is not None and s.wrong > 0 and not self.mastered(clause)

    def weakest(self, limit: int = 10) -> list[str]:
        """Missed clauses, weakest first: wrong last, lowest box, most wrong answers, then id."""
        missed = [c for c in self.clauses if self.missed(c)]
        cards = self.schedule.cards

        def key(c: str) -> tuple[int, int, int, str]:
            card = cards.get(c, Card())
            return (0 if card.last_wrong else 1, card.box, self.clauses[c].right - self.clauses[c].wrong, c)

        return sorted(missed, key=key)[:limit]


def _touch(s: ClauseStats, at: str) -> None:
    s.first = min(s.first, at) if s.first else at
    s.last = max(s.last, at)


def fold(entries: Iterable[Mapping[str, Any]]) -> Progress:
    """Replay a record's entries in order."""
    p = Progress()
    for e in entries:
        p.entries += 1
        kind, at = e["kind"], str(e.get("at", ""))
        if kind == "summary":
            s = p.stats(e["clause"])
            for k in ("met", "cited", "right", "wrong"):
                setattr(s, k, getattr(s, k) + int(e.get(k, 0)))
            s.first = min(filter(None, (s.first, str(e.get("first", ""))))) if s.first or e.get("first") else ""
            s.last = max(s.last, str(e.get("last", "")))
            if e.get("box"):
                p.schedule.cards[e["clause"]] = Card(int(e["box"]), int(e.get("due", 0)), bool(e.get("last_wrong")),
                                                     str(e.get("question", "")))
        elif kind == "asked":
            p.schedule.asked = max(p.schedule.asked, int(e["count"]))
        elif kind == "answer":
            for c in e["clauses"]:
                s = p.stats(c)
                s.right += bool(e["right"])
                s.wrong += not e["right"]
                _touch(s, at)
            p.schedule.answer(e["clauses"], bool(e["right"]), str(e.get("question", "")))
        else:
            for c in e["clauses"]:
                s = p.stats(c)
                if kind == "met":
                    s.met += 1
                else:
                    s.cited += 1
                _touch(s, at)
    return p


def summary_entries(p: Progress) -> list[dict[str, Any]]:
    """The compacted record: the answer count, then one summary per clause (nothing counted is lost)."""
    out: list[dict[str, Any]] = [{"v": 1, "kind": "asked", "count": p.schedule.asked}]
    for cid in sorted(set(p.clauses) | set(p.schedule.cards)):
        s = p.clauses.get(cid, ClauseStats())
        card = p.schedule.cards.get(cid, Card())
        out.append({"v": 1, "kind": "summary", "clause": cid, "met": s.met, "cited": s.cited, "right": s.right,
                    "wrong": s.wrong, "first": s.first, "last": s.last, "box": card.box, "due": card.due,
                    "last_wrong": card.last_wrong, "question": card.last_question})
    return out
