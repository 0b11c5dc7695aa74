"""Fuzzing the readers: every text a person can hand Ludic is refused cleanly or read well.

``python -m ludic.fuzz [--examples N] [--seed S] [READER ...]`` feeds each reader thousands of
generated inputs (needs ``hypothesis``, from ``requirements-dev.txt``) and prints, per reader,
how many inputs were tried, read and refused. It exits with status 1 and prints the first
failing input if a reader lets anything through but a clean refusal:

* the refusal must be one of Ludic's own errors (:class:`NotationError`, :class:`IllegalMove`,
  :class:`LevelError`), never ``ValueError``, ``RecursionError``... from Python;
* its message must be plain words for a person (:func:`plain_problem`): no traceback, no
  ``int()``, no ``sys.set_int_max_str_digits``, no ``[Errno``, no path on disk, not longer
  than a few lines;
* an input that is *read* must give something usable: a position round-trips through its
  notation, answers its legal moves and outcome, and ``play`` and ``apply`` agree on its first
  legal move.

The readers: the positions and the moves of every level, ruleset options (``--option``), the
number of players, level files, and the whole ``--replay`` command line. The normal test suite
runs the same checks with a few dozen inputs per reader (``tests/test_fuzz_readers.py``); this
script is the larger run. Inputs are built from real positions reached by short random games,
then edited: characters swapped for look-alike digits (``²``, ``①``, Arabic-Indic digits),
numbers thousands of digits long, fields dropped or repeated, empty text, nested TOML.

Nothing here runs at import time, and ``hypothesis`` is imported only when fuzzing starts, so
the module imports in the app bundle (which leaves hypothesis out).
"""

from __future__ import annotations

import argparse
import functools
import io
import random
import re
import sys
import tempfile
from pathlib import Path
from typing import Callable, Iterable

from ludic.model.errors import LevelError, RuleError

#: The errors a reader may raise: Ludic's own, each with a message for a person.
CLEAN_ERRORS = (RuleError, LevelError)

#: Text that shows Python's internals instead of a reason a person can read.
INTERNALS = ("Traceback", "int()", "invalid literal", "set_int_max_str_digits", "[Errno",
             "object is not", "NoneType", "Exceeds the limit", "<class", "object at 0x",
             "unhashable", "not subscriptable", "RecursionError", "ValueError", "TypeError",
             "KeyError", "IndexError", "tomllib", "could not convert")
#: "(C3) (C3)" or "(D4) (H2)": a rule cited twice, or a square read as a rule.
_TWO_CITATIONS = re.compile(r"\([A-Z][0-9][^()]*\)\s*\([A-Z][0-9][^()]*\)")
#: A refusal is a sentence or two, never a wall of text.
MAX_MESSAGE = 400

#: Characters that look like digits or separators but are not ASCII digits.
LOOKALIKES = "²³¹①⑨٣٤۵߁१๓０９¼½ⅷ-+_., :=/*'xX\t\u200b\u00a0"


def plain_problem(message: str, given: str = "") -> str | None:
    """``None`` if ``message`` is a plain refusal, else what is wrong with it. ``given`` is
    the input, which a message may quote: words that are in it are not held against it."""
    if not message.strip():
        return "empty message"
    if len(message) > MAX_MESSAGE:
        return f"message of {len(message)} characters"
    for bad in INTERNALS:
        if bad in message and bad not in given:
            return f"message shows internals ({bad!r})"
    if _TWO_CITATIONS.search(message) and not _TWO_CITATIONS.search(given):
        return "two citations in a row, as if the first were a rule"
    root = str(Path(__file__).resolve().parent.parent)
    if root in message or str(Path.home()) in message or tempfile.gettempdir() in message:
        return "message shows a path on disk"
    return None


class Finding(AssertionError):
    """A reader that did not refuse cleanly (or read something unusable)."""


def check_refusal(error: BaseException, what: str, given: str = "") -> None:
    """Raise :class:`Finding` unless ``error`` is a clean refusal with a plain message."""
    if not isinstance(error, CLEAN_ERRORS):
        raise Finding(f"{what}: {type(error).__name__}: {str(error)[:300]}") from error
    problem = plain_problem(str(error), given)
    if problem:
        raise Finding(f"{what}: {problem}: {str(error)[:300]!r}")


# -- samples ----------------------------------------------------------------------------------

@functools.lru_cache(maxsize=None)
def level_ids() -> tuple[str, ...]:
    from ludic.model.registry import level_ids as ids

    return tuple(ids())


@functools.lru_cache(maxsize=None)
def game_of(level_id: str, players: int | None = None):
    from ludic.model.registry import make_game

    return make_game(level_id, num_players=players)


