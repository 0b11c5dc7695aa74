"""Thinking in a worker process, so the window never waits for the computer.

The search is pure Python: in the UI's process it would hold the GIL and freeze frames. A
:class:`Thinker` runs it in a separate process (``multiprocessing``'s *spawn* context, which
works alike on Windows, macOS and Linux, and in the frozen app thanks to ``main.py``'s
``multiprocessing.freeze_support()``)::

    thinker = Thinker()                         # cheap: no process yet
    thinker.start(state, "hard", seed=7,        # returns at once (starts the process once)
                  seen=positions_seen(past))    # the game's earlier positions (ludic.ai)
    ...
    move = thinker.poll()                       # every frame: None while thinking, then the move
    thinker.result                              # what the search found for it: its value
                                                # (a won game, how far), depth, completeness
    thinker.cancel()                            # stop now (the process is ended; a new one
                                                # starts with the next search)
    thinker.start_offer(state, seat, "hard")    # or: would the computer at seat accept
    answer = thinker.poll()                     # ending the game now? None, then an
                                                # OfferAnswer (ludic.ai.agreement)
    thinker.close()                             # end the process (also on garbage collection
                                                # and at exit: no orphan is left)

What crosses to the worker is small and plain: the level (a frozen dataclass), the options,
the number of players and the position's one-line notation, from which the worker rebuilds
the game and the state (every game's notation round-trips; the tests check it for every
level), and the positions seen earlier in the game (:func:`ludic.ai.positions_seen`: tuples
of numbers, one per position since the last capture or placement, none in a game whose
positions do not come back). The move comes back as its notation and is read by the caller's own game, then
checked against the legal moves; with it come the search's value, depth and whether its last
iteration was complete (:attr:`Thinker.result`, a :class:`~ludic.ai.search.SearchResult`: the
hint says from it that a move wins by force, :func:`ludic.ai.reasons.explain`). Any error in the worker comes back as a
:class:`ThinkerError` raised by :meth:`Thinker.poll`, with the worker's message.

The search is deterministic (:mod:`ludic.ai`), so a move found in the worker is the move
``choose_move`` finds in-process.
"""

from __future__ import annotations

import atexit
import multiprocessing
import weakref
from typing import Any

__all__ = ["Thinker", "ThinkerError"]


class ThinkerError(RuntimeError):
    """The worker failed to find a move (its message says why)."""


def _serve(conn) -> None:
    """The worker's loop: read a job, answer ``(job, "ok", (move text, value, depth,
    complete))`` (the search's :class:`~ludic.ai.search.SearchResult`; for an offer:
    ``(job, "ok", (accept, play_on, offered, depth, lead, stuck))``) or ``(job, "error", message)``;
    stop on ``None`` or when the other end is gone."""
    from ludic.ai import think
    from ludic.ai.agreement import answer_offer
    from ludic.model.registry import make_game

    games: dict[Any, Any] = {}
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError, KeyboardInterrupt):
            return
        if message is None:
            return
        job, (level, options, players, position), strength, seed, seconds, seat, seen = \
            message
        try:
            key = (repr(level), repr(sorted(options.items())), players)
            game = games.get(key)
            if game is None:
                game = games[key] = make_game(level, options, players)
            state = game.parse_position(position)
            if seat is None:
                found = think(state, strength, seed, seconds, seen=seen)
                answer = (job, "ok", (str(found.move), found.value, found.depth,
                                      found.complete))
            else:
                a = answer_offer(state, seat, strength, seen)
                answer = (job, "ok", (a.accept, a.play_on, a.offered, a.depth, a.lead,
                                      a.stuck))
        except Exception as error:  # noqa: BLE001 - every failure goes back to the caller
            answer = (job, "error", f"{type(error).__name__}: {error}")
        try:
            conn.send(answer)
        except (BrokenPipeError, OSError):
            return


_LIVE: "weakref.WeakSet[Thinker]" = weakref.WeakSet()


@atexit.register
def _close_all() -> None:
    for thinker in list(_LIVE):
        thinker.close()


