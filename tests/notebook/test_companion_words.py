"""The companion speaks in words (issue 35 items 1 and 2), headless: every board target's readout is what it is
("house space 18 in Wei", "Red card"), never an index; a click that does nothing says why; a long verdict shows
its headline, reasons and first clause, the rest folded one click away; "Well done" is said beside the board."""

from __future__ import annotations

import random
import re

import pytest

from tutor.core.registry import games
from tutor.notebook.live.companion import Companion
from tutor.notebook.live.lesson import LessonView

GAMES = [g.spec.name for g in games()]
INDEX = re.compile(r"Place \d+ of \d+|\b(space|card|spot|tile|palace|hand|region|dragon|open|slot):\S")


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_target_is_read_out_in_words(name, lang):
    """Over a few turns of a random game, each target's readout has words and no index or id."""
    c = Companion(name, lang=lang, progress=False, seed=4)
    rng = random.Random(4)
    for _ in range(6):
        scene = c.scene()
        assert scene is not None
        for target in sorted(scene.targets()):
            said = c.target_words(scene, target)
            assert said.strip() and not INDEX.search(said), (target, said)
            assert target not in said
        legal = c.legal()
        if not legal:
            break
        c.try_move(rng.choice(legal))


def test_china_says_a_space_and_a_card_as_a_player_would():
    c = Companion("china", progress=False, viewer=0)
    scene = c.scene()
    assert scene is not None
    space = next(t for t in scene.targets() if t.startswith("space:"))
    said = c.target_words(scene, space)
    assert re.fullmatch(r"house space \d+ in [A-Z][\w' ]+", said), said
    c.try_move(next(m for m in c.legal()))  # the start player: a turn with cards in hand
    scene = c.scene()
    assert scene is not None
    card = sorted(t for t in scene.targets() if t.startswith("card:"))[0]
    assert re.fullmatch(r"(Red|Yellow|Green|Orange|Purple) card", c.target_words(scene, card))
    c.click_target(card)  # chosen: said in words in the live status line
    assert re.search(r"Chosen: (Red|Yellow|Green|Orange|Purple) card\.", c.description.value)


def test_a_click_that_does_nothing_says_why():
    china = Companion("china", progress=False)
    china.try_move(china.legal()[0])  # past the start player's choice
    scene = china.scene()
    assert scene is not None
    china.click_target(next(t for t in sorted(scene.targets()) if t.startswith("space:")))
    assert "Choose one or two cards in your hand first" in china.description.value
    yotd = Companion("year_of_the_dragon", players=3, progress=False)
    rng = random.Random(1)
    while yotd.state.phase != "action":
        yotd.try_move(rng.choice(yotd.legal()))
    scene = yotd.scene()
    assert scene is not None
    yotd.click_target(next(t for t in sorted(scene.targets()) if t.startswith("tile:")))
    assert "Person tiles are taken in the person phase" in yotd.description.value


def test_the_longest_refusal_folds_its_other_clauses():
    """Year of the Dragon's large privilege refused (actions, step 8): the headline, every reason and the first
    clause open; the other clauses, quoted in both rulebooks, one click away."""
    view = LessonView("year_of_the_dragon", "actions", start=7, progress=False)
    c = view.companion
    assert c is not None
    verdict = c.try_text("action 1 privilege large")
    assert verdict is not None and not verdict.legal
    html = c.panel.value
    # folded: under "More from the rulebooks" or under the first clause's "Also stated in"
    opened = re.sub(r'<details class="(meta|tutor-fold)">.*?</details>', "", html, flags=re.S)
    assert opened.count('class="tutor-cite') == 1 and "Illegal:" in opened
    ids = [cid for r in verdict.violations for cid in r.clauses]
    assert len(set(ids)) > 1
    for cid in ids:  # every clause quoted, and once (a later mention refers to it in words)
        assert html.count(f'data-clause="{cid}"') == 1, cid


def test_well_done_is_said_beside_the_board():
    from tests.notebook.test_lessons import task_path
    from tutor.core.lesson import step_start

    view = LessonView("china", "placement", progress=False)
    index = next(i for i, st in enumerate(view.lesson.steps) if st.task is not None)
    view.go(index)
    g, step = view.game, view.step
    players, state = step_start(g, view.lesson, step)
    state = state if state is not None else g.new(players, 0, g.spec.resolve_options(step.options))
    for text in step.moves:
        state, _ = g.apply(state, g.parse_move(text))
    assert step.task is not None
    moves = task_path(g, state, step.task)
    assert moves is not None
    c = view.companion
    assert c is not None
    for mv in moves:
        c.try_move(mv)
    assert "Well done: task complete." in c.description.value and 'aria-live="polite"' in c.description.value
