"""The board of Sig (El Oued), the pilgrimage race (rule book ``sig-el-oued.md``, S1-S9).

What is drawn, in cell units ``u`` (the whole picture is ``W_U`` x ``H_U`` cells, fitted and
centred in the rect the scene gives)::

     Waiting |       grid (boustrophedon, S1)   | 28 | Cairo 1 2 3 | Medina | Mecca |
             |                                  | 27 |             |        |       |
             |                                  | 26 |  legend     | At Mecca      |
             | 21  22  23  24  25               |    |  father     |  P1 . . .     |
             | 20  19  18  17  16               |    |  djinn      |  P2 . . .     |
             | 11  12  13  14  15   13 = Minaret|    |  mother     |  ...          |
    P1 D M   | 10   9   8   7   6               |
    P2 D M   |  1   2   3   4   5   1 = start   |

* the 5x5 track drawn in the sand, its numbers and direction arrows on demand (the "Numbers"
  toggle, ``ui.show_numbering``), the Minaret (13) with its tower and name, the sig squares
  26-28 with a star and the word "sig" (S5), Cairo as one place with its three point-slots
  (S1), Medina and Mecca as places;
* each player's father, djinn and mother (three shapes, tinted with the player's colour,
  outlined so they read on the sand); several pieces on one square are arranged side by side;
* the pieces waiting beside the start and the pieces at Mecca, one row per player;
* the move just played, as the other boards mark it: the squares its piece left and reached
  in the last turn, in the last-move blue (:meth:`SigRaceView.played_targets`), and the piece
  that moved ringed in the same blue (:meth:`SigRaceView.moved_pieces`);
* the piece in play of the player whose turn it is, on a yellow disc: whose throw it is,
  a mark of another colour and shape than the move just played.

The race has no decision (S3): every move is a throw (``state.is_chance`` is always true), so
a click anywhere on the board throws (the scene does that); the view only explains.

Animation comes from the effects of a throw (:meth:`SigRaceView.animate`): ``ENTER`` (the next
piece hops from the waiting row to square 1), ``STEP`` one square at a time (the djinn's double
steps as hops, Cairo slot by slot), ``SEND_BACK`` (the passed piece flies back to square 1 with
the capture sound, S7), ``FINISH`` (into the row at Mecca), ``LOST``/``NOTE`` (a callout on the
board saying why, e.g. "The father needs sig power to enter the Minaret: 2 points lost (S5)").

The helpers :class:`Route`, :func:`callout`, :func:`outlined` and :func:`arrange` are shared
with the capture board (:mod:`ludic.app.boards.sig_capture`).
"""

from __future__ import annotations

import math
from typing import Any, Callable, Sequence

import pygame

from ludic import i18n
from ludic.i18n import N_, Text, _, pgettext, short_names, tr
from ludic.app import theme
from ludic.app.anim import Timeline, smooth
from ludic.app.boards.base import UIState, UnitGridView, clipped, text_key
from ludic.games.sig_race import square_cell as model_square_cell
from ludic.model.protocol import Effect, EffectKind, State

# -- geometry in cell units ------------------------------------------------------------------
W_U = 12.85
H_U = 8.6
GRID_X = 1.95       # left edge of the 5x5 grid
TOP = 0.3           # top edge of square 28
GRID_TOP = TOP + 3  # top edge of the grid's top row (21-25)
PLACES_Y = TOP
PLACES_H = 2.05
CAIRO_X, CAIRO_W = 7.1, 2.5
MEDINA_X, MEDINA_W = 9.75, 1.4
MECCA_X, MECCA_W = 11.3, 1.4
TRAY_X, TRAY_W = 0.12, 1.68
MECCA_TRAY = (7.6, 2.65, 4.9, 5.65)   # x, y, w, h: the pieces at Mecca, one row per player
LEGEND = (0.12, 0.3, 5.55, 2.8)      # father, djinn, mother and the sig squares explained

PIECES = ("father", "djinn", "mother")
PIECE_WORDS = {"father": "Father", "djinn": "Djinn", "mother": "Mother"}
#: The piece in play, as the side line names it ("Player 2: the father, on square 1").
PIECE_THE = {"father": Text(N_("the father")), "djinn": Text(N_("the djinn")),
             "mother": Text(N_("the mother"))}
SIG_NUMBERS = frozenset((13, 26, 27, 28))
SAND_LINE = (150, 112, 66)
SAND_GLINT = (252, 238, 206)
SIG_FILL = (232, 196, 128)
PLACE_FILL = (246, 236, 212)
CORD = (122, 84, 44)
#: The Minaret's tower in its 128 px sprite (x, y, w, h): its widest part, the balcony, is
#: 40-87; the shadow it stands on, 8-119 wide, is cut to the tower's width.
TOWER = (34, 0, 60, 128)


def square_cell(number: int) -> tuple[int, int]:
    """``(column, row)`` of track square 1-28, row 0 at the bottom (S1 boustrophedon; 26-28
    above 25): the model's :func:`ludic.games.sig_race.square_cell`."""
    return model_square_cell(str(number))


# -- shared drawing helpers --------------------------------------------------------------------
_OUTLINE_CACHE: dict[tuple, pygame.Surface] = {}


def outlined(img: pygame.Surface, color=(34, 22, 14), width: int = 2) -> pygame.Surface:
    """``img`` with a dark outline ``width`` pixels thick (pieces that read on any ground)."""
    key = (id(img), img.get_size(), tuple(color), width)
    out = _OUTLINE_CACHE.get(key)
    if out is not None:
        return out
    if len(_OUTLINE_CACHE) > 400:
        _OUTLINE_CACHE.clear()
    w, h = img.get_size()
    out = pygame.Surface((w + 2 * width, h + 2 * width), pygame.SRCALPHA)
    sil = pygame.mask.from_surface(img, 90).to_surface(setcolor=tuple(color[:3]) + (255,),
                                                       unsetcolor=(0, 0, 0, 0))
    for dx in range(-width, width + 1):
        for dy in range(-width, width + 1):
            if dx * dx + dy * dy <= width * width + 1 and (dx or dy):
                out.blit(sil, (width + dx, width + dy))
    out.blit(img, (width, width))
    _OUTLINE_CACHE[key] = out
    return out


def arrange(area: pygame.Rect, n: int, cap: float, wide: float = 0.6, tall: float = 0.78
            ) -> list[tuple[tuple[float, float], int]]:
    """Centres and sizes for ``n`` pieces sharing ``area``, fanned out: the grid of columns
    and rows that gives the largest pieces (at most ``cap`` pixels), rows filled left to
    right, top down. A piece drawn at size ``s`` is given ``wide * s`` by ``tall * s`` pixels:
    its square overlaps its neighbour's by less than half, and the figure inside the square
    (narrower than it) not at all, so six fathers on square 1 stay six distinct pieces."""
    if n <= 0:
        return []
    best = (0.0, 1, 1)
    for cols in range(1, n + 1):
        rows = math.ceil(n / cols)
        s = min(area.width / cols / wide, area.height / rows / tall)
        if s > best[0] * 1.02:
            best = (s, cols, rows)
    s, cols, rows = best
    size = max(4, int(min(cap, s)))
    cw, ch = area.width / cols, area.height / rows
    out = []
    for i in range(n):
        r, c = divmod(i, cols)
        in_row = min(cols, n - r * cols)
        x0 = area.x + (area.width - in_row * cw) / 2
        out.append(((x0 + (c + 0.5) * cw, area.y + (r + 0.5) * ch
                     + (area.height - rows * ch) / 2), size))
    return out


_BUBBLES: dict[tuple, tuple[pygame.Surface, tuple[int, int], pygame.Rect]] = {}


def _rects_key(rects) -> tuple:
    return tuple(tuple(pygame.Rect(r)) for r in rects)


def place_badge(place: int) -> str:
    """A place won at Mecca in a badge's few letters: "1st", "1er", "1" (Arabic)..."""
    words = {1: pgettext("place badge", "1st"), 2: pgettext("place badge", "2nd"),
             3: pgettext("place badge", "3rd")}
    return words.get(place) or pgettext("place badge", "{n}th").format(n=place)


def callout(surface: pygame.Surface, text: "str | Text", anchor: tuple[float, float], size: int,
            bounds: pygame.Rect, alpha: int = 255, bad: bool = True,
            subject: pygame.Rect | None = None, avoid=()) -> pygame.Rect:
    """A speech bubble saying ``text`` about ``subject`` (the square and pieces it talks
    about; a small box around ``anchor`` if not given), drawn *beside* it, never over it, and
    inside ``bounds``: of the places around the subject the bubble takes the one that covers
    the least of ``avoid`` (the other pieces), and points at the subject's edge. Made once,
    then blitted with ``alpha``. Returns the bubble's rect on ``surface``."""
    text = tr(text)  # the model's Text in the language in force, with the players' names
    if not text or alpha <= 0:
        return pygame.Rect(0, 0, 0, 0)
    key = (text, int(anchor[0]), int(anchor[1]), int(size), tuple(bounds), bad,
           tuple(subject) if subject is not None else None, _rects_key(avoid))
    made = _BUBBLES.get(key)
    if made is None:
        if len(_BUBBLES) > 64:
            _BUBBLES.clear()
        made = _BUBBLES[key] = _bubble(text, anchor, size, pygame.Rect(bounds), bad, subject,
                                       avoid)
    img, pos, box = made
    img.set_alpha(max(0, min(255, int(alpha))))
    surface.blit(img, pos)
    return pygame.Rect(box)


def callout_subject(anchor: tuple[float, float], size: int,
                    subject: pygame.Rect | None = None) -> pygame.Rect:
    """The rect a callout must leave visible: ``subject``, or a box of ``2 * size`` around
    ``anchor``."""
    if subject is not None:
        return pygame.Rect(subject)
    return pygame.Rect(int(anchor[0]) - size, int(anchor[1]) - size, 2 * size, 2 * size)


def callout_box(w: int, h: int, anchor: tuple[float, float], size: int,
                bounds: pygame.Rect, subject: pygame.Rect | None = None, avoid=()
                ) -> pygame.Rect:
    """Where a ``w`` x ``h`` callout goes: above, below, right of or left of the subject
    (centred on ``anchor``, or shifted along that side), kept in ``bounds``; never on the
    subject, and of those the place that covers the least of ``avoid``. When no place beside
    the subject fits in ``bounds`` it goes in the corner of ``bounds`` farthest from it."""
    return _place(w, h, anchor, size, bounds, subject, avoid)[0]


