"""The adaptive quiz: the learner questions of a game's bank (and freshly generated ones), chosen by the schedule.

Each question is a ``Candidate`` (an id that stays the same across sessions, and the clauses its graded
answer cites); the learner's record replays into a ``Schedule`` that picks the next one. Every answer is
recorded by clause, so the schedule and the class report read it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import yaml

from tutor.core.errors import InputError
from tutor.core.scenario import parse_scenario
from tutor.progress.bank import LearnerQuestion, from_scenario
from tutor.progress.record import Record
from tutor.progress.schedule import Candidate, Schedule
from tutor.progress.sections import sections
from tutor.progress.stats import Progress, fold
from tutor.text.catalog import all_clauses, cite
from tutor.text.ui import N_, gettext

GEN_WINDOW = 3  # generated questions kept ready
FRESH_TRIES = 6  # new cases tried when a clause answered wrong comes back
WEAK = "weak"
SECTION = "section:"


def candidate(q: LearnerQuestion, generated: bool = False) -> Candidate:
    return Candidate(q.id, frozenset(q.clauses), generated)


def in_section(clause: str, heading: str) -> bool:
    c = all_clauses().get(clause)
    return c is not None and (clause == heading or heading in c.section)


def generated_questions(game: str, generate: Callable[[int], dict[str, Any]], seed: int) -> list[LearnerQuestion]:
    """The learner questions of one generated position (none if the generator's scenario does not load)."""
    try:
        sc = parse_scenario(yaml.safe_dump(generate(seed), allow_unicode=True), f"generated (seed {seed})")
        return [q for q in from_scenario(sc, f"gen:{game}:{seed}") if q.clauses]
    except InputError:
        return []


@dataclass
class AdaptiveQuiz:
    """Chooses questions for one game by the learner's record; records each answer."""

    game: str
    questions: Sequence[LearnerQuestion]
    generate: Callable[[int], dict[str, Any]] | None = None
    seed: int = 0
    record: Record | None = None
    focus: str | None = None  # None or "" (the whole game), "weak", or "section:<heading clause id>"
    progress: Progress = field(init=False)
    pool: list[LearnerQuestion] = field(init=False)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)
        self.progress = fold(self.record.entries()) if self.record is not None else Progress()
        self.schedule: Schedule = self.progress.schedule
        self.schedule.review_now()
        self.next_seed = self.seed * 1_000_003 + self.schedule.asked * 97 + 1
        self.pool = [q for q in self.questions if self.wanted(q)]
        self.generated: list[LearnerQuestion] = []
        self.by_id = {q.id: q for q in self.pool}

    def wanted(self, q: LearnerQuestion) -> bool:
        if self.focus == WEAK:
            return any(self.progress.missed(x) for x in q.clauses)
        if self.focus and self.focus.startswith(SECTION):
            heading = self.focus[len(SECTION):]
            return any(in_section(x, heading) for x in q.clauses)
        return True

    def _generate_one(self) -> list[LearnerQuestion]:
        if self.generate is None:
            return []
        seed = self.next_seed
        self.next_seed += 1
        return [q for q in generated_questions(self.game, self.generate, seed) if self.wanted(q)]

    def _top_up(self) -> None:
        """Keep a few generated questions ready (after the first answer: the quiz opens at once)."""
        tries = 0
        while self.generate is not None and len(self.generated) < GEN_WINDOW and tries < 3 * GEN_WINDOW:
            self.generated.extend(self._generate_one())
            tries += 1

    def fresh(self, clause: str) -> Candidate | None:
        """A newly generated case citing ``clause`` (a few seeds tried; the others are kept for later)."""
        for _ in range(FRESH_TRIES if self.generate is not None else 0):
            made = self._generate_one()
            hit = next((q for q in made if clause in q.clauses), None)
            self.generated.extend(q for q in made if q is not hit)
            if hit is not None:
                self.generated.append(hit)
                self.by_id[hit.id] = hit
                return candidate(hit, True)
        return None

    def candidates(self) -> list[Candidate]:
        return [candidate(q) for q in self.pool] + [candidate(q, True) for q in self.generated]

    def next(self) -> LearnerQuestion | None:
        if self.schedule.asked or not self.pool:
            self._top_up()
        for q in self.generated:
            self.by_id[q.id] = q
        chosen = self.schedule.pick(self.candidates(), self.rng, self.fresh)
        if chosen is None:
            return None
        q = self.by_id[chosen.id]
        if q in self.generated:  # a generated case is asked once
            self.generated.remove(q)
        return q

    def answered(self, q: LearnerQuestion, clauses: Sequence[str], right: bool) -> None:
        """Record the answer (with the clauses its feedback cites) and move the schedule on."""
        self.schedule.answer(clauses, right, q.id)
        for c in clauses:
            s = self.progress.stats(c)
            s.right += right
            s.wrong += not right
        if self.record is not None:
            self.record.add("answer", clauses, right=right, question=q.id, game=self.game)


L_WHOLE = N_("The whole game")
L_WEAK = N_("My weak spots")
L_SECTION = N_("Section: %(section)s")


def focus_options(questions: Sequence[LearnerQuestion], lang: str) -> list[tuple[str, str]]:
    """The quiz's choices of topic: the whole game, each rulebook section its questions cite, weak spots."""
    cited = {c for q in questions for c in q.clauses}
    out: list[tuple[str, str]] = [(gettext(L_WHOLE, lang), "")]  # "" not None: a Dropdown shows None as blank
    out += [(gettext(L_SECTION, lang, section=cite(h, lang).translation), SECTION + h) for h in sections(cited)]
    out.append((gettext(L_WEAK, lang), WEAK))
    return out

