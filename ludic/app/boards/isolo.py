"""The Isolo board (rule book ``isolo.md``): four rows of eight carved holes, counters drawn as
seeds, the count of every hole written beside it.

The board is drawn as South sees it (I1), North's two rows at the top::

        h g f e d c b a      North outer      (row 0)
        i j k l m n o p      North inner      (row 1)
        ---------------      the groove between the two sides
        P O N M L K J I      South inner      (row 2)
        A B C D E F G H      South outer      (row 3)

Each hole is a target named by its letter (``game.hole_at(row, col)``); a click on a hole plays
it (one-target moves), and a refused click shows the model's ``why_illegal`` (a singleton: I4,
an out-of-play ``I``: I3, the other side's hole: I4). The letters show with the *Letters*
toggle; without it, the holes the message bar names ("... fell into N") show theirs
(``ui.named``). Above and below the board a strip names each player, his counters and his
phase; while a player is in his initial phase his ``H`` and ``I`` are dimmed and locked (I3).

Animation (:meth:`IsoloView.animate`) follows the effects one by one: ``LIFT`` (the seeds rise
out of the hole into the player's hand, which then hovers over the board with its count),
``SOW`` (the hand moves on and one seed drops into the hole, whose count goes up),
``RELAY`` (the hole flashes, I6) and ``CAPTURE`` (the seeds fly from the opponent's hole into
the hand, I7). A long sowing (a move may relay up to ``max_relays`` times, I8) is fast-forwarded:
the first and last moments run at normal speed, the middle is compressed so that no move lasts
more than :data:`MOVE_CAP` seconds. :meth:`IsoloView.animate_opening` shows the opening of I2
(both players' steps side by side, with a caption per step).
"""

from __future__ import annotations

import bisect
import math
from typing import Any, Iterable, NamedTuple, Sequence

import pygame

from ludic.i18n import N_, NP_, Text, _, join_list, ngettext, tr
from ludic.app import theme
from ludic.app.anim import NO_ANIMATION, DropTrack, Timeline, smooth
from ludic.app.boards.base import (LANE_HINT, LANE_HOVER, LANE_PLAY, NARRATED, BoardView,
                                   UIState, cached_disc, clipped, lane_band)
from ludic.model.protocol import Effect, EffectKind, State

ROWS, COLS = 4, 8
#: The grid seen from South (I1), as in ``ludic.games.isolo.GRID``.
GRID = (tuple("hgfedcba"), tuple("ijklmnop"), tuple("PONMLKJI"), tuple("ABCDEFGH"))
LETTERS = tuple("ABCDEFGHIJKLMNOP") + tuple("abcdefghijklmnop")
INDEX = {name: i for i, name in enumerate(LETTERS)}
SIDE = ("South", "North")
#: The seats in the view's messages: seat values, shown as the players' names (ludic.i18n).
SEATS = (Text(N_("South")), Text(N_("North")))

#: Seeds drawn in one hole at most (the count is always written).
MAX_SEEDS = 30
#: Longest animation of one move, in seconds at speed 1 (long sowings are fast-forwarded).
MOVE_CAP = 3.6
#: Longest animation of the opening (I2).
OPENING_CAP = 13.0

# Nominal durations (seconds at speed 1).
T_LIFT = 0.26
T_SOW = 0.13
T_DROP = 0.16
T_RELAY = 0.22
T_CAPTURE = 0.55

# Geometry in cells: the wood around the holes, the groove between the sides, the strips.
PAD, GROOVE, STRIP = 0.3, 0.22, 0.55
BOARD_W = COLS + 2 * PAD
BOARD_H = ROWS + 2 * PAD + GROOVE


def _hash(*values: int) -> int:
    """A small deterministic integer hash (seeds look scattered, yet never move)."""
    h = 2166136261
    for v in values:
        h = ((h ^ (v & 0xFFFFFFFF)) * 16777619) & 0xFFFFFFFF
    return h


def seed_offset(hole: int, k: int) -> tuple[float, float]:
    """Where seed ``k`` lies in hole ``hole``, in units of the hole's radius (|x|, |y| < 1).

    Seeds fill a sunflower spiral ten at a time, each layer a little smaller and higher, so
    that a hole's first seeds keep their places when more arrive."""
    layer, j = divmod(k, 10)
    r = math.sqrt((j + 0.55) / 10) * (1 - 0.16 * layer)
    h = _hash(hole, k)
    theta = j * 2.39996 + layer * 1.3 + hole * 0.7 + (h % 100) / 100 * 0.5
    r *= 0.86 + (h >> 8) % 12 / 100
    return r * math.cos(theta), r * math.sin(theta) * 0.92 - 0.07 * layer


def seed_kind(hole: int, k: int) -> int:
    """Which of the four seed sprites seed ``k`` of ``hole`` is."""
    return _hash(k, hole, 7) % 4


def seed_angle(hole: int, k: int) -> int:
    return (_hash(hole, k, 3) % 12) * 30


class Preview(NamedTuple):
    """What playing a hole would do, read from the model's effects (never re-derived):
    ``lap`` the holes the first sowing reaches (the ``SOW`` effects before anything else
    happens), ``end`` where the last counter of the whole move falls (the last ``SOW``),
    ``captured`` the holes it would capture from (``CAPTURE`` sources, I7), ``relays``."""

    hole: str
    lap: tuple[str, ...]
    end: str | None
    captured: tuple[str, ...]
    relays: int

    @classmethod
    def of(cls, hole: str, effects: Sequence[Effect]) -> "Preview":
        lap: list[str] = []
        in_lap = True
        end = None
        captured: list[str] = []
        relays = 0
        for e in effects:
            kind = e.kind
            if kind == EffectKind.SOW:
                end = e.dst
                if in_lap and e.dst not in lap:
                    lap.append(e.dst)
            elif kind in (EffectKind.LIFT, EffectKind.PHASE) and not lap:
                # the lift out of the hole itself starts the first lap; a first sowing
                # from H ends its player's initial phase before it (I3): no lap was shown
                continue
            else:
                in_lap = False
                if kind == EffectKind.CAPTURE and e.src not in captured:
                    captured.append(e.src)
                elif kind == EffectKind.RELAY:
                    relays += 1
        return cls(hole, tuple(lap), end, tuple(captured), relays)

    def label(self) -> str:
        """The short words of the strip: ``"M ends in P, captures j and g"`` (the holes as
        a list of the language in force: "j et g", "j وg")."""
        caught = join_list(self.captured)
        if self.relays:
            if self.captured:
                text = ngettext("{hole} ends in {end} after {n} relay, captures {holes}",
                                "{hole} ends in {end} after {n} relays, captures {holes}",
                                self.relays)
            else:
                text = ngettext("{hole} ends in {end} after {n} relay",
                                "{hole} ends in {end} after {n} relays", self.relays)
        elif self.captured:
            text = _("{hole} ends in {end}, captures {holes}")
        else:
            text = _("{hole} ends in {end}")
        return text.format(hole=self.hole, end=self.end, n=self.relays, holes=caught)


