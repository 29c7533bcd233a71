"""Slide decks a room can read: every lesson in every language as a reveal.js deck served from local files.

``python -m tutor.notebook.publish.slides OUT --lib LIB`` writes ``OUT/<lang>/<game>/<NN>-<lesson>.slides.html`` and
copies into ``OUT/lib`` the reveal.js that ``make slides-lib`` installs from the npm registry into LIB (a
classroom machine may not reach a CDN). The decks are built from the lesson data, not from the notebooks:
a title slide; per step its prose, each quoted clause (source beside translation, or one after the other
when long), the position drawn to fill the screen, the task, and the verdict (the reason, the quoted clause,
its translation); a closing recap. Every slide carries speaker notes (what to say, the clauses' ids).

Sizes follow the window (reveal's own scaling is off): body text is 3.7 % of the window's height, at least
24 px, so a 1280×720 projector shows 26 px text and a 1920×1080 one 40 px; the board fills the slide and its
smallest label is drawn at 16 scene units (about 15 px at 1280×720). Long steps are split by an estimate
of each block's height, and a last guard in the page shrinks a slide's text (never under 24 px) if it still
runs past the bottom.
"""

from __future__ import annotations

import argparse
import shutil
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from html import escape
from pathlib import Path
from typing import Any

from tutor.core.game import Game
from tutor.core.registry import games
from tutor.notebook.lessonbook import LessonBook
from tutor.notebook.publish.pages import FONTS, StepParts, clause_html, same_text, step_parts, text_height
from tutor.text.catalog import Citation, languages
from tutor.text.explain import Explanation, Line
from tutor.text.ui import N_, gettext

L_DECK_INTRO = N_("The rules in the rulebook's own words, each position drawn, and the tutor's verdict on each task.")
L_POSITION = N_("The position:")
L_A_MOVE = N_("A move that does it, and the tutor's verdict:")
L_AFTER = N_("After the moves %(moves)s:")
L_CONTINUED = N_("%(title)s (continued)")
L_RULE_SOURCE = N_("The rule in the rulebook's words")
L_RULE_TRANSLATION = N_("The rule, translated")
L_RECAP = N_("What this lesson covered")
L_NEXT_LESSON = N_("Next lesson: %(title)s")
L_SAY_RULE = N_("Read the rule aloud, then its translation.")
L_SAY_BOARD = N_("Point out on the board: %(status)s")
L_SAY_TASK = N_("Ask the room which move does it before you show the answer.")
L_SAY_RECAP = N_("Ask the room to state each rule in their own words.")
L_CLAUSES = N_("Clauses: %(ids)s")

MIN_BOARD_TEXT = 15.5  # scene units: the board fills ~0.92 of its size at 1280×720, so labels come out ≥ 14 px
# The budget of one slide at 1280×720, in px: 26 px text, 51 px side margins, the heading and padding taken off.
FONT, WIDTH, BUDGET = 26.6, 1178.0, 500.0
QUOTE_FRAME = 75.0  # a quote's language label, section line and margins, in px on the slide

DECK_CSS = """
html,body{margin:0;padding:0;height:100%;background:#fff}
.reveal{font-family:FONTS;font-size:max(24px,min(3.7vh,2.08vw));color:#111;line-height:1.35}
.reveal .slides{position:absolute;inset:0;width:100vw;height:100vh;margin:0;text-align:left;pointer-events:auto}
.reveal .slides>section{position:absolute;top:0!important;left:0;width:100vw;height:100vh;box-sizing:border-box;
 padding:3.2vh 4vw 3.6vh;flex-direction:column;gap:.5em;overflow:hidden}
.reveal h1{font-size:2em;margin:0 0 .3em;line-height:1.15}
.reveal h2{font-size:1.2em;margin:0;color:#7a1f1f;line-height:1.2}
.reveal p{margin:0}
.reveal .lead{font-size:1.15em}
.reveal .sub{font-size:1.1em;color:#333}
.reveal .big{font-size:1.5em;font-weight:bold}
.reveal blockquote.clause{margin:0;padding:.3em .6em;border-left:.3em solid #b08b5a;background:#faf6ee;
 font-size:.95em;display:grid;grid-template-columns:1fr;gap:.3em 1.2em}
.reveal blockquote.clause.two{grid-template-columns:1fr 1fr}
.reveal blockquote .src{font-style:italic}
.reveal blockquote .lang{font-size:.62em;font-style:normal;color:#555;text-transform:uppercase;letter-spacing:.04em}
.reveal blockquote .where{grid-column:1/-1;font-size:.62em;color:#555}
.reveal .board{flex:1 1 0;min-height:0;display:flex;justify-content:center}
.reveal .board svg{height:100%;width:auto;max-width:100%}
.reveal .status{font-size:.95em;font-weight:bold}
.reveal .move{font-family:'DejaVu Sans Mono',monospace;background:#eee;padding:0 .3em;border-radius:.2em}
.reveal .verdict{font-size:1.45em;font-weight:bold}
.reveal .verdict.legal{color:#1b5e20}.reveal .verdict.illegal{color:#b71c1c}
.reveal .reason{font-size:1.1em}
.reveal ul{margin:0;padding-left:1.2em}.reveal li{margin:.15em 0}
.reveal .slide-number{font-size:15px!important}
.reveal .foot{margin-top:auto;font-size:.95em;color:#555}
""".replace("FONTS", FONTS)

