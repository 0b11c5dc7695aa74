"""One game being played in the app: the setup chosen, the game, its history and the match
score. Pure Python (no pygame), saved and loaded as JSON.

A saved game holds the level id, options, number of players, player names, who started, the
match score, who plays each seat (``null`` for a person, else the computer's strength) and the
seed of the computer's choices, and the move list in notation; loading replays the moves
through the model, so a save never holds anything the rules could disagree with::

    {"version": 1, "level": "dra", "options": {"match": true}, "players": 2,
     "names": ["Amina", "Computer"], "typed": [true, false], "first": 0,
     "moves": ["@c3", "@d4", ...], "cursor": 12,
     "seats": [null, "hard"], "seed": 190125,
     "match": {"scores": [1, 0], "first": 1, "games": 1,
               "results": [[0, "North cannot move: ...", "D4", "North cannot move ...",
                            "blocked"]]}}

Saves made before the computer opponent have no ``seats`` and ``seed``: people at every
seat, seed 0. ``typed`` says which names a player typed (shown as typed in every language);
the others are default seat names ("South", "Computer"), shown in the language in force. A
save without it takes every name that is a default seat name for one. A match result is the
winner, the reason, the rule, the why and the kind of end (``Termination``'s value); results
saved before the why or the kind have fewer fields and still load.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Callable

from ludic.app.history import History
from ludic.i18n import N_, Joined, Text, Typed, saved_names
from ludic.app.plaintext import clean, shown
from ludic.model.levels import Level
from ludic.model.match import Match
from ludic.model.protocol import Outcome, State, Termination

SAVE_VERSION = 1
#: Limits of a saved game (a Sig race of thousands of throws stays far below them).
MAX_MOVES = 50_000
MAX_MOVE_CHARS = 64
#: The longest start position a save may hold (the game's one-line notation: a six-player
#: Sig race's is a few hundred characters).
MAX_START_CHARS = 2000
MAX_PLAYERS = 8
NAME_CHARS = 24
MAX_OPTIONS = 32
MAX_SCORE = 10**6
MAX_SEED = 2**31 - 1

#: Games played as a match when their level option ``match`` is on:
#: key -> (target points or None, who starts the next game).
MATCH_RULES: dict[str, tuple[int | None, str]] = {
    "dra": (10, "loser"),  # D5
    "khamousiyya": (None, "winner"),  # H7
}


#: The kinds of end a saved match result may name (``Outcome.termination.value``).
_TERMINATIONS = frozenset(t.value for t in Termination)


def _results(match: dict[str, Any]) -> tuple[Outcome, ...]:
    """The games a saved match has played (their count is what the panel shows; older saves
    kept only the count, saves before ``Outcome.why`` no why: it reads empty, and saves
    before ``Outcome.termination`` no kind of end: it reads ``Termination.UNKNOWN``, as
    nothing is known of those games but their saved words). ``match`` was checked by
    :func:`check_save`."""
    results = [Outcome(winner, reason, rule, why=why, termination=termination)
               for winner, reason, rule, why, termination in match["results"]]
    results += [Outcome(None, "", why="", termination=Termination.UNKNOWN)] \
        * max(0, match["games"] - len(results))
    return tuple(results)


class SaveError(ValueError):
    """A saved game that cannot be loaded. The message says why in plain words: a
    :class:`ludic.i18n.Text` (``exc.reason``), so ``str(exc)`` reads English (the log, the
    command line) and ``tr(exc.reason)`` shows it in the player's language."""

    @property
    def reason(self) -> Text:
        first = self.args[0] if self.args else ""
        return first if isinstance(first, Text) else Text(str(first))


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _count(data: dict, key: str, what: str, low: int, high: int, default: Any = None) -> Any:
    """``data[key]``, a whole number from ``low`` to ``high`` (raises :class:`SaveError`).
    ``what`` names the field in a message (marked with ``N_``: it is translated when shown)."""
    if key not in data and default is not None:
        return default
    value = data.get(key)
    if not _is_int(value):
        raise SaveError(Text(N_("{what} ({value}) is not a whole number"),
                             what=Text(what), value=shown(value)))
    if not low <= value <= high:
        raise SaveError(Text(N_("{what} ({value}) is not between {low} and {high}"),
                             what=Text(what), value=shown(value), low=low, high=high))
    return value