class Thinker:
    """A search running in a worker process; see the module docstring."""

    def __init__(self) -> None:
        self._process = None
        self._conn = None
        self._job = 0
        self._waiting: tuple | None = None  # (job, game, state, seat) of the search under way
        #: What the last search :meth:`poll` returned found (a SearchResult: the move, its
        #: value, depth and completeness; nodes and seconds stay 0), or None.
        self.result = None
        _LIVE.add(self)

    # -- the process -------------------------------------------------------------------------
    @property
    def pid(self) -> int | None:
        """The worker's process id, or None while there is no worker."""
        return self._process.pid if self._process is not None else None

    def prepare(self) -> None:
        """Start the worker now (it starts by itself with the first search; a game with a
        computer seat may call this at once so the first move does not wait for it)."""
        if self._process is None or not self._process.is_alive():
            self._stop_process()
            ctx = multiprocessing.get_context("spawn")
            parent, child = ctx.Pipe()
            process = ctx.Process(target=_serve, args=(child,), name="ludic-ai", daemon=True)
            process.start()
            child.close()
            self._process, self._conn = process, parent

    def _stop_process(self, polite: bool = False) -> None:
        process, conn = self._process, self._conn
        self._process = self._conn = None
        self._waiting = None
        if conn is not None:
            if polite and process is not None and process.is_alive():
                try:
                    conn.send(None)
                except (BrokenPipeError, OSError):
                    pass
            try:
                conn.close()
            except OSError:
                pass
        if process is not None:
            if polite:
                process.join(timeout=1.0)
            if process.is_alive():
                process.terminate()
                process.join(timeout=2.0)
            if process.is_alive():
                process.kill()
                process.join(timeout=2.0)
            try:
                process.close()
            except ValueError:
                pass

    # -- searching ---------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """True from :meth:`start` until :meth:`poll` has returned the move (or raised)."""
        return self._waiting is not None

    def start(self, state, strength: str = "hard", seed: int = 0,
              seconds: float | None = None, seen: tuple = ()) -> None:
        """Begin searching ``state`` and return at once. A search already under way is
        cancelled first. ``ValueError`` at once for a chance node, a finished game or an
        unknown strength (as :func:`ludic.ai.choose_move`, whose ``seen`` this is)."""
        from ludic.ai import _check_decision
        from ludic.ai.strengths import strength as settings

        settings(strength)
        _check_decision(state)
        self.result = None
        self._send(state, strength, seed, seconds, None, seen)

    def start_offer(self, state, seat: int, strength: str = "hard", seen: tuple = ()) -> None:
        """Begin deciding whether the computer at ``seat`` accepts ending the game now by
        agreement (:func:`ludic.ai.agreement.answer_offer`, whose ``seen`` this is);
        :meth:`poll` then returns an :class:`~ludic.ai.agreement.OfferAnswer`.
        ``ValueError`` at once where the rules offer no agreed end."""
        from ludic.ai.strengths import strength as settings

        settings(strength)
        if state.agreed_outcome() is None:
            raise ValueError("the rules offer no end by agreement here")
        self._send(state, strength, 0, None, seat, seen)

    def _send(self, state, strength: str, seed: int, seconds, seat, seen) -> None:
        if self.busy:
            self.cancel()
        self.prepare()
        game = state.game
        self._job += 1
        payload = (game.level, dict(game.options), game.num_players, state.notation())
        try:
            self._conn.send((self._job, payload, strength, seed, seconds, seat,
                             tuple(seen)))
        except (BrokenPipeError, OSError) as error:
            self._stop_process()
            raise ThinkerError(f"the computer's worker process could not be reached: "
                               f"{error}") from None
        self._waiting = (self._job, game, state, seat)

    def poll(self):
        """The move once the search is done (for :meth:`start_offer`, the
        :class:`~ludic.ai.agreement.OfferAnswer`), else ``None``; never blocks. Raises
        :class:`ThinkerError` if the worker failed."""
        if self._waiting is None:
            return None
        job, game, state, seat = self._waiting
        conn = self._conn
        try:
            while conn.poll():
                answer_job, kind, data = conn.recv()
                if answer_job != job:
                    continue  # an answer to a search cancelled since
                self._waiting = None
                if kind != "ok":
                    raise ThinkerError(f"the computer could not choose a move: {data}")
                if seat is not None:
                    from ludic.ai.agreement import OfferAnswer

                    return OfferAnswer(*data)
                text, value, depth, complete = data
                move = game.parse_move(text)
                if move not in state.legal_moves():
                    raise ThinkerError(f"the computer chose {text}, which is not legal here")
                from ludic.ai.search import SearchResult

                self.result = SearchResult(move, value, depth, 0, 0.0, complete=complete)
                return move
        except (EOFError, OSError) as error:
            self._stop_process()
            raise ThinkerError(f"the computer's worker process stopped: {error}") from None
        if not self._process.is_alive():
            code = self._process.exitcode
            self._stop_process()
            raise ThinkerError(f"the computer's worker process stopped (exit code {code})")
        return None

    def cancel(self) -> None:
        """Stop the search under way at once (the worker is ended; the next :meth:`start`
        begins a new one). Nothing happens when no search is under way."""
        if self._waiting is not None:
            self._stop_process()

    def close(self) -> None:
        """End the worker process (a search under way is dropped)."""
        if self._waiting is not None:
            self._stop_process()
        else:
            self._stop_process(polite=True)

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:  # noqa: BLE001 - __del__ must not raise (at exit, half torn down)
            pass

    def __enter__(self) -> "Thinker":
        return self

    def __exit__(self, *exc) -> None:
        self.close()
