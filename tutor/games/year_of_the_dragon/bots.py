"""In the Year of the Dragon bots: ``greedy`` looks one move ahead (the core adds ``random``).

Greedy plays every legal move on a copy of the state and keeps the one whose result it values most
(ties broken at random). The value of a state for a player is a rough forecast of their final score:

* the points already scored, plus what the month scorings still to come will bring at the current
  rate (palaces, court ladies' fans, privileges' dragons);
* the final scoring as things stand (2 per person, monks' buddhas × floors, money / 3);
* the persons' symbols, worth more the more months are left to use them; the person track;
* the events ahead, read from ``state.event_row``: a Drought without rice for every inhabited palace,
  a Tribute without 4 yuan, a Contagion without healers or a Mongol Invasion with the fewest helmets
  costs persons; a Dragon Festival won brings points; palaces left empty decay;
* what the player still owes (persons to release, floors to place).

The search bots ``search`` and ``search-strong`` (``tutor.core.search``) play each of the few moves greedy
likes best, let greedy play on for everyone for a few plies and compare ``evaluate`` with the best
opponent's. Everything is on the table except the future: each sample reseeds the state's random stream
(``determinize``), so the action cards of the months to come are drawn anew.
"""

from __future__ import annotations

import random
from typing import Any

from tutor.core.evolve import evolve
from tutor.core.game import Game
from tutor.core.moves import Move
from tutor.core.rng import Rng
from tutor.core.search import SearchPlan, logistic, named_levels
from tutor.games.year_of_the_dragon.components import COMPONENTS
from tutor.games.year_of_the_dragon.state import Player, YearOfTheDragonState

PERSON_LOSS = 5.0  # what losing a person costs (2 final points, its symbols, a palace that may decay)
FLOOR = 1.5  # a palace floor still to be placed
DISCOUNT = 0.6  # an event k months ahead weighs DISCOUNT ** k
# what one symbol is worth per month left to use it (fans and buddhas are counted exactly)
SYMBOL_PER_MONTH = {"craftsman": 0.2, "tax_collector": 0.15, "pyrotechnist": 0.15, "warrior": 0.2,
                    "healer": 0.1, "farmer": 0.15, "scholar": 0.3, "court_lady": 0.0, "monk": 0.0}


def _months_left(state: YearOfTheDragonState) -> int:
    """Month scorings still to come (this month's included)."""
    if state.phase == "over":
        return 0
    return 13 - max(1, state.month)


def _event_done(state: YearOfTheDragonState) -> bool:
    """This month's event has already happened (only while its obligations are carried out)."""
    return state.phase == "event" and state.stage not in ("", "event")


def _symbols(pl: Player, kind: str) -> int:
    return pl.symbols(kind)


def _event_value(state: YearOfTheDragonState, player: int) -> float:
    """The forecast effect of the events still to come on ``player``."""
    pl = state.players[player]
    others = [q for i, q in enumerate(state.players) if i != player]
    first = max(1, state.month) + (1 if _event_done(state) else 0)
    persons = len(pl.persons)
    value = 0.0
    yuan, rice = pl.yuan, pl.rice
    for month in range(first, 13):
        weight = DISCOUNT ** (month - max(1, state.month))
        name = state.event_row[month - 1]
        if name == "tribute":
            value -= weight * PERSON_LOSS * min(persons, max(0, 4 - yuan))
            yuan = max(0, yuan - 4)
        elif name == "drought":
            inhabited = sum(1 for pal in pl.palaces if pal.persons)
            value -= weight * PERSON_LOSS * max(0, inhabited - rice)
            rice = max(0, rice - inhabited)
        elif name == "contagion":
            value -= weight * PERSON_LOSS * min(persons, max(0, 3 - _symbols(pl, "healer")))
        elif name == "mongols":
            helmets = _symbols(pl, "warrior")
            value += weight * helmets
            if others and helmets <= min(_symbols(q, "warrior") for q in others):
                value -= weight * PERSON_LOSS * min(1, persons)
        elif name == "festival" and pl.fireworks:
            counts = sorted({q.fireworks for q in others if q.fireworks > pl.fireworks}, reverse=True)
            if not counts:
                value += weight * 6
            elif len(counts) == 1:
                value += weight * 3
    return value


