"""Dra (rule book dra.md, D1-D6): worked examples, rules, ends, notation, effects, matches."""

from __future__ import annotations

import random

import pytest

from ludic.games.dra import PASS, Dra, DraMove, square_index, square_name
from ludic.model.errors import IllegalMove, LevelError, NotationError
from ludic.model.match import Match
from ludic.model.protocol import EffectKind, Outcome, Termination
from ludic.model.registry import load_level, make_game


@pytest.fixture(scope="module")
def game():
    return make_game("dra")


def position(south, north, turn="S", phase="move", hand=(0, 0), captured=None, quiet=0,
             turns=30, first="S"):
    """A position in Dra notation from lists of squares. By default the pieces not on the
    board were captured by the other side, so each side totals 12 (D1)."""
    south, north = set(south.split()), set(north.split())
    ranks = []
    for row in range(5, 0, -1):
        ranks.append("".join("S" if f"{c}{row}" in south else "N" if f"{c}{row}" in north
                             else "." for c in "abcdef"))
    if captured is None:
        captured = (12 - len(north) - hand[1], 12 - len(south) - hand[0])
    return (f"{'/'.join(ranks)} {turn} {phase} hand={hand[0]},{hand[1]} "
            f"captured={captured[0]},{captured[1]} quiet={quiet} turns={turns} first={first}")


def names(moves):
    return [str(m) for m in moves]


def kinds(effects):
    return [e.kind for e in effects]


NORTH5 = "a5 b4 d5 e4 f5"  # five North pieces, no line among them


# -- D6: the worked examples ------------------------------------------------------------
def test_d6_1_placing_a_third_in_a_row_is_illegal(game):
    s = game.parse_position(position("a1 b1", "a5 b5", phase="place", hand=(10, 10),
                                     captured=(0, 0), turns=4))
    assert "c1" not in names(s.legal_moves())
    assert "c2" in names(s.legal_moves())
    reason = s.why_illegal("c1")
    assert "line of 3" in reason and "(D2)" in reason
    with pytest.raises(IllegalMove) as info:
        s.apply(game.parse_move("c1"))
    assert info.value.rule == "D2"
    after = s.apply(game.parse_move("c2")).state
    assert after.piece_at("c2") == 0 and after.current_player == 1


def test_d6_2_a_line_of_three_earns_a_removal_of_any_piece(game):
    s = game.parse_position(position("a1 b1 c2", NORTH5))
    t = s.apply(game.parse_move("c2-c1"))
    after = t.state
    assert after.pending_removal and after.current_player == 0
    assert kinds(t.effects) == [EffectKind.MOVE, EffectKind.LINE, EffectKind.NOTE]
    assert t.effects[1].squares == ("a1", "b1", "c1")
    # any North piece on the board, of South's choice
    assert sorted(names(after.legal_moves())) == sorted("x" + sq for sq in NORTH5.split())
    done = after.apply(game.parse_move("xd5"))
    assert kinds(done.effects) == [EffectKind.REMOVE]
    assert done.effects[0].src == "d5"
    final = done.state
    assert final.piece_at("d5") is None and final.captured(0) == s.captured(0) + 1
    assert final.current_player == 1 and not final.pending_removal
    assert final.quiet == 0 and final.turns == s.turns + 1


def test_d6_3_a_line_of_five_is_illegal(game):
    s = game.parse_position(position("a1 b1 d1 e1 c2", NORTH5))
    assert "c2-c1" not in names(s.legal_moves())
    reason = s.why_illegal("c2-c1")
    assert "line of 5" in reason and "(D3)" in reason
    with pytest.raises(IllegalMove, match="more than three"):
        s.apply("c2-c1")


def test_d6_4_a_row_and_a_column_at_once_remove_one_piece(game):
    s = game.parse_position(position("a1 b1 d1 c2 c3", NORTH5))
    t = s.apply("d1-c1")
    lines = [e for e in t.effects if e.kind == EffectKind.LINE]
    assert [e.squares for e in lines] == [("a1", "b1", "c1"), ("c1", "c2", "c3")]
    assert "one piece only" in lines[1].text
    after = t.state.apply("xa5").state
    # one removal, then the turn passes: no second removal
    assert after.current_player == 1 and not after.pending_removal
    assert after.on_board(1) == 4 and after.captured(0) == s.captured(0) + 1


