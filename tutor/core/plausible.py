"""Plausibility: whether a position is one a real game could reach (DESIGN.md, "Quality bars").

``validate_state`` refuses states the engine cannot hold (wrong types, counts, ranges). A state can pass it and
still be one no game reaches: a person marker behind the persons held, a hand not refilled, a score from a month
never played. Each game's ``validate.implausible(state)`` lists such findings, each with the rule it goes
against; lessons, worked examples and quizzes show only positions with none, or positions marked as the
rulebook's own drawing (``tutor.core.lesson.Step.drawing``).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Implausible:
    """One way a position departs from every real game: the clause it goes against, and what is off."""

    clause: str  # the clause id the position goes against
    what: str  # for the developer and the tests: what is off, with the numbers (never shown to a learner)
