"""The Dra board view (``ludic/app/boards/dra.py``): a whole match game by clicks, placements,
steps and removals by clicks, refused clicks with their rule (D2, D3), the animations built
from the effects, and the layout at every window size."""

from __future__ import annotations

import itertools
import random

import pygame
import pytest

from apphelp import (Harness, TextRecorder, assert_animation_inside, assert_board_inside,
                     headless_view, record_texts)
from ludic.app.anim import FlashTrack, MoveTrack
from ludic.app.boards.base import UIState
from ludic.app.boards.dra import DraView
from ludic.model.protocol import EffectKind
from ludic.model.registry import make_game

#: D6.2: South has a1, b1 and c2; c2-c1 makes a line of three.
LINE_READY = ("N.N.N./....../...N../..S.../SS.... S move hand=9,8 captured=0,0 quiet=0 "
              "turns=30 first=S")
#: D6.3: South has a1 b1 d1 e1 and c2: c2-c1 would make a line of five.
FIVE = ("N.N.N./....../....../..S.../SS.SS. S move hand=7,9 captured=0,0 quiet=0 turns=30 "
        "first=S")
#: D6.1: South has a1 and b1, placing.
PLACING = "....../....../....../....../SS.... S place hand=10,12 captured=0,0 quiet=0 turns=2 first=S"


def policy(state, rng):
    """Lines first (so that pieces are taken and the game ends), else a random legal move."""
    moves = state.legal_moves()
    if state.pending_removal:
        return moves[0]
    lines = [m for m in moves
             if any(e.kind == EffectKind.LINE for e in state.apply(m).effects)]
    return rng.choice(lines or list(moves))


@pytest.fixture(scope="module")
def game():
    return make_game("dra")


@pytest.fixture
def view(game):
    return headless_view(game, pygame.Rect(10, 20, 1000, 560))


def test_the_board_is_six_by_five_with_south_at_the_bottom(view):
    assert isinstance(view, DraView)
    assert len(view.cells) == 30
    assert view.center("a1")[1] > view.center("a5")[1]
    assert view.center("a1")[0] < view.center("f1")[0]
    for name in view.cells:
        assert view.target_at(view.center(name)) == name
    # the hands and the taken pieces lie beside the board, not on it
    for tray in view.trays.values():
        assert not tray.colliderect(view.board)
        assert view.rect.contains(tray)


def test_moves_are_clicked_as_their_holes(view, game):
    state = game.parse_position(LINE_READY)
    assert view.move_targets(game.parse_move("c2")) == ("c2",)
    assert view.move_targets(game.parse_move("c2-c1")) == ("c2", "c1")
    assert view.move_targets(game.parse_move("xd3")) == ("d3",)
    assert view.move_targets(game.parse_move("pass")) == ()
    assert view.action_label(game.parse_move("pass")).startswith("Pass")
    assert state.legal_moves()


def test_placing_by_one_click_and_a_line_refused_with_d2(view, game):
    """D6.1: a1, b1 placed; c1 would make a line of three, c2 is fine."""
    state = game.parse_position(PLACING)
    refused = view.click(state, "c1", UIState())
    assert refused.kind == "refuse"
    assert "line of 3" in refused.reason and "(D2)" in refused.reason
    assert str(view.click(state, "c2", UIState()).move) == "c2"


def test_a_step_selects_then_plays_and_a_line_of_four_is_refused_with_d3(view, game):
    """D6.3: c2-c1 would make a line of five."""
    state = game.parse_position(FIVE)
    sel = view.click(state, "c2", UIState())
    assert sel.kind == "select" and sel.selection == "c2"
    assert "c1" not in sel.targets and {"b2", "c3", "d2"} <= set(sel.targets)
    ui = UIState(selection="c2", targets=sel.targets)
    refused = view.click(state, "c1", ui)
    assert refused.kind == "refuse"
    assert "line of 5" in refused.reason and "(D3)" in refused.reason
    assert str(view.click(state, "c3", ui).move) == "c2-c3"
    # a click on an empty hole with nothing selected, or on the other side's piece
    assert "(D3)" in view.click(state, "d3", UIState()).reason
    assert "North" in view.click(state, "a5", UIState()).reason


