"""The Sig (El Oued Capture) board view, driven through the real app by posted input events:
a whole game by clicks (throws by Space, a click on the board and the Throw button; moves by
clicking a piece then its destination; Free all by its button), the worked examples of C8 with
the teacher's picks, refused clicks with their rule, captures animated from the effects, the
circuit toggle, and drawing at every size."""

import pygame
import pytest

from apphelp import Harness, record_callouts, record_texts
from ludic.app import theme
from ludic.app.boards.base import UIState
from ludic.app.boards.sig_capture import SigCaptureView
from ludic.model.protocol import EffectKind
from ludic.model.registry import make_game

LEVEL = "sig-el-oued-capture"


def start(h: Harness) -> None:
    h.pump(2)  # the title's buttons come a frame after the first picture
    h.click_button("play")
    h.choose_game(LEVEL)
    h.click_button("start")
    h.settle()
    assert h.top.name == "game" and isinstance(h.game.view, SigCaptureView)


def pixels(surface, rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(rect).copy(), "RGB")


def pick(h: Harness, k: int) -> None:
    """The teacher's throw (demonstration mode on)."""
    game = h.game
    if not game.demo:
        h.click_button("demo")
    before = game.session.history.cursor
    h.click_button(f"pick{k}", frames=1)
    h.settle()
    assert game.session.history.cursor == before + 1
    assert str(game.session.history.moves[before]) == str(k)


def choose(state):
    """Captures first, then free all, then the piece furthest behind: a game that ends."""
    moves = state.legal_moves()
    for m in moves:
        if any(e.kind == EffectKind.CAPTURE for e in state.apply(m).effects):
            return m
    for m in moves:
        if str(m) == "free":
            return m
    return moves[-1]


def test_a_whole_game_by_clicks(tmp_path):
    h = Harness(tmp_path, size=(1024, 600), seed=9)
    start(h)
    game = h.game
    view = game.view
    throws = moves = 0
    while h.top.name != "gameover":
        state = game.state
        before = game.session.history.cursor
        if state.is_chance:
            way = throws % 3
            if way == 0:
                h.key(pygame.K_SPACE, frames=1)
            elif way == 1:  # the board never throws (14.6): the sticks do
                h.click(view.center(["a2", "f3", "c1"][throws % 3]), frames=1)
                assert game.session.history.cursor == before, "a click on the board threw"
                h.click(game.sticks.rect.center, frames=1)
            else:
                h.click_button("throw", frames=1)
            throws += 1
        else:
            move = choose(state)
            targets = view.move_targets(move)
            if targets:
                src, dst = targets
                h.click_target(src)
                assert game.selection == src and game.targets == {dst}, game.message
                h.click_target(dst, frames=2)
            else:
                assert str(move) == "free"
                h.click_button("action", "Free all", frames=2)
            assert game.session.history.moves[before] == move
            moves += 1
        h.settle()
        assert game.session.history.cursor > before, game.message
        assert throws + moves < 4000
    outcome = h.top.session.outcome
    assert outcome.rule == "C6" and "wins" in outcome.reason
    loser = 1 - outcome.winner
    assert game.state.captured(loser) == 6 and moves > 6


def test_c8_1_a_throw_of_4_at_the_start_is_lost_and_explained(tmp_path):
    h = Harness(tmp_path, size=(1280, 720), seed=1)
    start(h)
    game = h.game
    pick(h, 4)
    effects = game.session.history.effects[0]
    lost = [e for e in effects if e.kind == EffectKind.LOST]
    assert lost and "(C4)" in lost[0].text and lost[0].text in game.message
    assert game.state.turn == 1 and game.state.is_chance
    tl = game.view.animate(game.session.history.states[0], effects, game.state)
    assert tl.end >= 1.0 and tl.tracks, "the lost count is shown on the board"


