"""Ludic's entry point.

    python main.py                     # the desktop app
    python main.py --replay LEVEL ...  # replay moves headless (see README)
"""

import sys


def main(argv: list[str]) -> int:
    if argv[:1] == ["--replay"]:
        from ludic.replay import run

        return run(argv[1:])
    from ludic.app.launch import run_app

    return run_app(argv)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
