"""Someone alone double-clicks Ludic and plays the computer: what a first-time player met in
a pass through the real app (QA, 25 Nov), each checked headless through the harness."""

from __future__ import annotations

from apphelp import Harness
from ludic.app.scenes.game.hint import Hint, show
from ludic.i18n import set_language, tr

#: Dra, South has just made a line (c1 c2 c3) and removes one of North's pieces (D3).
DRA_REMOVES = ("S.NNNS/.NNSSN/NSSNS./..SSNN/..S... S remove hand=0,0 captured=2,2 quiet=0 "
               "turns=9 first=S")


def test_a_hint_to_remove_a_piece_says_remove_not_its_notation(tmp_path):
    """A hint during Dra's removal said 'Hint: xb4 (removes a piece that threatened to make a
    line)': ``xb4`` is the move's notation, which a player who never read it cannot read. The
    hint says which piece to take off the board, in words, in every language."""
    h = Harness(tmp_path, size=(1280, 720))
    h.start_position("dra", DRA_REMOVES)
    game = h.game
    move = next(m for m in game.state.legal_moves() if str(m) == "xb4")
    game.hint = Hint(game.state, move, "removes a piece that threatened to make a line")
    show(game)
    assert "xb4" not in str(game.message)
    assert str(game.message).startswith("Hint: remove the piece on b4 — "), game.message
    try:
        for lang in ("fr", "ar"):
            set_language(lang)
            said = tr(game.message)
            assert "xb4" not in said and "b4" in said, (lang, said)
    finally:
        set_language("en")
    assert game.shown_hint() is not None, "the piece is still ringed on the board"
    h.app.reset("title")


#: Dra, South has a line (a1 b1 c1) and removes one of North's three last pieces: North is
#: left with two and cannot make a line any more, South wins (D4).
DRA_LAST_REMOVAL = ("..NN.N/....../....../....../SSS... S remove hand=0,0 captured=9,9 "
                    "quiet=0 turns=40 first=S")


def test_pause_and_step_are_off_once_the_game_is_over(tmp_path):
    """Once the game was over (the panel closed with See the board), Pause and Step stayed
    live beside it: Pause said 'Paused: Go on (P) lets the computer play, Step (S) plays one
    move.' of a computer that has nothing more to play. They are off while the game is over,
    P and S do nothing then, and both come back with an Undo that takes the end back."""
    import pygame

    from ludic.app.session import Session, Setup

    h = Harness(tmp_path, size=(1280, 720), seed=5)
    setup = Setup("dra", {"match": False}, 2, [], 0, [None, "easy"], 5)
    h.app.push("game", session=Session.from_position(setup, DRA_LAST_REMOVAL), opening=False)
    h.settle()
    game = h.game
    assert h.button("pause").is_enabled and h.button("step").is_enabled
    h.play(next(m for m in game.state.legal_moves() if str(m) == "xf5"))
    h.settle()
    assert h.top.name == "gameover", h.names()
    h.click_button("look")  # See the board
    h.pump(3)
    assert h.top.name == "game" and game.session.outcome is not None
    assert not h.button("pause").is_enabled and not h.button("step").is_enabled
    before = str(game.message)
    h.key(pygame.K_p)
    h.key(pygame.K_s)
    h.pump(3)
    assert not game.watch.paused and str(game.message) == before
    h.key(pygame.K_z, pygame.KMOD_CTRL)  # the end taken back: the game goes on
    h.pump(3)
    assert game.session.outcome is None
    assert h.button("pause").is_enabled and h.button("step").is_enabled
    h.app.reset("title")


