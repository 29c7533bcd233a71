"""The learner's record: one JSON-lines file, appended under a lock, compacted when it grows.

Each line is one entry (``kind``: ``met``, ``cited``, ``answer``, or after compaction ``summary`` and
``asked``). An append is one ``write`` of a whole line on a file opened for appending, made while an exclusive
``flock`` on ``progress.lock`` is held, so two kernels of the same learner interleave whole lines and lose
none. Where there is no ``fcntl`` (a browser's Pyodide) the lock is the process's own and an append rewrites
the record whole, by a rename (``storage`` says why that is enough there). Compaction (past ``MAX_BYTES``)
folds the entries into one ``summary`` per clause, writes them to a temporary file and renames it over the
record (``os.replace``: readers see the old file or the new one, never half of one). A line that cannot be
read sets the whole file aside, renamed ``progress.jsonl.damaged-<time>``, and a fresh record starts with the
entries that could be read; the record's ``problem`` says so in words (it is never a crash, and nothing is
dropped silently). So is a record that is not a file at all (a folder, a device) or larger than
``files.READ_LIMIT``. A record that is a symbolic link is refused, never followed and never replaced: nothing
is read or written through it. In a folder the learner cannot write to, the record is read as it is (nothing
is set aside). Names of files set aside are unique (two resets in one second keep both).
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import stat
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from tutor.progress import storage
from tutor.progress.files import READ_LIMIT, Unreadable, read_record
from tutor.progress.storage import ENV as ENV  # re-exported: where the record lives is chosen there
from tutor.progress.storage import LOCK as LOCK
from tutor.progress.storage import default_dir
from tutor.text.ui import N_, gettext

FILE = "progress.jsonl"
VERSION = 1
MAX_BYTES = 256 * 1024
KINDS = ("met", "cited", "answer", "summary", "asked")
MAX_COUNT = 10**9  # a count, a due question number: far beyond any learner
MAX_ID = 200  # characters in a clause id
MAX_CLAUSES = 200  # clause ids in one entry
MAX_TEXT = 200  # characters in any other text of an entry (a question id, a typed move)
CLAUSE_ID = re.compile(r"[a-z0-9][a-z0-9._-]*")  # the shape of every clause id the catalogs have
STAMP = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,9})?Z")
SCALARS = (str, int, float, bool, type(None))
BOXES = 4  # schedule.MASTERED: review boxes run 0..4

L_DAMAGED = N_("Your progress record %(file)s could not be read in full (line %(line)s: %(problem)s). It was kept "
               "as %(kept)s, and a new record was started with the entries that could be read (%(count)s).")
L_NOT_USED = N_("Your progress record %(file)s was not used (%(problem)s): nothing was read from it or written to "
                "it. Entries read: %(count)s.")


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
        if not self.kept:  # refused (a link) or left as it was (a folder the learner cannot write to)
            where = f"line {self.line}: {self.problem}" if self.line else self.problem
            return gettext(L_NOT_USED, lang, file=self.file, problem=where, count=self.count)
        return gettext(L_DAMAGED, lang, file=self.file, line=self.line, problem=self.problem, kept=self.kept,
                       count=self.count)


class Refused(OSError):
    """The record is a symbolic link: it is neither followed nor replaced."""


class Damaged(ValueError):
    def __init__(self, line: int, problem: str, good: list[dict[str, Any]]) -> None:
        super().__init__(f"line {line}: {problem}" if line else problem)
        self.line, self.problem, self.good = line, problem, good
        self.learner = ""  # the learner a damaged hand-in names (``export.read_handin``)


def _count(value: Any, high: int = MAX_COUNT) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= high


def _clause_id(value: Any) -> bool:
    return isinstance(value, str) and 0 < len(value) <= MAX_ID and CLAUSE_ID.fullmatch(value) is not None


def printable(value: str) -> bool:
    """Text a screen shows as it is: no control or format characters, no lone surrogates (``str.isprintable``)."""
    return value.isprintable()


def clean(value: str, limit: int = MAX_TEXT) -> str:
    """``value`` made fit for a record: unprintable characters escaped (``\\x1b``, ``\\ud800``), at most ``limit``."""
    return "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in value[:limit])[:limit]


def _texts(entry: dict[Any, Any]) -> str:
    """What is wrong with an entry's fields as text ("" if nothing): names, plain values, printable and short."""
    for key, value in entry.items():
        if not isinstance(key, str) or not key or len(key) > 40 or not key.isidentifier():
            return "a field name that is not a plain word"
        if key == "clauses":
            continue
        if not isinstance(value, SCALARS):
            return f"{key} is not a plain value"
        if isinstance(value, str) and (len(value) > MAX_TEXT or not printable(value)):
            return f"{key} is not printable text of at most {MAX_TEXT} characters"
        if key in ("at", "first", "last") and not (isinstance(value, str) and (not value or STAMP.fullmatch(value))):
            return f"{key} is not a time"
    return ""


