"""A game played from the keyboard alone reaches the panel's buttons (QA33B F4), the greyed
Hint among them, which says why it cannot help as its key does (QA33B F2).

Tab and Shift+Tab went round the board's places only: the scene's ButtonNav was never moved,
so "Offer a draw" (which has no key) could not be pressed without a mouse, while Help said
the cursor moved "between buttons, pieces and holes". Tab now goes from the board's last
place on to the panel's buttons in reading order (mirrored in Arabic: from the right), and
from the last button back to the board; on a button Enter presses it (Space too, where no
sticks are to be thrown: Space stays the throw key), the arrows go from button to button,
and the ring is drawn round it. A greyed button is passed over."""

from __future__ import annotations

import pygame
import pytest

from apphelp import Harness, dra_line_removed
from ludic.app import language, theme
from ludic.i18n import tr


def _ringed(game):
    """The button the keyboard's ring is on (None: none)."""
    nav = game.nav
    return nav.buttons[nav.index][0] if nav.index is not None else None


def _oid(b) -> str:
    return next((i[1:] for i in b.object_ids or () if i and i.startswith("#")), "")


def _in_game(tmp_path, lang: str):
    h = Harness(tmp_path, size=(1366, 768))
    language.switch(h.app, lang)
    h.settle()
    return h, dra_line_removed(h)


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_tab_goes_from_the_board_on_to_the_panels_buttons_and_back(tmp_path, lang):
    h, game = _in_game(tmp_path, lang)
    try:
        places = game.view.clickable(game.state, game.ui_state())
        buttons = [b for b, _a in game.nav.buttons if b.is_enabled and b.visible]
        assert places and game.buttons.agree_button in buttons
        seen = []
        for _ in range(len(places) + len(buttons) + 1):
            h.key(pygame.K_TAB)
            seen.append(game.focus if game.focus is not None else _ringed(game))
            # the board's cursor and the button's ring are never both shown
            assert game.focus is None or game.nav.index is None
        assert seen == places + buttons + places[:1], [_oid(x) if not isinstance(x, str)
                                                        else x for x in seen]
        h.key(pygame.K_TAB, pygame.KMOD_SHIFT)  # back from the board's first place
        assert _ringed(game) is buttons[-1] and _oid(buttons[-1]) == "menu"
        # in reading order: the agreement, then Undo Redo Rules Help; in Arabic the rows
        # are mirrored, so the next button of a row stands at the left of the one before
        ids = [_oid(b) for b in buttons]
        assert ids.index("agree") < ids.index("undo") < ids.index("rules") < ids.index("menu")
        undo, rules = h.button("undo"), h.button("rules")
        assert undo.rect.y == rules.rect.y, "Undo and Rules share the bottom row"
        assert (undo.rect.x > rules.rect.x) == (lang == "ar"), (lang, undo.rect, rules.rect)
    finally:
        language.switch(h.app, "en")


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_enter_offers_the_end_and_space_undoes_from_the_keyboard(tmp_path, lang):
    h, game = _in_game(tmp_path, lang)
    try:
        agree = game.buttons.agree_button
        for _ in range(60):
            h.key(pygame.K_TAB)
            if _ringed(game) is agree:
                break
        else:
            raise AssertionError("Tab never reached the agreement button")
        h.key(pygame.K_RETURN)
        assert h.top.name == "confirm", h.names()  # the offer, asked of the other player
        h.key(pygame.K_ESCAPE)
        h.settle()
        assert h.top is game
        cursor = game.session.history.cursor
        for _ in range(60):
            h.key(pygame.K_TAB)
            if _oid(_ringed(game) or agree) == "undo":
                break
        h.key(pygame.K_SPACE)
        h.settle()
        assert game.session.history.cursor < cursor, "Space on Undo undid the move"
        # the panel made again for the position undone: the ring stays on Undo
        assert _ringed(game) is h.button("undo"), _ringed(game)
        # an arrow goes to the next button as the row reads: Right in English, Left in
        # Arabic (its rows mirrored); the board's cursor stays off
        h.key(pygame.K_LEFT if lang == "ar" else pygame.K_RIGHT)
        assert _ringed(game) is h.button("redo") and game.focus is None
    finally:
        language.switch(h.app, "en")


