"""Published codes: every violation, event and score-line code a game has ever released, kept as a contract.

A game's ``codes.yaml`` (beside its modules) lists ``released`` (every code ever published: the list only grows),
``renamed`` (an old code -> the codes that now say what it said, for a case the old code covered) and ``retired``
(a code no verdict gives any more, with the reason). A scenario may still name an old code: it matches the code
itself or any of its successors, and a deprecation note says which new code to write.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from importlib.resources import files

import yaml

from tutor.core.registry import package_of


@dataclass(frozen=True)
class Published:
    """The codes a game has published, its renamed codes (old -> successors) and its retired codes (-> why)."""

    released: frozenset[str] = frozenset()
    renamed: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    retired: Mapping[str, str] = field(default_factory=dict)


@functools.cache
def published(game: str) -> Published:
    """The published codes of a bundled game (none for a game without a ``codes.yaml``)."""
    package = package_of(game)
    try:
        node = files(package or f"tutor.games.{game}") / "codes.yaml"
    except (ModuleNotFoundError, ValueError):
        return Published()
    if not node.is_file():
        return Published()
    data = yaml.safe_load(node.read_text(encoding="utf-8")) or {}
    renamed = {str(k): tuple(str(c) for c in v["now"]) for k, v in (data.get("renamed") or {}).items()}
    retired = {str(k): str(v) for k, v in (data.get("retired") or {}).items()}
    return Published(frozenset(str(c) for c in data.get("released") or ()), renamed, retired)


def known(game: str, code: str, current: Iterable[str]) -> bool:
    """Whether a scenario may name ``code``: a current code, or one the game released once."""
    return code in current or code in published(game).released


def covers(game: str, code: str) -> tuple[str, ...]:
    """The codes an expected ``code`` matches: itself and, for a renamed code, its successors."""
    return (code, *published(game).renamed.get(code, ()))


def missing(game: str, expected: Iterable[str], got: Iterable[str], notes: list[str]) -> list[str]:
    """The expected codes the verdict lacks (an old code matches its successors; a note says so)."""
    have = set(got)
    out = []
    for code in expected:
        if code in have:
            continue
        found = [c for c in covers(game, code) if c in have]
        if found:
            notes.append(note(game, code, found))
        else:
            out.append(code)
    return out


def same(game: str, expected: Iterable[str], got: Iterable[str], notes: list[str]) -> bool:
    """Whether the expected codes are exactly the verdict's, each old code standing for its successors."""
    want = set(expected)
    have = set(got)
    if missing(game, want, have, notes):
        return False
    return all(any(c in covers(game, w) for w in want) for c in have)


def note(game: str, old: str, now: Iterable[str]) -> str:
    """The deprecation note for a scenario that names an old code."""
    return f"{old} is an old code: it now reads {', '.join(now)}; write the new code"


def deprecations(game: str, expected: Iterable[str], current: Iterable[str]) -> list[str]:
    """Notes for the expected codes that are no longer current (renamed or retired)."""
    pub = published(game)
    now = set(current)
    out = []
    for code in dict.fromkeys(expected):
        if code in now:
            continue
        if code in pub.renamed:
            out.append(note(game, code, pub.renamed[code]))
        elif code in pub.retired:
            out.append(f"{code} is retired: {pub.retired[code]}")
    return out
