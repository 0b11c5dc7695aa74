"""An offer to end the game by agreement made to the computer (Dra D4, Sig capture C6,
Khamousiyya H5): the computer's answer is searched in the shared worker process
(:meth:`ludic.ai.worker.Thinker.start_offer`, so the window stays live) and decided by
:func:`ludic.ai.agreement.answer_offer`: it accepts when the end offered is worth at least
what its search expects from playing on, less half a piece (not ahead, for a draw; nor a
piece down where its search still calls the game even, :attr:`OfferAnswer.plays_on`).
"""

from __future__ import annotations

from typing import Any

from ludic.i18n import N_, Joined, Text

ACCEPTS_DRAW = N_("{name} accepts the draw.")
DECLINES_DRAW = N_("{name} declines the draw: the game goes on.")
ACCEPTS_END = N_("{name} agrees to end the game.")
DECLINES_END = N_("{name} declines to end the game: the game goes on.")
#: The answer when the end follows it in the bar ("The players agreed to a draw (C6)"):
#: who accepted, and the end said once, not "agrees to end the game. The players agreed
#: to end the game" (a solo player's pass).
ACCEPTS = N_("{name} accepts.")
THINKS = N_("{name} is thinking about your offer…")
THINKS_ABOUT_IT = N_("{name} is thinking about it…")


class OfferSearch:
    """The computer at ``seat`` deciding on an offer made in ``state``; ``draw`` says
    whether the offer is a draw (else an end the captures score, Dra D4);
    ``why``: the narration of another computer's offer ("South offers a draw: the same
    position has come back three times."), kept at the head of the bar's text until the
    answer is told (in a Watch the answer comes within a second: the reason must not
    flash by); None for a person's offer ("your offer")."""

    def __init__(self, state: Any, seat: int, name: Any, strength: str, shared,
                 draw: bool, why: Text | None = None) -> None:
        self.state, self.seat, self.name, self.draw = state, seat, name, draw
        self.why = why
        self.shared = shared
        shared.get().start_offer(state, seat, strength, shared.seen(state))
        shared.owner = self

    def _after_why(self, text: Text):
        return text if self.why is None else Joined([self.why, text], sep=" ", strip="")

    def waiting_text(self):
        if self.why is None:
            return Text(THINKS, name=self.name)
        return self._after_why(Text(THINKS_ABOUT_IT, name=self.name))

    def poll(self):
        """The :class:`~ludic.ai.agreement.OfferAnswer` once decided (``None`` before);
        raises the worker's error."""
        answer = self.shared.get().poll()
        if answer is not None:
            self.shared.owner = None
        return answer

    def answer_text(self, accept: bool, ended: bool = False) -> Text:
        """The message bar's narration of the answer ("North declines the draw..."), after
        the offer's reason when a computer made it; ``ended``: the game's agreed end is told
        after it, so an acceptance only says who accepted ("North accepts.")."""
        if accept and ended:
            return self._after_why(Text(ACCEPTS, name=self.name))
        if self.draw:
            return self._after_why(Text(ACCEPTS_DRAW if accept else DECLINES_DRAW,
                                        name=self.name))
        return self._after_why(Text(ACCEPTS_END if accept else DECLINES_END, name=self.name))

    def cancel(self) -> None:
        self.shared.cancel(self)
