"""The hint's reasons for quiet moves (ludic.ai.reasons): built from what the evaluation weighs,
checked on constructed Sig capture positions, and, in seeded random positions of the other
games, each reason given is checked against the very measure it claims."""

import random

import pytest

from ludic.ai import hint as ai_hint
from ludic.ai.reasons import (BEST, D_EVEN, D_LIMITS, BLOCKED_PASS, K_CENTRE_GUARDS, K_CENTRE_READIES, K_FEW_SAFE_REPLIES, K_NO_SAFE_REPLY, FORCED_LOSS, FORCED_WIN, K_BLOCKS_SEAL, K_BUILDS_SEAL, K_FIRST, K_PLACE_BLOCKS,
                           K_PLACE_PREPARES, K_PLACE_SAFE, K_SEALS, K_UNSEALS, BLOCKS_LINE, HEMS_IN, KEEPS_OUT_OF_REACH, LEAVES_NO_CAPTURE,
                           LIMITS_CAPTURE, ONLY, ONLY_COUNT, ONLY_PASS, ONLY_SIG,
                           OUT_OF_REACH, PLACE_BLOCKS_STEP, PLACE_FILLS_GAP, PLACE_HEMS_IN,
                           PLACE_PAIR, PLACE_PREPARES_STEP, PLACE_ROOM,
                           PLAYABLE_HOLES, PREPARES, PREPARES_LINE, REMOVES_BLOCKER,
                           REMOVES_PAIR, ROOM, SAFE, STOPS_THREAT,
                           THREATENS_NEXT, _line_holes, explain)
from ludic.ai.knowledge import knowledge_for
from ludic.ai.knowledge.dra import capturing_steps
from ludic.i18n import tr
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


def _dra_depth4(state) -> dict:
    """Every move of a Dra position valued by the search four moves deep (exact; less
    where it saw the game end)."""
    from ludic.ai.search import iterative_deepening

    result = iterative_deepening(state, knowledge_for(state.game), max_depth=4,
                                 max_nodes=10**8, seconds=None, exact=True)
    assert len(result.scores) == len(state.legal_moves())
    return result.scores


#: The first step of the movement phase after Medium's placements (seed 1, game 4): North's
#: d4-d5 makes a line whatever South plays; e2-d2 backs up d3, and every other step lets
#: North make a second line a few moves on (Hard, both sides).
DRA_LINE_COMES = ("....NN/.NSNSN/SSNSNS/NSN.SN/SNSNSS S move hand=0,0 captured=0,0 quiet=0 "
                  "turns=24 first=S")
#: The same after game 5: locked, no line near for either side; every step is worth the
#: same within a fifth of a piece.
DRA_LOCKED = ("NSSN../S.NSNS/SNSNSN/NSNSNS/NS.N.. S move hand=0,0 captured=0,0 quiet=0 "
              "turns=24 first=S")


def test_dra_first_step_where_the_opponents_line_cannot_be_stopped():
    """Both hints said only "the best move found": nothing one move ahead singles the step
    out. Now the reason says what the search found about every move."""
    game = make_game("dra")
    state = game.parse_position(DRA_LINE_COMES)
    move, reason = ai_hint(state)
    assert str(move) == "e2-d2" and reason.msgid == D_LIMITS
    assert reason.params["step"] == "d4-d5"
    assert tr(reason) == ("no move stops the opponent's line (d4-d5): this one limits what "
                          "it costs you")
    values = _dra_depth4(state)
    assert all(values[move] >= v + 50 for m, v in values.items() if m != move)
    north = [capturing_steps(state.play(m).bits(1), state.play(m).bits(0)) for m in values]
    assert all("d4-d5" in map(str, steps) for steps in north)
    state = game.parse_position(DRA_LOCKED)
    move, reason = ai_hint(state)
    assert reason.msgid == D_EVEN.singular and reason.params["depth"] == 4
    values = _dra_depth4(state)
    assert max(values.values()) - min(values.values()) <= 20
    # a step that some other step beats by half a piece is not "as good as any"
    uneven = game.parse_position(DRA_LINE_COMES)
    assert {explain(uneven, m).msgid for m in uneven.legal_moves()} & {D_EVEN.singular} == set()


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


