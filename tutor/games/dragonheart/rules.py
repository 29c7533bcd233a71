"""Dragonheart's legality: ``check`` (the one place it is decided) and its rule checks, one function per rule.

A rule check takes the state, the move and the mover (the player making the move, who may not be the
player to move: ``check`` adds the turn violation) and returns the violations it finds. No check
depends on another having passed, so ``check`` lists every violation (issue 20). The
grounds of a legal move are written once all checks pass.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping

from tutor.core.moves import Move
from tutor.core.verdict import Checks, Reason, Verdict, quick_legal, reason
from tutor.games.dragonheart.components import COMPONENTS, TYPES
from tutor.games.dragonheart.notation import play_cards
from tutor.games.dragonheart.state import CARD_TYPE, CARD_VALUE, DragonheartState

Rule = Callable[[DragonheartState, Move, int], list[Reason]]

# The clauses of the two effects that ask for a choice.
CHOICE_EFFECT = {"sorceress": "dh.spaces.sorceress.effect", "knight": "dh.spaces.knight.effect"}
ONE_SPACE = {"sorceress": "dh.spaces.sorceress.one-space", "knight": "dh.spaces.knight.one-space"}


def card_key(t: str) -> str:
    """The glossary key of a card type (shown translated in messages)."""
    return f"card.{t}"


def _space(move: Move) -> str:
    return str(move.args[0]) if move.args else ""


def _choosing(s: DragonheartState) -> bool:
    return s.phase == "choose" and s.pending is not None


def _not_started(s: DragonheartState) -> list[Reason]:
    if s.phase == "start":
        return [reason("dh.choose-starter-first", "dh.setup.first-player", player=s.youngest)]
    return []


# -- start ------------------------------------------------------------------------------------------
def start_once(s: DragonheartState, move: Move, player: int) -> list[Reason]:
    """dh.setup.first-player: the starter is chosen once, before the first turn."""
    return [] if s.phase == "start" else [reason("dh.already-started", "dh.setup.first-player")]


def start_player(s: DragonheartState, move: Move, player: int) -> list[Reason]:
    """The chosen starter is player 1 or 2."""
    chosen = move.args[0] if move.args else None
    ok = isinstance(chosen, int) and not isinstance(chosen, bool) and 1 <= chosen <= 2
    return [] if ok else [reason("dh.bad-player", "dh.setup.first-player")]


# -- play -------------------------------------------------------------------------------------------
def play_step(s: DragonheartState, move: Move, player: int) -> list[Reason]:
    """Cards are played at step 1 of one's turn: not before the start, not once the turn's play is made.

    While the player to move has a choice pending, their play for this turn is over (dh.turn.play.one-space):
    cards are played on one space only. A player moving out of turn is not at that step of anybody's
    turn; the turn violation covers it, and the rest of the move is judged as at step 1 of their own turn.
    """
    if s.phase == "start":
        return _not_started(s)
    if _choosing(s) and player == s.turn:
        pending = s.pending or ""
        return [reason("dh.played-this-turn", ("dh.turn.play.one-space", CHOICE_EFFECT[pending], ONE_SPACE[pending]),
                       player=player, pending=card_key(pending), spaces=tuple(card_key(x) for x in COMPONENTS.collects[pending]))]
    return []


def play_space(s: DragonheartState, move: Move, player: int) -> list[Reason]:
    """The space named is one of the nine."""
    space = _space(move)
    return [] if space in TYPES else [reason("dh.unknown-space", "dh.turn.play.matching", space=space)]


def play_some(s: DragonheartState, move: Move, player: int) -> list[Reason]:
    """A play names at least one card (dh.turn.play.at-least-one)."""
    return [] if play_cards(move) else [reason("dh.no-cards", "dh.turn.play.at-least-one")]


def play_matching(s: DragonheartState, move: Move, player: int) -> list[Reason]:
    """dh.turn.play.matching: one picture, the space's own."""
    space = _space(move)
    types = list(dict.fromkeys(t for t, _ in play_cards(move)))
    out = []
    if len(types) > 1:
        out.append(reason("dh.mixed-cards", "dh.turn.play.matching", types=tuple(card_key(t) for t in types)))
    if space in TYPES:
        out.extend(reason("dh.wrong-space", "dh.turn.play.matching", card=card_key(t), space=card_key(space))
                   for t in types if t != space)
    return out


