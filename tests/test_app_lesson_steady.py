"""A lesson's screen holds still while a step is played (QA33, a teacher on a projector,
1920x1080 full screen, extra large text, French).

* The step's words keep one size for the whole step: they were sized with the box under
  them, so they grew while the sticks fell (the "Throw the sticks" box gone) and shrank
  again when "Your move" came (7 lines to 9 and back), under the class's eyes at each throw.
* A move shown (Show me, Page Down) and the same move clicked leave the same bar and the
  same marks on the board: a plain move emptied the bar, and no mark said which piece had
  moved (the white ring seen after a click was the pointer's).
* On the last step Next reads Next lesson where Next was, as large as Previous where the
  row has room: it was kept room only at the smallest legible size ('Leçon suivante' at
  27 px beside 'Précédent' at 36).
"""

from __future__ import annotations

import pygame
import pytest

from apphelp import Harness, every_lesson, open_lesson
from ludic.app import language


@pytest.fixture
def french_projector(tmp_path):
    h = Harness(tmp_path, size=(1920, 1080), speed=1.0)
    h.set_text_size("extra large")
    language.switch(h.app, "fr")
    h.app.reset("title")
    h.pump(1)
    yield h
    language.switch(h.app, "en")
    pygame.quit()


def _played(h, lesson_id: str, step: int, clicked: bool):
    """Step ``step`` of ``lesson_id``: the sticks thrown (Space), then the move asked for
    clicked on the board or shown by Page Down; the pointer then moved off the board. The
    scene and a picture of the board and its message bar."""
    scene = open_lesson(h, lesson_id, step=step)
    h.key(pygame.K_SPACE)
    h.settle()
    move = scene.tutor.expected
    assert move is not None and not scene.tutor.awaits_throw
    if clicked:
        for target in scene.view.move_targets(move):
            h.click(scene.view.center(target))
    else:
        h.key(pygame.K_PAGEDOWN)
    h.settle()
    assert scene.tutor.step_done
    h.move_mouse(scene.back_rect.center)
    h.pump(2)
    h.app.draw()
    board = scene.board_area.union(scene.message_rect)
    return scene, h.app.screen.subsurface(board).copy(), pygame.Rect(scene.view.rect)


def test_a_move_shown_leaves_the_bar_and_marks_a_click_leaves(french_projector):
    """Sig capture, lesson 2, step 2 (f3-e2 after a throw of 2): clicked or shown by Page
    Down, the bar still tells the throw the move spent and the board rings the move's
    squares, in the same pixels, the board the same size. Before, the bar was emptied
    either way and nothing was marked."""
    h = french_projector
    seen = {}
    for clicked in (True, False):
        scene, picture, board = _played(h, "sig-el-oued-capture/02-circuit", 1, clicked)
        ui = scene.ui_state()
        seen[clicked] = (scene.narration, ui.last_targets, str(ui.last_move), board,
                         pygame.image.tobytes(picture, "RGB"))
        h.app.pop()
        h.settle()
    narration, targets, move, board, _pixels = seen[True]
    assert narration.startswith("2 points"), narration  # the throw of 2, not an empty bar
    assert move == "f3-e2" and set(targets) == {"f3", "e2"}, (move, targets)
    assert seen[False][:4] == seen[True][:4], (seen[False][:4], seen[True][:4])
    assert seen[False][4] == seen[True][4], "the board or the bar drawn otherwise"


def test_a_step_starts_unmarked_and_a_move_that_tells_marks_its_own(french_projector):
    """The marks are the step's own: Previous/Next start a step bare; a move whose effects
    tell something (a sig frees f1, C3) has the bar say so, not the throw's words."""
    h = french_projector
    scene = open_lesson(h, "sig-el-oued-capture/01-freeing", step=2)
    assert scene.ui_state().last_targets == () and scene.narration == ""
    h.key(pygame.K_SPACE)
    h.settle()
    h.key(pygame.K_PAGEDOWN)
    h.settle()
    assert scene.tutor.step_done
    assert "f1" in scene.narration and "C3" in scene.narration, scene.narration
    assert scene.ui_state().last_targets, "the freed piece's move marked"
    h.key(pygame.K_PAGEUP)
    h.settle()
    assert scene.ui_state().last_targets == () and scene.narration == ""


def test_the_steps_words_keep_their_size_while_the_sticks_fall(french_projector, monkeypatch):
    """Sig capture, lesson 1, step 3 (throw a sig, then f1-f2), as QA saw it: the step's
    words are drawn at one size and in the same lines before the throw, while the sticks
    fall (no box under them), when "Your move" comes, while the move plays and once it is
    done. Before, 7 lines while a box was shown, 9 larger ones while the sticks fell."""
    from apphelp import record_texts

    h = french_projector
    scene = open_lesson(h, "sig-el-oued-capture/01-freeing", step=2)
    drawn = record_texts(monkeypatch)
    seen = []

    def look(moment: str) -> None:
        drawn.clear()
        h.app.draw()
        size, body = scene.text_layout()[:2]
        lines = [(d.text, d.size) for d in drawn if d.text in body]
        seen.append((moment, size, tuple(body), tuple(lines)))

    look("before the throw")
    h.key(pygame.K_SPACE, frames=3)
    assert scene.queue and not scene.feedback, "the sticks are falling, no box"
    look("the sticks falling")
    h.settle()
    assert scene.feedback
    look("your move")
    h.key(pygame.K_PAGEDOWN, frames=3)
    assert scene.queue
    look("the move playing")
    h.settle()
    assert scene.tutor.step_done
    look("done")
    assert len({moment[1:] for moment in seen}) == 1, seen
    assert len(seen[0][3]) == len(seen[0][2]) > 1, seen[0]


