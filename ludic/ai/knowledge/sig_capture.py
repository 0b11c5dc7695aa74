"""What the computer knows about Sig (El Oued Capture) (rule book ``sig-el-oued-capture.md``).

Pieces run round a loop for ever and the game is won by taking every enemy piece (C6), so
only captures count in the end. A position is judged by the **chance that the side whose
turn it is wins**, ``p``, read from its features by a logistic regression fitted to the
results of games (:data:`WEIGHTS`, made by ``tools/sig_fit.py``), and given as
``win_value * (2 p - 1)``: a won game is worth 1000, a lost one -1000, and expectimax's
means of such values are means of chances of winning. The features (:data:`FEATURES`,
:meth:`SigCaptureKnowledge.features`), for each side:

* **pieces left** (one-hot, 1-6: the last pieces weigh most: a second piece is worth 1.25
  log-odds, a fourth 0.42, a sixth 0.14);
* **freed pieces** (C3: an unfreed piece moves only with a sig and cannot flee): 0.5
  log-odds each, as much as a fourth or fifth piece;
* **danger**: the expected number of enemy pieces it hits with one fresh throw (the counts
  a throw gives, K2-K4, with their probabilities; an unfreed piece only with sig power);
* **pieces just behind enemy pieces**: how many (own freed piece, enemy piece) pairs are
  1, 2, ... 12 steps apart along its circuit (a threat now, or in two throws), the same for
  its unfreed pieces at a sig's 1 and 7 steps, and enemy pieces that cannot flee (unfreed)
  1-4, 5-8 and 9-12 steps ahead.

The side about to throw is "me": the weights differ by side (a pair 1-3 steps behind an
enemy piece is worth +0.21 to +0.24 log-odds to the side about to throw, an enemy's pair
-0.13 at one step, -0.07 at two: the enemy throws a turn later, after the pieces moved).

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

* **Depth does not help with this judgement** (the hand-made one). Against random, the whole
  search (80,000 positions, 7-8 moves deep, 0.65 s of CPU per move) won 48-17 (bench, 74%,
  62-83); one move ahead 779-221 (78%, 75-80), two moves ahead 786-214 (bench, 1,000 games,
  78.6%, 76.0-81.0), three 230-70 (77%, 72-81). Against the same Medium, the whole search
  won 29-26 (bench, 53%, 40-65), two moves ahead 602-398 (bench, 60.2%, 57.1-63.2). Valued
  by 40 playouts each, in the 30 positions where the choices differed: whole search 0.72,
  three moves 0.70, one move 0.74. So **Hard looked two moves ahead here** (its own move,
  every throw, the best reply): as strong as any depth measured, and instant (CPU per move:
  median under 1 ms, 95th percentile 1 ms). With the fitted judgement three moves ahead is a
  little stronger (the second look, below), and Hard now looks three moves ahead.
* **The judgement is at a plateau:** one move ahead against random, 1,000 games each: this
  judgement 78%; freed pieces worth 0 or 40 instead of 12: 75%, 78%; the other side's chances
  weighing 0 or 60% instead of 30: 76%, 76%; the side to throw 40% or 150% instead of 80:
  77%, 78%; the danger as the chance of *any* capture on the next throw (a sig's extra throw
  included): 76%, and 513-487 against this judgement. Most of the skill is the danger term:
  one move ahead on pieces alone beat an almost random Easy 122-78 (61%), with it 136-64
  (68%).
* **Strengths before the fit** (``strength_overrides``): Medium one move ahead choosing with
  noise (temperature 40, margin 120), Easy almost at random (temperature 400, margin 500).
  Bench, 1,000 games each, seed 2: Hard beats Medium 602-398 (60.2%, 57.1-63.2), Medium
  beats Easy 630-370 (63.0%, 60.0-65.9), Hard beats random 786-214 (78.6%); Hard against
  random, seeds 1-4: 776, 786, 757, 759 of 1,000 (77.0% of 4,000).

How much skill is there? (issue 9, November 2026)
-------------------------------------------------
Scripts under ``tools/`` (measurement only), raw outputs kept with the project's notes.

* **A slow oracle** (``tools/sig_oracle.py``): for each move, 100 games played to the end
  from it (the same throws for every move), the move that won most. Both sides one move
  ahead with the hand-made judgement in those games: 231-69 against random (300 games,
  seed 1, 77.0%, 72.0-81.4; that seed's Hard 77.6%); the oracle's side one move ahead and
  the other random (the best response to random play this can find): 109-41 (150 games,
  seed 3, 72.7%, 65.1-79.2; that seed's Hard 75.7%). Neither does better than Hard: against
  random play the ceiling is near 80%, the luck of the sticks decides the rest.
* **Most of the skill against random play is never missing a capture:** a player that takes
  every capture (the best, one move ahead) and otherwise moves at random beat random
  669-331 (seed 1, 66.9%, 63.9-69.7), and Hard (fitted) beat it 674-326 (67.4%, 64.4-70.2).
* **The fitted judgement** (``tools/sig_fit.py``, :data:`WEIGHTS`; logistic regression
  on the features above from 20,000 self-play games a round, both sides one move ahead with
  the same chance, 0, 5 or 20%, of a random move; 870,000 positions; held-out log-loss
  0.4725 against 0.6922 for the constant alone). A first fit from games between a careful
  and a careless side learned what marks the careful side (freed pieces) rather than what
  wins: it beat random about as often but lost 356-644 to the hand-made judgement. The
  fitted one (round 2), against the hand-made one: one move ahead each 517-483 (round 1,
  seed 1), two moves ahead each 555-445 (round 1, seed 2, 55.5%, 52.4-58.6). Against random,
  two moves ahead, seeds 1-4: 795, 815, 791, 786 of 1,000 (79.7% of 4,000, against 77.0%
  for the hand-made judgement on the same seeds). Two moves ahead against one, round 1:
  498-502 (seed 3): depth still adds nothing; Hard kept two (its move, every throw, the
  reply): CPU per move median 1 ms, 95th percentile 1 ms (three since the second look).
* **Strengths** (``strength_overrides``, ``always_capture`` in :mod:`ludic.ai.strengths`):
  Easy one move ahead choosing among every move with temperature 5,000 (values span
  -1000..1000, so nearly at random: it beat random 517-483 and 516-484, seeds 4-5, 51.7%);
  Medium the same with temperature 1,500 but taking every capture; Hard its best move three
  moves ahead (two until the second look below). Medium choosing with noise alone could not
  be placed between (round 1 weights): temperature 200 beat random 64.3% and lost to Hard
  34.9%; 150 and 250 moved one figure above 65% only by taking the other below (seed 1). An
  Easy at temperature 1,500 (random 532-468, 538-462, seeds 4-5: 53.5%) lost to Medium only
  63.7% of 3,000 bench games (seeds 1-3) and 63.4% of 2,000 (seeds 4-5, against 65.6% at
  5,000): the gap allows an Easy that prefers better moves only very slightly. Bench
  (``python -m ludic.ai.bench --games sig-el-oued-capture -n 1000 --seed N``), 1,000 games a
  match, Hard three moves ahead (Medium - Easy does not involve Hard: the same games as with
  two):

  ======  ==================  ==================  ==================
  seed    Hard - random       Medium - Easy       Hard - Medium
  ======  ==================  ==================  ==================
  1       808-192 (80.8%)     660-340 (66.0%)     672-328 (67.2%)
  2       813-187 (81.3%)     626-374 (62.6%)     676-324 (67.6%)
  3       796-204 (79.6%)     647-353 (64.7%)     650-350 (65.0%)
  4       796-204 (79.6%)     666-334 (66.6%)     682-318 (68.2%)
  1-4     3213-787 (80.3%,    2599-1401 (65.0%,   2680-1320 (67.0%,
          79.1-81.5)          63.5-66.4)          65.5-68.4)
  5       785-215 (78.5%)     646-354 (64.6%)     667-333 (66.7%)
  6       797-203 (79.7%)     663-337 (66.3%)     668-332 (66.8%)
  7       827-173 (82.7%)     635-365 (63.5%)     665-335 (66.5%)
  8       791-209 (79.1%)     676-324 (67.6%)     696-304 (69.6%)
  5-8     3200-800 (80.0%,    2620-1380 (65.5%,   2696-1304 (67.4%,
          78.7-81.2)          64.0-67.0)          65.9-68.8)
  1-8     6413-1587 (80.2%,   5219-2781 (65.2%,   5376-2624 (67.2%,
          79.3-81.0)          64.2-66.3)          66.2-68.2)
  ======  ==================  ==================  ==================

  CPU per move (the same runs): Hard median 3 ms, 95th percentile 6-8 ms (wall clock on the
  shared machine: median 3-4 ms, 95th percentile 10-12 ms); Medium and Easy under 1 ms.
  Two moves ahead, the same seeds: Hard - random 795, 815, 791, 786, 788, 799, 826, 771
  (6371-1629, 79.6%, 78.7-80.5); Hard - Medium 662, 666, 641, 679, 651, 654, 644, 683
  (5280-2720, 66.0%, 65.0-67.0). So each strength beats the one below in 65-67% of decided
  games, at the edge of what the game allows, and Hard beats random play in 80.2% of these
  8,000 games; but in 30,000 other games (seeds 101-130, the second look below) it won
  79.2% (78.7-79.6), so its true share is about 79.5% (all 38,000: 79.4%, 79.0-79.8): at
  the 80% aimed at only within the luck of the seeds. The oracle above and the second look
  below found nothing more but the third move ahead.

A second look: a third move ahead, and no more (issue 9, November 2026)
-----------------------------------------------------------------------
Measured against random play on development seeds (101-110, 10,000 games, unless said;
``ludic.ai.bench``'s games for those seeds; the report seeds 1-8 above were not used to
choose), each variant paired with Hard two moves ahead game by game (the same seed gives
the same throws and random moves until the two players choose differently): the
difference, with its 95% interval, comes from the games that only one of the two won. Hard
two moves ahead won 7,895 of those 10,000 (79.0%, 78.1-79.7).

* **Richer features do not predict better.** Self-play positions saved by
  ``tools/sig_selfplay.py`` (20,000 games, seed 11, the module's players, 963,000 positions)
  and fitted by ``tools/sig_fit.py --positions``: the features above, held-out log-loss
  0.4663; with 46 more (a 6 x 6 table of pieces left, mine against yours, instead of two
  one-hot counts; the danger times "the enemy has 1, 2 or 3 pieces left"; freed pieces on
  each quarter of the circuit: home row, first middle pass, enemy row, second middle pass)
  0.4661. Played two moves ahead: 7,867 of 10,000 (78.7%), 0.28 points below Hard (95%
  interval of the difference -0.83 to +0.27; 383 games only it won, 411 only Hard).
* **More games for the same features** (the fit of those 20,000 games, a third round of
  policy iteration): 7,891 of 10,000 (78.9%), the same as Hard.
* **Depth with the fitted judgement: three moves ahead is a little stronger**, the one
  gain found. Three moves ahead (its move, every throw, the reply, its next throw, its best
  move; CPU per move median 3 ms, 95th percentile 7 ms) against two, 30,000 games (seeds
  101-130): 23,753 (79.2%) against 23,591 (78.6%), +0.54 points (95% interval of the
  difference +0.25 to +0.83; 1,098 games only three moves won, 936 only two). Four moves
  ahead (CPU median 11 ms) against two, 4,000 games (seeds 101-104): 3,162 (79.05%) against
  3,181, -0.47 points (-1.39 to +0.45): no better. So Hard now looks three moves ahead
  (``strength_overrides``). Five moves ahead (CPU median 44 ms, 95th percentile 106 ms)
  against three, 2,000 games (seeds 101-102): 1,572 against 1,575, -0.15 points (-1.21 to
  +0.91): no better seen, in a sample too small to show half a point (10,000 games would
  take hours on this machine).
* **Where Hard loses** (two moves ahead). 1,500 games against random play: the share Hard
  won of the games that reached each count of pieces (Hard's against the random player's) at
  a turn's start: 1 against 1, 55% (137 of 249: with one piece each there is no choice left,
  only the sticks); 2 against 2, 68%; 3 against 3, 74%; 1 against 2, 36%; 2 against 1, 81%.
  Hard has a real choice (two or more legal moves) only about 12 times a game of 94 moves,
  and most of its lost games are lost by the sticks, not by a choice a deeper or better
  informed search would change: each variant above and Hard won different games of the same
  seeds in only 5-9% of them.

The solved endgame: exact, and no stronger (issue 9, November 2026)
-------------------------------------------------------------------
Where Hard loses most (two pieces against two, one against two) its judgement was a fitted
guess. ``tools/sig_endgame.py`` solves every position with one or two pieces a side (unfreed
pieces included): the exact chance that the side about to throw wins, both sides playing
their best (expectimax over the throws with their real probabilities, value iteration to
a change under 1e-9: 165,225 positions, 156 sweeps, about a minute here), stored in
``sig_endgame.bin`` (400 KB, :mod:`ludic.ai.knowledge.sig_endgame`; read in 0.65 ms). The
side about to throw wins 35-70% of one against one (mean 51.8%: the throw is worth little),
6-44% of one against two (mean 19.5%), 60-97% of two against one (85.2%), 17-90% of two
against two (56.0%). The fitted judgement orders the moves of these positions differently
from the table in some decisions (with count 11 in ``x,x,x,x,d3,f1 x,x,x,x,a1,b2``, d3-c1
keeps 56.3% of wins and f1-e3 50.8%; the fit prefers f1-e3).

Tried: Hard valuing every such position by the table (``win_value * (2 p - 1)``, the best
move's value with a count waiting, the mean over a combination's follow-ups) and its search
stopping there (a ``Knowledge.exact`` hook), three moves ahead as now; CPU per move median
2.7-2.9 ms, 95th percentile 6.1-7.0 ms (branch ``sigend-hard``, not landed). Against random
play, paired game by game with Hard on the development seeds 101-130 (30,000 games; the
second look's harness, whose first 200 games on today's Hard matched its file): 23,755 (79.18%)
against 23,753, +0.01 points (95% interval of the difference -0.17 to +0.19; 389 games
only the table's Hard won, 387 only Hard): only 2.6% of the results changed, and those
changes cancel. Against Hard itself (the same
search, seats alternating, seeds 201-204): 2,041-1,959 (51.0%, 49.5-52.6). So **the exact
endgame does not make Hard measurably stronger**. Why, measured exactly on the table's own
positions (policy evaluation, every position weighted alike): a player choosing by the
fitted judgement only **one** move ahead keeps 1.2 points less of the chance of winning
than the table's choices in two against one (84.0% against 85.2%, at most 9.7 less), 1.8
less in two against two (54.1% against 56.0%, at most 15.4) against a perfect opponent,
1.3 less in two against two (69.8% against 71.1%) against a random one (raw outputs and
scripts with the project's notes, ``bench/sigend``). Hard looks three moves ahead, and
the game results above show no gain left: what one move ahead misses, three apparently
find (not measured position by position), and the sticks decide the rest. Hard keeps the
fitted judgement; the table and the tool stay for the next try (three pieces against two
would be a few million positions).

Playing against random play itself: no stronger (issue 9, November 2026)
------------------------------------------------------------------------
The last way left to win more often against a random player is to expect random replies.
Measured, not adopted (raw outputs in the project's notes, ``bench/sig21``):

* **In the solved endgame**, the best response to a player who moves at random (the table's
  value iteration with that player's options averaged instead of its best taken) keeps
  71.5% of two against two where the table's best play keeps 71.1% against the same random
  player: +0.4 points (at most +5.0 in a position), and nothing in one against two or two
  against one.
* **In play**, Hard valuing every reply of the other side as the mean over its legal moves
  (its opponent modelled as exactly the benchmark's random player), three moves ahead as
  now, against random play on the development seeds 101-110, paired game by game with
  Hard: 7,893 of 10,000 (78.9%) against 7,930, -0.37 points (95% interval of the
  difference -0.80 to +0.06; 225 games only it won, 262 only Hard).

So Hard keeps expecting the best reply. Taken with the figures above (depth, richer
features, more fitting, a Monte Carlo oracle, the exact endgame), every player measured here
wins 79-79.5% of games against random play, and none has shown the 80% the issue aims at
beyond the luck of a seed.
"""

