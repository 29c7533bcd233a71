"""River Dragons scenarios (rulebook examples, quiz edge cases), the quiz generator and the messages."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from tests.test_citations import game_sources
from tutor.core.scenario import load_scenario, parse_scenario, run_scenario
from tutor.games.river_dragons import GAME
from tutor.games.river_dragons.quiz import generate
from tutor.text.explain import line
from tutor.text.ui import gettext

ROOT = Path(__file__).resolve().parents[3]
SCENARIOS = ROOT / "tests" / "scenarios" / "river_dragons"
FILES = sorted(SCENARIOS.rglob("*.yaml"))
SOURCES = game_sources("river_dragons")


def test_there_are_five_rulebook_examples_and_ten_quiz_cases():
    assert len(list((SCENARIOS / "rulebook").glob("*.yaml"))) == 5
    assert len(list((SCENARIOS / "quiz").glob("*.yaml"))) >= 10


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario_passes(path):
    result = run_scenario(load_scenario(path))
    assert result.passed, result.problems


def test_rulebook_examples_cite_their_example_clauses():
    """rd.actions.move-1.example, rd.actions.move-2.example, rd.actions.jump.example, rd.actions.jump.example-2,
    rd.dragons.example"""
    wanted = {"rd.actions.move-1.example", "rd.actions.move-2.example", "rd.actions.jump.example",
              "rd.actions.jump.example-2", "rd.dragons.example"}
    seen = set()
    for path in (SCENARIOS / "rulebook").glob("*.yaml"):
        seen |= set(load_scenario(path).source)
    assert wanted <= seen


def test_cli_runs_every_scenario():
    out = subprocess.run([sys.executable, "-m", "tutor", "scenario", *map(str, FILES)], capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stdout[-2000:] + out.stderr


@pytest.mark.parametrize("seed", range(9))
def test_quiz_generator_makes_a_scenario_whose_answer_holds(seed):
    data = generate(seed)
    assert data["position"].keys() == {"state"} and len(data["questions"]) == 1
    text = yaml.safe_dump(data, sort_keys=False, allow_unicode=True)
    result = run_scenario(parse_scenario(text, f"quiz-{seed}.yaml"))
    assert result.passed, result.problems
    assert generate(seed) == data  # same seed, same quiz


def test_every_code_has_a_message_with_matching_placeholders():
    used = set(re.findall(r"""(?:reason|event|happen)\(\s*["'](rd\.[a-z0-9.-]+)["']""", SOURCES))
    used |= {"rd.fell", "rd.jump-fell", "rd.fell-home", "rd.jump-fell-home"}
    missing = sorted(used - set(GAME.messages))
    assert not missing
    unused = sorted(set(GAME.messages) - used - {c for c in GAME.messages if c.startswith("rd.answer.")})
    assert not unused, unused
    assert all(m.strip() for m in GAME.messages.values() if isinstance(m, str))
    # a plural message: singular and plural, counted by one of their placeholders
    assert all(m[0].strip() and m[1].strip() and f"%({m[2]})s" in m[1]
               for m in GAME.messages.values() if not isinstance(m, str))


def test_every_reason_and_event_of_random_play_renders():
    """Every message gets all its placeholders (a missing one would raise) in en, es and ja."""
    import random

    seen: dict[str, object] = {}
    for seed in range(6):
        rng = random.Random(seed)
        s = GAME.new(2 + seed % 5, seed, {"turn_limit": 2})
        while not GAME.is_over(s):
            for m in list(GAME.candidate_moves(s))[:40]:
                v = GAME.check(s, m)
                for r in (*v.violations, *v.grounds):
                    seen.setdefault(r.code, r)
            s, events = GAME.apply(s, rng.choice(GAME.legal_moves(s)))
            for e in events:
                seen.setdefault(e.code, e)
        for r in GAME.outcome(s).tie_break:
            seen.setdefault(r.code, r)
    assert len(seen) > 30
    for r in seen.values():
        for lang in ("en", "es", "ja"):
            text = line(GAME, r, lang).text  # type: ignore[arg-type]
            assert "%(" not in text and "(no message" not in text


def test_events_and_reasons_render_in_every_language():
    result = run_scenario(load_scenario(SCENARIOS / "rulebook" / "example5_dragons.yaml"))
    for lines in result.answer_lines.values():
        for r in lines:
            for lang in ("en", "es", "ja"):
                text = line(GAME, r, lang).text
                assert "%(" not in text and "(no message" not in text
    assert gettext("Player %(n)s", "en", n=1) == "Player 1"