def _safe_replies(new, me: int) -> tuple[int, int]:
    """Khamousiyya: (the opponent's replies after which ``me`` has no capturing step, all
    the replies), counted from the rules' moves and effects, not the hint's helper."""
    from ludic.model.protocol import EffectKind

    replies = new.legal_moves()
    safe = 0
    for reply in replies:
        then = new.play(reply)
        takes = then.current_player == me and then.outcome() is None and any(
            e.kind == EffectKind.CAPTURE for m in then.legal_moves()
            for e in then.apply(m)[1])
        safe += not takes
    return safe, len(replies)


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
            elif msgid == REMOVES_BLOCKER:  # Dra: the removed piece stood on a line hole
                assert k.threats(new, me) > k.threats(state, me)
                steps = capturing_steps(new.bits(me), new.bits(them))
                assert any(step.dst == move.dst for step in steps)
            elif msgid == REMOVES_PAIR:
                assert (_line_holes(new.bits(them), new.bits(me)).bit_count()
                        < _line_holes(state.bits(them), state.bits(me)).bit_count())
            elif msgid == PLACE_FILLS_GAP:  # Dra: a step into the opponent's line hole
                assert _line_holes(state.bits(them), state.bits(me)) >> move.dst & 1
            elif msgid == PLACE_PAIR:
                assert (_line_holes(new.bits(me), new.bits(them)).bit_count()
                        > _line_holes(state.bits(me), state.bits(them)).bit_count())
            elif msgid in (D_LIMITS, D_EVEN.singular):
                values = _dra_depth4(state)
                if msgid == D_EVEN.singular:
                    assert max(values.values()) - min(values.values()) <= 20
                else:
                    assert all(values[move] >= v + 50 for m, v in values.items() if m != move)
                    assert all(capturing_steps(state.play(m).bits(them),
                                               state.play(m).bits(me)) for m in values)
            elif msgid in (K_NO_SAFE_REPLY, K_FEW_SAFE_REPLIES.singular):
                safe, total = _safe_replies(new, me)
                assert safe == 0 if msgid == K_NO_SAFE_REPLY else 0 < safe * 2 <= total
                assert (safe, total) == (reason.params.get("count", 0),
                                         reason.params.get("total", total))
            if not k.is_capture(state, move):
                quiet += 1
                best += msgid == BEST.singular  # (was the plural: it never counted one)
    line = BLOCKS_LINE if level == "dra" else STOPS_THREAT
    prepares = PREPARES_LINE if level == "dra" else PREPARES
    assert {line, prepares, SAFE, ROOM, HEMS_IN} <= seen
    if level == "dra":
        assert {PLACE_FILLS_GAP, PLACE_PAIR, REMOVES_BLOCKER, REMOVES_PAIR} <= seen
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
            elif msgid == LIMITS_CAPTURE.singular:
                reason = explain(state, move)
                others = {str(m): _isolo_taken(state.play(m), state.current_player)
                          for m in state.legal_moves()
                          if m != move and state.play(m).current_player == them
                          and not k.is_capture(state, m)}  # moves that capture nothing
                mine = _isolo_taken(new, state.current_player)
                assert 0 < mine <= min(others.values())
                assert others[reason.params["hole"]] == reason.params["count"] > mine
            elif msgid == PLAYABLE_HOLES:
                assert new.current_player == them
    assert {LEAVES_NO_CAPTURE, LIMITS_CAPTURE.singular, PLAYABLE_HOLES} <= seen


def _isolo_taken(state, victim: int) -> int:
    """The most counters of ``victim`` one sowing of the player to move captures."""
    side = slice(16 * victim, 16 * victim + 16)
    before = sum(state.counts[side])
    return max((before - sum(state.play(m).counts[side]) for m in state.legal_moves()),
               default=0)


