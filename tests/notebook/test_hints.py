"""Hints: "what would make this legal?" — each game's remedies, built from the violation's parameters and the
state, cited with the violation's clauses, in en, es and ja; and every violation code has a remedy or is
deliberately left generic."""

from __future__ import annotations

import ast
import random
import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

import pytest

from tests.game_packages import folder_of, part
from tests.games.china import helpers as china
from tests.games.china.helpers import small_board
from tests.games.dragonheart import helpers as dh
from tests.games.river_dragons import helpers as rd
from tests.games.year_of_the_dragon import helpers as yotd
from tutor.core.registry import games, load_game
from tutor.games.year_of_the_dragon import phases
from tutor.games.year_of_the_dragon.components import TILES
from tutor.notebook.saved.hints import hint_lines, nearby, remedy_line
from tutor.text.explain import say

NAMES = sorted(g.spec.name for g in games())
GROUND = re.compile(r"[:.]ok[-.]|\.ground\.")  # grounds (allowing a move) are never violations


# -- every violation code: a remedy, or deliberately generic ---------------------------------------

def _enclosing(node: ast.AST, parent: dict[ast.AST, ast.AST]) -> list[ast.AST]:
    out = []
    while node in parent:
        node = parent[node]
        out.append(node)
    return out


def violation_codes(game: str) -> dict[str, str]:
    """Every code a game's modules build with ``reason(...)`` outside grounds and score lines: code -> where.

    A code given through a variable (``reason(code, ...)``) counts by the string literals assigned to it."""
    found: dict[str, str] = {}
    for path in sorted(folder_of(load_game(game)).glob("*.py")):
        if path.name in ("messages.py", "hints.py"):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        parent = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and getattr(node.func, "id", "") == "reason" and node.args):
                continue
            up = _enclosing(node, parent)
            if any(isinstance(n, ast.Call) and getattr(n.func, "attr", getattr(n.func, "id", "")) in ("ground", "ScoreLine")
                   for n in up):
                continue
            first = node.args[0]
            sources: list[ast.AST] = [first]
            if isinstance(first, ast.Name):
                scope = next((n for n in up if isinstance(n, ast.FunctionDef)), tree)
                sources = [n.value for n in ast.walk(scope) if isinstance(n, ast.Assign)
                           and any(getattr(t, "id", "") == first.id for t in n.targets)]
            for src in sources:
                for c in ast.walk(src):
                    if isinstance(c, ast.Constant) and isinstance(c.value, str) and not GROUND.search(c.value):
                        found.setdefault(c.value, f"{path.name}:{node.lineno}")
    return found


@pytest.mark.parametrize("name", NAMES)
def test_every_violation_code_has_a_remedy_or_is_left_generic(name):
    game = load_game(name)
    hints = part(game, "hints")
    codes = violation_codes(name)
    # a small game may have a few codes, each with its remedy (no NO_REMEDY): docs/adding-a-game.md
    generic = getattr(hints, "NO_REMEDY", frozenset()) if game.spec.small else hints.NO_REMEDY
    assert len(codes) >= (2 if game.spec.small else 10) and set(codes) <= set(game.messages), set(codes) - set(game.messages)
    missing = {c: where for c, where in codes.items() if c not in game.remedies and c not in generic}
    assert not missing, f"give these codes a remedy in tutor/games/{name}/hints.py, or list them in NO_REMEDY: {missing}"
    assert game.remedies is hints.REMEDIES and not set(hints.REMEDIES) & generic
    stale = (set(hints.REMEDIES) | generic) - set(codes)
    assert not stale, f"no longer emitted: {stale}"


# -- real illegal positions: the remedy's numbers, its citation, three languages --------------------

@dataclass(frozen=True)
class Case:
    game: str
    state: Callable[[], Any]
    move: str
    code: str
    says: tuple[str, ...]  # fragments of the English remedy


def _yotd_month() -> Any:
    return yotd.position(4, month=3, groups=[["taxes", "build"], ["harvest", "taxes"], ["parade"], ["research", "privilege"]],
                         dragons=[["Anna"], [], [], []], turn="Doro", players={"Doro": {"yuan": 2}})


