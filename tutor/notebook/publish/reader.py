"""The rulebook as a bilingual reader: the whole source text in its order, each clause beside its translation.

Per clause: where it is taught (the lesson step that quotes it), the quiz questions whose answers cite it,
one verdict of the engine that cites it (found by ``citing``, never written by hand), and, for a rule the
engine does not check, the reason (the game's ``unenforced.yaml``). A search box finds a clause by a word in
any of the three languages or by its id.

``python -m tutor.notebook.publish.reader OUT`` writes ``OUT/<lang>/<game>.html`` (one self-contained page each, its
search run by a few lines of script); the notebooks' ``rulebook.ipynb`` show the same rows as saved
markdown (read without a kernel) and a live search box when run (``search_box``).
"""

from __future__ import annotations

import argparse
import sys
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from html import escape
from pathlib import Path
from typing import Any, Protocol

import yaml

from tutor.core.game import Game
from tutor.core.registry import games, load_game
from tutor.notebook.publish.citing import citing_verdicts
from tutor.notebook.publish.pages import FONTS, question_clauses, quiz, source_name
from tutor.resources import game_data
from tutor.text.catalog import all_clauses, cite, languages
from tutor.text.explain import explain, line, move_words
from tutor.text.language import language_name
from tutor.text.ui import N_, gettext


class Book(Protocol):
    """What the reader needs of a notebook being written (``tutor.notebook.publish.generate.Book``)."""

    lang: str

    def md(self, text: str, slide: str = "-") -> None: ...

    def code(self, source: str, slide: str = "-") -> None: ...


L_START_BOARD = N_("The board at the start of a game:")
L_TITLE = N_("The rulebook, clause by clause")
L_INTRO = N_("The whole rulebook in its order: the rulebook's own words on the left, the translation on the right. "
             "Under each rule: the lesson that teaches it, the quiz questions on it and a verdict of the tutor that "
             "cites it.")
L_SEARCH = N_("Search a word (English, Spanish or Japanese) or a clause id")
L_FOUND = N_("Clauses found: %(n)s")
L_TAUGHT = N_("Taught in: %(lesson)s, step %(n)s")
L_QUIZZED = N_("Quiz question %(n)s: %(text)s")
L_VERDICT_LEGAL = N_("The tutor's verdict on the move “%(move)s”: legal")
L_VERDICT_ILLEGAL = N_("The tutor's verdict on the move “%(move)s”: not legal")
L_OUTCOME = N_("What the move “%(move)s” did: %(text)s")
L_UNCHECKED = N_("The tutor does not check this rule. Why:")
L_NO_MATCH = N_("No clause matches “%(query)s”.")


@dataclass(frozen=True)
class Row:
    """One clause of the rulebook as the reader shows it."""

    id: str
    kind: str
    level: int
    source: str
    source_lang: str
    translation: str
    search: str  # every language's wording and the id, folded for search
    taught: tuple[tuple[str, str, int], ...] = ()  # (lesson title, notebook file, step)
    quizzed: tuple[tuple[int, str], ...] = ()  # (question number, question)
    said: str = ""  # the engine's verdict (or outcome) citing it
    unchecked: str = ""  # why the engine does not check it, in the reader's language


def fold(text: str) -> str:
    """Text for matching: lower case, Latin accents dropped (not the Japanese voicing marks), full-width forms
    narrowed (NFKD), as the page's script folds what is typed."""
    return "".join(ch for ch in unicodedata.normalize("NFKD", text.lower()) if not 0x300 <= ord(ch) < 0x370)


def unenforced(game: str) -> dict[str, str]:
    """``{clause id: why the engine does not check it}`` in English, each reason a ``tutor`` message id (the
    ``extract_unenforced`` extractor of ``tutor.text.extract`` puts them in the catalog)."""
    path = game_data(game, "unenforced.yaml")
    data = yaml.safe_load(path.read_text(encoding="utf-8")) if path.exists() else None
    return {str(k): " ".join(str(v).split()) for k, v in (data or {}).items()}


@cache
def _lessons_by_clause(game_name: str) -> dict[str, list[tuple[str, int, int]]]:
    """``{clause: [(lesson id, lesson number, step)]}``."""
    out: dict[str, list[tuple[str, int, int]]] = {}
    for i, (lid, lesson) in enumerate(load_game(game_name).lessons.items(), 1):
        for n, st in enumerate(lesson.steps, 1):
            for cid in st.clauses:
                out.setdefault(cid, []).append((lid, i, n))
    return out


