"""Who controls a seat: a person at the keyboard, the computer, a lesson's script, a review.

The game scene never asks *what kind* of player sits at a seat. Each seat has a
:class:`Controller`; when the board is idle and it is that seat's decision, the scene asks
its controller, every frame, for the next decision:

* ``None``: nothing yet (a person has not clicked, the computer is still thinking);
* :data:`THROW`: throw the sticks (at a chance node; the app throws, exactly as when a
  person presses Space, so an undo never re-rolls a throw);
* a move of the game: the scene plays it, animated and narrated like a person's.

A controller whose ``by_hand`` is True lets the board and the move buttons take a person's
clicks for its seat; the others do not (their moves come from ``decide``).

``stop()`` forgets a decision in progress (the position changed under it: undo, redo, a
loaded game, a seat handed to someone else); ``close()`` frees what the controller holds
(a worker process) when the scene leaves or the app quits. Both must return at once.

To add a kind of controller (a lesson's script, a review that replays a game), write a
class with these members: nothing in the game scene changes.
"""

from __future__ import annotations

from typing import Any, Protocol, Sequence

#: The decision "throw the sticks" (at a chance node).
THROW = "throw"


class Controller(Protocol):
    #: "person", "computer", ...: for the player list and saves, never for branching.
    kind: str
    #: Does the board take a person's clicks for this seat?
    by_hand: bool

    def decide(self, state: Any) -> Any | None:
        """The next decision in ``state`` (this seat's turn), or ``None`` for not yet."""

    def stop(self) -> None:
        """Forget any decision in progress."""

    def close(self) -> None:
        """Free what the controller holds (a worker process)."""


class Person:
    """A person at the keyboard: decisions come from clicks and keys, never from here."""

    kind = "person"
    by_hand = True

    def decide(self, state: Any) -> Any | None:
        return None

    def stop(self) -> None:
        pass

    def close(self) -> None:
        pass


class Seats:
    """The controllers of a game's seats, in seat order."""

    def __init__(self, controllers: Sequence[Controller]) -> None:
        self.controllers: list[Controller] = list(controllers)

    @classmethod
    def people(cls, n: int) -> "Seats":
        return cls([Person() for _ in range(n)])

    def __len__(self) -> int:
        return len(self.controllers)

    def __getitem__(self, seat: int) -> Controller:
        return self.controllers[seat]

    def seat_of(self, state: Any) -> int | None:
        """The seat to decide in ``state`` (None when nobody is: the game is over)."""
        turn = getattr(state, "turn", None)
        if not isinstance(turn, int) or turn < 0 or not self.controllers:
            return None
        return turn % len(self.controllers)

    def controller(self, state: Any) -> Controller | None:
        """The controller of the seat to decide in ``state``."""
        seat = self.seat_of(state)
        return None if seat is None else self.controllers[seat]

    def by_hand(self, state: Any) -> bool:
        """Does the board take a person's clicks in ``state``?"""
        c = self.controller(state)
        return c is None or c.by_hand

    def stop(self) -> None:
        for c in self.controllers:
            c.stop()

    def close(self) -> None:
        for c in self.controllers:
            c.close()
