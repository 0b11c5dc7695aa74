"""Isolo, the Sukuma four-row mancala (boys' game), as the rule book ``isolo.md`` plays it.

Every rule I1-I10 is played, including what other implementations drop: each player's own
initial phase with protected ``H``/``I`` (I3), singletons never played (I4), capture only when
both opposite holes are occupied and in play (I5), captured counters sown from the start of the
capturing sowing (I7), chained captures (I7), relay (I6), lapping sowing (I4) and the endless
safari guard ``max_relays`` (I8).

The board (I1), seen from South, with the index of each hole in ``State.counts``::

    h  g  f  e  d  c  b  a       North outer   23 22 21 20 19 18 17 16
    i  j  k  l  m  n  o  p       North inner   24 25 26 27 28 29 30 31
    P  O  N  M  L  K  J  I       South inner   15 14 13 12 11 10  9  8
    A  B  C  D  E  F  G  H       South outer    0  1  2  3  4  5  6  7

Seat 0 is South (capitals, indices 0-15), seat 1 is North (small letters, indices 16-31).
Each player sows anticlockwise round his own 16 holes in letter order ``A..P, A..`` (I1); in his
initial phase (I3) his ``H`` and ``I`` are left out, so he sows round 14 holes.
An inner hole faces the two opponent holes of its column: South's ``P`` faces ``i`` and ``h``,
South's ``I`` faces ``p`` and ``a`` (I1). In index terms, South's inner hole ``k`` (8-15) faces
North's ``23 - k + 16`` (inner) and ``k - 8 + 16`` (outer), and the same with the sides swapped.

Moves are hole letters (``"M"`` for South, ``"m"`` for North): plain strings, interned.

Position notation (one line, ``Isolo.parse_position`` reads it back)::

    A2 B0 C2 D0 E2 F0 G2 H17 I0 J1 K2 L0 M2 N0 O2 P0 a2 b0 ... p0 S S:initial N:initial moves:0

the 32 holes with their counts (South's ``A..P`` then North's ``a..p``, in that order), the
player to move (``S`` or ``N``), each player's phase (``S:`` South's, ``N:`` North's; ``initial``
while his ``H``/``I`` are out of play, ``main`` once he has played from ``H``, I3) and the number
of moves played so far (for the level's turn limit; may be left out when reading, meaning 0).

For the view
------------
Read-only accessors of :class:`IsoloState` (``s``) and :class:`Isolo` (``game``):

* ``s.counts``: tuple of 32 counts, indexed as drawn above; ``s.count("M")``: one hole.
* ``s.current_player`` / ``s.turn``: 0 South, 1 North (Isolo has no chance moves).
* ``s.phase``: the mover's phase (``"initial"`` or ``"main"``); ``s.phase_of(seat)``;
  ``s.in_initial_phase(seat)``; ``s.out_of_play("H")``: True for ``H``/``I`` of a player in his
  initial phase (draw them greyed: they are skipped by his sowing and cannot be captured, I3).
* ``s.moves_played``: moves so far (the turn limit counts them).
* Clicks: ``game.hole_at(row, col)`` gives the letter drawn at a grid cell (row 0 = North outer,
  as above); ``game.cell_of("M")`` gives ``(row, col)``; ``s.moves_from("M")`` is ``("M",)`` if
  that hole may be played now, else ``()``; ``s.why_illegal("M")`` says why not (rule cited).
* ``game.owner("m")`` -> 1; ``game.opposite("P")`` -> ``("i", "h")`` (inner, outer);
  ``game.holes(seat)``: the seat's 16 letters in sowing order.
* ``game.control_counts()``: two in every hole (I2); ``game.opening()``: the effects that lead
  from it to ``game.initial_state()`` (I2), step by step.
* Effects of ``s.apply(move)``: only ``LIFT`` (minus ``count`` at ``src``), ``SOW`` (plus one at
  ``dst``) and ``CAPTURE`` (minus ``count`` at ``src``) change counts; ``RELAY``, ``PHASE``,
  ``NOTE``, ``TURN`` and ``END`` narrate. ``player`` is the mover (for ``TURN`` the next player,
  for ``END`` the winner or None). ``rule`` cites the rule book.
"""

