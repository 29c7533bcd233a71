"""The notebooks, generated from their one source (the lesson data, the quiz scenarios and the catalogs).

``python -m tutor.notebook.publish.generate [ROOT] [--check]`` writes ``ROOT/<lang>/<game>/*.ipynb`` and an index
per language (default ROOT: the repository's ``notebooks/``); ``--check`` writes nothing and lists the
notebooks that differ from what it would write.

Each lesson reads like a chapter: per step, a markdown cell (the prose and the quoted clauses, source
wording beside the translation), a code cell whose saved output is the step's position drawn as SVG, for a
task the cells that make a move doing it and show the tutor's cited verdict, and a cell with the live
lesson for the learner. Code cells are run here, in this process, exactly as a kernel would run them (the
last line's value shown through ``_repr_html_`` and ``repr``), so the saved outputs are what the code
gives; a test runs a sample in a real kernel and compares. Cells that open a live widget get a note as
their saved output (a widget needs a kernel). Cells carry slideshow metadata for ``make slides``.
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from html import escape
from pathlib import Path
from typing import Any

from tutor import resources
from tutor.core.game import Game
from tutor.core.registry import games
from tutor.notebook.lessonbook import L_STEP, L_TASK, LessonBook
from tutor.notebook.quizbook import QuizBook
from tutor.notebook.saved.panel import ALSO_IN, STYLE
from tutor.text.catalog import Citation, cite
from tutor.text.language import language, language_name, languages, set_language
from tutor.text.ui import N_, gettext

WIDGET = "# live"  # a code cell whose output is a live widget (a note is saved in its place)

L_INTRO = N_("Read each step: the rule in the rulebook's own words with its translation, the position it sets up, and "
             "for a task the tutor's verdict on a move that does it. Run the notebook to make the moves yourself on "
             "the live board under each step.")
L_POSITION = N_("The position:")
L_A_MOVE = N_("A move that does it, and the tutor's verdict:")
L_MOVES_FIRST = N_("Moves that lead there first:")
L_PLAYED = N_("What the move does, with the rules behind it:")
L_NEXT_POSITION = N_("The position after it:")
L_NOTHING_CHANGES = N_("The move is refused, so nothing changes: the position stays as it was.")
L_YOUR_TURN = N_("Your turn: the live lesson at this step (run the cell).")
L_PROGRESS_TITLE = N_("Your progress")
L_PROGRESS_INTRO = N_("Run the cell below to see the rules you have met and mastered in the lessons and quizzes, the rules "
                      "to go over again, and a link that downloads your progress record as one file, to hand in as your "
                      "teacher asks.")
L_LIVE_NOTE = N_("The live board appears here when the notebook runs with a kernel.")
L_BACK = N_("All lessons")
L_NEXT = N_("Next")
L_DIFFERS = N_("The texts differ here: %(note)s")
L_INDEX_TITLE = N_("Rules tutor")
L_INDEX_INTRO = N_("Lessons that teach each game from its rulebook: every rule is quoted in the rulebook's own Spanish "
                   "or Japanese wording with its translation, every position is drawn, and every task shows the "
                   "tutor's verdict. Run a notebook to play on the live board.")
L_PLAY = N_("Play a match with every control")
L_FULL = N_("A full game against bots")
L_QUIZ = N_("Quiz")
L_QUIZ_INTRO = N_("Run the notebook: the quiz below asks about scoring in plain words over the board, grades your answer "
                  "with the rules engine and shows the rules behind it. Pick a topic, or let your record choose the "
                  "next question.")
L_QUIZ_LIVE = N_("The interactive quiz (run the cell):")
L_QUIZ_PRINTED = N_("Questions to print: each with its position, and the answer folded under it")
L_QUIZ_WEAK = N_("Your own printable quiz: the questions on the rules you got wrong, from your progress record (run "
                 "the cell after answering some questions):")
L_FULL_INTRO = N_("You play Anna and see only your own hand; bots play the others. The starting position:")
L_PLAY_INTRO = N_("A match with every control: the board, the tutor panel (every verdict quotes the rulebook), the "
                  "move bar, history and hints.")
L_OTHER_LANGS = N_("Other languages:")

# How each game is won: quoted under the starting position of its full-game notebook.
WINNING = {
    "year_of_the_dragon": ("yotd.final.end", "yotd.final.winner", "yotd.final.tie-break"),
    "dragonheart": ("dh.end.trigger", "dh.end.winner", "dh.end.tie"),
    "china": ("china.end.second-exhaustion", "china.winner.most-points", "china.winner.tie"),
    "river_dragons": ("rd.goal.reach-village", "rd.end.reach-village"),
}
L_HOW_TO_WIN = N_("How the game ends, and who wins:")

# The live matches of the play and full-game notebooks (their code is what the browser test twins).
PLAY_CALLS = {
    "year_of_the_dragon": 'play("year_of_the_dragon", players=4)',
    "dragonheart": 'play("dragonheart", viewer=0, bots={1: "greedy"})',
    "china": 'play("china", viewer=0, bots={1: "greedy", 2: "greedy", 3: "greedy"})',
    "river_dragons": 'play("river_dragons", viewer=0, bots={1: "greedy", 2: "greedy", 3: "greedy"})',
}
FULL_CALLS = {
    "year_of_the_dragon": ('players=4, seed=1', 'bots={1: "greedy", 2: "greedy", 3: "random"}'),
    "dragonheart": ("seed=0", 'viewer=0, bots={1: "greedy"}'),
    "china": ("players=4, seed=1", 'viewer=0, bots={1: "greedy", 2: "greedy", 3: "random"}'),
    "river_dragons": ("players=4", 'viewer=0, bots={1: "greedy", 2: "greedy", 3: "greedy"}'),
}


def default_root() -> Path:
    return resources.notebooks()  # in a checkout: the repository's notebooks/ (tutor/data/notebooks links to it)


# -- cells ----------------------------------------------------------------------------------------
@dataclass
class Book:
    """A notebook being written: its cells, run in order in one namespace as a kernel would."""

    name: str
    lang: str
    cells: list[dict[str, Any]] = field(default_factory=list)
    namespace: dict[str, Any] = field(default_factory=dict)
    count: int = 0

    def _id(self) -> str:
        return f"{self.name}-{len(self.cells)}"

    def md(self, text: str, slide: str = "-") -> None:
        self.cells.append({"cell_type": "markdown", "id": self._id(), "metadata": _slide(slide),
                           "source": text.strip() + "\n"})

    def code(self, source: str, slide: str = "-", run: bool = True) -> None:
        """A code cell, run now: its saved output is what the last line's value shows (``run=False``: the learner's
        own, such as their progress, saved with no output)."""
        self.count += 1
        live = source.startswith(WIDGET) or not run
        outputs = [] if not run else [_live_note(self.lang)] if live else _run(source, self.namespace, self.count)
        self.cells.append({"cell_type": "code", "execution_count": None if live else self.count, "id": self._id(),
                           "metadata": _slide(slide), "outputs": outputs, "source": source.strip()})

    def notebook(self) -> dict[str, Any]:
        style_once(self.cells)
        return {"cells": self.cells, "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
            "language_info": {"name": "python"}}, "nbformat": 4, "nbformat_minor": 5}


def style_once(cells: list[dict[str, Any]]) -> None:
    """The panel's style sheet saved once per notebook, not in every output (it was a seventh of a lesson): kept
    in the first output that needs it outside a skipped slide; a ``<style>`` in a trusted notebook, in nbconvert's
    HTML and in a slide deck styles the whole page, and GitHub drops every ``<style>`` anyway."""
    outputs = [(c, o) for c in cells for o in c.get("outputs", ()) if STYLE in o.get("data", {}).get("text/html", "")]
    if not outputs:
        return
    shown = [o for c, o in outputs if c["metadata"].get("slideshow", {}).get("slide_type") != "skip"]
    keep = (shown or [outputs[0][1]])[0]
    for _, o in outputs:
        if o is not keep:
            o["data"]["text/html"] = o["data"]["text/html"].replace(STYLE, "")


def _slide(kind: str) -> dict[str, Any]:
    return {"slideshow": {"slide_type": kind}}


def _live_note(lang: str) -> dict[str, Any]:
    note = gettext(L_LIVE_NOTE, lang)
    return {"output_type": "display_data", "metadata": {},
            "data": {"text/html": f'<p class="tutor-live-note"><i>{escape(note)}</i></p>', "text/plain": note}}


def _run(source: str, namespace: dict[str, Any], count: int) -> list[dict[str, Any]]:
    """Run a cell's source like a kernel: statements, then the last expression's value as the output."""
    tree = ast.parse(source)
    last = tree.body[-1] if tree.body and isinstance(tree.body[-1], ast.Expr) else None
    body = tree.body[:-1] if last is not None else tree.body
    exec(compile(ast.Module(body=body, type_ignores=[]), "<cell>", "exec"), namespace)  # our own generated code
    if last is None:
        return []
    value = eval(compile(ast.Expression(last.value), "<cell>", "eval"), namespace)
    if value is None:
        return []
    data = {"text/plain": repr(value)}
    html = getattr(value, "_repr_html_", None)
    if html is not None:
        data["text/html"] = html()
    return [{"output_type": "execute_result", "execution_count": count, "metadata": {}, "data": data}]


@contextmanager
def speaking(lang: str) -> Iterator[None]:
    """The tutor's language set for the length of a notebook (as its first cell sets it), then restored."""
    before = language()
    set_language(lang)
    try:
        yield
    finally:
        set_language(before)


