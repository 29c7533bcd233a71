"""Messages, clause citations and the list of rules not enforced."""

from __future__ import annotations

import random
import re
from pathlib import Path

import yaml

from tests.games.dragonheart.helpers import pos
from tests.test_citations import game_sources
from tutor.games.dragonheart import GAME
from tutor.text.catalog import all_clauses
from tutor.text.explain import explain, line
from tutor.text.ui import render

PACKAGE = Path(__file__).resolve().parents[3] / "tutor" / "games" / "dragonheart"
DH_CLAUSES = {k: c for k, c in all_clauses().items() if c.domain == "dragonheart"}
LITERAL = re.compile(r'"(dh\.[a-z0-9.-]+)"')
CODE_CALL = re.compile(r'(?:reason|event)\(\s*"(dh\.[a-z0-9.-]+)"')


def literals() -> set[str]:
    """Clause ids the rule code names (lessons only quote clauses)."""
    return set(LITERAL.findall(game_sources("dragonheart")))


def test_every_code_has_a_message_and_codes_never_look_like_clause_ids():
    used = set(CODE_CALL.findall(game_sources("dragonheart")))
    assert used and used <= set(GAME.messages), sorted(used - set(GAME.messages))
    assert not set(GAME.messages) & set(DH_CLAUSES)


def test_every_dh_literal_in_the_code_is_a_clause_or_a_message_code():
    unknown = literals() - set(DH_CLAUSES) - set(GAME.messages)
    assert not unknown, sorted(unknown)


def test_every_rule_clause_is_cited_or_listed_as_not_enforced_with_a_reason():
    unenforced = yaml.safe_load((PACKAGE / "unenforced.yaml").read_text(encoding="utf-8"))
    assert all(isinstance(v, str) and len(v) > 20 for v in unenforced.values())
    assert set(unenforced) <= set(DH_CLAUSES)
    assert all(DH_CLAUSES[c].kind == "rule" for c in unenforced)
    cited = literals() & set(DH_CLAUSES)
    rules = {c for c, cl in DH_CLAUSES.items() if cl.kind == "rule"}
    assert rules - cited == set(unenforced)


def test_messages_render_with_their_parameters_in_every_language():
    """Every reason met in 30 random games, and every verdict on their candidate moves, renders."""
    seen = {}
    for seed in range(30):
        rng = random.Random(seed)
        s = GAME.new(2, seed)
        while not GAME.is_over(s):
            for m in GAME.legal_moves(s)[:3]:
                for r in GAME.check(s, m).grounds:
                    seen.setdefault(r.code, r)
            m = rng.choice(GAME.legal_moves(s))
            s, events = GAME.apply(s, m)
            for e in events:
                seen.setdefault(e.code, e)
        out = GAME.outcome(s)
        for r in (*[ln.reason for ln in out.lines], *out.tie_break):
            seen.setdefault(r.code, r)
    for r in seen.values():
        for lang in ("en", "es", "ja"):
            text = line(GAME, r, lang).text
            assert "%(" not in text and "(no message" not in text
    assert {"dh.plays", "dh.collects", "dh.draws", "dh.must-choose", "dh.departs", "dh.end-ships", "dh.game-over"} <= set(seen)


def test_violations_render_and_name_no_placeholder():
    s = pos(spaces={"huntress": [1]}, hands=[["huntress:1", "huntress:1", "huntress:2", "troll:1"], ["dwarf:1"]])
    for text in ("play huntress 1 1 2", "play troll fire_dragon:3 huntress:1", "play troll", "take troll",
                 "start 1", "play dwarf 4 4"):
        verdict = GAME.check(s, GAME.parse_move(text))
        assert not verdict.legal
        ex = explain(GAME, verdict, text, "en")
        assert len(ex.lines) == len(verdict.violations) and all(ln.citations for ln in ex.lines)
        assert all("%(" not in ln.text for ln in ex.lines)


def test_plural_messages_count_the_right_parameter():
    message = GAME.messages["dh.too-many-cards"]
    assert isinstance(message, tuple)
    one = render(message, "en", {"free": 1, "space": "Knight", "outlines": 2, "count": 2})
    two = render(message, "en", {"free": 2, "space": "Huntress", "outlines": 3, "count": 3})
    assert "1 card can" in one and "1 free card outline " in one and "2 cards can" in two