from __future__ import annotations

from typing import Any, Mapping

from ludic.i18n import N_, NP_, Text
from ludic.model.errors import IllegalMove, LevelError, NotationError
from ludic.model.reading import check_text, check_turn_count, is_digits, shown, whole_number
from ludic.model.protocol import (Effect, EffectKind, Game, Outcome, State, Termination,
                                  Transition)

SOUTH, NORTH = 0, 1
SIDE_NAMES = (Text(N_("South")), Text(N_("North")))
SIDE_TOKENS = ("S", "N")
PHASE_NAMES = ("main", "initial")  # indexed by "in initial phase" (False, True)

#: Hole letters by index: South ``A..P`` (0-15), North ``a..p`` (16-31).
LETTERS: tuple[str, ...] = tuple("ABCDEFGHIJKLMNOP") + tuple("abcdefghijklmnop")
INDEX: dict[str, int] = {name: i for i, name in enumerate(LETTERS)}
H, I = 7, 8  # the protected holes of the initial phase (I3), relative to a side's base

#: The grid seen from South (I1): rows top to bottom, columns left to right.
GRID: tuple[tuple[str, ...], ...] = (
    tuple("hgfedcba"),
    tuple("ijklmnop"),
    tuple("PONMLKJI"),
    tuple("ABCDEFGH"),
)
CELL: dict[str, tuple[int, int]] = {
    name: (r, c) for r, row in enumerate(GRID) for c, name in enumerate(row)}

#: The starting position of each side (I2, I10.1), in sowing order A..P.
START_SIDE = (2, 0, 2, 0, 2, 0, 2, 17, 0, 1, 2, 0, 2, 0, 2, 0)
TOTAL = 64  # I9


def _opposite_index(i: int) -> tuple[int, int] | None:
    """The (inner, outer) opponent holes facing inner hole ``i`` (I1), or None for outer."""
    k = i % 16
    if k < 8:
        return None
    other = 16 if i < 16 else 0
    return other + 23 - k, other + k - 8


def _ring(player: int, initial: bool) -> tuple[int, ...]:
    """The holes ``player`` sows into, in order (I1; without H and I in his initial phase, I3)."""
    base = 16 * player
    return tuple(base + k for k in range(16) if not (initial and k in (H, I)))


def _tables(player: int, initial: bool, opp_initial: bool):
    """Precomputed sowing tables for the fast path.

    ``pre[s][r]``: the first ``r`` holes after ``s`` round the ring; ``last[s][r]``: the hole
    receiving counter number ``r`` (``r = 0`` means a whole number of laps: ``s`` itself, I4);
    ``cap[h]``: the opposite pair of an inner hole ``h`` that may capture, else None.
    """
    ring = _ring(player, initial)
    size = len(ring)
    pre: list[Any] = [None] * 32
    last: list[Any] = [None] * 32
    for pos, s in enumerate(ring):
        after = tuple(ring[(pos + j) % size] for j in range(1, size + 1))
        pre[s] = tuple(after[:r] for r in range(size))
        last[s] = (s,) + after[: size - 1]
    cap: list[Any] = [None] * 32
    other = 16 * (1 - player)
    protected = {other + H, other + I} if opp_initial else set()
    for h in ring:
        pair = _opposite_index(h)
        if pair is not None and not protected.intersection(pair):
            cap[h] = pair
    return size, ring, pre, last, cap


#: PLAYABLE[player][initial]: the holes a move may start from (I4; not I in the initial phase)
PLAYABLE = tuple(tuple(tuple(16 * p + k for k in range(16) if not (initial and k == I))
                       for initial in (False, True)) for p in (0, 1))

#: TABLES[player][initial][opp_initial]
TABLES = tuple(tuple(tuple(_tables(p, bool(a), bool(b)) for b in (0, 1)) for a in (0, 1))
               for p in (0, 1))