def test_an_enter_pressed_as_the_game_ends_does_not_skip_the_result(tmp_path):
    """Enter (a clicker's forward) throws the sticks and lets the computer play; the game-over
    panel opened with Play again under the keyboard's ring, so the next Enter, pressed a
    moment after the last move to throw again, started a new game: the player never saw who
    won, nor why. The panel takes Enter only once it has been in sight a moment; a click on
    its buttons, and Enter after that moment, work as before."""
    import pygame

    from ludic.app.scenes.gameover import CONFIRM_AFTER
    from ludic.app.session import Session, Setup

    def ended(h):
        setup = Setup("dra", {"match": False}, 2, [], 0, [None, "easy"], 5)
        h.app.push("game", session=Session.from_position(setup, DRA_LAST_REMOVAL),
                   opening=False)
        h.settle()
        h.click_target("f5")  # not h.play: its settling would let the panel's moment pass
        for _ in range(600):
            if h.top.name == "gameover":
                break
            h.pump(1)
        assert h.top.name == "gameover", h.names()

    h = Harness(tmp_path, size=(1280, 720), seed=5)
    ended(h)
    h.key(pygame.K_RETURN)  # the player's next "forward", a frame after the panel came
    h.pump(2)
    assert h.top.name == "gameover", "the result was skipped"
    h.pump(round(CONFIRM_AFTER * 60) + 2)
    h.key(pygame.K_RETURN)  # a moment later Enter presses Play again, as before
    h.pump(3)
    assert h.top.name == "game" and h.game.session.outcome is None
    h.app.reset("title")
    ended(h)
    h.click_button("again")  # a click is never held back
    h.pump(3)
    assert h.top.name == "game" and h.game.session.outcome is None
    h.app.reset("title")


def test_the_game_over_panel_keeps_time_running_until_it_takes_enter(tmp_path):
    """QA32, French, keyboard only: Enter on the game-over panel (Play again ringed) did
    nothing, again and again. Its moment before Enter counts is the time its frames see, and
    an idle window makes a frame only when input comes (each at most 0.1 s): a player who
    waited a minute had waited 0.1 s a key. The panel keeps the frames going (busy) until
    that moment has passed, so it passes on the clock, then lets the window rest."""
    import pygame

    from ludic.app.scenes.gameover import CONFIRM_AFTER
    from ludic.app.session import Session, Setup

    h = Harness(tmp_path, size=(1280, 720), seed=5)
    setup = Setup("dra", {"match": False}, 2, [], 0, [None, None], 5)
    h.app.push("game", session=Session.from_position(setup, DRA_LAST_REMOVAL), opening=False)
    h.settle()
    h.click_target("f5")  # the last removal (not h.play, which settles)
    h.pump_until(lambda: h.top.name == "gameover", frames=600)
    assert h.top.busy() and h.app.busy()  # the moment runs without input
    h.pump(round(CONFIRM_AFTER * 60) + 2)
    assert not h.top.busy()  # then nothing moves: the window rests
    h.key(pygame.K_RETURN)
    h.pump(3)
    assert h.top.name == "game" and h.game.session.outcome is None


def test_a_hint_whose_reason_ends_with_a_rule_has_no_double_brackets(tmp_path):
    """'Hint: C3-C2 (… beside the centre (H2))': the reason sat in brackets and often ends
    with its rule in brackets, so the line closed on '))'. The reason follows a dash, in
    every language, and the rule keeps its own brackets."""
    from ludic.i18n import N_, Text

    h = Harness(tmp_path, size=(1280, 720))
    h.start_position("dra", DRA_REMOVES)
    game = h.game
    move = next(m for m in game.state.legal_moves() if str(m) == "xb4")
    game.hint = Hint(game.state, move, Text(N_("{who} lifts {n} from {hole} and sows on"),
                                            who="A", n=2, hole="M (H2)"))
    show(game)
    try:
        for lang in ("en", "fr", "ar"):
            set_language(lang)
            said = tr(game.message)
            assert "))" not in said and "(H2)" in said and "—" in said, (lang, said)
    finally:
        set_language("en")
    h.app.reset("title")


