"""China's region and side names are data (issue 39): the board tool takes them from the glossary, and a
region names itself in a language its board file predates through its glossary term."""

from __future__ import annotations

import pytest

from tutor.games.china import design_boards
from tutor.games.china.boardfile import Region, bundled
from tutor.text.glossary import glossary


def test_the_board_tool_holds_no_words_of_any_language():
    for table in (design_boards.REGIONS, design_boards.SIDES):
        for entry in table.values():
            assert not {"name", "names"} & set(entry), entry


@pytest.mark.parametrize("side", sorted(design_boards.SIDES))
def test_the_drawn_sides_name_their_regions_and_themselves_as_the_glossary_does(side):
    terms = glossary("china")
    data = design_boards.design(side)
    assert data["name"] == terms[f"board.side_{side}"]
    for region in data["regions"]:
        assert region["names"] == terms[region["glossary"]] and region["glossary"] == f"region.{region['id']}"
    board = bundled(side)  # the committed file is what the tool writes
    assert dict(board.name) == data["name"]
    assert {r.id: dict(r.names) for r in board.regions} == {r["id"]: r["names"] for r in data["regions"]}


def test_a_region_names_itself_in_a_language_its_file_lacks_through_the_glossary():
    wei = Region("wei", "red", (("en", "Wei"),), "region.wei")
    assert wei.name("ja") == glossary("china")["region.wei"]["ja"] != "Wei"
    assert Region("mine", "red", (("en", "Mine"), ("ja", "私の")), "").name("ja") == "私の"
    assert Region("mine", "red", (("en", "Mine"),), "").name("fr") == "Mine"  # English when nothing else says
