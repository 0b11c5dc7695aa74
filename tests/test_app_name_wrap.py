"""A name a player typed keeps its words on one line of wrapped text, in every language,
where the line has the room (:func:`ludic.i18n.kept_together`). Only the French place-name
rule held "La Paz" together, and since it applies in French alone (fcd62b6) "La Paz" and
"Abu Bakr" were split across two lines in English and Arabic."""

from __future__ import annotations

import re

import pygame
import pytest

from ludic import i18n
from ludic.app import theme
from ludic.app.bidi import ISOLATE_MARKS, held_from_right
from ludic.i18n import N_, Text, Typed, tr

NAMES = (Typed("La Paz"), Typed("Abu Bakr"))


def plain(line: str) -> str:
    return "".join(c for c in line if c not in ISOLATE_MARKS)


@pytest.fixture
def players():
    pygame.font.init()
    was = i18n.language()
    i18n.set_players(("South", "North"), NAMES)
    yield
    i18n.set_players()
    i18n.set_language(was)


@pytest.mark.parametrize("language", ["en", "fr", "ar"])
def test_a_typed_name_is_never_split_where_the_line_holds_it(players, language):
    i18n.set_language(language)
    assert i18n.kept_names() == ("Abu Bakr", "La Paz")
    size = 16
    face = theme.font(size)
    for player in NAMES:
        text = tr(Text(N_("Undone: {move}."), move=Text(N_("{player}: throw the sticks"),
                                                          player=player)))
        assert str(player) in plain(text), text
        # the name as the sentence writes it, its colon too ("La Paz:", "La Paz\u00a0:"),
        # as wide as a line of it is measured (a right-to-left line held from the right)
        written = re.search(r"[^ ]*" + re.escape(str(player)) + r"[^ ]*", text).group(0)
        widest = max(face.size(form)[0] for form in (written, held_from_right(written)))
        for width in range(widest, theme.text_width(text, size) + 2, 2):
            for lines in (theme.wrap(text, size, width), face.wrap(text, width)):
                assert any(str(player) in plain(line) for line in lines), (width, lines)
        if language == "fr" and str(player).startswith("La "):
            continue  # French holds a capitalised article to its name at any width
        # narrower than the name: broken between its words, never drawn past the line
        narrow = widest - 2
        for lines in (theme.wrap(text, size, narrow), face.wrap(text, narrow)):
            assert not any(str(player) in plain(line) for line in lines), lines
            assert any(plain(line).strip().endswith(str(player).split(" ")[0])
                       for line in lines), lines


def test_a_name_is_kept_as_a_sentence_writes_it_and_nothing_else_is():
    """Punctuation and an elided article before it, a possessive after it, are the name's
    line's; a longer word is not the name; other words are left as they are."""
    i18n.set_players(("South", "North"), NAMES)
    try:
        assert i18n.kept_together("d’Abu Bakr, then «La Paz's turn".split(" ")) == \
            ["d’Abu Bakr,", "then", "«La Paz's", "turn"]
        assert i18n.kept_together("Ola Paz and La Pazzo".split(" ")) == \
            ["Ola", "Paz", "and", "La", "Pazzo"]
        assert i18n.kept_together(["La", "Paz"], fits=lambda group: False) == ["La", "Paz"]
    finally:
        i18n.set_players()
    # no game shown: no name is kept
    assert i18n.kept_names() == ()
    assert i18n.kept_together(["La", "Paz"]) == ["La", "Paz"]


def test_the_game_shown_keeps_its_players_typed_names(tmp_path):
    """The game scene says which names are the players' (:func:`ludic.i18n.set_players`):
    the typed ones of several words are kept, a default name is not, and leaving the game
    forgets them."""
    from apphelp import Harness
    from ludic.app.scenes.game import GameScene
    from ludic.app.session import Session, Setup

    h = Harness(tmp_path)
    h.app.push(GameScene(h.app), session=Session(Setup("dra", {}, None, ["La Paz", ""])),
               opening=False)
    h.settle()
    assert i18n.kept_names() == ("La Paz",)
    h.app.reset("title")
    h.settle()
    assert i18n.kept_names() == ()
