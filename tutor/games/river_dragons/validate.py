"""One validator for every position and saved state of River Dragons.

``check_position`` checks the shape of a scenario position before it is built; ``validate_state`` checks
a whole state, however it was made (a position, a save, the notebook): the board, every plank and
stone in exactly one place, programs drawn from the hands (``validate_pieces``, which a position is
checked with as it is built), then the ranges of the counters the engine keeps (turn, turn limit, the
action under way).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from tutor.core.errors import InputError, clip
from tutor.core.plausible import Implausible
from tutor.games.river_dragons.boardfile import COLOURS, board_from_data, board_to_data
from tutor.games.river_dragons.planks import placement_problems
from tutor.games.river_dragons.setup import TURN_LIMITS
from tutor.games.river_dragons.state import (
    CARDS,
    HIDDEN,
    SIZES,
    SLOTS,
    STONES,
    Placed,
    RiverDragonsState,
    hand_of,
    is_dragon,
    is_plank,
    plank_colour,
    plank_size,
    plank_token,
)

RESOLVE_FIELDS = ("position", "player")
MAX_TURN = 100_000  # a turn counter no game reaches (the longest turn limit is 1000)


def check_position(position: Mapping[str, Any], where: str) -> None:
    """The types of a scenario position's fields, before anything is built from it."""
    resolve = position.get("resolve")
    if resolve is not None:
        if not isinstance(resolve, Mapping):
            raise InputError(where, 0, "position.resolve", "expected {position: 1-5, player: colour}")
        bad = sorted(str(k) for k in resolve if k not in RESOLVE_FIELDS)
        if bad:
            raise InputError(where, 0, f"position.resolve.{clip(bad[0], 20)}", "unknown field; fields are position, player")


def validate_state(state: RiverDragonsState, where: str = "state") -> None:
    """Raise InputError naming the field if ``state`` breaks a count, a range or the conservation of pieces."""
    s = state
    validate_pieces(s, where)
    if not 1 <= s.turn <= MAX_TURN:
        raise InputError(where, 0, "turn", f"1 to {MAX_TURN}")
    if s.turn_limit not in TURN_LIMITS:
        raise InputError(where, 0, "turn_limit", f"one of {', '.join(map(str, TURN_LIMITS))}")
    if not 0 <= s.actor < max(1, s.n) or not 0 <= s.todo <= 2 or not 0 <= s.position <= 5:
        raise InputError(where, 0, "actor", "the action under way: actor 0..players-1, todo 0..2, position 0..5")


Bad = Callable[[str, str], InputError]  # makes the error for a field and a problem


def validate_pieces(s: RiverDragonsState, where: str, prefix: str = "") -> None:
    """Raise InputError (naming the field) if a state breaks the game's invariants."""
    def bad(field: str, problem: str) -> InputError:
        return InputError(where, 0, prefix + field, problem)

    try:
        board_from_data(board_to_data(s.board), where)
    except InputError as exc:
        raise bad(f"board.{exc.field}", exc.problem) from None
    for part in (_check_players, _check_counters, _check_programs, _check_plank_count, _check_reserves,
                 _check_placements, _check_pawns, _check_under_way):
        part(s, bad)



def _check_players(s: RiverDragonsState, bad: Bad) -> None:
    """2 to 6 players in distinct colours of the board's villages, and every per-player field sized to them."""
    n = s.n
    if not 2 <= n <= 6:
        raise bad("colours", "2 to 6 players")
    for c in s.colours:
        if c not in s.board.village_map:
            raise bad("colours", f"{c!r} is not a village of the board")
    if len(set(s.colours)) != n:
        raise bad("colours", "two players have the same colour")
    for name, value in (("programs", s.programs), ("reserves", s.reserves), ("pawns", s.pawns)):
        if len(value) != n:
            raise bad(name, f"expected {n} entries")


def _check_counters(s: RiverDragonsState, bad: Bad) -> None:
    """The phase, the first player, the turn and the stones (on the board and in reserve)."""
    if s.phase not in ("program", "resolve", "over"):
        raise bad("phase", "expected program, resolve or over")
    if not 0 <= s.first < s.n or s.turn < 1 or s.turn_limit < 0:
        raise bad("first", "first player, turn and turn limit out of range")
    if s.stone_reserve < 0 or s.stone_reserve + len(s.stones) != STONES:
        raise bad("stone_reserve", f"stones on the board + reserve must be {STONES}")
    if len(set(s.stones)) != len(s.stones) or any(x not in s.board.spot_ids for x in s.stones):
        raise bad("stones", "one stone per island, on the board's islands (or water points)")


