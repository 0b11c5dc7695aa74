"""Flat Monte Carlo with UCB1 at the root: the alternative to expectimax that was measured.

For the stick game (Sig capture) the issue asks to choose between expectimax and Monte Carlo
search with chance nodes by measured strength. This is the Monte Carlo side of that
measurement: each root move is tried with random playouts to the end of the game (the sticks
drawn by their probabilities, every decision random), the playouts shared among moves by
UCB1, and the move with the best mean result is played. ``python -m ludic.ai.bench
--matches hard-mc`` plays it against Hard (expectimax) at about the same time per move;
the result is in :mod:`ludic.ai.search`'s docstring. It is not used by any strength.
"""

from __future__ import annotations

import math
import random


def monte_carlo_move(state, playouts: int, rng: random.Random, max_plies: int = 2000):
    """The root move with the best mean playout result after ``playouts`` playouts (UCB1)."""
    moves = list(state.legal_moves())
    if len(moves) == 1:
        return moves[0]
    me = state.current_player
    wins = [0.0] * len(moves)
    tries = [0] * len(moves)
    children = [state.play(m) for m in moves]
    for n in range(playouts):
        if n < len(moves):
            i = n
        else:
            log_n = math.log(n)
            i = max(range(len(moves)),
                    key=lambda j: wins[j] / tries[j] + 1.4 * math.sqrt(log_n / tries[j]))
        outcome = children[i].playout(rng.random, max_plies).state.outcome()
        tries[i] += 1
        if outcome is None or outcome.winner is None:
            wins[i] += 0.5
        elif outcome.winner == me:
            wins[i] += 1.0
    return moves[max(range(len(moves)), key=lambda j: wins[j] / max(tries[j], 1))]
