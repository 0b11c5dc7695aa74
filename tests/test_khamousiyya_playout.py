"""Khamousiyya's playout shortcut (``ludic/games/khamousiyya_playout.py``) plays the very game
the protocol's step-by-step loop (``state = state.play_at(draw())``) plays from the same draws.

On both boards, either first player (H7), with and without jeu bouché (H5), with short turn
limits (H5), and from starting positions of every stage: placement (H2), movement, going on
(H4), each stage of H’ajeb (H6) and the ring owed open under jeu bouché (H5). The shortcut
draws nothing itself, so the same draws must give the same moves, the same last state and
the same number of ``draw()`` calls."""

from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ludic.games.khamousiyya import Khamousiyya, KhamousiyyaState
from ludic.model.protocol import State
from ludic.model.registry import load_level

LEVELS = ("khamousiyya", "khamousiyya-5x5")
OPTIONS = ({}, {"jeu_bouche": True})


def make(level_id, options, turn_limit=None):
    level = load_level(level_id)
    if turn_limit is not None:
        level = dataclasses.replace(level, turn_limit=turn_limit)
    return Khamousiyya(level, options)


def step_by_step(state, draw, max_moves=1_000_000):
    """The protocol's loop, with the notation of every state it reaches."""
    seen = []
    while len(seen) < max_moves and state.outcome() is None:
        state = state.play_at(draw())
        seen.append(state.notation())
    return state, seen


def same_game(start, seed, max_moves=1_000_000):
    """Play from ``start`` with both loops on ``Random(seed)`` and compare everything."""
    calls = []
    source = random.Random(seed).random

    def draw():
        calls.append(None)
        return source()

    last, moves, decisions = start.playout(draw, max_moves)
    want, seen = step_by_step(start, random.Random(seed).random, max_moves)
    where = (start.notation(), seed, max_moves)
    assert last.notation() == want.notation(), where
    assert last == want and last.legal_moves() == want.legal_moves(), where
    assert moves == decisions == len(seen) == len(calls), where
    assert last.outcome() == want.outcome(), where
    if moves == 0:
        assert last is start
    return seen


def positions_by_stage(game, games=6, seed=0):
    """One starting position per stage met in a few seeded random games (the first of each),
    keyed by the notation's stage and jeu bouché fields."""
    found = {}
    rng = random.Random(seed)
    for k in range(games):
        state = game.initial_state(k % 2)
        while state.outcome() is None:
            words = {str(m) for m in state.legal_moves()}
            key = (state.stage_name, state.blocked_seat is not None, "pass" in words,
                   "hajeb" in words)
            found.setdefault(key, state)
            state = state.play_at(rng.random())
    return found


def test_the_shortcut_is_installed_and_is_no_state_loop():
    game = make("khamousiyya", {})
    assert game.state_class.playout is not State.playout
    assert type(game.initial_state()).playout is game.state_class.playout
    # the states of each game (board size, turn limit, option) get their own compiled loop
    other = make("khamousiyya-5x5", {"jeu_bouche": True})
    assert other.state_class.playout is not game.state_class.playout
    assert KhamousiyyaState.playout is State.playout


@pytest.mark.parametrize("level_id", LEVELS)
def test_the_compiled_code_is_shared_and_each_game_keeps_its_own_rules(level_id):
    """The fast ``play`` and ``playout`` are compiled once per board size and process, not
    for every game made; each game runs that code with its own state class, turn limit (H5)
    and jeu bouché (H5). A game made after games of other rules plays, from the same draws,
    the very moves of one made before them, and not those of the others."""
    def moves(game, seed):
        last, played, _ = game.initial_state().playout(random.Random(seed).random)
        return last.notation(), played

    first = make(level_id, {}, turn_limit=60)
    others = (make(level_id, {}), make(level_id, {"jeu_bouche": True}, turn_limit=61))
    again = make(level_id, {}, turn_limit=60)
    for name in ("play", "playout"):
        code = getattr(first.state_class, name).__code__
        assert all(getattr(g.state_class, name).__code__ is code for g in (*others, again))
    other_size = make(LEVELS[level_id == LEVELS[0]], {})
    assert other_size.state_class.play.__code__ is not first.state_class.play.__code__
    assert type(again.initial_state().play_at(0.5)) is again.state_class
    for seed in range(3):
        notation, played = moves(again, seed)
        assert (notation, played) == moves(first, seed)
        assert again.parse_position(notation).turns == 60  # its own limit, not 61 or none
        assert all(moves(g, seed)[0] != notation for g in others)
        assert same_game(again.initial_state(), seed)


