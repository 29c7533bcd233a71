"""The board: scene, clicks and description, without a browser."""

from __future__ import annotations

import random

from tutor.core import move
from tutor.games.china import GAME

BOARD = GAME.board  # type: ignore[attr-defined]


def clicks_for(state, mv):
    """The clicks that make a move: cards of the hand, then spaces or dragon spaces (or deck/open cards)."""
    if mv.kind == "start":
        return [f"player:{mv.args[0]}"]
    if mv.kind == "draw":
        return ["deck" if mv.args[0] == "deck" else f"open:{mv.args[0]}"]
    if mv.kind == "pass":
        return ["pass"]
    hand = list(state.hands[state.turn])
    used: list[int] = []

    def pick(colour):
        i = next(j for j, h in enumerate(hand) if h == colour and j not in used)
        used.append(i)
        return f"card:{i}"

    if mv.kind == "exchange":
        return [pick(mv.args[0]), "deck" if mv.args[1] == "deck" else f"open:{mv.args[1]}"]
    out = [pick(c) for c in str(mv.args[1]).split("+")]
    for token in mv.args[2:]:
        kind, _, arg = str(token).partition(":")
        out += (
            [f"dragon:{mv.args[0]}"] if kind == "emissary" else ["fort", f"space:{arg}"] if kind == "fort" else [f"space:{arg}"]
        )
    return out


def centre(scene, target):
    shape = next(s for s in scene.shapes if s.target == target)
    if shape.kind == "rect":
        return shape.x + shape.w / 2, shape.y + shape.h / 2
    if shape.kind == "circle":
        return shape.x, shape.y
    xs, ys = [p[0] for p in shape.points], [p[1] for p in shape.points]
    return sum(xs) / len(xs), sum(ys) / len(ys)


def test_every_legal_move_is_reachable_by_clicks_at_target_centres():
    rng = random.Random(3)
    checked = 0
    for seed in range(4):
        state = GAME.new(3 + seed % 3, seed, {"fortifications": seed % 2 == 0})
        while not GAME.is_over(state):
            legal = GAME.legal_moves(state)
            scene = BOARD.scene(state, None, "en", [])
            for mv in rng.sample(legal, min(12, len(legal))):
                selection: tuple[str, ...] = ()
                result = None
                for target in clicks_for(state, mv):
                    x, y = centre(scene, target)
                    hit = scene.hit(x, y)
                    assert hit == target, (target, hit)
                    result = BOARD.click(state, selection, hit)
                    selection = result.selection
                assert result is not None and result.move == mv
                checked += 1
            state, _ = GAME.apply(state, rng.choice(legal))
    assert checked > 500


def test_scene_shows_map_track_cards_and_hand():
    state = GAME.new(4, 1)
    state, _ = GAME.apply(state, move("start", 0))
    scene = BOARD.scene(state, 0, "es", ["Ana", "Bea", "Carla", "Dora"])
    targets = scene.targets()
    assert {f"space:{s.id}" for s in state.board.spaces} <= targets
    assert {f"dragon:{r.id}" for r in state.board.regions} <= targets
    assert {"deck", "pass", "card:0", "card:1", "card:2"} <= targets
    texts = [s.text for s in scene.shapes if s.kind == "text"]
    assert "Pista de puntuación" in texts and "Mazo de robo" in texts
    assert all(str(a.number) in texts for a in state.board.alliances)
    assert min(s.x for s in scene.shapes) >= 0 and max(s.x for s in scene.shapes if s.kind == "rect") <= 960


def test_scene_hides_other_hands():
    state = GAME.new(3, 2)
    state, _ = GAME.apply(state, move("start", 0))
    scene = BOARD.scene(GAME.observation(state, 1), 1, "en", [])
    cards = [s for s in scene.shapes if (s.target or "").startswith("card:")]
    assert len(cards) == len(state.hands[1])


def test_describe_lists_regions_and_players():
    state = GAME.new(5, 3)
    text = BOARD.describe(state, "en", [], viewer=2)
    assert "Chu (Purple)" in text and "Your hand" in text and "not public as data" in text
    assert "Player 5" in text


def test_point_cards_are_drawn_past_50_and_100():
    from dataclasses import replace

    state = replace(GAME.new(3, 1), score=(103, 51, 0))
    scene = BOARD.scene(state, None, "en", [])
    assert sum(1 for s in scene.shapes if s.kind == "text" and s.text == "50") == 3
