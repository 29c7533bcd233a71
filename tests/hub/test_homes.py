"""Each student's home as a file system of its own (deploy/jupyterhub/jupyterhub_config.py, `home_on_disk`),
without a hub: what a home held is moved in, never hidden under the mount; a second call changes nothing; a
home too big for the cap is left as it was. Runs the hub's Python as root (needs `make hub-install`)."""

from __future__ import annotations

import json
import subprocess
import tempfile
from pathlib import Path

import pytest

from tests.hub.hubctl import CONFIG, PREFIX, missing

pytestmark = pytest.mark.hub

SCRIPT = """
import json, os, pwd, subprocess, sys
from pathlib import Path
from traitlets.config import Config
top = Path(sys.argv[1])
os.environ.update(TUTOR_HUB_PREFIX=sys.argv[2], TUTOR_HUB_STATE=str(top / "state"), TUTOR_HUB_ROSTER=str(top / "roster"),
                  TUTOR_HUB_HOMES=str(top / "homes"), TUTOR_HUB_DISK="32M", TUTOR_HUB_DISKS=str(top / "disks"))
(top / "roster").write_text("tq-teach teacher\\n")
cfg = {"get_config": Config, "__name__": "config"}
exec(compile(open(sys.argv[3]).read(), sys.argv[3], "exec"), cfg)
out = {}
users = []
try:
    user = cfg["ensure_unix_user"]("tq-move"); users.append(user)
    home = Path(user.pw_dir)
    (home / "work").mkdir()
    (home / "work" / "mine.txt").write_text("kept")
    cfg["home_on_disk"](user)
    out["mounted"] = os.path.ismount(home)
    out["kept"] = (home / "work" / "mine.txt").read_text()
    out["listing"] = sorted(os.listdir(home))
    out["owner"] = home.stat().st_uid == user.pw_uid and home.stat().st_mode & 0o777 == 0o700
    cfg["home_on_disk"](user)  # again: nothing changes
    out["again"] = sorted(os.listdir(home))
    subprocess.run(["umount", str(home)], check=True)
    out["under"] = os.listdir(home)  # nothing left hidden under the mount point
    (home / "stray.txt").write_text("stray")
    cfg["home_on_disk"](user)  # an image exists and something sits under the mount point: moved in
    moved = [n for n in os.listdir(home) if n.startswith("moved-in-")]
    out["moved"] = [(home / m / "stray.txt").read_text() for m in moved]
    big = cfg["ensure_unix_user"]("tq-big"); users.append(big)
    with open(Path(big.pw_dir) / "huge.bin", "wb") as f:
        f.write(os.urandom(40 << 20))
    try:
        cfg["home_on_disk"](big)
        out["too_big"] = "mounted"
    except RuntimeError as exc:
        out["too_big"] = str(exc)
    out["big_home"] = (os.path.ismount(big.pw_dir), os.path.getsize(Path(big.pw_dir) / "huge.bin") >> 20,
                       (top / "disks" / "tq-big.ext4").exists())
finally:
    for u in users:
        subprocess.run(["umount", u.pw_dir], capture_output=True)
        subprocess.run(["userdel", "--remove", u.pw_name], capture_output=True)
print("RESULT", json.dumps(out))
"""


def test_a_home_is_moved_into_its_own_file_system_and_a_home_too_big_is_left_alone() -> None:
    why = missing()
    if why:
        pytest.skip(why)
    with tempfile.TemporaryDirectory(prefix="tutor-homes-test-") as top:
        done = subprocess.run([str(PREFIX / "env" / "bin" / "python"), "-c", SCRIPT, top, str(PREFIX), str(CONFIG)],
                              capture_output=True, text=True, timeout=300)
        assert "RESULT" in done.stdout, done.stdout + done.stderr
        out = json.loads(done.stdout.split("RESULT", 1)[1])
        assert not list(Path(top, "homes").glob("*/*")), "a test user's home was left behind"
    assert out["mounted"] and out["owner"]
    assert out["kept"] == "kept"
    assert "work" in out["listing"] and "lost+found" not in out["listing"]
    assert out["again"] == out["listing"]
    assert out["under"] == []
    assert out["moved"] == ["stray"]
    assert "raise TUTOR_HUB_DISK" in out["too_big"], out["too_big"]
    assert out["big_home"] == [False, 40, False]  # not mounted, its file still there, no image left