def test_dra_says_what_is_in_hand_only_while_placing():
    """Dra kept 'In hand: South (0), North (0)' in the panel through the whole movement
    phase, where nothing is in hand any more (D1: all twelve are placed). The line is there
    while placing; in the movement phase only pieces the placing left out (D2 house rule)
    are told, as out of the game."""
    from ludic.app.boards.dra import DraView
    from ludic.model.registry import make_game

    game = make_game("dra")
    placing = game.initial_state(0)
    said = [tr(x) for x in DraView.side_info(None, placing)]
    assert said[0] == "In hand: South (12), North (12)", said
    moving = game.parse_position(DRA_REMOVES)
    said = [tr(x) for x in DraView.side_info(None, moving)]
    assert not any("hand" in x for x in said), said
    assert said == ["Captured: South (2), North (2)"], said
    left_out = game.parse_position(DRA_REMOVES.replace("hand=0,0 captured=2,2",
                                                               "hand=0,2 captured=0,2"))
    said = [tr(x) for x in DraView.side_info(None, left_out)]
    assert said[-1] == "Out of the game (D2): South (0), North (2)", said


def test_the_keyboard_cursor_stays_on_a_piece_with_several_destinations(tmp_path):
    """The cursor goes to a selected piece's destination only when it has just one (Enter,
    Enter plays it; tests/test_app_sig_capture.py): with several, the player picks one, and
    the cursor stays where it was (Dra, a1 steps to b1 or a2)."""
    import pygame

    h = Harness(tmp_path, size=(1280, 720))
    h.start_position("dra", "N.N.N./....../....../....../S.S.S. S move hand=0,0 "
                            "captured=9,9 quiet=0 turns=40 first=S")
    game = h.game
    game.focus = "a1"
    h.key(pygame.K_RETURN)
    assert game.selection == "a1" and game.targets == {"b1", "a2"}, game.targets
    assert game.focus == "a1"
    h.app.reset("title")


def test_the_keyboard_cursor_shows_on_the_hinted_place(tmp_path):
    """A player pressed ? and then an arrow: the cursor went to the hint's hole (the first
    in board order, Khamousiyya's C2) and could not be seen, the hint's green ring drawn
    exactly over it. The ring goes inside the cursor's brackets there, and the cursor shows."""
    import pygame

    from ludic.app import theme
    from ludic.app.boards.base import CURSOR, focus_width

    h = Harness(tmp_path, size=(1280, 720))
    h.start_game("khamousiyya-5x5")
    game = h.game
    move = next(m for m in game.state.legal_moves() if str(m) == "C2")
    game.hint = Hint(game.state, move, "your first piece must go beside the centre")
    show(game)
    h.key(pygame.K_DOWN)
    assert game.focus == "C2", game.focus
    h.pump(2)
    cell = game.view.cells["C2"]
    # the cursor's brackets: white in each of the cell's four corners, untouched by the ring
    w = focus_width(game.scale)
    side = 3 * w
    for x0 in (cell.left, cell.right - side):
        for y0 in (cell.top, cell.bottom - side):
            shown = sum(1 for x in range(x0, x0 + side) for y in range(y0, y0 + side)
                        if tuple(h.app.screen.get_at((x, y)))[:3] == CURSOR)
            assert shown >= 2 * w * w, (x0, y0, shown)
    # and the hint's ring is still there, inside it
    green = sum(1 for x in range(cell.left, cell.centerx) if
                tuple(h.app.screen.get_at((x, cell.centery)))[:3] == theme.PALM_LIGHT[:3])
    assert green >= 2, green
    h.app.reset("title")


