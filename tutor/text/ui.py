"""UI text (the ``tutor`` domain): English msgids with named placeholders, translated to es and ja."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.text.catalog import UI_DOMAIN, po_messages
from tutor.text.language import plural_index


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