def _text(value: Any, limit: int) -> str:
    """A player's name from a save (raises :class:`SaveError` if it is not text)."""
    if not isinstance(value, str):
        raise SaveError(Text(N_("its player's name ({value}) is not text"), value=shown(value)))
    return clean(value, limit)


def check_save(data: Any) -> dict[str, Any]:
    """A saved game's fields checked for their type and range and cleaned, as a new dict;
    raises :class:`SaveError` saying what was wrong. Nothing is clamped nor guessed: a
    cursor of -1 or a move that is not text is refused, not mended."""
    if not isinstance(data, dict):
        raise SaveError(Text(N_("it does not hold a saved game")))
    if data.get("version") != SAVE_VERSION or isinstance(data.get("version"), bool):
        raise SaveError(Text(N_("it was written by another version of Ludic (version "
                                "{version})"), version=shown(data.get("version"))))
    out: dict[str, Any] = {"version": SAVE_VERSION}
    level = data.get("level")
    if not isinstance(level, str) or not level or len(level) > 64 \
            or not all(c.isascii() and (c.isalnum() or c in "-_") for c in level):
        raise SaveError(Text(N_("its game ({value}) is not a game's name"), value=shown(level)))
    out["level"] = level
    options = data.get("options", {})
    options = {} if options is None else options
    if not isinstance(options, dict) or len(options) > MAX_OPTIONS:
        raise SaveError(Text(N_("its options ({value}) are not a table of options"),
                             value=shown(options)))
    for key, value in options.items():
        if len(key) > 64 or clean(key, 64) != key:
            raise SaveError(Text(N_("its option {name} is not an option's name"),
                                 name=shown(key)))
        if not (isinstance(value, (bool, int, str)) or isinstance(value, float)) \
                or isinstance(value, str) and (len(value) > 64 or clean(value, 64) != value) \
                or _is_int(value) and abs(value) > 10**9:
            raise SaveError(Text(N_("its option {name} has a value Ludic cannot use "
                                    "({value})"), name=shown(key), value=shown(value)))
    out["options"] = dict(options)
    out["players"] = _count(data, "players", N_("its number of players"), 1, MAX_PLAYERS)
    names = data.get("names", [])
    if not isinstance(names, list) or len(names) > MAX_PLAYERS:
        raise SaveError(Text(N_("its players' names ({value}) are not a list of names"),
                             value=shown(names)))
    out["names"] = [_text(n, NAME_CHARS) for n in names]
    typed = data.get("typed")
    if typed is not None:
        if not (isinstance(typed, list) and len(typed) == len(names)
                and all(isinstance(t, bool) for t in typed)):
            raise SaveError(Text(N_("its list of typed names ({value}) is not one true or "
                                    "false per name"), value=shown(typed)))
        out["typed"] = list(typed)
    out["first"] = _count(data, "first", N_("its first player"), 0, out["players"] - 1,
                          default=0)
    moves = data.get("moves")
    if not isinstance(moves, list):
        raise SaveError(Text(N_("its moves ({value}) are not a list"), value=shown(moves)))
    if len(moves) > MAX_MOVES:
        raise SaveError(Text(N_("it holds {count} moves, more than Ludic plays ({most})"),
                             count=len(moves), most=MAX_MOVES))
    for i, move in enumerate(moves, 1):
        if not isinstance(move, str):
            raise SaveError(Text(N_("move {number} ({value}) is not a move written as text"),
                                 number=i, value=shown(move)))
        if len(move) > MAX_MOVE_CHARS or clean(move, MAX_MOVE_CHARS) != move:
            raise SaveError(Text(N_("move {number} ({value}) is not a move"), number=i,
                                 value=shown(move)))
    out["moves"] = list(moves)
    start = data.get("start")
    if start is not None:
        if not isinstance(start, str) or not start or len(start) > MAX_START_CHARS \
                or clean(start, MAX_START_CHARS) != start:
            raise SaveError(Text(N_("its start position ({value}) is not a position written "
                                    "as text"), value=shown(start)))
        out["start"] = start
    out["cursor"] = _count(data, "cursor", N_("its move number (cursor)"), 0, len(moves),
                           default=len(moves))
    out["seats"] = _check_seats(data.get("seats"), out["players"])
    out["taken_from"] = _check_taken_from(data.get("taken_from"), out["players"])
    out["seed"] = _count(data, "seed", N_("its seed"), 0, MAX_SEED, default=0)
    for key in ("recorded", "agreed"):
        value = data.get(key, False)
        if not isinstance(value, bool):
            raise SaveError(Text(N_("its field {name} ({value}) is not true or false"),
                                 name=key, value=shown(value)))
        out[key] = value
    match = data.get("match")
    if match is not None:
        out["match"] = _check_match(match, out["players"])
    return out