class _Lane:
    """One player's hand while sowing: where it is and how many seeds it holds, over time
    (in nominal seconds), as segments ``(t0, t1, p0, p1, n)``."""

    def __init__(self) -> None:
        self.segments: list[tuple[float, float, tuple, tuple, int]] = []
        self._keys: list[float] | None = None
        self.pos: tuple[float, float] | None = None
        self.n = 0

    def go(self, t0: float, t1: float, pos, n: int) -> None:
        p0 = self.pos if self.pos is not None else pos
        self.segments.append((t0, t1, p0, pos, n))
        self.pos, self.n = pos, n

    def hold(self, t: float, n: int) -> None:
        pos = self.pos if self.pos is not None else (0, 0)
        self.segments.append((t, t, pos, pos, n))
        self.n = n

    def at(self, t: float):
        """(position, seeds in hand) at nominal time ``t``, or None when the hand is empty."""
        segs = self.segments
        if not segs:
            return None
        if self._keys is None or len(self._keys) != len(segs):
            self._keys = [s[0] for s in segs]
        i = bisect.bisect_right(self._keys, t) - 1
        if i < 0:
            return None
        t0, t1, p0, p1, n = segs[i]
        if n <= 0:
            return None
        u = 1.0 if t1 <= t0 else max(0.0, min(1.0, (t - t0) / (t1 - t0)))
        u = smooth(u)
        return (p0[0] + (p1[0] - p0[0]) * u, p0[1] + (p1[1] - p0[1]) * u), n


class _Warp:
    """Nominal time -> real time: identity up to ``cap``; beyond it the first ``head`` and last
    ``tail`` seconds keep their pace and the middle is compressed (a long sowing fast-forwards)."""

    def __init__(self, total: float, cap: float, head: float = 1.3, tail: float = 0.9) -> None:
        self.total = total
        if total <= cap:
            self.k, self.head, self.tail = 1.0, total, 0.0
        else:
            self.head, self.tail = head, tail
            self.k = (cap - head - tail) / max(1e-9, total - head - tail)

    @property
    def compressed(self) -> bool:
        return self.k < 0.999

    def __call__(self, t: float) -> float:
        if t <= self.head:
            return t
        mid_end = self.total - self.tail
        if t <= mid_end:
            return self.head + (t - self.head) * self.k
        return self.head + (mid_end - self.head) * self.k + (t - mid_end)

    def inverse(self, r: float) -> float:
        if r <= self.head:
            return r
        mid = (self.total - self.tail - self.head) * self.k
        if r <= self.head + mid:
            return self.head + (r - self.head) / max(1e-9, self.k)
        return self.total - self.tail + (r - self.head - mid)

    def span(self, t: float, d: float) -> tuple[float, float]:
        """Real start and duration of the nominal interval ``[t, t + d]``."""
        a = self(t)
        return a, self(t + d) - a


