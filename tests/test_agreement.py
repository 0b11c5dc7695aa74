"""Ending a game by agreement: Dra D4 (captures decide), Sig capture C6 (draw), none elsewhere."""

import random

from ludic.model.protocol import Termination
from ludic.model.registry import make_game
from ludic.playout import random_move


def test_dra_agreed_end_is_scored_by_captures():
    game = make_game("dra")
    state = game.start_state()
    assert state.agreed_outcome().winner is None  # 0-0: a draw
    assert "(D4)" in state.agreed_outcome().reason
    assert state.agreed_outcome().why == "The players agreed to end the game. Both captured 0 (D4)"
    rng = random.Random(3)
    while state.outcome() is None and state.captured(0) == state.captured(1):
        state = state.play(random_move(state, rng))
    assert state.outcome() is None
    agreed = state.agreed_outcome()
    leader = 0 if state.captured(0) > state.captured(1) else 1
    assert agreed.winner == leader and agreed.rule == "D4"
    assert agreed.scores == (state.captured(0), state.captured(1))
    assert agreed.termination is Termination.AGREED


def test_sig_capture_agreed_draw_cites_c6():
    state = make_game("sig-el-oued-capture").start_state()
    outcome = state.agreed_outcome()
    assert outcome.winner is None and outcome.rule == "C6"
    assert outcome.why == "The players agreed to end the game (C6)"
    assert outcome.termination is Termination.AGREED


def test_games_without_an_agreed_end():
    for level in ("isolo", "sig-el-oued"):
        assert make_game(level).start_state().agreed_outcome() is None


def test_khamousiyya_agreed_draw_cites_h5():
    for level in ("khamousiyya", "khamousiyya-5x5"):
        outcome = make_game(level).start_state().agreed_outcome()
        assert outcome.winner is None and outcome.rule == "H5"
        assert outcome.why == "The players agreed to end the game (H5)"
        assert outcome.termination is Termination.AGREED
