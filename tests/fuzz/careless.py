"""Fuzz cases for issue 38: the public API called the way a careless notebook user calls it, and the class
report over hand-ins written to crash, forge or flood it.

A call passes when it works or ends in an ``InputError`` (an illegal move played: ``IllegalMove``), within the
harness's bounds; a report passes when it ends, names what it set aside, and prints nothing raw (no control
character, no lone surrogate, no CSV cell a spreadsheet runs).
"""

from __future__ import annotations

import csv
import io
import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import tutor
from tests.fuzz.harness import JUNK, bounded
from tutor.core.errors import IllegalMoveError, InputError
from tutor.core.registry import games
from tutor.progress.export import FORMAT
from tutor.progress.report import class_report, csv_text, report_html, text_table

GAMES = tuple(g.spec.name for g in games())  # every registered game
# what a careless user types: right values, near misses and junk
CARELESS: list[Any] = [*JUNK, "1", "0", 0, 1, 2, 3, 4, 5, 6, -1, False, 2.0, "2", ("Anna", "Ben"), ["Anna", "Ben"],
                       ["Anna", "Ben", "Cleo"], ["A", "A", "B"], "en", "es", "ja", "fr", "EN", "placement", "setup",
                       "month_score", "score", "china", "Dragonheart", "yotd", "p5: pass", "pass", "yotd.actions.fee",
                       "china.house-scoring.first", "\ud800", "\x1b[2J", "=1+1"]


def _pick(rng: random.Random) -> Any:
    return rng.choice(CARELESS)


def _match(rng: random.Random) -> Any:
    return tutor.match(rng.choice(GAMES), seed=rng.randrange(3))


def _calls(rng: random.Random) -> list[tuple[str, Callable[[], Any]]]:
    """One careless call of each entry point and method, arguments picked by ``rng``."""
    a, b, c = _pick(rng), _pick(rng), _pick(rng)
    game = rng.choice([*GAMES, a])
    return [
        ("tutor.match", lambda: tutor.match(game, players=a, seed=rng.choice([0, b]), names=rng.choice([None, c]),
                                            viewer=rng.choice([None, b]), lang=rng.choice([None, c]))),
        ("tutor.lesson", lambda: tutor.lesson(game, rng.choice(["placement", "setup", a])).step(b)),
        ("tutor.lesson.start", lambda: tutor.lesson("china", "placement").start(a)),
        ("tutor.quiz", lambda: tutor.quiz(game, lang=rng.choice([None, c])).text(a)),
        ("tutor.quiz.answer", lambda: tutor.quiz("dragonheart").answer(a)),
        ("tutor.clause", lambda: tutor.clause(a, lang=rng.choice([None, b]))),
        ("tutor.set_language", lambda: tutor.set_language(a)),
        ("match.check", lambda: _match(rng).check(a)),
        ("match.play", lambda: _match(rng).play(a)),
        ("match.hint", lambda: _match(rng).hint(a)),
        ("match.board", lambda: _match(rng).board(viewer=a)),
        ("match.explain", lambda: _match(rng).explain(a, player=b)),
        ("match.widget", lambda: _match(rng).widget(viewer=a)),
        ("match.quiz_me", lambda: _match(rng).quiz_me(viewer=a)),
        ("match.from_lesson", lambda: tutor.match.from_lesson(game, rng.choice(["placement", a]), b)),
    ]


def careless_call(seed: int) -> str:
    """Make one careless call; "ok", "input" (an InputError) or "illegal" (an illegal move played)."""
    from tutor.text.language import set_language

    rng = random.Random(seed)
    name, call = rng.choice(_calls(rng))
    try:
        with bounded():
            try:
                call()
            except InputError as exc:
                assert exc.text("ja") and exc.text("es"), name  # renders in every language
                return "input"
            except IllegalMoveError:
                return "illegal"
        return "ok"
    finally:
        set_language("en")