def _check_programs(s: RiverDragonsState, bad: Bad) -> None:
    """Each program: at most five different cards of the player's hand, at most one dragon."""
    for player, prog in enumerate(s.programs):
        if len(prog) > SLOTS:
            raise bad("programs", "at most 5 cards")
        hand = hand_of(s.colours[player], s.colours)
        real = [c for c in prog if c != HIDDEN]
        if any(c not in hand for c in real) or len(set(real)) != len(real):
            raise bad(f"programs.{s.colours[player]}", f"cards must be different cards of the hand ({', '.join(hand)})")
        if sum(1 for c in real if is_dragon(c)) > 1:
            raise bad(f"programs.{s.colours[player]}", "at most one dragon card per turn (rd.dragons.one-per-turn)")
        if any(c not in CARDS and c != HIDDEN for c in prog):
            raise bad("programs", "unknown card")


def _check_plank_count(s: RiverDragonsState, bad: Bad) -> None:
    """Each plank of a colour in play in exactly one place: the board, a reserve, lost, or chosen."""
    seen: list[str] = [p.plank for p in s.planks] + list(s.lost) + ([s.chosen] if s.chosen else [])
    for r in s.reserves:
        seen += list(r)
    if any(not is_plank(t) or plank_colour(t) not in s.colours for t in seen):
        raise bad("planks", "planks are named COLOUR+SIZE (red3), in colours in play")
    expected = sorted(plank_token(c, k) for c in s.colours for k in SIZES)
    if sorted(seen) != expected:
        missing = sorted(set(expected) - set(seen))
        twice = sorted({t for t in seen if seen.count(t) > 1})
        raise bad("planks", f"every plank must be in exactly one place (board, a reserve, lost); "
                            f"missing {missing or 'none'}, twice {twice or 'none'}")


def _check_reserves(s: RiverDragonsState, bad: Bad) -> None:
    """A reserve holds planks of different sizes in at most two colours."""
    for player, r in enumerate(s.reserves):
        sizes = [plank_size(t) for t in r]
        if len(set(sizes)) != len(sizes):
            raise bad(f"reserves.{s.colours[player]}", "two planks of the same size (rd.actions.remove.forbidden.same-size)")
        if len({plank_colour(t) for t in r}) > 2:
            raise bad(f"reserves.{s.colours[player]}", "more than 2 colours (rd.actions.remove.forbidden.two-colours)")


def _check_placements(s: RiverDragonsState, bad: Bad) -> None:
    """The planks on the board, placed in order, each where the placement rules allow."""
    placed: list[Placed] = []
    for p in s.planks:
        probe = replace(s, planks=tuple(placed))
        problems = placement_problems(probe, p.plank, p.a, p.b)
        if problems:
            raise bad("planks", f"{p.plank} {p.a} {p.b}: {problems[0].code} [{problems[0].clause}]")
        placed.append(p)


def _check_pawns(s: RiverDragonsState, bad: Bad) -> None:
    """Pawns stand in villages or on planks of the board, one pawn per plank."""
    on_planks = [x for x in s.pawns if x not in s.board.village_map]
    for x in on_planks:
        if s.plank_at(x) is None:
            raise bad("pawns", f"{x!r} is neither a village nor a plank on the board")
    if len(set(on_planks)) != len(on_planks):
        raise bad("pawns", "two pawns on one plank (rd.actions.moves.occupied-plank)")


def _check_under_way(s: RiverDragonsState, bad: Bad) -> None:
    """The action under way fits the phase: resolving needs full programs, a winner only at the end."""
    if s.phase == "resolve" and (not all(len(p) == SLOTS for p in s.programs)
                                 or not 1 <= s.position <= SLOTS or not 0 <= s.actor < s.n):
        raise bad("position", "resolving needs every program full and a position 1-5")
    if s.phase == "program" and (s.position or s.todo or s.chosen):
        raise bad("phase", "no action is under way while programming")
    if s.winner >= s.n or (s.winner >= 0 and s.phase != "over"):
        raise bad("winner", "a winner only when the game is over")
    if s.chosen and s.todo < 1:
        raise bad("chosen", "a chosen plank belongs to an action under way")


# -- plausibility: what a real game keeps (tutor.core.plausible) ---------------------------------------------------
COLOUR_SET = frozenset(COLOURS)
PER_TURN = 3  # stones (or planks) one player's cards place in a turn at most: the 1 and the 2 card
BUILDS = {"stone1": ("stone", 1), "stone2": ("stone", 2), "plank1": ("plank", 1), "plank2": ("plank", 2)}


