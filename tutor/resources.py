"""Where the package's data lives: the one module that knows.

Everything the tutor reads at run time (rule catalogs, clause files, rulebook sources, glossaries,
quiz scenarios, lesson notebooks) is found through ``importlib.resources`` under ``tutor/data/``, and each
game's own data files (components, boards) beside its modules through ``game_data``.
In a source checkout ``tutor/data/locales``, ``notebooks`` and ``scenarios`` are symlinks to the
repository's top-level ``locales/``, ``notebooks/`` and ``tests/scenarios/``; building a wheel or an
sdist copies the files they point at into the package (see ``[tool.setuptools.package-data]``).
"""

from __future__ import annotations

import atexit
import hashlib
import importlib
import json
from collections.abc import Iterable
from contextlib import ExitStack
from dataclasses import dataclass, field
from functools import cache
from importlib.resources import as_file, files
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

from tutor.core.errors import InputError
from tutor.core.registry import package_of, scenarios_of

_stack = ExitStack()
atexit.register(_stack.close)


@cache
def data_dir() -> Path:
    """The package's data folder as a real path (extracted to a temporary folder if the package is zipped)."""
    return _real(files("tutor") / "data")


def locales() -> Path:
    """``locales/``: ``LANG/LC_MESSAGES/DOMAIN.po``, ``clauses/``, ``sources/``, ``glossary/``."""
    return data_dir() / "locales"


def game_data(game: str, *parts: str) -> Path:
    """A data file or folder of a game package, e.g. ``game_data("china", "boards")`` (shipped in the wheel)."""
    return _real(files(package_of(game) or f"tutor.games.{game}").joinpath(*parts))


def scenarios(game: str) -> Path:
    """A game's scenario folder (``registry.scenarios_of``) as a real path."""
    package = package_of(game)
    if package is None or package.startswith("tutor.games."):
        return data_dir() / "scenarios" / game
    return _real(scenarios_of(game))


def _real(node: Traversable) -> Path:
    if isinstance(node, Path):
        return node
    return _stack.enter_context(as_file(node))  # pragma: no cover - zip imports only


def notebooks() -> Path:
    """The lesson notebooks (``notebooks/``)."""
    return data_dir() / "notebooks"


def quiz_scenarios(game: str) -> list[Path]:
    """A game's quiz scenario files, sorted (kept with the test scenarios in a checkout)."""
    return sorted((scenarios(game) / "quiz").glob("*.yaml"))


MANIFEST = ".tutor-notebooks.json"  # in the learner's folder: the hash of every notebook as copied


@dataclass
class CopyReport:
    """What ``copy_notebooks`` did, by path relative to the learner's folder."""

    copied: list[str] = field(default_factory=list)  # new
    updated: list[str] = field(default_factory=list)  # unedited copies replaced by a newer version
    unchanged: list[str] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)  # edited by the learner: left alone (no --force)
    overwritten: list[str] = field(default_factory=list)  # edited, replaced because of --force
    signed: list[str] = field(default_factory=list)  # trusted for JupyterLab: every copy equal to the shipped one


ALL = "all"  # copy every language, each in its folder (the lessons' links between languages then work)


