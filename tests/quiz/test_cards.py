"""Cards picked from a list (issue 26): Dragonheart asks which cards a play puts into the score pile; the cards
on the table are offered in plain words, the engine grades the cards ticked, in the live quiz, the printable
quiz and the command-line quiz."""

from __future__ import annotations

from collections import Counter
from html import escape

import pytest

from tutor.core.quizbank import CARDS
from tutor.notebook.live.quiz import QuizView
from tutor.notebook.quizbook import QuizBook
from tutor.notebook.saved.quizmodel import TICKED, UNTICKED
from tutor.progress.bank import bank, engine_answer
from tutor.progress.quizcli import run_quiz
from tutor.progress.record import Record
from tutor.text.catalog import languages


@pytest.fixture(scope="module")
def cards():
    qs = [q for q in bank("dragonheart") if q.clauses and q.spec.form == CARDS]
    assert len(qs) >= 5, "the bank asks for cards on several positions"
    return qs


def places(q, right=True):
    """The places in the offered list of the engine's cards (one card left out when not ``right``)."""
    want, out = Counter(q.value), []
    for i, card in enumerate(q.cards):
        if want[card]:
            want[card] -= 1
            out.append(i)
    return out if right else out[1:]


def test_the_answer_is_the_engines_cards_and_they_are_all_offered(cards):
    for q in cards:
        raw, _ = engine_answer(q.game, q.state, q.ask, q.args, q.id)
        assert q.value == tuple(sorted(raw)) and q.args["field"] == "cards", q.id
        assert not Counter(q.value) - Counter(q.cards), f"{q.id}: a collected card is not offered"
        assert len(q.cards) > len(q.value), f"{q.id}: the list offers more than the answer"


def test_cards_are_named_in_plain_words_in_every_language(cards):
    for q in cards:
        for lang in languages():
            for label, _ in q.options(lang):
                assert ":" not in label and "_" not in label and label.strip(), (q.id, lang, label)
            assert ":" not in q.answer_text(lang)
    q = cards[0]
    assert q.card_name("fire_dragon:3", "en") == "Fire Dragon (3)"
    assert q.card_name("fire_dragon:3", "es") == "Dragón de Fuego (3)"
    assert q.card_name("fire_dragon:3", "ja").startswith("ファイアドラゴン")


def test_grading_takes_exactly_the_cards_collected(cards):
    for q in cards:
        right = places(q)
        assert q.grade(right) and q.grade(list(reversed(right))), q.id
        assert not q.grade(places(q, right=False)), q.id
        extra = next(i for i in range(len(q.cards)) if i not in right)
        assert not q.grade([*right, extra]), q.id
        assert q.read([len(q.cards)]) is None and q.read(["not a card"]) is None
        assert q.grade(list(q.value)), "card words are read as well as places"


def test_the_live_quiz_ticks_cards_and_grades_them(cards):
    view = QuizView("dragonheart", lang="ja", questions=cards[:2], generated=False, progress=False)
    q = view.question
    assert q is not None and all(b.description.startswith(UNTICKED) for b in view.buttons.children)
    assert len(view.buttons.children) == len(q.cards)
    for i in places(q):
        view.buttons.children[i].value = True  # several cards stay ticked together
    assert [b.value for b in view.buttons.children].count(True) == len(q.value)
    assert view.buttons.children[places(q)[0]].description.startswith(TICKED)
    assert view.submit() is True
    assert "正解" in view.feedback.value and escape(q.answer_text("ja")) in view.feedback.value
    view.next_question()
    q2 = view.question
    assert q2 is not None and view.submit() is False  # nothing ticked: "no cards", wrong here
    assert "残念" in view.feedback.value


def test_the_printable_quiz_lists_the_cards_to_tick(cards):
    book = QuizBook("dragonheart", "es", questions=cards)
    text = book.choices(1)
    assert text.count(UNTICKED) == len(cards[0].cards)
    assert all(f"{UNTICKED} {label}" in text for label, _ in cards[0].options("es"))
    assert text in book.position(1).caption
    assert book.answer(1).answer.endswith(cards[0].answer_text("es"))
    numbers = QuizBook("china", "en")
    assert numbers.choices(1) == ""


def shown(out, questions):
    """The question the command-line quiz printed last."""
    return next(q for text in reversed(out) for q in questions if text == q.prompt("en"))


def test_the_command_line_quiz_reads_the_numbers_of_the_cards_ticked(cards):
    two = [cards[0], next(q for q in cards if q.prompt("en") != cards[0].prompt("en"))]
    out: list[str] = []
    asked: list = []

    def read(_: str) -> str:
        q = shown(out, two)
        if not asked:  # the first: the engine's cards; the second: "99" (not on the list), then one card short
            asked.append(q)
            return " ".join(str(i + 1) for i in places(q))
        if len(asked) == 1:
            asked.append(q)
            return "99"
        return " ".join(str(i + 1) for i in places(q, right=False))

    run_quiz("dragonheart", "en", 2, 0, None, read=read, write=out.append, questions=two)
    text = "\n".join(out)
    assert {q.id for q in asked} == {q.id for q in two}
    assert "Question 1" in text and "Question 2" in text and "Right! The answer is" in text
    assert "Not quite" in text and "That is not an answer to this question" in text
    assert "Score: 1 of 2" in text
    assert "  1. " + asked[0].options("en")[0][0] in text
    assert "«" in text, "the why quotes the rulebook"


def test_the_command_line_quiz_records_answers_by_clause(tmp_path, cards):
    record = Record(tmp_path)
    out: list[str] = []
    run_quiz("dragonheart", "es", 1, 0, record, write=out.append, questions=cards[:1],
             read=lambda _: " ".join(str(i + 1) for i in places(cards[0])))
    answers = [e for e in record.entries() if e["kind"] == "answer"]
    assert len(answers) == 1 and answers[0]["right"] and answers[0]["clauses"]


def test_a_freshly_generated_play_asks_for_its_cards_too():
    """The adaptive quiz's generated positions (scenario files made on the fly) ask the cards question as well,
    and the scenario runner agrees with the engine's answer."""
    from tutor.games.dragonheart.quiz import BANK_SEEDS, generate
    from tutor.progress.quiz import generated_questions

    made = generated_questions("dragonheart", generate, BANK_SEEDS[0])
    kinds = {q.spec.form for q in made}
    assert CARDS in kinds and len(made) == 2, [q.id for q in made]


def test_switching_language_after_answering_says_the_answer_given_in_the_new_language(cards):
    view = QuizView("dragonheart", lang="en", questions=cards[:1], generated=False, progress=False)
    q = view.question
    wrong = next(i for i in range(len(q.cards)) if q.cards[i] not in q.value)
    view.buttons.children[wrong].value = True
    assert view.submit() is False
    assert escape(q.card_name(q.cards[wrong], "en")) in view.feedback.value
    view.set_language("ja")
    html = view.feedback.value
    assert escape(q.card_name(q.cards[wrong], "ja")) in html and escape(q.card_name(q.cards[wrong], "en")) not in html
