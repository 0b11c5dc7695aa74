"""Sig (El Oued Capture): the capture race on three rows (rule book ``sig-el-oued-capture.md``,
C1-C8). Sticks: :mod:`ludic.games.sticks` (K1-K5).

The board, as South (seat 0) sees it; North is seat 1 (C1)::

        a   b   c   d   e   f
    3   N5  N4  N3  N2  N1  N0    <- North's home row: North's pieces 0..5 start on f3 .. a3
    2   .   .   .   .   .   .     <- the shared middle row
    1   S0  S1  S2  S3  S4  S5    <- South's home row: South's pieces 0..5 start on a1 .. f1

Square index ``row * 6 + column``: a1 = 0, f1 = 5, a2 = 6, f3 = 17.

Each side runs its own circuit of 24 steps (C2); a piece's **progress** 0-23 is its place on
the loop, so a piece on the middle row knows which pass it is on::

    progress  0-5        6-11            12-17          18-23
    South     a1 .. f1   f2 .. a2 (1st)  a3 .. f3       f2 .. a2 (2nd)   then a1
    North     f3 .. a3   a2 .. f2 (1st)  f1 .. a1       a2 .. f2 (2nd)   then f3

Every piece starts **unfreed** on progress = its number (C3).

Turn: throws are chance moves (``"0"``-``"6"``, polished sides up). When a count is complete
(K2-K4) the player picks one move (C4):

* ``f2-c2``: the piece on ``f2`` moves the count to ``c2`` (square to square; two pieces of a
  side never share a square, and the count fixes the destination, so this is unambiguous);
* ``free``: *free all* (count 7 or 13 with sig power, two or more unfreed pieces): every
  unfreed piece steps one, front piece first, and the front piece moves on by the rest (C4, C7).

A count with no possible move (or a count of 0) is lost at once, with no decision (C4 house
rule, K5). After a sig (count 1 with sig power) and its move the same player throws again (K2).
Moves are listed in piece order (South's pieces 0-5, from a1), then ``free``.

Rule readings: a count with sig power other than 1, 7, 13 (only under the option
``six_twelve_always_sig``) frees a piece like a sig (C3) but gives no extra throw and no free all.
Free all is checked on the final squares (C4: no piece may end on its own piece); pieces
unfreed can be captured (C5); a captured unfreed piece is simply gone.

Effects: ``THROW``, ``COUNT``/``EXTRA_THROW`` (sticks), ``FREE`` (a piece freed, ``src``),
``STEP`` (each step, ``src``/``dst`` squares, ``piece`` = ``"S3"``/``"N0"``, ``count`` = progress
reached), ``CAPTURE`` (``src`` = square, ``player`` = the side that lost the piece), ``LOST``,
``EXTRA_THROW``, ``TURN``, ``END``.

Position notation (one line, round-trips through :meth:`SigCapture.parse_position`)::

    a1*,b1*,c1*,d1*,e1*,f2 f3*,e3*,x,c3*,b3*,a3* S throw=- turn=0 count=4 extra

South's pieces 0-5, then North's 0-5: the square, ``'`` on the middle row's second pass
(``c2'``), ``*`` while unfreed, ``x`` once captured; ``S``/``N`` whose turn; ``throw=``
the pending combination (``-``, ``6``, ``0.3``...); ``turn=`` turns completed; ``count=n``
or ``count=ns`` (with sig power) when a count waits for the player's move; ``extra`` when the
player is on an extra throw earned by a sig (K2).

For the view
------------
* ``state.current_player``: ``CHANCE`` while the sticks are to be thrown (``state.turn`` throws;
  a teacher may pick the throw: ``state.apply(THROWS[k])``), else the seat that must move;
  ``state.count``/``state.sig``: the count waiting for a move (0 when none);
  ``state.pending``: the combination being thrown; ``state.extra``; ``state.phase``
  (``"throw"``, ``"follow-up"``, ``"move"``).
* ``state.cells()``: 18 entries, index ``row * 6 + column`` (a1 = 0, f3 = 17), each ``None`` or
  ``(seat, piece, unfreed)``; ``state.at("c2")`` the same for one square. (``state.board`` is
  the raw form: piece number 0-11 per square, -1 when empty; North's piece k is 6 + k.)
* ``state.pieces(seat)``: six entries ``None`` (captured) or ``(square, progress, unfreed)``;
  ``state.remaining(seat)``, ``state.captured(seat)`` (pieces of that seat taken).
* ``state.moves_from("f1")``, ``state.moves_to("a3")``: the legal moves touching a square, for
  click handling (click a piece, then a destination); ``state.free_all_move()`` the ``free``
  move if legal (a button); ``state.path(move)``: the squares a move passes, in order.
* ``SQUARES``, ``square_cell(name)`` -> ``(column, row)`` with row 0 = row 1 at the bottom;
  ``CIRCUITS[seat]`` the 24 square names of a side's circuit.

Speed (issue 12)
----------------
``play`` makes its states through :func:`_state` (a plain function setting the slots: calling
the class with its ``__init__`` costs CPython about 40 ns more a state) and ``move_at`` reads
the moves without calling ``legal_moves``. Measured with ``tools/bench_compare.py --cpu``
(five rounds): 1.08x playouts/s and moves/s against 7652550 in one run, 1.06x in another.
Where a move goes now (one process, per call): ``play`` after a throw 0.9 us (the move
generator 0.47 of it, when the count is complete), ``play`` of a piece's move 1.0 us,
drawing the throw (``ludic.playout.sample_chance``) 0.2 us. Tried and not kept: the generator
taking the count's table once and walking a slice of the progresses (no gain measured).

Against d7a5c71: random playouts draw through ``play_at``, which at a throw bisects the
sticks' cumulative table (``Sticks.cumulative``) itself, without ``sample_chance``, its
call to ``chance_outcomes`` and its cache check; the benchmark's loop lost its chance
branch. ``python tools/bench_compare.py d7a5c71 sig-el-oued-capture sig-el-oued --cpu -r 5``:
1.07x playouts/s and 1.08x moves/s here, 1.14x both in Sig's race (all throws). Tried
and not kept: ``play_at`` alone, for the players' moves (``play(move_at(...))`` without
one call): 1.02x, within the noise.

Fourth pass: random playouts go through the playout shortcut
(:mod:`ludic.games.sig_capture_playout`), one loop on lists and ints that makes a single
state at the end: 1.99x playouts/s and moves/s against d7a5c71 (figures there).
"""

