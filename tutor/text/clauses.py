"""Clause files: each rulebook cut into citable clauses (``locales/clauses/<domain>.yaml``).

A clause file lists, in source order, spans of the rulebook with a stable id, a kind and, for
headings, a level. The section path of a clause is the stack of headings above it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from pathlib import Path

from tutor.core.errors import InputError
from tutor.core.yamlfile import load_yaml

KINDS = ("rule", "example", "component", "heading", "flavor")
CLAUSE_ID = re.compile(r"^[a-z0-9]+(?:[._-][a-z0-9]+)+$")
FIELDS = {"id", "kind", "text", "level", "note"}
MIN_COVERAGE = 0.95


def fold(text: str) -> str:
    """Fold every run of white space to one space (the verbatim rule allows that)."""
    return re.sub(r"\s+", " ", text).strip()


@dataclass(frozen=True)
class Clause:
    """One citable span of a rulebook."""

    id: str
    domain: str
    lang: str
    kind: str
    text: str
    section: tuple[str, ...] = ()  # ids of the enclosing headings, outermost first
    level: int = 0  # heading level (headings only)
    see: tuple[str, ...] = ()  # clauses of the other text that state the same rule
    differs: str = ""  # how the other text differs (English, for the tutor and translators)
    note: str = ""  # translator's note, e.g. where the source is garbled
    line: int = 0  # line of the clause in its clause file


@dataclass
class ClauseFile:
    """A parsed clause file with its source text."""

    domain: str
    lang: str
    source: str  # file name under locales/sources/
    prefix: str
    clauses: list[Clause] = field(default_factory=list)
    coverage: float = 0.0


def load_clause_file(path: Path, sources_dir: Path | None = None) -> ClauseFile:
    """Load and validate a clause file against its source text; raise InputError on a problem."""
    data = load_yaml(path.read_text(encoding="utf-8"), str(path))
    if not isinstance(data, dict):
        raise InputError(str(path), 1, "(file)", "a clause file is a mapping with domain, lang, source, clauses")
    for key in ("domain", "lang", "source", "prefix", "clauses"):
        if key not in data:
            raise InputError(str(path), 1, key, "missing")
    sources_dir = sources_dir or path.parent.parent / "sources"
    source_path = sources_dir / str(data["source"])
    source = fold(source_path.read_text(encoding="utf-8"))
    cf = ClauseFile(str(data["domain"]), str(data["lang"]), str(data["source"]), str(data["prefix"]))
    seen: set[str] = set()
    headings: list[tuple[int, str]] = []
    covered = bytearray(len(source))
    cursor = 0
    for item in data["clauses"] or []:
        line = int(item.get("__line__", 0)) if isinstance(item, dict) else 0
        cid, kind, text = _clause_fields(path, item, line, cf.prefix, seen)
        seen.add(cid)
        span = fold(text)
        at = _find_in_order(path, line, source, span, cursor)
        covered[at:at + len(span)] = b"\x01" * len(span)
        cursor = at + len(span)
        level = int(item.get("level", 1)) if kind == "heading" else 0
        if kind == "heading":
            while headings and headings[-1][0] >= level:
                headings.pop()
        cf.clauses.append(Clause(
            id=cid, domain=cf.domain, lang=cf.lang, kind=kind, text=text.strip(),
            section=tuple(h for _, h in headings), level=level, note=str(item.get("note", "") or ""), line=line,
        ))
        if kind == "heading":
            headings.append((level, cid))
    total = sum(1 for c in source if not c.isspace())
    inside = sum(1 for c, k in zip(source, covered, strict=True) if k and not c.isspace())
    cf.coverage = inside / total if total else 0.0
    return cf


def _clause_fields(path: Path, item: object, line: int, prefix: str, seen: set[str]) -> tuple[str, str, str]:
    """The id, kind and text of one clause entry, checked (fields, id form, no id twice, known kind)."""
    if not isinstance(item, dict):
        raise InputError(str(path), line, "clauses", "each clause is a mapping")
    unknown = set(item) - FIELDS - {"__line__"}
    if unknown:
        raise InputError(str(path), line, sorted(unknown)[0], "unknown field")
    for key in ("id", "kind", "text"):
        if not isinstance(item.get(key), str) or not item[key].strip():
            raise InputError(str(path), line, key, "missing or not a string")
    cid, kind, text = item["id"], item["kind"], item["text"]
    if not CLAUSE_ID.match(cid) or not cid.startswith(prefix + "."):
        raise InputError(str(path), line, "id", f"{cid!r} is not a dotted lower-case id under {prefix}.")
    if cid in seen:
        raise InputError(str(path), line, "id", f"{cid!r} is used twice")
    if kind not in KINDS:
        raise InputError(str(path), line, "kind", f"{kind!r} is not one of {', '.join(KINDS)}")
    return cid, kind, text


def _find_in_order(path: Path, line: int, source: str, span: str, cursor: int) -> int:
    """Where ``span`` stands in the source at or after ``cursor``; an error if it is elsewhere or nowhere."""
    at = source.find(span, cursor)
    if at < 0:
        where = "before the previous clause" if source.find(span) >= 0 else "anywhere in the source"
        raise InputError(str(path), line, "text", f"not verbatim: {span[:60]!r} is not found {where}"
                         if where.startswith("any") else f"out of order: {span[:60]!r} stands {where}")
    return at


def uncovered(cf: ClauseFile, sources_dir: Path) -> list[str]:
    """The stretches of source text that no clause covers (for whoever segments a rulebook)."""
    source = fold((sources_dir / cf.source).read_text(encoding="utf-8"))
    covered = bytearray(len(source))
    cursor = 0
    for c in cf.clauses:
        span = fold(c.text)
        at = source.find(span, cursor)
        covered[at:at + len(span)] = b"\x01" * len(span)
        cursor = at + len(span)
    gaps, start = [], None
    for i, k in enumerate(covered):
        if not k and start is None:
            start = i
        elif k and start is not None:
            gaps.append(source[start:i])
            start = None
    if start is not None:
        gaps.append(source[start:])
    return [g.strip() for g in gaps if g.strip()]


@dataclass(frozen=True)
class Link:
    """Clauses of different texts that state the same rule, and how they differ (if they do)."""

    clauses: tuple[str, ...]
    differs: str = ""
    line: int = 0


def load_links(path: Path) -> list[Link]:
    """Load ``links.yaml``: cross-references between the two In the Year of the Dragon texts."""
    if not path.exists():
        return []
    data = load_yaml(path.read_text(encoding="utf-8"), str(path))
    links = []
    for item in (data or {}).get("links") or []:
        line = int(item.get("__line__", 0))
        ids = item.get("clauses")
        if not isinstance(ids, list) or len(ids) < 2 or not all(isinstance(i, str) for i in ids):
            raise InputError(str(path), line, "clauses", "a link lists two or more clause ids")
        unknown = set(item) - {"clauses", "differs", "__line__"}
        if unknown:
            raise InputError(str(path), line, sorted(unknown)[0], "unknown field")
        links.append(Link(tuple(ids), str(item.get("differs", "") or ""), line))
    return links


def with_links(clauses: list[Clause], links: list[Link]) -> list[Clause]:
    """The clauses with ``see`` and ``differs`` filled in from the links that name them."""
    see: dict[str, list[str]] = {}
    differs: dict[str, list[str]] = {}
    for link in links:
        for cid in link.clauses:
            see.setdefault(cid, []).extend(o for o in link.clauses if o != cid)
            if link.differs:
                differs.setdefault(cid, []).append(link.differs)
    return [
        replace(c, see=tuple(dict.fromkeys(see.get(c.id, ()))), differs="\n".join(differs.get(c.id, ())))
        for c in clauses
    ]
