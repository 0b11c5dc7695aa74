"""Sig (El Oued): the pilgrimage race to Mecca (rule book ``sig-el-oued.md``, S1-S9).

The board: a 5x5 grid numbered boustrophedon from the bottom-left corner, and six squares going
up from 25 (S1). Sig squares (marked ``*``) need sig power to enter or leave (S5)::

                         Mecca*      point 33   (the goal, the Kaaba)
                         Medina*     point 32
                         Cairo*      points 29, 30, 31  (Cairo counts for three, S1)
                         28*
                         27*
                         26*
     21  22  23  24  25
     20  19  18  17  16
     11  12  13* 14  15        13 = the Minaret
     10   9   8   7   6
      1   2   3   4   5        1 = the start

Track **points** 1-33 (:data:`POINT_NAMES`): 1-28, ``Cairo1``-``Cairo3`` (29-31), ``Medina``
(32), ``Mecca`` (33). Effects name **squares** (:data:`SQUARE_NAMES`): the same, except that
the three points of Cairo are the one square ``Cairo``.

Design: moves are compulsory and never a choice (S3), so **the race has only chance moves**.
Each physical throw is a :class:`~ludic.games.sticks.Throw` (``"0"``-``"6"``); the throw that
completes a count also plays it, and its effects narrate everything in order: ``THROW``,
``COUNT`` (or ``EXTRA_THROW`` when a follow-up is due, K3/K4), then for the count: ``ENTER``
(a point spent putting the next piece on square 1, S6), ``STEP`` (one per point: ``src``/``dst``
squares, ``piece`` = ``"father"``/``"djinn"``/``"mother"``, ``count`` = the track point
reached, so 29-31 tell Cairo's three points apart), ``SEND_BACK`` (an opponent passed, S7, right
after the step that passes it), ``FINISH`` (Mecca), ``LOST`` (points that cannot be used,
S3/S5/S6, or a count of 0, K5; a ``NOTE`` when a djinn stops before the Minaret with no
point left, S5), then ``EXTRA_THROW`` (after a sig, K2) or ``TURN``, and ``END``.

Players are seats 0..n-1 (2 to 6, S2), named "Player 1".. in the level file.

Position notation (one line, round-trips through :meth:`SigRace.parse_position`)::

    F12,D-,MCairo2,X P2 throw=0.3 turn=17 extra places=4

* one token per seat: the piece in play (``F`` father, ``D`` djinn, ``M`` mother: the pieces
  before it are on Mecca, the ones after it wait) and its point, or ``-`` while it waits beside
  the start for a point with sig power (S6); ``X`` when all three are on Mecca;
* ``P2``: whose throw; ``throw=``: the pending combination (``-``, ``6``, ``0``, ``0.3``...);
* ``turn=``: turns completed (the level's turn limit counts these);
* ``extra``: this throw is an extra throw earned by a sig (K2);
* ``places=``: seats (1-based) that have finished, in order (option ``play_for_places``).

For the view
------------
Read-only accessors of :class:`SigRaceState`:

* ``state.turn``: the seat that throws; ``state.current_player`` is always ``CHANCE`` (the
  player clicks the sticks; a teacher may pick the throw: ``state.apply(THROWS[k])``).
* ``state.pieces(seat)``: ``(("father", where), ("djinn", where), ("mother", where))`` with
  ``where`` one of ``"Mecca"``, ``"waiting"`` or a point name (``"12"``, ``"Cairo2"``).
* ``state.piece_in_play(seat)``: ``(kind, point)`` with point 0 while waiting, or ``None``.
* ``state.finished(seat)``: pieces on Mecca (0-3). ``state.places``: finishing order.
* ``state.occupants()``: ``{square name: ((seat, kind), ...)}`` for drawing stacks.
* ``state.pending``: the pending combination; ``state.extra``: an extra throw is due.
* ``square_cell(name)``: ``(column, row)`` of a square, row 0 at the bottom, the extension in
  column 4, rows 5-10. ``SQUARE_NAMES``, ``SIG_SQUARES``, ``POINT_NAMES`` list the names.
* Clicks on squares make no moves in this game; every legal move is a throw.
* ``state.outcome()``: ``winner``, ``reason``, ``places`` (finishing order: the winner alone,
  or every seat with ``play_for_places``) and ``scores`` (pieces on Mecca per seat).

Speed (issue 12): random playouts throw through ``play_at``, which bisects the sticks'
cumulative table (``Sticks.cumulative``) itself rather than going through
``ludic.playout.sample_chance``: 1.14x playouts/s and moves/s against d7a5c71
(``python tools/bench_compare.py d7a5c71 sig-el-oued --cpu -r 5``). Then random playouts
went through the playout shortcut (:mod:`ludic.games.sig_race_playout`), one loop on lists
and ints that makes a single state at the end: 3.76x against d7a5c71 (figures there).
"""

