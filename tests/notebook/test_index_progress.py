"""The index notebook of every language ends with the learner's progress: a cell saved with no output (it is the
learner's own record, never the generator's) that, run, shows the progress view with the download to hand in."""

from __future__ import annotations

import os

import pytest

from tutor.notebook.publish.generate import L_PROGRESS_INTRO, L_PROGRESS_TITLE, Book, write_index
from tutor.progress.record import Record
from tutor.text.language import languages
from tutor.text.ui import gettext


@pytest.mark.parametrize("lang", languages())
def test_the_index_ends_with_the_progress_cell_saved_without_output(lang):
    book = Book("index", lang)
    write_index(book)
    *_, heading, cell = book.cells
    assert gettext(L_PROGRESS_TITLE, lang) in heading["source"] and gettext(L_PROGRESS_INTRO, lang) in heading["source"]
    assert cell["cell_type"] == "code" and cell["outputs"] == [] and cell["execution_count"] is None
    assert f'progress("{lang}"' in cell["source"]


def test_the_progress_cell_run_in_a_kernel_shows_the_learners_record_and_its_download(tmp_path, monkeypatch):
    monkeypatch.setenv("TUTOR_PROGRESS_DIR", str(tmp_path / "record"))
    Record().add("answer", ["china.house-scoring.first"], right=True, question="q")
    book = Book("index", "ja")
    write_index(book)
    monkeypatch.chdir(tmp_path)
    namespace: dict[str, object] = {}
    *lines, last = book.cells[-1]["source"].splitlines()
    exec("\n".join(lines), namespace)
    html = eval(last, namespace)._repr_html_()
    assert gettext(L_PROGRESS_TITLE, "ja") in html and "tutor-download" in html
    assert os.path.isdir(tmp_path / "record")
