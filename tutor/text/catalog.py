"""The rule catalogs at run time: clauses, their wording in every language, and citations.

Catalogs are read from the ``.po`` files (an in-memory compile), so they can never be stale.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from babel.messages.pofile import read_po

from tutor import resources
from tutor.text.clauses import Clause, load_clause_file, load_links, with_links

LOCALES = resources.locales()
UI_DOMAIN = "tutor"


def languages() -> tuple[str, ...]:
    """The languages the tutor speaks, sorted: one entry each, the folder ``locales/<code>/LC_MESSAGES/``
    holding its ``tutor.po`` (docs/adding-a-language.md); everything else about a language comes from Babel
    (``tutor.text.language``)."""
    return _languages_in(LOCALES)


@cache
def _languages_in(locales: Path) -> tuple[str, ...]:
    return tuple(sorted(p.name for p in locales.iterdir() if (p / "LC_MESSAGES" / f"{UI_DOMAIN}.po").is_file()))


RULEBOOKS = {  # domain: source language
    "year_of_the_dragon": "es",
    "year_of_the_dragon_bga": "ja",
    "dragonheart": "es",
    "china": "es",
    "river_dragons": "es",
}


class UnknownClauseError(KeyError):
    """A clause id that no catalog holds (a bug in the code that cites it)."""


@cache
def po_messages(domain: str, lang: str) -> dict[tuple[str | None, str], Any]:
    """``{(msgctxt, msgid): msgstr}`` of one catalog; empty and fuzzy translations left out."""
    path = LOCALES / lang / "LC_MESSAGES" / f"{domain}.po"
    if not path.exists():
        return {}
    with path.open("rb") as f:
        catalog = read_po(f, locale=lang)
    out: dict[tuple[str | None, str], Any] = {}
    for m in catalog:
        if not m.id or m.fuzzy:
            continue
        key = m.id if isinstance(m.id, str) else m.id[0]
        strings = m.string if isinstance(m.string, (list, tuple)) else [m.string]
        if all(strings):
            out[(m.context, key)] = m.string
    return out


@cache
def all_clauses() -> dict[str, Clause]:
    """Every clause of every rulebook, by id, with cross-references filled in."""
    links = load_links(LOCALES / "clauses" / "links.yaml")
    out: dict[str, Clause] = {}
    for domain in RULEBOOKS:
        path = LOCALES / "clauses" / f"{domain}.yaml"
        if path.exists():
            for clause in with_links(load_clause_file(path).clauses, links):
                out[clause.id] = clause
    return out


def clause(clause_id: str) -> Clause:
    try:
        return all_clauses()[clause_id]
    except KeyError:
        raise UnknownClauseError(clause_id) from None


def wording(c: Clause, lang: str) -> tuple[str, bool]:
    """The clause in ``lang`` and whether it is a real translation (False: the source, shown as is)."""
    if lang == c.lang:
        corrected = po_messages(c.domain, lang).get((c.id, c.text))
        return (str(corrected), True) if corrected else (c.text, True)
    text = po_messages(c.domain, lang).get((c.id, c.text))
    return (str(text), True) if text else (c.text, False)


@dataclass(frozen=True)
class Citation:
    """A clause as the tutor shows it: the source wording beside its translation, and where it stands."""

    id: str
    kind: str
    domain: str
    lang: str  # the language of the translation
    source_lang: str
    source: str  # verbatim wording
    translation: str  # equals ``source`` (and translated is False) where no translation exists
    translated: bool
    section: tuple[str, ...]  # section headings, in ``lang``
    section_source: tuple[str, ...]  # section headings, verbatim
    see: tuple[str, ...]  # ids of clauses in the other text that state the same rule
    differs: str  # how the other text differs (English note), if it does

    def to_json(self) -> dict[str, Any]:
        return {k: (list(v) if isinstance(v, tuple) else v) for k, v in self.__dict__.items()}


def cite(clause_id: str, lang: str = "en") -> Citation:
    """The citation of a clause in ``lang``; ``UnknownClauseError`` if no catalog holds the id."""
    c = clause(clause_id)
    translation, translated = wording(c, lang)
    section = tuple(wording(clause(h), lang)[0] for h in c.section)
    return Citation(
        id=c.id, kind=c.kind, domain=c.domain, lang=lang, source_lang=c.lang, source=c.text,
        translation=translation, translated=translated, section=section,
        section_source=tuple(clause(h).text for h in c.section), see=c.see, differs=c.differs,
    )
