"""The blue ring round the piece the last turn moved, in the Sig race (S3: every move a
throw, so the piece is the move), where its square leaves it less room than the ring.

Near its square's edge the ring is cut at the groove (``moved_disc``): an arc on the
edge's side. A whole ring made small enough to fit was tried, at 1024x768 and 1920x1080
with 1, 2 and 3 pieces on square 12 in a race of six: round any piece sharing its square
it passed behind the piece's body and showed as two slivers at its sides (the right one of
two pieces: a few pixels), while the cut ring still rounds the piece on three sides. The
cut ring stays: the measure is the blue the ring shows on the board, the pieces drawn over
it."""

from __future__ import annotations

import math

import pygame
import pytest

from apphelp import Harness
from ludic.app import theme
from ludic.app.session import Session, Setup
from ludic.model.protocol import Effect, EffectKind

LEVEL = "sig-el-oued"


def _blue(surface: pygame.Surface, rect: pygame.Rect) -> int:
    color = tuple(theme.LAST_MOVE[:3])
    return sum(1 for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
               if tuple(surface.get_at((x, y)))[:3] == color)


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("text_size", ["normal", "extra large"])
def test_the_moved_pieces_ring_shows_round_it_on_a_shared_square(tmp_path, size, text_size):
    """With 1, 2 or 3 fathers on square 12 in a race of six, whichever of them moved: the
    blue the ring shows there, the pieces drawn over it, is at least a quarter of a whole
    ring round the piece's body (``SigRaceView.HALO_LEAST``, the band ``_moved_width``
    wide). The cut ring shows 0.32 of it or more (the second of two, 1920x1080, extra
    large text), a lone piece's 0.8; a whole ring shrunk to fit showed 0.02 round the
    second of two at 1024x768 in extra large text, at most 0.32 on a shared square."""
    h = Harness(tmp_path, size=size)
    h.set_text_size(text_size)
    h.settle()
    for n in (1, 2, 3):
        for seat in range(n):
            position = ",".join(["F12"] * n + ["F1"] * (6 - n)) + " P6 throw=- turn=0"
            h.app.push("game", session=Session.from_position(Setup(LEVEL, players=6),
                                                             position), opening=False)
            h.settle()
            view = h.game.view
            state = h.game.state
            moved = (Effect(kind=EffectKind.STEP, player=seat, piece="father", src="11",
                            dst="12"),)
            base = h.game.ui_state().with_(last_targets=("11", "12"), hover=None,
                                           focus=None)
            pictures = []
            for effects in ((), moved):
                drawn = pygame.Surface(h.app.screen.get_size())
                drawn.fill(theme.BACKGROUND)
                ui = base.with_(last_effects=effects)
                view.draw_shown(drawn, state, lambda ui=ui: ui)
                pictures.append(drawn)
            cell = view.cells["12"]
            shown = _blue(pictures[1], cell) - _blue(pictures[0], cell)
            _center, piece = view.piece_layout(state)[seat, "father"]
            w = view._moved_width()
            whole = 2 * math.pi * (piece * view.HALO_LEAST + w / 2) * w
            assert shown >= 0.25 * whole, (n, seat, shown, round(whole))
    pygame.quit()
