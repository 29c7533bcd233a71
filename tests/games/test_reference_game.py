"""The guide's reference game (``tests/reference_game/``) passes the per-game tests as a fifth registered game.

``make test-reference`` runs every test parametrized by game, with the reference game registered
(``pytest --reference-game``), on the reference game alone; this test runs the same in a fresh process, so the
game a newcomer is told to copy keeps working. Without the registration no test runs on it, and the test fails.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from tests.game_packages import OPTION

ROOT = Path(__file__).resolve().parents[2]
# everything but the notebooks' browser, site and classroom tests: the reference game ships no notebooks
SELECT = ["-k", "pebbles", "-m", "not browser and not lite and not hub and not slow"]
LEAST = 75  # per-game test cases it joins today (81): a drop means a per-game test stopped reaching it


def run(*extra: str) -> tuple[int, str]:
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-o", "addopts=",
                           *extra, *SELECT, "tests"], cwd=ROOT, capture_output=True, text=True, timeout=600)
    return done.returncode, done.stdout + done.stderr


def test_the_reference_game_passes_every_per_game_test():
    code, out = run(OPTION)
    tail = "\n".join(out.splitlines()[-30:])
    assert code == 0, tail
    passed = re.search(r"(\d+) passed", out)
    assert passed and int(passed.group(1)) >= LEAST, tail
