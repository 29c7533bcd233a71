"""The arguments a notebook user passes to the public API, checked before anything is done with them.

Every entry point (``tutor.match``, ``tutor.lesson``, ``tutor.quiz``, ``tutor.clause``, ``tutor.set_language``,
a match's methods, the companion) answers a wrong argument with an ``InputError`` whose words come from the
catalogs (rendered in the learner's language) and say what is allowed: never an error from deep inside, and
never a guess (``True`` is not 1, ``"Anna"`` is not four names, ``-1`` is not the last player).
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, TypeVar, cast

from tutor.core.errors import N_, InputError, Words, clip, echo

__all__ = ["N_", "InputError", "flag", "given", "keywords", "lang", "names", "number", "player", "seed",
           "signature", "text", "whole"]

MAX_SEED = 2**63 - 1  # a seed is a 64-bit number; anything larger is a typing slip

M_WHOLE = N_("%(name)s takes a whole number from %(low)s to %(high)s, not %(given)s.")
M_TEXT = N_("%(name)s takes text, not %(given)s.")
M_CHOICE = N_("%(name)s takes one of %(choices)s, not %(given)s.")
M_NAMES = N_("names takes a list of different names, each a piece of text, one for each player (players: "
             "%(count)s); not %(given)s.")
M_PLAYER = N_("%(name)s takes a player: a number from 0 to %(high)s or one of the names %(names)s; not %(given)s.")
M_FLAG = N_("%(name)s takes True or False, not %(given)s.")
M_KEYWORD = N_("%(name)s does not take %(given)s; it takes %(choices)s.")
M_NUMBER = N_("%(name)s takes a number from %(low)s to %(high)s, not %(given)s.")
M_BOTS = N_("bots takes, for each player a bot plays, that player and the bot's name (%(choices)s), like "
            "{1: \"%(example)s\"}; not %(given)s.")
M_STATE = N_("state takes a position of this game (the state of one of its matches), not %(given)s.")
M_MOVES = N_("moves takes a list of moves, each written as in the game's notation or as a move; not %(given)s.")
M_ILLEGAL = N_("The move %(move)s (move %(number)s of moves) cannot be played in that position: the rules do not "
               "allow it there. Try it first with check.")
M_FUNCTION = N_("%(name)s takes a function, not %(given)s.")
M_MATCH = N_("match takes a match of this game (the match of another board), not %(given)s.")
M_CALL = N_("%(name)s is written %(usage)s; it was given %(given)s.")
M_PROGRESS = N_("progress takes True, False, None or a progress record, not %(given)s.")


def given(value: Any) -> str:
    """A value as the error repeats it: short, printable."""
    return echo(value, 40)


def fail(where: str, name: str, message: str, **params: Any) -> InputError:
    return InputError(where, 0, name, parts=[(message, {"name": name, **params})])


def whole(value: Any, name: str, low: int, high: int, where: str = "") -> int:
    """A whole number from ``low`` to ``high`` (a bool, a float or text is refused, never converted)."""
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise fail(where, name, M_WHOLE, low=low, high=high, given=given(value))
    return int(value)


def number(value: Any, name: str, low: float, high: float, where: str = "") -> float:
    """A number (whole or not) from ``low`` to ``high`` (a bool or text is refused, never converted)."""
    if not isinstance(value, (int, float)) or isinstance(value, bool) or not low <= value <= high:
        raise fail(where, name, M_NUMBER, low=low, high=high, given=given(value))
    return float(value)


def text(value: Any, name: str, where: str = "", choices: Iterable[str] | None = None) -> str:
    """Text (one of ``choices`` when given)."""
    options = None if choices is None else list(choices)
    if options is not None and not (isinstance(value, str) and value in options):
        raise fail(where, name, M_CHOICE, choices=Words(options), given=given(value))
    if not isinstance(value, str):
        raise fail(where, name, M_TEXT, given=given(value))
    return value


def flag(value: Any, name: str, where: str = "") -> bool:
    if not isinstance(value, bool):
        raise fail(where, name, M_FLAG, given=given(value))
    return value


def names(value: Any, count: int, where: str = "") -> tuple[str, ...]:
    """``count`` different, non-empty names, as a list or tuple of text (a string alone is not a list of names)."""
    ok = (isinstance(value, (list, tuple)) and len(value) == count
          and all(isinstance(v, str) and v.strip() and len(v) <= 40 for v in value) and len(set(value)) == count)
    if not ok:
        raise fail(where, "names", M_NAMES, count=count, given=given(value))
    return tuple(value)


def player(value: Any, name: str, count: int, known: Sequence[str] = (), where: str = "",
           optional: bool = False) -> int | None:
    """A player: a number from 0 to ``count - 1`` or one of the ``known`` names (None where ``optional``)."""
    if value is None and optional:
        return None
    if isinstance(value, str) and value in known:
        return list(known).index(value)
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < count:
        return value
    raise fail(where, name, M_PLAYER, high=count - 1, names=Words(known), given=given(value))


def keywords(given_kw: Mapping[str, Any], allowed: Iterable[str], name: str, where: str = "") -> None:
    """Refuse a keyword argument a call does not take (the call would fail with Python's own words)."""
    allowed = sorted(allowed)
    for key in given_kw:
        if key not in allowed:
            raise fail(where, name, M_KEYWORD, given=clip(key, 40), choices=Words(allowed))


def lang(value: Any, known: Iterable[str], name: str = "lang") -> str | None:
    """A language code of ``known`` (None: the language set with ``tutor.set_language``)."""
    return None if value is None else text(value, name, choices=known)


def seed(value: Any, where: str = "") -> int:
    return whole(value, "seed", 0, MAX_SEED, where)


F = TypeVar("F", bound=Callable[..., Any])


def signature(public: str) -> Callable[[F], F]:
    """A front door's call checked against its signature first: a keyword it does not take, an argument missing
    or one too many is an ``InputError`` showing how ``public`` is written, not Python's own ``TypeError``."""
    def wrap(fn: F) -> F:
        sig = inspect.signature(fn)
        method = next(iter(sig.parameters), "") == "self"
        shown = list(sig.parameters.values())[1 if method else 0:]
        named = [p.name for p in shown if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)]
        open_kw = any(p.kind is p.VAR_KEYWORD for p in shown)
        usage = f"{public}({', '.join(str(p.replace(annotation=p.empty)) for p in shown)})"

        @functools.wraps(fn)
        def checked(*args: Any, **kw: Any) -> Any:
            try:
                sig.bind(*args, **kw)
                refused = False
            except TypeError:
                refused = True  # refused below, outside the handler: Python's own TypeError is never chained on
            if refused:
                if not open_kw:
                    keywords(kw, named, public)
                values = [given(a) for a in args[1 if method else 0:]]
                values += [f"{k}={given(v)}" for k, v in kw.items()]
                raise fail("", public, M_CALL, usage=usage, given=f"({', '.join(values)})") from None
            return fn(*args, **kw)
        return cast(F, checked)
    return wrap
