"""Shared test setup: headless SDL for every test, the checkout on sys.path."""

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _english_after_each_test():
    """The language in force is process-wide (ludic.i18n): a test that switches it (a click on
    العربية in Settings, a translation test) must not leave the next test in Arabic."""
    yield
    from ludic import i18n

    i18n.set_language("en")
    i18n.set_players()