@cache
def _quiz_by_clause(game_name: str, lang: str) -> dict[str, list[tuple[int, str]]]:
    q = quiz(game_name, lang)
    out: dict[str, list[tuple[int, str]]] = {}
    for n in range(1, len(q) + 1):
        for cid in question_clauses(q, n):
            out.setdefault(cid, []).append((n, q.text(n)))
    return out


def _said(game: Game[Any], cid: str, lang: str) -> str:
    found = citing_verdicts(game.spec.name).get(cid)
    if found is None:
        return ""
    move = move_words(game, found.move, lang, found.names)
    if found.event is not None:
        text = line(game, found.event, lang, found.names).text
        return gettext(L_OUTCOME, lang, move=move, text=text)
    ex = explain(game, found.verdict, found.move, lang, found.names)
    why = next((ln.text for ln in ex.lines if cid in {c.id for c in ln.citations}), "")
    said = gettext(L_VERDICT_LEGAL if found.verdict.legal else L_VERDICT_ILLEGAL, lang, move=move)
    return said + (f" — {why}" if why else "")


def rows(game: Game[Any], lang: str) -> list[Row]:
    """Every clause of the game's rulebooks (each source text in turn), in the order of the text."""
    name = game.spec.name
    lessons, quiz, skip = _lessons_by_clause(name), _quiz_by_clause(name, lang), unenforced(name)
    titles = {lid: gettext(les.title, lang) for lid, les in game.lessons.items()}
    out = []
    for c in all_clauses().values():
        if c.domain not in game.spec.domains:
            continue
        shown = cite(c.id, lang)
        words = " ".join([c.id, c.text, *(cite(c.id, x).translation for x in languages())])
        taught = tuple((titles[lid], f"{i:02d}-{lid}", n) for lid, i, n in lessons.get(c.id, ())[:3])
        out.append(Row(c.id, c.kind, c.level, c.text, c.lang, shown.translation, fold(words), taught,
                       tuple(quiz.get(c.id, ())[:3]), _said(game, c.id, lang) if c.kind == "rule" else "",
                       gettext(skip[c.id], lang) if c.id in skip else ""))
    return out


def search(game: str | Game[Any], query: str, lang: str = "en") -> list[str]:
    """The ids of the clauses whose wording (in any language) or id holds every word of ``query``."""
    g = load_game(game) if isinstance(game, str) else game
    words = fold(query).split()
    return [r.id for r in rows(g, lang) if words and all(w in r.search for w in words)]


# -- HTML ---------------------------------------------------------------------------------------------
READER_CSS = f"""
body{{font-family:{FONTS};font-size:17px;line-height:1.45;color:#111;margin:0 auto;max-width:1200px;padding:0 16px}}
.search{{position:sticky;top:0;background:#fff;padding:10px 0;border-bottom:1px solid #ddd;z-index:2}}
.search input{{font-size:18px;width:70%;padding:6px 8px}} .search .count{{margin-left:10px;color:#555}}
.clause{{display:grid;grid-template-columns:1fr 1fr;gap:4px 24px;padding:8px 0;border-bottom:1px solid #eee}}
.clause.one{{grid-template-columns:1fr}} .clause{{scroll-margin-top:80px}} .clause:target{{background:#fff6d5}}
.clause .src{{font-style:italic}} .clause .heading{{font-weight:bold;font-style:normal;font-size:120%}}
.clause .meta{{grid-column:1/-1;font-size:14px;color:#444}} .clause .meta code{{color:#7a1f1f}}
.clause .meta ul{{margin:2px 0;padding-left:20px}}
.clause .unchecked{{color:#6a1b9a}}
.clause.hidden{{display:none}} .clause.cols{{font-weight:bold;color:#555;border-bottom:2px solid #999}}
"""

SEARCH_JS = """
const box = document.getElementById('q'), count = document.getElementById('count'), tmpl = count.dataset.tmpl;
function fold(s) { return s.normalize('NFKD').toLowerCase().replace(/[\\u0300-\\u036f]/g, ''); }
function run() {
  const words = fold(box.value).split(/\\s+/).filter(Boolean); let n = 0;
  for (const row of document.querySelectorAll('.clause[data-clause]')) {
    const hit = words.every(w => row.dataset.search.includes(w));
    row.classList.toggle('hidden', !hit); if (hit) n++;
  }
  count.textContent = words.length ? tmpl.replace('%(n)s', n) : '';
}
box.addEventListener('input', run);
"""


