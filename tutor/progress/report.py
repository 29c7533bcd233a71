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
error on one record, is named in the report and skipped; the others are still counted.
"""

from __future__ import annotations

import csv
import io
import os
import stat
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from html import escape
from pathlib import Path
from typing import Any

from tutor.progress.export import read_any
from tutor.progress.files import Unreadable, read_below
from tutor.progress.record import FILE, Damaged
from tutor.progress.sections import game_of, section_of
from tutor.progress.stats import fold
from tutor.text.catalog import cite
from tutor.text.ui import N_, gettext

HOME_RECORD = Path(".local") / "share" / "jupyter" / "tutor" / FILE
SECONDS = 10.0  # reading one learner's record
MAX_EXPORTS = 2000  # exported files read from one folder
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


def exports_in(folder: Path) -> list[Path]:
    """The ``*.json`` files directly in ``folder`` (exported records; links are listed, and refused when read)."""
    try:
        with os.scandir(folder) as it:
            names = sorted(e.name for e in it if e.name.endswith(".json") and not e.is_dir(follow_symlinks=False))
    except OSError:
        return []
    return [folder / n for n in names[:MAX_EXPORTS]]


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


def read_learner(top: Path, record: Path) -> tuple[list[dict[str, Any]], str]:
    """A learner's readable entries and what is wrong with the record ("" if nothing); never raises."""
    try:
        # a record file named directly is not followed if it is a link; below a folder, nothing is
        # a record below a folder is the learner's own file; an exported file was handed in (the teacher's copy)
        data = (read_below(top.parent, [top.name], owned=False) if top == record
                else read_below(top, record.relative_to(top).parts, owned=record.name == FILE))
        return list(read_any(data, SECONDS, record.name)), ""
    except Damaged as exc:
        return list(exc.good), str(exc)
    except Unreadable as exc:
        return [], exc.reason
    except OSError as exc:
        return [], exc.strerror or exc.__class__.__name__
    except Exception as exc:  # one learner's record never stops the class report
        return [], f"{exc.__class__.__name__}: {str(exc)[:100]}"


@dataclass
class ClauseRow:
    clause: str
    met: set[str] = field(default_factory=set)
    wrong_by: set[str] = field(default_factory=set)
    right: int = 0
    wrong: int = 0


@dataclass
class ClassReport:
    learners: list[str]
    rows: dict[str, ClauseRow]
    problems: list[tuple[str, str]]

    def sorted_rows(self) -> list[ClauseRow]:
        """Most stumbled-on first: learners who got it wrong, then wrong answers, then learners who met it."""
        return sorted(self.rows.values(), key=lambda r: (-len(r.wrong_by), -r.wrong, -len(r.met), r.clause))


def class_report(paths: Iterable[str | Path]) -> ClassReport:
    rows: dict[str, ClauseRow] = {}
    learners, problems = [], []
    for name, top, path in find_records(paths):
        entries, problem = read_learner(top, path)
        try:
            folded = fold(entries)
        except Exception as exc:  # never fatal: the record is named and skipped
            problem, folded = f"{exc.__class__.__name__}: {str(exc)[:100]}", fold([])
        if problem:
            problems.append((str(path), problem))
        if not folded.entries and problem:
            continue  # nothing of this learner's was read: named above, not counted
        learners.append(name)
        for cid, s in folded.clauses.items():
            row = rows.setdefault(cid, ClauseRow(cid))
            if s.seen:
                row.met.add(name)
            if s.wrong:
                row.wrong_by.add(name)
            row.right += s.right
            row.wrong += s.wrong
    return ClassReport(learners, rows, problems)


def csv_text(report: ClassReport) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(COLUMNS)
    for r in report.sorted_rows():
        writer.writerow((r.clause, game_of(r.clause), section_of(r.clause), len(r.met), len(r.wrong_by), r.right,
                         r.wrong))
    return out.getvalue()


def text_table(report: ClassReport, lang: str, paths: Sequence[str]) -> str:
    t = gettext
    unreadable = [t(L_UNREADABLE, lang, file=f, problem=p) for f, p in report.problems]
    if not report.learners:
        return "\n".join([t(L_NO_RECORDS, lang, paths=", ".join(paths)), *unreadable])
    head = (t(L_CLAUSE, lang), t(L_LEARNERS_MET, lang), t(L_LEARNERS_WRONG, lang), t(L_RIGHT, lang),
            t(L_WRONG, lang))
    lines = [t(L_TITLE, lang, learners=len(report.learners)), " | ".join(head)]
    for r in report.sorted_rows():
        lines.append(f"{r.clause} | {len(r.met)} | {len(r.wrong_by)} | {r.right} | {r.wrong}")
    lines += unreadable
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
    problems = "".join(f'<div class="tutor-message error">{escape(t(L_UNREADABLE, lang, file=f, problem=p))}</div>'
                       for f, p in report.problems)
    return (f'<div class="tutor-panel tutor-report"><h3>{escape(t(L_TITLE, lang, learners=len(report.learners)))}'
            f"</h3>{problems}{chart_svg(report, lang)}<table><thead><tr>{head}</tr></thead><tbody>{''.join(body)}"
            "</tbody></table></div>")
