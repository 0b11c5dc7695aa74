"""The rules of each game in our own words (``levels/rules/*.md``), house rules marked, the
options in force and the source cited. Reachable from the title, the setup and a game."""

from __future__ import annotations

import pygame

from ludic.app import catalog, theme
from ludic.app.rules_text import inline, to_html
from ludic.app.scene import Scene
from ludic.app.scenes.common import ButtonNav, button, draw_header, draw_table


class RulesScene(Scene):
    name = "rules"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.nav = ButtonNav()
        self.level_id: str | None = None
        self.options: dict | None = None
        self.fixed = False
        self.box = None
        self.scroll = 0.0

    def enter(self, level_id: str | None = None, options: dict | None = None, **data) -> None:
        levels = catalog.levels()
        self.fixed = level_id is not None
        self.level_id = level_id or (levels[0].id if levels else None)
        self.options = options

    def layout(self, size) -> None:
        super().layout(size)
        w, h = size
        s = self.scale
        self.top = round(64 * s) + round(64 * s) // 3 + round(16 * s)
        self.list_w = 0 if self.fixed else round(260 * s)
        margin = round(20 * s)
        self.text_rect = pygame.Rect(margin + (self.list_w + margin if self.list_w else 0),
                                     self.top, 0, 0)
        self.text_rect.width = w - self.text_rect.x - margin
        self.text_rect.height = h - self.top - round(90 * s)

    def html(self) -> str:
        lv = catalog.level(self.level_id)
        size = round(19 * self.scale)
        small = round(16 * self.scale)
        opts = lv.resolve_options(self.options or {})
        lines = []
        for name, spec in lv.options.items():
            value = catalog.option_value_text(opts.get(name, spec.default))
            rule = f" ({spec.rule})" if spec.rule else ""
            lines.append(f"• <b>{inline(spec.label)}</b>: {inline(value)}{rule}")
        head = (f"<font pixel_size={small} color=#6E563E><b>{inline(lv.people)}, "
                f"{inline(lv.place)}.</b> {inline(lv.summary)}<br>")
        if lines:
            head += ("<b>Options in force" + (" (defaults)" if self.options is None else "")
                     + ":</b><br>" + "<br>".join(lines) + "<br>")
        head += f"<b>Source:</b> <i>{inline(lv.source)}</i><br>"
        head += ("<font color=#B45636><b>[house rule]</b></font> marks a choice of ours where "
                 "the sources are silent.</font><br><br>")
        return f"<font pixel_size={size}>" + head + "</font>" + to_html(
            catalog.rules_markdown(lv), size)

    def build_ui(self, manager, active: bool) -> None:
        import pygame_gui

        s = self.scale
        self.nav.clear()
        if self.level_id is None:
            return
        if not self.fixed:
            y = self.top
            bh = round(52 * s)
            for lv in catalog.levels():
                b = button(manager, (round(20 * s), y, self.list_w, bh), lv.name, cls="choice",
                           oid="level_" + lv.id.replace("-", "_"))
                if lv.id == self.level_id:
                    b.select()
                self.nav.add(b, lambda i=lv.id: self.show(i))
                y += bh + round(8 * s)
        self.box = pygame_gui.elements.UITextBox(self.html(), self.text_rect, manager,
                                                 object_id="#rules_text")
        back = pygame.Rect(0, 0, round(220 * s), round(54 * s))
        back.midbottom = (self.rect.centerx, self.rect.bottom - round(18 * s))
        self.nav.add(button(manager, back, "Back", cls="primary", oid="back"), self.back)

    def show(self, level_id: str) -> None:
        self.level_id = level_id
        self.options = None
        self.app._ui_dirty = True

    def back(self) -> None:
        self.app.pop()

    def handle(self, intent) -> None:
        if self.nav.handle(intent):
            return
        if intent.name in ("back", "rules"):
            self.back()

    def draw(self, surface: pygame.Surface) -> None:
        draw_table(surface, self.app.assets)
        title = "Rules"
        if self.level_id:
            title = f"Rules: {catalog.level(self.level_id).name}"
        draw_header(surface, self.app.assets, title, self.scale)
        if self.level_id is None:
            theme.draw_text(surface, "No game is installed.", self.rect.center,
                            round(24 * self.scale), theme.CREAM, anchor="center")
        self.nav.draw(surface, self.scale)
