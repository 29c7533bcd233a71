"""Terms in the translations: one rendering per glossary term, counters that agree between the rulebook
catalogs and the UI, and no qualifier a translation adds that its source does not say (issue 15)."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest
import yaml
from babel.messages.pofile import read_po

LOCALES = Path(__file__).resolve().parents[2] / "locales"


def entries(lang: str, domain: str) -> list[tuple[str, str]]:
    """(source, translation) of every entry of a catalog, plural forms joined."""
    with (LOCALES / lang / "LC_MESSAGES" / f"{domain}.po").open("rb") as f:
        catalog = read_po(f)
    out = []
    for m in catalog:
        if not m.id:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strs = m.string if isinstance(m.string, tuple) else (m.string,)
        out.append((" ".join(ids), " ".join(s for s in strs if s)))
    return out


def glossary(game: str) -> dict[str, dict[str, str]]:
    text = (LOCALES / "glossary" / f"{game}.yaml").read_text(encoding="utf-8")
    terms: dict[str, dict[str, str]] = yaml.safe_load(text)["terms"]
    return terms


def plain(text: str) -> str:
    """Lower case without accents (libérala -> liberala)."""
    return "".join(c for c in unicodedata.normalize("NFD", text.lower()) if not unicodedata.combining(c))


DOMAINS = sorted(p.stem for p in (LOCALES / "ja" / "LC_MESSAGES").glob("*.po"))


# -- Spanish: "release"/"dismiss" a person is *liberar*, as in the glossary; the newcomer is masculine ----
def test_es_release_and_dismiss_are_liberar_as_in_the_glossary():
    term = glossary("year_of_the_dragon")["action.release"]["es"].lower()
    assert term == "liberar"
    stem = term[:-2]  # liber-: libera, liberas, liberado, liberar ...
    wrong = [(en, es) for en, es in entries("es", "tutor")
             if re.search(r"\b(releas|dismiss)", en, re.I) and (stem not in plain(es) or re.search(r"desp[ie]d", es, re.I))]
    assert not wrong, wrong


def test_es_the_newcomer_is_always_el_recien_llegado():
    lines = [(en, es) for en, es in entries("es", "tutor") if "newcomer" in en]
    assert len(lines) >= 4
    wrong = [(en, es) for en, es in lines if "recién llegado" not in es or "recién llegada" in es]
    assert not wrong, wrong


# -- Japanese: houses are counted with 軒 and emissaries with 人, in the rulebook catalog and in the UI ---
NUMBER = r"(?:\d+|%\(\w+\)s|何)"
COUNTERS = {"家": "軒", "使節": "人"}


@pytest.mark.parametrize("domain", ["china", "tutor"])
def test_ja_houses_and_emissaries_have_one_counter(domain):
    wrong = []
    used = set()
    for _source, ja in entries("ja", domain):
        for noun, counter in COUNTERS.items():
            pattern = rf"{noun}[をがはも]?(?:最大|途切れずに)?\s?{NUMBER}(.)"
            for m in re.finditer(pattern, ja):
                if m.group(1) == counter:
                    used.add(noun)
                elif m.group(1) == "個":
                    wrong.append(ja[max(0, m.start() - 10):m.end() + 5])
        for m in re.finditer(r"使節が\d+人（([^）]*)）", ja):  # per-colour counts of emissaries
            if "個" in m.group(1):
                wrong.append(m.group(0))
    assert not wrong, wrong
    assert used == set(COUNTERS)


# -- Japanese: a translation adds no qualifier that its source lacks ----------------------------------
# Each added word, with the source words that would justify it (Spanish rulebooks, English UI).
QUALIFIERS = {
    "寸法": r"dimension|measure|\bsize|medida|tamaño|寸法",  # the board's dimensions
    "目で見": r"\beye|\bojo|a simple vista|目で",  # judging a distance by eye
}


@pytest.mark.parametrize("domain", DOMAINS)
def test_ja_adds_no_qualifier_its_source_lacks(domain):
    wrong = [(word, source[:80]) for source, ja in entries("ja", domain) for word, why in QUALIFIERS.items()
             if word in ja and not re.search(why, source, re.I)]
    assert not wrong, wrong
