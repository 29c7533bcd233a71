"""The progress view's download in JupyterLab: a click saves one file, and ``tutor report`` counts it."""

from __future__ import annotations

import pytest

from tests.browser.test_browser import SHOTS
from tests.browser.test_progress_browser import NOTEBOOK, page, progress_lab, run_all  # noqa: F401 (fixtures)
from tutor.progress.record import Record
from tutor.progress.report import class_report

pytestmark = pytest.mark.browser
WRONG = "dh.goal.points"


def test_the_progress_views_link_downloads_a_file_the_class_report_reads(page, progress_lab, tmp_path):  # noqa: F811
    base, token, progress_dir = progress_lab
    Record(progress_dir).add("answer", [WRONG], right=False, question="q")  # a learner's earlier answer
    page.goto(f"{base}/lab/tree/{NOTEBOOK}?reset&token={token}")
    page.wait_for_function("() => !!window.jupyterapp", timeout=60_000)
    run_all(page)
    link = page.locator(".tutor-progress a.tutor-download")
    assert link.inner_text().strip().endswith("Download my progress for my teacher")
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.locator(".tutor-progress").screenshot(path=str(SHOTS / "progress-download.png"))
    with page.expect_download(timeout=30_000) as info:
        link.click()
    saved = info.value
    assert saved.suggested_filename.startswith("tutor-progress-") and saved.suggested_filename.endswith(".json")
    handed = tmp_path / "handed-in"
    handed.mkdir()
    saved.save_as(str(handed / "ana.json"))
    report = class_report([handed])
    assert report.learners == ["ana"] and not report.problems
    assert (len(report.rows[WRONG].wrong_by), report.rows[WRONG].wrong) == (1, 1)
