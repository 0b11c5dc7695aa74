"""The board of Sig (El Oued Capture) (rule book ``sig-el-oued-capture.md``, C1-C8).

What is drawn, in cell units ``u`` (``W_U`` x ``H_U``, fitted and centred in the given rect)::

        [ North has taken: o o . . . . ]      <- South's pieces captured by North (C5)
     3  N5  N4  N3  N2  N1  N0                <- North's home row (tinted indigo)
     2  .   .   .   .   .   .                 <- the shared middle row
     1  S0  S1  S2  S3  S4  S5                <- South's home row (tinted terracotta)
        a   b   c   d   e   f
        [ South has taken: x . . . . . ]      <- North's pieces captured by South

* squares a1-f3 in the sand, South's home row at the bottom (C1); each side's 24-step circuit
  as arrows in its colour on demand (the "Circuit" toggle, ``ui.show_circuit``, C2);
* unfreed pieces tied with a cord and a small lock (C3);
* after a throw, the pieces that can move are ringed; a click on one shows its way (dots on
  the squares it passes), its destination, and a red mark when it captures there (C5); a click
  on the destination plays. *Free all* is a button when the count allows it (C4);
* the captured pieces beside the board, on the captor's side.

Animation from the effects of a move (:meth:`SigCaptureView.animate`): ``FREE`` (the cord
falls off), ``STEP`` square by square, ``CAPTURE`` (the taken piece is lifted off to the
captor's side with the capture sound), ``LOST`` (a callout on the board: why the count is lost).
"""

from __future__ import annotations

import math
from typing import Sequence

import pygame

from ludic.i18n import N_, NP_, Joined, Text, _, pgettext, tr
from ludic.app import theme
from ludic.app.anim import Timeline
from ludic.app.boards.base import (LANE_HINT, LANE_PLAY, Action, UIState, UnitGridView, clipped,
                                   cursor_inset, lane_band, text_key)
from ludic.app.boards.sig_race import (CORD, SAND_GLINT, SAND_LINE, Route, arrow, callout,
                                       engraved_rect, outlined)
from ludic.games.sig_capture import CIRCUITS, SQUARES, square_cell
from ludic.model.errors import NotationError
from ludic.model.protocol import Effect, EffectKind, Move, State

COLUMNS = "abcdef"
SIDES = ("South", "North")
LETTERS = "SN"
SPRITES = ("sigcap_south", "sigcap_north")

#: A margin of 0.7 squares each side of the board: the row numbers on the left, and each
#: side's "start" beside its first square (:meth:`SigCaptureView.start_label`).
W_U = 7.4
H_U = 5.36
BOARD_X = 0.7
BOARD_TOP = 1.0
TRAY_H = 0.82
TRAYS = (4.46, 0.08)  # top of the tray on South's side (bottom) and on North's side (top)
ROW_TINT = {0: (*theme.player_color(0), 40), 2: (*theme.player_color(1), 40)}
#: The capture mark's lane (:func:`ludic.app.boards.base.lane_inset`): inside the hint's,
#: the innermost, so a hint on the square of a capture leaves its red ring whole.
LANE_CAPTURE = LANE_HINT + 1


