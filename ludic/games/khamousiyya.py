"""Khamousiyya: kharbga on a 7x7 board of holes, with H’ajeb (rule book ``khamousiyya.md``).

Quemeneur 1944: 463-468 (Tunisia). Two players, 24 "dogs" each (12 on the 5x5 variant, H1).

The board (7x7; the 5x5 variant uses columns A-E and rows 1-5, centre C3)::

        A  B  C  D  E  F  G          bit index = row * size + column
    7   42 43 44 45 46 47 48   North     (A1 = 0, G1 = 6, A2 = 7, D4 = 24, G7 = 48)
    6   35 36 37 38 39 40 41
    5   28 29 30 31 32 33 34
    4   21 22 23 [24] 25 26 27   <- D4, the centre, stays empty during placement (H2)
    3   14 15 16 17 18 19 20
    2    7  8  9 10 11 12 13
    1    0  1  2  3  4  5  6   South

Rows count from South's side (seat 0) whoever plays first. A position holds two bitboards
(Python ints: the pieces of the player to move and of the other), the same board as row and
column patterns for the fast move generator (``_Tables._pattern_tables``), and a few small
fields; its legal moves are computed when it is made.

Roles (H1, H6, H7). ``initial_state(first_player)`` names the **first player**: he places
first, moves first after placement, and makes the queen-like series of H’ajeb. The other seat
is the **second player**: only he may declare H’ajeb. South (seat 0) is the first player by
default; in a match (H7) the winner of a game is the first player of the next, so the roles
follow him: ``state.first_player`` / ``state.second_player`` say who is who.

The game, move by move
----------------------
* **Placement** (H2): turns of two pieces, each piece its own move (``D3``). A player's first
  piece goes orthogonally next to the centre; the centre stays empty. When all pieces are down,
  movement begins with the first player (whose only moves then go into the centre).
* **Movement** (H3): one hole orthogonally to an empty neighbour (``D3-D4``).
* **Capture** (H4): every opponent piece now sandwiched orthogonally between the moved piece
  and another piece of the mover is removed (at most three by a step; a diagonal queen move of
  H’ajeb can take four). Moving between two
  opponents is safe. **Going on**: after a capturing move, if the same piece has another
  capturing step, the same player moves again: that piece's capturing steps, or ``stop``.
* **End** (H5): a player with no pieces left, or with no move on his turn, loses. The level's
  turn limit ends automatic play as a draw (after the game's own ends, see the notation).
* **Jeu bouché** (H5, option ``jeu_bouche``). Quemeneur: "Celui qui est ainsi acculé passe une
  fois, si c'est son tour de jouer. L'autre recule un des pions du cercle qu'il a formé... Le
  joueur encerclé passe par cette ouverture et le jeu continue." Read here as: each time a
  player is blocked on his turn he plays ``pass`` (he loses that turn, not the game); the
  other player's next turn must then leave him a move: only the moves (and, going on, the
  capture steps) after which the blocked player can move are legal, which in practice means
  moving a piece of the ring away. If no move of his opens the ring, any move is allowed and
  the blocked player passes again. H’ajeb is not declared while the ring is owed open.
* **H’ajeb** (H6), once per game, declared by the second player on his turn in the movement
  phase when he has an enclosure (see :func:`enclosures`). The episode is a sequence of moves,
  each its own state, so that replays and the view show every step::

      second: hajeb ─┬─> [first has a queen capture?] ──no──> settlement
                     v yes
             ┌─> second: continue | yezzi ──yezzi──> normal play, second to move
             │       v continue
             │   first: a queen capture (A1-D4)
             └───── yes ── [first has another queen capture?] ──no──> settlement
      settlement: second removes two of first's pieces (xB2, xC5), then first removes one of
                  second's pieces beside an enclosure (any if none is left); then normal play,
                  second to move.

  Readings: the declaration is the whole of the second player's turn, so it is offered only at
  the start of his turn (not while going on); "normal play then resumes, the second player
  moves next" is applied after a yezzi too; the series moves capture by H4 alone (orthogonal
  sandwiches at the landing hole, up to four after a diagonal slide) and the first player may
  use a different piece for each. A declaration without an enclosure, by the first player, or
  a second one is refused citing H6.

Notation
--------
Moves (``str(move)``; :meth:`Khamousiyya.parse_move` reads them back, squares in any case):

=============  ==========================================================================
``D3``         placement (H2)
``D3-D4``      a step (H3, H4), or during the H’ajeb series a queen move (``A1-D4``, H6)
``stop``       end a going-on capture chain (H4)
``pass``       a blocked player passes (option ``jeu_bouche``, H5)
``hajeb``      the second player declares H’ajeb (H6); ``h’ajeb`` and ``h'ajeb`` are read too
``continue``   the second player lets the series go on (H6)
``yezzi``      the second player says "enough": the series stops, the claim is given up (H6)
``xB2``        a settlement removal (H6)
=============  ==========================================================================

A position is one line of ten fields::

    .......//...S.../....... S placement hand:23,24 captured:0,0 first:S hajeb:open chain:- bouche:- turns:0

(the first field lists the ranks from row 7 down to row 1, ``S`` South, ``N`` North, ``.``
empty), then who moves (``S``/``N``), the stage (``placement``, ``movement``, ``going-on``,
``hajeb-decide``, ``hajeb-series``, ``hajeb-remove2``, ``hajeb-remove1``, ``hajeb-cede``), the
pieces in hand and captured per seat (South first), the first player, whether H’ajeb is still
``open`` or ``used``, the going-on piece, the blocked seat owed an opening under jeu bouché,
and the number of turns played, as the rule book's README counts them: a placement turn of two
pieces, a move with its going-on captures, a pass; H’ajeb (H6) is two turns, the declaration
and then the first player's series with the yezzi or the settlement that ends it. The level's
turn limit is checked only when a turn is complete, and a player blocked on the last turn
allowed still loses (H5): the game's own ends come first.

For the view
------------
Read-only accessors of :class:`KhamousiyyaState` (all stable):

* ``size``, ``squares`` (all names, index order), ``centre`` (``"D4"``);
* ``piece_at(square) -> 0 | 1 | None``, ``pieces(seat) -> tuple[str, ...]``;
* ``hand(seat)``, ``captured(seat)``, ``on_board(seat)``;
* ``current_player``, ``phase`` (``placement``/``movement``/``hajeb``), ``stage_name`` (the
  finer name of the notation above), ``first_player``, ``second_player``, ``hajeb_used``, ``chain_square`` (the
  going-on piece or ``None``), ``blocked_seat`` (jeu bouché: who passed, or ``None``),
  ``removals_left`` (settlement), ``turns``;
* ``enclosures(state, seat)`` -> list of frozensets of squares, to highlight them;
* click mapping: ``moves_from(square)`` (steps and queen moves leaving it), ``moves_to(square)``
  (placements and moves arriving), ``moves_at(square)`` (the placement or removal on it) and
  ``word_moves()`` (``stop``, ``pass``, ``hajeb``, ``continue``, ``yezzi``: buttons);
* ``why_illegal(move)`` explains a refused click with the rule number.

The game object offers ``new_match()`` (H7, option ``match``), ``parse_move``,
``parse_position`` and ``size``/``pieces``.

Speed (issue 12)
----------------
Plain steps are played by the compiled fast path of :func:`_fast_play`. ``move_at`` reads the
moves without calling ``legal_moves``, and the slow ``play`` (placements, captures, H’ajeb:
what the computer's search mostly plays) checks a move only when it is not one of the state's
own legal moves. Measured with ``tools/bench_compare.py --cpu`` against 7652550: playouts
1.07x in one run, 0.96x in another and 1.01x in one process (so within the noise: the call
saved is about 50 ns of a move's 2.3 us); the AI's fixed-depth positions/s 1.01x-1.05x, the
same searches. Where a fast step's time goes (one process): building the next mover's moves
from the pattern tables about 0.55 us of the 1.8-1.9 us of ``play``, copying and updating
the pattern keys 0.3 us, the new state's slots the rest.

Tried against d7a5c71 and not kept (one process, 60 games of the 5x5 level, the base and the
change alternating three times): the next mover's moves left unbuilt by the fast ``play``
(it only checked that an empty hole is next to one of his pieces) and ``play_at`` drawing a
step from four direction masks of destinations, with H’ajeb as the last share: 1.69 ->
2.05 us a move (0.83x): counting the masks and finding the k-th bit cost more than the
written-out tuple of the pattern tables, which CPython builds in C. ``play_at`` compiled
with the fast ``play``'s own lines (no second call): 1.74 -> 1.75 us, nothing. So
``play_at`` is the protocol's (``play(move_at(...))``).

What did help is the fourth pass: a **playout shortcut**, the whole random game as one loop
on local variables (the pattern list changed in place, one state made at the end) in
:mod:`ludic.games.khamousiyya_playout`, installed as each game's ``State.playout``. It plays
steps itself and every other move and stage through this module's own functions
(``_generate``, ``_other_move``). Against d7a5c71 (``--cpu -r 5``, three runs): 1.35x-1.49x
playouts/s on 7x7 and 1.40x-1.63x on 5x5; the figures and what was tried are in that
module's docstring.
"""

