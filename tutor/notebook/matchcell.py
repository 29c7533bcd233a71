"""A match driven from code cells, python-chess style: ``m = tutor.match("china", players=3, seed=1)``.

``m`` shows its board as the last line of a cell; ``m.check("…")`` returns the cited verdict (shown);
``m.play("…")`` plays a legal move (or raises ``IllegalMove`` carrying the verdict, changing nothing);
``m.undo()``, ``m.legal_moves()``, ``m.hint("…")``, ``m.explain("month_score", player=0)`` and
``m.widget()`` (the interactive companion on the same match) do the rest.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from tutor.core import calls
from tutor.core.errors import IllegalMoveError, InputError
from tutor.core.game import Game
from tutor.core.lesson import DEFAULT_NAMES, Lesson, step_names, step_start
from tutor.core.match import Match
from tutor.core.moves import Move
from tutor.core.registry import load_game
from tutor.core.scenario import ReadArgs, load_scenario
from tutor.notebook.quizbook import quiz_here
from tutor.notebook.saved.displays import (
    L_HAPPENED,
    BoardPicture,
    LinesDisplay,
    VerdictDisplay,
    lines_display,
    verdict_display,
)
from tutor.notebook.saved.hints import hint_lines
from tutor.notebook.saved.shared import L_FINAL, L_HINTS, L_NO_HINT, score_lines
from tutor.text.explain import move_words, player_name
from tutor.text.language import language, languages
from tutor.text.ui import N_, gettext

L_ANSWER = N_("%(question)s = %(value)s")
WIDGET_KEYWORDS = ("viewer", "scale", "bots", "on_move", "progress", "language_switch", "board")  # the companion's


class IllegalMove(IllegalMoveError):
    """``play`` of an illegal move: nothing changed; ``.display`` is the cited verdict, ``str()`` its words."""

    def __init__(self, display: VerdictDisplay) -> None:
        super().__init__(display.verdict)
        self.display = display
        self.args = (repr(display),)

    def __str__(self) -> str:
        return repr(self.display)


class MatchCell:
    """One match for code cells; the board is its display. Languages follow ``tutor.set_language``."""

    @calls.signature("tutor.match")
    def __init__(self, game: str | Game[Any], players: int | None = None, seed: int = 0,
                 options: Mapping[str, Any] | None = None, names: Sequence[str] | None = None,
                 lang: str | None = None, viewer: int | None = None, state: Any = None,
                 match: Match[Any] | None = None) -> None:
        self.game: Game[Any] = game if isinstance(game, Game) else load_game(calls.text(game, "game"))
        spec = self.game.spec
        n = spec.setup(match.players if match is not None else players, seed, viewer)  # clean errors for bad arguments
        calls.seed(seed)
        calls.lang(lang, languages())  # an unknown language is refused now, not at the first display
        if match is not None:
            self.match: Match[Any] = match
        elif state is not None:
            self.match = Match(self.game, state, players=n, seed=seed, options=spec.resolve_options(options),
                               custom_start=True)
        else:
            self.match = Match.new(self.game, n, seed, options)
        self.names = calls.names(names, n) if names is not None else tuple(DEFAULT_NAMES[:n])
        self._lang, self.viewer = lang, viewer

    # -- where from -------------------------------------------------------------------------------
    @classmethod
    def from_scenario(cls, path: str | Path, lang: str | None = None, play_steps: bool = True) -> MatchCell:
        """A scenario file's position, with its playable steps played (the position its questions ask about), or
        as it starts with ``play_steps=False``."""
        calls.flag(play_steps, "play_steps")
        sc = load_scenario(path)
        cell = cls(sc.game, players=sc.players, seed=sc.seed, options=sc.options, names=sc.names or None,
                   lang=lang, state=sc.start())
        for st in sc.steps if play_steps else ():
            if st.play:  # checked once: an illegal step (there to be refused) is skipped
                cell.match.attempt(sc.game.parse_move(st.move, f"{sc.file}:{st.line}"))
        return cell

    @classmethod
    def from_lesson(cls, game: str | Game[Any], lesson: str, step: int, lang: str | None = None) -> MatchCell:
        """The position a lesson step starts from (``step`` counts from 1, as on screen)."""
        g = game if isinstance(game, Game) else load_game(calls.text(game, "game"))
        les: Lesson = dict(g.lessons)[calls.text(lesson, "lesson", choices=dict(g.lessons))]
        calls.whole(step, "step", 1, len(les.steps))
        st = les.steps[step - 1]
        players, state = step_start(g, les, st)
        cell = cls(g, players=players, options=st.options, lang=lang, state=state, names=step_names(g, st, players))
        for text in st.moves:
            cell.match.push(g.parse_move(text, f"lesson {les.id}, step {step}"))
        return cell

    # -- what it is -------------------------------------------------------------------------------
    @property
    def lang(self) -> str:
        return language(self._lang)

    @property
    def state(self) -> Any:
        return self.match.state

    def parse(self, text: str | Move) -> Move:
        return self.game.parse_move(text, state=self.state)  # errors in terms of this position

    def board(self, viewer: int | None = None, caption: str = "") -> BoardPicture:
        """The position as a picture (``viewer``: what that player may see; default this match's viewer)."""
        viewer = calls.player(viewer, "viewer", self.match.players, self.names, optional=True)
        return BoardPicture(self.game, self.state, self.names, self.lang, self.viewer if viewer is None else viewer,
                            caption=calls.text(caption, "caption"))

    def _repr_html_(self) -> str:
        return self.board()._repr_html_()

    def __repr__(self) -> str:
        return repr(self.board())

    def to_move(self) -> list[str]:
        """The players who may move now, by name."""
        return [player_name(p, self.lang, self.names) for p in self.game.to_move(self.state)]

    def legal_moves(self) -> list[Move]:
        return [] if self.game.is_over(self.state) else self.game.legal_moves(self.state)

    # -- moves --------------------------------------------------------------------------------------
    def check(self, text: str | Move) -> VerdictDisplay:
        """The engine's verdict on a move here, cited; nothing changes."""
        mv = self.parse(text)
        return verdict_display(self.game, str(mv), self.game.check(self.state, mv), self.lang, self.names,
                               self.state)

    def play(self, text: str | Move) -> LinesDisplay:
        """Play a legal move and show what it did; an illegal move raises ``IllegalMove`` and changes nothing."""
        mv = self.parse(text)
        before = self.state
        tried = self.match.attempt(mv)  # checked once
        if not tried.legal:
            raise IllegalMove(verdict_display(self.game, str(mv), tried.verdict, self.lang, self.names, before))
        said = move_words(self.game, mv, self.lang, self.names, before)
        return lines_display(self.game, f"{gettext(L_HAPPENED, self.lang)}: {said}", tried.events, self.lang,
                             self.names)

    def undo(self) -> Move | None:
        """Take back the last move: the move undone, or None at the start."""
        mv = self.match.last_move
        return mv if self.match.undo() else None

    def hint(self, text: str | Move) -> LinesDisplay:
        """What would make an illegal move legal (cited), then the nearest legal moves."""
        mv = self.parse(text)
        verdict = self.game.check(self.state, mv)
        if verdict.legal:
            return LinesDisplay(gettext(L_NO_HINT, self.lang), ())
        lines = hint_lines(self.game, self.state, mv, verdict, self.lang, self.names)
        return LinesDisplay(gettext(L_HINTS, self.lang), tuple(lines))

    def explain(self, question: str, **args: Any) -> LinesDisplay:
        """The answer to a scenario question here (``"month_score", player=0``), with the cited lines behind it."""
        calls.text(question, "question", choices=self.game.questions)
        if "player" in args:
            args["player"] = calls.player(args["player"], "player", self.match.players, self.names)
        read = ReadArgs(args)
        value, why = self.game.answer(self.state, question, read, "explain")
        calls.keywords({k: v for k, v in args.items() if k not in read.read}, sorted(read.read), question)
        asked = question + "".join(f" {k}={v}" for k, v in sorted(args.items()))
        title = gettext(L_ANSWER, self.lang, question=asked, value=value)
        return lines_display(self.game, title, tuple(why), self.lang, self.names, value)

    def outcome(self) -> LinesDisplay:
        """The final scores with their cited breakdown (the game must be over)."""
        if not self.game.is_over(self.state):
            raise InputError("outcome", 0, "state", "the game is not over")
        lines = tuple(score_lines(self.game, self.state, self.lang, self.names))
        return LinesDisplay(gettext(L_FINAL, self.lang), lines, self.game.outcome(self.state).scores)

    def quiz_me(self, **kw: Any) -> Any:  # the live quiz on this position's scoring (tutor.notebook.quizbook)
        calls.keywords(kw, ("viewer", "progress"), "quiz_me")
        viewer = calls.player(kw.pop("viewer", self.viewer), "viewer", self.match.players, self.names, optional=True)
        return quiz_here(self.game, self.state, self.names, self._lang, viewer=viewer, **kw)

    def widget(self, **kw: Any) -> Any:
        """The interactive companion (board, panel, moves, history) on this same match."""
        from tutor.notebook.live.companion import Companion

        calls.keywords(kw, WIDGET_KEYWORDS, "widget")
        viewer = calls.player(kw.pop("viewer", self.viewer), "viewer", self.match.players, self.names, optional=True)
        return Companion(self.game, players=self.match.players, names=list(self.names), lang=self.lang,
                         viewer=viewer, match=self.match, **kw)