def _yotd_privilege_fee() -> Any:
    return yotd.position(4, month=3, groups=[["taxes", "privilege"], ["harvest"], ["parade"], ["research", "privilege"]],
                         dragons=[[], [], [], ["Anna"]], turn="Doro", players={"Doro": {"yuan": 4}})


def _yotd_person(**anna: Any) -> Callable[[], Any]:
    return lambda: yotd.position(2, phase="person", turn="Anna", players={"Anna": anna} if anna else None)


def _yotd_no_young_monk() -> Any:
    state = yotd.position(2, phase="person", turn="Anna")
    display = list(state.display)
    display[TILES.index(("monk", "young"))] = 0
    return replace(state, display=tuple(display))


def _yotd_drought() -> Any:
    state = yotd.position(2, phase="event", event="drought",
                          players={"Anna": {"rice": 1, "palaces": [[2, "farmer", "monk"], [2, "scholar", "healer"],
                                                                   [1, "warrior"]]}})
    state = phases.run_event(state, "drought", [])
    return yotd.play(state, "release 1 1")[0]


def _yotd_earthquake() -> Any:
    state = yotd.position(2, {"super_events": "earthquake"}, month=7, phase="event", event="festival",
                          players={"Anna": {"track": 5, "palaces": [[1, "monk"], [2, "farmer", "scholar"]]}})
    return phases._stage_super(replace(state, stage="super"), [])


CHINA_BOARD = small_board([("wei", "red", 4), ("qi", "yellow", 4), ("chin", "yellow", 4), ("chu", "purple", 6)])


def _china(**extra: Any) -> Callable[[], Any]:
    return lambda: china.position(board=CHINA_BOARD, hands={0: ["yellow", "yellow", "red"]}, houses={5: 1}, **extra)


def _dh(**position: Any) -> Callable[[], Any]:
    return lambda: dh.pos(**position)


DH_HAND = [["troll:1", "troll:3", "fire_dragon:2"], ["dwarf:1"]]
RD_MOVES = {"stones": ["i10", "i15", "i13"], "planks": ["yellow1 i10 i15", "yellow3 yellow i10"]}
RD_JUMP = {"stones": ["i7", "i13", "i16", "i9", "i14"],
           "planks": ["blue2 i7 i13", "red2 i13 i16", "yellow2 i16 i9", "green3 i16 i14"],
           "pawns": {"green": "blue2", "red": "red2", "yellow": "yellow2"}}

