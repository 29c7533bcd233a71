"""Load on the classroom hub: N simulated students, each playing moves through the tutor at a human pace.

    python -m tests.hub.load --students 10 20 30 --seconds 120     (make load-hub)

For each N: a fresh set of servers is started through the hub's REST API; each student opens a kernel
through their own server (all through the hub's proxy), builds a match with the tutor's notebook API
(`tutor.notebook.play`, the widget companion the lessons use) and plays a random legal move with
`Companion.try_move` every 2-5 s. A move's round trip is from sending the execute request over the
kernel's websocket to having both the verdict printed by the kernel and its execute_reply back.
Reported: round trip p50/p95, kernel memory (VmRSS read by each kernel at the end), memory of all of a
student's processes, hub and proxy CPU over the window, failed requests, and the machine's load average.
"""

from __future__ import annotations

import argparse
import asyncio
import datetime
import json
import os
import pwd
import random
import statistics
import sys
import time
import uuid
from dataclasses import dataclass, field
from typing import Any

from tornado.httpclient import AsyncHTTPClient, HTTPRequest
from tornado.websocket import websocket_connect

from tests.hub.hubctl import Hub, cpu_seconds, missing, pids_of_uid, rss_kb

GAME = "year_of_the_dragon"
SETUP = """
import json, random
from tutor.notebook import play
_rng = random.Random({seed})
def _new():
    return play({game!r}, players=2, seed=_rng.randrange(10**6))
_c = _new()
def _tutor_move():
    global _c
    if _c.game.is_over(_c.state):
        _c = _new()
    mv = _rng.choice(_c.legal())
    v = _c.try_move(mv)
    print("MOVE", json.dumps({{"move": str(mv), "legal": bool(v is not None and v.legal)}}))
print("READY")
"""
MOVE = "_tutor_move()"
MEMORY = "print('RSS', [l.split()[1] for l in open('/proc/self/status') if l.startswith('VmRSS')][0])"


@dataclass
class Tally:
    round_trips: list[float] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    kernel_rss_kb: list[int] = field(default_factory=list)
    requests: int = 0
    set_up: int = 0  # students whose kernel and match are ready (or failed to be)
    dead: list[str] = field(default_factory=list)  # kernels that did not start: the level stops at once


class Kernel:
    """A kernel opened through a student's own server, behind the hub's proxy."""

    def __init__(self, hub: Hub, name: str) -> None:
        self.hub, self.name = hub, name
        self.session = uuid.uuid4().hex
        self.headers = {"Authorization": f"token {hub.token}"}
        self.ws: Any = None
        self.kernel_id = ""

    async def open(self, tally: Tally) -> None:
        client = AsyncHTTPClient()
        tally.requests += 1
        r = await client.fetch(HTTPRequest(f"{self.hub.url}/user/{self.name}/api/kernels", method="POST", body="{}",
                                           headers=self.headers, request_timeout=120))
        self.kernel_id = json.loads(r.body)["id"]
        ws_url = self.hub.url.replace("http", "ws", 1) + f"/user/{self.name}/api/kernels/{self.kernel_id}/channels"
        tally.requests += 1
        self.ws = await websocket_connect(HTTPRequest(ws_url + f"?session_id={self.session}", headers=self.headers,
                                                      request_timeout=60), max_message_size=64 << 20)

    async def execute(self, code: str, expect: str, timeout: float = 60) -> tuple[float, str]:
        """(seconds until the reply and the expected output are both back, the output line)."""
        msg_id = uuid.uuid4().hex
        msg = {"header": {"msg_id": msg_id, "username": self.name, "session": self.session, "msg_type": "execute_request",
                          "version": "5.3", "date": datetime.datetime.now(datetime.UTC).isoformat()},
               "parent_header": {}, "metadata": {}, "channel": "shell", "buffers": [],
               "content": {"code": code, "silent": False, "store_history": False, "user_expressions": {},
                           "allow_stdin": False, "stop_on_error": True}}
        t0 = time.perf_counter()
        await self.ws.write_message(json.dumps(msg))
        # a print reaches us in one or more stream messages: the kernel's IO thread flushes what is written 0.2 s
        # after the first write, so a kernel stalled between print's writes (load 55) sends "MOVE" and the rest
        # apart; only a whole line (its newline come) is read
        replied, line, out = False, "", {"stdout": "", "stderr": ""}
        deadline = t0 + timeout
        while not (replied and line):
            left = deadline - time.perf_counter()
            if left <= 0:
                raise TimeoutError(f"{self.name}: no answer to {code[:30]!r} in {timeout} s")
            raw = await asyncio.wait_for(self.ws.read_message(), left)
            if raw is None:
                raise ConnectionError(f"{self.name}: the kernel's websocket closed")
            if isinstance(raw, bytes):
                continue
            m = json.loads(raw)
            if m.get("parent_header", {}).get("msg_id") != msg_id:
                continue
            kind = m["header"]["msg_type"]
            if kind == "execute_reply":
                if m["content"]["status"] != "ok":
                    raise RuntimeError(f"{self.name}: {m['content'].get('ename')}: {m['content'].get('evalue')}")
                replied = True
            elif kind == "stream":
                name = m["content"].get("name", "stdout")
                out[name] = out.get(name, "") + m["content"]["text"]
                whole = out[name][: out[name].rfind("\n") + 1]
                line = line or next((t for t in whole.splitlines() if t.startswith(expect)), "")
            elif kind == "error":
                raise RuntimeError(f"{self.name}: {m['content'].get('ename')}: {m['content'].get('evalue')}")
        return time.perf_counter() - t0, line

    async def close(self) -> None:
        if self.ws is not None:
            self.ws.close()
        if self.kernel_id:
            await AsyncHTTPClient().fetch(HTTPRequest(f"{self.hub.url}/user/{self.name}/api/kernels/{self.kernel_id}",
                                                      method="DELETE", headers=self.headers, request_timeout=60),
                                          raise_error=False)


