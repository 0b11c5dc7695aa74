"""The playout shortcuts' tests share this: play a state's ``playout`` (the game's shortcut)
and the protocol's own step-by-step loop from the same random numbers, counting the draws."""

from __future__ import annotations

import random

from ludic.model.protocol import State
from ludic.playout import random_move


def both(start, seed, max_moves=1_000_000):
    """The shortcut's and the step-by-step loop's playouts from the same draws, and how many
    draws each made (``[shortcut, loop]``)."""
    calls = [0, 0]

    def drawer(k):
        source = random.Random(seed).random

        def draw():
            calls[k] += 1
            return source()
        return draw

    return start.playout(drawer(0), max_moves), State.playout(start, drawer(1), max_moves), calls


def starts(game, seed, count, firsts=(0,), stride=23):
    """Where to start playouts: the start with each seat of ``firsts`` first, then positions
    met along a seeded game (mid-turn ones too: a pending sig, a count waiting for its move,
    an extra throw), ``1`` to ``stride`` moves apart, ``count`` in all at most."""
    out = [game.initial_state(first) for first in firsts]
    rng = random.Random(seed)
    state = game.initial_state(firsts[seed % len(firsts)])
    while state.outcome() is None and len(out) < count:
        for _ in range(1 + rng.randrange(stride)):
            if state.outcome() is None:
                state = state.play(random_move(state, rng))
        if state.outcome() is None:
            out.append(state)
    return out