@pytest.mark.parametrize("level_id", LEVELS)
@pytest.mark.parametrize("options", OPTIONS, ids=("default", "jeu_bouche"))
def test_same_game_from_every_stage(level_id, options):
    game = make(level_id, options)
    starts = positions_by_stage(game, games=8 if options else 4)
    stages = {key[0] for key in starts}
    assert stages == {"placement", "movement", "going-on", "hajeb-decide", "hajeb-series",
                      "hajeb-remove2", "hajeb-remove1", "hajeb-cede"}
    assert any(key[3] for key in starts), "no position offering H’ajeb"
    if options:  # H5 jeu bouché: a blocked player's pass, and the ring owed open after it
        assert any(key[2] for key in starts) and any(key[1] for key in starts), starts.keys()
    for k, start in enumerate(starts.values()):
        for seed in range(2):
            same_game(start, 100 * k + seed)
        same_game(start, k, max_moves=1 + 5 * k)


@pytest.mark.parametrize("level_id", LEVELS)
@pytest.mark.parametrize("first", (0, 1))
@pytest.mark.parametrize("options", OPTIONS, ids=("default", "jeu_bouche"))
def test_same_whole_games_either_first_player(level_id, first, options):
    game = make(level_id, options)
    ends = set()
    for seed in range(6):
        seen = same_game(game.initial_state(first), seed)
        ends.add(game.parse_position(seen[-1]).outcome().rule)
    assert ends == {"H5"}


@pytest.mark.parametrize("level_id", LEVELS)
@pytest.mark.parametrize("limit", (1, 12, 13, 40))
def test_same_game_under_short_turn_limits(level_id, limit):
    """H5: the limit stops the game during placement (1; 12 and 13 on 7x7, whose placement
    takes 24 turns), right at its end (12 on 5x5, 12 turns) or in the movement phase (13 on
    5x5, 40), a draw unless the mover is blocked."""
    for options in OPTIONS:
        game = make(level_id, options, turn_limit=limit)
        for seed in range(3):
            seen = same_game(game.initial_state(seed % 2), seed)
            assert game.parse_position(seen[-1]).turns <= limit


def test_no_move_from_a_finished_game_or_with_no_budget():
    game = make("khamousiyya-5x5", {})
    start = game.initial_state()
    assert start.playout(random.Random(0).random, 0) == (start, 0, 0)
    last = start.playout(random.Random(0).random).state
    assert last.outcome() is not None
    calls = []
    assert last.playout(lambda: calls.append(None) or 0.5) == (last, 0, 0) and not calls


def test_the_start_state_is_left_alone():
    """The shortcut changes its own copy of the pattern list, never the start state's."""
    game = make("khamousiyya", {})
    start = game.initial_state()
    ks, text = start.ks[:], start.notation()
    start.playout(random.Random(3).random)
    assert start.ks == ks and start.notation() == text


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), walk=st.integers(0, 600),
       level_id=st.sampled_from(LEVELS), bouche=st.booleans(), first=st.integers(0, 1),
       cut=st.one_of(st.none(), st.integers(1, 300)))
def test_same_game_from_random_positions(seed, walk, level_id, bouche, first, cut):
    game = make(level_id, {"jeu_bouche": True} if bouche else {})
    rng = random.Random(seed)
    state = game.initial_state(first)
    for _ in range(walk):
        if state.outcome() is not None:
            break
        state = state.play_at(rng.random())
    same_game(state, seed + 1, 1_000_000 if cut is None else cut)
