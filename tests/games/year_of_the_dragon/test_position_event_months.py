"""A position names only an event tile the rules can put on its month (issue 37): the two Peace tiles lie on
months 1 and 2 (yotd.setup.events.peace) and those months hold nothing else (yotd.events.first-two-peace)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tutor.core.errors import InputError
from tutor.core.scenario import load_scenario, parse_scenario, run_scenario

SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios" / "year_of_the_dragon"

TEXT = """game: year_of_the_dragon
players: 2
position:
  month: {month}
  phase: person
  event: {event}
  players:
    0: {{cards: [farmer]}}
    1: {{cards: [monk]}}
"""


@pytest.mark.parametrize(("month", "event"), [(7, "peace"), (3, "peace"), (12, "peace"), (1, "drought"),
                                              (2, "festival")])
def test_an_event_tile_on_a_month_the_rules_exclude_is_refused(month, event):
    with pytest.raises(InputError) as err:
        run_scenario(parse_scenario(TEXT.format(month=month, event=event), "pos.yaml"))
    text = str(err.value)
    assert "pos.yaml:4" in text and "position.event" in text, text
    assert "months 1 and 2" in text


@pytest.mark.parametrize(("month", "event"), [(1, "peace"), (2, "peace"), (3, "drought"), (7, "tribute")])
def test_an_event_tile_the_rules_allow_loads(month, event):
    assert run_scenario(parse_scenario(TEXT.format(month=month, event=event), "pos.yaml")).passed


def test_every_saved_scenario_names_an_event_its_month_can_hold():
    """The month-7 lessons once put Peace there (super-11, review 14): each file loads."""
    for path in sorted(SCENARIOS.rglob("*.yaml")):
        run_scenario(load_scenario(path))
