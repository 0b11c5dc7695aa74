"""The Learn screen: the five games' courses on the left (with how many lessons are done), the
chosen course's lessons on the right (title, what it teaches, number of steps, a tick when
done); in Arabic the whole screen is mirrored (:class:`~ludic.app.scenes.common.Mirror`).
A click on a lesson, or Start, opens it in the ``lesson`` scene
(:class:`~ludic.app.scenes.lesson.LessonScene`).

Lessons are read from ``levels/lessons/`` (:mod:`ludic.model.lessons`) one file at a time; a
broken lesson file is left out alone (the other lessons of its course are offered, in order)
with a plain note across the bottom of the page, above the buttons and below the lists, that
names each broken lesson and why (:class:`~ludic.app.scenes.common.LeftOutNote`, shared with
the game-choice screen), never a crash. Progress comes from the user's
data folder (:meth:`ludic.app.storage.Storage.lessons_done`).
"""

from __future__ import annotations

import logging

import pygame

from ludic.app import catalog, theme
from ludic.app.scene import Scene
from ludic.app.scenes.common import (ButtonNav, DrawnButton, LeftOutNote, Mirror, button,
                                     draw_header, draw_table, row_height, stack,
                                     two_columns, widen_to_text)
from ludic.i18n import _, ngettext, pgettext, tr

log = logging.getLogger(__name__)


def load_courses() -> tuple[dict[str, list], list[str]]:
    """Every course's lessons (course -> lessons in order), and a note per broken file (a
    Text: English for the log, ``tr()`` shows it in the teacher's language)."""
    from ludic.model.lessons import COURSES, course_files, load_lesson_file

    courses: dict[str, list] = {}
    problems: list[str] = []
    for course in COURSES:
        lessons, left_out = catalog.read_each(course_files(course), load_lesson_file,
                                              "lesson")
        problems += left_out
        if lessons:
            courses[course] = lessons
    return courses, problems



#: Letters that reach as high and as low as most of a line's letters do, in each script: a
#: capital, an ascender and a descender; lam above the line and jeem below it.
TALL_AND_DEEP = {False: "Hlg", True: "\u0644\u062c"}


def line_box(text: str, size: int, bold: bool = False) -> tuple[int, int]:
    """Where the line of ``text`` (one line at ``size``) is in its picture, as
    :func:`ludic.app.theme.render` draws it: from the top of its script's tall letters to
    the bottom of its deep ones (:data:`TALL_AND_DEEP`), whatever letters the text itself
    has. Every Latin line's picture is alike, and every Arabic line's (one baseline, both
    faces' heights): the box is where the letters of any line of that script go."""
    arabic = not theme.font(size, bold)._plain(text)
    return theme.ink_rows(TALL_AND_DEEP[arabic], size, bold=bold)


def lessons_done(done: int, total: int) -> str:
    """"3 of 7 lessons done", the noun in the form for ``total`` ("0 of 1 lesson done")."""
    return ngettext("{done} of {total} lesson done", "{done} of {total} lessons done",
                    total).format(done=done, total=total)

