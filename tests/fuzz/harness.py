"""The fuzz harness: feed one malformed input to the tutor and say what happened, within bounds.

A case passes when the tutor either accepts the input or refuses it with an ``InputError`` (exit 2 from
the command line), in under ``SECONDS`` and without the process growing past ``MAX_RSS_MB``.
"""

from __future__ import annotations

import copy
import random
import resource
import signal
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import yaml

from tutor.core.codec import encode
from tutor.core.errors import IllegalMoveError, InputError
from tutor.core.match import Match
from tutor.core.registry import games, load_game
from tutor.core.scenario import parse_scenario, run_scenario
from tutor.resources import scenarios

ROOT = Path(__file__).resolve().parents[2]
GAMES = tuple(g.spec.name for g in games())  # every registered game
SECONDS = 10.0
MAX_RSS_MB = 3000


class TooSlow(Exception):
    """A case ran past its time bound."""


@contextmanager
def bounded(seconds: float = SECONDS) -> Iterator[None]:
    """Raise ``TooSlow`` in the case after ``seconds``; fail if the process grew past ``MAX_RSS_MB``."""

    def alarm(signum: int, frame: Any) -> None:
        raise TooSlow(f"over {seconds} s")

    old = signal.signal(signal.SIGALRM, alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)
    rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    assert rss_mb < MAX_RSS_MB, f"the process reached {rss_mb:.0f} MB"


def scenario_texts(game: str, limit: int = 6) -> list[str]:
    """A few of the game's scenario files (sorted, so runs repeat), as text."""
    files = sorted(scenarios(game).rglob("*.yaml"))
    step = max(1, len(files) // limit)
    return [f.read_text(encoding="utf-8") for f in files[::step][:limit]]


# -- mutations ----------------------------------------------------------------------------------------
JUNK: list[Any] = [
    None, True, -1, 0, 13, 99, 10**12, -(10**12), 10**30, 1.5, float("inf"), "", "x", "nonsense", "atlantis",
    "p²", "٣", "troll:²", "9" * 60, "a" * 3000, [], [5], [[9]], [[[[]]]], {}, {"a": 1}, {5: "x", "zz": "y"},
    [None] * 7, "\x07", "red", "Anna", "joker", "monk old", {"state": 5},
]


def paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a nested value (mapping keys and list indexes)."""
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += paths(v, (*prefix, i))
    return out


def mutate(data: Any, rng: random.Random, junk: Callable[[random.Random], Any] | None = None) -> Any:
    """``data`` with one place replaced, removed or given an extra key."""
    data = copy.deepcopy(data)
    places = [p for p in paths(data) if p]
    if not places:
        return rng.choice(JUNK)
    place = rng.choice(places)
    parent = data
    for k in place[:-1]:
        parent = parent[k]
    value = junk(rng) if junk else copy.deepcopy(rng.choice(JUNK))
    action = rng.random()
    if action < 0.75:
        parent[place[-1]] = value
    elif action < 0.9 and isinstance(parent, dict):
        del parent[place[-1]]
    elif isinstance(parent, dict):
        parent[rng.choice(["zz", 7, "resolve", "extra"])] = value
    else:
        parent.append(value)
    return data


def check_scenario(text: str) -> str:
    """Run a scenario text in-process: "ok", "failed" (an expectation) or "input" (an InputError)."""
    with bounded():
        try:
            result = run_scenario(parse_scenario(text, "fuzz.yaml"))
        except InputError:
            return "input"
    return "ok" if result.passed else "failed"


def mutated_scenario(text: str, rng: random.Random) -> str:
    data = yaml.safe_load(text)
    return yaml.safe_dump(mutate(data, rng), allow_unicode=True, sort_keys=False)


# -- saves -------------------------------------------------------------------------------------------
def played_match(game: str, seed: int, moves: int = 30) -> Match[Any]:
    g = load_game(game)
    low, _high = g.spec.players
    match: Match[Any] = Match.new(g, low + seed % 2 if game != "dragonheart" else 2, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if g.is_over(match.state):
            break
        match.push(rng.choice(g.legal_moves(match.state)))
    return match


def save_with_start(match: Match[Any]) -> dict[str, Any]:
    """The match's save, with its current state written out as a custom start (the field saves mutate most)."""
    data = match.to_json()
    data["start"] = encode(match.state)
    data["moves"], data["cursor"] = [], 0
    return data


def check_save(game: str, data: Any) -> str:
    """Load a save; "ok" or "input". A loaded match must answer the questions a view asks."""
    g = load_game(game)
    with bounded():
        try:
            match = Match.from_json(g, data, "fuzz.json")
        except InputError:
            return "input"
        g.is_over(match.state)
        g.to_move(match.state)
        g.legal_moves(match.state)
    return "ok"


# -- moves -------------------------------------------------------------------------------------------
def check_move(game: str, state: Any, text: str) -> str:
    """Parse and check a move; an illegal one must leave the state as it was. "legal", "illegal" or "input"."""
    g = load_game(game)
    before = encode(state)
    with bounded(5):
        try:
            mv = g.parse_move(text)
        except InputError:
            return "input"
        verdict = g.check(state, mv)
        if not verdict.legal:
            try:
                g.apply(state, mv)
            except IllegalMoveError:
                pass
            else:  # pragma: no cover - a failure of the suite
                raise AssertionError(f"apply accepted {text!r}, which check refused")
    assert encode(state) == before, f"{text!r} changed the state"
    return "legal" if verdict.legal else "illegal"


def timed(fn: Callable[[], str]) -> tuple[str, float]:
    t = time.perf_counter()
    out = fn()
    return out, time.perf_counter() - t
