"""UI text (the ``tutor`` domain): English msgids with named placeholders, translated to es and ja."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any, TypeVar

from tutor.text.catalog import UI_DOMAIN, po_messages
from tutor.text.language import languages, plural_index


def N_(message: str) -> str:
    """Mark a message for extraction without translating it (the code keeps the English id)."""
    return message


def nN_(singular: str, plural: str, count: str) -> tuple[str, str, str]:
    """Mark a plural message: singular, plural, and the name of the parameter that counts."""
    return singular, plural, count


Counted = str | tuple[str, str, str]
M = TypeVar("M", str, tuple[str, str, str])
# A message said otherwise where one of its parameters has a given value: {message: (parameter, {value: message})}.
_SAID_OTHERWISE: dict[Counted, tuple[str, dict[Any, Counted]]] = {}


def when_none(message: M, zero: Counted, count: str | None = None) -> M:
    """``message``, said as ``zero`` where its count is 0 (``count``: the parameter; a plural message's own by
    default): "need not release anyone", never "must release 0 persons". Returns ``message`` unchanged."""
    param = count or (message[2] if isinstance(message, tuple) else "")
    return when_value(message, param, {0: zero})


def when_value(message: M, param: str, said: Mapping[Any, Counted]) -> M:
    """``message``, said as ``said[v]`` where parameter ``param`` is ``v`` (a value's own natural wording, e.g. a
    Japanese counter that depends on the good). Returns ``message`` unchanged."""
    _SAID_OTHERWISE.setdefault(message, (param, {}))[1].update(said)
    return message


def choose(message: Counted, params: Mapping[str, Any]) -> Counted:
    """The wording of ``message`` for these parameters (``when_none``, ``when_value``): the message itself unless
    a parameter has a value with a wording of its own."""
    other = _SAID_OTHERWISE.get(message)
    if other is None or other[0] not in params:
        return message
    value = params[other[0]]
    found = other[1].get(value) if isinstance(value, (str, int)) and not isinstance(value, bool) else None
    return message if found is None else found


def gettext(message: str, lang: str, **params: Any) -> str:
    """The message in ``lang`` with its parameters filled in (English where no translation exists)."""
    chosen = choose(message, params)
    if chosen != message:
        return render(chosen, lang, params)
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
    """Render a message id (or a plural triple) with its parameters, in the wording they call for (``choose``)."""
    chosen = choose(message, params)
    if chosen != message:
        return render(chosen, lang, params)
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