@functools.lru_cache(maxsize=None)
def sample_states(level_id: str, count: int = 24) -> tuple:
    """Positions of ``level_id`` reached by seeded random games (the start, the end of one
    whole game, then positions of short games), to build inputs that are nearly right."""
    game = game_of(level_id)
    rng = random.Random(level_id)
    states = [game.start_state()]
    state = states[0]
    while state.outcome() is None:  # one finished game: refusals quote its outcome
        state = state.play(rng.choice(state.legal_moves()))
    states.append(state)
    while len(states) < count:
        state = game.start_state()
        for _ in range(rng.randrange(1, 200)):
            moves = state.legal_moves()
            if not moves:
                break
            state = state.play(rng.choice(moves))
        states.append(state)
    return tuple(states)


# -- the readers ------------------------------------------------------------------------------

def read_position(level_id: str, text: str) -> None:
    """Read ``text`` as a position of ``level_id``: a clean refusal, or a usable state."""
    game = game_of(level_id)
    try:
        state = game.parse_position(text)
    except BaseException as error:  # noqa: BLE001 - the point is to see every kind
        check_refusal(error, f"{level_id} position", text)
        return
    check_usable(state, f"{level_id} position {_cut(text)}")


def check_usable(state, what: str) -> None:
    """A position that was read must work: round-trip, moves, outcome, play == apply."""
    game = state.game
    try:
        text = state.notation()
        again = game.parse_position(text)
        if again.notation() != text:
            raise Finding(f"{what}: notation does not round-trip: {text!r}")
        moves = state.legal_moves()
        outcome = state.outcome()
        if outcome is None and not moves:
            raise Finding(f"{what}: a live position without legal moves")
        if outcome is not None and moves:
            raise Finding(f"{what}: a finished position with legal moves")
        # counters no game shows (README "Turn limit"; Dra's D4): a game past its turn limit,
        # or still going at it, and Dra's quiet steps or captures outnumbering its turns
        turns = getattr(state, "moves_played", getattr(state, "turns", None))
        if isinstance(turns, int) and (turns > game.turn_limit
                                       or (outcome is None and turns >= game.turn_limit)):
            raise Finding(f"{what}: read with {turns} turns under a limit of "
                          f"{game.turn_limit}")
        quiet = getattr(state, "quiet", None)
        if isinstance(quiet, int) and isinstance(turns, int) and (
                quiet + state.captured(0) + state.captured(1) > turns):
            raise Finding(f"{what}: quiet {quiet} and the captures outnumber {turns} turns")
        if moves:
            move = moves[0]
            if state.play(move).notation() != state.apply(move).state.notation():
                raise Finding(f"{what}: play and apply disagree on {move}")
    except Finding:
        raise
    except BaseException as error:
        raise Finding(f"{what}: accepted, then {type(error).__name__}: {error}") from error


def read_move(level_id: str, text: str) -> None:
    """Read ``text`` as a move of ``level_id`` and ask a position why it is refused."""
    game = game_of(level_id)
    try:
        move = game.parse_move(text)
    except BaseException as error:  # noqa: BLE001 - every kind is seen, as above
        check_refusal(error, f"{level_id} move", text)
        return
    for state in sample_states(level_id)[:4]:
        try:
            reason = state.why_illegal(move)
        except BaseException as error:
            raise Finding(f"{level_id} move {_cut(text)}: why_illegal raised "
                          f"{type(error).__name__}: {error}") from error
        if reason is not None:
            problem = plain_problem(reason, text)
            if problem:
                raise Finding(f"{level_id} move {_cut(text)}: {problem}: {reason[:300]!r}")
        elif state.play(move).notation() != state.apply(move).state.notation():
            raise Finding(f"{level_id} move {_cut(text)}: play and apply disagree")


def read_option(level_id: str, text: str) -> None:
    """Read ``text`` as ``--option NAME=VALUE`` for ``level_id`` and build the game."""
    from ludic.model.registry import load_level, make_game
    from ludic.replay import _parse_options

    level = load_level(level_id)
    try:
        game = make_game(level, _parse_options([text], level))
    except BaseException as error:  # noqa: BLE001 - every kind is seen, as above
        check_refusal(error, f"{level_id} option", text)
        return
    check_usable(game.start_state(), f"{level_id} with option {_cut(text)}")


def read_players(level_id: str, text: str) -> None:
    """Read ``text`` as ``--players N`` for ``level_id``."""
    from ludic.model.registry import load_level, make_game
    from ludic.replay import _parse_players

    level = load_level(level_id)
    try:
        game = make_game(level, None, _parse_players(text, level))
    except BaseException as error:  # noqa: BLE001 - every kind is seen, as above
        check_refusal(error, f"{level_id} players", text)
        return
    check_usable(game.start_state(), f"{level_id} with {_cut(text)} players")


