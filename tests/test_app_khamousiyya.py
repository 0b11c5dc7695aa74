"""The Khamousiyya board view (``ludic/app/boards/khamousiyya.py``), driven through posted
input events with the headless harness: placement (H2), moves and captures (H3, H4), going on
and stopping (H4), jeu bouché (H5), H’ajeb declared, the series, yezzi and the settlement (H6),
refused clicks with their rule numbers, animations built from the effects, a whole game by
clicks, and the layout at every size."""

import random

import pygame
import pytest

from apphelp import Harness, record_texts
from ludic.app import theme
from ludic.app.anim import MoveTrack
from ludic.app.assets import Assets
from ludic.app.boards import make_view
from ludic.app.boards.base import UIState
from ludic.app.boards.khamousiyya import KhamousiyyaView, stage_of
from ludic.app.history import History
from ludic.app.scenes.game.hint import show as show_hint
from ludic.app.session import Session, Setup
from ludic.model.protocol import EffectKind
from ludic.model.registry import make_game


def position(rows, mover="N", stage="movement", first="S", hajeb="open", chain="-",
             bouche="-", turns=60, total=24):
    """A position line (see the model's docstring) with the captured counts filled in."""
    s = sum(r.count("S") for r in rows)
    n = sum(r.count("N") for r in rows)
    return (f"{'/'.join(rows)} {mover} {stage} hand:0,0 captured:{total - s},{total - n} "
            f"first:{first} hajeb:{hajeb} chain:{chain} bouche:{bouche} turns:{turns}")


#: North (second player) has an enclosure at A7 (A6, B7 his); South's A1 and G1 can then slide
#: to D4 like a queen and capture E4 against F4 (H6, example 5 of H8).
HAJEB = position([".N..S..",
                  "N.....S",
                  ".......",
                  "....NS.",
                  ".N.....",
                  "...N...",
                  "S.....S"])
#: South's D2-D3 captures E3 (against F3), then D3-D4 may capture D5 (against D6): going on.
GOING = position([".......",
                  "...S...",
                  "...N...",
                  ".......",
                  "....NS.",
                  "...S...",
                  "N.....S"], mover="S")
#: North's only piece, A1, is shut in by South's A2 and B1.
BLOCKED = position([".......",
                    ".......",
                    "...S...",
                    ".......",
                    "......S",
                    "S......",
                    "NS....."])


def start_from(h: Harness, level_id: str, notation: str, options=None) -> None:
    """Show a game that starts from ``notation`` (the harness has no such call: this builds
    the session the way the game scene does and hands it over with ``start_session``)."""
    if h.top.name != "game":
        h.start_game(level_id)
    scene = h.game
    session = Session(Setup(level_id, dict(options or {})), scene._decides)
    session.history = History(session.game.parse_position(notation), scene._decides)
    scene.start_session(session, opening=False)
    h.settle()
    assert scene.state.notation() == notation


def action_labels(h: Harness) -> list[str]:
    return [e.text for e in h.elements() if "#action" in (e.object_ids or [])
            and getattr(e, "visible", True)]


def played(h: Harness) -> list[str]:
    return [str(m) for m in h.game.session.history.played]


# -- placement (H2) ---------------------------------------------------------------------------

def test_placement_by_clicks_on_7x7(tmp_path):
    h = Harness(tmp_path, size=(1280, 720))
    h.start_game("khamousiyya")
    view, state = h.game.view, h.game.state
    assert isinstance(view, KhamousiyyaView) and view.n == 7
    assert sorted(view.highlighted(state)["allowed"]) == ["C4", "D3", "D5", "E4"]
    assert view.status(state) == "Placing 1 of 2: next to the centre (H2)"
    h.click_target("A1")
    assert h.game.message_bad and "(H2)" in h.game.message and "centre" in h.game.message
    assert played(h) == []
    h.click_target("D4")
    assert h.game.message_bad and "centre" in h.game.message and "(H2)" in h.game.message
    h.click_target("D3")
    h.settle()
    assert played(h) == ["D3"]
    state = h.game.state
    assert view.status(state) == "Placing 2 of 2 (H2)"
    assert view.highlighted(state)["allowed"] == []  # the second piece goes anywhere
    h.click_target("D3")
    assert h.game.message_bad and "not empty" in h.game.message and "(H2)" in h.game.message
    h.click_target("A1")
    h.settle()
    state = h.game.state
    assert played(h) == ["D3", "A1"] and state.current_player == 1
    assert view.turn_badge(state) == "Placing 1 of 2"
    assert sorted(view.highlighted(state)["allowed"]) == ["C4", "D5", "E4"]
    for target in ("E4", "G7"):
        h.click_target(target)
        h.settle()
    assert played(h) == ["D3", "A1", "E4", "G7"]
    assert h.game.state.hand(0) == 22 and h.game.state.hand(1) == 22


