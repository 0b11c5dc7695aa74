"""Compare the rules layer's speed between a base revision and the working tree, in one run.

    python tools/bench_compare.py BASE [LEVEL ...] [-s SECONDS] [-r ROUNDS]

The machines Ludic is measured on are shared and noisy, so figures from different runs do not
compare. This script checks BASE out into a temporary git worktree and runs
``python -m ludic.bench LEVEL -s SECONDS`` alternately from BASE and from the working tree,
ROUNDS times per level, then prints the median playouts/s and moves/s of each and their ratio.
(A base revision older than the moves/s column gets its moves/s from playouts x moves/game.)
"""

from __future__ import annotations

import argparse
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

TOP = Path(__file__).resolve().parent.parent
LINE = re.compile(r"([\d.]+) playouts/s\s+(?:(\d+) moves/s\s+)?([\d.]+) moves/game")


def run_bench(where: Path, level: str, seconds: float) -> tuple[float, float]:
    out = subprocess.run([sys.executable, "-m", "ludic.bench", level, "-s", str(seconds)],
                         cwd=where, capture_output=True, text=True, check=True).stdout
    found = LINE.search(out)
    if not found:
        raise SystemExit(f"cannot read the benchmark's output from {where}:\n{out}")
    playouts = float(found.group(1))
    moves = float(found.group(2)) if found.group(2) else playouts * float(found.group(3))
    return playouts, moves


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("base", help="git revision to compare against (e.g. main~5)")
    parser.add_argument("levels", nargs="*", default=["sig-el-oued-capture", "khamousiyya",
                                                      "dra", "isolo", "sig-el-oued"])
    parser.add_argument("-s", "--seconds", type=float, default=4.0)
    parser.add_argument("-r", "--rounds", type=int, default=3)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp) / "base"
        subprocess.run(["git", "worktree", "add", "--detach", str(base), args.base], cwd=TOP,
                       check=True, capture_output=True)
        try:
            for level in args.levels:
                before, after = [], []
                for _ in range(args.rounds):
                    before.append(run_bench(base, level, args.seconds))
                    after.append(run_bench(TOP, level, args.seconds))
                b_p = statistics.median(p for p, _ in before)
                a_p = statistics.median(p for p, _ in after)
                b_m = statistics.median(m for _, m in before)
                a_m = statistics.median(m for _, m in after)
                print(f"{level:<22} playouts/s {b_p:9.1f} -> {a_p:9.1f} ({a_p / b_p:4.2f}x)   "
                      f"moves/s {b_m:9.0f} -> {a_m:9.0f} ({a_m / b_m:4.2f}x)", flush=True)
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(base)], cwd=TOP,
                           capture_output=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
