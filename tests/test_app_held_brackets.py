"""No wrapped text of the app starts a line with a rule's reference or a key's name in
brackets (:func:`ludic.i18n.held_brackets`): the app's own wrap (``theme.render``, the
message bar's) and a tooltip's (pygame_gui's) hold it to the word before. Seen: "(S8)" alone
on the message bar's last line at a race's end, "(Esc)" alone on the Arabic tooltip of the
game's Menu."""

from __future__ import annotations

import pytest

from apphelp import Harness
from ludic.app import theme
from ludic.app.bidi import ISOLATE_MARKS
from ludic.app.scenes.common import button


def clean(line: str) -> str:
    return "".join(c for c in line if c not in ISOLATE_MARKS).replace("\u00a0", " ").strip()


@pytest.mark.parametrize("text,tail", [
    ("Player 2 wins the race: all their pieces reached Mecca (S8)", "(S8)"),
    ("الحفظ، أو الذهاب إلى القائمة الرئيسية (Esc)", "(Esc)"),
    ("Blocked game: the one with more pieces wins (jeu bouché, H5)", "(jeu bouché, H5)"),
])
def test_the_apps_wrap_never_starts_a_line_with_a_bracket(tmp_path, text, tail):
    Harness(tmp_path)  # fonts loaded
    f = theme.font(22)
    shown = theme.drawable(theme.words(text), newlines=True)
    head = shown[:shown.rindex(" (")] if " (" in shown else shown
    # the width the words before the bracket fill: the bracket would go alone on a line
    width = f.size(head)[0] + 4 if "\n" not in head else 0
    lines = [clean(line) for line in f.wrap(shown, width)]
    assert tail not in lines, lines
    assert clean(lines[-1]).endswith(tail) and len(clean(lines[-1])) > len(tail), lines


def test_a_tooltip_keeps_its_key_with_the_word_before(tmp_path):
    h = Harness(tmp_path)
    h.pump(2)
    tip = "Save, or go to the main menu (Esc)"
    b = button(h.app.gui, (10, 10, 100, 40), "Menu", tip=tip)
    assert b.tool_tip_text == "Save, or go to the main menu\u00a0(Esc)"
    assert " (Esc)" not in b.tool_tip_text  # pygame_gui breaks its lines at spaces only
    b.kill()
