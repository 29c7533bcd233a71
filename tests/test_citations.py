"""Trust: every clause the code cites exists, is tested, and every rule is enforced or said not to be."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from tests.game_packages import folder_of
from tutor.core.registry import games, load_game
from tutor.text.catalog import all_clauses

ROOT = Path(__file__).resolve().parents[1]
# every rulebook's clause-id prefix, read from its clause file (a new game's clauses are found the day they land)
PREFIXES = tuple(sorted({yaml.safe_load(p.read_text(encoding="utf-8"))["prefix"]
                         for p in (ROOT / "locales" / "clauses").glob("*.yaml") if p.name != "links.yaml"}
                        | {cid.partition(".")[0] for cid in all_clauses()}, reverse=True))  # and any in memory
CLAUSE_LITERAL = re.compile(r"""["']((?:{})\.[a-z0-9][a-z0-9._-]*)["']""".format("|".join(PREFIXES)))
CODE_LITERAL = re.compile(r"""(?:reason|event)\(\s*["']([a-z_]+[:.][a-z0-9._:-]+)["']""")
GAMES = [g.spec.name for g in games()]


def game_sources(name: str) -> str:
    """The game's rule code: lessons only quote clauses (tests/notebook/test_lessons.py checks they exist)."""
    files = sorted(folder_of(load_game(name)).rglob("*.py"))
    return "\n".join(p.read_text(encoding="utf-8") for p in files if p.name != "lessons.py")


def cited(name: str) -> set[str]:
    """Clause ids the game's code names (literals that are not reason codes)."""
    game = next(g for g in games() if g.spec.name == name)
    return set(CLAUSE_LITERAL.findall(game_sources(name))) - set(game.messages)


def test_texts() -> str:
    files = [*ROOT.joinpath("tests").rglob("*.py"), *ROOT.joinpath("tests", "scenarios").rglob("*.yaml")]
    return "\n".join(p.read_text(encoding="utf-8") for p in files if p.name != "test_citations.py")


TESTS = test_texts()
test_texts.__test__ = False  # type: ignore[attr-defined]


@pytest.mark.parametrize("name", GAMES)
def test_every_cited_clause_exists(name):
    missing = sorted(c for c in cited(name) if c not in all_clauses())
    assert not missing, f"{name} cites clauses no catalog holds: {missing}"


@pytest.mark.parametrize("name", GAMES)
def test_every_cited_clause_is_named_by_a_test(name):
    untested = sorted(c for c in cited(name) if c not in TESTS)
    assert not untested, f"{name}: no test or scenario names {untested}"


@pytest.mark.parametrize("name", GAMES)
def test_every_rule_is_enforced_or_listed_as_not_enforced(name):
    game = next(g for g in games() if g.spec.name == name)
    path = folder_of(game) / "unenforced.yaml"
    unenforced = yaml.safe_load(path.read_text(encoding="utf-8")) if path.exists() else {}
    unenforced = unenforced or {}
    rules = {c.id for c in all_clauses().values() if c.domain in game.spec.domains and c.kind == "rule"}
    code = cited(name)
    # a clause the code cites brings along the other text's clauses linked to it (a citation shows both)
    code |= {other for cid in list(code) if cid in all_clauses() for other in all_clauses()[cid].see}
    missing = sorted(rules - code - set(unenforced))
    assert not missing, f"{name}: rule clauses neither cited by code nor listed in unenforced.yaml: {missing}"
    assert all(isinstance(v, str) and v.strip() for v in unenforced.values()), "each entry needs a reason"
    stale = sorted(set(unenforced) & code)
    assert not stale, f"{name}: listed as not enforced but cited by code: {stale}"
    unknown = sorted(set(unenforced) - set(all_clauses()))
    assert not unknown, f"{name}: unenforced.yaml names unknown clauses {unknown}"


@pytest.mark.parametrize("name", GAMES)
def test_every_reason_code_has_a_message(name):
    game = next(g for g in games() if g.spec.name == name)
    codes = set(CODE_LITERAL.findall(game_sources(name)))
    missing = sorted(c for c in codes if c not in game.messages)
    assert not missing, f"{name}: reason/event codes without a message: {missing}"
