"""The class site's index (issue 28): every deck, handout and reader is linked, and a reader's link to a lesson
step lands on that step's first slide."""

from __future__ import annotations

import re

from tutor.core.registry import games, load_game
from tutor.notebook.publish.site import L_SITE, index_html, lesson_link, top_html
from tutor.notebook.publish.slides import deck_html, deck_slides, decks
from tutor.text.language import language_name, languages
from tutor.text.ui import gettext


def test_the_index_links_every_deck_handout_and_reader():
    for lang in ("en", "ja"):
        page = index_html(lang, pdf=True)
        for rel, _g, _, deck_lang, _ in decks():
            if deck_lang == lang:
                assert f'href="../slides/{rel}"' in page
                stem = rel.removesuffix(".slides.html")
                assert f'href="../handouts/{stem}.pdf"' in page and f'href="../handouts/{stem}.html"' in page
        for g in games():
            assert f'href="../reader/{lang}/{g.spec.name}.html"' in page


def test_a_lesson_link_opens_the_first_slide_of_its_step():
    g = load_game("dragonheart")
    lid = list(g.lessons)[1]
    link = lesson_link("es", "dragonheart", f"02-{lid}", 3)
    assert link == f"../../slides/es/dragonheart/02-{lid}.slides.html#/step-3"
    html = deck_html("t", "es", deck_slides(g, lid, "es"), "../../lib")
    anchors = re.findall(r'<section id="(step-\d+)"', html)
    assert anchors == [f"step-{n}" for n in range(1, len(g.lessons[lid].steps) + 1)]


def test_the_first_page_speaks_every_language_and_links_each_index():
    page = top_html()
    titles = {lang: gettext(L_SITE, lang) for lang in languages()}
    assert len(set(titles.values())) == len(titles) >= 3  # each language's own title, not English everywhere
    for lang in languages():
        item = re.search(rf'<li lang="{lang}">(.*?)</li>', page)
        assert item, lang
        assert f'href="{lang}/index.html"' in item.group(1) and language_name(lang) in item.group(1)
        assert titles[lang] in item.group(1)


def test_each_language_index_is_in_its_language():
    for lang in languages():
        page = index_html(lang, pdf=True)
        assert f'<html lang="{lang}">' in page and gettext(L_SITE, lang) in page
        for other in languages():
            if other != lang:
                assert f'href="../{other}/index.html"' in page
