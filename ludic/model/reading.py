"""Small, strict readers shared by every game's position and move readers (no pygame).

A position or a number typed by a person (``--from``, ``--option``, a level's ``start``, a
saved game) may hold anything: letters that look like digits (``²``, ``①``, Arabic-Indic
digits, which ``str.isdigit`` accepts and ``int`` refuses or reads), thousands of digits (which
``int`` refuses beyond 4,300 with a message about ``sys.set_int_max_str_digits``), or a whole
file pasted by mistake. These helpers accept plain ASCII digits of a bounded length only and
say what is wrong in plain words, citing the rule the field belongs to, so no reader lets an
exception of Python's own reach the person.

* :func:`whole_number` reads ``"17"`` as 17 (at most :data:`MAX_DIGITS` digits, optional
  upper bound);
* :func:`check_text` refuses an empty or overlong position before it is split;
* :func:`shown` quotes a piece of the input in a message, cut short if it is long.
"""

from __future__ import annotations

from ludic.i18n import N_, NP_, Text, quoted
from ludic.model.errors import NotationError

#: Longest run of digits a reader accepts: more than any count or turn number of any game.
MAX_DIGITS = 9
#: Longest one-line position any game writes is about 150 characters; this leaves room.
MAX_POSITION = 1000
_ASCII_DIGITS = frozenset("0123456789")


def is_digits(text: str, most: int = MAX_DIGITS) -> bool:
    """True for 1 to ``most`` ASCII digits (``"0"``-``"9"`` only)."""
    return 0 < len(text) <= most and _ASCII_DIGITS.issuperset(text)


def shown(text: object, limit: int = 24) -> str:
    """``text`` for a message, cut to ``limit`` characters with an ellipsis: text is quoted
    in the marks of the language in force (``'x9'``, French « x9 », Arabic «x9»,
    :func:`ludic.i18n.quoted`; its unprintable characters escaped as Python writes them), a
    number or anything else is written as it is (``5``, ``nan``)."""
    value = str(text) if not isinstance(text, int) or abs(text) < 10 ** 40 else "a huge number"
    if len(value) > limit:
        value = value[:limit] + "…"
    return quoted(repr(value)[1:-1], notation=True) if isinstance(text, str) else value


def whole_number(text: str, what: str, rule: str | None, *, most: int | None = None) -> int:
    """``text`` as a whole number of ASCII digits, at most ``most`` if given.

    Raises :class:`NotationError` naming ``what`` and citing ``rule``."""
    if not is_digits(text):
        raise NotationError(Text(N_("{what} needs a whole number (digits 0-9, at most {n}), "
                                    "not {text}"), what=what, n=MAX_DIGITS, text=shown(text)),
                            rule)
    value = int(text)
    if most is not None and value > most:
        raise NotationError(Text(N_("{what} is at most {most}, not {value}"), what=what,
                                 most=most, value=value), rule)
    return value


def check_text(text: object, game: str, rule: str | None) -> str:
    """``text`` if it can be a position of ``game``: a non-empty string of at most
    :data:`MAX_POSITION` characters. Raises :class:`NotationError` otherwise."""
    if not isinstance(text, str):
        raise NotationError(Text(N_("a {game} position is a line of text"), game=game), rule)
    if not text.strip():
        raise NotationError(Text(N_("the position is empty: write a {game} position"),
                                 game=game), rule)
    if len(text) > MAX_POSITION:
        raise NotationError(Text(NP_("the position is {n} character long: a {game} position "
                                     "is one line of at most {most}",
                                     "the position is {n} characters long: a {game} position "
                                     "is one line of at most {most}"), n=len(text), game=game,
                                 most=MAX_POSITION), rule)
    return text


def check_turn_count(turns: int, limit: int, mid_turn: bool, rule: str | None) -> None:
    """Refuse a turn counter that no game under a turn limit of ``limit`` can show.

    How a reader takes the counter, from the rule book's README (*Turn* and *Turn limit*
    ``[house rule]``): every game's counter is the number of **complete** turns, and the limit
    is checked only when a turn is complete, so the game ends the moment turn number ``limit``
    is done. Hence:

    * ``turns < limit``: any position, between turns or inside one;
    * ``turns == limit`` between turns: the limit is reached; the reader accepts it and the
      game reports its limit ending (its own scoring, or a draw). This is also where a game
      stands right after its last allowed turn, so a finished game reads back;
    * ``turns == limit`` inside a turn (``mid_turn``: a removal owed, a chain, a H’ajeb series
      or its settlement, a throw still to count or a throw again): that would be turn
      ``limit + 1`` under way, which the limit never lets begin. It is refused, not played
      out and not called a draw: finishing it would count more turns than the level allows,
      and a draw in the middle of a turn is what the README forbids;
    * ``turns > limit``: refused, whatever the position.

    ``rule`` is the game's end rule (D4, H5, I8, S8, C6), cited with the README's name for the
    limit in the message. Raises :class:`NotationError`."""
    if turns > limit:
        raise NotationError(Text(N_("turns {turns} is past this level's turn limit of {limit}: "
                                    "the game ends when turn {limit} is complete (rule book, "
                                    "Turn limit)"), turns=shown(turns), limit=limit), rule)
    if turns == limit and mid_turn:
        raise NotationError(Text(NP_("this position is inside a turn after {limit} complete "
                                     "turn, but the game ends when turn {limit} is complete: "
                                     "no further turn begins (rule book, Turn limit)",
                                     "this position is inside a turn after {limit} complete "
                                     "turns, but the game ends when turn {limit} is complete: "
                                     "no further turn begins (rule book, Turn limit)", "limit"),
                                 limit=limit), rule)
