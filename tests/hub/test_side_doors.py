"""No side doors on the classroom hub: what one student's processes leave or share outside their server.

SysV shared memory (and semaphores, message queues) is the student's own, capped, and gone when their server
stops; /var/tmp and /run/lock are private like /tmp; a server's stop ends every process of the student (one
started in its own session too); failed sign-ins are slowed down. All on 127.0.0.1, bounded in time; the
test hub deletes the Unix users it made. Needs `make hub-install` (root).
"""

from __future__ import annotations

import http.cookiejar
import json
import pwd
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.hub.hubctl import Hub, missing, pids_of_uid, sysv_ipc_of_uid
from tests.hub.load import Kernel, Tally, run_async

pytestmark = pytest.mark.hub
A, B, GUARD = "tt-door-a", "tt-door-b", "tt-door-guard"
CGROUPS = Path("/sys/fs/cgroup")


@pytest.fixture(scope="module")
def hub() -> Iterator[Hub]:
    why = missing()
    if why:
        pytest.skip(why)
    with Hub(teacher="tt-door-teacher", students=[A, B, GUARD]) as h:
        yield h


def _run(hub: Hub, name: str, *codes: tuple[str, str], timeout: float = 60) -> list[str]:
    """Run each (code, marker) in a fresh kernel of the student's; the marked output line of each."""

    async def go() -> list[str]:
        k = Kernel(hub, name)
        await k.open(Tally())
        try:
            return [(await k.execute(code, marker, timeout=timeout))[1] for code, marker in codes]
        finally:
            await k.close()

    return list(run_async(go()))


def _json(line: str) -> object:
    return json.loads(line.split(" ", 1)[1])


SHM = """
import ctypes, json, mmap
libc = ctypes.CDLL(None, use_errno=True)
libc.shmget.argtypes = [ctypes.c_int, ctypes.c_size_t, ctypes.c_int]
libc.shmat.restype = ctypes.c_void_p
libc.shmat.argtypes = [ctypes.c_int, ctypes.c_void_p, ctypes.c_int]
def get(size):
    shmid = libc.shmget(0, size, 0o1600)  # IPC_PRIVATE, IPC_CREAT | 0600; never removed (IPC_RMID) on purpose
    return shmid if shmid >= 0 else -ctypes.get_errno()
usage = lambda: int(open('/sys/fs/cgroup/memory' + [ln.split(':')[2] for ln in open('/proc/self/cgroup')
                     if ':memory:' in ln][0].strip() + '/memory.usage_in_bytes').read())
small = get(64 << 20)
before = usage()
address = libc.shmat(small, None, 0)
ctypes.memset(address, 1, 64 << 20)  # the pages touched: charged to the student's memory control group
charged = usage() - before
huge = get(3 << 30)  # past the 2 GiB cap in one segment
halves = [get(1200 << 20), get(1200 << 20)]  # past it in two
print('SHM', json.dumps({'small': small, 'charged': charged, 'huge': huge, 'halves': halves,
                         'seen': open('/proc/sysvipc/shm').read().count('\\n') - 1}))
"""
SEEN = "print('SEEN', open('/proc/sysvipc/shm').read().count('\\n') - 1)"


def test_shared_memory_is_capped_private_and_gone_after_the_server_stops(hub: Hub) -> None:
    """A student's SysV segments: none past the cap (3 GiB in one, 2 x 1.2 GiB in two), touched pages
    charged to their memory group, invisible to the machine, and gone with the server (not found after a
    restart, so the cap cannot be passed by stopping and starting again)."""
    hub.add_user(A)
    hub.start_server(A)
    uid = pwd.getpwnam(A).pw_uid
    shm = _json(_run(hub, A, (SHM, "SHM"))[0])
    assert isinstance(shm, dict)
    assert shm["small"] >= 0, shm
    assert shm["charged"] >= 60 << 20, shm  # SysV shm counts against the student's memory cap
    assert shm["huge"] < 0, shm  # one segment past the cap is refused (EINVAL: past shmmax)
    assert shm["halves"][0] >= 0 and shm["halves"][1] < 0, shm  # all segments together: past shmall, refused
    assert shm["seen"] == 2, shm  # the student sees their own segments
    assert sysv_ipc_of_uid(uid)["shm"] == [], "the student's segments are in the machine's IPC namespace"
    hub.stop_server(A)
    assert sysv_ipc_of_uid(uid) == {"shm": [], "sem": [], "msg": []}
    hub.start_server(A)
    assert _run(hub, A, (SEEN, "SEEN"))[0] == "SEEN 0"  # nothing from the stopped server's namespace
    hub.stop_server(A)


DROP = """
import os
for folder in ('/var/tmp', '/run/lock', '/var/lock'):
    path = f'{{folder}}/door-{name}'
    with open(path, 'w') as f:
        f.write('secret of {name}')
    os.chmod(path, 0o644)
fs = {{folder: os.statvfs(folder).f_blocks * os.statvfs(folder).f_frsize for folder in ('/var/tmp', '/run/lock')}}
print('DROP', __import__('json').dumps(fs))
"""
PEEK = """
import json, os
seen = {{}}
for folder in ('/var/tmp', '/run/lock', '/var/lock'):
    try:
        seen[folder] = open(f'{{folder}}/door-{other}').read()
    except OSError as exc:
        seen[folder] = type(exc).__name__
print('PEEK', json.dumps({{'read': seen, 'listed': sorted(os.listdir('/var/tmp') + os.listdir('/run/lock'))}}))
"""


