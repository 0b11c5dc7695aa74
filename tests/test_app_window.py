"""The window reopens as it was left: its size, maximised or not, in full screen or not
(``Settings.window_size``, ``maximised``, ``fullscreen``), a size too big for the screen of
today fitted to it. Driven headless through the window events SDL sends (the dummy driver
sends none of its own); the real window manager's events are checked under Xvfb and openbox
in ``test_app_screen.py``'s way by hand (see the issue's notes)."""

from __future__ import annotations

import random

import pygame
import pytest

from apphelp import FakeClock, Harness
from ludic.app import app as app_module
from ludic.app.app import App
from ludic.app.storage import Settings, Storage


@pytest.fixture
def desktop(monkeypatch):
    """The desktop's size as SDL reports it (the dummy driver's is 1024x768)."""
    def set_size(w: int, h: int) -> None:
        monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(w, h)])
    set_size(1920, 1080)
    return set_size


def start(home, monkeypatch=None) -> tuple[App, list]:
    """The app as ``main.py`` starts it (its size from the settings), and the calls made to
    maximise its window."""
    asked: list = []
    if monkeypatch is not None:
        monkeypatch.setattr(app_module, "maximise_window", lambda: asked.append(True))
    app = App(None, storage=Storage(home=home), clock=FakeClock(), rng=random.Random(0),
              audio=False, catch_errors=False, fullscreen=None)
    return app, asked


def window_event(h: Harness, kind: int, size: tuple[int, int] | None = None) -> None:
    """A window manager's doing, as SDL tells it: a state change, then the new size."""
    h.post(kind)
    if size is not None:
        h.post(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)
    h.pump(2)


def test_the_window_state_round_trips_through_the_settings(tmp_path):
    st = Storage(home=tmp_path)
    s = Settings(window_size=[1100, 700], maximised=True, fullscreen=True)
    assert st.save_settings(s)
    assert Storage(home=tmp_path).load_settings() == s
    st.write_json(st.settings_path, {"maximised": "yes", "window_size": [1100, 700]})
    other = Storage(home=tmp_path)
    got = other.load_settings()
    assert got.maximised is False and got.window_size == [1100, 700]
    assert "maximised window" in str(other.problems[-1])


def test_a_maximised_window_remembers_its_own_size(tmp_path):
    """Maximised by the window manager, the window's size is not taken for its own: it
    reopens maximised over 1100x700, and un-maximised goes back to 1100x700. Before, the
    maximised size was remembered and the window reopened not maximised, at the screen's
    size less a margin."""
    h = Harness(tmp_path, size=(1280, 720))
    h.resize(1100, 700)  # by hand
    assert h.app.settings.window_size == [1100, 700]
    window_event(h, pygame.WINDOWMAXIMIZED, (1920, 1050))
    assert h.app.size == (1920, 1050) and h.app.maximised
    assert h.app.settings.window_size == [1100, 700] and h.app.settings.maximised
    # brought back from the taskbar, SDL says "restored" (and "maximised", "restored"):
    # the window is still maximised, its size unchanged
    window_event(h, pygame.WINDOWMINIMIZED)
    for kind in (pygame.WINDOWRESTORED, pygame.WINDOWMAXIMIZED, pygame.WINDOWRESTORED):
        h.post(kind)
    h.pump(2)
    assert h.app.maximised and h.app.settings.maximised
    h.app.set_fullscreen(True)  # F11 and back: still maximised, its own size kept
    h.pump(2)
    h.app.set_fullscreen(False)
    h.resize(1920, 1050)  # what the window manager makes of the maximise asked again
    assert h.app.maximised and h.app.settings.window_size == [1100, 700]
    window_event(h, pygame.WINDOWRESTORED, (1100, 700))  # un-maximised
    assert not h.app.maximised and not h.app.settings.maximised
    h.resize(1200, 760)  # resized by hand: remembered
    assert h.app.settings.window_size == [1200, 760]
    window_event(h, pygame.WINDOWMAXIMIZED, (1920, 1050))
    h.app.shutdown()
    got = Storage(home=tmp_path).load_settings()
    assert (got.window_size, got.maximised) == ([1200, 760], True)


