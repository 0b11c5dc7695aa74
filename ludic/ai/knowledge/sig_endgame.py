"""Exact endgame values of Sig (El Oued Capture): every position with at most two pieces a side.

With few pieces left the game is small enough to solve. For every position where each side
has one or two pieces, at the start of a throw (a turn's first throw, or the throw again
earned by a sig, K2 -- the two are the same position), ``sig_endgame.bin`` holds the exact
chance that the side about to throw wins when both sides play their best: expectimax over
the throws (sticks K2-K4, with their real probabilities), the best move for each count (C4),
and the other side's chance ``1 - v`` when the turn passes. The game can loop for ever
(pieces run round their circuits, C2), so the values are the fixed point of those
equations, found by value iteration in ``tools/sig_endgame.py`` (it builds the positions'
successors with the game's own ``play``, so no rule is copied here or there; its docstring
gives the figures).

**The app's AI does not read it** (yet): valuing these positions exactly did not make Hard
measurably stronger, against random play or against Hard without it (the figures and the
branch that tried it: :mod:`ludic.ai.knowledge.sig_capture`, "The solved endgame"). The
table stays for what it tells (how much the endgame leaves to choose) and for the next try;
``build.spec`` does not ship it while nothing in the app reads it.

Only the default ruleset is solved (``polished_probability`` 0.5,
neither ``six_twelve_always_sig`` nor ``twelve_first_turn_only``): :func:`applies` says
whether a game is that one.

Positions, seen by the side about to throw
------------------------------------------
North's circuit is South's turned half round (C2), so a position is written with the side
about to throw as "mover" and the other as "other", each by its pieces' places on its own
circuit: one piece is a **code** 0-23 (a freed piece at that progress) or 24 + k (the
unfreed piece k, still on its start, progress k, C3). A side is a sorted tuple of one or
two codes on different squares (:data:`CONFIGS`, in a fixed order: the one-piece sides, then
the pairs, each sorted). Which freed piece is which does not change what can happen.

The file (``sig_endgame.bin``, beside this module)
--------------------------------------------------
* 8 bytes ``LUDSIGE1``; then little-endian uint32 ``n`` = ``len(CONFIGS)`` (453); then
  uint32 CRC-32 of the rest;
* ``n * n`` little-endian uint16, entry ``mover * n + other``: ``round(p * 65534)``, ``p``
  the mover's chance of winning; 65535 where the two sides cannot stand together (two
  pieces on one square).

Read with :mod:`array` (numpy is not a dependency of the app), once, on first use
(:func:`table`); a missing, short or corrupt file gives ``None`` and the caller keeps its
fitted judgement.
"""

from __future__ import annotations

import struct
import sys
import zlib
from array import array
from itertools import combinations
from pathlib import Path

from ludic.games.sig_capture import _CIRCUIT, LOOP

MAGIC = b"LUDSIGE1"
HEADER = struct.Struct("<8sII")
#: The largest stored value (p = 1); :data:`NONE` marks an impossible pair of sides.
SCALE = 65534
NONE = 65535
PATH = Path(__file__).resolve().parent / "sig_endgame.bin"


def _square(seat: int, code: int) -> int:
    return _CIRCUIT[seat][code if code < LOOP else code - LOOP]


def _configs() -> tuple[tuple[int, ...], ...]:
    codes = list(range(LOOP + 6))
    ones = [(c,) for c in codes]
    twos = [(a, b) for a, b in combinations(codes, 2) if _square(0, a) != _square(0, b)]
    return tuple(ones + twos)


#: Every side of one or two pieces, as sorted codes (see the module docstring).
CONFIGS = _configs()
CONFIG_INDEX = {c: i for i, c in enumerate(CONFIGS)}
N = len(CONFIGS)


def compatible(mover: tuple[int, ...], other: tuple[int, ...]) -> bool:
    """True when no piece of ``mover`` (seen as South) shares a square with one of ``other``
    (seen as North)."""
    mine = {_square(0, c) for c in mover}
    return not any(_square(1, c) in mine for c in other)


def side_config(prog, unfreed: int, seat: int) -> int | None:
    """The index in :data:`CONFIGS` of ``seat``'s pieces, or None with more than two (or none)."""
    codes = []
    for i in range(6 * seat, 6 * seat + 6):
        p = prog[i]
        if p >= 0:
            codes.append(LOOP + i - 6 * seat if unfreed >> i & 1 else p)
    if not 0 < len(codes) <= 2:
        return None
    codes.sort()
    return CONFIG_INDEX[tuple(codes)]


def entry(state) -> int | None:
    """The table entry of ``state`` (its side to throw as mover), or None outside the table."""
    prog, unfreed, t = state.prog, state.unfreed, state.turn
    if prog.count(-1) < 8:  # a side has three pieces or more (one C call: the search asks often)
        return None
    mover = side_config(prog, unfreed, t)
    if mover is None:
        return None
    other = side_config(prog, unfreed, 1 - t)
    if other is None:
        return None
    return mover * N + other


def encode(values) -> bytes:
    """The file's bytes from ``N * N`` uint16 entries (the tool writes them)."""
    body = array("H", values)
    if len(body) != N * N:
        raise ValueError(f"expected {N * N} entries, got {len(body)}")
    if sys.byteorder != "little":
        body.byteswap()
    raw = body.tobytes()
    return HEADER.pack(MAGIC, N, zlib.crc32(raw)) + raw


def decode(data: bytes) -> array | None:
    """The entries of a file's bytes, or None if they are not a whole, intact table."""
    if len(data) != HEADER.size + 2 * N * N:
        return None
    magic, n, crc = HEADER.unpack_from(data)
    raw = data[HEADER.size:]
    if magic != MAGIC or n != N or zlib.crc32(raw) != crc:
        return None
    body = array("H")
    body.frombytes(raw)
    if sys.byteorder != "little":
        body.byteswap()
    return body


_TABLE: dict[str, array | None] = {}


def table(path: Path | None = None) -> array | None:
    """The table (loaded once per path), or None when the file is missing or damaged."""
    where = str(path or PATH)
    if where not in _TABLE:
        try:
            data = Path(where).read_bytes()
        except OSError:
            data = b""
        _TABLE[where] = decode(data)
    return _TABLE[where]


def applies(game) -> bool:
    """True for the ruleset the table was solved for (the default options)."""
    o = game.options
    return (float(o.get("polished_probability", 0.5)) == 0.5
            and not o.get("six_twelve_always_sig", False)
            and not o.get("twelve_first_turn_only", False))


def win_chance(values: array, state) -> float | None:
    """The exact chance that ``state``'s side to throw wins, or None outside the table."""
    e = entry(state)
    if e is None:
        return None
    v = values[e]
    return None if v == NONE else v / SCALE
