"""What the computer knows about Khamousiyya (rule book ``khamousiyya.md``), 7x7 and 5x5.

A player wins by taking every enemy piece or leaving the enemy no move (H5), and pieces are
taken by sandwiching (H4). So a position is judged by:

* **pieces**: 100 points each, the difference of pieces lost by each side (placed or in hand
  alike: every piece in hand will be placed);
* **captures one step away** ("threats"): the player to move with a capturing step will take
  at least one piece (50 points plus 10 for each further one); the other side's threats
  count 15 each (the mover may answer only some of them);
* **mobility**: 3 points per legal step more than the opponent (a blocked side loses, H5).

During placement (H2) the same threat count, taken on the half-filled board, says whose
pieces stand open to a sandwich once the pieces move.

Ordering: capturing steps first, the ones taking most first; ``stop`` (end a going-on chain)
and ``yezzi`` last. A going-on capture (H4) is a free ply: the search does not count it as
depth, so a chain is always seen to its end. It reads the state's slots (``own``, ``opp``,
``ks``, ``stage``, ``info``) and the board tables ``state.T`` of
:mod:`ludic.games.khamousiyya` directly, for speed (read only).
"""

from __future__ import annotations

from ludic.ai.knowledge import Knowledge
from ludic.games.khamousiyya import GOING_ON, MOVEMENT, PLACEMENT, STEP, STOP, YEZZI

PIECE = 100.0
THREAT_TO_MOVE = 50.0
THREAT_OTHER = 15.0
MOBILITY = 3.0


def _captured_by(move, own_after: int, opp: int) -> int:
    """How many pieces a step takes (H4): ``own_after`` holds the moved piece."""
    n = 0
    for mid, far in move.sw:
        if opp & mid and own_after & far:
            n += 1
    return n


def _threat_count(steps, own: int, opp: int) -> tuple[int, int]:
    """(capturing steps, most pieces one of them takes) for the owner of ``own``."""
    count = best = 0
    for mv in steps:
        if opp & mv.near:
            n = _captured_by(mv, own ^ mv.sd, opp)
            if n:
                count += 1
                if n > best:
                    best = n
    return count, best


class KhamousiyyaKnowledge(Knowledge):
    node_scale = 1.0

    def key(self, state):
        return (state.own, state.opp, state.current_player, state.stage, state.aux,
                state.info)

    def free_ply(self, state) -> bool:
        return state.stage == GOING_ON

    def _steps(self, state, seat: int):
        T = state.T
        if state.stage == PLACEMENT:
            own = state.bitboard(seat)
            empty = T.full & ~(state.own | state.opp)
            from ludic.games.khamousiyya import _steps as plain_steps
            return plain_steps(T, own, empty)
        return T.steps_of(seat, state.ks)

    def evaluate(self, state, seat: int) -> float:
        m = state.current_player
        info = state.info
        lost_m = (info >> (24 + 8 * m)) & 255
        lost_o = (info >> (24 + 8 * (1 - m))) & 255
        score = PIECE * (lost_o - lost_m)
        own, opp = state.own, state.opp
        mine = self._steps(state, m)
        theirs = self._steps(state, 1 - m)
        my_threats, my_best = _threat_count(mine, own, opp)
        their_threats, _ = _threat_count(theirs, opp, own)
        if state.stage != PLACEMENT and my_threats:
            score += THREAT_TO_MOVE + 10.0 * (my_best - 1)
        elif my_threats:
            score += THREAT_OTHER * min(my_threats, 4)
        score -= THREAT_OTHER * min(their_threats, 4)
        score += MOBILITY * (len(mine) - len(theirs))
        return score if seat == m else -score

    def threats(self, state, seat: int) -> int:
        if state.stage == PLACEMENT or state.stage == MOVEMENT or state.stage == GOING_ON:
            own, opp = state.bitboard(seat), state.bitboard(1 - seat)
            return _threat_count(self._steps(state, seat), own, opp)[0]
        return 0

    def is_capture(self, state, move) -> bool:
        if move.kind != STEP:
            return False
        own, opp = state.own, state.opp
        return bool(opp & move.near) and _captured_by(move, own ^ move.sd, opp) > 0

    def order(self, state, moves) -> list:
        if state.stage not in (MOVEMENT, GOING_ON):
            return list(moves)
        own, opp = state.own, state.opp
        captures, quiet, last = [], [], []
        for mv in moves:
            kind = mv.kind
            if kind == STEP:
                if opp & mv.near:
                    n = _captured_by(mv, own ^ mv.sd, opp)
                    if n:
                        captures.append((-n, len(captures), mv))
                        continue
                quiet.append(mv)
            elif kind == STOP or kind == YEZZI:
                last.append(mv)
            else:
                quiet.append(mv)
        captures.sort()
        return [mv for _, _, mv in captures] + quiet + last