from __future__ import annotations

from bisect import bisect_right
from typing import Any, Mapping, NamedTuple

from ludic.games.sticks import (ALL_PENDING, PENDING_CODE, THROWS, Sticks, Throw,
                                parse_pending, parse_throw, parse_turn_fields,
                                pending_notation, throw_effects)
from ludic.i18n import N_, NP_, Text
from ludic.model.errors import LevelError, NotationError
from ludic.model.reading import check_text, check_turn_count, is_digits, shown
from ludic.model.protocol import (CHANCE, Effect, EffectKind, Game, Outcome, State, Termination,
                                  Transition)

COLUMNS = "abcdef"
SQUARES: tuple[str, ...] = tuple(c + str(r + 1) for r in range(3) for c in COLUMNS)
_INDEX = {name: i for i, name in enumerate(SQUARES)}
SIDES = (Text(N_("South")), Text(N_("North")))
LETTERS = "SN"
LOOP = 24


def _circuit(seat: int) -> tuple[int, ...]:
    """C2: home row left to right, middle row right to left, far row left to right, middle
    row right to left (as the side sees the board). North is South turned half round."""
    south = ([(0, c) for c in range(6)] + [(1, c) for c in range(5, -1, -1)]
             + [(2, c) for c in range(6)] + [(1, c) for c in range(5, -1, -1)])
    if seat == 1:
        south = [(2 - r, 5 - c) for r, c in south]
    return tuple(r * 6 + c for r, c in south)


_CIRCUIT = (_circuit(0), _circuit(1))
#: Each side's circuit as square names, progress 0 to 23.
CIRCUITS: tuple[tuple[str, ...], tuple[str, ...]] = tuple(
    tuple(SQUARES[s] for s in c) for c in _CIRCUIT)


def square_cell(name: str) -> tuple[int, int]:
    """``(column, row)``: column 0 = a, row 0 = row 1 (South's home row, at the bottom)."""
    i = _INDEX[name]
    return i % 6, i // 6


class PieceMove(NamedTuple):
    """Move the piece on ``src`` to ``dst`` (square indices). Notation ``"f1-c2"``."""

    src: int
    dst: int

    def __str__(self) -> str:
        return f"{SQUARES[self.src]}-{SQUARES[self.dst]}"


