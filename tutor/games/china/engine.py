"""China (Michael Schacht): the rules. ``check`` is the one place legality is decided."""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tutor.core import (
    ArgSpec,
    Checks,
    Event,
    Game,
    GameSpec,
    InputError,
    Move,
    MoveSchema,
    OptionSpec,
    Outcome,
    Reason,
    Rng,
    ScoreLine,
    Verdict,
    move,
    reason,
)
from tutor.core.codec import encode
from tutor.core.evolve import evolve
from tutor.core.moves import is_number
from tutor.games.china.components import COMPONENTS
from tutor.games.china.events import ev
from tutor.games.china.mapdata import COLOURS, ChinaMap, bundled, index
from tutor.games.china.messages import MESSAGES
from tutor.games.china.placing import (
    PLACE_RULES,
    Placement,
    _can_pay_more,
    _units_cached,
    cards_key,
    ckey,
)
from tutor.games.china.placing import occupied as _occupied
from tutor.games.china.scoring import (
    HouseScore,
    all_alliances,
    house_scoring,
    region_house_counts,
    road_rows,
)
from tutor.games.china.state import (
    DRAW,
    EMPTY,
    MAIN,
    OVER,
    SETUP,
    ChinaState,
    colour_counts,
    sort_cards,
    supply,
)

HAND = COMPONENTS.hand
OPEN = COMPONENTS.open
DECK = "deck"


@dataclass(frozen=True)
class Word(ArgSpec):
    """A free word argument (region ids, card lists, pieces): checked by the game, not the parser."""

    def parse(self, word: str, where: str) -> str:
        if not re.fullmatch(r"[A-Za-z0-9_:+'-]{1,40}", word):
            raise InputError(where, 0, self.name, f"{word!r} is not a word of letters, digits and : + _ -")
        return word


SCHEMA = MoveSchema(
    {
        "start": (ArgSpec("player", low=0, high=4),),
        "place": (Word("region"), Word("cards"), Word("pieces", many=True)),
        "exchange": (ArgSpec("give", choices=COLOURS), ArgSpec("take", choices=(DECK, *COLOURS))),
        "draw": (ArgSpec("source", choices=(DECK, *COLOURS)),),
        "pass": (),
    }
)


def cards_token(cards: Sequence[str]) -> str:
    return _token(tuple(cards))


@functools.lru_cache(maxsize=4096)
def _token(cards: tuple[str, ...]) -> str:
    return "+".join(sort_cards(cards))


