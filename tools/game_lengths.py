"""How long the computers' games last and how they end: a measuring tool, not a test.

    python tools/game_lengths.py khamousiyya-5x5 hard-medium -n 20 --seed 18
    python tools/game_lengths.py dra hard-hard -n 10 --only 3,7

Plays the games :mod:`ludic.ai.bench` plays (the same seeds, seats alternating, node budgets
only, the computers offering and answering draws as in the app) and prints one line a game:
its length in moves (plies), how it ended (``Outcome.termination``: blocked, captured_all,
agreed, turn_limit, no_capture ...), who won, the pieces the first named was ahead by at the
end (``Knowledge.material``), the moves since the last capture or placement (the last move
that could never be undone, ``Knowledge.irreversible``), and the draws offered / accepted.
Then the mean, median and maximum length and the endings by kind.

A **fortress** shows as a game that ends (turn limit, late agreement) long after its last
capture, a side some pieces down: neither could take anything more. ``--only`` replays some
games of the same seeds: a game is the same move for move until its first draw offer (the
offer's searches are apart from the moves'), so a change to when the computers offer or
accept needs replaying only the games where it comes into play.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ludic.ai.bench import play_game
from ludic.ai.knowledge import knowledge_for
from ludic.model.registry import make_game


def since_last_change(knowledge, states) -> int:
    """Moves played after the last one that can never be undone (a capture, a placement):
    ``states``, every position of a game, the last included."""
    for i in range(len(states) - 1, 0, -1):
        if knowledge.irreversible(states[i - 1], states[i]):
            return len(states) - 1 - i
    return len(states) - 1


def longest_quiet(knowledge, states) -> int:
    """The most moves played in a row without one that can never be undone (a capture, a
    placement): in a game whose computers offer a draw after so many (the agreement's
    no-progress offer), only the games with a stretch this long can play differently."""
    longest = run = 0
    for before, after in zip(states, states[1:]):
        run = 0 if knowledge.irreversible(before, after) else run + 1
        longest = max(longest, run)
    return longest


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("level")
    parser.add_argument("match", help="FIRST-SECOND, e.g. hard-medium")
    parser.add_argument("-n", type=int, default=20, help="games (seats alternating)")
    parser.add_argument("--seed", type=int, default=18)
    parser.add_argument("--only", default="", help="comma-separated game indices to play")
    parser.add_argument("--dump", default="",
                        help="a folder: each game's positions, one notation a line, in "
                             "LEVEL-MATCH-GAME.txt (to judge a rule on them afterwards)")
    args = parser.parse_args(argv)
    first, second = args.match.split("-", 1)
    game = make_game(args.level)
    knowledge = knowledge_for(game)
    only = {int(i) for i in args.only.split(",") if i.strip()}
    lengths, kinds = [], Counter()
    for i in range(args.n):
        if only and i not in only:
            continue
        seat = i % 2
        players = {seat: first, 1 - seat: second}
        offers: Counter = Counter()
        trace: list = []
        t0 = time.process_time()
        outcome, plies = play_game(game, players, args.seed * 100_003 + i, offers=offers,
                                   trace=trace)
        if args.dump:
            folder = Path(args.dump)
            folder.mkdir(parents=True, exist_ok=True)
            (folder / f"{args.level}-{args.match}-{i}.txt").write_text(
                "\n".join(s.notation() for s in trace) + "\n", encoding="utf-8")
        lead = knowledge.material(trace[-1], seat)
        quiet = since_last_change(knowledge, trace)
        longest = longest_quiet(knowledge, trace)
        won = "draw" if outcome.winner is None else (first if outcome.winner == seat
                                                    else second)
        kind = outcome.termination.value
        kinds[kind] += 1
        lengths.append(plies)
        print(f"game {i:3d} ({first} as seat {seat}): {plies:5d} moves  {kind:<13} "
              f"winner {won:<7} {first} lead {lead:+d}  quiet at end {quiet:4d}, longest {longest:4d}  "
              f"offers {offers['made']}/{offers['accepted']}  "
              f"({time.process_time() - t0:.0f} s CPU)", flush=True)
    if lengths:
        print(f"{args.level} {args.match}: {len(lengths)} games, length mean "
              f"{statistics.fmean(lengths):.1f} median {statistics.median(lengths):.1f} "
              f"max {max(lengths)}; endings: "
              + ", ".join(f"{n} {k}" for k, n in sorted(kinds.items())), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