def test_a_line_lets_the_mover_remove_a_piece_by_clicking_it(view, game):
    """D6.2: c2-c1 makes a1 b1 c1; South then removes one of North's pieces (D3)."""
    state = game.parse_position(LINE_READY)
    ui = UIState(selection="c2", targets=view.click(state, "c2", UIState()).targets)
    move = view.click(state, "c1", ui).move
    assert str(move) == "c2-c1"
    after = state.apply(move).state
    assert after.pending_removal
    assert view.status(after) == "Remove one of North's pieces (D3)"
    assert sorted(view.origins(after)) == sorted(after.squares_of(1))
    own = view.click(after, "a1", UIState())
    assert own.kind == "refuse" and "(D3)" in own.reason
    empty = view.click(after, "e3", UIState())
    assert empty.kind == "refuse" and "(D3)" in empty.reason
    assert str(view.click(after, "d3", UIState()).move) == "xd3"


def test_a_step_that_makes_a_line_is_animated_and_the_line_flashed(view, game):
    state = game.parse_position(LINE_READY)
    tr = state.apply(game.parse_move("c2-c1"))
    tl = view.animate(state, tr.effects, tr.state)
    slides = [t for t in tl.tracks if isinstance(t, MoveTrack)]
    assert len(slides) == 1
    assert slides[0].points[0] == pytest.approx(view.center("c2"))
    assert slides[0].points[-1] == pytest.approx(view.center("c1"))
    flashes = [t for t in tl.tracks if isinstance(t, FlashTrack)]
    line = next(e for e in tr.effects if e.kind == EffectKind.LINE).squares
    assert sorted(line) == ["a1", "b1", "c1"]
    assert any(sorted(map(tuple, f.rects)) == sorted(tuple(view.cells[s].inflate(
        -round(0.04 * view.c), -round(0.04 * view.c))) for s in line) for f in flashes)
    tl.t = 0
    assert tl.hidden("c1")  # the piece is on its way
    tl.t = tl.end
    assert not tl.hidden("c1")


def test_a_removal_flies_to_the_takers_tray(view, game):
    state = game.parse_position(LINE_READY).apply(game.parse_move("c2-c1")).state
    tr = state.apply(game.parse_move("xd3"))
    tl = view.animate(state, tr.effects, tr.state)
    tl.t = 0
    assert tl.value("d3") == 1 and tl.value("taken:0") == 0
    flight = next(t for t in tl.tracks if isinstance(t, MoveTrack))
    assert flight.points[-1] == pytest.approx(view.slot("taken", 0, 0))
    tl.t = tl.end
    assert tl.value("d3") is None and tl.value("taken:0") == 1


def test_a_placement_flies_from_the_hand(view, game):
    state = game.initial_state()
    tr = state.apply(game.parse_move("c3"))
    tl = view.animate(state, tr.effects, tr.state)
    flight = next(t for t in tl.tracks if isinstance(t, MoveTrack))
    assert flight.points[0] == pytest.approx(view.slot("hand", 0, 11))
    assert flight.points[-1] == pytest.approx(view.center("c3"))


def test_a_whole_match_game_by_clicks_from_the_title_to_the_game_over_panel(tmp_path):
    h = Harness(tmp_path, size=(1024, 600), seed=11)
    h.start_game("dra")
    game = h.game
    assert isinstance(game.view, DraView)
    assert game.session.match is not None  # D5: the level plays a match by default
    rng = random.Random(4)
    removals = refused = 0
    for _ in range(700):
        if h.top.name == "gameover":
            break
        state = game.state
        move = policy(state, rng)
        if state.phase == "placement" and refused < 3 and not state.pending_removal:
            bad = [n for n in game.view.cells if state.piece_at(n) is None
                   and n not in {str(m) for m in state.legal_moves()}]
            if bad:  # a click that would make a line is refused with D2
                h.click_target(bad[0])
                assert game.message_bad and "(D2)" in game.message, game.message
                refused += 1
        removals += state.pending_removal
        h.play(move)
    assert h.top.name == "gameover", game.state.notation()
    assert removals > 0 and refused > 0
    session = h.top.session
    outcome = session.match.results[-1]
    if outcome.winner is None:  # D5: a draw scores nothing
        assert session.match.scores == (0, 0)
    else:  # D5: the winner scores 1, or 2 without losing a piece; the loser nothing
        assert session.match.scores[outcome.winner] in (1, 2)
        assert session.match.scores[1 - outcome.winner] == 0
    assert session.match.games_played == 1
    h.pump(2)
    h.click_button("again")
    assert h.top.name == "game" and h.game.session.history.cursor == 0
    assert h.game.session.match.games_played == 1  # the match goes on


