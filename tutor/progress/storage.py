"""Where the learner's record lives, and the lock its writers take, on a server and in a browser.

On a server (Linux, macOS) the lock is an exclusive ``fcntl.flock`` on ``progress.lock`` beside the record:
two kernels of the same learner (two notebooks open at once) are two processes, and the lock makes their
appends take turns, each one ``write`` of a whole line on a file opened for appending.

In a browser (JupyterLite's Pyodide kernel, ``sys.platform == "emscripten"``) ``fcntl`` is not used: JupyterLite's
kernel puts an empty module in its place (``flock`` raises), and Pyodide's own ``flock`` could not lock anything
another kernel sees, since each kernel is a web worker with a file system layer of its own. A kernel
there is one process, a web worker with no threads of its own, so a lock held inside that process (a
``threading.Lock`` per folder) is all that can make its writers take turns: a view recording while another
call of the same kernel reads or compacts. What a lock cannot give, the write does: the record is never
appended to in place but written whole to a temporary file and renamed over itself (``APPENDS`` is False),
and on the persistent drive both the write (on close) and the rename store the file as one item of the
browser's IndexedDB, so a reload or a closed tab leaves the old record or the new one, never half a line.
Two notebooks running at once in one browser are two kernels that share the drive and nothing else: no lock
spans them, and an entry written by one in the few milliseconds between the other's read and write is lost
(one entry, never the file). The record is kept under the drive (``/drive/tutor-progress``), because the
kernel's home folder is in memory and gone on reload; ``$TUTOR_PROGRESS_DIR`` overrides the choice anywhere.
"""

from __future__ import annotations

import contextlib
import os
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

ENV = "TUTOR_PROGRESS_DIR"
LOCK = "progress.lock"
DRIVE = Path("/drive")  # JupyterLite's persistent drive: the site's file browser, kept in IndexedDB
DRIVE_FOLDER = "tutor-progress"


def in_browser(platform: str | None = None) -> bool:
    """True in a browser's Python (Pyodide, JupyterLite), where the home folder is lost on reload."""
    return (platform or sys.platform) == "emscripten"


def _fcntl() -> ModuleType | None:
    if in_browser():  # Pyodide's flock, where the kernel has not replaced the module, locks within one worker only
        return None
    try:
        import fcntl
    except ImportError:  # Windows
        return None
    return fcntl if hasattr(fcntl, "flock") else None


FCNTL = _fcntl()
APPENDS = FCNTL is not None  # appends in place under flock; else each write is a whole file renamed over the record
_locks: dict[str, threading.Lock] = {}
_guard = threading.Lock()


def default_dir(platform: str | None = None, drive: Path | None = None) -> Path:
    """``$TUTOR_PROGRESS_DIR``; in a browser ``tutor-progress`` on the persistent drive (in the home folder, kept
    until a reload, when no drive is mounted); else ``tutor`` in the learner's Jupyter data directory."""
    env = os.environ.get(ENV)
    if env:
        return Path(env)
    if in_browser(platform):
        drive = drive or DRIVE
        return (drive if drive.is_dir() else Path.home()) / DRIVE_FOLDER
    from jupyter_core.paths import jupyter_data_dir

    return Path(jupyter_data_dir()) / "tutor"


def persistent(directory: Path, platform: str | None = None, drive: Path | None = None) -> bool:
    """Whether a record in ``directory`` survives a reload: anywhere on a server, only on the drive in a browser."""
    if not in_browser(platform):
        return True
    drive = drive or DRIVE
    return directory == drive or drive in directory.parents


def _process_lock(directory: Path) -> threading.Lock:
    key = os.path.abspath(directory)
    with _guard:
        return _locks.setdefault(key, threading.Lock())


@contextlib.contextmanager
def exclusive(directory: Path) -> Iterator[None]:
    """Hold the record's lock: ``flock`` on ``directory/progress.lock`` where there is ``fcntl``, else the
    process's own lock for that folder (a browser kernel is one process)."""
    directory.mkdir(parents=True, exist_ok=True)
    if FCNTL is None:
        with _process_lock(directory):
            yield
        return
    fd = os.open(directory / LOCK, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        FCNTL.flock(fd, FCNTL.LOCK_EX)
        yield
    finally:
        FCNTL.flock(fd, FCNTL.LOCK_UN)
        os.close(fd)
