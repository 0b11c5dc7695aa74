"""One answer to "how much wider must this panel be for its buttons' words?".

Two panels take from the board the few pixels their buttons' words lack (at most
``WIDEN_MOST`` of its width): the game's planned its rows of buttons again for each pixel
more, up to 22 times, and the lesson's measured its one row in a way of its own. Both now
ask :func:`ludic.app.scenes.common.width_lacking`, which must agree with the plan the game
panel then makes (:func:`plan_rows`): at the width it answers the words are drawn at nine
tenths of their size or more, and one pixel narrower they are not."""

from __future__ import annotations

import math

import pygame
import pytest

from apphelp import Harness
from ludic.app import language, theme
from ludic.app.scenes.common import (LEGIBLE_SHARE, Unmade, button, plan_rows, theme_face,
                                     theme_size, width_lacking)
from ludic.i18n import _

WORDS = ["Undo", "Redo", "Rules", "Help", "Settings", "Menu"]


@pytest.mark.parametrize("lang", ["fr", "ar"])
def test_the_width_lacking_is_the_least_the_row_plan_holds_its_words_in(tmp_path, lang):
    h = Harness(tmp_path, size=(1280, 720))
    h.set_text_size("extra large")
    try:
        language.switch(h.app, lang)
        manager = h.app.gui
        height, gap = 44, 6
        made = [button(manager, (0, 0, 100, height), _(w)) for w in WORDS]
        unmade = [Unmade(manager, height, _(w)) for w in WORDS]
        good = math.ceil(LEGIBLE_SHARE * min(theme_size(b) for b in made))
        assert good > theme.text_floor()
        checked = 0
        for least, most in ((1, 1), (2, 2), (2, 3), (3, 4)):
            for width in range(150, 900, 5):
                lack = width_lacking(made, width, gap, (least, most))
                # measured alike before the buttons are made (the lesson's layout)
                assert width_lacking(unmade, width, gap, (least, most)) == lack
                _lens, size = plan_rows(made, width + lack, gap, most, least=least)
                assert size >= good, (least, most, width, lack, size)
                if lack:
                    _lens, size = plan_rows(made, width + lack - 1, gap, most, least=least)
                    assert size < good, (least, most, width, lack, size)
                    checked += 1
        assert checked > 50  # widths the words lacked room in, not only roomy ones
    finally:
        language.switch(h.app, "en")
        theme.set_text_size("normal")
        pygame.quit()


def test_later_words_are_held_at_the_smallest_legible_size(tmp_path):
    """A button's ``later`` words (a lesson's 'Leçon suivante' on a button laid out for
    'Suivant') need their width at the smallest legible size, not at nine tenths of the
    button's: the row lacks what they lack there."""
    h = Harness(tmp_path, size=(1024, 768))
    h.set_text_size("extra large")
    try:
        language.switch(h.app, "fr")
        manager = h.app.gui
        now = Unmade(manager, 33, _("Next"), "primary", "next")
        floor = theme.text_floor()
        at_floor = theme_face(manager, now.combined_element_ids, floor).size(
            _("Next lesson"))[0] + now.edge
        nine_tenths = math.ceil(LEGIBLE_SHARE * theme_size(now))
        alone = theme_face(manager, now.combined_element_ids, nine_tenths).size(
            _("Next"))[0] + now.edge
        assert at_floor > alone  # 'Leçon suivante' at 12 px is wider than 'Suivant' at 23
        assert width_lacking([now], 0, 8) == alone
        assert width_lacking([now], 0, 8, later=[[_("Next lesson")]]) == at_floor
        assert width_lacking([now], at_floor, 8, later=[[_("Next lesson")]]) == 0
    finally:
        language.switch(h.app, "en")
        theme.set_text_size("normal")
        pygame.quit()
