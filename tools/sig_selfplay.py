"""Self-play positions of Sig (El Oued Capture) for fitting its judgement (offline,
measurement and fitting only; numpy, never the app).

    python tools/sig_selfplay.py --games 20000 --seed 11 --out /tmp/sig_pos_11.npz

Plays ``--games`` seeded games exactly as ``tools/sig_fit.py`` does (both sides one move
ahead with the module's judgement, the same chance ``eps`` of a random move for both,
drawn per game from ``sig_fit.EPS``) and saves, for the start of every turn (sticks not yet
thrown), the raw position (each piece's progress, the unfreed bits, whose turn) and whether
the side to throw went on to win, so that any set of features can be fitted to the same
games afterwards (``tools/sig_fit.py --positions``).
"""
from __future__ import annotations

import argparse
import os
import random
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from ludic.ai.knowledge import knowledge_for
from ludic.model.registry import make_game
from ludic.playout import random_move, sample_chance
from sig_fit import EPS
from sig_oracle import LEVEL, greedy_move


def play(game, knowledge, rng: random.Random):
    eps = rng.choice(EPS)
    state = game.start_state()
    rows = []
    while state.outcome() is None:
        if state.is_chance:
            if not state.code:
                rows.append((state.prog, state.unfreed, state.turn))
            move = sample_chance(state, rng)
        elif rng.random() < eps:
            move = random_move(state, rng)
        else:
            move = greedy_move(state, knowledge)
        state = state.play(move)
    winner = state.outcome().winner
    return rows, winner


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=20000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", required=True)
    args = ap.parse_args(argv)
    game = make_game(LEVEL)
    knowledge = knowledge_for(game)
    rng = random.Random(args.seed)
    prog, unfreed, turn, won, gid = [], [], [], [], []
    for g in range(args.games):
        rows, winner = play(game, knowledge, rng)
        for p, u, t in rows:
            prog.append(p)
            unfreed.append(u)
            turn.append(t)
            won.append(t == winner)
            gid.append(g)
    np.savez_compressed(args.out, prog=np.array(prog, np.int8),
                        unfreed=np.array(unfreed, np.int16), turn=np.array(turn, np.int8),
                        won=np.array(won, np.int8), game=np.array(gid, np.int32))
    print(f"{args.games} games, {len(won)} positions -> {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