# -- hostile hand-ins --------------------------------------------------------------------------------
HOSTILE_TEXT = ["\ud800", "\udfff", "x\nyotd.final.example | 30 | 0 | 90 | 0", "\x1b]0;title\x07", "\x1b[2J",
                '=HYPERLINK("http://x","y")', "+1", "-2", "@SUM(A1)", "\t=1", "\r=1", "\u202egnp.exe",
                "china.house-scoring.first", "yotd.actions.fee", "a" * 300, "", "made.up.rule"]
HOSTILE_VALUES: list[Any] = [True, False, 99, -1, 10**9, 10**18, 1.5, None, "1", [], {}]
CLAUSE = "china.house-scoring.first"


def _entry(rng: random.Random) -> dict[str, Any]:
    kind = rng.choice(["met", "cited", "answer", "summary", "asked"])
    e: dict[str, Any] = {"v": rng.choice([1, 1, 1, *HOSTILE_VALUES]), "kind": kind,
                         "at": rng.choice(["2026-11-26T04:00:00Z", *HOSTILE_TEXT])}
    if kind == "summary":
        e |= {"clause": rng.choice(HOSTILE_TEXT), "right": rng.choice([1, *HOSTILE_VALUES]),
              "wrong": rng.choice([0, *HOSTILE_VALUES]), "box": rng.choice([0, 1, *HOSTILE_VALUES])}
    elif kind == "asked":
        e["count"] = rng.choice([3, *HOSTILE_VALUES])
    else:
        e["clauses"] = [rng.choice(HOSTILE_TEXT) for _ in range(rng.randint(1, 4))]
        if kind == "answer":
            e |= {"right": rng.choice([True, False, *HOSTILE_VALUES]), "question": rng.choice(["q", *HOSTILE_TEXT])}
    return e


def hostile_folder(folder: Path, seed: int) -> None:
    """A folder of hand-ins: an honest one and a few hostile ones (names, versions, entries, a small flood)."""
    rng = random.Random(seed)
    folder.mkdir(parents=True)
    honest = {"v": 1, "kind": "answer", "clauses": [CLAUSE], "right": False, "at": "2026-11-26T04:00:00Z"}
    (folder / "honest.json").write_text(json.dumps({"format": FORMAT, "version": 1, "entries": [honest]}))
    for i in range(rng.randint(1, 5)):
        doc: dict[str, Any] = {"format": FORMAT, "version": rng.choice([1, 1, True, 99, "1"]),
                               "entries": [_entry(rng) for _ in range(rng.randint(1, 8))]}
        if rng.random() < 0.5:
            doc["learner"] = rng.choice(["honest", *HOSTILE_TEXT])
        if rng.random() < 0.2:  # a small flood of made-up ids
            doc["entries"].append({"v": 1, "kind": "met", "clauses": [f"z{k}" for k in range(200)]})
        name = rng.choice(["x", "honest", "\x1b[2Jevil", "new\nline", "=formula"]) + f"{i}.json"
        (folder / name).write_text(json.dumps(doc, ensure_ascii=rng.random() < 0.5), encoding="utf-8",
                                   errors="surrogatepass")


def _raw(text: str) -> list[str]:
    """Characters a terminal or spreadsheet would act on (line breaks between lines are the table's own)."""
    return [ch for ch in text if ch != "\n" and not ch.isprintable()]


def check_report(folder: Path) -> str:
    with bounded():
        report = class_report([folder])
        text = text_table(report, "ja", [str(folder)])
        table = csv_text(report)
        html = report_html(report, "es")
    assert not _raw(text), _raw(text)[:5]
    for data in (text, table, html):
        data.encode("utf-8")  # no lone surrogate anywhere
    for row in csv.reader(io.StringIO(table)):
        for cell in row:
            assert not cell.startswith(("=", "+", "-", "@", "\t", "\r")), cell
    assert any(label == "honest" or label.startswith("honest") for label in report.learners)
    assert report.rows[CLAUSE].wrong_by
    return "ok"