# -- markdown ---------------------------------------------------------------------------------------
MD_SPECIAL = str.maketrans({c: "\\" + c for c in "\\`*_[]<>#|"})


LIST_START = re.compile(r"^(\s*)(\d+)([.)])|^(\s*)([-+])(?=\s)", re.MULTILINE)


def md(text: str) -> str:
    """Text safe in markdown (nothing in it is read as markup, nor a line's start as a list)."""
    escaped = text.translate(MD_SPECIAL)
    return LIST_START.sub(lambda m: f"{m[1]}{m[2]}\\{m[3]}" if m[2] else f"{m[4]}\\{m[5]}", escaped)


def _in_quote(text: str) -> str:
    """A text of several paragraphs kept inside a markdown quote (each of its lines marked, not only the first)."""
    return text.replace("\n", "\n> ")


def quote_md(c: Citation) -> str:
    """A clause as a markdown quote: the verbatim source, the translation, its id and section."""
    lang_name = language_name(c.source_lang, c.lang)
    lines = [f"> **{md(lang_name)}** «{_in_quote(md(c.source))}»"]
    if c.lang != c.source_lang or c.translation != c.source:
        lines += [">", f"> {_in_quote(md(c.translation))}"]
    where = " › ".join(c.section)
    lines += [">", f"> <sub><code>{escape(c.id)}</code>{' · ' + escape(where) if where else ''}</sub>"]
    if c.differs:
        note = " ".join(gettext(d, c.lang) for d in c.differs.split("\n"))
        lines += [">", f"> *{md(gettext(L_DIFFERS, c.lang, note=note))}*"]
    return "\n".join(lines)


