"""Reading untrusted input within bounds: files, JSON nesting, and how much of an input an error echoes.

Every function here turns a bad input into an ``InputError`` naming the file and the field, before it can
cost much time or memory: a path must be a regular file of bounded size and UTF-8 text, a JSON document
must not nest deeper than ``MAX_DEPTH``, give a key twice in one object (the last would silently win), or
hold a number longer than ``MAX_DIGITS`` digits (Python's own limit would answer in its own words).
"""

from __future__ import annotations

import itertools
import json
import os
import re
import stat
from pathlib import Path
from typing import Any

from tutor.core.errors import N_, InputError, clip, echo

MAX_DEPTH = 64  # nesting of mappings and lists in a scenario, a save or a board file
MAX_DIGITS = 40  # digits of a number in a JSON file (a 64-bit seed has 20)

M_TWICE = N_("The file gives “%(key)s” twice in one place; each part is given once.")
M_DIGITS = N_("The file holds a number too long to be one the tutor uses (line %(line)s; the most digits a number "
              "may have: %(digits)s).")
# A JSON string, skipped whole; possessive, and the closing quote optional, so an unterminated string ends the
# scan instead of being retried from every later quote (that retry made the old scan quadratic).
_JSON_STRING = r'"(?:[^"\\]++|\\.)*+"?'
_JSON_STRINGS = re.compile(_JSON_STRING)
_JSON_TOKENS = re.compile(_JSON_STRING + r"|[\[\]{}]")
_NOT_BRACKETS = re.compile(r"[^\[\]{}]++")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


def read_text(path: str | Path, max_bytes: int, what: str = "file") -> str:
    """The UTF-8 text of a regular file of at most ``max_bytes``; anything else is an InputError.

    Directories, devices, pipes, empty names, names with NUL and over-large files are refused before
    reading more than ``max_bytes + 1`` bytes.
    """
    name = str(path)
    where = clip(name, 200) if name else '""'
    if not name or "\x00" in name:
        raise InputError(where, 0, "(file)", f"not a {what} name")
    try:
        st = os.stat(name)
    except (OSError, ValueError):
        raise InputError(where, 0, "(file)", f"no such {what}") from None
    if not stat.S_ISREG(st.st_mode):
        kind = "a directory" if stat.S_ISDIR(st.st_mode) else "not a regular file"
        raise InputError(where, 0, "(file)", f"{kind}; expected a {what}")
    if st.st_size > max_bytes:
        raise InputError(where, 0, "(file)", f"larger than {max_bytes} bytes")
    try:
        with open(name, "rb") as fh:
            raw = fh.read(max_bytes + 1)
    except OSError as exc:
        raise InputError(where, 0, "(file)", f"cannot be read ({clip(exc.strerror or 'error', 80)})") from None
    if len(raw) > max_bytes:
        raise InputError(where, 0, "(file)", f"larger than {max_bytes} bytes")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise InputError(where, line, "(file)", "not UTF-8 text") from None


def json_depth(text: str) -> int:
    """The deepest nesting of brackets outside strings in JSON text, in time linear in its length."""
    brackets = _NOT_BRACKETS.sub("", _JSON_STRINGS.sub('""', text))
    return max(itertools.accumulate(map(_STEP.__getitem__, brackets)), default=0)


def load_json(text: str, where: str, limit: int = MAX_DEPTH) -> Any:
    """Parse JSON; a syntax error, a number too long or nesting deeper than ``limit`` is an InputError."""
    if json_depth(text) > limit:  # bound the nesting before the (recursive) parser sees it
        depth = 0
        for m in _JSON_TOKENS.finditer(text):  # find the line of the bracket past the limit
            ch = m.group()
            if ch in "[{":
                depth += 1
                if depth > limit:
                    line = text.count("\n", 0, m.start()) + 1
                    raise InputError(where, line, "json", f"nested deeper than {limit} levels")
            elif ch in "]}":
                depth -= 1
        raise InputError(where, 0, "json", f"nested deeper than {limit} levels")  # pragma: no cover
    try:
        return json.loads(text, object_pairs_hook=_no_key_twice, parse_int=_number(int), parse_float=_number(float))
    except _Refused as exc:
        if exc.message == M_TWICE:  # the key's line is not known here: the parser gives pairs, not places
            raise InputError(where, 0, clip(exc.value, 40), parts=[(M_TWICE, {"key": clip(exc.value, 40)})]) from None
        line = text.count("\n", 0, text.find(exc.needle)) + 1
        raise InputError(where, line, "json", parts=[(M_DIGITS, {"digits": MAX_DIGITS, "line": line})]) from None
    except json.JSONDecodeError as exc:
        raise InputError(where, exc.lineno, "json", clip(exc.msg, 200)) from None
    except (ValueError, RecursionError) as exc:  # e.g. an integer of more than 4300 digits
        raise InputError(where, 0, "json", clip(str(exc), 200)) from None


class _Refused(ValueError):
    def __init__(self, message: str, value: str, needle: str) -> None:
        super().__init__(message)
        self.message, self.value, self.needle = message, value, needle


def _no_key_twice(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _Refused(M_TWICE, key, json.dumps(key, ensure_ascii=False))
        out[key] = value
    return out


def _number(kind: type) -> Any:
    def parse(digits: str) -> Any:
        if len(digits) > MAX_DIGITS:
            raise _Refused(M_DIGITS, digits[:20], digits[:MAX_DIGITS + 1])
        return kind(digits)

    return parse


def beside(name: Any, where: str, field: str) -> Path:
    """The path a file named in a scenario stands for: absolute, relative to the working directory if it
    exists there, else relative to the scenario's folder (``where`` is ``file:line``). Bad names are errors."""
    if not isinstance(name, str) or not name or "\x00" in name or len(name) > 4096:
        raise InputError(where, 0, field, f"{echo(name, 60)} is not a file name")
    p = Path(name)
    try:
        if p.is_absolute() or p.exists():
            return p
    except OSError:
        raise InputError(where, 0, field, f"{echo(name, 60)} is not a usable file name") from None
    return Path(where.rsplit(":", 1)[0]).parent / p
