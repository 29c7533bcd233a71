"""Fuzz cases for learners' progress records and the teacher's class report (issue 30).

A case passes when every reader (the learner's record, ``tutor progress``, the progress view, a recording
from a view, the class report) ends without an exception, within the harness's time and memory bounds,
and whatever could not be read is set aside or named, never dropped silently.
"""

from __future__ import annotations

import contextlib
import io
import json
import random
import tempfile
from pathlib import Path
from typing import Any

from tests.fuzz.harness import bounded, mutate
from tutor.progress import hooks
from tutor.progress.record import FILE, Record, dump
from tutor.progress.report import HOME_RECORD, class_report, text_table
from tutor.progress.stats import fold, summary_entries
from tutor.progress.view import progress_html

CLAUSES = ["china.house-scoring.first", "china.final-scoring.roads.points", "yotd.events.festival.scoring",
           "dragonheart.retired-clause", "x" * 300, ""]
JUNK_BYTES = [b"\x00", b"\xff\xfe", b"[" * 5000, b'{"kind":', b"9" * 5000, b"\n\n", b'"\\', b"{}", b"null"]


def sample_entries(rng: random.Random) -> list[dict[str, Any]]:
    """A plausible record: lesson steps met, moves cited, answers, and a compacted summary."""
    out: list[dict[str, Any]] = []
    for _ in range(rng.randint(1, 12)):
        kind = rng.choice(["met", "cited", "answer"])
        e: dict[str, Any] = {"v": 1, "at": "2026-11-26T04:00:00.000000Z", "kind": kind,
                             "clauses": rng.sample(CLAUSES[:4], rng.randint(1, 2))}
        if kind == "answer":
            e |= {"right": rng.random() < 0.5, "question": f"q{rng.randint(1, 9)}"}
        out.append(e)
    if rng.random() < 0.5:
        out = summary_entries(fold(out)) + out[:2]
    return out


def mutated_record(rng: random.Random) -> bytes:
    """A record with one entry mutated (a value replaced, removed or added) or bytes spliced in."""
    entries = sample_entries(rng)
    lines = [dump(e) for e in entries]
    i = rng.randrange(len(lines))
    if rng.random() < 0.6:
        lines[i] = (json.dumps(mutate(entries[i], rng), ensure_ascii=False, default=str) + "\n").encode()
    else:
        cut = rng.randrange(len(lines[i]))
        lines[i] = lines[i][:cut] + rng.choice(JUNK_BYTES) + lines[i][cut:]
    data = b"".join(lines)
    return data[: rng.randrange(len(data))] if rng.random() < 0.1 else data


def _render(record: Record) -> None:
    from tutor.notebook.saved.panel import citation_html

    p = fold(record.entries())
    progress_html(p, "ja", citation_html, problem=record.problem)


def check_record(data: bytes) -> str:
    """Every reader on one record: "ok" (read whole) or "set aside" (a copy kept, a fresh record started)."""
    with tempfile.TemporaryDirectory(prefix="tutor-fuzz-") as tmp:
        folder = Path(tmp) / "ana" / HOME_RECORD.parent
        folder.mkdir(parents=True)
        (folder / FILE).write_bytes(data)
        with bounded():
            report = class_report([Path(tmp) / "ana"])  # the teacher's view first: it changes nothing
            text_table(report, "es", [tmp])
            assert (folder / FILE).read_bytes() == data
            record = Record(folder)
            _render(record)
            with contextlib.redirect_stderr(io.StringIO()):
                hooks.add(Record(folder, max_bytes=64), "met", [CLAUSES[0]])  # compacts: a second full read
            after = fold(Record(folder).entries())
            assert after.clauses[CLAUSES[0]].met >= 1
        kept = list(folder.glob(f"{FILE}.damaged-*"))
        if record.problem is None:
            assert not kept
            return "ok"
        assert kept and kept[0].read_bytes() == data  # nothing dropped silently
        return "set aside"
