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
                                     draw_header, draw_table, stack, two_columns)
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
        self.rows: list[tuple[object, pygame.Rect]] = []

    def enter(self, course: str | None = None, **data) -> None:
        if course in self.courses:
            self.course = course
            self._layout_rows()
        self.done = self.app.storage.lessons_done()

    def resume(self, **data) -> None:
        self.done = self.app.storage.lessons_done()
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

    def _layout_rows(self) -> None:
        s = self.scale
        inner = self.right.inflate(-round(20 * s), -round(20 * s))
        self.rows = list(zip(self.lessons, stack(inner, len(self.lessons),
                                                 round(6 * s), round(78 * s))))

    # -- GUI -------------------------------------------------------------------------------
    def build_ui(self, manager, active: bool) -> None:
        s = self.scale
        self.nav.clear()
        for course, rect in self.cards:
            self.nav.add(DrawnButton(rect), lambda c=course: self.choose(c))
        for lesson, rect in self.rows:
            self.nav.add(DrawnButton(rect), lambda lesson=lesson: self.open(lesson))
        bh = round(54 * s)
        by = self.rect.bottom - bh - round(14 * s)
        bw = round(200 * s)
        flip = Mirror(self.rect)
        self.nav.add(button(manager, flip.rect((round(16 * s), by, bw, bh)), _("Back"),
                            cls="menu", oid="back"), self.back)
        label = _("Start the next lesson") if self._next_lesson() else pgettext("button", "Start")
        self.nav.add(button(manager, flip.rect((self.rect.right - round(16 * s)
                                                - round(300 * s), by, round(300 * s), bh)),
                            label, cls="primary", oid="start", enabled=bool(self.lessons)),
                     self.start)

    def _next_lesson(self):
        """The first lesson of the course not done yet (None when all are done)."""
        return next((lesson for lesson in self.lessons if lesson.id not in self.done), None)

    # -- actions ---------------------------------------------------------------------------
    def choose(self, course: str) -> None:
        if course != self.course:
            self.course = course
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

    def handle(self, intent) -> None:
        if intent.name == "select" and intent.pos is not None:
            for course, rect in self.cards:
                if rect.collidepoint(intent.pos):
                    self.choose(course)
                    return
            for lesson, rect in self.rows:
                if rect.collidepoint(intent.pos):
                    self.open(lesson)
                    return
        if self.nav.handle(intent):
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
            self._draw_row(surface, i + 1, lesson, rect)
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
        name = catalog.course_name(course)
        size = theme.fit_size(name, rect.width - 2 * pad, round(22 * s), bold=True)
        line = lessons_done(done, len(lessons))
        fs = theme.fit_size(line, rect.width - 2 * pad, round(15 * s))
        bar = pygame.Rect(rect.x + pad, rect.bottom - round(rect.height * 0.2),
                          rect.width - 2 * pad, max(4, round(7 * s)))
        # the name and the count of lessons are stacked by their letters, not set at fixed
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

    def card_lines(self, rect: pygame.Rect, bottom: int, name: str, size: int, line: str,
                   fs: int) -> list[tuple]:
        """A course card's two lines, as ``(text, top of its picture, size, colour, bold)``:
        the course's name and under it the count of lessons done, a gap between the letters
        of the one and of the other, the pair centred between the card's top and
        ``bottom`` (its progress bar's top). A line's picture is taller than its letters
        (more so in Arabic), so they are placed by their letters
        (:func:`theme.ink_rows`)."""
        gap = round(5 * self.scale)
        top1, bottom1 = theme.ink_rows(name, size, bold=True)
        top2, bottom2 = theme.ink_rows(line, fs)
        block = (bottom1 - top1) + gap + (bottom2 - top2)
        first = rect.y + max(0, (bottom - rect.y - block) // 2)
        second = first + (bottom1 - top1) + gap
        return [(name, first - top1, size, theme.INK, True),
                (line, second - top2, fs, theme.TEXT_SOFT, False)]

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
        steps = ngettext("{n} step", "{n} steps", len(lesson.steps)).format(n=len(lesson.steps))
        sw = theme.font(round(15 * s)).size(steps)[0]
        width = rect.right - round(14 * s) - sw - round(12 * s) - x
        title = tr(lesson.title)
        size = theme.fit_size(title, width, round(20 * s), bold=True, minimum=round(13 * s))
        title = theme.ellipsis(title, size, width, True)
        flip.text(surface, title, (x, rect.y + round(rect.height * 0.32)), size, theme.INK,
                  bold=True)
        summary = tr(lesson.summary)
        ssize = theme.fit_size(summary, width, round(15 * s), minimum=round(12 * s))
        summary = theme.ellipsis(summary, ssize, width)
        flip.text(surface, summary, (x, rect.y + round(rect.height * 0.7)), ssize,
                  theme.TEXT_SOFT)
        flip.text(surface, steps, (rect.right - round(14 * s), rect.centery), round(15 * s),
                  theme.TEXT_SOFT, anchor="midright")
