"""Giving freed memory back to the system.

The GUI's elements refer to each other in cycles, so the thousands that each change of screen
throws away are freed only by Python's full garbage collection, which by itself runs rarely:
left alone, hundreds of megabytes of old buttons and their pictures wait for it. So
:func:`give_back` collects the garbage first.

Pictures come and go by the thousand (rendered text, scaled sprites, GUI elements rebuilt at
each change of screen). When they are freed, the C library keeps the memory for later use
rather than returning it. On Linux, glibc even raises its threshold for giving big blocks
their own pages each time such a block is freed, so that after a while every picture of a few
megabytes comes from the common heap, which ends up two-thirds holes: the resident memory
climbs to twice what is alive. Two remedies, both for glibc only (elsewhere they do nothing):

* :func:`tune` (at start) fixes that threshold at :data:`MMAP_THRESHOLD`: a picture bigger
  than that gets pages of its own, returned to the system when it is freed;
* :func:`give_back` asks glibc to return the holes of the heap (``malloc_trim``, 2-6 ms).

The app calls it in full when a scene goes away, when the window changes size and when it has
waited a second for input; and after each frame as ``busy`` (young garbage only), at most
every :data:`BUSY_INTERVAL` seconds.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import gc
import sys
import time

MIN_INTERVAL = 2.0
BUSY_INTERVAL = 5.0
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


def give_back(force: bool = False, busy: bool = False) -> bool:
    """Free what is garbage and return freed heap memory to the system, at most every
    :data:`MIN_INTERVAL` seconds, or every :data:`BUSY_INTERVAL` while something moves (a
    long animation never lets the heap grow unchecked). While something moves only the
    young garbage is collected (a full collection takes tens of milliseconds: a visible
    hitch); otherwise all of it. True if it was done."""
    global _last
    now = time.monotonic()
    if not force and now - _last < (BUSY_INTERVAL if busy else MIN_INTERVAL):
        return False
    _last = now
    gc.collect(1 if busy and not force else 2)
    libc = _glibc()
    if libc:
        libc.malloc_trim(0)
    return True
