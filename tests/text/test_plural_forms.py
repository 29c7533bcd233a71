"""Every UI message (every game's and the notebook's: the whole ``tutor`` catalog) rendered with counts 1, 2
and 5 in en, es and ja: a count of 1 never reads "1 floors" / "1 pisos", and a plural message picks the
singular form for 1 and the plural form for 2 and 5."""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

import tutor
from tutor.text.catalog import LOCALES, UI_DOMAIN, languages, po_messages
from tutor.text.language import plural_index
from tutor.text.ui import render

PLACEHOLDER = re.compile(r"%\((\w+)\)s")
# placeholders that hold a name, a term or a list, never a count
NOT_COUNTS = frozenset({
    "player", "type", "age", "action", "actions", "good", "goods", "tile", "tiles_list", "event", "phase", "task",
    "edition", "size", "first", "second", "colour", "colours", "kind", "card", "deck", "piece", "plank",
    "region", "what", "where", "types", "values", "outlines", "detail", "hand", "other", "present", "empty",
    "position", "start", "to", "at", "a", "b", "name", "names", "game", "lang", "code", "move", "clause", "text",
    "groups_list", "palaces", "file", "path", "error", "problem", "field", "line", "winner", "players_list",
    "pending", "over", "space",  # an effect's name, a plank's name, a space's number
})
# a count of one followed by a plural noun ("1 floors", "1 pisos"); a verb after an identifier ("palace 1
# has room", "group 1 holds") and the Spanish "1 más" (one more) are not counts of a noun
EN_ONE_PLURAL = re.compile(r"(?<![\d.,])\b1 (?:(?:palace|person|inhabited|wall|open|free) )?([A-Za-z]+s)\b")
ES_ONE_PLURAL = re.compile(r"(?<![\d.,])\b1 ([a-záéíóúñ]+s)\b")
NOT_NOUNS = frozenset({"is", "has", "holds", "lies", "keeps", "begins", "does", "changes", "goes", "stays", "was",
                       "más", "dos", "this", "no"})


# Known cases, each with why it is left: the test fails on any other message, and on a listed one once it reads
# right (then take it off the list).
OTHER_GAME = "another game's (or the notebook's) message: reported to the lead, left to the helper who owns it"
TWO_OR_MORE = "used only for two or more: a count of one has its own message (board.py *_1)"
TWELVE = "the wall's length, always 12"
GAP = "a gap too long for the plank: more than 1 unit (River Dragons' smallest plank spans 1)"
NEVER_ONE = ("a yuan amount that is never 1 (the fee is 3, a privilege costs 2, 6 or 7, a player starts with 6, "
             "taxes give 2 or more, a wall tile 2 yuan); Spanish would need 1 yuan, 2 yuanes")
KNOWN: dict[tuple[str, tuple[str, ...]], str] = {
    ("%(player)s buys a large privilege for %(cost)s yuan (%(edition)s).", ("es",)): NEVER_ONE,
    ("%(player)s buys a small privilege for %(cost)s yuan.", ("es",)): NEVER_ONE,
    ("%(player)s must discard %(n)s person cards (%(event)s)", ("en", "es")): TWO_OR_MORE,
    ("%(player)s must give up %(n)s goods: yuan, rice or fireworks (%(event)s)", ("en", "es")): TWO_OR_MORE,
    ("%(player)s must place %(n)s palace floors", ("en", "es")): TWO_OR_MORE,
    ("%(player)s must release %(n)s persons", ("en", "es")): TWO_OR_MORE,
    ("%(player)s must release %(n)s persons from palace %(palaces)s", ("en", "es")): TWO_OR_MORE,
    ("%(player)s must release %(n)s persons, each from a different palace", ("en", "es")): TWO_OR_MORE,
    ("%(player)s must remove %(n)s palace floors (%(event)s)", ("en", "es")): TWO_OR_MORE,
    ("%(player)s pays %(fee)s yuan to join group %(group)s.", ("es",)): NEVER_ONE,
    ("%(player)s skips the action; with %(total)s yuan already, they take none.", ("es",)): NEVER_ONE,
    ("%(player)s takes %(total)s yuan (%(base)s from the card + %(extra)s from tax collectors).", ("es",)): NEVER_ONE,
    ("+%(n)s yuan", ("es",)): NEVER_ONE,
    ("Add the size to the move: small (%(small)s yuan) or large (%(large)s yuan).", ("es",)): NEVER_ONE,
    ("Each player starts with %(yuan)s yuan, two palaces of 2 floors and 11 person cards; the "
     "oldest player picks first, then clockwise.", ("es",)): NEVER_ONE,
    ("Great Wall: %(built)s of %(length)s tiles built.", ("en", "es")): TWELVE,
    ("Your plank, %(plank)s, spans at most %(size)s units, and %(a)s and %(b)s are %(distance)s units apart: choose "
     "supports at most %(size)s units apart.", ("en", "es")): GAP,
    ("The group already holds a dragon, so you pay %(fee)s yuan.", ("es",)): NEVER_ONE,
    ("The small privilege costs %(cost)s yuan, and you have %(have)s.", ("es",)): NEVER_ONE,
    ("This group already holds a dragon: you must pay %(need)s yuan, and you have %(have)s.", ("es",)): TWO_OR_MORE,
    ("This privilege costs %(cost)s yuan (%(edition)s), and you have %(have)s.", ("es",)): NEVER_ONE,
    ("You need %(need)s yuan: %(fee)s for the occupied group and %(cost)s for the privilege "
     "(%(edition)s); you have %(have)s.", ("es",)): NEVER_ONE,
    ("You need %(need)s yuan: %(fee)s for the occupied group and %(cost)s for the small "
     "privilege; you have %(have)s.", ("es",)): NEVER_ONE,
}


