"""The question bank written for learners: each question a position, a prompt in plain words, and an answer a
person gives (a number, players picked, yes or no, cards picked from a list), computed and explained by the engine.

Positions come from a game's scenario files (its rulebook examples, quiz and review cases) and from any
position a learner is at (``from_position``); how each engine question is put to a person is the game's
``quiz.ASKS`` (``tutor.core.quizbank.Ask``). No answer is written by hand: the scenario files' expectations
are the tests' check on the engine, never read here.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache, cached_property
from pathlib import Path
from types import ModuleType
from typing import Any

from tutor import resources
from tutor.core.errors import InputError
from tutor.core.game import Game, player_count
from tutor.core.lesson import DEFAULT_NAMES, scenario_before_last
from tutor.core.quizbank import CARDS, NUMBER, PLAYERS, YESNO, Ask, as_players
from tutor.core.registry import load_game, package_of
from tutor.core.scenario import GENERIC_QUESTIONS, Scenario, load_scenario, run_scenario
from tutor.text.catalog import all_clauses, cite
from tutor.text.explain import Line, move_words, player_name, render_params
from tutor.text.ui import N_, gettext

DIGIT = re.compile(r"[0-9０-９]+")
NUMBERED = re.compile(r"^[^:：]*[0-9０-９][^:：]*[:：]\s*|^[0-9０-９]+[.．]\s*")  # "Phase 4: ", "3. "
L_YES = N_("Yes")
L_NO = N_("No")
L_NOBODY = N_("Nobody")
L_NO_CARDS = N_("No cards")
L_AND = N_("%(first)s and %(last)s")
L_LIST_SEP = N_(", ")


def quiz_module(game: str) -> ModuleType | None:
    """A game's ``quiz`` module (found by name: the notebook and progress know no game)."""
    package = package_of(game)
    try:
        return importlib.import_module(f"{package}.quiz") if package else None
    except ModuleNotFoundError:
        return None


def asks_of(game: str) -> Mapping[str, Ask]:
    module = quiz_module(game)
    return getattr(module, "ASKS", {}) if module is not None else {}


def scoring_clauses(game: str) -> tuple[str, ...]:
    """The scoring clauses a game's bank covers (its ``quiz.SCORING``)."""
    module = quiz_module(game)
    return tuple(getattr(module, "SCORING", ())) if module is not None else ()


def ask_key(ask: str, args: Mapping[str, Any]) -> str:
    """How an ``Ask`` is found: by question, with its field (``event:score``) and a choice (``collects_points:take``,
    ``collects:cards:take``)."""
    key = f"{ask}:{args['field']}" if "field" in args else ask
    return f"{key}:take" if "take" in args else key


def engine_answer(game: Game[Any], state: Any, ask: str, args: Mapping[str, Any], where: str) -> tuple[Any, list[Any]]:
    """The engine's answer and cited lines (the generic winners/ranking once the game is over, as scenarios do)."""
    if ask in GENERIC_QUESTIONS and ask not in game.questions:
        if not game.is_over(state):
            raise InputError(where, 0, "ask", f"{ask}: the game is not over")
        out = game.outcome(state)
        return (list(out.won_by) if ask == "winners" else list(out.ranking)), [*out.tie_break]
    value, why = game.answer(state, ask, dict(args), where)
    return value, list(why)