def test_every_steps_words_keep_one_size_through_the_step(tmp_path):
    """Every step of every lesson, played by Show me: the step's words at one size at its
    start, while each move plays (no box), after each (a prompt, the word-move buttons of
    the next one, or the done words), with the hint asked for before each move, and after
    a click on the board once the step is done; and that size fits them with every one of
    those boxes (French, extra large text, 1920x1080, as the teacher's projector)."""
    h = Harness(tmp_path, size=(1920, 1080), speed=1.0)
    h.set_text_size("extra large")
    language.switch(h.app, "fr")
    h.app.reset("title")
    h.pump(1)

    def rebuild(scene) -> None:
        """As the next frame does where the word moves offered change: their buttons."""
        if tuple(map(str, (a.move for a in scene._actions()))) != scene._actions_sig:
            h.app.gui.clear_and_reset()
            scene.build_ui(h.app.gui, True)

    try:
        for lesson in every_lesson():
            scene = open_lesson(h, lesson.id)
            for i in range(len(lesson.steps)):
                scene.go(i)
                h.app.gui.clear_and_reset()
                scene.build_ui(h.app.gui, True)
                sizes = [scene.text_layout().size]
                while not scene.tutor.step_done:
                    scene.hint_move()
                    sizes.append(scene.text_layout().size)
                    scene.show_me()
                    rebuild(scene)
                    assert scene.queue
                    sizes.append(scene.text_layout().size)
                    scene.skip()
                    rebuild(scene)
                    laid = scene.text_layout()
                    assert laid.fits, (lesson.id, i + 1, scene.feedback)
                    sizes.append(laid.size)
                scene._click(scene.view.center(scene.view.target_names()[0]))
                sizes.append(scene.text_layout().size)
                assert len(set(sizes)) == 1, (lesson.id, i + 1, sizes)
            h.app.pop()
            h.settle()
    finally:
        language.switch(h.app, "en")
        pygame.quit()


@pytest.mark.parametrize("size,text_size,share", [
    ((1024, 768), "normal", 1.0), ((1280, 720), "normal", 1.0),
    ((1024, 768), "extra large", 0.8), ((1920, 1080), "extra large", 0.85)],
    ids=lambda v: f"{v[0]}x{v[1]}" if isinstance(v, tuple) else str(v))
def test_next_lesson_is_drawn_as_large_as_its_neighbours(tmp_path, size, text_size, share):
    """A lesson's last step done, its Next reads Next lesson in the place Next had on step 1
    (the row stays put: the rects are the same), its words as large as Previous's where the
    row has room (French at 1920x1080 in extra large text: 'Leçon suivante' at 27 px beside
    'Précédent' at 36, 32 now; at 1024x768 12 for 13, at 1280x720 15 for 18), in every
    language: the others give way to nine tenths of their size for it, and the panel takes
    the width it lacks from the board (at most WIDEN_MOST of it), never the words on step 1
    smaller than nine tenths of theirs."""
    from apphelp import in_each_language
    from ludic.app.scenes.common import _fits, theme_size

    h = Harness(tmp_path, size=size)
    h.set_text_size(text_size)
    lesson_id, steps = "sig-el-oued-capture/01-freeing", 4
    try:
        for lang in in_each_language(h):
            scene = open_lesson(h, lesson_id)
            first = {k: (pygame.Rect(b.rect), b.font.get_point_size())
                     for k, b in scene._buttons.items() if k in ("prev", "show", "next")}
            said = scene._buttons["next"].text
            h.app.pop()
            h.settle()
            scene = open_lesson(h, lesson_id, step=steps - 1)
            while not scene.tutor.step_done:
                scene.show_me()
                h.settle()
            h.pump(2)
            row = {k: scene._buttons[k] for k in ("prev", "show", "next")}
            assert {k: pygame.Rect(b.rect) for k, b in row.items()} == \
                {k: rect for k, (rect, _px) in first.items()}, (lang, first)
            for k in ("prev", "show"):
                px = row[k].font.get_point_size()
                assert px == first[k][1] and px >= 0.9 * theme_size(row[k]) - 1, (lang, k, px)
            end = row["next"]
            assert end.text != said and _fits(end, end.font, end.text), (lang, end.text)
            px, beside = end.font.get_point_size(), row["prev"].font.get_point_size()
            assert px >= share * beside, (lang, end.text, px, beside)
            h.app.pop()
            h.settle()
    finally:
        from ludic.app import language

        language.switch(h.app, "en")
        pygame.quit()
