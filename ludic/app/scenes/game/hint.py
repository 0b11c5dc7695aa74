"""The Hint: the move the computer would play (Hard) for the person to move, found in the
worker process (the window stays live), shown on the board with a one-line reason built from
the move's effects and the search's value (:func:`ludic.ai.reasons.explain`: a win the search
saw to the end says so). It is only shown: the person plays it or not.

* :class:`HintSearch` looks for it in the shared worker (:class:`ludic.app.seats.SharedThinker`)
  and :func:`reason_for` words why the move is good.
* The game scene's flow: :func:`can_hint` (the Hint button's state), :func:`ask_hint` (the
  button, or H), :func:`poll` (every idle frame, until it is found), :func:`show` (the message
  bar's words), :func:`shown` (what the board draws: only for the position it was found for)
  and :func:`drop` (forgotten when the position changes or the scene goes; an offer the
  computer is still answering goes with it, :mod:`offer`).

The functions take the game scene and work on its state: ``hint`` (the :class:`Hint`, or
None) and ``hint_search`` (the search under way, or None).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

from ludic.i18n import N_, Text

log = logging.getLogger(__name__)

HINT_STRENGTH = "hard"

#: What the bar says when the computer's search for a hint failed (its worker process killed,
#: out of memory...): it showed the error itself, "No hint now: the computer's worker process
#: stopped (exit code -9)", in English whatever the language. The next hint starts a new
#: worker (an offer's: :data:`offer.SEARCH_FAILED_OFFER`).
SEARCH_FAILED_HINT = Text(N_("No hint now: the computer's search stopped. Ask again."))

#: What the bar says when a hint is asked (? or /) while the computer is to move.
NOT_YOUR_TURN = Text(N_("No hint now: a hint is for your own turn, and the computer is to "
                        "move."))


@dataclass
class Hint:
    state: Any  # the position it is for (it goes stale when the position changes)
    move: Any = None  # None while the computer looks for it
    reason: str = ""  # a ludic.i18n.Text (shown with tr)
    result: Any = None  # the search's SearchResult (its value), when the thinker gives it


class HintSearch:
    """One hint being looked for in the shared worker (:class:`ludic.app.seats.SharedThinker`)."""

    def __init__(self, state: Any, shared, seed: int) -> None:
        self.hint = Hint(state)
        self.shared = shared
        shared.get().start(state, HINT_STRENGTH, seed, seen=shared.seen(state))
        shared.owner = self

    def poll(self) -> Hint | None:
        """The hint once found (``None`` before); raises the worker's error."""
        move = self.shared.get().poll()
        if move is None:
            return None
        self.hint.move = move
        self.hint.result = getattr(self.shared.get(), "result", None)
        self.hint.reason = reason_for(self.hint.state, move, self.hint.result)
        self.shared.owner = None
        return self.hint

    def cancel(self) -> None:
        self.shared.cancel(self)


def reason_for(state: Any, move: Any, result: Any = None) -> str:
    """Why ``move`` is good, in a line a learner understands (a Text to show with ``tr``);
    ``result``: the search's :class:`~ludic.ai.search.SearchResult` for it, or None."""
    from ludic.ai.reasons import BEST, explain
    from ludic.i18n import N_, Text

    try:
        reason = explain(state, move, result)
    except Exception:  # a hint without its reason is still a hint
        log.exception("no reason for the hint %s", move)
        return Text(N_("the strongest move the computer finds here"))
    if getattr(reason, "msgid", None) == BEST.singular:  # the search depth is not known here
        return Text(N_("the strongest move the computer finds here"))
    return reason


def can_hint(scene) -> bool:
    """May the person to move ask for a hint (a decision of theirs, nothing moving, the game
    on)?"""
    state = scene.state
    return (not scene.queue and scene.session.outcome is None and not state.is_chance
            and scene.seats.by_hand(state) and scene.session.agreed is None)


def ask_hint(scene) -> None:
    """Look for the move the computer (Hard) would play for the person to move."""
    scene.skip()
    if not can_hint(scene):
        if scene.session.outcome is not None or scene.session.agreed is not None:
            return
        if scene.seats.automatic(scene.state):
            # the Hint button is greyed then, and the key did nothing without a word
            scene.message, scene.message_bad = NOT_YOUR_TURN, False
        elif scene.state.is_chance:
            scene.message, scene.message_bad = Text(N_(
                "Nothing to choose: throw the sticks.")), False
        return
    if scene.hint is not None and scene.hint.state is scene.state:
        show(scene)
        return
    drop(scene)
    try:
        scene.hint_search = HintSearch(scene.state, scene.seats.thinker, scene.session.seed)
    except Exception:  # told plainly; what failed is in the log
        log.exception("no hint")
        scene.message, scene.message_bad = SEARCH_FAILED_HINT, True
        return
    scene.hint = scene.hint_search.hint
    scene.message, scene.message_bad = Text(N_("Looking for a good move…")), False
    scene.app._ui_dirty = True


def poll(scene) -> None:
    """Show the hint once the search has found it; a failed search is told plainly."""
    search = scene.hint_search
    if search is None:
        return
    try:
        found = search.poll()
    except Exception:  # the worker stopped (killed, out of memory...)
        log.exception("the hint failed")
        drop(scene)
        scene.message, scene.message_bad = SEARCH_FAILED_HINT, True
        return
    if found is not None:
        scene.hint_search = None
        show(scene)


def show(scene) -> None:
    """The message bar says the hint: the move and why it is good."""
    hint = scene.hint
    targets = scene.view.move_targets(hint.move)
    move = hint.move
    # The reason follows a dash, not brackets: it often ends with a rule in brackets
    # ("… beside the centre (H2)"), and "(… (H2))" read as a typo (a solo player's pass).
    if not targets:
        text = N_("Hint: press “{move}” — {reason}.")
        move = scene.view.action_label(hint.move)
    elif str(hint.move).startswith("x") and len(targets) == 1:
        # A removal (Dra D3, Khamousiyya H6): its notation "xb4" is no word a player
        # reads; say which piece comes off (the move list says "removes b4" likewise).
        text = N_("Hint: remove the piece on {move} — {reason}. Play it if you agree.")
        move = targets[0]
    else:
        text = N_("Hint: {move} — {reason}. Play it if you agree.")
    scene.message, scene.message_bad = Text(text, move=str(move), reason=hint.reason), False


def drop(scene) -> None:
    """Forget the hint (and an offer the computer is still answering): the position
    changed, or the scene goes."""
    if scene.offer_search is not None:
        scene.offer_search.cancel()
        scene.offer_search = None
    if scene.hint_search is not None:
        scene.hint_search.cancel()
        scene.hint_search = None
    scene.hint = None


def shown(scene) -> Hint | None:
    """The hint to draw on the board (found, and for the position shown)."""
    h = scene.hint
    if h is None or h.move is None or scene.queue or h.state is not scene.state:
        return None
    return h
