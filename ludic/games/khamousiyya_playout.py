"""Khamousiyya's playout shortcut: a whole random game on local variables (issue 12).

``State.playout`` plays a random game as ``state = state.play_at(draw())`` until it ends, and
each of those moves makes a new :class:`~ludic.games.khamousiyya.KhamousiyyaState` (eleven
slots, a copy of the pattern list ``ks``) and asks it ``outcome()``. A game of Khamousiyya is
long (about 1,300 moves on 7x7, 400 on 5x5), so :func:`make_playout` gives each game's state
class its own ``playout``: one loop that keeps the position in local variables and makes one
state, at the end.

How it holds the position
-------------------------
The fields of a state, unpacked: ``own``/``opp`` (bitboards of the mover ``m`` and of the
other), ``stage``, ``aux``, ``info`` (the packed first player, H’ajeb used, jeu bouché,
hands and captures), ``turns``, the legal moves ``legal`` (a tuple, as ``legal_moves()``
gives it) and ``ks``, the board as row and column patterns (see
``_Tables._pattern_tables``), here one list copied once from the start state and then
changed in place (a step XORs three of its entries, a capture two more per piece).

Why it plays the same game
--------------------------
* The move: ``legal[int(draw() * len(legal))]``, which is ``move_at`` (Khamousiyya's
  ``play_at`` is the protocol's ``play(move_at(fraction))``): one ``draw()`` a move, and every
  move is a decision (the game has no chance), so the decisions are the moves.
* The end: the loop stops when ``legal`` is empty, which is when ``outcome()`` is not ``None``
  (the state's rule: no legal move, the game is over), or after ``max_moves``.
* The moves after a move: the hot case, a step ending the turn in the movement phase (H3),
  builds the next mover's steps inline from the same pattern tables and in the same order as
  ``_Tables.steps_of``, adds ``hajeb`` on the same condition (H6) and ends the game at the
  same turn limit (H5); every other stage asks the very function the states use,
  ``khamousiyya._generate``.
* The move itself: a step or queen move is played here line for line as
  ``KhamousiyyaState._step`` plays it (H3, H4 captures and going on, H6 series); every other
  move (placement H2, stop, pass H5, H’ajeb and its words and removals H6) by the very
  function the states use, ``khamousiyya._other_move``.
* The last state is made by the state's own constructor ``_make`` from the fields, so its
  legal moves, outcome and notation are the step-by-step loop's.

``tests/test_conformance.py`` plays both loops from the same draws on every level, and
``tests/test_khamousiyya_playout.py`` on both boards, either first player, with and without
jeu bouché, from positions of every stage (H’ajeb and the ring owed open included).

Measured with ``python tools/bench_compare.py d7a5c71 khamousiyya khamousiyya-5x5 --cpu -r 5``,
three runs with the machine loaded (load average 5-6 on 2 cores): playouts/s 1.49x, 1.35x
and 1.35x on 7x7 (moves/s 1.52x, 1.36x, 1.36x; e.g. 367 -> 495 playouts/s), 1.63x, 1.40x
and 1.50x on 5x5 (moves/s the same; e.g. 1,400 -> 2,106); a run before ``KMove.hot``
1.36x/1.38x and 1.44x/1.44x. In one process a move costs about 1.5 us on 7x7
(2.2-2.3 us step by step): building the next mover's steps from the pattern tables is a
third of it, the draw and the pick 0.13 us, the three pattern updates 0.14 us. Tried and
not kept: the pattern entries unpacked into fourteen locals before the build, as
``_fast_play`` does (0.96x on 7x7, 1.04x on 5x5: nothing). The AI's search does not use
playouts; its fixed-depth positions/s against bfa5d63 (``--search --cpu -r 3``): 0.98x and
1.04x, noise.
"""

from __future__ import annotations

from functools import cache
from typing import Any, Callable

from ludic.games import khamousiyya as K
from ludic.model.protocol import Playout

