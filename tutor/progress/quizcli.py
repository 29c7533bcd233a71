"""``python -m tutor quiz-coverage``: how many questions of each game's bank rest on each scoring clause.

Exit 0 when every scoring clause has at least ``--min`` questions (default 2), 1 otherwise.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from tutor.core.registry import games
from tutor.progress.bank import bank, coverage

MIN = 2


def table(names: list[str]) -> dict[str, dict[str, Any]]:
    """Per game: its learner questions, and the count per scoring clause."""
    out: dict[str, dict[str, Any]] = {}
    for name in names:
        qs = [q for q in bank(name) if q.clauses]
        out[name] = {"questions": len(qs), "clauses": coverage(name, qs)}
    return out


def cmd_quiz_coverage(args: argparse.Namespace) -> int:
    names = [args.game] if args.game else [g.spec.name for g in games()]
    data = table(names)
    short = {g: [c for c, n in d["clauses"].items() if n < args.min] for g, d in data.items()}
    if args.json:
        print(json.dumps(data, indent=1))
    elif args.markdown:
        print("| game | scoring clause | questions |\n|---|---|---|")
        for g, d in data.items():
            for c, n in d["clauses"].items():
                print(f"| {g} | `{c}` | {n} |")
    else:
        for g, d in data.items():
            counts = d["clauses"]
            print(f"{g}: {d['questions']} questions, {len(counts)} scoring clauses, "
                  f"{sum(1 for n in counts.values() if n >= args.min)} with at least {args.min}")
            for c, n in counts.items():
                print(f"  {n:4d}  {c}{'   <- fewer than ' + str(args.min) if n < args.min else ''}")
    return 1 if any(short.values()) else 0


def add_parsers(sub: Any) -> None:
    p = sub.add_parser("quiz-coverage", help="questions per scoring clause in each game's quiz bank")
    p.add_argument("game", nargs="?", help="one game (default: every game)")
    p.add_argument("--min", type=int, default=MIN, help="fewest questions a scoring clause needs (default 2)")
    p.add_argument("--json", action="store_true")
    p.add_argument("--markdown", action="store_true", help="a markdown table (the README's)")
    p.set_defaults(run=cmd_quiz_coverage)