def test_placement_animation_flies_from_the_hand(tmp_path):
    h = Harness(tmp_path, size=(1280, 720))
    h.start_game("khamousiyya")
    view, before = h.game.view, h.game.state
    t = before.apply(before.parse_move("D3"))
    tl = view.animate(before, t.effects, t.state)
    flights = [tr for tr in tl.tracks if isinstance(tr, MoveTrack)]
    assert len(flights) == sum(e.kind == EffectKind.PLACE for e in t.effects) == 1
    assert flights[0].points[0] == tuple(map(float, view.hand_slots[0][23].center))
    assert flights[0].points[-1] == tuple(map(float, view.cells["D3"].center))
    tl.advance(0.05)
    assert tl.hidden("D3")
    tl.advance(10)
    assert not tl.hidden("D3")


# -- movement and capture (H3, H4) --------------------------------------------------------------

def test_move_and_capture_on_7x7_by_clicks(tmp_path):
    h = Harness(tmp_path, size=(1280, 720))
    start_from(h, "khamousiyya", GOING)
    view = h.game.view
    h.click_target("D2")
    assert h.game.selection == "D2" and {"D3", "C2", "E2", "D1"} <= h.game.targets
    h.click_target("E1")  # not a neighbour of D2
    assert h.game.message_bad and "(H3)" in h.game.message and played(h) == []
    h.click_target("D5")  # North's piece
    assert h.game.message_bad and "North's piece" in h.game.message
    assert "(H3)" in h.game.message
    # the capture animation: E3 lifted off and flown to South's pile
    before = h.game.state
    t = before.apply(before.parse_move("D2-D3"))
    tl = view.animate(before, t.effects, t.state)
    captures = [e for e in t.effects if e.kind == EffectKind.CAPTURE]
    assert [e.src for e in captures] == ["E3"]
    pile = tuple(map(float, view.pile_slots[0][before.captured(1)].center))
    assert sum(isinstance(tr, MoveTrack) and tr.points[-1] == pile for tr in tl.tracks) == 1
    assert tl.value("pile0") == before.captured(1)
    tl.advance(10)
    assert tl.value("pile0") == before.captured(1) + 1
    # played by clicks: going on, the chain piece highlighted, a click on D4 goes on (H4)
    h.click_target("D2")
    h.click_target("D3")
    h.settle()
    state = h.game.state
    assert played(h) == ["D2-D3"] and state.piece_at("E3") is None
    hl = view.highlighted(state)
    assert hl["chain"] == "D3" and hl["chain_to"] == ["D4"]
    assert "Stop capturing" in action_labels(h)
    assert view.status(state).startswith("Going on") and "(H4)" in view.status(state)
    h.click_target("F3")  # another piece may not go on
    assert h.game.message_bad and "(H4)" in h.game.message
    h.click_target("D4")
    h.settle()
    assert played(h) == ["D2-D3", "D3-D4"]
    assert h.game.state.piece_at("D5") is None and h.game.state.current_player == 1