_SOURCE = """
def playout(self, draw, max_moves=1_000_000):
    legal = self._moves
    if not legal or max_moves < 1:
        return Playout(self, 0, 0)
    m, own, opp = self.current_player, self.own, self.opp
    stage, aux, info, turns = self.stage, self.aux, self.info, self.turns
    ks = self.ks[:]
    # the seat that may still declare H’ajeb (H6): the second player while it is open
    hajeb = -1 if info & USED else 1 - (info & 1)
    for played in range(max_moves):
        if not legal:
            break
        move = legal[int(draw() * len(legal))]
        if move.plain:  # an orthogonal step to a neighbour (H3)
            sd, i1, d1, i2, d2, i3, d3, row, r, column, c = move.hot[m]
            own ^= sd
            ks[i1] ^= d1
            ks[i2] ^= d2
            ks[i3] ^= d3
            may_capture = row[ks[r]] or column[ks[c]]
        elif move.kind == STEP:  # a queen move of the H’ajeb series (H6)
            own ^= move.sd
            for i, delta in move.kd[m]:
                ks[i] ^= delta
            may_capture = True
        else:  # placement, stop, pass, H’ajeb and its words, removals
            m, own, opp, stage, aux, info, turns = other_move(
                T, move, m, own, opp, ks, stage, aux, info, turns)
            legal = generate(T, LIMIT, BOUCHE, m, own, opp, ks, stage, aux, info, turns)
            hajeb = -1 if info & USED else 1 - (info & 1)
            continue
        # the rest of KhamousiyyaState._step
        if may_capture:
            # H4: each opponent sandwiched between the moved piece and another of the mover
            cap = 0
            for mid, far in move.sw:
                if opp & mid and own & far:
                    cap |= mid
            if cap:
                opp ^= cap
                code = 2 - m
                for i in bits(cap):
                    r, ru, c, cu = CELL_KEYS[i]
                    ks[r] ^= ru * code
                    ks[c] ^= cu * code
                info += CAPTURED[1 - m] * cap.bit_count()
                if stage == H_SERIES:  # H6: the second player decides, or the settlement
                    more = queen_captures(T, own, opp, FULL & ~(own | opp), True)
                    m, own, opp = 1 - m, opp, own
                    stage, aux = (H_DECIDE, 0) if more else (H_REMOVE, 2)
                    legal = generate(T, LIMIT, BOUCHE, m, own, opp, ks, stage, aux, info, turns)
                    continue
                if not opp:  # H5: the last piece is taken
                    m, own, opp = 1 - m, opp, own
                    stage, aux, info, turns = MOVEMENT, 0, info & NOT_DUTY, turns + 1
                    legal = ()
                    continue
                if can_go_on(move, own, opp, FULL & ~(own | opp)):  # H4 going on
                    stage, aux = GOING_ON, move.dst
                    legal = generate(T, LIMIT, BOUCHE, m, own, opp, ks, stage, aux, info, turns)
                    continue
        # the turn ends and the other player moves (_movement_moves, written out; both
        # players have pieces here)
        m, own, opp = 1 - m, opp, own
        stage = MOVEMENT
        aux = 0
        info &= NOT_DUTY
        turns += 1
        if turns >= LIMIT:  # H5: the turn limit
            legal = ()
            continue
        if m:
            legal = (STEPS1)
        else:
            legal = (STEPS0)
        if legal:
            if m == hajeb and enclosure(T, own, opp):  # H6
                legal += (HAJEB,)
        elif BOUCHE:  # H5: jeu bouché, the blocked player passes
            legal = PASS_ONLY
    else:
        played = max_moves
    p0, p1 = (opp, own) if m else (own, opp)
    return Playout(self._make(p0, p1, ks, m, stage, aux, info, turns), played, played)
"""


def make_playout(cls: type, T: Any, limit: int, bouche: bool) -> Callable:
    """The ``playout`` of one game's state class (board ``T``, turn limit, jeu bouché).

    The source above is written out for the board size, with the next mover's steps spelt
    out as in ``khamousiyya._fast_play`` (``(*G1_0[ks[0]], *G1_1[ks[1]], ...)``, the tuple
    ``_Tables.steps_of`` builds with ``sum(map(...))``, which CPython runs twice as slowly).
    It is compiled once per board size (:func:`_playout_code`); each game runs that code in a
    namespace of its own (its tables, turn limit and jeu bouché).
    """
    namespace: dict[str, Any] = {
        "Playout": Playout, "T": T, "LIMIT": limit, "BOUCHE": bouche, "FULL": T.full,
        "CELL_KEYS": T.cell_keys, "bits": T.bits, "CAPTURED": K._CAP, "USED": K._USED,
        "NOT_DUTY": ~K._DUTY, "STEP": K.STEP, "MOVEMENT": K.MOVEMENT, "GOING_ON": K.GOING_ON,
        "H_SERIES": K.H_SERIES, "H_DECIDE": K.H_DECIDE, "H_REMOVE": K.H_REMOVE,
        "HAJEB": K.HAJEB_MOVE, "PASS_ONLY": K._PASS_ONLY, "generate": K._generate,
        "other_move": K._other_move, "queen_captures": K._queen_captures,
        "can_go_on": K._can_go_on, "enclosure": K._enclosure_bits}
    for m in (0, 1):
        for i, table in enumerate(T.gen[m]):
            namespace[f"G{m}_{i}"] = table
    exec(_playout_code(T.n), namespace)
    return namespace["playout"]


@cache
def _playout_code(n: int):
    """The compiled source of :func:`make_playout` for an ``n`` x ``n`` board, compiled once
    per process (compiling it took 0.9 ms for every game made)."""
    source = _SOURCE
    for m in (0, 1):
        source = source.replace(f"STEPS{m}", ", ".join(
            f"*G{m}_{i}[ks[{i}]]" for i in range(2 * n)))
    return compile(source, f"<khamousiyya playout {n}x{n}>", "exec")
