"""Issue 13: bad input on the command line refused cleanly, turn limits as the rule book's
README defines them, and the level loader's gaps closed. Run as a person would, through
``python main.py --replay`` (``ludic.replay.run``)."""

import dataclasses

import pytest

from ludic.model.errors import LevelError, NotationError
from ludic.model.levels import load_level_file
from ludic.model.protocol import Termination
from ludic.model.registry import load_level, make_game
from ludic.replay import run

HUGE = "9" * 5000


def replay(*argv):
    import io

    out, err = io.StringIO(), io.StringIO()
    code = run(list(argv), out, err)
    return code, out.getvalue(), err.getvalue()


def refused(*argv):
    """Run the command, expect exit status 2, return the error text."""
    code, _, err = replay(*argv)
    assert code == 2, err
    assert err.startswith(("error:", "move ")) and "Traceback" not in err
    return err


# -- options: finite numbers in range, citing the option's rule ------------------------------

@pytest.mark.parametrize("level", ["sig-el-oued", "sig-el-oued-capture"])
@pytest.mark.parametrize("value", ["nan", "inf", "-inf", "+nan"])
def test_option_must_be_a_finite_number(level, value):
    err = refused(level, "--option", f"polished_probability={value}")
    assert "not a finite number" in err and "(K1)" in err


@pytest.mark.parametrize("value", ["5", "1001", HUGE, "99999999999999999999999"],
                         ids=["5", "1001", "huge", "23-digits"])
def test_option_out_of_range_names_the_level_field_and_rule(value):
    err = refused("dra", "--option", f"quiet_limit={value}")
    assert "level dra, field 'options.quiet_limit'" in err and err.rstrip().endswith("(D4)")
    assert "4300" not in err and "sys." not in err and len(err) < 300


# -- positions: ASCII digits only, bounded lengths, empty refused --------------------------

DRA = "....../....../....../....../...... S place hand=12,12 captured=0,0 quiet=0 turns=0 first=S"


@pytest.mark.parametrize("old,new", [
    ("quiet=0", "quiet=²"), ("captured=0,0", "captured=²,9"), ("turns=0", "turns=①"),
    ("turns=0", "turns=٣"), ("turns=0", f"turns={HUGE}"), ("hand=12,12", "hand=١٢,12"),
], ids=["quiet", "captured", "turns-circled", "turns-arabic", "turns-huge", "hand"])
def test_dra_position_numbers_are_ascii_digits(old, new):
    err = refused("dra", "--from", DRA.replace(old, new))
    assert err.startswith("error: bad position:") and "int()" not in err and len(err) < 300


@pytest.mark.parametrize("level,old,new", [
    ("khamousiyya", "turns:0", "turns:²"),
    ("khamousiyya", "turns:0", f"turns:{'9' * 600}"),
    ("khamousiyya", "hand:24,24", "hand:٢٤,24"),
    ("isolo", "moves:0", "moves:①"),
    ("isolo", "H17", "H١٧"),
    ("sig-el-oued", "turn=0", "turn=٣"),
    ("sig-el-oued", "P1", "P١"),
    ("sig-el-oued-capture", "turn=0", "turn=²"),
    ("sig-el-oued-capture", "throw=-", "throw=٠"),
], ids=lambda v: v if len(v) < 20 else "long")
def test_every_game_reads_ascii_digits_only(level, old, new):
    start = make_game(level).start_state().notation()
    assert old in start
    err = refused(level, "--from", start.replace(old, new))
    assert err.startswith("error: bad position:")


def test_sig_count_with_a_lookalike_digit_is_refused():
    game = make_game("sig-el-oued-capture")
    with pytest.raises(NotationError):
        game.parse_position("a1*,b1*,c1*,d1*,e1*,f1* f3*,e3*,d3*,c3*,b3*,a3* S throw=- turn=0 "
                            "count=²s")


@pytest.mark.parametrize("level", ["dra", "isolo", "khamousiyya", "sig-el-oued",
                                   "sig-el-oued-capture"])
@pytest.mark.parametrize("text", ["", "   "])
def test_an_empty_position_is_an_error(level, text):
    err = refused(level, "--from", text)
    assert "empty" in err


def test_a_long_position_is_refused_in_a_short_message():
    err = refused("khamousiyya", "--from", "x" * 100_000)
    assert len(err) < 200


