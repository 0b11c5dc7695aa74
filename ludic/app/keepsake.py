"""Keep a game: a PNG of the board at its end beside the chart of how it went, with the
game's name, the players' names, the date and the result, for a handout or a class wall.

The picture goes into the user's pictures folder (platformdirs ``user_pictures_dir()``), in a
``Ludic`` folder; where that folder cannot be made or written, into the app's data folder
(``pictures``). :func:`keep_picture` returns the sentence the app shows: where the picture
went, or plainly why it could not be saved.
"""

from __future__ import annotations

import datetime as _dt
import logging
import re
from pathlib import Path

import pygame

from ludic.app import theme
from ludic.app.boards import make_view
from ludic.app.boards.base import UIState
from ludic.app.chart_view import draw_chart
from ludic.app.storage import plain_os_error
from ludic.i18n import N_, Text, _, ngettext, tr
from ludic.model.chart import chart_of_history

log = logging.getLogger(__name__)

#: The picture's size in pixels (landscape, prints well on A4).
SIZE = (1600, 900)


def picture_folders(app) -> list[Path]:
    """Where a picture may go, best first: the pictures folder, then the data folder."""
    data = Path(app.storage.data_dir)
    folders = []
    try:
        import platformdirs

        # only for the user's own data folder: a test's or LUDIC_HOME's keeps to its own
        if data == Path(platformdirs.user_data_dir("Ludic", appauthor=False)):
            folders.append(Path(platformdirs.user_pictures_dir()) / "Ludic")
    except Exception:  # no pictures folder on this system
        log.info("no pictures folder", exc_info=True)
    folders.append(data / "pictures")
    return folders


def file_name(level_id: str, when: _dt.datetime) -> str:
    """``ludic-dra-2026-11-23-1830.png``: the game and the minute, safe on every system."""
    safe = re.sub(r"[^a-z0-9-]", "", level_id.lower()) or "game"
    return f"ludic-{safe}-{when:%Y-%m-%d-%H%M%S}.png"


def result_words(session) -> str:
    """The result line of the picture: who won (or a draw), then why, as the game-over
    panel says them ("Amina wins. North cannot move (H5)"): the model's ``why``, not its
    ``reason``, which names the winner a second time."""
    outcome = session.outcome
    if outcome is None:
        return _("The game was not finished.")
    if outcome.winner is None:
        who = _("A draw")
    else:
        who = _("{name} wins").format(name=tr(session.names[outcome.winner]))
    return f"{who}. {tr(outcome.why)}" if outcome.why else f"{who}."


def render(app, session, when: _dt.datetime) -> pygame.Surface:
    """The picture: the board at the end on the left, on the right the game's name, the
    players, the date, the result and the chart."""
    w, h = SIZE
    s = 1.6
    img = pygame.Surface(SIZE)
    img.fill(theme.SAND_LIGHT)
    band = pygame.Rect(0, 0, w, 78)
    img.fill(theme.INDIGO_DARK, band)
    theme.draw_text(img, _(session.level.name), (32, band.centery), 40, theme.CREAM, bold=True,
                    anchor="midleft")
    theme.draw_text(img, when.strftime("%Y-%m-%d"), (w - 32, band.centery), 26, theme.SAND,
                    anchor="midright")
    view = make_view(session.game, app.assets)
    state = session.state
    area = pygame.Rect(24, band.bottom + 24, 860, h - band.bottom - 48)
    aspect = float(getattr(view, "aspect", 1.0) or 1.0)
    bw = min(area.width, round(area.height * aspect))
    board = pygame.Rect(0, 0, bw, min(area.height, round(bw / aspect)))
    board.center = area.center
    view.layout(board)
    view.sync(state)
    # a picture marks no legal move (nobody clicks it): kept from a review, they read as hints;
    # its words are a game's looked back on
    view.draw(img, state, UIState(player_names=tuple(session.names), scale=board.height / 600,
                                  legal_marks=False, looking_back=True))
    x = area.right + 32
    right = pygame.Rect(x, band.bottom + 24, w - x - 32, h - band.bottom - 48)
    y = right.y
    names = "  ·  ".join(tr(n) for n in session.names)
    r = theme.draw_text(img, theme.ellipsis(names, 30, right.width, True), (x, y), 30,
                        theme.INK, bold=True)
    y = r.bottom + 12
    r = theme.draw_text(img, result_words(session), (x, y), 24, theme.TERRACOTTA_DARK,
                        wrap=right.width)
    y = r.bottom + 12
    moves = len(session.history.played)
    r = theme.draw_text(img, ngettext("{n} move", "{n} moves", moves).format(n=moves), (x, y),
                        22, theme.TEXT_SOFT)
    y = r.bottom + 20
    chart = chart_of_history(session.level.game, session.history)
    if chart is not None and right.bottom - y > 160:
        chart_rect = pygame.Rect(x, y, right.width, right.bottom - y)
        draw_chart(img, chart_rect, chart, session.names, view, s)
    return img


def keep_picture(app, session, view=None, when: _dt.datetime | None = None
                 ) -> tuple[str, bool]:
    """Save the picture of ``session``; (the sentence to show, whether it is a failure)."""
    when = when or _dt.datetime.now()
    try:
        img = render(app, session, when)
    except Exception:  # a drawing defect must not cost the game
        log.exception("keep: drawing the picture")
        return _("The picture could not be drawn: nothing was saved."), True
    name = file_name(session.level.id, when)
    problems = []
    for folder in picture_folders(app):
        path = folder / name
        try:
            folder.mkdir(parents=True, exist_ok=True)
            pygame.image.save(img, str(path))
        except (OSError, pygame.error) as exc:
            log.warning("keep: cannot write %s: %s", path, exc)
            problems.append(tr(_plain(exc)))
            continue
        return _("The picture is saved: {path}").format(path=str(path)), False
    why = problems[-1] if problems else _("no folder to write to")
    return _("The picture could not be saved: {why}.").format(why=why), True


def _plain(exc: BaseException) -> Text:
    """An error in plain words, a Text shown with ``tr()`` as every message about a file
    is (no number, no path: :func:`storage.plain_os_error`)."""
    if isinstance(exc, OSError):
        return plain_os_error(exc)
    return Text(N_("the picture could not be written"))
