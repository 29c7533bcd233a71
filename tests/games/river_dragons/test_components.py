"""River Dragons' components.yaml: the numbers the code reads, each with a source; a broken file names its field."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from tutor.core.errors import InputError
from tutor.games.river_dragons.boardfile import COLOURS
from tutor.games.river_dragons.components import COMPONENTS, load_components
from tutor.games.river_dragons.state import ACTIONS, SIZES, STONES, hand_of
from tutor.resources import game_data

FILE = game_data("river_dragons", "components.yaml")


def test_the_code_reads_its_numbers_from_the_file():
    data = yaml.safe_load(FILE.read_text(encoding="utf-8"))
    assert STONES == data["stones"]["value"] == COMPONENTS.stones
    assert SIZES == tuple(data["planks"]["sizes"]) == COMPONENTS.plank_sizes
    assert ACTIONS == tuple(data["cards"]["actions"]) == COMPONENTS.actions
    assert COLOURS == tuple(data["colours"]["value"]) == COMPONENTS.colours
    # a player's hand in a six-player game: every card of components.yaml's cards.per_player
    assert len(hand_of(COLOURS[0], COLOURS)) == data["cards"]["per_player"]
    assert all(isinstance(section["source"], str) and section["source"] for section in data.values())


@pytest.mark.parametrize("change, field", [
    (lambda d: d["stones"].update(value=0), "stones.value"),
    (lambda d: d["planks"].update(sizes=[1, 3]), "planks.sizes"),
    (lambda d: d["cards"].update(per_player=12), "cards"),
    (lambda d: d["colours"].pop("source"), "colours"),
    (lambda d: d["colours"].update(value=["pink", "pink"]), "colours.value"),
])
def test_a_broken_file_is_refused_naming_the_field(tmp_path: Path, change, field):
    data = yaml.safe_load(FILE.read_text(encoding="utf-8"))
    change(data)
    path = tmp_path / "components.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    with pytest.raises(InputError) as err:
        load_components(path)
    assert err.value.field == field and err.value.file == str(path)
