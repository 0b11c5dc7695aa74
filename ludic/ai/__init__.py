"""The computer opponent: choose a move, give a hint, think in a worker process.

No pygame here, and no global randomness: the search is deterministic for a given position,
strength and seed (see :mod:`ludic.ai.search`, "Budget and determinism").

The API the app uses
--------------------
* :data:`STRENGTHS` -- ``("easy", "medium", "hard")``, weakest first;
  :func:`strength_label(key) <strength_label>` -- its name for players, translated.
* :func:`choose_move(state, strength="hard", seed=0, seconds=None, seen=()) <choose_move>` --
  the move the computer plays in ``state``. Synchronous (use :class:`ludic.ai.worker.Thinker`
  from the UI). ``ValueError`` at a chance node (the app throws the sticks itself; in the Sig
  race every move is a throw), in a finished game, or for an unknown strength.
* :func:`positions_seen(states, now) <positions_seen>` -- what ``seen`` is: the positions
  played so far in the game, as the search recognises them when they come back (plain
  tuples, small enough to cross to the worker; only those since the last capture or
  placement, as none before it can come back). With them the computer does not rock a piece to and fro
  where it could make progress (:mod:`ludic.ai.search`, "Repetition"). Empty in the games
  whose positions do not come back (Isolo, the Sig games). :func:`times_seen(state, states)
  <times_seen>` -- how often the position came before (the app's computer offers a draw,
  where the rules allow one, when it comes back the third time and the game is even).
* :func:`hint(state, seed=0) <hint>` -- ``(move, reason)``: the move Hard plays and a
  one-line reason built from what the move does (a :class:`ludic.i18n.Text`:
  ``"makes a line and removes a piece"``, ``"captures 6 counters"``); show it with ``tr``.
* :class:`ludic.ai.worker.Thinker` -- the same search in a worker process: ``start``,
  ``poll``, ``busy``, ``cancel``, ``close``.
* ``python main.py --suggest LEVEL ... MOVE...`` (:mod:`ludic.ai.suggest`) and
  ``python -m ludic.ai.bench`` (:mod:`ludic.ai.bench`).

How it is built
---------------
* :mod:`ludic.ai.search` -- one search for every game: alpha-beta with chance nodes
  (expectimax), iterative deepening, a transposition table, killer moves; what was measured
  to choose it is in that module's docstring.
* :mod:`ludic.ai.knowledge` -- one module per game: evaluation, move ordering, position key.
* :mod:`ludic.ai.strengths` -- what Easy, Medium and Hard mean (budget and noise).
* :mod:`ludic.ai.reasons` -- the hint's reason, from the move's effects.
* :mod:`ludic.ai.worker` -- the worker process.

Determinism: the node budget, not the clock, ends a search, and the noise of Easy and
Medium comes from ``random.Random`` seeded with the seed and the position's notation, so
the same (position, strength, seed) gives the same move anywhere. Each strength also has a
time cap (a safety net for a very busy machine: it ends the search early, and only then can
the move differ); ``choose_move(..., time_cap=False)`` drops it. ``seconds`` replaces the
node budget by a time budget (stronger with more time, but no longer repeatable).
"""

from __future__ import annotations

import dataclasses
import math
import random
from typing import TYPE_CHECKING

from ludic.ai.strengths import STRENGTHS, strength
from ludic.i18n import _

if TYPE_CHECKING:
    from typing import Hashable, Iterable

    from ludic.ai.search import SearchResult
    from ludic.i18n import Text
    from ludic.model.protocol import Move, State

__all__ = ["STRENGTHS", "strength_label", "choose_move", "think", "hint", "positions_seen",
           "times_seen"]


def strength_label(key: str) -> str:
    """The player-facing name of strength ``key`` in the language in force."""
    return _(strength(key).label)


def _check_decision(state: "State") -> None:
    outcome = state.outcome()
    if outcome is not None:
        raise ValueError(f"the game is over: {outcome.reason}")
    if state.is_chance:
        raise ValueError("the sticks are to be thrown here: a throw is chance, not a choice")


def positions_seen(states: "Iterable[State]", now: "State | None" = None) -> tuple:
    """The positions of ``states`` (the positions of one game played so far, in the order
    played; ``now``, the position searched, after them) as the search recognises one
    coming back (``Knowledge.repetition_key``), each once: the ``seen`` of :func:`think`,
    :func:`choose_move` and the worker. Only the positions since the last move that can
    never be undone (``Knowledge.irreversible``: a capture, a placement) are given: none
    before it can come back, so leaving them out changes no search, and a long game's
    list stays short. Measured on a 7x7 Khamousiyya game of 1,194 moves (Medium as South,
    Hard as North, seed 18), the job pickled for the worker was 20.8 KB a move on average
    and 40.4 KB at the end with every position of the game; with the cut it was 4.4 KB on
    average and 12.5 KB at most (1.4 KB of it is the position and the settings). In three
    random 7x7 games of 761-990 moves it was 13.7-17.3 KB before and 2.4-2.9 KB after.
    Chance nodes and finished positions are left out; empty in a game that does not look
    for repetitions."""
    from ludic.ai.knowledge import knowledge_for

    states = list(states)
    if not states:
        return ()
    knowledge = knowledge_for(states[0].game)
    keys: dict = {}
    after = now
    for state in reversed(states):
        if after is not None and knowledge.irreversible(state, after):
            break
        after = state
        if state.is_chance:
            continue
        key = knowledge.repetition_key(state)
        if key is None:
            return ()
        keys[key] = None
    return tuple(keys)