def linked_md(c: Citation) -> str:
    """The clauses that state the same rule elsewhere, folded (HTML, as markdown inside ``<details>`` is not
    read everywhere)."""
    if not c.see:
        return ""
    items = []
    for other in (cite(o, c.lang) for o in c.see):
        tr = f"<br>{escape(other.translation)}" if other.translation != other.source else ""
        items.append(f"<p>«{escape(other.source)}»{tr}<br><sub><code>{escape(other.id)}</code></sub></p>")
    return f"<details><summary>{escape(gettext(ALSO_IN, c.lang, ids=', '.join(c.see)))}</summary>{''.join(items)}</details>"


def quotes_md(ids: Sequence[str], lang: str) -> str:
    parts = []
    for cid in ids:
        c = cite(cid, lang)
        parts.append(quote_md(c) + ("\n\n" + linked_md(c) if c.see else ""))
    return "\n\n".join(parts)


def _other_langs(lang: str, rel: str) -> str:
    links = [f"[{language_name(x)}](../../{x}/{rel})" for x in languages() if x != lang]
    return f"*{md(gettext(L_OTHER_LANGS, lang))}* " + " · ".join(links)


# -- the notebooks ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Entry:
    """One notebook of a game: its file name and how to write it."""

    file: str
    title: Callable[[str], str]
    write: Callable[[Book], None]


def _setup(book: Book) -> None:
    book.code(f'import tutor\ntutor.set_language("{book.lang}")', slide="skip")


