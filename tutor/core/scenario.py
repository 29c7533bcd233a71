"""Scenarios: YAML positions with moves to check and questions to answer, each with its expectation.

One format drives the tests, the notebooks' worked examples and the quizzes.

```yaml
game: year_of_the_dragon        # name or alias
title: Doro pays the fee         # optional
source: [yotd.actions.fee.example]   # optional: the clause(s) the scenario reproduces
drawing: "The rulebook's own drawing: ..."   # optional: a message id saying why the position is the rulebook's
                                 # drawing, not one a game reaches (shown as a label; see Step.drawing)
players: 5
seed: 1                          # optional (default 0): the setup's chance, for a scenario without a position
options: {edition: old}          # optional
names: [Anna, Benno, Clara, Doro, Emil]   # optional
position: {...}                  # optional, game-specific: only what matters; players may be
                                 # written by name (a key or a value equal to a name means that player)
                                 # (or {state: {...}}: a whole state as the game's JSON)
steps:                           # optional
  - move: action 1 taxes
    expect: illegal              # legal | illegal
    rules: [yotd.actions.fee]    # optional: clause ids the verdict's violations must cite
    codes: [yotd.fee-unpaid]     # optional: violation codes the verdict must contain (others may come too)
    codes_exactly: [yotd.fee-unpaid]   # optional: the exact set of violation codes ([] for none)
  - move: action 1 taxes
    expect: legal
    grounds: [yotd.actions.taxes]      # optional: clause ids the verdict's grounds must cite
    events: [yotd:ev.taxes]      # optional: event codes the move must cause (the step is played)
    event_rules: [yotd.actions.taxes]  # optional: clause ids the move's events must cite
questions:                       # optional
  - ask: month_score             # the game's question
    player: 0                    # the question's arguments (an argument the question does not read
    expect: 7                    # is an input error, never ignored)
  - ask: winners                 # every game, once it is over: who wins under the rules
    expect: [Anna]               # (players by name or number; a shared win lists several)
  - ask: ranking                 # every game, once it is over: the final ranking, winner first
    expect: [Anna, Doro, Benno]
```

Bad input (a malformed file, an unknown field, a move that cannot be parsed, a player out of range, a
question asked before the game is over) is an ``InputError`` naming the file, the line and the field.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tutor.core import codes
from tutor.core.errors import InputError, clip, echo
from tutor.core.fields import Fields, Problems
from tutor.core.game import Game, player_count
from tutor.core.inputs import read_text
from tutor.core.match import Tried, try_apply
from tutor.core.registry import load_game
from tutor.core.yamlfile import LINE, load_yaml, strip_lines

MAX_BYTES = 1_000_000
TOP_FIELDS = {"game", "title", "source", "drawing", "players", "seed", "options", "names", "position", "steps", "questions",
              "notes"}
STEP_FIELDS = {"move", "expect", "rules", "grounds", "codes", "codes_exactly", "events", "event_rules", "play", "note"}
GENERIC_QUESTIONS = ("winners", "ranking")  # every game answers these once it is over (from Game.outcome)


@dataclass(frozen=True)
class Step:
    move: str
    expect: str | None
    rules: tuple[str, ...]
    codes: tuple[str, ...]
    play: bool
    line: int
    grounds: tuple[str, ...] = ()
    codes_exactly: tuple[str, ...] | None = None
    events: tuple[str, ...] = ()
    event_rules: tuple[str, ...] = ()


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
    drawing: str = ""  # message id: why the position is the rulebook's drawing (empty: a game could reach it)
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
            state = self.game.from_json(self.position["state"], where)
            n = player_count(state)
            if n is not None and n != self.players:
                raise InputError(self.file, self.position_line, "position.state",
                                 f"a state of {n} players in a scenario of {self.players}")
            return state
        position = with_player_numbers(self.position, self.names)
        state = self.game.from_position(self.players, self.options, position, where)
        self.game.validate(state, where)  # the same validator as saves: counts, ranges, conservation
        return state


def with_player_numbers(value: Any, names: tuple[str, ...]) -> Any:
    """A position where every player written by name (as a key or a value) is written by number."""
    if isinstance(value, dict):
        return {with_player_numbers(k, names): with_player_numbers(v, names) for k, v in value.items()}
    if isinstance(value, list):
        return [with_player_numbers(v, names) for v in value]
    if isinstance(value, str) and value in names:
        return names.index(value)
    return value


def _named_once(value: Any, names: tuple[str, ...], path: str, line: int, problems: Problems) -> None:
    """Note every mapping of a position that names one player twice (``1:`` and ``Benno:``, Benno being player
    1): one of the two would silently win."""
    if isinstance(value, list):
        for i, v in enumerate(value):
            _named_once(v, names, f"{path}[{i}]", line, problems)
    if not isinstance(value, dict):
        return
    line = int(value[LINE]) if isinstance(value.get(LINE), int) else line
    seen: dict[Any, Any] = {}
    for k, v in value.items():
        if k == LINE:
            continue
        number = names.index(k) if isinstance(k, str) and k in names else k
        if type(number) is int and number in seen:
            at = int(v[LINE]) if isinstance(v, dict) and isinstance(v.get(LINE), int) else line
            problems.add(at, f"{path}.{k}", f"the player {seen[number]!r} is given twice (as {seen[number]!r} and "
                                              f"{k!r}); give each player once")
        seen.setdefault(number, k)
        _named_once(v, names, f"{path}.{k}", line, problems)


def same(answer: Any, expected: Any) -> bool:
    """Equal, and of the same kinds all through: a boolean never equals a number (``True == 1`` in Python)."""
    if isinstance(answer, bool) or isinstance(expected, bool):
        return type(answer) is type(expected) and answer == expected
    if isinstance(answer, (list, tuple)) and isinstance(expected, (list, tuple)):
        return len(answer) == len(expected) and all(map(same, answer, expected))
    if isinstance(answer, dict) and isinstance(expected, dict):
        return answer.keys() == expected.keys() and all(same(answer[k], expected[k]) for k in answer)
    return bool(answer == expected)


def _player(sc: Scenario, value: Any, file: str, line: int, name: str) -> int:
    """A player given as an index or as one of the scenario's names."""
    if isinstance(value, str) and value in sc.names:
        return int(sc.names.index(value))
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < sc.players:
        return value
    raise InputError(file, line, name, f"{value!r} is not a player (0..{sc.players - 1} or one of the names)")


