"""A monkey: 20,000 random clicks, keys, wheel turns and resizes across every scene, with no
exception (seeded, so a failure can be replayed)."""

import random

import pygame
import pytest

from apphelp import Harness

KEYS = [pygame.K_SPACE, pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_TAB, pygame.K_LEFT,
        pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_u, pygame.K_r, pygame.K_z,
        pygame.K_y, pygame.K_n, pygame.K_d, pygame.K_h, pygame.K_m, pygame.K_F1, pygame.K_0,
        pygame.K_3, pygame.K_5, pygame.K_6, pygame.K_a, pygame.K_BACKSPACE]
SIZES = [(1024, 600), (1280, 720), (1366, 768), (1600, 900)]
EVENTS = 20_000


def _random_event(h: Harness, rng: random.Random) -> None:
    w, hh = h.app.size
    roll = rng.random()
    if roll < 0.004:
        h.post(pygame.VIDEORESIZE, **dict(zip(("w", "h"), rng.choice(SIZES))),
               size=(0, 0))
        return
    if roll < 0.30:
        mods = [0, 0, 0, pygame.KMOD_CTRL, pygame.KMOD_SHIFT]
        key = rng.choice(KEYS)
        h.post(pygame.KEYDOWN, key=key, mod=rng.choice(mods), unicode="", scancode=0)
        h.post(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)
        return
    if roll < 0.34:
        h.post(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False,
               precise_x=0.0, precise_y=0.0, touch=False)
        return
    pos = None
    if roll < 0.70:
        buttons = [e for e in h.elements() if getattr(e, "object_ids", None)
                   and e.visible and e.get_abs_rect().width > 0
                   and "#quit" not in e.object_ids and "#root_container" not in e.object_ids]
        if buttons:
            pos = rng.choice(buttons).get_abs_rect().center
    elif roll < 0.85 and h.top.name == "game":
        view = h.top.view
        if view.cells:
            pos = view.center(rng.choice(list(view.cells)))
    if pos is None:
        pos = (rng.randrange(w), rng.randrange(hh))
    pos = (int(pos[0]), int(pos[1]))
    h.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    button = 3 if rng.random() < 0.05 else 1
    h.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    h.post(pygame.MOUSEBUTTONUP, pos=pos, button=button)


@pytest.mark.slow
def test_monkey(tmp_path):
    rng = random.Random(20240)
    h = Harness(tmp_path, size=(1024, 600), seed=3, speed=2.5)
    seen = set()
    posted = 0
    while posted < EVENTS:
        for _ in range(rng.randint(2, 8)):
            _random_event(h, rng)
            posted += 1
        h.pump(1)
        if not h.app.running:  # "Quit Ludic?" answered Yes: start again
            h.app.running = True
        if not h.app.scenes:
            from ludic.app.scenes.title import TitleScene

            h.app.push(TitleScene(h.app))
        seen.add(h.top.name)
    assert {"title", "setup", "game", "load", "gamemenu", "save", "confirm"} <= seen, seen
