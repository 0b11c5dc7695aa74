"""The computer's answer to an offer to end the game (ludic.ai.agreement): it accepts an end
worth at least its search's value of playing on, less half a piece, and declines otherwise."""

import pytest

from ludic.ai import agreement, positions_seen, think
from ludic.ai.agreement import (ACCEPT_MARGIN, LEAD, PIECE, REPEATED, SEEN_THROUGH, STALLS,
                                DrawOffers, OfferAnswer, answer_offer,
                                computer_offers, offer_reason, stuck)
from ludic.ai.knowledge import knowledge_for
from ludic.ai.search import WIN_SEEN
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
KHAM_KNOWLEDGE = knowledge_for(KHAM)


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


#: The fortress above (game 2 of the benchmark at move 83): South two pieces up, nothing
#: either side can take. South's only steps go into B4; North has a dozen.
FORTRESS = KHAM.parse_position("SSSSS/S.SSS/SNNNN/N.N../.N..N S movement hand:0,0 "
                               "captured:2,4 first:S hajeb:used chain:- bouche:- turns:68")


def _rock(start, steps, times: int):
    """``steps`` played ``times`` over from ``start``: (the positions played from, the one
    reached), as the game's history and the position shown."""
    past, state = [], start
    for _ in range(times):
        for text in steps:
            past.append(state)
            state = state.play(next(m for m in state.legal_moves() if str(m) == text))
    return past, state


def test_in_a_fortress_the_side_behind_offers_and_the_side_ahead_accepts():
    # H5 ([house rule]: "a draw by agreement is offered"). Both sides step to and fro; the
    # position after South's A4-B4 is there the third time, North to move. North, two
    # pieces down, offers; South, at every strength, accepts: Hard's search finds nothing
    # more than the two pieces it has (no capture, no block), and the game goes nowhere.
    past, state = _rock(FORTRESS, ("A4-B4", "E1-D1", "B4-A4", "D1-E1"), 2)
    past.append(state)
    state = state.play(next(m for m in state.legal_moves() if str(m) == "A4-B4"))
    seen = positions_seen(past, state)
    assert offer_reason(state, past)[0] == REPEATED and state.current_player == 1
    assert computer_offers(state, "hard", past, DrawOffers(), seen)
    for strength in ("easy", "medium", "hard"):
        south = answer_offer(state, 0, strength, seen)
        assert south.stuck and south.lead == 2 and south.accept, strength
        assert south.play_on < 2 * PIECE + ACCEPT_MARGIN
    # the same position at its first appearance: Medium, two pieces up, plays on
    assert not answer_offer(state, 0, "medium").accept


def test_a_side_that_can_win_agrees_no_draw_however_long_the_game_went_nowhere():
    # South, five pieces up, blocks North's last piece on A5 with C5-B5 (H5), or takes it
    # from A4 once it steps to B5. The position has come back the third time all the same
    # (South rocked D1-E1, North A5-B5). North offers a draw (it is lost); South neither
    # offers nor accepts, with South to move (a win in one) or North (in two). A search
    # that valued the positions played as draws (a return, H5) found the win in two worth
    # nothing and accepted: the answer searches the position alone.
    won = KHAM.parse_position("N.S../S..../...../...../SSSS. S movement hand:0,0 "
                              "captured:6,11 first:S hajeb:used chain:- bouche:- turns:100")
    past, state = _rock(won, ("D1-E1", "A5-B5", "E1-D1", "B5-A5"), 2)
    seen = positions_seen(past, state)
    assert offer_reason(state, past)[0] == REPEATED
    assert not computer_offers(state, "medium", past, DrawOffers(), seen)
    assert not answer_offer(state, 0, "medium", seen).accept
    past.append(state)
    state = state.play(next(m for m in state.legal_moves() if str(m) == "D1-E1"))
    seen = positions_seen(past, state)
    assert computer_offers(state, "hard", past, DrawOffers(), seen)
    for strength in ("easy", "medium", "hard"):
        south = answer_offer(state, 0, strength, seen)
        assert south.stuck and not south.accept and south.play_on >= WIN_SEEN, strength


def test_a_game_that_takes_nothing_for_so_many_positions_is_stalled_once(monkeypatch):
    # Medium plays both sides from the fortress: 40 different positions, nothing taken (it
    # takes a piece before 200, agreement.STALLED: the count, made 40, is what is tested).
    monkeypatch.setattr(agreement, "STALLED", 40)
    past, state = [], FORTRESS
    offers = DrawOffers()
    due = []
    while len(positions_seen(past, state)) < 40 + 2:
        due.append(offers.due(state, past))
        past.append(state)
        state = state.play(think(state, "medium", seed=len(past), time_cap=False,
                                 seen=positions_seen(past[:-1], past[-1])).move)
        assert not KHAM_KNOWLEDGE.irreversible(past[-1], state)  # nothing taken
    first = due.index(True)
    assert len(positions_seen(past[:first], past[first])) == 40
    assert offer_reason(past[first], past[:first])[0] == STALLS
    assert due.count(True) == 1  # not again at 41, 42 ...
    assert stuck(state, positions_seen(past, state))
    assert not stuck(past[5], positions_seen(past[:5], past[5]))
