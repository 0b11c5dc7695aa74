"""A name field's grey default name sits whole inside the field, clear of its border, in
every language and text size.

QA33B, Arabic six-player race at 1024x600 in large text, computers on seats 2, 4 and 6: the
fields read «الحاسوب 1», «الحاسوب 2», «الحاسوب 3» with the "1" on the left border, on screen
as headless (the two pictures are the same, pixel for pixel). pygame_gui draws a field's
right-aligned words (Arabic's) 6 px further from their edge than it lays them out, and the
setup page measured them as if they started where English words do: «الحاسوب 1» was given
101 px and needed 110. The computer's short form («حاسوب 1») reached the border likewise at
1280x720 in large text, a field a row of three had no room for."""

from __future__ import annotations

import pygame
import pytest

from apphelp import Harness


def words_clear(entry) -> tuple[int, int]:
    """How far the field's drawn words keep from the inside of its border, on the left and
    on the right, in pixels: its picture's grey, unsaturated pixels (its words; the border
    is brown, the background cream) between its shadow and border on each side."""
    img = entry.image
    w, h = img.get_size()
    border = entry.border_width
    border = border.get("left", 2) if isinstance(border, dict) else border
    edge = entry.shadow_width + border
    inked = [x for x in range(edge, w - edge)
             if any((c := img.get_at((x, y))).a > 200 and sum(c[:3]) < 600
                    and max(c[:3]) - min(c[:3]) < 40 for y in range(edge + 1, h - edge - 1))]
    assert inked, (entry.placeholder_text, "no words drawn")
    return inked[0] - edge, w - edge - 1 - inked[-1]


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_default_names_are_clear_of_their_fields_border(tmp_path, lang, size):
    from ludic.app import language, theme
    from ludic.i18n import N_, Text, short_names, tr

    h = Harness(tmp_path, size=size)
    language.switch(h.app, lang)
    try:
        for text_size in ("normal", "large", "extra large"):
            h.set_text_size(text_size)
            h.settle()
            if h.top.name != "setup":
                h.click_button("play")
                h.choose_game("sig-el-oued")
            scene = h.top
            scene.set_players(6)  # as its button does (scrolled out of view, in large text)
            for seat in (1, 3, 5):
                if not scene.computers.get(seat):
                    scene.cycle_seat(seat)
            h.settle()
            assert sorted(scene.computers) == [1, 3, 5], scene.computers
            for i, entry in enumerate(scene.entries):
                name = Text(N_("Computer {number}"), number=i // 2 + 1) if i % 2 \
                    else Text(N_("Player {number}"), number=i + 1)
                with short_names():
                    short = tr(name)
                assert entry.placeholder_text in (theme.drawable(tr(name)),
                                                  theme.drawable(short)), \
                    (text_size, i, entry.placeholder_text)
                clear = round(0.4 * entry.font.get_point_size())
                left, right = words_clear(entry)
                assert min(left, right) >= clear, \
                    (text_size, entry.placeholder_text, left, right, clear)
    finally:
        language.switch(h.app, "en")
        theme.set_text_size("normal")
        pygame.quit()