# Reveal's layout is off (sizes follow the window); this guard shrinks a slide whose text still runs past the
# bottom, never under 24 px.
FIT_JS = """
function tutorFit(){var s=Reveal.getCurrentSlide();if(!s)return;s.style.fontSize='';
var f=parseFloat(getComputedStyle(s).fontSize);
while(s.scrollHeight>s.clientHeight+1&&f>24){f=Math.max(24,f*0.95);s.style.fontSize=f+'px';}}
Reveal.on('ready',tutorFit);Reveal.on('slidechanged',tutorFit);window.addEventListener('resize',tutorFit);
"""


@dataclass(frozen=True)
class Slide:
    """One slide: its kind (title, prose, rule, board, task, verdict, recap), body HTML and speaker notes."""

    kind: str
    body: str
    notes: str
    clauses: tuple[str, ...] = ()
    anchor: str = ""  # the slide's id (``deck.html#/step-3`` opens the first slide of step 3)


def _notes(lang: str, say: Sequence[str], clauses: Sequence[str]) -> str:
    lines = [f"<p>{escape(s)}</p>" for s in say if s]
    if clauses:
        lines.append(f"<p>{escape(gettext(L_CLAUSES, lang, ids=', '.join(clauses)))}</p>")
    return "".join(lines)


def _h2(text: str) -> str:
    return f"<h2>{escape(text)}</h2>"


def quote_slides(heading: str, c: Citation, prose: str = "") -> list[Slide]:
    """A clause on one slide, source beside translation; split (source, then translation) when too long."""
    lang = c.lang
    say = [prose, gettext(L_SAY_RULE, lang)]
    lead = f'<p class="lead">{escape(prose)}</p>' if prose else ""
    lead_h = text_height(prose, WIDTH, FONT * 1.15) if prose else 0
    if same_text(c):
        if lead_h + text_height(c.source, WIDTH, FONT) <= BUDGET:
            return [Slide("rule", _h2(heading) + lead + clause_html(c), _notes(lang, say, [c.id]), (c.id,))]
        out = [Slide("prose", _h2(heading) + lead, _notes(lang, [prose], [c.id]), (c.id,))] if prose else []
        return [*out, Slide("rule", _h2(heading) + clause_html(c), _notes(lang, say, [c.id]), (c.id,))]
    side = max(text_height(c.source, WIDTH / 2 - 20, FONT), text_height(c.translation, WIDTH / 2 - 20, FONT))
    if lead_h + side <= BUDGET:
        return [Slide("rule", _h2(heading) + lead + clause_html(c), _notes(lang, say, [c.id]), (c.id,))]
    out = [Slide("prose", _h2(heading) + lead, _notes(lang, [prose], [c.id]), (c.id,))] if prose else []
    return [*out,
            Slide("rule", _h2(gettext(L_RULE_SOURCE, lang)) + clause_html(c, parts="source"),
                  _notes(lang, say, [c.id]), (c.id,)),
            Slide("rule", _h2(gettext(L_RULE_TRANSLATION, lang)) + clause_html(c, parts="translation"),
                  _notes(lang, [c.translation], [c.id]), (c.id,))]


