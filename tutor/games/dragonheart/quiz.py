"""Quiz questions from self-played positions: ``generate(seed)`` returns a scenario mapping.

The position is a whole state (``position: {state: ...}``) reached by the bots; the one question
is answered by the engine itself, so the expected answer is the rules' answer. Dump the mapping
with ``yaml.safe_dump`` to get a scenario file ``python -m tutor scenario`` runs.
"""

from __future__ import annotations

import random
from typing import Any

from tutor.core.bots import random_bot
from tutor.core.game import Game
from tutor.core.moves import Move
from tutor.core.quizbank import CARDS, PLAYERS, Ask
from tutor.core.registry import load_game
from tutor.games.dragonheart.bots import greedy_bot
from tutor.games.dragonheart.components import COMPONENTS, TYPES
from tutor.games.dragonheart.describe import CARD
from tutor.games.dragonheart.state import CARD_TYPE, CARD_VALUE, DragonheartState, card_word
from tutor.text.glossary import term
from tutor.text.ui import N_, gettext


def _game() -> Game[DragonheartState]:
    """The registered game (found at call time: the package's ``__init__`` puts it together after this module)."""
    return load_game("dragonheart")


KINDS = ("collects", "legal", "scores", "winner", "free_outlines", "hand_size")
# The quiz asks for the points a play collects (easy to type); scenarios may ask for the cards too.


def _play(state: DragonheartState, rng: random.Random, turns: int | None) -> DragonheartState:
    """Bots (greedy and random, mixed) play ``turns`` moves, or to the end; never stop mid-choice."""
    game = _game()
    n = 0
    while not game.is_over(state) and (turns is None or n < turns or state.phase != "play"):
        bot = greedy_bot if rng.random() < 0.5 else random_bot
        state, _ = game.apply(state, bot(game, state, state.turn, rng))
        n += 1
    return state


def _illegal_plays(state: DragonheartState) -> list[Move]:
    """Plays the rules refuse, made from the hand: too many cards for the outlines, the wrong space."""
    hand = state.hands[state.turn]
    out: list[Move] = []
    for t in dict.fromkeys(CARD_TYPE[x] for x in hand):
        values = sorted(CARD_VALUE[x] for x in hand if CARD_TYPE[x] == t)
        free = state.free_outlines(t)
        if free is not None and len(values) > free:
            out.append(Move("play", (t, *values)))
        wrong = next(s for s in TYPES if s != t)
        out.append(Move("play", (wrong, f"{t}:{values[0]}")))
    return out


def generate(seed: int) -> dict[str, Any]:
    """A scenario mapping: a self-played position and one question with the engine's answer."""
    game = _game()
    rng = random.Random(seed)
    kind = KINDS[seed % len(KINDS)] if seed >= 0 else rng.choice(KINDS)
    state = game.new(2, seed)
    state, _ = game.apply(state, Move("start", (rng.randint(1, 2),)))
    title = ""
    question: dict[str, Any]
    if kind in ("scores", "winner"):
        state = _play(state, rng, None)
        question = {"ask": kind}
        title = "Final scores" if kind == "scores" else "Who wins?"
    else:
        for attempt in range(20):
            candidate = _play(state, rng, rng.randint(2, 40))
            if not game.is_over(candidate):
                state = candidate
                break
            if attempt == 19:  # pragma: no cover - games last far longer than 40 moves
                state = candidate
        if kind == "collects":
            plays = game.legal_moves(state)
            fruitful = [m for m in plays if _collects(state, m)[0]["cards"]]
            mv = rng.choice(fruitful or plays)
            _, take = _collects(state, mv)
            question = {"ask": "collects_points", "move": str(mv), **({"take": take} if take else {})}
            cards = {"ask": "collects", "field": "cards", "move": str(mv), **({"take": take} if take else {})}
            title = f"How many points does `{mv}` collect{f' (taking the {take} space)' if take else ''}?"
        elif kind == "legal":
            pool = game.legal_moves(state) if rng.random() < 0.5 else _illegal_plays(state)
            mv = rng.choice(pool or game.legal_moves(state))
            question = {"ask": "legal", "move": str(mv)}
            title = f"Is `{mv}` legal?"
        elif kind == "free_outlines":
            space = rng.choice([t for t in TYPES if COMPONENTS.outlines[t] > 1])
            question = {"ask": "free_outlines", "space": space}
            title = f"How many more cards fit on the {space} space?"
        else:
            player = rng.randint(0, 1)
            question = {"ask": "hand_size", "player": player}
            title = f"What is player {player + 1}'s hand size?"
    asked = [question] + ([cards] if kind == "collects" else [])
    return {
        "game": "dragonheart", "title": f"Quiz {seed}: {title}", "players": 2,
        "position": {"state": game.to_json(state)},
        "questions": [{**q, "expect": _expect(state, q, seed)} for q in asked],
    }


def _expect(state: DragonheartState, question: dict[str, Any], seed: int) -> Any:
    args = {k: v for k, v in question.items() if k != "ask"}
    return _game().answer(state, question["ask"], args, f"quiz {seed}")[0]


def _collects(state: DragonheartState, mv: Move) -> tuple[dict[str, Any], str | None]:
    """What a play collects, choosing the richer space when it asks for a choice."""
    game = _game()
    after, _ = game.apply(state, mv)
    take = None
    if after.phase == "choose" and after.pending:
        options = COMPONENTS.collects[after.pending]
        take = max(options, key=lambda s: (sum(CARD_VALUE[x] for x in after.space(s)), s))
    value, _ = game.answer(state, "collects", {"move": str(mv), **({"take": take} if take else {})}, "quiz")
    return value, take


BANK_SEEDS = (0, 6, 12, 48, 54, 72, 96, 108, 156, 192)  # generated positions in the bank (see tests/quiz)