class IsoloState(State):
    """An Isolo position: 32 counts, the player to move, each player's phase, moves played.

    Immutable; ``apply``/``play`` return new states. ``legal_moves`` and ``outcome`` are cached.
    """

    __slots__ = ("game", "counts", "current_player", "initial", "moves_played",
                 "_legal", "_outcome")

    def __init__(self, game: "Isolo", counts, player: int, initial: tuple[bool, bool],
                 moves_played: int = 0) -> None:
        self.game = game
        self.counts = tuple(counts)
        self.current_player = player
        self.initial = initial
        self.moves_played = moves_played
        self._legal = None
        self._outcome = None

    #: Isolo has no chance: a plain class attribute is cheaper than the base property.
    is_chance = False

    @property
    def turn(self) -> int:
        return self.current_player

    # -- views -----------------------------------------------------------------------------
    @property
    def phase(self) -> str:
        return PHASE_NAMES[self.initial[self.current_player]]

    def phase_of(self, seat: int) -> str:
        """``"initial"`` while ``seat`` has not yet played from his H (I3), else ``"main"``."""
        return PHASE_NAMES[self.initial[seat]]

    def in_initial_phase(self, seat: int) -> bool:
        return self.initial[seat]

    def count(self, hole: str) -> int:
        return self.counts[self.game.index(hole)]

    def out_of_play(self, hole: str) -> bool:
        """True for the H and I of a player in his initial phase (I3)."""
        i = self.game.index(hole)
        return self.initial[i // 16] and i % 16 in (H, I)

    def moves_from(self, hole: str) -> tuple[str, ...]:
        """``(hole,)`` if a move may start there now, else ``()`` (for a click on a hole)."""
        return (hole,) if hole in self.legal_moves() else ()

    # -- moves -----------------------------------------------------------------------------
    def legal_moves(self) -> tuple[str, ...]:
        """The holes of the mover holding at least two counters, in letter order (I4), without
        his I during his initial phase (I3). Empty once the game is over."""
        legal = self._legal
        if legal is None:
            legal = self._settle()
        return legal

    def _settle(self) -> tuple[str, ...]:
        """Compute and cache the legal moves and the outcome together."""
        p = self.current_player
        c = self.counts
        legal = tuple([LETTERS[i] for i in PLAYABLE[p][self.initial[p]] if c[i] > 1])
        if not legal:
            self._outcome = Outcome(1 - p, Text(N_("{loser} cannot move: {winner} wins (I8)"),
                                                loser=SIDE_NAMES[p], winner=SIDE_NAMES[1 - p]),
                                    "I8", why=Text(N_("{seat} cannot move (I8)"),
                                                   seat=SIDE_NAMES[p]),
                                    termination=Termination.BLOCKED)
        elif self.moves_played >= self.game.turn_limit:
            legal = ()
            # [house rule] a turn is a sowing with its relays and captures (README "Turn");
            # Isolo has no scoring of its own, so the limit is a draw. No rule of Isolo's
            # names the limit (I8 does not), so its words cite none and ``rule`` is None.
            self._outcome = Outcome(None, Text(NP_(
                "The turn limit of {limit} turn is reached: a draw",
                "The turn limit of {limit} turns is reached: a draw", "limit"),
                limit=self.game.turn_limit), why=Text(NP_(
                    "The turn limit of {limit} turn is reached",
                    "The turn limit of {limit} turns is reached", "limit"),
                    limit=self.game.turn_limit), termination=Termination.TURN_LIMIT)
        else:
            self._outcome = None
        self._legal = legal
        return legal

    def refusal(self, move: Any) -> tuple[str, str | None] | None:
        outcome = self.outcome()
        if outcome is not None:
            return Text(N_("The game is over: {reason}"), reason=outcome.reason), outcome.rule
        if move in self.legal_moves():
            return None
        i = INDEX.get(move) if isinstance(move, str) else None
        if i is None:
            return Text(N_("{move} is not a hole: play one of your hole letters"),
                        move=shown(move)), "I1"
        p = self.current_player
        if i // 16 != p:
            return (Text(N_("{move} is {other}'s hole: play from one of {me}'s holes"),
                         move=move, other=SIDE_NAMES[1 - p], me=SIDE_NAMES[p]), "I4")
        if self.initial[p] and i % 16 == I:
            return Text(N_("{move} is out of play until you have played from your H"),
                        move=move), "I3"
        n = self.counts[i]
        if n == 1:
            return Text(N_("{move} holds a single counter: singletons are never played"),
                        move=move), "I4"
        return Text(N_("{move} is empty: play a hole with at least two counters"),
                    move=move), "I4"

    def play_at(self, fraction: float) -> "IsoloState":
        """The protocol's ``play_at`` without its chance branch (Isolo throws nothing): the
        random playouts' draw, ``legal_moves()[int(fraction * n)]`` played."""
        moves = self.legal_moves()
        return self.play(moves[int(fraction * len(moves))])

    def play(self, move: Any) -> "IsoloState":
        """The fast path, no effects: the same rules as ``apply`` on a flat list.

        A sowing of ``n`` counters from ``s`` gives ``n // size`` to every hole of the ring and
        one more to the next ``n % size`` holes (``pre``); ``last`` is where the last counter
        fell. Then: empty -> the move ends (I5); own inner hole facing two occupied holes in
        play -> capture, sown on from ``s`` (or after the capturing hole) (I7); else relay (I6),
        unless the move has relayed ``max_relays`` times (I8).
        """
        if move not in (self._legal or self.legal_moves()):
            reason, rule = self.refusal(move)
            raise IllegalMove(reason, rule)
        game = self.game
        p = self.current_player
        start = INDEX[move]
        initial = self.initial
        if initial[p] and start % 16 == H:
            initial = (False, initial[1]) if p == 0 else (initial[0], False)
        b = list(self.counts)
        size, ring, pre, last, cap = TABLES[p][initial[p]][initial[1 - p]]
        max_relays, after_capture = game.fast_options
        s = start
        n = b[s]
        b[s] = 0
        relays = 0
        while True:
            if n < size:
                for h in pre[s][n]:
                    b[h] += 1
                end = last[s][n]
            else:
                q, r = divmod(n, size)
                for h in ring:
                    b[h] += q
                for h in pre[s][r]:
                    b[h] += 1
                end = last[s][r]
            c = b[end]
            if c == 1:  # it was empty (I5)
                break
            pair = cap[end]  # None for outer holes and for P facing protected i, h (I3)
            if pair is not None:
                x = b[pair[0]]
                y = b[pair[1]]
                if x and y:
                    b[pair[0]] = 0
                    b[pair[1]] = 0
                    n = x + y
                    if after_capture:
                        s = end
                    continue
            if relays == max_relays:
                break
            relays += 1
            s = end
            n = c
            b[end] = 0
        new = _new_state(IsoloState)
        new.game = game
        new.counts = tuple(b)
        new.current_player = 1 - p
        new.initial = initial
        new.moves_played = self.moves_played + 1
        new._legal = None
        return new

    def apply(self, move: Any) -> Transition:
        """Play ``move`` counter by counter, recording what happens (see the module doc)."""
        self.check(move)
        return _Mover(self, move).run()

    # -- the end ---------------------------------------------------------------------------
    def outcome(self) -> Outcome | None:
        """A player who cannot move on his turn loses (I8); the level's turn limit draws."""
        if self._legal is None:
            self._settle()
        return self._outcome

    # -- text ------------------------------------------------------------------------------
    def notation(self) -> str:
        holes = " ".join(f"{name}{n}" for name, n in zip(LETTERS, self.counts))
        return (f"{holes} {SIDE_TOKENS[self.current_player]} S:{PHASE_NAMES[self.initial[0]]} "
                f"N:{PHASE_NAMES[self.initial[1]]} moves:{self.moves_played}")

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, IsoloState) and self.counts == other.counts
                and self.current_player == other.current_player
                and self.initial == other.initial and self.moves_played == other.moves_played)

    def __hash__(self) -> int:
        return hash((self.counts, self.current_player, self.initial, self.moves_played))

    def __repr__(self) -> str:
        return f"<IsoloState {self.notation()}>"


