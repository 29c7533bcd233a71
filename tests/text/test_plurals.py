"""Counts read right: no lazy plural ("house(s)", "emissary(-ies)") in a UI message, and a plural message says
"1 house" and "2 houses" (Spanish "1 casa", "2 casas"; Japanese has one form)."""

from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po

from tests.games.china.helpers import position, small_board
from tutor.core.registry import games
from tutor.core.verdict import event
from tutor.games.china import GAME as CHINA
from tutor.text.catalog import LOCALES, UI_DOMAIN, po_messages
from tutor.text.explain import explain, say
from tutor.text.ui import render

# a letter followed by "(s)", "(es)", "(-ies)", "(ies)", "(-s)" or "(-es)": a count that is not looked at
LAZY = re.compile(r"[^\W\d_]\((?:-?s|-?es|-?ies)\)")
# the same in Spanish translations: "casa(s)", "fortificación(es)", "la(s)", "todo(a)"
LAZY_ES = re.compile(r"[^\W\d_]\((?:s|es|as|os|a|o)\)")
PLACEHOLDER = re.compile(r"%\((\w+)\)s")


def _read(path):
    with path.open("rb") as f:
        return read_po(f)


def _ids(m) -> list[str]:
    return [m.id] if isinstance(m.id, str) else list(m.id)


def test_the_lazy_pattern():
    for lazy in ("1 house(s)", "emissary(-ies)", "fortification(es)", "%(n)s card(s) left"):
        assert LAZY.search(lazy), lazy
    for fine in ("%(n)s houses", "(see above)", "%(houses)s", "house (of %(n)s)", "clause(s_id)"):
        assert not LAZY.search(fine), fine
    assert LAZY_ES.search("casa(s)") and LAZY_ES.search("la(s) pieza") and not LAZY_ES.search("%(n)s casas")


def test_no_msgid_counts_lazily():
    lazy = [i for m in _read(LOCALES / f"{UI_DOMAIN}.pot") if m.id for i in _ids(m) if LAZY.search(i)]
    assert lazy == [], "use nN_(singular, plural, count) or write the count as a label (houses: %(houses)s)"


def test_no_spanish_translation_counts_lazily():
    catalog = _read(LOCALES / "es" / "LC_MESSAGES" / f"{UI_DOMAIN}.po")
    lazy = []
    for m in catalog:
        if m.id:
            lazy += [s for s in ([m.string] if isinstance(m.string, str) else m.string) if s and LAZY_ES.search(s)]
    assert lazy == []


def test_every_plural_message_has_its_forms():
    """A plural triple has two different Spanish forms and one Japanese form, and renders for 1 and 2; its English
    forms differ too, unless the English noun has one form (yuan) where the Spanish has two (yuan, yuanes)."""
    for game in games():
        for code, message in game.messages.items():
            if isinstance(message, str):
                continue
            singular, plural, count = message
            assert singular != plural or " yuan" in singular, code
            es, ja = (po_messages(UI_DOMAIN, lang)[(None, singular)] for lang in ("es", "ja"))
            assert len(es) == 2 and es[0] != es[1] and len(ja) == 1, code
            params = {p: 7 for p in PLACEHOLDER.findall(plural)}
            for lang in ("en", "es", "ja"):
                for n in (1, 2):
                    assert "%(" not in render(message, lang, {**params, count: n}), (code, lang, n)


NO_HOUSES = CHINA.messages["china.no-houses-left"]
NO_EMISSARIES = CHINA.messages["china.no-emissaries-left"]
TOTAL = CHINA.messages["china.answer.total"]


@pytest.mark.parametrize(("message", "params", "lang", "text"), [
    (NO_HOUSES, {"left": 1, "n": 2}, "en", "You have 1 house left in your supply and want to place 2."),
    (NO_HOUSES, {"left": 2, "n": 3}, "en", "You have 2 houses left in your supply and want to place 3."),
    (NO_HOUSES, {"left": 0, "n": 1}, "en", "You have 0 houses left in your supply and want to place 1."),
    (NO_HOUSES, {"left": 1, "n": 2}, "es", "Te queda 1 casa en tu reserva y quieres colocar 2."),
    (NO_HOUSES, {"left": 2, "n": 3}, "es", "Te quedan 2 casas en tu reserva y quieres colocar 3."),
    (NO_HOUSES, {"left": 1, "n": 2}, "ja", "手元の家は残り1軒で、2軒置こうとしています。"),
    (NO_HOUSES, {"left": 2, "n": 3}, "ja", "手元の家は残り2軒で、3軒置こうとしています。"),
    (NO_EMISSARIES, {"left": 1, "n": 2}, "en", "You have 1 emissary left in your supply and want to place 2."),
    (NO_EMISSARIES, {"left": 2, "n": 3}, "en", "You have 2 emissaries left in your supply and want to place 3."),
    (NO_EMISSARIES, {"left": 1, "n": 2}, "es", "Te queda 1 emisario en tu reserva y quieres colocar 2."),
    (NO_EMISSARIES, {"left": 2, "n": 3}, "es", "Te quedan 2 emisarios en tu reserva y quieres colocar 3."),
    (TOTAL, {"player": "Anna", "points": 1}, "en", "Anna: 1 point in all."),
    (TOTAL, {"player": "Anna", "points": 2}, "en", "Anna: 2 points in all."),
    (TOTAL, {"player": "Anna", "points": 1}, "es", "Anna: 1 punto en total."),
    (TOTAL, {"player": "Anna", "points": 2}, "es", "Anna: 2 puntos en total."),
])
def test_china_counts_in_plural_forms(message, params, lang, text):
    assert render(message, lang, params) == text


@pytest.mark.parametrize(("n", "lang", "text"), [
    (1, "en", "1 open card is laid out from the draw pile."),
    (2, "en", "2 open cards are laid out from the draw pile."),
    (1, "es", "Se revela 1 carta del mazo de robo."),
    (2, "es", "Se revelan 2 cartas del mazo de robo."),
])
def test_an_event_says_its_count_in_the_right_form(n, lang, text):
    assert say(CHINA, event("china.ev.refill-open", "china.exchange.refill-open", None, n=n), lang) == text


BOARD = small_board([("wei", "red", 4), ("qi", "yellow", 4)])


@pytest.mark.parametrize(("move", "lang", "text"), [
    ("place qi yellow house:6 house:7", "en", "Your cards pay for 1 piece but you place 2"),
    ("place qi yellow house:6 house:7", "es", "Tus cartas pagan 1 pieza pero colocas 2"),
    ("place qi yellow+yellow house:6", "en", "Your cards pay for 2 pieces but you place only 1"),
    ("place qi yellow+yellow house:6", "es", "Tus cartas pagan 2 piezas pero solo colocas 1"),
])
def test_a_verdict_says_its_count_in_the_right_form(move, lang, text):
    state = position(board=BOARD, hands={0: ["yellow", "yellow", "red"]}, houses={5: 1})
    verdict = CHINA.check(state, CHINA.parse_move(move))
    assert not verdict.legal
    assert any(ln.text.startswith(text) for ln in explain(CHINA, verdict, move, lang).lines), text


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_china_board_text_counts_without_lazy_plurals(lang):
    text = CHINA.board.describe(CHINA.new(3, 1), lang, [], viewer=0)
    assert not (LAZY if lang == "en" else LAZY_ES).search(text), text
    assert ("cards in hand 3" if lang == "en" else "cartas en la mano 3") in text