def _line_blocks(line: Line) -> list[tuple[str, float, tuple[str, ...]]]:
    """A verdict line as blocks (HTML, estimated height, clause ids): its reason, then each quoted clause
    (source beside translation; one after the other only if the pair would not fit on a slide of its own)."""
    blocks: list[tuple[str, float, tuple[str, ...]]] = [
        (f'<p class="reason">{escape(line.text)}</p>', text_height(line.text, WIDTH, FONT * 1.1), ())]
    for c in line.citations:
        h = (text_height(c.source, WIDTH, FONT) if same_text(c) else
             max(text_height(c.source, WIDTH / 2 - 20, FONT), text_height(c.translation, WIDTH / 2 - 20, FONT)))
        if h + QUOTE_FRAME > BUDGET:
            blocks.append((clause_html(c, parts="source"), text_height(c.source, WIDTH, FONT) + QUOTE_FRAME, (c.id,)))
            blocks.append((clause_html(c, parts="translation"),
                           text_height(c.translation, WIDTH, FONT) + QUOTE_FRAME, (c.id,)))
        else:
            blocks.append((clause_html(c), h + QUOTE_FRAME, (c.id,)))
    return blocks


def verdict_slides(lang: str, move: str, ex: Explanation, title: str) -> list[Slide]:
    """The verdict, large: legal or not (the summary names the move), then each reason with its quoted clause
    and translation, over as many slides as it takes."""
    cls = "legal" if ex.legal else "illegal"
    head = f'{_h2(title)}<p class="verdict {cls}">{escape(ex.summary)}</p>'
    blocks = [b for ln in ex.lines for b in _line_blocks(ln)]
    pages: list[list[tuple[str, float, tuple[str, ...]]]] = [[]]
    room = BUDGET - text_height(ex.summary, WIDTH * 0.8, FONT * 1.45) - 10  # bold and large: wraps sooner than plain
    used = 0.0
    for b in blocks:
        if pages[-1] and used + b[1] > room:
            pages.append([])
            used, room = 0.0, BUDGET
        pages[-1].append(b)
        used += b[1]
    say = [ex.summary, *(ln.text for ln in ex.lines)]  # the summary names the move (in words)
    out = []
    for i, page in enumerate(pages):
        top = head if i == 0 else _h2(gettext(L_CONTINUED, lang, title=title))
        ids = tuple(dict.fromkeys(cid for b in page for cid in b[2]))
        out.append(Slide("verdict", top + "".join(b[0] for b in page), _notes(lang, say if i == 0 else [], ids), ids))
    return out


def step_slides(lang: str, p: StepParts) -> list[Slide]:
    """A step over several slides: prose and rules, the position, the task, the verdict."""
    out: list[Slide] = []
    ids = [c.id for c in p.clauses]
    for i, c in enumerate(p.clauses):
        out += quote_slides(p.heading, c, p.prose if i == 0 else "")
    if not p.clauses:
        out.append(Slide("prose", _h2(p.heading) + f'<p class="lead">{escape(p.prose)}</p>', _notes(lang, [p.prose], [])))
    if p.board_svg:
        out.append(Slide("board", f'<div class="status">{escape(p.heading)} · {escape(p.status)}</div>'
                         f'<div class="board">{p.board_svg}</div>',
                         _notes(lang, [gettext(L_SAY_BOARD, lang, status=p.status)], ids)))
    out[0] = replace(out[0], anchor=f"step-{p.n}")
    if p.task is not None:
        t = p.task
        out.append(Slide("task", _h2(p.heading) + f'<p class="big">{escape(t.text)}</p>',
                         _notes(lang, [t.text, gettext(L_SAY_TASK, lang)], ids)))
        if t.before and t.board_svg:
            moves = " / ".join(t.before)
            out.append(Slide("board", f'<div class="status">{escape(gettext(L_AFTER, lang, moves=moves))}</div>'
                             f'<div class="board">{t.board_svg}</div>', _notes(lang, [moves], ids)))
        out += verdict_slides(lang, t.move, t.explanation, gettext(L_A_MOVE, lang))
    return out


def recap_items(parts: Sequence[StepParts]) -> list[str]:
    """The rules a lesson taught, one line a step: the translation of the first rule it quotes (or its first
    clause), each once."""
    seen: dict[str, None] = {}
    for p in parts:
        rules = [c for c in p.clauses if c.kind == "rule"] or list(p.clauses)
        if rules:
            seen.setdefault(rules[0].translation, None)
    return list(seen)


def recap_slides(lang: str, title: str, parts: Sequence[StepParts], next_title: str) -> list[Slide]:
    """The closing recap, over as many slides as its lines need."""
    pages: list[list[str]] = [[]]
    used = 0.0
    for item in recap_items(parts):
        h = text_height(item, WIDTH - 40, FONT) + 8
        if pages[-1] and used + h > BUDGET - 80:
            pages.append([])
            used = 0.0
        pages[-1].append(item)
        used += h
    ids = [c.id for p in parts for c in p.clauses]
    out = []
    for i, page in enumerate(pages):
        head = gettext(L_RECAP, lang) if i == 0 else gettext(L_CONTINUED, lang, title=gettext(L_RECAP, lang))
        rows = "".join(f"<li>{escape(s)}</li>" for s in page)
        nxt = (f'<p class="foot">{escape(gettext(L_NEXT_LESSON, lang, title=next_title))}</p>'
               if next_title and i == len(pages) - 1 else "")
        out.append(Slide("recap", f"{_h2(head)}<p class='sub'>{escape(title)}</p><ul>{rows}</ul>{nxt}",
                         _notes(lang, [gettext(L_SAY_RECAP, lang)], ids if i == 0 else [])))
    return out


