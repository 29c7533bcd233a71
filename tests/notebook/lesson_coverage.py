"""The rule clauses the lessons teach, per rulebook domain: computed from the lesson data and the catalogs."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import yaml

from tutor import resources
from tutor.core.registry import games
from tutor.text.catalog import RULEBOOKS, all_clauses


def game_of() -> dict[str, str]:
    """Rulebook domain -> the game whose spec names it (read from each game's spec: a new game needs no entry)."""
    return {d: g.spec.name for g in games() for d in g.spec.domains}

RATCHET = Path(__file__).with_name("lesson_coverage.yaml")
KINDS = ("Handling:", "Components:", "Pointer:")


@dataclass(frozen=True)
class Coverage:
    domain: str
    rules: tuple[str, ...]  # every rule clause of the domain, in rulebook order
    taught: frozenset[str]  # cited by some lesson step
    exempt: dict[str, str]  # the reviewed list: clause -> reason

    @property
    def untaught(self) -> tuple[str, ...]:
        return tuple(c for c in self.rules if c not in self.taught and c not in self.exempt)


def taught_clauses() -> frozenset[str]:
    return frozenset(c for g in games() for lesson in g.lessons.values() for st in lesson.steps for c in st.clauses)


def exempt(game: str) -> dict[str, str]:
    path = resources.game_data(game, "untaught.yaml")
    return dict(yaml.safe_load(path.read_text(encoding="utf-8")) or {}) if path.exists() else {}


def coverage() -> dict[str, Coverage]:
    taught = taught_clauses()
    out = {}
    for domain in RULEBOOKS:
        rules = tuple(c.id for c in all_clauses().values() if c.domain == domain and c.kind == "rule")
        listed = {k: v for k, v in exempt(game_of()[domain]).items() if k in rules}
        out[domain] = Coverage(domain, rules, frozenset(c for c in rules if c in taught), listed)
    return out


def ratchet() -> dict[str, dict[str, object]]:
    return dict(yaml.safe_load(RATCHET.read_text(encoding="utf-8")))
