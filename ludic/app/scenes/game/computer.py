"""The computer in the game scene: its turn, the Watch's controls, and a seat handed to it or
taken back.

* :func:`ask_seat` asks the controller of the seat to move for its decision
  (:mod:`ludic.app.seats`: a person's comes from clicks, the computer's from its search in
  the worker) and plays it once the Watch's pace allows (:class:`watch.Watch`); the
  computer's offer of a draw goes to :func:`offer.computer_offers`. Should the worker fail,
  :func:`decide_here` chooses in the window's process rather than leave the game stuck.
* :func:`waits`: whether frames must go on while the computer is to move.
* :func:`toggle_pause`, :func:`step` and :func:`faster` are the Watch's buttons and keys
  (P, S, the speed), with what the message bar says about them.
* :func:`take_over`, :func:`ask_take_over` and :func:`take_over_to_move`: a click on a
  player's name, or C, gives the seat to the computer (once people say so) or takes it back.

The functions take the game scene; it keeps the names the panel, the input and the tests
call (``toggle_pause``, ``step``, ``faster``, ``take_over``, ``ask_take_over``,
``take_over_to_move``) as one-line calls.
"""

from __future__ import annotations

import logging

from ludic.app.scenes.game import offer as offers
from ludic.app.seats import OFFER, Computer, Person
from ludic.i18n import N_, Joined, Text, _, tr

log = logging.getLogger(__name__)


def ask_seat(scene, state) -> None:
    """Ask the controller of the seat to move for its decision; play it (a seat not
    played by hand waits for the Watch's pace and pause)."""
    controller = scene.seats.controller(state)
    if controller is None or scene.offer_search is not None or scene.computer_offered:
        return  # (an offer is being answered: the offerer waits for the answer)
    if state.is_chance and scene.demo and getattr(controller, "automatic", False):
        scene.pending = None  # the computer's throw is the teacher's to pick (the bar
        return               # keeps telling the last throw; Teacher on said how)
    if scene.pending is None or scene.pending[0] is not state:
        scene.pending = None
        try:
            decision = controller.decide(state)
        except Exception as exc:  # noqa: BLE001 - the worker failed: play here instead
            decision = decide_here(scene, controller, state, exc)
        if decision is None:
            return
        scene.pending = (state, decision)
    if getattr(controller, "automatic", False) and \
            not scene.watch.may_play(scene.app.settings.anim_speed <= 0):
        return
    decision = scene.pending[1]
    scene.pending = None
    scene.watch.played()
    if state.is_chance:  # THROW: the app throws, as it does for a person
        scene._throw()
    elif decision is OFFER:
        offers.computer_offers(scene)
    else:
        scene.play(decision)


def decide_here(scene, controller, state, exc: Exception):
    """The computer's worker failed: choose in this process (the window waits this
    once) and say so, rather than leave the game stuck."""
    log.error("the computer's worker failed (%s): choosing in the app", exc)
    strength = getattr(controller, "strength", None)
    if strength is None:
        return None
    from ludic.ai import choose_move

    scene.message, scene.message_bad = Text(N_(
        "The computer's helper process failed; it plays in the window instead.")), True
    try:
        return choose_move(state, strength, scene.session.seed,
                           seen=scene.seats.thinker.seen())
    except Exception:
        log.exception("the computer could not choose a move")
        return None


def waits(scene) -> bool:
    """A seat not played by hand is to move: frames go on (its search is polled, its
    sign animates), except while paused with its move found (nothing to wait for)."""
    if not (scene.thinking() or scene._computer_throws()):
        return False
    return not (scene.watch.paused and scene.pending is not None and not scene.watch.steps)


