"""What a click and a lesson's Run All cost: the first verdict finds its catalogs loaded, a board is drawn once per
step shown, the lesson's quotes follow the board to the screen, and the click benchmark reports its figures."""

from __future__ import annotations

import IPython.display
import pytest

from tutor.clickbench import bench_clicks, click_sequence
from tutor.core.registry import load_game
from tutor.notebook.live.companion import Companion
from tutor.notebook.live.kinds import kind_label
from tutor.notebook.live.lesson import LessonView
from tutor.text import catalog


def fresh_catalogs(monkeypatch) -> list[str]:
    """Empty the clause and translation caches; the clause files read from now on are listed."""
    catalog.all_clauses.cache_clear()
    catalog.po_messages.cache_clear()
    read: list[str] = []
    load = catalog.load_clause_file

    def counted(path, *args, **kwargs):
        read.append(str(path))
        return load(path, *args, **kwargs)

    monkeypatch.setattr(catalog, "load_clause_file", counted)
    return read


@pytest.mark.parametrize("name", ["dragonheart", "china"])
def test_a_shown_companion_has_what_its_first_verdict_needs_loaded(monkeypatch, name):
    read = fresh_catalogs(monkeypatch)
    shown = []
    monkeypatch.setattr(IPython.display, "display", lambda *a, **k: shown.append(a))
    c = Companion(name, viewer=0, progress=False)
    assert read == []  # nothing of the catalogs before the board is on its way
    c._ipython_display_()
    assert shown == [(c.widget,)] and read  # loaded after the display
    read.clear()
    found = click_sequence(c, legal=True)
    assert found is not None
    for _, x, y in found[0]:
        c.board.click(x, y)
    assert "tutor-verdict legal" in c.panel.value
    assert read == []  # the first verdict read no catalog file


def test_a_companion_is_drawn_once_when_built(monkeypatch):
    calls = []
    refresh = Companion.refresh
    monkeypatch.setattr(Companion, "refresh", lambda self, *a, **k: (calls.append(a), refresh(self, *a, **k))[1])
    c = Companion("china", viewer=0, progress=False)
    assert len(calls) == 1 and c.viewer == 0 and c.view_pick.value == 0
    calls.clear()
    c.set_lang("ja")  # the view list is relabelled: one refresh, in Japanese
    assert len(calls) == 1 and c.viewer == 0


def test_a_lesson_step_with_moves_draws_its_board_once(monkeypatch):
    game = load_game("year_of_the_dragon")
    lesson_id, index = next((lid, i) for lid, lesson in game.lessons.items()
                            for i, st in enumerate(lesson.steps) if st.moves)
    calls = []
    refresh = Companion.refresh
    monkeypatch.setattr(Companion, "refresh", lambda self, *a, **k: (calls.append(a), refresh(self, *a, **k))[1])
    view = LessonView("year_of_the_dragon", lesson_id, start=index, progress=False)
    assert len(calls) == 1
    assert view.companion is not None and view.companion.match.length == len(view.step.moves)


def test_the_lesson_quotes_its_clauses_once_on_its_way_to_the_screen(monkeypatch):
    shown = []
    monkeypatch.setattr(IPython.display, "display", lambda *a, **k: shown.append(a))
    view = LessonView("china", "placement", progress=False)
    clauses = view.step.clauses
    assert clauses and view.quotes.value == ""  # the board goes first
    view._ipython_display_()
    assert shown[0] == (view.widget,)  # then only the script that brings Run All's first lesson into view
    assert all(type(a[0]).__name__ == "Javascript" for a in shown[1:])
    assert all(f'data-clause="{c}"' in view.quotes.value for c in clauses)
    view.go(1)  # every later step quotes at once
    assert all(f'data-clause="{c}"' in view.quotes.value for c in view.step.clauses)


def test_the_click_benchmark_reports_each_figure():
    row = bench_clicks("dragonheart", moves=3)
    assert row["moves"] == 3
    for key in ("to_verdict_ms", "whole_click_ms"):
        assert 0 < row[key]["p50"] <= row[key]["p95"]
    assert row["to_verdict_ms"]["p50"] <= row["whole_click_ms"]["p50"]