def test_isolo_a_move_that_gives_up_less_says_how_much_the_worst_would():
    # levels/isolo.toml's start, then H h D i: South's H leaves North 6 counters to take at
    # most, where sowing M would let North capture 21 (and the computer's hint is H).
    game = make_game("isolo")
    state = game.start_state()
    for word in "H h D i".split():
        state = state.play(game.parse_move(word))
    moves = {str(m): m for m in state.legal_moves()}
    assert _isolo_taken(state.play(moves["H"]), 0) == 6
    assert _isolo_taken(state.play(moves["M"]), 0) == 21
    reason = explain(state, moves["H"])
    assert reason.msgid == LIMITS_CAPTURE.singular
    assert reason.params == {"hole": "M", "count": 21}
    assert str(reason) == ("limits the opponent's next capture: sowing M instead would let "
                           "them capture 21 counters")
    assert explain(state, moves["M"]).msgid != LIMITS_CAPTURE.singular



def test_isolo_a_capture_elsewhere_does_not_hide_the_safest_quiet_move():
    # North's m captures 5 counters (a reason of its own); among the moves that capture
    # nothing, h leaves South 2 counters to take at most, a, c or d 11 (Hard's hint is h).
    game = make_game("isolo")
    state = game.parse_position("A0 B5 C0 D1 E2 F1 G1 H0 I1 J4 K0 L6 M2 N6 O3 P1 a2 b0 c5 d5 "
                                "e0 f1 g1 h2 i1 j0 k0 l7 m2 n4 o1 p0 N S:main N:main moves:17")
    reason = explain(state, game.parse_move("h"))
    assert reason.msgid == LIMITS_CAPTURE.singular
    assert reason.params["count"] == 11 and reason.params["hole"] in ("a", "c", "d")


DRA = make_game("dra")
#: The old placement reason, true of every placement (D2, H2: nothing is taken while placing).
PLACES_SAFE = "places a piece where it cannot be taken soon"


def _dra_reasons(position: str) -> dict[str, str]:
    state = DRA.parse_position(position)
    return {str(m): explain(state, m).msgid for m in state.legal_moves()}


def test_dra_placement_reasons_say_what_the_placement_prepares():
    # D2: no line and no capture while placing. North has a5 b5 and c4 (c4-c5 would make a
    # line once the pieces move); South has a1 b1 (D6 example 1: c1 is not his to place).
    reasons = _dra_reasons("NN..../..N.../....../....../SS.... S place hand=10,9 "
                           "captured=0,0 quiet=0 turns=5 first=S")
    assert reasons["c5"] == PLACE_BLOCKS_STEP
    assert reasons["c2"] == PLACE_PREPARES_STEP  # c2-c1 makes a1 b1 c1
    assert reasons["d1"] == PLACE_PREPARES_STEP  # d1-c1 too
    assert PLACES_SAFE not in reasons.values()
    # North has a5 b5 and no piece beside c5; South has a1 alone.
    reasons = _dra_reasons("NN..../....../....../....../S..... S place hand=11,10 "
                           "captured=0,0 quiet=0 turns=3 first=S")
    assert reasons["c5"] == PLACE_FILLS_GAP
    assert reasons["b1"] == PLACE_PAIR  # a1 b1, c1 empty
    assert reasons["c1"] == PLACE_PAIR  # a1 . c1, b1 empty
    assert PLACES_SAFE not in reasons.values()


