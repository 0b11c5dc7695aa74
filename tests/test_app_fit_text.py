"""``common.fit_text`` at the smallest legible text: what it returns and draws when even the
floor does not hold the words, when the size it starts from is the floor already, and when
it is asked for less than the floor; and that it tells the log once, not at every layout."""

from __future__ import annotations

import logging

import pygame

from apphelp import Harness
from ludic.app import theme
from ludic.app.scenes import common
from ludic.app.scenes.common import button, fit_text, text_need

WORDS = "Numérotation du plateau dans les deux sens"


def _size(b) -> int:
    return b.font.get_point_size()


def _theme_size(b) -> int:
    return int(b.ui_manager.get_theme().get_font_info(b.combined_element_ids)["size"])


def _between(h, text: str, share: float) -> int:
    """A button width between the one ``text`` needs at the floor (0) and at its theme's
    size (1), at ``share`` of the way."""
    probe = button(h.app.gui, pygame.Rect(0, 0, 2000, 40), text)
    least, most = text_need(probe, smallest=True), text_need(probe)
    probe.kill()
    assert least < most - 8, (least, most)
    return round(least + share * (most - least))


def test_words_that_fit_nowhere_are_drawn_at_the_floor_and_told_once(tmp_path, monkeypatch,
                                                                      caplog):
    """A button whose theme's size is the floor itself (a small class in a small window):
    words too wide for it at any size. fit_text gave up without a word (the loop that
    shrinks started below the floor and never ran, and the name it set was read unset) and
    returned nothing. It now says False, draws them at the floor, and the log says so once
    the screen is made (the app asks after each frame), once however often the layout is
    made again."""
    h = Harness(tmp_path, size=(1024, 600))
    b = button(h.app.gui, pygame.Rect(0, 0, 90, 30), "OK", cls="choice_small")
    floor = _theme_size(b)
    monkeypatch.setattr(theme, "text_floor", lambda: floor)
    monkeypatch.setattr(common, "_UNFIT", set(), raising=False)
    with caplog.at_level(logging.WARNING, logger="ludic.app.scenes.common"):
        for _again in range(3):  # three builds of the same screen, a frame after each
            b.set_text(WORDS)
            fitted = fit_text(b, WORDS)
            assert _size(b) == floor
            assert fitted is False
            h.pump(1)
    told = [r for r in caplog.records if WORDS in r.getMessage()]
    assert len(told) == 1, [r.getMessage() for r in caplog.records]
    assert "90x30" in told[0].getMessage() and f"({floor} px)" in told[0].getMessage()


def test_a_button_sized_after_it_is_made_is_not_told(tmp_path, monkeypatch, caplog):
    """The game panel makes its buttons a row's height square and sizes them once its rows
    are laid out: words that fit no size of the square fit the button it becomes, and the
    log says nothing of them (71 such words were told at 1024x600 and 1280x720 in three
    games and three languages when fit_text told at once)."""
    h = Harness(tmp_path, size=(1024, 600))
    monkeypatch.setattr(common, "_UNFIT", set(), raising=False)
    with caplog.at_level(logging.WARNING, logger="ludic.app.scenes.common"):
        b = button(h.app.gui, pygame.Rect(0, 0, 33, 33), "Settings")
        assert _size(b) == theme.text_floor()  # it fits no size of the square
        common.refit(b, pygame.Rect(0, 0, 200, 33))
        h.pump(1)
    assert not [r for r in caplog.records if "does not fit" in r.getMessage()]
    assert _size(b) == _theme_size(b)


def test_words_that_fit_are_said_to_fit(tmp_path, monkeypatch, caplog):
    """Words a button holds at its size, or once shrunk above the floor: True, nothing
    logged."""
    h = Harness(tmp_path, size=(1280, 720))
    monkeypatch.setattr(common, "_UNFIT", set(), raising=False)
    with caplog.at_level(logging.WARNING, logger="ludic.app.scenes.common"):
        roomy = button(h.app.gui, pygame.Rect(0, 0, 400, 40), "Next")
        assert fit_text(roomy, roomy.text) is True and _size(roomy) == _theme_size(roomy)
        tight = button(h.app.gui, pygame.Rect(0, 0, _between(h, "Next lesson", 0.5), 40),
                       "Next")
        tight.set_text("Next lesson")
        assert fit_text(tight, tight.text) is True
        assert theme.text_floor() < _size(tight) < _theme_size(tight)
    assert not [r for r in caplog.records if "does not fit" in r.getMessage()]


def test_most_below_the_floor_asks_for_the_floor(tmp_path):
    """``most`` under the smallest legible text: the words are drawn at the floor, never
    below it, nor left at the theme's size. They were left at the theme's size (larger
    than ``most`` and than the floor), the shrinking loop never run."""
    h = Harness(tmp_path, size=(1024, 600))
    floor = theme.text_floor()
    b = button(h.app.gui, pygame.Rect(0, 0, _between(h, "Leçon suivante", 0.5), 34), "Next")
    b.set_text("Leçon suivante")  # wider than the button at its theme's size
    assert not common._fits(b, b.font, b.text) and _theme_size(b) > floor
    fitted = fit_text(b, b.text, most=floor - 3)
    assert _size(b) == floor
    assert fitted is True
