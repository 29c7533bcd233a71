"""Issue 30 item 5: a linear JSON nesting pre-scan, strict YAML, and impossible saved YotD states refused."""

from __future__ import annotations

import time

import pytest

from tutor.core.errors import InputError
from tutor.core.inputs import json_depth, load_json
from tutor.core.registry import load_game
from tutor.core.yamlfile import load_yaml


def _timed_refusal(text: str) -> float:
    start = time.process_time()
    with pytest.raises(InputError):
        load_json(text, "save.json")
    return time.process_time() - start


def test_json_prescan_is_linear_on_escaped_quotes():
    """40 kB of escaped quotes took over 10 s (each quote restarted the string scan); 20 MB is now well under 5 s."""
    assert _timed_refusal('\\"' * 20_000) < 0.5  # 40 kB
    assert _timed_refusal('\\"' * 10_000_000) < 5  # 20 MB
    assert _timed_refusal('"' + '\\"' * 10_000_000) < 5  # an unterminated string


def test_json_prescan_still_counts_nesting_outside_strings():
    assert json_depth('{"a": [[1], {"b": "[[[[{{{"}]}') == 3
    with pytest.raises(InputError) as caught:
        load_json('{\n"x": ' + "[" * 70 + "]" * 70 + "}", "s.json")
    err = caught.value
    assert (err.line, err.field) == (2, "json") and "nested deeper" in err.problem


@pytest.mark.parametrize(("text", "line", "words"), [
    ("game: china\nplayers: 3\nexpect: 99\nexpect: 25\n", 4, "appears twice"),
    ("game: china\ngame: dragonheart\n", 2, "appears twice"),
    ("moves:\n  - {move: a, expect: legal, expect: illegal}\n", 2, "appears twice"),
    ("position:\n  <<: {players: 3}\n", 2, "merge keys"),
])
def test_duplicate_and_merge_keys_are_refused_with_their_line(text, line, words):
    with pytest.raises(InputError) as caught:
        load_yaml(text, "s.yaml")
    err = caught.value
    assert (err.file, err.line, err.field) == ("s.yaml", line, "yaml") and words in err.problem


@pytest.mark.parametrize("number", ["0x19", "031", "2_5", "0b11", "1:30", "+0x1", ".inf", "1_0.5"])
def test_numbers_are_plain_decimal_only(number):
    with pytest.raises(InputError) as caught:
        load_yaml(f"game: china\nplayers: {number}\n", "s.yaml")
    err = caught.value
    assert err.line == 2 and "plain decimal" in err.problem


def test_plain_numbers_and_quoted_text_still_read():
    data = load_yaml('a: -5\nb: 1.5\nc: 0\nd: "0x19"\ne: [1, 25]\nf: 2.5e+3\n', "s.yaml")
    assert (data["a"], data["b"], data["c"], data["d"], data["e"], data["f"]) == (-5, 1.5, 0, "0x19", [1, 25], 2500.0)


def test_a_900_kb_scenario_parses_in_reasonable_time():
    """6-8.5 s before with PyYAML's pure-Python loader; libyaml's events make it about three times faster.
    Measured in CPU time against the pure-Python safe loader on the same text (the machine may be busy)."""
    import yaml

    text = "game: china\nplayers: 3\nmoves:\n" + "".join(
        f'  - {{move: "p1: play {i}", expect: legal}}\n' for i in range(22_000))
    assert len(text) > 900_000
    start = time.process_time()
    data = load_yaml(text, "big.yaml")
    took = time.process_time() - start
    start = time.process_time()
    yaml.load(text, Loader=yaml.SafeLoader)
    pure = time.process_time() - start
    assert len(data["moves"]) == 22_000
    assert took < 0.6 * pure


def test_the_stage_list_matches_the_engine():
    from tutor.games.year_of_the_dragon.phases import STAGES
    from tutor.games.year_of_the_dragon.validate import STAGES as NAMES

    assert set(NAMES) == set(STAGES)


@pytest.mark.parametrize(("change", "field"), [
    ({"order": []}, "order"),
    ({"turn": 3}, "order"),
    ({"stage": "zz"}, "stage"),
    ({"phase": "event", "stage": "zz"}, "stage"),
    ({"phase": "event", "stage": ""}, "stage"),
])
def test_impossible_saved_yotd_stages_and_orders_are_refused(change, field):
    g = load_game("year_of_the_dragon")
    state = g.to_json(g.new(3, 1))
    g.from_json(state)  # the untouched save loads
    with pytest.raises(InputError) as caught:
        g.from_json(state | change)
    err = caught.value
    assert err.field == field
