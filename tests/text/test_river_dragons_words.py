"""River Dragons in the learner's words (tryout 4): a lesson step names an island as the Move list does
("island 12", never the id "i12"), a distance with its unit, the Spanish board in words agrees in gender, and the
plank-choosing kind is labelled with the verb its moves use."""

from __future__ import annotations

import math
import re

import pytest

from tutor.games.river_dragons import GAME
from tutor.games.river_dragons.lessons import LESSONS
from tutor.games.river_dragons.messages import MESSAGES
from tutor.notebook.live.kinds import kind_label
from tutor.text.ui import gettext, render

LANGS = ["en", "es", "ja"]
# a place or plank as the notation writes it: i12, w165, green3 (ids a learner never reads)
ID = re.compile(r"(?<![A-Za-z0-9])(?:[iw]\d+|(?:green|blue|red|yellow|pink|black)\d)(?![A-Za-z0-9])")


def _texts(lang: str) -> list[str]:
    out = []
    for lesson in LESSONS.values():
        for step in lesson.steps:
            out.append(gettext(step.text, lang))
            if step.task is not None:
                out.append(gettext(step.task.text, lang))
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_steps_name_no_island_or_plank_ids(lang):
    found = [(ID.findall(t), t[:80]) for t in _texts(lang) if ID.search(t)]
    assert not found


def test_the_board_labels_islands_by_number_as_the_text_does():
    scene = GAME.board.scene(GAME.new(4), None, "en", ["A", "B", "C", "D"])
    drawn = {s.text for s in scene.shapes if s.kind == "text"}
    assert "12" in drawn and "i12" not in drawn


@pytest.mark.parametrize("code", ["rd.too-short", "rd.ok.plank"])
@pytest.mark.parametrize("lang,unit,one", [("en", "2.48 units", "1 unit "), ("es", "2,48 unidades", "1 unidad "),
                                           ("ja", "2.48単位", "1単位")])
def test_a_verdicts_distance_has_its_unit(code, lang, unit, one):
    params = {"plank": "P", "a": "A", "b": "B"}
    assert unit in render(MESSAGES[code], lang, {**params, "distance": unit.split("単")[0].split()[0]})
    assert one in render(MESSAGES[code], lang, {**params, "distance": "1"})


def test_the_spanish_board_in_words_agrees_in_gender():
    words = GAME.board.describe(GAME.new(4), "es", ["Anna", "Benno", "Clara", "Doro"])
    assert "Tabla: ninguna" in words and "Piedra: ninguna" in words
    assert "ninguno" not in words
    assert not re.search(r"[Aa]ldea de destino: (rojo|amarillo|negro)\b", words)
    assert "la aldea roja" in words  # Anna's destination, said as the village


@pytest.mark.parametrize("lang", LANGS)
def test_the_plank_choosing_kind_says_what_its_moves_say(lang):
    label = kind_label("take", lang, "river_dragons")
    move = gettext("choose %(first)s", lang, first="X")
    if lang == "ja":
        assert label.endswith("選ぶ") and move.endswith("選ぶ")
    else:
        assert label.split()[0].lower() == move.split()[0].lower()


def test_no_island_number_is_drawn_on_another_island():
    """The tryout's island 12 label lay under island 17 and its stone."""
    state = GAME.new(4)
    scene = GAME.board.scene(state, None, "en", ["A", "B", "C", "D"])
    islands = [s for s in scene.shapes if s.kind == "circle" and (s.target or "").startswith("spot:") and s.layer == "board"]
    covered = []
    for label in (s for s in scene.shapes if s.kind == "text" and s.text.lstrip("i").isdigit() and s.layer == "board"):
        mid = label.x - 6 if label.align == "right" else label.x + 6, label.y - 4
        number = label.text.lstrip("i")
        covered += [(number, c.target) for c in islands
                    if c.target != f"spot:i{number}" and math.hypot(mid[0] - c.x, mid[1] - c.y) < c.w]
    assert not covered
