"""A small question over the scene below: a title, a sentence and two or three answers.

    app.push(ConfirmScene(app), ask="draw", title="A draw?", text="North, do you accept?",
             answers=[("Accept", "yes"), ("Refuse", "no")], icons=[(view, 1)])

The scene below gets ``resume(ask="draw", answer="yes")`` (or ``answer=None`` for Escape,
which is always the last answer's meaning when ``cancel`` is not given). Keyboard: Tab / arrows
move between the answers, Enter presses the one marked (``default``, the first unless told),
Y and N answer the first and the last, Escape cancels.
"""

from __future__ import annotations

from typing import Any

import pygame

from ludic.i18n import _
from ludic.app import theme
from ludic.app.scene import Scene
from ludic.app.scenes.common import ButtonNav, Mirror, button, refit, seat_icon, text_need


class ConfirmScene(Scene):
    name = "confirm"
    overlay = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.nav = ButtonNav()
        self.ask = ""
        self.title = ""
        self.text = ""
        self.answers: list[tuple[str, Any]] = []
        self.cancel: Any = None
        self.icons: list[tuple[Any, int]] = []
        self.box = pygame.Rect(0, 0, 0, 0)
        self.words_top = 0

    def enter(self, ask: str = "", title: str = "", text: str = "",
              answers: list[tuple[str, Any]] | None = None, cancel: Any = None,
              icons: list | None = None, default: int = 0, **data) -> None:
        self.ask, self.title, self.text = ask, title, text
        self.answers = list(answers or [(_("Yes"), True), (_("No"), False)])
        self.cancel = cancel
        self.icons = list(icons or [])
        self.default = default
        self.layout(self.app.size)

    def layout(self, size) -> None:
        super().layout(size)
        w, h = size
        s = self.scale
        width = min(w - 40, round(600 * s * self._wider()))
        pad = round(28 * s)
        text_h = theme.render(self.text, round(21 * s), theme.INK, False, False,
                              width - 2 * pad).get_height() if self.text else 0
        self.words_top = self._words_top(width)
        height = round(26 * s) + self.words_top + round(14 * s) + text_h + round(24 * s) \
            + round(54 * s) + round(24 * s)
        self.box = pygame.Rect(0, 0, width, min(h - 40, height))
        self.box.center = (w // 2, h // 2)

    @staticmethod
    def _wider() -> float:
        """How much wider the box and its buttons are than in normal text: part of the way
        with the text size setting (in extra large text, at the normal width, the title was
        shrunk and "Keep the match" drawn smaller than "New match" beside it)."""
        return 1 + 0.6 * (theme.text_factor() - 1)

    def _title_size(self, room: int) -> int:
        return theme.fit_size(self.title, room, round(32 * self.scale), True)

    def _words_top(self, width: int) -> int:
        """How far below the title's top the words start: 56 px at scale 1, lower where the
        title's letters reach further down (a large text size; an Arabic title, whose
        picture sets its letters low): the words' first line never touches the title."""
        s = self.scale
        pad = round(28 * s)
        least = round(56 * s)
        if not self.title or not self.text:
            return least
        icons = len(self.icons) * (round(40 * s) + round(8 * s)) + (round(6 * s) if self.icons
                                                                       else 0)
        size = self._title_size(width - 2 * pad - icons)
        title_bottom = theme.ink_rows(self.title, size, True)[1]
        first = theme.wrap(self.text, round(21 * s), width - 2 * pad)[:1]
        words_top = theme.ink_rows(first[0], round(21 * s))[0] if first else 0
        return max(least, title_bottom + round(12 * s) - words_top)

    def build_ui(self, manager, active: bool) -> None:
        s = self.scale
        self.nav.clear()
        n = max(1, len(self.answers))
        gap = round(12 * s)
        bh = round(54 * s)
        most = (self.box.width - round(56 * s) - (n - 1) * gap) // n
        bw = min(round(220 * s * self._wider()), most)
        y = self.box.bottom - bh - round(22 * s)
        flip = Mirror(self.box)

        def place(width: int) -> list:
            x = self.box.centerx - (n * width + (n - 1) * gap) // 2
            return [flip.rect((x + i * (width + gap), y, width, bh)) for i in range(n)]

        made = []
        for rect, (label, value) in zip(place(bw), self.answers):
            b = button(manager, rect, label, cls="primary" if len(made) == 0 else "secondary",
                       oid=f"answer_{len(made)}")
            self.nav.add(b, lambda v=value: self.answer(v))
            made.append(b)
        # the answers stay alike, all as wide as the widest one's words need (within the
        # box): one answer's words were drawn smaller than the other's
        need = min(most, max(text_need(b) for b in made))
        if need > bw:
            for b, rect in zip(made, place(need)):
                refit(b, rect)
        self.nav.index = min(getattr(self, "default", 0), len(self.nav.buttons) - 1)
        if not active:
            for b, _action in self.nav.buttons:
                b.disable()

    def answer(self, value: Any) -> None:
        self.app.pop(ask=self.ask, answer=value)

    def handle(self, intent) -> None:
        if self.nav.handle(intent):
            return
        if intent.name == "back":
            self.answer(self.cancel if self.cancel is not None else self.answers[-1][1])
        elif intent.name == "key" and intent.key == pygame.K_y and self.answers:
            self.answer(self.answers[0][1])
        elif intent.name in ("key", "numbers") and intent.key == pygame.K_n and self.answers:
            self.answer(self.answers[-1][1])

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        theme.rounded_panel(surface, self.box, radius=round(16 * s), width=max(2, round(3 * s)))
        pad = round(28 * s)
        x, y = self.box.x + pad, self.box.y + round(26 * s)
        flip = Mirror(self.box)  # Arabic: the pieces and the words from the right
        for view, seat in self.icons:
            icon = seat_icon(view, seat, round(40 * s))
            surface.blit(icon, flip.rect(icon.get_rect(midleft=(x, y + round(22 * s)))))
            x += icon.get_width() + round(8 * s)
        if self.icons:
            x += round(6 * s)
        size = self._title_size(self.box.right - pad - x)
        flip.text(surface, self.title, (x, y), size, theme.TERRACOTTA_DARK, bold=True,
                  anchor="topleft")
        if self.text:
            flip.text(surface, self.text, (self.box.x + pad, y + self.words_top),
                      round(21 * s), theme.INK, wrap=self.box.width - 2 * pad, anchor="topleft")
        self.nav.draw(surface, s)
