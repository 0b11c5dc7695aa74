"""A rules page never begins a line with what a no-break space holds to the word before it.

A QA pass (a teacher at a projector, French, extra large text, 1920x1080): the options in
force read "**Probabilité qu’une baguette tombe face polie dessus**" and, on the next line,
" : 0,5 (K1)": the French no-break space before the colon held nothing across the change
from bold to plain words (each run was wrapped alone)."""

from __future__ import annotations

import pygame
import pytest

from ludic.app import theme
from ludic.app.rules_text import layout_markdown

OPTION = "- **Probabilité qu’une baguette tombe face polie dessus**\u00a0: 0,5 (K1)\n"


def second_line_left(page) -> int:
    """The leftmost inked pixel of the page's second line of letters."""
    edges = _line_edges(page)
    assert len(edges) == 2, edges
    return edges[1][0]


def test_the_colon_of_an_option_ends_its_line_with_the_option():
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((10, 10))
    size = 20
    words = theme.font(size, True).size("Probabilité qu’une baguette tombe face polie dessus")[0]
    indent = round(size * 1.6)
    # from a width where "dessus" itself goes to the second line to widths where it fits on
    # the first and only " : 0,5 (K1)" would not: the second line starts at the same place
    lefts = {width: second_line_left(layout_markdown(OPTION, width, size))
             for width in range(indent + words - 5, indent + words + 40, 3)}
    assert len(set(lefts.values())) == 1, lefts


def _line_edges(page) -> list[tuple[int, int]]:
    """The leftmost and rightmost inked x of each line of letters on the page."""
    surf = page.surface
    w, h = surf.get_size()
    rows = [y for y in range(h) if any(surf.get_at((x, y))[3] > 100 for x in range(w))]
    lines: list[list[int]] = []
    for y in rows:
        if lines and y <= lines[-1][1] + 3:
            lines[-1][1] = y
        else:
            lines.append([y, y])
    return [(min(x for x in range(w) for y in range(a, b + 1) if surf.get_at((x, y))[3] > 100),
             max(x for x in range(w) for y in range(a, b + 1) if surf.get_at((x, y))[3] > 100))
            for a, b in lines]


NESTED = {"en": "- **Djinn**: two squares a point, except:\n"
                "  - the point that leaves square 1;\n"
                "- A piece on Mecca has finished.\n",
          "ar": "- **الجن**: مربعان لكل نقطة، إلا:\n"
                "  - النقطة التي تغادر المربع 1؛\n"
                "- القطعة في مكة انتهت.\n"}


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_an_item_inside_an_item_is_set_in_under_it(lang):
    """S4's djinn "except:" has four exceptions under it (an indented list in the rule
    book); the page drew them as items of their own, level with "Djinn" and "A piece that
    reaches Mecca", as if they were rules of every piece (seen at 1920x1080, large text).
    An item inside an item is set in by the item's indent, on the side lines start."""
    from ludic import i18n

    pygame.font.init()
    was = i18n.language()
    i18n.set_language(lang)
    try:
        edges = _line_edges(layout_markdown(NESTED[lang], 700, 20))
    finally:
        i18n.set_language(was)
    assert len(edges) == 3, edges
    (l1, r1), (l2, r2), (l3, r3) = edges
    indent = round(20 * 1.6)
    if lang == "en":
        assert l1 == l3 and l2 >= l1 + indent, edges
    else:
        assert r1 == r3 and r2 <= r1 - indent, edges
