"""Property tests of the quiz schedule: wrong answers come back soon, mastered clauses rest, seeds repeat."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.progress.schedule import MASTERED, RETRY, Candidate, Schedule
from tutor.progress.schedule import M as REST

CLAUSES = [f"g.c{i}" for i in range(7)]


@st.composite
def pools(draw: st.DrawFn, single: bool = False) -> list[Candidate]:
    n = draw(st.integers(1, 8))
    out = []
    for i in range(n):
        if single:
            clauses = frozenset({draw(st.sampled_from(CLAUSES))})
        else:
            clauses = frozenset(draw(st.sets(st.sampled_from(CLAUSES), min_size=1, max_size=3)))
        out.append(Candidate(f"q{i}", clauses))
    return out


def run(pool: list[Candidate], answers: list[bool], seed: int) -> tuple[list[Candidate], list[Schedule]]:
    """Ask ``len(answers)`` questions; return the questions asked and a copy of the schedule before each."""
    s, rng, asked, before = Schedule(), random.Random(seed), [], []
    for right in answers:
        q = s.pick(pool, rng)
        assert q is not None
        before.append(Schedule({c: type(card)(**card.__dict__) for c, card in s.cards.items()}, s.asked))
        asked.append(q)
        s.answer(q.clauses, right, q.id)
    return asked, before


@settings(max_examples=300, deadline=None)
@given(pools(), st.lists(st.booleans(), min_size=20, max_size=80), st.integers(0, 10**6))
def test_a_clause_answered_wrong_is_asked_again_within_k_questions(pool, answers, seed):
    asked, _ = run(pool, answers, seed)
    k = RETRY + len({c for q in pool for c in q.clauses})
    for i, (q, right) in enumerate(zip(asked, answers, strict=True)):
        if right or i + k >= len(asked):
            continue
        for c in q.clauses:
            assert any(c in later.clauses for later in asked[i + 1:i + 1 + k]), (c, i, [x.id for x in asked])


@settings(max_examples=300, deadline=None)
@given(pools(single=True), st.lists(st.booleans(), min_size=20, max_size=120), st.integers(0, 10**6))
def test_a_mastered_clause_rests_for_m_questions_while_another_is_not_mastered(pool, answers, seed):
    asked, before = run(pool, answers, seed)
    clauses = {c for q in pool for c in q.clauses}
    for i, (q, right) in enumerate(zip(asked, answers, strict=True)):
        (c,) = q.clauses
        if not right or before[i].cards.get(c) is None or before[i].cards[c].box != MASTERED - 1:
            continue  # only the answer that makes c mastered
        for j in range(i + 1, min(i + REST, len(asked))):
            if c in asked[j].clauses:  # asked again early: only when there was nothing else to ask
                assert all(before[j].mastered(x) for x in clauses), (c, i, j)
                break


def test_a_mastered_clause_rests_in_a_simple_run():
    """The property is not vacuous: a clause answered right four times is not asked for M questions."""
    pool = [Candidate(f"q{i}", frozenset({f"g.c{i}"})) for i in range(40)]
    asked, _ = run(pool, [True] * 200, 1)
    times = [i for i, q in enumerate(asked) if q.id == "q0"]
    mastered_at = times[MASTERED - 1]
    assert times[MASTERED] - mastered_at >= REST


@settings(max_examples=100, deadline=None)
@given(pools(), st.lists(st.booleans(), min_size=1, max_size=60), st.integers(0, 10**6))
def test_the_order_is_reproducible_with_a_seed(pool, answers, seed):
    first, _ = run(pool, answers, seed)
    second, _ = run(pool, answers, seed)
    assert [q.id for q in first] == [q.id for q in second]


def test_a_wrong_answer_comes_back_by_a_different_question_and_a_fresh_case_if_one_can_be_made():
    pool = [Candidate("a", frozenset({"g.c0"})), Candidate("b", frozenset({"g.c0"})),
            *(Candidate(f"x{i}", frozenset({f"g.c{i}"})) for i in range(1, 6))]
    s, rng = Schedule(), random.Random(0)
    s.answer({"g.c0"}, False, "a")
    for _ in range(RETRY):
        q = s.pick(pool, rng)
        assert q is not None
        s.answer(q.clauses, True, q.id)
    made = Candidate("gen:1", frozenset({"g.c0"}), generated=True)
    assert s.pick(pool, rng, fresh=lambda c: made if c == "g.c0" else None) is made
    assert s.pick(pool, rng, fresh=lambda c: None).id == "b"