_new_state = object.__new__


class _Mover:
    """One move played counter by counter with its effects (the slow, narrated path).

    It follows the rule book step by step and is independent of the fast ``play``; the tests
    check that both give the same positions.
    """

    def __init__(self, state: IsoloState, move: str) -> None:
        self.state = state
        self.game = state.game
        self.p = state.current_player
        self.who = SIDE_NAMES[self.p]
        self.b = list(state.counts)
        self.initial = list(state.initial)
        self.start = INDEX[move]
        self.effects: list[Effect] = []

    def note(self, kind: str, text: str, rule: str | None = None, **fields: Any) -> None:
        self.effects.append(Effect(kind, text, self.p, rule=rule, **fields))

    def next_hole(self, h: int) -> int:
        """The hole after ``h`` in the mover's sowing order, skipping his H and I in his
        initial phase (I1, I3)."""
        base = 16 * self.p
        while True:
            h = base + (h - base + 1) % 16
            if not (self.initial[self.p] and h - base in (H, I)):
                return h

    def sow(self, origin: int, n: int) -> int:
        """Sow ``n`` counters one by one after ``origin``; return the last hole (I4)."""
        h = origin
        for _ in range(n):
            h = self.next_hole(h)
            self.b[h] += 1
            self.note(EffectKind.SOW, Text(N_("into {hole}"), hole=LETTERS[h]), "I4",
                      dst=LETTERS[h], count=1)
        return h

    def lift(self, h: int, text: str, rule: str) -> int:
        n = self.b[h]
        self.b[h] = 0
        self.note(EffectKind.LIFT, text, rule, src=LETTERS[h], count=n)
        return n

    def capturable(self, h: int) -> tuple[int, int] | None:
        """The opposite pair that the last counter in ``h`` captures, if any (I5)."""
        pair = _opposite_index(h)
        if pair is None or h // 16 != self.p:
            return None
        if self.b[pair[0]] == 0 or self.b[pair[1]] == 0:
            return None
        other = 1 - self.p
        if self.initial[other] and any(x % 16 in (H, I) for x in pair):
            return None
        return pair

    def run(self) -> Transition:
        p, s = self.p, self.start
        if self.initial[p] and s % 16 == H:
            self.initial[p] = False
            self.note(EffectKind.PHASE, Text(N_("{who} plays from {hole}: his initial phase "
                                                "ends and his H and I are in play from now on"),
                                             who=self.who, hole=LETTERS[s]), "I3")
        n = self.lift(s, Text(N_("{who} lifts {n} from {hole} and sows them one by one"),
                              who=self.who, n=self.b[s], hole=LETTERS[s]), "I4")
        relays = 0
        while True:
            end = self.sow(s, n)
            name, c = LETTERS[end], self.b[end]
            if c == 1:
                self.note(EffectKind.NOTE, Text(N_("The last counter fell into {hole}, which "
                                                   "was empty: the move ends"), hole=name), "I5")
                break
            pair = self.capturable(end)
            if pair is not None:
                n, s = self.capture(end, pair, s)
                continue
            if relays == self.game.max_relays:
                # counted by the relays (at least 10); the hole holds 2 or more (c > 1)
                self.note(EffectKind.NOTE, Text(NP_(
                    "This move has relayed {relays} time: it ends here and {hole} keeps its "
                    "{n} counters (endless safari)",
                    "This move has relayed {relays} times: it ends here and {hole} keeps its "
                    "{n} counters (endless safari)", "relays"), relays=relays, hole=name, n=c),
                    "I8")
                break
            relays += 1
            self.note(EffectKind.RELAY, self.relay_text(end, c), "I6", src=name, count=c)
            n = self.lift(end, Text(N_("{who} lifts {n} from {hole} and sows on"),
                                    who=self.who, n=c, hole=name), "I6")
            s = end
        return self.finish()

    def capture(self, end: int, pair: tuple[int, int], origin: int) -> tuple[int, int]:
        """Take both opposite holes (I7); return how many to sow and the hole to sow after:
        ``origin``, where the capturing sowing began, or ``end`` with ``after_capture``."""
        name = LETTERS[end]
        x, y = (self.b[h] for h in pair)
        self.note(EffectKind.NOTE, Text(N_("The last counter fell into {hole} ({n} there), "
                                           "facing {inner} ({x}) and {outer} ({y}): capture"),
                                        hole=name, n=self.b[end], inner=LETTERS[pair[0]], x=x,
                                        outer=LETTERS[pair[1]], y=y), "I5")
        for h in pair:
            self.note(EffectKind.CAPTURE, Text(N_("{who} captures {n} from {hole}"),
                                               who=self.who, n=self.b[h], hole=LETTERS[h]),
                      "I7", src=LETTERS[h], count=self.b[h])
            self.b[h] = 0
        if self.game.after_capture:
            self.note(EffectKind.NOTE, Text(N_("The {n} captured counters are sown on after "
                                               "{hole}"), n=x + y, hole=name), "I7")
            return x + y, end
        self.note(EffectKind.NOTE, Text(N_("The {n} captured counters are sown on from "
                                           "{hole}, where that sowing began"), n=x + y,
                                        hole=LETTERS[origin]), "I7")
        return x + y, origin

    def relay_text(self, end: int, c: int) -> str:
        name = LETTERS[end]
        pair = _opposite_index(end)
        if pair is not None and end // 16 == self.p:
            inner, outer = LETTERS[pair[0]], LETTERS[pair[1]]
            if self.initial[1 - self.p] and pair[0] % 16 == I:
                return Text(N_("{hole} ({n} there) faces {inner} and {outer}, out of play in "
                               "{other}'s initial phase: no capture, relay"), hole=name, n=c,
                            inner=inner, outer=outer, other=SIDE_NAMES[1 - self.p])
            return Text(N_("{hole} ({n} there) faces {inner} and {outer}, not both occupied: "
                           "relay"), hole=name, n=c, inner=inner, outer=outer)
        return Text(N_("{hole} ({n} there) is in the outer row: relay"), hole=name, n=c)

    def finish(self) -> Transition:
        old = self.state
        new = IsoloState(old.game, self.b, 1 - self.p, tuple(self.initial), old.moves_played + 1)
        outcome = new.outcome()
        if outcome is None:
            self.effects.append(Effect(EffectKind.TURN, Text(N_("{seat} to move"),
                                                             seat=SIDE_NAMES[1 - self.p]),
                                       1 - self.p))
        else:
            self.effects.append(Effect(EffectKind.END, outcome.reason, outcome.winner,
                                       rule=outcome.rule))
        return Transition(new, tuple(self.effects))


