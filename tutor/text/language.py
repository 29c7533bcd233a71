"""The languages the tutor speaks, and the one the displays speak when none is named (``tutor.set_language``).

A language is one entry: its catalogs in ``locales/<code>/LC_MESSAGES/`` (``tutor.text.catalog.languages``).
Everything else comes from Babel and from those catalogs, never from a table here: its name from ``Locale``,
its plural rule from its catalog's ``Plural-Forms`` header, how it separates the items of a list from Babel's
CLDR list patterns (docs/adding-a-language.md).
"""

from __future__ import annotations

import gettext as _stdlib_gettext
from collections.abc import Callable, Sequence
from functools import cache
from pathlib import Path

from babel import Locale
from babel.messages.pofile import read_po

from tutor.core.errors import InputError
from tutor.text import catalog

_current = ["en"]


def languages() -> tuple[str, ...]:
    """The languages the tutor speaks (their codes, sorted)."""
    return catalog.languages()


def _known(lang: str, where: str) -> str:
    if lang not in languages():
        raise InputError(where, 0, "lang", f"{lang!r} is not one of {', '.join(languages())}")
    return lang


def set_language(lang: str) -> None:
    """Set the default language of every display (one of ``languages()``)."""
    _current[0] = _known(lang, "set_language")


def language(lang: str | None = None) -> str:
    """``lang`` when given (checked), else the language set by ``set_language`` (English at first)."""
    if lang is None:
        return _current[0]
    return _known(lang, "lang")


def language_name(code: str, in_lang: str | None = None) -> str:
    """A language's name, in its own language (``in_lang`` None: "Español", "日本語") or in ``in_lang``
    ("Spanish", "スペイン語"), from Babel's locale data; capitalised as a label."""
    name = Locale.parse(code).get_display_name(in_lang or code) or code
    return name[:1].upper() + name[1:]


def plural_index(lang: str, n: int) -> int:
    """Which plural form of ``lang``'s catalogs a count of ``n`` takes (their ``Plural-Forms`` header)."""
    return int(_plural_rule(catalog.LOCALES, lang)(n))


@cache
def _plural_rule(locales: Path, lang: str) -> Callable[[int], int]:
    path = locales / lang / "LC_MESSAGES" / f"{catalog.UI_DOMAIN}.po"
    with path.open("rb") as f:
        expr = read_po(f, locale=lang).plural_expr
    return _stdlib_gettext.c2py(expr)  # the C expression of the header, as Python


def format_items(items: Sequence[str], lang: str) -> str:
    """The items of a list with ``lang``'s separator ("1, 2, 3", "1、2、3"), from Babel's CLDR list patterns.

    Only the separator: no "and" or "or" before the last item, because a message's list may mean either
    ("the groups that offer Taxes: 1, 2", "discard a card you hold: Yellow, Red"); the message says which."""
    if not items:
        return ""
    middle = str(Locale.parse(lang).list_patterns["standard"]["middle"])
    out = str(items[0])
    for item in items[1:]:
        out = middle.format(out, item)
    return out