# -- D2: placement ----------------------------------------------------------------------
@pytest.mark.parametrize("south,square,run", [
    ("a1 b1 d1 e1", "c1", 5),        # fills a gap: a line of five
    ("a1 b1 d1", "c1", 4),
    ("a1 c1", "b1", 3),              # the middle of a three
    ("c1 c2 c4", "c3", 4),           # columns count too
    ("a2 a3", "a1", 3),
])
def test_d2_placement_may_not_make_a_line_of_three_or_more(game, south, square, run):
    s = game.parse_position(position(south, "f5 e5", phase="place",
                                     hand=(12 - len(south.split()), 10), captured=(0, 0)))
    assert square not in names(s.legal_moves())
    assert f"line of {run}" in s.why_illegal(square)


def test_d2_diagonals_never_count(game):
    s = game.parse_position(position("a1 b2", "f5 e5", phase="place", hand=(10, 10),
                                     captured=(0, 0)))
    assert "c3" in names(s.legal_moves())


def test_d2_placement_on_a_full_hole_is_refused(game):
    s = game.parse_position(position("a1", "b1", phase="place", hand=(11, 11),
                                     captured=(0, 0)))
    assert "not empty" in s.why_illegal("b1")
    assert "(D2)" in s.why_illegal("c1-c2")
    assert "may not pass" in s.why_illegal("pass")


def test_d1_the_first_placer_moves_first(game):
    rng = random.Random(3)
    for first in (0, 1):
        s = game.initial_state(first)
        assert s.current_player == first and s.phase == "placement"
        effects = []
        while s.phase == "placement":
            t = s.apply(rng.choice(s.legal_moves()))
            effects = t.effects
            s = t.state
        assert s.current_player == first
        assert s.on_board(0) == s.on_board(1) == 12
        assert effects[-1].kind == EffectKind.PHASE
        assert "moves first (D1" in effects[-1].text


# -- D2 house rule: passing ---------------------------------------------------------------
# Found by random play: South has one piece left but every free hole would make a line.
SOUTH_BLOCKED = ("S.N.NN/.S.SNN/SSNS../N.NNSS/NNS.SS S place hand=1,1 captured=0,0 quiet=0 "
                 "turns=22 first=S")
# Both still hold a piece and North is about to place its second-last one.
BOTH_BLOCKED_NEXT = (".N.SS./S.S.SN/NNSN.N/NN.NNS/.SS.SS N place hand=1,2 captured=0,0 quiet=0 "
                     "turns=21 first=S")


def test_d2_a_player_who_cannot_place_passes(game):
    s = game.parse_position(SOUTH_BLOCKED)
    assert s.legal_moves() == (PASS,)
    assert "would make a line" in s.why_illegal("d1")
    t = s.apply("pass")
    assert kinds(t.effects) == [EffectKind.PASS]
    assert "house rule" in t.effects[0].text
    s = t.state
    assert s.current_player == 1 and s.phase == "placement"
    assert names(s.legal_moves()) == ["d1", "a4", "b5"]
    t = s.apply("d1")
    # neither can place now: movement begins, South's last piece stays out of the game
    s = t.state
    assert kinds(t.effects) == [EffectKind.PLACE, EffectKind.PHASE]
    assert "stay out of the game" in t.effects[1].text
    assert s.phase == "movement" and s.current_player == 0  # South placed first (D1)
    assert s.in_hand(0) == 1 and s.in_hand(1) == 0
    assert all(m.kind == "step" for m in s.legal_moves())
    assert "placing is over" in s.why_illegal("d5")


