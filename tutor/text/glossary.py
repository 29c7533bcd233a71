"""Each game's glossary (en/es/ja): the names the UI uses for pieces, cards, spaces and phases."""

from __future__ import annotations

from functools import cache

import yaml

from tutor.text.catalog import LOCALES


@cache
def glossary(game: str) -> dict[str, dict[str, str]]:
    """``{key: {lang: name}}`` for a game (empty if it has no glossary yet)."""
    path = LOCALES / "glossary" / f"{game}.yaml"
    if not path.exists():
        return {}
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    return {str(k): {str(lang): str(name) for lang, name in (v or {}).items()} for k, v in (data.get("terms") or {}).items()}


def term(game: str, key: str, lang: str) -> str:
    """A term in ``lang`` (English, then the key itself, where a translation is missing)."""
    names = glossary(game).get(key)
    if not names:
        return key
    return names.get(lang) or names.get("en") or key
