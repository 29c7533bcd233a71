"""``python -m tutor``: games, rules, scenario, play, bench, duel, notebooks.

Exit codes: 0 every expectation holds; 1 one fails; 2 bad input (the message names file, line, field);
3 an unexpected internal error (a bug of the tutor, never of the input): one line on stderr with the path
of a file holding the traceback. ``scenario`` with several files goes on to the next file after any of these.
141 when whoever reads the output stops reading (``| head``), quietly, as a program stopped by SIGPIPE.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import traceback
from collections.abc import Sequence
from typing import Any

from tutor.core.bots import bots_for, play_out
from tutor.core.errors import InputError, clip
from tutor.core.registry import games, load_game
from tutor.core.scenario import load_scenario, run_scenario
from tutor.text.catalog import all_clauses, cite
from tutor.text.explain import explain, format_citation, line, player_name
from tutor.text.language import languages

OK, FAILED, BAD_INPUT, INTERNAL_ERROR = 0, 1, 2, 3
CLOSED_PIPE = 141  # as a program stopped by SIGPIPE: whoever read the output stopped reading


def report_internal_error(exc: BaseException, doing: str) -> int:
    """Write the traceback to a file, say so in one line on stderr, and return ``INTERNAL_ERROR``."""
    try:
        with tempfile.NamedTemporaryFile("w", prefix="tutor-error-", suffix=".txt", delete=False,
                                         encoding="utf-8") as fh:
            fh.write(f"while {doing}:\n")
            traceback.print_exception(exc, file=fh)
            path = fh.name
    except OSError:
        path = "(no traceback file: the temporary directory is not writable)"
    print(f"internal error (a bug in the tutor, not in your input) while {clip(doing, 200)}: "
          f"{type(exc).__name__}: {clip(exc, 200)}; traceback in {path}", file=sys.stderr)
    return INTERNAL_ERROR


def cmd_games(args: argparse.Namespace) -> int:
    specs = [g.spec for g in games()]
    if args.json:
        print(json.dumps([s.to_json() for s in specs], ensure_ascii=False, indent=1))
        return OK
    for s in specs:
        names = " / ".join(s.names[lang] for lang in languages() if lang in s.names)
        print(f"{s.name:20} {s.players[0]}-{s.players[1]} players  {names}")
    return OK


def cmd_rules(args: argparse.Namespace) -> int:
    game = load_game(args.game)
    ids = [c.id for c in all_clauses().values() if c.domain in game.spec.domains]
    cites = [cite(i, args.lang) for i in ids]
    if args.json:
        print(json.dumps([c.to_json() for c in cites], ensure_ascii=False, indent=1))
        return OK
    for c in cites:
        print(format_citation(c))
        print()
    return OK


def _scenario_json(result: Any, lang: str) -> dict[str, Any]:
    sc = result.scenario
    names = list(sc.names) or None
    steps = []
    for st in result.steps:
        ex = explain(sc.game, st.verdict, st.move, lang, names)
        events = [{**ev.to_json(), "text": line(sc.game, ev, lang, names).text} for ev in st.events]
        steps.append({"move": st.move, "legal": st.legal, "rules": list(st.rules), "codes": list(st.codes),
                      "message": "\n".join([ex.summary, *(ln.text for ln in ex.lines)]), "ok": st.ok,
                      "events": events})
    answers = {k: {"value": v, "lines": [line(sc.game, r, lang, names).to_json() for r in result.answer_lines[k]]}
               for k, v in result.answers.items()}
    return {"file": sc.file, "game": sc.game.spec.name, "passed": result.passed, "steps": steps,
            "answers": answers, "problems": result.problems, "deprecated": result.notes}


def cmd_scenario(args: argparse.Namespace) -> int:
    """Run every file; the exit code is the worst seen (internal error > bad input > failed > ok)."""
    codes = [OK]
    out: list[dict[str, Any]] = []
    for path in args.files:
        try:
            code = _one_scenario(path, args, out)
        except InputError as exc:
            print(f"error: {exc}", file=sys.stderr)
            code = BAD_INPUT
        except BrokenPipeError:  # the reader stopped reading (`| head`): not a bug, and nothing more to say
            raise
        except (Exception, RecursionError) as exc:  # a bug: report it and go on to the next file
            code = report_internal_error(exc, f"running the scenario {path!r}")
        codes.append(code)
    if args.json:
        print(json.dumps(out, ensure_ascii=False, indent=1))
    return max(codes)


def _one_scenario(path: str, args: argparse.Namespace, out: list[dict[str, Any]]) -> int:
    result = run_scenario(load_scenario(path))
    outcome = OK if result.passed else FAILED
    if args.json:
        out.append(_scenario_json(result, args.lang))
        return outcome
    sc = result.scenario
    names = list(sc.names) or None
    print(f"{'PASS' if result.passed else 'FAIL'} {sc.file}" + (f" — {sc.title}" if sc.title else ""))
    for st in result.steps:
        ex = explain(sc.game, st.verdict, st.move, args.lang, names)
        print(f"  {ex.summary}")
        for ln in ex.lines:
            print(f"    - {ln.text}")
            for c in ln.citations:
                print("      " + format_citation(c).replace("\n", "\n      "))
        for ev in st.events:
            print(f"    > {line(sc.game, ev, args.lang, names).text}  [{', '.join(ev.clauses)}]")
    for key, value in result.answers.items():
        print(f"  {key} = {value}")
        for r in result.answer_lines[key]:
            ln = line(sc.game, r, args.lang, names)
            print(f"    - {ln.text}  [{', '.join(c.id for c in ln.citations)}]")
    for p in result.problems:
        print(f"  problem: {p}")
    for n in result.notes:
        print(f"  deprecated: {n}")
    return outcome


def cmd_play(args: argparse.Namespace) -> int:
    game = load_game(args.game)
    low, high = game.spec.players
    players = args.players or game.spec.default_players or low
    if not low <= players <= high:
        raise InputError("--players", 0, "players", f"{game.spec.names['en']} takes {low} to {high} players")
    available = bots_for(game)
    names = [b.strip() for b in args.bots.split(",")]
    for n in names:
        if n not in available:
            raise InputError("--bots", 0, "bots", f"unknown bot {n!r}; bots are {', '.join(available)}")
    options = game.spec.resolve_options(dict(o.split("=", 1) for o in args.option or []), "--option")
    state = game.new(players, args.seed, options)
    state, moves = play_out(game, state, [available[n] for n in names], seed=args.seed, max_moves=args.max_moves)
    if not game.is_over(state):
        print(f"stopped after {len(moves)} moves (limit --max-moves)")
        return FAILED
    result = game.outcome(state)
    if args.json:
        print(json.dumps({"game": game.spec.name, "players": players, "seed": args.seed,
                          "moves": [str(m) for m in moves], "scores": list(result.scores),
                          "ranking": list(result.ranking), "winners": list(result.won_by),
                          "lines": [ln.to_json() for ln in result.lines]}, ensure_ascii=False, indent=1))
        return OK
    lang = args.lang
    if args.moves:
        for i, m in enumerate(moves, 1):
            print(f"{i:4}. {m}")
    print(f"{game.spec.names.get(lang, game.spec.name)}: {players} players, seed {args.seed}, {len(moves)} moves")
    for p in range(players):
        print(f"\n{player_name(p, lang)}: {result.scores[p]}")
        for sl in result.lines:
            if sl.player == p:
                ln = line(game, sl.reason, lang)
                print(f"  {sl.points:+4}  {ln.text}  [{', '.join(c.id for c in ln.citations)}]")
    won = [player_name(p, lang) for p in result.won_by]
    print("\n" + (f"winner: {won[0]}" if len(won) == 1 else f"shared win: {', '.join(won)}" if won
                   else "no winner under the rules"))
    for ev in result.tie_break:
        ln = line(game, ev, lang)
        print(f"  {ln.text}  [{', '.join(c.id for c in ln.citations)}]")
    return OK


def cmd_bench(args: argparse.Namespace) -> int:
    from tutor.bench import run_bench

    return run_bench(args)


def cmd_duel(args: argparse.Namespace) -> int:
    from tutor.duel import DuelResult, duel

    game = load_game(args.game)
    low, high = game.spec.players
    players = args.players or low
    if not low <= players <= high:
        raise InputError("--players", 0, "players", f"{game.spec.names['en']} takes {low} to {high} players")
    available = bots_for(game)
    for flag, name in (("--a", args.a), ("--b", args.b)):
        if name not in available:
            raise InputError(flag, 0, "bot", f"unknown bot {name!r}; bots are {', '.join(available)}")

    def progress(r: DuelResult) -> None:
        if args.progress:
            print(f"  game {r.games}: {r.wins:g} won, {r.losses:g} lost, {r.no_winner} no winner", file=sys.stderr, flush=True)

    result = duel(game, available[args.a], available[args.b], args.games, args.seed, players, progress=progress)
    if args.json:
        print(json.dumps({"a": args.a, "b": args.b, **result.to_json()}, indent=1))
    else:
        print(f"{args.a} against {args.b}: {result.summary()}")
    return OK


def cmd_notebooks(args: argparse.Namespace) -> int:
    from pathlib import Path

    from tutor.resources import copy_notebooks

    report = copy_notebooks(Path(args.dir), args.lang, args.force)
    for label, names in (("updated", report.updated),
                         ("overwritten (--force)", report.overwritten), ("kept, edited", report.kept)):
        for name in names:
            print(f"{label}: {name}")
    print(f"{args.dir}: {len(report.copied)} copied, {len(report.updated)} updated, {len(report.unchanged)} unchanged, "
          f"{len(report.overwritten)} overwritten, {len(report.kept)} kept as edited"
          + (" (--force replaces them)" if report.kept else "")
          + f"; {len(report.signed)} trusted, so JupyterLab shows their saved boards")
    return OK


def parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="tutor", description="A rules tutor that cites the rulebooks.")
    sub = ap.add_subparsers(dest="command", required=True)
    p = sub.add_parser("games", help="the games, their names in en/es/ja, player counts")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=cmd_games)
    p = sub.add_parser("rules", help="every clause of a game: id, source wording, translation")
    p.add_argument("game")
    p.add_argument("--lang", default="en", choices=languages())
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=cmd_rules)
    p = sub.add_parser("scenario", help="run scenario files and check their expectations")
    p.add_argument("files", nargs="+")
    p.add_argument("--lang", default="en", choices=languages())
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=cmd_scenario)
    p = sub.add_parser("play", help="bots play a whole game; prints the cited final scores")
    p.add_argument("game")
    p.add_argument("--players", type=int, default=0)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--bots", default="random", help="one bot for all, or one per seat: random,greedy,...")
    p.add_argument("--option", action="append", help="NAME=VALUE (repeatable)")
    p.add_argument("--lang", default="en", choices=languages())
    p.add_argument("--moves", action="store_true", help="print every move")
    p.add_argument("--max-moves", type=int, default=100_000)
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=cmd_play)
    p = sub.add_parser("bench", help="speed of every game: games/s, check/apply/legal_moves latency")
    p.add_argument("--json", action="store_true")
    p.add_argument("--games", nargs="*")
    p.add_argument("--seconds", type=float, default=3.0)
    p.add_argument("--guard", action="store_true",
                   help="the CI speed guard: each game's ratio to the calibration loop against the committed baseline")
    p.add_argument("--write-baseline", action="store_true", help="measure the ratios and commit them as the baseline")
    p.add_argument("--table", nargs="+", metavar="REPORT", help="print the README's speed table from bench --json reports")
    p.add_argument("--clicks", action="store_true",
                   help="what a board click (to its verdict) and a lesson's Run All cost the kernel, in CPU time")
    p.set_defaults(run=cmd_bench)
    p = sub.add_parser("duel", help="bot A in one seat (rotated) against bot B in the others: wins and move times")
    p.add_argument("game")
    p.add_argument("--a", default="search", help="the bot measured (default: search)")
    p.add_argument("--b", default="greedy", help="the bot in every other seat (default: greedy)")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--players", type=int, default=0, help="default: the fewest the game allows")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--progress", action="store_true", help="a line per game on stderr")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=cmd_duel)
    p = sub.add_parser("notebooks", help="copy the lesson notebooks into a folder (edited copies are kept)")
    p.add_argument("dir")
    p.add_argument("--lang", default="en", choices=[*languages(), "all"],
                   help="the notebooks' language, where they come in language folders (all: every language, each in its folder)")
    p.add_argument("--force", action="store_true", help="also overwrite notebooks the learner has edited")
    p.set_defaults(run=cmd_notebooks)
    from tutor.progress.cli import add_parsers as add_progress_parsers  # tutor progress, tutor report

    add_progress_parsers(sub, languages())
    from tutor.progress.quizcli import add_parsers as add_quiz_parsers  # tutor quiz-coverage

    add_quiz_parsers(sub)
    return ap


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        code: int = args.run(args)
    except InputError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return BAD_INPUT
    except BrokenPipeError:  # the reader closed the pipe (`tutor rules china | head`): stop quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # no second error when Python flushes
        return CLOSED_PIPE
    except (Exception, RecursionError) as exc:  # never a bare traceback, never confused with exit 1
        return report_internal_error(exc, f"running {clip(args.command, 40)}")
    return code
