"""The move list follows Undo and Redo: the row of the position shown stays in view."""

import random

import pygame

from apphelp import Harness
from ludic.app.session import Session, Setup


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
