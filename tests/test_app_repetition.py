"""The computer offers a draw when the position comes back a third time and it judges the
game even (ludic.app.seats.SharedThinker.offer_due, Khamousiyya H5, Dra D4): another computer
answers by its search, a person in the usual dialog. Headless, with the real worker."""

from __future__ import annotations

from apphelp import Harness
from ludic.app.session import Session, Setup

#: Six pieces each, nothing to take soon: the Hard and Medium searches judge it even.
EVEN = ("N..../S...N/N.SNS/N..../SNS.S S movement hand:0,0 captured:6,6 first:S "
        "hajeb:used chain:- bouche:- turns:40")
#: South steps C1-D1 and back, North B1-B2 and back: the position comes back.
TO_AND_FRO = ("C1-D1", "B1-B2", "D1-C1", "B2-B1") * 2

OFFERS = "offers a draw: the same position has come back three times"


def _start(h: Harness, computers):
    setup = Setup("khamousiyya-5x5", {}, 2, [], 0, list(computers), 3)
    h.app.push("game", session=Session.from_position(setup, EVEN), opening=False)
    h.pump(2)
    return h.game


def _rock(h: Harness, game) -> None:
    """Both players (people for now) step to and fro: the position is there a third time."""
    for text in TO_AND_FRO:
        h.play(game.session.game.parse_move(text))
    assert game.state.notation() != EVEN and game.state.turns == 48


def _pump_until(h: Harness, done, frames: int = 20000) -> list:
    """Frames until ``done()``; the messages the bar showed meanwhile."""
    said = []

    def hear() -> None:
        text = str(h.game.message) if h.top.name != "gameover" else ""
        if text and (not said or said[-1] != text):
            said.append(text)

    try:
        h.pump_until(done, frames, each=hear)
    except AssertionError as missed:
        raise AssertionError(f"{missed}; the bar said {said}") from None
    return said


def test_two_computers_agree_a_draw_when_the_position_comes_back(tmp_path):
    h = Harness(tmp_path, seed=2)
    game = _start(h, [None, None])
    _rock(h, game)
    game.take_over(0)
    game.take_over(1)  # a Watch: both seats played by the computer (Medium) now
    cursor = game.session.history.cursor
    said = _pump_until(h, lambda: h.top.name == "gameover")
    assert game.session.history.cursor == cursor, "no move: the draw was agreed at once"
    outcome = game.session.outcome
    assert outcome.winner is None and outcome.rule == "H5"
    names = game.session.names
    # the reason stays in the bar with the answer (a Watch answers within a second)
    assert f"{names[0]} {OFFERS}. {names[1]} accepts. The players agreed to a draw (H5)" in \
        said[-1], said


def test_a_person_is_asked_and_a_refused_offer_is_not_made_again(tmp_path):
    h = Harness(tmp_path, seed=2)
    game = _start(h, [None, None])
    _rock(h, game)
    game.take_over(0)  # the computer plays South, to move; a person plays North
    _pump_until(h, lambda: h.top.name == "confirm")
    assert "offers a draw" in h.top.title
    assert "The same position has come back three times." in h.top.text
    assert OFFERS in str(game.message)
    assert not game.thinking()  # no "thinking" sign: it waits for the person's answer
    position = game.state
    h.click_button("answer_1")  # Refuse
    # the computer plays on from the same position, without asking again
    _pump_until(h, lambda: game.session.history.cursor > 8)
    history = game.session.history
    assert history.states[8] is position and history.moves[8] in position.legal_moves()
    assert h.top.name == "game" and game.session.outcome is None


def _dra_rocked(h: Harness):
    """Dra, three pieces each and equal captures, f3-f2 and e3-e2 to and fro: the
    position is there a third time, South (people for now) to move."""
    setup = Setup("dra", {}, 2, [], 0, [None, None], 3)
    h.app.push("game", session=Session.from_position(setup, (
        "N..S../....../...NNS/..S.../...... S move hand=0,0 captured=9,9 quiet=0 turns=60 "
        "first=S")), opening=False)
    h.pump(2)
    game = h.game
    for text in ("f3-f2", "e3-e2", "f2-f3", "e2-e3") * 2:
        h.play(game.session.game.parse_move(text))
    return game


