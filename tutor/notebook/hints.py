"""Hints: what would make an illegal move legal, built from the verdict and the legal moves nearby."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tutor.core.game import Game
from tutor.core.moves import Move
from tutor.core.verdict import Verdict
from tutor.text.catalog import cite
from tutor.text.explain import Line, say
from tutor.text.ui import N_, gettext

NEARBY = N_("Legal moves like yours: %(moves)s")
NOTHING_NEARBY = N_("No move of this kind is legal now; legal now: %(kinds)s")


def nearby(game: Game[Any], state: Any, mv: Move, limit: int = 4) -> list[Move]:
    """Legal moves most like ``mv``: same kind first, then sharing the most arguments."""
    legal = game.legal_moves(state)

    def likeness(m: Move) -> tuple[int, int]:
        shared = sum(1 for a, b in zip(m.args, mv.args, strict=False) if a == b)
        return (m.kind == mv.kind, shared)

    return sorted((m for m in legal if m.kind == mv.kind), key=likeness, reverse=True)[:limit]


def hint_lines(game: Game[Any], state: Any, mv: Move, verdict: Verdict, lang: str,
               names: Sequence[str] | None = None) -> list[Line]:
    """Each violation restated with its clause, then the nearest legal moves (cited by their grounds)."""
    lines = [Line(v.code, say(game, v, lang, names), tuple(cite(c, lang) for c in v.clauses))
             for v in verdict.violations]
    close = nearby(game, state, mv)
    if close:
        grounds = game.check(state, close[0]).grounds
        lines.append(Line("hint.nearby", gettext(NEARBY, lang, moves=", ".join(map(str, close))),
                          tuple(cite(c, lang) for g in grounds[:1] for c in g.clauses)))
    else:
        kinds = sorted({m.kind for m in game.legal_moves(state)})
        lines.append(Line("hint.kinds", gettext(NOTHING_NEARBY, lang, kinds=", ".join(kinds)), ()))
    return lines
