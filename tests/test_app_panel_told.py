"""The panel's side lines (pieces captured, in hand, counters, the race's piece) tell the
position the board shows: while a move is animated, the position before it, until its
animation ends, as the heading and the turn's arrow do (:meth:`Panel.told`). They told the
position after it from the animation's first frame: "Captured: South (3)" while the piece
to be removed was still on the board."""

from __future__ import annotations

import pygame
import pytest

from apphelp import Harness, record_texts
from ludic.app.session import Session, Setup

#: Per game, a position and the move (a race: the teacher's pick of the throw) whose
#: animation changes a side line: Dra, South removes a piece after a line (D3), captured
#: 2 -> 3; Khamousiyya, South's chain goes on from D4 (H4), taken 2 -> 3; Isolo, South sows
#: from M and captures from j and g (I7), South's counters 32 -> 35; Sig capture, North's
#: piece lands on f1 and captures South's (C5), the side to play's line (one row at
#: 1280x720) from North's to South's, 5 pieces; the race, Player 1's
#: father on 5 throws 3 (S2), its line goes to Player 2's piece.
CASES = {
    "dra": ("S.NNNS/.NNSSN/NSSNS./..SSNN/..S... S remove hand=0,0 captured=2,2 quiet=0 "
            "turns=9 first=S", "xb4"),
    "khamousiyya": ("NSSSNNN/NSSNSSS/NNS.SSN/NS.SSSS/NSN.SNS/NSNSNNN/SNNNSNS S going-on "
                    "hand:0,0 captured:0,2 first:S hajeb:open chain:D4 bouche:- turns:24",
                    "D4-D5"),
    "isolo": ("A2 B0 C2 D0 E2 F0 G2 H17 I0 J1 K2 L0 M2 N0 O2 P0 a2 b0 c2 d0 e2 f0 g2 h17 i0 "
              "j1 k2 l0 m2 n0 o2 p0 S S:initial N:initial moves:0", "M"),
    "sig-el-oued-capture": ("a1*,b1*,c1*,d1*,e1*,f1* f3*,e3*,d3*,c3*,b3*,c2 N throw=- "
                            "turn=11 count=4", "c2-f1"),
    "sig-el-oued": ("F5,F1 P1 throw=- turn=0", 3),
}


def side_lines(game, state) -> list[str]:
    """The side lines the panel sets for ``state`` in its rows, with nothing animated (its
    short form where the rows are fewer: Sig capture's one row, the side to play)."""
    panel = game.panel
    lines = panel.lines(state)
    if len(lines) > game.geo.info_rows:
        lines = panel.lines(state, short=True)
    return [text for text, _size in panel.rows_for(lines)]


def play(h: Harness, move) -> None:
    """``move`` played as a player plays it, one frame pumped (the animation starts)."""
    game = h.game
    if isinstance(move, int):  # the teacher's pick of the throw (Teacher mode: D)
        h.key(pygame.K_d)
        h.key(pygame.K_0 + move, frames=1)
    else:
        game.play(game.state.parse_move(move))
        h.pump(1)


def frames_of_the_step(h: Harness, drawn) -> list[list[str]]:
    """The texts of each frame drawn while the step queued first plays its move on the
    board (its sticks landed)."""
    game = h.game
    step = game.queue[0]
    frames = []
    while game.queue and game.queue[0] is step:
        shown, board, _sticks = game.anim.shown(game.state)
        if board is not None:
            drawn.clear()
            h.app.draw()
            frames.append(drawn.texts())
        h.pump(1)
    return frames


def changed(before: list[str], after: list[str]) -> tuple[list[str], list[str]]:
    """The lines of ``before`` that ``after`` has not, and those of ``after`` ``before`` has
    not."""
    return [x for x in before if x not in after], [x for x in after if x not in before]


@pytest.mark.parametrize("speed", [1.0, 4.0])
@pytest.mark.parametrize("level", list(CASES))
def test_the_side_lines_change_when_the_moves_animation_ends(tmp_path, monkeypatch, level,
                                                             speed):
    h = Harness(tmp_path, speed=speed)
    notation, move = CASES[level]
    h.start_position(level, notation)
    game = h.game
    start = game.state
    old = side_lines(game, start)
    drawn = record_texts(monkeypatch)
    play(h, move)
    new = side_lines(game, game.state)
    gone, came = changed(old, new)
    assert gone and came, (old, new)  # the move changes a side line
    frames = frames_of_the_step(h, drawn)
    assert len(frames) >= (4 if speed > 1 else 10), len(frames)
    for texts in frames:
        assert all(x in texts for x in gone), (gone, texts)
        assert not any(x in texts for x in came), (came, texts)
    h.settle()
    drawn.clear()
    h.app.draw()
    assert all(x in drawn.texts() for x in came) and not any(x in drawn.texts() for x in gone)

    # Undo: the position before, at once (nothing is animated)
    h.key(pygame.K_z, pygame.KMOD_CTRL, frames=1)
    assert game.session.history.cursor == 0 and not game.queue
    drawn.clear()
    h.app.draw()
    assert all(x in drawn.texts() for x in gone) and not any(x in drawn.texts() for x in came)
    # Redo plays the move again as it was played: the lines follow the board
    h.key(pygame.K_y, pygame.KMOD_CTRL, frames=1)
    assert game.session.history.cursor == 1
    for texts in frames_of_the_step(h, drawn):
        assert all(x in texts for x in gone) and not any(x in texts for x in came), texts
    h.settle()
    drawn.clear()
    h.app.draw()
    assert all(x in drawn.texts() for x in came) and not any(x in drawn.texts() for x in gone)
    h.app.reset("title")


