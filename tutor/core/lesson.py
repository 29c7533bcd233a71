"""Lessons as data: steps of prose (message ids), quoted clauses, a position and an optional task."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fnmatch import fnmatchcase
from pathlib import Path
from typing import Any

from tutor.core.game import Game
from tutor.core.moves import Arg, Move
from tutor.core.registry import scenarios_of
from tutor.core.scenario import Scenario, load_scenario, with_player_numbers
from tutor.core.verdict import Verdict

DEFAULT_NAMES = ("Anna", "Benno", "Clara", "Doro", "Emil", "Fiona")


ANY = ""  # an argument pattern that takes any one argument
REST = "..."  # an argument pattern that takes any run of arguments, none included


def arg_matches(pattern: Arg, arg: Arg) -> bool:
    """One argument against one pattern: ``""`` takes any; else ``|``-separated alternatives, each an exact
    value or a shell-style glob (``house:*``, ``dragon-*``) matched against the argument's text."""
    if pattern == ANY:
        return True
    return any(fnmatchcase(str(arg), alt) for alt in str(pattern).split("|"))


def args_match(patterns: Sequence[Arg], args: Sequence[Arg]) -> bool:
    """The arguments, position by position, against the patterns; ``REST`` takes any run of arguments
    (so ``("lu", "", REST, "house:33", REST)`` is: region lu, any cards, and a house on 33 among the pieces).
    Without ``REST`` the move has exactly as many arguments as there are patterns."""
    if not patterns:
        return not args
    head, rest = patterns[0], patterns[1:]
    if head == REST:
        return any(args_match(rest, args[i:]) for i in range(len(args) + 1))
    return bool(args) and arg_matches(head, args[0]) and args_match(rest, args[1:])


@dataclass(frozen=True)
class Task:
    """"Make a move that …": the move kinds accepted, whether it must be legal, a clause it must rest on, and
    what its arguments (and, in a simultaneous phase, its player) must be."""

    text: str  # message id: what the learner is asked to do
    kinds: tuple[str, ...] = ()  # empty: any kind
    legal: bool | None = True  # None: legal or illegal both count
    cites: str = ""  # a clause the verdict must cite
    example: str = ""  # a move (in the game's notation) that does the task; tests try it
    args: tuple[Arg, ...] | None = None  # argument patterns (see ``args_match``); None: any arguments
    player: int | None = None  # the move's player (``p0: …`` in a simultaneous phase); None: any
    contrast: str = ""  # a move by the same player with the other verdict, for the lesson's check questions too
    # (when the engine lists none: an illegal release where it offers only legal ones)

    def matches(self, mv: Move) -> bool:
        """Whether the move's arguments and player are those the task asks for (kind and verdict aside)."""
        return ((self.args is None or args_match(self.args, mv.args))
                and (self.player is None or mv.player == self.player))

    def done(self, mv: Move, verdict: Verdict) -> bool:
        return ((not self.kinds or mv.kind in self.kinds)
                and (self.legal is None or verdict.legal == self.legal)
                and (not self.cites or self.cites in verdict.clauses)
                and self.matches(mv))


@dataclass(frozen=True)
class Step:
    """One screen of a lesson."""

    text: str  # message id of the prose
    clauses: tuple[str, ...] = ()  # the rule text it quotes
    position: Mapping[str, Any] | None = None  # a scenario position (None: a new game)
    players: int = 0  # 0: the game's default
    options: Mapping[str, Any] = field(default_factory=dict)
    task: Task | None = None
    moves: tuple[str, ...] = ()  # moves played before the step is shown (e.g. to reach a phase)
    scenario: str = ""  # a scenario file under the game's scenarios (``rulebook/10-tribute.yaml``): its questions are
    # answered in the step (a worked example); without a ``position``, its position, players, options and played
    # steps set the step (with a ``task``, the step stands before the scenario's last move, which the task plays);
    # with a ``position``, the step stands on it (e.g. the move before the example's event, to play into it)
    setup: bool = False  # the step teaches setup: it may show the new-game position
    drawing: str = ""  # message id: why this position is the rulebook's own drawing rather than one a game reaches
    # (shown to the learner as a label; a step without it passes the game's ``validate.implausible``)


@dataclass(frozen=True)
class Lesson:
    id: str
    title: str  # message id
    steps: tuple[Step, ...]


def step_scenario(game: Game[Any], step: Step) -> Scenario | None:
    """The scenario a worked-example step stands on (None for a step without one)."""
    if not step.scenario:
        return None
    return load_scenario(Path(str(scenarios_of(game.spec.name).joinpath(step.scenario))))


