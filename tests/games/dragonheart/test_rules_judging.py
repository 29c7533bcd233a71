"""Judging the mover and listing every fault (issue 20), and what the no-choice and answer lines say (issue 15)."""

from __future__ import annotations

import random

import pytest

from tests.games.dragonheart.helpers import apply, mv, pos
from tutor.core import Move
from tutor.core.evolve import evolve
from tutor.core.verdict import Reason
from tutor.games.dragonheart import GAME
from tutor.games.dragonheart.components import TYPES
from tutor.games.dragonheart.rules import RULES
from tutor.games.dragonheart.state import CARD_TYPE, CARD_VALUE, DragonheartState
from tutor.notebook.saved.hints import remedy_line
from tutor.text.explain import line


def say(r: Reason, lang: str = "en") -> str:
    return line(GAME, r, lang, ("Green", "Red")).text


def as_player(m: Move, player: int) -> Move:
    return Move(m.kind, m.args, player)


# -- issue 20: out-of-turn moves are judged on the mover's own hand -----------------------------------
def test_green_out_of_turn_dwarf_is_judged_on_greens_hand():
    s = pos(turn=1, hands=[["dwarf:1", "dwarf:2"], ["troll:1"]])
    v = GAME.check(s, mv("p0: play dwarf 1"))
    assert v.codes == ("dh.not-your-turn",), v.codes
    v = GAME.check(s, mv("p0: play dwarf 3"))
    assert v.codes == ("dh.not-your-turn", "dh.not-in-hand")
    assert v.violations[1].args["player"] == 0 and "Green holds no Dwarf card of value 3" in say(v.violations[1])


def test_the_hint_for_an_out_of_turn_play_names_the_movers_cards_not_the_opponents():
    s = pos(turn=1, hands=[["dwarf:1", "dwarf:2"], ["dwarf:3", "troll:1"]])
    m = mv("p0: play dwarf 3")
    r = next(r for r in GAME.check(s, m).violations if r.code == "dh.not-in-hand")
    assert remedy_line(GAME, s, m, r, "en").text == "Your Dwarf cards have values 1, 2."


def test_out_of_turn_play_during_a_pending_choice_is_not_told_it_already_played():
    s = pos(turn=0, spaces={"knight": [1], "sorceress": [2], "troll": [1, 3]},
            hands=[["knight:2", "dwarf:1"], ["troll:2"]])
    s, _ = apply(s, "play knight 2")
    assert s.phase == "choose"
    assert GAME.check(s, mv("p1: play troll 2")).codes == ("dh.not-your-turn",)
    assert GAME.check(s, mv("p1: take troll")).codes == ("dh.not-your-turn",)


# -- issue 20: a pending choice does not hide the one-space rule ---------------------------------------
def test_after_the_second_knight_more_dwarves_break_the_one_space_rule():
    s = pos(turn=0, spaces={"knight": [1], "sorceress": [2], "troll": [1, 3], "dwarf": [1, 1, 1]},
            hands=[["knight:2", "dwarf:1", "dwarf:2"], ["ship:1"]])
    s, _ = apply(s, "play knight 2")
    v = GAME.check(s, mv("play dwarf 1 2"))
    assert v.codes == ("dh.played-this-turn", "dh.too-many-cards")
    assert "dh.turn.play.one-space" in v.violations[0].clauses
    text = say(v.violations[0])
    assert "no more cards can be played until Green's next turn" in text and "first" not in text
    assert "dh.turn.play.one-space" in GAME.check(s, mv("play dwarf 1")).clauses


def test_an_unknown_space_does_not_hide_cards_missing_from_the_hand():
    """Before, an unknown space returned at once: the cards named were never looked for in the hand."""
    s = pos(hands=[["dwarf:1"], ["dwarf:3"]])
    v = GAME.check(s, Move("play", ("moat", "dwarf:3", "troll:1")))
    assert v.codes == ("dh.unknown-space", "dh.mixed-cards", "dh.not-in-hand", "dh.not-in-hand")
    assert [r.args["card"] for r in v.violations[2:]] == ["card.dwarf", "card.troll"]


# -- issue 15: the no-choice message and the answers' wording and citations ----------------------------
def test_no_choice_after_an_automatic_sorceress_says_one_space_and_why_no_choice_was_asked():
    s = pos(turn=0, spaces={"treasure_chest": [2, 4]}, hands=[["sorceress:1"], ["dwarf:1"]])
    s, events = apply(s, "play sorceress 1")
    assert "dh.only-source" in [e.code for e in events]
    for text in ("take petrified_dragon", "p0: take treasure_chest"):
        v = GAME.check(s, mv(text))
        r = next(r for r in v.violations if r.code == "dh.no-choice")
        assert {"dh.spaces.sorceress.one-space", "dh.spaces.empty-space"} <= set(r.clauses)
        en = say(r)
        assert "only from one space, never both" in en and "at once, without asking" in en


