"""docs/writing-a-lesson.md cites paths, fields and make targets that exist (tested like the game guide)."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

from tutor.core.lesson import Step, Task

ROOT = Path(__file__).parents[2]
GUIDE = ROOT / "docs" / "writing-a-lesson.md"


def test_every_path_the_guide_cites_exists():
    text = GUIDE.read_text(encoding="utf-8")
    paths = set(re.findall(r"`((?:tutor|tests|locales|docs|notebooks)/[^`\s]*)`", text))
    assert len(paths) >= 10
    for p in paths:
        concrete = p.replace("<game>", "year_of_the_dragon").replace("<lang>", "en").replace("*", "year_of_the_dragon")
        assert (ROOT / concrete).exists(), f"the guide cites {p}, which does not exist"


def test_the_guide_describes_every_field_of_a_step():
    text = GUIDE.read_text(encoding="utf-8")
    first_column = " ".join(re.findall(r"^\| ([^|]*) \|", text, re.MULTILINE))
    for f in dataclasses.fields(Step):
        assert f"`{f.name}`" in first_column, f"the guide's table does not describe Step.{f.name}"
    for f in ("kinds", "legal", "cites", "example", "args", "player"):
        assert f in [x.name for x in dataclasses.fields(Task)] and f"`{f}`" in text


def test_the_make_targets_it_names_exist():
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    for target in re.findall(r"`make (\w+)", GUIDE.read_text(encoding="utf-8")):
        assert re.search(rf"^{target}:", makefile, re.MULTILINE), target
