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


def card_texts(h, scene, recorder):
    """The setup page drawn once: per card, ``(level id, its rect, the texts drawn on it)``,
    in the order drawn (its name first)."""
    recorder.clear()
    h.app.draw()
    for level_id, rect in scene.cards:
        yield level_id, rect, [d for d in recorder if d.surface is h.app.screen
                               and d.rect is not None and rect.collidepoint(d.rect.center)]


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
    out = {}
    for level_id, rect, drawn in card_texts(h, scene, recorder):
        lv = catalog.level(level_id)
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



def test_the_cards_words_are_laid_out_again_for_a_new_language_or_text_size(tmp_path,
                                                                            monkeypatch):
    """The cards' wrapped words are kept from one draw to the next (wrapping them again on
    every draw took 109 ms of a 119 ms draw in Arabic extra large text), and dropped when
    the language or the text size changes: the same setup screen then shows each card's
    words in the new language, cut for the new size and inside the card (words kept from
    normal text, drawn large, ran under the card's edge)."""
    from ludic.app import catalog, language, theme
    from ludic.app.scenes.setup import _wrap
    from ludic.i18n import _

    h = Harness(tmp_path, size=(1280, 720))
    h.pump(2)
    h.click_button("play")
    h.settle()
    scene = h.top
    recorder = record_texts(monkeypatch)

    def card_words() -> dict[str, list]:
        """Per card: the words drawn on it, checked against the language and text size in
        force."""
        out = {}
        for level_id, rect, drawn in card_texts(h, scene, recorder):
            lv = catalog.level(level_id)
            assert [d.text for d in drawn[:1]] == [_(lv.name)], (level_id, drawn)
            if len(drawn) > 2:  # the summary's first line, as cut now (or cut short: "…")
                want = _wrap(_(lv.summary), drawn[2].size, scene._card_box(rect)[4])[0]
                assert want.startswith(drawn[2].text.rstrip("…")), (level_id, drawn[2], want)
            for d in drawn:  # the letters inside the card (a line's rect has leading)
                assert rect.contains(d.rect.inflate(-2, -round(d.rect.height * 0.3))), \
                    (level_id, d.text, d.rect, rect)
            out[level_id] = [d.text for d in drawn]
        return out

    english = card_words()
    assert all(len(words) > 2 for words in english.values()), english
    for lang, text_size in (("fr", "normal"), ("fr", "large"), ("ar", "large")):
        language.switch(h.app, lang)
        h.set_text_size(text_size)
        h.settle()
        assert h.top is scene  # the same screen, its cards' words kept until now
        now = card_words()
        for level_id, words in now.items():
            assert words[1] != english[level_id][1], (lang, level_id, words)
        if text_size == "large":  # no room left for a summary line on a card
            assert all(len(words) == 2 for words in now.values()), (lang, now)
    language.switch(h.app, "en")
    theme.set_text_size("normal")
