"""The hub load test's client reads a kernel's printed line whole, however the kernel's stream splits it.

A kernel's IO thread flushes printed text 0.2 s after the first write, so a kernel stalled between the writes of
one ``print("MOVE", payload)`` (as at load 55) sends "MOVE", " " and the payload as separate stream messages (seen
with a real ipykernel: 9 of 50 prints split with the flush interval at 0). The client took the first piece for the
line and failed on ``line.split(" ", 1)[1]`` with ``IndexError: list index out of range``, the failure the README's
30-student round reported for 2 of 389 requests."""

from __future__ import annotations

import asyncio
import json
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from tests.hub.load import Kernel


class _Socket:
    """A kernel's websocket replaying the messages a split print sends, then the execute reply."""

    def __init__(self, pieces: list[tuple[str, str]]) -> None:
        self.pieces, self.sent, self.queue = pieces, "", asyncio.Queue()

    async def write_message(self, raw: str) -> None:
        msg_id = json.loads(raw)["header"]["msg_id"]
        parent = {"msg_id": msg_id}
        for name, text in self.pieces:
            self.queue.put_nowait({"parent_header": parent, "header": {"msg_type": "stream"},
                                   "content": {"name": name, "text": text}})
        self.queue.put_nowait({"parent_header": parent, "header": {"msg_type": "execute_reply"},
                               "content": {"status": "ok"}})

    async def read_message(self) -> str:
        return json.dumps(await self.queue.get())


def _line(pieces: list[tuple[str, str]]) -> str:
    kernel: Any = Kernel.__new__(Kernel)
    kernel.name, kernel.session, kernel.ws = "jl18", "s", _Socket(pieces)
    with ThreadPoolExecutor(1) as pool:  # its own thread: Playwright's sync API may hold this thread's event loop
        _, line = pool.submit(asyncio.run, kernel.execute("_tutor_move()", "MOVE", timeout=5)).result()
    return str(line)


PAYLOAD = '{"move": "action 1 taxes", "legal": true}'


def test_a_print_split_into_pieces_is_read_whole():
    line = _line([("stdout", "MOVE"), ("stdout", " "), ("stdout", PAYLOAD + "\n")])
    assert json.loads(line.split(" ", 1)[1])["legal"] is True


def test_a_warning_between_the_pieces_does_not_mix_in():
    line = _line([("stdout", "MOVE "), ("stderr", "a warning\n"), ("stdout", PAYLOAD + "\n")])
    assert line == "MOVE " + PAYLOAD


def test_a_whole_print_is_read_as_before():
    assert _line([("stdout", f"MOVE {PAYLOAD}\n")]) == f"MOVE {PAYLOAD}"