CASES = [
    # In the Year of the Dragon
    Case("year_of_the_dragon", _yotd_month, "action 1 taxes", "yotd:fee",
         ("You need 1 more yuan", "you have 2", "costs 3", "without a dragon that offers Taxes: 2.")),
    Case("year_of_the_dragon", _yotd_month, "action 4 privilege large", "yotd:privilege-cost",
         ("You need 4 more yuan", "costs 6 (old edition)", "small privilege costs 2")),
    Case("year_of_the_dragon", _yotd_privilege_fee, "action 4 privilege small", "yotd:fee-and-small-privilege",
         ("You need 1 more yuan", "3 for the dragon and 2 for the privilege make 5", "have 4", "groups 1.")),
    Case("year_of_the_dragon", _yotd_month, "action 3 taxes", "yotd:not-in-group",
         ("Groups offering Taxes this month: 1, 2", "group 3 holds Military Parade")),
    Case("year_of_the_dragon", _yotd_month, "action 4 privilege", "yotd:privilege-size",
         ("small (2 yuan) or large (6 yuan)",)),
    Case("year_of_the_dragon", _yotd_person(palaces=[[1, "monk"], [2]]), "recruit farmer young 1", "yotd:palace-full",
         ("Put the person in palace 2: it has room.",)),
    Case("year_of_the_dragon", _yotd_person(palaces=[[1, "monk"], [2]]), "dismiss scholar young", "yotd:must-place",
         ("Put the person in palace 2: it has room.",)),
    Case("year_of_the_dragon", _yotd_person(cards=["farmer", "joker"]), "recruit monk young 1", "yotd:no-card",
         ("you hold a joker", "add joker")),
    Case("year_of_the_dragon", _yotd_no_young_monk, "recruit monk young 1", "yotd:tile-gone",
         ("Take the Old Monk instead: 1 left.",)),
    Case("year_of_the_dragon", _yotd_drought, "release 1 1", "yotd:drought-distinct",
         ("has not hit yet: 2, 3.",)),
    Case("year_of_the_dragon", _yotd_earthquake, "demolish 2", "yotd:demolish-who",
         ("a place from 1 to 2 of palace 2",)),
    # China
    Case("china", _china(), "place qi yellow house:5", "china.space-taken", ("free house spaces of Qi are: 6, 7, 8.",)),
    Case("china", _china(), "place wei red house:5", "china.wrong-region",
         ("House space 5 is in Qi", "free house spaces of Wei are: 1, 2, 3, 4.")),
    Case("china", _china(), "place wei yellow house:1", "china.lone-card",
         ("second Yellow card (you hold 2)", "Red cards for Wei (you hold 1)")),
    Case("china", _china(), "place qi yellow house:6 house:7", "china.too-few-cards",
         ("for the 1 piece not paid for", "place 1 piece fewer")),
    Case("china", _china(), "place qi yellow+yellow emissary emissary", "china.emissary-cap",
         ("at most 1 emissary in Qi", "(now 1)")),
    Case("china", _china(), "place chin yellow emissary", "china.no-house-in-region",
         ("Place a house in Chin first", "where houses stand: Qi.")),
    Case("china", _china(), "exchange orange deck", "china.no-card-to-give", ("Discard a card you hold: Yellow, Yellow, Red.",)),
    Case("china", _china(supply={0: {"houses": 1, "emissaries": 0}}), "place qi yellow+yellow house:6 house:7",
         "china.no-houses-left", ("Place at most 1 house: that is all you have left.",)),
    Case("china", _china(supply={0: {"houses": 1, "emissaries": 3}}), "place qi yellow+yellow house:6 house:7",
         "china.no-houses-left",
         ("Place at most 1 house: that is all you have left; you can also place emissaries (you have 3).",)),
    # Dragonheart
    Case("dragonheart", _dh(hands=DH_HAND), "play troll 2", "dh.not-in-hand", ("Your Troll cards have values 1, 3.",)),
    Case("dragonheart", _dh(hands=DH_HAND), "play troll", "dh.no-cards", ("your Troll cards have values 1, 3",)),
    Case("dragonheart", _dh(hands=DH_HAND), "play troll 1 fire_dragon:2", "dh.mixed-cards",
         ("Play only Troll cards on the Troll space: leave out Fire Dragon.",)),
    Case("dragonheart", _dh(hands=DH_HAND), "play dwarf 1", "dh.not-in-hand",
         ("You hold no Dwarf card", "picture you hold: Fire Dragon, Troll.")),
    Case("dragonheart", _dh(spaces={"dwarf": [1, 2, 1]}, hands=[["dwarf:2", "dwarf:3"], ["dwarf:1"]]), "play dwarf 2 3",
         "dh.too-many-cards", ("Leave out 1 card: the Dwarf space has room for 1 now.",)),
    # River Dragons
    Case("river_dragons", lambda: rd.acting("plank1", stones=["i1", "i4", "i3"], chosen="green2"), "plank i1 i4",
         "rd.too-short", ("spans at most 2 units", "island 1 and island 4 are 2.53 units apart")),
    Case("river_dragons", lambda: rd.acting("stone1", stones=["i3"]), "stone i3", "rd.island-taken",
         ("nearest to island 3: island 1, island 4, island 2.",)),
    Case("river_dragons", lambda: rd.acting("plank1", stones=["i1", "i2"]), "take red2", "rd.not-in-reserve",
         ("Your reserve holds: the green plank number 1, the green plank number 2,",)),
    Case("river_dragons", lambda: rd.acting("move2", pawns={"green": "yellow3"}, **RD_MOVES), "move yellow1",
         "rd.move2-two-steps", ("Add a second step from the yellow plank number 1: the yellow plank number 3.",)),
    Case("river_dragons", lambda: rd.acting("move1", pawns={"green": "yellow3"}, **RD_MOVES), "move yellow1 yellow3",
         "rd.move1-one-step", ("stop at the yellow plank number 1.",)),
    Case("river_dragons", lambda: rd.acting("jump", **RD_JUMP), "jump red2 yellow2", "rd.jump-occupied",
         ("free plank next to the red plank number 2: the green plank number 3.",)),
    Case("river_dragons", lambda: rd.pos(programs={"green": ["dragon-red", "move1"]}), "p0: program dragon-blue",
         "rd.one-dragon", ("Program a card you still hold: Place 1 stone", "Move 2, Jump.")),
]


