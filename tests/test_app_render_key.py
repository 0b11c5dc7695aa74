"""What :func:`ludic.app.theme.render`'s cache is keyed by: the direction for every picture
(not the language: English and French draw a line of the same words alike), and for a
wrapped picture what its lines break by (the language's groups kept together, the players'
typed names)."""

from __future__ import annotations

import pygame
import pytest

from ludic import i18n
from ludic.app import theme
from ludic.i18n import Typed

BLACK = (0, 0, 0)


def pixels(img: pygame.Surface) -> tuple:
    return img.get_size(), pygame.image.tobytes(img, "RGBA")


def fresh(text: str, size: int, wrap: int = 0) -> tuple:
    """``text``'s picture made now, not taken from the cache."""
    theme._texts.clear()
    return pixels(theme.render(text, size, BLACK, wrap=wrap))


@pytest.fixture
def english():
    pygame.font.init()
    was = i18n.language()
    i18n.set_language("en")
    yield
    i18n.set_players()
    i18n.set_language(was)
    theme._texts.clear()


@pytest.mark.parametrize("text", ["Amina (3): throw the sticks", "à La Mecque, Le Caire",
                                  "Yusuf  c2-f1, takes f1", "أمينة 12 Amina", "Zoé, 0,5 ; «ok»"])
def test_a_line_is_drawn_alike_in_english_and_french_and_apart_in_arabic(english, text):
    """The reason the language is not in the key of a one-line picture: the faces draw the
    same words alike in the languages written left to right. The direction is in it: Arabic
    draws the same words on its taller shared line."""
    for size in (12, 16, 22):
        i18n.set_language("en")
        en = fresh(text, size)
        i18n.set_language("fr")
        assert fresh(text, size) == en, (text, size)
        i18n.set_language("ar")
        assert fresh(text, size) != en, (text, size)


def _width_apart(text: str, size: int, first: str, then) -> int:
    """A width at which ``text`` wraps differently under ``first`` and under ``then()``
    (each sets the rule it wraps by)."""
    for width in range(theme.text_width(text, size) // 4, theme.text_width(text, size)):
        i18n.set_language(first)
        i18n.set_players()
        before = theme.wrap(text, size, width)
        then()
        if theme.wrap(text, size, width) != before:
            return width
    raise AssertionError("no width wraps it differently")


def test_a_wrapped_picture_is_made_again_after_a_switch_to_french(english):
    """French keeps "La Mecque" on one line, English does not: the paragraph wrapped in
    English first was shown with English's break after a switch to French."""
    text = "Sig squares: 26 to La Mecque and Le Caire, then the father"
    size = 16
    width = _width_apart(text, size, "en", lambda: i18n.set_language("fr"))
    i18n.set_language("en")
    theme._texts.clear()
    en = pixels(theme.render(text, size, BLACK, wrap=width))  # cached in English
    i18n.set_language("fr")
    shown = pixels(theme.render(text, size, BLACK, wrap=width))
    assert shown != en
    assert shown == fresh(text, size, width)


def test_a_wrapped_picture_is_made_again_for_the_players_typed_names(english):
    """A name typed by a player is kept on one line (:func:`ludic.i18n.kept_names`): the
    same words wrapped before that game was shown were another picture."""
    text = "Undone: La Paz: throw the sticks. Then Abu Bakr: throw the sticks."
    size = 16

    def players():
        i18n.set_players(("South", "North"), (Typed("La Paz"), Typed("Abu Bakr")))

    width = _width_apart(text, size, "en", players)
    i18n.set_players()
    theme._texts.clear()
    alone = pixels(theme.render(text, size, BLACK, wrap=width))
    players()
    shown = pixels(theme.render(text, size, BLACK, wrap=width))
    assert shown != alone
    assert shown == fresh(text, size, width)
