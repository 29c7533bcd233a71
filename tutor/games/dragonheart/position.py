"""Scenario positions for Dragonheart: only what matters, the rest defaults (docs/dragonheart.md).

```yaml
position:
  turn: 0                      # the player to move (0 or 1); default 0
  phase: play                  # start | play | choose; default play
  pending: knight              # with phase choose: sorceress or knight
  hands: [[fire_dragon:3, troll:1], [dwarf:1]]       # TYPE:VALUE; each hand from its own deck
  spaces: {treasure_chest: [1, 3], huntress: [2]}     # values, bottom card first
  under_ship: [knight:1, huntress:2]
  departures: 1                # a count, or lists of ship values
  scores: [[treasure_chest:4], []]
  dragon: 1                    # who holds the Great Dragon (null: on the board)
  decks: [null, 3]             # per player: null = every card not placed (shuffled),
                               # N = N of them, a list = exactly these (top first),
                               # a list ending in ... = these on top of every card not placed
  final_turn: 1                # the end is triggered; 1 takes the final turn
  end_trigger: ships           # ships | deck (default ships when final_turn is given)
  seed: 0                      # shuffles the decks
```

Cards are taken from the two 50-card decks, so a position can never hold more cards of a kind
than exist. Cards a position leaves out (when a deck is given as a count or a list) go to the
state's ``box``: out of play, as if never dealt.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.core.errors import InputError
from tutor.core.fields import Fields, Needs, Problems, refuse_out_of_place
from tutor.core.moves import is_number
from tutor.core.rng import Rng
from tutor.games.dragonheart.components import COMPONENTS, TYPES
from tutor.games.dragonheart.state import CARD_TYPE, CARD_VALUE, PHASES, DragonheartState, sort_cards
from tutor.games.dragonheart.validate import check_position, validate_state

REST = "..."  # a deck list's last word: every card not placed lies below the cards listed
FIELDS = {"turn", "phase", "pending", "hands", "spaces", "under_ship", "departures", "scores", "dragon", "decks",
          "final_turn", "end_trigger", "seed", "turn_no", "known_top"}
_PLAYING = ("play", "choose")
_BEFORE = "before the first turn nothing has been played, and the youngest player is to move (dh.setup.first-player)"
# fields that mean something only in some phases (read as written elsewhere they would be ignored or describe what
# cannot be): refused there with the file, line and field
PHASE_FIELDS = (
    *(Needs(name, _PLAYING, why=_BEFORE) for name in ("turn", "spaces", "under_ship", "departures", "scores",
                                                      "dragon", "final_turn", "end_trigger", "known_top",
                                                      "turn_no")),
    Needs("pending", ("choose",), why="the space waiting for a player's choice (sorceress or knight)"),
)


class _Pools:
    """The cards not yet placed, per deck."""

    def __init__(self, where: str, explicit: tuple[bool, bool]) -> None:
        size = COMPONENTS.deck_size
        self.where = where
        self.pools = [list(range(0, size)), list(range(size, 2 * size))]
        self.explicit = explicit

    def take(self, t: str, v: int, field: str, own: int | None = None) -> int:
        order = [own] if own is not None else sorted(
            (0, 1), key=lambda player: (not self.explicit[player], -len(self.pools[player])))
        for player in order:
            for card in self.pools[player]:
                if CARD_TYPE[card] == t and CARD_VALUE[card] == v:
                    self.pools[player].remove(card)
                    return card
        total = sum(1 for tt, vv in COMPONENTS.deck if (tt, vv) == (t, v))
        if total == 0:
            problem = f"there is no {t} card of value {v} in the decks (components.yaml)"
        elif own is not None:
            problem = f"player {own}'s deck has only {total} {t} card(s) of value {v}, and they are all placed already"
        else:
            problem = f"the two decks hold only {2 * total} {t} card(s) of value {v}, and they are all placed already"
        raise InputError(self.where, 0, f"position.{field}", problem)


def _card(word: Any, where: str, field: str, space: str | None = None) -> tuple[str, int]:
    if space is not None and isinstance(word, int) and not isinstance(word, bool):
        return space, word
    if not isinstance(word, str) or ":" not in word:
        hint = "a value or TYPE:VALUE" if space else "TYPE:VALUE, e.g. fire_dragon:3"
        raise InputError(where, 0, f"position.{field}", f"{word!r}: expected {hint}")
    t, _, v = word.partition(":")
    if t not in TYPES:
        raise InputError(where, 0, f"position.{field}", f"{t!r} is not a card type; types are {', '.join(TYPES)}")
    if not is_number(v.strip()):
        raise InputError(where, 0, f"position.{field}", f"{word!r}: the value is a whole number")
    return t, int(v)


# departed stacks the cards allow at most (every Ship card of both decks)
DEPARTURES_MAX = 2 * sum(1 for t, _ in COMPONENTS.deck if t == "ship") // COMPONENTS.outlines["ship"]


def _list(value: Any, where: str, field: str) -> list[Any]:
    if value is None:
        return []
    if not isinstance(value, list):
        raise InputError(where, 0, f"position.{field}", "expected a list")
    return value


def _per_player(value: Any, where: str, field: str) -> list[Any]:
    """Two entries, from a list of two or a mapping {0: ..., 1: ...}."""
    if value is None:
        return [None, None]
    if isinstance(value, Mapping):
        bad = [k for k in value if k not in (0, 1)]
        if bad:
            raise InputError(where, 0, f"position.{field}", f"{bad[0]!r} is not a player (0 or 1)")
        return [value.get(0), value.get(1)]
    if isinstance(value, list) and len(value) == 2:
        return list(value)
    raise InputError(where, 0, f"position.{field}", "expected one entry per player: a list of two, or {0: ..., 1: ...}")


def _player(value: Any, where: str, field: str, allow_none: bool = False) -> int | None:
    if value is None and allow_none:
        return None
    if isinstance(value, bool) or value not in (0, 1):
        raise InputError(where, 0, f"position.{field}", f"{value!r} is not a player (0 or 1{' or null' if allow_none else ''})")
    return int(value)


def from_position(players: int, options: Mapping[str, Any], position: Mapping[str, Any], where: str) -> DragonheartState:
    """A state from a scenario's position, checked by the one validator every state passes."""
    if players != 2:
        raise InputError(where, 0, "players", "Dragonheart is a game for two players")
    state = build_position(options, position, where)
    validate_state(state, where)
    return state


