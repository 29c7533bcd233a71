"""Which question next: Leitner boxes by clause, counted in questions answered (not in days).

A clause answered wrong goes to box 1 and is due ``RETRY`` questions later; answered right it moves up
a box and is due ``INTERVALS[box]`` questions later; box ``MASTERED`` is mastered (due after ``M``
questions). A question is asked for its clauses: the clause due earliest is served first, by a question
that cites it (a fresh one where there is one); when nothing is due, a clause never asked yet; when none
is left, the least-known clause ("practice ahead"). Ties are broken by a seeded ``random.Random``, so
the order is reproducible.

Guarantees (tested with hypothesis): a clause answered wrong is asked again within
``RETRY + (number of clauses in the pool)`` questions (at most that many clauses can be due before
it); when every question cites one clause, a mastered clause is not asked for ``M`` questions while any
other clause is not mastered.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

RETRY = 3
INTERVALS = {1: 3, 2: 6, 3: 12, 4: 30}
MASTERED = 4
M = INTERVALS[MASTERED]


@dataclass(frozen=True)
class Candidate:
    """A question that could be asked: its id (stable across sessions) and the clauses its answer cites."""

    id: str
    clauses: frozenset[str]
    generated: bool = False


@dataclass
class Card:
    """One clause's place in the schedule."""

    box: int = 0
    due: int = 0
    last_wrong: bool = False
    last_question: str = ""


@dataclass
class Schedule:
    """The schedule's state: a card per clause asked so far and the number of questions answered."""

    cards: dict[str, Card] = field(default_factory=dict)
    asked: int = 0

    def answer(self, clauses: Iterable[str], right: bool, question: str = "") -> None:
        """Move the question's clauses between boxes; one more question answered."""
        self.asked += 1
        for c in clauses:
            card = self.cards.setdefault(c, Card())
            if right:
                card.box = min(card.box + 1, MASTERED)
                card.due = self.asked + INTERVALS[card.box]
            else:
                card.box, card.due = 1, self.asked + RETRY
            card.last_wrong, card.last_question = not right, question

    def review_now(self) -> None:
        """A new quiz session: what was answered wrong last comes back first."""
        for card in self.cards.values():
            if card.last_wrong:
                card.due = min(card.due, self.asked)

    def mastered(self, clause: str) -> bool:
        card = self.cards.get(clause)
        return card is not None and card.box >= MASTERED

    def due(self, clauses: Iterable[str]) -> list[str]:
        """The clauses due now, earliest first (then lowest box, then id)."""
        now = [c for c in set(clauses) if c in self.cards and self.cards[c].due <= self.asked]
        return sorted(now, key=lambda c: (self.cards[c].due, self.cards[c].box, c))

    def pick(self, pool: Sequence[Candidate], rng: random.Random,
             fresh: Callable[[str], Candidate | None] | None = None) -> Candidate | None:
        """The next question from ``pool``; ``fresh(clause)`` may supply a newly generated case for a due
        clause whose last answer was wrong."""
        if not pool:
            return None
        clauses = {c for q in pool for c in q.clauses}
        if not clauses:
            return self._choose(pool, rng)
        due = self.due(clauses)
        if due:
            target = due[0]
            card = self.cards[target]
            citing = [q for q in pool if target in q.clauses]
            if card.last_wrong:
                new = [q for q in citing if q.id != card.last_question]
                if fresh is not None and not any(q.generated for q in new):
                    made = fresh(target)
                    if made is not None:
                        return made
                citing = new or citing
            return self._choose(citing, rng)
        new_clauses = clauses - set(self.cards)
        if new_clauses:
            return self._choose([q for q in pool if q.clauses & new_clauses], rng)
        low = min(self.cards[c].box for c in clauses)
        weakest = {c for c in clauses if self.cards[c].box == low}
        early = min(self.cards[c].due for c in weakest)
        return self._choose([q for q in pool if any(self.cards[c].due == early for c in q.clauses & weakest)], rng)

    def _choose(self, options: Sequence[Candidate], rng: random.Random) -> Candidate:
        """Among ``options``, those carrying the fewest mastered clauses that are not due; a seeded choice."""
        def resting(q: Candidate) -> int:
            return sum(1 for c in q.clauses if self.mastered(c) and self.cards[c].due > self.asked)

        least = min(resting(q) for q in options)
        best = sorted((q for q in options if resting(q) == least), key=lambda q: q.id)
        return best[rng.randrange(len(best))]
