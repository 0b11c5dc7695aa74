"""Dialogs (issue 14.10): everything behind a dialog is dimmed (the board, the move list,
the buttons), and a button that cannot be pressed still looks it under the dim."""

import random

import pygame

from apphelp import Harness


def _brightness(surface: pygame.Surface, rect: pygame.Rect) -> float:
    sub = surface.subsurface(rect.clip(surface.get_rect()))
    return sum(pygame.transform.average_color(sub)[:3]) / 3


def _open_dialogs(h: Harness):
    """Each dialog over the game, opened the way a person does, and closed again."""
    yield "gamemenu", lambda: h.key(pygame.K_ESCAPE)
    yield "save", lambda: h.key(pygame.K_s, pygame.KMOD_CTRL)
    yield "help", None


def test_everything_behind_a_dialog_is_dimmed_and_disabled_buttons_look_it(tmp_path):
    h = Harness(tmp_path, seed=2)
    h.start_game("dra")
    rng = random.Random(1)
    for _ in range(4):
        h.play(rng.choice(h.game.state.legal_moves()))
    h.pump(30)
    game = h.game
    places = {"board": game.view.rect.inflate(-game.view.rect.width // 2,
                                              -game.view.rect.height // 2),
              "moves": game.panel.list_rect, "undo": h.button("undo").get_abs_rect(),
              "redo": h.button("redo").get_abs_rect()}
    assert h.button("undo").is_enabled and not h.button("redo").is_enabled
    plain = h.screenshot(tmp_path / "plain.png").copy()
    gap = abs(_brightness(plain, places["undo"]) - _brightness(plain, places["redo"]))
    for name, open_it in _open_dialogs(h):
        if open_it is None:
            continue
        open_it()
        h.pump(3)
        assert h.top.name == name
        shot = h.screenshot(tmp_path / f"{name}.png")
        for what, rect in places.items():
            if rect.colliderect(h.top.__dict__.get("box", pygame.Rect(0, 0, 0, 0))):
                continue  # under the dialog's own box
            before, after = _brightness(plain, rect), _brightness(shot, rect)
            assert after < before * 0.75, f"{what} is not dimmed behind {name}"
        dim_gap = abs(_brightness(shot, places["undo"]) - _brightness(shot, places["redo"]))
        assert dim_gap > gap * 0.3, f"Undo and a disabled Redo look alike behind {name}"
        h.key(pygame.K_ESCAPE)
        h.pump(3)
        assert h.top.name == "game"


def test_saving_under_an_existing_name_asks_replace_keep_both_or_cancel(tmp_path):
    h = Harness(tmp_path, seed=3)
    h.start_game("isolo")
    h.play(h.game.state.legal_moves()[0])

    def save_as(name: str) -> None:
        h.key(pygame.K_s, pygame.KMOD_CTRL)
        h.top.entry.set_text(name)
        h.key(pygame.K_RETURN, frames=3)

    save_as("Lesson")
    assert h.top.name == "game" and len(h.storage.saved_games()) == 1
    h.play(h.game.state.legal_moves()[0])
    save_as("Lesson")
    assert h.names()[-2:] == ["save", "confirm"] and "Lesson" in h.top.title
    h.click_button("answer_2")  # Cancel: back to the name, nothing written
    assert h.top.name == "save" and len(h.storage.saved_games()) == 1
    h.key(pygame.K_RETURN, frames=3)
    h.click_button("answer_0")  # Replace
    assert h.top.name == "game"
    infos = h.storage.list_saves()
    assert len(infos) == 1 and infos[0].moves == 2, infos  # the newer game, in place
    save_as("Lesson")
    h.click_button("answer_1")  # Keep both
    assert sorted(i.name for i in h.storage.list_saves()) == ["Lesson", "Lesson"]


def test_new_game_from_the_menu_and_setup_remembers_the_last_game(tmp_path):
    h = Harness(tmp_path)
    h.click_button("play")
    h.choose_game("sig-el-oued")
    h.click_button("players_5")
    h.click_button("first_2")
    h.click_button("start")
    h.settle()
    assert h.game.session.game.num_players == 5
    h.key(pygame.K_ESCAPE)
    h.click_button("new_game")
    setup = h.top
    assert h.names() == ["title", "setup"] and setup.level_id == "sig-el-oued"
    assert setup.n_players() == 5 and setup.first == 2
    assert h.storage.has_autosave()  # the game left is kept for Continue
    h.click_button("back")
    h.click_button("play")  # a fresh setup screen, as after restarting the app
    assert h.top.level_id == "sig-el-oued" and h.top.n_players() == 5 and h.top.first == 2
    again = Harness(tmp_path / "restart", title=True)
    again.app.settings = h.storage.load_settings()
    again.click_button("play")
    assert again.top.level_id == "sig-el-oued" and again.top.n_players() == 5


def test_the_game_menus_title_is_clear_of_its_first_button(tmp_path):
    """A QA pass: in Arabic extra large text the first button ("Back to the game") covered
    the menu's title, and in English it touched it (the buttons began 80 px down whatever
    the title's face and size). The title's letters end above the first button, and the
    last button and the note stay in the box."""
    from ludic.app import language, theme

    h = Harness(tmp_path)
    h.start_game("dra")
    h.settle()
    try:
        for lang in ("en", "fr", "ar"):
            language.switch(h.app, lang)
            for text in ("normal", "extra large"):
                h.set_text_size(text)
                for size in ((1024, 600), (1280, 720), (1920, 1080)):
                    h.resize(*size)
                    h.settle()
                    h.key(pygame.K_ESCAPE)
                    h.settle()
                    menu = h.top
                    assert menu.name == "gamemenu"
                    s = menu.scale
                    img = theme.render(theme.words(menu_title()), round(30 * s),
                                       theme.TERRACOTTA_DARK, True)
                    ink_bottom = menu.box.y + round(24 * s) + img.get_bounding_rect().bottom
                    first, last = h.button("resume").rect, h.button("to_title").rect
                    where = (lang, text, size)
                    assert ink_bottom < first.top, where
                    assert last.bottom <= menu.box.bottom, where
                    h.key(pygame.K_ESCAPE)
                    h.settle()
    finally:
        language.switch(h.app, "en")
        h.set_text_size("normal")


def menu_title() -> str:
    from ludic.i18n import _

    return _("Game menu")


def test_the_save_dialogs_lines_keep_clear_of_each_other(tmp_path):
    """A QA pass: in Arabic extra large text at 1024x600 the Save dialog's title ran into
    its prompt and the prompt under the name's field: each line was placed at a fixed
    distance from the box's top. Each now starts below the letters of the one above, and
    the boxes (the Save dialog's, a question's) hold their buttons."""
    from ludic.app import language, theme

    def ink(text, size, bold, top):
        img = theme.render(text, size, theme.INK, bold)
        r = img.get_bounding_rect()
        return top + r.top, top + r.bottom

    h = Harness(tmp_path)
    try:
        for lang in ("en", "fr", "ar"):
            language.switch(h.app, lang)
            for text in ("normal", "extra large"):
                h.set_text_size(text)
                for size in ((1024, 600), (1280, 720)):
                    where = (lang, text, size)
                    h.resize(*size)
                    h.settle()
                    h.click_button("quit")
                    h.settle()
                    ask = h.top  # its title and words: test_app_missing_pictures
                    assert h.button("answer_0").rect.bottom <= ask.box.bottom, where
                    h.key(pygame.K_ESCAPE)
                    h.settle()
                    h.start_game("dra")
                    h.settle()
                    h.key(pygame.K_s, pygame.KMOD_CTRL)
                    h.settle()
                    save = h.top
                    assert save.name == "save", h.names()
                    s = save.scale
                    title_bottom = ink(_tr("Save the game"), round(30 * s), True,
                                       save.box.y + round(22 * s))[1]
                    hint = _tr("Its name (type to change it), then Enter:")
                    hint_px = theme.fit_size(hint, save.box.width - round(64 * s), round(18 * s))
                    hint_top, hint_bottom = ink(hint, hint_px, False, save.box.y + save.hint_top)
                    entry = h.button("save_name") or save.entry
                    assert title_bottom < hint_top, where
                    assert hint_bottom < entry.rect.top, where
                    assert h.button("save_ok").rect.bottom <= save.box.bottom, where
                    h.key(pygame.K_ESCAPE)
                    h.settle()
                    h.app.reset("title")
                    h.settle()
    finally:
        language.switch(h.app, "en")
        h.set_text_size("normal")


def _tr(msgid: str) -> str:
    from ludic.i18n import _

    return _(msgid)
