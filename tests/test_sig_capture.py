"""Sig (El Oued Capture) (sig-el-oued-capture.md C1-C8): every C8 example, circuits, freeing,
free all, captures, the end, options, notation and invariants."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ludic.games.sig_capture import CIRCUITS, FREE, PieceMove, square_cell
from ludic.games.sticks import THROWS
from ludic.model.errors import IllegalMove, NotationError
from ludic.model.protocol import CHANCE, EffectKind, Termination
from ludic.model.registry import make_game
from ludic.playout import random_move

K = EffectKind
START = "a1*,b1*,c1*,d1*,e1*,f1* f3*,e3*,d3*,c3*,b3*,a3* S throw=- turn=0"


def game(**options):
    return make_game("sig-el-oued-capture", options)


def run(position: str, moves: list[str], **options):
    g = game(**options)
    state = g.parse_position(position)
    effects = []
    for text in moves:
        transition = state.apply(g.parse_move(text))
        effects.extend(transition.effects)
        state = transition.state
    return state, effects


def names(moves):
    return [str(m) for m in moves]


# -- C2: circuits ------------------------------------------------------------------------------

def test_c2_south_circuit():
    assert CIRCUITS[0] == ("a1", "b1", "c1", "d1", "e1", "f1", "f2", "e2", "d2", "c2", "b2", "a2",
                           "a3", "b3", "c3", "d3", "e3", "f3", "f2", "e2", "d2", "c2", "b2", "a2")


def test_c2_north_circuit_is_south_turned_half_round():
    assert CIRCUITS[1] == ("f3", "e3", "d3", "c3", "b3", "a3", "a2", "b2", "c2", "d2", "e2", "f2",
                           "f1", "e1", "d1", "c1", "b1", "a1", "a2", "b2", "c2", "d2", "e2", "f2")


def test_c2_a_middle_row_piece_knows_its_pass():
    first = "x,x,x,x,x,f2 f3*,e3*,d3*,c3*,b3*,x S throw=- turn=9 count=6"
    second = "x,x,x,x,x,f2' f3*,e3*,d3*,c3*,b3*,x S throw=- turn=9 count=6"
    assert names(game().parse_position(first).legal_moves()) == ["f2-a3"]
    assert names(game().parse_position(second).legal_moves()) == ["f2-a1"]


def test_c2_the_circuit_never_ends():
    state, _ = run("x,x,x,x,x,b2' f3*,e3*,d3*,c3*,b3*,x S throw=- turn=9 count=3", ["b2-b1"])
    assert state.pieces(0)[5] == ("b1", 1, False)


# -- C8 worked examples ------------------------------------------------------------------------

def test_c8_1_no_freed_piece_nothing_moves():
    state, fx = run(START, ["4"])
    assert [e.kind for e in fx] == [K.THROW, K.COUNT, K.LOST, K.TURN]
    assert fx[2].rule == "C4" and fx[2].count == 4
    assert state.notation() == START.replace(" S throw=- turn=0", " N throw=- turn=1")


def test_c8_2_sig_frees_f1_then_three_goes_to_c2():
    state, fx = run(START, ["5"])
    assert state.current_player == 0 and state.count == 1 and state.sig
    assert names(state.legal_moves()) == ["f1-f2"]
    state, fx = run(state.notation(), ["f1-f2"])
    assert [e.kind for e in fx] == [K.FREE, K.STEP, K.EXTRA_THROW]
    assert (fx[0].src, fx[1].src, fx[1].dst) == ("f1", "f1", "f2")
    assert state.is_chance and state.turn == 0 and state.extra
    state, fx = run(state.notation(), ["3"])
    assert names(state.legal_moves()) == ["f2-c2"]
    state, fx = run(state.notation(), ["f2-c2"])
    assert [(e.src, e.dst) for e in fx if e.kind == K.STEP] == [("f2", "e2"), ("e2", "d2"),
                                                                 ("d2", "c2")]
    assert state.notation() == ("a1*,b1*,c1*,d1*,e1*,c2 f3*,e3*,d3*,c3*,b3*,a3* N throw=- "
                                "turn=1")


def test_c8_3_seven_with_sig_power_one_piece_to_a3_capturing():
    state, _ = run(START, ["6", "1"])
    assert state.count == 7 and state.sig
    moves = names(state.legal_moves())
    assert "f1-a3" in moves and "free" in moves
    assert moves == ["a1-e2", "b1-d2", "c1-c2", "d1-b2", "e1-a2", "f1-a3", "free"]
    after, fx = run(state.notation(), ["f1-a3"])
    captures = [e for e in fx if e.kind == K.CAPTURE]
    assert [(e.src, e.player, e.piece) for e in captures] == [("a3", 1, "N5")]
    assert after.pieces(1)[5] is None and after.captured(1) == 1
    assert after.pieces(0)[5] == ("a3", 12, False)
    assert after.turn == 1 and after.is_chance


def test_c8_3_seven_with_sig_power_free_all():
    state, _ = run(START, ["6", "1"])
    after, fx = run(state.notation(), ["free"])
    frees = [e.src for e in fx if e.kind == K.FREE]
    assert frees == ["f1", "e1", "d1", "c1", "b1", "a1"]  # front piece first
    stepped = [(e.piece, e.src, e.dst) for e in fx if e.kind == K.STEP]
    assert stepped == [("S5", "f1", "f2"), ("S5", "f2", "e2"), ("S4", "e1", "f1"),
                       ("S3", "d1", "e1"), ("S2", "c1", "d1"), ("S1", "b1", "c1"),
                       ("S0", "a1", "b1")]
    assert after.notation() == "b1,c1,d1,e1,f1,e2 f3*,e3*,d3*,c3*,b3*,a3* N throw=- turn=1"
    assert K.CAPTURE not in [e.kind for e in fx]


def test_c4_free_all_says_once_that_its_pieces_are_freed():
    """Free all's words name the freeing once. Each piece's FREE effect also said "The piece
    on f1 is freed (C3)", so the message bar read the summary then six such sentences, which
    in a lesson at extra large text shrank to the smallest size and still ended in "...". The
    FREE effects stay (the board and the move list place them); only the summary speaks."""
    state, _ = run(START, ["6", "1"])
    _, fx = run(state.notation(), ["free"])
    assert [str(e.text) for e in fx if "freed" in str(e.text)] == [
        "Free all: 6 pieces are freed, front piece first (C4)"]
    assert [e.src for e in fx if e.kind == K.FREE] == ["f1", "e1", "d1", "c1", "b1", "a1"]
    _, fx = run(START, ["5", "f1-f2"])  # a sig frees one piece: that one is named (C3)
    assert [str(e.text) for e in fx if e.kind == K.FREE] == ["The piece on f1 is freed (C3)"]


def test_c8_4_landing_on_north_home_square_captures():
    position = "a1*,b1*,c1*,d1*,e1*,b3 f3*,e3*,d3*,c3*,x,a3* S throw=- turn=6 count=4"
    state, fx = run(position, ["b3-f3"])
    assert [(e.kind, e.src) for e in fx if e.kind == K.CAPTURE] == [(K.CAPTURE, "f3")]
    assert state.pieces(1)[0] is None and state.at("f3") == (0, 5, False)


# -- C3, C4: freeing and moving ----------------------------------------------------------------

def test_c3_unfreed_piece_cannot_move_without_sig_power():
    position = "a1*,b1*,c1*,d1*,e1*,c2 f3*,e3*,d3*,c3*,b3*,a3* S throw=- turn=2 count=3"
    state = game().parse_position(position)
    assert names(state.legal_moves()) == ["c2-a3"]
    reason = state.why_illegal(state.parse_move("a1-d1"))
    assert "not freed" in reason and reason.endswith("(C3)")
    with pytest.raises(IllegalMove) as info:
        state.apply(state.parse_move("a1-d1"))
    assert info.value.rule == "C3"


def test_c4_no_ending_on_own_piece():
    state, _ = run(START, ["5"])
    reason = state.why_illegal(state.parse_move("a1-b1"))
    assert "own piece" in reason and reason.endswith("(C4)")


def test_c4_wrong_destination_is_explained():
    state, _ = run(START, ["5"])
    reason = state.why_illegal(state.parse_move("f1-e2"))
    assert "to f2, not to e2" in reason
    assert "no South piece" in state.why_illegal(state.parse_move("c2-b2"))


def test_c4_house_rule_no_move_possible_loses_the_count():
    position = "a1*,b1*,c1*,d1*,e1*,b2' f3*,e3*,d3*,c3*,b3*,a3* S throw=- turn=4"
    state, fx = run(position, ["2"])
    assert [e.kind for e in fx] == [K.THROW, K.COUNT, K.LOST, K.TURN]
    assert state.turn == 1 and state.is_chance


def test_c4_free_all_with_thirteen_and_six_unfreed():
    state, fx = run(START, ["0", "3", "5", "free"])
    front = [(e.src, e.dst) for e in fx if e.kind == K.STEP and e.piece == "S5"]
    assert len(front) == 8 and front[-1][1] == "b3"  # 1 step + (13 - 6) more
    assert [e.src for e in fx if e.kind == K.CAPTURE] == ["b3"]
    assert state.notation().startswith("b1,c1,d1,e1,f1,b3 f3*,e3*,d3*,c3*,x,a3* N ")


def test_c4_free_all_with_two_unfreed_front_moves_the_rest():
    position = "a1*,x,c1*,x,f2,x f3*,e3*,d3*,c3*,b3*,a3* S throw=- turn=8 count=7s"
    state, fx = run(position, ["free"])
    assert state.pieces(0)[2] == ("d2", 8, False)  # c1: 1 + (7 - 2) steps
    assert state.pieces(0)[0] == ("b1", 1, False)


def test_c4_free_all_refused_when_a_piece_would_land_on_its_own():
    position = "a1*,b1,c1*,x,x,x f3*,e3*,d3*,c3*,b3*,a3* S throw=- turn=30 count=7s"
    state = game().parse_position(position)
    assert FREE not in state.legal_moves() and state.free_all_move() is None
    assert state.why_illegal(FREE) == ("Free all would put a piece on a square held by its own "
                                       "piece (C4)")


def test_c4_free_all_needs_two_unfreed_and_seven_or_thirteen():
    one = game().parse_position("a1*,x,x,x,x,c2 f3*,e3*,d3*,c3*,b3*,a3* S throw=- turn=8 "
                                "count=7s")
    assert FREE not in one.legal_moves()
    assert "two or more unfreed" in one.why_illegal(FREE)
    sig, _ = run(START, ["5"])
    assert FREE not in sig.legal_moves()
    assert "7 or 13" in sig.why_illegal(FREE)


def test_c5_passing_over_does_nothing_and_unfreed_can_be_captured():
    position = "a1*,b1*,c1*,d1*,e1*,f2 f3*,e3*,d3*,c3*,b3*,d2 S throw=- turn=8 count=3"
    state, fx = run(position, ["f2-c2"])
    assert K.CAPTURE not in [e.kind for e in fx]
    assert state.at("d2") == (1, 5, False)
    position = "a1*,b1*,c1*,x,x,e2 d1,e3*,d3*,c3*,b3*,a3* N throw=- turn=8 count=3"
    state, fx = run(position, ["d1-a1"])
    assert [e.src for e in fx if e.kind == K.CAPTURE] == ["a1"]
    assert state.pieces(0)[0] is None


# -- C6: the end -------------------------------------------------------------------------------

def test_c6_capturing_the_last_piece_wins():
    position = "x,x,x,x,x,b3 f3*,x,x,x,x,x S throw=- turn=50 count=4"
    state, fx = run(position, ["b3-f3"])
    out = state.outcome()
    assert out.winner == 0 and out.rule == "C6"
    assert out.reason == "North has no pieces left: South wins (C6)"
    assert out.why == "North has no pieces left (C6)"
    assert out.termination is Termination.CAPTURED_ALL
    assert fx[-1].kind == K.END and state.legal_moves() == ()
    assert state.why_illegal(THROWS[5]) == "The game is over (C6)"


def test_c6_turn_limit_is_a_draw():
    g = game()
    state = g.parse_position(START.replace("turn=0", f"turn={g.turn_limit - 1}"))
    state = state.apply(THROWS[4]).state
    out = state.outcome()
    assert out.winner is None and out.termination is Termination.TURN_LIMIT
    assert out.rule == "C6" and out.reason.endswith("draw (C6)")
    assert out.why == f"The turn limit of {g.turn_limit} turns is reached (C6)"


# -- options -----------------------------------------------------------------------------------

def test_c7_option_twelve_first_turn_only():
    first, _ = run(START, ["0"], twelve_first_turn_only=True)
    assert first.pending == (0,)
    second, _ = run(START.replace("turn=0", "turn=1").replace(" S ", " N "), ["0"],
                    twelve_first_turn_only=True)
    assert second.pending == (0,)  # North's first turn
    later, fx = run(START.replace("turn=0", "turn=2"), ["0"], twelve_first_turn_only=True)
    assert later.pending == () and later.turn == 1
    assert [e.rule for e in fx if e.kind == K.COUNT] == ["C7"]
    default, _ = run(START.replace("turn=0", "turn=2"), ["0"])
    assert default.pending == (0,)


def test_k5_option_six_twelve_always_sig_frees_with_any_such_count():
    state, _ = run(START, ["6", "4"], six_twelve_always_sig=True)
    assert state.count == 4 and state.sig
    assert "f1-c2" in names(state.legal_moves()) and FREE not in state.legal_moves()
    plain, fx = run(START, ["6", "4"])
    assert plain.turn == 1 and K.LOST in [e.kind for e in fx]


def test_polished_probability_option_changes_the_odds():
    state = game(polished_probability=0.25).initial_state()
    probs = dict((str(m), p) for m, p in state.chance_outcomes())
    assert probs["0"] == pytest.approx(0.75 ** 6)


# -- notation and the view ---------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    START,
    "x,b1,c2',d1*,e1*,a3 f3*,x,f1,c3*,b2',a2 N throw=0.3 turn=17 extra",
    "a1*,b1*,c1*,d1*,e1*,f1* f3*,e3*,d3*,c3*,b3*,a3* S throw=- turn=0 count=7s",
])
def test_notation_round_trips(text):
    assert game().parse_position(text).notation() == text


@pytest.mark.parametrize("text,rule", [
    ("a1*,b1*,c1*,d1*,e1* f3*,e3*,d3*,c3*,b3*,a3* S throw=- turn=0", "C1"),
    ("a2*,b1*,c1*,d1*,e1*,f1* f3*,e3*,d3*,c3*,b3*,a3* S throw=- turn=0", "C3"),
    ("a1,a1,c1*,d1*,e1*,f1* f3*,e3*,d3*,c3*,b3*,a3* S throw=- turn=0", "C4"),
    ("a1*,b1*,c1*,d1*,e1*,a3 f3*,e3*,d3*,c3*,b3*,a3* S throw=- turn=0", "C5"),
    ("a1',b1*,c1*,d1*,e1*,f1* f3*,e3*,d3*,c3*,b3*,a3* S throw=- turn=0", "C2"),
    ("z1*,b1*,c1*,d1*,e1*,f1* f3*,e3*,d3*,c3*,b3*,a3* S throw=- turn=0", "C1"),
    ("a1*,b1*,c1*,d1*,e1*,f1* f3*,e3*,d3*,c3*,b3*,a3* W throw=- turn=0", "C1"),
    (START + " count=4", "C4"),
    (START.replace("throw=-", "throw=6") + " count=7s", "C4"),
    (START + " colour=red", "C4"),
])
def test_bad_positions_are_refused_with_a_rule(text, rule):
    with pytest.raises(NotationError) as info:
        game().parse_position(text)
    assert info.value.rule == rule


def test_move_notation():
    g = game()
    assert g.parse_move("f1-c2") == PieceMove(5, 8) and str(g.parse_move("f1-c2")) == "f1-c2"
    assert g.parse_move("free") is FREE and g.parse_move("5") is THROWS[5]
    for bad in ("f1c2", "z9-a1", "7", "free all"):
        with pytest.raises(NotationError):
            g.parse_move(bad)


def test_why_illegal_at_chance_and_decision():
    state = game().initial_state()
    assert state.why_illegal(FREE) == "Throw the sticks first (K6)"
    decision, _ = run(START, ["5"])
    assert decision.why_illegal(THROWS[3]).startswith("Play the count of 1 first")
    with pytest.raises(IllegalMove) as info:
        decision.play(THROWS[3])
    assert info.value.rule == "C4"


def test_view_accessors():
    state, _ = run(START, ["6", "1"])
    assert state.current_player == 0 and state.phase == "move"
    assert names(state.moves_from("f1")) == ["f1-a3"]
    assert names(state.moves_to("d2")) == ["b1-d2"]
    assert state.free_all_move() is FREE
    assert state.path(state.parse_move("c1-c2")) == ("c1", "d1", "e1", "f1", "f2", "e2", "d2",
                                                     "c2")
    assert state.path(FREE)[:3] == ("f1", "f2", "e2")
    board = state.cells()
    assert board[0] == (0, 0, True) and board[17] == (1, 0, True) and board[8] is None
    assert state.remaining(0) == 6 and state.captured(1) == 0
    assert square_cell("a1") == (0, 0) and square_cell("f3") == (5, 2)
    start = game().initial_state(1)
    assert start.turn == 1 and start.current_player == CHANCE


# -- random games and invariants ---------------------------------------------------------------

def test_random_games_conform_and_end():
    g = game()
    rng = random.Random(7)
    for _ in range(20):
        state = g.initial_state()
        while state.outcome() is None:
            move = random_move(state, rng)
            transition = state.apply(move)
            assert transition.state.notation() == state.play(move).notation()
            state = transition.state
        assert state.outcome().rule == "C6"


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10 ** 9), first=st.integers(0, 1),
       options=st.fixed_dictionaries({"six_twelve_always_sig": st.booleans(),
                                      "twelve_first_turn_only": st.booleans()}))
def test_pieces_plus_captured_is_six_and_no_two_own_pieces_share(seed, first, options):
    g = game(**options)
    rng = random.Random(seed)
    state = g.initial_state(first)
    taken = [0, 0]
    for _ in range(600):
        if state.outcome() is not None:
            break
        transition = state.apply(random_move(state, rng))
        for e in transition.effects:
            if e.kind == K.CAPTURE:
                taken[e.player] += 1
        state = transition.state
        for seat in (0, 1):
            pieces = [p for p in state.pieces(seat) if p is not None]
            assert len(pieces) + taken[seat] == 6
            squares = [sq for sq, _, _ in pieces]
            assert len(set(squares)) == len(squares)
            for k, piece in enumerate(state.pieces(seat)):
                if piece is not None and piece[2]:
                    assert piece[0] == CIRCUITS[seat][k]  # unfreed pieces never moved (C3)
        occupied = [c for c in state.cells() if c is not None]
        assert len(occupied) == state.remaining(0) + state.remaining(1)
