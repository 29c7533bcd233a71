"""Rich displays and the code-first API: the SVG painter draws what the canvas painter draws, a match in a cell
checks, plays and undoes like the companion, and every display speaks the language set once."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

import tutor
from tests.notebook.test_svg import draws
from tests.notebook.test_svg import positions as svg_positions
from tutor.core.errors import InputError
from tutor.core.registry import games
from tutor.core.scene import LAYERS, Scene
from tutor.notebook.lessonbook import LessonBook
from tutor.notebook.matchcell import IllegalMove, MatchCell
from tutor.notebook.quizbook import QuizBook
from tutor.notebook.saved.displays import BoardPicture
from tutor.notebook.saved.paint import paint
from tutor.notebook.saved.svg import scene_svg
from tutor.text.catalog import cite

ROOT = Path(__file__).resolve().parents[2]
FEE = ROOT / "tests" / "scenarios" / "year_of_the_dragon" / "rulebook" / "03-fee-unaffordable.yaml"


@pytest.fixture(autouse=True)
def english():
    tutor.set_language("en")
    yield
    tutor.set_language("en")


class Recorder:
    """A stand-in canvas that records what the canvas painter draws."""

    def __init__(self) -> None:
        self.ops: list[tuple[Any, ...]] = []

    def clear(self) -> None:
        pass

    def __getattr__(self, name: str) -> Any:
        return lambda *args: self.ops.append((name, *(round(a, 1) if isinstance(a, float) else a for a in args)))


def canvas_ops(scene: Scene) -> list[tuple[Any, ...]]:
    rec = Recorder()
    for layer in LAYERS:
        paint(rec, scene.layer(layer))
    out = []
    for op in rec.ops:
        if op[0] in ("fill_rect", "stroke_rect", "fill_circle", "stroke_circle"):
            out.append((op[0], *(round(float(v), 1) for v in op[1:])))
        elif op[0] in ("fill_polygon", "stroke_lines"):
            out.append((op[0], len(op[1])))
        elif op[0] == "fill_text":
            out.append((op[0], op[1]))
    return out


def svg_ops(svg: str) -> list[tuple[Any, ...]]:
    """The canvas calls that would draw what an SVG draws (its groups' fill and stroke applied)."""
    out: list[tuple[Any, ...]] = []
    for d in draws(svg):
        filled, stroked = d[0] != "text" and d[-3] != "none", d[0] != "text" and d[-2] != "none"
        if d[0] in ("rect", "circle"):
            out += [(f"fill_{d[0]}", *d[1:-3])] * filled + [(f"stroke_{d[0]}", *d[1:-3])] * stroked
        elif d[0] == "polygon":
            n = len(d[1]) // 2
            out += [("fill_polygon", n)] * filled + [("stroke_lines", n + 1)] * stroked
        elif d[0] == "line":
            out.append(("stroke_lines", len(d[1]) // 2))
        elif d[0] == "text":
            out.append(("fill_text", d[3]))
    return out


def positions() -> list[tuple[Any, Any]]:
    """A few states of every game: the start and after some random moves."""
    return svg_positions(seed=3, steps=40)


@pytest.mark.parametrize(("game", "state"), positions(), ids=lambda v: getattr(getattr(v, "spec", None), "name", ""))
def test_the_svg_painter_draws_what_the_canvas_painter_draws(game, state):
    for lang in ("en", "ja"):
        scene = game.board.scene(state, None, lang, ["Anna", "Benno", "Clara", "Doro", "Emil", "Fiona"])
        # the same calls; the order of shapes that cannot overlap may differ (tests/notebook/test_svg.py)
        assert sorted(svg_ops(scene_svg(scene)), key=repr) == sorted(canvas_ops(scene), key=repr)


def test_japanese_glyphs_stay_in_the_svg():
    g = next(g for g in games() if g.spec.name == "china")
    svg = BoardPicture(g, g.new(4, 1), ("Anna", "Benno", "Clara", "Doro"), "ja").svg()
    assert "手札" in svg and "IPAGothic" in svg
    ET.fromstring(svg)  # well-formed


def test_a_match_in_a_cell_checks_plays_undoes_and_an_illegal_play_changes_nothing():
    m = tutor.match.from_scenario(FEE, play_steps=False)
    assert "<svg" in m._repr_html_() and "Clara to move." in m._repr_html_()
    before = m.state
    v = m.check("action 1 research")
    assert not v.legal and "yotd.actions.fee" in v.clauses and m.state is before
    assert "you have 2" in repr(v) and 'data-clause="yotd.actions.fee"' in v._repr_html_()
    with pytest.raises(IllegalMove) as err:
        m.play("action 1 research")
    assert m.state is before and err.value.display.codes == v.codes and "yotd.actions.fee" in str(err.value)
    done = m.play("action 2 harvest")
    assert m.state is not before and "Clara takes 1 rice" in repr(done)
    assert str(m.undo()) == "action 2 harvest" and m.state is before and m.undo() is None
    assert [str(x) for x in m.legal_moves()] == [str(x) for x in m.game.legal_moves(before)]
    hint = m.hint("action 1 research")
    assert "You need 1 more yuan" in repr(hint) and "yotd.actions.fee" in hint.clauses
    companion = m.widget()
    assert companion.match is m.match


def test_explain_answers_a_scenario_question_with_cited_lines():
    m = tutor.match.from_scenario(ROOT / "tests/scenarios/year_of_the_dragon/rulebook/15-month-scoring-anna.yaml")
    answer = m.explain("month_score", player="Anna")
    assert answer.value == 7 and "yotd.scoring.month.palaces" in answer.clauses
    with pytest.raises(InputError):
        m.explain("no_such_question")


def test_one_call_sets_the_language_of_every_display():
    m = tutor.match.from_scenario(FEE, play_steps=False)
    tutor.set_language("ja")
    assert cite("yotd.actions.fee", "ja").translation in m.check("action 1 research")._repr_html_()
    assert "手番" in repr(m.board()) or "Clara" in repr(m.board())
    assert cite("yotd.actions.fee", "ja").translation in repr(tutor.clause("yotd.actions.fee"))
    with pytest.raises(InputError):
        tutor.set_language("fr")
    with pytest.raises(InputError, match=r"no\.such\.clause"):  # in words, not a bare KeyError (issue 38)
        tutor.clause("no.such.clause")


def test_a_lesson_book_gives_each_step_its_text_position_and_a_move_that_does_its_task():
    for g in games():
        for lesson_id in g.lessons:
            book = LessonBook(g.spec.name, lesson_id, "es")
            for n in range(1, len(book) + 1):
                step = book.lesson.steps[n - 1]
                shown = book.step(n)._repr_html_()
                assert all(f'data-clause="{c}"' in shown for c in step.clauses)
                if step.task is not None:
                    m = book.start(n)
                    moves = book.task_moves(n)
                    for mv in moves[:-1]:
                        m.play(mv)
                    assert step.task.done(moves[-1], m.game.check(m.state, moves[-1]))
    with pytest.raises(InputError, match="1 to 9"):  # in words, not an IndexError (issue 38)
        LessonBook("china", "placement").step(99)


def test_the_printable_quiz_answers_in_words_with_the_engines_cited_lines():
    for g in games():
        quiz = QuizBook(g.spec.name, "en")
        assert len(quiz) >= 8
        for n in range(1, len(quiz) + 1):
            q = quiz.questions[n - 1]
            answer = quiz.answer(n)
            assert "<details" in answer._repr_html_() and 'data-clause="' in answer.body_html
            assert answer.value == q.value and q.answer_text("en") in answer.answer
        assert quiz.position(1).svg().startswith("<svg")


def test_match_refuses_a_player_count_the_game_does_not_take():
    with pytest.raises(InputError):
        MatchCell("china", players=9)


def test_a_learners_weak_spots_bring_back_the_questions_on_the_clauses_they_got_wrong(tmp_path):
    from tutor.progress.record import Record

    quiz = QuizBook("dragonheart", "en")
    record = Record(tmp_path)
    assert quiz.weak_spots(record).numbers == () and "No weak spots yet" in repr(quiz.weak_spots(record))
    wrong = quiz.clauses(3)
    assert wrong
    record.add("answer", list(wrong[:1]), right=False, question="q3", game="dragonheart")
    spots = quiz.weak_spots(record)
    assert 3 in spots.numbers and all(set(quiz.clauses(n)) & {wrong[0]} for n in spots.numbers)
    html = spots._repr_html_()
    assert html.count('class="tutor-board"') == len(spots.numbers) and html.count("<details") == len(spots.numbers)
    record.add("answer", list(wrong[:1]), right=True, question="q3", game="dragonheart")
    record.add("answer", list(wrong[:1]), right=True, question="q3", game="dragonheart")
    assert wrong[0] in spots.weakest  # the earlier picture is kept; a fresh one follows the record
