"""The Dra board (rule book ``dra.md``): 6 x 5 carved holes, each side's hand beside the board
and the pieces each side has taken.

Seen from South (D1), with the trays either side::

     North's hand   +-------------------------+   taken by North
     (North's       | a5 b5 c5 d5 e5 f5       |   (South's pieces)
      pieces)       | a4 ...                  |
                    | a3 ...                  |
     South's hand   | a2 ...                  |   taken by South
     (South's       | a1 b1 c1 d1 e1 f1       |   (North's pieces)
      pieces)       +-------------------------+

Targets are the holes ``a1``..``f5``. A placement is one click on an empty hole (D2); a step is a
click on a piece, then on a highlighted neighbour (D3); when a line of three has been made, a
click on one of the opponent's pieces (all ringed in red) removes it (D3). Refused clicks show
the model's reason: a placement that would make a line (D2), a step that would make a line of
four or more (D3), a click elsewhere while a removal is owed (D3). ``pass`` (D2 house rule) is
a button.

Animation (:meth:`DraView.animate`) from the effects: ``PLACE`` (the piece flies from its hand
to the hole), ``MOVE`` (it slides), ``LINE`` (the three holes flash with a bar through them),
``REMOVE`` (the taken piece flies to the taker's tray), ``PASS`` and ``PHASE`` (a caption).
"""

from __future__ import annotations

import math
from typing import Sequence

import pygame

from ludic.app import theme
from ludic.app.anim import NO_ANIMATION, Timeline
from ludic.app.boards.base import (LANE_PLAY, NARRATED, BoardView, Click, UIState, cached_disc,
                                   clipped, lane_band, lane_inset, mark_width, text_key)
from ludic.i18n import N_, Text, _, kept_key, kept_together, tr
from ludic.model.protocol import Effect, EffectKind, Move, State

COLS, ROWS = 6, 5
LETTERS = "abcdef"
SIDE = (Text(N_("South")), Text(N_("North")))
SPRITE = ("dra_south", "dra_north")
HAND = tuple(Text(N_("{side}'s hand"), side=side) for side in SIDE)
TOOK = tuple(Text(N_("{side} took"), side=side) for side in SIDE)
PIECES = 12

# Geometry in cells: wood around the holes, trays beside the board, gaps.
PAD = 0.34
PAD_TOP = 0.46  # room for the removal prompt
TRAY_W = 2.0
GAP = 0.22
BOARD_W = COLS + 2 * PAD
BOARD_H = ROWS + PAD + PAD_TOP
TOTAL_W = BOARD_W + 2 * (TRAY_W + GAP)
TRAY_COLS, TRAY_ROWS = 3, 4
#: The position drawn on the setup screen's picture (a game under way reads better than an
#: empty board).
SAMPLE = ("..N.../.SN.S./..SN../.N.S../S....N S place hand=7,7 captured=0,0 quiet=0 turns=10 "
          "first=S")

#: The red cross on a hole closed to the mover (D2), its dark edge, and the holes' names.
CROSS = theme.REFUSED
CROSS_EDGE = (40, 16, 10)
NAME = (236, 210, 170)

# Nominal durations (seconds at speed 1).
T_PLACE = 0.45
T_MOVE = 0.32
T_LINE = 0.9
T_REMOVE = 0.6


def square_name(col: int, row: int) -> str:
    """``(0, 0)`` -> ``"a1"`` (column a-f, row 1-5)."""
    return f"{LETTERS[col]}{row + 1}"


