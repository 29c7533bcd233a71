"""Issue 30 items 3 and 4: records that survive anything, and a class report no learner can break or fool."""

from __future__ import annotations

import json
import multiprocessing
import os
import re
import shutil
import tempfile
import time
from pathlib import Path

import pytest

from tutor.cli import main
from tutor.progress import hooks
from tutor.progress.files import READ_LIMIT
from tutor.progress.record import FILE, Record, read_only
from tutor.progress.report import HOME_RECORD, class_report
from tutor.progress.stats import fold

CLAUSE = "china.house-scoring.first"
GOOD = b'{"v":1,"kind":"answer","clauses":["' + CLAUSE.encode() + b'"],"right":false,"question":"q"}\n'

# Every line shape the reliability run found taking `tutor progress` to an internal error (exit 3).
BAD_LINES = {
    "a 5,000-digit number": b'{"v":1,"kind":"asked","count":' + b"9" * 5000 + b"}\n",
    "a deeply nested line": b'{"v":1,"kind":"met","clauses":' + b"[" * 100_000 + b"]" * 100_000 + b"}\n",
    "a negative review box": b'{"v":1,"kind":"summary","clause":"' + CLAUSE.encode() + b'","box":-1,"due":0}\n',
    "a box past mastered": b'{"v":1,"kind":"summary","clause":"' + CLAUSE.encode() + b'","box":9}\n',
    "a boolean count": b'{"v":1,"kind":"asked","count":true}\n',
}


@pytest.mark.parametrize("line", BAD_LINES.values(), ids=BAD_LINES.keys())
def test_tutor_progress_sets_a_bad_line_aside_with_a_message(tmp_path, capsys, line):
    (tmp_path / FILE).write_bytes(GOOD + line)
    assert main(["progress", "--dir", str(tmp_path)]) == 0
    err = capsys.readouterr().err
    assert "could not be read in full" in err and "line 2" in err
    assert [p.name.startswith(f"{FILE}.damaged-") for p in tmp_path.iterdir()].count(True) == 1
    assert fold(read_only(tmp_path / FILE)[0]).clauses[CLAUSE].wrong == 1  # the good line carried over


def test_a_wrong_answer_on_a_retired_clause_is_kept_and_shown_as_retired(tmp_path, capsys):
    retired = b'{"v":1,"kind":"answer","clauses":["china.renamed-in-an-update"],"right":false,"question":"q"}\n'
    (tmp_path / FILE).write_bytes(GOOD + retired)
    assert main(["progress", "--dir", str(tmp_path), "--lang", "es"]) == 0
    out = capsys.readouterr().out
    assert "ya no está en los reglamentos" in out
    assert (tmp_path / FILE).read_bytes() == GOOD + retired  # kept as it was
    from tutor.notebook.saved.panel import citation_html
    from tutor.progress.view import progress_html

    html = progress_html(fold(Record(tmp_path).entries()), "en", citation_html)
    assert 'data-clause="china.renamed-in-an-update"' in html and "no longer in the rulebooks" in html


def test_a_record_that_is_a_folder_is_set_aside(tmp_path, capsys):
    (tmp_path / FILE).mkdir()
    assert main(["progress", "--dir", str(tmp_path)]) == 0
    assert "a folder" in capsys.readouterr().err
    assert (tmp_path / FILE).is_file() and len(list(tmp_path.glob(f"{FILE}.damaged-*"))) == 1


def test_a_sparse_3_gb_record_is_refused_by_its_size_at_once(tmp_path, capsys):
    with open(tmp_path / FILE, "wb") as f:
        f.truncate(3 << 30)
    start = time.perf_counter()
    assert main(["progress", "--dir", str(tmp_path)]) == 0
    assert time.perf_counter() - start < 5
    assert f"larger than {READ_LIMIT} bytes" in capsys.readouterr().err


def test_a_record_linked_to_dev_zero_is_refused_and_left_alone(tmp_path, capsys):
    (tmp_path / FILE).symlink_to("/dev/zero")
    assert main(["progress", "--dir", str(tmp_path)]) == 0
    assert "symbolic link" in capsys.readouterr().err
    assert os.readlink(tmp_path / FILE) == "/dev/zero"


