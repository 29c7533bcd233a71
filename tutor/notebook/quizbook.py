"""The printable quiz, a view of the quiz model (``tutor.notebook.saved.quizmodel``): ``tutor.quiz(game)``.

Each question's prompt, its position drawn as the board, and its answer folded with the engine's cited lines,
for reading and printing; ``.widget()`` is the live quiz over the same questions, graded the same way.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from html import escape
from pathlib import Path
from typing import Any

from tutor.core import calls
from tutor.core.game import Game
from tutor.core.quizbank import CARDS
from tutor.core.registry import load_game
from tutor.notebook.saved.displays import BoardPicture
from tutor.notebook.saved.panel import STYLE, events_html
from tutor.notebook.saved.quizmodel import UNTICKED, explanation, learner_questions
from tutor.progress.bank import LearnerQuestion, from_position, quiz_module, words
from tutor.progress.record import Record
from tutor.text.language import language, languages
from tutor.text.ui import N_, gettext

L_QUESTION = N_("Question %(n)s")
L_ANSWER = N_("Answer")
L_ANSWER_IS = N_("The answer: %(answer)s")
L_WHY = N_("Why")


class QuizAnswer:
    """A question's answer and its cited explanation, folded in ``<details>`` so the page can be printed."""

    def __init__(self, summary: str, answer: str, body_html: str, body_text: str, value: Any = None) -> None:
        self.summary, self.answer, self.body_html, self.body_text = summary, answer, body_html, body_text
        self.value = value  # the engine's answer as a person gives it

    def _repr_html_(self) -> str:
        return (f'{STYLE}<details class="tutor-answer"><summary><b>{escape(self.summary)}</b></summary>'
                f"<p>{escape(self.answer)}</p>{self.body_html}</details>")

    def __repr__(self) -> str:
        return f"{self.summary}\n{self.answer}\n{self.body_text}"


class QuizBook:
    """The printable quiz (``tutor.quiz(game)``): questions count from 1, as on screen."""

    @calls.signature("tutor.quiz")
    def __init__(self, game: str | Game[Any], lang: str | None = None, files: Sequence[Path] | None = None,
                 questions: Sequence[LearnerQuestion] | None = None) -> None:
        self.game: Game[Any] = game if isinstance(game, Game) else load_game(calls.text(game, "game"))
        self._lang = calls.lang(lang, languages())
        self.questions = list(questions) if questions is not None else learner_questions(self.game.spec.name, files)

    @property
    def lang(self) -> str:
        return language(self._lang)

    def __len__(self) -> int:
        return len(self.questions)

    def _q(self, n: int) -> LearnerQuestion:
        return self.questions[calls.whole(n, "question", 1, len(self)) - 1]

    def text(self, n: int) -> str:
        """The question in the learner's words."""
        return self._q(n).prompt(self.lang)

    def title(self, n: int) -> str:
        """The question's topic (a rulebook heading: never its outcome)."""
        return self._q(n).title(self.lang)

    def heading(self, n: int) -> str:
        """The question's heading: its topic, neutral (no number in it that could be read as the answer)."""
        return self.title(n)

    def numbered(self, n: int) -> str:
        """The heading with the question's number, for a page that lists them ("Question 3: House scoring")."""
        title = self.title(n)
        return gettext(L_QUESTION, self.lang, n=n) + (f": {title}" if title else "")

    def choices(self, n: int) -> str:
        """What a question answered with cards offers to tick on paper ("☐ Troll (3)  ☐ Dwarf (1)"); "" otherwise."""
        q = self._q(n)
        if q.spec.form != CARDS:
            return ""
        return "  ".join(f"{UNTICKED} {label}" for label, _ in q.options(self.lang))

    def position(self, n: int) -> BoardPicture:
        """The question's position drawn as the board, captioned with the question (and the cards to tick)."""
        q = self._q(n)
        caption = " ".join(x for x in (self.text(n), self.choices(n)) if x)
        return BoardPicture(self.game, q.drawn, q.names, self.lang, caption=caption)

    def answer(self, n: int) -> QuizAnswer:
        """The engine's answer in words with its cited lines (source wording beside translation)."""
        q, lang = self._q(n), self.lang
        lines = explanation(q, lang)
        why = gettext(L_WHY, lang)
        return QuizAnswer(gettext(L_ANSWER, lang), gettext(L_ANSWER_IS, lang, answer=q.answer_text(lang)),
                          events_html(why, lines), words(why, lines), q.value)

    def clauses(self, n: int) -> tuple[str, ...]:
        """The clauses the answer to question ``n`` rests on (what a learner's record keeps for it)."""
        return self._q(n).clauses

    def weak_spots(self, record: Any = None, limit: int = 10) -> WeakSpots:
        """The questions on this learner's weakest clauses (wrong last, lowest box first), each drawn with its
        folded answer. ``record``: a ``tutor.progress.record.Record`` (default: the learner's own)."""
        from tutor.progress.stats import fold

        calls.whole(limit, "limit", 1, 1000)
        progress = fold((record if record is not None else Record()).entries())
        weakest = progress.weakest(1000)
        rank = {c: i for i, c in enumerate(weakest)}
        scored = []
        for n in range(1, len(self) + 1):
            hits = [rank[c] for c in self.clauses(n) if c in rank]
            if hits:
                scored.append((min(hits), n))
        return WeakSpots(self, tuple(n for _, n in sorted(scored)[:limit]), tuple(weakest))

    def widget(self, seed: int = 0, progress: Record | bool | None = None, into_view: bool = False) -> Any:
        """The live quiz over the same questions (graded by the engine, chosen by the learner's schedule);
        ``into_view``: once drawn it scrolls the notebook to itself (after Run All, JupyterLab shows the last cell)."""
        from tutor.notebook.live.quiz import QuizView

        calls.seed(seed)
        calls.flag(into_view, "into_view")
        return QuizView(self.game.spec.name, lang=self._lang, seed=seed, progress=progress,
                        questions=self.questions, into_view=into_view)

    def _ipython_display_(self) -> None:
        from IPython.display import display

        display(self.widget())


