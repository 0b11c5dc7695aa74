"""The end by agreement (Dra D4, Sig capture C6, Khamousiyya H5): who offers, who answers,
and what the game scene does with the answer.

* A person offers with the panel's button (:func:`offer_agreement`): against a person the
  question is put in a dialog at once (:func:`make_offer`); against the computer, whose yes
  ends the game for good, the person is asked first whether to make the offer at all.
* The computer to move offers when its seat's controller decides :data:`~ludic.app.seats.OFFER`
  (:func:`computer_offers`): the bar says why (the position has come back three times, or
  nothing has been taken for a long while), then the other player answers.
* A person answers in the dialog (:func:`answered`, from the scene's ``resume``); the computer
  answers by a search in the shared worker process (:class:`OfferSearch`, started by
  :func:`ask_computer` and polled by :func:`poll` every idle frame, so the window stays live),
  decided by :func:`ludic.ai.agreement.answer_offer`: it accepts when the end offered is worth
  at least what its search expects from playing on, less half a piece (not ahead, for a
  draw; nor a piece down where its search still calls the game even,
  :attr:`OfferAnswer.plays_on`).

The functions take the game scene and work on its state: ``offer_search`` (the computer's
answer being searched, or None) and ``computer_offered`` (the computer's offer waits for a
person's answer: the computer does not move meanwhile). The scene's ``_drop_hint`` cancels a
search still running when the position changes or the scene goes.
"""

from __future__ import annotations

import logging
from typing import Any

from ludic.i18n import N_, Joined, Text, _, join_commas, join_list, tr
from ludic.model.protocol import State

log = logging.getLogger(__name__)

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

#: What the bar says when the computer's search for an answer failed (its worker process
#: killed, out of memory...); the next offer starts a new worker.
SEARCH_FAILED_OFFER = Text(N_("No answer now: the computer's search stopped. Offer again."))


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


def offer_agreement(scene) -> None:
    """The player to move offers to end the game; the other player answers (a person
    in a dialog, the computer by its search, :class:`OfferSearch`)."""
    scene.skip()
    if not scene.session.can_agree() or not scene.session.under_way() or scene.queue \
            or scene.offer_search is not None:
        return
    draw_words = scene.agree_label() == _("Offer a draw")
    computer = computer_to_answer(scene)
    if computer is None:  # a person answers in the dialog: that is the question already
        make_offer(scene, draw_words)
        return
    # the computer answers at once, and its yes ends the game for good (no undo after
    # an end by agreement): a click by mistake must not end it (QA29, Dra D4 at one
    # click against the computer; Khamousiyya H5 and Sig capture C6 come here too)
    name = tr(scene.session.names[computer])
    rule = scene.state.agreed_outcome().rule
    if draw_words:
        title = _("Offer {name} a draw?").format(name=name)
    else:
        title = _("Offer {name} to end the game?").format(name=name)
    text = _("If {name} accepts, the game ends at once ({rule}) and cannot be taken "
             "back.").format(name=name, rule=rule)
    scene.app.push("confirm", ask="offer", title=title, text=text,
                   answers=[(_("Make the offer"), "offer"), (_("Play on"), None)],
                   cancel=None, default=1)


def computer_to_answer(scene) -> int | None:
    """The seat of the computer that would answer an offer from the player to move, or
    None when a person would (in the dialog)."""
    names = scene.session.names
    state = scene.state
    me = state.turn % len(names) if isinstance(state.turn, int) and state.turn >= 0 else 0
    for i in range(len(names)):
        if i != me and getattr(scene.seats[i], "automatic", False):
            return i
    return None


def computer_offers(scene) -> None:
    """The computer to move offers a draw: the position has come back the third time
    and its search judges the game even, or nothing has been taken for
    :data:`ludic.ai.agreement.STALLED` positions and the game is not its to win
    (:meth:`ludic.app.seats.Computer.decide`; H5's "a draw by agreement is offered").
    The bar says which, in the words of the game's agreed end (Dra D4: "offers to end
    the game", the captures equal, as the dialog's title and the answer say it); the
    other player answers as any offer (a computer by its search, a person in the
    dialog)."""
    if not scene.session.can_agree() or scene.offer_search is not None:
        return
    from ludic.ai.agreement import STALLS, offer_reason

    state = scene.state
    names = scene.session.names
    reason = offer_reason(state, scene.seats.thinker.past())
    stalls = reason is not None and reason[0] == STALLS
    # the words a person's offer gets (Dra D4: "ends the game", the captures decide), in
    # the bar too: the dialog's title and the answer ("agrees to end the game") follow
    scored = type(state).agreed_outcome is not State.agreed_outcome
    draw_words = not (scored and state.agreed_outcome().rule)
    name = names[state.turn % len(names)]
    if draw_words and stalls:
        said = Text(N_("{name} offers a draw: no piece has been captured for a long "
                       "while."), name=name)
    elif draw_words:
        said = Text(N_("{name} offers a draw: the same position has come back three "
                       "times."), name=name)
    elif stalls:
        said = Text(N_("{name} offers to end the game: no piece has been captured for a "
                       "long while."), name=name)
    else:
        said = Text(N_("{name} offers to end the game: the same position has come back "
                       "three times."), name=name)
    make_offer(scene, draw_words, said, stalls)


