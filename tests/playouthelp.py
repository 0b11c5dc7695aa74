"""The playout shortcuts' tests share this: play a state's ``playout`` (the game's shortcut)
and the protocol's own step-by-step loop from the same random numbers, counting the draws."""

from __future__ import annotations

import random

from ludic.model.protocol import State


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
