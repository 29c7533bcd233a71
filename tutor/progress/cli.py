"""``tutor progress`` (the learner's own record) and ``tutor report PATH…`` (a class's records)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from tutor.core.registry import games
from tutor.progress.export import export_bytes
from tutor.progress.handin import escaped
from tutor.progress.record import Record
from tutor.progress.report import class_report, csv_text, text_table
from tutor.progress.sections import game_of
from tutor.progress.stats import fold
from tutor.progress.view import L_COUNTS, L_GAME, L_NOTHING, L_WEAKEST, bars, clause_words
from tutor.text.ui import N_, gettext

L_RESET = N_("A new record was started; the old one is kept as %(kept)s.")
L_EMPTY = N_("There was no record to reset.")
L_EXPORTED = N_("Entries exported to %(file)s: %(count)s.")
L_NOT_EXPORTED = N_("The record could not be written to %(file)s (%(problem)s).")
L_TABLE_NOT_WRITTEN = N_("The table could not be written to %(file)s (%(problem)s); it is shown above.")
L_NOT_RESET = N_("The record was not reset (%(problem)s).")


def cmd_progress(args: argparse.Namespace) -> int:
    record = Record(Path(args.dir)) if args.dir else Record()
    lang = args.lang
    if args.reset:
        try:
            kept = record.reset()
        except OSError as exc:
            print(gettext(L_NOT_RESET, lang, problem=exc.strerror or exc.__class__.__name__), file=sys.stderr)
            return 1
        print(gettext(L_RESET, lang, kept=kept) if kept else gettext(L_EMPTY, lang))
        return 0
    entries = record.entries()
    if record.problem is not None:
        print(record.problem.text(lang), file=sys.stderr)
    progress = fold(entries)
    if args.export:
        try:
            Path(args.export).write_bytes(export_bytes(entries, record.path))
        except OSError as exc:
            print(gettext(L_NOT_EXPORTED, lang, file=args.export, problem=exc.strerror or exc.__class__.__name__),
                  file=sys.stderr)
            return 1
        print(gettext(L_EXPORTED, lang, count=len(entries), file=args.export))
        return 0
    shown = False
    for g in games():
        name = g.spec.name
        if not any(game_of(c) == name and s.seen for c, s in progress.clauses.items()):
            continue
        rows = bars(progress, name, lang)
        print(gettext(L_GAME, lang, game=g.spec.names.get(lang, name), met=sum(b.met for b in rows),
                      total=sum(b.total for b in rows), mastered=sum(b.mastered for b in rows),
                      missed=sum(b.missed for b in rows)))
        for b in rows:
            if b.met:
                print(f"  {b.label}: {b.met}/{b.total}")
        shown = True
    if not shown:
        print(gettext(L_NOTHING, lang))
    weak = progress.weakest()
    if weak:
        print("\n" + gettext(L_WEAKEST, lang))
        for c in weak:
            s = progress.clauses[c]
            print(f"  {c}: {clause_words(c, lang)}\n    {gettext(L_COUNTS, lang, right=s.right, wrong=s.wrong)}")
    return 0


def cmd_report(args: argparse.Namespace) -> int:
    report = class_report(args.paths)
    print(text_table(report, args.lang, args.paths))
    if args.csv:
        try:
            Path(args.csv).write_text(csv_text(report), encoding="utf-8")
        except OSError as exc:
            print(gettext(L_TABLE_NOT_WRITTEN, args.lang, file=escaped(args.csv),
                          problem=exc.strerror or exc.__class__.__name__), file=sys.stderr)
            return 1
    return 0 if report.learners else 1


def add_parsers(sub: argparse._SubParsersAction[argparse.ArgumentParser], langs: tuple[str, ...]) -> None:
    p = sub.add_parser("progress", help="your progress by rule clause (the record the notebooks keep)")
    p.add_argument("--reset", action="store_true", help="start a new record (the old one is kept beside it)")
    p.add_argument("--export", metavar="FILE", help="write the record and its figures by clause as one JSON file "
                   "(a file to hand in: `tutor report` reads it)")
    p.add_argument("--dir", help="the progress directory (default: $TUTOR_PROGRESS_DIR or the Jupyter data dir)")
    p.add_argument("--lang", default="en", choices=langs)
    p.set_defaults(run=cmd_progress)
    p = sub.add_parser("report", help="a class report: learners who met and missed each clause (reads only)")
    p.add_argument("paths", nargs="+", help="home directories, progress directories, record files, "
                   "or folders of exported files (one learner each)")
    p.add_argument("--csv", metavar="FILE", help="also write the table as CSV")
    p.add_argument("--lang", default="en", choices=langs)
    p.set_defaults(run=cmd_report)