def test_the_removal_prompt_and_the_match_score_are_shown_by_the_scene(tmp_path, monkeypatch):
    h = Harness(tmp_path, size=(1280, 720), seed=2)
    h.start_game("dra")
    game = h.game
    rng = random.Random(0)
    while not game.state.pending_removal:
        assert game.state.outcome() is None
        h.play(policy(game.state, rng))
    assert "remove" in game.message.lower() and "(D3)" in game.message
    assert game.view.status(game.state).startswith("Remove one of")
    h.click_target(game.state.squares_of(game.state.turn)[0])  # not a piece to remove
    assert game.message_bad and "(D3)" in game.message
    h.screenshot(tmp_path / "dra_removal.png")
    drawn = record_texts(monkeypatch)
    h.app.draw()
    texts = [t for t, _r in drawn.placed()]
    assert any(t.startswith("Match to 10") for t in texts), texts

SIZES = [(1024, 600), (1920, 1080), (3840, 2160), (160, 110)]


@pytest.mark.parametrize("size", SIZES)
def test_the_board_draws_inside_its_rect_at_every_size(game, size):
    ready = game.parse_position(LINE_READY)
    tr = ready.apply(game.parse_move("c2-c1"))
    frames = [(game.parse_position(PLACING), UIState(show_numbering=True)),
              (ready, UIState(selection="c2", targets=frozenset({"c1", "c3"}))),
              (tr.state, UIState(last_move=game.parse_move("c2-c1")))]
    assert_board_inside(headless_view(game), size, frames, ready, tr, 6, game.initial_state(),
                        middle=lambda view, rect: view.board.center)


#: Flights along the top of the board and into a tray's outer column: North places its last
#: piece (from its hand's first place, top left) on f5, the far corner; North's removal of a5
#: flies to its captures' third place (top right); South's of a1 to its own (bottom right).
FLIGHTS = [("N.SSN./SSN.NN/N.SS.S/SSN.NS/NNS.SN N place hand=0,1 captured=0,0 quiet=0 "
            "turns=23 first=S", "f5", ("hand", 1)),
           ("S.N.SN/N.SNNS/NN.N.N/SS.N.N/.S.SSS N remove hand=0,0 captured=1,2 quiet=1 "
            "turns=29 first=S", "xa5", ("taken", 1)),
           ("SN.S.N/.N.S.N/NNSSSN/S...N./NSN... S remove hand=1,0 captured=2,3 quiet=2 "
            "turns=34 first=S", "xa1", ("taken", 0))]


