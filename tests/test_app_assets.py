"""Assets load through the one resolver, a missing file is named, audio is optional, and
intents are made from raw events in one place."""

import logging

import pygame
import pytest

from ludic.app.assets import AssetError, Assets
from ludic.app.intents import translate
from ludic.app.sound import NAMES, Sound
from ludic.app.storage import Settings
from ludic.resources import resource_path

SPRITES = ["table", "board_wood", "board_sand", "hole", "seed_0", "seed_1", "seed_2", "seed_3",
           "dra_south", "dra_north", "kham_south", "kham_north", "sig_father", "sig_djinn",
           "sig_mother", "sigcap_south", "sigcap_north", "stick_polished", "stick_rough",
           "minaret", "cairo", "medina", "mecca", "icon", "pattern"]


@pytest.fixture(autouse=True)
def display():
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    yield


def test_every_sprite_and_sound_is_there():
    assets = Assets()
    assert assets.root == resource_path("assets")
    for name in SPRITES:
        assert assets.image(name).get_width() > 0, name
    for name in NAMES:
        assert (assets.root / "sounds" / f"{name}.wav").is_file(), name


def test_scaled_copies_are_cached_per_size():
    assets = Assets()
    a = assets.scaled("hole", (40, 40))
    assert a.get_size() == (40, 40) and assets.scaled("hole", (40, 40)) is a
    fit = assets.fit("stick_polished", 100, 100)
    assert fit.get_width() == 100 and fit.get_height() < 20
    tint = assets.tinted("sig_father", (200, 0, 0), (32, 32))
    assert tint.get_size() == (32, 32)
    tex = assets.texture("board_wood", (700, 300))
    assert tex.get_size() == (700, 300)


def test_a_missing_asset_names_the_file(tmp_path):
    assets = Assets(root=tmp_path)
    with pytest.raises(AssetError, match="hole.png"):
        assets.load("hole")


def test_a_missing_or_damaged_sprite_is_drawn_in_code_and_told_once(tmp_path):
    """A sprite whose file is missing (or is not a picture) is drawn in code at the size
    of the real one, and named once for the app to tell (never at each frame)."""
    (tmp_path / "sprites").mkdir()
    (tmp_path / "sprites" / "seed_1.png").write_bytes(b"not a png")
    assets = Assets(root=tmp_path)
    hole = assets.image("hole")
    assert hole.get_size() == (128, 128) and hole.get_bounding_rect().width > 100
    assert assets.image("seed_1").get_size() == (48, 48)
    assert assets.image("hole") is hole  # read once
    assert assets.untold() == ["sprites/hole.png", "sprites/seed_1.png"]
    assert assets.untold() == []
    assets.texture("table", (700, 300))  # a tile: a plain colour over the whole size
    assert assets.untold() == ["sprites/table.png"]
    # the stand-ins keep the real pictures' shapes, so everything fits them as it fits those
    assert assets.fit("stick_polished", 100, 100).get_size() == (100, 15)
    south, north = assets.image("dra_south"), assets.image("dra_north")
    assert south.get_at((48, 48))[:3] != north.get_at((48, 48))[:3]


def test_no_audio_device_is_not_a_crash(monkeypatch):
    def no_audio(*a, **k):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_audio)
    sound = Sound(Assets(), Settings())
    sound.play("capture")
    assert not sound.available and sound.played == ["capture"]


def test_a_missing_sound_is_logged_not_raised(tmp_path, caplog, monkeypatch):
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: (44100, -16, 2))  # audio "works"
    sound = Sound(Assets(root=tmp_path), Settings())
    with caplog.at_level(logging.WARNING, logger="ludic"):
        sound.play("win")  # no file: logged once, silent
        sound.play("win")
    assert sound.played == ["win", "win"]
    assert len([r for r in caplog.records if "win" in r.getMessage()]) == 1


def test_raw_events_become_intents():
    ev = pygame.event.Event
    assert translate(ev(pygame.MOUSEBUTTONDOWN, pos=(5, 6), button=1)).name == "select"
    assert translate(ev(pygame.MOUSEBUTTONDOWN, pos=(5, 6), button=1)).pos == (5, 6)
    assert translate(ev(pygame.MOUSEBUTTONDOWN, pos=(5, 6), button=3)).name == "cancel"

    def key(k, mod=0):
        return translate(ev(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))

    assert key(pygame.K_z, pygame.KMOD_CTRL).name == "undo"
    assert key(pygame.K_y, pygame.KMOD_CTRL).name == "redo"
    assert key(pygame.K_z, pygame.KMOD_CTRL | pygame.KMOD_SHIFT).name == "redo"
    assert key(pygame.K_u).name == "undo" and key(pygame.K_r).name == "redo"
    assert key(pygame.K_SPACE).name == "throw"
    assert key(pygame.K_F11).name == "toggle_fullscreen"
    assert key(pygame.K_TAB).name == "next"
    assert key(pygame.K_TAB, pygame.KMOD_SHIFT).name == "prev"
    assert key(pygame.K_4).name == "pick" and key(pygame.K_4).value == 4
    assert key(pygame.K_ESCAPE).name == "back"
    assert translate(ev(pygame.VIDEORESIZE, w=800, h=600, size=(800, 600))).value == (800, 600)


def test_shortcuts_work_with_an_arabic_keyboard_layout():
    """Two players typed their names in Arabic with an Arabic keyboard layout, then Ctrl+S
    did nothing (nor Ctrl+Z, U, H): the key of S sends 'س' there. A letter key typing
    another script is read by its place on the keyboard; Latin letters as typed."""
    ev = pygame.event.Event

    def key(char, scan, mod=0):
        return translate(ev(pygame.KEYDOWN, key=ord(char), mod=mod, unicode=char,
                            scancode=scan))

    assert key("س", pygame.KSCAN_S, pygame.KMOD_CTRL).name == "save"
    assert key("ئ", pygame.KSCAN_Z, pygame.KMOD_CTRL).name == "undo"
    assert key("ئ", pygame.KSCAN_Z, pygame.KMOD_CTRL | pygame.KMOD_SHIFT).name == "redo"
    assert key("ع", pygame.KSCAN_U).name == "undo"
    assert key("ا", pygame.KSCAN_H).name == "rules"
    # an AZERTY keyboard: the key at Q's place types a, and is a
    assert key("a", pygame.KSCAN_Q).key == pygame.K_a
    assert key("é", 0).name == "key"  # no place known: the key as it is
