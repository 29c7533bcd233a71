"""Catalog maintenance for contributors: ``python -m tutor.text.maintain COMMAND DOMAIN ...``.

    check DOMAIN                 validate a clause file; print coverage and the uncovered text
    compile DOMAIN               write .mo files for every language (make catalogs calls this)
    fill DOMAIN LANG FILE.yaml   set msgstr from a YAML mapping {clause id: translation}
                                 (for the UI domain `tutor`: {English msgid: translation})
    status DOMAIN                count missing translations per language
"""

from __future__ import annotations

import sys
from pathlib import Path

import yaml
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from tutor import resources
from tutor.core.errors import InputError
from tutor.text.catalog import RULEBOOKS, languages
from tutor.text.clauses import load_clause_file, uncovered

LOCALES = resources.locales()


def po_path(domain: str, lang: str) -> Path:
    return LOCALES / lang / "LC_MESSAGES" / f"{domain}.po"


def read_catalog(path: Path, lang: str | None = None) -> Catalog:
    with path.open("rb") as f:
        return read_po(f, locale=lang)


def write_catalog(path: Path, catalog: Catalog) -> None:
    with path.open("wb") as f:
        write_po(f, catalog, width=0)


def check(domain: str) -> int:
    cf = load_clause_file(LOCALES / "clauses" / f"{domain}.yaml")
    gaps = uncovered(cf, LOCALES / "sources")
    for gap in gaps:
        print(f"uncovered: {gap[:200]!r}")
    print(f"{domain}: {len(cf.clauses)} clauses, coverage {cf.coverage:.1%}")
    return 0


def compile_mo(domain: str) -> int:
    for lang in languages():
        po = po_path(domain, lang)
        if not po.exists():
            continue
        catalog = read_catalog(po, lang)
        catalog.fuzzy = False
        with po.with_suffix(".mo").open("wb") as f:
            write_mo(f, catalog)
    return 0


def fill(domain: str, lang: str, mapping_file: str) -> int:
    mapping = yaml.safe_load(Path(mapping_file).read_text(encoding="utf-8")) or {}
    po = po_path(domain, lang)
    catalog = read_catalog(po, lang)
    if domain == "tutor":  # the UI domain is keyed by the English msgid (singular)
        known = {(m.id if isinstance(m.id, str) else m.id[0]): m for m in catalog if m.id}
    else:
        known = {str(m.context): m for m in catalog if m.id}
    unknown = sorted(set(mapping) - set(known))
    for cid in unknown:
        print(f"not in {po.name}: {cid}", file=sys.stderr)
    for cid, text in mapping.items():
        if cid in known:
            m = known[cid]
            if isinstance(m.id, (list, tuple)):  # plural: a list of forms (ja has one)
                forms = text if isinstance(text, list) else [text]
                m.string = tuple(str(f) for f in forms)
            else:
                m.string = str(text).strip()
            m.flags.discard("fuzzy")
    catalog.fuzzy = False
    write_catalog(po, catalog)
    print(f"{po}: {len(mapping) - len(unknown)} translations set")
    return 1 if unknown else 0


def status(domain: str) -> int:
    """Per language, the messages that show in English (or the source wording) for want of a translation: empty
    or fuzzy ones, and those of the template the catalog does not hold yet (run `make catalogs`)."""
    missing = 0
    pot = LOCALES / f"{domain}.pot"
    template = [m for m in read_catalog(pot) if m.id] if pot.exists() else []
    source = RULEBOOKS.get(domain, "en")  # its messages are written in it: nothing to translate
    for lang in languages():
        po = po_path(domain, lang)
        if lang == source:
            continue
        if not po.exists():
            print(f"{lang}: no catalog")
            continue
        held = read_catalog(po, lang)
        todo = [m.context or m.id for m in held if m.id and (m.fuzzy or not all(
            [m.string] if isinstance(m.string, str) else m.string or [""]))]  # every plural form counts
        todo += [m.context or m.id for m in template if held.get(m.id, m.context) is None]
        print(f"{lang}: {len(todo)} untranslated" + (f" (first: {', '.join(map(str, todo[:5]))})" if todo else ""))
        missing += len(todo)
    return 0


def main(argv: list[str]) -> int:
    commands = {"check": check, "compile": compile_mo, "fill": fill, "status": status}
    if not argv or argv[0] not in commands:
        print(__doc__)
        return 2
    try:
        result: int = commands[argv[0]](*argv[1:])  # type: ignore[operator]
        return result
    except InputError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