def test_dra_placement_reasons_hold():
    from ludic.games.dra import _step_counts

    seen = set()
    rng = random.Random(7)
    states = []
    while len(states) < 60:  # every placement of random games (D2)
        state = DRA.start_state()
        while state.phase == "placement" and state.outcome() is None:
            if len(state.legal_moves()) > 1:
                states.append(state)
            state = state.play(random_move(state, rng))
    for state in states:
        k = knowledge_for(state.game)
        me, them = state.current_player, 1 - state.current_player
        for move in state.legal_moves():
            msgid = explain(state, move).msgid
            seen.add(msgid)
            new = state.play(move)
            others = [state.play(m) for m in state.legal_moves() if m != move]
            assert msgid not in (PLACES_SAFE, BLOCKS_LINE, PREPARES_LINE, SAFE)
            if msgid == PLACE_BLOCKS_STEP:
                assert k.threats(new, them) < k.threats(state, them)
            elif msgid == PLACE_PREPARES_STEP:
                assert k.threats(new, me) > k.threats(state, me)
            elif msgid == PLACE_FILLS_GAP:
                assert _line_holes(state.bits(them), state.bits(me)) >> move.dst & 1
            elif msgid == PLACE_PAIR:
                assert (_line_holes(new.bits(me), new.bits(them)).bit_count()
                        > _line_holes(state.bits(me), state.bits(them)).bit_count())
            elif msgid == PLACE_ROOM:
                room = [_step_counts(o.bits(me), o.bits(them))[0] for o in others]
                assert max(room) <= _step_counts(new.bits(me), new.bits(them))[0] > min(room)
            elif msgid == PLACE_HEMS_IN:
                room = [_step_counts(o.bits(them), o.bits(me))[0] for o in others]
                assert min(room) >= _step_counts(new.bits(them), new.bits(me))[0] < max(room)
    assert {PLACE_BLOCKS_STEP, PLACE_PREPARES_STEP, PLACE_FILLS_GAP, PLACE_PAIR, PLACE_ROOM,
            PLACE_HEMS_IN} <= seen


def test_dra_a_move_without_alternative_says_so():
    # D2 house rule: every empty hole would give South a line of three: he passes.
    state = DRA.parse_position("S.SSNS/.NN.N./S.SS.S/SNNSNN/.SN.NN S place hand=1,1 "
                               "captured=0,0 quiet=0 turns=22 first=S")
    assert [str(m) for m in state.legal_moves()] == ["pass"]
    assert explain(state, state.legal_moves()[0]).msgid == ONLY_PASS
    # North's last piece has one hole left where it makes no line.
    state = DRA.parse_position("SS.NN./SNSS.S/NSSNNS/NSN.NN/..NS.S N place hand=0,1 "
                               "captured=0,0 quiet=0 turns=23 first=S")
    assert [str(m) for m in state.legal_moves()] == ["b1"]
    assert explain(state, state.legal_moves()[0]).msgid == ONLY


def test_sig_capture_the_forced_step_after_a_sig_says_so():
    # C4: a sig moves one piece one step, then the player throws again; South's b3 is alone.
    reasons = _reasons("b3,x,x,x,x,x b1,x,x,x,d1,x S throw=- turn=48 count=1s")
    assert reasons == {"b3-c3": ONLY_SIG}
    # C4: a count of 3 that only one piece can move.
    state = SIG.parse_position("x,b1*,c1*,x,b2',a2' f3*,a3,d3,x,x,x N throw=- turn=41 "
                               "count=3 extra")
    [move] = state.legal_moves()
    reason = explain(state, move)
    assert reason.msgid == ONLY_COUNT.singular and reason.params == {"count": 3}



KHAM = make_game("khamousiyya-5x5")


def _kham_reasons(position: str) -> dict[str, str]:
    state = KHAM.parse_position(position)
    return {str(m): explain(state, m).msgid for m in state.legal_moves()}


def test_khamousiyya_placement_reasons_tell_the_seal_beside_the_centre():
    # H2: each first piece goes beside the centre (C3 on 5x5)
    assert set(_kham_reasons(KHAM.start_state().notation()).values()) == {K_FIRST}
    # South (first) holds C2, B2, C1: D2 closes C2's ring; C2-C3 would then leave North no
    # move (H5), North having no piece beside the centre to be taken on that step (H4).
    reasons = _kham_reasons("NN.../...../...../.SS../..S.. S placement hand:9,10 "
                            "captured:0,0 first:S hajeb:open chain:- bouche:- turns:2")
    assert reasons["D2"] == K_SEALS
    assert reasons["D1"] != K_SEALS
    # North (second) to place there: D2 keeps C2's ring open, and B4 C4's.
    reasons = _kham_reasons("NN.../...../...../.SS../..S.S N placement hand:8,10 "
                            "captured:0,0 first:S hajeb:open chain:- bouche:- turns:3")
    assert reasons["D2"] == reasons["B4"] == K_BLOCKS_SEAL
    assert reasons["E5"] != K_BLOCKS_SEAL
    # C2 is sealed; North's piece on B3, with South's A3 beyond it, is taken by C2-C3, and
    # the hole it leaves lets North move. D3 spoils nothing: C2 stays sealed.
    reasons = _kham_reasons("NN..N/..N../S..../.SSS./..S.S N placement hand:6,8 "
                            "captured:0,0 first:S hajeb:open chain:- bouche:- turns:5")
    assert reasons["B3"] == K_UNSEALS
    assert reasons["D3"] not in (K_UNSEALS, K_BLOCKS_SEAL)
    assert PLACES_SAFE not in reasons.values()


