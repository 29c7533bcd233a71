"""JupyterHub for a class on one machine: `make hub` copies this file into the hub's folder and runs it.

Every setting a teacher may change is an environment variable (the Makefile passes them; defaults below):

    TUTOR_HUB_PREFIX    /opt/tutor-hub   env/ (Python with the tutor), proxy/ (npm), state/ (db, secrets)
    TUTOR_HUB_PORT      8000             the address students open: http://127.0.0.1:PORT/ (loopback only)
    TUTOR_HUB_ROSTER    PREFIX/roster.txt   one name a line; the teacher's line ends in " teacher"
    TUTOR_HUB_LANG      en               the language of the lesson notebooks copied into each home
    TUTOR_HUB_MEM       2G               memory of all of a student's processes together (a control group)
    TUTOR_HUB_CPU       1                CPUs per student, all processes together (a control group's CPU quota)
    TUTOR_HUB_TMP       256M             each student's private /tmp, /var/tmp and /dev/shm (memory, counted above)
    TUTOR_HUB_FILE      1G               the largest file a student's process may write
    TUTOR_HUB_DISK      1G               each student's home: a file system of this size of their own (ext4 image)
    TUTOR_HUB_DISKS     PREFIX/disks     where the homes' image files are kept (root only)
    TUTOR_HUB_IDLE      3600             seconds of inactivity after which a student's server is stopped
    TUTOR_HUB_HOMES     /home            where the students' homes are made (one Unix user per student)

For tests and the load script only: TUTOR_HUB_STATE, TUTOR_HUB_API_PORT, TUTOR_HUB_PROXY_API_PORT (a second
hub beside a running one), TUTOR_HUB_SERVICE_TOKEN (a service that may create users and start servers) and
TUTOR_HUB_EXPOSE_APP (JupyterLab's page state readable by the browser tests).
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import ctypes
import grp
import os
import pwd
import re
import shutil
import subprocess
import time
from pathlib import Path
from typing import Any

from firstuseauthenticator import FirstUseAuthenticator
from jupyterhub.spawner import LocalProcessSpawner

c = get_config()  # type: ignore[name-defined] # noqa: F821  (JupyterHub provides it)

PREFIX = Path(os.environ.get("TUTOR_HUB_PREFIX", "/opt/tutor-hub"))
ENV = PREFIX / "env"
STATE = Path(os.environ.get("TUTOR_HUB_STATE", str(PREFIX / "state")))
PORT = int(os.environ.get("TUTOR_HUB_PORT", "8000"))
API_PORT = int(os.environ.get("TUTOR_HUB_API_PORT", "8081"))
PROXY_API_PORT = int(os.environ.get("TUTOR_HUB_PROXY_API_PORT", "8001"))
ROSTER = Path(os.environ.get("TUTOR_HUB_ROSTER", str(PREFIX / "roster.txt")))
LANG = os.environ.get("TUTOR_HUB_LANG", "en")
MEM = os.environ.get("TUTOR_HUB_MEM", "2G")
CPU = float(os.environ.get("TUTOR_HUB_CPU", "1"))
TMP = os.environ.get("TUTOR_HUB_TMP", "256M")
FILE = os.environ.get("TUTOR_HUB_FILE", "1G")
DISK = os.environ.get("TUTOR_HUB_DISK", "1G")
DISKS = Path(os.environ.get("TUTOR_HUB_DISKS", str(PREFIX / "disks")))
IDLE = int(os.environ.get("TUTOR_HUB_IDLE", "3600"))
HOMES = Path(os.environ.get("TUTOR_HUB_HOMES", "/home"))
GROUP = "tutor-class"  # every student's Unix user has it as primary group; no other account is ever used
NAME = re.compile(r"^[a-z][a-z0-9_-]{0,30}$")
UNITS = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}
CGROUPS = Path("/sys/fs/cgroup")  # cgroup v1, one hierarchy per controller (systemd is not PID 1 here)
PIDS = 512  # processes and threads per student

for _folder in (STATE, DISKS):
    _folder.mkdir(parents=True, exist_ok=True)
    _folder.chmod(0o700)


def read_roster(path: Path) -> tuple[set[str], set[str]]:
    """(everyone, teachers) from the roster; a bad line stops the hub with its line number."""
    names: set[str] = set()
    teachers: set[str] = set()
    if not path.exists():
        raise SystemExit(f"{path}: no roster (copy deploy/jupyterhub/roster.example.txt and edit it)")
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        words = raw.split("#", 1)[0].split()
        if not words:
            continue
        name = words[0].lower()
        if not NAME.match(name) or words[1:] not in ([], ["teacher"]):
            raise SystemExit(f"{path}:{number}: expected 'name' or 'name teacher' (lower-case letters, digits, - and _), "
                             f"got {raw!r}")
        names.add(name)
        if words[1:] == ["teacher"]:
            teachers.add(name)
    if not teachers:
        raise SystemExit(f"{path}: no teacher (end the teacher's line with ' teacher')")
    return names, teachers


def bytes_of(size: str) -> int:
    unit = size[-1:].upper()
    return int(float(size[:-1]) * UNITS[unit]) if unit in UNITS else int(size)


def ensure_unix_user(name: str) -> pwd.struct_passwd:
    """The student's own Unix user, made on first start; a name held by any other account is refused."""
    try:
        gid = grp.getgrnam(GROUP).gr_gid
    except KeyError:
        subprocess.run(["groupadd", "--system", GROUP], check=True, timeout=30)
        gid = grp.getgrnam(GROUP).gr_gid
    try:
        user = pwd.getpwnam(name)
    except KeyError:
        HOMES.mkdir(parents=True, exist_ok=True)
        subprocess.run(["useradd", "--create-home", "--base-dir", str(HOMES), "--gid", GROUP,
                        "--shell", "/usr/sbin/nologin", name], check=True, timeout=30)
        user = pwd.getpwnam(name)
    if user.pw_gid != gid:
        raise RuntimeError(f"{name!r} is an existing account outside the class group {GROUP!r}: refusing to run it")
    Path(user.pw_dir).chmod(0o700)
    return user


