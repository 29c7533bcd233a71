"""Stopping a server a test started: ask it to end, then make it (bounded in time)."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess


def stop(proc: subprocess.Popen[bytes], grace: float = 10, group: bool = False) -> None:
    """SIGTERM, up to ``grace`` seconds to end, then SIGKILL; ``group``: the whole process group it leads."""
    if proc.poll() is not None:
        return

    def send(sig: signal.Signals) -> None:
        with contextlib.suppress(ProcessLookupError):
            if group:
                os.killpg(proc.pid, sig)
            else:
                proc.send_signal(sig)

    send(signal.SIGTERM)
    try:
        proc.wait(grace)
    except subprocess.TimeoutExpired:
        send(signal.SIGKILL)
        proc.wait(10)
