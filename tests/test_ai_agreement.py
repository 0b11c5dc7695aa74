"""The computer's answer to an offer to end the game (ludic.ai.agreement): it accepts an end
worth at least its search's value of playing on, less half a piece, and declines otherwise."""

import pytest

from ludic.ai.agreement import ACCEPT_MARGIN, answer_offer
from ludic.model.registry import make_game

SIG = make_game("sig-el-oued-capture")
DRA = make_game("dra")


def test_sig_capture_behind_accepts_a_draw_ahead_declines():
    # South has six pieces, North one: North (behind) accepts, South (ahead) declines.
    state = SIG.parse_position("a1*,b1*,c1*,d1*,e1*,f1* x,x,x,x,x,a3* S throw=- turn=4")
    north = answer_offer(state, 1, "hard")
    south = answer_offer(state, 0, "hard")
    assert north.accept and north.play_on < -ACCEPT_MARGIN and north.offered == 0.0
    assert not south.accept and south.play_on > ACCEPT_MARGIN


def test_sig_capture_even_position_accepts_a_draw():
    state = SIG.parse_position("a1*,b1*,x,x,x,x f3*,e3*,x,x,x,x S throw=- turn=4")
    answer = answer_offer(state, 1, "medium")
    assert answer.accept and abs(answer.play_on) < ACCEPT_MARGIN


def test_the_answer_is_searched_at_a_decision_node_too():
    state = SIG.parse_position("a1*,b1*,c1*,d1*,e1*,f1* x,x,x,x,x,c2 N throw=- turn=5 count=3")
    assert not state.is_chance
    assert answer_offer(state, 1).accept and not answer_offer(state, 0).accept


def _dra(captured: str, board: str) -> object:
    return DRA.parse_position(f"{board} S move hand=0,0 captured={captured} quiet=0 turns=30 "
                              "first=S")


def test_dra_end_scored_by_captures_a_win_is_accepted_a_loss_declined():
    # D4: the captures decide the agreed end, so the offer is a win for one side.
    ahead = _dra("0,3", "SNSSNN/NSNNSN/..N.../SN.SN./NS.NS.")  # North captured 3
    assert ahead.agreed_outcome().winner == 1
    assert answer_offer(ahead, 1).accept
    behind = _dra("3,0", "SNSSNS/NSSNSS/..N.../SN.SN./NS.NS.")  # South captured 3
    assert behind.agreed_outcome().winner == 0
    assert not answer_offer(behind, 1).accept


def test_no_agreed_end_is_a_value_error():
    with pytest.raises(ValueError):
        answer_offer(make_game("isolo").start_state(), 1)
