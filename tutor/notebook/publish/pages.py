"""What the slide decks, the handouts and the rulebook reader share: a lesson step's parts as data, clauses
and boards as HTML sized for a room or a page.

Each view reads the lesson through ``LessonBook`` (the same positions and verdicts as the notebooks), so a
deck, a handout and a notebook never disagree.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from html import escape
from typing import Any

from tutor.core.game import Game
from tutor.core.scene import LAYERS, Shape
from tutor.notebook.lessonbook import LessonBook
from tutor.notebook.saved.paint import text_width
from tutor.notebook.saved.svg import scene_svg
from tutor.text.catalog import Citation, cite
from tutor.text.explain import Explanation, explain, move_words
from tutor.text.language import language_name
from tutor.text.ui import gettext

FONTS = "'IPAGothic','Noto Sans CJK JP','DejaVu Sans',sans-serif"


@dataclass(frozen=True)
class TaskShown:
    """A step's task done: the moves that lead there, the move that does it and the engine's verdict on it."""

    text: str
    before: tuple[str, ...]  # in plain words, like the move
    move: str
    explanation: Explanation
    board_svg: str  # the position the move is made in


@dataclass(frozen=True)
class StepParts:
    """One lesson step as a view needs it: heading, prose, quoted clauses, its position drawn, its task."""

    n: int
    heading: str
    prose: str
    clauses: tuple[Citation, ...]
    status: str
    board_svg: str
    task: TaskShown | None


def _text_span(s: Shape, min_text: float) -> tuple[float, float]:
    """Where a text shape reaches left and right, as ``scene_svg`` draws it (its width estimated)."""
    size = max(s.size, min_text)
    width = text_width(s.text, s.size) if min_text > s.size else text_width(s.text, size)
    left = s.x - (width if s.align == "right" else width / 2 if s.align == "center" else 0)
    return left, left + width


def board_svg(game: Game[Any], state: Any, names: Sequence[str], lang: str, min_text: float = 0) -> str:
    """The position as SVG (the scene the canvas paints), with text no smaller than ``min_text`` scene units;
    the picture widens to take in a label that, so enlarged, would reach past the board's edge."""
    if game.board is None:
        return ""
    scene = game.board.scene(game.observation(state, None), None, lang, list(names))
    svg = scene_svg(scene, 1.0, min_text=min_text)
    spans = [_text_span(s, min_text) for layer in LAYERS for s in scene.layer(layer) if s.kind == "text" and s.text]
    left = min([0.0, *(a for a, _ in spans)])
    right = max([float(scene.width), *(b for _, b in spans)])
    if left < 0 or right > scene.width:
        w, h = round(scene.width), round(scene.height)
        x0, width = int(left) - 2, int(right - left) + 4
        svg = svg.replace(f'width="{w}" height="{h}" viewBox="0 0 {w} {h}"',
                          f'width="{width}" height="{h}" viewBox="{x0} 0 {width} {h}"', 1)
    return svg


def step_parts(lb: LessonBook, n: int, min_text: float = 0) -> StepParts:
    """Step ``n`` of a lesson (counted from 1): everything a deck or a handout shows of it."""
    lang, game = lb.lang, lb.game
    st = lb.lesson.steps[n - 1]
    start = lb.start(n)
    pic = start.board()
    task = None
    if st.task is not None:
        path = [str(mv) for mv in lb.task_moves(n)]
        if not path:
            raise RuntimeError(f"{game.spec.name}/{lb.lesson.id} step {n}: no move does the task")
        for mv in path[:-1]:
            start.play(mv)
        verdict = game.check(start.state, game.parse_move(path[-1]))
        task = TaskShown(gettext(st.task.text, lang), tuple(move_words(game, mv, lang, start.names) for mv in path[:-1]),
                         move_words(game, path[-1], lang, start.names, start.state),
                         explain(game, verdict, path[-1], lang, start.names, start.state),
                         board_svg(game, start.state, start.names, lang, min_text) if len(path) > 1 else "")
    return StepParts(n, lb.step(n).heading, gettext(st.text, lang), tuple(cite(c, lang) for c in st.clauses),
                     pic.status(), board_svg(game, pic.state, pic.names, lang, min_text), task)


def quiz(game: str, lang: str) -> Any:
    """A game's printable quiz, what ``tutor.quiz(game, lang=...)`` gives; used through its public part only
    (``len(q)``, ``q.text(n)``, ``q.heading(n)``, ``q.position(n)``, ``q.answer(n)``)."""
    from tutor.notebook.quizbook import QuizBook

    return QuizBook(game, lang=lang)


CLAUSE_ATTR = re.compile(r'data-clause="([^"]+)"')


def question_clauses(q: Any, n: int) -> tuple[str, ...]:
    """The clauses question ``n``'s answer cites: the quiz's own list where it gives one, else the clauses its
    answer quotes (read from the answer's HTML)."""
    if hasattr(q, "clauses"):
        return tuple(q.clauses(n))
    ans = q.answer(n)
    html = getattr(ans, "body_html", "") or ans._repr_html_()
    return tuple(dict.fromkeys(CLAUSE_ATTR.findall(html)))


def source_name(c: Citation) -> str:
    """The name of the clause's source language, in the reader's language ("Spanish", "スペイン語")."""
    return language_name(c.source_lang, c.lang)


def same_text(c: Citation) -> bool:
    """Whether the translation is the source itself (a Spanish clause read in Spanish)."""
    return c.lang == c.source_lang or c.translation == c.source


def clause_html(c: Citation, cls: str = "clause", parts: str = "both") -> str:
    """A clause: its verbatim source beside its translation (``parts``: both, source or translation)."""
    src = (f'<div class="src" lang="{c.source_lang}"><div class="lang">{escape(source_name(c))}</div>'
           f"«{escape(c.source)}»</div>")
    tr = f'<div class="tr" lang="{c.lang}">{escape(c.translation)}</div>'
    if same_text(c) or parts == "source":
        body, two = src, False
    elif parts == "translation":
        body, two = tr, False
    else:
        body, two = src + tr, True
    where = " › ".join(c.section)
    meta = f'<div class="where">{escape(where)}</div>' if where else ""
    return (f'<blockquote class="{cls}{" two" if two else ""}" data-clause="{escape(c.id)}">'
            f"{body}{meta}</blockquote>")


def text_height(text: str, width: float, font: float, line: float = 1.35) -> float:
    """A rough height in px of ``text`` set in ``width`` px at ``font`` px (CJK characters one em wide, others
    about 0.55 em): enough to decide where a long step splits over slides."""
    ems = sum(1.0 if ord(ch) >= 0x2E80 else 0.55 for ch in text)
    per_line = max(1.0, width / font)
    lines = 0
    for para in text.split("\n"):
        share = ems * len(para) / max(1, len(text))
        lines += max(1, int(-(-share // per_line)))
    return lines * font * line
