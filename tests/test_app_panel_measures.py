"""The game panel's row plan measures each label once per face and button height.

A QA pass (a teacher at a projector, French, extra large text, 1024x768): back from
Settings after switching to Arabic, the window froze for 2.9 s on Done, and the teacher
clicked Done again. The panel's plan (:func:`ludic.app.scenes.common.plan_rows`, asked for
every way of setting the rows) measured the same words at the same sizes for each way, and
measuring an Arabic word draws it: 5,000 lines drawn for one build. Now each (face, word,
button height) is measured once; counted here as lines drawn, not as time."""

from __future__ import annotations

from collections import Counter

from apphelp import Harness
from ludic.app import bidi


def test_back_from_settings_in_arabic_the_panel_draws_each_label_once_per_face(
        tmp_path, monkeypatch):
    h = Harness(tmp_path, size=(1024, 768))
    h.set_text_size("extra large")
    h.settle()
    h.start_game("dra")
    h.click_button("settings")
    h.click_button("lang_ar")
    h.settle()
    drawn: Counter = Counter()
    render = bidi.BidiFont.render

    def counting(self, text, *a, **k):
        drawn[(id(self), text)] += 1
        return render(self, text, *a, **k)

    monkeypatch.setattr(bidi.BidiFont, "render", counting)
    done = h.button("done").get_abs_rect().center
    h.click(done, frames=3)
    assert h.top.name == "game", h.names()
    # 445 now (each label measured at the sizes the plan tries, then drawn); 5,145 before
    assert sum(drawn.values()) < 1000, (sum(drawn.values()), drawn.most_common(3))


def test_the_bottom_rows_are_as_tall_as_their_arabic_words_need(tmp_path):
    """The bottom block's and the tools' rows grew for Arabic letters by a guess made for
    every label (16 px at scale 1 in extra large text): 78 px at 1920x1080 where the
    tallest words, drawn whole at their size, need 71. They are measured now, as the Throw's
    row is (095ec81): each row as tall as its tallest words need, never under the usual
    rows, and every label keeps its letters inside its button at its size."""
    import pygame

    from ludic.app import language
    from ludic.app.scenes.common import _face_at, _fits_height, height_needed, theme_size

    h = Harness(tmp_path, size=(1920, 1080))
    h.set_text_size("extra large")
    try:
        language.switch(h.app, "ar")
        h.settle()
        h.start_game("dra")
        game = h.game
        assert game.geo.growth is True, game.geo.growth
        labels = [h.button(oid) for oid in ("undo", "redo", "rules", "help", "settings",
                                            "menu", "hint")]
        need = max(height_needed(_face_at(b, theme_size(b)), [b.text]) for b in labels)
        assert game.geo.button_h == max(round(44 * game.scale), need), \
            (game.geo.button_h, need)
        for b in labels:
            assert _fits_height(b, _face_at(b, theme_size(b)), b.text), b.text
    finally:
        language.switch(h.app, "en")
        pygame.quit()