def test_d2_when_neither_can_place_both_keep_pieces_out(game):
    s = game.parse_position(BOTH_BLOCKED_NEXT)
    after = s.apply("a5").state
    assert after.phase == "movement" and after.current_player == 0
    assert (after.in_hand(0), after.in_hand(1)) == (1, 1)
    assert after.on_board(0) + after.in_hand(0) == 12


def test_d2_a_player_with_an_empty_hand_passes_while_the_other_places(game):
    s = game.parse_position(position("a1 c1 e1 a3 c3 e3 b2 d2 f2 b4 d4 f4", "a5",
                                     turn="S", phase="place", hand=(0, 11), captured=(0, 0)))
    assert s.legal_moves() == (PASS,)
    assert "no piece left in hand" in s.apply("pass").effects[0].text


# -- D3: movement -------------------------------------------------------------------------
def test_d3_a_line_of_four_is_forbidden_but_three_elsewhere_is_not(game):
    s = game.parse_position(position("a1 b1 c1 d2 a4 a3", NORTH5))
    assert "d2-d1" not in names(s.legal_moves())
    assert "line of 4" in s.why_illegal("d2-d1")
    # column: a3 a4 and a1... a2 would join a1 a2 a3 a4 = 4 (from b2 sideways)
    s = game.parse_position(position("a1 a3 a4 b2 c5", NORTH5.replace("a5 ", "")))
    assert "b2-a2" not in names(s.legal_moves())
    assert "line of 4" in s.why_illegal("b2-a2")


def test_d3_steps_are_one_hole_orthogonal_to_an_empty_hole(game):
    s = game.parse_position(position("c3 a1 f1", NORTH5 + " c4"))
    assert sorted(names(s.moves_from("c3"))) == ["c3-b3", "c3-c2", "c3-d3"]
    assert "never diagonally" in s.why_illegal("c3-d4")
    assert "never diagonally" in s.why_illegal("c3-c1")
    assert "not empty" in s.why_illegal("c3-c4")
    assert "holds no piece of South" in s.why_illegal("b4-b3")
    assert "No passing" in s.why_illegal("pass")
    assert "only right after" in s.why_illegal("xb4")


def test_d3_a_step_that_makes_no_line_passes_the_turn(game):
    s = game.parse_position(position("c3 a1 f1", NORTH5, quiet=5))
    t = s.apply("c3-c2")
    assert kinds(t.effects) == [EffectKind.MOVE]
    assert t.state.current_player == 1 and t.state.quiet == 6


def test_d3_removal_is_a_separate_move_of_the_same_player(game):
    s = game.parse_position(position("a1 b1 c2", NORTH5)).apply("c2-c1").state
    assert s.current_player == 0 and s.pending_removal
    assert s.notation().split()[1:3] == ["S", "remove"]
    assert "must first remove" in s.why_illegal("a1-a2")
    assert "holds no piece of North" in s.why_illegal("xa1")
    assert "holds no piece of North" in s.why_illegal("xc3")


def test_d3_moving_out_of_a_line_and_back_in_makes_a_new_line(game):
    s = game.parse_position(position("a1 b1 c1", NORTH5))
    s = s.apply("c1-c2").state
    assert s.current_player == 1
    s = s.apply("a5-a4").state
    t = s.apply("c2-c1")
    assert [e.squares for e in t.effects if e.kind == EffectKind.LINE] == [("a1", "b1", "c1")]
    assert t.state.pending_removal


def test_d3_sliding_along_a_row_into_a_three(game):
    s = game.parse_position(position("a1 b1 d1", NORTH5))
    t = s.apply("d1-c1")
    assert t.state.pending_removal


def test_d3_a_line_of_the_opponent_earns_nothing(game):
    s = game.parse_position(position("a1 b1 f3", "c2 d5 e5 f5 a5"))
    t = s.apply("f3-f2")
    assert not t.state.pending_removal and t.state.current_player == 1
    t = t.state.apply("c2-c1")  # North fills c1 beside two South pieces: no line for North
    assert not t.state.pending_removal


