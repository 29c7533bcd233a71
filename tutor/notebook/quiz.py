"""Quizzes: questions from scenario files or a generator, answered, graded by the engine, with cited feedback."""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import Any

import ipywidgets as w
import yaml

from tutor import resources
from tutor.core.errors import InputError
from tutor.core.lesson import DEFAULT_NAMES
from tutor.core.registry import load_game
from tutor.core.scenario import Scenario, parse_scenario, run_scenario
from tutor.notebook.panel import STYLE, citation_html, events_html, message_html, verdict_html
from tutor.progress import hooks as progress_hooks
from tutor.progress.quiz import AdaptiveQuiz, Item, focus_options
from tutor.progress.record import Record
from tutor.text.explain import explain, line, player_name
from tutor.text.language import language
from tutor.text.ui import N_, gettext

L_CHECK = N_("Check my answer")
L_ANOTHER = N_("Another question like this")
L_RIGHT = N_("Right!")
L_WRONG = N_("Not quite: the answer is %(answer)s.")
L_TALLY = N_("Score: %(right)s of %(asked)s")
L_WHY = N_("Why")
L_LEGAL_Q = N_("Is the move %(move)s legal here?")
L_YES = N_("Legal")
L_NO = N_("Illegal")
L_ANSWER = N_("Your answer")
L_NO_QUESTIONS = N_("No questions found.")
QUESTIONS: dict[str, str] = {
    "month_score": N_("How many points does %(player)s score in this month's scoring?"),
    "final_score": N_("How many points does %(player)s score in the final scoring?"),
    "score": N_("What is %(player)s's score?"),
    "event": N_("This month's event: what changes in %(player)s's %(field)s?"),
    "yuan": N_("How many yuan does %(player)s have?"),
    "rice": N_("How much rice does %(player)s have?"),
    "fireworks": N_("How many fireworks does %(player)s have?"),
    "track": N_("Where is %(player)s on the person track?"),
    "persons": N_("How many persons does %(player)s have?"),
    "palaces": N_("How many floors do %(player)s's palaces have (as a list)?"),
    "order": N_("In what order do the players act (player numbers, as a list)?"),
}
# "event" questions name a field; each gets its own sentence (a field's name alone does not translate well)
EVENT_QUESTIONS: dict[str, str] = {
    "score": N_("This month's event: by how many points does %(player)s's score change?"),
    "yuan": N_("This month's event: by how many yuan does %(player)s's money change?"),
    "rice": N_("This month's event: by how much does %(player)s's rice change?"),
    "fireworks": N_("This month's event: by how much do %(player)s's fireworks change?"),
    "track": N_("This month's event: by how many spaces does %(player)s's marker move on the person track?"),
    "releases": N_("This month's event: how many persons must %(player)s release?"),
}
GENERIC = N_("What is the answer to “%(ask)s” for %(player)s?")


@dataclass
class Question:
    scenario: Scenario
    kind: str  # "legal" (a step) or "value" (a question)
    index: int


def scenario_files(game: str) -> list[Path]:
    """A game's quiz scenarios (data files kept with the test scenarios)."""
    return resources.quiz_scenarios(game)


def generator(game: str) -> Callable[[int], dict[str, Any]] | None:
    try:
        module = importlib.import_module(f"tutor.games.{game}.quiz")
    except ModuleNotFoundError:
        return None
    gen = getattr(module, "generate", None)
    return gen if callable(gen) else None


