"""A larger text size never draws the setup page's option explanations smaller.

QA33B, Arabic Sig race at 1024x600: in large text the explanations were drawn at 12 px, at
14 px in normal text. Crowded by the larger rows, they fell to the smallest legible size, and
that smallest asked-for size, enlarged, came out under what normal text had room for. Those
with no room now follow the players (the page scrolls to them), as large as ever."""

from __future__ import annotations

import pytest

from apphelp import Harness
from ludic.app import theme

TEXT_SIZES = ("normal", "large", "extra large")


def drawn(size: int) -> int:
    """The pixels a text asked for at ``size`` is drawn at now (as ``theme.font`` enlarges
    it by the text size setting)."""
    return max(6, round(size * theme.text_factor()))


@pytest.mark.parametrize("window", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["ar", "fr"])
def test_explanations_grow_with_the_text_size(tmp_path, window, lang):
    h = Harness(tmp_path, size=window)
    h.open_setup("sig-el-oued", lang=lang)
    for players in (2, 6):
        h.click_button(f"players_{players}")
        h.settle()
        sizes = []
        for text_size in TEXT_SIZES:
            h.set_text_size(text_size)
            h.settle()
            sizes.append(drawn(h.app.top.help_size))
        h.set_text_size("normal")
        h.settle()
        assert sizes == sorted(sizes), (players, dict(zip(TEXT_SIZES, sizes)))
