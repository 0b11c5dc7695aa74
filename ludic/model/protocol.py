"""The one small protocol that every game of Ludic implements.

Shaped after python-chess (moves as small values with a text notation, an ``Outcome`` value)
and OpenSpiel (an explicit chance player whose outcomes carry probabilities).

The pieces::

    level file --load_level--> Level --make_game--> Game --initial_state()--> State
                                                      |                         |
                                 parse_move(text) ----+                         |
                                 parse_position(text) --> State                 |
                                                                                v
    State.legal_moves()  -> moves in one fixed order (never empty while the game is live)
    State.apply(move)    -> Transition(state, effects)   (the input state is never changed)
    State.play(move)     -> State                        (same rules, no effects: fast path)
    State.outcome()      -> Outcome | None
    State.notation()     -> one line; Game.parse_position() reads it back

* A **move** is an immutable, hashable value whose ``str()`` is its notation in the rule book's
  names (``"M"``, ``"c2-c1"``, ``"x d4"``, ``"5"``...). ``Game.parse_move`` reads it back.
* **Chance** is a player: when ``state.current_player == CHANCE`` the legal moves are the
  outcomes of the sticks and ``state.chance_outcomes()`` gives each with its probability.
  The model never draws at random; the app, the tests and the AI do, with their own ``Random``.
* ``state.turn`` is the seat whose turn it is, even at a chance node (who is throwing).
* **Effects** say what a move did, in order, so the view can animate and narrate it without
  knowing any rule: lifted, sowed into, relayed, captured, placed, moved, removed, stepped,
  sent back, thrown, phase changed, extra throw...
* The **outcome** is a value: the winner (or ``None`` for a draw), the reason in plain words,
  the why (the reason without its result, for a heading that says who won) and the kind of
  end (a :class:`Termination`, for code that asks how games end: never parse the words).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from enum import Enum
from typing import (TYPE_CHECKING, Any, Callable, ClassVar, Hashable, Mapping, NamedTuple,
                    Sequence)

from ludic.i18n import N_, Text
from ludic.model.errors import IllegalMove, cite

if TYPE_CHECKING:
    from ludic.model.levels import Level

#: ``State.current_player`` at a chance node (a throw of the sticks).
CHANCE = -1

#: A move: any immutable, hashable value whose ``str()`` is its notation.
Move = Hashable


class EffectKind:
    """The names of the effects. Plain strings so that effects print and compare simply.

    A game may use only the kinds that make sense for it; the view handles each kind once.
    """

    LIFT = "lift"  # counters taken up from ``src`` (count)
    SOW = "sow"  # one counter dropped into ``dst``
    RELAY = "relay"  # sowing goes on from ``src`` (Isolo I6)
    CAPTURE = "capture"  # ``count`` pieces/counters taken from ``src``
    PLACE = "place"  # a piece from hand put on ``dst``
    MOVE = "move"  # a piece slid from ``src`` to ``dst``
    STEP = "step"  # one step of a race piece from ``src`` to ``dst`` (``piece`` names it)
    REMOVE = "remove"  # a piece taken off the board at ``src`` by choice (Dra D3, H’ajeb)
    LINE = "line"  # a line was made; ``squares`` lists it (Dra)
    SEND_BACK = "send_back"  # a piece on ``src`` returned to ``dst`` (Sig S7)
    ENTER = "enter"  # a new piece comes onto the board at ``dst``
    FINISH = "finish"  # a piece reached the goal
    FREE = "free"  # an unfreed piece was freed (Sig capture C3)
    THROW = "throw"  # the sticks landed; ``count`` polished sides up
    COUNT = "count"  # a throw or combination is worth ``count`` points (text says sig power)
    EXTRA_THROW = "extra_throw"  # the same player throws again
    LOST = "lost"  # points or a count that cannot be used
    PASS = "pass"  # a player passed
    PHASE = "phase"  # a phase changed (text says which)
    DECLARE = "declare"  # a declaration (H’ajeb, yezzi)
    TURN = "turn"  # the turn passes to ``player``
    END = "end"  # the game ended (text gives the reason)
    NOTE = "note"  # anything else worth narrating


@dataclass(frozen=True, slots=True)
class Effect:
    """One thing that happened during a move, in the order it happened.

    ``src``/``dst`` are squares, holes or track points in the game's own notation
    (``"M"``, ``"c2"``, ``"17"``, ``"Cairo"``). ``text`` narrates it in plain words and cites the
    rule where one applies: ``"Sig: 1 and throw again (K2)"``.
    """

    kind: str
    text: str = ""
    player: int | None = None
    src: str | None = None
    dst: str | None = None
    count: int = 0
    piece: str | None = None
    squares: tuple[str, ...] = ()
    rule: str | None = None


class Transition(NamedTuple):
    """What ``State.apply`` returns: the new state and what happened on the way."""

    state: "State"
    effects: tuple[Effect, ...]


class Playout(NamedTuple):
    """What :meth:`State.playout` played: the last state, the moves (chance moves included)
    and the players' decisions among them."""

    state: "State"
    moves: int
    decisions: int


