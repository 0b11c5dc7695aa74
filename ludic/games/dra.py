"""Dra: lines of three on a board of 6 x 5 holes (rule book ``dra.md``, D1-D6).

Monod (1939/1950: 12-13) describes the game in the Sahel under its Tamasheq name *dra*
(Hausa *dili*; Bambara, Bozo and Songhai *wali*; Fulani of Macina *kyoti*). Each player
places twelve pieces without making a line of three (D2), then moves them one hole at a time
to make lines of exactly three, each of which removes one enemy piece (D3).

The board and its indexing (square index = 6 * (row - 1) + column)::

          a   b   c   d   e   f
      5  24  25  26  27  28  29     North (seat 1) sits here
      4  18  19  20  21  22  23
      3  12  13  14  15  16  17
      2   6   7   8   9  10  11
      1   0   1   2   3   4   5     South (seat 0) sits here

A **line** is an unbroken run of one player's pieces along a row or a column, never a
diagonal (D2). Each player's pieces are a 30-bit mask (bit ``i`` = square ``i``).

Moves (``str(move)`` is the notation, :meth:`Dra.parse_move` reads it back)::

    c2       place a piece from hand on c2                        (D2)
    pass     no legal placement: let the other player place        (D2, house rule)
    c2-c1    step the piece on c2 to the empty neighbour c1         (D3)
    xd4      remove the opponent's piece on d4 after making a line  (D3)

A step that makes a line of exactly three is followed by a removal **by the same player**,
as a separate move (``state.pending_removal`` is then true; the notation says ``remove``).
The step and its removal make one *turn*; the quiet counter (D4) and the turn count go up once
per turn.

Position notation (one line, fields separated by spaces)::

    ....N./....../....../..S..N/SS.... N place hand=9,10 captured=0,0 quiet=0 turns=5 first=S

* five rank strings from row 5 (North's side) down to row 1, columns a-f, ``S``/``N``/``.``;
* whose turn (``S``/``N``);
* the phase: ``place`` (D2), ``move`` (D3), ``remove`` (D3: the mover owes a removal);
* ``hand=`` pieces in hand, South then North. In the movement phase these are the pieces left
  out of the game by the house rule of D2 (normally 0);
* ``captured=`` pieces captured by South, then by North;
* ``quiet=`` turns in the movement phase since the last capture (D4);
* ``turns=`` turns played (placements, passes, steps), for the level's turn limit;
* ``first=`` who placed first, and so moves first (D1, Monod 7).

Every side always has on board + in hand + captured by the opponent = 12 (D1).

Rule readings (cited where they are used):

* D1: Monod 5 gives no fixed rule for who places first, so the caller chooses
  (``initial_state(first_player)``); that player also moves first (Monod 7).
* D2: placing may not make a run of three **or more** (a longer run contains a three).
* D2 house rule: a player with no legal placement (or no piece left in hand) while the
  other can still place plays ``pass``; when neither can, the movement phase begins with the
  first placer to move (D1) and the pieces still in hand stay out of the game.
* D3: a step that makes a run of four or more through the moved piece is illegal (Monod 8).
  Only runs through the moved piece count, so stepping out of a line and back in makes a new
  line: Monod 10 praises the *cheval*, a piece that closes a line "at every move or every
  two moves", which only works if leaving and re-entering counts. A step that makes two lines
  removes one piece only (Monod 9). Any enemy piece on the board may be removed (Monod 6:
  "enlever du jeu 1 pion à l'adversaire"; no piece is protected, not even one in a line).
* D4: the game ends when a player has fewer than three pieces on the board, when the player
  to move cannot step, or after ``quiet_limit`` turns without a capture. In every case the
  player who has captured more wins and equal captures draw: being blocked is not in itself a
  loss (the sources say nothing of it). The level's turn limit ends it as a draw.
* D5: :meth:`Dra.match_points` scores a finished game for :class:`ludic.model.match.Match`;
  pieces left out of the game by the house rule of D2 are not "lost" (Monod 3: "sans avoir
  lui-même perdu de pions").

For the view
------------
Read-only accessors of :class:`DraState` (squares are names such as ``"c2"``; the accessors
also take indices 0-29):

* ``piece_at(square)`` -> ``0`` (South), ``1`` (North) or ``None``;
  ``board`` -> 30 such values by index; ``squares_of(seat)`` -> the names of a seat's pieces.
* ``in_hand(seat)``, ``on_board(seat)``, ``captured(seat)`` (pieces this seat has taken).
* ``phase`` (``"placement"``/``"movement"``), ``pending_removal`` (the mover must remove a
  piece now), ``current_player``, ``first_player``, ``quiet`` (turns since the last capture),
  ``quiet_limit``, ``turns``.
* ``lines(seat)`` -> the lines of three on the board now, each a tuple of square names.
* Clicks: ``click_move(square)`` gives the one move a single click makes (a placement or a
  removal), or ``None``; ``moves_from(square)`` the steps of the piece on a square (select it,
  then ``moves_to(target)`` or match ``move.dst_name``); ``moves_to(square)`` every legal move
  that ends on/acts on a square. ``why_illegal(move_or_text)`` explains a refused click.
* Module helpers: ``square_name(i)``, ``square_index(name)``, ``COLUMNS``, ``ROWS``.
* ``Dra.match_points(outcome, final_state)`` and ``game.new_match()`` for D5 matches;
  ``game.plays_match`` is the level option ``match``.

Speed (issue 12)
----------------
A step's ``play`` keeps the next player's steps as four direction masks
(:func:`_step_masks`); ``move_at`` counts them per direction, takes the direction holding the
k-th move and drops that many lowest destinations from its mask, building no move tuple
(``legal_moves`` builds them all on demand, in the same order). The computer's judgement
counts steps and line-making steps on the same masks (:func:`_step_counts`).

Measured (CPU time; ``tools/bench_compare.py --cpu`` interleaves two revisions):

* against f019fc4, with the playout loop's levers (``ludic.playout``): 1.14x-1.22x playouts/s
  and moves/s in two runs; in one process (f019fc4's module and loop against the new ones,
  alternating) 1.11x moves/s, median of seven.
* against 7652550: ``move_at`` by the k-th bit 410 -> 357 ns a call, the masks kept below
  2**30 (mask, then shift left) 810 -> 780 ns; together 1.05x moves/s in one process and
  1.06x-1.07x playouts/s and moves/s in two ``bench_compare --cpu`` runs of five rounds.
  ``_step_counts`` in the judgement: the AI's fixed-depth positions/s 1.34x-1.35x, with the
  same moves, values and nodes.

Against d7a5c71 (issue 12, third pass): a step's ``play`` no longer computes the next
player's legal steps. The end (D4) only needs to know that there is one, so ``play`` keeps
the *reach* (:func:`_reach`: the empty holes next to the mover's pieces, a fifth of the
operations) and checks that its first step makes no run of four; ``legal_moves`` and
``move_at`` compute the legal steps when first asked (the computer's search asks at the
positions it expands, not at its leaves). Random playouts call ``play_at``, which draws from
the reach and tests only the step drawn (illegal in 1.9% of the draws: ``move_at`` then
draws again, see its docstring for why the weights stay exact), and makes a quiet step's
state without calling ``play`` (one call and one unpacking less, 1.95 -> 1.80 us a move in
one process, alternating three times with the version calling ``play``); ``play`` and
``play_at`` share that state's making (:func:`_quiet_step`: the same playouts/s as the
copy it replaced, 3,660-3,770 against 3,490-3,790 in ``python -m ludic.bench dra -s 4``).
Measured with ``python tools/bench_compare.py d7a5c71 dra --cpu -r 5``: 1.09x playouts/s
and 1.08x moves/s before, 1.11x and 1.10x after (with the benchmark's
loop of ``ludic.bench`` trimmed too); the computer's fixed-depth search is unchanged
(``--search --cpu``: 1.00x and 1.05x in two runs); in one process (``play_at`` against ``play(move_at)`` of d7a5c71, five runs of 300
games) 1.03x-1.05x. ``_reach`` costs 640 ns a call where ``_step_masks`` costs 1,110 on
the same loaded machine, but the state, its tuple and the draw stay.

Where a step's 1.9 us went before that (one process, per call): the playout loop about 0.2 us,
``move_at`` 0.36, ``play`` 0.55 and the ``_step_masks`` it calls 0.78: some fifty operations
on ints at 9-20 ns each (``&`` the cheapest, shifts the dearest). A placement's ``play``
costs 1.3 us, but only one move in six is a placement.

Tried and not kept: ``move_at`` walking 10-bit chunks, and ``_step_masks`` answering
``None`` when there is no step (0.97x together: the tuple concatenation runs in C, the
Python branches cost more); remembering the masks by bitboard (a player's bitboard comes back
in 9% of the positions of random games); skipping the run-of-four terms when they cannot
matter (they matter in 41% of positions, and the test costs most of what it saves). Not
tried, by count: splitting the 11-field tuple (about 20 ns a move), updating the masks only
around the two squares a step changes (as many operations as the whole board at once).
The issue's 1.6x would need the step masks at a fraction of their cost, which CPython's int
operations do not allow.

Issue 12, fourth pass: a playout shortcut (:mod:`ludic.games.dra_playout`, behind
:meth:`DraState.playout`) plays the whole random game on plain ints and makes one state at
the end, the same game from the same draws: 1.79x playouts/s and 1.78x moves/s against
d7a5c71 (``bench_compare --cpu -r 5``). It leaves ``play``, ``play_at`` and the search alone.
"""

