"""The title screen's heading and buttons sit as one block between its two bands."""
from __future__ import annotations

import pytest

from apphelp import Harness
from ludic.app import language
from ludic.app.scenes.title import ink


def _block(h: Harness):
    """The title's block (the heading's ink to the last button) and its free room (from under
    the top band to over the bottom band), in the window's height."""
    title = h.top
    assert title.name == "title"
    height = h.app.screen.get_height()
    heading = [ink(text, px, bold, c) for text, c, px, _c, bold, _s in title.heading_lines(height)]
    top = min(r.top for r in heading)
    bottom = title.button_rects[-1].bottom
    free_top = round(height * 0.07) + title.band_h
    free_bottom = height - round(height * 0.07) - title.band_h
    return top, bottom, free_top, free_bottom


@pytest.mark.parametrize("size,lang,text_size", [((1024, 768), "en", "normal"),
                                                 ((1024, 768), "ar", "extra large"),
                                                 ((1920, 1440), "fr", "large")])
def test_on_a_four_by_three_screen_the_block_is_centred(tmp_path, size, lang, text_size):
    """A teacher's 4:3 projector at 1024x768: the block hung from a quarter of the height,
    60 px under the top band and 170 px over the bottom one. The room above and below it now
    differ by a few pixels at most."""
    h = Harness(tmp_path, size=size)
    language.switch(h.app, lang)
    h.set_text_size(text_size)
    h.app.reset("title")
    h.settle()
    top, bottom, free_top, free_bottom = _block(h)
    above, below = top - free_top, free_bottom - bottom
    assert above > 0 and below > 0, (above, below)
    assert abs(above - below) <= 4, (above, below)


def test_a_wide_window_keeps_its_layout(tmp_path):
    """At 1280x720 the block already sat near the middle (it is never raised): the name's
    centre stays at a quarter of the height, Play 150 px under it."""
    h = Harness(tmp_path, size=(1280, 720))
    h.app.reset("title")
    h.settle()
    assert h.top.title_center == (640, 180)
    assert h.top.button_rects[0].top == 330
