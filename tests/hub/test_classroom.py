"""The classroom hub as a class uses it, all on 127.0.0.1, bounded in time, stopping by itself.

Two students sign in through the hub's login page in Chromium (two browser contexts), each opens the
play notebook the hub copied into their home and makes a move by clicking the board; their kernels,
homes and matches are separate; the teacher's admin page lists both. Then a smoke load run: 2 students
through the REST API for 20 s (the full run is `make load-hub`). Needs `make hub-install` (root).
"""

from __future__ import annotations

import ast
import asyncio
import json
import os
import pwd
import subprocess
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.hub.hubctl import PREFIX, Hub, missing, pids_of_uid
from tests.hub.load import DeadKernel, Kernel, Tally, ready, run_async, run_level

pytestmark = pytest.mark.hub
STUDENTS = ["tt-anna", "tt-ben"]
GAME = "year_of_the_dragon"
DISK = "128M"  # each home's file system in this module's hub (small, so that filling it is quick)


@pytest.fixture(scope="module")
def hub() -> Iterator[Hub]:
    why = missing()
    if why:
        pytest.skip(why)
    with Hub(students=STUDENTS, disk=DISK) as h:
        yield h


def _as(hub: Hub, name: str, code: str) -> subprocess.CompletedProcess[str]:
    """Run Python as a student's Unix user with the hub's interpreter (what their kernel can do)."""
    return subprocess.run(["runuser", "-u", name, "--", str(PREFIX / "env" / "bin" / "python"), "-c", code],
                          capture_output=True, text=True, timeout=60)


def test_the_hub_listens_on_loopback_only(hub: Hub) -> None:
    with urllib.request.urlopen(hub.url + "/hub/api/", timeout=10) as r:
        assert "version" in json.loads(r.read())
    ss = subprocess.run(["ss", "-Hltnp"], capture_output=True, text=True, timeout=10).stdout
    assert hub.proc is not None
    mine = [ln for ln in ss.splitlines() if f"pid={hub.proc.pid}," in ln or f"pid={hub.proxy_pid()}," in ln]
    assert mine, ss
    for ln in mine:
        local = ln.split()[3]
        assert local.startswith("127.0.0.1:"), ln


def _sign_in(page: Any, hub: Hub, name: str, password: str) -> None:
    page.goto(hub.url + "/hub/login", timeout=60_000)
    page.fill("#username_input", name)
    page.fill("#password_input", password)
    page.click("#login_submit")
    # first sign-in: the pre-spawn hook makes the Unix user, copies the lessons; the server starts
    page.wait_for_url(f"**/user/{name}/lab**", timeout=180_000)
    page.wait_for_function("() => !!window.jupyterapp", timeout=120_000)


def _open_and_move(page: Any, hub: Hub, name: str) -> str:
    from tests.browser.test_browser import PLAYS, READY, canvas_box, click_board, click_sequence
    from tutor.notebook import Companion

    path = f"lessons/{GAME}/play.ipynb"
    page.goto(f"{hub.url}/user/{name}/lab/tree/{path}?reset", timeout=60_000)
    page.wait_for_function("() => !!window.jupyterapp", timeout=120_000)
    page.wait_for_function(READY, arg=path, timeout=180_000)
    page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.wait_for_selector("canvas", timeout=180_000)
    page.wait_for_function(READY, arg=path, timeout=180_000)
    twin = Companion(GAME, **PLAYS[GAME])
    found = click_sequence(twin, legal=True)
    assert found is not None
    clicks, mv = found
    canvas_box(page)
    click_board(page, twin, clicks)
    page.wait_for_function("m => document.body.innerText.includes('Legal: ' + m)",
                           arg=twin.game.describe_move(twin.state, mv, "en", twin.names), timeout=60_000)
    return str(mv)


