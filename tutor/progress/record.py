"""The learner's record: one JSON-lines file, appended under a lock, compacted when it grows.

Each line is one entry (``kind``: ``met``, ``cited``, ``answer``, or after compaction ``summary`` and
``asked``). An append is one ``write`` of a whole line on a file opened for appending, made while an
exclusive ``flock`` on ``progress.lock`` is held, so two kernels of the same learner interleave whole
lines and lose none. Compaction (past ``MAX_BYTES``) folds the entries into one ``summary`` per clause,
writes them to a temporary file and renames it over the record (``os.replace``: readers see the old
file or the new one, never half of one). A line that cannot be read sets the whole file aside, renamed
``progress.jsonl.damaged-<time>``, and a fresh record starts with the entries that could be read; the
record's ``problem`` says so in words (it is never a crash, and nothing is dropped silently).
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from tutor.text.ui import N_, gettext

ENV = "TUTOR_PROGRESS_DIR"
FILE = "progress.jsonl"
LOCK = "progress.lock"
VERSION = 1
MAX_BYTES = 256 * 1024
KINDS = ("met", "cited", "answer", "summary", "asked")

L_DAMAGED = N_("Your progress record %(file)s could not be read in full (line %(line)s: %(problem)s). It was kept "
               "as %(kept)s, and a new record was started with the entries that could be read (%(count)s).")


def default_dir() -> Path:
    """``$TUTOR_PROGRESS_DIR``, else ``tutor`` in the learner's Jupyter data directory."""
    env = os.environ.get(ENV)
    if env:
        return Path(env)
    from jupyter_core.paths import jupyter_data_dir

    return Path(jupyter_data_dir()) / "tutor"


def now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


@dataclass(frozen=True)
class Problem:
    """A damaged record, as data: the message id and its parameters."""

    file: str
    line: int
    problem: str
    kept: str
    count: int

    def text(self, lang: str = "en") -> str:
        return gettext(L_DAMAGED, lang, file=self.file, line=self.line, problem=self.problem, kept=self.kept,
                       count=self.count)


class Damaged(ValueError):
    def __init__(self, line: int, problem: str, good: list[dict[str, Any]]) -> None:
        super().__init__(f"line {line}: {problem}")
        self.line, self.problem, self.good = line, problem, good


def valid(entry: Any) -> str:
    """What is wrong with an entry ("" if nothing)."""
    if not isinstance(entry, dict):
        return "not a JSON object"
    if entry.get("kind") not in KINDS:
        return f"unknown kind {entry.get('kind')!r}"
    if entry["kind"] == "summary":
        if not isinstance(entry.get("clause"), str):
            return "a summary without a clause"
        for k in ("met", "cited", "right", "wrong", "box", "due"):
            if not isinstance(entry.get(k, 0), int):
                return f"{k} is not a whole number"
    elif entry["kind"] == "asked":
        if not isinstance(entry.get("count"), int):
            return "asked without a count"
    else:
        clauses = entry.get("clauses")
        if not isinstance(clauses, list) or not all(isinstance(c, str) for c in clauses):
            return "clauses is not a list of clause ids"
        if entry["kind"] == "answer" and not isinstance(entry.get("right"), bool):
            return "an answer without right: true or false"
    return ""


def parse(data: bytes) -> list[dict[str, Any]]:
    """The entries of a record file; ``Damaged`` (with the readable entries) at the first bad line."""
    good: list[dict[str, Any]] = []
    lines = data.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    elif lines:
        pass  # the last line has no newline: a write cut short; json.loads below decides
    bad: tuple[int, str] | None = None
    for number, raw in enumerate(lines, 1):
        if not raw.strip():
            continue
        try:
            entry = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            bad = bad or (number, f"not JSON ({exc.__class__.__name__})")
            continue
        problem = valid(entry)
        if problem:
            bad = bad or (number, problem)
            continue
        good.append(entry)
    if data and not data.endswith(b"\n") and bad is None:
        bad = (len(lines), "the last line is cut short")
    if bad is not None:
        raise Damaged(bad[0], bad[1], good)
    return good


