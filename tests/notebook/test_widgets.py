"""The companion, lessons and quizzes driven headless through their models and handlers."""

from __future__ import annotations

import base64

import pytest

from tutor.core.registry import games
from tutor.games.year_of_the_dragon.lessons import LESSONS
from tutor.notebook.api import lesson, quiz
from tutor.notebook.live.companion import Companion
from tutor.notebook.saved.panel import citation_html
from tutor.text.catalog import cite


def test_an_illegal_move_shows_the_clause_and_changes_nothing():
    c = Companion("year_of_the_dragon", players=3)
    before = c.match.state
    c.entry.value = "pick monk 1 monk 2"  # typed in the move box
    assert c.match.state is before and c.match.length == 0
    assert "Illegal: start with a Monk in palace 1 and a Monk in palace 2" in c.panel.value  # the move in words
    assert 'data-clause="yotd.setup.start.young-different"' in c.panel.value
    assert "Toma 2 fichas de personas diferentes" in c.panel.value  # the Spanish source wording
    assert c.entry.value == ""


def test_a_legal_move_plays_and_the_panel_shows_what_happened():
    c = Companion("year_of_the_dragon", players=3)
    c.kind_pick.value = "pick"
    c.move_pick.value = c.move_pick.options[0][1]
    c.try_button.click()
    assert c.match.length == 1 and "Legal:" in c.panel.value
    assert "yotd.setup.start.advance" in c.panel.value
    assert 'aria-live="polite"' in c.description.value and "Benno" in c.description.value


def test_language_switch_re_renders_everything():
    c = Companion("year_of_the_dragon", players=3)
    c.try_text("pick monk 1 monk 2")
    en = c.panel.value
    c.lang_toggle.value = "ja"
    assert c.panel.value != en
    ja = cite("yotd.setup.start.young-different", "ja").translation
    assert ja in c.panel.value
    c.lang_toggle.value = "es"
    assert c.lang == "es"


def test_show_source_toggle_hides_the_source_wording():
    c = Companion("year_of_the_dragon", players=3)
    c.try_text("pick monk 1 monk 2")
    c.source_box.value = False
    assert "Toma 2 fichas" not in c.panel.value


def test_history_undo_redo_slider_branch_save_load():
    c = Companion("year_of_the_dragon", players=3)
    for m in ("pick monk 1 farmer 2", "pick monk 1 healer 2", "pick farmer 1 healer 2"):
        c.try_text(m)
    assert c.match.step == 3 and c.slider.max == 3
    c.undo_button.click()
    assert c.match.step == 2 and c.slider.value == 2
    c.redo_button.click()
    assert c.match.step == 3
    c.slider.value = 1
    assert c.match.step == 1
    saved = c.match.dumps()
    other = Companion("year_of_the_dragon", players=3)
    assert other.load(saved) and other.match.step == 1 and other.match.length == 3
    assert "Match loaded: 3 moves." in other.panel.value
    one, single = Companion("year_of_the_dragon", players=3), Companion("year_of_the_dragon", players=3)
    one.try_text("pick monk 1 farmer 2")
    assert single.load(one.match.dumps()) and single.match.length == 1 and "Match loaded: 1 move." in single.panel.value
    assert not other.load('{"format": "tutor-match"}')
    assert "not loaded" in other.panel.value and other.match.length == 3
    assert c.save_link.value == ""  # made on request only
    c.save_button.click()
    link = c.save_link.value
    data = link.split("base64,")[1].split('"')[0]
    assert base64.b64decode(data).decode("utf-8") == c.match.dumps() and "Download" in link
    what_if = c.branch()
    what_if.try_text("pick scholar 1 warrior 2")
    assert c.match.length == 3 and what_if.match.step == 2 and what_if.match.length == 2


def test_hint_cites_the_violation_and_offers_nearby_legal_moves():
    state_players = {"Doro": {"yuan": 2}}
    from tests.games.year_of_the_dragon.helpers import position

    st = position(4, month=3, groups=[["taxes", "build"], ["harvest"], ["parade"], ["research"]],
                  dragons=[["Anna"], [], [], []], turn="Doro", players=state_players)
    c = Companion("year_of_the_dragon", players=4, state=st)
    c.try_text("action 1 taxes")
    c.hint_button.click()
    assert "yotd.actions.fee" in c.events.value and "take the action Harvest from group 2" in c.events.value


def test_a_callback_error_shows_in_the_companion():
    c = Companion("year_of_the_dragon", players=3)

    def broken(state, move):
        raise RuntimeError("broken on purpose")

    c.move_pick.value = c.move_pick.options[0][1]
    c.game = type("Broken", (), {"check": staticmethod(broken)})()
    c.try_button.click()
    assert "Something went wrong" in c.panel.value


