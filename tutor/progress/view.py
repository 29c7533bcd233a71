"""The progress view: per game and rulebook section, clauses met and mastered as a small SVG chart,
then the weakest clauses quoted, each with the lesson step that teaches it.

Plain HTML (no widget), so a saved notebook shows it without a kernel; it opens with the link that saves the
record as a file to hand in (``export``), the way a learner on the static browser site shows a teacher. The
citation renderer is passed in (the notebook's ``citation_html``), so this package does not depend on the
notebook package.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from html import escape
from pathlib import Path

from tutor.core.registry import games
from tutor.progress.record import Problem
from tutor.progress.sections import OTHER, game_of, rule_clauses, section_of, sections, teaching_steps
from tutor.progress.stats import Progress
from tutor.text.catalog import Citation, cite
from tutor.text.ui import N_, gettext

L_TITLE = N_("Your progress")
L_NOTHING = N_("Nothing recorded yet: open a lesson, try moves or answer a quiz.")
L_GAME = N_("%(game)s: rules met %(met)s of %(total)s; mastered %(mastered)s; missed %(missed)s")
L_MET = N_("met")
L_MASTERED = N_("mastered")
L_MISSED = N_("missed")
L_WEAKEST = N_("Rules to go over again")
L_COUNTS = N_("Answers: right %(right)s, wrong %(wrong)s")
L_TAUGHT = N_("Taught in the lesson “%(lesson)s”, step %(step)s")
L_OTHER = N_("Other")
L_CHART = N_("Rules met and mastered by section")
L_RETIRED = N_("A rule that is no longer in the rulebooks (it was renamed or removed in an update); your answers on "
               "it are kept.")

MET, MASTERED, MISSED, TRACK = "#64b5f6", "#2e7d32", "#c62828", "#eeeeee"


@dataclass(frozen=True)
class Bar:
    label: str
    total: int
    met: int
    mastered: int
    missed: int


def clause_words(clause: str, lang: str) -> str:
    """A clause's translated wording, or the words for a retired clause (an id the catalogs no longer have)."""
    try:
        return cite(clause, lang).translation
    except KeyError:
        return gettext(L_RETIRED, lang)


def section_label(heading: str, lang: str) -> str:
    return gettext(L_OTHER, lang) if heading == OTHER else cite(heading, lang).translation


def bars(progress: Progress, game: str, lang: str) -> list[Bar]:
    """One bar per section of a game's rulebooks: its rule clauses, how many met, mastered, missed."""
    seen = {c for c, s in progress.clauses.items() if s.seen and game_of(c) == game}
    universe = set(rule_clauses(game)) | seen
    by: dict[str, set[str]] = {}
    for c in universe:
        by.setdefault(section_of(c), set()).add(c)
    order = [*sections(universe), OTHER]
    return [Bar(section_label(h, lang), len(by[h]), len(by[h] & seen), sum(progress.mastered(c) for c in by[h]),
                sum(progress.missed(c) for c in by[h])) for h in order if h in by]


def chart_svg(rows: Iterable[Bar], title: str, legend: tuple[str, str, str], width: int = 560) -> str:
    """Horizontal bars: the track is the section's rules, blue met, green mastered, a red tick per missed."""
    rows = list(rows)
    label_w, bar_w, row_h, top = 210, width - 210 - 70, 20, 26
    height = top + row_h * len(rows) + 8
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" class="tutor-chart" width="{width}" height="{height}" '
             f'viewBox="0 0 {width} {height}" role="img" aria-label="{escape(title)}" '
             'font-family="IPAGothic, Noto Sans CJK JP, DejaVu Sans, sans-serif" font-size="12">',
             f"<title>{escape(title)}</title>"]
    x = label_w
    for colour, word in zip((MET, MASTERED, MISSED), legend, strict=True):
        parts.append(f'<rect x="{x}" y="4" width="10" height="10" fill="{colour}"/>'
                     f'<text x="{x + 14}" y="13">{escape(word)}</text>')
        x += 24 + 7 * len(word)
    for i, b in enumerate(rows):
        y = top + i * row_h
        scale = bar_w / max(b.total, 1)
        short = b.label if len(b.label) <= 30 else b.label[:29] + "…"
        parts.append(f'<g class="bar" data-total="{b.total}" data-met="{b.met}" data-mastered="{b.mastered}" '
                     f'data-missed="{b.missed}"><text x="{label_w - 6}" y="{y + 13}" text-anchor="end">'
                     f"<title>{escape(b.label)}</title>{escape(short)}</text>"
                     f'<rect x="{label_w}" y="{y + 3}" width="{bar_w}" height="12" fill="{TRACK}"/>'
                     f'<rect x="{label_w}" y="{y + 3}" width="{b.met * scale:.1f}" height="12" fill="{MET}"/>'
                     f'<rect x="{label_w}" y="{y + 3}" width="{b.mastered * scale:.1f}" height="12" fill="{MASTERED}"/>')
        for k in range(b.missed):
            parts.append(f'<rect x="{label_w + (b.met - k - 0.5) * scale:.1f}" y="{y + 1}" width="2" height="16" '
                         f'fill="{MISSED}"/>')
        parts.append(f'<text x="{label_w + bar_w + 6}" y="{y + 13}">{b.met}/{b.total}</text></g>')
    parts.append("</svg>")
    return "".join(parts)


