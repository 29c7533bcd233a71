"""The language the tutor's displays speak when none is named: ``tutor.set_language("ja")``."""

from __future__ import annotations

from tutor.core.errors import InputError
from tutor.text.catalog import LANGS

_current = ["en"]


def set_language(lang: str) -> None:
    """Set the default language of every display (en, es or ja)."""
    if lang not in LANGS:
        raise InputError("set_language", 0, "lang", f"{lang!r} is not one of {', '.join(LANGS)}")
    _current[0] = lang


def language(lang: str | None = None) -> str:
    """``lang`` when given (checked), else the language set by ``set_language`` (English at first)."""
    if lang is None:
        return _current[0]
    if lang not in LANGS:
        raise InputError("lang", 0, "lang", f"{lang!r} is not one of {', '.join(LANGS)}")
    return lang
