"""Time from launch to the first frame: ``python -m ludic.app.bench_startup [-n 5]``.

Starts ``python main.py`` (from source) several times with a throwaway ``LUDIC_HOME`` and
``LUDIC_EXIT_AFTER_FIRST_FRAME=1``: the app prints the time of its first flip (the title screen)
and of the first frame with its buttons (pygame_gui loaded), and quits. Prints each figure and
the medians; the target is 0.5 s to the first frame. Uses the dummy video driver unless a display
is set (``DISPLAY``).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent


def once(home: str) -> tuple[float, float]:
    env = dict(os.environ, LUDIC_HOME=home, LUDIC_EXIT_AFTER_FIRST_FRAME="1",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    if not env.get("DISPLAY"):
        env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    start = time.time()
    out = subprocess.run([sys.executable, str(ROOT / "main.py"), "--size", "1280x720"],
                         env=env, capture_output=True, text=True, timeout=60, cwd=ROOT)
    marks = {}
    for line in out.stdout.splitlines():
        name, _, value = line.partition(" ")
        if name.startswith("first-frame"):
            marks[name] = float(value) - start
    if len(marks) != 2:
        raise RuntimeError(f"no first frame: {out.stdout} {out.stderr}")
    return marks["first-frame"], marks["first-frame-with-buttons"]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", type=int, default=5, help="launches (default 5)")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as home:
        once(home)  # warm the file cache
        times = [once(home) for _ in range(args.n)]
    for first, full in times:
        print(f"launch to first frame: {first * 1000:.0f} ms   (with the menu buttons: "
              f"{full * 1000:.0f} ms)")
    print(f"median {statistics.median(t[0] for t in times) * 1000:.0f} ms (target <= 500 ms); "
          f"with buttons {statistics.median(t[1] for t in times) * 1000:.0f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
