"""Figures the test run measures (notebook time, browser latency), printed at the end of `make test`."""

from __future__ import annotations

LINES: list[str] = []


def report(line: str) -> None:
    """Keep ``line`` for the run's summary (pytest hides what passing tests print)."""
    LINES.append(line)