def read_level_file(text: str, folder: Path) -> None:
    """Write ``text`` as a level file and load it."""
    from ludic.model.levels import load_level_file

    path = folder / "fuzzed.toml"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    try:
        load_level_file(path)
    except BaseException as error:
        check_refusal(error, "level file", text)
        if str(folder) in str(error):
            raise Finding(f"level file: message shows its path: {error}") from error


def read_command_line(argv: list[str]) -> None:
    """Run ``--replay`` with ``argv``: exit 0 or 2, and every error line plain."""
    from ludic.replay import run

    out, err = io.StringIO(), io.StringIO()
    shown_argv = _cut(argv)
    real_stderr, sys.stderr = sys.stderr, err  # argparse writes its usage errors there
    try:
        code = run(argv, out, err)
    except SystemExit as stop:  # argparse's own usage errors exit 2 with a usage line
        code = stop.code
        if code != 2:
            raise Finding(f"--replay {shown_argv}: argparse exited {code}") from None
        return
    except BaseException as error:
        raise Finding(f"--replay {shown_argv}: {type(error).__name__}: {error}") from error
    finally:
        sys.stderr = real_stderr
    if code not in (0, 2):
        raise Finding(f"--replay {shown_argv}: exit status {code}")
    for line in err.getvalue().splitlines():
        problem = plain_problem(line, " ".join(argv))
        if problem:
            raise Finding(f"--replay {shown_argv}: {problem}: {line[:300]!r}")


def _cut(value: object, limit: int = 300) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[:limit] + f"... ({len(text)} characters)"


# -- the strategies (hypothesis imported here, not at import time) -----------------------------

def strategies():
    """The hypothesis strategies, by reader: a dict of name -> (strategy, check)."""
    from hypothesis import strategies as st

    huge = st.integers(4000, 6000).map(lambda n: "9" * n)
    long_digits = st.integers(10, 900).map(lambda n: "1" * n)
    # digits str.isdigit() accepts and int() refuses (or reads, like Arabic-Indic ones)
    unicode_digits = st.lists(st.sampled_from("²³¹①⑨٣٤۵߁१๓０９"), min_size=1, max_size=3).map(
        "".join)
    odd_number = st.one_of(huge, long_digits, unicode_digits, st.sampled_from(
        ["-1", "1e9", "0x10", "nan", "inf", "-inf", "1_000", "+3", " 7", "", "99999999999"]))
    junk = st.text(alphabet=st.characters(codec="utf-8"), max_size=40)

    def edited(base: str):
        """``base`` with a few edits: swapped characters, dropped or repeated words,
        numbers replaced by look-alikes or huge runs of digits."""
        def apply_edits(draw_edits):
            text = base
            for kind, where, piece in draw_edits:
                words = text.split(" ")
                if kind == 0 and text:  # replace one character
                    i = where % len(text)
                    text = text[:i] + piece[:1] + text[i + 1:]
                elif kind == 1:  # insert a piece
                    i = where % (len(text) + 1)
                    text = text[:i] + piece + text[i:]
                elif kind == 2 and words:  # drop a word
                    del words[where % len(words)]
                    text = " ".join(words)
                elif kind == 3 and words:  # repeat a word
                    i = where % len(words)
                    words.insert(i, words[i])
                    text = " ".join(words)
                elif kind == 4:  # one number (the where-th) becomes the piece
                    runs = list(re.finditer(r"[0-9]+", text))
                    if runs:
                        run = runs[where % len(runs)]
                        text = text[:run.start()] + piece + text[run.end():]
            return text

        piece = st.one_of(st.sampled_from(LOOKALIKES), odd_number, junk)
        edit = st.one_of(st.tuples(st.just(4), st.integers(0, 10 ** 6), odd_number),
                         st.tuples(st.integers(0, 3), st.integers(0, 10 ** 6), piece))
        return st.lists(edit, min_size=1, max_size=4).map(apply_edits)

    def plausible(base: str):
        """``base`` with a few characters swapped for others of their kind (a digit for a
        digit, a piece for a piece or an empty hole, a letter for a letter): inputs that a
        reader often accepts, so that what it accepts is checked too."""
        kinds = ("0123456789", "SN.", "FDMX", "abcdef", "ABCDEFG", "*'x")

        def apply_swaps(swaps):
            chars = list(base)
            for where, pick in swaps:
                i = where % len(chars)
                for kind in kinds:
                    if chars[i] in kind:
                        chars[i] = kind[pick % len(kind)]
                        break
            return "".join(chars)

        swap = st.tuples(st.integers(0, 10 ** 6), st.integers(0, 100))
        return st.lists(swap, min_size=1, max_size=3).map(apply_swaps)

    def position_inputs(level_id: str):
        bases = [s.notation() for s in sample_states(level_id)]
        return st.one_of(st.sampled_from(bases).flatmap(edited),
                         st.sampled_from(bases).flatmap(edited),
                         st.sampled_from(bases).flatmap(plausible), st.sampled_from(bases),
                         junk, st.sampled_from(["", " ", "\n", "\x00", "-", "=" * 3]))

    def move_inputs(level_id: str):
        bases = sorted({str(m) for s in sample_states(level_id) for m in s.legal_moves()})
        return st.one_of(st.sampled_from(bases).flatmap(edited), junk, odd_number)

    def option_inputs(level_id: str):
        names = sorted(game_of(level_id).level.options) or ["none"]
        values = st.one_of(odd_number, junk, st.sampled_from(
            ["true", "false", "'origin'", "[1, 2]", "{a = 1}", "1.0e400", "nan", "-nan",
             "inf", "0.5", "0", "1000", "[[[[[[[[[[1]]]]]]]]]]", "[" * 600 + "]" * 600]))
        return st.tuples(st.sampled_from(names), values).map(lambda nv: f"{nv[0]}={nv[1]}")

    good_level = (Path(__file__).resolve().parent.parent / "levels" / "isolo.toml")

    def level_inputs():
        base = good_level.read_text(encoding="utf-8").replace('id = "isolo"', 'id = "fuzzed"')
        nested = st.integers(1, 3000).map(lambda n: "x = " + "[" * n + "]" * n + "\n")
        tables = st.integers(1, 3000).map(lambda n: "x = " + "{a = " * n + "1" + "}" * n)
        start = st.sampled_from([s.notation() for s in sample_states("isolo")]).flatmap(
            edited).map(lambda p: base.replace('turn_limit', f'start = {p!r}\nturn_limit', 1))
        return st.one_of(st.just(base).flatmap(edited), nested, tables, start, junk,
                         odd_number.map(lambda v: base.replace("default = 1000",
                                                               f"default = {v}")))

    def command_lines():
        word = st.one_of(st.sampled_from(["--from", "--option", "--players", "--", "-h"]),
                         st.sampled_from(level_ids()), odd_number, junk)
        return st.lists(word, min_size=1, max_size=6).filter(
            lambda argv: "-h" not in argv and "--help" not in argv)

    readers: dict[str, tuple] = {}
    for lv in level_ids():
        readers[f"position:{lv}"] = (position_inputs(lv), functools.partial(read_position, lv))
        readers[f"move:{lv}"] = (move_inputs(lv), functools.partial(read_move, lv))
        readers[f"option:{lv}"] = (option_inputs(lv), functools.partial(read_option, lv))
        readers[f"players:{lv}"] = (st.one_of(odd_number, junk, st.integers(-3, 9).map(str)),
                                    functools.partial(read_players, lv))
    readers["level-file"] = (level_inputs(), None)  # needs a folder: see run_reader
    readers["command-line"] = (command_lines(), read_command_line)
    return readers


