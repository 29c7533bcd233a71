"""Scenarios: YAML positions with moves to check and questions to answer, each with its expectation.

One format drives the tests, the notebooks' worked examples and the quizzes.

```yaml
game: year_of_the_dragon        # name or alias
title: Doro pays the fee         # optional
source: [yotd.actions.fee.example]   # optional: the clause(s) the scenario reproduces
players: 5
seed: 1                          # optional (default 0)
options: {edition: old}          # optional
names: [Anna, Benno, Clara, Doro, Emil]   # optional
position: {...}                  # optional, game-specific: only what matters; players may be
                                 # written by name (a key or a value equal to a name means that player)
                                 # (or {state: {...}}: a whole state as the game's JSON)
steps:                           # optional
  - move: action 1 taxes
    expect: legal                # legal | illegal
    rules: [yotd.actions.fee]    # optional: clause ids the verdict must cite
    codes: [yotd.fee-unpaid]     # optional: violation codes the verdict must contain
questions:                       # optional
  - ask: month_score             # the game's question
    player: 0                    # the question's arguments
    expect: 7
```
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tutor.core.errors import IllegalMoveError, InputError
from tutor.core.game import Game
from tutor.core.registry import load_game
from tutor.core.yamlfile import LINE, load_yaml, strip_lines

MAX_BYTES = 1_000_000
TOP_FIELDS = {"game", "title", "source", "players", "seed", "options", "names", "position", "steps", "questions", "notes"}
STEP_FIELDS = {"move", "expect", "rules", "codes", "play", "note"}


@dataclass(frozen=True)
class Step:
    move: str
    expect: str | None
    rules: tuple[str, ...]
    codes: tuple[str, ...]
    play: bool
    line: int


@dataclass(frozen=True)
class Question:
    ask: str
    args: dict[str, Any]
    expect: Any
    line: int


@dataclass
class Scenario:
    """A parsed, validated scenario file."""

    file: str
    game: Game[Any]
    players: int
    seed: int
    options: dict[str, Any]
    names: tuple[str, ...]
    title: str = ""
    source: tuple[str, ...] = ()
    position: dict[str, Any] | None = None
    position_line: int = 0
    steps: list[Step] = field(default_factory=list)
    questions: list[Question] = field(default_factory=list)

    def start(self) -> Any:
        """The scenario's starting state."""
        if self.position is None:
            return self.game.new(self.players, self.seed, self.options)
        where = f"{self.file}:{self.position_line}"
        if set(self.position) == {"state"}:  # a whole saved state (e.g. from self-play)
            return self.game.from_json(self.position["state"], where)
        position = with_player_numbers(self.position, self.names)
        return self.game.from_position(self.players, self.options, position, where)


def with_player_numbers(value: Any, names: tuple[str, ...]) -> Any:
    """A position where every player written by name (as a key or a value) is written by number."""
    if isinstance(value, dict):
        return {with_player_numbers(k, names): with_player_numbers(v, names) for k, v in value.items()}
    if isinstance(value, list):
        return [with_player_numbers(v, names) for v in value]
    if isinstance(value, str) and value in names:
        return names.index(value)
    return value


def _list_of_str(value: Any, file: str, line: int, name: str) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, str):
        return (value,)
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise InputError(file, line, name, "expected a list of text")
    return tuple(value)


def _player(sc: Scenario, value: Any, file: str, line: int, name: str) -> int:
    """A player given as an index or as one of the scenario's names."""
    if isinstance(value, str) and value in sc.names:
        return int(sc.names.index(value))
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < sc.players:
        return value
    raise InputError(file, line, name, f"{value!r} is not a player (0..{sc.players - 1} or one of the names)")