def test_khamousiyya_placement_reasons_tell_the_first_step_into_the_centre():
    # H2: the movement phase begins with South's step from beside the centre (C3) into it;
    # H4: from C2 it takes North's C4 when South holds C5 beyond it.
    state = KHAM.parse_position("N..../..N../...../.SS../..S.. S placement hand:9,10 "
                                "captured:0,0 first:S hajeb:open chain:- bouche:- turns:2")
    reasons = {str(m): explain(state, m) for m in state.legal_moves()}
    assert reasons["C5"].msgid == K_CENTRE_READIES
    assert reasons["C5"].params == {"src": "C2", "piece": "C4"}
    from ludic import i18n
    try:
        for lang in ("fr", "ar"):  # translated, the squares in place
            i18n.set_language(lang)
            shown = tr(reasons["C5"])
            assert "C2" in shown and "C4" in shown and "readies" not in shown
    finally:
        i18n.set_language("en")
    assert [m for m, r in reasons.items() if r.msgid == K_CENTRE_READIES] == ["C5"]
    # North to place, C5 still empty: only C5 keeps C4 from that step.
    state = KHAM.parse_position("N..../..N../...../.SS../..S.S N placement hand:8,10 "
                                "captured:0,0 first:S hajeb:open chain:- bouche:- turns:3")
    reasons = {str(m): explain(state, m) for m in state.legal_moves()}
    assert reasons["C5"].msgid == K_CENTRE_GUARDS and reasons["C5"].params == {"piece": "C4"}
    assert [m for m, r in reasons.items() if r.msgid == K_CENTRE_GUARDS] == ["C5"]


def _first_step_takes(state) -> set:
    """Khamousiyya 5x5: (from, taken) of the first steps into C3 that capture (H2, H4) on
    the board as it stands, by square names (the test's own count, not the hint's)."""
    beside = {"C2": "C1", "C4": "C5", "B3": "A3", "D3": "E3"}  # hole beside C3: hole beyond
    first, second = state.first_player, state.second_player
    return {(x, y) for x in beside for y, z in beside.items() if x != y
            and state.piece_at(x) == first and state.piece_at(y) == second
            and state.piece_at(z) == first}


def test_khamousiyya_placement_reasons_hold():
    k = knowledge_for(KHAM)
    rng = random.Random(9)
    seen = set()
    states = []
    while len(states) < 50:  # every placement of random games (H2)
        state = KHAM.start_state()
        while state.phase == "placement" and state.outcome() is None:
            if len(state.legal_moves()) > 1:
                states.append(state)
            state = state.play(random_move(state, rng))
    for state in states:
        board = k._board(state)
        first, second = state.first_player, state.second_player
        me, them = state.current_player, 1 - state.current_player
        for move in state.legal_moves():
            reason = explain(state, move)
            msgid = reason.msgid
            seen.add(msgid)
            new = state.play(move)
            # no capture is threatened while placing
            assert msgid not in (PLACES_SAFE, STOPS_THREAT, PREPARES, SAFE)
            if msgid == K_SEALS:
                assert me == first and board.sealed(new.bitboard(first), new.bitboard(second))
            elif msgid == K_BLOCKS_SEAL:
                assert me == second
                assert not board.sealed(new.bitboard(first), new.bitboard(second))
            elif msgid == K_PLACE_BLOCKS:
                assert k.threats(new, them) < k.threats(state, them)
            elif msgid == K_PLACE_PREPARES:
                assert k.threats(new, me) > k.threats(state, me)
            elif msgid == K_PLACE_SAFE:
                assert k.threats(new, them) == 0
            elif msgid == K_CENTRE_READIES:
                assert me == first
                made = _first_step_takes(new) - _first_step_takes(state)
                assert (reason.params["src"], reason.params["piece"]) in made
            elif msgid == K_CENTRE_GUARDS:
                assert me == second and state.piece_at(reason.params["piece"]) == second
                assert str(move) in ("C1", "C2", "C4", "C5", "B3", "A3", "D3", "E3")
    assert {K_FIRST, K_SEALS, K_BLOCKS_SEAL, K_BUILDS_SEAL, K_PLACE_BLOCKS, K_PLACE_PREPARES,
            K_PLACE_SAFE, K_CENTRE_READIES, K_CENTRE_GUARDS} <= seen