def test_c8_2_a_sig_frees_f1_then_3_takes_it_to_c2_with_refusals(tmp_path):
    h = Harness(tmp_path, size=(1280, 720), seed=1)
    start(h)
    game = h.game
    view = game.view
    pick(h, 5)
    assert view.origins(game.state) == ["f1"]
    h.click_target("e1")      # blocked by its own piece on f1 (C4)
    assert game.message_bad and "(C4)" in game.message and "own piece" in game.message
    h.click_target("a3")      # not South's
    assert game.message_bad and "no South piece" in game.message
    h.click_target("f1")
    assert game.selection == "f1" and game.targets == {"f2"}
    h.click_target("f2", frames=2)
    h.settle()
    assert str(game.session.history.moves[1]) == "f1-f2"
    assert game.state.is_chance and game.state.turn == 0, "a sig: throw again (K2)"
    pick(h, 3)
    h.click_target("e1")      # unfreed and no sig power (C3)
    assert game.message_bad and "(C3)" in game.message
    h.click_target("f2")
    assert game.targets == {"c2"}
    h.click_target("d2")      # not where a count of 3 goes (C4)
    assert game.message_bad and "(C4)" in game.message and "c2" in game.message
    h.click_target("f2")
    h.click_target("c2", frames=2)
    h.settle()
    assert game.state.pieces(0)[5][0] == "c2" and game.state.turn == 1


def test_c8_3_seven_with_sig_power_offers_free_all_and_a_capture(tmp_path):
    h = Harness(tmp_path, size=(1280, 720), seed=1)
    start(h)
    game = h.game
    view = game.view
    pick(h, 6)
    assert "follow-up" in view.status(game.state)
    pick(h, 1)
    state = game.state
    assert state.count == 7 and state.sig
    assert [a.label for a in view.actions(state)] == ["Free all"]
    assert h.button("action", "Free all") is not None
    # f1 goes seven steps to a3 and would capture there: the way is numbered, the capture marked
    h.click_target("f1")
    assert game.targets == {"a3"}
    assert view._way(state, "f1")[-1] == "a3" and state.at("a3")[0] == 1
    plain = pixels(h.screenshot(tmp_path / "sel.png"), view.cells["a3"])
    h.click_target("f1")      # a second click drops the selection
    assert game.selection is None
    assert pixels(h.screenshot(tmp_path / "nosel.png"), view.cells["a3"]) != plain
    h.click_button("action", "Free all", frames=2)
    h.settle()
    after = game.state
    squares = sorted(p[0] for p in after.pieces(0))
    assert squares == ["b1", "c1", "d1", "e1", "e2", "f1"]
    assert not any(p[2] for p in after.pieces(0)), "all freed (C4)"


def test_a_capture_is_lifted_off_to_the_captors_side(tmp_path):
    """C8-4: a South piece on b3 with 4 lands on f3 and captures North's piece there."""
    h = Harness(tmp_path, size=(1280, 720), seed=1)
    start(h)
    view = h.game.view
    g = h.game.session.game
    before = g.parse_position("a1*,b1*,c1*,d1*,e1*,b3 f3*,e3*,d3*,c3*,x,a3* S throw=- "
                              "turn=4 count=4")
    move = g.parse_move("b3-f3")
    tr = before.apply(move)
    tl = view.animate(before, tr.effects, tr.state)
    assert [e.kind for e in tr.effects].count(EffectKind.STEP) == 4
    sounds = [n for _, n in tl.cues]
    assert sounds.count("move") == 4 and sounds.count("capture") == 1
    assert tl.hidden("S5") and tl.hidden("N0")
    assert tl.value("taken1") == 1          # North had lost one piece before this move
    tl.advance(tl.end)
    assert tl.value("taken1") == 2 and tr.state.captured(1) == 2
    # the victim's route ends in South's tray (South took it), not on the board
    surface = pygame.Surface(h.app.size)
    tl.draw(surface)
    tray = view.trays[0]
    center, _ = view.socket(0, 1)
    assert tray.collidepoint(center)
    assert surface.get_at((round(center[0]), round(center[1])))[:3] != (0, 0, 0)
    # a freed piece's cord falls off (FREE), every piece freed by free all (C4)
    before = g.initial_state(0)
    state = before.apply(g.parse_move("6")).state
    state6 = state.apply(g.parse_move("1")).state
    tr = state6.apply(g.parse_move("free"))
    tl = view.animate(state6, tr.effects, tr.state)
    frees = [e for e in tr.effects if e.kind == EffectKind.FREE]
    assert len(frees) == 6 and all(tl.hidden(f"S{k}") for k in range(6))


