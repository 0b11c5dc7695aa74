"""The Learn screen's course cards are spaced alike: every card's count of lessons is as far
under its game's name.

A QA pass with a teacher's projector (French, extra large text, 1024x768): the lines were
placed by their letters' ink, so under 'Dra' and 'Isolo' (no letter reaching below the line)
the count stood 19 px below the name, and 25 px under 'Sig (El Oued)' and 'Khamousiyya'
(their 'g', 'y' and brackets reach below it). The lines are now placed by the font's line
box, and the letters of the two lines never touch (the dots under an Arabic name once fell
on the count's 0)."""

from __future__ import annotations

import pygame
import pytest

from apphelp import Harness, learn_in_each_language
from ludic.app import language, theme


def ink(text: str, y: int, size: int, bold: bool) -> tuple[int, int]:
    """The first and one past the last row of ``text``'s letters drawn with its picture's top
    at ``y``."""
    top, bottom = theme.ink_rows(text, size, bold=bold)
    return y + top, y + bottom


@pytest.mark.parametrize("size", [(1024, 600), (1024, 768), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("text_size", ["normal", "extra large"])
def test_every_card_has_its_count_as_far_under_its_name(tmp_path, size, text_size):
    h = Harness(tmp_path, size=size)
    h.set_text_size(text_size)
    try:
        for lang in learn_in_each_language(h):
            learn = h.app.top
            steps: dict = {}
            for course, rect in learn.cards:
                lines = learn.card_lines(rect, rect.bottom - round(rect.height * 0.2),
                                         *learn.card_words(course, rect))
                (name, y1, s1, _c1, b1), (count, y2, s2, _c2, b2) = lines
                base1 = y1 + theme.font(s1, b1).baseline(name)
                base2 = y2 + theme.font(s2, b2).baseline(count)
                steps.setdefault((s1, s2), set()).add(base2 - base1)
                # the name's letters end above the count's
                assert ink(name, y1, s1, b1)[1] <= ink(count, y2, s2, b2)[0], (lang, name)
                # both inside the card, above its progress bar
                assert rect.y <= ink(name, y1, s1, b1)[0], (lang, name)
            # cards whose lines have the same sizes have the same step between them
            assert all(len(v) == 1 for v in steps.values()), (lang, steps)
    finally:
        language.switch(h.app, "en")
        pygame.quit()

