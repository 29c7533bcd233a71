"""The static JupyterLite site (make lite) served on 127.0.0.1 by a counting file server, and one student's
browser: a fresh Chromium context in which every request to another host is aborted and logged."""

from __future__ import annotations

import functools
import os
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
SITE = Path(os.environ.get("LITE_DIR", ROOT / "build" / "lite"))
if not SITE.is_absolute():
    SITE = ROOT / SITE


@dataclass
class Served:
    """What the server sent: bytes of file bodies in all, and the requests it answered."""

    bytes: int = 0
    requests: int = 0
    by_path: dict[str, int] = field(default_factory=dict)  # bytes sent per path (its query left out)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def add(self, n: int, path: str = "") -> None:
        with self.lock:
            self.bytes += n
            self.requests += 1
            key = path.split("?", 1)[0]
            self.by_path[key] = self.by_path.get(key, 0) + n


class Handler(SimpleHTTPRequestHandler):
    served: Served

    def copyfile(self, source: Any, outputfile: Any) -> None:  # counts what python -m http.server would send
        data = source.read()
        outputfile.write(data)
        self.served.add(len(data), self.path)

    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture(scope="module")
def site() -> Iterator[tuple[str, Served]]:
    """The built site on a free 127.0.0.1 port: (base url, byte counter)."""
    if not (SITE / "index.html").is_file():
        pytest.skip(f"no JupyterLite site in {SITE} (make test-lite builds it)")
    served = Served()
    handler = type("CountingHandler", (Handler,), {"served": served})
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(handler, directory=str(SITE)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", served
    finally:
        server.shutdown()
        server.server_close()


@dataclass
class Student:
    """One learner's browser: the page, the site's base url, the server's counter, the aborted requests."""

    page: Any
    base: str
    served: Served
    blocked: list[str]


@pytest.fixture(scope="module")
def student(browser: Any, site: tuple[str, Served]) -> Iterator[Student]:
    base, served = site
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    blocked: list[str] = []

    def route(r: Any) -> None:
        if r.request.url.startswith(base + "/"):
            r.continue_()
        else:
            blocked.append(r.request.url)
            print(f"lite: blocked a request to another host: {r.request.url}")
            r.abort()

    context.route("**/*", route)
    page = context.new_page()
    yield Student(page, base, served, blocked)
    context.close()
