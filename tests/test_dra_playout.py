"""Dra's playout shortcut (``ludic.games.dra_playout``) plays the game of ``play_at``.

Every test plays the shortcut (``state.playout``) and the protocol's own loop
(``State.playout(state, ...)``, each move ``play_at(draw())``) from the same draws and
compares the moves, the decisions, the calls to ``draw``, the last state (its notation, its
outcome, and the game it goes on to play when cut short by ``max_moves``). The seeded games
below are chosen for the paths they take, and each test checks that its game takes it, so a
change of rules that moves a game off its path fails here rather than testing less.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ludic.games import dra_playout
from ludic.games.dra import MOVE, PASS, PLACE, REMOVE, DraState
from ludic.model.protocol import State, Termination
from ludic.model.registry import make_game


def counted(seed):
    """``Random(seed).random``, and the list that counts its calls."""
    calls = []
    source = random.Random(seed).random

    def draw():
        calls.append(None)
        return source()

    return draw, calls


def same_game(start, seed, max_moves=1_000_000):
    """Both loops from ``start`` with the draws of ``seed``; returns the shortcut's result."""
    draw, calls = counted(seed)
    fast = start.playout(draw, max_moves)
    want = State.playout(start, random.Random(seed).random, max_moves)
    assert fast.state.notation() == want.state.notation(), (start.notation(), seed)
    assert (fast.moves, fast.decisions) == (want.moves, want.decisions)
    assert len(calls) == fast.moves
    assert fast.state.outcome() == want.state.outcome()
    if want.state.outcome() is None:
        # cut short: the last state goes on to play the same game (its reach kept or not)
        assert fast.moves == max_moves
        assert fast.state._reach == want.state._reach
        go_on = random.Random(-seed).random
        assert (State.playout(fast.state, go_on).state.notation()
                == State.playout(want.state, random.Random(-seed).random).state.notation())
    return fast


def states_of(start, seed):
    """The states of the step-by-step game from ``start`` with the draws of ``seed``."""
    draw = random.Random(seed).random
    states = [start]
    while states[-1].outcome() is None:
        states.append(states[-1].play_at(draw()))
    return states


def test_the_state_hands_its_playout_to_the_shortcut(monkeypatch):
    seen = []
    real = dra_playout.playout
    monkeypatch.setattr(dra_playout, "playout", lambda *a: seen.append(a) or real(*a))
    start = make_game("dra").initial_state()
    start.playout(random.Random(1).random, 5)
    assert len(seen) == 1 and seen[0][0] is start


@pytest.mark.parametrize("quiet_limit", [10, 13, 37, 100, 1000])
@pytest.mark.parametrize("first", [0, 1])
def test_whole_games_for_each_quiet_limit(quiet_limit, first):
    """The option ``quiet_limit`` (D4) across its range (10-1000); ``match`` (D5) scores
    finished games and does not enter a playout. Both seats placing first (D1)."""
    game = make_game("dra", {"quiet_limit": quiet_limit})
    ends = set()
    for seed in range(12):
        last = same_game(game.initial_state(first), seed).state
        ends.add(last.outcome().reason.split(".")[0].split()[-1])
    if quiet_limit == 10:
        assert "capture" in ends  # "... turns have passed without a capture"
    if quiet_limit == 1000:
        assert "more" in ends  # "... cannot make a line any more"


def test_cut_short_after_every_number_of_moves():
    """``max_moves`` at every count of a whole game: the last state is the step-by-step
    game's, in every phase, with its reach kept or not, and plays on the same."""
    game = make_game("dra")
    states = states_of(game.initial_state(), 3)
    phases = {s._t[7] for s in states[:-1]}
    assert phases == {PLACE, MOVE, REMOVE}
    for cut in range(len(states) + 1):
        same_game(game.initial_state(), 3, cut)


def test_starts_in_every_kind_of_state():
    """From states met along seeded games: placing, a removal owed, stepping with the reach
    kept and without it (its first reachable hole is a run of four, or the phase has just
    begun)."""
    game = make_game("dra", {"quiet_limit": 30})
    kinds = set()
    for seed in range(6):
        for n, state in enumerate(states_of(game.initial_state(seed % 2), 100 + seed)[:-1]):
            if n % 5 == 0 or state._t[7] == REMOVE or (state._t[7] == MOVE
                                                         and state._reach is None):
                kinds.add((state._t[7], state._t[7] == MOVE and state._reach is not None))
                same_game(state, seed)
                same_game(state, seed, 1 + n % 4)
    assert kinds == {(PLACE, False), (REMOVE, False), (MOVE, True), (MOVE, False)}


