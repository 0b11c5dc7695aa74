"""A missing picture never stops Ludic, and is told once.

Before, a missing sprite was "Something went wrong": the message said the game was saved and
to choose Continue, and Continue met the same missing file again; without the table's or the
band's picture the title screen failed again after OK, so the player saw the message again
instead of the menu; and the Dra card's thumbnail on the game-choice screen was blank. Now the
picture is drawn in code (``ludic.app.standins``), a dialog names the missing files once, and
the game is played on."""

from __future__ import annotations

import pygame
import pytest

from apphelp import Harness
from ludic.app import language
from test_app_i18n_positions import _assets_without


def _harness(tmp_path, missing, lang="en") -> Harness:
    h = Harness(tmp_path / "home")
    language.switch(h.app, lang)
    h.app.assets = _assets_without(tmp_path, *missing)
    h.settle()
    return h


def play(h, notation: str) -> None:
    h.play(h.game.session.game.parse_move(notation))


def _ok(h) -> None:
    notice = h.top
    assert notice.name == "confirm" and notice.ask == "missing", h.names()
    h.click_button("answer_0")
    h.settle()


def test_without_the_table_and_the_band_the_title_screen_shows_its_menu(tmp_path):
    h = _harness(tmp_path, ("table", "pattern"))
    notice = h.top
    assert notice.ask == "missing"
    assert "sprites/table.png" in notice.text and "sprites/pattern.png" in notice.text
    assert "install" in notice.text.lower()  # what mends it
    _ok(h)
    assert h.names() == ["title"]
    h.pump(20)
    h.click_button("settings")  # another screen, the same pictures: not told again
    h.settle()
    assert h.top.name == "settings"
    h.key(pygame.K_ESCAPE)
    h.settle()
    assert h.names() == ["title"]
    # the table is a plain colour, not the background left unpainted
    h.app.draw()
    assert h.app.screen.get_at((5, h.app.size[1] - 5))[:3] != (0, 0, 0)


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_a_game_whose_piece_is_missing_is_played_and_continued(tmp_path, lang):
    h = _harness(tmp_path, ("dra_south", "hole"), lang)
    h.click_button("play")
    h.settle()  # the games' pictures need them: told on the game-choice screen
    assert "sprites/dra_south.png" in h.top.text and "sprites/hole.png" in h.top.text
    _ok(h)
    h.choose_game("dra")
    h.click_button("start")
    h.settle()
    assert h.top.name == "game"
    play(h, "c2")
    play(h, "d4")
    assert h.top.name == "game"  # no dialog again, no "Something went wrong"
    moves = list(h.game.session.history.moves)
    h.game.save(now=True)
    h.app.reset("title")
    h.settle()
    h.click_button("continue")
    h.settle()
    assert h.top.name == "game" and list(h.game.session.history.moves) == moves
    play(h, "e2")
    assert h.top.name == "game"
    language.switch(h.app, "en")


def test_the_dra_card_has_a_picture_without_its_piece(tmp_path):
    h = _harness(tmp_path, ("dra_south", "dra_north", "hole"))
    h.click_button("play")
    h.settle()
    _ok(h)
    setup = h.top
    assert setup.name == "setup"
    dra = next(lv for lv in setup.levels if lv.id == "dra")
    thumb = setup.thumbnail(dra, (150, 120))
    assert thumb is not None and thumb.get_bounding_rect().width > 100


def test_a_file_that_is_not_a_picture_is_told_as_well(tmp_path):
    h = Harness(tmp_path / "home")
    assets = _assets_without(tmp_path, "seed_2")
    (assets.root / "sprites" / "seed_2.png").write_bytes(b"\x89PNG broken")
    h.app.assets = assets
    h.click_button("play")
    h.settle()
    assert h.top.ask == "missing" and "sprites/seed_2.png" in h.top.text
    _ok(h)
    h.choose_game("isolo")
    h.click_button("start")
    h.settle()
    assert h.top.name == "game"


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_a_menu_that_fails_again_the_same_way_offers_to_quit(tmp_path, monkeypatch, lang):
    """Whatever breaks the title screen (here a bug put in its drawing): "Something went
    wrong" leads back to the menu once; when the menu fails again the same way, the message
    says so and its button quits, rather than the menu and the message taking turns."""
    from ludic.app.scenes.title import TitleScene

    h = Harness(tmp_path / "home")
    language.switch(h.app, lang)
    h.settle()

    def broken(self, surface):
        raise RuntimeError("the menu cannot be drawn")

    monkeypatch.setattr(TitleScene, "draw", broken)
    with pytest.raises(RuntimeError) as caught:
        h.pump(2)
    assert h.app.fail(caught.value)
    h.pump(1)
    assert h.top.name == "message" and not h.top.stop
    with pytest.raises(RuntimeError) as caught:
        h.click_button("ok")  # back to the menu, which fails again the same way
    assert h.app.fail(caught.value)
    h.pump(1)
    message = h.top
    assert message.name == "message"
    assert message.stop and h.button("ok").text == i18n_quit()
    assert "ludic.log" in message.text
    h.click_button("ok")
    assert not h.app.running


def i18n_quit() -> str:
    from ludic.i18n import _

    return _("Quit")


