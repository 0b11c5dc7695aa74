"""The Isolo board view (``ludic/app/boards/isolo.py``): a whole game by clicks, refused clicks
with their rule, the sowing and opening animations built from the effects, and the layout at
every window size."""

from __future__ import annotations

import math

import pygame
import pytest

from apphelp import Harness, assert_board_inside, headless_view
from ludic.app.anim import DropTrack, MoveTrack
from ludic.app.boards.base import UIState
from ludic.app.boards.isolo import MAX_SEEDS, MOVE_CAP, OPENING_CAP, IsoloView, seed_offset
from ludic.model.protocol import EffectKind
from ludic.model.registry import make_game

#: A position where South's P relays 1000 times (the endless safari guard, I8).
SAFARI = ("A5 B6 C3 D0 E3 F2 G4 H3 I2 J6 K5 L4 M8 N5 O1 P3 a0 b1 c0 d0 e0 f0 g0 h0 i2 j0 k0 "
          "l0 m1 n0 o0 p0 S S:main N:main moves:0")


def greedy(state):
    """The move that captures most (the first such in the model's order): short games."""
    best = None
    for m in state.legal_moves():
        taken = sum(e.count for e in state.apply(m).effects if e.kind == EffectKind.CAPTURE)
        if best is None or taken > best[0]:
            best = (taken, m)
    return best[1]


@pytest.fixture(scope="module")
def game():
    return make_game("isolo")


@pytest.fixture
def view(game):
    return headless_view(game, pygame.Rect(20, 30, 900, 600))


def test_the_registry_gives_the_isolo_view(view):
    assert isinstance(view, IsoloView)
    assert sorted(view.cells) == sorted("ABCDEFGHIJKLMNOPabcdefghijklmnop")


def test_south_sits_at_the_bottom_and_north_at_the_top(view, game):
    """I1: South's outer row A..H is the bottom row, left to right; North's h..a the top."""
    ys = {name: view.center(name)[1] for name in view.cells}
    assert max(ys.values()) == ys["A"] == ys["H"]
    assert min(ys.values()) == ys["h"] == ys["a"]
    assert view.center("A")[0] < view.center("H")[0]
    assert view.center("h")[0] < view.center("a")[0]
    assert ys["p"] < ys["P"] < ys["A"]
    for name in view.cells:
        assert view.target_at(view.center(name)) == name
        row, col = game.cell_of(name)
        assert game.hole_at(row, col) == name


def test_a_whole_game_by_clicks_from_the_title_to_the_game_over_panel(tmp_path):
    h = Harness(tmp_path, size=(1024, 600), seed=3)
    h.start_game("isolo")
    game = h.game
    assert isinstance(game.view, IsoloView)
    played = 0
    while h.top.name != "gameover":
        state = game.state
        move = greedy(state)
        before = game.session.history.cursor
        for target in game.view.move_targets(move):
            h.click_target(target)
        h.settle()
        assert game.session.history.cursor == before + 1, game.message
        assert game.session.history.moves[before] == move
        played += 1
        assert played < 300
    assert "wins" in h.top.session.outcome.reason
    h.click_button("again")
    assert h.top.name == "game" and h.game.session.history.cursor == 0


@pytest.mark.parametrize("hole, words", [
    ("J", ["single", "(I4)"]),     # J holds one counter after the opening (I2)
    ("I", ["out of play", "(I3)"]),  # South's I in his initial phase
    ("a", ["North", "(I4)"]),      # the other side's hole
    ("B", ["empty", "(I4)"]),
])
def test_a_refused_click_on_a_hole_says_why_with_the_rule(tmp_path, hole, words):
    h = Harness(tmp_path, size=(1024, 600))
    h.start_game("isolo")
    game = h.game
    h.click_target(hole)
    assert game.message_bad, game.message
    for word in words:
        assert word in game.message, game.message
    assert game.session.history.cursor == 0