class QuizView:
    """Asks one question at a time; no answer is shown before the learner commits."""

    def __init__(self, game: str, lang: str | None = None, files: Sequence[Path] | None = None, seed: int = 0,
                 generated: bool = True, progress: Record | bool | None = None, focus: str | None = None) -> None:
        self.game = load_game(game)
        self.lang, self.seed = language(lang), seed
        self.files = list(files) if files is not None else scenario_files(self.game.spec.name)
        self.generate = generator(self.game.spec.name) if generated else None
        self.rng = random.Random(seed)
        self.right = self.asked = 0
        self.order = list(range(len(self.files)))
        self.rng.shuffle(self.order)
        self.cursor = 0
        self.prompt = w.HTML()
        self.board = w.HTML()
        self.answer = w.Text(layout=w.Layout(width="240px"))
        self.choice = w.ToggleButtons(options=[])
        self.check_button = w.Button(button_style="primary")
        self.another_button = w.Button()
        self.feedback = w.HTML()
        self.tally = w.HTML()
        self.check_button.on_click(lambda _: self.submit())
        self.another_button.on_click(lambda _: self.next_question())
        self.inputs = w.HBox([self.answer, self.choice, self.check_button, self.another_button])
        self.widget = w.VBox([w.HTML(STYLE), self.tally, self.prompt, self.board, self.inputs, self.feedback])
        self.question: Question | None = None
        # adaptive: questions chosen by the learner's record (tutor.progress); focus: None, "weak", "section:<id>"
        self.record = progress_hooks.learner_record(progress)
        self.adaptive: AdaptiveQuiz | None = None
        self.item: Item | None = None
        if self.record is not None:
            self.focus = w.Dropdown(layout=w.Layout(width="260px"))
            self._holding = False
            self.focus.observe(lambda ch: None if self._holding else self.set_focus(ch["new"]), names="value")
            self.widget.children = (*self.widget.children[:2], self.focus, *self.widget.children[2:])
            self.set_focus(focus)
        else:
            self.next_question()

    def set_focus(self, focus: str | None) -> None:
        """Ask about the whole game, one rulebook section, or the learner's weak spots."""
        assert self.record is not None
        self.adaptive = AdaptiveQuiz(self.game.spec.name, self.files, self.generate, self.seed, self.record, focus)
        self._holding = True  # setting the dropdown here must not call back into set_focus
        try:
            options = focus_options(self.adaptive, self.lang)
            if self.focus.options != tuple(options):
                self.focus.options = options
            self.focus.value = focus or ""
        finally:
            self._holding = False
        self.next_question()
        problem = self.record.problem
        if problem is not None:
            self.feedback.value = message_html(problem.text(self.lang), "error")

    def _ipython_display_(self) -> None:
        from IPython.display import display

        display(self.widget)

    def t(self, message: str, **params: Any) -> str:
        return gettext(message, self.lang, **params)

    def _load(self) -> Scenario | None:
        use_file = self.files and (self.generate is None or self.cursor % 2 == 0)
        if use_file:
            path = self.files[self.order[self.cursor % len(self.files)]]
            self.cursor += 1
            return parse_scenario(path.read_text(encoding="utf-8"), str(path))
        if self.generate is not None:
            self.cursor += 1
            self.seed += 1
            data = self.generate(self.seed)
            return parse_scenario(yaml.safe_dump(data, allow_unicode=True), "generated")
        return None

    def next_question(self) -> None:
        if self.adaptive is not None:
            self.item = self.adaptive.next()
            if self.item is None:
                self.question = None
                self.prompt.value = message_html(self.t(L_NO_QUESTIONS))
                return
            self.question = Question(self.item.scenario, self.item.kind, self.item.index)
            self.feedback.value = self.answer.value = ""
            self.check_button.disabled = False
            self.render()
            return
        try:
            sc = self._load()
        except InputError as exc:
            self.feedback.value = message_html(str(exc), "error")
            return
        if sc is None:
            self.prompt.value = message_html(self.t(L_NO_QUESTIONS))
            return
        steps = [i for i, s in enumerate(sc.steps) if s.expect is not None]
        if sc.questions:
            self.question = Question(sc, "value", self.rng.randrange(len(sc.questions)))
        elif steps:
            self.question = Question(sc, "legal", self.rng.choice(steps))
        else:
            self.next_question()
            return
        self.feedback.value = ""
        self.answer.value = ""
        self.check_button.disabled = False
        self.render()

    def names(self) -> list[str]:
        sc = self.question.scenario if self.question else None
        return list(sc.names) if sc and sc.names else list(DEFAULT_NAMES[: sc.players if sc else 2])

    def render(self) -> None:
        q = self.question
        if q is None:
            return
        sc = q.scenario
        names = self.names()
        title = f"<h3>{escape(sc.title)}</h3>" if sc.title else ""
        if q.kind == "value":
            ask = sc.questions[q.index]
            args = dict(ask.args)
            who = player_name(int(args.get("player", 0)), self.lang, names)
            template = getattr(self.game, "question_messages", {}).get(ask.ask) or QUESTIONS.get(ask.ask, GENERIC)
            if ask.ask == "event":
                template = EVENT_QUESTIONS.get(str(args.get("field", "")), template)
            text = self.t(template, player=who, ask=ask.ask, field=str(args.get("field", "")))
            self.answer.layout.display = ""
            self.choice.layout.display = "none"
        else:
            step = sc.steps[q.index]
            text = self.t(L_LEGAL_Q, move=step.move)
            self.answer.layout.display = "none"
            self.choice.layout.display = ""
            self.choice.options = [(self.t(L_YES), True), (self.t(L_NO), False)]
            self.choice.value = None
        self.prompt.value = f'<div class="tutor-panel">{title}<p><b>{escape(text)}</b></p></div>'
        state = self._state_before()
        board = getattr(self.game, "board", None)
        self.board.value = (f'<div class="tutor-panel"><pre>{escape(board.describe(state, self.lang, names))}</pre></div>'
                            if board is not None else "")
        self.answer.placeholder = self.t(L_ANSWER)
        self.check_button.description = self.t(L_CHECK)
        self.another_button.description = self.t(L_ANOTHER)
        self.tally.value = self.t(L_TALLY, right=self.right, asked=self.asked)

    def _state_before(self) -> Any:
        q = self.question
        assert q is not None
        state = q.scenario.start()
        upto = len(q.scenario.steps) if q.kind == "value" else q.index
        for step in q.scenario.steps[:upto]:
            mv = self.game.parse_move(step.move)
            if step.play and self.game.check(state, mv).legal:
                state, _ = self.game.apply(state, mv)
        return state

    def submit(self, given: Any = None) -> bool:
        """Grade the learner's answer with the engine; show the cited reasons."""
        q = self.question
        if q is None or self.check_button.disabled:
            return False
        names = self.names()
        sc = q.scenario
        if q.kind == "value":
            raw = self.answer.value if given is None else given
            try:
                value = yaml.safe_load(str(raw)) if isinstance(raw, str) else raw
            except yaml.YAMLError:
                value = raw
            result = run_scenario(sc)
            ask = sc.questions[q.index]
            key = ask.ask + "".join(f" {k}={v}" for k, v in sorted(ask.args.items()))
            expected, why = result.answers[key], result.answer_lines[key]
            ok = value == expected
            lines = [line(self.game, r, self.lang, names) for r in why]
            detail = events_html(self.t(L_WHY), lines)
            shown = [c.id for ln in lines for c in ln.citations]
        else:
            value = self.choice.value if given is None else given
            state = self._state_before()
            step = sc.steps[q.index]
            verdict = self.game.check(state, self.game.parse_move(step.move))
            expected = verdict.legal
            ok = value == expected
            ex = explain(self.game, verdict, step.move, self.lang, names)
            detail = verdict_html(ex)
            shown = [c.id for ln in ex.lines for c in ln.citations]
            expected = self.t(L_YES) if expected else self.t(L_NO)
        self.asked += 1
        self.right += int(ok)
        head = self.t(L_RIGHT) if ok else self.t(L_WRONG, answer=str(expected))
        self.feedback.value = message_html(head, "right" if ok else "wrong") + detail
        self.tally.value = self.t(L_TALLY, right=self.right, asked=self.asked)
        self.check_button.disabled = True
        if self.adaptive is not None and self.item is not None:
            self.adaptive.answered(self.item, list(dict.fromkeys(shown)), bool(ok))
        return bool(ok)


def progress(lang: str = "en", game: str | None = None, record: Record | None = None,
             notebooks: Path | None = None) -> Any:
    """The learner's progress view (plain HTML: a saved notebook shows it without a kernel)."""
    from IPython.display import HTML

    from tutor.progress.stats import fold
    from tutor.progress.view import progress_html

    record = record or Record()
    entries = record.entries()
    here = Path.cwd()
    return HTML(STYLE + progress_html(fold(entries), lang, citation_html, game, record.problem,
                                      notebooks or here.parent, here))


def class_report(paths: Sequence[str | Path], lang: str = "en") -> Any:
    """A class report from learners' records (``class_report(glob.glob("/home/*"))``); reads only."""
    from IPython.display import HTML

    from tutor.progress.report import class_report as read_class
    from tutor.progress.report import report_html

    return HTML(STYLE + report_html(read_class(paths), lang))
