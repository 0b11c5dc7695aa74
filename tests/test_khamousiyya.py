"""Khamousiyya (rule book ``khamousiyya.md``, H1-H8): worked examples, H’ajeb, options,
notation, errors and invariants."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ludic.games.khamousiyya import Khamousiyya, enclosures
from ludic.model.errors import IllegalMove, LevelError, NotationError
from ludic.model.protocol import EffectKind, Termination, play_line
from ludic.model.registry import load_level, make_game


@pytest.fixture(scope="module")
def game():
    return make_game("khamousiyya")


@pytest.fixture(scope="module")
def bouche():
    return make_game("khamousiyya", {"jeu_bouche": True})


def board(game, S=(), N=(), mover="S", stage="movement", first="S", hajeb="open", chain="-",
          bouche="-", turns=60):
    """A position in the movement phase (or a later stage) with pieces on the given squares."""
    n = game.size
    cells = {sq.upper(): "S" for sq in S} | {sq.upper(): "N" for sq in N}
    ranks = []
    for row in range(n, 0, -1):
        ranks.append("".join(cells.get(f"{'ABCDEFG'[c]}{row}", ".") for c in range(n)))
    t = game.pieces
    text = (f"{'/'.join(ranks)} {mover} {stage} hand:0,0 captured:{t - len(S)},{t - len(N)} "
            f"first:{first} hajeb:{hajeb} chain:{chain} bouche:{bouche} turns:{turns}")
    return game.parse_position(text)


def full(game, ranks, **kw):
    """A position right after placement from 7 rank strings (row 7 first)."""
    S = [f"{'ABCDEFG'[c]}{7 - r}" for r, rank in enumerate(ranks) for c, ch in enumerate(rank)
         if ch == "S"]
    N = [f"{'ABCDEFG'[c]}{7 - r}" for r, rank in enumerate(ranks) for c, ch in enumerate(rank)
         if ch == "N"]
    return board(game, S, N, **kw)


def names(moves):
    return sorted(str(m) for m in moves)


def play(state, *moves):
    return play_line(state, [state.game.parse_move(m) for m in moves])


def random_placement(state, rng):
    while state.stage_name == "placement":
        moves = state.legal_moves()
        state = state.play(moves[rng.randrange(len(moves))])
    return state


# -- H8 worked examples ----------------------------------------------------------------------

def test_h8_1_first_placement_next_to_the_centre(game):
    s = game.initial_state()
    assert names(s.legal_moves()) == ["C4", "D3", "D5", "E4"]
    reason = s.why_illegal(game.parse_move("A1"))
    assert "next to the centre" in reason and "H2" in reason
    with pytest.raises(IllegalMove, match="H2"):
        s.apply(game.parse_move("A1"))
    s = s.apply(game.parse_move("D3")).state
    assert s.current_player == 0 and s.hand(0) == 23
    second = names(s.legal_moves())
    assert "D4" not in second and "A1" in second and "D3" not in second
    assert len(second) == 47  # every hole but the centre and D3
    assert "centre D4 stays empty" in s.why_illegal(game.parse_move("D4"))


def test_h8_1_turns_of_two_and_north_first_piece_next_to_centre(game):
    s = play(game.initial_state(), "D3", "A1")
    assert s.current_player == 1
    assert names(s.legal_moves()) == ["C4", "D5", "E4"]
    s = play(s, "C4", "G7")
    assert s.current_player == 0 and len(s.legal_moves()) == 44


@pytest.mark.parametrize("seed", range(6))
def test_h8_2_after_placement_south_moves_into_the_centre(game, seed):
    s = random_placement(game.initial_state(), random.Random(seed))
    assert s.stage_name == "movement" and s.current_player == 0
    assert s.hand(0) == s.hand(1) == 0 and s.on_board(0) == s.on_board(1) == 24
    assert s.piece_at("D4") is None
    moves = s.legal_moves()
    assert moves and all(m.dst_name == "D4" for m in moves)
    assert len(moves) == sum(s.piece_at(sq) == 0 for sq in ("D3", "D5", "C4", "E4"))


H8_3 = ["NNNNNNN",
        "NNNSNNN",
        "NNNNNNN",
        "SSS.NNN",
        "SSSSSSS",
        "SSSSSSS",
        "NSSSSSS"]


def test_h8_3_sandwich_captures(game):
    s = full(game, H8_3)
    t = s.apply(game.parse_move("D3-D4"))
    assert t.state.piece_at("D5") is None and t.state.piece_at("D4") == 0
    caps = [e for e in t.effects if e.kind == EffectKind.CAPTURE]
    assert [e.src for e in caps] == ["D5"] and caps[0].rule == "H4"
    assert t.state.captured(1) == 1 and t.state.current_player == 1


def test_h8_3_two_captures_by_one_move(game):
    ranks = ["NNNNNNN", "NNNSNNN", "NNNNNNN", "SSN.NNN", "SSSSSSS", "SSSSSSS", "SSSSSSS"]
    s = full(game, ranks)
    t = s.apply(game.parse_move("D3-D4"))
    caps = sorted(e.src for e in t.effects if e.kind == EffectKind.CAPTURE)
    assert caps == ["C4", "D5"]
    assert t.state.captured(1) == 2 and t.state.on_board(1) == 22


def test_three_captures_at_once(game):
    s = board(game, S=["D3", "D6", "B4", "F4", "G1"], N=["D5", "C4", "E4", "A7"], mover="S")
    t = s.apply(game.parse_move("D3-D4"))
    assert sorted(e.src for e in t.effects if e.kind == EffectKind.CAPTURE) == ["C4", "D5", "E4"]
    assert t.state.on_board(1) == 1 and t.state.captured(1) == 23


def test_h8_4_moving_between_two_opponents_is_safe(game):
    s = board(game, S=["D4", "F4", "A1"], N=["E5", "G7"], mover="N")
    t = s.apply(game.parse_move("E5-E4"))
    assert not [e for e in t.effects if e.kind == EffectKind.CAPTURE]
    assert t.state.piece_at("E4") == 1 and t.state.on_board(1) == 2
    assert t.state.current_player == 0


def test_only_the_moved_piece_captures(game):
    # North on E4 sits between South's D4 and F4; South's move elsewhere does not take it.
    s = board(game, S=["D4", "F4", "A1"], N=["E4", "G7"], mover="S")
    t = s.apply(game.parse_move("A1-A2"))
    assert t.state.piece_at("E4") == 1


# -- H8.5 and H6: H’ajeb ------------------------------------------------------------------------

HAJEB = dict(S=["A2", "C2", "F5", "G2"], N=["A6", "B7", "C3", "E5", "G7"], mover="N")


def test_h8_5_enclosure_lets_north_declare(game):
    s = board(game, **HAJEB)
    assert enclosures(s, 1) == [frozenset({"A7"})]
    assert enclosures(s, 0) == []
    assert "hajeb" in names(s.legal_moves())


def test_h6_hajeb_end_to_end_series_and_settlement(game):
    s = board(game, **HAJEB)
    t = s.apply(game.parse_move("hajeb"))
    assert [e.kind for e in t.effects][:2] == [EffectKind.DECLARE, EffectKind.PHASE]
    s = t.state
    assert s.stage_name == "hajeb-decide" and s.current_player == 1 and s.hajeb_used
    assert names(s.legal_moves()) == ["continue", "yezzi"]
    s = s.apply(game.parse_move("continue")).state
    assert s.stage_name == "hajeb-series" and s.current_player == 0
    assert names(s.legal_moves()) == ["A2-C4", "A2-D5", "G2-D5"]
    t = s.apply(game.parse_move("A2-C4"))  # diagonal slide over B3: takes C3 (C2 behind)
    assert [e.src for e in t.effects if e.kind == EffectKind.CAPTURE] == ["C3"]
    s = t.state
    assert s.stage_name == "hajeb-decide" and s.current_player == 1
    s = s.apply(game.parse_move("continue")).state
    assert names(s.legal_moves()) == ["C4-D5", "G2-D5"]
    t = s.apply(game.parse_move("G2-D5"))  # another piece: takes E5 (F5 behind)
    s = t.state
    assert s.pieces(1) == ("A6", "B7", "G7")
    assert s.stage_name == "hajeb-remove2" and s.current_player == 1
    assert any(e.kind == EffectKind.PHASE and "settlement" in e.text for e in t.effects)
    assert len(s.legal_moves()) == 4  # any of South's four pieces
    t = s.apply(game.parse_move("xC4"))
    assert t.effects[0].kind == EffectKind.REMOVE and t.effects[0].src == "C4"
    s = t.state
    assert s.stage_name == "hajeb-remove1" and s.current_player == 1
    s = s.apply(game.parse_move("xF5")).state
    assert s.stage_name == "hajeb-cede" and s.current_player == 0
    assert names(s.legal_moves()) == ["xA6", "xB7"]  # beside the enclosure A7, not G7
    assert "beside an enclosure" in s.why_illegal(game.parse_move("xG7"))
    t = s.apply(game.parse_move("xB7"))
    s = t.state
    assert s.stage_name == "movement" and s.current_player == 1
    assert any(e.kind == EffectKind.PHASE and "resumes" in e.text for e in t.effects)
    assert s.pieces(0) == ("C2", "D5") and s.pieces(1) == ("A6", "G7")
    assert s.captured(0) == 22 and s.captured(1) == 22
    # once per game
    assert "hajeb" not in names(s.legal_moves())
    assert "only once per game" in s.why_illegal(game.parse_move("hajeb"))


def test_h6_yezzi_after_the_first_capture(game):
    s = play(board(game, **HAJEB), "hajeb", "continue", "A2-D5")
    assert s.piece_at("E5") is None and s.current_player == 1
    t = s.apply(game.parse_move("yezzi"))
    assert t.effects[0].kind == EffectKind.DECLARE and "yezzi" in t.effects[0].text
    s = t.state
    assert s.stage_name == "movement" and s.current_player == 1 and s.hajeb_used
    assert s.captured(1) == 20  # the capture stands
    assert s.on_board(0) == 4  # no settlement
    assert "hajeb" not in names(s.legal_moves())
    # South moves orthogonally again (no queen moves)
    s = s.play(game.parse_move("A6-A5"))
    assert "D5-F7" not in names(s.legal_moves())
    assert "H3" in s.why_illegal(game.parse_move("D5-E6"))


def test_h6_yezzi_before_any_capture(game):
    s = play(board(game, **HAJEB), "hajeb", "yezzi")
    assert s.pieces(1) == ("C3", "E5", "A6", "B7", "G7") and s.current_player == 1
    assert s.hajeb_used


def test_h6_empty_series_goes_straight_to_settlement(game):
    s = board(game, S=["A1", "G1"], N=["A6", "B7", "D4"], mover="N")
    t = s.apply(game.parse_move("hajeb"))
    s = t.state
    assert s.stage_name == "hajeb-remove2" and s.current_player == 1
    assert any("no capturing move" in e.text for e in t.effects)
    s = play(s, "xA1")
    assert s.stage_name == "hajeb-remove1"
    t = s.apply(game.parse_move("xG1"))
    assert t.state.outcome().winner == 1
    assert t.effects[-1].kind == EffectKind.END and "no pieces left" in t.effects[-1].text
    assert t.state.outcome().why == "South has no pieces left (H5)"
    assert t.state.outcome().termination is Termination.CAPTURED_ALL


def test_h6_cede_any_piece_when_no_enclosure_is_left(game):
    # North's enclosure A6 (A5, A7, B6 around it); the series takes B6 and opens it
    s = board(game, S=["B5", "D5", "E1", "F1"], N=["A5", "A7", "B6", "G4"], mover="N")
    assert enclosures(s, 1) == [frozenset({"A6"})]
    s = play(s, "hajeb", "continue")
    assert names(s.legal_moves()) == ["D5-B7"]
    s = play(s, "D5-B7")  # diagonal over C6: B6 between B7 and B5
    assert s.piece_at("B6") is None and s.stage_name == "hajeb-remove2"
    s = play(s, "xE1", "xF1")
    assert s.stage_name == "hajeb-cede" and enclosures(s, 1) == []
    assert names(s.legal_moves()) == ["xA5", "xA7", "xG4"]


def test_h6_declaration_refused_without_enclosure(game):
    s = board(game, S=["A1", "A7"], N=["A6", "B7", "G4"], mover="N")
    assert enclosures(s, 1) == []
    reason = s.why_illegal(game.parse_move("hajeb"))
    assert "no enclosure" in reason and "H6" in reason
    with pytest.raises(IllegalMove, match="H6"):
        s.apply(game.parse_move("hajeb"))


def test_h6_first_player_may_not_declare(game):
    s = board(game, S=["A6", "B7", "D4"], N=["G1", "F2"], mover="S")
    assert enclosures(s, 0) == [frozenset({"A7"})]
    reason = s.why_illegal(game.parse_move("hajeb"))
    assert "Only the second player" in reason and "H6" in reason


def test_h6_series_moves_must_capture_and_slide_over_empty_holes(game):
    s = play(board(game, **HAJEB), "hajeb", "continue")
    assert "must capture" in s.why_illegal(game.parse_move("G2-G1"))
    assert "empty holes" in s.why_illegal(game.parse_move("C2-C4"))
    assert "H6" in s.why_illegal(game.parse_move("yezzi"))


def test_h6_enclosure_of_several_holes(game):
    s = board(game, S=["A1"], N=["A5", "B5", "C6", "C7", "B4"], mover="N")
    # holes A6 A7 B6 B7 connect; every neighbour (A5, B5, C6, C7) is North's
    assert enclosures(s, 1) == [frozenset({"A6", "A7", "B6", "B7"})]


# -- going on (H4) ------------------------------------------------------------------------------

def chain_board(game):
    return board(game, S=["D3", "D6", "A4", "G1"], N=["D5", "B4", "G7", "A7"], mover="S")


def test_h4_going_on_and_stop(game):
    t = chain_board(game).apply(game.parse_move("D3-D4"))
    s = t.state
    assert s.stage_name == "going-on" and s.chain_square == "D4" and s.current_player == 0
    assert names(s.legal_moves()) == ["D4-C4", "stop"]
    assert any(e.kind == EffectKind.NOTE and "go on" in e.text for e in t.effects)
    assert "H4" in s.why_illegal(game.parse_move("G1-G2"))
    stopped = s.apply(game.parse_move("stop")).state
    assert stopped.current_player == 1 and stopped.stage_name == "movement"
    assert stopped.piece_at("B4") == 1
    went = s.apply(game.parse_move("D4-C4")).state
    assert went.piece_at("B4") is None and went.current_player == 1
    assert "H4" in went.why_illegal(game.parse_move("stop"))


def test_h4_no_going_on_without_another_capture(game):
    s = board(game, S=["D3", "D6", "G1"], N=["D5", "B4", "G7"], mover="S")
    s = s.play(game.parse_move("D3-D4"))
    assert s.stage_name == "movement" and s.current_player == 1


def test_h4_going_on_ends_the_game_when_the_last_piece_falls(game):
    s = board(game, S=["D3", "D6", "A4"], N=["D5", "B4"], mover="S")
    s = play(s, "D3-D4")
    assert s.stage_name == "going-on"
    s = play(s, "D4-C4")
    assert s.outcome().winner == 0 and s.legal_moves() == ()


# -- end (H5) ---------------------------------------------------------------------------------

def test_h5_blocked_player_loses(game):
    s = board(game, S=["A6", "B7", "G1"], N=["A7"], mover="N")
    out = s.outcome()
    assert out.winner == 0 and "cannot move" in out.reason and out.rule == "H5"
    assert out.why == "North cannot move (H5)" and out.termination is Termination.BLOCKED
    assert s.legal_moves() == ()


def test_h5_blocked_player_can_not_pass_by_default(game):
    s = board(game, S=["A6", "B7", "G1"], N=["A7", "G7"], mover="N")
    assert "H5" in s.why_illegal(game.parse_move("pass"))


def test_h5_jeu_bouche_pass_then_open_the_ring(bouche):
    s = board(bouche, S=["A6", "B7", "G1"], N=["A7"], mover="N")
    assert s.outcome() is None
    assert names(s.legal_moves()) == ["pass"]
    t = s.apply(bouche.parse_move("pass"))
    assert [e.kind for e in t.effects] == [EffectKind.PASS, EffectKind.NOTE]
    s = t.state
    assert s.blocked_seat == 1 and s.current_player == 0
    # only ring moves that let North out; G1's moves do not
    assert names(s.legal_moves()) == ["A6-A5", "A6-B6", "B7-B6", "B7-C7"]
    assert "jeu bouché" in s.why_illegal(bouche.parse_move("G1-G2"))
    s = play(s, "A6-A5")
    assert s.blocked_seat is None and s.current_player == 1
    assert names(s.legal_moves()) == ["A7-A6"]


def test_h5_jeu_bouche_round_trips(bouche):
    s = play(board(bouche, S=["A6", "B7", "G1"], N=["A7"], mover="N"), "pass")
    assert "bouche:N" in s.notation()
    assert bouche.parse_position(s.notation()) == s


def test_h5_turn_limit_is_a_draw(game):
    s = board(game, S=["A1", "D4"], N=["G7", "C3"], turns=game.turn_limit)
    out = s.outcome()
    assert out.winner is None and out.termination is Termination.TURN_LIMIT
    assert out.why == f"The turn limit of {game.turn_limit} turns is reached (H5)"
    assert s.legal_moves() == ()


# -- roles, match (H7), variant ------------------------------------------------------------------

def test_h7_north_first_takes_the_first_player_role(game):
    s = game.initial_state(first_player=1)
    assert s.current_player == 1 and s.first_player == 1 and s.second_player == 0
    assert names(s.legal_moves()) == ["C4", "D3", "D5", "E4"]
    s = random_placement(s, random.Random(3))
    assert s.current_player == 1 and all(m.dst_name == "D4" for m in s.legal_moves())
    # the enclosure example with roles swapped: South (second player) declares
    t = board(game, S=["A6", "B7", "D4"], N=["G1", "F2"], mover="S", first="N")
    assert "hajeb" in names(t.legal_moves())


def test_h7_match_winner_places_first(game):
    assert game.new_match() is None
    g = make_game("khamousiyya", {"match": True})
    match = g.new_match()
    s = board(g, S=["A6", "B7", "G1"], N=["A7"], mover="N")
    match = match.record(s.outcome())
    assert match.first_player == 0
    s = board(g, S=["A7"], N=["A6", "B7", "G1"], mover="S")
    match = match.record(s.outcome())
    assert match.first_player == 1
    assert g.initial_state(match.first_player).current_player == 1


def test_5x5_variant():
    g = make_game("khamousiyya-5x5")
    s = g.initial_state()
    assert g.pieces == 12 and s.centre == "C3"
    assert names(s.legal_moves()) == ["B3", "C2", "C4", "D3"]
    s = random_placement(s, random.Random(0))
    assert s.on_board(0) == s.on_board(1) == 12
    assert all(m.dst_name == "C3" for m in s.legal_moves())
    with pytest.raises(NotationError, match="H1"):
        g.parse_move("F1")


def test_bad_board_size_is_a_level_error(tmp_path):
    level = load_level("khamousiyya")
    from dataclasses import replace
    bad = replace(level, board={"size": 6})
    with pytest.raises(LevelError, match="board.size"):
        Khamousiyya(bad)


# -- notation -----------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["D3", "D3-D4", "A1-D4", "stop", "pass", "hajeb", "continue",
                                  "yezzi", "xB2"])
def test_move_notation_round_trips(game, text):
    assert str(game.parse_move(text)) == text
    assert game.parse_move(text) is game.parse_move(text.lower())


def test_move_notation_aliases(game):
    assert str(game.parse_move("h'ajeb")) == "hajeb"
    assert str(game.parse_move("H’ajeb")) == "hajeb"  # as the app writes the name
    assert str(game.parse_move(" d3-d4 ")) == "D3-D4"
    assert str(game.parse_move("x b2")) == "xB2"


@pytest.mark.parametrize("text,rule", [("Z9", "H1"), ("A1-B3", "H3"), ("", "H1"),
                                       ("jump", "H1"), ("H1-H2", "H1")])
def test_bad_move_notation(game, text, rule):
    with pytest.raises(NotationError, match=rule):
        game.parse_move(text)


def test_position_notation_example(game):
    s = play(game.initial_state(), "D3")
    text = s.notation()
    assert text == ("......./......./......./......./...S.../......./....... S placement "
                    "hand:23,24 captured:0,0 first:S hajeb:open chain:- bouche:- turns:0")
    assert game.parse_position(text) == s


@pytest.mark.parametrize("edit,rule", [
    (lambda t: t.replace(" S placement", " X placement"), "H1"),
    (lambda t: t.replace("hand:23,24", "hand:22,24"), "H1"),
    (lambda t: t.replace("hand:23,24 captured:0,0", "hand:22,24 captured:1,0"), "H2"),
    (lambda t: t.replace("placement", "moving"), "H1"),
    (lambda t: t.replace(" S placement", " N placement"), "H2"),
    (lambda t: t.replace("hajeb:open", "hajeb:maybe"), "H6"),
    (lambda t: t.replace("turns:0", "turns:-3"), "H5"),
    (lambda t: t.replace("/......./.......", "/......"), "H1"),
    (lambda t: t.rsplit(" ", 1)[0], "H1"),
])
def test_bad_position_notation(game, edit, rule):
    text = play(game.initial_state(), "D3").notation()
    with pytest.raises(NotationError, match=rule):
        game.parse_position(edit(text))


def test_centre_occupied_during_placement_is_refused(game):
    text = play(game.initial_state(), "D3").notation()
    bad = text.replace("......./......./......./......./...S...",
                       "......./......./......./...S.../.......")
    with pytest.raises(NotationError, match="centre"):
        game.parse_position(bad)


def test_hajeb_stages_round_trip(game):
    s = board(game, **HAJEB)
    for move in ("hajeb", "continue", "A2-C4", "continue", "G2-D5", "xC4", "xF5"):
        s = play(s, move)
        assert game.parse_position(s.notation()) == s
        assert s.notation() == game.parse_position(s.notation()).notation()


# -- view helpers -------------------------------------------------------------------------------

def test_view_helpers(game):
    s = chain_board(game)
    assert names(s.moves_from("D3")) == ["D3-C3", "D3-D2", "D3-D4", "D3-E3"]
    assert names(s.moves_to("D4")) == ["D3-D4"]
    assert s.word_moves() == ()
    s = play(s, "D3-D4")
    assert names(s.word_moves()) == ["stop"]
    assert s.piece_at("D4") == 0 and s.piece_at("D5") is None and s.piece_at("B4") == 1
    assert play(game.initial_state(), "D3").moves_at("A1")[0].dst_name == "A1"


# -- invariants (hypothesis) ----------------------------------------------------------------------

def walk(game, seed, limit):
    rng = random.Random(seed)
    state = game.initial_state(first_player=seed % 2)
    yield state
    for _ in range(limit):
        moves = state.legal_moves()
        if not moves:
            return
        state = state.play(moves[rng.randrange(len(moves))])
        yield state


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32 - 1), st.sampled_from(["khamousiyya", "khamousiyya-5x5"]))
def test_pieces_are_conserved(seed, level):
    game = make_game(level)
    t = game.pieces
    for s in walk(game, seed, 700):
        for seat in (0, 1):
            assert s.on_board(seat) + s.hand(seat) + s.captured(seat) == t
        assert s.on_board(0) + s.on_board(1) <= 2 * t


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_centre_empty_until_placement_ends(seed):
    game = make_game("khamousiyya")
    for s in walk(game, seed, 60):
        if s.stage_name == "placement":
            assert s.piece_at("D4") is None
            assert all(m.dst_name != "D4" for m in s.legal_moves())
        else:
            assert s.hand(0) == s.hand(1) == 0
            break


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_play_agrees_with_apply_and_hajeb_is_once(seed):
    game = make_game("khamousiyya-5x5", {"jeu_bouche": seed % 3 == 0})
    rng = random.Random(seed)
    state = game.initial_state(seed % 2)
    declared = 0
    for _ in range(400):
        moves = state.legal_moves()
        if not moves:
            break
        move = moves[rng.randrange(len(moves))]
        declared += str(move) == "hajeb"
        new = state.apply(move).state
        assert new == state.play(move)
        state = new
    assert declared <= 1


# -- the fast path agrees with the rules ------------------------------------------------------------

@pytest.mark.parametrize("level,seed", [("khamousiyya", 11), ("khamousiyya-5x5", 12)])
def test_pattern_tables_match_the_bitboard_steps(level, seed):
    from ludic.games.khamousiyya import _steps

    game = make_game(level)
    T = game.tables
    rng = random.Random(seed)
    checked = 0
    while checked < 1500:
        for s in walk(game, rng.randrange(2**32), 3000):
            for m in (0, 1):
                own, opp = s.bitboard(m), s.bitboard(1 - m)
                reference = _steps(T, own, T.full & ~(own | opp))
                assert sorted(map(str, T.steps_of(m, s.ks))) == sorted(map(str, reference))
            checked += 1
            if rng.random() < 0.05:
                assert s.ks == T.key_list(s.p0, s.p1)


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 2**32 - 1), st.booleans())
def test_fast_play_agrees_with_the_checked_rules(seed, jeu_bouche):
    from ludic.games.khamousiyya import KhamousiyyaState

    game = make_game("khamousiyya", {"jeu_bouche": jeu_bouche})
    rng = random.Random(seed)
    state = game.initial_state(seed % 2)
    for _ in range(600):
        moves = state.legal_moves()
        if not moves:
            break
        move = moves[rng.randrange(len(moves))]
        fast = state.play(move)
        slow = KhamousiyyaState.play(state, move)
        assert fast == slow and fast.legal_moves() == slow.legal_moves()
        assert fast.outcome() == slow.outcome()
        state = fast


def test_play_refuses_illegal_moves_and_reads_text(game):
    s = chain_board(game)
    with pytest.raises(IllegalMove, match="H3"):
        s.play(game.parse_move("A1-A2"))  # no piece of South there
    with pytest.raises(IllegalMove, match="H3"):
        s.play(game.parse_move("D3-D5"))  # not one hole
    with pytest.raises(IllegalMove):
        s.play(make_game("khamousiyya-5x5").parse_move("A1-A2"))  # a move of the other board
    assert s.play("d3-e3") == s.play(game.parse_move("D3-E3"))
    over = board(game, S=["A1", "D4"], N=["G7", "C3"], turns=game.turn_limit)
    with pytest.raises(IllegalMove, match="game is over"):
        over.play(game.parse_move("A1-A2"))


def test_effects_name_every_step_of_a_game(game):
    rng = random.Random(2)
    kinds = set()
    state = game.initial_state()
    while state.outcome() is None:
        moves = state.legal_moves()
        t = state.apply(moves[rng.randrange(len(moves))])
        assert t.effects and all(e.text for e in t.effects)
        kinds |= {e.kind for e in t.effects}
        state = t.state
    assert {EffectKind.PLACE, EffectKind.MOVE, EffectKind.CAPTURE, EffectKind.PHASE,
            EffectKind.END} <= kinds


# -- refusals in every stage --------------------------------------------------------------------

@pytest.mark.parametrize("moves,attempt,words,rule", [
    ([], "D4", "Placement is over", "H2"),
    ([], "xA6", "settlement", "H6"),
    (["hajeb"], "A2-C4", "continue", "H6"),
    (["hajeb", "continue"], "xA6", "settlement", "H6"),
    (["hajeb", "continue", "A2-C4", "continue", "G2-D5"], "C2-C3", "Settlement", "H6"),
    (["hajeb", "continue", "A2-C4", "continue", "G2-D5"], "xA6", "Remove one of South", "H6"),
])
def test_refusals_name_the_rule(game, moves, attempt, words, rule):
    s = play(board(game, **HAJEB), *moves)
    reason = s.why_illegal(game.parse_move(attempt))
    assert words.lower() in reason.lower() and f"({rule})" in reason


def test_hajeb_not_declared_while_going_on(game):
    # North (second player) captures and may go on; declaring now is refused
    s = board(game, S=["D5", "B4", "G1"], N=["D3", "D6", "A4", "A6", "B7"], mover="N")
    s = play(s, "D3-D4")
    assert s.stage_name == "going-on" and s.current_player == 1
    assert enclosures(s, 1) == [frozenset({"A7"})]
    reason = s.why_illegal(game.parse_move("hajeb"))
    assert "movement phase" in reason and "H6" in reason


def test_bouche_field_needs_the_option(game):
    text = board(game, S=["A6", "B7", "G1"], N=["A7"], mover="S").notation()
    with pytest.raises(NotationError, match="H5"):
        game.parse_position(text.replace("bouche:-", "bouche:N"))