from __future__ import annotations

import math

from ludic.ai.knowledge import Knowledge
from ludic.games.sig_capture import _CIRC2, LOOP, PieceMove
from ludic.games.sticks import ALL_PENDING, PENDING_CODE

#: The hand-made judgement's weights (:meth:`SigCaptureKnowledge.evaluate_hand`).
PIECE = 100.0
FREED = 12.0
HIT_NOW = 0.8
HIT_LATER = 0.3


#: ``DIST[seat][progress][square]``: the step counts (1-23) that take a piece of ``seat`` at
#: ``progress`` to ``square`` (one for a home or far square, two for a middle one).
DIST = tuple(tuple(tuple(tuple(n for n in range(1, LOOP) if _CIRC2[seat][p + n] == sq)
                         for sq in range(18)) for p in range(LOOP)) for seat in (0, 1))
#: Distances counted one by one in the features (a freed attacker); beyond, nothing.
NEAR = 12
#: The names of the features, in order (see :meth:`SigCaptureKnowledge.features`): for the
#: side to throw ("me") and then the other ("you").
FEATURES = tuple(
    [f"{side}_alive{n}" for side in ("me", "you") for n in range(1, 7)]
    + [f"{side}_{name}" for side in ("me", "you") for name in (
        ["freed", "danger"] + [f"at{n}" for n in range(1, NEAR + 1)]
        + ["sig_at1", "sig_at7", "stuck_near", "stuck_mid", "stuck_far"])])

