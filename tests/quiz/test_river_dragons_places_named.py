"""River Dragons' questions name only what the drawn board labels, in words (issue 36): an island by the number drawn
beside it ("island 12", never "i12"), a plank by its colour and the number on it, a village by its colour; never a
water point, which the expert side draws without a label ("between the green village and w165")."""

from __future__ import annotations

import re
from functools import cache

import pytest

from tutor.core.registry import load_game
from tutor.notebook.quizbook import QuizBook
from tutor.text.language import languages

GAME = load_game("river_dragons")
NOTATION = re.compile(r"(?<![A-Za-z0-9-])(?:[iw]\d+|(?:red|green|blue|yellow|pink|purple|orange|white|black)\d)(?![A-Za-z0-9-])")
SPOT = re.compile(r"^[iw]\d+$")


@cache
def _quiz(lang: str) -> QuizBook:
    return QuizBook("river_dragons", lang)


@pytest.mark.parametrize("lang", languages())
def test_no_question_names_a_place_in_the_notation_or_twice(lang: str) -> None:
    qb = _quiz(lang)
    typed = [(q.id, qb.text(n)) for n, q in enumerate(qb.questions, 1)
             if NOTATION.search(qb.text(n)) or re.search(r"\bplank the\b|tabla la tabla|板[^\d、を]{1,4}の板\d", qb.text(n))]
    assert not typed, f"{len(typed)} questions name a place as typed, e.g. {typed[:4]}"


def test_every_point_a_question_names_is_labelled_on_its_drawn_board() -> None:
    unlabelled = []
    for q in _quiz("en").questions:
        if "move" not in q.args:
            continue
        move = GAME.parse_move(str(q.args["move"]))
        spots = [str(a) for a in move.args if SPOT.match(str(a))]
        if not spots:
            continue
        scene = GAME.board.scene(q.drawn, q.viewer, "en", q.names)
        labels = {t.text for t in scene.shapes if t.kind == "text"}
        unlabelled += [(q.id, s) for s in spots if s.lstrip("i") not in labels]  # island i12 is labelled "12"
    assert not unlabelled, unlabelled
