"""Babel extractor for clause files (registered as ``tutor_clauses`` in pyproject.toml).

Yields ``msgctxt`` = clause id, ``msgid`` = the verbatim source wording, and extracted comments
with the clause's kind, section path, cross-references and notes.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

import yaml

from tutor.text.clauses import Clause, ClauseFile, Link, load_clause_file, load_links, with_links

SECTION_SEPARATOR = " › "


def clause_comments(clause: Clause, by_id: dict[str, Clause]) -> list[str]:
    """The extracted comments of a clause, one per line of the .pot entry."""
    comments = [f"kind: {clause.kind}"]
    if clause.section:
        path = SECTION_SEPARATOR.join(by_id[h].text for h in clause.section)
        comments.append(f"section: {path}")
    if clause.see:
        comments.append("see: " + " ".join(clause.see))
    if clause.differs:
        comments.append(f"differs: {clause.differs}")
    if clause.note:
        comments.append(f"translator: {clause.note}")
    return comments


def clause_messages(cf: ClauseFile, links: list[Link]) -> Iterator[tuple[int, str, str, list[str]]]:
    """(line, clause id, verbatim wording, comments) for every clause of a file."""
    by_id = {c.id: c for c in cf.clauses}
    for clause in with_links(cf.clauses, links):
        yield clause.line, clause.id, clause.text, clause_comments(clause, by_id)


def extract_clauses(
    fileobj: IO[bytes], keywords: Any, comment_tags: Any, options: dict[str, Any]
) -> Iterator[tuple[int, str, tuple[str, str], list[str]]]:
    """Babel extraction method: one ``pgettext(clause_id, wording)`` message per clause."""
    path = Path(fileobj.name)
    cf = load_clause_file(path)
    for line, cid, text, comments in clause_messages(cf, load_links(path.parent / "links.yaml")):
        yield line, "pgettext", (cid, text), comments


def extract_links(
    fileobj: IO[bytes], keywords: Any, comment_tags: Any, options: dict[str, Any]
) -> Iterator[tuple[int, None, str, list[str]]]:
    """Babel extraction method for ``links.yaml``: each "how the texts differ" note, for the UI domain."""
    for link in load_links(Path(fileobj.name)):
        if link.differs:
            yield link.line, None, link.differs, ["links: " + " ".join(link.clauses)]


def extract_unenforced(
    fileobj: IO[bytes], keywords: Any, comment_tags: Any, options: dict[str, Any]
) -> Iterator[tuple[int, None, str, list[str]]]:
    """Babel extraction method for a game's ``unenforced.yaml``: why the tutor does not check a clause, for the
    UI domain (the reader renders each reason with ``gettext``)."""
    node = yaml.compose(fileobj.read().decode("utf-8"), Loader=yaml.SafeLoader)
    for key, value in node.value if isinstance(node, yaml.MappingNode) else ():
        reason = " ".join(str(value.value).split())
        if reason:
            yield key.start_mark.line + 1, None, reason, [f"unenforced: {key.value}"]
