"""An offer to end the game by agreement made to the computer (Dra D4, Sig capture C6,
Khamousiyya H5): the computer's answer is searched in the shared worker process
(:meth:`ludic.ai.worker.Thinker.start_offer`, so the window stays live) and decided by
:func:`ludic.ai.agreement.answer_offer`: it accepts when the end offered is worth at least
what its search expects from playing on, less half a piece (not ahead, for a draw).
"""

from __future__ import annotations

from typing import Any

from ludic.i18n import N_, Text

ACCEPTS_DRAW = N_("{name} accepts the draw.")
DECLINES_DRAW = N_("{name} declines the draw: the game goes on.")
ACCEPTS_END = N_("{name} agrees to end the game.")
DECLINES_END = N_("{name} declines to end the game: the game goes on.")
THINKS = N_("{name} is thinking about your offer…")


class OfferSearch:
    """The computer at ``seat`` deciding on an offer made in ``state``; ``draw`` says
    whether the offer is a draw (else an end the captures score, Dra D4)."""

    def __init__(self, state: Any, seat: int, name: Any, strength: str, shared,
                 draw: bool) -> None:
        self.state, self.seat, self.name, self.draw = state, seat, name, draw
        self.shared = shared
        shared.get().start_offer(state, seat, strength)
        shared.owner = self

    def waiting_text(self) -> Text:
        return Text(THINKS, name=self.name)

    def poll(self):
        """The :class:`~ludic.ai.agreement.OfferAnswer` once decided (``None`` before);
        raises the worker's error."""
        answer = self.shared.get().poll()
        if answer is not None:
            self.shared.owner = None
        return answer

    def answer_text(self, accept: bool) -> Text:
        """The message bar's narration of the answer ("North declines the draw...")."""
        if self.draw:
            return Text(ACCEPTS_DRAW if accept else DECLINES_DRAW, name=self.name)
        return Text(ACCEPTS_END if accept else DECLINES_END, name=self.name)

    def cancel(self) -> None:
        self.shared.cancel(self)