class IsoloView(BoardView):
    game_key = "isolo"
    round_cells = True
    aspect = BOARD_W / (BOARD_H + 2 * STRIP)
    toggles = {"numbering": N_("Letters")}

    def __init__(self, game, assets) -> None:
        super().__init__(game, assets)
        self.c = 0.0
        self.board = pygame.Rect(0, 0, 0, 0)
        self.strips = (pygame.Rect(0, 0, 0, 0), pygame.Rect(0, 0, 0, 0))
        self._bg: pygame.Surface | None = None
        self._thumb = False
        self._sprites: dict[tuple, pygame.Surface] = {}
        self._layer: tuple[tuple, pygame.Surface, pygame.Surface] | None = None
        self._previews: tuple[State | None, dict[str, Preview]] = (None, {})

    # -- geometry --------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        strip = 0.0 if self._thumb else STRIP
        c = min(rect.width / BOARD_W, rect.height / (BOARD_H + 2 * strip))
        self.c = c = max(1.0, c)
        board = pygame.Rect(0, 0, round(BOARD_W * c), round(BOARD_H * c))
        board.center = rect.center
        self.board = board.clip(rect)
        sh = round(strip * c)
        self.strips = (pygame.Rect(board.x, board.bottom, board.width, sh),
                       pygame.Rect(board.x, board.top - sh, board.width, sh))
        for r, row in enumerate(GRID):
            y = board.top + (PAD + r + (GROOVE if r >= 2 else 0)) * c
            for col, name in enumerate(row):
                x = board.left + (PAD + col) * c
                cell = pygame.Rect(round(x), round(y), round(x + c) - round(x),
                                   round(y + c) - round(y))
                self.cells[name] = cell
        self._bg = None
        self._layer = None
        self._sprites.clear()

    def hole_center(self, name: str) -> tuple[float, float]:
        return self.cells[name].center

    def seed_pos(self, name: str, k: int) -> tuple[float, float]:
        """Screen position of seed ``k`` in hole ``name``."""
        cx, cy = self.cells[name].center
        dx, dy = seed_offset(INDEX[name], min(k, MAX_SEEDS - 1))
        radius = 0.26 * self.c
        return cx + dx * radius, cy + dy * radius

    # -- sprites ---------------------------------------------------------------------------
    def seed_size(self) -> int:
        return max(3, round(0.31 * self.c))

    def seed_sprite(self, kind: int, angle: int = 0, size: int | None = None) -> pygame.Surface:
        size = size or self.seed_size()
        key = ("seed", kind, angle, size)
        img = self._sprites.get(key)
        if img is None:
            img = self.assets.scaled(f"seed_{kind}", (size, size))
            if angle:
                img = pygame.transform.rotate(img, angle)
            self._sprites[key] = img
        return img

    def seed_of(self, name: str, k: int) -> pygame.Surface:
        i = INDEX[name]
        return self.seed_sprite(seed_kind(i, k), seed_angle(i, k))

    def _overlay(self, key: str, size: int, color, width: int = 0) -> pygame.Surface:
        """A cached translucent disc or ring of diameter ``size``."""
        return cached_disc(self._sprites, key, size, color, width)

    def _lock(self, size: int) -> pygame.Surface:
        """A small brass padlock (the protected H and I of the initial phase, I3)."""
        k = ("lock", size)
        img = self._sprites.get(k)
        if img is None:
            img = pygame.Surface((size, size), pygame.SRCALPHA)
            w = max(1, size // 9)
            body = pygame.Rect(0, 0, round(size * 0.74), round(size * 0.5))
            body.midbottom = (size // 2, size - 1)
            shackle = pygame.Rect(0, 0, round(size * 0.5), round(size * 0.62))
            shackle.midtop = (size // 2, max(0, round(size * 0.04)))
            pygame.draw.rect(img, theme.INK, shackle, w + 2, border_radius=size // 3)
            pygame.draw.rect(img, theme.SAND_DARK, shackle.inflate(-2, -2), w,
                             border_radius=size // 3)
            pygame.draw.rect(img, theme.INK, body.inflate(2, 2), border_radius=max(1, size // 8))
            pygame.draw.rect(img, theme.OCHRE, body, border_radius=max(1, size // 8))
            kh = pygame.Rect(0, 0, max(1, size // 8), max(2, size // 5))
            kh.center = body.center
            pygame.draw.rect(img, theme.INK, kh, border_radius=max(1, size // 16))
            self._sprites[k] = img
        return img

    def _background(self) -> pygame.Surface:
        """The wooden board with its carved holes (drawn once per size)."""
        if self._bg is not None:
            return self._bg
        b = self.board
        c = self.c
        surf = pygame.Surface(b.size, pygame.SRCALPHA)
        self.draw_wood(surf, surf.get_rect(), max(2, round(0.35 * c)), max(1, round(0.05 * c)))
        gy = round((PAD + 2 + GROOVE / 2) * c)
        gw = max(1, round(0.05 * c))
        pygame.draw.line(surf, (120, 78, 44), (round(PAD * c * 0.6), gy),
                         (b.width - round(PAD * c * 0.6), gy), gw)
        pygame.draw.line(surf, (246, 214, 160), (round(PAD * c * 0.6), gy + gw),
                         (b.width - round(PAD * c * 0.6), gy + gw), max(1, gw // 2))
        hole = self.assets.scaled("hole", (round(0.9 * c), round(0.9 * c)))
        for name, cell in self.cells.items():
            surf.blit(hole, hole.get_rect(center=(cell.centerx - b.x, cell.centery - b.y)))
        self._bg = surf
        return surf

    # -- drawing ---------------------------------------------------------------------------
    def draw_thumbnail(self, surface: pygame.Surface, rect: pygame.Rect, state: State) -> None:
        self._thumb = True
        try:
            super().draw_thumbnail(surface, rect, state)
        finally:
            self._thumb = False

    def counts_shown(self, state: State, ui: UIState) -> list[int]:
        anim = ui.anim
        return [anim.value(name, n) for name, n in zip(LETTERS, state.counts)]

    def initial_shown(self, state: State, ui: UIState) -> tuple[bool, bool]:
        return (bool(ui.anim.value("phase:0", state.in_initial_phase(0))),
                bool(ui.anim.value("phase:1", state.in_initial_phase(1))))

    def draw(self, surface: pygame.Surface, state: State, ui: UIState) -> None:
        if self.c < 2:
            return
        with clipped(surface, self.rect):
            self._draw(surface, state, ui)

    def _draw(self, surface: pygame.Surface, state: State, ui: UIState) -> None:
        counts = self.counts_shown(state, ui)
        initial = self.initial_shown(state, ui)
        animating = ui.anim is not NO_ANIMATION
        live = state.outcome() is None and not animating and not ui.thumbnail and \
            ui.legal_marks
        playable = frozenset(self.origins(state)) if live else frozenset()
        opaque = surface.get_rect().contains(self.board) and not ui.thumbnail
        named = () if ui.thumbnail else tuple(n for n in ui.named if n in self.cells)
        key = (tuple(counts), initial, playable, ui.show_numbering, named, ui.thumbnail,
               surface.get_size(), opaque)
        if self._layer is None or self._layer[0] != key:
            # over what lies under the board (the table), so that the layer blits opaque
            under = surface.subsurface(self.board).copy() if opaque else None
            self._layer = (key, self._compose(counts, initial, playable, ui, under),
                           self._labels(counts, playable, ui, named))
        surface.blit(self._layer[1], self.board)
        # the cursor under the rings: the count badges take the holes' corners, and its
        # brackets reach out of them across the rings (the rings cross their ends)
        self.draw_cursor(surface, ui, under_rings=True)
        self.draw_marks(surface, ui, circle=True, cursor=False)
        self._draw_playable(surface, playable, ui.scale)
        preview = self.preview(state, ui.hover) if ui.hover in playable else None
        if preview is not None:
            self._draw_preview(surface, preview, ui.scale)
        # the counts and letters over every mark (last move, selection, hover, the keyboard
        # ring, the preview): a ring through a hole's lower right corner hid its count
        surface.blit(self._layer[2], self.board)
        if not ui.thumbnail and self.strips[0].height >= 10 and \
                not ui.anim.value("opening", False):
            for seat in (0, 1):
                self._strip(surface, state, ui, seat, counts, initial[seat], animating,
                            preview if seat == state.turn else None)

    def _draw_playable(self, surface: pygame.Surface, playable: Iterable[str],
                       scale: float) -> None:
        """The ring round each hole the player may sow, on the lane of the player's moves
        (``base.LANE_PLAY``), inside the last move's and the hover's; drawn after their
        fills, which washed it out when it was part of the board's cached layer."""
        w = min(max(2, round(0.05 * self.c)), lane_band(LANE_PLAY, scale))
        for name in playable:
            lane = self.lane(name, LANE_PLAY, scale)
            d = min(lane.size)
            surface.blit(self._overlay("ring", d, theme.HIGHLIGHT, w),
                         self._centered(d, lane.center))

    # -- the hover preview -------------------------------------------------------------------
    def preview(self, state: State, hole: str) -> Preview:
        """What playing ``hole`` would do (from ``state.apply``'s effects), cached per state."""
        cached_state, table = self._previews
        if cached_state is not state and cached_state != state:
            table = {}
            self._previews = (state, table)
        got = table.get(hole)
        if got is None:
            got = table[hole] = Preview.of(hole, state.apply(hole).effects)
        return got

    def _draw_preview(self, surface: pygame.Surface, p: Preview, scale: float) -> None:
        """Small dots on the first lap, a faint ring where the move ends, a faint red ring on
        the holes it would capture from (I7). Subtle: the seeds stay readable.

        Every mark of the preview keeps clear of the rings other marks may draw on the same
        hole: the end's ring on the mouse's lane (``base.LANE_HOVER``, free there: the mouse
        is on the hole sown; a sowing that laps round to end in it, I4, draws its cream ring
        over the hover's, the same circle), the red ring on the player's moves' lane
        (``LANE_PLAY``: a hole captured from is the opponent's, never one the player may
        sow), and the dots inside the innermost lane, the hint's (:meth:`dot_center`). The dots sat on the hole's upper edge, across the last move's
        and the sowable hole's rings (at 1280x720 a short arc of each: 64 of the yellow
        ring's 1049 pixels, on the end 106, and 50 of the last move's 772), and the end's
        ring lay on the hint's lane, where the hint's ring covered it."""
        c = self.c
        dot = max(4, round(0.13 * c))
        w = max(2, round(0.035 * c))
        marks = [(n, theme.HIGHLIGHT, dot) for n in p.lap if n != p.end]
        if p.end is not None:  # the end: a bigger cream dot and a cream ring inside the hole
            marks.append((p.end, theme.CREAM, round(dot * 1.5)))
            lane = self.lane(p.end, LANE_HOVER, scale)
            d = min(lane.size)
            surface.blit(self._overlay("pv_end", d, theme.CREAM + (190,),
                                       min(w, lane_band(LANE_HOVER, scale))),
                         self._centered(d, lane.center))
        for name, color, d in marks:
            pos = self.dot_center(name, d, scale)
            surface.blit(self._overlay("pv_dot_edge", d + 2, (60, 36, 20, 200)),
                         self._centered(d + 2, pos))
            surface.blit(self._overlay("pv_dot", d, tuple(color) + (235,)),
                         self._centered(d, pos))
        for name in p.captured:
            lane = self.lane(name, LANE_PLAY, scale)
            d = min(lane.size)
            surface.blit(self._overlay("pv_take", d, theme.REFUSED + (210,),
                                       min(w, lane_band(LANE_PLAY, scale))),
                         self._centered(d, lane.center))

    def dot_center(self, name: str, size: int, scale: float) -> tuple[int, int]:
        """Where the preview's dot ``size`` wide (its dark edge a pixel wider) goes on the
        hole ``name``: above the hole's middle, its edge a lane's gap inside the innermost
        lane (the hint's, ``base.LANE_HINT``), so that it crosses no ring any mark draws
        there, whatever the window's scale. On a hole too small for the lanes, its middle."""
        cell = self.cells[name]
        lane = self.lane(name, LANE_HINT, scale)
        inner = lane.top + lane_band(LANE_HINT, scale) + max(1, round(scale))
        y = inner + 1 + size // 2  # the edge's pixel, then the dot's half
        return cell.centerx, min(y, cell.centery)

    def _compose(self, counts, initial, playable, ui: UIState,
                 under: pygame.Surface | None = None) -> pygame.Surface:
        """The board with its seeds, locks and the playable holes' glow (cached: it changes
        only when a count, a phase or the playable holes change), drawn over ``under`` if
        given. The playable holes' rings are drawn over the marks (:meth:`_draw_playable`)."""
        c = self.c
        if under is not None:
            layer = under
            layer.blit(self._background(), (0, 0))
        else:
            layer = self._background().copy()
        ox, oy = -self.board.x, -self.board.y
        hole_d = round(0.9 * c)
        for name, screen_cell in self.cells.items():
            cell = screen_cell.move(ox, oy)
            i = INDEX[name]
            if name in playable:
                layer.blit(self._overlay("play", hole_d, theme.HIGHLIGHT + (70,)),
                           self._centered(hole_d, cell.center))
            for k in range(min(counts[i], MAX_SEEDS)):
                img = self.seed_of(name, k)
                x, y = self.seed_pos(name, k)
                layer.blit(img, img.get_rect(center=(round(x + ox), round(y + oy))))
            locked = initial[i // 16] and i % 16 in (7, 8)
            if locked:
                layer.blit(self._overlay("lock", hole_d, (40, 26, 16, 120)),
                           self._centered(hole_d, cell.center))
            if locked:
                ls = max(6, round(0.3 * c))
                layer.blit(self._lock(ls), (cell.right - ls - round(0.02 * c),
                                            cell.top + round(0.02 * c)))
        return layer

    def _labels(self, counts, playable, ui: UIState, named: Sequence[str] = ()) -> pygame.Surface:
        """The counts' badges and the holes' letters on a transparent layer the size of the
        board, blitted over the marks (cached with the board's layer). Every pixel drawn is
        opaque (plain shapes, text on an opaque disc), so blitting a piece of it again over a
        ring is the same picture (:meth:`draw_labels`).

        With the Letters toggle off, the holes the message bar names (``named``: "Amina sows
        from G · ... fell into N", a hint's "sowing M instead would...") still get their
        letter, in the toggle's face and place: the player who was not looking finds N at a
        glance, and the board stays calm (a few letters, never all 32)."""
        c = self.c
        layer = pygame.Surface(self.board.size, pygame.SRCALPHA)
        ox, oy = -self.board.x, -self.board.y
        if c >= 18 and not ui.thumbnail:
            for name, cell in self.cells.items():
                self._badge(layer, cell.move(ox, oy), counts[INDEX[name]], name in playable)
        if c >= 14:
            for name, cell in self.cells.items():
                if ui.show_numbering or name in named:
                    self._letter(layer, cell.move(ox, oy), name)
        return layer

    def draw_labels(self, surface: pygame.Surface, names: Iterable[str]) -> None:
        """The counts (and letters) of the holes ``names`` again, over the hint's ring."""
        if self._layer is None:
            return
        labels = self._layer[2]
        pad = round(0.1 * self.c) + 2  # the badge sticks out of the cell, its shadow too
        for name in names:
            cell = self.cells.get(name)
            if cell is None:
                continue
            area = cell.inflate(2 * pad, 2 * pad).move(-self.board.x, -self.board.y)
            area = area.clip(labels.get_rect())
            surface.blit(labels, (area.x + self.board.x, area.y + self.board.y), area=area)

    @staticmethod
    def _centered(size: int, center) -> tuple[int, int]:
        return center[0] - size // 2, center[1] - size // 2

    def _badge(self, surface: pygame.Surface, cell: pygame.Rect, n: int,
               hot: bool) -> tuple[pygame.Rect, pygame.Rect]:
        """The hole's count in a disc at its lower right corner, widened into a pill when the
        number is wider than the disc ("10" at the smallest legible size): the number always
        sits inside. Returns the badge's rect and the rect of the number's ink."""
        c = self.c
        r = max(6, round(0.17 * c))
        text = str(n)
        size = theme.fit_size(text, round(1.6 * r), round(0.26 * c), bold=True)
        tw = theme.text_width(text, size, True)
        w = 2 * r if tw <= round(1.6 * r) else tw + r
        h = max(2 * r, theme.font(size, True).get_ascent() + r // 2)
        badge = pygame.Rect(0, 0, w, h)
        badge.bottomright = (cell.right + round(0.03 * c), cell.bottom + round(0.03 * c))
        fill = theme.CREAM if n else (226, 206, 170)
        radius = h // 2
        pygame.draw.rect(surface, (60, 36, 20), badge.move(1, 2), border_radius=radius)
        pygame.draw.rect(surface, fill, badge, border_radius=radius)
        pygame.draw.rect(surface, theme.OCHRE_DARK if hot else theme.WOOD, badge,
                         max(1, round(0.025 * c)) + (1 if hot else 0), border_radius=radius)
        color = theme.INK if n else theme.TEXT_SOFT
        shown = self.text(surface, text, badge.center, size, color)
        ink = theme.render(text, size, color, True).get_bounding_rect().move(shown.topleft)
        return badge, ink

    def _letter(self, surface: pygame.Surface, cell: pygame.Rect, name: str) -> None:
        c = self.c
        size = max(8, round(0.22 * c))
        pos = (cell.left + round(0.13 * c), cell.top + round(0.13 * c))
        pygame.draw.circle(surface, (70, 44, 26), pos, round(0.14 * c))
        self.text(surface, name, pos, size, theme.CREAM)

    def _strip(self, surface: pygame.Surface, state: State, ui: UIState, seat: int,
               counts: list[int], initial: bool, animating: bool,
               preview: Preview | None = None) -> None:
        """The line above (North) or below (South) the board: name, counters, phase (or,
        while the mouse is over a playable hole, where that move ends)."""
        r = self.strips[seat]
        c = self.c
        names = ui.player_names or SIDE
        name = tr(names[seat] if seat < len(names) else SIDE[seat])
        shown = ui.anim.before if animating and ui.anim.before is not None else state
        mine = shown.outcome() is None and shown.turn == seat
        total = sum(shown.counts[16 * seat:16 * seat + 16])
        size = max(8, round(min(0.3 * c, r.height * 0.58)))
        x = r.left + round(0.15 * c)
        chip = max(3, size // 3)
        pygame.draw.circle(surface, theme.player_color(seat), (x + chip, r.centery), chip)
        pygame.draw.circle(surface, theme.CREAM, (x + chip, r.centery), chip, 1)
        x += 3 * chip
        left = (ngettext("{name}: {total} counter  \u2014 to play",
                         "{name}: {total} counters  \u2014 to play", total)
                if mine and not animating else
                ngettext("{name}: {total} counter", "{name}: {total} counters", total)
                ).format(name=name, total=total)
        h_, i_ = ("H", "I") if seat == 0 else ("h", "i")
        right = (_("{h} and {i} locked until {h} is played (I3)").format(h=h_, i=i_) if initial
                 else _("all 16 holes in play"))
        if preview is not None:
            right, initial = preview.label(), False
        half = (r.right - x) // 2
        # one size whatever the count: fitted to the widest form of the language (Arabic
        # writes 1, 2, 3-10 and 11-64 each its own way: "حصاة واحدة (1)", "10 حصى"), and
        # whichever side: both strips' words are drawn at the same sizes
        widest = max((ngettext("{name}: {total} counter  \u2014 to play",
                               "{name}: {total} counters  \u2014 to play", n)
                      .format(name=tr(either), total=n)
                      for either in (names[:2] if len(names) >= 2 else SIDE)
                      for n in (1, 2, 10, 64)),
                     key=lambda t: theme.text_width(t, size, True))
        lsize = theme.fit_size(widest, half, size, bold=True)
        rx = r.right - round(0.1 * c)
        # the phase (or the preview) in all the room the widest name leaves, its lock
        # included, never larger than the name: held to the right half less a margin, the
        # French lock note was drawn at the smallest legible size beside a name half as
        # large again (QA33A F9)
        room = rx - x - theme.text_width(widest, lsize, True) - round(0.3 * c)
        note = right if preview else _(
            "{h} and {i} locked until {h} is played (I3)").format(h="H", i="I")

        def lock_width(at: int) -> int:
            return 0 if preview else max(6, round(at * 1.1)) + round(0.08 * c)

        guess = theme.fit_size(note, max(10, room), lsize, bold=False)
        rsize = theme.fit_size(note, max(10, room - lock_width(guess)), lsize, bold=False)
        lw = theme.font(lsize, True).size(left)[0]
        rw = theme.font(rsize, False).size(right)[0] + (round(rsize * 1.3) if initial else 0)
        if x + lw > r.right:
            return  # too small for words: the board says enough
        self.text(surface, left, (x, r.centery), lsize,
                  theme.HIGHLIGHT if mine else theme.CREAM, anchor="midleft")
        if x + lw + round(0.3 * c) + rw > rx:
            return  # no room for the phase beside the name
        rr = self.text(surface, right, (rx, r.centery), rsize,
                       theme.HIGHLIGHT if preview else theme.SAND, bold=False,
                       anchor="midright")
        if initial:
            ls = max(6, round(rsize * 1.1))
            surface.blit(self._lock(ls), (rr.left - ls - round(0.08 * c), r.centery - ls // 2))

    # -- words -----------------------------------------------------------------------------
    def status(self, state: State) -> str:
        if state.outcome() is not None:
            return Text(N_("Game over"))
        seat = state.turn
        h_, i_ = ("H", "I") if seat == 0 else ("h", "i")
        if state.in_initial_phase(seat):
            return Text(N_("Initial phase: {h} and {i} out of play (I3)"), h=h_, i=i_)
        return Text(N_("Sow from a hole with two or more (I4)"))

    def computer_status(self, state: State) -> str:
        """:meth:`status` told of the computer: the main phase's sentence asks for a sowing."""
        if state.in_initial_phase(state.turn):
            return self.status(state)
        return Text(N_("The computer sows from a hole with two or more (I4)"))

    def review_status(self, state: State) -> str:
        """:meth:`status` looked back on: the initial phase's sentence tells the phase (I3);
        "Sow from a hole ..." asks for a sowing, and the panel says whose turn it was."""
        if state.outcome() is None and state.in_initial_phase(state.turn):
            return self.status(state)
        return ""

    def move_summary(self, who, move, effects: Sequence[Effect]) -> str:
        """Who sowed from which hole and how many counters the whole move took (its
        captures, relays and re-sowings told on the way are gone from the bar by its end)."""
        taken = sum(e.count for e in effects if e.kind == EffectKind.CAPTURE)
        if taken:
            return Text(NP_("{name} sows from {hole} and captures {count} counter",
                            "{name} sows from {hole} and captures {count} counters", "count"),
                        name=who, hole=str(move), count=taken)
        return Text(N_("{name} sows from {hole}"), name=who, hole=str(move))

    def side_info(self, state: State) -> list[str]:
        out = []
        for seat in (0, 1):
            total = sum(state.counts[16 * seat:16 * seat + 16])
            out.append(Text(NP_("{side}: {total} counter, initial phase",
                                "{side}: {total} counters, initial phase", "total"),
                            side=SEATS[seat], total=total) if state.in_initial_phase(seat) else
                       Text(NP_("{side}: {total} counter, main phase",
                                "{side}: {total} counters, main phase", "total"),
                            side=SEATS[seat], total=total))
        return out

    # -- animation -------------------------------------------------------------------------
    def animate(self, before: State, effects: Sequence[Effect], after: State) -> Timeline:
        plan = _Plan(self, list(before.counts), before.initial)
        plan.run(0, [e for e in effects])
        return plan.build(Timeline(before, after), MOVE_CAP)

    def animate_opening(self, effects: Sequence[Effect], start: State) -> Timeline | None:
        """The opening of I2 step by step: a caption per step, both players sowing at once."""
        if not self.cells:
            return None
        counts = list(self.game.control_counts())
        plan = _Plan(self, counts, (False, False), opening=True)
        t = 0.0
        steps: list[tuple[Effect, list[Effect]]] = []
        for e in effects:
            if e.kind == EffectKind.NOTE and e.player is None:
                steps.append((e, []))
            elif steps:
                steps[-1][1].append(e)
            else:
                steps.append((e, [e]))
        for caption, body in steps:
            t0 = t
            lanes: dict[Any, list[Effect]] = {}
            tail: list[Effect] = []
            for e in body:
                if e.player is None:
                    tail.append(e)
                else:
                    lanes.setdefault(e.player, []).append(e)
            t = t0 + 0.9
            ends = [plan.run(t, lane) for lane in lanes.values()]
            t = max(ends, default=t) + 0.5
            for e in tail:
                t = plan.run(t, [e])
            plan.caption(caption.text, t0, t)
        plan.opening_end = t
        plan.sets.append((0.0, "opening", True))
        plan.sets.append((t, "opening", False))
        return plan.build(Timeline(start, start), OPENING_CAP)


class _Plan:
    """Turns effects into a schedule in nominal time, then into a :class:`Timeline` whose
    clock is warped (:class:`_Warp`) so that long sowings fast-forward."""

    def __init__(self, view: IsoloView, counts: list[int], initial, opening: bool = False):
        self.view = view
        self.b = counts
        self.opening = opening
        self.opening_end = 0.0
        self.sets: list[tuple[float, str, Any]] = [(0.0, n, v) for n, v in zip(LETTERS, counts)]
        self.sets += [(0.0, "phase:0", bool(initial[0])), (0.0, "phase:1", bool(initial[1]))]
        self.items: list[tuple] = []  # (kind, t, duration, data)
        self.sounds: list[tuple[float, str]] = []
        self.lanes: dict[Any, _Lane] = {}
        self.captions: list[tuple[float, float, str]] = []
        self.told: list[tuple[float, str]] = []  # (nominal time, a narrated effect's text)
        self.relays = 0
        self.end = 0.0

    def lane(self, player) -> _Lane:
        return self.lanes.setdefault(player, _Lane())

    def caption(self, text: str, t0: float, t1: float) -> None:
        self.captions.append((t0, t1, text))

    def hand_pos(self, name: str) -> tuple[float, float]:
        x, y = self.view.cells[name].center
        return x, y - 0.36 * self.view.c

    def run(self, t: float, effects: list[Effect]) -> float:
        """Schedule ``effects`` from nominal time ``t``; return when they are done."""
        v = self.view
        sow_dt = 0.085 if self.opening else T_SOW
        for e in effects:
            kind = e.kind
            lane = self.lane(e.player)
            if e.text and kind in NARRATED:
                self.told.append((t, e.text))
            if kind == EffectKind.LIFT and e.src in INDEX:
                i = INDEX[e.src]
                have = self.b[i]
                n = min(e.count, have) if e.count else have
                top = list(range(max(0, have - n), have))[-8:]
                for k in top:
                    self.items.append(("rise", t, T_LIFT, (e.src, k)))
                self.b[i] = have - n
                self.sets.append((t + 0.04, e.src, self.b[i]))
                dur = 0.16 if self.opening else T_LIFT
                lane.go(t + dur * 0.7, t + dur * 0.7, self.hand_pos(e.src), lane.n + n)
                self.sounds.append((t, "sow"))
                t += dur
            elif kind == EffectKind.SOW and e.dst in INDEX:
                i = INDEX[e.dst]
                k = self.b[i]
                left = max(0, lane.n - 1)
                lane.go(t, t + sow_dt * 0.6, self.hand_pos(e.dst), lane.n)
                lane.hold(t + sow_dt * 0.6, left)
                self.items.append(("drop", t + sow_dt * 0.5, T_DROP, (e.dst, k)))
                self.b[i] = k + 1
                self.sets.append((t + sow_dt * 0.5 + T_DROP * 0.7, e.dst, k + 1))
                self.sounds.append((t + sow_dt * 0.5 + T_DROP * 0.7, "sow"))
                t += sow_dt
            elif kind == EffectKind.RELAY and e.src in INDEX:
                self.relays += 1
                self.items.append(("relay", t, T_RELAY, e.src))
                t += T_RELAY * (0.6 if self.opening else 1.0)
            elif kind == EffectKind.CAPTURE and e.src in INDEX:
                i = INDEX[e.src]
                have = self.b[i]
                n = e.count or have
                target = lane.pos or v.cells[e.src].center
                self.items.append(("capture", t, T_CAPTURE, (e.src, have, n, target)))
                self.b[i] = max(0, have - n)
                self.sets.append((t + 0.05, e.src, self.b[i]))
                lane.hold(t + T_CAPTURE * 0.9, lane.n + n)
                self.sounds.append((t, "capture"))
                t += T_CAPTURE * 0.8
            elif kind == EffectKind.PHASE:
                seat = e.player
                if self.opening or seat is None:
                    self.sets += [(t, "phase:0", True), (t, "phase:1", True)]
                    self.items.append(("phase_all", t, 0.9, None))
                    t += 0.6
                else:
                    self.sets.append((t, f"phase:{seat}", False))
                    self.items.append(("phase", t, 0.9, seat))
            elif kind == EffectKind.NOTE and e.rule == "I8":
                self.items.append(("note", t, 1.2, e.text))
                t += 0.8
            if t > self.end:
                self.end = t
        for lane in self.lanes.values():
            if lane.n:
                lane.hold(t, 0)
        self.end = max(self.end, t)
        return t

    # -- building the timeline -----------------------------------------------------------
    def build(self, tl: Timeline, cap: float) -> Timeline:
        v = self.view
        c = v.c
        total = max([self.end + 0.15] + [it[1] + it[2] for it in self.items])
        warp = _Warp(total, cap)
        for t, name, value in self.sets:
            tl.set(name, value, at=warp(t))
        last_sound = -1.0
        for t, name in sorted(self.sounds):
            rt = warp(t)
            if name == "capture" or rt - last_sound >= 0.07:
                tl.sound(name, at=rt)
                last_sound = rt
        for kind, t, d, data in self.items:
            start, dur = warp.span(t, d)
            if kind == "rise":
                if dur < 0.05:
                    continue
                name, k = data
                tl.fade(v.seed_of(name, k), v.seed_pos(name, k), at=start, duration=dur,
                        rise=0.35 * c)
            elif kind == "drop":
                if dur < 0.04:
                    continue
                name, k = data
                x, y = v.seed_pos(name, k)
                tl.add(DropTrack(v.seed_of(name, k), (x, y), start, dur, 0.32 * c))
            elif kind == "relay":
                if dur < 0.03:
                    continue
                cell = v.cells[data]
                ring = cell.inflate(-round(0.08 * c), -round(0.08 * c))
                tl.flash([ring], theme.HIGHLIGHT, at=start, duration=max(dur, 0.01), times=1,
                         circle=True, width=max(2, round(0.07 * c)))
                if dur >= 0.12:
                    # over the hole's own seeds, rising within its cell: the count badges
                    # (each hole's lower right corner, the one above's too) stay readable
                    tl.label(_("relay"), (cell.centerx - round(0.06 * c),
                                          cell.centery - round(0.04 * c)),
                             at=start, duration=max(0.5, dur * 2.5),
                             size=max(10, round(0.26 * c)), rise=0.15 * c)
            elif kind == "capture":
                self._capture(tl, warp, t, d, data)
            elif kind in ("phase", "phase_all"):
                if kind == "phase":
                    seat = data
                    names = ["H", "I"] if seat == 0 else ["h", "i"]
                    text = _("{holes} in play").format(holes=join_list(names))
                else:
                    names = ["H", "I", "h", "i"]
                    text = _("{holes} locked (I3)").format(holes=join_list(names[:2]))
                tl.flash([v.cells[n] for n in names], theme.HIGHLIGHT, at=start,
                         duration=max(dur, 0.3), times=2, circle=True)
                cell = v.cells[names[0]]
                tl.label(text, (v.board.centerx, cell.top), at=start,
                         duration=max(1.0, dur), size=max(10, round(0.3 * c)))
            elif kind == "note":
                tl.label(_("Endless safari: the move stops (I8)"), v.board.center, at=start,
                         duration=max(1.2, dur), size=max(10, round(0.32 * c)))
        hand_track = self._hands(warp)
        tl.custom(hand_track, at=0, duration=warp(total))
        if warp.compressed and not self.opening:
            a, b = warp(warp.head), warp(total - warp.tail)
            text = (ngettext("Fast-forward: a long sowing ({n} relay)",
                             "Fast-forward: a long sowing ({n} relays)",
                             self.relays).format(n=self.relays) if self.relays
                    else _("Fast-forward: a long sowing"))
            tl.custom(self._banner(text), at=a, duration=max(0.01, b - a))
        for t0, t1, text in self.captions:
            a, b = warp(t0), warp(t1)
            tl.custom(self._banner(tr(text), sub=_("Click or press a key to skip the opening")),
                      at=a, duration=max(0.01, b - a))
        if not self.opening:  # the message bar follows the sowing (the opening has captions)
            last = -1.0
            for t, text in self.told:  # in the effects' order, even when at the same moment
                last = tl.say(text, at=max(warp(t), last + 1e-6))
        tl.wait(0, at=warp(total))
        return tl

    def _capture(self, tl: Timeline, warp: _Warp, t: float, d: float, data) -> None:
        v = self.view
        c = v.c
        name, have, n, target = data
        start, dur = warp.span(t, d)
        cell = v.cells[name]
        tl.flash([cell.inflate(-round(0.06 * c), -round(0.06 * c))], theme.REFUSED, at=start,
                 duration=max(dur, 0.05), times=1, circle=True, width=max(2, round(0.08 * c)))
        shown = list(range(max(0, min(have, MAX_SEEDS) - 8), min(have, MAX_SEEDS)))
        for j, k in enumerate(shown):
            s0 = start + j * dur * 0.04
            tl.move(v.seed_of(name, k), [v.seed_pos(name, k), target], at=s0,
                    step=max(0.01, dur * 0.7), arc=0.25)
        if dur >= 0.1:
            tl.label(f"-{n}", (cell.centerx, cell.top + 0.15 * c), at=start, duration=0.9,
                     size=max(10, round(0.32 * c)), color=(255, 190, 170))

    def _hands(self, warp: _Warp):
        view = self.view
        lanes = list(self.lanes.items())
        total = warp(max(0.01, self.end + 0.15))

        def draw(surface: pygame.Surface, u: float) -> None:
            t = warp.inverse(u * total)
            for seat, lane in lanes:
                got = lane.at(t)
                if got is not None:
                    _draw_hand(view, surface, got[0], got[1], seat)

        return draw

    def _banner(self, text: str, sub: str = ""):
        view = self.view

        def draw(surface: pygame.Surface, u: float) -> None:
            _draw_banner(view, surface, text, sub)

        return draw


def _draw_hand(view: IsoloView, surface: pygame.Surface, pos, n: int, seat) -> None:
    """The seeds a player holds while sowing: a palm with a small heap and its count."""
    c = view.c
    x, y = round(pos[0]), round(pos[1])
    d = max(6, round(0.62 * c))
    color = theme.player_color(seat if isinstance(seat, int) and seat >= 0 else 0)
    shadow = view._overlay("shadow", d, (0, 0, 0, 70))
    surface.blit(shadow, shadow.get_rect(center=(x + round(0.05 * c), y + round(0.07 * c))))
    surface.blit(view._overlay("palm", d, (252, 240, 214, 235)),
                 view._centered(d, (x, y)))
    surface.blit(view._overlay("palm_edge", d, color, max(2, round(0.04 * c))),
                 view._centered(d, (x, y)))
    size = max(3, round(0.25 * c))
    for k in range(min(n, 6)):
        dx, dy = seed_offset(99, k)
        img = view.seed_sprite(seed_kind(99, k), seed_angle(99, k), size)
        surface.blit(img, img.get_rect(center=(round(x + dx * 0.15 * c),
                                                round(y + dy * 0.15 * c))))
    label = str(n)
    fs = max(8, round(0.24 * c))
    r = max(5, round(0.15 * c))
    w = max(2 * r, theme.font(fs, True).size(label)[0] + r)
    pill = pygame.Rect(0, 0, w, 2 * r)
    pill.center = (x + round(0.34 * c), y - round(0.24 * c))
    pygame.draw.rect(surface, color, pill, border_radius=r)
    pygame.draw.rect(surface, theme.CREAM, pill, max(1, round(0.02 * c)), border_radius=r)
    theme.draw_text(surface, label, pill.center, fs, theme.CREAM, bold=True, anchor="center")


def _draw_banner(view: IsoloView, surface: pygame.Surface, text: str, sub: str = "") -> None:
    """A caption: the opening's steps over the strips above and below the board (they name
    the players, who are not playing yet), a fast-forward across the groove."""
    c = view.c
    b = view.board
    if sub and view.strips[1].height >= 10:
        top = pygame.Rect(view.rect.left, view.rect.top, view.rect.width,
                          b.top - view.rect.top + round(0.22 * c))
        _banner_box(view, surface, top, text, max(10, round(0.3 * c)), theme.CREAM, True)
        bottom = pygame.Rect(view.rect.left, b.bottom, view.rect.width,
                             view.rect.bottom - b.bottom)
        theme.draw_text(surface, sub, bottom.center,
                        theme.fit_size(sub, bottom.width, max(8, round(0.24 * c))),
                        theme.SAND, anchor="center")
        return
    r = pygame.Rect(0, 0, b.width - round(0.8 * c), round(0.6 * c))
    r.center = (b.centerx, b.top + round((PAD + 2 + GROOVE / 2) * c))
    _banner_box(view, surface, r, text + (f"  \u2014  {sub}" if sub else ""),
                max(10, round(0.3 * c)), theme.CREAM, True)


def _banner_box(view: IsoloView, surface: pygame.Surface, r: pygame.Rect, text: str,
                size: int, color, bold: bool) -> None:
    """``text`` wrapped (two lines at most) on a dark translucent box filling ``r``."""
    c = view.c
    pad = round(0.15 * c)
    img = theme.render(text, size, color, bold, False, max(20, r.width - 2 * pad))
    while img.get_height() > r.height - pad // 2 and size > 9:
        size = max(9, int(size * 0.9))
        img = theme.render(text, size, color, bold, False, max(20, r.width - 2 * pad))
    box = pygame.Rect(0, 0, min(r.width, img.get_width() + 2 * pad),
                      min(r.height, img.get_height() + pad))
    box.center = r.center
    k = ("box", box.size)
    over = view._sprites.get(k)
    if over is None:
        over = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(over, (30, 22, 40, 225), over.get_rect(),
                         border_radius=round(0.15 * c))
        view._sprites[k] = over
    surface.blit(over, box)
    surface.blit(img, img.get_rect(center=box.center))
