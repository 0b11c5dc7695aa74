"""Random play, for tests, benchmarks and the simplest AI.

The model never draws at random; these helpers do, with the ``random.Random`` they are given.
"""

from __future__ import annotations

import random as _random
from typing import Callable

from ludic.model.protocol import Move, State


def sample_chance(state: State, rng: _random.Random) -> Move:
    """Draw one chance outcome by its probability."""
    outcomes = state.chance_outcomes()
    x = rng.random()
    total = 0.0
    for move, probability in outcomes:
        total += probability
        if x < total:
            return move
    return outcomes[-1][0]


def random_move(state: State, rng: _random.Random) -> Move:
    """A uniformly random legal move, or a chance outcome drawn by its probability."""
    if state.is_chance:
        return sample_chance(state, rng)
    moves = state.legal_moves()
    return moves[rng.randrange(len(moves))]


def random_playout(state: State, rng: _random.Random, max_moves: int = 1_000_000,
                   on_move: Callable[[State, Move], None] | None = None) -> tuple[State, int]:
    """Play random moves (fast path, no effects) until the game ends or ``max_moves``.

    Returns the last state and the number of moves played (chance moves included).
    """
    count = 0
    while count < max_moves and state.outcome() is None:
        move = random_move(state, rng)
        if on_move is not None:
            on_move(state, move)
        state = state.play(move)
        count += 1
    return state, count