def test_bots_play_their_seats():
    c = Companion("year_of_the_dragon", players=3, bots={1: "random", 2: "random"})
    c.try_text("pick monk 1 farmer 2")
    assert c.game.to_move(c.state) == (0,)  # the bots picked in turn


def test_lessons_step_and_check_their_tasks():
    for lid, data in LESSONS.items():
        view = lesson("year_of_the_dragon", lid)
        for i in range(len(data.steps)):
            view.go(i)
            assert view.counter.value and view.prose.value
            for cid in data.steps[i].clauses:
                assert f'data-clause="{cid}"' in view.quotes.value
    view = lesson("year_of_the_dragon", "setup")
    view.go(1)
    view.companion.try_text("pick monk 1 monk 2")
    assert view.done[1] and "Well done" in view.task.value
    view.set_presenter(True)
    assert view.companion.board is None or view.companion.board.scale > 1
    view.lang_toggle.value = "ja"
    assert view.companion.lang == "ja"


def test_quiz_grades_with_the_engine_and_shows_nothing_before_the_answer():
    q = quiz("year_of_the_dragon", seed=3)
    assert q.feedback.value == ""
    asked = 0
    for _ in range(6):
        question = q.question
        assert question is not None
        assert q.submit(question.value) is True  # what a person answers: a number, players, yes or no
        asked += 1
        assert "Score:" in q.tally.value and q.feedback.value
        q.next_button.click()
        assert q.feedback.value == ""
    assert q.asked == asked


def test_citation_html_shows_source_and_translation_side_by_side():
    html = citation_html(cite("yotd_bga.actions.privilege", "en"))
    assert 'lang="ja"' in html and 'lang="en"' in html and "yotd.actions.privilege.cost" in html
    # the other text's clause is quoted too, in its own words
    assert cite("yotd.actions.privilege.cost", "en").source in html.replace("&#x27;", "'")


def test_a_viewer_moves_only_for_the_player_they_see_as():
    c = Companion("dragonheart", viewer=1)
    mover = c.game.to_move(c.state)[0]
    assert mover != 1  # the youngest player (seat 0) chooses who starts
    mv = c.legal()[0]
    assert c.try_move(mv) is None and c.match.length == 0
    assert "You are viewing the game as Benno" in c.panel.value
    c.bot_button.click()  # a bot may still play for the player to move
    assert c.match.length == 1
    c.view_pick.value = -1  # the teacher's view moves for anyone
    assert c.try_move(c.legal()[0]) is not None


def test_event_questions_say_what_they_ask_in_words():
    from tutor.games.year_of_the_dragon.questions import FIELDS
    from tutor.games.year_of_the_dragon.quiz import ASKS

    assert {k.split(":")[1] for k in ASKS if k.startswith("event:")} == {*FIELDS, "releases"}
    q = quiz("year_of_the_dragon", seed=0)
    for _ in range(40):
        question = q.question
        assert question is not None
        if question.ask == "event":
            assert "field" not in q.prompt.value and "releases" not in q.prompt.value
            return
        q.next_button.click()
    raise AssertionError("no event question drawn in 40 tries")


class Counter:
    """Counts a game's calls to ``check`` (by move), ``observation`` and its board's ``scene`` (by language)."""

    def __init__(self, monkeypatch, game):
        self.checks: dict[str, int] = {}
        self.observations = 0
        self.scenes: dict[tuple[int, str], int] = {}
        check, observation, scene = game.check, game.observation, game.board.scene

        def counted_check(state, mv):
            self.checks[str(mv)] = self.checks.get(str(mv), 0) + 1
            return check(state, mv)

        def counted_observation(state, viewer):
            self.observations += 1
            return observation(state, viewer)

        def counted_scene(state, viewer, lang, names, selection=(), last=None, said=""):
            key = (id(state), lang, selection)
            self.scenes[key] = self.scenes.get(key, 0) + 1
            return scene(state, viewer, lang, names, selection, last, said=said)

        monkeypatch.setattr(game, "check", counted_check)
        monkeypatch.setattr(game, "observation", counted_observation)
        monkeypatch.setattr(game.board, "scene", counted_scene)

    def reset(self):
        self.checks.clear()
        self.scenes.clear()
        self.observations = 0