class FreeAll:
    """*Free all* (C4). Notation ``"free"``; one interned instance, :data:`FREE`."""

    __slots__ = ()

    def __str__(self) -> str:
        return "free"

    def __repr__(self) -> str:
        return "FREE"

    def __reduce__(self):
        return "FREE"


FREE = FreeAll()
_MOVES = tuple(tuple(PieceMove(a, b) for b in range(18)) for a in range(18))
#: Each side's circuit written twice, so that ``_CIRC2[seat][progress + n]`` needs no modulo.
_CIRC2 = tuple(c + c for c in _CIRCUIT)
_OWN = (tuple(range(6)), tuple(range(6, 12)))
#: ``_STEPS[seat][progress][n]`` = ``(destination square, move)`` for a piece going ``n`` steps.
_STEPS = tuple(tuple(tuple((c[p + n], _MOVES[c[p]][c[p + n]]) for n in range(19))
                     for p in range(LOOP)) for c in _CIRC2)


def _progress_name(seat: int, progress: int) -> str:
    name = SQUARES[_CIRCUIT[seat][progress]]
    return name + "'" if progress >= 18 else name


# -- the state ---------------------------------------------------------------------------------

class SigCaptureState(State):
    """A position of the capture game. Immutable; accessors in the module docstring.

    Pieces are numbered 0-11 (South 0-5, North 6-11). ``prog``: each piece's progress on its
    side's circuit, -1 once captured; ``unfreed``: bit ``i`` set while piece ``i`` is unfreed;
    ``board``: the piece on each of the 18 squares, -1 when empty; ``code``: the pending
    combination as a :data:`~ludic.games.sticks.PENDING_CODE`.
    """

    __slots__ = ("game", "turn", "code", "count", "sig", "prog", "unfreed", "board", "turns",
                 "extra", "is_chance", "_moves", "_outcome")

    # Made by :func:`_state` alone (no ``__init__``: a class call costs more than a
    # function in the move loop), so the fields are set in one place.

    # -- protocol ------------------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        return self.turn if self.count else CHANCE

    @property
    def pending(self) -> tuple[int, ...]:
        """The combination being thrown (sticks K3/K4): ``()``, ``(6,)``, ``(0, 3)``..."""
        return ALL_PENDING[self.code]

    @property
    def phase(self) -> str:
        return "move" if self.count else ("follow-up" if self.code else "throw")

    def outcome(self) -> Outcome | None:
        return self._outcome

    def legal_moves(self) -> tuple:
        return self._moves  # THROWS at a chance node, () once the game is over

    def move_at(self, fraction: float):
        moves = self._moves  # legal_moves without the call: random playouts ask every move
        return moves[int(fraction * len(moves))]

    def play_at(self, fraction: float) -> "SigCaptureState":
        """At a throw, the throw whose share of the sticks' cumulative probabilities holds
        ``fraction``; else ``play(move_at(fraction))`` without the call."""
        if self.count:
            moves = self._moves
            return self.play(moves[int(fraction * len(moves))])
        return self.play(THROWS[bisect_right(self.game.sticks.cumulative, fraction)])

    def playout(self, draw, max_moves: int = 1_000_000):
        """The random playout of :meth:`State.playout` by the game's shortcut on mutable data
        (:mod:`ludic.games.sig_capture_playout`): the same moves from the same draws."""
        from ludic.games.sig_capture_playout import playout  # it imports this module
        return playout(self, draw, max_moves)

    def chance_outcomes(self):
        if self._outcome is not None or self.count:
            return ()
        return self.game.sticks.outcomes

    def refusal(self, move) -> tuple[str, str] | None:
        """``None`` if ``move`` is legal, else ``(reason, rule)``."""
        if self._outcome is not None:
            return Text(N_("The game is over")), "C6"
        if not self.count:
            if isinstance(move, int) and not isinstance(move, bool) and 0 <= move <= 6:
                return None
            return Text(N_("Throw the sticks first")), "K6"
        if move in self._moves:
            return None
        n, t = self.count, self.turn
        if not n:
            return Text(N_("Throw the sticks first")), "K6"
        if isinstance(move, int):
            return Text(N_("Play the count of {n} first: move a piece"), n=n), "C4"
        if isinstance(move, FreeAll):
            if not (self.sig and n in (7, 13)):
                return Text(N_("Free all needs a count of 7 or 13 with sig power")), "C4"
            if bin(self.unfreed >> 6 * t & 63).count("1") < 2:
                return Text(N_("Free all needs two or more unfreed pieces")), "C4"
            return Text(N_("Free all would put a piece on a square held by its own piece")), "C4"
        if not isinstance(move, PieceMove):
            return Text(N_("{move} is not a move of Sig (El Oued Capture)"), move=str(move)), "C4"
        i = self.board[move.src]
        src = SQUARES[move.src]
        if i < 0 or i // 6 != t:
            return Text(N_("There is no {side} piece on {square}"), side=SIDES[t],
                        square=src), "C4"
        if self.unfreed >> i & 1 and not self.sig:
            return Text(N_("The piece on {square} is not freed yet: only a point with sig power "
                           "frees it"), square=src), "C3"
        dst = _CIRC2[t][self.prog[i] + n]
        if dst != move.dst:
            return Text(NP_("The piece on {square} moves {n} step, to {dst}, not to {wanted}",
                            "The piece on {square} moves {n} steps, to {dst}, not to {wanted}"),
                        square=src, n=n, dst=SQUARES[dst], wanted=SQUARES[move.dst]), "C4"
        return Text(N_("The piece on {square} may not end on {dst}: its own piece is there"),
                    square=src, dst=SQUARES[dst]), "C4"

    def play(self, move) -> "SigCaptureState":
        game = self.game
        t = self.turn
        prog, unfreed, board = self.prog, self.unfreed, self.board
        if not self.count:
            if type(move) is not Throw or self._outcome is not None:
                self.check(move)
            code, count, sig, again = game.fast[(self.code * 7 + move) * 2 + (self.turns < 2)]
            if count < 0:  # a follow-up is due (K3, K4)
                return _state(game, t, code, 0, False, prog, unfreed, board, self.turns,
                              self.extra)
            if count:
                moves = _generate(prog, unfreed, board, t, count, sig)
                if moves:
                    return _state(game, t, 0, count, sig, prog, unfreed, board,
                                  self.turns, self.extra, moves)
            # no move possible, or a count of 0: the count is lost (C4 house rule, K5)
        else:
            if move not in self._moves:
                self.check(move)
            if move is FREE:
                prog, unfreed, board = _free_all(prog, unfreed, board, t, self.count)
                again = False
                victim = 0  # free all may have captured: look below
            else:
                # one piece moves count steps (C4) and captures where it stops (C5)
                src, dst = move
                board = list(board)
                prog = list(prog)
                i = board[src]
                prog[i] = (prog[i] + self.count) % LOOP
                unfreed &= ~(1 << i)
                victim = board[dst]
                board[src] = -1
                board[dst] = i
                if victim >= 0:
                    prog[victim] = -1
                    unfreed &= ~(1 << victim)
                prog, board = tuple(prog), tuple(board)
                again = self.sig and self.count == 1
            base = 6 - 6 * t
            if victim >= 0 and max(prog[base:base + 6]) < 0:  # C6
                return _state(game, t, 0, 0, False, prog, unfreed, board, self.turns,
                              False, (), game._win_outcome(t))
        if again:
            return _state(game, t, 0, 0, False, prog, unfreed, board, self.turns, True)
        turns = self.turns + 1
        outcome = game._turn_limit_outcome(turns) if turns >= game.turn_limit else None
        return _state(game, 1 - t, 0, 0, False, prog, unfreed, board, turns, False,
                      THROWS if outcome is None else (), outcome)

    def apply(self, move) -> Transition:
        self.check(move)
        t = self.turn
        if not self.count:
            k = int(move)
            f = self.game.sticks.fold(ALL_PENDING[self.code], k, self.turns < 2)
            effects = list(throw_effects(t, k, f))
            state = self.play(THROWS[k])
            if f.count is not None and not state.count:
                if f.count:
                    effects.append(Effect(EffectKind.LOST,
                                          Text(N_("No piece can move {n}: the count is lost "
                                                  "(C4)"), n=f.count), t, count=f.count,
                                          rule="C4"))
                else:
                    effects.append(Effect(EffectKind.LOST,
                                          Text(N_("A count of 0 moves nothing (K5)")), t,
                                          rule="K5"))
                effects.extend(self._closing(state))
            return Transition(state, tuple(effects))
        effects = self._move_effects(move)
        state = self.play(move)
        effects.extend(self._closing(state))
        return Transition(state, tuple(effects))

    def _move_effects(self, move) -> list[Effect]:
        t, n = self.turn, self.count
        if move is FREE:
            plan = _free_all_plan(self.prog, self.unfreed, self.board, t, n)
        else:
            plan = [(self.board[move.src], n)]
        circ = _CIRC2[t]
        board = list(self.board)
        out: list[Effect] = []
        if move is FREE:
            out.append(Effect(EffectKind.NOTE, Text(NP_(
                "Free all: {n} piece is freed, front piece first (C4)",
                "Free all: {n} pieces are freed, front piece first (C4)"), n=len(plan)), t,
                              rule="C4"))
        for i, steps in plan:
            label = f"{LETTERS[t]}{i - 6 * t}"
            p = self.prog[i]
            board[circ[p]] = -1
            if self.unfreed >> i & 1:
                # under free all the note above says it once for all (C4): six "The piece on
                # f1 is freed" after it ran the message bar out of room
                said = "" if move is FREE else Text(N_("The piece on {square} is freed (C3)"),
                                                    square=SQUARES[circ[p]])
                out.append(Effect(EffectKind.FREE, said, t, src=SQUARES[circ[p]], piece=label,
                                  rule="C3"))
            for q in range(p + 1, p + steps + 1):
                out.append(Effect(EffectKind.STEP, Text(N_("{src} to {dst}"),
                                                        src=SQUARES[circ[q - 1]],
                                                        dst=SQUARES[circ[q]]), t, src=SQUARES[circ[q - 1]],
                                  dst=SQUARES[circ[q]], count=q % LOOP, piece=label, rule="C2"))
            dst = circ[p + steps]
            victim = board[dst]
            board[dst] = i
            if victim >= 0:
                out.append(Effect(EffectKind.CAPTURE, Text(N_("{side}'s piece on {square} is "
                                                             "captured (C5)"), side=SIDES[1 - t],
                                                          square=SQUARES[dst]), 1 - t, src=SQUARES[dst],
                                  count=1, piece=f"{LETTERS[1 - t]}{victim - 6 + 6 * t}",
                                  rule="C5"))
        return out

    def _closing(self, state: "SigCaptureState") -> list[Effect]:
        t = self.turn
        outcome = state._outcome
        if outcome is not None:
            return [Effect(EffectKind.END, outcome.reason, outcome.winner, rule=outcome.rule)]
        if state.turn == t:
            return [Effect(EffectKind.EXTRA_THROW, Text(N_("Sig: throw again (K2)")), t,
                           rule="K2")]
        return [Effect(EffectKind.TURN, Text(N_("{name}'s turn"),
                                             name=self.game.player_names[state.turn]),
                       state.turn)]

    # -- for the view --------------------------------------------------------------------------
    def at(self, square: str):
        """``(seat, piece, unfreed)`` of the piece on ``square``, or ``None``."""
        i = self.board[_INDEX[square]]
        return None if i < 0 else (i // 6, i % 6, bool(self.unfreed >> i & 1))

    def cells(self) -> tuple:
        """18 entries, a1 = 0 .. f3 = 17: ``None`` or ``(seat, piece, unfreed)``."""
        return tuple(self.at(name) for name in SQUARES)

    def pieces(self, seat: int) -> tuple:
        out = []
        for i in range(6 * seat, 6 * seat + 6):
            p = self.prog[i]
            out.append(None if p < 0 else (SQUARES[_CIRCUIT[seat][p]], p,
                                           bool(self.unfreed >> i & 1)))
        return tuple(out)

    def remaining(self, seat: int) -> int:
        return sum(1 for p in self.prog[6 * seat:6 * seat + 6] if p >= 0)

    def captured(self, seat: int) -> int:
        """How many of ``seat``'s pieces have been captured."""
        return 6 - self.remaining(seat)

    def moves_from(self, square: str) -> tuple:
        s = _INDEX[square]
        return tuple(m for m in self.legal_moves() if type(m) is PieceMove and m.src == s)

    def moves_to(self, square: str) -> tuple:
        s = _INDEX[square]
        return tuple(m for m in self.legal_moves() if type(m) is PieceMove and m.dst == s)

    def free_all_move(self):
        return FREE if FREE in self.legal_moves() else None

    def path(self, move) -> tuple[str, ...]:
        """Squares visited by a legal move, in order (for free all: each piece's, in turn)."""
        t = self.turn
        if move is FREE:
            plan = _free_all_plan(self.prog, self.unfreed, self.board, t, self.count)
        else:
            plan = [(self.board[move.src], self.count)]
        return tuple(SQUARES[_CIRC2[t][self.prog[i] + k]]
                     for i, steps in plan for k in range(steps + 1))

    # -- text ----------------------------------------------------------------------------------
    def notation(self) -> str:
        sides = []
        for seat in (0, 1):
            tokens = []
            for i in range(6 * seat, 6 * seat + 6):
                p = self.prog[i]
                if p < 0:
                    tokens.append("x")
                else:
                    tokens.append(_progress_name(seat, p) + ("*" if self.unfreed >> i & 1 else ""))
            sides.append(",".join(tokens))
        parts = sides + [LETTERS[self.turn], f"throw={pending_notation(ALL_PENDING[self.code])}",
                         f"turn={self.turns}"]
        if self.count:
            parts.append(f"count={self.count}{'s' if self.sig else ''}")
        if self.extra:
            parts.append("extra")
        return " ".join(parts)

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, SigCaptureState) and other.game is self.game
                and other.notation() == self.notation())

    def __hash__(self) -> int:
        return hash(self.notation())


