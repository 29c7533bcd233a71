"""A hand-in as untrusted data: what the class report counts of it, what it sets aside and why, and text made
safe to show on a terminal, in HTML or in a spreadsheet.

``record.valid`` already refuses entries of the wrong shape (kinds, versions, types, unprintable text). Here
the report goes further, since a hand-in is written by whoever handed it in: a clause id must be one the
catalogs have (or one named in ``sections.RETIRED``), a tally must be one a learner could reach
(``MAX_TALLY``), and a hand-in is read only up to ``MAX_ENTRIES`` entries and ``MAX_MENTIONS`` clause ids.
What is set aside is counted and named with a few examples, never printed raw, and never kept in memory.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from tutor.progress.sections import RETIRED
from tutor.text.catalog import all_clauses
from tutor.text.ui import N_, gettext, ngettext, nN_

MAX_ENTRIES = 20_000  # entries read from one hand-in (a compacted record holds one per clause, about 700)
MAX_MENTIONS = 100_000  # clause ids read from one hand-in
MAX_TALLY = 100_000  # answers, meetings or citations of one clause by one learner
EXAMPLES = 3  # set-aside ids quoted in the report
FORMULA = ("=", "+", "-", "@", "\t", "\r")  # a spreadsheet runs a cell starting so (OWASP: CSV injection)

L_UNKNOWN = nN_("%(count)s mention of a rule no rulebook has was set aside (%(examples)s)",
                "%(count)s mentions of rules no rulebook has were set aside (%(examples)s)", "count")
L_TALLY = nN_("%(count)s entry with more answers than a learner gives (over %(bound)s) was set aside",
              "%(count)s entries with more answers than a learner gives (over %(bound)s) were set aside", "count")
L_CUT = N_("only its beginning was read (entries read at most: %(entries)s; rule mentions read at most: %(mentions)s)")
L_SLOW = N_("reading it took too long (the bound is %(seconds)s s); the rest was not read")


def escaped(text: str, limit: int = 300) -> str:
    """``text`` shown safely: control and format characters, line breaks and lone surrogates escaped (``\\x1b``,
    ``\\n``, ``\\ud800``), at most ``limit`` characters."""
    s = text[: 4 * limit]
    s = "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in s)
    return s if len(s) <= limit else s[: limit - 1] + "…"


def csv_cell(value: object) -> object:
    """A CSV cell a spreadsheet shows and never runs: text escaped, and prefixed with ``'`` if it starts like a
    formula; numbers as they are."""
    if not isinstance(value, str):
        return value
    s = escaped(value, 1000)
    return "'" + s if s.startswith(FORMULA) else s


def known(clause: str) -> bool:
    """A clause id the catalogs have, or one they once had (retired)."""
    return clause in all_clauses() or clause in RETIRED


@dataclass
class Screened:
    """What the report counts of one hand-in, and what it set aside (as message ids with parameters)."""

    entries: list[dict[str, Any]] = field(default_factory=list)
    unknown: int = 0
    examples: list[str] = field(default_factory=list)
    implausible: int = 0
    cut: bool = False
    slow: float = 0.0  # the time bound, if reading stopped at it

    def set_aside(self) -> bool:
        """Whether anything was set aside or left unread."""
        return bool(self.unknown or self.implausible or self.cut or self.slow)

    def notes(self, lang: str) -> list[str]:
        """The reasons, in ``lang``."""
        out = []
        if self.unknown:
            out.append(ngettext(*L_UNKNOWN[:2], self.unknown, lang, count=self.unknown,
                                examples=", ".join(escaped(x, 60) for x in self.examples)))
        if self.implausible:
            out.append(ngettext(*L_TALLY[:2], self.implausible, lang, count=self.implausible, bound=MAX_TALLY))
        if self.cut:
            out.append(gettext(L_CUT, lang, entries=MAX_ENTRIES, mentions=MAX_MENTIONS))
        if self.slow:
            seconds = f"{self.slow:g}"
            out.append(gettext(L_SLOW, lang, seconds=seconds))
        return out

_TALLIES = ("met", "cited", "right", "wrong")


def _clauses_of(e: Mapping[str, Any]) -> list[str]:
    return [e["clause"]] if e["kind"] == "summary" else list(e.get("clauses", ())) if e["kind"] != "asked" else []


def _keep(e: dict[str, Any], out: Screened, totals: dict[str, int]) -> dict[str, Any] | None:
    """The entry with its unknown clause ids taken out (None if nothing is left, or its tallies are not ones a
    learner reaches)."""
    if e["kind"] == "asked":
        if e["count"] > MAX_TALLY * 10:
            out.implausible += 1
            return None
        return e
    ids = _clauses_of(e)
    good = [c for c in ids if known(c)]
    if len(good) < len(ids):
        out.unknown += len(ids) - len(good)
        for c in ids:
            if len(out.examples) < EXAMPLES and not known(c) and c not in out.examples:
                out.examples.append(c)
    if not good:
        return None
    add = sum(int(e.get(k, 0)) for k in _TALLIES) if e["kind"] == "summary" else 1
    if e["kind"] == "summary" and e.get("due", 0) > MAX_TALLY * 10:
        add = MAX_TALLY + 1
    if any(totals.get(c, 0) + add > MAX_TALLY for c in good):
        out.implausible += 1
        return None
    for c in good:
        totals[c] = totals.get(c, 0) + add
    return e if len(good) == len(ids) else {**e, "clauses": good}


def screen(entries: Iterable[dict[str, Any]], seconds: float) -> Screened:
    """The entries of a hand-in the report counts (already of a valid shape: ``record.valid``), within the
    bounds above and ``seconds``."""
    out = Screened()
    deadline = time.monotonic() + seconds
    totals: dict[str, int] = {}
    mentions = 0
    for n, e in enumerate(entries):
        if n >= MAX_ENTRIES or mentions >= MAX_MENTIONS:
            out.cut = True
            break
        if n % 500 == 0 and time.monotonic() > deadline:
            out.slow = seconds
            break
        mentions += len(_clauses_of(e))
        kept = _keep(e, out, totals)
        if kept is not None:
            out.entries.append(kept)
    return out
