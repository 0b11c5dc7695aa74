"""The playout shortcut of Sig (El Oued), the race: a whole random playout on mutable data
(issue 12), the game :meth:`SigRaceState.playout` plays.

Every move of the race is a throw (S3: the count's moves are compulsory, never a choice), and
:meth:`ludic.model.protocol.State.playout` makes a new immutable
:class:`~ludic.games.sig_race.SigRaceState` for each one, even for a throw that only folds
into a pending sig of six or twelve. :func:`playout` plays the same throws on local variables
and makes one state, at the end.

How the position is held
------------------------
The state's fields, unpacked: ``t`` (who throws), ``code`` (the pending combination as a
:data:`~ludic.games.sticks.PENDING_CODE`), ``turns``, ``extra``, ``places``, and each seat's
piece in play and its point as two **lists** changed in place (``piece``: 0 father, 1 djinn,
2 mother, 3 all on Mecca; ``point``: 0 while the piece waits to enter).

Why it is the same game
-----------------------
Each step does what ``play_at`` does with the same fraction, line for line against
``SigRaceState.play`` and ``_after_count``: the throw is
``bisect_right(sticks.cumulative, fraction)``; it is folded by ``sticks.fast``, the table
``sticks.fold`` is made from (``first_turn`` False, as ``play`` asks); a complete count is spent
by the module's own table of walks (``_TABLE``, S4-S6); opponents passed go back to square 1
(S7); a player who brings the mother to Mecca takes the next place (S8) and gets no extra
throw, a sig gives one (K2); the next seat still racing throws; the game's own ``_outcome``
says when it ends (S8, the turn limit). Every option of the level (``polished_probability``,
``six_twelve_always_sig``, ``play_for_places``, 2-6 players) goes through those same tables
and that same function, so there is no fallback. ``tests/test_conformance.py`` and
``tests/test_sig_race_playout.py`` play both loops from the same draws and compare.

Measured
--------
``python tools/bench_compare.py d7a5c71 sig-el-oued --cpu -r 5`` (two players, load average
about 6 on two cores): 3.76x playouts/s and 3.75x moves/s (2,290 -> 8,590 playouts/s, 703k ->
2,638k moves/s); before the shortcut, 1.14x. In one process (CPU time, four rounds of 150
playouts alternating), the shortcut against the step-by-step loop of the same code: 3.23x
moves/s with two players, 3.17x with six.
"""

from __future__ import annotations

from bisect import bisect_right
from typing import Callable

from ludic.games.sig_race import _SQUARE, _TABLE, ALL_HOME, SigRaceState
from ludic.games.sticks import ALL_PENDING, PENDING_CODE
from ludic.model.protocol import Playout


def playout(state: SigRaceState, draw: Callable[[], float],
            max_moves: int = 1_000_000) -> Playout:
    """:meth:`State.playout` from ``state``: the same throws from the same draws, one state
    made at the end."""
    game = state.game
    if state._outcome is not None or max_moves <= 0:
        return Playout(state, 0, 0)
    cumulative = game.sticks.cumulative
    fast = game.sticks.fast
    limit = game.turn_limit
    n_seats = game.num_players
    t, code, turns, extra, places = (state.turn, PENDING_CODE[state.pending], state.turns,
                                     state.extra, state.places)
    piece, point = list(state.piece), list(state.point)
    outcome = None
    moves = 0
    while moves < max_moves:
        moves += 1
        # a throw (K1), folded into the pending combination (K2-K4); first_turn False as in play
        code, count, sig, again = fast[(code * 7 + bisect_right(cumulative, draw())) * 2]
        if count < 0:
            continue  # a follow-up is due (K3, K4)
        # the count spent by the piece in play (S4-S6): where it ends, whom it passed
        done, point[t], passed, _ = _TABLE[piece[t], point[t], count, sig]
        piece[t] = done
        if passed:  # opponents passed go back to square 1 (S7)
            for o, q in enumerate(point):
                if q > 1 and o != t and passed >> _SQUARE[q] & 1:
                    point[o] = 1
        if done == ALL_HOME:
            places += (t,)  # all three on Mecca: the next place (S8), no extra throw
        elif again:
            extra = True  # a sig: the same player throws again (K2)
            continue
        turns += 1
        extra = False
        nxt = (t + 1) % n_seats
        while piece[nxt] == ALL_HOME and nxt != t:
            nxt = (nxt + 1) % n_seats
        if done == ALL_HOME or turns >= limit:
            outcome = game._outcome(piece, places, turns)
        t = nxt
        if outcome is not None:
            break
    return Playout(SigRaceState(game, t, ALL_PENDING[code], tuple(piece), tuple(point), turns,
                                extra, places, outcome), moves, 0)
