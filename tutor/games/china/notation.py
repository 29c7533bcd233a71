"""China's move notation: the words of a move, card tokens, and reading a ``place`` move into a placement."""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Sequence
from dataclasses import dataclass

from tutor.core import ArgSpec, Checks, Move, MoveSchema, reason
from tutor.core.errors import N_
from tutor.core.moves import M_WORD, is_number
from tutor.games.china.boardfile import COLOURS, index
from tutor.games.china.placing import Placement
from tutor.games.china.state import ChinaState, sort_cards

DECK = "deck"


@dataclass(frozen=True)
class Word(ArgSpec):
    """A free word argument (region ids, card lists, pieces): checked by the game, not the parser."""

    def parse(self, word: str, where: str) -> str:
        if not re.fullmatch(r"[A-Za-z0-9_:+'-]{1,40}", word):
            raise self.fail(where, M_WORD, word)
        return word


SCHEMA = MoveSchema(
    {
        "start": (ArgSpec("player", low=0, high=4, label=N_("player")),),
        "place": (Word("region", label=N_("region")), Word("cards", label=N_("region cards")),
                  Word("pieces", many=True, label=N_("pieces"))),
        "exchange": (ArgSpec("give", choices=COLOURS, label=N_("card to give")),
                     ArgSpec("take", choices=(DECK, *COLOURS), label=N_("card to take"))),
        "draw": (ArgSpec("source", choices=(DECK, *COLOURS), label=N_("card to draw")),),
        "pass": (),
    }
)


def cards_token(cards: Sequence[str]) -> str:
    return _token(tuple(cards))


@functools.lru_cache(maxsize=4096)
def _token(cards: tuple[str, ...]) -> str:
    return "+".join(sort_cards(cards))


@functools.lru_cache(maxsize=1024)
def sub_multisets(hand: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """The card sets of 1 to 3 cards a hand can play, each in card order (remembered per hand)."""
    out = set()
    for k in range(1, min(3, len(hand)) + 1):
        for combo in itertools.combinations(hand, k):
            out.add(sort_cards(list(combo)))
    return tuple(sorted(out))


def parse_place(state: ChinaState, mv: Move, c: Checks) -> Placement | None:
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
