"""``python main.py --replay LEVEL [--from POSITION] MOVE...``: replay moves headless.

For each move it prints the move and the position reached, then the legal moves (or, at a
chance node, the throws with their probabilities; or the outcome). An unparseable or illegal
move prints its number, the move and the reason with the rule number, and exits with status 2.
A bad level or position also exits with status 2. Bug reports, tests and lessons use it.

Everything it prints is in the language of ``--lang`` (``en``, ``fr``, ``ar``; English unless
asked, whatever the app's settings or the system say, so that a bug report pasted from any
machine reads the same): the framing words ("start", "legal", "move 5") as well as the
reasons, seat names and outcomes inside them, never a French reason in an English sentence.
The moves, throws and positions are the rule book's notation in every language. argparse's
own usage and help messages stay English.

``--suggest`` (:mod:`ludic.ai.suggest`) builds on the same parser (:func:`make_parser`) and
replay (:func:`replay_moves`), then asks the computer for a move.
"""

from __future__ import annotations

import argparse
import sys
from fractions import Fraction
from typing import Sequence, TextIO

from ludic.i18n import N_, NP_, Text
from ludic.i18n import LANGUAGES, _, set_language, tr
from ludic.model.errors import LevelError, RuleError
from ludic.model.reading import is_digits, shown
from ludic.model.protocol import State


def _fraction(p: float) -> str:
    f = Fraction(p).limit_denominator(4096)
    return f"{f.numerator}/{f.denominator}" if f.denominator != 1 else str(f.numerator)


def describe_next(state: State) -> str:
    """The line after a position: the outcome, the throws and their chances, or the legal
    moves, in the language in force."""
    outcome = state.outcome()
    if outcome is not None:
        if outcome.winner is None:
            return _("outcome: draw: {reason}").format(reason=tr(outcome.reason))
        return _("outcome: {player} wins: {reason}").format(
            player=tr(state.game.player_names[outcome.winner]), reason=tr(outcome.reason))
    names = [tr(name) for name in state.game.player_names]
    if state.is_chance:
        throws = " ".join(f"{m}({_fraction(p)})" for m, p in state.chance_outcomes())
        return _("chance ({player} throws): {throws}").format(player=names[state.turn],
                                                              throws=throws)
    moves = " ".join(str(m) for m in state.legal_moves())
    return _("legal ({player}): {moves}").format(player=names[state.current_player],
                                                 moves=moves)


def make_parser(prog: str, description: str) -> argparse.ArgumentParser:
    """The arguments ``--replay`` takes (``--suggest`` adds its own to them)."""
    parser = argparse.ArgumentParser(prog=prog, description=description)
    parser.add_argument("level", help="level id, e.g. isolo, dra, sig-el-oued")
    parser.add_argument("moves", nargs="*", help="moves in the rule book's notation")
    parser.add_argument("--from", dest="position", help="start from this one-line position")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="set a ruleset option (TOML value), e.g. capture_sow_from='after_capture'")
    parser.add_argument("--players", help="number of players where the game allows")
    parser.add_argument("--lang", default="en", choices=sorted(LANGUAGES), metavar="CODE",
                        help="language of every line printed but the notation: "
                             + ", ".join(sorted(LANGUAGES)) + " (default en)")
    return parser


def speak(args: argparse.Namespace) -> None:
    """Print in the language of ``args.lang`` from now on (English when not asked).

    ``--replay`` and ``--suggest`` call it as soon as their arguments are read, before their
    first line, so that an error found before the replay (``--suggest``'s strength) reads in
    the language asked like everything after it."""
    set_language(getattr(args, "lang", "en") or "en")


def replay_moves(args: argparse.Namespace, out: TextIO, err: TextIO,
                 trail: list | None = None) -> tuple[int, State | None]:
    """Build the game of ``args`` and replay its moves, printing as ``--replay`` does.

    Returns ``(0, last state)``, or ``(2, None)`` after printing the error to ``err``.
    ``trail``, when given, receives every position before the last, in order (``--suggest``
    tells the computer the positions played: :func:`ludic.ai.positions_seen`)."""
    from ludic.model.registry import load_level, make_game

    speak(args)
    try:
        level = load_level(args.level)
        options = _parse_options(args.option, level)
        game = make_game(level, options, _parse_players(args.players, level))
        # "--from ''" is a position like any other: an empty one is refused by the reader
        state = (game.parse_position(args.position) if args.position is not None
                 else game.start_state())
    except LevelError as error:
        print(_("error: {error}").format(error=tr(error.text())), file=err)
        return 2, None
    except RuleError as error:
        print(_("error: bad position: {reason}").format(reason=tr(error.text())), file=err)
        return 2, None

    print(_("start: {position}").format(position=state.notation()), file=out)
    print(describe_next(state), file=out)
    for number, text in enumerate(args.moves, start=1):
        try:
            move = game.parse_move(text)
            before, state = state, state.apply(move).state
        except RuleError as error:
            print(_("move {number} {move}: {reason}").format(
                number=number, move=shown(text), reason=tr(error.text())), file=err)
            return 2, None
        if trail is not None:
            trail.append(before)
        print(f"{number}. {move}", file=out)
        print(f"   {state.notation()}", file=out)
        print(f"   {describe_next(state)}", file=out)
    return 0, state


def run(argv: Sequence[str], out: TextIO = sys.stdout, err: TextIO = sys.stderr) -> int:
    parser = make_parser("main.py --replay", "Replay moves of a Ludic game headless.")
    args = parser.parse_intermixed_args(list(argv))
    return replay_moves(args, out, err)[0]


#: An option's value is a word or a number: anything longer is not one.
MAX_OPTION_TEXT = 200


def _parse_options(pairs: list[str], level=None) -> dict:
    """``NAME=VALUE`` pairs to a dict; each VALUE is read as a TOML value (``1000``,
    ``0.4``, ``true``, ``'text'``) or else taken as a bare word. The level then checks each
    against its option (type, finite, range) and cites the option's rule."""
    import tomllib

    options = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name.strip():
            raise LevelError("", "--option", Text(N_("expected NAME=VALUE, not {pair}"),
                                                  pair=shown(pair)))
        if len(value) > MAX_OPTION_TEXT:
            spec = level.options.get(name) if level is not None else None
            raise LevelError(level.path if level is not None else "",
                             f"options.{shown(name, 40)[1:-1]}",
                             Text(NP_("the value is {n} character long: an option's value "
                                      "is a word or a number",
                                      "the value is {n} characters long: an option's value "
                                      "is a word or a number"), n=len(value)),
                             spec.rule if spec is not None and spec.rule else None)
        try:
            options[name] = tomllib.loads(f"v = {value}")["v"]
        except (tomllib.TOMLDecodeError, ValueError, RecursionError):
            options[name] = value  # a bare word is taken as text
    return options


def _parse_players(text: str | None, level) -> int | None:
    """``--players N``: ASCII digits only; the level checks the range and cites its rule."""
    if text is None:
        return None
    if not is_digits(text, 3):
        raise LevelError(level.path, "players",
                         Text(N_("the number of players is a whole number, not {text}"),
                              text=shown(text)), level.players_rule)
    return int(text)