def toggle_pause(scene) -> None:
    """Pause (P, the Pause button), or go on: the bar says how to go on, after what it told."""
    if scene.seats.any_computer and scene.session.outcome is None:
        prompt = scene._turn_prompt()
        scene.watch.toggle_pause()
        if scene.watch.paused:
            paused = Text(N_(
                "Paused: Go on (P) lets the computer play, Step (S) plays one move."))
            # the bar keeps what it told (the move just played, its capture and rule)
            # and adds how to go on: a teacher pauses to explain that very move, and
            # Pause wiped it ("Computer 1 makes a line and takes e5 (D3)" gone); only
            # the turn's prompt ("Computer 2 is thinking…") gives way
            said = scene.message
            keep = said and not scene.message_bad and not scene.queue \
                and tr(said) != tr(prompt)
            scene.message, scene.message_bad = (
                Joined([said, paused]) if keep else paused), False
        else:
            scene.message, scene.message_bad = scene._turn_prompt(), False
        scene.app._ui_dirty = True


def step(scene) -> None:
    """Step (S): pause, and let the computer play exactly one more move."""
    if scene.seats.any_computer and scene.session.outcome is None:
        scene.skip()
        if scene.teacher_throws():  # the computer's throw is the teacher's: Step says how
            scene.message, scene.message_bad = Text(N_(
                "Teacher mode: pick the throw (0 to 6), or press Random throw.")), False
            return
        scene.watch.step()
        scene.app._ui_dirty = True


def faster(scene) -> None:
    """The next Watch speed, kept in the settings for the next game and the next start."""
    if scene.seats.any_computer:
        scene.watch.faster()
        scene.app.settings.watch_speed = scene.watch.speed
        scene.app.storage.save_settings(scene.app.settings)
        scene.app._ui_dirty = True


def take_over(scene, seat: int) -> None:
    """The teacher takes ``seat`` (the computer's becomes a person's), or gives a
    person's seat to the computer (at the strength it had, else Medium)."""
    if not 0 <= seat < len(scene.seats):
        return
    session = scene.session
    name = session.names[seat]  # as the players list shows it, in the language shown
    if scene.seats[seat].by_hand:
        strength = session.taken_from[seat] or "medium"
        session.taken_from[seat] = None
        scene.seats.set(seat, Computer(strength, session.seed, scene.seats.thinker))
        session.computers[seat] = strength
        text = Text(N_("{name} is now played by the computer. Click the name to take "
                       "it back."), name=name)
    else:
        session.taken_from[seat] = session.computers[seat]
        scene.seats.set(seat, Person())
        session.computers[seat] = None
        text = Text(N_("You play {name} now. Click the name to give it back to the "
                       "computer."), name=name)
    scene.pending = None
    scene._drop_hint()
    scene.watch.restart()
    scene.message, scene.message_bad = text, False
    scene.save()
    scene.app._ui_dirty = True


def ask_take_over(scene, seat: int) -> None:
    """A click on a player's name, or C: take ``seat`` from the computer at once; give it
    back at once when it was taken from the computer in this game (a teacher's Watch:
    C, then C again); but a seat people have played from the start is handed to the
    computer only once they say so. A person playing the computer pressed C by
    accident, and the computer played their side from then on, with nothing to say why
    nor how to take it back."""
    if not 0 <= seat < len(scene.seats):
        return
    if not scene.seats[seat].by_hand or scene.session.taken_from[seat] is not None:
        scene.take_over(seat)
        return
    from ludic.ai import strength_label

    scene.skip()
    name = tr(scene.session.names[seat])
    if scene.session.game.has_choices:
        text = _("The computer ({strength}) plays {name} from now on. Click the name, or "
                 "press C on its turn, to take the seat back.").format(
            strength=strength_label("medium"), name=name)
    else:  # the Sig race (S3): no strength to name, all would play alike
        text = _("The computer plays {name} from now on. Click the name, or press C on "
                 "its turn, to take the seat back.").format(name=name)
    scene.app.push("confirm", ask="seat", title=_("Let the computer play {name}?").format(
        name=name), text=text,
        answers=[(_("Let it play"), seat), (_("Keep playing"), -1)],
        default=1, icons=[(scene.view, seat)])  # Enter keeps the seat: a stray key is safe


def take_over_to_move(scene) -> None:
    """C: the seat to move taken over from the computer, or given to it, as a click on
    its name does (a teacher at the keyboard or with a remote, no mouse, had no way to
    take a seat during a Watch). Nothing once the game is over."""
    if scene.session.outcome is None and scene.session.agreed is None:
        scene.ask_take_over(scene.state.turn % len(scene.seats))
