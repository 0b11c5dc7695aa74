"""Sig (El Oued Capture): the capture race on three rows (rule book ``sig-el-oued-capture.md``,
C1-C8). Sticks: :mod:`ludic.games.sticks` (K1-K5).

The board, as South (seat 0) sees it; North is seat 1 (C1)::

        a   b   c   d   e   f
    3   N0  N1  N2  N3  N4  N5    <- North's home row: f3 e3 d3 c3 b3 a3 = North pieces 0..5
    2   .   .   .   .   .   .     <- the shared middle row
    1   S0  S1  S2  S3  S4  S5    <- South's home row: a1 ... f1 = South pieces 0..5

(in the grid above North's pieces are numbered from f3: N0 is on f3, N5 on a3).

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
rule, K5). After a sig (count 1 with sig power) the same player throws again (K2), also when
the sig could not be used.

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
throw due is an extra throw earned by a sig.

For the view
------------
* ``state.current_player``: ``CHANCE`` while the sticks are to be thrown (``state.turn`` throws),
  else the seat that must move; ``state.count``/``state.sig``: the count waiting for a move
  (0 when none); ``state.pending``: the combination being thrown; ``state.extra``.
* ``state.board()``: 18 entries, index ``row * 6 + column`` (a1 = 0, f3 = 17), each ``None`` or
  ``(seat, piece, unfreed)``; ``state.at("c2")`` the same for one square.
* ``state.pieces(seat)``: six entries ``None`` (captured) or ``(square, progress, unfreed)``;
  ``state.remaining(seat)``, ``state.captured(seat)`` (pieces of that seat taken).
* ``state.moves_from("f1")``, ``state.moves_to("a3")``: the legal moves touching a square, for
  click handling (click a piece, then a destination); ``state.free_all_move()`` the ``free``
  move if legal (a button); ``state.path(move)``: the squares a move passes, in order.
* ``SQUARES``, ``square_cell(name)`` -> ``(column, row)`` with row 0 = row 1 at the bottom;
  ``CIRCUITS[seat]`` the 24 square names of a side's circuit.
"""

from __future__ import annotations

from typing import Any, Mapping, NamedTuple

from ludic.games.sticks import (Sticks, Throw, THROWS, parse_pending, parse_throw,
                                pending_notation, throw_effects)
from ludic.model.errors import IllegalMove, LevelError, NotationError
from ludic.model.protocol import CHANCE, Effect, EffectKind, Game, Outcome, State, Transition

COLUMNS = "abcdef"
SQUARES: tuple[str, ...] = tuple(c + str(r + 1) for r in range(3) for c in COLUMNS)
_INDEX = {name: i for i, name in enumerate(SQUARES)}
SIDES = ("South", "North")
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


def _progress_name(seat: int, progress: int) -> str:
    name = SQUARES[_CIRCUIT[seat][progress]]
    return name + "'" if progress >= 18 else name


# -- the state ---------------------------------------------------------------------------------

