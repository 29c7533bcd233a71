"""``python -m tutor quiz GAME``: the quiz in a terminal, through the command line's own entry point."""

from __future__ import annotations

import io

from tutor.cli import main
from tutor.progress.record import ENV


def test_the_terminal_quiz_asks_grades_and_stops_at_the_end_of_input(monkeypatch, capsys, tmp_path):
    monkeypatch.setenv(ENV, str(tmp_path))
    monkeypatch.setattr("sys.stdin", io.StringIO("x\n"))  # not a number: asked again, then the input ends
    assert main(["quiz", "china", "--lang", "es", "--count", "1", "--no-record"]) == 0
    out = capsys.readouterr().out
    assert "Pregunta 1" in out and ("Escribe un número." in out or "Escribe el número" in out
                                    or "Escribe los números" in out)
    assert "Eso no es una respuesta a esta pregunta" in out and "Aciertos: 0 de 0" in out
    assert not list(tmp_path.iterdir()), "--no-record keeps the record untouched"


def test_an_unknown_game_is_a_clear_error(capsys):
    assert main(["quiz", "chess", "--no-record"]) == 2
    assert "unknown game" in capsys.readouterr().err
