"""The slips of issue 37's translation review, each grepped for in every catalog so none comes back."""

from __future__ import annotations

import re

import pytest

from tests.text.test_glossary_terms import LOCALES, entries

DOMAINS = sorted(p.stem for p in (LOCALES / "es" / "LC_MESSAGES").glob("*.po"))

# (language, pattern): each an old wording the review found
SLIPS = [
    ("es", r"le faltan %\(short\)s\)"),                 # followed paid's plural; «le faltan 0» on a full payment
    ("es", r"\(quedan %\(floors\)s\)"),                 # «(quedan 1)»
    ("es", r"es el más adelantado"),                    # masculine for any player
    ("es", r"se pueden jugar %\(count\)s"),            # «se pueden jugar 1»
    ("es", r"La %\(fireworks\)s ficha"),                # «La 1 ficha de fuegos artificiales»
    ("es", r"acoger a la persona %\(person\)s"),        # «acoger a la persona artesano»
    ("es", r"tiene más casas en %\(region\)s"),         # reads as a comparison
    ("es", r"libres de %\(outlines\)s"),                # «4 contornos de carta libres de 4»
    ("es", r"fichas para %\(type\)s"),                  # «Aún quedan fichas para …»
    ("es", r"para %\(arg\)s se escribe"),               # «para palacio se escribe» (no article)
    ("es", r"usar la cédula"),                          # the glossary says «Carta real»
    ("es", r"el jugador más joven, elige"),             # masculine for a named player
    ("es", r"%\(player\)s es el jugador inicial"),      # masculine for a named player
    ("ja", r"(?<![0-9])元の壁タイル"),                  # 元の reads もとの
    ("ja", r"いくついても"),                             # いくつ counts things, not people
    ("ja", r"値 %\(values\)s"),                         # stray space
    ("ja", r"集めました|出しました（|スペースを選びました"),  # past tense beside present-tense lines
    ("ja", r"%\(groups\)s個のグループ"),                 # 「2個のグループ」
    ("ja", r"特許状"),                                   # the glossary says 憲章
    ("ja", r"「「|」」"),                                 # nested brackets
    ("ja", r"手にjoker"),                               # a notation word as if it were a card in the hand
    # the second reader's findings (issue 37, point 5)
    ("es", r"con %\(paid\)s de arroz"),                 # «con 0 de arroz»: no unit
    ("es", r"toma %\(total\)s de arroz"),               # «toma 4 de arroz»: no unit
    ("es", r"el jugador más joven, %\(player\)s"),      # masculine for a named player
    ("es", r"El jugador más joven, %\(player\)s"),      # masculine for a named player
    ("es", r"el jugador más joven \(aquí"),             # masculine for a named player
    ("es", r"amarillo\. El jugador más joven toma"),     # masculine for the youngest, whoever it is
    ("es", r"^El jugador más joven \(que elige"),        # masculine answer label
    ("es", r"el jugador más adelantado"),                # masculine: «quien va más adelantado»
    ("es", r"El jugador %\(colour\)s no tiene"),         # masculine for a player named by colour
    ("es", r"Elige al ganador"),                         # masculine for any player
    ("es", r"se retiró de todas las manos"),             # past tense beside present-tense lines
    ("es", r"elige un espacio y toma todas sus cartas, no de ambos"),  # «toma … no de ambos» does not parse
    ("es", r"es %\(card\)s: este movimiento"),           # a card name that is a verb phrase, unquoted
    ("es", r"revela %\(card\)s\."),                      # likewise («Blue revela Colocar 2 piedras»)
    ("es", r"la carta %\(card\)s\?"),                     # likewise («programar ahora la carta Saltar»)
    ("es", r"la salida %\(n\)s, la tercera"),            # «la salida 3, la tercera»
    ("es", r"el jugador empatado con más piezas"),     # masculine for any player
    ("es", r"como el que más tiene en"),               # masculine for any player
    ("ja", r"上限 %\(size\)s枚"),                        # stray space
    ("ja", r"%\(short\)sつ\)"),                          # 「0つ」
    ("ja", r"アクションは%\(card\)sです"),               # a verb-phrase card name unquoted
    ("ja", r"山札には%\(count\)s枚あります"),            # 「山札には0枚あります」 names nothing
    ("ja", r"(コマ|得点|花火|米)(は|を)いくつ"),          # いくつ where the unit is known (個/点/枚)
    ("ja", r"回目、つまり3回目"),                        # 「3回目、つまり3回目」
]


@pytest.mark.parametrize(("lang", "pattern"), SLIPS, ids=[p for _, p in SLIPS])
def test_the_old_slip_is_gone_from_every_catalog(lang, pattern):
    found = [(domain, tr[:90]) for domain in DOMAINS for _src, tr in entries(lang, domain) if re.search(pattern, tr)]
    assert not found, found


def test_the_supply_lies_on_the_board():
    """yotd.setup.supply: «un suministro general sobre el tablero», not beside it."""
    for lang, wrong in (("en", "beside the board"), ("ja", "ボードの横")):
        text = [tr for src, tr in entries(lang, "year_of_the_dragon") if "suministro general sobre el tablero" in src]
        assert text and not any(wrong in t for t in text), text


def test_the_glossary_joker_has_no_brackets_of_its_own():
    """A term that carries 「」 nests inside every quoted use (「人物カード「「?」カード」を捨てる」)."""
    from tutor.core.registry import games
    from tutor.text.glossary import glossary

    for game in (g.spec.name for g in games()):
        for key, names in glossary(game).items():
            assert "「" not in names.get("ja", ""), (game, key)
