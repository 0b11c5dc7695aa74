"""No text a person must read is drawn below the smallest legible size (issue 14.2).

The smallest text is :func:`ludic.app.theme.min_text_px`: 12 px at 1024x600, 14 px at
1280x720, 21 px at 1920x1080 (about 2% of the window's height; its docstring says why). Here
the text-drawing function (``theme.render``, which ``draw_text`` and every caption go
through) is watched while scripted games of every level are played through the window at
each size, from the setup screen to the game-over panel and its chart, with undo and redo
(Isolo's "Fast-forward..."), Dra's long removal messages and Sig's sticks: the smallest size
drawn must be the floor or more. The GUI's own texts (buttons, labels) are held to it too.
Small pictures of a board (the setup screen's cards, the rules' worked examples) are drawn to
scale under ``theme.no_floor()`` and are not measured.
"""

import random

import pygame
import pytest

from apphelp import Harness, record_texts
from ludic.app import catalog, theme

SIZES = {(1024, 600): 12, (1280, 720): 14, (1920, 1080): 21}
#: Moves played in the long games (the race, Khamousiyya); the others are played to the end
#: (Dra and Isolo end within it: their game-over panels and charts are measured).
LONG = {"sig-el-oued": 50, "khamousiyya": 50, "khamousiyya-5x5": 50}


def test_the_floor_is_the_documented_one():
    for (w, h), px in SIZES.items():
        assert theme.min_text_px(w, h) == px


def _gui_sizes(h) -> list[tuple[int, str]]:
    out = []
    for e in h.elements():
        font = getattr(e, "font", None)
        text = getattr(e, "text", "") or ""
        if font is not None and getattr(e, "visible", True) and text.strip():
            out.append((font.get_point_size(), text))
    return out


