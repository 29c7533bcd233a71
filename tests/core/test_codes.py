"""Codes are published: every code a game ever released stays current, renamed (old name still accepted) or
retired with a reason; scenario files written against old codes still pass, with a deprecation note."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tutor.core import codes
from tutor.core.registry import games, load_game
from tutor.core.scenario import parse_scenario, run_scenario

GAMES = tuple(g.spec.name for g in games())  # every registered game


@pytest.mark.parametrize("name", GAMES)
def test_every_released_code_is_current_renamed_or_retired(name: str) -> None:
    game = load_game(name)
    pub = codes.published(name)
    assert pub.released, f"{name}: tutor/games/{name}/codes.yaml lists no code"
    current = set(game.messages)
    gone = sorted(c for c in pub.released if c not in current and c not in pub.renamed and c not in pub.retired)
    assert not gone, f"{name}: released codes that disappeared without a rename or a retirement: {gone}"
    unlisted = sorted(current - pub.released)
    assert not unlisted, f"{name}: current codes missing from codes.yaml's released list: {unlisted}"
    for old, now in pub.renamed.items():
        assert old in pub.released and now and all(c in current for c in now), (old, now)


def test_the_renames_the_issue_names_are_listed() -> None:
    assert codes.covers("year_of_the_dragon", "yotd:privilege-cost") == ("yotd:privilege-cost",
                                                                        "yotd:small-privilege-cost")
    assert "yotd:no-wall-tiles" in codes.covers("year_of_the_dragon", "yotd:wall-tile-used")
    assert "yotd:fee-and-small-privilege" in codes.covers("year_of_the_dragon", "yotd:fee-and-privilege")
    assert "rd.jump-occupied" in codes.covers("river_dragons", "rd.jump-landing")


OLD_SMALL_PRIVILEGE = textwrap.dedent("""\
    game: year_of_the_dragon
    players: 2
    names: [Anna, Benno]
    position:
      month: 3
      groups: [[research, privilege], [taxes, parade]]
      turn: Anna
      then: [Benno]
      players:
        Anna: {yuan: 1}
    steps:
      - move: action 1 privilege small
        expect: illegal
        codes: ["yotd:privilege-cost"]          # the code before the small privilege had its own
      - move: action 1 privilege small
        expect: illegal
        codes_exactly: ["yotd:privilege-cost"]
    """)

OLD_JUMP = Path("tests/scenarios/river_dragons/review/i15_occupied_landing.yaml")


def test_a_scenario_with_an_old_code_still_passes_with_a_note() -> None:
    result = run_scenario(parse_scenario(OLD_SMALL_PRIVILEGE, "old.yaml"))
    assert result.passed, result.problems
    assert any("yotd:privilege-cost" in n and "yotd:small-privilege-cost" in n for n in result.notes), result.notes
    text = OLD_JUMP.read_text(encoding="utf-8").replace("codes: [rd.jump-occupied]", "codes: [rd.jump-landing]")
    assert "rd.jump-landing" in text
    result = run_scenario(parse_scenario(text, "old_jump.yaml"))
    assert result.passed, result.problems
    assert result.notes and "rd.jump-occupied" in result.notes[0]


def test_a_current_code_gets_no_note_and_a_wrong_one_still_fails() -> None:
    text = OLD_SMALL_PRIVILEGE.replace('"yotd:privilege-cost"', '"yotd:small-privilege-cost"')
    result = run_scenario(parse_scenario(text, "new.yaml"))
    assert result.passed and not result.notes
    text = OLD_SMALL_PRIVILEGE.replace('"yotd:privilege-cost"', '"yotd:fee"')
    result = run_scenario(parse_scenario(text, "wrong.yaml"))
    assert not result.passed


def test_scenario_json_carries_the_deprecation_note(tmp_path: Path) -> None:
    f = tmp_path / "old.yaml"
    f.write_text(OLD_SMALL_PRIVILEGE, encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "tutor", "scenario", str(f), "--json"], capture_output=True,
                         text=True, check=False)
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data[0]["passed"] and any("yotd:small-privilege-cost" in n for n in data[0]["deprecated"])