class SigCaptureState(State):
    """A position of the capture game. Immutable; accessors in the module docstring.

    ``prog``: 12 progresses (South 0-5, North 6-11), -1 once captured; ``unfreed``: bit ``i``
    set while piece ``i`` (same numbering) is unfreed.
    """

    __slots__ = ("game", "turn", "pending", "count", "sig", "prog", "unfreed", "turns", "extra",
                 "_moves", "_outcome")

    def __init__(self, game: "SigCapture", turn: int, pending: tuple, count: int, sig: bool,
                 prog: tuple, unfreed: int, turns: int, extra: bool,
                 moves: tuple | None = None, outcome: Outcome | None = None) -> None:
        self.game = game
        self.turn = turn
        self.pending = pending
        self.count = count
        self.sig = sig
        self.prog = prog
        self.unfreed = unfreed
        self.turns = turns
        self.extra = extra
        self._moves = moves
        self._outcome = outcome

    # -- protocol ------------------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        return self.turn if self.count else CHANCE

    @property
    def is_chance(self) -> bool:
        return not self.count

    @property
    def phase(self) -> str:
        return "move" if self.count else ("follow-up" if self.pending else "throw")

    def outcome(self) -> Outcome | None:
        return self._outcome

    def legal_moves(self) -> tuple:
        if self._outcome is not None:
            return ()
        if not self.count:
            return THROWS
        moves = self._moves
        if moves is None:
            moves = self._moves = _generate(self.prog, self.unfreed, self.turn, self.count,
                                            self.sig)
        return moves

    def chance_outcomes(self):
        if self._outcome is not None or self.count:
            return ()
        return self.game.sticks.outcomes

    def why_illegal(self, move) -> str | None:
        why = self._why(move)
        return None if why is None else f"{why[0]} ({why[1]})"

    def check(self, move) -> None:
        why = self._why(move)
        if why is not None:
            raise IllegalMove(*why)

    def _why(self, move) -> tuple[str, str] | None:
        """``None`` if ``move`` is legal, else ``(reason, rule)``."""
        if self._outcome is not None:
            return "The game is over", "C6"
        if not self.count:
            if isinstance(move, int) and not isinstance(move, bool) and 0 <= move <= 6:
                return None
            return "Throw the sticks first", "K6"
        if move in self.legal_moves():
            return None
        n, t = self.count, self.turn
        if isinstance(move, int):
            return f"Play the count of {n} first: move a piece", "C4"
        if isinstance(move, FreeAll):
            if not (self.sig and n in (7, 13)):
                return "Free all needs a count of 7 or 13 with sig power", "C4"
            if bin(self.unfreed >> 6 * t & 63).count("1") < 2:
                return "Free all needs two or more unfreed pieces", "C4"
            return "Free all would put a piece on a square held by its own piece", "C4"
        if not isinstance(move, PieceMove):
            return f"{move} is not a move of Sig (El Oued Capture)", "C4"
        i = self._piece_on(t, move.src)
        src = SQUARES[move.src]
        if i is None:
            return f"There is no {SIDES[t]} piece on {src}", "C4"
        if self.unfreed >> i & 1 and not self.sig:
            return (f"The piece on {src} is not freed yet: only a point with sig power "
                    f"frees it"), "C3"
        dst = _CIRCUIT[t][(self.prog[i] + n) % LOOP]
        if dst != move.dst:
            return (f"The piece on {src} moves {n} step{'s' if n != 1 else ''}, to "
                    f"{SQUARES[dst]}, not to {SQUARES[move.dst]}"), "C4"
        return f"The piece on {src} may not end on {SQUARES[dst]}: its own piece is there", "C4"

    def _piece_on(self, seat: int, square: int) -> int | None:
        circ = _CIRCUIT[seat]
        for i in range(6 * seat, 6 * seat + 6):
            p = self.prog[i]
            if p >= 0 and circ[p] == square:
                return i
        return None

    def play(self, move) -> "SigCaptureState":
        if self._outcome is not None or move not in self.legal_moves():
            self.check(move)
        if not self.count:
            return self._throw(int(move))
        prog, unfreed = self._moved(move)
        return self._after_move(prog, unfreed)

    def _throw(self, k: int) -> "SigCaptureState":
        game = self.game
        f = game.sticks._table[self.pending, k, self.turns < 2]
        if f.count is None:
            return SigCaptureState(game, self.turn, f.pending, 0, False, self.prog, self.unfreed,
                                   self.turns, self.extra)
        if f.count:
            moves = _generate(self.prog, self.unfreed, self.turn, f.count, f.sig)
            if moves:
                return SigCaptureState(game, self.turn, (), f.count, f.sig, self.prog,
                                       self.unfreed, self.turns, self.extra, moves)
        return self._next_turn(self.prog, self.unfreed, f.again)

    def _next_turn(self, prog: tuple, unfreed: int, again: bool) -> "SigCaptureState":
        game = self.game
        if again:
            return SigCaptureState(game, self.turn, (), 0, False, prog, unfreed, self.turns, True)
        turns = self.turns + 1
        outcome = game._turn_limit_outcome(turns)
        return SigCaptureState(game, 1 - self.turn, (), 0, False, prog, unfreed, turns, False,
                               None, outcome)

    def _after_move(self, prog: tuple, unfreed: int) -> "SigCaptureState":
        other = 1 - self.turn
        base = 6 * other
        if max(prog[base:base + 6]) < 0:
            outcome = self.game._win_outcome(self.turn)
            return SigCaptureState(self.game, self.turn, (), 0, False, prog, unfreed, self.turns,
                                   False, None, outcome)
        return self._next_turn(prog, unfreed, self.sig and self.count == 1)

    def _moved(self, move) -> tuple[tuple, int]:
        """Progress and unfreed flags after ``move`` (legal) for the count in hand."""
        t, n = self.turn, self.count
        prog = list(self.prog)
        unfreed = self.unfreed
        circ = _CIRCUIT[t]
        other = _CIRCUIT[1 - t]
        base = 6 * (1 - t)
        if move is FREE:
            plan = _free_all_plan(self.prog, unfreed, t, n)
            landing = []
            for i, steps in plan:
                prog[i] = (prog[i] + steps) % LOOP
                unfreed &= ~(1 << i)
                landing.append(circ[prog[i]])
        else:
            i = self._piece_on(t, move.src)
            prog[i] = (prog[i] + n) % LOOP
            unfreed &= ~(1 << i)
            landing = [move.dst]
        for square in landing:
            for j in range(base, base + 6):
                p = prog[j]
                if p >= 0 and other[p] == square:
                    prog[j] = -1
                    unfreed &= ~(1 << j)
        return tuple(prog), unfreed

    def apply(self, move) -> Transition:
        self.check(move)
        t = self.turn
        names = self.game.player_names
        if not self.count:
            k = int(move)
            f = self.game.sticks._table[self.pending, k, self.turns < 2]
            effects = list(throw_effects(t, k, f))
            state = self._throw(k)
            if f.count is not None and not state.count:
                if f.count:
                    effects.append(Effect(EffectKind.LOST, f"No piece can move {f.count}: the "
                                          f"count is lost (C4)", t, count=f.count, rule="C4"))
                else:
                    effects.append(Effect(EffectKind.LOST, "A count of 0 moves nothing (K5)", t,
                                          rule="K5"))
                effects.extend(self._closing(state))
            return Transition(state, tuple(effects))
        effects = self._move_effects(move)
        prog, unfreed = self._moved(move)
        state = self._after_move(prog, unfreed)
        effects.extend(self._closing(state))
        return Transition(state, tuple(effects))

    def _move_effects(self, move) -> list[Effect]:
        t, n = self.turn, self.count
        if move is FREE:
            plan = _free_all_plan(self.prog, self.unfreed, t, n)
        else:
            plan = [(self._piece_on(t, move.src), n)]
        circ = _CIRCUIT[t]
        other = _CIRCUIT[1 - t]
        base = 6 * (1 - t)
        prog = list(self.prog)
        out: list[Effect] = []
        if move is FREE:
            out.append(Effect(EffectKind.NOTE, f"Free all: {len(plan)} pieces are freed, front "
                              f"piece first (C4)", t, rule="C4"))
        for i, steps in plan:
            label = f"{LETTERS[t]}{i - 6 * t}"
            p = prog[i]
            if self.unfreed >> i & 1:
                out.append(Effect(EffectKind.FREE, f"The piece on {SQUARES[circ[p]]} is freed "
                                  "(C3)", t, src=SQUARES[circ[p]], piece=label, rule="C3"))
            for _ in range(steps):
                q = (p + 1) % LOOP
                out.append(Effect(EffectKind.STEP, f"{SQUARES[circ[p]]} to {SQUARES[circ[q]]}",
                                  t, src=SQUARES[circ[p]], dst=SQUARES[circ[q]], count=q,
                                  piece=label, rule="C2"))
                p = q
            prog[i] = p
            for j in range(base, base + 6):
                if prog[j] >= 0 and other[prog[j]] == circ[p]:
                    prog[j] = -1
                    out.append(Effect(EffectKind.CAPTURE, f"{SIDES[1 - t]}'s piece on "
                                      f"{SQUARES[circ[p]]} is captured (C5)", 1 - t,
                                      src=SQUARES[circ[p]], count=1,
                                      piece=f"{LETTERS[1 - t]}{j - base}", rule="C5"))
        return out

    def _closing(self, state: "SigCaptureState") -> list[Effect]:
        t = self.turn
        outcome = state._outcome
        if outcome is not None:
            return [Effect(EffectKind.END, outcome.reason, outcome.winner, rule=outcome.rule)]
        if state.turn == t:
            return [Effect(EffectKind.EXTRA_THROW, "Sig: throw again (K2)", t, rule="K2")]
        return [Effect(EffectKind.TURN, f"{self.game.player_names[state.turn]}'s turn",
                       state.turn)]

    # -- for the view --------------------------------------------------------------------------
    def board(self) -> tuple:
        cells: list = [None] * 18
        for i, p in enumerate(self.prog):
            if p >= 0:
                seat = i // 6
                cells[_CIRCUIT[seat][p]] = (seat, i - 6 * seat, bool(self.unfreed >> i & 1))
        return tuple(cells)

    def at(self, square: str):
        return self.board()[_INDEX[square]]

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
        return FREE if self.count and FREE in self.legal_moves() else None

    def path(self, move) -> tuple[str, ...]:
        """Squares visited by a legal move, in order (for free all: each piece's, in turn)."""
        t = self.turn
        if move is FREE:
            plan = _free_all_plan(self.prog, self.unfreed, t, self.count)
        else:
            plan = [(self._piece_on(t, move.src), self.count)]
        return tuple(SQUARES[_CIRCUIT[t][(self.prog[i] + k) % LOOP]]
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
        parts = sides + [LETTERS[self.turn], f"throw={pending_notation(self.pending)}",
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


def _generate(prog: tuple, unfreed: int, t: int, n: int, sig: bool) -> tuple:
    """The legal moves for count ``n`` (C4), in piece order, then ``free``."""
    circ = _CIRCUIT[t]
    base = 6 * t
    own = 0
    for i in range(base, base + 6):
        if prog[i] >= 0:
            own |= 1 << circ[prog[i]]
    moves = []
    for i in range(base, base + 6):
        p = prog[i]
        if p < 0 or (not sig and unfreed >> i & 1):
            continue
        dst = circ[(p + n) % LOOP]
        if not own >> dst & 1:
            moves.append(_MOVES[circ[p]][dst])
    if sig and (n == 7 or n == 13) and _free_all_plan(prog, unfreed, t, n):
        moves.append(FREE)
    return tuple(moves)


def _free_all_plan(prog: tuple, unfreed: int, t: int, n: int) -> list[tuple[int, int]] | None:
    """Free all (C4): ``[(piece, steps), ...]`` front piece first, or ``None`` when fewer than
    two pieces are unfreed or a piece would end on its own piece."""
    base = 6 * t
    mine = [i for i in range(base + 5, base - 1, -1) if unfreed >> i & 1]
    if len(mine) < 2:
        return None
    plan = [(mine[0], 1 + n - len(mine))] + [(i, 1) for i in mine[1:]]
    circ = _CIRCUIT[t]
    ends = {circ[(prog[i] + steps) % LOOP] for i, steps in plan}
    if len(ends) < len(plan):
        return None
    for i in range(base, base + 6):
        if prog[i] >= 0 and not unfreed >> i & 1 and circ[prog[i]] in ends:
            return None
    return plan


class SigCapture(Game):
    """Sig (El Oued Capture) (C1-C8). Options: ``polished_probability`` (K1),
    ``six_twelve_always_sig`` (K5), ``twelve_first_turn_only`` (C7)."""

    key = "sig_capture"
    rule_prefix = "C"

    def __init__(self, level, options: Mapping[str, Any] | None = None,
                 num_players: int | None = None) -> None:
        super().__init__(level, options, num_players)
        expected = {"rows": 3, "columns": 6, "pieces": 6}
        for name, value in dict(level.board).items():
            if name not in expected or expected[name] != value:
                raise LevelError(level.path, f"board.{name}",
                                 "Sig (El Oued Capture) is played on the board of C1 "
                                 f"(rows = 3, columns = 6, pieces = 6), not {value!r}")
        self.sticks = Sticks(float(self.options.get("polished_probability", 0.5)),
                             bool(self.options.get("six_twelve_always_sig", False)),
                             bool(self.options.get("twelve_first_turn_only", False)))

    def initial_state(self, first_player: int = 0) -> SigCaptureState:
        if first_player not in (0, 1):
            raise ValueError("first_player must be 0 (South) or 1 (North)")
        return SigCaptureState(self, first_player, (), 0, False, tuple(range(6)) * 2, 4095, 0,
                               False)

    def _win_outcome(self, winner: int) -> Outcome:
        names = self.player_names
        return Outcome(winner, f"{names[1 - winner]} has no pieces left: {names[winner]} wins",
                       "C6")

    def _turn_limit_outcome(self, turns: int) -> Outcome | None:
        if turns < self.turn_limit:
            return None
        return Outcome(None, f"The turn limit of {self.turn_limit} turns is reached: the game "
                             "is a draw", "C6")

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
        raise NotationError(f"{text!r} is not a move of Sig (El Oued Capture): write a throw "
                            "(0-6), a piece's move like 'f1-c2', or 'free' (free all)", "C4")

    def parse_position(self, text: str) -> SigCaptureState:
        tokens = text.split()
        if len(tokens) < 5:
            raise NotationError(f"{text!r} is not a position: expected South's pieces, North's "
                                "pieces, S or N, throw= and turn=", "C1")
        prog: list[int] = []
        unfreed = 0
        for seat in (0, 1):
            items = tokens[seat].split(",")
            if len(items) != 6:
                raise NotationError(f"{SIDES[seat]} has six pieces; write six entries", "C1")
            for k, item in enumerate(items):
                p, free = self._parse_piece(seat, k, item)
                if free:
                    unfreed |= 1 << (6 * seat + k)
                prog.append(p)
            squares = [_CIRCUIT[seat][p] for p in prog[6 * seat:] if p >= 0]
            if len(set(squares)) != len(squares):
                raise NotationError(f"two {SIDES[seat]} pieces on one square", "C4")
        south = {_CIRCUIT[0][p] for p in prog[:6] if p >= 0}
        if any(_CIRCUIT[1][p] in south for p in prog[6:] if p >= 0):
            raise NotationError("a South piece and a North piece share a square", "C5")
        if tokens[2] not in ("S", "N"):
            raise NotationError(f"{tokens[2]!r} should be S or N (whose turn)", "C1")
        turn = LETTERS.index(tokens[2])
        fields: dict[str, str] = {}
        extra = False
        for token in tokens[3:]:
            if token == "extra":
                extra = True
                continue
            key, sep, value = token.partition("=")
            if not sep or key not in ("throw", "turn", "count") or key in fields:
                raise NotationError(f"{token!r} is not part of a position "
                                    "(throw=, turn=, count=, extra)", "C4")
            fields[key] = value
        if "throw" not in fields or "turn" not in fields or not fields["turn"].isdigit():
            raise NotationError("a position needs throw= and turn=<number>", "C4")
        pending = parse_pending(fields["throw"])
        count, sig = 0, False
        if "count" in fields:
            value = fields["count"]
            sig = value.endswith("s")
            digits = value[:-1] if sig else value
            if not digits.isdigit() or not 1 <= int(digits) <= 18 or pending:
                raise NotationError(f"count={value} is not a count waiting for a move", "C4")
            count = int(digits)
        state = SigCaptureState(self, turn, pending, count, sig, tuple(prog), unfreed,
                                int(fields["turn"]), extra)
        over = None
        for seat in (0, 1):
            if state.remaining(1 - seat) == 0:
                over = self._win_outcome(seat)
        state._outcome = over or self._turn_limit_outcome(state.turns)
        if state._outcome is None and count and not state.legal_moves():
            raise NotationError(f"no move is possible with count={fields['count']}: such a "
                                "count is lost at once (C4)", "C4")
        return state

    def _parse_piece(self, seat: int, k: int, item: str) -> tuple[int, bool]:
        if item == "x":
            return -1, False
        free = item.endswith("*")
        name = item.rstrip("*")
        second = name.endswith("'")
        name = name.rstrip("'")
        if name not in _INDEX:
            raise NotationError(f"{item!r} is not a square (a1-f3), x, or a square with ' "
                                "or *", "C1")
        circ = _CIRCUIT[seat]
        options = [p for p in range(LOOP) if circ[p] == _INDEX[name]]
        if len(options) == 2:
            p = options[1] if second else options[0]
        elif second:
            raise NotationError(f"{item!r}: only middle-row squares have a second pass", "C2")
        else:
            p = options[0]
        if free and p != k:
            raise NotationError(f"{item!r}: an unfreed piece has not moved from its start "
                                f"{SQUARES[circ[k]]} (C3)", "C3")
        return p, free
