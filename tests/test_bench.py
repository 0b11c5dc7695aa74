"""The rules benchmark (ludic.bench) counts how games ended by their kind, not their words.

It times nothing here: ``seconds=0`` plays the minimum of three playouts after no warm-up.
"""

from __future__ import annotations

from types import SimpleNamespace

from ludic import bench
from ludic.model.protocol import Outcome, Playout, Termination
from ludic.model.registry import make_game


def test_every_dra_game_cut_by_a_short_turn_limit_counts_as_a_turn_limit(monkeypatch):
    """Four turns are still the placement phase (D1): every playout ends by the limit."""
    game = make_game("dra")
    game.turn_limit = 4
    monkeypatch.setattr(bench, "make_game", lambda level_id, num_players=None: game)
    r = bench.bench_level("dra", seconds=0, warmup=0)
    assert r["playouts"] >= 3
    assert r["results"] == {"turn limit": r["playouts"]}


def test_the_kind_counts_whatever_the_words_say(monkeypatch):
    """An end's sentence may be reworded (or read in another language): a turn-limit end
    whose words do not say "turn limit" is still one, and a win that mentions the limit is
    a win. The ends come in turn from a stand-in game."""
    ends = iter([
        Outcome(None, "Time is up: a draw", why="Time is up", termination=Termination.TURN_LIMIT),
        Outcome(1, "North wins before the turn limit", why="South cannot move",
                termination=Termination.BLOCKED),
        Outcome(None, "A draw", why="Equal", termination=Termination.NO_CAPTURE),
    ] * 2)

    class Last:
        def __init__(self):
            self.end = next(ends)

        def outcome(self):
            return self.end

    start = SimpleNamespace(playout=lambda draw: Playout(Last(), 10, 5))
    game = SimpleNamespace(num_players=2, player_names=("South", "North"),
                           start_state=lambda: start)
    monkeypatch.setattr(bench, "make_game", lambda level_id, num_players=None: game)
    r = bench.bench_level("stand-in", seconds=0, warmup=0)
    assert r["playouts"] == 3
    assert r["results"] == {"turn limit": 1, "North": 1, "draw": 1}