@dataclass(frozen=True, eq=False)
class LearnerQuestion:
    """One question for a learner: a position, an engine question put in plain words, the player it is about."""

    game: Game[Any]
    id: str  # stable across sessions (the schedule and the record keep it)
    state: Any
    names: tuple[str, ...]
    ask: str
    args: Mapping[str, Any]
    spec: Ask
    about: int | None = None  # the player the question is about (None: about no one player)
    scoring: tuple[str, ...] = field(default=(), repr=False)  # the game's scoring clauses (the topic is one)
    context: tuple[Any, ...] = field(default=(), repr=False)  # the engine's lines of the moves that led here
    source: tuple[str, ...] = field(default=(), repr=False)  # the clauses the position was set up to show
    viewer: int | None = None  # the player whose view the position is drawn in (None: the teacher's view)
    shown: Any = field(default=None, repr=False)  # a prediction (``Ask.after``): the position drawn, before ``move``
    move: str = ""  # the move between the position drawn and the one answered

    @property
    def drawn(self) -> Any:
        """The position drawn with the question: the one it is answered on, or for a prediction the one before."""
        return self.state if self.shown is None else self.shown

    @cached_property
    def _engine(self) -> tuple[Any, list[Any]]:
        return engine_answer(self.game, self.state, self.ask, self.args, self.id)

    @property
    def value(self) -> Any:
        """The answer a person gives: an int, a tuple of players (sorted seats), a bool, or cards (sorted card words)."""
        raw = self._engine[0]
        if self.spec.part:
            raw = raw[self.spec.part]
        if self.spec.per_player:
            assert self.about is not None
            raw = raw[self.about]
        if self.spec.form == PLAYERS:
            return self.spec.players(self.state, raw) if self.spec.players else as_players(raw)
        if self.spec.form == YESNO:
            return bool(raw)
        if self.spec.form == CARDS:
            return tuple(sorted(str(c) for c in raw))
        return int(raw)

    @property
    def lines(self) -> list[Any]:
        """The engine's cited lines behind the answer: for a question about one player, that player's lines and
        those about no one (a tie is told on the tied player's own line); for an answer that is a plain fact of
        the position, the lines of the moves that made it so."""
        lines = self._engine[1] or list(self.context)
        if self.about is None or self.spec.form == PLAYERS:
            return lines
        mine = [ln for ln in lines if getattr(ln, "player", None) in (self.about, None)]
        return mine or lines

    @property
    def clauses(self) -> tuple[str, ...]:
        """The clauses the answer rests on (what the record keeps for it)."""
        return tuple(dict.fromkeys(c for ln in self.lines for c in ln.clauses))

    @property
    def topic(self) -> str:
        """The clause whose heading titles the question: the first scoring clause its answer cites."""
        cited = self.clauses
        if self.spec.topic:
            return self.spec.topic
        shown = [c for c in self.source if c in self.scoring and c in cited]  # the position's own subject first
        return next(iter(shown), next((c for c in cited if c in self.scoring), cited[0] if cited else ""))

    def title(self, lang: str) -> str:
        """A neutral title: the rulebook heading the topic stands under (never the outcome)."""
        c = all_clauses().get(self.topic)
        if c is None:
            return ""
        headings = [NUMBERED.sub("", cite(h, lang).translation.strip()) for h in reversed(c.section or (c.id,))]
        for text in headings:  # the nearest heading without a number in it (its numbering left out: no answer)
            if text.strip() and not DIGIT.search(text):
                return text.strip(" .:：-")
        return " ".join(DIGIT.sub("", headings[0]).split()).strip(" .:：-")

    def player(self, lang: str) -> str:
        return player_name(self.about if self.about is not None else 0, lang, self.names)

    def prompt(self, lang: str) -> str:
        params: dict[str, Any] = {"player": self.player(lang)}
        if "region" in self.args:
            board = self.state.board
            region = next(r for r in board.regions if r.id == self.args["region"])
            params["region"] = region.name(lang)
        if "number" in self.args:
            params["number"] = self.args["number"]
        if self.shown is not None and self.spec.after:
            params["move"] = move_words(self.game, self.move, lang, self.names, self.shown)
            params["mover"] = player_name(next(iter(self.game.to_move(self.shown)), 0), lang, self.names)
            return gettext(self.spec.after, lang, **params)
        if self.spec.params is not None:
            params.update(render_params(self.game, self.spec.params(self.state, self.args), lang, self.names))
        return gettext(self.spec.prompt, lang, **params)

    @cached_property
    def cards(self) -> tuple[str, ...]:
        """For a question answered with cards: the cards offered, in the game's words (the buttons' values index it)."""
        return tuple(self.spec.cards(self.state, self.args)) if self.spec.cards is not None else ()

    def card_name(self, card: str, lang: str) -> str:
        return self.spec.card_name(card, lang) if self.spec.card_name is not None else card

    def options(self, lang: str) -> list[tuple[str, Any]]:
        """The buttons a person answers with (empty for a number); a card's button has its place in the list."""
        if self.spec.form == CARDS:
            return [(self.card_name(c, lang), i) for i, c in enumerate(self.cards)]
        if self.spec.form == YESNO:
            return [(gettext(L_YES, lang), True), (gettext(L_NO, lang), False)]
        if self.spec.form == PLAYERS:
            out = [(player_name(p, lang, self.names), p) for p in range(len(self.names))]
            return out + ([(gettext(L_NOBODY, lang), None)] if self.spec.nobody else [])
        return []

    def say(self, value: Any, lang: str) -> str:
        """An answer in words: the number, the players' names, yes or no."""
        if self.spec.form == YESNO:
            return gettext(L_YES if value else L_NO, lang)
        if self.spec.form == CARDS:
            listed = sorted(value, key=lambda c: self.cards.index(c) if c in self.cards else len(self.cards))
            return join_names([self.card_name(c, lang) for c in listed], lang) or gettext(L_NO_CARDS, lang)
        if self.spec.form == PLAYERS:
            return join_names([player_name(p, lang, self.names) for p in value], lang) or gettext(L_NOBODY, lang)
        return str(value)

    def answer_text(self, lang: str) -> str:
        return self.say(self.value, lang)

    def read(self, given: Any) -> Any:
        """A person's answer as a value to grade (a typed number, the players picked, yes or no); None if unreadable."""
        if self.spec.form == NUMBER:
            text = str(given).strip().replace("−", "-").replace("＋", "+").replace("－", "-")
            text = text.translate(str.maketrans("０１２３４５６７８９", "0123456789"))
            try:
                return int(text)
            except ValueError:
                return None
        if self.spec.form == YESNO:
            return given if isinstance(given, bool) else None
        if self.spec.form == CARDS:
            return self._read_cards(given)
        picked = [given] if isinstance(given, (int, str)) or given is None else list(given)
        seats = []
        for p in picked:
            if p is None:
                continue
            if isinstance(p, str) and p in self.names:
                seats.append(self.names.index(p))
            elif isinstance(p, int) and not isinstance(p, bool) and 0 <= p < len(self.names):
                seats.append(p)
            else:
                return None
        return tuple(sorted(set(seats)))

    def _read_cards(self, given: Any) -> tuple[str, ...] | None:
        """Cards picked: their places in the offered list (each at most once), or card words; None if unreadable."""
        if given is None:
            return ()
        picked = [given] if isinstance(given, (int, str)) else list(given)
        places = set()
        for p in picked:
            if isinstance(p, str) and p in self.cards:
                p = next((i for i, c in enumerate(self.cards) if c == p and i not in places), None)
            if isinstance(p, bool) or not isinstance(p, int) or not 0 <= p < len(self.cards):
                return None
            places.add(p)
        return tuple(sorted(self.cards[i] for i in places))

    def grade(self, given: Any) -> bool:
        read = self.read(given)
        return read is not None and read == self.value


