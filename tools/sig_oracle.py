"""A slow "oracle" player for Sig (El Oued Capture), for measurement only (never the app).

How much skill does the capture game leave? Hard beats a random player about 79% of the
time however deep it looks (``ludic/ai/knowledge/sig_capture.py``). This player spends far
more time than the app may: for each legal move it plays ``--rollouts`` games to the end in
which both sides play a fast policy, and picks the move whose games it won most often
(common random numbers: the same throws for every candidate move, so the comparison is not
swamped by the luck of the sticks). The policies:

* ``greedy``: one move ahead with the app's judgement (``SigCaptureKnowledge.evaluate`` of
  the position after the move), ties to the first move (captures first) -- Hard at one ply;
* ``random``: any legal move;
* ``exploit``: the oracle's side greedy, the other side any legal move -- against a random
  opponent, the best response this script can make (the rollouts then estimate the chance of
  winning *against random play*): an upper estimate of what Hard could reach against it.

    python tools/sig_oracle.py -n 200 --rollouts 48 --seed 1              # oracle vs random
    python tools/sig_oracle.py -n 200 --rollouts 48 --opponent hard       # oracle vs Hard

Seats alternate (game ``i`` gives the oracle seat ``i % 2``), games and rollouts are seeded.
Prints wins/losses with the 95% Wilson interval (``ludic.ai.bench.wilson``).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from ludic.ai.bench import play_game as bench_play_game, wilson
from ludic.ai.knowledge import knowledge_for
from ludic.model.registry import make_game
from ludic.playout import random_move, sample_chance

LEVEL = "sig-el-oued-capture"


def greedy_move(state, knowledge):
    """The move whose resulting position the judgement likes best (one move ahead)."""
    moves = state.legal_moves()
    if len(moves) == 1:
        return moves[0]
    me = state.current_player
    best, best_move = None, moves[0]
    for move in knowledge.order(state, moves):
        child = state.play(move)
        if child.outcome() is not None:  # the last capture
            return move
        v = knowledge.evaluate(child, me)
        if best is None or v > best:
            best, best_move = v, move
    return best_move


def rollout(state, knowledge, rng, policy: str, me: int = 0) -> int | None:
    """Play ``state`` to its end with ``policy`` (``me``: the oracle's seat); the winner."""
    while state.outcome() is None:
        if state.is_chance:
            move = sample_chance(state, rng)
        elif policy == "random" or (policy == "exploit" and state.current_player != me):
            move = random_move(state, rng)
        else:
            move = greedy_move(state, knowledge)
        state = state.play(move)
    return state.outcome().winner


def oracle_move(state, knowledge, rollouts: int, seed: int, policy: str):
    moves = state.legal_moves()
    if len(moves) == 1:
        return moves[0]
    me = state.current_player
    best, best_move = -1.0, moves[0]
    for move in knowledge.order(state, moves):
        child = state.play(move)
        wins = 0.0
        for r in range(rollouts):
            winner = rollout(child, knowledge, random.Random(seed * 1_000_003 + r), policy, me)
            wins += 1.0 if winner == me else (0.5 if winner is None else 0.0)
        if wins > best:
            best, best_move = wins, move
    return best_move


def play_game(game, knowledge, oracle_seat: int, opponent: str, seed: int, rollouts: int,
              policy: str):
    """One game of the oracle against ``opponent`` (random, greedy or a strength), played by
    the benchmark's loop (``ludic.ai.bench.play_game``); returns the winner."""
    players = {oracle_seat: lambda state, s: oracle_move(state, knowledge, rollouts, s, policy),
               1 - oracle_seat: (lambda state, s: greedy_move(state, knowledge))
               if opponent == "greedy" else opponent}
    outcome, _plies = bench_play_game(game, players, seed)
    return outcome.winner


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("-n", type=int, default=100, help="games")
    parser.add_argument("--first", type=int, default=0, help="first game index (to split runs)")
    parser.add_argument("--rollouts", type=int, default=48)
    parser.add_argument("--policy", choices=("greedy", "random", "exploit"), default="greedy")
    parser.add_argument("--opponent", default="random",
                        help="random, greedy, or a strength (easy, medium, hard)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    game = make_game(LEVEL)
    knowledge = knowledge_for(game)
    wins = losses = draws = 0
    t0 = time.process_time()
    for i in range(args.first, args.first + args.n):
        seat = i % 2
        winner = play_game(game, knowledge, seat, args.opponent, args.seed * 100_003 + i,
                           args.rollouts, args.policy)
        if winner is None:
            draws += 1
        elif winner == seat:
            wins += 1
        else:
            losses += 1
        if (i - args.first + 1) % 50 == 0:
            print(f"  game {i - args.first + 1}: {wins}-{losses} ({draws} drawn) "
                  f"{time.process_time() - t0:.0f} s CPU", flush=True)
    low, high = wilson(wins, wins + losses)
    print(f"oracle ({args.policy} rollouts x{args.rollouts}) vs {args.opponent}, seed "
          f"{args.seed}, games {args.first}-{args.first + args.n - 1}: W/D/L "
          f"{wins}/{draws}/{losses}  {100 * wins / max(1, wins + losses):.1f}% "
          f"[95% CI {100 * low:.1f}-{100 * high:.1f}]", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
