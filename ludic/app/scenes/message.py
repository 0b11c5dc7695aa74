"""A plain message with one button (an error the player should know about, never a
traceback)."""

from __future__ import annotations

import pygame

from ludic.i18n import _
from ludic.app import theme
from ludic.app.assets import AssetError
from ludic.app.scene import Scene
from ludic.app.scenes.common import ButtonNav, Mirror, button, draw_table


class MessageScene(Scene):
    name = "message"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.title = ""
        self.text = ""
        self.stop = False
        self.nav = ButtonNav()

    def enter(self, title: str = "", text: str = "", stop: bool = False, **data) -> None:
        """``stop``: the menu itself cannot be shown (it failed again the same way): the
        button quits Ludic instead of going back to the menu."""
        self.title, self.text, self.stop = title, text, stop

    def layout(self, size) -> None:
        super().layout(size)
        w, h = size
        s = self.scale
        self.box = pygame.Rect(0, 0, min(w - 40, round(760 * s)), min(h - 40, round(380 * s)))
        self.box.center = (w // 2, h // 2)

    def build_ui(self, manager, active: bool) -> None:
        self.nav.clear()
        s = self.scale
        r = pygame.Rect(0, 0, round(260 * s), round(54 * s))
        r.midbottom = (self.box.centerx, self.box.bottom - round(20 * s))
        label = _("Quit") if self.stop else _("Back to the menu")
        self.nav.add(button(manager, r, label, cls="primary", oid="ok"), self.ok)
        self.nav.index = 0

    def ok(self) -> None:
        if self.stop:
            self.app.quit()
        else:
            self.app.reset("title")

    def handle(self, intent) -> None:
        if self.nav.handle(intent):
            return
        if intent.name == "back":
            self.ok()

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        try:
            draw_table(surface, self.app.assets)
        except AssetError:
            # the message may be the one telling that the table's picture is missing
            surface.fill(theme.BACKGROUND)
        theme.rounded_panel(surface, self.box, radius=round(14 * s))
        x = self.box.x + round(28 * s)
        flip = Mirror(self.box)  # Arabic: the title and the text from the right edge
        flip.text(surface, self.title, (x, self.box.y + round(24 * s)), round(30 * s),
                  theme.TERRACOTTA_DARK, bold=True, anchor="topleft")
        flip.text(surface, self.text, (x, self.box.y + round(80 * s)), round(20 * s),
                  theme.INK, wrap=self.box.width - round(56 * s), anchor="topleft")
        self.nav.draw(surface, s)
