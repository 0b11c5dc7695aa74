"""Every mark that can fall on one place shows there with the others, on every board with
places to choose (Dra, Khamousiyya 7x7 and 5x5, Isolo, Sig capture).

The marks were rings drawn on one circle, the place's edge, the last drawn hiding the rest:
after a click the mouse rests on the place just played, and the hover's cream ring covered
the last move's light blue ring exactly when a player looked for it (Dra, Sig capture); on
Sig capture the yellow ring round a movable piece covered it too, and the hint's green ring
covered whatever lay under it. Each mark now has a lane of its own (``base.LANE_LAST``...),
the keyboard cursor its corners.

The measure, for each mark on a place: the pixels of its colour it adds there with every
other mark drawn too, against those it adds drawn alone. A mark covered by another adds
none where it is covered."""

from __future__ import annotations

import random

import pygame
import pytest

from apphelp import Harness
from ludic.app import theme
from ludic.app.boards.base import CURSOR

BOARDS = ["dra", "khamousiyya", "khamousiyya-5x5", "isolo", "sig-el-oued-capture"]

#: The colour of the ring each board draws round a piece or hole that may move (Sig capture
#: rings its glow in ochre).
MOVABLE = {"sig-el-oued-capture": theme.OCHRE_DARK}

#: The share of its own pixels a mark must keep among the others (the rest of a ring may
#: pass under a badge, a number or a cursor bracket that lies on the place in both pictures).
KEPT = 0.8


def _decision(tmp_path, level: str, size) -> tuple[Harness, object]:
    """A game of ``level`` in a position, some random moves in, where the player to move
    chooses a move (one from a piece or hole to a place where the board has them)."""
    h = Harness(tmp_path, size=size)
    h.start_game(level)
    state = h.game.state
    view = h.game.view
    rng = random.Random(3)
    for n in range(400):
        if n >= 4 and not state.is_chance and state.outcome() is None:
            lengths = {len(view.move_targets(m)) for m in state.legal_moves()}
            if 2 in lengths or (level == "isolo" and 1 in lengths):
                return h, state
        state = state.play_at(rng.random())
        if state.outcome() is not None:
            state = h.game.state
    raise AssertionError(f"{level}: no decision")


def _count(surface: pygame.Surface, rect: pygame.Rect, color) -> int:
    color = tuple(color[:3])
    rect = rect.clip(surface.get_rect())
    return sum(1 for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
               if tuple(surface.get_at((x, y)))[:3] == color)


class Board:
    """Draws ``state`` as the game scene does (the board, then the hint's rings over it)
    with the marks it is given, on a surface of its own."""

    def __init__(self, h: Harness, state) -> None:
        self.view = h.game.view
        self.state = state
        self.base = h.game.ui_state().with_(
            selection=None, targets=frozenset(), hover=None, focus=None, last_move=None,
            last_targets=(), last_effects=(), named=(), legal_marks=False)
        self.size = h.app.screen.get_size()

    def draw(self, hint=(), **marks) -> pygame.Surface:
        surface = pygame.Surface(self.size)
        surface.fill(theme.BACKGROUND)
        ui = self.base.with_(**marks)
        self.view.draw_shown(surface, self.state, lambda: ui)
        if hint:
            self.view.draw_rings(surface, hint, ui.scale)
        return surface


def _check(board: Board, place: str, marks: dict, colours: dict) -> None:
    """Each mark of ``marks`` (a name for the UI state's field, or ``hint``) keeps on
    ``place``, among all of them, at least :data:`KEPT` of the pixels of its colour it
    draws there alone."""
    cell = board.view.cells[place]
    off = {"hint": (), "hover": None, "focus": None, "selection": None,
           "targets": frozenset(), "last_targets": (), "legal_marks": False}
    bare = board.draw()
    every = board.draw(**marks)
    for mark, colour in colours.items():
        alone = _count(board.draw(**{mark: marks[mark]}), cell, colour) - _count(bare, cell,
                                                                                  colour)
        others = dict(marks, **{mark: off[mark]})
        kept = _count(every, cell, colour) - _count(board.draw(**others), cell, colour)
        assert alone >= cell.width, (place, mark, alone)  # the mark draws a ring there
        assert kept >= KEPT * alone, (place, mark, kept, alone)


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("level", BOARDS)
def test_every_mark_on_one_place_shows(tmp_path, level, size):
    h, state = _decision(tmp_path, level, size)
    board = Board(h, state)
    view = board.view
    moves = [view.move_targets(m) for m in state.legal_moves()]
    # a piece or hole that may move, just played, under the mouse, the keyboard's, hinted
    place = next(t[0] for t in moves if t)
    hint = next(t for t in moves if t and t[0] == place)
    _check(board, place, {"last_targets": (place,), "hover": place, "focus": place,
                          "legal_marks": True, "hint": hint},
           {"last_targets": theme.LAST_MOVE, "hover": theme.CREAM, "focus": CURSOR,
            "legal_marks": MOVABLE.get(level, theme.HIGHLIGHT), "hint": theme.PALM_LIGHT})
    two = [t for t in moves if len(t) == 2]
    if not two:
        assert level == "isolo"  # a hole is sown by one click: no selection, no target
        pygame.quit()
        return
    # a piece selected, its target under the mouse and the keyboard's, both just played and
    # hinted: the target's marks on the target, the selection's on the piece
    frm, to = two[0]
    targets = frozenset(t[1] for t in two if t[0] == frm)
    marks = {"selection": frm, "targets": targets, "last_targets": (frm, to), "hover": to,
             "focus": to, "hint": (frm, to)}
    _check(board, to, marks,
           {"last_targets": theme.LAST_MOVE, "hover": theme.CREAM, "focus": CURSOR,
            "targets": theme.HIGHLIGHT, "hint": theme.PALM_LIGHT})
    _check(board, frm, marks,
           {"last_targets": theme.LAST_MOVE, "selection": theme.SELECT, "hint": theme.PALM_LIGHT})
    pygame.quit()


