"""The keyboard cursor against the last move's mark on every board with a cursor (Dra,
Khamousiyya 7x7 and 5x5, Isolo, Sig capture; the Sig race has no place to choose, S3).

The cursor was an indigo ring drawn where the last move's light blue ring is drawn: the two
looked alike on Dra's board, and on the place a piece had just been put in (where the cursor
stays after the click) the wider indigo ring covered the light blue one. The cursor is now
four white corner brackets on a dark edge (``BoardView.draw_cursor``), in the place's corners,
over the pieces: both marks show on one place."""

from __future__ import annotations

import random

import pygame
import pytest

from apphelp import Harness
from ludic.app import theme
from ludic.app.boards.base import CURSOR, CURSOR_EDGE

BOARDS = ["dra", "khamousiyya", "khamousiyya-5x5", "isolo", "sig-el-oued-capture"]


def _after_a_few_moves(tmp_path, level: str) -> Harness:
    """A game of ``level`` a few random moves in, at a person's decision with a last move
    marked (throws are thrown as a player throws, Space)."""
    h = Harness(tmp_path, size=(1280, 720))
    h.start_game(level)
    game = h.game
    rng = random.Random(1)
    for n in range(60):
        state = game.state
        if n >= 3 and not state.is_chance and game.ui_state().last_targets \
                and game.view.clickable(state, game.ui_state()):
            return h
        h.play(None if state.is_chance else rng.choice(state.legal_moves()))
    raise AssertionError(f"{level}: no decision after a marked move")


def _count(surface: pygame.Surface, rect: pygame.Rect, color) -> int:
    color = tuple(color[:3])
    return sum(1 for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
               if tuple(surface.get_at((x, y)))[:3] == color)


@pytest.mark.parametrize("level", BOARDS)
def test_cursor_and_last_move_both_show_on_one_place(tmp_path, level):
    h = _after_a_few_moves(tmp_path, level)
    game = h.game
    view = game.view
    place = game.ui_state().last_targets[-1]
    game.hover = None  # the mouse's own ring is another question: the keyboard's alone here
    game.focus = place
    shot = h.screenshot(tmp_path / "both.png")
    cell = view.cells[place]
    assert _count(shot, cell, theme.LAST_MOVE) >= cell.width, (level, "last move hidden")
    # the cursor's brackets: white and their dark edge, in at least three of the place's
    # corners (Isolo's letter and count badges lie over two of them and hide part of each)
    side = max(4, round(min(cell.size) * 0.3))
    corners = [pygame.Rect(x, y, side, side)
               for x in (cell.left, cell.right - side) for y in (cell.top, cell.bottom - side)]
    marked = [c for c in corners if _count(shot, c, CURSOR) >= side
              and _count(shot, c, CURSOR_EDGE) >= side]
    assert len(marked) >= 3, (level, place, len(marked))
    # and nowhere else: the brackets belong to the cursor (drawn without it, no white
    # core in those corners)
    game.focus = None
    bare = h.screenshot(tmp_path / "bare.png")
    assert all(_count(bare, c, CURSOR) < side for c in marked), level
    assert _count(bare, cell, theme.LAST_MOVE) >= cell.width, level
    pygame.quit()
