"""Measurement only: two judgements of Sig capture one move ahead (``sig_oracle.greedy_move``)
against each other, seats alternating, seeded.

    python tools/sig_duel.py WEIGHTS_A|hand WEIGHTS_B|hand -n 1000 --seed 1
"""
from __future__ import annotations

import argparse
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from ludic.ai.bench import wilson
from ludic.ai.knowledge.sig_capture import SigCaptureKnowledge
from ludic.ai.search import iterative_deepening
from ludic.model.registry import make_game
from ludic.playout import random_move, sample_chance
from sig_oracle import LEVEL, greedy_move
from sig_try import load_weights


def knowledge(game, spec):
    k = SigCaptureKnowledge(game)
    if spec == "random":
        return None
    k.weights = None if spec == "hand" else load_weights(spec)
    return k


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("-n", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--depth", type=int, nargs=2, default=(1, 1),
                    help="moves ahead for A and B (1: greedy_move; more: the app's search)")
    args = ap.parse_args(argv)
    game = make_game(LEVEL)
    ks = (knowledge(game, args.a), knowledge(game, args.b))
    wins = losses = 0
    plies = 0
    for i in range(args.n):
        seat = i % 2  # A's seat
        rng = random.Random(args.seed * 100_003 + i)
        state = game.start_state()
        while state.outcome() is None:
            if state.is_chance:
                move = sample_chance(state, rng)
            else:
                side = 0 if state.current_player == seat else 1
                k, depth = ks[side], args.depth[side]
                if k is None:
                    move = random_move(state, rng)
                elif depth == 1:
                    move = greedy_move(state, k)
                else:
                    move = iterative_deepening(state, k, max_depth=depth, max_nodes=80_000,
                                               seconds=None).move
            state = state.play(move)
            plies += 1
        w = state.outcome().winner
        wins += w == seat
        losses += w == 1 - seat
    lo, hi = wilson(wins, wins + losses)
    print(f"{args.a} vs {args.b}, {args.depth[0]} and {args.depth[1]} moves ahead, "
          f"seed {args.seed}: {wins}-{losses} "
          f"{100 * wins / (wins + losses):.1f}% [95% CI {100 * lo:.1f}-{100 * hi:.1f}] "
          f"{plies / args.n:.0f} plies/game", flush=True)


if __name__ == "__main__":
    main()
