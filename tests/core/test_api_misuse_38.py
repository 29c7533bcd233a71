"""Issue 38 item 4, re-checked: wrong calls that still slipped through after the first round. A whole number too
long for Python to write out (a 5000-digit seed, step or player count) broke the error that repeated it; the
companion (``tutor.notebook.play``) passed its scale, bots, state, moves and callbacks through unchecked; a
5000-digit number in a scenario showed Python's own words; ``play_steps=1`` was taken as True."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import tutor
from tutor.core import InputError
from tutor.core.scenario import parse_scenario
from tutor.notebook import api
from tutor.text.language import set_language

HUGE = 10**5000  # Python refuses to write out a whole number of more than 4300 digits


@pytest.fixture(autouse=True)
def english():
    yield
    set_language("en")


def china(**kw: Any) -> Any:
    return api.play("china", players=3, **kw)


MISUSE: dict[str, Callable[[], Any]] = {
    "a 5000-digit lesson step": lambda: tutor.lesson("china", "placement").step(HUGE),
    "a 5000-digit quiz question": lambda: tutor.quiz("china").text(HUGE),
    "a 5000-digit player count": lambda: tutor.match("china", players=HUGE),
    "a 5000-digit seed": lambda: tutor.match("china", seed=HUGE),
    "a 5000-digit viewer on the board": lambda: tutor.match("china", players=3).board(viewer=HUGE),
    "a 5000-digit viewer of the companion": lambda: china(viewer=HUGE),
    "a list holding a 5000-digit number as names": lambda: tutor.match("china", players=3, names=[HUGE, "a", "b"]),
    "the companion's scale as text": lambda: china(scale="big"),
    "the companion's scale of 0": lambda: china(scale=0),
    "bots as a number": lambda: china(bots=3),
    "bots as a list of names": lambda: china(bots=["random"]),
    "a bot for a player past the table": lambda: china(bots={9: "random"}),
    "a bot that does not exist": lambda: china(bots={1: "genius"}),
    "a state that is a number": lambda: china(state=5),
    "a state of another game": lambda: china(state=tutor.match("dragonheart").state),
    "moves as a number": lambda: china(moves=5),
    "a move that does not parse": lambda: china(moves=["nonsense"]),
    "a move the rules refuse there": lambda: china(moves=["start 0", "start 1"]),
    "on_move that is not a function": lambda: china(on_move=5),
    "a match that is a number": lambda: china(match=5),
    "a match of another game": lambda: china(match=tutor.match("dragonheart").match),
    "progress as a number": lambda: china(progress=5),
    "an unknown board kind": lambda: china(board="paper"),
    "language_switch as 1": lambda: china(language_switch=1),
    "play_steps as 1": lambda: tutor.match.from_scenario("tests/scenarios/china/lesson/road_branch.yaml", play_steps=1),
}


@pytest.mark.parametrize("call", MISUSE.values(), ids=MISUSE.keys())
def test_a_wrong_argument_is_an_input_error_in_words(call):
    with pytest.raises(InputError) as info:
        call()
    said = str(info.value)
    assert said and "4300" not in said and "Exceeds" not in said and "Traceback" not in said


def test_a_5000_digit_number_is_repeated_by_its_first_digits():
    with pytest.raises(InputError) as info:
        tutor.lesson("china", "placement").step(HUGE)
    assert "1000000" in str(info.value) and "…" in str(info.value)


def test_a_5000_digit_number_in_a_scenario_is_refused_at_its_line_in_words():
    with pytest.raises(InputError) as info:
        parse_scenario("game: china\nplayers: 3\nseed: " + "9" * 5000 + "\n", "s.yaml")
    said = str(info.value)
    assert said.startswith("s.yaml:3: yaml: a number of 5000 digits") and "4300" not in said


def test_the_companion_still_takes_sound_arguments():
    c = china(scale=1, bots={"Benno": "random"}, names=["Anna", "Benno", "Clara"], moves=["start 0"],
              on_move=lambda move, verdict: None, board="svg", language_switch=False, progress=False)
    assert c.bots == {1: "random"} and c.match.step == 1


def test_the_companion_words_are_in_the_learners_language():
    set_language("es")
    with pytest.raises(InputError) as info:
        china(scale="big")
    assert "0,25" in str(info.value)  # the language's decimal sign


# -- a call its signature refuses (a keyword it does not take, an argument missing or one too many) ---------------
SIGNATURE: dict[str, Callable[[], Any]] = {
    "tutor.quiz with a seed it does not take": lambda: tutor.quiz("china", seed=3),
    "tutor.lesson without its lesson": lambda: tutor.lesson("china"),
    "tutor.match with one argument too many": lambda: tutor.match("china", 3, 1, None, None, "en", 0, None, None, 9),
    "tutor.clause with a made-up keyword": lambda: tutor.clause("china.play.clockwise", language="ja"),
    "tutor.set_language with nothing": lambda: tutor.set_language(),
    "the companion without its game": lambda: api.play(),
    "the notebook quiz with an argument too many": lambda: api.quiz("china", "en", 0, 1),
}


@pytest.mark.parametrize("call", SIGNATURE.values(), ids=SIGNATURE.keys())
def test_a_call_its_signature_refuses_shows_how_it_is_written(call: Callable[[], Any]) -> None:
    with pytest.raises(InputError) as err:
        call()
    text = str(err.value)
    assert "is written tutor." in text or "does not take" in text, text
    assert "TypeError" not in text and "positional argument" not in text, text


def test_the_refusal_is_in_the_learners_language() -> None:
    set_language("es")
    with pytest.raises(InputError) as err:
        tutor.lesson("china")
    assert "tutor.lesson(game, lesson, lang=None)" in str(err.value)
    assert " is written " not in str(err.value)


def test_the_refusal_carries_no_python_error_behind_it() -> None:
    """A notebook shows a chained exception's traceback first: Python's TypeError must not ride along."""
    with pytest.raises(InputError) as err:
        tutor.quiz("china", seed=3)
    assert err.value.__context__ is None or err.value.__suppress_context__
