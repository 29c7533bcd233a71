"""`tutor notebooks` signs the copies it writes, so JupyterLab shows their saved boards on first open, and
what it signs is safe to trust: the shipped notebooks' outputs are HTML and text with no script (issue 25)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tutor import resources
from tutor.resources import copy_notebooks, is_trusted


@pytest.fixture(autouse=True)
def _own_jupyter_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The notary's key and signature database in a temporary folder, never the real user's."""
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "jupyter-data"))


def _lessons(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)


def test_every_copy_is_trusted_and_unsigned_copies_are_not(tmp_path: Path) -> None:
    plain = tmp_path / "plain"
    copy_notebooks(plain, "ja", sign=False)
    first = _lessons(plain)[0]
    assert not is_trusted(first)  # what JupyterLab got before: saved boards dropped as untrusted
    dest = tmp_path / "learner"
    report = copy_notebooks(dest, "ja")
    copies = _lessons(dest)
    assert copies and sorted(report.signed) == sorted(p.relative_to(dest).as_posix() for p in copies)
    assert all(is_trusted(p) for p in copies)


def test_all_languages_keep_their_folders_and_are_trusted(tmp_path: Path) -> None:
    dest = tmp_path / "learner"
    copy_notebooks(dest, resources.ALL)
    for lang in ("en", "es", "ja"):
        assert is_trusted(dest / lang / "index.ipynb")
    shipped = {p.relative_to(resources.notebooks()).as_posix() for p in _lessons(resources.notebooks())}
    assert {p.relative_to(dest).as_posix() for p in _lessons(dest)} == shipped


def test_an_edited_copy_is_never_signed_by_the_tutor(tmp_path: Path) -> None:
    dest = tmp_path / "learner"
    copy_notebooks(dest, "en")
    index = dest / "index.ipynb"
    nb = json.loads(index.read_text(encoding="utf-8"))
    nb["cells"][0]["source"] = "my own notes <b>bold</b>"
    index.write_text(json.dumps(nb), encoding="utf-8")
    report = copy_notebooks(dest, "en")
    assert report.kept == ["index.ipynb"] and "index.ipynb" not in report.signed
    assert not is_trusted(index)


UNSAFE = re.compile(r"<\s*(script|iframe|object|embed|link|meta|form|base)\b|\son[a-z]+\s*=|javascript:", re.I)


def test_what_the_tutor_signs_holds_no_script() -> None:
    """Trust lets JupyterLab show a notebook's HTML as it is: the shipped outputs are HTML (inline SVG, styles)
    and text, never JavaScript, and no tag or attribute in them can run code."""
    kinds: set[str] = set()
    unsafe = []
    notebooks = _lessons(resources.notebooks())
    assert len(notebooks) > 50
    for path in notebooks:
        for i, cell in enumerate(json.loads(path.read_text(encoding="utf-8"))["cells"]):
            texts = ["".join(cell["source"])]
            for output in cell.get("outputs", []):
                kinds |= set(output.get("data", {}))
                texts += ["".join(v) if isinstance(v, list) else str(v) for v in output.get("data", {}).values()]
            unsafe += [f"{path.name} cell {i}: {m.group(0)}" for t in texts for m in UNSAFE.finditer(t)]
    assert kinds <= {"text/html", "text/plain"}, kinds
    assert not unsafe, unsafe[:5]
