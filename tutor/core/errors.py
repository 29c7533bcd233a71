"""Errors the tutor reports to users (never as tracebacks)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tutor.core.verdict import Verdict

MAX_ECHO = 80  # characters of a user's input an error message repeats


def clip(text: object, limit: int = MAX_ECHO) -> str:
    """``text`` as one printable line of at most ``limit`` characters (control characters escaped)."""
    s = str(text)
    if len(s) > 4 * limit:
        s = s[: 4 * limit]
    s = "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in s)
    return s if len(s) <= limit else s[: limit - 1] + "…"


class InputError(ValueError):
    """Bad user input: a file, a line and a field, and what is wrong with it.

    The field and the problem are clipped, so an error never echoes a whole huge input back.
    """

    def __init__(self, file: str, line: int, field: str, problem: str) -> None:
        field, problem = clip(field, 120), clip(problem, 400)
        self.file, self.line, self.field, self.problem = file, line, field, problem
        where = f"{file}:{line}" if line else file
        super().__init__(f"{where}: {field}: {problem}")


class IllegalMoveError(ValueError):
    """Raised by ``apply`` for a move whose verdict is illegal; carries the verdict."""

    def __init__(self, verdict: Verdict) -> None:
        self.verdict = verdict
        codes = ", ".join(f"{v.code} [{v.clause}]" for v in verdict.violations)
        super().__init__(f"illegal move: {codes}")