def _players_answer(value: Any, names: tuple[str, ...]) -> Any:
    """An expected winners/ranking list with players written by name turned into numbers."""
    if isinstance(value, list):
        return [names.index(v) if isinstance(v, str) and v in names else v for v in value]
    return value


class ReadArgs(dict[str, Any]):
    """A question's arguments that remember which ones the game read (the others are typos)."""

    def __init__(self, items: dict[str, Any]) -> None:
        super().__init__(items)
        self.read: set[str] = set()

    def __getitem__(self, key: str) -> Any:
        self.read.add(key)
        return super().__getitem__(key)

    def get(self, key: str, default: Any = None) -> Any:
        self.read.add(key)
        return super().get(key, default)

    def __contains__(self, key: object) -> bool:
        if isinstance(key, str):
            self.read.add(key)
        return super().__contains__(key)


def parse_scenario(text: str, file: str) -> Scenario:
    """Parse and validate scenario text; its problems are an InputError (``FileErrors``: every one found, each
    naming file, line and field). Errors here are for a scenario's author, in English (see ``Problems``)."""
    if len(text.encode("utf-8")) > MAX_BYTES:
        raise InputError(file, 0, "(file)", f"larger than {MAX_BYTES} bytes")
    data = load_yaml(text, file)
    if not isinstance(data, dict):
        raise InputError(file, 1, "(file)", "a scenario is a mapping with at least `game` and `players`")
    problems = Problems(file)
    top = Fields(data, problems, TOP_FIELDS, line=1)
    game = _game(top)
    if game is None:  # nothing else can be read without the game
        problems.check()
        raise InputError(file, top.line, "game", "missing or not text")
    sc = _header(top, game)
    for i, st in enumerate(top.items("steps")):
        step = _step(Fields(st, problems, STEP_FIELDS, path=f"steps[{i}]", line=top.line,
                            what="a mapping with `move`"), game, sc.players)
        if step is not None:
            sc.steps.append(step)
    for i, q in enumerate(top.items("questions")):
        try:
            sc.questions.append(_question(sc, q, i, top.line))
        except InputError as exc:
            problems.extend(exc)
    problems.check()
    return sc


def _game(top: Fields) -> Game[Any] | None:
    name = top.text("game")
    if not name:
        return None
    try:
        return load_game(name)
    except InputError as exc:
        top.note("game", exc.problem)
        return None


def _header(top: Fields, game: Game[Any]) -> Scenario:
    """The scenario without its steps and questions: players, seed, options, names and position."""
    spec, file = game.spec, top.problems.where
    players = top.number("players", spec.default_players or spec.players[0])
    if not spec.players[0] <= players <= spec.players[1]:
        top.note("players", f"{spec.names['en']} takes {spec.players[0]} to {spec.players[1]} players")
        players = spec.default_players or spec.players[0]
    seed = top.number("seed", 0, low=0)
    options = _options(top, game)
    names = top.texts("names")
    if names and len(names) != players:
        top.note("names", f"expected {players} names, got {len(names)}")
    position = top.get("position")
    if position is not None and not isinstance(position, dict):
        top.note("position", "expected a mapping")
        position = None
    if position is not None:
        _named_once(position, names, "position", int(position.get(LINE, top.line)), top.problems)
    if position is not None and "seed" in top:  # never read: say so rather than pass on a seed that changes nothing
        top.note("seed", "a position gives the state itself; the seed is for a scenario without one")
    return Scenario(file=file, game=game, players=players, seed=seed, options=options, names=names,
                    title=clip(top.get("title", ""), 200), source=top.texts("source"),
                    drawing=top.text("drawing", ""),
                    position=strip_lines(position) if position is not None else None,
                    position_line=int(position.get(LINE, top.line)) if position else top.line)