def test_circuit_toggle_draws_both_circuits(tmp_path):
    h = Harness(tmp_path, size=(1280, 720), seed=1)
    start(h)
    view = h.game.view
    assert view.toggles == {"circuit": "Circuit"}
    assert h.button("numbers").text == "Circuit"
    plain = pixels(h.screenshot(tmp_path / "a.png"), view.rect)
    h.click_button("numbers")
    assert h.app.settings.show_circuit
    shown = pixels(h.screenshot(tmp_path / "b.png"), view.rect)
    assert plain != shown
    g = h.game.session.game
    from ludic.games.sig_capture import CIRCUITS
    assert view.circuits == tuple(tuple(c) for c in CIRCUITS)
    assert view.circuits[0][:7] == ("a1", "b1", "c1", "d1", "e1", "f1", "f2")
    assert g.initial_state(0).pieces(1)[0][0] == view.circuits[1][0] == "f3"


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080), (3840, 2160)])
def test_the_board_fits_every_window(tmp_path, size):
    h = Harness(tmp_path, size=(1024, 600), seed=1)
    start(h)
    view = h.game.view
    g = h.game.session.game
    state = g.parse_position("a1*,b1*,x,d1*,e1*,b3 f3*,e3*,d3*,c3*,x,a3* S throw=- turn=4 "
                             "count=4")
    w, hgt = size
    rect = pygame.Rect(round(w * 0.03), round(hgt * 0.08), round(w * 0.66), round(hgt * 0.8))
    surface = pygame.Surface(size)
    surface.fill((1, 2, 3))
    view.layout(rect)
    ui = UIState(show_circuit=True, selection="b3", targets=frozenset({"f3"}),
                 player_names=("South", "North"))
    view.draw(surface, state, ui)
    outside = pygame.mask.from_threshold(surface, (1, 2, 3), (1, 1, 1, 255))
    assert outside.count() == w * hgt - rect.width * rect.height
    for name, cell in view.cells.items():
        assert rect.contains(cell), name
    for tray in view.trays:
        assert rect.contains(tray)
    for captor in (0, 1):
        for i in range(6):
            assert view.trays[captor].collidepoint(view.socket(captor, i)[0])


def test_keyboard_alone_frees_a_piece(tmp_path):
    """Tab to the piece that can move, Enter, Enter (no mouse): the cursor goes to the
    piece's only destination when it is selected. It stayed on the piece, and the second
    Enter took the selection back (a solo player's pass)."""
    h = Harness(tmp_path, size=(1024, 600), seed=1)
    start(h)
    game = h.game
    h.key(pygame.K_d)
    h.key(pygame.K_5)
    h.settle()
    assert game.state.count == 1 and game.state.sig
    h.key(pygame.K_TAB)
    assert game.focus == "f1"
    h.key(pygame.K_RETURN)
    assert game.selection == "f1" and game.targets == {"f2"}
    assert game.focus == "f2"
    h.key(pygame.K_RETURN, frames=2)
    h.settle()
    assert str(game.session.history.moves[1]) == "f1-f2"


def test_the_trays_are_marked_with_the_captors_own_pieces(tmp_path):
    """Beside "North/South has taken": the captor's piece as on the board, not a disc."""
    h = Harness(tmp_path, size=(1024, 600), seed=1)
    start(h)
    view = h.game.view
    calls = []
    real = view.piece_image
    view.piece_image = lambda seat, size, *a, **k: calls.append((seat, k.get("ghost", False))) \
        or real(seat, size, *a, **k)
    surface = pygame.Surface((1024, 600))
    view._draw_trays(surface, h.game.state, UIState(player_names=("South", "North")))
    # nothing taken yet: six ghosts of the loser's pieces per tray, and the captor's own mark
    for captor in (0, 1):
        assert calls.count((1 - captor, True)) == 6
        assert calls.count((captor, False)) == 1


