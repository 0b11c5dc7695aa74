"""The players' default names where the board shows them (a QA pass, c_88.png): with two
computers, Dra's tray title "Main d'Ordinateur 2" was cut to "Main d'Ordinat…" and
Khamousiyya's tray name to "Comput…" at 1280x720 and 1024x600, and the panel's in-hand line
"En main : Ordinateur 1 (10), Ordinat…" in extra large text. A default name (Player N,
Computer N) fits its box whole, or in the computer's short form ("Ordi 2"), in every language
at both sizes and text sizes."""

from __future__ import annotations

import pygame
import pytest

from apphelp import Harness, record_board_texts
from ludic.app import language, theme
from ludic.i18n import N_, Text


def _session(level_id: str, kind: str):
    from ludic.app.session import Session, Setup

    key = "Computer {number}" if kind == "computer" else "Player {number}"
    names = [Text(N_(key), number=1), Text(N_(key), number=2)]
    session = Session(Setup(level_id, {}, names=names))
    return session  # nobody is the computer: the position stays as dealt


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("text_size", ["normal", "extra large"])
@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
@pytest.mark.parametrize("level_id", ["dra", "khamousiyya"])
def test_default_names_are_drawn_whole_inside_their_boxes(tmp_path, monkeypatch, size,
                                                          text_size, lang, level_id):
    from ludic.app.scenes.game import GameScene
    from ludic.app.scenes.title import TitleScene

    drawn = record_board_texts(monkeypatch)
    h = Harness(tmp_path, size=size)
    h.app.settings.text_size = text_size
    h.app.apply_text_size()
    language.switch(h.app, lang)
    try:
        for kind in ("computer", "player"):
            h.app.reset(TitleScene(h.app))
            h.app.push(GameScene(h.app), session=_session(level_id, kind), opening=False)
            h.settle()
            scene = h.game
            view = scene.view
            drawn.clear()
            h.app.draw()
            # the board: every word drawn in a tray is whole and inside that tray
            assert drawn, "the board drew no words"
            trays = list(view.trays.values() if isinstance(view.trays, dict) else view.trays)
            in_trays = [(t, r) for t, r in drawn
                        if any(tray.collidepoint(r.center) for tray in trays)]
            for t, r in in_trays:
                assert "…" not in t, (kind, t)
                tray = next(tray for tray in trays if tray.collidepoint(r.center))
                # across (a line's rect has the font's leading above and below its letters)
                assert tray.left <= r.left and r.right <= tray.right, (kind, t, r, tray)
            # the panel: the lines under the players fit the players' width, none cut
            width = scene.geo.players_rect.width
            lines = scene.panel.lines(scene.state)
            if len(lines) > scene.geo.info_rows:
                lines = scene.panel.lines(scene.state, short=True)
            for text, fs in scene.panel.rows_for(lines):
                assert "…" not in text, (kind, text)
                assert theme.font(fs).size(theme.drawable(text))[0] <= width, (kind, text)
    finally:
        language.switch(h.app, "en")
        pygame.quit()
