"""Isolo (rule book isolo.md, I1-I10): worked examples, both phases, captures, relays, the end,
the notation, and properties over random play."""

from __future__ import annotations

import io

import pytest
from hypothesis import given, settings, strategies as st

from ludic.games.isolo import LETTERS, Isolo
from ludic.model.errors import IllegalMove, LevelError, NotationError
from ludic.model.protocol import EffectKind, Termination
from ludic.model.registry import load_level, make_game
from ludic.replay import run as replay

START_SIDE = "A2 B0 C2 D0 E2 F0 G2 H17 I0 J1 K2 L0 M2 N0 O2 P0"


@pytest.fixture(scope="module")
def game() -> Isolo:
    return make_game("isolo")


@pytest.fixture(scope="module")
def after_capture() -> Isolo:
    return make_game("isolo", {"capture_sow_from": "after_capture"})


def side(state, seat: int) -> str:
    """One side's holes in the rule book's notation (``A2 B0 ...`` or ``a2 b0 ...``)."""
    return " ".join(state.notation().split()[16 * seat: 16 * seat + 16])


def position(south: str, north: str, mover: str = "S", phases: str = "S:main N:main") -> str:
    """A position line from the two sides written with capitals (North lower-cased here)."""
    north = " ".join(tok[0].lower() + tok[1:] for tok in north.split())
    return f"{south} {north} {mover} {phases}"


def replay_counts(counts, effects) -> list[int]:
    """Apply LIFT, SOW and CAPTURE effects to a list of counts (the view's arithmetic)."""
    counts = list(counts)
    for e in effects:
        if e.kind == EffectKind.LIFT or e.kind == EffectKind.CAPTURE:
            counts[LETTERS.index(e.src)] -= e.count
            assert counts[LETTERS.index(e.src)] >= 0, e
        elif e.kind == EffectKind.SOW:
            counts[LETTERS.index(e.dst)] += 1
    return counts


def apply(state, move):
    """``state.apply(move)``, checking that the fast path ``play`` reaches the same state."""
    transition = state.apply(move)
    assert state.play(move) == transition.state
    return transition


# -- I10 worked examples -------------------------------------------------------------------

def test_i10_1_start_position(game):
    state = game.initial_state()
    assert side(state, 0) == START_SIDE
    assert side(state, 1) == START_SIDE.lower()
    assert state.phase_of(0) == state.phase_of(1) == "initial"
    assert state.current_player == 0
    assert game.initial_state(1).current_player == 1


def test_i10_1_opening_effects_lead_from_control_to_start(game):
    effects = game.opening()
    kinds = {e.kind for e in effects}
    assert kinds <= {EffectKind.LIFT, EffectKind.SOW, EffectKind.RELAY, EffectKind.PHASE,
                     EffectKind.NOTE}
    assert all(e.text for e in effects)
    assert replay_counts(game.control_counts(), effects) == list(game.initial_state().counts)


def test_i2_opening_steps(game):
    effects = game.opening()
    steps = [i for i, e in enumerate(effects) if e.kind == EffectKind.NOTE and e.rule
             and e.rule.startswith("I2.")]
    assert [effects[i].rule for i in steps] == ["I2.1", "I2.2", "I2.3"]
    after1 = replay_counts(game.control_counts(), effects[: steps[1]])
    assert after1[:16] == [0] * 7 + [16] + [2] * 8  # I2.1: the outer row into H
    after2 = replay_counts(game.control_counts(), effects[: steps[2]])
    assert after2[:16] == [1] * 7 + [17] + [1] * 8  # I2.2
    assert after2[16:] == after2[:16]
    step3 = [e for e in effects[steps[2]:] if e.player == 0]
    assert step3[0].kind == EffectKind.LIFT and step3[0].src == "I" and step3[0].count == 1
    last_sow = [e for e in step3 if e.kind == EffectKind.SOW][-1]
    assert last_sow.dst == "J" and "instead" in last_sow.text  # I2.3: not into H
    assert not any(e.kind == EffectKind.SOW and e.dst == "H" for e in step3)
    assert [e.src for e in step3 if e.kind == EffectKind.RELAY] == list("JLNPBDF")
    assert effects[-1].kind == EffectKind.PHASE and effects[-1].rule == "I3"


def test_i10_2_first_moves(game):
    assert game.initial_state().legal_moves() == tuple("ACEGHKMO")
    assert game.initial_state(1).legal_moves() == tuple("aceghkmo")


