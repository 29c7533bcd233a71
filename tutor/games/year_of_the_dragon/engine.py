"""In the Year of the Dragon as a ``Game``: setup, legality (rules.py), effects (effects.py, phases.py), scoring."""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping
from typing import Any

from tutor.core.evolve import evolve
from tutor.core.game import Game, GameSpec, OptionSpec, Outcome
from tutor.core.moves import Move, move
from tutor.core.rng import Rng
from tutor.core.verdict import Event, ScoreLine, Verdict, event, reason
from tutor.games.year_of_the_dragon import effects, rules, scoring
from tutor.games.year_of_the_dragon.components import COMPONENTS, PERSON_TYPES, TILES, YOUNG
from tutor.games.year_of_the_dragon.messages import MESSAGES
from tutor.games.year_of_the_dragon.notation import SCHEMA
from tutor.games.year_of_the_dragon.state import Palace, Player, YotdState, track_order
from tutor.text.ui import N_

# The final breakdown: points grouped by the clause that gave them, each with its own words.
LEDGER_CODES = {
    "yotd.actions.research.gain": "yotd:points.research",
    "yotd.events.festival.scoring": "yotd:points.festival",
    "yotd.events.mongols.score": "yotd:points.mongols",
    "yotd.scoring.month.palaces": "yotd:points.palaces",
    "yotd.scoring.month.court-ladies": "yotd:points.court-ladies",
    "yotd.scoring.month.privileges": "yotd:points.privileges",
    "yotd.final.persons": "yotd:final.persons",
    "yotd.final.monks": "yotd:final.monks",
    "yotd.final.money.points": "yotd:final.money",
    "yotd_bga.great-wall.action.reward": "yotd:points.wall-tile",
    "yotd_bga.great-wall.scoring.mongol.complete": "yotd:points.wall",
    "yotd_bga.great-wall.scoring.final.complete": "yotd:points.wall",
    "yotd_bga.super-events.lantern-festival": "yotd:points.super",
    "yotd_bga.super-events.buddha": "yotd:points.super",
    "yotd_bga.super-events.charter": "yotd:points.super",
}
SUPER_CHOICES = ("off", "random", *COMPONENTS.super_events)


def initial_display(players: int) -> tuple[int, ...]:
    young, old, single = COMPONENTS.tiles_per_type[players]
    counts = []
    for kind, age in TILES:
        split = len(COMPONENTS.persons[kind].ages) == 2
        counts.append((young if age == YOUNG else old) if split else single)
    return tuple(counts)


def event_row(rng: Rng) -> tuple[tuple[str, ...], Rng]:
    """Two Peace tiles first, the other ten shuffled with no two identical neighbours."""
    rest = [e for e in COMPONENTS.events if e != "peace" for _ in range(2)]
    while True:
        order, rng = rng.shuffle(rest)
        if all(a != b for a, b in itertools.pairwise(order)):
            return ("peace", "peace", *order), rng


