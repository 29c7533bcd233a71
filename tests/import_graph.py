"""The import graph of ``tutor/``, read from the source: every import, also those inside functions and under
``if TYPE_CHECKING`` (a circle of type hints is still a circle between two modules' ideas)."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1] / "tutor"
REFERENCE = ROOT.parent / "tests" / "reference_game"  # the guide's reference game: a game package outside tutor/


@cache
def modules(root: Path = ROOT) -> dict[str, Path]:
    """Every module under ``root`` by dotted name (a package by its own name, for its ``__init__``)."""
    out = {}
    for path in sorted(root.rglob("*.py")):
        parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def _targets(name: str, path: Path, known: dict[str, Path]) -> Iterator[tuple[str, int]]:
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                hit = alias.name
                while hit and hit not in known:
                    hit = hit.rpartition(".")[0]
                if hit:
                    yield hit, node.lineno
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            for alias in node.names:
                if f"{source}.{alias.name}" in known:  # a submodule imported by name
                    yield f"{source}.{alias.name}", node.lineno
                elif source in known:
                    yield source, node.lineno


def _graph(known: dict[str, Path]) -> dict[str, dict[str, int]]:
    graph: dict[str, dict[str, int]] = {}
    for name, path in known.items():
        graph[name] = {}
        for target, line in _targets(name, path, known):
            if target != name:
                graph[name].setdefault(target, line)
    return graph


@cache
def edges() -> dict[str, dict[str, int]]:
    """module -> {imported module: first line}; only modules of ``tutor`` count."""
    return _graph(modules())


@cache
def game_edges() -> dict[str, dict[str, int]]:
    """:func:`edges` with the reference game's package too, for the tests that read every game package's imports."""
    return _graph({**modules(), **modules(REFERENCE)})


def circles() -> list[list[str]]:
    """The strongly connected parts of the graph with more than one module (Tarjan), each sorted."""
    graph = edges()
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                part.append(w)
                if w == v:
                    break
            if len(part) > 1:
                found.append(sorted(part))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def path_between(start: str, goal: str) -> list[str]:
    """One chain of imports from ``start`` to ``goal`` (empty if there is none), to show a circle."""
    graph = edges()
    seen = {start: [start]}
    todo = [start]
    while todo:
        v = todo.pop(0)
        for w in sorted(graph[v]):
            if w not in seen:
                seen[w] = seen[v] + [w]
                if w == goal:
                    return seen[w]
                todo.append(w)
    return []