def _check_seats(seats: Any, players: int) -> list[str | None]:
    """Who plays each seat: ``None`` for a person, a strength key for the computer. Saves
    older than the computer opponent have none: people at every seat."""
    from ludic.ai.strengths import STRENGTHS

    if seats is None:
        return [None] * players
    if not isinstance(seats, list) or len(seats) != players:
        raise SaveError(Text(N_("its seats ({value}) are not one per player"),
                             value=shown(seats)))
    for i, seat in enumerate(seats, 1):
        if seat is not None and seat not in STRENGTHS:
            raise SaveError(Text(N_("its seat {number} ({value}) is neither a person nor a "
                                    "computer's strength ({known})"), number=i,
                                 value=shown(seat), known=", ".join(STRENGTHS)))
    return list(seats)


def _check_taken_from(taken: Any, players: int) -> list[str | None]:
    """Per seat, the computer's strength before the teacher took that seat over, or
    ``None``. Saves from before this was kept have none: a seat given back plays at
    Medium."""
    from ludic.ai.strengths import STRENGTHS

    if taken is None:
        return [None] * players
    if not isinstance(taken, list) or len(taken) != players \
            or not all(t is None or t in STRENGTHS for t in taken):
        raise SaveError(Text(N_("its seats taken from the computer ({value}) are not one "
                                "strength or none per player"), value=shown(taken)))
    return list(taken)


def _check_match(match: Any, players: int) -> dict[str, Any]:
    if not isinstance(match, dict):
        raise SaveError(Text(N_("its match score ({value}) is not a table"),
                             value=shown(match)))
    scores = match.get("scores", [])
    if not isinstance(scores, list) or len(scores) != players \
            or not all(_is_int(x) and 0 <= x <= MAX_SCORE for x in scores):
        raise SaveError(Text(N_("its match scores ({value}) are not {count} scores"),
                             value=shown(scores), count=players))
    out: dict[str, Any] = {"scores": list(scores)}
    out["first"] = _count(match, "first", N_("its match's next first player"), 0, players - 1,
                          default=0)
    results = match.get("results", [])
    if not isinstance(results, list) or len(results) > MAX_SCORE:
        raise SaveError(Text(N_("its match results ({value}) are not a list"),
                             value=shown(results)))
    checked = []
    for i, item in enumerate(results, 1):
        if not isinstance(item, list) or not 1 <= len(item) <= 5:
            raise SaveError(Text(N_("its match result {number} ({value}) is not a game's "
                                    "result"), number=i, value=shown(item)))
        # a field an older save has not: its default, in its place
        winner, reason, rule, why, kind = \
            list(item) + [None, "", None, "", Termination.UNKNOWN.value][len(item):]
        if winner is not None and not (_is_int(winner) and 0 <= winner < players):
            raise SaveError(Text(N_("its match result {number} names no player ({value})"),
                                 number=i, value=shown(winner)))
        if not isinstance(reason or "", str) or rule is not None and not isinstance(rule, str) \
                or not isinstance(why or "", str) \
                or not isinstance(kind, str) or kind not in _TERMINATIONS:
            raise SaveError(Text(N_("its match result {number} ({value}) is not a game's "
                                    "result"), number=i, value=shown(item)))
        checked.append((winner, clean(reason or "", 200),
                        None if rule is None else clean(rule, 8), clean(why or "", 200),
                        Termination(kind)))
    out["results"] = checked
    out["games"] = _count(match, "games", N_("its number of games played"), 0, MAX_SCORE,
                          default=len(checked))
    return out