def _remedy(case: Case, lang: str) -> tuple[Any, Any]:
    game = load_game(case.game)
    state, mv = case.state(), game.parse_move(case.move)
    verdict = game.check(state, mv)
    assert case.code in verdict.codes, verdict.codes
    v = next(v for v in verdict.violations if v.code == case.code)
    return v, remedy_line(game, state, mv, v, lang)


@pytest.mark.parametrize("case", CASES, ids=[f"{c.code}:{c.move}" for c in CASES])
def test_the_remedy_gives_the_concrete_fix_and_cites_the_violation(case):
    game = load_game(case.game)
    v, line = _remedy(case, "en")
    assert case.code in game.remedies and line.text != say(game, v, "en"), "the remedy, not the violation restated"
    for fragment in case.says:
        assert fragment in line.text, line.text
    assert [c.id for c in line.citations] == list(v.clauses)
    numbers = re.findall(r"\d+(?:\.\d+)?", line.text)
    for lang in ("es", "ja"):
        _, translated = _remedy(case, lang)
        assert "%(" not in translated.text and ")s" not in translated.text, translated.text
        assert translated.text != line.text, f"{lang}: untranslated: {translated.text}"
        written = {n.replace(",", ".") for n in re.findall(r"\d+(?:[.,]\d+)?", translated.text)}  # «2,53»
        assert set(numbers) <= written, translated.text
        assert [c.id for c in translated.citations] == list(v.clauses)


def test_games_with_cases():
    covered = {c.game: {x.code for x in CASES if x.game == c.game} for c in CASES}
    assert set(covered) == set(NAMES) and all(len(codes) >= 3 for codes in covered.values())


def test_a_hint_is_remedies_then_the_nearest_legal_moves():
    state, game = _yotd_month(), load_game("year_of_the_dragon")
    mv = game.parse_move("action 1 taxes")
    lines = hint_lines(game, state, mv, game.check(state, mv), "en")
    assert lines[0].code == "yotd:fee" and "yotd.actions.fee" in [c.id for c in lines[0].citations]
    first = game.describe_move(state, game.parse_move("action 2 taxes"), "en")  # shares "taxes": first
    assert first == "take the action Taxes from group 2"
    assert lines[-1].text.startswith(f"Or play one of: {first} / ")  # in words, not the notation
    assert lines[-1].citations  # cited by the grounds of the first alternative
    assert all(game.check(state, m).legal for m in nearby(game, state, mv))


def test_without_a_remedy_the_violation_is_restated():
    game = load_game("year_of_the_dragon")
    state = yotd.position(2, turn="Anna")
    mv = game.parse_move("release 1 1")
    verdict = game.check(state, mv)
    assert verdict.codes == ("yotd:no-voluntary-release",)
    line = remedy_line(game, state, mv, verdict.violations[0], "es")
    assert line.text == say(game, verdict.violations[0], "es") and line.citations


def test_a_remedy_that_finds_nothing_concrete_falls_back_to_the_violation():
    game = load_game("china")
    state = china.position(board=CHINA_BOARD, hands={0: []})
    mv = game.parse_move("exchange red deck")
    v = next(v for v in game.check(state, mv).violations if v.code == "china.no-card-to-give")
    assert game.remedies[v.code](state, mv, v.args) is None  # an empty hand: no card to suggest
    assert remedy_line(game, state, mv, v, "en").text == say(game, v, "en")


# -- remedies on positions from real play: they never fail and always fill every placeholder --------

def _mutations(moves: list[Any], rng: random.Random, n: int) -> list[Any]:
    """Moves seen in the game with one argument swapped for another seen in the same place."""
    out = []
    for _ in range(n):
        m = rng.choice(moves)
        if not m.args:
            continue
        i = rng.randrange(len(m.args))
        others = [o.args[i] for o in moves if len(o.args) > i and o.kind == m.kind] or [m.args[i]]
        out.append(replace(m, args=(*m.args[:i], rng.choice(others), *m.args[i + 1:])))
    return out


