"""The rules of each game in our own words (``levels/rules/*.md``), house rules marked, the
options in force and the source cited. Reachable from the title, the setup and a game.

The text is laid out once per width by :func:`ludic.app.rules_text.render_markdown` and
scrolled with the wheel, the arrow keys or by dragging nothing at all: it is a page to read.
(pygame_gui's UITextBox took a third of a second to lay out a rules page, on every visit.)
"""

from __future__ import annotations

import pygame

from ludic.app import catalog, theme
from ludic.app.rules_text import render_markdown
from ludic.app.scene import Scene
from ludic.app.scenes.common import ButtonNav, button, draw_header, draw_table
from ludic.app.surfcache import SurfaceCache
from ludic.i18n import language

#: Laid-out rule pages (a page is one tall picture: 10-20 MB at 1080p), capped by memory.
_pages = SurfaceCache(24 * 2**20)


def rules_page_markdown(lv, options: dict | None) -> str:
    """The page: who plays it and where, the options in force, the source, then the rules."""
    opts = lv.resolve_options(options or {})
    lines = [f"**{lv.people}, {lv.place}.** {lv.summary}", ""]
    if lv.options:
        lines.append("**Options in force" + (" (the defaults)" if options is None else "")
                     + ":**")
        for name, spec in lv.options.items():
            value = catalog.option_value_text(opts.get(name, spec.default))
            rule = f" ({spec.rule})" if spec.rule else ""
            lines.append(f"- **{spec.label}**: {value}{rule}")
        lines.append("")
    lines.append(f"**Source:** *{lv.source}*")
    lines.append("")
    lines.append("[house rule] marks a small choice of ours where the sources are silent.")
    lines.append("")
    return "\n".join(lines) + "\n" + catalog.rules_markdown(lv)


class RulesScene(Scene):
    name = "rules"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.nav = ButtonNav()
        self.level_id: str | None = None
        self.options: dict | None = None
        self.fixed = False
        self.scroll = 0

    def enter(self, level_id: str | None = None, options: dict | None = None, **data) -> None:
        levels = catalog.levels()
        self.fixed = level_id is not None
        self.level_id = level_id or (levels[0].id if levels else None)
        self.options = options
        self.layout(self.rect.size)  # the app laid us out before enter: without the game list

    def layout(self, size) -> None:
        super().layout(size)
        w, h = size
        s = self.scale
        self.top = round(64 * s) + round(64 * s) // 3 + round(16 * s)
        self.list_w = 0 if self.fixed else round(250 * s)
        margin = round(20 * s)
        x = margin + (self.list_w + margin if self.list_w else 0)
        self.text_rect = pygame.Rect(x, self.top, w - x - margin, h - self.top - round(90 * s))

    def page(self) -> pygame.Surface:
        lv = catalog.level(self.level_id)
        pad = round(18 * self.scale)
        width = self.text_rect.width - 2 * pad - round(14 * self.scale)
        size = round(19 * self.scale)
        key = (lv.id, repr(sorted((self.options or {}).items())), self.options is None, width,
               size, language())
        img = _pages.get(key)
        if img is None:
            img = _pages.put(key, render_markdown(rules_page_markdown(lv, self.options), width,
                                                  size))
        return img

    def max_scroll(self) -> int:
        if self.level_id is None:
            return 0
        return max(0, self.page().get_height() - self.text_rect.height + round(36 * self.scale))

    def build_ui(self, manager, active: bool) -> None:
        s = self.scale
        self.nav.clear()
        if self.level_id is None:
            return
        if not self.fixed:
            y = self.top
            bh = round(50 * s)
            for lv in catalog.levels():
                b = button(manager, (round(20 * s), y, self.list_w, bh), lv.name,
                           cls="choice_small", oid="level_" + lv.id.replace("-", "_"))
                if lv.id == self.level_id:
                    b.select()
                self.nav.add(b, lambda i=lv.id: self.show(i))
                y += bh + round(8 * s)
        back = pygame.Rect(0, 0, round(220 * s), round(54 * s))
        back.midbottom = (self.rect.centerx, self.rect.bottom - round(18 * s))
        self.nav.add(button(manager, back, "Back", cls="primary", oid="back"), self.back)

    def show(self, level_id: str) -> None:
        self.level_id = level_id
        self.options = None
        self.scroll = 0
        self.app._ui_dirty = True

    def back(self) -> None:
        self.app.pop()

    def scroll_by(self, pixels: int) -> None:
        self.scroll = max(0, min(self.max_scroll(), self.scroll + pixels))

    def handle(self, intent) -> None:
        step = round(60 * self.scale)
        if intent.name == "scroll":
            self.scroll_by(-intent.value * step)
            return
        if intent.name in ("next", "prev") and intent.key in (pygame.K_UP, pygame.K_DOWN):
            self.scroll_by(step if intent.name == "next" else -step)
            return
        if intent.name == "key" and intent.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            page = self.text_rect.height - step
            self.scroll_by(page if intent.key == pygame.K_PAGEDOWN else -page)
            return
        if self.nav.handle(intent):
            return
        if intent.name in ("back", "rules"):
            self.back()

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        draw_table(surface, self.app.assets)
        title = "Rules"
        if self.level_id:
            title = f"Rules: {catalog.level(self.level_id).name}"
        draw_header(surface, self.app.assets, title, s)
        if self.level_id is None:
            theme.draw_text(surface, "No game is installed.", self.rect.center,
                            round(24 * s), theme.CREAM, anchor="center")
            return
        r = self.text_rect
        theme.rounded_panel(surface, r, radius=round(14 * s))
        pad = round(18 * s)
        inner = r.inflate(-2 * pad, -2 * pad)
        page = self.page()
        scroll = min(self.scroll, self.max_scroll())
        surface.blit(page, inner.topleft, area=pygame.Rect(0, scroll, inner.width, inner.height))
        total = page.get_height()
        if total > inner.height:
            track = pygame.Rect(r.right - round(14 * s), inner.y, round(6 * s), inner.height)
            pygame.draw.rect(surface, theme.SAND_DARK, track, border_radius=track.width // 2)
            k = inner.height / total
            thumb = pygame.Rect(track.x, track.y + round(scroll * k), track.width,
                                max(round(20 * s), round(inner.height * k)))
            pygame.draw.rect(surface, theme.OCHRE_DARK, thumb, border_radius=track.width // 2)
            if scroll < self.max_scroll():
                theme.draw_text(surface, "scroll for more", (r.right - round(26 * s),
                                                                r.bottom - round(6 * s)),
                                round(14 * s), theme.TEXT_SOFT, italic=True,
                                anchor="bottomright")
        self.nav.draw(surface, s)
