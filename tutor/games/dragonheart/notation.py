"""Dragonheart's move notation.

    start N                  the youngest player chooses who plays first (N = 1 or 2)
    play SPACE CARD...       play cards on SPACE; CARD is a value (a card of SPACE's own type,
                             e.g. ``play fire_dragon 3 4``) or TYPE:VALUE for any other type
                             (``play troll fire_dragon:3``, which the rules refuse)
    take SPACE               after a Sorceress play or a second Knight: the space to collect from

Parsing normalises a play: ``TYPE:VALUE`` of the space's own type becomes the bare value, and
the cards are sorted (bare values first, ascending), so ``parse_move(str(m)) == m``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tutor.core.errors import N_, Words
from tutor.core.moves import Arg, ArgSpec, Move, MoveSchema, is_number
from tutor.games.dragonheart.components import TYPES

M_CARD_TYPE = N_("In “%(word)s”, the part before “:” is not a card type; the types are %(types)s.")
M_CARD = N_("“%(word)s” is not a card: a card is written as its value, like 3, or as type:value, like troll:2.")


@dataclass(frozen=True)
class CardArg(ArgSpec):
    """A card word: ``3`` (the space's own type) or ``fire_dragon:3``."""

    def parse(self, word: str, where: str) -> Arg:
        if ":" in word:
            t, _, v = word.partition(":")
            if t not in TYPES:
                raise self.fail(where, M_CARD_TYPE, word, types=Words(TYPES))
            if not is_number(v) or not 1 <= int(v) <= 9:
                raise self.fail(where, M_CARD, word)
            return f"{t}:{int(v)}"
        if not is_number(word) or not 1 <= int(word) <= 9:
            raise self.fail(where, M_CARD, word)
        return int(word)


def canonical_cards(space: str, cards: Sequence[Arg]) -> tuple[Arg, ...]:
    """Bare values for cards of the space's type, sorted; other types as ``type:value``."""
    bare: list[int] = []
    other: list[str] = []
    for c in cards:
        if isinstance(c, int):
            bare.append(c)
        else:
            t, _, v = c.partition(":")
            if t == space:
                bare.append(int(v))
            else:
                other.append(c)
    return (*sorted(bare), *sorted(other, key=lambda w: (TYPES.index(w.split(":")[0]), w)))


def play_cards(move: Move) -> tuple[tuple[str, int], ...]:
    """The (type, value) pairs a play move names (remembered per argument tuple: a check asks up to six times)."""
    args = move.args
    try:
        return _PLAY_CARDS[args]
    except KeyError:
        pass
    except TypeError:  # an unhashable argument: work it out each time
        return _play_cards(args)
    if len(_PLAY_CARDS) >= 4096:
        _PLAY_CARDS.clear()
    out = _PLAY_CARDS[args] = _play_cards(args)
    return out


_PLAY_CARDS: dict[tuple[Arg, ...], tuple[tuple[str, int], ...]] = {}


def _play_cards(args: tuple[Arg, ...]) -> tuple[tuple[str, int], ...]:
    space = str(args[0])
    out = []
    for c in args[1:]:
        if isinstance(c, int):
            out.append((space, c))
        else:
            t, _, v = c.partition(":")
            out.append((t, int(v)))
    return tuple(out)


class DHMoves(MoveSchema):
    """The schema, with plays normalised after parsing."""

    def parse(self, text: str, where: str = "move") -> Move:
        mv = super().parse(text, where)
        if mv.kind == "play" and mv.args:
            mv = Move("play", (mv.args[0], *canonical_cards(str(mv.args[0]), mv.args[1:])), mv.player)
        return mv


SCHEMA = DHMoves({
    "start": (ArgSpec("player", low=1, high=2, label=N_("player")),),
    "play": (ArgSpec("space", choices=TYPES, label=N_("space")), CardArg("card", many=True, label=N_("card"))),
    "take": (ArgSpec("space", choices=TYPES, label=N_("space")),),
})


def play(space: str, *cards: Arg) -> Move:
    return Move("play", (space, *canonical_cards(space, cards)))


def take(space: str) -> Move:
    return Move("take", (space,))


def start(player: int) -> Move:
    """``start N``: player index ``player`` (0-based) plays first; the notation counts from 1."""
    return Move("start", (player + 1,))
