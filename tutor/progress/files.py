"""Opening a progress record without trusting it: no links followed, regular files only, bounded in size.

Used for the learner's own record and, by the teacher (often as root), for every learner's record in a
class report: a learner controls their record's path, so a link there (to another learner's record, to
``/dev/zero``) is refused rather than followed, a FIFO cannot block the reader (``O_NONBLOCK``), a sparse
multi-gigabyte file is refused by its size before a byte is read, and a record must belong to its learner.
"""

from __future__ import annotations

import errno
import os
import stat
import sys
from collections.abc import Sequence
from pathlib import Path

READ_LIMIT = 4 * 1024 * 1024  # a record is compacted past 256 KB; sixteen times that is not a record any more
# no O_NONBLOCK in a browser: there are no FIFOs there, and JupyterLite's drive saves back any file opened with a
# flag it does not know as read-only (a wasted write on every read)
_FLAGS = os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC | (0 if sys.platform == "emscripten" else os.O_NONBLOCK)


class Unreadable(Exception):
    """A record that is not read: why, in a few words; ``link`` when the path is a symbolic link."""

    def __init__(self, reason: str, link: bool = False) -> None:
        super().__init__(reason)
        self.reason, self.link = reason, link


def _opened(fd: int, limit: int, owner: int | None) -> bytes:
    st = os.fstat(fd)
    if stat.S_ISDIR(st.st_mode):
        raise Unreadable("a folder, not a file")
    if not stat.S_ISREG(st.st_mode):
        raise Unreadable("not a regular file")
    if owner is not None and st.st_uid != owner:
        raise Unreadable("not owned by the learner whose folder holds it")
    if st.st_size > limit:
        raise Unreadable(f"larger than {limit} bytes")
    chunks, size = [], 0
    while size <= limit:
        chunk = os.read(fd, min(1 << 20, limit + 1 - size))
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    if size > limit:  # it grew while being read
        raise Unreadable(f"larger than {limit} bytes")
    return b"".join(chunks)


def _open(name: str | Path, flags: int, dir_fd: int | None = None) -> int:
    """``os.open`` with a refused link or an unusable path as ``Unreadable`` (a missing file stays an error)."""
    try:
        return os.open(name, flags, dir_fd=dir_fd)
    except FileNotFoundError:
        raise
    except OSError as exc:
        if exc.errno in (errno.ELOOP, errno.ENOTDIR) and (
                os.path.islink(name) if dir_fd is None else stat.S_ISLNK(os.lstat(name, dir_fd=dir_fd).st_mode)):
            raise Unreadable("a symbolic link (a record is never read through a link)", link=True) from None
        raise Unreadable(f"cannot be opened ({exc.strerror or exc.__class__.__name__})") from None


def read_record(path: str | Path, limit: int = READ_LIMIT, owner: int | None = None) -> bytes:
    """The bytes of a record file (the last component is not followed if it is a link)."""
    fd = _open(path, _FLAGS)
    try:
        return _opened(fd, limit, owner)
    finally:
        os.close(fd)


def read_below(top: str | Path, parts: Sequence[str], limit: int = READ_LIMIT, owned: bool = True) -> bytes:
    """The record at ``top/parts...`` opened one folder at a time without following any link below ``top``,
    and (``owned``) owned by ``top``'s owner, the learner whose home or progress folder it is.
    ``FileNotFoundError`` if absent."""
    fd = _open(top, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        owner = os.fstat(fd).st_uid if owned else None
        for part in parts[:-1]:
            nxt = _open(part, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC, dir_fd=fd)
            os.close(fd)
            fd = nxt
            if owner is not None and os.fstat(fd).st_uid != owner:
                raise Unreadable(f"the folder {part} is not owned by the learner")
        rec = _open(parts[-1], _FLAGS, dir_fd=fd)
        try:
            return _opened(rec, limit, owner)
        finally:
            os.close(rec)
    finally:
        os.close(fd)
