"""A click on a player's name takes the seat over even while a move is being animated
(README, Watch: "the teacher can take over any seat at any moment by clicking its name")."""

from __future__ import annotations

from apphelp import Harness
from ludic.app.session import Session, Setup


def test_a_click_on_a_name_during_a_moves_animation_takes_the_seat_over(tmp_path):
    """A QA pass (the Sig race, every seat a computer, 4x): three clicks on "Computer 2"
    did nothing and said nothing. With the computers playing, a move's animation is nearly
    always under way, and a click during one only skipped it. The click skips the
    animation and takes the seat over, as it does when nothing moves."""
    h = Harness(tmp_path, seed=3)
    setup = Setup("khamousiyya-5x5", {}, 2, [], 0, ["easy", "easy"], 7)
    h.app.push("game", session=Session(setup), opening=False)
    h.pump(2)
    game = h.game
    h.pump_until(lambda: game.session.history.cursor >= 2 and bool(game.queue), 20000)
    assert game.queue, "a move is being animated"
    seat = 1
    row = game.geo.players_rect
    pos = (row.x + 40, row.y + seat * round(30 * game.scale) + 10)
    assert game.panel.seat_at(pos) == seat
    h.click(pos)
    assert not game.queue, "the click still skips the animation"
    assert game.session.computers[seat] is None, game.session.computers
    assert game.session.computers[1 - seat] == "easy"
    h.app.reset("title")
