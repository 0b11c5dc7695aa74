"""Shared test setup: headless SDL for every test, the checkout on sys.path."""

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


import pytest


@pytest.fixture(autouse=True)
def _english_after_each_test():
    """The language in force is process-wide (ludic.i18n): a test that switches it (a click on
    العربية in Settings, a translation test) must not leave the next test in Arabic."""
    yield
    from ludic import i18n

    i18n.set_language("en")
    i18n.set_players()
    i18n.set_voice(None)  # a lesson left open at the end of a test speaks no further


@pytest.fixture(autouse=True)
def _normal_text_after_each_test():
    """The text size setting is process-wide too (ludic.app.theme): a test in extra large
    text left every later text drawn 1.5 times larger (test_i18n's reference rendering of
    Arabic failed when it ran after test_app_text_fit_small)."""
    yield
    theme = sys.modules.get("ludic.app.theme")  # a model test never imports pygame for it
    if theme is not None:
        theme.set_text_size("normal")
