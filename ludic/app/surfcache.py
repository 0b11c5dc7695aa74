"""A cache of pictures capped by the memory they hold, not by how many there are.

A cache capped at 2,048 entries holds 2,048 labels of 20 pixels or 2,048 full-window panels
of 8 MB each: the count says nothing about the memory. :class:`SurfaceCache` counts the bytes
of every surface it keeps (width x height x bytes per pixel) and, past its budget, forgets the
pictures used least recently::

    cache = SurfaceCache(32 * 2**20)          # 32 MB
    img = cache.get(key)
    if img is None:
        img = cache.put(key, make_it())

A surface bigger than the whole budget is kept alone (everything else is forgotten), so
that a picture drawn every frame is never made again every frame.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Hashable

import pygame


def surface_bytes(surface: pygame.Surface) -> int:
    """The memory a surface's pixels take."""
    w, h = surface.get_size()
    return w * h * surface.get_bytesize()


class SurfaceCache:
    def __init__(self, max_bytes: int) -> None:
        self.max_bytes = int(max_bytes)
        self.bytes = 0
        self._items: OrderedDict[Hashable, tuple[pygame.Surface, int]] = OrderedDict()

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items

    def get(self, key: Hashable) -> pygame.Surface | None:
        item = self._items.get(key)
        if item is None:
            return None
        self._items.move_to_end(key)
        return item[0]

    def put(self, key: Hashable, surface: pygame.Surface) -> pygame.Surface:
        size = surface_bytes(surface)
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= old[1]
        self._items[key] = (surface, size)
        self.bytes += size
        while self.bytes > self.max_bytes and len(self._items) > 1:
            _, (_, freed) = self._items.popitem(last=False)
            self.bytes -= freed
        return surface

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0
