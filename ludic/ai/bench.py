"""Benchmark of the computer opponent: strength in matches, time per move, search speed.

    python -m ludic.ai.bench                          # every game, 100 games per match
    python -m ludic.ai.bench --games dra,isolo -n 40  # some games, 40 games per match
    python -m ludic.ai.bench --quick                  # 10 games per match (2 for 7x7)
    python -m ludic.ai.bench --speed-only             # only the search-speed figures
    python -m ludic.ai.bench --matches hard-random    # one kind of match
    python -m ludic.ai.bench --games sig-el-oued-capture --matches hard-mc
                                                      # expectimax against Monte Carlo

For each game (level) it prints:

* **matches** -- Hard against a random player, Medium against Easy, Hard against Medium:
  wins / draws / losses of the first named, seats alternating (game ``i`` gives it seat
  ``i % 2``), every game seeded (``--seed``), and the share of decided games it won with a
  95% Wilson confidence interval; the draws by kind (agreed, at the turn limit: the
  games' ``Outcome.termination``), the draws the computers offered and how many were
  accepted, and the mean length of a game in moves. The computers offer a draw as in the
  app: on a position's third return, when the one to move judges the game even
  (:func:`ludic.ai.agreement.computer_offers`); the other answers by its search
  (:func:`ludic.ai.agreement.answer_offer`), a random or Monte Carlo player always
  declines (it has no judgement to answer with), and an offer refused is not made again
  for that position. Khamousiyya 7x7 games are long (hundreds of moves), so it
  plays ``--long-games`` of them per match (default 20) unless ``-n`` is smaller.
  The strengths' time caps are off unless ``--time-cap`` is given: each search ends on its
  node budget alone, so the moves (and the results) are those of an idle machine even when
  the benchmark runs on a busy one.
* **time per move** -- median and 95th percentile for each strength, over every move it
  chose in the matches (moves with a single legal choice are not searched and not counted).
* **search speed** -- positions searched per second during the matches' Hard searches, and
  a fixed-depth figure: :func:`fixed_depth_speed` searches the same sample positions to the
  same depth every time, so a change to the rules layer or the search can be compared before
  and after (``--depth``, ``--positions``).

The figures depend on the machine and on its load: run it on an idle machine. Times are
given as wall-clock seconds and as this process's CPU seconds; on a busy machine the CPU
figures are the ones that say what an idle machine would take.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from collections import Counter
from dataclasses import dataclass, field

from ludic.ai import STRENGTHS, positions_seen, think
from ludic.ai.agreement import DrawOffers, answer_offer, computer_offers
from ludic.ai.knowledge import knowledge_for
from ludic.ai.montecarlo import monte_carlo_move
from ludic.ai.search import iterative_deepening
from ludic.model.registry import make_game
from ludic.playout import random_move, sample_chance

GAMES = ("dra", "isolo", "khamousiyya-5x5", "khamousiyya", "sig-el-oued-capture")
MATCHES = (("hard", "random"), ("medium", "easy"), ("hard", "medium"))
LONG = ("khamousiyya",)
#: Playouts per move of the "mc" player (flat Monte Carlo, ludic.ai.montecarlo): about the
#: time Hard takes per move in Sig capture.
MC_PLAYOUTS = 4000


@dataclass
class MatchResult:
    first: str
    second: str
    wins: int = 0
    draws: int = 0
    losses: int = 0
    plies: list[int] = field(default_factory=list)
    #: Draws by their ``Outcome.termination.value`` ("agreed", "turn_limit", ...).
    draw_kinds: Counter = field(default_factory=Counter)
    #: Draws the computers offered (:func:`ludic.ai.agreement.computer_offers`), and how
    #: many the other player accepted.
    offers: int = 0
    accepted: int = 0

    @property
    def games(self) -> int:
        return self.wins + self.draws + self.losses


@dataclass
class Timing:
    """Per strength: wall-clock seconds per move and CPU seconds per move (the CPU time of
    this process: on a machine shared with other work, it is what the move would take on
    an idle one); Hard's positions searched and the wall seconds they took."""

    seconds: dict[str, list[float]] = field(default_factory=dict)
    cpu: dict[str, list[float]] = field(default_factory=dict)
    nodes: int = 0
    node_seconds: float = 0.0
    node_cpu: float = 0.0

    def add(self, strength: str, seconds: float, cpu: float) -> None:
        self.seconds.setdefault(strength, []).append(seconds)
        self.cpu.setdefault(strength, []).append(cpu)


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion ``wins / n``."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def play_game(game, players: dict[int, str], seed: int, timing: Timing | None = None,
              time_cap: bool = False, offers: Counter | None = None, start=None,
              opening=(), trace: list | None = None):
    """One game: ``players[seat]`` is ``"random"``, a strength, or a function
    ``(state, seed) -> move`` (a measuring tool's own player). Returns (outcome, plies).
    ``start``: the position to play from (default the game's start); ``opening``: the
    first decisions' moves, whoever the players (a test's to-and-fro; the throws are
    thrown), counted in the plies.

    A computer (a strength) to move may offer a draw, as in the app (see the module
    docstring); an accepted offer ends the game with ``state.agreed_outcome()``
    (``Termination.AGREED``). ``offers``, when given, counts ``"made"`` and
    ``"accepted"``; ``trace``, when given, receives every position of the game, the last
    included (the measuring tool ``tools/game_lengths.py`` reads where captures stopped)."""
    rng = random.Random(seed)
    state = game.start_state() if start is None else start
    plies = 0
    opening = list(opening)[::-1]  # popped from the end
    history: list = []  # the decision positions played, as the app's history gives them
    draw_offers = DrawOffers()
    while state.outcome() is None:
        if state.is_chance:
            move = sample_chance(state, rng)
        else:
            seat = state.current_player
            who = players[seat]
            past = positions_seen(history, state)  # as the app's computer is given them
            if not opening and who in STRENGTHS and computer_offers(state, who, history, draw_offers, past):
                other = players[1 - seat] if game.num_players == 2 else None
                accept = other in STRENGTHS and \
                    answer_offer(state, 1 - seat, other, past).accept
                if offers is not None:
                    offers["made"] += 1
                    offers["accepted"] += accept
                if accept:
                    if trace is not None:
                        trace.append(state)
                    return state.agreed_outcome(), plies
            history.append(state)
            if opening:
                move = opening.pop()
            elif who == "random":
                move = random_move(state, rng)
            elif callable(who):
                move = who(state, seed * 7919 + plies)
            elif who == "mc":  # flat Monte Carlo, the measured alternative (montecarlo.py)
                cpu = time.process_time()
                move = monte_carlo_move(state, MC_PLAYOUTS, rng)
                if timing is not None and len(state.legal_moves()) > 1:
                    cpu = time.process_time() - cpu
                    timing.add(who, cpu, cpu)
            else:
                cpu = time.process_time()
                result = think(state, who, seed=seed * 7919 + plies, time_cap=time_cap,
                               seen=past)
                cpu = time.process_time() - cpu
                move = result.move
                if timing is not None and result.nodes:
                    timing.add(who, result.seconds, cpu)
                    if who == "hard":
                        timing.nodes += result.nodes
                        timing.node_seconds += result.seconds
                        timing.node_cpu += cpu
        if trace is not None:
            trace.append(state)
        state = state.play(move)
        plies += 1
    if trace is not None:
        trace.append(state)
    return state.outcome(), plies


