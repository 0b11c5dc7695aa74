"""The game's panel beside the game-over box acts (QA34 F9): its Undo, Rules, Help, speed,
numbering, Settings and Menu were drawn as live under the box and a click on them did
nothing, without a word. Undo closes the box and takes back the losing move; Rules, Help
and Settings open over the box, which is there again when they close; a greyed button
stays greyed and does nothing (:meth:`GameOverScene.press_below`)."""

from __future__ import annotations

from apphelp import Harness
from test_app_gameover_reason import end_dra


def dra_over(tmp_path, size=(1366, 768)):
    """A Dra game between two people ended by South's last removal (D4): the box is up."""
    h = Harness(tmp_path, size=size)
    return h, end_dra(h)


def at(game, action) -> tuple[int, int]:
    """The middle of the game's panel button that does ``action`` (as drawn under the box)."""
    b = next(b for b, act in game.nav.buttons if act == action)
    return b.get_abs_rect().center


def test_undo_beside_the_box_closes_it_and_takes_back_the_last_move(tmp_path):
    h, game = dra_over(tmp_path)
    over = h.top
    cursor = game.session.history.cursor
    pos = at(game, game.undo)
    assert not over.box.collidepoint(pos)
    h.click(pos)
    h.settle()
    assert h.top is game
    assert game.session.outcome is None
    assert game.session.history.cursor < cursor


def test_help_and_rules_beside_the_box_open_over_it_and_leave_it_there(tmp_path):
    h, game = dra_over(tmp_path)
    over = h.top
    for action, name in ((game.help, "help"), (game.rules, "rules"),
                         (game.settings, "settings")):
        h.click(at(game, action))
        h.pump(3)
        assert h.top.name == name
        assert h.app.scenes[-2] is over
        h.app.pop()
        h.pump(3)
        assert h.top is over
    assert game.session.outcome is not None


def test_a_greyed_button_beside_the_box_does_nothing(tmp_path):
    h, game = dra_over(tmp_path)
    over = h.top
    redo = game.buttons.btn["redo"]
    assert not redo.is_enabled
    h.click(redo.get_abs_rect().center)
    h.pump(3)
    assert h.top is over and game.session.outcome is not None
