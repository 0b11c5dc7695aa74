"""Sig (El Oued Capture)'s playout shortcut (ludic/games/sig_capture_playout.py) plays the very
game of the protocol's step-by-step loop (``State.playout``: ``play_at(draw())`` per move) from
the same draws, under every option of the level (K1 ``polished_probability``, K5
``six_twelve_always_sig``, C7 ``twelve_first_turn_only``), to a capture of the last piece (C6)
or a turn limit (C6 house rule), through free all (C4), and cut short by ``max_moves``."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import playouthelp
from playouthelp import both
from ludic.games.sig_capture import FREE, SigCaptureState
from ludic.model.registry import make_game
from ludic.playout import random_move

OPTIONS = [
    {},
    {"polished_probability": 0.05},
    {"polished_probability": 0.3},
    {"polished_probability": 0.95},
    {"six_twelve_always_sig": True},
    {"twelve_first_turn_only": True},
    {"six_twelve_always_sig": True, "twelve_first_turn_only": True, "polished_probability": 0.7},
]


def game(options, turn_limit=None):
    g = make_game("sig-el-oued-capture", options)
    if turn_limit is not None:
        g.turn_limit = turn_limit
    return g


def starts(g, seed, count=8):
    """The start (each side first) and positions met along a seeded game, mid-turn ones too
    (a pending sig of six or twelve, a count waiting for its move, an extra throw)."""
    return playouthelp.starts(g, seed, count, firsts=(0, 1), stride=23)


def assert_same(fast, slow, calls):
    assert fast.state.notation() == slow.state.notation()
    assert (fast.moves, fast.decisions) == (slow.moves, slow.decisions)
    assert calls[0] == calls[1] == fast.moves
    assert fast.state.outcome() == slow.state.outcome()
    assert fast.state.legal_moves() == slow.state.legal_moves()
    assert fast.state.is_chance == slow.state.is_chance


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: ",".join(f"{k}={v}" for k, v in
                                                                      o.items()) or "default")
def test_the_shortcut_plays_the_same_game_under_every_option(options):
    g = game(options)
    for k, start in enumerate(starts(g, 3 + len(options))):
        for seed in range(4):
            fast, slow, calls = both(start, 100 * k + seed)
            assert_same(fast, slow, calls)
            assert fast.state.outcome().rule == "C6"


@pytest.mark.parametrize("options", [{}, {"six_twelve_always_sig": True}])
def test_the_turn_limit_ends_both_alike(options):
    g = game(options, turn_limit=12)
    drawn = 0
    for k, start in enumerate(starts(g, 5, count=4)):
        for seed in range(6):
            fast, slow, calls = both(start, 7 * k + seed)
            assert_same(fast, slow, calls)
            drawn += fast.state.outcome().winner is None
    assert drawn  # some games reach the limit of 12 turns


def test_cut_short_by_max_moves_at_throws_and_decisions():
    """A playout cut at every length from 0 to 60 moves stops on the same state (at a throw,
    a pending follow-up, or a count waiting for a move, with the same legal moves)."""
    g = game({})
    start = g.initial_state()
    decision_ends = 0
    for cut in range(61):
        fast, slow, calls = both(start, 42, max_moves=cut)
        assert_same(fast, slow, calls)
        assert fast.moves == cut
        decision_ends += not fast.state.is_chance
    assert decision_ends


def test_a_finished_game_plays_nothing():
    g = game({})
    last = g.initial_state().playout(random.Random(1).random).state
    assert last.outcome() is not None
    assert last.playout(random.Random(2).random) == (last, 0, 0)


def test_free_all_and_captures_are_met():
    """The comparisons above go through free all (C4) and captures (C5): counted here on the
    step-by-step loop's moves from the same draws as the first test's starts."""
    g = game({})
    free_alls = captures = 0
    for seed in range(40):
        draw = random.Random(seed).random
        state = g.initial_state()
        while state.outcome() is None:
            if not state.is_chance:
                moves = state.legal_moves()
                f = draw()
                move = moves[int(f * len(moves))]
                free_alls += move is FREE
                after = state.play_at(f)
                captures += after.remaining(1 - state.turn) < state.remaining(1 - state.turn)
                state = after
            else:
                state = state.play_at(draw())
        fast, slow, calls = both(g.initial_state(), seed)
        assert_same(fast, slow, calls)
    assert free_alls and captures


def test_the_shortcut_makes_no_state_on_the_way(monkeypatch):
    """The shortcut is what ``playout`` runs: with ``play`` and ``play_at`` broken it still
    plays a whole game."""
    g = game({})

    def broken(self, *args):
        raise AssertionError("the shortcut made a state")

    monkeypatch.setattr(SigCaptureState, "play", broken)
    monkeypatch.setattr(SigCaptureState, "play_at", broken)
    last, moves, decisions = g.initial_state().playout(random.Random(9).random)
    assert last.outcome() is not None and moves > decisions > 0


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10 ** 9), walk=st.integers(0, 80),
       p=st.sampled_from([0.05, 0.25, 0.5, 0.8, 0.95]), always=st.booleans(),
       twelve=st.booleans(), limit=st.sampled_from([3, 40, 1000]),
       cut=st.sampled_from([5, 50, 1_000_000]))
def test_hypothesis_same_game(seed, walk, p, always, twelve, limit, cut):
    g = game({"polished_probability": p, "six_twelve_always_sig": always,
              "twelve_first_turn_only": twelve}, turn_limit=limit)
    rng = random.Random(seed)
    state = g.initial_state(seed % 2)
    for _ in range(walk):
        if state.outcome() is None:
            state = state.play(random_move(state, rng))
    fast, slow, calls = both(state, seed, cut)
    assert_same(fast, slow, calls)
