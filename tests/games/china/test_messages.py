"""Every code has a message; translations keep every placeholder; every cited clause exists; unenforced is honest."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

from tests.test_citations import game_sources
from tutor.games.china import GAME
from tutor.text.catalog import all_clauses

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
    for lang in ("es", "ja"):
        path = Path(f"/tmp/ui/china.{lang}.yaml")
        if not path.exists():
            continue
        table = yaml.safe_load(path.read_text(encoding="utf-8"))
        for msgid in GAME.messages.values():
            assert isinstance(msgid, str)
            assert msgid in table, (lang, msgid)
            assert set(PLACEHOLDER.findall(table[msgid])) == set(PLACEHOLDER.findall(msgid)), (lang, msgid)
