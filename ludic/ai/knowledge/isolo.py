"""What the computer knows about Isolo (rule book ``isolo.md``).

A player loses when he cannot move: every one of his holes holds fewer than two counters
(I8). Counters only change sides by capture (I7). So a position is judged by:

* **counters**: 4 points per counter more on one's own side than the opponent's;
* **playable holes** (two counters or more): 12 points each more than the opponent, since
  running out of them is how a game is lost;
* **holes facing attack**: the opponent's inner holes one can capture (both of the facing
  pair occupied, I5) are counted in the capture the search sees, not here.

Sowings relay and chain (I6, I7), so no cheap rule tells which move captures: moves keep
their order and the transposition table's and killer moves come first. It reads the state's
``counts`` and ``current_player`` (read only).
"""

from __future__ import annotations

from ludic.ai.knowledge import Knowledge

COUNTER = 4.0
PLAYABLE = 12.0


class IsoloKnowledge(Knowledge):
    node_scale = 1.0

    def key(self, state):
        return (state.counts, state.current_player, state.initial)

    def evaluate(self, state, seat: int) -> float:
        c = state.counts
        south = c[:16]
        north = c[16:]
        score = COUNTER * (sum(south) - sum(north))
        score += PLAYABLE * (sum(1 for n in south if n > 1) - sum(1 for n in north if n > 1))
        return score if seat == 0 else -score

    def threats(self, state, seat: int) -> int:
        """Moves of ``seat`` that capture (played out: sowings cannot be judged otherwise)."""
        if state.current_player != seat or state.outcome() is not None:
            return 0
        other = 1 - seat
        before = sum(state.counts[16 * other:16 * other + 16])
        n = 0
        for move in state.legal_moves():
            after = state.play(move).counts
            if sum(after[16 * other:16 * other + 16]) < before:
                n += 1
        return n

    def is_capture(self, state, move) -> bool:
        other = 1 - state.current_player
        before = sum(state.counts[16 * other:16 * other + 16])
        return sum(state.play(move).counts[16 * other:16 * other + 16]) < before