def build_position(options: Mapping[str, Any], position: Mapping[str, Any], where: str) -> DragonheartState:
    """The state a position describes (not yet validated as a whole); the problems of its plain fields (unknown
    ones, types, ranges) are listed all at once, before any card is placed."""
    check_position(position, where)
    problems = Problems(where)
    f = Fields(position, problems, FIELDS, path="position")
    phase = f.choice("phase", [p for p in PHASES if p != "over"], "play")
    pending = f.choice("pending", (None, *TYPES), None)
    seed = f.number("seed", 0)
    turn_no = f.number("turn_no", 0, low=0)
    refuse_out_of_place(f, PHASE_FIELDS, options, states={"phase": phase})
    problems.check()
    decks_given = _per_player(position.get("decks"), where, "decks")
    for player, d in enumerate(decks_given):
        if d is not None and not isinstance(d, list) and (isinstance(d, bool) or not isinstance(d, int) or d < 0):
            raise InputError(where, 0, f"position.decks[{player}]", "expected null, a number of cards, or a list of cards")
    pools = _Pools(where, (decks_given[0] is not None, decks_given[1] is not None))
    hands = tuple(sort_cards(_cards(pools, h, where, f"hands[{player}]", own=player))
                  for player, h in enumerate(_per_player(position.get("hands"), where, "hands")))
    on_top = [isinstance(d, list) and d[-1:] == [REST] for d in decks_given]  # these cards, then the rest
    explicit_decks = {player: _cards(pools, d[:-1] if on_top[player] else d, where, f"decks[{player}]", own=player)
                      for player, d in enumerate(decks_given) if isinstance(d, list)}
    spaces = _spaces(pools, position.get("spaces"), where)
    under = _cards(pools, position.get("under_ship"), where, "under_ship")
    departures = _departures(pools, position.get("departures", 0), where)
    scores = tuple(tuple(_cards(pools, pile, where, f"scores[{player}]"))
                   for player, pile in enumerate(_per_player(position.get("scores"), where, "scores")))
    rng = Rng.seeded(seed)
    decks: list[tuple[int, ...]] = []
    box: list[int] = []
    for player, d in enumerate(decks_given):
        rest, rng = rng.shuffle(pools.pools[player])
        if d is None:
            decks.append(tuple(rest))
        elif isinstance(d, int):
            if d > len(rest):
                raise InputError(where, 0, f"position.decks[{player}]",
                                 f"only {len(rest)} cards of this deck are left to draw from")
            decks.append(tuple(rest[:d]))
            box.extend(rest[d:])
        elif on_top[player]:
            decks.append((*explicit_decks[player], *rest))
        else:
            decks.append(tuple(explicit_decks[player]))
            box.extend(rest)
    final_turn = _player(position.get("final_turn"), where, "final_turn", allow_none=True)
    trigger = position.get("end_trigger", "ships" if final_turn is not None else None)
    known = _per_player(position.get("known_top", [0, 0]), where, "known_top")
    for player in (0, 1):
        value = known[player] or 0
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise InputError(where, 0, f"position.known_top[{player}]", "expected a whole number, 0 or more")
    youngest = int(options.get("youngest", 1)) - 1
    turn = _player(position.get("turn", youngest if phase == "start" else 0), where, "turn")
    assert turn is not None
    return DragonheartState(
        decks=tuple(decks), hands=hands, spaces=spaces, under_ship=tuple(under),
        departures=departures, scores=scores,
        dragon=_player(position.get("dragon"), where, "dragon", allow_none=True), turn=turn, phase=phase,
        pending=pending, final_turn=final_turn, end_trigger=trigger,
        known_top=tuple(int(k or 0) for k in known), youngest=youngest,
        turn_no=turn_no, rng=rng, box=tuple(sorted(box)),
    )