def test_another_student_cannot_read_your_var_tmp_or_run_lock(hub: Hub) -> None:
    """/var/tmp and /run/lock (and /var/lock, its link) are each student's own bounded memory (tmpfs in their
    mount namespace, 256 MiB and 1 MiB), not the machine's disk: what one writes there the other never sees."""
    for name in (A, B):
        hub.add_user(name)
        hub.start_server(name)
    try:
        sizes = _json(_run(hub, A, (DROP.format(name=A), "DROP"))[0])
        peek = _json(_run(hub, B, (PEEK.format(other=A), "PEEK"))[0])
        assert isinstance(peek, dict)
        assert peek["read"] == dict.fromkeys(("/var/tmp", "/run/lock", "/var/lock"), "FileNotFoundError"), peek
        assert not any(name.startswith("door-") for name in peek["listed"]), peek
        assert not Path(f"/var/tmp/door-{A}").exists() and not Path(f"/run/lock/door-{A}").exists()
        assert sizes == {"/var/tmp": 256 << 20, "/run/lock": 1 << 20}, sizes  # bounded (and memory: counted)
    finally:
        for folder in ("/var/tmp", "/run/lock"):  # left on the machine's disk by a config without the fix
            Path(f"{folder}/door-{A}").unlink(missing_ok=True)
        for name in (A, B):
            hub.stop_server(name)


ESCAPE = """
import subprocess, sys
sleeper = [sys.executable, '-c', 'import time; time.sleep(600)']
own = subprocess.Popen(sleeper, start_new_session=True)  # its own session and process group
daemon = subprocess.Popen(['setsid', '--fork', *sleeper])  # setsid(1), and its parent gone: reparented
daemon.wait()
print('ESCAPED', own.pid)
"""


def test_a_servers_stop_ends_every_process_of_the_student(hub: Hub) -> None:
    """Processes started in their own session (Popen(start_new_session=True), setsid --fork) are ended with
    the server, and the student's control groups are removed: nothing keeps them alive."""
    hub.add_user(B)
    hub.start_server(B)
    uid = pwd.getpwnam(B).pw_uid
    _run(hub, B, (ESCAPE, "ESCAPED"))
    sleepers = [pid for pid in pids_of_uid(uid) if b"time.sleep(600)" in _cmdline(pid)]
    assert len(sleepers) == 2, sleepers
    hub.stop_server(B)
    deadline = time.monotonic() + 10  # the stop itself waits until the groups are empty; a little slack
    while pids_of_uid(uid) and time.monotonic() < deadline:
        time.sleep(0.2)
    left = {pid: _cmdline(pid) for pid in pids_of_uid(uid)}
    assert not left, left
    for controller in ("memory", "cpu", "pids"):
        assert not (CGROUPS / controller / "tutor-class" / B).exists(), controller


def _cmdline(pid: int) -> bytes:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return b""


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: object, **kwargs: object) -> None:
        return None


def _sign_in(hub: Hub, name: str, password: str) -> tuple[bool, str]:
    """(signed in, the page's error) for one try through the login form (its own cookies, xsrf and all)."""
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar), _NoRedirect())
    with opener.open(hub.url + "/hub/login", timeout=30) as r:
        r.read()
    xsrf = next(c.value for c in jar if c.name == "_xsrf")
    form = urllib.parse.urlencode({"username": name, "password": password, "_xsrf": xsrf}).encode()
    try:
        with opener.open(hub.url + "/hub/login", data=form, timeout=60) as r:
            body = r.read().decode()
    except urllib.error.HTTPError as e:
        if e.code == 302:
            return True, ""
        body = e.read().decode()
    start = body.find('class="login_error')
    return False, body[start:body.find("</", start)].split(">", 1)[-1].strip() if start >= 0 else ""


def test_failed_sign_ins_are_slowed_per_name_and_per_address(hub: Hub) -> None:
    """From a name's 3rd consecutive failure it is held 1, 2, 4, ... s (refused unchecked meanwhile); the right
    password during a hold is refused too, accepted after it, and a success resets the count. From an
    address's 10th failure (any names) the address is held the same way. Today: 30 guesses in 10.8 s."""
    hub.add_user(GUARD)
    right = "right-pw-of-the-guard"
    assert _sign_in(hub, GUARD, right) == (True, "")  # first use: this becomes the password
    t0 = time.monotonic()
    answers = [_sign_in(hub, GUARD, f"guess-{i:04d}") for i in range(30)]
    took = time.monotonic() - t0
    held = [error for ok, error in answers if "Too many failed sign-ins" in error]
    assert not any(ok for ok, _ in answers)
    assert len(held) >= 25 and answers[-1][1] in held, (answers, took)  # at most a few guesses checked
    for _ in range(120):  # guess on until one is checked again (a hold ended), which starts a longer hold
        ok, error = _sign_in(hub, GUARD, "guess-again")
        if "Too many failed sign-ins" not in error:
            break
        time.sleep(0.5)
    assert not ok and error == "Invalid username or password", error
    signed, error = _sign_in(hub, GUARD, right)  # the right password, during that hold: refused unchecked
    assert not signed and "Too many failed sign-ins" in error, error
    wait = int(error.split("wait ")[1].split()[0])
    assert 1 <= wait <= 60, error
    time.sleep(wait + 0.5)
    assert _sign_in(hub, GUARD, right)[0]  # after the hold: in, and the count is reset
    assert not _sign_in(hub, GUARD, "one-typo")[0]
    assert _sign_in(hub, GUARD, right)[0]  # one typo is not held
    # one address trying many names (each failing once): held from the 10th failure
    for i in range(10):
        assert not _sign_in(hub, f"tt-nobody-{i}", "whatever-it-is")[0]
    signed, error = _sign_in(hub, GUARD, right)
    assert not signed and "Too many failed sign-ins" in error, error
    time.sleep(2)
    assert _sign_in(hub, GUARD, right)[0]