def play_held(s: DragonheartState, move: Move, player: int) -> list[Reason]:
    """dh.turn.play.cards: the cards come from the mover's own hand."""
    cards = play_cards(move)
    pairs = [(CARD_TYPE[x], CARD_VALUE[x]) for x in s.hands[player] if x >= 0]
    try:  # the usual case, every card held: nothing to report (the multiset of cards is within the hand's)
        for card in cards:
            pairs.remove(card)
        return []
    except ValueError:
        pass
    held = Counter((CARD_TYPE[x], CARD_VALUE[x]) for x in s.hands[player] if x >= 0)
    wanted = Counter(cards)
    out = []
    for t in dict.fromkeys(t for t, _ in cards):
        missing = sorted(v for (tt, v), n in wanted.items() if tt == t for _ in range(max(0, n - held[(tt, v)])))
        if missing:
            out.append(reason("dh.not-in-hand", "dh.turn.play.cards", player=player, card=card_key(t),
                              values=tuple(missing), count=len(missing)))
    return out


def play_room(s: DragonheartState, move: Move, player: int) -> list[Reason]:
    """dh.turn.play.multi-outline.*: no more cards than the space has free outlines."""
    space = _space(move)
    if space not in TYPES:
        return []
    n = len(play_cards(move))
    free = s.free_outlines(space)
    if free is None or n <= free:
        return []
    return [reason("dh.too-many-cards", ("dh.turn.play.multi-outline.empty-outlines", "dh.turn.play.multi-outline.capacity"),
                   space=card_key(space), free=free, count=n, outlines=COMPONENTS.outlines[space])]


# -- take -------------------------------------------------------------------------------------------
def take_step(s: DragonheartState, move: Move, player: int) -> list[Reason]:
    """A space is chosen only while a Sorceress or Knight effect waits for the choice."""
    if s.phase == "start":
        return _not_started(s)
    if _choosing(s):
        return []
    return [reason("dh.no-choice", ("dh.turn.collect.condition", "dh.spaces.sorceress.one-space",
                                    "dh.spaces.knight.one-space", "dh.spaces.empty-space"))]


def take_source(s: DragonheartState, move: Move, player: int) -> list[Reason]:
    """dh.turn.collect.arrows: the space is one of the two the pending effect takes from."""
    if not _choosing(s):
        return []
    pending = s.pending or ""
    space = _space(move)
    sources = COMPONENTS.collects[pending]
    if space in sources:
        return []
    return [reason("dh.not-a-source", (CHOICE_EFFECT[pending], "dh.turn.collect.arrows"), pending=card_key(pending),
                   space=card_key(space) if space in TYPES else space, spaces=tuple(card_key(x) for x in sources))]


def take_cards(s: DragonheartState, move: Move, player: int) -> list[Reason]:
    """dh.spaces.empty-space: nothing can be taken from an empty space."""
    space = _space(move)
    if not _choosing(s) or space not in COMPONENTS.collects[s.pending or ""] or s.space(space):
        return []
    return [reason("dh.empty-source", ("dh.spaces.empty-space", CHOICE_EFFECT[s.pending or ""]), space=card_key(space))]


# -- grounds of a legal move ------------------------------------------------------------------------
def start_grounds(s: DragonheartState, move: Move, player: int, c: Checks) -> None:
    c.ground(reason("dh.ground.start", "dh.setup.first-player", player=s.youngest, other=int(move.args[0]) - 1))