class Isolo(Game):
    """Isolo (rule book ``isolo.md``). Options: ``capture_sow_from`` (``"origin"`` or
    ``"after_capture"``, I7) and ``max_relays`` (I8)."""

    key = "isolo"
    rule_prefix = "I"

    def __init__(self, level, options: Mapping[str, Any] | None = None,
                 num_players: int | None = None) -> None:
        super().__init__(level, options, num_players)
        board = dict(level.board)
        if board.get("rows", 4) != 4 or board.get("columns", 8) != 8:
            raise LevelError(level.path, "board",
                             Text(N_("Isolo is played on 4 rows of 8 holes (I1)")))
        if self.num_players != 2:
            raise LevelError(level.path, "players",
                             Text(N_("Isolo is a game for two players (I1)")))
        sow_from = self.options.get("capture_sow_from", "origin")
        if sow_from not in ("origin", "after_capture"):
            raise LevelError(level.path, "options.capture_sow_from",
                             Text(N_("{value} is not 'origin' or 'after_capture' (I7)"),
                                  value=shown(sow_from)))
        self.after_capture: bool = sow_from == "after_capture"
        self.max_relays: int = int(self.options.get("max_relays", 1000))
        if self.max_relays < 1:
            raise LevelError(level.path, "options.max_relays",
                             Text(N_("must be at least 1 (I8)")))
        self.fast_options = (self.max_relays, self.after_capture)

    # -- geometry (I1) ---------------------------------------------------------------------
    @staticmethod
    def index(hole: str) -> int:
        try:
            return INDEX[hole]
        except (KeyError, TypeError):
            raise NotationError(Text(N_("{hole} is not a hole: A-P are South's, a-p North's"),
                                     hole=shown(hole)), "I1") from None

    @staticmethod
    def holes(seat: int) -> tuple[str, ...]:
        """The seat's 16 holes in sowing order (I1)."""
        return LETTERS[16 * seat: 16 * seat + 16]

    @classmethod
    def owner(cls, hole: str) -> int:
        return cls.index(hole) // 16

    @classmethod
    def opposite(cls, hole: str) -> tuple[str, str] | None:
        """The (inner, outer) holes facing an inner hole (I1); None for an outer hole."""
        pair = _opposite_index(cls.index(hole))
        return None if pair is None else (LETTERS[pair[0]], LETTERS[pair[1]])

    @staticmethod
    def hole_at(row: int, col: int) -> str:
        """The letter drawn at ``(row, col)`` of the grid seen from South (module doc)."""
        return GRID[row][col]

    @classmethod
    def cell_of(cls, hole: str) -> tuple[int, int]:
        cls.index(hole)
        return CELL[hole]

    # -- positions -------------------------------------------------------------------------
    @staticmethod
    def control_counts() -> tuple[int, ...]:
        """The control position: two counters in every hole (I2)."""
        return (2,) * 32

    def initial_state(self, first_player: int = 0) -> IsoloState:
        """The starting position after the opening (I2, I10.1), both in their initial phase."""
        if first_player not in (0, 1):
            raise ValueError(f"first_player must be 0 (South) or 1 (North), not {first_player}")
        return IsoloState(self, START_SIDE * 2, first_player, (True, True), 0)

    def opening(self) -> tuple[Effect, ...]:
        return _opening()

    # -- notation --------------------------------------------------------------------------
    def parse_move(self, text: str) -> str:
        if not isinstance(text, str):
            raise NotationError(Text(N_("{move} is not a move: a move is one hole letter"),
                                     move=shown(text)), "I1")
        move = text.strip()
        if move not in INDEX:
            raise NotationError(Text(N_("{move} is not a move: a move is one hole letter, A-P "
                                        "for South or a-p for North"), move=shown(text)), "I1")
        return LETTERS[INDEX[move]]

    def parse_position(self, text: str) -> IsoloState:
        tokens = check_text(text, "Isolo", "I1").split()
        if len(tokens) not in (35, 36):
            raise NotationError(Text(NP_("a position has 32 holes, the player to move, both "
                                         "phases and optionally moves:N; got {n} word",
                                         "a position has 32 holes, the player to move, both "
                                         "phases and optionally moves:N; got {n} words"),
                                     n=len(tokens)), "I1")
        counts = [_hole_count(token, name) for token, name in zip(tokens, LETTERS)]
        if sum(counts) != TOTAL:
            raise NotationError(Text(NP_("the holes hold {n} counter, not {total}",
                                         "the holes hold {n} counters, not {total}"),
                                     n=sum(counts), total=TOTAL), "I9")
        if tokens[32] not in SIDE_TOKENS:
            raise NotationError(Text(N_("the player to move is S or N, not {side}"),
                                     side=shown(tokens[32])), "I1")
        initial = (_phase(tokens[33], "S"), _phase(tokens[34], "N"))
        moves = 0
        if len(tokens) == 36:
            word = tokens[35]
            if not word.startswith("moves:"):
                raise NotationError(Text(N_("expected moves:N (turns played), not {word}"),
                                         word=shown(word)), "I1")
            moves = whole_number(word[6:], "moves", "I1")
        # A sowing with its relays and captures is one move and one turn: a position is never
        # inside a turn, so only a count past the limit is refused.
        check_turn_count(moves, self.turn_limit, False, "I8")
        return IsoloState(self, counts, SIDE_TOKENS.index(tokens[32]), initial, moves)


