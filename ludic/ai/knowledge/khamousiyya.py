"""What the computer knows about Khamousiyya (rule book ``khamousiyya.md``), 7x7 and 5x5.

A player wins by taking every enemy piece or leaving the enemy no move (H5), and pieces are
taken by sandwiching (H4). So a position is judged by:

* **pieces**: 100 points each, the difference of pieces lost by each side (placed or in hand
  alike: every piece in hand will be placed);
* **captures one step away** ("threats"): empty holes where a step of one's own would
  sandwich an enemy piece. The player to move with one will take a piece (50 points); the
  other side's count 15 each, up to four (the mover can answer only some of them);
* **mobility**: 3 points per possible step more than the opponent (a blocked side loses, H5).

During placement (H2) the same counts, taken on the half-filled board, say whose pieces stand
open to a sandwich once the pieces move. One more thing counts then, and far more than they
do: a **sealed hole** beside the centre. The first player's first move after placement goes
from a hole next to the centre into it (H2); if every other neighbour of that hole is his
own, the hole he leaves is one the second player cannot reach, every other hole is full, and
the second player, unable to move, has lost (H5) before a piece is taken, unless that first
step captures (H4: a second player's piece beside the centre with a first player's beyond it)
and so opens a hole. Placed pieces stay until the pieces move, so a sealed hole with no such
capture already set up is worth :data:`SEALED`, as much as ten pieces, to the first player
(the second's one answer is to set up that capture, which the search finds). Under
``jeu_bouche`` (H5: a blocked player passes) the block decides nothing and is not counted.

Measured (5x5, November 2026, ``python -m ludic.ai.bench``, seed 18, node budgets): without
the seal the search saw the block only when the last pieces went down, and Hard as the second
player lost a game to random play that way (game 91: South sealed C4 at the 13th of 24
placements; 99-1); with it, 100-0, at the same time per move (CPU median 0.39 s, 95th
percentile 0.49 s). A person who found the trick could have beaten Hard with it as South in
every game. Against Medium without the seal (the bench's first 40 games, seats alternating),
Hard won every game as South, as before, now mostly by sealing (in 25-32 plies); as North it
won 11, drew 7 and lost 2 (before: 13, 6, 1): 16 of its 20 games ended as before, three worse
and one better, perhaps a defence that costs placements elsewhere, perhaps the noise of a
changed search; too few games to tell, and a hole left open to a seal would lose every game
to a person who knows the trick. Medium judges with the same knowledge, so it seals and
defends too: the bench's Hard - Medium, 40 games, 30-2 with 8 draws (93.8% of decided
games; before 32-1 with 7).

Everything is counted with whole-board bit operations (no loop over moves), so a position
costs a few microseconds to judge.

Ordering: capturing steps first, the ones taking most first; ``stop`` (end a going-on chain)
and ``yezzi`` last. A going-on capture (H4) is a free ply and a quiescence move: the search
does not count it as depth and does not stop in the middle of a chain. It reads the state's
slots (``own``, ``opp``, ``stage``, ``info``) and the board tables ``state.T`` of
:mod:`ludic.games.khamousiyya` directly, for speed (read only).
"""

from __future__ import annotations

from ludic.ai.knowledge import Knowledge
from ludic.games.khamousiyya import (_DUTY, GOING_ON, MOVEMENT, PLACEMENT, STEP, STOP,
                                     YEZZI)

PIECE = 100.0
THREAT_TO_MOVE = 50.0
THREAT_OTHER = 15.0
MOBILITY = 3.0
SEALED = 1000.0


def _captured_by(move, own_after: int, opp: int) -> int:
    """How many pieces a step takes (H4): ``own_after`` holds the moved piece."""
    n = 0
    for mid, far in move.sw:
        if opp & mid and own_after & far:
            n += 1
    return n


class _Board:
    """Column masks of one board size, for the bit-parallel counts."""

    def __init__(self, T) -> None:
        n = T.n
        self.n = n
        self.full = T.full
        col = [sum(1 << (r * n + c) for r in range(n)) for c in range(n)]
        self.east_ok = sum(col[:n - 2])  # a hole with two more to its east
        self.west_ok = sum(col[2:])
        self.not_first = T.not_first
        self.not_last = T.not_last
        # each hole next to the centre, with its other neighbours (the holes that seal it)
        # and the sandwiches (hole beside the centre, hole beyond it) a step from it into
        # the centre would make
        c = T.centre
        self.beside_centre = tuple(
            (1 << x, sum(1 << j for j in T.nb[x] if j != c),
             tuple((1 << y, 1 << (2 * y - c)) for y in T.nb[c] if y != x))
            for x in T.nb[c])

    def sealed(self, first: int, second: int) -> bool:
        """Whether the first player (bitboard ``first``) holds a hole beside the centre
        whose every other neighbour is his too, and whose step into the centre (H2) cannot
        capture now (H4): that step would leave the second player no move (H5)."""
        for hole, seal, sandwiches in self.beside_centre:
            if first & hole and seal & first == seal and not any(
                    second & y and first & z for y, z in sandwiches):
                return True
        return False

    def capture_holes(self, own: int, opp: int) -> int:
        """Empty holes where a piece of ``own`` arriving would sandwich a piece of ``opp``
        (H4), and which one of ``own``'s pieces can step into."""
        n = self.n
        full = self.full
        empty = full & ~(own | opp)
        holes = ((opp >> n) & (own >> 2 * n)) | ((opp << n) & (own << 2 * n) & full) \
            | ((opp >> 1) & (own >> 2) & self.east_ok) \
            | ((opp << 1) & (own << 2) & self.west_ok)
        holes &= empty
        if not holes:
            return 0
        near = (own << n) | (own >> n) | ((own << 1) & self.not_first) \
            | ((own >> 1) & self.not_last)
        return holes & near

    def mobility(self, own: int, empty: int) -> int:
        """The number of one-hole steps of ``own`` into ``empty`` (H3)."""
        n = self.n
        return (((own << n) & empty).bit_count() + ((own >> n) & empty).bit_count()
                + ((own << 1) & self.not_first & empty).bit_count()
                + ((own >> 1) & self.not_last & empty).bit_count())


