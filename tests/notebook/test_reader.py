"""The rulebook reader (issue 28): every clause of every rulebook once, in the order of its clause file, beside
its translation; search by a word in Spanish, Japanese or English, or by clause id; the links (lessons, quiz,
a verdict the engine computed, the reason a rule is not checked); the saved notebook."""

from __future__ import annotations

import re
from html import escape
from typing import Any

import pytest

from tests.game_packages import clause_file
from tutor.core.registry import games, load_game
from tutor.notebook.publish.citing import citing_verdicts
from tutor.notebook.publish.generate import build as build_notebook
from tutor.notebook.publish.reader import fold, reader_html, rows, search, unenforced
from tutor.text.catalog import cite, languages
from tutor.text.clauses import load_clause_file

CASES = [(g.spec.name, lang) for g in games() for lang in languages()]


def file_order(game: str) -> list[str]:
    """The clause ids of the game's rulebooks, read straight from their clause files."""
    out = []
    for domain in load_game(game).spec.domains:
        out += [c.id for c in load_clause_file(clause_file(domain)).clauses]
    return out


def row_blocks(page: str) -> list[tuple[str, str]]:
    """(clause id, the row's HTML) for every clause row of a reader page, in page order."""
    return re.findall(r'<div class="clause[^"]*" id="[^"]+" data-clause="([^"]+)"[^>]*>(.*?)<div class="meta">',
                      page, re.S)


@pytest.mark.parametrize(("game", "lang"), CASES)
def test_every_clause_appears_once_in_order_beside_its_translation(game, lang):
    g = load_game(game)
    page = reader_html(g, lang, lambda f, n: f"{f}.html#/step-{n}")
    blocks = row_blocks(page)
    ids = [cid for cid, _ in blocks]
    assert ids == file_order(game)
    assert len(set(ids)) == len(ids)
    for cid, html in blocks:
        c = cite(cid, lang)
        assert f'lang="{c.source_lang}">{escape(c.source)}</div>' in html, cid
        if lang != c.source_lang and c.translation != c.source:
            assert '<div class="tr' in html and f'lang="{lang}">{escape(c.translation)}</div>' in html, cid


def _word(text: str, cjk: bool = False) -> str:
    if cjk:
        runs = re.findall(r"[\u4e00-\u9fff\u30a0-\u30ff]{3,}", text)
        return max(runs, key=len)[:4]
    return max(re.findall(r"\w{6,}", text), key=len)


def _searched_rule(g: Any) -> Any:
    """A long Spanish rule; a small game (docs/adding-a-game.md) may give its longest rule in any language."""
    rules = [r for r in rows(g, "en") if r.kind == "rule"]
    if g.spec.small:
        return max(rules, key=lambda r: len(r.source))
    return next(r for r in rules if r.source_lang == "es" and len(r.source) > 80)


@pytest.mark.parametrize("game", [g.spec.name for g in games()])
def test_a_spanish_a_japanese_and_an_english_word_each_find_their_clause(game):
    g = load_game(game)
    rule = _searched_rule(g)
    for word in (_word(rule.source), _word(cite(rule.id, "ja").translation, cjk=True),
                 _word(cite(rule.id, "en").translation)):
        found = search(g, word, "es")
        assert rule.id in found, word
        for cid in found:  # nothing found that does not hold the word
            texts = [cite(cid, x).translation for x in languages()] + [cite(cid, "en").source, cid]
            assert any(fold(word) in fold(t) for t in texts), (word, cid)
    assert search(g, rule.id, "ja")[0] == rule.id
    assert search(g, "zzqxv-nothing", "en") == []


def test_the_links_lessons_quiz_a_computed_verdict_and_unchecked_rules():
    g = load_game("china")
    by_id = {r.id: r for r in rows(g, "en")}
    lesson_id, lesson = next(iter(g.lessons.items()))
    taught = lesson.steps[0].clauses[0]
    assert ("01-" + lesson_id, 1) in [(f, n) for _, f, n in by_id[taught].taught]
    skip = unenforced("china")
    assert skip and all(by_id[c].unchecked for c in skip)
    found = citing_verdicts("china")
    cited = [c for c in by_id if c in found and found[c].event is None]
    assert len(cited) >= 20
    for cid in cited:  # the verdict shown is the engine's, and it cites the clause
        assert cid in found[cid].verdict.clauses
        said = g.describe_move(None, g.parse_move(found[cid].move), "en", found[cid].names)  # in words, not typed
        assert said in by_id[cid].said and found[cid].move not in by_id[cid].said
        assert not re.search(r"\bp[0-9]+:", by_id[cid].said)
    assert any(r.quizzed for r in by_id.values())
    page = reader_html(g, "en", lambda f, n: f"{f}.html#/step-{n}")
    assert f'href="01-{lesson_id}.html#/step-1"' in page
    assert 'id="q" type="search"' in page


@pytest.mark.parametrize("game", [g.spec.name for g in games()])
def test_every_unchecked_reason_is_shown_in_the_readers_language(game):
    """Each reason of the game's ``unenforced.yaml`` is a catalog message: es and ja read their own translation
    (not the English), and no page says a reason is in English."""
    skip = unenforced(game)
    if not skip and load_game(game).spec.small:
        pytest.skip(f"{game}: a small game whose engine checks every rule has no reason to show (docs/adding-a-game.md)")
    assert skip
    g = load_game(game)
    shown = {lang: {r.id: r.unchecked for r in rows(g, lang)} for lang in languages()}
    for cid, reason in skip.items():
        assert shown["en"][cid] == reason
        for lang in ("es", "ja"):
            assert shown[lang][cid] and shown[lang][cid] != reason, (game, lang, cid)
    assert all(re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", shown["ja"][c]) for c in skip)
    for lang in languages():
        page = reader_html(g, lang, lambda f, n: "")
        assert "(in English)" not in page and '<span lang="en">' not in page
        assert all(escape(shown[lang][c]) in page for c in skip)


def test_the_saved_rulebook_notebook_reads_without_a_kernel():
    nb = build_notebook("ja/river_dragons/rulebook.ipynb", lambda book: _write(book))
    text = "".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown")
    ids = re.findall(r'<tr id="([^"]+)">', text)
    assert ids == file_order("river_dragons")
    for cid in ids[:40]:
        assert escape(cite(cid, "ja").translation) in text or cite(cid, "ja").translation == cite(cid, "ja").source
    codes = [c for c in nb["cells"] if c["cell_type"] == "code"]
    assert any("search_box" in "".join(c["source"]) for c in codes)
    assert all("\n\n" not in c["source"] for c in nb["cells"] if c["source"].startswith("<table>"))


def _write(book):
    from tutor.notebook.publish.generate import lesson_entries

    entry = next(e for e in lesson_entries(load_game("river_dragons")) if e.file == "rulebook.ipynb")
    entry.write(book)


def test_the_live_search_box_shows_what_the_search_finds():
    from tutor.notebook.publish.reader import search_box

    g = load_game("dragonheart")
    rule = next(r for r in rows(g, "ja") if r.kind == "rule" and len(r.source) > 80)
    box = search_box("dragonheart", "ja")
    text, shown = box.children
    word = _word(cite(rule.id, "ja").translation, cjk=True)
    text.value = word
    assert f'data-clause="{rule.id}"' in shown.value
    assert shown.value.count("data-clause=") == min(30, len(search(g, word, "ja")))
    text.value = "zzqxv"
    assert "zzqxv" in shown.value and "data-clause=" not in shown.value
