"""Dra invariants over random legal games (hypothesis), checked against a slow reference.

The reference reads a state only through its public accessors and applies the rule book
square by square, so it shares no code with the bitmask move generator of ``ludic.games.dra``.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from ludic.games.dra import DraState, _step_counts
from ludic.model.protocol import Termination
from ludic.model.registry import make_game

GAME = make_game("dra")
SHORT = make_game("dra", {"quiet_limit": 10})
SQUARES = [f"{c}{r}" for r in range(1, 6) for c in "abcdef"]


def neighbours(sq):
    c, r = "abcdef".index(sq[0]), int(sq[1])
    for dc, dr in ((0, 1), (0, -1), (1, 0), (-1, 0)):
        if 0 <= c + dc < 6 and 1 <= r + dr <= 5:
            yield "abcdef"[c + dc] + str(r + dr)


def runs_through(own: set, sq: str) -> tuple[int, int]:
    """Length of the row run and of the column run of ``own`` through ``sq``."""
    c, r = "abcdef".index(sq[0]), int(sq[1])
    lengths = []
    for dc, dr in ((1, 0), (0, 1)):
        n = 1
        for sign in (1, -1):
            k = 1
            while True:
                cc, rr = c + sign * k * dc, r + sign * k * dr
                if not (0 <= cc < 6 and 1 <= rr <= 5) or f"{'abcdef'[cc]}{rr}" not in own:
                    break
                n += 1
                k += 1
        lengths.append(n)
    return lengths[0], lengths[1]


def longest(own: set) -> int:
    return max((max(runs_through(own, sq)) for sq in own), default=0)


def pieces(state: DraState, seat: int) -> set:
    return {sq for sq in SQUARES if state.piece_at(sq) == seat}


def placements(state, seat):
    if state.in_hand(seat) == 0:
        return set()
    own, empty = pieces(state, seat), {sq for sq in SQUARES if state.piece_at(sq) is None}
    return {sq for sq in empty if max(runs_through(own | {sq}, sq)) < 3}


def reference_moves(state: DraState) -> set[str]:
    me = state.current_player
    own, opp = pieces(state, me), pieces(state, 1 - me)
    if state.pending_removal:
        return {"x" + sq for sq in opp}
    if state.phase == "placement":
        mine = placements(state, me)
        if mine:
            return mine
        assert placements(state, 1 - me), "placement phase where nobody can place (D2)"
        return {"pass"}
    moves = set()
    for src in own:
        for dst in neighbours(src):
            if state.piece_at(dst) is None and max(runs_through(own - {src} | {dst}, dst)) <= 3:
                moves.add(f"{src}-{dst}")
    return moves


def check_state(state: DraState) -> None:
    for seat in (0, 1):
        assert state.on_board(seat) + state.in_hand(seat) + state.captured(1 - seat) == 12
        assert longest(pieces(state, seat)) <= 3, "a line of four or more (D3)"
        if state.phase == "placement":
            assert longest(pieces(state, seat)) <= 2, "a line while placing (D2)"
    if state.phase == "movement" and not state.pending_removal:
        assert state.quiet < state.quiet_limit or state.is_over


def play_game(game, rng, first, max_moves=5000):
    state = game.initial_state(first)
    for _ in range(max_moves):
        choice = rng.randrange(1 << 30)
        check_state(state)
        outcome = state.outcome()
        if outcome is not None:
            return state
        moves = state.legal_moves()
        assert len(set(moves)) == len(moves)
        assert {str(m) for m in moves} == reference_moves(state)
        move = moves[choice % len(moves)]
        transition = state.apply(move)
        after = transition.state
        assert after == state.play(move)
        assert game.parse_position(after.notation()) == after
        if move.kind == "step":
            made = 3 in runs_through(pieces(after, state.current_player), move.dst_name)
            assert after.pending_removal == made
            assert after.current_player == (state.current_player if made
                                            else 1 - state.current_player)
            lines = [e for e in transition.effects if e.kind == "line"]
            assert len(lines) == sum(n == 3 for n in runs_through(
                pieces(after, state.current_player), move.dst_name))
        if move.kind == "remove":
            assert after.captured(state.current_player) == state.captured(
                state.current_player) + 1
            assert after.quiet == 0
        state = after
    check_state(state)
    return state


def check_end(state: DraState) -> None:
    outcome = state.outcome()
    if outcome is None:
        return
    assert state.legal_moves() == ()
    c0, c1 = state.captured(0), state.captured(1)
    assert outcome.scores == (c0, c1)
    kind = outcome.termination
    if kind is not Termination.TURN_LIMIT:
        assert outcome.winner == (None if c0 == c1 else 0 if c0 > c1 else 1)
    reduced = min(state.on_board(0), state.on_board(1)) < 3
    blocked = not reference_moves(state) if state.phase == "movement" else False
    quiet = state.quiet >= state.quiet_limit
    # each kind of end says which of D4's ends it was (the turn limit is the house rule's)
    assert {Termination.TOO_FEW_PIECES: reduced, Termination.BLOCKED: blocked,
            Termination.NO_CAPTURE: quiet, Termination.TURN_LIMIT: True}[kind], kind


@settings(max_examples=150, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(0, 1))
def test_random_games_keep_every_invariant(rng, first):
    end = play_game(GAME, rng, first)
    assert end.is_over
    check_end(end)


@settings(max_examples=80, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(0, 1))
def test_random_games_with_a_short_quiet_limit(rng, first):
    end = play_game(SHORT, rng, first)
    assert end.is_over
    check_end(end)
    if "turns have passed" in end.outcome().reason:
        assert end.quiet == 10


@settings(max_examples=400, deadline=None)
@given(st.integers(0, (1 << 30) - 1), st.integers(0, (1 << 30) - 1))
def test_step_counts_match_the_steps_counted_one_by_one(x, y):
    """``_step_counts`` (the computer's mobility and threats, counted on bitmasks) against
    the rule applied square by square: every legal step (D3) and those that make a line."""
    y &= ~x
    own = {SQUARES[i] for i in range(30) if x >> i & 1}
    taken = own | {SQUARES[i] for i in range(30) if y >> i & 1}
    steps = lines = 0
    for src in own:
        for dst in neighbours(src):
            if dst in taken:
                continue
            runs = runs_through(own - {src} | {dst}, dst)
            if max(runs) <= 3:
                steps += 1
                lines += 3 in runs
    assert _step_counts(x, y) == (steps, lines)
