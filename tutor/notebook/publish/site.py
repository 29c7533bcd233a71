"""One static site for a class: every slide deck, handout and rulebook reader, with an index per language.

``python -m tutor.notebook.publish.site OUT --lib LIB`` writes ``OUT/index.html`` (the languages), ``OUT/<lang>/index.html``
(per game: its lessons with their deck and handout, and its rulebook), ``OUT/slides``, ``OUT/handouts`` and
``OUT/reader``. It opens from the file system, with no server and no network; the reader's clauses link to the
slide of the lesson step that teaches them. ``--no-pdf`` leaves out the printed handouts (their HTML stays).

``--lite`` writes the pages of the one-folder class site (``make lite``): the same pages, beside the JupyterLite app
(``lab/``), each lesson, quiz, play and rulebook notebook opened live from them, the reader's clauses opening the
lesson that teaches them and its quiz questions the quiz, a teacher's page on publishing the folder, and in
``OUT/.notebooks`` the notebooks with their links to the pages (``classroom``).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from html import escape
from pathlib import Path

from tutor.core.registry import games
from tutor.notebook.publish import classroom, handouts, reader, slides
from tutor.notebook.publish.pages import FONTS
from tutor.resources import notebooks
from tutor.text.language import language_name, languages
from tutor.text.ui import N_, gettext

L_SITE = N_("Rules tutor: slides, handouts and rulebooks")
L_SLIDES = N_("Slides")
L_PRINT = N_("Handout (PDF)")
L_PRINT_HTML = N_("Handout (web page)")

L_OPEN = N_("Open the lesson (it runs in this browser)")
L_FULL_GAME = N_("A full game against bots (runs in this browser)")
L_QUIZ = N_("Quiz (runs in this browser)")
L_PLAY = N_("Play a match (runs in this browser)")
L_RULEBOOK_NB = N_("The rulebook as a notebook, with a search box (runs in this browser)")
L_START = N_("Before you start")
L_NEEDS = N_("All you need is a recent web browser (Chrome, Edge, Firefox or Safari): nothing to install. The first "
             "lesson you open takes a few seconds to start, while Python starts inside your browser.")
L_KEPT = N_("Your work and your progress are kept in this browser on this computer only. Come back with the same "
            "browser and do not clear its data for this site; another computer or browser starts empty.")
L_HAND_IN = N_("To hand in a lesson or a quiz: in the notebook, choose File, then Download. This saves the notebook "
               "with your answers on your computer; send that file to your teacher.")
L_TEACHER = N_("For teachers: how to publish this site")
L_PUBLISH = N_("Publishing this site")
L_PUBLISH_WHAT = N_("This folder is the whole site: the lessons that run in the browser, the slides, the handouts and "
                    "the rulebook readers. No server computes anything, and nothing is fetched from any other site.")
L_PUBLISH_HOST = N_("On a web host (a school's web space, GitHub Pages or any host of plain files): copy the whole "
                    "folder as it is and give the students the address of its first page, index.html.")
L_PUBLISH_USB = N_("From a USB stick or a laptop on the class network: open a terminal in the folder, run the command "
                   "below, and give the students this computer's address followed by :8000.")
L_PUBLISH_FILE = N_("Opened straight from the disk (a double click on index.html), the slides, handouts and readers "
                    "work, but the lessons do not: a browser runs them only from a web server.")

CSS = (f"body{{font-family:{FONTS};font-size:18px;line-height:1.5;max-width:960px;margin:0 auto;padding:16px}}"
       "li{margin:4px 0} h2{margin-top:28px} .start{background:#f3f6fa;border-left:4px solid #2a6ebb;padding:4px 16px}"
       " pre{background:#f4f4f4;padding:8px}")


def _page(lang: str, title: str, body: str) -> str:
    return (f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8"><title>{escape(title)}</title>'
            f"<style>{CSS}</style></head><body><h1>{escape(title)}</h1>{body}</body></html>\n")


def _a(href: str, label: str, lang: str) -> str:
    return f'<a href="{escape(href)}">{escape(gettext(label, lang))}</a>'


def _start(lang: str) -> str:
    """What a student needs, where progress is kept, how to hand work in (the lite site's index)."""
    items = "".join(f"<li>{escape(gettext(x, lang))}</li>" for x in (L_NEEDS, L_KEPT, L_HAND_IN))
    return (f'<section class="start"><h2>{escape(gettext(L_START, lang))}</h2><ul>{items}</ul>'
            f'<p>{_a("teacher.html", L_TEACHER, lang)}</p></section>')


def _extra(lang: str, name: str) -> list[str]:
    """A game's full game, quiz, play and rulebook notebooks, opened live (those the notebooks folder has)."""
    folder = notebooks() / lang / name
    found = [(p.name, L_FULL_GAME) for p in sorted(folder.glob("*-full-game.ipynb"))]
    found += [(p.name, L_QUIZ) for p in sorted(folder.glob("*-quiz.ipynb"))]
    found += [(f, label) for f, label in (("play.ipynb", L_PLAY), ("rulebook.ipynb", L_RULEBOOK_NB))
              if (folder / f).is_file()]
    return [f"<li>{_a(classroom.live(lang, name, f, '../'), label, lang)}</li>" for f, label in found]


def index_html(lang: str, pdf: bool, lite: bool = False) -> str:
    """A language's index: per game its lessons (deck, handout) and its rulebook reader; in the lite site, each
    lesson, quiz, match and rulebook notebook opened live, and what a student needs first."""
    parts = ["<p>" + " · ".join(f'<a href="../{x}/index.html">{language_name(x)}</a>' for x in languages() if x != lang)
             + "</p>"] + ([_start(lang)] if lite else [])
    for g in games():
        name = g.spec.name
        parts.append(f"<h2>{escape(g.spec.names[lang])}</h2><ul>")
        for (_, stem), lesson in zip(classroom.lesson_files(g), g.lessons.values(), strict=True):
            opened = f"{_a(classroom.live(lang, name, f'{stem}.ipynb', '../'), L_OPEN, lang)} · " if lite else ""
            printed = f' · {_a(f"../handouts/{lang}/{name}/{stem}.pdf", L_PRINT, lang)}' if pdf else ""
            parts.append(f"<li>{escape(gettext(lesson.title, lang))}: {opened}"
                         f'{_a(f"../slides/{lang}/{name}/{stem}.slides.html", L_SLIDES, lang)}'
                         f"{printed} · {_a(f'../handouts/{lang}/{name}/{stem}.html', L_PRINT_HTML, lang)}</li>")
        parts += _extra(lang, name) if lite else []
        parts.append(f'<li>{_a(f"../reader/{lang}/{name}.html", reader.L_TITLE, lang)}</li></ul>')
    return _page(lang, gettext(L_SITE, lang), "".join(parts))


def teacher_html(lang: str) -> str:
    """The teacher's page of the lite site: how to publish the folder."""
    paras = "".join(f"<p>{escape(gettext(x, lang))}</p>" for x in (L_PUBLISH_WHAT, L_PUBLISH_HOST, L_PUBLISH_USB))
    return _page(lang, gettext(L_PUBLISH, lang), f"{paras}<pre>python3 -m http.server 8000</pre>"
                 f"<p>{escape(gettext(L_PUBLISH_FILE, lang))}</p><p>{_a('index.html', L_SITE, lang)}</p>")


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


def live_lesson_link(lang: str, game: str, stem: str, step: int) -> str:
    """From a reader page to the lesson that teaches a clause, running in the browser (JupyterLite's ``?path=``
    opens a notebook at its top: the link's words name the step)."""
    return classroom.live(lang, game, f"{stem}.ipynb", "../../")


def live_quiz_link(lang: str, game: str) -> str:
    """From a reader page to the game's quiz notebook, running in the browser."""
    quizzes = sorted((notebooks() / lang / game).glob("*-quiz.ipynb"))
    return classroom.live(lang, game, quizzes[0].name, "../../") if quizzes else ""


def print_pdfs(pages: Sequence[Path]) -> None:
    """Each handout page printed to a PDF beside it by one headless Chromium (Playwright's print, the same
    engine as ``handouts.print_pdf`` at a fraction of the time: one browser, not one a page); without
    Playwright, by ``handouts.print_pdf`` one by one."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        for page in pages:
            handouts.print_pdf(page, page.with_suffix(".pdf"))
        return
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=handouts.CHROMIUM, headless=True,
                                     args=["--no-sandbox", "--disable-gpu", "--disable-background-networking"])
        tab = browser.new_page()
        tab.route("**/*", lambda r: r.continue_() if r.request.url.startswith("file:") else r.abort())
        for page in pages:
            tab.goto(page.resolve().as_uri())
            tab.pdf(path=str(page.with_suffix(".pdf")), prefer_css_page_size=True, print_background=True)
        browser.close()


def build(out: Path, lib: Path, pdf: bool = True, lite: bool = False) -> list[Path]:
    """The whole site (``lite``: the pages of the one-folder class site, and its notebooks with their links in
    ``out/.notebooks``); the index pages written."""
    slides.build(out / "slides", lib)
    pages = handouts.build(out / "handouts", pdf=False)
    if pdf:
        print_pdfs(pages)
    if lite:
        reader.build(out / "reader", live_lesson_link, live_quiz_link)
        classroom.write_notebooks(notebooks(), out / ".notebooks")
    else:
        reader.build(out / "reader", lesson_link)
    written = []
    for lang in languages():
        dest = out / lang / "index.html"
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_text(index_html(lang, pdf, lite), encoding="utf-8")
        written.append(dest)
        if lite:
            (out / lang / "teacher.html").write_text(teacher_html(lang), encoding="utf-8")
    (out / "index.html").write_text(top_html(), encoding="utf-8")
    return [out / "index.html", *written]


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tutor.notebook.publish.site", description=__doc__.splitlines()[0])
    ap.add_argument("out", type=Path)
    ap.add_argument("--lib", type=Path, required=True, help="the folder where npm installed reveal.js")
    ap.add_argument("--no-pdf", action="store_true", help="write the handouts as web pages only")
    ap.add_argument("--lite", action="store_true", help="the pages of the one-folder class site (make lite)")
    args = ap.parse_args(argv)
    build(args.out, args.lib, pdf=not args.no_pdf, lite=args.lite)
    print(f"the site is in {args.out}: open {args.out / 'index.html'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
