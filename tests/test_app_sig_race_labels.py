"""Every word on the Sig (El Oued) board keeps clear of what else is drawn there.

A QA pass in Arabic found three words run into the board's drawing: the count "32" (the
Numbers toggle's badge on Medina) over the dots under «المدينة», «المئذنة» on the groove of
the Minaret's square, and "(3 نقاط)" against the frame of Cairo's plate. The measure: each
word the board writes (its inked pixels, as placed) lies either inside a frame engraved in
the sand, clear of its groove, or outside it; and it touches no picture (Cairo, Medina,
Mecca, the Minaret), no star, no arrow, no number badge, no piece, no row of the trays and
no other word. In the three languages, the three text sizes, three windows and 2-6 players,
with the numbers shown and hidden.

The pictures are held to the same: each of Cairo's, Medina's, Mecca's and the Minaret's lies
inside its frame, clear of its groove, and touches no star, arrow, number badge (the badges
"13" and "14" covered the Minaret's top at 1280x720 and 1024x768), piece, row, name plate or
other picture. And every special square names itself on the board: the Minaret's square
showed its picture alone in English and French at every size (the word did not fit inside
its groove); only the legend named it. Its name is now on a plate across the square's
lower part, the one word allowed over its groove. Squares 26-28, which the rule book
names by number only (S1), are sig squares (S5): "sig" is written on each, on a plate in
its middle, clear of its star, its badge and the track's arrows."""

from __future__ import annotations

import pygame
import pytest

from apphelp import Harness, TextRecorder, headless_view
from ludic import i18n
from ludic.app import language, theme
from ludic.app.boards.base import UIState
from ludic.model.registry import make_game

LEVEL = "sig-el-oued"
LANGUAGES = ("en", "fr", "ar")
TEXT_SIZES = ("normal", "large", "extra large")


def _board_rects(tmp_path, size) -> dict[tuple[str, str], pygame.Rect]:
    """The board's rect in the game scene at window ``size``, per language and text size
    (the panel beside it grows with the text)."""
    h = Harness(tmp_path, size=size)
    rects = {}
    for lang in LANGUAGES:
        language.switch(h.app, lang)
        for text_size in TEXT_SIZES:
            h.set_text_size(text_size)
            h.settle()
            h.start_game(LEVEL)
            rects[lang, text_size] = pygame.Rect(h.game.view.rect)
            h.app.reset("title")
    return rects


def _ink(drawn, d) -> pygame.Rect:
    """The box of the inked pixels of drawn text ``d``, where it was placed."""
    with drawn.paused():
        img = theme.render(d.text, d.size, (0, 0, 0), d.bold, d.italic, d.wrap)
    return img.get_bounding_rect(min_alpha=60).move(d.rect.topleft)


def _arrow_rect(p, q, width: int, head: float) -> pygame.Rect:
    left, top = min(p[0], q[0]), min(p[1], q[1])
    rect = pygame.Rect(int(left), int(top), int(abs(q[0] - p[0])) + 1,
                       int(abs(q[1] - p[1])) + 1)
    spread = int(max(width, head * 1.2)) + 2
    return rect.inflate(spread, spread)


def _obstacles(view, state, numbers: bool) -> list[tuple[str, pygame.Rect]]:
    """What a word must not touch, named: pictures, stars, arrows, badges, pieces, rows."""
    out = []
    for name in view.places:
        img, at = view.place_picture(name)
        out.append((f"picture {name}", img.get_bounding_rect().move(at.topleft)))
    img, at = view.minaret_picture(numbers=numbers)
    out.append(("picture Minaret", img.get_bounding_rect().move(at.topleft)))
    out.append(("Minaret's plate", view.minaret_label()[4]))
    for (x, y), r in view.stars():
        out.append(("star", pygame.Rect(round(x - r), round(y - r), round(2 * r) + 1,
                                        round(2 * r) + 1)))
    arrows = view.links() + (view.direction_arrows() if numbers else [])
    out += [("arrow", _arrow_rect(*a)) for a in arrows]
    if numbers:
        for name, badges in view.number_badges().items():
            out += [(f"badge {name}", img.get_rect(topleft=at)) for img, at in badges]
    for (seat, kind), (center, s) in view.piece_layout(state).items():
        img = view.piece_image(seat, kind, s)
        at = img.get_rect(center=(round(center[0]), round(center[1])))
        out.append((f"piece {seat} {kind}", img.get_bounding_rect().move(at.topleft)))
    out += [("waiting row", r) for r in view.tray_rows()]
    out += [("row at Mecca", r) for r in view.mecca_rows()]
    return out


