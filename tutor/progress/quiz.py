"""The adaptive quiz: questions from a game's scenario files and generator, chosen by the schedule.

Each question is a ``Candidate`` (an id that stays the same across sessions, and the clauses its
graded answer cites); the learner's record replays into a ``Schedule`` that picks the next one.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from tutor.core.errors import InputError
from tutor.core.scenario import Question, Scenario, parse_scenario, run_scenario
from tutor.progress.record import Record
from tutor.progress.schedule import Candidate, Schedule
from tutor.progress.sections import sections
from tutor.progress.stats import Progress, fold
from tutor.text.catalog import all_clauses, cite
from tutor.text.ui import N_, gettext

GEN_WINDOW = 3  # generated questions kept ready
FRESH_TRIES = 6  # new cases tried when a clause answered wrong comes back
WEAK = "weak"
SECTION = "section:"


def answer_key(q: Question) -> str:
    """The key of a question in ``ScenarioResult.answers``."""
    return q.ask + "".join(f" {k}={v}" for k, v in sorted(q.args.items()))


def shown_clauses(sc: Scenario, kind: str, index: int) -> tuple[str, ...]:
    """The clauses the feedback on this question cites: the answer's reasons, or the verdict's (its
    violations if the move is illegal, its grounds if legal), in order, without repeats."""
    result = run_scenario(sc)
    if kind == "value":
        reasons = result.answer_lines[answer_key(sc.questions[index])]
    else:
        verdict = result.steps[index].verdict
        reasons = verdict.violations if not verdict.legal else verdict.grounds
    return tuple(dict.fromkeys(c for r in reasons for c in r.clauses))


@dataclass
class Item:
    """A candidate with what it takes to ask it."""

    candidate: Candidate
    scenario: Scenario
    kind: str  # "value" or "legal"
    index: int


def items_of(sc: Scenario, prefix: str, generated: bool = False) -> list[Item]:
    """Every question of a scenario: each value question, and each step with an expected verdict."""
    out = []
    for i in range(len(sc.questions)):
        out.append(Item(Candidate(f"{prefix}:value:{i}", frozenset(shown_clauses(sc, "value", i)), generated),
                        sc, "value", i))
    if not sc.questions:
        for i, step in enumerate(sc.steps):
            if step.expect is not None:
                out.append(Item(Candidate(f"{prefix}:legal:{i}", frozenset(shown_clauses(sc, "legal", i)),
                                          generated), sc, "legal", i))
    return [it for it in out if it.candidate.clauses]


@cache
def _file_items(path: Path, mtime: float) -> tuple[Item, ...]:
    sc = parse_scenario(path.read_text(encoding="utf-8"), str(path))
    return tuple(items_of(sc, f"file:{path.parent.parent.name}/{path.name}"))


def file_items(files: Sequence[Path]) -> list[Item]:
    out: list[Item] = []
    for path in files:
        out.extend(_file_items(path, path.stat().st_mtime))
    return out


def in_section(clause: str, heading: str) -> bool:
    c = all_clauses().get(clause)
    return c is not None and (clause == heading or heading in c.section)


@dataclass
class AdaptiveQuiz:
    """Chooses questions for one game by the learner's record; records each answer."""

    game: str
    files: Sequence[Path]
    generate: Callable[[int], dict[str, Any]] | None = None
    seed: int = 0
    record: Record | None = None
    focus: str | None = None  # None or "" (the whole game), "weak", or "section:<heading clause id>"
    progress: Progress = field(init=False)
    pool: list[Item] = field(init=False)
    note: str = field(init=False, default="")

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)
        self.progress = fold(self.record.entries()) if self.record is not None else Progress()
        self.schedule: Schedule = self.progress.schedule
        self.schedule.review_now()
        self.next_seed = self.seed * 1_000_003 + self.schedule.asked * 97 + 1
        self.pool = [it for it in file_items(self.files) if self.wanted(it.candidate)]
        self.generated: list[Item] = []
        self._top_up()

    def wanted(self, c: Candidate) -> bool:
        if self.focus == WEAK:
            return any(self.progress.missed(x) for x in c.clauses)
        if self.focus and self.focus.startswith(SECTION):
            heading = self.focus[len(SECTION):]
            return any(in_section(x, heading) for x in c.clauses)
        return True

    def _generate_one(self) -> list[Item]:
        if self.generate is None:
            return []
        seed = self.next_seed
        self.next_seed += 1
        try:
            sc = parse_scenario(yaml.safe_dump(self.generate(seed), allow_unicode=True), f"generated (seed {seed})")
            return [it for it in items_of(sc, f"gen:{self.game}:{seed}", generated=True) if self.wanted(it.candidate)]
        except InputError:
            return []

    def _top_up(self) -> None:
        tries = 0
        while self.generate is not None and len(self.generated) < GEN_WINDOW and tries < 3 * GEN_WINDOW:
            self.generated.extend(self._generate_one())
            tries += 1

    def fresh(self, clause: str) -> Candidate | None:
        """A newly generated case citing ``clause`` (a few seeds tried; the others are kept for later)."""
        for _ in range(FRESH_TRIES if self.generate is not None else 0):
            made = self._generate_one()
            hit = next((it for it in made if clause in it.candidate.clauses), None)
            self.generated.extend(it for it in made if it is not hit)
            if hit is not None:
                self.generated.append(hit)
                return hit.candidate
        return None

    def candidates(self) -> list[Item]:
        return self.pool + self.generated

    def next(self) -> Item | None:
        items = self.candidates()
        chosen = self.schedule.pick([it.candidate for it in items], self.rng, self.fresh)
        if chosen is None:
            return None
        item = next(it for it in self.candidates() if it.candidate is chosen)
        if item in self.generated:  # a generated case is asked once
            self.generated.remove(item)
            self._top_up()
        return item

    def answered(self, item: Item, clauses: Sequence[str], right: bool) -> None:
        """Record the answer (with the clauses its feedback cites) and move the schedule on."""
        self.schedule.answer(clauses, right, item.candidate.id)
        stats = self.progress
        for c in clauses:
            s = stats.stats(c)
            s.right += right
            s.wrong += not right
        if self.record is not None:
            self.record.add("answer", clauses, right=right, question=item.candidate.id, game=self.game)


L_WHOLE = N_("The whole game")
L_WEAK = N_("My weak spots")
L_SECTION = N_("Section: %(section)s")


def focus_options(quiz: AdaptiveQuiz, lang: str) -> list[tuple[str, str]]:
    """The quiz's choices of focus: the whole game, each rulebook section its questions cite, weak spots."""
    cited = {c for it in file_items(quiz.files) for c in it.candidate.clauses}
    out: list[tuple[str, str]] = [(gettext(L_WHOLE, lang), "")]  # "" not None: a Dropdown shows None as blank
    out += [(gettext(L_SECTION, lang, section=cite(h, lang).translation), SECTION + h) for h in sections(cited)]
    out.append((gettext(L_WEAK, lang), WEAK))
    return out
