"""The end of a lesson is said before the next lesson opens, however the last move ends. A QA
pass (a teacher on a projector, Sig capture in French): lesson 4 "Capturing" ends on a
thrown count that is lost (C4), whose callout holds the animation two seconds; Next, still
reading "Next" and enabled, opened lesson 5 from there with no "Lesson complete!" said."""

from __future__ import annotations

import pygame

from apphelp import Harness, every_lesson, open_lesson
from ludic.i18n import _


def _during_the_last_move(h: Harness, lesson_id: str):
    """``lesson_id`` opened at its last step, its last move shown by Page Down and still
    animated: the scene."""
    lesson = next(x for x in every_lesson() if x.id == lesson_id)
    scene = open_lesson(h, lesson_id, step=len(lesson.steps) - 1)
    while len(lesson.steps[-1].play) - scene.tutor.played > 1:
        h.key(pygame.K_PAGEDOWN)
        h.settle()
    h.key(pygame.K_PAGEDOWN, frames=3)
    assert scene.busy() and scene.tutor.step_done
    return scene


def test_next_during_a_lost_counts_callout_says_the_end_first(tmp_path):
    """Sig capture lesson 4, last step: Next clicked while the lost count's callout is on
    finishes the animation and says the end (as Page Down did); the next click opens
    lesson 5."""
    h = Harness(tmp_path, speed=1.0)
    scene = _during_the_last_move(h, "sig-el-oued-capture/04-capture")
    h.click_button("next")
    h.settle()
    assert h.top is scene, h.top.lesson.id
    assert not scene.busy() and scene.feedback_kind == "good"
    assert scene.feedback.startswith(_("Lesson complete! Next: “{title}”. Press Next "
                                       "lesson.").split("“")[0]), scene.feedback
    assert scene._buttons["next"].text == _("Next lesson")
    assert "sig-el-oued-capture/04-capture" in h.storage.lessons_done()
    h.click_button("next")
    h.settle()
    assert h.top.name == "lesson" and h.top.lesson.id == "sig-el-oued-capture/05-twelve"


def test_no_lesson_is_left_during_its_last_move(tmp_path):
    """Every lesson whose last step has a move: Next clicked while that move is animated
    stays in the lesson and says its end, as the end of every other lesson does."""
    h = Harness(tmp_path, speed=1.0)
    for lesson in every_lesson():
        last = lesson.steps[-1]
        if not last.play:
            continue
        scene = _during_the_last_move(h, lesson.id)
        h.click_button("next")
        h.settle()
        assert h.top is scene, lesson.id
        assert scene.completed and scene.feedback_kind == "good", lesson.id
        assert scene._buttons["next"].text == scene._next_label() != _("Next"), lesson.id
        h.app.reset("title")
        h.settle()