def test_i10_3_south_plays_a(game):
    transition = apply(game.initial_state(), "A")
    assert side(transition.state, 0) == "A0 B1 C0 D1 E3 F1 G2 H17 I0 J1 K2 L0 M2 N0 O2 P0"
    assert side(transition.state, 1) == START_SIDE.lower()
    relays = [e for e in transition.effects if e.kind == EffectKind.RELAY]
    assert [(e.src, e.count) for e in relays] == [("C", 3)]
    sows = [e.dst for e in transition.effects if e.kind == EffectKind.SOW]
    assert sows == list("BCDEF")
    assert transition.effects[-1].kind == EffectKind.TURN
    assert transition.state.current_player == 1


def test_i10_4_capture_sown_from_origin(game):
    transition = apply(game.initial_state(), "M")
    state = transition.state
    assert side(state, 0) == "A2 B0 C2 D0 E2 F0 G2 H17 I0 J1 K2 L0 M0 N2 O4 P1"
    assert state.count("j") == 0 and state.count("g") == 0
    captures = [(e.src, e.count) for e in transition.effects if e.kind == EffectKind.CAPTURE]
    assert captures == [("j", 1), ("g", 2)]
    assert [e.dst for e in transition.effects if e.kind == EffectKind.SOW] == list("NONOP")
    assert any("I7" == e.rule and "from M" in e.text for e in transition.effects)


def test_i10_4_after_capture_variant(after_capture):
    transition = apply(after_capture.initial_state(), "M")
    state = transition.state
    assert side(state, 0) == "A3 B1 C2 D0 E2 F0 G2 H17 I0 J1 K2 L0 M0 N1 O3 P1"
    assert state.count("j") == 0 and state.count("g") == 0
    assert [e.dst for e in transition.effects if e.kind == EffectKind.SOW] == list("NOPAB")


PROTECTED_P = position("A0 B0 C0 D0 E0 F0 G2 H24 I0 J0 K0 L0 M0 N2 O0 P1",
                       "A2 B0 C2 D0 E2 F0 G2 H17 I3 J1 K2 L0 M2 N0 O2 P0")


def test_i10_5_protected_p_relays_in_norths_initial_phase(game):
    state = game.parse_position(PROTECTED_P.replace("N:main", "N:initial"))
    transition = apply(state, "N")  # O, then P (1 -> 2), facing i (3) and h (17)
    assert not any(e.kind == EffectKind.CAPTURE for e in transition.effects)
    relay = [e for e in transition.effects if e.kind == EffectKind.RELAY]
    assert [(e.src, e.count) for e in relay] == [("P", 2)]
    assert "out of play" in relay[0].text and relay[0].rule == "I6"
    assert transition.state.count("h") == 17 and transition.state.count("i") == 3
    assert side(transition.state, 0) == "A1 B1 C0 D0 E0 F0 G2 H24 I0 J0 K0 L0 M0 N0 O1 P0"


def test_i5_the_same_landing_captures_once_north_is_in_main_phase(game):
    transition = apply(game.parse_position(PROTECTED_P), "N")
    captures = [(e.src, e.count) for e in transition.effects if e.kind == EffectKind.CAPTURE]
    assert captures == [("i", 3), ("h", 17)]


@pytest.mark.parametrize("line", range(6))
def test_i10_5_from_the_start_h_and_i_are_never_captured(game, line):
    """While North keeps his initial phase, no South move captures h or i (I3, I5)."""
    state = game.initial_state()
    for ply in range(40):
        moves = state.legal_moves()
        if state.current_player == 0:
            for m in moves:
                for e in state.apply(m).effects:
                    assert not (e.kind == EffectKind.CAPTURE and e.src in ("h", "i")), m
            move = moves[(line + ply) % len(moves)]
        else:
            moves = [m for m in moves if m != "h"]
            if not moves:
                break
            move = moves[(line * ply) % len(moves)]
        state = state.play(move)
        if state.outcome() is not None:
            break
    assert state.in_initial_phase(1)


# -- I3: each player's initial phase ------------------------------------------------------

