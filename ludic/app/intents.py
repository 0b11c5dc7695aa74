"""Raw input turned into intents, once, in one place.

Scenes never look at keys, mouse buttons or window events: they get :class:`Intent` values.

==========================  ===================================================
intent                      from
==========================  ===================================================
``select`` (pos)            left mouse button down (a click on the board)
``point`` (pos)             mouse motion (hover); the mouse leaving the window
                            (``NOWHERE``: every hover mark goes)
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
``help``                    F1 (the Help screen, from anywhere)
``rules``                   H (the rules of the game shown)
``toggle_fullscreen``       F11, Alt+Enter
``mute``                    M
``numbers``                 N (show the board's numbering or circuit)
``demo``                    D (demonstration mode: pick the throw)
``seat``                    C (take over the seat to move from the computer, or give it to it)
``key`` (key)               any other key (skips an animation)
``resize`` (value=(w, h))   the window changed size
``quit``                    the window's close button
``ui`` (value=event)        a pygame_gui event (button pressed, text changed...)
``disabled`` (value)        a left click on a button drawn disabled (``value``: the
                            button), which pygame_gui takes without a word
==========================  ===================================================

Left and Right become ``prev`` and ``next`` in every language. Where a right-to-left
language mirrors a row, the scene decides what they mean there: a row of buttons follows the
eye (:func:`ludic.app.scenes.common.reading_step`: Left is the next button, at the left); a
lesson, a review and a game follow the presentation clicker, which sends Right for forward
whatever the language (:mod:`ludic.app.scenes.lesson`, :mod:`ludic.app.scenes.game.review`,
:func:`ludic.app.scenes.game.input.clicker`).

While a text field has the keyboard (a player's name, a saved game's name), the keys a person
types are the field's alone: ``translate(event, typing=True)`` turns letters, digits, Space,
Backspace, Left, Right and Ctrl+letter into nothing, so typing "Class demo" never mutes the
sound, opens the rules or undoes a move. Only the keys that leave or finish the field still
mean something: Escape (``back``), Enter (``confirm``), Tab, Up and Down (``next``/``prev``:
a field holds one line, so the arrow that came onto it goes on past it) and the function keys
(F1 help, F11 full screen). :func:`typing_into` tells whether a text field has the keyboard.
"""

from __future__ import annotations

import functools
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
    pygame.K_F1: "help",
    pygame.K_h: "rules",
    pygame.K_SLASH: "hint",  # the ? key
    pygame.K_QUESTION: "hint",
    pygame.K_p: "pause",
    pygame.K_s: "step",
    pygame.K_f: "faster",
    pygame.K_F11: "toggle_fullscreen",
    pygame.K_m: "mute",
    pygame.K_n: "numbers",
    pygame.K_d: "demo",
    pygame.K_c: "seat",
}

#: Where the pointer is once it has left the window (``WINDOWLEAVE``): outside every rect of
#: the window. The mouse leaving is told as a ``point`` there, so whatever a scene marks under
#: the pointer (a board's hover ring, the move list's whole-row box) goes as it would if the
#: pointer had moved off the thing, by the same code: SDL sends no motion when the pointer
#: leaves, and a mark left up showed a row or a square the pointer was no longer on.
NOWHERE = (-1, -1)

_DIGITS = {getattr(pygame, f"K_{i}"): i for i in range(10)}
_DIGITS.update({getattr(pygame, f"K_KP{i}"): i for i in range(10)})


@functools.cache
def gui_event_types() -> frozenset[int]:
    """The event types pygame_gui posts (a button pressed, a text changed...), read from the
    library on first use, so that importing this module does not import pygame_gui."""
    import pygame_gui

    return frozenset(getattr(pygame_gui, n) for n in dir(pygame_gui)
                     if n.startswith("UI_") and isinstance(getattr(pygame_gui, n), int))


def typing_into(manager) -> bool:
    """True while a text field of ``manager`` (a pygame_gui UIManager) has the keyboard: in
    its focus set, or focused by the scene that made it (``element.focus()`` does not tell
    the manager)."""
    if manager is None:
        return False
    import pygame_gui

    kinds = (pygame_gui.elements.UITextEntryLine, pygame_gui.elements.UITextEntryBox)
    focus = manager.get_focus_set() or ()
    if any(isinstance(e, kinds) for e in focus):
        return True
    return any(isinstance(e, kinds) and getattr(e, "is_focused", False)
               and getattr(e, "visible", True) and getattr(e, "is_enabled", True)
               for e in manager.get_sprite_group().sprites())


#: Keys that still mean something while a text field has the keyboard. Up and Down too: a
#: field holds one line (a name), where they have nothing to move through; the arrow that
#: brought a keyboard user onto the field takes them on past it (they stayed in it, and only
#: Tab, which nothing on the screen told of, got them out).
_FIELD_KEYS = frozenset({pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB,
                         pygame.K_UP, pygame.K_DOWN,
                         *(getattr(pygame, f"K_F{i}") for i in range(1, 13))})


def translate(event: pygame.event.Event, typing: bool = False) -> Intent | None:
    """The intent of one raw event, or ``None`` for events the app ignores. With ``typing``
    (a text field has the keyboard) only Escape, Enter, Tab, Up, Down and the function keys
    become intents: every other key belongs to the field."""
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
    if t == pygame.WINDOWLEAVE:
        return Intent("point", pos=NOWHERE)
    if t == pygame.MOUSEWHEEL:
        return Intent("scroll", value=event.y)
    if t == pygame.KEYDOWN:
        if typing and event.key not in _FIELD_KEYS:
            return None
        return _key(event)
    if t in gui_event_types():
        return Intent("ui", value=event)
    return None


def _latin_key(event: pygame.event.Event) -> int:
    """The key of ``event``, a letter key read by its place on the keyboard when it types a
    letter of another script: with an Arabic keyboard layout the key of S sends 'س', so
    Ctrl+S, Ctrl+Z, U and H did nothing for a player who had just typed an Arabic name. SDL
    gives a key that types a character that character's code point, and the key's place
    (``scancode``) as on a US keyboard; a Latin letter is kept as it is typed (an AZERTY
    keyboard's Z is Z)."""
    key = event.key
    scan = getattr(event, "scancode", 0)
    if 0x7F < key < (1 << 30) and pygame.KSCAN_A <= scan <= pygame.KSCAN_Z:
        return pygame.K_a + scan - pygame.KSCAN_A
    return key


def _key(event: pygame.event.Event) -> Intent:
    key, mod = _latin_key(event), event.mod
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