class LearnScene(Scene):
    name = "learn"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.nav = ButtonNav()
        self.courses, problems = load_courses()
        # every broken lesson named with its reason (the others of its course are offered)
        self.notice = LeftOutNote(_("Some lessons could not be read and are left out: "
                                    "{reasons}"), problems)
        self.note = self.notice.text
        self.note_box = pygame.Rect(0, 0, 0, 0)
        self.course = next(iter(self.courses), None)
        self.done: set[str] = set()
        self.cards: list[tuple[str, pygame.Rect]] = []
        #: Every lesson of the course and its row (rows out of view are placed below it).
        self.rows: list[tuple[object, pygame.Rect]] = []
        self.scroll = 0  # the first lesson in view
        self.per_page = 0  # how many rows the list shows (all of them unless it scrolls)
        self.row_texts: dict[str, tuple[list[str], int]] = {}  # lesson id -> summary lines
        self.hint_rect = pygame.Rect(0, 0, 0, 0)  # "scroll for more", when it scrolls
        self.left_at: dict[str, int] = {}  # lesson id -> the step it was left at, unfinished

    def enter(self, course: str | None = None, **data) -> None:
        if course in self.courses:
            self.course = course
            self.scroll = 0
        self.done = self.app.storage.lessons_done()
        self.left_at = self.app.storage.lesson_steps()
        self._layout_rows()

    def resume(self, **data) -> None:
        self.done = self.app.storage.lessons_done()
        self.left_at = self.app.storage.lesson_steps()
        self._layout_rows()  # a lesson just left midway says its step: the row's words change
        self.app._ui_dirty = True

    @property
    def lessons(self) -> list:
        return self.courses.get(self.course, []) if self.course else []

    # -- geometry --------------------------------------------------------------------------
    def layout(self, size) -> None:
        super().layout(size)
        s = self.scale
        # in Arabic the courses are on the right (read first)
        self.top, self.bottom, self.left, self.right = two_columns(self.rect, s, 0.3)
        # a note of lessons left out goes across the page under both columns, which end
        # above it (it covered the last lesson's summary)
        width = self.rect.width - 2 * round(16 * s)
        height = self.notice.height(width, s)
        self.note_box = pygame.Rect(round(16 * s), self.bottom - height, width, height)
        if height:
            for column in (self.left, self.right):
                column.height -= height + round(10 * s)
        self.cards = list(zip(self.courses, stack(self.left, len(self.courses),
                                                  round(8 * s), round(96 * s))))
        self._layout_rows()

    SUMMARY_LINES = 3  # a summary is wrapped on up to three lines, then cut

    def _layout_rows(self) -> None:
        """The lesson rows, all alike: each as tall as its title and its summary wrapped on
        up to three lines need (in extra large text a summary on one line was cut with "…"
        in every lesson), 78 tall at most while that is more; shorter, down to what the
        words need, when the course has many lessons; and when even those do not fit, the
        list scrolls (the wheel, or the keyboard moving onto a row out of view)."""
        s = self.scale
        inner = self.right.inflate(-round(20 * s), -round(20 * s))
        gap = round(6 * s)
        lessons = self.lessons
        width = self._summary_width(inner.width)
        self.row_texts = {}
        most = 1
        for lesson in lessons:
            self.row_texts[lesson.id] = lines = self._summary_lines(tr(lesson.summary), width)
            most = max(most, len(lines[0]))
        small = round(15 * s)
        # what the title and the summary's lines need, a summary on one line too (the rows
        # as they always were, 78 tall, or shorter to fit the course, only while that
        # holds): every Arabic summary on one line in extra large text at 1280x720 kept
        # the rows 78 tall where they needed 87, and each summary's letters crossed its
        # row's bottom edge (Arabic's letters sit lower in their line than Latin ones)
        step = theme.line_step(small)
        tail = max((theme.ink_rows(lines[-1], size)[1] for lines, size in
                    self.row_texts.values() if lines), default=step)
        need = 2 * round(8 * s) + theme.line_step(round(20 * s), True) \
            + (most - 1) * step + max(step, tail)
        n = max(1, len(lessons))
        fit = (inner.height - gap * (n - 1)) // n
        row_h = min(max(round(78 * s), need), max(need, fit))
        self.per_page = len(lessons)
        self.hint_rect = pygame.Rect(0, 0, 0, 0)
        if n * row_h + gap * (n - 1) > inner.height:  # scrolls: the hint under the rows
            hint_h = theme.line_step(theme.legible(round(13 * s)))
            self.hint_rect = pygame.Rect(inner.x, inner.bottom - hint_h, inner.width, hint_h)
            self.per_page = max(1, (inner.height - hint_h + gap) // (row_h + gap))
        self.scroll = max(0, min(self.scroll, len(lessons) - self.per_page))
        self.rows = [(lesson, pygame.Rect(0, 0, inner.width, row_h)) for lesson in lessons]
        self._top, self._gap = inner.y, gap
        self._place_rows()

    def _place_rows(self) -> None:
        """Each row where the scroll puts it (in place: the keyboard's buttons hold the
        same rects)."""
        h = self.rows[0][1].height if self.rows else 0
        for i, (_lesson, rect) in enumerate(self.rows):
            rect.x = self.right.x + (self.right.width - rect.width) // 2
            rect.y = self._top + (i - self.scroll) * (h + self._gap)

    def shown(self, i: int) -> bool:
        """Whether the row of the ``i``-th lesson is in view."""
        return self.scroll <= i < self.scroll + self.per_page

    def shown_rows(self) -> list[tuple[object, pygame.Rect]]:
        """The lessons in view and their rows."""
        return [row for i, row in enumerate(self.rows) if self.shown(i)]

    def scroll_to(self, first: int) -> None:
        first = max(0, min(first, len(self.lessons) - self.per_page))
        if first != self.scroll:
            self.scroll = first
            self._place_rows()

    def _summary_width(self, row_w: int) -> int:
        """The room for a row's title and summary: the row less its number's circle (at
        its largest) and its count of steps (the widest of the course)."""
        s = self.scale
        step_w = max((theme.font(round(15 * s)).size(self._steps(lesson))[0]
                      for lesson in self.lessons), default=0)
        return row_w - round(12 * s) - 2 * round(22 * s) - round(14 * s) - round(14 * s) \
            - step_w - round(12 * s)

    def _steps(self, lesson) -> str:
        """The lesson's count of steps, or the step it was left at, unfinished ("Step 3 of
        5"), where it will open again."""
        n = len(lesson.steps)
        at = self.left_at.get(lesson.id, 0)
        if 0 < at < n:
            return _("Step {k} of {n}").format(k=at + 1, n=n)
        return ngettext("{n} step", "{n} steps", n).format(n=n)

    def _summary_lines(self, summary: str, width: int) -> tuple[list[str], int]:
        """``summary`` wrapped into ``width``: its lines and their size, on up to
        :data:`SUMMARY_LINES` lines at the usual size, else a little smaller, else the
        last line cut with "…"."""
        s = self.scale
        for size in (round(15 * s), round(13 * s)):
            lines = theme.wrap(summary, size, width)
            if len(lines) <= self.SUMMARY_LINES:
                return lines, size
        kept = lines[:self.SUMMARY_LINES]
        kept[-1] = theme.ellipsis(" ".join(lines[self.SUMMARY_LINES - 1:]), size, width)
        return kept, size

    # -- GUI -------------------------------------------------------------------------------
    def build_ui(self, manager, active: bool) -> None:
        s = self.scale
        self.nav.clear()
        for course, rect in self.cards:
            self.nav.add(DrawnButton(rect), lambda c=course: self.choose(c))
        for lesson, rect in self.rows:
            self.nav.add(DrawnButton(rect), lambda lesson=lesson: self.open(lesson))
        label = _("Start the next lesson") if self._next_lesson() else pgettext("button", "Start")
        # as tall as the words need: Arabic letters reach further above and below their
        # line, and 54 px drew «رجوع» at 22 px beside English "Back" at 27 (1024x768, extra
        # large text); the row grows into the gap ``two_columns`` leaves above it, not past
        bh = min(round(64 * s), row_height(manager, round(54 * s), [
            (_("Back"), "menu", "back"), (label, "primary", "start")]))
        by = self.rect.bottom - bh - round(14 * s)
        bw = round(200 * s)
        flip = Mirror(self.rect)
        self.nav.add(button(manager, flip.rect((round(16 * s), by, bw, bh)), _("Back"),
                            cls="menu", oid="back"), self.back)
        right = self.rect.right - round(16 * s)
        start = button(manager, flip.rect((right - round(300 * s), by, round(300 * s), bh)),
                       label, cls="primary", oid="start", enabled=bool(self.lessons))
        # as wide as its words at the theme's size, toward Back over the empty row: 300 px
        # shrank "Commencer la leçon suivante" to 13 px beside "Retour" at 27 (extra large
        # text, 1024x768), for a teacher's projector
        widen_to_text(start, right - (round(16 * s) + bw + round(24 * s)), flip, end=True)
        self.nav.add(start, self.start)

    def _next_lesson(self):
        """The first lesson of the course not done yet (None when all are done)."""
        return next((lesson for lesson in self.lessons if lesson.id not in self.done), None)

    # -- actions ---------------------------------------------------------------------------
    def choose(self, course: str) -> None:
        if course != self.course:
            self.course = course
            self.scroll = 0
            self._layout_rows()
            self.app._ui_dirty = True

    def open(self, lesson) -> None:
        self.app.push("lesson", lesson=lesson, course=self.lessons,
                      step=self.app.storage.lesson_step(lesson.id))

    def start(self) -> None:
        lesson = self._next_lesson() or (self.lessons[0] if self.lessons else None)
        if lesson is not None:
            self.open(lesson)

    def back(self) -> None:
        self.app.pop()

    def _show_focus(self) -> None:
        """The keyboard's ring on a lesson out of view: the list scrolls to show it."""
        i = (self.nav.index or 0) - len(self.cards)
        if self.nav.index is None or not 0 <= i < len(self.rows) or self.shown(i):
            return
        self.scroll_to(i if i < self.scroll else i - self.per_page + 1)

    def handle(self, intent) -> None:
        if intent.name == "select" and intent.pos is not None:
            for course, rect in self.cards:
                if rect.collidepoint(intent.pos):
                    self.choose(course)
                    return
            for i, (lesson, rect) in enumerate(self.rows):
                if self.shown(i) and rect.collidepoint(intent.pos):
                    self.open(lesson)
                    return
        if intent.name == "scroll":
            self.scroll_to(self.scroll - intent.value)
            i = (self.nav.index or 0) - len(self.cards)
            if self.nav.index is not None and 0 <= i < len(self.rows) and not self.shown(i):
                self.nav.index = None  # its ring is not drawn round a row out of view
            return
        if self.nav.handle(intent):
            self._show_focus()
            return
        if intent.name == "back":
            self.back()

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        draw_table(surface, self.app.assets)
        total = sum(len(v) for v in self.courses.values())
        done = sum(1 for v in self.courses.values() for lesson in v if lesson.id in self.done)
        draw_header(surface, self.app.assets, _("Learn"), s,
                    lessons_done(done, total))
        for course, rect in self.cards:
            self._draw_card(surface, course, rect, course == self.course)
        theme.rounded_panel(surface, self.right, radius=round(14 * s))
        for i, (lesson, rect) in enumerate(self.rows):
            if self.shown(i):
                self._draw_row(surface, i + 1, lesson, rect)
        if self.hint_rect.height:
            n = len(self.rows)
            shown = _("{first}-{last} of {n}: scroll for more").format(
                first=self.scroll + 1, last=min(n, self.scroll + self.per_page), n=n)
            Mirror(self.hint_rect).text(surface, shown, self.hint_rect.bottomright,
                                        theme.legible(round(13 * s)), theme.TEXT_SOFT,
                                        italic=True, anchor="bottomright")
        if not self.courses:
            theme.draw_text(surface, _("No lessons were found."), self.right.center,
                            round(20 * s), theme.TEXT_SOFT, anchor="center")
        self.notice.draw(surface, self.note_box, s)
        self.nav.draw(surface, s)

    def _draw_card(self, surface, course: str, rect: pygame.Rect, chosen: bool) -> None:
        s = self.scale
        fill = theme.SAND_LIGHT if chosen else theme.PANEL
        edge = theme.OCHRE if chosen else theme.PANEL_EDGE
        theme.rounded_panel(surface, rect, fill=fill, edge=edge, radius=round(12 * s),
                            width=max(2, round((4 if chosen else 2) * s)))
        lessons = self.courses[course]
        done = sum(1 for lesson in lessons if lesson.id in self.done)
        pad = round(14 * s)
        flip = Mirror(rect)  # Arabic: from the right, the bar filling leftwards
        name, size, line, fs = self.card_words(course, rect)
        bar = pygame.Rect(rect.x + pad, rect.bottom - round(rect.height * 0.2),
                          rect.width - 2 * pad, max(4, round(7 * s)))
        # the name and the count of lessons are stacked by the font's lines, not set at fixed
        # heights: in Arabic extra large text the dots under 'الوادي' fell on the count's 0
        for text, y, fsize, colour, bold in self.card_lines(rect, bar.top, name, size, line,
                                                            fs):
            flip.text(surface, text, (rect.x + pad, y), fsize, colour, bold=bold,
                      anchor="topleft")
        pygame.draw.rect(surface, theme.SAND_DARK, bar, border_radius=bar.height // 2)
        if done:
            full = bar.copy()
            full.width = max(bar.height, round(bar.width * done / len(lessons)))
            pygame.draw.rect(surface, theme.PALM, flip.rect(full),
                             border_radius=bar.height // 2)

    def card_words(self, course: str, rect: pygame.Rect) -> tuple[str, int, str, int]:
        """A course card's name and its size, its count of lessons done and that count's
        size (each shrunk to the card's width where it must)."""
        s = self.scale
        pad = round(14 * s)
        lessons = self.courses[course]
        done = sum(1 for lesson in lessons if lesson.id in self.done)
        name = catalog.course_name(course)
        size = theme.fit_size(name, rect.width - 2 * pad, round(22 * s), bold=True)
        line = lessons_done(done, len(lessons))
        return name, size, line, theme.fit_size(line, rect.width - 2 * pad, round(15 * s))

    def card_lines(self, rect: pygame.Rect, bottom: int, name: str, size: int, line: str,
                   fs: int) -> list[tuple]:
        """A course card's two lines, as ``(text, top of its picture, size, colour, bold)``:
        the course's name and under it the count of lessons done, a gap between the line of
        the one and of the other, the pair centred between the card's top and ``bottom`` (its
        progress bar's top). Each line is placed by its font's line box (:func:`line_box`),
        not by its letters: placed by their ink, 'Dra' and 'Isolo' (no letter below the
        line) had their count 19 px under the name where 'Sig (El Oued)' and 'Khamousiyya'
        had 25 (French extra large, 1024x768); an Arabic picture is taller than its line
        (room for stacked marks), so its baseline, not its picture, sets it."""
        gap = round(5 * self.scale)
        top1, bottom1 = line_box(name, size, bold=True)
        top2 = line_box(line, fs)[0]
        step = bottom1 + gap - top2  # from the name's picture to the count's
        # the pair centred by its letters (a bracket or a mark may reach past the boxes)
        ink_top = theme.ink_rows(name, size, bold=True)[0]
        ink_bottom = step + theme.ink_rows(line, fs)[1]
        first = rect.y - ink_top + max(0, (bottom - rect.y - (ink_bottom - ink_top)) // 2)
        return [(name, first, size, theme.INK, True),
                (line, first + step, fs, theme.TEXT_SOFT, False)]

    def _draw_row(self, surface, number: int, lesson, rect: pygame.Rect) -> None:
        s = self.scale
        done = lesson.id in self.done
        fill = theme.SAND_LIGHT if done else theme.CREAM
        theme.rounded_panel(surface, rect, fill=fill, edge=theme.SAND_DARK,
                            radius=round(10 * s), shadow=False)
        r = min(rect.height // 2 - round(6 * s), round(22 * s))
        flip = Mirror(rect)  # Arabic: the number on the right, the steps on the left
        c = flip.point((rect.x + round(12 * s) + r, rect.centery))
        pygame.draw.circle(surface, theme.PALM if done else theme.INDIGO, c, r)
        if done:  # a tick drawn with lines: the text font has no check-mark glyph
            pts = [(c[0] - r * 0.45, c[1] + r * 0.02), (c[0] - r * 0.12, c[1] + r * 0.35),
                   (c[0] + r * 0.5, c[1] - r * 0.35)]
            pygame.draw.lines(surface, theme.CREAM, False, pts, max(2, round(r * 0.22)))
        else:
            theme.draw_text(surface, str(number), c, round(r * 1.1), theme.CREAM, bold=True,
                            anchor="center")
        x = rect.x + round(12 * s) + 2 * r + round(14 * s)
        steps = self._steps(lesson)
        sw = theme.font(round(15 * s)).size(steps)[0]
        width = rect.right - round(14 * s) - sw - round(12 * s) - x
        title = tr(lesson.title)
        size = theme.fit_size(title, width, round(20 * s), bold=True, minimum=round(13 * s))
        title = theme.ellipsis(title, size, width, True)
        lines, ssize = self.row_texts.get(lesson.id) or ([tr(lesson.summary)], round(15 * s))
        # the title and the summary's lines, the block in the middle of the row's height
        title_step, step = theme.line_step(size, True), theme.line_step(ssize)
        y = rect.y + max(0, (rect.height - title_step - step * len(lines)) // 2)
        flip.text(surface, title, (x, y), size, theme.INK, bold=True, anchor="topleft")
        for k, line in enumerate(lines):
            flip.text(surface, theme.ellipsis(line, ssize, width),
                      (x, y + title_step + k * step), ssize, theme.TEXT_SOFT,
                      anchor="topleft")
        flip.text(surface, steps, (rect.right - round(14 * s), rect.centery), round(15 * s),
                  theme.TEXT_SOFT, anchor="midright")
