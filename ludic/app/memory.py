"""Giving freed memory back to the system.

Pictures come and go by the thousand (rendered text, scaled sprites, GUI elements rebuilt at
each change of screen). When they are freed, the C library keeps the memory for later use
rather than returning it. On Linux, glibc even raises its threshold for giving big blocks
their own pages each time such a block is freed, so that after a while every picture of a few
megabytes comes from the common heap, which ends up two-thirds holes: the resident memory
climbs to twice what is alive. Two remedies, both for glibc only (elsewhere they do nothing):

* :func:`tune` (at start) fixes that threshold at :data:`MMAP_THRESHOLD`: a picture bigger
  than that gets pages of its own, returned to the system when it is freed;
* :func:`give_back` asks glibc to return the holes of the heap (``malloc_trim``); the app
  calls it when a scene goes away or the window changes size, at most once every
  :data:`MIN_INTERVAL` seconds (one call takes a few milliseconds).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import sys
import time

MIN_INTERVAL = 2.0
MMAP_THRESHOLD = 256 * 1024
_M_MMAP_THRESHOLD = -3  # glibc's mallopt parameter

_libc = None
_last = 0.0


def _glibc():
    """glibc, or False (another system, or another C library such as musl)."""
    global _libc
    if _libc is None:
        _libc = False
        if sys.platform.startswith("linux"):
            try:
                libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
                libc.malloc_trim.argtypes = [ctypes.c_size_t]
                libc.mallopt.argtypes = [ctypes.c_int, ctypes.c_int]
                _libc = libc
            except (OSError, AttributeError):
                _libc = False
    return _libc


def tune() -> bool:
    """Give big blocks pages of their own, always (see the module's text). True if done."""
    libc = _glibc()
    return bool(libc) and libc.mallopt(_M_MMAP_THRESHOLD, MMAP_THRESHOLD) == 1


def give_back(force: bool = False) -> bool:
    """Return freed heap memory to the system (Linux with glibc). True if it was asked."""
    global _last
    now = time.monotonic()
    if not force and now - _last < MIN_INTERVAL:
        return False
    libc = _glibc()
    if not libc:
        return False
    _last = now
    libc.malloc_trim(0)
    return True