@pytest.mark.parametrize("name", [g.spec.name for g in games()])
def test_one_click_checks_the_move_once_and_builds_one_scene_per_state_and_language(monkeypatch, name):
    from tutor.core.registry import load_game

    game = load_game(name)
    c = Companion(game, progress=False)
    count = Counter(monkeypatch, game)
    legal = c.legal()[0]
    illegal = next((m for m in game.candidate_moves(c.state) if not game.check(c.state, m).legal), None)
    count.reset()
    if illegal is not None:  # an illegal move: its check, and no new scene (the board does not change)
        c.try_move(illegal)
        assert count.checks.get(str(illegal)) == 1
        assert sum(count.scenes.values()) == 0 and count.observations == 0
        count.reset()
    c.try_move(legal)  # a legal one: checked once, one scene (and one observation) for the new state
    assert count.checks.get(str(legal)) == 1
    assert list(count.scenes.values()) == [1]
    # once by the model (Dragonheart's board also hides what a player may not see with its state.observation,
    # a pure function of the state it is given, not the game's method counted here)
    assert count.observations == 1
    count.reset()
    c.set_lang("ja")  # a language switch builds the scene in the new language, once
    assert list(count.scenes.values()) == [1] and [k[1] for k in count.scenes] == ["ja"]
    c.hint()
    c.refresh()
    assert sum(count.scenes.values()) == 1  # redrawing the same state again builds nothing new


def test_hot_targets_use_the_scene_on_screen(monkeypatch):
    from tutor.core.registry import load_game

    game = load_game("china")
    c = Companion(game, progress=False)
    count = Counter(monkeypatch, game)
    c.set_lang("es")
    assert [k[1] for k in count.scenes] == ["es"]  # never an extra English scene for the highlights


def test_the_board_plays_from_the_keyboard_and_says_what_is_focused():
    c = Companion("china", progress=False)
    scene = c.scene()
    c.key("ArrowRight")  # nothing focused yet: the first place in reading order
    first = c.focus
    assert first is not None and first in scene.targets()
    assert 'aria-live="polite"' in c.description.value
    assert c.target_words(scene, first) in c.description.value.replace("&#x27;", "'")  # what it is, in words
    assert c.board.extra, "the focused place is outlined on the board"
    c.key("ArrowDown")
    assert c.focus is not None and c.focus != first
    # walk to the start player's row and choose it with Enter: the move is made, the panel says so
    target = next(t for t in scene.targets() if c.board_spec.click(c.state, (), t).move is not None)
    c.focus = target
    c.key("Enter")
    assert c.match.length == 1 and "Legal:" in c.panel.value


def test_try_with_nothing_chosen_says_what_to_do():
    c = Companion("year_of_the_dragon", players=3, progress=False)
    c.move_pick.value = None
    c.try_button.click()
    assert "Choose a move in the list first" in c.panel.value and c.match.length == 0


def test_the_hint_survives_a_language_switch_and_refers_to_the_quote_above():
    from tests.games.year_of_the_dragon.helpers import position

    st = position(4, month=3, groups=[["taxes", "build"], ["harvest"], ["parade"], ["research"]],
                  dragons=[["Anna"], [], [], []], turn="Doro", players={"Doro": {"yuan": 2}})
    c = Companion("year_of_the_dragon", players=4, state=st, progress=False)
    c.try_text("action 1 taxes")
    c.hint_button.click()
    harvest = c.game.parse_move("action 2 harvest")
    assert c.game.describe_move(st, harvest, "en") in c.events.value  # the nearby move in words
    quoted = cite("yotd.actions.fee", "en").source
    assert c.panel.value.count('data-clause="yotd.actions.fee"') >= 1
    assert 'data-refers="yotd.actions.fee"' in c.events.value  # not quoted a second time
    assert 'data-clause="yotd.actions.fee"' not in c.events.value and quoted[:30] not in c.events.value
    c.lang_toggle.value = "ja"
    assert c.events.value and c.game.describe_move(st, harvest, "ja") in c.events.value  # still there, in Japanese
    assert "What would make it legal" not in c.events.value


def test_also_stated_in_shows_once_per_citation():
    html = citation_html(cite("yotd_bga.actions.privilege", "en"))
    assert html.count("Also stated in") == 1


def test_showing_lesson_steps_records_nothing_a_finished_task_does(tmp_path):
    from tutor.notebook.live.lesson import LessonView
    from tutor.progress.record import Record

    record = Record(tmp_path)
    view = LessonView("year_of_the_dragon", "setup", progress=record)
    for i in range(len(view.lesson.steps)):  # what Run All does
        view.go(i)
    assert record.entries() == []
    view.go(1)
    view.companion.try_text("pick monk 1 monk 2")
    kinds = [e["kind"] for e in record.entries()]
    assert view.done[1] and kinds.count("met") == 1 and "cited" in kinds


def test_a_lesson_has_one_language_switch_and_its_counter_stays_on_one_line():
    view = lesson("china", "placement")
    toggles = [wd for wd in _walk(view.widget) if type(wd).__name__ == "ToggleButtons"]
    assert len(toggles) == 1
    assert "white-space:nowrap" in view.counter.value


def _walk(widget):
    yield widget
    for child in getattr(widget, "children", ()):
        yield from _walk(child)