async def student(hub: Hub, name: str, seconds: float, seed: int, tally: Tally, start: asyncio.Event) -> None:
    kernel = Kernel(hub, name)
    try:
        try:
            await kernel.open(tally)
            tally.requests += 1
            await kernel.execute(SETUP.format(seed=seed, game=GAME), "READY", timeout=180)
        except Exception as exc:
            tally.dead.append(f"{name}: {type(exc).__name__}: {exc}")
            raise
        finally:
            tally.set_up += 1
        await start.wait()
        rng = random.Random(seed)
        end = time.monotonic() + seconds
        await asyncio.sleep(rng.uniform(0, 3))  # students do not move in step
        while time.monotonic() < end:
            tally.requests += 1
            try:
                dt, line = await kernel.execute(MOVE, "MOVE", timeout=30)
                if not json.loads(line.split(" ", 1)[1])["legal"]:
                    tally.failures.append(f"{name}: a legal move judged illegal: {line}")
                tally.round_trips.append(dt)
            except ConnectionError as exc:  # the kernel's websocket closed: this student's kernel is gone
                tally.failures.append(f"{name}: {type(exc).__name__}: {exc}")
                return
            except Exception as exc:
                tally.failures.append(f"{name}: {type(exc).__name__}: {exc}")
            await asyncio.sleep(rng.uniform(2, 5))
        tally.requests += 1
        _, line = await kernel.execute(MEMORY, "RSS", timeout=30)
        tally.kernel_rss_kb.append(int(line.split()[1]))
    except Exception as exc:
        tally.failures.append(f"{name}: {type(exc).__name__}: {exc}")
    finally:
        await kernel.close()


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered)) - 1))]


async def ready(hub: Hub, names: list[str], seconds: float, tally: Tally) -> dict[str, float]:
    # one connection per student: with tornado's default of 10, the 30th kernel's request waited in the client's
    # own queue and timed out there ("Timeout in request queue") before the hub ever saw it
    AsyncHTTPClient.configure(None, max_clients=max(10, len(names)))
    start = asyncio.Event()
    tasks = [asyncio.create_task(student(hub, n, seconds, 1000 + i, tally, start)) for i, n in enumerate(names)]
    # everyone's kernel and match are set up before the clock starts (the setup is not a "move"); the first
    # kernel that does not start stops the level at once, with its reason (no waiting on the others)
    deadline = time.monotonic() + 300
    while tally.set_up < len(names) and not tally.dead:
        if time.monotonic() > deadline:
            tally.dead.append(f"{len(names) - tally.set_up} kernels not set up after 300 s")
            break
        await asyncio.sleep(0.2)
    if tally.dead:
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        raise DeadKernel(tally.dead)
    load0 = os.getloadavg()[0]
    hub_pid = hub.proc.pid if hub.proc else 0
    cpu0 = (cpu_seconds(hub_pid), cpu_seconds(hub.proxy_pid()), time.monotonic())
    start.set()
    await asyncio.gather(*tasks)
    cpu1 = (cpu_seconds(hub_pid), cpu_seconds(hub.proxy_pid()), time.monotonic())
    wall = cpu1[2] - cpu0[2]
    return {"hub_cpu_pct": 100 * (cpu1[0] - cpu0[0]) / wall, "proxy_cpu_pct": 100 * (cpu1[1] - cpu0[1]) / wall,
            "load_before": load0, "load_after": os.getloadavg()[0], "window_s": wall}