def _lesson_title(game: Game[Any], lesson_id: str) -> Callable[[str], str]:
    return lambda lang: gettext(game.lessons[lesson_id].title, lang)


def lesson_writer(game: str, lesson_id: str, file: str, nxt: str) -> Callable[[Book], None]:
    return lambda book: write_lesson(book, game, lesson_id, file, nxt)


def lesson_entries(game: Game[Any]) -> list[Entry]:
    name = game.spec.name
    out: list[Entry] = []
    ids = list(game.lessons)
    files = [f"{i:02d}-{lid}.ipynb" for i, lid in enumerate(ids, 1)]
    for i, lid in enumerate(ids):
        nxt = files[i + 1] if i + 1 < len(files) else f"{len(ids) + 1:02d}-full-game.ipynb"
        out.append(Entry(files[i], _lesson_title(game, lid), lesson_writer(name, lid, files[i], nxt)))
    n = len(ids)
    out.append(Entry(f"{n + 1:02d}-full-game.ipynb", lambda lang: gettext(L_FULL, lang),
                     lambda book: write_full_game(book, name, f"{n + 1:02d}-full-game.ipynb")))
    out.append(Entry(f"{n + 2:02d}-quiz.ipynb", lambda lang: gettext(L_QUIZ, lang),
                     lambda book: write_quiz(book, name, f"{n + 2:02d}-quiz.ipynb")))
    out.append(Entry("play.ipynb", lambda lang: gettext(L_PLAY, lang), lambda book: write_play(book, name)))
    out.append(rulebook_entry(name, f"{n + 2:02d}-quiz.ipynb"))
    return out


def rulebook_entry(game: str, quiz_file: str) -> Entry:
    """The rulebook reader of a game (tutor/notebook/publish/reader.py)."""
    from tutor.notebook.publish.reader import L_TITLE as L_RULEBOOK
    from tutor.notebook.publish.reader import write_rulebook

    return Entry("rulebook.ipynb", lambda lang: gettext(L_RULEBOOK, lang),
                 lambda book: write_rulebook(book, game, quiz_file))


def _title(book: Book, game: str, title: str, rel: str) -> None:
    g = next(x for x in games() if x.spec.name == game)
    book.md(f"# {md(g.spec.names[book.lang])} — {md(title)}\n\n[{md(gettext(L_BACK, book.lang))}](../index.ipynb) · "
            + _other_langs(book.lang, f"{game}/{rel}"), slide="slide")


def write_lesson(book: Book, game: str, lesson_id: str, file: str, nxt: str) -> None:
    lang = book.lang
    lb = LessonBook(game, lesson_id, lang)
    _title(book, game, lb.title, file)
    book.md(md(gettext(L_INTRO, lang)), slide="-")
    _setup(book)
    book.code(f'lesson = tutor.lesson("{game}", "{lesson_id}")', slide="skip")
    for n in range(1, len(lb) + 1):
        st = lb.lesson.steps[n - 1]
        text = [f"## {md(gettext(L_STEP, lang, n=n, total=len(lb)))}", md(gettext(st.text, lang)),
                quotes_md(st.clauses, lang)]
        if st.task is not None:
            text.append(f"**{md(gettext(L_TASK, lang, task=gettext(st.task.text, lang)))}**")
        book.md("\n\n".join(text), slide="slide")
        book.md(md(gettext(L_POSITION, lang)), slide="subslide")
        book.code(f"m = lesson.start({n})\nm")
        if st.task is not None:
            path = lb.task_moves(n)
            if not path:
                raise RuntimeError(f"{game}/{lesson_id} step {n}: no move does the task")
            if len(path) > 1:
                book.md(md(gettext(L_MOVES_FIRST, lang)))
                for mv in path[:-1]:
                    book.code(f'm.play("{mv}")')
            book.md(md(gettext(L_A_MOVE, lang)), slide="subslide")
            book.code(f'm.check("{path[-1]}")')
            _played(book, lb, n, [str(mv) for mv in path])
        if st.scenario:
            book.code(f"lesson.example({n})", slide="subslide")
        elif lb.game.is_over(lb.start(n).state):
            book.code("m.outcome()", slide="subslide")
        book.md(md(gettext(L_YOUR_TURN, lang)), slide="skip")
        book.code(f"{WIDGET}\nlesson.widget({n})", slide="skip")
    _check_yourself(book, game, lb)
    book.md(f"[{md(gettext(L_NEXT, lang))}: {nxt}]({nxt}) · [{md(gettext(L_BACK, lang))}](../index.ipynb)", slide="skip")