def test_i3_initial_phase_sowing_skips_h_and_i(game):
    state = game.parse_position(position(
        "A4 B0 C2 D0 E2 F0 G2 H17 I0 J0 K0 L0 M2 N0 O2 P1",
        "A2 B0 C2 D0 E2 F0 G2 H17 I0 J1 K2 L0 M2 N0 O2 P0", phases="S:initial N:initial"))
    transition = apply(state, "G")
    assert [e.dst for e in transition.effects if e.kind == EffectKind.SOW] == ["J", "K"]
    assert side(transition.state, 0) == "A4 B0 C2 D0 E2 F0 G0 H17 I0 J1 K1 L0 M2 N0 O2 P1"
    assert transition.state.phase_of(0) == "initial"


def test_i3_i4_lapping_in_initial_phase_goes_round_14_holes(game):
    state = game.parse_position(position(
        "A0 B0 C0 D0 E0 F0 G0 H17 I0 J0 K0 L0 M15 N0 O0 P0",
        "A2 B0 C2 D0 E2 F0 G2 H17 I0 J1 K2 L0 M2 N0 O2 P0", phases="S:initial N:initial"))
    transition = apply(state, "M")  # 15 counters: every ring hole, M itself, then N (now 2)
    sows = [e.dst for e in transition.effects if e.kind == EffectKind.SOW]
    assert sows[:15] == list("NOPABCDEFGJKLMN")
    assert "H" not in sows and "I" not in sows
    assert transition.state.count("H") == 17 and transition.state.count("I") == 0


@pytest.mark.parametrize("south,phase,after", [
    ("A2 B0 C2 D0 E2 F0 G2 H2 I0 J1 K2 L1 M16 N0 O2 P0", "main",
     "A3 B1 C3 D1 E3 F1 G3 H3 I1 J2 K3 L2 M1 N1 O3 P1"),
    ("A2 B0 C2 D0 E2 F0 G2 H17 I0 J1 K2 L1 M14 N0 O2 P0", "initial",
     "A3 B1 C3 D1 E3 F1 G3 H17 I0 J2 K3 L2 M1 N1 O3 P1"),
])
def test_i4_a_whole_lap_ends_in_the_starting_hole(game, south, phase, after):
    """16 counters (14 in the initial phase) go once round: the last falls into the emptied
    starting hole, which was empty, so the move ends (I4 house rule, I5)."""
    north = "A2 B0 C2 D0 E2 F0 G2 H2 I0 J1 K2 L0 M2 N0 O2 P" + ("15" if phase == "main" else "2")
    state = game.parse_position(position(south, north, phases=f"S:{phase} N:main"))
    transition = apply(state, "M")
    assert [e.dst for e in transition.effects if e.kind == EffectKind.SOW][-1] == "M"
    assert side(transition.state, 0) == after


def test_i3_i_cannot_be_played_in_initial_phase(game):
    text = position("A0 B1 C0 D1 E0 F1 G0 H17 I5 J1 K0 L1 M0 N1 O0 P1",
                    "A2 B0 C2 D0 E2 F0 G2 H17 I0 J1 K2 L0 M2 N0 O2 P3",
                    phases="S:initial N:initial")
    state = game.parse_position(text)
    assert state.legal_moves() == ("H",)  # by necessity (I3)
    assert "I3" in state.why_illegal("I")
    with pytest.raises(IllegalMove, match="I3"):
        apply(state, "I")
    main = game.parse_position(text.replace("S:initial", "S:main"))
    assert main.legal_moves() == ("H", "I")


def test_i3_playing_h_ends_the_initial_phase_at_once(game):
    transition = apply(game.initial_state(), "H")
    phase = transition.effects[0]
    assert phase.kind == EffectKind.PHASE and phase.rule == "I3"
    state = transition.state
    assert state.phase_of(0) == "main" and state.phase_of(1) == "initial"
    sows = [e.dst for e in transition.effects if e.kind == EffectKind.SOW]
    assert sows[:17] == list("IJKLMNOPABCDEFGHI")  # all 16 holes, lapping into H itself
    assert not state.out_of_play("H") and state.out_of_play("h") and state.out_of_play("i")
    assert sum(state.counts) == 64


def test_i3_opponent_cannot_capture_protected_h_and_i(game):
    """North's p faces South's I and H; while South is in his initial phase p relays."""
    text = position("A2 B0 C2 D0 E2 F0 G2 H17 I3 J1 K2 L0 M2 N0 O2 P0",
                    "A0 B0 C0 D0 E0 F0 G2 H24 I0 J0 K0 L0 M0 N2 O0 P1", mover="N",
                    phases="S:initial N:main")
    protected = apply(game.parse_position(text), "n")
    assert not any(e.kind == EffectKind.CAPTURE for e in protected.effects)
    assert protected.state.count("H") == 17 and protected.state.count("I") == 3
    open_ = apply(game.parse_position(text.replace("S:initial", "S:main")), "n")
    assert [(e.src, e.count) for e in open_.effects if e.kind == EffectKind.CAPTURE] == [
        ("I", 3), ("H", 17)]


