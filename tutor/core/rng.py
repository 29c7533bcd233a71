"""Seeded chance kept in the state: a tiny immutable generator (SplitMix64)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


@dataclass(frozen=True)
class Rng:
    """An immutable random stream: each draw returns the value and the next stream."""

    state: int

    @classmethod
    def seeded(cls, seed: int) -> Rng:
        """A stream for a seed; the seed is scrambled so that nearby seeds give unrelated streams."""
        return cls(_mix((_mix(seed & _MASK) ^ 0x2545F4914F6CDD1D) & _MASK))

    def next64(self) -> tuple[int, Rng]:
        s = (self.state + 0x9E3779B97F4A7C15) & _MASK
        return _mix(s), Rng(s)

    def below(self, n: int) -> tuple[int, Rng]:
        """A uniform integer in ``range(n)`` (n >= 1)."""
        if n <= 0:
            raise ValueError("below() needs n >= 1")
        limit = (_MASK + 1) - ((_MASK + 1) % n)
        rng = self
        while True:
            value, rng = rng.next64()
            if value < limit:
                return value % n, rng

    def shuffle(self, items: Sequence[T]) -> tuple[tuple[T, ...], Rng]:
        """A shuffled copy (Fisher-Yates) and the next stream.

        The draws of ``below`` inlined (one ``Rng`` at the end instead of one per draw): the same sequence.
        """
        out = list(items)
        state = self.state
        modulus = _MASK + 1
        for i in range(len(out) - 1, 0, -1):
            n = i + 1
            limit = modulus - (modulus % n)
            while True:
                state = (state + 0x9E3779B97F4A7C15) & _MASK
                z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
                value = z ^ (z >> 31)
                if value < limit:
                    break
            j = value % n
            out[i], out[j] = out[j], out[i]
        return tuple(out), Rng(state)

    def choice(self, items: Sequence[T]) -> tuple[T, Rng]:
        i, rng = self.below(len(items))
        return items[i], rng