def test_the_arrows_move_the_keyboard_cursor_the_way_they_point(tmp_path):
    """A player alone at the keyboard: Down from Khamousiyya's b3 went to d3, Tab's next
    place in the board's order, and reaching a hole took up to 14 presses. Each arrow goes
    to the nearest place its way on the screen; Tab keeps the board's order."""
    import pygame

    h = Harness(tmp_path, size=(1280, 720))
    h.start_position("dra", "....../....../....../....../...... S place hand=12,12 "
                            "captured=0,0 quiet=0 turns=0 first=S")
    game = h.game
    cells = game.view.cells
    names = game.view.clickable(game.state, game.ui_state())
    start = "c3"
    for key, (dx, dy) in ((pygame.K_RIGHT, (1, 0)), (pygame.K_LEFT, (-1, 0)),
                          (pygame.K_DOWN, (0, 1)), (pygame.K_UP, (0, -1))):
        game.focus = start
        h.key(key)
        here, there = cells[start].center, cells[game.focus].center
        ahead = (there[0] - here[0]) * dx + (there[1] - here[1]) * dy
        aside = (there[0] - here[0]) * dy - (there[1] - here[1]) * dx
        # the next hole straight that way: no hole lies between
        assert ahead > 0 and aside == 0, (key, game.focus)
        assert not any(0 < (c.centerx - here[0]) * dx + (c.centery - here[1]) * dy < ahead
                       and (c.centerx - here[0]) * dy == (c.centery - here[1]) * dx
                       for n, c in cells.items() if n in names), (key, game.focus)
    # Down and Up are not Tab's next and previous places
    game.focus = start
    h.key(pygame.K_DOWN)
    down = game.focus
    game.focus = start
    h.key(pygame.K_TAB)
    assert game.focus == names[names.index(start) + 1] != down
    # at the board's edge an arrow that way keeps the cursor where it is
    corner = min(names, key=lambda n: (cells[n].centerx, cells[n].centery))
    game.focus = corner
    h.key(pygame.K_LEFT)
    assert game.focus == corner
    h.app.reset("title")


def test_an_arrow_moves_the_cursor_from_the_hole_just_played(tmp_path):
    """Keyboard only, Dra: Enter placed a piece on c3 and the cursor stayed there, drawn on
    the filled hole; Left then sent it to f5 (the last place in the board's order, as a first
    press does) and Down and Enter placed a piece on f4, far from the b2 meant. An arrow from
    a place no longer clickable goes its way from there, as from any other place."""
    import pygame

    h = Harness(tmp_path, size=(1280, 720))
    h.start_position("dra", "....../....../..S.../N...../...... S place hand=11,11 "
                            "captured=0,0 quiet=0 turns=2 first=S")
    game = h.game
    names = game.view.clickable(game.state, game.ui_state())
    assert "c3" not in names and "b3" in names
    for key, there in ((pygame.K_LEFT, "b3"), (pygame.K_RIGHT, "d3"),
                       (pygame.K_DOWN, "c2"), (pygame.K_UP, "c4")):
        game.focus = "c3"
        h.key(key)
        assert game.focus == there, (key, game.focus)
    # with nothing clickable that way the first press still lands on a clickable place
    game.focus = "a2"  # North's piece, at the board's left edge
    h.key(pygame.K_LEFT)
    assert game.focus in names, game.focus
    h.app.reset("title")


def test_enter_on_a_setup_control_keeps_the_keyboard_cursor_there(tmp_path):
    """Keyboard only: Enter on the Dra card chose it and the cursor vanished (the page is
    laid out again for the game chosen), the next Tab starting again from the first card;
    and Enter on "Computer plays" (No -> Easy) lost it the same way, so the second Enter,
    meant to go on to Medium, started the game at Easy. The cursor stays on the control
    pressed, and Enter, Enter, Enter goes No -> Easy -> Medium -> Hard."""
    import pygame

    h = Harness(tmp_path)
    h.key(pygame.K_TAB)
    h.key(pygame.K_RETURN)
    setup = h.top
    assert setup.name == "setup"
    cards = [level_id for level_id, _ in setup.cards]
    setup.nav.index = cards.index("dra")
    h.key(pygame.K_RETURN)
    assert setup.level_id == "dra"
    assert setup.nav.index == cards.index("dra"), setup.nav.index

    def focused():
        return setup.nav.buttons[setup.nav.index][0] if setup.nav.index is not None else None

    for _ in range(60):
        if focused() is h.button("seat_1"):
            break
        h.key(pygame.K_TAB)
    else:
        raise AssertionError("Tab never reached the second seat's button")
    for strength in ("easy", "medium", "hard"):
        h.key(pygame.K_RETURN)
        assert h.top is setup, "Enter on the seat's button started the game"
        assert setup.computers.get(1) == strength, setup.computers
        assert focused() is h.button("seat_1"), focused()
    h.app.reset("title")
