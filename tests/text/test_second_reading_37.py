"""Issue 37's second reader: a zero said as "no one", not "0 persons"; goods counted the Japanese way; a distance
written with the learner's own decimal sign; River Dragons' colours as adjectives in English; bots by name, never
their name in code."""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.text.test_words_not_keys import FILES, SCENARIOS, rendered
from tutor.core.registry import games
from tutor.core.verdict import actor_event, reason
from tutor.text.explain import say
from tutor.text.ui import gettext

# A zero counting things in running text ("must release 0 persons", «hasta 0 piezas», 「あと0人」) or added as
# nothing ("+ 0 from craftsmen"); a zero that is a score or the value of a label ("fortifications 0", "(0)") is not one.
ZERO_COUNT = {
    "en": re.compile(r"\b(?:release|holds|up to|at most|pays|with|show|\() ?0 (?!points?\b|from\b)[a-z]"
                     r"|\b0 (?:left|more)\b|\+ 0 from"),
    "es": re.compile(r"\b(?:liberar a|hasta|mucho|paga|tiene|muestran|quedan?) 0\b(?! puntos?\b| por\b)|\+ 0 por"),
    "ja": re.compile(r"から0[)）]|あと0|最大0|(?:を|は)0(?:枚|個|人)(?!.*点)|残り0|のうち0元|0枚(?:解任|破棄)"),
}


def game(name: str) -> Any:
    return next(g for g in games() if g.spec.name == name)


@pytest.mark.parametrize("lang", ["en", "es", "ja"])
def test_no_sentence_counts_zero_things(lang):
    """«Benno debe liberar a 0 personas», 「あと0人までです」: a zero has its own sentence."""
    found = sorted({(p.relative_to(SCENARIOS).parts[0], t) for p in FILES for t in rendered(p)[lang]
                    if ZERO_COUNT[lang].search(t)})
    assert not found, found[:8]


ZEROS = [  # (game, code, parameters with the zero), one for each count that can be zero
    ("year_of_the_dragon", "yotd:ev.contagion", {"lose": 0, "mortars": 3}),
    ("year_of_the_dragon", "yotd:ev.owes-release", {"count": 0}),
    ("year_of_the_dragon", "yotd:ok-release", {"count": 0}),
    ("year_of_the_dragon", "yotd:ev.tribute", {"paid": 0, "short": 4}),
    ("year_of_the_dragon", "yotd:ev.drought", {"paid": 0, "short": 2}),
    ("year_of_the_dragon", "yotd:ev.mongols", {"helmets": 0, "points": 0}),
    ("year_of_the_dragon", "yotd:ev.demolish", {"palace": 2, "floors": 0}),
    ("china", "china.emissary-cap", {"region": "region.wei", "cap": 1, "present": 1, "room": 0}),
    ("china", "china.answer.max-pieces", {"region": "region.wei", "n": 0}),
    ("dragonheart", "dh.answer.deck-size", {"count": 0}),
    ("river_dragons", "rd.stone-placed", {"at": "i3", "left": 0}),
    ("china", "china.answer.cap", {"region": "region.qi", "cap": 2, "present": 0}),
    ("year_of_the_dragon", "yotd:ev.wall-points", {"points": 0}),
    ("year_of_the_dragon", "yotd:ev.wall-short", {"built": 0, "needed": 7, "tiles": 0}),
    *[("year_of_the_dragon", f"yotd:ev.{gain}", {"total": 2, "base": 2, "extra": 0})
      for gain in ("taxes", "build", "harvest", "fireworks", "parade", "research")],
]


@pytest.mark.parametrize("lang", ["en", "es", "ja"])
@pytest.mark.parametrize(("name", "code", "params"), ZEROS, ids=[z[1] for z in ZEROS])
def test_a_zero_count_has_its_own_wording(name, code, params, lang):
    """Every count that can be zero reads without the zero: "Anna need not release anyone"."""
    text = say(game(name), actor_event(code, "x", 0, **params), lang, ["Anna", "Benno"])
    counted = {k: (1 if v == 0 else v) for k, v in params.items()}
    assert not re.search(r"(?<!\d)0(?!\d)", re.sub(r"[(（]0[枚個]?[)）]", "", text)), text  # "(0)": a label's value
    assert text != say(game(name), actor_event(code, "x", 0, **counted), lang, ["Anna", "Benno"])


@pytest.mark.parametrize("lang", ["en", "es", "ja"])
def test_a_hint_with_no_room_left_says_so_without_a_zero(lang):
    """China's remedy for a full region said "Place at most 0 emissaries in Wei"."""
    from tutor.games.china.hints import EMISSARY_ROOM
    from tutor.text.explain import render_params
    from tutor.text.ui import render

    china = game("china")
    text = render(EMISSARY_ROOM, lang, render_params(china, {"room": 0, "region": "region.wei", "cap": 2}, lang))
    assert not re.search(r"(?<!\d)0(?!\d)", text), text
    assert "2" in text, text