class DeadKernel(RuntimeError):
    """A student's kernel did not start: the load level stops there."""

    def __init__(self, reasons: list[str]) -> None:
        super().__init__("a kernel did not start, so the run stopped: " + "; ".join(reasons[:5]))
        self.reasons = reasons


def run_async(coro: Any) -> Any:
    """``asyncio.run`` in a thread of its own: the test run's Playwright (sync API) keeps a loop in the main thread."""
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coro).result()


def run_level(hub: Hub, names: list[str], seconds: float) -> dict[str, Any]:
    """Start the servers of ``names`` through the REST API, run them for ``seconds``, stop the servers."""
    t0 = time.monotonic()
    for n in names:
        hub.add_user(n)
    for n in names:  # one at a time, as a class signing in over a minute: spawning is what costs most
        hub.start_server(n)
    spawn_s = time.monotonic() - t0
    tally = Tally()
    try:
        cpu = run_async(ready(hub, names, seconds, tally))
        per_student_kb = []
        for n in names:
            uid = pwd.getpwnam(n).pw_uid
            per_student_kb.append(sum(rss_kb(p) for p in pids_of_uid(uid)))
    finally:
        for n in names:
            hub.stop_server(n)
    rt = [1000 * x for x in tally.round_trips]
    return {"students": len(names), "seconds": seconds, "spawn_s": round(spawn_s, 1), "moves": len(rt),
            "p50_ms": round(statistics.median(rt), 1) if rt else None, "p95_ms": round(pct(rt, 0.95), 1) if rt else None,
            "max_ms": round(max(rt), 1) if rt else None,
            "kernel_rss_mb": round(statistics.mean(tally.kernel_rss_kb) / 1024, 1) if tally.kernel_rss_kb else None,
            "student_rss_mb": round(statistics.mean(per_student_kb) / 1024, 1) if per_student_kb else None,
            "hub_cpu_pct": round(cpu["hub_cpu_pct"], 1), "proxy_cpu_pct": round(cpu["proxy_cpu_pct"], 1),
            "load_before": round(cpu["load_before"], 2), "load_after": round(cpu["load_after"], 2),
            "requests": tally.requests, "failed": len(tally.failures), "failures": tally.failures[:10]}


def table(rows: list[dict[str, Any]]) -> str:
    head = ("| students | moves | p50 ms | p95 ms | max ms | kernel RSS MB | all of a student's processes MB | "
            "hub CPU % | proxy CPU % | failed / requests | load avg before→after | servers started in s |")
    lines = [head, "|" + "---|" * (head.count("|") - 1)]
    for r in rows:
        lines.append(f"| {r['students']} | {r['moves']} | {r['p50_ms']} | {r['p95_ms']} | {r['max_ms']} | {r['kernel_rss_mb']} | "
                     f"{r['student_rss_mb']} | {r['hub_cpu_pct']} | {r['proxy_cpu_pct']} | {r['failed']} / {r['requests']} | "
                     f"{r['load_before']}→{r['load_after']} | {r['spawn_s']} |")
    ok = [r["students"] for r in rows if r["p95_ms"] is not None and r["p95_ms"] < 300 and r["failed"] == 0]
    lines.append("")
    lines.append(f"largest N with p95 under 300 ms and no failed request: {max(ok) if ok else 'none'}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    ap.add_argument("--students", type=int, nargs="+", default=[10, 20, 30])
    ap.add_argument("--seconds", type=float, default=120)
    ap.add_argument("--json", help="also write the rows to this file")
    ap.add_argument("--prefix", default="lt", help="the students' names start with this (two runs side by side)")
    args = ap.parse_args(argv)
    why = missing()
    if why:
        print(f"load-hub: {why}", file=sys.stderr)
        return 2
    names = [f"{args.prefix}{i:02d}" for i in range(1, max(args.students) + 1)]
    rows = []
    with Hub(mem="2G", teacher=f"{args.prefix}-teacher") as hub:
        for n in args.students:
            print(f"{n} students for {args.seconds:g} s ...", file=sys.stderr, flush=True)
            try:
                row = run_level(hub, names[:n], args.seconds)
            except DeadKernel as exc:
                print(f"load-hub: {n} students: {exc}", file=sys.stderr, flush=True)
                return 1
            print(json.dumps(row), file=sys.stderr, flush=True)
            rows.append(row)
    print(f"{os.cpu_count()} cores; {datetime.datetime.now(datetime.UTC):%Y-%m-%d %H:%M} UTC")
    print(table(rows))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(rows, f, indent=1)
    return 0 if all(r["failed"] == 0 for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
