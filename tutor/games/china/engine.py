"""China (Michael Schacht): the game object. It sets a game up and hands each rule to its module.

Legality is decided in ``rules.check`` (the one place), moves are listed in ``listing``, carried out in
``effects`` and scored at the end in ``final_scoring``; ``notation`` reads the words of a move.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from tutor.core import (
    Checks,
    Event,
    Game,
    GameSpec,
    InputError,
    Move,
    OptionSpec,
    Outcome,
    Rng,
    ScoreLine,
    Verdict,
)
from tutor.core.codec import encode
from tutor.core.evolve import evolve
from tutor.games.china import effects, final_scoring, listing, notation, rules
from tutor.games.china.components import COMPONENTS
from tutor.games.china.boardfile import COLOURS, ChinaMap, bundled
from tutor.games.china.messages import MESSAGES
from tutor.games.china.notation import SCHEMA
from tutor.games.china.placing import Placement
from tutor.games.china.state import EMPTY, OVER, SETUP, ChinaState, sort_cards

HAND = COMPONENTS.hand
OPEN = COMPONENTS.open


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
        return notation.parse_place(state, mv, c)

    # -- legality -----------------------------------------------------------------------------
    def mover(self, state: ChinaState, mv: Move) -> int:
        """The player a move is judged for: the one it names (``pN:``), else the player to move."""
        return rules.mover(state, mv)

    def check(self, state: ChinaState, mv: Move) -> Verdict:
        return rules.check(state, mv)

    # -- listing moves --------------------------------------------------------------------------
    def candidate_moves(self, state: ChinaState) -> Iterable[Move]:
        """A broad superset: every card subset, region and piece combination (tests compare it with legal_moves)."""
        return listing.candidate_moves(state)

    def legal_moves(self, state: ChinaState) -> list[Move]:
        """Generated directly (fast); tests check it equals the candidates that ``check`` accepts."""
        return listing.legal_moves(state)

    def to_move(self, state: ChinaState) -> tuple[int, ...]:
        return () if state.phase == OVER else (state.turn,)

    def is_over(self, state: ChinaState) -> bool:
        return state.phase == OVER


    # -- playing --------------------------------------------------------------------------------
    def resolve(self, state: ChinaState, mv: Move) -> tuple[ChinaState, tuple[Event, ...]]:
        return effects.resolve(state, mv)

    # -- the end ------------------------------------------------------------------------------
    def score_lines(self, state: ChinaState) -> list[ScoreLine]:
        """Every line of the score: houses (during the game and at the end), alliances, roads."""
        return final_scoring.score_lines(state)

    def outcome(self, state: ChinaState) -> Outcome:
        return final_scoring.outcome(state)

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



def state_json(state: ChinaState) -> dict[str, Any]:
    data: dict[str, Any] = encode(state)
    return data
