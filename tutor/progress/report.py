"""The class report: many learners' records read (never written), summed by clause.

``tutor report /home/*`` finds each learner's record under a home directory
(``.local/share/jupyter/tutor/progress.jsonl``), in a progress directory, or as a file named directly;
``tutor report handed-in/`` counts a folder of files learners exported (``export``: one learner per
``*.json`` file, named by the file; what the static browser site's learners hand in).
Reading takes no lock and writes nothing, so no learner's record changes (a record being rewritten is
read whole: compaction replaces the file by a rename).

The teacher runs it, often as root, over folders the learners control, so nothing there is trusted: below
each path given, folders and the record are opened one at a time without following links, the record
must be a regular file owned by the owner of the path given (the learner's own file), at most
``files.READ_LIMIT`` bytes, and read within ``SECONDS``. A record that fails any of this, or any other
error on one record, is named in the report and skipped; the others are still counted. What is read is
screened as untrusted data (``handin``: clause ids the catalogs have, tallies a learner reaches, at most
``handin.MAX_ENTRIES`` entries), and the whole class is read within ``CLASS_SECONDS`` and ``MAX_LEARNERS``
hand-ins: what lies past a bound is named, not read. Everything a hand-in says is shown escaped (no control
characters, no lone surrogates) and written to CSV so that no cell is a formula.

A learner is who the hand-in says (an export's ``learner``) or, failing that, its file or folder name; two
hand-ins naming the same learner are both counted, each labelled with its path, and named in the report.
"""

from __future__ import annotations

import csv
import io
import os
import stat
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from html import escape
from pathlib import Path
from typing import Any

from tutor.progress.export import read_handin
from tutor.progress.files import Unreadable, read_below
from tutor.progress.handin import Screened, csv_cell, escaped, screen
from tutor.progress.record import FILE, Damaged
from tutor.progress.sections import game_of, section_of
from tutor.progress.stats import fold
from tutor.text.catalog import cite
from tutor.text.ui import N_, gettext, ngettext, nN_

HOME_RECORD = Path(".local") / "share" / "jupyter" / "tutor" / FILE
SECONDS = 10.0  # reading one learner's record
MAX_LEARNERS = 2000  # hand-ins read for one report
CLASS_SECONDS = 60.0  # reading the whole class
COLUMNS = ("clause", "game", "section", "learners_met", "learners_wrong", "right", "wrong")

L_TITLE = N_("Class report (learners: %(learners)s)")
L_CLAUSE = N_("Rule")
L_LEARNERS_MET = N_("Learners who met it")
L_LEARNERS_WRONG = N_("Learners who got it wrong")
L_RIGHT = N_("Right answers")
L_WRONG = N_("Wrong answers")
L_UNREADABLE = N_("Not read in full: %(file)s (%(problem)s)")
L_NO_RECORDS = N_("No progress records found under: %(paths)s")
L_CHART = N_("Learners who met each rule, and who got it wrong")
L_SAME = N_("These hand-ins name the same learner, %(name)s; each is counted as a learner of its own: %(files)s")
L_NOT_READ = nN_("%(count)s more hand-in was not read: a report reads a bounded number of hand-ins (%(learners)s) "
                 "in a bounded time (%(seconds)s s)",
                 "%(count)s more hand-ins were not read: a report reads a bounded number of hand-ins (%(learners)s) "
                 "in a bounded time (%(seconds)s s)", "count")


def exports_in(folder: Path) -> list[Path]:
    """The ``*.json`` files directly in ``folder`` (exported records; links are listed, and refused when read);
    past ``MAX_EXPORTS``, the rest are listed too (the report names how many it did not read)."""
    try:
        with os.scandir(folder) as it:
            names = sorted(e.name for e in it if e.name.endswith(".json") and not e.is_dir(follow_symlinks=False))
    except OSError:
        return []
    return [folder / n for n in names]


def find_records(paths: Iterable[str | Path]) -> list[tuple[str, Path, Path]]:
    """(learner, the folder or file given, the record under it) for each path: a record file, an exported
    file, a progress folder, a home folder, or a folder of exported files (a learner each, by file name).
    Nothing below a path given is followed if it is a link."""
    out: list[tuple[str, Path, Path]] = []
    for p in map(Path, paths):
        try:
            top = os.stat(p)
        except OSError:
            continue
        if stat.S_ISREG(top.st_mode):
            out.append((p.stem if p.suffix == ".json" else p.parent.name, p, p))
            continue
        for rel in (Path(FILE), HOME_RECORD):
            try:
                os.lstat(p / rel)  # exists as a name (a link is found here, and refused when read)
            except OSError:
                continue
            out.append((p.name, p, p / rel))
            break
        else:
            out += [(f.stem, p, f) for f in exports_in(p)]
    return out


