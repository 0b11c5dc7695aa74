"""Fonts die with ``pygame.quit()``; the text caches of :mod:`ludic.app.theme` must not
outlive them. A test that quit pygame left its fonts cached, and the next test to measure
text without opening the app got "Invalid font (font module quit since font created)"
(test_fuzz_files after test_app_bad_input, run in one session)."""

from __future__ import annotations

import pygame

from ludic.app import theme


def test_text_is_measured_after_pygame_quit_and_init_again():
    pygame.font.init()
    before = theme.font(20).size("Ludic")
    assert theme.fit_size("a line measured before the quit", 80, 20) > 0
    pygame.quit()
    pygame.font.init()
    assert theme.font(20).size("Ludic") == before  # a live font, not the dead one
    assert theme.fit_size("a line measured after the quit", 80, 20) > 0
    assert theme.render("Ludic", 20).get_height() > 0
    pygame.quit()
    pygame.init()
    assert theme.font(20, bold=True).size("Ludic")[0] > 0
    pygame.quit()
