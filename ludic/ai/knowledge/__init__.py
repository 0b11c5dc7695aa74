"""What the computer knows about each game: one module per game, one class each.

The search (:mod:`ludic.ai.search`) knows nothing of any game. Everything particular to a
game lives in its :class:`Knowledge` subclass here, found by the game's registry key:

=================  ===========================  ==========================================
game key           module                        what it knows
=================  ===========================  ==========================================
``dra``            :mod:`.dra`                   captures, lines one step away, mobility
``isolo``          :mod:`.isolo`                 counters on each side, playable holes,
                                                 captures one sowing away
``khamousiyya``    :mod:`.khamousiyya`           pieces, mobility, captures one step away
``sig_capture``    :mod:`.sig_capture`           pieces, freed pieces, danger from enemy
                                                 pieces behind, progress
``sig_race``       this base class               nothing to decide: the computer throws
=================  ===========================  ==========================================

A knowledge object answers these questions; the base class gives neutral answers so that a
new game is playable (badly) before anyone writes its knowledge:

* ``key(state)``: a hashable key of the position for the transposition table (without the
  move counters that do not change what can happen, where it is safe to drop them);
* ``evaluate(state, seat)``: how good a live position is for ``seat``, in points (a won game
  is worth :data:`ludic.ai.search.WIN`; a piece is worth about 100);
* ``order(state, moves)``: the moves as a new list, the likeliest best first (captures first);
* ``free_ply(state)``: True where the player to move finishes what his last move began (a
  removal earned by a line, a going-on capture), so the search does not count it as depth;
* ``quiesce(state)``: True where the search should not stop (see ``ludic.ai.search``);
* ``threats(state, seat)``: how many capturing moves ``seat`` would have if it were his turn
  (the hint uses it to say "stops a threat" or "prepares a capture");
* ``mobility(state, seat)``: how many moves ``seat``'s pieces could make, where room to move
  matters (the hint's "gives your pieces room"); None where the game has no such measure;
* ``material(state, seat)``: how many pieces ``seat`` is ahead (behind: negative) by the
  pieces taken so far (Dra, Khamousiyya); 0 in this base class (the draw offer's answer,
  :mod:`ludic.ai.agreement`: a side behind whose search calls the game even plays on);
* ``repetition_key(state)`` and ``repetition_value(state, seat)``, in a game where a position
  can come back (pieces stepping to and fro: Dra, Khamousiyya): the position without its
  move counters, and what coming back to it is worth (see "Repetition" in
  :mod:`ludic.ai.search`); ``repetition_key`` is None in the other games;
* ``irreversible(before, after)``, in those games: True where a move between the two
  positions can never be undone (a capture, a placement), so no position up to ``before``
  can come back after it: :func:`ludic.ai.positions_seen` gives the search only the
  positions since the last such move.

Knowledge may read a game's own read-only accessors and tables (``ludic.games.*``): that is
the point of having one place per game. It never changes a state.
"""

from __future__ import annotations

import importlib
from typing import Any, Hashable

from ludic.model.protocol import Move, Outcome, State

#: game key -> "module:Class" under ludic.ai.knowledge
KNOWLEDGE: dict[str, str] = {
    "dra": "ludic.ai.knowledge.dra:DraKnowledge",
    "isolo": "ludic.ai.knowledge.isolo:IsoloKnowledge",
    "khamousiyya": "ludic.ai.knowledge.khamousiyya:KhamousiyyaKnowledge",
    "sig_capture": "ludic.ai.knowledge.sig_capture:SigCaptureKnowledge",
}


class Knowledge:
    """Neutral knowledge: every live position is even, moves keep the game's order."""

    #: Positions per second are not alike across games; strengths scale their node budget
    #: by this factor so that a strength takes about the same time in every game.
    node_scale: float = 1.0

    #: What a won game is worth (see ``ludic.ai.search``: on the evaluation's scale where
    #: chance is averaged).
    win_value: float = 1_000_000.0

    #: Per strength, settings of :class:`ludic.ai.strengths.Strength` this game changes
    #: (where measurement showed a strength too close to the next, ``ludic.ai.bench``).
    strength_overrides: dict[str, dict] = {}

    def __init__(self, game) -> None:
        self.game = game

    def key(self, state: State) -> Hashable:
        return state.notation()

    def evaluate(self, state: State, seat: int) -> float:
        return 0.0

    def order(self, state: State, moves) -> list:
        return list(moves)

    def free_ply(self, state: State) -> bool:
        return False

    def threats(self, state: State, seat: int) -> int:
        return 0

    def mobility(self, state: State, seat: int) -> int | None:
        return None

    def material(self, state: State, seat: int) -> int:
        """The pieces ``seat`` is ahead by, counting the pieces each side has taken (a
        negative number where it is behind). This base class knows no pieces: 0."""
        return 0

    def quiesce(self, state: State) -> bool:
        """True where a position is half-way through something (a removal owed, a chain, a
        count thrown but not played): at the end of the depth the search then looks one move
        further instead of valuing it as it stands."""
        return False

    def draw_value(self, outcome: Outcome, seat: int) -> float:
        return 0.0

    def is_capture(self, state: State, move: Move) -> bool:
        return False

    def repetition_key(self, state: State) -> Hashable | None:
        """The position as it can come back (the board, whose turn, what is in hand and
        taken; no move counters), or None in a game that does not look for repetitions
        (this base class: sowings and races do not come back)."""
        return None

    def irreversible(self, before: State, after: State) -> bool:
        """True where a move played between ``before`` and ``after`` (a later position of
        the same game, not necessarily the next) can never be undone: no position up to
        ``before`` can come back after ``after`` (a piece taken, a piece placed from the
        hand). The search is then told nothing of the positions before it (they could never
        match one it meets: :func:`ludic.ai.positions_seen`). This base class says False:
        any position may come back, none is left out."""
        return False

    def repetition_value(self, state: State, seat: int) -> float:
        """What coming back to ``state``, a position already seen, is worth to ``seat``:
        nothing has changed, so in a game that only a turn limit ends this way (scored a
        draw) it is a draw, 0. A game that scores such an end otherwise says so."""
        return 0.0


_CACHE: dict[int, Any] = {}


def knowledge_for(game) -> Knowledge:
    """The knowledge of ``game`` (one object per game object, made on first use)."""
    found = _CACHE.get(id(game))
    if found is not None and found.game is game:
        return found
    target = KNOWLEDGE.get(game.key)
    if target is None:
        cls = Knowledge
    else:
        module_name, _, class_name = target.partition(":")
        cls = getattr(importlib.import_module(module_name), class_name)
    found = cls(game)
    if len(_CACHE) > 64:
        _CACHE.clear()
    _CACHE[id(game)] = found
    return found
