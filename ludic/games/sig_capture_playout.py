"""The playout shortcut of Sig (El Oued Capture): a whole random playout on mutable data
(issue 12), the game :meth:`SigCaptureState.playout` plays.

:meth:`ludic.model.protocol.State.playout` plays ``state = state.play_at(draw())`` until the
game ends, and each step makes a new immutable :class:`~ludic.games.sig_capture.SigCaptureState`
with its tuples: half the moves of a game are throws (the sticks, K1-K4), and even a throw that
only folds into a pending sig of six or twelve costs a state. :func:`playout` plays the same
moves on local variables and makes one state, at the end.

How the position is held
------------------------
The fields of the state, unpacked: ``t`` (whose turn), ``code`` (the pending combination as a
:data:`~ludic.games.sticks.PENDING_CODE`), ``count``/``sig`` (a count waiting for a move, 0 at
a throw), ``turns``, ``extra`` (a throw again after a sig), and the position itself as two
**lists** changed in place: ``prog`` (each piece's progress on its circuit, -1 once captured)
and ``board`` (the piece on each square, -1 when empty), with ``unfreed`` the same bitmask as
the state's. At a decision, ``choices`` holds the legal moves as piece numbers (South 0-5,
North 6-11) in the order of :func:`~ludic.games.sig_capture._generate`, piece order and then
``-1`` for free all; the move objects (``PieceMove``) are never made.

Why it is the same game
-----------------------
Every step does what ``play_at`` does with the same fraction, line for line against
``SigCaptureState.play``:

* at a throw (``count == 0``): the throw is ``bisect_right(sticks.cumulative, fraction)``,
  folded by the same table ``sticks.fast`` (the same index, ``turns < 2`` for the C7 option);
  a complete count with at least one legal move waits for the player's decision, a count
  with none (or 0) is lost (C4 house rule, K5) and the turn passes, or the player throws
  again after a sig (K2);
* at a decision: the move is ``choices[int(fraction * len(choices))]``, as ``move_at`` takes
  it from the legal moves, which are listed in the same order; the piece moves ``count``
  steps and captures where it stops (C4, C5), or free all is played by the module's own
  :func:`~ludic.games.sig_capture._free_all`; the side that takes the last piece wins (C6),
  and the turn limit ends the game as ``play`` ends it.

Every option of the level is covered (``polished_probability`` in the cumulative table,
``six_twelve_always_sig`` and ``twelve_first_turn_only`` in the fold table and the
generation), so there is no fallback. The last state is made by
:func:`~ludic.games.sig_capture._state` with the legal moves that ``play`` would have given it.
``tests/test_conformance.py`` and ``tests/test_sig_capture_playout.py`` play both loops from
the same draws and compare every move's count, the last state and the outcome.

Measured
--------
``python tools/bench_compare.py d7a5c71 sig-el-oued-capture --cpu -r 5`` (load average 3-7
on two cores): 1.99x playouts/s and moves/s (5,760 -> 11,460 playouts/s, 737k -> 1,468k
moves/s); an earlier run of the first version, 1.74x; before the shortcut, 1.07-1.10x.
cProfile of the shortcut: the loop itself 52% of the time, :func:`_choices` 35% (it is
called at every complete count, about 70 times a game of 128 moves). In one process, 1,500
playouts a round, eight rounds alternating: walking the side's pieces as the tuple
``_OWN[t]`` instead of a ``range`` took 10% off (1.06 s -> 0.96 s); list comprehensions in
``_choices`` added 15% (CPython 3.11 calls a function for each), so the loops stay.
"""

from __future__ import annotations

from bisect import bisect_right
from typing import Callable

from ludic.games.sig_capture import (_CIRC2, _OWN, LOOP, SigCaptureState, _free_all,
                                     _free_all_plan, _generate, _state)
from ludic.games.sticks import THROWS
from ludic.model.protocol import Playout


