"""A screen's title stays inside the header's bar in every language and text size."""

import pygame
import pytest

from ludic import i18n
from ludic.app import theme

PAGE = (1, 2, 3)
PATTERN = (4, 5, 6)


class _Pattern:
    """The assets the header asks for: its patterned band, here one plain colour."""

    def image(self, name):
        return pygame.Surface((40, 10))

    def scaled(self, name, size):
        tile = pygame.Surface(size)
        tile.fill(PATTERN)
        return tile


@pytest.mark.parametrize("window", [(1920, 1080), (1024, 768)])
@pytest.mark.parametrize("lang, title", [
    ("ar", "Learn"), ("ar", "Settings"), ("ar", "Help"), ("en", "Learn"), ("fr", "Settings"),
])
def test_a_title_in_extra_large_text_stays_in_its_bar(window, lang, title):
    """In Arabic in extra large text «تعلّم» (Learn) stood 113 px tall in a bar of 96 at
    1920x1080: its meem's tail hung into the page under the header, as did «القواعد»'s
    qaf. Above the bar is the patterned band, below it the page: neither gets a pixel of
    the title. English and French titles, which fit, are drawn where they were."""
    from ludic.app.scenes.common import draw_header, header_title

    pygame.font.init()
    i18n.set_language(lang)
    theme.set_window_size(*window)
    theme.set_text_size("extra large")
    try:
        words = i18n._(title)
        scale = theme.ui_scale(*window)
        surface = pygame.Surface(window)
        surface.fill(PAGE)
        below = draw_header(surface, _Pattern(), words, scale)
        bar_top = round(64 * scale) // 3

        def pixels(rect, *colors) -> int:  # how many of ``rect``'s pixels are one of them
            part = surface.subsurface(rect)
            return sum(pygame.mask.from_threshold(part, c, (1, 1, 1, 255)).count()
                       for c in colors)

        page = pygame.Rect(0, below, window[0], window[1] // 4)
        assert pixels(page, PAGE) == page.width * page.height, words
        band = pygame.Rect(0, 0, window[0], bar_top)
        assert pixels(band, PATTERN, theme.INDIGO_DARK) == band.width * band.height, words
        size, y = header_title(words, pygame.Rect(0, bar_top, window[0], below - bar_top),
                               scale)
        if lang != "ar":  # it fits: as large as ever, on the bar's middle line
            assert size == round(34 * scale) and y == bar_top + (below - bar_top) // 2
    finally:
        theme.set_text_size("normal")
        i18n.set_language("en")