def test_two_students_sign_in_and_play_apart_and_the_teacher_sees_both(hub: Hub, browser: Any) -> None:
    contexts: list[Any] = []
    if True:  # the run's one Chromium (tests/conftest.py); each student has a context of their own
        try:
            pages = {}
            for name in STUDENTS:
                context = browser.new_context(viewport={"width": 1400, "height": 1000})
                contexts.append(context)
                pages[name] = context.new_page()
                _sign_in(pages[name], hub, name, f"pw-{name}-2026")
            moves = {name: _open_and_move(pages[name], hub, name) for name in STUDENTS}
            # the teacher signs in (first use sets the password) and the admin page lists both students
            contexts.append(browser.new_context())
            teacher = contexts[-1].new_page()
            teacher.goto(hub.url + "/hub/login", timeout=60_000)
            teacher.fill("#username_input", hub.teacher)
            teacher.fill("#password_input", "teacher-pw-2026")
            teacher.click("#login_submit")
            teacher.wait_for_load_state("networkidle", timeout=60_000)
            teacher.goto(hub.url + "/hub/admin", timeout=60_000)
            for name in STUDENTS:
                teacher.get_by_text(name, exact=True).first.wait_for(timeout=60_000)
            # a wrong password is refused once a password is set
            contexts.append(browser.new_context())
            intruder = contexts[-1].new_page()
            intruder.goto(hub.url + "/hub/login", timeout=60_000)
            intruder.fill("#username_input", STUDENTS[0])
            intruder.fill("#password_input", "not-the-password")
            intruder.click("#login_submit")
            intruder.wait_for_load_state("networkidle", timeout=60_000)
            assert "/user/" not in intruder.url
        finally:
            for context in contexts:
                context.close()
    assert all(moves.values())
    # separate kernels: each student's server runs only their own kernel, as their own Unix user
    kernels = {}
    for name in STUDENTS:
        req = urllib.request.Request(f"{hub.url}/user/{name}/api/kernels", headers={"Authorization": f"token {hub.token}"})
        with urllib.request.urlopen(req, timeout=30) as r:
            kernels[name] = {k["id"] for k in json.loads(r.read())}
        assert kernels[name], name
    assert not kernels[STUDENTS[0]] & kernels[STUDENTS[1]]
    # separate homes: each has the lessons, saved by nobody else; neither can read the other's
    a, b = (pwd.getpwnam(n) for n in STUDENTS)
    assert a.pw_uid != b.pw_uid
    for user in (a, b):
        assert (Path(user.pw_dir) / "lessons" / GAME / "play.ipynb").exists()
        assert Path(user.pw_dir).stat().st_mode & 0o777 == 0o700
        assert Path(user.pw_dir).stat().st_uid == user.pw_uid
    peek = _as(hub, STUDENTS[0], f"open({str(Path(b.pw_dir) / 'lessons' / 'index.ipynb')!r}).read()")
    assert peek.returncode != 0 and "PermissionError" in peek.stderr
    own = _as(hub, STUDENTS[0], f"print(len(open({str(Path(a.pw_dir) / 'lessons' / 'index.ipynb')!r}).read()) > 0)")
    assert own.stdout.strip() == "True"


def test_a_kernel_past_the_memory_cap_dies_and_the_hub_and_others_stay_up(hub: Hub) -> None:
    name = "tt-hog"
    hub.add_user(name)
    hub.start_server(name)

    async def hog() -> tuple[str, str]:
        k = Kernel(hub, name)
        await k.open(Tally())
        try:
            _, limit = await k.execute("import resource; print('AS', resource.getrlimit(resource.RLIMIT_AS)[0])", "AS")
            try:
                _, line = await k.execute("x = bytearray(3 * 2**30); print('ALLOCATED')", "ALLOCATED", timeout=60)
            except RuntimeError as exc:
                line = str(exc)
            return limit, line
        finally:
            await k.close()

    limit, result = run_async(hog())
    assert int(limit.split()[1]) == 2 << 30
    assert "MemoryError" in result
    with urllib.request.urlopen(hub.url + "/hub/api/", timeout=10) as r:
        assert r.status == 200
    user = hub.api("GET", f"/hub/api/users/{name}")
    assert user["servers"][""]["ready"]
    hub.stop_server(name)


HOG = """
import subprocess, sys, time
code = "import time; b = b'x' * (1 << 30); print('HELD', flush=True); time.sleep(8)"
procs = [subprocess.Popen([sys.executable, '-c', code], stdout=subprocess.PIPE, text=True) for _ in range(3)]
outs = [p.communicate(timeout=120)[0].strip() for p in procs]
print('HOGS', [(p.returncode, o) for p, o in zip(procs, outs)])
"""
PROBE = """
import os, json, resource
tmp = sorted(os.listdir('/tmp'))
open('/tmp/mine-{name}', 'w').write('x')
kernel = json.load(open(__import__('ipykernel.connect', fromlist=['x']).get_connection_file()))
print('PROBE', json.dumps({{'tmp': tmp, 'shm': sorted(os.listdir('/dev/shm')), 'transport': kernel['transport'],
                           'cgroup': open('/proc/self/cgroup').read(),
                           'fsize': resource.getrlimit(resource.RLIMIT_FSIZE)[0]}}))
"""


def _cgroup_of(controller: str, name: str) -> Path:
    return Path("/sys/fs/cgroup") / controller / "tutor-class" / name


def _kernels_on_tcp(names: tuple[str, ...]) -> tuple[list[int], list[str]]:
    """The students' kernel processes, and the TCP sockets any of them listens on."""
    kernels = []
    for name in names:
        for pid in pids_of_uid(pwd.getpwnam(name).pw_uid):
            try:
                if b"ipykernel" in Path(f"/proc/{pid}/cmdline").read_bytes():
                    kernels.append(pid)
            except OSError:
                continue
    ss = subprocess.run(["ss", "-Hltnp"], capture_output=True, text=True, timeout=10).stdout
    return kernels, [ln for ln in ss.splitlines() if any(f"pid={pid}," in ln for pid in kernels)]


