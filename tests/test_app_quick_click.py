"""A click whose press and release come in one frame, as a quick click, a touchpad's tap or
``xdotool click`` sends them (the QA pass of a teacher at a projector, with Watch running).

pygame_gui answers the release by posting ``UI_BUTTON_PRESSED`` to the event queue, where
the app used to find it only in the next frame. When the buttons were made again in between
(another key of the same frame, a computer's move that changes the button rows, the game's
end), the event named a button no longer on the screen and the click did nothing, without a
word. The app now handles what pygame_gui posts at once, in the frame of the release."""

from __future__ import annotations

import random

import pygame

from apphelp import Harness


def quick_click(h: Harness, pos, *after) -> None:
    """Move, press and release at ``pos`` in one frame, then post the events ``after``
    (type, attributes) in that same frame."""
    pos = tuple(map(int, pos))
    h.move_mouse(pos)
    h.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    h.post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    for type_, attrs in after:
        h.post(type_, **attrs)
    h.pump(1)


def test_a_quick_click_is_taken_when_the_buttons_are_made_again_in_its_frame(tmp_path):
    h = Harness(tmp_path)
    h.start_game("dra")
    game = h.game
    h.play(random.Random(1).choice(game.state.legal_moves()))
    h.settle()
    assert game.session.history.cursor == 1
    numbers = h.app.settings.show_numbering
    # N (the board's numbering) remakes the panel's buttons in the same frame as the click
    quick_click(h, h.button("undo").get_abs_rect().center,
                (pygame.KEYDOWN, dict(key=pygame.K_n, mod=0, unicode="n", scancode=0)))
    h.pump(2)
    assert h.app.settings.show_numbering != numbers, "the key was taken"
    assert game.session.history.cursor == 0, "and so was the click on Undo"


def test_a_quick_click_on_a_button_acts_in_the_frame_of_its_release(tmp_path):
    """The release's frame: not one later, when the screen may already be another's."""
    h = Harness(tmp_path)
    h.click_button("play")
    assert h.top.name == "setup"
    quick_click(h, h.button("back").get_abs_rect().center)
    assert h.top.name == "title", h.names()
