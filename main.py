"""Ludic: five traditional board games of North and East Africa.

Usage:
    python main.py [--size WxH] [--fullscreen | --windowed]
                                        # the desktop app (window size, full screen or not)
    python main.py --replay LEVEL ...   # replay moves headless (see README; --replay --help)
    python main.py --suggest LEVEL ...  # replay moves, then print the computer's move
                                        # (--strength easy|medium|hard; --suggest --help)
    python main.py --smoke              # self-test without a screen (the frozen build uses it)
    python main.py --lessons            # the lessons: level id, title, number of steps (tabs)
    python main.py --help               # this help

LEVEL is a level id: isolo, dra, khamousiyya, khamousiyya-5x5, sig-el-oued,
sig-el-oued-capture.
"""

import sys

HELP_FLAGS = ("--help", "-h", "-?", "/?")


def main(argv: list[str]) -> int:
    if argv[:1] and argv[0] in HELP_FLAGS:
        print(__doc__.strip())
        return 0
    if argv[:1] == ["--replay"]:
        from ludic.replay import run

        return run(argv[1:])
    if argv[:1] == ["--suggest"]:
        from ludic.ai.suggest import run

        return run(argv[1:])
    if argv[:1] == ["--lessons"]:
        if argv[1:]:  # "--lessons --lang fr" printed English as if it had been understood
            print(f"main.py --lessons takes no arguments, not {argv[1]}\n\n{__doc__.strip()}",
                  file=sys.stderr)
            return 2
        from ludic.model.errors import LevelError
        from ludic.model.lessons import lesson_lines, load_all

        try:
            lines = lesson_lines(load_all())
        except LevelError as error:
            print(f"error: {error}", file=sys.stderr)
            return 2
        print("\n".join(lines))
        return 0
    if argv[:1] == ["--smoke"]:
        from ludic.smoke import run_smoke

        return run_smoke(argv[1:])
    from ludic.app.launch import run_app, unknown_options

    bad = unknown_options(argv)
    if bad:
        print(f"main.py: unknown option {bad[0]}\n\n{__doc__.strip()}", file=sys.stderr)
        return 2
    return run_app(argv)


if __name__ == "__main__":
    # First thing: a frozen app started as the computer's worker process (ludic.ai.worker,
    # multiprocessing's spawn) runs the worker here instead of a second app.
    import multiprocessing

    multiprocessing.freeze_support()
    raise SystemExit(main(sys.argv[1:]))