def make_offer(scene, draw_words: bool, said: Text | None = None, stalls: bool = False
               ) -> None:
    """The player to move offers to end the game now; ``draw_words``: the offer is
    called a draw (else an end the captures score, Dra D4); ``said``: why the computer
    offers (its offer; None for a person's): ``stalls``, nothing has been taken for a
    long while (else the position has come back three times)."""
    state = scene.state
    outcome = state.agreed_outcome()
    names = scene.session.names
    me = state.turn % len(names) if isinstance(state.turn, int) and state.turn >= 0 else 0
    others = [i for i in range(len(names)) if i != me]
    computers = [i for i in others if getattr(scene.seats[i], "automatic", False)]
    if computers:
        ask_computer(scene, computers[0], draw=outcome.winner is None and draw_words,
                     why=said)
        return
    who = join_list(tr(names[i]) for i in others)
    if said is not None:
        scene.message, scene.message_bad = said, False
        scene.computer_offered = True
    if draw_words:
        title = _("{name} offers a draw").format(name=tr(names[me]))
        text = _("{who}, do you accept? The game ends now as a draw ({rule}).").format(
            who=who, rule=outcome.rule)
    else:
        title = _("{name} offers to end the game").format(name=tr(names[me]))
        scores = join_commas(f"{tr(names[i])} {v}" for i, v in enumerate(outcome.scores)
                           if i < len(names))
        if outcome.winner is None:
            text = _("{who}, do you accept? The game would end now as a draw ({rule})")
        else:
            text = _("{who}, do you accept? The game would end now with {winner} the "
                     "winner ({rule})")
        text = text.format(who=who, rule=outcome.rule,
                           winner=tr(names[outcome.winner]) if outcome.winner is not None
                           else "")
        text += _(": {scores}.").format(scores=scores) if scores else "."
    if said is not None:  # why the computer offers, before the question
        why = _("No piece has been captured for a long while.") if stalls else \
            _("The same position has come back three times.")
        text = why + " " + text
    scene.app.push("confirm", ask="agree", title=title, text=text,
                   answers=[(_("Accept"), True), (_("Refuse"), False)], cancel=False,
                   icons=[(scene.view, me)])  # beside "<name> offers...": the offerer's


def ask_computer(scene, seat: int, draw: bool, why: Text | None = None) -> None:
    """The computer at ``seat`` answers the offer (searched in the worker); ``why``:
    the narration of another computer's offer (:class:`OfferSearch`)."""
    scene._drop_hint()
    try:
        scene.offer_search = OfferSearch(scene.state, seat, scene.session.names[seat],
                                         scene.seats[seat].strength, scene.seats.thinker,
                                         draw, why)
    except Exception:  # told plainly; what failed is in the log
        log.exception("the computer cannot answer the offer")
        scene.message, scene.message_bad = SEARCH_FAILED_OFFER, True
        return
    scene.message, scene.message_bad = scene.offer_search.waiting_text(), False
    scene.app._ui_dirty = True


def poll(scene) -> None:
    """The computer's answer to the offer, once its search has found it (every idle frame):
    declined, the game goes on; accepted, the game ends, the answer told before the end."""
    offer = scene.offer_search
    if offer is None:
        return
    if offer.state is not scene.state:  # the position changed under it
        scene._drop_hint()
        return
    try:
        answer = offer.poll()
    except Exception:  # the worker stopped (killed, out of memory...)
        log.exception("the computer's answer to the offer failed")
        scene._drop_hint()
        scene.message, scene.message_bad = SEARCH_FAILED_OFFER, True
        return
    if answer is None:
        return
    scene.offer_search = None
    log.info("the computer %s the offer (playing on %.0f, offered %.0f, depth %d)",
             "accepts" if answer.accept else "declines", answer.play_on, answer.offered,
             answer.depth)
    if not answer.accept:
        scene.message, scene.message_bad = Joined([offer.answer_text(False),
                                                   scene._turn_prompt()], sep=" ",
                                                  strip=""), False
        return
    answered(scene, True)
    # the end follows the answer: it says the game ended by agreement, the answer only
    # who accepted ("North accepts. The players agreed to a draw (C6)")
    said = offer.answer_text(True, ended=scene.session.outcome is not None)
    scene.message = Joined([said, scene.message], sep=" ", strip="")


def answered(scene, accepted: bool) -> None:
    """The offer's answer (a person's in the dialog, or the computer's ``True`` from
    :func:`poll`): refused, the game goes on; accepted, it ends by agreement, for good."""
    scene.computer_offered = False
    if not accepted:
        scene.message, scene.message_bad = Joined(
            [Text(N_("The offer is refused: the game goes on.")), scene._turn_prompt()],
            sep=" ", strip=""), False
        return
    if not scene.session.can_agree():
        return
    outcome = scene.session.agree()
    log.info("game ended by agreement: %s", outcome.reason)
    scene._clear_selection()
    scene.message, scene.message_bad = outcome.reason, False
    scene.save()
    scene.app._ui_dirty = True
