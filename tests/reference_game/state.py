"""The reference game's state: a pile, whose turn, who has passed, who took the last pebble."""

from __future__ import annotations

from dataclasses import dataclass, replace

from tutor.core.rng import Rng


@dataclass(frozen=True)
class PebblesState:
    pile: int  # pebbles left
    turn: int  # the player to move
    passed: tuple[bool, ...]  # by player: has passed once (pb.pass.once)
    taken: tuple[int, ...]  # by player: pebbles taken so far
    last: int | None  # who took the last pebble (pb.end.win); None while the pile holds some
    rng: Rng  # the random stream (spent at setup: the die roll)

    @property
    def players(self) -> int:
        return len(self.passed)


def to_move(state: PebblesState) -> tuple[int, ...]:
    """The player to move; nobody once the pile is empty (pb.end.last)."""
    return () if is_over(state) else (state.turn,)


def is_over(state: PebblesState) -> bool:
    return state.pile == 0


def observation(state: PebblesState, viewer: int | None) -> PebblesState:
    """What ``viewer`` sees: everything but the random stream (the game has no other secret)."""
    return state if viewer is None else replace(state, rng=Rng(0))