def read_learner(top: Path, record: Path) -> tuple[list[dict[str, Any]], str, str]:
    """A learner's readable entries, the learner the hand-in names ("" if none) and what is wrong with it
    ("" if nothing); never raises."""
    try:
        # a record file named directly is not followed if it is a link; below a folder, nothing is
        # a record below a folder is the learner's own file; an exported file was handed in (the teacher's copy)
        data = (read_below(top.parent, [top.name], owned=False) if top == record
                else read_below(top, record.relative_to(top).parts, owned=record.name == FILE))
        entries, said = read_handin(data, SECONDS, record.name)
        return entries, said, ""
    except Damaged as exc:
        return list(exc.good), exc.learner, str(exc)
    except Unreadable as exc:
        return [], "", exc.reason
    except OSError as exc:
        return [], "", exc.strerror or exc.__class__.__name__
    except Exception as exc:  # one learner's record never stops the class report
        return [], "", f"{exc.__class__.__name__}: {str(exc)[:100]}"


@dataclass
class ClauseRow:
    clause: str
    met: set[str] = field(default_factory=set)
    wrong_by: set[str] = field(default_factory=set)
    right: int = 0
    wrong: int = 0


@dataclass
class ClassReport:
    """``learners``: one label each (unique); ``problems``: (file, what was not read); ``set_aside``: (file, what
    was screened out); ``same``: (learner, files) named by more than one hand-in; ``not_read``: hand-ins past
    the class's bounds."""

    learners: list[str]
    rows: dict[str, ClauseRow]
    problems: list[tuple[str, str]]
    set_aside: list[tuple[str, Screened]] = field(default_factory=list)
    same: list[tuple[str, list[str]]] = field(default_factory=list)
    not_read: int = 0

    def sorted_rows(self) -> list[ClauseRow]:
        """Most stumbled-on first: learners who got it wrong, then wrong answers, then learners who met it."""
        return sorted(self.rows.values(), key=lambda r: (-len(r.wrong_by), -r.wrong, -len(r.met), r.clause))

    def notes(self, lang: str) -> list[str]:
        """Every hand-in not read in full, every name two hand-ins share, and what lies past the bounds: each
        line in ``lang``, escaped."""
        t = gettext
        out = [t(L_UNREADABLE, lang, file=escaped(f), problem=escaped(p)) for f, p in self.problems]
        out += [t(L_UNREADABLE, lang, file=escaped(f), problem="; ".join(s.notes(lang))) for f, s in self.set_aside]
        out += [t(L_SAME, lang, name=escaped(n, 80), files=", ".join(escaped(f) for f in files))
                for n, files in self.same]
        if self.not_read:
            seconds = f"{CLASS_SECONDS:g}"
            out.append(ngettext(*L_NOT_READ[:2], self.not_read, lang, count=self.not_read, learners=MAX_LEARNERS,
                                seconds=seconds))
        return out


def _labels(read: list[tuple[str, Path]]) -> tuple[list[str], list[tuple[str, list[str]]]]:
    """A unique label per learner (the name, with the path where two hand-ins share it) and the shared names."""
    by: dict[str, list[Path]] = {}
    for name, path in read:
        by.setdefault(name, []).append(path)
    same = [(n, [str(p) for p in paths]) for n, paths in by.items() if len(paths) > 1]
    return [name if len(by[name]) == 1 else f"{name} ({path})" for name, path in read], same


def class_report(paths: Iterable[str | Path]) -> ClassReport:
    """Every learner's record under ``paths``, screened, counted by clause (within the bounds above)."""
    report = ClassReport([], {}, [])
    read: list[tuple[str, Path]] = []
    folded_all = []
    deadline = time.monotonic() + CLASS_SECONDS
    found = find_records(paths)
    for n, (name, top, path) in enumerate(found):
        if n >= MAX_LEARNERS or time.monotonic() > deadline:
            report.not_read = len(found) - n
            break
        entries, said, problem = read_learner(top, path)
        screened = screen(entries, SECONDS)
        del entries
        try:
            folded = fold(screened.entries)
        except Exception as exc:  # never fatal: the record is named and skipped
            problem, folded = f"{exc.__class__.__name__}: {str(exc)[:100]}", fold([])
        if problem:
            report.problems.append((str(path), problem))
        if screened.set_aside():
            report.set_aside.append((str(path), screened))
        screened.entries = []
        if not folded.entries and problem:
            continue  # nothing of this learner's was read: named above, not counted
        read.append((said or name, path))
        folded_all.append(folded)
    report.learners, report.same = _labels(read)
    for label, folded in zip(report.learners, folded_all, strict=True):
        for cid, s in folded.clauses.items():
            row = report.rows.setdefault(cid, ClauseRow(cid))
            if s.seen:
                row.met.add(label)
            if s.wrong:
                row.wrong_by.add(label)
            row.right += s.right
            row.wrong += s.wrong
    return report


