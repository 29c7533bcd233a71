"""The state of a River Dragons game: frozen, JSON-able, with small helpers that read it."""

from __future__ import annotations

import re
from dataclasses import dataclass

from tutor.core.evolve import evolve
from tutor.games.river_dragons.boardfile import COLOURS, RiverBoard
from tutor.games.river_dragons.components import COMPONENTS

ACTIONS = COMPONENTS.actions  # stone1 stone2 plank1 plank2 remove move1 move2 jump (components.yaml)
DRAGONS = tuple(f"dragon-{c}" for c in COLOURS)
CARDS = ACTIONS + DRAGONS
HIDDEN = "hidden"  # a face-down card as another player sees it
STONES = COMPONENTS.stones  # 27: rd.components.stones
SIZES = COMPONENTS.plank_sizes  # rd.components.planks: six planks per colour, numbered 1-6
SLOTS = 5  # rd.programming.choose-five

CARD_TERM = {
    "stone1": "card.stone_1", "stone2": "card.stone_2", "plank1": "card.plank_1", "plank2": "card.plank_2",
    "remove": "card.remove", "move1": "card.move_1", "move2": "card.move_2", "jump": "card.jump",
}
# how many stones/planks an action places, or 1 for the others (the choices the action still needs)
ACTION_COUNT = {"stone1": 1, "stone2": 2, "plank1": 1, "plank2": 2, "remove": 1, "move1": 1, "move2": 1, "jump": 1}
PLANK_RE = re.compile(rf"^({'|'.join(COLOURS)})([{SIZES[0]}-{SIZES[-1]}])$")  # ^(pink|...|yellow)([1-6])$


def is_dragon(card: str) -> bool:
    return card.startswith("dragon-")


def dragon_colour(card: str) -> str:
    return card.split("-", 1)[1]


def card_term(card: str) -> str:
    """The glossary key of a card (all dragons are "card.dragon"; their colour is a separate word)."""
    return "card.dragon" if is_dragon(card) else CARD_TERM.get(card, card)


def colour_term(colour: str) -> str:
    return f"colour.{colour}"


def plank_token(colour: str, size: int) -> str:
    return f"{colour}{size}"


def plank_colour(token: str) -> str:
    return token[:-1]


def plank_size(token: str) -> int:
    return int(token[-1])


def is_plank(token: str) -> bool:
    return PLANK_RE.match(token) is not None


def hand_of(colour: str, colours: tuple[str, ...]) -> tuple[str, ...]:
    """A player's 13 cards less the dragons of absent colours (rd.setup.player-kit.cards.absent-dragons)."""
    return ACTIONS + tuple(f"dragon-{c}" for c in COLOURS if c != colour and c in colours)


@dataclass(frozen=True)
class Placed:
    """A plank on the board, resting on two supports (stone spots or village colours)."""

    plank: str
    a: str
    b: str


@dataclass(frozen=True)
class RiverDragonsState:
    board: RiverBoard
    colours: tuple[str, ...]  # by player, clockwise; player 0 is the youngest (first first player)
    turn: int  # 1, 2, ...
    first: int  # the player holding the first-player card
    phase: str  # "program", "resolve" or "over"
    programs: tuple[tuple[str, ...], ...]  # cards placed face down, left to right, by player
    position: int  # the card position being resolved (1-5); 0 while programming
    actor: int  # while resolving: how many players of this position acted before the current one
    todo: int  # choices the current action still needs (stones/planks to place, a move to make)
    chosen: str  # the plank the acting player chose and must now place ("" if none)
    stones: tuple[str, ...]  # spots holding a stone, sorted
    stone_reserve: int
    planks: tuple[Placed, ...]
    reserves: tuple[tuple[str, ...], ...]  # plank reserve by player, sorted
    lost: tuple[str, ...]  # planks out of the game (rd.actions.planks.no-place)
    pawns: tuple[str, ...]  # by player: a village colour or a plank token
    winner: int = -1
    turn_limit: int = 0  # 0: none (the rulebook has none); see docs/river_dragons.md

    @property
    def n(self) -> int:
        return len(self.colours)

    def player_of(self, colour: str) -> int:
        return self.colours.index(colour)

    def acting(self) -> int:
        """The player whose action is being resolved (resolution phase)."""
        return (self.first + self.actor) % self.n

    def card(self, player: int, position: int | None = None) -> str:
        pos = self.position if position is None else position
        prog = self.programs[player]
        return prog[pos - 1] if 0 < pos <= len(prog) else ""

    def plank_at(self, token: str) -> Placed | None:
        for p in self.planks:
            if p.plank == token:
                return p
        return None

    def load(self, support: str) -> int:
        """How many planks rest on a support."""
        return sum(1 for p in self.planks if support in (p.a, p.b))

    def pawn_on(self, place: str) -> int | None:
        """The player whose pawn stands on a plank (None if free; villages hold any number)."""
        for player, where in enumerate(self.pawns):
            if where == place:
                return player
        return None

    def destination(self, player: int) -> str:
        return self.board.village_map[self.colours[player]].destination


def observation(state: RiverDragonsState, viewer: int | None) -> RiverDragonsState:
    """The state as ``viewer`` sees it: the other players' cards face down until revealed (None: everything)."""
    if viewer is None:
        return state
    shown = state.position if state.phase != "program" else 0
    programs = tuple(
        prog if player == viewer else tuple(c if i < shown else HIDDEN for i, c in enumerate(prog))
        for player, prog in enumerate(state.programs)
    )
    return evolve(state, programs=programs)


def to_move(state: RiverDragonsState) -> tuple[int, ...]:
    """Who moves: everyone still programming, then the player whose card is resolved (nobody at the end)."""
    if state.phase == "program":
        return tuple(player for player in range(state.n) if len(state.programs[player]) < SLOTS)
    if state.phase == "resolve":
        return (state.acting(),)
    return ()


def is_over(state: RiverDragonsState) -> bool:
    return state.phase == "over"