@cache
def pot_messages() -> list[str | tuple[str, str]]:
    with (LOCALES / f"{UI_DOMAIN}.pot").open("rb") as f:
        return [m.id for m in read_po(f) if m.id]


@cache
def plural_counts() -> dict[str, str]:
    """Singular msgid -> the name of its counting parameter, from every ``nN_`` call in the package."""
    out: dict[str, str] = {}
    for path in sorted(Path(tutor.__file__).parent.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "nN_" and len(node.args) == 3:
                args = [a.value if isinstance(a, ast.Constant) else None for a in node.args]
                if all(isinstance(a, str) for a in args):
                    out[str(args[0])] = str(args[2])
    return out


def one_plural(text: str, lang: str) -> list[str]:
    pattern = EN_ONE_PLURAL if lang == "en" else ES_ONE_PLURAL
    return [m.group(0) for m in pattern.finditer(text) if m.group(1) not in NOT_NOUNS]


def renders(message: str | tuple[str, str]) -> list[tuple[str, int, str, str]]:
    """(param, count, lang, text) for every count placeholder at 1, 2 and 5, the others at 5."""
    if isinstance(message, tuple):
        count = plural_counts()[message[0]]
        triple: str | tuple[str, str, str] = (message[0], message[1], count)
        names = set(PLACEHOLDER.findall(message[0] + message[1])) | {count}  # the count may not be shown
    else:
        triple, names = message, set(PLACEHOLDER.findall(message))
    counts = sorted(n for n in names if n not in NOT_COUNTS)
    out = []
    for param in counts:
        for n in (1, 2, 5):
            params = {k: ("X" if k in NOT_COUNTS else 5) for k in names} | {param: n}
            for lang in languages():
                out.append((param, n, lang, render(triple, lang, params)))
    return out


def test_every_plural_message_has_its_counting_parameter():
    plural = [m for m in pot_messages() if isinstance(m, tuple)]
    assert len(plural) > 40 and [m[0] for m in plural if m[0] not in plural_counts()] == []


@pytest.mark.parametrize("lang", languages())
def test_every_message_renders_with_every_count(lang):
    for message in pot_messages():
        for param, n, lng, text in renders(message):
            if lng == lang:
                assert "%(" not in text and text.strip(), (message, param, n)


def ones_with_plurals() -> dict[str, set[str]]:
    """Singular msgid -> the languages in which a count of one is followed by a plural noun."""
    found: dict[str, set[str]] = {}
    for message in pot_messages():
        for _, n, lang, text in renders(message):
            if lang in ("en", "es") and n == 1 and one_plural(text, lang):
                found.setdefault(message if isinstance(message, str) else message[0], set()).add(lang)
    return found


def test_a_count_of_one_is_never_followed_by_a_plural_noun():
    known = {msgid: set(langs) for msgid, langs in KNOWN}
    found = ones_with_plurals()
    new = {m: sorted(langs - known.get(m, set())) for m, langs in found.items() if langs - known.get(m, set())}
    assert new == {}, "\n".join(f"{langs}: {m}" for m, langs in new.items())
    fixed = {m: sorted(langs - found.get(m, set())) for m, langs in known.items() if langs - found.get(m, set())}
    assert fixed == {}, f"these read right now: take them off KNOWN: {fixed}"


@pytest.mark.parametrize("lang", languages())
def test_a_plural_message_picks_its_form_by_the_count(lang):
    for message in pot_messages():
        if not isinstance(message, tuple):
            continue
        count = plural_counts()[message[0]]
        forms = po_messages(UI_DOMAIN, lang)[(None, message[0])] if lang != "en" else message
        names = set(PLACEHOLDER.findall(message[0] + message[1]))
        for n in (1, 2, 5):
            params = {k: ("X" if k in NOT_COUNTS else 7) for k in names} | {count: n}
            want = forms[plural_index(lang, n)]  # the form the catalog's own Plural-Forms rule picks
            assert render((message[0], message[1], count), lang, params) == want % params, (message[0], n)


def test_the_known_list_is_small_and_explained():
    assert len(KNOWN) < 60 and all(why in (OTHER_GAME, TWO_OR_MORE, TWELVE, NEVER_ONE, GAP) for why in KNOWN.values())
    assert not [m for m, _ in KNOWN if "%(n)s floors" in m and "must" not in m]  # no "1 floors" is excused


def test_the_patterns():
    assert one_plural("Anna gets 1 palace floors.", "en") == ["1 palace floors"]
    assert one_plural("Palace 1 has no room.", "en") == [] and one_plural("now 1 floor", "en") == []
    assert one_plural("debes pagar 1 yuanes", "es") == ["1 yuanes"] and one_plural("necesitas 1 más", "es") == []