def test_a_long_move_is_quoted_short():
    err = refused("dra", HUGE)
    assert len(err) < 300 and err.startswith("move 1 ")


# -- positions no game can reach, refused citing the rule ------------------------------------

def test_sig_capture_with_no_pieces_on_either_side_is_refused():
    err = refused("sig-el-oued-capture", "--from", "x,x,x,x,x,x x,x,x,x,x,x S throw=- turn=9")
    assert "(C6)" in err


def test_sig_capture_game_over_must_be_the_winner_to_move():
    game = make_game("sig-el-oued-capture")
    won = game.parse_position("a2,x,x,x,x,x x,x,x,x,x,x S throw=- turn=9")
    assert won.outcome().winner == 0
    with pytest.raises(NotationError) as info:
        game.parse_position("a2,x,x,x,x,x x,x,x,x,x,x N throw=- turn=9")
    assert info.value.rule == "C6"


def test_dra_remove_phase_needs_a_line_of_three():
    err = refused("dra", "--from", "....../....../....../N...../SS.... S remove hand=10,11 "
                                   "captured=0,0 quiet=0 turns=3 first=S")
    assert "line of three" in err and "(D3)" in err


def test_dra_placing_captures_nothing():
    err = refused("dra", "--from", DRA.replace("captured=0,0", "captured=1,0")
                  .replace("hand=12,12", "hand=12,11"))
    assert "(D2)" in err


# -- players: cite the rule, say "2 players" ---------------------------------------------------

def test_players_refusals_cite_the_rule():
    assert refused("sig-el-oued", "--players", "1").rstrip().endswith(
        "Sig (El Oued) is played by 2 to 6 players, not 1 (S2)")
    err = refused("sig-el-oued-capture", "--players", "3")
    assert "is played by 2 players, not 3 (C1)" in err and "2 to 2" not in err
    assert refused("dra", "--players", "1").rstrip().endswith("(D1)")
    assert "whole number" in refused("sig-el-oued", "--players", "٣")
    assert "whole number" in refused("sig-el-oued", "--players", HUGE)


def test_levels_are_named_by_id_not_by_path():
    err = refused("dra", "--players", "3")
    assert "level dra," in err and "/" not in err.split("players")[0]
    err = refused("no-such-level")
    assert "no level 'no-such-level'" in err and "levels/" not in err


# -- no rule cited twice, no misleading double citation ----------------------------------------

def test_a_finished_game_refusal_cites_its_rule_once():
    game = make_game("khamousiyya")
    s = game.parse_position("......S/......./......./......./S....../......./NS..... S movement "
                            "hand:0,0 captured:21,23 first:S hajeb:used chain:- bouche:- "
                            "turns:30")
    over = s.apply("A3-A2").state
    assert over.outcome() is not None
    reason = over.why_illegal("B1-B2")
    assert reason.count("(H5)") == 1


def test_the_centre_is_not_cited_as_a_rule():
    game = make_game("khamousiyya")
    reason = game.start_state().why_illegal("A1")
    assert "(D4)" not in reason and reason.endswith("(H2)") and "D4" in reason


def test_sig_capture_unfreed_refusal_cites_c3_once():
    game = make_game("sig-el-oued-capture")
    with pytest.raises(NotationError) as info:
        game.parse_position("a2*,b1*,c1*,d1*,e1*,f1* f3*,e3*,d3*,c3*,b3*,a3* S throw=- turn=0")
    assert str(info.value).count("(C3)") == 1


# -- turn limits (README "Turn" and "Turn limit"): the three examples -------------------

HAJEB = (".N...../N..S.../...N.../.S...../.N...../......./S.....S N movement hand:0,0 "
         "captured:20,20 first:S hajeb:open chain:- bouche:- turns:2496")


def test_hajeb_is_two_turns_and_the_limit_waits_for_the_settlement():
    code, out, err = replay("khamousiyya", "--from", HAJEB, "hajeb", "continue", "G1-D4",
                            "continue", "A1-B2")
    assert code == 0, err
    lines = out.splitlines()
    assert "turns:2497" in lines[3]  # the declaration is North's turn
    assert "hajeb-remove2" in lines[-2] and "turns:2497" in lines[-2]  # still South's series
    assert "outcome" not in out
    game = make_game("khamousiyya")
    s = game.parse_position(HAJEB)
    for move in ("hajeb", "continue", "G1-D4", "continue", "A1-B2", "xB2", "xD4"):
        s = s.apply(move).state
        assert s.outcome() is None and s.turns == 2497
    s = s.apply(s.legal_moves()[0]).state  # South's removal ends the series turn
    assert s.stage_name == "movement" and s.turns == 2498 and s.current_player == 1


