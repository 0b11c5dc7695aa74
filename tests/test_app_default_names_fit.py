"""The players' default names where the board shows them (a QA pass, c_88.png): with two
computers, Dra's tray title "Main d'Ordinateur 2" was cut to "Main d'Ordinat…" and
Khamousiyya's tray name to "Comput…" at 1280x720 and 1024x600, and the panel's in-hand line
"En main : Ordinateur 1 (10), Ordinat…" in extra large text. A default name (Player N,
Computer N) fits its box whole, or in the computer's short form ("Ordi 2"), in every language
at both sizes and text sizes."""

from __future__ import annotations

import pygame
import pytest

from apphelp import Harness, record_texts
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

    recorder = record_texts(monkeypatch)
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
            recorder.clear()
            h.app.draw()
            drawn = recorder.placed(board=True)
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


@pytest.mark.parametrize("size", [(1024, 600), (1024, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
@pytest.mark.parametrize("level_id", ["khamousiyya", "khamousiyya-5x5"])
def test_a_computers_short_name_keeps_clear_of_the_line_under_it(tmp_path, monkeypatch, size,
                                                                 lang, level_id):
    """A QA pass with a teacher's projector (two computers, French, extra large text,
    1024x768): the tray's line for a name too long to stand beside the piece was as tall as
    "Ordinateur 1" at the smallest size, and "Ordi 1", the short form drawn there instead, at
    its full size ran its letters into "Joue le premier" under it (North's "Ordi 2" into
    "Peut revendiquer le H’ajeb"). No two texts in a tray touch."""
    from ludic.app.scenes.game import GameScene
    from ludic.app.scenes.title import TitleScene

    from apphelp import touching

    recorder = record_texts(monkeypatch)
    h = Harness(tmp_path, size=size)
    h.set_text_size("extra large")
    language.switch(h.app, lang)
    try:
        h.app.reset(TitleScene(h.app))
        h.app.push(GameScene(h.app), session=_session(level_id, "computer"), opening=False)
        h.settle()
        recorder.clear()
        h.app.draw()
        for tray in h.game.view.trays:
            words = [d for d in recorder if d.rect is not None and d.board
                     and tray.collidepoint(d.rect.center)]
            assert len(words) >= 4, [d.text for d in words]  # name, role, hand, taken
            for i, a in enumerate(words):
                for b in words[i + 1:]:
                    assert not touching(a, b), (a.text, a.rect, b.text, b.rect)
    finally:
        language.switch(h.app, "en")
        pygame.quit()


def _race_of_six_to_the_end():
    """A six-player Sig race played for places (S8), Amina against five computer seats
    with their default names ("Computer 1" to "Computer 5"), thrown at random to its end."""
    import random

    from ludic.app.session import Session, Setup
    from ludic.i18n import Typed

    names = [Typed("Amina")] + [Text(N_("Computer {number}"), number=i) for i in range(1, 6)]
    session = Session(Setup("sig-el-oued", {"play_for_places": True}, 6, names, 0,
                            [None] + ["easy"] * 5, 1))
    rng = random.Random(3)
    while session.state.outcome() is None:
        session.history.throw(rng)
    return session


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_six_computers_names_whole_on_the_game_over_chart_and_the_move_list(tmp_path,
                                                                           monkeypatch, lang):
    """A six-player race at 1024x600 in extra large text (the hardest case): the game-over
    chart's legend cut every computer to "Com…" ("Ordi…", "الحا…"), the places line parted
    a place from its name, the move list's rows spent their room on "Computer 5" before
    cutting the move, and "Ordinateur 1" ran into its place badge at Mecca. The legend
    shows each name whole (its short form, on two rows where it must), no two overlapping;
    a move-list row too long names the computer by its short form; a row at Mecca's name
    stops before its badge."""
    from ludic import i18n
    from ludic.app.scenes.game import GameScene
    from ludic.app.session import Session

    board = record_texts(monkeypatch)  # from the first frame: the board keeps its labels
    h = Harness(tmp_path, size=(1024, 600))
    h.set_text_size("extra large")
    language.switch(h.app, lang)
    try:
        session = _race_of_six_to_the_end()
        h.app.reset(GameScene(h.app), session=Session.from_save(session.to_save()))
        h.settle()
        panel = h.top
        assert panel.name == "gameover" and panel.chart_rect.height > 0
        drawn = record_texts(monkeypatch)
        h.app.draw()
        names = [i18n.tr(n) for n in session.names]
        with i18n.short_names():
            shorts = [i18n.tr(n) for n in session.names]
        assert shorts[1:] != names[1:]  # the computers have short names to fall back on
        legend = [(t, r) for t, r in drawn.placed() if panel.chart_rect.colliderect(r)
                  and (t in names or t in shorts or "…" in t)]
        assert [t for t, _ in legend if "…" in t] == []
        shown = [t for t, _ in legend]
        assert all(a in shown or b in shown for a, b in zip(names, shorts)), shown
        for i, (t, r) in enumerate(legend):
            assert panel.chart_rect.contains(r), (t, r)
            for u, q in legend[i + 1:]:
                assert not r.colliderect(q), (t, u)
        # the places line (S8) on three lines: "5th" was left at the end of one, its
        # "Computer 3" on the next; each place keeps its name (checked where the words read
        # left to right: the wrap is the same code in Arabic)
        if lang != "ar":
            from ludic.app.boards.sig_race import place_badge

            badges = {place_badge(i) for i in range(1, 7)}
            lines = theme.wrap(panel.places_line(), round(19 * panel.scale),
                               panel.box.width - round(56 * panel.scale), True)
            assert len(lines) > 1, lines
            assert not [x for x in lines if x.rstrip(",").split()[-1] in badges], lines
        # the move list, under the panel: the rows cut start with a computer's short name
        h.click_button("look")
        h.settle()
        drawn.clear()
        h.app.draw()
        game = h.game
        rows = [(t, r) for t, r in drawn.placed() if game.panel.list_rect.contains(r)]
        assert rows
        # six long names: a row may take as many lines as the list has before it is cut
        # (0f71ee5: the French winning row lost "atteint La Mecque"), so none is cut in
        # any language (in Arabic since the panel grew with the text size, 5b25cb9); a row
        # too long for its lines would name the computer by its short name
        cut = [game.panel.lines_of(k)[0] for _r, k, c in game.panel.rows_drawn if c]
        assert not cut and not [t for t, _ in rows if "…" in t], rows
        assert not [t for t in cut if any(t.startswith(n + " ") for n in names[1:])], cut
        assert all(any(t.startswith(n) for n in shorts) for t in cut), cut
        # the rows at Mecca on the board: each name whole, clear of its place badge (S8)
        view = game.view
        for seat, row in enumerate(view.mecca_rows()):
            (bx, by), radius = view.badge_spot(row)
            badge = pygame.Rect(bx - radius, by - radius, 2 * radius, 2 * radius)
            named = [(t, r) for t, r in board.placed(board=True)
                     if row.contains(r) and t in (names[seat], shorts[seat])]
            assert named, (seat, [t for t, r in board.placed(board=True) if row.colliderect(r)])
            assert all(r.right < badge.left for _t, r in named), (named, badge)
    finally:
        language.switch(h.app, "en")
        pygame.quit()
