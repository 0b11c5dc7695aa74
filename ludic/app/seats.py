"""Who controls a seat: a person at the keyboard, the computer, a lesson's script, a review.

The game scene never asks *what kind* of player sits at a seat. Each seat has a
:class:`Controller`; when the board is idle and it is that seat's decision, the scene asks
its controller, every frame, for the next decision:

* ``None``: nothing yet (a person has not clicked, the computer is still thinking);
* :data:`THROW`: throw the sticks (at a chance node; the app throws, exactly as when a
  person presses Space, so an undo never re-rolls a throw);
* a move of the game: the scene plays it, animated and narrated like a person's;
* :data:`OFFER` (the computer only): offer a draw, the same position having come back a
  third time or nothing having been taken for many moves (:meth:`SharedThinker.offer_due`); the scene asks the other player as for a
  person's offer, and the computer searches its move if the offer is refused.

A controller whose ``by_hand`` is True lets the board and the move buttons take a person's
clicks for its seat; the others do not (their moves come from ``decide``). One whose
``automatic`` is True decides by itself (the computer): while it has the turn the window
keeps drawing frames and asking it, and shows its "thinking" sign; a controller without it
(a review, whose moves come from elsewhere) is asked too but keeps no frames going.

``stop()`` forgets a decision in progress (the position changed under it: undo, redo, a
loaded game, a seat handed to someone else); ``close()`` frees what the controller holds
(a worker process) when the scene leaves or the app quits. Both must return at once.

To add a kind of controller (a lesson's script, a review that replays a game), write a
class with these members: nothing in the game scene changes.

:class:`Computer` thinks in a worker process (:class:`ludic.ai.worker.Thinker`), so the
window stays live; the seats of one game share one worker (one seat thinks at a time), made
only when a computer first has to think, and ended by ``close()``.
"""

from __future__ import annotations

import logging
from typing import Any, Callable, Protocol, Sequence

log = logging.getLogger(__name__)

#: The decision "throw the sticks" (at a chance node).
THROW = "throw"
#: The computer's decision "offer a draw" (the same position has come back: see
#: :meth:`SharedThinker.offer_due`); the scene asks the other player, as for a person's offer.
OFFER = "offer"


class Controller(Protocol):
    #: "person", "computer", ...: for the player list and saves, never for branching.
    kind: str
    #: Does the board take a person's clicks for this seat?
    by_hand: bool
    #: Does it decide by itself (the computer)? Optional: False when absent.
    automatic: bool

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
    automatic = False

    def decide(self, state: Any) -> Any | None:
        return None

    def stop(self) -> None:
        pass

    def close(self) -> None:
        pass


class SharedThinker:
    """One worker process for the computer seats of a game (and its hints), made when first
    needed: a game of people only never starts a process.

    It also knows the game's past for them: ``past()`` gives the positions played before the
    one shown (the scene's history), so that every search there knows them
    (:meth:`seen`: the computer does not rock a piece to and fro, ``ludic.ai.search``,
    "Repetition"), and :meth:`offer_due` says when the computer should think of a draw."""

    def __init__(self, make: Callable[[], Any] | None = None,
                 past: Callable[[], Sequence[Any]] | None = None) -> None:
        from ludic.ai.agreement import DrawOffers

        self._make = make
        self._thinker = None
        self.owner: Any = None  # who started the search under way
        self.past = past or (lambda: ())
        self._offers = DrawOffers()  # when the computer thinks of a draw (ludic.ai)

    def seen(self, now: Any = None) -> tuple:
        """The positions played so far, for a search of ``now`` (the position shown), as
        :func:`ludic.ai.positions_seen` gives them: since the last capture or placement
        (before ``now`` when given)."""
        from ludic.ai import positions_seen

        return positions_seen(self.past(), now)

    def offer_due(self, state: Any) -> bool:
        """Should the computer to move in ``state`` think of offering a draw now? Decided
        by :meth:`ludic.ai.agreement.DrawOffers.due` (the benchmark's computers decide by
        it too): a draw on offer by the rules (Dra D4 with equal captures, Khamousiyya H5),
        the position come back for the third time (the computers, or a person and the
        computer, step to and fro), once per position and game, or the game stalled
        (:data:`ludic.ai.agreement.STALLED` positions since the last capture), once per
        so many positions."""
        return self._offers.due(state, self.past())

    def get(self):
        if self._thinker is None:
            if self._make is not None:
                self._thinker = self._make()
            else:
                from ludic.ai.worker import Thinker

                self._thinker = Thinker()
        return self._thinker

    @property
    def pid(self) -> int | None:
        return None if self._thinker is None else getattr(self._thinker, "pid", None)

    def cancel(self, owner: Any = None) -> None:
        """Cancel the search under way (only ``owner``'s, when given)."""
        if self._thinker is not None and (owner is None or owner is self.owner):
            self._thinker.cancel()
            self.owner = None

    def close(self) -> None:
        if self._thinker is not None:
            self._thinker.close()
        self.owner = None