def test_yezzi_ends_the_series_turn():
    game = make_game("khamousiyya")
    s = game.parse_position(HAJEB)
    s = s.apply("hajeb").state
    assert s.turns == 2497
    s = s.apply("yezzi").state
    assert s.turns == 2498 and s.stage_name == "movement" and s.current_player == 1


def test_the_limit_is_checked_after_the_declaration_turn():
    game = make_game("khamousiyya")
    s = game.parse_position(HAJEB.replace("turns:2496", "turns:2499")).apply("hajeb").state
    out = s.outcome()
    assert out is not None and out.is_draw and out.termination is Termination.TURN_LIMIT


def test_a_blocked_player_on_the_last_turn_loses():
    code, out, _ = replay("khamousiyya", "--from",
                          "......S/......./......./......./S....../......./NS..... S movement "
                          "hand:0,0 captured:21,23 first:S hajeb:used chain:- bouche:- "
                          "turns:2499", "A3-A2")
    assert code == 0
    assert out.rstrip().endswith("outcome: South wins: North cannot move: South wins (H5)")


def test_dra_at_the_limit_the_captures_decide():
    code, out, _ = replay("dra", "--option", "quiet_limit=1000", "--from",
                          "...N../....../....../..S..N/SS..NN S move hand=0,0 captured=8,9 "
                          "quiet=3 turns=2999 first=S", "c2-c3")
    assert code == 0
    last = out.rstrip().splitlines()[-1]
    assert last.startswith("   outcome: North wins:") and "turn limit" in last
    assert last.endswith("(D4)")


# -- every game counts turns as the README defines them, and stops only between turns -----------

def short_limit(level_id, limit, **kw):
    level = dataclasses.replace(load_level(level_id), turn_limit=limit)
    return make_game(level, **kw)


def turn_started(before, after) -> bool:
    """A new turn begins when another seat's turn begins (Sig: the thrower changes)."""
    return after.turn != before.turn


@pytest.mark.parametrize("level_id", ["dra", "isolo", "sig-el-oued", "sig-el-oued-capture"])
def test_turns_go_up_exactly_when_the_turn_passes(level_id):
    import random

    game = short_limit(level_id, 60)
    rng = random.Random(7)
    for _ in range(6):
        s = game.start_state()
        while s.outcome() is None:
            t = s.play(rng.choice(s.legal_moves()))
            counted = _turns(t) - _turns(s)
            if t.outcome() is None or counted:
                assert counted == int(turn_started(s, t)), (s.notation(), t.notation())
            s = t
        assert _turns(s) <= 60


def _turns(state) -> int:
    """Turns played: ``turns`` in four games, ``moves_played`` in Isolo (a move is a turn)."""
    return state.moves_played if hasattr(state, "moves_played") else state.turns


def _mid_turn(state) -> bool:
    """True inside a turn: a chain, a removal owed, a H’ajeb series or its settlement, a
    throw whose count or follow-up is still to come."""
    notation = state.notation()
    if state.game.key == "khamousiyya":
        return state.stage_name in ("going-on", "hajeb-series", "hajeb-remove1", "hajeb-cede")
    if state.game.key == "dra":
        return state.pending_removal
    if state.game.key in ("sig_race", "sig_capture"):
        return "throw=-" not in notation or " count=" in notation or notation.endswith("extra")
    return False


@pytest.mark.parametrize("level_id,limit", [
    ("dra", 40), ("isolo", 30), ("khamousiyya-5x5", 5), ("khamousiyya-5x5", 20),
    ("khamousiyya-5x5", 31),
    ("sig-el-oued", 25), ("sig-el-oued-capture", 25)])
def test_the_limit_never_ends_a_game_inside_a_turn(level_id, limit):
    import random

    game = short_limit(level_id, limit)
    rng = random.Random(limit)
    limit_ends = 0
    for _ in range(15):
        s = game.start_state()
        while s.outcome() is None:
            assert _turns(s) < limit
            s = s.play(rng.choice(s.legal_moves()))
        if s.outcome().termination is Termination.TURN_LIMIT:
            limit_ends += 1
            assert _turns(s) == limit and not _mid_turn(s), s.notation()
    assert limit_ends


