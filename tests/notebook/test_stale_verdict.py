"""A click that does nothing after a verdict (issue 35): the status line says why, and the verdict still on screen
is marked as the earlier move's (a note above it, the verdict dimmed) until the next move is tried."""

from __future__ import annotations

from tutor.notebook.live.companion import Companion
from tutor.notebook.live.companion_words import L_EARLIER
from tutor.text.ui import gettext


def _idle_space(c: Companion) -> str:
    scene = c.scene()
    assert scene is not None
    return next(t for t in sorted(scene.targets()) if t.startswith("space:"))


def test_a_click_that_does_nothing_marks_the_verdict_as_the_earlier_moves() -> None:
    china = Companion("china", progress=False, lang="es")
    china.try_move(china.legal()[0])  # a verdict on screen; now a card must be chosen before a space
    assert "tutor-verdict" in china.panel.value and "tutor-earlier" not in china.panel.value
    china.click_target(_idle_space(china))
    note = gettext(L_EARLIER, "es")
    assert note != L_EARLIER  # in the learner's language
    panel = china.panel.value
    assert "tutor-earlier" in panel and note in panel
    assert panel.index(note) < panel.index("tutor-summary")  # read before the old headline
    assert 'class="tutor-verdict legal" style="opacity:.6"' in panel
    china.try_move(china.legal()[0])  # the next move's verdict is its own again
    assert "tutor-earlier" not in china.panel.value and note not in china.panel.value