def _hole_count(token: str, name: str) -> int:
    if token[:1] != name or not is_digits(token[1:], 2):
        raise NotationError(Text(N_("expected hole {name} with its count (like {name}2), not "
                                    "{token}"), name=name, token=shown(token)), "I1")
    return int(token[1:])


def _phase(token: str, side: str) -> bool:
    prefix = side + ":"
    if not token.startswith(prefix) or token[2:] not in PHASE_NAMES:
        raise NotationError(Text(N_("expected {prefix}initial or {prefix}main for {seat}'s "
                                    "phase, not {token}"), prefix=prefix,
                                 seat=SIDE_NAMES[SIDE_TOKENS.index(side)], token=shown(token)),
                            "I3")
    return token[2:] == "initial"


def _opening() -> tuple[Effect, ...]:
    """The opening of I2 for both players, as effects on the control position."""
    effects = [Effect(EffectKind.NOTE, Text(N_("The control position: two counters in every "
                                               "hole, 64 in all, so that the players can check "
                                               "the count")), rule="I2")]
    steps = ((Text(N_("Step 1: each player puts all the counters of his outer row into his H")),
              _step1),
             (Text(N_("Step 2: one counter from each inner hole goes into the outer hole of its "
                      "column")), _step2),
             (Text(N_("Step 3: the counter in I is sown from J with relays until the sowing "
                      "reaches H; the last counter goes into J instead")), _step3))
    b = [2] * 32
    for number, (text, step) in enumerate(steps, start=1):
        effects.append(Effect(EffectKind.NOTE, text, rule=f"I2.{number}"))
        for p in (SOUTH, NORTH):
            effects.extend(step(b, p, f"I2.{number}"))
    effects.append(Effect(EffectKind.PHASE, Text(N_("Both players begin in their initial "
                                                    "phase: their H and I are out of play "
                                                    "until they play from H")), rule="I3"))
    return tuple(effects)