def _problems(view, drawn, state, numbers: bool) -> list[str]:
    """What each word the board wrote (but the legend's, the names in the rows at Mecca and
    their place badges, measured by their own tests) runs into."""
    line = view.line_width()
    frames = view.frames()
    rows = view.mecca_rows()
    words = [(d.text, _ink(drawn, d)) for d in drawn if d.rect is not None]  # all the board's
    legend = [(t, r) for t, r in words if view.legend_rect.contains(r)]
    checked = [(t, r) for t, r in words if (t, r) not in legend
               and not any(row.collidepoint(r.center) for row in rows)]
    obstacles = _obstacles(view, state, numbers)
    plate = view.minaret_label()[4]
    out = _picture_problems(view, obstacles, numbers)
    # every special square says what it is: the Minaret's name on its square, each place's
    # on its plate
    named = {"Minaret": view.cells["13"], **view.places,
             **{str(n): view.cells[str(n)] for n in (26, 27, 28)}}
    for name, where in named.items():
        text = view.minaret_label()[0] if name == "Minaret" else \
            view.sig_square_label(int(name))[0] if name.isdigit() else view.place_label(name)[0]
        if not any(t == text and where.contains(r) for t, r in checked):
            out.append(f"{name} is not named on its square {where}")
    for i, (text, ink) in enumerate(checked):
        if not view.rect.contains(ink):
            out.append(f"{text!r} {ink} leaves the board {view.rect}")
        on_plate = text == view.minaret_label()[0] and plate.contains(ink)
        if not on_plate and plate.colliderect(ink):
            out.append(f"{text!r} {ink} on the Minaret's plate {plate}")
        for n in (26, 27, 28):
            sig_plate = view.sig_square_label(n)[4]
            if sig_plate.colliderect(ink) and not (text == view.sig_square_label(n)[0]
                                                   and sig_plate.contains(ink)):
                out.append(f"{text!r} {ink} on square {n}'s plate {sig_plate}")
        for frame in frames if not on_plate else ():
            inside = frame.inflate(-2 * (line + 1), -2 * (line + 1)).contains(ink)
            groove = pygame.Rect(frame.x - 1, frame.y - 1, frame.width + 3, frame.height + 3)
            if not inside and ink.colliderect(groove):
                out.append(f"{text!r} {ink} on the frame {frame}")
        for what, rect in obstacles:
            if ink.colliderect(rect) and what != "Minaret's plate":
                out.append(f"{text!r} {ink} on the {what} {rect}")
        for other, rect in checked[i + 1:] + legend:
            if ink.colliderect(rect):
                out.append(f"{text!r} {ink} on the words {other!r} {rect}")
    return out


def _picture_problems(view, obstacles, numbers: bool) -> list[str]:
    """What each picture runs into: its frame's groove (it lies inside the frame, clear of
    it), or anything else drawn there (:func:`_obstacles`)."""
    line = view.line_width()
    frames = {f"picture {name}": plate for name, plate in view.places.items()}
    frames["picture Minaret"] = view.square_frame(13)
    out = []
    for what, rect in obstacles:
        if not what.startswith("picture"):
            continue
        inside = frames[what].inflate(-2 * (line + 1), -2 * (line + 1))
        if not inside.contains(rect):
            out.append(f"{what} {rect} not inside its frame {frames[what]}")
        for other, obstacle in obstacles:
            if other != what and rect.colliderect(obstacle):
                out.append(f"{what} {rect} on the {other} {obstacle}")
    return out


@pytest.mark.parametrize("size", [(1280, 720), (1024, 768), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_label_keeps_clear_of_dots_lines_and_boxes(tmp_path, size):
    rects = _board_rects(tmp_path, size)
    problems = []
    was = i18n.language()
    try:
        for (lang, text_size), rect in rects.items():
            i18n.set_language(lang)
            theme.set_text_size(text_size)
            for players in range(2, 7):
                game = make_game(LEVEL, {}, players)
                view = headless_view(game, rect)
                state = game.initial_state()
                view.sync(state)
                for numbers in (False, True):
                    surface = pygame.Surface((rect.right, rect.bottom))
                    with TextRecorder() as drawn:
                        view.draw(surface, state, UIState(show_numbering=numbers))
                    problems += [f"{lang} {text_size} {players}p numbers={numbers}: {p}"
                                 for p in _problems(view, drawn, state, numbers)]
    finally:
        i18n.set_language(was)
        theme.set_text_size("normal")
    assert not problems, "\n".join(dict.fromkeys(problems))
