"""Every game-over position a learner is shown (issue 36): its board shows the final scores, and the final list
ends with a line naming the winner(s) in words, in every language, citing the game's rule for winning."""

from __future__ import annotations

import re

import pytest

from tests.games.shown_positions import shown_positions
from tutor.core.lesson import DEFAULT_NAMES
from tutor.core.registry import games
from tutor.notebook.saved.shared import score_lines
from tutor.text.explain import player_name
from tutor.text.language import languages

GAMES = [g.spec.name for g in games()]
TEACHER = "Teacher's view"


def _over(game):  # type: ignore[no-untyped-def]
    g = next(x for x in games() if x.spec.name == game)
    return g, [(where, s) for where, s in shown_positions(game) if g.is_over(s)]


@pytest.mark.parametrize("game", GAMES)
def test_the_final_list_names_the_winners(game: str) -> None:
    g, over = _over(game)
    assert over, f"{game}: no game-over position is shown"
    for where, state in over:
        out = g.outcome(state)
        names = DEFAULT_NAMES[:len(out.scores)]
        for lang in languages():
            last = score_lines(g, state, lang, names)[-1]
            assert last.code == "final.winner", where
            assert last.citations, where
            for p in out.won_by:
                assert player_name(p, lang, names) in last.text, (where, lang, last.text)
            for p in set(range(len(out.scores))) - set(out.won_by):
                assert player_name(p, lang, names) not in last.text, (where, lang, last.text)


@pytest.mark.parametrize("game", GAMES)
def test_the_board_of_a_finished_game_shows_the_final_scores(game: str) -> None:
    g, over = _over(game)
    for where, state in over:
        out = g.outcome(state)
        names = DEFAULT_NAMES[:len(out.scores)]
        words = g.board.describe(state, "en", names)
        if game == "river_dragons":  # no points: the first to reach their destination village wins
            head = words.splitlines()[1 if words.startswith(TEACHER) else 0]
            assert all(names[p] in head for p in out.won_by) and "Game over" in head, (where, head)
            continue
        for p, points in enumerate(out.scores):
            mine = [ln for ln in words.splitlines() if names[p] in ln]
            assert any(re.search(rf"\b{points}\b", ln) for ln in mine), (where, names[p], points, words)
