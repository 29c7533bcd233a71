"""The rulebook's examples and the quiz edge cases as scenario files; the quiz generator; the CLI."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from tutor.cli import main
from tutor.core.scenario import load_scenario, parse_scenario, run_scenario
from tutor.games.dragonheart.quiz import generate
from tutor.text.catalog import all_clauses

HERE = Path(__file__).resolve().parents[2] / "scenarios" / "dragonheart"
FILES = sorted(HERE.rglob("*.yaml"))


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario_passes(path):
    result = run_scenario(load_scenario(path))
    assert result.passed, result.problems


def test_every_ejemplo_of_the_rulebook_is_a_scenario():
    examples = {k for k, c in all_clauses().items() if c.domain == "dragonheart" and c.kind == "example"}
    assert len(examples) == 3
    sources = set()
    for path in (HERE / "rulebook").glob("*.yaml"):
        sources |= set(load_scenario(path).source)
    assert examples <= sources


def test_at_least_ten_quiz_edge_cases():
    quiz = list((HERE / "quiz").glob("*.yaml"))
    assert len(quiz) >= 10
    asked = {q.ask for p in quiz for q in load_scenario(p).questions}
    assert {"collects", "legal", "score", "winner", "final_turn", "is_over"} <= asked


def test_the_cli_runs_the_scenarios(capsys):
    assert main(["scenario", *map(str, FILES)]) == 0
    assert "FAIL" not in capsys.readouterr().out


@pytest.mark.parametrize("seed", range(18))
def test_quiz_generator(seed):
    data = generate(seed)
    assert set(data["position"]) == {"state"}
    asked = [(q["ask"], q.get("field")) for q in data["questions"]]  # a play: its points, then its cards
    assert len(asked) == 1 or asked == [("collects_points", None), ("collects", "cards")], asked
    sc = parse_scenario(yaml.safe_dump(data, allow_unicode=True), f"quiz-{seed}.yaml")
    result = run_scenario(sc)
    assert result.passed, result.problems
    assert generate(seed) == data


def test_play_from_the_command_line_ends_with_a_cited_score(capsys):
    assert main(["play", "dragonheart", "--players", "2", "--seed", "1", "--bots", "random"]) == 0
    out = capsys.readouterr().out
    assert "dh.end.scoring" in out and "winner:" in out and "dh.end.winner" in out
    assert main(["play", "dragonheart", "--players", "2", "--seed", "2", "--bots", "greedy,random", "--lang", "ja"]) == 0
