"""Compare the rules layer's speed between a base revision and the working tree, in one run.

    python tools/bench_compare.py BASE [LEVEL ...] [-s SECONDS] [-r ROUNDS]

The machines Ludic is measured on are shared and noisy, so figures from different runs do not
compare. This script checks BASE out into a temporary git worktree and runs
``python -m ludic.bench LEVEL -s SECONDS`` alternately from BASE and from the working tree,
ROUNDS times per level, then prints the median playouts/s and moves/s of each and their ratio.
(A base revision older than the moves/s column gets its moves/s from playouts x moves/game.)

    python tools/bench_compare.py BASE [LEVEL ...] --search [--depth 3]

compares instead the computer opponent's search speed: positions per second of
``ludic.ai.bench.fixed_depth_speed`` (the same sample positions searched to the same depth,
repeated for SECONDS). BASE must then have ``ludic.ai`` (it landed after f019fc4).

``--cpu`` times both by the process's CPU seconds (``time.process_time`` in place of the
wall clock): with more runnable processes than cores, wall-clock ratios swung from 0.8x to
1.6x between runs of the same two revisions; CPU time still varies (shared caches) but less.
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
if str(TOP) not in sys.path:
    sys.path.insert(0, str(TOP))  # the working tree's ludic, for the level ids
LINE = re.compile(r"([\d.]+) playouts/s\s+(?:(\d+) moves/s\s+)?([\d.]+) moves/game")


#: ``python -m ludic.bench`` with its clock replaced by this process's CPU time (``--cpu``).
CPU_BENCH = ("import sys, time; time.perf_counter = time.process_time; "
             "from ludic.bench import main; sys.exit(main(sys.argv[1:]))")


def run_bench(where: Path, level: str, seconds: float,
              cpu: bool = False) -> tuple[float, float]:
    command = [sys.executable, "-c", CPU_BENCH] if cpu else [sys.executable, "-m", "ludic.bench"]
    out = subprocess.run([*command, level, "-s", str(seconds)], cwd=where, capture_output=True, text=True, check=True).stdout
    found = LINE.search(out)
    if not found:
        raise SystemExit(f"cannot read the benchmark's output from {where}:\n{out}")
    playouts = float(found.group(1))
    moves = float(found.group(2)) if found.group(2) else playouts * float(found.group(3))
    return playouts, moves


SEARCH = """
import sys, time
if sys.argv[4] == "cpu":
    time.perf_counter = time.process_time
from ludic.ai.bench import fixed_depth_speed
level, depth, seconds = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
fixed_depth_speed(level, depth)  # warm-up
nodes = spent = 0
while spent < seconds:
    r = fixed_depth_speed(level, depth)
    if not r["nodes"]:  # nothing to decide (Sig's race): nothing to search
        break
    nodes += r["nodes"]
    spent += r["seconds"]
print(nodes / spent if spent else 0.0)
"""


def run_search(where: Path, level: str, depth: int, seconds: float, cpu: bool = False) -> float:
    """Positions per second of the fixed-depth search, from the code in ``where``."""
    out = subprocess.run([sys.executable, "-c", SEARCH, level, str(depth), str(seconds),
                          "cpu" if cpu else "wall"],
                         cwd=where, capture_output=True, text=True, check=True).stdout
    return float(out.split()[-1])


def has_decisions(level: str) -> bool:
    """Whether a player of ``level`` ever chooses (Sig's race: never; the search's sample
    positions are decisions, and older revisions looked for them for ever)."""
    from ludic.ai.bench import sample_positions

    return bool(sample_positions(level, 1))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("base", help="git revision to compare against (e.g. main~5)")
    parser.add_argument("levels", nargs="*", help="level ids (default: every level)")
    parser.add_argument("-s", "--seconds", type=float, default=4.0)
    parser.add_argument("-r", "--rounds", type=int, default=3)
    parser.add_argument("--search", action="store_true",
                        help="compare the AI's fixed-depth positions/s instead of playouts")
    parser.add_argument("--depth", type=int, default=3, help="search depth for --search")
    parser.add_argument("--cpu", action="store_true",
                        help="time by each process's CPU seconds instead of the wall clock "
                             "(steadier when other work shares the cores)")
    args = parser.parse_args(argv)
    if not args.levels:
        from ludic.model.registry import level_ids

        args.levels = list(level_ids())
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp) / "base"
        subprocess.run(["git", "worktree", "add", "--detach", str(base), args.base], cwd=TOP,
                       check=True, capture_output=True)
        try:
            for level in args.levels:
                if args.search and not has_decisions(level):
                    print(f"{level:<22} search: nothing to decide, nothing to search",
                          flush=True)
                    continue
                if args.search:
                    b, a = [], []
                    for _ in range(args.rounds):
                        b.append(run_search(base, level, args.depth, args.seconds, args.cpu))
                        a.append(run_search(TOP, level, args.depth, args.seconds, args.cpu))
                    b_s, a_s = statistics.median(b), statistics.median(a)
                    if not (b_s and a_s):
                        print(f"{level:<22} search: no decision to search (skipped)",
                              flush=True)
                        continue
                    print(f"{level:<22} search positions/s {b_s:9.0f} -> {a_s:9.0f} "
                          f"({a_s / b_s:4.2f}x)", flush=True)
                    continue
                before, after = [], []
                for _ in range(args.rounds):
                    before.append(run_bench(base, level, args.seconds, args.cpu))
                    after.append(run_bench(TOP, level, args.seconds, args.cpu))
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
