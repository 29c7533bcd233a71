"""Moves and their text notation: ``kind arg arg ...``, parsed against a per-game schema.

``parse_move(str(move)) == move`` for every move a game lists.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from tutor.core.errors import InputError, clip

Arg = int | str
MAX_MOVE_CHARS = 500  # no move of any game is near this long
_PLAYER = re.compile(r"p([0-9]{1,2}):")  # a player prefix: ASCII digits only ("p²:" and "p٣:" are not players)
_NUMBER = re.compile(r"-?[0-9]{1,10}")  # a number argument: ASCII digits only ("٣" is not 3)


def is_number(word: str) -> bool:
    """Whether ``word`` is a whole number written in ASCII digits, at most 10 of them (no "²", "٣")."""
    return _NUMBER.fullmatch(word) is not None and not word.startswith("-")


@dataclass(frozen=True, order=True)
class Move:
    """A player's move: a kind and its arguments, e.g. ``Move("action", (2, "taxes"))``."""

    kind: str
    args: tuple[Arg, ...] = ()
    player: int | None = None  # set for simultaneous phases; otherwise the player to move

    def __str__(self) -> str:
        words = [self.kind, *(str(a) for a in self.args)]
        if self.player is not None:
            words.insert(0, f"p{self.player}:")
        return " ".join(words)


def move(kind: str, *args: Arg, player: int | None = None) -> Move:
    return Move(kind, tuple(args), player)


@dataclass(frozen=True)
class ArgSpec:
    """One argument of a move kind: an int in a range, or a word from a set; ``many`` takes the rest."""

    name: str
    choices: tuple[str, ...] = ()  # words; empty means an int
    words: tuple[str, ...] = ()  # words an int argument also accepts (e.g. "new")
    low: int = 0
    high: int = 10**9
    many: bool = False  # a variable-length tail of this argument
    optional: bool = False

    def parse(self, word: str, where: str) -> Arg:
        if self.choices:
            if word not in self.choices:
                raise InputError(where, 0, self.name, f"{clip(repr(word), 40)} is not one of {', '.join(self.choices)}")
            return word
        if word in self.words:
            return word
        if not _NUMBER.fullmatch(word):
            extra = f" or one of {', '.join(self.words)}" if self.words else ""
            raise InputError(where, 0, self.name, f"{clip(repr(word), 40)} is not a whole number{extra}")
        value = int(word)
        if not self.low <= value <= self.high:
            raise InputError(where, 0, self.name, f"{value} is outside {self.low}..{self.high}")
        return value


@dataclass(frozen=True)
class MoveSchema:
    """The move kinds of a game and their arguments, for parsing text and building widgets."""

    kinds: Mapping[str, Sequence[ArgSpec]]

    def parse(self, text: str, where: str = "move") -> Move:
        if len(text) > MAX_MOVE_CHARS:
            raise InputError(where, 0, "move", f"longer than {MAX_MOVE_CHARS} characters: {clip(repr(text), 40)}")
        words = text.split()
        player = None
        if words and words[0].startswith("p") and words[0].endswith(":"):
            prefix = _PLAYER.fullmatch(words[0])
            if prefix is None:
                raise InputError(where, 0, "player", f"{clip(repr(words[0]), 40)} is not a player prefix (p0:, p1:, ...)")
            player = int(prefix.group(1))
            words = words[1:]
        if not words:
            raise InputError(where, 0, "move", "empty move")
        kind, rest = words[0], words[1:]
        if kind not in self.kinds:
            raise InputError(where, 0, "move", f"unknown move {clip(repr(kind), 40)}; moves are {', '.join(self.kinds)}")
        specs = list(self.kinds[kind])
        args: list[Arg] = []
        i = 0
        for spec in specs:
            if spec.many:
                args.extend(spec.parse(w, where) for w in rest[i:])
                i = len(rest)
                break
            if i >= len(rest):
                if spec.optional:
                    break
                raise InputError(where, 0, spec.name, f"missing (usage: {self.usage(kind)})")
            args.append(spec.parse(rest[i], where))
            i += 1
        if i < len(rest):
            raise InputError(where, 0, "move", f"too many words (usage: {self.usage(kind)})")
        return Move(kind, tuple(args), player)

    def usage(self, kind: str) -> str:
        parts = [kind]
        for spec in self.kinds[kind]:
            name = spec.name + ("..." if spec.many else "")
            parts.append(f"[{name}]" if spec.optional or spec.many else f"<{name}>")
        return " ".join(parts)
