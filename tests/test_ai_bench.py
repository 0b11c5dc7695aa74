"""The computer's benchmark (ludic.ai.bench) runs and counts right; it times nothing here."""

import io
import random
from contextlib import redirect_stdout

from ludic.ai.bench import Timing, fixed_depth_speed, main, play_game, play_match, wilson
from ludic.ai.montecarlo import monte_carlo_move
from ludic.model.registry import make_game


def test_wilson_interval():
    low, high = wilson(50, 100)
    assert abs(low - 0.4038) < 1e-3 and abs(high - 0.5962) < 1e-3
    low, high = wilson(10, 10)
    assert high == 1.0 and abs(low - 0.7225) < 1e-3
    assert wilson(0, 0) == (0.0, 1.0)


def test_a_match_counts_every_game_and_alternates_seats():
    timing = Timing()
    r = play_match("isolo", "easy", "random", 4, seed=3, timing=timing)
    assert r.games == 4 == len(r.plies)
    assert r.wins + r.draws + r.losses == 4
    assert timing.seconds["easy"] and len(timing.seconds["easy"]) == len(timing.cpu["easy"])
    outcome, plies = play_game(make_game("sig-el-oued-capture"), {0: "random", 1: "random"}, 1)
    assert outcome is not None and plies > 0


def test_fixed_depth_speed_searches_the_same_positions_every_time():
    a = fixed_depth_speed("dra", depth=2, positions=3, seed=2)
    b = fixed_depth_speed("dra", depth=2, positions=3, seed=2)
    assert a["nodes"] == b["nodes"] > 0 and a["positions"] == 3


def test_monte_carlo_plays_legal_moves():
    state = make_game("sig-el-oued-capture").parse_position(
        "a1*,b1*,c1*,f2,e2,a3 x,x,a2,x,x,x S throw=- turn=58 count=4 extra")
    move = monte_carlo_move(state, 30, random.Random(1))
    assert move in state.legal_moves()


def test_the_command_prints_speed_figures():
    out = io.StringIO()
    with redirect_stdout(out):
        assert main(["--games", "isolo", "--speed-only", "--depth", "1", "--positions", "2"]) == 0
    assert "fixed-depth search: depth 1, 2 positions" in out.getvalue()


def test_fixed_depth_speed_of_a_game_without_decisions_ends_with_nothing_searched():
    """Sig's race never asks a player to choose: the sample of decision positions looked for
    one for ever (``tools/bench_compare.py --search`` hung on it); now it comes back empty."""
    r = fixed_depth_speed("sig-el-oued", depth=2, positions=2)
    assert r["positions"] == 0 and r["nodes"] == 0
