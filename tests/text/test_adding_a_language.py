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

REAL = languages()  # the project's own, before a test adds one

# French as Babel writes it (`pybabel init -l fr`): three forms, 0 and 1 singular, a million and its multiples the
# "many" form — a rule no code here hard-codes
FRENCH = r'''msgid ""
msgstr ""
"Language: fr\n"
"MIME-Version: 1.0\n"
"Content-Type: text/plain; charset=utf-8\n"
"Content-Transfer-Encoding: 8bit\n"
"Plural-Forms: nplurals=3; plural=(n == 0 || n == 1) ? 0 : n != 0 && n % 1000000 == 0 ? 1 : 2;\n"

msgid "You must release %(count)s person."
msgid_plural "You must release %(count)s persons."
msgstr[0] "Tu dois libérer %(count)s personne."
msgstr[1] "Tu dois libérer %(count)s de personnes."
msgstr[2] "Tu dois libérer %(count)s personnes."

msgid "Other languages:"
msgstr "Autres langues :"
'''


@pytest.fixture
def french(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The one place: a ``fr`` catalog folder beside the real ones, in a temporary locales folder that links
    every real entry but a real ``fr`` (so the fixture never writes into the project's catalogs)."""
    root = tmp_path / "locales"
    root.mkdir()
    for entry in catalog.LOCALES.iterdir():
        if entry.name != "fr":
            (root / entry.name).symlink_to(entry)
    (root / "fr" / "LC_MESSAGES").mkdir(parents=True)
    (root / "fr" / "LC_MESSAGES" / "tutor.po").write_text(FRENCH, encoding="utf-8")
    real = catalog.LOCALES
    monkeypatch.setattr(catalog, "LOCALES", root)
    before = language()
    yield "fr"
    set_language(before)
    assert not (real / "fr").exists() or not (real / "fr").is_symlink(), "the real catalogs are untouched"


def test_the_languages_are_the_catalog_folders(french):
    assert languages() == tuple(sorted({*REAL, french}))
    set_language(french)
    assert language() == "fr"


def test_names_come_from_babel(french):
    assert language_name(french) == "Français" and language_name(french, "ja") == "フランス語"
    assert language_name("ja", french) == "Japonais"
    assert [language_name(x) for x in languages()][languages().index(french)] == "Français"


def test_plurals_follow_the_catalogs_own_rule(french):
    assert [plural_index(french, n) for n in (0, 1, 2, 1_000_000)] == [0, 0, 2, 1]
    assert [plural_index("en", n) for n in (0, 1, 2)] == [1, 0, 1]
    assert [plural_index("ja", n) for n in (0, 1, 2)] == [0, 0, 0]
    one, many = "You must release %(count)s person.", "You must release %(count)s persons."
    assert ngettext(one, many, 0, french, count=0) == "Tu dois libérer 0 personne."
    assert ngettext(one, many, 3, french, count=3) == "Tu dois libérer 3 personnes."
    assert ngettext(one, many, 2_000_000, french, count=2_000_000) == "Tu dois libérer 2000000 de personnes."
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


@pytest.mark.parametrize("game", [g.spec.name for g in games()])
def test_every_publication_renders_in_the_new_language(french, game):
    """The slides, a handout page, the reader and the site's index of a game, in a language with no translation
    yet: English shows where a catalog lacks a text (the game's name too), and nothing fails."""
    from tutor.notebook.publish.handouts import handout_html
    from tutor.notebook.publish.reader import reader_html
    from tutor.notebook.publish.site import index_html
    from tutor.notebook.publish.slides import deck_html, deck_slides

    g = load_game(game)
    assert g.spec.names[french] == g.spec.names["en"]
    lesson = next(iter(g.lessons))
    assert "<section" in deck_html(g.spec.names[french], french, deck_slides(g, lesson, french), "lib")
    assert g.spec.names[french] in handout_html(g, lesson, french)
    assert g.spec.names[french] in reader_html(g, french, lambda stem, step: f"{stem}#{step}")
    assert g.spec.names[french] in index_html(french, pdf=False)


def test_the_notebooks_generate_in_the_new_language(french, tmp_path):
    """The index and each game's first lesson, written by the generator with their outputs."""
    from tutor.notebook.publish.generate import generate

    first = [f"fr/{g.spec.name}/01-" for g in games()]
    written = generate(tmp_path, only=["fr/index", *first])
    assert "fr/index.ipynb" in written and all(any(w.startswith(f) for w in written) for f in first)
    assert "Autres langues" in (tmp_path / "fr" / "index.ipynb").read_text(encoding="utf-8")


def test_status_lists_what_the_new_language_shows_in_english(french, monkeypatch, capsys):
    """Every message of the template the new catalog lacks (a game's name among them) is counted untranslated."""
    from babel.messages.pofile import read_po

    from tutor.text import maintain

    monkeypatch.setattr(maintain, "LOCALES", catalog.LOCALES)
    maintain.status(catalog.UI_DOMAIN)
    line = next(x for x in capsys.readouterr().out.splitlines() if x.startswith(f"{french}:"))
    with (catalog.LOCALES / f"{catalog.UI_DOMAIN}.pot").open("rb") as f:
        template = {m.id if isinstance(m.id, str) else m.id[0] for m in read_po(f) if m.id}
    held = {"Other languages:", "You must release %(count)s person."} & template
    assert int(line.split()[1]) == len(template - held), line
    assert "China" in template - held
