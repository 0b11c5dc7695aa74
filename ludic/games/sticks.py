"""The six El Oued throwing sticks, shared by both Sig games (rule book ``sticks.md``, K1-K6).

Each stick has a polished side (*chh'am*) and a rough side (*lh'am*). One physical throw is one
chance move: a :class:`Throw`, an ``int`` 0-6 whose notation is its number of polished sides up::

    polished sides up k   0              1     2   3   4   5     6
    probability (/64)     1              6    15  20  15   6     1        (K1, p = 1/2)
    name                  sig of twelve  sig   -   -   -   sig   sig of six

With ``polished_probability`` p: ``P(k) = C(6, k) p^k (1-p)^(6-k)`` (:func:`throw_probability`,
exact when p is a :class:`~fractions.Fraction`).

A throw, or a short series of throws, makes a **count** (K2-K4). Between throws the game state
keeps the **pending combination**, a small tuple:

    ()          nothing pending: the next throw starts a new combination
    (6,)        a sig of six was thrown; one follow-up to come (K3)
    (0,)        a sig of twelve was thrown; up to three follow-ups to come (K4)
    (0, 3)      ... one follow-up so far (a 3, not a sig)
    (0, 3, 2)   ... two follow-ups so far

written ``-``, ``6``, ``0``, ``0.3``, ``0.3.2`` in position notation (:func:`pending_notation`).

:meth:`Sticks.fold` folds one throw into the pending combination and returns a :class:`Fold`:
the new pending combination and, when the count is complete, the count, its sig power and
whether the same player throws again. :func:`throw_effects` narrates it for the view:
``THROW`` (the sticks landed) then ``COUNT`` (the count is complete) or ``EXTRA_THROW`` (a
follow-up is due).

Rule readings (K5): a follow-up never starts a new combination; a count of 0 moves nothing;
only the totals 7 and 13 carry sig power, unless ``six_twelve_always_sig``. For the capture game
``twelve_first_turn_only`` (C7) makes six rough sides worth 0 after a player's first turn.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import accumulate
from math import comb
from typing import NamedTuple

from ludic.i18n import N_, NP_, Text
from ludic.model.errors import NotationError
from ludic.model.reading import is_digits, shown, whole_number
from ludic.model.protocol import Effect, EffectKind

#: The throws that are a regular sig (K2): five polished or five rough sides up.
SIGS = frozenset((1, 5))

#: Pending combination: nothing pending.
NOTHING: tuple[int, ...] = ()


class Throw(int):
    """One throw of the six sticks: the number of polished sides up (0-6). ``str`` is ``"5"``."""

    __slots__ = ()

    __str__ = int.__repr__

    def __repr__(self) -> str:
        return f"Throw({int(self)})"

    @property
    def name(self) -> str:
        return THROW_NAMES[self]


#: The seven throws, interned, in the order of ``chance_outcomes`` (0 to 6 polished sides).
THROWS: tuple[Throw, ...] = tuple(Throw(k) for k in range(7))

THROW_NAMES = ("sig of twelve", "sig", "2", "3", "4", "sig", "sig of six")
#: What the sticks show, as the message bar says it (K1).
LANDED = (Text(N_("0 polished sides up: Sig of twelve!")),
          Text(N_("1 polished side up: Sig!")),
          Text(N_("2 polished sides up")), Text(N_("3 polished sides up")),
          Text(N_("4 polished sides up")), Text(N_("5 polished sides up: Sig!")),
          Text(N_("6 polished sides up: Sig of six!")))


def parse_throw(text: str) -> Throw:
    """``"5"`` -> ``THROWS[5]``. Raises :class:`NotationError` (K1) for anything else."""
    text = text.strip()
    if len(text) == 1 and "0" <= text <= "6":
        return THROWS[ord(text) - 48]
    raise NotationError(Text(N_("{text} is not a throw: write the number of polished sides up, "
                             "0 to 6"), text=shown(text)), "K1")


def is_sig(k: int) -> bool:
    """A regular sig: five polished or five rough sides up (K2)."""
    return k == 1 or k == 5


def throw_probability(k: int, p: float | Fraction = Fraction(1, 2)) -> float | Fraction:
    """``P(k polished sides up) = C(6, k) p^k (1-p)^(6-k)`` (K1). Exact for a Fraction ``p``."""
    if not 0 <= k <= 6:
        raise ValueError(f"a throw shows 0 to 6 polished sides, not {k}")
    return comb(6, k) * p ** k * (1 - p) ** (6 - k)


def throw_distribution(p: float = 0.5) -> tuple[tuple[Throw, float], ...]:
    """``((THROWS[0], P(0)), ..., (THROWS[6], P(6)))`` as floats, for ``chance_outcomes``."""
    exact = Fraction(p)
    return tuple((THROWS[k], float(throw_probability(k, exact))) for k in range(7))


# -- the pending combination -------------------------------------------------------------------

def pending_notation(pending: tuple[int, ...]) -> str:
    """``()`` -> ``"-"``, ``(0, 3)`` -> ``"0.3"``."""
    return ".".join(map(str, pending)) if pending else "-"


def parse_pending(text: str) -> tuple[int, ...]:
    """Read :func:`pending_notation` back; raises :class:`NotationError` (K3, K4)."""
    if text == "-":
        return NOTHING
    parts = text.split(".")
    if len(parts) > 3 or not all(is_digits(part, 1) for part in parts):
        raise NotationError(Text(N_("{text} is not a pending combination (-, 6, 0, 0.3, "
                                    "0.3.2)"), text=shown(text)), "K6")
    values = tuple(int(part) for part in parts)
    if values == (6,):
        return values
    if values[0] == 0 and len(values) <= 3 and all(0 <= v <= 6 and not is_sig(v)
                                                   for v in values[1:]):
        return values
    raise NotationError(Text(N_("{text} is not a pending combination: after a sig of six comes "
                             "one follow-up, after a sig of twelve at most two non-sig "
                             "follow-ups wait"), text=shown(text)), "K4")


class Fold(NamedTuple):
    """What one throw did to the pending combination.

    ``count`` is ``None`` while the combination waits for follow-ups (then ``pending`` is the
    new combination), else the points to move; ``sig`` is the count's sig power; ``again``
    says the same player throws again after moving (a regular sig, K2). ``text`` narrates.
    """

    pending: tuple[int, ...]
    count: int | None
    sig: bool
    again: bool
    text: str
    rule: str


def parse_turn_fields(tokens: list[str], keys: tuple[str, ...], rule: str
                      ) -> tuple[dict[str, str], bool]:
    """Read the trailing ``key=value`` tokens and the ``extra`` flag that both Sig games put
    after the pieces in their one-line positions (``throw=0.3 turn=17 extra``). Each key once;
    ``throw=`` and ``turn=<number>`` are required. Returns ``(fields, extra)``."""
    fields: dict[str, str] = {}
    extra = False
    for token in tokens:
        if token == "extra" and not extra:
            extra = True
            continue
        key, sep, value = token.partition("=")
        if not sep or key not in keys or key in fields:
            allowed = ", ".join(f"{k}=" for k in keys)
            raise NotationError(Text(N_("{token} is not part of a position ({allowed}, extra)"),
                                     token=shown(token), allowed=allowed), rule)
        fields[key] = value
    if "throw" not in fields or "turn" not in fields:
        raise NotationError(Text(N_("a position needs throw= and turn=<number>")), rule)
    whole_number(fields["turn"], "turn", rule)
    return fields, extra


def fold(pending: tuple[int, ...], k: int, always_sig: bool = False,
         twelve: bool = True) -> Fold:
    """Fold throw ``k`` into ``pending`` (K2-K5).

    ``always_sig``: option ``six_twelve_always_sig`` (K5). ``twelve``: whether six rough sides
    start a sig of twelve here (False on later turns under ``twelve_first_turn_only``, C7).
    """
    if not pending:
        if is_sig(k):
            return Fold(NOTHING, 1, True, True, Text(N_("Sig! 1 and throw again (K2)")), "K2")
        if k == 6:
            return Fold((6,), None, False, False,
                        Text(N_("Sig of six: throw one follow-up (K3)")), "K3")
        if k == 0:
            if twelve:
                return Fold((0,), None, False, False,
                            Text(N_("Sig of twelve: throw up to three follow-ups (K4)")), "K4")
            return Fold(NOTHING, 0, False, False,
                        Text(N_("Six rough sides after the first turn: 0 (C7)")), "C7")
        return Fold(NOTHING, k, False, False, Text(NP_("{k} point, no sig power (K2)",
                                                        "{k} points, no sig power (K2)", "k"),
                                                    k=k),
                    "K2")
    if pending[0] == 6:
        if is_sig(k):
            return Fold(NOTHING, 7, True, False, Text(N_("Sig of six + sig = 7 (K3)")), "K3")
        text = (Text(N_("Sig of six + {k} = {k}, with sig power (option) (K3)"), k=k)
                if always_sig else Text(N_("Sig of six + {k} = {k}, no sig power (K3)"), k=k))
        return Fold(NOTHING, k, always_sig, False, text, "K3")
    follow = pending[1:]
    if is_sig(k):
        return Fold(NOTHING, 13, True, False, Text(N_("Sig of twelve + sig = 13 (K4)")), "K4")
    if len(follow) == 2:
        total = sum(follow) + k
        terms = " + ".join(map(str, follow + (k,)))
        text = (Text(N_("Sig of twelve, no sig: {terms} = {total}, with sig power (option) "
                        "(K4)"), terms=terms, total=total) if always_sig else
                Text(N_("Sig of twelve, no sig: {terms} = {total}, no sig power (K4)"),
                     terms=terms, total=total))
        return Fold(NOTHING, total, always_sig, False, text, "K4")
    return Fold(pending + (k,), None, False, False,
                Text(N_("Sig of twelve: follow-up {n} of 3 (K4)"), n=len(follow) + 1), "K4")


#: Every pending combination that can occur, in a fixed order.
ALL_PENDING: tuple[tuple[int, ...], ...] = (
    (NOTHING, (6,), (0,))
    + tuple((0, a) for a in (0, 2, 3, 4, 6))
    + tuple((0, a, b) for a in (0, 2, 3, 4, 6) for b in (0, 2, 3, 4, 6)))


#: Pending combination -> a small int code (its index in :data:`ALL_PENDING`), for fast paths.
PENDING_CODE: dict[tuple[int, ...], int] = {p: i for i, p in enumerate(ALL_PENDING)}


class Sticks:
    """The sticks under one ruleset: probabilities and precomputed fold tables.

    ``sticks.fold(pending, k, first_turn)`` is :func:`fold` with the options applied.
    ``sticks.fast[(code * 7 + k) * 2 + first_turn]`` is the same without the narration, on
    pending codes (:data:`PENDING_CODE`): ``(new code, count or -1 while pending, sig, again)``.
    """

    __slots__ = ("p", "always_sig", "twelve_first_turn_only", "outcomes", "cumulative", "_table",
                 "fast")

    def __init__(self, polished_probability: float = 0.5, six_twelve_always_sig: bool = False,
                 twelve_first_turn_only: bool = False) -> None:
        self.p = polished_probability
        self.always_sig = six_twelve_always_sig
        self.twelve_first_turn_only = twelve_first_turn_only
        self.outcomes = throw_distribution(polished_probability)
        #: P(0), P(0) + P(1), ...: a throw is drawn by bisecting this (``play_at``), and the
        #: last is made exactly 1 so a fraction below 1 always finds a throw.
        self.cumulative = (*accumulate(p for _, p in self.outcomes[:-1]), 1.0)
        self._table = {
            (pending, k, first): fold(pending, k, six_twelve_always_sig,
                                      first or not twelve_first_turn_only)
            for pending in ALL_PENDING for k in range(7) for first in (False, True)}
        self.fast = tuple(
            (PENDING_CODE[f.pending], -1 if f.count is None else f.count, f.sig, f.again)
            for f in (self._table[pending, k, first] for pending in ALL_PENDING
                      for k in range(7) for first in (False, True)))

    def fold(self, pending: tuple[int, ...], k: int, first_turn: bool = False) -> Fold:
        return self._table[pending, k, first_turn]


def throw_effects(player: int, k: int, result: Fold) -> tuple[Effect, ...]:
    """``THROW``, then ``COUNT`` (complete, ``count`` points; text says sig power) or
    ``EXTRA_THROW`` (a follow-up is due)."""
    landed = LANDED[k]
    thrown = Effect(EffectKind.THROW, landed, player, count=k, rule="K1")
    if result.count is None:
        return thrown, Effect(EffectKind.EXTRA_THROW, result.text, player, rule=result.rule)
    return thrown, Effect(EffectKind.COUNT, result.text, player, count=result.count,
                          rule=result.rule)
