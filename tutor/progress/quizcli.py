"""The quiz on the command line and its coverage.

``python -m tutor quiz GAME [--lang L] [--count N]``: the questions of a game's bank by the learner's schedule,
each with its topic, the position in words and the choices numbered; the answer typed (a number, or the
numbers of the choices picked), graded by the engine, with the cited why; answers go to the progress record.

``python -m tutor quiz-coverage``: how many questions of each game's bank rest on each scoring clause; exit 0
when every scoring clause has at least ``--min`` questions (default 2), 1 otherwise.
"""

from __future__ import annotations

import argparse
import json
import re
from collections.abc import Callable, Sequence
from typing import Any

from tutor.core.quizbank import CARDS, NUMBER, PLAYERS
from tutor.core.registry import games, load_game
from tutor.progress.bank import LearnerQuestion, bank, coverage, quiz_module, words
from tutor.progress.quiz import AdaptiveQuiz
from tutor.progress.record import Record
from tutor.text.explain import line
from tutor.text.language import languages
from tutor.text.ui import N_, gettext

MIN = 2
L_QUESTION = N_("Question %(n)s")
L_TYPE_NUMBER = N_("Type a number.")
L_TYPE_ONE = N_("Type the number of your choice.")
L_TYPE_MANY = N_("Type the numbers of your choices, separated by spaces (press Enter alone for none).")
L_UNREADABLE = N_("That is not an answer to this question; try again.")
L_RIGHT_IS = N_("Right! The answer is %(answer)s.")
L_WRONG_IS = N_("Not quite: you answered %(given)s; the answer is %(answer)s.")
L_WHY = N_("Why")
L_TALLY = N_("Score: %(right)s of %(asked)s")
L_NO_QUESTIONS = N_("No questions found.")


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


def typed(q: LearnerQuestion, text: str, lang: str) -> Any:
    """What a person typed as an answer ``q.read`` grades: the number, or the values of the choices numbered."""
    if q.spec.form == NUMBER:
        return text
    options = q.options(lang)
    picked = []
    for word in re.split(r"[\s,、，]+", text.strip().translate(str.maketrans("０１２３４５６７８９", "0123456789"))):
        if not word:
            continue
        if not word.isdigit() or not 1 <= int(word) <= len(options):
            return None
        picked.append(options[int(word) - 1][1])
    if q.spec.form == CARDS:
        return picked if len(set(picked)) == len(picked) else None
    if q.spec.form == PLAYERS:
        return [v for v in picked if v is not None] if picked else None
    return picked[0] if len(picked) == 1 else None


def ask(q: LearnerQuestion, n: int, lang: str, read: Callable[[str], str], write: Callable[[str], None]) -> Any:
    """Put question ``n`` to the person: its topic, the position in words, the prompt, the choices; the answer
    read until it is one (``None`` when the input ends)."""
    g = q.game
    write("\n" + gettext(L_QUESTION, lang, n=n) + (f": {q.title(lang)}" if q.title(lang) else ""))
    if g.board is not None:
        write(g.board.describe(g.observation(q.drawn, q.viewer), lang, list(q.names), q.viewer))
    write(q.prompt(lang))
    options = q.options(lang)
    for i, (label, _) in enumerate(options, 1):
        write(f"  {i}. {label}")
    hint = L_TYPE_NUMBER if q.spec.form == NUMBER else L_TYPE_MANY if q.spec.form in (PLAYERS, CARDS) else L_TYPE_ONE
    write(gettext(hint, lang))
    while True:
        try:
            text = read("> ")
        except EOFError:
            return None
        given = typed(q, text, lang)
        if given is not None and q.read(given) is not None:
            return given
        write(gettext(L_UNREADABLE, lang))


def run_quiz(game: str, lang: str, count: int, seed: int, record: Record | None,
             read: Callable[[str], str] = input, write: Callable[[str], None] = print,
             questions: Sequence[LearnerQuestion] | None = None) -> int:
    """Ask up to ``count`` questions of ``game`` (default: its bank, and generated ones) by the learner's schedule;
    grade, explain and record each."""
    name = load_game(game).spec.name
    generate = getattr(quiz_module(name), "generate", None) if questions is None else None
    asked_from = list(questions) if questions is not None else [q for q in bank(name) if q.clauses]
    quiz = AdaptiveQuiz(name, asked_from, generate if callable(generate) else None, seed, record)
    right = asked = 0
    for n in range(1, count + 1):
        q = quiz.next()
        if q is None:
            write(gettext(L_NO_QUESTIONS, lang))
            break
        given = ask(q, n, lang, read, write)
        if given is None:
            break
        ok = q.grade(given)
        answer = q.answer_text(lang)
        write(gettext(L_RIGHT_IS, lang, answer=answer) if ok else
              gettext(L_WRONG_IS, lang, given=q.say(q.read(given), lang), answer=answer))
        lines = [line(q.game, r, lang, q.names) for r in q.lines]
        write(words(gettext(L_WHY, lang), lines))
        clauses = list(dict.fromkeys(c.id for ln in lines for c in ln.citations)) or list(q.clauses)
        quiz.answered(q, clauses, ok)
        right, asked = right + ok, asked + 1
    write("\n" + gettext(L_TALLY, lang, right=right, asked=asked))
    return 0


def cmd_quiz(args: argparse.Namespace) -> int:
    return run_quiz(args.game, args.lang, args.count, args.seed, None if args.no_record else Record())


def add_parsers(sub: Any) -> None:
    p = sub.add_parser("quiz", help="a quiz in the terminal: scoring questions in plain words, graded by the rules")
    p.add_argument("game")
    p.add_argument("--lang", default="en", choices=languages())
    p.add_argument("--count", type=int, default=5, help="questions to ask (default 5)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--no-record", action="store_true", help="keep the answers out of the progress record")
    p.set_defaults(run=cmd_quiz)
    p = sub.add_parser("quiz-coverage", help="questions per scoring clause in each game's quiz bank")
    p.add_argument("game", nargs="?", help="one game (default: every game)")
    p.add_argument("--min", type=int, default=MIN, help="fewest questions a scoring clause needs (default 2)")
    p.add_argument("--json", action="store_true")
    p.add_argument("--markdown", action="store_true", help="a markdown table (the README's)")
    p.set_defaults(run=cmd_quiz_coverage)
