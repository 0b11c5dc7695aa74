"""pygame_gui's manager, told when the pointer has left the window.

pygame_gui decides which element is under the pointer in every ``update`` from the mouse's
position as SDL keeps it (``pygame.mouse.get_pos``), and reads no ``WINDOWLEAVE``. When the
pointer leaves the window SDL sends no motion and keeps the last position inside it: the
button the pointer left by stayed lit as if the pointer were still on it (and its tooltip
kept the loop awake, waiting to show). Ludic's own marks under the pointer already go on
``WINDOWLEAVE`` (:data:`ludic.app.intents.NOWHERE`).

:class:`Manager` reads the position through the hook pygame_gui keeps for that purpose
(``_update_mouse_position``, "wrapping pygame mouse position, so we can mess with it"):
while :attr:`Manager.pointer_out` is set the pointer is nowhere, outside every element, so
the hovered element is unhovered by pygame_gui's own code, as if the pointer had moved off
it. The app sets it on ``WINDOWLEAVE`` and clears it when the pointer is seen in the window
again (:meth:`ludic.app.app.App.follow_pointer`).

Imported only where the GUI is first made (pygame_gui takes a quarter of a second to load,
and the first frame does not wait for it).
"""

from __future__ import annotations

import pygame_gui

#: The pointer's position while it is outside the window: left of and above every element.
NOWHERE = (-1, -1)


class Manager(pygame_gui.UIManager):
    """A ``pygame_gui.UIManager`` that knows when the pointer has left the window."""

    #: The pointer has left the window (and not come back): nothing is under it.
    pointer_out = False

    def _update_mouse_position(self) -> None:
        if self.pointer_out:
            self.mouse_position = NOWHERE
        else:
            super()._update_mouse_position()
