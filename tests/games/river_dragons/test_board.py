"""River Dragons boards as data (designed boards, users' boards) and the board view (scene, clicks, words)."""

from __future__ import annotations

import math
import random
from pathlib import Path

import pytest
import yaml

from tests.games.river_dragons.helpers import acting, pos
from tutor.core import InputError
from tutor.games.river_dragons import GAME
from tutor.games.river_dragons.board import RiverBoardView
from tutor.games.river_dragons.boardfile import BOARDS, board_from_data, board_to_data, builtin_board, load_board

VIEW: RiverBoardView = GAME.board  # type: ignore[attr-defined]


# -- the designed boards -------------------------------------------------------------------------
def test_standard_board_has_27_islands_and_six_villages_evenly_round():
    """rd.actions.stone-1.place ("one of the 27 islands"); six villages evenly round the river."""
    b = builtin_board("standard")
    assert b.side == "islands" and len(b.islands) == 27 and len(b.villages) == 6
    angles = [math.degrees(math.atan2(v.y, v.x)) % 360 for v in b.villages]
    steps = [(angles[i] - angles[(i + 1) % 6]) % 360 for i in range(6)]
    assert all(abs(s - 60) < 0.5 for s in steps)  # clockwise, 60 degrees apart
    assert all(abs(math.hypot(v.x, v.y) - b.radius) < 0.05 for v in b.villages)
    for v in b.villages:  # the destination is the village opposite
        d = b.village_map[v.destination]
        assert math.hypot(v.x + d.x, v.y + d.y) < 0.1 and d.destination == v.colour
    for island in b.islands:
        assert math.hypot(island.x, island.y) + b.island_radius <= b.radius


def test_every_plank_size_has_a_use_on_the_standard_board():
    """Plank k spans supports at most k units apart: every size 1-6 fits somewhere, every village is reachable."""
    b = builtin_board("standard")
    ids = [i.id for i in b.islands]
    gaps = sorted(b.dist(x, y) for i, x in enumerate(ids) for y in ids[i + 1:])
    assert gaps[0] <= 1.0
    for v in b.villages:
        assert min(b.dist(v.colour, i) for i in ids) <= 3.0


def test_expert_side_is_a_fine_grid_of_water_points():
    """rd.actions.stones.expert.in-water: stones go on water points, not islands."""
    b = builtin_board("expert")
    assert b.side == "water" and not b.islands and b.water is not None
    assert len(b.spots) > 200
    assert all(math.hypot(p.x, p.y) <= b.radius - b.water.margin + 1e-9 for p in b.spots)
    xs = sorted({p.x for p in b.spots})
    assert abs(xs[1] - xs[0] - b.water.spacing) < 1e-9


def test_board_files_say_where_they_come_from():
    for name in ("standard", "expert"):
        text = (BOARDS / f"{name}.yaml").read_text(encoding="utf-8")
        assert "PROVENANCE" in text and "DESIGNED" in text and "not published" in text


@pytest.mark.parametrize("players, colours", [(2, ("pink", "black")), (3, ("pink", "blue", "red")),
                                              (4, ("green", "blue", "red", "yellow"))])
def test_village_guides_give_the_rulebook_colours(players, colours):
    assert builtin_board("standard").colours_for(players) == colours


# -- users' boards -------------------------------------------------------------------------------
def test_a_users_board_file_loads_and_plays(tmp_path: Path):
    data = board_to_data(builtin_board("standard"))
    data["name"] = "mine"
    data["islands"] = data["islands"][:10]
    path = tmp_path / "mine.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    board = load_board(path)
    assert board.name == "mine" and len(board.spots) == 10
    s = GAME.new_on(board, 4)
    assert GAME.legal_moves(s)
    s2 = pos(board=str(path), stones=["i1"])
    assert s2.board == board


@pytest.mark.parametrize("change, field", [
    (lambda d: d.update(colour="x"), "colour"),
    (lambda d: d["villages"][0].update(colour="purple"), "villages[0].colour"),
    (lambda d: d["villages"][0].update(players=[2, 4]), "villages"),
    (lambda d: d["villages"][1].update(destination="green"), "villages[1].destination"),
    (lambda d: d["islands"].append({"id": "i99", "at": [d["islands"][0]["at"][0] + 0.1, d["islands"][0]["at"][1]]}),
     "islands[27].at"),
    (lambda d: d["islands"].append({"id": "i98", "at": [9, 9]}), "islands[27].at"),
    (lambda d: d["islands"].append({"id": "i1", "at": [6.0, -1.0]}), "islands[27].id"),
    (lambda d: d["villages"][0].update(at=[0, 1]), "villages[0].at"),
    (lambda d: d.update(side="sky"), "side"),
])
def test_a_bad_board_names_its_field(change, field):
    data = board_to_data(builtin_board("standard"))
    data = yaml.safe_load(yaml.safe_dump(data))
    change(data)
    with pytest.raises(InputError) as err:
        board_from_data(data, "mine.yaml")
    assert err.value.field == field


def test_a_missing_board_file_is_an_input_error(tmp_path: Path):
    with pytest.raises(InputError):
        load_board(tmp_path / "nope.yaml")


# -- the scene -----------------------------------------------------------------------------------
def _targets_centre(scene, target):
    x, y, w, h = scene.bounds(target)
    return x + w / 2, y + h / 2