def test_the_playable_holes_are_the_legal_moves(view, game):
    state = game.initial_state()
    assert view.origins(state) == list("ACEGHKMO")  # I10.2
    assert view.click(state, "M", UIState()).move == "M"
    assert view.click(state, "J", UIState()).kind == "refuse"


def test_a_sowing_drops_one_seed_per_sow_effect(view, game):
    """I10.4: South plays M, captures j and g, sows the 3 on from M."""
    state = game.initial_state()
    tr = state.apply("M")
    tl = view.animate(state, tr.effects, tr.state)
    sows = [e for e in tr.effects if e.kind == EffectKind.SOW]
    drops = [t for t in tl.tracks if isinstance(t, DropTrack)]
    assert len(drops) == len(sows) == 5
    flights = [t for t in tl.tracks if isinstance(t, MoveTrack)]
    assert len(flights) == 3  # the captured counters fly from j (1) and g (2)
    assert tl.end <= MOVE_CAP
    # counts: the position before the move at the start, the position after at the end
    tl.t = 0
    assert [tl.value(n) for n in "MNOP"] == [2, 0, 2, 0]
    assert tl.value("j") == 1 and tl.value("g") == 2
    tl.t = tl.end
    for name in view.cells:
        assert tl.value(name) == tr.state.count(name), name
    # each seed drops where it will then lie
    last = drops[-1]
    assert last.center == pytest.approx(view.seed_pos("P", 0))


def test_the_message_bar_follows_the_sowing(view, game):
    """Each narrated effect is said when the sowing reaches it (on the warped clock)."""
    from ludic.app.boards.base import NARRATED

    state = game.initial_state()
    tr = state.apply("M")  # I10.4: captures j then g
    tl = view.animate(state, tr.effects, tr.state)
    told = [e.text for e in tr.effects if e.text and e.kind in NARRATED]
    captures = [e.text for e in tr.effects if e.kind == EffectKind.CAPTURE]
    assert len(captures) == 2
    assert [text for _, text in tl.story] == told
    at = {text: t for t, text in tl.story}
    flights = sorted(t.start for t in tl.tracks if isinstance(t, MoveTrack))
    assert at[captures[0]] == pytest.approx(flights[0], abs=0.06)
    assert 0 < at[captures[0]] < at[captures[1]] < tl.end
    tl.t = at[captures[1]] - 0.01
    assert tl.said()[-1] == captures[0]
    # a long sowing: the words follow the warped clock and all come before the end
    state = game.parse_position(SAFARI)
    tr = state.apply("P")
    tl = view.animate(state, tr.effects, tr.state)
    assert tl.story and all(0 <= t <= tl.end for t, _ in tl.story)


def test_counts_go_up_one_drop_at_a_time(view, game):
    state = game.initial_state()
    tr = state.apply("A")  # I10.3: B, C (relay), D, E, F
    tl = view.animate(state, tr.effects, tr.state)
    seen = []
    steps = 400
    for k in range(steps + 1):
        tl.t = tl.end * k / steps
        seen.append(sum(tl.value(n, 0) for n in view.cells))
    # seeds are lifted into the hand (the total on the board drops) and come back one by one
    assert min(seen) < 64 and seen[0] == seen[-1] == 64
    assert all(b - a <= 1 for a, b in zip(seen, seen[1:]))


def test_a_long_sowing_is_fast_forwarded(view, game):
    state = game.parse_position(SAFARI)
    tr = state.apply("P")
    relays = sum(e.kind == EffectKind.RELAY for e in tr.effects)
    assert relays == 1000
    tl = view.animate(state, tr.effects, tr.state)
    assert tl.end < MOVE_CAP + 1.0  # a few seconds, not 7,000 sowings at 0.13 s
    assert len(tl.tracks) < 100  # the middle shows counts only, no seed drops
    tl.t = tl.end
    assert all(tl.value(n) == tr.state.count(n) for n in view.cells)


