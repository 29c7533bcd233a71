"""What a handout's answer key says (issue 28): each task's answer names its move once and says legal or not in
the reader's language (not the English summary, which repeated the move)."""

from __future__ import annotations

from html import escape

import pytest

from tutor.core.registry import load_game
from tutor.notebook.lessonbook import LessonBook
from tutor.notebook.publish.handouts import L_TASK_A, L_TASK_A_ILLEGAL, task_questions
from tutor.notebook.publish.pages import step_parts
from tutor.text.catalog import languages
from tutor.text.ui import gettext


@pytest.mark.parametrize("lang", languages())
def test_a_task_answer_names_its_move_once_in_the_readers_language(lang):
    g = load_game("dragonheart")
    lb = LessonBook(g, list(g.lessons)[1], lang)
    parts = [step_parts(lb, n) for n in range(1, len(lb) + 1)]
    tasks = [p for p in parts if p.task is not None]
    answers = task_questions(lang, parts)
    assert tasks and len(answers) == len(tasks)
    assert any(not p.task.explanation.legal for p in tasks)  # the lesson has a task whose move is refused
    for p, q in zip(tasks, answers, strict=True):
        assert q.answer.count(escape(p.task.move)) == 1, q.answer
        want = L_TASK_A if p.task.explanation.legal else L_TASK_A_ILLEGAL
        assert q.answer == escape(gettext(want, lang, n=p.n, move=p.task.move))
    if lang != "en":
        assert all(gettext(m, lang, n=1, move="x") != gettext(m, "en", n=1, move="x") for m in (L_TASK_A, L_TASK_A_ILLEGAL))


@pytest.mark.parametrize("lang", languages())
def test_a_cards_question_on_paper_lists_the_cards_to_tick(lang, monkeypatch):
    """A question answered by picking cards (issue 26) prints the cards to tick, as the printable quiz does."""
    from tutor.notebook.publish import handouts
    from tutor.notebook.publish.pages import question_clauses, quiz

    g = load_game("dragonheart")
    book = quiz("dragonheart", lang)
    cards = [n for n in range(1, len(book) + 1) if book.choices(n)]
    assert cards, "Dragonheart's quiz asks for cards"
    n = cards[0]
    monkeypatch.setattr(handouts, "MAX_QUIZ", len(book))
    asked = handouts.quiz_questions(g, lang, set(question_clauses(book, n)))
    prompts = [q.prompt for q in asked]
    assert f"{book.heading(n)} — {book.text(n)} {book.choices(n)}" in prompts
