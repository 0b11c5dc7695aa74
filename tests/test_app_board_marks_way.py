"""Sig capture's way (a selected piece's squares, shaded and numbered 1, 2, 3..., C2, C4)
among the marks that fall on those squares: the last move's blue ring, the mouse's cream
one, the target's yellow one, the hint's green one and the keyboard cursor's brackets
(``test_app_board_marks`` measures the marks against one another, with no way shown).

The way's numbers sat in each square's lower left corner over the outer rings, and its
shade, drawn over every ring, turned the rings inside it to other colours (the mouse's ring
on a square of the way kept none of its cream pixels, the last move's half of its blue).
The measure is that module's: the pixels of its colour a mark adds on the square with all
the others drawn too, against those it adds drawn alone. The numbers then stood on the
corner four squares share, outside the rings' circles: a "4" read as the neighbour's, and
the cursor's brackets there kept 63-85% of their pixels. Each number now lies inside its
own square's lower left corner, past the brackets, which keep every pixel; the rings it
crosses keep nine tenths of theirs."""

from __future__ import annotations

import pygame
import pytest

from apphelp import Harness
from test_app_board_marks import KEPT, _a_capture_chosen, _count
from ludic.app import theme
from ludic.app.boards.base import CURSOR


def _outside(surface: pygame.Surface, rect: pygame.Rect, color, discs) -> int:
    """The pixels of ``color`` in ``rect`` outside the ``discs`` (centre, radius)."""
    color = tuple(color[:3])
    rect = rect.clip(surface.get_rect())
    return sum(1 for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
               if tuple(surface.get_at((x, y)))[:3] == color
               and all((x + 0.5 - c[0]) ** 2 + (y + 0.5 - c[1]) ** 2 > (r + 1) ** 2
                       for c, r in discs))


@pytest.mark.parametrize("text_size", ["normal", "extra large"])
@pytest.mark.parametrize("size", [(1024, 768), (1280, 720), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_ways_numbers_and_the_marks_on_its_squares_all_show(tmp_path, size, text_size):
    h = Harness(tmp_path, size=size)
    h.set_text_size(text_size)
    h.settle()
    view, state, frm, to, board, targets = _a_capture_chosen(h, steps=2)
    way = view._way(state, frm)
    assert len(way) >= 2 and way[-1] == to
    chosen = dict(selection=frm, targets=targets, legal_marks=True)  # the way is shown
    number = theme.player_color(state.turn)  # the way's numbered discs
    colours = {"last_targets": theme.LAST_MOVE, "hover": theme.CREAM, "focus": CURSOR,
               "hint": theme.PALM_LIGHT, "targets": theme.HIGHLIGHT}
    for place in way:
        cell = view.cells[place]
        marks = {"last_targets": (place,), "hover": place, "focus": place, "hint": (place,)}
        bare = board.draw()
        every = board.draw(**chosen, **marks)
        for mark, colour in colours.items():
            if mark == "targets":
                if place != to:
                    continue
                alone = board.draw(targets=targets)
                without = board.draw(**dict(chosen, targets=frozenset()), **marks)
            else:
                alone = board.draw(**{mark: marks[mark]})
                without = board.draw(**chosen, **dict(marks, **{mark: {
                    "last_targets": (), "hover": None, "focus": None, "hint": ()}[mark]}))
            # the cursor's brackets stand a little out of the square: measured there too,
            # whole (the way's numbers stood over them)
            area, discs = (cell, ()) if mark != "focus" else (
                cell.inflate(round(view.u * 0.2), round(view.u * 0.2)), ())
            drawn = _outside(alone, area, colour, discs) - _outside(bare, area, colour, discs)
            kept = _outside(every, area, colour, discs) - _outside(without, area, colour,
                                                                   discs)
            assert drawn >= cell.width // 2, (place, mark, drawn)  # the mark is drawn there
            least = 1.0 if mark == "focus" else 0.9  # the rings the number crosses
            assert kept >= least * drawn, (size, text_size, place, mark, kept, drawn)
        # the way's number lies inside its own square, clear of every neighbour
        (cx, cy), radius, _size = view.step_badge(cell, way.index(place) + 1,
                                                  h.game.ui_state().scale)
        disc = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        disc.center = (round(cx), round(cy))
        assert cell.contains(disc), (place, cell, disc)
        assert not any(disc.colliderect(other) for name, other in view.cells.items()
                       if name != place), place
        # the way's number, in the square's lower left quarter and the corner beyond it
        # (where no other number stands): what it adds with every mark drawn, against alone
        out = round(view.u * 0.25)
        corner = pygame.Rect(cell.left - out, cell.centery, cell.width // 2 + out,
                             cell.height // 2 + out)
        drawn = _count(board.draw(**chosen), corner, number) \
            - _count(board.draw(targets=targets), corner, number)
        kept = _count(every, corner, number) - _count(board.draw(targets=targets, **marks),
                                                      corner, number)
        assert drawn >= cell.width // 2, (place, "number", drawn)
        assert kept >= KEPT * drawn, (size, text_size, place, "number", kept, drawn)
    pygame.quit()