# -- how learners are asked (tutor.core.quizbank): the engine answers, these put it in plain words ----------
ASKS: dict[str, Ask] = {
    "score": Ask(N_("How many points does %(player)s have if the game ends now?")),
    "scores": Ask(N_("How many points does %(player)s have if the game ends now?"), per_player=True),
    "winner": Ask(N_("Who wins if the game ends now? Pick both players if they share the victory."), PLAYERS,
                  topic="dh.end.winner",
                  players=lambda state, v: tuple(range(len(state.decks))) if v is None else (int(v),)),
    "hand_size": Ask(N_("How many cards may %(player)s hold in hand?")),
    "free_outlines": Ask(N_("How many more cards may be played on the %(space)s space?"),
                         params=lambda state, args: {"space": f"card.{args['space']}"}),
    "winners": Ask(N_("Who wins the game? Pick both players if they share the victory."), PLAYERS,
                  topic="dh.end.winner", over=True),
}

# The scoring clauses the question bank covers (each with at least two questions: tests/quiz).
SCORING = (
    "dh.spaces.fire-dragon.score", "dh.spaces.sorceress.score", "dh.spaces.troll.score", "dh.spaces.dwarf.score",
    "dh.spaces.knight.score", "dh.spaces.huntress.score", "dh.end.scoring", "dh.end.great-dragon-bonus",
    "dh.end.winner", "dh.end.tie",
)


def here(state: DragonheartState) -> list[tuple[str, dict[str, Any]]]:
    """The questions a learner may be asked about any position: the scores and the winner if the game ended now
    (once it is over, the status line shows the totals: only the winner, which may need the tie rule), how many more
    cards each space with outlines takes, and the mover's hand size. Who holds
    the Great Dragon, the departures and whether the game is over are printed on the board: never asked."""
    if state.phase == "over":
        return [("winner", {})]
    limits = [("free_outlines", {"space": t}) for t in TYPES if COMPONENTS.outlines[t] > 1]
    return [("scores", {}), ("winner", {}), *limits, ("hand_size", {"player": state.turn})]


# Questions whose answer every player at the table can see (the board, the figure, the departures, hand sizes).
PUBLIC = ("dragon", "departures", "is_over", "final_turn", "hand_size", "free_outlines", "winners")


def knows(state: DragonheartState, ask: str, about: int | None, viewer: int | None) -> bool:
    """Whether ``viewer`` (None: every player) can know a position question's answer. Score piles lie face down
    and each player may examine only their own (dh.turn.collect.examine-own) until the end, when every pile is
    counted openly (dh.end.scoring): a player's score before the end is known to that player only, and who would
    win if the game ended now to no one."""
    if state.phase == "over" or ask in PUBLIC:
        return True
    if ask in ("score", "scores"):
        return viewer is not None and about == viewer
    return False


def _play_params(state: DragonheartState, args: Any) -> dict[str, Any]:
    """A play in words: the space's card type and each card played (its type and value)."""
    words = str(args["move"]).split()
    space = words[1]
    cards = [f"{space}:{w}" if ":" not in w else w for w in words[2:]]
    params: dict[str, Any] = {"space": f"card.{space}",
                              "cards": tuple(f"card.{c.partition(':')[0]}" for c in cards),
                              "values": ", ".join(c.partition(":")[2] for c in cards)}
    if "take" in args:
        params["take"] = f"card.{args['take']}"
    return params


def _mover(state: DragonheartState, args: Any) -> int:
    return int(state.turn)


ASKS["collects_points"] = Ask(N_("%(player)s plays cards of value %(values)s on the %(space)s space. How many points "
                                 "does this play put into %(player)s's score pile?"), params=_play_params, who=_mover)
ASKS["collects_points:take"] = Ask(N_("%(player)s plays cards of value %(values)s on the %(space)s space and takes the "
                                      "cards of the %(take)s space. How many points does this play put into "
                                      "%(player)s's score pile?"), params=_play_params, who=_mover)


def _offered(state: DragonheartState, args: Any) -> tuple[str, ...]:
    """The cards a play could put into a score pile, offered to pick from: every card on the board's spaces and
    below the Ship, and the cards played (as the engine names them, in board order)."""
    on_board = [card_word(c) for c in [*(c for space in state.spaces for c in space), *state.under_ship]]
    words = str(args["move"]).split()
    played = [w if ":" in w else f"{words[1]}:{w}" for w in words[2:]]
    return tuple(sorted([*on_board, *played], key=_board_order))


def _board_order(word: str) -> tuple[int, int]:
    kind, _, value = word.partition(":")
    return TYPES.index(kind), int(value)


def card_name(word: str, lang: str) -> str:
    """A card in plain words: "Troll (3)"."""
    kind, _, value = word.partition(":")
    return gettext(CARD, lang, card=term("dragonheart", f"card.{kind}", lang), value=value)


ASKS["collects:cards"] = Ask(N_("%(player)s plays cards of value %(values)s on the %(space)s space. Which cards does "
                                "this play put into %(player)s's score pile? Tick each card it collects (tick "
                                "nothing if it collects no card)."),
                             CARDS, params=_play_params, who=_mover, cards=_offered, card_name=card_name)
ASKS["collects:cards:take"] = Ask(N_("%(player)s plays cards of value %(values)s on the %(space)s space and takes the "
                                     "cards of the %(take)s space. Which cards does this play put into %(player)s's "
                                     "score pile? Tick each card it collects (tick nothing if it collects no card)."),
                                  CARDS, params=_play_params, who=_mover, cards=_offered,
                                  card_name=card_name)
# (a plain ``collects`` question, cards and points together, is asked as ``collects_points``: one prompt a position)
