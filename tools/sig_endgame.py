"""Solve Sig (El Oued Capture) with at most two pieces a side: ``sig_endgame.bin``.

For every position where each side has one or two pieces (unfreed ones included, C3), at
the start of a throw, the exact chance that the side about to throw wins when both play
their best (the layout and the reading are in :mod:`ludic.ai.knowledge.sig_endgame`)::

    python tools/sig_endgame.py                  # solve, write the file, print the figures
    python tools/sig_endgame.py --max-pieces 1   # one piece a side: quick, compared, not written
    python tools/sig_endgame.py --check          # solve and compare with the committed file

How
---
The value of a position ``s`` (South about to throw; North's positions are South's turned,
C2) is ``V(s) = sum over counts c of P(c) * max over moves m of W(s, c, m)``: ``P(c)`` the
chance that a fresh throw ends with count ``c`` (``count_distribution``: the sticks'
table, K2-K4, follow-ups included), ``W`` 1 when the move takes the last enemy piece,
``V(s')`` when it earns a throw again (a sig, K2), ``1 - V(s')`` when the turn passes (``s'``
seen from the other side). A count with no move is lost (C4): one option, ``1 - V(s)`` turned.
The successors come from the game itself: for each count the position is made one throw
before that count (a pending combination and the throw that completes it, both read from the
sticks' own table) and ``play`` makes the rest: the decision and its moves, a lost count, a
sig's throw again, a capture, the end. No rule is written here.

Those equations loop (a game can go on for ever), so they are solved by value iteration
from 1/2, with numpy on arrays of successor indices (gather, max over moves, weighted sum),
until no value changes by more than ``--tol`` (1e-9) in one sweep (the changes shrink
about tenfold every 20 sweeps, so the values are then within about 1e-8 of the fixed point:
far inside the file's step, 1/65534). Sets of positions close
under play: one piece a side leads only to one piece a side or the end, so ``--max-pieces
1`` is a true sub-problem (the tests solve it their own way and compare).

numpy is needed by this tool only (``pip install numpy``); the app reads the file with
:mod:`array`.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import numpy as np

from ludic.ai.knowledge import sig_endgame as se
from ludic.ai.knowledge.sig_capture import count_distribution
from ludic.games.sig_capture import LOOP, THROWS, _board_of, _state
from ludic.games.sticks import ALL_PENDING
from ludic.model.registry import make_game

LEVEL = "sig-el-oued-capture"


def make_state(game, mover: tuple[int, ...], other: tuple[int, ...], code: int = 0):
    """South (seat 0) about to throw with the pieces ``mover``, North with ``other`` (codes of
    :data:`se.CONFIGS`), ``code`` the pending combination. Freed pieces take the numbers the
    unfreed ones leave (which one is which changes nothing)."""
    prog = [-1] * 12
    unfreed = 0
    for seat, cfg in ((0, mover), (1, other)):
        taken = {c - LOOP for c in cfg if c >= LOOP}
        spare = [k for k in range(6) if k not in taken]
        for c in cfg:
            if c >= LOOP:
                k = c - LOOP
                prog[6 * seat + k] = k
                unfreed |= 1 << (6 * seat + k)
            else:
                prog[6 * seat + spare.pop()] = c
    prog_t = tuple(prog)
    return _state(game, 0, code, 0, False, prog_t, unfreed, _board_of(prog_t), 2, False)


def count_routes(game) -> list[tuple[float, int, int]]:
    """``(P(count), pending code, throw)`` per count a fresh throw can end with: the
    combination one throw before the count, and the throw that completes it."""
    fast = game.sticks.fast
    first: dict[tuple[int, bool], tuple[int, int]] = {}
    for code in range(len(ALL_PENDING)):
        for k in range(7):
            _new, count, sig, _again = fast[(code * 7 + k) * 2]
            if count >= 0:
                first.setdefault((count, sig), (code, k))
    return [(p, *first[key]) for key, p in sorted(count_distribution(game.sticks).items())]


def positions(max_pieces: int) -> list[tuple[int, int]]:
    """Table entries ``(mover, other)`` (indices into CONFIGS) of sides that can stand together."""
    keep = [i for i, c in enumerate(se.CONFIGS) if len(c) <= max_pieces]
    return [(m, o) for m in keep for o in keep if se.compatible(se.CONFIGS[m], se.CONFIGS[o])]


def build(game, max_pieces: int, log=print):
    """Successor arrays: ``a``, ``b``, ``idx`` of shape (positions, counts, moves), an option
    being worth ``a + b * V[idx]`` (a win 1 + 0; a throw again 0 + V; the turn passing 1 - V;
    padding -2), the counts' probabilities ``q`` and the positions' table entries."""
    t0 = time.time()
    pos = positions(max_pieces)
    dense = {m * se.N + o: i for i, (m, o) in enumerate(pos)}
    routes = count_routes(game)
    options: list[list[list[tuple[int, int, int]]]] = []
    most = 1
    for n, (m, o) in enumerate(pos):
        per_count = []
        for _p, code, k in routes:
            after = make_state(game, se.CONFIGS[m], se.CONFIGS[o], code).play(THROWS[k])
            if after.count:
                children = [after.play(move) for move in after.legal_moves()]
            else:
                children = [after]  # the count is lost (C4, K5)
            opts = []
            for child in children:
                outcome = child.outcome()
                if outcome is not None:
                    assert outcome.winner == 0, child.notation()
                    opts.append((1, 0, 0))
                    continue
                assert child.count == 0 and child.code == 0, child.notation()
                e = dense[se.entry(child)]  # KeyError: a successor outside the set (a bug)
                opts.append((0, 1, e) if child.turn == 0 else (1, -1, e))
            most = max(most, len(opts))
            per_count.append(opts)
        options.append(per_count)
        if n % 20000 == 0 and n:
            log(f"  {n} of {len(pos)} positions, {time.time() - t0:.0f} s")
    shape = (len(pos), len(routes), most)
    a = np.full(shape, -2, np.int8)
    b = np.zeros(shape, np.int8)
    idx = np.zeros(shape, np.int32)
    for n, per_count in enumerate(options):
        for c, opts in enumerate(per_count):
            for j, (x, y, e) in enumerate(opts):
                a[n, c, j], b[n, c, j], idx[n, c, j] = x, y, e
    q = np.array([p for p, _c, _k in routes])
    log(f"{len(pos)} positions, {len(routes)} counts, up to {most} moves: built in "
        f"{time.time() - t0:.0f} s")
    return a, b, idx, q, pos


def solve(a, b, idx, q, tol: float = 1e-9, log=print, max_sweeps: int = 100_000):
    """Value iteration from 1/2 until a sweep changes no value by more than ``tol``."""
    t0 = time.time()
    v = np.full(a.shape[0], 0.5)
    af = a.astype(np.float64)
    bf = b.astype(np.float64)
    for sweep in range(1, max_sweeps + 1):
        new = (af + bf * v[idx]).max(axis=2) @ q
        change = float(np.abs(new - v).max())
        v = new
        if sweep % 100 == 0:
            log(f"  sweep {sweep}: max change {change:.2e}")
        if change < tol:
            break
    log(f"converged in {sweep} sweeps ({time.time() - t0:.0f} s), last change {change:.1e}")
    return v, sweep


def to_entries(v, pos) -> list[int]:
    out = [se.NONE] * (se.N * se.N)
    for value, (m, o) in zip(v.tolist(), pos):
        out[m * se.N + o] = int(round(min(max(value, 0.0), 1.0) * se.SCALE))
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--max-pieces", type=int, default=2, choices=(1, 2))
    ap.add_argument("--tol", type=float, default=1e-9)
    ap.add_argument("--check", action="store_true", help="compare with the committed file")
    ap.add_argument("--out", default=str(se.PATH))
    args = ap.parse_args(argv)
    game = make_game(LEVEL)
    assert se.applies(game), "the level's options are not the default ones"
    a, b, idx, q, pos = build(game, args.max_pieces)
    v, _ = solve(a, b, idx, q, args.tol)
    counts = {}
    for value, (m, o) in zip(v.tolist(), pos):
        kind = f"{len(se.CONFIGS[m])}v{len(se.CONFIGS[o])}"
        counts.setdefault(kind, []).append(value)
    for kind, vals in sorted(counts.items()):
        print(f"{kind}: {len(vals)} positions, mover wins {min(vals):.4f}-{max(vals):.4f}, "
              f"mean {sum(vals) / len(vals):.4f}")
    entries = to_entries(v, pos)
    if args.check or args.max_pieces < 2:
        stored = se.table(se.PATH)
        if stored is None:
            print("no committed table to compare with")
            return 1
        worst = max(abs(stored[m * se.N + o] - entries[m * se.N + o]) for m, o in pos)
        print(f"largest difference with the committed file: {worst} / {se.SCALE}")
        return 0 if worst <= 1 else 1
    data = se.encode(entries)
    with open(args.out, "wb") as f:
        f.write(data)
    print(f"wrote {args.out} ({len(data)} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
