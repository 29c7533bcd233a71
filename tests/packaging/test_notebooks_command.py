"""`tutor notebooks DIR`: copies the lessons for a learner, keeps edited copies, both notebook layouts."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tutor import resources
from tutor.cli import main
from tutor.core.errors import InputError
from tutor.resources import MANIFEST, copy_notebooks


@pytest.fixture(autouse=True)
def _own_jupyter_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Copies are signed for JupyterLab: the notary's key and database in a temporary folder."""
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "jupyter-data"))


def _nb(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"cells": [{"cell_type": "markdown", "source": text}]}), encoding="utf-8")


@pytest.fixture
def old_layout(tmp_path: Path) -> Path:
    """notebooks/<game>/*.ipynb plus an index (no language folders)."""
    root = tmp_path / "old"
    _nb(root / "index.ipynb", "index")
    _nb(root / "china" / "01-placement.ipynb", "china 1")
    _nb(root / "dragonheart" / "01-setup.ipynb", "dh 1")
    _nb(root / "china" / ".ipynb_checkpoints" / "01-placement-checkpoint.ipynb", "checkpoint")
    return root


@pytest.fixture
def lang_layout(tmp_path: Path) -> Path:
    """notebooks/<lang>/<game>/*.ipynb plus notebooks/<lang>/index.ipynb."""
    root = tmp_path / "new"
    for lang in ("en", "es", "ja"):
        _nb(root / lang / "index.ipynb", f"index {lang}")
        _nb(root / lang / "china" / "01-placement.ipynb", f"china 1 {lang}")
    return root


def _files(d: Path) -> set[str]:
    return {p.relative_to(d).as_posix() for p in d.rglob("*.ipynb")}


def test_old_layout_copies_the_whole_tree_but_checkpoints(old_layout: Path, tmp_path: Path) -> None:
    dest = tmp_path / "learner"
    report = copy_notebooks(dest, "es", root=old_layout)
    assert _files(dest) == {"index.ipynb", "china/01-placement.ipynb", "dragonheart/01-setup.ipynb"}
    assert sorted(report.copied) == sorted(_files(dest))
    assert (dest / "china" / "01-placement.ipynb").read_bytes() == (old_layout / "china" / "01-placement.ipynb").read_bytes()


@pytest.mark.parametrize("lang", ["en", "es", "ja"])
def test_language_folders_copy_only_that_language(lang_layout: Path, tmp_path: Path, lang: str) -> None:
    dest = tmp_path / "learner"
    copy_notebooks(dest, lang, root=lang_layout)
    assert _files(dest) == {"index.ipynb", "china/01-placement.ipynb"}  # no en/, es/, ja/ level
    assert f"china 1 {lang}" in (dest / "china" / "01-placement.ipynb").read_text(encoding="utf-8")


def test_a_missing_language_folder_is_a_clear_error(lang_layout: Path, tmp_path: Path) -> None:
    (lang_layout / "ja" / "index.ipynb").unlink()
    (lang_layout / "ja" / "china" / "01-placement.ipynb").unlink()
    (lang_layout / "ja" / "china").rmdir()
    (lang_layout / "ja").rmdir()
    with pytest.raises(InputError, match="no notebooks in 'ja'"):
        copy_notebooks(tmp_path / "learner", "ja", root=lang_layout)


def test_edited_copies_are_kept_without_force_and_replaced_with_it(old_layout: Path, tmp_path: Path) -> None:
    dest = tmp_path / "learner"
    copy_notebooks(dest, root=old_layout)
    edited = dest / "china" / "01-placement.ipynb"
    edited.write_text("my answers", encoding="utf-8")
    (dest / "index.ipynb").unlink()  # a deleted notebook comes back
    report = copy_notebooks(dest, root=old_layout)
    assert report.kept == ["china/01-placement.ipynb"]
    assert report.copied == ["index.ipynb"]
    assert report.unchanged == ["dragonheart/01-setup.ipynb"]
    assert edited.read_text(encoding="utf-8") == "my answers"
    report = copy_notebooks(dest, root=old_layout, force=True)
    assert report.overwritten == ["china/01-placement.ipynb"]
    assert edited.read_bytes() == (old_layout / "china" / "01-placement.ipynb").read_bytes()


