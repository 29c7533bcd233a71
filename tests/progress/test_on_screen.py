"""A scripted lesson, moves and quiz: the record holds exactly the clauses cited on screen; the quiz
comes back to what was answered wrong (with a freshly generated case); the progress view shows it."""

from __future__ import annotations

from html.parser import HTMLParser

from tests.quiz.test_live import wrong_answer
from tutor.notebook.live.lesson import LessonView
from tutor.notebook.live.quiz import QuizView
from tutor.notebook.saved.panel import citation_html
from tutor.progress.bank import quiz_module
from tutor.progress.quiz import AdaptiveQuiz
from tutor.progress.record import Record
from tutor.progress.schedule import RETRY
from tutor.progress.stats import fold
from tutor.progress.view import progress_html


class Cited(HTMLParser):
    """The clause ids quoted at the top level of some HTML (not the cross-references folded in <details>)."""

    def __init__(self, html: str) -> None:
        super().__init__()
        self.depth, self.ids = 0, set[str]()
        self.feed(html)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "details":
            self.depth += 1
        found = dict(attrs).get("data-clause")
        if found and self.depth == 0 and "tutor-cite" in (dict(attrs).get("class") or ""):
            self.ids.add(found)

    def handle_endtag(self, tag: str) -> None:
        if tag == "details":
            self.depth -= 1


def verdict_part(panel: str) -> str:
    """The verdict block of the companion's panel (the events below it are not a verdict)."""
    start = panel.find('<div class="tutor-verdict')
    end = panel.find('<div class="tutor-panel', start + 1)
    return panel[start:end if end > 0 else None] if start >= 0 else ""


def right_answer(q: QuizView) -> object:
    assert q.question is not None
    return q.question.value  # what a person answers: a number, the players picked, yes or no


def test_the_record_holds_exactly_the_clauses_cited_on_screen(tmp_path):
    record = Record(tmp_path)
    on_screen: set[str] = set()
    view = LessonView("year_of_the_dragon", "setup", progress=record)
    for i in range(len(view.lesson.steps)):  # showing every step (Run All) records nothing
        view.go(i)
    assert record.entries() == []
    view.go(1)
    assert view.companion is not None
    for text in ("pick monk 1 monk 2", "pick monk 1 monk 2"):  # the second is no longer legal as such
        view.companion.try_text(text)
        on_screen |= Cited(verdict_part(view.companion.panel.value)).ids
    assert view.done[1]
    on_screen |= Cited(view.quotes.value).ids  # the finished task's step: its quoted clauses were met
    met = {c for e in record.entries() for c in e["clauses"]}
    q = QuizView("dragonheart", progress=record, seed=2)
    for n in range(6):
        q.submit(right_answer(q) if n % 2 else wrong_answer(q.question))  # an answer, and wrong
        on_screen |= Cited(q.feedback.value).ids
        q.next_question()
    entries = record.entries()
    assert {e["kind"] for e in entries} == {"met", "cited", "answer"}
    recorded = {c for e in entries for c in e["clauses"]}
    assert recorded == on_screen and met < recorded
    answers = [e for e in entries if e["kind"] == "answer"]
    assert [e["right"] for e in answers] == [False, True] * 3


def test_a_clause_answered_wrong_comes_back_after_a_restart_and_in_the_view(tmp_path):
    record = Record(tmp_path)
    q = QuizView("china", progress=record, seed=5)
    assert q.question is not None
    missed = set(q.question.clauses)
    q.submit(wrong_answer(q.question))
    again = QuizView("china", progress=Record(tmp_path), seed=5)  # a new kernel: the record is all it has
    assert again.question is not None and set(again.question.clauses) & missed
    html = progress_html(fold(record.entries()), "en", citation_html, "china")
    shown = [c for c in missed if f'<li data-clause="{c}">' in html]
    assert len(shown) == min(len(missed), 8)  # the view quotes the eight weakest
    assert 'data-missed="0"' in html and "<svg" in html and "Rules to go over again" in html


def test_a_wrong_generated_answer_is_followed_by_a_freshly_generated_case(tmp_path):
    # generated questions only, so that no bank question answers for the clause by the way
    generate = quiz_module("year_of_the_dragon").generate
    quiz = AdaptiveQuiz("year_of_the_dragon", [], generate, seed=1, record=Record(tmp_path))
    first = quiz.next()
    if first is None:  # an empty pool: the first due clause brings a fresh case; seed one answer to start
        made = quiz._generate_one()
        assert made
        first = made[0]
    quiz.answered(first, sorted(first.clauses), False)
    later = []
    for _ in range(RETRY + 1):
        item = quiz.next()
        assert item is not None
        later.append(item)
        quiz.answered(item, sorted(item.clauses), True)
    back = [it for it in later if set(it.clauses) & set(first.clauses)]
    assert back and back[0].id.startswith("gen:") and back[0].id != first.id
    assert back[0].state != first.state  # a new case, not the same one again


def test_the_quiz_can_focus_on_weak_spots_or_a_section(tmp_path):
    record = Record(tmp_path)
    q = QuizView("dragonheart", progress=record, seed=0)
    assert q.question is not None
    missed = set(q.question.clauses)
    q.submit(wrong_answer(q.question))
    labels = dict((v, k) for k, v in q.focus.options)
    assert labels[""] == "The whole game" and q.focus.label == "The whole game" and labels["weak"] == "My weak spots"
    assert any(v and v.startswith("section:") for v in labels)
    q.focus.value = "weak"
    assert q.question is not None and set(q.question.clauses) & missed
    section = next(v for v in labels if v and v.startswith("section:"))
    q.focus.value = section
    from tutor.progress.quiz import in_section

    assert q.question is not None and any(in_section(c, section[len("section:"):]) for c in q.question.clauses)
    es = QuizView("dragonheart", lang="es", progress=record)
    assert "Mis puntos débiles" in [k for k, _ in es.focus.options]


def test_a_quiz_outside_a_kernel_records_nothing_by_default(tmp_path, monkeypatch):
    monkeypatch.setenv("TUTOR_PROGRESS_DIR", str(tmp_path))
    q = QuizView("dragonheart", seed=0)
    assert q.record is None
    q.submit(wrong_answer(q.question))
    assert not any(tmp_path.iterdir())
