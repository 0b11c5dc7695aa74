"""Undo and Redo as the bar and the move list tell them: the row of the position shown stays
in view, and Redo names the move it played again, as Undo names the move it took back."""

import random

import pygame
import pytest

from apphelp import Harness, dra_against_the_computer, dra_line_removed
from ludic.i18n import set_language, tr
from ludic.app.session import Session, Setup


@pytest.fixture(autouse=True)
def _english():
    yield
    set_language("en")


def _shown(h: Harness) -> list[int]:
    """The moves whose rows the list shows, as drawn now."""
    h.app.draw()
    return [k for _rect, k, _cut in h.game.panel.rows_drawn]


def test_undo_and_redo_keep_the_current_move_in_the_list(tmp_path):
    """After every move of a Dra game was undone, the list stayed scrolled to its last rows
    (6-16 of 16, all greyed) and the start, where the next Redo plays the first move, was
    out of view (QA32, 1920x1080, French). After each Undo and Redo the row of the last move
    played is in view, and at the start the first move's row."""
    session = Session(Setup("dra", {}, 2, ["Amina", "Yusuf"], 0))
    rng = random.Random(5)
    while len(session.history.moves) < 24:
        session.history.play(rng.choice(session.history.state.legal_moves()))
    h = Harness(tmp_path, size=(1920, 1080))
    h.app.push("game", session=session, opening=False)
    h.settle()
    history = h.game.session.history
    total = len(history.moves)
    shown = _shown(h)
    assert total - 1 in shown and 0 not in shown, shown  # a list too short for the game
    for _ in range(total):
        h.key(pygame.K_z, pygame.KMOD_CTRL)
        h.settle()
        assert max(history.cursor - 1, 0) in _shown(h), (history.cursor, _shown(h))
    assert history.cursor == 0 and 0 in _shown(h)
    for _ in range(total):
        h.key(pygame.K_y, pygame.KMOD_CTRL)
        h.settle()
        assert history.cursor - 1 in _shown(h), (history.cursor, _shown(h))
    assert history.cursor == total and total - 1 in _shown(h)


def test_redo_says_which_move_it_played_again(tmp_path):
    """After Ctrl+Y the bar read the replayed move's narration ("Yusuf to play..."), no word
    of the Redo, while Undo named the move it took back ("Undone: Amina removes d5 (D3).")
    (QA32, Dra, French). Redo names the move it played again, as the list does, and the
    words stay once the move has played, in the language in force."""
    h = Harness(tmp_path, size=(1366, 768))
    game = dra_line_removed(h)
    h.key(pygame.K_z, pygame.KMOD_CTRL)
    h.settle()
    h.key(pygame.K_y, pygame.KMOD_CTRL)
    h.settle()
    assert not game.queue and game.session.history.cursor == 2
    said = tr(game.message)
    assert said.startswith("Redone: Amina removes d5 (D3). Yusuf to play."), said
    set_language("fr")
    said = tr(game.message)
    assert said.startswith("Rétabli\u00a0: Amina retire d5 (D3)."), said


def test_redo_against_the_computer_names_its_reply_as_undo_does(tmp_path):
    """Dra against the computer: Ctrl+Z takes back the person's move and the computer's
    reply ("Undone: ..., and the computer's reply."), Ctrl+Y plays both again and says so
    in the same words, once both have played."""
    from ludic.i18n import _

    h = Harness(tmp_path, seed=5)
    game = dra_against_the_computer(h)
    history = game.session.history
    cursor = history.cursor
    h.key(pygame.K_z, pygame.KMOD_CTRL)
    h.settle()
    start = history.cursor
    assert start < cursor - 1, "the computer's reply is undone too"
    line = " ".join(game.panel.entries()[start][1].split())
    h.key(pygame.K_y, pygame.KMOD_CTRL)
    h.settle()
    assert history.cursor == cursor and not game.queue
    said = tr(game.message)
    assert said.startswith(_("Redone: {move}, and the computer's reply.").format(move=line)), \
        said


def test_each_step_of_a_redo_names_its_own_move(tmp_path):
    """Redo against the computer plays two moves again, one after the other: while the
    person's move animates the bar names that move, not the computer's reply that follows
    it (each step took its move from the history's cursor, already past both)."""
    h = Harness(tmp_path, seed=5)
    game = dra_against_the_computer(h)
    history = game.session.history
    h.key(pygame.K_z, pygame.KMOD_CTRL)
    h.settle()
    h.app.settings.anim_speed = 1.0  # the moves replayed are animated, as on screen
    start = history.cursor
    mine, reply = history.moves[start], history.moves[start + 1]
    assert str(mine) != str(reply)
    h.key(pygame.K_y, pygame.KMOD_CTRL, frames=1)
    assert history.cursor == start + 2 and game.queue, "both moves replayed, still animating"
    said = tr(game.message)
    assert str(mine) in said and str(reply) not in said, (said, mine, reply)
