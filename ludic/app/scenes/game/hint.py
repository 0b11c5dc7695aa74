"""The Hint: the move the computer would play (Hard) for the person to move, found in the
worker process (the window stays live), shown on the board with a one-line reason built from
the move's effects and the search's value (:func:`ludic.ai.reasons.explain`: a win the search
saw to the end says so). It is only shown: the person plays it or
not.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

log = logging.getLogger(__name__)

HINT_STRENGTH = "hard"


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