def _int(value: Any, file: str, line: int, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise InputError(file, line, name, f"expected a whole number, got {value!r}")
    return int(value)


def parse_scenario(text: str, file: str) -> Scenario:
    """Parse and validate scenario text; every problem is an InputError naming file, line and field."""
    if len(text.encode("utf-8")) > MAX_BYTES:
        raise InputError(file, 0, "(file)", f"larger than {MAX_BYTES} bytes")
    data = load_yaml(text, file)
    if not isinstance(data, dict):
        raise InputError(file, 1, "(file)", "a scenario is a mapping with at least `game` and `players`")
    top = int(data.get(LINE, 1))
    unknown = sorted(set(data) - TOP_FIELDS - {LINE})
    if unknown:
        raise InputError(file, top, unknown[0], f"unknown field; fields are {', '.join(sorted(TOP_FIELDS))}")
    if not isinstance(data.get("game"), str):
        raise InputError(file, top, "game", "missing or not text")
    try:
        game = load_game(data["game"])
    except InputError as exc:
        raise InputError(file, top, "game", exc.problem) from None
    spec = game.spec
    players = _int(data.get("players", spec.default_players or spec.players[0]), file, top, "players")
    if not spec.players[0] <= players <= spec.players[1]:
        raise InputError(file, top, "players", f"{spec.names['en']} takes {spec.players[0]} to {spec.players[1]} players")
    seed = _int(data.get("seed", 0), file, top, "seed")
    raw_options = data.get("options") or {}
    if not isinstance(raw_options, dict):
        raise InputError(file, top, "options", "expected a mapping")
    try:
        options = spec.resolve_options(strip_lines(raw_options))
    except InputError as exc:
        raise InputError(file, int(raw_options.get(LINE, top)), f"options.{exc.field}", exc.problem) from None
    names = _list_of_str(data.get("names"), file, top, "names")
    if names and len(names) != players:
        raise InputError(file, top, "names", f"expected {players} names, got {len(names)}")
    position = data.get("position")
    if position is not None and not isinstance(position, dict):
        raise InputError(file, top, "position", "expected a mapping")
    sc = Scenario(file=file, game=game, players=players, seed=seed, options=options, names=names,
                  title=str(data.get("title", "")), source=_list_of_str(data.get("source"), file, top, "source"),
                  position=strip_lines(position) if position is not None else None,
                  position_line=int(position.get(LINE, top)) if position else top)
    steps = data.get("steps") or []
    if not isinstance(steps, list):
        raise InputError(file, top, "steps", "expected a list")
    for i, st in enumerate(steps):
        if not isinstance(st, dict):
            raise InputError(file, top, f"steps[{i}]", "expected a mapping with `move`")
        line = int(st.get(LINE, top))
        bad = sorted(set(st) - STEP_FIELDS - {LINE})
        if bad:
            raise InputError(file, line, f"steps[{i}].{bad[0]}", f"unknown field; fields are {', '.join(sorted(STEP_FIELDS))}")
        if not isinstance(st.get("move"), str):
            raise InputError(file, line, f"steps[{i}].move", "missing or not text")
        expect = st.get("expect")
        if expect not in (None, "legal", "illegal"):
            raise InputError(file, line, f"steps[{i}].expect", "expected `legal` or `illegal`")
        play = st.get("play", expect != "illegal")
        if not isinstance(play, bool):
            raise InputError(file, line, f"steps[{i}].play", "expected true or false")
        try:
            game.parse_move(st["move"])
        except InputError as exc:
            raise InputError(file, line, f"steps[{i}].move", f"{exc.field}: {exc.problem}") from None
        sc.steps.append(Step(st["move"], expect, _list_of_str(st.get("rules"), file, line, f"steps[{i}].rules"),
                             _list_of_str(st.get("codes"), file, line, f"steps[{i}].codes"), play, line))
    questions = data.get("questions") or []
    if not isinstance(questions, list):
        raise InputError(file, top, "questions", "expected a list")
    for i, q in enumerate(questions):
        if not isinstance(q, dict) or not isinstance(q.get("ask"), str):
            raise InputError(file, top, f"questions[{i}].ask", "missing or not text")
        line = int(q.get(LINE, top))
        if q["ask"] not in game.questions:
            raise InputError(file, line, f"questions[{i}].ask",
                             f"unknown question {q['ask']!r}; {spec.name} answers {', '.join(game.questions) or 'none'}")
        if "expect" not in q:
            raise InputError(file, line, f"questions[{i}].expect", "missing")
        args = strip_lines({k: v for k, v in q.items() if k not in ("ask", "expect", LINE)})
        if "player" in args:
            args["player"] = _player(sc, args["player"], file, line, f"questions[{i}].player")
        sc.questions.append(Question(q["ask"], args, strip_lines(q["expect"]), line))
    return sc


def load_scenario(path: str | Path) -> Scenario:
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InputError(str(p), 0, "(file)", "no such file") from None
    except UnicodeDecodeError:
        raise InputError(str(p), 0, "(file)", "not UTF-8 text") from None
    return parse_scenario(text, str(p))


@dataclass
class StepResult:
    move: str
    legal: bool
    rules: tuple[str, ...]
    codes: tuple[str, ...]
    ok: bool
    problems: list[str]
    verdict: Any
    events: tuple[Any, ...] = ()


@dataclass
class ScenarioResult:
    scenario: Scenario
    steps: list[StepResult]
    answers: dict[str, Any]
    answer_lines: dict[str, Any]
    problems: list[str]
    final_state: Any = None

    @property
    def passed(self) -> bool:
        return not self.problems


def run_scenario(sc: Scenario) -> ScenarioResult:
    """Play a scenario: check each step against its expectation, then answer the questions."""
    game = sc.game
    state = sc.start()
    results: list[StepResult] = []
    problems: list[str] = []
    for i, st in enumerate(sc.steps):
        mv = game.parse_move(st.move, f"{sc.file}:{st.line}")
        verdict = game.check(state, mv)
        issues = []
        if st.expect is not None and (st.expect == "legal") != verdict.legal:
            issues.append(f"expected {st.expect}, got {'legal' if verdict.legal else 'illegal'}")
        missing = [r for r in st.rules if r not in verdict.clauses]
        if missing:
            issues.append(f"the verdict does not cite {', '.join(missing)} (it cites {', '.join(verdict.clauses) or 'nothing'})")
        missing_codes = [c for c in st.codes if c not in (verdict.codes if not verdict.legal else ())]
        if missing_codes:
            issues.append(f"no violation {', '.join(missing_codes)} (got {', '.join(verdict.codes) or 'none'})")
        events: tuple[Any, ...] = ()
        if st.play and verdict.legal:
            try:
                state, events = game.apply(state, mv)
            except IllegalMoveError:  # pragma: no cover - check and apply agree by construction
                issues.append("apply refused a move check accepted")
        elif st.play and not verdict.legal and st.expect != "illegal":
            issues.append("cannot play an illegal move; later steps start from the position before it")
        problems.extend(f"{sc.file}:{st.line}: steps[{i}] {st.move!r}: {p}" for p in issues)
        results.append(StepResult(st.move, verdict.legal, verdict.clauses, verdict.codes, not issues, issues, verdict, events))
    answers: dict[str, Any] = {}
    lines: dict[str, Any] = {}
    for i, q in enumerate(sc.questions):
        value, why = game.answer(state, q.ask, q.args, f"{sc.file}:{q.line}: questions[{i}]")
        key = q.ask + "".join(f" {k}={v}" for k, v in sorted(q.args.items()))
        answers[key], lines[key] = value, why
        if value != q.expect:
            problems.append(f"{sc.file}:{q.line}: questions[{i}] {key}: expected {q.expect!r}, got {value!r}")
    return ScenarioResult(sc, results, answers, lines, problems, state)