def _lift(b: list[int], p: int, h: int, n: int, text: str, rule: str) -> Effect:
    b[h] -= n
    return Effect(EffectKind.LIFT, text, p, src=LETTERS[h], count=n, rule=rule)


def _sow(b: list[int], p: int, h: int, text: str, rule: str) -> Effect:
    b[h] += 1
    return Effect(EffectKind.SOW, text, p, dst=LETTERS[h], count=1, rule=rule)


def _step1(b: list[int], p: int, rule: str) -> list[Effect]:
    base, who, out = 16 * p, SIDE_NAMES[p], []
    for h in range(base, base + H):
        n = b[h]
        out.append(_lift(b, p, h, n, Text(N_("{who} lifts {n} from {hole}"), who=who, n=n,
                                          hole=LETTERS[h]), rule))
        out.extend(_sow(b, p, base + H, Text(N_("into {hole}"), hole=LETTERS[base + H]), rule)
                   for _ in range(n))
    return out


def _step2(b: list[int], p: int, rule: str) -> list[Effect]:
    base, who, out = 16 * p, SIDE_NAMES[p], []
    for h in range(base + I, base + 16):
        below = base + 15 - (h - base)  # the outer hole of the same column (I1)
        out.append(_lift(b, p, h, 1, Text(N_("{who} lifts {n} from {hole}"), who=who, n=1,
                                          hole=LETTERS[h]), rule))
        out.append(_sow(b, p, below, Text(N_("into {hole}, the outer hole of its column"),
                                          hole=LETTERS[below]), rule))
    return out


