"""Trust for the notebooks the tutor copies to a learner, so JupyterLab shows their saved boards.

JupyterLab renders a notebook's saved HTML (our boards are inline SVG, our verdicts styled HTML) only when
the notebook is *trusted*: signed with the key in the learner's own Jupyter data folder (nbformat's notary,
the same signature JupyterLab writes when the learner runs the cells). Untrusted, it strips the SVG and the
styles and shows their text nodes run together. ``tutor notebooks`` signs the copies it has just written, and
only those: files byte for byte equal to the notebooks shipped in the package, whose outputs the generator
made from the lesson data and hold no script (``tests/packaging/test_trust.py`` checks both). A copy the
learner has edited is never signed by the tutor.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable
from pathlib import Path
from typing import Any


def _notary() -> tuple[Any, Any]:
    """nbformat's reader and a notary with the learner's key (nbformat's functions carry no type hints)."""
    nbformat: Any = importlib.import_module("nbformat")
    sign_module: Any = importlib.import_module("nbformat.sign")
    return nbformat.read, sign_module.NotebookNotary()


def sign(paths: Iterable[Path]) -> list[Path]:
    """Sign each notebook with the learner's notary key; the paths signed (files that do not read as a
    notebook are skipped, and nothing is signed where nbformat is not installed)."""
    try:
        read, notary = _notary()
    except ImportError:  # pragma: no cover - nbformat is a dependency; a browser build may leave it out
        return []
    signed = []
    for path in paths:
        try:
            nb = read(str(path), as_version=4)
        except Exception:  # not a notebook nbformat can read (it raises many kinds): left unsigned
            continue
        notary.sign(nb)
        signed.append(path)
    return signed


def is_trusted(path: Path) -> bool:
    """Whether JupyterLab would show this notebook's saved outputs as they are (its signature is known)."""
    read, notary = _notary()
    return bool(notary.check_signature(read(str(path), as_version=4)))
