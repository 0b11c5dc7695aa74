"""A match: several games of one ruleset, scored to a target.

Dra (D5): a win scores 1 point, a win without losing a piece 2; first to 10 points wins the
match; the loser of a game places first in the next ``[house rule]``.
Khamousiyya (H7): the winner of a game places first in the next; the app keeps the score.

The game module says how many points a finished game is worth; ``Match`` keeps the tally.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ludic.model.protocol import Outcome


@dataclass(frozen=True)
class Match:
    """The score of a match between seats ``0..players-1``. Immutable: ``record`` returns a
    new ``Match``.

    ``next_first`` says who starts the next game: ``"loser"`` (Dra D5) or ``"winner"``
    (Khamousiyya H7); after a draw the same seat starts again.
    """

    players: int = 2
    target: int | None = 10
    next_first: str = "loser"
    scores: tuple[int, ...] = (0, 0)
    results: tuple[Outcome, ...] = ()
    first_player: int = 0

    def __post_init__(self) -> None:
        if len(self.scores) != self.players:
            object.__setattr__(self, "scores", (0,) * self.players)
        if self.next_first not in ("loser", "winner"):
            raise ValueError(f"next_first must be 'loser' or 'winner', not {self.next_first!r}")

    def record(self, outcome: Outcome, points: int = 1) -> "Match":
        """The match after a game that ended with ``outcome``, its winner scoring ``points``."""
        if self.is_over:
            raise ValueError("the match is already over")
        scores = list(self.scores)
        first = self.first_player
        if outcome.winner is not None:
            scores[outcome.winner] += points
            if self.next_first == "winner":
                first = outcome.winner
            elif self.players == 2:
                first = 1 - outcome.winner
        return replace(self, scores=tuple(scores), results=self.results + (outcome,),
                       first_player=first)

    @property
    def winner(self) -> int | None:
        """The seat that reached the target, if any."""
        if self.target is None:
            return None
        best = max(self.scores)
        if best >= self.target and self.scores.count(best) == 1:
            return self.scores.index(best)
        return None

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    @property
    def games_played(self) -> int:
        return len(self.results)
