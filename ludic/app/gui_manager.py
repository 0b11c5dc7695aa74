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

A tooltip goes as soon as an event puts the pointer off its element
(:meth:`Manager.process_events`): pygame_gui takes it away only in its next ``update``, and
meanwhile it lies over the buttons under its element (the title's Learn tip covers Help and
Settings): the click that came with the motion onto Settings went to the tip's text box, which
keeps clicks for selecting its text, and Settings did not open; and in that ``update`` the dying
tip still took the pointer, so the button under it lit a frame late.

A tooltip also goes by itself :data:`TIP_LIFE` seconds after it showed, as desktop apps
do, and comes back only once the pointer has left its element and come onto it again
(:meth:`Manager.expire_tooltips`). pygame_gui keeps it as long as the pointer rests: in a
Watch the pointer that clicked Start rests over the game's Menu, whose tip covered Pause,
Step, 4x, Undo, Redo, Rules and Help (two lines in extra large text) for as long as a
teacher with a clicker left the mouse alone.

Imported only where the GUI is first made (pygame_gui takes a quarter of a second to load,
and the first frame does not wait for it).
"""

from __future__ import annotations

import pygame
import pygame_gui

#: The pointer's position while it is outside the window: left of and above every element.
NOWHERE = (-1, -1)

#: Seconds a tooltip stays while the pointer rests on its element (Windows' own tips stay
#: five seconds): long enough to read a sentence of the app's tips twice.
TIP_LIFE = 5.0

#: An element's ``hover_time`` once its tip has had its time: pygame_gui counts the time up
#: from there (still minus infinity) and makes a tip only past its delay, so none comes
#: back until the pointer comes onto the element again (``on_hovered`` counts from 0).
SPENT = float("-inf")


class Manager(pygame_gui.UIManager):
    """A ``pygame_gui.UIManager`` that knows when the pointer has left the window."""

    #: The pointer has left the window (and not come back): nothing is under it.
    pointer_out = False

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        #: How long each element's tooltip has shown, in seconds (:meth:`expire_tooltips`).
        self._tip_ages: dict = {}

    def _update_mouse_position(self) -> None:
        if self.pointer_out:
            self.mouse_position = NOWHERE
        else:
            super()._update_mouse_position()

    def process_events(self, event: pygame.event.Event) -> bool:
        """pygame_gui's, after taking away the tooltip of an element the event's pointer
        (``event.pos``: a motion, a click) is no longer on (:meth:`drop_tooltips_off`)."""
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) \
                and getattr(event, "pos", None) is not None:
            self.drop_tooltips_off(event.pos)
        return super().process_events(event)

    def drop_tooltips_off(self, pos) -> None:
        """Unhover every element with a tooltip shown whose area does not hold ``pos`` (in
        window pixels), as pygame_gui's ``update`` would a moment later: its tooltip goes, so
        neither draws nor takes the click that follows over the element under it."""
        x, y = self.calculate_scaled_mouse_position(pos)
        for element in self.get_sprite_group().sprites():
            if getattr(element, "tool_tip", None) is not None \
                    and getattr(element, "hovered", False) and not element.hover_point(x, y):
                element.hovered = False
                element.on_unhovered()

    def update(self, time_delta: float) -> None:
        """pygame_gui's, after the tips that have shown :data:`TIP_LIFE` seconds go. Before
        it, not after: its sprite group lists what it draws in ``update``, and a tip killed
        after it was drawn on until the next input."""
        self.expire_tooltips(time_delta)
        super().update(time_delta)

    def expire_tooltips(self, time_delta: float) -> None:
        """Count ``time_delta`` to every tooltip shown, and take away each one shown
        :data:`TIP_LIFE` seconds, so that it hides the buttons under it no longer; it shows
        again only when the pointer comes back onto its element (:data:`SPENT`). The time is
        counted here, as the app's frames give it: pygame_gui's own ``hover_time`` had
        counted 3 s of the 7 s a tip had shown in a real window."""
        ages = {}
        for element in self.get_sprite_group().sprites():
            tip = getattr(element, "tool_tip", None)
            if tip is None or not getattr(element, "hovered", False):
                continue
            age = self._tip_ages.get(element, 0.0) + time_delta
            if age >= TIP_LIFE:
                tip.kill()
                element.tool_tip = None
                element.hover_time = SPENT
            else:
                ages[element] = age
        self._tip_ages = ages

    def tips_to_go(self) -> bool:
        """Whether a tooltip is shown that goes by itself (:meth:`expire_tooltips`): the
        loop must keep making frames until it has gone, or the still window would keep it."""
        return any(getattr(e, "tool_tip", None) is not None and getattr(e, "hovered", False)
                   for e in self.get_sprite_group().sprites())