def times_seen(state: "State", states: "Iterable[State]") -> tuple:
    """``(key, n)``: ``state``'s ``Knowledge.repetition_key`` and how many of ``states``
    (earlier positions of the game) were that same position; ``(None, 0)`` in a game that
    does not look for repetitions. The app's computer thinks of a draw on the third time."""
    from ludic.ai.knowledge import knowledge_for

    knowledge = knowledge_for(state.game)
    key = knowledge.repetition_key(state)
    if key is None:
        return None, 0
    return key, sum(1 for s in states
                    if not s.is_chance and knowledge.repetition_key(s) == key)


def think(state: "State", strength_key: str = "hard", seed: int = 0,
          seconds: float | None = None, time_cap: bool = True,
          seen: "Iterable[Hashable]" = ()) -> "SearchResult":
    """Search ``state`` as strength ``strength_key`` would; the full :class:`SearchResult`
    (move, value, depth, nodes, seconds). :func:`choose_move` returns its ``move``.
    ``time_cap=False`` drops the strength's time cap, so only the node budget ends the
    search (the benchmark uses it so a busy machine does not weaken the play it measures).
    ``seen``: :func:`positions_seen` of the game's positions before ``state``; a line coming
    back to one of them is valued as a repetition (no progress)."""
    from ludic.ai.knowledge import knowledge_for
    from ludic.ai.search import SearchResult, iterative_deepening

    settings = strength(strength_key)
    _check_decision(state)
    seen = tuple(seen)
    moves = state.legal_moves()
    if len(moves) == 1:
        return SearchResult(moves[0], 0.0, 0, 0, 0.0)
    knowledge = knowledge_for(state.game)
    tuned = knowledge.strength_overrides.get(strength_key)
    if tuned:
        settings = dataclasses.replace(settings, **tuned)
    if seconds is None:
        nodes = max(200, int(settings.nodes * knowledge.node_scale))
        cap = settings.seconds if time_cap else None
    else:
        if not seconds > 0:
            raise ValueError(f"seconds must be more than 0, not {seconds}")
        nodes, cap = 10**12, float(seconds)
    result = iterative_deepening(state, knowledge, max_depth=settings.max_depth,
                                 max_nodes=nodes, seconds=cap, exact=settings.exact_root,
                                 seen=seen)
    if settings.temperature > 0 and len(result.scores) > 1:
        scores = result.scores
        if settings.always_capture:
            captures = {m: v for m, v in scores.items() if knowledge.is_capture(state, m)}
            if captures:  # never misses a capture: the best of them, no noise
                result.move = max(captures, key=captures.get)
                return result
        back = _going_back(state, knowledge, seen, result.scores)
        result.move = _pick_with_noise(result, settings, random.Random(f"{seed}:{state}"),
                                       back)
    return result


def _going_back(state: "State", knowledge, seen, moves) -> frozenset:
    """The ``moves`` of ``state`` that return to a position played (``seen``)."""
    if not seen:
        return frozenset()
    seen = frozenset(seen)
    return frozenset(m for m in moves if knowledge.repetition_key(state.play(m)) in seen)


def _pick_with_noise(result: "SearchResult", settings, rng: random.Random,
                     back: frozenset = frozenset()) -> "Move":
    """A move among those within ``margin`` of the best, likelier the better it is. A move
    in ``back`` (it returns to a position played) is a candidate only where every other
    one is too: the search already values it a little lower (``CONTEMPT``), but within
    the noise Easy and Medium still stepped a piece to and fro where a move as good
    changed something (see "Repetition" in :mod:`ludic.ai.search`)."""
    best = max(result.scores.values())
    candidates = [(m, v) for m, v in result.scores.items() if v >= best - settings.margin]
    forward = [(m, v) for m, v in candidates if m not in back]
    if forward and len(forward) < len(candidates):
        candidates = forward
        best = max(v for _m, v in candidates)
    weights = [math.exp((v - best) / settings.temperature) for _, v in candidates]
    x = rng.random() * sum(weights)
    for (move, _v), w in zip(candidates, weights):
        x -= w
        if x < 0:
            return move
    return candidates[-1][0]


def choose_move(state: "State", strength: str = "hard", seed: int = 0,
                seconds: float | None = None, time_cap: bool = True,
                seen: "Iterable[Hashable]" = ()) -> "Move":
    """The move the computer plays in ``state`` at ``strength`` (see the module docstring).

    The strength's time cap stops a search on a very busy machine before its node budget is
    spent (so the window never waits long); ``time_cap=False`` (tests, benchmarks) lets the
    node budget alone end it, so the move is the same on any machine. ``seen``: as
    :func:`think` (the same position, strength, seed and ``seen`` give the same move)."""
    return think(state, strength, seed, seconds, time_cap, seen).move


def hint(state: "State", seed: int = 0, seen: "Iterable[Hashable]" = ()
         ) -> tuple["Move", "Text"]:
    """The move Hard would play for the player to move, and a one-line reason."""
    from ludic.ai.reasons import explain

    result = think(state, "hard", seed, seen=seen)
    return result.move, explain(state, result.move, result)