from __future__ import annotations

from bisect import bisect_right
from typing import Any, Mapping

from ludic.games.sticks import (THROWS, Sticks, Throw, parse_pending, parse_throw,
                                parse_turn_fields, pending_notation, throw_effects)
from ludic.i18n import N_, NP_, Text
from ludic.model.errors import LevelError, NotationError
from ludic.model.reading import check_text, check_turn_count, is_digits, shown
from ludic.model.protocol import (CHANCE, Effect, EffectKind, Game, Outcome, State, Termination,
                                  Transition)

MINARET = 13
CAIRO = (29, 30, 31)
MEDINA = 32
MECCA = 33
PIECES = ("father", "djinn", "mother")
#: The pieces as the narration names them (the subject of a sentence).
PIECE_THE = {"father": Text(N_("The father")), "djinn": Text(N_("The djinn")),
             "mother": Text(N_("The mother"))}
LETTERS = "FDM"
DJINN = 1
ALL_HOME = 3  # piece index once father, djinn and mother are on Mecca

#: Point -> name, for positions (index 0 unused: a waiting piece is written ``-``).
POINT_NAMES: tuple[str, ...] = (("",) + tuple(str(p) for p in range(1, 29))
                                + ("Cairo1", "Cairo2", "Cairo3", "Medina", "Mecca"))
#: Point -> square name, for effects and the view (Cairo's three points are one square, S1).
SQUARE_NAMES_BY_POINT: tuple[str, ...] = (("",) + tuple(str(p) for p in range(1, 29))
                                          + ("Cairo",) * 3 + ("Medina", "Mecca"))
#: The squares in track order.
SQUARE_NAMES: tuple[str, ...] = tuple(str(p) for p in range(1, 29)) + ("Cairo", "Medina", "Mecca")
#: Sig squares (S1): the Minaret and the six squares of the extension.
SIG_SQUARES = frozenset(("13", "26", "27", "28", "Cairo", "Medina", "Mecca"))
_SIG_POINT = tuple(p == MINARET or p >= 26 for p in range(34))
#: Point -> square number for passing (S7): 1-28, Cairo 29, Medina 30, Mecca 31.
_SQUARE = tuple(min(p, 29) if p <= 31 else p - 2 for p in range(34))
_MECCA_SQUARE = 31
_POINT_BY_NAME = {name: p for p, name in enumerate(POINT_NAMES) if name}
_POINT_BY_NAME.update({"Cairo": 29, "29": 29, "30": 30, "31": 31, "32": 32})


def square_cell(name: str) -> tuple[int, int]:
    """``(column, row)`` of a square: the grid boustrophedon from the bottom-left (S1), the
    extension going up above 25 in column 4, rows 5 (26) to 10 (Mecca)."""
    if name not in SQUARE_NAMES:
        raise KeyError(f"{name!r} is not a square of the Sig track")
    index = SQUARE_NAMES.index(name)  # 0-based
    if index < 25:
        row, offset = divmod(index, 5)
        return (offset if row % 2 == 0 else 4 - offset), row
    return 4, index - 20


# -- one count on one player's pieces (S4-S6) --------------------------------------------------

def _next_point(piece: int, point: int) -> tuple[int, int]:
    """Where one point takes ``piece`` from ``point``: ``(dst, via)``, ``via`` the square a
    djinn jumps (0 if none). S4 djinn rules; S5 house rule: never over the Minaret."""
    if piece == DJINN and 2 <= point <= 23 and point != MINARET:
        if point == MINARET - 1:
            return MINARET, 0
        return point + 2, point + 1
    return point + 1, 0


def _needs_sig(src: int, dst: int) -> bool:
    """S5: leaving square 1, entering or leaving a sig square (moving within Cairo included)."""
    return src == 1 or _SIG_POINT[src] or _SIG_POINT[dst]