def test_a_piece_on_its_second_middle_row_pass_wears_a_badge():
    """C2: ``c2'`` in the position notation is a piece on its second pass of the middle row
    (it goes home next, not to the far row): the view marks it; a first pass is unmarked."""
    from apphelp import headless_view

    game = make_game(LEVEL)
    view = headless_view(game, pygame.Rect(0, 0, 1000, 720))
    rest = " f3*,e3*,b2',c3*,b3*,a3* S throw=- turn=9"
    second = game.parse_position("a1,c2',c1*,d1*,e2,f1" + rest)
    first = game.parse_position("a1,c2,c1*,d1*,e2,f1" + rest)
    assert view.second_pass(second) == {"c2", "b2"}
    assert view.second_pass(first) == {"b2"}
    shots = []
    for state in (second, first):
        surf = pygame.Surface((1000, 720))
        view.draw(surf, state, UIState())
        shots.append(surf)
    for name, differs in (("c2", True), ("e2", False), ("b2", False)):
        cell = view.cells[name]
        corner = pygame.Rect(cell.centerx, cell.top, cell.width // 2, cell.height // 3)
        assert (pixels(shots[0], corner) != pixels(shots[1], corner)) is differs, name
    surf = pygame.Surface((120, 80))
    view.draw_thumbnail(surf, surf.get_rect(), second)  # no badge in a thumbnail: no crash


@pytest.mark.parametrize("lang,word", [("en", "2nd"), ("fr", "2e")])
def test_the_second_pass_badge_speaks_the_language(lang, word, monkeypatch):
    """The badge's "2nd" was drawn in English in every language (French: "2e")."""
    from apphelp import headless_view
    from ludic import i18n

    game = make_game(LEVEL)
    view = headless_view(game, pygame.Rect(0, 0, 1000, 720))
    state = game.parse_position("a1,c2',c1*,d1*,e2,f1 f3*,e3*,b2,c3*,b3*,a3* S throw=- turn=9")
    recorder = record_texts(monkeypatch)
    i18n.set_language(lang)
    try:
        view.draw(pygame.Surface((1000, 720)), state, UIState())
    finally:
        i18n.set_language("en")
    drawn = [t for t, _r in recorder.placed()]
    assert word in drawn and (lang == "en" or "2nd" not in drawn)


@pytest.mark.parametrize("north", [False, True])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_the_lost_count_callout_leaves_every_piece_visible(size, north, monkeypatch):
    """Issue 14 item 4: the bubble explaining a lost count is beside the thrower's home row,
    never on it (the unfreed pieces it talks about), and off the other player's pieces too:
    it takes smaller letters to fit between the rows (at 1280x720 its 29 px letters covered
    the bottom of row 3). For either thrower."""
    from apphelp import headless_view
    from ludic.app.boards import sig_capture

    game = make_game(LEVEL)
    theme.set_window_size(*size)
    # the board's rect in the game screen at this window size
    rect = {(1024, 600): pygame.Rect(32, 46, 653, 500), (1280, 720): pygame.Rect(63, 62, 771, 590),
            (1920, 1080): pygame.Rect(93, 93, 1158, 887)}[size]
    view = headless_view(game, rect)
    before = game.initial_state()
    if north:  # South's 4 is lost first, then North throws
        before = before.apply(next(m for m, _p in before.chance_outcomes()
                                   if str(m) == "4")).state
    throw = next(m for m, _p in before.chance_outcomes() if str(m) == "4")
    t = before.apply(throw)
    assert any(e.kind == EffectKind.LOST for e in t.effects)
    tl = view.animate(before, t.effects, t.state)
    shown = record_callouts(monkeypatch, sig_capture)
    surface = pygame.Surface(size)
    for track in tl.tracks:
        track.draw(surface, track.start + 0.1)
    assert shown
    theme.set_window_size(1280, 720)
    pieces = [view.cells[p[0]] for seat in (0, 1) for p in before.pieces(seat) if p is not None]
    assert len(pieces) == 12
    for _text, rect in shown:
        assert view.rect.contains(rect)
        assert not any(rect.colliderect(cell) for cell in pieces)


def test_a_one_row_panel_shows_the_pieces_of_the_side_to_play(tmp_path, monkeypatch):
    """At 1280x720 the panel has one row under the players for two lines (South's and
    North's pieces): South's line stood there on North's turns too. The side to play's
    line is shown."""
    h = Harness(tmp_path, size=(1280, 720))
    start(h)
    game = h.game
    assert game.geo.info_rows == 1
    drawn = record_texts(monkeypatch)
    for _ in range(40):
        state = game.state
        if not state.is_chance and state.turn == 1:
            break
        h.play(None if state.is_chance else state.legal_moves()[0])
    assert game.state.turn == 1
    drawn.clear()
    h.app.draw()
    seen = drawn.texts()
    assert any(t.startswith("North: ") and " piece" in t for t in seen), seen
    assert not any(t.startswith("South: ") and " piece" in t for t in seen), seen


def test_after_an_undo_the_tray_shows_the_throw_still_to_play(tmp_path):
    """A QA pass (the lone player): Undo went back to 'Count 3: one freed piece moves 3
    steps', the throw kept (an undo never throws again), but the tray showed the sticks at
    rest under 'Click the sticks to throw', and a click on them did nothing (and so after
    Continue). The tray shows the throw the position follows, as when it landed."""
    from test_app_computer import start as start_seats

    h = Harness(tmp_path, seed=2)
    game = start_seats(h, "sig-el-oued-capture", [None, None])
    h.settle()
    history = game.session.history
    for _ in range(200):  # throws and moves until a move has been played after a throw
        if game.can_throw():
            h.key(pygame.K_SPACE)
        else:
            h.play(game.state.legal_moves()[0])
        h.settle()
        if history.cursor >= 2 and not history.states[history.cursor - 1].is_chance \
                and history.states[history.cursor - 2].is_chance:
            break
    else:
        raise AssertionError("no move after a throw")
    h.key(pygame.K_z, pygame.KMOD_CTRL)
    h.settle()
    assert not game.state.is_chance and not game.can_throw()
    effects = history.effects[history.cursor - 1]
    assert any(e.kind == EffectKind.THROW for e in effects)
    assert game.sticks.faces, "the tray shows no throw"
    assert game.sticks.caption and game.sticks.caption == game.sticks.texts(effects)[0]
    caption = game.sticks.caption
    h.key(pygame.K_ESCAPE)  # the main menu, then Continue: the same tray
    h.click_button("to_title")
    h.settle()
    h.click_button("continue")
    h.settle()
    assert h.top.name == "game" and h.game.sticks.caption == caption


@pytest.mark.parametrize("size, lang", [((1024, 768), "ar"), ((1280, 720), "ar"),
                                        ((1920, 1080), "ar"), ((1280, 720), "fr"),
                                        ((1024, 768), "fr"), ((1280, 720), "en")])
def test_the_start_words_stand_beside_their_squares(tmp_path, monkeypatch, size, lang):
    """With the circuit shown, each side's first square says "start". Written in the
    square, the Arabic «البداية» lay under the piece standing there and across the
    circuit's arrows (and before that crossed the square's edges). Its letters stand in the
    board's margin at the end of the side's home row, South's left of a1, North's right of
    f3: clear of every square, of the row numbers and of the other words, inside the board,
    in every language, window and text size."""
    from ludic.app import language
    from ludic.i18n import pgettext

    h = Harness(tmp_path, size=size)
    language.switch(h.app, lang)
    for text_size in ("normal", "large", "extra large"):
        h.set_text_size(text_size)
        h.pump(2)
        h.app.reset("title")
        h.pump(2)
        h.start_game(LEVEL)
        if h.game.ui_state().show_circuit:  # the toggle as the last game left it
            h.click_button("numbers")
            h.settle()
        drawn = record_texts(monkeypatch)  # from before the board's picture has the words
        h.click_button("numbers")
        h.settle()
        h.app.draw()
        assert h.game.ui_state().show_circuit
        view = h.game.view
        word = pgettext("sig capture circuit", "start")
        board = [d for d in drawn if d.board and d.rect is not None]
        starts = [d for d in board if d.text == word]
        assert len(starts) == 2, [d.text for d in board]
        for d, square in zip(sorted(starts, key=lambda d: -d.rect.y), ("a1", "f3")):
            ink = d.letters()
            cell = view.cells[square]
            assert d.px >= theme.text_floor(), (text_size, d.px)
            assert view.rect.contains(ink), (text_size, square, ink, view.rect)
            assert not any(ink.colliderect(c) for c in view.cells.values()), (text_size, ink)
            # at the end of the side's home row, beside its first square
            assert cell.top <= ink.top and ink.bottom <= cell.bottom, (text_size, ink, cell)
            assert ink.right < cell.left if square == "a1" else ink.left > cell.right
            for other in board:
                if other is not d:
                    assert not ink.colliderect(other.letters()), (text_size, other.text)
        monkeypatch.undo()
