"""What the lessons teach, per rulebook domain (issue 27): every rule clause is cited by a lesson step, on the
game's reviewed list with a reason, or on the honest list of clauses still to teach (a ratchet that may only
shrink, with a floor of taught clauses that may only grow); every worked example is a step on its scenario,
which reaches the example's numbers; no step outside setup shows the new-game position."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from tests.notebook.lesson_coverage import KINDS, coverage, exempt, game_of, ratchet, taught_clauses
from tutor.core.lesson import step_scenario, step_start
from tutor.core.registry import games, load_game
from tutor.core.scenario import run_scenario
from tutor.text.catalog import RULEBOOKS, all_clauses

README = Path(__file__).parents[2] / "README.md"
DOMAINS = list(RULEBOOKS)


@pytest.mark.parametrize("domain", DOMAINS)
def test_every_rule_clause_is_taught_reviewed_or_on_the_honest_list(domain):
    cov, saved = coverage()[domain], ratchet().get(domain)
    assert saved is not None, (f"tests/notebook/lesson_coverage.yaml has no entry for {domain}: add "
                               f"`{domain}: {{floor: {len(cov.taught)}, untaught: [...]}}` (rule clauses no step teaches yet)")
    assert len(cov.taught) >= int(saved["floor"]), (  # type: ignore[call-overload]
        f"{domain}: lessons teach {len(cov.taught)} rule clauses, fewer than the floor {saved['floor']}")
    listed = list(saved["untaught"])  # type: ignore[call-overload]
    now_taught = [c for c in listed if c in cov.taught or c in cov.exempt]
    assert not now_taught, f"{domain}: taught or reviewed now, take them off lesson_coverage.yaml: {now_taught}"
    missing = [c for c in cov.untaught if c not in listed]
    assert not missing, f"{domain}: neither taught nor reviewed nor listed as still to teach: {missing}"


def test_the_floor_is_the_figure_today():
    """Raise the floor with the lessons (so it cannot fall back unnoticed)."""
    assert {d: len(c.taught) for d, c in coverage().items()} == {d: ratchet()[d]["floor"] for d in DOMAINS}


@pytest.mark.parametrize("game", sorted(g.spec.name for g in games()))
def test_the_reviewed_list_names_rule_clauses_with_a_kind_of_reason(game):
    rules = {c.id for c in all_clauses().values() if game_of().get(c.domain) == game and c.kind == "rule"}
    taught = taught_clauses()
    for cid, reason in exempt(game).items():
        assert cid in rules, f"{cid}: not a rule clause of {game}"
        assert cid not in taught, f"{cid}: a lesson teaches it, take it off the reviewed list"
        assert str(reason).startswith(KINDS) and len(str(reason)) > 20, f"{cid}: {reason!r}"
        assert "not yet" not in str(reason).lower()


def test_the_readme_prints_the_figures_per_game():
    text = README.read_text(encoding="utf-8")
    for domain, cov in coverage().items():
        row = re.search(rf"^\| `{domain}` \| (\d+) / (\d+) \| (\d+) \| (\d+) \|$", text, re.MULTILINE)
        assert row, f"README: no row for {domain} in the lesson coverage table"
        assert tuple(map(int, row.groups())) == (len(cov.taught), len(cov.rules), len(cov.exempt),
                                                 len(cov.untaught)), domain


EXAMPLES = [c.id for c in all_clauses().values() if c.kind == "example"]


def example_steps() -> dict[str, list[tuple[Any, Any, int]]]:
    out: dict[str, list[tuple[Any, Any, int]]] = {}
    for g in games():
        for lesson in g.lessons.values():
            for i, st in enumerate(lesson.steps):
                for c in st.clauses:
                    out.setdefault(c, []).append((g, lesson, i))
    return out


def _covers(source: tuple[str, ...], cid: str) -> bool:
    parts = cid.split(".")
    return any(".".join(parts[:k]) in source for k in range(len(parts), 1, -1))


@pytest.mark.parametrize("cid", EXAMPLES)
def test_every_worked_example_is_a_step_on_its_scenario_reaching_its_numbers(cid):
    steps = [(g, les, i) for g, les, i in example_steps().get(cid, []) if les.steps[i].scenario]
    waiting = list(ratchet()["examples"]["on_their_own_position"])  # type: ignore[index]
    if cid in waiting:  # taught on a position of the lesson's own, not yet on the example's scenario
        assert example_steps().get(cid), f"{cid}: no lesson step cites it"
        assert not steps, f"{cid}: now on its scenario, take it off lesson_coverage.yaml"
        return
    assert steps, f"{cid}: no lesson step on a scenario cites it"
    for g, les, i in steps:
        sc = step_scenario(g, les.steps[i])
        assert sc is not None and _covers(sc.source, cid), f"{cid}: {les.steps[i].scenario} is not its scenario"
        assert sc.questions or any(st.expect is not None for st in sc.steps), f"{cid}: a scenario that asks nothing"
        assert run_scenario(sc).passed, f"{cid}: {les.steps[i].scenario} does not reach the example's numbers"


SCENARIO_STEPS = [(g.spec.name, les.id, i) for g in games() for les in g.lessons.values()
                  for i, st in enumerate(les.steps) if st.scenario]


def test_the_year_of_the_dragon_works_its_examples_and_expansions_on_scenarios():
    assert len([s for s in SCENARIO_STEPS if s[0] == "year_of_the_dragon"]) >= 35


@pytest.mark.parametrize(("name", "lesson_id", "index"), SCENARIO_STEPS)
def test_a_scenario_step_plays_with_the_scenario_options_and_players(name, lesson_id, index):
    game = load_game(name)
    step = game.lessons[lesson_id].steps[index]
    sc = step_scenario(game, step)
    assert sc is not None
    if step.position is None:  # the step stands on the scenario, with its options
        assert not step.moves and not step.players
        assert game.spec.resolve_options(step.options) == sc.options, "the step's options are the scenario's"
    assert run_scenario(sc).passed


STEPS = [(g.spec.name, les.id, i) for g in games() for les in g.lessons.values() for i in range(len(les.steps))]


@pytest.mark.parametrize(("name", "lesson_id", "index"), STEPS)
def test_no_step_outside_setup_shows_the_new_game_position(name, lesson_id, index):
    from tests.notebook.test_lessons import state_of

    game = load_game(name)
    lesson = game.lessons[lesson_id]
    step = lesson.steps[index]
    state = state_of(game, lesson, step)
    players, _ = step_start(game, lesson, step)
    new = game.new(players, 0, game.spec.resolve_options(step.options))
    if step.setup:
        assert any(".setup." in c for c in step.clauses), "a setup step quotes the setup rules it teaches"
        return
    waiting = [tuple(x) for x in ratchet()["shows_new_game"]]  # type: ignore[union-attr]
    shows_new = game.to_json(state) == game.to_json(new)
    if (name, lesson_id, index + 1) in waiting:  # still to fix: the list may only shrink
        assert shows_new, f"{name} {lesson_id} step {index + 1} is fixed: take it off lesson_coverage.yaml"
        return
    assert not shows_new, "a step that is not about setup shows the new-game position"


# -- in the generated notebooks (one lesson per game, built here as the generator writes it) -------------------


def _sample(game: Any) -> Any:
    """The game's first lesson with at least four tasks a learner plays (else the one with the most)."""
    lessons = list(game.lessons.values())
    tasks = [sum(1 for st in lesson.steps if st.task is not None and st.task.legal) for lesson in lessons]
    return next((lesson for lesson, n in zip(lessons, tasks, strict=True) if n >= 4), lessons[tasks.index(max(tasks))])


