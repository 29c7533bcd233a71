"""One-line entry points for the notebooks."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tutor.core import calls
from tutor.core.bots import bots_for
from tutor.core.errors import Words
from tutor.core.game import Game
from tutor.core.match import Match, try_apply
from tutor.core.moves import Move
from tutor.core.registry import games, load_game
from tutor.notebook.live.companion import Companion
from tutor.notebook.live.lesson import LessonView, lessons_of
from tutor.notebook.live.quiz import QuizView
from tutor.notebook.saved.displays import clause
from tutor.notebook.saved.panel import STYLE, citation_html
from tutor.progress.record import Record
from tutor.text.catalog import cite
from tutor.text.language import language, languages

COMPANION_KEYWORDS = ("seed", "options", "names", "state", "viewer", "scale", "bots", "on_move", "match", "progress",
                      "language_switch", "board", "moves")

SCALE = (0.25, 4.0)  # the board's scale: a quarter to four times its size
BOARD_KINDS = ("auto", "canvas", "svg")


@calls.signature("tutor.notebook.play")
def play(game: str, players: int | None = None, lang: str | None = None, **kw: Any) -> Companion:
    """A match to play: the board, the tutor panel and every control. Every argument is checked first: a wrong
    one is an ``InputError`` saying what is allowed (``tutor.core.calls``), never an error from inside."""
    g = load_game(calls.text(game, "game"))
    calls.keywords(kw, COMPANION_KEYWORDS, "play")
    match = kw.get("match")
    if match is not None and not (isinstance(match, Match) and match.game.spec.name == g.spec.name):
        raise calls.fail("", "match", calls.M_MATCH, given=calls.given(match))
    n = g.spec.setup(match.players if match is not None else players, kw.get("seed", 0), kw.get("viewer"), "play")
    calls.seed(kw.get("seed", 0))
    if kw.get("names") is not None:
        kw["names"] = list(calls.names(kw["names"], n))
    _check_companion(g, n, kw)
    return Companion(g, players=players, lang=calls.lang(lang, languages()), **kw)


def _check_companion(g: Game[Any], n: int, kw: dict[str, Any]) -> None:
    """The companion's other keywords, each checked (and ``bots``' players and ``moves``' texts read) in place."""
    if "scale" in kw:
        calls.number(kw["scale"], "scale", *SCALE)
    if "board" in kw:
        calls.text(kw["board"], "board", choices=BOARD_KINDS)
    if "language_switch" in kw:
        calls.flag(kw["language_switch"], "language_switch")
    if kw.get("on_move") is not None and not callable(kw["on_move"]):
        raise calls.fail("", "on_move", calls.M_FUNCTION, given=calls.given(kw["on_move"]))
    progress = kw.get("progress")
    if progress is not None and not isinstance(progress, (bool, Record)):
        raise calls.fail("", "progress", calls.M_PROGRESS, given=calls.given(progress))
    if kw.get("bots") is not None:
        kw["bots"] = _bots(g, n, kw["bots"], kw.get("names") or ())
    if kw.get("state") is not None:
        kw["state"] = _state(g, n, kw["state"], kw.get("seed", 0), kw.get("options"))
    if kw.get("moves"):
        start = kw["match"].state if kw.get("match") is not None else kw.get("state")
        if start is None:
            start = g.new(n, kw.get("seed", 0), g.spec.resolve_options(kw.get("options")))
        kw["moves"] = _moves(g, kw["moves"], start)


def _bots(g: Game[Any], n: int, bots: Any, names: Sequence[str]) -> dict[int, str]:
    """Which bot plays which player: a mapping of players (numbers or names) to bot names."""
    known = list(bots_for(g))
    if not isinstance(bots, Mapping) or not all(isinstance(b, str) and b in known for b in bots.values()):
        raise calls.fail("", "bots", calls.M_BOTS, choices=Words(known), example=known[0], given=calls.given(bots))
    return {int(calls.player(p, "bots", n, names) or 0): b for p, b in bots.items()}


def _state(g: Game[Any], n: int, state: Any, seed: Any, options: Any) -> Any:
    """A position of this game, whole and sound (the validator every save passes)."""
    if type(state) is not type(g.new(n, 0, g.spec.resolve_options(options))):
        raise calls.fail("", "state", calls.M_STATE, given=calls.given(state))
    g.validate(state, "state")
    return state


def _moves(g: Game[Any], moves: Any, state: Any) -> list[Move]:
    """Moves as ``Move`` values (text read by the game's notation), each legal where it is played from ``state``."""
    if not isinstance(moves, (list, tuple)) or not all(isinstance(m, (str, Move)) for m in moves):
        raise calls.fail("", "moves", calls.M_MOVES, given=calls.given(moves))
    out = []
    for i, text in enumerate(moves):
        mv = g.parse_move(text, state=state)
        tried = try_apply(g, state, mv)
        if not tried.legal:
            raise calls.fail("", "moves", calls.M_ILLEGAL, move=Words([str(text)]), number=i + 1)
        state = tried.state
        out.append(mv)
    return out


@calls.signature("tutor.notebook.lesson")
def lesson(game: str, lesson_id: str, lang: str | None = None, presenter: bool = False) -> LessonView:
    g = load_game(calls.text(game, "game"))
    calls.text(lesson_id, "lesson", choices=dict(g.lessons))
    return LessonView(g.spec.name, lesson_id, lang=calls.lang(lang, languages()),
                      presenter=calls.flag(presenter, "presenter"))


@calls.signature("tutor.notebook.quiz")
def quiz(game: str, lang: str | None = None, seed: int = 0) -> QuizView:
    g = load_game(calls.text(game, "game"))
    return QuizView(g.spec.name, lang=calls.lang(lang, languages()), seed=calls.seed(seed))


@calls.signature("tutor.notebook.rule")
def rule(clause_id: str, lang: str | None = None) -> Any:
    """Show one clause: its source wording beside the translation."""
    from IPython.display import HTML

    clause(clause_id, lang)  # checks the id and the language
    return HTML(STYLE + f'<div class="tutor-panel">{citation_html(cite(clause_id, language(lang)))}</div>')


@calls.signature("tutor.notebook.catalogue")
def catalogue(lang: str | None = None) -> Any:
    """The games, their names in every language, and their lessons."""
    from IPython.display import HTML

    rows = []
    for g in games():
        names = " · ".join(g.spec.names.values())
        titles = ", ".join(lessons_of(g.spec.name))
        rows.append(f"<tr><td><b>{g.spec.name}</b></td><td>{names}</td><td>{g.spec.players[0]}–{g.spec.players[1]}</td>"
                    f"<td>{titles}</td></tr>")
    return HTML("<table>" + "".join(rows) + "</table>")