def test_khamousiyya_turns_go_up_when_the_turn_passes_outside_hajeb():
    import random

    game = short_limit("khamousiyya-5x5", 80)
    rng = random.Random(3)
    for _ in range(4):
        s = game.start_state()
        while s.outcome() is None:
            t = s.play(rng.choice(s.legal_moves()))
            if s.stage_name in ("placement", "movement", "going-on") and t.stage_name in (
                    "placement", "movement", "going-on"):
                assert t.turns - s.turns == int(t.current_player != s.current_player)
            s = t
        assert s.turns <= 80


# -- the level loader (item 6): refused at load, naming the level id, field and rule ------------

GOOD = load_level("isolo").path


def write_level(tmp_path, text, name="fuzzed"):
    path = tmp_path / f"{name}.toml"
    path.write_text(text, encoding="utf-8")
    return path


def good_text(name="fuzzed"):
    from pathlib import Path

    return Path(GOOD).read_text(encoding="utf-8").replace('id = "isolo"', f'id = "{name}"')


@pytest.mark.parametrize("nested", ["x = " + "[" * 2000 + "]" * 2000,
                                    "x = " + "{a = " * 2000 + "1" + "}" * 2000])
def test_nested_toml_is_a_level_error(tmp_path, nested):
    with pytest.raises(LevelError) as info:
        load_level_file(write_level(tmp_path, nested + "\n" + good_text()))
    assert str(info.value).startswith("level fuzzed:") and str(tmp_path) not in str(info.value)


@pytest.mark.parametrize("bad, reason", [
    ("x = " + "1" * 5000, "a number far too long"),  # Python refuses ints of 4300+ digits
    ("x = " + "[" * 2000 + "]" * 2000, "nested too deep"),
    ("x = = 1", "is not valid TOML"),
], ids=["long-number", "nested", "not-toml"])
def test_a_toml_refusal_is_the_whole_story(tmp_path, bad, reason):
    """The level error replaces the reader's exception (``from None``): a log's traceback
    does not read "during handling of the above exception, another exception occurred", as
    if the loader had crashed refusing the file."""
    with pytest.raises(LevelError) as info:
        load_level_file(write_level(tmp_path, bad + "\n" + good_text()))
    assert reason in str(info.value)
    assert info.value.__suppress_context__ and info.value.__cause__ is None


@pytest.mark.parametrize("value", ["nan", "inf", "-inf"])
def test_nan_option_values_are_refused_at_load(tmp_path, value):
    text = good_text().replace("default = 1000", f"default = {value}")
    with pytest.raises(LevelError) as info:
        load_level_file(write_level(tmp_path, text))
    assert info.value.field == "options.max_relays"


def test_nan_float_option_default_and_bounds_are_refused(tmp_path):
    from pathlib import Path

    base = Path(load_level("sig-el-oued").path).read_text(encoding="utf-8").replace(
        'id = "sig-el-oued"', 'id = "fuzzed"')
    for old, new in (("default = 0.5", "default = nan"), ("min = 0.05", "min = nan"),
                     ("max = 0.95", "max = inf")):
        with pytest.raises(LevelError) as info:
            load_level_file(write_level(tmp_path, base.replace(old, new)))
        assert info.value.field.startswith("options.polished_probability")
        assert str(info.value).endswith("(K1)")


def test_a_bad_start_position_is_refused_at_load(tmp_path):
    text = good_text().replace("turn_limit", 'start = "A2 B0 nonsense"\nturn_limit', 1)
    with pytest.raises(LevelError) as info:
        load_level_file(write_level(tmp_path, text))
    assert info.value.field == "start" and info.value.rule == "I1"
    assert str(info.value).startswith("level fuzzed, field 'start':")


def test_a_good_start_position_loads(tmp_path):
    start = make_game("isolo").start_state().apply("M").state.notation()
    text = good_text().replace("turn_limit", f'start = "{start}"\nturn_limit', 1)
    level = load_level_file(write_level(tmp_path, text))
    assert make_game(level).start_state().notation() == start


