"""The question bank is written for learners (issue 26): every question in en/es/ja reads in plain words, a
question about one player has that player's answer, no title gives its answer away, and every scoring clause
of every game has at least two questions."""

from __future__ import annotations

import re

import pytest

from tutor.core.quizbank import NUMBER, PLAYERS, YESNO
from tutor.core.registry import games, load_game
from tutor.progress.bank import bank, coverage, engine_answer, scoring_clauses
from tutor.text.catalog import all_clauses, languages

GAMES = [g.spec.name for g in games()]
IDENTIFIER = re.compile(r"\b[a-z]+(?:[._][a-z0-9]+)+\b|%\(|\b[A-Z_]{3,}:|\{|\}|\[|\]")
INDEX = re.compile(r"\b(?:player|jugador|プレイヤー)\s*[0-9]\b|\b[0-9] \(|\bnull\b|\btrue\b|\bfalse\b|\bNone\b", re.I)
TITLE_WORDS = re.compile(r"the title|el título|タイトル", re.I)


def learner(name: str):
    return [q for q in bank(name) if q.clauses]


@pytest.mark.parametrize("name", GAMES)
def test_every_question_reads_in_plain_words_in_every_language(name):
    bad = []
    for q in learner(name):
        for lang in languages():
            shown = [q.prompt(lang), q.title(lang), q.answer_text(lang), *(label for label, _ in q.options(lang))]
            for text in shown:
                if IDENTIFIER.search(text) or INDEX.search(text) or TITLE_WORDS.search(text) or not text.strip():
                    bad.append(f"{q.id} [{lang}]: {text!r}")
    assert not bad, "\n".join(bad[:20])


@pytest.mark.parametrize("name", GAMES)
def test_prompts_are_translated(name):
    untranslated = {q.prompt("en") for q in learner(name) if q.prompt("es") == q.prompt("en") or
                    q.prompt("ja") == q.prompt("en")}
    assert not untranslated, sorted(untranslated)[:5]


@pytest.mark.parametrize("name", GAMES)
def test_a_question_about_one_player_has_that_players_answer(name):
    checked = 0
    about = [q for q in learner(name) if q.about is not None]
    if not about:
        pytest.skip("no question of this game is about one player")
    for q in learner(name):
        if q.about is None:
            continue
        assert q.names[q.about] in q.prompt("en"), q.id
        raw, _ = engine_answer(q.game, q.state, q.ask, q.args, q.id)
        if q.spec.per_player:
            assert isinstance(raw, list) and q.value == raw[q.about], q.id
            checked += 1
        elif q.spec.form == NUMBER:
            assert not isinstance(raw, (list, tuple, dict)) or q.spec.part, q.id
            checked += 1
        elif q.spec.form == YESNO:  # "can this player make this move here?": the engine's verdict on it
            assert isinstance(raw, bool) and q.value is raw, q.id
            checked += 1
    assert checked


@pytest.mark.parametrize("name", GAMES)
def test_no_title_states_its_answer(name):
    for q in learner(name):
        for lang in languages():
            title, value = q.title(lang), q.value
            assert title, q.id
            if q.spec.form == NUMBER:
                assert not re.search(rf"(?<![0-9]){abs(value)}(?![0-9])", title), (q.id, lang, title)
            elif q.spec.form == PLAYERS:
                for p in value:
                    assert q.names[p] not in title, (q.id, lang, title)
            assert q.answer_text(lang) not in title, (q.id, lang, title)


@pytest.mark.parametrize("name", GAMES)
def test_every_scoring_clause_has_two_questions(name):
    clauses = scoring_clauses(name)
    assert clauses and all(c in all_clauses() for c in clauses)
    counts = coverage(name, learner(name))
    least = 1 if load_game(name).spec.small else 2  # a small game: one question per clause (docs/adding-a-game.md)
    assert {c: n for c, n in counts.items() if n < least} == {}


def test_the_coverage_command_prints_the_count_per_game_and_clause(capsys):
    from tutor.cli import main

    assert main(["quiz-coverage"]) == 0
    out = capsys.readouterr().out
    for name in GAMES:
        assert f"{name}: " in out
        for c in scoring_clauses(name):
            assert c in out


def test_grading_reads_what_a_person_answers():
    q = next(q for q in learner("china") if q.spec.form == NUMBER)
    assert q.grade(str(q.value)) and q.grade(f" {q.value} ") and not q.grade("x") and not q.grade(q.value + 1)
    assert q.grade(str(q.value).translate(str.maketrans("0123456789", "０１２３４５６７８９")))
    w = next(q for q in learner("china") if q.ask in ("winner", "winners"))
    assert w.grade(list(w.value)) and w.grade([w.names[p] for p in w.value]) and not w.grade(["nobody"])


@pytest.mark.parametrize("name", GAMES)
def test_the_printable_quiz_headings_never_state_the_answer(name):
    from tutor.notebook.quizbook import QuizBook

    for lang in languages():
        book = QuizBook(name, lang)
        for n in range(1, len(book) + 1):
            q, heading = book.questions[n - 1], book.heading(n)
            assert heading == q.title(lang) and q.answer_text(lang) not in heading
            assert not re.search(r"[0-9０-９]", heading), heading
