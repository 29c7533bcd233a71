"""Every China quiz question's explanation agrees with the position drawn with it: the house counts, places and
ties, emissary caps, alliance and road points it cites are those of the drawn board (or, for a prediction, of the
board after the move the question names), and each line read in en/es/ja names every player who shares a place."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from tutor.core.registry import load_game
from tutor.games.china.boardfile import index
from tutor.games.china.state import ChinaState, region_house_counts, supply
from tutor.notebook.saved.quizmodel import explanation, learner_questions
from tutor.progress.bank import LearnerQuestion

LANGS = ("en", "es", "ja")
HOUSES = ("china.ev.house-first", "china.ev.house-first-tie", "china.ev.house-rank", "china.ev.house-rank-tie")


@cache
def questions() -> tuple[LearnerQuestion, ...]:
    return tuple(learner_questions("china"))


def answered_on(q: LearnerQuestion) -> ChinaState:
    """The position the explanation must describe, rebuilt from what the learner sees: the drawn board, after the
    move the question names when it is a prediction."""
    if q.shown is None:
        return q.drawn
    game = load_game("china")
    after, _ = game.apply(q.drawn, game.parse_move(q.move))
    return after


def region_of(state: ChinaState, key: str) -> int:
    return next(i for i, r in enumerate(state.board.regions) if r.key == key)


def check_houses(state: ChinaState, args: dict[str, Any], code: str, where: str) -> None:
    counts = region_house_counts(state, region_of(state, args["region"]))
    player, mine = args["player"], counts[args["player"]]
    assert args["houses"] == mine, f"{where}: cites {args['houses']} houses, the board has {mine}"
    sharing = tuple(p for p, c in enumerate(counts) if c == mine and p != player)
    assert tuple(args.get("others", ())) == sharing, f"{where}: players sharing the place {sharing}, line {args}"
    levels = sorted({c for c in counts if c}, reverse=True)
    rank = levels.index(mine) + 1
    assert args.get("rank", 1) == rank and code.startswith("china.ev.house-first") == (rank == 1), where
    assert args["points"] == (sum(counts) if rank == 1 else levels[rank - 2]), f"{where}: points {args['points']}"


def check_line(state: ChinaState, code: str, args: dict[str, Any], where: str) -> None:
    """One cited line's figures against the position."""
    ix = index(state.board)
    if code in HOUSES:
        check_houses(state, args, code, where)
    elif code == "china.score.no-houses":
        assert region_house_counts(state, region_of(state, args["region"]))[args["player"]] == 0, where
    elif code == "china.answer.cap":
        r = region_of(state, args["region"])
        assert args["cap"] == max(region_house_counts(state, r)), where
        assert args["present"] == sum(state.emissaries[r]), where
    elif code == "china.answer.supply":
        assert args["supply"] == supply(state, args["player"]), where
        assert (args["houses"], args["emissaries"]) == (state.houses_left[args["player"]],
                                                        state.emissaries_left[args["player"]]), where
    elif code == "china.score.alliance":
        both = sum(sum(state.emissaries[region_of(state, args[k])]) for k in ("a", "b"))
        assert args["points"] == both, f"{where}: alliance points {args['points']}, emissaries in both {both}"
    elif code == "china.score.road":
        spaces = [ix.space_index[int(s)] for s in str(args["spaces"]).split("-")]
        assert all(state.houses[i] == args["player"] for i in spaces), f"{where}: row {args['spaces']}"
        assert args["n"] == len(spaces), where


def test_some_lines_are_checked() -> None:
    """The bank has house scoring lines with and without a shared place, and predictions among them."""
    codes = {r.code for q in questions() for r in q.lines}
    assert {"china.ev.house-first", "china.ev.house-first-tie", "china.ev.house-rank-tie"} <= codes
    assert any(q.shown is not None and q.ask == "house_scoring" for q in questions())


@pytest.mark.parametrize("n", range(4))
def test_figures_agree_with_the_drawn_position(n: int) -> None:
    for q in questions()[n::4]:
        state = answered_on(q)
        if q.shown is not None:
            game = load_game("china")
            assert game.to_json(state) == game.to_json(q.state), f"{q.id}: answered on another position"
        for r in q.lines:
            check_line(state, r.code, dict(r.args), f"{q.id} ({r.code})")


@pytest.mark.parametrize("lang", LANGS)
def test_a_shared_place_is_said_with_whom(lang: str) -> None:
    """A line about a player who shares a place (the tryout's «Clara has the most houses in Shu (1)… 2 points»
    while Benno had 1 there too) names every other player sharing it, in each language."""
    said = 0
    for q in questions():
        state = answered_on(q)
        for r, ln in zip(q.lines, explanation(q, lang), strict=True):
            if r.code not in HOUSES:
                continue
            counts = region_house_counts(state, region_of(state, r.args["region"]))
            player = r.args["player"]
            for p, c in enumerate(counts):
                if p != player and c == counts[player]:
                    assert q.names[p] in ln.text, f"{q.id} [{lang}]: {ln.text!r} leaves out {q.names[p]}"
                    said += 1
    assert said
