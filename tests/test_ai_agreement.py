"""The computer's answer to an offer to end the game (ludic.ai.agreement): it accepts an end
worth at least its search's value of playing on, less half a piece, and declines otherwise."""

import pytest

from ludic.ai.agreement import ACCEPT_MARGIN, LEAD, SEEN_THROUGH, OfferAnswer, answer_offer
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



KHAM = make_game("khamousiyya-5x5")


def test_a_side_behind_in_a_fortress_values_it_at_its_missing_pieces_and_takes_a_draw():
    # Khamousiyya 5x5 (Hard - Medium, seed 18, game 2 of the benchmark at move 83, a
    # fortress): South has taken four pieces and lost two. North's search, a dozen moves
    # deep, once found the game even two pieces down, for it valued a return to a position
    # played as a draw (H5), which the side ahead need not allow; it then played on under
    # the rule for a side behind judged even (LEAD). A return is now worth the pieces as
    # they stand to the side behind (KhamousiyyaKnowledge.repetition_value): North's search
    # values the game at nearly the two pieces it is down, and it takes the draw. South,
    # ahead, accepts as before (its search: even, the fortress).
    state = KHAM.parse_position("SSSSS/S.SSS/SNNNN/N.N../.N..N S movement hand:0,0 "
                                "captured:2,4 first:S hajeb:used chain:- bouche:- turns:68")
    north = answer_offer(state, 1, "hard")
    assert north.lead == -2 and north.depth < SEEN_THROUGH
    assert -210.0 <= north.play_on < -100.0
    assert north.accept and not north.plays_on
    south = answer_offer(state, 0, "hard")
    assert south.lead == 2 and not south.plays_on and south.accept
    assert abs(south.play_on) <= ACCEPT_MARGIN


def test_only_a_search_that_saw_the_game_through_gives_up_the_compensation():
    # The rule itself (ludic.ai.agreement.LEAD, SEEN_THROUGH), on answers as the worker
    # sends them: a piece down, even, searched 11 or SEEN_THROUGH moves deep; lost; level.
    shallow = OfferAnswer(True, -10.0, 0.0, 11, -LEAD)
    assert shallow.plays_on and not shallow.even
    deep = OfferAnswer(True, -10.0, 0.0, SEEN_THROUGH, -LEAD)
    assert not deep.plays_on and deep.even
    lost = OfferAnswer(True, -300.0, 0.0, 11, -LEAD)
    assert not lost.plays_on  # a side behind whose search sees the game lost takes a draw
    assert not OfferAnswer(True, -10.0, 0.0, 11, 0).plays_on
    assert not OfferAnswer(True, -10.0, 0.0, 11, LEAD).plays_on