def _changed(a: pygame.Surface, b: pygame.Surface, rect: pygame.Rect) -> int:
    """How many pixels of ``rect`` differ between the pictures ``a`` and ``b``."""
    rect = rect.clip(a.get_rect())
    pa = pygame.image.tobytes(a.subsurface(rect), "RGB")
    pb = pygame.image.tobytes(b.subsurface(rect), "RGB")
    return sum(1 for i in range(0, len(pa), 3) if pa[i:i + 3] != pb[i:i + 3])


def _preview_decision(tmp_path, size):
    """An Isolo game, some random moves in, where a hole the player may sow (``hover``) has a
    preview whose first lap crosses another hole the player may sow (``lap``, not the
    end) and ends (``end``) on a third, both off the hole sown."""
    h = Harness(tmp_path, size=size)
    h.start_game("isolo")
    view = h.game.view
    state = h.game.state
    rng = random.Random(5)
    for _n in range(600):
        if not state.is_chance and state.outcome() is None:
            playable = set(view.origins(state))
            for hole in sorted(playable):
                p = view.preview(state, hole)
                laps = [n for n in p.lap if n in playable and n not in (hole, p.end)]
                if laps and p.end in playable and p.end != hole:
                    return h, state, hole, laps[0], p.end
        state = state.play_at(rng.random())
        if state.outcome() is not None:
            state = h.game.state
    raise AssertionError("no preview over sowable holes")


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_isolo_preview_hides_no_mark_and_none_hides_it(tmp_path, size):
    """The mouse over a hole Isolo's player may sow shows what sowing it would do: a dot on
    each hole of its first lap, a bigger dot and a cream ring on the hole where it ends
    (``IsoloView._draw_preview``). The dots sat on the hole's upper edge, across the rings
    other marks draw there: a lap over holes the player may sow cut an arc out of each one's
    yellow ring, and out of the last move's blue one and the hint's green one where they
    fell on it; the end's ring lay on the hint's lane, which the hint's ring covered whole.

    On a hole of the lap and on the end, each of those marks keeps at least :data:`KEPT` of
    its pixels among the others, the preview hides none of them, and the preview keeps
    :data:`KEPT` of its own (the pixels it changes on the hole) with them all drawn (on the
    end, 292 of 897 at 1280x720 before)."""
    h, state, hover, lap, end = _preview_decision(tmp_path, size)
    board = Board(h, state)
    for place in (lap, end):
        marks = {"last_targets": (place,), "focus": place, "legal_marks": True,
                 "hint": (place,)}
        colours = {"last_targets": theme.LAST_MOVE, "focus": CURSOR,
                   "legal_marks": theme.HIGHLIGHT, "hint": theme.PALM_LIGHT}
        cell = board.view.cells[place]
        every = board.draw(hover=hover, **marks)
        without = board.draw(**marks)
        for mark, colour in colours.items():
            others = dict(marks, **{mark: {"hint": (), "focus": None, "last_targets": (),
                                           "legal_marks": False}[mark]})
            alone = _count(board.draw(**{mark: marks[mark]}), cell, colour) - _count(
                board.draw(), cell, colour)
            kept = _count(every, cell, colour) - _count(board.draw(hover=hover, **others),
                                                        cell, colour)
            assert alone >= cell.width, (place, mark, alone)
            assert kept >= KEPT * alone, (size, place, mark, kept, alone)
            # and the preview draws over none of its pixels (the dots took 64 of the
            # sowable ring's 1049 on a lap hole at 1280x720)
            assert _count(every, cell, colour) == _count(without, cell, colour), (size, place,
                                                                                  mark)
        # the preview: what the mouse over ``hover`` changes on the hole, alone (shown only
        # where the player's moves are marked) and among all
        alone = _changed(board.draw(hover=hover, legal_marks=True),
                         board.draw(legal_marks=True), cell)
        kept = _changed(every, without, cell)
        assert alone >= cell.width // 4, (place, alone)
        assert kept >= KEPT * alone, (size, place, "preview", kept, alone)