def words(title: str, lines: Sequence[Line]) -> str:
    """An answer's cited lines as plain text for a reader (the printable and the command-line quiz): each line,
    then each rule it rests on, the rulebook's wording beside its translation (no clause ids)."""
    out = [title]
    for ln in lines:
        out.append(f"- {ln.text}")
        for c in ln.citations:
            out.append(f"    «{c.source}»" + (f"\n    {c.translation}" if c.translation != c.source else ""))
    return "\n".join(out)


def join_names(names: Sequence[str], lang: str) -> str:
    if len(names) <= 1:
        return "".join(names)
    first = gettext(L_LIST_SEP, lang).join(names[:-1])
    return gettext(L_AND, lang, first=first, last=names[-1])


def _names(sc: Scenario) -> tuple[str, ...]:
    return tuple(sc.names) if sc.names else tuple(DEFAULT_NAMES[: sc.players])


def _about(spec: Ask, state: Any, args: Mapping[str, Any], raw: Any) -> Sequence[int | None]:
    """Whom a question is about: its player argument; for an answer by player, one player per distinct
    value (highest first, at most four: a tie asks about a tied player)."""
    if "%(player)s" not in spec.prompt:  # a question that names no player is about no one
        return [None]
    if spec.who is not None:
        return [spec.who(state, args)]
    if not spec.per_player:
        p = args.get("player")
        return [p if isinstance(p, int) and not isinstance(p, bool) else None]
    seen: dict[Any, int] = {}
    for p, v in sorted(enumerate(raw), key=lambda pv: (-pv[1], pv[0])):
        seen.setdefault(v, p)
    return [p for p in seen.values()][:4]


