"""The README's outputs cannot drift (issue 39.6): each snippet it shows is run here and its output compared with
what the README prints; ``tutor --help`` names the command a user types."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

from tutor.cli import parser
from tutor.text.language import language, set_language

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
BLOCK = re.compile(r"^```(\w*)\n(.*?)^```\n", re.M | re.S)


def blocks() -> list[tuple[str, str]]:
    """(language tag, text) of every fenced block, in order."""
    return [(m.group(1), m.group(2)) for m in BLOCK.finditer(README.read_text(encoding="utf-8"))]


def run_cell(source: str, namespace: dict[str, Any]) -> str:
    """Run a snippet as a notebook cell does: the last line's value is what it shows (its repr)."""
    tree = ast.parse(source)
    last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
    exec(compile(tree, "README.md", "exec"), namespace)
    if last is None:
        return ""
    return repr(eval(compile(ast.Expression(last.value), "README.md", "eval"), namespace))


def test_every_python_snippet_prints_what_the_readme_shows():
    found = blocks()
    namespace: dict[str, Any] = {}
    before = language()
    compared = 0
    try:
        for (tag, source), (next_tag, shown) in zip(found, [*found[1:], ("", "")], strict=True):
            if tag != "python":
                continue
            out = run_cell(source, namespace)
            if next_tag == "" and shown:  # the block after a snippet is its output
                assert out.strip() == shown.strip(), f"README snippet:\n{source}\nprints:\n{out}"
                compared += 1
    finally:
        set_language(before)
    assert compared >= 4


def test_the_verdict_the_readme_prints_is_the_commands():
    text = README.read_text(encoding="utf-8")
    command = re.search(r"`python -m tutor (scenario [^`]+)`:\n\n```\n(.*?)```", text, re.S)
    assert command, "README: the scenario command and its output"
    out = subprocess.run([sys.executable, "-m", "tutor", *command.group(1).split()], cwd=ROOT, capture_output=True,
                         text=True, timeout=120)
    shown = command.group(2)
    assert shown.strip() in out.stdout, f"`python -m tutor {command.group(1)}` prints:\n{out.stdout}"


def test_help_names_the_command_a_user_types():
    assert parser().format_usage().startswith("usage: tutor ")
