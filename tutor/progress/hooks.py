"""The small calls the notebook views make: which record to use, and recording what was on screen.

A view records to the learner's record when it runs in a Jupyter kernel (``progress=None``, the
default), to a given ``Record``, or nowhere (``progress=False``: plain scripts and tests stay pure).
Recording never breaks a view: any error while recording is caught; the record is moved aside (unless it
is a link, which is never touched) and the learner is told once per record, with a warning.
"""

from __future__ import annotations

import warnings
from collections.abc import Iterable, Sequence
from typing import Any

from tutor.progress.record import Record
from tutor.text.language import language
from tutor.text.ui import N_, gettext

L_NOT_RECORDED = N_("Your progress could not be saved in %(path)s (%(problem)s).")
L_MOVED_ASIDE = N_("Your progress could not be saved in %(path)s (%(problem)s); the record was moved aside to %(kept)s "
                   "and a new one starts.")


def in_kernel() -> bool:
    try:
        from IPython import get_ipython
    except ImportError:  # pragma: no cover - IPython comes with the notebook extras
        return False
    shell = get_ipython()
    return shell is not None and getattr(shell, "kernel", None) is not None


def learner_record(choice: Record | bool | None) -> Record | None:
    if isinstance(choice, Record):
        return choice
    if choice is False or (choice is None and not in_kernel()):
        return None
    return Record()


_told: set[str] = set()  # records whose learner was told recording failed (once each)


def add(record: Record | None, kind: str, clauses: Sequence[str], **extra: Any) -> None:
    if record is None or not clauses:
        return
    try:
        record.add(kind, clauses, **extra)
    except Exception as exc:  # recording must never break a view, whatever the record holds
        kept = None
        if not isinstance(exc, OSError):  # not the file system's refusal: the record itself is the trouble
            try:
                kept = record.set_aside()
            except Exception:
                kept = None
        key = str(record.path)
        if key not in _told:
            _told.add(key)
            params = {"path": str(record.path), "problem": str(exc)[:200] or exc.__class__.__name__}
            text = (gettext(L_MOVED_ASIDE, language(), kept=str(kept), **params) if kept
                    else gettext(L_NOT_RECORDED, language(), **params))  # in the learner's language
            warnings.warn(text, stacklevel=2)


def lesson_step(record: Record | None, game: str, lesson: str, index: int, clauses: Iterable[str]) -> None:
    """A lesson step was shown: its quoted clauses were met."""
    add(record, "met", list(clauses), where=f"lesson:{game}/{lesson}#{index + 1}")


def verdict_clauses(verdict: Any) -> tuple[str, ...]:
    """The clauses a verdict's explanation cites on screen: violations if illegal, grounds if legal."""
    reasons = verdict.violations if not verdict.legal else verdict.grounds
    return tuple(dict.fromkeys(c for r in reasons for c in r.clauses))


def own_move(record: Record | None, game: str, move: str, verdict: Any) -> None:
    """The learner tried a move: the clauses cited in the verdict were seen."""
    add(record, "cited", verdict_clauses(verdict), where=f"move:{game}", move=move, legal=bool(verdict.legal))
