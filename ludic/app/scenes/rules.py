"""The rules of each game in our own words (``levels/rules/*.md``), house rules marked, the
options in force and the source cited. Reachable from the title, the setup and a game.

Beside the text, a table of contents: one line per rule (``S1. Board and track``), the rule
being read highlighted; a click (or Left / Right) goes to a rule. The worked examples are
drawn as small boards beside their text (:mod:`ludic.app.example_pictures`, positions from
the lessons). ``app.push("rules", level_id=..., rule="C4")`` opens the page at rule C4 (a
refusal's rule number clicked in a game's message bar).

The text is laid out once per width by :func:`ludic.app.rules_text.render_markdown` and
scrolled with the wheel, the arrow keys or by dragging nothing at all: it is a page to read.
(pygame_gui's UITextBox took a third of a second to lay out a rules page, on every visit.)
"""

from __future__ import annotations

import re

import pygame

from ludic.app import catalog, theme
from ludic.app.rules_text import layout_markdown
from ludic.app.scene import Scene
from ludic.app.scenes.common import (ButtonNav, LeftOutNote, Mirror, ScrollingPage, button,
                                     draw_header, draw_table, same_text_size)
from ludic.app.surfcache import SurfaceCache
from ludic.i18n import _, language

#: Laid-out rule pages (a page is one tall picture: 10-20 MB at 1080p), capped by memory.
_pages = SurfaceCache(24 * 2**20)


def rules_page_markdown(lv, options: dict | None) -> str:
    """The page: who plays it and where, the options in force, the source, then the rules."""
    opts = lv.resolve_options(options or {})
    lines = [_("**{people}, {place}.** {summary}").format(
        people=_(lv.people), place=_(lv.place), summary=_(lv.summary)), ""]
    if lv.options:
        lines.append(_("**Options in force (the defaults):**") if options is None
                     else _("**Options in force:**"))
        for name, spec in lv.options.items():
            value = catalog.option_value_text(opts.get(name, spec.default))
            line = (_("- **{option}**: {value} ({rule})") if spec.rule
                    else _("- **{option}**: {value}"))
            lines.append(line.format(option=_(spec.label), value=value, rule=spec.rule))
        lines.append("")
    # Authors, titles and pages stay as published; the words around them ("via the Ludii
    # portal", "rules 1-10") are translated with the level's other texts.
    lines.append(_("**Source:** *{source}*").format(source=_(lv.source)))
    lines.append("")
    lines.append(_("[house rule] marks a small choice of ours where the sources are silent."))
    lines.append("")
    return "\n".join(lines) + "\n" + options_named(catalog.rules_markdown(lv), lv)


def options_named(md: str, lv) -> str:
    """The rule book ``md`` with each of ``lv``'s options named by its label in the language in
    force, as the setup and the options in force above name it.

    The rule book names an option by its key in a code run, for the level files' readers:
    "level option `quiet_limit`", "`capture_sow_from = "after_capture"`". A reader of the page
    never sees those keys anywhere else, so the run becomes the label in bold, and a key with a
    value "label: value" with the value as the setup shows it. Only this level's option keys
    are replaced: other code runs (notation such as `A2 B0`) stay as written."""
    if not lv.options:
        return md

    def named(m: re.Match) -> str:
        spec = lv.options[m.group(1)]
        option = _(spec.label)
        if m.group(2) is None:
            return f"**{option}**"
        value = catalog.option_value_text(m.group(2).strip().strip('"\''))
        return _("**{option}**: {value}").format(option=option, value=value)

    keys = "|".join(re.escape(key) for key in lv.options)
    return re.sub(r"`(" + keys + r")(?:\s*=\s*([^`]+))?`", named, md)


