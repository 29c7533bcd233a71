"""Pieces every front end shares (the companion, code cells, lessons, the quiz): written once here.

- ``state_before``: a scenario's position before the step (or question) asked about, each step checked once;
- ``score_lines``: the "Name: +N — why" lines of a final score, then the winner line (``winner_line``);
- ``L_HINTS`` / ``L_NO_HINT``: the hint's labels;
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tutor.core.game import Game
from tutor.core.match import try_apply
from tutor.core.scenario import Scenario
from tutor.text.catalog import cite
from tutor.text.explain import Line, line, player_name
from tutor.text.ui import N_, gettext

L_HINTS = N_("What would make it legal")
L_NO_HINT = N_("This move is already legal.")
L_FINAL = N_("Final scores")
L_WINS = N_("%(player)s wins the game.")
L_SHARE = N_("%(players)s share the victory.")
L_NOBODY = N_("Nobody wins the game.")


def state_before(game: Game[Any], scenario: Scenario, kind: str, index: int) -> Any:
    """The position a question is asked about: a value question after every playable step, a legality question
    before its own step. Each step is checked once; an illegal one is skipped (it is there to be refused)."""
    state = scenario.start()
    upto = len(scenario.steps) if kind == "value" else index
    for st in scenario.steps[:upto]:
        if st.play:
            tried = try_apply(game, state, game.parse_move(st.move))
            if tried.legal:
                state = tried.state
    return state


def score_lines(game: Game[Any], state: Any, lang: str, names: Sequence[str]) -> list[Line]:
    """The final score, one cited line per reason ("Anna: +3 — …"), then the tie-break lines."""
    out = game.outcome(state)
    lines = [line(game, s.reason, lang, names) for s in out.lines]
    labelled = [Line(ln.code, f"{player_name(s.player, lang, names)}: {s.points:+d} — {ln.text}", ln.citations)
                for s, ln in zip(out.lines, lines, strict=True)]
    return labelled + [line(game, e, lang, names) for e in out.tie_break] + [winner_line(game, state, lang, names)]


def winner_line(game: Game[Any], state: Any, lang: str, names: Sequence[str]) -> Line:
    """The final list's last line: who wins, by name, citing the game's winning rule and any tie-break used."""
    from tutor.progress.bank import asks_of, join_names

    out = game.outcome(state)
    won = [player_name(p, lang, names) for p in out.won_by]
    if not won:
        text = gettext(L_NOBODY, lang)
    elif len(won) == 1:
        text = gettext(L_WINS, lang, player=won[0])
    else:
        text = gettext(L_SHARE, lang, players=join_names(won, lang))
    topic = getattr(asks_of(game.spec.name).get("winners"), "topic", "")
    clauses = dict.fromkeys([*([topic] if topic else []), *(c for e in out.tie_break for c in e.clauses)])
    return Line("final.winner", text, tuple(cite(c, lang) for c in clauses))