# -- D4: the end ----------------------------------------------------------------------------
def test_d4_reduced_to_two_pieces_ends_the_game(game):
    s = game.parse_position(position("a1 b1 c2 e1", "a5 c5 e5"))
    s = s.apply("c2-c1").state
    t = s.apply("xc5")
    out = t.state.outcome()
    assert out is not None and out.winner == 0 and out.rule == "D4"
    assert "North has only 2 pieces left" in out.reason and "South wins" in out.reason
    assert out.scores == (10, 8)
    assert out.why == ("North has only 2 pieces left and cannot make a line any more. South "
                       "captured 10, North captured 8 (D4)")
    assert out.termination is Termination.TOO_FEW_PIECES
    assert t.effects[-1].kind == EffectKind.END and t.effects[-1].text == out.reason
    assert t.state.legal_moves() == ()
    assert "game is over" in t.state.why_illegal("a1-a2")
    with pytest.raises(IllegalMove):
        t.state.apply("a1-a2")


def test_d4_cannot_move_names_the_blocked_player_and_scores_by_captures(game):
    # North: a5 b5 c5 walled in by a4 b4 c4 d5 (no line of four for South: a4 b4 c4 is three)
    s = game.parse_position(position("a4 b4 c4 d5 f1", "a5 b5 c5", turn="S",
                                     captured=(9, 7)))
    t = s.apply("f1-f2")
    out = t.state.outcome()
    assert out is not None and out.winner == 0
    assert out.reason.startswith("North cannot move") and "(D4)" in out.reason
    assert out.why == "North cannot move. South captured 9, North captured 7 (D4)"
    assert out.termination is Termination.BLOCKED
    assert t.effects[-1].kind == EffectKind.END


def test_d4_blocked_with_equal_captures_is_a_draw(game):
    s = game.parse_position(position("a4 b4 c4 d5 f1 f3 e2", "a5 b5 c5", turn="S",
                                     hand=(5, 9), captured=(0, 0)))
    out = s.apply("f1-e1").state.outcome()
    assert out is not None and out.winner is None and "draw" in out.reason
    assert out.why == "North cannot move. Both captured 0 (D4)"
    assert out.termination is Termination.BLOCKED


def test_d4_quiet_limit_ends_the_game_and_captures_decide(game):
    s = game.parse_position(position("c3 a1 f1", NORTH5, quiet=99, turns=130, captured=(7, 9)))
    assert s.outcome() is None
    after = s.apply("c3-c2")
    out = after.state.outcome()
    assert out is not None and out.winner == 1 and "100 turns" in out.reason
    assert out.why == ("100 turns have passed without a capture. South captured 7, North "
                       "captured 9 (D4)")
    assert out.scores == (7, 9) and out.termination is Termination.NO_CAPTURE


def test_d4_quiet_limit_is_a_level_option(game):
    short = make_game("dra", {"quiet_limit": 10})
    text = position("c3 a1 f1", NORTH5, quiet=9, hand=(2, 0), captured=(7, 7))
    assert game.parse_position(text).apply("c3-c2").state.outcome() is None
    out = short.parse_position(text).apply("c3-c2").state.outcome()
    assert out is not None and out.is_draw and "10 turns" in out.reason
    with pytest.raises(LevelError):
        make_game("dra", {"quiet_limit": 3})


def test_d4_a_capture_resets_the_quiet_count(game):
    s = game.parse_position(position("a1 b1 c2", NORTH5, quiet=99, turns=130))
    s = s.apply("c2-c1").state
    assert s.outcome() is None  # the turn is not over until the removal
    s = s.apply("xa5").state
    assert s.quiet == 0 and s.outcome() is None


def test_turn_limit_equal_captures_draw(game):
    s = game.parse_position(position("c3 a1 f1", NORTH5, turns=game.turn_limit - 1,
                                     hand=(2, 0), captured=(7, 7)))
    out = s.apply("c3-c2").state.outcome()
    assert out is not None and out.is_draw and out.termination is Termination.TURN_LIMIT
    assert out.rule == "D4"
    assert out.why == (f"The turn limit of {game.turn_limit} turns is reached. Both captured "
                       "7 (D4)")


