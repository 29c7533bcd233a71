"""The rulebook reader's page in Chromium (issue 28): the search box finds a clause by a Spanish, a Japanese and
an English word, exactly as the Python search does, and by clause id."""

from __future__ import annotations

import re

import pytest

from tutor.core.registry import load_game
from tutor.notebook.publish.reader import reader_html, rows, search
from tutor.text.catalog import cite

pytestmark = pytest.mark.browser


def words(rule_id: str) -> list[str]:
    spanish = max(re.findall(r"\w{6,}", cite(rule_id, "en").source), key=len)
    japanese = max(re.findall(r"[\u4e00-\u9fff\u30a0-\u30ff]{3,}", cite(rule_id, "ja").translation), key=len)[:4]
    english = max(re.findall(r"\w{6,}", cite(rule_id, "en").translation), key=len)
    return [spanish, japanese, english, rule_id]


@pytest.mark.parametrize(("game", "lang"), [("china", "en"), ("year_of_the_dragon", "ja")])
def test_the_search_box_finds_a_clause_by_a_word_in_any_language(browser, tmp_path, game, lang):
    g = load_game(game)
    rule = next(r for r in rows(g, lang) if r.kind == "rule" and r.source_lang == "es" and len(r.source) > 80)
    page_file = tmp_path / "reader.html"
    page_file.write_text(reader_html(g, lang, lambda f, n: ""), encoding="utf-8")
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    try:
        page.goto(page_file.as_uri())
        total = page.locator(".clause[data-clause]").count()
        assert total == len(rows(g, lang))
        for word in words(rule.id):
            page.fill("#q", word)
            visible = page.locator(".clause[data-clause]:not(.hidden)")
            page.wait_for_timeout(100)
            assert page.locator(f'[data-clause="{rule.id}"]').is_visible(), word
            shown = visible.evaluate_all("rows => rows.map(r => r.dataset.clause)")
            assert shown == search(g, word, lang), word
            assert 0 < len(shown) < total
        page.fill("#q", "")
        assert page.locator(".clause[data-clause]:not(.hidden)").count() == total
        if game == "china":
            page.fill("#q", words(rule.id)[0])
            page.screenshot(path=str(_shots() / "reader-search.png"))
    finally:
        page.close()


def _shots():
    from pathlib import Path

    shots = Path(__file__).resolve().parents[2] / "build" / "screenshots"
    shots.mkdir(parents=True, exist_ok=True)
    return shots
