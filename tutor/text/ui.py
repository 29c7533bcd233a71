"""UI text (the ``tutor`` domain): English msgids with named placeholders, translated to es and ja."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from tutor.text.catalog import UI_DOMAIN, po_messages
from tutor.text.language import languages, plural_index


def N_(message: str) -> str:
    """Mark a message for extraction without translating it (the code keeps the English id)."""
    return message


def nN_(singular: str, plural: str, count: str) -> tuple[str, str, str]:
    """Mark a plural message: singular, plural, and the name of the parameter that counts."""
    return singular, plural, count


def gettext(message: str, lang: str, **params: Any) -> str:
    """The message in ``lang`` with its parameters filled in (English where no translation exists)."""
    text = po_messages(UI_DOMAIN, lang).get((None, message)) if lang != "en" else None
    template = str(text) if text else message
    return template % params if params else template


def ngettext(singular: str, plural: str, n: int, lang: str, /, **params: Any) -> str:
    """The plural form for ``n`` in ``lang`` (the catalog's Plural-Forms rule; English's own where untranslated)."""
    forms = po_messages(UI_DOMAIN, lang).get((None, singular)) if lang != "en" else None
    if forms and isinstance(forms, (list, tuple)):
        template = str(forms[min(plural_index(lang, n), len(forms) - 1)])
    else:
        template = singular if n == 1 else plural
    return template % {**params}


def render(message: str | tuple[str, str, str], lang: str, params: Mapping[str, Any]) -> str:
    """Render a message id (or a plural triple) with its parameters."""
    if isinstance(message, tuple):
        singular, plural, count = message
        return ngettext(singular, plural, int(params[count]), lang, **params)
    return gettext(message, lang, **params)


class Names(Mapping[str, str]):
    """A name in every language the tutor speaks (a game's, on its ``GameSpec``): the English name is a message of
    the catalogs, translated like any other; where a catalog lacks it the English shows (and
    ``python -m tutor.text.maintain status`` lists it). A language added is one more catalog folder, no table."""

    def __init__(self, english: str) -> None:
        self.english = english

    def __getitem__(self, lang: str) -> str:
        if lang not in languages():
            raise KeyError(lang)
        return gettext(self.english, lang)

    def __iter__(self) -> Iterator[str]:
        return iter(languages())

    def __len__(self) -> int:
        return len(languages())

    def __repr__(self) -> str:
        return f"Names({self.english!r})"