def _options(top: Fields, game: Game[Any]) -> dict[str, Any]:
    raw = top.get("options") or {}
    if not isinstance(raw, dict):
        top.note("options", "expected a mapping")
        raw = {}
    line = int(raw.get(LINE, top.line))
    try:
        return game.spec.resolve_options(strip_lines(raw))
    except InputError as exc:
        top.problems.add(line, f"options.{exc.field}", exc.problem)
    except TypeError:  # an unhashable or odd option value
        top.problems.add(line, "options", "expected names and plain values")
    return game.spec.resolve_options({})


def _step(f: Fields, game: Game[Any], players: int) -> Step | None:
    """One step of a scenario (None when it has a problem, noted in ``f``'s problems)."""
    before = len(f.problems.found)
    text = f.text("move")
    expect = f.get("expect")
    if expect not in (None, "legal", "illegal"):
        f.note("expect", "expected `legal` or `illegal`")
    play = f.flag("play", expect != "illegal")
    if text:
        try:
            mv = game.parse_move(text)
            if mv.player is not None and not 0 <= mv.player < players:
                f.note("move", f"p{mv.player}: is not a player (p0..p{players - 1})")
        except InputError as exc:
            f.note("move", f"{exc.field}: {exc.problem}")
    texts = {k: f.texts(k) for k in ("rules", "grounds", "codes", "codes_exactly", "events", "event_rules")}
    for k in ("codes", "codes_exactly", "events"):
        unknown_codes = [c for c in texts[k] if game.messages and not codes.known(game.spec.name, c, game.messages)]
        if unknown_codes:
            f.note(k, f"{unknown_codes[0]!r} is not a code {game.spec.name} uses")
    if (texts["events"] or texts["event_rules"]) and not play:
        f.note("events", "only a step that is played causes events")
    if len(f.problems.found) > before:
        return None
    exactly = texts["codes_exactly"] if "codes_exactly" in f else None
    return Step(text, expect, texts["rules"], texts["codes"], play, f.line, texts["grounds"], exactly, texts["events"],
                texts["event_rules"])


def _question(sc: Scenario, q: Any, i: int, top: int) -> Question:
    """One question of a scenario; its arguments are the game's (the game reports one it does not read)."""
    file, game = sc.file, sc.game
    if not isinstance(q, dict) or not isinstance(q.get("ask"), str):
        raise InputError(file, top, f"questions[{i}].ask", "missing or not text")
    line = int(q.get(LINE, top))
    asks = (*game.questions, *(g for g in GENERIC_QUESTIONS if g not in game.questions))
    if q["ask"] not in asks:
        raise InputError(file, line, f"questions[{i}].ask",
                         f"unknown question {echo(q['ask'], 40)}; {game.spec.name} answers {', '.join(asks)}")
    if "expect" not in q:
        raise InputError(file, line, f"questions[{i}].expect", "missing")
    args = strip_lines({k: v for k, v in q.items() if k not in ("ask", "expect", LINE)})
    if "player" in args:
        args["player"] = _player(sc, args["player"], file, line, f"questions[{i}].player")
    expected = strip_lines(q["expect"])
    if q["ask"] in GENERIC_QUESTIONS and q["ask"] not in game.questions:
        if args:
            raise InputError(file, line, f"questions[{i}].{sorted(map(str, args))[0]}", f"{q['ask']} takes no arguments")
        expected = _players_answer(expected, sc.names)
    return Question(q["ask"], args, expected, line)


def load_scenario(path: str | Path) -> Scenario:
    """Read and parse a scenario file: a regular UTF-8 file of at most ``MAX_BYTES``."""
    text = read_text(path, MAX_BYTES, "scenario file")
    return parse_scenario(text, str(path))


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
    notes: list[str] = field(default_factory=list)  # deprecation notes (old codes; tutor.core.codes)

    @property
    def passed(self) -> bool:
        return not self.problems


