"""A missing or damaged sound never stops Ludic, is left silent, and is told once.

Before, a sound file that was missing or could not be read was only written in the log: the
player never learnt why a capture made no sound, and a file cut short played a clipped sound.
Now, when the mixer starts, every sound is read; the ones missing or damaged are named in
the dialog that names missing pictures, once, and the game goes on silently for them. A file
cut right after its header is never handed to SDL: SDL_mixer reads it as a sound with no
samples, and freeing that sound can abort the whole process (a double free)."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from apphelp import Harness
from ludic import resources
from ludic.app import language


def _assets_with_sounds(tmp_path, missing=(), cut=None):
    """An assets folder like Ludic's without the sounds ``missing``, and with the sounds of
    ``cut`` (name -> bytes kept) cut short, as a copy interrupted."""
    from ludic.app.assets import Assets

    real = resources.assets_dir()
    root = tmp_path / "assets"
    (root / "sounds").mkdir(parents=True)
    (root / "sprites").symlink_to(real / "sprites")
    for wav in (real / "sounds").iterdir():
        if wav.stem in missing:
            continue
        data = wav.read_bytes()
        if cut and wav.stem in cut:
            data = data[:cut[wav.stem]]
        (root / "sounds" / wav.name).write_bytes(data)
    return Assets(root=root)


def _harness(tmp_path, assets, lang="en") -> Harness:
    h = Harness(tmp_path / "home")
    language.switch(h.app, lang)
    h.app.assets = h.app.sound.assets = assets
    h.settle()
    return h


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_a_missing_and_a_cut_sound_are_told_once_and_the_game_goes_on(tmp_path, lang):
    assets = _assets_with_sounds(tmp_path, missing=("capture",), cut={"place": 3000})
    h = _harness(tmp_path, assets, lang)
    assert h.names() == ["title"]  # no sound played yet: nothing known, nothing told
    h.click_button("play")
    h.settle()
    h.choose_game("dra")  # a click's sound starts the mixer: every sound is read
    h.settle()
    notice = h.top
    assert notice.name == "confirm" and notice.ask == "missing", h.names()
    assert "sounds/capture.wav" in notice.text and "sounds/place.wav" in notice.text
    assert "sounds/click.wav" not in notice.text and str(tmp_path) not in notice.text
    if lang == "en":
        assert notice.title == "Some of Ludic's sounds are missing"
        assert "without those sounds" in notice.text and "shapes" not in notice.text
    h.click_button("answer_0")
    h.settle()
    assert h.top.name == "setup"
    h.click_button("start")
    h.settle()
    assert h.top.name == "game"
    for move in ("c2", "d4", "e2"):
        h.play(h.game.session.game.parse_move(move))
        h.settle()
        assert h.top.name == "game", h.names()  # never told again
    assert "place" in h.app.sound.played  # asked for, and silent
    assert assets.sound("place") is None and assets.sound("capture") is None
    assert assets.sound("click") is not None


def test_pictures_and_sounds_missing_together_are_one_dialog(tmp_path):
    from test_app_i18n_positions import _assets_without

    assets = _assets_without(tmp_path, "table")
    sounds = assets.root / "sounds"  # a copy of the sounds, without the win's
    sounds.unlink()
    sounds.mkdir()
    for wav in (resources.assets_dir() / "sounds").iterdir():
        if wav.stem != "win":
            (sounds / wav.name).symlink_to(wav)
    h = Harness(tmp_path / "home")
    h.app.assets = h.app.sound.assets = assets
    assets.image("table")  # found in the same frame: one dialog names both
    h.app.sound.start()
    h.pump(1)
    notice = h.top
    assert notice.ask == "missing"
    assert "sprites/table.png" in notice.text and "sounds/win.wav" in notice.text
    assert notice.title == "Some of Ludic's files are missing"
    assert "shapes" in notice.text and "sounds" in notice.text
    h.click_button("answer_0")
    h.settle()
    assert h.names() == ["title"]


@pytest.mark.parametrize("kept", [0, 12, 44, 3000])
def test_a_damaged_sound_file_is_refused_before_sdl_reads_it(tmp_path, kept):
    """A file cut anywhere (empty, in its header, right after it, in its samples) is noted
    and not played; read in a process of its own, since SDL reading a file cut right after
    its header could abort the process when the sound was freed."""
    real = resources.assets_dir() / "sounds" / "click.wav"
    (tmp_path / "sounds").mkdir()
    (tmp_path / "sounds" / "click.wav").write_bytes(real.read_bytes()[:kept])
    child = textwrap.dedent(f"""
        import gc, os, sys
        os.environ["SDL_AUDIODRIVER"] = "dummy"
        sys.path.insert(0, {str(resources.root())!r})
        import pygame
        from ludic.app.assets import Assets
        pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
        assets = Assets(root={str(tmp_path)!r})
        print(assets.sound("click") is None, assets.untold())
        assets._sounds.clear()
        gc.collect()
        print("freed")
    """)
    done = subprocess.run([sys.executable, "-c", child], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert "True ['sounds/click.wav']" in done.stdout and "freed" in done.stdout
