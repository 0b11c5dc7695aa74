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


#: Khamousiyya 5x5, six pieces each, nothing to take soon: Hard and Medium judge it even
#: (as tests/test_app_repetition.py); South C1-D1 and back, North B1-B2 and back.
EVEN = ("N..../S...N/N.SNS/N..../SNS.S S movement hand:0,0 captured:6,6 first:S "
        "hajeb:used chain:- bouche:- turns:40")
TO_AND_FRO = ("C1-D1", "B1-B2", "D1-C1", "B2-B1") * 2


def test_a_game_come_back_three_times_in_an_even_position_ends_agreed():
    """The bench plays the app's draw offer (ludic.ai.agreement.computer_offers): the
    position there a third time, the computer to move judges it even and offers, the other
    computer accepts, and the game ends by agreement (H5), not at the turn limit."""
    from collections import Counter

    from ludic.model.protocol import Termination

    game = make_game("khamousiyya-5x5")
    offers: Counter = Counter()
    outcome, plies = play_game(game, {0: "medium", 1: "medium"}, 1, offers=offers,
                               start=game.parse_position(EVEN),
                               opening=[game.parse_move(m) for m in TO_AND_FRO])
    assert plies == len(TO_AND_FRO), "ended at once, the third time"
    assert outcome.termination is Termination.AGREED and outcome.winner is None
    assert outcome.rule == "H5" and offers == {"made": 1, "accepted": 1}


def test_a_random_player_declines_and_the_game_goes_on():
    """A random player has no judgement to answer with: it declines, and the game goes on
    to another end."""
    from collections import Counter

    game = make_game("khamousiyya-5x5")
    offers: Counter = Counter()
    outcome, plies = play_game(game, {0: "medium", 1: "random"}, 1, offers=offers,
                               start=game.parse_position(EVEN),
                               opening=[game.parse_move(m) for m in TO_AND_FRO])
    assert offers["made"] >= 1 and offers["accepted"] == 0
    assert outcome.termination.value != "agreed" and plies > len(TO_AND_FRO)


def test_draw_offers_are_due_on_the_third_time_once_per_position():
    """DrawOffers.due (the app's and the bench's): the third time, not the second, and
    not again for the same position once thought of."""
    from ludic.ai.agreement import DrawOffers

    game = make_game("khamousiyya-5x5")
    state, past = game.parse_position(EVEN), []
    for text in TO_AND_FRO:
        past.append(state)
        state = state.play(game.parse_move(text))
    offers = DrawOffers()
    assert not offers.due(state, past[:4])  # the second time
    assert offers.due(state, past)
    assert not offers.due(state, past)  # thought of already
    assert DrawOffers().due(state, past)  # another game's