def test_scene_draws_the_river_villages_islands_and_the_panel():
    s = acting("plank1", stones=["i1", "i2", "i22"], planks=["red3 red i22"], pawns={"blue": "red3"})
    scene = VIEW.scene(s, None, "en", [])
    assert scene.width == 960 and scene.height == 640
    targets = scene.targets()
    assert {f"spot:i{k}" for k in range(1, 28)} <= targets
    assert {f"village:{c}" for c in ("pink", "green", "blue", "black", "red", "yellow")} <= targets
    assert "plank:red3" in targets and "reserve:0:green3" in targets
    for s_ in scene.shapes:
        assert -1 <= s_.x <= 961 and -1 <= s_.y <= 641
    texts = " ".join(sh.text for sh in scene.shapes if sh.kind == "text")
    assert "Stone reserve: 24" in texts and "Turn 1" in texts
    plank = next(sh for sh in scene.shapes if sh.kind == "polygon" and sh.target == "plank:red3")
    (ax, ay), (bx, by) = plank.points[0], plank.points[1]
    scale = VIEW._scale(s)
    assert abs(math.hypot(bx - ax, by - ay) - s.board.dist("red", "i22") * scale) < 0.01  # drawn to length
    assert plank.fill == "#d23c32"  # in its colour


def test_scene_in_spanish_and_japanese_uses_the_glossary():
    s = GAME.new(3)
    es = " ".join(sh.text for sh in VIEW.scene(s, 0, "es", []).shapes if sh.kind == "text")
    ja = " ".join(sh.text for sh in VIEW.scene(s, 0, "ja", []).shapes if sh.kind == "text")
    assert "Reserva de piedras" in es and "石のストック" in ja


def test_hands_are_shown_only_to_their_owner():
    s = GAME.new(3)
    mine = {t for t in VIEW.scene(s, 1, "en", []).targets() if t.startswith("hand:")}
    assert mine and all(t.startswith("hand:1:") for t in mine)
    teacher = {t.split(":")[1] for t in VIEW.scene(s, None, "en", []).targets() if t.startswith("hand:")}
    assert teacher == {"0", "1", "2"}


def test_programming_by_clicking_hand_cards_fills_the_slots_left_to_right():
    s = GAME.new(2)
    scene = VIEW.scene(s, 0, "en", [])
    x, y = _targets_centre(scene, "hand:0:move2")
    assert scene.hit(x, y) == "hand:0:move2"
    result = VIEW.click(s, (), "hand:0:move2")
    assert result.move is not None and str(result.move) == "p0: program move2"
    s, _ = GAME.apply(s, result.move)
    assert s.programs[0] == ("move2",)
    assert "hand:0:move2" not in VIEW.scene(s, 0, "en", []).targets()


def test_click_a_plank_in_the_reserve_then_two_ends():
    s = acting("plank1", stones=["i1", "i2"])
    scene = VIEW.scene(s, None, "en", [])
    x, y = _targets_centre(scene, "reserve:0:green2")
    assert scene.hit(x, y) == "reserve:0:green2"
    take = VIEW.click(s, (), "reserve:0:green2").move
    assert take is not None and str(take) == "take green2"
    s, _ = GAME.apply(s, take)
    first = VIEW.click(s, (), "spot:i1")
    assert first.move is None and first.selection == ("spot:i1",)
    assert VIEW.click(s, first.selection, "spot:i1").selection == ()  # a second click drops it
    second = VIEW.click(s, first.selection, "spot:i2")
    assert second.move is not None and str(second.move) == "plank i1 i2" and GAME.check(s, second.move).legal
    hl = VIEW.scene(s, None, "en", [], selection=("spot:i1",)).layer("highlight")
    assert hl


def test_click_a_village_at_its_centre_to_move_there():
    s = acting("move2", stones=["i10", "i15"], planks=["yellow1 i10 i15", "yellow3 yellow i10"],
               pawns={"green": "yellow3"})
    scene = VIEW.scene(s, None, "en", [])
    x, y = _targets_centre(scene, "village:yellow")
    assert scene.hit(x, y) == "village:yellow"
    assert str(VIEW.click(s, (), "village:yellow").move) == "move yellow"
    step = VIEW.click(s, (), "plank:yellow1")
    assert step.move is None
    assert str(VIEW.click(s, step.selection, "plank:yellow3").move) == "move yellow1 yellow3"


def _sample_states(n: int) -> list:
    out = []
    for seed in range(n):
        rng = random.Random(seed)
        s = GAME.new(2 + seed % 5, seed, {"turn_limit": 0, "board": "expert" if seed % 7 == 3 else "standard"})
        for _ in range(rng.randint(5, 120)):
            s, _ = GAME.apply(s, rng.choice(GAME.legal_moves(s)))
            if GAME.is_over(s):
                break
        out.append(s)
    return out


def test_every_legal_move_is_reachable_by_clicks():
    for s in _sample_states(25):
        if GAME.is_over(s):
            continue
        scene = VIEW.scene(s, None, "en", [])
        targets = scene.targets()
        for m in GAME.legal_moves(s):
            selection: tuple[str, ...] = ()
            result = None
            for target in VIEW.clicks_for(s, m):
                assert target in targets, (str(m), target)
                result = VIEW.click(s, selection, target)
                selection = result.selection
            assert result is not None and result.move == m, (str(m), result)
        hot = VIEW.hot_targets(s, (), GAME.legal_moves(s)) if s.phase == "resolve" else set()
        assert hot or s.phase != "resolve"


def test_describe_tells_the_board_in_words_without_leaking():
    s = acting("stone1", stones=["i1"], programs={"blue": ["stone1", "stone2", "dragon-red", "plank1", "move1"]})
    text = VIEW.describe(s, "en", [], viewer=2)
    assert "Turn 1" in text and "Stone reserve: 26" in text and "Player 3 (red)" in text
    assert "Dragon card (red)" not in text  # blue's third card is still face down
    assert "Dragon card (red)" in VIEW.describe(s, "en", [], viewer=None)
    assert "Mano" in VIEW.describe(s, "es", [], viewer=None)