def csv_text(report: ClassReport) -> str:
    """The table as CSV: every text cell escaped and never a formula (``handin.csv_cell``)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(COLUMNS)
    for r in report.sorted_rows():
        writer.writerow(tuple(map(csv_cell, (r.clause, game_of(r.clause), section_of(r.clause), len(r.met),
                                             len(r.wrong_by), r.right, r.wrong))))
    return out.getvalue()


def text_table(report: ClassReport, lang: str, paths: Sequence[str]) -> str:
    t = gettext
    notes = report.notes(lang)
    if not report.learners:
        return "\n".join([t(L_NO_RECORDS, lang, paths=", ".join(escaped(str(p)) for p in paths)), *notes])
    head = (t(L_CLAUSE, lang), t(L_LEARNERS_MET, lang), t(L_LEARNERS_WRONG, lang), t(L_RIGHT, lang),
            t(L_WRONG, lang))
    lines = [t(L_TITLE, lang, learners=len(report.learners)), " | ".join(head)]
    for r in report.sorted_rows():
        lines.append(f"{escaped(r.clause)} | {len(r.met)} | {len(r.wrong_by)} | {r.right} | {r.wrong}")
    lines += notes
    return "\n".join(lines)


def chart_svg(report: ClassReport, lang: str, top: int = 15, width: int = 560) -> str:
    """For the most stumbled-on rules: a bar of learners who met it, the red part those who got it wrong."""
    rows = report.sorted_rows()[:top]
    n = max(len(report.learners), 1)
    label_w, bar_w, row_h = 230, width - 230 - 60, 20
    title = gettext(L_CHART, lang)
    height = row_h * len(rows) + 10
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" class="tutor-chart" width="{width}" height="{height}" '
             f'viewBox="0 0 {width} {height}" role="img" aria-label="{escape(title)}" '
             'font-family="IPAGothic, Noto Sans CJK JP, DejaVu Sans, sans-serif" font-size="12">'
             f"<title>{escape(title)}</title>"]
    for i, r in enumerate(rows):
        y = 4 + i * row_h
        met, wrong = len(r.met) * bar_w / n, len(r.wrong_by) * bar_w / n
        parts.append(f'<g class="bar" data-clause="{escape(r.clause)}" data-met="{len(r.met)}" '
                     f'data-wrong="{len(r.wrong_by)}"><text x="{label_w - 6}" y="{y + 12}" text-anchor="end">'
                     f"{escape(r.clause)}</text>"
                     f'<rect x="{label_w}" y="{y + 2}" width="{bar_w}" height="12" fill="#eeeeee"/>'
                     f'<rect x="{label_w}" y="{y + 2}" width="{met:.1f}" height="12" fill="#64b5f6"/>'
                     f'<rect x="{label_w}" y="{y + 2}" width="{wrong:.1f}" height="12" fill="#c62828"/>'
                     f'<text x="{label_w + bar_w + 6}" y="{y + 12}">{len(r.wrong_by)}/{len(r.met)}</text></g>')
    parts.append("</svg>")
    return "".join(parts)


def report_html(report: ClassReport, lang: str = "en") -> str:
    """The report for a notebook cell: a chart and a table (each rule with its translated wording)."""
    t = gettext
    head = "".join(f"<th>{escape(t(h, lang))}</th>" for h in (L_CLAUSE, L_LEARNERS_MET, L_LEARNERS_WRONG, L_RIGHT,
                                                               L_WRONG))
    body = []
    for r in report.sorted_rows():
        try:
            words = cite(r.clause, lang).translation
        except KeyError:
            words = ""
        body.append(f'<tr data-clause="{escape(r.clause)}"><td><code>{escape(r.clause)}</code><br>{escape(words)}'
                    f"</td><td>{len(r.met)}</td><td>{len(r.wrong_by)}</td><td>{r.right}</td><td>{r.wrong}</td></tr>")
    problems = "".join(f'<div class="tutor-message error">{escape(note)}</div>' for note in report.notes(lang))
    return (f'<div class="tutor-panel tutor-report"><h3>{escape(t(L_TITLE, lang, learners=len(report.learners)))}'
            f"</h3>{problems}{chart_svg(report, lang)}<table><thead><tr>{head}</tr></thead><tbody>{''.join(body)}"
            "</tbody></table></div>")
