"""A record handed in as a file (the static browser site's way) and ``tutor report`` over a folder of them."""

from __future__ import annotations

import base64
import csv
import io
import json
import os
import re
import sys
from pathlib import Path

import pytest

from tutor.cli import main
from tutor.progress import storage
from tutor.progress.export import FORMAT, download, download_html, export_bytes, read_export
from tutor.progress.record import Damaged, Record
from tutor.progress.report import class_report, csv_text

WRONG = "china.house-scoring.first"
RIGHT = "china.final-scoring.roads.points"
DRAGON = "yotd.actions.fee"


def record(folder: Path, answers: list[tuple[str, bool]], met: tuple[str, ...] = ()) -> Record:
    r = Record(folder)
    if met:
        r.add("met", list(met), where="lesson:china/x#1")
    for n, (clause, right) in enumerate(answers):
        r.add("answer", [clause], right=right, question=f"q{n}")
    return r


def handed_in(html: str) -> bytes:
    """What the browser saves when the link is clicked: the data: URL's bytes."""
    m = re.search(r'href="data:application/json;base64,([A-Za-z0-9+/=]+)"', html)
    assert m is not None, html[:300]
    return base64.b64decode(m.group(1))


@pytest.fixture
def klass(tmp_path: Path) -> dict[str, Record]:
    return {
        "ana": record(tmp_path / "rec" / "ana", [(WRONG, False), (WRONG, False), (RIGHT, True)], met=(RIGHT,)),
        "ben": record(tmp_path / "rec" / "ben", [(WRONG, True), (DRAGON, False)]),
        "chie": record(tmp_path / "rec" / "chie", [(WRONG, False), (WRONG, True)], met=(DRAGON,)),
    }


def rows(text: str) -> dict[str, tuple[str, ...]]:
    return {r["clause"]: (r["learners_met"], r["learners_wrong"], r["right"], r["wrong"])
            for r in csv.DictReader(io.StringIO(text))}


def test_downloaded_files_in_a_folder_give_the_class_report_by_clause(klass, tmp_path, capsys):
    handed = tmp_path / "handed-in"
    handed.mkdir()
    for name, r in klass.items():  # each learner clicks the link; the teacher saves the files in one folder
        (handed / f"{name}.json").write_bytes(handed_in(download("en", r)._repr_html_()))
    out_csv = tmp_path / "class.csv"
    assert main(["report", str(handed), "--csv", str(out_csv)]) == 0
    assert "Class report (learners: 3)" in capsys.readouterr().out
    got = rows(out_csv.read_text(encoding="utf-8"))
    assert got[WRONG] == ("3", "2", "2", "3")  # all three met it; ana and chie got it wrong; 2 right, 3 wrong
    assert got[RIGHT] == ("1", "0", "1", "0")
    assert got[DRAGON] == ("2", "1", "0", "1")  # ben answered it wrong, chie met it in a lesson
    # the same figures as a report over the records themselves
    assert got == rows(csv_text(class_report([r.directory for r in klass.values()])))
    assert sorted(class_report([handed]).learners) == ["ana", "ben", "chie"]  # named by their files


def test_tutor_progress_export_is_a_file_the_report_reads(klass, tmp_path, capsys):
    out = tmp_path / "ana-export.json"
    assert main(["progress", "--dir", str(klass["ana"].directory), "--export", str(out)]) == 0
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert doc["format"] == FORMAT and len(doc["entries"]) == 4 and doc["clauses"][WRONG]["wrong"] == 2
    report = class_report([out])  # a file named directly
    assert report.learners == ["ana-export"] and report.rows[WRONG].wrong == 2 and not report.problems


def test_the_report_names_a_file_that_is_not_an_export_and_counts_the_others(klass, tmp_path):
    handed = tmp_path / "handed-in"
    handed.mkdir()
    (handed / "ana.json").write_bytes(export_bytes(klass["ana"].entries()))
    (handed / "ben.json").write_text('{"cells": []}', encoding="utf-8")  # a notebook handed in by mistake
    (handed / "chie.json").write_bytes(b"\xff\xfe not json")
    doc = json.loads(export_bytes(klass["chie"].entries()))
    doc["entries"].append({"kind": "answer", "clauses": [WRONG], "right": "yes"})  # edited by hand
    (handed / "dan.json").write_text(json.dumps(doc), encoding="utf-8")
    os.symlink(handed / "ana.json", handed / "eve.json")  # a link is refused, never followed
    (handed / "notes.txt").write_text("not read", encoding="utf-8")
    report = class_report([handed])
    problems = dict((Path(f).name, p) for f, p in report.problems)
    assert set(problems) == {"ben.json", "chie.json", "dan.json", "eve.json"}
    assert "not a progress export" in problems["ben.json"] and "not JSON" in problems["chie.json"]
    assert "entry 4: an answer without right" in problems["dan.json"] and "link" in problems["eve.json"]
    assert sorted(report.learners) == ["ana", "dan"]  # dan's readable entries count, as a damaged record's do
    assert report.rows[WRONG].wrong == 2 + 1


def test_an_export_keeps_only_entries_a_record_can_hold():
    good = {"v": 1, "at": "2026-11-26T04:00:00Z", "kind": "answer", "clauses": [WRONG], "right": False}
    doc = {"format": FORMAT, "version": 1, "entries": [good, {"kind": "answer", "clauses": [WRONG], "right": 3},
                                                       {"kind": "met", "clauses": ["x" * 500]}]}
    with pytest.raises(Damaged) as info:
        read_export(json.dumps(doc).encode())
    assert info.value.good == [good] and str(info.value).startswith("entry 2: ")
    doc["version"] = 99
    with pytest.raises(Damaged, match="version 99"):
        read_export(json.dumps(doc).encode())


@pytest.mark.parametrize(("lang", "words"), [("en", "Download my progress for my teacher"),
                                             ("es", "Descargar mi progreso para mi profesor"),
                                             ("ja", "先生に渡す学習記録をダウンロード")])
def test_the_download_link_speaks_the_learners_language(klass, lang, words):
    html = download(lang, klass["ben"])._repr_html_()
    assert words in html and 'download="tutor-progress-' in html and 'data-entries="2"' in html
    assert json.loads(handed_in(html))["entries"] == klass["ben"].entries()


def test_the_progress_view_opens_with_the_download(klass, monkeypatch):
    from tutor.notebook import progress

    html = progress("es", record=klass["chie"]).data
    assert "tutor-export" in html and html.index("tutor-export") < html.index("tutor-game")
    assert len(json.loads(handed_in(html))["entries"]) == 3


def test_in_a_browser_without_the_drive_the_download_warns_it_goes_on_reload(tmp_path, monkeypatch):
    drive = tmp_path / "drive"
    drive.mkdir()
    monkeypatch.setattr(storage, "DRIVE", drive)
    monkeypatch.setattr(sys, "platform", "emscripten")
    warning = "only until the page is reloaded"
    assert warning in download_html([], "en", tmp_path / "home" / "tutor-progress")
    assert warning not in download_html([], "en", drive / "tutor-progress")
    monkeypatch.setattr(sys, "platform", "linux")
    assert warning not in download_html([], "en", tmp_path / "home" / "tutor-progress")