def read_only(path: Path) -> tuple[list[dict[str, Any]], str]:
    """A record's readable entries and what is wrong with it ("" if nothing), changing nothing on disk
    (no lock taken, nothing written: for reports on other learners' records)."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        return [], str(exc)
    try:
        return parse(data), ""
    except Damaged as exc:
        return exc.good, str(exc)


@dataclass
class Record:
    """One learner's record in ``directory`` (default: ``default_dir()``)."""

    directory: Path = field(default_factory=default_dir)
    max_bytes: int = MAX_BYTES
    problem: Problem | None = None

    @property
    def path(self) -> Path:
        return self.directory / FILE

    @contextlib.contextmanager
    def locked(self) -> Iterator[None]:
        self.directory.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.directory / LOCK, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            yield
        finally:
            fcntl.flock(fd, fcntl.LOCK_UN)
            os.close(fd)

    def _load(self) -> list[dict[str, Any]]:
        """The entries (call with the lock held); a damaged file is set aside here."""
        try:
            data = self.path.read_bytes()
        except FileNotFoundError:
            return []
        try:
            return parse(data)
        except Damaged as exc:
            stamp = time.strftime("%Y%m%dT%H%M%S", time.gmtime())
            kept = self.path.with_name(f"{FILE}.damaged-{stamp}")
            n = 1
            while kept.exists():
                kept = self.path.with_name(f"{FILE}.damaged-{stamp}-{n}")
                n += 1
            os.replace(self.path, kept)
            self._write(exc.good)
            self.problem = Problem(str(self.path), exc.line, exc.problem, str(kept), len(exc.good))
            return exc.good

    def _write(self, entries: Sequence[Mapping[str, Any]]) -> None:
        """Replace the file by ``entries`` atomically (temporary file, fsync, rename)."""
        tmp = self.path.with_name(f"{FILE}.{os.getpid()}.tmp")
        with tmp.open("wb") as f:
            for e in entries:
                f.write(dump(e))
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, self.path)

    def entries(self) -> list[dict[str, Any]]:
        with self.locked():
            return self._load()

    def add(self, kind: str, clauses: Sequence[str], **extra: Any) -> dict[str, Any]:
        """Append one entry (``met``, ``cited`` or ``answer``); compact if the file grew past the bound."""
        entry = {"v": VERSION, "at": now(), "kind": kind, "clauses": list(dict.fromkeys(clauses)), **extra}
        problem = valid(entry)
        if problem:
            raise ValueError(problem)
        line = dump(entry)
        with self.locked():
            if self.path.exists():
                self._check_tail()
            fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
            try:
                os.write(fd, line)
                os.fsync(fd)
            finally:
                os.close(fd)
            if self.path.stat().st_size > self.max_bytes:
                self._compact()
        return entry

    def _check_tail(self) -> None:
        """A file whose last line is cut short would swallow the next append: load (and set it aside) first."""
        with self.path.open("rb") as f:
            f.seek(0, os.SEEK_END)
            if f.tell() == 0:
                return
            f.seek(-1, os.SEEK_END)
            if f.read(1) != b"\n":
                self._load()

    def _compact(self) -> None:
        from tutor.progress.stats import fold, summary_entries

        self._write(summary_entries(fold(self._load())))

    def compact(self) -> None:
        with self.locked():
            self._compact()

    def reset(self) -> Path | None:
        """Start afresh; the old record is kept beside it (``progress.jsonl.reset-<time>``) and returned."""
        with self.locked():
            if not self.path.exists():
                return None
            kept = self.path.with_name(f"{FILE}.reset-{time.strftime('%Y%m%dT%H%M%S', time.gmtime())}")
            os.replace(self.path, kept)
            return kept


def dump(entry: Mapping[str, Any]) -> bytes:
    return (json.dumps(entry, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")