def _a(href: str, text: str) -> str:
    return f'<a href="{escape(href)}">{escape(text)}</a>' if href else escape(text)


def row_html(r: Row, lang: str, lesson_link: Callable[[str, int], str], quiz_link: str) -> str:
    """One clause: source | translation, then its links (lessons, quiz, the engine's verdict, unchecked)."""
    head = " heading" if r.kind == "heading" else ""
    src = f'<div class="src{head}" lang="{r.source_lang}">{escape(r.source)}</div>'
    same = lang == r.source_lang or r.translation == r.source
    tr = "" if same else f'<div class="tr{head}" lang="{lang}">{escape(r.translation)}</div>'
    items = [f"<li>{_a(lesson_link(f, n), gettext(L_TAUGHT, lang, lesson=t, n=n))}</li>" for t, f, n in r.taught]
    items += [f"<li>{_a(quiz_link, gettext(L_QUIZZED, lang, n=n, text=t))}</li>" for n, t in r.quizzed]
    if r.said:
        items.append(f"<li>{escape(r.said)}</li>")
    if r.unchecked:
        items.append(f'<li class="unchecked">{escape(gettext(L_UNCHECKED, lang))} {escape(r.unchecked)}</li>')
    meta = f'<div class="meta"><code>{escape(r.id)}</code>{"<ul>" + "".join(items) + "</ul>" if items else ""}</div>'
    return (f'<div class="clause{" one" if not tr else ""}" id="{escape(r.id)}" data-clause="{escape(r.id)}" '
            f'data-search="{escape(r.search)}">{src}{tr}{meta}</div>')


def reader_html(game: Game[Any], lang: str, lesson_link: Callable[[str, int], str], quiz_link: str = "") -> str:
    """The reader of one game in one language as a self-contained page (search box included)."""
    name = game.spec.names[lang]
    parts, shown = [], ""
    for r in rows(game, lang):
        if r.source_lang != shown:  # a header over each source text: its language, and the reader's
            shown = r.source_lang
            names = [source_name(cite(r.id, lang))] + ([language_name(lang)] if lang != shown else [])
            cells = "".join(f"<div>{escape(n)}</div>" for n in names)
            parts.append(f'<div class="clause cols{" one" if len(names) == 1 else ""}">{cells}</div>')
        parts.append(row_html(r, lang, lesson_link, quiz_link))
    body = "".join(parts)
    return (f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8"><title>{escape(name)} — '
            f"{escape(gettext(L_TITLE, lang))}</title><style>{READER_CSS}</style></head><body>"
            f"<h1>{escape(name)} — {escape(gettext(L_TITLE, lang))}</h1><p>{escape(gettext(L_INTRO, lang))}</p>"
            f'<div class="search"><input id="q" type="search" placeholder="{escape(gettext(L_SEARCH, lang))}" '
            f'aria-label="{escape(gettext(L_SEARCH, lang))}"><span id="count" class="count" '
            f'data-tmpl="{escape(gettext(L_FOUND, lang, n="%(n)s"))}"></span></div>{body}'
            f"<script>{SEARCH_JS}</script></body></html>\n")


def build(out: Path, lesson_link: Callable[[str, str, str, int], str] | None = None,
          quiz_link: Callable[[str, str], str] | None = None) -> list[Path]:
    """A reader page per game and language (``lesson_link(lang, game, lesson file, step)`` links lessons,
    ``quiz_link(lang, game)`` the quiz)."""
    written = []
    for lang in languages():
        for g in games():
            name = g.spec.name

            def link(file: str, n: int, lang: str = lang, name: str = name) -> str:
                return lesson_link(lang, name, file, n) if lesson_link else ""

            dest = out / lang / f"{name}.html"
            dest.parent.mkdir(parents=True, exist_ok=True)
            quizzes = quiz_link(lang, name) if quiz_link else ""
            dest.write_text(reader_html(g, lang, link, quizzes), encoding="utf-8")
            written.append(dest)
    return written


