"""Sig (El Oued), the race (sig-el-oued.md S1-S9): every worked example of S9, the djinn,
sig squares, passing, the next piece, the end, options, notation and invariants."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ludic.games.sig_race import (SIG_SQUARES, SQUARE_NAMES, SigRaceState, square_cell, walk)
from ludic.games.sticks import THROWS
from ludic.model.errors import IllegalMove, LevelError, NotationError
from ludic.model.protocol import CHANCE, EffectKind, Termination
from ludic.model.registry import make_game
from ludic.playout import random_move

K = EffectKind


def game(players: int = 2, **options):
    return make_game("sig-el-oued", options, players)


def run(position: str, throws: str, players: int = 2, **options):
    """Play the throws (one character each) from ``position``; return the state and effects."""
    g = game(players, **options)
    state = g.parse_position(position)
    effects = []
    for k in throws:
        transition = state.apply(g.parse_move(k))
        effects.extend(transition.effects)
        state = transition.state
    return state, effects


def steps(effects, kind=K.STEP):
    return [(e.src, e.dst) for e in effects if e.kind == kind]


def kinds(effects):
    return [e.kind for e in effects]


def path(*squares):
    return list(zip(squares, squares[1:]))


# -- S9 worked examples ------------------------------------------------------------------------

def test_s9_1_father_leaves_start_with_sig_then_passes_opponent():
    state, fx = run("F1,F3 P1 throw=- turn=0", "5")
    assert state.notation() == "F2,F3 P1 throw=- turn=0 extra"
    assert fx[-1].kind == K.EXTRA_THROW
    state, fx = run(state.notation(), "3")
    assert steps(fx) == path("2", "3", "4", "5")
    back = [e for e in fx if e.kind == K.SEND_BACK]
    assert [(e.player, e.src, e.dst, e.piece) for e in back] == [(1, "3", "1", "father")]
    assert state.notation() == "F5,F1 P2 throw=- turn=1"
    assert fx[-1].kind == K.TURN and fx[-1].player == 1


def test_s9_2_minaret_stops_an_ordinary_count():
    state, fx = run("F11,F1 P1 throw=- turn=0", "3")
    assert steps(fx) == [("11", "12")]
    lost = [e for e in fx if e.kind == K.LOST]
    assert len(lost) == 1 and lost[0].count == 2 and lost[0].rule == "S5"
    assert "Minaret" in lost[0].text
    assert state.piece_in_play(0) == ("father", 12)


def test_s9_3_sig_then_two_stops_on_12():
    state, fx = run("F10,F1 P1 throw=- turn=0", "52")
    assert steps(fx) == path("10", "11", "12")
    assert [e.count for e in fx if e.kind == K.LOST] == [1]
    assert state.piece_in_play(0) == ("father", 12) and state.turn == 1


def test_s9_4_thirteen_carries_past_the_minaret():
    state, fx = run("F2,F1 P1 throw=- turn=0", "035")
    assert [e.count for e in fx if e.kind == K.COUNT] == [13]
    assert steps(fx) == path(*map(str, range(2, 16)))
    assert state.piece_in_play(0) == ("father", 15)
    assert K.LOST not in kinds(fx)


def test_s9_5_cairo_counts_three_and_leftover_points_enter_the_djinn():
    state, fx = run("F22,F5 P1 throw=- turn=0", "021")
    father = [(e.src, e.dst) for e in fx if e.kind == K.STEP and e.piece == "father"]
    assert father == path("22", "23", "24", "25", "26", "27", "28", "Cairo", "Cairo", "Cairo",
                          "Medina", "Mecca")
    assert len(father) == 11
    cairo = [e.count for e in fx if e.kind == K.STEP and e.dst == "Cairo"]
    assert cairo == [29, 30, 31]
    after = kinds(fx)[kinds(fx).index(K.FINISH):]
    assert after[:3] == [K.FINISH, K.ENTER, K.STEP]
    enter = next(e for e in fx if e.kind == K.ENTER)
    assert (enter.piece, enter.dst, enter.count) == ("djinn", "1", 1)
    assert [(e.src, e.dst, e.piece) for e in fx if e.kind == K.STEP][-1] == ("1", "2", "djinn")
    assert state.notation() == "D2,F5 P2 throw=- turn=1"
    assert state.pieces(0) == (("father", "Mecca"), ("djinn", "2"), ("mother", "waiting"))


def test_s9_6_father_on_23_djinn_to_4():
    state, fx = run("F23,F5 P1 throw=- turn=0", "045")
    seq = [e.kind for e in fx if e.kind in (K.STEP, K.ENTER, K.FINISH)]
    assert seq.index(K.FINISH) == 10  # Mecca with the 10th point
    djinn = [(e.src, e.dst) for e in fx if e.kind == K.STEP and e.piece == "djinn"]
    assert djinn == [("1", "2"), ("2", "4")]
    assert state.piece_in_play(0) == ("djinn", 4)


def test_s9_7_djinn_double_step_stops_before_the_minaret():
    state, fx = run("D5,F1 P1 throw=- turn=0", "5")
    assert steps(fx) == [("5", "7")]
    assert state.turn == 0 and state.extra
    state, fx = run(state.notation(), "3")
    assert steps(fx) == path("7", "9", "11", "12")
    assert state.piece_in_play(0) == ("djinn", 12)


def test_s9_8_djinn_on_22_with_thirteen_brings_the_mother_to_3():
    state, fx = run("D22,F5 P1 throw=- turn=0", "025")
    djinn = [(e.src, e.dst) for e in fx if e.kind == K.STEP and e.piece == "djinn"]
    assert djinn == path("22", "24", "25", "26", "27", "28", "Cairo", "Cairo", "Cairo",
                         "Medina", "Mecca")
    mother = [(e.src, e.dst) for e in fx if e.kind == K.STEP and e.piece == "mother"]
    assert mother == path("1", "2", "3")
    assert next(e for e in fx if e.kind == K.ENTER).piece == "mother"
    assert state.notation().startswith("M3,")


def test_s9_9_no_sig_no_entry_to_26():
    state, fx = run("F25,F5 P1 throw=- turn=0", "4")
    assert steps(fx) == []
    assert [e.count for e in fx if e.kind == K.LOST] == [4]
    assert state.piece_in_play(0) == ("father", 25)


def test_s9_10_cairo_needs_three_sigs_then_djinn_waits_for_sig():
    state, fx = run("F28,F5 P1 throw=- turn=0", "55555")
    assert steps(fx) == path("28", "Cairo", "Cairo", "Cairo", "Medina", "Mecca")
    assert [e.count for e in fx if e.kind == K.STEP] == [29, 30, 31, 32, 33]
    assert state.notation() == "D-,F5 P1 throw=- turn=0 extra"
    assert state.pieces(0)[1] == ("djinn", "waiting")
    # an ordinary count cannot enter the djinn (S6) ...
    later, fx = run(state.notation(), "3")
    assert K.ENTER not in kinds(fx)
    assert [e.rule for e in fx if e.kind == K.LOST] == ["S6"]
    assert later.notation() == "D-,F5 P2 throw=- turn=1"
    # ... a sig does, and gives a throw again (K2)
    later, fx = run(state.notation(), "5")
    assert [e.dst for e in fx if e.kind == K.ENTER] == ["1"]
    assert later.notation() == "D1,F5 P1 throw=- turn=0 extra"


def test_s9_note_djinn_on_22_with_seven_ends_on_second_point_of_cairo():
    state, fx = run("D22,F5 P1 throw=- turn=0", "65")
    assert [e.count for e in fx if e.kind == K.STEP] == [24, 25, 26, 27, 28, 29, 30]
    assert state.notation().startswith("DCairo2,")


# -- S4 and S5: the djinn, the start, sig squares ----------------------------------------------

def test_s4_djinn_leaves_square_1_by_one_square():
    state, fx = run("D1,F5 P1 throw=- turn=0", "5")
    assert steps(fx) == [("1", "2")]


def test_s4_djinn_leaves_the_minaret_by_one_square():
    state, fx = run("D13,F5 P1 throw=- turn=0", "5")
    assert steps(fx) == [("13", "14")]


def test_s4_djinn_never_passes_25_in_one_point():
    state, fx = run("D23,F5 P1 throw=- turn=0", "2")
    assert steps(fx) == [("23", "25")]
    assert [e.count for e in fx if e.kind == K.LOST] == [1]
    state, fx = run("D24,F5 P1 throw=- turn=0", "2")
    assert steps(fx) == [("24", "25")]


def test_s4_djinn_moves_like_the_father_from_25():
    state, fx = run("D25,F5 P1 throw=- turn=0", "65")
    assert steps(fx)[:3] == path("25", "26", "27", "28")


@pytest.mark.parametrize("start", ["11", "12"])
def test_s5_house_rule_djinn_never_jumps_the_minaret(start):
    state, fx = run(f"D{start},F5 P1 throw=- turn=0", "5")
    assert steps(fx) == [(start, "13")]


def test_s5_djinn_on_12_with_seven():
    state, fx = run("D12,F5 P1 throw=- turn=0", "65")
    assert steps(fx) == path("12", "13", "14", "16", "18", "20", "22", "24")


def test_s5_djinn_on_12_without_sig_power_stays():
    state, fx = run("D12,F5 P1 throw=- turn=0", "3")
    assert steps(fx) == [] and [e.count for e in fx if e.kind == K.LOST] == [3]


def test_s5_a_djinn_stop_with_no_point_left_is_a_note_not_a_loss():
    state, fx = run("D7,F5 P1 throw=- turn=0", "3")
    assert K.LOST not in kinds(fx)
    assert any(e.kind == K.NOTE and e.rule == "S5" for e in fx)


def test_s5_leaving_square_1_needs_sig_power():
    state, fx = run("F1,F5 P1 throw=- turn=0", "4")
    assert steps(fx) == [] and [e.count for e in fx if e.kind == K.LOST] == [4]
    assert "square 1" in fx[-2].text
    state, fx = run("F1,F5 P1 throw=- turn=0", "65")
    assert state.piece_in_play(0) == ("father", 8)


def test_s5_leaving_the_minaret_needs_sig_power():
    state, fx = run("F13,F5 P1 throw=- turn=0", "4")
    assert steps(fx) == [] and state.piece_in_play(0) == ("father", 13)


def test_k3_six_then_plain_has_no_sig_power_so_it_stops_before_26():
    state, fx = run("F24,F5 P1 throw=- turn=0", "64")
    assert steps(fx) == [("24", "25")]


def test_option_six_twelve_always_sig_gives_that_count_sig_power():
    state, fx = run("F24,F5 P1 throw=- turn=0", "64", six_twelve_always_sig=True)
    assert steps(fx) == path("24", "25", "26", "27", "28")
    # Cairo counts three: 28 with 4 points of sig power reaches Medina
    state, fx = run("F28,F5 P1 throw=- turn=0", "64", six_twelve_always_sig=True)
    assert steps(fx) == path("28", "Cairo", "Cairo", "Cairo", "Medina")


def test_k5_count_of_zero_moves_nothing_and_ends_the_turn():
    state, fx = run("F5,F5 P1 throw=- turn=0", "60")
    assert steps(fx) == [] and state.turn == 1
    assert [e.rule for e in fx if e.kind == K.LOST] == ["K5"]


# -- S7: passing -------------------------------------------------------------------------------

def test_s7_djinn_double_step_passes_the_square_it_jumps():
    state, fx = run("D14,F15,F16 P1 throw=- turn=0", "2", players=3)
    assert steps(fx) == path("14", "16", "18")
    sent = sorted((e.player, e.src) for e in fx if e.kind == K.SEND_BACK)
    assert sent == [(1, "15"), (2, "16")]
    assert state.notation().startswith("D18,F1,F1 ")


def test_s7_landing_does_nothing():
    state, fx = run("F5,F8 P1 throw=- turn=0", "3")
    assert K.SEND_BACK not in kinds(fx)
    assert state.occupants()["8"] == ((0, "father"), (1, "father"))


def test_s7_all_opponents_on_a_passed_square_go_back_whatever_their_kind():
    state, fx = run("F5,D7,M7 P1 throw=- turn=0", "3", players=3)
    assert sorted((e.player, e.piece) for e in fx if e.kind == K.SEND_BACK) == [
        (1, "djinn"), (2, "mother")]
    assert state.notation().startswith("F8,D1,M1 ")


def test_s7_passing_cairo_sends_back_but_leaving_it_does_not():
    state, fx = run("F28,FCairo2 P1 throw=- turn=0", "05")
    assert [(e.src, e.dst) for e in fx if e.kind == K.SEND_BACK] == [("Cairo", "1")]
    state, fx = run("FCairo3,FCairo1 P1 throw=- turn=0", "5")
    assert K.SEND_BACK not in kinds(fx)
    assert state.notation().startswith("FMedina,FCairo1 ")


def test_s7_square_1_is_never_passed_by_an_entering_piece():
    state, fx = run("FMedina,F1 P1 throw=- turn=0", "065")
    assert K.SEND_BACK not in kinds(fx)
    assert state.piece_in_play(1) == ("father", 1)
    assert state.piece_in_play(0) == ("djinn", 20)  # Mecca, enter, 1-2, then 2-4 ... 18-20


def test_s7_sent_back_piece_keeps_its_kind():
    state, fx = run("F2,M3 P1 throw=- turn=0", "3")
    assert state.pieces(1)[2] == ("mother", "1")


# -- S8: the end -------------------------------------------------------------------------------

def test_s8_first_home_wins():
    state, fx = run("MMedina,F5 P1 throw=- turn=40", "5")
    out = state.outcome()
    assert out is not None and out.winner == 0 and out.rule == "S8"
    assert "Player 1 wins" in out.reason and out.places == (0,)
    # the game-over panel's words under "Player 1 wins!": what the winner did, no name
    assert out.why == "The father, the djinn and the mother reached Mecca first (S8)"
    assert out.reason.endswith("Player 1 wins (S8)")
    assert out.termination is Termination.REACHED_MECCA
    assert fx[-1].kind == K.END
    assert state.legal_moves() == ()
    assert state.why_illegal(THROWS[3]) == "The game is over (S8)"
    with pytest.raises(IllegalMove):
        state.apply(THROWS[3])


def test_s8_leftover_points_after_the_last_piece_are_lost():
    state, fx = run("M28,F5 P1 throw=- turn=40", "65")
    assert state.outcome().winner == 0
    assert [e.count for e in fx if e.kind == K.LOST] == [2]  # 28, Cairo x3, Medina, Mecca: 5


def test_option_play_for_places_settles_every_place():
    g = game(3, play_for_places=True)
    state, fx = run("MMedina,F5,MMedina P1 throw=- turn=40", "5", players=3,
                    play_for_places=True)
    assert state.outcome() is None
    assert state.notation() == "X,F5,MMedina P2 throw=- turn=41 places=1"
    assert fx[-1].kind == K.TURN  # a finished player throws no more, even after a sig
    state, fx = run(state.notation(), "3", players=3, play_for_places=True)
    assert state.turn == 2  # P1 is skipped
    state, fx = run(state.notation(), "5", players=3, play_for_places=True)
    out = state.outcome()
    assert out.winner == 0 and out.places == (0, 2, 1)
    assert g.parse_position(state.notation()).outcome() == out


def test_without_play_for_places_three_players_end_at_the_first():
    state, _ = run("MMedina,F5,F7 P1 throw=- turn=40", "5", players=3)
    assert state.outcome().places == (0,)


def test_turn_limit_ends_in_a_draw():
    g = game()
    limit = g.turn_limit
    state = g.parse_position(f"F5,F5 P1 throw=- turn={limit - 1}")
    assert state.outcome() is None
    state = state.apply(THROWS[3]).state
    out = state.outcome()
    assert out.winner is None and out.termination is Termination.TURN_LIMIT
    # the README's house rule, which no rule of the race names: no rule, none cited
    assert out.why == f"The turn limit of {limit} turns is reached" and out.rule is None


# -- the state and its notation ----------------------------------------------------------------

def test_initial_position():
    g = game(4)
    state = g.initial_state()
    assert state.notation() == "F1,F1,F1,F1 P1 throw=- turn=0"
    assert state.current_player == CHANCE and state.turn == 0 and state.is_chance
    assert state.legal_moves() == THROWS
    assert g.initial_state(2).turn == 2
    assert g.player_names == ("Player 1", "Player 2", "Player 3", "Player 4")
    assert state.occupants() == {"1": ((0, "father"), (1, "father"), (2, "father"),
                                       (3, "father"))}


def test_pending_combination_is_in_the_notation():
    state, fx = run("F2,F1 P1 throw=- turn=0", "03")
    assert state.notation() == "F2,F1 P1 throw=0.3 turn=0"
    assert state.phase == "follow-up"
    assert kinds(fx) == [K.THROW, K.EXTRA_THROW, K.THROW, K.EXTRA_THROW]


@pytest.mark.parametrize("text", [
    "F1,F1 P1 throw=- turn=0",
    "DCairo3,MMedina,X,F7,D- P4 throw=0.2.4 turn=123 extra places=3",
    "F12,D7 P2 throw=6 turn=5",
])
def test_notation_round_trips(text):
    players = len(text.split()[0].split(","))
    assert game(players, play_for_places=True).parse_position(text).notation() == text


@pytest.mark.parametrize("text,rule", [
    ("F1 P1 throw=- turn=0", "S2"),          # wrong number of players
    ("F1,Q1 P1 throw=- turn=0", "S2"),
    ("F1,F34 P1 throw=- turn=0", "S1"),
    ("F1,FMecca P1 throw=- turn=0", "S1"),
    ("F1,F1 P3 throw=- turn=0", "S3"),
    ("F1,F1 P1 throw=5 turn=0", "K4"),
    ("F1,F1 P1 turn=0 extra", "S3"),
    ("F1,F1 P1 throw=- turn=x", "S3"),
    ("F1,F1 P1 throw=- turn=0 places=x", "S8"),
    ("F1,F1 P1 throw=- turn=0 colour=red", "S3"),
    ("F1,F1", "S2"),
])
def test_bad_positions_are_refused_with_a_rule(text, rule):
    with pytest.raises(NotationError) as info:
        game().parse_position(text)
    assert info.value.rule == rule


def test_places_must_match_finished_players():
    with pytest.raises(NotationError):
        game(3, play_for_places=True).parse_position("X,F1,F1 P2 throw=- turn=0")


def test_moves_are_throws_only():
    g = game()
    state = g.initial_state()
    assert g.parse_move("5") is THROWS[5]
    with pytest.raises(NotationError) as info:
        g.parse_move("f1-c2")
    assert info.value.rule == "S3"
    assert "throw" in state.why_illegal("go")
    with pytest.raises(IllegalMove) as error:
        state.apply("go")
    assert error.value.rule == "S3"
    assert state.why_illegal(5) is None


def test_apply_does_not_change_its_input_and_agrees_with_play():
    state = game().parse_position("F22,F5 P1 throw=0.2 turn=0")
    text = state.notation()
    assert state.apply(THROWS[1]).state.notation() == state.play(THROWS[1]).notation()
    assert state.notation() == text


def test_square_cells_follow_the_boustrophedon():
    assert square_cell("1") == (0, 0) and square_cell("5") == (4, 0)
    assert square_cell("6") == (4, 1) and square_cell("10") == (0, 1)
    assert square_cell("13") == (2, 2) and square_cell("25") == (4, 4)
    assert square_cell("26") == (4, 5) and square_cell("Mecca") == (4, 10)
    assert len(SQUARE_NAMES) == 31 and "13" in SIG_SQUARES and "25" not in SIG_SQUARES


def test_bad_board_in_level_is_refused(tmp_path):
    from dataclasses import replace

    from ludic.model.registry import load_level

    level = replace(load_level("sig-el-oued"), board={"grid": 6})
    with pytest.raises(LevelError):
        make_game(level)


def test_walk_table_agrees_with_effects_everywhere():
    # the fast path's table comes from walk(); apply narrates the same events
    for piece in range(3):
        for point in range(33):
            for count, sig in ((3, False), (7, True), (13, True), (1, True)):
                events, p2, q2, _ = walk(piece, point, count, sig)
                moved = sum(1 for e in events if e[0] in ("step", "enter"))
                lost = sum(e[1] for e in events if e[0] == "lost")
                partial = any(e[0] == "lost" and "stops" in e[2] for e in events)
                assert moved + lost == count or partial or p2 == 3


# -- 2 to 6 players: random games conform ------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_games_with_any_number_of_players(players):
    g = game(players)
    rng = random.Random(players)
    state = g.initial_state(players - 1)
    while state.outcome() is None:
        text = state.notation()
        assert g.parse_position(text).notation() == text
        move = random_move(state, rng)
        transition = state.apply(move)
        assert transition.state.notation() == state.play(move).notation()
        state = transition.state
    assert state.outcome().winner in range(players)
    assert state.finished(state.outcome().winner) == 3


# -- invariants (hypothesis) -------------------------------------------------------------------

@settings(max_examples=60, deadline=None)
@given(players=st.integers(2, 6), throws=st.lists(st.integers(0, 6), max_size=400),
       places=st.booleans())
def test_each_player_has_three_pieces_at_most_one_on_the_track(players, throws, places):
    g = game(players, play_for_places=places)
    state: SigRaceState = g.initial_state()
    for k in throws:
        if state.outcome() is not None:
            break
        transition = state.apply(THROWS[k])
        mover = state.turn
        for e in transition.effects:
            if e.kind in (K.STEP, K.ENTER, K.FINISH):
                assert e.player == mover
            if e.kind == K.SEND_BACK:
                assert e.player != mover and e.dst == "1"
        state = transition.state
        on_squares = state.occupants()
        for seat in range(players):
            pieces = state.pieces(seat)
            assert [kind for kind, _ in pieces] == ["father", "djinn", "mother"]
            where = [w for _, w in pieces]
            on_track = [w for w in where if w not in ("Mecca", "waiting")]
            assert len(on_track) <= 1
            # father first, then the djinn, then the mother
            order = [0 if w == "Mecca" else 2 if w == "waiting" else 1 for w in where]
            assert order == sorted(order)
            seen = sum(1 for stack in on_squares.values() for s, _ in stack if s == seat)
            assert seen + where.count("waiting") == 3
