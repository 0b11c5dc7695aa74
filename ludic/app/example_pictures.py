"""The rule book's worked examples as small pictures of the board, for the rules screen.

Each picture is the game's own board view (:mod:`ludic.app.boards`, the same as in a game)
drawn at a small size at the example's position, which comes from the lesson step that shows
the example (:func:`ludic.model.examples.worked_examples`).
"""

from __future__ import annotations

import logging

import pygame

from ludic.app import theme
from ludic.app.boards import make_view
from ludic.app.boards.base import UIState

log = logging.getLogger(__name__)


def example_pictures(course: str, assets, width: int, max_height: int, widest: int = 0
                     ) -> dict[str, pygame.Surface]:
    """Example number -> a picture at most ``width`` x ``max_height`` pixels (framed), or
    larger by the view's ``picture_size`` (a board of many small squares, the race's track)
    up to ``widest`` pixels wide."""
    from ludic.model.examples import worked_examples

    out: dict[str, pygame.Surface] = {}
    views: dict[int, object] = {}
    for number, ex in worked_examples(course).items():
        try:
            view = views.get(id(ex.game))
            if view is None:
                view = views[id(ex.game)] = make_view(ex.game, assets)
            grow = float(getattr(view, "picture_size", 1.0))
            out[number] = draw_position(view, ex.state, min(max(width, widest), round(
                width * grow)), round(max_height * grow))
        except Exception:  # a picture that fails leaves the text alone
            log.warning("picture of worked example %s", number, exc_info=True)
    return out


def draw_position(view, state, width: int, max_height: int) -> pygame.Surface:
    """``state`` drawn by ``view`` in a picture of at most ``width`` x ``max_height``."""
    aspect = float(getattr(view, "aspect", 1.0) or 1.0)
    w = max(40, min(width, round(max_height * aspect)))
    h = max(30, round(w / aspect))
    pad = max(2, w // 60)
    img = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(img, theme.SAND_DARK, img.get_rect(), border_radius=pad * 3)
    board = pygame.Rect(pad, pad, w, h)
    view.layout(board)
    view.sync(state)
    with theme.no_floor():  # a picture of the board: its labels shrink with it
        view.draw(img, state, UIState(thumbnail=True, scale=max(0.3, h / 600)))
    return img
