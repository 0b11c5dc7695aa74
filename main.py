"""Ludic's entry point.

    python main.py                     # the desktop app
    python main.py --replay LEVEL ...  # replay moves headless (see README)
    python main.py --smoke             # self-test without a screen (the frozen build uses it)
"""

import sys


def main(argv: list[str]) -> int:
    if argv[:1] == ["--replay"]:
        from ludic.replay import run

        return run(argv[1:])
    if argv[:1] == ["--smoke"]:
        from ludic.smoke import run_smoke

        return run_smoke(argv[1:])
    from ludic.app.launch import run_app

    return run_app(argv)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