def test_the_ring_stays_on_its_button_when_a_move_button_comes(tmp_path, monkeypatch):
    """A move without a square coming or going ("Stop capturing", "Pass") makes the move
    buttons again at the next frame: the ring on Undo went (the next Tab started again from
    the board), and the new buttons joined the ring after Menu, not where they are read,
    above the tools."""
    from ludic.app.boards.base import Action

    h, game = _in_game(tmp_path, "en")
    undo = h.button("undo")
    game.nav.index = [b for b, _a in game.nav.buttons].index(undo)
    view = type(game.view)
    monkeypatch.setattr(view, "actions", lambda self, state: [Action("Pass", None)])
    h.pump(2)
    made = h.button("action", "Pass")
    assert made is not None, "the move button was made"
    assert _ringed(game) is undo
    order = [b for b, _a in game.nav.buttons]
    assert order.index(made) < order.index(game.buttons.agree_button) < order.index(undo)


def test_the_ring_is_drawn_round_the_button_it_is_on(tmp_path):
    h, game = _in_game(tmp_path, "en")
    rules = h.button("rules")
    inner = rules.get_abs_rect()
    outer = inner.inflate(round(20 * game.scale), round(20 * game.scale))

    def ring_pixels() -> int:
        """The ring's indigo between the button's edge and a band round it."""
        shot = h.screenshot(tmp_path / "ring.png")
        color = tuple(theme.INDIGO_LIGHT[:3])
        return sum(1 for x in range(outer.left, outer.right)
                   for y in range(outer.top, outer.bottom)
                   if not inner.collidepoint(x, y) and tuple(shot.get_at((x, y)))[:3] == color)

    assert ring_pixels() < rules.rect.width // 4
    for _ in range(60):
        h.key(pygame.K_TAB, pygame.KMOD_SHIFT)
        if _ringed(game) is rules:
            break
    assert ring_pixels() >= rules.rect.width, "the ring round Rules is drawn"


def _hold_answers(monkeypatch) -> None:
    """The computer never answers (its worker's poll says "not yet"): it thinks for as long
    as the test looks, however fast the worker is on these small positions."""
    from ludic.ai.worker import Thinker

    monkeypatch.setattr(Thinker, "poll", lambda self: None)


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_enter_on_the_greyed_hint_says_why_as_its_key_does(tmp_path, monkeypatch, lang):
    """The Hint button is greyed while the computer thinks: Enter on it, the keyboard's ring
    left there, did nothing without a word (as its ? key did, QA33B F2). It says what the key
    says (:data:`hint.NOT_YOUR_TURN`), and starts no search."""
    from ludic.app.scenes.game.hint import NOT_YOUR_TURN
    from ludic.app.session import Session, Setup

    h = Harness(tmp_path, size=(1024, 600))
    language.switch(h.app, lang)
    try:
        _hold_answers(monkeypatch)
        h.app.push("game", session=Session(Setup("isolo", {}, 2, [], 0, [None, "hard"], 7)),
                   opening=False)
        h.pump(2)
        game = h.game
        game.play_by_hand(game.state.legal_moves()[0])
        h.pump_until(lambda: game.thinking())
        said = tr(game.message)  # the person's move, told
        h.key(pygame.K_SLASH, text="?")
        why = tr(NOT_YOUR_TURN)
        assert tr(game.message) == why != said, tr(game.message)
        game.message = said
        hint = game.buttons.btn["hint"]
        assert not hint.is_enabled
        # the ring left on it when the turn went to the computer (R redid a move, say):
        # a greyed button is not in Tab's ring
        game.nav.index = [b for b, _a in game.nav.buttons].index(hint)
        h.key(pygame.K_RETURN)
        assert tr(game.message) == why and not game.message_bad, tr(game.message)
        assert game.hint_search is None and game.thinking()
    finally:
        language.switch(h.app, "en")


