"""In the Year of the Dragon's board: every legal move by clicks on the drawn targets, hot targets,
dead clicks, the scene in three languages, and the screen-reader description."""

from __future__ import annotations

import random
import re
from dataclasses import replace
from functools import cache

import pytest

from tutor.core.board import Click
from tutor.core.scene import Scene
from tutor.games.year_of_the_dragon import GAME
from tutor.games.year_of_the_dragon.board import YearOfTheDragonBoard
from tutor.games.year_of_the_dragon.board_layout import HEIGHT, WIDTH
from tutor.games.year_of_the_dragon.components import TILES

from .helpers import NAMES

BOARD = GAME.board
# (players, seed, options): each Super Event that asks for a decision, the Great Wall, both editions.
GAMES = [
    (3, 1, {"great_wall": True, "super_events": "earthquake"}),
    (4, 2, {"super_events": "flood"}),
    (5, 3, {"great_wall": True, "super_events": "tornado"}),
    (2, 4, {"super_events": "sunrise", "edition": "new"}),
    (3, 5, {"great_wall": True, "super_events": "charter"}),
]
PER_KIND = 3  # positions kept per kind of decision and game


def kind_of(state):
    """What kind of decision the position asks for."""
    if state.pending:
        return state.pending[0].kind
    if state.phase == "person":
        p = state.current
        if not any(pal.room for pal in state.players[p].palaces):
            return "person-full"
        if any(m.kind == "forfeit" for m in GAME.legal_moves(state)):
            return "person-forfeit"
    return state.phase


@cache
def positions():
    """Positions from self-play (biased towards recruiting and building, so palaces fill up)."""
    out = []
    for n, seed, options in GAMES:
        rng = random.Random(seed)
        state = GAME.new(n, seed, options)
        seen: dict[str, int] = {}
        while not GAME.is_over(state):
            legal = GAME.legal_moves(state)
            kind = kind_of(state)
            seen[kind] = seen.get(kind, 0) + 1
            if seen[kind] <= PER_KIND or (kind in ("person", "person-full", "action") and seen[kind] % 25 == 0):
                out.append((kind, state, legal))
            busy = [m for m in legal if m.kind in ("recruit", "replace", "floor")]
            state, _ = GAME.apply(state, rng.choice(busy if busy and rng.random() < 0.7 else legal))
        out.append(("over", state, []))
    return out


@cache
def scene_of(index: int, selection: tuple[str, ...]) -> Scene:
    _, state, _ = positions()[index]
    return BOARD.scene(state, None, "en", NAMES[:state.n], selection)


@cache
def hot_of(index: int, selection: tuple[str, ...]) -> frozenset[str]:
    _, state, legal = positions()[index]
    return frozenset(BOARD.hot_targets(state, selection, legal))


def centre(scene: Scene, target: str) -> tuple[float, float]:
    box = scene.bounds(target)
    assert box is not None, f"{target} is not drawn"
    x, y, w, h = box
    return x + w / 2, y + h / 2


def test_the_board_is_registered():
    assert isinstance(BOARD, YearOfTheDragonBoard)
    assert (BOARD.width, BOARD.height) == (WIDTH, HEIGHT) == (1000, 680)


def test_positions_cover_every_kind_of_decision():
    kinds = {kind for kind, _, _ in positions()}
    assert kinds >= {"draft", "action", "person", "person-full", "person-forfeit", "floors", "release", "demolish",
                     "discard", "discard_card", "sunrise", "charter", "over"}


def test_every_legal_move_is_reachable_by_clicking_target_centres():
    for index, (kind, state, legal) in enumerate(positions()):
        for mv in legal:
            path = BOARD.paths(state, mv)
            assert path, f"{kind}: no clicks for {mv}"
            selection: tuple[str, ...] = ()
            for step, target in enumerate(path[0]):
                scene = scene_of(index, selection)
                x, y = centre(scene, target)
                assert scene.hit(x, y) == target, f"{kind} {mv}: the centre of {target} hits {scene.hit(x, y)}"
                assert target in hot_of(index, selection), f"{kind} {mv}: {target} is not hot after {selection}"
                result = BOARD.click(state, selection, target)
                if step < len(path[0]) - 1:
                    assert result.move is None and result.selection != selection, f"{kind} {mv}: {target} did nothing"
                    selection = result.selection
                else:
                    assert result == Click((), mv), f"{kind} {mv}: clicks gave {result}"


def test_every_click_path_of_a_legal_move_makes_it():
    for kind, state, legal in positions():
        for mv in legal:
            for path in BOARD.paths(state, mv):
                selection: tuple[str, ...] = ()
                result = Click(())
                for target in path:
                    result = BOARD.click(state, selection, target)
                    selection = result.selection
                assert result.move == mv, f"{kind}: {path} gave {result.move}, not {mv}"


def test_hot_targets_are_drawn_and_lead_towards_a_legal_move():
    for index, (kind, state, legal) in enumerate(positions()):
        for selection in _selections(index):
            hot = hot_of(index, selection)
            drawn = scene_of(index, selection).targets()
            assert hot <= drawn, f"{kind}: hot targets not drawn: {hot - drawn}"
            for target in hot:
                result = BOARD.click(state, selection, target)
                if result.move is not None:
                    assert result.move in legal, f"{kind}: hot {target} makes the illegal {result.move}"
                else:
                    assert hot_of(index, result.selection), f"{kind}: hot {target} leads nowhere"
        if legal:
            assert hot_of(index, ()), f"{kind}: nothing to click"