def _run(*cmd: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    return subprocess.run(cmd, check=True, timeout=timeout, capture_output=True, text=True)


def _image_of(name: str) -> Path:
    return DISKS / f"{name}.ext4"


def _new_image(image: Path, user: pwd.struct_passwd) -> None:
    """A sparse file of DISK bytes holding an empty ext4 whose top folder is the student's (no root reserve)."""
    part = image.with_suffix(".part")
    part.unlink(missing_ok=True)
    fd = os.open(part, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
    try:
        os.ftruncate(fd, bytes_of(DISK))
    finally:
        os.close(fd)
    _run("mkfs.ext4", "-q", "-F", "-m", "0", "-E", f"root_owner={user.pw_uid}:{user.pw_gid}", str(part))
    os.replace(part, image)


def _fsck(image: Path) -> None:
    """Repair what a crash left (e2fsck -p); a file system it cannot repair alone stops this student's start.
    Not while a loop device still holds the image (mounted in a namespace a leftover process keeps alive)."""
    if _run("losetup", "--associated", str(image)).stdout.strip():
        return
    done = subprocess.run(["e2fsck", "-p", str(image)], capture_output=True, text=True, timeout=600)
    if done.returncode >= 4:
        raise RuntimeError(f"{image}: e2fsck could not repair it alone (exit {done.returncode}): "
                           f"{done.stdout[-500:]}{done.stderr[-500:]} -- run `e2fsck {image}` by hand")


def _mount_image(image: Path, target: Path) -> None:
    _run("mount", "-t", "ext4", "-o", "loop,nosuid,nodev", str(image), str(target))


def _move_in(home: Path, image: Path, into: str) -> None:
    """Copy what is in the (not yet mounted) home into the image (its top folder, or `into`), then empty the
    home: nothing a student had is hidden under the mount. Too much for the cap: nothing is changed."""
    stage = DISKS / f".{image.stem}.mnt"
    stage.mkdir(mode=0o700, exist_ok=True)
    _mount_image(image, stage)
    try:
        target = stage / into if into else stage
        if into:
            target.mkdir(mode=0o700)
            shutil.copystat(home, target)
            os.chown(target, home.stat().st_uid, home.stat().st_gid)
        copy = subprocess.run(["cp", "-a", "--one-file-system", "--", f"{home}/.", f"{target}/"],
                              capture_output=True, text=True, timeout=1800)
        if copy.returncode != 0:
            if into:
                shutil.rmtree(target, ignore_errors=True)
            raise RuntimeError(f"{home} could not be moved into its {DISK} disk ({copy.stderr.strip()[-300:]}): "
                               f"raise TUTOR_HUB_DISK or make room; the home was left as it was")
    finally:
        _run("umount", str(stage))
        stage.rmdir()
    for child in list(home.iterdir()):  # copied: now removed from under the mount point (links not followed)
        if child.is_dir() and not child.is_symlink():
            shutil.rmtree(child)
        else:
            child.unlink()


def home_on_disk(user: pwd.struct_passwd) -> None:
    """The student's home is their own ext4 file system of DISK bytes (a loop-mounted image file under DISKS):
    made on first start, with what the home held moved in; checked and mounted when it is not mounted; left
    mounted when the server stops (see post_stop_hook). Calling it again changes nothing."""
    home = Path(user.pw_dir)
    if os.path.ismount(home):
        return
    image = _image_of(user.pw_name)
    fresh = not image.exists()
    if fresh:
        _new_image(image, user)
    else:
        _fsck(image)
    if any(home.iterdir()):
        try:
            _move_in(home, image, "" if fresh else time.strftime("moved-in-%Y%m%dT%H%M%S", time.gmtime()))
        except BaseException:
            if fresh:
                image.unlink(missing_ok=True)
            raise
    _mount_image(image, home)
    with contextlib.suppress(FileNotFoundError):
        (home / "lost+found").rmdir()  # empty on a new file system; e2fsck makes it again when it needs it
    os.chown(home, user.pw_uid, user.pw_gid)
    home.chmod(0o700)


def mount_existing_homes(names: set[str]) -> None:
    """At the hub's start: every home that has an image is mounted, so the teacher's report reads them all."""
    for name in sorted(names):
        if not _image_of(name).exists():
            continue
        try:
            home_on_disk(pwd.getpwnam(name))
        except (KeyError, OSError, RuntimeError, subprocess.SubprocessError) as exc:
            print(f"tutor-hub: {name}'s home was not mounted at start: {exc}", flush=True)


def student_cgroups(name: str) -> dict[str, Path]:
    """The student's control group in each controller, made (or updated) with the class's limits:
    memory for all of the student's processes together, a CPU quota (and an equal share), a process count."""
    limits = {"memory": {"memory.limit_in_bytes": bytes_of(MEM)},
              "cpu": {"cpu.cfs_period_us": 100_000, "cpu.cfs_quota_us": max(1000, int(CPU * 100_000)),
                      "cpu.shares": 1024},
              "pids": {"pids.max": PIDS}}
    groups = {}
    for controller, settings in limits.items():
        group = CGROUPS / controller / GROUP / name
        group.mkdir(parents=True, exist_ok=True)
        for file, value in settings.items():
            (group / file).write_text(str(value))
        groups[controller] = group
    if (groups["memory"] / "memory.memsw.limit_in_bytes").exists():  # with swap: the same cap on memory + swap
        with contextlib.suppress(OSError):
            (groups["memory"] / "memory.memsw.limit_in_bytes").write_text(str(bytes_of(MEM)))
    return groups


async def empty_cgroups(name: str, timeout: float = 30) -> bool:
    """End every process in the student's control groups (not only the server's session: a process started
    with setsid is still in them) and wait until they are empty; True when they are. New processes are refused
    first (pids.max 0), so nothing can fork faster than it is killed."""
    groups = [CGROUPS / controller / GROUP / name for controller in ("pids", "memory", "cpu")]
    with contextlib.suppress(OSError):
        (groups[0] / "pids.max").write_text("0")
    deadline = time.monotonic() + timeout
    while True:
        pids = set()
        for group in groups:
            with contextlib.suppress(OSError):
                pids.update(int(p) for p in (group / "cgroup.procs").read_text().split())
        if not pids:
            return True
        if time.monotonic() > deadline:
            print(f"tutor-hub: {name}: processes {sorted(pids)} still in the control groups after {timeout} s",
                  flush=True)
            return False
        for pid in pids:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, 9)
        await asyncio.sleep(0.1)


_libc = ctypes.CDLL(None, use_errno=True)  # loaded before any fork: the spawn hook below runs between fork and exec
CLONE_NEWNS, CLONE_NEWIPC = 0x20000, 0x08000000
MS_NOSUID, MS_NODEV, MS_REC, MS_PRIVATE, MNT_DETACH = 0x2, 0x4, 0x4000, 0x40000, 2
LOCKS = 1 << 20  # /run/lock (and /var/lock, its link): lock files only


def _mount(source: bytes, target: bytes, fstype: bytes | None, flags: int, data: bytes | None) -> None:
    if _libc.mount(source, target, fstype, flags, data) != 0:
        err = ctypes.get_errno()
        raise OSError(err, f"mount {target.decode()}: {os.strerror(err)}")


def ipc_limits(cap: int) -> dict[str, str]:
    """The student's IPC namespace's limits (/proc/sys/kernel): SysV shared memory at most `cap` bytes in all
    (shmmax per segment, shmall in pages for all segments, 64 segments); message queues and semaphores small."""
    page = os.sysconf("SC_PAGE_SIZE")
    return {"shmmax": str(cap), "shmall": str(cap // page), "shmmni": "64",
            "msgmni": "16", "msgmax": "8192", "msgmnb": "16384", "sem": "250 8000 32 32"}


def private_tmp(own_home: bytes, ipc: dict[str, str]) -> None:
    """In a mount and an IPC namespace of the student's own: a fresh /tmp, /var/tmp, /dev/shm and /run/lock
    (tmpfs, bounded, seen by no one else); SysV shared memory, semaphores and message queues that no one else
    sees, capped by `ipc`, and gone with the student's last process."""
    if _libc.unshare(CLONE_NEWNS | CLONE_NEWIPC) != 0:
        err = ctypes.get_errno()
        raise OSError(err, f"unshare: {os.strerror(err)}")
    for key, value in ipc.items():
        with open(f"/proc/sys/kernel/{key}", "w") as f:
            f.write(value)
    _mount(b"none", b"/", None, MS_REC | MS_PRIVATE, None)  # nothing mounted here shows outside
    sizes = {b"/tmp": bytes_of(TMP), b"/var/tmp": bytes_of(TMP), b"/dev/shm": bytes_of(TMP), b"/run/lock": LOCKS}
    for target, size in sizes.items():
        if os.path.isdir(target) and not os.path.islink(target):
            _mount(b"tmpfs", target, b"tmpfs", MS_NOSUID | MS_NODEV, f"size={size},mode=1777".encode())
    # the other students' home file systems are not kept busy by this namespace (their folders stay mode 700)
    with open("/proc/self/mountinfo", "rb") as f:
        points = [line.split()[4] for line in f]
    for point in points:
        path = point.decode("unicode_escape").encode("latin-1")  # mountinfo writes space etc. as \ooo
        if os.path.dirname(path) == bytes(HOMES) and path != own_home:
            _libc.umount2(path, MNT_DETACH)


class ClassroomSpawner(LocalProcessSpawner):
    """The local process spawner, whose server (and so every kernel it starts) runs, as the student, in the
    student's control groups and namespaces (mount, IPC): set up as root between fork and exec. Its stop ends
    every process in the student's control groups, and returns once they are empty."""

    def make_preexec_fn(self, name: str) -> Any:
        become_student = super().make_preexec_fn(name)
        procs = [str(group / "cgroup.procs") for group in student_cgroups(name).values()]
        own_home = os.fsencode(pwd.getpwnam(name).pw_dir)
        ipc = ipc_limits(bytes_of(MEM))

        def preexec() -> None:
            for path in procs:
                with open(path, "w") as f:
                    f.write(str(os.getpid()))
            private_tmp(own_home, ipc)
            become_student()

        return preexec

    async def stop(self, now: bool = False) -> None:
        await super().stop(now=now)
        await empty_cgroups(self.user.name)


async def post_stop_hook(spawner: object) -> None:
    """End what remains in the student's control groups (also when the server died by itself), then remove
    the groups; with the last process goes the student's IPC namespace, and its shared memory with it.
    The home's file system stays mounted: the teacher's `tutor report` reads the homes of stopped servers too,
    and the next start finds it ready."""
    await empty_cgroups(spawner.user.name)  # type: ignore[attr-defined]
    for controller in ("memory", "cpu", "pids"):
        with contextlib.suppress(OSError):
            (CGROUPS / controller / GROUP / spawner.user.name).rmdir()  # type: ignore[attr-defined]


async def pre_spawn_hook(spawner: object) -> None:
    """One Unix user and home (a file system of DISK bytes) per student; the lessons copied in (edited copies
    are kept)."""
    name = spawner.user.name  # type: ignore[attr-defined]
    if not NAME.match(name):
        raise RuntimeError(f"{name!r} is not a usable name for a Unix account")
    user = ensure_unix_user(name)
    if not await empty_cgroups(name):  # left over by a hub that was killed: ended before a new start
        raise RuntimeError(f"{name}'s processes from an earlier server could not be ended")
    home_on_disk(user)
    subprocess.run(["runuser", "-u", name, "--", str(ENV / "bin" / "tutor"), "notebooks",
                    str(Path(user.pw_dir) / "lessons"), "--lang", LANG],
                   check=True, timeout=120, stdout=subprocess.DEVNULL)


class Throttle:
    """Consecutive failed sign-ins per key (a name, an address): from the `free`-th on, each failure holds the
    key for 1, 2, 4, ... seconds (at most `most`); a success clears the key. Bounded: at most `keys`
    keys are remembered (the oldest forgotten first)."""

    def __init__(self, free: int, most: float = 60, keys: int = 4096) -> None:
        self.free, self.most, self.keys = free, most, keys
        self.failed: collections.OrderedDict[str, tuple[int, float]] = collections.OrderedDict()

    def wait(self, key: str, now: float) -> float:
        """Seconds before `key` may try again (0: now)."""
        return max(0.0, self.failed.get(key, (0, 0.0))[1] - now)

    def fail(self, key: str, now: float) -> None:
        count = self.failed.pop(key, (0, 0.0))[0] + 1
        hold = 0.0 if count < self.free else min(self.most, 2.0 ** (count - self.free))
        self.failed[key] = (count, now + hold)
        while len(self.failed) > self.keys:
            self.failed.popitem(last=False)

    def succeed(self, key: str) -> None:
        self.failed.pop(key, None)


class ClassroomAuthenticator(FirstUseAuthenticator):  # type: ignore[misc]
    """FirstUseAuthenticator with failed sign-ins slowed down, per name and per address: from the 3rd
    consecutive failure of a name (the 10th of an address: a class may sign in from behind one address), that
    name (address) is held for 1 s, then 2, 4, 8, 16, 32 and 60 s after each further failure; an attempt during
    a hold is refused without its password being checked. A success resets the name and the address."""

    by_name = Throttle(free=3)
    by_address = Throttle(free=10)

    async def authenticate(self, handler: Any, data: dict[str, str]) -> str | None:
        name = f"name:{self.normalize_username(data.get('username', ''))}"
        address = f"address:{handler.request.remote_ip}"
        now = time.monotonic()
        wait = max(self.by_name.wait(name, now), self.by_address.wait(address, now))
        if wait > 0:
            handler.custom_login_error = f"Too many failed sign-ins: wait {int(wait) + 1} s and try again."
            self.log.warning("sign-in refused unchecked (held %.1f s more): %s from %s", wait, name, address)
            return None
        result = await super().authenticate(handler, data)
        if result is None:
            self.by_name.fail(name, time.monotonic())
            self.by_address.fail(address, time.monotonic())
        else:
            self.by_name.succeed(name)
            self.by_address.succeed(address)
        return result  # type: ignore[no-any-return]


everyone, teachers = read_roster(ROSTER)
mount_existing_homes(everyone)

# -- where it listens: loopback only ------------------------------------------------------------------
c.JupyterHub.bind_url = f"http://127.0.0.1:{PORT}"
c.JupyterHub.hub_bind_url = f"http://127.0.0.1:{API_PORT}"
c.ConfigurableHTTPProxy.api_url = f"http://127.0.0.1:{PROXY_API_PORT}"
c.ConfigurableHTTPProxy.command = [str(PREFIX / "proxy" / "node_modules" / ".bin" / "configurable-http-proxy")]
c.ConfigurableHTTPProxy.pid_file = str(STATE / "proxy.pid")
c.JupyterHub.db_url = f"sqlite:///{STATE / 'jupyterhub.sqlite'}"
c.JupyterHub.cookie_secret_file = str(STATE / "cookie_secret")

# -- who may sign in: the roster, each with a password chosen at first sign-in --------------------------
c.JupyterHub.authenticator_class = ClassroomAuthenticator  # FirstUseAuthenticator, failures slowed down
c.FirstUseAuthenticator.dbm_path = str(STATE / "passwords.dbm")
c.FirstUseAuthenticator.create_users = False  # only names on the roster (or added by the teacher) exist
c.FirstUseAuthenticator.min_password_length = 8
c.Authenticator.allowed_users = everyone
c.Authenticator.admin_users = teachers

# -- one Unix user, home, control group and /tmp per student ---------------------------------------------
c.JupyterHub.spawner_class = ClassroomSpawner
c.Spawner.pre_spawn_hook = pre_spawn_hook
c.Spawner.post_stop_hook = post_stop_hook
# prlimit: one process's address space is also capped, so one huge allocation is a MemoryError in the kernel
# rather than the control group's out-of-memory killer; and one file's size
c.Spawner.cmd = ["prlimit", f"--as={bytes_of(MEM)}", f"--nproc={PIDS}", f"--fsize={bytes_of(FILE)}", "--",
                 str(ENV / "bin" / "jupyterhub-singleuser")]
# kernels talk to the server over Unix sockets in the student's own runtime folder (mode 700), not TCP ports:
# nothing another student can reach, and no port to collide when a whole class starts at once
c.Spawner.args = ["--ServerApp.terminals_enabled=False", "--KernelManager.transport=ipc"]
if os.environ.get("TUTOR_HUB_EXPOSE_APP"):  # the browser tests read JupyterLab's state (window.jupyterapp)
    c.Spawner.args.append("--LabApp.expose_app_in_browser=True")
c.Spawner.default_url = "/lab/tree/lessons"
c.Spawner.notebook_dir = "~"
c.Spawner.mem_limit = MEM  # shown to the server; enforced by the student's memory control group
c.Spawner.cpu_limit = CPU  # shown to the server; enforced by the student's CPU control group (quota)
c.Spawner.environment = {"OPENBLAS_NUM_THREADS": "1", "OMP_NUM_THREADS": "1", "MALLOC_ARENA_MAX": "2",
                         "PATH": f"{ENV / 'bin'}:/usr/local/bin:/usr/bin:/bin"}
c.Spawner.start_timeout = 120
c.Spawner.http_timeout = 120

# -- idle servers are stopped (their files stay) ----------------------------------------------------------
services = [{"name": "idle-culler",
             "command": [str(ENV / "bin" / "python"), "-m", "jupyterhub_idle_culler", f"--timeout={IDLE}",
                         f"--cull-every={max(10, min(300, IDLE // 4))}"]}]
roles = [{"name": "idle-culler", "services": ["idle-culler"],
          "scopes": ["list:users", "read:users:activity", "read:servers", "delete:servers"]}]
token = os.environ.get("TUTOR_HUB_SERVICE_TOKEN")
if token:
    services.append({"name": "tutor-test", "api_token": token})
    roles.append({"name": "tutor-test", "services": ["tutor-test"],
                  "scopes": ["admin:users", "admin:servers", "access:servers", "list:users", "read:users"]})
c.JupyterHub.services = services
c.JupyterHub.load_roles = roles
