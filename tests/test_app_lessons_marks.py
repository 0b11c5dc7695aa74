"""What a lesson's board and buttons show besides the move asked for: nothing the lesson has
not said yet. A QA pass (a teacher on a projector, Khamousiyya in French): on lesson 5's
blocked player (H5) the board washed North's enclosure green and the panel offered "Declare
H’ajeb", and every lesson's tray said "May claim H’ajeb" under North, where H’ajeb (H6) is
taught in lesson 6."""

from __future__ import annotations

import pytest

from apphelp import Harness, every_lesson, open_lesson
from ludic.i18n import _


def test_the_blocked_players_step_shows_no_hajeb_and_the_hajeb_lesson_does(tmp_path):
    """Khamousiyya lesson 5, step 2: H’ajeb is legal for North (first:S, an enclosure), but
    the step teaches the blocked player (H5): no enclosure, no button, no role line saying
    it. Lesson 6, step 1, which teaches H’ajeb (H6), shows all three."""
    h = Harness(tmp_path)
    scene = open_lesson(h, "khamousiyya/05-end", step=1)
    state = scene.state
    assert any(str(m) == "hajeb" for m in state.legal_moves())  # the model allows it
    view = scene.view
    assert view.highlighted(state)["enclosures"] == []
    assert "act_hajeb" not in scene._buttons
    assert view.role(state, state.second_player) == ""
    assert view.role(state, state.first_player) == _("Plays first")

    h.app.pop()
    scene = open_lesson(h, "khamousiyya/06-hajeb")
    state = scene.state
    assert scene.view.highlighted(state)["enclosures"], "no enclosure on the H’ajeb step"
    assert "act_hajeb" in scene._buttons
    assert scene.view.role(state, state.second_player) == _("May claim H’ajeb")


@pytest.mark.parametrize("lesson_id", ["khamousiyya/01-placing", "khamousiyya/04-safe",
                                       "khamousiyya/07-small-board"])
def test_no_khamousiyya_lesson_but_hajeb_names_a_role_it_has_not_taught(tmp_path, lesson_id):
    """On every step of the lessons that do not teach H’ajeb, North's tray reads no role."""
    h = Harness(tmp_path)
    scene = open_lesson(h, lesson_id)
    for i in range(len(scene.tutor.steps)):
        scene.go(i)
        state = scene.state
        assert scene.view.role(state, state.second_player) == "", (lesson_id, i)


def test_in_a_game_hajeb_shows_as_before(tmp_path):
    """Outside a lesson the view shows H’ajeb wherever the rules allow it (H6)."""
    from apphelp import headless_view
    from ludic.model.lessons import load_lesson

    import pygame

    lesson = load_lesson("khamousiyya/05-end")
    game = lesson.make_game()
    view = headless_view(game, pygame.Rect(0, 0, 800, 600))
    state = game.parse_position(lesson.steps[1].position)
    assert view.lesson_rules is None
    assert view.highlighted(state)["enclosures"]
    assert "hajeb" in [str(a.move) for a in view.actions(state)]
    assert view.role(state, state.second_player) == _("May claim H’ajeb")


#: A word move's notation as a lesson's English words name it.
NAMED = {"hajeb": "h’ajeb", "continue": "go on", "free": "free all"}


def test_every_word_button_a_lesson_shows_is_asked_for_or_said(tmp_path):
    """Every button for a move without a square (Free all, Stop capturing, Yezzi, Declare
    H’ajeb...) that a lesson's step shows while its moves are played is a move this step or
    an earlier one of the lesson asks for, or one their words name. Sig capture lesson 3's
    first step offered Free all beside the seven steps asked for, and its words said it only
    on the next step."""
    h = Harness(tmp_path)
    unexplained = []
    for lesson in every_lesson():
        scene = open_lesson(h, lesson.id)
        told: set[str] = set()
        for i, step in enumerate(lesson.steps):
            scene.go(i)
            told.update(step.play)
            words = str(step.text).lower()
            told.update(word for word in ("stop", "yezzi", "pass", *NAMED)
                        if NAMED.get(word, word) in words)
            while not scene.tutor.step_done and not step.opening:
                for action in scene._actions():
                    if str(action.move) not in told:
                        unexplained.append((lesson.id, i + 1, str(action.move)))
                scene.tutor.advance()
        h.app.pop()
    assert not unexplained, unexplained