def test_a_one_player_sig_capture_is_refused_at_load(tmp_path):
    from pathlib import Path

    text = Path(load_level("sig-el-oued-capture").path).read_text(encoding="utf-8").replace(
        'id = "sig-el-oued-capture"', 'id = "fuzzed"').replace("min = 2", "min = 1")
    with pytest.raises(LevelError) as info:
        load_level_file(write_level(tmp_path, text))
    assert info.value.field == "players" and info.value.rule == "C1"
    assert "2 players" in str(info.value)


def test_an_unreadable_level_names_no_path(tmp_path):
    folder = tmp_path / "dir.toml"
    folder.mkdir()
    with pytest.raises(LevelError) as info:
        load_level_file(folder)
    assert str(tmp_path) not in str(info.value) and "Errno" not in str(info.value)


def test_a_long_unknown_field_is_named_short(tmp_path):
    with pytest.raises(LevelError) as info:
        load_level_file(write_level(tmp_path, f"{'k' * 5000} = 1\n" + good_text()))
    assert len(str(info.value)) < 200 and info.value.field == "k" * 5000


def test_the_command_itself_exits_2_without_a_traceback():
    """``python main.py --replay`` as a person types it: NaN option, then the Dra example."""
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    bad = subprocess.run([sys.executable, "main.py", "--replay", "sig-el-oued", "--option",
                          "polished_probability=nan"], cwd=root, capture_output=True,
                         text=True, timeout=120)
    assert bad.returncode == 2 and "Traceback" not in bad.stderr
    assert bad.stderr.strip() == ("error: level sig-el-oued, field "
                                  "'options.polished_probability': nan is not a finite "
                                  "number (K1)")
    good = subprocess.run([sys.executable, "main.py", "--replay", "dra", "--option",
                           "quiet_limit=1000", "--from",
                           "...N../....../....../..S..N/SS..NN S move hand=0,0 captured=8,9 "
                           "quiet=3 turns=2999 first=S", "c2-c3"], cwd=root,
                          capture_output=True, text=True, timeout=120)
    assert good.returncode == 0 and "outcome: North wins" in good.stdout


@pytest.mark.parametrize("old,new", [("max = 2", "max = " + "9" * 4000),
                                     ("default = 2", "default = " + "9" * 4000)])
def test_a_huge_player_count_in_a_level_is_named_short(tmp_path, old, new):
    from pathlib import Path

    text = Path(load_level("sig-el-oued-capture").path).read_text(encoding="utf-8").replace(
        'id = "sig-el-oued-capture"', 'id = "fuzzed"').replace(old, new)
    with pytest.raises(LevelError) as info:
        load_level_file(write_level(tmp_path, text))
    assert len(str(info.value)) < 200 and info.value.field.startswith("players")


# -- a position's turn counter against the level's limit (README "Turn limit") -----------------
# The counter counts complete turns and the limit ends the game when turn `limit` is complete:
# a position past the limit, or inside a turn at the limit, is one no game reaches. The reader
# refuses both (ludic.model.reading.check_turn_count); between turns at the limit it accepts
# the position and the game is over by the limit.

def _positions(level_id, seed=11, games=30):
    """One position inside a turn and one between turns, each past the opening, per game."""
    import random

    game = short_limit(level_id, 100000)
    rng = random.Random(seed)
    found = {}
    for _ in range(games):
        s = game.start_state()
        while s.outcome() is None and len(found) < 2:
            if _turns(s) > 3:
                found.setdefault(_mid_turn(s), s)
            s = s.play(rng.choice(s.legal_moves()))
    return found


MID_TURN_GAMES = ["dra", "khamousiyya-5x5", "sig-el-oued", "sig-el-oued-capture"]


@pytest.mark.parametrize("level_id", MID_TURN_GAMES + ["isolo"])
def test_a_position_past_the_turn_limit_is_refused(level_id):
    for state in _positions(level_id).values():
        turns = _turns(state)
        with pytest.raises(NotationError) as info:
            short_limit(level_id, turns - 1).parse_position(state.notation())
        assert "past this level's turn limit" in str(info.value)
        assert "Turn limit" in str(info.value) and str(info.value).count("(") == 2


@pytest.mark.parametrize("level_id", MID_TURN_GAMES)
def test_a_position_inside_a_turn_at_the_limit_is_refused_not_a_draw(level_id):
    state = _positions(level_id)[True]
    turns = _turns(state)
    assert short_limit(level_id, turns + 1).parse_position(state.notation()).outcome() is None
    with pytest.raises(NotationError) as info:
        short_limit(level_id, turns).parse_position(state.notation())
    assert "inside a turn" in str(info.value)