def valid(entry: Any) -> str:
    """What is wrong with an entry ("" if nothing): kinds, versions, types, ranges (no negative box, no huge
    count) and text (every clause id shaped as one; no control characters or lone surrogates anywhere)."""
    if not isinstance(entry, dict):
        return "not a JSON object"
    if entry.get("kind") not in KINDS:
        return f"unknown kind {clean(str(entry.get('kind')), 40)!r}"
    version = entry.get("v", VERSION)
    if type(version) is not int or version != VERSION:
        return f"version {clean(str(version), 20)} is not one this tutor reads"
    problem = _texts(entry)
    if problem:
        return problem
    if entry["kind"] == "summary":
        if not _clause_id(entry.get("clause")):
            return "a summary without a clause"
        for k in ("met", "cited", "right", "wrong", "due"):
            if not _count(entry.get(k, 0)):
                return f"{k} is not a whole number from 0 to {MAX_COUNT}"
        if not _count(entry.get("box", 0), BOXES):
            return f"box is not a review box (0 to {BOXES})"
    elif entry["kind"] == "asked":
        if not _count(entry.get("count")):
            return "asked without a count"
    else:
        clauses = entry.get("clauses")
        if not isinstance(clauses, list) or len(clauses) > MAX_CLAUSES or not all(_clause_id(c) for c in clauses):
            return "clauses is not a list of clause ids"
        if entry["kind"] == "answer" and not isinstance(entry.get("right"), bool):
            return "an answer without right: true or false"
    return ""


