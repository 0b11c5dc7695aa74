"""A picture of how a game went: the series of :mod:`ludic.model.chart` drawn with pygame.

One line per side in the seat's colour (with the seat's piece beside its name in the legend),
a small mark where a side lost pieces or counters (a capture; in the Sig race a send-back),
and, in a review, a vertical line at the move shown. The horizontal axis is the moves, the
vertical one what the chart counts, from 0 to the most a side had (or Mecca in the race).

:func:`draw_chart` only reads: the same call draws the game-over panel's chart, the review's
and the one in a kept picture.
"""

from __future__ import annotations

from typing import NamedTuple

import pygame

from ludic.app import theme
from ludic.app.scenes.common import Mirror, seat_icon
from ludic.i18n import _, ngettext, short_names, tr
from ludic.model.chart import Chart

#: The least room between two entries of the legend, at scale 1 (each entry's coloured
#: piece begins the next one: a little room is enough to tell them apart).
LEGEND_GAP = 3


class ChartLayout(NamedTuple):
    """Where :func:`draw_chart` puts things in its rect (:func:`chart_layout`)."""

    inner: pygame.Rect  # the rect less its padding
    small: int  # the legend's and the axes' text size
    label_h: int  # a line of that text
    icon: int  # a side's piece in the legend
    row: int  # a legend row
    text: str  # the title's words
    size: int  # the title's size
    title: bool  # whether the title is drawn
    plan: tuple  # the legend (:func:`legend_plan`)
    plot: pygame.Rect  # the plot: the axes and the lines
    strip: bool = False  # only the lines (no legend, no labels): a rect too short for them
    lines: tuple = ()  # the title as drawn: its one line, or two where one would be cut


def moves_label(chart: Chart) -> str:
    """The count under the chart's right end: its moves, and in a Sig game its throws
    apart, in the words of the Load game list ("51 moves, 75 throws played"; a Sig race,
    which has only throws, "300 throws played"). The throws counted as moves, "126 moves"
    stood under a capture game whose move list numbered 51."""
    played = max(0, chart.points - 1)
    throws = min(chart.throws, played)
    moves = played - throws
    if not throws:
        return ngettext("{n} move", "{n} moves", moves).format(n=moves)
    said = ngettext("{n} throw played", "{n} throws played", throws).format(n=throws)
    if not moves:
        return said
    return _("{moves}, {throws}").format(
        moves=ngettext("{n} move", "{n} moves", moves).format(n=moves), throws=said)

def readable_plot(label_h: int) -> int:
    """The least height of a plot worth the title above it (of labels ``label_h`` tall):
    room for its top value over its 0, the lines of two sides apart (the Sig capture's
    chart in Arabic extra large text at 1024x600 kept its title over a plot 25 pixels
    tall)."""
    return max(12, 2 * label_h)


