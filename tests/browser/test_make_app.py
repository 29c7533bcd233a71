"""`make app` as a newcomer runs it (issue 35): the URL it prints and the page's language links answer 200."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

import pytest

from tests.browser.conftest import free_port, wait_http
from tests.processes import stop

pytestmark = pytest.mark.browser
ROOT = Path(__file__).resolve().parents[2]
VENV = Path(sys.executable).parent.parent
LINKS = {"es": "Español", "ja": "日本語"}


def _status(url: str) -> tuple[int, str]:
    """The answer's status and body (an error status is an answer too)."""
    try:
        with urllib.request.urlopen(url, timeout=120) as answer:
            return answer.status, answer.read().decode("utf-8", "replace")
    except urllib.error.HTTPError as error:
        return error.code, ""


def test_the_printed_url_and_its_language_links_answer(tmp_path: Path) -> None:
    port = free_port()
    env = {**os.environ, "HOME": str(tmp_path / "home"), "JUPYTER_DATA_DIR": str(tmp_path / "data"),
           "JUPYTER_CONFIG_DIR": str(tmp_path / "config"), "LANG": "C.UTF-8"}
    (tmp_path / "home").mkdir()
    cmd = ["make", "--no-print-directory", f"VENV={VENV}", "-o", f"{VENV}/.installed", "app", f"PORT={port}",
           "GAME=china", f"APP_DIR={tmp_path / 'app'}"]
    log = tmp_path / "app.log"
    with log.open("w") as out:
        proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        deadline = time.time() + 240
        url = None
        while time.time() < deadline and not url:
            found = re.search(r"Open (http://\S+)", log.read_text(encoding="utf-8"))
            url = found.group(1) if found else None
            time.sleep(0.5)
        assert url, log.read_text(encoding="utf-8")
        wait_http(f"http://127.0.0.1:{port}/", seconds=240)  # Voilà up
        status, page = _status(url)
        assert status == 200, (url, status)
        for lang, word in LINKS.items():
            href = re.search(r'<a href="([^"]+)"[^>]*>' + word + "</a>", page)
            assert href, f"no {word} link on {url}"
            link = urllib.parse.urljoin(url, href.group(1))
            assert f"/{lang}/" in link and _status(link)[0] == 200, link
    finally:
        stop(proc, group=True)
