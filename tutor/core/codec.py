"""JSON for frozen dataclasses: encode any state to plain data, decode it back by type hints."""

from __future__ import annotations

import dataclasses
import re
import types
import typing
from collections.abc import Callable
from enum import Enum
from functools import cache
from typing import Any, TypeVar, Union

T = TypeVar("T")
_INT_KEY = re.compile(r"-?[0-9]{1,18}")


class DecodeError(ValueError):
    """The data does not fit the type: ``path`` says where."""

    def __init__(self, path: str, problem: str) -> None:
        self.path, self.problem = path, problem
        super().__init__(f"{path or '(top)'}: {problem}")


def encode(value: Any) -> Any:
    """Plain JSON data for a dataclass, tuple, frozenset, dict, enum or scalar."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: encode(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, (tuple, list)):
        return [encode(v) for v in value]
    if isinstance(value, frozenset):
        return sorted(encode(v) for v in value)
    if isinstance(value, dict):
        return {str(k): encode(v) for k, v in value.items()}
    return value


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def decode(tp: Any, data: Any, path: str = "") -> Any:
    """Rebuild a value of type ``tp`` from plain data, checking types as it goes."""
    if tp is Any:
        return data
    origin = typing.get_origin(tp)
    if origin in (Union, types.UnionType):
        return _decode_union(typing.get_args(tp), data, path)
    if dataclasses.is_dataclass(tp) and isinstance(tp, type):
        return _decode_dataclass(tp, data, path)
    if isinstance(tp, type) and issubclass(tp, Enum):
        return _decode_enum(tp, data, path)
    by_origin = _BY_ORIGIN.get(origin)
    if by_origin is not None:
        return by_origin(typing.get_args(tp), data, path)
    if isinstance(tp, type) and tp in _SCALARS:
        return _decode_scalar(tp, data, path)
    raise DecodeError(path, f"cannot decode type {tp!r}")


def _decode_union(args: tuple[Any, ...], data: Any, path: str) -> Any:
    """The first option of an optional or union type that fits, or every option's problem."""
    if data is None and type(None) in args:
        return None
    errors = []
    for option in (a for a in args if a is not type(None)):
        try:
            return decode(option, data, path)
        except DecodeError as exc:
            errors.append(exc.problem)
    raise DecodeError(path, "; ".join(errors))


def _decode_dataclass(tp: type, data: Any, path: str) -> Any:
    """A dataclass from an object: no unknown field, every field without a default present."""
    if not isinstance(data, dict):
        raise DecodeError(path, f"expected an object for {tp.__name__}")
    hints = _hints(tp)
    fields = [f for f in dataclasses.fields(tp) if f.init]
    unknown = set(data) - {f.name for f in fields}
    if unknown:
        raise DecodeError(f"{path}.{sorted(map(str, unknown))[0]}".lstrip("."), "unknown field")
    kwargs = {}
    for f in fields:
        sub = f"{path}.{f.name}".lstrip(".")
        if f.name in data:
            kwargs[f.name] = decode(hints[f.name], data[f.name], sub)
        elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
            raise DecodeError(sub, "missing")
    return tp(**kwargs)


def _decode_enum(tp: type[Enum], data: Any, path: str) -> Any:
    """An enum member from its value."""
    try:
        return tp(data)
    except ValueError:
        raise DecodeError(path, f"{data!r} is not one of {[e.value for e in tp]}") from None


def _expect_list(data: Any, path: str) -> list[Any]:
    if not isinstance(data, list):
        raise DecodeError(path, "expected a list")
    return data


def _decode_tuple(args: tuple[Any, ...], data: Any, path: str) -> Any:
    """A tuple from a list: any length for ``tuple[X, ...]``, else exactly one item per type."""
    items = _expect_list(data, path)
    if len(args) == 2 and args[1] is Ellipsis:
        return tuple(decode(args[0], v, f"{path}[{i}]") for i, v in enumerate(items))
    if len(args) != len(items):
        raise DecodeError(path, f"expected {len(args)} items, got {len(items)}")
    return tuple(decode(a, v, f"{path}[{i}]") for i, (a, v) in enumerate(zip(args, items, strict=True)))


def _decode_frozenset(args: tuple[Any, ...], data: Any, path: str) -> Any:
    """A frozenset from a list."""
    items = _expect_list(data, path)
    return frozenset(decode(args[0], v, f"{path}[{i}]") for i, v in enumerate(items))


def _decode_dict(args: tuple[Any, ...], data: Any, path: str) -> Any:
    """A dict from an object; whole-number keys may come as text (JSON keys are text)."""
    if not isinstance(data, dict):
        raise DecodeError(path, "expected an object")
    key_type, value_type = args
    if key_type is int and not all(isinstance(k, int) or (isinstance(k, str) and _INT_KEY.fullmatch(k))
                                   for k in data):
        raise DecodeError(path, "expected whole numbers as keys")
    return {decode(key_type, int(k) if key_type is int else k, path): decode(value_type, v, f"{path}.{k}")
            for k, v in data.items()}


def _decode_literal(args: tuple[Any, ...], data: Any, path: str) -> Any:
    """One of a literal type's values."""
    if data not in args:
        raise DecodeError(path, f"{data!r} is not one of {list(args)}")
    return data


_BY_ORIGIN: dict[Any, Callable[[tuple[Any, ...], Any, str], Any]] = {
    tuple: _decode_tuple,
    frozenset: _decode_frozenset,
    dict: _decode_dict,
    typing.Literal: _decode_literal,
}

# scalar type -> (does the data fit, what was expected); bool is not a whole number nor a number here
_SCALARS: dict[type, tuple[Callable[[Any], bool], str]] = {
    bool: (lambda d: isinstance(d, bool), "true or false"),
    int: (lambda d: isinstance(d, int) and not isinstance(d, bool), "a whole number"),
    str: (lambda d: isinstance(d, str), "text"),
    float: (lambda d: isinstance(d, (int, float)) and not isinstance(d, bool), "a number"),
}


def _decode_scalar(tp: type, data: Any, path: str) -> Any:
    """A bool, int, str or float (an int is accepted as a float)."""
    fits, expected = _SCALARS[tp]
    if not fits(data):
        raise DecodeError(path, f"expected {expected}, got {data!r}")
    return float(data) if tp is float else data
