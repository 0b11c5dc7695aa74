"""Tooltips: gone as soon as the pointer leaves their element, and their box as close to its
words at the bottom as at the top in every language.

On the title screen the tip of Learn lies over Help and Settings under it. pygame_gui takes a
tip away only in its next update, after the frame's events: the click that came with the
pointer onto Settings went to the tip's text box (which keeps clicks to select its text) and
Settings did not open, and the dying tip took the pointer, so Settings lit a frame late."""

from __future__ import annotations

import pygame
import pytest

from apphelp import Harness


def tips(h: Harness) -> list:
    return [e for e in h.elements() if type(e).__name__ == "UITooltip" and e.alive()]


def rest_on(h: Harness, pointer: list, oid: str):
    """The pointer resting on button ``oid`` until its tooltip shows: the button."""
    b = h.button(oid)
    pointer[0] = b.get_abs_rect().center
    h.move_mouse(pointer[0])
    for _ in range(200):
        h.pump(1)
        if b.tool_tip is not None:
            return b
    raise AssertionError(f"no tooltip on {oid}")


@pytest.fixture
def pointer(monkeypatch):
    """SDL's pointer, where the last posted motion put it (the dummy video driver has
    none): pygame_gui reads it in its update, the app its events' ``pos``."""
    where = [(0, 0)]
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: where[0])
    return where


@pytest.mark.parametrize("under", ["settings", "help"])
def test_a_tooltip_goes_with_the_motion_off_its_button(tmp_path, pointer, under):
    h = Harness(tmp_path)
    h.pump(40)
    learn = rest_on(h, pointer, "learn")
    target = h.button(under)
    at = target.get_abs_rect().center
    # (the tip lies over the button the pointer goes to)
    assert learn.tool_tip.get_abs_rect().collidepoint(at), (learn.tool_tip.rect, at)
    pointer[0] = at
    h.move_mouse(at)
    h.pump(1)
    assert not tips(h) and learn.tool_tip is None
    assert target.hovered  # lit in the frame the pointer came
    assert not learn.hovered


def test_a_click_on_a_button_under_a_tooltip_reaches_it(tmp_path, pointer):
    under = "settings"  # under the tip's text box (Help's middle is at the box's edge)
    h = Harness(tmp_path)
    h.pump(40)
    rest_on(h, pointer, "learn")
    at = h.button(under).get_abs_rect().center
    pointer[0] = at
    h.click(at)  # the motion and the click in one frame, as a quick hand makes them
    h.settle()
    assert h.names() == ["title", under]
