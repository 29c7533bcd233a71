"""Errors the tutor reports to users (never as tracebacks).

An ``InputError`` a learner can cause (a typed move, a loaded save) carries its problem as data: message ids in
the ``tutor`` domain with their parameters, rendered in the learner's language when it is shown. Core knows no
catalog: the text layer installs the renderer (``set_renderer``); without one the English ids are filled in.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tutor.core.verdict import Verdict

MAX_ECHO = 80  # characters of a user's input an error message repeats

# One sentence of a problem: a message id (tutor domain, English) and its parameters. A parameter that is a list
# or tuple is shown as a list in the reader's language.
Part = tuple[str, Mapping[str, Any]]
# (parts, language or None for the current one) -> the text
Renderer = Callable[[Sequence[Part], "str | None"], str]


def N_(message: str) -> str:
    """Mark a message id for extraction (``make catalogs``) without translating it."""
    return message


def _head(number: int, digits: int) -> str:
    """The first ``digits`` digits of a whole number too long for Python to write out (more than 4300 digits),
    then "…"."""
    size = number.bit_length() * 30103 // 100000  # the number has ``size`` or ``size + 1`` digits
    head = abs(number) // 10 ** max(0, size - digits)
    return ("-" if number < 0 else "") + str(head)[:digits] + "…"


def _text(value: object, write: Callable[[object], str]) -> str:
    """``write(value)`` (``str`` or ``repr``), or for a whole number past Python's limit on writing one out (a
    4300-digit seed, anywhere inside ``value``) its first digits: an error must never fail while saying what it
    repeats."""
    try:
        return write(value)
    except ValueError:
        if isinstance(value, int):
            return _head(value, 4 * MAX_ECHO)
        if isinstance(value, (list, tuple)):
            inner = ", ".join(_text(v, repr) for v in value[:MAX_ECHO])
            return f"[{inner}]" if isinstance(value, list) else f"({inner})"
        if isinstance(value, dict):
            return "{" + ", ".join(f"{_text(k, repr)}: {_text(v, repr)}" for k, v in list(value.items())[:MAX_ECHO]) + "}"
        return f"<{type(value).__name__}>"


def echo(value: object, limit: int = MAX_ECHO) -> str:
    """``repr(value)`` as an error repeats it: one printable line of at most ``limit`` characters."""
    return clip(_text(value, repr), limit)


def clip(text: object, limit: int = MAX_ECHO) -> str:
    """``text`` as one printable line of at most ``limit`` characters (control characters escaped)."""
    s = _text(text, str)
    if len(s) > 4 * limit:
        s = s[: 4 * limit]
    s = "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in s)
    return s if len(s) <= limit else s[: limit - 1] + "…"


class Words(tuple[str, ...]):
    """A message parameter listing words a learner types (moves, notation): each shown quoted."""


def show(value: Any, quote: tuple[str, str] = ("“", "”"), sep: str = ", ") -> str:
    """A parameter as text: ``Words`` quoted and listed, a list listed, anything else as ``str``."""
    if isinstance(value, Words):
        return sep.join(f"{quote[0]}{w}{quote[1]}" for w in value)
    if isinstance(value, list):
        return sep.join(map(str, value))
    return str(value)


def english(parts: Sequence[Part], lang: str | None = None) -> str:
    """The parts in English (the renderer until the text layer installs its own)."""
    return " ".join(msg % {k: show(v) for k, v in params.items()} for msg, params in parts)


_renderer: list[Renderer] = [english]


def set_renderer(renderer: Renderer) -> None:
    """Install the function that renders problems in a language (the text layer does, on import)."""
    _renderer[0] = renderer


class InputError(ValueError):
    """Bad user input: a file, a line and a field, and what is wrong with it.

    ``problem`` is English text (for authors' files), or ``parts`` are message ids with parameters (for what a
    learner types or loads): then ``str()`` speaks the current language (``tutor.set_language``) and ``text(lang)``
    any other. The field and the problem are clipped, so an error never echoes a whole huge input back.
    """

    LEARNER = "move"  # the ``file`` of a typed move: not repeated on screen

    def __init__(self, file: str, line: int, field: str, problem: str = "", *, parts: Sequence[Part] = ()) -> None:
        self.parts: tuple[Part, ...] = tuple((m, dict(p)) for m, p in parts)
        if self.parts and not problem:
            problem = english(self.parts)
        field, problem = clip(field, 120), clip(problem, 400)
        self.file, self.line, self.field, self.problem = file, line, field, problem
        super().__init__(self._where(problem))

    def _where(self, text: str) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        if self.parts:  # a learner's message names what is wrong in words: no field identifier
            return text if self.file in (self.LEARNER, "") else f"{where}: {text}"
        return f"{where}: {self.field}: {text}"

    def text(self, lang: str | None = None) -> str:
        """The problem in ``lang`` (None: the current language), with the place it came from unless typed."""
        if not self.parts:
            return self._where(self.problem)
        return self._where(clip(_renderer[0](self.parts, lang), 600))

    def __str__(self) -> str:
        return self.text()


class IllegalMoveError(ValueError):
    """Raised by ``apply`` for a move whose verdict is illegal; carries the verdict."""

    def __init__(self, verdict: Verdict) -> None:
        self.verdict = verdict
        codes = ", ".join(f"{v.code} [{v.clause}]" for v in verdict.violations)
        super().__init__(f"illegal move: {codes}")
