"""A tiny game for testing the core: take 1-3 stones (or 'pass' once); whoever takes the last stone wins."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
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
    Rng,
    ScoreLine,
    Verdict,
    event,
    move,
    reason,
)


@dataclass(frozen=True)
class NimState:
    stones: int
    turn: int
    passed: tuple[bool, ...]
    taken: tuple[int, ...]
    rng: Rng
    hidden: tuple[int, ...]  # a secret number per player (for observation tests)
    max_take: int = 3


class Nim(Game[NimState]):
    spec = GameSpec(
        name="nim", names={"en": "Nim", "es": "Nim", "ja": "ニム"}, players=(2, 3), chance=True,
        hidden_information=True, simultaneous=False, domains=(), aliases=("stones",),
        options=(OptionSpec("max_take", 3, (2, 3, 4), "Most stones per turn"),), small=True,
    )
    moves = MoveSchema({"take": (ArgSpec("n", low=1, high=9),), "pass": ()})
    messages: Mapping[str, Any] = {}
    state_type = NimState
    questions = ("stones",)

    def new(self, players: int, seed: int = 0, options: Mapping[str, Any] | None = None) -> NimState:
        opts = self.spec.resolve_options(options)
        rng = Rng.seeded(seed)
        stones, rng = rng.below(10)
        hidden = []
        for _ in range(players):
            h, rng = rng.below(100)
            hidden.append(h)
        return NimState(10 + stones, 0, (False,) * players, (0,) * players, rng, tuple(hidden), opts["max_take"])

    def check(self, state: NimState, mv: Move) -> Verdict:
        c = Checks()
        c.require(not self.is_over(state), reason("nim.over", "nim.end"))
        if mv.kind == "take":
            n = int(mv.args[0])
            c.require(n <= state.max_take, reason("nim.too-many", "nim.take", most=state.max_take, n=n))
            c.require(n <= state.stones, reason("nim.not-enough", "nim.take", left=state.stones, n=n))
        else:
            c.require(not state.passed[state.turn], reason("nim.passed", "nim.pass"))
        c.ground(reason("nim.ok", "nim.take" if mv.kind == "take" else "nim.pass"))
        return c.verdict()

    def candidate_moves(self, state: NimState) -> Iterable[Move]:
        yield from (move("take", n) for n in range(1, 5))
        yield move("pass")

    def resolve(self, state: NimState, mv: Move) -> tuple[NimState, tuple[Event, ...]]:
        p = state.turn
        nxt = (p + 1) % len(state.passed)
        if mv.kind == "pass":
            passed = tuple(True if i == p else x for i, x in enumerate(state.passed))
            return replace(state, passed=passed, turn=nxt), (event("nim.passes", "nim.pass", p),)
        n = int(mv.args[0])
        taken = tuple(t + n if i == p else t for i, t in enumerate(state.taken))
        return replace(state, stones=state.stones - n, taken=taken, turn=nxt), (event("nim.takes", "nim.take", p, n=n),)

    def to_move(self, state: NimState) -> tuple[int, ...]:
        return () if self.is_over(state) else (state.turn,)

    def is_over(self, state: NimState) -> bool:
        return state.stones == 0

    def outcome(self, state: NimState) -> Outcome:
        winner = (state.turn - 1) % len(state.passed)
        scores = tuple(1 if i == winner else 0 for i in range(len(state.passed)))
        lines = tuple(ScoreLine(i, s, reason("nim.win", "nim.end")) for i, s in enumerate(scores))
        return Outcome(scores, lines, (winner, *(i for i in range(len(scores)) if i != winner)))

    def observation(self, state: NimState, viewer: int | None) -> NimState:
        if viewer is None:
            return state
        # like every game: the other players' secrets and the random stream are hidden (tutor.core.layout.SKELETON)
        return replace(state, hidden=tuple(h if i == viewer else -1 for i, h in enumerate(state.hidden)), rng=Rng(0))

    def validate(self, state: NimState, where: str = "state") -> None:
        if state.stones < 0:
            raise InputError(where, 0, "stones", "cannot be negative")

    def from_position(self, players: int, options: Mapping[str, Any], position: Mapping[str, Any], where: str) -> NimState:
        state = self.new(players, 0, options)
        stones = position.get("stones", state.stones)
        if not isinstance(stones, int) or stones < 0:
            raise InputError(where, 0, "position.stones", "expected a whole number of stones")
        return replace(state, stones=stones)

    def answer(self, state: NimState, question: str, args: Mapping[str, Any], where: str) -> tuple[Any, list[Event]]:
        return state.stones, [event("nim.left", "nim.take", None, left=state.stones)]


NIM = Nim()