_new = object.__new__


def _state(game: "SigCapture", turn: int, code: int, count: int, sig: bool, prog: tuple,
           unfreed: int, board: tuple, turns: int, extra: bool, moves: tuple = THROWS,
           outcome: Outcome | None = None) -> SigCaptureState:
    """A :class:`SigCaptureState` with these fields, the one way one is made: the fields are
    set without a class call (calling a class with an ``__init__`` costs CPython about 40 ns
    more than a function, once per move in ``play``)."""
    s = _new(SigCaptureState)
    s.game = game
    s.turn = turn
    s.code = code
    s.count = count
    s.sig = sig
    s.prog = prog
    s.unfreed = unfreed
    s.board = board
    s.turns = turns
    s.extra = extra
    s.is_chance = not count
    s._moves = moves
    s._outcome = outcome
    return s


def _board_of(prog: tuple) -> tuple:
    """The piece on each square (-1 when empty), from the progresses."""
    board = [-1] * 18
    for i, p in enumerate(prog):
        if p >= 0:
            board[_CIRCUIT[i // 6][p]] = i
    return tuple(board)


def _generate(prog: tuple, unfreed: int, board: tuple, t: int, n: int, sig: bool) -> tuple:
    """The legal moves for count ``n`` (C4), in piece order, then ``free``."""
    steps = _STEPS[t]
    moves = []
    unfreed_here = unfreed >> 6 * t & 63
    if sig or not unfreed_here:
        for i in _OWN[t]:
            p = prog[i]
            if p >= 0:
                dst, move = steps[p][n]
                if board[dst] // 6 != t:
                    moves.append(move)
        if sig and (n == 7 or n == 13) and unfreed_here & (unfreed_here - 1) and \
                _free_all_plan(prog, unfreed, board, t, n):
            moves.append(FREE)
    else:
        for i in _OWN[t]:
            p = prog[i]
            if p >= 0 and not unfreed >> i & 1:
                dst, move = steps[p][n]
                if board[dst] // 6 != t:
                    moves.append(move)
    return tuple(moves)


def _free_all(prog: tuple, unfreed: int, board: tuple, t: int,
              n: int) -> tuple[tuple, int, tuple]:
    """Free all (C4): each unfreed piece steps one, front first; the front moves on. Each
    piece captures where it stops (C5)."""
    circ = _CIRC2[t]
    board_l = list(board)
    prog_l = list(prog)
    for i, steps in _free_all_plan(prog, unfreed, board, t, n):
        board_l[circ[prog_l[i]]] = -1
        dst = circ[prog_l[i] + steps]
        prog_l[i] = (prog_l[i] + steps) % LOOP
        unfreed &= ~(1 << i)
        victim = board_l[dst]
        board_l[dst] = i
        if victim >= 0:
            prog_l[victim] = -1
            unfreed &= ~(1 << victim)
    return tuple(prog_l), unfreed, tuple(board_l)


def _free_all_plan(prog: tuple, unfreed: int, board: tuple, t: int,
                   n: int) -> list[tuple[int, int]] | None:
    """Free all (C4): ``[(piece, steps), ...]`` front piece first, or ``None`` when fewer than
    two pieces are unfreed or a piece would end on its own piece."""
    mine = [i for i in reversed(_OWN[t]) if unfreed >> i & 1]
    if len(mine) < 2:
        return None
    plan = [(mine[0], 1 + n - len(mine))] + [(i, 1) for i in mine[1:]]
    circ = _CIRC2[t]
    for i, steps in plan:
        j = board[circ[prog[i] + steps]]
        if j // 6 == t and not unfreed >> j & 1:
            return None  # a freed piece of the side holds that square
    # unfreed pieces end on distinct squares: each steps into the one ahead's start, and the
    # front piece goes on past all of them (front to back, C7).
    return plan


class SigCapture(Game):
    """Sig (El Oued Capture) (C1-C8). Options: ``polished_probability`` (K1),
    ``six_twelve_always_sig`` (K5), ``twelve_first_turn_only`` (C7)."""

    key = "sig_capture"
    agreement_rule = "C6"  # [house rule] the app offers a draw by agreement
    rule_prefix = "C"

    def __init__(self, level, options: Mapping[str, Any] | None = None,
                 num_players: int | None = None) -> None:
        super().__init__(level, options, num_players)
        expected = {"rows": 3, "columns": 6, "pieces": 6}
        for name, value in dict(level.board).items():
            if name not in expected or expected[name] != value:
                raise LevelError(level.path, f"board.{name}",
                                 Text(N_("Sig (El Oued Capture) is played on the board of C1 "
                                         "(rows = 3, columns = 6, pieces = 6), not {value}"),
                                      value=shown(value)))
        self.sticks = Sticks(float(self.options.get("polished_probability", 0.5)),
                             bool(self.options.get("six_twelve_always_sig", False)),
                             bool(self.options.get("twelve_first_turn_only", False)))
        self.fast = self.sticks.fast

    def initial_state(self, first_player: int = 0) -> SigCaptureState:
        if first_player not in (0, 1):
            raise ValueError("first_player must be 0 (South) or 1 (North)")
        prog = tuple(range(6)) * 2
        return _state(self, first_player, 0, 0, False, prog, 4095, _board_of(prog), 0, False)

    def _win_outcome(self, winner: int) -> Outcome:
        names = self.player_names
        return Outcome(winner, Text(N_("{loser} has no pieces left: {winner} wins (C6)"),
                                    loser=names[1 - winner], winner=names[winner]), "C6",
                       why=Text(N_("{loser} has no pieces left (C6)"), loser=names[1 - winner]),
                       termination=Termination.CAPTURED_ALL)

    def _turn_limit_outcome(self, turns: int) -> Outcome | None:
        if turns < self.turn_limit:
            return None
        # [house rule] C6 names the level's turn limit and scores it as a draw: cited as
        # every other end is (Khamousiyya's H5 likewise)
        return Outcome(None, Text(NP_("The turn limit of {limit} turn is reached: the game is "
                                      "a draw (C6)", "The turn limit of {limit} turns is "
                                      "reached: the game is a draw (C6)", "limit"),
                                  limit=self.turn_limit),
                       "C6", why=Text(NP_("The turn limit of {limit} turn is reached (C6)",
                                          "The turn limit of {limit} turns is reached (C6)",
                                          "limit"), limit=self.turn_limit),
                       termination=Termination.TURN_LIMIT)

    # -- notation ------------------------------------------------------------------------------
    def parse_move(self, text: str):
        text = str(text).strip()
        if text == "free":
            return FREE
        if len(text) == 1:
            return parse_throw(text)
        src, sep, dst = text.partition("-")
        if sep and src in _INDEX and dst in _INDEX:
            return _MOVES[_INDEX[src]][_INDEX[dst]]
        raise NotationError(Text(N_("{text} is not a move of Sig (El Oued Capture): write a "
                                    "throw (0-6), a piece's move like 'f1-c2', or 'free' (free "
                                    "all)"), text=shown(text)), "C4")

    def parse_position(self, text: str) -> SigCaptureState:
        tokens = check_text(text, "Sig (El Oued Capture)", "C1").split()
        if len(tokens) < 5:
            raise NotationError(Text(N_("{text} is not a position: expected South's pieces, "
                                        "North's pieces, S or N, throw= and turn="),
                                     text=shown(text)), "C1")
        prog: list[int] = []
        unfreed = 0
        for seat in (0, 1):
            items = tokens[seat].split(",")
            if len(items) != 6:
                raise NotationError(Text(N_("{seat} has six pieces; write six entries"),
                                         seat=SIDES[seat]), "C1")
            for k, item in enumerate(items):
                p, free = self._parse_piece(seat, k, item)
                if free:
                    unfreed |= 1 << (6 * seat + k)
                prog.append(p)
            squares = [_CIRCUIT[seat][p] for p in prog[6 * seat:] if p >= 0]
            if len(set(squares)) != len(squares):
                raise NotationError(Text(N_("{seat} has two pieces on one square"),
                                         seat=SIDES[seat]), "C4")
        south = {_CIRCUIT[0][p] for p in prog[:6] if p >= 0}
        if any(_CIRCUIT[1][p] in south for p in prog[6:] if p >= 0):
            raise NotationError(Text(N_("a South piece and a North piece share a square")),
                                "C5")
        if tokens[2] not in ("S", "N"):
            raise NotationError(Text(N_("{token} should be S or N (whose turn)"),
                                     token=shown(tokens[2])), "C1")
        turn = LETTERS.index(tokens[2])
        fields, extra = parse_turn_fields(tokens[3:], ("throw", "turn", "count"), "C4")
        pending = parse_pending(fields["throw"])
        count, sig = 0, False
        if "count" in fields:
            value = fields["count"]
            sig = value.endswith("s")
            digits = value[:-1] if sig else value
            if not is_digits(digits, 2) or not 1 <= int(digits) <= 18 or pending:
                raise NotationError(Text(N_("count={value} is not a count waiting for a move"),
                                         value=shown(value)[1:-1]), "C4")
            count = int(digits)
        # Inside a turn: a throw waiting for its follow-ups, a count waiting for its move, or
        # a throw again after a sig (K2).
        check_turn_count(int(fields["turn"]), self.turn_limit, bool(pending or count) or extra,
                         "C6")
        prog_t = tuple(prog)
        board = _board_of(prog_t)
        moves = _generate(prog_t, unfreed, board, turn, count, sig) if count else THROWS
        state = _state(self, turn, PENDING_CODE[pending], count, sig, prog_t, unfreed,
                       board, int(fields["turn"]), extra, moves)
        over = None
        out = [seat for seat in (0, 1) if state.remaining(seat) == 0]
        if len(out) == 2:
            raise NotationError(Text(N_("both sides have no pieces left: the game ends when the "
                                        "first side loses its last piece")), "C6")
        for seat in out:
            if turn != 1 - seat or count or pending or extra:
                raise NotationError(Text(N_("{loser} has no pieces left, so the game ended on "
                                            "{winner}'s capture: write {letter} to move, "
                                            "throw=- and no count or extra"),
                                         loser=SIDES[seat], winner=SIDES[1 - seat],
                                         letter=LETTERS[1 - seat]), "C6")
            over = self._win_outcome(1 - seat)
        state._outcome = over or self._turn_limit_outcome(state.turns)
        if state._outcome is not None:
            state._moves = ()
        if state._outcome is None and count and not state.legal_moves():
            raise NotationError(Text(N_("no move is possible with count={value}: such a count "
                                        "is lost at once (C4)"), value=fields["count"]), "C4")
        return state

    def _parse_piece(self, seat: int, k: int, item: str) -> tuple[int, bool]:
        if item == "x":
            return -1, False
        free = item.endswith("*")
        name = item.rstrip("*")
        second = name.endswith("'")
        name = name.rstrip("'")
        if name not in _INDEX:
            raise NotationError(Text(N_("{item} is not a square (a1-f3), x, or a square with "
                                        "' or *"), item=shown(item)), "C1")
        circ = _CIRCUIT[seat]
        options = [p for p in range(LOOP) if circ[p] == _INDEX[name]]
        if len(options) == 2:
            p = options[1] if second else options[0]
        elif second:
            raise NotationError(Text(N_("{item}: only middle-row squares have a second pass"),
                                     item=shown(item)), "C2")
        else:
            p = options[0]
        if free and p != k:
            raise NotationError(Text(N_("{item}: an unfreed piece has not moved from its start "
                                        "{start}"), item=shown(item), start=SQUARES[circ[k]]),
                                "C3")
        return p, free