# -- I7: chained captures -------------------------------------------------------------------

CHAIN = position("A0 B0 C2 D0 E2 F0 G2 H17 I0 J1 K2 L0 M2 N0 O2 P1",
                 "A2 B0 C2 D0 E2 F0 G2 H3 I2 J1 K2 L0 M2 N0 O2 P13")


def test_i7_chained_capture(game):
    transition = apply(game.parse_position(CHAIN), "M")
    captures = [(e.src, e.count) for e in transition.effects if e.kind == EffectKind.CAPTURE]
    assert captures == [("j", 1), ("g", 2), ("i", 2), ("h", 3)]
    state = transition.state
    assert side(state, 0) == "A1 B1 C2 D0 E2 F0 G2 H17 I0 J1 K2 L0 M0 N3 O5 P3"
    assert [state.count(h) for h in "ghij"] == [0, 0, 0, 0]
    # Both captures are sown from M, where the capturing sowing began (I7).
    assert [e.dst for e in transition.effects if e.kind == EffectKind.SOW] == list(
        "NO" + "NOP" + "NOPAB")


def test_i7_chain_stops_at_protected_p(game):
    transition = apply(game.parse_position(CHAIN.replace("N:main", "N:initial")), "M")
    captures = [e.src for e in transition.effects if e.kind == EffectKind.CAPTURE]
    assert captures == ["j", "g"]
    assert side(transition.state, 0) == "A1 B1 C2 D0 E2 F0 G2 H17 I0 J1 K2 L0 M0 N2 O4 P0"


def test_i7_after_capture_option_sows_after_the_capturing_hole(after_capture):
    transition = apply(after_capture.parse_position(CHAIN), "M")
    assert [e.dst for e in transition.effects if e.kind == EffectKind.SOW] == list("NOPAB")
    assert side(transition.state, 0) == "A1 B1 C2 D0 E2 F0 G2 H17 I0 J1 K2 L0 M0 N1 O3 P2"


# -- I8: the endless safari guard and the end -----------------------------------------------

SAFARI = ("A3 B2 C3 D2 E7 F1 G5 H3 I2 J5 K2 L7 M3 N10 O3 P4 a0 b0 c0 d1 e0 f0 g0 h0 i0 j0 k0 "
          "l0 m1 n0 o0 p0 S S:main N:main")


@pytest.mark.parametrize("limit", [10, 1000])
def test_i8_relay_guard_ends_the_move(limit):
    game = make_game("isolo", {"max_relays": limit})
    state = game.parse_position(SAFARI)
    transition = apply(state, "D")
    relays = [e for e in transition.effects if e.kind == EffectKind.RELAY]
    assert len(relays) == limit
    note = [e for e in transition.effects if e.kind == EffectKind.NOTE and e.rule == "I8"]
    assert len(note) == 1 and str(limit) in note[0].text and "keeps" in note[0].text
    last = [e for e in transition.effects if e.kind == EffectKind.SOW][-1].dst
    assert transition.state.count(last) > 1  # nothing lifted: the hole keeps its counters
    assert f"{last} keeps its {transition.state.count(last)} counters" in note[0].text
    assert state.play("D") == transition.state
    assert sum(transition.state.counts) == 64


def test_i8_without_guard_the_safari_goes_on(game):
    short = make_game("isolo", {"max_relays": 10}).parse_position(SAFARI).play("D")
    assert game.parse_position(SAFARI).play("D") != short


def test_i8_player_who_cannot_move_loses(game):
    state = game.parse_position(position(
        "A1 B0 C1 D0 E1 F0 G1 H1 I1 J0 K1 L0 M1 N0 O1 P0",
        "A2 B0 C2 D0 E2 F0 G2 H17 I0 J17 K2 L7 M2 N0 O2 P0"))
    outcome = state.outcome()
    assert outcome.winner == 1 and outcome.rule == "I8"
    assert outcome.reason == "South cannot move: North wins (I8)"
    assert outcome.why == "South cannot move (I8)" and outcome.termination is Termination.BLOCKED
    assert state.legal_moves() == ()
    with pytest.raises(IllegalMove, match="over"):
        apply(state, "A")


