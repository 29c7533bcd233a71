"""The record on disk: appends, compaction, two writers at once, damaged files, reset."""

from __future__ import annotations

import json
import multiprocessing
import os
from pathlib import Path

import pytest

from tutor.progress.record import ENV, FILE, Record, default_dir, read_only
from tutor.progress.stats import fold, summary_entries


def test_the_directory_comes_from_the_environment_or_the_jupyter_data_dir(monkeypatch, tmp_path):
    monkeypatch.setenv(ENV, str(tmp_path))
    assert default_dir() == tmp_path
    monkeypatch.delenv(ENV)
    from jupyter_core.paths import jupyter_data_dir

    assert default_dir() == Path(jupyter_data_dir()) / "tutor"


def test_entries_are_appended_as_json_lines_and_folded_by_clause(tmp_path):
    r = Record(tmp_path)
    r.add("met", ["a.x", "a.y"], where="lesson:g/l#1")
    r.add("cited", ["a.x"], where="move:g", move="m", legal=False)
    r.add("answer", ["a.y"], right=False, question="q1")
    r.add("answer", ["a.y"], right=True, question="q2")
    lines = (tmp_path / FILE).read_text(encoding="utf-8").splitlines()
    assert [json.loads(x)["kind"] for x in lines] == ["met", "cited", "answer", "answer"]
    p = fold(r.entries())
    assert (p.clauses["a.x"].met, p.clauses["a.x"].cited) == (1, 1)
    assert (p.clauses["a.y"].right, p.clauses["a.y"].wrong, p.schedule.asked) == (1, 1, 2)


def test_compaction_bounds_the_size_and_keeps_every_count(tmp_path):
    r = Record(tmp_path, max_bytes=4000)
    for i in range(300):
        r.add("answer", [f"a.c{i % 5}", "a.common"], right=i % 3 == 0, question=f"q{i}")
        r.add("met", [f"a.c{i % 7}"])
    assert (tmp_path / FILE).stat().st_size <= 4000 + 400
    p = fold(r.entries())
    assert p.schedule.asked == 300
    assert p.clauses["a.common"].right == 100 and p.clauses["a.common"].wrong == 200
    assert sum(p.clauses[f"a.c{i}"].met for i in range(7)) == 300
    # folding the compacted record again changes nothing
    assert fold(summary_entries(p)).clauses == p.clauses


def _writer(directory: str, tag: str, n: int) -> None:
    r = Record(Path(directory), max_bytes=3000)  # small: compactions happen while the other process writes
    for i in range(n):
        r.add("answer", [f"a.{tag}", "a.both"], right=bool(i % 2), question=f"{tag}{i}")


def test_two_kernels_writing_the_same_record_lose_nothing(tmp_path):
    ctx = multiprocessing.get_context("spawn")
    procs = [ctx.Process(target=_writer, args=(str(tmp_path), tag, 150)) for tag in ("k1", "k2")]
    for p in procs:
        p.start()
    for p in procs:
        p.join(120)
        assert p.exitcode == 0
    record = Record(tmp_path)
    p = fold(record.entries())
    assert record.problem is None
    assert p.schedule.asked == 300
    assert p.clauses["a.both"].right + p.clauses["a.both"].wrong == 300
    assert p.clauses["a.k1"].right + p.clauses["a.k1"].wrong == 150
    assert p.clauses["a.k2"].right + p.clauses["a.k2"].wrong == 150
    assert not list(tmp_path.glob("*.tmp")) and not list(tmp_path.glob("*.damaged-*"))


@pytest.mark.parametrize("damage", [b'{"v":1,"kind":"met","clau', b"\x00\xff garbage\n", b'{"kind": "nope"}\n',
                                    b'[1, 2]\n'])
def test_a_damaged_record_is_set_aside_with_a_message_and_a_new_one_started(tmp_path, damage):
    r = Record(tmp_path)
    r.add("met", ["a.x"])
    r.add("answer", ["a.y"], right=False, question="q")
    good = (tmp_path / FILE).read_bytes()
    (tmp_path / FILE).write_bytes(good + damage)
    fresh = Record(tmp_path)
    p = fold(fresh.entries())  # no exception
    assert fresh.problem is not None
    kept = Path(fresh.problem.kept)
    assert kept.read_bytes() == good + damage  # the damaged file is kept as it was
    assert "could not be read in full" in fresh.problem.text("en") and fresh.problem.line == 3
    assert fresh.problem.text("es") != fresh.problem.text("en") and fresh.problem.text("ja") != fresh.problem.text("en")
    assert (p.clauses["a.x"].met, p.clauses["a.y"].wrong) == (1, 1)  # what could be read is carried over
    fresh.add("met", ["a.z"])
    assert [e["kind"] for e in read_only(tmp_path / FILE)[0]] == ["met", "answer", "met"]


def test_appending_to_a_record_cut_short_does_not_glue_lines_together(tmp_path):
    (tmp_path / FILE).write_bytes(b'{"v":1,"kind":"met","clauses":["a.x"]}\n{"v":1,"kind":"an')
    r = Record(tmp_path)
    r.add("met", ["a.y"])
    assert r.problem is not None
    entries, problem = read_only(tmp_path / FILE)
    assert problem == "" and [e["clauses"] for e in entries] == [["a.x"], ["a.y"]]


def test_reading_only_changes_nothing(tmp_path):
    (tmp_path / FILE).write_bytes(b'{"v":1,"kind":"met","clauses":["a.x"]}\nnot json\n')
    before = (tmp_path / FILE).read_bytes(), os.stat(tmp_path / FILE).st_mtime_ns
    entries, problem = read_only(tmp_path / FILE)
    assert len(entries) == 1 and "line 2" in problem
    assert ((tmp_path / FILE).read_bytes(), os.stat(tmp_path / FILE).st_mtime_ns) == before
    assert sorted(x.name for x in tmp_path.iterdir()) == [FILE]


def test_reset_keeps_the_old_record_beside_the_new(tmp_path):
    r = Record(tmp_path)
    assert r.reset() is None
    r.add("met", ["a.x"])
    kept = r.reset()
    assert kept is not None and kept.exists() and not (tmp_path / FILE).exists()
    assert fold(r.entries()).clauses == {}
