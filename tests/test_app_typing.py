"""Typing in a text field never triggers a shortcut (issue 14.1): while a field has the
keyboard, letters, digits, Space and Backspace are the field's alone, in every dialog; only
Escape, Enter, Tab and the function keys still act."""

import string

import pygame

from apphelp import Harness
from ludic.app.intents import translate

TYPED = "Class demo mute 0123456789 " + string.ascii_lowercase


def _keydown(key: int, mod: int = 0, text: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=text, scancode=0)


def _type_like_a_person(h: Harness, text: str) -> None:
    """What a keyboard sends for each character: KEYDOWN (with its key code), TEXTINPUT,
    KEYUP."""
    for ch in text:
        key = pygame.key.key_code(ch) if ch != " " else pygame.K_SPACE
        mod = pygame.KMOD_SHIFT if ch.isupper() else 0
        h.post(pygame.KEYDOWN, key=key, mod=mod, unicode=ch, scancode=0)
        h.post(pygame.TEXTINPUT, text=ch)
        h.post(pygame.KEYUP, key=key, mod=mod, unicode=ch, scancode=0)
        h.pump(1)


def test_no_printable_key_is_an_intent_while_typing():
    pygame.init()
    for ch in string.ascii_letters + string.digits + " ":
        key = pygame.key.key_code(ch.lower()) if ch != " " else pygame.K_SPACE
        assert translate(_keydown(key, text=ch)) is not None  # a shortcut or "key" outside
        assert translate(_keydown(key, text=ch), typing=True) is None, ch
    for key, mod in ((pygame.K_BACKSPACE, 0), (pygame.K_LEFT, 0), (pygame.K_z, pygame.KMOD_CTRL),
                     (pygame.K_KP5, 0)):
        assert translate(_keydown(key, mod), typing=True) is None, key
    # the keys that leave or finish the field still act
    assert translate(_keydown(pygame.K_ESCAPE), typing=True).name == "back"
    assert translate(_keydown(pygame.K_RETURN), typing=True).name == "confirm"
    assert translate(_keydown(pygame.K_TAB), typing=True).name == "next"
    assert translate(_keydown(pygame.K_F11), typing=True).name == "toggle_fullscreen"


def _settings_snapshot(h: Harness) -> dict:
    return dict(h.app.settings.to_dict(), fullscreen=h.app.fullscreen)


def test_typing_a_save_name_never_mutes_or_plays(tmp_path):
    h = Harness(tmp_path)
    h.start_game("sig-el-oued")
    before = _settings_snapshot(h)
    cursor = h.game.session.history.cursor
    h.key(pygame.K_s, pygame.KMOD_CTRL)
    assert h.top.name == "save"
    _type_like_a_person(h, TYPED)
    assert h.top.name == "save", h.names()
    assert h.top.entry.get_text() == TYPED[:60]
    assert _settings_snapshot(h) == before  # "m" did not mute, "n" did not show numbers
    assert h.game.session.history.cursor == cursor and not h.game.demo
    h.key(pygame.K_RETURN, frames=3)
    assert h.top.name == "game"
    assert [i.name for i in h.storage.list_saves()] == [TYPED[:60].strip()]


def test_typing_a_player_name_in_setup_stays_in_the_field(tmp_path):
    h = Harness(tmp_path)
    h.click_button("play")
    h.choose_game("dra")
    before = _settings_snapshot(h)
    entry = h.button("name_0")
    h.click(entry.get_abs_rect().center)
    _type_like_a_person(h, "Hamid the third 2")
    assert h.top.name == "setup", h.names()  # "h" did not open the rules, nor Space start
    assert entry.get_text() == "Hamid the third 2"
    assert _settings_snapshot(h) == before
    h.key(pygame.K_ESCAPE)  # Escape still leaves the screen
    assert h.names() == ["title"]


def test_down_and_up_take_a_keyboard_user_past_a_name_field(tmp_path):
    """A teacher's pass (keyboard only): Down came onto a player's name field and stayed
    there: the field kept Up and Down, and only Tab (told nowhere) got out, to the
    computer's buttons and Start. A field holds one line: the arrows go on past it."""
    from ludic.app.intents import typing_into

    pygame.init()
    assert translate(_keydown(pygame.K_DOWN), typing=True).name == "next"
    assert translate(_keydown(pygame.K_UP), typing=True).name == "prev"
    h = Harness(tmp_path)
    h.click_button("play")
    h.choose_game("dra")
    setup = h.top
    entry = h.button("name_0")
    for _ in range(40):  # Down, as a presenter's remote sends it, until the first name
        h.key(pygame.K_DOWN)
        if setup.nav.index is not None and setup.nav.buttons[setup.nav.index][0] is entry:
            break
    assert typing_into(h.app.gui)
    h.key(pygame.K_DOWN)
    assert setup.nav.buttons[setup.nav.index][0] is h.button("name_1")
    h.key(pygame.K_DOWN)
    assert not typing_into(h.app.gui)  # on the computer's first button, the field let go
    h.key(pygame.K_UP)
    h.key(pygame.K_UP)
    assert setup.nav.buttons[setup.nav.index][0] is entry and typing_into(h.app.gui)
    assert entry.get_text() == "" and h.top is setup


def test_enter_in_the_save_dialog_presses_the_ringed_button(tmp_path):
    """Tab or Down from the save name's field rings Cancel: Enter then cancels (it saved all
    the same, the field still having the keyboard)."""
    h = Harness(tmp_path)
    h.start_game("sig-el-oued")
    h.key(pygame.K_s, pygame.KMOD_CTRL)
    assert h.top.name == "save"
    h.key(pygame.K_DOWN)
    h.key(pygame.K_DOWN)
    assert h.top.nav.buttons[h.top.nav.index][0] is h.button("save_cancel")
    h.key(pygame.K_RETURN, frames=3)
    assert h.top.name == "game" and h.storage.list_saves() == []
    h.key(pygame.K_s, pygame.KMOD_CTRL)
    h.key(pygame.K_RETURN, frames=3)  # no ring: Enter saves
    assert h.top.name == "game" and len(h.storage.list_saves()) == 1


def _shown(entry) -> str:
    """The words a text field draws (its layout's chunks), which may not be its text."""
    layout = entry.drawable_shape.text_box_layout
    return "".join(getattr(chunk, "text", "") for row in layout.layout_rows for chunk in row.items)


def test_a_name_typed_after_tab_hides_the_grey_name(tmp_path):
    """QA32, French at 1920x1080, keyboard only: Tab onto the empty first name field, type
    "Amélie": the field showed "AmélieSud" (the grey default name stayed after the typed
    one, the field's text being "Amélie"). Tab gave the field the keyboard, then rebuilt
    it, and an empty field rebuilds with its grey name in the layout typing inserts into."""
    h = Harness(tmp_path)
    h.click_button("play")
    h.choose_game("dra")
    entry = h.button("name_0")
    for _ in range(40):
        h.key(pygame.K_TAB)
        if entry.is_focused:
            break
    assert entry.is_focused and entry.get_text() == ""
    _type_like_a_person(h, "Amel")
    h.pump(2)
    assert entry.get_text() == "Amel"
    assert _shown(entry) == "Amel", _shown(entry)
