"""Rich displays that need no kernel once saved: boards as SVG, cited verdicts, cited answers, clauses.

Each object shows itself as the last line of a cell (``_repr_html_``, with a plain-text form too), so a
saved notebook keeps a ``text/html`` output that GitHub, nbconvert's HTML and slides show as they are.
They are drawn from the same scene and the same panel HTML as the live widgets: nothing is drawn twice.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape
from typing import Any

from tutor.core import calls
from tutor.core.game import Game
from tutor.core.verdict import Event, Reason, Verdict
from tutor.notebook.saved.panel import STYLE, citation_html, events_html, verdict_html
from tutor.notebook.saved.svg import scene_svg
from tutor.text.catalog import all_clauses, cite
from tutor.text.explain import Explanation, Line, explain, format_citation, line, player_name
from tutor.text.language import language, languages
from tutor.text.ui import N_, gettext

L_TO_MOVE = N_("%(player)s to move.")
L_OVER = N_("The game is over.")
L_HAPPENED = N_("What happened")
L_FINAL = N_("Final scores")


def status_text(game: Game[Any], state: Any, lang: str, names: Sequence[str]) -> str:
    """One line: who moves now, or that the game is over."""
    if game.is_over(state):
        return gettext(L_OVER, lang)
    movers = game.to_move(state)
    return gettext(L_TO_MOVE, lang, player=player_name(movers[0], lang, names)) if movers else ""


def lines_text(title: str, lines: Sequence[Line]) -> str:
    """Cited lines as plain text: the title, then each line with its clause ids."""
    out = [title] if title else []
    out += [f"- {ln.text}  [{', '.join(c.id for c in ln.citations)}]" for ln in lines]
    return "\n".join(out)


MIN_TEXT_PX = 11  # the smallest label of a saved board, in px as saved (JupyterLab shows it at that size)


@dataclass(frozen=True)
class BoardPicture:
    """A position drawn as SVG (the scene the canvas paints) above its one-line status."""

    game: Game[Any]
    state: Any
    names: tuple[str, ...]
    lang: str
    viewer: int | None = None
    scale: float = 0.93
    caption: str = ""

    def status(self) -> str:
        return status_text(self.game, self.state, self.lang, self.names)

    def svg(self) -> str:
        board = self.game.board
        if board is None:
            return ""
        seen = self.game.observation(self.state, self.viewer)
        scene = board.scene(seen, self.viewer, self.lang, list(self.names))
        return scene_svg(scene, self.scale, title=self.caption or self.status(), min_text=MIN_TEXT_PX / self.scale)

    def _repr_html_(self) -> str:
        caption = f'<div class="tutor-caption">{escape(self.caption)}</div>' if self.caption else ""
        return (f'<div class="tutor-position">{caption}<div class="tutor-status"><b>{escape(self.status())}</b></div>'
                f"{self.svg()}</div>")

    def __repr__(self) -> str:
        board = self.game.board
        text = board.describe(self.game.observation(self.state, self.viewer), self.lang, list(self.names),
                              self.viewer) if board is not None else ""
        return "\n".join(x for x in (self.caption, self.status(), text) if x)


@dataclass(frozen=True)
class VerdictDisplay:
    """A verdict in words, each reason with its clauses quoted (source wording beside the translation)."""

    move: str
    verdict: Verdict
    explanation: Explanation

    @property
    def legal(self) -> bool:
        return self.verdict.legal

    @property
    def clauses(self) -> tuple[str, ...]:
        return self.verdict.clauses

    @property
    def codes(self) -> tuple[str, ...]:
        return self.verdict.codes

    def _repr_html_(self) -> str:
        return STYLE + verdict_html(self.explanation)

    def __repr__(self) -> str:
        return lines_text(self.explanation.summary, self.explanation.lines)


@dataclass(frozen=True)
class LinesDisplay:
    """Cited lines under a title: what a move did, a hint, a score breakdown, an answer."""

    title: str
    lines: tuple[Line, ...]
    value: Any = None

    @property
    def clauses(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(c.id for ln in self.lines for c in ln.citations))

    def _repr_html_(self) -> str:
        if not self.lines:
            return f'{STYLE}<div class="tutor-panel"><div class="tutor-summary">{escape(self.title)}</div></div>'
        return STYLE + events_html(self.title, self.lines)

    def __repr__(self) -> str:
        return lines_text(self.title, self.lines)


@dataclass(frozen=True)
class ClauseDisplay:
    """One clause: its verbatim source wording beside the translation, with its section."""

    clause_id: str
    lang: str

    def _repr_html_(self) -> str:
        return f'{STYLE}<div class="tutor-panel">{citation_html(cite(self.clause_id, self.lang))}</div>'

    def __repr__(self) -> str:
        return format_citation(cite(self.clause_id, self.lang))


def verdict_display(game: Game[Any], move: str, verdict: Verdict, lang: str | None = None,
                    names: Sequence[str] | None = None, state: Any = None) -> VerdictDisplay:
    """The verdict on ``move`` (played in ``state``, if given), its heading saying the move in plain words."""
    return VerdictDisplay(move, verdict, explain(game, verdict, move, language(lang), names, state))


def lines_display(game: Game[Any], title: str, reasons: Sequence[Reason | Event], lang: str | None = None,
                  names: Sequence[str] | None = None, value: Any = None) -> LinesDisplay:
    lang = language(lang)
    return LinesDisplay(title, tuple(line(game, r, lang, names) for r in reasons), value)


M_NO_CLAUSE = N_("There is no rule %(given)s in the rulebooks (a rule is named like %(example)s).")


@calls.signature("tutor.clause")
def clause(clause_id: str, lang: str | None = None) -> ClauseDisplay:
    """``tutor.clause("yotd.actions.fee")``: a clause that shows itself (an unknown id is an ``InputError`` at once)."""
    calls.text(clause_id, "clause")
    if clause_id not in all_clauses():
        raise calls.fail("clause", "clause", M_NO_CLAUSE, given=calls.given(clause_id), example="yotd.actions.fee")
    return ClauseDisplay(clause_id, language(calls.lang(lang, languages())))
