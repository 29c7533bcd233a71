"""Imports in one direction: no circle anywhere in ``tutor/``, and each layer uses only the layers below it
(DESIGN.md: games use core and text; the notebook uses core, text and progress and knows no game by name;
core knows no game and no widget)."""

from __future__ import annotations

from tests.import_graph import circles, edges, path_between

# what each part of the package may import besides itself (the top-level modules: cli, bench, duel, ...)
ALLOWED = {
    "core": set(),
    "resources": {"core"},
    "text": {"core", "resources"},
    "games": {"core", "text", "resources"},
    "progress": {"core", "text", "resources"},
    "notebook": {"core", "text", "progress", "resources"},
}


def _part(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ""


def test_the_graph_is_read_from_the_source():
    graph = edges()
    assert "tutor.core.game" in graph["tutor.core.registry"]
    assert "tutor.core.verdict" in graph["tutor.core.errors"]  # under TYPE_CHECKING: counted too
    assert "tutor.progress.stats" in graph["tutor.progress.record"]  # inside a function: counted too


def test_no_module_of_tutor_imports_itself_back():
    found = circles()
    shown = []
    for part in found:
        first, second = part[0], next(m for m in part[1:] if part[0] in path_between(m, part[0]))
        shown.append(" -> ".join(path_between(first, second) + path_between(second, first)[1:]))
    assert not found, "import circles:\n" + "\n".join(shown)


def test_each_part_imports_only_the_parts_below_it():
    wrong = []
    for module, targets in edges().items():
        part = _part(module)
        if part not in ALLOWED:
            continue
        for target, line in targets.items():
            other = _part(target)
            if other != part and other not in ALLOWED[part]:
                wrong.append(f"{module}:{line} imports {target}")
    assert not wrong, "\n".join(wrong)


def test_a_game_never_imports_another_game():
    wrong = [f"{m}:{line} imports {t}" for m, ts in edges().items() if m.startswith("tutor.games.")
             for t, line in ts.items() if t.startswith("tutor.games.") and t.split(".")[2] != m.split(".")[2]]
    assert not wrong, "\n".join(wrong)


# the notebook's three kinds (tutor/notebook/__init__.py): saved < live < the code cell's front doors < publish
NOTEBOOK_ORDER = ("saved", "live", "", "publish")


def _notebook_kind(module: str) -> str:
    parts = module.split(".")
    return parts[2] if len(parts) > 3 else ""


def test_the_notebook_kinds_import_one_way():
    wrong = []
    for module, targets in edges().items():
        if not module.startswith("tutor.notebook.") or module == "tutor.notebook":
            continue
        rank = NOTEBOOK_ORDER.index(_notebook_kind(module))
        for target, line in targets.items():
            if target.startswith("tutor.notebook.") and NOTEBOOK_ORDER.index(_notebook_kind(target)) > rank:
                wrong.append(f"{module}:{line} imports {target}")
    assert not wrong, "\n".join(wrong)


def test_every_notebook_module_is_in_one_of_the_kinds():
    top = sorted(m for m in edges() if m.startswith("tutor.notebook.") and _notebook_kind(m) == "")
    assert top == ["tutor.notebook.api", "tutor.notebook.lessonbook", "tutor.notebook.live",
                   "tutor.notebook.matchcell", "tutor.notebook.publish", "tutor.notebook.quizbook",
                   "tutor.notebook.saved"], top