def test_in_dra_the_computers_offer_to_a_person_is_worded_as_d4s_end(tmp_path):
    """Dra D4: the bar, the dialog's title and its question all speak of ending the game
    (the captures decide; equal, a draw), never of a draw offered."""
    h = Harness(tmp_path, seed=2)
    game = _dra_rocked(h)
    game.take_over(0)  # the computer plays South, to move; a person plays North
    _pump_until(h, lambda: h.top.name == "confirm")
    names = game.session.names
    assert h.top.title == f"{names[0]} offers to end the game"
    assert "The same position has come back three times." in h.top.text
    assert "as a draw (D4)" in h.top.text
    assert str(game.message) == (f"{names[0]} offers to end the game: the same position "
                                 "has come back three times.")
    h.click_button("answer_0")  # Accept
    h.pump(5)
    assert game.session.outcome.winner is None and game.session.outcome.rule == "D4"


def test_in_dra_two_computers_end_the_game_with_equal_captures(tmp_path):
    """Dra D4: the end agreed is scored by the captures; equal, it is a draw, offered the
    same way (three pieces each, f3-f2 and e3-e2 to and fro)."""
    h = Harness(tmp_path, seed=2)
    game = _dra_rocked(h)
    game.take_over(0)
    game.take_over(1)
    said = _pump_until(h, lambda: h.top.name == "gameover")
    outcome = game.session.outcome
    assert outcome.winner is None and outcome.rule == "D4"
    assert game.session.history.cursor == 8
    names = game.session.names
    # the offer in the words of D4's agreed end, as the dialog and the answer say it
    assert (f"{names[0]} offers to end the game: the same position has come back three "
            f"times. {names[1]} accepts. The players agreed to end the game") in said[-1], said
    assert not any("offers a draw" in text for text in said), said


#: Khamousiyya 5x5, South two pieces up in a fortress (tests/test_ai_agreement.py): nothing
#: either side can take.
FORTRESS = ("SSSSS/S.SSS/SNNNN/N.N../.N..N S movement hand:0,0 captured:2,4 first:S "
            "hajeb:used chain:- bouche:- turns:68")


def test_a_side_behind_in_a_fortress_offers_a_draw_when_nothing_is_captured(tmp_path,
                                                                             monkeypatch):
    """H5: so many different positions with nothing captured (ludic.ai.agreement.STALLED,
    made 40 here: Medium takes a piece before 200), played by people (the moves Medium
    chooses, both sides); the computer, given North two pieces down, offers a draw at once,
    and says why: not the position come back."""
    from ludic.ai import agreement, positions_seen, think

    monkeypatch.setattr(agreement, "STALLED", 40)  # the app's count (the worker's search
    STALLED = 40                                    # needs none: North is behind)
    h = Harness(tmp_path, seed=2)
    setup = Setup("khamousiyya-5x5", {}, 2, [], 0, [None, None], 3)
    h.app.push("game", session=Session.from_position(setup, FORTRESS), opening=False)
    h.pump(2)
    game = h.game
    past = []
    while len(positions_seen(past, game.state)) <= STALLED or game.state.current_player != 1:
        state = game.state
        move = think(state, "medium", seed=len(past), time_cap=False,
                     seen=positions_seen(past, state)).move
        past.append(state)
        h.play(move)
    assert game.state.captured(0) == 2 and game.state.captured(1) == 4  # nothing taken
    game.take_over(1)  # the computer (Medium) plays North, to move; a person South
    _pump_until(h, lambda: h.top.name == "confirm")
    names = game.session.names
    assert h.top.title == f"{names[1]} offers a draw"
    assert h.top.text.startswith("No piece has been captured for a long while.")
    assert str(game.message) == (f"{names[1]} offers a draw: no piece has been captured "
                                 "for a long while.")
    h.click_button("answer_0")  # Accept
    h.pump(5)
    assert game.session.outcome.winner is None and game.session.outcome.rule == "H5"
