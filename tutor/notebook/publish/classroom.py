"""The links that make the static site one folder: from the notebooks (run in the browser by JupyterLite) to the
slides, handouts and rulebook readers beside them, and back.

The site's layout (``make lite``): ``lab/`` is the JupyterLite app, whose notebooks are in ``files/<lang>/...``;
``<lang>/index.html``, ``slides/``, ``handouts/`` and ``reader/`` are the pages ``tutor.notebook.publish.site``
writes. A page opens a notebook live with ``lab/index.html?path=<lang>/<game>/<file>.ipynb``.

A link inside a notebook is rewritten by JupyterLab when it looks like a path of its own files (it would open
``slides/...`` as a file in a JupyterLab tab, not as a page); a link whose URL JupyterLab cannot decode is left
as the browser reads it: opened in a new tab, relative to the app's page (``lab/index.html``). So the links a
notebook holds to the pages end in ``?%`` (an empty, undecodable query that every static server ignores) and
climb one folder from ``lab/``: they work on any host and under any sub-folder.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote

from tutor.core.game import Game
from tutor.core.registry import games
from tutor.notebook.publish.generate import md
from tutor.notebook.publish.pages import question_clauses, quiz
from tutor.text.catalog import cite
from tutor.text.ui import N_, gettext

APP = "lab/index.html?path="
FROM_APP = "../"  # the site's root, seen from the app's page lab/index.html
KEEP = "?%"  # JupyterLab leaves a link it cannot decode alone: the browser opens it as a page

L_SLIDES = N_("Slides")
L_PRINT = N_("Handout (PDF)")
L_READER = N_("The rulebook, clause by clause")
L_HOME = N_("All lessons, slides and handouts")
L_RULES_OF = N_("This question's rules in the rulebook:")


def live(lang: str, game: str, file: str, up: str) -> str:
    """A page's link (``up``: from the page to the site's root) that opens a notebook running in the browser."""
    return f"{up}{APP}{quote(f'{lang}/{game}/{file}')}"


def page_link(rel: str) -> str:
    """A notebook's link to a page of the site (``rel`` from the site's root), opened by the browser in a new tab."""
    return f"{FROM_APP}{rel}{KEEP}"


def lesson_files(game: Game[Any]) -> Iterator[tuple[str, str]]:
    """(lesson id, notebook stem ``01-placement``) of a game's lessons, in order."""
    for i, lid in enumerate(game.lessons, 1):
        yield lid, f"{i:02d}-{lid}"


def _links(lang: str, items: list[tuple[str, str]]) -> str:
    return " · ".join(f"[{md(gettext(label, lang))}]({href})" for label, href in items)


def lesson_cell(lang: str, game: str, stem: str) -> str:
    """The markdown a lesson notebook gets under its title: its slides, its handout, the reader, the index."""
    return _links(lang, [(L_SLIDES, page_link(f"slides/{lang}/{game}/{stem}.slides.html")),
                         (L_PRINT, page_link(f"handouts/{lang}/{game}/{stem}.pdf")),
                         (L_READER, page_link(f"reader/{lang}/{game}.html")),
                         (L_HOME, page_link(f"{lang}/index.html"))])


def other_cell(lang: str, game: str | None) -> str:
    """The markdown any other notebook gets under its title: the reader of its game and the index."""
    items = [(L_READER, page_link(f"reader/{lang}/{game}.html"))] if game else []
    return _links(lang, [*items, (L_HOME, page_link(f"{lang}/index.html"))])


def question_cell(lang: str, game: str, clauses: tuple[str, ...]) -> str:
    """The markdown under a quiz question: each rule its answer cites, linked to its row in the reader."""
    rules = " · ".join(f"[{md(_short(cite(c, lang).translation))}]({page_link(f'reader/{lang}/{game}.html')}#{c})"
                       for c in clauses)
    return f"*{md(gettext(L_RULES_OF, lang))}* {rules}"


def _short(text: str, most: int = 70) -> str:
    words = " ".join(text.split())
    return words if len(words) <= most else words[: most - 1].rsplit(" ", 1)[0] + "…"


def _md_cell(source: str, n: int = 0) -> dict[str, Any]:
    """A markdown cell of links (nbformat 4.5 cells carry an id: ``site-links-<n>``)."""
    return {"cell_type": "markdown", "id": f"site-links-{n}",
            "metadata": {"slideshow": {"slide_type": "skip"}, "tags": ["site-links"]}, "source": source}


def _quiz_cells(cells: list[dict[str, Any]], lang: str, game: str) -> list[dict[str, Any]]:
    """The quiz notebook's cells with the rules of each printed question linked under its heading."""
    qb = quiz(game, lang)
    heads = {f"## {md(qb.numbered(n))}": n for n in range(1, len(qb) + 1)}
    out = []
    for cell in cells:
        out.append(cell)
        text = "".join(cell["source"]) if cell["cell_type"] == "markdown" else ""
        n = next((heads[h] for h in heads if text.startswith(h + "\n") or text == h), None)
        if n is not None and question_clauses(qb, n):
            out.append(_md_cell(question_cell(lang, game, question_clauses(qb, n)), n))
    return out


QUIZ = re.compile(r"\d\d-quiz\.ipynb")


def with_links(nb: dict[str, Any], rel: str) -> dict[str, Any]:
    """A notebook (at ``rel``, e.g. ``en/china/01-placement.ipynb``) with its links to the site's pages: a cell
    under its title, and under each printed quiz question."""
    parts = rel.split("/")
    lang, game = parts[0], parts[1] if len(parts) > 2 else None
    stems = {stem for g in games() if g.spec.name == game for _, stem in lesson_files(g)}
    stem = parts[-1].removesuffix(".ipynb")
    cell = lesson_cell(lang, game, stem) if game and stem in stems else other_cell(lang, game)
    cells = list(nb["cells"])
    if game and QUIZ.fullmatch(parts[-1]):
        cells = _quiz_cells(cells, lang, game)
    cells.insert(1 if cells and cells[0]["cell_type"] == "markdown" else 0, _md_cell(cell))
    return {**nb, "cells": cells}


def write_notebooks(src: Path, dest: Path) -> int:
    """Every notebook of ``src`` into ``dest`` with its links to the pages; how many."""
    count = 0
    for path in sorted(src.rglob("*.ipynb")):
        rel = path.relative_to(src).as_posix()
        nb = with_links(json.loads(path.read_text(encoding="utf-8")), rel)
        target = dest / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(nb, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        count += 1
    return count