def knowable(q: LearnerQuestion, viewer: int | None) -> bool:
    """Whether a player at the table can know the question's answer from what they see: ``viewer``, or with
    ``None`` every player (so only what all of them see). The game's ``quiz.knows`` decides; a game without one
    keeps nothing hidden that its position questions ask about."""
    knows = getattr(quiz_module(q.game.spec.name), "knows", None)
    return knows is None or bool(knows(q.state, q.ask, q.about, viewer))


def quiz_here(game: str | Game[Any], state: Any, names: Sequence[str] | None = None, lang: str | None = None,
              progress: Record | bool | None = None, viewer: int | None = None) -> Any:
    """A live quiz on one position (a match, a lesson step): the scoring questions that apply to it, only those
    whose answer ``viewer`` (None: every player at the table) can know, drawn in that player's view."""
    from tutor.notebook.live.quiz import QuizView

    g = load_game(game) if isinstance(game, str) else game
    asked = [replace(q, viewer=viewer) for q in from_position(g, state, names)
             if q.clauses and knowable(q, viewer)]  # each with the rules behind its answer
    return QuizView(g.spec.name, lang=lang, progress=progress, questions=asked, generated=False)


L_WEAK = N_("Your weak spots: the questions on the rules you got wrong, weakest first")
L_NO_WEAK = N_("No weak spots yet: answer some quiz questions first (a wrong answer brings its rule back here).")


@dataclass(frozen=True)
class WeakSpots:
    """A learner's own printable quiz: the questions on their weakest clauses, each drawn and answered (folded)."""

    book: QuizBook
    numbers: tuple[int, ...]
    weakest: tuple[str, ...]

    def _repr_html_(self) -> str:
        lang = self.book.lang
        if not self.numbers:
            return f'{STYLE}<div class="tutor-panel"><p>{escape(gettext(L_NO_WEAK, lang))}</p></div>'
        parts = [f'{STYLE}<div class="tutor-panel tutor-weak-spots"><h3>{escape(gettext(L_WEAK, lang))}</h3></div>']
        for n in self.numbers:
            parts.append(f'<h4>{escape(self.book.numbered(n))}</h4><p><b>{escape(self.book.text(n))}</b></p>'
                         f"{self.book.position(n).svg()}{self.book.answer(n)._repr_html_()}")
        return "".join(parts)

    def __repr__(self) -> str:
        lang = self.book.lang
        if not self.numbers:
            return gettext(L_NO_WEAK, lang)
        return "\n".join([gettext(L_WEAK, lang), *(f"{self.book.numbered(n)}: {self.book.text(n)}" for n in self.numbers)])
