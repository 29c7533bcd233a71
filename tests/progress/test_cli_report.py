"""``tutor progress`` and ``tutor report``: figures, export, reset, CSV, and reading that changes nothing."""

from __future__ import annotations

import csv
import io
import json
import os
from pathlib import Path

import pytest

from tutor.cli import main
from tutor.notebook.saved.panel import citation_html
from tutor.progress.record import FILE, Record
from tutor.progress.report import HOME_RECORD, class_report, report_html
from tutor.progress.stats import fold
from tutor.progress.view import progress_html

WRONG = "china.house-scoring.first"
RIGHT = "china.final-scoring.roads.points"


def learner(home: Path, wrong: bool, met: bool = True) -> Path:
    r = Record(home / HOME_RECORD.parent)
    if met:
        r.add("met", [RIGHT], where="lesson:china/x#1")
    r.add("answer", [WRONG], right=not wrong, question="q")
    return r.path


@pytest.fixture
def homes(tmp_path: Path) -> list[Path]:
    paths = [tmp_path / name for name in ("ana", "ben", "chie")]
    learner(paths[0], wrong=True)
    learner(paths[1], wrong=True, met=False)
    learner(paths[2], wrong=False)
    (paths[2] / HOME_RECORD).open("ab").write(b"garbage\n")
    (tmp_path / "nobody").mkdir()
    return [*paths, tmp_path / "nobody"]


def snapshot(paths: list[Path]) -> dict[Path, tuple[bytes, int]]:
    out = {}
    for home in paths:
        for f in home.rglob("*"):
            if f.is_file():
                out[f] = (f.read_bytes(), os.stat(f).st_mtime_ns)
    return out


def test_the_class_report_counts_learners_by_clause_and_changes_no_record(homes, tmp_path, capsys):
    before = snapshot(homes)
    out_csv = tmp_path / "class.csv"
    assert main(["report", *map(str, homes), "--csv", str(out_csv)]) == 0
    assert snapshot(homes) == before  # bytes and mtimes unchanged, no file added (no lock, no set-aside)
    text = capsys.readouterr().out
    assert "Class report (learners: 3)" in text and "Not read in full" in text and "line 3" in text
    rows = {r["clause"]: r for r in csv.DictReader(io.StringIO(out_csv.read_text(encoding="utf-8")))}
    assert rows[WRONG]["learners_met"] == "3" and rows[WRONG]["learners_wrong"] == "2"
    assert (rows[WRONG]["right"], rows[WRONG]["wrong"], rows[WRONG]["game"]) == ("1", "2", "china")
    assert rows[RIGHT]["learners_met"] == "2" and rows[RIGHT]["learners_wrong"] == "0"
    html = report_html(class_report(homes), "ja")
    assert f'data-clause="{WRONG}" data-met="3" data-wrong="2"' in html and "<svg" in html
    assert "クラスのレポート" in html


def test_no_records_is_said_and_exits_1(tmp_path, capsys):
    assert main(["report", str(tmp_path)]) == 1
    assert "No progress records found" in capsys.readouterr().out


def test_tutor_progress_shows_exports_and_resets(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("TUTOR_PROGRESS_DIR", str(tmp_path))
    learner_file = learner(tmp_path / "home", wrong=True)
    os.replace(learner_file, tmp_path / FILE)
    assert main(["progress"]) == 0
    out = capsys.readouterr().out
    assert "China: rules met 2 of" in out and "missed 1" in out and WRONG in out
    export = tmp_path / "export.json"
    assert main(["progress", "--export", str(export)]) == 0
    data = json.loads(export.read_text(encoding="utf-8"))
    assert data["clauses"][WRONG]["wrong"] == 1 and len(data["entries"]) == 2
    assert main(["progress", "--lang", "es"]) == 0
    assert "Reglas para repasar" in capsys.readouterr().out
    assert main(["progress", "--reset"]) == 0
    assert "kept as" in capsys.readouterr().out and not (tmp_path / FILE).exists()
    assert main(["progress"]) == 0
    assert "Nothing recorded yet" in capsys.readouterr().out


@pytest.mark.parametrize(("lang", "words"), [("en", "Your progress"), ("es", "Tu progreso"), ("ja", "あなたの進み具合")])
def test_the_progress_view_in_every_language_links_the_lesson_step(tmp_path, lang, words):
    r = Record(tmp_path)
    r.add("answer", [WRONG], right=False, question="q")
    nb = tmp_path / "nb" / "china" / "03.ipynb"
    nb.parent.mkdir(parents=True)
    from tutor.progress.sections import teaching_steps

    game, lesson, _, step = teaching_steps()[WRONG]
    nb.write_text(json.dumps({"cells": [{"source": f'lesson("{game}", "{lesson}")'}]}), encoding="utf-8")
    html = progress_html(fold(r.entries()), lang, citation_html, notebooks=tmp_path / "nb", here=tmp_path / "nb" / "x")
    assert words in html and '<div class="tutor-game" data-game="china">' in html and "<svg" in html
    assert f'href="../china/03.ipynb" data-lesson="{lesson}" data-step="{step}"' in html
    assert f'data-clause="{WRONG}"' in html
