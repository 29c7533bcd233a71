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
    return _real(files(f"tutor.games.{game}").joinpath(*parts))


def _real(node: Traversable) -> Path:
    if isinstance(node, Path):
        return node
    return _stack.enter_context(as_file(node))  # pragma: no cover - zip imports only


def notebooks() -> Path:
    """The lesson notebooks (``notebooks/``)."""
    return data_dir() / "notebooks"


def quiz_scenarios(game: str) -> list[Path]:
    """A game's quiz scenario files, sorted (kept with the test scenarios in a checkout)."""
    return sorted((data_dir() / "scenarios" / game / "quiz").glob("*.yaml"))


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

    A copy counts as edited when its bytes differ from what was last copied there (recorded in
    ``dest/.tutor-notebooks.json``); a file that was there before any copy and differs counts as edited too.
    With ``sign``, every copy now equal to the shipped notebook is signed for JupyterLab (``sign_notebooks``);
    a kept, edited copy is not.
    """
    src = notebook_source(lang, root)
    report = CopyReport()
    shipped: list[Path] = []  # copies equal to the shipped notebooks
    manifest_path = dest / MANIFEST
    try:
        manifest: dict[str, str] = json.loads(manifest_path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        manifest = {}
    for path in sorted(src.rglob("*.ipynb")):
        rel = path.relative_to(src)
        if any(part.startswith(".") for part in rel.parts):  # .ipynb_checkpoints
            continue
        key = rel.as_posix()
        data = path.read_bytes()
        target = dest / rel
        if not target.exists():
            report.copied.append(key)
        else:
            current = target.read_bytes()
            if current == data:
                report.unchanged.append(key)
                manifest[key] = _digest(data)
                shipped.append(target)
                continue
            if manifest.get(key) == _digest(current):
                report.updated.append(key)
            elif force:
                report.overwritten.append(key)
            else:
                report.kept.append(key)
                continue
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        manifest[key] = _digest(data)
        shipped.append(target)
    dest.mkdir(parents=True, exist_ok=True)
    if sign:
        report.signed = [p.relative_to(dest).as_posix() for p in sign_notebooks(shipped)]
    manifest_path.write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return report


# Trust for the notebooks the tutor copies to a learner, so JupyterLab shows their saved boards.
#
# JupyterLab renders a notebook's saved HTML (our boards are inline SVG, our verdicts styled HTML) only when
# the notebook is *trusted*: signed with the key in the learner's own Jupyter data folder (nbformat's notary,
# the same signature JupyterLab writes when the learner runs the cells). Untrusted, it strips the SVG and the
# styles and shows their text nodes run together. ``tutor notebooks`` signs the copies it has just written, and
# only those: files byte for byte equal to the notebooks shipped in the package, whose outputs the generator
# made from the lesson data and hold no script (tests/packaging/test_trust.py checks both). A copy the
# learner has edited is never signed by the tutor.
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
