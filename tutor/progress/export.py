"""The learner's record as one file to hand in, and reading such files back for the class report.

In a browser (the static JupyterLite site) there is no server a teacher can read records from, so a learner
hands in their record: ``download()`` shows a link that saves it as ``tutor-progress-<date>.json`` (a ``data:``
URL in plain HTML, so it needs no server and no widget), and ``tutor report FOLDER`` counts a folder of such
files, one learner each. ``tutor progress --export FILE`` writes the same file.

The file is one JSON object: ``format`` (``"tutor-progress"``), ``version``, ``exported`` (when), ``record``
(where it was kept), ``learner`` (the hub's user name, or ""), ``entries`` (the record's entries as they are)
and ``clauses`` (figures by clause, for a person reading it; the report recounts them from ``entries`` and
trusts nothing else in the file: ``learner`` only names the hand-in beside its file name).
"""

from __future__ import annotations

import base64
import json
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from html import escape
from pathlib import Path
from typing import Any

from tutor.progress.record import MAX_TEXT, Damaged, Record, now, parse, printable, valid
from tutor.progress.stats import fold
from tutor.progress.storage import persistent
from tutor.text.language import language
from tutor.text.ui import N_, gettext, ngettext, nN_

FORMAT = "tutor-progress"
VERSION = 1

L_DOWNLOAD = N_("Download my progress for my teacher")
L_DOWNLOAD_NOTE = nN_("One file with your progress record (%(count)s entry), to hand in as your teacher asks. "
                      "Run this cell again to include what you do next.",
                      "One file with your progress record (%(count)s entries), to hand in as your teacher asks. "
                      "Run this cell again to include what you do next.", "count")
L_NOT_KEPT = N_("In this browser your progress is kept only until the page is reloaded: download it before you "
                "leave.")


def export_data(entries: Sequence[Mapping[str, Any]], record: Path | str = "") -> dict[str, Any]:
    """The file's content: the entries as they are and, for a person reading it, the figures by clause."""
    progress = fold(entries)
    cards = progress.schedule.cards
    clauses = {c: {**s.__dict__, "box": cards[c].box if c in cards else 0, "mastered": progress.mastered(c)}
               for c, s in sorted(progress.clauses.items())}
    return {"format": FORMAT, "version": VERSION, "exported": now(), "record": str(record),
            "learner": os.environ.get("JUPYTERHUB_USER", "")[:MAX_TEXT], "entries": [dict(e) for e in entries],
            "clauses": clauses}


def export_bytes(entries: Sequence[Mapping[str, Any]], record: Path | str = "") -> bytes:
    """The file to hand in, as UTF-8 (a path that is not text, such as a lone surrogate, is written escaped)."""
    doc = export_data(entries, record)
    try:
        return (json.dumps(doc, ensure_ascii=False, indent=1) + "\n").encode("utf-8")
    except UnicodeEncodeError:
        return (json.dumps(doc, ensure_ascii=True, indent=1) + "\n").encode("ascii")


def file_name(when: datetime | None = None) -> str:
    return f"{FORMAT}-{(when or datetime.now(UTC)).strftime('%Y-%m-%d-%H%M')}.json"


def _load(data: bytes) -> Any:
    try:
        return json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise Damaged(0, f"not a progress export (not JSON: {exc.__class__.__name__})", []) from None


def read_export(data: bytes) -> list[dict[str, Any]]:
    """The entries of an exported file; ``Damaged`` (with the readable entries) if it is not an export or an
    entry is not one a record can hold."""
    return _entries(_load(data))


def _entries(doc: Any) -> list[dict[str, Any]]:
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise Damaged(0, 'not a progress export (a JSON file without "format": "tutor-progress")', [])
    if type(doc.get("version")) is not int or doc["version"] != VERSION or not isinstance(doc.get("entries"), list):
        raise Damaged(0, f"not a progress export this tutor reads (version {str(doc.get('version'))[:20]})", [])
    good: list[dict[str, Any]] = []
    bad: tuple[int, str] | None = None
    for number, entry in enumerate(doc["entries"], 1):
        problem = valid(entry)
        if problem:
            bad = bad or (number, problem)
            continue
        good.append(entry)
    if bad is not None:
        raise Damaged(0, f"entry {bad[0]}: {bad[1]}", good)
    return good


def read_any(data: bytes, seconds: float, name: str = "") -> list[dict[str, Any]]:
    """The entries of a record (JSON lines) or of an export (one JSON object, or any file named ``*.json``);
    ``Damaged`` as ``record.parse``."""
    return read_handin(data, seconds, name)[0]


def _said(doc: Any) -> str:
    said = doc.get("learner") if isinstance(doc, dict) else None
    return said if isinstance(said, str) and 0 < len(said) <= MAX_TEXT and printable(said) else ""


def read_handin(data: bytes, seconds: float, name: str = "") -> tuple[list[dict[str, Any]], str]:
    """A hand-in's entries (as ``read_any``) and the learner an export names ("" if none or not plain text);
    a ``Damaged`` hand-in carries that name as ``learner``."""
    try:
        doc = _load(data)  # a record of two lines or more is not one JSON document: it fails at once
    except Damaged:
        if name.endswith(".json"):
            raise
        return parse(data, seconds), ""
    if name.endswith(".json") or (isinstance(doc, dict) and "format" in doc):
        learner = _said(doc)
        try:
            return _entries(doc), learner
        except Damaged as exc:
            exc.learner = learner
            raise
    return parse(data, seconds), ""


def download_html(entries: Sequence[Mapping[str, Any]], lang: str, record: Path | None = None) -> str:
    """A link that saves the record as one file (a ``data:`` URL: no server, no widget), with a line saying
    what it is; in a browser whose record is not on the persistent drive, a warning that it goes on reload."""
    data = base64.b64encode(export_bytes(entries, record or "")).decode("ascii")
    t = gettext
    warn = ""
    if record is not None and not persistent(record):
        warn = f'<div class="tutor-message error">{escape(t(L_NOT_KEPT, lang))}</div>'
    return (f'<div class="tutor-export" data-entries="{len(entries)}">{warn}'
            f'<a class="tutor-download" download="{file_name()}" href="data:application/json;base64,{data}">'
            f"&#x2B07; {escape(t(L_DOWNLOAD, lang))}</a>"
            f"<div>{escape(ngettext(*L_DOWNLOAD_NOTE[:2], len(entries), lang, count=len(entries)))}</div></div>")


@dataclass
class Download:
    """The download link as a cell's output (``download()`` in a notebook cell)."""

    html: str

    def _repr_html_(self) -> str:
        return self.html


def download(lang: str | None = None, record: Record | None = None) -> Download:
    """The learner's record as a file to hand in: a link in the cell's output (``lang``: the tutor's language)."""
    record = record if record is not None else Record()
    entries = record.entries()
    return Download(download_html(entries, lang or language(), record.directory))
