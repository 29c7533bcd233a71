"""Cold and second visits, timed: three students, each a fresh Chromium profile that opens a lesson (cold), then
comes back in the same browser (second visit), every other host blocked. Each visit: the time from the URL
opened to the shell drawn, the kernel idle, ``import tutor`` run and the first live board drawn, the bytes and
requests the server answered, with the load average; written to build/lite-timings.json (the README's "three
ways to run a class")."""

from __future__ import annotations

import json
import os
import re
import time
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import CHROMIUM, CHROMIUM_ARGS
from tests.lite.conftest import ROOT, Served
from tests.lite.test_lite_site import CLEAR, FIRST_RAN, LIMIT_MS, READY, seconds_since

pytestmark = pytest.mark.lite
TIMINGS = ROOT / "build" / "lite-timings.json"
LESSON = "en/china/01-placement.ipynb"
RUNS = 3


KINDS = (("pyodide runtime", re.compile(r"/static/pyodide/(pyodide|python_stdlib)")),
         ("wheels", re.compile(r"\.whl$")),
         ("notebook", re.compile(r"\.ipynb$|/api/contents/")),
         ("app (JupyterLab, extensions)", re.compile(r"/(build|extensions|lab)/")))


def kinds(before: dict[str, int], after: dict[str, int]) -> dict[str, int]:
    """The bytes sent between two snapshots of the server's counter, by kind of file."""
    out: dict[str, int] = {}
    for path, n in after.items():
        sent = n - before.get(path, 0)
        if sent:
            kind = next((k for k, rx in KINDS if rx.search(path)), "other")
            out[kind] = out.get(kind, 0) + sent
    return out


def visit(page: Any, base: str, served: Served) -> dict[str, Any]:
    """One visit to the lesson: the times of each stage from the URL opened, and what the server sent."""
    start_bytes, start_requests, start_paths = served.bytes, served.requests, dict(served.by_path)
    load = os.getloadavg()[0]
    t0 = time.perf_counter()
    page.goto(f"{base}/lab/index.html?path={LESSON}")
    page.locator(".jp-LabShell").wait_for(timeout=LIMIT_MS)
    out: dict[str, Any] = {"shell_s": seconds_since(t0)}
    page.wait_for_function(READY, arg=LESSON, timeout=LIMIT_MS, polling=100)
    out["kernel_idle_s"] = seconds_since(t0)
    page.evaluate(CLEAR)
    page.evaluate("window.jupyterapp.commands.execute('notebook:run-cell')")  # import tutor
    page.wait_for_function(FIRST_RAN, arg=LESSON, timeout=LIMIT_MS, polling=100)
    out["import_tutor_s"] = seconds_since(t0)
    page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.locator(".tutor-canvas svg").first.wait_for(timeout=LIMIT_MS)
    out["first_live_board_s"] = seconds_since(t0)
    out["bytes"] = served.bytes - start_bytes
    out["files_sent"] = served.requests - start_requests
    out["bytes_by_kind"] = kinds(start_paths, served.by_path)
    out["load_1min"] = round(load, 2)
    return out


def test_cold_and_second_visits_three_times(browser: Any, site: tuple[str, Served], tmp_path: Path) -> None:
    """Each student a new Chromium profile on disk (its HTTP cache and service workers kept between the two
    visits, as a real browser keeps them). Playwright's request routing turns the cache off, so every other host
    is blocked by name resolution instead (none resolves but 127.0.0.1) and any request that leaves the site is
    logged."""
    base, served = site
    runs = []
    for n in range(RUNS):
        context = browser.browser_type.launch_persistent_context(
            str(tmp_path / f"profile-{n}"), executable_path=CHROMIUM, headless=True,
            args=[*CHROMIUM_ARGS, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"],
            viewport={"width": 1366, "height": 768})
        left: list[str] = []
        context.on("request", lambda r, left=left: None if r.url.startswith(base + "/") else left.append(r.url))
        try:
            page = context.new_page()
            cold = visit(page, base, served)
            page.close()  # the tab closed; the browser (its profile, its cache) kept, as between two lessons
            page = context.new_page()
            second = visit(page, base, served)
        finally:
            context.close()
        assert [u for u in left if not u.startswith(("data:", "blob:"))] == [], left
        runs.append({"cold": cold, "second": second})
        print(f"lite timing: {runs[-1]}")
    TIMINGS.parent.mkdir(parents=True, exist_ok=True)
    TIMINGS.write_text(json.dumps({"lesson": LESSON, "runs": runs, "how": __doc__}, indent=1) + "\n",
                       encoding="utf-8")
    for r in runs:
        assert r["second"]["bytes"] < r["cold"]["bytes"] / 2, "the second visit fetched as much as the first"