def test_turn_limit_the_captures_decide_d4(game):
    """README "Turn limit": at the limit a game's own scoring decides; in Dra the captures (D4).
    South has captured 7, North 9 in this position."""
    s = game.parse_position(position("c3 a1 f1", NORTH5, turns=game.turn_limit - 1))
    out = s.apply("c3-c2").state.outcome()
    assert out is not None and out.winner == 1 and out.scores == (7, 9)
    assert out.termination is Termination.TURN_LIMIT and out.rule == "D4"
    # one turn earlier the game goes on
    earlier = game.parse_position(position("c3 a1 f1", NORTH5, turns=game.turn_limit - 2))
    assert earlier.apply("c3-c2").state.outcome() is None


def test_turn_limit_issue_example_north_leads_and_wins():
    """Issue 13's example: North leads 9-8 when the 3000th turn ends."""
    dra = make_game("dra", {"quiet_limit": 1000})
    s = dra.parse_position("...N../....../....../..S..N/SS..NN S move hand=0,0 captured=8,9 "
                           "quiet=3 turns=2999 first=S")
    out = s.apply("c2-c3").state.outcome()
    assert out is not None and out.winner == 1 and "9" in out.reason and out.rule == "D4"
    assert s.play(dra.parse_move("c2-c3")) == s.apply("c2-c3").state


def test_turn_limit_a_blocked_player_ends_the_game_first(game):
    """The game's own end (the player to move cannot step, D4) comes before the limit."""
    s = game.parse_position(position("a2 b2 c2 d1 f5", "a1 b1 c1",
                                     turns=game.turn_limit - 1))
    t = s.apply("f5-e5").state
    assert t.turns == game.turn_limit
    out = t.outcome()
    assert out is not None and out.winner == 0 and "North cannot move" in out.reason
    assert out.termination is Termination.BLOCKED


# -- D5: the match ----------------------------------------------------------------------
def test_d5_match_points(game):
    blocked = Termination.BLOCKED
    assert Dra.match_points(Outcome(None, "draw", "D4", (3, 3), why="draw",
                                    termination=blocked)) == 0
    assert Dra.match_points(Outcome(0, "win", "D4", (4, 0), why="win", termination=blocked)) == 2
    assert Dra.match_points(Outcome(0, "win", "D4", (4, 1), why="win", termination=blocked)) == 1
    assert Dra.match_points(Outcome(1, "win", "D4", (0, 10), why="win",
                                    termination=blocked)) == 2
    final = game.parse_position(position("a1 b1 c1", "a5 c5 e5", hand=(6, 6),
                                         captured=(3, 3)))
    assert Dra.match_points(Outcome(0, "w", "D4", why="w", termination=Termination.AGREED),
                            final) == 1


def test_d5_match_option_defaults_on(game):
    assert game.plays_match is True
    assert make_game("dra", {"match": False}).plays_match is False
    spec = load_level("dra").options["match"]
    assert spec.rule == "D5" and spec.label


def test_d5_a_match_of_random_games_is_scored_to_ten(game):
    rng = random.Random(11)
    match = game.new_match()
    assert isinstance(match, Match) and match.target == 10 and match.next_first == "loser"
    while not match.is_over:
        first = match.first_player
        state = game.initial_state(first)
        assert state.current_player == first
        while state.outcome() is None:
            moves = state.legal_moves()
            state = state.play(moves[rng.randrange(len(moves))])
        outcome = state.outcome()
        points = Dra.match_points(outcome, state)
        before = match.scores
        match = match.record(outcome, points)
        if outcome.winner is None:
            assert match.scores == before and match.first_player == first
        else:
            assert match.scores[outcome.winner] == before[outcome.winner] + points
            assert match.first_player == 1 - outcome.winner  # the loser places first
    assert max(match.scores) >= 10 and match.games_played >= 5