def _passed(src: int, dst: int, start: int) -> tuple[int, ...]:
    """Squares (S7 numbering) that a step from ``src`` to ``dst`` leaves behind, for a piece
    that began this count's movement on ``start``: those jumped, and ``src`` itself unless the
    piece started there. Square 1 and Mecca are never passed (S7)."""
    a, b = _SQUARE[src], _SQUARE[dst]
    first = a if a != _SQUARE[start] else a + 1
    return tuple(s for s in range(max(first, 2), min(b, _MECCA_SQUARE)))


def walk(piece: int, point: int, count: int, sig: bool) -> tuple[tuple, int, int, int]:
    """Spend ``count`` points on a player whose piece in play is ``piece`` on ``point``
    (0 = waiting to enter). Opponents never block (S7), so this depends on nothing else.

    Returns ``(events, piece, point, passed)``: the events in order, where the player's piece
    in play ends, and the passed squares as a bit mask. Events:
    ``("enter", piece)``, ``("step", piece, src, dst, passed_squares)``, ``("finish", piece)``,
    ``("lost", points, reason, rule)``.
    """
    events: list[tuple] = []
    mask = 0
    start = point
    points = count
    if count == 0:
        return (("lost", 0, Text(N_("A count of 0 moves nothing")), "K5"),), piece, point, 0
    while points:
        if piece == ALL_HOME:
            events.append(("lost", points, Text(N_("All three pieces are on Mecca")), "S8"))
            break
        name = PIECE_THE[PIECES[piece]]
        if point == 0:
            if not sig:
                events.append(("lost", points, Text(N_("{piece} needs a point with sig power to "
                                                       "enter"), piece=name), "S6"))
                break
            point = start = 1
            points -= 1
            events.append(("enter", piece))
            continue
        dst, via = _next_point(piece, point)
        if not sig and _needs_sig(point, dst):
            if via and not _needs_sig(point, via):
                passed = _passed(point, via, start)
                events.append(("step", piece, point, via, passed))
                for s in passed:
                    mask |= 1 << s
                point, points = via, points - 1
                reason = (Text(N_("The djinn stops on {square}, before the Minaret"),
                               square=str(via)) if dst == MINARET else
                          Text(N_("The djinn stops on {square}, before {next}"),
                               square=str(via), next=_square_words(dst)))
            elif point == 1:
                reason = Text(N_("{piece} needs sig power to leave square 1"), piece=name)
            elif _SIG_POINT[point]:
                reason = (Text(N_("{piece} needs sig power to move on in {square}"), piece=name,
                               square=_square_words(point)) if point in CAIRO[:2] else
                          Text(N_("{piece} needs sig power to leave {square}"), piece=name,
                               square=_square_words(point)))
            else:
                reason = Text(N_("{piece} needs sig power to enter {square}"), piece=name,
                              square=_square_words(dst))
            events.append(("lost", points, reason, "S5"))
            break
        passed = _passed(point, dst, start)
        events.append(("step", piece, point, dst, passed))
        for s in passed:
            mask |= 1 << s
        point = dst
        points -= 1
        if point == MECCA:
            events.append(("finish", piece))
            piece, point, start = piece + 1, 0, 0
    return tuple(events), piece, point, mask


_PLACE_WORDS = {"Cairo": Text(N_("Cairo")), "Medina": Text(N_("Medina")),
                "Mecca": Text(N_("Mecca"))}


def _square_words(point: int) -> str:
    if point == MINARET:
        return Text(N_("the Minaret"))
    name = SQUARE_NAMES_BY_POINT[point]
    if name.isalpha():
        return _PLACE_WORDS.get(name, name)
    return Text(N_("square {name}"), name=name)


def _point_words(point: int) -> str:
    """A track point as the board shows it, for a step's narration: a square by its number,
    Cairo's three points as Cairo and which of its three (S1: the board draws them as three
    slots of the one place), Medina and Mecca by their names in the reader's language. Never
    the notation's ``Cairo1``-``Cairo3`` (:data:`POINT_NAMES`, kept for positions and saves):
    the race told "The father: 28 to Cairo1" in every language."""
    if point in CAIRO:
        return Text(N_("Cairo (point {n} of 3)"), n=point - CAIRO[0] + 1)
    name = POINT_NAMES[point]
    return _PLACE_WORDS.get(name, name)


