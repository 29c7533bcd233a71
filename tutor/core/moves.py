"""Moves and their text notation: ``kind arg arg ...``, parsed against a per-game schema.

``parse_move(str(move)) == move`` for every move a game lists. A move that does not parse raises ``MoveError``:
its problem is message ids (tutor domain) with parameters, and ``MoveError.here`` restates it in terms of a
position (the values that exist there, the move's syntax and two moves one can make there).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tutor.core.errors import N_, InputError, Part, Words, clip

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


M_EMPTY = N_("Type a move.")
M_NOT_TEXT = N_("A move is typed as text.")
M_LONG = N_("That is too long to be a move.")
M_PREFIX = N_("“%(word)s” is not a player: a move for one player starts with p0:, p1:, and so on.")
M_NO_PLAYER = N_("There is no player “%(word)s” in this game; its players are %(players)s.")
M_KIND = N_("“%(word)s” is not a move of this game; a move starts with one of %(kinds)s.")
M_MISSING = N_("“%(text)s” is missing its %(arg)s.")
M_EXTRA = N_("“%(text)s” has more words than this move takes.")
M_CHOICE = N_("There is no %(arg)s “%(word)s” (%(arg)s: %(values)s).")
M_NUMBER = N_("“%(word)s” is not a number; the %(arg)s is a whole number.")
M_NUMBER_OR = N_("“%(word)s” is not a possible %(arg)s; it is a whole number or %(values)s.")
M_RANGE = N_("There is no %(arg)s %(word)s (%(arg)s: %(values)s).")
M_WORD = N_("“%(word)s” is not a possible %(arg)s.")
M_HERE = N_("There is no %(arg)s “%(word)s” in this position (%(arg)s here: %(values)s).")
M_KIND_NOT_NOW = N_("No “%(kind)s” move can be made in this position.")
M_USAGE = N_("Write “%(kind)s” moves as %(usage)s.")
M_EXAMPLES = N_("For example, you can play %(examples)s here.")
M_NO_MOVES = N_("No move can be made in this position.")
MAX_VALUES = 12  # values a message lists before "…"


def spans(values: Sequence[Arg]) -> list[str]:
    """Values as a learner reads them: runs of numbers as ``1–4``, words in order, at most ``MAX_VALUES``."""
    nums = sorted({v for v in values if isinstance(v, int)})
    out: list[str] = []
    i = 0
    while i < len(nums):
        j = i
        while j + 1 < len(nums) and nums[j + 1] == nums[j] + 1:
            j += 1
        out.append(str(nums[i]) if j == i else f"{nums[i]}{'–' if j > i + 1 else ', '}{nums[j]}")
        i = j + 1
    words = list(dict.fromkeys(str(v) for v in values if not isinstance(v, int)))
    out += words
    return out if len(out) <= MAX_VALUES else [*out[:MAX_VALUES], "…"]


class MoveError(InputError):
    """A move that does not parse: what is wrong (message ids and parameters) and where in the move."""

    def __init__(self, where: str, field: str, parts: Sequence[Part], *, kind: str | None = None,
                 index: int | None = None, word: str | None = None) -> None:
        super().__init__(where, 0, field, parts=parts)
        self.kind, self.index, self.word = kind, index, word

    def here(self, schema: MoveSchema, legal: Sequence[Move], players: int | None) -> MoveError:
        """The same problem told in terms of a position: its legal moves and its number of players."""
        parts = list(self.parts)
        same = [m for m in legal if m.kind == self.kind]
        if self.field == "player" and players is not None:
            parts = [(M_NO_PLAYER, {"word": self.word, "players": Words(f"p{p}:" for p in range(players))})]
        elif self.kind is not None and not same:
            parts = [(M_KIND_NOT_NOW, {"kind": self.kind})]
        elif self.index is not None and self.kind is not None and self.word is not None:
            spec = schema.spec(self.kind, self.index)
            values = [a for m in same for a in m.args[self.index:(None if spec.many else self.index + 1)]]
            if values:
                parts = [(M_HERE, {"arg": spec.label or spec.name, "word": self.word, "values": spans(values)})]
        if self.kind is not None and self.kind in schema.kinds and self.field != "player":
            parts.append(schema.usage_part(self.kind))
        pool = same if len(same) >= 2 else [*same, *(m for m in legal if m.kind != self.kind)]
        examples = pool[:1] + pool[max(1, len(pool) // 2):][:1]  # two moves far apart in the list
        parts.append((M_EXAMPLES, {"examples": Words(str(m) for m in examples)}) if examples else (M_NO_MOVES, {}))
        return MoveError(self.file, self.field, parts, kind=self.kind, index=self.index, word=self.word)


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
    label: str = ""  # what a learner calls it: a message id (tutor domain); the name when empty

    def fail(self, where: str, message: str, word: str, **params: Any) -> MoveError:
        """The error for ``word`` in this argument (the schema fills in the kind and the index)."""
        return MoveError(where, self.name, [(message, {"word": clip(word, 40), "arg": self.label or self.name,
                                                        **params})], word=clip(word, 40))

    def parse(self, word: str, where: str) -> Arg:
        if self.choices:
            if word not in self.choices:
                raise self.fail(where, M_CHOICE, word, values=spans(self.choices))
            return word
        if word in self.words:
            return word
        if not _NUMBER.fullmatch(word):
            if self.words:
                raise self.fail(where, M_NUMBER_OR, word, values=Words(self.words))
            raise self.fail(where, M_NUMBER, word)
        value = int(word)
        if not self.low <= value <= self.high:
            raise self.fail(where, M_RANGE, word, values=spans(range(self.low, self.high + 1)) if self.high - self.low < 3
                            else [f"{self.low}–{self.high}"])
        return value


@dataclass(frozen=True)
class MoveSchema:
    """The move kinds of a game and their arguments, for parsing text and building widgets."""

    kinds: Mapping[str, Sequence[ArgSpec]]

    def parse(self, text: str, where: str = "move") -> Move:
        if not isinstance(text, str):
            raise MoveError(where, "move", [(M_NOT_TEXT, {})])
        if len(text) > MAX_MOVE_CHARS:
            raise MoveError(where, "move", [(M_LONG, {})])
        words = text.split()
        player = None
        if words and words[0].startswith("p") and words[0].endswith(":"):
            prefix = _PLAYER.fullmatch(words[0])
            if prefix is None:
                raise MoveError(where, "player", [(M_PREFIX, {"word": clip(words[0], 40)})], word=clip(words[0], 40))
            player = int(prefix.group(1))
            words = words[1:]
        if not words:
            raise MoveError(where, "move", [(M_EMPTY, {})])
        kind, rest = words[0], words[1:]
        if kind not in self.kinds:
            raise MoveError(where, "move", [(M_KIND, {"word": clip(kind, 40), "kinds": Words(self.kinds)})])
        shown = clip(" ".join(words), 60)
        specs = list(self.kinds[kind])
        args: list[Arg] = []
        i = 0
        for n, spec in enumerate(specs):
            try:
                if spec.many:
                    args.extend(spec.parse(w, where) for w in rest[i:])
                    i = len(rest)
                    break
                if i >= len(rest):
                    if spec.optional:
                        break
                    raise MoveError(where, spec.name, [(M_MISSING, {"text": shown, "arg": spec.label or spec.name})],
                                    kind=kind)
                args.append(spec.parse(rest[i], where))
            except MoveError as exc:
                raise MoveError(where, exc.field, exc.parts, kind=kind, index=n if exc.word is not None else None,
                                word=exc.word) from None
            i += 1
        if i < len(rest):
            raise MoveError(where, "move", [(M_EXTRA, {"text": shown})], kind=kind)
        return Move(kind, tuple(args), player)

    def spec(self, kind: str, index: int) -> ArgSpec:
        return self.kinds[kind][index]

    def usage(self, kind: str) -> str:
        parts = [kind]
        for spec in self.kinds[kind]:
            name = spec.name + ("..." if spec.many else "")
            parts.append(f"[{name}]" if spec.optional or spec.many else f"<{name}>")
        return " ".join(parts)

    def usage_part(self, kind: str) -> Part:
        """How a kind of move is written, its arguments named in the reader's words (``Usage``)."""
        return M_USAGE, {"kind": kind, "usage": Usage(kind, tuple((s.label or s.name, s.optional or s.many, s.many)
                                                                   for s in self.kinds[kind]))}


class Usage(tuple[Any, ...]):
    """A move's syntax as a message parameter: the kind, then (label, optional, many) per argument; the renderer
    translates the labels."""

    def __new__(cls, kind: str, args: tuple[tuple[str, bool, bool], ...]) -> Usage:
        return super().__new__(cls, (kind, args))

    def __str__(self) -> str:
        kind, args = self
        return " ".join([kind, *(f"[{a}{'…' if many else ''}]" if opt else f"<{a}>" for a, opt, many in args)])
