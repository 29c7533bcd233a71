"""Where a board is on the page: its box once it has stopped moving (JupyterLab lays outputs out over several
frames), scrolled into view first, for tests that click it."""

from __future__ import annotations

import time
from typing import Any


def stable_box(locator: Any, tries: int = 50) -> dict[str, float]:
    """The element's bounding box once two readings 0.1 s apart agree (the last reading after ``tries``)."""
    locator.scroll_into_view_if_needed()
    box = None
    for _ in range(tries):
        new = locator.bounding_box()
        if new and new == box:
            return new
        box = new
        time.sleep(0.1)
    assert box is not None, "the board has no box on the page"
    return box