class Termination(Enum):
    """The kind of end a game came to, as a value (python-chess's ``Termination``).

    The words of an :class:`Outcome` are for people, and change with the language and with
    every rewording; code that asks *how* games end (the benchmark counts turn-limit ends,
    a test wants a blocked player) reads this instead. Each game names the kind where it
    builds the end; the comment says which rules end a game so. The values are the words a
    save keeps (``Outcome.termination.value``).
    """

    #: Sig race S8: a player brought the father, the djinn and the mother to Mecca first.
    REACHED_MECCA = "reached_mecca"
    #: Sig capture C6, Khamousiyya H5: the loser has no pieces left.
    CAPTURED_ALL = "captured_all"
    #: Khamousiyya H5, Dra D4, Isolo I8: the player to move has no legal move.
    BLOCKED = "blocked"
    #: Dra D4: a side is down to fewer than three pieces and can make no line any more.
    TOO_FEW_PIECES = "too_few_pieces"
    #: Dra D4: the level's ``quiet_limit`` turns passed without a capture.
    NO_CAPTURE = "no_capture"
    #: Sig capture C6, Khamousiyya H5, Dra D4: the players agreed to end the game.
    AGREED = "agreed"
    #: [house rule] the level's ``turn_limit`` is reached (README "Turn limit"): every game.
    TURN_LIMIT = "turn_limit"
    #: Never made by a game: a match result read from a save written before ends had a
    #: kind, or one that kept only the count of games played. Nothing is known of it.
    UNKNOWN = "unknown"


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a game as a value.

    ``winner`` is a seat number, or ``None`` for a draw. ``reason`` is a sentence a child can
    read, the whole end in one breath (``"North cannot move: South wins (H5)"``): the message
    bar, the move list and a replay say it alone. ``why`` is the same end without its result,
    only what brought it about (``"North cannot move (H5)"``, ``"The turn limit of 200 turns
    is reached (H5)"``): for a place that says who won (or that it is a draw) already, as the
    game-over panel does in its heading. ``why`` never names the winner. ``rule`` is the rule
    that ends the game, and both texts cite it in their own words, in every language (the app
    shows them as they are and adds no rule; ``tests/test_conformance.py`` checks every end
    its playouts meet). Only the README's turn limit, a house rule, may have no rule: where
    the game's end rule names the limit it is cited (D4, H5, C6), where none does (Isolo, the
    Sig race) ``rule`` is ``None``. Both are :class:`ludic.i18n.Text` where a game
    builds them, so each shows in the language in force; the game writes both, as only it
    knows where its sentence's cause ends (cutting ``reason`` at its last colon breaks on
    the next language's word order).

    ``termination`` says the kind of end as a value (:class:`Termination`), for code: the
    benchmark counts turn-limit ends by it, not by the words "turn limit" in ``reason``.

    ``why`` and ``termination`` are keyword-only and have no default: an ending a game
    forgets to explain or to name is a ``TypeError`` where it is made, not a blank line on
    the panel nor a miscounted end. ``scores`` holds per-seat
    figures where the game has them (Dra: pieces captured); ``places`` the finishing order
    where it matters (Sig).
    """

    winner: int | None
    reason: str
    why: str = field(kw_only=True)
    termination: Termination = field(kw_only=True)
    rule: str | None = None
    scores: tuple[int, ...] = ()
    places: tuple[int, ...] = ()

    @property
    def is_draw(self) -> bool:
        return self.winner is None


class State(ABC):
    """A position of one game, with everything needed to go on (whose turn, phase, pending
    throws). States are values: ``apply`` returns a new one and never changes ``self``.

    Subclasses keep their own compact representation; they must provide ``game``,
    ``current_player``, ``turn``, ``legal_moves``, ``apply``, ``outcome`` and ``notation``.
    """

    __slots__ = ()

    game: "Game"

    # -- who moves -------------------------------------------------------------------------
    @property
    @abstractmethod
    def current_player(self) -> int:
        """The seat to move, or ``CHANCE`` when the sticks are to be thrown."""

    @property
    def turn(self) -> int:
        """The seat whose turn it is, also at a chance node (who throws)."""
        return self.current_player

    @property
    def is_chance(self) -> bool:
        return self.current_player == CHANCE

    @property
    def phase(self) -> str:
        """A short name of the phase (``"placement"``, ``"movement"``, ``"initial"``...)."""
        return ""

    # -- moves -----------------------------------------------------------------------------
    @abstractmethod
    def legal_moves(self) -> tuple[Move, ...]:
        """All legal moves, from one generator, in a fixed order. Never empty while the game
        is live (an explicit pass where the rules make a player wait). At a chance node these
        are the chance outcomes, in the same order as ``chance_outcomes``."""

    def move_at(self, fraction: float) -> Move:
        """``legal_moves()[int(fraction * len(legal_moves()))]`` for ``0 <= fraction < 1``.

        A random playout draws the fraction and asks for that one move, so a game may answer
        without building every move (Dra picks from its bitmasks). The model itself stays
        free of randomness; the conformance test checks this against ``legal_moves``."""
        moves = self.legal_moves()
        return moves[int(fraction * len(moves))]

    def play_at(self, fraction: float) -> "State":
        """``play`` of a legal move drawn by ``fraction``, for random playouts: over
        ``0 <= fraction < 1`` each legal move has the share ``1 / len(legal_moves())``, but
        not necessarily the share ``move_at`` gives it. A game may draw from something
        cheaper than its legal moves and fall back on ``move_at`` when the draw is not legal
        (Dra). At a chance node, the outcome whose share of the cumulative probabilities
        holds ``fraction`` (so each by its probability). The conformance test checks the
        shares."""
        if self.is_chance:
            total = 0.0
            outcomes = self.chance_outcomes()
            for move, p in outcomes:
                total += p
                if fraction < total:
                    return self.play(move)
            return self.play(outcomes[-1][0])
        return self.play(self.move_at(fraction))

    def playout(self, draw: Callable[[], float], max_moves: int = 1_000_000) -> "Playout":
        """Play random moves from here until the game ends (or ``max_moves`` moves): each move
        is ``play_at(draw())``, so ``draw`` supplies the chance (``Random(seed).random``) and
        the model still draws nothing itself. Returns the last state, the number of moves
        played (chance moves included) and how many of them were players' decisions.

        This is the whole random playout, the benchmark's loop and a Monte Carlo rollout. A
        game may replace it by a **playout shortcut** (as Ludii has for some games): its own
        loop on mutable data, with no state made between the first and the last. The shortcut
        must use ``draw`` exactly as this loop does (one call per move, the same move for the
        same number), so it plays the very same game: the conformance test plays both from
        the same draws and compares the moves, the last state and the counts."""
        state, decisions = self, 0
        for moves in range(max_moves):
            if state.outcome() is not None:
                return Playout(state, moves, decisions)
            if not state.is_chance:
                decisions += 1
            state = state.play_at(draw())
        return Playout(state, max_moves, decisions)

    def chance_outcomes(self) -> tuple[tuple[Move, float], ...]:
        """At a chance node, each outcome with its probability (they sum to 1)."""
        return ()

    @abstractmethod
    def apply(self, move: Move) -> Transition:
        """Play ``move`` and return the new state with the effects, in order.

        Raises :class:`IllegalMove` (with the reason and rule) if ``move`` is not legal here.
        """

    def play(self, move: Move) -> "State":
        """Play ``move`` without recording effects (the fast path for playouts and the AI)."""
        return self.apply(move).state

    def refusal(self, move: Move) -> tuple[str, str | None] | None:
        """``None`` if ``move`` is legal here, else ``(reason, rule)``: the one place a game
        explains a refusal. Games override it to say more than the generic sentence;
        :meth:`why_illegal` and :meth:`check` are built on it."""
        outcome = self.outcome()
        if outcome is not None:
            return Text(N_("The game is over: {reason}"), reason=outcome.reason), outcome.rule
        if move in self.legal_moves():
            return None
        return Text(N_("{move} is not a legal move here"), move=str(move)), None

    def why_illegal(self, move: Move) -> str | None:
        """``None`` if ``move`` is legal here, else the reason with the rule number
        (``"H is out of play until ... (I3)"``). The app shows it when a click is refused."""
        found = self.refusal(move)
        if found is None:
            return None
        return cite(*found)

    def check(self, move: Move) -> None:
        """Raise :class:`IllegalMove` (reason and rule) if ``move`` is not legal here."""
        found = self.refusal(move)
        if found is not None:
            raise IllegalMove(*found)

    def parse_move(self, text: str) -> Move:
        """Read ``text`` as a move of this game (notation only; legality is not checked)."""
        return self.game.parse_move(text)

    # -- the end ---------------------------------------------------------------------------
    @abstractmethod
    def outcome(self) -> Outcome | None:
        """``None`` while the game is live, else how it ended."""

    @property
    def is_over(self) -> bool:
        return self.outcome() is not None

    def agreed_outcome(self) -> Outcome | None:
        """How the game ends if the players agree to stop now, or ``None`` where the rules
        offer no agreed end. The default reads ``game.agreement_rule``: a draw citing it
        (Sig capture C6, Khamousiyya H5). Dra (D4) overrides it: the captures decide.
        Agreeing is not a move; the app asks both players and then shows this outcome."""
        rule = self.game.agreement_rule
        if rule is None or self.outcome() is not None:
            return None
        return Outcome(None, Text(N_("The players agreed to a draw ({rule})"), rule=rule), rule,
                       why=Text(N_("The players agreed to end the game ({rule})"), rule=rule),
                       termination=Termination.AGREED)

    # -- text ------------------------------------------------------------------------------
    @abstractmethod
    def notation(self) -> str:
        """The one-line position; ``self.game.parse_position(s.notation()) == s``."""

    def __str__(self) -> str:
        return self.notation()


class Game(ABC):
    """One ruleset of one game, built from a level (its options fixed).

    Subclasses set ``key`` (the registry name used in level files' ``game`` field) and
    ``rule_prefix`` (``"I"``, ``"D"``...), and implement ``initial_state``, ``parse_move`` and
    ``parse_position``.
    """

    key: ClassVar[str] = ""
    #: The rule that lets players agree to end the game (``"C6"``), or ``None``.
    agreement_rule: ClassVar[str | None] = None
    #: False where the rules leave a player no choice at all, every move forced by the
    #: throw (the Sig race, S3): a computer seat then has no strength to choose, since
    #: Easy and Hard would play the same moves (the app offers just "Computer").
    has_choices: ClassVar[bool] = True

    def __init__(self, level: "Level", options: Mapping[str, Any] | None = None,
                 num_players: int | None = None) -> None:
        self.level = level
        self.options: dict[str, Any] = level.resolve_options(options or {})
        self.num_players = level.check_players(num_players)
        self.turn_limit: int = level.turn_limit

    @property
    def id(self) -> str:
        return self.level.id

    @property
    def name(self) -> str:
        return self.level.name

    @property
    def player_names(self) -> tuple[str, ...]:
        """Default seat names (``"South"``, ``"North"``, or ``"Player 1"``...)."""
        names = self.level.player_names
        if len(names) >= self.num_players:
            return tuple(names[: self.num_players])
        return tuple(Text(N_("Player {number}"), number=i + 1) for i in range(self.num_players))

    @abstractmethod
    def initial_state(self, first_player: int = 0) -> State:
        """The starting position (after any opening the rules prescribe), with seat
        ``first_player`` to move first (who starts is chosen in the app; a match passes it on).
        """

    def opening(self) -> tuple[Effect, ...]:
        """Effects leading from the control position to ``initial_state`` (Isolo I2), so
        the app can show an opening step by step. Empty for games without one."""
        return ()

    @abstractmethod
    def parse_move(self, text: str) -> Move:
        """Read a move's notation. Raises :class:`NotationError` saying why it cannot."""

    @abstractmethod
    def parse_position(self, text: str) -> State:
        """Read a one-line position. Raises :class:`NotationError` saying why it cannot."""

    def start_state(self, first_player: int = 0) -> State:
        """The level's ``start`` position if it has one, else ``initial_state(first_player)``."""
        if self.level.start:
            return self.parse_position(self.level.start)
        return self.initial_state(first_player)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.id} {self.options}>"


def play_line(state: State, moves: Sequence[Move]) -> State:
    """Apply ``moves`` in order and return the last state (raises on the first illegal one)."""
    for move in moves:
        state = state.apply(move).state
    return state