def _a_sig_capture(h, steps: int = 1):
    """A Sig capture position reached by seeded random play from the game ``h`` shows, in
    which the player to move can take an enemy piece with a move of ``steps`` squares or
    more (its way, C2, C4): the position and the move's (from, to) places."""
    view = h.game.view
    state = h.game.state
    rng = random.Random(5)
    for _n in range(3000):
        if not state.is_chance and state.outcome() is None:
            for move in state.legal_moves():
                targets = view.move_targets(move)
                victim = state.at(targets[1]) if len(targets) == 2 else None
                if victim is not None and victim[0] != state.turn \
                        and len(state.path(move)) - 1 >= steps:
                    return state, targets
        state = state.play_at(rng.random())
        if state.outcome() is not None:
            state = h.game.state
    raise AssertionError(f"no capture of {steps} steps or more found")


def _a_capture_chosen(h, steps: int):
    """A Sig capture game started in ``h`` and :func:`_a_sig_capture`'s position, drawn by a
    :class:`Board`, with the places the capturing piece ``frm`` can go (its targets when
    chosen): ``view, state, frm, to, board, targets``."""
    h.start_game("sig-el-oued-capture")
    view = h.game.view
    state, (frm, to) = _a_sig_capture(h, steps=steps)
    targets = frozenset(view.move_targets(m)[1] for m in state.legal_moves()
                        if len(view.move_targets(m)) == 2 and view.move_targets(m)[0] == frm)
    return view, state, frm, to, Board(h, state), targets


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_hint_on_a_capture_leaves_its_red_ring(tmp_path, size):
    """Sig capture marks the piece a selected move would take with a red ring and cross
    (C5); a lesson's hint asks for that very capture, its green ring on the same square.
    The red ring lay on the hint's lane and the hint covered it. Each keeps :data:`KEPT` of
    its pixels with the other drawn too (the target's, the hover's and the last move's
    marks there as well)."""
    h = Harness(tmp_path, size=size)
    h.start_game("sig-el-oued-capture")
    view = h.game.view
    state, (frm, to) = _a_sig_capture(h)
    board = Board(h, state)
    targets = frozenset(view.move_targets(m)[1] for m in state.legal_moves()
                        if len(view.move_targets(m)) == 2 and view.move_targets(m)[0] == frm)
    chosen = dict(selection=frm, targets=targets, legal_marks=True)
    cell = view.cells[to]
    for others in ({}, {"hover": to, "last_targets": (to,)}):
        bare = board.draw(**others)
        shown = board.draw(**chosen, **others)
        hinted = board.draw(hint=(frm, to), **chosen, **others)
        red = _count(shown, cell, theme.REFUSED) - _count(bare, cell, theme.REFUSED)
        kept = _count(hinted, cell, theme.REFUSED) - _count(bare, cell, theme.REFUSED)
        assert red >= cell.width, red  # the capture mark is drawn there
        assert kept >= KEPT * red, (others, kept, red)
        green = _count(hinted, cell, theme.PALM_LIGHT) - _count(shown, cell, theme.PALM_LIGHT)
        alone = _count(board.draw(hint=(frm, to), **others), cell, theme.PALM_LIGHT) \
            - _count(bare, cell, theme.PALM_LIGHT)
        assert alone >= cell.width, alone
        assert green >= KEPT * alone, (others, green, alone)
    pygame.quit()


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_hint_number_and_a_step_number_both_show(tmp_path, size):
    """Sig capture numbers the squares of a selected piece's way 1, 2, 3... (its steps, C2,
    C4), and the hint numbers the squares of its move 1 (from) and 2 (to). Both numbers sat
    in the square's upper left corner: on the capture square the hint's green "2" dot lay
    over the way's "3". Each keeps :data:`KEPT` of its pixels with the other drawn too, and
    with the square's other marks (the target's, the mouse's, the keyboard's and the last
    move's)."""
    h = Harness(tmp_path, size=size)
    view, state, frm, to, board, targets = _a_capture_chosen(h, steps=2)
    chosen = dict(selection=frm, targets=targets, legal_marks=True)
    cell = view.cells[to]
    step = theme.player_color(state.turn)  # the way's numbered dots
    for others in ({}, {"hover": to, "focus": to, "last_targets": (to,)}):
        bare = board.draw(**others)
        shown = board.draw(**chosen, **others)
        hinted = board.draw(hint=(frm, to), **others)
        every = board.draw(hint=(frm, to), **chosen, **others)
        alone = _count(shown, cell, step) - _count(bare, cell, step)
        kept = _count(every, cell, step) - _count(hinted, cell, step)
        assert alone >= cell.width // 4, alone  # the step's number is drawn there
        assert kept >= KEPT * alone, (others, "step", kept, alone)
        alone = _count(hinted, cell, theme.PALM) - _count(bare, cell, theme.PALM)
        kept = _count(every, cell, theme.PALM) - _count(shown, cell, theme.PALM)
        assert alone >= cell.width // 4, alone  # the hint's "2" is drawn there
        assert kept >= KEPT * alone, (others, "hint", kept, alone)
    pygame.quit()