def _cells(game: str, lesson_id: str) -> list[dict[str, Any]]:
    from tutor.notebook.publish.generate import build, lesson_writer

    return build(f"en/{game}/x.ipynb", lesson_writer(game, lesson_id, "x.ipynb", "y.ipynb"))["cells"]  # type: ignore[no-any-return]


@pytest.mark.parametrize("game", [g.spec.name for g in games()])
def test_a_generated_lesson_saves_what_each_task_move_does(game):
    g = load_game(game)
    lesson = _sample(g)
    cells = _cells(game, lesson.id)
    codes = [c for c in cells if c["cell_type"] == "code"]
    after = [i for i in range(1, len(codes)) if codes[i]["source"].startswith("m.play(")
             and codes[i - 1]["source"].startswith("m.check(")]  # the task's own move, after its verdict
    legal_tasks = [st for st in lesson.steps if st.task is not None and st.task.legal]
    assert len(after) == len(legal_tasks) > 0
    for i in after:  # the cited lines of what happened, then the next position, saved with the notebook
        assert "tutor-events" in codes[i]["outputs"][0]["data"]["text/html"], codes[i]["source"]
        assert codes[i + 1]["source"] == "m" and "<svg" in codes[i + 1]["outputs"][0]["data"]["text/html"]
    examples = [c for c in codes if c["source"].startswith("lesson.example(")]
    assert len(examples) == len([st for st in lesson.steps if st.scenario])
    for c in examples:
        assert "tutor-example" in c["outputs"][0]["data"]["text/html"]