PRINTED = 8  # questions printed in a quiz notebook (one per topic): the live quiz above asks them all


def printed_questions(qb: QuizBook) -> list[int]:
    """The questions a quiz notebook prints: the first on each topic, at most ``PRINTED`` (a notebook that
    runs in a moment, so the live quiz at its top answers within seconds of Run All)."""
    seen: set[str] = set()
    out: list[int] = []
    for n, q in enumerate(qb.questions, 1):
        if q.topic not in seen and len(out) < PRINTED:
            seen.add(q.topic)
            out.append(n)
    return out


def _played(book: Book, lb: LessonBook, n: int, path: list[str]) -> None:
    """What the task's move does, when it is legal: the cited lines of what happened, then the next position."""
    m, move = lb.start(n), path[-1]
    for mv in path[:-1]:
        m.play(mv)
    if not lb.game.check(m.state, m.parse(move)).legal:
        book.md(md(gettext(L_NOTHING_CHANGES, book.lang)))
        return
    book.md(md(gettext(L_PLAYED, book.lang)), slide="subslide")
    book.code(f'm.play("{move}")')
    book.md(md(gettext(L_NEXT_POSITION, book.lang)))
    book.code("m")
    m.play(move)
    if lb.game.is_over(m.state):  # the move ended the game: the final scores, each line cited
        book.code("m.outcome()")


def _check_yourself(book: Book, game: str, lb: LessonBook) -> None:
    """Two or three quiz questions on the lesson's own clauses, each drawn (its caption asks it) and answered
    (folded)."""
    from tutor.notebook.saved.lessonexample import L_CHECK, L_CHECK_INTRO, lesson_check

    lang = book.lang
    numbers = lesson_check(QuizBook(game, lang), lb.game, lb.lesson)
    if not numbers:
        return
    book.md(f"### {md(gettext(L_CHECK, lang))}\n\n{md(gettext(L_CHECK_INTRO, lang))}", slide="slide")  # one h2 a step
    book.code(f'quiz = tutor.quiz("{game}")', slide="skip")
    for n in numbers:
        book.code(f"quiz.position({n})", slide="subslide")
        book.code(f"quiz.answer({n})")


def write_quiz(book: Book, game: str, file: str) -> None:
    lang = book.lang
    _title(book, game, gettext(L_QUIZ, lang), file)
    book.md(md(gettext(L_QUIZ_INTRO, lang)))
    _setup(book)
    book.code(f'quiz = tutor.quiz("{game}")', slide="skip")
    book.md(md(gettext(L_QUIZ_LIVE, lang)), slide="skip")
    book.code(f"{WIDGET}\nquiz.widget(into_view=True)", slide="skip")  # Run All shows the last cell: it comes back
    book.md(f"**{md(gettext(L_QUIZ_PRINTED, lang))}**", slide="skip")
    qb = QuizBook(game, lang)
    drawn = None
    for n in printed_questions(qb):
        q = qb.questions[n - 1]
        choices = f"\n\n{md(qb.choices(n))}" if qb.choices(n) else ""  # cards to tick on paper
        book.md(f"## {md(qb.numbered(n))}\n\n**{md(qb.text(n))}**{choices}", slide="slide")
        if q.drawn is not drawn:  # the questions of one position share its picture
            book.code(f"quiz.position({n})")
            drawn = q.drawn
        book.code(f"quiz.answer({n})", slide="subslide")
    book.md(md(gettext(L_QUIZ_WEAK, lang)), slide="skip")
    book.code(f"{WIDGET}\nquiz.weak_spots()", slide="skip")


def write_full_game(book: Book, game: str, file: str) -> None:
    lang = book.lang
    _title(book, game, gettext(L_FULL, lang), file)
    book.md(md(gettext(L_FULL_INTRO, lang)))
    _setup(book)
    start, rest = FULL_CALLS[game]
    book.code(f'tutor.match("{game}", {start})')
    book.md(f"{md(gettext(L_HOW_TO_WIN, lang))}\n\n{quotes_md(WINNING[game], lang)}", slide="slide")
    book.code(f'{WIDGET}\nfrom tutor.notebook import play\nplay("{game}", {start}, {rest})', slide="skip")