def test_the_opening_is_shown_step_by_step(view, game):
    start = game.initial_state()
    effects = game.opening()
    tl = view.animate_opening(effects, start)
    assert tl is not None and 4 < tl.end <= OPENING_CAP + 1.0
    sows = sum(e.kind == EffectKind.SOW for e in effects)
    assert len([t for t in tl.tracks if isinstance(t, DropTrack)]) == sows
    tl.t = 0
    assert all(tl.value(n) == 2 for n in view.cells)  # the control position (I2)
    assert tl.value("phase:0") is False  # the locks appear at the end (I3)
    tl.t = tl.end
    assert all(tl.value(n) == start.count(n) for n in view.cells)
    assert tl.value("phase:0") is True and tl.value("phase:1") is True


def test_the_scene_plays_the_opening_and_a_click_skips_it(tmp_path):
    h = Harness(tmp_path, size=(1280, 720), speed=1.0)
    h.click_button("play")
    h.choose_game("isolo")
    h.click_button("start")
    game = h.game
    assert game.queue and game.queue[0].opening
    h.pump(90)
    assert game.queue, "the opening lasts several seconds"
    h.screenshot(tmp_path / "opening.png")
    h.click(game.view.rect.center)
    assert not game.queue
    assert game.session.history.cursor == 0


def test_escape_in_the_opening_skips_it_and_does_nothing_more(tmp_path):
    """The opening's banner says "press a key to skip": Escape skipped it and opened the game
    menu as well. One press skips it; the next one opens the menu. Over a move's animation
    Escape still opens the menu at once (the computer's moves follow one another)."""
    h = Harness(tmp_path, size=(1280, 720), speed=1.0)
    h.click_button("play")
    h.choose_game("isolo")
    h.click_button("start")
    game = h.game
    h.pump(30)
    assert game.queue and game.queue[0].opening
    h.key(pygame.K_ESCAPE)
    assert not game.queue
    assert h.names() == ["title", "game"], h.names()
    h.key(pygame.K_ESCAPE)
    assert h.names() == ["title", "game", "gamemenu"], h.names()
    h.key(pygame.K_ESCAPE)  # back to the game
    assert h.names() == ["title", "game"], h.names()
    # a move's animation: Escape skips it and opens the menu
    h.click_target(game.view.move_targets(game.state.legal_moves()[0])[0])
    assert game.queue and not game.queue[0].opening
    h.key(pygame.K_ESCAPE)
    assert not game.queue
    assert h.names() == ["title", "game", "gamemenu"], h.names()


def test_seeds_keep_their_places_and_stay_in_their_hole():
    for hole in range(32):
        for k in range(MAX_SEEDS):
            x, y = seed_offset(hole, k)
            assert x * x + y * y < 1.0
        places = [seed_offset(hole, k) for k in range(MAX_SEEDS)]
        assert len(set(places)) == MAX_SEEDS, "two seeds share a place"
        first = places[:10]  # the first layer is spread out: no seed hides another
        assert min(math.dist(a, b) for i, a in enumerate(first) for b in first[:i]) > 0.2


SIZES = [(1024, 600), (1920, 1080), (3840, 2160), (160, 110)]


@pytest.mark.parametrize("size", SIZES)
def test_the_board_draws_inside_its_rect_at_every_size(game, size):
    state = game.initial_state()
    tr = state.apply("M")
    frames = [(tr.state, UIState(show_numbering=True, player_names=("Amina", "Yusuf")))]
    assert_board_inside(headless_view(game), size, frames, state, tr, 8, state)


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_game_screen_at_two_window_sizes(tmp_path, size):
    h = Harness(tmp_path, size=size)
    h.start_game("isolo")
    window = h.app.screen.get_rect()
    assert window.contains(h.game.view.rect)
    h.play(greedy(h.game.state))
    h.screenshot(tmp_path / "isolo.png")
    h.resize(1280, 720)
    h.settle()
    assert h.app.screen.get_rect().contains(h.game.view.rect)


def _ring_pixels(surface, view, name):
    """Pixels of the REFUSED red of the capture ring inside hole ``name``'s cell."""
    from ludic.app import theme

    cell = view.cells[name]
    red = theme.REFUSED
    return sum(1 for x in range(cell.left, cell.right) for y in range(cell.top, cell.bottom)
               if all(abs(a - b) <= 40 for a, b in zip(surface.get_at((x, y))[:3], red)))


