"""The slips a translation review found (issue 25 item 5), each guarded everywhere it could come back."""

from __future__ import annotations

import re

import pytest

from tests.text.test_glossary_terms import LOCALES, entries, glossary

ES_DOMAINS = sorted(p.stem for p in (LOCALES / "es" / "LC_MESSAGES").glob("*.po"))


@pytest.mark.parametrize("domain", ES_DOMAINS)
def test_es_the_person_track_is_feminine(domain):
    """«pista» is feminine: «la pista», «de la pista», never «el pista» or «del pista»."""
    assert glossary("year_of_the_dragon")["track.person"]["es"] == "Pista de persona"
    wrong = [es for _source, es in entries("es", domain) if re.search(r"\b(el|del|al|un) pista\b", es, re.I)]
    assert not wrong, wrong


@pytest.mark.parametrize("domain", ES_DOMAINS)
def test_es_at_most_is_de_un_maximo_de(domain):
    lines = [(en, es) for en, es in entries("es", domain) if "de como mucho" in es]
    assert not lines, lines


def test_es_the_cap_lines_say_de_un_maximo_de():
    capped = [es for en, es in entries("es", "tutor") if re.search(r"of at most %\(cap\)s", en)]
    assert len(capped) == 3
    assert all("de un máximo de %(cap)s" in es for es in capped), capped


@pytest.mark.parametrize("lang", ["es", "ja"])
def test_a_suffix_keeps_its_leading_space(lang):
    """A message that starts with a space is appended to a word ("5 (Emperor marker)"): its translation
    keeps the space (Japanese may start with a full-width bracket, which needs none)."""
    suffixes = [(en, tr) for en, tr in entries(lang, "tutor") if en.startswith(" ") and tr]
    assert any("Emperor marker" in en for en, _ in suffixes)
    allowed = (" ", "（") if lang == "ja" else (" ",)
    wrong = [(en, tr) for en, tr in suffixes if not tr.startswith(allowed)]
    assert not wrong, wrong


def test_es_the_person_display_is_the_glossarys_term():
    """«exhibición» is only the Fireworks Display action; the persons' display is the glossary's term."""
    terms = glossary("year_of_the_dragon")
    display = terms["item.person_display"]["es"].lower()
    fireworks = terms["action.fireworks"]["es"].lower()
    wrong = []
    for domain in ES_DOMAINS:
        for _en, es in entries("es", domain):
            rest = es.lower().replace(fireworks, "")
            if "exhibición" in rest:
                wrong.append((domain, es[:80]))
    assert not wrong, wrong
    about_display = [es for en, es in entries("es", "tutor") if en.startswith("The display is described")]
    assert about_display and all(display in es.lower() for es in about_display)


def test_ja_a_task_for_a_player_reads_as_that_player():
    """"Program the pink dragon for Anna" means playing as Anna: 「Annaとして」, not 「Annaの…ドラゴン」
    (Anna's own dragon, which her hand never holds)."""
    tasks = [(en, ja) for en, ja in entries("ja", "tutor") if re.search(r"dragon for Anna\.$", en)]
    assert len(tasks) >= 3
    wrong = [(en, ja) for en, ja in tasks if "Annaとして" not in ja or re.search(r"Annaの[^。]*ドラゴン", ja)]
    assert not wrong, wrong
