"""Issue 38 item 1: the class report reads hand-ins as untrusted data, and the learner's own view reads the same
record without breaking. Each hand-in here is one the reliability run found crashing, forging or flooding."""

from __future__ import annotations

import csv
import io
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tutor.cli import main
from tutor.progress.export import FORMAT
from tutor.progress.record import FILE, Record
from tutor.progress.report import class_report

WRONG = "china.house-scoring.first"
RIGHT = "china.final-scoring.roads.points"
STAMP = "2026-11-26T04:00:00.000000Z"


def answer(clause: str, right: bool = False, **extra: object) -> dict[str, object]:
    return {"v": 1, "at": STAMP, "kind": "answer", "clauses": [clause], "right": right, "question": "q", **extra}


def hand_in(folder: Path, name: str, entries: list[dict[str, object]], **doc: object) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(json.dumps({"format": FORMAT, "version": 1, "entries": entries, **doc}), encoding="utf-8")
    return path


def run_report(capsys: pytest.CaptureFixture[str], *paths: Path, csv_file: Path | None = None) -> tuple[int, str]:
    args = ["report", *map(str, paths)] + (["--csv", str(csv_file)] if csv_file else [])
    code = main(args)
    return code, capsys.readouterr().out


def csv_rows(path: Path) -> list[list[str]]:
    return list(csv.reader(io.StringIO(path.read_text(encoding="utf-8"))))


def test_a_lone_surrogate_in_a_clause_id_is_set_aside_and_the_others_are_counted(tmp_path, capsys):
    folder = tmp_path / "in"
    hand_in(folder, "ana.json", [answer(WRONG)])
    bad = folder / "ben.json"  # the JSON escape of a lone surrogate, as a learner can write it
    bad.write_text('{"format": "tutor-progress", "version": 1, "entries": [{"v": 1, "kind": "answer", '
                   '"clauses": ["\\ud800"], "right": false}]}', encoding="utf-8")
    out_csv = tmp_path / "class.csv"
    code, out = run_report(capsys, folder, csv_file=out_csv)
    assert code == 0, out
    assert "Class report (learners: 1)" in out and f"{WRONG} | 1 | 1 | 0 | 1" in out
    assert "Not read in full" in out and str(bad) in out
    assert [r[0] for r in csv_rows(out_csv)[1:]] == [WRONG]


def test_a_newline_in_a_clause_id_forges_no_row(tmp_path, capsys):
    folder = tmp_path / "in"
    hand_in(folder, "ana.json", [answer(WRONG)])
    hand_in(folder, "eve.json", [answer("x\nyotd.final.example | 30 | 0 | 90 | 0")])
    code, out = run_report(capsys, folder)
    assert code == 0
    assert not any(line.startswith("yotd.final.example") for line in out.splitlines())
    assert "learners: 1" in out


def test_escape_sequences_never_reach_the_terminal_raw(tmp_path, capsys):
    folder = tmp_path / "in"
    hand_in(folder, "ana.json", [answer(WRONG)])
    hand_in(folder, "eve.json", [answer("\x1b]0;owned\x07\x1b[2J")])
    (folder / "mal\x1b[2J\nlory.json").write_bytes(b"not json at all")
    code, out = run_report(capsys, folder)
    assert code == 0
    assert "\x1b" not in out and "\x07" not in out
    assert "mal\\x1b[2J\\nlory.json" in out  # the file name is named, escaped


def test_no_csv_cell_is_a_formula(tmp_path, capsys):
    from tutor.progress.handin import csv_cell

    for text in ("=HYPERLINK(\"http://evil\",\"x\")", "+1", "-1+2", "@SUM(A1)", "\t=1", "\r=1"):
        cell = csv_cell(text)
        assert isinstance(cell, str) and not cell.startswith(("=", "+", "-", "@", "\t", "\r")), cell
    assert csv_cell(7) == 7 and csv_cell(WRONG) == WRONG
    folder = tmp_path / "in"
    hand_in(folder, "ana.json", [answer(WRONG), answer('=HYPERLINK("http://evil","x")')])
    out_csv = tmp_path / "class.csv"
    run_report(capsys, folder, csv_file=out_csv)
    cells = [c for row in csv_rows(out_csv) for c in row]
    assert WRONG in cells and not any(c.startswith(("=", "+", "-", "@")) for c in cells)


