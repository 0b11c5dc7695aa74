"""A picture of how a game went: the series of :mod:`ludic.model.chart` drawn with pygame.

One line per side in the seat's colour (with the seat's piece beside its name in the legend),
a small mark where a side lost pieces or counters (a capture; in the Sig race a send-back),
and, in a review, a vertical line at the move shown. The horizontal axis is the moves, the
vertical one what the chart counts, from 0 to the most a side had (or Mecca in the race).

:func:`draw_chart` only reads: the same call draws the game-over panel's chart, the review's
and the one in a kept picture.
"""

from __future__ import annotations

import pygame

from ludic.app import theme
from ludic.app.scenes.common import seat_icon
from ludic.i18n import _, ngettext, tr
from ludic.model.chart import Chart


def draw_chart(surface: pygame.Surface, rect: pygame.Rect, chart: Chart, names, view,
               scale: float, cursor: int | None = None, title: bool = True) -> None:
    """Draw ``chart`` inside ``rect``: the title, the legend (names with their pieces),
    the axes, one line per side, the capture marks, the ``cursor`` (a point index)."""
    s = scale
    rect = pygame.Rect(rect)
    pygame.draw.rect(surface, theme.CREAM, rect, border_radius=round(8 * s))
    pygame.draw.rect(surface, theme.PANEL_EDGE, rect, max(1, round(2 * s)),
                     border_radius=round(8 * s))
    pad = round(8 * s)
    inner = rect.inflate(-2 * pad, -2 * pad)
    y = inner.y
    small = theme.legible(max(9, round(13 * s)))
    label_h = theme.font(small).size("0")[1]
    text = _(chart.title)
    size = theme.fit_size(text, inner.width, round(15 * s), bold=True, minimum=small)
    if title:
        # the plot before the title: where the rect is short (Arabic's tall lines in extra
        # large text at 1024x600 left the plot no room at all) the title goes
        title_h = theme.font(size, True).size("0")[1] + round(2 * s)
        rows = title_h + max(round(small * 1.3), label_h) + round(4 * s) + label_h + round(2 * s)
        title = inner.height - rows >= 12
    if title:
        r = theme.draw_text(surface, theme.ellipsis(text, size, inner.width, True),
                            (inner.x, y), size, theme.TEXT_SOFT, bold=True)
        y = r.bottom + round(2 * s)
    # the legend: each side's piece and name, on one row. Rows and labels take the height
    # the text really has (the text size setting enlarges it, not the pieces or the rect).
    icon = round(small * 1.3)
    row = max(icon, label_h)
    x = inner.x
    room = inner.width // max(1, len(chart.series))
    for seat in range(len(chart.series)):
        img = seat_icon(view, seat, icon)
        surface.blit(img, img.get_rect(midleft=(x, y + row // 2)))
        pygame.draw.line(surface, theme.player_color(seat), (x + icon + round(3 * s),
                         y + row // 2), (x + icon + round(15 * s), y + row // 2),
                         max(2, round(3 * s)))
        name = tr(names[seat]) if seat < len(names) else str(seat + 1)  # "South": الجنوب
        width = room - icon - round(22 * s)
        theme.draw_text(surface, theme.ellipsis(name, small, width), (x + icon + round(19 * s),
                        y + row // 2), small, theme.INK, anchor="midleft")
        x += room
    y += row + round(4 * s)
    left, right = _plot_span(inner, chart, s)
    plot = pygame.Rect(left, y, right - left, inner.bottom - y - label_h - round(2 * s))
    if plot.width < 20 or plot.height < 12:
        return
    # the axes, with the top value and 0, and the number of moves
    axis = theme.TEXT_SOFT
    pygame.draw.line(surface, axis, plot.bottomleft, plot.bottomright, max(1, round(s)))
    pygame.draw.line(surface, axis, plot.bottomleft, plot.topleft, max(1, round(s)))
    pygame.draw.line(surface, theme.SAND_DARK, plot.topleft, plot.topright, 1)
    if plot.height >= 2 * label_h:  # in a short plot the top value would sit on the 0
        theme.draw_text(surface, str(chart.top), (plot.x - round(4 * s), plot.y), small, axis,
                        anchor="topright")
    theme.draw_text(surface, "0", (plot.x - round(4 * s), plot.bottom), small, axis,
                    anchor="bottomright")
    # the moves played, 0 included (a draw agreed before any move said "1 move"); ``last``
    # only spreads the points over the plot's width
    played = max(0, chart.points - 1)
    last = max(1, played)
    moves = ngettext("{n} move", "{n} moves", played).format(n=played)
    theme.draw_text(surface, moves, (plot.right, plot.bottom + round(2 * s)), small, axis,
                    anchor="topright")
    theme.draw_text(surface, _(chart.axis), (plot.x + round(4 * s), plot.bottom
                    + round(2 * s)), small, axis)

    def at(i: int, v: int) -> tuple[int, int]:
        return (plot.x + round(plot.width * i / last),
                plot.bottom - round(plot.height * v / chart.top))

    if cursor is not None and 0 <= cursor < chart.points:
        cx = at(cursor, 0)[0]
        pygame.draw.line(surface, theme.OCHRE, (cx, plot.y), (cx, plot.bottom),
                         max(2, round(2 * s)))
    width = max(2, round(2.5 * s))
    n = len(chart.series)
    # where sides have the same number (both at 24 until the first capture, a draw agreed at
    # once) the last line drawn hid the others: with two or three sides each line is drawn
    # a little wider than the ones after it, so its colour edges theirs
    edge = 1 if n <= 3 else 0
    for seat, series in enumerate(chart.series):
        pts = _thin([at(i, v) for i, v in enumerate(series)])
        color = theme.player_color(seat)
        w = width + 2 * edge * (n - 1 - seat)
        if len(pts) >= 2:
            pygame.draw.lines(surface, color, False, pts, w)
        elif pts:
            pygame.draw.circle(surface, color, pts[0], w)
    r = _mark_radius(s)
    for c in chart.captures:
        p = at(c.index, chart.series[c.seat][c.index])
        # a cross of the side that lost, ringed in the colour of the one who took
        ring = theme.player_color(c.by) if isinstance(c.by, int) and c.by >= 0 else theme.INK
        pygame.draw.circle(surface, theme.CREAM, p, r + 1)
        pygame.draw.circle(surface, ring, p, r + 1, max(1, round(1.5 * s)))
        k = max(2, r - 1)
        col = theme.player_color(c.seat)
        pygame.draw.line(surface, col, (p[0] - k, p[1] - k), (p[0] + k, p[1] + k), 2)
        pygame.draw.line(surface, col, (p[0] - k, p[1] + k), (p[0] + k, p[1] - k), 2)


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