def test_the_window_reopens_maximised_at_its_size(tmp_path, desktop, monkeypatch):
    Storage(home=tmp_path).save_settings(Settings(window_size=[1100, 700], maximised=True))
    app, asked = start(tmp_path, monkeypatch)
    assert asked == [True] and app.maximised
    assert app.windowed_size == (1100, 700)
    app.shutdown()
    got = Storage(home=tmp_path).load_settings()
    assert (got.window_size, got.maximised) == ([1100, 700], True)


def test_a_window_left_unmaximised_reopens_at_its_size(tmp_path, desktop, monkeypatch):
    Storage(home=tmp_path).save_settings(Settings(window_size=[1100, 700]))
    app, asked = start(tmp_path, monkeypatch)
    assert asked == [] and not app.maximised
    assert app.size == (1100, 700)
    app.shutdown()


def test_a_size_too_big_for_the_screen_of_today_is_fitted_to_it(tmp_path, desktop,
                                                                 monkeypatch):
    """A laptop after a projector: the 1920x1080 window left on the projector opens within
    the laptop's 1366x768 screen (room left for a title bar and a taskbar), maximised if it
    was; back on the projector it is 1920x1080 again (the laptop's start, with no resize,
    did not forget it)."""
    Storage(home=tmp_path).save_settings(Settings(window_size=[1920, 1080]))
    desktop(1366, 768)
    app, _asked = start(tmp_path, monkeypatch)
    w, h = app.size
    assert w <= 1366 * 0.96 and h <= 768 * 0.9 and h >= 0.85 * 768
    app.shutdown()
    desktop(1920, 1080)
    assert Storage(home=tmp_path).load_settings().window_size == [1920, 1080]
    Storage(home=tmp_path).save_settings(Settings(window_size=[1920, 1080], maximised=True))
    desktop(1366, 768)
    app, asked = start(tmp_path, monkeypatch)
    assert asked == [True] and app.windowed_size[0] <= 1366 and app.windowed_size[1] <= 768
    app.shutdown()


def test_a_size_asked_for_is_not_maximised(tmp_path, desktop, monkeypatch):
    """``--size`` asks for a window of that size: it is not maximised, and is remembered
    as not maximised."""
    Storage(home=tmp_path).save_settings(Settings(window_size=[1100, 700], maximised=True))
    asked: list = []
    monkeypatch.setattr(app_module, "maximise_window", lambda: asked.append(True))
    app = App((1280, 720), storage=Storage(home=tmp_path), clock=FakeClock(),
              rng=random.Random(0), audio=False, catch_errors=False, fullscreen=False)
    assert asked == [] and not app.maximised and app.size == (1280, 720)
    app.shutdown()
    assert not Storage(home=tmp_path).load_settings().maximised


def test_a_screen_too_small_for_a_whole_window_opens_full_screen(tmp_path, desktop,
                                                                 monkeypatch):
    """A 1024x600 netbook: the smallest window (1024x600) and its title bar ran past the
    bottom of the screen, the setup's Start button and the game's message bar half out of
    sight. The app opens full screen there, for that start only (the setting stays "in a
    window"); a screen with room opens a window, and a window asked for stays one."""
    desktop(1024, 600)
    app, _asked = start(tmp_path, monkeypatch)
    assert app.fullscreen and not app.settings.fullscreen
    app.shutdown()
    assert not Storage(home=tmp_path).load_settings().fullscreen
    for size in ((1366, 768), (1024, 768)):
        desktop(*size)
        app, _asked = start(tmp_path, monkeypatch)
        assert not app.fullscreen, size
        app.shutdown()
    desktop(1024, 600)
    app = App(None, storage=Storage(home=tmp_path), clock=FakeClock(), rng=random.Random(0),
              audio=False, catch_errors=False, fullscreen=False)
    assert not app.fullscreen
    app.shutdown()
