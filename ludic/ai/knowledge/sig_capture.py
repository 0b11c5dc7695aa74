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

Strengths, measured
-------------------
November 2026, on the shared 2-core machine, node budgets only (no time cap), seats
alternating, every game played to its end (none was drawn). "Random" picks any legal move.
Figures: wins-losses of the first named, its share with the 95% Wilson interval. ``bench``
is ``python -m ludic.ai.bench``; the others a harness giving each side its own settings or
judgement (same search).

* **Depth does not help with this judgement.** Against random, the whole search (80,000
  positions, 7-8 moves deep, 0.65 s of CPU per move) won 48-17 (bench, 74%, 62-83);
  one move ahead 779-221 (78%, 75-80), two moves ahead 786-214 (bench, 1,000 games, 78.6%,
  76.0-81.0), three 230-70 (77%, 72-81). Against the same Medium, the whole search won 29-26
  (bench, 53%, 40-65), two moves ahead 602-398 (bench, 60.2%, 57.1-63.2). Valued by 40
  playouts each, in the 30 positions where the choices differed: whole search 0.72, three
  moves 0.70, one move 0.74. So **Hard looks two moves ahead here** (its own move, every
  throw, the best reply): as strong as any depth measured, and instant (CPU per move: median
  under 1 ms, 95th percentile 1 ms).
* **The judgement is at a plateau:** one move ahead against random, 1,000 games each: this
  judgement 78%; freed pieces worth 0 or 40 instead of 12: 75%, 78%; the other side's chances
  weighing 0 or 60% instead of 30: 76%, 76%; the side to throw 40% or 150% instead of 80:
  77%, 78%; the danger as the chance of *any* capture on the next throw (a sig's extra throw
  included): 76%, and 513-487 against this judgement. Most of the skill is the danger term:
  one move ahead on pieces alone beat an almost random Easy 122-78 (61%), with it 136-64
  (68%).
* **Strengths** (``strength_overrides``): Medium one move ahead choosing with noise
  (temperature 40, margin 120), Easy almost at random (temperature 400, margin 500). Bench,
  1,000 games each: Hard beats Medium 602-398 (60.2%, 57.1-63.2), Medium beats Easy 630-370
  (63.0%, 60.0-65.9), Hard beats random 786-214 (78.6%). Before: Hard (whole search) against
  Medium (two moves, noise 20/60) 22-18 in 40 (55%). The 65% aimed at between strengths is
  not reached: with Hard at about 79% against random, two steps of 65% barely fit even with
  Medium placed exactly between; a stronger Hard needs a better judgement of this game
  (where the danger of the next throws comes from), the open work here.
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
    #: Measured (see "Strengths, measured" in the module docstring): the skill this game
    #: leaves is small and one move ahead with this judgement holds most of it, so Medium
    #: looks one move ahead with noise and Easy plays almost at random.
    strength_overrides = {"hard": {"max_depth": 2},
                          "medium": {"max_depth": 1, "temperature": 40.0, "margin": 120.0},
                          "easy": {"max_depth": 1, "temperature": 400.0, "margin": 500.0}}

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