def test_hovering_a_playable_hole_previews_the_move_from_its_effects(view, game):
    """I10.4: M sows N, O (first lap), captures j and g, and the move ends in P."""
    state = game.initial_state()
    p = view.preview(state, "M")
    assert p.lap == ("N", "O") and p.end == "P" and p.captured == ("j", "g")
    assert p.relays == 0 and "ends in P" in p.label() and "j and g" in p.label()
    assert view.preview(state, "M") is p  # cached per (state, hole)
    a = view.preview(state, "A")  # I10.3: B, C, relay from C to D E F
    assert a.lap == ("B", "C") and a.end == "F" and a.relays == 1 and not a.captured
    # H's first sowing ends the initial phase (I3) before its lap: its lap is shown too
    # (the phase's effect comes first, and the preview showed no lap at all)
    start = game.start_state()
    h = view.preview(start, "H")
    assert h.lap[:3] == ("I", "J", "K"), h.lap
    surf = pygame.Surface((960, 680))
    view.draw(surf, state, UIState())
    plain = [_ring_pixels(surf, view, n) for n in "jg"]
    view.draw(surf, state, UIState(hover="M"))
    marked = [_ring_pixels(surf, view, n) for n in "jg"]
    assert all(m > p + 20 for m, p in zip(marked, plain)), (plain, marked)
    # not on a hole that cannot be played, nor during an animation
    view.draw(surf, state, UIState(hover="J"))
    assert [_ring_pixels(surf, view, n) for n in "jg"] == plain
    tr = state.apply("M")
    tl = view.animate(state, tr.effects, tr.state)
    tl.t = tl.end / 2
    hole = view.origins(tr.state)[0]
    assert view.preview(tr.state, hole).end  # there would be something to show
    shown = []
    view._draw_preview = lambda surface, p, scale: shown.append(p)
    view.draw(surf, tr.state, UIState(hover=hole, anim=tl))
    assert shown == []
    view.draw(surf, tr.state, UIState(hover=hole))
    assert [p.hole for p in shown] == [hole]


def test_after_a_sowing_the_bar_says_who_sowed_from_where_and_what_it_took(tmp_path):
    """A QA pass (one person against the computer): after the computer's long sowing the
    message bar kept the move's last two relays ("j (2 there) faces O and B, not both
    occupied: relay · The last counter fell into ℓ, which was empty: the move ends"), which
    said neither who sowed, nor from where, nor what the move took. It says who sowed from
    which hole and the counters taken, then how the move ended; in French too."""
    from ludic import i18n
    from ludic.i18n import tr

    h = Harness(tmp_path, size=(1280, 720), seed=3)
    h.start_game("isolo")
    game = h.game
    state = game.state
    first, second = (tr(name) for name in game.session.names)
    move = next(m for m in state.legal_moves()
                if sum(e.count for e in state.apply(m).effects
                       if e.kind == EffectKind.CAPTURE))
    taken = sum(e.count for e in state.apply(move).effects if e.kind == EffectKind.CAPTURE)
    last = [e.text for e in state.apply(move).effects if e.text][-2]
    h.play(move)
    h.settle()
    said = tr(game.message)
    assert said.startswith(f"{first} sows from {move} and captures {taken} counters"), said
    assert said.endswith(tr(last)), (said, last)
    i18n.set_language("fr")
    try:
        said = tr(game.message)
        assert said.startswith(f"{tr(game.session.names[0])} sème depuis {move} et prend {taken} graines"), said
    finally:
        i18n.set_language("en")
    # a sowing that takes nothing says who sowed from where
    state = game.state
    quiet = next(m for m in state.legal_moves()
                 if not any(e.kind == EffectKind.CAPTURE for e in state.apply(m).effects))
    h.play(quiet)
    h.settle()
    assert tr(game.message).startswith(f"{second} sows from {quiet}  · "), tr(game.message)
