"""The rule-text contract: verbatim sources, clause files, fresh templates, complete translations."""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages import checkers
from babel.messages.pofile import read_po

from tutor.text.catalog import LOCALES, RULEBOOKS, UI_DOMAIN, all_clauses, cite, languages
from tutor.text.clauses import CLAUSE_ID, KINDS, MIN_COVERAGE, fold, load_clause_file, load_links
from tutor.text.extract import clause_messages

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared"
DOMAINS = [d for d in RULEBOOKS if (LOCALES / "clauses" / f"{d}.yaml").exists()]


def read(path: Path):
    with path.open("rb") as f:
        return read_po(f)


SUMS = LOCALES / "sources" / "SHA256SUMS"


def _recorded() -> dict[str, str]:
    """locales/sources/SHA256SUMS (``sha256sum`` output): the rulebook each source file was copied from."""
    pairs = (line.split() for line in SUMS.read_text(encoding="utf-8").splitlines() if line.strip())
    return {name: digest for digest, name in pairs}


@pytest.mark.parametrize("domain", list(RULEBOOKS))
def test_sources_are_the_rulebooks_byte_for_byte(domain):
    """The project holds what its tests need of the rulebooks: each source file's digest is the rulebook's, as
    recorded when it was copied in (no folder beside the checkout needed)."""
    name = f"{domain}.{RULEBOOKS[domain]}.txt"
    recorded = _recorded()
    assert name in recorded, f"{SUMS}: no digest for {name} (run `sha256sum *.txt > SHA256SUMS` in locales/sources)"
    assert hashlib.sha256((LOCALES / "sources" / name).read_bytes()).hexdigest() == recorded[name], (
        f"locales/sources/{name} differs from the rulebook it was copied from")


def test_every_source_file_has_a_recorded_digest():
    assert sorted(recorded := _recorded()) == sorted(p.name for p in (LOCALES / "sources").glob("*.txt")), recorded


@pytest.mark.skipif(not (SHARED / "rulebooks").is_dir(), reason="../shared/rulebooks is not beside the checkout "
                    "(an optional extra check: the recorded digests are checked above)")
@pytest.mark.parametrize("domain", list(RULEBOOKS))
def test_the_recorded_digests_are_the_rulebooks_beside_the_checkout(domain):
    book = {"year_of_the_dragon_bga": "year_of_the_dragon.bga.ja.txt"}.get(domain, f"{domain}.{RULEBOOKS[domain]}.txt")
    digest = hashlib.sha256((SHARED / "rulebooks" / book).read_bytes()).hexdigest()
    assert _recorded()[f"{domain}.{RULEBOOKS[domain]}.txt"] == digest


def test_every_rulebook_has_a_clause_file():
    assert list(RULEBOOKS) == DOMAINS


@pytest.mark.parametrize("domain", DOMAINS)
def test_clause_file_is_verbatim_ordered_and_covers_the_source(domain):
    cf = load_clause_file(LOCALES / "clauses" / f"{domain}.yaml")  # raises on any non-verbatim span
    assert cf.lang == RULEBOOKS[domain]
    assert cf.coverage >= MIN_COVERAGE, f"{domain} covers {cf.coverage:.1%}"
    assert all(c.kind in KINDS and CLAUSE_ID.match(c.id) for c in cf.clauses)
    assert any(c.kind == "rule" for c in cf.clauses) and any(c.kind == "heading" for c in cf.clauses)


def test_clause_ids_are_unique_across_domains():
    seen: dict[str, str] = {}
    for domain in DOMAINS:
        for c in load_clause_file(LOCALES / "clauses" / f"{domain}.yaml").clauses:
            assert c.id not in seen, f"{c.id} in {domain} and {seen[c.id]}"
            seen[c.id] = domain


def test_links_join_existing_clauses_of_different_texts():
    clauses = all_clauses()
    links = load_links(LOCALES / "clauses" / "links.yaml")
    for link in links:
        for cid in link.clauses:
            assert cid in clauses, f"links.yaml:{link.line}: unknown clause {cid}"
        assert len({clauses[c].domain for c in link.clauses}) > 1, f"links.yaml:{link.line} links one text to itself"


@pytest.mark.parametrize("domain", DOMAINS)
def test_template_is_fresh_from_the_clause_file(domain):
    """No hand-edited .pot: what the extractor yields now is exactly what the template holds."""
    cf = load_clause_file(LOCALES / "clauses" / f"{domain}.yaml")
    links = load_links(LOCALES / "clauses" / "links.yaml")
    want = [(cid, text, fold(" ".join(comments))) for _, cid, text, comments in clause_messages(cf, links)]
    got = [(m.context, m.id, fold(" ".join(m.auto_comments))) for m in read(LOCALES / f"{domain}.pot") if m.id]
    assert got == want, "run `make catalogs`"


