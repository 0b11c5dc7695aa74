"""The board rings the whole of the last turn, not only its last move (a QA pass: one person
against the computer could not see how the computer's turn had changed the board)."""

from __future__ import annotations

from apphelp import Harness

# A Dra game (the QA's): the placements, South's step c1-b1, then North's step c2-d2 makes
# the line d1 d2 d3 and North removes South's piece on e3 (D3).
DRA = ["c3", "b2", "b3", "d3", "a1", "d1", "c1", "a3", "e1", "b5", "a5", "e2", "c5", "b4",
       "e5", "c4", "f4", "f3", "d4", "c2", "f2", "d5", "e3", "e4", "c1-b1", "c2-d2", "xe3"]


def play_all(h: Harness, moves) -> None:
    game = h.game
    for text in moves:
        h.play(game.session.game.parse_move(text))
        h.settle()


def test_a_line_and_its_removal_are_both_ringed(tmp_path):
    """Dra: after North's line and removal only the removed piece's hole (e3) was ringed;
    the step that made the line (c2-d2) is ringed too, and nothing of South's turn."""
    h = Harness(tmp_path, seed=1)
    h.start_game("dra")
    play_all(h, DRA)
    assert h.game.last_turn_targets() == ("c2", "d2", "e3")
    assert set(h.game.ui_state().last_targets) == {"c2", "d2", "e3"}


def test_both_placements_of_a_khamousiyya_turn_are_ringed(tmp_path):
    """Khamousiyya: a turn places two pieces (H2); the board ringed only the second, so the
    computer's first placement went by unseen. Both are ringed; after the next player's
    first placement, only that one."""
    h = Harness(tmp_path, seed=1)
    h.start_game("khamousiyya-5x5")
    game = h.game
    first = [str(m) for m in game.state.legal_moves()][:1]
    play_all(h, first)
    second = [str(m) for m in game.state.legal_moves() if str(m) not in first][:1]
    play_all(h, second)
    assert game.state.current_player != game.session.history.states[0].current_player
    assert game.ui_state().last_targets == (first[0], second[0])
    third = [str(m) for m in game.state.legal_moves()][:1]
    play_all(h, third)
    assert game.ui_state().last_targets == (third[0],)


def test_the_last_turns_rings_leave_the_khamousiyya_pieces_as_they_are(tmp_path):
    """The rings were drawn over the pieces with a pale fill: the computer's two new pieces
    looked washed out, like a preview's ghosts. They go under the pieces (as in Dra): the
    middle of a ringed piece is drawn exactly as without the ring, and the ring shows."""
    import pygame

    from ludic.app.boards.base import UIState

    h = Harness(tmp_path, seed=1)
    h.start_game("khamousiyya-5x5")
    game = h.game
    moves = [str(m) for m in game.state.legal_moves()][:1]
    play_all(h, moves)
    moves = [str(m) for m in game.state.legal_moves()][:1]
    play_all(h, moves)
    view, state = game.view, game.state
    square = game.ui_state().last_targets[-1]
    center = view.cells[square].center
    edge = (view.cells[square].left + 4, view.cells[square].centery)
    seen = []
    for last in ((), (square,)):
        surface = pygame.Surface(h.app.screen.get_size())
        view.draw(surface, state, UIState(last_targets=last, scale=game.scale))
        seen.append((surface.get_at(center), surface.get_at(edge)))
    assert seen[0][0] == seen[1][0], "the ring's fill covers the piece"
    assert seen[0][1] != seen[1][1], "the ring is not drawn"
