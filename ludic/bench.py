"""Benchmark of the rules layer: random playouts per second, per level.

    python -m ludic.bench                  # every level, 10 s each
    python -m ludic.bench isolo dra -s 5   # some levels, 5 s each

Single thread, after a warm-up. Prints playouts/s, moves/s (all moves, chance included, as
Ludii counts them), mean moves per game (all moves, and moves by players only, chance
excluded), and how games ended (wins per seat, draws, turn limit: ``Outcome.termination``). The playouts use the fast
path ``State.play`` (no effects), as an AI would, through ``State.playout``: each move by
``State.play_at`` of a fraction drawn here (a game may draw a player's move without building
its legal moves, see Dra; a chance outcome by its probability, the sticks bisect a cumulative
table), or a game's playout shortcut that plays the same moves from the same fractions.

To compare two versions of the code in one run on a shared, noisy machine, use
``python tools/bench_compare.py BASE_REVISION`` (it interleaves both).

Issue 12, third pass (``python tools/bench_compare.py d7a5c71 LEVEL --cpu -r 5``, one run):
playouts/s and moves/s 1.11x and 1.10x on Dra, 1.09x on Sig (El Oued Capture), 1.14x on
Sig's race, 1.03x and 1.00x on Khamousiyya 7x7 and 5x5 (noise: nothing changed there); the
AI's fixed-depth positions/s (``--search --cpu``) 1.00x, 1.00x, 0.99x and 1.03x. What was
tried and why the rest stays out of reach is in each game's module docstring.
Fourth pass, playout shortcuts (``State.playout`` on mutable data): Sig capture 1.99x;
Dra 1.79x playouts/s, 1.78x moves/s (``games/dra_playout.py``); Sig's race 3.76x.
Khamousiyya 1.35-1.49x on 7x7, 1.40-1.63x on 5x5, three runs (``games/khamousiyya_playout.py``).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import Counter

from ludic.model.protocol import Termination
from ludic.model.registry import level_ids, make_game


def bench_level(level_id: str, seconds: float, seed: int = 1, players: int | None = None,
                warmup: float = 1.0) -> dict:
    game = make_game(level_id, num_players=players)
    rng = random.Random(seed)
    start = game.start_state()

    fraction = rng.random

    def one() -> tuple[int, int, object]:
        last, moves, decisions = start.playout(fraction)
        return moves, decisions, last.outcome()

    deadline = time.perf_counter() + warmup
    while time.perf_counter() < deadline:
        one()
    lengths, decision_lengths, results = [], [], Counter()
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds or len(lengths) < 3:
        moves, decisions, outcome = one()
        lengths.append(moves)
        decision_lengths.append(decisions)
        if outcome.termination is Termination.TURN_LIMIT:
            results["turn limit"] += 1
        elif outcome.winner is None:
            results["draw"] += 1
        else:
            results[game.player_names[outcome.winner]] += 1
    elapsed = time.perf_counter() - t0
    return {
        "level": level_id,
        "players": game.num_players,
        "playouts": len(lengths),
        "per_second": len(lengths) / elapsed,
        "moves_per_second": sum(lengths) / elapsed,
        "mean_moves": statistics.fmean(lengths),
        "mean_decisions": statistics.fmean(decision_lengths),
        "results": dict(results),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ludic.bench", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("levels", nargs="*", help="level ids (default: all)")
    parser.add_argument("-s", "--seconds", type=float, default=10.0)
    parser.add_argument("--players", type=int, help="number of players (Sig race: 2-6)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    for level_id in args.levels or level_ids():
        r = bench_level(level_id, args.seconds, args.seed, args.players)
        total = r["playouts"]
        ends = ", ".join(f"{k} {100 * v / total:.1f}%" for k, v in sorted(r["results"].items()))
        print(f"{r['level']:<24} players={r['players']} {r['per_second']:8.1f} playouts/s  "
              f"{r['moves_per_second']:9.0f} moves/s  "
              f"{r['mean_moves']:7.1f} moves/game ({r['mean_decisions']:.1f} by players)  "
              f"n={total}  {ends}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