class SigCaptureView(UnitGridView):
    game_key = "sig_capture"
    aspect = W_U / H_U
    uses_sticks = True
    #: The squares are square, but every mark on one is a circle round its round piece
    #: (the last move's, the hover's, the movable piece's): the hint's ring is one too, on
    #: its lane inside them (a rounded square at the square's edge crossed the last move's
    #: circle where the two touch).
    round_cells = True
    toggles = {"circuit": N_("Circuit")}

    def __init__(self, game, assets) -> None:
        super().__init__(game, assets)
        self.trays: tuple[pygame.Rect, pygame.Rect] = (pygame.Rect(0, 0, 0, 0),) * 2
        self._images: dict[tuple, pygame.Surface] = {}
        self._second: tuple[State, frozenset[str]] | None = None
        self.circuits = tuple(tuple(c) for c in CIRCUITS)  # each side's 24 squares (C2)

    # -- geometry ----------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect, compact: bool = False) -> None:
        """Fit the board, its coordinates and the two trays in ``rect`` (``compact``: the
        squares alone, for the thumbnail)."""
        super().layout(rect)
        w_u, h_u, x, top = (6.2, 3.2, 0.1, 0.1) if compact else (W_U, H_U, BOARD_X, BOARD_TOP)
        self.u = u = max(1e-3, min(rect.width / w_u, rect.height / h_u))
        self.origin = (rect.x + (rect.width - w_u * u) / 2, rect.y + (rect.height - h_u * u) / 2)
        for name in SQUARES:
            col, row = square_cell(name)
            self.cells[name] = self.R(x + col, top + 2 - row, 1, 1)
        if compact:
            self.trays = (pygame.Rect(rect.topleft, (0, 0)),) * 2
            return
        # the tray on each side shows the pieces that side has taken (C5)
        self.trays = (self.R(BOARD_X, TRAYS[0], 6, TRAY_H), self.R(BOARD_X, TRAYS[1], 6, TRAY_H))

    def socket(self, captor: int, index: int) -> tuple[tuple[float, float], int]:
        """Centre and size of the ``index``-th captured piece in ``captor``'s tray."""
        tray = self.trays[captor]
        size = int(self.u * 0.64)
        x = tray.right - self.u * (0.15 + 0.62 * (5.5 - index))
        return (x, tray.centery), size

    # -- sprites -----------------------------------------------------------------------------
    def piece_image(self, seat: int, size: int, unfreed: bool = False,
                    ghost: bool = False) -> pygame.Surface:
        """A side's piece, with its cord and lock while unfreed (C3)."""
        size = max(4, int(size))
        key = (seat, size, unfreed, ghost)
        img = self._images.get(key)
        if img is not None:
            return img
        if len(self._images) > 200:
            self._images.clear()
        base = self.assets.scaled(SPRITES[seat], (size, size))
        if ghost:
            img = base.copy()
            img.set_alpha(60)
        else:
            img = outlined(base, width=max(1, size // 40))
            if unfreed:
                img = img.copy()
                self._cord(img, size)
        self._images[key] = img
        return img

    @staticmethod
    def _cord(img: pygame.Surface, size: int) -> None:
        """Tie a cord round a piece and hang a small lock on it (unfreed, C3)."""
        cx, cy = img.get_width() / 2, img.get_height() / 2
        r = size * 0.4
        width = max(2, round(size * 0.06))
        pygame.draw.circle(img, CORD, (cx, cy), r, width)
        twists = 14
        rr = r - width / 2
        for i in range(twists):
            a = 2 * math.pi * i / twists
            p = (cx + rr * math.cos(a), cy + rr * math.sin(a))
            q = (cx + rr * math.cos(a + 0.25), cy + rr * math.sin(a + 0.25))
            pygame.draw.line(img, (226, 190, 130), p, q, max(1, width // 3))
        # the lock, hanging at the lower right
        lw = max(5, round(size * 0.22))
        body = pygame.Rect(0, 0, lw, round(lw * 0.8))
        body.center = (round(cx + r * 0.72), round(cy + r * 0.78))
        shackle = pygame.Rect(0, 0, round(lw * 0.66), round(lw * 0.8))
        shackle.midbottom = (body.centerx, body.top + round(lw * 0.3))
        pygame.draw.ellipse(img, theme.INK, shackle, max(1, lw // 5))
        pygame.draw.rect(img, theme.OCHRE, body, border_radius=max(1, lw // 6))
        pygame.draw.rect(img, theme.INK, body, max(1, lw // 8), border_radius=max(1, lw // 6))
        pygame.draw.circle(img, theme.INK, (body.centerx, body.centery - lw * 0.06),
                           max(1, lw // 8))

    def piece_size(self) -> int:
        return int(self.u * 0.8)

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, state: State, ui: UIState) -> None:
        with clipped(surface, self.rect):
            self._draw(surface, state, ui)

    def _draw(self, surface: pygame.Surface, state, ui: UIState) -> None:
        small = ui.thumbnail or self.u < 24
        key = (tuple(self.rect), ui.show_circuit, small, self.u, text_key())
        self.draw_background_cached(surface, key,
                                    lambda: self._draw_background(surface, ui, small))
        if not small:
            self._draw_trays(surface, state, ui)
        moving = not ui.thumbnail and ui.anim.before is None and not state.is_chance \
            and state.outcome() is None and ui.legal_marks
        way: list[str] = []
        if moving and ui.selection is not None:
            way = self._way(state, ui.selection)
            self._shade_way(surface, state, way)  # under every mark, as their fills are
        self.draw_marks(surface, ui, circle=True, cursor=False)  # the cursor over the pieces
        if moving and ui.selection is None:
            for name in self.origins(state):
                self._ring(surface, name, theme.HIGHLIGHT, theme.OCHRE_DARK, ui.scale)
        self._draw_pieces(surface, state, ui)
        if way:
            victim = state.at(way[-1])
            if victim is not None and victim[0] != state.turn:
                self._capture_mark(surface, way[-1], ui.scale)
        self.draw_cursor(surface, ui)
        color = theme.player_color(state.turn)
        for step, name in enumerate(way, 1):
            self._step_badge(surface, color, step, self.cells[name], ui.scale)

    def _draw_background(self, surface: pygame.Surface, ui: UIState, small: bool) -> None:
        """The sand, the squares, the coordinates, the trays' plates and the circuits: what
        does not change with the position (drawn once per size)."""
        u = self.u
        self.draw_texture(surface, self.rect, "board_sand")
        line = max(1, round(u * 0.045))
        radius = max(2, round(u * 0.1))
        for name, cell in self.cells.items():
            _, row = square_cell(name)
            inner = cell.inflate(-max(2, round(u * 0.06)), -max(2, round(u * 0.06)))
            engraved_rect(surface, inner, line, radius, ROW_TINT.get(row, (*SAND_GLINT, 70)))
        if small:
            return
        self._draw_coordinates(surface)
        for tray in self.trays:
            back = pygame.Surface(tray.size, pygame.SRCALPHA)
            pygame.draw.rect(back, (*SAND_GLINT, 110), back.get_rect(),
                             border_radius=round(u * 0.15))
            pygame.draw.rect(back, (*SAND_LINE, 200), back.get_rect(), max(1, round(u * 0.03)),
                             border_radius=round(u * 0.15))
            surface.blit(back, tray)
        if ui.show_circuit:
            self._draw_circuits(surface)

    def _draw_coordinates(self, surface) -> None:
        u = self.u
        size = max(8, round(u * 0.26))
        for i, c in enumerate(COLUMNS):
            cell = self.cells[f"{c}1"]
            self.text(surface, c, (cell.centerx, cell.bottom + u * 0.2), size, SAND_LINE)
        for r in range(3):
            cell = self.cells[f"a{r + 1}"]
            self.text(surface, str(r + 1), (cell.left - u * 0.22, cell.centery), size, SAND_LINE)

    def _draw_trays(self, surface, state, ui: UIState) -> None:
        u = self.u
        names = ui.player_names or tuple(self.game.player_names)
        for captor in (0, 1):
            tray = self.trays[captor]
            loser = 1 - captor
            name = names[captor] if captor < len(names) else SIDES[captor]
            taken = ui.anim.value(f"taken{loser}", state.captured(loser))
            icon = self.piece_image(captor, max(6, round(u * 0.32)))  # as on the board
            surface.blit(icon, icon.get_rect(center=(round(tray.x + u * 0.22),
                                                     round(tray.centery))))
            fs = theme.fit_size(name, int(u * 1.75), round(u * 0.26), True, 7)
            self.text(surface, name, (tray.x + u * 0.4, tray.centery - u * 0.15), fs, theme.INK,
                      anchor="midleft")
            self.text(surface, Text(N_("has taken {n}"), n=taken), (tray.x + u * 0.4, tray.centery + u * 0.17),
                      round(u * 0.2), SAND_LINE, bold=False, anchor="midleft")
            for i in range(6):
                center, size = self.socket(captor, i)
                img = self.piece_image(loser, size, ghost=i >= taken)
                surface.blit(img, img.get_rect(center=(round(center[0]), round(center[1]))))

    def _draw_circuits(self, surface) -> None:
        """Each side's circuit of 24 steps as arrows in its colour (C2), South's drawn a little
        below and left of the square centres, North's above and right, so both show."""
        u = self.u
        width = max(2, round(u * 0.05))
        for seat, circuit in enumerate(self.circuits):
            color = theme.player_color(seat)
            shift = (u * 0.17) * (1 if seat == 0 else -1)
            points = []
            for name in circuit + circuit[:1]:
                points.append(self.cells[name].center)
            for p, q in zip(points, points[1:]):
                if p[1] == q[1]:
                    a, b = (p[0], p[1] + shift), (q[0], q[1] + shift)
                else:
                    a, b = (p[0] - shift, p[1]), (q[0] - shift, q[1])
                mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
                dx, dy = b[0] - a[0], b[1] - a[1]
                length = math.hypot(dx, dy) or 1
                k = u * 0.2 / length
                pygame.draw.line(surface, (*color,), a, b, max(1, width // 2))
                arrow(surface, (mx - dx * k, my - dy * k), (mx + dx * k, my + dy * k), color,
                      width, u * 0.16)
            self._draw_start(surface, seat, color)

    def _draw_start(self, surface, seat: int, color) -> None:
        text, size, center, bold = self.start_label(seat)
        self.text(surface, text, center, size, color, bold=bold)

    def start_label(self, seat: int) -> tuple[str, int, tuple[float, float], bool]:
        """The word "start" by ``seat``'s first square of its circuit (C2), in the language
        in force, with its size, centre and weight: outside the square, in the board's
        margin at the end of the side's home row: South's left of a1, under the row's
        number, North's right of f3, over the middle of the row. Written in the square, the
        Arabic «البداية» lay under the piece standing there all the opening and across the
        circuit's arrows; the square has no room beside its piece."""
        u = self.u
        gap = max(2, round(u * 0.05))
        text = tr(pgettext("sig capture circuit", "start"))
        cell = self.cells[self.circuits[seat][0]]
        frame = cell.inflate(-max(2, round(u * 0.06)), -max(2, round(u * 0.06)))
        line = max(1, round(u * 0.045)) + 1  # the groove and its lit edge
        if seat == 0:
            number, size0 = self._row_number(cell)
            room = pygame.Rect(self.rect.left + gap, number.bottom + gap, 0, 0)
            room.width = frame.left - gap - room.left
            room.height = cell.bottom - room.top
        else:
            room = pygame.Rect(frame.right + line + gap, cell.top, 0, 0)
            room.width = self.rect.right - gap - room.left
            room.height = cell.centery - room.top
        least = theme.least_size()
        bold = theme.text_width(text, least, True) <= room.width
        size = theme.fit_size(text, room.width, max(8, round(u * 0.2)), bold, minimum=least)
        while size > least:
            top, bottom = theme.ink_rows(text, size, bold)
            if bottom - top <= room.height:
                break
            size -= 1
        top, bottom = theme.ink_rows(text, size, bold)
        height = theme.render(text, size, color=theme.INK, bold=bold).get_height()
        # the letters in the middle of the room
        y = room.centery - (top + bottom) / 2 + height / 2
        return text, size, (room.centerx, y), bold

    def _row_number(self, cell: pygame.Rect) -> tuple[pygame.Rect, int]:
        """The box of the letters of a row's number left of ``cell`` (the row's first
        square), as :meth:`_draw_coordinates` writes it, and its size."""
        u = self.u
        size = max(8, round(u * 0.26))
        img = theme.render("1", size, theme.INK, True)
        at = img.get_rect(center=(int(cell.left - u * 0.22), int(cell.centery)))
        return img.get_bounding_rect(min_alpha=60).move(at.topleft), size

    def _ring(self, surface, name: str, fill, edge, scale: float) -> None:
        """A movable piece's glow (``fill``) and ring (``edge``), on the lane of the player's
        moves (``LANE_PLAY``), inside the last move's ring and the hover's: drawn at the
        square's edge it covered the last move's ring on the piece just moved."""
        lane = self.lane(name, LANE_PLAY, scale)
        if lane is None:
            return
        r = min(lane.size) // 2
        glow = pygame.Surface((2 * r + 4, 2 * r + 4), pygame.SRCALPHA)
        pygame.draw.circle(glow, (*fill[:3], 120), (r + 2, r + 2), r)
        pygame.draw.circle(glow, (*edge[:3], 255), (r + 2, r + 2), r,
                           lane_band(LANE_PLAY, scale))
        surface.blit(glow, glow.get_rect(center=lane.center))

    def _draw_pieces(self, surface, state, ui: UIState) -> None:
        size = self.piece_size()
        anim = ui.anim
        second = self.second_pass(state)
        for seat in (0, 1):
            for k, piece in enumerate(state.pieces(seat)):
                if piece is None or anim.hidden(f"{LETTERS[seat]}{k}"):
                    continue
                square, _, unfreed = piece
                img = self.piece_image(seat, size, unfreed and not ui.thumbnail)
                surface.blit(img, img.get_rect(center=self.cells[square].center))
                if square in second and not ui.thumbnail:
                    self._second_badge(surface, self.cells[square], seat)

    def second_pass(self, state) -> frozenset[str]:
        """The middle-row squares whose piece is on its second pass (C2): read from the
        model's position notation, which marks them ``'`` (``c2'``); cached per state."""
        if self._second is None or self._second[0] is not state:
            sides = state.notation().split()[:2]
            squares = frozenset(item.rstrip("*").rstrip("'") for side in sides
                                for item in side.split(",") if "'" in item)
            self._second = (state, squares)
        return self._second[1]

    def _second_badge(self, surface, cell: pygame.Rect, seat: int) -> None:
        """A small "2nd" pill at the top right of the square: this piece is on its second
        pass of the middle row, so it next goes home, not on to the far row (C2)."""
        u = self.u
        text = pgettext("second pass badge", "2nd") if u >= 40 else "2"
        fs = max(8, round(u * 0.2))
        h = max(10, round(u * 0.26))
        w = max(h, theme.font(fs, True).size(text)[0] + h // 2)
        pill = pygame.Rect(0, 0, w, h)
        pill.topright = (cell.right - round(u * 0.04), cell.top + round(u * 0.04))
        pygame.draw.rect(surface, theme.player_color(seat), pill, border_radius=h // 2)
        pygame.draw.rect(surface, theme.CREAM, pill, max(1, round(u * 0.025)),
                         border_radius=h // 2)
        theme.draw_text(surface, text, pill.center, fs, theme.CREAM, bold=True, anchor="center")

    def _way(self, state, selection: str) -> list[str]:
        """The squares the selected piece's move passes, after its own (the model's path)."""
        for move in self.player_moves(state):
            targets = self.move_targets(move)
            if len(targets) == 2 and targets[0] == selection:
                return list(state.path(move))[1:]
        return []

    def _shade_way(self, surface, state, way: list[str]) -> None:
        """The squares the selected piece's move passes (C2, C4), shaded in its colour: drawn
        before the marks, as their own fills are. Drawn after them, the shade washed every
        ring inside it (the mouse's cream ring, the target's yellow one) to another colour
        and two thirds of the last move's blue one."""
        color = theme.player_color(state.turn)
        for name in way:
            cell = self.cells[name]
            shade = pygame.Surface(cell.size, pygame.SRCALPHA)
            pygame.draw.ellipse(shade, (*color, 45), shade.get_rect().inflate(-4, -4))
            surface.blit(shade, cell)

    def step_badge(self, cell: pygame.Rect, step: int,
                   scale: float = 1.0) -> tuple[tuple[float, float], int, int]:
        """Where the way's number ``step`` stands on ``cell``: the centre and radius of its
        disc, and the size of its digits. The disc lies inside the square, in its lower left
        corner, just past the keyboard cursor's brackets (:func:`base.cursor_inset` at
        ``scale``), so that it is the square's own and the brackets stay whole.

        It stood outside the rings' circle, on the corner four squares share: a "4" read
        as the neighbour's, only the way's shade telling which square it numbered, and
        over the cursor's corner bracket, which kept 63-85% of its pixels on a square of the
        way. Inside the square it crosses the outer rings' circles for a short arc (each
        mark keeps nine tenths of itself or more, ``test_app_board_marks_way``); a ring
        the number covered whole was the worse (the mouse's, 0 of 520 pixels). Its radius
        is at most 0.13 of the side: the digits are made smaller, down to the smallest
        legible size, where the text size setting makes them too big for it.

        The other corners are taken: the upper left by the hint's numbers (1 from, 2 to),
        the upper right by the second pass's badge (:meth:`_second_badge`), the lower right
        by an unfreed piece's lock (:meth:`piece_image`, C3)."""
        u = self.u
        text = str(step)
        side = min(cell.width, cell.height)
        room = side * 0.13
        size = max(8, round(u * 0.2))
        least = theme.least_size()
        while True:
            radius = self._badge_radius(text, size, u)
            if radius <= room or size <= least:
                break
            size -= 1
        inset = cursor_inset(scale) + 1 + radius
        return (cell.left + inset, cell.bottom - inset), radius, size

    @staticmethod
    def _badge_radius(text: str, size: int, u: float) -> int:
        """The radius of a disc that holds ``text``'s digits at ``size`` with a margin and
        its cream edge (as tall as an 8's: the discs of one digit are one size)."""
        wide = theme.render(text, size, theme.CREAM, bold=True).get_bounding_rect(min_alpha=60)
        tall = theme.render("8", size, theme.CREAM, bold=True).get_bounding_rect(min_alpha=60)
        return math.ceil(max(wide.width, tall.height) / 2 + max(2, u * 0.035)
                         + max(1, u * 0.02))

    def _step_badge(self, surface, color, step: int, cell: pygame.Rect,
                    scale: float = 1.0) -> None:
        """The number ``step`` of the way on a disc in the mover's ``color``, where
        :meth:`step_badge` puts it, over the rings it crosses."""
        c, r, size = self.step_badge(cell, step, scale)
        pygame.draw.circle(surface, color, c, r)
        pygame.draw.circle(surface, theme.CREAM, c, r, max(1, round(self.u * 0.02)))
        img = theme.render(str(step), size, theme.CREAM, bold=True)
        ink = img.get_bounding_rect(min_alpha=60)
        surface.blit(img, (round(c[0] - ink.centerx), round(c[1] - ink.centery)))

    def _capture_mark(self, surface, name: str, scale: float) -> None:
        """A red ring round a cross over a piece that the selected move captures (C5), the
        ring on a lane of its own (:data:`LANE_CAPTURE`) inside the hint's, the cross
        inside the ring: on the hint's lane, a hint on the same square (a lesson's
        asked-for capture) covered the ring."""
        u = self.u
        cell = self.cells[name]
        lane = self.lane(name, LANE_CAPTURE, scale)
        if lane is None:
            return
        r = min(lane.size) // 2
        w = max(lane_band(LANE_CAPTURE, scale), round(u * 0.07))  # inward: nothing inside
        layer = pygame.Surface(cell.size, pygame.SRCALPHA)
        c = (lane.centerx - cell.x, lane.centery - cell.y)
        k = max(1, (r - w) * 0.62)  # the cross's arms end inside the ring
        color = theme.REFUSED
        pygame.draw.circle(layer, color, c, r, w)
        cross = max(2, round(u * 0.07))
        pygame.draw.line(layer, color, (c[0] - k, c[1] - k), (c[0] + k, c[1] + k), cross)
        pygame.draw.line(layer, color, (c[0] - k, c[1] + k), (c[0] + k, c[1] - k), cross)
        surface.blit(layer, cell)

    # -- interaction -------------------------------------------------------------------------
    def action_label(self, move: Move) -> str:
        return _("Free all") if str(move) == "free" else super().action_label(move)

    def actions(self, state: State) -> list[Action]:
        return [Action(self.action_label(m), m,
                       _("Every unfreed piece steps one, front piece first; the front piece "
                         "goes on by the rest of the count (C4)"))
                for m in self.player_moves(state) if not self.move_targets(m)]

    def why_not(self, state: State, target: str, ui: UIState) -> str:
        if state.outcome() is not None:
            return _("The game is over (C6).")
        if state.is_chance:
            return _("Throw the sticks first (K6).")
        if ui.selection:
            return super().why_not(state, target, ui)
        return self._piece_reason(state, target)

    def _piece_reason(self, state, target: str) -> str:
        """The model's reason why the piece on ``target`` cannot play the count: asked for a
        move to every square, keeping the reason that is about the piece itself."""
        reasons = []
        for dst in SQUARES:
            try:
                move = self.game.parse_move(f"{target}-{dst}")
            except NotationError:  # no such move: no reason to find there
                continue
            reason = state.why_illegal(move)
            if reason and f"not to {dst} " not in reason:
                return reason
            if reason:
                reasons.append(reason)
        return reasons[0] if reasons else _("Nothing can be played from {square} now.").format(square=target)

    # -- words for the panel -----------------------------------------------------------------
    def status(self, state: State) -> str:
        if state.outcome() is not None:
            return Text(N_("Game over"))
        if state.is_chance:
            pending = tuple(state.pending)
            if pending == (6,):
                return Text(N_("Sig of six: one follow-up to throw (K3)"))
            if pending and pending[0] == 0:
                return Text(N_("Sig of twelve: follow-up {n} of 3 (K4)"), n=len(pending))
            return Text(N_("Throw the sticks"))
        n = state.count
        if state.sig and n == 1:
            return Text(N_("Sig: one piece moves one step, then throw again (C4)"))
        if state.sig:
            if any(str(m) == "free" for m in state.legal_moves()):
                return Text(N_("Count {n} with sig power: one piece moves {n} or free all "
                               "(C4)"), n=n)
            return Text(N_("Count {n} with sig power: one piece moves {n} (C4)"), n=n)
        return Text(NP_("Count {n}: one freed piece moves {n} step (C4)",
                        "Count {n}: one freed piece moves {n} steps (C4)"), n=n)

    def review_status(self, state: State) -> str:
        """:meth:`status` looked back on: a count tells what it moves (C4), a sig of six or
        twelve its follow-ups (K3, K4); "Throw the sticks" and the sig's "then throw again"
        ask for a throw, and the panel says whose turn it was."""
        if state.outcome() is not None:
            return ""
        if state.is_chance:
            return self.status(state) if tuple(state.pending) else ""
        return "" if state.sig and state.count == 1 else self.status(state)

    def side_info(self, state: State) -> list[str]:
        return self._pieces_lines(state, (0, 1))

    def side_info_short(self, state: State) -> list[str]:
        """One row: the pieces of the side to play (whose unfreed pieces need a sig, C3);
        South's line alone had stood there on North's turns too."""
        return self._pieces_lines(state, (state.turn, 1 - state.turn))

    def _pieces_lines(self, state: State, seats) -> list[str]:
        names = self.game.player_names
        lines = []
        for seat in seats:
            pieces = [p for p in state.pieces(seat) if p is not None]
            tied = sum(1 for p in pieces if p[2])
            # counted by the pieces left: "South: 1 piece" (TRANSLATORS: {tied} of them wait)
            lines.append(Text(NP_("{name}: {n} piece, {tied} unfreed",
                                  "{name}: {n} pieces, {tied} unfreed"), name=names[seat],
                              n=len(pieces), tied=tied) if tied else
                         Text(NP_("{name}: {n} piece", "{name}: {n} pieces"), name=names[seat],
                              n=len(pieces)))
        return lines

    # -- animation ---------------------------------------------------------------------------
    def animate(self, before: State, effects: Sequence[Effect], after: State) -> Timeline:
        tl = Timeline(before, after)
        u = self.u
        size = self.piece_size()
        routes: dict[str, Route] = {}
        taken = {0: before.captured(0), 1: before.captured(1)}
        victims = {e.piece for e in effects if e.kind == EffectKind.CAPTURE}
        t = 0.0

        def route(label: str) -> Route | None:
            r = routes.get(label)
            if r is None:
                seat, k = LETTERS.index(label[0]), int(label[1:])
                piece = before.pieces(seat)[k]
                if piece is None:
                    return None
                square, _, unfreed = piece
                r = Route(lambda s, seat=seat, unfreed=unfreed: self.piece_image(seat, s,
                                                                                 unfreed),
                          self.cells[square].center, size)
                routes[label] = r
            return r

        for seat in (0, 1):
            tl.set(f"taken{seat}", taken[seat], at=0.0)
        for e in effects:
            kind = e.kind
            if kind == EffectKind.FREE and e.piece:
                r = route(e.piece)
                if r is None:
                    continue
                seat = LETTERS.index(e.piece[0])
                start = max(t, r.busy_until)
                cord = self.piece_image(seat, size, True)
                bare = self.piece_image(seat, size, False)
                ring = cord.copy()
                ring.blit(bare, (0, 0), special_flags=pygame.BLEND_RGBA_SUB)
                tl.fade(ring, r.pos, at=start, duration=0.4, grow=1.5)
                r.switch(start, lambda s, seat=seat: self.piece_image(seat, s, False))
                tl.sound("place", at=start)
                t = start + 0.2
            elif kind == EffectKind.STEP and e.piece:
                r = route(e.piece)
                if r is None or e.dst not in self.cells:
                    continue
                tl.sound("move", at=max(t, r.busy_until))
                t = r.go(t, 0.17, self.cells[e.dst].center, arc=0.14)
            elif kind == EffectKind.CAPTURE and e.piece:
                loser = LETTERS.index(e.piece[0])
                victim = route(e.piece)
                if victim is None:
                    continue
                captor = 1 - loser
                tl.sound("capture", at=t)
                if e.src in self.cells:
                    tl.flash([self.cells[e.src]], theme.REFUSED, at=t, duration=0.4, times=1,
                             circle=True)
                center, small = self.socket(captor, taken[loser])
                lift = (victim.pos[0], victim.pos[1] - u * 0.5)
                victim.go(t, 0.2, lift, size=int(size * 1.12))
                land = victim.go(t, 0.55, center, arc=0.25, size=small)
                taken[loser] += 1
                tl.set(f"taken{loser}", taken[loser], at=land)
                t += 0.35
            elif kind == EffectKind.NOTE and e.text:
                tl.label(_("Free all!"), self.rect.center, at=t, size=max(10, round(u * 0.4)),
                         color=theme.HIGHLIGHT)
            elif kind == EffectKind.LOST:
                t = self._explain_lost(tl, e, t, before)
        for label in routes:
            tl.hide(label)
        # the taken pieces are drawn first: the captor lands on top of them, then they lift off
        for label in sorted(routes, key=lambda name: name not in victims):
            routes[label].track(tl)
        return tl

    def _explain_lost(self, tl: Timeline, e: Effect, t: float, before) -> float:
        """A lost count (C4, K5): the thrower's pieces flash, and a callout says why."""
        seat = e.player if e.player is not None else before.turn
        cells = [self.cells[p[0]] for p in before.pieces(seat) if p is not None]
        if cells:
            tl.flash(cells, theme.REFUSED, at=t, duration=0.8, times=2, circle=True)
        row = [self.cells[f"{c}{1 if seat == 0 else 3}"] for c in COLUMNS]
        anchor = (row[2].right, row[2].top if seat == 0 else row[2].bottom)
        size = max(9, round(self.u * 0.26))
        bounds = self.rect
        text = e.text
        if cells and all(p[2] for p in before.pieces(seat) if p is not None) and e.count:
            text = Joined((text, Text(N_("Every piece is still unfreed: only a sig frees one "
                                         "(C3)."))), sep=". ", strip=".")

        # beside the thrower's home row, keeping off the pieces as far as the board allows
        subject = row[0].unionall(row)
        avoid = [self.cells[p[0]] for s in (0, 1) for p in before.pieces(s) if p is not None]
        avoid += list(self.trays)  # the players' names and what they took

        def bubble(surface, u, text=text):
            fade = 1.0 if u < 0.8 else (1 - u) / 0.2
            callout(surface, text, anchor, size, bounds, int(255 * fade), subject=subject,
                    avoid=avoid)

        tl.custom(bubble, at=t, duration=2.0)
        return t + 0.8

    def draw_thumbnail(self, surface: pygame.Surface, rect: pygame.Rect, state: State) -> None:
        self.sync(state)
        self.layout(rect, compact=True)
        self.draw(surface, state, UIState(thumbnail=True, scale=max(0.3, rect.height / 600)))
