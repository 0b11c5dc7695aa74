"""Isolo's message bar names holes ("South sows from E · The last counter fell into G"): with the
Letters toggle off (the default) the board writes the letter of each hole the bar names beside
that hole, in the toggle's face, and no other letter (found by two people sharing a laptop: the
one who was not looking could not find G)."""

import pygame
import pytest

from apphelp import Harness
from ludic.app.boards.isolo import IsoloView
from ludic.app.scenes.game.words import named_places
from ludic.i18n import N_, Joined, Text, set_language

SIZES = [(1024, 600), (1920, 1080)]
DISC = (70, 44, 26)  # the letter's disc (IsoloView._letter)


def _disc_at(screen: pygame.Surface, view: IsoloView, name: str) -> bool:
    """Is the letter's dark disc drawn at hole ``name``'s upper left corner? Sampled left of
    the letter, inside the disc, where the letter's own ink never reaches."""
    cell, c = view.cells[name], view.c
    x = cell.left + round(0.13 * c) - round(0.1 * c)
    y = cell.top + round(0.13 * c)
    return tuple(screen.get_at((x, y)))[:3] == DISC


@pytest.mark.parametrize("text_size", ["normal", "extra large"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_holes_the_bar_names_show_their_letters(tmp_path, size, text_size):
    h = Harness(tmp_path, size=size)
    h.start_game("isolo")
    h.set_text_size(text_size)
    h.settle()
    game = h.game
    assert not h.app.settings.show_numbering, "the Letters toggle is off by default"
    move = game.state.legal_moves()[0]
    h.play(move)
    named = game.ui_state().named
    # the move's source and where its last counter fell, both said in the bar
    assert str(move) in named and len(named) >= 2, (game.message, named)
    for name in named:
        assert f" {name}" in str(game.message), (name, game.message)
    h.app.draw()
    screen, view = h.app.screen, game.view
    for name in view.cells:
        assert _disc_at(screen, view, name) == (name in named), (name, named, game.message)
    pygame.quit()


def test_the_same_holes_whatever_the_language(tmp_path):
    h = Harness(tmp_path, size=(1280, 720))
    h.start_game("isolo")
    game = h.game
    h.play(game.state.legal_moves()[0])
    english = game.ui_state().named
    try:
        for lang in ("fr", "ar"):
            set_language(lang)
            assert game.ui_state().named == english, lang
    finally:
        set_language("en")
    pygame.quit()


def test_a_player_is_never_taken_for_a_hole():
    places = {"A": None, "G": None, "N": None, "M": None}
    said = Joined([Text(N_("{name} sows from {hole}"), name="A", hole="G"),
                   Text(N_("The last counter fell into {hole}, which was empty: the move ends"),
                        hole="N")])
    assert named_places(said, places) == ("G", "N")
    hint = Text(N_("Hint: {move} — {reason}. Play it if you agree."), move="G",
                reason=Text(N_("{who} lifts {n} from {hole} and sows on"), who="A", n=2,
                            hole="M"))
    assert named_places(hint, places) == ("G", "M")
    assert named_places("fell into N", places) == ()  # plain words: nothing to read