def test_a_csv_file_that_cannot_be_written_is_named_not_a_crash(tmp_path, capsys):
    folder = tmp_path / "in"
    hand_in(folder, "ana.json", [answer(WRONG)])
    assert main(["report", str(folder), "--csv", str(tmp_path / "no-such-folder" / "class.csv")]) == 1
    out, err = capsys.readouterr()
    assert "learners: 1" in out and "could not be written" in err


def test_two_learners_of_the_same_name_are_reported_not_merged(tmp_path, capsys):
    one, two = tmp_path / "group1", tmp_path / "group2"
    hand_in(one, "ana.json", [answer(WRONG)])
    hand_in(two, "ana.json", [answer(WRONG, right=True)])
    hand_in(two, "notben.json", [answer(WRONG)], learner="ben")
    hand_in(one, "ben.json", [answer(WRONG)], learner="ben")  # a file that says who it is: not its file name
    report = class_report([one, two])
    assert len(report.learners) == 4 and len(set(report.learners)) == 4
    row = report.rows[WRONG]
    assert len(row.met) == 4 and len(row.wrong_by) == 3 and row.wrong == 3 and row.right == 1
    assert {n for n, _ in report.same} == {"ana", "ben"}
    _code, out = run_report(capsys, one, two)
    assert "learners: 4" in out and out.count("name the same learner") == 2
    assert str(one / "ana.json") in out and str(two / "ana.json") in out


FOOLING = {
    "a version that is true": ({"version": True}, [answer(WRONG)]),
    "an entry of version 99": ({}, [{**answer(WRONG), "v": 99}]),
    "a clause no rulebook has": ({}, [answer("china.made-up-rule")]),
    "a billion right answers": ({}, [{"v": 1, "kind": "summary", "clause": WRONG, "right": 10**9, "wrong": 0}]),
    "a time that is no time": ({}, [{**answer(WRONG), "at": "yesterday\x1b[2J"}]),
}


@pytest.mark.parametrize(("doc", "entries"), FOOLING.values(), ids=FOOLING.keys())
def test_values_that_would_fool_the_count_are_set_aside_and_named(tmp_path, capsys, doc, entries):
    folder = tmp_path / "in"
    hand_in(folder, "ana.json", [answer(RIGHT, right=True)])
    eve = hand_in(folder, "eve.json", entries, **doc)
    report = class_report([folder])
    assert WRONG not in report.rows and "china.made-up-rule" not in report.rows
    named = {f for f, _ in report.problems} | {f for f, _ in report.set_aside}
    assert named == {str(eve)}
    _code, out = run_report(capsys, folder)
    assert "Not read in full: " + str(eve) in out


def test_the_bounds_are_named_when_a_tally_is_past_them(tmp_path, capsys):
    from tutor.progress.handin import MAX_TALLY

    folder = tmp_path / "in"
    hand_in(folder, "eve.json", [answer(RIGHT, right=True),
                                 {"v": 1, "kind": "summary", "clause": WRONG, "right": MAX_TALLY + 1}])
    _code, out = run_report(capsys, folder)
    assert f"over {MAX_TALLY}" in out and RIGHT in out


def _flood(folder: Path, n: int) -> None:
    """``n`` hand-ins of about 3.8 MB, each naming 420,000 made-up clause ids, and one honest learner."""
    folder.mkdir()
    ids = [f"z{i:05x}" for i in range(420_000)]
    entries = [{"v": 1, "kind": "met", "clauses": ids[k:k + 200]} for k in range(0, len(ids), 200)]
    data = json.dumps({"format": FORMAT, "version": 1, "entries": entries}, separators=(",", ":")).encode()
    assert 3_700_000 < len(data) < 4_000_000
    for k in range(n):
        (folder / f"flood{k}.json").write_bytes(data)
    hand_in(folder, "ana.json", [answer(WRONG)])


