"""A missing or broken ``assets/ui/theme.json`` never stops Ludic, and is told once.

Before, the GUI's theme was read when the first buttons were made: a missing file, or one
that was not JSON, raised at every frame, and after three quick errors Ludic ended. Now Ludic
starts with a plain theme drawn in code (``ludic.app.theme.plain_gui_theme``, every class's
face at the file's size), and the dialog that names missing pictures names the file."""

from __future__ import annotations

import json

import pygame
import pytest

from apphelp import Harness
from ludic import resources
from ludic.app import language, theme

BROKEN = {
    "deleted": None,
    "not JSON": '{"defaults": {"colours": {"normal_bg": "#F6EBD2",',
    "not a theme": '["defaults"]',
    "a size that is no number": '{"defaults": {"font": {"name": "noto_sans", "size": "big"}}}',
}


def _resources(tmp_path, theme_text):
    """A copy of Ludic's resources (links to the real files) whose ``assets/ui/theme.json``
    is ``theme_text`` (``None``: no such file)."""
    real = resources.root()
    root = tmp_path / "res"
    (root / "assets" / "ui").mkdir(parents=True)
    for name in ("levels", "locale"):
        (root / name).symlink_to(real / name)
    for name in ("sprites", "sounds"):
        (root / "assets" / name).symlink_to(real / "assets" / name)
    if theme_text is not None:
        (root / "assets" / "ui" / "theme.json").write_text(theme_text, encoding="utf-8")
    return root


@pytest.mark.parametrize("lang", ["en", "ar"])
@pytest.mark.parametrize("damage", list(BROKEN))
def test_ludic_starts_plays_and_tells_without_its_theme(tmp_path, monkeypatch, damage, lang):
    monkeypatch.setenv("LUDIC_RESOURCES", str(_resources(tmp_path, BROKEN[damage])))
    h = Harness(tmp_path / "home")  # its first frame makes the buttons: no theme file
    language.switch(h.app, lang)
    h.settle()
    notice = h.top
    assert notice.name == "confirm" and notice.ask == "missing", h.names()
    assert "ui/theme.json" in notice.text and str(tmp_path) not in notice.text
    if lang == "en":
        assert notice.title == "Some of Ludic's files are missing"
        assert "plain style" in notice.text and "shapes" not in notice.text
    h.click_button("answer_0")
    h.settle()
    assert h.names() == ["title"]
    assert h.button("play") is not None and h.button("rules") is not None
    h.click_button("play")
    h.settle()
    h.choose_game("dra")
    h.click_button("start")
    h.settle()
    assert h.top.name == "game"
    for move in ("c2", "d4"):
        h.play(h.game.session.game.parse_move(move))
        h.settle()
    assert h.top.name == "game" and h.game.session.history.cursor == 2  # never told again
    h.resize(1600, 900)  # a new size: a new GUI manager, the plain theme again, quietly
    h.settle()
    assert h.top.name == "game"


def test_the_plain_theme_keeps_the_file_s_faces():
    """Every class the file gives a face has it in the plain theme at the same size and
    weight: buttons' words are measured and fitted the same way with either."""
    data = json.loads(resources.assets_dir().joinpath("ui", "theme.json").read_text("utf-8"))
    faces = {name: (int(block["font"]["size"]), block["font"].get("bold") == "1")
             for name, block in data.items() if isinstance(block.get("font"), dict)}
    assert faces == theme.GUI_FONTS
    plain = theme.plain_gui_theme()
    assert set(plain) >= set(faces)
    for name, (size, bold) in faces.items():
        assert plain[name]["font"]["size"] == str(size), name


def test_the_plain_theme_draws_a_chosen_button_apart(tmp_path, monkeypatch):
    """With the plain theme, a chosen option is still drawn apart from the others (the
    setup screen's chosen rule, the chosen language)."""
    monkeypatch.setenv("LUDIC_RESOURCES", str(_resources(tmp_path, None)))
    h = Harness(tmp_path / "home")
    h.settle()
    h.click_button("answer_0")
    h.settle()
    h.click_button("settings")
    h.settle()
    chosen = [e for e in h.elements() if getattr(e, "is_selected", False)]
    plain = [e for e in h.elements() if hasattr(e, "is_selected") and not e.is_selected
             and getattr(e, "is_enabled", True)]
    assert chosen and plain
    h.app.draw()

    def colour(e):
        r = e.get_abs_rect()
        return h.app.screen.get_at((r.x + 6, r.centery))[:3]

    assert colour(chosen[0]) != colour(plain[0])
    assert colour(chosen[0]) == theme.INDIGO
    pygame.event.clear()