def search_html(game: str | Game[Any], query: str, lang: str) -> str:
    """The clauses a search finds, as the reader shows them (at most 30), or a line saying none matched."""
    g = load_game(game) if isinstance(game, str) else game
    if not query.strip():
        return ""
    found = search(g, query, lang)
    if not found:
        return f"<p>{escape(gettext(L_NO_MATCH, lang, query=query))}</p>"
    by_id = {r.id: r for r in rows(g, lang)}
    html = "".join(row_html(by_id[i], lang, lambda f, n: f"{f}.ipynb", "") for i in found[:30])
    return f"<style>{READER_CSS}</style><p>{escape(gettext(L_FOUND, lang, n=len(found)))}</p>{html}"


def search_box(game: str, lang: str | None = None) -> Any:
    """The live search of a notebook: type a word (any language) or a clause id; matching clauses show below."""
    import ipywidgets as w

    from tutor.text.language import language

    g, lang = load_game(game), language(lang)
    box = w.Text(placeholder=gettext(L_SEARCH, lang), layout=w.Layout(width="60%"))
    shown = w.HTML()

    def show(_: Any = None) -> None:
        shown.value = search_html(g, box.value, lang)

    box.observe(show, names="value")
    return w.VBox([box, shown])


# -- the notebook (written by ``tutor.notebook.publish.generate``) -----------------------------------------------
def _lines(text: str) -> str:
    return "<br>".join(escape(ln) for ln in text.splitlines())


def _cell_html(r: Row, lang: str, quiz_file: str) -> str:
    """A clause as an HTML table row pair for a markdown cell (no blank line inside: it stays one HTML block)."""
    src = f'<td lang="{r.source_lang}"><i>{_lines(r.source)}</i></td>'
    same = lang == r.source_lang or r.translation == r.source
    tr = "" if same else f'<td lang="{lang}">{_lines(r.translation)}</td>'
    if r.kind == "heading":
        src, tr = src.replace("<i>", "<b>").replace("</i>", "</b>"), tr.replace('">', '"><b>', 1).replace("</td>", "</b></td>")
    links = [_a(f"{f}.ipynb", gettext(L_TAUGHT, lang, lesson=t, n=n)) for t, f, n in r.taught]
    links += [_a(quiz_file, gettext(L_QUIZZED, lang, n=n, text=t)) for n, t in r.quizzed]
    links += [escape(r.said)] if r.said else []
    if r.unchecked:
        links.append(f"{escape(gettext(L_UNCHECKED, lang))} {escape(r.unchecked)}")
    meta = "<br>".join([f"<code>{escape(r.id)}</code>", *links])
    span = ' colspan="2"' if tr else ""
    return f'<tr id="{escape(r.id)}">{src}{tr}</tr><tr><td{span}><sub>{meta}</sub></td></tr>'


def write_rulebook(book: Book, game_name: str, quiz_file: str) -> None:
    """The reader notebook: the clauses as saved markdown (one cell per section), and the live search."""
    lang = book.lang
    g = load_game(game_name)
    others = " · ".join(f"[{x}](../../{x}/{game_name}/rulebook.ipynb)" for x in languages() if x != lang)
    book.md(f"# {g.spec.names[lang]} — {gettext(L_TITLE, lang)}\n\n{gettext(L_INTRO, lang)}\n\n{others}",
            slide="slide")
    book.code(f'import tutor\ntutor.set_language("{lang}")', slide="skip")
    book.md(f"**{gettext(L_START_BOARD, lang)}**", slide="skip")
    book.code(f'tutor.match("{game_name}", seed=1)', slide="skip")  # the board the rules below speak of
    book.md(f"**{gettext(L_SEARCH, lang)}**", slide="skip")
    book.code(f'# live\nfrom tutor.notebook.publish.reader import search_box\nsearch_box("{game_name}")', slide="skip")
    chunk: list[str] = []

    def flush() -> None:
        if chunk:
            book.md("<table>" + "".join(chunk) + "</table>", slide="skip")
            chunk.clear()

    for r in rows(g, lang):
        if r.kind == "heading" and r.level <= 2:
            flush()
        chunk.append(_cell_html(r, lang, quiz_file))
    flush()


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tutor.notebook.publish.reader", description=__doc__.splitlines()[0])
    ap.add_argument("out", type=Path)
    args = ap.parse_args(argv)
    written = build(args.out)
    print(f"{len(written)} readers in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