def lesson_links(root: Path | None) -> dict[tuple[str, str], Path]:
    """(game, lesson id) -> the notebook under ``root`` that opens that lesson (``lesson("game", "id"``)."""
    out: dict[tuple[str, str], Path] = {}
    if root is None or not root.is_dir():
        return out
    pattern = re.compile(r'lesson\(\\?"([a-z_]+)\\?",\s*\\?"([a-z0-9_-]+)\\?"')
    for path in sorted(root.rglob("*.ipynb"))[:500]:
        if ".ipynb_checkpoints" in path.parts:
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        for game, lesson in pattern.findall(text):
            out.setdefault((game, lesson), path)
    return out


def taught_html(clause: str, lang: str, links: dict[tuple[str, str], Path], here: Path | None) -> str:
    where = teaching_steps().get(clause)
    if where is None:
        return ""
    game, lesson, title, step = where
    text = escape(gettext(L_TAUGHT, lang, lesson=gettext(title, lang), step=step))
    path = links.get((game, lesson))
    if path is not None:
        href = os.path.relpath(path, here) if here is not None else str(path)
        text = f'<a href="{escape(href)}" data-lesson="{escape(lesson)}" data-step="{step}">{text}</a>'
    return f'<div class="tutor-taught">{text}</div>'


def progress_html(progress: Progress, lang: str, citation: Callable[[Citation], str], game: str | None = None,
                  problem: Problem | None = None, notebooks: Path | None = None, here: Path | None = None,
                  weakest: int = 8, download: str = "") -> str:
    """The whole view as HTML: a chart per game (or for ``game``), then the weakest clauses quoted.
    ``download``: the link that saves the record as a file to hand in (``export.download_html``), shown first."""
    t = gettext
    parts = [f'<div class="tutor-panel tutor-progress"><h3>{escape(t(L_TITLE, lang))}</h3>']
    if problem is not None:
        parts.append(f'<div class="tutor-message error">{escape(problem.text(lang))}</div>')
    parts.append(download)
    names = [g.spec.name for g in games()] if game is None else [game]
    shown = [g for g in names if game is not None or any(game_of(c) == g and s.seen
                                                          for c, s in progress.clauses.items())]
    if not shown:
        parts.append(f"<p>{escape(t(L_NOTHING, lang))}</p>")
    legend = (t(L_MET, lang), t(L_MASTERED, lang), t(L_MISSED, lang))
    for g in shown:
        rows = bars(progress, g, lang)
        total = sum(b.total for b in rows)
        line = t(L_GAME, lang, game=next(x.spec.names.get(lang, g) for x in games() if x.spec.name == g),
                 met=sum(b.met for b in rows), total=total, mastered=sum(b.mastered for b in rows),
                 missed=sum(b.missed for b in rows))
        parts.append(f'<div class="tutor-game" data-game="{g}"><p><b>{escape(line)}</b></p>'
                     f"{chart_svg(rows, t(L_CHART, lang), legend)}</div>")
    weak = [c for c in progress.weakest(100) if game is None or game_of(c) == game][:weakest]
    if weak:
        links = lesson_links(notebooks)
        parts.append(f"<h4>{escape(t(L_WEAKEST, lang))}</h4><ol class=\"tutor-weakest\">")
        for c in weak:
            s = progress.clauses[c]
            try:
                quoted = citation(cite(c, lang))
            except KeyError:  # retired: renamed or removed since it was recorded
                quoted = f'<div class="tutor-retired">{escape(t(L_RETIRED, lang))}</div>'
            parts.append(f'<li data-clause="{escape(c)}">{quoted}'
                         f"<div>{escape(t(L_COUNTS, lang, right=s.right, wrong=s.wrong))}</div>"
                         f"{taught_html(c, lang, links, here)}</li>")
        parts.append("</ol>")
    parts.append("</div>")
    return "".join(parts)
