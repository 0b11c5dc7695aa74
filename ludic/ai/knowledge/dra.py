"""What the computer knows about Dra (rule book ``dra.md``).

The game is won by captures (D4: whoever captured more when it ends), and a capture comes
from a step that makes a line of exactly three (D3). So a position is judged by:

* **captures**: 100 points each, the difference between the two sides;
* **a removal owed** (the mover has just made a line and removes next): worth a capture;
* **lines one step away** ("threats"): steps that would make a line of three now. The player
  to move with one will capture next turn (60); the other side's threats are chances the
  mover must answer (25 each, counted up to three);
* **mobility**: 2 points per legal step more than the opponent (a blocked side ends the game,
  D4, and cramped pieces make no lines).

During placement (D2) no line can be made yet, so the same threat count measures how ready
each side's pieces are for the movement phase.

Ordering: steps that make a line first; removals of the opponent's most dangerous pieces
first (those that would step into a line, then those standing in such a line).
It reads the state's packed tuple ``_t`` and the move tables of :mod:`ludic.games.dra`
directly, for speed (read only). Mobility and threats are counted on the step masks
(``_step_counts``) rather than by building each side's moves and testing every one: the same
numbers, and 1.34x the positions searched per second (issue 12).
"""

from __future__ import annotations

from ludic.ai.knowledge import Knowledge
from ludic.games.dra import (CAPTURE_PATTERNS, K_REMOVE, K_STEP, LINE_MASK, MOVE, PLACE,
                             REMOVE, _step_counts, _steps)

CAPTURE = 100.0
OWED = 90.0
THREAT_TO_MOVE = 60.0
THREAT_OTHER = 25.0
MOBILITY = 2.0


def capturing_steps(x: int, y: int) -> list:
    """The steps of the owner of ``x`` that make a line of three (D3)."""
    out = []
    for move in _steps(x, y):
        if move[0] == K_STEP:
            d = move[2]
            if (x ^ move[3]) & LINE_MASK[d] in CAPTURE_PATTERNS[d]:
                out.append(move)
    return out


class DraKnowledge(Knowledge):
    node_scale = 1.0

    def __init__(self, game) -> None:
        super().__init__(game)
        self.quiet_near = game.quiet_limit - 12

    def key(self, state):
        t = state._t
        quiet = t[8] if t[8] >= self.quiet_near else 0
        return (t[0], t[1], t[2], t[3], t[4], t[5], t[6], t[7], quiet)

    def repetition_key(self, state):
        """The position without its counters (``quiet``, ``turns``): boards, hands,
        captures, whose turn and the phase."""
        return state._t[:8]

    def irreversible(self, before, after) -> bool:
        """A piece placed (D2: the hands only empty), a piece removed (D3: the captures
        only grow), or the movement begun (D2: placement never comes back, even where a
        player passes with pieces in hand) between ``before`` and ``after``: the hands,
        the captures and the phase are part of the position (``repetition_key``), so no
        position up to ``before`` can come back."""
        a, b = before._t, after._t
        return a[2:6] != b[2:6] or (a[7] == PLACE) != (b[7] == PLACE)

    def repetition_value(self, state, seat: int) -> float:
        """Coming back to a position takes the game towards its quiet limit (D4: after
        ``quiet_limit`` turns without a capture the game ends and the captures decide): so
        a repeated position is worth its captures as they stand, 100 points a piece (equal
        captures: 0, a draw), the evaluation's own measure of them."""
        t = state._t
        score = CAPTURE * (t[4] - t[5])
        return score if seat == 0 else -score

    def quiesce(self, state) -> bool:
        return state._t[7] == REMOVE

    def free_ply(self, state) -> bool:
        return state._t[7] == REMOVE

    def evaluate(self, state, seat: int) -> float:
        b0, b1, h0, h1, c0, c1, turn, phase, quiet, turns, first = state._t
        score = CAPTURE * (c0 - c1)
        if phase == REMOVE:
            score += OWED if turn == 0 else -OWED
            return score if seat == 0 else -score
        x, y = (b1, b0) if turn else (b0, b1)
        mine, mover_threats = _step_counts(x, y)
        theirs, other_threats = _step_counts(y, x)
        s = (THREAT_TO_MOVE if mover_threats else 0.0) + 5.0 * min(mover_threats, 4) \
            - THREAT_OTHER * min(other_threats, 3) + MOBILITY * (mine - theirs)
        score += s if turn == 0 else -s
        return score if seat == 0 else -score

    def threats(self, state, seat: int) -> int:
        t = state._t
        x, y = (t[1], t[0]) if seat else (t[0], t[1])
        return len(capturing_steps(x, y))

    def material(self, state, seat: int) -> int:
        """Captures ahead (D4: the player who captured more wins)."""
        return state.captured(seat) - state.captured(1 - seat)

    def mobility(self, state, seat: int) -> int | None:
        """The steps ``seat`` could make (movement phase only; None while placing)."""
        t = state._t
        if t[7] != MOVE:
            return None
        x, y = (t[1], t[0]) if seat else (t[0], t[1])
        return len(_steps(x, y))

    def is_capture(self, state, move) -> bool:
        if move[0] != K_STEP:
            return move[0] == K_REMOVE
        t = state._t
        x = t[1] if t[6] else t[0]
        d = move[2]
        return (x ^ move[3]) & LINE_MASK[d] in CAPTURE_PATTERNS[d]

    def order(self, state, moves) -> list:
        if not moves:
            return []
        t = state._t
        phase = t[7]
        turn = t[6]
        x, y = (t[1], t[0]) if turn else (t[0], t[1])
        if phase == MOVE:
            first, rest = [], []
            for move in moves:
                d = move[2]
                if (x ^ move[3]) & LINE_MASK[d] in CAPTURE_PATTERNS[d]:
                    first.append(move)
                else:
                    rest.append(move)
            return first + rest
        if phase == REMOVE:
            danger: dict[int, int] = {}
            for step in capturing_steps(y, x):
                danger[step[1]] = danger.get(step[1], 0) + 4
                line = (y ^ step[3]) & LINE_MASK[step[2]]
                while line:
                    low = line & -line
                    i = low.bit_length() - 1
                    danger[i] = danger.get(i, 0) + 1
                    line ^= low
            return sorted(moves, key=lambda m: -danger.get(m[2], 0))
        return list(moves)

