"""Renders the problems of ``InputError`` (message ids with parameters) in the learner's language.

Installed into core on import of ``tutor.text``: core raises errors as data and knows no catalog.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from babel.numbers import format_decimal

from tutor.core import errors
from tutor.core.errors import Part, Words, show
from tutor.core.moves import Usage
from tutor.text.language import format_items, language
from tutor.text.ui import N_, gettext

# Each language's quotation marks, said by its own catalog (Babel carries no CLDR delimiters): «…», 「…」.
QUOTED = N_("“%(text)s”")
SENTENCE_SEPARATORS = {"ja": ""}


def quotes(lang: str) -> tuple[str, str]:
    """The opening and closing quotation marks of ``lang``."""
    opening, _, closing = gettext(QUOTED, lang, text="\x00").partition("\x00")
    return opening, closing


def list_separator(lang: str) -> str:
    """The separator between the items of a list in ``lang`` (Babel's CLDR list pattern: ", ", "、")."""
    return format_items(["\x00", "\x00"], lang).strip("\x00")


def param(value: Any, lang: str) -> str:
    """One parameter in ``lang``: quoted words, lists with the language's separator, a syntax with its labels."""
    if isinstance(value, Usage):
        kind, args = value
        labels = [(gettext(a, lang), opt, many) for a, opt, many in args]
        return str(Usage(kind, tuple(labels)))
    if isinstance(value, float):  # with the language's decimal sign («0,5»)
        return str(format_decimal(value, format="#,##0.##", locale=lang))
    return show(value, quotes(lang), list_separator(lang))


def render_parts(parts: Sequence[Part], lang: str | None = None) -> str:
    """The sentences of a problem in ``lang`` (None: the current language)."""
    lang = language(lang)
    out = []
    for message, params in parts:
        values = {k: gettext(v, lang) if k == "arg" else param(v, lang) for k, v in params.items()}
        out.append(gettext(message, lang, **values))
    return SENTENCE_SEPARATORS.get(lang, " ").join(out)


errors.set_renderer(render_parts)
__all__ = ["Words", "render_parts"]