def _place(w: int, h: int, anchor, size: int, bounds: pygame.Rect, subject, avoid
           ) -> tuple[pygame.Rect, tuple]:
    """:func:`callout_box` with its score: (covers the subject, pixels of ``avoid`` covered,
    order of preference); lower is better."""
    subj = callout_subject(anchor, size, subject)
    gap = max(4, size // 2)
    ax, ay = int(anchor[0]), int(anchor[1])
    places = []
    for top in (subj.top - gap - h, subj.bottom + gap):
        for cx in (ax, ax - w // 2, ax + w // 2):
            places.append(pygame.Rect(cx - w // 2, top, w, h))
    for left in (subj.right + gap, subj.left - gap - w):
        for cy in (ay, ay - h // 2, ay + h // 2):
            places.append(pygame.Rect(left, cy - h // 2, w, h))
    avoid = [pygame.Rect(r) for r in avoid]
    # then above and below slid along to just clear each thing to avoid: in the gap between
    # two pieces (Sig capture lesson 4's lost count, b2 to d2 free between a2 and e2) the
    # three places around the anchor each cut into a piece, and the letters shrank to the
    # floor for a bubble that fitted the gap at a third larger
    near = max(2, gap // 4)
    for top in (subj.top - gap - h, subj.bottom + gap):
        for r in avoid:
            places += [pygame.Rect(r.right + near, top, w, h),
                       pygame.Rect(r.left - near - w, top, w, h)]
    best, best_score = None, None
    for i, box in enumerate(places):
        box = box.clamp(bounds)
        if box.colliderect(subj) or not bounds.contains(box):
            continue
        covered = sum(box.clip(r).width * box.clip(r).height for r in avoid)
        score = (0, covered, i)
        if best_score is None or score < best_score:
            best, best_score = box, score
    if best is not None:
        return best, best_score
    corners = [pygame.Rect(x, y, w, h).clamp(bounds) for x in (bounds.left, bounds.right - w)
               for y in (bounds.top, bounds.bottom - h)]
    far = max(corners, key=lambda b: (b.centerx - ax) ** 2 + (b.centery - ay) ** 2)
    return far, (1, 0, 0)


def _bubble(text: str, anchor, size: int, bounds: pygame.Rect, bad: bool,
            subject: pygame.Rect | None = None, avoid=()
            ) -> tuple[pygame.Surface, tuple[int, int], pygame.Rect]:
    size = max(8, int(size))
    # a narrow bubble first; a wider, flatter one where that one would cover more pieces
    # (a free row of the board takes a bubble of two lines, not one of five); and where no
    # shape at ``size`` keeps off every piece, the same shapes in smaller letters, down to the
    # smallest legible text (a lost count at 1280x720 covered the far row's pieces in 29 px
    # letters when 20 px ones fit between the rows)
    best = None
    for letters in _bubble_sizes(size):
        pad = max(4, letters // 2)
        # the text in two or three even lines too: the narrowest bubble of that many lines,
        # which fits between pieces where the fixed shares' two lines are too wide and their
        # three too tall
        whole = theme.font(letters, True).size(theme.drawable(text))[0]
        wraps = [max(60, min(int(bounds.width * share), letters * round(40 * share)))
                 for share in (0.45, 0.65, 0.85)]
        wraps += [max(60, min(int(bounds.width * 0.85), whole // lines + letters))
                  for lines in (2, 3)]
        for wrap in wraps:
            img = theme.render(text, letters, theme.INK, True, False, wrap)
            box, score = _place(img.get_width() + 2 * pad, img.get_height() + 2 * pad,
                                anchor, size, bounds, subject, avoid)
            if best is None or score[:2] < best[2][:2]:
                best = (img, box, score, pad)
        if best[2][:2] == (0, 0):
            break
    img, box, _score, pad = best
    subj = callout_subject(anchor, size, subject)
    # the pointer touches the subject's edge (the point of it nearest the bubble)
    tx = min(max(box.centerx, subj.left), subj.right - 1)
    ty = min(max(box.centery, subj.top), subj.bottom - 1)
    area = box.union(pygame.Rect(tx - 1, ty - 1, 3, 3)).clip(bounds)
    layer = pygame.Surface(area.size, pygame.SRCALPHA)
    local = box.move(-area.x, -area.y)
    tip = (tx - area.x, ty - area.y)
    edge = theme.REFUSED if bad else theme.OCHRE_DARK
    fill = (255, 244, 230) if bad else theme.CREAM
    if not local.collidepoint(tip):
        if tip[1] >= local.bottom or tip[1] < local.top:
            base_y = local.bottom - 1 if tip[1] >= local.bottom else local.top
            bx = min(max(tip[0], local.left + pad * 2), local.right - pad * 2)
            base = [(bx - pad, base_y), (bx + pad, base_y)]
        else:
            base_x = local.right - 1 if tip[0] >= local.right else local.left
            by = min(max(tip[1], local.top + pad * 2), local.bottom - pad * 2)
            base = [(base_x, by - pad), (base_x, by + pad)]
        pygame.draw.polygon(layer, edge, base + [tip])
    pygame.draw.rect(layer, fill, local, border_radius=pad)
    pygame.draw.rect(layer, edge, local, max(2, size // 8), border_radius=pad)
    layer.blit(img, (local.x + pad, local.y + pad))
    return layer, area.topleft, box


def _bubble_sizes(size: int) -> list[int]:
    """The letter sizes a callout tries, largest first: ``size``, then a tenth smaller each
    time, down to the smallest legible text (:func:`theme.least_size`; never below it, and
    never above ``size``)."""
    floor = min(size, theme.least_size())
    sizes = [size]
    while sizes[-1] > floor:
        sizes.append(max(floor, min(sizes[-1] - 1, int(sizes[-1] * 0.9))))
    return sizes


class Route:
    """One piece's path over a whole animation: still where it was, then along segments (each
    with its own hop height and size), then still where it ends. Drawn by one custom track
    spanning the timeline, so the piece never vanishes between its moves."""

    def __init__(self, image: Callable[[int], pygame.Surface], start: tuple[float, float],
                 size: int) -> None:
        self.image = image
        self.pos = (float(start[0]), float(start[1]))
        self.size = int(size)
        self.start = self.pos
        self.start_size = self.size
        self.segments: list[tuple[float, float, tuple, tuple, float, int, int]] = []
        self.looks: list[tuple[float, Callable[[int], pygame.Surface]]] = []
        self.point = 0  # a track point a view may keep here (the race: where the piece is)
        #: drawn under the piece, ``under(surface, centre, size)`` (the mover's halo)
        self.under: Callable[[pygame.Surface, tuple[float, float], int], None] | None = None

    def switch(self, t: float, image: Callable[[int], pygame.Surface]) -> None:
        """From time ``t`` on, draw the piece with ``image`` (a piece freed of its cord)."""
        self.looks.append((t, image))

    @property
    def busy_until(self) -> float:
        return self.segments[-1][1] if self.segments else 0.0

    def go(self, t0: float, duration: float, dst: tuple[float, float], arc: float = 0.0,
           size: int | None = None) -> float:
        """Travel to ``dst`` from ``t0`` (or when the previous segment ends); the end time."""
        t0 = max(t0, self.busy_until)
        size = self.size if size is None else int(size)
        dst = (float(dst[0]), float(dst[1]))
        self.segments.append((t0, t0 + duration, self.pos, dst, arc, self.size, size))
        self.pos, self.size = dst, size
        return t0 + duration

    def where(self, t: float) -> tuple[tuple[float, float], int]:
        pos, size = self.start, self.start_size
        for t0, t1, p, q, arc, s0, s1 in self.segments:
            if t < t0:
                break
            if t >= t1:
                pos, size = q, s1
                continue
            u = smooth((t - t0) / (t1 - t0)) if t1 > t0 else 1.0
            x = p[0] + (q[0] - p[0]) * u
            y = p[1] + (q[1] - p[1]) * u
            if arc:
                y -= math.sin(math.pi * u) * arc * max(math.hypot(q[0] - p[0], q[1] - p[1]), 20)
            return (x, y), max(4, s0 if u < 0.5 else s1)
        return pos, size

    def draw(self, surface: pygame.Surface, t: float) -> None:
        (x, y), size = self.where(t)
        image = self.image
        for t0, look in self.looks:
            if t >= t0:
                image = look
        if self.under is not None:
            self.under(surface, (x, y), size)
        img = image(size)
        surface.blit(img, img.get_rect(center=(round(x), round(y))))

    def track(self, tl: Timeline) -> None:
        """Add this route to ``tl`` as one track over the whole timeline (call last)."""
        total = max(tl.end, self.busy_until)
        tl.custom(lambda surface, u, total=total: self.draw(surface, u * total), at=0.0,
                  duration=total, hold=True)


def star(surface: pygame.Surface, center, radius: float, color, points: int = 8) -> None:
    """A small star (the mark of a sig square)."""
    cx, cy = center
    pts = []
    for i in range(points * 2):
        r = radius if i % 2 == 0 else radius * 0.45
        a = math.pi * i / points - math.pi / 2
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    if radius >= 2:
        pygame.draw.polygon(surface, color, pts)


def engraved_rect(surface: pygame.Surface, rect: pygame.Rect, width: int, radius: int,
                  fill=None) -> None:
    """A square drawn in the sand: a groove with a lit edge."""
    if fill is not None:
        over = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(over, fill, over.get_rect(), border_radius=radius)
        surface.blit(over, rect)
    pygame.draw.rect(surface, SAND_GLINT, rect.move(1, 1), width, border_radius=radius)
    pygame.draw.rect(surface, SAND_LINE, rect, width, border_radius=radius)


def arrow_rects(p, q, width: int, head: float, gap: int) -> list[pygame.Rect]:
    """What :func:`arrow` draws from ``p`` to ``q``, across the x axis (the track's arrows
    across a square's sides), as two boxes ``gap`` pixels larger: its line and its head."""
    base = q[0] - head if q[0] > p[0] else q[0] + head
    line = pygame.Rect(math.floor(min(p[0], base)), math.floor(p[1] - width / 2),
                       math.ceil(abs(base - p[0])) + 1, math.ceil(width) + 1)
    tip = pygame.Rect(math.floor(min(base, q[0])), math.floor(q[1] - head * 0.6),
                      math.ceil(head) + 1, math.ceil(head * 1.2) + 1)
    return [line.inflate(2 * gap, 2 * gap), tip.inflate(2 * gap, 2 * gap)]


def arrow(surface: pygame.Surface, p, q, color, width: int, head: float) -> None:
    """A line from ``p`` to ``q`` ending in an arrowhead."""
    dx, dy = q[0] - p[0], q[1] - p[1]
    length = math.hypot(dx, dy)
    if length < 2:
        return
    ux, uy = dx / length, dy / length
    base = (q[0] - ux * head, q[1] - uy * head)
    pygame.draw.line(surface, color, p, base, width)
    left = (base[0] - uy * head * 0.6, base[1] + ux * head * 0.6)
    right = (base[0] + uy * head * 0.6, base[1] - ux * head * 0.6)
    pygame.draw.polygon(surface, color, [q, left, right])


# -- the view ------------------------------------------------------------------------------------
#: The race's squares that are places, by their model names (S1).
PLACES = {"Cairo": N_("Cairo"), "Medina": N_("Medina"), "Mecca": N_("Mecca")}


class SigRaceView(UnitGridView):
    game_key = "sig_race"
    aspect = W_U / H_U
    uses_sticks = True
    throws_only = True  # S3: no decision, every move a throw
    toggles = {"numbering": N_("Numbers")}
    picture_size = 1.6  # the track's squares are small beside Cairo and the pieces at home

    def __init__(self, game, assets) -> None:
        super().__init__(game, assets)
        self.areas: dict[str, pygame.Rect] = {}     # where pieces stand, per square
        self.slots: dict[int, pygame.Rect] = {}     # Cairo's three points 29-31
        self.places: dict[str, pygame.Rect] = {}    # Cairo, Medina, Mecca plates
        self.tray_rect = pygame.Rect(0, 0, 0, 0)
        self.mecca_tray = pygame.Rect(0, 0, 0, 0)
        self.legend_rect = pygame.Rect(0, 0, 0, 0)
        self._layouts: dict[Any, dict] = {}
        self._images: dict[tuple, pygame.Surface] = {}
        self._number_badges: tuple[Any, dict] = (None, {})
        #: Whether the last drawing showed the numbers (read by :meth:`draw_labels`).
        self._numbers_shown = False

    # -- geometry ----------------------------------------------------------------------------
    def square_words(self, name: str) -> str:
        """Cairo, Medina and Mecca in the reader's language (the model's names are English)."""
        return _(PLACES[name]) if name in PLACES else name

    def played_targets(self, move, effects) -> tuple[str, ...]:
        """The squares a throw moved a piece from and to, per piece (its first and last
        square, not the ones it passed): a piece put on the track is marked on square 1,
        one that reached Mecca on Mecca. A throw whose points were all lost names none."""
        ends: dict[tuple, list[str]] = {}
        for e in effects:
            if e.kind == EffectKind.STEP and e.src and e.dst:
                ends.setdefault((e.player, e.piece), [e.src, e.src])[1] = e.dst
            elif e.kind == EffectKind.ENTER and e.dst:
                ends.setdefault((e.player, e.piece), [e.dst, e.dst])[1] = e.dst
        out: list[str] = []
        for first, last in ends.values():
            out += [name for name in (first, last) if name in self.cells]
        return tuple(dict.fromkeys(out))

    @staticmethod
    def moved_pieces(effects) -> tuple[tuple[int, str], ...]:
        """The pieces ``(seat, kind)`` the last turn's throws moved (``ui.last_effects``):
        stepped, put on the track or brought to Mecca; not those sent back (S7), which the
        throw's animation and the message bar tell."""
        moved = [(e.player, e.piece) for e in effects
                 if e.kind in (EffectKind.STEP, EffectKind.ENTER, EffectKind.FINISH)
                 and e.player is not None and e.piece]
        return tuple(dict.fromkeys(moved))

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        self.u = u = max(1e-3, min(rect.width / W_U, rect.height / H_U))
        self.origin = (rect.x + (rect.width - W_U * u) / 2, rect.y + (rect.height - H_U * u) / 2)
        self.areas, self.slots, self.places = {}, {}, {}
        pad = 0.08
        for number in range(1, 29):
            col, row = square_cell(number)
            cell = self.R(GRID_X + col, GRID_TOP + 4 - row, 1, 1)
            self.cells[str(number)] = cell
            self.areas[str(number)] = self.R(GRID_X + col + pad, GRID_TOP + 4 - row + pad,
                                             1 - 2 * pad, 1 - 2 * pad)
        for name, x, w in (("Cairo", CAIRO_X, CAIRO_W), ("Medina", MEDINA_X, MEDINA_W),
                           ("Mecca", MECCA_X, MECCA_W)):
            plate = self.R(x, PLACES_Y, w, PLACES_H)
            self.places[name] = plate
            self.cells[name] = plate
            self.areas[name] = self.R(x + 0.1, PLACES_Y + PLACES_H - 0.86, w - 0.2, 0.78)
        slot_w = (CAIRO_W - 0.2) / 3
        for i in range(3):
            self.slots[29 + i] = self.R(CAIRO_X + 0.1 + i * slot_w, PLACES_Y + PLACES_H - 0.86,
                                        slot_w, 0.78)
        self.tray_rect = self.R(TRAY_X, GRID_TOP, TRAY_W, 5)
        self.mecca_tray = self.R(*MECCA_TRAY)
        self.legend_rect = self.R(*LEGEND)
        self._layouts = {}

    def sync(self, state: State) -> None:
        if len(self._layouts) > 8:
            self._layouts = {}

    def point_center(self, point: int) -> tuple[float, float]:
        """The middle of track point 1-33 (Cairo's three points are its three slots)."""
        if 29 <= point <= 31:
            return self.slots[point].center
        if point == 32:
            return self.areas["Medina"].center
        if point == 33:
            return self.places["Mecca"].center
        return self.cells[str(point)].center

    def _rows(self, rect: pygame.Rect, n: int, cap: float, from_bottom: bool
              ) -> list[pygame.Rect]:
        """``n`` rows of at most ``cap`` pixels in ``rect`` (one per player)."""
        h = min(cap, rect.height / max(1, n))
        rows = []
        for i in range(n):
            y = rect.bottom - (n - i) * h if from_bottom else rect.top + i * h
            rows.append(pygame.Rect(rect.x, round(y), rect.width, round(h)))
        return rows

    def tray_rows(self) -> list[pygame.Rect]:
        """Rows of the waiting pieces beside the start, one per player, ending at square 1."""
        header = self.u * 0.42
        area = self.tray_rect.copy()
        area.top += round(header)
        area.height -= round(header)
        return self._rows(area, self.game.num_players, self.u * 0.95, from_bottom=True)

    def mecca_rows(self) -> list[pygame.Rect]:
        header = self.u * 0.5
        area = self.mecca_tray.copy()
        area.top += round(header)
        area.height -= round(header)
        return self._rows(area, self.game.num_players, self.u * 0.92, from_bottom=False)

    def _socket(self, row: pygame.Rect, index: int, count: int) -> tuple[tuple[float, float], int]:
        """Centre and size of socket ``index`` of ``count`` at the right end of a tray row."""
        size = int(min(row.height * 0.92, self.u * 0.78))
        step = min(size * 0.9, (row.width - row.height * 0.6) / max(1, count))
        x = row.right - step * (count - index - 0.5) - self.u * 0.05
        return (x, row.centery), size

    def piece_layout(self, state) -> dict[tuple[int, str], tuple[tuple[float, float], int]]:
        """Where every piece of ``state`` is drawn: ``(seat, kind) -> (centre, size)``."""
        key = (state.notation(), tuple(self.rect))
        cached = self._layouts.get(key)
        if cached is not None:
            return cached
        out: dict[tuple[int, str], tuple[tuple[float, float], int]] = {}
        groups: dict[str, list[tuple[int, str]]] = {}
        tray, mecca = self.tray_rows(), self.mecca_rows()
        for seat in range(self.game.num_players):
            for kind, where in state.pieces(seat):
                if where == "waiting":  # the djinn's socket, then the mother's (S2)
                    out[seat, kind] = self._socket(tray[seat], max(0, PIECES.index(kind) - 1), 2)
                elif where == "Mecca":
                    out[seat, kind] = self._socket(mecca[seat], PIECES.index(kind), 3)
                else:
                    area = {"Cairo1": "29", "Cairo2": "30", "Cairo3": "31"}.get(where, where)
                    groups.setdefault(area, []).append((seat, kind))
        cap = self.u * 0.8
        for area, pieces in groups.items():
            rect = self.slots[int(area)] if area in ("29", "30", "31") else self.areas[area]
            for piece, spot in zip(pieces, arrange(rect, len(pieces), cap)):
                out[piece] = spot
        self._layouts[key] = out
        return out

    # -- sprites ---------------------------------------------------------------------------
    def piece_image(self, seat: int, kind: str, size: int, ghost: bool = False) -> pygame.Surface:
        """The player's piece (father, djinn or mother) tinted and outlined, ``size`` pixels."""
        size = max(4, int(size))
        key = (seat, kind, size, ghost)
        img = self._images.get(key)
        if img is None:
            if len(self._images) > 300:
                self._images.clear()
            if ghost:
                color = (*theme.player_color(seat), 70)
                img = self.assets.tinted(f"sig_{kind}", color, (size, size))
            else:
                tinted = self.assets.tinted(f"sig_{kind}", theme.player_color(seat), (size, size))
                img = outlined(tinted, width=max(1, size // 28))
            self._images[key] = img
        return img

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, state: State, ui: UIState) -> None:
        with clipped(surface, self.rect):
            self._draw(surface, state, ui)

    def _draw(self, surface: pygame.Surface, state, ui: UIState) -> None:
        u = self.u
        small = ui.thumbnail or u < 22
        names = ui.player_names or tuple(self.game.player_names)
        key = (tuple(self.rect), ui.show_numbering, small, names, text_key())
        self.draw_background_cached(surface, key,
                                    lambda: self._draw_background(surface, ui, small))
        if not small:
            occupied = state.occupants()
            if not occupied.get("13"):
                self._draw_minaret_label(surface)
            for number in sorted(SIG_NUMBERS - {13}):
                if not occupied.get(str(number)):
                    self._draw_plate(surface, *self.sig_square_label(number))
        self.draw_marks(surface, ui)
        self._draw_pieces(surface, state, ui, small)
        # the numbers over the pieces and the halo, which hid the number of their square
        self._numbers_shown = ui.show_numbering and not small
        if self._numbers_shown:
            self._draw_number_badges(surface)

    # -- what the background draws where ---------------------------------------------------
    def line_width(self) -> int:
        """The width of the grooves of the frames drawn in the sand."""
        return max(1, round(self.u * 0.045))

    def square_frame(self, number: int) -> pygame.Rect:
        """The engraved frame of track square ``number``, a little inside its cell."""
        d = max(2, round(self.u * 0.06))
        return self.cells[str(number)].inflate(-d, -d)

    def slot_frame(self, point: int) -> pygame.Rect:
        """The engraved frame of Cairo's point ``point`` (29-31)."""
        return self.slots[point].inflate(-max(2, round(self.u * 0.05)), 0)

    def frames(self) -> list[pygame.Rect]:
        """Every frame engraved in the sand, as drawn: the 28 squares, the three places'
        plates and Cairo's three slots. Each groove is :meth:`line_width` pixels inside its
        rect, its lit edge a pixel right of and below it (:func:`engraved_rect`)."""
        return ([self.square_frame(n) for n in range(1, 29)] + list(self.places.values())
                + [self.slot_frame(p) for p in self.slots])

    def stars(self) -> list[tuple[tuple[float, float], float]]:
        """The stars of the sig squares (S5: 26-28; the Minaret has its picture instead) and
        of the three places, as drawn: ``(centre, radius)``."""
        u = self.u
        out = []
        for number in sorted(SIG_NUMBERS - {13}):
            frame = self.square_frame(number)
            out.append(((frame.right - u * 0.16, frame.top + u * 0.16), u * 0.1))
        for plate in self.places.values():
            out.append(((plate.right - u * 0.16, plate.top + u * 0.16), u * 0.1))
        return out

    def _gap(self) -> int:
        """The least room between a word and what is drawn next to it."""
        return max(2, round(self.u * 0.05))

    def _inside(self, frame: pygame.Rect) -> pygame.Rect:
        """The room inside ``frame`` that words may take: clear of its groove and lit edge
        (:func:`engraved_rect`) by :meth:`_gap`."""
        m = self.line_width() + 1 + self._gap()
        return pygame.Rect(frame).inflate(-2 * m, -2 * m)

    def _set_in(self, text: str, size: int, bold: bool, room: pygame.Rect,
                floor: float | None = None, align: str = "bottom"
                ) -> tuple[int, tuple[float, float]]:
        """The size and centre at which ``text`` (bold or not, at most ``size``) lies whole in
        ``room``: its width within the room's, its letters (:func:`theme.ink_rows`: an Arabic
        line's picture is taller than its letters) between the room's top, or ``floor`` if
        lower, and its bottom; on the room's bottom (``align``), or in its middle. Never
        smaller than the smallest legible text."""
        least = theme.least_size()
        size = theme.fit_size(text, room.width, size, bold, minimum=least)
        top_limit = room.top if floor is None else max(room.top, floor)
        while True:
            top, bottom = theme.ink_rows(text, size, bold)
            if room.bottom - top_limit >= bottom - top or size <= least:
                break
            size -= 1
        height = theme.render(text, size, theme.INK, bold).get_height()
        if align == "bottom":
            ink_bottom = room.bottom
        else:
            ink_bottom = (top_limit + room.bottom + bottom - top) / 2
        return size, (room.centerx, ink_bottom - bottom + height / 2)

    def place_picture(self, name: str, small: bool = False) -> tuple[pygame.Surface, pygame.Rect]:
        """The picture on the plate of place ``name`` (Cairo, Medina, Mecca) and where it is
        drawn: at the plate's top, down to a gap above its name (:meth:`place_label`), which
        a larger text makes taller."""
        u = self.u
        plate = self.places[name]
        top = plate.top + u * 0.06
        sprite_h = plate.height - self.areas[name].height - u * (0.45 if not small else 0.1)
        if not small:
            text, size, center, wrap, bold = self.place_label(name)
            img = theme.render(text, size, theme.INK, bold, wrap=wrap)
            ink_top = center[1] - img.get_height() / 2 + img.get_bounding_rect(min_alpha=60).top
            sprite_h = min(sprite_h, ink_top - self._gap() - top)
        img = self.assets.fit(name.lower(), plate.width * 0.8, max(4, sprite_h))
        return img, img.get_rect(midtop=(plate.centerx, round(top)))

    def place_label(self, name: str) -> tuple[str, int, tuple[float, float], int, bool]:
        """The name on the plate of place ``name``, its size, centre, wrap width (0 for one
        line) and weight: its letters within the plate's frame and above the pieces' room
        (Cairo's slots, the numbers' badges there). In Arabic extra large text "(3 نقاط)"
        ran onto Cairo's frame and slots, and the dots under «المدينة» under Medina's badge
        "32".

        A name wider than its plate's room at the smallest legible size is set in regular
        letters, then a pixel from the groove ("La Mecque", kept on one line, at 1024x768
        in extra large text), and a name that can break takes two lines, the picture
        above giving them room."""
        u = self.u
        label = tr({"Cairo": _("Cairo  (3 points)"), "Mecca": _("Mecca"),
                    "Medina": _("Medina")}.get(name, name))
        least = theme.least_size()
        room = self._inside(self.places[name])
        for gap in (self._gap(), 1):
            room = self._inside(self.places[name]).inflate(2 * (self._gap() - gap), 0)
            room.height = self.areas[name].top - self._gap() - room.top
            for bold in (True, False):
                if theme.text_width(label, least, bold) <= room.width:
                    # the picture above keeps at least half a square
                    floor = self.places[name].top + u * 0.06 + u * 0.5 + self._gap()
                    size, center = self._set_in(label, round(u * 0.22), bold, room, floor)
                    return label, size, center, 0, bold
        text = "\n".join(theme.wrap(label, least, room.width, True))
        img = theme.render(text, least, theme.INK, True, wrap=room.width)
        ink = img.get_bounding_rect(min_alpha=60)
        return text, least, (room.centerx, room.bottom - ink.bottom + img.get_height() / 2), \
            room.width, True

    def goal_label(self) -> tuple[str, int, tuple[float, float]]:
        """"the goal" in Mecca's room, its size and centre: under the band of Mecca's number
        badge ("33", shown with the numbers), which covered it in extra large text."""
        text = tr(_("the goal"))
        area = self.areas["Mecca"]
        (badge, at), = self.number_badges()["Mecca"]
        room = self._inside(self.places["Mecca"]).clip(area)
        room.top = max(room.top, at[1] + badge.get_height() + self._gap())
        room.height = max(0, min(area.bottom, self._inside(self.places["Mecca"]).bottom)
                          - room.top)
        size, center = self._set_in(text, theme.legible(round(self.u * 0.2)), False, room,
                                    align="middle")
        return text, size, center

    def minaret_picture(self, small: bool = False, numbers: bool = False
                        ) -> tuple[pygame.Surface, pygame.Rect]:
        """The Minaret's picture on square 13 and where it is drawn: its tower
        (:meth:`tower_image`) standing a gap above its name plate (:meth:`minaret_label`),
        inside the square's groove, and with the numbers shown (``numbers``) clear of the
        badges "13" and "14" on the square's upper corners (:meth:`number_badges`), which
        covered its top at 1280x720 and 1024x768, and of the arrows of the track's
        direction across the square's sides: as tall as it is clear of them all, nearest
        the square's middle where it may stand at several places (its top between the
        badges, its foot between the arrows).

        Fitted whole in a square under the badges, the sprite was 12 px at 1024x768 and
        18 px at 1280x720 in extra large text, its tower 5 and 8 px wide: a dot a class
        could not tell from a piece."""
        frame = self.square_frame(13)
        edge = self.line_width() + 1  # the groove and its lit edge
        room = frame.inflate(-2 * edge, -2 * edge)
        if small:
            room = frame
        else:
            room.height = self.minaret_label()[4].top - self._gap() - room.top
        keep_off: list[pygame.Rect] = []
        if numbers and not small:
            gap = self._gap()
            for name in ("13", "14"):
                (badge, at), = self.number_badges()[name]
                keep_off.append(badge.get_rect(topleft=at).inflate(2 * gap, 2 * gap))
            for p, q, w, head in self.direction_arrows()[11:13]:
                keep_off += arrow_rects(p, q, w, head, gap)
        at = pygame.Rect(room.centerx, room.bottom - 4, 1, 4)
        for tall in range(max(4, room.height), 4, -1):
            width = max(1, round(tall * TOWER[2] / TOWER[3]))
            spots = sorted(range(room.left, room.right - width + 1),
                           key=lambda x: abs(x + width / 2 - room.centerx))
            clear = [x for x in spots
                     if pygame.Rect(x, room.bottom - tall, width, tall).collidelist(keep_off) < 0]
            if clear:
                at = pygame.Rect(clear[0], room.bottom - tall, width, tall)
                break
        return self.tower_image(at.size), at

    def tower_image(self, size: tuple[int, int]) -> pygame.Surface:
        """The Minaret's sprite cut to its tower (:data:`TOWER`), ``size`` pixels: on
        square 13, between the number badges and the track's arrows, the room is tall and
        narrow, and the whole sprite (its shadow twice the tower's width) was fitted in a
        square there, the tower a third of the room's height."""
        key = ("tower", *size)
        img = self._images.get(key)
        if img is None:
            sprite = self.assets.image("minaret")
            w, h = sprite.get_size()
            crop = pygame.Rect(round(TOWER[0] * w / 128), round(TOWER[1] * h / 128),
                               round(TOWER[2] * w / 128), round(TOWER[3] * h / 128))
            img = pygame.transform.smoothscale(sprite.subsurface(crop.clip(sprite.get_rect())),
                                               (max(1, size[0]), max(1, size[1])))
            self._images[key] = img
        return img

    def minaret_label(self) -> tuple[str, int, tuple[float, float], bool, pygame.Rect]:
        """The Minaret's name on square 13, its size, centre and weight, and the cream plate
        it is written on: across the square's lower part, over its side grooves but inside
        its cell, under the arrows of the track's direction across 13's sides and over the
        badge of square 8 below (both shown with the numbers, the badge a third out of its
        square).

        The word had to lie inside the square's groove, where "Minaret" at the smallest
        legible size never fitted in English or French (51 px for 45 at 1280x720 in extra
        large text, 44 for 36 at 1024x768): the square showed its picture alone, and only
        the legend's note named it. On its plate the word has the cell's width; the picture
        above it is smaller (:meth:`minaret_picture`). In regular letters where bold ones
        would be too wide; never below the smallest legible size."""
        u = self.u
        cell = self.cells["13"]
        (badge, at), = self.number_badges()["8"]
        arrows = self.direction_arrows()
        floor = max(max(p[1], q[1]) + head * 0.6 + width for p, q, width, head in arrows[11:13])
        pad_x, pad_y = max(2, round(u * 0.05)), max(1, round(u * 0.03))
        # the plate's room: the cell's width but a pixel each side, from a pixel under the
        # arrows to the square's frame, a pixel over the badge "8" (at 1024x768 in extra
        # large text 15 px between them, for letters 9 px tall)
        plate_room = pygame.Rect(cell.x + 1, math.ceil(floor) + 1, cell.width - 2, 0)
        plate_room.height = min(self.square_frame(13).bottom, at[1] - 1) - plate_room.top
        text = tr(_("Minaret"))
        least = theme.least_size()
        size = theme.legible(round(u * 0.17))
        bold = theme.text_width(text, size, True) <= plate_room.width - 2 * pad_x
        text_room = plate_room.inflate(-2 * pad_x, -2 * pad_y)
        size, center = self._set_in(text, size, bold, text_room, align="middle")
        size = max(size, least)
        img = theme.render(text, size, theme.INK, bold)
        ink = img.get_bounding_rect(min_alpha=60).move(
            img.get_rect(center=(int(center[0]), int(center[1]))).topleft)
        return text, size, center, bold, ink.inflate(2 * pad_x, 2 * pad_y)

    def sig_square_label(self, number: int) -> tuple[str, int, tuple[float, float], bool,
                                                      pygame.Rect]:
        """The word "sig" on the sig square ``number`` (26-28), its size, centre and weight,
        and the cream plate it is written on, in the square's middle (where the pieces
        stand: like the Minaret's name it is shown while the square is empty), between the
        track's arrows across its lower and upper sides and under its star.

        The rule book gives these squares no name (S1: "Six more squares go up from
        square 25: 26, 27, 28, Cairo, Medina, Mecca"): what they are is sig squares, like
        the Minaret and the three places, which a piece enters, leaves or moves on in only
        with sig power (S5). Their star said so through the legend alone; the word says it
        on the square, as the Minaret's name does on 13, at the smallest legible size in
        the three languages where it must ("sig", «سيق»)."""
        u = self.u
        # TRANSLATORS: written on Sig's squares 26, 27 and 28, which only a count with sig
        # power enters, leaves or moves on in (the glossary's "sig", the throw)
        text = tr(pgettext("sig square", "sig"))
        room = self._inside(self.square_frame(number))
        pad_x, pad_y = max(2, round(u * 0.05)), max(1, round(u * 0.03))
        size = theme.legible(round(u * 0.17))
        bold = theme.text_width(text, size, True) <= room.width - 2 * pad_x
        size, center = self._set_in(text, size, bold, room.inflate(-2 * pad_x, -2 * pad_y),
                                    align="middle")
        img = theme.render(text, size, theme.INK, bold)
        ink = img.get_bounding_rect(min_alpha=60).move(
            img.get_rect(center=(int(center[0]), int(center[1]))).topleft)
        return text, size, center, bold, ink.inflate(2 * pad_x, 2 * pad_y)

    def _draw_minaret_label(self, surface) -> None:
        """The Minaret's name on its plate (:meth:`minaret_label`)."""
        self._draw_plate(surface, *self.minaret_label())

    def _draw_plate(self, surface, text: str, size: int, center, bold: bool,
                    plate: pygame.Rect) -> None:
        """``text`` on a cream plate edged in the sand's line colour (the Minaret's name,
        the sig squares' word)."""
        radius = max(2, plate.height // 3)
        pygame.draw.rect(surface, theme.CREAM, plate, border_radius=radius)
        pygame.draw.rect(surface, SAND_LINE, plate, 1, border_radius=radius)
        self.text(surface, text, center, size, theme.INK, bold=bold)

    def tray_headers(self) -> list[tuple[str, int, tuple[float, float]]]:
        """"Waiting" over the waiting rows and "At Mecca" over the rows at Mecca, each with
        its size and centre: within its tray's width, under the legend (or the places) and
        a gap above the first row (the pieces, the chips)."""
        u = self.u
        gap = self._gap()
        rows = self.tray_rows()
        tray = self.tray_rect
        room = pygame.Rect(tray.x + gap, self.legend_rect.bottom + gap, tray.width - 2 * gap, 0)
        room.height = rows[0].top - gap - room.top
        waiting = tr(_("Waiting"))
        size, center = self._set_in(waiting, max(8, round(u * 0.22)), True, room)
        mt = self.mecca_tray
        mrow = self.mecca_rows()[0]
        room = pygame.Rect(mt.x + gap, max(mt.top, max(p.bottom for p in self.places.values())
                                           + gap), mt.width - 2 * gap, 0)
        room.height = mrow.top - gap - room.top
        mecca = tr(_("At Mecca"))
        msize, mcenter = self._set_in(mecca, round(u * 0.25), True, room, align="middle")
        return [(waiting, size, center), (mecca, msize, mcenter)]

    def _draw_background(self, surface: pygame.Surface, ui: UIState, small: bool) -> None:
        """Everything that does not change with the position (drawn once per size)."""
        self.draw_texture(surface, self.rect, "board_sand")
        line = self.line_width()
        self._draw_track(surface, ui, line, small)
        self._draw_places(surface, ui, line, small)
        for center, r in self.stars():
            star(surface, center, r, theme.OCHRE_DARK)
        if not small:
            self._draw_trays(surface, ui)
            self._draw_legend(surface)

    def _draw_track(self, surface, ui: UIState, line: int, small: bool) -> None:
        u = self.u
        radius = max(2, round(u * 0.1))
        for number in range(1, 29):
            fill = (*SIG_FILL, 150) if number in SIG_NUMBERS else (*SAND_GLINT, 70)
            engraved_rect(surface, self.square_frame(number), line, radius, fill)
        img, at = self.minaret_picture(small, ui.show_numbering)
        surface.blit(img, at)
        # the way from 25 up and from 28 into Cairo
        self._draw_links(surface, line)
        if small:
            return
        label, size, center = self.start_label()
        self.text(surface, label, center, size, SAND_LINE)
        if ui.show_numbering:
            self._draw_numbers(surface)

    def start_label(self) -> tuple[str, int, tuple[float, float]]:
        """The name under square 1 ("Start"), its size and centre: its letters in the gap
        between the square and the board's edge, smaller if they need it. Arabic's letters,
        taller, in extra large text at 1280x720, ran past the board's edge and were cut to
        their top half (the lesson on the sticks, the game)."""
        u = self.u
        c1 = self.cells["1"]
        # TRANSLATORS: the name under Sig's square 1, where every piece starts (a noun)
        label = tr(pgettext("sig square", "Start"))
        gap = self.rect.bottom - c1.bottom - max(1, round(u * 0.04))
        size = theme.legible(round(u * 0.2))
        while True:
            top, bottom = theme.ink_rows(label, size, True)
            if bottom - top <= gap or size <= theme.least_size():
                break
            size -= 1
        height = theme.render(label, size, SAND_LINE, True).get_height()
        # where it always was, lifted where its letters would pass the board's edge
        y = min(c1.bottom + u * 0.13, self.rect.bottom - 1 - bottom + height / 2)
        return label, size, (c1.centerx, y)

    def _draw_links(self, surface, line: int) -> None:
        for p, q, width, head in self.links():
            arrow(surface, p, q, SAND_LINE, width, head)

    def links(self) -> list[tuple[tuple[float, float], tuple[float, float], int, float]]:
        """The arrows of the way from 28 into Cairo, on to Medina and to Mecca, as drawn:
        ``(from, to, width, head)`` (:func:`arrow`)."""
        u = self.u
        line = max(1, self.line_width())
        c28, cairo = self.cells["28"], self.places["Cairo"]
        y = c28.centery
        out = [((c28.right - u * 0.02, y), (cairo.left + u * 0.02, y), line, u * 0.14)]
        for a, b in (("Cairo", "Medina"), ("Medina", "Mecca")):
            ra, rb = self.places[a], self.places[b]
            out.append(((ra.right, y), (rb.left, y), line, u * 0.14))
        return out

    def _draw_numbers(self, surface) -> None:
        """The direction of the track (S1) between the numbered squares, for the numbering
        toggle, under everything (the background). The numbers themselves are drawn over the
        pieces: :meth:`_draw_number_badges`."""
        for p, q, width, head in self.direction_arrows():
            arrow(surface, p, q, theme.TERRACOTTA, width, head)

    def direction_arrows(self) -> list[tuple[tuple[float, float], tuple[float, float], int,
                                             float]]:
        """The numbering toggle's arrows of the track's direction (S1), one across each
        border between squares n and n + 1, as drawn: ``(from, to, width, head)``."""
        u = self.u
        out = []
        for number in range(1, 28):
            p, q = self.cells[str(number)].center, self.cells[str(number + 1)].center
            mx, my = (p[0] + q[0]) / 2, (p[1] + q[1]) / 2
            dx, dy = (q[0] - p[0]), (q[1] - p[1])
            length = math.hypot(dx, dy) or 1
            k = u * 0.13 / length
            out.append(((mx - dx * k, my - dy * k), (mx + dx * k, my + dy * k),
                        max(2, round(u * 0.04)), u * 0.13))
        return out

    def number_badges(self) -> dict[str, list[tuple[pygame.Surface, tuple[int, int]]]]:
        """The numbering toggle's numbers, per place, as drawn: ``name -> [(badge, topleft)]``
        (squares 1-28, Cairo's points 29-31, Medina 32 and Mecca 33), each number on a small
        opaque cream badge on its square's upper left corner (kept per layout).

        They were written on the squares under the pieces, so a piece, and the halo of the
        piece to move, covered the number of the square it stood on ("26" could not be
        read where it mattered most); and Cairo's, Medina's and Mecca's under their own
        slots' paint. The badges are drawn after the pieces, as Isolo's counts are after
        the rings: the badge sits on the square's corner, partly out of it, where a piece
        standing there leaves the square empty, so the piece stays seen and the number
        readable."""
        key = (tuple(self.rect), text_key(), theme.text_factor())
        if self._number_badges[0] == key:
            return self._number_badges[1]
        u = self.u
        size = theme.legible(max(8, round(u * 0.24)) + 2) - 2  # the slots' numbers are 2 less
        inset = max(2, round(u * 0.06))
        out: dict[str, list[tuple[pygame.Surface, tuple[int, int]]]] = {}
        for number in range(1, 29):
            cell = self.cells[str(number)]
            # on the frame's corner, a third of it out of the square (more would leave it
            # between two squares): mostly clear of the first of two or more pieces sharing
            # the square, whose head is near that corner
            img = self._badge(str(number), size)
            out[str(number)] = [(img, (cell.x + inset - img.get_width() // 3,
                                       cell.y + inset - img.get_height() // 3))]
        # 2 less, never under the smallest legible size ("29"-"33" fell to 11 px at 1024x600
        # once this stop's labels and panel took their room from the board)
        small = theme.legible(size - 2)
        out["Cairo"] = [(self._badge(str(point), small),
                         (slot.x + inset // 2, slot.y + inset // 2))
                        for point, slot in self.slots.items()]
        for name, point in (("Medina", 32), ("Mecca", 33)):
            a = self.areas[name]
            out[name] = [(self._badge(str(point), small), (a.x, a.y))]
        self._number_badges = (key, out)
        return out

    def _badge(self, text: str, size: int) -> pygame.Surface:
        """``text`` in bold terracotta on a cream rounded badge with a thin terracotta edge."""
        img = theme.render(text, size, theme.TERRACOTTA_DARK, True)
        top, bottom = theme.ink_rows(text, size, True)
        if bottom <= top:
            top, bottom = 0, img.get_height()
        pad_x, pad_y = max(2, round(size * 0.3)), max(1, round(size * 0.18))
        w, h = img.get_width() + 2 * pad_x, bottom - top + 2 * pad_y
        badge = pygame.Surface((w, h), pygame.SRCALPHA)
        radius = max(2, h // 3)
        pygame.draw.rect(badge, theme.CREAM, badge.get_rect(), border_radius=radius)
        pygame.draw.rect(badge, theme.TERRACOTTA, badge.get_rect(), max(1, round(size / 14)),
                         border_radius=radius)
        badge.blit(img, (pad_x, pad_y - top))
        return badge

    def _draw_number_badges(self, surface, names=None) -> None:
        """The numbers of the places ``names`` (all by default) over whatever is drawn."""
        badges = self.number_badges()
        for name in (badges if names is None else names):
            for img, at in badges.get(name, ()):
                surface.blit(img, at)

    def draw_labels(self, surface: pygame.Surface, names) -> None:
        """The numbers of the places ``names`` again, over the hint's ring, while the
        numbering is shown (as last drawn)."""
        if self._numbers_shown:
            with clipped(surface, self.rect):
                self._draw_number_badges(surface, names)

    def _draw_places(self, surface, ui: UIState, line: int, small: bool) -> None:
        u = self.u
        radius = max(3, round(u * 0.16))
        for name, plate in self.places.items():
            engraved_rect(surface, plate, line, radius, (*PLACE_FILL, 200))
            img, at = self.place_picture(name, small)
            surface.blit(img, at)
            if not small and name == "Mecca":
                text, size, center = self.goal_label()
                self.text(surface, text, center, size, SAND_LINE, bold=False)
            if not small:
                text, size, center, wrap, bold = self.place_label(name)
                theme.draw_text(surface, text, center, size, theme.INK, bold=bold,
                                anchor="center", wrap=wrap)
        radius = max(2, round(u * 0.08))
        for point, slot in self.slots.items():
            engraved_rect(surface, self.slot_frame(point), line, radius, (*SIG_FILL, 120))
            if not small and not ui.show_numbering:
                self.text(surface, "123"[point - 29], (slot.x + u * 0.1, slot.y + u * 0.04),
                          theme.legible(max(8, round(u * 0.16))), SAND_LINE, anchor="topleft")

    def _draw_trays(self, surface, ui: UIState) -> None:
        u = self.u
        names = ui.player_names or tuple(self.game.player_names)
        rows = self.tray_rows()
        (waiting, size, at), (mecca, msize, mat) = self.tray_headers()
        self.text(surface, waiting, at, size, SAND_LINE)
        for seat, row in enumerate(rows):
            self._chip(surface, seat, (row.x + u * 0.18, row.centery), names)
        mrows = self.mecca_rows()
        self.text(surface, mecca, mat, msize, theme.INK)
        for seat, row in enumerate(mrows):
            back = pygame.Surface(row.inflate(0, -2).size, pygame.SRCALPHA)
            pygame.draw.rect(back, (*SAND_GLINT, 90), back.get_rect(), border_radius=round(u * 0.1))
            surface.blit(back, row.inflate(0, -2))
            self._chip(surface, seat, (row.x + u * 0.18, row.centery), names)
            name = names[seat] if seat < len(names) else \
                Text(N_("Player {number}"), number=seat + 1)
            # up to the place badge's spot (S8), kept free all game: "Ordinateur 1" ran
            # into the "2e" badge of a six-player race at 1024x600 in extra large text
            (bx, _y), r = self.badge_spot(row)
            width = bx - r - u * 0.08 - (row.x + u * 0.34)
            if width > u * 0.5:
                text, size = self._row_name(name, int(width), round(u * 0.2))
                self.text(surface, text, (row.x + u * 0.34, row.centery), size, theme.INK,
                          bold=False, anchor="midleft")
            for i, kind in enumerate(PIECES):
                (x, y), s = self._socket(row, i, 3)
                img = self.piece_image(seat, kind, s, ghost=True)
                surface.blit(img, img.get_rect(center=(round(x), round(y))))

    @staticmethod
    def _row_name(name, width: int, size: int) -> tuple[str, int]:
        """``name`` as a row at Mecca shows it in ``width``: whole at ``size`` if it fits,
        else a computer's default name in its short form ("Ordi 1", :func:`short_names`),
        else smaller."""
        text = tr(name)
        if theme.text_width(text, size) > width:
            with short_names():
                text = tr(name)
        return text, theme.fit_size(text, width, size, False, 7)

    def badge_spot(self, row: pygame.Rect) -> tuple[tuple[int, int], int]:
        """Centre and radius of the place badge on a row at Mecca (S8), left of its first
        socket."""
        u = self.u
        r = max(6, round(min(row.height * 0.3, u * 0.26)))
        (x, _y), size = self._socket(row, 0, 3)
        return (round(x - size * 0.55 - r * 1.2), row.centery), r

    def _chip(self, surface, seat: int, center, names) -> None:
        """The player's father, tinted as on the board, marking the row."""
        icon = self.piece_image(seat, "father", max(6, round(self.u * 0.3)))
        surface.blit(icon, icon.get_rect(center=(round(center[0]), round(center[1]))))

    def _draw_legend(self, surface) -> None:
        """Father, djinn and mother side by side, then the sig squares (S4, S5).

        Each piece's words stand in a third of the legend, beside its picture. Where even the
        smallest legible size leaves a caption more lines than that room holds, the note on
        the sig squares comes down under the longest; where the note would then run out of
        the legend onto the track (at 1024x600 in extra large text, "1 / square / per /
        point" took four lines beside the mother), the pieces go one to a row, each name and
        its caption on one line (:meth:`_draw_legend_rows`).

        In Arabic each third reads from the right, as its words do: the picture at the
        third's right, its name and caption on its left, set to the picture, and the
        father, read first, in the right third. Laid out left to right, each caption was
        set to the right edge of its third, against the next piece's picture, and its own
        picture stood on the far side of its name."""
        u = self.u
        r = self.legend_rect
        rows = (("father", _("Father"), _("1 square per point")),
                ("djinn", _("Djinn"), _("2 squares per point")),
                ("mother", _("Mother"), _("1 square per point")))
        w = r.width / 3
        pictures = []
        for kind, _name, _rest in rows:
            img = self.assets.tinted(f"sig_{kind}", theme.SAND_DARK, (round(u * 0.8),) * 2)
            pictures.append(outlined(img, SAND_LINE, 1))
        # each piece's words begin just past its picture's ink (right of it; left of it in
        # Arabic), not at a fixed place: the mother is drawn wider than the father, and in
        # extra large Arabic text her words touched her picture
        rtl = i18n.is_rtl()
        starts = [(img.get_width() - img.get_bounding_rect().left if rtl
                   else img.get_bounding_rect().right) + u * 0.08 for img in pictures]
        # a caption's room runs to a gap short of the next picture's ink (its image has a
        # blank margin): set to the third's end, "2 squares" came 3 px from the mother's
        # ink at 1024x691, and 58 px were one too few for it to be one line
        leads = [img.get_width() - img.get_bounding_rect().right if rtl
                 else img.get_bounding_rect().left for img in pictures]
        rooms = [max(30, int(w - at + (leads[i + 1] - u * 0.08 if i < 2 else 0)))
                 for i, at in enumerate(starts)]
        sig_text = _("Sig squares (the Minaret, 26 to Mecca): only a count with sig power "
                     "enters, leaves or moves on in them, and leaves square 1 (S5).")
        para_w = max(40, int(r.width - u * 0.75))
        # The legend's room is the board's: at a large text size (or in a wordier language)
        # its words are drawn smaller rather than run into each other or off the board.
        least = theme.legible(8)  # smaller, but never below the smallest legible text
        size = max(least, round(u * 0.21))
        while size > least:
            names_fit = all(theme.text_width(name, size + 3) <= room
                            for (_kind, name, _rest), room in zip(rows, rooms))
            rests = max(_lines_height(rest, size, room)
                        for (_kind, _name, rest), room in zip(rows, rooms))
            para = _lines_height(sig_text, size, para_w)
            if names_fit and u * 0.46 + rests <= u * 1.3 and u * 1.3 + para <= r.height:
                break
            size = max(least, int(size * 0.9))
        rests = max(_lines_height(rest, size, room)
                    for (_kind, _name, rest), room in zip(rows, rooms))
        # the note under the captions, a gap below the longest
        note_y = max(u * 1.3, u * 0.46 + rests + u * 0.12)
        if note_y + _lines_height(sig_text, size, para_w) > r.height:
            self._draw_legend_rows(surface, rows, size, sig_text, para_w)
            return
        for i, ((kind, name, rest), img) in enumerate(zip(rows, pictures)):
            if rtl:  # the third's right edge, its words leftward from the picture
                edge = r.right - i * w
                surface.blit(img, img.get_rect(midright=(round(edge), round(r.y + u * 0.55))))
                self.text(surface, name, (edge - starts[i], r.y + u * 0.28), size + 3,
                          theme.INK, anchor="midright")
                _draw_lines(surface, rest, size, SAND_LINE,
                            (edge - starts[i] - rooms[i], r.y + u * 0.46), rooms[i])
                continue
            x = r.x + i * w
            surface.blit(img, img.get_rect(midleft=(round(x), round(r.y + u * 0.55))))
            self.text(surface, name, (x + starts[i], r.y + u * 0.28), size + 3, theme.INK,
                      anchor="midleft")
            _draw_lines(surface, rest, size, SAND_LINE, (x + starts[i], r.y + u * 0.46),
                        rooms[i])
        self._draw_note(surface, sig_text, size, r.y + note_y, para_w)

    def _draw_legend_rows(self, surface, rows, size: int, sig_text: str,
                          para_w: int) -> None:
        """The legend in less height: a row per piece, its picture, its name and its
        caption on one line (read from the right in Arabic: the picture at the right
        edge), then the note on the sig squares."""
        u = self.u
        r = self.legend_rect
        step = max(theme.line_step(size + 3, True), round(u * 0.42))
        rtl = i18n.is_rtl()
        gap = round(u * 0.1)
        for i, (kind, name, rest) in enumerate(rows):
            cy = round(r.y + i * step + step / 2)
            img = self.assets.tinted(f"sig_{kind}", theme.SAND_DARK, (round(step * 0.95),) * 2)
            img = outlined(img, SAND_LINE, 1)
            ink = img.get_bounding_rect()
            # the pictures' ink in a column as wide as the widest picture's
            at = img.get_rect(center=(0, cy))
            at.x = r.x + round(u * 0.2) - ink.x if not rtl else \
                r.right - round(u * 0.2) - ink.right
            surface.blit(img, at)
            x = r.x + round(u * 0.2) + round(step * 0.95) + gap
            if rtl:
                x = r.right - round(u * 0.2) - round(step * 0.95) - gap
            shown = self.text(surface, name, (x, cy), size + 3, theme.INK,
                              anchor="midright" if rtl else "midleft")
            room = (shown.left - gap - r.x) if rtl else (r.right - shown.right - gap)
            fs = theme.fit_size(rest, room, size)
            self.text(surface, theme.ellipsis(rest, fs, room, False),
                      (shown.left - gap, cy) if rtl else (shown.right + gap, cy), fs,
                      SAND_LINE, bold=False, anchor="midright" if rtl else "midleft")
        self._draw_note(surface, sig_text, size, r.y + 3 * step + u * 0.12, para_w)

    def _draw_note(self, surface, sig_text: str, size: int, y: float, para_w: int) -> None:
        """The note on the sig squares from ``y``, behind its star: before its first word,
        at the legend's left, or at its right in Arabic, where the note begins (the star
        stood at the left, by the Arabic note's last words)."""
        u = self.u
        r = self.legend_rect
        if i18n.is_rtl():
            star(surface, (r.right - u * 0.3, y + u * 0.2), u * 0.15, theme.OCHRE_DARK)
            _draw_lines(surface, sig_text, size, theme.INK, (r.right - u * 0.62 - para_w, y),
                        para_w)
            return
        star(surface, (r.x + u * 0.3, y + u * 0.2), u * 0.15, theme.OCHRE_DARK)
        _draw_lines(surface, sig_text, size, theme.INK, (r.x + u * 0.62, y), para_w)

    def _draw_pieces(self, surface, state, ui: UIState, small: bool) -> None:
        spots = self.piece_layout(state)
        anim = ui.anim
        current = None
        if not ui.thumbnail and state.outcome() is None and anim.before is None:
            played = state.piece_in_play(state.turn)
            current = (state.turn, played[0]) if played else None
        if not small:
            self._draw_places_won(surface, state)
        moved = () if ui.thumbnail else self.moved_pieces(ui.last_effects)
        if current in spots and not anim.hidden(f"{current[0]}:{current[1]}"):
            self._halo(surface, *spots[current],
                       disc=self.inside_ring(*spots[current]) if current in moved else None)
        for piece in moved:
            if piece in spots and not anim.hidden(f"{piece[0]}:{piece[1]}"):
                self._moved_ring(surface, *spots[piece])
        for (seat, kind), (center, size) in spots.items():
            if anim.hidden(f"{seat}:{kind}"):
                continue
            img = self.piece_image(seat, kind, size)
            surface.blit(img, img.get_rect(center=(round(center[0]), round(center[1]))))

    def _draw_places_won(self, surface, state) -> None:
        """A badge with the place (1st, 2nd...) on the row at Mecca of each player who has
        brought all three pieces there (S8); once a race played for places is over, the
        outcome's order, whose last player never got there: their place is the last one
        all the same, and the row without a badge read as no place at all."""
        rows = self.mecca_rows()
        outcome = state.outcome()
        order = outcome.places if outcome is not None and outcome.places else state.places
        for place, seat in enumerate(order, 1):
            c, r = self.badge_spot(rows[seat])
            pygame.draw.circle(surface, theme.OCHRE, c, r)
            pygame.draw.circle(surface, theme.OCHRE_DARK, c, r, max(1, r // 6))
            word = place_badge(place)
            fs = theme.fit_size(word, int(r * 1.7), round(r * 0.95), True, 7)
            self.text(surface, word, c, fs, theme.INK)

    #: The least radius of the yellow disc, per pixel of the piece's size, where its square
    #: leaves it less room: a little wider than the piece's body.
    HALO_LEAST = 0.42

    @staticmethod
    def halo_radius(size: int) -> int:
        """The radius of the yellow disc under a piece of ``size`` whose throw is next."""
        return max(4, round(size * 0.58))

    def moved_radius(self, size: int) -> int:
        """The outer radius of the blue ring round a piece of ``size`` the last turn
        moved: just outside the disc of the next throw (:meth:`halo_radius`), so a piece
        with both marks (a sig: the same piece throws again) shows both."""
        return self.halo_radius(size) + self._moved_width() + 2

    def _moved_width(self) -> int:
        return max(2, round(self.u * 0.06))

    def halo_room(self, center) -> pygame.Rect | None:
        """The room a yellow disc centred at ``center`` must keep inside: inside the groove
        of the square, Cairo slot, Medina's plate or tray row the point lies in (None
        between them, a piece in flight)."""
        rooms = ([self.square_frame(n) for n in range(1, 29)]
                 + [self.slot_frame(p) for p in self.slots] + [self.places["Medina"]])
        m = self.line_width() + 1
        for frame in rooms:
            if frame.collidepoint(center):
                return frame.inflate(-2 * m, -2 * m)
        for row in self.tray_rows():
            if row.collidepoint(center):
                return pygame.Rect(row)
        return None

    def halo_disc(self, center, size) -> tuple[tuple[int, int], int]:
        """Centre and radius of the yellow disc under a piece of ``size`` at ``center`` whose
        throw is next: :meth:`halo_radius`, no wider than its square, and moved in from the
        square's edge as far as it must to stay inside it. A piece sharing its square with
        others stands near the square's edge, and its disc spilled over the groove into the
        next square (QA32: square 12 into 13, six players, 1920x1080)."""
        return self._fit_in_room(center, self.halo_radius(size), round(size * self.HALO_LEAST))

    def moved_disc(self, center, size) -> tuple[tuple[int, int], int]:
        """Centre and radius of the blue ring round a piece of ``size`` at ``center`` the last
        turn moved: :meth:`moved_radius`, or less where the piece stands near its square's
        edge (sized from the whole disc, it spilled over the groove into the next square),
        but never less than a ring round the piece's body. It stays on its piece (a ring
        moved in cut across it) and :meth:`_moved_ring` cuts what still passes the edge.

        A whole ring made as small as the room leaves (race of six, 1, 2 and 3 pieces on a
        square, 1024x768 and 1920x1080) passed behind the body of a piece sharing its
        square and showed two slivers at its sides, down to a fiftieth of a ring round the
        body; the ring cut at the groove rounds the piece on its other sides, a third of
        that ring or more (``test_app_sig_race_moved``)."""
        x, y = round(center[0]), round(center[1])
        r = self.moved_radius(size)
        room = self.halo_room((x, y))
        if room is None:
            return (x, y), r
        fits = min(x - room.left, room.right - x, y - room.top, room.bottom - y) - 2
        least = round(size * self.HALO_LEAST) + self._moved_width() + 2
        return (x, y), max(least, min(r, fits))

    def _fit_in_room(self, center, r: int, least: int) -> tuple[tuple[int, int], int]:
        """A disc of radius ``r`` round ``center`` inside the :meth:`halo_room` of its square:
        as large as fits round the point, centred on it; no smaller than ``least`` (a mark
        moved off its piece reads as another piece's), moved in if it must."""
        x, y = round(center[0]), round(center[1])
        room = self.halo_room((x, y))
        if room is None:
            return (x, y), r
        fits = min(x - room.left, room.right - x, y - room.top, room.bottom - y)
        r = max(2, min(r, max(fits, least), room.width // 2, room.height // 2))
        x = min(max(x, room.left + r), room.right - r)
        y = min(max(y, room.top + r), room.bottom - r)
        return (x, y), r

    def _halo(self, surface, center, size, disc=None) -> None:
        """The yellow disc of the next throw: :meth:`halo_disc`, or ``disc`` (centre, radius)
        inside the blue ring of the move just played, cut as the ring is at the square's
        edge."""
        (x, y), r = disc or self.halo_disc(center, size)
        # a circle of radius r covers 2r pixels: centred at (r, r) on a 2r square
        glow = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
        pygame.draw.circle(glow, (*theme.HIGHLIGHT, 150), (r, r), r)
        pygame.draw.circle(glow, (*theme.OCHRE_DARK, 255), (r, r), r,
                           max(2, round(self.u * 0.05)))
        room = self.halo_room((x, y)) if disc else None
        clip = surface.get_clip()
        if room is not None:
            surface.set_clip(room.clip(clip))
        surface.blit(glow, (x - r, y - r))
        surface.set_clip(clip)

    def inside_ring(self, center, size) -> tuple[tuple[int, int], int]:
        """The yellow disc of a piece that both moved and throws next (a sig, K2): inside its
        blue ring (:meth:`moved_disc`), on the same centre, as large as the ring leaves
        room for, no larger than :meth:`halo_disc`'s."""
        (x, y), r = self.moved_disc(center, size)
        return (x, y), max(2, min(self.halo_disc(center, size)[1],
                                  r - self._moved_width() - 2))

    def _moved_ring(self, surface, center, size) -> None:
        """The mark of the piece the last turn moved: a ring in the last-move blue with a
        dark edge (it reads on the sand), round the yellow disc of the next throw, not over
        it: when a sig gives the same piece the next throw, both are seen."""
        c, r = self.moved_disc(center, size)
        w = self._moved_width()
        room = self.halo_room(c)
        clip = surface.get_clip()
        if room is not None:
            surface.set_clip(room.clip(clip))
        pygame.draw.circle(surface, theme.INDIGO_DARK, c, r + 1, w + 2)
        pygame.draw.circle(surface, theme.LAST_MOVE, c, r, w)
        surface.set_clip(clip)

    # -- interaction: nothing to choose (S3) -------------------------------------------------
    def why_not(self, state: State, target: str, ui: UIState) -> str:
        if state.outcome() is not None:
            return "The game is over (S8)."
        return ("Nothing to choose in Sig: every move is a throw of the sticks; the piece in "
                "play moves by itself (S3).")

    # -- words for the panel -----------------------------------------------------------------
    def status(self, state: State) -> str:
        return self.pending_words(state) or Text(N_("Throw the sticks"))

    def review_status(self, state: State) -> str:
        """:meth:`status` looked back on: a sig of six or twelve tells its follow-ups (K3,
        K4); "Throw the sticks" and "A sig: throw again" ask for a throw, and the panel says
        whose turn it was."""
        return self.pending_words(state) if tuple(state.pending) else ""

    def throw_asked(self, state: State) -> str:
        return self.pending_words(state)

    @staticmethod
    def pending_words(state) -> str:
        pending = tuple(state.pending)
        if pending == (6,):
            return Text(N_("Sig of six: one follow-up to throw (K3)"))
        if pending and pending[0] == 0:
            so_far = pending[1:]
            if so_far:
                return Text(N_("Sig of twelve: follow-up {n} of 3, so far {sum} (K4)"),
                            n=len(so_far) + 1, sum=" + ".join(map(str, so_far)))
            return Text(N_("Sig of twelve: follow-up {n} of 3 (K4)"), n=len(so_far) + 1)
        if state.extra:
            return Text(N_("A sig: throw again (K2)"))
        return ""

    def side_info(self, state: State) -> list[str | Text]:
        names = self.game.player_names
        lines = []
        words = self.pending_words(state)
        if words:
            lines.append(words)
        played = state.piece_in_play(state.turn) if state.outcome() is None else None
        if played:
            kind, point = played
            piece = PIECE_THE.get(kind, kind)
            if point == 0:
                lines.append(Text(N_("{player}: {piece}, waiting to enter (a sig puts it on 1)"),
                                  player=names[state.turn], piece=piece))
            else:
                lines.append(Text(N_("{player}: {piece}, on {where}"), player=names[state.turn],
                                  piece=piece, where=self._point_words(point)))
        return lines

    @staticmethod
    def _point_words(point: int) -> Text:
        if 29 <= point <= 31:
            return Text(N_("Cairo (point {n} of 3)"), n=point - 28)
        if point == 32:
            return Text(N_("Medina"))
        if point == 13:
            return Text(N_("the Minaret (13)"))
        return Text(N_("square {n}"), n=point)

    # -- animation ---------------------------------------------------------------------------
    def animate(self, before: State, effects: Sequence[Effect], after: State) -> Timeline:
        tl = Timeline(before, after)
        b_spots = self.piece_layout(before)
        a_spots = self.piece_layout(after)
        routes: dict[tuple[int, str], Route] = {}
        u = self.u
        t = 0.0

        def route(seat: int, kind: str) -> Route:
            key = (seat, kind)
            r = routes.get(key)
            if r is None:
                center, size = b_spots.get(key) or a_spots.get(key) or ((0, 0), int(u * 0.7))
                r = Route(lambda s, seat=seat, kind=kind: self.piece_image(seat, kind, s),
                          center, size)
                where = dict(before.pieces(seat)).get(kind, "waiting")
                r.point = self._point_of(where)
                if seat == before.turn:
                    r.under = self._halo
                routes[key] = r
            return r

        flight = int(u * 0.78)
        for e in effects:
            kind = e.kind
            if kind == EffectKind.ENTER:
                r = route(e.player, e.piece)
                tl.sound("place", at=max(t, r.busy_until))
                t = r.go(t, 0.38, self.point_center(1), arc=0.35, size=flight)
                r.point = 1
            elif kind == EffectKind.STEP:
                r = route(e.player, e.piece)
                point = int(e.count or 0)
                hop = point - r.point == 2
                start = max(t, r.busy_until)
                tl.sound("move", at=start)
                t = r.go(t, 0.3 if hop else 0.2, self.point_center(point),
                         arc=0.5 if hop else 0.14, size=flight)
                r.point = point
            elif kind == EffectKind.SEND_BACK:
                r = route(e.player, e.piece)
                tl.sound("capture", at=t)
                if e.src in self.cells:
                    tl.flash([self.cells[e.src]], theme.REFUSED, at=t, duration=0.45, times=1)
                back = self.cells.get(e.src, self.cells["1"])  # over the square, not on it
                tl.label(_("Back to 1!"), (back.centerx, back.top - round(u * 0.12)), at=t,
                         size=max(10, round(u * 0.3)), color=(255, 220, 200))
                end = r.go(t, 0.6, self.point_center(1), arc=0.45)
                r.point = 1
                t = max(t + 0.3, end - 0.3)
            elif kind == EffectKind.FINISH:
                r = route(e.player, e.piece)
                tl.sound(self.sound_for(e) or "win", at=max(t, r.busy_until))
                tl.label(_("Mecca!"), self.places["Mecca"].center, at=max(t, r.busy_until),
                         size=max(10, round(u * 0.34)), color=theme.HIGHLIGHT)
                target = a_spots.get((e.player, e.piece), ((self.places["Mecca"].center), flight))
                t = r.go(t + 0.1, 0.45, target[0], arc=0.2, size=target[1])
                r.point = 34
            elif kind in (EffectKind.LOST, EffectKind.NOTE):
                t = self._explain(tl, e, t, before, after, routes, a_spots)
        # every moved piece settles on its place in the final position
        for key, r in routes.items():
            end = a_spots.get(key)
            if end is not None and (r.pos != tuple(map(float, end[0])) or r.size != end[1]):
                r.go(t, 0.12, end[0], size=end[1])
        for key, r in routes.items():
            tl.hide(f"{key[0]}:{key[1]}")
        # the pieces sent back are drawn first: the one that passes them goes over them
        sent = {(e.player, e.piece) for e in effects if e.kind == EffectKind.SEND_BACK}
        for key in sorted(routes, key=lambda k: k not in sent):
            routes[key].track(tl)
        return tl

    @staticmethod
    def _point_of(where: str) -> int:
        if where == "waiting":
            return 0
        if where == "Mecca":
            return 33
        if where.startswith("Cairo"):
            return 28 + int(where[5:])
        if where == "Medina":
            return 32
        return int(where)

    def _explain(self, tl: Timeline, e: Effect, t: float, before, after, routes, a_spots
                 ) -> float:
        """A callout on the board saying why points were lost (or where a djinn stopped)."""
        seat = e.player if e.player is not None else before.turn
        played = after.piece_in_play(seat) if seat is not None else None
        anchor = self.rect.center
        if seat is not None:
            moving = [r for (s, _), r in routes.items() if s == seat]
            if moving:
                anchor = moving[-1].pos
            elif played:
                spot = a_spots.get((seat, played[0]))
                if spot:
                    anchor = spot[0]
        text = e.text
        size = max(9, round(self.u * 0.24))
        bounds = self.rect
        subject, avoid = self.callout_subject(anchor, before, after)
        if e.kind == EffectKind.LOST and e.count:  # on the square's corner, not its pieces
            tl.label(f"-{e.count}", subject.topright, at=t, size=max(10, round(self.u * 0.36)),
                     color=(255, 200, 180))
        hold = 2.0 if e.kind == EffectKind.LOST else 1.4

        def bubble(surface, u, text=text, anchor=anchor):
            fade = 1.0 if u < 0.8 else (1 - u) / 0.2
            callout(surface, text, anchor, size, bounds, int(255 * fade),
                    bad=e.kind == EffectKind.LOST, subject=subject, avoid=avoid)

        tl.custom(bubble, at=t, duration=hold)
        return t + 0.6

    def callout_subject(self, anchor, before, after
                        ) -> tuple[pygame.Rect, list[pygame.Rect]]:
        """What a callout at ``anchor`` talks about and must leave visible (the square, Cairo
        slot, place or tray row under ``anchor``, with the pieces drawn there), and the rects
        it should keep off if it can (every piece before and after the move, the trays)."""
        point = (int(anchor[0]), int(anchor[1]))
        regions = list(self.cells.values()) + list(self.slots.values()) \
            + self.tray_rows() + self.mecca_rows()
        under = [r for r in regions if r.collidepoint(point)]
        subject = min(under, key=lambda r: r.width * r.height) if under else None
        pieces = []
        for state in (before, after):
            for center, size in self.piece_layout(state).values():
                r = pygame.Rect(0, 0, size, size)
                r.center = (int(center[0]), int(center[1]))
                pieces.append(r)
        if subject is None:
            subject = pygame.Rect(0, 0, int(self.u * 0.8), int(self.u * 0.8))
            subject.center = point
        subject = pygame.Rect(subject)
        for r in pieces:  # the pieces drawn on the subject, whole
            if r.colliderect(subject) and subject.collidepoint(r.center):
                subject.union_ip(r)
        return subject, pieces + [self.tray_rect]

    def draw_thumbnail(self, surface: pygame.Surface, rect: pygame.Rect, state: State) -> None:
        """The setup screen's small picture: the 5x5 track with the Minaret and the way up,
        Mecca, and a father, a djinn and a mother (the full board is unreadable that small)."""
        rect = pygame.Rect(rect)
        self.layout(rect)
        with clipped(surface, rect):
            self.draw_texture(surface, rect, "board_sand")
            c = max(3, int(min(rect.width * 0.6 / 5, rect.height * 0.86 / 6)))
            x0 = rect.x + max(2, (rect.height - 6 * c) // 2)
            y0 = rect.bottom - max(2, (rect.height - 6 * c) // 2) - 5 * c
            line = max(1, c // 12)
            for number in range(1, 27):
                col, row = square_cell(number)
                cell = pygame.Rect(x0 + col * c, y0 + (4 - row) * c, c, c).inflate(-line, -line)
                fill = (*SIG_FILL, 170) if number in SIG_NUMBERS else (*SAND_GLINT, 90)
                engraved_rect(surface, cell, line, max(1, c // 8), fill)
                if number == 13:
                    img = self.assets.fit("minaret", cell.width, cell.height)
                    surface.blit(img, img.get_rect(center=cell.center))
            right = pygame.Rect(x0 + 5 * c + c // 3, rect.y, 0, rect.height)
            right.width = rect.right - right.x - 2
            if right.width > 8:
                mecca = self.assets.fit("mecca", right.width, rect.height * 0.42)
                surface.blit(mecca, mecca.get_rect(midtop=(right.centerx, rect.y + 3)))
                size = max(6, min(right.width // 2, int(rect.height * 0.36)))
                for i, kind in enumerate(PIECES):
                    img = self.piece_image(i, kind, size)
                    x = right.x + right.width * (i + 0.5) / 3
                    y = rect.bottom - size * (0.55 if i != 1 else 0.85)
                    surface.blit(img, img.get_rect(center=(round(x), round(y))))


def _set_lines(text: str, size: int, width: int) -> tuple[str, int]:
    """``text`` broken into balanced lines no wider than ``width`` (:func:`theme.balance`),
    joined by newlines, and the width to render them in: a wrap fills its first lines,
    leaving a word alone on the last; balanced, the djinn's caption is "2 squares / per
    point". The renderer keeps the lines it is given, each no wider than ``width``
    (:meth:`ludic.app.bidi.BidiFont.render`)."""
    lines = theme.balance(theme.wrap(text, size, width), size)
    return "\n".join(lines), width


def _lines_height(text: str, size: int, width: int) -> int:
    """How tall :func:`_draw_lines` draws ``text`` in ``width`` pixels."""
    text, room = _set_lines(text, size, width)
    return theme.render(text, size, theme.INK, wrap=room).get_height()


def _draw_lines(surface, text: str, size: int, color, pos, width: int) -> None:
    """``text`` wrapped to ``width`` pixels from ``pos`` (its block's top left), set to the
    block's right edge in a right-to-left language: a paragraph rendered whole
    (:func:`theme.render`), whose lines step by the Latin line in Arabic too."""
    x, y = pos
    rtl = i18n.is_rtl()
    text, room = _set_lines(text, size, width)
    theme.draw_text(surface, text, (round(x + width) if rtl else round(x), round(y)), size,
                    color, anchor="topright" if rtl else "topleft", wrap=room)