def test_khamousiyya_a_blocked_pass_is_not_called_a_placement():
    # H5, jeu bouché: South cannot move (the one empty hole, E3, has only North around it).
    game = make_game("khamousiyya-5x5", {"jeu_bouche": True})
    state = game.parse_position("NSNSS/SNNNN/SSSN./SNNSN/SSNSN S movement hand:0,0 "
                                "captured:0,0 first:S hajeb:open chain:- bouche:- turns:14")
    [move] = state.legal_moves()
    assert str(move) == "pass" and explain(state, move).msgid == BLOCKED_PASS


# A Dra endgame (D3, D5): North, with 8 of South's pieces to take, forces the win; the
# search values it WIN - 5 (five moves to the end, South's and the removals counted).
DRA_WON = ("N.NS../SN.N.N/N...NN/N.S.NS/N...NS N move hand=0,0 captured=0,7 quiet=1 turns=61 "
           "first=S")
# Two moves earlier: South to move, and every move loses (six moves to the end).
DRA_LOST = ("N.N.S./SN.N.N/N...NN/N.S.NS/N...NS S move hand=0,0 captured=0,7 quiet=0 turns=60 "
            "first=S")


def test_a_hint_that_wins_by_force_says_so_and_how_soon():
    from ludic.ai import think
    from ludic.ai.search import WIN

    state = DRA.parse_position(DRA_WON)
    result = think(state, "hard", time_cap=False)
    move, reason = ai_hint(state)
    assert move == result.move and result.value == WIN - 5
    assert reason.msgid == FORCED_WIN.singular and reason.params["count"] == 5
    # the same move explained without the search's value says what it does instead
    assert explain(state, move).msgid != FORCED_WIN.singular


def test_a_lost_position_says_every_move_loses_and_this_one_holds_out_longest():
    from ludic.ai import think
    from ludic.ai.search import WIN

    state = DRA.parse_position(DRA_LOST)
    result = think(state, "hard", time_cap=False)
    assert result.value == -WIN + 6 and result.complete
    move, reason = ai_hint(state)
    assert reason.msgid == FORCED_LOSS.singular and reason.params["count"] == 6
    # every move loses as fast or faster: after it North wins within the 5 moves left
    assert all(think(state.play(m), "hard", time_cap=False).value >= WIN - 5
               for m in state.legal_moves())
    # a search cut before it looked at every move does not claim that every move loses
    result.complete = False
    assert explain(state, move, result).msgid != FORCED_LOSS.singular


@pytest.mark.parametrize("level", ["isolo", "dra", "khamousiyya-5x5"])
def test_a_normal_position_claims_no_forced_win(level):
    state = make_game(level).start_state()
    _move, reason = ai_hint(state)
    assert reason.msgid not in (FORCED_WIN.singular, FORCED_LOSS.singular)


