"""A setup row's label never leaves its rule reference alone on a line.

The race's option "Play on for places (S8)" wrapped to "(S8)" alone on its last line (and
"(D4)", "(H5)"... in the other games' labels, in rooms of their widths): the setup page's
labels were wrapped without the brackets held to the word before them, which every other
wrap of the app holds (ludic.i18n.held_brackets)."""

from __future__ import annotations

import re

import pygame
import pytest

#: A line that is only a rule reference in brackets (direction isolates and marks aside)
ALONE = re.compile(r"\(?[A-Z]\d+\)?[.,]?")
MARKS = str.maketrans("", "", "\u2066\u2067\u2068\u2069\u200e\u200f\u00a0 ")


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_no_option_label_leaves_its_rule_alone_on_a_line(lang):
    from ludic import i18n
    from ludic.app import catalog
    from ludic.app.scenes.setup import _label_lines, _option_label

    pygame.init()
    i18n.set_language(lang)
    try:
        seen = 0
        for lv in catalog.levels():
            for spec in lv.options.values():
                label = _option_label(spec)
                if not re.search(r"\([A-Z]\d+", label.translate(MARKS)):
                    continue
                seen += 1
                for size in (12, 18, 24):
                    for room in range(80, 420, 6):
                        lines, _step = _label_lines(label, size, room, size)
                        assert not any(ALONE.fullmatch(line.translate(MARKS)) for line in lines
                                       if len(lines) > 1), (label, size, room, lines)
        assert seen >= 5
    finally:
        i18n.set_language("en")
