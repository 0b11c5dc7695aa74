"""Sig (El Oued)'s playout shortcut (ludic/games/sig_race_playout.py) plays the very game of
the protocol's step-by-step loop (``State.playout``: ``play_at(draw())`` per throw) from the
same draws, for 2 to 6 players (S2) and every option of the level (K1
``polished_probability``, K5 ``six_twelve_always_sig``, S8 ``play_for_places``), to the end
(S8) or a turn limit, and cut short by ``max_moves``."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import playouthelp
from playouthelp import both
from ludic.games.sig_race import SigRaceState
from ludic.model.registry import make_game
from ludic.playout import random_move

OPTIONS = [
    {},
    {"polished_probability": 0.05},
    {"polished_probability": 0.95},
    {"six_twelve_always_sig": True},
    {"play_for_places": True},
    {"play_for_places": True, "six_twelve_always_sig": True, "polished_probability": 0.3},
]


def game(options, players, turn_limit=None):
    g = make_game("sig-el-oued", options, num_players=players)
    if turn_limit is not None:
        g.turn_limit = turn_limit
    return g


def starts(g, seed, count=6):
    """The start and positions met along a seeded game (pending follow-ups, extra throws,
    players already home under ``play_for_places``)."""
    return playouthelp.starts(g, seed, count, firsts=(0,), stride=60)


def assert_same(fast, slow, calls):
    assert fast.state.notation() == slow.state.notation()
    assert (fast.moves, fast.decisions) == (slow.moves, slow.decisions)
    assert fast.decisions == 0  # every move of the race is a throw (S3)
    assert calls[0] == calls[1] == fast.moves
    assert fast.state.outcome() == slow.state.outcome()
    assert fast.state.legal_moves() == slow.state.legal_moves()


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: ",".join(f"{k}={v}" for k, v in
                                                                      o.items()) or "default")
def test_the_shortcut_plays_the_same_game(options, players):
    g = game(options, players)
    for k, start in enumerate(starts(g, players + len(options))):
        for seed in range(2):
            fast, slow, calls = both(start, 10 * k + seed)
            assert_same(fast, slow, calls)
            assert fast.state.outcome().rule == "S8"


def test_places_are_settled_alike():
    """With ``play_for_places`` the game goes on after the first player home (S8): the
    shortcut gives the same finishing order."""
    g = game({"play_for_places": True}, 4)
    fast, slow, calls = both(g.initial_state(), 3)
    assert_same(fast, slow, calls)
    assert len(fast.state.outcome().places) == 4


@pytest.mark.parametrize("players", [2, 5])
def test_the_turn_limit_ends_both_alike(players):
    g = game({}, players, turn_limit=40)
    for seed in range(5):
        fast, slow, calls = both(g.initial_state(), seed)
        assert_same(fast, slow, calls)
        assert fast.state.outcome().winner is None  # 40 turns are too few to finish


def test_cut_short_by_max_moves():
    g = game({}, 3)
    for cut in range(0, 200, 7):
        fast, slow, calls = both(g.initial_state(), 8, max_moves=cut)
        assert_same(fast, slow, calls)
        assert fast.moves == cut


def test_a_finished_game_plays_nothing():
    g = game({}, 2)
    last = g.initial_state().playout(random.Random(1).random).state
    assert last.outcome() is not None
    assert last.playout(random.Random(2).random) == (last, 0, 0)


def test_the_shortcut_makes_no_state_on_the_way(monkeypatch):
    """The shortcut is what ``playout`` runs: with ``play`` and ``play_at`` broken it still
    plays a whole game."""
    def broken(self, *args):
        raise AssertionError("the shortcut made a state")

    monkeypatch.setattr(SigRaceState, "play", broken)
    monkeypatch.setattr(SigRaceState, "play_at", broken)
    last, moves, _ = game({}, 3).initial_state().playout(random.Random(9).random)
    assert last.outcome() is not None and moves > 0


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10 ** 9), players=st.integers(2, 6), walk=st.integers(0, 300),
       p=st.sampled_from([0.05, 0.5, 0.9]), always=st.booleans(), places=st.booleans(),
       limit=st.sampled_from([5, 200, 10_000]), cut=st.sampled_from([10, 1_000_000]))
def test_hypothesis_same_game(seed, players, walk, p, always, places, limit, cut):
    g = game({"polished_probability": p, "six_twelve_always_sig": always,
              "play_for_places": places}, players, turn_limit=limit)
    rng = random.Random(seed)
    state = g.initial_state()
    for _ in range(walk):
        if state.outcome() is None:
            state = state.play(random_move(state, rng))
    assert_same(*both(state, seed, cut))
