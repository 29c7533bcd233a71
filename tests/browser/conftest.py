"""A real browser: JupyterLab (and Voilà) on a free loopback port, driven by Playwright in Debian's Chromium."""

from __future__ import annotations

import json
import os
import secrets
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
from tests.conftest import CHROMIUM  # noqa: E402 (one Chromium, one set of flags: tests/conftest.py)
from tests.processes import stop  # noqa: E402

BIN = Path(sys.executable).parent


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_http(url: str, seconds: float = 60) -> None:
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=2):
                return
        except Exception:
            time.sleep(0.3)
    raise TimeoutError(url)


@contextmanager
def serve(cmd: list[str], url: str, log: Path, **kw: object) -> Iterator[None]:
    """Run a server until the block ends; ``url`` answering means it is up."""
    with log.open("w") as out:
        proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT, **kw)  # type: ignore[call-overload]
        try:
            wait_http(url)
            yield
        finally:
            stop(proc)


@pytest.fixture(scope="session")
def workspace(tmp_path_factory) -> Path:
    """A copy of the notebooks (the browser saves outputs; the repository's copies stay clean)."""
    root = tmp_path_factory.mktemp("nb")
    shutil.copytree(ROOT / "notebooks", root / "notebooks")
    echo = {"cells": [{"cell_type": "code", "metadata": {}, "execution_count": None, "outputs": [], "source":
                       "import ipywidgets as w\nb = w.Button(description='echo'); l = w.Label('echo 0')\n"
                       "b.on_click(lambda _: setattr(l, 'value', f'echo {int(l.value.split()[1]) + 1}'))\n"
                       "w.HBox([b, l])"}],
            "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
            "nbformat": 4, "nbformat_minor": 5}
    (root / "notebooks" / "echo.ipynb").write_text(json.dumps(echo), encoding="utf-8")
    return root


def lab_settings(root: Path) -> Path:
    settings = root / "settings"
    for plugin, values in {
        "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {"autoStartDefaultKernel": True},
        "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {"fetchNews": "false",
                                                                             "checkForUpdates": False},
    }.items():
        path = settings / plugin
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(values), encoding="utf-8")
    return settings


@pytest.fixture(scope="session")
def lab(workspace) -> Iterator[tuple[str, str]]:
    """A JupyterLab server on a free loopback port: (base url, token)."""
    if not Path(CHROMIUM).exists():
        pytest.skip("Debian's chromium is not installed")
    port, token = free_port(), secrets.token_hex(16)
    env = {**os.environ, "JUPYTER_CONFIG_DIR": str(workspace / "config"), "JUPYTER_DATA_DIR": str(workspace / "data"),
           "JUPYTERLAB_SETTINGS_DIR": str(lab_settings(workspace)), "JUPYTERLAB_WORKSPACES_DIR": str(workspace / "ws")}
    cmd = [str(BIN / "jupyter-lab"), "--no-browser", "--ip", "127.0.0.1", "--port", str(port),
           "--ServerApp.port_retries=0", f"--IdentityProvider.token={token}", "--LabApp.expose_app_in_browser=True",
           "--ServerApp.root_dir", str(workspace / "notebooks")]
    if os.geteuid() == 0:
        cmd.append("--allow-root")
    with serve(cmd, f"http://127.0.0.1:{port}/api/status?token={token}", workspace / "lab.log", env=env):
        yield f"http://127.0.0.1:{port}", token


@pytest.fixture(scope="session")
def voila(workspace) -> Iterator[str]:
    port = free_port()
    # the whole folder, as `make app` serves it: a notebook's links to the others must work
    cmd = [str(BIN / "voila"), "--no-browser", "--Voila.ip=127.0.0.1", f"--port={port}"]
    with serve(cmd, f"http://127.0.0.1:{port}/", workspace / "voila.log", cwd=workspace / "notebooks"):
        yield f"http://127.0.0.1:{port}/voila/render/en/year_of_the_dragon/play.ipynb"


@pytest.fixture(autouse=True)
def _shut_down_kernels(request) -> Iterator[None]:
    """After each test on the lab, stop its kernels: closed pages leave them running, slowing later tests."""
    yield
    if "lab" not in request.fixturenames:
        return
    base, token = request.getfixturevalue("lab")
    with urllib.request.urlopen(f"{base}/api/kernels?token={token}", timeout=10) as answer:
        kernels = json.loads(answer.read())
    for kernel in kernels:
        stop = urllib.request.Request(f"{base}/api/kernels/{kernel['id']}?token={token}", method="DELETE")
        urllib.request.urlopen(stop, timeout=30).close()