def _bar(a, b, half: float, grow: float) -> list[tuple[float, float]]:
    """The corners of a straight bar from ``a`` to ``b``, ``half`` its half width, its ends
    ``grow`` beyond them (a dark edge round a bar drawn over it)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy) or 1.0
    ux, uy = dx / n, dy / n
    px, py = -uy * half, ux * half
    a = (a[0] - ux * grow, a[1] - uy * grow)
    b = (b[0] + ux * grow, b[1] + uy * grow)
    return [(a[0] + px, a[1] + py), (b[0] + px, b[1] + py), (b[0] - px, b[1] - py),
            (a[0] - px, a[1] - py)]


def outlined_text(text: str, size: int, color, edge, width: int) -> pygame.Surface:
    """``text`` (bold) in ``color`` with an outline ``width`` pixels thick in ``edge``, so
    that it reads over any ground (a hole's name over its red cross)."""
    img = theme.render(tr(text), size, tuple(color), True)
    w, h = img.get_size()
    out = pygame.Surface((w + 2 * width, h + 2 * width), pygame.SRCALPHA)
    shape = pygame.mask.from_surface(img, 0).to_surface(
        setcolor=tuple(edge[:3]) + (255,), unsetcolor=(0, 0, 0, 0))
    for dx in range(-width, width + 1):
        for dy in range(-width, width + 1):
            if (dx or dy) and dx * dx + dy * dy <= width * width + 1:
                out.blit(shape, (width + dx, width + dy))
    out.blit(img, (width, width))
    return out


def neighbours(name: str) -> list[str]:
    """The orthogonal neighbours of a hole (geometry of D1)."""
    c, r = LETTERS.index(name[0]), int(name[1]) - 1
    out = []
    for dc, dr in ((0, 1), (0, -1), (1, 0), (-1, 0)):
        if 0 <= c + dc < COLS and 0 <= r + dr < ROWS:
            out.append(square_name(c + dc, r + dr))
    return out


class DraView(BoardView):
    game_key = "dra"
    round_cells = True
    aspect = TOTAL_W / BOARD_H
    # "Numbers", as the other boards and Help call it: "Names" is the players' word (setup)
    toggles = {"numbering": N_("Numbers")}

    def __init__(self, game, assets) -> None:
        super().__init__(game, assets)
        self.c = 0.0
        self.board = pygame.Rect(0, 0, 0, 0)
        # trays[(kind, seat)]: kind "hand" (pieces of seat in hand) or "taken" (taken by seat)
        self.trays: dict[tuple[str, int], pygame.Rect] = {}
        self._bg: tuple[bool, pygame.Surface] | None = None  # (numbers shown, picture)
        self._sprites: dict[tuple, pygame.Surface] = {}
        self._under: tuple | None = None
        self._thumb = False

    # -- geometry --------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        total_w = BOARD_W if self._thumb else TOTAL_W
        c = max(1.0, min(rect.width / total_w, rect.height / BOARD_H))
        self.c = c
        whole = pygame.Rect(0, 0, round(total_w * c), round(BOARD_H * c))
        whole.center = rect.center
        board = pygame.Rect(0, 0, round(BOARD_W * c), round(BOARD_H * c))
        board.center = whole.center
        self.board = board
        for row in range(ROWS):
            y = board.top + (PAD_TOP + (ROWS - 1 - row)) * c
            for col in range(COLS):
                x = board.left + (PAD + col) * c
                self.cells[square_name(col, row)] = pygame.Rect(
                    round(x), round(y), round(x + c) - round(x), round(y + c) - round(y))
        tw = round(TRAY_W * c)
        th = (board.height - round(GAP * c)) // 2
        whole = whole.clip(rect)
        left = whole.left
        right = whole.right - tw
        self.trays = {} if self._thumb else {
            ("hand", 1): pygame.Rect(left, board.top, tw, th),
            ("hand", 0): pygame.Rect(left, board.bottom - th, tw, th),
            ("taken", 1): pygame.Rect(right, board.top, tw, th),
            ("taken", 0): pygame.Rect(right, board.bottom - th, tw, th),
        }
        self._bg = None
        self._under = None
        self._sprites.clear()

    def piece_size(self) -> int:
        return max(3, round(0.8 * self.c))

    def tray_piece_size(self) -> int:
        return max(3, round(0.5 * self.c))

    def tray_header(self, tray: pygame.Rect) -> int:
        """The height of a tray's title row: half a hole, or two lines where a title needs
        them (the same for the four trays, so their pieces stay level)."""
        return self._titles()[2]

    def _titles(self) -> tuple[dict, int, int]:
        """The trays' titles as drawn: {(kind, seat): lines}, their size and the header's
        height. A title has the room the count leaves it (measured with two digits) and takes
        a second line rather than running under the count ("Computer 2's hand" at 1024x600
        did); the four share one size."""
        c = self.c
        titles = self._title_words()
        key = (c, tuple(titles.items()), theme.text_floor(), text_key(), kept_key())
        if getattr(self, "_titles_key", None) != key:
            tw = round(TRAY_W * c)
            room = (tw - round(0.26 * c) - round(0.1 * c)
                    - theme.text_width("88", round(0.32 * c), bold=True))

            def fit(titles: dict) -> tuple[dict, int]:
                size = min(theme.fit_lines(t, room, round(0.27 * c), bold=True)[1]
                           for t in titles.values())
                return {k: theme.fit_lines(t, room, size, bold=True)[0]
                        for k, t in titles.items()}, size

            # a seat's name is held whole (no-break spaces): "Computer 2's hand" read
            # "Computer" over "2's hand", a name and its number as two things (QA34 F7).
            # A name too wide for the room is cut with "…" here, and set by
            # _titles_under_count below, which breaks it where it must
            lines, size = fit({k: self._held(t, k[1]) for k, t in titles.items()})
            lines = {k: [self._unheld(line, k[1]) for line in v] for k, v in lines.items()}
            self._count_top = False
            if any(line.endswith("…") for v in lines.values() for line in v):
                # "Main d'Ordinateur 2" was cut to "Main d'Ordinat…" at 1280x720 even on two
                # lines at the smallest legible size, and then shown "Main d'Ordi 2", words
                # a player does not say: the count stands beside the first line only, and
                # the lines under it have the tray's whole width ("Main" / "d'Ordinateur")
                lines, size = self._titles_under_count(titles, room,
                                                       tw - round(0.26 * c))
                self._count_top = True
            most = max(len(v) for v in lines.values())
            head = max(round(0.5 * c), most * theme.line_step(size, True) + round(0.12 * c))
            self._titles_key, self._titles_val = key, (lines, size, head)
        return self._titles_val

    def _titles_under_count(self, titles: dict, first: int, rest: int) -> tuple[dict, int]:
        """``titles`` set on up to three lines, the first ``first`` pixels wide (beside the
        count), the others ``rest``: at the largest size from the usual one down to the
        smallest legible one at which every word fits. Where a first word does not fit
        beside the count even then ("Computer's" at 1920x1080), the count has the first
        line to itself and the words begin under it. A word too long even for ``rest`` (a
        name a player typed) is cut with "…" as a last resort. The four share one size.

        The words are cut where the rest of the app cuts them (:func:`ludic.i18n.kept_together`,
        as ``theme.wrap`` does): a name of several words a player typed stays on one line
        where a line holds it. Cut at every space here, "La Paz's hand" read "La" over
        "Paz's" over "hand" (English, extra large text, 1024x600)."""
        def set_(text: str, size: int, beside: bool) -> list[str]:
            out, line = ([] if beside else [""]), ""
            words = kept_together(
                text.split(" "), lambda group: theme.text_width(group, size, bold=True) <= rest)
            for word in words:
                width = first if not out else rest
                if line and theme.text_width(line + " " + word, size, bold=True) > width:
                    out.append(line)
                    line = word
                else:
                    line = f"{line} {word}" if line else word
            out.append(line)
            return out

        def fits(lines: dict, size: int) -> bool:
            return all(len(v) <= 3 and all(
                theme.text_width(line, size, bold=True) <= (first if i == 0 else rest)
                for i, line in enumerate(v)) for v in lines.values())

        least = theme.least_size()
        for beside in (True, False):
            size = max(round(0.27 * self.c), least)
            while True:
                lines = {k: set_(t, size, beside) for k, t in titles.items()}
                if fits(lines, size) or size <= least:
                    break
                size -= 1
            if fits(lines, size):
                break
        return {k: [theme.ellipsis(line, size, first if i == 0 else rest, True)
                    for i, line in enumerate(v[:3])] for k, v in lines.items()}, size

    @staticmethod
    def _held(title: str, seat: int) -> str:
        """``title`` with the spaces of seat ``seat``'s name made no-break spaces."""
        name = tr(SIDE[seat])
        return title.replace(name, name.replace(" ", "\u00a0")) if " " in name else title

    @staticmethod
    def _unheld(line: str, seat: int) -> str:
        """A line of a title set by :meth:`_held`'s words, as the title writes it."""
        name = tr(SIDE[seat])
        return line.replace(name.replace(" ", "\u00a0"), name) if " " in name else line

    @staticmethod
    def _title_words() -> dict:
        """The trays' titles in the language in force: {(kind, seat): words}."""
        titles = {("hand", s): tr(HAND[s]) for s in (0, 1)}
        titles.update({("taken", s): tr(TOOK[s]) for s in (0, 1)})
        return titles

    def slot(self, kind: str, seat: int, k: int) -> tuple[int, int]:
        """Centre of place ``k`` (0-11) in a tray."""
        tray = self.trays[(kind, seat)]
        head = self.tray_header(tray)
        area = pygame.Rect(tray.x, tray.y + head, tray.width, tray.height - head)
        area = area.inflate(-round(0.1 * self.c), -round(0.1 * self.c))
        row, col = divmod(min(k, PIECES - 1), TRAY_COLS)
        w = area.width / TRAY_COLS
        h = area.height / TRAY_ROWS
        return round(area.x + (col + 0.5) * w), round(area.y + (row + 0.5) * h)

    # -- sprites ---------------------------------------------------------------------------
    def piece(self, seat: int, size: int | None = None) -> pygame.Surface:
        size = size or self.piece_size()
        w, h = self.assets.image(SPRITE[seat]).get_size()
        # the sprites have a transparent margin of about a fifth
        return self.assets.scaled(SPRITE[seat], (round(size * 1.45), round(size * 1.45 * h / w)))

    def _disc(self, key: str, size: int, color, width: int = 0) -> pygame.Surface:
        return cached_disc(self._sprites, key, size, color, width)

    def _background(self, numbers: bool = False) -> pygame.Surface:
        """Board, holes, trays and, with the numbering shown (``numbers``), the letters and
        numbers round the holes: drawn once per size and numbering.

        The coordinates were drawn whatever Settings said ("Board numbering: Hidden" hid
        nothing on Dra), where the other boards show theirs only with the numbering
        (Khamousiyya's, Sig capture's circuit, Isolo's letters, the race's numbers). A
        lesson, whose words name holes ("c1 is crossed out"), always shows them
        (``LessonScene.ui_state``)."""
        if self._bg is not None and self._bg[0] == numbers:
            return self._bg[1]
        c = self.c
        r = self.rect
        surf = pygame.Surface(r.size, pygame.SRCALPHA)
        off = (-r.x, -r.y)
        b = self.board.move(off)
        radius = max(2, round(0.3 * c))
        self.draw_wood(surf, b, radius, max(1, round(0.05 * c)))
        hole = self.assets.scaled("hole", (round(0.92 * c), round(0.92 * c)))
        for name, cell in self.cells.items():
            cr = cell.move(off)
            surf.blit(hole, hole.get_rect(center=cr.center))
        if numbers and c >= 20:
            fs = max(8, round(0.21 * c))
            for col in range(COLS):
                x = self.cells[square_name(col, 0)].centerx + off[0]
                theme.draw_text(surf, LETTERS[col], (x, b.bottom - round(PAD * c / 2)), fs,
                                (110, 70, 40), bold=True, anchor="center")
            for row in range(ROWS):
                y = self.cells[square_name(0, row)].centery + off[1]
                theme.draw_text(surf, str(row + 1), (b.left + round(PAD * c / 2), y), fs,
                                (110, 70, 40), bold=True, anchor="center")
        for (kind, seat), tray in self.trays.items():
            t = tray.move(off)
            pygame.draw.rect(surf, (52, 34, 24), t, border_radius=round(0.18 * c))
            pygame.draw.rect(surf, theme.player_color(seat), t, max(1, round(0.035 * c)),
                             border_radius=round(0.18 * c))
            for k in range(PIECES):
                x, y = self.slot(kind, seat, k)
                d = round(0.42 * c)
                surf.blit(self._disc("slot", d, (30, 20, 14, 140)),
                          (x + off[0] - d // 2, y + off[1] - d // 2))
        self._bg = (numbers, surf)
        return surf

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, state: State, ui: UIState) -> None:
        if self.c < 2:
            return
        with clipped(surface, self.rect):
            self._draw(surface, state, ui)

    def draw_thumbnail(self, surface: pygame.Surface, rect: pygame.Rect, state: State) -> None:
        """The board alone, with a game under way (the trays would be too small to see)."""
        self._thumb = True
        try:
            super().draw_thumbnail(surface, rect, self.game.parse_position(SAMPLE))
        finally:
            self._thumb = False

    def _draw(self, surface: pygame.Surface, state: State, ui: UIState) -> None:
        c = self.c
        numbers = ui.show_numbering and not ui.thumbnail
        if not ui.thumbnail and surface.get_rect().contains(self.rect):
            # the board over the table under it, cached opaque (faster to blit every frame)
            key = (surface.get_size(), numbers)
            if self._under is None or self._under[0] != key:
                under = surface.subsurface(self.rect).copy()
                under.blit(self._background(numbers), (0, 0))
                self._under = (key, under)
            surface.blit(self._under[1], self.rect)
        else:
            surface.blit(self._background(numbers), self.rect)
        animating = ui.anim is not NO_ANIMATION
        shown = state.outcome() is None and not animating and not ui.thumbnail
        pending = shown and state.pending_removal  # a line was made: told even in a review
        live = shown and ui.legal_marks  # the player's moves marked (a person's to click)
        # the player's own rings (movable, to remove, selected) on their lane, inside the last
        # move's and the hover's (base.LANE_PLAY): each mark on a hole shows
        band = lane_band(LANE_PLAY, ui.scale)
        origins = set(self.origins(state)) if live else set()
        closed = self.closed(state) if live else frozenset()
        for name in closed:
            self._dim(surface, self.cells[name])
        if pending:
            for line in self._fresh_lines(state, ui):
                self._line_bar(surface, line, theme.HIGHLIGHT, 200)
        # under the pieces, which stay visible; the cursor over them (drawn below)
        self.draw_marks(surface, ui, circle=True, cursor=False)
        for name, cell in self.cells.items():
            if ui.anim.hidden(name):
                continue
            seat = ui.anim.value(name, state.piece_at(name))
            if seat is None:
                continue
            img = self.piece(seat)
            surface.blit(img, img.get_rect(center=cell.center))
            if name in origins and live:
                if pending:
                    self._play_ring(surface, name, ui, "remove", theme.REFUSED, band)
                elif ui.selection is None:
                    self._play_ring(surface, name, ui, "movable", theme.HIGHLIGHT,
                                    mark_width(ui.scale))
        if ui.selection in self.cells and not animating:
            self._play_ring(surface, ui.selection, ui, "selected", theme.SELECT, band)
        for name in closed:  # under the hole's name, which is outlined over it (_name)
            self._forbidden(surface, self.cells[name], ui.scale)
        named = () if ui.thumbnail else ui.named
        if c >= 16:
            for name, cell in self.cells.items():
                if (numbers or name in named) and (state.piece_at(name) is None
                                                   or ui.anim.hidden(name)):
                    self._name(surface, name, cell, name in closed)
        self.draw_cursor(surface, ui)
        for (kind, seat), tray in self.trays.items():
            self._tray(surface, state, ui, kind, seat, tray)
        if pending and not ui.thumbnail:
            # the person is told to remove only where they click (ui.legal_marks): the
            # computer's or a Watch's removal names who removes ("Remove one of the
            # computer's pieces" was read while the computer, South, chose its own); a
            # review's, long played, is told without "now" (review_status)
            if ui.legal_marks:
                said = self.status(state)
            elif ui.looking_back:
                said = self.review_status(state)
            else:
                said = self.computer_status(state)
            self._ribbon(surface, tr(said), theme.REFUSED)

    def _play_ring(self, surface: pygame.Surface, name: str, ui: UIState, key: str, color,
                   width: int) -> None:
        """A ring ``width`` wide in ``color`` over the piece in ``name``, on the lane of the
        player's moves (``LANE_PLAY``)."""
        lane = self.lane(name, LANE_PLAY, ui.scale)
        d = min(lane.size)
        surface.blit(self._disc(key, d, color, width),
                     (lane.centerx - d // 2, lane.centery - d // 2))

    def _tray(self, surface, state, ui: UIState, kind: str, seat: int,
              tray: pygame.Rect) -> None:
        if kind == "hand":
            n = ui.anim.value(f"hand:{seat}", state.in_hand(seat))
            shown_seat = seat
        else:
            n = ui.anim.value(f"taken:{seat}", state.captured(seat))
            shown_seat = 1 - seat
        size = self.tray_piece_size()
        img = self.piece(shown_seat, size)
        for k in range(min(n, PIECES)):
            surface.blit(img, img.get_rect(center=self.slot(kind, seat, k)))
        if ui.anim is NO_ANIMATION:
            self._tray_words(surface, state, ui, kind, seat, tray, n)

    def draw_over_animation(self, surface: pygame.Surface, state: State, ui: UIState) -> None:
        """The trays' titles and counts, in front of a piece flying from a hand to a hole or
        from a hole to a tray: its hop passed over them (at 1024x600 South's removal of a1
        covered the "S" of "South took" for five frames of forty, a placement on a5 from
        South's hand the count "11"). :meth:`draw` leaves them out while a timeline runs."""
        for (kind, seat), tray in self.trays.items():
            n = ui.anim.value(f"hand:{seat}", state.in_hand(seat)) if kind == "hand" else \
                ui.anim.value(f"taken:{seat}", state.captured(seat))
            with clipped(surface, self.rect):
                self._tray_words(surface, state, ui, kind, seat, tray, n)

    def _tray_words(self, surface, state, ui: UIState, kind: str, seat: int,
                    tray: pygame.Rect, n: int) -> None:
        """A tray's title, its count ``n`` and, after the placing, its note (D2).

        The titles of the player whose turn it is are lit as the panel tells the turn: while
        a move is animated, the mover's, until its animation ends (``Panel.told``). Lit
        from the position after it, North's trays lit at the first frame of South's
        removal while the panel's heading and arrow still said South's turn."""
        c = self.c
        if ui.thumbnail or c < 24:
            return
        head = self.tray_header(tray)
        hr = pygame.Rect(tray.x, tray.y, tray.width, head)
        if ui.anim is not NO_ANIMATION and ui.anim.before is not None:
            state = ui.anim.before
        mine = state.outcome() is None and not ui.ended and state.turn == seat
        color = theme.HIGHLIGHT if mine else theme.CREAM
        lines, fs, _head = self._titles()
        lines = lines[(kind, seat)]
        step = theme.line_step(fs, True)
        y = hr.centery - step * (len(lines) - 1) / 2
        for k, line in enumerate(lines):
            self.text(surface, line, (hr.x + round(0.12 * c), y + k * step), fs, color,
                      anchor="midleft")
        # beside the first line where the lines under it take the whole width (_titles)
        count_y = y if getattr(self, "_count_top", False) else hr.centery
        self.text(surface, str(n), (hr.right - round(0.14 * c), count_y),
                  round(0.32 * c), color, anchor="midright")
        if kind == "hand" and state.phase != "placement":
            # pieces still in hand when nobody could place stay out of the game (D2)
            note = _("all placed") if n == 0 else _("out of the game (D2)")
            self.text(surface, note, (tray.centerx, tray.bottom - round(0.3 * c)),
                      theme.fit_size(note, tray.width - round(0.2 * c), round(0.22 * c)),
                      theme.SAND_DARK, bold=False)

    def closed(self, state: State) -> frozenset[str]:
        """While placing, the empty holes the player to move may not place on: each would make
        a line of three or more of his own pieces (D2). They are crossed out in red; a click
        on one is refused with the model's reason ("Placing on c1 would make a line of three:
        no lines while placing (D2)"), and the first lesson that shows one says what the
        cross means (``dra/01-placing``)."""
        if state.phase != "placement" or state.pending_removal or state.outcome() is not None:
            return frozenset()
        placeable = {str(m) for m in self.player_moves(state)}
        return frozenset(name for name in self.cells
                         if state.piece_at(name) is None and name not in placeable)

    def _dim(self, surface: pygame.Surface, cell: pygame.Rect) -> None:
        """An empty hole where the mover may not place (a line of three would be made, D2)
        is darkened, under the marks and the hole's name; its red cross (:meth:`_forbidden`)
        goes over them."""
        d = round(0.92 * self.c)
        surface.blit(self._disc("dim", d, (40, 20, 10, 90)),
                     (cell.centerx - d // 2, cell.centery - d // 2))

    def _forbidden(self, surface: pygame.Surface, cell: pygame.Rect, scale: float = 1.0) -> None:
        """The red cross on a hole the mover may not place on (D2): two bars a tenth of a
        hole wide, red on a dark edge, which read on the dark hole from the back of a
        classroom. It was two lines 3 px wide and 21 px across at 1024x768 (6 and 38 at
        1920x1080), 109 red pixels (now 492), drawn over the hole's name, which neither
        read through. It fills the lane of the player's moves (``base.LANE_PLAY``), which
        no other mark takes on a hole nobody may place on, inside the last move's and the
        mouse's rings; the hole's name, when shown, is written over it, outlined
        (:meth:`_name`)."""
        inset = min(lane_inset(LANE_PLAY, scale), max(0, (min(cell.size) - 2) // 2))
        lane = cell.inflate(-2 * inset, -2 * inset)
        d = min(lane.size)
        img = self._cross(d)
        surface.blit(img, img.get_rect(center=lane.center))

    def _cross(self, d: int) -> pygame.Surface:
        """The red cross (:meth:`_forbidden`) in a circle ``d`` across, cached per size."""
        key = ("cross", d)
        img = self._sprites.get(key)
        if img is not None:
            return img
        c = self.c
        img = pygame.Surface((d, d), pygame.SRCALPHA)
        half = max(1.5, 0.05 * c)  # the red's half width
        edge = max(1, round(0.025 * c))
        # the arms' ends, their dark edge included, stay a pixel inside the circle
        room = d / 2 - 1
        reach = (math.sqrt(max(0.0, room * room - (half + edge) ** 2)) - edge) / math.sqrt(2)
        mid = d / 2
        for grow, color in ((edge, CROSS_EDGE), (0, CROSS)):
            for sign in (1, -1):
                pygame.draw.polygon(img, color, _bar((mid - reach, mid - sign * reach),
                                                     (mid + reach, mid + sign * reach),
                                                     half + grow, grow))
        self._sprites[key] = img
        return img

    def _name(self, surface: pygame.Surface, name: str, cell: pygame.Rect,
              crossed: bool) -> None:
        """The hole's name in its middle (the *Numbers* toggle); on a crossed hole outlined
        in dark, over the red cross, so that both read (:meth:`_forbidden`).

        With the numbering hidden a hole the message bar names (``ui.named``) still has its
        name, as on Isolo's board: a click on a crossed hole is refused with "Placing on c1
        would make a line of three (D2)", and c1's name over its cross is part of that rule's
        mark, which the player who did not count the columns finds at a glance; the other
        holes, and the letters and numbers round the board, stay hidden."""
        size = max(8, round(0.26 * self.c))
        if not crossed:
            self.text(surface, name, cell.center, size, NAME)
            return
        key = ("name", name, size, text_key())
        img = self._sprites.get(key)
        if img is None:
            img = self._sprites[key] = outlined_text(name, size, NAME, CROSS_EDGE,
                                                     max(1, round(0.03 * self.c)))
        surface.blit(img, img.get_rect(center=cell.center))

    def _fresh_lines(self, state: State, ui: UIState) -> list[tuple[str, ...]]:
        """The lines of three through the piece just moved (the one that earned the removal)."""
        last = ui.last_move
        if last is None or not state.pending_removal:
            return []
        dst = getattr(last, "dst_name", None)
        return [ln for ln in state.lines(state.turn) if dst in ln and len(ln) == 3]

    def _line_bar(self, surface: pygame.Surface, line, color, alpha: int,
                  width: int = 0) -> None:
        c = self.c
        a, b = self.cells[line[0]].center, self.cells[line[-1]].center
        w = max(4, round(0.96 * c))
        rect = pygame.Rect(min(a[0], b[0]) - w // 2, min(a[1], b[1]) - w // 2,
                           abs(a[0] - b[0]) + w, abs(a[1] - b[1]) + w)
        over = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(over, tuple(color[:3]) + (alpha,), over.get_rect(), width,
                         border_radius=w // 2)
        surface.blit(over, rect)

    def _ribbon(self, surface: pygame.Surface, text: str, color) -> None:
        """A prompt across the top edge of the board."""
        c = self.c
        b = self.board
        size = theme.fit_size(text, b.width - round(0.8 * c), max(9, round(0.27 * c)), bold=True)
        img = theme.render(text, size, theme.CREAM, True)
        r = img.get_rect()
        r.inflate_ip(round(0.4 * c), round(0.06 * c))
        r.center = (b.centerx, b.top + round(PAD_TOP * c * 0.5))
        pygame.draw.rect(surface, color, r, border_radius=r.height // 2)
        pygame.draw.rect(surface, theme.CREAM, r, max(1, round(0.03 * c)),
                         border_radius=r.height // 2)
        surface.blit(img, img.get_rect(center=r.center))

    # -- interaction -----------------------------------------------------------------------
    def move_targets(self, move: Move) -> tuple[str, ...]:
        """``c2`` -> (c2,), ``c2-c1`` -> (c2, c1), ``xd4`` -> (d4,), ``pass`` -> ()."""
        text = str(move)
        if text == "pass":
            return ()
        if text.startswith("x"):
            text = text[1:]
        return tuple(t for t in text.split("-") if t in self.cells)

    def action_label(self, move: Move) -> str:
        return (_("Pass (no placement possible)") if str(move) == "pass"
                else super().action_label(move))

    def click(self, state: State, target: str, ui: UIState) -> Click:
        moves = self.player_moves(state)
        if moves and state.phase == "movement" and not state.pending_removal:
            mine = state.piece_at(target) == state.turn
            if mine and not state.moves_from(target) and target != ui.selection:
                return Click.refuse(self._stuck(state, target))
        return super().click(state, target, ui)

    def _stuck(self, state: State, target: str) -> str:
        """Why the piece on ``target`` cannot move (the model's reasons for its steps, D3)."""
        reasons = [state.why_illegal(f"{target}-{n}") for n in neighbours(target)]
        reasons = [r for r in reasons if r]
        for r in reasons:
            if "line of" in r:
                return r
        if reasons and all("not empty" in r for r in reasons):
            return Text(N_("{square} cannot move: every hole next to it is taken (D3)"),
                        square=target)
        return reasons[0] if reasons else Text(N_("{square} cannot move now (D3)"),
                                               square=target)

    def why_not(self, state: State, target: str, ui: UIState) -> str:
        if state.outcome() is None and not state.pending_removal and \
                state.phase == "movement" and ui.selection is None:
            owner = state.piece_at(target)
            if owner is not None and owner != state.turn:
                return Text(N_("{square} is {owner}'s piece: click one of {me}'s pieces, then a "
                               "hole next to it (D3)"), square=target, owner=SIDE[owner],
                            me=SIDE[state.turn])
            if owner is None:
                return Text(N_("Click one of your pieces first, then an empty hole next to it "
                               "(D3)"))
        return super().why_not(state, target, ui)

    # -- words -----------------------------------------------------------------------------
    def status(self, state: State) -> str:
        if state.outcome() is not None:
            return Text(N_("Game over"))
        if state.pending_removal:
            return Text(N_("Remove one of {them}'s pieces (D3)"), them=SIDE[1 - state.turn])
        if state.phase == "placement":
            return Text(N_("Place a piece: no line of three (D2)"))
        return Text(N_("Move a piece: make a line of three (D3)"))

    def computer_status(self, state: State) -> str:
        """:meth:`status` told of the computer (its sentences ask the player for a move).
        The removal names the remover as it names the other side: "The computer removes one
        of Computer's pieces" was read where South was handed to the computer against a seat
        called Computer (in Arabic «الحاسوب» twice, two seats under one name)."""
        if state.pending_removal:
            return Text(N_("{me} now removes one of {them}'s pieces (D3)"),
                        me=SIDE[state.turn], them=SIDE[1 - state.turn])
        if state.phase == "placement":
            return Text(N_("The computer places a piece (D2)"))
        return Text(N_("The computer moves a piece (D3)"))

    def review_status(self, state: State) -> str:
        """:meth:`status` of a position looked back on (a review, a kept picture): the
        removal owed (D3) is told as what the player did there, "South removes one of
        North's pieces (D3)". A review said "South now removes ..." on its banner, the
        live Watch's words, and "Remove one of North's pieces (D3)" in its heading, an
        order to a reader who has nothing to click."""
        if state.pending_removal:
            return Text(N_("{me} removes one of {them}'s pieces (D3)"), me=SIDE[state.turn],
                        them=SIDE[1 - state.turn])
        return ""  # "Place a piece ...", "Move a piece ...": the panel says whose turn it was

    def side_info(self, state: State) -> list[str]:
        """The captures, and while placing the pieces still in hand (D2). Once all are placed
        nothing is in hand any more (D1): "In hand: South (0), North (0)" through the whole
        movement phase told a player nothing (a solo player's pass). Pieces still in hand
        when the placing stopped (the D2 house rule: no legal placement left) are out of the
        game, and said so."""
        hand = Text(N_("In hand: {south} ({a}), {north} ({b})"), south=SIDE[0], north=SIDE[1],
                    a=state.in_hand(0), b=state.in_hand(1))
        taken = Text(N_("Captured: {south} ({a}), {north} ({b})"), south=SIDE[0], north=SIDE[1],
                     a=state.captured(0), b=state.captured(1))
        if state.phase == "placement":
            return [hand, taken]
        a, b = state.in_hand(0), state.in_hand(1)
        if not (a or b):
            return [taken]
        return [taken, Text(N_("Out of the game (D2): {south} ({a}), {north} ({b})"),
                            south=SIDE[0], north=SIDE[1], a=a, b=b)]

    # -- animation -------------------------------------------------------------------------
    def animate(self, before: State, effects: Sequence[Effect], after: State) -> Timeline:
        """The move's animation, and when the message bar tells each effect
        (:meth:`Timeline.say`): as its animation starts, but a removal once its piece is in
        the taker's tray. Its words give the new count ("South removes North's piece on d3
        (South has captured 3) (D3)"), which the tray and the panel's side lines show when
        the animation ends (``Panel.told``): told as the piece left, the bar said 3 over
        "Captured: South (2)" through the whole flight."""
        tl = Timeline(before, after)
        told: list[tuple[float, str]] = []
        c = self.c
        t = 0.0
        # a piece flies between a tray, where pieces are drawn smaller, and a hole at the
        # tray's size at the tray's end: at the board's size it covered the tray's title and
        # count and ran past the tray's edge; and no hop carries it over the top of the
        # board's picture (from North's trays it rose over the header, where the frames of
        # an animation do not repaint, cut off and leaving a trail)
        small = self.tray_piece_size() / self.piece_size()
        for e in effects:
            kind = e.kind
            at = tl.end  # as the animation queue tells a view's effects by itself
            if kind == EffectKind.PLACE and e.dst in self.cells:
                seat = e.player
                k = max(0, before.in_hand(seat) - 1)
                tl.hide(e.dst, until=T_PLACE)
                tl.set(f"hand:{seat}", after.in_hand(seat), at=0)
                tl.move(self.piece(seat), [self.slot("hand", seat, k),
                                           self.cells[e.dst].center],
                        at=t, step=T_PLACE, arc=0.25, scale=(small, 1.0), inside=self.rect)
                tl.sound("place", at=t + T_PLACE * 0.9)
                t += T_PLACE
            elif kind == EffectKind.MOVE and e.src in self.cells and e.dst in self.cells:
                tl.hide(e.dst, until=t + T_MOVE)
                tl.move(self.piece(e.player), [self.cells[e.src].center,
                                               self.cells[e.dst].center],
                        at=t, step=T_MOVE, arc=0.12, inside=self.rect)
                tl.sound("move", at=t + T_MOVE * 0.8)
                t += T_MOVE
            elif kind == EffectKind.LINE and e.squares:
                line = [s for s in e.squares if s in self.cells]
                tl.flash([self.cells[s].inflate(-round(0.04 * c), -round(0.04 * c))
                          for s in line], theme.HIGHLIGHT, at=t, duration=T_LINE, times=2,
                         circle=True, width=max(3, round(0.08 * c)))
                tl.custom(self._line_fade(tuple(line)), at=t, duration=T_LINE)
                tl.sound("capture", at=t)
                tl.label(_("Line of three!"), self._line_mid(line), at=t, duration=T_LINE + 0.3,
                         size=max(10, round(0.34 * c)), color=theme.HIGHLIGHT)
                t += T_LINE * 0.6
            elif kind == EffectKind.REMOVE and e.src in self.cells:
                taker = e.player
                victim = 1 - taker
                k = before.captured(taker)
                tl.set(e.src, victim, at=0)
                tl.set(e.src, None, at=t + 0.01)
                tl.set(f"taken:{taker}", k, at=0)
                tl.set(f"taken:{taker}", after.captured(taker), at=t + T_REMOVE)
                cell = self.cells[e.src]
                tl.flash([cell], theme.REFUSED, at=t, duration=0.3, times=1, circle=True)
                tl.move(self.piece(victim, self.piece_size()),
                        [cell.center, self.slot("taken", taker, k)], at=t, step=T_REMOVE,
                        arc=0.2, scale=(1.0, small), inside=self.rect)
                tl.sound("capture", at=t)
                t += T_REMOVE
                at = t  # the piece in the tray, the count its words give shown
            elif kind == EffectKind.PASS:
                tray = self.trays[("hand", e.player)]
                tl.label(_("Pass"), tray.center, at=t, duration=1.0, size=max(10, round(0.4 * c)))
                t += 0.5
            elif kind == EffectKind.PHASE:
                # D3; looked back on, no "now" of a phase long begun (a review)
                said = _("All placed: the pieces move") if self.looking_back \
                    else _("All placed: now the pieces move")
                tl.label(said, self.board.center, at=t,
                         duration=1.6, size=max(10, round(0.36 * c)), color=theme.HIGHLIGHT)
                t += 0.6
            if e.text and kind in NARRATED:
                told.append((at, e.text))
        tl.wait(0, at=t)
        last = -1.0
        for at, text in told:  # in the effects' order, even when told at the same moment
            last = tl.say(text, at=max(min(at, tl.end), last + 1e-6))
        return tl

    def _line_mid(self, line) -> tuple[float, float]:
        a, b = self.cells[line[0]].center, self.cells[line[-1]].center
        return (a[0] + b[0]) / 2, min(a[1], b[1]) - 0.35 * self.c

    def _line_fade(self, line):
        def draw(surface: pygame.Surface, u: float) -> None:
            alpha = int(255 * (1 - abs(2 * u - 1) ** 3))
            if alpha > 4:
                self._line_bar(surface, line, theme.HIGHLIGHT, alpha,
                               max(3, round(0.07 * self.c)))
        return draw