PROBE = """
import sys, time
from tutor.progress.report import class_report, report_html, text_table
start = time.perf_counter()
report = class_report([sys.argv[1]])
text, html = text_table(report, "en", [sys.argv[1]]), report_html(report, "en")
# the peak of this process's own memory (VmHWM starts anew at exec; ru_maxrss keeps the forking parent's peak)
peak = next(int(line.split()[1]) for line in open("/proc/self/status") if line.startswith("VmHWM:")) // 1024
print(time.perf_counter() - start, peak, len(text), len(html))
"""


def test_a_flood_of_five_hand_ins_is_read_within_seconds_and_a_few_hundred_mb(tmp_path):
    _flood(tmp_path / "in", 5)
    start = time.perf_counter()
    try:
        out = subprocess.run([sys.executable, "-c", PROBE, str(tmp_path / "in")], capture_output=True, text=True,
                             timeout=60, check=True).stdout
    except subprocess.TimeoutExpired:
        pytest.fail(f"the report on five flooding hand-ins took over 60 s (load {os.getloadavg()[0]:.1f})")
    seconds, mb, text, html = (float(x) for x in out.split())
    load = os.getloadavg()[0]
    assert seconds < 10 * max(1.0, load / 2), (seconds, load, time.perf_counter() - start)
    assert mb < 400, mb
    assert text < 20_000 and html < 200_000


def test_a_flood_is_named_with_its_bound(tmp_path, capsys):
    _flood(tmp_path / "in", 1)
    code, out = run_report(capsys, tmp_path / "in")
    assert code == 0 and "learners: 2" in out and f"{WRONG} | 1 | 1 | 0 | 1" in out
    assert "mentions of rules no rulebook has were set aside" in out and "only its beginning was read" in out


# -- the learner's own record -----------------------------------------------------------------------------

SURROGATE_LINE = b'{"v":1,"kind":"answer","clauses":["\\ud800"],"right":false,"question":"q"}\n'
GOOD_LINE = json.dumps(answer(WRONG)).encode() + b"\n"


def test_the_progress_view_and_download_work_on_a_record_with_a_lone_surrogate(tmp_path, capsys):
    from tutor.notebook.live.quiz import progress

    (tmp_path / FILE).write_bytes(GOOD_LINE + SURROGATE_LINE)
    html = progress(record=Record(tmp_path)).data
    html.encode("utf-8")  # what the notebook saves: it raised UnicodeEncodeError on every run
    assert "could not be read in full" in html and "tutor-download" in html
    assert len(list(tmp_path.glob(f"{FILE}.damaged-*"))) == 1
    assert main(["progress", "--dir", str(tmp_path), "--export", str(tmp_path / "out.json")]) == 0
    assert json.loads((tmp_path / "out.json").read_text(encoding="utf-8"))["entries"][0]["clauses"] == [WRONG]


def test_a_typed_move_with_control_characters_is_recorded_escaped(tmp_path):
    record = Record(tmp_path)
    record.add("cited", [WRONG], move="a\x1b[2J\ud800", where="move:china")
    assert record.entries()[0]["move"] == "a\\x1b[2J\\ud800" and record.problem is None


def test_a_failed_compaction_leaves_no_temporary_file(tmp_path, monkeypatch):
    record = Record(tmp_path, max_bytes=10)
    record.add("met", [WRONG])

    def no_disk(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", no_disk)
    with pytest.raises(OSError):
        record.compact()
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")) == []


def test_escaped_shows_every_unprintable_character():
    from tutor.progress.handin import escaped

    assert escaped("a\x1b\n\ud800\u202eb") == "a\\x1b\\n\\ud800\\u202eb"
    assert len(escaped("é" * 1000, 50)) == 50
