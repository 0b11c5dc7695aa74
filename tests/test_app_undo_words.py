"""What Undo says it took back (:func:`ludic.app.scenes.game.words.undone`): the decision
taken back, named as the move list names it, and what went with it: the rest of that turn
(Dra's removal, D3; Khamousiyya's captures going on, H4) and the computer's reply. The bar
said "Undone: Amina b2-a2." while the computer's move went from the board too, unsaid."""

from types import SimpleNamespace

import pygame
import pytest

from apphelp import Harness, dra_against_the_computer
from ludic.app.scenes.game import words


def _session(turns: list[int | None], seats: int = 2):
    """A session whose history holds one move per entry of ``turns`` (the seat that played
    it; None for a move of nobody's)."""
    states = [SimpleNamespace(turn=t) for t in turns]
    history = SimpleNamespace(moves=[f"m{i}" for i in range(len(turns))], states=states)
    return SimpleNamespace(history=history, names=[f"P{k}" for k in range(seats)])


@pytest.mark.parametrize("turns, computers, msgid", [
    ([0], {1}, "Undone: {move}."),
    ([0, 0], {1}, "Undone: {move}, and the rest of that turn."),  # a line, then its removal
    ([0, 0, 1, 1], {1}, "Undone: {move}, and the computer's reply."),
    ([0, 1], {1}, "Undone: {move}, and the computer's reply."),
    ([0, 1, 2, 1], {1, 2}, "Undone: {move}, and the computers' replies."),  # the race
    ([0, 1], set(), "Undone: {move}, and the moves after it."),  # a person's, not a reply
    ([0, 1, 2], {1}, "Undone: {move}, and the moves after it."),
])
def test_undo_says_what_went_with_the_move(turns, computers, msgid):
    said = words.undone(_session(turns, 3), 0, len(turns), "Amina  b2-a2",
                        lambda seat: seat in computers)
    assert said.msgid == msgid and said.params["move"] == "Amina  b2-a2", said


def test_an_undo_of_nothing_names_no_move():
    assert words.undone(_session([0, 1]), 2, 2, "x", lambda seat: True).msgid == "Undone."


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_undo_against_the_computer_names_its_reply(tmp_path, lang):
    """Dra against the computer: Ctrl+Z takes back the person's move and the computer's
    reply, and the bar says both, in the language shown."""
    from ludic.app import language
    from ludic.i18n import _, tr

    h = Harness(tmp_path, seed=5)
    language.switch(h.app, lang)
    game = dra_against_the_computer(h)
    history = game.session.history
    cursor = history.cursor
    h.key(pygame.K_z, pygame.KMOD_CTRL)
    assert history.cursor < cursor - 1, "the computer's reply is undone too"
    line = " ".join(game.panel.entries()[history.cursor][1].split())
    said = tr(game.message)
    assert said.startswith(_("Undone: {move}, and the computer's reply.").format(move=line)), \
        said
    language.switch(h.app, "en")
    h.app.reset("title")


@pytest.mark.parametrize("msgid", [m for m in words._UNDONE + words._REDONE if "{move}" in m])
def test_arabic_names_the_move_after_a_colon(msgid):
    """The move is the move list's line, the player's name first ("الجنوب E"). The Arabic
    read «أُلغيت الحركة الجنوب E وردّ الحاسوب عليها بالتراجع.» ("the move the South E was
    undone, and the computer's reply to it by undoing"): two definite nouns side by side,
    the undo said twice. As in English and French, the move follows a colon."""
    from ludic.i18n import Text, set_language, tr

    set_language("ar")
    try:
        said = tr(Text(msgid, move="الجنوب E"))
    finally:
        set_language("en")
    assert ": الجنوب E" in said and "الحركة الجنوب" not in said, said
    assert "بالتراجع" not in said, said