@pytest.mark.parametrize("text_size", ["normal", "extra large"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_piece_flies_between_a_tray_and_a_hole_inside_the_board(tmp_path, size, text_size):
    """A placement flew from the tray at the board's size, over the tray's title and count,
    and hopped over the top of the board's picture into the header (from North's hand to
    f5 at 1280x720 it rose 126 px above it), where an animation's frames do not repaint:
    the piece was cut off at the header's edge and left a trail on it; a removal landed in a
    tray's outer column at the board's size, past the tray's edge. In the game's layout,
    every moment of these flights is drawn inside the board's rect, and at the tray's end
    the piece has the tray's size."""
    h = Harness(tmp_path, size=size, seed=1)
    h.set_text_size(text_size)
    h.pump(2)
    for notation, move, (kind, seat) in FLIGHTS:
        h.start_position("dra", notation)
        view, state = h.game.view, h.game.state
        tr = state.apply(next(m for m in state.legal_moves() if str(m) == move))
        tl = view.animate(state, tr.effects, tr.state)
        flight = next(t for t in tl.tracks if isinstance(t, MoveTrack))
        at_tray = flight.start if kind == "hand" else flight.end
        shown = view.piece(seat if kind == "hand" else 1 - seat, view.tray_piece_size())
        assert flight.rect(at_tray).size == pytest.approx(shown.get_size(), abs=1), move
        assert view.trays[(kind, seat)].contains(flight.rect(at_tray)), move
        assert_animation_inside(view, tl, tr.state, size)
    pygame.quit()


@pytest.mark.parametrize("text_size", ["normal", "extra large"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_a_trays_title_never_runs_under_its_count(game, size, text_size, monkeypatch):
    """A QA pass at 1024x600: with two computers, "Computer 2's hand" ran under the count
    "11" beside it. A title has the room the count leaves it and takes two lines if it needs
    them; the pieces stay below the header."""
    from ludic.app import theme
    from ludic.i18n import set_players

    w, h = size
    theme.set_window_size(w, h)
    old = theme.text_factor()
    assert theme.set_text_size(text_size) or text_size == "normal"
    set_players(["South", "North"], ["Computer 1", "Computer 2"])
    try:
        view = headless_view(game)
        rect = pygame.Rect(0, 0, round(w * 0.68), round(h * 0.8))
        view.layout(rect)
        recorder = record_texts(monkeypatch)
        surf = pygame.Surface(size)
        view.draw(surf, game.parse_position(PLACING), UIState())
        drawn = recorder.placed(board=True)
        for (kind, seat), tray in view.trays.items():
            head = pygame.Rect(tray.x, tray.y, tray.width, view.tray_header(tray))
            inside = [(t, r) for t, r in drawn if head.collidepoint(r.center)]
            counts = [r for t, r in inside if t.isdigit()]
            words = [r for t, r in inside if not t.isdigit()]
            assert len(counts) == 1 and words, (kind, seat, inside)
            assert not any(r.colliderect(counts[0]) for r in words), (kind, seat, inside)
            assert all(tray.contains(r) for r in words), (kind, seat, inside)
            assert "".join(t for t, r in inside if not t.isdigit()).replace(" ", "") \
                .startswith("Computer"), inside
            slot = view.slot(kind, seat, 0)
            assert slot[1] - view.tray_piece_size() // 2 >= head.bottom - 2
    finally:
        set_players()
        theme.set_text_size("normal")
        theme.set_window_size(1280, 720)
        assert theme.text_factor() == old


@pytest.mark.parametrize("language", ["en", "fr", "ar"])
def test_a_typed_name_keeps_its_words_on_one_line_of_a_trays_title(game, language):
    """The trays' titles wrap as the rest of the app does (:func:`ludic.i18n.kept_together`):
    "La Paz" or "Abu Bakr" typed as a player's name stays on one line wherever a line of the
    title holds it. The titles' own wrapping, when the count took the first line's room, cut
    at every space: "La" over "Paz's hand", "Main" / "de La" / "Paz" (before: the name split
    in 104 of 1066 titles over four window sizes and three text sizes, in all three
    languages)."""
    import re

    from ludic.app import theme
    from ludic.app.bidi import ISOLATE_MARKS
    from ludic.i18n import Typed, set_language, set_players

    names = ("La Paz", "Abu Bakr")
    set_language(language)
    set_players(["South", "North"], [Typed(n) for n in names])
    checked = 0
    try:
        for text_size in ("large", "extra large"):
            assert theme.set_text_size(text_size)
            for w, h in ((1024, 600), (1280, 720)):
                theme.set_window_size(w, h)
                view = headless_view(game)
                for frac in (0.5, 0.6):
                    view.layout(pygame.Rect(0, 0, round(w * frac), round(h * 0.8)))
                    recorder = TextRecorder()
                    with recorder:
                        view.draw(pygame.Surface((w, h)), game.parse_position(PLACING),
                                  UIState())
                    drawn = [("".join(ch for ch in t if ch not in ISOLATE_MARKS), r)
                             for t, r in recorder.placed(board=True)]
                    _lines, size, _head = view._titles()
                    line = view.trays[("hand", 0)].width - round(0.26 * view.c)
                    for (kind, seat), tray in view.trays.items():
                        head = pygame.Rect(tray.x, tray.y, tray.width, view.tray_header(tray))
                        lines = [t for t, r in drawn if head.collidepoint(r.center)
                                 and not t.isdigit()]
                        title = view._title_words()[(kind, seat)]
                        name = names[seat]
                        written = re.search(r"[^ ]*" + re.escape(name) + r"[^ ]*",
                                            title).group(0)
                        if theme.text_width(written, size, bold=True) > line:
                            continue  # wider than a line: broken between its words
                        checked += 1
                        assert any(name in t for t in lines), \
                            (text_size, (w, h), frac, kind, seat, lines)
        assert checked >= 24, checked
    finally:
        set_players()
        set_language("en")
        theme.set_text_size("normal")
        theme.set_window_size(1280, 720)


@pytest.mark.parametrize("level", ["dra", "khamousiyya", "isolo", "sig-el-oued"])
def test_the_board_numbering_button_is_not_called_names(tmp_path, level):
    """A QA pass: Dra's button that shows the squares' names read "Names" ("Noms"), the word
    the setup screen uses for the players' names: a player pressed it to rename the players.
    It reads as the other boards' do, and its tooltip says what it shows, not a bare "N"."""
    h = Harness(tmp_path)
    h.start_game(level)
    h.settle()
    b = h.button("numbers")
    assert b is not None
    assert b.text != "Names" and b.text in ("Numbers", "Letters"), b.text
    assert b.tool_tip_text == "The board's numbering, as N.", b.tool_tip_text


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_crossed_out_hole_shows_a_bold_cross_and_its_name_both(tmp_path, size):
    """A QA pass (the first Dra lesson on a projector, numbering shown as lessons show it):
    "c1 would make a line: the board marks it with a red cross". The cross was a line of
    3 px at 1024x768 (6 at 1920x1080) drawn over the hole's name "c1", which it crossed out
    unreadable, and the back of a classroom saw neither.

    The cross is bold, each arm a tenth of the hole wide or more, red on a dark edge; the
    name is written over it, outlined: every solid pixel of its letters is in the name's
    colour, and no pixel they touch, nor any next to one, is red; round the letters the
    cross is whole, at least half its red."""
    from ludic.app.boards.dra import CROSS, NAME
    from ludic.app.theme import render

    h = Harness(tmp_path, size=size)
    h.start_position("dra", PLACING)
    view, state = h.game.view, h.game.state
    assert "c1" in view.closed(state)
    cell = view.cells["c1"]
    scale = h.game.ui_state().scale

    def drawn(numbering: bool) -> pygame.Surface:
        surface = pygame.Surface(h.app.screen.get_size())
        view.draw(surface, state, UIState(show_numbering=numbering, legal_marks=True,
                                          scale=scale))
        return surface

    def red(surface, outside: pygame.Rect | None = None) -> int:
        """The cross's red pixels on c1 (out of ``outside``, if given)."""
        outside = outside or pygame.Rect(0, 0, 0, 0)
        return sum(1 for x in range(cell.left, cell.right) for y in range(cell.top, cell.bottom)
                   if surface.get_at((x, y))[:3] == CROSS and not outside.collidepoint(x, y))

    plain, named = drawn(False), drawn(True)
    # bold: across the middle row, each arm of the cross is a tenth of the hole wide or more
    row = [x for x in range(cell.left, cell.right)
           if plain.get_at((x, cell.centery - round(0.18 * view.c)))[:3] == CROSS]
    runs = [[x for _i, x in g] for _k, g in itertools.groupby(enumerate(row),
                                                            key=lambda ix: ix[1] - ix[0])]
    assert len(runs) == 2 and all(len(r) >= 0.1 * view.c for r in runs), (size, runs, view.c)
    # the name: its letters as written alone, where the name is written over the cross
    size_ = max(8, round(0.26 * view.c))
    letters = render("c1", size_, NAME, True)
    at = letters.get_rect(center=cell.center)
    # the cross's four arms reach out of the name's letters (their outline too), whole: at
    # least half the cross shows round the name
    edge = max(1, round(0.03 * view.c))
    box = letters.get_bounding_rect(1).move(at.topleft).inflate(2 * edge, 2 * edge)
    assert red(named, box) == red(plain, box) >= 0.5 * red(plain), (
        size, red(named, box), red(plain, box), red(plain))
    ink = pygame.mask.from_surface(letters, 254)
    shape = pygame.mask.from_surface(letters, 0)  # every pixel the letters touch
    around = shape.copy()  # and a pixel round them
    for offset in ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1), (1, -1), (-1, 1)):
        around.draw(shape, offset)
    inked = [(at.x + x, at.y + y) for x in range(at.width) for y in range(at.height)
             if ink.get_at((x, y))]
    assert len(inked) > 20
    wrong = [p for p in inked if named.get_at(p)[:3] != NAME]
    assert not wrong, (size, len(wrong), len(inked))
    assert not any(named.get_at((at.x + x, at.y + y))[:3] == CROSS
                   for x in range(at.width) for y in range(at.height) if around.get_at((x, y)))
    pygame.quit()


#: South places its first piece on a5 from the last place of its hand (bottom right): the
#: hop rises past the hand's count.
TO_A5 = ("....../....../....../....../...... S place hand=12,12 captured=0,0 quiet=0 "
         "turns=0 first=S", "a5", ("hand", 0))


def _flight_frame(view, surf, state, tl, flight, k: int) -> None:
    """The frame ``k`` of 40 of ``flight`` (a track of ``tl``), drawn as the scene draws it."""
    tl.t = flight.start + (flight.end - flight.start) * k / 40
    view.draw_shown(surf, state, UIState, tl)


@pytest.mark.parametrize("language", ["en", "fr", "ar"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_flying_piece_passes_behind_the_trays_titles_and_counts(tmp_path, size, language):
    """A piece hopping from a hand to a hole, or flying from a hole to a tray, passed over
    the tray's title and count: at 1024x600 South's removal of a1 covered the "S" of
    "South took" for five frames of forty, the placement on a5 the count "11". Drawn as the
    scene draws a frame (BoardView.draw_shown), every letter of the trays' titles and counts
    is the same at every moment of the flight as before it sets off."""
    from ludic.app import language as languages, theme
    from apphelp import TextRecorder

    h = Harness(tmp_path, size=size, seed=1)
    languages.switch(h.app, language)
    h.pump(2)
    for notation, move, _tray in FLIGHTS + [TO_A5]:
        h.start_position("dra", notation)
        view, state = h.game.view, h.game.state
        tr = state.apply(next(m for m in state.legal_moves() if str(m) == move))
        tl = view.animate(state, tr.effects, tr.state)
        flight = next(t for t in tl.tracks if isinstance(t, MoveTrack))
        heads = [pygame.Rect(tray.x, tray.y, tray.width, view.tray_header(tray))
                 for tray in view.trays.values()]
        surf = pygame.Surface(size)
        with TextRecorder() as drawn:
            _flight_frame(view, surf, tr.state, tl, flight, 0)
            words = [d for d in drawn if d.rect is not None
                     and any(head.collidepoint(d.rect.center) for head in heads)]
            assert len(words) >= 8, (move, [d.text for d in drawn])  # 4 titles, 4 counts
            # each text's opaque letter pixels (its antialiased edges take the colour of
            # what is under them)
            letters = [pygame.mask.from_surface(theme.render(d.text, d.size, d.color, d.bold),
                                                254) for d in words]
        rects = [pygame.Rect(d.rect.topleft, m.get_size()).clip(surf.get_rect())
                 for d, m in zip(words, letters)]
        before = [surf.subsurface(r).copy() for r in rects]
        for k in range(1, 40):
            _flight_frame(view, surf, tr.state, tl, flight, k)
            for d, m, r, then in zip(words, letters, rects, before):
                same = pygame.mask.from_threshold(surf.subsurface(r), (0, 0, 0, 255),
                                                  (1, 1, 1, 255), then)
                same.invert()  # the pixels that changed
                assert not same.overlap(m, (0, 0)), (move, k, d.text, r, flight.rect(tl.t))
    pygame.quit()


def test_the_panel_lays_out_from_the_lines_it_shows_now(tmp_path):
    """Once the pieces are all placed, Dra's "In hand" line goes (D2) and its row with it:
    the live game kept the row, and "Agree to end (D4)" stood 17 px lower (1024x691) than
    in the same position continued from its autosave. An undo back into the placement
    brings the row back, and a review, which steps through both phases, keeps room for
    every line: stepped back to the start, it shows the match, the pieces in hand and the
    captures."""
    h = Harness(tmp_path, size=(1024, 691), seed=3)
    h.start_game("dra")
    game = h.game
    rng = random.Random(3)
    assert game.geo.info_rows == 3  # the match, the pieces in hand, the captures
    while game.state.phase == "placement":
        h.play(rng.choice(game.state.legal_moves()))
    live = h.button("agree").get_abs_rect()
    assert game.geo.info_rows == 2
    game.save(now=True)
    h.app.reset("title")
    h.pump(2)
    h.click_button("continue")
    h.settle()
    assert h.button("agree").get_abs_rect() == live
    game = h.game
    game.undo()
    h.settle()
    assert game.state.phase == "placement"
    assert game.geo.info_rows == 3
    game.redo()
    h.settle()
    game.open_menu()
    h.settle()
    h.click_button("review")
    h.settle()
    review = h.top
    assert review.name == "review"
    review.to_start()
    h.settle()
    shown = [text for text, _size in review.panel.rows_for(review.panel.lines(review.state))]
    assert [t.split(":")[0] for t in shown] == ["Match to 10", "In hand", "Captured"], shown


def test_the_heading_tells_the_move_shown_until_its_animation_ends(tmp_path, monkeypatch):
    """A teacher's pass (a Watch of Dra on a projector): the panel's heading was drawn from
    the position after the move being animated, so it told the next move before this one
    was seen: "The computer removes one of North's pieces (D3)" while South's piece was
    still sliding into the line that earned the removal (220 frames of a Watch at 4x
    speed), "Game over" while the last removal flew. The heading tells the move shown
    until its animation ends, then the next; a person's game the same ("Move a piece"
    through South's step, then "Remove one of North's pieces")."""
    h = Harness(tmp_path, speed=1.0)
    h.start_position("dra", LINE_READY)
    game = h.game
    drawn = record_texts(monkeypatch)
    for move, shown, then in (("c2-c1", "Move a piece: make a line of three (D3)",
                               "Remove one of North's pieces (D3)"),
                              ("xa5", "Remove one of North's pieces (D3)",
                               "Move a piece: make a line of three (D3)")):
        for target in game.view.move_targets(move):
            h.click_target(target)
        assert game.queue, (move, str(game.message))
        frames = 0
        while game.queue:
            drawn.clear()
            h.app.draw()
            texts = drawn.texts()
            assert shown in texts and then not in texts, (move, texts)
            frames += 1
            h.pump(1)
        assert frames > 10, frames
        h.pump(1)
        drawn.clear()
        h.app.draw()
        assert then in drawn.texts() and shown not in drawn.texts(), (move, drawn.texts())


def test_board_numbering_hidden_hides_the_coordinates_but_the_hole_a_refusal_names(tmp_path):
    """Settings' "Board numbering: Hidden" still showed Dra's letters and numbers round the
    holes (the other boards hide theirs). Hidden hides them, and the holes' names; shown
    (N), both are drawn. A click on a hole crossed out while placing (D2) is refused with
    "Placing on c1 would make a line of three...": that hole's name is written over its
    cross even so (the rule's mark, as Isolo names the holes its message bar names), and
    no other. A lesson, whose words name holes, shows them all whatever the setting."""
    from apphelp import TextRecorder, open_lesson

    h = Harness(tmp_path)
    assert not h.app.settings.show_numbering
    h.start_position("dra", PLACING)
    view = h.game.view
    coordinates = set("abcdef") | set("12345")
    holes = set(view.cells)

    def drawn(scene=None) -> set[str]:
        """The words the board draws as ``scene`` (the game) shows it now."""
        scene = scene or h.game
        scene.view.layout(scene.view.rect)  # the background drawn again, not cached
        surface = pygame.Surface(h.app.screen.get_size())
        with TextRecorder() as texts:
            scene.view.draw(surface, scene.state, scene.ui_state())
        return set(texts.texts())

    hidden = drawn()
    assert not hidden & (coordinates | holes), hidden & (coordinates | holes)
    assert "c1" in view.closed(h.game.state)
    h.click_target("c1")
    assert "c1" in h.game.named_places()
    assert (drawn() & (coordinates | holes)) == {"c1"}
    h.key(pygame.K_n)  # the numbering shown
    h.settle()
    shown = drawn()
    empty = {n for n in holes if h.game.state.piece_at(n) is None}
    assert coordinates | empty <= shown, (coordinates | empty) - shown
    h.key(pygame.K_n)
    h.settle()
    assert not h.app.settings.show_numbering
    lesson = open_lesson(h, "dra/01-placing")
    assert coordinates <= drawn(lesson)
    pygame.quit()


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_the_removal_banner_orders_only_a_person_who_clicks(view, game, monkeypatch, lang):
    """The red banner over the board after a line (D3) tells the person to remove only where
    they click (``ui.legal_marks``): on the computer's turn, a Watch's or in a review, it
    names who removes. It said "Remove one of North's pieces" while the computer, South,
    was choosing its own removal."""
    from ludic.i18n import Text, set_language, tr

    state = game.parse_position(LINE_READY).apply(game.parse_move("c2-c1")).state
    assert state.pending_removal and state.turn == 0
    surf = pygame.Surface((1100, 700))
    set_language(lang)
    try:
        order = tr(Text("Remove one of {them}'s pieces (D3)", them=Text("North")))
        named = tr(Text("{me} now removes one of {them}'s pieces (D3)", me=Text("South"),
                        them=Text("North")))
        assert order != named
        for legal_marks, shown, not_shown in ((True, order, named), (False, named, order)):
            drawn = TextRecorder()
            with drawn:
                view.draw(surf, state, UIState(legal_marks=legal_marks))
            assert shown in drawn.texts() and not_shown not in drawn.texts(), \
                (legal_marks, drawn.texts())
    finally:
        set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_a_review_tells_the_removal_as_done_not_as_now(tmp_path, monkeypatch, lang):
    """In a review (``ui.looking_back``) the removal owed after a line (D3) is told as what
    the player did there: "South removes one of North's pieces (D3)", on the red banner and
    in the panel's heading. The banner said "South now removes ...", the words of a Watch
    being played, and the heading "Remove one of North's pieces (D3)", an order to a reader
    with nothing to click. A live game keeps its words: the order where a person clicks,
    "now" where the computer removes."""
    from ludic.app.session import Session, Setup
    from ludic.i18n import Text, set_language, tr

    h = Harness(tmp_path)
    set_language(lang)
    try:
        south, north = Text("South"), Text("North")
        told = tr(Text("{me} removes one of {them}'s pieces (D3)", me=south, them=north))
        now = tr(Text("{me} now removes one of {them}'s pieces (D3)", me=south, them=north))
        order = tr(Text("Remove one of {them}'s pieces (D3)", them=north))
        assert len({told, now, order}) == 3
        session = Session.from_position(Setup("dra", {}, None, [], 0), LINE_READY)
        h.app.push("game", session=session, opening=False)
        h.pump(2)
        game = h.game
        for move in ("c2-c1", "xa5"):
            game.play(game.session.game.parse_move(move))
            h.settle()
        h.app.push("review", session=game.session, cursor=1)
        h.settle()
        review = h.top
        assert review.name == "review" and review.state.pending_removal
        drawn = record_texts(monkeypatch)
        h.app.draw()
        # the banner and the heading
        assert drawn.texts().count(told) == 2, drawn.texts()
        assert now not in drawn.texts() and order not in drawn.texts(), drawn.texts()
        # the same position played: the person who clicks is told to remove, the computer's
        # removal (a Watch) is told as happening now
        view = review.view
        state = review.state
        surf = pygame.Surface(h.app.size)
        for ui, shown in ((UIState(), order), (UIState(legal_marks=False), now)):
            drawn.clear()
            view.draw(surf, state, ui)
            assert shown in drawn.texts() and told not in drawn.texts(), drawn.texts()
    finally:
        set_language("en")
        h.app.reset("title")


@pytest.mark.parametrize("language", ["en", "fr", "ar"])
def test_a_computers_number_stays_with_its_name_in_a_trays_title(game, language):
    """QA34 F7: a Watch between two computers at 1366x749 read "Computer" over "2's hand"
    and "Computer" over "1 took": a name and its number apart read as two things. A seat's
    name is held whole on a line of its tray's title, where the titles fit beside their
    counts (the usual way; a title too long even so is set under its count, and there only
    a name a player typed is held)."""
    from ludic.app import theme
    from ludic.i18n import Text, N_, set_language, set_players, tr

    set_language(language)
    names = [Text(N_("Computer {number}"), number=k) for k in (1, 2)]
    set_players(["South", "North"], names)
    checked = 0
    try:
        for text_size in ("normal", "large", "extra large"):
            theme.set_text_size(text_size)
            for w, h in ((1024, 600), (1280, 720), (1366, 749), (1920, 1080)):
                theme.set_window_size(w, h)
                view = headless_view(game)
                for frac in (0.5, 0.6, 0.7):
                    view.layout(pygame.Rect(0, 0, round(w * frac), round(h * 0.8)))
                    lines, size, _head = view._titles()
                    if view._count_top:
                        continue
                    room = view.trays[("hand", 0)].width - round(0.26 * view.c)
                    for (kind, seat), title in lines.items():
                        name = tr(names[seat])
                        if theme.text_width(name, size, bold=True) > room:
                            continue
                        checked += 1
                        assert any(name in t for t in title), \
                            (text_size, (w, h), frac, kind, seat, title)
        assert checked >= (20 if language == "en" else 4), checked
    finally:
        set_players()
        set_language("en")
        theme.set_text_size("normal")
        theme.set_window_size(1280, 720)
