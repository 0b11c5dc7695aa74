"""The lost count's callout (C4) in Sig capture's lessons, on a projector: 1920x1080, extra
large text, French. A QA pass: lesson 1's lost count had a wide bubble of two-line sentences;
lesson 4's, whose middle row holds two of South's pieces (a2, e2), was squeezed between them
into three lines of the smallest letters, though a bubble of lesson 1's letters fitted the
gap from b2 to d2."""

from __future__ import annotations

import pygame
import pytest

from apphelp import Harness, open_lesson, record_callouts
from ludic.app import language, theme
from ludic.app.boards import sig_capture, sig_race
from ludic.i18n import set_language, tr


def _callout(tmp_path, monkeypatch, lesson_id: str, step: int, lang: str):
    """The lost count's callout on ``lesson_id``'s ``step`` (its throw shown by Page Down):
    its text, the size its letters are drawn at in pixels, its rect, and the board's
    pieces' squares."""
    h = Harness(tmp_path, size=(1920, 1080), speed=1.0)
    language.switch(h.app, lang)
    h.set_text_size("extra large")
    h.pump(2)
    scene = open_lesson(h, lesson_id, step=step)
    sizes: dict[str, list[int]] = {}
    real = theme.render

    def render(text, size, *args, **kwargs):
        sizes.setdefault(theme.words(text), []).append(size)
        return real(text, size, *args, **kwargs)

    sig_race._BUBBLES.clear()  # made anew, its letters chosen in this test
    monkeypatch.setattr(theme, "render", render)
    shown = record_callouts(monkeypatch, sig_capture)
    before = scene.state
    h.key(pygame.K_PAGEDOWN, frames=1)
    h.pump_until(lambda: bool(shown))
    text, rect = shown[-1]
    text = tr(text)
    letters = min(sizes[text])  # the sizes tried, largest first, down to the one kept
    view = scene.view
    pieces = [view.cells[p[0]] for seat in (0, 1) for p in before.pieces(seat)
              if p is not None]
    px = max(6, round(letters * theme.text_factor()))  # as theme.font draws it
    result = text, px, rect, pieces, pygame.Rect(view.rect)
    h.settle()
    set_language("en")
    return result


@pytest.mark.parametrize("lang", ["fr", "en", "ar"])
def test_lesson_4s_lost_count_has_the_room_lesson_1s_has(tmp_path, monkeypatch, lang):
    """Lesson 4's last step (North's 2 lost: e3 would end on its own c3) draws its callout's
    letters no smaller than lesson 1's lost count (South's 4, step 2), off every piece and
    inside the board; where lesson 1's are larger still (Arabic: two lines at its 33 px are
    taller than the middle row), at least 27 px, over a quarter above the smallest legible
    text: the French "(C4)", held to "perdu" since the shared wrap keeps a reference with its
    word (``i18n.held_brackets``), sets lesson 4's lines at 27 px (failed before: 22 px in
    every language, for lesson 1's 26, 26 and 33)."""
    first = _callout(tmp_path / "1", monkeypatch, "sig-el-oued-capture/01-freeing", 1, lang)
    fourth = _callout(tmp_path / "4", monkeypatch, "sig-el-oued-capture/04-capture", 2, lang)
    for text, px, rect, pieces, board in (first, fourth):
        assert board.contains(rect), (text, rect)
        assert not any(rect.colliderect(cell) for cell in pieces), (text, rect)
        assert px >= 21, (text, px)  # the smallest legible text at 1920x1080
    assert fourth[1] >= min(first[1], 27), (fourth[:3], first[:3])
