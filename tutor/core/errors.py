"""Errors the tutor reports to users (never as tracebacks)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tutor.core.verdict import Verdict


class InputError(ValueError):
    """Bad user input: a file, a line and a field, and what is wrong with it."""

    def __init__(self, file: str, line: int, field: str, problem: str) -> None:
        self.file, self.line, self.field, self.problem = file, line, field, problem
        where = f"{file}:{line}" if line else file
        super().__init__(f"{where}: {field}: {problem}")


class IllegalMoveError(ValueError):
    """Raised by ``apply`` for a move whose verdict is illegal; carries the verdict."""

    def __init__(self, verdict: Verdict) -> None:
        self.verdict = verdict
        codes = ", ".join(f"{v.code} [{v.clause}]" for v in verdict.violations)
        super().__init__(f"illegal move: {codes}")
