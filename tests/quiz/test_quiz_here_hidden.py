"""A quiz on any position asks only what a player at the table can know (dh.turn.collect.examine-own): never the
other player's face-down score pile, never who would win now; its board is drawn in that player's view."""

from __future__ import annotations

import pytest

from tests.games.dragonheart.test_state_observation import reach, reshuffle_hidden
from tutor.games.dragonheart import GAME
from tutor.notebook.quizbook import quiz_here

NAMES = ("Ana", "Ben")


def mid_game():
    """A position where both score piles hold cards and the game goes on."""
    for seed in range(40):
        s = reach(seed, 30)
        if all(s.scores) and not GAME.is_over(s):
            return s
    raise AssertionError("no position with two score piles")


def asked(state, viewer):
    return quiz_here(GAME, state, NAMES, "en", progress=False, viewer=viewer).model.questions


@pytest.mark.parametrize("viewer", [0, 1])
def test_a_player_is_asked_their_own_score_only_and_sees_their_view(viewer):
    s = mid_game()
    qs = asked(s, viewer)
    kinds = {(q.ask, q.about) for q in qs}
    assert ("scores", viewer) in kinds and ("scores", 1 - viewer) not in kinds
    assert not any(q.ask == "winner" for q in qs)  # it needs the other player's pile
    assert all(q.viewer == viewer for q in qs)
    # every answer is the same in each position the player cannot tell apart from this one
    for seed in range(5):
        other = reshuffle_hidden(s, viewer, seed)
        assert [(q.ask, q.about, q.value) for q in asked(other, viewer)] == [(q.ask, q.about, q.value) for q in qs]


def test_without_a_viewer_only_what_every_player_sees():
    qs = asked(mid_game(), None)
    assert qs and not any(q.ask in ("scores", "winner") for q in qs)


def test_a_match_quiz_asks_as_the_matchs_viewer():
    from tutor.notebook.matchcell import MatchCell

    qs = MatchCell("dragonheart", viewer=1, state=mid_game()).quiz_me(progress=False).model.questions
    assert qs and all(q.viewer == 1 for q in qs) and ("scores", 0) not in {(q.ask, q.about) for q in qs}