@pytest.mark.parametrize("lang", ["en", "es", "ja"])
def test_a_deck_of_one_card_is_not_cards(lang):
    s = pos(decks=[1, None], hands=[["dwarf:1"], ["troll:1"]])
    n, (why,) = GAME.answer(s, "deck_size", {"player": 0}, "t")
    assert n == 1
    text = say(why, lang)
    assert {"en": "holds 1 card.", "es": "1 carta.", "ja": "1枚"}[lang] in text, text
    n, (why,) = GAME.answer(s, "hand_count", {"player": 0}, "t")
    assert n == 1 and ("holds 1 card." in say(why) if lang == "en" else True)


def test_hand_size_cites_the_figure_only_for_its_holder():
    s = pos(dragon=1, hands=[["dwarf:1"], ["troll:1"]])
    size, (why,) = GAME.answer(s, "hand_size", {"player": 0}, "t")
    assert size == 5 and why.clauses == ("dh.turn.draw.refill",)
    size, (why,) = GAME.answer(s, "hand_size", {"player": 1}, "t")
    assert size == 6 and "dh.spaces.sorceress.hand-size" in why.clauses and "Great Dragon" in say(why)


# -- issue 20: properties over random positions from random play -------------------------------------
def positions(seeds: range, every: int = 3) -> list[DragonheartState]:
    """States met in random games (every ``every``-th), all phases but the end."""
    out = []
    for seed in seeds:
        rng = random.Random(seed)
        s = GAME.new(2, seed)
        i = 0
        while not GAME.is_over(s):
            if i % every == 0:
                out.append(s)
            s, _ = GAME.apply(s, rng.choice(GAME.legal_moves(s)))
            i += 1
    return out


def moves_for(s: DragonheartState, rng: random.Random) -> list[Move]:
    """Legal moves of both players and random faulty ones: wrong spaces, mixed pictures, cards not held, too many."""
    out: list[Move] = []
    for p in (0, 1):
        out.extend(GAME.candidate_moves(evolve(s, turn=p, phase="play", pending=None)))
        hand = s.hands[p]
        for _ in range(4):
            k = rng.randint(1, min(4, max(1, len(hand))))
            cards = [rng.choice(hand) for _ in range(k)] if hand and rng.random() < 0.7 else []
            words = [f"{CARD_TYPE[c]}:{CARD_VALUE[c]}" for c in cards] + [f"{rng.choice(TYPES)}:{rng.randint(1, 4)}"
                                                                           for _ in range(rng.randint(0, 2))]
            out.append(Move("play", (rng.choice([*TYPES, "moat"]), *words)))
    out.extend(GAME.parse_move(f"take {t}") for t in TYPES)
    out.extend(Move("start", (n,)) for n in (1, 2, 3))
    return out


def sample() -> list[tuple[DragonheartState, Move]]:
    rng = random.Random(20)
    pairs = []
    for s in positions(range(40)):
        moves = moves_for(s, rng)
        pairs.extend((s, m) for m in rng.sample(moves, min(12, len(moves))))
    return pairs


PAIRS = sample()


def test_the_sample_has_every_phase_and_many_faults():
    assert {s.phase for s, _ in PAIRS} == {"start", "play", "choose"}
    codes = {c for s, m in PAIRS for c in GAME.check(s, m).codes}
    assert {"dh.not-in-hand", "dh.wrong-space", "dh.mixed-cards", "dh.too-many-cards", "dh.unknown-space",
            "dh.played-this-turn", "dh.no-choice", "dh.not-a-source", "dh.already-started"} <= codes


def counterfactual(s: DragonheartState, m: Move, mover: int) -> DragonheartState:
    """The position were it ``mover``'s turn. A pending choice belongs to the player to move: a mover out
    of turn is at step 1 of their own turn for a play, and in the chooser's place for a take."""
    if s.phase == "choose" and m.kind == "play":
        return evolve(s, turn=mover, phase="play", pending=None)
    return evolve(s, turn=mover)


def test_property_out_of_turn_moves_get_the_turn_violation_and_exactly_their_own_turns_violations():
    checked = 0
    for s, m in PAIRS:
        mover = 1 - s.turn
        out_of_turn = GAME.check(s, as_player(m, mover))
        own = GAME.check(counterfactual(s, m, mover), m)
        assert out_of_turn.violations[0].code == ("dh.not-youngest" if s.phase == "start" else "dh.not-your-turn")
        assert out_of_turn.violations[1:] == own.violations, (s, m)
        checked += 1
    assert checked > 1000


def test_property_a_moves_violations_are_the_union_of_each_rule_check_alone():
    for s, m in PAIRS:
        for player in (None, 0, 1):
            move = as_player(m, player) if player is not None else m
            mover = s.turn if player is None else player
            alone = [r for rule in RULES[m.kind] for r in rule(s, move, mover)]
            got = [r for r in GAME.check(s, move).violations if r.code not in ("dh.not-your-turn", "dh.not-youngest")]
            assert got == alone, (s, move)
            assert all(r in got for rule in RULES[m.kind] for r in rule(s, move, mover))