class YearOfTheDragon(Game[YotdState]):
    spec = GameSpec(
        name="year_of_the_dragon",
        names={"en": "In the Year of the Dragon", "es": "El año del dragón", "ja": "ドラゴンイヤー"},
        aliases=("yotd", "year of the dragon", "im jahr des drachen", "year_of_the_dragon_bga"),
        players=(2, 5), default_players=4, chance=True, hidden_information=False, simultaneous=False,
        domains=("year_of_the_dragon", "year_of_the_dragon_bga"),
        options=(
            OptionSpec("edition", "old", ("old", "new"), N_("Edition (large privilege 6 or 7 yuan)"),
                       ("yotd.actions.privilege.cost", "yotd_bga.actions.privilege")),
            OptionSpec("great_wall", False, (False, True), N_("The Great Wall expansion"),
                       ("yotd_bga.great-wall.setup.components",)),
            OptionSpec("super_events", "off", SUPER_CHOICES, N_("Super Events (one on month 7)"),
                       ("yotd_bga.super-events.setup.place",)),
        ),
    )
    moves = SCHEMA
    messages = MESSAGES
    state_type = YotdState
    questions = ("month_score", "final_score", "score", "event", "yuan", "rice", "fireworks", "track", "order",
                 "persons", "palaces", "court", "cards", "wall", "display")

    def new(self, players: int, seed: int = 0, options: Mapping[str, Any] | None = None) -> YotdState:
        opts = self.spec.resolve_options(options)
        rng = Rng.seeded(seed)
        row, rng = event_row(rng)
        chosen = str(opts["super_events"])
        if chosen == "random":
            chosen, rng = rng.choice(COMPONENTS.super_events)
        cards = tuple(sorted(PERSON_TYPES)) + ("joker",) * COMPONENTS.jokers
        start = Player(yuan=COMPONENTS.start_yuan, palaces=tuple(Palace(f) for f in COMPONENTS.start_palaces), cards=cards,
                       walls=COMPONENTS.wall_tiles if opts["great_wall"] else ())
        return YotdState(
            players=(start,) * players, month=0, phase="draft", order=tuple(range(players)), turn=0,
            event_row=row, display=initial_display(players), rng=rng, edition=str(opts["edition"]),
            great_wall=bool(opts["great_wall"]), super_event="" if chosen == "off" else chosen,
        )

    def setup_report(self, state: YotdState) -> tuple[Event, ...]:
        """The setup the rules prescribe, as cited lines (a lesson shows them)."""
        young, old, single = COMPONENTS.tiles_per_type[state.n]
        report = [
            event("yotd:ev.setup-events", ("yotd.setup.events.peace", "yotd.setup.events.shuffle",
                                           "yotd.setup.events.no-adjacent"), None),
            event("yotd:ev.setup-tiles", ("yotd.setup.persons.five-players", "yotd.setup.persons.fewer-players",
                                          "yotd.setup.persons.counts", "yotd.setup.persons.split-types",
                                          "yotd.setup.persons.young-old"), None,
                  players=state.n, split_young=young, split_old=old, single=single),
            event("yotd:ev.setup-players", ("yotd.setup.palaces", "yotd.setup.yuan", "yotd.setup.player-pieces",
                                            "yotd.setup.player-pieces.person-cards",
                                            "yotd.setup.action-cards", "yotd.setup.start.oldest-first",
                                            "yotd.setup.start.clockwise"), None, yuan=COMPONENTS.start_yuan),
        ]
        if state.great_wall:
            report.append(event("yotd:ev.setup-wall", ("yotd_bga.great-wall.setup.wall-tiles",
                                                       "yotd_bga.great-wall.setup.action-tiles",
                                                       "yotd_bga.great-wall.setup.selectable",
                                                       "yotd_bga.great-wall.setup.no-other-changes"), None))
        if state.super_event:
            report.append(event("yotd:ev.setup-super", ("yotd_bga.super-events.setup.shuffle",
                                                        "yotd_bga.super-events.setup.place",
                                                        "yotd_bga.super-events.setup.unused",
                                                        "yotd_bga.super-events.options"), None,
                                event=f"super.{state.super_event}"))
        return tuple(report)

    # -- legality ---------------------------------------------------------------------------------
    def check(self, state: YotdState, mv: Move) -> Verdict:
        return rules.check(state, mv)

    def candidate_moves(self, state: YotdState) -> Iterable[Move]:
        p = state.current
        if p is None:
            return
        player = state.players[p]
        kinds = rules.expected_kinds(state)
        if "pick" in kinds:
            for a in PERSON_TYPES:
                for b in PERSON_TYPES:
                    if a < b:
                        for pa in (1, 2):
                            for pb in (1, 2):
                                yield move("pick", a, pa, b, pb)
        if "action" in kinds:
            for g, group in enumerate(state.groups, 1):
                for action in dict.fromkeys(group):
                    if action == "privilege":
                        yield move("action", g, action, "small")
                        yield move("action", g, action, "large")
                    elif action == COMPONENTS.wall_action:
                        for tile in player.walls:
                            yield move("action", g, action, tile)
                    else:
                        yield move("action", g, action)
            yield move("topup")
        if "floor" in kinds:
            for i in range(1, len(player.palaces) + 1):
                yield move("floor", i)
            yield move("floor", "new")
        if "recruit" in kinds:
            yield from self._person_moves(state, p, "forfeit" in kinds)
        if "release" in kinds or "charter" in kinds:
            kind = "release" if "release" in kinds else "charter"
            for i, pal in enumerate(player.palaces, 1):
                for s in range(1, len(pal.persons) + 1):
                    yield move(kind, i, s)
        if "demolish" in kinds:
            for i, pal in enumerate(player.palaces, 1):
                if pal.room == 0 and pal.persons:
                    yield from (move("demolish", i, s) for s in range(1, len(pal.persons) + 1))
                else:
                    yield move("demolish", i)
        if "discard" in kinds:
            yield from (move("discard", g) for g in ("yuan", "rice", "firework"))
        if "drop" in kinds:
            yield from (move("drop", c) for c in dict.fromkeys(player.cards))

    def _person_moves(self, state: YotdState, p: int, with_cards: bool) -> Iterable[Move]:
        player = state.players[p]
        options: list[tuple[str, str, tuple[str, ...]]] = []
        held = set(player.cards)
        for kind in PERSON_TYPES:
            for age in COMPONENTS.persons[kind].ages:
                if state.tiles_left(kind, age) == 0:
                    continue
                if not with_cards:
                    options.append((kind, age, ()))
                    continue
                if kind in held:
                    options.append((kind, age, ()))
                if "joker" in held:
                    options.append((kind, age, ("joker",)))
        room = [i for i, pal in enumerate(player.palaces, 1) if pal.room > 0]
        for kind, age, joker in options:
            if room:
                for i in room:
                    yield move("recruit", kind, age, i, *joker)
            else:
                for i, pal in enumerate(player.palaces, 1):
                    for s in range(1, len(pal.persons) + 1):
                        yield move("replace", kind, age, i, s, *joker)
                yield move("dismiss", kind, age, *joker)
        if with_cards:
            for card in dict.fromkeys(player.cards):
                yield move("forfeit", card)

    # -- playing ----------------------------------------------------------------------------------
    def resolve(self, state: YotdState, mv: Move) -> tuple[YotdState, tuple[Event, ...]]:
        return effects.resolve(state, mv)

    def to_move(self, state: YotdState) -> tuple[int, ...]:
        p = state.current
        return () if p is None else (p,)

    def is_over(self, state: YotdState) -> bool:
        return state.phase == "over"

    def outcome(self, state: YotdState) -> Outcome:
        lines = [ScoreLine(p, pts, reason(LEDGER_CODES.get(clause, "yotd:points"), scoring.score_clauses(clause),
                                          points=pts))
                 for p, player in enumerate(state.players) for clause, pts in player.ledger]
        scores = tuple(pl.score for pl in state.players)
        on_track = track_order(state.players)
        ranking = tuple(sorted(range(state.n), key=lambda p: (-scores[p], on_track.index(p))))
        tie: tuple[Event, ...] = (event("yotd:ev.winner", ("yotd.final.winner", "yotd_bga.scoring.final.winner"),
                                        ranking[0], points=scores[ranking[0]]),)
        if state.n > 1 and scores[ranking[0]] == scores[ranking[1]]:
            tied = tuple(p for p in ranking if scores[p] == scores[ranking[0]])
            tie += (event("yotd:ev.tie-break", ("yotd.final.tie-break", "yotd_bga.scoring.final.tie-break"), ranking[0],
                         tied=len(tied)),)
        return Outcome(scores, tuple(lines), ranking, tie)

    def validate(self, state: YotdState, where: str = "state") -> None:
        from tutor.core.errors import InputError

        if not 2 <= state.n <= 5:
            raise InputError(where, 0, "players", "2 to 5 players")
        if len(state.display) != len(TILES) or any(n < 0 for n in state.display):
            raise InputError(where, 0, "display", f"expected {len(TILES)} tile counts, none negative")
        for i, pl in enumerate(state.players):
            for field in ("yuan", "rice", "fireworks", "small", "large"):
                if getattr(pl, field) < 0:
                    raise InputError(where, 0, f"players[{i}].{field}", "cannot be negative")
            for j, pal in enumerate(pl.palaces):
                if not 1 <= pal.floors <= 3 or len(pal.persons) > pal.floors:
                    raise InputError(where, 0, f"players[{i}].palaces[{j}]", "1 to 3 floors, no more persons than floors")
                for t, a in pal.persons:
                    if (t, a) not in TILES:
                        raise InputError(where, 0, f"players[{i}].palaces[{j}]", f"no such person tile {t} {a}")
        if state.phase not in ("draft", "action", "person", "event", "over"):
            raise InputError(where, 0, "phase", "draft, action, person, event or over")
        from tutor.games.year_of_the_dragon.validate import validate_state

        validate_state(state, where)  # counts, ranges and conservation (one validator for positions and saves)

    # -- information ------------------------------------------------------------------------------
    def observation(self, state: YotdState, viewer: int | None) -> YotdState:
        """Everything on the table is open; only the random stream (how the action cards will be dealt
        in the months to come) is hidden from a player."""
        return state if viewer is None else evolve(state, rng=Rng(0))

    # -- scenarios --------------------------------------------------------------------------------
    def from_position(self, players: int, options: Mapping[str, Any], position: Mapping[str, Any],
                      where: str) -> YotdState:
        from tutor.games.year_of_the_dragon.position import from_position

        return from_position(self, players, options, position, where)

    def answer(self, state: YotdState, question: str, args: Mapping[str, Any], where: str) -> tuple[Any, list[Any]]:
        from tutor.games.year_of_the_dragon.position import answer

        return answer(self, state, question, args, where)




GAME = YearOfTheDragon()
