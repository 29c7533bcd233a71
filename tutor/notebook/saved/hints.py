"""Hints: what would make an illegal move legal, built from the verdict and the legal moves nearby.

For each violation, the game's remedy (``Game.remedies``: a message built from the violation's parameters
and the state), cited with the violation's clauses; where a game has no remedy for a code, the violation
restated. Then the legal moves most like the one tried, as concrete alternatives.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tutor.core.game import Game
from tutor.core.moves import Move
from tutor.core.verdict import Reason, Verdict
from tutor.text.catalog import cite
from tutor.text.explain import Line, render_params, say
from tutor.text.ui import N_, gettext, render

OR_PLAY = N_("Or play one of: %(moves)s")


def nearby(game: Game[Any], state: Any, mv: Move, limit: int = 4, legal: Sequence[Move] | None = None) -> list[Move]:
    """The legal moves most like ``mv``: same kind and player first, then sharing the most arguments (in
    place), ties going to those that share the earlier arguments."""

    def likeness(m: Move) -> tuple[bool, bool, int, tuple[bool, ...]]:
        same = tuple(a == b for a, b in zip(m.args, mv.args, strict=False))
        return m.kind == mv.kind, m.player == mv.player, sum(same), same

    moves = game.legal_moves(state) if legal is None else legal
    return sorted(moves, key=likeness, reverse=True)[:limit]


def remedy_line(game: Game[Any], state: Any, mv: Move, v: Reason, lang: str,
                names: Sequence[str] | None = None) -> Line:
    """What would lift this violation, cited with its clauses (the violation itself where no remedy applies)."""
    fix = game.remedies.get(v.code)
    found = fix(state, mv, v.args) if fix is not None else None
    text = render(found[0], lang, render_params(game, found[1], lang, names)) if found else say(game, v, lang, names)
    return Line(v.code, text, tuple(cite(c, lang) for c in v.clauses))


def hint_lines(game: Game[Any], state: Any, mv: Move, verdict: Verdict, lang: str,
               names: Sequence[str] | None = None, legal: Sequence[Move] | None = None) -> list[Line]:
    """A remedy line per violation, then the nearest legal moves (cited by the grounds of the first).
    ``legal``: the legal moves here when the caller already has them."""
    lines = [remedy_line(game, state, mv, v, lang, names) for v in verdict.violations]
    close = nearby(game, state, mv, legal=legal)
    if close:
        grounds = game.check(state, close[0]).grounds
        said = dict.fromkeys(game.describe_move(state, m, lang, names) for m in close)  # moves said alike: once
        lines.append(Line("hint.nearby", gettext(OR_PLAY, lang, moves=" / ".join(said)),
                          tuple(cite(c, lang) for g in grounds[:1] for c in g.clauses)))
    return lines