def test_a_watch_tells_the_removal_when_its_animation_ends(tmp_path, monkeypatch):
    """A Watch of two computers at 4x: the Dra removal's count changes on the panel when the
    piece has left the board, not while it is still there."""
    from ludic.app.scenes.game import GameScene
    from ludic.app.scenes.title import TitleScene

    h = Harness(tmp_path, speed=1.0)
    h.app.settings.watch_speed = 4.0
    notation, _move = CASES["dra"]
    setup = Setup("dra", {}, None, [], 0, ["easy", "easy"])
    h.app.reset(TitleScene(h.app))
    h.app.push(GameScene(h.app), session=Session.from_position(setup, notation),
               opening=False)
    game = h.game
    old = side_lines(game, game.state)
    drawn = record_texts(monkeypatch)
    h.pump_until(lambda: bool(game.queue))
    new = side_lines(game, game.state)
    gone, came = changed(old, new)
    assert gone and came, (old, new)
    frames = frames_of_the_step(h, drawn)
    assert len(frames) >= 4
    for texts in frames:
        assert all(x in texts for x in gone) and not any(x in texts for x in came), texts
    h.app.reset("title")


def bar_and_lines_of_the_step(h: Harness, drawn) -> list[tuple[str, list[str]]]:
    """Per frame drawn while the step queued first plays its move on the board: the message
    bar's words and the texts drawn."""
    from ludic.i18n import tr

    game = h.game
    step = game.queue[0]
    frames = []
    while game.queue and game.queue[0] is step:
        if game.anim.shown(game.state)[1] is not None:
            drawn.clear()
            h.app.draw()
            frames.append((tr(game.message), drawn.texts()))
        h.pump(1)
    return frames


@pytest.mark.parametrize("speed", [1.0, 4.0])
def test_the_bar_tells_a_dra_removals_count_when_the_side_lines_show_it(tmp_path, monkeypatch,
                                                                        speed):
    """The message bar and the side lines agree at every frame of a removal (D3): the bar
    tells "(South has captured 3)" once the piece is in the tray, the frame the side lines
    say "Captured: South (3)". It told it as the piece left the hole, over "Captured: South
    (2)" through the whole flight (stop 32 made the side lines follow the animation's end,
    the narration still followed its start). At 1x and 4x, played, undone and redone."""
    h = Harness(tmp_path, speed=speed)
    notation, move = CASES["dra"]
    h.start_position("dra", notation)
    game = h.game
    old = side_lines(game, game.state)
    drawn = record_texts(monkeypatch)
    play(h, move)
    from ludic.i18n import tr

    (gone,), (came,) = changed(old, side_lines(game, game.state))
    assert "South (2)" in gone and "South (3)" in came, (gone, came)
    said = "(South has captured 3)"

    def agree(frames) -> str:
        """Every frame agrees; then the words the bar ends on, the side lines at 3."""
        assert len(frames) >= (4 if speed > 1 else 10), len(frames)
        for bar, texts in frames:
            assert (said in bar) == (came in texts) != (gone in texts), (bar, texts)
        assert any(said not in bar for bar, _texts in frames)  # the flight: no count yet
        h.settle()
        drawn.clear()
        h.app.draw()
        assert came in drawn.texts() and gone not in drawn.texts(), drawn.texts()
        return tr(game.message)

    assert said in agree(bar_and_lines_of_the_step(h, drawn))
    # Undo: the position before at once, its count in the side lines, none in the bar
    h.key(pygame.K_z, pygame.KMOD_CTRL, frames=1)
    assert game.session.history.cursor == 0 and not game.queue
    drawn.clear()
    h.app.draw()
    assert gone in drawn.texts() and said not in tr(game.message), (game.message, drawn.texts())
    # Redo plays the removal again: the bar and the lines agree at every frame again, and it
    # ends on what was redone ("Redone: South removes b4 (D3)...", no count to disagree)
    h.key(pygame.K_y, pygame.KMOD_CTRL, frames=1)
    assert game.session.history.cursor == 1
    assert "captured 2" not in agree(bar_and_lines_of_the_step(h, drawn))
    h.app.reset("title")


def test_the_dra_trays_light_the_movers_titles_until_the_move_ends(tmp_path, monkeypatch):
    """The trays' titles of the player whose turn it is are lit (``theme.HIGHLIGHT``) as the
    panel tells the turn: through South's removal, South's; North's once it has ended. They
    lit North's from the removal's first frame, under a heading still saying South's."""
    from ludic.app import theme

    h = Harness(tmp_path, speed=1.0)
    notation, move = CASES["dra"]
    h.start_position("dra", notation)
    drawn = record_texts(monkeypatch)
    titles = {"South's hand": 0, "South took": 0, "North's hand": 1, "North took": 1}

    def lit() -> set[int]:
        """The seats whose tray titles are drawn lit (each title drawn once a frame)."""
        seen = {d.text: d.color[:3] for d in drawn if d.board and d.text in titles}
        assert set(seen) == set(titles), seen
        return {titles[t] for t, color in seen.items() if color == tuple(theme.HIGHLIGHT[:3])}

    play(h, move)
    game = h.game
    step = game.queue[0]
    frames = 0
    while game.queue and game.queue[0] is step:
        if game.anim.shown(game.state)[1] is not None:
            drawn.clear()
            h.app.draw()
            assert lit() == {0}, frames
            frames += 1
        h.pump(1)
    assert frames >= 10
    h.settle()
    drawn.clear()
    h.app.draw()
    assert lit() == {1}
    h.app.reset("title")