#: The fitted judgement: logistic-regression weights of :data:`FEATURES` (the log-odds that
#: the side to throw wins), made by ``tools/sig_fit.py`` (its docstring gives the commands;
#: its output is ``tools/sig_fit_rounds/round2.txt``). Do not edit by hand: fit again.
WEIGHTS = {
    "const": 0.0505,
    "me_alive1": -1.8041,
    "me_alive2": -0.5579,
    "me_alive3": 0.0988,
    "me_alive4": 0.5228,
    "me_alive5": 0.8254,
    "me_alive6": 0.9655,
    "you_alive1": 1.8130,
    "you_alive2": 0.6046,
    "you_alive3": -0.0615,
    "you_alive4": -0.5099,
    "you_alive5": -0.8213,
    "you_alive6": -0.9744,
    "me_freed": 0.5010,
    "me_danger": 0.2242,
    "me_at1": 0.2091,
    "me_at2": 0.2446,
    "me_at3": 0.2255,
    "me_at4": 0.1294,
    "me_at5": -0.0467,
    "me_at6": 0.0133,
    "me_at7": 0.1345,
    "me_at8": 0.0546,
    "me_at9": 0.0643,
    "me_at10": 0.0647,
    "me_at11": 0.0304,
    "me_at12": 0.0409,
    "me_sig_at1": 0.3538,
    "me_sig_at7": 0.1619,
    "me_stuck_near": -0.1658,
    "me_stuck_mid": -0.0149,
    "me_stuck_far": -0.0794,
    "you_freed": -0.5005,
    "you_danger": -0.0775,
    "you_at1": -0.1298,
    "you_at2": -0.0667,
    "you_at3": -0.0068,
    "you_at4": 0.0145,
    "you_at5": -0.0103,
    "you_at6": -0.0773,
    "you_at7": -0.1746,
    "you_at8": -0.0783,
    "you_at9": -0.0543,
    "you_at10": -0.0637,
    "you_at11": -0.0347,
    "you_at12": -0.0517,
    "you_sig_at1": -0.2271,
    "you_sig_at7": -0.1623,
    "you_stuck_near": -0.0075,
    "you_stuck_mid": 0.0625,
    "you_stuck_far": 0.0714,
}


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
    #: leaves is small and one move ahead holds most of it. Against a random player, taking
    #: every capture is most of it, so Easy chooses nearly at random (values are on the scale
    #: of a win, 1000, a piece about 200 in an even game: at temperature 5,000 a better move
    #: is only a little likelier), Medium with less noise and never missing a capture, Hard
    #: its best move three moves ahead (half a point more wins than two, measured on 30,000
    #: games; four measured no better).
    strength_overrides = {"hard": {"max_depth": 3},
                          "medium": {"max_depth": 1, "temperature": 1500.0, "margin": 2000.0,
                                     "always_capture": True},
                          "easy": {"max_depth": 1, "temperature": 5000.0, "margin": 2000.0}}

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

    def features(self, state) -> list[float]:
        """The position seen by the side whose turn it is (``state.turn``, "me") and by the
        other ("you"), in the order of :data:`FEATURES`: per side, its pieces left (one-hot
        1-6); its freed pieces; its danger (expected pieces it hits with its next throw,
        :meth:`_danger`); for each distance 1-12, how many (its freed piece, enemy piece)
        pairs are that many steps apart along its circuit; the same for its unfreed pieces
        at 1 and 7 steps (a sig's distances); and the enemy's unfreed pieces (which cannot
        flee) 1-4, 5-8 and 9-12 steps ahead of its freed pieces."""
        prog, unfreed = state.prog, state.unfreed
        t = state.turn
        out: list[float] = []
        for side in (t, 1 - t):
            alive = [0.0] * 6
            n = sum(1 for p in prog[6 * side:6 * side + 6] if p >= 0)
            if n:
                alive[n - 1] = 1.0
            out += alive
        for side in (t, 1 - t):
            freed = 0
            at = [0.0] * (NEAR + 1)
            sig1 = sig7 = 0
            stuck = [0, 0, 0]
            dist = DIST[side]
            enemy = [(prog[j], j) for j in range(6 - 6 * side, 12 - 6 * side) if prog[j] >= 0]
            enemy_sq = [(_CIRC2[1 - side][p], unfreed >> j & 1) for p, j in enemy]
            for i in range(6 * side, 6 * side + 6):
                p = prog[i]
                if p < 0:
                    continue
                row = dist[p]
                if unfreed >> i & 1:
                    for sq, _u in enemy_sq:
                        for d in row[sq]:
                            if d == 1:
                                sig1 += 1
                            elif d == 7:
                                sig7 += 1
                    continue
                freed += 1
                for sq, u in enemy_sq:
                    for d in row[sq]:
                        if d <= NEAR:
                            at[d] += 1
                            if u:
                                stuck[(d - 1) // 4] += 1
            out.append(freed)
            out.append(self._danger(state, side))
            out += at[1:]
            out += [sig1, sig7] + stuck
        return out

    #: The judgement's weights: :data:`WEIGHTS`; None for the hand-made one (the tools set
    #: it on an object of their own to compare the two).
    weights: dict | None = WEIGHTS

    def evaluate(self, state, seat: int) -> float:
        """``win_value * (2 p - 1)``, ``p`` the fitted chance that the side whose turn it is
        wins (:data:`WEIGHTS`): on the scale of a win, as expectimax's means need. Where a
        count waits for its move (only at the quiescence limit) it is read as if that side
        were about to throw."""
        w = self.weights
        if w is None:
            return self.evaluate_hand(state, seat)
        z = w["const"] + sum(w[name] * x for name, x in zip(FEATURES, self.features(state)))
        v = self.win_value * (2.0 / (1.0 + math.exp(-z)) - 1.0)
        return v if seat == state.turn else -v

    def evaluate_hand(self, state, seat: int) -> float:
        """The hand-made judgement used until the fit (pieces, freed pieces, the danger of
        the next throw; see the module docstring): the first round's players of
        ``tools/sig_fit.py``, and a yardstick for the fitted one."""
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
