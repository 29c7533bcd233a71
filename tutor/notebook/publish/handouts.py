"""Printable handouts: one per lesson and language, printed to PDF by Chromium's own headless print.

``python -m tutor.notebook.publish.handouts OUT`` writes ``OUT/<lang>/<game>/<NN>-<lesson>.html`` and, next to it,
the ``.pdf`` (``--html-only`` skips the printing). A handout holds the lesson's rules with their quotes (the
rulebook's own words beside the translation), every position drawn, questions to check yourself (the
lesson's tasks and the quiz questions on the lesson's clauses) without their answers, and an answer key on
a page of its own. Nothing is fetched from the network: the page is one self-contained file.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import Any

from tutor.core.game import Game
from tutor.notebook.lessonbook import LessonBook
from tutor.notebook.publish.pages import FONTS, StepParts, board_svg, clause_html, question_clauses, quiz, step_parts
from tutor.notebook.publish.slides import decks
from tutor.text.catalog import cite
from tutor.text.ui import N_, gettext

CHROMIUM = "/usr/bin/chromium"
MIN_BOARD_TEXT = 13  # scene units: a 1000-unit board printed 180 mm wide shows 13 units as about 6.6 pt
MAX_QUIZ = 6  # quiz questions per handout
KEY_RULES = 3  # the rules quoted (translated) under an answer in the key

L_HANDOUT = N_("Handout")
L_RULES = N_("The rules")
L_CHECK = N_("Check yourself")
L_CHECK_INTRO = N_("Answer without looking back; the answers are on the last page.")
L_KEY = N_("Answers")
L_TASK_Q = N_("Step %(n)s: %(task)s Which move does it?")
L_TASK_A = N_("Step %(n)s: “%(move)s” — legal")
L_TASK_A_ILLEGAL = N_("Step %(n)s: “%(move)s” — not legal")
L_AFTER = N_("After the moves %(moves)s:")

PRINT_CSS = f"""
@page{{size:A4;margin:14mm 14mm 16mm}}
body{{font-family:{FONTS};font-size:11pt;line-height:1.4;color:#111;margin:0}}
h1{{font-size:20pt;margin:0 0 2mm}} h2{{font-size:14pt;margin:6mm 0 2mm;color:#7a1f1f;break-after:avoid}}
h3{{font-size:12pt;margin:4mm 0 1mm;break-after:avoid}}
.game{{font-size:12pt;color:#444}}
.step{{break-inside:auto}}
blockquote.clause{{margin:2mm 0;padding:1.5mm 3mm;border-left:1mm solid #b08b5a;background:#faf6ee;display:grid;
 grid-template-columns:1fr;gap:1mm 5mm;break-inside:avoid}}
blockquote.clause.two{{grid-template-columns:1fr 1fr}}
blockquote .src{{font-style:italic}} blockquote .lang{{font-size:8pt;font-style:normal;color:#555;text-transform:uppercase}}
blockquote .where{{grid-column:1/-1;font-size:8pt;color:#555}}
.board{{break-inside:avoid;margin:2mm 0}} .board svg{{display:block;max-width:100%;height:auto;max-height:105mm;width:auto}}
.status{{font-weight:bold;font-size:10pt}}
.task{{font-weight:bold}}
ol.questions>li{{margin:3mm 0;break-inside:avoid}}
.key{{break-before:page}}
.key li{{margin:2mm 0}} .key ul.why{{font-size:9.5pt;color:#333;margin:1mm 0}} .key ul.why li{{margin:.5mm 0}}
.tutor-panel{{font-size:10pt}}
"""


@dataclass(frozen=True)
class Question:
    """A check-yourself question: its prompt, an optional drawn position, and its answer (HTML) for the key."""

    prompt: str
    board: str
    answer: str


def task_questions(lang: str, parts: Sequence[StepParts]) -> list[Question]:
    out = []
    for p in parts:
        if p.task is not None:
            t = p.task
            out.append(Question(gettext(L_TASK_Q, lang, n=p.n, task=t.text), "",
                                escape(gettext(L_TASK_A if t.explanation.legal else L_TASK_A_ILLEGAL, lang, n=p.n,
                                               move=t.move))))
    return out


def quiz_questions(game: Game[Any], lang: str, clauses: set[str]) -> list[Question]:
    """The quiz questions whose answers cite one of ``clauses`` (at most ``MAX_QUIZ``), drawn."""
    q = quiz(game.spec.name, lang)
    out = []
    for n in range(1, len(q) + 1):
        cited = question_clauses(q, n)
        if not clauses & set(cited):
            continue
        pic = q.position(n)
        ans = q.answer(n)
        rules = "".join(f"<li>{escape(cite(c, lang).translation)}</li>" for c in cited[:KEY_RULES])
        answer = f"<p><b>{escape(getattr(ans, 'answer', str(ans)))}</b></p><ul class=\"why\">{rules}</ul>"
        ticks = q.choices(n)  # a question answered with cards lists them to tick on paper
        prompt = f"{q.heading(n)} — {q.text(n)}" + (f" {ticks}" if ticks else "")
        out.append(Question(prompt, board_svg(game, pic.state, pic.names, lang, MIN_BOARD_TEXT), answer))
        if len(out) == MAX_QUIZ:
            break
    return out


def step_html(lang: str, p: StepParts) -> str:
    """A step on paper: its prose, the position drawn (so the first page always shows a board), its rules quoted
    and its task."""
    quotes = "".join(clause_html(c) for c in p.clauses)
    board = f'<div class="board"><div class="status">{escape(p.status)}</div>{p.board_svg}</div>' if p.board_svg else ""
    task = f'<p class="task">{escape(p.task.text)}</p>' if p.task is not None else ""
    return (f'<section class="step"><h3>{escape(p.heading)}</h3><p>{escape(p.prose)}</p>{board}{quotes}{task}'
            "</section>")


def handout_html(game: Game[Any], lesson_id: str, lang: str) -> str:
    """The handout of one lesson in one language, as a printable page."""
    lb = LessonBook(game, lesson_id, lang)
    parts = [step_parts(lb, n, MIN_BOARD_TEXT) for n in range(1, len(lb) + 1)]
    clauses = {c.id for p in parts for c in p.clauses}
    questions = task_questions(lang, parts) + quiz_questions(game, lang, clauses)
    asked = "".join(f"<li><p>{escape(q.prompt)}</p>"
                    + (f'<div class="board">{q.board}</div>' if q.board else "") + "</li>" for q in questions)
    key = "".join(f"<li>{q.answer}</li>" for q in questions)
    name = game.spec.names[lang]
    return (f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8">'
            f"<title>{escape(name)} — {escape(lb.title)}</title><style>{PRINT_CSS}</style></head><body>"
            f'<p class="game">{escape(name)} · {escape(gettext(L_HANDOUT, lang))}</p><h1>{escape(lb.title)}</h1>'
            f"<h2>{escape(gettext(L_RULES, lang))}</h2>{''.join(step_html(lang, p) for p in parts)}"
            f'<h2 style="break-before:page">{escape(gettext(L_CHECK, lang))}</h2>'
            f"<p>{escape(gettext(L_CHECK_INTRO, lang))}</p><ol class=\"questions\">{asked}</ol>"
            f'<section class="key"><h2>{escape(gettext(L_KEY, lang))}</h2><ol>{key}</ol></section>'
            "</body></html>\n")


def print_pdf(html: Path, pdf: Path, chromium: str = CHROMIUM) -> None:
    """Chromium's own print to PDF (headless, no network, no header or footer)."""
    with tempfile.TemporaryDirectory() as profile:
        subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                        "--disable-background-networking", f"--user-data-dir={profile}", "--no-pdf-header-footer",
                        f"--print-to-pdf={pdf}", html.resolve().as_uri()],
                       check=True, capture_output=True, timeout=120)
    if not pdf.exists() or pdf.stat().st_size == 0:
        raise RuntimeError(f"chromium printed nothing for {html}")


def build(out: Path, only: Sequence[str] = (), pdf: bool = True, chromium: str = CHROMIUM) -> list[Path]:
    """Every handout (or those whose path starts with one of ``only``); the files written (PDFs, or HTML)."""
    if pdf and not shutil.which(chromium):
        raise SystemExit(f"handouts: {chromium} is not installed (make browser-deps installs it)")
    written = []
    for rel, g, lid, lang, _ in decks():
        rel = rel.removesuffix(".slides.html")
        if only and not any(rel.startswith(o) for o in only):
            continue
        page = out / f"{rel}.html"
        page.parent.mkdir(parents=True, exist_ok=True)
        page.write_text(handout_html(g, lid, lang), encoding="utf-8")
        if pdf:
            print_pdf(page, out / f"{rel}.pdf", chromium)
        written.append(out / f"{rel}.pdf" if pdf else page)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tutor.notebook.publish.handouts", description=__doc__.splitlines()[0])
    ap.add_argument("out", type=Path)
    ap.add_argument("--only", nargs="*", default=(), help="path prefixes, e.g. en/china")
    ap.add_argument("--html-only", action="store_true", help="write the pages without printing them")
    args = ap.parse_args(argv)
    written = build(args.out, args.only, pdf=not args.html_only)
    print(f"{len(written)} handouts in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
