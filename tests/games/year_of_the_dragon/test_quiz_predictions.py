"""The quiz never asks a number the board drawn with the question prints (issue 36): points, yuan, rice, fireworks,
persons, the person track, floors and cards held are asked as predictions, on the position before the move that
decides them, and only where that move changes the answer."""

from __future__ import annotations

from tutor.progress.bank import bank, engine_answer

GAME = "year_of_the_dragon"


def test_no_quiz_question_reads_its_answer_off_the_board_drawn() -> None:
    read_off = []
    for q in bank(GAME):
        if not q.spec.after:
            continue
        if q.shown is None or engine_answer(q.game, q.drawn, q.ask, q.args, q.id)[0] == engine_answer(
                q.game, q.state, q.ask, q.args, q.id)[0]:
            read_off.append(q.id)
    assert not read_off, f"{len(read_off)} questions whose answer is on the board drawn: {read_off[:5]}"


def test_a_prediction_names_the_move_and_its_player_in_every_language() -> None:
    asked = [q for q in bank(GAME) if q.shown is not None]
    assert len(asked) >= 100
    q = asked[0]
    for lang in ("en", "es", "ja"):
        text = q.prompt(lang)
        assert "%(" not in text and q.names[q.game.to_move(q.shown)[0]] in text, text
