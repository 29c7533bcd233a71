"""A JupyterHub of the classroom (deploy/jupyterhub/) started for a test or a measurement, then removed.

It runs the repository's `jupyterhub_config.py` with the hub's Python and proxy from `make hub-install`
(HUB_PREFIX, default /opt/tutor-hub), on free loopback ports, with its own state folder, roster and
homes folder, and a service token. Stopping it ends its process group and deletes the Unix users it made.
"""

from __future__ import annotations

import contextlib
import json
import os
import pwd
import secrets
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.processes import stop

REPO = Path(__file__).resolve().parents[2]
# TUTOR_HUB_CONFIG: another config (e.g. an older one, to check that a test fails on it)
CONFIG = Path(os.environ.get("TUTOR_HUB_CONFIG", str(REPO / "deploy" / "jupyterhub" / "jupyterhub_config.py")))
PREFIX = Path(os.environ.get("HUB_PREFIX", "/opt/tutor-hub"))
HOMES = Path("/home/tutor-test")
GROUP = "tutor-class"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def missing(prefix: Path = PREFIX) -> str:
    """Why a hub cannot run here ('' if it can)."""
    if os.geteuid() != 0:
        return "the classroom needs root (one Unix user per student)"
    for need in (prefix / "env" / "bin" / "jupyterhub", prefix / "env" / "bin" / "tutor",
                 prefix / "proxy" / "node_modules" / ".bin" / "configurable-http-proxy"):
        if not need.exists():
            return f"{need} is missing: run `make hub-install` as root"
    return ""


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of a process (from /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_kb(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def sysv_ipc_of_uid(uid: int) -> dict[str, list[str]]:
    """The SysV shared memory segments, semaphore sets and message queues (ids) owned by `uid` that this
    process's IPC namespace (the machine's) holds."""
    found: dict[str, list[str]] = {}
    for kind in ("shm", "sem", "msg"):
        lines = Path(f"/proc/sysvipc/{kind}").read_text().splitlines()
        column = lines[0].split().index("uid")
        found[kind] = [ln.split()[1] for ln in lines[1:] if int(ln.split()[column]) == uid]
    return found


def pids_of_uid(uid: int) -> list[int]:
    out = []
    for d in Path("/proc").iterdir():
        if d.name.isdigit():
            try:
                if d.stat().st_uid == uid:
                    out.append(int(d.name))
            except FileNotFoundError:
                continue
    return out


@dataclass
class Hub:
    """A running hub: its public URL, service token, teacher, students, processes."""

    teacher: str = "tt-teacher"
    students: list[str] = field(default_factory=list)
    mem: str = "2G"
    disk: str = "1G"  # each student's home file system
    idle: int = 3600  # seconds before the culler stops an idle server
    prefix: Path = PREFIX
    port: int = 0
    token: str = ""
    state: Path = Path()
    proc: subprocess.Popen[bytes] | None = None
    made: set[str] = field(default_factory=set)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 90) -> Hub:
        self.state = Path(tempfile.mkdtemp(prefix="tutor-hub-test-"))
        self.port, self.token = free_port(), secrets.token_hex(24)
        roster = self.state / "roster.txt"
        roster.write_text("\n".join([f"{self.teacher} teacher", *self.students]) + "\n", encoding="utf-8")
        HOMES.mkdir(parents=True, exist_ok=True)
        HOMES.chmod(0o755)
        env = {**os.environ, "TUTOR_HUB_PREFIX": str(self.prefix), "TUTOR_HUB_STATE": str(self.state / "state"),
               "TUTOR_HUB_PORT": str(self.port), "TUTOR_HUB_API_PORT": str(free_port()),
               "TUTOR_HUB_PROXY_API_PORT": str(free_port()), "TUTOR_HUB_ROSTER": str(roster),
               "TUTOR_HUB_HOMES": str(HOMES), "TUTOR_HUB_MEM": self.mem,
               "TUTOR_HUB_DISK": self.disk, "TUTOR_HUB_DISKS": str(self.state / "disks"), "TUTOR_HUB_IDLE": str(self.idle),
               "TUTOR_HUB_SERVICE_TOKEN": self.token,
               "TUTOR_HUB_EXPOSE_APP": "1"}
        log = (self.state / "hub.log").open("wb")
        self.proc = subprocess.Popen([str(self.prefix / "env" / "bin" / "jupyterhub"), "-f", str(CONFIG)],
                                     cwd=self.state, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"the hub exited {self.proc.returncode}:\n{self.log()[-3000:]}")
            try:
                self.api("GET", "/hub/api/")
                return self
            except (OSError, urllib.error.HTTPError):
                time.sleep(0.5)
        self.stop()
        raise TimeoutError(f"no hub after {timeout} s:\n{self.log()[-3000:]}")

    def log(self) -> str:
        path = self.state / "hub.log"
        return path.read_text(encoding="utf-8", errors="replace") if path.exists() else ""

    def api(self, method: str, path: str, body: Any = None, timeout: float = 30) -> Any:
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(self.url + path, data=data, method=method,
                                     headers={"Authorization": f"token {self.token}", "Content-Type": "application/json"})
        with urllib.request.urlopen(req, timeout=timeout) as r:
            raw = r.read()
        return json.loads(raw) if raw else None

    def proxy_pid(self) -> int:
        return int((self.state / "state" / "proxy.pid").read_text().strip())

    def add_user(self, name: str) -> None:
        try:
            self.api("POST", f"/hub/api/users/{name}")
        except urllib.error.HTTPError as e:
            if e.code != 409:  # already there
                raise
        self.made.add(name)

    def start_server(self, name: str, timeout: float = 180) -> None:
        """Start a student's server through the REST API and wait until it is ready."""
        self.made.add(name)
        try:
            self.api("POST", f"/hub/api/users/{name}/server", timeout=timeout)
        except urllib.error.HTTPError as e:
            if e.code != 400:  # 400: already running
                raise
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            server = (self.api("GET", f"/hub/api/users/{name}").get("servers") or {}).get("")
            if server and server.get("ready"):
                return
            time.sleep(0.5)
        raise TimeoutError(f"{name}'s server did not start in {timeout} s:\n{self.log()[-3000:]}")

    def stop_server(self, name: str, timeout: float = 60) -> None:
        try:
            self.api("DELETE", f"/hub/api/users/{name}/server", timeout=timeout)
        except urllib.error.HTTPError as e:
            if e.code not in (400, 404):
                raise
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if not self.api("GET", f"/hub/api/users/{name}").get("servers"):
                return
            time.sleep(0.5)

    def stop(self) -> None:
        """Stop the hub (and so every server it started), then unmount the homes' file systems and delete the
        Unix users it made (their images go with the state folder)."""
        if self.proc is not None:
            stop(self.proc, grace=30, group=True)
        for name in sorted(self.made | set(self.students) | {self.teacher}):
            try:
                user = pwd.getpwnam(name)
            except KeyError:
                continue
            if Path(user.pw_dir).parent != HOMES:  # only accounts this module made
                continue
            for pid in pids_of_uid(user.pw_uid):  # a kernel left behind by a killed server
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGKILL)
            for kind, ids in sysv_ipc_of_uid(user.pw_uid).items():  # left in the machine's IPC namespace
                flag = {"shm": "-m", "sem": "-s", "msg": "-q"}[kind]
                for ipc_id in ids:
                    subprocess.run(["ipcrm", flag, ipc_id], check=False, timeout=10, capture_output=True)
            for controller in ("memory", "cpu", "pids"):  # a student's groups left by a config that kept them
                with contextlib.suppress(OSError):
                    (Path("/sys/fs/cgroup") / controller / GROUP / name).rmdir()
            if os.path.ismount(user.pw_dir):
                subprocess.run(["umount", "--lazy", user.pw_dir], check=False, timeout=60, capture_output=True)
            subprocess.run(["userdel", "--remove", name], check=False, timeout=30, capture_output=True)
        if self.state != Path() and self.state.exists():
            shutil.rmtree(self.state, ignore_errors=True)

    def __enter__(self) -> Hub:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
