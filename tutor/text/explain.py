"""Reasons in words: verdicts, events and score lines rendered in a language, with their citations."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from babel.lists import format_list
from babel.numbers import format_decimal

from tutor.core.game import Game
from tutor.core.moves import Move, MoveError
from tutor.core.verdict import Event, Reason, Verdict
from tutor.text.catalog import Citation, cite
from tutor.text.glossary import glossary, term
from tutor.text.language import format_items
from tutor.text.ui import N_, choose, gettext, render

PLAYER_PARAMS = ("player", "other", "others")  # a player, or several (a tuple: named, joined with "and")
# Parameters that carry what a person typed or wrote (a word, a move, a file's field), never a term: shown as they
# are, even when they happen to equal a glossary key.
FREE_TEXT_PARAMS = frozenset({"word", "kind", "move", "typed", "text", "name", "file", "field", "problem", "error",
                              "value"})
UNTRANSLATED = N_(" (not yet translated)")
# List parameters of an event (what happened: cards played, cards collected) are joined with the language's "and";
# a reason's lists may mean "or" ("the groups that offer Taxes: 1, 2"), and their message says which.
ALL_OF_PARAMS = frozenset({"cards", "hand"})

SUMMARY_LEGAL = N_("Legal: %(move)s")
SUMMARY_ILLEGAL = N_("Illegal: %(move)s")
PLAYER_NAME = N_("Player %(n)s")
UNKNOWN_REASON = N_("(no message for %(code)s)")


@dataclass(frozen=True)
class Line:
    """One reason in words, with the clauses it rests on."""

    code: str
    text: str
    citations: tuple[Citation, ...]

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, "text": self.text, "rules": [c.id for c in self.citations]}


@dataclass(frozen=True)
class Explanation:
    """A verdict in words: a one-line summary, then each violation (or ground) with its clauses."""

    legal: bool
    summary: str
    lines: tuple[Line, ...]

    @property
    def clauses(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(c.id for line in self.lines for c in line.citations))


def format_all(items: Sequence[str], lang: str) -> str:
    """Items that all hold ("a house on space 26 and an emissary"), joined with ``lang``'s own word for "and"
    (Babel's CLDR list pattern: «… y …», 「…、…」)."""
    return format_list([str(i) for i in items], style="standard", locale=lang) if items else ""


FULL_WIDTH = frozenset({"ja"})  # languages that write brackets, commas and colons full width among their own text


def aside(words: str, lang: str) -> str:
    """An aside after a word: " (young)" in most languages, 「（若年）」 in Japanese."""
    return f"（{words}）" if lang in FULL_WIDTH else f" ({words})"


def series(items: Sequence[str], lang: str) -> str:
    """Items listed one after another, as on a label ("Farmer, Monk"; 「農夫、僧侶」), not joined with "and"."""
    return ("、" if lang in FULL_WIDTH else ", ").join(items)


def labelled(label: str, value: str, lang: str) -> str:
    """A label and its value: "Pawn: the green village"; 「コマ：緑の村」."""
    return f"{label}：{value}" if lang in FULL_WIDTH else f"{label}: {value}"


def format_number(value: float, lang: str) -> str:
    """A number that need not be whole ("1.1 apart", «a 1,1 de distancia») as ``lang`` writes it (Babel's
    ``format_decimal``: its decimal sign, at most two decimals)."""
    return str(format_decimal(value, format="#,##0.##", locale=lang))


def player_name(i: int, lang: str, names: Sequence[str] | None = None) -> str:
    if names and 0 <= i < len(names):
        return names[i]
    return gettext(PLAYER_NAME, lang, n=i + 1)


def render_params(game: Game[Any], params: Mapping[str, Any], lang: str,
                  names: Sequence[str] | None = None, happened: bool = False) -> dict[str, Any]:
    """Parameters ready for a message: players by name, glossary keys as terms, lists joined (``happened``: an
    event's, whose lists of cards are all of them, joined with "and")."""
    words = glossary(game.spec.name)
    own_words = getattr(game, "param_words", None)  # a game's words for its own notation (places, planks)
    out: dict[str, Any] = {}
    for key, value in params.items():
        if key in PLAYER_PARAMS and isinstance(value, int):
            out[key] = player_name(value, lang, names)
        elif key in PLAYER_PARAMS and isinstance(value, tuple) and all(isinstance(v, int) for v in value):
            out[key] = format_all([player_name(v, lang, names) for v in value], lang)
        elif own_words is not None and (said := own_words(key, value, lang)) is not None:
            out[key] = said
        elif key in FREE_TEXT_PARAMS:
            out[key] = value
        elif isinstance(value, str) and value in words:
            out[key] = term(game.spec.name, value, lang)
        elif isinstance(value, float):
            out[key] = format_number(value, lang)
        elif isinstance(value, tuple):
            join = format_all if happened and key in ALL_OF_PARAMS else format_items
            out[key] = join([_item(game.spec.name, own_words, key, v, lang) for v in value], lang)
        else:
            out[key] = value
    return out


def _item(game: str, own_words: Any, key: str, value: Any, lang: str) -> str:
    """One item of a list parameter: the game's own words for it, else its glossary term, else as it is."""
    if own_words is not None and (said := own_words(key, value, lang)) is not None:
        return str(said)
    return term(game, value, lang) if isinstance(value, str) and value in glossary(game) else str(value)


def say(game: Game[Any], r: Reason, lang: str, names: Sequence[str] | None = None) -> str:
    """A reason (violation, ground or event) as a sentence in ``lang``."""
    message = game.messages.get(r.code)
    if message is None:
        return gettext(UNKNOWN_REASON, lang, code=r.code)
    params = r.args
    if isinstance(r, Event) and r.player is not None and "player" not in params:
        params = {**params, "player": r.player}
    message = choose(message, params)  # its wording for these values (a zero count, a good), read before rendering
    said = render_params(game, params, lang, names, isinstance(r, Event))
    text = render(message, lang, said)
    typed = any(k in FREE_TEXT_PARAMS and str(v) and text.startswith(str(v)) for k, v in said.items())
    return text if typed else sentence(text)  # text the learner typed stays as typed


def sentence(text: str) -> str:
    """A sentence starts with a capital letter, also where it starts with a term written in lower case mid-sentence
    («La tabla n.º 1 de color verde no cabe…»)."""
    return text[:1].upper() + text[1:]


def line(game: Game[Any], r: Reason, lang: str, names: Sequence[str] | None = None) -> Line:
    return Line(r.code, say(game, r, lang, names), tuple(cite(c, lang) for c in r.clauses))


def move_words(game: Game[Any], move: str | Move, lang: str, names: Sequence[str] | None = None,
               state: Any = None) -> str:
    """A move as a learner reads it: the game's plain words in ``lang``, players by name (``state``, the position
    it is played in, may be ``None``). Text that is not a move of the game is shown as it was typed."""
    try:
        mv = game.parse_move(move)
    except MoveError:
        return str(move)
    return game.describe_move(state, mv, lang, names)


def explain(game: Game[Any], verdict: Verdict, move: str | Move, lang: str = "en",
            names: Sequence[str] | None = None, state: Any = None) -> Explanation:
    """The verdict in words: violations if illegal, grounds if legal, each with its citations; the summary says
    the move in plain words (``move_words``)."""
    reasons = verdict.violations if not verdict.legal else verdict.grounds
    said = move_words(game, move, lang, names, state)
    summary = gettext(SUMMARY_LEGAL if verdict.legal else SUMMARY_ILLEGAL, lang, move=said)
    return Explanation(verdict.legal, summary, tuple(line(game, r, lang, names) for r in reasons))


def format_citation(c: Citation, show_source: bool = True) -> str:
    """A citation as plain text: id and section, the source wording, and the translation."""
    where = " › ".join(c.section)
    head = f"[{c.id}]" + (f" {where}" if where else "")
    parts = [head]
    if show_source:
        parts.append(f"  {c.source_lang}: «{c.source}»")
    if c.lang != c.source_lang or not show_source:
        mark = "" if c.translated else gettext(UNTRANSLATED, c.lang)
        parts.append(f"  {c.lang}: {c.translation}{mark}")
    if c.differs:
        parts.append("  ≠ " + " ".join(gettext(d, c.lang) for d in c.differs.split("\n")))
    return "\n".join(parts)
