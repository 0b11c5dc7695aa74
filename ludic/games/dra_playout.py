"""Dra's playout shortcut: a whole random game on plain ints, one state made at the end.

:meth:`ludic.games.dra.DraState.playout` hands its work to :func:`playout` here. The
protocol's loop (:meth:`ludic.model.protocol.State.playout`) plays ``state.play_at(draw())``
until the game ends, making a :class:`~ludic.games.dra.DraState` (an object, its 11-field
tuple, the next player's reach) per move; this loop keeps the position in local variables
and makes one state, the last.

How it holds the position
-------------------------
* ``x`` and ``y``: the pieces of the player to move and of the other, as the 30-bit masks of
  :mod:`ludic.games.dra` (bit ``i`` = square ``i``); they swap when the turn passes, and
  ``turn`` says whose ``x`` is. The rest are the state tuple's ints: hands, captures, the
  phase, ``quiet`` and ``turns``.
* In the movement phase, which of the two draws of ``play_at`` the state would make:
  ``reach`` is true when the state would have kept its reach (the four direction masks of
  :func:`~ludic.games.dra._reach`, held in ``up``, ``down``, ``right``, ``left``), else
  ``masks`` holds its legal steps (:func:`~ludic.games.dra._step_masks`).

Why it plays the same game
--------------------------
It calls ``draw()`` once per move and turns the number into a move exactly as ``play_at``
does for the state the step-by-step loop would be at:

* Placement (D2): ``legal_moves()[int(f * n)]``, the placements by square, or ``pass``
  when the mover has none (the house rule); the phase then passes as ``_after_placement``
  says (both hands empty, or nobody can place: the first placer moves first, D1).
* A step (D3) from a state with its reach: the ``k = int(f * n)``-th of the ``n`` reachable
  holes (by direction up, down, right, left, each by destination), and when that step makes
  a run of four, the ``int((f * n - k) * L)``-th of the ``L`` legal steps
  (``play_at``'s redraw). From a state without one (the first of its reachable holes is
  illegal, or the phase has just begun): ``int(f * L)``-th legal step (``move_at``).
* A removal (D3): the ``int(f * n)``-th of the opponent's ``n`` pieces, by square.

and it ends where the states end (D4): a side with fewer than three pieces, the mover
blocked, ``quiet_limit`` turns without a capture, or the level's turn limit, checked in the
order of ``DraState._resolve``; a state keeps its reach exactly when ``play`` would have
kept it (``_quiet_step`` and the removal branch of ``play``). The last state is made with
the same fields, and with its reach when it is live and had one, so its ``outcome``,
``notation`` and next ``play_at`` are those of the step-by-step game.
``tests/test_dra_playout.py`` and the conformance test play both loops from the same draws.

Both options of the level are covered: ``quiet_limit`` (D4) is read from the game, and
``match`` (D5) scores finished games, which the playout does not touch.

Measured
--------
``python tools/bench_compare.py d7a5c71 dra --cpu -r 5``: 1.79x playouts/s and 1.78x
moves/s (3,040 -> 5,450 playouts/s; load average 4.8-5.5 on the 2 cores), where the
step-by-step loop of the third pass stood at 1.10x-1.11x. The first version of this loop
made 1.67x and 1.66x (load 6.8); in one process, alternating three times, a game from the
start cost 160-177 us by it and 258-293 us by ``State.playout``. What goes is the state per
move (the object, its tuple packed and unpacked, the reach's tuple) and the calls of
``play_at``, ``outcome``, ``_quiet_step`` and ``_reach``; the bit operations of the step
and of the next reach are the same ones. A random game holds 24 placements, about 114
steps drawn from a reach, 5 from the legal steps and 13 removals.

Then, one process, fifteen alternations, median ratio: the reach in four ints rather than
a tuple, one lookup in :data:`EITHER` for a quiet step, :data:`SQUARE` for the lowest bit:
1.01x; one block for the next reach after a step and after a removal (no call of
``_reach``) and ``for`` over the moves: 1.03x. Placements and removals pick the ``k``-th
hole or piece by :func:`_kth`'s tables rather than dropping lower bits one by one (30
holes at the first placement). Tried and not kept: ``_placements`` and ``_kth`` written
out in the loop (1.06x on the placements alone, 1.01x on a game: not worth a second copy
of D2's test); ``int(f)`` as ``f // 1`` (a float ``k``, compared with ints: 0.96x with the changes
above, 1.00x once put back).
"""

from __future__ import annotations

from typing import Callable

from ludic.games.dra import (CAPTURE_PATTERNS, COLUMNS, FOUR_PATTERNS, FULL, LINE_MASK, MOVE,
                             NOT_F, PLACE, REMOVE, SIZE, DraState, _placements,
                             _step_masks, kth_step)