def step_names(game: Game[Any], step: Step, players: int) -> tuple[str, ...]:
    """The players' names a step is drawn with: those of the scenario it stands on (a rulebook example names its
    own players, whom its quoted text and prose name), else the lessons' own."""
    sc = step_scenario(game, step) if step.position is None else None
    return tuple(sc.names) if sc is not None and sc.names else tuple(DEFAULT_NAMES[:players])


def scenario_state(sc: Scenario, keep_last: bool = False) -> Any:
    """A scenario's position with its playable steps played (the position its questions ask about); with
    ``keep_last``, the position before its last played move (a step whose task plays that move into the result)."""
    states = [sc.start()]
    for st in sc.steps:
        mv = sc.game.parse_move(st.move, f"{sc.file}:{st.line}")
        if st.play and sc.game.check(states[-1], mv).legal:
            states.append(sc.game.apply(states[-1], mv)[0])
    return states[-2] if keep_last and len(states) > 1 else states[-1]


def scenario_before_last(sc: Scenario) -> tuple[Any, str] | None:
    """The position before a scenario's last played move, and that move (None: the scenario plays none)."""
    state, before, last = sc.start(), None, ""
    for st in sc.steps:
        mv = sc.game.parse_move(st.move, f"{sc.file}:{st.line}")
        if st.play and sc.game.check(state, mv).legal:
            before, last = state, st.move
            state = sc.game.apply(state, mv)[0]
    return None if before is None else (before, last)


def step_start(game: Game[Any], lesson: Lesson, step: Step) -> tuple[int, Any | None]:
    """The player count of a step and its starting state (None: a new game), before ``step.moves``."""
    sc = step_scenario(game, step) if step.position is None else None
    if sc is not None:
        return sc.players, scenario_state(sc, keep_last=step.task is not None)
    players = step.players or game.spec.default_players or game.spec.players[0]
    if step.position is None:
        return players, None
    position = with_player_numbers(dict(step.position), DEFAULT_NAMES[:players])
    return players, game.from_position(players, game.spec.resolve_options(step.options), position,
                                       f"lesson {lesson.id}")


def task_moves(game: Game[Any], state: Any, task: Task, depth: int = 3) -> list[Move] | None:
    """Moves that do a task from ``state``: the task's example, or the first found by a small search (up to
    ``depth - 1`` legal moves by the same player first, then a move that does it). None when none is found."""
    if task.example:
        example = game.parse_move(task.example)
        return [example] if task.done(example, game.check(state, example)) else None
    first = game.to_move(state)
    frontier: list[tuple[Any, list[Move]]] = [(state, [])]
    for _ in range(depth):
        nxt = []
        for s, path in frontier:
            moves = game.legal_moves(s) if task.legal else list(game.candidate_moves(s))
            for m in moves:
                if task.done(m, game.check(s, m)):
                    return [*path, m]
            if game.to_move(s) == first:
                nxt += [(game.apply(s, m)[0], [*path, m]) for m in game.legal_moves(s)[:20]]
        frontier = nxt[:200]
    return None


# Questions asked before what they are about: what this month's event will do, where the pawn to move may end.
PREDICTIONS = ("event", "destinations")


def example_states(game: Game[Any], lesson: Lesson, step: Step) -> tuple[Any, Any]:
    """The positions a worked example's questions are answered on, both on the board the step shows: the board
    itself (for ``PREDICTIONS``), and the board after the task's move and the scenario's moves that follow it (for
    the rest). A step standing on its scenario answers on the scenario's result. The scenario's expected answers
    are the example's stated numbers (tests/notebook/test_worked_examples.py checks them on these positions)."""
    sc = step_scenario(game, step)
    if sc is None:
        raise ValueError(f"{lesson.id}: the step works no example")
    if step.position is None:
        return scenario_state(sc, keep_last=step.task is not None), scenario_state(sc)
    _, state = step_start(game, lesson, step)
    for text in step.moves:
        state, _ = game.apply(state, game.parse_move(text))
    board, played = state, []
    for mv in (task_moves(game, state, step.task) or []) if step.task is not None else []:
        if game.check(state, mv).legal:  # a task may ask for a move the rules refuse: the board stays
            state, _ = game.apply(state, mv)
            played.append(str(mv))
    texts = [st.move for st in sc.steps if st.play]
    rest = texts[texts.index(played[-1]) + 1:] if played and played[-1] in texts else texts
    for text in rest:  # the example's own moves after the task's (a floor to place, the releases an event asks)
        mv = game.parse_move(text, f"{sc.file}")
        if game.check(state, mv).legal:
            state, _ = game.apply(state, mv)
    return board, state