def _build_table() -> dict:
    """``(piece, point, count, sig) -> (piece, point, passed mask, events)`` for every case."""
    table = {}
    for piece in range(3):
        for point in range(MECCA):
            for count in range(19):
                for sig in (False, True):
                    events, p2, q2, mask = walk(piece, point, count, sig)
                    table[piece, point, count, sig] = (p2, q2, mask, events)
    return table


_TABLE = _build_table()


# -- the state ---------------------------------------------------------------------------------

class SigRaceState(State):
    """A position of the race. Immutable; see the module docstring for the accessors."""

    __slots__ = ("game", "turn", "pending", "piece", "point", "turns", "extra", "places",
                 "_outcome")

    is_chance = True
    current_player = CHANCE

    def __init__(self, game: "SigRace", turn: int, pending: tuple, piece: tuple, point: tuple,
                 turns: int, extra: bool, places: tuple, outcome: Outcome | None) -> None:
        self.game = game
        self.turn = turn
        self.pending = pending
        self.piece = piece  # per seat: 0 father, 1 djinn, 2 mother in play; 3 all on Mecca
        self.point = point  # per seat: the point of the piece in play, 0 while it waits
        self.turns = turns
        self.extra = extra
        self.places = places
        self._outcome = outcome

    # -- protocol ------------------------------------------------------------------------------
    @property
    def phase(self) -> str:
        return "follow-up" if self.pending else "throw"

    def legal_moves(self) -> tuple[Throw, ...]:
        return () if self._outcome is not None else THROWS

    def chance_outcomes(self):
        return () if self._outcome is not None else self.game.sticks.outcomes

    def play_at(self, fraction: float) -> "SigRaceState":
        """The throw whose share of the sticks' cumulative probabilities holds ``fraction``."""
        return self.play(THROWS[bisect_right(self.game.sticks.cumulative, fraction)])

    def playout(self, draw, max_moves: int = 1_000_000):
        """The random playout of :meth:`State.playout` by the game's shortcut on mutable data
        (:mod:`ludic.games.sig_race_playout`): the same throws from the same draws."""
        from ludic.games.sig_race_playout import playout  # it imports this module
        return playout(self, draw, max_moves)

    def outcome(self) -> Outcome | None:
        return self._outcome

    def refusal(self, move) -> tuple[str, str] | None:
        if self._outcome is not None:
            return Text(N_("The game is over")), "S8"
        if type(move) is Throw or (isinstance(move, int) and not isinstance(move, bool)
                                   and 0 <= move <= 6):
            return None
        return Text(N_("{move} is not a throw: in Sig every move is a throw of the sticks, 0 "
                       "to 6 polished sides up"), move=str(move)), "S3"

    def _throw(self, move) -> int:
        if self._outcome is not None or type(move) is not Throw:
            self.check(move)
        return int(move)

    def play(self, move) -> "SigRaceState":
        k = self._throw(move)
        game = self.game
        f = game.sticks._table[self.pending, k, False]
        if f.count is None:
            return SigRaceState(game, self.turn, f.pending, self.piece, self.point, self.turns,
                                self.extra, self.places, None)
        return self._after_count(f, _TABLE[self.piece[self.turn], self.point[self.turn],
                                           f.count, f.sig])

    def _after_count(self, f, result) -> "SigRaceState":
        game = self.game
        t = self.turn
        piece2, point2, mask = result[0], result[1], result[2]
        piece = list(self.piece)
        piece[t] = piece2
        point = list(self.point)
        point[t] = point2
        if mask:
            for o, p in enumerate(point):
                if p > 1 and o != t and mask >> _SQUARE[p] & 1:
                    point[o] = 1
        places = self.places
        if piece2 == ALL_HOME:
            places += (t,)
        else:
            if f.again:
                return SigRaceState(game, t, (), tuple(piece), tuple(point), self.turns, True,
                                    places, None)
        turns = self.turns + 1
        n = game.num_players
        nxt = (t + 1) % n
        while piece[nxt] == ALL_HOME and nxt != t:
            nxt = (nxt + 1) % n
        outcome = None
        if piece2 == ALL_HOME or turns >= game.turn_limit:
            outcome = game._outcome(piece, places, turns)
        return SigRaceState(game, nxt, (), tuple(piece), tuple(point), turns, False, places,
                            outcome)

    def apply(self, move) -> Transition:
        k = self._throw(move)
        game = self.game
        t = self.turn
        f = game.sticks._table[self.pending, k, False]
        effects = list(throw_effects(t, k, f))
        if f.count is None:
            return Transition(self.play(move), tuple(effects))
        result = _TABLE[self.piece[t], self.point[t], f.count, f.sig]
        state = self._after_count(f, result)
        effects.extend(self._count_effects(result[3]))
        effects.extend(self._closing_effects(state, f))
        return Transition(state, tuple(effects))

    # -- narration -----------------------------------------------------------------------------
    def _count_effects(self, events) -> list[Effect]:
        t = self.turn
        names = self.game.player_names
        point = list(self.point)
        out = []
        for event in events:
            kind = event[0]
            if kind == "enter":
                piece = PIECES[event[1]]
                out.append(Effect(EffectKind.ENTER, Text(N_("{piece} enters on square 1 (S6)"),
                                                         piece=PIECE_THE[piece]), t,
                                  dst="1", count=1, piece=piece, rule="S6"))
            elif kind == "step":
                _, p, src, dst, passed = event
                piece = PIECES[p]
                out.append(Effect(EffectKind.STEP, Text(N_("{piece}: {src} to {dst}"),
                                                        piece=PIECE_THE[piece],
                                                        src=_point_words(src),
                                                        dst=_point_words(dst)), t,
                                  src=SQUARE_NAMES_BY_POINT[src], dst=SQUARE_NAMES_BY_POINT[dst],
                                  count=dst, piece=piece, rule="S4"))
                for square in passed:
                    for o, q in enumerate(point):
                        if o != t and q > 1 and _SQUARE[q] == square:
                            kind_o = PIECES[self.piece[o]]
                            where = SQUARE_NAMES_BY_POINT[q]
                            out.append(Effect(
                                EffectKind.SEND_BACK,
                                # a place by its words (Le Caire, القاهرة), not the
                                # notation's "Cairo"; a square by its number
                                Text(N_("{piece} of {name} on {square} is passed and goes "
                                        "back to square 1 (S7)"), piece=PIECE_THE[kind_o],
                                     name=names[o], square=_PLACE_WORDS.get(where, where)),
                                o, src=where, dst="1", piece=kind_o, rule="S7"))
                            point[o] = 1
            elif kind == "finish":
                piece = PIECES[event[1]]
                out.append(Effect(EffectKind.FINISH, Text(N_("{piece} reaches Mecca (S4)"),
                                                          piece=PIECE_THE[piece]), t,
                                  dst="Mecca", piece=piece, rule="S4"))
            else:
                _, points, reason, rule = event
                if points:
                    text = Text(NP_("{reason}: {points} point lost ({rule})",
                                    "{reason}: {points} points lost ({rule})", "points"),
                                reason=reason, points=points, rule=rule)
                else:
                    text = Text(N_("{reason} ({rule})"), reason=reason, rule=rule)
                kind = EffectKind.LOST if points or rule == "K5" else EffectKind.NOTE
                out.append(Effect(kind, text, t, count=points, rule=rule))
        return out

    def _closing_effects(self, state: "SigRaceState", f) -> list[Effect]:
        t = self.turn
        names = self.game.player_names
        out = []
        if state.piece[t] == ALL_HOME:
            out.append(Effect(EffectKind.NOTE, Text(N_("{name} has brought all three pieces to "
                                                      "Mecca: place {place} (S8)"),
                                                   name=names[t], place=len(state.places)), t,
                              rule="S8"))
        outcome = state._outcome
        if outcome is not None:
            out.append(Effect(EffectKind.END, outcome.reason, outcome.winner, rule=outcome.rule))
        elif state.turn == t:
            out.append(Effect(EffectKind.EXTRA_THROW, Text(N_("Sig: throw again (K2)")), t,
                              rule="K2"))
        else:
            out.append(Effect(EffectKind.TURN, Text(N_("{name}'s turn"), name=names[state.turn]),
                              state.turn))
        return out

    # -- for the view --------------------------------------------------------------------------
    def finished(self, seat: int) -> int:
        """How many of the seat's pieces are on Mecca."""
        return self.piece[seat]

    def piece_in_play(self, seat: int) -> tuple[str, int] | None:
        """``(kind, point)`` of the seat's piece in play (point 0 while it waits), or ``None``."""
        p = self.piece[seat]
        return None if p == ALL_HOME else (PIECES[p], self.point[seat])

    def pieces(self, seat: int) -> tuple[tuple[str, str], ...]:
        """Father, djinn and mother with where each is: ``"Mecca"``, ``"waiting"``, a point."""
        p, q = self.piece[seat], self.point[seat]
        return tuple((kind, "Mecca" if i < p else "waiting" if i > p or q == 0
                      else POINT_NAMES[q]) for i, kind in enumerate(PIECES))

    def occupants(self) -> dict[str, tuple[tuple[int, str], ...]]:
        """``{square: ((seat, kind), ...)}`` for every square with pieces (Mecca included)."""
        squares: dict[str, list] = {}
        for seat in range(len(self.piece)):
            for kind, where in self.pieces(seat):
                if where != "waiting":
                    square = "Cairo" if where.startswith("Cairo") else where
                    squares.setdefault(square, []).append((seat, kind))
        return {k: tuple(v) for k, v in squares.items()}

    # -- text ----------------------------------------------------------------------------------
    def notation(self) -> str:
        seats = []
        for p, q in zip(self.piece, self.point):
            seats.append("X" if p == ALL_HOME else LETTERS[p] + (POINT_NAMES[q] if q else "-"))
        parts = [",".join(seats), f"P{self.turn + 1}", f"throw={pending_notation(self.pending)}",
                 f"turn={self.turns}"]
        if self.extra:
            parts.append("extra")
        if self.places:
            parts.append("places=" + ",".join(str(s + 1) for s in self.places))
        return " ".join(parts)

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, SigRaceState) and other.game is self.game
                and other.notation() == self.notation())

    def __hash__(self) -> int:
        return hash(self.notation())