def questions_at(game: Game[Any], state: Any, names: Sequence[str], asks: Iterable[tuple[str, Mapping[str, Any]]],
                 prefix: str, context: Sequence[Any] = (), source: Sequence[str] = (),
                 before: tuple[Any, str] | None = None, readoffs: bool = True) -> list[LearnerQuestion]:
    """The learner questions among ``asks`` that the engine answers in ``state``. A question whose answer the board
    prints (``Ask.after``) is asked on ``before`` (the position before a move, and the move) as a prediction; without
    ``before``, only where ``readoffs`` allows (a worked example shows the tutor's answers, a quiz never reads off)."""
    name = game.spec.name
    specs, scoring = asks_of(name), scoring_clauses(name)
    out = []
    for i, (ask, args) in enumerate(asks):
        spec = specs.get(ask_key(ask, args))
        if spec is None or (spec.over and not game.is_over(state)):
            continue
        try:
            raw, _ = engine_answer(game, state, ask, args, prefix)
            about = _about(spec, state, args, raw)
        except InputError:
            continue
        printed = bool(spec.after) and (spec.printed is None or spec.printed(state, args))
        if printed and not readoffs and (before is None or _unchanged(game, spec, before[0], ask, args, raw, prefix)):
            continue  # a read-off: the answer is on the board drawn (no move before it, or one that leaves it)
        predict = {"shown": before[0], "move": before[1]} if printed and before is not None else {}
        for p in about:
            q = LearnerQuestion(game, f"{prefix}:{i}:{ask}" + ("" if p is None else f":{p}"), state, tuple(names),
                                ask, dict(args), spec, p, scoring, tuple(context), tuple(source), **predict)
            try:
                q.value  # noqa: B018 - a question the engine cannot answer for a person is left out
            except (InputError, TypeError, ValueError, IndexError):
                continue
            out.append(q)
    return out


def _unchanged(game: Game[Any], spec: Ask, before: Any, ask: str, args: Mapping[str, Any], raw: Any,
               where: str) -> bool:
    """Whether the answer is the same on the position before the move and printed there too (a prediction the
    board already prints)."""
    if spec.printed is not None and not spec.printed(before, args):
        return False
    try:
        return bool(engine_answer(game, before, ask, args, where)[0] == raw)
    except InputError:
        return False


def from_scenario(sc: Scenario, prefix: str) -> list[LearnerQuestion]:
    """The learner questions of one scenario file, asked at the end of its steps."""
    result = run_scenario(sc)
    if result.final_state is None:
        return []
    asks = [(q.ask, q.args) for q in sc.questions]
    # a fact of the position (persons, yuan) is explained by the played moves' lines on the rules it shows
    shown = set(sc.source) | set(scoring_clauses(sc.game.spec.name))
    context = [e for st in result.steps for e in st.events if shown & set(e.clauses)]
    return questions_at(sc.game, result.final_state, _names(sc), asks, prefix, context, sc.source,
                        before=scenario_before_last(sc), readoffs=False)


def scenario_files(game: str) -> list[Path]:
    """Every scenario file of a game (rulebook examples, quiz and review cases), sorted."""
    root = resources.scenarios(game)
    return sorted(root.glob("*/*.yaml"))


@cache
def _file_questions(path: Path, mtime: float) -> tuple[LearnerQuestion, ...]:
    sc = load_scenario(path)
    if not sc.questions:
        return ()
    return tuple(from_scenario(sc, f"{path.parent.name}/{path.stem}"))


def bank(game: str, files: Sequence[Path] | None = None) -> list[LearnerQuestion]:
    """A game's question bank: its scenario files' questions in file order, then (for the whole bank) the
    positions of the game's fixed generator seeds and of games played to the end."""
    out: list[LearnerQuestion] = []
    for path in files if files is not None else scenario_files(game):
        out.extend(_file_questions(path, path.stat().st_mtime))
    if files is None:
        out.extend(_seeded(game))
        out.extend(lesson_questions(game))
    return out