from __future__ import annotations

from typing import Any, Mapping, NamedTuple

from ludic.i18n import N_, NP_, Text
from ludic.model.errors import LevelError, NotationError
from ludic.model.reading import (check_text, check_turn_count, is_digits, shown,
                                 whole_number)
from ludic.model.match import Match
from ludic.model.protocol import (Effect, EffectKind, Game, Outcome, Playout, State,
                                  Termination, Transition)

COLUMNS = 6
ROWS = 5
SIZE = COLUMNS * ROWS
PIECES = 12
LETTERS = "abcdef"
SEAT_LETTER = ("S", "N")
SEAT_NAME = (Text(N_("South")), Text(N_("North")))

FULL = (1 << SIZE) - 1
COL_A = sum(1 << (r * COLUMNS) for r in range(ROWS))
COL_F = COL_A << (COLUMNS - 1)
NOT_A = FULL & ~COL_A
NOT_F = FULL & ~COL_F

# Phases, as stored in the state tuple.
PLACE, MOVE, REMOVE = 0, 1, 2
PHASE_TOKEN = ("place", "move", "remove")
PHASE_NAME = ("placement", "movement", "movement")

# Kinds of moves.
K_PLACE, K_STEP, K_REMOVE, K_PASS = "place", "step", "remove", "pass"


