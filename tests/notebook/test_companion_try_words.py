"""A move typed in the learner's language, as the Move list says it, is played (a tryout typed the Spanish words
shown in the list and was told it was not a move); other text is refused in plain words."""

from __future__ import annotations

import random

import pytest

from tutor.core.registry import games
from tutor.notebook import Companion

GAMES = [g.spec.name for g in games()]
LANGS = ["en", "es", "ja"]


def _positions(c: Companion, rng: random.Random, plies: int = 3) -> list[int]:
    """Play a few random legal moves; the steps reached are the sampled positions."""
    steps = [c.match.step]
    for _ in range(plies):
        legal = c.legal()
        if not legal or c.game.is_over(c.state):
            break
        c.try_move(rng.choice(legal))
        steps.append(c.match.step)
    return steps


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", GAMES)
def test_the_move_lists_words_typed_play_that_move(name, lang):
    c = Companion(name, lang=lang, progress=False)
    rng = random.Random(f"{name}-{lang}")
    checked = 0
    for step in _positions(c, rng):
        c.goto(step)
        said = c.model.said(lang)
        for label, mv in rng.sample(said, min(6, len(said))):
            typed = label.upper() if lang != "ja" else label.replace(" ", "\u3000")  # case, width, spaces
            verdict = c.try_text(f"  {typed} ")
            assert verdict is not None and verdict.legal, (label, c.panel.value)
            assert c.match.last_move == mv, label
            checked += 1
            c.goto(step)
    assert checked >= 6


def test_plain_words_match_across_width_case_and_spaces():
    from tutor.notebook.live.companion_words import plain

    assert plain("ＡＣＯＧＥＲ  una\u3000Ficha") == plain("acoger una ficha")


@pytest.mark.parametrize("lang,word", [("en", "Move list"), ("es", "lista"), ("ja", "一覧")])
def test_text_that_is_no_move_is_refused_pointing_to_the_move_list(lang, word):
    c = Companion("year_of_the_dragon", lang=lang, progress=False)
    assert c.try_text("acoger un monje") is None
    assert word in c.panel.value and c.match.step == 0


@pytest.mark.parametrize("lang", LANGS)
def test_an_illegal_move_a_lesson_asks_for_may_be_typed_in_words(lang):
    """"Try to lay the 4 between island 12 and island 21" is in no Move list (it is illegal): its words, as the
    tutor says that move, are tried and get their verdict."""
    from tutor.games.river_dragons import GAME
    from tutor.games.river_dragons.lessons import LESSONS
    from tutor.notebook.live.companion_words import typed_move

    step = next(s for lesson in LESSONS.values() for s in lesson.steps
                if s.task is not None and s.task.cites == "rd.actions.planks.stone-max-3")
    assert step.task is not None and step.position is not None
    state = GAME.from_position(step.players or 4, step.options, step.position, "lesson")
    wanted = GAME.parse_move(step.task.example, state=state)
    said = GAME.describe_move(state, wanted, lang, None)
    assert typed_move(GAME, state, said.upper(), lambda: [], lang) == wanted
    assert not GAME.check(state, wanted).legal