@dataclass
class Setup:
    """What the setup screen chose. ``computers`` has, per seat, ``None`` for a person or
    the computer's strength key (``"easy"``, ``"medium"``, ``"hard"``); ``seed`` makes the
    computer's choices repeatable (stored with the game)."""

    level_id: str
    options: dict[str, Any] = field(default_factory=dict)
    players: int | None = None
    names: list[str] = field(default_factory=list)
    first: int = 0
    computers: list[str | None] = field(default_factory=list)
    seed: int = 0


def _seat_name(name, default):
    """A seat's name as the session keeps it: a default name (a :class:`Text`, shown in the
    language in force) as it is, a name a player typed cleaned and marked :class:`Typed`
    (shown as typed), ``default`` when nothing was typed."""
    if isinstance(name, Text):
        return name
    typed = clean(str(name), NAME_CHARS)
    return Typed(typed) if typed else default


class Session:
    def __init__(self, setup: Setup, decides: Callable[[State], bool] | None = None,
                 match: Match | None = None, level: Level | None = None) -> None:
        """``level``: the level already read (the next game of a match plays by the rules
        of the last one), else ``setup.level_id``'s file is read."""
        from ludic.model.registry import make_game

        self.setup = setup
        self.game = make_game(level if level is not None else setup.level_id, setup.options,
                              setup.players)
        self.level = self.game.level
        n = self.game.num_players
        defaults = list(self.game.player_names)
        self.names = [_seat_name(setup.names[i] if i < len(setup.names) else "", defaults[i])
                      for i in range(n)]
        self.first = setup.first % n
        #: Per seat, None (a person) or the computer's strength key; in a game without
        #: choices (the Sig race, S3) always the default strength, whatever an older build
        #: saved there (:func:`ludic.ai.strengths.seat_strength`).
        self.computers: list[str | None] = [
            self._strength(setup.computers[i] if i < len(setup.computers) else None)
            for i in range(n)]
        #: Per seat, the computer's strength while the teacher plays a seat taken over from
        #: it (None otherwise): given back, the seat plays at that strength again, even
        #: after a Save and Load (it is saved; older saves have none: Medium).
        self.taken_from: list[str | None] = [None] * n
        self.seed = int(setup.seed) & MAX_SEED
        self.decides = decides
        self.match = match if match is not None else self._new_match()
        self.history = History(self.game.start_state(self.first), decides)
        self.recorded = False
        #: The end the players agreed (``State.agreed_outcome()``: Dra D4, Sig capture C6,
        #: Khamousiyya H5), or None. Agreeing is not a move: the history stays as it was.
        self.agreed: Outcome | None = None
        #: The game was set up from a position (:meth:`from_position`: a teacher's, a
        #: test's) rather than its opening: it is under way before any move is played here.
        self.set_position = False

    def _strength(self, key: str | None) -> str | None:
        """A seat's strength ``key`` as this game keeps it (one strength where the game
        leaves no choices: an older save's "hard" Sig race seat is the race's "Computer")."""
        from ludic.ai.strengths import seat_strength

        return seat_strength(key, self.game.has_choices)

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
        session._start_from(notation)
        return session

    def _start_from(self, notation: str) -> None:
        """The game starts from the position ``notation`` (raises the game's
        :class:`~ludic.model.errors.NotationError` if it is not one): an empty history
        there, whose player to move is the first."""
        start = self.game.parse_position(notation)
        self.history = History(start, self.decides)
        self.set_position = True
        self.first = start.turn if isinstance(start.turn, int) and start.turn >= 0 \
            else self.first

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

    def under_way(self) -> bool:
        """True once a player has moved in the position shown (a throw alone is no move:
        nothing has been played for a draw to settle), or when the game was set up from a
        position. "Offer a draw" waits for it, as Undo and "Review the moves" wait for a
        move: at the opening it offered to end a game nobody had played."""
        h = self.history
        return self.set_position or any(not s.is_chance for s in h.states[:h.cursor])

    def agree(self) -> Outcome:
        """End the game by agreement now (raises ``ValueError`` where the rules offer none)."""
        outcome = self.state.agreed_outcome() if self.outcome is None else None
        if outcome is None:
            raise ValueError("the players cannot end this game by agreement now")
        self.agreed = outcome
        return outcome

    @property
    def finished(self) -> bool:
        """Nothing is left to play: the game is over and no match goes on after it. The
        title screen offers Continue only for a game that is not finished (a game over in a
        match still under way continues with the match's next game), and going to the main
        menu from a finished game forgets its autosave."""
        return self.outcome is not None and (self.match is None or self.match.is_over)

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

    def next_first(self) -> int:
        """The seat that places first in the game after this one, as :meth:`next_game`
        starts it: once this game is over in a match, the seat the match's rule names (Dra
        D5: the loser; Khamousiyya H7: the winner; after a draw the same seat again); else
        the seat that started this one. The setup screen opened after a game shows it (New
        game, Change players): it showed who started the game just over, and after a match's
        game the other player was to place first."""
        outcome, match = self.outcome, self.match
        if outcome is None or match is None:
            return self.first
        if self.recorded or match.is_over:
            return match.first_player
        return match.record(outcome, self.points(outcome)).first_player

    def next_game(self) -> "Session":
        """The next game: same setup, who starts given by the match (or the same seat)."""
        self.record_result()
        first = self.match.first_player if self.match is not None else self.first
        setup = Setup(self.setup.level_id, dict(self.setup.options), self.setup.players,
                      list(self.names), first, list(self.computers),
                      (self.seed * 1103515245 + 12345) & MAX_SEED)
        match = self.match if self.match is not None and not self.match.is_over else None
        # by the level read for this game: its file edited meanwhile (a teacher's change gone
        # wrong) made Play again raise the reader's error in the window
        return Session(setup, self.decides, match, level=self.level)

    # -- saving ------------------------------------------------------------------------------
    def to_save(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "version": SAVE_VERSION,
            "level": self.setup.level_id,
            "options": dict(self.setup.options),
            "players": self.game.num_players,
            "names": [str(name) for name in self.names],
            # which names a player typed: shown as typed, even "South" (i18n.saved_names)
            "typed": [isinstance(name, Typed) for name in self.names],
            "first": self.first,
            "moves": [str(m) for m in self.history.moves],
            # the moves start from here, not from the game's start (:meth:`from_position`):
            # replayed from the start they were another game's, or none at all
            **({"start": self.history.start.notation()} if self.set_position else {}),
            "cursor": self.history.cursor,
            "seats": list(self.computers),
            "seed": self.seed,
        }
        if any(self.taken_from):
            data["taken_from"] = list(self.taken_from)
        if self.match is not None:
            data["match"] = {"scores": list(self.match.scores),
                             "first": self.match.first_player,
                             "games": self.match.games_played,
                             "results": [[o.winner, o.reason, o.rule, o.why,
                                          o.termination.value]
                                         for o in self.match.results]}
            data["recorded"] = self.recorded
        if self.agreed is not None:
            data["agreed"] = True
        # read by the title screen without replaying the moves (Storage.autosave_summary);
        # a loaded game works it out again from its moves
        data["over"] = self.finished
        return data

    @classmethod
    def from_save(cls, data: dict[str, Any],
                  decides: Callable[[State], bool] | None = None) -> "Session":
        """Rebuild a session by replaying its moves (raises :class:`SaveError`, whose message
        says in plain words what was wrong: never an exception's own text)."""
        from ludic.app.plaintext import option_name
        from ludic.model.errors import LevelError, RuleError, cite
        from ludic.model.registry import level_ids

        data = check_save(data)
        if data["level"] not in level_ids():
            raise SaveError(Text(N_("its game ({value}) is not one this version of Ludic has"),
                                 value=shown(data["level"])))
        setup = Setup(data["level"], data["options"], data["players"],
                      saved_names(data["names"], data.get("typed")), data["first"],
                      data["seats"], data["seed"])
        try:
            session = cls(setup, decides)
            if "start" in data:
                session._start_from(data["start"])
        except LevelError as exc:
            option = option_name(exc)
            if option is not None:
                raise SaveError(Text(N_("its option {name} cannot be used: {why}"),
                                     name=option, why=_model_reason(cite(exc.message, exc.rule)))
                                ) from exc
            # not the save's fault: its game's level file (a damaged start position, a board
            # the game refuses), named as the level error names it, with its rule
            raise SaveError(Text(N_("its game cannot be set up: {why}"), why=exc.text())) \
                from exc
        except (RuleError, ValueError) as exc:
            raise SaveError(Text(N_("this game cannot be set up as saved: {why}"),
                                 why=_model_reason(exc.text() if isinstance(exc, RuleError)
                                                   else exc))) from exc
        if session.game.num_players != data["players"]:
            raise SaveError(Text(N_("its number of players ({count}) is not one this game "
                                    "allows"), count=data["players"]))
        m = data.get("match")
        if session.match is not None and m is not None:
            session.match = replace(session.match, scores=tuple(m["scores"]),
                                    first_player=m["first"], results=_results(m))
            session.recorded = data["recorded"]
        history = session.history
        for i, text in enumerate(data["moves"], 1):
            try:
                move = history.states[-1].parse_move(text)
                transition = history.states[-1].apply(move)
            except RuleError as exc:
                raise SaveError(Text(N_("move {number} ({move}) cannot be played: {why}"),
                                     number=i, move=text, why=_model_reason(exc.text()))) \
                    from exc
            except Exception as exc:  # a defect of the rules code, not the file's
                raise SaveError(Text(N_("move {number} ({move}) cannot be played"), number=i,
                                     move=text)) from exc
            history.moves.append(move)
            history.effects.append(transition.effects)
            history.states.append(transition.state)
        history.reset_to(data["cursor"])
        # a strength is remembered only for a seat a person plays now
        session.taken_from = [session._strength(t) if session.computers[i] is None else None
                              for i, t in enumerate(data["taken_from"])]
        # the game as it was set up: a seat the teacher took over from the computer is the
        # computer's (the menu's New game offers it so, as it does before a Save and Load)
        session.setup = replace(setup, computers=[
            c if c is not None else t for c, t in zip(session.computers, session.taken_from)])
        if data["agreed"] and session.state.outcome() is None:
            session.agreed = session.state.agreed_outcome()
        return session


