"""Measure the frozen app: bundle sizes and time to first frame.

    python -m ludic.bench_bundle [--runs 7] [--rebuild] [--no-onefile]

Prints the size of the one-folder bundle (``dist/Ludic/``, all files) and of the one-file
executable (``dist/onefile/Ludic``), building either with ``tools/build_app.py`` if it is
missing (the one-file build takes a minute or two), then the time from starting the one-folder
executable to its first drawn frame: the median of ``--runs`` runs after one warm-up run
(the first start after a build also pays for the disk cache).

The time is taken from just before the process is started to the moment the app has drawn
and flipped its first frame (the title screen), which it prints as ``first-frame <epoch>``
when ``LUDIC_EXIT_AFTER_FIRST_FRAME=1`` (see ``ludic.app.launch``); it then prints
``first-frame-with-buttons <epoch>`` once pygame_gui has made the menu buttons, and quits.
Both are reported; the target applies to the first. Runs are headless
(``SDL_VIDEODRIVER=dummy``, ``--size 1280x720``), so the figure is the app's own start-up, not
the window manager's; settings go to a temporary ``LUDIC_HOME``.

Targets: one file <= 30 MB, first frame from the one-folder build <= 1.5 s.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ONEFILE_TARGET_MB = 30.0
FIRST_FRAME_TARGET_S = 1.5
MB = 1024 * 1024


def build_tool():
    """``tools/build_app.py`` as a module (it knows where each build lands)."""
    spec = importlib.util.spec_from_file_location("ludic_build_app", ROOT / "tools" / "build_app.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def ensure_built(tool, onefile: bool, rebuild: bool) -> Path:
    dist = tool.default_dist(onefile)
    exe = tool.executable(dist, onefile)
    if rebuild or not exe.exists():
        started = time.perf_counter()
        rc = tool.build(onefile, dist, ROOT / "build" / ("onefile" if onefile else "onedir"),
                        quiet=True)
        if rc != 0:
            raise SystemExit(f"the {'one-file' if onefile else 'one-folder'} build failed ({rc})")
        print(f"built {'one file' if onefile else 'one folder'} in "
              f"{time.perf_counter() - started:.0f} s")
    return exe


def bundle_root(exe: Path) -> Path:
    """The folder that is shipped: ``Ludic/`` (or ``Ludic.app`` on macOS)."""
    if sys.platform == "darwin":
        return exe.parents[2]
    return exe.parent


def time_first_frame(exe: Path, home: Path) -> tuple[float, float]:
    """Seconds from launch to the first frame, and to the first frame with the buttons."""
    env = dict(os.environ)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", LUDIC_HOME=str(home),
               LUDIC_EXIT_AFTER_FIRST_FRAME="1")
    env.pop("LUDIC_RESOURCES", None)
    started = time.time()
    done = subprocess.run([str(exe), "--size", "1280x720"], env=env, capture_output=True,
                          text=True, timeout=120)
    marks = {}
    for line in done.stdout.splitlines():
        name, _, value = line.partition(" ")
        if name in ("first-frame", "first-frame-with-buttons"):
            marks[name] = float(value) - started
    if len(marks) != 2:
        raise SystemExit(f"{exe} with LUDIC_EXIT_AFTER_FIRST_FRAME=1 printed no first frame "
                         f"(status {done.returncode}):\n{done.stdout}\n{done.stderr}")
    return marks["first-frame"], marks["first-frame-with-buttons"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=7, help="timed starts (after one warm-up)")
    parser.add_argument("--rebuild", action="store_true", help="build both bundles afresh")
    parser.add_argument("--no-onefile", action="store_true", help="skip the one-file build")
    args = parser.parse_args(argv)

    tool = build_tool()
    onedir = ensure_built(tool, False, args.rebuild)
    size_dir = folder_size(bundle_root(onedir))
    print(f"one folder : {size_dir / MB:6.1f} MB  {bundle_root(onedir)}")
    ok = True
    if not args.no_onefile:
        onefile = ensure_built(tool, True, args.rebuild)
        size_file = (folder_size(bundle_root(onefile)) if sys.platform == "darwin"
                     else onefile.stat().st_size)
        within = size_file / MB <= ONEFILE_TARGET_MB
        ok &= within
        print(f"one file   : {size_file / MB:6.1f} MB  {onefile}  "
              f"(target <= {ONEFILE_TARGET_MB:.0f} MB: {'ok' if within else 'OVER'})")

    with tempfile.TemporaryDirectory(prefix="ludic-bench-") as home:
        time_first_frame(onedir, Path(home))  # warm-up
        runs = [time_first_frame(onedir, Path(home)) for _ in range(max(1, args.runs))]
        first = [r[0] for r in runs]
        median = statistics.median(first)
        within = median <= FIRST_FRAME_TARGET_S
        ok &= within
        print(f"first frame: {median:6.3f} s median of {len(first)} (one folder; "
              f"min {min(first):.3f}, max {max(first):.3f}; "
              f"target <= {FIRST_FRAME_TARGET_S} s: {'ok' if within else 'OVER'})")
        print(f"  with the menu buttons: {statistics.median(r[1] for r in runs):.3f} s median")
        if not args.no_onefile:
            runs = [time_first_frame(onefile, Path(home)) for _ in range(3)]
            print(f"  from the one file: {statistics.median(r[0] for r in runs):.3f} s median "
                  f"of 3 (it unpacks itself first; no target)")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