def parse(data: bytes, seconds: float = 30.0) -> list[dict[str, Any]]:
    """The entries of a record file; ``Damaged`` (with the readable entries) at the first bad line, or when
    reading takes longer than ``seconds``."""
    deadline = time.monotonic() + seconds
    good: list[dict[str, Any]] = []
    lines = data.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    bad: tuple[int, str] | None = None
    for number, raw in enumerate(lines, 1):
        if number % 1000 == 0 and time.monotonic() > deadline:
            raise Damaged(number, f"took longer than {seconds:.0f} s to read", good)
        if not raw.strip():
            continue
        try:
            entry = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, ValueError) as exc:  # ValueError: bad JSON, a number of 5,000 digits
            bad = bad or (number, f"not JSON ({exc.__class__.__name__})")
            continue
        except RecursionError:
            bad = bad or (number, "nested too deeply")
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
        data = read_record(path)
    except Unreadable as exc:
        return [], exc.reason
    except OSError as exc:
        return [], exc.strerror or exc.__class__.__name__
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
        with storage.exclusive(self.directory):
            yield

    def _aside(self, kind: str) -> Path:
        """Move the record aside as ``progress.jsonl.<kind>-<time>[-n]`` (a name not taken; call locked)."""
        stamp = time.strftime("%Y%m%dT%H%M%S", time.gmtime())
        kept = self.path.with_name(f"{FILE}.{kind}-{stamp}")
        n = 1
        while os.path.lexists(kept):
            kept = self.path.with_name(f"{FILE}.{kind}-{stamp}-{n}")
            n += 1
        os.replace(self.path, kept)
        return kept

    def _refuse(self, reason: str) -> Refused:
        self.problem = Problem(str(self.path), 0, reason, "", 0)
        return Refused(errno.ELOOP, reason, str(self.path))

    def _load(self, writable: bool = True) -> list[dict[str, Any]]:
        """The entries (call with the lock held); a damaged record is set aside here (``writable``)."""
        try:
            data = read_record(self.path)
        except FileNotFoundError:
            return []
        except Unreadable as exc:
            if exc.link:
                raise self._refuse(exc.reason) from None
            damage = Damaged(0, exc.reason, [])
        else:
            try:
                return parse(data)
            except Damaged as exc:
                damage = exc
        if not writable:
            self.problem = Problem(str(self.path), damage.line, damage.problem, "", len(damage.good))
            return damage.good
        kept = self._aside("damaged")
        self._write(damage.good)
        self.problem = Problem(str(self.path), damage.line, damage.problem, str(kept), len(damage.good))
        return damage.good

    def _write(self, entries: Sequence[Mapping[str, Any]]) -> None:
        """Replace the file by ``entries`` atomically (temporary file, fsync, rename); never over a link."""
        if self.path.is_symlink():
            raise self._refuse("a symbolic link (a record is never read or replaced through a link)")
        tmp = self.path.with_name(f"{FILE}.{os.getpid()}.tmp")
        with contextlib.suppress(FileNotFoundError):
            tmp.unlink()
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, 0o600)
        try:
            with open(fd, "wb") as f:
                for e in entries:
                    f.write(dump(e))
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, self.path)
        except BaseException:  # nothing half-written is left beside the record
            with contextlib.suppress(OSError):
                tmp.unlink()
            raise

    def entries(self) -> list[dict[str, Any]]:
        """The record's entries; never raises for what is in or at the record's path (see ``problem``)."""
        try:
            with self.locked():
                return self._load()
        except Refused:
            return []
        except OSError:  # a folder the learner cannot write to: read it as it is, change nothing
            try:
                return self._load(writable=False)
            except Refused:
                return []

    def add(self, kind: str, clauses: Sequence[str], **extra: Any) -> dict[str, Any]:
        """Append one entry (``met``, ``cited`` or ``answer``); compact if the file grew past the bound."""
        extra = {k: clean(v) if isinstance(v, str) else v for k, v in extra.items()}  # a typed move, as text
        entry = {"v": VERSION, "at": now(), "kind": kind, "clauses": list(dict.fromkeys(clauses)), **extra}
        problem = valid(entry)
        if problem:
            raise ValueError(problem)
        line = dump(entry)
        with self.locked():
            self._check_file()
            size = self._append(line) if storage.APPENDS else self._rewrite_with(entry)
            if size > self.max_bytes:
                self._compact()
        return entry

    def _append(self, line: bytes) -> int:
        """One ``write`` of a whole line on the record opened for appending (under ``flock``); the new size."""
        fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC, 0o600)
        try:
            os.write(fd, line)
            os.fsync(fd)
            return os.fstat(fd).st_size
        finally:
            os.close(fd)

    def _rewrite_with(self, entry: Mapping[str, Any]) -> int:
        """Without ``flock``: the record's entries and ``entry`` written whole and renamed over it; the new size."""
        entries = [*self._load(), entry]
        self._write(entries)
        return sum(len(dump(e)) for e in entries)

    def _check_file(self) -> None:
        """Before an append: a link is refused; a folder, a device, an over-large file or a last line cut short
        (it would swallow the next append) is loaded, which sets it aside."""
        try:
            st = os.lstat(self.path)
        except FileNotFoundError:
            return
        if stat.S_ISLNK(st.st_mode):
            raise self._refuse("a symbolic link (a record is never read or replaced through a link)")
        if not stat.S_ISREG(st.st_mode) or st.st_size > READ_LIMIT:
            self._load()
            return
        if st.st_size == 0:
            return
        fd = os.open(self.path, os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC)
        try:
            last = os.pread(fd, 1, st.st_size - 1)
        finally:
            os.close(fd)
        if last != b"\n":
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
            if not os.path.lexists(self.path):
                return None
            if self.path.is_symlink():
                raise self._refuse("a symbolic link (a record is never read or replaced through a link)")
            return self._aside("reset")

    def set_aside(self) -> Path | None:
        """Move the record aside after an error while recording (``progress.jsonl.damaged-<time>``)."""
        with self.locked():
            if not os.path.lexists(self.path) or self.path.is_symlink():
                return None
            return self._aside("damaged")


def dump(entry: Mapping[str, Any]) -> bytes:
    return (json.dumps(entry, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")