class SigRace(Game):
    """Sig (El Oued), the race (S1-S9). Options: ``polished_probability`` (K1),
    ``six_twelve_always_sig`` (K5), ``play_for_places`` (S8)."""

    key = "sig_race"
    rule_prefix = "S"
    has_choices = False  # S3: every move is forced by the throw

    def __init__(self, level, options: Mapping[str, Any] | None = None,
                 num_players: int | None = None) -> None:
        super().__init__(level, options, num_players)
        board = dict(level.board)
        expected = {"grid": 5, "minaret": 13, "cairo_points": 3}
        for name, value in board.items():
            if expected.get(name, value) != value or name not in expected:
                raise LevelError(level.path, f"board.{name}",
                                 Text(N_("Sig (El Oued) is played on the board of S1 (grid = "
                                         "5, minaret = 13, cairo_points = 3), not {value}"),
                                      value=shown(value)))
        self.sticks = Sticks(float(self.options.get("polished_probability", 0.5)),
                             bool(self.options.get("six_twelve_always_sig", False)))
        self.play_for_places = bool(self.options.get("play_for_places", False))

    def initial_state(self, first_player: int = 0) -> SigRaceState:
        n = self.num_players
        if not 0 <= first_player < n:
            raise ValueError(f"first_player must be a seat 0..{n - 1}")
        return SigRaceState(self, first_player, (), (0,) * n, (1,) * n, 0, False, (), None)

    def parse_move(self, text: str) -> Throw:
        try:
            return parse_throw(str(text))
        except NotationError:
            raise NotationError(Text(N_("{text} is not a move of Sig: every move is a throw, "
                                        "written by its number of polished sides up, 0 to 6"),
                                     text=shown(text)), "S3") from None

    # -- the end (S8) --------------------------------------------------------------------------
    def _outcome(self, piece, places: tuple, turns: int) -> Outcome | None:
        names = self.player_names
        left = [s for s, p in enumerate(piece) if p != ALL_HOME]
        scores = tuple(piece)
        if places and (not self.play_for_places or len(left) <= 1):
            order = places + tuple(left) if self.play_for_places else places
            winner = places[0]
            reason = Text(N_("{name} brought the father, the djinn and the mother to Mecca "
                             "first: {name} wins (S8)"), name=names[winner])
            # the why says what happened without naming the winner, whom the heading names
            why = Text(N_("The father, the djinn and the mother reached Mecca first (S8)"))
            return Outcome(winner, reason, "S8", scores=scores, places=order, why=why,
                           termination=Termination.REACHED_MECCA)
        if turns >= self.turn_limit:
            # [house rule] the README's turn limit, which no rule of the race names (S8 does
            # not): the words cite no rule and ``rule`` is None, where Sig capture's cite C6
            return Outcome(None, Text(NP_("The turn limit of {limit} turn is reached: the game "
                                          "is a draw", "The turn limit of {limit} turns is "
                                          "reached: the game is a draw", "limit"),
                                      limit=self.turn_limit), None, scores=scores, places=places,
                           why=Text(NP_("The turn limit of {limit} turn is reached",
                                        "The turn limit of {limit} turns is reached", "limit"),
                                    limit=self.turn_limit),
                           termination=Termination.TURN_LIMIT)
        return None

    # -- positions -----------------------------------------------------------------------------
    def parse_position(self, text: str) -> SigRaceState:
        tokens = check_text(text, "Sig", "S2").split()
        if len(tokens) < 4:
            raise NotationError(Text(N_("{text} is not a Sig position: expected pieces, whose "
                                        "throw, throw= and turn= (e.g. 'F1,F1 P1 throw=- "
                                        "turn=0')"), text=shown(text)), "S2")
        seats = tokens[0].split(",")
        n = self.num_players
        if len(seats) != n:
            raise NotationError(Text(NP_("the position has {n} player but this game has "
                                         "{players}", "the position has {n} players but this "
                                         "game has {players}"), n=len(seats), players=n), "S2")
        piece, point = [], []
        for token in seats:
            p, q = self._parse_seat(token)
            piece.append(p)
            point.append(q)
        turn_token = tokens[1]
        if not (turn_token[:1] == "P" and is_digits(turn_token[1:], 1)
                and 1 <= int(turn_token[1:]) <= n):
            raise NotationError(Text(N_("{token} should name whose throw it is, P1 to P{n}"),
                                     token=shown(turn_token), n=n), "S3")
        turn = int(turn_token[1:]) - 1
        fields, extra = parse_turn_fields(tokens[2:], ("throw", "turn", "places"), "S3")
        pending = parse_pending(fields["throw"])
        turns = int(fields["turn"])
        places = self._parse_places(fields.get("places", ""), piece)
        # Inside a turn: a throw waiting for its follow-ups, or a throw again after a sig (K2).
        check_turn_count(turns, self.turn_limit, bool(pending) or extra, "S8")
        outcome = self._outcome(piece, places, turns)
        if outcome is None and piece[turn] == ALL_HOME:
            raise NotationError(Text(N_("P{number} has finished and does not throw any more"),
                                     number=turn + 1), "S8")
        return SigRaceState(self, turn, pending, tuple(piece), tuple(point), turns, extra,
                            places, outcome)

    def _parse_seat(self, token: str) -> tuple[int, int]:
        if token == "X":
            return ALL_HOME, 0
        letter, rest = token[:1], token[1:]
        if letter not in LETTERS or not rest:
            raise NotationError(Text(N_("{token} should be F, D or M (the piece in play) and "
                                        "its point, '-' while it waits, or X when all are on "
                                        "Mecca"), token=shown(token)), "S2")
        if rest == "-":
            if letter == "F":
                raise NotationError(Text(N_("the father never waits: he starts on square 1")),
                                    "S2")
            return LETTERS.index(letter), 0
        point = _POINT_BY_NAME.get(rest)
        if point is None or point == MECCA:
            raise NotationError(Text(N_("{rest} is not a track point for a piece in play "
                                        "(1-28, Cairo1-Cairo3, Medina)"), rest=shown(rest)),
                                "S1")
        return LETTERS.index(letter), point

    def _parse_places(self, text: str, piece: list) -> tuple[int, ...]:
        done = {s for s, p in enumerate(piece) if p == ALL_HOME}
        places: tuple[int, ...] = ()
        if text:
            parts = text.split(",")
            if not all(is_digits(part, 1) for part in parts):
                raise NotationError(Text(N_("places={text} should list seat numbers"),
                                         text=shown(text)[1:-1]), "S8")
            places = tuple(int(part) - 1 for part in parts)
        if set(places) != done or len(places) != len(done):
            raise NotationError(Text(N_("places= must list exactly the players marked X, in the "
                                        "order they finished")), "S8")
        return places