from ludic.model.protocol import Playout

LOW24 = FULL >> COLUMNS  # rows 1-4: the squares that have a square above them


def _select_table(offset: int) -> tuple[tuple[int, ...], ...]:
    """For each 10-bit pattern, the squares of its set bits (plus ``offset``), ascending."""
    return tuple(tuple(offset + b for b in range(10) if v >> b & 1) for v in range(1024))


#: The set squares of a 30-bit mask, ten bits at a time (:func:`_kth`).
SEL0, SEL1, SEL2 = _select_table(0), _select_table(10), _select_table(20)


def _kth(mask: int, k: int) -> int:
    """The square of the ``k``-th set bit of ``mask`` (from 0, lowest first): the ``k``-th
    placement or removal of ``legal_moves``, with three table lookups at most instead of
    dropping up to 29 lower bits one by one."""
    low = SEL0[mask & 1023]
    if k < len(low):
        return low[k]
    k -= len(low)
    mid = SEL1[(mask >> 10) & 1023]
    if k < len(mid):
        return mid[k]
    return SEL2[mask >> 20][k - len(mid)]


def _step_bits(offset: int) -> tuple[int, ...]:
    """By destination: the two bits a step from ``destination - offset`` changes."""
    return tuple((1 << d | 1 << (d - offset)) if 0 <= d - offset < SIZE else 0
                 for d in range(SIZE))


#: By destination, the bits of a step up, down, right, left (the directions of
#: :func:`~ludic.games.dra._step_masks`; a wrong-row neighbour is never in those masks).
UP_BITS, DOWN_BITS, RIGHT_BITS, LEFT_BITS = (_step_bits(o) for o in (COLUMNS, -COLUMNS, 1, -1))


#: The step's two bits by direction and destination, for :func:`~ludic.games.dra.kth_step`
#: (the pick ``move_at`` makes, by the same order).
STEPS_BITS = (UP_BITS, DOWN_BITS, RIGHT_BITS, LEFT_BITS)


def _live_steps(x: int, y: int, quiet: int, turns: int, quiet_limit: int,
                turn_limit: int) -> tuple[int, int, int, int] | None:
    """A movement state without its reach: the mover's legal steps (D3) as
    :func:`~ludic.games.dra._step_masks`, or ``None`` when the game is over there. The ends
    of D4 and the turn limit, as ``DraState._resolve`` tests them."""
    if x.bit_count() < 3 or y.bit_count() < 3 or quiet >= quiet_limit:
        return None
    masks = _step_masks(x, y)
    if not (masks[0] or masks[1] or masks[2] or masks[3]) or turns >= turn_limit:
        return None
    return masks


#: The square of a one-bit mask (``d = SQUARE[m & -m]`` is the lowest set bit of ``m``).
SQUARE = {1 << i: i for i in range(SIZE)}
#: For square ``d``: the patterns of :data:`~ludic.games.dra.FOUR_PATTERNS` and
#: :data:`~ludic.games.dra.CAPTURE_PATTERNS` together, so that a quiet step (most of them)
#: costs one lookup.
EITHER = tuple(four | capture for four, capture in zip(FOUR_PATTERNS, CAPTURE_PATTERNS))


