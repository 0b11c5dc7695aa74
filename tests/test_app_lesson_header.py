"""The lesson's header: the lesson's title and the game's name side by side, never one over the
other, on a projector (1920x1080, extra large text) in every language."""

from __future__ import annotations

import pytest

from apphelp import Harness, every_lesson, open_lesson, record_texts
from ludic.app import catalog
from ludic.i18n import set_language, tr


@pytest.mark.parametrize("code", ["en", "fr", "ar"])
def test_the_title_and_the_games_name_do_not_overlap(tmp_path, monkeypatch, code):
    """Each had a fixed share of the header, the title two thirds from the left pad and the
    name a third to the right pad: the shares overlapped by a pad, and in English "Seven with
    sig power: free all" ran into "Sig (El Oued Capture)" (QA33A, a teacher's projector)."""
    h = Harness(tmp_path, size=(1920, 1080))
    h.set_text_size("extra large")
    set_language(code)
    try:
        drawn = record_texts(monkeypatch)
        for lesson in every_lesson():
            drawn.clear()
            scene = open_lesson(h, lesson.id)
            h.pump(1)
            header = scene.header
            title, game = tr(lesson.title), catalog.course_name(lesson.course)
            placed = [d for d in drawn if d.rect is not None and header.collidepoint(d.rect.center)]
            # the title may end in an ellipsis; the name is drawn whole at this size
            shown_title = [d.rect for d in placed if title.startswith(d.text.rstrip("…"))]
            shown_game = [d.rect for d in placed if d.text == game]
            assert shown_title and shown_game, (lesson.id, [d.text for d in placed])
            assert not shown_title[-1].colliderect(shown_game[-1]), (
                lesson.id, shown_title[-1], shown_game[-1])
            h.app.pop()
    finally:
        set_language("en")