def test_the_title_screen_s_note_stays_under_the_dialog(tmp_path):
    """The title screen's note (settings set aside, a save that failed) is still there once
    the dialog naming the missing pictures is closed (it was wiped by the dialog's answer)."""
    h = Harness(tmp_path / "home")
    h.top.note = "There is no saved game."
    h.app.assets = _assets_without(tmp_path, "table")
    h.settle()
    _ok(h)
    assert h.top.name == "title" and h.top.note == "There is no saved game."


def _rows_of(surface, box, color, within=28) -> list[int]:
    rows = []
    for y in range(box.top + 4, box.bottom - 4):
        for x in range(box.left + 4, box.right - 4, 2):
            c = surface.get_at((x, y))
            if all(abs(c[i] - color[i]) <= within for i in range(3)):
                rows.append(y)
                break
    return rows


@pytest.mark.parametrize("lang,size,text_size", [("ar", (1024, 600), "extra large"),
                                                 ("ar", (1280, 720), "normal"),
                                                 ("fr", (1024, 600), "extra large")])
def test_the_dialog_s_words_start_below_its_title(tmp_path, lang, size, text_size):
    """An Arabic title's picture sets its letters low: at 56 px under the title's top the
    dialog's first line of words touched the title's letters (extra large text)."""
    from ludic.app import theme

    h = Harness(tmp_path / "home", size=size)
    language.switch(h.app, lang)
    h.set_text_size(text_size)
    h.app.assets = _assets_without(tmp_path, "table", "pattern")
    h.settle()
    notice = h.top
    assert notice.ask == "missing"
    surface = pygame.Surface(h.app.size)
    surface.fill(theme.PANEL)
    notice.draw(surface)
    words = pygame.Rect(notice.box.x, notice.box.y, notice.box.width,
                        notice.box.height - round(100 * notice.scale))  # above the button
    title = _rows_of(surface, words, theme.TERRACOTTA_DARK)
    ink = _rows_of(surface, words, theme.INK)
    assert title and ink
    assert max(title) + 3 < min(ink), (max(title), min(ink))
    language.switch(h.app, "en")


def test_many_missing_pictures_are_counted_not_all_listed(tmp_path):
    """Every picture gone (a damaged install): the dialog names four and counts the rest,
    and stays inside the window."""
    import shutil

    from ludic.app.assets import Assets

    root = tmp_path / "assets"
    (root / "sprites").mkdir(parents=True)
    shutil.copytree(Assets().root / "sounds", root / "sounds")
    h = Harness(tmp_path / "home", size=(1024, 600))
    h.app.assets = Assets(root=root)
    h.settle()
    _ok(h)  # the table and the band, on the title screen
    h.click_button("play")
    h.settle()
    notice = h.top
    assert notice.ask == "missing"
    assert notice.text.count("sprites/") == 4 and "+" in notice.text, notice.text
    assert h.app.screen.get_rect().contains(notice.box)
    told = set(h.app.assets.missing)
    _ok(h)
    h.choose_game("sig-el-oued")
    h.click_button("start")
    h.settle()
    if h.top.name == "confirm":  # the game's own pictures (the sticks): those alone
        assert "sprites/table.png" not in h.top.text
        assert all(f"sprites/{name}.png" not in h.top.text for name in told)
        _ok(h)
    assert h.top.name == "game"  # the race is played with shapes drawn in code
    h.key(pygame.K_SPACE)
    h.settle()
    assert h.top.name == "game" and h.game.session.history.cursor == 1


def test_the_stand_ins_keep_the_sizes_and_colours_of_the_manifest():
    """The stand-ins carry their own sizes and colours (they must draw when files are
    missing, the manifest perhaps too), so they are checked against ``assets/manifest.json``:
    a sprite made at a new size, or a palette changed, would otherwise lay out or look
    differently from the picture it stands for."""
    import json

    from ludic.app import standins

    from ludic.resources import resource_path

    manifest = json.loads(resource_path("assets", "manifest.json").read_text(encoding="utf-8"))
    for entry in manifest["files"]:
        if entry.get("kind") == "sprite":
            name = entry["path"].split("/")[-1].rsplit(".", 1)[0]
            assert standins.size_of(name) == tuple(entry["size"]), name
    palette = {tuple(int(v[i:i + 2], 16) for i in (1, 3, 5))
               for v in manifest["palette"].values()}
    for colour in ("TABLE", "WOOD", "SAND", "HOLE", "IVORY", "INK", "INDIGO", "OCHRE",
                   "LIMESTONE", "TERRACOTTA"):
        assert getattr(standins, colour) in palette, colour


def test_a_file_found_while_the_dialog_waits_is_told_after_it_and_the_app_idles(tmp_path):
    """A picture found missing while the dialog naming others is up is told after that
    dialog is answered; meanwhile the app is not busy: it kept drawing whole frames at 60 a
    second (the loop never slept) for as long as the dialog waited for its answer."""
    h = Harness(tmp_path / "home")
    h.app.assets = _assets_without(tmp_path, "table", "hole")
    h.settle()
    assert h.top.ask == "missing" and "sprites/table.png" in h.top.text
    h.app.assets.image("hole")  # drawn under the dialog, say
    h.pump(30)  # the dialog's buttons settled (a third of a second)
    assert not h.app.busy()
    _ok(h)
    assert h.top.ask == "missing" and "sprites/hole.png" in h.top.text
    assert "sprites/table.png" not in h.top.text
    _ok(h)
    assert h.names() == ["title"]
