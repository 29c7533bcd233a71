"""One folder for a class (issue 40): from the site's first page a student reaches the index of their language
(what they need, where progress is kept, how to hand work in, and the teacher's page), opens a lesson running in
the browser, and from inside the lesson its slides, its handout and the rulebook reader; a rule in the reader
opens the lesson that teaches it, live; a quiz question opens its rule in the reader. Every other host blocked."""

from __future__ import annotations

from typing import Any

import pytest

from tests.lite.conftest import Student
from tests.lite.test_lite_site import LIMIT_MS, OPEN
from tests.lite.test_saved_boards import SCROLL_TO
from tutor.notebook.publish import classroom, site
from tutor.text.ui import gettext

pytestmark = pytest.mark.lite
LESSON = "en/china/01-placement.ipynb"
QUIZ = "en/china/09-quiz.ipynb"

OPENED = """(path) => { const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  return !!(w && w.context && w.context.path.endsWith(path) && w.content && w.content.widgets.length > 3); }"""


def link_in_notebook(page: Any, text: str) -> Any:
    """A link of the open notebook by its words, scrolled into view."""
    sel = f"{OPEN} a"
    found = page.locator(sel).filter(has_text=text).first
    found.wait_for(timeout=60_000)
    found.scroll_into_view_if_needed()
    return found


def new_tab(page: Any, link: Any) -> Any:
    """Click a link that opens a new tab; that tab, loaded."""
    with page.context.expect_page(timeout=60_000) as opened:
        link.click()
    tab = opened.value
    tab.wait_for_load_state()
    return tab


def test_the_first_page_leads_to_the_index_that_says_what_a_student_needs(student: Student) -> None:
    page = student.page
    page.goto(f"{student.base}/")
    page.locator('a[href="en/index.html"]').click()
    page.wait_for_url("**/en/index.html")
    start = " ".join(page.locator(".start").inner_text().split())
    for said in (site.L_NEEDS, site.L_KEPT, site.L_HAND_IN):
        assert " ".join(gettext(said, "en").split()) in start
    page.locator(".start a").filter(has_text=gettext(site.L_TEACHER, "en")).click()
    page.wait_for_url("**/en/teacher.html")
    assert "python3 -m http.server" in page.inner_text("body")
    assert student.blocked == []


def test_a_lesson_opened_from_the_index_links_its_slides_handout_and_reader(student: Student) -> None:
    page = student.page
    page.goto(f"{student.base}/en/index.html")
    page.locator(f'a[href="../lab/index.html?path={LESSON}"]').click()
    page.wait_for_function(OPENED, arg=LESSON, timeout=LIMIT_MS)

    deck = new_tab(page, link_in_notebook(page, gettext(classroom.L_SLIDES, "en")))
    deck.locator(".reveal .slides section").first.wait_for(timeout=60_000)
    assert "/slides/en/china/01-placement.slides.html" in deck.url
    deck.close()

    handout = link_in_notebook(page, gettext(classroom.L_PRINT, "en"))
    href = handout.evaluate("a => a.href")
    assert href.startswith(f"{student.base}/handouts/en/china/01-placement.pdf"), href
    assert handout.get_attribute("target") == "_blank"
    got = page.request.get(href)
    assert got.status == 200 and got.body()[:5] == b"%PDF-"

    reader = new_tab(page, link_in_notebook(page, gettext(classroom.L_READER, "en")))
    assert "/reader/en/china.html" in reader.url
    rule = reader.locator('.clause .meta a[href*="lab/index.html?path=en/china/"]').first
    target = rule.get_attribute("href")
    assert target is not None
    rule.click()  # the rule's lesson, running: the same tab becomes the app with that notebook open
    opened = target.split("path=", 1)[1]
    reader.wait_for_function(OPENED, arg=opened, timeout=LIMIT_MS)
    reader.close()
    assert student.blocked == []


def test_a_quiz_question_opens_its_rule_in_the_reader(student: Student) -> None:
    page = student.page
    page.goto(f"{student.base}/en/index.html")
    page.locator(f'a[href="../lab/index.html?path={QUIZ}"]').click()
    page.wait_for_function(OPENED, arg=QUIZ, timeout=LIMIT_MS)
    sel = 'a[href*="reader/en/china.html"][href*="#china."]'
    assert page.evaluate(SCROLL_TO, sel), "no quiz question links its rule"
    link = page.locator(f"{OPEN} {sel}").first
    clause = str(link.get_attribute("href")).split("#", 1)[1]
    reader = new_tab(page, link)
    reader.wait_for_function("(id) => document.getElementById(id) !== null", arg=clause)
    shown = reader.evaluate("""(id) => { const r = document.getElementById(id).getBoundingClientRect();
      const bar = document.querySelector('.search').getBoundingClientRect();
      return r.top >= bar.bottom - 1 && r.top < innerHeight; }""", clause)
    assert shown, f"the rule {clause} is not in view in the reader (or under its search bar)"
    reader.close()
    assert student.blocked == []
