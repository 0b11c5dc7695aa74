"""The positions of the rule book's worked examples, taken from the lessons (no pygame).

Every worked example at the end of a rule-book file is a lesson step (``example = "D6.1"``,
checked by ``tests/test_lessons.py``), with its position. The rules screen draws each
example as a small board beside its text from these positions: the lessons are their one
source, nothing is written twice.

:func:`worked_examples` gives, for a course (a rule-book file's name), each example number
with the game of the lesson that shows it and the position its first step starts from (the
position the example describes, before its moves).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Example:
    number: str  # "D6.1"
    game: Any  # the game of the lesson (its level, options, players)
    state: Any  # the position the example starts from
    lesson: str  # the lesson id that shows it ("dra/01-placing")


def worked_examples(course: str) -> dict[str, Example]:
    """Example number -> :class:`Example`, for every step of ``course`` that shows one (the
    first lesson step wins where two show the same example). A lesson that cannot be read
    gives no pictures (the rules screen shows the text alone), never an error."""
    from ludic.model.lessons import course_files, load_lesson_file
    from ludic.model.tutor import Tutor

    out: dict[str, Example] = {}
    for path in course_files(course):
        try:
            lesson = load_lesson_file(path)
            if not any(step.example for step in lesson.steps):
                continue
            tutor = Tutor(lesson)
            for i, step in enumerate(lesson.steps):
                if step.example and step.example not in out:
                    out[step.example] = Example(step.example, tutor.game, tutor.start_of(i),
                                                lesson.id)
        except Exception:  # a broken lesson costs its pictures only
            log.warning("worked examples of %s: %s is skipped", course, path.name,
                        exc_info=True)
    return out