@pytest.mark.parametrize("name", NAMES)
def test_remedies_render_on_positions_from_random_play(name):
    game = load_game(name)
    rng = random.Random(7)
    players = game.spec.default_players or game.spec.players[0]
    state = game.new(players, 3)
    seen: list[Any] = []
    codes: set[str] = set()
    for _ in range(60):
        if game.is_over(state):
            break
        legal = game.legal_moves(state)
        seen = (seen + rng.sample(legal, min(6, len(legal))))[-300:]
        for mv in [*rng.sample(seen, min(6, len(seen))), *_mutations(seen, rng, 6)]:
            verdict = game.check(state, mv)
            for v in verdict.violations:
                codes.add(v.code)
                for lang in ("en", "es", "ja"):
                    text = remedy_line(game, state, mv, v, lang).text
                    assert "%(" not in text and text.strip(), (v.code, lang, text)
        state, _ = game.apply(state, rng.choice(legal))
    assert codes & set(game.remedies), codes  # some remedies were exercised


def test_a_forfeit_while_tiles_remain_offers_only_the_moves_that_can_take_one_yotd_person_sold_out():
    """With room in a palace the remedy names recruits; with every palace full it names replace or dismiss
    (a recruit would be illegal there), never a move the learner cannot make."""
    game = load_game("year_of_the_dragon")
    roomy = yotd.position(2, phase="person", turn="Anna", players={"Anna": {"palaces": [[2], [2]], "cards": ["farmer"]}})
    full = yotd.position(2, phase="person", turn="Anna",
                         players={"Anna": {"palaces": [[1, "monk"], [1, "scholar"]], "cards": ["farmer"]}})
    for state, want, unwanted in ((roomy, "recruit farmer", "dismiss"), (full, "dismiss farmer", "recruit")):
        mv = game.parse_move("forfeit farmer")
        verdict = game.check(state, mv)
        assert verdict.codes == ("yotd:not-sold-out",)
        line = remedy_line(game, state, mv, verdict.violations[0], "en")
        assert want in line.text and unwanted not in line.text, line.text
        assert all(m.split(" ")[0] in ("recruit", "replace", "dismiss")
                   for m in line.text.split("(")[-1].rstrip(").").split(", "))
        assert "yotd.person.sold-out" in [c.id for c in line.citations]


def _tries(name: str, state: Any, player: int, rng: random.Random) -> list[Any]:
    """Moves to try as the mover: the game's candidates, and for Dragonheart plays of any card (held or not)."""
    game = load_game(name)
    if name == "dragonheart":
        from tutor.core.moves import Move
        from tutor.games.dragonheart.components import TYPES
        moves = [Move("play", (t, v)) for t in TYPES for v in range(1, 10)] + [Move("take", (t,)) for t in TYPES]
    else:
        moves = [m for m in game.candidate_moves(state) if m.player in (None, player)]
    rng.shuffle(moves)
    return moves[:6]


@pytest.mark.parametrize("name, players", [("dragonheart", 2), ("china", 3), ("river_dragons", 3), ("year_of_the_dragon", 3)])
def test_a_hint_tells_the_mover_nothing_their_own_view_does_not(name, players):
    """Hints are built from the true state; on random positions every hint for an illegal move of the
    mover reads exactly the same when built from the mover's observation (hidden hands, programs and
    the random stream dealt out): no hidden card leaks through a remedy or the nearby moves."""
    game, rng, compared = load_game(name), random.Random(7), 0
    for seed in range(3):
        state = game.new(players, seed)
        for _ in range(40):
            if game.is_over(state):
                break
            mover = game.to_move(state)[0]
            view = game.observation(state, mover)
            for mv in _tries(name, state, mover, rng):
                verdict = game.check(state, mv)
                if not verdict.legal:
                    compared += 1
                    assert ([ln.text for ln in hint_lines(game, state, mv, verdict, "en")]
                            == [ln.text for ln in hint_lines(game, view, mv, game.check(view, mv), "en")]), mv
            state, _ = game.apply(state, rng.choice([m for m in game.legal_moves(state) if m.player in (None, mover)]))
    assert compared >= 20
