"""``python main.py --suggest LEVEL [--from POSITION] [--option NAME=VALUE] [--players N]
[--strength NAME] [--seconds S] [--seed N] [--lang CODE] MOVE...``: the computer's move in a
position.

It replays the MOVEs exactly as ``--replay`` does (the same output, the same errors and exit
status 2: :func:`ludic.replay.replay_moves`), then prints, as the last line of standard output,
the move the computer would play in the position reached, in the game's notation, or
``throw`` when the sticks are to be thrown (a throw is chance, not a choice). The positions
the MOVEs went through are the game's past, as in the app: the computer knows when a move
goes back to one of them (:mod:`ludic.ai.search`, "Repetition").

``--strength`` is ``easy``, ``medium`` or ``hard`` (default). ``--seed`` (default 0) seeds the
choice among good moves of Easy and Medium. The same arguments always print the same move:
the search is ended by its node budget alone (the app's time cap for busy machines is off).
``--seconds S`` lets the computer think for S seconds instead of its fixed budget (stronger
with more time, but then the move may differ from machine to machine). A finished game or an
unknown strength exits with status 2 and says why on standard error.

``--lang`` (``en``, ``fr``, ``ar``) is ``--replay``'s (:func:`ludic.replay.speak`): every
line, the replay's and this command's errors, is in that language, English unless asked. The
last line is not: the move is the rule book's notation and ``throw`` a word for scripts.
"""

from __future__ import annotations

import sys
from typing import Sequence, TextIO

from ludic.i18n import _, tr
from ludic.model.reading import shown
from ludic.replay import make_parser, replay_moves, speak


def run(argv: Sequence[str], out: TextIO = sys.stdout, err: TextIO = sys.stderr) -> int:
    from ludic.ai import STRENGTHS, choose_move, positions_seen

    parser = make_parser("main.py --suggest", "Replay moves of a Ludic game, then print the "
                         "move the computer would play (last line; 'throw' at a throw).")
    parser.add_argument("--strength", default="hard",
                        help=f"how strong the computer plays: {', '.join(STRENGTHS)} "
                             "(default hard)")
    parser.add_argument("--seconds", type=float,
                        help="think this many seconds instead of the strength's fixed budget")
    parser.add_argument("--seed", type=int, default=0,
                        help="seed of the choice among good moves (default 0)")
    args = parser.parse_intermixed_args(list(argv))
    speak(args)
    if args.strength not in STRENGTHS:
        print(_("error: {error}").format(error=_(
            "unknown strength {strength}: choose one of {strengths}").format(
                strength=shown(args.strength), strengths=", ".join(STRENGTHS))), file=err)
        return 2
    if args.seconds is not None and not args.seconds > 0:
        print(_("error: {error}").format(error=_(
            "--seconds must be more than 0, not {seconds}").format(seconds=args.seconds)),
            file=err)
        return 2
    played: list = []
    code, state = replay_moves(args, out, err, played)
    if code:
        return code
    outcome = state.outcome()
    if outcome is not None:
        print(_("error: {error}").format(error=_(
            "the game is over, there is no move to suggest: {reason}").format(
                reason=tr(outcome.reason))), file=err)
        return 2
    if state.is_chance:
        print("throw", file=out)
        return 0
    # No time cap: the node budget alone ends the search, so the same arguments print the
    # same move on any machine, however busy (bug reports and tests rely on it).
    # The positions the moves went through are the game's past: the computer does not go
    # back to one where it could make progress (ludic.ai.search, "Repetition").
    print(choose_move(state, args.strength, args.seed, args.seconds, time_cap=False,
                      seen=positions_seen(played, state)), file=out)
    return 0