@functools.lru_cache(maxsize=1024)
def _sub_multisets(hand: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """The card sets of 1 to 3 cards a hand can play, each in card order (remembered per hand)."""
    out = set()
    for k in range(1, min(3, len(hand)) + 1):
        for combo in itertools.combinations(hand, k):
            out.add(sort_cards(list(combo)))
    return tuple(sorted(out))


class China(Game[ChinaState]):
    spec = GameSpec(
        name="china",
        names={"en": "China", "es": "China", "ja": "チャイナ"},
        players=(3, 5),
        chance=True,
        hidden_information=True,
        simultaneous=False,
        domains=("china",),
        default_players=4,
        options=(
            OptionSpec(
                "side",
                "auto",
                ("auto", "a", "b"),
                "Board side (a: 3-4 players, b: 4-5 players)",
                ("china.setup.board.side", "china.setup.board.four-players"),
            ),
            OptionSpec(
                "fortifications",
                False,
                (False, True),
                "Fortifications (variant for experienced players)",
                ("china.setup.fortifications",),
            ),
        ),
    )
    moves = SCHEMA
    messages = MESSAGES
    state_type = ChinaState
    questions = (
        "house_scoring",
        "alliance",
        "alliances",
        "roads",
        "final_scores",
        "winner",
        "ranking",
        "emissary_cap",
        "emissary_room",
        "max_pieces",
        "supply",
        "score",
        "point_cards",
        "to_move",
        "phase",
        "exhausted",
        "is_over",
        "hand",
        "open_cards",
        "deck_size",
    )

    # -- setting up ---------------------------------------------------------------------------
    def board_for(self, players: int, options: Mapping[str, Any]) -> ChinaMap:
        """The side for the player count (china.setup.board.side): a for 3, b for 5, either for 4 (a by default)."""
        side = options.get("side", "auto")
        if side == "auto":
            side = "a" if players <= 4 else "b"
        board = bundled(str(side))
        if not board.players[0] <= players <= board.players[1]:
            raise InputError(
                "options",
                0,
                "side",
                f"side {side} is for {board.players[0]}-{board.players[1]} players, not {players} (china.setup.board.side)",
            )
        return board

    def new(self, players: int, seed: int = 0, options: Mapping[str, Any] | None = None) -> ChinaState:
        opts = self.spec.resolve_options(options)
        return self.new_on(self.board_for(players, opts), players, seed, opts)

    def new_on(self, board: ChinaMap, players: int, seed: int = 0, options: Mapping[str, Any] | None = None) -> ChinaState:
        """A new game on a given board (a bundled side or a user's board file)."""
        opts = self.spec.resolve_options({k: v for k, v in (options or {}).items() if k != "side"})
        if not self.spec.players[0] <= players <= self.spec.players[1]:
            raise InputError("players", 0, "players", "China takes 3 to 5 players")
        if not board.partial and not board.players[0] <= players <= board.players[1]:
            raise InputError("board", 0, "players", f"board {board.id} is for {board.players[0]}-{board.players[1]} players")
        rng = Rng.seeded(seed)
        pool = [c for c in COLOURS for _ in range(COMPONENTS.split[c])]
        removed: list[str] = []
        per = COMPONENTS.removed_per_colour[players]
        for c in COLOURS:
            for _ in range(per):
                pool.remove(c)
                removed.append(c)
        deck, rng = rng.shuffle(pool)
        hands = []
        for _ in range(players):
            hands.append(sort_cards(deck[:HAND]))
            deck = deck[HAND:]
        open_cards, deck = sort_cards(deck[:OPEN]), deck[OPEN:]
        n_spaces, n_regions = len(board.spaces), len(board.regions)
        return ChinaState(
            board=board,
            players=players,
            fortifications=bool(opts["fortifications"]),
            phase=SETUP,
            start=-1,
            turn=0,
            hands=tuple(hands),
            open=open_cards,
            deck=tuple(deck),
            discard=(),
            removed=sort_cards(removed),
            exhausted=0,
            houses=(EMPTY,) * n_spaces,
            forts=(False,) * n_spaces,
            emissaries=((0,) * players,) * n_regions,
            houses_left=(COMPONENTS.houses,) * players,
            emissaries_left=(COMPONENTS.emissaries,) * players,
            forts_left=(COMPONENTS.fortifications if opts["fortifications"] else 0,) * players,
            scored=(),
            score=(0,) * players,
            ended="",
            rng=rng,
        )

    # -- reading a place move -----------------------------------------------------------------
    def _parse_place(self, state: ChinaState, mv: Move, c: Checks) -> Placement | None:
        ix = index(state.board)
        region_id = str(mv.args[0]) if mv.args else ""
        r = ix.region_index.get(region_id)
        if r is None:
            c.require(False, reason("china.no-region", "china.placement.colour", region=region_id))
            return None
        region = state.board.regions[r]
        cards = tuple(str(mv.args[1]).split("+")) if len(mv.args) > 1 else ()
        bad = [x for x in cards if x not in COLOURS]
        for x in bad:
            c.require(False, reason("china.bad-card", "china.components.region-cards", card=x))
        if bad:
            return None
        forts: list[int] = []
        houses: list[int] = []
        emissaries = 0
        tokens = [str(a) for a in mv.args[2:]]
        for token in tokens:
            kind, _, arg = token.partition(":")
            if token == "emissary":
                emissaries += 1
                continue
            if kind not in ("house", "fort") or not is_number(arg):
                c.require(False, reason("china.bad-piece", "china.placement.special-rules", piece=token))
                continue
            sid = int(arg)
            pos = ix.space_index.get(sid)
            if pos is None:
                c.require(False, reason("china.no-such-space", "china.placement.house-space", space=sid))
                continue
            if ix.space_region[pos] != r:
                where = state.board.regions[ix.space_region[pos]].key
                c.require(
                    False, reason("china.wrong-region", "china.placement.one-region", space=sid, where=where, region=region.key)
                )
                continue
            (forts if kind == "fort" else houses).append(pos)
        return Placement(r, sort_cards(list(cards)), tuple(forts), tuple(houses), emissaries, len(tokens))

    # -- legality -----------------------------------------------------------------------------
    def mover(self, state: ChinaState, mv: Move) -> int:
        """The player a move is judged for: the one it names (``pN:``), else the player to move.

        A number that is no player of this game is an input error, not a verdict.
        """
        if mv.player is None:
            return state.turn
        if not 0 <= mv.player < state.players:
            raise InputError(
                "move", 0, "player", f"p{mv.player}: there is no such player (this game has p0 to p{state.players - 1})"
            )
        return mv.player

    def check(self, state: ChinaState, mv: Move) -> Verdict:
        c = Checks()
        p = self.mover(state, mv)
        if state.phase == OVER:
            clause = "china.end.no-pieces" if state.ended == "no-pieces" else "china.end.second-exhaustion"
            c.require(False, reason("china.game-over", clause))
            return c.verdict()
        # the start player is agreed by all (china.setup.start-player): nobody's turn yet
        if state.phase != SETUP:
            c.require(
                p == state.turn,
                reason("china.not-your-turn", ("china.play.clockwise", "china.play.start-player"), player=state.turn, other=p),
            )
        kind = mv.kind
        if kind not in SCHEMA.kinds:
            c.require(False, reason("china.not-your-phase", "china.play.option.place"))
            return c.verdict()
        if state.phase == SETUP and kind != "start":
            c.require(False, reason("china.choose-start", "china.setup.start-player"))
            return c.verdict()
        if kind == "start":
            self._check_start(state, mv, c)
        elif kind == "place":
            self._check_place(state, mv, c, p)
        elif kind == "exchange":
            self._check_exchange(state, mv, c, p)
        elif kind == "draw":
            self._check_draw(state, mv, c)
        else:
            self._check_pass(state, c, p)
        return c.verdict()

    def _check_start(self, state: ChinaState, mv: Move, c: Checks) -> None:
        if not c.require(state.phase == SETUP, reason("china.start-chosen", "china.setup.emperor.keep")):
            return
        p = int(mv.args[0])
        c.require(0 <= p < state.players, reason("china.no-such-player", "china.setup.start-player", n=p))
        c.ground(reason("china.ok.start", ("china.setup.start-player", "china.setup.emperor")))

    def _main_phase(self, state: ChinaState, c: Checks) -> bool:
        return c.require(
            state.phase == MAIN, reason("china.draw-first", ("china.drawing.after-turn", "china.placement.one-region"))
        )

    def _check_place(self, state: ChinaState, mv: Move, c: Checks, p: int) -> None:
        if not self._main_phase(state, c):
            return
        pl = self._parse_place(state, mv, c)
        if pl is None:
            return
        for rule in PLACE_RULES:
            for problem in rule(state, pl, p):
                c.require(False, problem)
        if c.violations:
            return
        self._place_grounds(state, pl, p, c)

    def _place_grounds(self, state: ChinaState, pl: Placement, p: int, c: Checks) -> None:
        board = state.board
        region = board.regions[pl.region]
        occupied = _occupied(state, pl.region)
        counts = region_house_counts(state, pl.region)
        counts[p] += len(set(pl.houses))
        cap = max(counts)
        present = sum(state.emissaries[pl.region])
        c.ground(reason("china.ok.place", ("china.play.option.place", "china.placement.rules", "china.placement.three-two-one")))
        matching = tuple(x for x in pl.cards if x == region.colour)
        if matching:
            c.ground(
                reason(
                    "china.ok.colour",
                    ("china.placement.colour", "china.placement.colour.choice"),
                    cards=cards_key(matching),
                    n=len(matching),
                    region=region.key,
                    colour=ckey(region.colour),
                )
            )
        for x in sorted({x for x in pl.cards if x != region.colour}):
            c.ground(reason("china.ok.wildcard", "china.placement.wildcard", card=ckey(x), region=region.key))
        if occupied:
            c.ground(reason("china.ok.two-pieces", "china.placement.two-pieces", region=region.key))
        else:
            c.ground(reason("china.ok.first-piece", "china.placement.empty-region", region=region.key))
        for s in pl.houses:
            c.ground(
                reason(
                    "china.ok.house",
                    ("china.placement.house-space", "china.placement.house-space.one-house"),
                    space=board.spaces[s].id,
                )
            )
        for s in pl.forts:
            c.ground(
                reason("china.ok.fort", ("china.fortifications.space", "china.fortifications.cards"), space=board.spaces[s].id)
            )
            if s in pl.houses:
                c.ground(
                    reason(
                        "china.ok.fort-house",
                        ("china.fortifications.house-on-top", "china.fortifications.neutral"),
                        space=board.spaces[s].id,
                    )
                )
        if pl.forts and not pl.houses and not pl.emissaries:
            c.ground(reason("china.ok.fort-alone", ("china.fortifications.later-player", "china.fortifications.house-on-top")))
        if pl.emissaries:
            c.ground(
                reason(
                    "china.ok.emissary",
                    ("china.placement.dragon-space", "china.placement.dragon-space.many", "china.placement.emissary-cap"),
                    region=region.key,
                    total=present + pl.emissaries,
                    cap=cap,
                )
            )
            if region.id in state.scored:
                c.ground(reason("china.ok.emissary-scored", "china.house-scoring.emissaries-after", region=region.key))
            if counts[p] == 0:
                c.ground(reason("china.ok.emissary-own", "china.placement.emissary-without-own-house"))

    def _check_exchange(self, state: ChinaState, mv: Move, c: Checks, p: int) -> None:
        if not self._main_phase(state, c):
            return
        give, take = str(mv.args[0]), str(mv.args[1])
        c.require(give in state.hands[p], reason("china.no-card-to-give", "china.exchange.swap", card=ckey(give)))
        if take == DECK:
            c.require(
                bool(state.deck), reason("china.deck-empty", ("china.exchange.swap", "china.drawing.exhausted.second-time"))
            )
        else:
            c.require(take in state.open, reason("china.no-open-card", "china.exchange.swap", card=ckey(take)))
        c.ground(reason("china.ok.exchange", ("china.play.option.exchange", "china.exchange.when", "china.exchange.swap")))

    def _check_draw(self, state: ChinaState, mv: Move, c: Checks) -> None:
        if not c.require(state.phase == DRAW, reason("china.not-drawing", "china.drawing.after-turn")):
            return
        source = str(mv.args[0])
        if source == DECK:
            c.require(
                bool(state.deck), reason("china.deck-empty", ("china.drawing.choice", "china.drawing.exhausted.second-time"))
            )
        else:
            c.require(source in state.open, reason("china.no-open-card", "china.drawing.choice", card=ckey(source)))
        c.ground(reason("china.ok.draw", ("china.play.option.refill", "china.drawing.choice")))

    def _check_pass(self, state: ChinaState, c: Checks, p: int) -> None:
        if not self._main_phase(state, c):
            return
        can_act = bool(state.hands[p]) and (bool(state.deck) or bool(state.open))
        if not can_act:
            can_act = next(iter(self._placements(state, p)), None) is not None
        c.require(not can_act, reason("china.must-act", ("china.exchange.when", "china.play.option.exchange")))
        c.ground(reason("china.ok.pass", ("china.end.finish-round", "china.exchange.when")))

    # -- listing moves --------------------------------------------------------------------------
    def candidate_moves(self, state: ChinaState) -> Iterable[Move]:
        """A broad superset: every card subset, region and piece combination (tests compare it with legal_moves)."""
        if state.phase == OVER:
            return
        if state.phase == SETUP:
            yield from (move("start", p) for p in range(state.players))
            return
        if state.phase == DRAW:
            yield from (move("draw", s) for s in (DECK, *COLOURS))
            return
        hand = state.hands[state.turn]
        ix = index(state.board)
        for cards in _sub_multisets(hand):
            for r, region in enumerate(state.board.regions):
                ids = sorted(state.board.spaces[s].id for s in ix.region_spaces[r])
                forts = [f"fort:{i}" for i in ids] if state.fortifications else []
                tokens = [*forts, *(f"house:{i}" for i in ids), "emissary"]
                for k in (1, 2):
                    for combo in itertools.combinations_with_replacement(tokens, k):
                        yield move("place", region.id, cards_token(cards), *combo)
        for give in sorted(set(hand)):
            for take in (DECK, *COLOURS):
                yield move("exchange", give, take)
        yield move("pass")

    def legal_moves(self, state: ChinaState) -> list[Move]:
        """Generated directly (fast); tests check it equals the candidates that ``check`` accepts."""
        if state.phase == OVER:
            return []
        if state.phase == SETUP:
            return [move("start", p) for p in range(state.players)]
        if state.phase == DRAW:
            out = [move("draw", DECK)] if state.deck else []
            return out + [move("draw", x) for x in sort_cards(sorted(set(state.open)))]
        moves = list(self._placements(state))
        hand = state.hands[state.turn]
        if hand:
            takes = ([DECK] if state.deck else []) + list(sort_cards(sorted(set(state.open))))
            moves += [move("exchange", g, t) for g in sort_cards(sorted(set(hand))) for t in takes]
        if not moves:
            moves.append(move("pass"))
        return moves

    def _placements(self, state: ChinaState, player: int | None = None) -> Iterator[Move]:
        p = state.turn if player is None else player
        board = state.board
        ix = index(board)
        hand = state.hands[p]
        options = _sub_multisets(hand)
        h_left, e_left = state.houses_left[p], state.emissaries_left[p]
        f_left = state.forts_left[p] if state.fortifications else 0
        for r, region in enumerate(board.regions):
            pays = []
            for cards in options:
                units, lone = _units_cached(cards, region.colour)
                if not lone and 1 <= units <= 2:
                    pays.append((cards, units))
            if not pays:
                continue
            spaces = ix.region_spaces[r]
            occupied = any(state.houses[s] != EMPTY or state.forts[s] for s in spaces) or sum(state.emissaries[r]) > 0
            free = sorted(board.spaces[s].id for s in spaces if state.houses[s] == EMPTY)
            bare = sorted(board.spaces[s].id for s in spaces if state.houses[s] == EMPTY and not state.forts[s])
            counts = region_house_counts(state, r)
            cap = max(counts)
            present = sum(state.emissaries[r])
            cap_with_house = max(cap, counts[p] + 1)
            for cards, units in pays:
                tok = cards_token(cards)
                if units == 1:
                    if h_left:
                        for sid in free:
                            yield Move("place", (region.id, tok, f"house:{sid}"))
                    if e_left and present < cap:
                        yield Move("place", (region.id, tok, "emissary"))
                    if f_left and (not occupied or not h_left or not _can_pay_more(hand, cards, region.colour)):
                        for sid in bare:
                            yield Move("place", (region.id, tok, f"fort:{sid}"))
                    continue
                if not occupied:
                    continue
                if h_left >= 2:
                    for a, b in itertools.combinations(free, 2):
                        yield Move("place", (region.id, tok, f"house:{a}", f"house:{b}"))
                if h_left and e_left and present < cap_with_house:
                    for sid in free:
                        yield Move("place", (region.id, tok, f"house:{sid}", "emissary"))
                if e_left >= 2 and present + 2 <= cap:
                    yield Move("place", (region.id, tok, "emissary", "emissary"))
                if f_left:
                    for sid in bare:
                        if h_left:
                            yield Move("place", (region.id, tok, f"fort:{sid}", f"house:{sid}"))
                        elif e_left and present < cap:
                            yield Move("place", (region.id, tok, f"fort:{sid}", "emissary"))

    def to_move(self, state: ChinaState) -> tuple[int, ...]:
        return () if state.phase == OVER else (state.turn,)

    def is_over(self, state: ChinaState) -> bool:
        return state.phase == OVER

    # -- playing --------------------------------------------------------------------------------
    def resolve(self, state: ChinaState, mv: Move) -> tuple[ChinaState, tuple[Event, ...]]:
        events: list[Event] = []
        if mv.kind == "start":
            p = int(mv.args[0])
            per = COMPONENTS.removed_per_colour[state.players]
            clause = {3: "china.setup.cards.three-players", 4: "china.setup.cards.four-players"}.get(state.players)
            events.append(
                ev(
                    "china.ev.setup",
                    (
                        *((clause,) if clause else ()),
                        "china.setup.cards.shuffle",
                        "china.setup.cards.hand",
                        "china.setup.cards.draw-pile",
                        "china.setup.cards.open-cards",
                        "china.setup.pieces",
                        "china.setup.scoring-stone",
                    ),
                    None,
                    removed=per,
                    deck=len(state.deck),
                )
            )
            events.append(ev("china.ev.start", ("china.setup.start-player", "china.setup.emperor", "china.play.start-player"), p))
            state = evolve(state, start=p, turn=p, phase=MAIN)
        elif mv.kind == "place":
            state = self._resolve_place(state, mv, events)
        elif mv.kind == "exchange":
            state = self._resolve_exchange(state, mv, events)
        elif mv.kind == "draw":
            state = self._resolve_draw(state, mv, events)
        else:
            events.append(ev("china.ev.pass", ("china.end.finish-round", "china.exchange.when"), state.turn))
            state = self._end_turn(state, events, "china.drawing.open-cards")
        return state, tuple(events)

    def _resolve_place(self, state: ChinaState, mv: Move, events: list[Event]) -> ChinaState:
        c = Checks()
        pl = self._parse_place(state, mv, c)
        assert pl is not None
        p = state.turn
        board = state.board
        region = board.regions[pl.region]
        hand = list(state.hands[p])
        for x in pl.cards:
            hand.remove(x)
        hands = _set(state.hands, p, sort_cards(hand))
        events.append(ev("china.ev.cards", ("china.placement.discard", "china.play.option.place"), p, cards=cards_key(pl.cards)))
        houses, forts = list(state.houses), list(state.forts)
        for s in pl.forts:
            forts[s] = True
            events.append(
                ev(
                    "china.ev.fort",
                    ("china.fortifications.space", "china.fortifications.neutral"),
                    p,
                    space=board.spaces[s].id,
                    region=region.key,
                )
            )
        for s in sorted(pl.houses):
            houses[s] = p
            events.append(ev("china.ev.house", "china.placement.house-space", p, space=board.spaces[s].id, region=region.key))
        state = evolve(
            state,
            hands=hands,
            discard=sort_cards([*state.discard, *pl.cards]),
            houses=tuple(houses),
            forts=tuple(forts),
            houses_left=_set(state.houses_left, p, state.houses_left[p] - len(pl.houses)),
            forts_left=_set(state.forts_left, p, state.forts_left[p] - len(pl.forts)),
        )
        # a filled region is scored at once, interrupting the turn (china.placement.house-scoring-trigger):
        # before an emissary placed in the same move (china.house-scoring.emissaries-after)
        spaces = index(board).region_spaces[pl.region]
        if region.id not in state.scored and all(state.houses[s] != EMPTY for s in spaces):
            events.append(ev("china.ev.region-full", "china.placement.house-scoring-trigger", None, region=region.key))
            gained = [0] * state.players
            for hs in house_scoring(region_house_counts(state, pl.region)):
                gained[hs.player] += hs.points
                events.append(house_event(hs, region.key, "china.placement.house-scoring-trigger"))
            events.append(ev("china.ev.score-marker", "china.house-scoring.marker", None, region=region.key))
            state = evolve(state, scored=(*state.scored, region.id))
            state = self._add_points(state, gained, events)
        if pl.emissaries:
            ems = list(state.emissaries[pl.region])
            ems[p] += pl.emissaries
            state = evolve(
                state,
                emissaries=_set(state.emissaries, pl.region, tuple(ems)),
                emissaries_left=_set(state.emissaries_left, p, state.emissaries_left[p] - pl.emissaries),
            )
            counts = region_house_counts(state, pl.region)
            clauses: tuple[str, ...] = ("china.placement.dragon-space", "china.placement.emissary-cap")
            if region.id in state.scored:
                clauses += ("china.house-scoring.emissaries-after",)
            events.append(ev("china.ev.emissary", clauses, p, region=region.key, total=sum(ems), cap=max(counts)))
        if not self._any_piece_placeable(state):
            events.append(ev("china.ev.end-pieces", "china.end.no-pieces"))
            return evolve(state, phase=OVER, ended="no-pieces")
        state = evolve(state, phase=DRAW)
        return self._maybe_end_draw(state, events)

    def _add_points(self, state: ChinaState, gained: list[int], events: list[Event]) -> ChinaState:
        every = COMPONENTS.point_card_every
        score = list(state.score)
        for p, g in enumerate(gained):
            before, after = score[p], score[p] + g
            for threshold in range(every, after + 1, every):
                if before < threshold <= after:
                    clause = (
                        "china.board.score-track.point-card"
                        if threshold == every
                        else "china.board.score-track.second-point-card"
                    )
                    events.append(ev("china.ev.point-card", ("china.board.score-track.wrap", clause), p, threshold=threshold))
            score[p] = after
        return evolve(state, score=tuple(score))

    def _any_piece_placeable(self, state: ChinaState) -> bool:
        """Whether any player could still place any piece anywhere (china.end.no-pieces)."""
        free = any(h == EMPTY for h in state.houses)
        if free and any(state.houses_left):
            return True
        if (
            state.fortifications
            and any(state.forts_left)
            and any(h == EMPTY and not f for h, f in zip(state.houses, state.forts, strict=True))
        ):
            return True
        if any(state.emissaries_left):
            for r in range(len(state.board.regions)):
                if sum(state.emissaries[r]) < max(region_house_counts(state, r)):
                    return True
        return False

    def _pop_deck(self, state: ChinaState, events: list[Event]) -> tuple[str, ChinaState]:
        """The top card of the draw pile; a pile that runs out is reshuffled once, and ends the game the second time."""
        card, deck = state.deck[0], state.deck[1:]
        state = evolve(state, deck=deck)
        if not deck:
            state = self._exhausted(state, events)
        return card, state

    def _exhausted(self, state: ChinaState, events: list[Event]) -> ChinaState:
        n = state.exhausted + 1
        if n == 1:
            deck, rng = state.rng.shuffle(state.discard)
            events.append(
                ev(
                    "china.ev.exhausted-first",
                    (
                        "china.drawing.exhausted.first-time",
                        "china.drawing.exhausted.open-cards-stay",
                        "china.drawing.exhausted.finish-drawing",
                    ),
                    None,
                    n=len(deck),
                )
            )
            state = evolve(state, exhausted=1, deck=deck, discard=(), rng=rng)
            if deck:
                return state
            n = 2
        last = (state.start - 1) % state.players
        events.append(
            ev(
                "china.ev.exhausted-second",
                ("china.drawing.exhausted.second-time", "china.end.finish-round", "china.end.last-turn"),
                None,
                other=last,
            )
        )
        return evolve(state, exhausted=2)

    def _resolve_draw(self, state: ChinaState, mv: Move, events: list[Event]) -> ChinaState:
        p = state.turn
        source = str(mv.args[0])
        if source == DECK:
            card, state = self._pop_deck(state, events)
            events.append(ev("china.ev.draw-deck", ("china.drawing.choice", "china.play.option.refill"), p))
        else:
            card = source
            open_cards = list(state.open)
            open_cards.remove(card)
            state = evolve(state, open=tuple(open_cards))
            events.append(ev("china.ev.draw-open", ("china.drawing.choice", "china.play.option.refill"), p, card=ckey(card)))
        state = evolve(state, hands=_set(state.hands, p, sort_cards([*state.hands[p], card])))
        return self._maybe_end_draw(state, events)

    def _maybe_end_draw(self, state: ChinaState, events: list[Event]) -> ChinaState:
        if len(state.hands[state.turn]) >= HAND or not (state.deck or state.open):
            return self._end_turn(state, events, "china.drawing.open-cards")
        return state

    def _resolve_exchange(self, state: ChinaState, mv: Move, events: list[Event]) -> ChinaState:
        p = state.turn
        give, take = str(mv.args[0]), str(mv.args[1])
        hand = list(state.hands[p])
        hand.remove(give)
        state = evolve(state, hands=_set(state.hands, p, tuple(hand)), discard=sort_cards([*state.discard, give]))
        events.append(ev("china.ev.discard", "china.exchange.swap", p, card=ckey(give)))
        if take == DECK:
            card, state = self._pop_deck(state, events)
            events.append(ev("china.ev.draw-deck", "china.exchange.swap", p))
        else:
            card = take
            open_cards = list(state.open)
            open_cards.remove(card)
            state = evolve(state, open=tuple(open_cards))
            events.append(ev("china.ev.draw-open", "china.exchange.swap", p, card=ckey(card)))
        state = evolve(state, hands=_set(state.hands, p, sort_cards([*state.hands[p], card])))
        return self._end_turn(state, events, "china.exchange.refill-open")

    def _end_turn(self, state: ChinaState, events: list[Event], refill_clause: str) -> ChinaState:
        """Refill the open cards to 4, then the next player (or the end, once the last round is finished)."""
        ends = "china.exchange.end-of-turn" if refill_clause == "china.exchange.refill-open" else "china.drawing.end-of-turn"
        laid = 0
        while len(state.open) < OPEN and state.deck:
            card, state = self._pop_deck(state, events)
            state = evolve(state, open=sort_cards([*state.open, card]))
            laid += 1
        if laid:
            events.append(ev("china.ev.refill-open", (refill_clause, ends), None, n=laid))
        last = (state.start - 1) % state.players
        if state.exhausted >= 2 and state.turn == last:
            events.append(
                ev(
                    "china.ev.end-deck",
                    ("china.end.second-exhaustion", "china.end.finish-round", "china.end.last-turn", "china.play.game-end"),
                )
            )
            return evolve(state, phase=OVER, ended="deck")
        nxt = (state.turn + 1) % state.players
        events.append(ev("china.ev.next", ("china.play.clockwise", ends), nxt))
        return evolve(state, turn=nxt, phase=MAIN)

    # -- the end ------------------------------------------------------------------------------
    def score_lines(self, state: ChinaState) -> list[ScoreLine]:
        """Every line of the score: houses (during the game and at the end), alliances, roads."""
        lines: list[ScoreLine] = []
        board = state.board
        for r, region in enumerate(board.regions):
            during = region.id in state.scored
            when: tuple[str, ...] = (
                ("china.placement.house-scoring-trigger",)
                if during
                else ("china.final-scoring.houses.unscored", "china.final-scoring.houses.same", "china.final-scoring.overview")
            )
            for hs in house_scoring(region_house_counts(state, r)):
                ev = house_event(hs, region.key, *when)
                lines.append(ScoreLine(hs.player, hs.points, Reason(ev.code, ev.clauses, ev.params)))
        alliances = all_alliances(state)
        won = [p for al in alliances for p in al.winners]
        for al in alliances:
            a, b = (board.regions[index(board).region_index[x]].key for x in al.alliance.regions)
            for p in al.winners:
                extra = ("china.final-scoring.alliances.multiple",) if won.count(p) > 1 else ()
                lines.append(
                    ScoreLine(
                        p,
                        al.points,
                        reason(
                            "china.score.alliance",
                            (*al.clauses, *extra, "china.final-scoring.alliances.what", "china.final-scoring.alliances.order"),
                            number=al.alliance.number,
                            a=a,
                            b=b,
                            player=p,
                            points=al.points,
                        ),
                    )
                )
        for row in road_rows(state):
            lines.append(
                ScoreLine(
                    row.player,
                    row.points,
                    reason(
                        "china.score.road",
                        row.clauses,
                        player=row.player,
                        n=row.points,
                        points=row.points,
                        spaces="-".join(str(s) for s in row.spaces),
                    ),
                )
            )
        return lines

    def outcome(self, state: ChinaState) -> Outcome:
        lines = self.score_lines(state)
        scores = [0] * state.players
        for ln in lines:
            scores[ln.player] += ln.points
        ranking, tie_events = rank(state, scores)
        return Outcome(tuple(scores), tuple(lines), tuple(ranking), tuple(tie_events))

    # -- information ----------------------------------------------------------------------------
    def observation(self, state: ChinaState, viewer: int | None) -> ChinaState:
        """Other hands, the draw pile's cards, the cards returned to the box and the seed are hidden."""
        if viewer is None:
            return state
        hidden = "hidden"
        return evolve(
            state,
            hands=tuple(h if i == viewer else (hidden,) * len(h) for i, h in enumerate(state.hands)),
            deck=(hidden,) * len(state.deck),
            removed=(hidden,) * len(state.removed),
            rng=Rng(0),
        )

    def validate(self, state: ChinaState, where: str = "state") -> None:
        from tutor.games.china.validate import validate_state as full  # the one validator (calls validate_state)

        full(state, where)

    # -- scenarios ------------------------------------------------------------------------------
    def from_position(self, players: int, options: Mapping[str, Any], position: Mapping[str, Any], where: str) -> ChinaState:
        from tutor.games.china.position import state_from_position

        return state_from_position(self, players, options, position, where)

    def answer(self, state: ChinaState, question: str, args: Mapping[str, Any], where: str) -> tuple[Any, Sequence[Event]]:
        from tutor.games.china.answers import answer

        return answer(self, state, question, args, where)


def _set(values: tuple[Any, ...], i: int, value: Any) -> tuple[Any, ...]:
    return (*values[:i], value, *values[i + 1 :])


def house_event(hs: HouseScore, region_key: str, *when: str) -> Event:
    clauses = (*hs.clauses, *when, "china.house-scoring.move-stones")
    if hs.rank == 1:
        return ev("china.ev.house-first", clauses, hs.player, region=region_key, houses=hs.houses, points=hs.points)
    return ev("china.ev.house-rank", clauses, hs.player, region=region_key, houses=hs.houses, points=hs.points, rank=hs.rank)


def rank(state: ChinaState, scores: Sequence[int]) -> tuple[list[int], list[Event]]:
    """Most points first; ties go to the most pieces left in supply (china.winner.tie)."""
    order = sorted(range(state.players), key=lambda p: (-scores[p], -supply(state, p), p))
    events: list[Event] = []
    for pts in sorted(set(scores), reverse=True):
        tied = [p for p in order if scores[p] == pts]
        if len(tied) < 2:
            continue
        for p in tied:
            events.append(
                ev("china.tie-break", ("china.winner.tie", "china.winner.most-points"), p, points=pts, supply=supply(state, p))
            )
        for a, b in itertools.pairwise(tied):
            if supply(state, a) == supply(state, b):
                events.append(ev("china.tie-shared", "china.winner.tie", a, other=b))
    return order, events


def validate_state(state: ChinaState, where: str) -> None:
    """A decoded state must keep the game's counts: pieces, cards, one house per space, emissary caps."""
    n = state.players
    board = state.board
    ix = index(board)
    if not 3 <= n <= 5:
        raise InputError(where, 0, "players", "China takes 3 to 5 players")
    if state.phase not in (SETUP, MAIN, DRAW, OVER):
        raise InputError(where, 0, "phase", f"{state.phase!r} is not one of setup, main, draw, over")
    sizes = {
        "hands": len(state.hands),
        "houses_left": len(state.houses_left),
        "emissaries_left": len(state.emissaries_left),
        "forts_left": len(state.forts_left),
        "score": len(state.score),
    }
    for name, size in sizes.items():
        if size != n:
            raise InputError(where, 0, name, f"expected {n} entries, one per player")
    if len(state.houses) != len(board.spaces) or len(state.forts) != len(board.spaces):
        raise InputError(where, 0, "houses", f"expected one entry per house space ({len(board.spaces)})")
    if len(state.emissaries) != len(board.regions) or any(len(e) != n for e in state.emissaries):
        raise InputError(where, 0, "emissaries", "expected, per region, one count per player")
    if not 0 <= state.turn < n or not -1 <= state.start < n:
        raise InputError(where, 0, "turn", "not a player")
    for p in range(n):
        on_board = sum(1 for h in state.houses if h == p)
        if state.houses_left[p] < 0 or on_board + state.houses_left[p] > COMPONENTS.houses:
            raise InputError(
                where,
                0,
                f"houses_left[{p}]",
                f"{on_board} on the board + {state.houses_left[p]} left is more than {COMPONENTS.houses}",
            )
        placed = sum(e[p] for e in state.emissaries)
        if state.emissaries_left[p] < 0 or placed + state.emissaries_left[p] > COMPONENTS.emissaries:
            raise InputError(where, 0, f"emissaries_left[{p}]", f"more than {COMPONENTS.emissaries} emissaries")
        if not 0 <= state.forts_left[p] <= COMPONENTS.fortifications:
            raise InputError(where, 0, f"forts_left[{p}]", "each player has 1 fortification")
    if any(not -1 <= h < n for h in state.houses):
        raise InputError(where, 0, "houses", "an owner is not a player")
    for r, region in enumerate(board.regions):
        counts = [0] * n
        for s in ix.region_spaces[r]:
            if state.houses[s] != EMPTY:
                counts[state.houses[s]] += 1
        if any(e < 0 for e in state.emissaries[r]) or sum(state.emissaries[r]) > max(counts):
            raise InputError(
                where,
                0,
                f"emissaries.{region.id}",
                f"{sum(state.emissaries[r])} emissaries but the most houses of one player there is {max(counts)}",
            )
    for rid in state.scored:
        if rid not in ix.region_index:
            raise InputError(where, 0, "scored", f"{rid!r} is not a region")
    cards = [*state.open, *state.deck, *state.discard, *state.removed, *(c for h in state.hands for c in h)]
    bad = [c for c in cards if c not in COLOURS and c != "hidden"]
    if bad:
        raise InputError(where, 0, "cards", f"{bad[0]!r} is not a card colour")
    if "hidden" not in cards:
        counts_all = colour_counts(tuple(cards))
        for c in COLOURS:
            if counts_all[c] > COMPONENTS.split[c]:
                raise InputError(where, 0, "cards", f"{counts_all[c]} {c} cards; the game has {COMPONENTS.split[c]}")
    if len(state.open) > OPEN or any(len(h) > HAND for h in state.hands):
        raise InputError(where, 0, "cards", f"at most {OPEN} open cards and {HAND} cards in a hand")
    if not 0 <= state.exhausted <= 2:
        raise InputError(where, 0, "exhausted", "0, 1 or 2")


def state_json(state: ChinaState) -> dict[str, Any]:
    data: dict[str, Any] = encode(state)
    return data
