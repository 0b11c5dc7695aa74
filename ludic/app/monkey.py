"""A monkey: random clicks, keys, wheel turns and resizes, as input events for the real app
(the monkey test and ``python -m ludic.app.bench_memory`` share it).

    rng = random.Random(seed)
    for _ in range(n):
        app.frame(1 / 60, monkey_events(app, rng))

Most clicks land on a visible button or on a board's cell, so the monkey gets into every
scene and plays games; the rest are anywhere in the window.
"""

from __future__ import annotations

import random

import pygame

KEYS = [pygame.K_SPACE, pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_TAB, pygame.K_LEFT,
        pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_u, pygame.K_r, pygame.K_z,
        pygame.K_y, pygame.K_n, pygame.K_d, pygame.K_h, pygame.K_m, pygame.K_F1, pygame.K_0,
        pygame.K_3, pygame.K_5, pygame.K_6, pygame.K_a, pygame.K_BACKSPACE]
SIZES = [(1024, 600), (1280, 720), (1366, 768), (1600, 900)]


def random_event(app, rng: random.Random) -> list[pygame.event.Event]:
    """One random action of a player, as the events it makes."""
    E = pygame.event.Event
    w, hh = app.size
    roll = rng.random()
    if roll < 0.004:
        w2, h2 = rng.choice(SIZES)
        return [E(pygame.VIDEORESIZE, w=w2, h=h2, size=(0, 0))]
    if roll < 0.30:
        mods = [0, 0, 0, pygame.KMOD_CTRL, pygame.KMOD_SHIFT]
        key = rng.choice(KEYS)
        return [E(pygame.KEYDOWN, key=key, mod=rng.choice(mods), unicode="", scancode=0),
                E(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)]
    if roll < 0.34:
        return [E(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False,
                  precise_x=0.0, precise_y=0.0, touch=False)]
    pos = None
    if roll < 0.70:
        buttons = [e for e in app.gui.get_sprite_group().sprites()
                   if getattr(e, "object_ids", None) and e.visible
                   and e.get_abs_rect().width > 0 and "#quit" not in e.object_ids
                   and "#root_container" not in e.object_ids]
        if buttons:
            pos = rng.choice(buttons).get_abs_rect().center
    elif roll < 0.85 and app.top is not None and app.top.name == "game":
        view = app.top.view
        if view.cells:
            pos = view.center(rng.choice(list(view.cells)))
    if pos is None:
        pos = (rng.randrange(w), rng.randrange(hh))
    pos = (int(pos[0]), int(pos[1]))
    button = 3 if rng.random() < 0.05 else 1
    return [E(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            E(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
            E(pygame.MOUSEBUTTONUP, pos=pos, button=button)]


def keep_running(app) -> None:
    """After "Quit Ludic?" was answered Yes, start again at the title screen."""
    if not app.running:
        app.running = True
    if not app.scenes:
        from ludic.app.scenes.title import TitleScene

        app.push(TitleScene(app))