def _step3(b: list[int], p: int, rule: str) -> list[Effect]:
    """Relay sowing from I until the last counter would fall into H (I2.3, I6)."""
    base, who, out = 16 * p, SIDE_NAMES[p], []
    h = base + I
    n = b[h]
    out.append(_lift(b, p, h, n, Text(N_("{who} lifts the counter in {hole}"), who=who,
                                      hole=LETTERS[h]), rule))
    while True:
        for k in range(n):
            h = base + (h - base + 1) % 16
            if h == base + H and k == n - 1:
                j = base + I + 1
                out.append(_sow(b, p, j, Text(N_("the last counter would fall into {hole}: it "
                                                 "goes into {other} instead"),
                                              hole=LETTERS[h], other=LETTERS[j]), rule))
                return out
            out.append(_sow(b, p, h, Text(N_("into {hole}"), hole=LETTERS[h]), rule))
        n = b[h]
        out.append(Effect(EffectKind.RELAY, Text(N_("{hole} was occupied: its counters are "
                                                    "lifted and sown on"), hole=LETTERS[h]), p,
                          src=LETTERS[h], count=n, rule="I6"))
        out.append(_lift(b, p, h, n, Text(N_("{who} lifts {n} from {hole} and sows on"),
                                          who=who, n=n, hole=LETTERS[h]), rule))
