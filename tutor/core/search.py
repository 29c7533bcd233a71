"""A game-independent search bot: information-set Monte Carlo with UCB over the moves at hand.

For each decision the bot repeats, until its time budget or its iteration cap runs out:

1. *determinize*: sample a full state consistent with what the deciding player may know (a per-game
   hook; for a game without hidden information or chance it is the state itself);
2. pick one of its moves by UCB1 (flat: statistics are kept for the moves at hand only), play it in the
   sample, then let a fast policy (the game's greedy bot, or random) play on for a few plies;
3. score the result for the player in [0, 1]: the outcome if the game ended (a win 1, a shared win its
   share, plus a little for the rank and the score margin), else a per-game heuristic.

It plays the move tried most often. Only the hook may read the true state, and it must rebuild every
hidden part from the player's observation, so two states that look the same to the player get the same
move from the same ``rng``. Each game describes its search in a :class:`SearchPlan`.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from tutor.core.bots import Bot, random_bot
from tutor.core.game import Game
from tutor.core.moves import Move

# (game, true state, player, rng) -> a full state consistent with what ``player`` may know
Determinizer = Callable[[Game[Any], Any, int, random.Random], Any]
# (game, state, player) -> how good ``state`` looks for ``player``, in [0, 1]
Evaluator = Callable[[Game[Any], Any, int], float]


def open_information(game: Game[Any], state: Any, player: int, rng: random.Random) -> Any:
    """The determinization of a game where everything is on the table: the state itself."""
    return state


def logistic(x: float) -> float:
    """A margin mapped into (0, 1): 0 gives 0.5."""
    if x < -60:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def outcome_value(game: Game[Any], state: Any, player: int, margin_scale: float = 10.0) -> float:
    """A finished game for ``player``: mostly the win (shared: its share), then the rank and the score margin."""
    out = game.outcome(state)
    won = out.won_by
    win = 1.0 / len(won) if player in won else 0.0
    n = len(out.ranking)
    rank = 1.0 - out.ranking.index(player) / (n - 1) if n > 1 and player in out.ranking else 0.5
    others = [s for p, s in enumerate(out.scores) if p != player]
    margin = out.scores[player] - max(others) if others and player < len(out.scores) else 0
    return 0.8 * win + 0.1 * rank + 0.1 * logistic(margin / margin_scale)


@dataclass(frozen=True)
class SearchPlan:
    """How one game is searched: its hidden parts, its playout policy and how far, how it judges a cut-off."""

    determinize: Determinizer = open_information
    rollout: Bot = random_bot  # the policy of every player after the move tried
    depth: int = 0  # plies played by ``rollout`` before ``evaluate`` judges the state (0: to the end)
    horizon: Callable[[Any, Any], bool] | None = None  # (sample, state): stop the playout here too (e.g. a new round)
    evaluate: Evaluator | None = None  # required with a depth; also orders the moves for ``width``
    width: int = 0  # keep the best ``width`` moves by ``evaluate`` after one ply (0: all)
    exploration: float = 0.5  # the UCB1 constant (values are in [0, 1])
    margin_scale: float = 10.0  # score points that count as a clear margin at the end
    max_plies: int = 2000  # a safety net for playouts to the end


@dataclass
class Decision:
    """What one search found: the moves it weighed, visits and mean values, and its cost."""

    moves: list[Move]
    visits: list[int]
    values: list[float]
    iterations: int = 0
    seconds: float = 0.0
    chosen: Move | None = None


def _simulate(game: Game[Any], world: Any, mv: Move, player: int, plan: SearchPlan, rng: random.Random) -> float:
    state, _ = game.resolve(world, mv)
    plies = 0
    limit = plan.depth if plan.depth > 0 else plan.max_plies
    while not game.is_over(state) and plies < limit:
        if plan.horizon is not None and plan.horizon(world, state):
            break
        mover = game.to_move(state)[0]
        state, _ = game.resolve(state, plan.rollout(game, state, mover, rng))
        plies += 1
    if game.is_over(state):
        return outcome_value(game, state, player, plan.margin_scale)
    if plan.evaluate is None:
        return 0.5
    return plan.evaluate(game, state, player)


def _shortlist(game: Game[Any], world: Any, player: int, moves: list[Move], plan: SearchPlan) -> list[Move]:
    """The ``plan.width`` moves that look best one ply ahead in a sample (all moves without a width)."""
    if plan.width <= 0 or plan.evaluate is None or len(moves) <= plan.width:
        return moves
    evaluate = plan.evaluate

    def value(mv: Move) -> float:
        after, _ = game.resolve(world, mv)
        return outcome_value(game, after, player, plan.margin_scale) if game.is_over(after) else evaluate(game, after, player)

    ranked = sorted(range(len(moves)), key=lambda i: (-value(moves[i]), i))
    return [moves[i] for i in sorted(ranked[:plan.width])]


def search(game: Game[Any], state: Any, player: int, rng: random.Random, plan: SearchPlan,
           budget_s: float = 1.0, iterations: int = 10_000) -> Decision:
    """Weigh ``player``'s legal moves in ``state`` by sampled playouts (see the module's doc)."""
    start = time.perf_counter()
    moves = [m for m in game.legal_moves(state) if m.player in (None, player)]
    if not moves:
        raise ValueError(f"{game.spec.name}: no legal move for player {player}")
    if len(moves) == 1:
        return Decision(moves, [0], [0.0], chosen=moves[0], seconds=time.perf_counter() - start)
    first = plan.determinize(game, state, player, rng)
    moves = _shortlist(game, first, player, moves, plan)
    visits = [0] * len(moves)
    totals = [0.0] * len(moves)
    order = list(range(len(moves)))
    rng.shuffle(order)  # unvisited moves are tried in a random order
    done = 0
    world = first
    slowest = 0.0  # the longest iteration so far: stop when another one that long would overrun the budget
    while done < iterations:
        began = time.perf_counter()
        if done and began - start + slowest > budget_s:
            break
        if done < len(moves):
            i = order[done]
        else:
            log_n = math.log(done)
            i = max(order, key=lambda k: totals[k] / visits[k] + plan.exploration * math.sqrt(log_n / visits[k]))
        if done:
            world = plan.determinize(game, state, player, rng)
        totals[i] += _simulate(game, world, moves[i], player, plan, rng)
        visits[i] += 1
        done += 1
        slowest = max(slowest, time.perf_counter() - began)
    means = [t / v if v else 0.0 for t, v in zip(totals, visits, strict=True)]
    best = max(range(len(moves)), key=lambda k: (visits[k], means[k], -k))
    return Decision(moves, visits, means, done, time.perf_counter() - start, moves[best])


def search_bot(budget_s: float = 1.0, iterations: int = 10_000, plan: SearchPlan | None = None,
               plans: Callable[[Game[Any], Any], SearchPlan] | None = None) -> Bot:
    """A bot that searches each decision for ``budget_s`` seconds or ``iterations`` playouts, whichever ends first.

    ``plan`` fixes the game's plan; ``plans`` picks one per game and state (e.g. by player count); neither:
    random playouts to the end with the state as seen (fit only for games without hidden information)."""

    def bot(game: Game[Any], state: Any, player: int, rng: random.Random) -> Move:
        chosen = plan or (plans(game, state) if plans is not None else SearchPlan())
        decision = search(game, state, player, rng, chosen, budget_s, iterations)
        assert decision.chosen is not None
        return decision.chosen

    bot.__doc__ = f"Information-set Monte Carlo search: {budget_s:g} s or {iterations} playouts a move."
    return bot


def named_levels(plan: SearchPlan | Callable[[Game[Any], Any], SearchPlan],
                 levels: Sequence[tuple[str, float, int]] = (("search", 0.5, 4000), ("search-strong", 1.2, 10000)),
                 ) -> dict[str, Bot]:
    """The search bots a game offers by name (the play widget lists them): a budget and a cap each."""
    if isinstance(plan, SearchPlan):
        return {name: search_bot(budget, cap, plan=plan) for name, budget, cap in levels}
    return {name: search_bot(budget, cap, plans=plan) for name, budget, cap in levels}
