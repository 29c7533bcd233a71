"""The board without a browser: scene, hit-testing, clicks as moves, description."""

from __future__ import annotations

import random

from tests.games.dragonheart.helpers import mv, pos
from tutor.core import Move
from tutor.core.evolve import evolve
from tutor.games.dragonheart import GAME
from tutor.games.dragonheart.board import HEIGHT, WIDTH
from tutor.games.dragonheart.components import TYPES
from tutor.games.dragonheart.state import CARD_TYPE, CARD_VALUE, DragonheartState

BOARD = GAME.board
NAMES = ["Ana", "Ben"]


def centre(scene, target):
    x, y, w, h = scene.bounds(target)
    return x + w / 2, y + h / 2


def click_through(s: DragonheartState, targets: list[str], viewer: int | None = None) -> Move | None:
    """Click each target at its centre on a freshly drawn scene, as the notebook would."""
    selection: tuple[str, ...] = ()
    for target in targets:
        scene = BOARD.scene(s, viewer, "en", NAMES, selection)
        x, y = centre(scene, target)
        assert scene.hit(x, y) == target, f"{target} is not the topmost target at its centre"
        result = BOARD.click(s, selection, target)
        if result.move is not None:
            return result.move
        selection = result.selection
    return None


def targets_for(s: DragonheartState, m: Move) -> list[str]:
    if m.kind == "start":
        return [f"start:{m.args[0]}"]
    if m.kind == "take":
        return [f"space:{m.args[0]}"]
    hand = list(enumerate(s.hands[s.turn]))
    out = []
    space = str(m.args[0])
    for a in m.args[1:]:
        t, v = (space, a) if isinstance(a, int) else (a.split(":")[0], int(a.split(":")[1]))
        i = next(i for i, c in hand if CARD_TYPE[c] == t and CARD_VALUE[c] == v and f"hand:{i}" not in out)
        out.append(f"hand:{i}")
    return [*out, f"space:{space}"]


def test_the_scene_has_every_space_and_fits_the_canvas():
    s = GAME.new(2, 1)
    s, _ = GAME.apply(s, mv("start 1"))
    scene = BOARD.scene(s, 0, "en", NAMES)
    assert (scene.width, scene.height) == (WIDTH, HEIGHT) == (960, 640)
    assert {f"space:{t}" for t in TYPES} | {f"hand:{i}" for i in range(5)} == scene.targets()
    for shape in scene.shapes:
        assert -1 <= shape.x <= WIDTH + 1 and -1 <= shape.y <= HEIGHT + 1
        for px, py in shape.points:
            assert 0 <= px <= WIDTH and 0 <= py <= HEIGHT
    assert scene.layer("board") and scene.layer("pieces")
    words = " ".join(sh.text for sh in scene.shapes)
    for term in ("Treasure Chest", "Knight", "Below the Ship", "Departures: 0 of 3", "Great Dragon", "Ana", "Ben"):
        assert term in words


def clicks_only(s: DragonheartState, targets: list[str]) -> Move | None:
    selection: tuple[str, ...] = ()
    for target in targets:
        result = BOARD.click(s, selection, target)
        if result.move is not None:
            return result.move
        selection = result.selection
    return None


def test_every_legal_move_is_reachable_by_clicks():
    """Every legal move of 30 games by clicks; in 3 of them, each click at its target's centre on the scene."""
    for seed in range(30):
        rng = random.Random(seed)
        s = GAME.new(2, seed)
        while not GAME.is_over(s):
            for i, m in enumerate(GAME.legal_moves(s)):
                assert clicks_only(s, targets_for(s, m)) == m, (seed, str(m))
                if seed < 3:
                    assert click_through(s, targets_for(s, m), viewer=None if i % 2 else s.turn) == m
            s, _ = GAME.apply(s, rng.choice(GAME.legal_moves(s)))