@cache
def _selections(index: int) -> list[tuple[str, ...]]:
    """The selections met on the way to the legal moves of a position."""
    _, state, legal = positions()[index]
    out = {()}
    for mv in legal:
        for path in BOARD.paths(state, mv)[:1]:
            selection: tuple[str, ...] = ()
            for target in path[:-1]:
                selection = BOARD.click(state, selection, target).selection
                out.add(selection)
    return sorted(out)


def test_every_drawn_target_gives_a_well_formed_click():
    for index, (kind, state, _legal) in enumerate(positions()):
        for target in scene_of(index, ()).targets():
            result = BOARD.click(state, (), target)
            if result.move is not None:
                assert GAME.parse_move(str(result.move)) == result.move, f"{kind}: {target} -> {result.move}"


def test_clicks_on_nothing_do_nothing():
    for index, (kind, state, _legal) in enumerate(positions()):
        scene = scene_of(index, ())
        n = state.n
        for x, y in ((3, 3), (WIDTH - 3, HEIGHT - 3), (WIDTH / 2, 152), (567, 250), (5, 500)):
            assert scene.hit(x, y) is None, f"{kind}: ({x}, {y}) hits {scene.hit(x, y)}"
        for selection in _selections(index)[:2]:
            for target in ("", "nothing", "group:99", "action:1:nothing", "tile:monk:ancient", "size:huge",
                           f"palace:{n}:1", f"slot:{n}:1:1", "palace:0:99", "slot:0:1:9", "card:0:dragon",
                           f"good:{n}:yuan", "wall:0:moat", "slot:x:y:z", "palace::"):
                result = BOARD.click(state, selection, target)
                assert result.move is None and result.selection in (selection, ()), f"{kind}: {target!r} -> {result}"
        if state.current is not None:  # another player's pieces do nothing either
            other = (state.current + 1) % n
            for target in (f"palace:{other}:1", f"slot:{other}:1:1", f"good:{other}:yuan", f"card:{other}:joker",
                           f"new-palace:{other}", f"wall:{other}:rice"):
                assert BOARD.click(state, (), target).move is None


def test_a_card_whose_tiles_are_gone_is_forfeited_and_a_joker_can_be_chosen():
    state = next(s for kind, s, _ in positions() if kind == "person")
    p = state.current
    player = state.players[p]
    held = next(c for c in player.cards if c != "joker")
    display = tuple(0 if kind == held else n for (kind, _), n in zip(TILES, state.display, strict=True))
    state = replace(state, display=display).with_player(p, cards=(*player.cards, "joker"))
    legal = GAME.legal_moves(state)
    assert BOARD.click(state, (), f"card:{p}:{held}") == Click((), GAME.parse_move(f"forfeit {held}"))
    assert f"card:{p}:{held}" in BOARD.hot_targets(state, (), legal)
    other = next(c for c in player.cards if c not in ("joker", held))
    age = next(a for k, a in TILES if k == other and state.tiles_left(k, a))
    palace = next(i for i, pal in enumerate(state.players[p].palaces, 1) if pal.room)
    sel = BOARD.click(state, (), f"tile:{other}:{age}").selection
    assert BOARD.click(state, sel, f"palace:{p}:{palace}").move == GAME.parse_move(f"recruit {other} {age} {palace}")
    sel = BOARD.click(state, sel, f"card:{p}:joker").selection
    assert BOARD.click(state, sel, f"palace:{p}:{palace}").move == GAME.parse_move(f"recruit {other} {age} {palace} joker")


@pytest.mark.parametrize("lang", ["en", "es", "ja"])
def test_the_scene_renders_in_every_language(lang):
    picked = [s for i, (_, s, _) in enumerate(positions()) if i % 7 == 0] + [positions()[-1][1]]
    for state in picked:
        for names in (NAMES[:state.n], ()):
            scene = BOARD.scene(state, 0, lang, names, (), GAME.legal_moves(state)[0] if not GAME.is_over(state) else None)
            assert scene.shapes and scene.layer("board") and scene.layer("pieces")
            for s in scene.shapes:  # everything inside the canvas
                if s.kind == "rect":
                    assert s.x >= -1 and s.x + s.w <= WIDTH + 1 and s.y >= -1 and s.y + s.h <= HEIGHT + 1, s
            words = " ".join(s.text for s in scene.shapes if s.kind == "text")
            if lang == "ja":
                assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", words)


def test_selection_and_last_move_are_marked():
    _, state, legal = next(p for p in positions() if p[0] == "action")
    mv = next(m for m in legal if m.kind == "action")
    plain = BOARD.scene(state, None, "en", NAMES[:state.n])
    assert not plain.layer("highlight")
    said = "take the action Taxes from group 1"
    marked = BOARD.scene(state, None, "en", NAMES[:state.n], (f"action:{mv.args[0]}:{mv.args[1]}",), mv, said=said)
    assert len(marked.layer("highlight")) == 2
    texts = " ".join(s.text for s in marked.shapes if s.kind == "text")
    assert said in texts and str(mv) not in texts  # the last move in words, never its notation


def test_describe_mentions_the_month_and_the_player_to_move():
    for kind, state, _ in positions()[::2]:
        for lang in ("en", "es", "ja"):
            lines = BOARD.describe(state, lang, NAMES[:state.n]).splitlines()
            assert str(max(state.month, 1)) in lines[0]
            if state.current is not None:  # what the player to move must do comes before the details
                head = lines[: lines.index(next(line for line in lines if NAMES[state.current] in line)) + 1]
                assert len(head) <= 3 + len(state.pending), (kind, lines)
        en = BOARD.describe(state, "en", NAMES[:state.n])
        if state.month:
            assert f"Month {state.month} of 12" in en
        if state.current is not None:
            assert re.search(rf"^{NAMES[state.current]}( must|:)", en, re.M), (kind, en)
