"""What the Sig (El Oued) board shows on its special squares (S1, S5): the Minaret's
picture on square 13 large enough for a class to recognise, with the track's numbers shown.

Square 13 holds its number's badge, its neighbour 14's, the track's arrows across its
sides and the plate with its name: the whole sprite, fitted in a square under the badges,
was 12 px at 1024x768 and 18 px at 1280x720 in extra large text, its tower 5 and 8 px wide
(a quarter of the square's height). The tower alone now stands on the plate, its top
between the badges, its foot between the arrows
(:meth:`ludic.app.boards.sig_race.SigRaceView.minaret_picture`); that it touches none of
them is measured in ``test_app_sig_race_labels``."""

from __future__ import annotations

import pygame
import pytest

from apphelp import headless_view
from test_app_sig_race_labels import LEVEL, _board_rects
from ludic import i18n
from ludic.app import theme
from ludic.model.registry import make_game

#: The least share of square 13's height the Minaret's tower stands, drawn (its inked
#: pixels): at 1024x768 in extra large text 26 px of 50.
TALL = 0.45


@pytest.mark.parametrize("size", [(1024, 768), (1280, 720), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_minarets_picture_is_half_its_square_tall(tmp_path, size):
    rects = _board_rects(tmp_path, size)
    short = []
    was = i18n.language()
    try:
        for (lang, text_size), rect in rects.items():
            i18n.set_language(lang)
            theme.set_text_size(text_size)
            game = make_game(LEVEL, {}, 6)
            view = headless_view(game, rect)
            for numbers in (True, False):
                img, at = view.minaret_picture(numbers=numbers)
                ink = img.get_bounding_rect(min_alpha=60).move(at.topleft)
                cell = view.cells["13"]
                if ink.height < TALL * cell.height or ink.width < TALL / 3 * cell.width:
                    short.append(f"{lang} {text_size} numbers={numbers}: {ink.size} on "
                                 f"{cell.size}")
    finally:
        i18n.set_language(was)
        theme.set_text_size("normal")
    assert not short, "\n".join(short)
    pygame.quit()
