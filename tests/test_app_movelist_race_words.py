"""The Sig race's move list in words a player reads: a step between Cairo's points (the one
square, S1) said as a step within Cairo, not "father Cairo to Cairo" («القاهرة إلى القاهرة»);
and a row wrapped on several lines never broken inside its brackets (the Arabic short form
broke "(0، سيق" over "الاثني عشر)")."""

import pygame
import pytest

from apphelp import headless_view
from ludic import i18n
from ludic.app import theme
from ludic.app.scenes.game import movelist
from ludic.app.scenes.game.panel import Panel
from ludic.model.protocol import Effect, EffectKind
from ludic.model.registry import make_game


def _within_cairo():
    """A sig of 1 (K2) that steps the father from Cairo's first point to its second."""
    e = EffectKind
    return (Effect(e.THROW, "1 polished side up: Sig!", 1, count=1),
            Effect(e.COUNT, "Sig! 1 (K2)", 1, count=1),
            Effect(e.STEP, "", 1, src="Cairo", dst="Cairo", count=30, piece="father"))


@pytest.mark.parametrize("lang, said, short", [
    ("en", "Yusuf throws 1 (sig): father moves on within Cairo",
     "Yusuf (1, sig): father moves on within Cairo"),
    ("fr", "Yusuf lance 1 (sig)\u00a0: père avance au Caire",
     "Yusuf (1, sig)\u00a0: père avance au Caire"),
    ("ar", None, None),
])
def test_a_step_within_cairo_is_said_so(lang, said, short):
    view = headless_view(make_game("sig-el-oued"))
    i18n.set_language(lang)
    try:
        lines = [movelist.throw_line("Yusuf", 1, _within_cairo(), view, compact=c)
                 for c in (False, True)]
        cairo = view.square_words("Cairo").split()[-1]  # "Caire": French says "au Caire"
    finally:
        i18n.set_language("en")
    for line in lines:
        assert line.count(cairo) == 1, line  # named once: never "Cairo to Cairo"
    if said is not None:
        assert lines == [said, short]
    else:
        assert all("داخل القاهرة" in line for line in lines), lines
    pygame.quit()


@pytest.mark.parametrize("lang, text", [
    ("ar", "اللاعب 1 (0، سيق الاثني عشر): الأب 7–11، الجنّي 3–5"),
    ("en", "Computer 1 (0, sig of twelve): father 7–11, djinn 3–5"),
])
def test_a_wrapped_row_keeps_each_bracket_on_one_line(lang, text):
    pygame.init()
    i18n.set_language(lang)
    try:
        size = 16
        bracket = text[text.index("("):text.index(")") + 2]
        least = theme.text_width(bracket, size, bold=True) + 2
        full = theme.text_width(text, size, bold=True)
        broken = 0
        for room in range(least, full, 4):
            lines, cut = Panel._set_row(text, "", size, room, True, 2, ever=5)
            assert not cut, (room, lines)
            assert " ".join(lines).split() == text.split()
            for line in lines:
                assert line.count("(") == line.count(")"), (room, lines)
            broken += len(lines) > 1
        assert broken >= 10  # the rows measured are wrapped ones
    finally:
        i18n.set_language("en")
    pygame.quit()
