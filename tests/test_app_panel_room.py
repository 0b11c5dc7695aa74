"""The panel gives every part its room (issue 14.3): with every player count, at every size
from 1024x600 up, and while action buttons show (Sig capture's "Free all", Khamousiyya's
declarations), the move list keeps at least three lines."""

import random

import pygame
import pytest

from apphelp import Harness
from ludic.app import catalog

SIZES = [(1024, 600), (1280, 720), (1920, 1080)]


def _cases():
    for lv in catalog.levels():
        for n in sorted({lv.min_players, lv.max_players}):
            yield lv.id, n


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_move_list_keeps_its_room(tmp_path, size):
    h = Harness(tmp_path, size=size, seed=4)
    for level_id, n in _cases():
        h.app.reset("title")
        h.pump(2)
        h.click_button("play")
        h.choose_game(level_id)
        if h.button(f"players_{n}") is not None:
            h.click_button(f"players_{n}")
        h.click_button("start")
        h.settle()
        game = h.game
        rng = random.Random(1)
        worst = None
        for _ in range(40):
            h.app.draw()
            rows = game.panel.list_rows
            worst = rows if worst is None else min(worst, rows)
            state = game.state
            if state.outcome() is not None or h.top.name != "game":
                break
            h.play(None if state.is_chance else rng.choice(state.legal_moves()))
        assert worst >= 3, f"{level_id} with {n} players at {size}: {worst} lines of moves"
    pygame.quit()