def _choices(prog: list, unfreed: int, board: list, t: int, n: int, sig: bool) -> list:
    """The legal moves of count ``n`` as piece numbers, ``-1`` for free all: the very list
    of :func:`~ludic.games.sig_capture._generate`, in its order (C3, C4)."""
    circ = _CIRC2[t]
    own = _OWN[t]
    mine = unfreed >> 6 * t & 63
    out = []
    if sig or not mine:  # sig power frees a piece (C3), or every piece is freed already
        for i in own:
            p = prog[i]
            if p >= 0 and board[circ[p + n]] // 6 != t:  # not onto its own piece (C4)
                out.append(i)
        if sig and (n == 7 or n == 13) and mine & (mine - 1) and \
                _free_all_plan(prog, unfreed, board, t, n):
            out.append(-1)
    else:
        for i in own:
            p = prog[i]
            if p >= 0 and not unfreed >> i & 1 and board[circ[p + n]] // 6 != t:
                out.append(i)
    return out


def playout(state: SigCaptureState, draw: Callable[[], float],
            max_moves: int = 1_000_000) -> Playout:
    """:meth:`State.playout` from ``state``: the same moves from the same draws, one state
    made at the end."""
    game = state.game
    outcome = state._outcome
    if outcome is not None or max_moves <= 0:
        return Playout(state, 0, 0)
    cumulative = game.sticks.cumulative
    fast = game.fast
    limit = game.turn_limit
    t, code, count, sig = state.turn, state.code, state.count, state.sig
    turns, extra, unfreed = state.turns, state.extra, state.unfreed
    prog, board = list(state.prog), list(state.board)
    choices = _choices(prog, unfreed, board, t, count, sig) if count else None
    moves = decisions = 0
    while moves < max_moves:
        moves += 1
        if not count:
            # a throw (K1), folded into the pending combination (K2-K4)
            code, n, s, again = fast[(code * 7 + bisect_right(cumulative, draw())) * 2
                                     + (turns < 2)]
            if n < 0:
                continue  # a follow-up is due (K3, K4)
            if n:
                choices = _choices(prog, unfreed, board, t, n, s)
                if choices:
                    count, sig = n, s
                    continue
            # no move possible, or a count of 0: the count is lost (C4 house rule, K5)
        else:
            decisions += 1
            i = choices[int(draw() * len(choices))]
            circ = _CIRC2[t]
            if i < 0:  # free all (C4): every unfreed piece steps, front first; captures (C5)
                p_t, unfreed, b_t = _free_all(prog, unfreed, board, t, count)
                prog, board = list(p_t), list(b_t)
                victim = 0
                again = False
            else:  # one piece moves count steps (C4) and captures where it stops (C5)
                p = prog[i]
                dst = circ[p + count]
                prog[i] = (p + count) % LOOP
                unfreed &= ~(1 << i)
                victim = board[dst]
                board[circ[p]] = -1
                board[dst] = i
                if victim >= 0:
                    prog[victim] = -1
                    unfreed &= ~(1 << victim)
                again = sig and count == 1
            count, sig = 0, False
            base = 6 - 6 * t
            if victim >= 0 and max(prog[base:base + 6]) < 0:  # the last piece taken (C6)
                return Playout(_state(game, t, 0, 0, False, tuple(prog), unfreed,
                                      tuple(board), turns, False, (), game._win_outcome(t)),
                               moves, decisions)
        if again:
            extra = True  # a sig: the same player throws again (K2)
            continue
        turns += 1
        t = 1 - t
        extra = False
        if turns >= limit:
            outcome = game._turn_limit_outcome(turns)  # C6 house rule
            if outcome is not None:
                return Playout(_state(game, t, 0, 0, False, tuple(prog), unfreed,
                                      tuple(board), turns, False, (), outcome),
                               moves, decisions)
    prog_t, board_t = tuple(prog), tuple(board)
    legal = _generate(prog_t, unfreed, board_t, t, count, sig) if count else THROWS
    return Playout(_state(game, t, code, count, sig, prog_t, unfreed, board_t, turns, extra,
                          legal), moves, decisions)
