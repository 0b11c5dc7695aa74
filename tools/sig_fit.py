"""Fit Sig (El Oued Capture)'s judgement to game results (offline; numpy, never the app).

    python tools/sig_fit.py --games 20000 --seed 3 --policy-weights hand \
        > tools/sig_fit_rounds/round1.txt
    python tools/sig_fit.py --games 20000 --seed 4 \
        --policy-weights tools/sig_fit_rounds/round1.txt > tools/sig_fit_rounds/round2.txt

(the two rounds that made ``WEIGHTS``, each about 5 minutes of CPU: a round's players use the
judgement the round before fitted, as in policy iteration. Round 2 against round 1, two moves
ahead: 513-487 (1,000 games, seed 4); a third round (seed 5, round 2's players) lost 483-517
to round 2 and was not kept). The same fit from positions saved by ``tools/sig_selfplay.py``
(the same games for the same seed), so that other features can be fitted to the same games:

    python tools/sig_selfplay.py --games 20000 --seed 11 --out /tmp/sig_pos_11.npz
    python tools/sig_fit.py --positions /tmp/sig_pos_11.npz

1. Plays ``--games`` seeded games in which both sides play the judgement one move ahead
   (``tools/sig_oracle.greedy_move``) with a chance ``eps`` of any legal move instead (``eps``
   drawn per game from ``EPS``, the same for both sides: with a careful side against a
   careless one, whatever marks the careful side's positions -- more pieces freed, say --
   would be fitted as if it won games by itself; measured: such a fit beat random play a
   little more often but lost 356-644 to the hand-made judgement).
2. At the start of every turn (the sticks not yet thrown) records
   ``SigCaptureKnowledge.features`` (the side to throw's view) and whether that side went on
   to win.
3. Fits a logistic regression (Newton's method, a small L2 penalty) and prints the weights
   as the Python constant ``WEIGHTS`` of ``ludic/ai/knowledge/sig_capture.py``, with the
   log-loss on the training positions and on a held-out tenth of the games.

The judgement is then ``win_value * (2 p - 1)``, ``p`` the fitted chance that the side to
throw wins: expectimax averages values, so a value proportional to the chance of winning is
what its means need.
"""

from __future__ import annotations

import argparse
import os
import random
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from ludic.ai.knowledge import knowledge_for
from ludic.ai.knowledge.sig_capture import FEATURES
from ludic.games.sig_capture import _CIRC2
from ludic.model.registry import make_game
from ludic.playout import random_move, sample_chance

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from sig_oracle import LEVEL, greedy_move

EPS = (0.0, 0.05, 0.2)


def play(game, knowledge, rng: random.Random):
    """One game; returns the features of each turn's start and the winner."""
    eps = (rng.choice(EPS),) * 2
    state = game.start_state()
    rows, turns = [], []
    while state.outcome() is None:
        if state.is_chance:
            if not state.code:
                rows.append(knowledge.features(state))
                turns.append(state.turn)
            move = sample_chance(state, rng)
        elif rng.random() < eps[state.current_player]:
            move = random_move(state, rng)
        else:
            move = greedy_move(state, knowledge)
        state = state.play(move)
    winner = state.outcome().winner
    return rows, [1.0 if t == winner else 0.0 for t in turns]


class SavedState:
    """What :meth:`SigCaptureKnowledge.features` reads of a position saved by
    ``tools/sig_selfplay.py``: the progresses, the unfreed bits, the board, whose turn."""

    __slots__ = ("prog", "unfreed", "board", "turn")


def saved_states(data):
    """The positions of a ``tools/sig_selfplay.py`` file, in order, as :class:`SavedState`."""
    for prog, unfreed, turn in zip(data["prog"], data["unfreed"], data["turn"]):
        state = SavedState()
        state.prog = tuple(int(p) for p in prog)
        state.unfreed = int(unfreed)
        state.turn = int(turn)
        board = [-1] * 18
        for i, p in enumerate(state.prog):
            if p >= 0:
                board[_CIRC2[i // 6][p]] = i
        state.board = board
        yield state


def fit(x: np.ndarray, y: np.ndarray, l2: float = 1.0, iterations: int = 25) -> np.ndarray:
    """Logistic regression by Newton's method; ``x`` has the constant column first."""
    w = np.zeros(x.shape[1])
    for _ in range(iterations):
        p = 1.0 / (1.0 + np.exp(-(x @ w)))
        grad = x.T @ (p - y) + l2 * w
        hess = (x * (p * (1 - p))[:, None]).T @ x + l2 * np.eye(len(w))
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-7:
            break
    return w


def log_loss(x, y, w) -> float:
    p = np.clip(1.0 / (1.0 + np.exp(-(x @ w))), 1e-9, 1 - 1e-9)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--l2", type=float, default=1.0)
    parser.add_argument("--policy-weights", metavar="FILE",
                        help="the players' judgement: weights printed by an earlier run, or "
                             "'hand' for the hand-made judgement (default: the module's own)")
    parser.add_argument("--positions", nargs="+", metavar="NPZ",
                        help="fit to positions saved by tools/sig_selfplay.py instead of "
                             "playing games (the held-out tenth: each file's games 9, 19...)")
    args = parser.parse_args(argv)
    game = make_game(LEVEL)
    knowledge = knowledge_for(game)
    if args.policy_weights == "hand":
        knowledge.weights = None  # SigCaptureKnowledge.evaluate_hand
    elif args.policy_weights:
        from sig_try import load_weights
        knowledge.weights = load_weights(args.policy_weights)
    rng = random.Random(args.seed)
    train_x, train_y, test_x, test_y = [], [], [], []
    if args.positions:
        args.games = 0
        for path in args.positions:
            data = np.load(path)
            for state, won, i in zip(saved_states(data), data["won"], data["game"]):
                (test_x if i % 10 == 9 else train_x).append(knowledge.features(state))
                (test_y if i % 10 == 9 else train_y).append(float(won))
            args.games += int(data["game"].max()) + 1
    else:
        for i in range(args.games):
            rows, labels = play(game, knowledge, rng)
            (test_x if i % 10 == 9 else train_x).extend(rows)
            (test_y if i % 10 == 9 else train_y).extend(labels)
    xs = np.hstack([np.ones((len(train_x), 1)), np.array(train_x)])
    ys = np.array(train_y)
    xt = np.hstack([np.ones((len(test_x), 1)), np.array(test_x)])
    yt = np.array(test_y)
    w = fit(xs, ys, args.l2)
    print(f"# policy weights: {args.policy_weights or 'the module'}"
          + (f"; positions {' '.join(args.positions)}" if args.positions else ""))
    print(f"# {args.games} games, seed {args.seed}, {len(ys)} training positions, "
          f"{len(yt)} held out; log-loss train {log_loss(xs, ys, w):.4f} "
          f"held out {log_loss(xt, yt, w):.4f}")
    base = fit(xs[:, :1], ys, args.l2)
    print(f"# held-out log-loss with the constant alone: {log_loss(xt[:, :1], yt, base):.4f}")
    print("WEIGHTS = {")
    print(f'    "const": {w[0]:.4f},')
    for name, value in zip(FEATURES, w[1:]):
        print(f'    "{name}": {value:.4f},')
    print("}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