def test_the_redraw_after_a_run_of_four(monkeypatch):
    """``play_at``'s redraw: the reachable hole drawn makes a run of four (D3), so the move
    is drawn again among the legal steps (``move_at`` called on a state that kept its
    reach). The seeded games here take that path."""
    game = make_game("dra", {"quiet_limit": 1000})
    redraws = []
    real = DraState.move_at

    def move_at(self, fraction):
        if self._reach is not None:
            redraws.append(self.notation())
        return real(self, fraction)

    monkeypatch.setattr(DraState, "move_at", move_at)
    for seed in range(4):
        states_of(game.initial_state(), seed)
    assert redraws
    monkeypatch.setattr(DraState, "move_at", real)
    for seed in range(4):
        same_game(game.initial_state(), seed)


def test_a_pass_in_the_placement():
    """D2's house rule: a player who cannot place passes (seed 1075, North first)."""
    game = make_game("dra")
    states = states_of(game.initial_state(1), 1075)
    assert any(s._t[7] == PLACE and s.legal_moves() == (PASS,) for s in states[:-1])
    same_game(game.initial_state(1), 1075)
    for cut in range(18, 28):
        same_game(game.initial_state(1), 1075, cut)


def test_pieces_left_out_of_the_game():
    """D2's house rule: neither player can place, so the pieces still in hand stay out and
    the first placer moves first (seed 574, South first)."""
    game = make_game("dra")
    states = states_of(game.initial_state(0), 574)
    moving = next(s for s in states if s._t[7] != PLACE)
    assert moving._t[2] or moving._t[3]
    same_game(game.initial_state(0), 574)
    for cut in range(20, 28):
        same_game(game.initial_state(0), 574, cut)


@pytest.mark.parametrize("first,seed,quiet", [(0, 1498, 0), (1, 6975, 16)])
def test_a_blocked_player_ends_the_game(first, seed, quiet):
    """D4: the player to move cannot step, after a removal (seed 1498) and after a quiet
    step (seed 6975), with the quiet limit at 1000."""
    game = make_game("dra", {"quiet_limit": 1000})
    last = same_game(game.initial_state(first), seed).state
    assert "cannot move" in last.outcome().reason and last.quiet == quiet


@pytest.mark.parametrize("turn_limit", [1, 5, 23, 24, 25, 26, 40, 77, 150])
def test_the_turn_limit(turn_limit):
    """The level's turn limit ends the game as the states end it, in either phase (turns
    counted as ``DraState`` counts them: a step and its removal are one)."""
    game = make_game("dra")
    game.turn_limit = turn_limit
    limits = 0
    for seed in range(8):
        last = same_game(game.initial_state(seed % 2), seed).state
        limits += last.outcome().termination is Termination.TURN_LIMIT
        assert last.turns <= turn_limit
    assert limits


def test_positions_read_from_notation():
    """The lessons' kind of start: a position read back from its notation (no reach kept,
    as ``parse_position`` makes it)."""
    game = make_game("dra")
    for text in ("N..N.N/....../....S./..S.../SS...S S move hand=0,0 captured=9,7 quiet=0 "
                 "turns=30 first=S",
                 "N..N.N/....../....S./..S.../SSS..S S remove hand=0,0 captured=9,6 quiet=0 "
                 "turns=30 first=S",
                 "NNSS.S/S..NN./NN.S.S/S.SN../SNS.NN N place hand=2,2 captured=0,0 quiet=0 "
                 "turns=20 first=N"):
        start = game.parse_position(text)
        for seed in range(5):
            same_game(start, seed)
            same_game(start, seed, 3)


def test_a_finished_game_plays_nothing():
    game = make_game("dra")
    last = same_game(game.initial_state(), 8).state
    assert last.playout(random.Random(0).random) == (last, 0, 0)
    assert game.initial_state().playout(random.Random(0).random, 0).moves == 0


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), quiet_limit=st.integers(10, 1000),
       turn_limit=st.integers(1, 400), first=st.integers(0, 1), walk=st.integers(0, 120),
       cut=st.integers(0, 400))
def test_the_same_game_from_random_states(seed, quiet_limit, turn_limit, first, walk, cut):
    """Any option, turn limit, start met along a game and cut: the same game."""
    game = make_game("dra", {"quiet_limit": quiet_limit})
    game.turn_limit = turn_limit
    states = states_of(game.initial_state(first), seed)
    start = states[min(walk, len(states) - 1)]
    same_game(start, seed + 1)
    same_game(start, seed + 2, cut)