def test_i8_a_move_that_immobilises_the_opponent_wins(game):
    text = position("A2 B0 C0 D0 E0 F0 G0 H0 I0 J0 K0 L0 M2 N0 O2 P0",
                    "A0 B0 C0 D0 E0 F0 G2 H0 I0 J1 K0 L0 M0 N0 O0 P55")
    transition = apply(game.parse_position(text), "M")  # O captures j and g
    # North keeps p55, so the game goes on; with p1 instead, North is left with a singleton:
    assert transition.state.outcome() is None
    text = position("A2 B0 C0 D0 E0 F0 G0 H0 I0 J0 K0 L0 M2 N0 O2 P54",
                    "A0 B0 C0 D0 E0 F0 G2 H0 I0 J1 K0 L0 M0 N0 O0 P1")
    transition = apply(game.parse_position(text), "M")
    assert transition.state.outcome().winner == 0
    end = transition.effects[-1]
    assert end.kind == EffectKind.END and end.text == "North cannot move: South wins (I8)"


def test_initial_phase_player_with_only_i_cannot_move(game):
    state = game.parse_position(position(
        "A1 B0 C1 D0 E1 F0 G1 H1 I5 J0 K1 L0 M1 N0 O1 P0",
        "A2 B0 C2 D0 E2 F0 G2 H17 I0 J1 K2 L0 M2 N0 O2 P19", phases="S:initial N:initial"))
    assert state.outcome().winner == 1


def test_turn_limit_draws(game):
    text = game.initial_state().notation().replace("moves:0", f"moves:{game.turn_limit}")
    state = game.parse_position(text)
    out = state.outcome()
    assert out.winner is None and out.termination is Termination.TURN_LIMIT
    # the README's house rule, which no rule of Isolo names: no rule, none cited
    assert out.why == f"The turn limit of {game.turn_limit} turns is reached" and out.rule is None
    assert state.legal_moves() == ()


# -- moves, notation and errors -------------------------------------------------------------

def test_notation_round_trips(game):
    state = game.initial_state()
    for move in ("H", "m", "B", "h"):
        state = state.play(move)
        again = game.parse_position(state.notation())
        assert again == state and again.notation() == state.notation()
    assert state.notation().endswith("S S:main N:main moves:4")


def test_position_without_move_count_reads_as_zero(game):
    text = position(START_SIDE, START_SIDE, phases="S:initial N:initial")
    assert game.parse_position(text) == game.initial_state()


@pytest.mark.parametrize("edit,rule,words", [
    (lambda t: t.replace(" moves:0", " moves:0 extra"), "I1", "32 holes"),
    (lambda t: t.replace("A2 B0", "B0 A2"), "I1", "expected hole A"),
    (lambda t: t.replace("H17", "Hx"), "I1", "expected hole H"),
    (lambda t: t.replace("H17", "H18"), "I9", "65 counters"),
    (lambda t: t.replace(" S S:", " W S:"), "I1", "S or N"),
    (lambda t: t.replace("S:initial", "S:opening"), "I3", "S:initial or S:main"),
    (lambda t: t.replace("S:initial N:initial", "N:initial S:initial"), "I3", "South"),
    (lambda t: t.replace("moves:0", "moves:-3"), "I1", "moves needs a whole number"),
])
def test_parse_position_errors_say_why(game, edit, rule, words):
    with pytest.raises(NotationError) as info:
        game.parse_position(edit(game.initial_state().notation()))
    assert info.value.rule == rule
    assert words in str(info.value)


def test_parse_move(game):
    assert game.parse_move("M") == "M" and game.parse_move(" m ") == "m"
    for bad in ("Z", "MM", "", "q", "1"):
        with pytest.raises(NotationError, match="I1"):
            game.parse_move(bad)


@pytest.mark.parametrize("move,words,rule", [
    ("m", "North's hole", "I4"),
    ("B", "empty", "I4"),
    ("J", "single counter", "I4"),
    ("I", "out of play", "I3"),
    ("Q", "not a hole", "I1"),
])
def test_why_illegal(game, move, words, rule):
    state = game.initial_state()
    reason = state.why_illegal(move)
    assert words in reason and f"({rule})" in reason
    with pytest.raises(IllegalMove) as info:
        state.apply(move)
    assert info.value.rule == rule
    with pytest.raises(IllegalMove):
        state.play(move)
    assert state.why_illegal("M") is None


