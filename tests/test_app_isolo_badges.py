"""Isolo's count badges (issue 14): the number is always inside its badge ("10" spilled out
of its circle), the opening's "relay" words never cover a badge, and no ring (the hint's, the
last move's, the hover's...) covers one."""

import pygame
import pytest

from apphelp import Harness
from ludic.app import theme
from ludic.app.anim import LabelTrack, ease_out

SIZES = [(1024, 600), (1280, 720), (1920, 1080)]


def _view(tmp_path, size):
    h = Harness(tmp_path, size=size)
    h.start_game("isolo")
    return h, h.game.view


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_count_is_inside_its_badge(tmp_path, size):
    h, view = _view(tmp_path, size)
    scratch = pygame.Surface(h.app.size, pygame.SRCALPHA)
    for name, cell in view.cells.items():
        for n in (0, 2, 9, 10, 17, 48, 64):
            badge, ink = view._badge(scratch, cell, n, hot=n % 2 == 0)
            assert badge.contains(ink), (size, name, n, badge, ink)
    pygame.quit()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_relay_words_leave_the_badges_readable(tmp_path, size):
    h, view = _view(tmp_path, size)
    scratch = pygame.Surface(h.app.size, pygame.SRCALPHA)
    badges = [view._badge(scratch, cell, 10, False)[0] for cell in view.cells.values()]
    game = h.game.session.game
    tl = view.animate_opening(tuple(game.opening()), h.game.state)
    relays = [t for t in tl.tracks if isinstance(t, LabelTrack) and t.text == "relay"]
    assert relays, "the opening shows its relays"
    for track in relays:
        img = theme.render(track.text, track.size, tuple(track.color), True)
        ink = img.get_bounding_rect()
        for u in (0.0, 0.25, 0.5, 0.75, 1.0):
            cx, cy = track.center
            rise = getattr(track, "rise", track.size * 1.2)
            rect = img.get_rect(center=(round(cx), round(cy - rise * ease_out(u))))
            shown = ink.move(rect.topleft).inflate(4, 4)  # the outline drawn around it
            hit = [b for b in badges if b.colliderect(shown)]
            assert not hit, (size, track.center, u, shown, hit)
    pygame.quit()


def _badge_shown(surface: pygame.Surface, view, state, name: str) -> None:
    """The badge of hole ``name`` shows on ``surface`` exactly as drawn alone: every pixel of
    its (rounded) shape, the number's included, untouched by a mark."""
    from ludic.app.boards.isolo import INDEX

    alone = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    hot = name in view.origins(state)
    badge = view._badge(alone, view.cells[name], state.counts[INDEX[name]], hot)[0]
    for x in range(badge.left, badge.right):
        for y in range(badge.top, badge.bottom):
            px = alone.get_at((x, y))
            if px[3] == 255:
                assert surface.get_at((x, y))[:3] == px[:3], (name, (x, y))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_ring_covers_a_holes_count(tmp_path, size):
    """The hint's ring, and the last-move, hover, selection and keyboard rings, leave each
    hole's count badge as it is drawn alone (the hint's ring hid the count: QA is2)."""
    from ludic.app.scenes.game.hint import Hint

    h, view = _view(tmp_path, size)
    game = h.game
    h.play(game.state.legal_moves()[0])
    h.play(game.state.legal_moves()[0])
    state = game.state
    last = game.ui_state().last_targets
    assert last
    _badge_shown(h.screenshot(tmp_path / "last.png"), view, state, last[0])
    holes = [view.move_targets(m)[0] for m in state.legal_moves()]
    assert holes
    for move in state.legal_moves()[:4]:
        name = view.move_targets(move)[0]
        game.hint = Hint(state, move, "")
        assert game.shown_hint() is not None
        _badge_shown(h.screenshot(tmp_path / "hint.png"), view, state, name)
        game.hint = None
    for name in (holes[0], holes[-1], "H", "i"):
        for ring in ("hover", "focus", "selection"):
            setattr(game, ring, name)
            _badge_shown(h.screenshot(tmp_path / "mark.png"), view, state, name)
            setattr(game, ring, None)
    pygame.quit()
