"""A lesson says why when asked for what it cannot do: a click on a button drawn disabled
(pygame_gui takes it without a word), the Hint key once the step is done, and the Isolo
message bar and lock note said in words a projector shows whole (QA33A F8, F9)."""

from __future__ import annotations

import pygame
import pytest

from apphelp import Harness, every_lesson, open_lesson
from ludic.i18n import _, ngettext


def click(h: Harness, scene, key: str) -> None:
    """A left click in the middle of the lesson's button ``key``, enabled or not."""
    h.click(scene._buttons[key].get_abs_rect().center)


def refused(h: Harness, scene, words: str) -> None:
    assert scene.feedback == words, scene.feedback
    assert scene.feedback_kind == "bad" and h.app.sound.played[-1:] == ["error"]
    h.app.sound.played.clear()


@pytest.mark.parametrize("code", ["en", "fr", "ar"])
def test_a_click_on_a_disabled_button_says_why(tmp_path, code):
    """Previous on the first step, Show me once the step is done, Next on the last step
    before its move is played, Throw while a move is due: each drawn disabled, a click on it
    did nothing at all (pygame_gui takes a click on a disabled button and posts nothing),
    where the back key on the first step said why. Each says why now, as a refusal (the
    feedback drawn as one, the error sound), and does nothing else."""
    from ludic.app import language

    h = Harness(tmp_path)
    language.switch(h.app, code)
    try:
        scene = open_lesson(h, "dra/01-placing")
        assert not scene._buttons["prev"].is_enabled
        h.app.sound.played.clear()
        click(h, scene, "prev")
        assert scene.tutor.index == 0
        refused(h, scene, _("This is the first step: there is no step before it. To go on: "
                            "Next, Right or Page\u00a0Down."))
        click(h, scene, "show")  # enabled: plays c3
        h.settle()
        assert scene.tutor.step_done and not scene._buttons["show"].is_enabled
        click(h, scene, "show")
        assert scene.tutor.index == 0 and scene.tutor.step_done
        refused(h, scene, _("This step is done: nothing is left to play in it. Press {next}.")
                .format(next=_("Next")))

        lesson = next(x for x in every_lesson() if x.id == "dra/02-moving")
        scene = open_lesson(h, lesson.id, step=len(lesson.steps) - 1)
        assert scene.tutor.is_last and not scene._buttons["next"].is_enabled
        click(h, scene, "next")
        h.settle()
        assert h.top is scene and not scene.completed and not scene.tutor.step_done
        refused(h, scene, _("This is the last step: no step comes after it. Play its move "
                            "first, or press Show me."))

        scene = open_lesson(h, "sig-el-oued-capture/04-capture")
        click(h, scene, "throw")  # the throw the step asks for first
        h.settle()
        assert not scene.tutor.awaits_throw and not scene.tutor.step_done
        click(h, scene, "throw")
        refused(h, scene, _("No throw is asked for now.") + " "
                + _("Your move: play it on the board, or press Show me."))
        if code != "en":
            assert "throw" not in scene.feedback  # said in the language in force
    finally:
        language.switch(h.app, "en")


def test_a_click_on_a_disabled_button_during_an_animation_only_finishes_it(tmp_path):
    """While the step's move is animated Show me is disabled; a click on it finishes the
    animation, as a click anywhere does, and is not refused: it did something."""
    h = Harness(tmp_path, speed=1.0)
    scene = open_lesson(h, "dra/01-placing")
    click(h, scene, "show")
    assert scene.busy() and not scene._buttons["show"].is_enabled
    h.app.sound.played.clear()
    click(h, scene, "show")
    assert not scene.busy() and scene.tutor.step_done
    assert scene.feedback_kind == "good" and "error" not in h.app.sound.played


def test_a_click_on_an_enabled_button_is_no_refusal(tmp_path):
    """Only a disabled button is told to the scene as refused: Next, enabled, goes on."""
    h = Harness(tmp_path)
    scene = open_lesson(h, "dra/01-placing")
    h.app.sound.played.clear()
    click(h, scene, "next")
    h.settle()
    assert scene.tutor.index == 1 and "error" not in h.app.sound.played


def test_the_hint_key_once_the_step_is_done_says_what_to_do(tmp_path):
    """? once the step's move is played did nothing, without a word (a teacher asking the
    board what comes next). It says there is nothing left to play and which button goes on
    (Next, or on the last step Next lesson), as an answer, not a refusal; on a step to read
    it says the step has no move."""
    h = Harness(tmp_path)
    scene = open_lesson(h, "dra/01-placing")
    scene.show_me()
    h.settle()
    h.app.sound.played.clear()
    h.key(pygame.K_SLASH)
    assert scene.feedback == _("This step is done: nothing is left to play in it. Press "
                               "{next}.").format(next=_("Next"))
    assert scene.feedback_kind == "prompt" and "error" not in h.app.sound.played
    assert scene.hint == ()
    scene = open_lesson(h, "dra/01-placing", step=4)  # the last step, to read
    assert not scene.tutor.step.interactive and scene.tutor.is_last
    h.key(pygame.K_SLASH)
    assert scene.feedback == _("This step is to read: it has no move to play. Press "
                               "{next}.").format(next=_("Next lesson"))