def run_scenario(sc: Scenario) -> ScenarioResult:
    """Play a scenario: check each step against its expectation, then answer the questions."""
    game = sc.game
    state = sc.start()
    results: list[StepResult] = []
    problems: list[str] = []
    notes: list[str] = []  # deprecation notes: old codes the file names
    for i, st in enumerate(sc.steps):
        mv = game.parse_move(st.move, f"{sc.file}:{st.line}")
        # checked once: a step that plays its move has it carried out with the same verdict
        tried: Tried[Any] = try_apply(game, state, mv) if st.play else Tried(game.check(state, mv))
        verdict = tried.verdict
        issues = []
        if st.expect is not None and (st.expect == "legal") != verdict.legal:
            issues.append(f"expected {st.expect}, got {'legal' if verdict.legal else 'illegal'}")
        # rules: on an illegal verdict, the clauses its violations break (a ground never satisfies them);
        # on a legal one (no violations) the clauses that allow it
        broken = _clauses(verdict.violations) if not verdict.legal else _clauses(verdict.grounds)
        missing = [r for r in st.rules if r not in broken]
        if missing:
            what = "violations" if not verdict.legal else "grounds"
            issues.append(f"the verdict's {what} do not cite {', '.join(missing)} (they cite {', '.join(broken) or 'nothing'})")
        allowed = _clauses(verdict.grounds)
        missing = [r for r in st.grounds if r not in allowed]
        if missing:
            issues.append(f"the verdict's grounds do not cite {', '.join(missing)} (they cite {', '.join(allowed) or 'nothing'})")
        missing_codes = codes.missing(game.spec.name, st.codes, verdict.codes, notes)
        if missing_codes:
            issues.append(f"no violation {', '.join(missing_codes)} (got {', '.join(verdict.codes) or 'none'})")
        if st.codes_exactly is not None and not codes.same(game.spec.name, st.codes_exactly, verdict.codes, notes):
            issues.append(f"expected exactly the violations {', '.join(sorted(set(st.codes_exactly))) or 'none'}, "
                          f"got {', '.join(sorted(set(verdict.codes))) or 'none'}")
        events: tuple[Any, ...] = ()
        if st.play and verdict.legal:
            state, events = tried.state, tried.events
        elif st.play and not verdict.legal and st.expect != "illegal":
            issues.append("cannot play an illegal move; later steps start from the position before it")
        caused = {e.code for e in events}
        missing = codes.missing(game.spec.name, st.events, caused, notes)
        if missing:
            issues.append(f"the move caused no event {', '.join(missing)} (it caused {', '.join(sorted(caused)) or 'none'})")
        cited = _clauses(events)
        missing = [r for r in st.event_rules if r not in cited]
        if missing:
            issues.append(f"the move's events do not cite {', '.join(missing)} (they cite {', '.join(cited) or 'nothing'})")
        problems.extend(f"{sc.file}:{st.line}: steps[{i}] {st.move!r}: {p}" for p in issues)
        results.append(StepResult(st.move, verdict.legal, verdict.clauses, verdict.codes, not issues, issues, verdict, events))
    answers: dict[str, Any] = {}
    lines: dict[str, Any] = {}
    for i, q in enumerate(sc.questions):
        value, why = _answer(game, state, q, f"{sc.file}:{q.line}: questions[{i}]", sc)
        key = q.ask + "".join(f" {k}={v}" for k, v in sorted(q.args.items()))
        answers[key], lines[key] = value, why
        if not same(value, q.expect):
            problems.append(f"{sc.file}:{q.line}: questions[{i}] {key}: expected {q.expect!r}, got {value!r}")
    return ScenarioResult(sc, results, answers, lines, problems, state, list(dict.fromkeys(notes)))


def _clauses(reasons: Any) -> tuple[str, ...]:
    ids: dict[str, None] = {}
    for r in reasons:
        ids.update(dict.fromkeys(r.clauses))
    return tuple(ids)


def answer_question(sc: Scenario, state: Any, q: Question) -> tuple[Any, Any]:
    """A scenario question answered on any state (a worked example's, on the lesson's board)."""
    return _answer(sc.game, state, q, sc.file, sc)


def _answer(game: Game[Any], state: Any, q: Question, where: str, sc: Scenario) -> tuple[Any, Any]:
    """The game's answer to a question (or the generic winners/ranking), every argument read."""
    if q.ask in GENERIC_QUESTIONS and q.ask not in game.questions:
        if not game.is_over(state):
            raise InputError(sc.file, q.line, "ask", f"{q.ask}: the game is not over at the end of the steps")
        out = game.outcome(state)
        value = list(out.won_by) if q.ask == "winners" else list(out.ranking)
        return value, [*out.tie_break]
    args = ReadArgs(dict(q.args))
    value, why = game.answer(state, q.ask, args, where)
    unread = sorted(str(k) for k in set(args) - args.read)
    if unread:
        raise InputError(sc.file, q.line, unread[0], f"{q.ask} takes no argument {unread[0]!r}")
    return value, why
