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


def press_then_rebuild(h: Harness, object_id: str):
    """Press the button ``object_id`` (and hold), then N (the board's numbering), which
    makes the panel's buttons again: the button pressed, and where the pointer is."""
    button = h.button(object_id)
    pos = tuple(map(int, button.get_abs_rect().center))
    h.move_mouse(pos)
    h.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    h.pump(1)
    h.post(pygame.KEYDOWN, key=pygame.K_n, mod=0, unicode="n", scancode=0)
    h.pump(2)
    return button, pos


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


def test_a_slow_click_acts_on_the_button_made_again_before_its_release(tmp_path):
    """A press held while the buttons are made again (a computer's move landing, here the
    board's numbering key N pressed in between): pygame_gui kept the press on the old
    button, gone, and the release over the new Undo did nothing. The press is carried to
    the new button of the same role, so the release undoes; a release over another role's
    button after a rebuild does nothing."""
    h = Harness(tmp_path)
    h.start_game("dra")
    game = h.game
    rng = random.Random(1)
    for _ in range(2):
        h.play(rng.choice(game.state.legal_moves()))
        h.settle()
    assert game.session.history.cursor == 2
    old, pos = press_then_rebuild(h, "undo")
    assert not old.alive() and h.button("undo") is not old, "the buttons were made again"
    assert h.button("undo").get_abs_rect().collidepoint(pos)
    h.post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    h.pump(2)
    assert game.session.history.cursor == 1, "the release over the new Undo undid"
    # pressed on Undo, released on Redo after a rebuild: neither acts
    press_then_rebuild(h, "undo")
    there = tuple(map(int, h.button("redo").get_abs_rect().center))
    h.move_mouse(there)
    h.post(pygame.MOUSEBUTTONUP, pos=there, button=1)
    h.pump(2)
    assert game.session.history.cursor == 1


def test_a_press_left_on_a_page_that_changed_in_its_frame_does_nothing(tmp_path):
    """The monkey test: a press went down on an option of the game shown (Sig's chance of a
    polished side), and in one frame a click chose another game's card and the press came
    up. Handled at once, the old page's option was set on the game chosen, and that game
    could not start ("this ruleset has no such option"). The press belongs to the page that
    went: it does nothing, and the game chosen starts."""
    h = Harness(tmp_path)
    h.click_button("play")
    h.settle()
    setup = h.top
    assert setup.name == "setup" and setup.level_id == "sig-el-oued"
    option = h.button("opt_polished_probability_0")
    pos = tuple(map(int, option.get_abs_rect().center))
    card = tuple(map(int, dict(setup.cards)["dra"].center))
    h.move_mouse(pos)
    h.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    h.pump(1)
    h.post(pygame.MOUSEBUTTONDOWN, pos=card, button=1)  # the Dra card: a new page
    h.post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    h.pump(2)
    assert setup.level_id == "dra"
    assert "polished_probability" not in setup.options.get("dra", {}), setup.options
    h.click_button("start")
    h.settle()
    assert h.top.name == "game" and h.game.session.game.level.id == "dra"