def test_letting_go_of_a_piece_takes_back_its_prompt(tmp_path):
    """A piece chosen, the bar says "D2: choose where it goes (the highlighted places)";
    let go of (a second click or Enter on it, a right click, Escape, a click beside the
    board), nothing is lit and the bar says whose turn it is again. It kept the order, lit
    places gone (QA33B, Khamousiyya 5x5 played by the keyboard in Arabic)."""
    h = Harness(tmp_path, size=(1280, 720))
    start_from(h, "khamousiyya", GOING)
    game = h.game
    prompt = str(game._turn_prompt())
    outside = (game.view.rect.left // 2, game.view.rect.bottom - 5)
    for let_go in (lambda: h.click_target("D2"), lambda: h.key(pygame.K_RETURN),
                   lambda: h.click(game.view.center("D2"), button=3),
                   lambda: h.key(pygame.K_ESCAPE), lambda: h.click(outside)):
        h.click_target("D2")
        game.focus = "D2"  # Enter presses where the keyboard cursor is
        assert game.selection == "D2" and "choose where it goes" in str(game.message)
        let_go()
        assert game.selection is None and not game.targets
        assert str(game.message) == prompt and not game.message_bad
        assert h.names()[-1] == "game"  # Escape let go of the piece, it opened no menu


def test_stop_capturing_button(tmp_path):
    h = Harness(tmp_path, size=(1024, 600))
    start_from(h, "khamousiyya", GOING)
    h.play(h.game.state.parse_move("D2-D3"))
    button = h.button("action", "Stop capturing")
    assert button is not None and "(H4)" in (button.tool_tip_text or "")
    h.click_button("action", "Stop capturing")
    h.settle()
    assert played(h) == ["D2-D3", "stop"] and h.game.state.current_player == 1


# -- jeu bouché (H5) ---------------------------------------------------------------------------

def test_blocked_player_passes_with_jeu_bouche(tmp_path):
    h = Harness(tmp_path, size=(1024, 600))
    start_from(h, "khamousiyya", BLOCKED, {"jeu_bouche": True})
    view, state = h.game.view, h.game.state
    assert "blocked" in view.status(state) and "(H5)" in view.status(state)
    h.click_target("A1")
    assert h.game.message_bad and "no empty hole" in h.game.message
    h.click_button("action", "Pass: I am blocked")
    h.settle()
    state = h.game.state
    assert played(h) == ["pass"] and state.blocked_seat == 1
    assert view.status(state) == "South must open the ring for North (H5)"
    assert set(view.highlighted(state)["blocked"]) == {"A1"}
    h.click_target("D5")  # moving D5 does not open the ring
    assert h.game.message_bad and "(H5)" in h.game.message and "blocked" in h.game.message
    h.click_target("A2")
    h.click_target("A3")
    h.settle()
    assert played(h)[-1] == "A2-A3" and h.game.state.current_player == 1


def test_blocked_player_loses_without_jeu_bouche(tmp_path):
    h = Harness(tmp_path, size=(1024, 600))
    h.start_game("khamousiyya")
    scene = h.game
    session = Session(Setup("khamousiyya", {}), scene._decides)
    session.history = History(session.game.parse_position(BLOCKED), scene._decides)
    scene.start_session(session, opening=False)
    h.settle()
    assert h.top.name == "gameover" and "cannot move" in session.outcome.reason


# -- H’ajeb (H6) -------------------------------------------------------------------------------

def test_hajeb_declared_series_and_settlement_by_clicks(tmp_path):
    h = Harness(tmp_path, size=(1280, 720))
    start_from(h, "khamousiyya", HAJEB)
    view, state = h.game.view, h.game.state
    assert view.highlighted(state)["enclosures"] == [frozenset({"A7"})]
    assert view.status(state) == "Move, or declare H’ajeb (H6)"
    button = h.button("action", "Declare H’ajeb")
    assert button is not None and "(H6)" in button.tool_tip_text
    h.click_button("action", "Declare H’ajeb")
    h.settle()
    state = h.game.state
    assert played(h) == ["hajeb"] and stage_of(state) == "hajeb-decide"
    assert sorted(view.highlighted(state)["queen"]) == [("A1", "D4"), ("G1", "D4")]
    assert view.highlighted(state)["threatened"] == ["E4"]
    assert set(action_labels(h)) == {"Let the series go on", "Yezzi! (enough)"}
    h.click_target("A1")
    assert h.game.message_bad and "(H6)" in h.game.message
    h.click_button("action", "Let the series go on")
    h.settle()
    state = h.game.state
    assert stage_of(state) == "hajeb-series" and state.current_player == 0
    assert view.status(state) == "H’ajeb: South captures like a queen (H6)"
    h.click_target("E7")  # a South piece without a capturing queen move
    assert h.game.message_bad and "(H6)" in h.game.message
    h.click_target("A1")
    assert h.game.targets == {"D4"}
    h.click_target("D4")
    h.settle()
    state = h.game.state
    assert played(h) == ["hajeb", "continue", "A1-D4"] and state.piece_at("E4") is None
    # settlement: North removes two of South's pieces, then South one beside the enclosure
    assert view.status(state) == "North removes two of South's pieces (H6)"
    assert h.game.message.endswith("North removes two of South's pieces (H6)")
    assert set(view.highlighted(state)["removable"]) == set(state.pieces(0))
    h.click_target("B7")  # his own piece
    assert h.game.message_bad and "(H6)" in h.game.message
    h.click_target("C5")  # empty
    assert h.game.message_bad and "(H6)" in h.game.message
    h.click_target("G1")
    h.settle()
    assert view.status(h.game.state) == "North removes one more of South's (H6)"
    h.click_target("G6")
    h.settle()
    state = h.game.state
    assert stage_of(state) == "hajeb-cede"
    assert view.status(state) == "South removes one by an enclosure (H6)"
    assert set(view.highlighted(state)["removable"]) == {"A6", "B7"}
    h.click_target("B3")  # not beside an enclosure
    assert h.game.message_bad and "enclosure" in h.game.message and "(H6)" in h.game.message
    h.click_target("B7")
    h.settle()
    state = h.game.state
    assert played(h)[-3:] == ["xG1", "xG6", "xB7"]
    assert stage_of(state) == "movement" and state.current_player == 1 and state.hajeb_used
    assert "Declare H’ajeb" not in action_labels(h)


def test_yezzi_stops_the_series(tmp_path):
    h = Harness(tmp_path, size=(1024, 600))
    start_from(h, "khamousiyya", HAJEB)
    h.click_button("action", "Declare H’ajeb")
    h.settle()
    yezzi = h.button("action", "Yezzi! (enough)")
    assert yezzi is not None and "(H6)" in yezzi.tool_tip_text
    h.click_button("action", "Yezzi! (enough)")
    h.settle()
    state = h.game.state
    assert played(h) == ["hajeb", "yezzi"]
    assert stage_of(state) == "movement" and state.current_player == 1
    assert state.piece_at("E4") == 1 and state.hajeb_used
    assert "Declare H’ajeb" not in action_labels(h)


def test_hajeb_animation_flashes_the_enclosure(tmp_path):
    h = Harness(tmp_path, size=(1280, 720))
    start_from(h, "khamousiyya", HAJEB)
    view, before = h.game.view, h.game.state
    t = before.apply(before.parse_move("hajeb"))
    tl = view.animate(before, t.effects, t.state)
    labels = [tr.text for tr in tl.tracks if hasattr(tr, "text")]
    assert labels == ["H’ajeb!"]
    flashes = [tr for tr in tl.tracks if hasattr(tr, "rects")]
    assert any(len(f.rects) == 1 and f.rects[0].center == view.cells["A7"].center
               for f in flashes)


# -- a whole game ------------------------------------------------------------------------------

def greedy(state, rng):
    """Captures and removals first, never H’ajeb nor yezzi (so the game ends soon)."""
    scored = []
    for m in state.legal_moves():
        if str(m) in ("hajeb", "yezzi"):
            continue
        eff = state.apply(m).effects
        scored.append((sum(e.kind in (EffectKind.CAPTURE, EffectKind.REMOVE) for e in eff), m))
    top = max(k for k, _ in scored)
    return rng.choice([m for k, m in scored if k == top])


def test_a_whole_7x7_game_by_clicks(tmp_path):
    h = Harness(tmp_path, size=(1024, 600), seed=3)
    h.start_game("khamousiyya")
    rng = random.Random(3)
    for _ in range(2000):
        if h.top.name == "gameover":
            break
        h.play(greedy(h.game.state, rng))
    assert h.top.name == "gameover", h.game.state.notation()
    outcome = h.top.session.outcome
    assert outcome.rule == "H5" and "wins" in outcome.reason
    h.pump(2)
    h.click_button("again")
    assert h.top.name == "game" and h.game.session.history.cursor == 0


# -- layout and drawing --------------------------------------------------------------------------

SIZES = [(694, 499), (1302, 897), (2604, 1794), (120, 90)]


@pytest.fixture(scope="module")
def display():
    pygame.init()
    pygame.display.set_mode((16, 16))
    yield
    pygame.display.quit()


@pytest.mark.parametrize("level_id", ["khamousiyya", "khamousiyya-5x5"])
def test_draws_inside_its_rect_at_every_size(display, level_id):
    game = make_game(level_id, {}, None)
    view = make_view(game, Assets())
    assert isinstance(view, KhamousiyyaView)
    state = game.parse_position(HAJEB) if level_id == "khamousiyya" else game.initial_state()
    for w, h in SIZES:
        surface = pygame.Surface((w + 80, h + 80))
        surface.fill((1, 2, 3))
        rect = pygame.Rect(40, 40, w, h)
        view.layout(rect)
        assert all(rect.contains(c) for c in view.cells.values())
        assert all(rect.contains(s) for seat in (0, 1) for s in view.pile_slots[seat])
        view.sync(state)
        view.draw(surface, state, UIState(show_numbering=True, hover="A7", scale=w / 868))
        outside = surface.copy()
        outside.fill((1, 2, 3), rect)
        assert pygame.transform.average_color(outside)[:3] == (1, 2, 3)
        inside = surface.subsurface(rect)
        assert pygame.transform.average_color(inside)[:3] != (1, 2, 3)
        assert view.target_at(view.center(state.centre)) == state.centre
    thumb = pygame.Surface((120, 90))
    thumb.fill((1, 2, 3))
    make_view(game, Assets()).draw_thumbnail(thumb, thumb.get_rect(), game.start_state(0))
    assert thumb.get_at((60, 45))[:3] != (1, 2, 3)


def test_5x5_placement_and_capture_by_clicks(tmp_path):
    h = Harness(tmp_path, size=(1024, 600))
    h.start_game("khamousiyya-5x5")
    view, state = h.game.view, h.game.state
    assert view.n == 5 and len(view.cells) == 25 and state.centre == "C3"
    assert sorted(view.highlighted(state)["allowed"]) == ["B3", "C2", "C4", "D3"]
    h.click_target("A1")
    assert h.game.message_bad and "(H2)" in h.game.message
    rng = random.Random(1)
    for _ in range(200):
        effects = h.game.session.history.effects
        if effects and any(e.kind == EffectKind.CAPTURE for e in effects[-1]):
            break
        h.play(greedy(h.game.state, rng))
    last = h.game.session.history.effects[-1]
    taken = [e.src for e in last if e.kind == EffectKind.CAPTURE]
    assert taken and all(h.game.state.piece_at(sq) is None for sq in taken)
    captor = next(e.player for e in last if e.kind == EffectKind.CAPTURE)
    assert h.game.state.captured(1 - captor) >= len(taken)


# -- the pieces that can move, shown before any click (issue 14, item 7) -----------------------

def _ringed(h: Harness, square: str) -> bool:
    """Is ``square``'s piece ringed in the highlight colour on the screen (a pixel of the ring,
    on the hole's edge to the left of its centre)?"""
    from ludic.app.boards.base import LANE_PLAY, mark_width

    view = h.game.view
    scale = h.game.ui_state().scale
    lane = view.lane(square, LANE_PLAY, scale)  # the player's moves' rings lie on it
    cx, cy = lane.center
    x = cx - min(lane.size) // 2 + mark_width(scale) // 2
    return tuple(h.app.screen.get_at((x, cy)))[:3] == tuple(theme.HIGHLIGHT[:3])


def test_movable_pieces_are_ringed_before_any_click(tmp_path):
    h = Harness(tmp_path, size=(1280, 720))
    start_from(h, "khamousiyya", GOING)
    view, state = h.game.view, h.game.state
    steps = {str(m).split("-")[0] for m in state.legal_moves() if "-" in str(m)}
    movable = view.highlighted(state)["movable"]
    assert set(movable) == steps and set(movable) <= set(state.pieces(0))
    h.pump(2)
    assert all(_ringed(h, sq) for sq in movable)
    assert not _ringed(h, "A1")  # North's piece is not South's to move
    # once a piece is selected only the selection and its targets are marked
    h.click_target("D2")
    h.pump(2)
    assert not _ringed(h, "D6")
    # going on: only the chain piece may move (H4), and only it is offered
    h.click_target("D2")
    h.play(state.parse_move("D2-D3"))
    h.settle()
    assert view.highlighted(h.game.state)["movable"] == ["D3"]
    assert view.origins(h.game.state)[0] == "D3"


def test_movable_pieces_in_the_hajeb_series_are_the_queens(tmp_path):
    h = Harness(tmp_path, size=(1024, 600))
    start_from(h, "khamousiyya", HAJEB)
    view = h.game.view
    state = h.game.state
    assert set(view.highlighted(state)["movable"]) == {
        str(m).split("-")[0] for m in state.legal_moves() if "-" in str(m)}
    h.click_button("action", "Declare H’ajeb")
    h.settle()
    assert view.highlighted(h.game.state)["movable"] == []  # North decides: no piece moves
    h.click_button("action", "Let the series go on")
    h.settle()
    assert sorted(view.highlighted(h.game.state)["movable"]) == ["A1", "G1"]


def test_a_hint_without_a_square_rings_its_button(tmp_path):
    """A hint for H’ajeb (a move with no square) rings the "Declare H’ajeb" button with the
    board hint's green, and nothing on the board; the message names the button."""
    from ludic.app import theme
    from ludic.app.scenes.game.hint import Hint

    h = Harness(tmp_path, size=(1280, 720))
    start_from(h, "khamousiyya", HAJEB)
    game = h.game
    hajeb = next(m for m in game.state.legal_moves() if str(m) == "hajeb")
    button = h.button("action", "Declare H’ajeb")
    rect = pygame.Rect(button.get_abs_rect())

    def ring_pixels() -> int:
        h.pump(2)
        surface = h.app.screen
        w = max(3, round(5 * game.scale))
        band = rect.inflate(2 * w, 2 * w)
        # the left edge of the ring, outside the button itself
        return sum(1 for y in range(band.top + w * 2, band.bottom - w * 2)
                   for x in range(band.left, rect.left)
                   if tuple(surface.get_at((x, y)))[:3] == theme.PALM_LIGHT[:3])

    assert ring_pixels() == 0
    game.hint = Hint(game.state, hajeb, "declares H’ajeb")
    show_hint(game)
    assert "Declare H’ajeb" in game.message
    assert ring_pixels() > 10
    assert game.buttons.action_rect(hajeb) == rect
    other = next(m for m in game.state.legal_moves() if str(m) != "hajeb")
    assert game.buttons.action_rect(other) is None  # a move with squares has no button
    game._drop_hint()
    assert ring_pixels() == 0


@pytest.mark.parametrize("level,lang,text_size", [
    ("khamousiyya", "en", "normal"), ("khamousiyya-5x5", "fr", "normal"),
    ("khamousiyya", "fr", "normal"), ("khamousiyya", "ar", "extra large"),
    ("khamousiyya-5x5", "ar", "extra large"), ("khamousiyya", "en", "extra large")])
@pytest.mark.parametrize("size", [(1024, 600), (1024, 768), (1280, 720), (1920, 1080)])
def test_a_trays_words_stay_inside_it(size, level, lang, text_size, monkeypatch):
    """A QA pass at 1920x1080: "May claim H’ajeb" (the second player's role, H6) ran past
    its tray's edge at the smallest legible size. It wraps; on the player's turn the badge
    (what to do now) takes its place when both do not fit. Off turn the role is shown whole:
    French "Peut revendiquer le H’ajeb" had been cut to "Peut / revendiquer l…" at 1920x1080.
    Another: the 5x5 tray's "Ordinateur" (the computer's name in French) ran past its edge;
    a name too long is cut with "…". In extra large Arabic the role's lines and the badge
    were stepped by the normal size's line and overlapped. A teacher's projector (1024x768,
    extra large text, the lesson's board beside its narration): the badge "Placing 1 of 2"
    ran past the tray's edge even at the smallest legible size; it takes the role's line."""
    from apphelp import headless_view
    from ludic import i18n
    from ludic.app import theme
    from ludic.app.boards.base import UIState

    theme.set_window_size(*size)
    theme.set_text_size(text_size)
    i18n.set_language(lang)
    names = ("Sud", "Ordinateur") if lang == "fr" else ()
    try:
        game = make_game(level)
        rect = {(1024, 600): pygame.Rect(10, 46, 690, 500),
                (1024, 768): pygame.Rect(10, 46, 605, 700),
                (1280, 720): pygame.Rect(16, 62, 860, 590),
                (1920, 1080): pygame.Rect(24, 93, 1290, 890)}[size]
        view = headless_view(game, rect)
        recorder = record_texts(monkeypatch)
        state = game.initial_state()
        for shown in (state, state.apply(state.legal_moves()[0]).state):
            recorder.clear()
            view.draw(pygame.Surface(size), shown, UIState(player_names=names))
            drawn = recorder.placed(board=True)
            for seat in (0, 1):
                tray = view.trays[seat]
                inside = [(t, r) for t, r in drawn if tray.collidepoint(r.center)]
                assert inside
                # a line's box is taller than its letters, an Arabic one half as much again
                trim = 0.5 if lang == "ar" else 0.3
                for t, r in inside:
                    assert tray.contains(r if lang != "ar" else r.inflate(0, -round(
                        r.height * (trim - 0.3)))), (seat, t, r, tray)
                if shown.current_player != seat:
                    role = view.role(shown, seat)
                    assert role in " ".join(t for t, r in inside), (seat, role, inside)
                words = [r for t, r in inside]
                for i, r1 in enumerate(words):
                    for r2 in words[i + 1:]:
                        assert not r1.inflate(-2, -round(r1.height * trim)).colliderect(
                            r2.inflate(-2, -round(r2.height * trim))), (seat, inside)
    finally:
        theme.set_window_size(1280, 720)
        theme.set_text_size("normal")
        i18n.set_language("en")


def test_while_a_declaration_plays_the_bar_says_what_it_does(tmp_path):
    """While a move plays, the message bar says who plays what: a declaration read "South
    plays hajeb…" (in Arabic "الحاسوب يلعب hajeb…"); it says what it does, in words."""
    h = Harness(tmp_path, size=(1280, 720))
    start_from(h, "khamousiyya", HAJEB)
    before = h.game.state
    move = next(m for m in before.legal_moves() if str(m) == "hajeb")
    h.click_button("action", "Declare H’ajeb")
    h.settle()
    neutral = str(h.game.queue_step(before, before.apply(move)).neutral)
    assert "hajeb" not in neutral and "declares H’ajeb (H6)" in neutral, neutral
    h = Harness(tmp_path / "2", size=(1280, 720))
    h.start_game("khamousiyya")
    before = h.game.state
    move = before.legal_moves()[0]
    h.play(move)
    neutral = str(h.game.queue_step(before, before.apply(move)).neutral)
    assert neutral.endswith(f" plays {move}…"), neutral


#: Flights between a tray and a hole (H2, H4): South placing on the far corner G7
#: (its hand is the left tray), North's to A7, and South's D2-D3 taking E3 into its pile.
TRAY_FLIGHTS = [(None, "D3 D5 C4 E4 G7", ("hand", 0)),
                (None, "D3 D5 C4 E4 G7 A1 A7", ("hand", 1)),
                (GOING, "D2-D3", ("pile", 0))]


@pytest.mark.parametrize("text_size", ["normal", "extra large"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_a_piece_flies_between_a_tray_and_a_hole_inside_the_view(tmp_path, size, text_size):
    """A placement flew out of the hand at the board's size and hopped over the top of the
    view: from South's hand to G7 at 1280x720 it rose 77 px above the board, off the top of
    the window. Every moment of a flight between a tray and a hole is now drawn inside the
    view's rect, and at the tray's end the piece has the size the tray draws it at."""
    from apphelp import assert_animation_inside

    h = Harness(tmp_path, size=size, seed=1)
    h.set_text_size(text_size)
    h.pump(2)
    opening = make_game("khamousiyya").initial_state().notation()
    for notation, moves, (kind, seat) in TRAY_FLIGHTS:
        h.start_position("khamousiyya", notation or opening)
        view, state = h.game.view, h.game.state
        *first, last = moves.split()
        for m in first:
            state = state.apply(state.parse_move(m)).state
        tr = state.apply(state.parse_move(last))
        tl = view.animate(state, tr.effects, tr.state)
        flight = [t for t in tl.tracks if isinstance(t, MoveTrack)][-1]
        at_tray = flight.start if kind == "hand" else flight.end
        slots = view.hand_slots[seat] if kind == "hand" else view.pile_slots[seat]
        shown = int(slots[0].width * 1.3)
        assert flight.rect(at_tray).width == pytest.approx(shown, abs=1), last
        assert view.trays[seat].contains(flight.rect(at_tray)), last
        assert_animation_inside(view, tl, tr.state, size)
    pygame.quit()


#: South's D3-D4 takes three North pieces at once, C4, D5 and E4 (against B4, D6, F4: H4).
THREE = position(["N......",
                  "...S...",
                  "...N...",
                  ".BN.NS.".replace("B", "S"),
                  "...S...",
                  ".......",
                  "......S"], mover="S")


def test_a_move_that_takes_several_pieces_names_them_all(tmp_path):
    """The message bar keeps a move's last two texts; a step that took three pieces said
    only "South captures North's piece on E4 (H4)", as if C4 and D5 were still there. It
    names every piece taken, while the move plays and once it has."""
    h = Harness(tmp_path, size=(1280, 720))
    start_from(h, "khamousiyya", THREE)
    before = h.game.state
    move = before.parse_move("D3-D4")
    t = before.apply(move)
    assert sorted(e.src for e in t.effects if e.kind == EffectKind.CAPTURE) == ["C4", "D5",
                                                                                 "E4"]
    h.click_target("D3")
    h.click_target("D4", frames=0)
    said = []
    for _ in range(2000):  # every frame of the animation, then the move played
        h.app.frame(1 / 60)
        said.append(str(h.game.message))
        if not h.game.busy():
            break
    captures = [m for m in said if "captures" in m]
    assert captures and played(h) == ["D3-D4"], said[-1]
    for message in captures:
        assert all(sq in message for sq in ("C4", "D5", "E4")), message
        assert message.count("captures") == 1, message


def test_the_side_panel_says_not_used_of_hajeb_once_the_game_is_over():
    """A QA pass (QA34 F2): a 7x7 game won by a blocked player (H5) kept "H’ajeb: not yet"
    under the end panel, promising what could no longer come. While the game goes on it says
    "not yet"; over, "used" or "not used"."""
    from ludic.app.boards.khamousiyya import hajeb_line

    for level in ("khamousiyya", "khamousiyya-5x5"):
        state, rng, live = make_game(level).start_state(), random.Random(3), []
        while state.outcome() is None:
            live.append(hajeb_line(state).msgid)
            state = state.play(rng.choice(state.legal_moves()))
        assert set(live) <= {"H’ajeb: not yet", "H’ajeb: used"}, level
        assert "H’ajeb: not yet" in live
        end = hajeb_line(state).msgid
        assert end == ("H’ajeb: used" if state.hajeb_used else "H’ajeb: not used"), level
