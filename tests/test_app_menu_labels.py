"""The in-game menu's labels are as large in French and Arabic as in English, and whole.

A QA pass with a teacher's projector (French, extra large text, 1024x768): the menu's box kept
its width and 'Enregistrer la partie…  (Ctrl+S)' was shrunk to 17 px beside 'Revue des
coups' at 25, where English 'Save the game…  (Ctrl+S)' had 21 (37 for 45 at 1920x1080). The
box now widens, as far as the window lets it, for its widest label at its theme's size. An
Arabic label was held by the button's height, not its width: 'العودة إلى الجولة' at 23 for
English's 27 at 1024x600; the buttons are now as tall as their words need
(:func:`ludic.app.scenes.common.row_height`)."""

from __future__ import annotations

import pygame
import pytest

from apphelp import Harness, assert_as_large_as_english, in_each_language
from ludic.app import language
from ludic.app.scenes.common import _fits

MENU = ("resume", "save_game", "review", "new_game", "to_title")


@pytest.mark.parametrize("size", [(1024, 600), (1024, 768), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("text_size", ["normal", "extra large"])
def test_the_game_menus_labels_are_as_large_as_english(tmp_path, size, text_size):
    h = Harness(tmp_path, size=size)
    h.set_text_size(text_size)
    drawn = {}
    try:
        for lang in in_each_language(h):
            h.start_game("dra")
            h.key(pygame.K_ESCAPE)
            h.settle()
            assert h.top.name == "gamemenu", h.names()
            box = h.top.box
            assert h.app.screen.get_rect().contains(box), (lang, box)
            drawn[lang] = {}
            for oid in MENU:
                b = h.button(oid)
                assert box.contains(b.rect), (lang, b.text, b.rect, box)
                assert _fits(b, b.font, b.text), (lang, b.text)
                drawn[lang][oid] = (b.text, b.font.get_point_size())
        assert_as_large_as_english(drawn)
    finally:
        language.switch(h.app, "en")
        pygame.quit()