def chart_layout(rect: pygame.Rect, chart: Chart, names, scale: float,
                 title: bool = True) -> ChartLayout:
    """The layout of ``chart`` drawn in ``rect``: the title (if ``title`` and the plot keeps
    :func:`readable_plot` under it), the legend on one row or two, and the plot below."""
    s = scale
    rect = pygame.Rect(rect)
    pad = round(8 * s)
    inner = rect.inflate(-2 * pad, -2 * pad)
    small = theme.legible(max(9, round(13 * s)))
    # Rows and labels take the height the text really has (the text size setting enlarges
    # it, not the pieces or the rect): a line of the Latin face in every language, as
    # English has it. An Arabic line's own box keeps half as much again for marks stacked
    # above and below, which a name or a word of the axis rarely has: counted, it took the
    # plot's room (the Sig capture's chart in Arabic extra large text: 25 pixels of plot)
    label_h = theme.font(small).latin.size("0")[1]
    text = _(chart.title)
    icon = round(small * 1.3)
    row = max(icon, label_h)
    n = len(chart.series)

    def plot_h(rows: int, title_h: int) -> int:
        """The plot's height under a title ``title_h`` tall and ``rows`` legend rows."""
        return inner.height - title_h - rows * (row + round(4 * s)) - label_h - round(2 * s)

    def title_height(lines: list[str], size: int) -> int:
        return theme.font(size, True).latin.size("0")[1] \
            + (len(lines) - 1) * theme.line_step(size, True) + round(2 * s)

    # the title: on one line, a little smaller where it must (not below the legend's text);
    # else on two balanced lines, at its size or failing room at the legend's (a review's
    # chart in French extra large text cut Isolo's "Graines dans les rangées de ch…"). It is
    # drawn whole over a readable plot or not at all: where the rect is short (Arabic's tall
    # lines in extra large text at 1024x600 left the plot 25 pixels, or no room at all) the
    # title goes, the axis's own word saying what is counted
    lines, size, title_h = [text], round(15 * s), 0
    for ask in ((round(15 * s), small) if title else ()):
        shown, at = theme.fit_lines(text, inner.width, ask, bold=True, lines=2, least=small)
        shown = theme.balance(shown, at, True)  # not one word alone on the second line
        tall = title_height(shown, at)
        if at >= small and " ".join(shown).split() == theme.drawable(text).split() \
                and plot_h(1, tall) >= readable_plot(label_h):
            lines, size, title_h = shown, at, tall
            break
    title = title_h > 0
    # the legend: each side's piece and name, on one row; on two where the names are not
    # whole on one and the plot keeps room for its top value and its 0, or failing that the
    # height it had (the title then gives way: six names whole say more than the title)
    plan = legend_plan(names, n, inner.width, icon, small, s)
    if not plan[3]:
        two = legend_plan(names, n, inner.width, icon, small, s, rows=2)
        if title and plot_h(2, title_h) >= 2 * label_h:
            plan = two
        elif two[3] and plot_h(2, 0) >= max(12, min(2 * label_h, plot_h(1, title_h))):
            plan, title, title_h = two, False, 0
    left, right = _plot_span(inner, chart, s)
    if plot_h(1, 0) < readable_plot(label_h):
        # too short for a legend and the axis's words over a readable plot (a review in
        # extra large text at 1280x720, whose move list keeps five rows first): the lines
        # alone, a strip across the rect with the move shown on it, still a click to a move
        # (the players' pieces and colours are in the panel above it)
        plot = pygame.Rect(left, inner.y, right - left, inner.height)
        return ChartLayout(inner, small, label_h, icon, row, text, size, False, plan, plot,
                           strip=True, lines=tuple(lines))
    rows = -(-n // plan[2])
    top = inner.y + title_h
    y = top + (row + round(4 * s)) * rows
    plot = pygame.Rect(left, y, right - left, inner.bottom - y - label_h - round(2 * s))
    return ChartLayout(inner, small, label_h, icon, row, text, size, title, plan, plot,
                       lines=tuple(lines))


def seat_color(view, seat: int) -> tuple[int, int, int]:
    """The colour of ``seat``'s line and marks: the board view's (:meth:`BoardView.seat_color`),
    or the seat's own colour where there is no view."""
    return view.seat_color(seat) if view is not None else theme.player_color(seat)


def draw_chart(surface: pygame.Surface, rect: pygame.Rect, chart: Chart, names, view,
               scale: float, cursor: int | None = None, title: bool = True) -> None:
    """Draw ``chart`` inside ``rect``: the title, the legend (names with their pieces),
    the axes, one line per side, the capture marks, the ``cursor`` (a point index)."""
    s = scale
    rect = pygame.Rect(rect)
    pygame.draw.rect(surface, theme.CREAM, rect, border_radius=round(8 * s))
    pygame.draw.rect(surface, theme.PANEL_EDGE, rect, max(1, round(2 * s)),
                     border_radius=round(8 * s))
    laid = chart_layout(rect, chart, names, s, title)
    inner, small, label_h, icon, row = laid.inner, laid.small, laid.label_h, laid.icon, laid.row
    size, title, plan = laid.size, laid.title, laid.plan
    n = len(chart.series)
    y = inner.y
    shown, line, per_row, _whole = plan
    # Arabic: the title and the legend read from the right, each piece right of its name
    # (the plot keeps time running left to right)
    flip = Mirror(inner)
    if title:
        # each line on the Latin line's baseline (the layout counts Latin lines): an Arabic
        # line's picture, set by its top, sat lower by its room for marks, and in extra
        # large text "قطع كل طرف" touched the legend's "الجنوب" under it
        for k, words in enumerate(laid.lines):
            top = y + k * theme.line_step(size, True) - theme.line_rise(words, size, True)
            flip.text(surface, words, (inner.x, top), size, theme.TEXT_SOFT, bold=True,
                      anchor="topleft")
    y = laid.plot.y - (row + round(4 * s)) * -(-n // per_row)  # the legend, over the plot
    lead = icon + round(19 * s) if line else icon + round(4 * s)  # the piece (and line)
    for first in range(0, 0 if laid.strip else n, per_row):
        seats = range(first, min(n, first + per_row))
        gap = round(LEGEND_GAP * s)
        spots = legend_spots([lead + theme.text_width(shown[i], small) for i in seats],
                             inner.width, gap)
        if spots is None:  # too long even so: equal shares, the names cut to theirs
            share = inner.width // len(seats)
            spots = [(k * share, share - gap) for k in range(len(seats))]
        mid = y + (row + round(4 * s)) * (first // per_row) + row // 2
        for seat, (x, room) in zip(seats, spots):
            x += inner.x
            img = seat_icon(view, seat, icon)
            surface.blit(img, flip.rect(img.get_rect(midleft=(x, mid))))
            if line:
                pygame.draw.line(surface, seat_color(view, seat),
                                 flip.point((x + icon + round(3 * s), mid)),
                                 flip.point((x + icon + round(15 * s), mid)),
                                 max(2, round(3 * s)))
            flip.text(surface, theme.ellipsis(shown[seat], small, room - lead),
                      (x + lead, mid), small, theme.INK, anchor="midleft")
    plot = laid.plot
    if plot.width < 20 or plot.height < 12:
        return
    # the axes, with the top value and 0, and the number of moves
    axis = theme.TEXT_SOFT
    pygame.draw.line(surface, axis, plot.bottomleft, plot.bottomright, max(1, round(s)))
    pygame.draw.line(surface, axis, plot.bottomleft, plot.topleft, max(1, round(s)))
    pygame.draw.line(surface, theme.SAND_DARK, plot.topleft, plot.topright, 1)
    # the moves played, 0 included (a draw agreed before any move said "1 move"); ``last``
    # only spreads the points over the plot's width
    played = max(0, chart.points - 1)
    last = max(1, played)
    if not laid.strip:  # a strip has only its lines
        # the numbers by their letters: an Arabic line's picture is taller than the Latin line
        # the layout counts (its room for marks above and below), and its "0" stood above the
        # axis it labels
        above, below = _number_shifts(small)
        if plot.height >= 2 * label_h:  # in a short plot the top value would sit on the 0
            theme.draw_text(surface, str(chart.top), (plot.x - round(4 * s), plot.y - above),
                            small, axis, anchor="topright")
        theme.draw_text(surface, "0", (plot.x - round(4 * s), plot.bottom + below), small,
                        axis, anchor="bottomright")
        # the words under the axis on the Latin line's baseline (the layout counts a Latin
        # line for them): set by its top, an Arabic word's picture sat lower by its room for
        # marks, and "قطع" reached under the chart's frame in extra large text at 1366x768
        moves, what = moves_label(chart), _(chart.axis)
        theme.draw_text(surface, moves, (plot.right, plot.bottom + round(2 * s)
                        - theme.line_rise(moves, small)), small, axis, anchor="topright")
        theme.draw_text(surface, what, (plot.x + round(4 * s), plot.bottom + round(2 * s)
                        - theme.line_rise(what, small)), small, axis)

    def at(i: int, v: int) -> tuple[int, int]:
        return (plot.x + round(plot.width * i / last),
                plot.bottom - round(plot.height * v / chart.top))

    if cursor is not None and 0 <= cursor < chart.points:
        cx = at(cursor, 0)[0]
        pygame.draw.line(surface, theme.OCHRE, (cx, plot.y), (cx, plot.bottom),
                         max(2, round(2 * s)))
    width = max(2, round(2.5 * s))
    n = len(chart.series)
    # where sides have the same number (a Dra game without a capture: both at 12 to the end)
    # the last line drawn hid the others. With two or three sides each line is drawn a
    # little wider than the ones after it, so its colour edges theirs; and over a stretch
    # where lines run together each later one is dashed, its dashes taking turns with the
    # others' colours (:func:`_shared_dashes`): a one-pixel edge was lost on a projector
    edge = 1 if n <= 3 else 0
    paths = [_thin([at(i, v) for i, v in enumerate(series)]) for series in chart.series]
    segments = [set(zip(pts, pts[1:])) for pts in paths]
    dash = max(4, round(10 * s))
    for seat, pts in enumerate(paths):
        color = seat_color(view, seat)
        w = width + 2 * edge * (n - 1 - seat)
        if len(pts) < 2:
            if pts:
                pygame.draw.circle(surface, color, pts[0], w)
            continue
        run = [pts[0]]  # the solid stretch being gathered
        for seg in zip(pts, pts[1:]):
            group = [k for k in range(n) if seg in segments[k]]
            if group[0] == seat:
                run.append(seg[1])
                continue
            if len(run) >= 2:
                pygame.draw.lines(surface, color, False, run, w)
            run = [seg[1]]
            rank = group.index(seat)
            for a, b in _shared_dashes(seg, plot.x + rank * dash, dash, len(group) * dash):
                pygame.draw.line(surface, color, a, b, w)
        if len(run) >= 2:
            pygame.draw.lines(surface, color, False, run, w)
    r = _mark_radius(s)
    for c in chart.captures:
        p = at(c.index, chart.series[c.seat][c.index])
        # a cross of the side that lost, ringed in the colour of the one who took
        ring = seat_color(view, c.by) if isinstance(c.by, int) and c.by >= 0 else theme.INK
        pygame.draw.circle(surface, theme.CREAM, p, r + 1)
        pygame.draw.circle(surface, ring, p, r + 1, max(1, round(1.5 * s)))
        k = max(2, r - 1)
        col = seat_color(view, c.seat)
        pygame.draw.line(surface, col, (p[0] - k, p[1] - k), (p[0] + k, p[1] + k), 2)
        pygame.draw.line(surface, col, (p[0] - k, p[1] + k), (p[0] + k, p[1] - k), 2)


def legend_plan(names, n: int, width: int, icon: int, small: int, scale: float,
                rows: int = 1) -> tuple[list[str], bool, int, bool]:
    """How the legend of ``n`` sides fits ``width``: the names shown, whether each keeps its
    colour's short line beside its piece, how many go on a row (``rows`` at most), and
    whether every name is whole.

    Six sides at 1024x600 in extra large text left each name 46 pixels: "Computer 1" was cut
    to "Com…", each computer like the next. In order, the first that lets every name whole
    (:func:`legend_spots`): the names on one row; the computer's default names in their
    short form ("Comp. 1", "Ordi 1", :func:`ludic.i18n.short_names`); the same without the
    colour's line (the piece has the colour already); then the same three on two rows where
    ``rows`` allows them. A name still too long is cut ("…") in the last of them, the
    roomiest."""
    def as_shown() -> list[str]:  # "South": الجنوب
        return [tr(names[i]) if i < len(names) else str(i + 1) for i in range(n)]

    full = as_shown()
    with short_names():
        short = as_shown()
    plans = []
    for k in range(1, max(1, rows) + 1):
        per_row = -(-max(1, n) // k)
        plans += [(full, True, per_row), (short, True, per_row), (short, False, per_row)]
    for shown, line, per_row in plans:
        lead = icon + round(19 * scale) if line else icon + round(4 * scale)
        wide = [lead + theme.text_width(t, small) for t in shown]
        if all(legend_spots(wide[i:i + per_row], width, round(LEGEND_GAP * scale))
               for i in range(0, n, per_row)):
            return shown, line, per_row, True
    return (*plans[-1], False)


def legend_spots(wide: list[int], width: int, gap: int) -> list[tuple[int, int]] | None:
    """Where the entries of one legend row go, each ``wide[i]`` wide, in ``width``: (x,
    room) per entry, each as wide as it needs and what is left shared out after each (a long
    name beside short ones is not cut to an equal share); None where they do not fit with
    ``gap`` between them."""
    k = max(1, len(wide))
    if sum(wide) + gap * (k - 1) > width:
        return None
    extra = (width - sum(wide)) // k
    out, x = [], 0
    for w in wide:
        out.append((x, w + extra))
        x += w + extra
    return out


def _number_shifts(size: int) -> tuple[int, int]:
    """How much more room a number's picture has above and below its digits than the
    Latin face's picture (0 and 0 but in Arabic, whose pictures keep room for marks): the
    axis's numbers are moved by that much, their digits where English has them."""
    f = theme.font(size)
    img = f.latin.render("0", True, (0, 0, 0))
    rect = img.get_bounding_rect(min_alpha=60)
    top, bottom = theme.ink_rows("0", size)
    picture_h = theme.render("0", size, (0, 0, 0)).get_height()
    return (max(0, top - rect.top),
            max(0, (picture_h - bottom) - (img.get_height() - rect.bottom)))


def _shared_dashes(seg, phase: int, on: int, period: int):
    """The dashes of the segment ``seg`` (two points, left to right) drawn where its line
    runs with others': the stretches whose x lies ``on`` pixels long in every ``period``
    counted from ``phase``. Counted along x from a fixed start, they fall at the same places
    on every segment of the line (a long game's segments are shorter than a dash), and each
    side's dashes, started ``on`` after the one before it, take their turn."""
    (x0, y0), (x1, y1) = seg
    if x1 <= x0:  # an upright step (more moves than pixels): all or nothing
        return [seg] if (x0 - phase) % period < on else []
    out = []
    start = x0 - (x0 - phase) % period  # the dash at or before x0
    while start < x1:
        a, b = max(x0, start), min(x1, start + on)
        if a < b:
            out.append(((a, round(y0 + (y1 - y0) * (a - x0) / (x1 - x0))),
                        (b, round(y0 + (y1 - y0) * (b - x0) / (x1 - x0)))))
        start += period
    return out


def _thin(points: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The polyline without the points that repeat a pixel (long games, small charts)."""
    out: list[tuple[int, int]] = []
    for p in points:
        if not out or out[-1] != p:
            out.append(p)
    return out


def _mark_radius(scale: float) -> int:
    return max(3, round(4 * scale))


def _plot_span(inner: pygame.Rect, chart: Chart, scale: float) -> tuple[int, int]:
    """Where the moves run, left to right, inside the chart's padding: after the top value's
    label, and short of the right edge by a capture mark's radius, so the mark of a capture
    on the last move is drawn whole."""
    small = theme.legible(max(9, round(13 * scale)))
    left = inner.x + theme.text_width(str(chart.top), small) + round(6 * scale)
    return left, inner.right - _mark_radius(scale) - 2


def point_at(rect: pygame.Rect, chart: Chart, x: int, scale: float) -> int:
    """The point of ``chart`` under the horizontal position ``x`` in a chart drawn in
    ``rect``, for a click on the chart."""
    pad = round(8 * scale)
    left, right = _plot_span(pygame.Rect(rect).inflate(-2 * pad, -2 * pad), chart, scale)
    last = max(1, chart.points - 1)
    frac = (x - left) / max(1, right - left)
    return max(0, min(last, round(frac * last)))