from __future__ import annotations

from functools import cache
from itertools import product
from typing import Any, Mapping

from ludic.i18n import N_, NP_, Listed, Text
from ludic.model.errors import LevelError, NotationError
from ludic.model.reading import check_text, check_turn_count, is_digits, shown, whole_number
from ludic.model.match import Match
from ludic.model.protocol import (Effect, EffectKind, Game, Outcome, State, Termination,
                                  Transition)

__all__ = ["Khamousiyya", "KhamousiyyaState", "KMove", "enclosures", "enclosure_mask"]

# -- moves --------------------------------------------------------------------------------------

PLACE, STEP, STOP, PASS, HAJEB, CONTINUE, YEZZI, REMOVE = range(8)
_WORDS = {"stop": STOP, "pass": PASS, "hajeb": HAJEB, "continue": CONTINUE, "yezzi": YEZZI}
#: Other spellings a person may type: the name as the app writes it (H’ajeb), with a plain
#: apostrophe, and Quemeneur's h'ajb.
_ALIASES = {"h’ajeb": "hajeb", "h'ajeb": "hajeb", "h'ajb": "hajeb", "hajb": "hajeb",
            "enough": "yezzi"}


class KMove:
    """One move. Interned: every move of a board size exists once (``parse_move``, pickling and
    copying all return that one), so moves compare and hash by identity; ``str(move)`` is its
    notation. For the view: ``kind`` (``PLACE``, ``STEP`` for steps and queen moves, ``STOP``,
    ``PASS``, ``HAJEB``, ``CONTINUE``, ``YEZZI``, ``REMOVE``), ``src_name``/``dst_name``
    (squares or ``None``). The other attributes are precomputed for the hot path."""

    __slots__ = ("kind", "src", "dst", "text", "size", "sbit", "dbit", "adjacent", "sw", "nbsw",
                 "src_name", "dst_name", "kd", "kd3", "capk", "chk", "near", "plain", "sd", "hot")

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"KMove({self.text!r})"

    def __reduce__(self):
        return (_move_by_text, (self.size, self.text))


def _new_move(kind: int, text: str, size: int, src: int = -1, dst: int = -1) -> KMove:
    m = object.__new__(KMove)
    m.kind, m.text, m.size, m.src, m.dst = kind, text, size, src, dst
    m.sbit = 1 << src if src >= 0 else 0
    m.dbit = 1 << dst if dst >= 0 else 0
    m.sd = m.sbit | m.dbit
    m.adjacent = False
    m.sw = ()
    m.nbsw = ()
    m.src_name = m.dst_name = None
    m.kd = ((), ())
    m.kd3 = ((), ())
    m.capk = ((), ())
    m.chk = ((), ())
    m.near = 0
    m.plain = 0
    m.hot = ()
    return m


# -- stages -------------------------------------------------------------------------------------

PLACEMENT, MOVEMENT, GOING_ON, H_DECIDE, H_SERIES, H_REMOVE, H_CEDE = range(7)
_PHASE = ("placement", "movement", "movement", "hajeb", "hajeb", "hajeb", "hajeb")
_STAGE_NAMES = {"placement": (PLACEMENT, 0), "movement": (MOVEMENT, 0), "going-on": (GOING_ON, 0),
                "hajeb-decide": (H_DECIDE, 0), "hajeb-series": (H_SERIES, 0),
                "hajeb-remove2": (H_REMOVE, 2), "hajeb-remove1": (H_REMOVE, 1),
                "hajeb-cede": (H_CEDE, 0)}

# ``info`` packs the slow-changing fields of a state into one int:
#   bit 0 first player, bit 1 H’ajeb used, bits 2-3 jeu bouché (0 none, 1 + blocked seat),
#   bits 8-15 / 16-23 pieces in hand of seat 0 / 1, bits 24-31 / 32-39 captured of seat 0 / 1.
_USED = 2
_DUTY = 12
_HAND = (1 << 8, 1 << 16)
_CAP = (1 << 24, 1 << 32)

LETTERS = ("S", "N")
_COLUMNS = "ABCDEFGHI"
_DIRS4 = ((0, 1), (0, -1), (1, 0), (-1, 0))
_DIRS8 = _DIRS4 + ((1, 1), (1, -1), (-1, 1), (-1, -1))


