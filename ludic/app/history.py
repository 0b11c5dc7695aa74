"""The moves of one game, with undo and redo that never re-roll the sticks (no pygame).

Every move is recorded, throws included: ``moves[i]`` leads from ``states[i]`` to
``states[i + 1]``; ``cursor`` is the number of moves in force (the shown state is
``states[cursor]``). Moves after the cursor are the redo line.

* **Undo** steps back to the previous player decision: the latest earlier state where
  ``decides(state)`` is true (by default a player, not chance, is to move; the game scene's
  ``decides`` also stops at a person's throw in a game of throws only, the Sig race). With no
  decision to go back to, it steps back one move.
* **Redo** plays the recorded moves forward to the next player decision.
* **A throw is history.** At a chance node, :meth:`throw` reuses the throw recorded at that point
  of history (after an undo) instead of drawing a new one. When a different decision replaces
  the redo line, the throws recorded in it are kept in order and used for the next chance nodes,
  so undoing and choosing again never gives a new throw. Only past the end of every recorded
  throw does :meth:`throw` draw, with the app's own ``random.Random``.
* **A teacher's pick is a choice.** ``throw(rng, choose=move)`` plays ``move`` even where a
  throw is recorded: it takes that throw's place and replaces the redo line (whose later throws
  are kept as above).

The throw drawn is weighted by ``state.chance_outcomes()`` (the model never draws).
"""

from __future__ import annotations

import random
from typing import Callable

from ludic.model.protocol import Effect, Move, State, Transition


def _is_decision(state: State) -> bool:
    return not state.is_chance and state.outcome() is None


class History:
    def __init__(self, start: State, decides: Callable[[State], bool] | None = None) -> None:
        self.start = start
        self.moves: list[Move] = []
        self.states: list[State] = [start]
        self.effects: list[tuple[Effect, ...]] = []
        self.cursor = 0
        self.spare_throws: list[Move] = []
        self.decides = decides or _is_decision

    # -- where we are ------------------------------------------------------------------------
    @property
    def state(self) -> State:
        return self.states[self.cursor]

    @property
    def played(self) -> list[Move]:
        """The moves in force (up to the cursor)."""
        return self.moves[: self.cursor]

    def can_undo(self) -> bool:
        return self.cursor > 0

    def can_redo(self) -> bool:
        return self.cursor < len(self.moves)

    # -- playing -----------------------------------------------------------------------------
    def play(self, move: Move) -> Transition:
        """Play ``move`` at the cursor (raises ``IllegalMove`` from the model if illegal).

        The same move as the redo line's next one just follows it; a different one replaces the
        redo line (its throws are kept for the next chance nodes)."""
        if self.cursor < len(self.moves) and self.moves[self.cursor] == move:
            return self._forward()
        transition = self.state.apply(move)
        self._truncate()
        self.moves.append(move)
        self.effects.append(transition.effects)
        self.states.append(transition.state)
        self.cursor += 1
        return transition

    def _truncate(self) -> None:
        if self.cursor < len(self.moves):
            dropped = [(self.states[i], m) for i, m in enumerate(self.moves)
                       if i >= self.cursor]
            throws = [m for s, m in dropped if s.is_chance]
            self.spare_throws = throws + self.spare_throws
            del self.moves[self.cursor:]
            del self.effects[self.cursor:]
            del self.states[self.cursor + 1:]

    def _forward(self) -> Transition:
        self.cursor += 1
        return Transition(self.states[self.cursor], self.effects[self.cursor - 1])

    def recorded_throw(self) -> Move | None:
        """The throw history already holds for this chance node, if any."""
        state = self.state
        if not state.is_chance:
            return None
        if self.cursor < len(self.moves):
            return self.moves[self.cursor]
        legal = state.legal_moves()
        while self.spare_throws:
            move = self.spare_throws[0]
            if move in legal:
                return move
            self.spare_throws.pop(0)  # cannot happen here: drop it
        return None

    def throw(self, rng: random.Random, choose: Move | None = None) -> Transition:
        """Throw at a chance node: ``choose`` if given (a teacher's pick in demonstration
        mode: a deliberate choice, it replaces the throw recorded here and the redo line),
        else the recorded throw if there is one, else a draw with ``rng``."""
        state = self.state
        if not state.is_chance:
            raise ValueError("not a chance node: nothing to throw")
        recorded = self.recorded_throw()
        if choose is not None:
            if recorded is not None and recorded != choose:
                if self.cursor < len(self.moves):
                    self._truncate()
                self.spare_throws.pop(0)  # the pick takes the place of the recorded throw
            return self.play(choose)
        if recorded is not None:
            if self.cursor < len(self.moves):
                return self._forward()
            self.spare_throws.pop(0)
            return self.play(recorded)
        if choose is None:
            choose = draw(state, rng)
        return self.play(choose)

    # -- undo / redo ---------------------------------------------------------------------------
    def previous_decision(self) -> int | None:
        """Where Undo goes back to: the latest earlier state where ``decides(state)`` is
        true (its index, a cursor), or None when there is none before the cursor."""
        for i in range(self.cursor - 1, -1, -1):
            if self.decides(self.states[i]):
                return i
        return None

    def undo(self) -> bool:
        """Step back to the previous player decision (or one move). False if at the start."""
        if self.cursor == 0:
            return False
        i = self.previous_decision()
        self.cursor = i if i is not None else self.cursor - 1
        return True

    def redo(self) -> list[Transition]:
        """Play the redo line forward to the next player decision; the transitions passed."""
        out: list[Transition] = []
        while self.cursor < len(self.moves):
            out.append(self._forward())
            if self.decides(self.state):
                break
        return out

    def reset_to(self, cursor: int) -> None:
        self.cursor = max(0, min(cursor, len(self.moves)))


def draw(state: State, rng: random.Random) -> Move:
    """One chance outcome drawn with its probability."""
    outcomes = state.chance_outcomes()
    if not outcomes:
        return rng.choice(state.legal_moves())
    moves = [m for m, _ in outcomes]
    weights = [float(p) for _, p in outcomes]
    return rng.choices(moves, weights=weights, k=1)[0]
