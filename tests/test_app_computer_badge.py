"""The computer's mark beside a seat's name holds its words whole in every text size.

A QA pass with a teacher's projector (1024x768 full screen, extra large text): the badge was
20 px a scale tall whatever the text size, and the tails of "thinking" and "Easy" were cut
at its lower edge."""

from __future__ import annotations

import pygame
import pytest

from apphelp import Harness
from ludic.app import language, theme
from ludic.i18n import _


def _cream(surface: pygame.Surface, area: pygame.Rect) -> int:
    """How many pixels of ``area`` are nearly the badge's cream."""
    n = 0
    for x in range(area.left, area.right):
        for y in range(area.top, area.bottom):
            c = surface.get_at((x, y))
            if c.a > 200 and all(abs(c[i] - theme.CREAM[i]) < 40 for i in range(3)):
                n += 1
    return n


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_the_badges_words_are_whole(tmp_path, size, lang):
    h = Harness(tmp_path, size=size)
    try:
        language.switch(h.app, lang)
        h.start_game("dra")
        for text_size in ("normal", "extra large"):
            h.set_text_size(text_size)
            panel, s = h.game.panel, h.game.scale
            h.game.clock = 0.0  # "thinking" with no dot yet
            for strength, thinking in (("Easy", False), ("Hard", False), ("", True)):
                text = _("thinking") + "   " if thinking else strength
                badge = panel._make_badge(strength, thinking, s)
                # the words alone, on the badge's colour: as many cream pixels as in it
                label = theme.render(text, round(14 * s), theme.CREAM, True)
                alone = pygame.Surface(label.get_size(), pygame.SRCALPHA)
                alone.fill(theme.TERRACOTTA if thinking else theme.INDIGO)
                alone.blit(label, (0, 0))
                whole = _cream(alone, alone.get_rect())
                screen_end = round(6 * s) + round(14 * s) + round(2 * s)
                words = pygame.Rect(screen_end, 0, badge.get_width() - screen_end,
                                    badge.get_height())
                shown = _cream(badge, words)
                assert shown >= 0.97 * whole, (lang, text_size, text, shown, whole,
                                               badge.get_size())
    finally:
        language.switch(h.app, "en")
        pygame.quit()



def test_the_badge_speaks_the_language_switched_to(tmp_path):
    """A race's computer seat has no strength to name: its badge says "computer" in the
    language in force. After a switch from French to Arabic in a game it still read
    "ordinateur" (the badge was kept by its strength alone)."""
    from ludic.app.session import Session, Setup

    h = Harness(tmp_path, size=(1280, 720))
    try:
        language.switch(h.app, "fr")
        h.app.reset("title")
        h.settle()
        h.app.push("game", session=Session(Setup("sig-el-oued", {}, 2, [], 0, [None, "easy"],
                                                 7)), opening=False)
        h.settle()
        made = []
        panel = h.game.panel
        real = panel._make_badge
        panel._make_badge = lambda *a, **k: made.append(_("computer")) or real(*a, **k)
        h.app.draw()
        language.switch(h.app, "ar")
        h.settle()
        h.app.draw()
        assert made and made[-1] == _("computer") and made[-1] != "ordinateur", made
    finally:
        language.switch(h.app, "en")
        pygame.quit()