def test_a_lesson_of_one_game_imports_that_game_alone():
    import subprocess
    import sys

    code = ("import sys, tutor; tutor.lesson('china', 'placement'); "
            "print(sorted({m.split('.')[2] for m in sys.modules if m.startswith('tutor.games.')}))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    assert out.stdout.split() == ["['china']"]
    assert load_game("China") is load_game("china") and load_game("チャイナ").spec.name == "china"  # names still work


@pytest.mark.parametrize("lang", ["en", "es", "ja"])
def test_the_move_kind_picker_says_each_kind_in_plain_words(lang):
    from tutor.core.registry import games
    from tutor.notebook.live.kinds import KIND_WORDS
    from tutor.text.catalog import po_messages

    for game in games():
        missing = set(game.moves.kinds) - set(KIND_WORDS)
        assert not missing, f"{game.spec.name}: no words for the move kinds {sorted(missing)}"
    if lang != "en":  # every label is translated (not shown in English)
        untranslated = [w for w in KIND_WORDS.values() if (None, w) not in po_messages("tutor", lang)]
        assert not untranslated, untranslated
    c = Companion("year_of_the_dragon", players=4, lang=lang, progress=False)
    labels = [label for label, _ in c.kind_pick.options]
    assert [kind for _, kind in c.kind_pick.options] == ["pick"]
    assert labels and all(label not in KIND_WORDS for label in labels)  # no notation word on screen
    assert labels == [kind_label("pick", lang)] and (lang == "en") == (labels[0] == "Choose your starting persons")
    c.set_lang("ja" if lang != "ja" else "es")  # follows the language
    assert c.kind_pick.options[0][0] == kind_label("pick", c.lang) != labels[0]
    assert c.kind_pick.value == "pick" and c.move_pick.options


@pytest.mark.parametrize("name", ["dragonheart", "china"])
def test_the_verdict_is_let_out_before_the_board_is_painted(monkeypatch, name):
    import tutor.notebook.live.companion as companion

    c = Companion(name, viewer=0, bots={1: "greedy"}, progress=False)
    order: list[str] = []
    c.panel.observe(lambda ch: order.append("verdict" if "tutor-verdict" in ch["new"] else "panel"), names="value")
    monkeypatch.setattr(companion, "send_now", lambda: order.append("send"))
    assert c.board is not None
    show = c.board.show
    monkeypatch.setattr(c.board, "show", lambda scene: (order.append("paint"), show(scene))[1])
    found = click_sequence(c, legal=True)
    assert found is not None
    for _, x, y in found[0]:
        order.clear()
        c.board.click(x, y)
    assert order[:2] == ["verdict", "send"] and "paint" in order


def test_a_kernel_is_settled_once_after_its_first_board_and_a_script_never(monkeypatch):
    import gc

    import IPython

    import tutor.notebook.live.kernel as kernel

    monkeypatch.setattr(kernel, "_SETTLED", [])
    monkeypatch.setattr(IPython.display, "display", lambda *a, **k: None)
    monkeypatch.setattr(IPython, "get_ipython", lambda: None)  # a script or a test (an earlier test may leave a shell)
    gc.unfreeze()
    c = Companion("dragonheart", viewer=0, progress=False)
    c._ipython_display_()  # no kernel
    assert gc.get_freeze_count() == 0 and kernel._SETTLED == []
    monkeypatch.setattr(IPython, "get_ipython", lambda: object())  # as in a kernel
    try:
        c._ipython_display_()
        frozen = gc.get_freeze_count()
        assert frozen > 1000 and kernel._SETTLED == [True]
        Companion("china", viewer=0, progress=False)._ipython_display_()  # once per kernel
        assert gc.get_freeze_count() <= frozen  # its objects were not frozen (some frozen ones were freed)
    finally:
        gc.unfreeze()


def test_the_kernel_benchmark_times_clicks_and_an_echo_in_a_real_kernel():
    from tutor.clickbench import bench_kernel

    row = bench_kernel("dragonheart", moves=2)
    assert row["moves"] == 2
    for key in ("kernel_verdict_ms", "kernel_echo_ms"):
        assert 0 < row[key]["p50"] <= row[key]["p95"]


def test_the_board_in_words_follows_the_board_to_the_screen(monkeypatch):
    monkeypatch.setattr(IPython.display, "display", lambda *a, **k: None)
    described = []
    c = Companion("china", viewer=0, progress=False)
    describe = c.model.describe
    monkeypatch.setattr(c.model, "describe", lambda lang: (described.append(lang), describe(lang))[1])
    assert c.in_words.value == ""  # not before the board is shown
    c._ipython_display_()
    assert "tutor-board-words" in c.in_words.value and described == ["en"]
    before = c.in_words.value
    c.try_move(c.legal()[0])  # every later drawing writes it at once
    assert "tutor-board-words" in c.in_words.value and c.in_words.value != before


def test_a_lesson_switches_language_with_one_redraw(monkeypatch):
    view = LessonView("china", "placement", progress=False)
    calls = []
    refresh = Companion.refresh
    monkeypatch.setattr(Companion, "refresh", lambda self, *a, **k: (calls.append(a), refresh(self, *a, **k))[1])
    view.set_lang("ja")  # as code does it
    assert len(calls) == 1 and view.lang == view.companion.lang == "ja" and view.lang_toggle.value == "ja"
    calls.clear()
    view.lang_toggle.value = "es"  # as a click on the switch does it
    assert len(calls) == 1 and view.lang == view.companion.lang == "es"
    assert "Paso" in view.counter.value  # the lesson's own text follows


def test_the_move_list_is_said_once_per_state_and_language(monkeypatch):
    game = load_game("china")
    c = Companion(game, viewer=0, progress=False)
    c.try_move(c.legal()[0])  # past the start: a position with many moves
    said = []
    describe = game.describe_move
    monkeypatch.setattr(game, "describe_move", lambda state, mv, *a, **k: (said.append(mv), describe(state, mv, *a, **k))[1])
    illegal = next(m for m in game.candidate_moves(c.state) if not game.check(c.state, m).legal)
    assert len(c.legal()) > 5
    c.try_move(illegal)  # the same position: the list is not said again (the verdict says the move it refuses)
    assert all(m == illegal for m in said)
    c.set_lang("es")  # a new language: each legal move said once
    assert sorted(map(str, (m for m in said if m != illegal))) == sorted(map(str, c.legal()))