def test_d5_a_clean_win_scores_two(game):
    # North down to three pieces, South has lost none: the removal ends it, worth 2
    s = game.parse_position(position("a1 b1 c2 e1 e3 f5", "a5 c5 e5", hand=(6, 0),
                                     captured=(9, 0)))
    s = s.apply("c2-c1").state.apply("xa5").state
    out = s.outcome()
    assert out.winner == 0 and Dra.match_points(out, s) == 2
    match = Match(target=10, next_first="loser").record(out, Dra.match_points(out, s))
    assert match.scores == (2, 0) and match.first_player == 1


# -- notation ---------------------------------------------------------------------------
def test_squares():
    assert square_name(0) == "a1" and square_name(29) == "f5" and square_name(8) == "c2"
    assert square_index("c2") == 8 and square_index(" F5 ") == 29
    for bad in ("g1", "a6", "a0", "", "c22"):
        with pytest.raises(NotationError):
            square_index(bad)


@pytest.mark.parametrize("text,kind", [("c2", "place"), ("c2-c1", "step"), ("xd4", "remove"),
                                       ("pass", "pass"), ("a1-c3", "step")])
def test_moves_round_trip(game, text, kind):
    move = game.parse_move(text)
    assert isinstance(move, DraMove) and move.kind == kind
    assert str(move) == text and game.parse_move(str(move)) == move


def test_move_spellings(game):
    assert game.parse_move("x d4") == game.parse_move("XD4") == game.parse_move(" xd4 ")
    assert game.parse_move("C2 - C1") == game.parse_move("c2-c1")
    assert game.parse_move("c2").dst_name == "c2"


@pytest.mark.parametrize("text", ["", "z9", "c2-", "c2-z1", "x", "xg4", "passs", "c2c1"])
def test_bad_moves_say_how_to_write_them(game, text):
    with pytest.raises(NotationError) as info:
        game.parse_move(text)
    assert info.value.rule in ("D1", "D2", "D3")


def test_initial_position_notation(game):
    s = game.initial_state()
    assert s.notation() == ("....../....../....../....../...... S place hand=12,12 "
                            "captured=0,0 quiet=0 turns=0 first=S")
    assert game.parse_position(s.notation()) == s
    north = game.initial_state(1)
    assert north.notation().endswith("first=N") and north.current_player == 1


@pytest.mark.parametrize("text,words", [
    ("....../....../....../....../...... S place hand=12,12 captured=0,0 quiet=0", "8 fields"),
    ("...../....../....../....../...... S place hand=12,12 captured=0,0 quiet=0 turns=0 "
     "first=S", "5 ranks"),
    ("X...../....../....../....../...... S place hand=12,12 captured=0,0 quiet=0 turns=0 "
     "first=S", "use S, N"),
    ("....../....../....../....../...... W place hand=12,12 captured=0,0 quiet=0 turns=0 "
     "first=S", "S (South)"),
    ("....../....../....../....../...... S jump hand=12,12 captured=0,0 quiet=0 turns=0 "
     "first=S", "phase"),
    ("....../....../....../....../...... S place hand=12,11 captured=0,0 quiet=0 turns=0 "
     "first=S", "not 12"),
    ("....../....../....../....../...... S place hand=12 captured=0,0 quiet=0 turns=0 "
     "first=S", "two whole numbers"),
    ("....../....../....../....../...... S place hand=12,12 captured=0,0 quiet=-1 turns=0 "
     "first=S", "whole number"),
    ("....../....../....../....../...... S place hand=12,12 captured=0,0 calm=0 turns=0 "
     "first=S", "quiet="),
    ("....../....../....../....../SSS... S place hand=9,12 captured=0,0 quiet=0 turns=0 "
     "first=S", "line of three"),
    ("....../....../....../....../SSSS.. S move hand=8,12 captured=0,0 quiet=0 turns=0 "
     "first=S", "more than three"),
    ("....../....../....../....../SS.... S remove hand=10,12 captured=0,0 quiet=0 turns=0 "
     "first=S", "no piece"),
])
def test_bad_positions_are_refused_with_reasons(game, text, words):
    with pytest.raises(NotationError) as info:
        game.parse_position(text)
    assert words in str(info.value)
    assert info.value.rule and info.value.rule.startswith("D")


