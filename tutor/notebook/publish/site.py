"""One static site for a class: every slide deck, handout and rulebook reader, with an index per language.

``python -m tutor.notebook.publish.site OUT --lib LIB`` writes ``OUT/index.html`` (the languages), ``OUT/<lang>/index.html``
(per game: its lessons with their deck and handout, and its rulebook), ``OUT/slides``, ``OUT/handouts`` and
``OUT/reader``. It opens from the file system, with no server and no network; the reader's clauses link to the
slide of the lesson step that teaches them. ``--no-pdf`` leaves out the printed handouts (their HTML stays).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from html import escape
from pathlib import Path

from tutor.core.registry import games
from tutor.notebook.publish import handouts, reader, slides
from tutor.notebook.publish.pages import FONTS
from tutor.text.language import language_name, languages
from tutor.text.ui import N_, gettext

L_SITE = N_("Rules tutor: slides, handouts and rulebooks")
L_SLIDES = N_("Slides")
L_PRINT = N_("Handout (PDF)")
L_PRINT_HTML = N_("Handout (web page)")

CSS = (f"body{{font-family:{FONTS};font-size:18px;line-height:1.5;max-width:960px;margin:0 auto;padding:16px}}"
       "li{margin:4px 0} h2{margin-top:28px}")


def _page(lang: str, title: str, body: str) -> str:
    return (f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8"><title>{escape(title)}</title>'
            f"<style>{CSS}</style></head><body><h1>{escape(title)}</h1>{body}</body></html>\n")


def index_html(lang: str, pdf: bool) -> str:
    """A language's index: per game its lessons (deck, handout) and its rulebook reader."""
    parts = ["<p>" + " · ".join(f'<a href="../{x}/index.html">{language_name(x)}</a>' for x in languages() if x != lang)
             + "</p>"]
    for g in games():
        name = g.spec.name
        parts.append(f"<h2>{escape(g.spec.names[lang])}</h2><ul>")
        for i, (lid, lesson) in enumerate(g.lessons.items(), 1):
            stem = f"{i:02d}-{lid}"
            printed = (f' · <a href="../handouts/{lang}/{name}/{stem}.pdf">{escape(gettext(L_PRINT, lang))}</a>'
                       if pdf else "")
            parts.append(f"<li>{escape(gettext(lesson.title, lang))}: "
                         f'<a href="../slides/{lang}/{name}/{stem}.slides.html">{escape(gettext(L_SLIDES, lang))}</a>'
                         f"{printed} · <a href=\"../handouts/{lang}/{name}/{stem}.html\">"
                         f"{escape(gettext(L_PRINT_HTML, lang))}</a></li>")
        parts.append(f'<li><a href="../reader/{lang}/{name}.html">{escape(gettext(reader.L_TITLE, lang))}</a></li></ul>')
    return _page(lang, gettext(L_SITE, lang), "".join(parts))


def top_html() -> str:
    """The site's first page: in every language, the site's title and a link to that language's index."""
    title = " · ".join(gettext(L_SITE, x) for x in languages())
    items = "".join(f'<li lang="{x}"><a href="{x}/index.html" hreflang="{x}">{escape(language_name(x))}</a>: '
                    f"{escape(gettext(L_SITE, x))}</li>" for x in languages())
    return (f'<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>{escape(title)}</title>'
            f"<style>{CSS}</style></head><body><ul>{items}</ul></body></html>\n")


def lesson_link(lang: str, game: str, stem: str, step: int) -> str:
    """From a reader page (``reader/<lang>/<game>.html``) to the first slide of a lesson step."""
    return f"../../slides/{lang}/{game}/{stem}.slides.html#/step-{step}"


def build(out: Path, lib: Path, pdf: bool = True) -> list[Path]:
    """The whole site; the index pages written."""
    slides.build(out / "slides", lib)
    handouts.build(out / "handouts", pdf=pdf)
    reader.build(out / "reader", lesson_link)
    written = []
    for lang in languages():
        dest = out / lang / "index.html"
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_text(index_html(lang, pdf), encoding="utf-8")
        written.append(dest)
    (out / "index.html").write_text(top_html(), encoding="utf-8")
    return [out / "index.html", *written]


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tutor.notebook.publish.site", description=__doc__.splitlines()[0])
    ap.add_argument("out", type=Path)
    ap.add_argument("--lib", type=Path, required=True, help="the folder where npm installed reveal.js")
    ap.add_argument("--no-pdf", action="store_true", help="write the handouts as web pages only")
    args = ap.parse_args(argv)
    build(args.out, args.lib, pdf=not args.no_pdf)
    print(f"the site is in {args.out}: open {args.out / 'index.html'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
