"""Issue 30's reproducers as fuzz cases, and the wide fuzz of progress records and the class report.

The default run replays every input the reliability run found (each must be refused with an InputError or
read / set aside with a message, within bounds) and a few dozen mutated records; ``-m slow`` (``make fuzz``)
runs a wide mutation run over records and the report.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.fuzz.harness import bounded, check_save, check_scenario, played_match, save_with_start
from tests.fuzz.records import check_record, mutated_record
from tutor.cli import main
from tutor.core.errors import InputError
from tutor.core.inputs import load_json
from tutor.progress.record import FILE
from tutor.progress.report import HOME_RECORD, class_report

FAST = settings(max_examples=40, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.too_slow])
WIDE = settings(max_examples=2000, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.too_slow])
SEEDS = st.integers(0, 2**32 - 1)
CLAUSE = "china.house-scoring.first"
GOOD = b'{"v":1,"kind":"answer","clauses":["' + CLAUSE.encode() + b'"],"right":false,"question":"q"}\n'
RECORD_LINES = {
    "a 5,000-digit number": b'{"v":1,"kind":"asked","count":' + b"9" * 5000 + b"}\n",
    "a deeply nested line": b'{"v":1,"kind":"met","clauses":' + b"[" * 50_000 + b"]" * 50_000 + b"}\n",
    "a negative review box": b'{"v":1,"kind":"summary","clause":"' + CLAUSE.encode() + b'","box":-1}\n',
    "a retired clause": b'{"v":1,"kind":"answer","clauses":["china.gone"],"right":false}\n',
}
SCENARIO = "game: china\nplayers: 3\nposition: {}\nquestions:\n  - {ask: scores, expect: [0, 0, 0]}\n"


# -- inputs ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", ['\\"' * 20_000, '"' + '\\"' * 20_000, '\\"' * 1_000_000])
def test_escaped_quotes_json(text):
    with bounded(5), pytest.raises(InputError):
        load_json(text, "fuzz.json")


@pytest.mark.parametrize("text", [
    SCENARIO + "questions:\n  - {ask: scores, expect: [9, 9, 9]}\n",  # a failing block hidden by a second
    SCENARIO.replace("game: china\n", "game: china\ngame: dragonheart\n"),
    SCENARIO.replace("players: 3", "players: 0b11"),
    SCENARIO.replace("players: 3", "players: 0x3"),
    SCENARIO.replace("players: 3", "players: 03"),
    SCENARIO.replace("players: 3", "players: 3_0"),
    SCENARIO.replace("position: {}", "position: {<<: {a: 1}}"),
])
def test_lenient_yaml_is_refused(text):
    assert check_scenario(text) == "input"


@pytest.mark.parametrize("change", [{"order": []}, {"stage": "zz"}, {"phase": "event", "stage": "zz"}])
def test_impossible_yotd_saves(change):
    data = save_with_start(played_match("year_of_the_dragon", 1, moves=5))
    data["start"] |= change
    assert check_save("year_of_the_dragon", data) == "input"


# -- records -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("line", RECORD_LINES.values(), ids=RECORD_LINES.keys())
def test_record_lines(line):
    assert check_record(GOOD + line) in ("ok", "set aside")


@pytest.mark.parametrize("make", ["folder", "dev-zero", "sparse", "other-learner"])
def test_odd_records_for_tutor_progress_and_the_report(tmp_path, make, capsys):
    home = tmp_path / "ana"
    folder = home / HOME_RECORD.parent
    folder.mkdir(parents=True)
    path = folder / FILE
    if make == "folder":
        path.mkdir()
    elif make == "dev-zero":
        path.symlink_to("/dev/zero")
    elif make == "sparse":
        with open(path, "wb") as f:
            f.truncate(3 << 30)
    else:
        (tmp_path / "ben.jsonl").write_bytes(GOOD)
        path.symlink_to(tmp_path / "ben.jsonl")
    with bounded(20):
        report = class_report([home])
        assert report.learners == [] and [p for p, _ in report.problems] == [str(path)]
        assert main(["progress", "--dir", str(folder)]) == 0
        assert main(["progress", "--dir", str(folder), "--export", str(tmp_path / "missing" / "x.json")]) == 1
    capsys.readouterr()


def test_export_reset_and_resets_in_one_second(tmp_path, capsys):
    Path(tmp_path / FILE).write_bytes(GOOD)
    assert main(["progress", "--dir", str(tmp_path), "--reset"]) == 0
    Path(tmp_path / FILE).write_bytes(GOOD * 2)
    assert main(["progress", "--dir", str(tmp_path), "--reset"]) == 0
    assert sorted(len(p.read_bytes()) for p in tmp_path.glob(f"{FILE}.reset-*")) == [len(GOOD), 2 * len(GOOD)]
    capsys.readouterr()


@FAST
@given(seed=SEEDS)
def test_mutated_records(seed):
    assert check_record(mutated_record(random.Random(seed))) in ("ok", "set aside")


# -- the wide run (make fuzz) ---------------------------------------------------------------------------
@pytest.mark.slow
@WIDE
@given(seed=SEEDS)
def test_mutated_records_wide(seed):
    assert check_record(mutated_record(random.Random(seed))) in ("ok", "set aside")


@pytest.mark.slow
@settings(WIDE, max_examples=300)
@given(seeds=st.lists(SEEDS, min_size=2, max_size=6))
def test_class_report_over_mutated_homes_wide(tmp_path_factory, seeds):
    root = tmp_path_factory.mktemp("class")
    homes = []
    for i, seed in enumerate(seeds):
        home = root / f"learner{i}"
        (home / HOME_RECORD.parent).mkdir(parents=True)
        (home / HOME_RECORD).write_bytes(mutated_record(random.Random(seed)))
        homes.append(home)
    before = {h: (h / HOME_RECORD).read_bytes() for h in homes}
    with bounded():
        report = class_report(homes)
    named = {p for p, _ in report.problems}
    assert len(report.learners) + sum(1 for h in homes if str(h / HOME_RECORD) in named
                                      and f"learner{homes.index(h)}" not in report.learners) == len(homes)
    assert {h: (h / HOME_RECORD).read_bytes() for h in homes} == before  # the report changes nothing


# -- issue 38: careless calls of the public API, hostile hand-ins -------------------------------------
@FAST
@given(seed=SEEDS)
def test_careless_calls(seed):
    from tests.fuzz.careless import careless_call

    assert careless_call(seed) in ("ok", "input", "illegal")


@settings(FAST, max_examples=15)
@given(seed=SEEDS)
def test_hostile_hand_ins(tmp_path_factory, seed):
    from tests.fuzz.careless import check_report, hostile_folder

    folder = tmp_path_factory.mktemp("handins") / "in"
    hostile_folder(folder, seed)
    assert check_report(folder) == "ok"


@pytest.mark.slow
@WIDE
@given(seed=SEEDS)
def test_careless_calls_wide(seed):
    from tests.fuzz.careless import careless_call

    assert careless_call(seed) in ("ok", "input", "illegal")


@pytest.mark.slow
@settings(WIDE, max_examples=300)
@given(seed=SEEDS)
def test_hostile_hand_ins_wide(tmp_path_factory, seed):
    from tests.fuzz.careless import check_report, hostile_folder

    folder = tmp_path_factory.mktemp("handins") / "in"
    hostile_folder(folder, seed)
    assert check_report(folder) == "ok"