def test_placement_position_where_nobody_can_place_is_refused(game):
    text = BOTH_BLOCKED_NEXT.replace(".N.SS.", "NN.SS.").replace("hand=1,2", "hand=1,1")
    with pytest.raises(NotationError, match="neither player can place"):
        game.parse_position(text)


def test_positions_round_trip_through_a_game(game):
    rng = random.Random(2)
    s = game.initial_state(1)
    seen_phases = set()
    while s.outcome() is None:
        seen_phases.add(s.notation().split()[2])
        again = game.parse_position(s.notation())
        assert again == s and hash(again) == hash(s)
        assert again.legal_moves() == s.legal_moves()
        s = s.play(rng.choice(s.legal_moves()))
    assert seen_phases == {"place", "move", "remove"}


# -- the view's accessors ---------------------------------------------------------------
def test_view_accessors(game):
    s = game.parse_position(position("a1 b1 c2", NORTH5, quiet=4))
    assert s.piece_at("a1") == 0 and s.piece_at("a5") == 1 and s.piece_at("c3") is None
    assert s.piece_at(0) == 0 and s.board[0] == 0 and len(s.board) == 30
    assert s.squares_of(0) == ("a1", "b1", "c2")
    assert s.on_board(1) == 5 and s.captured(0) == 7 and s.captured(1) == 9
    assert s.in_hand(0) == 0 and s.phase == "movement" and s.quiet == 4
    assert s.quiet_limit == 100 and s.first_player == 0 and s.turns == 30
    assert [str(m) for m in s.moves_to("c1")] == ["c2-c1", "b1-c1"]
    assert [str(m) for m in s.moves_from("c2")] == ["c2-c3", "c2-c1", "c2-d2", "c2-b2"]
    assert s.click_move("c1") is None
    r = s.apply("c2-c1").state
    assert r.lines(0) == (("a1", "b1", "c1"),) and r.lines(1) == ()
    assert str(r.click_move("d5")) == "xd5" and r.click_move("c3") is None
    p = game.initial_state()
    assert str(p.click_move("b2")) == "b2" and p.in_hand(0) == 12


def test_apply_accepts_text_and_reports_bad_text(game):
    s = game.initial_state()
    assert s.apply("c2").state == s.play(game.parse_move("c2"))
    assert "not a Dra move" in s.why_illegal("hello")


def test_level_board_must_be_six_by_five():
    from dataclasses import replace

    level = load_level("dra")
    with pytest.raises(LevelError, match="6 columns by 5 rows"):
        Dra(replace(level, board={"columns": 7, "rows": 5}))


def test_level_file():
    level = load_level("dra")
    assert level.name == "Dra" and level.rules == "dra" and "Monod" in level.source
    assert level.board == {"columns": 6, "rows": 5}
    assert level.options["quiet_limit"].default == 100
    assert level.options["quiet_limit"].rule == "D4"


def test_play_at_gives_each_legal_step_exactly_its_share(game):
    """``play_at`` draws among the reach (every empty hole next to a piece, one per
    direction) and, when the step drawn would make a run of four (D3), lets ``move_at`` draw
    again with the rest of the fraction. On a grid of ``n * L`` points (``n`` steps in the
    reach, ``L`` legal) every legal step must come out exactly ``n`` times, and nothing else:
    checked at the positions of seeded random games where the reach holds illegal steps."""
    rng = random.Random(11)
    checked = 0
    for _ in range(40):
        state = game.start_state()
        while state.outcome() is None:
            reach = state._reach
            moves = state.legal_moves()
            n = sum(mask.bit_count() for mask in reach) if reach else 0
            if reach and n > len(moves):
                by_state = {state.play(m): m for m in moves}
                counts = dict.fromkeys(moves, 0)
                for j in range(n * len(moves)):
                    counts[by_state[state.play_at((j + 0.5) / (n * len(moves)))]] += 1
                assert set(counts.values()) == {n}, (state.notation(), counts)
                checked += 1
            state = state.play_at(rng.random())
    assert checked >= 5