def play_match(level: str, first: str, second: str, games: int, seed: int,
               timing: Timing, progress=None, time_cap: bool = False) -> MatchResult:
    game = make_game(level)
    result = MatchResult(first, second)
    for i in range(games):
        seat = i % 2
        players = {seat: first, 1 - seat: second}
        offers: Counter = Counter()
        outcome, plies = play_game(game, players, seed * 100_003 + i, timing, time_cap,
                                   offers)
        result.plies.append(plies)
        result.offers += offers["made"]
        result.accepted += offers["accepted"]
        if outcome.winner is None:
            result.draws += 1
            result.draw_kinds[outcome.termination.value] += 1
        elif outcome.winner == seat:
            result.wins += 1
        else:
            result.losses += 1
        if progress:
            progress(result)
    return result


def sample_positions(level: str, count: int, seed: int = 1) -> list:
    """``count`` decision positions from seeded random games (the fixed-depth sample); fewer
    (none) in a game with nothing to decide (Sig's race), after 50 games a position."""
    game = make_game(level)
    rng = random.Random(seed)
    out = []
    for _ in range(50 * count):
        if len(out) >= count:
            break
        state = game.start_state()
        target = rng.randrange(0, 120)
        plies = 0
        while state.outcome() is None:
            if plies >= target and not state.is_chance and len(state.legal_moves()) > 1:
                out.append(state)
                break
            state = state.play(random_move(state, rng))
            plies += 1
    return out