def evaluate(state: YearOfTheDragonState, player: int) -> float:
    """A rough forecast of ``player``'s final score from ``state``."""
    pl = state.players[player]
    if state.phase == "over":
        best_other = max((q.score for i, q in enumerate(state.players) if i != player), default=0)
        return float(pl.score) + (100.0 if pl.score > best_other else 0.0)
    left = _months_left(state)
    value = float(pl.score)
    # month scorings to come at the current rate; an empty palace will decay this month
    empty = sum(1 for pal in pl.palaces if not pal.persons)
    vanishing = sum(1 for pal in pl.palaces if not pal.persons and pal.floors == 1)
    rate = (len(pl.palaces) + _symbols(pl, "court_lady") + pl.small * COMPONENTS.small_dragons
            + pl.large * COMPONENTS.large_dragons)
    value += left * rate - (left * vanishing if state.phase == "event" else 0.5 * empty)
    # the final scoring as things stand, and the room to take more persons
    value += 2 * len(pl.persons)
    value += sum(COMPONENTS.symbols(t, a) * pal.floors for pal in pl.palaces for t, a in pal.persons if t == "monk")
    value += (pl.yuan + 2 * (pl.rice + pl.fireworks)) / 3 + 0.3 * pl.yuan
    cards = len(pl.cards)
    room = sum(pal.room for pal in pl.palaces)
    value += 1.5 * min(room, cards)
    # what the persons' symbols will still bring, and the person track (turn order, tie-break)
    value += sum(COMPONENTS.symbols(t, a) * SYMBOL_PER_MONTH[t] * left for t, a in pl.persons)
    value += 0.15 * pl.track
    value += _event_value(state, player)
    # what the player still owes
    for task in state.pending:
        if task.player != player:
            continue
        if task.kind == "release":
            value -= PERSON_LOSS * task.count
        elif task.kind == "floors":
            value += FLOOR * task.count
    return value


def greedy_bot(game: Game[Any], state: Any, player: int, rng: random.Random) -> Move:
    """The legal move whose resulting state ``evaluate`` values most (ties broken by ``rng``)."""
    moves = [m for m in game.legal_moves(state) if m.player in (None, player)]
    best: list[Move] = []
    best_value = float("-inf")
    for mv in moves:
        after, _ = game.resolve(state, mv)  # legal already: no need to check it again
        value = evaluate(after, player)
        if value > best_value + 1e-9:
            best, best_value = [mv], value
        elif value >= best_value - 1e-9:
            best.append(mv)
    return rng.choice(best)


def determinize(game: Game[Any], state: YearOfTheDragonState, player: int, rng: random.Random) -> YearOfTheDragonState:
    """The position as the player sees it (everything is open but the random stream) with a fresh stream
    for the action cards of the months to come."""
    seen: YearOfTheDragonState = game.observation(state, player)
    if seen.super_hidden:  # a hidden Super Event: any of the ten, as far as the player knows
        seen = evolve(seen, super_event=rng.choice(COMPONENTS.super_events))
    return evolve(seen, rng=Rng.seeded(rng.getrandbits(63)))


def lead(game: Game[Any], state: YearOfTheDragonState, player: int) -> float:
    """How good a position looks for ``player`` in [0, 1]: their forecast against the best opponent's."""
    worth = [evaluate(state, player) for player in range(state.n)]
    return logistic((worth[player] - max(w for other, w in enumerate(worth) if other != player)) / 8)


def plan_for(game: Game[Any], state: YearOfTheDragonState) -> SearchPlan:
    """Greedy playouts until about everyone has moved once more (the plies grow with the players)."""
    return SearchPlan(determinize=determinize, rollout=greedy_bot, depth=state.n + 1, evaluate=lead, width=5,
                      exploration=0.3, margin_scale=10.0)


BOTS = {"greedy": greedy_bot, **named_levels(plan_for)}
