"""The bank's "Is this move legal here?" questions on the lessons' task positions (issue 27 item 4): the engine's
verdict is the answer, the move is told in words (no notation), and the positions ask both a yes and a no."""

from __future__ import annotations

import re

import pytest

from tutor.progress.bank import lesson_questions, quiz_module
from tutor.text.catalog import languages

GAMES = [g for g in ("year_of_the_dragon", "river_dragons") if hasattr(quiz_module(g), "legal_asks")]
NOTATION = re.compile(r"_|\b(?:move|stone|plank)[12]\b|\bdragon-|\bprivilege (?:small|large)\b|\btopup\b|\bp[0-9]:")


@pytest.mark.parametrize("name", GAMES)
def test_lesson_questions_are_the_engines_verdict_in_words(name):
    qs = lesson_questions(name)
    assert len(qs) >= 20
    for q in qs:
        mv = q.game.parse_move(q.args["move"])
        assert q.value is q.game.is_legal(q.state, mv), q.id
        assert q.clauses, q.id  # the verdict cites the rules it rests on (its faults, or its grounds)
        for lang in languages():
            prompt = q.prompt(lang)
            assert not NOTATION.search(prompt.lower()) and q.args["move"] not in prompt, (q.id, lang, prompt)
            assert q.names[q.about] in prompt, (q.id, lang, prompt)
    assert {True, False} <= {q.value for q in qs}


@pytest.mark.parametrize("name", GAMES)
def test_a_lesson_position_asks_a_yes_and_a_no_where_the_engine_has_both(name):
    by_step: dict[str, set[bool]] = {}
    for q in lesson_questions(name):
        by_step.setdefault(q.id.split(":")[0], set()).add(q.value)
    assert sum(len(v) == 2 for v in by_step.values()) >= len(by_step) // 4  # 9 of 34 and 23 of 38 today
