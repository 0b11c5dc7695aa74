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
