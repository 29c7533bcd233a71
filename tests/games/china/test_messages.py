"""Every code has a message; translations keep every placeholder; every cited clause exists; unenforced is honest."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

from tests.test_citations import game_sources
from tutor.games.china import GAME
from tutor.text.catalog import UI_DOMAIN, all_clauses, po_messages

PKG = Path(__file__).resolve().parents[3] / "tutor/games/china"
CODE = game_sources("china")
PLACEHOLDER = re.compile(r"%\((\w+)\)s")


def test_every_code_used_has_a_message():
    used = set(re.findall(r'"(china\.(?:[a-z]+-?)+(?:\.[a-z-]+)*)"', CODE))
    clauses = set(all_clauses())
    codes = {u for u in used if (u not in clauses and not u.startswith("china.ok.")) or u in GAME.messages}
    missing = sorted(c for c in codes if c not in GAME.messages and c not in clauses)
    assert not missing


def test_every_cited_clause_exists():
    clauses = set(all_clauses())
    cited = set(re.findall(r'"(china\.[a-z0-9.-]+)"', CODE)) - set(GAME.messages)
    assert sorted(c for c in cited if c not in clauses) == []


def test_unenforced_lists_only_rule_clauses_with_reasons():
    data = yaml.safe_load((PKG / "unenforced.yaml").read_text(encoding="utf-8"))
    clauses = all_clauses()
    cited = set(re.findall(r'"(china\.[a-z0-9.-]+)"', CODE))
    for cid, why in data.items():
        assert clauses[cid].kind == "rule" and why and cid not in cited, cid
    rules = {c.id for c in clauses.values() if c.domain == "china" and c.kind == "rule"}
    assert rules <= cited | set(data), sorted(rules - cited - set(data))


def test_translations_keep_placeholders():
    """Every message (plural triples too: each form) is translated in the tutor catalogs with the same placeholders."""
    for lang in ("es", "ja"):
        table = po_messages(UI_DOMAIN, lang)
        for message in GAME.messages.values():
            ids = [message] if isinstance(message, str) else list(message[:2])
            want = set().union(*(PLACEHOLDER.findall(i) for i in ids))
            found = table.get((None, ids[0]))
            assert found, (lang, ids[0])
            forms = [found] if isinstance(found, str) else list(found)
            assert len(forms) == (1 if lang == "ja" or isinstance(message, str) else 2), (lang, ids[0])
            for form in forms:
                assert set(PLACEHOLDER.findall(form)) == want, (lang, form)
