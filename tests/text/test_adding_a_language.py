"""A language is one entry (issue 24 item 3, docs/adding-a-language.md): a fourth language added by its catalog
folder alone — nothing else is touched — is listed, named, pluralised by its own Plural-Forms rule, joins lists
its own way, and every display renders in it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tutor.core.registry import games, load_game
from tutor.text import catalog
from tutor.text.explain import render_params
from tutor.text.language import format_items, language, language_name, languages, plural_index, set_language
from tutor.text.ui import ngettext

# French: two forms like English, but 0 takes the singular (plural=(n > 1)) — a rule no code here hard-codes
FRENCH = r'''msgid ""
msgstr ""
"Language: fr\n"
"MIME-Version: 1.0\n"
"Content-Type: text/plain; charset=utf-8\n"
"Content-Transfer-Encoding: 8bit\n"
"Plural-Forms: nplurals=2; plural=(n > 1);\n"

msgid "You must release %(count)s person."
msgid_plural "You must release %(count)s persons."
msgstr[0] "Tu dois libérer %(count)s personne."
msgstr[1] "Tu dois libérer %(count)s personnes."

msgid "Other languages:"
msgstr "Autres langues :"
'''


@pytest.fixture
def french(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The one place: a ``fr`` catalog folder beside the real ones (linked into a temporary locales folder)."""
    root = tmp_path / "locales"
    root.mkdir()
    for entry in catalog.LOCALES.iterdir():
        (root / entry.name).symlink_to(entry)
    (root / "fr" / "LC_MESSAGES").mkdir(parents=True)
    (root / "fr" / "LC_MESSAGES" / "tutor.po").write_text(FRENCH, encoding="utf-8")
    monkeypatch.setattr(catalog, "LOCALES", root)
    before = language()
    yield "fr"
    set_language(before)


def test_the_languages_are_the_catalog_folders(french):
    assert languages() == ("en", "es", french, "ja")
    set_language(french)
    assert language() == "fr"


def test_names_come_from_babel(french):
    assert [language_name(x) for x in languages()] == ["English", "Español", "Français", "日本語"]
    assert language_name(french, "ja") == "フランス語" and language_name("ja", french) == "Japonais"


def test_plurals_follow_the_catalogs_own_rule(french):
    assert [plural_index(french, n) for n in (0, 1, 2)] == [0, 0, 1]
    assert [plural_index("en", n) for n in (0, 1, 2)] == [1, 0, 1]
    assert [plural_index("ja", n) for n in (0, 1, 2)] == [0, 0, 0]
    one, many = "You must release %(count)s person.", "You must release %(count)s persons."
    assert ngettext(one, many, 0, french, count=0) == "Tu dois libérer 0 personne."
    assert ngettext(one, many, 3, french, count=3) == "Tu dois libérer 3 personnes."
    assert ngettext(one, many, 0, "en", count=0) == "You must release 0 persons."


def test_lists_are_separated_the_languages_way(french):
    assert format_items(["1", "2", "3"], french) == "1, 2, 3"
    assert format_items(["1", "2", "3"], "es") == "1, 2, 3"
    assert format_items(["1", "2", "3"], "ja") == "1、2、3"
    assert format_items([], "ja") == "" and format_items(["1"], "ja") == "1"
    game = load_game("china")
    assert render_params(game, {"spaces": (4, 5)}, french) == {"spaces": "4, 5"}
    assert render_params(game, {"spaces": (4, 5)}, "ja") == {"spaces": "4、5"}


@pytest.mark.parametrize("game", [g.spec.name for g in games()])
def test_every_display_renders_in_the_new_language(french, game):
    """The board, a checked move's cited verdict, the companion's language switch and the cli's choices."""
    import tutor
    from tutor.cli import parser
    from tutor.notebook import Companion

    set_language(french)
    m = tutor.match(game)
    assert "<svg" in m._repr_html_()
    verdict = m.check(m.legal_moves()[0])._repr_html_()
    assert "tutor-verdict" in verdict
    companion = Companion(game, lang=french, progress=False)
    assert ("Français", "fr") in list(companion.lang_toggle.options)
    assert parser().parse_args(["rules", game, "--lang", french]).lang == french
