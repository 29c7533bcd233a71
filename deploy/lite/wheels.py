"""Getting the site's runtime and wheels: the npm Pyodide core, wheels from PyPI, pure PyYAML, the tutor's wheel."""

from __future__ import annotations

import email.parser
import hashlib
import os
import shutil
import subprocess
import sys
import tarfile
import zipfile
from collections.abc import Callable
from pathlib import Path

from pins import ROOT, canonical


def run(cmd: list[str], **kwargs: object) -> None:
    """Run a command, echoing it; a failure stops the build."""
    print("+", " ".join(cmd), flush=True)
    subprocess.run(cmd, check=True, **kwargs)  # type: ignore[call-overload]


def sha256(path: Path) -> str:
    """The file's sha256, as Pyodide's lock writes it."""
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def pyodide_core(spec: str, cache: Path) -> Path:
    """`npm pack` the Pyodide core (e.g. pyodide@314.0.6) into the cache once; the unpacked folder."""
    name = spec.replace("@", "-") + ".tgz"
    folder = cache / spec.replace("@", "-")
    if not (folder / "pyodide-lock.json").is_file():
        cache.mkdir(parents=True, exist_ok=True)
        if not (cache / name).is_file():
            run(["npm", "pack", "--silent", spec], cwd=cache)
        shutil.rmtree(folder, ignore_errors=True)
        with tarfile.open(cache / name) as tar:
            tar.extractall(folder, filter="data")
        for item in (folder / "package").iterdir():
            item.rename(folder / item.name)
        (folder / "package").rmdir()
    return folder


def download(requirements: list[str], dest: Path, python: str) -> None:
    """`pip download` pure-Python wheels (no dependencies: every wheel the site ships is named) for Pyodide's Python."""
    dest.mkdir(parents=True, exist_ok=True)
    run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--only-binary=:all:", "--python-version", python,
         "--implementation", "py", "--abi", "none", "--platform", "any", "-d", str(dest), *requirements])


def pure_pyyaml(version: str, dest: Path) -> Path:
    """PyYAML built from its sdist without the libyaml extension: a py3-none-any wheel that runs in Pyodide."""
    found = sorted(dest.glob(f"pyyaml-{version}-py3-none-any.whl"))
    if not found:
        env = dict(os.environ, PYYAML_FORCE_LIBYAML="0")
        run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-binary", "pyyaml", "-w", str(dest),
             f"pyyaml=={version}"], env=env)
        found = sorted(dest.glob(f"pyyaml-{version}-py3-none-any.whl"))
    if not found:
        raise SystemExit(f"lite: PyYAML {version} did not build as a pure wheel (py3-none-any) in {dest}")
    return found[0]


def tutor_wheel(dest: Path, work: Path) -> Path:
    """The tutor's wheel built from this checkout, without its bundled notebooks (the site serves them as files)."""
    shutil.rmtree(work, ignore_errors=True)
    shutil.rmtree(ROOT / "build" / "lib", ignore_errors=True)
    run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation", "-w", str(work), str(ROOT)])
    (built,) = work.glob("tutor-*.whl")
    dest.mkdir(parents=True, exist_ok=True)
    out = dest / built.name
    strip_notebooks(built, out)
    return out


def strip_notebooks(src: Path, out: Path) -> None:
    """Copy a tutor wheel leaving out tutor/data/notebooks/, with its RECORD rewritten to match."""
    copy_wheel(src, out, lambda n: not n.startswith("tutor/data/notebooks/"))


def slim_babel(src: Path, out: Path, langs: list[str]) -> Path:
    """Babel's wheel with the locale data of the tutor's languages only (and the root they inherit from):
    Babel ships some 800 locales, 10 MB of the 10.2 MB wheel, and the tutor names and counts in its own
    languages only. Same file name (the lock lists it by name), its own RECORD and hash."""
    data = "babel/locale-data/"

    def keep(name: str) -> bool:
        if not name.startswith(data):
            return True
        stem = name[len(data):].removesuffix(".dat")
        return stem == "root" or any(stem == x or stem.startswith(x + "_") for x in langs)

    out.mkdir(parents=True, exist_ok=True)
    copy_wheel(src, out / src.name, keep)
    return out / src.name


def copy_wheel(src: Path, out: Path, keep: Callable[[str], bool]) -> None:
    """Copy a wheel with only the files ``keep`` accepts, its RECORD rewritten to match."""
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zout:
        record_name = next(n for n in zin.namelist() if n.endswith(".dist-info/RECORD"))
        lines = []
        for name in zin.namelist():
            if name == record_name or not keep(name):
                continue
            data = zin.read(name)
            zout.writestr(zin.getinfo(name), data)
            lines.append(f"{name},sha256={_urlsafe_digest(data)},{len(data)}")
        lines.append(f"{record_name},,")
        zout.writestr(record_name, "\n".join(lines) + "\n")


def _urlsafe_digest(data: bytes) -> str:
    import base64

    return base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode("ascii")


def wheel_name(path: Path) -> tuple[str, str]:
    """(canonical name, version) from a wheel's file name."""
    name, version = path.name.split("-")[:2]
    return canonical(name), version


def wheel_imports(path: Path) -> list[str]:
    """The top-level modules and packages a wheel installs (what `import` names load it)."""
    tops: set[str] = set()
    with zipfile.ZipFile(path) as z:
        for name in z.namelist():
            first, _, rest = name.partition("/")
            if first.endswith((".dist-info", ".data")):
                continue
            if rest:
                tops.add(first)
            elif first.endswith(".py"):
                tops.add(first[:-3])
    return sorted(tops)


def wheel_requires(path: Path) -> list[str]:
    """The canonical names of a wheel's unconditional requirements (extras and markers left out)."""
    with zipfile.ZipFile(path) as z:
        meta_name = next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))
        meta = email.parser.Parser().parsestr(z.read(meta_name).decode("utf-8"))
    names = []
    for req in meta.get_all("Requires-Dist") or []:
        if ";" in req:
            continue
        head = req.strip()
        for stop in "<>=!~[( ":
            head = head.split(stop)[0]
        names.append(canonical(head))
    return names
