"""Trust for the site's notebooks, so JupyterLite shows their saved boards and styled verdicts on first open.

JupyterLab renders a saved output's HTML as it is (inline SVG, styles) only in a trusted cell; untrusted, it
sanitizes the HTML, dropping the SVG and the styles, and the board reads as its text nodes run together.
JupyterLite has no notary (no server, no signature database): JupyterLab takes a cell's trust from its
``metadata.trusted``, which a Jupyter server sets on load from its signature check and which JupyterLite passes
through from the file as it is. So the build marks the code cells of the notebooks it ships trusted.

Why that is safe: trust protects a reader from active content (script) in outputs someone else saved. Here the
outputs were made by the tutor's own generator from the lesson data, and the build refuses to mark a notebook
whose outputs are anything but HTML and text, or whose HTML holds a script, an embedded document, a form, an
event handler or a ``javascript:`` URL (``check``) -- the rule tests/packaging/test_trust.py applies to what
``make lab`` signs. Whoever could change these files on the host could as well change the app's own JavaScript,
served from the same folder, so trusting them gives nobody anything new. A notebook the learner edits and saves
lives in their own browser only; JupyterLab marks its cells trusted only when the learner runs them.
"""

from __future__ import annotations

import re
from typing import Any

UNSAFE = re.compile(r"<\s*(script|iframe|object|embed|link|meta|form|base)\b|\son[a-z]+\s*=|javascript:", re.I)
KINDS = {"text/html", "text/plain", "application/vnd.jupyter.widget-view+json"}


def _text(value: Any) -> str:
    return "".join(value) if isinstance(value, list) else str(value)


def check(nb: dict[str, Any], where: str) -> list[str]:
    """What in a notebook's outputs would make trusting it unsafe (empty: nothing)."""
    problems = []
    for i, cell in enumerate(nb.get("cells", [])):
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            problems += [f"{where} cell {i}: output of type {k}" for k in data if k not in KINDS]
            problems += [f"{where} cell {i}: {m.group(0)!r} in its output"
                         for v in data.values() for m in UNSAFE.finditer(_text(v))]
    return problems


def mark(nb: dict[str, Any]) -> dict[str, Any]:
    """The notebook with each code cell marked trusted (JupyterLab's ``metadata.trusted``)."""
    cells = [{**c, "metadata": {**c.get("metadata", {}), "trusted": True}} if c.get("cell_type") == "code" else c
             for c in nb.get("cells", [])]
    return {**nb, "cells": cells}
