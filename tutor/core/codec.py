"""JSON for frozen dataclasses: encode any state to plain data, decode it back by type hints."""

from __future__ import annotations

import dataclasses
import re
import types
import typing
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
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if tp is Any:
        return data
    if origin in (Union, types.UnionType):
        if data is None and type(None) in args:
            return None
        errors = []
        for option in (a for a in args if a is not type(None)):
            try:
                return decode(option, data, path)
            except DecodeError as exc:
                errors.append(exc.problem)
        raise DecodeError(path, "; ".join(errors))
    if dataclasses.is_dataclass(tp) and isinstance(tp, type):
        if not isinstance(data, dict):
            raise DecodeError(path, f"expected an object for {tp.__name__}")
        hints = _hints(tp)
        names = {f.name for f in dataclasses.fields(tp) if f.init}
        unknown = set(data) - names
        if unknown:
            raise DecodeError(f"{path}.{sorted(map(str, unknown))[0]}".lstrip("."), "unknown field")
        kwargs = {}
        for f in dataclasses.fields(tp):
            if not f.init:
                continue
            sub = f"{path}.{f.name}".lstrip(".")
            if f.name in data:
                kwargs[f.name] = decode(hints[f.name], data[f.name], sub)
            elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                raise DecodeError(sub, "missing")
        return tp(**kwargs)
    if isinstance(tp, type) and issubclass(tp, Enum):
        try:
            return tp(data)
        except ValueError:
            raise DecodeError(path, f"{data!r} is not one of {[e.value for e in tp]}") from None
    if origin is tuple:
        if not isinstance(data, list):
            raise DecodeError(path, "expected a list")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(decode(args[0], v, f"{path}[{i}]") for i, v in enumerate(data))
        if len(args) != len(data):
            raise DecodeError(path, f"expected {len(args)} items, got {len(data)}")
        return tuple(decode(a, v, f"{path}[{i}]") for i, (a, v) in enumerate(zip(args, data, strict=True)))
    if origin is frozenset:
        if not isinstance(data, list):
            raise DecodeError(path, "expected a list")
        return frozenset(decode(args[0], v, f"{path}[{i}]") for i, v in enumerate(data))
    if origin is dict:
        if not isinstance(data, dict):
            raise DecodeError(path, "expected an object")
        key_type, value_type = args
        if key_type is int and not all(isinstance(k, int) or (isinstance(k, str) and _INT_KEY.fullmatch(k))
                                       for k in data):
            raise DecodeError(path, "expected whole numbers as keys")
        return {decode(key_type, int(k) if key_type is int else k, path): decode(value_type, v, f"{path}.{k}")
                for k, v in data.items()}
    if tp is bool:
        if not isinstance(data, bool):
            raise DecodeError(path, f"expected true or false, got {data!r}")
        return data
    if tp is int:
        if isinstance(data, bool) or not isinstance(data, int):
            raise DecodeError(path, f"expected a whole number, got {data!r}")
        return data
    if tp is str:
        if not isinstance(data, str):
            raise DecodeError(path, f"expected text, got {data!r}")
        return data
    if tp is float:
        if isinstance(data, bool) or not isinstance(data, (int, float)):
            raise DecodeError(path, f"expected a number, got {data!r}")
        return float(data)
    if origin is typing.Literal:
        if data not in args:
            raise DecodeError(path, f"{data!r} is not one of {list(args)}")
        return data
    raise DecodeError(path, f"cannot decode type {tp!r}")