def write_play(book: Book, game: str) -> None:
    lang = book.lang
    _title(book, game, gettext(L_PLAY, lang), "play.ipynb")
    book.md(md(gettext(L_PLAY_INTRO, lang)))
    _setup(book)
    book.code(f'{WIDGET}\nfrom tutor.notebook import play\n{PLAY_CALLS[game]}', slide="skip")


def write_index(book: Book) -> None:
    lang = book.lang
    book.md(f"# {md(gettext(L_INDEX_TITLE, lang))}\n\n{md(gettext(L_INDEX_INTRO, lang))}\n\n"
            + f"*{md(gettext(L_OTHER_LANGS, lang))}* "
            + " · ".join(f"[{language_name(x)}](../{x}/index.ipynb)" for x in languages() if x != lang), slide="slide")
    for g in games():
        rows = [f"## {md(g.spec.names[lang])}", ""]
        for entry in lesson_entries(g):
            rows.append(f"- [{md(entry.title(lang))}]({g.spec.name}/{entry.file})")
        book.md("\n".join(rows), slide="slide")
    book.md(f"## {md(gettext(L_PROGRESS_TITLE, lang))}\n\n{md(gettext(L_PROGRESS_INTRO, lang))}", slide="skip")
    book.code(f'{WIDGET}\nfrom tutor.notebook import progress\nprogress("{lang}", notebooks=".")',
              slide="skip", run=False)


def notebooks() -> Iterator[tuple[str, Callable[[Book], None]]]:
    """(relative path, writer) for every notebook of every language."""
    for lang in languages():
        yield f"{lang}/index.ipynb", write_index
        for g in games():
            for entry in lesson_entries(g):
                yield f"{lang}/{g.spec.name}/{entry.file}", entry.write


def build(rel: str, write: Callable[[Book], None]) -> dict[str, Any]:
    lang = rel.split("/", 1)[0]
    book = Book(rel.removesuffix(".ipynb").replace("/", "-"), lang)
    with speaking(lang):
        write(book)
    return book.notebook()


def dumps(nb: dict[str, Any]) -> str:
    return json.dumps(nb, ensure_ascii=False, indent=1, sort_keys=True) + "\n"


def orphans(root: Path, only: Sequence[str] = ()) -> list[str]:
    """The notebooks under ``root`` the generator no longer makes (a lesson renumbered or removed, a game or a
    language gone), within the ``only`` prefixes: it owns the folder it writes."""
    made = {rel for rel, _ in notebooks()}
    found = sorted(p.relative_to(root).as_posix() for p in root.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)
    return [rel for rel in found if rel not in made and (not only or any(rel.startswith(o) for o in only))]


def generate(root: Path, check: bool = False, only: Sequence[str] = ()) -> list[str]:
    """Write every notebook under ``root`` and remove those it no longer makes (or, with ``check``, write
    nothing); the paths that differed, were missing or were left over."""
    changed = []
    for rel in orphans(root, only) if root.is_dir() else []:
        changed.append(rel)
        if not check:
            (root / rel).unlink()
            if not any((root / rel).parent.iterdir()):
                (root / rel).parent.rmdir()
    for rel, write in notebooks():
        if only and not any(rel.startswith(o) for o in only):
            continue
        text = dumps(build(rel, write))
        path = root / rel
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            changed.append(rel)
            if not check:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text, encoding="utf-8")
    return changed


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tutor.notebook.publish.generate", description=__doc__.splitlines()[0])
    ap.add_argument("root", nargs="?", type=Path, default=default_root())
    ap.add_argument("--check", action="store_true", help="write nothing; exit 1 if a notebook differs")
    ap.add_argument("--only", nargs="*", default=(), help="path prefixes, e.g. en/china")
    args = ap.parse_args(argv)
    left = set(orphans(args.root, args.only)) if args.root.is_dir() else set()
    changed = generate(args.root, args.check, args.only)
    for rel in changed:
        print(("left over: " if rel in left else "differs: ") + rel if args.check else
              ("removed: " if rel in left else "wrote: ") + rel)
    return 1 if args.check and changed else 0


if __name__ == "__main__":
    sys.exit(main())
