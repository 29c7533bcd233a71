"""Clauses grouped by game and rulebook section, and the lesson step that teaches each clause."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from tutor.core.registry import games
from tutor.text.catalog import all_clauses, clause

OTHER = ""
# Clause ids the catalogs once had and no longer have (renamed or removed in an update): a record may still name
# them, and the class report counts them (any other id the catalogs do not have is set aside).
RETIRED: frozenset[str] = frozenset()


def section_of(clause_id: str) -> str:
    """The section heading a clause stands under (its level-2 heading; else its first), or ``OTHER``."""
    c = all_clauses().get(clause_id)
    if c is None or not c.section:
        return OTHER
    for h in c.section:
        if clause(h).level == 2:
            return h
    return c.section[0]


@cache
def game_of_domain() -> dict[str, str]:
    return {d: g.spec.name for g in games() for d in g.spec.domains}


def game_of(clause_id: str) -> str:
    c = all_clauses().get(clause_id)
    return game_of_domain().get(c.domain, c.domain) if c is not None else OTHER


def rule_clauses(game: str) -> list[str]:
    """The rule clauses of a game's rulebooks (what there is to learn)."""
    domains = {d for d, g in game_of_domain().items() if g == game}
    return [c.id for c in all_clauses().values() if c.domain in domains and c.kind == "rule"]


@cache
def teaching_steps() -> dict[str, tuple[str, str, str, int]]:
    """Clause id -> (game, lesson id, lesson title msgid, step number from 1) of the first step quoting it."""
    out: dict[str, tuple[str, str, str, int]] = {}
    for g in games():
        for lesson in getattr(g, "lessons", {}).values():
            for i, step in enumerate(lesson.steps):
                for c in step.clauses:
                    out.setdefault(c, (g.spec.name, lesson.id, lesson.title, i + 1))
    return out


def sections(clauses: Iterable[str]) -> list[str]:
    """The distinct sections of some clauses, in catalog order."""
    order = {cid: n for n, cid in enumerate(all_clauses())}
    return sorted({section_of(c) for c in clauses} - {OTHER}, key=lambda h: order.get(h, 0))
