"""Slide decks of the lesson notebooks: nbconvert's reveal.js exporter, with every script served locally.

``python -m tutor.notebook.slides OUT --lib LIB`` writes ``OUT/<lang>/<game>/<lesson>.slides.html`` for every
lesson notebook, without code (the teacher shows the rule, the board and the verdict), and copies into
``OUT/lib`` the reveal.js, RequireJS and jQuery that ``make slides`` installs from the npm registry into LIB
(the exporter's defaults point at CDNs, which a classroom machine may not reach).
"""

from __future__ import annotations

import argparse
import shutil
import sys
from collections.abc import Sequence
from pathlib import Path

from tutor.notebook.generate import default_root

# MathJax is not used, but reveal's template calls it on every slide change; an empty stand-in keeps the
# console clean.
MATHJAX_STUB = "window.MathJax = {Hub: {getAllJax: function () { return []; }, Rerender: function () {}}};\n"
MERMAID_STUB = "export default {initialize: function () {}};\n"  # no diagrams either
LIB_FILES = {  # what the decks load, from the npm packages
    "reveal.js": "reveal.js",
    "require.js": "requirejs/require.js",
    "jquery.min.js": "jquery/dist/jquery.min.js",
}


def lesson_notebooks(root: Path) -> list[Path]:
    """The lesson notebooks (numbered, neither the full game nor the quiz) of every language."""
    return sorted(p for p in root.glob("*/*/[0-9][0-9]-*.ipynb") if not p.stem.endswith(("full-game", "quiz")))


def copy_lib(lib: Path, out: Path) -> None:
    """reveal.js (its dist and notes plugin), require.js and jQuery into ``out/lib``."""
    target = out / "lib"
    if target.exists():
        shutil.rmtree(target)
    (target / "reveal.js").mkdir(parents=True)
    for part in ("dist", "plugin"):
        shutil.copytree(lib / "node_modules" / "reveal.js" / part, target / "reveal.js" / part)
    for name, src in LIB_FILES.items():
        if name != "reveal.js":
            shutil.copy(lib / "node_modules" / src, target / name)
    (target / "mathjax-stub.js").write_text(MATHJAX_STUB, encoding="utf-8")
    (target / "mermaid-stub.mjs").write_text(MERMAID_STUB, encoding="utf-8")


def build(root: Path, out: Path, lib: Path, only: Sequence[str] = ()) -> list[Path]:
    """Every lesson deck (or those whose path starts with one of ``only``); the files written."""
    import nbformat
    from nbconvert import SlidesExporter

    copy_lib(lib, out)
    written = []
    for nb_path in lesson_notebooks(root):
        rel = nb_path.relative_to(root)
        if only and not any(rel.as_posix().startswith(o) for o in only):
            continue
        depth = "../" * (len(rel.parts) - 1)
        exporter = SlidesExporter(exclude_input=True, exclude_input_prompt=True, exclude_output_prompt=True,
                                  reveal_url_prefix=f"{depth}lib/reveal.js", require_js_url=f"{depth}lib/require.js",
                                  jquery_url=f"{depth}lib/jquery.min.js", mathjax_url=f"{depth}lib/mathjax-stub.js",
                                  mermaid_js_url=f"{depth}lib/mermaid-stub.mjs",
                                  reveal_scroll=True)
        body, _ = exporter.from_notebook_node(nbformat.read(str(nb_path), as_version=4))
        dest = out / rel.with_suffix(".slides.html")
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_text(body, encoding="utf-8")
        written.append(dest)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tutor.notebook.slides", description=__doc__.splitlines()[0])
    ap.add_argument("out", type=Path)
    ap.add_argument("--lib", type=Path, required=True, help="the folder where npm installed reveal.js etc.")
    ap.add_argument("--root", type=Path, default=default_root())
    ap.add_argument("--only", nargs="*", default=(), help="path prefixes, e.g. en/china")
    args = ap.parse_args(argv)
    written = build(args.root, args.out, args.lib, args.only)
    print(f"{len(written)} decks in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
