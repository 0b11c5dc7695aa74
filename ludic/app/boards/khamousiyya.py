"""The Khamousiyya board: a 7x7 (or 5x5) board of holes, with H’ajeb (rule book
``khamousiyya.md``, model :mod:`ludic.games.khamousiyya`).

What is on screen, left to right::

    +---------+  +-------------------------------+  +---------+
    | South   |  |  7  o  o  o  o  o  o  o       |  | North   |
    | to play |  |  6  o  o  o  o  o  o  o       |  | second  |
    | in hand |  |  ...      (D4) centre ring    |  | in hand |
    |  o o o  |  |  1  o  o  o  o  o  o  o       |  |  # # #  |
    | taken   |  |     A  B  C  D  E  F  G       |  | taken   |
    |  # #    |  +-------------------------------+  |  o      |
    +---------+                                     +---------+

* the board: holes in a carved grid, the centre ringed (H2: it stays empty while placing),
  coordinates A-G / 1-7 in the margin when "Numbers" is on;
* a tray per player: name and piece, role (first player / second player, H’ajeb), pieces in hand
  (H2) and the opponent's pieces he has taken (H4, H6), which is where captured pieces fly;
* highlights, all computed from the model's legal moves: the pieces that can move now (as on
  the Dra board, before any click), the four holes next to the centre for a
  player's first piece (H2); the going-on piece and its capturing steps (H4); the second player's
  enclosures when H’ajeb can be declared (``enclosures``, H6); the first player's queen moves in
  the H’ajeb series (H6); the pieces that may be removed in the settlement (H6); the pieces
  a hovered move would capture.

Clicks: a hole to place; a piece, then a highlighted hole, to move; a highlighted hole at once
while going on; a piece to remove it in the settlement. ``stop``, ``pass``, ``hajeb``,
``continue`` and ``yezzi`` are buttons (:meth:`KhamousiyyaView.actions`).
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Sequence

import pygame

from ludic.app import theme
from ludic.app.anim import Timeline
from ludic.app.boards.base import (LANE_PLAY, Action, BoardView, Click, UIState, clipped,
                                   lane_band, mark_width)
from ludic.games.khamousiyya import enclosures
from ludic.i18n import N_, Text, _, short_names, tr
from ludic.model.protocol import Effect, EffectKind, Move, State

SPRITES = ("kham_south", "kham_north")
#: The sides as words (the tray's fallback name).
SIDES = ("South", "North")
#: The seats in the view's messages: seat values, shown as the players' names (ludic.i18n).
SEATS = (Text(N_("South")), Text(N_("North")))
#: Width / height of the whole view: a square board and a tray on each side.
ASPECT = 1.46
#: The margin around the holes (coordinates live there), as a fraction of the board.
MARGIN = 0.075

#: Button words (label, help with the rule number) for the moves without a square.
#: The move list's words for the moves without a square (what the player did).
DONE_WORDS = {
    "stop": N_("stops capturing (H4)"),
    "pass": N_("passes, blocked (H5)"),
    "hajeb": N_("declares H’ajeb (H6)"),
    "continue": N_("lets the series go on (H6)"),
    "yezzi": N_("says yezzi: the series stops (H6)"),
}

WORDS = {
    "stop": (N_("Stop capturing"),
             N_("End the chain of captures now; the turn passes to the other player (H4).")),
    "pass": (N_("Pass: I am blocked"),
             N_("Jeu bouché: you cannot move, so you pass; the other player must then open "
                "the ring so that you can move (H5).")),
    "hajeb": (N_("Declare H’ajeb"),
              N_("You have an enclosure: claim H’ajeb. The first player then captures like a "
                 "queen until he cannot or you say yezzi; then the settlement (H6).")),
    "continue": (N_("Let the series go on"),
                 N_("The first player makes his next queen capture (H6).")),
    "yezzi": (N_("Yezzi! (enough)"),
              N_("Stop the series at once and give up the claim; captured pieces stay "
                 "captured and you move next (H6).")),
}

#: The line under the name of the player to move, by stage (:func:`stage_of`).
BADGES = {"movement": N_("To move"), "going-on": N_("Going on"),
          "hajeb-decide": N_("Yezzi or not?"), "hajeb-series": N_("Queen captures"),
          "hajeb-remove2": N_("Removes 2"), "hajeb-remove1": N_("Removes 1 more"),
          "hajeb-cede": N_("Removes 1")}

#: A tray's role line (H2, H6): the first player's, the second's before and after H’ajeb.
ROLES = (N_("Plays first"), N_("May claim H’ajeb"), N_("H’ajeb used"))
PALM_GLOW = (150, 200, 110)
QUEEN = (255, 176, 60)
REMOVE_RED = (214, 64, 48)


def _split(move: Move) -> tuple[str, ...]:
    """The squares a move's notation names, in order: ``D3`` -> (D3,), ``D3-D4`` -> (D3, D4),
    ``xB2`` -> (B2,), words -> ()."""
    text = str(move)
    if "-" in text:
        return tuple(text.split("-"))
    if text[:1] == "x" and text[1:2].isupper():
        return (text[1:],)
    if text[:1].isupper():
        return (text,)
    return ()


def stage_of(state) -> str:
    """The stage's name (``placement``, ``movement``, ``going-on``, ``hajeb-decide``,
    ``hajeb-series``, ``hajeb-remove2``, ``hajeb-remove1``, ``hajeb-cede``)."""
    name = getattr(state, "stage_name", None)
    return name if isinstance(name, str) else str(state.stage)


def hajeb_line(state: State) -> Text:
    """The side panel's word on H’ajeb (H6): "not yet" only while it can still come; a
    finished game that never saw it says "not used", as "not yet" would promise it."""
    if state.hajeb_used:
        return Text(N_("H’ajeb: used"))
    if state.outcome() is not None:
        return Text(N_("H’ajeb: not used"))
    return Text(N_("H’ajeb: not yet"))


class KhamousiyyaView(BoardView):
    game_key = "khamousiyya"
    round_cells = True
    aspect = ASPECT
    toggles = {"numbering": N_("Numbers")}

    def __init__(self, game, assets) -> None:
        super().__init__(game, assets)
        self.n: int = game.size
        self.total: int = game.pieces
        self.columns = "ABCDEFGHI"[: self.n]
        self.thumb = False
        self.board = pygame.Rect(0, 0, 0, 0)
        self.pitch = 1.0
        self.trays: list[pygame.Rect] = [pygame.Rect(0, 0, 0, 0)] * 2
        self.hand_slots: list[list[pygame.Rect]] = [[], []]
        self.pile_slots: list[list[pygame.Rect]] = [[], []]
        self.tray_text: list[dict[str, tuple[int, int]]] = [{}, {}]
        self._state: State | None = None
        self._rules_seen: frozenset[str] | None = None  # lesson_rules when _info was made
        self._info: dict = {}
        self._preview: dict[str, tuple[str, ...]] = {}
        self._base_key: tuple | None = None
        self._base_img: pygame.Surface | None = None

    # -- geometry ---------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        r = self.rect
        if self.thumb:
            side = min(r.width, r.height)
            self.board = pygame.Rect(0, 0, side, side)
            self.board.center = r.center
            self.trays = [pygame.Rect(0, 0, 0, 0)] * 2
        else:
            side = int(min(r.height, r.width / ASPECT))
            width = int(side * ASPECT)
            gap = max(4, side // 40)
            tray_w = (width - side) // 2 - gap
            left = r.centerx - width // 2
            top = r.centery - side // 2
            self.board = pygame.Rect(left + tray_w + gap, top, side, side)
            # South's tray on the left, North's on the right
            self.trays = [pygame.Rect(left, top, tray_w, side),
                          pygame.Rect(self.board.right + gap, top, tray_w, side)]
        n = self.n
        margin = self.board.width * MARGIN
        grid = self.board.width - 2 * margin
        self.pitch = p = grid / n
        gx, gy = self.board.x + margin, self.board.y + margin
        for i, name in enumerate(self.squares):
            col, row = i % n, i // n
            cx = gx + (col + 0.5) * p
            cy = gy + (n - 1 - row + 0.5) * p
            cell = pygame.Rect(0, 0, int(p), int(p))
            cell.center = (round(cx), round(cy))
            self.cells[name] = cell
        for seat in (0, 1):
            self._layout_tray(seat)

    @property
    def squares(self) -> list[str]:
        """Square names in the model's index order (A1, B1, ..., G7)."""
        return [f"{self.columns[i % self.n]}{i // self.n + 1}" for i in range(self.n * self.n)]

    def _layout_tray(self, seat: int) -> None:
        """A tray: name and role on top, then the pieces in hand, then the pile of the
        opponent's pieces taken. Slots hold one piece each (``total`` of them per grid)."""
        t = self.trays[seat]
        self.hand_slots[seat], self.pile_slots[seat], self.tray_text[seat] = [], [], {}
        if t.width <= 0 or t.height <= 0:
            return
        pad = max(3, t.width // 14)
        name = max(7, int(min(t.width * 0.17, t.height * 0.045)))
        small = max(6, int(name * 0.66))
        label = max(7, int(name * 0.8))
        icon = int(name * 1.5)
        cols = 4 if self.total > 12 else 3
        rows = math.ceil(self.total / cols)

        # a name too long to stand beside the piece takes a line of its own under it: the
        # seat's name, or the computer's (a seat may be given to it), as they are now; not
        # in a tray too small for legible words (a picture of the board: to scale). The
        # line is as tall as the name drawn there (_fitting_name): the short form a name
        # too long even at the smallest size takes is drawn larger ("Ordi 1" in extra large
        # French at 1024x768 took the full name's line at the smallest size, and its
        # letters ran into "Joue le premier" under it)
        sizes = {"pad": pad, "name": name, "icon": icon}
        value = self.game.player_names[seat] if seat < len(self.game.player_names) \
            else SIDES[seat]
        values = [value, Text(N_("Computer")), Text(N_("Computer {number}"), number=seat + 1)]
        long = [v for v in values if not self._name_beside(tr(v), t, sizes)]
        own = 0 if not long or t.height < 300 else min(t.height // 12, max(
            theme.line_step(self._fitting_name(v, t.width - 2 * pad, name)[1], True)
            for v in long))

        def head_and_slot(lines: int) -> tuple[int, float]:
            """The head's height with ``lines`` lines of words, and the slot the height
            left would allow (the width allows ``(t.width - 2 * pad) / cols``)."""
            words = max(int(small * 1.4 * lines),  # a thumbnail-sized tray: to scale
                        min(theme.line_step(theme.legible(small)) * lines, t.height // 4))
            head = pad + icon + pad // 3 + own + words + pad
            return head, (t.height - head - 2 * int(label * 1.6) - 2 * pad) / (2 * rows)

        # room under the name for the role and the turn's badge: two lines, or three when a
        # role needs them at this width ("Peut revendiquer le H’ajeb" at 1920x1080) and the
        # tray is tall enough that the pieces keep the size its width gives them
        reserved = 2
        if (head_and_slot(3)[1] >= (t.width - 2 * pad) / cols
                and max(len(theme.fit_lines(_(role), t.width - 2 * pad, small, lines=3)[0])
                        for role in ROLES) > 2):
            reserved = 3
        head, tall = head_and_slot(reserved)
        slot = max(2, int(min((t.width - 2 * pad) / cols, tall)))
        x0 = t.centerx - slot * cols // 2
        self.tray_text[seat] = {"pad": pad, "name": name, "small": small, "label": label,
                                "icon": icon, "lines": reserved, "own": own}
        y = t.y + head
        self.tray_text[seat]["hand"] = (t.x + pad, y + int(label * 0.8))
        y += int(label * 1.6)
        for k in range(self.total):
            r, c = divmod(k, cols)
            self.hand_slots[seat].append(pygame.Rect(x0 + c * slot, y + r * slot, slot, slot))
        y += rows * slot + pad
        self.tray_text[seat]["pile"] = (t.x + pad, y + int(label * 0.8))
        y += int(label * 1.6)
        for k in range(self.total):
            r, c = divmod(k, cols)
            self.pile_slots[seat].append(pygame.Rect(x0 + c * slot, y + r * slot, slot, slot))

    def neighbours(self, square: str) -> list[str]:
        """The holes orthogonally next to ``square`` (board geometry, H1)."""
        n = self.n
        col, row = self.columns.index(square[0]), int(square[1:]) - 1
        out = []
        for dc, dr in ((0, 1), (0, -1), (1, 0), (-1, 0)):
            c, r = col + dc, row + dr
            if 0 <= c < n and 0 <= r < n:
                out.append(f"{self.columns[c]}{r + 1}")
        return out

    def _line(self, a: str, b: str) -> list[tuple[float, float]]:
        """Centres of the holes from ``a`` to ``b`` along a straight line (a step or a queen
        move), both ends included."""
        ca, ra = self.columns.index(a[0]), int(a[1:])
        cb, rb = self.columns.index(b[0]), int(b[1:])
        k = max(abs(cb - ca), abs(rb - ra))
        if k == 0:
            return [self.cells[a].center]
        dc, dr = (cb - ca) // k, (rb - ra) // k
        return [self.cells[f"{self.columns[ca + j * dc]}{ra + j * dr}"].center
                for j in range(k + 1)]

    # -- per-state data ---------------------------------------------------------------------
    def sync(self, state: State) -> None:
        if state is self._state and self._rules_seen == self.lesson_rules:
            return
        self._state, self._rules_seen = state, self.lesson_rules
        self._preview = {}
        self._info = self._compute(state)

    def _compute(self, state) -> dict:
        """What the highlights need, from the model's legal moves and accessors only."""
        info: dict = {"stage": stage_of(state), "enclosures": [], "queen": [], "removable": [],
                      "allowed": [], "chain": None, "chain_to": [], "blocked": [],
                      "threatened": [], "movable": []}
        moves = self.player_moves(state)
        words = {str(m) for m in moves if not _split(m)}
        stage = stage_of(state)
        if stage == "placement" and moves:
            first_piece = state.hand(state.current_player) == self.total
            if first_piece:
                info["allowed"] = [_split(m)[0] for m in moves]
        if "hajeb" in words and self.teaches("H6"):
            info["enclosures"] = enclosures(state, state.current_player)
        elif stage.startswith("hajeb"):
            info["enclosures"] = enclosures(state, state.second_player)
        if stage == "going-on":
            info["chain"] = state.chain_square
            info["chain_to"] = [_split(m)[1] for m in moves if len(_split(m)) == 2]
        series = state if stage == "hajeb-series" else (
            self._after_word(state, "continue") if stage == "hajeb-decide" else None)
        if series is not None:
            queen = [m for m in series.legal_moves() if len(_split(m)) == 2]
            info["queen"] = [_split(m) for m in queen]
            info["threatened"] = sorted({sq for m in queen
                                         for sq in self._captures(series, m)})
        if stage in ("hajeb-remove2", "hajeb-remove1", "hajeb-cede"):
            info["removable"] = [_split(m)[0] for m in moves if str(m).startswith("x")]
        if state.blocked_seat is not None:
            info["blocked"] = list(state.pieces(state.blocked_seat))
        # The pieces the player to move may move, shown before any click as Dra and Isolo
        # do: in movement every piece with a legal step or capture (H3, H4); while going on
        # only the chain piece (H4); in the H’ajeb series the first player's queens (H6).
        if stage == "movement":
            info["movable"] = list(dict.fromkeys(_split(m)[0] for m in moves
                                                 if len(_split(m)) == 2))
        elif stage == "going-on" and info["chain"]:
            info["movable"] = [info["chain"]]
        elif stage == "hajeb-series":
            info["movable"] = list(dict.fromkeys(a for a, _z in info["queen"]))
        return info

    def _after_word(self, state, word: str):
        try:
            return state.play(self.game.parse_move(word))
        except Exception:  # noqa: BLE001 - a preview only
            return None

    def captures_of(self, state, move: Move) -> tuple[str, ...]:
        """The squares whose pieces ``move`` would capture, asked of the model (its effects);
        cached for the shown state."""
        self.sync(state)
        key = str(move)
        if key not in self._preview:
            self._preview[key] = self._captures(state, move)
        return self._preview[key]

    @staticmethod
    def _captures(state, move: Move) -> tuple[str, ...]:
        try:
            effects = state.apply(move).effects
        except Exception:  # noqa: BLE001 - a preview only
            return ()
        return tuple(e.src for e in effects if e.kind == EffectKind.CAPTURE and e.src)

    def highlighted(self, state) -> dict:
        """The view's own highlights for ``state`` (tests read them): ``allowed`` placement
        holes, ``enclosures``, ``queen`` moves, ``removable`` pieces, ``chain`` piece,
        ``movable`` pieces (those the player to move may move now)."""
        self.sync(state)
        return dict(self._info)

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, state: State, ui: UIState) -> None:
        self.sync(state)
        with clipped(surface, self.rect):
            self._draw_board(surface, state, ui)
            if not ui.thumbnail:
                for seat in (0, 1):
                    self._draw_tray(surface, state, ui, seat)

    def draw_thumbnail(self, surface: pygame.Surface, rect: pygame.Rect, state: State) -> None:
        """The setup card: the board alone, with a few pieces placed (from the model)."""
        self.thumb = True
        shown = state
        try:
            for k in range(14 if self.n == 7 else 8):
                moves = shown.legal_moves()
                if not moves:
                    break
                shown = shown.play(moves[(k * 7) % len(moves)])
        except Exception:  # noqa: BLE001 - a picture only
            shown = state
        old = pygame.Rect(self.rect)
        self._state = None
        self.sync(shown)
        self.layout(rect)
        self.draw(surface, shown, UIState(thumbnail=True, scale=max(0.3, rect.height / 600)))
        self.thumb = False
        self._state = None
        self.layout(old)

    def _piece(self, seat: int, size: float) -> pygame.Surface:
        s = max(2, int(size))
        return self.assets.scaled(SPRITES[seat], (s, s))

    def seat_color(self, seat: int) -> tuple[int, int, int]:
        """North's pieces are terracotta, the colour of seat 0, and South's ivory, which a line
        on the cream chart would not show: North's lines and marks take the terracotta and
        South's the indigo, so the red line is the red pieces' (the chart drew Amina's ivory
        side in red and Yusuf's red pieces in blue)."""
        return theme.player_color(1 - seat if seat in (0, 1) else seat)

    def piece_size(self) -> int:
        """The side of a piece sprite on the board (the stone fills about 70% of it)."""
        return max(2, int(self.pitch * 1.02))

    def _draw_board(self, surface, state, ui) -> None:
        base = self._base(ui.show_numbering and not ui.thumbnail, ui.thumbnail)
        surface.blit(base, self.board)
        named = [n for n in ui.named if n in self.cells]
        if named and not ui.show_numbering and not ui.thumbnail:
            self._draw_coordinates(surface, self.board, named)
        for group in self._info["enclosures"]:
            self._draw_enclosure(surface, group)
        animating = not ui.anim.done
        if not animating:
            self._draw_hints(surface, state, ui)
        ps = self.piece_size()
        sprites = (self._piece(0, ps), self._piece(1, ps))
        shadow = self._shadow(ps)
        sw = max(1, ps // 14)
        if not ui.thumbnail:
            # the last turn's rings under the pieces, as Dra's: drawn over them, their pale
            # fill washed the computer's new pieces out like ghosts of a preview
            self.draw_marks(surface, UIState(last_targets=ui.last_targets, scale=ui.scale),
                            circle=True)
        for seat in (0, 1):
            for name in state.pieces(seat):
                if ui.anim.hidden(name):
                    continue
                c = self.cells[name].center
                surface.blit(shadow, shadow.get_rect(center=(c[0] + sw, c[1] + sw)))
                surface.blit(sprites[seat], sprites[seat].get_rect(center=c))
        if ui.thumbnail:
            return
        if animating:
            return
        # the scene's marks, then the board's own rings over their fills (the hover's pale
        # fill over a movable piece's ring washed it out)
        self.draw_marks(surface, replace(ui, last_targets=()), circle=True, cursor=False)
        self._draw_overlays(surface, state, ui)
        self._draw_capture_preview(surface, state, ui)
        self.draw_cursor(surface, ui)

    def _base(self, numbering: bool, thumbnail: bool) -> pygame.Surface:
        """The empty board (wood, carved lines, holes, the centre, the coordinates), drawn
        once per size: every frame only blits it."""
        b = self.board
        key = (b.size, self.pitch, numbering, thumbnail)
        if self._base_key == key and self._base_img is not None:
            return self._base_img
        off = 0 if thumbnail else max(2, b.width // 120)
        img = pygame.Surface((b.width + off, b.height + off), pygame.SRCALPHA)
        local = b.move(-b.x, -b.y)
        radius = max(2, b.width // 30)
        if off:
            pygame.draw.rect(img, (0, 0, 0, 80), local.move(off, off), border_radius=radius)
        self.draw_texture(img, local, "board_wood", radius=radius)
        pygame.draw.rect(img, theme.WOOD, local, max(1, b.width // 150), border_radius=radius)

        def at(name: str) -> tuple[int, int]:
            c = self.cells[name].center
            return c[0] - b.x, c[1] - b.y

        # the carved lines joining the holes (pieces move along them, H3)
        n, p = self.n, self.pitch
        line_c = (150, 100, 58)
        lw = max(1, int(p / 22))
        last = self.columns[-1]
        for k in range(n):
            col = self.columns[k]
            pygame.draw.line(img, line_c, at(f"{col}1"), at(f"{col}{n}"), lw)
            pygame.draw.line(img, line_c, at(f"A{k + 1}"), at(f"{last}{k + 1}"), lw)
        if numbering:
            self._draw_coordinates(img, local)
        hole = self.assets.scaled("hole", (max(2, int(p * 0.8)),) * 2)
        for name in self.cells:
            img.blit(hole, hole.get_rect(center=at(name)))
        centre = self.columns[n // 2] + str(n // 2 + 1)
        self._draw_centre(img, at(centre))
        self._base_key, self._base_img = key, img
        return img

    def _shadow(self, size: int) -> pygame.Surface:
        key = ("kham-shadow", size)
        img = self.assets._scaled.get(key)
        if img is None:
            img = pygame.Surface((size, size), pygame.SRCALPHA)
            k = int(size * 0.3)
            pygame.draw.ellipse(img, (0, 0, 0, 80), img.get_rect().inflate(-k, -k))
            self.assets._remember(key, img)
        return img

    def _draw_coordinates(self, surface, board: pygame.Rect,
                          named: Sequence[str] | None = None) -> None:
        """Columns A-G above and below, rows 1-7 left and right (rows count from South's
        side, H1), in ``board`` (the board's rect on ``surface``).

        ``named``: only the columns and rows of these squares. With the numbering hidden
        (the default) the message bar, the hint and the move list still name squares ("Hint:
        E3-D3", "South moves C1-B1"): a newcomer saw the two squares ringed and could not
        tell which was E3. The squares the bar names (``ui.named``) bring their own letters
        and numbers into the margin, where the Numbers toggle writes them, so "E3" is read
        off the board as a grid reference, on every square the bar names, with no label
        over a piece, the hint's numbers or the last move's ring; the rest stays hidden."""
        margin = board.width * MARGIN
        size = max(8, int(margin * 0.6))
        dx, dy = board.x - self.board.x, board.y - self.board.y
        columns = {name[0] for name in named} if named is not None else set(self.columns)
        rows = {name[1:] for name in named} if named is not None else None
        for k in range(self.n):
            if self.columns[k] in columns:
                cx = self.cells[f"{self.columns[k]}1"].centerx + dx
                for y in (board.bottom - margin / 2, board.top + margin / 2):
                    self.text(surface, self.columns[k], (cx, y), size, theme.INK)
            if rows is None or str(k + 1) in rows:
                cy = self.cells[f"A{k + 1}"].centery + dy
                for x in (board.left + margin / 2, board.right - margin / 2):
                    self.text(surface, str(k + 1), (x, cy), size, theme.INK)

    def _draw_centre(self, surface, c: tuple[int, int]) -> None:
        """The centre D4 (C3 on 5x5), empty during placement (H2): a carved ochre ring with
        four notches, part of the board in every phase (the movement begins by a push into
        it, H2). It is neither the keyboard cursor (white brackets, shown once a key is
        pressed) nor a H’ajeb mark (a green enclosure, H6): a brown ring seen on the 5x5
        board with no mouse near it was this. What it is, is said where it matters: the
        placing prompt ("next to the centre"), and a click on it while placing, "The centre
        C3 stays empty during placement (H2)", whose C3 brings its letter and number into
        the margin with the numbering hidden (:meth:`_draw_coordinates`)."""
        p = self.pitch
        rad = int(p * 0.47)
        w = max(2, int(p / 16))
        pygame.draw.circle(surface, theme.OCHRE_DARK, c, rad, w)
        k = max(2, int(p / 9))
        for dx, dy in ((0, -1), (0, 1), (1, 0), (-1, 0)):
            tip = (c[0] + dx * (rad + k), c[1] + dy * (rad + k))
            side = (-dy, dx)
            pygame.draw.polygon(surface, theme.OCHRE_DARK, [
                tip, (c[0] + dx * rad + side[0] * k * 0.7, c[1] + dy * rad + side[1] * k * 0.7),
                (c[0] + dx * rad - side[0] * k * 0.7, c[1] + dy * rad - side[1] * k * 0.7)])

    def _draw_enclosure(self, surface, group) -> None:
        """A second player's enclosure (H6): its holes washed green, its border drawn."""
        p = self.pitch
        w = max(2, int(p / 12))
        for name in group:
            r = self._full_cell(name)
            over = pygame.Surface(r.size, pygame.SRCALPHA)
            over.fill(PALM_GLOW + (90,))
            surface.blit(over, r)
        for name in group:
            r = self._full_cell(name)
            col, row = self.columns.index(name[0]), int(name[1:])
            sides = {(0, 1): (r.topleft, r.topright), (0, -1): (r.bottomleft, r.bottomright),
                     (-1, 0): (r.topleft, r.bottomleft), (1, 0): (r.topright, r.bottomright)}
            for (dc, dr), (a, z) in sides.items():
                c, rr = col + dc, row + dr
                other = (f"{self.columns[c]}{rr}" if 0 <= c < self.n and 1 <= rr <= self.n
                         else None)
                if other not in group:
                    pygame.draw.line(surface, theme.PALM, a, z, w)

    def _full_cell(self, name: str) -> pygame.Rect:
        """The whole square of the grid around a hole (cells touch their neighbours)."""
        p = self.pitch
        c = self.cells[name].center
        r = pygame.Rect(0, 0, math.ceil(p), math.ceil(p))
        r.center = c
        return r

    def _ring(self, surface, name: str, color, width: int, scale: float, fill: int = 0) -> None:
        """A ring in ``color`` round ``name`` on the lane of the player's moves
        (``LANE_PLAY``), inside the last move's and the hover's rings, ``width`` wide at
        most the lane's width; filled with ``fill`` alpha where given. Every mark of this
        board's own (movable pieces, placements, queens, the going-on piece and its
        targets, the pieces to remove, the blocked or threatened pieces) lies on it: drawn
        at nine tenths of the pitch, they covered the hover's ring (and a chain piece's
        wide ring half the last move's)."""
        lane = self.lane(name, LANE_PLAY, scale)
        if lane is None:
            return
        rad = max(2, min(lane.size) // 2)
        width = max(1, min(width, lane_band(LANE_PLAY, scale)))
        if fill:
            over = pygame.Surface((2 * rad, 2 * rad), pygame.SRCALPHA)
            pygame.draw.circle(over, tuple(color[:3]) + (fill,), (rad, rad), rad)
            surface.blit(over, over.get_rect(center=lane.center))
        pygame.draw.circle(surface, color, lane.center, rad, width)

    def _draw_hints(self, surface, state, ui) -> None:
        """Highlights under the pieces: allowed first placements (H2), ghost on hover (none
        where nobody may click them: ``ui.legal_marks``)."""
        if not ui.legal_marks:
            return
        info = self._info
        s = ui.scale
        for name in info["allowed"]:
            self._ring(surface, name, theme.HIGHLIGHT, mark_width(s), s, fill=110)
        if (state.phase == "placement" and ui.hover
                and ui.hover in self.cells and self.player_moves(state)):
            if any(_split(m) == (ui.hover,) for m in self.player_moves(state)):
                ghost = self._piece(state.current_player, self.piece_size()).copy()
                ghost.set_alpha(120)
                surface.blit(ghost, ghost.get_rect(center=self.cells[ui.hover].center))

    def _draw_overlays(self, surface, state, ui) -> None:
        """Highlights over the pieces: the going-on piece and its captures (H4), queen moves
        (H6), pieces to remove (H6), the blocked player's pieces (H5)."""
        info = self._info
        s = ui.scale
        w = mark_width(s)
        band = lane_band(LANE_PLAY, s)
        thin = max(1, band // 2)
        for name in info["blocked"]:
            self._ring(surface, name, theme.INDIGO_LIGHT, thin, s)
        if not ui.legal_marks:
            return  # the rest marks the moves to make: nobody's to click (a review, a Watch)
        if info["movable"] and ui.selection is None and not info["chain"] and not info["queen"]:
            # the pieces that can move, ringed as on the Dra board (the chain piece and the
            # queens have their own rings below)
            for name in info["movable"]:
                self._ring(surface, name, theme.HIGHLIGHT, w, s, fill=70)
        if info["queen"]:
            origins = {a for a, _ in info["queen"]}
            sel = ui.selection
            for a, z in info["queen"]:
                if sel is None or sel == a:
                    self._dotted(surface, self.cells[a].center, self.cells[z].center, QUEEN,
                                 max(2, w))
            for a in origins - {sel}:  # the selected queen shows the selection's ring
                self._ring(surface, a, QUEEN, band, s)
        if info["chain"]:
            self._ring(surface, info["chain"], theme.SELECT, band, s, fill=90)
            for z in info["chain_to"]:
                self._ring(surface, z, theme.HIGHLIGHT, w + 1, s, fill=100)
                self._dotted(surface, self.cells[info["chain"]].center, self.cells[z].center,
                             theme.HIGHLIGHT, w)
        for name in info["threatened"]:
            self._ring(surface, name, REMOVE_RED, thin, s)
        for name in info["removable"]:
            self._ring(surface, name, REMOVE_RED, band, s)
            if ui.hover == name:
                self._cross(surface, name, REMOVE_RED)

    def _draw_capture_preview(self, surface, state, ui) -> None:
        """Mark the pieces the hovered move would capture (the model's effects)."""
        if not ui.hover or not ui.legal_marks:
            return
        src = ui.selection or self._info["chain"]
        if src is None:
            return
        allowed = ui.targets if ui.selection else set(self._info["chain_to"])
        if ui.hover not in allowed:
            return
        move = next((m for m in self.player_moves(state) if _split(m) == (src, ui.hover)), None)
        if move is None:
            return
        for sq in self.captures_of(state, move):
            self._cross(surface, sq, REMOVE_RED)

    def _cross(self, surface, name: str, color) -> None:
        c = self.cells[name].center
        k = self.pitch * 0.22
        w = max(2, int(self.pitch / 10))
        pygame.draw.line(surface, color, (c[0] - k, c[1] - k), (c[0] + k, c[1] + k), w)
        pygame.draw.line(surface, color, (c[0] - k, c[1] + k), (c[0] + k, c[1] - k), w)

    def _dotted(self, surface, a, z, color, width: int) -> None:
        length = math.hypot(z[0] - a[0], z[1] - a[1])
        if length < 1:
            return
        gap = max(6.0, self.pitch / 5)
        steps = int(length / gap)
        for k in range(1, steps):
            u = k / steps
            pygame.draw.circle(surface, color, (round(a[0] + (z[0] - a[0]) * u),
                                                round(a[1] + (z[1] - a[1]) * u)), width)

    # -- the trays ------------------------------------------------------------------------------
    def _draw_tray(self, surface, state, ui, seat: int) -> None:
        t = self.trays[seat]
        sizes = self.tray_text[seat]
        if t.width < 8 or t.height < 8 or not sizes:
            return
        outcome = state.outcome()
        over = outcome is not None or ui.ended  # by the rules (H5) or agreed
        mine = not over and state.current_player == seat
        won = outcome is not None and outcome.winner == seat
        radius = max(3, t.width // 12)
        edge = theme.PALM if won else theme.OCHRE if mine else theme.PANEL_EDGE
        theme.rounded_panel(surface, t, fill=(248, 238, 214) if mine or won else (226, 210, 178),
                            edge=edge, radius=radius,
                            width=max(2, t.width // 36) if mine or won else max(1, t.width // 90),
                            shadow=False)
        pad, icon = sizes["pad"], sizes["icon"]
        inner = t.width - 2 * pad
        x, y = t.x + pad, t.y + pad
        surface.blit(self._piece(seat, icon * 1.3), self._piece(seat, icon * 1.3).get_rect(
            center=(x + icon // 2, y + icon // 2)))
        names = ui.player_names or tuple(self.game.player_names)
        value = names[seat] if seat < len(names) else SIDES[seat]
        name = tr(value)
        fs = self._name_beside(name, t, sizes)
        if fs or not sizes.get("own"):
            # beside the piece where the layout kept no line for it (a tray under 300 px:
            # 7x7 at 1024x600 in extra large text, a small picture of the board)
            room = inner - icon - pad // 2
            if not fs:
                name, fs = self._fitting_name(value, room, sizes["name"])
            self.text(surface, theme.ellipsis(name, fs, room, True),
                      (x + icon + pad // 2, y + icon // 2), fs, theme.INK, anchor="midleft")
            y += icon + pad // 3
        else:
            # at the smallest legible size "Ordinateur 2" ran past the tray's edge beside
            # the piece (1280x720), and the tray showed "Ordi 2", "Comp. 2", words a
            # player does not say: the name whole on a line of its own under the piece
            # (the layout keeps the line: ``own``), in its short form only where even that
            # line cannot hold it (7x7, 1024x600, extra large); a name a player typed is
            # cut with "…" as a last resort (the panel's player list shows it)
            y += icon + pad // 3
            name, fs = self._fitting_name(value, inner, sizes["name"])
            self.text(surface, theme.ellipsis(name, fs, inner, True), (x, y), fs, theme.INK,
                      anchor="topleft")
            y += sizes["own"]
        small = sizes["small"]
        # the roles say who plays first and who may claim H’ajeb: once the game is over
        # nobody plays, and "Plays first" under a name read as a call to play
        role = "" if over else self.role(state, seat)
        badge = self.turn_badge(state) if mine else _("Winner") if won else ""
        # at the smallest legible size "May claim H’ajeb" ran past the panel's edge at
        # 1920x1080: a role too wide wraps into the lines the layout reserved; when the role
        # and the badge do not both fit, the badge (what to do now) wins and the role shows
        # again on the other player's turns
        reserved = sizes["lines"]
        lines, fs = theme.fit_lines(role, inner, small, lines=reserved,
                                    height=reserved * theme.line_step(theme.legible(small))) \
            if role else ([], small)
        badges, badge_fs = ([badge], theme.fit_size(badge, inner, small, bold=True, minimum=6)) \
            if badge else ([], small)
        if badge and theme.font(badge_fs, True).size(theme.drawable(badge))[0] > inner:
            # too wide even at the smallest legible size ("Placing 1 of 2" ran past a 7x7
            # tray's edge beside a lesson's narration at 1024x768): wrapped on the lines
            # reserved, the role's too
            badges, badge_fs = theme.fit_lines(badge, inner, small, True, lines=reserved)
        if badge and len(lines) + len(badges) > reserved:
            lines = []
        for line in lines:
            self.text(surface, line, (x, y), fs, theme.TEXT_SOFT, bold=False,
                      anchor="topleft")
            y += theme.line_step(fs)  # the text size setting's step (extra large overlapped)
        for line in badges:
            self.text(surface, line, (x, y), badge_fs,
                      theme.PALM if won else theme.TERRACOTTA_DARK, anchor="topleft")
            y += theme.line_step(badge_fs)
        # in hand (H2) and taken (H4, H6)
        hand = state.hand(seat)
        taken = ui.anim.value(f"pile{seat}", state.captured(1 - seat))
        self._tray_label(surface, _("In hand: {n}").format(n=hand), sizes["hand"], inner, sizes["label"])
        self._tray_label(surface, _("Taken: {n}").format(n=taken), sizes["pile"], inner, sizes["label"])
        slots = self.hand_slots[seat]
        if not slots:
            return
        s = slots[0].width
        dot = (206, 186, 148)
        own_img = self._piece(seat, s * 1.3)
        their_img = self._piece(1 - seat, s * 1.3)
        for k, r in enumerate(slots):
            if k < hand:
                surface.blit(own_img, own_img.get_rect(center=r.center))
            else:
                pygame.draw.circle(surface, dot, r.center, max(1, s // 7))
        for k, r in enumerate(self.pile_slots[seat]):
            if k < taken:
                surface.blit(their_img, their_img.get_rect(center=r.center))
            else:
                pygame.draw.circle(surface, dot, r.center, max(1, s // 7))

    @staticmethod
    def _name_beside(name: str, tray: pygame.Rect, sizes: dict) -> int:
        """The size ``name`` is drawn at beside the piece on top of ``tray`` (``sizes``: the
        tray's layout), or 0 when it does not fit there even at the smallest legible size."""
        pad, icon = sizes["pad"], sizes["icon"]
        room = tray.width - 2 * pad - icon - pad // 2
        fs = theme.fit_size(name, room, sizes["name"], bold=True, minimum=6)
        return fs if theme.text_width(name, fs, bold=True) <= room else 0

    @staticmethod
    def _fitting_name(value, room: int, size: int) -> tuple[str, int]:
        """A seat's name (``value``, as :func:`tr` takes it) as a tray draws it in ``room``
        pixels: (the words, their size), the largest size from ``size`` down at which the
        name fits. Too long even at the smallest size, the computer's default name takes its
        short form ("Ordi", better than "Ordinateu…", :func:`short_names`); a name a player
        typed stays whole and the caller cuts it with "…" as a last resort."""
        name = tr(value)
        fs = theme.fit_size(name, room, size, bold=True, minimum=6)
        if theme.text_width(name, fs, bold=True) > room:
            with short_names():
                name = tr(value)
            fs = theme.fit_size(name, room, size, bold=True, minimum=6)
        return name, fs

    def _tray_label(self, surface, text, pos, width, size) -> None:
        fs = theme.fit_size(text, width, int(size * 0.9), bold=True, minimum=6)
        self.text(surface, text, pos, fs, theme.INK, anchor="midleft")

    # -- words ------------------------------------------------------------------------------
    def role(self, state, seat: int) -> str:
        """Who places and moves first (H2), who may claim H’ajeb (H6): one of :data:`ROLES`;
        in a lesson the second player's only on a step that teaches H’ajeb (:meth:`teaches`):
        "May claim H’ajeb" stood under North from the first lesson on, five lessons before
        the one that says what it is."""
        if seat == state.first_player:
            return _(ROLES[0])
        if not self.teaches("H6"):
            return ""
        return _(ROLES[2]) if state.hajeb_used else _(ROLES[1])

    def turn_badge(self, state) -> str:
        """The line under the name of the player to move."""
        stage = stage_of(state)
        if stage == "placement":
            return self._placing(state)
        return _(BADGES.get(stage, BADGES["movement"]))

    def _placing(self, state) -> str:
        placed = self.total - state.hand(state.current_player)
        return _("Placing {n} of 2").format(n=placed % 2 + 1)

    def status(self, state: State) -> Text:
        """The phase sentence (panel header and turn prompt), with the rule number."""
        if state.outcome() is not None:
            return Text(N_("Game over"))
        m = state.current_player
        who, other = SEATS[m], SEATS[1 - m]
        stage = stage_of(state)
        first, second = SEATS[state.first_player], SEATS[state.second_player]
        words = {str(x) for x in state.word_moves()}
        if stage == "placement":
            placed = self.total - state.hand(state.current_player)
            if state.hand(m) == self.total:
                return Text(N_("Placing {n} of 2: next to the centre (H2)"), n=placed % 2 + 1)
            return Text(N_("Placing {n} of 2 (H2)"), n=placed % 2 + 1)
        if stage == "going-on":
            return Text(N_("Going on: capture with {square}, or stop (H4)"),
                        square=state.chain_square)
        if stage == "hajeb-decide":
            return Text(N_("H’ajeb: {second}, go on or yezzi? (H6)"), second=second)
        if stage == "hajeb-series":
            return Text(N_("H’ajeb: {first} captures like a queen (H6)"), first=first)
        if stage == "hajeb-remove2":
            return Text(N_("{second} removes two of {first}'s pieces (H6)"), first=first,
                        second=second)
        if stage == "hajeb-remove1":
            return Text(N_("{second} removes one more of {first}'s (H6)"), first=first,
                        second=second)
        if stage == "hajeb-cede":
            return Text(N_("{first} removes one by an enclosure (H6)"), first=first)
        if "pass" in words:
            return Text(N_("{who} is blocked: pass, jeu bouché (H5)"), who=who)
        if state.blocked_seat is not None:
            return Text(N_("{who} must open the ring for {other} (H5)"), who=who, other=other)
        if "hajeb" in words:
            return Text(N_("Move, or declare H’ajeb (H6)"))
        return Text(N_("Move one hole orthogonally (H3)"))

    def computer_status(self, state: State) -> Text:
        """:meth:`status` told of the computer where it asks for a move, in the same order;
        its sentences that tell the phase (placing, the H’ajeb's removals, the ring to
        open) stand as they are."""
        stage = stage_of(state)
        words = {str(x) for x in state.word_moves()}
        if stage == "going-on":
            return Text(N_("The computer captures on with {square}, or stops (H4)"),
                        square=state.chain_square)
        if stage == "hajeb-decide":
            return Text(N_("H’ajeb: {second} goes on or says yezzi (H6)"),
                        second=SEATS[state.second_player])
        if stage == "placement" or stage.startswith("hajeb-"):
            return self.status(state)
        if "pass" in words:
            return Text(N_("{who} is blocked and passes: jeu bouché (H5)"),
                        who=SEATS[state.current_player])
        if state.blocked_seat is not None:
            return self.status(state)
        if "hajeb" in words:
            return Text(N_("The computer moves, or declares H’ajeb (H6)"))
        return Text(N_("The computer moves one hole orthogonally (H3)"))

    def review_status(self, state: State) -> Text | str:
        """:meth:`status` looked back on, where its sentence tells the phase (placing, the
        H’ajeb's series and removals, the ring to open); the decision and the blocked pass
        told of who makes them (:meth:`computer_status`'s words, which name them); "Move one
        hole ...", "Going on: capture ..., or stop" ask for a move: empty, and the panel
        says whose turn it was (H3-H6)."""
        if state.outcome() is not None:
            return ""
        stage = stage_of(state)
        if stage == "hajeb-decide":
            return self.computer_status(state)
        if stage == "placement" or stage.startswith("hajeb-"):
            return self.status(state)
        if "pass" in {str(x) for x in state.word_moves()}:
            return self.computer_status(state)
        if state.blocked_seat is not None:
            return self.status(state)
        return ""

    def side_info(self, state: State) -> list[Text]:
        if state.phase == "placement":
            return [Text(N_("In hand: {south} ({a}), {north} ({b})"), south=SEATS[0],
                         a=state.hand(0), north=SEATS[1], b=state.hand(1)),
                    Text(N_("First player: {side}"), side=SEATS[state.first_player])]
        return [Text(N_("Taken: by {south} ({a}), by {north} ({b})"), south=SEATS[0],
                     a=state.captured(1), north=SEATS[1], b=state.captured(0)),
                hajeb_line(state)]

    # -- interaction -------------------------------------------------------------------------
    def move_targets(self, move: Move) -> tuple[str, ...]:
        return tuple(t for t in _split(move) if t in self.cells)

    def action_label(self, move: Move) -> str:
        word = WORDS.get(str(move))
        return _(word[0]) if word else super().action_label(move)

    def move_words(self, move: Move) -> str:
        """What a player did, for the move list: "declares H’ajeb (H6)", never "hajeb"."""
        text = str(move)
        if text in DONE_WORDS:
            return _(DONE_WORDS[text])
        if text.startswith("x"):
            return _("removes {square} (H6)").format(square=text[1:])
        return super().move_words(move)

    def actions(self, state: State) -> list[Action]:
        """The word moves' buttons; in a lesson "Declare H’ajeb" only on a step that teaches
        it (H6, :meth:`teaches`): on the blocked player's step (H5) it stood there unnamed."""
        out = []
        for m in self.player_moves(state):
            if str(m) == "hajeb" and not self.teaches("H6"):
                continue
            if not self.move_targets(m):
                word = WORDS.get(str(m))
                label, help_ = (_(word[0]), _(word[1])) if word else (super().action_label(m), "")
                out.append(Action(label, m, help_))
        return out

    def origins(self, state: State) -> list[str]:
        self.sync(state)
        if self._info["chain"]:
            return [self._info["chain"]] + list(self._info["chain_to"])
        return super().origins(state)

    def click(self, state: State, target: str, ui: UIState) -> Click:
        self.sync(state)
        chain = self._info["chain"]
        if chain and target in self._info["chain_to"] and ui.selection in (None, chain):
            for m in self.player_moves(state):
                if _split(m) == (chain, target):
                    return Click.play(m)
        return super().click(state, target, ui)

    def why_not(self, state: State, target: str, ui: UIState) -> str:
        """Why a click plays nothing, in plain words with the rule number."""
        out = state.outcome()
        if out is not None:
            return Text(N_("The game is over: {reason}"), reason=out.reason)
        m = state.current_player
        who, other = SEATS[m], SEATS[1 - m]
        stage = stage_of(state)
        piece = state.piece_at(target)
        if stage == "placement":
            return state.why_illegal(target) or Text(
                N_("{target} cannot take a piece now (H2)"), target=target)
        if stage == "hajeb-decide":
            return Text(N_("{who} decides first, with the buttons: 'Let the series go on' or "
                           "'Yezzi!' (H6)"), who=who)
        if stage.startswith("hajeb-remove") or stage == "hajeb-cede":
            if piece is None:
                return Text(N_("{target} is empty: click one of {other}'s pieces ringed in red "
                               "(H6)"), target=target, other=other)
            return state.why_illegal("x" + target) or Text(
                N_("{target} cannot be removed (H6)"), target=target)
        if ui.selection and ui.selection != target and piece is None:
            reason = state.why_illegal(f"{ui.selection}-{target}")
            if reason:
                return reason
        if piece is None:
            if stage == "hajeb-series":
                return Text(N_("{target} is empty: click one of {who}'s ringed pieces, then "
                               "where it captures (H6)"), target=target, who=who)
            if stage == "going-on":
                return Text(N_("Going on: only the piece on {square} moves again, to a "
                               "highlighted hole, or press 'Stop capturing' (H4)"),
                            square=state.chain_square)
            return Text(N_("{target} is empty: click one of {who}'s pieces first (H3)"),
                        target=target, who=who)
        if piece != m:
            return Text(N_("That is {other}'s piece: click one of {who}'s (H3)"),
                        other=other, who=who)
        empty = [nb for nb in self.neighbours(target) if state.piece_at(nb) is None]
        if stage == "hajeb-series":
            return Text(N_("The piece on {target} has no capturing queen move (H6)"),
                        target=target)
        if not empty:
            return Text(N_("The piece on {target} has no empty hole next to it (H3)"),
                        target=target)
        for nb in empty:
            reason = state.why_illegal(f"{target}-{nb}")
            if reason:
                return reason
        return Text(N_("The piece on {target} cannot move now (H3)"), target=target)

    # -- animation -------------------------------------------------------------------------
    def animate(self, before: State, effects: Sequence[Effect], after: State) -> Timeline:
        """Placement flights from the hand (H2), slides along the line (H3, H6), captured
        and removed pieces lifted off and flown to the captor's pile (H4, H6), H’ajeb's
        enclosure flashed and the declarations said aloud (H6)."""
        tl = Timeline(before, after)
        ps = self.piece_size()
        big = max(12, int(self.pitch * 0.5))
        t = 0.0
        taken = [before.captured(1), before.captured(0)]  # per captor seat: its pile's count
        moved = 0
        for seat in (0, 1):
            tl.set(f"pile{seat}", taken[seat], at=0)
        for e in effects:
            kind = e.kind
            if kind == EffectKind.PLACE and e.dst in self.cells:
                seat = e.player
                slot = self.hand_slots[seat][max(0, before.hand(seat) - 1)] \
                    if self.hand_slots[seat] else self.cells[e.dst]
                tl.hide(e.dst, at=0, until=t + 0.32)
                tl.sound("place", at=t + 0.3)
                # out of the hand at the hand's size, and no hop over the top of the view
                # (from South's hand to G7 it rose 77 px above the board, off the window)
                t = tl.move(self._piece(seat, ps), [slot.center, self.cells[e.dst].center],
                            at=t, step=0.32, arc=0.25, scale=(self._tray_scale(slot, ps), 1.0),
                            inside=self.rect)
            elif kind == EffectKind.MOVE and e.src in self.cells and e.dst in self.cells:
                path = self._line(e.src, e.dst)
                step = 0.16 if len(path) <= 2 else 0.1
                tl.hide(e.dst, at=0, until=t + step * (len(path) - 1))
                tl.sound("move", at=t)
                t = tl.move(self._piece(e.player, ps), path, at=t, step=step)
                moved = t
            elif kind in (EffectKind.CAPTURE, EffectKind.REMOVE) and e.src in self.cells:
                captor = e.player
                victim = 1 - captor
                k = taken[captor]
                taken[captor] += 1
                start = moved if kind == EffectKind.CAPTURE else t
                start += 0.08 * (k - (before.captured(victim)))
                t = max(t, self._fly_to_pile(tl, e.src, victim, captor, k, start, ps))
            elif kind == EffectKind.DECLARE:
                word = {"hajeb": _("H’ajeb!"), "yezzi": _("Yezzi!"), "continue": _("Go on!")}.get(
                    e.piece or "", e.piece or "")
                if e.squares:
                    rects = [self._full_cell(s) for s in e.squares if s in self.cells]
                    tl.flash(rects, PALM_GLOW, at=t, duration=0.9, times=3)
                tl.sound("click", at=t)
                t = tl.label(word, self.board.center, at=t, duration=0.9, size=big * 2,
                             color=theme.CREAM)
            elif kind == EffectKind.PASS:
                t = tl.label(_("Pass"), self.board.center, at=t, duration=0.8, size=big * 2)
            elif kind == EffectKind.NOTE and e.src in self.cells:
                tl.flash([self.cells[e.src]], theme.HIGHLIGHT, at=t, duration=0.5, times=2,
                         circle=True)
            elif kind == EffectKind.PHASE and before.phase == "placement" \
                    and after.phase != "placement":
                t = tl.label(_("Movement!"), self.board.center, at=t, duration=0.9, size=big * 2)
        return tl

    def _tray_scale(self, slot: pygame.Rect, ps: int) -> float:
        """How big a piece in a tray's ``slot`` is drawn (:meth:`_draw_tray`: 1.3 slots)
        against one of size ``ps`` on the board: a flight to or from the tray ends or
        starts at that size."""
        return max(2, int(slot.width * 1.3)) / max(2, int(ps))

    def _fly_to_pile(self, tl: Timeline, square: str, victim: int, captor: int, k: int,
                     start: float, ps: int) -> float:
        """The piece of ``victim`` on ``square`` stays until ``start``, is lifted off, then
        flies to slot ``k`` of ``captor``'s pile, where the count goes up as it lands."""
        sprite = self._piece(victim, ps)
        c = self.cells[square].center
        lift = (c[0], c[1] - self.pitch * 0.35)
        if start > 0:
            tl.move(sprite, [c, c], at=0, step=start)
        tl.flash([self.cells[square]], REMOVE_RED, at=start, duration=0.3, times=1,
                 circle=True)
        tl.sound("capture", at=start)
        up = tl.move(sprite, [c, lift], at=start, step=0.18, ease=lambda u: 1 - (1 - u) ** 2)
        slots = self.pile_slots[captor]
        if slots:
            slot = slots[min(k, len(slots) - 1)]
            small = self._piece(victim, slot.width * 1.3)
            end = tl.move(sprite, [lift, slot.center], at=up, step=0.38, arc=0.15,
                          scale=(1.0, self._tray_scale(slot, ps)), inside=self.rect)
            tl.fade(small, slot.center, at=end, duration=0.12, alpha0=255, alpha1=255)
        else:
            end = tl.fade(sprite, lift, at=up, duration=0.3)
        tl.set(f"pile{captor}", k + 1, at=end)
        return end
