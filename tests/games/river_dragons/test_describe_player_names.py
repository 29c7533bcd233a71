"""River Dragons names players by name, never by an English colour word (issue 37: «El peón de Yellow»): the
verdicts, events and answers of its scenarios, the questions of its quiz bank (scenario, generated and lesson
questions) and its lesson steps' scenarios, rendered in Spanish and Japanese."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest
import yaml

from tutor.core.scenario import load_scenario, parse_scenario, run_scenario
from tutor.core.verdict import Reason
from tutor.games.river_dragons.quiz import generate
from tutor.progress.bank import bank, from_scenario, lesson_questions
from tutor.text.explain import explain, say

SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios" / "river_dragons"
FILES = sorted(SCENARIOS.rglob("*.yaml"))
# an English colour word standing as a name (capitalised, as a name is): what a Spanish or Japanese learner
# must never read where a player is meant
ENGLISH_COLOUR = re.compile(r"(?<![A-Za-z])(?:Green|Pink|Red|Yellow|Blue|Black)(?![a-z])")
LANGS = ["es", "ja"]


@cache
def scenario_lines(path: Path, lang: str) -> tuple[str, ...]:
    """Every sentence a scenario makes the tutor say in ``lang``: verdicts, their lines, events and answers."""
    result = run_scenario(load_scenario(path))
    game = result.scenario.game
    names = list(result.scenario.names or []) or None
    lines: list[str] = []
    for step in result.steps:
        told = explain(game, step.verdict, step.move, lang, names)
        lines.append(told.summary)
        lines.extend(line.text for line in told.lines)
        lines.extend(say(game, e, lang, names) for e in step.events)
    for why in result.answer_lines.values():
        lines.extend(say(game, r, lang, names) for r in (why or ()) if isinstance(r, Reason))
    return tuple(lines)


def colour_names(lines: tuple[str, ...] | list[str]) -> list[str]:
    return [t for t in lines if ENGLISH_COLOUR.search(t)]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(SCENARIOS)))
def test_scenario_verdicts_name_no_player_by_an_english_colour(path, lang):
    assert colour_names(scenario_lines(path, lang)) == []


def test_scenarios_name_their_players_by_people_names():
    """A scenario's ``names:`` are people's names: the names the verdicts, lessons and quiz questions show."""
    named = {p.name: yaml.safe_load(p.read_text()).get("names") or [] for p in FILES}
    assert {f: n for f, n in named.items() if any(ENGLISH_COLOUR.fullmatch(x) for x in n)} == {}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("seed", [1, 3])  # a "cancelled" and a "destinations" question (seed 2's "pawn" asks no learner)
def test_generated_questions_name_people(seed, lang):
    made = generate(seed)
    assert not any(ENGLISH_COLOUR.fullmatch(n) for n in made["names"])
    sc = parse_scenario(yaml.safe_dump(made, allow_unicode=True), f"generated (seed {seed})")
    questions = from_scenario(sc, f"seed/{seed}")
    assert questions
    shown = [q.prompt(lang) for q in questions] + [label for q in questions for label, _ in q.options(lang)]
    assert colour_names(shown) == []
    assert not ENGLISH_COLOUR.search(made["title"])


@pytest.mark.parametrize("lang", LANGS)
def test_quiz_and_lesson_questions_name_no_player_by_an_english_colour(lang):
    questions = [*bank("river_dragons"), *lesson_questions("river_dragons")]
    assert questions
    shown = [q.prompt(lang) for q in questions]
    shown += [label for q in questions for label, _ in q.options(lang)]
    assert colour_names(shown) == []


def test_a_spanish_colour_mid_sentence_is_lower_case():
    """«El dragón rojo de Benno», never «El dragón Rojo de Benno» (the glossary's colours stand mid-sentence)."""
    capital = re.compile(r"(?<!^)(?<![.:—(] )\b(?:Rojo|Verde|Azul|Amarillo|Rosa|Negro)\b")
    lines = [t for p in FILES for t in scenario_lines(p, "es")]
    assert any("dragón rojo" in t for t in lines)
    assert [t for t in lines if capital.search(t)] == []


@pytest.mark.parametrize("lang", ["en", *LANGS])
def test_a_destinations_question_offers_places_in_words(lang):
    """The places a pawn may end on read as words ("the pink plank number 2"), never as a plank id (pink2)."""
    notation = re.compile(r"(?<![A-Za-z0-9_.])(?:pink|green|blue|black|red|yellow)\d+|(?<![A-Za-z])[iw]\d+")
    made = generate(3)
    assert made["questions"][0]["ask"] == "destinations"
    sc = parse_scenario(yaml.safe_dump(made, allow_unicode=True), "generated (seed 3)")
    labels = [label for q in from_scenario(sc, "seed/3") for label, _ in q.options(lang)]
    assert labels and [t for t in labels if notation.search(t)] == []
