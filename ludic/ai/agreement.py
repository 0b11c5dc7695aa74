"""The computer's answer to an offer to end the game by agreement (Dra D4, Sig capture C6,
Khamousiyya H5).

A person offers; the computer searches the position **for its own seat** (the same search
as its moves, :mod:`ludic.ai.search`, at its strength's node budget) and compares two values
on the evaluation's scale:

* **playing on**: the value the search finds for its seat (a piece is about 100 points in
  every game that has an agreed end; a won game is the knowledge's ``win_value``);
* **the offered end**: ``state.agreed_outcome()`` valued as the search values a finished
  game: a draw is worth ``draw_value`` (0), a win ``win_value``, a loss ``-win_value`` (Dra
  D4 scores the end by the captures, so there the offer may be a win or a loss).

It **accepts when the offered end is worth at least what playing on is worth, less**
:data:`ACCEPT_MARGIN` (half a piece): for a draw, when it is not ahead by half a piece or
more; for an end that makes it the winner, always; for an end that makes it the loser, only
when the search sees the game lost anyway. Otherwise it declines.

The search may start at a chance node (the offer is made before the sticks are thrown):
the root is then valued as the mean over the throws, like any chance node in the tree.
Deterministic like every search here: the node budget, not the clock, ends it.
"""

from __future__ import annotations

from dataclasses import dataclass

from ludic.ai.knowledge import knowledge_for
from ludic.ai.search import WIN, OutOfBudget, Search
from ludic.ai.strengths import strength as strength_settings

#: Points (the evaluation's scale, a piece is 100): the computer accepts an offered end
#: worth at least its search's value of playing on, less this. Half a piece: a draw is
#: accepted when the computer is not ahead by half a piece or more.
ACCEPT_MARGIN = 50.0


@dataclass(frozen=True)
class OfferAnswer:
    """``accept``: the computer's answer; ``play_on``: its search's value of going on for
    its seat; ``offered``: the value of the end offered; ``depth``: the search's depth."""

    accept: bool
    play_on: float
    offered: float
    depth: int

    @property
    def even(self) -> bool:
        """The end offered is worth what playing on is, within :data:`ACCEPT_MARGIN`: the
        computer judges the game even. Asked for its own seat on its own turn, this is
        when the app's computer offers a draw itself (the position come back three times,
        :class:`ludic.app.seats.SharedThinker`): not when ahead, not when behind either
        (a side behind plays on, and may be content to repeat)."""
        return abs(self.play_on - self.offered) <= ACCEPT_MARGIN


def outcome_value(knowledge, outcome, seat: int) -> float:
    """What a finished game is worth to ``seat`` on the knowledge's scale (as the search
    values a won, lost or drawn end)."""
    if outcome.winner is None:
        return knowledge.draw_value(outcome, seat)
    win = knowledge.win_value
    return win if outcome.winner == seat else -win


def position_value(state, seat: int, strength: str = "hard", seen=()) -> tuple[float, int]:
    """The search's value of ``state`` for ``seat`` (any node: a decision of either player
    or a throw), deepening while the strength's node budget lasts. Returns (value, depth of
    the last complete iteration). ``seen``: the game's earlier positions
    (:func:`ludic.ai.positions_seen`), valued as repetitions where a line comes back."""
    settings = strength_settings(strength)
    knowledge = knowledge_for(state.game)
    tuned = knowledge.strength_overrides.get(strength)
    max_depth = (tuned or {}).get("max_depth", settings.max_depth)
    nodes = max(200, int(settings.nodes * knowledge.node_scale))
    search = Search(knowledge, seat, nodes, seen=seen)
    value, depth = knowledge.evaluate(state, seat), 0
    for d in range(1, max_depth + 1):
        try:
            value = search.value(state, d, -WIN * 2, WIN * 2, 0)
        except OutOfBudget:
            break
        depth = d
        if knowledge.win_value >= WIN and abs(value) >= WIN - 10_000:
            break
    return value, depth


def answer_offer(state, seat: int, strength: str = "hard", seen=()) -> OfferAnswer:
    """Does the computer at ``seat`` accept ending the game now by agreement? See the
    module docstring. ``ValueError`` where the rules offer no agreed end (or it is over).
    ``seen``: as :func:`position_value`."""
    outcome = state.agreed_outcome()
    if outcome is None:
        raise ValueError("the rules offer no end by agreement here")
    knowledge = knowledge_for(state.game)
    play_on, depth = position_value(state, seat, strength, seen)
    offered = outcome_value(knowledge, outcome, seat)
    return OfferAnswer(offered >= play_on - ACCEPT_MARGIN, play_on, offered, depth)
