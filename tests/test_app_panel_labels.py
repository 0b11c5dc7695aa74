"""The game panel's buttons are as legible in French and Arabic as in English, at every text
size, and whole; a computer's seat is named in words a player says.

In extra large text at 1280x720 the French panel's labels were drawn at 16 to 18 px where
English had 23 to 27: the French words are longer, and a row of equal buttons shrank each
label until it fitted. A French teacher with a projector got the smallest buttons. The panel
now sets its bottom buttons and tools on more rows where their words need them (and the
move list has the room), widens in large text, and gives the Throw button its words alone
when the key would shrink them. In the Sig capture game, whose sticks and Throw and Teacher
rows leave no row to spare in extra large text, the Arabic Throw was drawn at 24 px for
English's 32 at 1280x720 (its letters, taller than Latin ones, cut by the row's height) and
the French labels with a computer seat at 23 for 27: the Arabic rows grow by what their
words need where the move list keeps its rows, the sticks giving a little, and the panel
takes the width the board leaves (its height bounds it). Khamousiyya's side column showed
"Ordi" (French) and "Comp." (English) for a computer's seat: its name now takes a line of its
own, whole."""

from __future__ import annotations

import pygame
import pytest

from apphelp import Harness, TextRecorder
from ludic.app import language as languages
from ludic.app.scenes.common import _fits
from ludic.app.session import Session, Setup

GAMES = ["dra", "khamousiyya", "isolo", "sig-el-oued-capture", "sig-el-oued"]
SEATS = {"people": [None, None], "computer": [None, "medium"]}
PANEL = {"undo", "redo", "rules", "help", "numbers", "settings", "menu", "hint", "pause",
         "step", "speed", "throw", "demo", "agree", "action"}


def panel_labels(h: Harness) -> dict[str, tuple[str, int, bool]]:
    """The game panel's buttons by object id: (label, its size in pixels, whole: as wide
    as its room and its letters inside the button's height)."""
    out = {}
    for e in h.elements():
        ids = [i[1:] for i in (getattr(e, "object_ids", None) or []) if i and i[0] == "#"]
        if not ids or ids[-1] not in PANEL or not getattr(e, "visible", True) \
                or e.font is None:
            continue
        out[ids[-1]] = (e.text, e.font.get_point_size(), _fits(e, e.font, e.text))
    return out


def start(h: Harness, level_id: str, computers) -> None:
    h.app.reset("title")
    h.pump(1)
    h.app.push("game", session=Session(Setup(level_id, {}, 2, [], 0, list(computers), 7)),
               opening=False)
    h.pump(3)


def against_the_computer(tmp_path, level_id: str, lang: str, size, text_size: str):
    """A game of ``level_id`` started the way a player starts one (Play, the game, a click
    on the second seat's Computer button, Start: the seat keeps its default name), in
    ``lang`` at ``size`` and ``text_size``, its board drawn once: (the harness, the game
    scene, the computer's name in ``lang``, the texts of that frame). The language stays
    switched: the caller switches back to English once it has looked."""
    from ludic.i18n import _, tr

    h = Harness(tmp_path, size=size, seed=1)
    h.set_text_size(text_size)
    languages.switch(h.app, lang)
    h.settle()
    h.click_button("play")
    h.choose_game(level_id)
    h.click_button("seat_1")
    h.click_button("start")
    h.settle()
    game = h.game
    name = tr(game.session.names[1])
    assert name == _("Computer")
    with TextRecorder() as drawn:
        game.view.draw(h.app.screen, game.state, game.ui_state())
    return h, game, name, drawn


@pytest.mark.parametrize("text_size", ["normal", "large", "extra large"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_french_and_arabic_buttons_are_as_large_as_english(tmp_path, size, text_size):
    h = Harness(tmp_path, size=size, seed=1)
    h.set_text_size(text_size)
    problems = []
    for level_id in GAMES:
        for seats, computers in SEATS.items():
            drawn = {}
            for lang in ("en", "fr", "ar"):
                languages.switch(h.app, lang)
                start(h, level_id, computers)
                drawn[lang] = panel_labels(h)
                for oid, (text, _px, whole) in drawn[lang].items():
                    if not whole:
                        problems.append(f"{lang} {level_id} {seats}: {text!r} cut")
            # (the race has no Hint: nothing to choose, S3)
            wanted = {"undo", "menu", "throw"} if level_id == "sig-el-oued" \
                else {"undo", "menu", "hint"}
            assert wanted <= set(drawn["en"]), drawn["en"]
            for lang in ("fr", "ar"):
                assert set(drawn[lang]) == set(drawn["en"]), (lang, level_id, seats)
                for oid, (text, px, _whole) in drawn[lang].items():
                    english = drawn["en"][oid][1]
                    if px < 0.9 * english:
                        problems.append(f"{lang} {level_id} {seats}: {text!r} at {px} px, "
                                        f"English {drawn['en'][oid][0]!r} at {english}")
    languages.switch(h.app, "en")
    assert not problems, problems
    pygame.quit()


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
@pytest.mark.parametrize("level_id", ["khamousiyya", "khamousiyya-5x5"])
@pytest.mark.parametrize("size,text_size", [((1280, 720), "extra large"),
                                            ((1280, 720), "normal"),
                                            ((1024, 600), "extra large"),
                                            ((1920, 1080), "large")])
def test_the_side_column_names_a_computer_in_whole_words(tmp_path, lang, level_id, size,
                                                         text_size):
    """A seat given to the computer in the setup is called Computer; Khamousiyya's side
    column (the trays beside the board) drew it 'Comp.', 'Ordi' where the name did not fit
    beside the piece. It is drawn whole, on a line of its own under the piece if need be,
    inside its tray, and at the smallest legible size or more."""
    from ludic.app import theme
    from ludic.i18n import SHORT_NAMES, _

    h, game, name, drawn = against_the_computer(tmp_path, level_id, lang, size, text_size)
    shorts = {_(short).format(number=n) for short in SHORT_NAMES.values() for n in (1, 2)}
    board = drawn.placed(board=True)
    texts = [t for t, _r in board]
    assert not shorts & set(texts), texts
    tray = game.view.trays[1]
    placed = [r for t, r in board if t == name]
    assert placed, texts
    assert all(tray.contains(r) for r in placed), (placed, tray)
    assert min(drawn.px_of(name)) >= theme.text_floor()
    languages.switch(h.app, "en")
    pygame.quit()


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_dra_trays_name_a_computer_in_whole_words(tmp_path, lang, size):
    """The Dra trays' titles ('Main d’Ordinateur', 'Ordinateur a pris') did not fit beside
    the count in extra large text, and the computer's name took its short form ('Main
    d’Ordi', 'Comp.'s hand'). The lines under the first take the tray's whole width: the
    name is drawn whole, inside its tray, at the smallest legible size or more."""
    from ludic.app import theme

    h, game, name, drawn = against_the_computer(tmp_path, "dra", lang, size, "extra large")
    board = drawn.placed(board=True)
    texts = [t for t, _r in board]
    # (the short forms are inside the whole words, "Ordi" in "Ordinateur": the name whole
    # in both titles, and nothing cut, says they are not drawn)
    assert not any(t.endswith("…") for t in texts), texts
    trays = list(game.view.trays.values())
    named = [(t, r) for t, r in board if name in t]
    assert len(named) >= 2, texts  # its hand's title and its captures'
    for t, r in named:
        assert any(tray.contains(r) for tray in trays), (t, r)
        assert min(drawn.px_of(t)) >= theme.text_floor(), t
    languages.switch(h.app, "en")
    pygame.quit()
