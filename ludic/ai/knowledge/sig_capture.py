"""What the computer knows about Sig (El Oued Capture) (rule book ``sig-el-oued-capture.md``).

Pieces run round a loop for ever and the game is won by taking every enemy piece (C6), so
only captures count in the end. A position is judged by:

* **pieces**: 100 points per piece more than the opponent;
* **freed pieces**: 12 points each (an unfreed piece moves only with a sig, C3, and cannot
  flee);
* **danger**: for each piece, the chance that an enemy piece behind it lands on it with one
  throw (the counts a fresh throw gives, K2-K4, with their probabilities; an unfreed enemy
  only with a count that has sig power). The side about to throw gains 80% of the pieces it
  may hit; the other side's chances weigh 30% (they come a turn later). Where the count is
  already thrown and waits for a move, the search sees the captures itself.

Moves keep their order, captures first. It reads the state's slots (``prog``, ``unfreed``,
``board``, ``turn``) and the circuits of :mod:`ludic.games.sig_capture` (read only).
``reach`` walks only the distances a throw can give (3 of 13 for an unfreed piece), kept as
(distance, chance) pairs in the same order, so the sums are the same: the AI's fixed-depth
positions/s 1.13x-1.14x (issue 12, ``tools/bench_compare.py --search --cpu``).
"""

from __future__ import annotations

from ludic.ai.knowledge import Knowledge
from ludic.games.sig_capture import _CIRC2, LOOP, PieceMove
from ludic.games.sticks import ALL_PENDING, PENDING_CODE

PIECE = 100.0
FREED = 12.0
HIT_NOW = 0.8
HIT_LATER = 0.3


def count_distribution(sticks, first_turn: bool = False) -> dict[tuple[int, bool], float]:
    """``{(count, sig power): probability}`` of the count one fresh throw ends with (K2-K4),
    follow-ups included."""
    out: dict[tuple[int, bool], float] = {}

    def walk(code: int, p: float) -> None:
        for k, pk in sticks.outcomes:
            new, count, sig, again = sticks.fast[(code * 7 + k) * 2 + first_turn]
            if count < 0:
                walk(new, p * pk)
            else:
                out[count, sig] = out.get((count, sig), 0.0) + p * pk
    walk(PENDING_CODE[()], 1.0)
    return out


class SigCaptureKnowledge(Knowledge):
    node_scale = 1.0
    #: A win on the evaluation's scale (six pieces are 600 points): expectimax averages
    #: values, so a win must weigh what it is worth, not infinitely more (ludic.ai.search).
    win_value = 1000.0
    #: Measured (``python -m ludic.ai.bench``): Medium searching 2 or 4 moves deep won
    #: about as often as Hard (luck decides much of this game), and at one move deep as
    #: often as Easy. So here Medium looks two moves ahead with more noise, and Easy one
    #: move ahead choosing almost freely among the moves that lose nothing big.
    strength_overrides = {"medium": {"max_depth": 2, "temperature": 20.0, "margin": 60.0},
                          "easy": {"max_depth": 1, "temperature": 150.0, "margin": 250.0}}

    def __init__(self, game) -> None:
        super().__init__(game)
        dist = count_distribution(game.sticks)
        # hit[d]: chance a freed piece lands exactly d steps ahead; hit_sig[d]: an unfreed one
        self.hit = [0.0] * LOOP
        self.hit_sig = [0.0] * LOOP
        for (count, sig), p in dist.items():
            if 0 < count < LOOP:
                self.hit[count] += p
                if sig:
                    self.hit_sig[count] += p
        # the same as (distance, chance) pairs, distances 1-13 with a chance, for reach
        self.hits = tuple((d, self.hit[d]) for d in range(1, 14) if self.hit[d])
        self.hits_sig = tuple((d, self.hit_sig[d]) for d in range(1, 14) if self.hit_sig[d])

    def key(self, state):
        return (state.turn, state.code, state.count, state.sig, state.prog, state.unfreed,
                state.extra, state.turns < 2)

    def _danger(self, state, attacker: int) -> float:
        """Expected pieces ``attacker`` hits with one throw (each target counted once, at
        most one hit per throw in all)."""
        total = sum(min(c, 1.0) for c in self.reach(state, attacker))
        return min(total, 1.0)

    def reach(self, state, attacker: int) -> list[float]:
        """Per piece (0-11), the chance that one fresh throw of ``attacker`` gives a count
        with which one of his pieces lands on it (summed over his pieces; 0 for his own)."""
        prog, unfreed, board = state.prog, state.unfreed, state.board
        circ = _CIRC2[attacker]
        hits, hits_sig = self.hits, self.hits_sig
        chance = [0.0] * 12
        for i in range(6 * attacker, 6 * attacker + 6):
            p = prog[i]
            if p < 0:
                continue
            for d, q in hits_sig if unfreed >> i & 1 else hits:
                j = board[circ[p + d]]
                if j >= 0 and j // 6 != attacker:
                    chance[j] += q
        return chance

    def evaluate(self, state, seat: int) -> float:
        prog, unfreed = state.prog, state.unfreed
        alive0 = sum(1 for p in prog[:6] if p >= 0)
        alive1 = sum(1 for p in prog[6:] if p >= 0)
        freed0 = sum(1 for i in range(6) if prog[i] >= 0 and not unfreed >> i & 1)
        freed1 = sum(1 for i in range(6, 12) if prog[i] >= 0 and not unfreed >> i & 1)
        score = PIECE * (alive0 - alive1) + FREED * (freed0 - freed1)
        t = state.turn
        if state.count:
            # the count is thrown: the mover's move is on the board next; the search sees it
            later = HIT_LATER * PIECE * self._danger(state, 1 - t)
            now = 0.0
        else:
            now = HIT_NOW * PIECE * self._danger(state, t)
            later = HIT_LATER * PIECE * self._danger(state, 1 - t)
        s = now - later
        score += s if t == 0 else -s
        return score if seat == 0 else -score

    def quiesce(self, state) -> bool:
        """A count thrown and waiting for its move: value the moves, not the position."""
        return bool(state.count)

    def is_capture(self, state, move) -> bool:
        return type(move) is PieceMove and state.board[move.dst] >= 0

    def threats(self, state, seat: int) -> int:
        return round(10 * self._danger(state, seat))

    def order(self, state, moves) -> list:
        board = state.board
        captures = [m for m in moves if type(m) is PieceMove and board[m.dst] >= 0]
        if not captures:
            return list(moves)
        return captures + [m for m in moves if m not in captures]


__all__ = ["SigCaptureKnowledge", "count_distribution", "ALL_PENDING"]
