"""yotd_bga.super-events.options: while the Super Event is hidden, no question answers with it. The quiz's
``event`` question in month 7 (the month's event, then the Super Event) is refused with a clear, translated error,
and a quiz on the position leaves it out."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tutor.core.errors import InputError
from tutor.core.registry import load_game
from tutor.games.year_of_the_dragon.questions import M_SUPER_HIDDEN
from tutor.notebook.quizbook import quiz_here
from tutor.progress.bank import from_position
from tutor.text.ui import gettext

GAME = load_game("year_of_the_dragon")
POSITION = {"month": 7, "event": "tribute", "phase": "person", "turn": "Anna", "then": ["Benno"],
            "players": {"Anna": {"track": 6, "cards": ["farmer"], "palaces": [[3], [2]]},
                        "Benno": {"track": 3, "cards": ["healer"], "palaces": [[3], [2]]}}}


def month_seven(option: str):
    opts = GAME.spec.resolve_options({"super_events": option})
    return GAME.from_position(2, opts, {**POSITION, "names": ["Anna", "Benno"]}, "test")


def test_the_event_question_refuses_while_the_super_event_is_hidden():
    state = month_seven("hidden")
    assert state.super_hidden and state.super_event
    with pytest.raises(InputError) as err:
        GAME.answer(state, "event", {"player": 0, "field": "score"}, "quiz")
    for lang in ("en", "es", "ja"):
        assert gettext(M_SUPER_HIDDEN, lang) in err.value.text(lang)
    assert gettext(M_SUPER_HIDDEN, "es") != M_SUPER_HIDDEN and gettext(M_SUPER_HIDDEN, "ja") != M_SUPER_HIDDEN


def test_once_revealed_or_open_the_event_question_answers():
    hidden = month_seven("hidden")
    shown = replace(hidden, super_hidden=False)  # the same draw, face up
    value, why = GAME.answer(shown, "event", {"player": 1, "field": "yuan"}, "quiz")
    assert isinstance(value, int) and any(e.code == "yotd:ev.super" for e in why)


def test_a_quiz_on_the_position_leaves_the_hidden_super_event_out():
    state = month_seven("hidden")
    asks = {q.ask for q in from_position(GAME, state, ["Anna", "Benno"])}
    assert "event" not in asks and "month_score" not in asks  # this month's scoring comes after the event (issue 36)
    assert all(q.ask != "event" for q in quiz_here(GAME, state, ["Anna", "Benno"], "en", progress=False).model.questions)
    # the same draw face up: the Imperial Tribute's questions (yuan paid, persons released) are asked
    assert "event" in {q.ask for q in from_position(GAME, replace(state, super_hidden=False), ["Anna", "Benno"])}