def test_selection_grows_within_a_type_and_restarts_on_another():
    s = pos(hands=[["troll:1", "troll:3", "dwarf:2"], ["ship:1"]])
    order = [f"{CARD_TYPE[c]}:{CARD_VALUE[c]}" for c in s.hands[0]]
    i_troll1, i_troll3, i_dwarf = order.index("troll:1"), order.index("troll:3"), order.index("dwarf:2")
    sel = BOARD.click(s, (), f"hand:{i_troll1}").selection
    sel = BOARD.click(s, sel, f"hand:{i_troll3}").selection
    assert sorted(sel) == sorted([f"hand:{i_troll1}", f"hand:{i_troll3}"])
    assert BOARD.click(s, sel, f"hand:{i_troll3}").selection == (f"hand:{i_troll1}",)  # unpick
    assert BOARD.click(s, sel, f"hand:{i_dwarf}").selection == (f"hand:{i_dwarf}",)  # another type
    assert BOARD.click(s, sel, "space:troll").move == mv("play troll 1 3")
    wrong = BOARD.click(s, sel, "space:fire_dragon").move
    assert wrong == mv("play fire_dragon troll:1 troll:3") and not GAME.check(s, wrong).legal
    assert BOARD.click(s, (), "space:troll").move is None


def test_hot_targets_lead_to_legal_moves():
    s = pos(spaces={"knight": [1], "sorceress": [2], "troll": [1]}, hands=[["knight:1"], ["ship:1"]])
    s2, _ = GAME.apply(s, mv("play knight 1"))
    hot = BOARD.hot_targets(s2, (), GAME.legal_moves(s2))
    assert hot == {"space:sorceress", "space:troll"}


def test_other_hands_are_not_clickable_and_the_start_buttons_are():
    s = GAME.new(2, 4)
    scene = BOARD.scene(s, None, "es", NAMES)
    assert {"start:1", "start:2"} <= scene.targets()
    assert click_through(s, ["start:2"]) == mv("start 2")
    s, _ = GAME.apply(s, mv("start 2"))
    assert not any(t.startswith("hand:") for t in BOARD.scene(s, 0, "en", NAMES).targets())


def test_describe_names_spaces_piles_and_only_the_viewers_hand():
    s = pos(spaces={"treasure_chest": [1, 4], "knight": [2]}, under_ship=["huntress:1"], departures=1,
            hands=[["troll:1"], ["dwarf:2"]], scores=[["troll:3"], ["sorceress:2"]], dragon=1)
    text = BOARD.describe(s, "en", NAMES, viewer=0)
    assert "Treasure Chest: 2 cards, top card 4" in text
    assert "Knight: 2 (1 of 2 outlines filled)" in text
    assert "Below the Ship: Huntress 1" in text and "Departures: 1 of 3" in text
    assert "Ben holds the Great Dragon figure." in text
    assert "Ana's hand: Troll 1" in text and "Dwarf 2" not in text
    assert "Ana's score pile: Troll 3" in text and "Ben's score pile" not in text  # the cards, not their sum (issue 36)
    teacher = BOARD.describe(s, "en", NAMES)
    assert "Dwarf 2" in teacher and "Ben's score pile: Sorceress 2" in teacher
    assert "Treasure Chest: 2 cards, values 1, 4 (top card last)" in teacher
    assert "宝箱" in BOARD.describe(s, "ja", NAMES, viewer=0)


def test_board_texts_say_one_card_and_two_cards():
    """Counts of cards are plural forms of the catalog ("1 card", "2 cards"; Japanese has one form)."""
    s = pos(spaces={"treasure_chest": [4], "dwarf": [1, 2]}, hands=[["troll:1"], ["dwarf:3"]],
            scores=[["troll:3"], ["sorceress:2", "troll:2"]])
    text = BOARD.describe(s, "en", NAMES)
    assert "Treasure Chest: 1 card, top card 4" in text or "Treasure Chest: 1 card, values 4" in text
    assert "score pile 1 card" in text and "score pile 2 cards" in text
    assert "1 cards" not in text
    seen = [t.text for t in BOARD.scene(s, 0, "en", NAMES, ()).shapes if hasattr(t, "text")]
    assert "1 card" in seen and "Score pile: 2 cards" in seen and "Score pile: 1 card (values 3)" in seen
    assert "1 cards" not in BOARD.describe(s, "es", NAMES)
    one = pos(hands=[["troll:3"], ["dwarf:3"]], scores=[["troll:1"], ["troll:2"]])
    one = evolve(one, phase="over")  # the piles' points are told once the game is over (before: their cards)
    teacher = BOARD.describe(one, "en", NAMES)
    assert "Ana's score pile: 1 point" in teacher and "Ben's score pile: 2 points" in teacher and "1 points" not in teacher
    assert "1 puntos" not in BOARD.describe(one, "es", NAMES)
