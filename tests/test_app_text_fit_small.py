"""At the smallest window Ludic supports (1024x600), in every language and at the normal and
extra large text sizes, no button's text is cut, on every screen a class meets: the title,
Settings, Help, Learn, Load, the rules, the setup page of every game, every game with a
computer seat (the Watch row) and its menu, the game-over panel and the review.

A QA pass found, in French, "Annuler", "Refaire", "Enseignant" and the review's "Suivant ›"
wider than their buttons, and in Arabic the Pause button (إيقاف مؤقت) cut to "قاف مؤقت": a
row of equal buttons now shares its width by its words (``common.share_row``), the Teacher
button is as wide as its word, and a narrow review row names the start and the end by their
marks alone. Nor are any button's letters cut at the top or the bottom (``letters_cut``: the
Arabic "Play again" of the game's panel, on the board behind the game-over panel, in extra
large text)."""

from __future__ import annotations

import pygame
import pytest

from apphelp import Harness, record_texts
from ludic.app import language
from ludic.app.scenes.common import redraw
from test_app_review import finished
from test_app_text_size import button_texts_fit

LEVELS = ["sig-el-oued", "sig-el-oued-capture", "khamousiyya", "khamousiyya-5x5", "dra",
          "isolo"]
CASES = [("en", "extra large"), ("fr", "normal"), ("fr", "extra large"), ("ar", "normal"),
         ("ar", "extra large")]


@pytest.mark.parametrize("lang,text_size", CASES)
def test_no_button_text_is_cut_at_1024x600(tmp_path, lang, text_size):
    h = Harness(tmp_path, size=(1024, 600))
    language.switch(h.app, lang)
    h.set_text_size(text_size)
    h.settle()
    cut = []

    def look(where: str) -> None:
        cut.extend(f"{where}: {c}" for c in button_texts_fit(h))
        cut.extend(f"{where} (letters): {c}" for c in letters_cut(h))

    look("title")
    for scene in ("settings", "help", "learn", "load"):
        h.app.push(scene)
        h.settle()
        look(scene)
        h.app.pop()
        h.settle()
    h.app.push("rules", level_id="dra")
    h.settle()
    look("rules")
    h.app.pop()
    h.settle()
    for level in LEVELS:
        h.app.reset("title")
        h.settle()
        h.click_button("play")
        h.settle()
        h.choose_game(level)
        h.computer_at(1)
        look(f"setup {level}")
        h.click_button("start")
        h.settle()
        assert h.top.name == "game", h.names()
        assert h.button("pause") is not None  # the Watch row is there
        look(f"game {level}")
        h.key(pygame.K_ESCAPE)
        h.settle()
        look(f"game menu {level}")
    for level in ("dra", "sig-el-oued"):
        h.app.reset("title")
        h.settle()
        finished(h, level)
        look(f"game over {level}")
        h.click_button("review")
        h.settle()
        look(f"review {level}")
        h.app.reset("title")
        h.settle()
        finished(h, level)
        h.click_button("look")  # the board, and Play again in the game's panel
        h.settle()
        look(f"game over, the board {level}")
    language.switch(h.app, "en")
    assert not cut, cut


def letters_cut(h: Harness) -> list[str]:
    """The buttons on screen whose words are drawn shorter than their letters are tall: cut
    at the top or the bottom by the button (in Arabic extra large text at 1024x600 the
    game's panel drew "Play again", العب من جديد, without the tops of its letters). The
    words' drawn height is where the button's picture differs from its picture without
    them; their letters' height is their ink, drawn alone by the face that draws them."""
    cut = []
    for b in h.elements():
        text = getattr(b, "text", None)
        font = getattr(b, "font", None)
        if not text or font is None or not getattr(b, "visible", True) \
                or not hasattr(b, "drawable_shape"):
            continue
        face = font.ludic_caret() if hasattr(font, "ludic_caret") else None
        face = face or font._GUIFontPygame__internal_font
        ink = face.render(text, True, (0, 0, 0)).get_bounding_rect()
        with_words = b.image.copy()
        b.set_text("")
        b.font = font
        redraw(b)
        without = b.image.copy()
        b.set_text(text)
        b.font = font
        redraw(b)
        w, height = with_words.get_size()
        rows = [y for y in range(height)
                if any(with_words.get_at((x, y)) != without.get_at((x, y)) for x in range(w))]
        drawn = rows[-1] - rows[0] + 1 if rows else 0
        if drawn < ink.height - 2:
            cut.append(f"{text!r} ({drawn} of {ink.height} rows) on {h.names()}")
    return cut