@cache
def lesson_questions(game: str) -> tuple[LearnerQuestion, ...]:
    """"Is this move legal here?" on the positions of a game's lesson tasks (for the game whose ``quiz`` module
    has ``legal_asks(state, moves)``): the task's own move, and a move of the same kind with the other verdict
    (the first the engine lists, or a move the engine refuses), so each position asks a yes and a no."""
    from tutor.core.lesson import step_start

    module = quiz_module(game)
    legal_asks = getattr(module, "legal_asks", None)
    if legal_asks is None:
        return ()
    g = load_game(game)
    out: list[LearnerQuestion] = []
    for lesson in g.lessons.values():
        for i, step in enumerate(lesson.steps):
            task = step.task
            if task is None or not (task.example or task.kinds):
                continue
            players, state = step_start(g, lesson, step)
            if state is None:
                state = g.new(players, 0, g.spec.resolve_options(step.options))
            for text in step.moves:
                state, _ = g.apply(state, g.parse_move(text))
            kinds = set(task.kinds)
            # the task's own move, or (a task that names none) the first the engine lists that does the task
            doing = [m for m in g.legal_moves(state) if m.kind in kinds and task.matches(m)]
            first = g.parse_move(task.example) if task.example else (doing[0] if doing else None)
            if first is None:
                continue
            moves = [str(first)]
            legal = g.is_legal(state, first)
            kinds = kinds or {first.kind}
            other = [m for m in (g.legal_moves(state) if not legal else g.candidate_moves(state))
                     if m.kind in kinds and g.is_legal(state, m) != legal and m.player == first.player]
            if other:
                moves.append(str(other[0]))
            if task.contrast:  # a move the lesson names to ask about too (one the engine does not list)
                moves.append(task.contrast)
            names = DEFAULT_NAMES[:players]
            out += questions_at(g, state, names, legal_asks(state, moves), f"lesson/{lesson.id}/{i + 1}",
                                source=step.clauses)
    return tuple(out)


@cache
def _seeded(game: str) -> tuple[LearnerQuestion, ...]:
    """Questions on positions the game's ``quiz`` module names by seed: ``BANK_SEEDS`` for its ``generate``,
    ``BANK_ENDS`` for a game random bots play to the end (its final scoring and winner)."""
    import random

    import yaml

    from tutor.core.bots import random_bot
    from tutor.core.scenario import parse_scenario

    module = quiz_module(game)
    out: list[LearnerQuestion] = []
    g = load_game(game)
    generate = getattr(module, "generate", None)
    for entry in getattr(module, "BANK_SEEDS", ()):  # a seed, or the generator's arguments (seed, kind)
        assert generate is not None
        made = generate(*entry) if isinstance(entry, tuple) else generate(entry)
        prefix = "seed/" + "-".join(str(x) for x in (entry if isinstance(entry, tuple) else (entry,)))
        whole = made.get("position", {}).get("state")
        if whole is not None and not made.get("steps"):  # a whole state: no YAML round trip (it is slow)
            state = g.from_json(whole)
            asks = [(q["ask"], {k: v for k, v in q.items() if k not in ("ask", "expect")}) for q in made["questions"]]
            n = made.get("players", 2)
            out += questions_at(g, state, tuple(made.get("names") or DEFAULT_NAMES[:n]), asks, prefix)
            continue
        sc = parse_scenario(yaml.safe_dump(made, allow_unicode=True), f"generated ({entry})")
        out += from_scenario(sc, prefix)
    for seed, players in getattr(module, "BANK_ENDS", ()):
        rng = random.Random(seed)
        state = g.new(players, seed)
        while not g.is_over(state):
            state, _ = g.apply(state, random_bot(g, state, g.to_move(state)[0], rng))
        out += from_position(g, state, prefix=f"end/{seed}")
    return tuple(out)


def from_position(game: str | Game[Any], state: Any, names: Sequence[str] | None = None,
                  prefix: str = "here") -> list[LearnerQuestion]:
    """The scoring questions that apply to any position (a match, a lesson step): the game's ``quiz.here``."""
    g = load_game(game) if isinstance(game, str) else game
    module = quiz_module(g.spec.name)
    here = getattr(module, "here", None)
    if here is None:
        return []
    n = player_count(state)
    shown = tuple(names) if names else tuple(DEFAULT_NAMES[: n if n is not None else 2])
    return questions_at(g, state, shown, here(state), prefix)


def coverage(game: str, questions: Sequence[LearnerQuestion] | None = None) -> dict[str, int]:
    """How many questions of the bank rest on each scoring clause of the game."""
    qs = bank(game) if questions is None else questions
    counts = dict.fromkeys(scoring_clauses(game), 0)
    for q in qs:
        for c in set(q.clauses) & counts.keys():
            counts[c] += 1
    return counts
