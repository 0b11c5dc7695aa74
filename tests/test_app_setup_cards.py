"""A game card shows as much of its summary in Arabic as in English where the lines fit.

When the cards' words were laid out as English has them (ad0cd67), Isolo's card at 1024x600
in large Arabic text showed one summary line fewer than before. Arabic lines now step by the
Latin line (theme.lines_step) and rise onto its baseline (theme.line_rise): a card shows as
many summary lines in Arabic as in English, or all of the Arabic summary where it has fewer
lines, as the screen draws them."""

from __future__ import annotations

import pygame
import pytest

from apphelp import Harness, record_texts

SIZES = [(1024, 600), (1280, 720), (1920, 1080)]


def summary_lines(tmp_path, monkeypatch, lang: str, size, text_size: str,
                  chosen: str | None) -> dict[str, tuple[int, int]]:
    """Per card: (its summary lines drawn, the lines its summary has), as the screen draws
    the setup page in ``lang`` with the card ``chosen`` (None: the page's own choice)."""
    from ludic.app import catalog, language, theme
    from ludic.app.scenes.setup import _wrap
    from ludic.i18n import _

    h = Harness(tmp_path / lang, size=size)
    language.switch(h.app, lang)
    h.set_text_size(text_size)
    h.pump(2)
    h.click_button("play")
    if chosen:
        h.choose_game(chosen)
    h.settle()
    scene = h.top
    recorder = record_texts(monkeypatch)
    recorder.clear()
    h.app.draw()
    out = {}
    for level_id, rect in scene.cards:
        lv = catalog.level(level_id)
        drawn = [d for d in recorder if d.surface is h.app.screen and d.rect is not None
                 and rect.collidepoint(d.rect.center)]
        assert drawn and drawn[0].text == _(lv.name), (level_id, [d.text for d in drawn])
        summary = drawn[2:]  # under the name and the people-and-place line
        wrapped = _wrap(_(lv.summary), summary[0].size, scene._card_box(rect)[4]) \
            if summary else [None]
        out[level_id] = (len(summary), len(wrapped))
    language.switch(h.app, "en")
    theme.set_text_size("normal")
    pygame.quit()
    return out


@pytest.mark.parametrize("chosen", [None, "isolo"])
@pytest.mark.parametrize("text_size", ["normal", "large", "extra large"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_an_arabic_card_shows_as_much_summary_as_an_english_one(tmp_path, monkeypatch, size,
                                                                text_size, chosen):
    english = summary_lines(tmp_path, monkeypatch, "en", size, text_size, chosen)
    arabic = summary_lines(tmp_path, monkeypatch, "ar", size, text_size, chosen)
    short = {level_id: (arabic[level_id][0], shown)
             for level_id, (shown, _lines) in english.items()
             if arabic[level_id][0] < min(shown, arabic[level_id][1])}
    assert not short, short