def _cards(pools: _Pools, value: Any, where: str, field: str, own: int | None = None,
           space: str | None = None) -> list[int]:
    """A list of cards (``TYPE:VALUE``, or bare values of ``space``'s type), each taken from the decks."""
    return [pools.take(*_card(w, where, f"{field}[{i}]", space=space), f"{field}[{i}]", own=own)
            for i, w in enumerate(_list(value, where, field))]


def _spaces(pools: _Pools, value: Any, where: str) -> tuple[tuple[int, ...], ...]:
    """The cards on each space of the board, bottom card first (only cards of the space's own type)."""
    spaces_data = value or {}
    if not isinstance(spaces_data, Mapping):
        raise InputError(where, 0, "position.spaces", f"expected a mapping from space to values; spaces are {', '.join(TYPES)}")
    for bad in spaces_data:
        if bad not in TYPES:
            raise InputError(where, 0, f"position.spaces.{bad}", f"not a space; spaces are {', '.join(TYPES)}")
    spaces: list[tuple[int, ...]] = []
    for t in TYPES:
        cards = []
        for i, w in enumerate(_list(spaces_data.get(t), where, f"spaces.{t}")):
            tt, v = _card(w, where, f"spaces.{t}[{i}]", space=t)
            if tt != t:
                raise InputError(where, 0, f"position.spaces.{t}[{i}]", f"a {tt} card cannot lie on the {t} space")
            cards.append(pools.take(tt, v, f"spaces.{t}[{i}]"))
        spaces.append(tuple(cards))
    return tuple(spaces)


def _departures(pools: _Pools, dep: Any, where: str) -> tuple[tuple[int, ...], ...]:
    """The ships that departed: a count of full stacks, or lists of ship values."""
    ship_value = next(v for t, v in COMPONENTS.deck if t == "ship")
    if isinstance(dep, int) and not isinstance(dep, bool):
        if not 0 <= dep <= DEPARTURES_MAX:
            raise InputError(where, 0, "position.departures", f"a count from 0 to {DEPARTURES_MAX}, got {dep}")
        stacks: list[Any] = [[ship_value] * COMPONENTS.outlines["ship"] for _ in range(dep)]
    else:
        stacks = _list(dep, where, "departures")
    return tuple(tuple(pools.take(*_card(w, where, f"departures[{i}]", space="ship"), f"departures[{i}]")
                       for w in _list(stack, where, f"departures[{i}]")) for i, stack in enumerate(stacks))
