"""Help: every shortcut and what each control does, on one page to read (F1, or the Help
button on the title screen, in setup and in a game). The words are in
:mod:`ludic.app.help_text`; the page is laid out once per width and scrolled like the rules."""

from __future__ import annotations

import re

import pygame

from ludic.app import bidi, help_text, theme
from ludic.app.scene import Scene
from ludic.app.scenes.common import (ButtonNav, Mirror, ScrollingPage, button,
                                     draw_header, draw_table)
from ludic.app.surfcache import SurfaceCache
from ludic.i18n import _, language

#: Laid-out help pages (one tall picture each), capped by memory.
_pages = SurfaceCache(12 * 2**20)


#: A key's name of two words, never cut at the end of a line ("وPage" on one, "Down" on the
#: next; French "Page" over "suiv."): "Page" and the word after it.
KEY_NAME = re.compile(r"\bPage (?=\S)")

#: The words that join a list of keys ("Space or Enter", «Space أو Enter», «و Page Down»),
#: held to the key after them, and a bracket's first word: a line of keys never ends on
#: one ("Page Up or Left (a" over "presentation clicker)").
JOINER = re.compile(r"(?<!\S)(or|ou|et|أو|و|\(\S+) (?=\S)")


def key_lines(msgid: str, size: int, width: int, bold: bool = False,
              keys: bool = False) -> list[str]:
    """The help text ``msgid``, translated, wrapped into lines of ``width`` pixels with each
    two-word key name whole (held by a no-break space).

    ``keys``: the text is a list of keys (the left column), wrapped between its keys, each
    with the word that joins it to the one before ("or", «أو», «و»), and its lines made as
    even as their number allows (:func:`theme.balance`): a list filled line by line left its
    last key alone under the others, «الأعلى والأسفل و Page Up» over «و Page Down» in
    Arabic; balanced it reads «الأعلى والأسفل» over «و Page Up و Page Down»."""
    text = KEY_NAME.sub("Page\u00a0", _(msgid))
    if not keys:
        return theme.wrap(text, size, width, bold)
    text = JOINER.sub("\\1\u00a0", text)
    # the lines as the text (a line of no Arabic letter is held to read from the right: the
    # balance wraps them again, and holds them again)
    return theme.balance([bidi.unmarked(line) for line in theme.wrap(text, size, width, bold)],
                         size, bold)


def key_width(width: int, size: int) -> int:
    """The width of the keys' column of a help page ``width`` pixels wide, its text of
    ``size``: a third of the page, at most 17 of the letters drawn."""
    return min(round(width * 0.34), round(size * theme.text_factor() * 17))


def render_help(width: int, size: int, sound: bool = True) -> pygame.Surface:
    """The help page ``width`` pixels wide, in the language in force: per section a heading,
    then per row the keys in a left column and what they do beside them, wrapped (mirrored in
    Arabic: the keys on the right, each line from the right). Without ``sound`` (no sound
    device: the mixer could not start) the M row says the key does nothing
    (:data:`help_text.NO_SOUND`), in place of "Sound on or off"."""
    # steps and gaps follow the drawn letters, which the text size setting enlarges (in
    # extra large text a row's wrapped lines touched, stepped for normal text)
    em = size * theme.text_factor()
    key_w = key_width(width, size)
    gap = round(em * 1.1)
    text_w = width - key_w - gap
    line = max(round(em * 1.36), theme.line_step(size))
    flip = Mirror((0, 0, width, 0))
    pieces: list[tuple[int, int, pygame.Surface]] = []
    y = 0
    for title, rows in help_text.SECTIONS:
        if y:
            y += round(em * 0.9)
        head = theme.render(_(title), round(size * 1.25), theme.INDIGO, True)
        pieces.append((flip.rect(head.get_rect(topleft=(0, y))).x, y, head))
        y += head.get_height() + round(em * 0.35)
        for intents, keys, what in rows:
            if not sound and "mute" in intents:
                what = help_text.NO_SOUND
            # the words are message ids (N_ in help_text): translated here, when shown
            keys_lines = key_lines(keys, size, key_w, bold=True, keys=True)
            text_lines = key_lines(what, size, text_w)
            for i, k in enumerate(keys_lines):
                img = theme.render(k, size, theme.TERRACOTTA_DARK, True)
                pieces.append((flip.rect(img.get_rect(topleft=(0, 0))).x, y + i * line, img))
            for i, t in enumerate(text_lines):
                img = theme.render(t, size, theme.INK)
                x = flip.rect(img.get_rect(topleft=(key_w + gap, 0))).x
                pieces.append((x, y + i * line, img))
            y += max(len(keys_lines), len(text_lines)) * line + round(em * 0.45)
    page = pygame.Surface((max(1, width), max(1, y)), pygame.SRCALPHA)
    for x, yy, img in pieces:
        page.blit(img, (x, yy))
    return page


class HelpScene(ScrollingPage, Scene):
    name = "help"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.nav = ButtonNav()
        self.scroll = 0

    def layout(self, size) -> None:
        super().layout(size)
        w, h = size
        s = self.scale
        self.top = round(64 * s) + round(64 * s) // 3 + round(16 * s)
        margin = round(20 * s)
        width = min(w - 2 * margin, round(1100 * s))
        self.text_rect = pygame.Rect((w - width) // 2, self.top, width,
                                     h - self.top - round(90 * s))

    def text_size(self) -> int:
        return round(19 * self.scale)

    def page_width(self) -> int:
        """The laid-out page's width: the panel's less its margins and the scroll bar."""
        return self.text_rect.width - 2 * round(22 * self.scale) - round(14 * self.scale)

    def page(self) -> pygame.Surface:
        width = self.page_width()
        # a sound device or not, as Settings learns it: the mixer started, or could not
        sound = self.app.sound.start()
        key = (width, self.text_size(), language(), theme.text_factor(), sound)
        img = _pages.get(key)
        if img is None:
            img = _pages.put(key, render_help(width, self.text_size(), sound))
        return img

    def inner(self) -> pygame.Rect:
        pad = round(22 * self.scale)
        return self.text_rect.inflate(-2 * pad, -2 * pad)

    def max_scroll(self) -> int:
        return max(0, self.page().get_height() - self.inner().height)

    def build_ui(self, manager, active: bool) -> None:
        s = self.scale
        self.nav.clear()
        back = pygame.Rect(0, 0, round(220 * s), round(54 * s))
        back.midbottom = (self.rect.centerx, self.rect.bottom - round(18 * s))
        self.nav.add(button(manager, back, _("Back"), cls="primary", oid="back"), self.back)
        self.nav.index = 0

    def back(self) -> None:
        self.app.pop()

    def handle(self, intent) -> None:
        if self.handle_scroll(intent, self.inner().height):
            return
        if self.nav.handle(intent):
            return
        if intent.name in ("back", "help"):
            self.back()

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        draw_table(surface, self.app.assets)
        draw_header(surface, self.app.assets, _("Help"), s,
                    _("Every shortcut, and what each control does"))
        r = self.text_rect
        theme.rounded_panel(surface, r, radius=round(14 * s))
        self.draw_page(surface, self.page(), r, self.inner())
        self.nav.draw(surface, s)