def fixed_depth_speed(level: str, depth: int = 3, positions: int = 12, seed: int = 1) -> dict:
    """Search the same sample positions of ``level`` to ``depth`` (no budget): positions
    searched, seconds and positions per second. Deterministic in the positions it searches,
    so before/after figures of a change compare like with like."""
    game_positions = sample_positions(level, positions, seed)
    if not game_positions:
        return {"level": level, "depth": depth, "positions": 0, "nodes": 0, "seconds": 0.0,
                "per_second": 0.0}
    knowledge = knowledge_for(game_positions[0].game)
    nodes = 0
    t0 = time.perf_counter()
    for state in game_positions:
        nodes += iterative_deepening(state, knowledge, max_depth=depth, min_depth=depth,
                                     max_nodes=10**12, seconds=None).nodes
    seconds = time.perf_counter() - t0
    return {"level": level, "depth": depth, "positions": len(game_positions), "nodes": nodes,
            "seconds": seconds, "per_second": nodes / seconds if seconds else 0.0}


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    k = min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))
    return ordered[k]


def _print_match(level: str, r: MatchResult) -> None:
    decided = r.wins + r.losses
    low, high = wilson(r.wins, decided)
    share = r.wins / decided if decided else float("nan")
    mean_plies = statistics.fmean(r.plies) if r.plies else 0
    print(f"  {r.first:>6} vs {r.second:<6}  W/D/L {r.wins:3d}/{r.draws:3d}/{r.losses:3d}  "
          f"n={r.games:3d}  wins {100 * share:5.1f}% of decided games "
          f"[95% CI {100 * low:5.1f}-{100 * high:5.1f}]  {mean_plies:6.0f} plies/game",
          flush=True)
    if r.draws or r.offers:
        kinds = ", ".join(f"{n} {kind.replace('_', ' ')}"
                          for kind, n in sorted(r.draw_kinds.items()))
        print(f"    draws: {kinds or 'none'}; draws offered {r.offers}, accepted "
              f"{r.accepted}", flush=True)


def _progress(r: MatchResult) -> None:
    print(f"    game {r.games}: W/D/L {r.wins}/{r.draws}/{r.losses}", flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ludic.ai.bench", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", default=",".join(GAMES),
                        help="comma-separated level ids (default: every game with decisions)")
    parser.add_argument("-n", "--number", type=int, default=100, help="games per match")
    parser.add_argument("--long-games", type=int, default=20,
                        help="games per match for Khamousiyya 7x7 (default 20)")
    parser.add_argument("--quick", action="store_true",
                        help="10 games per match (2 for Khamousiyya 7x7)")
    parser.add_argument("--matches", default=",".join(f"{a}-{b}" for a, b in MATCHES),
                        help="comma-separated FIRST-SECOND pairs (strengths or 'random')")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--time-cap", action="store_true",
                        help="keep the strengths' time caps (off by default: the node budget "
                             "alone ends each search, so a busy machine does not change the "
                             "moves)")
    parser.add_argument("--progress", action="store_true",
                        help="print the running score after every game")
    parser.add_argument("--speed-only", action="store_true", help="skip the matches")
    parser.add_argument("--depth", type=int, default=3, help="fixed-depth search depth")
    parser.add_argument("--positions", type=int, default=12,
                        help="positions in the fixed-depth sample")
    args = parser.parse_args(argv)
    levels = [g.strip() for g in args.games.split(",") if g.strip()]
    matches = [tuple(m.split("-", 1)) for m in args.matches.split(",") if m.strip()]
    for level in levels:
        print(f"{level}", flush=True)
        timing = Timing()
        if not args.speed_only:
            n = 10 if args.quick else args.number
            if level in LONG:
                n = min(n, 2 if args.quick else args.long_games)
            for first, second in matches:
                t0 = time.perf_counter()
                r = play_match(level, first, second, n, args.seed, timing,
                               progress=_progress if args.progress else None,
                               time_cap=args.time_cap)
                _print_match(level, r)
                print(f"    ({time.perf_counter() - t0:.0f} s)", flush=True)
            for strength, values in sorted(timing.seconds.items()):
                cpu = timing.cpu[strength]
                print(f"  time per move {strength:>6}: median {statistics.median(values):.3f} s"
                      f"  p95 {percentile(values, 0.95):.3f} s  max {max(values):.3f} s"
                      f"  (CPU: median {statistics.median(cpu):.3f} s"
                      f"  p95 {percentile(cpu, 0.95):.3f} s)  {len(values)} moves", flush=True)
            if timing.node_seconds:
                print(f"  search speed in Hard's matches: "
                      f"{timing.nodes / timing.node_seconds:,.0f} positions/s "
                      f"({timing.nodes / max(timing.node_cpu, 1e-9):,.0f} per CPU second)",
                      flush=True)
        speed = fixed_depth_speed(level, args.depth, args.positions, args.seed)
        print(f"  fixed-depth search: depth {speed['depth']}, {speed['positions']} positions: "
              f"{speed['nodes']:,} nodes in {speed['seconds']:.2f} s = "
              f"{speed['per_second']:,.0f} positions/s", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
