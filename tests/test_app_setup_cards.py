"""A game card shows as much of its summary in Arabic as in English where the lines fit.

When the cards' words were laid out as English has them (ad0cd67), Isolo's card at 1024x600
in large Arabic text showed one summary line fewer than before. Arabic lines now step by the
Latin line (theme.lines_step) and rise onto its baseline (theme.line_rise): a card shows as
many summary lines in Arabic as in English, or all of the Arabic summary where it has fewer
lines, as the screen draws them."""

from __future__ import annotations

import pygame
import pytest

from apphelp import Harness, record_texts, touching

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


def test_every_arabic_card_keeps_a_summary_line_clear_of_the_place_line(tmp_path,
                                                                         monkeypatch):
    """Arabic, 1024x600, large text: each card shows a line of its summary, its letters
    apart from those of the people-and-place line over it. The Sig race's card alone showed
    none: its first line stands 6 px taller than the others' (the hamza of «الأب»), and set
    by rows it met the place line at every name size; it stands lower now, the hamza
    between the place line's letters. Apart: no pixel of one touching the other's, as
    drawn on the screen; and the line's letters inside the card's border."""
    from ludic.app import language, theme

    h = Harness(tmp_path, size=(1024, 600))
    language.switch(h.app, "ar")
    h.set_text_size("large")
    h.pump(2)
    h.click_button("play")
    h.settle()
    scene = h.top
    recorder = record_texts(monkeypatch)
    try:
        for level_id, rect, drawn in card_texts(h, scene, recorder):
            assert len(drawn) >= 3, (level_id, [d.text for d in drawn])
            place, line = drawn[1], drawn[2]
            assert not touching(place, line), (level_id, line.text)
            assert line.letters().bottom <= rect.bottom - 2, level_id
    finally:
        language.switch(h.app, "en")
        theme.set_text_size("normal")
        pygame.quit()


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_arabic_cards_show_a_summary_line_all_or_none(tmp_path, monkeypatch, size):
    """In large Arabic text the cards' names share one size, and a name shrinks for its
    summary's line only where every card then shows one: a card's summary standing between
    the letters above (the Sig race's at 1024x600) let three cards of six shrink all the
    names at 1280x720 and 1920x1080, and half the list read a summary line."""
    shown = summary_lines(tmp_path, monkeypatch, "ar", size, "large", None)
    with_line = [level_id for level_id, (lines, _total) in shown.items() if lines]
    assert not with_line or len(with_line) == len(shown), shown
