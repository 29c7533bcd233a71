"""The one-folder class site without a browser: the build trusts only outputs that cannot run a script, the
notebooks link their slides, handout, reader and index in a way JupyterLab leaves to the browser, the index
opens every notebook live and says what a student needs in their language, and Babel's wheel keeps only the
tutor's languages."""

from __future__ import annotations

import json
import re
import sys
import zipfile
from pathlib import Path

import nbformat

from tests.lite.conftest import ROOT
from tutor.core.registry import games
from tutor.notebook.publish import classroom, site
from tutor.notebook.publish.generate import generate
from tutor.notebook.publish.reader import rows
from tutor.resources import notebooks
from tutor.text.language import languages
from tutor.text.ui import gettext

sys.path.insert(0, str(ROOT / "deploy" / "lite"))
import trust  # deploy/lite is a folder of scripts, not a package
import wheels


def _nb(html: str) -> dict[str, object]:
    return {"cells": [{"cell_type": "code", "metadata": {}, "source": "x", "outputs": [
        {"output_type": "display_data", "metadata": {}, "data": {"text/html": html, "text/plain": "x"}}]}]}


def test_the_build_trusts_saved_boards_and_refuses_anything_that_could_run() -> None:
    assert trust.check(_nb('<style>.a{color:red}</style><svg><rect width="3"/></svg>'), "a") == []
    for bad in ("<script>alert(1)</script>", '<img src=x onerror="alert(1)">', '<a href="javascript:x">',
                "<iframe src=x>", "<form action=x>"):
        assert trust.check(_nb(bad), "a.ipynb"), bad
    js = {"cells": [{"cell_type": "code", "outputs": [{"data": {"application/javascript": "1"}}]}]}
    assert "application/javascript" in trust.check(js, "b.ipynb")[0]
    marked = trust.mark({"cells": [{"cell_type": "code", "metadata": {"a": 1}}, {"cell_type": "markdown"}]})
    assert marked["cells"][0]["metadata"] == {"a": 1, "trusted": True} and "metadata" not in marked["cells"][1]


def test_every_shipped_notebook_may_be_trusted() -> None:
    for path in sorted(notebooks().rglob("*.ipynb")):
        assert trust.check(json.loads(path.read_text(encoding="utf-8")), path.name) == []


def _links(source: str) -> dict[str, str]:
    return dict(re.findall(r"\[([^\]]+)\]\(([^)]+)\)", source))


def test_a_lesson_links_its_slides_handout_reader_and_index_for_the_browser() -> None:
    nb = json.loads((notebooks() / "es/china/01-placement.ipynb").read_text(encoding="utf-8"))
    cells = classroom.with_links(nb, "es/china/01-placement.ipynb")["cells"]
    assert len(cells) == len(nb["cells"]) + 1 and cells[0] == nb["cells"][0]
    links = _links(cells[1]["source"])
    assert links == {gettext(classroom.L_SLIDES, "es"): "../slides/es/china/01-placement.slides.html?%",
                     gettext(classroom.L_PRINT, "es"): "../handouts/es/china/01-placement.pdf?%",
                     gettext(classroom.L_READER, "es"): "../reader/es/china.html?%",
                     gettext(classroom.L_HOME, "es"): "../es/index.html?%"}
    # JupyterLab rewrites a link it can decode (decodeURI) into one of its own files: a lone "%" cannot be decoded
    assert all(href.endswith("?%") and href.count("%") == 1 for href in links.values())


def test_each_printed_quiz_question_links_its_rules_in_the_reader(tmp_path: Path) -> None:
    # the quiz notebook as the generator writes it from today's quiz (the committed copy may wait for
    # `make notebooks`: tests/notebook/test_notebooks.py guards that), so its headings are the quiz's own
    generate(tmp_path, only=["en/china/09-quiz"])
    nb = json.loads((tmp_path / "en/china/09-quiz.ipynb").read_text(encoding="utf-8"))
    cells = classroom.with_links(nb, "en/china/09-quiz.ipynb")["cells"]
    nbformat.validate(nbformat.from_dict({**nb, "cells": cells}))  # a valid notebook, its cell ids unique
    assert len({c["id"] for c in cells}) == len(cells)
    heads = [i for i, c in enumerate(cells) if "".join(c["source"]).startswith("## ")]
    assert heads
    anchors = {r.id for r in rows(next(g for g in games() if g.spec.name == "china"), "en")}
    for i in heads:
        under = "".join(cells[i + 1]["source"])
        assert gettext(classroom.L_RULES_OF, "en") in under
        linked = re.findall(r"\(\.\./reader/en/china\.html\?%#(china\.[\w.-]+)\)", under)
        assert linked and set(linked) <= anchors, under  # each link lands on a rule the reader shows


def test_the_index_opens_every_notebook_live_and_says_what_a_student_needs() -> None:
    for lang in languages():
        page = site.index_html(lang, pdf=True, lite=True)
        for said in (site.L_NEEDS, site.L_KEPT, site.L_HAND_IN, site.L_TEACHER):
            assert gettext(said, lang).replace("'", "&#x27;") in page
        for g in games():
            folder = notebooks() / lang / g.spec.name
            for path in folder.glob("*.ipynb"):
                assert f'href="../lab/index.html?path={lang}/{g.spec.name}/{path.name}"' in page, path
    assert gettext(site.L_NEEDS, "ja") != gettext(site.L_NEEDS, "en")
    assert "python3 -m http.server" in site.teacher_html("es")


def test_babel_keeps_only_the_tutors_languages(tmp_path: Path) -> None:
    src = tmp_path / "babel-9.9-py3-none-any.whl"
    names = ["babel/__init__.py", *(f"babel/locale-data/{x}.dat" for x in ("root", "en", "en_GB", "es", "fr", "ja",
                                                                            "jam"))]
    with zipfile.ZipFile(src, "w") as z:
        for n in names:
            z.writestr(n, n)
        z.writestr("babel-9.9.dist-info/RECORD", "")
    out = wheels.slim_babel(src, tmp_path / "slim", ["en", "es", "ja"])
    with zipfile.ZipFile(out) as z:
        kept = set(z.namelist())
        record = z.read("babel-9.9.dist-info/RECORD").decode()
    assert out.name == src.name
    assert kept - {"babel-9.9.dist-info/RECORD"} == set(names) - {"babel/locale-data/fr.dat",
                                                                   "babel/locale-data/jam.dat"}
    assert "babel/locale-data/ja.dat,sha256=" in record and "fr.dat" not in record
