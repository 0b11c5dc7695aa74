"""Start the desktop app: ``python main.py [--size WxH] [--fullscreen]``.

Logging goes to a file in the user's log folder (a windowed Windows build has no console);
nothing happens at import time.
"""

from __future__ import annotations

import logging
import logging.handlers
import os
import sys


def setup_logging(storage) -> str:
    """Log to ``<user log dir>/ludic.log`` (rotated); return its path."""
    path = storage.log_path
    handlers: list[logging.Handler] = []
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handlers.append(logging.handlers.RotatingFileHandler(path, maxBytes=1_000_000,
                                                             backupCount=2, encoding="utf-8"))
    except OSError:
        pass
    if sys.stderr is not None and os.environ.get("LUDIC_LOG_STDERR"):
        handlers.append(logging.StreamHandler(sys.stderr))
    logging.basicConfig(level=logging.INFO, handlers=handlers or [logging.NullHandler()],
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s", force=True)
    return str(path)


def parse_args(argv: list[str]) -> dict:
    opts: dict = {}
    it = iter(argv)
    for arg in it:
        if arg == "--size":
            w, _, h = next(it, "").partition("x")
            if w.isdigit() and h.isdigit():
                opts["size"] = (int(w), int(h))
        elif arg == "--fullscreen":
            opts["fullscreen"] = True
        elif arg == "--windowed":
            opts["fullscreen"] = False
    return opts


def unknown_options(argv: list[str]) -> list[str]:
    """The arguments :func:`parse_args` does not know (``main.py`` then prints its help
    instead of opening a window that ignores them)."""
    bad: list[str] = []
    it = iter(argv)
    for arg in it:
        if arg == "--size":
            w, _, h = next(it, "").partition("x")
            if not (w.isdigit() and h.isdigit()):
                bad.append(f"--size {w}{'x' if h else ''}{h}".strip())
        elif arg not in ("--fullscreen", "--windowed") and not arg.startswith("-psn_"):
            bad.append(arg)
    return bad


def run_app(argv: list[str]) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from ludic.app.storage import Storage

    storage = Storage()
    setup_logging(storage)
    log = logging.getLogger("ludic")
    log.info("starting Ludic %s", " ".join(argv))
    storage.clean_leftovers()  # temporary files of a copy that was killed mid-write
    try:
        from ludic.app.app import App
        from ludic.app.scenes.title import TitleScene

        from ludic.app import language

        start_settings(storage)
        app = App(storage=storage, fit=True, **parse_args(argv))
        language.apply_to_app(app)
        app.push(TitleScene(app))
        if os.environ.get("LUDIC_EXIT_AFTER_FIRST_FRAME"):  # python -m ludic.app.bench_startup
            _exit_after_first_frame(app)
        return app.run()
    except Exception:  # the last line of defence: log, never a traceback
        log.exception("Ludic could not start")
        _last_words(storage)
        return 1


def start_settings(storage):
    """Read the settings and put their language in force before the window opens (its
    title, the first screen). The settings are written back when they changed: the first
    start (the system's language is remembered) and a file with wrong values, which
    ``load_settings`` set aside: the values it kept are written, so that the app, which
    reads the settings again, keeps the language, the text size and the names instead of
    starting from the defaults (the note said only the wrong ones went back to them)."""
    from ludic.app import language

    told = len(storage.problems)
    settings = storage.load_settings()
    first = not settings.language  # the first start follows the system's language
    language.startup(settings)
    if first or len(storage.problems) > told:
        storage.save_settings(settings)
    return settings


def _exit_after_first_frame(app) -> None:
    import time

    def report() -> None:
        if app.frames == 1:
            print(f"first-frame {time.time():.6f}", flush=True)
        elif app._gui is not None and not app._ui_dirty:
            print(f"first-frame-with-buttons {time.time():.6f}", flush=True)
            app.quit()

    app.on_frame = report


def _last_words(storage) -> None:
    """Tell the player in plain words when even the window cannot open: in the language of
    the settings once they were read (English before)."""
    from ludic.i18n import _

    text = _("Ludic could not start. The details are in its log file, {name}, in Ludic's "
             "logs folder.").format(name=storage.log_path.name)
    try:
        import pygame

        pygame.display.init()
        pygame.display.message_box("Ludic", text, "error")
    except Exception:  # noqa: BLE001 - the last words: no display, no SDL, anything: print
        if sys.stderr is not None:
            print(text, file=sys.stderr)