def test_a_students_processes_together_stay_under_the_cap_and_others_keep_answering(hub: Hub) -> None:
    """Three processes of one student, each touching 1 GiB under a 2 GiB cap: together they cannot pass it
    (the control group's out-of-memory killer stops one); the other student's kernel answers meanwhile."""
    hog, calm = "tt-hog3", "tt-calm"
    for name in (hog, calm):
        hub.add_user(name)
        hub.start_server(name)
    limit = int((_cgroup_of("memory", hog) / "memory.limit_in_bytes").read_text())
    assert limit == 2 << 30
    assert int((_cgroup_of("cpu", hog) / "cpu.cfs_quota_us").read_text()) == 100_000  # one CPU
    assert int((_cgroup_of("pids", hog) / "pids.max").read_text()) == 512

    async def run() -> tuple[str, list[float], str, str, list[int], list[str]]:
        a, b = Kernel(hub, hog), Kernel(hub, calm)
        await a.open(Tally())
        await b.open(Tally())
        try:
            _, probe_a = await a.execute(PROBE.format(name=hog), "PROBE")
            _, probe_b = await b.execute(PROBE.format(name=calm), "PROBE")
            kernels, listening = _kernels_on_tcp((hog, calm))
            hogging = asyncio.create_task(a.execute(HOG, "HOGS", timeout=180))
            answers = []
            while not hogging.done():  # the calm student's kernel answers all along
                dt, _ = await b.execute("print('PONG', 1 + 1)", "PONG", timeout=30)
                answers.append(dt)
                await asyncio.sleep(0.5)
            _, hogs = hogging.result()
            return hogs, answers, probe_a, probe_b, kernels, listening
        finally:
            await a.close()
            await b.close()

    hogs, answers, probe_a, probe_b, kernels, listening = run_async(run())
    results = ast.literal_eval(hogs.split(" ", 1)[1])
    assert any(code == -9 for code, _ in results), results  # the control group's OOM killer stopped one or more
    peak = int((_cgroup_of("memory", hog) / "memory.max_usage_in_bytes").read_text())
    assert peak <= limit, (peak, limit)
    assert answers and max(answers) < 30
    # kernels over Unix sockets, in each student's control groups, each with a /tmp of their own
    a, b = json.loads(probe_a.split(" ", 1)[1]), json.loads(probe_b.split(" ", 1)[1])
    assert a["transport"] == b["transport"] == "ipc"
    assert a["fsize"] == 1 << 30  # one file at most 1 GiB (besides the home's own size, DISK)
    assert f"memory:/tutor-class/{hog}" in a["cgroup"] and f"memory:/tutor-class/{calm}" in b["cgroup"]
    assert a["tmp"] == [] and b["tmp"] == [] and a["shm"] == [] and b["shm"] == []  # nothing of the machine's
    assert not Path(f"/tmp/mine-{hog}").exists() and not Path(f"/tmp/mine-{calm}").exists()
    # no kernel channel (shell, iopub, stdin, control, heartbeat) is on a TCP port: ipc above; what remains is
    # ipykernel's own pipe for forked subprocesses' output (hard-wired to 127.0.0.1, one per kernel; it only
    # receives, and drops any message without the kernel's random 16-byte key)
    assert kernels and len(listening) <= len(kernels), listening
    for name in (hog, calm):
        hub.stop_server(name)


FILL = """
import errno, os
written, err = 0, ''
try:
    with open(os.path.expanduser('~/fill.bin'), 'wb') as f:
        while written < {most}:
            f.write(b'x' * (1 << 20))
            written += 1 << 20
        f.flush()
        os.fsync(f.fileno())
except OSError as exc:
    err = errno.errorcode.get(exc.errno, str(exc.errno))
print('FILL', written >> 20, err)
"""
RECORD = """
from pathlib import Path
from tutor.progress.record import Record
from tutor.progress.report import HOME_RECORD
Record(Path.home() / HOME_RECORD.parent).add('answer', ['china.house-scoring.first'], right={right}, question='q')
print('RECORDED')
"""
WRITE = """
import os
p = os.path.expanduser('~/notes.bin')
open(p, 'wb').write(b'y' * (8 << 20))
print('WROTE', os.path.getsize(p) >> 20)
"""