def run_reader(name: str, strategy, check: Callable | None, examples: int,
               seed: int | None = None, folder: Path | None = None) -> int:
    """Feed ``examples`` inputs to one reader; returns how many were tried. Raises
    :class:`Finding` with the (shrunk) failing input."""
    from hypothesis import HealthCheck, given, settings
    from hypothesis import seed as fixed_seed

    tally = [0]
    if check is None:
        folder = folder or Path(tempfile.mkdtemp(prefix="ludic-fuzz-"))
        check = functools.partial(_level_check, folder=folder)

    def one(text):
        tally[0] += 1
        check(text)

    test = settings(max_examples=examples, deadline=None, database=None,
                    report_multiple_bugs=False, print_blob=False,
                    suppress_health_check=list(HealthCheck))(given(strategy)(one))
    if seed is not None:
        test = fixed_seed(seed)(test)
    test()
    return tally[0]


def _level_check(text: str, folder: Path) -> None:
    read_level_file(text, folder)


def main(argv: Iterable[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ludic.fuzz",
                                     description="Fuzz every reader of Ludic.")
    parser.add_argument("readers", nargs="*", help="reader names (default: all); "
                        "e.g. position:dra, move:isolo, option:sig-el-oued, level-file")
    parser.add_argument("--examples", type=int, default=2000,
                        help="inputs per reader (default 2000)")
    parser.add_argument("--seed", type=int, default=None, help="hypothesis seed")
    args = parser.parse_args(list(argv) if argv is not None else None)
    readers = strategies()
    names = args.readers or list(readers)
    unknown = [n for n in names if n not in readers]
    if unknown:
        print(f"unknown reader(s): {', '.join(unknown)}; known: {', '.join(readers)}",
              file=sys.stderr)
        return 2
    failed = 0
    for name in names:
        strategy, check = readers[name]
        try:
            tried = run_reader(name, strategy, check, args.examples, args.seed)
        except Finding as finding:
            failed += 1
            print(f"{name:32} FAILED: {finding}")
            continue
        print(f"{name:32} {tried:6} inputs, every one refused cleanly or read well")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