def _race(tmp_path, lang: str, demo: bool = False):
    """A Sig race of two people after its first throw (Undo has something to undo), in
    Teacher mode where ``demo``."""
    from ludic.app.session import Session, Setup

    h = Harness(tmp_path, size=(1366, 768))
    language.switch(h.app, lang)
    h.app.push("game", session=Session(Setup("sig-el-oued", {}, 2, [], 0)), opening=False)
    h.settle()
    game = h.game
    h.key(pygame.K_SPACE)
    h.settle()
    assert game.session.history.cursor == 1 and game.state.is_chance
    if demo:
        h.key(pygame.K_d)
        h.settle()
        assert game.demo
    return h, game


def _tab_to(h, game, oid: str):
    for _ in range(40):
        h.key(pygame.K_TAB)
        if _oid(_ringed(game) or h.button("menu")) == oid:
            return _ringed(game)
    raise AssertionError(f"Tab never reached {oid}")


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_space_throws_with_the_ring_on_a_button_and_enter_presses_it(tmp_path, lang):
    """Space is the game's throw key (Help). In the race a player who had tabbed to Undo
    and threw with Space undid their last throw instead: Space pressed the ringed button.
    While the sticks are to be thrown Space throws, the ring staying where it is; Enter
    presses the button."""
    h, game = _race(tmp_path, lang)
    try:
        undo = _tab_to(h, game, "undo")
        h.key(pygame.K_SPACE)
        h.settle()
        history = game.session.history
        assert history.cursor == 2 and len(history.moves) == 2, "Space threw, not undid"
        assert _ringed(game) is h.button("undo") is not None
        h.key(pygame.K_RETURN)
        h.settle()
        assert history.cursor == 1 and _ringed(game) is undo, "Enter pressed Undo"
    finally:
        language.switch(h.app, "en")


def test_space_presses_the_ringed_button_where_no_throw_is_to_make(tmp_path):
    """In Sig capture, once thrown, the player chooses a move: no throw is to be made, and
    Space on a button presses it, as Enter does (as in Dra, above: Space on Undo undoes)."""
    from ludic.app.session import Session, Setup

    h = Harness(tmp_path, size=(1366, 768))
    h.app.push("game", session=Session(Setup("sig-el-oued-capture", {}, None, [], 0)),
               opening=False)
    h.settle()
    game = h.game
    for _ in range(60):
        h.key(pygame.K_SPACE)
        h.settle()
        if not game.state.is_chance:
            break
    assert not game.state.is_chance and game.session.outcome is None, "a move to choose"
    cursor = game.session.history.cursor
    _tab_to(h, game, "undo")
    h.key(pygame.K_SPACE)
    h.settle()
    assert game.session.history.cursor < cursor, "Space pressed Undo"


def test_space_on_a_teachers_pick_throws_that_pick(tmp_path):
    """In Teacher mode Space alone never throws at random: it asks for a pick. With the
    ring on the pick 3 it throws 3, the throw the teacher chose (it asked for a pick)."""
    h, game = _race(tmp_path, "en", demo=True)
    _tab_to(h, game, "pick3")
    h.key(pygame.K_SPACE)
    h.settle()
    history = game.session.history
    assert history.cursor == 2 and history.moves[-1] == 3, history.moves
    # on Undo, Space keeps its meaning: it asks for a pick, and neither throws nor undoes
    _tab_to(h, game, "undo")
    h.key(pygame.K_SPACE)
    h.settle()
    assert history.cursor == 2 and "pick the throw" in tr(game.message), tr(game.message)


def test_tab_passes_over_a_greyed_button():
    """The ring stops at the buttons shown and not greyed, as a desktop's Tab does; the
    game's ring takes them from :meth:`ButtonNav.reachable`."""
    from ludic.app.scenes.common import ButtonNav, DrawnButton

    nav = ButtonNav()
    buttons = [DrawnButton(pygame.Rect(i * 10, 0, 8, 8)) for i in range(4)]
    for b in buttons:
        nav.add(b, lambda: None)
    buttons[1].is_enabled = False
    buttons[2].visible = False
    assert nav.reachable() == [0, 3]
    nav.move(1)
    nav.move(1)
    assert nav.index == 3
    nav.move(1)
    assert nav.index == 0
