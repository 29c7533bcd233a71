"""Every China rulebook quote stays inside its box (issue 36), measured in Chromium: the lessons' markdown quote
(the saved notebook's text, rendered as nbconvert renders markdown) and the saved display's cited box (the
lesson's and the quiz's HTML, at the side panel's narrowest width), in en, es and ja.

Three China clauses are quoted in several paragraphs (rulebook examples 1, 4 and 6). A markdown quote ended at
the first blank line of such a text, so its later paragraphs, Spanish and Japanese, stood below the box as body
text; in the saved display the paragraphs ran together. Each paragraph must lie inside the box, kept apart, and
nothing may stick out on the right (a long word, a URL or Japanese without spaces)."""

from __future__ import annotations

from html import escape

import mistune
import pytest

from tutor.notebook.publish.generate import quote_md
from tutor.notebook.saved.panel import STYLE, citation_html
from tutor.text.catalog import all_clauses, cite
from tutor.text.language import languages

pytestmark = pytest.mark.browser
PANEL_PX = 280  # the side panel's narrowest width (panel.py: .tutor-side min-width)

MEASURE = r"""() => [...document.querySelectorAll('section')].map(sec => {
  const box = sec.querySelector(sec.dataset.box);
  const b = box.getBoundingClientRect();
  const out = [...sec.querySelectorAll('p, div')].filter(e => !box.contains(e) && e.textContent.trim()
                                                             && !e.contains(box));
  const wide = [...box.querySelectorAll('*')].filter(e => e.getBoundingClientRect().right > b.right + 1);
  const text = box.innerText;
  return {id: sec.dataset.id, kind: sec.dataset.kind, lang: sec.dataset.lang,
          outside: out.map(e => e.textContent.slice(0, 60)),
          wide: wide.map(e => e.tagName + ' ' + e.textContent.slice(0, 40)),
          scroll: box.scrollWidth > box.clientWidth + 1,
          paragraphs: JSON.parse(sec.dataset.paragraphs).filter(p => {
            const i = text.indexOf(p);
            return i < 1 || text[i - 1] !== '\n';  // missing from the box, or run into the paragraph before
          })};
})"""


def _paragraph_heads(text: str) -> list[str]:
    """The first words of each paragraph of a quote after its first (what must still be inside the box, apart)."""
    return [p.strip()[:25] for p in text.split("\n\n")[1:] if p.strip()]


def _page() -> str:
    sections = []
    for cid in sorted(c for c in all_clauses() if c.startswith("china.")):
        for lang in languages():
            c = cite(cid, lang)
            heads = escape(repr(_paragraph_heads(c.source) + _paragraph_heads(c.translation)).replace("'", '"'))
            md_html = mistune.html(quote_md(c))
            sections.append(f'<section data-id="{cid}" data-kind="markdown" data-lang="{lang}" data-box="blockquote" '
                            f'data-paragraphs="{heads}" style="width:700px">{md_html}</section>')
            sections.append(f'<section data-id="{cid}" data-kind="saved" data-lang="{lang}" data-box=".tutor-cite" '
                            f'data-paragraphs="{heads}" class="tutor-panel" style="width:{PANEL_PX}px">'
                            f"{citation_html(c)}</section>")
    return f"<!doctype html><meta charset='utf-8'>{STYLE}<body>{''.join(sections)}</body>"


def test_every_china_quote_stays_in_its_box(browser, tmp_path) -> None:
    page_file = tmp_path / "quotes.html"
    page_file.write_text(_page(), encoding="utf-8")
    page = browser.new_page(viewport={"width": 1000, "height": 800})
    try:
        page.goto(page_file.as_uri())
        found = page.evaluate(MEASURE)
    finally:
        page.close()
    assert len(found) > 100, "the page holds too few quotes"
    spilled = [f for f in found if f["outside"] or f["wide"] or f["scroll"] or f["paragraphs"]]
    assert not spilled, f"{len(spilled)} quotes spill out of their box: {spilled[:6]}"