@pytest.mark.parametrize("level_id", MID_TURN_GAMES + ["isolo"])
def test_a_position_between_turns_at_the_limit_is_over_by_the_limit(level_id):
    state = _positions(level_id)[False]
    out = short_limit(level_id, _turns(state)).parse_position(state.notation()).outcome()
    assert out is not None and out.termination is Termination.TURN_LIMIT


@pytest.mark.parametrize("level_id,limit", [
    ("dra", 40), ("isolo", 30), ("khamousiyya-5x5", 20), ("khamousiyya-5x5", 31),
    ("sig-el-oued", 25), ("sig-el-oued-capture", 25)])
def test_every_position_a_game_reaches_reads_back_under_its_limit(level_id, limit):
    """The counter checks refuse only what no game reaches: every state of random games under
    a short limit, the limit's own endings included, reads back the same."""
    import random

    game = short_limit(level_id, limit)
    rng = random.Random(limit + 1)
    for _ in range(8):
        s = game.start_state()
        while True:
            again = game.parse_position(s.notation())
            assert again.notation() == s.notation()
            assert (again.outcome() is None) == (s.outcome() is None), s.notation()
            if s.outcome() is not None:
                break
            s = s.play(rng.choice(s.legal_moves()))


# -- counters that cannot go together ----------------------------------------------------------

DRA_MOVE = ("...N../....../....../..S..N/SS..NN S move hand=0,0 captured=8,9 quiet={q} turns={t} "
            "first=S")


@pytest.mark.parametrize("quiet,turns,words", [
    (5, 4, "cannot be more than turns=4"),              # quiet > turns (the instance)
    (0, 16, "need at least 17 turns"),                  # 8 + 9 captures, each a turn
    (3, 19, "need at least 20 turns"),                  # captures and quiet steps together
])
def test_dra_counters_that_no_game_shows_together_are_refused(quiet, turns, words):
    with pytest.raises(NotationError) as info:
        make_game("dra").parse_position(DRA_MOVE.format(q=quiet, t=turns))
    assert words in str(info.value) and str(info.value).endswith("(D4)")
    make_game("dra").parse_position(DRA_MOVE.format(q=quiet, t=17 + quiet))  # the bound itself


def test_dra_quiet_past_its_limit_is_refused():
    game = make_game("dra", {"quiet_limit": 20})
    assert game.parse_position(DRA_MOVE.format(q=20, t=100)).outcome() is not None  # ended (D4)
    with pytest.raises(NotationError) as info:
        game.parse_position(DRA_MOVE.format(q=21, t=100))
    assert "ends after 20 turns without a capture" in str(info.value)
    removal = ("...N../....../....../..SSSN/S...NN S remove hand=0,0 captured=8,8 quiet=20 "
               "turns=100 first=S")
    with pytest.raises(NotationError):
        game.parse_position(removal)  # the step that made this line could not be played
    make_game("dra", {"quiet_limit": 21}).parse_position(removal)


KH_PLACEMENT = ("......./......./......./......./...S.../...S.../....... N placement hand:22,24 "
                "captured:0,0 first:S hajeb:open chain:- bouche:- turns:{t}")
KH_MOVEMENT = (".N...../N..S.../...N.../.S...../.N...../......./S.....S N movement hand:0,0 "
               "captured:20,20 first:S hajeb:open chain:- bouche:- turns:{t}")


def test_khamousiyya_placement_turns_follow_the_pieces_placed():
    game = make_game("khamousiyya")
    assert game.parse_position(KH_PLACEMENT.format(t=1)).turns == 1
    for wrong in (0, 2, 40):
        with pytest.raises(NotationError) as info:
            game.parse_position(KH_PLACEMENT.format(t=wrong))
        assert "2 pieces placed in turns of two make 1 turn," in str(info.value)
        assert str(info.value).endswith("(H2)")


def test_khamousiyya_movement_needs_the_placement_turns_first():
    game = make_game("khamousiyya")
    assert game.parse_position(KH_MOVEMENT.format(t=24)).outcome() is None
    with pytest.raises(NotationError) as info:
        game.parse_position(KH_MOVEMENT.format(t=23))
    assert "takes 24 turns" in str(info.value)