def deck_slides(game: Game[Any], lesson_id: str, lang: str, next_title: str = "") -> list[Slide]:
    """Every slide of one lesson's deck, title to recap."""
    lb = LessonBook(game, lesson_id, lang)
    parts = [step_parts(lb, n, MIN_BOARD_TEXT) for n in range(1, len(lb) + 1)]
    name = game.spec.names[lang]
    slides = [Slide("title", f'<p class="sub">{escape(name)}</p><h1>{escape(lb.title)}</h1>'
                    f'<p class="lead">{escape(gettext(L_DECK_INTRO, lang))}</p>',
                    _notes(lang, [gettext(L_DECK_INTRO, lang)], []))]
    for p in parts:
        slides += step_slides(lang, p)
    return slides + recap_slides(lang, lb.title, parts, next_title)


def _section(s: Slide) -> str:
    anchor = f' id="{s.anchor}"' if s.anchor else ""
    return (f'<section{anchor} data-kind="{s.kind}" data-clauses="{escape(" ".join(s.clauses))}">{s.body}'
            f'<aside class="notes">{s.notes}</aside></section>')


def deck_html(title: str, lang: str, slides: Sequence[Slide], lib: str) -> str:
    """The deck as one HTML page loading reveal.js from ``lib`` (a relative path)."""
    sections = "".join(_section(s) for s in slides)
    return (f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8"><title>{escape(title)}</title>'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f'<link rel="stylesheet" href="{lib}/reveal.js/dist/reveal.css"><style>{DECK_CSS}</style></head>'
            f'<body><div class="reveal"><div class="slides">{sections}</div></div>'
            f'<script src="{lib}/reveal.js/dist/reveal.js"></script>'
            f'<script src="{lib}/reveal.js/plugin/notes/notes.js"></script>'
            "<script>Reveal.initialize({disableLayout:true,display:'flex',center:false,hash:true,transition:'none',"
            "slideNumber:'c/t',plugins:[RevealNotes]});" + FIT_JS + "</script></body></html>\n")


def copy_lib(lib: Path, out: Path) -> None:
    """reveal.js (its dist and plugins) into ``out/lib``."""
    target = out / "lib"
    if target.exists():
        shutil.rmtree(target)
    (target / "reveal.js").mkdir(parents=True)
    for part in ("dist", "plugin"):
        shutil.copytree(lib / "node_modules" / "reveal.js" / part, target / "reveal.js" / part)


def decks() -> Iterator[tuple[str, Game[Any], str, str, str]]:
    """(relative path, game, lesson id, language, next lesson's title) of every deck."""
    for lang in languages():
        for g in games():
            ids = list(g.lessons)
            for i, lid in enumerate(ids, 1):
                nxt = gettext(g.lessons[ids[i]].title, lang) if i < len(ids) else ""
                yield f"{lang}/{g.spec.name}/{i:02d}-{lid}.slides.html", g, lid, lang, nxt


def build(out: Path, lib: Path, only: Sequence[str] = ()) -> list[Path]:
    """Every lesson deck (or those whose path starts with one of ``only``); the files written."""
    copy_lib(lib, out)
    written = []
    for rel, g, lid, lang, nxt in decks():
        if only and not any(rel.startswith(o) for o in only):
            continue
        slides = deck_slides(g, lid, lang, nxt)
        title = f"{g.spec.names[lang]} — {gettext(g.lessons[lid].title, lang)}"
        dest = out / rel
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_text(deck_html(title, lang, slides, "../../lib"), encoding="utf-8")
        written.append(dest)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tutor.notebook.publish.slides", description=__doc__.splitlines()[0])
    ap.add_argument("out", type=Path)
    ap.add_argument("--lib", type=Path, required=True, help="the folder where npm installed reveal.js")
    ap.add_argument("--only", nargs="*", default=(), help="path prefixes, e.g. en/china")
    args = ap.parse_args(argv)
    written = build(args.out, args.lib, args.only)
    print(f"{len(written)} decks in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
