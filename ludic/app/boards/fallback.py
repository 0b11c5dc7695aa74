"""The view used for a game whose own board view is not written yet: every legal move is a
tile; clicking a tile plays it. Plain, but it makes every game playable from the first day.
"""

from __future__ import annotations

import math

import pygame

from ludic.app import theme
from ludic.app.boards import STICK_GAMES
from ludic.app.boards.base import BoardView, UIState
from ludic.model.protocol import State


class FallbackView(BoardView):
    game_key = ""
    aspect = 4 / 3

    def __init__(self, game, assets) -> None:
        super().__init__(game, assets)
        self._state: State | None = None
        self._moves: tuple[str, ...] = ()

    @property
    def uses_sticks(self) -> bool:  # type: ignore[override]
        return self.game.level.game in STICK_GAMES

    def sync(self, state: State) -> None:
        self._state = state
        moves = tuple(str(m) for m in self.player_moves(state))
        if moves != self._moves:
            self._moves = moves
            self._tiles()

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        self._tiles()

    def _tiles(self) -> None:
        self.cells = {}
        n = len(self._moves)
        if not n or self.rect.width <= 0:
            return
        area = self.rect.inflate(-self.rect.width // 12, -self.rect.height // 4)
        area.top = self.rect.top + self.rect.height // 5
        cols = max(1, math.ceil(math.sqrt(n * area.width / max(1, area.height))))
        rows = math.ceil(n / cols)
        w, h = area.width // cols, min(area.height // rows, area.width // 6)
        for i, move in enumerate(self._moves):
            r, c = divmod(i, cols)
            self.cells[move] = pygame.Rect(area.left + c * w, area.top + r * h, w, h).inflate(-6, -6)

    def move_targets(self, move) -> tuple[str, ...]:
        return (str(move),)

    def draw(self, surface: pygame.Surface, state: State, ui: UIState) -> None:
        if self._state is not state:
            self.sync(state)
        self.draw_texture(surface, self.rect, "board_sand")
        r = self.rect
        title = f"{self.game.name}"
        size = max(10, r.height // 14)
        self.text(surface, title, (r.centerx, r.top + size), size, theme.INK)
        self.text(surface, state.notation()[:90], (r.centerx, r.top + size * 2.2),
                  max(8, size // 2), theme.TEXT_SOFT, bold=False)
        for move, cell in self.cells.items():
            pygame.draw.rect(surface, theme.CREAM, cell, border_radius=8)
            pygame.draw.rect(surface, theme.OCHRE_DARK, cell, 2, border_radius=8)
            fs = theme.fit_size(move, cell.width - 8, max(8, cell.height // 2))
            self.text(surface, move, cell.center, fs, theme.INK)
        self.draw_marks(surface, ui)