@pytest.mark.parametrize(("good", "words", "event"), [
    ("yuan", "1元を手放す", "Annaは1元を手放します"),
    ("rice", "米チップを1枚手放す", "Annaは米チップを1枚手放します"),
    ("firework", "花火チップを1枚手放す", "Annaは花火チップを1枚手放します"),
])
def test_the_flood_counts_each_good_with_its_japanese_counter(good, words, event):
    """「元を1つ手放す」 counted money like a thing: 1元, 米チップ1枚, 花火チップ1枚."""
    yotd = game("year_of_the_dragon")
    said = yotd.describe_move(None, yotd.parse_move(f"discard {good}"), "ja", None)
    told = say(yotd, actor_event("yotd:ev.discard", "yotd_bga.super-events.flood", 0, good=f"item.{good}"), "ja",
               ["Anna"])
    assert said == words and told.startswith(event), (said, told)
    assert "つ" not in said + told
    english = yotd.describe_move(None, yotd.parse_move(f"discard {good}"), "en", None)
    assert english.startswith("give up one ") and "+" not in english, english


@pytest.mark.parametrize(("lang", "good", "said"), [
    ("es", "firework", "No tienes fichas de fuegos artificiales que entregar."),
    ("ja", "yuan", "手放せるお金がありません。"),
    ("ja", "rice", "手放せる米チップがありません。"),
])
def test_no_good_to_give_up_names_the_good_in_running_text(lang, good, said):
    """«No tienes ningún bien de este tipo para entregar: Ficha de fuegos artificiales.», 「破棄できる元がありません」."""
    yotd = game("year_of_the_dragon")
    assert say(yotd, reason("yotd:no-good", "yotd_bga.super-events.flood", good=f"item.{good}"), lang) == said


@pytest.mark.parametrize(("lang", "written"), [("en", "1.1"), ("es", "1,1"), ("ja", "1.1")])
def test_a_distance_is_written_with_the_languages_decimal_sign(lang, written):
    """«a 1.1 de distancia»: Babel's format_decimal writes «1,1» in Spanish."""
    from tutor.games.river_dragons.planks import fmt

    rd = game("river_dragons")
    text = say(rd, reason("rd.too-short", "x", plank="green2", a="i1", b="i7", distance=fmt(1.1)), lang)
    assert written in text, text
    spanish = [t for p in FILES if p.relative_to(SCENARIOS).parts[0] == "river_dragons"
               for t in rendered(p)["es"] if "de distancia" in t]
    assert spanish and not any(re.search(r"\d\.\d", t) for t in spanish), spanish[:3]


def test_river_dragons_colours_are_lower_case_mid_sentence_in_english():
    """"the Green plank number 2", "the Red dragon of Benno": a colour is an adjective."""
    colour = re.compile(r"(?<=\S )(?:Red|Blue|Green|Yellow|Pink|Black)\b")
    found = sorted({t for p in FILES if p.relative_to(SCENARIOS).parts[0] == "river_dragons"
                    for t in rendered(p)["en"] if colour.search(t)})
    assert not found, found[:5]
    rd = game("river_dragons")
    assert "the red dragon" in say(rd, actor_event("rd.reveal-dragon", "x", 0, position=2, colour="colour.red"),
                                   "en", ["Anna"])


@pytest.mark.parametrize("lang", ["en", "es", "ja"])
def test_every_bot_has_a_name_for_learners(lang):
    """The companion's bot picker showed "random", "greedy", "search-strong" in every language."""
    from tutor.core.bots import UNNAMED, bot_label, bots_for

    for g in games():
        for name in bots_for(g):
            label = gettext(bot_label(name), lang)
            assert bot_label(name) != UNNAMED and label.lower() != name, (g.spec.name, name, label)
            assert lang == "en" or label != bot_label(name), (g.spec.name, name, label)  # translated
            assert not re.search(r"[a-z]-[a-z]", label), label  # no code name ("search-strong")


def test_the_companions_bot_picker_shows_names_and_follows_the_language():
    from tutor.core.bots import bot_label
    from tutor.notebook.live.companion import Companion

    companion = Companion("dragonheart", lang="es", progress=False)
    assert ("Jugadas al azar", "random") in companion.bot_pick.options, companion.bot_pick.options
    companion.bot_pick.value = "greedy"
    companion.set_lang("ja")
    assert companion.bot_pick.value == "greedy"
    assert (gettext(bot_label("greedy"), "ja"), "greedy") in companion.bot_pick.options


def test_japanese_counts_goods_and_stones_with_their_counters():
    """「元を1つ」, 「米チップはいくつ」, 「石はいくつ」: money in 元, tiles in 枚, stones in 個."""
    from tests.text.test_glossary_terms import entries

    wrong = re.compile(r"(?:元|米チップ|花火チップ)を1つ|チップはいくつ|石はいくつ")
    found = [tr for _src, tr in entries("ja", "tutor") if wrong.search(tr)]
    assert not found, found
