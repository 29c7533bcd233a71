"""JupyterHub for a class on one machine: `make hub` copies this file into the hub's folder and runs it.

Every setting a teacher may change is an environment variable (the Makefile passes them; defaults below):

    TUTOR_HUB_PREFIX    /opt/tutor-hub   env/ (Python with the tutor), proxy/ (npm), state/ (db, secrets)
    TUTOR_HUB_PORT      8000             the address students open: http://127.0.0.1:PORT/ (loopback only)
    TUTOR_HUB_ROSTER    PREFIX/roster.txt   one name a line; the teacher's line ends in " teacher"
    TUTOR_HUB_LANG      en               the language of the lesson notebooks copied into each home
    TUTOR_HUB_MEM       2G               address-space cap per student server and its kernels (enforced)
    TUTOR_HUB_CPU       1                CPUs per student (advertised only: local spawning cannot enforce it)
    TUTOR_HUB_IDLE      3600             seconds of inactivity after which a student's server is stopped
    TUTOR_HUB_HOMES     /home            where the students' homes are made (one Unix user per student)

For tests and the load script only: TUTOR_HUB_STATE, TUTOR_HUB_API_PORT, TUTOR_HUB_PROXY_API_PORT (a second
hub beside a running one), TUTOR_HUB_SERVICE_TOKEN (a service that may create users and start servers) and
TUTOR_HUB_EXPOSE_APP (JupyterLab's page state readable by the browser tests).
"""

from __future__ import annotations

import grp
import os
import pwd
import re
import subprocess
from pathlib import Path

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
IDLE = int(os.environ.get("TUTOR_HUB_IDLE", "3600"))
HOMES = Path(os.environ.get("TUTOR_HUB_HOMES", "/home"))
GROUP = "tutor-class"  # every student's Unix user has it as primary group; no other account is ever used
NAME = re.compile(r"^[a-z][a-z0-9_-]{0,30}$")
UNITS = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}

STATE.mkdir(parents=True, exist_ok=True)
STATE.chmod(0o700)


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


def pre_spawn_hook(spawner: object) -> None:
    """One Unix user and home per student; the lessons copied in (edited copies are kept)."""
    name = spawner.user.name  # type: ignore[attr-defined]
    if not NAME.match(name):
        raise RuntimeError(f"{name!r} is not a usable name for a Unix account")
    user = ensure_unix_user(name)
    subprocess.run(["runuser", "-u", name, "--", str(ENV / "bin" / "tutor"), "notebooks",
                    str(Path(user.pw_dir) / "lessons"), "--lang", LANG],
                   check=True, timeout=120, stdout=subprocess.DEVNULL)


everyone, teachers = read_roster(ROSTER)

# -- where it listens: loopback only ------------------------------------------------------------------
c.JupyterHub.bind_url = f"http://127.0.0.1:{PORT}"
c.JupyterHub.hub_bind_url = f"http://127.0.0.1:{API_PORT}"
c.ConfigurableHTTPProxy.api_url = f"http://127.0.0.1:{PROXY_API_PORT}"
c.ConfigurableHTTPProxy.command = [str(PREFIX / "proxy" / "node_modules" / ".bin" / "configurable-http-proxy")]
c.ConfigurableHTTPProxy.pid_file = str(STATE / "proxy.pid")
c.JupyterHub.db_url = f"sqlite:///{STATE / 'jupyterhub.sqlite'}"
c.JupyterHub.cookie_secret_file = str(STATE / "cookie_secret")

# -- who may sign in: the roster, each with a password chosen at first sign-in --------------------------
c.JupyterHub.authenticator_class = "firstuseauthenticator.FirstUseAuthenticator"
c.FirstUseAuthenticator.dbm_path = str(STATE / "passwords.dbm")
c.FirstUseAuthenticator.create_users = False  # only names on the roster (or added by the teacher) exist
c.FirstUseAuthenticator.min_password_length = 8
c.Authenticator.allowed_users = everyone
c.Authenticator.admin_users = teachers

# -- one Unix user, home and process tree per student -----------------------------------------------------
c.JupyterHub.spawner_class = "localprocess"
c.Spawner.pre_spawn_hook = pre_spawn_hook
c.Spawner.cmd = ["prlimit", f"--as={bytes_of(MEM)}", "--nproc=512", "--", str(ENV / "bin" / "jupyterhub-singleuser")]
c.Spawner.args = ["--ServerApp.terminals_enabled=False"]
if os.environ.get("TUTOR_HUB_EXPOSE_APP"):  # the browser tests read JupyterLab's state (window.jupyterapp)
    c.Spawner.args.append("--LabApp.expose_app_in_browser=True")
c.Spawner.default_url = "/lab/tree/lessons"
c.Spawner.notebook_dir = "~"
c.Spawner.mem_limit = MEM  # shown to the server; the cap itself is prlimit --as above
c.Spawner.cpu_limit = CPU  # advertised only (LocalProcessSpawner does not enforce CPU limits)
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
