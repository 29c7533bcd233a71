"""One way to tell a forced step (issue 37): in every game, a step the rules demand that can be done one way only is
carried out by the tutor in its turn and told alike — "… has only one way to …: the tutor does it for them" — right
before what it does, citing the clause that demands it (a release also the person-track order it goes in).

In the Year of the Dragon: releases, Flood discards, Tornado drops, Earthquake demolitions and Charter choices.
Dragonheart: the Sorceress or Knight effect when only one of its two spaces holds cards. China and River Dragons
have no step that asks a player for a choice the rules may make alone.
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

import pytest

from tutor.core.scenario import load_scenario, run_scenario
from tutor.games.year_of_the_dragon.effects import FORCED_KINDS
from tutor.games.year_of_the_dragon.rules import CAUSE_CLAUSES
from tutor.text.explain import say

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
# the event each kind of forced YotD step is told by
STEP_EVENT = {"release": "yotd:ev.release", "discard": "yotd:ev.discard", "discard_card": "yotd:ev.drop",
              "demolish": "yotd:ev.demolish", "charter": "yotd:ev.charter"}
TOLD = {"en": ("has only one way", "the tutor"), "es": ("solo tiene una manera", "el tutor"),
        "ja": ("方法は1つしか", "チューター")}


def forced_in(game: str, code: str) -> list[tuple[str, object, list]]:
    """(file, game, events of the step) for every step of the game's scenarios that tells a forced step."""
    out = []
    for path in sorted((SCENARIOS / game).rglob("*.yaml")):
        result = run_scenario(load_scenario(path))
        for step in result.steps:
            if any(e.code == code for e in step.events):
                out.append((path.name, result.scenario, list(step.events)))
    return out


def test_every_kind_of_forced_step_is_told_alike_in_the_year_of_the_dragon():
    seen: dict[str, list[str]] = defaultdict(list)
    for name, sc, events in forced_in("year_of_the_dragon", "yotd:ev.forced"):
        for i, e in enumerate(events):
            if e.code != "yotd:ev.forced":
                continue
            kind = str(dict(e.args)["task"]).removeprefix("task.")
            after = events[i + 1]
            assert after.code.startswith(STEP_EVENT[kind]) and after.player == e.player, (name, kind, after.code)
            causes = {c for clauses in CAUSE_CLAUSES.values() for c in clauses}
            assert e.clauses and set(e.clauses) <= causes | {"yotd.events.release-order"}, (name, e.clauses)
            if kind == "release":
                assert "yotd.events.release-order" in e.clauses, name
            for lang, words in TOLD.items():
                text = say(sc.game, e, lang, list(sc.names or []))
                assert all(w in text for w in words), (lang, text)
            seen[kind].append(name)
    assert set(seen) == set(FORCED_KINDS), {k: seen.get(k) for k in FORCED_KINDS}


def test_a_forced_release_waits_for_the_choices_of_the_players_ahead_on_the_track():
    """«los despidos ocurren en el orden … del registro de personas»: the forced release comes after Anna's."""
    path = SCENARIOS / "year_of_the_dragon" / "review" / "17-forced-release-waits-for-the-player-ahead-on-the-track.yaml"
    result = run_scenario(load_scenario(path))
    assert result.passed, result.problems
    first, second = result.steps[0], result.steps[2]
    assert not any(e.code.startswith("yotd:ev.release") for e in first.events)
    codes = [(e.code, e.player) for e in second.events if e.code.startswith(("yotd:ev.release", "yotd:ev.forced"))]
    assert codes[0] == ("yotd:ev.release", 0) and codes[1] == ("yotd:ev.forced", 1), codes


@pytest.mark.parametrize("lang", sorted(TOLD))
def test_dragonheart_tells_its_forced_choice_the_same_way(lang):
    found = forced_in("dragonheart", "dh.only-source")
    assert found
    for _name, sc, events in found:
        e = next(e for e in events if e.code == "dh.only-source")
        text = say(sc.game, e, lang, list(sc.names or []))
        assert all(w in text for w in TOLD[lang]), text