def test_unedited_copies_follow_a_newer_version(old_layout: Path, tmp_path: Path) -> None:
    dest = tmp_path / "learner"
    copy_notebooks(dest, root=old_layout)
    _nb(old_layout / "china" / "01-placement.ipynb", "china 1, corrected")
    report = copy_notebooks(dest, root=old_layout)
    assert report.updated == ["china/01-placement.ipynb"]
    assert "corrected" in (dest / "china" / "01-placement.ipynb").read_text(encoding="utf-8")


def test_a_file_that_was_there_before_any_copy_counts_as_edited(old_layout: Path, tmp_path: Path) -> None:
    dest = tmp_path / "learner"
    _nb(dest / "index.ipynb", "the learner's own index")
    report = copy_notebooks(dest, root=old_layout)
    assert report.kept == ["index.ipynb"]
    assert (dest / MANIFEST).exists()
    assert "own index" in (dest / "index.ipynb").read_text(encoding="utf-8")


def test_the_command_copies_the_packaged_notebooks(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    dest = tmp_path / "learner"
    assert main(["notebooks", str(dest), "--lang", "es"]) == 0
    src = resources.notebook_source("es")
    assert _files(dest) == _files(src) and _files(dest)
    (dest / "index.ipynb").write_text("edited", encoding="utf-8")
    assert main(["notebooks", str(dest)]) == 0
    out = capsys.readouterr().out
    assert "kept, edited: index.ipynb" in out and "--force" in out
    assert (dest / "index.ipynb").read_text(encoding="utf-8") == "edited"


def _run_by_jupyterlab(path: Path) -> None:
    """What opening, running and autosaving a lesson in JupyterLab does to it: new metadata, counts, outputs."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    nb["metadata"] = {"kernelspec": {"name": "python3", "display_name": "Another Python"}, "language_info": {}}
    for i, cell in enumerate(nb["cells"]):
        cell["source"] = cell["source"].splitlines(keepends=True)  # JupyterLab saves lines
        if cell["cell_type"] == "code":
            cell["execution_count"] = i + 40
            cell["outputs"] = [{"output_type": "stream", "name": "stdout", "text": "ran\n"}]
    path.write_text(json.dumps(nb, indent=2), encoding="utf-8")


def test_a_lesson_only_opened_or_run_is_not_edited(tmp_path: Path) -> None:
    """Issue 35: a lesson run and autosaved, its sources untouched, is never reported as edited."""
    dest = tmp_path / "learner"
    copy_notebooks(dest, "en")
    lesson = next(p for p in sorted(dest.rglob("*.ipynb")) if p.name.startswith("03-"))
    _run_by_jupyterlab(lesson)
    ran = lesson.read_bytes()
    report = copy_notebooks(dest, "en")
    assert not report.kept and not report.overwritten and not report.updated, report
    assert lesson.read_bytes() == ran  # the learner's outputs stay
    nb = json.loads(ran)
    nb["cells"][0]["source"] = ["my notes"]
    lesson.write_text(json.dumps(nb), encoding="utf-8")
    assert copy_notebooks(dest, "en").kept == [lesson.relative_to(dest).as_posix()]  # a real edit still counts


def test_copies_carry_the_metadata_the_learners_kernel_reports(tmp_path: Path) -> None:
    """JupyterLab rewrites kernelspec and language_info from the kernel on opening: equal, nothing is modified."""
    from ipykernel.ipkernel import IPythonKernel
    from jupyter_client.kernelspec import KernelSpecManager

    dest = tmp_path / "learner"
    copy_notebooks(dest, "ja")
    spec = KernelSpecManager().get_kernel_spec("python3")
    for path in sorted(dest.rglob("*.ipynb")):
        meta = json.loads(path.read_text(encoding="utf-8"))["metadata"]
        assert meta["language_info"] == IPythonKernel.language_info, path
        assert meta["kernelspec"] == {"display_name": spec.display_name, "language": "python", "name": "python3"}
