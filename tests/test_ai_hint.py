"""The hint's reasons for quiet moves (ludic.ai.hint): built from what the evaluation weighs,
checked on constructed Sig capture positions, and, in seeded random positions of the other
games, each reason given is checked against the very measure it claims."""

import random

import pytest

from ludic.ai import hint as ai_hint
from ludic.ai.hint import (BLOCKS_LINE, HEMS_IN, KEEPS_OUT_OF_REACH, LEAVES_NO_CAPTURE,
                           OUT_OF_REACH, PLAYABLE_HOLES, PREPARES, PREPARES_LINE, ROOM, SAFE,
                           SAFE_COUNTERS, STOPS_THREAT, THREATENS_NEXT, explain)
from ludic.ai.knowledge import knowledge_for
from ludic.model.registry import make_game
from ludic.playout import random_move

SIG = make_game("sig-el-oued-capture")


def _reasons(position: str) -> dict[str, str]:
    state = SIG.parse_position(position)
    return {str(m): explain(state, m).msgid for m in state.legal_moves()}


def test_sig_capture_a_piece_taken_out_of_reach():
    # North's freed piece on a2 (first pass) reaches c2 with a 2; c2 with a 4 goes to b3,
    # where it cannot reach; f2-b2 would stay in reach.
    reasons = _reasons("c2,b1*,c1*,d1*,e1*,f2 f3*,e3*,d3*,x,x,a2 S throw=- turn=6 count=4")
    assert reasons["c2-b3"] == OUT_OF_REACH
    assert reasons["f2-b2"] != OUT_OF_REACH


def test_sig_capture_keeps_the_pieces_out_of_reach():
    # c1-f1 leaves North's a2 piece nothing to land on; f2-c2 would put a piece 2 ahead of it.
    reasons = _reasons("a1,x,c1,d1*,e1*,f2 x,e3*,d3*,x,x,a2 S throw=- turn=6 count=3")
    assert reasons["c1-f1"] == KEEPS_OUT_OF_REACH
    assert reasons["f2-c2"] != KEEPS_OUT_OF_REACH


def test_sig_capture_threatens_a_capture_on_the_next_throw():
    # d2-a3 lands 3 and 4 steps behind North's waiting pieces on d3 and e3, which cannot
    # strike back without a sig.
    reasons = _reasons("d2,b1*,c1*,d1*,e1*,f2 f3*,e3*,d3*,x,x,x S throw=- turn=6 count=4")
    assert reasons["d2-a3"] == THREATENS_NEXT
    assert reasons["f2-b2"] != THREATENS_NEXT


def test_the_hint_of_a_quiet_move_is_not_the_bare_best_move():
    state = SIG.parse_position("c2,b1*,c1*,d1*,e1*,f2 f3*,e3*,d3*,x,x,a2 S throw=- turn=6 "
                               "count=4")
    move, reason = ai_hint(state)
    assert str(move) == "c2-b3" and reason.msgid == OUT_OF_REACH


def _positions(level: str, count: int, seed: int = 5):
    game = make_game(level)
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        state = game.start_state()
        plies = 0
        while state.outcome() is None and plies < 200 and len(out) < count:
            if not state.is_chance and len(state.legal_moves()) > 1 and plies % 3 == 0:
                out.append(state)
            state = state.play(random_move(state, rng))
            plies += 1
    return out


@pytest.mark.parametrize("level", ["dra", "khamousiyya-5x5"])
def test_board_game_reasons_hold_and_are_given(level):
    seen = set()
    quiet = best = 0
    for state in _positions(level, 120):
        k = knowledge_for(state.game)
        me, them = state.current_player, 1 - state.current_player
        for move in state.legal_moves():
            reason = explain(state, move)
            new = state.play(move)
            msgid = reason.msgid
            seen.add(msgid)
            if msgid in (BLOCKS_LINE, STOPS_THREAT):
                assert k.threats(new, them) < k.threats(state, them)
            elif msgid in (PREPARES_LINE, PREPARES):
                assert k.threats(new, me) > k.threats(state, me)
            elif msgid == SAFE:
                assert k.threats(new, them) == 0
                assert any(k.threats(state.play(m), them) for m in state.legal_moves())
            elif msgid == ROOM:
                others = [k.mobility(state.play(m), me) or 0 for m in state.legal_moves()
                          if m != move]
                assert k.mobility(new, me) > max(others)
            elif msgid == HEMS_IN:
                others = [k.mobility(state.play(m), them) or 0 for m in state.legal_moves()
                          if m != move]
                assert k.mobility(new, them) < min(others)
            if not k.is_capture(state, move):
                quiet += 1
                best += msgid == "the best move found, looking {depth} moves ahead"
    line = BLOCKS_LINE if level == "dra" else STOPS_THREAT
    prepares = PREPARES_LINE if level == "dra" else PREPARES
    assert {line, prepares, SAFE, ROOM, HEMS_IN} <= seen
    assert best < quiet * 0.6  # most quiet moves get a reason of their own


def test_isolo_reasons_hold():
    seen = set()
    for state in _positions("isolo", 40):
        k = knowledge_for(state.game)
        them = 1 - state.current_player
        for move in state.legal_moves():
            msgid = explain(state, move).msgid
            seen.add(msgid)
            new = state.play(move)
            if msgid == LEAVES_NO_CAPTURE:
                assert k.threats(new, them) == 0
            elif msgid == SAFE_COUNTERS:
                others = [k.threats(state.play(m), them) for m in state.legal_moves()
                          if m != move and state.play(m).current_player == them]
                assert k.threats(new, them) < min(others)
            elif msgid == PLAYABLE_HOLES:
                assert new.current_player == them
    assert {LEAVES_NO_CAPTURE, SAFE_COUNTERS, PLAYABLE_HOLES} <= seen
