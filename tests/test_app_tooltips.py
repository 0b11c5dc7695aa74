"""Tooltips: gone as soon as the pointer leaves their element or a few seconds after they
showed, and their box as close to its words at the bottom as at the top in every language.

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


def test_a_tooltip_goes_by_itself_while_the_pointer_rests_and_comes_back_on_return(
        tmp_path, pointer):
    """A still pointer kept a tip for good: in a Watch the pointer that clicked Start rests
    on the game's Menu, whose tip covered the Watch's buttons while the teacher's mouse lay
    still. The tip goes TIP_LIFE seconds after it showed, the loop drawing until then (the
    idle loop would keep it); it does not come back while the pointer stays, and does once
    the pointer has left its button and come back."""
    from ludic.app.gui_manager import TIP_LIFE
    h = Harness(tmp_path)
    h.pump(40)
    learn = rest_on(h, pointer, "learn")
    frames = round(TIP_LIFE / 0.1)
    h.pump(frames - 2, dt=0.1)
    assert learn.tool_tip is not None and tips(h), "gone too soon"
    assert h.app.busy(), "the idle loop would never take the tip away"
    box = learn.tool_tip.get_abs_rect()
    shown = pygame.image.tobytes(h.app.screen.subsurface(box), "RGB")
    for _ in range(4):
        h.pump(1, dt=0.1)
        if learn.tool_tip is None:
            break
    assert learn.tool_tip is None and not tips(h)
    # and off the screen in that frame: a tip killed after pygame_gui's update was drawn on
    # (the last frame before the loop slept) until an input
    assert pygame.image.tobytes(h.app.screen.subsurface(box), "RGB") != shown
    assert learn.hovered  # the pointer still rests on it
    h.pump(40, dt=0.1)
    assert learn.tool_tip is None and not tips(h), "it came back under a still pointer"
    assert not h.app.busy()
    elsewhere = h.button("settings").get_abs_rect().center
    pointer[0] = elsewhere
    h.move_mouse(elsewhere)
    h.pump(2)
    assert rest_on(h, pointer, "learn") is learn and learn.tool_tip is not None


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


def ink_margins(img: pygame.Surface) -> tuple[int, int]:
    """The empty rows between a tooltip box's border and its words' ink, above and below."""
    w, h = img.get_size()
    ink = pygame.mask.from_threshold(img, img.get_at((w // 2, 6)),
                                     (40, 40, 40, 255))
    ink.invert()
    count = [sum(ink.get_at((x, y)) for x in range(w)) for y in range(h)]
    border = [y for y in range(h) if count[y] > 0.9 * w]  # the border's full rows
    inner_top = max(y for y in border if y < h // 2) + 1
    inner_bottom = min(y for y in border if y > h // 2) - 1
    rows = [y for y in range(inner_top, inner_bottom + 1)
            if any(ink.get_at((x, y)) for x in range(8, w - 8))]
    return rows[0] - inner_top, inner_bottom - rows[-1]


@pytest.mark.parametrize("text_size", ["normal", "extra large"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_an_arabic_tooltip_fits_its_words_as_an_english_one(tmp_path, size, text_size):
    """pygame_gui makes a text box as tall as its lines' pictures, and an Arabic line's
    picture keeps room for marks stacked above and below its letters: in extra large text
    at 1280x720 an Arabic tooltip of two lines was 133 px tall, English's 113, its last
    line standing in 30 px of empty room (English's 12 to 19). Its top and bottom padding
    are cut by that room (language.tooltip_padding): each Arabic tooltip is as tall as an
    English one of as many lines, give or take a few pixels, its letters inside."""
    from ludic.app import language

    seen = {}
    for lang in ("en", "ar"):
        h = Harness(tmp_path / lang, size=size)
        language.switch(h.app, lang)
        h.set_text_size(text_size)
        h.pump(40)
        for oid in ("learn", "help", "load"):
            b = h.button(oid)
            b.hovered = True
            for _ in range(2):  # pygame_gui counts the time first, then makes the tooltip
                b.while_hovering(5.0, b.get_abs_rect().center)
            box = b.tool_tip.text_block
            tops = [r.y for r in box.text_box_layout.layout_rows]
            seen[lang, oid] = (len(tops), box.rect.height, tops, ink_margins(box.image))
            b.hovered = False
            b.on_unhovered()
        language.switch(h.app, "en")
        pygame.quit()
    english = [v for (lang, _oid), v in seen.items() if lang == "en"]
    two = next(v for v in english if v[0] >= 2)
    step = two[2][1] - two[2][0]
    one = two[1] - (two[0] - 1) * step  # an English tooltip of one line
    for oid in ("learn", "help", "load"):
        lines, height, _tops, (above, below) = seen["ar", oid]
        assert height <= one + (lines - 1) * step + 4, (oid, height, one, step, lines)
        assert above >= 3 and below >= 3, (oid, above, below)