def play_grounds(s: DragonheartState, move: Move, player: int, c: Checks) -> None:
    space = _space(move)
    cards = play_cards(move)
    outlines = COMPONENTS.outlines[space]
    free = s.free_outlines(space)
    # the reasons built directly, their parameters already in ``freeze_params``'s order (sorted by name)
    n = len(cards)
    key = card_key(space)
    c.ground(Reason("dh.ground.play", _GROUND_PLAY, (("card", key), ("count", n), ("player", player),
                                                     ("values", tuple(v for _, v in cards)))))
    if free is None:
        c.ground(Reason("dh.ground.stack", _GROUND_STACK, (("count", n), ("space", key))))
    else:
        c.ground(Reason("dh.ground.outlines", _GROUND_OUTLINES, (("count", n), ("free", free), ("outlines", outlines),
                                                                 ("space", key))))
    have = sum(1 for x in s.hands[player] if x >= 0 and CARD_TYPE[x] == space)
    if have > n:
        c.ground(Reason("dh.ground.not-all", _GROUND_NOT_ALL, (("card", key), ("count", n), ("held", have))))


_GROUND_PLAY = ("dh.turn.play.cards", "dh.turn.play.matching", "dh.turn.play.one-space")
_GROUND_STACK = ("dh.turn.play.single-outline.any-number", "dh.turn.play.single-outline.no-limit")
_GROUND_OUTLINES = ("dh.turn.play.multi-outline.empty-outlines",)
_GROUND_NOT_ALL = ("dh.turn.play.not-all",)


def take_grounds(s: DragonheartState, move: Move, player: int, c: Checks) -> None:
    pending = s.pending or ""
    space = _space(move)
    c.ground(reason("dh.ground.take", (CHOICE_EFFECT[pending], ONE_SPACE[pending]), player=s.turn,
                    pending=card_key(pending), space=card_key(space), count=len(s.space(space))))


def end_clauses(s: DragonheartState) -> tuple[str, ...]:
    """The clauses of the end the game has come to (or will come to): the deck ran out, or the ships left."""
    if s.end_trigger == "deck":
        return ("dh.end.deck-out", "dh.end.deck-out.final-turn")
    return ("dh.end.trigger", "dh.end.final-turn")


RULES: Mapping[str, tuple[Rule, ...]] = {
    "start": (start_once, start_player),
    "play": (play_step, play_space, play_some, play_matching, play_held, play_room),
    "take": (take_step, take_source, take_cards),
}
GROUNDS: Mapping[str, Callable[[DragonheartState, Move, int, Checks], None]] = {
    "start": start_grounds, "play": play_grounds, "take": take_grounds,
}


def check(state: DragonheartState, move: Move) -> Verdict:
    """Every violation of ``move``, judged on the mover's own hand (``p1: play ...`` out of turn too),
    besides the turn violation; each rule check in ``RULES`` runs on its own, none hides another."""
    c = Checks()
    check_into(state, move, c)
    return c.verdict()


def is_legal(state: DragonheartState, move: Move) -> bool:
    """``check(state, move).legal``, by the same checks, stopping at the first fault (for listing and bots)."""
    return quick_legal(lambda c: check_into(state, move, c))


def check_into(state: DragonheartState, move: Move, c: Checks) -> None:
    """Every check of a move, written into ``c`` (a full ``Checks`` for a verdict, a quick one for legality)."""
    s = state
    if s.phase == "over":
        c.require(False, reason("dh.over", end_clauses(s)))
        return
    mover = s.turn if move.player is None else move.player
    if mover != s.turn and s.phase == "start":  # no turn yet: the youngest player chooses who starts
        c.require(False, reason("dh.not-youngest", "dh.setup.first-player", player=s.youngest, other=mover))
    elif mover != s.turn:
        c.require(False, reason("dh.not-your-turn", "dh.turn.alternate", player=s.turn, other=mover))
        if mover not in (0, 1):
            return
    rules = RULES.get(move.kind)
    if rules is None:
        c.require(False, reason("dh.unknown-move", "dh.turn.steps", kind=move.kind))
        return
    for rule in rules:
        c.violations.extend(rule(s, move, mover))
        if c.quick and c.violations:
            return
    if not c.violations and not c.quick:
        GROUNDS[move.kind](s, move, mover, c)
