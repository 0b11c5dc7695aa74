"""A teacher runs a live game from a presentation clicker (issue 10, "Classroom"): the clicker
sends Page Down / Page Up, Right / Left, Space and Enter, as real key events here. While the
sticks are to be thrown or the computer is to move, forward throws or lets the computer play
(one move when paused) and back undoes; while a person must choose, the arrows keep moving
the keyboard cursor and Page Up / Page Down undo and redo."""

from __future__ import annotations

import pygame

from apphelp import Harness
from test_app_computer import pump_until, start

FORWARD = (pygame.K_PAGEDOWN, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RETURN)


def test_forward_throws_the_sticks_and_back_undoes(tmp_path):
    h = Harness(tmp_path)
    game = start(h, "sig-el-oued", [None, None])
    h.settle()
    history = game.session.history
    for key in FORWARD:
        if not game.can_throw():
            h.play(game.state.legal_moves()[0])
            h.settle()
        assert game.can_throw(), game.state.notation()
        before = history.cursor
        h.key(key)
        h.settle()
        assert history.cursor > before, f"{pygame.key.name(key)} did not throw"
        assert history.states[before].is_chance
    while not game.can_throw():  # back to a throw due, then back goes back
        h.play(game.state.legal_moves()[0])
        h.settle()
    for key in (pygame.K_PAGEUP, pygame.K_LEFT):
        before = history.cursor
        h.key(key)
        h.settle()
        assert history.cursor < before, f"{pygame.key.name(key)} did not undo"


def test_teacher_mode_still_waits_for_the_pick(tmp_path):
    h = Harness(tmp_path)
    game = start(h, "sig-el-oued", [None, None])
    h.settle()
    h.key(pygame.K_d)
    assert game.demo
    before = game.session.history.cursor
    h.key(pygame.K_PAGEDOWN)
    h.settle()
    assert game.session.history.cursor == before and "Teacher mode" in str(game.message)


def test_forward_steps_a_paused_computer_game_and_back_keeps_it_paused(tmp_path):
    h = Harness(tmp_path, seed=3)
    game = start(h, "dra", ["easy", "easy"])
    h.key(pygame.K_p)  # pause (the Pause button's key)
    assert game.watch.paused
    history = game.session.history
    for key in (pygame.K_PAGEDOWN, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RETURN):
        before = history.cursor
        h.key(key)
        pump_until(h, lambda: history.cursor > before)  # noqa: B023 (pump_until calls it now)
        for _ in range(60):  # paused again: no second move
            h.pump(1)
        assert history.cursor == before + 1, f"{pygame.key.name(key)} played more than one"
    before = history.cursor
    h.key(pygame.K_PAGEUP)
    assert history.cursor == before - 1 and game.watch.paused
    for _ in range(120):
        h.pump(1)
    assert history.cursor == before - 1, "the undone move waits while paused"
    h.key(pygame.K_LEFT)
    assert history.cursor == before - 2
    h.app.reset("title")


def test_forward_cuts_the_computers_pause_short(tmp_path, monkeypatch):
    from ludic.app.scenes.game import watch

    monkeypatch.setattr(watch, "PAUSE_S", 1000.0)  # the computer would wait for ever
    h = Harness(tmp_path, seed=5, speed=None)  # animations on: the computer waits its pause
    game = start(h, "dra", [None, "easy"])
    h.settle()
    history = game.session.history
    game.play(game.state.legal_moves()[0])  # (h.play would wait for the computer's reply)
    before = history.cursor
    pump_until(h, lambda: game.pending is not None and not game.queue)
    h.pump(30)
    assert history.cursor == before, "found, and waiting its pause"
    h.key(pygame.K_PAGEDOWN, frames=1)
    h.pump(1)
    assert history.cursor == before + 1
    h.app.reset("title")


def test_a_persons_move_keeps_the_arrows_for_the_cursor_and_pages_undo_and_redo(tmp_path):
    h = Harness(tmp_path)
    game = start(h, "dra", [None, None])
    h.settle()
    history = game.session.history
    h.key(pygame.K_RIGHT)
    assert game.focus is not None and history.cursor == 0  # the cursor, no move
    h.play(game.state.legal_moves()[0])
    h.play(game.state.legal_moves()[0])
    assert history.cursor == 2
    h.key(pygame.K_PAGEUP)
    h.settle()
    assert history.cursor == 1
    h.key(pygame.K_PAGEDOWN)
    h.settle()
    assert history.cursor == 2
    h.key(pygame.K_PAGEDOWN)  # nothing to redo: says whose turn it is
    h.settle()
    assert history.cursor == 2 and not game.message_bad


def test_tab_still_moves_between_buttons_while_the_sticks_wait(tmp_path):
    h = Harness(tmp_path)
    game = start(h, "sig-el-oued", [None, None])
    h.settle()
    assert game.can_throw()
    before = game.session.history.cursor
    h.key(pygame.K_TAB)
    h.key(pygame.K_DOWN)
    h.settle()
    assert game.session.history.cursor == before, "Tab and Down are not the clicker's keys"


def test_back_in_a_watch_names_the_move_it_took_back(tmp_path):
    """A class watches the screen while the teacher clicks back: the bar names the move that
    went, as Undo does ("Undone: Computer 1 places a piece on c3 (D2). Paused: …"), where it
    said only "Undone, and paused"."""
    from ludic.i18n import tr

    h = Harness(tmp_path, seed=3)
    game = start(h, "dra", ["easy", "easy"])
    h.key(pygame.K_p)
    history = game.session.history
    for _ in range(2):
        before = history.cursor
        h.key(pygame.K_PAGEDOWN)
        pump_until(h, lambda: history.cursor > before)  # noqa: B023 (pump_until calls it now)
        for _ in range(60):
            h.pump(1)
    last = history.cursor - 1
    h.key(pygame.K_PAGEUP)
    said = tr(game.message)
    assert history.cursor == last and game.watch.paused
    assert said.startswith("Undone: "), said
    assert str(history.moves[last]) in said, (str(history.moves[last]), said)
    assert "forward plays one move" in said, said
    h.app.reset("title")
