"""One game being played in the app: the setup chosen, the game, its history and the match
score. Pure Python (no pygame), saved and loaded as JSON.

A saved game holds the level id, options, number of players, player names, who started, the
match score, and the move list in notation; loading replays the moves through the model, so a
save never holds anything the rules could disagree with::

    {"version": 1, "level": "dra", "options": {"match": true}, "players": 2,
     "names": ["Amina", "Yusuf"], "first": 0, "moves": ["@c3", "@d4", ...], "cursor": 12,
     "match": {"scores": [1, 0], "first": 1, "games": 1}}
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from ludic.app.history import History
from ludic.model.match import Match
from ludic.model.protocol import Outcome, State

SAVE_VERSION = 1

#: Games played as a match when their level option ``match`` is on:
#: key -> (target points or None, who starts the next game).
MATCH_RULES: dict[str, tuple[int | None, str]] = {
    "dra": (10, "loser"),  # D5
    "khamousiyya": (None, "winner"),  # H7
}


def _results(match: dict[str, Any]) -> tuple[Outcome, ...]:
    """The games a saved match has played (their count is what the panel shows; older saves
    kept only the count)."""
    results = []
    for item in match.get("results") or ():
        winner, reason, rule = (list(item) + [None, "", None])[:3]
        results.append(Outcome(None if winner is None else int(winner), str(reason or ""),
                               None if rule is None else str(rule)))
    games = int(match.get("games", len(results)) or 0)
    results += [Outcome(None, "")] * max(0, games - len(results))
    return tuple(results)


class SaveError(ValueError):
    """A saved game that cannot be loaded (the message says why in plain words)."""


@dataclass
class Setup:
    """What the setup screen chose."""

    level_id: str
    options: dict[str, Any] = field(default_factory=dict)
    players: int | None = None
    names: list[str] = field(default_factory=list)
    first: int = 0


class Session:
    def __init__(self, setup: Setup, decides: Callable[[State], bool] | None = None,
                 match: Match | None = None) -> None:
        from ludic.model.registry import make_game

        self.setup = setup
        self.game = make_game(setup.level_id, setup.options, setup.players)
        self.level = self.game.level
        n = self.game.num_players
        defaults = list(self.game.player_names)
        names = [str(x).strip()[:24] for x in setup.names[:n]]
        self.names = [names[i] if i < len(names) and names[i] else defaults[i]
                      for i in range(n)]
        self.first = setup.first % n
        self.decides = decides
        self.match = match if match is not None else self._new_match()
        self.history = History(self.game.start_state(self.first), decides)
        self.recorded = False
        #: The end the players agreed (``State.agreed_outcome()``: Dra D4, Sig capture C6,
        #: Khamousiyya H5), or None. Agreeing is not a move: the history stays as it was.
        self.agreed: Outcome | None = None

    def _new_match(self) -> Match | None:
        rule = MATCH_RULES.get(self.level.game)
        if rule is None or not self.game.options.get("match"):
            return None
        target, next_first = rule
        return Match(players=self.game.num_players, target=target, next_first=next_first,
                     first_player=self.first)

    @classmethod
    def from_position(cls, setup: Setup, notation: str,
                      decides: Callable[[State], bool] | None = None) -> "Session":
        """A session whose game starts from the position ``notation`` (the game's one-line
        notation, whose turn included) instead of the start."""
        session = cls(setup, decides)
        start = session.game.parse_position(notation)
        session.history = History(start, decides)
        session.first = start.turn if isinstance(start.turn, int) and start.turn >= 0 \
            else session.first
        return session

    # -- the game ----------------------------------------------------------------------------
    @property
    def state(self) -> State:
        return self.history.state

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended: by the rules, or by the players' agreement."""
        return self.state.outcome() or self.agreed

    def can_agree(self) -> bool:
        """True while the rules offer an end by agreement and the game is not over."""
        return self.outcome is None and self.state.agreed_outcome() is not None

    def agree(self) -> Outcome:
        """End the game by agreement now (raises ``ValueError`` where the rules offer none)."""
        outcome = self.state.agreed_outcome() if self.outcome is None else None
        if outcome is None:
            raise ValueError("the players cannot end this game by agreement now")
        self.agreed = outcome
        return outcome

    def record_result(self) -> None:
        """Count a finished game into the match score (once)."""
        outcome = self.outcome
        if outcome is None or self.recorded or self.match is None or self.match.is_over:
            return
        self.match = self.match.record(outcome, self.points(outcome))
        self.recorded = True

    def points(self, outcome: Outcome) -> int:
        """What a won game is worth in the match (Dra D5: 2 for a win without losing a piece)."""
        fn = getattr(self.game, "match_points", None)
        if callable(fn):
            return int(fn(outcome))
        return 1

    def next_game(self) -> "Session":
        """The next game: same setup, who starts given by the match (or the same seat)."""
        self.record_result()
        first = self.match.first_player if self.match is not None else self.first
        setup = Setup(self.setup.level_id, dict(self.setup.options), self.setup.players,
                      list(self.names), first)
        match = self.match if self.match is not None and not self.match.is_over else None
        return Session(setup, self.decides, match)

    # -- saving ------------------------------------------------------------------------------
    def to_save(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "version": SAVE_VERSION,
            "level": self.setup.level_id,
            "options": dict(self.setup.options),
            "players": self.game.num_players,
            "names": list(self.names),
            "first": self.first,
            "moves": [str(m) for m in self.history.moves],
            "cursor": self.history.cursor,
        }
        if self.match is not None:
            data["match"] = {"scores": list(self.match.scores),
                             "first": self.match.first_player,
                             "games": self.match.games_played,
                             "results": [[o.winner, o.reason, o.rule]
                                         for o in self.match.results]}
            data["recorded"] = self.recorded
        if self.agreed is not None:
            data["agreed"] = True
        return data

    @classmethod
    def from_save(cls, data: dict[str, Any],
                  decides: Callable[[State], bool] | None = None) -> "Session":
        """Rebuild a session by replaying its moves (raises :class:`SaveError`)."""
        try:
            if data.get("version") != SAVE_VERSION:
                raise SaveError(f"it was written by another version ({data.get('version')!r})")
            setup = Setup(str(data["level"]), dict(data.get("options") or {}),
                          int(data["players"]), [str(n) for n in data.get("names", [])],
                          int(data.get("first", 0)))
            session = cls(setup, decides)
            m = data.get("match")
            if session.match is not None and isinstance(m, dict):
                from dataclasses import replace

                scores = tuple(int(x) for x in m.get("scores", ()))
                if len(scores) == session.match.players:
                    session.match = replace(session.match, scores=scores,
                                            first_player=int(m.get("first", 0)),
                                            results=_results(m))
                session.recorded = bool(data.get("recorded", False))
            moves = data.get("moves", [])
            if not isinstance(moves, list):
                raise SaveError("its move list is not a list")
        except SaveError:
            raise
        except Exception as exc:  # noqa: BLE001 - any defect of the file is reported the same way
            raise SaveError(f"it does not describe a game ({exc})") from exc
        history = session.history
        for i, text in enumerate(moves, 1):
            try:
                move = history.states[-1].parse_move(str(text))
                transition = history.states[-1].apply(move)
            except Exception as exc:  # noqa: BLE001
                raise SaveError(f"move {i} ({text}) cannot be played: {exc}") from exc
            history.moves.append(move)
            history.effects.append(transition.effects)
            history.states.append(transition.state)
        cursor = data.get("cursor", len(moves))
        history.reset_to(int(cursor) if isinstance(cursor, int) else len(moves))
        if data.get("agreed") and session.state.outcome() is None:
            session.agreed = session.state.agreed_outcome()
        return session