def _model_reason(reason: Any) -> Any:
    """The model's reason for a message about a save: a :class:`Text` as it is (translated
    when shown), anything else cleaned and cut short (it may quote the file), as a Text too:
    a reason the model marked with ``N_()`` but raised as a plain string is translated."""
    return reason if isinstance(reason, Text) else Text(clean(str(reason), 200))


def remember_setup(app, session: Session) -> None:
    """Make ``session``'s game the last one set up (the settings' ``last_setup`` and
    ``last_names``), as a game started from Play is: a game loaded from its file or
    continued from the autosave. Title, Play then opens on it, with its players, and Rules
    on its rules; Continue of a Dra game left Play on the Sig race set up before it. Its
    seats as set up (a seat the teacher took over, the computer's), who started, and the
    names typed (a default name left blank, to be shown in the language in force). The
    settings file is written only when something changed."""
    setup = session.setup
    settings = app.settings
    if settings.remember_game(setup.level_id, setup.options, session.game.num_players,
                              setup.first, setup.computers,
                              [str(n) if isinstance(n, Typed) else "" for n in session.names]):
        app.storage.save_settings(settings)


def load_autosave(app) -> tuple[Session | None, str]:
    """The autosaved session, or ``None`` and a plain message (a broken file is set aside):
    a :class:`Text`, shown with ``tr()`` in the player's language."""
    storage = app.storage
    data = storage.load_autosave()
    if data is None:
        if storage.problems:
            msg = Joined(storage.problems, sep=" ", strip="")
            storage.problems.clear()
            return None, msg
        return None, Text(N_("There is no saved game."))
    try:
        return Session.from_save(data), ""
    except SaveError as exc:
        storage.set_aside(storage.autosave_path, exc.reason)
        storage.problems.clear()
        return None, Text(N_("The saved game could not be loaded: {why}. It was set aside; "
                             "start a new game."), why=exc.reason)
