"""Scenes on a stack (the pattern of Mekire's state machines and Tuxemon's scene manager).

The :class:`App` keeps a stack of scenes; the top one gets the input. Scenes hand data to each
other explicitly::

    app.push("setup", level_id="dra")     # a new SetupScene: enter(level_id="dra")
    app.pop(started=True)                 # the scene below: resume(started=True)
    app.replace("game", session=s)        # swap the top scene
    app.reset("title")                    # a fresh stack

Scenes are opened by their registered name (:data:`ludic.app.scenes.SCENES`), so no scene
imports another; a scene object made by hand may be passed instead of a name (tests do).

A scene owns its events (it gets :class:`~ludic.app.intents.Intent` values in ``handle``),
changes its state in ``handle`` and ``update(dt)``, and only reads it in ``draw``. An ``overlay``
scene (the game-over panel, the in-game menu, a question) is drawn over the scene below it,
which is paused meanwhile: only the top scene's ``update`` runs.
"""

from __future__ import annotations

from typing import Any

import pygame

from ludic.app.intents import Intent


class Scene:
    #: Drawn over the scene below (which stays visible but gets no input and is paused).
    overlay = False
    #: An overlay whose scenes below are dimmed by the app (board, move list, buttons).
    dim = True
    #: A short name for logs and tests.
    name = "scene"

    def __init__(self, app: Any) -> None:
        """``app`` is the :class:`ludic.app.app.App` (not imported here: the app imports the
        scenes, never the other way round)."""
        self.app = app
        self.rect = pygame.Rect((0, 0), app.size)

    # -- life on the stack -----------------------------------------------------------------
    def enter(self, **data: Any) -> None:
        """Pushed (or put in place by ``replace``/``reset``) with ``data``."""

    def resume(self, **data: Any) -> None:
        """The scene above was popped and handed back ``data``."""

    def pause(self) -> None:
        """Another scene was pushed on top."""

    def leave(self) -> None:
        """Popped or replaced."""

    def close(self) -> None:
        """The app is quitting: end what the scene started (a worker process). At once."""

    # -- window ----------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        """Compute geometry for a window of ``size`` (on enter and on every resize)."""
        self.rect = pygame.Rect((0, 0), size)

    def build_ui(self, manager, active: bool) -> None:
        """Create this scene's pygame_gui elements in ``manager`` (the manager was just
        cleared). ``active`` is False when an overlay covers the scene."""

    # -- the frame -------------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        """React to one intent (only the top scene gets them)."""

    def update(self, dt: float) -> None:
        """Advance time by ``dt`` seconds (only the top scene: an overlay pauses the scenes
        under it, :meth:`ludic.app.app.App.advance`)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene. Never change state here."""

    def dirty_rects(self) -> list[pygame.Rect] | None:
        """While only parts of this scene change (an animation), the rects to redraw this
        frame (with :meth:`draw_dirty`); ``None`` (the default) redraws the whole window."""
        return None

    def draw_dirty(self, surface: pygame.Surface, rects: list[pygame.Rect]) -> None:
        """Redraw only ``rects`` (as returned by :meth:`dirty_rects`). The default clips a
        whole draw to each rect."""
        for r in rects:
            surface.set_clip(r)
            self.draw(surface)
        surface.set_clip(None)

    def busy(self) -> bool:
        """True while something moves (the loop then runs at full frame rate); asked of the
        top scene only (the scenes under an overlay are paused)."""
        return False

    def save(self) -> None:
        """Save what must not be lost (called before quitting and after an error)."""

    # -- helpers ---------------------------------------------------------------------------
    @property
    def scale(self) -> float:
        return self.app.scale

    def px(self, value: float) -> int:
        """``value`` pixels at scale 1.0 (1280x720), in pixels now."""
        return max(1, round(value * self.app.scale))
