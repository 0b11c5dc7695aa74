"""A monkey: 20,000 random clicks, keys, wheel turns and resizes across every scene, with no
exception (seeded, so a failure can be replayed). The actions are :mod:`ludic.app.monkey`'s,
which ``python -m ludic.app.bench_memory`` also uses for its 100,000.

The app collects all its garbage when a scene goes away or the window changes size
(``ludic.app.memory.give_back``), at most every two seconds by the clock: here hundreds of
times, each one going through every object alive in the process, in CI those of every test
run before this one too. They are frozen (``gc.freeze``) for the test: the collections go
through what the monkey makes alone (run by itself, its full collections took 13% of its
time, 6% frozen)."""

import gc
import random

import pytest

from apphelp import Harness
from ludic.app.monkey import keep_running, random_event

EVENTS = 20_000


@pytest.mark.slow
def test_monkey(tmp_path):
    rng = random.Random(20240)
    h = Harness(tmp_path, size=(1024, 600), seed=3, speed=2.5)
    seen = set()
    posted = 0
    gc.collect()
    gc.freeze()
    try:
        while posted < EVENTS:
            for _ in range(rng.randint(2, 8)):
                for event in random_event(h.app, rng):
                    h.post(event.type, **event.dict)
                posted += 1
            h.pump(1)
            keep_running(h.app)
            seen.add(h.top.name)
    finally:
        gc.unfreeze()
    assert {"title", "setup", "game", "load", "gamemenu", "save", "confirm"} <= seen, seen