class Computer:
    """The computer at ``strength`` (a key of :data:`ludic.ai.STRENGTHS`): throws at once at
    a chance node; otherwise starts a search in the worker and answers its move when found.
    ``seed`` makes its choices repeatable (Easy and Medium choose with some noise)."""

    kind = "computer"
    by_hand = False
    automatic = True

    def __init__(self, strength: str, seed: int, thinker: SharedThinker) -> None:
        self.strength = strength
        self.seed = seed
        self.shared = thinker
        self._for: Any = None  # the state searched now
        self._judging = False  # searching whether to offer a draw (not yet the move)

    @property
    def thinking(self) -> bool:
        return self._for is not None

    def decide(self, state: Any) -> Any | None:
        """THROW at a chance node; else ``None`` while thinking, then the move, or OFFER
        where the position has come back or the game has stalled
        (:meth:`SharedThinker.offer_due`) and its search says so
        (:attr:`ludic.ai.agreement.OfferAnswer.offers`: come back, the draw is worth what
        playing on is, within half a piece; stalled, it is not its game to win); it
        searches its move once the offer is refused. Raises :class:`ludic.ai.worker.ThinkerError` if the worker
        failed."""
        if state.is_chance:
            self.stop()
            return THROW
        thinker = self.shared.get()
        if self._for is not state:
            self.stop()
            if self.shared.offer_due(state):
                thinker.start_offer(state, state.current_player, self.strength,
                                    self.shared.seen(state))
                self._judging = True
            else:
                thinker.start(state, self.strength, self.seed, seen=self.shared.seen(state))
            self.shared.owner = self
            self._for = state
            return None
        try:
            found = thinker.poll()
        except Exception:
            self._for = None
            self._judging = False
            raise
        if found is None:
            return None
        if self._judging:
            self._judging = False
            if found.offers:
                self._for = None
                return OFFER
            thinker.start(state, self.strength, self.seed, seen=self.shared.seen(state))
            return None
        self._for = None
        return found

    def stop(self) -> None:
        if self._for is not None:
            self.shared.cancel(self)
            self._for = None
            self._judging = False

    def close(self) -> None:
        self.stop()
        self.shared.close()


class Seats:
    """The controllers of a game's seats, in seat order, and the worker they share."""

    def __init__(self, controllers: Sequence[Controller],
                 thinker: SharedThinker | None = None) -> None:
        self.controllers: list[Controller] = list(controllers)
        self.thinker = thinker or SharedThinker()

    @classmethod
    def people(cls, n: int) -> "Seats":
        return cls([Person() for _ in range(n)])

    @classmethod
    def for_game(cls, computers: Sequence[str | None], seed: int,
                 thinker: SharedThinker | None = None,
                 past: Callable[[], Sequence[Any]] | None = None) -> "Seats":
        """A person for each ``None`` of ``computers``, the computer at that strength for
        each strength key; ``past`` gives the positions played before the one shown (see
        :class:`SharedThinker`)."""
        shared = thinker or SharedThinker(past=past)
        return cls([Person() if c is None else Computer(c, seed, shared) for c in computers],
                   shared)

    def set(self, seat: int, controller: Controller) -> None:
        """Hand ``seat`` to ``controller`` (the teacher takes over, or gives it back)."""
        self.controllers[seat].stop()
        self.controllers[seat] = controller

    def thinking(self, state: Any) -> bool:
        """Is the controller of the seat to decide in ``state`` thinking now?"""
        c = self.controller(state)
        return bool(getattr(c, "thinking", False))

    @property
    def any_computer(self) -> bool:
        """Is any seat played by a controller that decides by itself (the computer)?"""
        return any(getattr(c, "automatic", False) for c in self.controllers)

    @property
    def any_person(self) -> bool:
        return any(c.by_hand for c in self.controllers)

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

    def automatic(self, state: Any) -> bool:
        """Does the seat to decide in ``state`` decide by itself (the computer)?"""
        return bool(getattr(self.controller(state), "automatic", False))

    def stop(self) -> None:
        for c in self.controllers:
            c.stop()

    def close(self) -> None:
        """Stop every controller and end the shared worker (returns at once)."""
        for c in self.controllers:
            c.close()
        self.thinker.close()