def test_ui_template_holds_every_message_of_the_code(tmp_path):
    """Every message marked in the code (N_, nN_), and every reason of a game's unenforced.yaml, is in tutor.pot,
    and nothing else: extraction is not forgotten."""
    out = tmp_path / "tutor.pot"
    code = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "tutor").rglob("*.py"))
    code += sorted(str(p.relative_to(ROOT)) for p in (ROOT / "tutor" / "games").glob("*/unenforced.yaml"))
    subprocess.run([str(Path(sys.executable).parent / "pybabel"), "-q", "extract", "-F", "pyproject.toml", "-k", "nN_:1,2",
                    "--no-wrap", "--omit-header", "-o", str(out), *code, "locales/clauses/links.yaml"],
                   cwd=ROOT, check=True)
    want = {m.id if isinstance(m.id, str) else m.id[0] for m in read(out) if m.id}
    got = {m.id if isinstance(m.id, str) else m.id[0] for m in read(LOCALES / f"{UI_DOMAIN}.pot") if m.id}
    assert sorted(want - got) == [] and sorted(got - want) == [], "run `make catalogs DOMAINS=tutor`"


@pytest.mark.parametrize("domain", DOMAINS)
@pytest.mark.parametrize("lang", languages())
def test_every_clause_is_translated(domain, lang):
    template = [m for m in read(LOCALES / f"{domain}.pot") if m.id]
    catalog = {(m.context, m.id): m for m in read(LOCALES / lang / "LC_MESSAGES" / f"{domain}.po") if m.id}
    for m in template:
        t = catalog.get((m.context, m.id))
        assert t is not None, f"{lang}: {m.context} missing or stale"
        assert not t.fuzzy, f"{lang}: {m.context} is fuzzy"
        if lang != RULEBOOKS[domain]:
            assert t.string.strip(), f"{lang}: {m.context} untranslated"


@pytest.mark.parametrize("lang", [x for x in languages() if x != "en"])
def test_ui_catalog_is_complete_and_placeholders_agree(lang):
    template = [m for m in read(LOCALES / f"{UI_DOMAIN}.pot") if m.id]
    catalog = read(LOCALES / lang / "LC_MESSAGES" / f"{UI_DOMAIN}.po")
    by_id = {(m.id if isinstance(m.id, str) else m.id[0]): m for m in catalog if m.id}
    for m in template:
        key = m.id if isinstance(m.id, str) else m.id[0]
        t = by_id.get(key)
        assert t is not None and not t.fuzzy, f"{lang}: {key!r} missing"
        strings = [t.string] if isinstance(t.string, str) else list(t.string)
        assert strings and all(strings), f"{lang}: {key!r} untranslated"
        for check in (checkers.python_format,):
            check(catalog, t)  # raises TranslationError on a placeholder mismatch


@pytest.mark.skipif(not shutil.which("msgfmt"), reason="GNU gettext's msgfmt is not installed")
def test_msgfmt_accepts_every_catalog():
    for po in sorted(LOCALES.glob("*/LC_MESSAGES/*.po")):
        proc = subprocess.run(["msgfmt", "--check", "-o", "/dev/null", str(po)], capture_output=True, text=True)
        assert proc.returncode == 0, f"{po}: {proc.stderr}"


@pytest.mark.skipif(not (SHARED / "tools" / "check_catalogs.py").exists(),
                    reason="../shared/tools/check_catalogs.py is not beside the checkout (an optional extra audit)")
def test_the_independent_audit_passes():
    proc = subprocess.run([sys.executable, str(SHARED / "tools" / "check_catalogs.py"), str(ROOT)],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout[-3000:]


def test_a_citation_has_source_wording_translation_and_section():
    c = cite(next(c.id for c in all_clauses().values() if c.domain == "year_of_the_dragon" and c.section), "ja")
    assert c.source_lang == "es" and c.translated and c.translation != c.source
    assert c.section and c.section_source and len(c.section) == len(c.section_source)


def test_a_missing_translation_falls_back_to_the_source_visibly(monkeypatch):
    from tutor.text import catalog

    some = next(c for c in all_clauses().values() if c.domain == "dragonheart")
    monkeypatch.setattr(catalog, "po_messages", lambda domain, lang: {})
    c = catalog.cite(some.id, "ja")
    assert c.translation == c.source and c.translated is False


def test_rules_command_prints_every_clause_with_its_translation():
    proc = subprocess.run([sys.executable, "-m", "tutor", "rules", "year_of_the_dragon", "--lang", "ja"],
                          capture_output=True, text=True, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr
    for c in all_clauses().values():
        if c.domain == "year_of_the_dragon":
            assert f"[{c.id}]" in proc.stdout
            assert cite(c.id, "ja").translation in proc.stdout
