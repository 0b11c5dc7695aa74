"""The game-over panel, drawn over the finished game: who won and why in plain words (the
model's ``Outcome.reason``), the match score where a match is played, and *play again*."""

from __future__ import annotations

import pygame

from ludic.app import theme
from ludic.app.scene import Scene
from ludic.app.scenes.common import ButtonNav, button, seat_icon


class GameOverScene(Scene):
    name = "gameover"
    overlay = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.nav = ButtonNav()
        self.session = None

    def enter(self, session=None, **data) -> None:
        self.session = session
        self.layout(self.app.size)

    def layout(self, size) -> None:
        """A box as tall as its words: title, reason, match line, buttons."""
        super().layout(size)
        w, h = size
        s = self.scale
        width = min(w - 40, round(640 * s))
        text_w = width - round(56 * s)
        height = round(44 * s) + round(round(40 * s) * 1.4)
        if self.session is not None:
            outcome = self.session.outcome
            if outcome is not None and outcome.reason:
                height += theme.render(outcome.reason, round(21 * s), theme.INK, False, False,
                                       text_w).get_height()
            line = self.match_line()
            if line:
                height += round(14 * s) + theme.render(line, round(19 * s), theme.INDIGO, True,
                                                       False, text_w).get_height()
        height += round(28 * s) + round(52 * s) + round(22 * s)
        self.box = pygame.Rect(0, 0, width, min(h - 40, max(round(250 * s), height)))
        self.box.center = (round(w * 0.36), h // 2)
        if self.box.left < 20:
            self.box.left = 20

    def seat_view(self):
        """The board view of the game below (for the pictures of the players' pieces)."""
        below = self.app.scenes[-2] if len(self.app.scenes) > 1 else None
        return getattr(below, "view", None)

    def title(self) -> str:
        outcome = self.session.outcome
        if outcome is None:
            return "Game over"
        if outcome.winner is None:
            return "A draw"
        return f"{self.session.names[outcome.winner]} wins!"

    def match_line(self) -> str:
        m = self.session.match
        if m is None:
            return ""
        scores = "  ·  ".join(f"{n} {sc}" for n, sc in zip(self.session.names, m.scores))
        if m.is_over:
            return f"Match won by {self.session.names[m.winner]}: {scores}"
        target = f" (first to {m.target})" if m.target else ""
        return f"Match score{target}: {scores}"

    def build_ui(self, manager, active: bool) -> None:
        s = self.scale
        self.nav.clear()
        bh, gap = round(52 * s), round(10 * s)
        bw = (self.box.width - round(48 * s) - 2 * gap) // 3
        y = self.box.bottom - bh - round(20 * s)
        x = self.box.x + round(24 * s)
        m = self.session.match if self.session else None
        again = "Next game" if m is not None and not m.is_over else "Play again"
        self.nav.add(button(manager, (x, y, bw, bh), again, cls="primary", oid="again"),
                     lambda: self.app.pop(play_again=True))
        self.nav.add(button(manager, (x + bw + gap, y, bw, bh), "See the board",
                            oid="look", tip="Close this panel (Esc)"), lambda: self.app.pop())
        self.nav.add(button(manager, (x + 2 * (bw + gap), y, bw, bh), "Main menu", oid="menu"),
                     lambda: self.app.pop(menu=True))
        self.nav.index = 0

    def handle(self, intent) -> None:
        if self.nav.handle(intent):
            return
        if intent.name == "back":
            self.app.pop()
        elif intent.name == "undo":
            self.app.pop(undo=True)

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((20, 12, 6, 120))
        surface.blit(veil, (0, 0))
        theme.rounded_panel(surface, self.box, radius=round(16 * s), width=max(2, round(3 * s)))
        band = pygame.Rect(self.box.x, self.box.y, self.box.width, round(16 * s))
        img = self.app.assets.scaled("pattern", (round(band.height * 4), band.height))
        for x in range(band.x + round(12 * s), band.right - round(12 * s), img.get_width()):
            surface.blit(img, (x, band.y + round(10 * s)),
                         area=pygame.Rect(0, 0, band.right - round(12 * s) - x, band.height))
        x = self.box.x + round(28 * s)
        y = self.box.y + round(44 * s)
        title = self.title()
        outcome = self.session.outcome
        tx = x
        if outcome is not None and outcome.winner is not None:
            icon = seat_icon(self.seat_view(), outcome.winner, round(44 * s))
            surface.blit(icon, icon.get_rect(midleft=(x, y + round(26 * s))))
            tx = x + icon.get_width() + round(12 * s)
        size = theme.fit_size(title, self.box.right - round(28 * s) - tx, round(40 * s), True)
        theme.draw_text(surface, title, (tx, y), size, theme.TERRACOTTA_DARK, bold=True)
        y += round(size * 1.4)
        outcome = self.session.outcome
        reason = outcome.reason if outcome else ""
        r = theme.draw_text(surface, reason, (x, y), round(21 * s), theme.INK,
                            wrap=self.box.width - round(56 * s))
        y = r.bottom + round(14 * s)
        line = self.match_line()
        if line:
            theme.draw_text(surface, line, (x, y), round(19 * s), theme.INDIGO, bold=True,
                            wrap=self.box.width - round(56 * s))
        self.nav.draw(surface, s)
