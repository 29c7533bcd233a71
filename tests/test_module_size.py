"""Small modules: no file of the package over 600 lines (split along a seam, as the games' boards and engines are)."""

from __future__ import annotations

from tests.import_graph import ROOT

LIMIT = 600


def test_no_module_of_tutor_is_over_600_lines():
    sizes = {p.relative_to(ROOT.parent).as_posix(): len(p.read_text(encoding="utf-8").splitlines())
             for p in ROOT.rglob("*.py")}
    assert len(sizes) > 100
    assert not {p: n for p, n in sizes.items() if n > LIMIT}
