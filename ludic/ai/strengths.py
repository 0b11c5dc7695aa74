"""The computer's strengths: a search budget plus how much it lets chance pick among moves.

=========  ==========================================================================
``easy``   looks two moves ahead, values every move, and picks at random among the moves
           no worse than 1.5 pieces below the best (better moves more likely): it sees an
           immediate capture most of the time but misses plans and sometimes gives a
           piece away, so a careful beginner can beat it.
``medium`` looks up to four moves ahead within a small budget and picks among the moves
           within half a piece of the best (mostly the best).
``hard``   the whole budget, as deep as it gets, always the best move it finds.
=========  ==========================================================================

A game may tune a strength where measurement showed it too close to the next one
(``Knowledge.strength_overrides``): in Sig capture, where luck decides much and one move
ahead holds most of the skill measured, Easy plays almost at random, Medium with less noise,
never misses a capture (``always_capture``), Hard its best move three moves ahead (what was
measured: :mod:`ludic.ai.knowledge.sig_capture`).

Easy in Khamousiyya's placement (H2) looks no further than its own turn, so it does not see
a trap the first player sets for the first steps into the centre (H4, H5). Measured (25
November 2026, 5x5, seed 18, node budgets): Medium beat Easy 38-2 in 40 games; as the first
player it won all 20, Easy blocked at the very first step in 7 and within eight moves of it
in 5 more (game 0: Medium's 21st placement saw the win, B3-C3 taking and C4-B4 leaving North
no move, eight moves past Easy's horizon). A beginner does not set it: Easy beat a random
player 40-0, never blocked early as the second player (it blocked random at once 9 times
itself). Easy looking four placements ahead was tried: in 12 games as the second player it
was blocked at once 2 times instead of 5, but as the first player it then blocked Medium at
once twice: stronger than Easy is meant to be, so it was left as it is.

Budgets are numbers of positions searched (deterministic, see :mod:`ludic.ai.search`),
multiplied by the game's ``node_scale`` (games whose positions cost more to play get fewer),
and chosen so that on a small 2-core machine Hard takes about a second or less per move and
Easy a fraction of that (``python -m ludic.ai.bench`` measures it). ``seconds`` is a cap.
"""

from __future__ import annotations

from dataclasses import dataclass

from ludic.i18n import N_


@dataclass(frozen=True)
class Strength:
    key: str
    label: str  # marked with N_, shown through ludic.i18n._
    max_depth: int
    nodes: int
    seconds: float  # time cap (safety net; the node budget normally ends the search first)
    exact_root: bool  # value every root move exactly (needed to choose with noise)
    temperature: float  # softmax temperature over move values, in points; 0 = the best
    margin: float  # candidates are the moves within this many points of the best
    #: Take a capture whenever one is legal (the best by value, ``Knowledge.is_capture``) and
    #: choose with noise only among quiet moves: a player who never misses a capture.
    always_capture: bool = False


STRENGTH_TABLE: dict[str, Strength] = {
    "easy": Strength("easy", N_("Easy"), max_depth=2, nodes=4_000, seconds=1.5,
                     exact_root=True, temperature=45.0, margin=150.0),
    "medium": Strength("medium", N_("Medium"), max_depth=4, nodes=6_000, seconds=2.0,
                       exact_root=True, temperature=10.0, margin=50.0),
    "hard": Strength("hard", N_("Hard"), max_depth=64, nodes=80_000, seconds=2.2,
                     exact_root=False, temperature=0.0, margin=0.0),
}

#: The strength keys, weakest first.
STRENGTHS: tuple[str, ...] = tuple(STRENGTH_TABLE)

#: The strength of a computer seat nobody chose one for: a seat handed to the computer in a
#: game (the teacher's C), and every computer seat of a game without choices.
DEFAULT_STRENGTH = "medium"


def seat_strength(key: str | None, has_choices: bool = True) -> str | None:
    """A seat's strength key as a game keeps it: ``None`` (a person) as it is, and in a game
    without choices (``Game.has_choices`` False: the Sig race, S3, every move forced by the
    throw) any computer seat at :data:`DEFAULT_STRENGTH`, the one strength its setup screen
    offers ("Computer"). Older builds offered Easy, Medium and Hard there, and their settings
    and saves still say ``"hard"`` or ``"easy"``: read through this, such a seat is the same
    as one set up today (its setup button cycles Computer -> No -> Computer, a teacher who
    takes it over gives it back as it was, a save writes ``"medium"``). A key that is not a
    strength is left as it is, for the caller's own check to refuse or drop."""
    if key is None or has_choices or key not in STRENGTH_TABLE:
        return key
    return DEFAULT_STRENGTH


def strength(key: str) -> Strength:
    """The settings of strength ``key``; ``ValueError`` naming the known ones otherwise."""
    try:
        return STRENGTH_TABLE[key]
    except KeyError:
        raise ValueError(f"unknown strength {key!r}: choose one of "
                         f"{', '.join(STRENGTHS)}") from None