# -- level, options and the view ------------------------------------------------------------

def test_level_file():
    level = load_level("isolo")
    assert (level.name, level.people, level.place, level.rules) == (
        "Isolo", "Sukuma", "Tanzania", "isolo")
    assert "Popova" in level.source and "113-115" in level.source
    assert level.player_names == ("South", "North")
    assert level.options["capture_sow_from"].choices == ("origin", "after_capture")
    assert level.options["capture_sow_from"].rule == "I7"
    assert level.options["max_relays"].default == 1000 and level.options["max_relays"].min == 10
    with pytest.raises(LevelError):
        make_game("isolo", {"max_relays": 5})
    with pytest.raises(LevelError):
        make_game("isolo", {"capture_sow_from": "middle"})


def test_view_helpers(game):
    assert Isolo.opposite("P") == ("i", "h") and Isolo.opposite("I") == ("p", "a")
    assert Isolo.opposite("i") == ("P", "A") and Isolo.opposite("A") is None
    assert [Isolo.hole_at(r, 0) for r in range(4)] == ["h", "i", "P", "A"]
    assert Isolo.cell_of("I") == (2, 7) and Isolo.cell_of("a") == (0, 7)
    assert Isolo.owner("m") == 1 and Isolo.holes(0)[0] == "A"
    state = game.initial_state()
    assert state.moves_from("M") == ("M",) and state.moves_from("J") == ()
    assert state.out_of_play("H") and state.out_of_play("I") and not state.out_of_play("J")
    assert state.phase == "initial" and state.turn == 0
    assert len(state.counts) == 32 and state.count("H") == 17


def test_replay_command():
    out, err = io.StringIO(), io.StringIO()
    assert replay(["isolo", "M", "m", "H"], out, err) == 0
    assert "N2 O4 P1" in out.getvalue()
    assert replay(["isolo", "J"], io.StringIO(), err) == 2
    assert "I4" in err.getvalue()


# -- properties -----------------------------------------------------------------------------

GAMES = {}


def get_game(sow_from: str, max_relays: int) -> Isolo:
    key = (sow_from, max_relays)
    if key not in GAMES:
        GAMES[key] = make_game("isolo", {"capture_sow_from": sow_from, "max_relays": max_relays})
    return GAMES[key]


@settings(max_examples=150, deadline=None)
@given(choices=st.lists(st.integers(0, 15), min_size=1, max_size=120),
       first=st.integers(0, 1), sow_from=st.sampled_from(["origin", "after_capture"]),
       max_relays=st.sampled_from([10, 1000]))
def test_property_counters_phases_and_effects(choices, first, sow_from, max_relays):
    game = get_game(sow_from, max_relays)
    state = game.initial_state(first)
    for choice in choices:
        moves = state.legal_moves()
        if not moves:
            break
        move = moves[choice % len(moves)]
        p = state.current_player
        transition = state.apply(move)
        new = transition.state
        assert sum(new.counts) == 64  # I9
        assert state.play(move) == new  # the fast path agrees
        assert replay_counts(state.counts, transition.effects) == list(new.counts)
        for seat in (0, 1):
            if new.in_initial_phase(seat):  # I3: nothing sown into, or taken from, H and I
                protected = {Isolo.holes(seat)[7], Isolo.holes(seat)[8]}
                for e in transition.effects:
                    assert not (e.kind == EffectKind.SOW and e.dst in protected), e
                    assert not (e.kind == EffectKind.CAPTURE and e.src in protected), e
                for hole in protected:
                    assert new.count(hole) == state.count(hole)
        assert new.in_initial_phase(p) == (state.in_initial_phase(p) and move != "Hh"[p])
        assert new.in_initial_phase(1 - p) == state.in_initial_phase(1 - p)
        assert new.current_player == 1 - p
        state = new


@settings(max_examples=100, deadline=None)
@given(choices=st.lists(st.integers(0, 15), max_size=200))
def test_property_fast_path_keeps_64_and_round_trips(choices):
    game = get_game("origin", 1000)
    state = game.initial_state()
    for choice in choices:
        moves = state.legal_moves()
        if not moves:
            assert state.outcome() is not None
            break
        state = state.play(moves[choice % len(moves)])
        assert sum(state.counts) == 64
        assert all(n >= 0 for n in state.counts)
    assert game.parse_position(state.notation()) == state
