"""Build the Ludic app with PyInstaller and ``build.spec``, on Windows, macOS or Linux.

    python tools/build_app.py              # one folder (fast start): dist/Ludic/ (Ludic.app on macOS)
    python tools/build_app.py --onefile    # one file: dist/onefile/Ludic (Ludic.exe on Windows)
    python tools/build_app.py --smoke      # ... then run the smoke test from the frozen build

The one-folder and one-file builds go to different folders because both are called ``Ludic``.
``--dist`` and ``--work`` choose other folders (CI builds under ``build/``). The spec reads
``LUDIC_ONEFILE``; this wrapper sets it. Exit status: PyInstaller's, then the smoke test's.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP = "Ludic"


def executable(dist: Path, onefile: bool) -> Path:
    """The program a user double-clicks (inside the .app on macOS)."""
    exe = APP + (".exe" if sys.platform.startswith("win") else "")
    if sys.platform == "darwin":
        return dist / f"{APP}.app" / "Contents" / "MacOS" / APP
    return dist / exe if onefile else dist / APP / exe


def default_dist(onefile: bool) -> Path:
    return ROOT / "dist" / ("onefile" if onefile else "")


def build(onefile: bool, dist: Path, work: Path, quiet: bool = False) -> int:
    env = dict(os.environ)
    env["LUDIC_ONEFILE"] = "1" if onefile else "0"
    cmd = [sys.executable, "-m", "PyInstaller", str(ROOT / "build.spec"), "--noconfirm",
           "--distpath", str(dist), "--workpath", str(work)]
    if quiet:
        cmd += ["--log-level", "WARN"]
    print("$", " ".join(cmd), flush=True)
    started = time.perf_counter()
    rc = subprocess.call(cmd, cwd=ROOT, env=env)
    print(f"build {'failed' if rc else 'done'} in {time.perf_counter() - started:.1f} s:"
          f" {executable(dist, onefile)}", flush=True)
    return rc


def smoke(exe: Path) -> int:
    env = dict(os.environ)
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    return subprocess.call([str(exe), "--smoke"], env=env)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--onefile", action="store_true", help="one executable file")
    parser.add_argument("--dist", type=Path, help="output folder (default dist/ or dist/onefile/)")
    parser.add_argument("--work", type=Path, help="PyInstaller's work folder (default build/)")
    parser.add_argument("--smoke", action="store_true", help="run Ludic --smoke afterwards")
    parser.add_argument("--quiet", action="store_true", help="only PyInstaller's warnings")
    args = parser.parse_args(argv)
    dist = (args.dist or default_dist(args.onefile)).resolve()
    work = (args.work or ROOT / "build" / ("onefile" if args.onefile else "onedir")).resolve()
    rc = build(args.onefile, dist, work, args.quiet)
    if rc == 0 and args.smoke:
        rc = smoke(executable(dist, args.onefile))
    return rc


if __name__ == "__main__":
    raise SystemExit(main())