def test_a_symlinked_record_is_never_replaced_by_recording(tmp_path):
    other = tmp_path / "elsewhere.jsonl"
    other.write_bytes(GOOD)
    (tmp_path / "p").mkdir()
    (tmp_path / "p" / FILE).symlink_to(other)
    record = Record(tmp_path / "p", max_bytes=10)
    with pytest.warns(UserWarning, match="symbolic link"):
        hooks.add(record, "met", [CLAUSE])
    hooks.add(record, "met", [CLAUSE])  # told once: no second warning (pytest would not fail, so count below)
    assert (tmp_path / "p" / FILE).is_symlink() and other.read_bytes() == GOOD
    assert record.entries() == [] and record.problem is not None and "not used" in record.problem.text()


def test_recording_never_breaks_a_view_and_the_bad_record_is_moved_aside(tmp_path, recwarn):
    """Once a 5,000-digit line sat in a record past the compaction size, every later recording raised."""
    (tmp_path / FILE).write_bytes(GOOD * 3000 + BAD_LINES["a 5,000-digit number"])
    record = Record(tmp_path)
    for _ in range(3):
        hooks.add(record, "met", [CLAUSE])  # no exception
    assert len(list(tmp_path.glob(f"{FILE}.damaged-*"))) == 1
    p = fold(read_only(tmp_path / FILE)[0])
    assert (p.clauses[CLAUSE].wrong, p.clauses[CLAUSE].met) == (3000, 3)


def test_an_unexpected_error_while_recording_moves_the_record_aside_and_tells_once(tmp_path, monkeypatch):
    record = Record(tmp_path)
    record.add("met", [CLAUSE])

    def broken(*args, **kwargs):
        raise KeyError("boom")

    monkeypatch.setattr(Record, "_check_file", broken)
    with pytest.warns(UserWarning, match="moved aside") as told:
        hooks.add(record, "met", [CLAUSE])
        hooks.add(record, "met", [CLAUSE])
    assert len(told) == 1 and len(list(tmp_path.glob(f"{FILE}.damaged-*"))) == 1


def test_two_resets_in_one_second_lose_nothing(tmp_path):
    record = Record(tmp_path)
    kept = []
    for n in range(3):
        for _ in range(n + 1):
            record.add("met", [CLAUSE])
        kept.append(record.reset())
    assert len(set(kept)) == 3 and [len(read_only(k)[0]) for k in kept] == [1, 2, 3]  # type: ignore[arg-type]


def test_export_to_a_missing_folder_is_a_message_not_a_crash(tmp_path, capsys):
    Record(tmp_path).add("met", [CLAUSE])
    assert main(["progress", "--dir", str(tmp_path), "--export", str(tmp_path / "no" / "such" / "x.json")]) == 1
    assert "could not be written" in capsys.readouterr().err


def _read_as_nobody(folder: str, out: multiprocessing.Queue) -> None:  # type: ignore[type-arg]
    if os.getuid() == 0:
        os.setgid(65534)
        os.setuid(65534)
    try:
        record = Record(Path(folder))
        out.put((len(record.entries()), record.problem.text() if record.problem else ""))
    except BaseException as exc:  # reported to the test, which fails on it
        out.put((-1, repr(exc)))


@pytest.fixture
def open_dir():
    """A folder every user may enter (pytest's own tmp folders are private to root)."""
    path = Path(tempfile.mkdtemp(prefix="tutor-ro-"))
    path.chmod(0o755)
    yield path
    shutil.rmtree(path)


@pytest.mark.parametrize("content", [GOOD, GOOD + b"garbage\n"], ids=["sound", "damaged"])
def test_a_read_only_folder_is_readable(open_dir, content):
    folder = open_dir / "ro"
    folder.mkdir()
    (folder / FILE).write_bytes(content)
    for p in (folder, folder / FILE):
        p.chmod(0o755 if p.is_dir() else 0o644)  # readable by all, writable by the owner only
    ctx = multiprocessing.get_context("fork")
    out = ctx.Queue()
    child = ctx.Process(target=_read_as_nobody, args=(str(folder), out))
    child.start()
    count, problem = out.get(timeout=60)
    child.join(60)
    assert count == 1, problem
    assert (problem == "") == (content == GOOD)
    assert sorted(p.name for p in folder.iterdir()) == [FILE]  # nothing set aside, no lock made


# -- the class report -------------------------------------------------------------------------------------

def _home(root: Path, name: str, content: bytes = GOOD) -> Path:
    home = root / name
    (home / HOME_RECORD.parent).mkdir(parents=True)
    (home / HOME_RECORD).write_bytes(content)
    return home


