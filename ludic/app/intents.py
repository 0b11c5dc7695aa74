"""Raw input turned into intents, once, in one place.

Scenes never look at keys, mouse buttons or window events: they get :class:`Intent` values.

==========================  ===================================================
intent                      from
==========================  ===================================================
``select`` (pos)            left mouse button down (a click on the board)
``point`` (pos)             mouse motion (hover)
``cancel`` (pos)            right mouse button
``scroll`` (value=dy)       mouse wheel
``confirm``                 Enter, keypad Enter
``back``                    Escape, Backspace (outside text fields)
``throw``                   Space, T
``undo``                    Ctrl+Z, U
``redo``                    Ctrl+Y, Ctrl+Shift+Z, R
``save``                    Ctrl+S (save the game under a name)
``next`` / ``prev``         Tab / Shift+Tab, arrow keys (keyboard cursor)
``pick`` (value=0..6)       digits 0-6 (a teacher's throw in demonstration mode)
``rules``                   F1, H
``toggle_fullscreen``       F11, Alt+Enter
``mute``                    M
``numbers``                 N (show the board's numbering or circuit)
``demo``                    D (demonstration mode: pick the throw)
``key`` (key)               any other key (skips an animation)
``resize`` (value=(w, h))   the window changed size
``quit``                    the window's close button
``ui`` (value=event)        a pygame_gui event (button pressed, text changed...)
==========================  ===================================================
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame


@dataclass(frozen=True)
class Intent:
    name: str
    pos: tuple[int, int] | None = None
    value: Any = None
    key: int | None = None


_KEYS = {
    pygame.K_RETURN: "confirm",
    pygame.K_KP_ENTER: "confirm",
    pygame.K_ESCAPE: "back",
    pygame.K_BACKSPACE: "back",
    pygame.K_SPACE: "throw",
    pygame.K_t: "throw",
    pygame.K_u: "undo",
    pygame.K_r: "redo",
    pygame.K_RIGHT: "next",
    pygame.K_DOWN: "next",
    pygame.K_LEFT: "prev",
    pygame.K_UP: "prev",
    pygame.K_F1: "rules",
    pygame.K_h: "rules",
    pygame.K_F11: "toggle_fullscreen",
    pygame.K_m: "mute",
    pygame.K_n: "numbers",
    pygame.K_d: "demo",
}

_DIGITS = {getattr(pygame, f"K_{i}"): i for i in range(10)}
_DIGITS.update({getattr(pygame, f"K_KP{i}"): i for i in range(10)})

UI_EVENTS: frozenset[int] = frozenset()


def _ui_events() -> frozenset[int]:
    global UI_EVENTS
    if not UI_EVENTS:
        import pygame_gui

        UI_EVENTS = frozenset(getattr(pygame_gui, n) for n in dir(pygame_gui)
                              if n.startswith("UI_") and isinstance(getattr(pygame_gui, n), int))
    return UI_EVENTS


def translate(event: pygame.event.Event) -> Intent | None:
    """The intent of one raw event, or ``None`` for events the app ignores."""
    t = event.type
    if t == pygame.QUIT:
        return Intent("quit")
    if t in (pygame.VIDEORESIZE,):
        return Intent("resize", value=(event.w, event.h))
    if t == pygame.MOUSEBUTTONDOWN:
        pos = tuple(event.pos)
        if event.button == 1:
            return Intent("select", pos=pos)
        if event.button == 3:
            return Intent("cancel", pos=pos)
        return None
    if t == pygame.MOUSEMOTION:
        return Intent("point", pos=tuple(event.pos))
    if t == pygame.MOUSEWHEEL:
        return Intent("scroll", value=event.y)
    if t == pygame.KEYDOWN:
        return _key(event)
    if t in _ui_events():
        return Intent("ui", value=event)
    return None


def _key(event: pygame.event.Event) -> Intent:
    key, mod = event.key, event.mod
    ctrl = bool(mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
    shift = bool(mod & pygame.KMOD_SHIFT)
    if ctrl and key == pygame.K_z:
        return Intent("redo" if shift else "undo", key=key)
    if ctrl and key == pygame.K_y:
        return Intent("redo", key=key)
    if ctrl and key == pygame.K_s:
        return Intent("save", key=key)
    if key == pygame.K_RETURN and mod & pygame.KMOD_ALT:
        return Intent("toggle_fullscreen", key=key)
    if key == pygame.K_TAB:
        return Intent("prev" if shift else "next", key=key)
    if ctrl:
        return Intent("key", key=key)
    if key in _DIGITS:
        return Intent("pick", value=_DIGITS[key], key=key)
    name = _KEYS.get(key)
    return Intent(name or "key", key=key)