def playout(state: DraState, draw: Callable[[], float], max_moves: int = 1_000_000,
            LINE_MASK=LINE_MASK, FOUR=FOUR_PATTERNS, CAPTURE=CAPTURE_PATTERNS, EITHER=EITHER,
            SQUARE=SQUARE, UP_BITS=UP_BITS, DOWN_BITS=DOWN_BITS, RIGHT_BITS=RIGHT_BITS,
            LEFT_BITS=LEFT_BITS, NOT_F=NOT_F, FULL=FULL, LOW24=LOW24) -> Playout:
    """Random moves from ``state`` until the game ends or ``max_moves`` are played, one
    ``draw()`` per move: the game ``State.playout`` plays (see the module docstring). The
    keyword arguments are constants bound as locals for speed."""
    if max_moves <= 0 or state.outcome() is not None:
        return Playout(state, 0, 0)
    game = state.game
    quiet_limit, turn_limit = game.quiet_limit, game.turn_limit
    b0, b1, h0, h1, c0, c1, turn, phase, quiet, turns, first = state._t
    x, y = (b1, b0) if turn else (b0, b1)
    moves = 0
    live = True
    # The movement phase's state: its reach in four ints (``reach`` true), or its legal steps
    reach = False
    up = down = right = left = 0
    masks = None

    if phase == PLACE:  # D2: one piece from hand at a time, making no line of three
        hx, hy = (h1, h0) if turn else (h0, h1)
        mine = _placements(x, y) if hx else 0
        while True:
            if turns >= turn_limit:
                live = False
                break
            if moves >= max_moves:
                break
            f = draw()
            moves += 1
            if mine:  # else: pass (D2, house rule)
                x |= 1 << _kth(mine, int(f * mine.bit_count()))
                hx -= 1
            turns += 1
            x, y, hx, hy, turn = y, x, hy, hx, 1 - turn
            if hx or hy:
                mine = _placements(x, y) if hx else 0
                if mine or (hy and _placements(y, x)):
                    continue
            # Both hands empty, or neither can place: the first placer moves first (D1).
            phase = MOVE
            if turn != first:
                x, y, hx, hy, turn = y, x, hy, hx, first
            masks = _live_steps(x, y, quiet, turns, quiet_limit, turn_limit)
            live = masks is not None
            break
        h0, h1 = (hy, hx) if turn else (hx, hy)
    elif phase == MOVE:
        if state._reach is not None:
            reach = True
            up, down, right, left = state._reach
        else:
            masks = _step_masks(x, y)

    # D3: steps, and the removal a line of three earns (``moves`` counts the move drawn; the
    # range is made once from the placements' count and the loop carries that count on, so
    # bugbear's B020 is wrong here)
    for moves in range(moves + 1, max_moves + 1) if live else ():  # noqa: B020
        f = draw()
        if phase == REMOVE:  # any piece of the opponent's (D3, Monod 6)
            y ^= 1 << _kth(y, int(f * y.bit_count()))
            if turn:
                c1 += 1
            else:
                c0 += 1
            turns += 1
            quiet = 0
            phase = MOVE
            x, y, turn = y, x, 1 - turn
            # D4: a side with fewer than three pieces; the turn limit
            if x.bit_count() < 3 or y.bit_count() < 3 or turns >= turn_limit:
                live = False
                break
        else:
            if reach:
                # play_at: the k-th reachable hole, tested for a run of four alone
                a = up.bit_count()
                b = a + down.bit_count()
                c = b + right.bit_count()
                f *= c + left.bit_count()
                k = int(f)
                if k < a:
                    dsts, bits, j = up, UP_BITS, k
                elif k < b:
                    dsts, bits, j = down, DOWN_BITS, k - a
                elif k < c:
                    dsts, bits, j = right, RIGHT_BITS, k - b
                else:
                    dsts, bits, j = left, LEFT_BITS, k - c
                while j:
                    dsts &= dsts - 1
                    j -= 1
                d = SQUARE[dsts & -dsts]
                moved = x ^ bits[d]
                pattern = moved & LINE_MASK[d]
                if pattern not in EITHER[d]:
                    capture = False  # the most frequent step: no line, no run of four
                else:
                    if pattern in FOUR[d]:
                        # a run of four is illegal (D3): play_at draws again among the legal
                        d, step = kth_step(*_step_masks(x, y), f - k, STEPS_BITS)
                        moved = x ^ step
                        pattern = moved & LINE_MASK[d]
                    capture = pattern in CAPTURE[d]
            else:
                d, step = kth_step(*masks, f, STEPS_BITS)
                moved = x ^ step
                capture = moved & LINE_MASK[d] in CAPTURE[d]
            if capture:
                # a line of exactly three: the same player now removes a piece (D3)
                x = moved
                phase = REMOVE
                reach = False
                continue
            quiet += 1
            turns += 1
            x, y, turn = y, moved, 1 - turn
            if quiet >= quiet_limit or turns >= turn_limit:  # D4's quiet end, the turn limit
                live = False
                break
        # The reach of the player now to move (dra._reach, inline): kept when its first
        # hole is a legal step, else the state computes its legal steps.
        empty = FULL ^ (x | y)
        up = empty & ((x & LOW24) << 6)
        down = empty & (x >> 6)
        right = empty & ((x & NOT_F) << 1)
        left = empty & (x >> 1) & NOT_F
        if up:
            d = SQUARE[up & -up]
            bits = UP_BITS
        elif down:
            d = SQUARE[down & -down]
            bits = DOWN_BITS
        elif right:
            d = SQUARE[right & -right]
            bits = RIGHT_BITS
        elif left:
            d = SQUARE[left & -left]
            bits = LEFT_BITS
        else:
            live = False  # blocked (D4)
            break
        if (x ^ bits[d]) & LINE_MASK[d] in FOUR[d]:
            reach = False
            masks = _live_steps(x, y, quiet, turns, quiet_limit, turn_limit)
            if masks is None:
                live = False
                break
        else:
            reach = True

    b0, b1 = (y, x) if turn else (x, y)
    last = DraState(game, (b0, b1, h0, h1, c0, c1, turn, phase, quiet, turns, first))
    if live and reach and phase == MOVE:
        last._reach = (up, down, right, left)  # play_at draws from it, as in the other game
        last._outcome = None
    return Playout(last, moves, moves)
