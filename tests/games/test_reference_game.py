"""The guide's reference game (``tests/reference_game/``) passes the per-game tests as a fifth registered game.

``make test-reference`` runs every test parametrized by game, with the reference game registered
(``pytest --reference-game``), on the reference game alone; this test runs the same in a fresh process, so the
game a newcomer is told to copy keeps working. Without the registration no test runs on it, and the test fails.
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml
from babel.messages.pofile import read_po

from tests.game_packages import OPTION, reference_locales
from tutor.text.catalog import UI_DOMAIN, languages, po_messages
from tutor.text.clauses import MIN_COVERAGE, load_clause_file

ROOT = Path(__file__).resolve().parents[2]
# everything but the notebooks' browser, site and classroom tests: the reference game ships no notebooks
SELECT = ["--ignore", "tests/games/test_reference_game.py", "-k", "pebbles or reference_game",
          "-m", "not browser and not lite and not hub and not slow"]
LEAST = 90  # test cases it joins today (100): a drop means a per-game test stopped reaching it


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


# -- its rulebook and catalogs (the project's catalog tests check the project's locales/, not these) -------------
PLACEHOLDER = re.compile(r"%\((\w+)\)s")


def _catalog(lang: str, domain: str) -> dict[tuple[str | None, str], Any]:
    with (reference_locales() / lang / "LC_MESSAGES" / f"{domain}.po").open("rb") as f:
        return {(m.context, m.id if isinstance(m.id, str) else m.id[0]): m.string for m in read_po(f, locale=lang) if m.id}


def _messages() -> set[tuple[str, ...]]:
    """Every message its code marks (``N_``: the text; ``nN_``: both forms) and every reason of ``unenforced.yaml``."""
    folder = reference_locales().parent
    out: set[tuple[str, ...]] = set()
    for path in sorted(folder.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            name = getattr(node.func, "id", "") if isinstance(node, ast.Call) else ""
            if name in ("N_", "nN_"):
                out.add(tuple(a.value for a in node.args[: 1 if name == "N_" else 2]))  # type: ignore[attr-defined]
    reasons = yaml.safe_load((folder / "unenforced.yaml").read_text(encoding="utf-8")) or {}
    return out | {(str(r),) for r in reasons.values()}


def test_the_reference_rulebook_is_verbatim_and_covers_its_source():
    cf = load_clause_file(reference_locales() / "clauses" / "pebbles.yaml")  # raises on any non-verbatim span
    assert cf.coverage >= MIN_COVERAGE, f"covers {cf.coverage:.1%}"
    assert {c.kind for c in cf.clauses} >= {"rule", "heading"}


@pytest.mark.parametrize("lang", [x for x in languages() if x != "en"])
def test_every_clause_and_message_of_the_reference_game_is_translated(lang):
    cf = load_clause_file(reference_locales() / "clauses" / "pebbles.yaml")
    rules = _catalog(lang, "pebbles")
    assert [c.id for c in cf.clauses if not rules.get((c.id, c.text))] == []
    ui = {**po_messages(UI_DOMAIN, lang), **_catalog(lang, "tutor")}  # a message the project has keeps its own
    missing, wrong = [], []
    for forms in sorted(_messages()):
        got = ui.get((None, forms[0]))
        if not got:
            missing.append(forms[0])
            continue
        wanted = set(PLACEHOLDER.findall(forms[-1]))
        wrong += [s for s in ([got] if isinstance(got, str) else got) if set(PLACEHOLDER.findall(s)) != wanted]
    assert not missing, f"{lang}: untranslated {missing}"
    assert not wrong, f"{lang}: placeholders differ from the English in {wrong}"
