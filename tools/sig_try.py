"""Experiment harness (measurement only): run ludic.ai.bench matches for Sig capture with
the judgement's weights read from a file printed by tools/sig_fit.py and strength settings
given on the command line.

    python tools/sig_try.py WEIGHTS_FILE|hand --matches hard-random -n 1000 --seed 1 \
        [--set hard:max_depth=2] [--set medium:temperature=40.0] \
        [--set medium:always_capture=False]
"""
from __future__ import annotations

import argparse
import ast
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from ludic.ai.bench import Timing, _print_match, play_match, percentile
from ludic.ai.knowledge import knowledge_for
from ludic.model.registry import make_game

LEVEL = "sig-el-oued-capture"


def load_weights(path):
    text = open(path).read()
    start = text.index("WEIGHTS = {")
    return ast.literal_eval(text[text.index("{", start):text.index("}", start) + 1])


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("weights")
    ap.add_argument("--matches", default="hard-random")
    ap.add_argument("-n", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--set", action="append", default=[])
    a = ap.parse_args(argv)
    game = make_game(LEVEL)
    k = knowledge_for(game)
    # on the class: every game object the bench makes gets its own knowledge object
    cls = type(k)
    cls.weights = None if a.weights == "hand" else load_weights(a.weights)
    over = {s: dict(v) for s, v in type(k).strength_overrides.items()}
    for item in a.set:
        who, _, kv = item.partition(":")
        key, _, value = kv.partition("=")
        over.setdefault(who, {})[key] = ast.literal_eval(value)
    cls.strength_overrides = over
    print(f"weights={a.weights} overrides={over}", flush=True)
    timing = Timing()
    for m in a.matches.split(","):
        first, second = m.split("-")
        t0 = time.perf_counter()
        r = play_match(LEVEL, first, second, a.n, a.seed, timing)
        _print_match(LEVEL, r)
        print(f"    ({time.perf_counter() - t0:.0f} s) seed {a.seed}", flush=True)
    for s, cpu in sorted(timing.cpu.items()):
        print(f"  CPU per move {s}: median {sorted(cpu)[len(cpu) // 2]:.4f} s "
              f"p95 {percentile(cpu, 0.95):.4f} s ({len(cpu)} moves)", flush=True)


if __name__ == "__main__":
    main()
