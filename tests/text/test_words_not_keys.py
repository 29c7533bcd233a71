"""Words, never keys (issue 37): every event, verdict, move description, listed move and answer of every scenario
(the quiz cases included) rendered in every language reads as words: no glossary key, no doubled bracket, no list whose
last two items are left unjoined."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

from tutor.core.registry import games
from tutor.core.scenario import load_scenario, run_scenario
from tutor.core.verdict import Reason
from tutor.text.explain import explain, say
from tutor.text.glossary import glossary
from tutor.text.language import languages

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
FILES = sorted(SCENARIOS.rglob("*.yaml"))
DOUBLED = re.compile(r"「「|」」|««|»»|\(\(|\)\)")
# River Dragons' notation: planks (pink2), islands (i7) and water points (w12); never shown to a learner
NOTATION = re.compile(r"(?<![A-Za-z0-9_.])(?:(?:pink|green|blue|black|red|yellow)\d+|[iw]\d+)(?![A-Za-z0-9_])")


@cache
def keys() -> frozenset[str]:
    """Every glossary key with a namespace (``region.yan``, ``item.rice``): what must never reach a learner."""
    return frozenset(k for g in games() for k in glossary(g.spec.name) if "." in k)


@cache
def rendered(path: Path) -> dict[str, list[str]]:
    """Every sentence the scenario makes the tutor say, by language."""
    result = run_scenario(load_scenario(path))
    game = result.scenario.game
    names = list(result.scenario.names or []) or None
    out: dict[str, list[str]] = {}
    state = result.final_state
    listed = [] if state is None or game.is_over(state) else game.legal_moves(state)[:40]  # a move list's words
    for lang in languages():
        lines = out.setdefault(lang, [])
        lines.extend(game.describe_move(state, m, lang, names) for m in listed)
        for step in result.steps:
            told = explain(game, step.verdict, step.move, lang, names)
            lines.append(told.summary)
            lines.extend(line.text for line in told.lines)
            lines.extend(say(game, e, lang, names) for e in step.events)
        for why in result.answer_lines.values():
            lines.extend(say(game, r, lang, names) for r in (why or ()) if isinstance(r, Reason))
    return out


def key_in(text: str) -> list[str]:
    return [w for w in re.findall(r"[a-z_]+\.[a-z_0-9]+", text) if w in keys()]


@pytest.mark.parametrize("lang", ["en", "es", "ja"])
def test_no_sentence_shows_a_glossary_key(lang):
    found = {str(p.relative_to(SCENARIOS)): hits for p in FILES
             if (hits := sorted({k for t in rendered(p)[lang] for k in key_in(t)}))}
    assert not found, found


@pytest.mark.parametrize("lang", ["en", "es", "ja"])
def test_no_sentence_shows_a_notation_id(lang):
    found = {str(p.relative_to(SCENARIOS)): hits for p in FILES
             if (hits := sorted({m for t in rendered(p)[lang] for m in NOTATION.findall(t)}))}
    assert not found, found


@pytest.mark.parametrize("lang", ["en", "es", "ja"])
def test_no_sentence_doubles_a_bracket(lang):
    found = [(p.name, t) for p in FILES for t in rendered(p)[lang] if DOUBLED.search(t)]
    assert not found, found[:5]


def test_a_move_with_several_pieces_joins_them_with_the_languages_and():
    """«colocar una casa en el espacio 26 y un emisario», not «…26, un emisario»."""
    game = next(g for g in games() if g.spec.name == "china")
    said = {lang: game.describe_move(None, game.parse_move("place wei red house:26 emissary"), lang, None)
            for lang in ("en", "es", "ja")}
    assert "26 and an emissary" in said["en"], said
    assert re.search(r"26 y un", said["es"]), said
    assert "region." not in " ".join(said.values()), said


def test_the_regions_of_side_a_have_their_glossary_terms():
    """Yan and Wu were printed "region.yan", "region.wu" (56 times in the saved notebooks)."""
    game = next(g for g in games() if g.spec.name == "china")
    for region, ja in (("yan", "燕"), ("wu", "呉"), ("wei", "魏")):
        assert ja in game.describe_move(None, game.parse_move(f"place {region} red house:1"), "ja", None)


@pytest.mark.parametrize(("lang", "mark"), [("es", "sin traducir"), ("ja", "未翻訳")])
def test_an_untranslated_clause_says_so_in_the_learners_language(lang, mark):
    from dataclasses import replace

    from tutor.text.catalog import cite
    from tutor.text.explain import format_citation

    c = replace(cite("dh.setup.first-player", lang), translated=False)
    text = format_citation(c, show_source=False)
    assert mark in text and "untranslated" not in text, text


def test_a_parameter_that_is_typed_text_is_never_turned_into_a_term():
    """A typed word that happens to equal a glossary key stays as typed ("kind", "word" are free text)."""
    from tutor.core.verdict import reason
    from tutor.text.explain import say

    game = next(g for g in games() if g.spec.name == "dragonheart")
    text = say(game, reason("dh.unknown-move", "dh.turn.steps", kind="card.dwarf"), "en")
    assert "card.dwarf" in text and "Dwarf" not in text, text


@pytest.mark.parametrize(("lang", "opening", "closing"), [("en", "“", "”"), ("es", "«", "»"), ("ja", "「", "」")])
def test_input_problems_quote_with_the_languages_own_marks(lang, opening, closing):
    from tutor.text.problems import quotes

    assert quotes(lang) == (opening, closing)


def test_cards_played_together_are_joined_with_and_and_one_card_is_singular():
    """«Anna juega Rojo y Rojo a la pila de descarte»; «jugar la carta de región Naranja en Shu» (one card)."""
    from tutor.core.verdict import actor_event

    game = next(g for g in games() if g.spec.name == "china")
    played = actor_event("china.ev.cards", "china.play.option.place", 0, cards=("colour.red", "colour.red"))
    assert "Red and Red" in say(game, played, "en", ["Anna"])
    assert "Rojo y Rojo" in say(game, played, "es", ["Anna"])
    one = game.describe_move(None, game.parse_move("place shu orange house:17"), "es", None)
    assert one.startswith("jugar la carta de región "), one
    two = game.describe_move(None, game.parse_move("place shu orange+orange house:17 house:16"), "en", None)
    assert two.startswith("play the region cards "), two