class RulesScene(ScrollingPage, Scene):
    name = "rules"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.nav = ButtonNav()
        self.level_id: str | None = None
        self.options: dict | None = None
        self.fixed = False
        self.scroll = 0
        self.toc_rect = pygame.Rect(0, 0, 0, 0)
        #: the table of contents as drawn: (rule, rect) per visible line (for clicks)
        self.toc_rows: list[tuple[str, pygame.Rect]] = []
        #: the contents scrolled by the wheel: its first row shown, and the rule being read
        #: then (the contents follow the reading again once another rule is read)
        self.toc_scrolled: tuple[int, str] | None = None
        self.pointer: tuple[int, int] | None = None
        self._ink = (0, 0)  # the contents letters' reach above and below their baseline
        # level files left out of the games (told under them, as on the Play screen)
        self.notice = LeftOutNote(_("Some games could not be read and are left out: {first}"),
                                  catalog.left_out())
        self.notice_box = pygame.Rect(0, 0, 0, 0)

    def enter(self, level_id: str | None = None, options: dict | None = None,
              rule: str | None = None, **data) -> None:
        self.fixed = level_id is not None
        self.level_id = level_id or self.last_game()
        self.options = options
        self.layout(self.rect.size)  # the app laid us out before enter: without the game list
        if rule:
            self.jump(rule)

    def last_game(self) -> str | None:
        """The game the rules open on when none is asked for (the title's Rules): the one set
        up last (the settings' ``last_setup``, kept by the setup screen, so the game last
        started too), where it is still offered; else the first game. The title's Rules
        always opened Sig (El Oued): a class that had just played Dra had to find it in the
        list."""
        offered = [lv.id for lv in catalog.levels()]
        last = (getattr(self.app.settings, "last_setup", None) or {}).get("level")
        if last in offered:
            return last
        return offered[0] if offered else None

    def layout(self, size) -> None:
        super().layout(size)
        w, h = size
        s = self.scale
        self.top = round(64 * s) + round(64 * s) // 3 + round(16 * s)
        margin = round(20 * s)
        # the games and the contents: wider as the text size setting enlarges the text (a
        # contents entry at 270 px in extra large text held "S1. Plateau et parco…"), within
        # 26% of the window in normal text (as ever), 30% in extra large
        f = theme.text_factor()
        self.list_w = round(min(270 * s * f, w * (0.26 + 0.08 * (f - 1))))
        bottom = h - round(90 * s)
        toc_top = self.top
        # laid out left to right; in Arabic the games and the contents are on the right
        flip = Mirror(self.rect)
        self.notice_box = pygame.Rect(0, 0, 0, 0)
        if not self.fixed:  # the games first, compact, then the contents under them
            toc_top += len(catalog.levels()) * (round(38 * s) + round(5 * s)) + round(8 * s)
            height = self.notice.height(self.list_w, s)  # a game left out: why, under them
            if height:
                self.notice_box = flip.rect((margin, toc_top, self.list_w, height))
                toc_top += height + round(8 * s)
        x = margin + self.list_w + margin
        # The contents go down beside Back, to the window's margin, where Back (centred)
        # leaves their column free: under the games' list, at 1280x720 in extra large text,
        # they held 5 rows in English and 4 in Arabic with the text's bottom as their own
        toc_bottom = bottom
        back = self.back_rect()
        if margin + self.list_w + margin <= back.left:
            toc_bottom = back.bottom
        self.toc_rect = flip.rect((margin, toc_top, self.list_w, toc_bottom - toc_top))
        self.text_rect = flip.rect((x, self.top, w - x - margin, bottom - self.top))

    def page(self):
        """The laid-out page (:class:`ludic.app.rules_text.Page`), with the pictures of the
        worked examples beside their text."""
        lv = catalog.level(self.level_id)
        s = self.scale
        pad = round(18 * s)
        width = self.text_rect.width - 2 * pad - round(14 * s)
        size = round(19 * s)
        key = (lv.id, repr(sorted((self.options or {}).items())), self.options is None, width,
               size, language(), theme.text_factor())
        page = _pages.get(key)
        if page is None:
            from ludic.app.example_pictures import example_pictures

            pictures = example_pictures(lv.rules, self.app.assets,
                                        min(round(300 * s), width * 2 // 5), round(190 * s),
                                        widest=width // 2)
            page = layout_markdown(rules_page_markdown(lv, self.options), width, size,
                                   pictures=pictures)
            _pages.put(key, page)
        return page

    def jump(self, rule: str) -> bool:
        """Scroll to the heading of ``rule`` ("S5"); False where the page has no such rule."""
        if self.level_id is None:
            return False
        y = self.page().anchors.get(rule)
        if y is None:
            return False
        self.scroll = max(0, min(self.max_scroll(), y - round(6 * self.scale)))
        self.toc_scrolled = None
        return True

    def current_rule(self) -> str:
        """The rule being read: the last heading at or above the top of the text shown."""
        if self.level_id is None:
            return ""
        cur = ""
        top = min(self.scroll, self.max_scroll()) + round(12 * self.scale)
        for rule, _text, y in self.page().headings:
            if rule and y <= top:
                cur = rule
        return cur or next((r for r, _t, _y in self.page().headings if r), "")

    def step_rule(self, by: int) -> None:
        """Go to the next (``by`` = 1) or previous rule of the contents."""
        rules = [r for r, _t, _y in self.page().headings if r]
        if not rules:
            return
        cur = self.current_rule()
        i = rules.index(cur) if cur in rules else 0
        self.jump(rules[max(0, min(len(rules) - 1, i + by))])

    def max_scroll(self) -> int:
        if self.level_id is None:
            return 0
        return max(0, self.page().get_height() - self.text_rect.height + round(36 * self.scale))

    def build_ui(self, manager, active: bool) -> None:
        s = self.scale
        self.nav.clear()
        if self.level_id is None:
            return
        if not self.fixed:
            y = self.top
            bh = round(38 * s)
            games = []
            for lv in catalog.levels():
                b = button(manager, Mirror(self.rect).rect((round(20 * s), y, self.list_w, bh)),
                           _(lv.name),
                           cls="choice_small", oid="level_" + lv.id.replace("-", "_"))
                self.nav.add(b, lambda i=lv.id: self.show(i))
                games.append((lv.id, b))
                y += bh + round(5 * s)
            # one list, one size: "Khamousiyya (5x5 kharbga)" needs a smaller text in large
            # text sizes, and alone it looked like a lesser game (before select: a rebuilt
            # button is drawn unselected)
            same_text_size([b for _id, b in games])
            for level_id, b in games:
                if level_id == self.level_id:
                    b.select()
        self.nav.add(button(manager, self.back_rect(), _("Back"), cls="primary", oid="back"),
                     self.back)

    def back_rect(self) -> pygame.Rect:
        """Where Back is: centred under the text, a margin from the window's foot."""
        s = self.scale
        back = pygame.Rect(0, 0, round(220 * s), round(54 * s))
        back.midbottom = (self.rect.centerx, self.rect.bottom - round(18 * s))
        return back

    def show(self, level_id: str) -> None:
        self.level_id = level_id
        self.options = None
        self.scroll = 0
        self.toc_scrolled = None
        self.app._ui_dirty = True

    def back(self) -> None:
        self.app.pop()

    def handle(self, intent) -> None:
        if intent.name == "point":
            self.pointer = intent.pos
        if intent.name == "scroll" and self.pointer is not None \
                and self.toc_rect.collidepoint(self.pointer):
            self.scroll_contents(-intent.value)
            return
        if self.handle_scroll(intent, self.text_rect.height):
            return
        if intent.name in ("next", "prev") and intent.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.step_rule(1 if intent.name == "next" else -1)
            return
        if intent.name == "select" and intent.pos is not None \
                and self.toc_rect.collidepoint(intent.pos):
            for rule, rect in self.toc_rows:
                if rect.collidepoint(intent.pos):
                    self.jump(rule)
                    return
            return
        if self.nav.handle(intent):
            return
        if intent.name in ("back", "rules"):
            self.back()

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        draw_table(surface, self.app.assets)
        title = _("Rules")
        if self.level_id:
            title = _("Rules: {game}").format(game=_(catalog.level(self.level_id).name))
        draw_header(surface, self.app.assets, title, s)
        if self.level_id is None:
            theme.draw_text(surface, _("No game is installed."), self.rect.center,
                            round(24 * s), theme.CREAM, anchor="center")
            return
        if self.notice_box.height:
            self.notice.draw(surface, self.notice_box, s)
        r = self.text_rect
        theme.rounded_panel(surface, r, radius=round(14 * s))
        pad = round(18 * s)
        inner = r.inflate(-2 * pad, -2 * pad)
        page = self.page()
        self.draw_page(surface, page.surface, r, inner)
        self.draw_contents(surface, page)
        self.nav.draw(surface, s)

    def draw_contents(self, surface: pygame.Surface, page) -> None:
        """The table of contents: one entry per rule (wrapped onto more lines where it is
        long), the one being read highlighted; when the entries do not all fit, the window
        of them around that one (:meth:`contents_window`) or where the wheel scrolled them
        (:meth:`contents_shown`), a triangle at each end where more rows are."""
        s = self.scale
        r = self.toc_rect
        self.toc_rows = []
        if r.height < round(60 * s) or r.width < round(60 * s):
            return
        theme.rounded_panel(surface, r, radius=round(12 * s), shadow=False)
        pad = round(10 * s)
        flip = Mirror(r)  # Arabic: each line from the right, the arrows at the left
        title = _("Contents")
        size = self.contents_size()
        heading = max(round(16 * s), size)  # never smaller than the entries under it
        # the title's letters (not its picture, taller in Arabic) a pad from the top
        ink_top, ink_bottom = theme.ink_rows(title, heading, bold=True)
        flip.text(surface, title, (r.x + pad, r.y + pad - ink_top), heading,
                  theme.TEXT_SOFT, bold=True, anchor="topleft")
        width = r.width - 2 * pad - round(8 * s)
        rows, heights, step, above = self.contents_rows(page, size, width)
        top = r.y + pad + (ink_bottom - ink_top) + round(8 * s)
        cur = self.current_rule()
        first, last = self.contents_shown(rows, heights, r.bottom - pad - top)
        y = top
        for k in range(first, last):
            rule, lines = rows[k]
            row = pygame.Rect(r.x + pad // 2, y, r.width - pad, heights[k])
            if rule == cur:
                pygame.draw.rect(surface, theme.SAND_DARK, row, border_radius=round(6 * s))
            # the lines' letters in the middle of the row, each line's baseline placed (an
            # Arabic line's picture keeps room for marks high above and deep below its
            # letters, and is taller than its letters need)
            face = theme.font(size, rule == cur)
            baseline = row.y + (row.height - self._ink_height(len(lines), step)) / 2 + above
            for n, text in enumerate(lines):
                flip.text(surface, text, (row.x + round(8 * s),
                                          round(baseline + n * step - face.baseline(text))),
                          size,
                          theme.INDIGO if rule == cur else theme.INK, bold=rule == cur,
                          anchor="topleft")
            self.toc_rows.append((rule, row))
            y = row.bottom
        k = round(6 * s)
        if first > 0:  # more above: a small triangle pointing up
            x, y = flip.x(r.right - pad - k), top - round(12 * s)
            pygame.draw.polygon(surface, theme.TEXT_SOFT, [(x - k, y + k), (x + k, y + k),
                                                          (x, y)])
        if last < len(rows):  # more below
            x, y = flip.x(r.right - pad - k), r.bottom - round(4 * s) - k
            pygame.draw.polygon(surface, theme.TEXT_SOFT, [(x - k, y), (x + k, y),
                                                          (x, y + k)])

    def contents_size(self) -> int:
        """The size the contents' entries are asked at: 15 at scale 1 in normal text, a
        notch under the body's 19 (:meth:`page`), a list beside the text; the body's own in
        large and extra large text, the settings a teacher picks for a projector, where the
        smaller entries (16 px at 1024x600 in extra large text, the body 21) were the hardest
        words on the screen to read from the back of the class."""
        s = self.scale
        return round(15 * s) if theme.text_factor() == 1 else round(19 * s)

    def contents_rows(self, page, size: int, width: int):
        """The contents' rows at ``size`` in ``width`` pixels: ``(rule, lines)`` per rule, the
        rows' heights and the step from a row's line to its next.

        Each entry whole, on as many lines as it needs (wrapped as its bold, highlighted self
        so it does not move when read): "I2. Position de départ (la même pour les deux
        joueurs ; l'application la montre pas à pas ou la saute)" is four lines in extra large
        text, where one line cut it to "I2. Position de dép…". A row is as tall as its lines'
        letters need, by the Latin line (:func:`theme.line_step`) in every language: a row
        of one line was as tall as the font's picture of it, which in Arabic keeps room for
        marks stacked high above and deep below a letter (a heading has none), and the Arabic
        contents opened from the title screen held 3 rows in extra large text at 1280x720."""
        s = self.scale
        rows = [(rule, theme.wrap(text, size, width, True))
                for rule, text, _y in page.headings if rule]
        step = theme.line_step(size, True)
        # how far the letters of any line reach above and below its baseline, so that every
        # row's letters are inside it, and every row's baseline in the same place
        face = theme.font(size, True)
        above = below = 0
        for _rule, lines in rows:
            for line in lines:
                top, bottom = theme.ink_rows(line, size, True)
                above = max(above, face.baseline(line) - top)
                below = max(below, bottom - face.baseline(line))
        self._ink = (above, below)
        heights = [max(round(24 * s), self._ink_height(len(lines), step) + 2 * round(2 * s))
                   for _r, lines in rows]
        return rows, heights, step, above

    def _ink_height(self, lines: int, step: int) -> int:
        """How tall the letters of a contents row of ``lines`` lines are (:meth:`contents_rows`)."""
        above, below = self._ink
        return (lines - 1) * step + above + below

    def contents_shown(self, rows, heights: list[int], room: int) -> tuple[int, int]:
        """The rows ``first:last`` of the contents shown in ``room`` pixels: the window around
        the rule being read (:meth:`contents_window`), or where the wheel over the contents
        scrolled them (:meth:`scroll_contents`) while that rule is still the one read."""
        cur = self.current_rule()
        i = next((k for k, (rule, _l) in enumerate(rows) if rule == cur), 0)
        if self.toc_scrolled is not None and self.toc_scrolled[1] == cur:
            first = max(0, min(self.toc_scrolled[0], len(rows) - 1))
            last, used = first, 0
            while last < len(heights) and used + heights[last] <= room:
                used += heights[last]
                last += 1
            while last == len(heights) and first > 0 and used + heights[first - 1] <= room:
                # at the end of the list: rows above fill the room
                first -= 1
                used += heights[first]
            return first, max(last, first + 1)
        self.toc_scrolled = None
        return self.contents_window(heights, i, room)

    def scroll_contents(self, rows: int) -> None:
        """The wheel over the contents: its rows move by ``rows`` (down for more below), the
        text stays where it is, and a click on a row goes there as ever. Without it, the
        contents showed only the rows around the rule being read: the others were reached
        by scrolling the text itself."""
        shown = [rule for rule, _rect in self.toc_rows]
        if not shown:
            return
        page = self.page()
        rules = [rule for rule, _t, _y in page.headings if rule]
        first = rules.index(shown[0]) if shown[0] in rules else 0
        if rows > 0 and shown[-1] == rules[-1] or rows < 0 and first == 0:
            return
        self.toc_scrolled = (max(0, first + rows), self.current_rule())

    @staticmethod
    def contents_window(heights: list[int], i: int, room: int) -> tuple[int, int]:
        """The rows ``first:last`` of the contents shown in ``room`` pixels: row ``i`` (the
        rule being read) and as many rows around it as fit, taken one below, one above in
        turn so it stays near the middle; at the start or the end of the list, the rows on
        the other side fill the room. A row taller than the room is shown alone."""
        first, last = i, i + 1
        used = heights[i] if heights else 0
        grew = True
        while grew:
            grew = False
            if last < len(heights) and used + heights[last] <= room:
                used += heights[last]
                last += 1
                grew = True
            if first > 0 and used + heights[first - 1] <= room:
                first -= 1
                used += heights[first]
                grew = True
        return first, last