def _arabic_review(tmp_path) -> Harness:
    """The review of a finished Dra game in Arabic, extra large text, at 1024x600."""
    h = Harness(tmp_path, size=(1024, 600))
    language.switch(h.app, "ar")
    h.set_text_size("extra large")
    h.settle()
    finished(h, "dra")
    h.click_button("review")
    h.settle()
    return h


def test_a_shrunk_arabic_label_is_still_drawn_shaped_and_whole(tmp_path):
    """In extra large Arabic at 1024x600 "إغلاق المراجعة" (Close the review) lost the bottoms
    of its letters; fitted by height too, it was then drawn unshaped and backwards: a new
    size of the Arabic face was asked for without its script. Every Arabic button keeps the
    face that shapes Arabic, and the close button's letters are inside it."""
    from ludic.app.scenes.common import _fits

    h = _arabic_review(tmp_path)
    close = h.button("close")
    assert close.font.ludic_caret() is not None  # the mixed face: shaped, right to left
    assert _fits(close, close.font, close.text)
    for e in h.elements():
        font = getattr(e, "font", None)
        if getattr(e, "text", None) and hasattr(font, "ludic_caret") \
                and hasattr(e, "drawable_shape"):
            assert font.ludic_caret() is not None, e.text
    language.switch(h.app, "en")


def test_the_reviews_chart_keeps_its_lines_in_a_short_panel(tmp_path):
    """In extra large Arabic at 1024x600 the review's chart had room for its title and
    legend only, and drew no line at all: in a short rect the title goes, the lines stay."""
    from ludic.app import theme

    h = _arabic_review(tmp_path)
    review = h.top
    shot = h.screenshot(tmp_path / "review.png")
    area = shot.subsurface(review.chart_rect)
    colours = {tuple(area.get_at((x, y)))[:3] for x in range(0, area.get_width())
               for y in range(area.get_height() // 2, area.get_height())}
    assert theme.player_color(0) in colours and theme.player_color(1) in colours
    language.switch(h.app, "en")


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_the_sig_capture_chart_keeps_a_readable_plot(tmp_path, monkeypatch, lang):
    """In Arabic extra large text at 1024x600 the Sig capture's chart drew its lines in a
    plot 25 pixels tall under its title, legend and labels (an Arabic line's box, half as
    tall again as the Latin line, was counted for each). On the game-over panel and in the
    review, in every language, the plot keeps at least two labels' height (the title gives
    way first, the axis says what is counted), the lines of both sides are drawn in it, and
    the chart's words stay inside its rect."""
    from ludic.app import chart_view, theme

    h = Harness(tmp_path, size=(1024, 600))
    language.switch(h.app, lang)
    h.set_text_size("extra large")
    h.settle()
    finished(h, "sig-el-oued-capture")
    drawn = record_texts(monkeypatch)
    for where in ("gameover", "review"):
        if where == "review":
            h.click_button("review")
            h.settle()
        scene = h.top
        assert scene.name == where
        rect = scene.chart_rect
        assert rect.height > 0, where
        laid = chart_view.chart_layout(rect, scene.chart, scene.session.names, scene.scale)
        assert laid.plot.height >= chart_view.readable_plot(laid.label_h) >= 12, \
            (lang, where, laid.plot)
        assert laid.plot.height >= round(40 * scene.scale), (lang, where, laid.plot)
        drawn.clear()
        shot = h.screenshot(tmp_path / f"{where}.png")
        plot = shot.subsurface(laid.plot)
        colours = {tuple(plot.get_at((x, y)))[:3] for x in range(plot.get_width())
                   for y in range(plot.get_height())}
        assert theme.player_color(0) in colours and theme.player_color(1) in colours
        words = [(d.text, d.letters()) for d in drawn  # the rows of its letters
                 if d.rect is not None and rect.colliderect(d.letters()) and d.letters().height]
        # the review's move list keeps five rows first (test_app_review): where the rest is
        # short the chart is a strip of its lines, without a word
        assert (not words) if laid.strip else words, (lang, where, laid.strip)
        assert not laid.strip or where == "review"
        for t, r in words:
            assert rect.contains(r), (lang, where, t, r, rect)
    language.switch(h.app, "en")