class KhamousiyyaKnowledge(Knowledge):
    node_scale = 1.0

    def __init__(self, game) -> None:
        super().__init__(game)
        self.boards: dict[int, _Board] = {}

    def _board(self, state) -> _Board:
        board = self.boards.get(state.T.n)
        if board is None:
            board = self.boards[state.T.n] = _Board(state.T)
        return board

    def key(self, state):
        return (state.own, state.opp, state.current_player, state.stage, state.aux,
                state.info)

    def repetition_key(self, state):
        """The table's key: it already leaves out the turn count (H5: a piece stepping to and
        fro repeats the same position, and only the turn limit ends that, as a draw)."""
        return (state.own, state.opp, state.current_player, state.stage, state.aux,
                state.info)

    def repetition_value(self, state, seat: int) -> float:
        """A draw (0) for a side even or ahead: only the turn limit ends a game that
        repeats (H5), and a side ahead that repeats throws its lead away. For a side
        **behind**, the pieces as they stand (100 points a piece down): the draw is not
        its to take, since the side ahead need not repeat, so coming back is worth no more
        than the position it already has. Valued as a draw, a return outweighed anything a
        side three or more pieces down could do: at every strength it stepped a piece back
        into a position played rather than capture (8 of 8 seeded positions, Easy, Medium
        and Hard alike), and so rocked A4-B4-A4 against a person shuffling to trap it."""
        return min(0.0, PIECE * self.material(state, seat))

    def irreversible(self, before, after) -> bool:
        """A piece placed (H2: it never goes back to the hand), a piece taken (H4, and the
        settlement's removals, H6: it never comes back) or H’ajeb declared (H6: once per
        game) between ``before`` and ``after``: each changes ``info`` (the hands, the
        captures, the H’ajeb flag) one way only, and ``info`` is part of the position
        (``repetition_key``), so no position up to ``before`` can come back. Only the
        jeu bouché duty (H5) changes both ways and is left out."""
        return (before.info | _DUTY) != (after.info | _DUTY)

    def quiesce(self, state) -> bool:
        return state.stage == GOING_ON

    def free_ply(self, state) -> bool:
        return state.stage == GOING_ON

    def evaluate(self, state, seat: int) -> float:
        m = state.current_player
        info = state.info
        score = PIECE * (((info >> (32 - 8 * m)) & 255) - ((info >> (24 + 8 * m)) & 255))
        own, opp = state.own, state.opp
        b = self._board(state)
        mine = b.capture_holes(own, opp)
        theirs = b.capture_holes(opp, own)
        if mine:
            if state.stage != PLACEMENT:
                score += THREAT_TO_MOVE
            else:
                score += THREAT_OTHER * min(mine.bit_count(), 4)
        if theirs:
            score -= THREAT_OTHER * min(theirs.bit_count(), 4)
        empty = b.full & ~(own | opp)
        score += MOBILITY * (b.mobility(own, empty) - b.mobility(opp, empty))
        if state.stage == PLACEMENT and not state.bouche_rule:
            first_moves = (info & 1) == m
            if b.sealed(own, opp) if first_moves else b.sealed(opp, own):
                score += SEALED if first_moves else -SEALED
        return score if seat == m else -score

    def threats(self, state, seat: int) -> int:
        own, opp = state.bitboard(seat), state.bitboard(1 - seat)
        return self._board(state).capture_holes(own, opp).bit_count()

    def material(self, state, seat: int) -> int:
        """Pieces ahead (H4, H6: captured or removed, in hand or on the board alike)."""
        return state.captured(1 - seat) - state.captured(seat)

    def mobility(self, state, seat: int) -> int | None:
        """The one-hole steps ``seat`` could make (H3; None while the pieces are placed)."""
        if state.stage not in (MOVEMENT, GOING_ON):
            return None
        own, opp = state.bitboard(seat), state.bitboard(1 - seat)
        b = self._board(state)
        return b.mobility(own, b.full & ~(own | opp))

    def is_capture(self, state, move) -> bool:
        if move.kind != STEP:
            return False
        own, opp = state.own, state.opp
        return bool(opp & move.near) and _captured_by(move, own ^ move.sd, opp) > 0

    def order(self, state, moves) -> list:
        if state.stage not in (MOVEMENT, GOING_ON):
            return list(moves)
        own, opp = state.own, state.opp
        captures, quiet, last = [], [], []
        for mv in moves:
            kind = mv.kind
            if kind == STEP:
                if opp & mv.near:
                    n = _captured_by(mv, own ^ mv.sd, opp)
                    if n:
                        captures.append((-n, len(captures), mv))
                        continue
                quiet.append(mv)
            elif kind == STOP or kind == YEZZI:
                last.append(mv)
            else:
                quiet.append(mv)
        captures.sort()
        return [mv for _, _, mv in captures] + quiet + last
