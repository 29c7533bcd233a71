"""Lessons that are quick to open (issue 35.7): the generator saves the panel's style sheet once per notebook and
each clause once per output (later mentions refer to it in words), so a lesson is a fraction of its old size."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

import pytest

from tests.report import report
from tutor.notebook.publish.generate import build, dumps, notebooks
from tutor.notebook.saved.panel import STYLE

# one lesson per game (the largest one of Year of the Dragon), in two languages
SAMPLE = ("en/year_of_the_dragon/09-super-events.ipynb", "ja/year_of_the_dragon/09-super-events.ipynb",
          "es/dragonheart/03-great-dragon.ipynb", "en/china/03-house-scoring.ipynb", "es/river_dragons/03-removing.ipynb")
WRITERS = dict(notebooks())
LIMIT = 900_000  # bytes: the largest lesson (Year of the Dragon's super events) was 1.34 MB, 1.09 MB with one style


@cache
def built(rel: str) -> dict[str, Any]:
    return build(rel, WRITERS[rel])


def _html(nb: dict[str, Any]) -> list[tuple[dict[str, Any], str]]:
    return [(c, o["data"]["text/html"]) for c in nb["cells"] for o in c.get("outputs", ()) if "text/html" in o.get("data", {})]


def test_the_sample_names_generated_notebooks() -> None:
    assert set(SAMPLE) <= set(WRITERS)


@pytest.mark.parametrize("rel", SAMPLE)
def test_the_style_sheet_is_saved_once_in_a_shown_cell(rel: str) -> None:
    outputs = _html(built(rel))
    styled = [(c, h) for c, h in outputs if "<style>" in h]
    assert len(styled) == 1, [h[:80] for _, h in styled[:3]]
    cell, html = styled[0]
    assert STYLE in html and cell["metadata"]["slideshow"]["slide_type"] != "skip"
    assert any("tutor-panel" in h for _, h in outputs)


@pytest.mark.parametrize("rel", SAMPLE)
def test_each_clause_is_quoted_once_per_output(rel: str) -> None:
    twice = []
    above = ""  # what the notebook showed so far: the steps' quoted clauses and the outputs
    for cell in built(rel)["cells"]:
        for html in (o["data"]["text/html"] for o in cell.get("outputs", ()) if "text/html" in o.get("data", {})):
            ids = re.findall(r'data-clause="([^"]+)"', html)
            twice += [f"{cell['source'][:40]!r}: {i}" for i in sorted({i for i in ids if ids.count(i) > 1})]
            # a clause referred to in words was quoted above it: in this output or earlier on the page
            for refs in re.findall(r'class="tutor-ref" data-refers="([^"]+)"', html):
                assert all(f'data-clause="{r}"' in html or f"<code>{r}</code>" in above for r in refs.split()), refs
            above += html
        above += "".join(cell["source"])
    assert not twice, twice[:5]


@pytest.mark.parametrize("rel", SAMPLE)
def test_a_lesson_is_small(rel: str) -> None:
    size = len(dumps(built(rel)).encode())
    report(f"notebook size: {rel} {size / 1000:.0f} kB")
    assert size < LIMIT, f"{rel}: {size} bytes"