def test_the_report_does_not_follow_a_learners_links(tmp_path, capsys):
    ana = _home(tmp_path, "ana")
    ben = tmp_path / "ben"
    (ben / HOME_RECORD.parent).mkdir(parents=True)
    (ben / HOME_RECORD).symlink_to(ana / HOME_RECORD)  # ben's record is ana's: counted twice before
    chie = tmp_path / "chie"
    chie.mkdir()
    (chie / ".local").symlink_to(ana / ".local")  # a link higher up
    report = class_report([ana, ben, chie])
    assert report.learners == ["ana"]
    problems = dict(report.problems)
    assert "symbolic link" in problems[str(ben / HOME_RECORD)] and "symbolic link" in problems[str(chie / HOME_RECORD)]
    assert main(["report", str(ana), str(ben), str(chie)]) == 0
    assert "learners: 1" in capsys.readouterr().out


def test_the_report_reads_a_bounded_size_and_names_what_it_skipped(tmp_path):
    ana = _home(tmp_path, "ana")
    big = _home(tmp_path, "big", b"")
    with open(big / HOME_RECORD, "wb") as f:
        f.truncate(8 << 30)  # took the report to 12 GB of memory in 60 s
    zero = tmp_path / "zero"
    (zero / HOME_RECORD.parent).mkdir(parents=True)
    (zero / HOME_RECORD).symlink_to("/dev/zero")
    folder = tmp_path / "folder"
    (folder / HOME_RECORD).mkdir(parents=True)
    odd = _home(tmp_path, "odd", GOOD + BAD_LINES["a deeply nested line"] + BAD_LINES["a 5,000-digit number"])
    start = time.perf_counter()
    report = class_report([ana, big, zero, folder, odd])
    assert time.perf_counter() - start < 10
    assert report.learners == ["ana", "odd"] and report.rows[CLAUSE].wrong == 2
    problems = dict(report.problems)
    assert set(problems) == {str(p / HOME_RECORD) for p in (big, zero, folder, odd)}
    assert "larger than" in problems[str(big / HOME_RECORD)] and "folder" in problems[str(folder / HOME_RECORD)]


def test_the_report_counts_a_record_only_as_its_learners_own_file(tmp_path):
    if os.getuid() != 0:
        pytest.skip("needs root to give a file to another user")
    ana = _home(tmp_path, "ana")
    os.chown(ana / HOME_RECORD, 65534, 65534)  # not ana's (the folder's owner) file
    report = class_report([ana])
    assert report.learners == [] and "not owned" in dict(report.problems)[str(ana / HOME_RECORD)]


def test_one_record_that_breaks_folding_is_named_not_fatal(tmp_path, monkeypatch, capsys):
    ana, ben = _home(tmp_path, "ana"), _home(tmp_path, "ben", GOOD * 2)
    import tutor.progress.report as report_module

    real = report_module.fold

    def fold_or_fail(entries):
        entries = list(entries)
        if len(entries) == 2:
            raise ZeroDivisionError("odd")
        return real(entries)

    monkeypatch.setattr(report_module, "fold", fold_or_fail)
    assert main(["report", str(ana), str(ben)]) == 0
    out = capsys.readouterr().out
    assert "learners: 1" in out and str(ben / HOME_RECORD) in out and "ZeroDivisionError" in out


def test_a_record_file_named_directly_is_still_read(tmp_path):
    path = tmp_path / "some" / FILE
    path.parent.mkdir()
    path.write_bytes(GOOD + json.dumps({"v": 1, "kind": "met", "clauses": [CLAUSE]}).encode() + b"\n")
    report = class_report([path])
    assert report.learners == ["some"] and report.rows[CLAUSE].met == {"some"}


@pytest.mark.parametrize(("lang", "script"), [("ja", r"[\u3040-\u30ff\u4e00-\u9fff]"), ("es", r"progreso")])
def test_the_learner_is_told_in_their_language_when_recording_fails(tmp_path, monkeypatch, lang, script):
    from tutor.text.language import language, set_language

    record = Record(tmp_path)
    record.add("met", [CLAUSE])

    def broken(*args, **kwargs):
        raise KeyError("boom")

    monkeypatch.setattr(Record, "_check_file", broken)
    before = language()
    set_language(lang)
    try:
        with pytest.warns(UserWarning) as told:
            hooks.add(record, "met", [CLAUSE])
    finally:
        set_language(before)
    assert re.search(script, str(told[0].message)), str(told[0].message)