def test_a_generated_lesson_ends_with_a_check_yourself():
    cells = _cells("year_of_the_dragon", "events")
    sources = [c["source"] for c in cells if c["cell_type"] == "code"]
    asked = [s for s in sources if s.startswith("quiz.answer(")]
    assert 2 <= len(asked) <= 3
    assert sources.index('quiz = tutor.quiz("year_of_the_dragon")') < sources.index(asked[0])


# -- positions a real game could reach (the Year of the Dragon's steps on positions of their own) -------------
YOTD_OWN = [(les.id, i) for les in load_game("year_of_the_dragon").lessons.values()
            for i, st in enumerate(les.steps) if st.position is not None]


def test_most_year_of_the_dragon_steps_stand_on_positions_of_their_own():
    assert len(YOTD_OWN) >= 25


def _cards_held(state: Any, i: int) -> set[int]:
    """How many person cards player ``i`` can hold: one per month still to come (months ``month``..11 in the action
    phase, one fewer once the month's person phase has begun); a Tornado (Super Event of month 7) takes 2 more,
    counted once it is resolved or as the player's discards still owed say."""
    month, phase = state.month, state.phase
    left = max(12 - month, 0)
    held = {left} if phase in ("action", "draft") else {left, left - 1}
    if state.super_event == "tornado" and (month > 7 or (month == 7 and phase not in ("action", "person"))):
        owed = sum(o.count for o in state.pending if o.player == i and o.kind == "discard_card")
        after = {n - 2 + owed for n in held}
        held = after if month > 7 else held | after
    return {n for n in held if n >= 0}


def unreachable(lesson_id: str, index: int) -> list[str]:
    """What keeps a Year of the Dragon step's position from being one a game could reach: after setup every marker
    has left 0 and every court has persons; a player holds one person card per month still to come (two fewer after
    a Tornado), each type once and at most two jokers; after month 1's scoring (two inhabited palaces in a month of
    Peace) every player has 2 points or more; the display has as many groups as players; an empty palace of
    2 floors or more has decayed (also during an event: the lessons keep a person in every palace of 2 floors or
    more)."""
    game = load_game("year_of_the_dragon")
    lesson = game.lessons[lesson_id]
    players, state = step_start(game, lesson, lesson.steps[index])
    month, phase = state.month, state.phase
    out = []
    for i, p in enumerate(state.players):
        if month >= 2 or phase != "draft":
            if p.track < 1 or sum(len(pal.persons) for pal in p.palaces) < 1:
                out.append(f"player {i} still at setup")
            if not all(pal.persons or pal.floors < 2 or month == 1 for pal in p.palaces):
                out.append(f"player {i}: an undecayed empty palace")
        held = _cards_held(state, i)
        if len(p.cards) not in held:
            out.append(f"player {i} holds {len(p.cards)} person cards in month {month}, not one of {sorted(held)}")
        if any(p.cards.count(c) > (2 if c == "joker" else 1) for c in p.cards):
            out.append(f"player {i} holds a person card twice")
        if month >= 2 and p.score < 2:  # month 1 (Peace, nobody released) scored two inhabited palaces each
            out.append(f"player {i} has {p.score} points after month 1's scoring")
    if phase == "action" and len(state.groups) != players:
        out.append("not as many groups as players")
    return out


@pytest.mark.parametrize(("lesson_id", "index"), YOTD_OWN)
def test_a_year_of_the_dragon_position_is_one_a_game_could_reach(lesson_id, index):
    assert not unreachable(lesson_id, index)


YOTD_ON_SCENARIOS = [(les.id, i) for les in load_game("year_of_the_dragon").lessons.values()
                     for i, st in enumerate(les.steps) if st.position is None and st.scenario]


