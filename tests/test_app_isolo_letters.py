"""Isolo's holes ``l`` and ``I`` (rule book I1) tell apart wherever people read them: Noto Sans
draws a lowercase l and a capital I as the same bar ("The last counter fell into l"), so a
lone ``l`` is drawn as the script ell ``ℓ`` (:func:`ludic.app.theme.tell_l_from_i`)."""

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from ludic.app import theme


def _rows(text: str, size: int, bold: bool) -> list[tuple[int, int]]:
    """The inked columns (first, last) of each row of ``text`` as the app draws it."""
    img = theme.render(text, size, (0, 0, 0), bold)
    out = []
    for y in range(img.get_height()):
        xs = [x for x in range(img.get_width()) if img.get_at((x, y))[3] >= 100]
        if xs:
            out.append((xs[0], xs[-1]))
    return out


def _bar(rows: list[tuple[int, int]]) -> bool:
    """A plain upright stroke: every row inks the same columns (give or take a pixel), as
    Noto Sans draws a lowercase l (its capital I has small serifs, too small to tell at a
    reading size)."""
    lefts, rights = [a for a, _ in rows], [b for _, b in rows]
    return max(lefts) - min(lefts) <= 1 and max(rights) - min(rights) <= 1


@pytest.mark.parametrize("bold", [False, True], ids=["regular", "bold"])
@pytest.mark.parametrize("size", [12, 14, 16, 20, 24, 32])
def test_a_lone_l_is_not_drawn_as_a_plain_bar(size, bold):
    pygame.init()
    theme.reset_caches()  # fonts made before an earlier test's pygame.quit() are gone
    assert not _bar(_rows("l", size, bold)), (size, bold)


def test_only_the_lone_l_changes():
    tell = theme.tell_l_from_i
    assert tell("The last counter fell into l") == "The last counter fell into \u2113"
    assert tell("Amina l, takes I, takes i (I7)") == "Amina \u2113, takes I, takes i (I7)"
    assert tell("i j k l m") == "i j k \u2113 m"
    assert tell("(l)") == "(\u2113)"
    for same in ("l'adversaire", "l\u2019adversaire", "all 16 holes", "l2", "hello", "Il",
                 "faites-l\u2026", "de l\u2026"):  # French words cut short to fit
        assert tell(same) == same
    assert theme.drawable("fell into l") == "fell into \u2113"


def test_the_bar_names_the_hole_l_apart_while_its_sowing_plays(tmp_path):
    """While a move plays the bar says "North plays l…": the ellipsis kept the lone l a
    plain bar (a word cut short, "de l…", stays as written), so a Watch of Isolo on a
    projector read "Computer 2 plays l…", which is also how "plays I…" looks. The hole's
    name is drawn as the board and the move list draw it."""
    from apphelp import Harness

    h = Harness(tmp_path, size=(1280, 720), speed=1.0)  # the sowing animated
    h.start_position("isolo", "A0 B1 C0 D0 E0 F1 G0 H17 I0 J0 K5 L1 M1 N0 O2 P0 a2 b0 c0 "
                              "d0 e2 f0 g0 h17 i0 j0 k3 l4 m5 n1 o2 p0 N S:initial "
                              "N:initial moves:5")
    h.click_target("l", frames=0)
    said = []
    for _ in range(30):  # the first frames of the sowing
        h.app.frame(1 / 60)
        said.append(theme.drawable(h.game.message))
    assert [str(m) for m in h.game.session.history.played] == ["l"]
    assert "North plays \u2113\u2026" in said, said
