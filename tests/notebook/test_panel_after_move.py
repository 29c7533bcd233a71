"""What the companion says after a move (tryout 4): the headline says the move in the Move list's words, the status
line says the move itself (what followed is listed in order under it), a verdict never states a requirement the
move has met, and a lesson says when a legal move is not the step's task."""

from __future__ import annotations

import html
import re
from typing import Any

import pytest

from tests.test_citations import cited
from tutor.core.lesson import DEFAULT_NAMES, step_start
from tutor.core.moves import Move
from tutor.core.registry import games, load_game
from tutor.notebook.live.companion import Companion
from tutor.notebook.live.lesson import L_NOT_TASK, L_NOT_TASK_SHORT, L_TASK_DONE, LessonView
from tutor.text.catalog import all_clauses
from tutor.text.explain import SUMMARY_LEGAL, line
from tutor.text.ui import gettext

GAMES = [g.spec.name for g in games()]
STEPS = [(g.spec.name, lesson.id) for g in games() for lesson in g.lessons.values()]


def _text(value: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", value))


def _summary(c: Companion) -> str:
    found = re.search(r'class="tutor-summary">(.*?)</div>', c.panel.value)
    assert found is not None, c.panel.value[:300]
    return html.unescape(found.group(1))


def _happened(c: Companion) -> list[str]:
    """The lines of "What happened", in order (the lines after the verdict's own)."""
    after = c.panel.value.split("tutor-events", 1)[1] if "tutor-events" in c.panel.value else ""
    return [html.unescape(t) for t in re.findall(r'class="tutor-line" data-code="[^"]*"><div>(.*?)</div>', after)]


def _step_companion(game: Any, lesson: Any, step: Any, lang: str) -> Companion:
    players, state = step_start(game, lesson, step)
    return Companion(game, players=players, options=step.options, names=DEFAULT_NAMES[:players], lang=lang,
                     state=state, progress=False, moves=[game.parse_move(t) for t in step.moves])


def _sample(said: list[tuple[str, Move]]) -> list[tuple[str, Move]]:
    """A few moves of the Move list: each kind's first and last (releases, picks, actions, plays...)."""
    by_kind: dict[str, list[tuple[str, Move]]] = {}
    for item in said:
        by_kind.setdefault(item[1].kind, []).append(item)
    return list(dict.fromkeys(x for items in by_kind.values() for x in (items[0], items[-1])))


@pytest.mark.parametrize("name", GAMES)
def test_a_legal_moves_headline_says_it_in_the_move_lists_words(name: str) -> None:
    """Over every lesson step of the game (a release in Year of the Dragon says who is released, from the position
    before the move), the verdict's headline is "Legal: " and the Move list's words for the move."""
    game = load_game(name)
    checked = 0
    for lesson in game.lessons.values():
        for step in lesson.steps:
            for lang in ("es",):
                c = _step_companion(game, lesson, step, lang)
                for words, mv in _sample(c.model.said(lang)):
                    assert c.try_move(mv) is not None
                    assert _summary(c) == gettext(SUMMARY_LEGAL, lang, move=words), f"{lesson.id}: {mv}"
                    c.undo()
                    checked += 1
    assert checked >= sum(len(lesson.steps) for lesson in game.lessons.values())  # a move or more per step


def _release_lesson() -> LessonView:
    """Year of the Dragon's Imperial Tribute step: Clara recruits the month's last person, then owes 2 releases."""
    v = LessonView("year_of_the_dragon", "events", lang="es", progress=False)
    c = v.companion
    assert c is not None
    c.try_move(next(m for m in c.legal() if m.kind == "recruit"))
    assert [m.kind for m in c.legal()] and all(m.kind == "release" for m in c.legal())
    return v


@pytest.mark.parametrize("lang", ["en", "es", "ja"])
def test_after_the_last_release_the_panel_says_the_release_and_what_followed_in_order(lang: str) -> None:
    v = _release_lesson()
    c = v.companion
    assert c is not None
    c.set_lang(lang)
    while c.legal() and c.legal()[0].kind == "release":
        words, mv = c.model.said(lang)[0]
        c.try_move(mv)
        events = c.match.last_events
        said = [line(c.game, e, lang, c.names).text for e in events]
        status = _text(c.description.value)
        assert said[0] in status, "the status line says the move itself"
        assert all(s not in status for s in said[1:] if s != said[0]), "not what followed it"
        assert _happened(c) == said, "what followed, in order"
        assert _summary(c) == gettext(SUMMARY_LEGAL, lang, move=words)
    codes = [e.code for e in c.match.last_events]
    assert "yotd:ev.release" in codes and any(k.startswith("yotd:ev.score.") for k in codes), codes
    # the month is over: no line still asks for a release
    verdict = c.panel.value.split("tutor-events", 1)[0]
    ground = re.findall(r'data-code="yotd:ok-release"><div>(.*?)</div>', verdict)
    assert ground, "the release's ground is shown"
    if lang == "en":
        assert "must" not in ground[0], ground[0]
    if lang == "es":
        assert "Debes" not in ground[0], ground[0]


@pytest.mark.parametrize(("name", "lesson_id"), STEPS)
def test_a_legal_move_that_is_not_the_task_is_said_to_be_so(name: str, lesson_id: str) -> None:
    """Every lesson step with a task: a legal move that does not do it is answered, in the learner's language,
    "legal, but not this step's task", with the task; a move that does it is not."""
    lang = "es"
    v = LessonView(name, lesson_id, lang=lang, progress=False)
    for index, step in enumerate(v.lesson.steps):
        task = step.task
        if task is None:
            continue
        v.go(index)
        c = v.companion
        assert c is not None
        state = c.state
        off = [m for m in c.legal() if not task.done(m, c.game.check(state, m))]
        told = gettext(L_NOT_TASK, lang, task=gettext(task.text, lang))
        assert told != L_NOT_TASK and gettext(L_NOT_TASK_SHORT, lang) != L_NOT_TASK_SHORT, "translated"
        if off:
            c.try_move(off[0])
            assert told in _text(c.description.value), f"{lesson_id} step {index + 1}: {off[0]}"
            assert html.escape(gettext(L_NOT_TASK_SHORT, lang)) in v.task.value
            c.undo()
        doing = [m for m in c.legal() if task.done(m, c.game.check(state, m))]
        if doing:
            v.go(index)
            assert v.companion is not None
            v.companion.try_move(doing[0])
            status = _text(v.companion.description.value)
            assert told not in status and gettext(L_TASK_DONE, lang) in status


def _contents_entries() -> set[str]:
    """Clauses that are headings, or list items that only repeat a heading's words (a table of contents)."""
    clauses = all_clauses().values()
    heads = {(c.domain, c.text.strip()) for c in clauses if c.kind == "heading"}
    return {c.id for c in clauses if c.kind == "heading" or (c.domain, c.text.strip()) in heads}


@pytest.mark.parametrize("name", GAMES)
def test_no_verdict_or_event_rests_on_a_heading(name: str) -> None:
    """The clauses the game's rules and events cite (lessons aside: a step quotes a whole passage) are rules, never
    a heading such as «4ta Fase: Puntuación» or a list item that only names it."""
    bad = sorted(cited(name) & _contents_entries())
    assert not bad, f"{name} cites headings as rules: {bad}"


STRAY_END = re.compile(r"[.!?)]\s+\w$")  # a sentence, then one stray letter: «… etc. ) .. T»


def test_no_quoted_clause_ends_in_a_stray_fragment() -> None:
    stray = sorted(c.id for c in all_clauses().values() if STRAY_END.search(c.text.strip()))
    assert not stray, f"quotes that end in a cut-off fragment: {stray}"