def test_a_student_past_the_disk_cap_gets_enospc_and_others_keep_working(hub: Hub) -> None:
    """Each home is a file system of its own (an ext4 image of DISK bytes, loop-mounted): one student
    writing twice the cap gets ENOSPC in their kernel, while another's kernel answers and still writes; the
    teacher's report still reads both records; no student can read another's image."""
    hog, calm = STUDENTS  # their servers are running after the browser test (started here when run alone)
    for name in (hog, calm):
        hub.add_user(name)
        hub.start_server(name)
    homes = {name: Path(pwd.getpwnam(name).pw_dir) for name in (hog, calm)}
    for name, home in homes.items():
        assert os.path.ismount(home), name
        fs = os.statvfs(home)
        assert fs.f_blocks * fs.f_frsize <= 128 << 20, name  # the cap, less ext4's own bookkeeping
        assert home.stat().st_uid == pwd.getpwnam(name).pw_uid and home.stat().st_mode & 0o777 == 0o700
        assert (home / "lessons" / GAME / "play.ipynb").exists()  # the lessons live on it
    disks = hub.state / "disks"
    assert disks.stat().st_mode & 0o777 == 0o700 and (disks / f"{calm}.ext4").stat().st_mode & 0o777 == 0o600
    peek = _as(hub, hog, f"open({str(disks / (calm + '.ext4'))!r}, 'rb').read(1)")
    assert peek.returncode != 0 and "PermissionError" in peek.stderr

    async def run() -> tuple[str, list[float], str, str]:
        a, b = Kernel(hub, hog), Kernel(hub, calm)
        await a.open(Tally())
        await b.open(Tally())
        try:
            await a.execute(RECORD.format(right=False), "RECORDED")
            _, mounts = await b.execute("print('MOUNTS', [ln.split()[4] for ln in open('/proc/self/mountinfo')])",
                                        "MOUNTS")
            await b.execute(RECORD.format(right=True), "RECORDED")
            filling = asyncio.create_task(a.execute(FILL.format(most=256 << 20), "FILL", timeout=120))
            answers = []
            while not filling.done():  # the other student's kernel answers all along
                dt, _ = await b.execute("print('PONG', 1 + 1)", "PONG", timeout=30)
                answers.append(dt)
                await asyncio.sleep(0.2)
            _, filled = filling.result()
            _, wrote = await b.execute(WRITE, "WROTE", timeout=60)
            return filled, answers, wrote, mounts
        finally:
            await a.close()
            await b.close()

    filled, answers, wrote, mounts = run_async(run())
    seen = ast.literal_eval(mounts.split(" ", 1)[1])
    assert str(homes[calm]) in seen and str(homes[hog]) not in seen, seen  # no other home kept busy in there
    _, mib, err = filled.split(" ")
    assert err == "ENOSPC" and 64 < int(mib) < 128, filled  # stopped by the cap, after most of it was used
    assert answers and max(answers) < 30
    assert wrote == "WROTE 8"  # the other student's disk is untouched by the first one's
    report = subprocess.run([str(PREFIX / "env" / "bin" / "tutor"), "report", *map(str, homes.values())],
                            capture_output=True, text=True, timeout=120)
    assert report.returncode == 0 and "learners: 2" in report.stdout, report.stdout + report.stderr
    hub.stop_server(hog)
    assert os.path.ismount(homes[hog])  # left mounted: the teacher's report reads stopped students' homes too
    (homes[hog] / "fill.bin").unlink()


def test_smoke_load_two_students_twenty_seconds(hub: Hub) -> None:
    t0 = time.monotonic()
    row = run_level(hub, ["tt-load1", "tt-load2"], 20)
    assert row["failed"] == 0, row["failures"]
    assert row["moves"] >= 2 * 3  # a move every 2-5 s for 20 s, each
    assert row["p50_ms"] is not None and row["p95_ms"] is not None and row["p95_ms"] >= row["p50_ms"] > 0
    assert row["kernel_rss_mb"] and row["kernel_rss_mb"] > 30
    assert time.monotonic() - t0 < 600


def test_the_load_run_stops_at_once_on_a_kernel_that_does_not_start(hub: Hub) -> None:
    name = "tt-noserver"
    hub.add_user(name)  # no server started: the kernel cannot start
    t0 = time.monotonic()
    with pytest.raises(DeadKernel, match="tt-noserver"):
        run_async(ready(hub, [name], 20, Tally()))
    assert time.monotonic() - t0 < 60  # it waited 600 s before


def test_the_idle_culler_stops_an_idle_server_and_keeps_its_files() -> None:
    why = missing()
    if why:
        pytest.skip(why)
    name = "tt-idle"
    with Hub(teacher="tt-teacher2", idle=20) as h:  # culled after 20 s idle, checked every 10 s
        h.add_user(name)
        h.start_server(name)
        home = Path(pwd.getpwnam(name).pw_dir)
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and h.api("GET", f"/hub/api/users/{name}").get("servers"):
            time.sleep(2)
        assert not h.api("GET", f"/hub/api/users/{name}").get("servers"), "the idle server was not stopped"
        assert (home / "lessons" / GAME / "play.ipynb").exists()