@pytest.mark.parametrize("size", list(SIZES), ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_text_is_drawn_below_the_floor(tmp_path, monkeypatch, size):
    floor = SIZES[size]
    smallest: dict[str, tuple[int, str]] = {}  # where -> (pixels, text)
    drawn = record_texts(monkeypatch)

    def measure() -> None:
        """Each text's smallest size so far (the recorder keeps the frames since the last)."""
        for d in drawn:
            if d.text.strip() and d.floor:  # floor 0: a board's small picture, to scale
                if d.px < smallest.get(d.text[:40], (999,))[0]:
                    smallest[d.text[:40]] = (d.px, d.text)
        drawn.clear()

    h = Harness(tmp_path, size=size, seed=5)
    gui: list[tuple[int, str]] = []
    for lv in catalog.levels():
        for n in sorted({lv.min_players, lv.max_players}):
            h.app.reset("title")
            h.pump(2)
            h.click_button("play")
            h.choose_game(lv.id)
            if h.button(f"players_{n}") is not None:
                h.click_button(f"players_{n}")
            h.app.draw()
            gui += _gui_sizes(h)
            h.click_button("start")
            h.settle()
            rng = random.Random(7)
            for i in range(LONG.get(lv.id, 400)):
                if h.top.name != "game":
                    break
                state = h.game.state
                if state.outcome() is not None:
                    h.settle()
                    continue
                h.play(None if state.is_chance else rng.choice(state.legal_moves()))
                if i == 12:  # undo and redo: Isolo says "Fast-forward..." in the bar
                    for key in (pygame.K_u, pygame.K_u, pygame.K_r, pygame.K_r):
                        h.key(key)
                        h.settle()
                        h.app.draw()
                if i % 5 == 0:
                    gui += _gui_sizes(h)
                measure()
            h.app.draw()
            gui += _gui_sizes(h)
            measure()
    small = sorted(v for v in smallest.values() if v[0] < floor)
    assert not small, f"text drawn below {floor} px at {size}: {small[:8]}"
    small = sorted({v for v in gui if v[0] < floor})
    assert not small, f"GUI text below {floor} px at {size}: {small[:8]}"
    pygame.quit()


def test_fit_lines_wraps_and_shortens_instead_of_shrinking(tmp_path):
    Harness(tmp_path, size=(1024, 600), title=False)
    floor = theme.least_size()
    long = "South removes North's piece on a4 (South has captured 10) (D3) " * 2
    lines, fs = theme.fit_lines(long, 300, 20, lines=2)
    assert fs >= floor and len(lines) == 2
    assert all(theme.text_width(line, fs) <= 300 for line in lines)
    assert lines[-1].endswith("…")  # too long even for two lines at the floor: shortened
    lines, fs = theme.fit_lines("Throw the sticks", 300, 20)
    assert lines == ["Throw the sticks"] and fs == 20
    assert theme.fit_size(long, 50, 20) == floor  # never below, whatever the width
    with theme.no_floor():
        assert theme.fit_size(long, 50, 20) < floor  # a small picture of a board
    pygame.quit()
    theme.reset_caches()


def _word_gaps(text: str, px: int, bold: bool = False) -> list[int]:
    """The runs of blank columns between inked ones in ``text`` drawn at ``px``."""
    img = theme.render(text, px, (0, 0, 0), bold)
    w, h = img.get_size()
    ink = [max(img.get_at((x, y))[3] for y in range(h)) > 60 for x in range(w)]
    runs, run, started = [], 0, False
    for x in range(w):
        if ink[x]:
            if started and run:
                runs.append(run)
            started, run = True, 0
        elif started:
            run += 1
    return runs


@pytest.mark.parametrize("px", range(10, 17))
def test_a_space_shows_at_small_sizes(tmp_path, px):
    """Hinting rounds a glyph's advance to whole pixels but not its picture: Noto Sans' "4"
    reaches past its advance and "t" starts before its origin, so "Player 4 throws 3" read
    "Player 4throws 3" at 11 and 13 px (issue 14). A space stays wider than the gaps between
    the letters of a word."""
    pygame.display.init()
    pygame.font.init()
    theme.reset_caches()
    for digit in "0123456789":
        for bold in (False, True):
            gap = _word_gaps(f"{digit} t", px, bold)
            assert gap and gap[0] >= 3, (digit, px, bold, gap)
    pygame.quit()
    theme.reset_caches()  # the fonts made here die with pygame.quit(): no test may get them


@pytest.mark.parametrize("px", (21, 28, 36))
def test_a_space_before_j_is_no_wider_than_another(px):
    """"j" reaches left of its origin with its descender's hook, under the space: opening
    that space as if the letters met drew "un  jeu" with a gap twice the others' in French
    at 1920x1080. At the sizes where a space is wide enough, the space before "j" takes
    the room the space before "p" takes."""
    pygame.display.init()
    pygame.font.init()
    theme.reset_caches()
    for bold, italic in ((False, False), (True, False), (False, True)):
        def space(word: str, bold=bold, italic=italic) -> int:
            return (theme.text_width(f"un {word}", px, bold, italic)
                    - theme.text_width(f"un{word}", px, bold, italic))
        assert space("jeu") == space("peu"), (px, bold, italic)
        assert space("joue") == space("poue"), (px, bold, italic)
    pygame.quit()
    theme.reset_caches()


@pytest.mark.parametrize("level_id", ["sig-el-oued-capture", "sig-el-oued"])
def test_arabic_extra_large_player_names_are_legible(tmp_path, monkeypatch, level_id):
    """The game panel's player list fitted each name to its row by the height of an Arabic
    line's box (half as tall again as its letters), so in extra large Arabic at 1280x720 the
    names of the stick games were drawn at 8 px, under the 14 px floor."""
    from ludic.app import language
    from ludic.i18n import _

    h = Harness(tmp_path, size=(1280, 720))
    language.switch(h.app, "ar")
    h.set_text_size("extra large")
    h.settle()
    h.start_game(level_id)
    drawn = record_texts(monkeypatch)
    h.app.draw()
    names = [name for name in (_("South"), _("North"), _("Player 1"), _("Player 2"))
             if drawn.px_of(name)]
    assert names
    for name in names:
        assert min(drawn.px_of(name)) >= theme.min_text_px(1280, 720), (name, drawn.px_of(name))
    pygame.quit()