def carried_out(s: RiverDragonsState) -> list[tuple[int, str]]:
    """The cards of this turn already carried out, by player, in the order they were resolved (a card a dragon
    cancelled left out: rd.dragons.cancel)."""
    if s.phase != "resolve":
        return []
    out = []
    for position in range(1, s.position + 1):
        actors = s.n if position < s.position else s.actor
        for i in range(actors):
            player = (s.first + i) % s.n
            card = s.card(player, position)
            dragon = f"dragon-{s.colours[player]}"  # a dragon of the player's colour at the same position cancels
            if is_dragon(card) or not any(s.card(q, position) == dragon for q in range(s.n) if q != player):
                out.append((player, card))
    return out


def implausible(state: RiverDragonsState) -> list[Implausible]:
    """The ways ``state`` departs from every real game: the first-player card out of step with the turn, a board
    untouched after whole turns, stones and planks that the cards carried out this turn put there missing, or more
    stones or planks out than the turns so far could place.

    Why the turn counter is checked against the board only from below (the tightest bound the rules allow): each
    player programs 5 cards a turn with at most one dragon among them (rd.dragons.one-per-turn), and four of the
    eight action cards place nothing (remove, move 1, move 2, jump), so a whole turn may place nothing; a remove
    card takes a stone or a plank off again (rd.actions.remove), a dragon cancels an action (rd.dragons.cancel),
    and a plank that fits nowhere or a stone when the reserve is empty is not placed. So a board is reachable at any
    turn from its lowest one on, and no count of pieces fixes the turn. What the rules do fix exactly is the turn
    modulo the number of players (the first-player card moves on one seat a turn), and from below: the stones out
    (a common reserve) are at most 3 per player per turn (the 1 and the 2 card); the planks out likewise; and each
    player's planks that have left their reserve (on the board, lost, or taken into another player's reserve by a
    remove card: rd.actions.remove.plank) were each laid first by their owner, whose plank cards lay at most 3 a
    turn. The turns before this one count in full; this turn counts the cards carried out and the one under way."""
    s = state
    out: list[Implausible] = []
    if s.n and s.first != (s.turn - 1) % s.n:
        out.append(Implausible("rd.setup.first-player.rotation",
                               f"turn {s.turn} with player {s.first} holding the first-player card"))
    planks_out = len(s.planks) + len(s.lost)
    untouched = not s.stones and not planks_out and all(p in COLOUR_SET for p in s.pawns)
    if s.turn > 1 and untouched:
        out.append(Implausible("rd.turn-end.new-turn", f"turn {s.turn}, yet no stone, plank or pawn has moved"))
    done = carried_out(s)
    removes = sum(1 for _, card in done if card == "remove")
    for kind, have in (("stone", len(s.stones)), ("plank", planks_out)):
        placed = _placed(s, done, kind)
        if have < placed - removes and not (kind == "stone" and s.stone_reserve == 0):
            out.append(Implausible("rd.resolution.next-card", f"{have} {kind}(s) out, yet the cards carried out "
                                                              f"this turn placed {placed} (and removed {removes})"))
        most = placed + _under_way(s, kind) + PER_TURN * s.n * (s.turn - 1)  # each player places at most 3 a turn
        if have > most:
            out.append(Implausible("rd.play.turns", f"turn {s.turn}: {have} {kind}(s) out, more than the {most} "
                                                    "the cards carried out could place"))
    return out + _own_planks(s, done)


def _placed(s: RiverDragonsState, done: list[tuple[int, str]], kind: str, player: int | None = None) -> int:
    """The stones or planks the cards carried out this turn placed at most (by one player, or by all)."""
    return sum(BUILDS[card][1] for p, card in done
               if BUILDS.get(card, ("", 0))[0] == kind and player in (None, p))


def _under_way(s: RiverDragonsState, kind: str, player: int | None = None) -> int:
    """The stones or planks the action being carried out may have placed already (by ``player``, or by anyone)."""
    if s.phase != "resolve" or player not in (None, s.acting()):
        return 0
    under_way = BUILDS.get(s.card(s.acting()), ("", 0))
    return under_way[1] if under_way[0] == kind else 0


def _own_planks(s: RiverDragonsState, done: list[tuple[int, str]]) -> list[Implausible]:
    """Each player's planks out of their reserve beyond the 3 a turn their own plank cards could lay (a plank of
    theirs anywhere else was laid by them first: only they hold it at the start)."""
    out = []
    for player, colour in enumerate(s.colours):
        elsewhere = [t for q, r in enumerate(s.reserves) if q != player for t in r]
        have = sum(1 for t in [p.plank for p in s.planks] + list(s.lost) + elsewhere if plank_colour(t) == colour)
        most = _placed(s, done, "plank", player) + _under_way(s, "plank", player) + PER_TURN * (s.turn - 1)
        if have > most:
            out.append(Implausible("rd.play.turns", f"turn {s.turn}: {have} {colour} plank(s) out, more than the "
                                                    f"{most} that player's cards could lay"))
    return out
