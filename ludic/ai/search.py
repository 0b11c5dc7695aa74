"""The search: alpha-beta with chance nodes, iterative deepening and a transposition table.

One search serves every game, through the protocol only (``legal_moves``, ``play``,
``chance_outcomes``, ``outcome``, ``current_player``) and the game's
:class:`~ludic.ai.knowledge.Knowledge` (evaluation, move ordering, position key).

How the tree is valued
----------------------
Values are always from the **root player's** side (the seat the computer plays): a node where
that seat moves takes the largest child value, a node where anyone else moves the smallest
("paranoid" search, which for two players is plain minimax), and a chance node (a throw of
the sticks) the mean of its children weighted by their probabilities (expectimax). So a player
moving several times in a row (Dra's removal after a line, Khamousiyya's going-on chains and
H’ajeb, a sig's extra throw) needs nothing special: the same seat simply chooses again.

* **Depth** is counted in moves. A chance move costs one, a decision one, except where there
  is nothing to decide (a single legal move) or the knowledge says the move finishes what
  the last one began (:meth:`Knowledge.free_ply`: Dra's removal, a going-on capture), so the
  search does not stop half-way through a capture (the horizon effect).
* **Quiescence**: where the depth runs out in a position the game's knowledge calls
  unsettled (:meth:`Knowledge.quiesce`: a removal owed, a going-on chain, a count of the
  sticks thrown but not yet played), the search goes on one move at a time, valuing each
  reply statically, instead of judging a position half-way through a turn.
* **The value of a win** is the knowledge's ``win_value``: for the deterministic games a
  huge number (minimax only compares values), but where chance is averaged (expectimax) a
  value on the evaluation's own scale (Sig capture: 1000, about a whole army of pieces), so
  that a small chance of an early end does not outweigh everything else.
* **Alpha-beta** prunes at decision nodes. Chance nodes are searched with a full window below
  them (exact expectimax), which is affordable because the stick game branches little
  (Star1 pruning with the game's win value as bound pruned almost nothing there).
* **Transposition table**: ``knowledge.key(state)`` -> depth, value, bound, best move. It
  lives for one call (so a move depends only on the position, the strength and the seed).
* **Move ordering**: the table's best move first, then ``knowledge.order`` (captures first),
  then killer moves (a move that cut off at the same ply before).
* **Iterative deepening**: depth 1, 2, 3... while the budget lasts; the root's moves are
  re-ordered by the last completed iteration. A win found stops the deepening.

Why this search (what was measured)
-----------------------------------
Measured with ``python -m ludic.ai.bench`` on the project's 2-core machine while it was
shared with other work (load 10-17, so the figures are this process's CPU seconds, about
what an idle machine takes), seeds 1, seats alternating, node budgets only (no time cap):

* **Dra, Isolo, Khamousiyya** (no chance): alpha-beta with iterative deepening, a
  transposition table and capture-first ordering reaches 5-9 moves deep within Hard's budget
  (80,000 positions; median 0.4-0.7 s of CPU per move, p95 under 0.9 s; 110,000-170,000
  positions per CPU second) and won every benchmark game against a random player (Isolo
  12/12, Khamousiyya 5x5 8/8, Dra 8/8, Khamousiyya 7x7 8/8) and against Medium (Isolo
  12/12, Dra 8/8, Khamousiyya 7x7 1/1); Medium beat Easy 95-5 (Isolo, 100 games), 88-12
  (Khamousiyya 5x5, 100), 8-0 (Dra). Small samples: the machine was busy; run the benchmark
  with ``-n 100`` on an idle one. No playout method fits the time: a random Khamousiyya 7x7
  game is about a thousand moves. Measured again (November 2026, seed 1, node budgets only,
  a loaded machine): Hard beat random 20/20 in Isolo, Dra and Khamousiyya 5x5 and 4/4 in
  7x7; Hard beat Medium 19-1 (Isolo), 20-0 (Dra), 14-2 and 4 draws (Khamousiyya 5x5), 3-0
  and a draw (7x7, 4 games of 746 moves on average); Medium beat Easy 95-5 (Isolo), 98-2
  (Dra), 88-12 (Khamousiyya 5x5, all 100 games), 4-0 (7x7). Hard's CPU per move: median
  0.28-0.54 s, 95th percentile 0.42-0.63 s; 150,000-260,000 positions per CPU second.
  **100-game matches** (24 November 2026, seed 18, node budgets only, seats alternating;
  the machine shared with other work, so wall times are pessimistic and CPU times are what
  an idle machine takes): Hard beat random 100-0 in Isolo and Dra and 99-1 in Khamousiyya
  5x5 (the loss: the random first player's placements let South block North at the first
  push into the centre, H2/H5, a trap ten moves beyond Hard's horizon while placing), and
  6-0 in Khamousiyya 7x7 (6 games, 69 moves each: 10-0 with the 4 above). Hard beat Medium
  92-8 (Isolo), 97-1 and 2 draws (Dra), 84-4 and 12 draws (Khamousiyya 5x5: 95.5% of decided
  games, 95% interval 88.9-98.2). Hard's CPU per move: median 0.31-0.49 s, 95th percentile
  0.43-0.66 s (7x7: 0.49 s, 0.66 s). Frames while Hard thinks on an idle machine
  (``python -m ludic.app.bench_frames --thinking``): p99 7.5 ms at 1920x1080, worst 16.2 ms.
* **Sig capture** (the sticks): expectimax (this search) against flat Monte Carlo with UCB1
  at the root (:mod:`ludic.ai.montecarlo`, 4,000 random playouts per move, about the same
  CPU time as Hard): expectimax won 12 of 17 games (71%; 95% interval 47-87%), so it is
  kept: it also is deterministic for a position (no playout noise), sees captures and the
  danger of the next throw exactly, and gives the hint its reasons. Star1 pruning was not
  added: with a win worth 1,000 points against evaluations within a few hundred, its bounds
  prune almost nothing, and chance nodes branch only seven ways. Hard beat random 10/10.
  Measured too: Medium searching 2 or 4 moves deep won about as often as Hard (40 games
  each: 18-22 and 19-21 with the time cap on; 4-7 at depth 2 before it was stopped), and at
  one move deep as often as Easy (52-48 in 100). Luck decides much of this game, and later
  measurements (:mod:`ludic.ai.knowledge.sig_capture`, "Strengths, measured") found every
  depth equally strong with this evaluation (78% against random one, two or three moves
  ahead over 300-1,000 games; the whole search 74% of 65, and 53% against Medium where two
  moves ahead won 60% of 1,000): so Hard searches two moves ahead in Sig capture
  (``SigCaptureKnowledge.strength_overrides``). With the judgement later fitted to game
  results (issue 9), two moves ahead beat random 79.6% of 8,000 games (seeds 1-8, 95%
  interval 78.7-80.5); three moves ahead won 0.54 points more of 30,000 paired games
  (95% interval +0.25 to +0.83; four: no better), so Hard now looks three moves ahead
  (CPU per move median 3 ms): it beat random 80.2% of 8,000 games (seeds 1-8, 79.3-81.0)
  but 79.2% of the 30,000 (78.7-79.6); a slow Monte Carlo oracle and richer fitted
  features did no better (the figures are in that module).

Repetition
----------
In Dra and Khamousiyya a piece can step to and fro, and the position comes back. A search
that does not know it sees nothing lost in that: in even endgames Hard, playing both sides,
rocked one piece for twenty moves and more (Khamousiyya 5x5, six pieces each: C4-C5, D4-D5,
C5-C4, D5-D4...; Dra, three each: f3-f2 and back), to the turn limit. So, as chess engines
do, a position that comes back is valued as what it is, no progress:

* the search is given the positions played so far in the game (``seen``: their
  ``Knowledge.repetition_key``, the position without its move counters, from
  :func:`ludic.ai.positions_seen`: the app's history, the benchmark's games, the worker's
  job), and keeps the positions on the line it is searching (``path``, the root included);
* a position (below the root) found in either is not searched further: it is worth
  ``Knowledge.repetition_value`` (Khamousiyya: a draw, 0, since only the turn limit ends a
  game that repeats, H5, for a side even or ahead, and the pieces as they stand for a side
  behind, whose opponent need not repeat; Dra: the captures as they stand, since the quiet
  limit ends it and the captures decide, D4) less :data:`CONTEMPT` (a tenth of a piece)
  for the seat searching. So a side that is ahead never goes back, a side that is behind
  goes back only where every other move loses more (never rather than capture), and among
  moves about equal the searching side takes one that changes something, while it
  expects its opponent to be content to repeat. (Khamousiyya first valued every return
  as a draw: three or more pieces down, a return outweighed anything else, and every
  strength stepped back into a position played rather than take a piece, 8 of 8 seeded
  positions: ``tests/test_ai_repetition.py`` keeps one);
* these values depend on the path, and the transposition table stores values met through
  them as any other (chess engines accept the same error: it is small, and it never makes
  the search undeterministic: the same position, strength, seed and ``seen`` give the same
  move).

Measured (25 November 2026, on the project's 2-core machine shared with other sessions,
load 4-7, so CPU seconds are the figures that hold; node budgets only, no time cap):

* **rocking**: from 8 random even Khamousiyya 5x5 endgames (six pieces each, seeds 0-7),
  Hard playing both sides 24 moves repeated a position three times or more in 4 of them
  before (up to five times each) and in none after; 80 moves from the first five: no
  position even twice. Dra, 6 random endgames of three pieces each: 2 rocked before, none
  after. ``tests/test_ai_repetition.py`` keeps one of each.
* **a side behind, and the noise** (the same day, later): 8 seeded Khamousiyya 5x5
  positions, the mover 3-5 pieces down with a capture and a step back into a position
  played: every strength stepped back in all 8 while a return was a draw to it; with the
  pieces as they stand, 5 capture, and the 3 that still go back are those where every
  other move loses about as much (the capture is taken back, or loses a piece).
  From the even endgame above, rocked back to its start, Medium chose the step back in 17
  of 30 seeds and Easy in 8 (Dra: 2 and 4), the return being a tenth of a piece below the
  best, inside their noise; a move that goes back is now a candidate of the noise only
  where every other one is too (:func:`ludic.ai.think`): 0 of 30. The bench (seed 18,
  Khamousiyya 5x5, the new value alone): Hard beat Medium 18-1-1 in 20 games, games 0 and
  2-6 move for move as before; game 1, the fortress Hard (two pieces down) agreed to draw
  at move 83, ran on, Hard now avoiding the returns a draw was made of, and was agreed
  much later (the match's mean length 124 moves; 68 over the 40 games before). Medium
  beat Easy 38-2 (40 games, both changes).
* **strength** (``python -m ludic.ai.bench --seed 18``, the seed of the figures above, seats
  alternating; the benchmark now gives each search the game's positions, as the app does):
  Khamousiyya 5x5: Hard beat random 40-0, Medium beat Easy 39-1, Hard beat Medium 19-0
  and 1 draw (20 games; before, the first 40 of the same seed: 30-2 and 8 draws). Dra: Hard
  beat random 20-0, Medium beat Easy 20-0, Hard beat Medium 20-0.
* **time**: Hard's CPU per move, median 0.35 s (p95 0.53 s) in Khamousiyya 5x5 and 0.51 s
  (p95 0.60-0.63 s) in Dra, 150,000-210,000 positions per CPU second; the same 16 sample
  positions of each searched by the old and the new Hard, twice each, took a median of
  0.44-0.51 s against 0.48 s (Khamousiyya 5x5) and 0.47-0.56 s against 0.51-0.52 s (Dra):
  the repetition check costs less than the machine's noise.

A game that still comes back to the same position (both sides see nothing better) is ended
by agreement in the app and in the benchmark alike: on the third time the computer to
move offers a draw when its search judges the game even
(:class:`ludic.ai.agreement.DrawOffers`, :attr:`ludic.ai.agreement.OfferAnswer.even`).

Budget and determinism
----------------------
The budget is a number of **positions searched** (nodes), counted exactly, so the same
position, strength and seed give the same move on any machine at any load. Time is only a
cap: when ``deadline`` passes before the node budget is spent, the search stops where it is
(then, and only then, the move may depend on the machine's speed). An iteration cut short
keeps its result only if it had finished searching at least its first root move (the last
iteration's best), so an interrupted search never plays worse than the last complete one.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Hashable, Iterable

from ludic.ai.knowledge import Knowledge
from ludic.model.protocol import Move, Outcome, State

#: The value of a won game (minus the number of moves to reach it, so quicker wins count more).
WIN = 1_000_000.0
#: Values at least this large mean a game-theoretic win was seen.
WIN_SEEN = WIN - 10_000.0

EXACT, LOWER, UPPER = 0, 1, 2
#: How far past the depth the quiescence search may go (see ``Knowledge.quiesce``).
QUIESCENCE_LIMIT = -6
#: Points (a piece is 100) a return to a position already seen is worth less than what it
#: is worth by the game (``Knowledge.repetition_value``, a draw: 0) to the seat searching:
#: among moves about equal it takes one that changes something, and it expects the
#: opponent to be content to repeat. See "Repetition" in the module docstring.
CONTEMPT = 10.0


class OutOfBudget(Exception):
    """Raised inside the search when the node budget or the time cap is spent."""


@dataclass
class SearchResult:
    """What a search found: the move, its value (root player's side), the depth of the last
    complete iteration, nodes searched, seconds taken, and each root move's value when the
    search was asked for all of them (``scores``)."""

    move: Move
    value: float
    depth: int
    nodes: int
    seconds: float
    scores: dict[Any, float] = field(default_factory=dict)
    complete: bool = True


class Search:
    """One search from one root position. ``knowledge`` values positions; ``player`` is the
    seat the values are for; ``max_nodes`` and ``deadline`` (a ``time.perf_counter()`` value,
    or None) bound it."""

    def __init__(self, knowledge, player: int, max_nodes: int = 10**9,
                 deadline: float | None = None, seen: Iterable[Hashable] = ()) -> None:
        self.k = knowledge
        self.player = player
        self.max_nodes = max_nodes
        self.deadline = deadline
        self.nodes = 0
        self.tt: dict[Hashable, tuple] = {}
        self.killers: dict[int, Any] = {}
        #: Repetition (see the module docstring): the positions played in this game
        #: (``knowledge.repetition_key``), and those on the line being searched.
        self.seen = frozenset(seen)
        self.path: set[Hashable] = set()
        self.repeats = type(knowledge).repetition_key is not Knowledge.repetition_key

    # -- values ------------------------------------------------------------------------------
    def terminal(self, outcome: Outcome, ply: int) -> float:
        if outcome.winner is None:
            return self.k.draw_value(outcome, self.player)
        win = self.k.win_value
        if outcome.winner == self.player:
            return win - ply
        return -win + ply

    def _tick(self) -> None:
        self.nodes += 1
        if self.nodes >= self.max_nodes:
            raise OutOfBudget
        if self.deadline is not None and not self.nodes & 255 and \
                time.perf_counter() > self.deadline:
            raise OutOfBudget

    def value(self, state: State, depth: float, alpha: float, beta: float, ply: int) -> float:
        """The value of ``state`` searched ``depth`` moves deep within the window
        (``alpha``, ``beta``): exact inside it, a bound outside (fail-soft)."""
        self._tick()
        outcome = state.outcome()
        if outcome is not None:
            return self.terminal(outcome, ply)
        k = self.k
        if self.repeats:
            rkey = k.repetition_key(state)
            if ply and (rkey in self.seen or rkey in self.path):
                return k.repetition_value(state, self.player) - CONTEMPT
        if depth <= 0 and (depth <= QUIESCENCE_LIMIT or state.is_chance
                           or not k.quiesce(state)):
            return k.evaluate(state, self.player)
        if self.repeats:
            self.path.add(rkey)
            try:
                return self._expand(state, depth, alpha, beta, ply)
            finally:
                self.path.discard(rkey)
        return self._expand(state, depth, alpha, beta, ply)

    def _expand(self, state: State, depth: float, alpha: float, beta: float,
                ply: int) -> float:
        """:meth:`value` of a position searched further (not a leaf)."""
        k = self.k
        key = k.key(state)
        entry = self.tt.get(key)
        tt_move = None
        if entry is not None:
            e_depth, e_value, e_flag, tt_move = entry
            if e_depth >= depth:
                if e_flag == EXACT:
                    return e_value
                if e_flag == LOWER and e_value >= beta:
                    return e_value
                if e_flag == UPPER and e_value <= alpha:
                    return e_value
        if state.is_chance:
            total = 0.0
            for move, p in state.chance_outcomes():
                if p > 0.0:
                    total += p * self.value(state.play(move), depth - 1, -WIN, WIN, ply + 1)
            self.tt[key] = (depth, total, EXACT, None)
            return total
        moves = state.legal_moves()
        if depth <= 0:  # quiescence: finish what is pending, one move at a time
            child_depth = depth - 1
        elif len(moves) == 1 or k.free_ply(state):
            child_depth = depth
        else:
            child_depth = depth - 1
        ordered = self._ordered(state, moves, tt_move, ply)
        maximizing = state.current_player == self.player
        best_move = ordered[0]
        a, b = alpha, beta
        if maximizing:
            best = -WIN * 2
            for move in ordered:
                v = self.value(state.play(move), child_depth, a, b, ply + 1)
                if v > best:
                    best, best_move = v, move
                    if v > a:
                        a = v
                        if a >= b:
                            self.killers[ply] = move
                            break
        else:
            best = WIN * 2
            for move in ordered:
                v = self.value(state.play(move), child_depth, a, b, ply + 1)
                if v < best:
                    best, best_move = v, move
                    if v < b:
                        b = v
                        if a >= b:
                            self.killers[ply] = move
                            break
        if best <= alpha:
            flag = UPPER
        elif best >= beta:
            flag = LOWER
        else:
            flag = EXACT
        self.tt[key] = (depth, best, flag, best_move)
        return best

    def _ordered(self, state: State, moves, tt_move, ply: int) -> list:
        """``knowledge.order``, with the table's move first and this ply's killer next."""
        ordered = self.k.order(state, moves)
        front = []
        if tt_move is not None and tt_move in moves:
            front.append(tt_move)
        killer = self.killers.get(ply)
        if killer is not None and killer != tt_move and killer in moves:
            front.append(killer)
        if front:
            ordered = front + [m for m in ordered if m not in front]
        return ordered

    # -- the root ----------------------------------------------------------------------------
    def root_values(self, state: State, moves, depth: int, exact: bool,
                    first_must_finish: bool) -> tuple[dict, Any, float]:
        """Search each of ``moves`` (in order) to ``depth``. With ``exact`` every move gets a
        full window (its true value, for choosing with noise), else alpha-beta (only the best
        is exact). Returns (values, best move, best value)."""
        values: dict = {}
        child_depth = depth if (len(moves) == 1 or self.k.free_ply(state)) else depth - 1
        best_move, best = moves[0], -WIN * 2
        for n, move in enumerate(moves):
            alpha = -WIN * 2 if exact else best
            try:
                v = self.value(state.play(move), child_depth, alpha, WIN * 2, 1)
            except OutOfBudget:
                if n == 0 and first_must_finish:
                    raise
                raise _Partial(values, best_move, best) from None
            values[move] = v
            if v > best:
                best, best_move = v, move
        return values, best_move, best


class _Partial(OutOfBudget):
    def __init__(self, values: dict, move, value: float) -> None:
        super().__init__()
        self.values, self.move, self.value = values, move, value


def iterative_deepening(state: State, knowledge, *, max_depth: int, max_nodes: int,
                        seconds: float | None, exact: bool = False,
                        min_depth: int = 1, seen: Iterable[Hashable] = ()) -> SearchResult:
    """Deepen from ``min_depth`` to ``max_depth`` within the budget; see the module docstring.

    The state must be a decision node of a live game. With ``exact`` each iteration values
    every root move exactly (for a strength that chooses among good moves with noise).
    ``seen``: the ``knowledge.repetition_key`` of the positions played before this one in
    the game (see "Repetition").
    """
    t0 = time.perf_counter()
    player = state.current_player
    search = Search(knowledge, player, max_nodes,
                    None if seconds is None else t0 + seconds, seen)
    if search.repeats:  # a line coming back to the root repeats it
        search.path.add(knowledge.repetition_key(state))
    moves = list(knowledge.order(state, state.legal_moves()))
    if len(moves) == 1:
        return SearchResult(moves[0], 0.0, 0, 0, time.perf_counter() - t0)
    result: SearchResult | None = None
    for depth in range(min_depth, max_depth + 1):
        try:
            values, move, value = search.root_values(state, moves, depth, exact,
                                                     first_must_finish=result is not None)
        except _Partial as partial:
            # The cut iteration searched the last best move first: its best is better informed.
            if partial.values:
                result = SearchResult(partial.move, partial.value,
                                      result.depth if result else 0, search.nodes, 0.0,
                                      dict(partial.values), complete=False)
            break
        except OutOfBudget:
            break
        result = SearchResult(move, value, depth, search.nodes, 0.0, values)
        # The next iteration tries the best moves first (stable: ties keep their order).
        moves.sort(key=lambda m: -values[m])
        if knowledge.win_value >= WIN and abs(value) >= WIN_SEEN:
            break  # a forced win or loss: deeper search cannot change it
    if result is None:  # not even one move searched at depth 1: play the ordering's first
        result = SearchResult(moves[0], 0.0, 0, search.nodes, 0.0, complete=False)
    result.nodes = search.nodes
    result.seconds = time.perf_counter() - t0
    return result
