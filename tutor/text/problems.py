"""Renders the problems of ``InputError`` (message ids with parameters) in the learner's language.

Installed into core on import of ``tutor.text``: core raises errors as data and knows no catalog.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tutor.core import errors
from tutor.core.errors import Part, Words, show
from tutor.core.moves import Usage
from tutor.text.language import language
from tutor.text.ui import gettext

QUOTES = {"ja": ("「", "」"), "es": ("«", "»")}
LIST_SEPARATORS = {"ja": "、"}
SENTENCE_SEPARATORS = {"ja": ""}


def param(value: Any, lang: str) -> str:
    """One parameter in ``lang``: quoted words, lists with the language's separator, a syntax with its labels."""
    if isinstance(value, Usage):
        kind, args = value
        labels = [(gettext(a, lang), opt, many) for a, opt, many in args]
        return str(Usage(kind, tuple(labels)))
    return show(value, QUOTES.get(lang, ("“", "”")), LIST_SEPARATORS.get(lang, ", "))


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