def square_name(index: int) -> str:
    """``0`` -> ``"a1"``, ``29`` -> ``"f5"``."""
    return LETTERS[index % COLUMNS] + str(index // COLUMNS + 1)


def square_index(name: str) -> int:
    """``"a1"`` -> ``0``; raises :class:`NotationError` for anything that is not a hole."""
    text = name.strip().lower()
    if len(text) != 2 or text[0] not in LETTERS or text[1] not in "12345":
        raise NotationError(Text(N_("{name} is not a hole: columns a-f, rows 1-5"),
                                 name=shown(name)), "D1")
    return LETTERS.index(text[0]) + COLUMNS * (int(text[1]) - 1)


def _index(square: int | str) -> int:
    if isinstance(square, int):
        if not 0 <= square < SIZE:
            raise NotationError(Text(N_("{square} is not a hole index (0-29)"),
                                     square=shown(square)), "D1")
        return square
    return square_index(square)


NAMES = tuple(square_name(i) for i in range(SIZE))


class DraMove(NamedTuple):
    """A move: ``kind`` (place/step/remove/pass), ``src``/``dst`` square indices (-1 when
    unused), ``mask`` (the bits it touches) and ``text`` (its notation)."""

    kind: str
    src: int
    dst: int
    mask: int
    text: str

    def __str__(self) -> str:
        return self.text

    @property
    def src_name(self) -> str | None:
        return NAMES[self.src] if self.src >= 0 else None

    @property
    def dst_name(self) -> str | None:
        return NAMES[self.dst] if self.dst >= 0 else None


PASS = DraMove(K_PASS, -1, -1, 0, "pass")
PLACES = tuple(DraMove(K_PLACE, -1, i, 1 << i, NAMES[i]) for i in range(SIZE))
REMOVES = tuple(DraMove(K_REMOVE, -1, i, 1 << i, "x" + NAMES[i]) for i in range(SIZE))

# Step directions by the offset dst - src: up (toward North), down, right, left.
DIRECTIONS = (COLUMNS, -COLUMNS, 1, -1)


def _neighbours(i: int) -> tuple[int, ...]:
    r, c = divmod(i, COLUMNS)
    out = []
    for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        if 0 <= r + dr < ROWS and 0 <= c + dc < COLUMNS:
            out.append((r + dr) * COLUMNS + c + dc)
    return tuple(out)


NEIGHBOURS = tuple(_neighbours(i) for i in range(SIZE))
STEPS = {(s, d): DraMove(K_STEP, s, d, (1 << s) | (1 << d), f"{NAMES[s]}-{NAMES[d]}")
         for s in range(SIZE) for d in NEIGHBOURS[s]}


# -- lookup tables: a 30-bit mask of destinations -> the tuple of moves, 10 bits at a time --
def _chunk_tables(move_for) -> tuple[tuple[tuple[DraMove, ...], ...], ...]:
    tables = []
    for chunk in range(3):
        table = []
        for pattern in range(1024):
            moves = []
            for bit in range(10):
                if pattern >> bit & 1:
                    move = move_for(chunk * 10 + bit)
                    if move is not None:
                        moves.append(move)
            table.append(tuple(moves))
        tables.append(tuple(table))
    return tuple(tables)


def _step_to(offset: int):
    def move_for(dst: int) -> DraMove | None:
        return STEPS.get((dst - offset, dst))
    return move_for


PLACE_T = _chunk_tables(lambda i: PLACES[i])
REMOVE_T = _chunk_tables(lambda i: REMOVES[i])
UP_T, DOWN_T, RIGHT_T, LEFT_T = (_chunk_tables(_step_to(o)) for o in DIRECTIONS)
#: By destination square: the step there in each direction (``None`` off the board), for
#: ``move_at``, which finds one destination in a direction's mask.
STEPS_TO = tuple(tuple(_step_to(o)(i) for i in range(SIZE)) for o in DIRECTIONS)
UP_TO, DOWN_TO, RIGHT_TO, LEFT_TO = STEPS_TO
#: The masks of a player who cannot step.
NO_STEPS = (0, 0, 0, 0)


# -- lines through one square --------------------------------------------------------------
def _runs_through(bits: int, i: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The row run and the column run of ``bits`` through square ``i`` (which must be set)."""
    r, c = divmod(i, COLUMNS)
    row = [i]
    k = c - 1
    while k >= 0 and bits >> (r * COLUMNS + k) & 1:
        row.insert(0, r * COLUMNS + k)
        k -= 1
    k = c + 1
    while k < COLUMNS and bits >> (r * COLUMNS + k) & 1:
        row.append(r * COLUMNS + k)
        k += 1
    col = [i]
    k = r - 1
    while k >= 0 and bits >> (k * COLUMNS + c) & 1:
        col.insert(0, k * COLUMNS + c)
        k -= 1
    k = r + 1
    while k < ROWS and bits >> (k * COLUMNS + c) & 1:
        col.append(k * COLUMNS + c)
        k += 1
    return tuple(row), tuple(col)


def _line_mask(i: int) -> int:
    r, c = divmod(i, COLUMNS)
    mask = 0
    for k in range(1, 4):
        for rr, cc in ((r, c - k), (r, c + k), (r - k, c), (r + k, c)):
            if 0 <= rr < ROWS and 0 <= cc < COLUMNS:
                mask |= 1 << (rr * COLUMNS + cc)
    return mask


def _subsets(mask: int):
    sub = mask
    while True:
        yield sub
        if sub == 0:
            return
        sub = (sub - 1) & mask


#: The squares that can be in a run of four through square i (three each way).
LINE_MASK = tuple(_line_mask(i) for i in range(SIZE))
#: For square i: the patterns ``bits & LINE_MASK[i]`` with which a piece on i stands in a run of
#: exactly three (and in none longer): a step there earns a removal (D3).
CAPTURE_PATTERNS = tuple(
    frozenset(sub for sub in _subsets(LINE_MASK[i])
              if 3 in (lens := tuple(len(run) for run in _runs_through(sub | 1 << i, i)))
              and max(lens) == 3)
    for i in range(SIZE))
#: For square i: the patterns ``bits & LINE_MASK[i]`` with which a piece on i stands in a run
#: of four or more: a step there is illegal (D3). :meth:`DraState.play_at` tests the one step
#: it draws against these instead of computing every legal step.
FOUR_PATTERNS = tuple(
    frozenset(sub for sub in _subsets(LINE_MASK[i])
              if max(len(run) for run in _runs_through(sub | 1 << i, i)) > 3)
    for i in range(SIZE))


def _placements(x: int, y: int) -> int:
    """Empty squares where a piece of the owner of ``x`` makes no run of three (D2)."""
    left1 = (x << 1) & NOT_A
    right1 = (x >> 1) & NOT_F
    up1 = x >> COLUMNS
    down1 = (x << COLUMNS) & FULL
    bad = ((left1 & (left1 << 1)) | (right1 & (right1 >> 1)) | (left1 & right1)
           | (up1 & (up1 >> COLUMNS)) | (down1 & (down1 << COLUMNS)) | (up1 & down1))
    return FULL & ~(x | y | bad)


def kth_step(up: int, down: int, right: int, left: int, fraction: float,
             tables: tuple) -> tuple[int, Any]:
    """The step ``int(fraction * n)`` of the ``n`` destinations of the four direction masks
    (up, down, right, left: :func:`_step_masks`), in ``legal_moves`` order: its destination
    and what ``tables`` (one per direction, by destination) holds for it. ``move_at`` reads
    the move (:data:`STEPS_TO`), the playout shortcut the step's bits."""
    a = up.bit_count()
    b = a + down.bit_count()
    c = b + right.bit_count()
    k = int(fraction * (c + left.bit_count()))
    if k < a:  # find its direction, then the k-th set bit there
        dsts, table = up, tables[0]
    elif k < b:
        dsts, table, k = down, tables[1], k - a
    elif k < c:
        dsts, table, k = right, tables[2], k - b
    else:
        dsts, table, k = left, tables[3], k - c
    while k:
        dsts &= dsts - 1  # drop the lowest destination
        k -= 1
    d = (dsts & -dsts).bit_length() - 1
    return d, table[d]


def _step_masks(x: int, y: int, NOT_F=NOT_F, FULL=FULL,
                LOW24=FULL >> COLUMNS) -> tuple[int, int, int, int]:
    """The legal steps of the owner of ``x`` (D3) as four masks of destinations, one per
    direction (up, down, right, left): to an empty orthogonal neighbour, making no run of four
    or more through the moved piece.

    Counted for every empty square at once: ``l1``, ``l2``, ``l3`` hold the squares with at
    least 1, 2, 3 of the mover's pieces next to them on the left, and so on. A step into a
    square from the left makes a row run of 1 + (pieces on the right) and a column run of
    1 + above + below, because the piece that left is in neither; the other directions alike.
    (The keyword arguments are constants bound as locals for speed.) The left and down shifts
    mask first and shift after, so that ``l1`` and ``d1`` stay below 2**30: CPython adds and
    ands such numbers (one 30-bit digit) faster than longer ones.
    """
    empty = FULL ^ (x | y)
    l1 = (x & NOT_F) << 1  # column f would wrap round to the next row's column a
    l2 = l1 & (l1 << 1)  # l1 has no column a, so no run wraps round a row's end
    l3 = l2 & (l2 << 1)
    r1 = (x >> 1) & NOT_F
    r2 = r1 & (r1 >> 1)
    r3 = r2 & (r2 >> 1)
    u1 = x >> 6
    u2 = u1 & (u1 >> 6)
    u3 = u2 & (u2 >> 6)
    d1 = (x & LOW24) << 6  # row 5 would leave the board
    d2 = d1 & (d1 << 6)
    d3 = d2 & (d2 << 6)
    row4 = l3 | r3 | (l2 & r1) | (l1 & r2)
    col4 = u3 | d3 | (u2 & d1) | (u1 & d2)
    return (empty & d1 & ~(u3 | row4), empty & u1 & ~(d3 | row4),
            empty & l1 & ~(r3 | col4), empty & r1 & ~(l3 | col4))


def _reach(x: int, y: int, NOT_F=NOT_F, FULL=FULL,
           LOW24=FULL >> COLUMNS) -> tuple[int, int, int, int] | None:
    """The empty holes next to the pieces of the owner of ``x``, as four masks of
    destinations (up, down, right, left, as in :func:`_step_masks`): the steps of D3 before
    the run-of-four test, so a superset of the legal steps, at a fifth of the cost of
    :func:`_step_masks`. ``None`` unless the first of them (the lowest destination of the
    first direction that has one) is legal: then there is no step at all, or the cheap test
    cannot tell, and the caller resolves the state the slow way.
    """
    empty = FULL ^ (x | y)
    up = empty & ((x & LOW24) << 6)
    down = empty & (x >> 6)
    right = empty & ((x & NOT_F) << 1)
    left = empty & (x >> 1) & NOT_F
    if up:
        d = (up & -up).bit_length() - 1
        bits = 1 << d | 1 << (d - 6)
    elif down:
        d = (down & -down).bit_length() - 1
        bits = 1 << d | 1 << (d + 6)
    elif right:
        d = (right & -right).bit_length() - 1
        bits = 1 << d | 1 << (d - 1)
    elif left:
        d = (left & -left).bit_length() - 1
        bits = 1 << d | 1 << (d + 1)
    else:
        return None
    if (x ^ bits) & LINE_MASK[d] in FOUR_PATTERNS[d]:
        return None
    return up, down, right, left


def _step_counts(x: int, y: int, NOT_F=NOT_F, LOW24=FULL >> COLUMNS) -> tuple[int, int]:
    """How many legal steps the owner of ``x`` has, and how many of them make a line of three
    (D3): the computer's judgement (:mod:`ludic.ai.knowledge.dra`) counts them at every
    position it looks at, so they are counted on :func:`_step_masks`' masks, building no move.

    A legal step makes no run longer than three, so it makes a line when a run through the
    moved piece is exactly three; the piece that left is in neither run. A step up (from the
    hole below) makes the column run 1 + the pieces above, so a line when two are above
    (``u2``), and the row run 1 + left + right, a line when two are on one side of it
    (``l2``, ``r2``) or one on each (``l1 & r1``). A step right (from the hole on the left)
    makes the row run 1 + the pieces on the right (``r2``) and the column run 1 + above +
    below. The other two directions alike. (The same neighbours as in :func:`_step_masks`.)
    """
    up, down, right, left = _step_masks(x, y)
    l1 = (x & NOT_F) << 1
    r1 = (x >> 1) & NOT_F
    u1 = x >> 6
    d1 = (x & LOW24) << 6
    l2 = l1 & (l1 << 1)
    r2 = r1 & (r1 >> 1)
    u2 = u1 & (u1 >> 6)
    d2 = d1 & (d1 << 6)
    row3 = l2 | r2 | (l1 & r1)  # two in the row beside the hole
    col3 = u2 | d2 | (u1 & d1)  # two in the column beside the hole
    lines = ((up & (row3 | u2)).bit_count() + (down & (row3 | d2)).bit_count()
             + (right & (col3 | r2)).bit_count() + (left & (col3 | l2)).bit_count())
    return up.bit_count() + down.bit_count() + right.bit_count() + left.bit_count(), lines


def _steps_of(masks: tuple[int, int, int, int],
              U0=UP_T[0], U1=UP_T[1], U2=UP_T[2], D0=DOWN_T[0], D1=DOWN_T[1], D2=DOWN_T[2],
              R0=RIGHT_T[0], R1=RIGHT_T[1], R2=RIGHT_T[2],
              L0=LEFT_T[0], L1=LEFT_T[1], L2=LEFT_T[2]) -> tuple[DraMove, ...]:
    """The step moves of :func:`_step_masks`' masks, grouped by direction (up, down, right,
    left), each by destination: the order of ``legal_moves``."""
    up, down, right, left = masks
    return (*U0[up & 1023], *U1[(up >> 10) & 1023], *U2[up >> 20],
            *D0[down & 1023], *D1[(down >> 10) & 1023], *D2[down >> 20],
            *R0[right & 1023], *R1[(right >> 10) & 1023], *R2[right >> 20],
            *L0[left & 1023], *L1[(left >> 10) & 1023], *L2[left >> 20])


def _steps(x: int, y: int) -> tuple[DraMove, ...]:
    """The legal steps of the owner of ``x`` (D3), in ``legal_moves`` order."""
    return _steps_of(_step_masks(x, y))


def _from_mask(tables, mask: int) -> tuple[DraMove, ...]:
    return tables[0][mask & 1023] + tables[1][(mask >> 10) & 1023] + tables[2][mask >> 20]


def _longest_run(bits: int) -> int:
    """The longest row or column run in ``bits``."""
    best = 0
    for i in range(SIZE):
        if bits >> i & 1:
            row, col = _runs_through(bits, i)
            best = max(best, len(row), len(col))
    return best


def _lines(bits: int) -> tuple[tuple[str, ...], ...]:
    """Every run of three or more in ``bits``, row runs first, as square names."""
    found = []
    for i in range(SIZE):
        if bits >> i & 1:
            for run in _runs_through(bits, i):
                if len(run) >= 3 and run[0] == i:
                    found.append(tuple(NAMES[k] for k in run))
    return tuple(found)


# -- states ---------------------------------------------------------------------------------
_UNSET = object()
_new = object.__new__


def _quiet_step(game: "Dra", t: tuple, nxt: int, last: int) -> "DraState":
    """The state after a step that makes no line: ``t`` its fields, ``nxt`` the pieces of
    the player now to move, ``last`` those of the one who stepped. The end (D4) needs to know
    whether ``nxt`` can step: the cheap reach (:func:`_reach`) says so nearly always; the
    steps themselves are made when asked for. Shared by ``play`` and ``play_at``."""
    state = _new(DraState)
    state.game = game
    state._t = t
    state._moves = state._masks = None
    if t[8] < game.quiet_limit and t[9] < game.turn_limit:
        reach = state._reach = _reach(nxt, last)
        if reach is not None:
            state._outcome = None
            return state
    state._reach = None
    state._outcome = _UNSET
    return state


def _make(game: "Dra", t: tuple, moves: tuple | None = None) -> "DraState":
    """A new state; ``moves``, when given, are its legal moves unless the turn limit is up."""
    s = _new(DraState)
    s.game = game
    s._t = t
    s._moves = moves
    s._masks = None
    s._reach = None
    s._outcome = None if moves and t[9] < game.turn_limit else _UNSET
    return s


def _after_placement(game, b0, b1, h0, h1, c0, c1, nxt, turns, first) -> "DraState":
    """The state after a placement or a pass, with ``nxt`` to play (D2 and its house rule)."""
    if h0 == 0 and h1 == 0:
        return _make(game, (b0, b1, h0, h1, c0, c1, first, MOVE, 0, turns, first))
    if nxt:
        mine = _placements(b1, b0) if h1 else 0
    else:
        mine = _placements(b0, b1) if h0 else 0
    if mine:
        return _make(game, (b0, b1, h0, h1, c0, c1, nxt, PLACE, 0, turns, first),
                     _from_mask(PLACE_T, mine))
    if nxt:
        theirs = _placements(b0, b1) if h0 else 0
    else:
        theirs = _placements(b1, b0) if h1 else 0
    if theirs:
        return _make(game, (b0, b1, h0, h1, c0, c1, nxt, PLACE, 0, turns, first), (PASS,))
    return _make(game, (b0, b1, h0, h1, c0, c1, first, MOVE, 0, turns, first))


class DraState(State):
    """A Dra position. Immutable; the fields live in one tuple ``_t``:
    ``(bits South, bits North, hand S, hand N, captured by S, captured by N, turn, phase,
    quiet, turns, first)``."""

    __slots__ = ("game", "_t", "_moves", "_outcome", "_masks", "_reach")
    is_chance = False

    def __init__(self, game: "Dra", t: tuple) -> None:
        self.game = game
        self._t = t
        self._moves = None
        self._outcome = _UNSET
        self._masks = None
        self._reach = None

    # -- who moves ---------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        return self._t[6]

    @property
    def turn(self) -> int:
        return self._t[6]

    @property
    def phase(self) -> str:
        return PHASE_NAME[self._t[7]]

    @property
    def pending_removal(self) -> bool:
        """True when the mover has made a line and must now remove a piece (D3)."""
        return self._t[7] == REMOVE

    @property
    def first_player(self) -> int:
        return self._t[10]

    @property
    def quiet(self) -> int:
        return self._t[8]

    @property
    def quiet_limit(self) -> int:
        return self.game.quiet_limit

    @property
    def turns(self) -> int:
        return self._t[9]

    # -- for the view ------------------------------------------------------------------
    def piece_at(self, square: int | str) -> int | None:
        i = _index(square)
        if self._t[0] >> i & 1:
            return 0
        if self._t[1] >> i & 1:
            return 1
        return None

    @property
    def board(self) -> tuple[int | None, ...]:
        return tuple(self.piece_at(i) for i in range(SIZE))

    def bits(self, seat: int) -> int:
        return self._t[seat]

    def squares_of(self, seat: int) -> tuple[str, ...]:
        bits = self._t[seat]
        return tuple(NAMES[i] for i in range(SIZE) if bits >> i & 1)

    def on_board(self, seat: int) -> int:
        return self._t[seat].bit_count()

    def in_hand(self, seat: int) -> int:
        return self._t[2 + seat]

    def captured(self, seat: int) -> int:
        """Pieces that ``seat`` has captured from the other."""
        return self._t[4 + seat]

    def lines(self, seat: int) -> tuple[tuple[str, ...], ...]:
        """The lines of three of ``seat`` on the board now."""
        return _lines(self._t[seat])

    def moves_from(self, square: int | str) -> tuple[DraMove, ...]:
        i = _index(square)
        return tuple(m for m in self.legal_moves() if m.src == i)

    def moves_to(self, square: int | str) -> tuple[DraMove, ...]:
        i = _index(square)
        return tuple(m for m in self.legal_moves() if m.dst == i)

    def click_move(self, square: int | str) -> DraMove | None:
        """The placement or removal that one click on ``square`` makes, if legal."""
        i = _index(square)
        for m in self.legal_moves():
            if m.dst == i and m.kind != K_STEP:
                return m
        return None

    # -- moves -------------------------------------------------------------------------
    def _resolve(self) -> None:
        b0, b1, h0, h1, c0, c1, turn, phase, quiet, turns, first = self._t
        game = self.game
        moves = self._moves
        out = None
        if phase == MOVE:
            if b0.bit_count() < 3 or b1.bit_count() < 3:
                out = self._end(Termination.TOO_FEW_PIECES)
            elif quiet >= game.quiet_limit:
                out = self._end(Termination.NO_CAPTURE)
            else:
                # The game's own ends come before the turn limit (README, "Turn limit").
                moves = _steps(b1, b0) if turn else _steps(b0, b1)
                if not moves:
                    out = self._end(Termination.BLOCKED)
                elif turns >= game.turn_limit:
                    out = self._end(Termination.TURN_LIMIT)
        elif phase == PLACE:
            if turns >= game.turn_limit:
                out = self._end(Termination.TURN_LIMIT)
            elif moves is None:
                mine = (_placements(b1, b0) if h1 else 0) if turn else (
                    _placements(b0, b1) if h0 else 0)
                moves = _from_mask(PLACE_T, mine) if mine else (PASS,)
        else:
            moves = _from_mask(REMOVE_T, b0 if turn else b1)
        if out is not None:
            moves = ()
        self._moves = moves
        self._outcome = out

    def legal_moves(self) -> tuple[DraMove, ...]:
        """Placements in square order (a1, b1, ... f5); or ``pass``; or steps grouped by
        direction (up, down, right, left), each by destination; or removals by square."""
        if self._outcome is _UNSET:  # once known, the moves are known too
            self._resolve()
        moves = self._moves
        if moves is None:  # a step's play left only its reach (the steps, built on demand)
            moves = self._moves = _steps_of(self._legal_masks())
        return moves

    def _legal_masks(self) -> tuple[int, int, int, int]:
        """The mover's legal steps as :func:`_step_masks`, computed once when first asked."""
        masks = self._masks
        if masks is None:
            t = self._t
            masks = self._masks = _step_masks(t[1], t[0]) if t[6] else _step_masks(t[0], t[1])
        return masks

    def move_at(self, fraction: float) -> DraMove:
        if self._reach is not None:  # a step's play left the steps lazy: pick without building
            return kth_step(*self._legal_masks(), fraction, STEPS_TO)[1]
        moves = self.legal_moves()
        return moves[int(fraction * len(moves))]

    def play_at(self, fraction: float) -> "DraState":
        """A random step drawn from the reach (:func:`_reach`): the ``k``-th of its ``n``
        destinations, like ``move_at``, but tested for the run of four alone. When that one is
        illegal, ``move_at`` draws among the ``L`` legal steps with the rest of the fraction,
        ``fraction * n - k`` (uniform again), so each legal step has the share
        ``1/n + (n - L)/n * 1/L = 1/L``: the same weights as ``play(move_at(fraction))``
        without computing every legal step (they are illegal in about 2% of the draws)."""
        reach = self._reach
        if reach is None:
            return self.play(self.move_at(fraction))
        up, down, right, left = reach
        a = up.bit_count()
        b = a + down.bit_count()
        c = b + right.bit_count()
        f = fraction * (c + left.bit_count())
        k = int(f)
        if k < a:
            dsts, to, j = up, UP_TO, k
        elif k < b:
            dsts, to, j = down, DOWN_TO, k - a
        elif k < c:
            dsts, to, j = right, RIGHT_TO, k - b
        else:
            dsts, to, j = left, LEFT_TO, k - c
        while j:
            dsts &= dsts - 1
            j -= 1
        d = (dsts & -dsts).bit_length() - 1
        move = to[d]
        b0, b1, h0, h1, c0, c1, turn, phase, quiet, turns, first = self._t
        if turn:
            x = b1 = b1 ^ move[3]
            y = b0
        else:
            x = b0 = b0 ^ move[3]
            y = b1
        pattern = x & LINE_MASK[d]
        if pattern in FOUR_PATTERNS[d]:
            return self.play(self.move_at(f - k))
        if pattern in CAPTURE_PATTERNS[d]:
            return self.play(move)
        return _quiet_step(self.game, (b0, b1, h0, h1, c0, c1, 1 - turn, MOVE, quiet + 1,
                                       turns + 1, first), y, x)

    def playout(self, draw, max_moves: int = 1_000_000) -> Playout:
        """The random playout of the protocol, by Dra's playout shortcut
        (:func:`ludic.games.dra_playout.playout`): the same game from the same draws, on
        plain ints, with one state made at the end."""
        return dra_playout.playout(self, draw, max_moves)

    def play(self, move: DraMove) -> "DraState":
        """The fast path: trusts ``move`` to be legal (``apply`` checks it)."""
        b0, b1, h0, h1, c0, c1, turn, phase, quiet, turns, first = self._t
        kind = move[0]
        if kind == K_STEP:
            if turn:
                x = b1 = b1 ^ move[3]
                y = b0
            else:
                x = b0 = b0 ^ move[3]
                y = b1
            d = move[2]
            if x & LINE_MASK[d] in CAPTURE_PATTERNS[d]:
                state = _new(DraState)
                state.game = self.game
                state._t = (b0, b1, h0, h1, c0, c1, turn, REMOVE, quiet, turns, first)
                state._moves = _from_mask(REMOVE_T, y)
                state._masks = state._reach = None
                state._outcome = None
                return state
            return _quiet_step(self.game, (b0, b1, h0, h1, c0, c1, 1 - turn, MOVE, quiet + 1,
                                           turns + 1, first), y, x)
        game = self.game
        if kind == K_REMOVE:
            if turn:
                b0 &= ~move[3]
                c1 += 1
                nxt, other = b0, b1
            else:
                b1 &= ~move[3]
                c0 += 1
                nxt, other = b1, b0
            turns += 1
            state = _new(DraState)
            state.game = game
            state._t = (b0, b1, h0, h1, c0, c1, 1 - turn, MOVE, 0, turns, first)
            state._moves = state._masks = None
            if nxt.bit_count() >= 3 and other.bit_count() >= 3 and turns < game.turn_limit:
                reach = state._reach = _reach(nxt, other)
                if reach is not None:
                    state._outcome = None
                    return state
            state._reach = None
            state._outcome = _UNSET
            return state
        if kind == K_PLACE:
            if turn:
                b1 |= move[3]
                h1 -= 1
            else:
                b0 |= move[3]
                h0 -= 1
        return _after_placement(game, b0, b1, h0, h1, c0, c1, 1 - turn, turns + 1, first)

    def _coerce(self, move: Any) -> DraMove:
        if isinstance(move, DraMove):
            return move
        return self.game.parse_move(str(move))

    def refusal(self, move: Any) -> tuple[str, str | None] | None:
        """``None`` if ``move`` (a move or its text) is legal, else ``(reason, rule)``."""
        if not isinstance(move, DraMove):
            try:
                move = self._coerce(move)
            except NotationError as error:
                return error.reason, error.rule
        outcome = self.outcome()
        if outcome is not None:
            return Text(N_("The game is over: {reason}"), reason=outcome.reason), None  # cites D4
        if move in self.legal_moves():
            return None
        b0, b1, h0, h1, c0, c1, turn, phase, quiet, turns, first = self._t
        me, them = SEAT_NAME[turn], SEAT_NAME[1 - turn]
        own, opp = (b1, b0) if turn else (b0, b1)
        kind = move.kind
        if phase == REMOVE:
            if kind != K_REMOVE:
                return (Text(N_("{me} made a line of three and must first remove one of "
                                "{them}'s pieces"), me=me, them=them), "D3")
            return Text(N_("{square} holds no piece of {them} to remove"),
                        square=move.dst_name, them=them), "D3"
        if kind == K_REMOVE:
            return Text(N_("A piece is removed only right after making a line of three")), "D3"
        if phase == PLACE:
            if kind == K_PASS:
                return Text(N_("{me} can still place a piece, so may not pass"), me=me), "D2"
            if kind == K_STEP:
                return Text(N_("Pieces move only once all of them are placed")), "D2"
            if (h1 if turn else h0) == 0:
                return Text(N_("{me} has no piece left in hand"), me=me), "D2"
            if (own | opp) >> move.dst & 1:
                return Text(N_("{square} is not empty"), square=move.dst_name), "D2"
            run = max(len(r) for r in _runs_through(own | move.mask, move.dst))
            return (Text(N_("Placing on {square} would make a line of {run}: no lines while "
                            "placing"), square=move.dst_name, run=run), "D2")
        if kind == K_PLACE:
            return Text(N_("The placing is over: move a piece one hole instead")), "D3"
        if kind == K_PASS:
            return Text(N_("No passing once the pieces move: step a piece")), "D3"
        if not own >> move.src & 1:
            return Text(N_("{square} holds no piece of {me}"), square=move.src_name, me=me), "D3"
        if move.dst not in NEIGHBOURS[move.src]:
            return (Text(N_("A piece moves one hole forward, back or sideways, never "
                            "diagonally or further")), "D3")
        if (own | opp) >> move.dst & 1:
            return Text(N_("{square} is not empty"), square=move.dst_name), "D3"
        run = max(len(r) for r in _runs_through(own ^ move.mask, move.dst))
        if run > 3:
            return (Text(N_("{move} would make a line of {run}: lines of more than three are "
                            "forbidden"), move=str(move), run=run), "D3")
        return Text(N_("{move} is not a legal move here"), move=str(move)), None

    def apply(self, move: Any) -> Transition:
        move = self._coerce(move)
        self.check(move)
        new = self.play(move)
        return Transition(new, tuple(self._effects(move, new)))

    def _effects(self, move: DraMove, new: "DraState") -> list[Effect]:
        turn = self._t[6]
        me, them = SEAT_NAME[turn], SEAT_NAME[1 - turn]
        effects = []
        if move.kind == K_PLACE:
            left = new.in_hand(turn)
            effects.append(Effect(EffectKind.PLACE,
                                  Text(N_("{me} places a piece on {square} ({left} left in "
                                          "hand) (D2)"), me=me, square=move.dst_name,
                                       left=left), turn, dst=move.dst_name, rule="D2"))
        elif move.kind == K_PASS:
            text = (Text(N_("{me} has no piece left in hand and passes (D2, house rule)"),
                         me=me) if self.in_hand(turn) == 0 else
                    Text(N_("{me} cannot place a piece without making a line of three and "
                            "passes (D2, house rule)"), me=me))
            effects.append(Effect(EffectKind.PASS, text, turn, rule="D2"))
        elif move.kind == K_STEP:
            effects.append(Effect(EffectKind.MOVE, Text(N_("{me} moves {move} (D3)"), me=me,
                                                          move=str(move)), turn,
                                  src=move.src_name, dst=move.dst_name, rule="D3"))
            lines = [run for run in _runs_through(new.bits(turn), move.dst) if len(run) == 3]
            for n, run in enumerate(lines):
                squares = tuple(NAMES[k] for k in run)
                text = Text(N_("{me} makes a line of three: {squares} (D3)"), me=me,
                            squares=" ".join(squares))
                if n:
                    text = Text(N_("{me} also makes the line {squares}, but two lines at once "
                                   "remove one piece only (D3, Monod 9)"), me=me,
                                squares=" ".join(squares))
                effects.append(Effect(EffectKind.LINE, text, turn, squares=squares, rule="D3"))
            if lines:
                effects.append(Effect(EffectKind.NOTE,
                                      Text(N_("{me} now removes one of {them}'s pieces (D3)"),
                                           me=me, them=them), turn, rule="D3"))
        elif move.kind == K_REMOVE:
            effects.append(Effect(EffectKind.REMOVE,
                                  Text(N_("{me} removes {them}'s piece on {square} ({me} has "
                                          "captured {captured}) (D3)"), me=me, them=them,
                                       square=move.dst_name, captured=new.captured(turn)),
                                  turn, src=move.dst_name, count=1, rule="D3"))
        if self._t[7] == PLACE and new._t[7] == MOVE:
            effects.append(self._phase_effect(new))
        outcome = new.outcome()
        if outcome is not None:
            effects.append(Effect(EffectKind.END, outcome.reason, outcome.winner,
                                  rule=outcome.rule))
        return effects

    @staticmethod
    def _phase_effect(new: "DraState") -> Effect:
        first = SEAT_NAME[new.first_player]
        if new.in_hand(0) or new.in_hand(1):
            text = Text(N_("Neither player can place without making a line of three: the "
                           "pieces still in hand stay out of the game (D2, house rule). "
                           "{first}, who placed first, moves first (D1)"), first=first)
        else:
            text = Text(N_("All pieces are placed: {first}, who placed first, moves first "
                           "(D1, D3)"), first=first)
        return Effect(EffectKind.PHASE, text, new.first_player, rule="D1")

    # -- the end -----------------------------------------------------------------------
    def _end(self, kind: Termination) -> Outcome:
        """The D4 end of the given kind: its cause in words, then the captures decide."""
        b0, b1, h0, h1, c0, c1, turn, phase, quiet, turns, first = self._t
        scores = (c0, c1)
        if kind is Termination.TURN_LIMIT:
            # [house rule] the level's turn limit; at the limit the captures decide (D4).
            cause = Text(NP_("The turn limit of {limit} turn is reached",
                             "The turn limit of {limit} turns is reached", "limit"),
                         limit=self.game.turn_limit)
        elif kind is Termination.AGREED:
            cause = Text(N_("The players agreed to end the game"))
        elif kind is Termination.TOO_FEW_PIECES:
            seat = 0 if b0.bit_count() < 3 else 1
            cause = Text(NP_("{seat} has only {count} piece left and cannot make a line any "
                             "more", "{seat} has only {count} pieces left and cannot make a "
                             "line any more", "count"),
                         seat=SEAT_NAME[seat], count=self._t[seat].bit_count())
        elif kind is Termination.BLOCKED:
            cause = Text(N_("{seat} cannot move"), seat=SEAT_NAME[turn])
        elif kind is Termination.NO_CAPTURE:
            cause = Text(NP_("{quiet} turn has passed without a capture",
                             "{quiet} turns have passed without a capture", "quiet"),
                         quiet=quiet)
        else:
            raise ValueError(f"Dra has no end of the kind {kind}")
        if c0 == c1:
            return Outcome(None, Text(N_("{cause}. Both captured {count}: a draw (D4)"),
                                      cause=cause, count=c0), "D4", scores,
                           why=Text(N_("{cause}. Both captured {count} (D4)"), cause=cause,
                                    count=c0), termination=kind)
        winner = 0 if c0 > c1 else 1
        # "North captured 10" in full for both: "Computer 1 captured 1, Computer 2 10" misread
        return Outcome(winner, Text(N_("{cause}. {south} captured {c0}, {north} captured {c1}: "
                                       "{winner} wins (D4)"), cause=cause, south=SEAT_NAME[0],
                                    north=SEAT_NAME[1], c0=c0, c1=c1,
                                    winner=SEAT_NAME[winner]), "D4", scores,
                       why=Text(N_("{cause}. {south} captured {c0}, {north} captured {c1} (D4)"),
                                cause=cause, south=SEAT_NAME[0], north=SEAT_NAME[1], c0=c0,
                                c1=c1), termination=kind)

    def agreed_outcome(self) -> Outcome | None:
        """D4: "the players may also agree to end it"; the captures then decide."""
        if self.outcome() is not None:
            return None
        return self._end(Termination.AGREED)

    def outcome(self) -> Outcome | None:
        if self._outcome is _UNSET:
            self._resolve()
        return self._outcome

    # -- text --------------------------------------------------------------------------
    def notation(self) -> str:
        b0, b1, h0, h1, c0, c1, turn, phase, quiet, turns, first = self._t
        ranks = []
        for r in range(ROWS - 1, -1, -1):
            ranks.append("".join("S" if b0 >> (r * COLUMNS + c) & 1 else
                                 "N" if b1 >> (r * COLUMNS + c) & 1 else "."
                                 for c in range(COLUMNS)))
        return (f"{'/'.join(ranks)} {SEAT_LETTER[turn]} {PHASE_TOKEN[phase]} hand={h0},{h1} "
                f"captured={c0},{c1} quiet={quiet} turns={turns} first={SEAT_LETTER[first]}")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, DraState) and self._t == other._t

    def __hash__(self) -> int:
        return hash(self._t)

    def __repr__(self) -> str:
        return f"<DraState {self.notation()}>"


class Dra(Game):
    """Dra, from a level file with options ``quiet_limit`` (D4) and ``match`` (D5)."""

    key = "dra"
    rule_prefix = "D"
    agreement_rule = "D4"

    def __init__(self, level, options: Mapping[str, Any] | None = None,
                 num_players: int | None = None) -> None:
        super().__init__(level, options, num_players)
        board = level.board
        if board.get("columns", COLUMNS) != COLUMNS or board.get("rows", ROWS) != ROWS:
            raise LevelError(level.path, "board",
                             Text(N_("Dra is played on 6 columns by 5 rows (D1)")))
        if self.num_players != 2:
            raise LevelError(level.path, "players",
                             Text(N_("Dra is played by two players (D1)")))
        self.quiet_limit: int = int(self.options.get("quiet_limit", 100))
        self.plays_match: bool = bool(self.options.get("match", True))

    def initial_state(self, first_player: int = 0) -> DraState:
        """The empty board, twelve pieces in each hand; ``first_player`` places first and
        will move first (D1, Monod 7)."""
        if first_player not in (0, 1):
            raise ValueError(f"first_player must be 0 (South) or 1 (North), not {first_player}")
        return DraState(self, (0, 0, PIECES, PIECES, 0, 0, first_player, PLACE, 0, 0,
                               first_player))

    # -- D5 ----------------------------------------------------------------------------
    @staticmethod
    def match_points(outcome: Outcome, final_state: DraState | None = None) -> int:
        """Points for the winner of a finished game (D5, Monod 3): 2 for a win without
        losing a single piece, 1 for another win, 0 for a draw."""
        if outcome.winner is None:
            return 0
        loser = 1 - outcome.winner
        if final_state is not None:
            lost = final_state.captured(loser)
        else:
            lost = outcome.scores[loser]
        return 2 if lost == 0 else 1

    def new_match(self, first_player: int = 0) -> Match:
        """A D5 match: first to 10 points, the loser of a game places first in the next."""
        return Match(target=10, next_first="loser", first_player=first_player)

    # -- notation ----------------------------------------------------------------------
    def parse_move(self, text: str) -> DraMove:
        raw = str(text)
        t = raw.strip().lower().replace(" ", "")
        if t == "pass":
            return PASS
        if t.startswith("x"):
            return REMOVES[square_index(t[1:])]
        if "-" in t:
            src_text, _, dst_text = t.partition("-")
            try:
                src, dst = square_index(src_text), square_index(dst_text)
            except NotationError:
                raise NotationError(Text(N_("{move} is not a step: write it like c2-c1"),
                                         move=shown(raw)), "D3") from None
            move = STEPS.get((src, dst))
            if move is None:
                move = DraMove(K_STEP, src, dst, (1 << src) | (1 << dst),
                               f"{NAMES[src]}-{NAMES[dst]}")
            return move
        try:
            return PLACES[square_index(t)]
        except NotationError:
            raise NotationError(Text(N_("{move} is not a Dra move: write a placement as c2, a "
                                        "step as c2-c1, a removal as xd4, or pass"),
                                     move=shown(raw)), "D2") from None

    def parse_position(self, text: str) -> DraState:
        fields = check_text(text, "Dra", "D1").split()
        if len(fields) != 8:
            raise NotationError(Text(N_("a Dra position has 8 fields: board, turn, phase, hand=, "
                                        "captured=, quiet=, turns=, first=")), "D1")
        board, turn_text, phase_text = fields[:3]
        ranks = board.split("/")
        if len(ranks) != ROWS or any(len(r) != COLUMNS for r in ranks):
            raise NotationError(Text(N_("the board is 5 ranks of 6 holes, from row 5 down to "
                                        "row 1, separated by /")), "D1")
        b0 = b1 = 0
        for n, rank in enumerate(ranks):
            row = ROWS - 1 - n
            for c, ch in enumerate(rank):
                bit = 1 << (row * COLUMNS + c)
                if ch == "S":
                    b0 |= bit
                elif ch == "N":
                    b1 |= bit
                elif ch != ".":
                    raise NotationError(Text(N_("{ch} on the board: use S, N or ."),
                                             ch=shown(ch)), "D1")
        turn = _seat(turn_text, "turn")
        if phase_text not in PHASE_TOKEN:
            raise NotationError(Text(N_("phase {phase}: expected place, move or remove"),
                                     phase=shown(phase_text)), "D2")
        phase = PHASE_TOKEN.index(phase_text)
        h0, h1 = _pair(fields[3], "hand")
        c0, c1 = _pair(fields[4], "captured")
        quiet = _number(fields[5], "quiet")
        turns = _number(fields[6], "turns")
        first = _seat(_value(fields[7], "first"), "first")
        for seat, bits, hand, lost in ((0, b0, h0, c1), (1, b1, h1, c0)):
            if bits.bit_count() + hand + lost != PIECES:
                raise NotationError(Text(N_("{seat} has {board} on the board, {hand} in hand "
                                            "and {lost} captured: that is not 12"),
                                         seat=SEAT_NAME[seat], board=bits.bit_count(),
                                         hand=hand, lost=lost), "D1")
        t = (b0, b1, h0, h1, c0, c1, turn, phase, quiet, turns, first)
        _check_position(t)
        _check_counters(t, self.turn_limit, self.quiet_limit)
        return DraState(self, t)


def _check_position(t: tuple) -> None:
    b0, b1, h0, h1, c0, c1, turn, phase, quiet, turns, first = t
    if phase == PLACE:
        if c0 or c1 or quiet:
            raise NotationError(Text(N_("nothing is captured while placing: captured=0,0 "
                                        "quiet=0")), "D2")
        if max(_longest_run(b0), _longest_run(b1)) >= 3:
            raise NotationError(Text(N_("a line of three while placing cannot happen")), "D2")
        can = [bool(h and _placements(x, y)) for h, x, y in ((h0, b0, b1), (h1, b1, b0))]
        if not any(can):
            raise NotationError(Text(N_("neither player can place: the phase must be move")),
                                "D2")
    elif max(_longest_run(b0), _longest_run(b1)) > 3:
        raise NotationError(Text(N_("a line of more than three cannot happen")), "D3")
    if phase == REMOVE and not (b0 if turn else b1):
        raise NotationError(Text(N_("a removal is owed but the opponent has no piece on the "
                                    "board")), "D3")
    if phase == REMOVE and _longest_run(b1 if turn else b0) < 3:
        raise NotationError(Text(N_("a removal is owed only after a line of three, and "
                                    "{seat} has none on the board"), seat=SEAT_NAME[turn]),
                            "D3")


def _check_counters(t: tuple, turn_limit: int, quiet_limit: int) -> None:
    """Refuse counters no game can show together (D3, D4 and the README's turn limit).

    Every step is a turn of its own, and so is every capture (a step and its removal are one
    turn), and ``quiet`` counts the steps since the last capture: so the captures of both
    sides plus ``quiet`` can never be more than ``turns``. ``quiet`` cannot pass the level's
    ``quiet_limit`` (the game ends on reaching it, D4), nor reach it with a removal owed (the
    step that made the line could not be played). The turn counter is read as
    :func:`~ludic.model.reading.check_turn_count` says, a removal owed being inside a turn."""
    b0, b1, h0, h1, c0, c1, turn, phase, quiet, turns, first = t
    if quiet > turns:
        raise NotationError(Text(N_("quiet={quiet} counts turns without a capture, so it cannot "
                                    "be more than turns={turns}"), quiet=shown(quiet),
                                 turns=shown(turns)), "D4")
    if c0 + c1 + quiet > turns:
        raise NotationError(Text(NP_("captured={c0},{c1} and quiet={quiet} need at least "
                                     "{need} turn (each capture and each quiet step is a turn "
                                     "of its own), not turns={turns}",
                                     "captured={c0},{c1} and quiet={quiet} need at least "
                                     "{need} turns (each capture and each quiet step is a turn "
                                     "of its own), not turns={turns}", "need"),
                                 c0=c0, c1=c1, quiet=shown(quiet),
                                 need=shown(c0 + c1 + quiet), turns=shown(turns)), "D4")
    if quiet > quiet_limit or (quiet == quiet_limit and phase == REMOVE):
        raise NotationError(Text(NP_("quiet={quiet}: the game ends after {limit} turn without "
                                     "a capture, so no game comes to this position",
                                     "quiet={quiet}: the game ends after {limit} turns without "
                                     "a capture, so no game comes to this position", "limit"),
                                 quiet=shown(quiet), limit=quiet_limit), "D4")
    check_turn_count(turns, turn_limit, phase == REMOVE, "D4")


def _value(field: str, name: str) -> str:
    key, sep, value = field.partition("=")
    if key != name or not sep:
        raise NotationError(Text(N_("expected {name}=..., got {field}"), name=name,
                                 field=shown(field)), "D1")
    return value


def _number(field: str, name: str) -> int:
    return whole_number(_value(field, name), name, "D4")


def _pair(field: str, name: str) -> tuple[int, int]:
    parts = _value(field, name).split(",")
    if len(parts) != 2 or not all(is_digits(p) for p in parts):
        raise NotationError(Text(N_("{name} must be two whole numbers, South first: "
                                    "{name}=12,12"), name=name), "D1")
    a, b = int(parts[0]), int(parts[1])
    if a > PIECES or b > PIECES:
        raise NotationError(Text(N_("{name}: each player has 12 pieces"), name=name), "D1")
    return a, b


def _seat(text: str, name: str) -> int:
    if text not in SEAT_LETTER:
        raise NotationError(Text(N_("{name} must be S (South) or N (North), not {text}"),
                                 name=name, text=shown(text)), "D1")
    return SEAT_LETTER.index(text)


# The playout shortcut reads this module's tables and states, so it is imported last.
from ludic.games import dra_playout
