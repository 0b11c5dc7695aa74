"""A finished game's Next game (or Play again) and Change players… are as large in French and
Arabic as in English, and whole.

A QA pass with a teacher's projector (French, extra large text, 1024x768): the two shared one
row of the panel, and 'Partie suivante' and 'Changer les joueurs…' were drawn at 15 and 14 px
where English had 21 and 19 (32 and 29 for 45 and 36 at 1920x1080). Below the moves of a
board game they now take a row each where one row would shrink their words under nine tenths
of their size (the move list gives the room: the game is over); where Throw was in a stick
game, the row's one size is the largest both fit at."""

from __future__ import annotations

import pygame
import pytest

from apphelp import Harness, height_allows
from ludic.app import language
from ludic.app.scenes.common import _fits
from test_app_game_end import dra_ended_against_the_computer, race_ended_against_the_computer

AGAIN = ("again_panel", "players_panel")


@pytest.mark.parametrize("game", ["dra", "race"])
@pytest.mark.parametrize("size", [(1024, 600), (1024, 768), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_next_game_and_change_players_are_as_large_as_english(tmp_path, size, game):
    from ludic.app.scenes.game import GameScene

    h = Harness(tmp_path, size=size)
    h.set_text_size("extra large")
    made = dra_ended_against_the_computer if game == "dra" else race_ended_against_the_computer
    drawn = {}
    try:
        for lang in ("en", "fr", "ar"):
            language.switch(h.app, lang)
            h.app.reset(GameScene(h.app), session=made())
            h.settle()
            h.click_button("look")
            h.settle()
            scene = h.game
            again, players = (h.button(oid) for oid in AGAIN)
            a, p = (pygame.Rect(b.get_abs_rect()) for b in (again, players))
            assert not a.colliderect(p), (lang, a, p)
            assert scene.geo.panel.contains(a.union(p)), lang
            if game == "dra":  # the move list starts below them
                assert scene.panel.list_rect.top > a.union(p).bottom, lang
            drawn[lang] = {}
            for b in (again, players):
                assert _fits(b, b.font, b.text), (lang, b.text)
                drawn[lang][b.object_ids[-1]] = (b.text, b.font.get_point_size(),
                                                 height_allows(b))
        for lang in ("fr", "ar"):
            for oid in AGAIN:
                text, px, tallest = drawn[lang][f"#{oid}"]
                english, epx, _tallest = drawn["en"][f"#{oid}"]
                assert px >= min(0.9 * epx, tallest), (lang, text, px, english, epx)
    finally:
        language.switch(h.app, "en")
        pygame.quit()