class _Tables:
    """Everything about one board size that never changes: names, bits, neighbours,
    sandwiches (H4), rays (H6) and the interned moves."""

    def __init__(self, n: int) -> None:
        self.n = n
        cells = n * n
        self.cells = cells
        self.total = (cells - 1) // 2
        self.full = (1 << cells) - 1
        self.names = tuple(f"{_COLUMNS[i % n]}{i // n + 1}" for i in range(cells))
        self.index = {name: i for i, name in enumerate(self.names)}
        self.centre = (n // 2) * n + n // 2
        self.centre_bit = 1 << self.centre
        first_col = sum(1 << (r * n) for r in range(n))
        self.not_first = self.full & ~first_col
        self.not_last = self.full & ~(first_col << (n - 1))

        def at(c: int, r: int) -> int:
            return r * n + c if 0 <= c < n and 0 <= r < n else -1

        self.nb = tuple(tuple(j for dc, dr in _DIRS4 if (j := at(i % n + dc, i // n + dr)) >= 0)
                        for i in range(cells))
        self.centre_nb = sum(1 << j for j in self.nb[self.centre])
        sandw = []
        for i in range(cells):
            c, r = i % n, i // n
            pairs = []
            for dc, dr in _DIRS4:
                mid, far = at(c + dc, r + dr), at(c + 2 * dc, r + 2 * dr)
                if mid >= 0 and far >= 0:
                    pairs.append((mid, far))
            sandw.append(tuple(pairs))
        #: SANDW[i]: (middle, far) squares: an opponent on middle is captured by a piece
        #: arriving on i when the mover holds far (H4).
        self.sandw_idx = tuple(sandw)
        self.sandw = tuple(tuple((1 << a, 1 << b) for a, b in p) for p in sandw)
        self.rays = tuple(
            tuple(ray for dc, dr in _DIRS8
                  if (ray := tuple(j for k in range(1, n)
                                   if (j := at(i % n + k * dc, i // n + k * dr)) >= 0)))
            for i in range(cells))

        # interned moves
        self.by_text: dict[str, KMove] = {}
        self.place = tuple(self._add(_new_move(PLACE, self.names[i], n, dst=i)) for i in range(cells))
        self.remove = tuple(self._add(_new_move(REMOVE, "x" + self.names[i], n, src=i))
                            for i in range(cells))
        self.line: dict[tuple[int, int], KMove] = {}
        for i in range(cells):
            for ray in self.rays[i]:
                for j in ray:
                    mv = _new_move(STEP, f"{self.names[i]}-{self.names[j]}", n, src=i, dst=j)
                    mv.adjacent = j in self.nb[i]
                    # sandwiches at j, leaving out the one through i (i is empty after the move)
                    mv.sw = tuple((1 << a, 1 << b) for a, b in self.sandw_idx[j] if a != i)
                    # for going on from j: each empty neighbour e and its sandwiches (H4)
                    mv.nbsw = tuple((1 << e, tuple((1 << a, 1 << b)
                                                   for a, b in self.sandw_idx[e] if a != j))
                                    for e in self.nb[j])
                    mv.src_name, mv.dst_name = self.names[i], self.names[j]
                    self.line[i, j] = self._add(mv)
        for mv in (self.place + self.remove):
            mv.src_name = self.names[mv.src] if mv.src >= 0 else None
            mv.dst_name = self.names[mv.dst] if mv.dst >= 0 else None
        for word in _WORD_MOVES:
            self.by_text[word.text] = word
        # steps per direction: north (+n), south (-n), east (+1), west (-1)
        self.step_n = tuple(self.line.get((i, i + n)) for i in range(cells))
        self.step_s = tuple(self.line.get((i, i - n)) for i in range(cells))
        self.step_e = tuple(self.line.get((i, i + 1)) if i % n < n - 1 else None
                            for i in range(cells))
        self.step_w = tuple(self.line.get((i, i - 1)) if i % n else None for i in range(cells))
        self._pattern_tables()

    def _pattern_tables(self) -> None:
        """The hot path's view of the board, ``ks``: a list of ``2n`` ints, ``ks[r]`` for row
        ``r`` and ``ks[n + c]`` for column ``c``, each with two bits per hole (0 empty,
        1 South, 2 North; hole ``c`` of a row, hole ``r`` of a column, at bits ``2c`` /
        ``2r``). A step changes three of them (``move.kd3[mover]``: index, XOR, three times).
        For each mover, row and column a table maps such a pattern to the tuple of its
        steps (H3), so the legal steps are ``2n`` list look-ups joined into one tuple.
        Tables for placement (H2) map a row's pattern to its empty holes; capture tables
        (H4) say whether the piece on a hole of a line sandwiches an opponent along it, and
        ``move.chk`` finds a step's legality in the one line that holds both its holes."""
        n = self.n
        #: cell -> (row index, row unit, column index, column unit) in ``ks``
        self.cell_keys = tuple((i // n, 1 << 2 * (i % n), n + i % n, 1 << 2 * (i // n))
                               for i in range(self.cells))
        for (i, j), mv in self.line.items():
            kd = []
            for code in (1, 2):
                delta: dict[int, int] = {}
                for cell in (i, j):
                    r, ru, c, cu = self.cell_keys[cell]
                    delta[r] = delta.get(r, 0) ^ ru * code
                    delta[c] = delta.get(c, 0) ^ cu * code
                kd.append(tuple(delta.items()))
            mv.kd = tuple(kd)
            if mv.adjacent:
                mv.kd3 = tuple(tuple(x for pair in pairs for x in pair) for pairs in kd)
                mv.plain = n
            near = 0
            for mid, _ in mv.sw:
                near |= mid
            mv.near = near
        patterns = list(product((0, 1, 2), repeat=n))
        size = 4 ** n
        keys = [sum(v << 2 * k for k, v in enumerate(p)) for p in patterns]
        # captures (H4) seen in one line: cap[code - 1][k][pattern] is True when the piece of
        # ``code`` on hole k of the line sandwiches an opponent's piece along that line
        cap = []
        for code in (1, 2):
            other = 3 - code
            per_hole = []
            for k in range(n):
                table = [False] * size
                for key, p in zip(keys, patterns):
                    table[key] = p[k] == code and any(
                        0 <= k + 2 * d < n and p[k + d] == other and p[k + 2 * d] == code
                        for d in (1, -1))
                per_hole.append(table)
            cap.append(per_hole)
        for (i, j), mv in self.line.items():
            if mv.adjacent:
                r, c = j // n, j % n
                mv.capk = tuple((cap[code][c], r, cap[code][r], n + c) for code in (0, 1))
                # legality of the step read in the one line that holds both holes: the
                # mover's piece on the source, the target empty (H3)
                if i // n == r:
                    line, a, b = r, 2 * (i % n), 2 * c
                else:
                    line, a, b = n + c, 2 * (i // n), 2 * r
                mv.chk = tuple((line, (3 << a) | (3 << b), code << a) for code in (1, 2))
                # all the playout shortcut reads of a step, per mover, in one tuple
                mv.hot = tuple((mv.sd, *mv.kd3[k], *mv.capk[k]) for k in (0, 1))
        gens = []
        for code in (1, 2):
            pairs = [[(k, k + d) for k, v in enumerate(p) if v == code for d in (1, -1)
                      if 0 <= k + d < n and p[k + d] == 0] for p in patterns]
            tables = []
            for line in range(2 * n):
                table: list[tuple[KMove, ...]] = [()] * size
                for key, ps in zip(keys, pairs):
                    if ps:
                        table[key] = tuple(
                            self.line[line * n + a, line * n + b] if line < n else
                            self.line[a * n + line - n, b * n + line - n] for a, b in ps)
                tables.append(table)
            gens.append(tuple(tables))
        self.gen = tuple(gens)
        place_tables = []
        for r in range(n):
            table = [()] * size
            for key, p in zip(keys, patterns):
                table[key] = tuple(self.place[r * n + k] for k, v in enumerate(p)
                                   if v == 0 and r * n + k != self.centre)
            place_tables.append(table)
        self.place_tables = tuple(place_tables)

    def key_list(self, p0: int, p1: int) -> list[int]:
        """``ks`` (see ``_pattern_tables``) of the board ``p0``/``p1``."""
        ks = [0] * (2 * self.n)
        for code, bb in ((1, p0), (2, p1)):
            for i in self.bits(bb):
                r, ru, c, cu = self.cell_keys[i]
                ks[r] ^= ru * code
                ks[c] ^= cu * code
        return ks

    def steps_of(self, m: int, ks: list[int]) -> tuple[KMove, ...]:
        """The steps of mover ``m`` (H3), from the pattern tables."""
        return sum(map(_LGET, self.gen[m], ks), ())

    def _add(self, move: KMove) -> KMove:
        self.by_text[move.text] = move
        return move

    def dilate(self, x: int) -> int:
        """The holes orthogonally next to the holes of ``x``."""
        n = self.n
        return (((x << n) | (x >> n) | ((x << 1) & self.not_first) | ((x >> 1) & self.not_last))
                & self.full)

    def bits(self, x: int) -> list[int]:
        out = []
        while x:
            low = x & -x
            out.append(low.bit_length() - 1)
            x ^= low
        return out


def _word(kind: int, text: str) -> KMove:
    return _new_move(kind, text, 0)


STOP_MOVE = _word(STOP, "stop")
PASS_MOVE = _word(PASS, "pass")
HAJEB_MOVE = _word(HAJEB, "hajeb")
CONTINUE_MOVE = _word(CONTINUE, "continue")
YEZZI_MOVE = _word(YEZZI, "yezzi")
_WORD_MOVES = (STOP_MOVE, PASS_MOVE, HAJEB_MOVE, CONTINUE_MOVE, YEZZI_MOVE)
_DECIDE_MOVES = (CONTINUE_MOVE, YEZZI_MOVE)
_PASS_ONLY = (PASS_MOVE,)

_TABLES: dict[int, _Tables] = {}


def _tables(n: int) -> _Tables:
    t = _TABLES.get(n)
    if t is None:
        t = _TABLES[n] = _Tables(n)
    return t


def _move_by_text(size: int, text: str) -> KMove:
    if size == 0:
        return {m.text: m for m in _WORD_MOVES}[text]
    return _tables(size).by_text[text]


# -- board helpers (pure functions of bitboards) --------------------------------------------------

def _steps(T: _Tables, own: int, empty: int) -> list[KMove]:
    """All orthogonal one-hole moves of ``own`` into ``empty`` (H3), straight from the
    bitboards. The reference for the pattern tables the hot path uses (tests compare them)."""
    n = T.n
    out: list[KMove] = []
    for x, table in ((own & (empty >> n), T.step_n), (own & (empty << n), T.step_s),
                     (own & (empty >> 1) & T.not_last, T.step_e),
                     (own & (empty << 1) & T.not_first, T.step_w)):
        while x:
            low = x & -x
            out.append(table[low.bit_length() - 1])
            x ^= low
    return out


def _captures_at(move: KMove, own: int, opp: int) -> int:
    """The opponent pieces captured by ``move`` once ``own`` holds the moved piece (H4)."""
    cap = 0
    for mid, far in move.sw:
        if opp & mid and own & far:
            cap |= mid
    return cap


def _can_go_on(move: KMove, own: int, opp: int, empty: int) -> bool:
    """Whether the piece that just made ``move`` has another capturing step (H4)."""
    for ebit, pairs in move.nbsw:
        if empty & ebit:
            for mid, far in pairs:
                if opp & mid and own & far:
                    return True
    return False


def _chain_moves(T: _Tables, sq: int, own: int, opp: int, empty: int) -> list[KMove]:
    out = []
    for e in T.nb[sq]:
        if empty >> e & 1:
            mv = T.line[sq, e]
            if _captures_at(mv, own, opp):
                out.append(mv)
    return out


def _queen_captures(T: _Tables, own: int, opp: int, empty: int, first_only: bool = False
                    ) -> list[KMove]:
    """The first player's H’ajeb moves: any distance orthogonally or diagonally over empty
    holes, each capturing by H4 (H6)."""
    out = []
    for i in T.bits(own):
        rest = own ^ (1 << i)
        for ray in T.rays[i]:
            for j in ray:
                if not empty >> j & 1:
                    break
                mv = T.line[i, j]
                for mid, far in mv.sw:
                    if opp & mid and rest & far:
                        out.append(mv)
                        if first_only:
                            return out
                        break
    return out


def _enclosure_bits(T: _Tables, own: int, other: int) -> int:
    """Empty holes of ``own``'s enclosures: the empty groups none of whose holes touches a piece
    of ``other`` (so every on-board neighbour of the group is ``own``'s piece, H6)."""
    empty = T.full & ~(own | other)
    bad = empty & T.dilate(other)
    if not bad:
        return empty if own else 0
    free = empty & ~bad
    if not free:
        return 0
    while True:
        grown = (bad | T.dilate(bad)) & empty
        if grown == bad:
            return empty & ~bad
        bad = grown


def _components(T: _Tables, mask: int) -> list[int]:
    groups = []
    while mask:
        group = mask & -mask
        while True:
            grown = (group | T.dilate(group)) & mask
            if grown == group:
                break
            group = grown
        groups.append(group)
        mask &= ~group
    return groups


# -- legal moves and the moves other than steps (pure functions, shared with the shortcut) -----

def _generate(T: _Tables, limit: int, bouche: bool, m: int, own: int, opp: int, ks: list[int],
              stage: int, aux: int, info: int, turns: int) -> tuple[KMove, ...]:
    """The legal moves of a position given by its fields (those of :class:`KhamousiyyaState`,
    ``own``/``opp`` being the bitboards of the mover ``m`` and of the other), in the one
    fixed order. The states and the playout shortcut (:mod:`khamousiyya_playout`) both use
    it, so they offer the same moves in the same order."""
    if stage == MOVEMENT:
        return _movement_moves(T, limit, bouche, m, own, opp, ks, info, turns)
    empty = T.full & ~(own | opp)
    if stage == PLACEMENT:
        if turns >= limit:  # turns end only between placement turns (H2)
            return ()
        if (info >> (8 + 8 * m)) & 255 == T.total:
            return tuple(T.place[i] for i in T.bits(empty & T.centre_nb))
        return sum(map(_LGET, T.place_tables, ks), ())
    if not own or not opp or turns >= limit:
        return ()
    if stage == GOING_ON:
        moves = _chain_moves(T, aux, own, opp, empty)
        if info & _DUTY:
            moves = _openings(T, moves, own, opp)
        return (*moves, STOP_MOVE)
    if stage == H_DECIDE:
        return _DECIDE_MOVES
    if stage == H_SERIES:
        return tuple(_queen_captures(T, own, opp, empty))
    if stage == H_REMOVE:
        return tuple(T.remove[i] for i in T.bits(opp))
    # H_CEDE: one of the second player's pieces beside an enclosure, any if none (H6)
    beside = opp & T.dilate(_enclosure_bits(T, opp, own))
    return tuple(T.remove[i] for i in T.bits(beside or opp))


def _movement_moves(T: _Tables, limit: int, bouche: bool, m: int, own: int, opp: int,
                    ks: list[int], info: int, turns: int) -> tuple[KMove, ...]:
    """Steps (H3); under jeu bouché the openings or a pass (H5); H’ajeb (H6)."""
    if not own or not opp or turns >= limit:
        return ()
    moves = T.steps_of(m, ks)
    if info & _DUTY:
        return tuple(_openings(T, moves, own, opp)) or moves
    if not moves:
        return _PASS_ONLY if bouche else ()
    if m != info & 1 and not info & _USED and _enclosure_bits(T, own, opp):
        return moves + (HAJEB_MOVE,)
    return moves


def _openings(T: _Tables, moves, own: int, opp: int) -> list[KMove]:
    """Jeu bouché (H5): the moves after which the blocked opponent can move."""
    out = []
    for mv in moves:
        new_own = own ^ mv.sbit ^ mv.dbit
        new_opp = opp & ~_captures_at(mv, new_own, opp)
        if T.dilate(new_opp) & T.full & ~(new_own | new_opp):
            out.append(mv)
    return out


def _other_move(T: _Tables, move: KMove, m: int, own: int, opp: int, ks: list[int],
                stage: int, aux: int, info: int, turns: int) -> tuple[int, int, int, int, int,
                                                                      int, int]:
    """Play a legal move that is not a step (placement, stop, pass, H’ajeb and its words,
    a removal) on the fields of a position; ``ks`` (the caller's own copy) is changed in
    place. Returns ``(mover, own, opp, stage, aux, info, turns)`` after it, ``own``/``opp``
    being the new mover's. The states and the playout shortcut both play these moves here."""
    kind = move.kind
    first = info & 1
    nxt = m
    if kind == PLACE:  # H2
        own |= move.dbit
        r, ru, c, cu = T.cell_keys[move.dst]
        ks[r] ^= ru * (m + 1)
        ks[c] ^= cu * (m + 1)
        info -= _HAND[m]
        left = (info >> (8 + 8 * m)) & 255
        aux = 0
        if not left and not (info >> (8 + 8 * (1 - m))) & 255:
            nxt, stage, turns = first, MOVEMENT, turns + (first != m)
        elif (T.total - left) % 2 == 0:
            nxt, turns = 1 - m, turns + 1
    elif kind == STOP:  # H4
        nxt, stage, aux, info, turns = 1 - m, MOVEMENT, 0, info & ~_DUTY, turns + 1
    elif kind == PASS:  # H5, jeu bouché
        nxt, stage, aux, turns = 1 - m, MOVEMENT, 0, turns + 1
        info = (info & ~_DUTY) | ((m + 1) << 2)
    # H’ajeb (H6) counts two turns (README "Turn"): the declaration is the second
    # player's turn; the first player's series with the yezzi or the settlement that ends
    # it is one more. Inside the series and its settlement no turn ends, so the turn limit
    # (checked when a turn is complete) never stops the game there.
    elif kind == HAJEB:
        info |= _USED
        firsts, seconds = (own, opp) if m == first else (opp, own)
        if _queen_captures(T, firsts, seconds, T.full & ~(own | opp), True):
            stage, aux = H_DECIDE, 0
        else:
            stage, aux = H_REMOVE, 2
        turns += 1
    elif kind == CONTINUE:
        nxt, stage, aux = first, H_SERIES, 0
    elif kind == YEZZI:
        stage, aux, turns = MOVEMENT, 0, turns + 1
    else:  # REMOVE: settlement (H6)
        opp ^= move.sbit
        r, ru, c, cu = T.cell_keys[move.src]
        ks[r] ^= ru * (2 - m)
        ks[c] ^= cu * (2 - m)
        info += _CAP[1 - m]
        if stage == H_REMOVE and aux == 2:
            aux = 1
        elif stage == H_REMOVE:
            nxt, stage, aux = first, H_CEDE, 0
        else:
            nxt, stage, aux, turns = 1 - first, MOVEMENT, 0, turns + 1
    if nxt != m:
        own, opp = opp, own
    return nxt, own, opp, stage, aux, info, turns


# -- the state ------------------------------------------------------------------------------------

_new_state = object.__new__
_LGET = list.__getitem__


class KhamousiyyaState(State):
    """A Khamousiyya position (see the module docstring for the fields and the view's API).

    Each game makes a subclass holding its tables and options, so states carry only the
    position: ``own``/``opp`` (bitboards of the player to move and of the other; ``p0``/``p1``
    give South's and North's), ``ks`` (the same board as row and
    column patterns, see ``_Tables._pattern_tables``; a list never changed once made),
    ``current_player``, ``stage``, ``aux`` (the going-on piece, or the settlement removals
    left), ``info`` (packed: first player, H’ajeb used, jeu bouché, hands, captured),
    ``turns``, and the legal moves, computed when the state is made. ``fast`` says whether
    a plain step may take the fast path (movement stage, game live, no opening owed);
    ``is_chance`` is a slot (always false) because the playout loop reads it every move.
    """

    __slots__ = ("own", "opp", "ks", "current_player", "stage", "aux", "info", "turns",
                 "fast", "is_chance", "_moves")

    game: "Khamousiyya"
    T: _Tables
    n: int = 0
    limit: int = 0
    bouche_rule: bool = False

    @property
    def p0(self) -> int:
        """South's bitboard."""
        return self.opp if self.current_player else self.own

    @property
    def p1(self) -> int:
        """North's bitboard."""
        return self.own if self.current_player else self.opp

    # -- accessors (the view's API) ---------------------------------------------------------
    @property
    def phase(self) -> str:
        return _PHASE[self.stage]

    @property
    def stage_name(self) -> str:
        if self.stage == H_REMOVE:
            return f"hajeb-remove{self.aux}"
        return ("placement", "movement", "going-on", "hajeb-decide", "hajeb-series", "",
                "hajeb-cede")[self.stage]

    @property
    def size(self) -> int:
        return self.T.n

    @property
    def squares(self) -> tuple[str, ...]:
        return self.T.names

    @property
    def centre(self) -> str:
        return self.T.names[self.T.centre]

    @property
    def first_player(self) -> int:
        return self.info & 1

    @property
    def second_player(self) -> int:
        return 1 - (self.info & 1)

    @property
    def hajeb_used(self) -> bool:
        return bool(self.info & _USED)

    @property
    def chain_square(self) -> str | None:
        return self.T.names[self.aux] if self.stage == GOING_ON else None

    @property
    def blocked_seat(self) -> int | None:
        duty = (self.info & _DUTY) >> 2
        return duty - 1 if duty else None

    @property
    def removals_left(self) -> int:
        return self.aux if self.stage == H_REMOVE else (1 if self.stage == H_CEDE else 0)

    def hand(self, seat: int) -> int:
        return (self.info >> (8 + 8 * seat)) & 255

    def captured(self, seat: int) -> int:
        """How many of ``seat``'s pieces were captured or removed."""
        return (self.info >> (24 + 8 * seat)) & 255

    def bitboard(self, seat: int) -> int:
        return self.p1 if seat else self.p0

    def on_board(self, seat: int) -> int:
        return self.bitboard(seat).bit_count()

    def piece_at(self, square: str) -> int | None:
        i = self.game.square_index(square)
        if self.p0 >> i & 1:
            return 0
        if self.p1 >> i & 1:
            return 1
        return None

    def pieces(self, seat: int) -> tuple[str, ...]:
        return tuple(self.T.names[i] for i in self.T.bits(self.bitboard(seat)))

    def moves_from(self, square: str) -> tuple[KMove, ...]:
        return tuple(m for m in self.legal_moves() if m.kind == STEP and m.src_name == square)

    def moves_to(self, square: str) -> tuple[KMove, ...]:
        return tuple(m for m in self.legal_moves()
                     if m.kind in (STEP, PLACE) and m.dst_name == square)

    def moves_at(self, square: str) -> tuple[KMove, ...]:
        return tuple(m for m in self.legal_moves()
                     if (m.kind == PLACE and m.dst_name == square)
                     or (m.kind == REMOVE and m.src_name == square))

    def word_moves(self) -> tuple[KMove, ...]:
        return tuple(m for m in self.legal_moves() if m.size == 0)

    # -- legal moves ------------------------------------------------------------------------
    def legal_moves(self) -> tuple[KMove, ...]:
        return self._moves

    def move_at(self, fraction: float) -> KMove:
        moves = self._moves  # legal_moves without the call: random playouts ask every move
        return moves[int(fraction * len(moves))]

    # -- the end ----------------------------------------------------------------------------
    def outcome(self) -> Outcome | None:
        if self._moves:
            return None
        names = self.game.player_names
        for seat, bb in ((0, self.p0), (1, self.p1)):
            if not bb:
                return Outcome(1 - seat, Text(N_("{loser} has no pieces left: {winner} wins "
                                                 "(H5)"), loser=names[seat],
                                              winner=names[1 - seat]), "H5",
                               why=Text(N_("{loser} has no pieces left (H5)"), loser=names[seat]),
                               termination=Termination.CAPTURED_ALL)
        m = self.current_player
        if self.turns >= self.limit and not self._blocked():
            # [house rule] the game's own ends come first (README "Turn limit"); Khamousiyya
            # has no scoring of its own, so the limit is a draw.
            return Outcome(None, Text(NP_("The turn limit of {limit} turn is reached: a draw "
                                          "(H5)", "The turn limit of {limit} turns is reached: "
                                          "a draw (H5)", "limit"), limit=self.limit), "H5",
                           why=Text(NP_("The turn limit of {limit} turn is reached (H5)",
                                        "The turn limit of {limit} turns is reached (H5)",
                                        "limit"), limit=self.limit),
                           termination=Termination.TURN_LIMIT)
        return Outcome(1 - m, Text(N_("{loser} cannot move: {winner} wins (H5)"),
                                   loser=names[m], winner=names[1 - m]), "H5",
                       why=Text(N_("{loser} cannot move (H5)"), loser=names[m]),
                       termination=Termination.BLOCKED)

    def _blocked(self) -> bool:
        """At the start of a turn of the movement phase, the mover has no step and loses (H5);
        under jeu bouché he would pass instead, which ends nothing."""
        return (self.stage == MOVEMENT and not self.bouche_rule
                and not self.T.steps_of(self.current_player, self.ks))

    # -- playing ----------------------------------------------------------------------------
    def _make(self, p0: int, p1: int, ks: list[int], mover: int, stage: int, aux: int,
              info: int, turns: int) -> "KhamousiyyaState":
        s = _new_state(type(self))
        s.own, s.opp = (p1, p0) if mover else (p0, p1)
        s.ks = ks
        s.current_player = mover
        s.stage = stage
        s.aux = aux
        s.info = info
        s.turns = turns
        s.is_chance = False
        s._moves = moves = _generate(s.T, s.limit, s.bouche_rule, mover, s.own, s.opp, ks,
                                     stage, aux, info, turns)
        s.fast = bool(stage == MOVEMENT and moves and not info & _DUTY)
        return s

    def play(self, move: KMove) -> "KhamousiyyaState":
        """The rules without effects: ``move`` is checked against ``legal_moves``. Each game's
        state class replaces this by :func:`_fast_play`, which plays plain steps directly."""
        if isinstance(move, str):
            move = self.game.parse_move(move)
        if move not in self._moves:  # the moves the search plays come from this very tuple
            self.check(move)
        return self._play_legal(move)

    def _step(self, move: KMove, m: int, own: int, opp: int) -> "KhamousiyyaState":
        """A legal step or queen move of ``m``; ``own`` already holds the moved piece."""
        ks = self.ks[:]
        for idx, delta in move.kd[m]:
            ks[idx] ^= delta
        cap = 0
        if opp & move.near:
            for mid, far in move.sw:
                if opp & mid and own & far:
                    cap |= mid
        info = self.info
        if cap:
            T = self.T
            opp ^= cap
            code = 2 - m
            for i in T.bits(cap):
                r, ru, c, cu = T.cell_keys[i]
                ks[r] ^= ru * code
                ks[c] ^= cu * code
            info += _CAP[1 - m] * cap.bit_count()
            p0, p1 = (opp, own) if m else (own, opp)
            if self.stage == H_SERIES:
                more = _queen_captures(T, own, opp, T.full & ~(own | opp), True)
                # still the first player's series turn (README "Turn"): no turn ends here
                return self._make(p0, p1, ks, 1 - m, H_DECIDE if more else H_REMOVE,
                                  0 if more else 2, info, self.turns)
            if opp and _can_go_on(move, own, opp, T.full & ~(own | opp)):
                return self._make(p0, p1, ks, m, GOING_ON, move.dst, info, self.turns)
        s = _new_state(self.__class__)
        s.own = opp
        s.opp = own
        s.ks = ks
        s.current_player = 1 - m
        s.stage = MOVEMENT
        s.aux = 0
        s.info = info & ~_DUTY
        s.turns = self.turns + 1
        s.is_chance = False
        s._moves = moves = _movement_moves(self.T, self.limit, self.bouche_rule, 1 - m, opp,
                                           own, ks, s.info, s.turns)
        s.fast = bool(moves)
        return s

    def _play_legal(self, move: KMove) -> "KhamousiyyaState":
        m = self.current_player
        if move.kind == STEP:
            return self._step(move, m, self.own ^ move.sd, self.opp)
        ks = self.ks[:]
        nxt, own, opp, stage, aux, info, turns = _other_move(
            self.T, move, m, self.own, self.opp, ks, self.stage, self.aux, self.info, self.turns)
        return self._make(*((opp, own) if nxt else (own, opp)), ks, nxt, stage, aux, info, turns)

    def apply(self, move: KMove) -> Transition:
        if isinstance(move, str):
            move = self.game.parse_move(move)
        self.check(move)
        new = self._play_legal(move)
        return Transition(new, tuple(_effects(self, move, new)))

    # -- refusals ---------------------------------------------------------------------------
    def refusal(self, move: Any) -> tuple[str, str] | None:
        """``None`` if ``move`` (a move or its text) is legal, else ``(reason, rule)``."""
        if isinstance(move, str):
            try:
                move = self.game.parse_move(move)
            except NotationError as error:
                return error.reason, error.rule
        moves = self.legal_moves()
        if move in moves:
            return None
        out = self.outcome()
        if out is not None:
            return Text(N_("The game is over: {reason}"), reason=out.reason), out.rule or "H5"
        if not isinstance(move, KMove):
            return Text(N_("{move} is not a Khamousiyya move"), move=shown(move)), "H1"
        if move.size not in (0, self.T.n):
            return Text(N_("{move} is not a hole of the {n}x{n} board"), move=str(move),
                        n=self.T.n), "H1"
        return _explain(self, move)

    # -- text -------------------------------------------------------------------------------
    def notation(self) -> str:
        T = self.T
        n = T.n
        p0, p1 = self.p0, self.p1
        ranks = []
        for r in range(n - 1, -1, -1):
            ranks.append("".join("S" if p0 >> i & 1 else "N" if p1 >> i & 1 else "."
                                 for i in range(r * n, r * n + n)))
        blocked = self.blocked_seat
        return " ".join((
            "/".join(ranks), LETTERS[self.current_player], self.stage_name,
            f"hand:{self.hand(0)},{self.hand(1)}",
            f"captured:{self.captured(0)},{self.captured(1)}",
            f"first:{LETTERS[self.first_player]}",
            f"hajeb:{'used' if self.hajeb_used else 'open'}",
            f"chain:{self.chain_square or '-'}",
            f"bouche:{'-' if blocked is None else LETTERS[blocked]}",
            f"turns:{self.turns}"))

    def _key(self) -> tuple:
        return (self.p0, self.p1, self.current_player, self.stage, self.aux, self.info,
                self.turns)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, KhamousiyyaState):
            return NotImplemented
        return (self._key() == other._key() and self.T is other.T
                and self.game.options == other.game.options and self.limit == other.limit)

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"<KhamousiyyaState {self.notation()}>"


_FAST_PLAY = """
def play(self, move):
    try:
        plain = move.plain == SIZE
    except AttributeError:
        plain = False
    if plain and self.fast:
        ks = self.ks
        m = self.current_player
        line, mask, want = move.chk[m]
        if ks[line] & mask == want:
            own = self.own ^ move.sd
            opp = self.opp
            ks = ks[:]
            i1, d1, i2, d2, i3, d3 = move.kd3[m]
            ks[i1] ^= d1
            ks[i2] ^= d2
            ks[i3] ^= d3
            row, r, column, c = move.capk[m]
            if row[ks[r]] or column[ks[c]]:
                return self._step(move, m, own, opp)
            s = new(CLS)
            s.own = opp
            s.opp = own
            s.ks = ks
            s.current_player = m = 1 - m
            s.stage = 1  # MOVEMENT
            s.aux = 0
            s.info = info = self.info
            s.turns = turns = self.turns + 1
            s.is_chance = False
            if turns >= LIMIT:
                s._moves = ()
                s.fast = False
                return s
            FIELDS = ks
            if m:
                moves = (STEPS1)
            else:
                moves = (STEPS0)
            if moves:
                s.fast = True
                if not info & USED and m != info & 1 and enclosure(T, opp, own):
                    moves += (HAJEB,)
            else:
                moves = PASS_ONLY if BOUCHE else ()
                s.fast = False
            s._moves = moves
            return s
    return slow(self, move)
"""


def _fast_play(cls: type, T: _Tables, limit: int, bouche: bool):
    """The ``play`` of a game's state class: the fast path of random playouts and the AI.

    A plain step (an orthogonal one-hole move of this board, H3) is checked directly: the
    mover's piece on its source, its target empty, the game live, nobody owed an opening
    (H5). When it captures nothing (nine moves in ten) the next state and its legal moves are
    made right here; anything else goes through ``legal_moves`` and ``_play_legal``.

    The source above is written out for the board size, with the look-up of the next
    mover's steps spelt out (``(*G1_0[k0], *G1_1[k1], ...)``, the same tuple as
    ``_Tables.steps_of``): CPython runs that more than twice as fast as ``sum(map(...))``.
    It is compiled once per board size (:func:`_fast_play_code`); each game runs that code
    in a namespace of its own (its state class, tables, turn limit and jeu bouché).
    """
    namespace: dict[str, Any] = {
        "SIZE": T.n, "LIMIT": limit, "BOUCHE": bouche, "CLS": cls, "T": T, "new": _new_state,
        "slow": KhamousiyyaState.play, "enclosure": _enclosure_bits, "USED": _USED,
        "PASS_ONLY": _PASS_ONLY, "HAJEB": HAJEB_MOVE}
    for m in (0, 1):
        for i, table in enumerate(T.gen[m]):
            namespace[f"G{m}_{i}"] = table
    exec(_fast_play_code(T.n), namespace)
    return namespace["play"]


@cache
def _fast_play_code(n: int):
    """The compiled source of :func:`_fast_play` for an ``n`` x ``n`` board.

    Compiled once per process: every game made (a new game, a loaded one, each lesson and
    each test) makes a state class and its ``play``, and compiling this source took 0.4-0.5
    ms each time; with the playout's (0.9 ms) making a game took 1.7 ms, now 0.03 ms."""
    fields = [f"k{i}" for i in range(2 * n)]
    source = _FAST_PLAY.replace("FIELDS", ", ".join(fields))
    for m in (0, 1):
        source = source.replace(f"STEPS{m}", ", ".join(f"*G{m}_{i}[{k}]"
                                                       for i, k in enumerate(fields)))
    return compile(source, f"<khamousiyya fast play {n}x{n}>", "exec")


# -- explanations of refused moves ------------------------------------------------------------------

def _explain(s: KhamousiyyaState, move: KMove) -> tuple[str, str]:
    T = s.T
    names = s.game.player_names
    m = s.current_player
    who = names[m]
    stage = s.stage
    kind = move.kind
    own = s.bitboard(m)
    opp = s.bitboard(1 - m)
    empty = T.full & ~(own | opp)
    centre = T.names[T.centre]
    if kind == HAJEB:
        if m == s.first_player:
            return Text(N_("Only the second player may declare H’ajeb; {who} played first"),
                        who=who), "H6"
        if s.hajeb_used:
            return Text(N_("H’ajeb may be declared only once per game")), "H6"
        if stage != MOVEMENT:
            return Text(N_("H’ajeb is declared on your turn in the movement phase")), "H6"
        if s.blocked_seat is not None:
            return Text(N_("You must first open the ring for {other} (jeu bouché)"),
                        other=names[1 - m]), "H5"
        return Text(N_("{who} has no enclosure: a group of empty holes whose every neighbour "
                       "is one of his own pieces"), who=who), "H6"
    if kind in (CONTINUE, YEZZI):
        return Text(N_("'{move}' is said by the second player during the H’ajeb series"),
                    move=str(move)), "H6"
    if stage == PLACEMENT:
        if kind != PLACE:
            return Text(N_("During placement each move puts a piece from your hand on a "
                           "hole")), "H2"
        if move.dst == T.centre:
            return Text(N_("The centre {centre} stays empty during placement"),
                        centre=centre), "H2"
        if not empty >> move.dst & 1:
            return Text(N_("{square} is not empty"), square=move.dst_name), "H2"
        return (Text(N_("{who}'s first piece must go next to the centre, {centre}"),
                     who=who, centre=centre), "H2")
    if kind == PLACE:
        return Text(N_("Placement is over: all pieces are on the board")), "H2"
    if kind == PASS:
        if not s.bouche_rule:
            return Text(N_("You may not pass: a blocked player loses")), "H5"
        return Text(N_("You may pass only when you cannot move (jeu bouché)")), "H5"
    if kind == STOP:
        return Text(N_("'stop' ends a chain of captures; you are not going on")), "H4"
    if stage in (H_DECIDE,):
        return Text(N_("{who} says 'continue' or 'yezzi'"), who=who), "H6"
    if stage in (H_REMOVE, H_CEDE):
        if kind != REMOVE:
            return Text(N_("Settlement: remove a piece (xB2)")), "H6"
        if stage == H_REMOVE:
            return Text(N_("Remove one of {other}'s pieces"), other=names[1 - m]), "H6"
        return Text(N_("Remove one of {other}'s pieces beside an enclosure (any piece if "
                       "none is left)"), other=names[1 - m]), "H6"
    if kind == REMOVE:
        return Text(N_("Pieces are removed only in the settlement of H’ajeb")), "H6"
    # a line move (step or queen move)
    if not own >> move.src & 1:
        return Text(N_("There is no piece of {who} on {square}"), who=who,
                    square=move.src_name), "H3"
    if stage == H_SERIES:
        ray = _ray_between(T, move.src, move.dst)
        if any(not empty >> j & 1 for j in ray):
            return Text(N_("A queen move passes over empty holes only")), "H6"
        return Text(N_("Every move of the H’ajeb series must capture")), "H6"
    if not move.adjacent:
        return Text(N_("A piece moves one hole orthogonally, never diagonally")), "H3"
    if not empty >> move.dst & 1:
        return Text(N_("{square} is not empty"), square=move.dst_name), "H3"
    if stage == GOING_ON:
        return Text(N_("Going on: only the piece on {square} moves again, and only to capture "
                       "(or 'stop')"), square=T.names[s.aux]), "H4"
    if s.blocked_seat is not None:
        return Text(N_("{other} is blocked: move a piece of the ring so that {other} can "
                       "move (jeu bouché)"), other=names[1 - m]), "H5"
    return Text(N_("{move} is not legal here"), move=str(move)), "H3"


def _ray_between(T: _Tables, a: int, b: int) -> tuple[int, ...]:
    for ray in T.rays[a]:
        if b in ray:
            return ray[: ray.index(b)]
    return ()


# -- effects ------------------------------------------------------------------------------------

def _effects(s: KhamousiyyaState, move: KMove, t: KhamousiyyaState) -> list[Effect]:
    names = s.game.player_names
    m = s.current_player
    who, other = names[m], names[1 - m]
    first, second = names[s.first_player], names[s.second_player]
    kind = move.kind
    E = EffectKind
    out: list[Effect] = []
    if kind == PLACE:
        out.append(Effect(E.PLACE, Text(N_("{who} places a piece on {square} (H2)"), who=who,
                                        square=move.dst_name), m,
                          dst=move.dst_name, rule="H2"))
        if t.stage == MOVEMENT:
            out.append(Effect(E.PHASE, Text(N_("All pieces are placed: movement begins, "
                                               "{first} moves first into the centre (H2)"),
                                            first=first), t.current_player,
                              rule="H2"))
    elif kind == STEP:
        queen = s.stage == H_SERIES
        rule = "H6" if queen else "H3"
        text = (Text(N_("{who} slides like a queen {move} (H6)"), who=who,
                     move=f"{move.src_name}-{move.dst_name}") if queen else
                Text(N_("{who} moves {move} (H3)"), who=who,
                     move=f"{move.src_name}-{move.dst_name}"))
        out.append(Effect(E.MOVE, text, m,
                          src=move.src_name, dst=move.dst_name, rule=rule))
        taken = [s.T.names[i] for i in s.T.bits(s.bitboard(1 - m) & ~t.bitboard(1 - m))]
        # One text for all the pieces a step takes (up to three, four after a queen's slide),
        # carried by each of their effects (one per piece, for the view to lift each off):
        # told once, the message bar's last two texts name every piece, not only the last.
        said = (Text(N_("{who} captures {other}'s piece on {square} (H4)"), who=who,
                     other=other, square=taken[0]) if len(taken) == 1 else
                Text(NP_("{who} captures {other}'s piece on {squares} (H4)",
                         "{who} captures {other}'s pieces on {squares} (H4)"),
                     who=who, other=other, n=len(taken), squares=Listed(taken)))
        for name in taken:
            out.append(Effect(E.CAPTURE, said, m, src=name, count=1, rule="H4"))
        if t.stage == GOING_ON:
            out.append(Effect(E.NOTE, Text(N_("{who} may go on capturing with the piece on "
                                              "{square}, or stop (H4)"), who=who,
                                           square=move.dst_name), m, src=move.dst_name,
                              rule="H4"))
        elif t.stage == H_DECIDE:
            out.append(Effect(E.NOTE, Text(N_("{second} may say yezzi to stop the series, or "
                                              "let it go on (H6)"), second=second),
                              t.current_player, rule="H6"))
        elif t.stage == H_REMOVE:
            out.append(_settlement_effect(s, t))
    elif kind == STOP:
        out.append(Effect(E.NOTE, Text(N_("{who} stops capturing (H4)"), who=who), m,
                          rule="H4"))
    elif kind == PASS:
        out.append(Effect(E.PASS, Text(N_("{who} is blocked and passes (jeu bouché, H5)"),
                                       who=who), m,
                          rule="H5"))
        out.append(Effect(E.NOTE, Text(N_("{other} must move a piece of the ring so that "
                                          "{who} can move (H5)"), other=other, who=who), 1 - m, rule="H5"))
    elif kind == HAJEB:
        squares = tuple(sorted(sq for g in enclosures(s, m) for sq in g))
        out.append(Effect(E.DECLARE, Text(N_("{who} declares H’ajeb: {other} now moves like a "
                                             "queen and captures in a series (H6)"), who=who,
                                          other=other), m, squares=squares,
                          piece="hajeb", rule="H6"))
        if t.stage == H_DECIDE:
            out.append(Effect(E.PHASE, Text(N_("H’ajeb series: before each capture {who} may "
                                               "say yezzi (H6)"), who=who), m, rule="H6"))
        else:
            out.append(Effect(E.PHASE, Text(N_("{other} has no capturing move (H6)"),
                                            other=other), 1 - m,
                              rule="H6"))
            out.append(_settlement_effect(s, t))
    elif kind == CONTINUE:
        out.append(Effect(E.DECLARE, Text(N_("{who} lets the series go on: {other} captures "
                                             "(H6)"), who=who, other=other), m,
                          piece="continue", rule="H6"))
    elif kind == YEZZI:
        out.append(Effect(E.DECLARE, Text(N_("{who} says yezzi, enough: the series stops and "
                                             "{who} gives up his claim (H6)"), who=who), m, piece="yezzi", rule="H6"))
        out.append(Effect(E.PHASE, Text(N_("Normal play resumes: {who} to move (H6)"), who=who),
                          m, rule="H6"))
    elif kind == REMOVE:
        out.append(Effect(E.REMOVE, Text(N_("{who} removes {other}'s piece on {square} (H6)"),
                                         who=who, other=other, square=move.src_name),
                          m, src=move.src_name, rule="H6"))
        if t.stage == H_CEDE:
            out.append(Effect(E.PHASE, Text(N_("{first} now removes one of {second}'s pieces "
                                               "beside an enclosure (H6)"), first=first,
                                            second=second), t.current_player, rule="H6"))
        elif t.stage == MOVEMENT:
            out.append(Effect(E.PHASE, Text(N_("Normal play resumes: {who} to move (H6)"),
                                            who=second),
                              t.current_player, rule="H6"))
    end = t.outcome()
    if end is not None:
        out.append(Effect(E.END, end.reason, end.winner, rule=end.rule))
    return out


def _settlement_effect(s: KhamousiyyaState, t: KhamousiyyaState) -> Effect:
    names = s.game.player_names
    first, second = names[s.first_player], names[s.second_player]
    return Effect(EffectKind.PHASE, Text(N_("The series is over: settlement, {second} removes "
                                            "two of {first}'s pieces (H6)"), second=second,
                                         first=first), t.current_player, rule="H6")


# -- enclosures (public) ------------------------------------------------------------------------------

def enclosure_mask(state: KhamousiyyaState, seat: int) -> int:
    """The bitboard of the empty holes inside ``seat``'s enclosures (H6)."""
    return _enclosure_bits(state.T, state.bitboard(seat), state.bitboard(1 - seat))


def enclosures(state: KhamousiyyaState, seat: int) -> list[frozenset[str]]:
    """``seat``'s enclosures (H6): each a group of orthogonally connected empty holes whose every
    orthogonal neighbour on the board is one of ``seat``'s pieces. Ordered by lowest square."""
    T = state.T
    return [frozenset(T.names[i] for i in T.bits(g))
            for g in _components(T, enclosure_mask(state, seat))]


# -- the game -----------------------------------------------------------------------------------

class Khamousiyya(Game):
    """Khamousiyya from a level: ``[board] size`` 7 (24 pieces each) or 5 (12 each), options
    ``jeu_bouche`` (H5) and ``match`` (H7)."""

    key = "khamousiyya"
    agreement_rule = "H5"  # [house rule] a draw by agreement is offered
    rule_prefix = "H"

    def __init__(self, level, options: Mapping[str, Any] | None = None,
                 num_players: int | None = None) -> None:
        super().__init__(level, options, num_players)
        size = level.board.get("size", 7)
        if size not in (5, 7) or isinstance(size, bool):
            raise LevelError(level.path, "board.size",
                             Text(N_("Khamousiyya is played on 7x7 or 5x5 holes (H1), not "
                                     "{size}"), size=shown(size)))
        if self.num_players != 2:
            raise LevelError(level.path, "players",
                             Text(N_("Khamousiyya is played by two (H1)")))
        self.size: int = size
        self.tables = _tables(size)
        self.pieces: int = self.tables.total
        self.jeu_bouche: bool = bool(self.options.get("jeu_bouche", False))
        self.state_class = type(f"KhamousiyyaState{size}", (KhamousiyyaState,), {
            "__slots__": (), "game": self, "T": self.tables, "n": size, "limit": self.turn_limit,
            "bouche_rule": self.jeu_bouche})
        self.state_class.play = _fast_play(self.state_class, self.tables, self.turn_limit,
                                           self.jeu_bouche)
        # the random playout on local variables (issue 12): imported here, as it imports this
        from ludic.games.khamousiyya_playout import make_playout
        self.state_class.playout = make_playout(self.state_class, self.tables, self.turn_limit,
                                                self.jeu_bouche)

    # -- states -----------------------------------------------------------------------------
    def initial_state(self, first_player: int = 0) -> KhamousiyyaState:
        if first_player not in (0, 1):
            raise ValueError(f"first_player must be 0 or 1, not {first_player!r}")
        info = first_player | _HAND[0] * self.pieces | _HAND[1] * self.pieces
        return self._state(0, 0, first_player, PLACEMENT, 0, info, 0)

    def _state(self, p0, p1, mover, stage, aux, info, turns) -> KhamousiyyaState:
        s = _new_state(self.state_class)
        return s._make(p0, p1, self.tables.key_list(p0, p1), mover, stage, aux, info, turns)

    def new_match(self) -> Match | None:
        """H7: with the option ``match``, a match whose winner places first in the next game
        (``Match.first_player`` feeds ``initial_state``). ``None`` without the option."""
        if not self.options.get("match", False):
            return None
        return Match(target=None, next_first="winner")

    def square_index(self, square: str) -> int:
        i = self.tables.index.get(square.strip().upper())
        if i is None:
            raise NotationError(Text(N_("{square} is not a hole of the {n}x{n} board"),
                                     square=shown(square), n=self.size), "H1")
        return i

    # -- notation ---------------------------------------------------------------------------
    def parse_move(self, text: str) -> KMove:
        if isinstance(text, KMove):
            return text
        raw = str(text).strip()
        low = raw.lower().replace(" ", "")
        low = _ALIASES.get(low, low)
        if low in _WORDS:
            return self.tables.by_text[low]
        T = self.tables
        if low.startswith("x"):
            return T.remove[self.square_index(low[1:])]
        if "-" in low:
            a, _, b = low.partition("-")
            i, j = self.square_index(a), self.square_index(b)
            move = T.line.get((i, j))
            if move is None:
                raise NotationError(Text(N_("{move}: a piece moves along a line, "
                                            "orthogonally, or in the H’ajeb series also "
                                            "diagonally"), move=shown(raw)), "H3")
            return move
        if not low:
            raise NotationError(Text(N_("An empty move")), "H1")
        try:
            return T.place[self.square_index(low)]
        except NotationError:
            raise NotationError(Text(N_("{move} is not a move: D3 (place), D3-D4 (move), "
                                        "stop, pass, hajeb, continue, yezzi, xB2 (remove)"),
                                     move=shown(raw)), "H1") from None

    def parse_position(self, text: str) -> KhamousiyyaState:
        return _parse_position(self, text)


def _field(token: str, key: str) -> str:
    name, sep, value = token.partition(":")
    if not sep or name != key:
        raise NotationError(Text(N_("expected '{key}:...' in the position, got {token}"),
                                 key=key, token=shown(token)), "H1")
    return value


def _pair(token: str, key: str) -> tuple[int, int]:
    parts = _field(token, key).split(",")
    if len(parts) != 2 or not all(is_digits(p, 3) for p in parts):
        raise NotationError(Text(N_("{key} needs two whole numbers, South's then North's: "
                                    "{token}"), key=key, token=shown(token)), "H1")
    return int(parts[0]), int(parts[1])


def _seat(letter: str, what: str) -> int:
    if letter not in LETTERS:
        raise NotationError(Text(N_("{what} must be S or N, not {letter}"), what=what,
                                 letter=shown(letter)), "H1")
    return LETTERS.index(letter)


def _placement_counts(k: int) -> tuple[int, int, bool]:
    """After ``k`` placements: pieces placed by the first and second player, and whether the
    first player is to place (H2: turns of two)."""
    turn, within = divmod(k, 2)
    first_done, second_done = 2 * ((turn + 1) // 2), 2 * (turn // 2)
    if turn % 2 == 0:
        return first_done + within, second_done, True
    return first_done, second_done + within, False


def _parse_position(game: Khamousiyya, text: str) -> KhamousiyyaState:
    T = game.tables
    n = T.n
    tokens = check_text(text, "Khamousiyya", "H1").split()
    if len(tokens) != 10:
        raise NotationError(Text(N_("a position has 10 fields, this one has {n}"),
                                 n=len(tokens)), "H1")
    ranks = tokens[0].split("/")
    if len(ranks) != n or any(len(r) != n for r in ranks):
        raise NotationError(Text(N_("the board needs {n} ranks of {n} holes, separated by "
                                    "'/'"), n=n), "H1")
    p0 = p1 = 0
    for row, rank in enumerate(reversed(ranks)):
        for col, ch in enumerate(rank):
            i = row * n + col
            if ch == "S":
                p0 |= 1 << i
            elif ch == "N":
                p1 |= 1 << i
            elif ch != ".":
                raise NotationError(Text(N_("unknown piece {ch} (S, N or .)"), ch=shown(ch)),
                                    "H1")
    mover = _seat(tokens[1], "who moves")
    if tokens[2] not in _STAGE_NAMES:
        raise NotationError(Text(N_("unknown stage {stage} (one of {stages})"),
                                 stage=shown(tokens[2]), stages=", ".join(_STAGE_NAMES)), "H1")
    stage, aux = _STAGE_NAMES[tokens[2]]
    hands = _pair(tokens[3], "hand")
    caps = _pair(tokens[4], "captured")
    first = _seat(_field(tokens[5], "first"), "first")
    status = _field(tokens[6], "hajeb")
    if status not in ("open", "used"):
        raise NotationError(Text(N_("hajeb is 'open' or 'used', not {status}"),
                                 status=shown(status)), "H6")
    chain = _field(tokens[7], "chain")
    bouche = _field(tokens[8], "bouche")
    turns = whole_number(_field(tokens[9], "turns"), "turns", "H5")
    names = game.player_names
    for seat, bb in ((0, p0), (1, p1)):
        if bb.bit_count() + hands[seat] + caps[seat] != T.total:
            raise NotationError(Text(N_("{seat}: {board} on the board + {hand} in hand + "
                                        "{lost} captured is not {total}"), seat=names[seat],
                                     board=bb.bit_count(), hand=hands[seat], lost=caps[seat],
                                     total=T.total), "H1")
    if stage == PLACEMENT:
        if p0 >> T.centre & 1 or p1 >> T.centre & 1:
            raise NotationError(Text(N_("the centre stays empty during placement")), "H2")
        if caps != (0, 0):
            raise NotationError(Text(N_("nothing is captured during placement")), "H2")
        placed = (T.total - hands[first], T.total - hands[1 - first])
        pf, ps, first_moves = _placement_counts(placed[0] + placed[1])
        if (pf, ps) != placed or placed == (T.total, T.total):
            raise NotationError(Text(N_("these hands do not fit turns of two pieces")), "H2")
        if mover != (first if first_moves else 1 - first):
            raise NotationError(Text(N_("it is {seat}'s turn to place"),
                                     seat=names[first if first_moves else 1 - first]), "H2")
        if turns != sum(placed) // 2:
            # two counts: the pieces are a counted message of their own inside the one
            # counted by the turns
            pieces = Text(NP_("{n} piece placed", "{n} pieces placed"), n=sum(placed))
            raise NotationError(Text(NP_("{placed} in turns of two make {want} turn, not "
                                         "turns:{turns}", "{placed} in turns of two make {want} "
                                         "turns, not turns:{turns}", "want"), placed=pieces,
                                     want=sum(placed) // 2, turns=turns), "H2")
        mid_turn = sum(placed) % 2 == 1  # the first piece of a turn of two is down
    elif hands != (0, 0):
        raise NotationError(Text(N_("pieces in hand after placement")), "H2")
    elif turns < T.total:
        raise NotationError(Text(N_("placing {pieces} pieces in turns of two takes {want} turns, "
                                    "so turns:{turns} is too few after placement"),
                                 pieces=2 * T.total, want=T.total, turns=turns), "H2")
    else:
        # Inside a turn: a going-on chain, the H’ajeb series, the first player's removal owed
        # in the settlement. hajeb-decide and hajeb-remove2 also come right after the
        # declaration, a turn of its own, so they may stand at the limit (then it is reached).
        mid_turn = stage in (GOING_ON, H_SERIES, H_CEDE) or (stage == H_REMOVE and aux == 1)
    if stage == GOING_ON:
        if chain == "-":
            raise NotationError(Text(N_("going-on needs the chain piece (chain:D4)")), "H4")
        aux = game.square_index(chain)
        if not (p1 if mover else p0) >> aux & 1:
            raise NotationError(Text(N_("the chain piece on {square} is not {seat}'s"),
                                     square=chain, seat=names[mover]), "H4")
    elif chain != "-":
        raise NotationError(Text(N_("a chain piece is given only while going on")), "H4")
    if stage >= H_DECIDE:
        if status != "used":
            raise NotationError(Text(N_("during H’ajeb the status is 'used'")), "H6")
        want = first if stage in (H_SERIES, H_CEDE) else 1 - first
        if mover != want:
            raise NotationError(Text(N_("it is {seat}'s move in {stage}"), seat=names[want],
                                     stage=tokens[2]), "H6")
    duty = 0
    if bouche != "-":
        blocked = _seat(bouche, "bouche")
        if not game.jeu_bouche or stage not in (MOVEMENT, GOING_ON) or blocked == mover:
            raise NotationError(Text(N_("bouche names the blocked player while the other opens "
                                        "the ring (option jeu_bouche)")), "H5")
        duty = (blocked + 1) << 2
    check_turn_count(turns, game.turn_limit, mid_turn, "H5")
    info = (first | (_USED if status == "used" else 0) | duty
            | _HAND[0] * hands[0] | _HAND[1] * hands[1] | _CAP[0] * caps[0] | _CAP[1] * caps[1])
    return game._state(p0, p1, mover, stage, aux, info, turns)