def _isolo_narrations(h):
    """(lesson id, step, narration, its lines) after every move of every Isolo lesson."""
    for lesson in every_lesson():
        if lesson.course != "isolo":
            continue
        scene = open_lesson(h, lesson.id)
        for i in range(len(scene.tutor.steps)):
            scene.go(i)
            h.settle()
            while not scene.tutor.step_done:
                scene.show_me()
                h.settle()
                if scene.narration:
                    yield lesson.id, i, scene.narration, scene.narration_lines()[0]
        h.app.pop()
        h.pump(1)


@pytest.mark.parametrize("code,size,text_size", [("fr", (1920, 1080), "extra large"),
                                                 ("en", (1280, 720), "normal")])
def test_every_isolo_narration_is_read_whole(tmp_path, code, size, text_size):
    """After an Isolo capture the bar joined every effect ('La dernière graine est tombée en
    O (3 dedans), face à j (1) et g (2) : prise · Sud prend le contenu de j (1) · ...') and
    cut the second line with '…' at the smallest size (QA33A F8). Where the effects do not
    fit it says the move as the game's bar does: who sowed from where and what was taken,
    then how it ended; where they fit (a relay the step teaches) they are all told."""
    from ludic.app import language

    h = Harness(tmp_path, size=size)
    h.set_text_size(text_size)
    language.switch(h.app, code)
    try:
        told = {}
        for lesson_id, step, narration, lines in _isolo_narrations(h):
            assert not lines[-1].endswith("…"), (lesson_id, step, narration, lines)
            told[lesson_id, step] = narration
        assert told["isolo/04-capture", 0] == "  ·  ".join([
            ngettext("{name} sows from {hole} and captures {count} counter",
                     "{name} sows from {hole} and captures {count} counters", 3).format(
                name=_("South"), hole="M", count=3),
            _("The last counter fell into {hole}, which was empty: the move ends").format(
                hole="P")])
        # lesson 6's first step teaches that holes out of play are not captured (I3): it
        # fits, and is told
        assert _("{hole} ({n} there) faces {inner} and {outer}, out of play in {other}'s "
                 "initial phase: no capture, relay").format(
            hole="P", n=2, inner="i", outer="h", other=_("North")) \
            in told["isolo/06-initial-phase", 0]
    finally:
        language.switch(h.app, "en")


def _strip_sizes(h, monkeypatch):
    """The sizes the Isolo board's strips draw their words at, by text, at the start of
    lesson 4 (both sides in their initial phase, I3)."""
    from ludic.app import theme

    scene = open_lesson(h, "isolo/04-capture")
    view = scene.view
    drawn = {}
    shown = view.text

    def text(surface, words, pos, size, *args, **kwargs):
        drawn[words] = round(size * theme.text_factor())
        return shown(surface, words, pos, size, *args, **kwargs)

    monkeypatch.setattr(view, "text", text)
    state = scene.state
    for seat in (0, 1):
        view._strip(h.app.screen, state, scene.ui_state(), seat, list(state.counts), True,
                    False)
    return drawn


@pytest.mark.parametrize("size,text_size", [((1920, 1080), "extra large"),
                                            ((1280, 720), "normal")])
def test_the_isolo_lock_note_is_drawn_near_the_size_of_englishs(tmp_path, monkeypatch, size,
                                                                 text_size):
    """'h et i bloqués tant que h n’est pas joué (I3)' was drawn at the smallest legible size
    (21 px at 1920x1080 in extra large text) beside a name at 36 and the English note at 27
    (QA33A F9), 78% of it. In shorter words, and in all the room the widest name leaves, each
    language's note is drawn at 85% of the English one's at least (French: 24 px for 27),
    both sides' at one size, never larger than the name beside it."""
    from ludic.app import language

    h = Harness(tmp_path, size=size)
    h.set_text_size(text_size)
    notes = {}
    try:
        for code in ("en", "fr", "ar"):
            language.switch(h.app, code)
            h.pump(1)
            drawn = _strip_sizes(h, monkeypatch)
            note = {drawn[_("{h} and {i} locked until {h} is played (I3)").format(h=h_, i=i_)]
                    for h_, i_ in (("H", "I"), ("h", "i"))}
            assert len(note) == 1, (code, drawn)
            notes[code] = note.pop()
            assert notes[code] <= max(drawn.values()), (code, drawn)
    finally:
        language.switch(h.app, "en")
    for code in ("fr", "ar"):
        assert notes[code] >= 0.85 * notes["en"], notes
