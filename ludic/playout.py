"""Random play, for tests, benchmarks and the simplest AI.

The model never draws at random; these helpers do, with the ``random.Random`` they are given.

Measured (issue 12, ``python -m ludic.bench``): ``rng.randrange(n)`` cost 16% of a Dra playout
(it loops through ``getrandbits``), so a move is drawn as ``int(rng.random() * n)`` (uniform to
within 2**-53 for the few dozen moves a game offers); the chance outcome is found by bisecting a
cumulative table kept per distribution instead of summing the probabilities each time; and the
move is asked for by a fraction (``state.move_at``), so a game that keeps its moves as
bitmasks never builds the whole tuple.
"""

from __future__ import annotations

import random as _random
from bisect import bisect_right
from itertools import accumulate
from typing import Callable

from ludic.model.protocol import Move, State

#: The last distribution sampled, its moves and its cumulative probabilities. The games hand
#: out one tuple per distribution (the sticks'), so this is nearly always a hit.
_last: tuple[tuple, tuple, list[float]] = ((), (), [])


def sample_chance(state: State, rng: _random.Random) -> Move:
    """Draw one chance outcome by its probability."""
    global _last
    outcomes = state.chance_outcomes()
    last = _last
    if outcomes is not last[0]:
        last = _last = (outcomes, tuple(move for move, _ in outcomes),
                        list(accumulate(p for _, p in outcomes)))
    cumulative = last[2]
    i = bisect_right(cumulative, rng.random() * cumulative[-1])
    return last[1][i] if i < len(cumulative) else last[1][-1]


def random_move(state: State, rng: _random.Random) -> Move:
    """A uniformly random legal move, or a chance outcome drawn by its probability."""
    if state.is_chance:
        return sample_chance(state, rng)
    return state.move_at(rng.random())


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
