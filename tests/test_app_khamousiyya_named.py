"""Khamousiyya's squares named with the numbering hidden (the default): the message bar, the
hint and the move list name squares ("Hint: E3-D3", "South captures North's pieces on E5, D6"),
and a newcomer who saw two squares ringed could not tell which was E3. The squares the bar
names bring their column letters and row numbers into the board's margin, where the Numbers
toggle writes all of them; nothing else is written."""

import pygame

from apphelp import headless_view
from ludic.app.boards.base import UIState
from ludic.app.boards.khamousiyya import MARGIN
from ludic.app.scenes.game.words import named_places
from ludic.i18n import N_, Joined, Listed, Text
from ludic.model.registry import make_game


def _margin_texts(view, state, ui: UIState, monkeypatch) -> set[tuple[str, str]]:
    """The texts the board draws in its margin, each with the side it stands on."""
    drawn: list[tuple[str, tuple]] = []
    real = type(view).text

    def recording(self, surface, text, center, *a, **k):
        drawn.append((text, center))
        return real(self, surface, text, center, *a, **k)

    monkeypatch.setattr(type(view), "text", recording)
    surface = pygame.Surface((1280, 720))
    view.draw(surface, state, ui)
    monkeypatch.undo()
    b, out = view.board, set()
    for text, (x, y) in drawn:
        if not b.collidepoint(x, y):  # the trays' words
            continue
        margin = b.width * MARGIN
        side = ("top" if y < b.top + margin else "bottom" if y > b.bottom - margin else
                "left" if x < b.left + margin else "right" if x > b.right - margin else "")
        if side:
            out.add((text, side))
    return out


def test_the_squares_the_bar_names_are_found_in_a_move_and_a_list():
    game = make_game("khamousiyya")
    places = headless_view(game, pygame.Rect(0, 0, 900, 640)).cells
    said = Joined([Text(N_("{who} moves {move} (H3)"), who="South", move="D4-D5"),
                   Text(N_("{who} captures {other}'s pieces on {squares} (H4)"), who="South",
                        other="North", n=2, squares=Listed(["E5", "D6"]))])
    assert named_places(said, places) == ("D4", "D5", "E5", "D6")
    hint = Text(N_("Hint: {move} — {reason}. Play it if you agree."), move="E3-D3",
                reason=Text(N_("captures a piece and goes on")))
    assert named_places(hint, places) == ("E3", "D3")
    assert named_places(Text(N_("removes {square} (H6)"), square="xC2"), places) == ("C2",)
    # a value with a word in it names nothing, though a part of it is a square
    assert named_places(Text(N_("{move} is not legal here"), move="E3-far"), places) == ()


def test_the_margin_shows_the_named_squares_coordinates_only(monkeypatch):
    game = make_game("khamousiyya")
    view = headless_view(game, pygame.Rect(0, 0, 900, 640))
    state = game.initial_state()
    hidden = _margin_texts(view, state, UIState(), monkeypatch)
    assert hidden == set()
    named = _margin_texts(view, state, UIState(named=("E3", "D3")), monkeypatch)
    assert named == {(t, side) for t in "DE" for side in ("top", "bottom")} | {
        ("3", side) for side in ("left", "right")}
    # a thumbnail (the load screen's picture) writes none
    assert _margin_texts(view, state, UIState(named=("E3",), thumbnail=True), monkeypatch) \
        == set()
    pygame.quit()


def test_a_move_list_row_pointed_at_names_its_squares(tmp_path):
    """The list's rows name squares too ("South  C3"): with the pointer on a row, the squares
    its move named as it was played are the ones the board writes in its margin; off the
    list, the bar's again."""
    from apphelp import Harness

    h = Harness(tmp_path, size=(1280, 720))
    h.start_game("khamousiyya")
    for _ in range(3):
        h.play(h.game.state.legal_moves()[0])
    game = h.game
    placed = [str(m) for m in game.session.history.moves[:3]]
    h.pump(2)
    for k in range(3):
        rect = next(r for r, j, _cut in game.panel.rows_drawn if j == k)
        h.move_mouse(rect.center)
        h.pump(2)
        assert game.ui_state().named == (placed[k],), (k, placed)
    h.move_mouse(game.view.rect.center)
    h.pump(2)
    assert game.ui_state().named == game.named_places() != (placed[0],)
    pygame.quit()