@pytest.mark.parametrize(("lesson_id", "index"), YOTD_ON_SCENARIOS)
def test_a_year_of_the_dragon_step_on_a_scenario_stands_where_a_game_could_be(lesson_id, index):
    """Steps that stand on a scenario's position, checked as the lessons' own (the expansions' steps stand on lesson
    copies, ``expansions/lesson-*.yaml``, with the month's hands and inhabited palaces); a step still on a position
    no game reaches would be listed in lesson_coverage.yaml, a list that may only shrink (it is empty)."""
    problems = unreachable(lesson_id, index)
    waiting = [tuple(x) for x in ratchet()["unreachable_scenario_steps"]]  # type: ignore[union-attr]
    if (lesson_id, index + 1) in waiting:
        assert problems, f"{lesson_id} step {index + 1} is fixed: take it off lesson_coverage.yaml"
        return
    assert not problems


@pytest.mark.parametrize(("name", "lesson_id", "index"), SCENARIO_STEPS)
def test_a_worked_example_shows_its_result_in_words(name, lesson_id, index):
    from tutor.notebook.lessonbook import LessonBook

    shown = LessonBook(name, lesson_id, "es").example(index + 1)
    assert shown.items, "the example's result is shown"
    for w in shown.items:
        assert "{" not in w.answer and "[" not in w.answer and "“" not in w.question, (w.question, w.answer)


def test_lessons_end_with_a_check_yourself_of_two_or_three_questions_on_their_own_rules():
    from tutor.notebook.quizbook import QuizBook
    from tutor.notebook.saved.lessonexample import check_questions

    full = 0
    for g in games():
        quiz = QuizBook(g.spec.name, "en")
        for lesson in g.lessons.values():
            own = {c for st in lesson.steps for c in st.clauses}
            numbers = check_questions(quiz, sorted(own))
            assert len(numbers) <= 3
            for n in numbers:
                cited = set(quiz.clauses(n))
                assert 2 * len(cited & own) >= len(cited) > 0, f"{lesson.id}: question {n} is off the lesson's rules"
                assert "“" not in quiz.text(n), quiz.text(n)  # worded by the quiz, not its identifier
            assert len({(quiz.text(n), quiz.clauses(n)) for n in numbers}) == len(numbers), "no repeated question"
            full += len(numbers) >= 2
    assert full >= int(ratchet()["check_yourself_floor"])  # type: ignore[call-overload]


def test_every_year_of_the_dragon_task_position_asks_a_yes_and_a_no():
    """The check questions on a task's position (tutor.progress.bank.lesson_questions) discriminate: the task's
    move and one with the other verdict (the engine's, or the step's ``Task.contrast``), never only a "yes"."""
    from tutor.progress.bank import lesson_questions

    answers: dict[str, set[object]] = {}
    for q in lesson_questions("year_of_the_dragon"):
        answers.setdefault(q.id.split(":")[0], set()).add(q.value)
    assert len(answers) >= 34  # the task positions the quiz asks about (moves it can word)
    only_one = sorted(k for k, v in answers.items() if v != {True, False})
    assert not only_one, f"task positions whose check questions all answer alike: {only_one}"


def test_a_check_yourself_does_not_pass_by_always_answering_alike():
    """A lesson's yes-or-no check questions are not all "yes" (nor all "no") when the quiz bank has an on-topic
    question with the other answer."""
    from tutor.notebook.quizbook import QuizBook
    from tutor.notebook.saved.lessonexample import check_questions

    alike = []
    for name in ("year_of_the_dragon", "river_dragons"):
        quiz = QuizBook(name, "en")
        for lesson in load_game(name).lessons.values():
            own = {c for st in lesson.steps for c in st.clauses}
            numbers = check_questions(quiz, sorted(own))
            answers = [quiz.answer(n).value for n in numbers if isinstance(quiz.answer(n).value, bool)]
            if len(answers) < 2 or len(set(answers)) == 2:
                continue
            on_topic = [n for n in range(1, len(quiz) + 1)
                        if 2 * len(own & set(quiz.clauses(n))) >= len(quiz.clauses(n)) > 0]
            if any(quiz.answer(n).value is (not answers[0]) for n in on_topic):
                alike.append((name, lesson.id, answers))
    assert not alike
