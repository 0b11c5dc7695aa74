"""Isolo's count badges (issue 14): the number is always inside its badge ("10" spilled out
of its circle), and the opening's "relay" words never cover a badge."""

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