def notebook_source(lang: str, root: Path | None = None) -> Path:
    """The folder to copy: ``root/LANG/`` when the notebooks come in language folders, else all of ``root``
    (also for ``lang="all"``)."""
    root = root or notebooks()
    if lang == ALL:
        return root
    with_langs = [p for p in root.iterdir() if p.is_dir() and (p / "index.ipynb").is_file()]  # a language's own index
    if not with_langs:
        return root
    if not (root / lang).is_dir():
        have = ", ".join(sorted(p.name for p in with_langs))
        raise InputError(str(root), 0, "--lang", f"no notebooks in {lang!r}; the languages are {have}")
    return root / lang


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def copy_notebooks(dest: Path, lang: str = "en", force: bool = False, root: Path | None = None,
                   sign: bool = True) -> CopyReport:
    """Copy the lesson notebooks into ``dest``; a copy the learner has edited is kept unless ``force``.

    A copy counts as edited when the learner changed what its cells say (their kinds and sources) since it was
    last copied (recorded in ``dest/.tutor-notebooks.json``); opening or running a lesson changes its outputs,
    counts and metadata, never that. A file that was there before any copy and differs counts as edited too.
    Copies carry the metadata the learner's own Python kernel reports (``fit_to_kernel``), so JupyterLab finds
    nothing to change when it opens one. With ``sign``, every copy equal to the shipped notebook so fitted is
    signed for JupyterLab (``sign_notebooks``); a kept, edited copy is not.
    """
    src = notebook_source(lang, root)
    report = CopyReport()
    shipped: list[Path] = []  # copies equal to the shipped notebooks
    manifest_path = dest / MANIFEST
    try:
        manifest: dict[str, Any] = json.loads(manifest_path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        manifest = {}
    kernel = kernel_metadata()
    for path in sorted(src.rglob("*.ipynb")):
        rel = path.relative_to(src)
        if any(part.startswith(".") for part in rel.parts):  # .ipynb_checkpoints
            continue
        key = rel.as_posix()
        data = fit_to_kernel(path.read_bytes(), kernel)
        target = dest / rel
        if not target.exists():
            report.copied.append(key)
        else:
            current = target.read_bytes()
            last = _entry(manifest.get(key))
            if current == data:
                report.unchanged.append(key)
                manifest[key] = _record(data)
                shipped.append(target)
                continue
            if last and (last["bytes"] == _digest(current) or last.get("cells") == _cells_digest(current)):
                if last["bytes"] == _digest(data):  # only opened or run since this very notebook was copied
                    report.unchanged.append(key)
                    continue
                report.updated.append(key)
            elif force:
                report.overwritten.append(key)
            else:
                report.kept.append(key)
                continue
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        manifest[key] = _record(data)
        shipped.append(target)
    dest.mkdir(parents=True, exist_ok=True)
    if sign:
        report.signed = [p.relative_to(dest).as_posix() for p in sign_notebooks(shipped)]
    manifest_path.write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return report


def _cells_digest(data: bytes) -> str | None:
    """The hash of what a notebook's cells say (kinds and sources), or None for a file that is no notebook."""
    try:
        cells = json.loads(data)["cells"]
        said = [[c["cell_type"], "".join(c["source"]) if isinstance(c["source"], list) else c["source"]]
                for c in cells]
    except (ValueError, KeyError, TypeError):
        return None
    return _digest(json.dumps(said, ensure_ascii=False).encode("utf-8"))


def _record(data: bytes) -> dict[str, str | None]:
    """The manifest's entry for a copy just written: its bytes' hash and its cells' hash."""
    return {"bytes": _digest(data), "cells": _cells_digest(data)}


def _entry(value: object) -> dict[str, Any] | None:
    """A manifest entry (older manifests hold only the bytes' hash)."""
    if isinstance(value, str):
        return {"bytes": value}
    return value if isinstance(value, dict) and "bytes" in value else None


def kernel_metadata() -> dict[str, Any] | None:
    """The ``kernelspec`` and ``language_info`` JupyterLab writes into a notebook when the learner's default
    Python kernel starts (None where Jupyter's kernel machinery is not installed)."""
    try:
        spec = importlib.import_module("jupyter_client.kernelspec").KernelSpecManager().get_kernel_spec("python3")
        info = importlib.import_module("ipykernel.ipkernel").IPythonKernel.language_info
    except Exception:  # no Jupyter here (a bare install): the copies keep the shipped metadata
        return None
    return {"kernelspec": {"display_name": spec.display_name, "language": spec.language, "name": "python3"},
            "language_info": dict(info)}


def fit_to_kernel(data: bytes, kernel: dict[str, Any] | None) -> bytes:
    """A shipped notebook with its kernel metadata as the learner's kernel reports it.

    JupyterLab replaces a notebook's ``kernelspec`` and ``language_info`` with the running kernel's as soon as
    it connects; when they differ, a lesson only opened is marked modified, asks to be saved on closing, and
    autosave writes it. A notebook for another kernel, or none, is left as it is.
    """
    try:
        nb = json.loads(data)
        wanted = nb["metadata"]["kernelspec"]["name"] == "python3"
    except (ValueError, KeyError, TypeError):
        return data
    if not kernel or not wanted or all(nb["metadata"].get(k) == v for k, v in kernel.items()):
        return data
    nb["metadata"].update(kernel)
    return (json.dumps(nb, ensure_ascii=False, indent=1, sort_keys=True) + "\n").encode("utf-8")


# Trust for the notebooks the tutor copies to a learner, so JupyterLab shows their saved boards.
#
# JupyterLab renders a notebook's saved HTML (our boards are inline SVG, our verdicts styled HTML) only when
# the notebook is *trusted*: signed with the key in the learner's own Jupyter data folder (nbformat's notary,
# the same signature JupyterLab writes when the learner runs the cells). Untrusted, it strips the SVG and the
# styles and shows their text nodes run together. ``tutor notebooks`` signs the copies it has just written, and
# only those: files byte for byte equal to the notebooks shipped in the package (their kernel metadata fitted
# to the learner's kernel: ``fit_to_kernel``), whose outputs the generator made from the lesson data and hold no
# script (tests/packaging/test_trust.py checks both). A copy the learner has edited is never signed by the tutor.
def _notary() -> tuple[Any, Any]:
    """nbformat's reader and a notary with the learner's key (nbformat's functions carry no type hints)."""
    nbformat: Any = importlib.import_module("nbformat")
    sign_module: Any = importlib.import_module("nbformat.sign")
    return nbformat.read, sign_module.NotebookNotary()


def sign_notebooks(paths: Iterable[Path]) -> list[Path]:
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
