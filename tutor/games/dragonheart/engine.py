"""Dragonheart's rules: ``check`` (the one place legality is decided), ``resolve``, scoring, views.

A turn is one ``play`` move (step 1, play cards), its effect (step 2, collect cards; a ``take``
move when the player must choose between two spaces) and the refill (step 3, draw cards), which
the engine carries out because nothing in it is a choice.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import cache
from itertools import combinations, groupby
from typing import Any

from tutor.core.errors import InputError
from tutor.core.evolve import evolve
from tutor.core.game import Game, GameSpec, Message, OptionSpec, Outcome
from tutor.core.moves import Move
from tutor.core.rng import Rng
from tutor.core.verdict import Checks, Event, ScoreLine, Verdict, reason
from tutor.games.dragonheart import messages as msg
from tutor.games.dragonheart.checks import GROUNDS, ONE_SPACE, RULES, card_key
from tutor.games.dragonheart.data import TYPES, UNDER_SHIP, components
from tutor.games.dragonheart.messages import event
from tutor.games.dragonheart.notation import SCHEMA, play_cards
from tutor.games.dragonheart.questions import QUESTION_MESSAGES, QUESTIONS, answer
from tutor.games.dragonheart.state import (
    CARD_TYPE,
    CARD_VALUE,
    HIDDEN,
    NCARDS,
    PHASES,
    TYPE_INDEX,
    DHState,
    card_word,
    hidden_of,
    points,
    replace_at,
    sort_cards,
)
from tutor.text.ui import N_

# The clauses of each space's effect.
EFFECT = {
    "treasure_chest": "dh.spaces.treasure-chest.no-effect",
    "fire_dragon": "dh.spaces.fire-dragon.effect",
    "petrified_dragon": "dh.spaces.petrified-dragon.no-effect",
    "sorceress": "dh.spaces.sorceress.effect",
    "troll": "dh.spaces.troll.effect",
    "dwarf": "dh.spaces.dwarf.effect",
    "knight": "dh.spaces.knight.effect",
    "huntress": "dh.spaces.huntress.effect",
    "ship": "dh.spaces.ship.effect",
}
SCORE = {
    "fire_dragon": "dh.spaces.fire-dragon.score",
    "sorceress": "dh.spaces.sorceress.score",
    "troll": "dh.spaces.troll.score",
    "dwarf": "dh.spaces.dwarf.score",
    "knight": "dh.spaces.knight.score",
    "huntress": "dh.spaces.huntress.score",
}
TO_SHIP = {
    "knight": ("dh.spaces.knight.to-ship", "dh.spaces.knight.off-board"),
    "huntress": ("dh.spaces.huntress.to-ship", "dh.spaces.huntress.off-board"),
}
DEPARTURE = ("dh.spaces.ship.departure", "dh.spaces.ship.departure-2", "dh.spaces.ship.departure-3")
MULTI = ("dwarf", "knight", "huntress", "ship")
OUTLINES = components().outlines


@cache
def _type_plays(card_type: str, values: tuple[int, ...], most: int) -> tuple[Move, ...]:
    """The plays of 1..``most`` cards among ``values`` (sorted) of one type: each multiset of values once
    (``combinations`` of sorted values yields it in one order; ``dict.fromkeys`` drops repeats).
    A pure function of small immutable inputs, so it is remembered: the same few groups recur all game."""
    return tuple(Move("play", (card_type, *combo))
                 for k in range(1, most + 1) for combo in dict.fromkeys(combinations(values, k)))


def other(player: int) -> int:
    return 1 - player


class Dragonheart(Game[DHState]):
    """Dragonheart for two players (green deck: player 1, red deck: player 2)."""

    spec = GameSpec(
        name="dragonheart", names={"en": "Dragonheart", "es": "Dragonheart", "ja": "ドラゴンハート"},
        players=(2, 2), chance=True, hidden_information=True, simultaneous=False, domains=("dragonheart",),
        options=(OptionSpec("youngest", 1, (1, 2), N_("The youngest player (who chooses who starts)"),
                            ("dh.setup.first-player",)),),
        default_players=2,
    )
    moves = SCHEMA
    messages: Mapping[str, Message] = msg.MESSAGES
    state_type = DHState
    questions = QUESTIONS
    question_messages: Mapping[str, str] = QUESTION_MESSAGES
    board: Any = None  # set in __init__.py (the board module imports this one)
    bots: Mapping[str, Callable[..., Move]] = {}

    # -- setting up -----------------------------------------------------------------------------
    def new(self, players: int = 2, seed: int = 0, options: Mapping[str, Any] | None = None) -> DHState:
        if players != 2:
            raise InputError("players", 0, "players", "Dragonheart is a game for two players")
        opts = self.spec.resolve_options(options)
        size = components().deck_size
        rng = Rng.seeded(seed)
        decks = []
        hands = []
        for p in range(2):
            deck, rng = rng.shuffle(range(p * size, (p + 1) * size))
            n = components().hand_size
            hands.append(sort_cards(deck[:n]))
            decks.append(tuple(deck[n:]))
        youngest = int(opts["youngest"]) - 1
        return DHState(
            decks=tuple(decks), hands=tuple(hands), spaces=((),) * len(TYPES), under_ship=(), departures=(),
            scores=((), ()), dragon=None, turn=youngest, phase="start", pending=None, final_turn=None,
            end_trigger=None, known_top=(0, 0), youngest=youngest, turn_no=0, rng=rng,
        )

    # -- legality -------------------------------------------------------------------------------
    def check(self, state: DHState, move: Move) -> Verdict:
        """Every violation of ``move``, judged on the mover's own hand (``p1: play ...`` out of turn too),
        besides the turn violation; each rule check in ``RULES`` runs on its own, none hides another."""
        c = Checks()
        s = state
        if s.phase == "over":
            c.require(False, reason("dh.over", self._end_clauses(s)))
            return c.verdict()
        mover = s.turn if move.player is None else move.player
        if mover != s.turn:
            c.require(False, reason("dh.not-your-turn", "dh.turn.alternate", player=s.turn, other=mover))
            if mover not in (0, 1):
                return c.verdict()
        rules = RULES.get(move.kind)
        if rules is None:
            c.require(False, reason("dh.unknown-move", "dh.turn.steps", kind=move.kind))
            return c.verdict()
        for rule in rules:
            c.violations.extend(rule(s, move, mover))
        if not c.violations:
            GROUNDS[move.kind](s, move, mover, c)
        return c.verdict()

    def candidate_moves(self, state: DHState) -> Iterable[Move]:
        s = state
        if s.phase == "start":
            yield from (Move("start", (n,)) for n in (1, 2))
        elif s.phase == "choose" and s.pending is not None:
            yield from (Move("take", (src,)) for src in components().collects[s.pending])
        elif s.phase == "play":
            yield from self._plays(s)

    @staticmethod
    def _plays(s: DHState) -> list[Move]:
        """Every play of the player to move: 1..n cards of one type, within the space's free outlines.
        A hand is in canonical order (by type, then value), so each type's values come sorted."""
        out: list[Move] = []
        spaces = s.spaces
        for t, cards in groupby(s.hands[s.turn], CARD_TYPE.__getitem__):
            values = tuple(CARD_VALUE[x] for x in cards)
            outlines = OUTLINES[t]  # as DHState.free_outlines, inlined: this is the hot loop of random play
            most = len(values) if outlines == 1 else min(outlines - len(spaces[TYPE_INDEX[t]]), len(values))
            out.extend(_type_plays(t, values, most))
        return out

    def legal_moves(self, state: DHState) -> list[Move]:
        """In the play phase the candidates are legal by construction (cards held, their own space, within
        the free outlines), so ``check`` is skipped for speed; the tests check that both agree."""
        if state.phase == "play" and state.hands[state.turn]:
            return self._plays(state)
        return super().legal_moves(state)

    # -- playing --------------------------------------------------------------------------------
    def resolve(self, state: DHState, move: Move) -> tuple[DHState, tuple[Event, ...]]:
        if move.kind == "start":
            chosen = int(move.args[0]) - 1
            ev = event("dh.starts", "dh.setup.first-player", state.youngest, other=chosen)
            return evolve(state, phase="play", turn=chosen), (ev,)
        if move.kind == "play":
            return self._play(state, move)
        return self._take(state, str(move.args[0]))

    def _play(self, s: DHState, move: Move) -> tuple[DHState, tuple[Event, ...]]:
        p = s.turn
        space = str(move.args[0])
        hand = list(s.hands[p])
        played: list[int] = []
        for t, v in play_cards(move):
            card = next(x for x in hand if CARD_TYPE[x] == t and CARD_VALUE[x] == v)
            hand.remove(card)
            played.append(card)
        on_space = (*s.space(space), *played)
        s = evolve(s, hands=replace_at(s.hands, p, tuple(hand)), spaces=s.with_space(space, on_space))
        values = tuple(CARD_VALUE[x] for x in played)
        events = [event("dh.plays", ("dh.turn.play.cards", "dh.turn.play.reveal-values"), p,
                        card=card_key(space), space=card_key(space), count=len(played), values=values)]
        s, more = self._effect(s, p, space, len(played))
        events.extend(more)
        if s.phase == "choose":
            return s, tuple(events)
        s, more = self._finish_turn(s, p, space)
        events.extend(more)
        return s, tuple(events)

    def _effect(self, s: DHState, p: int, space: str, n: int) -> tuple[DHState, list[Event]]:
        """Step 2 of a turn: what the play on ``space`` collects (or the choice it asks for)."""
        outlines = components().outlines[space]
        if space in ("treasure_chest", "petrified_dragon"):
            return s, [event("dh.no-effect", ("dh.turn.play.no-effect-spaces", EFFECT[space]), p, space=card_key(space))]
        if space in MULTI and len(s.space(space)) < outlines:
            have = len(s.space(space))
            return s, [event("dh.waiting", ("dh.turn.play.outlines.activation", EFFECT[space]), p, space=card_key(space),
                             have=have, outlines=outlines, left=outlines - have)]
        once = ("dh.turn.play.once-per-turn",) if n > 1 and outlines == 1 else ()
        if space in ("sorceress", "knight"):
            sources = components().collects[space]
            full = [src for src in sources if s.space(src)]
            if len(full) == 2:
                ev = event("dh.must-choose", (EFFECT[space], ONE_SPACE[space], *once), p, pending=card_key(space),
                           spaces=tuple(card_key(x) for x in sources))
                return evolve(s, phase="choose", pending=space), [ev]
            if not full:
                return s, [event("dh.nothing-to-collect", ("dh.spaces.empty-space", EFFECT[space], "dh.turn.collect.cards"), p,
                                 pending=card_key(space), spaces=tuple(card_key(x) for x in sources))]
            empty = next(x for x in sources if x not in full)
            first = event("dh.only-source", ("dh.spaces.empty-space", EFFECT[space], ONE_SPACE[space]), p,
                          pending=card_key(space), space=card_key(full[0]), empty=card_key(empty))
            s, evs = self._collect(s, p, space, full[0], once)
            return s, [first, *evs]
        src = components().collects[space][0]
        return self._collect(s, p, space, src, once)

    def _collect(self, s: DHState, p: int, space: str, src: str, extra: tuple[str, ...] = ()) -> tuple[DHState, list[Event]]:
        """Take every card of ``src`` into ``p``'s score pile (and what follows from it)."""
        clauses = (EFFECT[space], *((SCORE[space],) if space in SCORE else ()), *extra)
        cards = s.under_ship if src == UNDER_SHIP else s.space(src)
        events: list[Event] = []
        if not cards and src == UNDER_SHIP:
            events.append(event("dh.nothing-under-ship", ("dh.spaces.empty-space", EFFECT[space]), p))
        elif not cards:
            events.append(event("dh.nothing-to-collect-from", ("dh.spaces.empty-space", EFFECT[space]), p,
                                pending=card_key(space), space=card_key(src)))
        else:
            pile = (*s.scores[p], *cards)
            emptied = {"under_ship": ()} if src == UNDER_SHIP else {"spaces": s.with_space(src, ())}
            s = evolve(s, scores=replace_at(s.scores, p, pile), **emptied)
            values = tuple(sorted(CARD_VALUE[x] for x in cards))
            if src == UNDER_SHIP:
                kinds = tuple(card_key(t) for t in TYPES if any(CARD_TYPE[x] == t for x in cards))
                events.append(event("dh.collects-under-ship", (*clauses, "dh.turn.collect.score-pile"), p, cards=kinds,
                                    count=len(cards), points=points(cards), values=values))
            else:
                events.append(event("dh.collects", (*clauses, "dh.turn.collect.score-pile"), p, card=card_key(src),
                                    space=card_key(src), count=len(cards), values=values, points=points(cards)))
            if src == "petrified_dragon":
                s, more = self._take_dragon(s, p)
                events.extend(more)
        if space == "ship":
            s, more = self._depart(s, p)
            events.extend(more)
        return s, events

    def _take_dragon(self, s: DHState, p: int) -> tuple[DHState, list[Event]]:
        o = other(p)
        if s.dragon == p:
            return s, [event("dh.keeps-dragon", ("dh.spaces.sorceress.great-dragon",), p)]
        events = [event("dh.takes-dragon", ("dh.spaces.sorceress.great-dragon", "dh.spaces.sorceress.hand-size"), p,
                        size=components().dragon_hand_size)]
        from_opponent = s.dragon == o
        s = evolve(s, dragon=p)
        if from_opponent:
            size = components().hand_size
            hand = list(s.hands[o])
            if len(hand) <= size:
                events.append(event("dh.hand-already-small", ("dh.spaces.sorceress.opponent-hand",), p, other=o,
                                    count=len(hand), size=size))
            deck = list(s.decks[o])
            returned = 0
            rng = s.rng
            while len(hand) > size:
                i, rng = rng.below(len(hand))
                deck.insert(0, hand.pop(i))
                returned += 1
            if returned:
                events.append(event("dh.card-returned", ("dh.spaces.sorceress.opponent-hand", "dh.spaces.sorceress.reduce-hand",
                                                         "dh.spaces.sorceress.redraw"), p, other=o, count=returned, size=size))
                known = replace_at_int(s.known_top, o, s.known_top[o] + returned)
                s = evolve(s, hands=replace_at(s.hands, o, tuple(hand)), decks=replace_at(s.decks, o, tuple(deck)),
                            rng=rng, known_top=known)
        return s, events

    def _depart(self, s: DHState, p: int) -> tuple[DHState, list[Event]]:
        ships = s.space("ship")
        departures = (*s.departures, ships)
        n = len(departures)
        s = evolve(s, departures=departures, spaces=s.with_space("ship", ()))
        events = [event("dh.departs", ("dh.turn.collect.move-off", DEPARTURE[min(n, 3) - 1]), p, n=n)]
        if n == components().departures_to_end and s.final_turn is None:
            s = evolve(s, final_turn=other(p), end_trigger=s.end_trigger or "ships")
            events.append(event("dh.end-ships", ("dh.spaces.ship.game-end", "dh.end.trigger", "dh.end.final-turn"), p,
                                other=other(p), n=n))
        elif n > components().departures_to_end:
            events.append(event("dh.departs-after-end", ("dh.end.final-turn",), p, n=n))
        return s, events

    def _take(self, s: DHState, src: str) -> tuple[DHState, tuple[Event, ...]]:
        p = s.turn
        pending = s.pending or ""
        first = event("dh.chooses", (EFFECT[pending], ONE_SPACE[pending]), p, pending=card_key(pending), space=card_key(src))
        s = evolve(s, phase="play", pending=None)
        s, events = self._collect(s, p, pending, src)
        s, more = self._finish_turn(s, p, pending)
        return s, (first, *events, *more)

    def _finish_turn(self, s: DHState, p: int, space: str) -> tuple[DHState, list[Event]]:
        """The rest of step 2 (Knights and Huntresses go below the Ship), step 3 (draw), the next turn."""
        events: list[Event] = []
        if space in TO_SHIP and len(s.space(space)) == components().outlines[space]:
            moved = s.space(space)
            s = evolve(s, spaces=s.with_space(space, ()), under_ship=(*s.under_ship, *moved))
            events.append(event("dh.to-ship", ("dh.turn.collect.move-off", *TO_SHIP[space]), p, card=card_key(space),
                                count=len(moved)))
        s, more = self._draw(s, p)
        events.extend(more)
        if s.final_turn == p:
            events.append(event("dh.game-over", (*self._end_clauses(s), "dh.end.hands-void"), p))
            return evolve(s, phase="over", turn_no=s.turn_no + 1), events
        o = other(p)
        if s.final_turn == o:
            events.append(event("dh.final-turn", self._end_clauses(s), o))
        else:
            events.append(event("dh.next-turn", ("dh.turn.draw.next-turn", "dh.turn.alternate"), o))
        return evolve(s, turn=o, turn_no=s.turn_no + 1), events

    def _draw(self, s: DHState, p: int) -> tuple[DHState, list[Event]]:
        size = s.hand_size(p)
        need = size - len(s.hands[p])
        size_clauses = ("dh.turn.draw.refill", *(("dh.spaces.sorceress.hand-size",) if s.dragon == p else ()))
        if need <= 0:
            return s, [event("dh.hand-full", size_clauses, p, size=size)]
        deck = s.decks[p]
        if not deck:
            if s.final_turn is None:
                s = evolve(s, final_turn=other(p), end_trigger=s.end_trigger or "deck")
                return s, [event("dh.end-deck", ("dh.end.deck-out", "dh.end.deck-out.final-turn"), p, other=other(p))]
            return s, [event("dh.cannot-draw", ("dh.end.deck-out",), p)]
        drawn = deck[:need]
        s = evolve(s, decks=replace_at(s.decks, p, deck[need:]), hands=replace_at(s.hands, p, sort_cards((*s.hands[p], *drawn))),
                    known_top=replace_at_int(s.known_top, p, max(0, s.known_top[p] - len(drawn))))
        events = [event("dh.draws", size_clauses, p, count=len(drawn), size=size)]
        if len(drawn) < need:
            events.append(event("dh.deck-short", ("dh.turn.draw.refill", "dh.end.deck-out"), p, count=len(drawn), need=need))
        return s, events

    def _end_clauses(self, s: DHState) -> tuple[str, ...]:
        if s.end_trigger == "deck":
            return ("dh.end.deck-out", "dh.end.deck-out.final-turn")
        return ("dh.end.trigger", "dh.end.final-turn")

    # -- whose turn, the end --------------------------------------------------------------------
    def to_move(self, state: DHState) -> tuple[int, ...]:
        return () if state.phase == "over" else (state.turn,)

    def is_over(self, state: DHState) -> bool:
        return state.phase == "over"

    def score_lines(self, state: DHState) -> tuple[tuple[int, ...], tuple[ScoreLine, ...]]:
        """Each player's total and its cited lines: one per card type in the score pile, the dragon, void hands."""
        lines: list[ScoreLine] = []
        totals = []
        for p in range(2):
            pile = state.scores[p]
            total = 0
            for t in TYPES:
                cards = [x for x in pile if CARD_TYPE[x] == t]
                if cards:
                    pts = points(cards)
                    total += pts
                    lines.append(ScoreLine(p, pts, reason("dh.score-cards", ("dh.end.scoring", "dh.goal.points"), player=p,
                                                          card=card_key(t), count=len(cards),
                                                          values=tuple(sorted(CARD_VALUE[x] for x in cards)), points=pts)))
            if not pile:
                lines.append(ScoreLine(p, 0, reason("dh.score-empty", "dh.end.scoring", player=p)))
            if state.dragon == p:
                bonus = components().dragon_bonus
                total += bonus
                lines.append(ScoreLine(p, bonus, reason("dh.score-dragon", "dh.end.great-dragon-bonus", player=p, points=bonus)))
            if state.hands[p]:
                lines.append(ScoreLine(p, 0, reason("dh.score-hand-void", "dh.end.hands-void", player=p,
                                                    count=len(state.hands[p]))))
            totals.append(total)
        return tuple(totals), tuple(lines)

    def outcome(self, state: DHState) -> Outcome:
        scores, lines = self.score_lines(state)
        ranking, tie = self._rank(state, scores)
        shared = bool(tie) and tie[0].code == "dh.tie-shared"
        return Outcome(scores, lines, ranking, tie, winners=ranking if shared else None)

    def _rank(self, state: DHState, scores: Sequence[int]) -> tuple[tuple[int, ...], tuple[Event, ...]]:
        if scores[0] != scores[1]:
            w = 0 if scores[0] > scores[1] else 1
            return (w, other(w)), (event("dh.wins", "dh.end.winner", w, other=other(w), points=scores[w],
                                         other_points=scores[other(w)]),)
        if state.dragon is not None:
            w = state.dragon
            return (w, other(w)), (event("dh.tie-dragon", ("dh.end.tie", "dh.end.winner"), w, other=other(w), points=scores[w]),)
        return (0, 1), (event("dh.tie-shared", ("dh.end.tie", "dh.end.winner"), None, points=scores[0]),)

    def winner(self, state: DHState) -> int | None:
        """The winner if the game ended now (None: a tie the rules do not break)."""
        scores, _ = self.score_lines(state)
        ranking, tie = self._rank(state, scores)
        return None if tie and tie[0].code == "dh.tie-shared" else ranking[0]

    # -- information ----------------------------------------------------------------------------
    def observation(self, state: DHState, viewer: int | None) -> DHState:
        """What ``viewer`` may examine: own hand and score pile; tops of stacks; counts of the rest."""
        if viewer is None:
            return state
        s = state
        o = other(viewer)
        hands = replace_at(s.hands, o, (HIDDEN,) * len(s.hands[o]))
        known = s.known_top[viewer]
        decks = replace_at(s.decks, viewer, (*s.decks[viewer][:known], *(HIDDEN,) * (len(s.decks[viewer]) - known)))
        decks = replace_at(decks, o, (HIDDEN,) * len(s.decks[o]))
        spaces = tuple(
            cards if components().outlines[t] > 1 or len(cards) <= 1
            else (*(hidden_of(t),) * (len(cards) - 1), cards[-1])
            for t, cards in zip(TYPES, s.spaces, strict=True)
        )
        # Score piles are face down until the end, when each player counts theirs (dh.end.scoring).
        scores = s.scores if s.phase == "over" else replace_at(s.scores, o, (HIDDEN,) * len(s.scores[o]))
        return evolve(s, hands=hands, decks=decks, spaces=spaces, scores=scores, box=(HIDDEN,) * len(s.box), rng=Rng(0))

    # -- serialisation --------------------------------------------------------------------------
    def validate(self, state: DHState, where: str = "state") -> None:
        s = state

        def bad(field: str, problem: str) -> InputError:
            return InputError(where, 0, field, problem)

        if len(s.decks) != 2 or len(s.hands) != 2 or len(s.scores) != 2 or len(s.known_top) != 2:
            raise bad("decks", "decks, hands, scores and known_top hold one entry per player (2)")
        if len(s.spaces) != len(TYPES):
            raise bad("spaces", f"expected {len(TYPES)} spaces in this order: {', '.join(TYPES)}")
        cards = s.all_cards()
        if any(not 0 <= x < NCARDS for x in cards):
            raise bad("cards", f"card ids are 0..{NCARDS - 1} (hidden cards from an observation cannot be loaded)")
        counts = Counter(cards)
        twice = sorted(x for x, n in counts.items() if n > 1)
        if twice:
            raise bad("cards", f"card {twice[0]} ({card_word(twice[0])}) is in two places")
        if len(cards) != NCARDS:
            missing = sorted(set(range(NCARDS)) - set(cards))
            raise bad("cards", f"{len(missing)} card(s) missing, e.g. {missing[0]} ({card_word(missing[0])})")
        for t, zone in zip(TYPES, s.spaces, strict=True):
            wrong = [x for x in zone if CARD_TYPE[x] != t]
            if wrong:
                raise bad(f"spaces.{t}", f"holds {card_word(wrong[0])}: a space holds only cards of its own picture")
            outlines = components().outlines[t]
            limit = outlines if (s.phase == "choose" and s.pending == t) else outlines - 1
            if outlines > 1 and len(zone) > limit:
                raise bad(f"spaces.{t}", f"{len(zone)} cards: a full {t} space is emptied by its effect at once")
        if any(CARD_TYPE[x] not in ("knight", "huntress") for x in s.under_ship):
            raise bad("under_ship", "only Knights and Huntresses go below the Ship space")
        for i, stack in enumerate(s.departures):
            if len(stack) != components().outlines["ship"] or any(CARD_TYPE[x] != "ship" for x in stack):
                raise bad(f"departures[{i}]", "a departure is a stack of three Ship cards")
        if s.phase not in PHASES:
            raise bad("phase", f"{s.phase!r} is not one of {', '.join(PHASES)}")
        for name, value in (("turn", s.turn), ("youngest", s.youngest)):
            if value not in (0, 1):
                raise bad(name, "a player is 0 or 1")
        for name, opt in (("dragon", s.dragon), ("final_turn", s.final_turn)):
            if opt not in (None, 0, 1):
                raise bad(name, "a player (0 or 1) or null")
        if s.end_trigger not in (None, "ships", "deck") or (s.end_trigger is None) != (s.final_turn is None):
            raise bad("end_trigger", "\"ships\" or \"deck\" once final_turn is set, null before")
        if s.phase == "choose":
            if s.pending not in ("sorceress", "knight"):
                raise bad("pending", "in the choose phase, the space waiting for a choice: sorceress or knight")
            if not all(s.space(x) for x in components().collects[s.pending]):
                raise bad("pending", "a choice is asked for only when both spaces hold cards")
        elif s.pending is not None:
            raise bad("pending", "only the choose phase has a pending choice")
        for p in range(2):
            if len(s.hands[p]) > s.hand_size(p):
                raise bad(f"hands[{p}]", f"{len(s.hands[p])} cards: the hand size is {s.hand_size(p)}")
            if not 0 <= s.known_top[p] <= len(s.decks[p]):
                raise bad(f"known_top[{p}]", "more known cards than the deck holds")
        if s.phase == "start" and s.turn != s.youngest:
            raise bad("turn", "before the game begins, the youngest player is to move (to choose who starts)")
        if s.phase in ("play", "start") and not s.hands[s.turn]:
            raise bad(f"hands[{s.turn}]", "the player to move must hold at least one card")
        if s.turn_no < 0:
            raise bad("turn_no", "cannot be negative")
        from tutor.games.dragonheart.validate import validate_state

        validate_state(s, where)  # counters' ranges (tutor/games/dragonheart/validate.py)

    # -- scenarios ------------------------------------------------------------------------------
    def from_position(self, players: int, options: Mapping[str, Any], position: Mapping[str, Any], where: str) -> DHState:
        from tutor.games.dragonheart.position import build_position

        if players != 2:
            raise InputError(where, 0, "players", "Dragonheart is a game for two players")
        state = build_position(options, position, where)
        self.validate(state, where)
        return state

    def answer(self, state: DHState, question: str, args: Mapping[str, Any], where: str) -> tuple[Any, Sequence[Event]]:
        return answer(self, state, question, args, where)


def replace_at_int(items: tuple[int, ...], i: int, value: int) -> tuple[int, ...]:
    return (*items[:i], value, *items[i + 1:])

