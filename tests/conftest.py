"""Shared test setup: headless SDL for every test, the checkout on sys.path, and each test's
garbage collections kept to what that test made (``pytest_runtest_protocol`` below)."""

import gc
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


import pytest


#: How many objects may be frozen before a test without a full collection first: a quarter
#: more than were alive after the last one (CPython's own rule for its full collections).
_frozen_limit = 0


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item, nextitem):
    """Freeze (``gc.freeze``) what is alive before each test, and unfreeze it after.

    The app collects all its garbage each time a scene goes away or the window changes size
    (``ludic.app.memory.give_back``), hundreds of times in some tests, and a full collection
    goes through every object alive in the process: in a whole run, those of every test run
    before, the modules, the fonts, the module-scoped harnesses. Frozen objects are left out
    of every collection, so a test's collections go through what that test made.

    Nothing leaks from one test into the next. The test's own garbage is collected at its
    end while the rest is still frozen (so that collection is as small as the test), then
    everything is unfrozen. The wrapper ends after pytest has dropped the test's fixture
    values (``item.funcargs``), so a Harness a fixture returned is garbage by then. What was
    alive before a test and became garbage during it (a module-scoped harness torn down
    after the module's last test, an old scene of a shared harness) was frozen, so that
    collection missed it: when the objects to freeze have grown by a quarter since the last
    full collection, a full collection runs first, as CPython itself decides when to run
    one."""
    global _frozen_limit
    gc.freeze()
    if gc.get_freeze_count() > _frozen_limit:
        gc.unfreeze()
        gc.collect()
        gc.freeze()
        _frozen_limit = gc.get_freeze_count() * 5 // 4
    try:
        return (yield)
    finally:
        gc.collect()
        gc.unfreeze()


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
