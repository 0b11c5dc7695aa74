"""The Throw button's key ("(Space)", "(Espace)") is shown in every language or in none,
as the layout allows, in a game and in a lesson alike (QA28: the Arabic button read
'ارمِ العصيّ  (Space)' where the French one had no key; the lessons' Throw kept its key in
every language, shrinking the French words to make room for it).

Where the key is shown, the words are drawn at nine tenths of their theme's size or more in
every language: the key never shrinks them."""

from __future__ import annotations

import pygame
import pytest

from apphelp import Harness, in_each_language, open_lesson
from ludic.app import language
from ludic.app.scenes.common import LEGIBLE_SHARE, theme_size
from ludic.app.session import Session, Setup

SIZES = [((1280, 720), "normal"), ((1280, 720), "large"), ((1280, 720), "extra large"),
         ((1024, 768), "extra large"), ((1920, 1080), "extra large")]


def game_throw(h: Harness):
    h.app.push("game", session=Session(Setup("sig-el-oued-capture", {}, None, [], 0)),
               opening=False)
    h.settle()
    return h.button("throw")


def game_throw_computer(h: Harness):
    """The Sig capture game's Throw with a computer seat: its French words widen the panel
    at 1280x720 in extra large text (``GameLayout.widened_by``), English's and Arabic's
    not; the key was decided in each language's own width, and French alone showed it."""
    h.app.push("game", session=Session(Setup("sig-el-oued-capture", {}, 2, [], 0,
                                             [None, "medium"], 7)), opening=False)
    h.settle()
    return h.button("throw")


def lesson_throw(h: Harness):
    open_lesson(h, "sig-el-oued/01-sticks")
    return h.button("throw")


@pytest.mark.parametrize("where", [game_throw, game_throw_computer, lesson_throw],
                         ids=["game", "computer", "lesson"])
@pytest.mark.parametrize("size,text_size", SIZES, ids=lambda x: str(x))
def test_the_throw_buttons_key_is_shown_in_every_language_or_none(tmp_path, where, size,
                                                                   text_size):
    h = Harness(tmp_path, size=size)
    h.set_text_size(text_size)
    shown = {}
    try:
        for lang in in_each_language(h, frames=2):
            b = where(h)
            shown[lang] = "(" in b.text
            # the key is always told, in the tip where the button has no room for it
            assert "(" in (b.tool_tip_text or ""), (lang, b.tool_tip_text)
            if shown[lang] and lang != "ar":  # (Arabic words its height may hold smaller)
                assert b.font.get_point_size() >= LEGIBLE_SHARE * theme_size(b), \
                    (lang, b.text, b.font.get_point_size(), theme_size(b))
    finally:
        language.switch(h.app, "en")
        pygame.quit()
    assert len(set(shown.values())) == 1, shown
    if where is game_throw and size == (1280, 720):
        # normal text has room for it in all three at 1280x720, large text not
        assert shown["en"] == (text_size == "normal"), shown


def test_the_throw_row_grows_as_far_as_the_move_list_allows(tmp_path):
    """The Throw's row is as tall as its Arabic words need where the move list keeps its
    four rows (a race has no action buttons: a row of moves is kept in their place): in the
    race with a computer seat at 1920x1080 in extra large text 'ارمِ العصيّ' was drawn at
    37 px in the usual 69 px row for English's 50, then at 42 where the list kept its
    fifth row, and at 1280x720 at 29 for 33 (SIZES31)."""
    h = Harness(tmp_path, size=(1920, 1080))
    h.set_text_size("extra large")
    try:
        px = {}
        for lang in ("en", "ar"):
            language.switch(h.app, lang)
            h.app.reset("title")
            h.pump(2)
            h.app.push("game", session=Session(Setup("sig-el-oued", {}, 2, [], 0,
                                                     [None, "medium"], 7)), opening=False)
            h.settle()
            game = h.game
            px[lang] = h.button("throw").font.get_point_size()
            assert game.geo.list_fit[1] >= 4, (lang, game.geo.list_fit)
        assert game.geo.throw_rect.height > round(46 * game.scale), game.geo.throw_rect
        assert px["ar"] >= LEGIBLE_SHARE * px["en"], px
    finally:
        language.switch(h.app, "en")
        pygame.quit()