def test_a_chance_game_never_claims_a_forced_win():
    # Sig capture: a value is an expectation over the throws (win_value 1000), so even a
    # value as large as a deterministic game's won one is not told as certain.
    from ludic.ai.search import WIN, SearchResult

    state = SIG.parse_position("c2,b1*,c1*,d1*,e1*,f2 f3*,e3*,d3*,x,x,a2 S throw=- turn=6 "
                               "count=4")
    move = state.legal_moves()[0]
    reason = explain(state, move, SearchResult(move, WIN - 3, 3, 0, 0.0))
    assert reason.msgid not in (FORCED_WIN.singular, FORCED_LOSS.singular)


def test_khamousiyya_a_step_says_how_few_safe_moves_it_leaves_the_opponent():
    """Khamousiyya movement (H4): a step that leaves the opponent no move, or at most half
    of them, without a capture for the mover next says so, with the count; where nothing
    one move ahead singles the step out (a hunt with no capture in sight) the hint keeps
    the generic reason. Before, all three said only "the best move found"."""
    def reason(position: str, move: str):
        state = KHAM.parse_position(position)
        return explain(state, KHAM.parse_move(move))

    # South (9 pieces) hunts North's 3: of North's 4 moves after B2-A2 only B4-B3 is safe
    hunt = reason("..SS./NS..S/N.SS./.S.SN/...S. S movement hand:0,0 captured:3,9 first:S "
                  "hajeb:used chain:- bouche:- turns:62", "B2-A2")
    assert hunt.msgid == K_FEW_SAFE_REPLIES.singular and hunt.params == {"count": 1, "total": 4}
    assert tr(hunt) == ("leaves the opponent only 1 safe move of 4: every other one lets "
                        "you capture")
    cramped = reason("N.NNN/SSNNN/S.S.N/S.SSN/SSSNS N movement hand:0,0 captured:1,2 "
                     "first:S hajeb:used chain:- bouche:- turns:21", "C5-B5")
    assert cramped.msgid == K_NO_SAFE_REPLY
    aimless = reason("SS.../...S./...N./.N.N./.NN.N N movement hand:0,0 captured:9,6 "
                     "first:S hajeb:used chain:- bouche:- turns:85", "B2-A2")
    assert aimless.msgid == BEST.singular


def _winning_captures(level: str, games: int, seed: int = 3):
    """(state, move, termination) of each capture that ended one of ``games`` random games
    with a win, by the kind of end it came to."""
    from ludic.model.protocol import EffectKind

    game, rng, out = make_game(level), random.Random(seed), []
    for _ in range(games):
        state = game.start_state()
        while state.outcome() is None:
            move = random_move(state, rng)
            new, effects = state.apply(move)
            end = new.outcome()
            if end is not None and end.winner is not None \
                    and any(e.kind == EffectKind.CAPTURE for e in effects):
                out.append((state, move, end.termination))
            state = new
    return out


@pytest.mark.parametrize("level, games", [("khamousiyya-5x5", 150), ("isolo", 60)])
def test_a_capture_that_wins_by_blocking_does_not_say_the_last_piece(level, games):
    """A capture after which the opponent cannot move wins (Khamousiyya H5, Isolo I8) with
    pieces or counters still on the board: the hint says the opponent is left no move, never
    "captures the last piece" (a 5x5 hint said so with nine of the computer's pieces left)."""
    from ludic.ai.reasons import (CAPTURE_BLOCKS_WIN, CAPTURE_COUNTERS_BLOCKS_WIN,
                               CAPTURE_WINS, CAPTURE_WINS_ONE)
    from ludic.model.protocol import Termination

    found = _winning_captures(level, games)
    kinds = {t for _s, _m, t in found}
    assert Termination.BLOCKED in kinds, kinds
    for state, move, termination in found:
        msgid = explain(state, move).msgid
        if termination is Termination.BLOCKED:
            assert msgid == (CAPTURE_COUNTERS_BLOCKS_WIN if level == "isolo"
                             else CAPTURE_BLOCKS_WIN).singular, (state.notation(), move)
        else:
            assert termination is Termination.CAPTURED_ALL
            assert msgid in (CAPTURE_WINS_ONE, CAPTURE_WINS.singular), (state.notation(), move)
