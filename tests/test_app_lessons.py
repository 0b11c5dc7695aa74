"""The Learn screen and the lesson scene, driven headless through real input events: the way in
(title, setup), playing the asked move by clicks, a wrong move explained, Show me, the sticks'
fixed throws, word-move buttons, keyboard driving (arrows, Page Down, Space, Enter), progress
kept in the data folder, every lesson played to its end, and no step's text cut off."""

from __future__ import annotations

import pygame
import pytest

from apphelp import Harness, every_lesson, open_lesson, record_texts
from ludic.i18n import _, set_language, tr
from ludic.model.lessons import load_all, load_lesson

SIZES = [(1024, 600), (1280, 720), (1920, 1080)]


def learn_screen(h: Harness, lang: str):
    """The Learn screen, opened from the title in ``lang`` and extra large text (a teacher
    projecting it): the scene."""
    from ludic.app import language

    language.switch(h.app, lang)
    h.set_text_size("extra large")
    h.pump(2)
    h.click_button("learn")
    h.settle()
    return h.top


def click_target(h: Harness, target: str) -> None:
    h.click(h.top.view.center(target))
    h.settle()


def test_title_learn_screen_shows_courses_and_opens_a_lesson(tmp_path):
    h = Harness(tmp_path)
    h.click_button("learn")
    assert h.names() == ["title", "learn"]
    learn = h.top
    assert list(learn.courses) == ["sig-el-oued", "sig-el-oued-capture", "khamousiyya", "dra",
                                   "isolo"]
    dra_card = dict(learn.cards)["dra"]
    h.click(dra_card.center)
    assert learn.course == "dra"
    h.pump(2)
    first_row = learn.rows[0][1]
    h.click(first_row.center)
    h.settle()
    assert h.names() == ["title", "learn", "lesson"]
    assert h.top.lesson.id == "dra/01-placing" and h.top.tutor.index == 0
    h.key(pygame.K_ESCAPE)
    assert h.names() == ["title", "learn"]


def test_setup_offers_the_games_course(tmp_path):
    h = Harness(tmp_path)
    h.click_button("play")
    h.choose_game("isolo")
    h.click_button("learn")
    assert h.names() == ["title", "setup", "learn"] and h.top.course == "isolo"
    assert [lesson.course for lesson, _ in h.top.rows] == ["isolo"] * len(h.top.rows)


def test_the_asked_move_by_click_a_wrong_one_explained_and_a_hint(tmp_path):
    h = Harness(tmp_path)
    scene = open_lesson(h, "dra/01-placing", step=2)  # South has a1 b1; place on c2
    before = scene.state.notation()
    click_target(h, "c1")  # illegal: a line of three while placing
    assert scene.state.notation() == before
    assert scene.feedback_kind == "bad"
    assert scene.feedback == str(scene.tutor.step.wrong["c1"])
    assert "c2" in scene.ui_state().targets  # the asked move is shown as a hint
    click_target(h, "e4")  # legal, but not the one
    assert scene.feedback == str(scene.tutor.step.other)
    assert scene.state.notation() == before
    click_target(h, "c2")
    assert scene.state.piece_at("c2") == 0
    assert scene.tutor.step_done and scene.feedback_kind == "good"


def test_illegal_click_without_lesson_words_gives_the_rule(tmp_path):
    h = Harness(tmp_path)
    scene = open_lesson(h, "dra/01-placing", step=2)
    click_target(h, "a1")  # occupied
    assert scene.feedback_kind == "bad" and "(D2)" in scene.feedback


def test_show_me_and_sticks_throw_the_fixed_throws(tmp_path):
    h = Harness(tmp_path, speed=1.0)
    scene = open_lesson(h, "sig-el-oued/01-sticks", step=1)
    assert scene.tutor.awaits_throw
    h.key(pygame.K_SPACE)
    assert scene.busy()  # the sticks are in the air
    h.settle()
    assert scene.state.notation() == "F2,F1 P1 throw=- turn=0 extra"
    assert scene.sticks.faces.count(True) == 5  # five polished sides, as the lesson says
    assert "throw again" in scene.narration.lower()
    assert scene.tutor.step_done
    h.key(pygame.K_RIGHT)  # the step is done: on to the next
    assert scene.tutor.index == 2
    h.click_button("show")
    h.settle()
    assert scene.state.notation().startswith("F5,F1 P2")


def test_a_follow_up_throw_is_told_in_the_bar_as_it_lands(tmp_path):
    """The race lesson's sig of six, then its follow-up (03-sig-power, step 2): while the
    follow-up's piece moved, the bar kept the throw before it, "Sig of six: throw one
    follow-up (K3)". Once the follow-up's sticks land, the bar says its count, as the tray
    does ("Sig of six + sig = 7 (K3)"), before the piece has moved."""
    h = Harness(tmp_path, speed=1.0)
    scene = open_lesson(h, "sig-el-oued/03-sig-power", step=1)
    h.key(pygame.K_SPACE)
    h.settle()
    first = scene.narration
    assert "follow-up" in first and scene.tutor.awaits_throw, first
    h.key(pygame.K_SPACE, frames=1)
    item = scene.queue[0]
    h.pump_until(lambda: item.sticks is not None and item.sticks.done)
    h.pump(2)
    assert scene.queue and item.board is not None and not item.board.done, \
        "the piece should still be moving"
    count = next(e.text for e in item.effects if e.kind == "count")
    assert scene.narration == tr(count) != first, (scene.narration, count)
    assert scene.sticks.faces.count(True) == 1  # the tray shows the follow-up too
    h.settle()
    assert tr(count) in scene.narration


def test_word_moves_are_buttons(tmp_path):
    h = Harness(tmp_path)
    scene = open_lesson(h, "khamousiyya/06-hajeb")
    assert "act_hajeb" in h.button_ids()
    h.click_button("act_hajeb")
    h.settle()
    assert scene.tutor.step_done and scene.state.stage_name == "hajeb-decide"
    h.key(pygame.K_RIGHT)
    assert set(h.button_ids()) >= {"act_continue", "act_yezzi"}
    h.click_button("act_yezzi")  # allowed by the rules, but not the one
    assert scene.feedback == str(scene.tutor.step.other)
    h.click_button("act_continue")
    h.settle()
    assert scene.state.stage_name == "hajeb-series"


def test_keyboard_alone_runs_a_lesson_and_progress_is_kept(tmp_path):
    h = Harness(tmp_path)
    h.click_button("learn")
    h.top.choose("dra")
    h.pump(2)
    h.click_button("start")
    h.settle()
    scene = h.top
    assert scene.lesson.id == "dra/01-placing"
    h.key(pygame.K_PAGEDOWN)  # Show me (the step has its move left)
    h.settle()
    assert scene.tutor.step_done and scene.tutor.index == 0
    h.key(pygame.K_RETURN)  # next step
    assert scene.tutor.index == 1
    h.key(pygame.K_PAGEUP)
    assert scene.tutor.index == 0
    for _step in range(40):
        if scene.completed:
            break
        h.key(pygame.K_RIGHT)
        h.settle()
    assert scene.completed and scene.tutor.is_last
    assert "dra/01-placing" in h.storage.lessons_done()
    h.key(pygame.K_RIGHT)  # the next lesson of the course
    h.settle()
    assert h.top.name == "lesson" and h.top.lesson.id == "dra/02-moving"
    h.key(pygame.K_ESCAPE)
    assert h.names() == ["title", "learn"]
    assert "dra/01-placing" in h.top.done
    # a new app reads the progress back
    h2 = Harness(tmp_path)
    h2.click_button("learn")
    assert "dra/01-placing" in h2.top.done


def test_a_lesson_left_midway_opens_again_where_it_was_left(tmp_path):
    """A learner who left a five-step lesson at step 3 (Back to the lessons) came back to
    step 1. The Learn screen opens it at the step it was left at, and says so; a new app
    remembers it; once completed the lesson starts from its beginning again (QA)."""
    h = Harness(tmp_path)
    h.click_button("learn")
    learn = h.top
    h.click(dict(learn.cards)["dra"].center)
    h.pump(2)
    h.click(learn.rows[0][1].center)
    h.settle()
    scene = h.top
    for _key in range(5):  # step 1 played (c3), then Next: step 2 (d3), then step 3
        if scene.tutor.index == 2:
            break
        h.key(pygame.K_RIGHT)
        h.settle()
    assert scene.tutor.index == 2 and not scene.completed
    h.click_button("back")
    assert h.names() == ["title", "learn"]
    # the Learn screen's row says where it will open (it said "5 steps")
    assert h.top._steps(h.top.lessons[0]) == "Step 3 of 5"
    assert h.top._steps(h.top.lessons[1]) == "3 steps"
    h2 = Harness(tmp_path)  # a new app: the step is kept in lessons.json
    h2.click_button("learn")
    h2.click(dict(h2.top.cards)["dra"].center)
    h2.pump(2)
    h2.click(h2.top.rows[0][1].center)
    h2.settle()
    again = h2.top
    assert again.name == "lesson" and again.lesson.id == "dra/01-placing"
    assert again.tutor.index == 2 and not again.tutor.step_done
    assert "step 3" in again.feedback and "Previous" in again.feedback
    for _key in range(20):
        if again.completed:
            break
        h2.key(pygame.K_RIGHT)
        h2.settle()
    assert again.completed and "dra/01-placing" in h2.storage.lessons_done()
    assert h2.storage.lesson_step("dra/01-placing") == 0
    h2.key(pygame.K_ESCAPE)
    h2.click(h2.top.rows[0][1].center)
    h2.settle()
    assert h2.top.tutor.index == 0 and "left this lesson" not in h2.top.feedback


def test_a_damaged_step_record_opens_the_lesson_at_its_start(tmp_path):
    h = Harness(tmp_path)
    h.storage.lessons_path.parent.mkdir(parents=True, exist_ok=True)
    h.storage.lessons_path.write_text('{"done": [], "at": {"dra/01-placing": "x", '
                                      '"dra/02-moving": 99}}', encoding="utf-8")
    assert h.storage.lesson_step("dra/01-placing") == 0
    assert h.storage.lesson_step("dra/02-moving") == 99  # kept, and held to the lesson's end
    scene = open_lesson(h, "dra/02-moving", step=99)
    assert scene.tutor.index == len(scene.lesson.steps) - 1


@pytest.mark.parametrize("lesson_id, names", [("isolo/01-board", ["A", "H", "I", "P", "a"]),
                                               ("khamousiyya/06-hajeb", ["A", "G", "7"]),
                                               ("sig-el-oued/02-track", ["13", "25", "28"])])
def test_a_lesson_board_shows_the_names_its_words_use(tmp_path, monkeypatch, lesson_id, names):
    """A lesson's words name holes and squares ("South's holes are named with capitals: A to
    H...", "here A7, walled by North's A6 and B7", "Square 13, the centre"); its board drew
    them only with the game's Numbers / Letters toggle on, off by default and with no button
    in a lesson (QA, a learner)."""
    h = Harness(tmp_path)
    assert not h.app.settings.show_numbering
    recorder = record_texts(monkeypatch)  # from the first frame (boards cache)
    scene = open_lesson(h, lesson_id)
    assert scene.ui_state().show_numbering
    h.pump(2)
    drawn = recorder.texts()
    missing = [n for n in names if n not in drawn]
    assert not missing, (missing, sorted(set(drawn))[:60])


@pytest.mark.parametrize("language, word", [("fr", "départ"), ("ar", "البداية")])
def test_the_sig_capture_circuit_says_start_in_the_language_in_force(tmp_path, monkeypatch,
                                                                     language, word):
    """The circuit drawn on the Sig capture board (C2) marked each side's first square with
    the English "start" over the French and Arabic boards (seen in the first lesson, which
    shows it; in a game with Numbers on)."""
    h = Harness(tmp_path)
    set_language(language)
    try:
        recorder = record_texts(monkeypatch)
        open_lesson(h, "sig-el-oued-capture/01-freeing")
        h.pump(2)
        drawn = recorder.texts()
        assert word in drawn and "start" not in drawn
    finally:
        set_language("en")


def test_the_hint_key_rings_the_asked_move_without_playing_it(tmp_path):
    """? in a lesson did nothing (in a game it is Hint). It rings the move the step asks for,
    or names its button, and plays nothing; Show me still plays it."""
    h = Harness(tmp_path)
    scene = open_lesson(h, "dra/02-moving")
    position = scene.state.notation()
    h.key(pygame.K_SLASH)
    h.settle()
    assert set(scene.hint) == {"c2", "c1"} and scene.state.notation() == position
    assert "ringed" in scene.feedback and not scene.tutor.step_done
    scene = open_lesson(h, "khamousiyya/01-placing")  # D3 among the four legal holes
    h.key(pygame.K_SLASH)
    h.settle()
    h.pump(1)
    from ludic.app import theme
    from ludic.app.boards.base import LANE_HINT, hint_width

    def top_of_ring(name):
        # the hint's own lane, inside the other marks' (09428a6), 2 px in for its dark edge
        scale = theme.ui_scale(*h.app.screen.get_size())
        ring = scene.view.lane(name, LANE_HINT, scale)
        return h.app.screen.get_at((ring.centerx, ring.top + 2 + hint_width(scale) // 2))[:3]

    assert top_of_ring("D3") == theme.PALM_LIGHT  # ringed green, as a game's hint
    assert top_of_ring("C4") != theme.PALM_LIGHT  # a legal hole, not the one asked for
    scene = open_lesson(h, "khamousiyya/06-hajeb")
    h.key(pygame.K_SLASH)
    h.settle()
    assert "Declare H’ajeb" in scene.feedback and not scene.tutor.step_done


def test_every_lesson_plays_to_its_end_in_the_app(tmp_path):
    """Every step of every lesson, driven with Right only, reaches the position the model
    says (the scene and the tutor agree), and the whole course is marked done."""
    from ludic.model.tutor import Tutor

    h = Harness(tmp_path)
    for lesson in every_lesson():
        scene = open_lesson(h, lesson.id)
        check = Tutor(lesson)
        for i in range(len(lesson.steps)):
            assert scene.tutor.index == i
            while not scene.tutor.step_done:
                h.key(pygame.K_RIGHT)
                h.settle()
            assert scene.state.notation() == check.end_of(i).notation(), (lesson.id, i)
            if i + 1 < len(lesson.steps):
                h.key(pygame.K_RIGHT)
        assert scene.completed
        h.app.pop()
    assert h.storage.lessons_done() == {lesson.id for lesson in load_all()}


@pytest.mark.parametrize("code", ["en", "fr", "ar"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_step_text_is_cut_off(tmp_path, size, code):
    """At every window size and in every language (French runs longer than English) every
    step's words fit the panel together with the longest thing the step may say back (its
    done words, its other words, a wrong move's words)."""
    h = Harness(tmp_path, size=size)
    set_language(code)
    try:
        check_every_step_fits(h, size)
    finally:
        set_language("en")


def check_every_step_fits(h: Harness, size) -> None:
    for lesson in every_lesson():
        scene = open_lesson(h, lesson.id)
        window = h.app.screen.get_rect()
        assert window.contains(scene.panel) and window.contains(scene.view.rect)
        for i, step in enumerate(lesson.steps):
            scene.go(i)
            h.app.gui.clear_and_reset()
            scene.build_ui(h.app.gui, True)  # the word-move buttons take their room
            said = [tr(t) for t in (step.done, step.other, *step.wrong.values()) if t]
            said.append(_("Your move: play it on the board, or press Show me."))
            if i == len(lesson.steps) - 1:  # the end: its words and what comes next
                done = tr(step.done) if step.done is not None else ""
                said.append(f"{done} {scene._complete_words()}")
            for words in said:
                assert scene.text_layout(words)[-1], (lesson.id, i + 1, size, words)
        h.app.pop()


def test_h_opens_the_rules_at_the_steps_rule(tmp_path):
    h = Harness(tmp_path)
    scene = open_lesson(h, "dra/05-again")
    assert scene.tutor.step.rules[0] == "D3"
    h.key(pygame.K_h)
    assert h.names()[-1] == "rules" and h.top.level_id == "dra"
    assert h.top.current_rule() == "D3"  # not D1 at the top of the page
    h.key(pygame.K_ESCAPE)
    assert h.names()[-1] == "lesson"


def test_a_broken_lesson_is_a_message_not_a_crash(tmp_path):
    from ludic.app.scenes.lesson import LessonScene

    h = Harness(tmp_path)
    h.app.push(LessonScene(h.app), lesson_id="dra/99-missing")
    h.pump(3)
    assert h.top.name == "lesson" and "cannot be opened" in h.top.error
    h.key(pygame.K_ESCAPE)
    assert h.names() == ["title"]


def test_counts_on_the_learn_and_load_screens_agree_with_their_number():
    """"0 of 1 lessons done" (the 5x5 course), "1 steps" and "1 moves, 1 throws played"
    had one form for every number."""
    import random

    from ludic import i18n
    from ludic.app.scenes.learn import lessons_done
    from ludic.app.scenes.load import _played
    from ludic.app.session import Session, Setup

    session = Session(Setup("sig-el-oued-capture", {}, None, ["Amina", "Yusuf"], 0))
    h = session.history
    rng = random.Random(1)
    while h.state.is_chance:  # throw until a move is asked for, then play it
        h.throw(rng)
    throws = h.cursor
    h.play(h.state.legal_moves()[0])
    assert lessons_done(0, 1) == "0 of 1 lesson done"
    assert lessons_done(3, 7) == "3 of 7 lessons done"
    assert _played(session) == f"1 move, {throws} throw{'s' if throws > 1 else ''} played"
    i18n.set_language("fr")
    try:
        assert lessons_done(0, 1) == "0 sur 1 leçon faite"
        assert lessons_done(2, 7) == "2 sur 7 leçons faites"
        assert _played(session).startswith("1 coup, ")
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr", "ar"])
@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_a_course_card_s_name_and_count_do_not_touch(tmp_path, monkeypatch, language, size):
    """A QA pass (the teacher, Arabic, extra large text, full screen): on the Learn screen
    the dots under 'الوادي' of a course's name fell on the 0 of the count of lessons done
    under it ('الدروس المنجزة: 0 من 6'): the two lines were set at fixed heights of the card.
    On every card the name's letters end above the count's, and both are inside the card
    above its progress bar."""
    from ludic.app import catalog, language as lang

    h = Harness(tmp_path, size=size)
    h.set_text_size("extra large")
    lang.switch(h.app, language)
    h.pump(2)
    h.click_button("learn")
    recorder = record_texts(monkeypatch)
    h.top.draw(h.app.screen)
    learn = h.top
    drawn = [d for d in recorder if d.rect is not None]
    for course, card in learn.cards:
        name = next(d for d in drawn if d.text == catalog.course_name(course))
        count = next(d for d in drawn if card.contains(d.rect) and d is not name
                     and d.text != name.text)
        inks = [(d.letters().top, d.letters().bottom) for d in (name, count)]
        assert inks[0][1] < inks[1][0], (course, language, inks)
        bar_top = card.bottom - round(card.height * 0.2)
        assert card.top < inks[0][0] and inks[1][1] <= bar_top, (course, inks, card)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("text_size", ["normal", "extra large"])
def test_the_narration_stays_inside_its_bar(tmp_path, monkeypatch, size, text_size):
    """A QA pass (the teacher, French, extra large text, full screen): the narration of a
    throw ('2 points, sans pouvoir du sig (K2) · Aucun pion ne peut avancer de 2 : le compte
    est perdu (C4)') took two lines in a bar one and a half lines high: the first was drawn
    over the board's edge, the second ran off the window. The bar holds two lines of the
    smallest legible text (as the game's does), and every narration line's letters are
    inside it, below the board."""
    from ludic.app import language as lang

    h = Harness(tmp_path, size=size)
    h.set_text_size(text_size)
    lang.switch(h.app, "fr")
    h.pump(2)
    scene = open_lesson(h, "sig-el-oued-capture/04-capture", step=2)
    scene.narration = ("2 points, sans pouvoir du sig (K2) · Aucun pion ne peut avancer de 2 :"
                       " le compte est perdu (C4) · " * 2).strip(" ·")
    drawn = record_texts(monkeypatch)
    scene._draw_message(h.app.screen)
    bar = scene.message_rect
    lines = [d for d in drawn if d.rect is not None and bar.colliderect(d.rect)]
    assert len(lines) == 2, drawn.texts()
    for d in lines:
        letters = d.letters()
        assert bar.top <= letters.top and letters.bottom <= bar.bottom, (d.text, d.rect, bar)
        assert bar.left <= d.rect.left and d.rect.right <= bar.right
    assert bar.bottom <= size[1] and bar.top >= scene.view.rect.bottom


@pytest.mark.parametrize("language", ["en", "fr", "ar"])
def test_the_last_sig_capture_lesson_names_the_option_as_the_setup_screen_does(language):
    """A QA pass (the teacher): the lesson sent the class to the ruleset option 'twelve first
    turn only', which the setup screen calls 'Sig of twelve only on a player's first turn'
    (in French « douze au premier tour seulement » beside « Sig de douze au premier tour
    seulement »): a name to search for that is nowhere. The lesson quotes the option's own
    label, in each language."""
    from ludic import i18n
    from ludic.model.registry import load_level

    label = load_level("sig-el-oued-capture").options["twelve_first_turn_only"].label
    lesson = load_lesson("sig-el-oued-capture/06-end")
    was = i18n.language()
    set_language(language)
    try:
        assert any(i18n._(label) in tr(step.text) for step in lesson.steps), i18n._(label)
    finally:
        set_language(was)


def test_a_lesson_in_french_draws_no_vous(tmp_path, monkeypatch):
    """A QA pass (Dra, Sig and Isolo lessons in French): the lessons say 'tu', but the game's
    words drawn inside them said 'vous' ('Retirez un pion de Nord (D3)', 'Sig ! 1, et
    relancez', 'Cliquez ou appuyez sur une touche pour passer l'ouverture'). Every lesson,
    played to its end in French with Right (Show me, the sticks, the opening), draws no
    'vous' and no imperative in -ez: every text the app renders is recorded."""
    import re

    recorder = record_texts(monkeypatch)
    vous = re.compile(r"\b(vous|votre|vos|(?!chez\b|assez\b|nez\b)[a-zé]+ez)\b", re.IGNORECASE)
    h = Harness(tmp_path)
    set_language("fr")
    for lesson in every_lesson():
        scene = open_lesson(h, lesson.id)
        for i in range(len(lesson.steps)):
            while not scene.tutor.step_done:
                h.key(pygame.K_RIGHT)
                h.pump(20)
                h.settle()
            if i + 1 < len(lesson.steps):
                h.key(pygame.K_RIGHT)
        h.app.pop()
    # The harness plays without animation (each move lands at once); the opening's banner
    # and its "skip" line are drawn only while it is animated.
    h.app.settings.anim_speed = 1
    scene = open_lesson(h, "isolo/02-opening", step=4)
    scene.show_me()
    h.pump(60)
    h.app.pop()
    drawn = set(recorder.texts())
    assert len(drawn) > 100
    assert any("Retire un pion" in t for t in drawn)  # a removal was asked for, with tu
    assert "Clique ou appuie sur une touche pour passer l’ouverture" in drawn
    assert not sorted(t for t in drawn if vous.search(t))
    assert _("Remove one of {them}'s pieces (D3)") == "Retirez un pion de {them} (D3)"  # closed


@pytest.mark.parametrize("lang", ["fr", "ar"])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_lesson_summaries_are_read_whole_in_extra_large_text(tmp_path, monkeypatch, lang,
                                                              size):
    """A teacher projects the Learn screen in extra large text: every summary was one line
    cut with "…". Each summary is drawn whole, wrapped on its own lines inside its row, the
    rows clear of each other; where the rows no longer all fit, the list scrolls: the wheel
    and the keyboard bring every lesson into view, and a click on a row opens its lesson."""
    from ludic.app import theme
    from ludic.i18n import tr

    h = Harness(tmp_path, size=size)
    learn = learn_screen(h, lang)
    drawn = record_texts(monkeypatch)
    scrolled = False
    for course, card in learn.cards:
        h.click(card.center)
        h.settle()
        assert learn.course == course
        seen = set()
        h.move_mouse(learn.right.center)
        for _turn in range(len(learn.rows) + 1):  # the wheel, down to the last lesson
            drawn.clear()
            h.app.draw()
            shown = [(i, lesson, rect) for i, (lesson, rect) in enumerate(learn.rows)
                     if learn.shown(i)]
            for k, (i, lesson, rect) in enumerate(shown):
                assert learn.right.contains(rect)
                if k:
                    assert rect.top > shown[k - 1][2].bottom
                assert not learn.hint_rect.colliderect(rect)
                words = [theme.drawable(t) for t, r in drawn.placed()
                         if rect.collidepoint(r.center) and "…" not in t]
                summary = theme.drawable(tr(lesson.summary)).split()
                said = " ".join(" ".join(words).split())
                assert " ".join(summary) in said, (course, i, words)
                seen.add(i)
            if learn.shown(len(learn.rows) - 1):
                break
            scrolled = True
            h.post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0,
                   precise_y=-1.0)
            h.pump(1)
        assert seen == set(range(len(learn.rows))), course
    if size == (1024, 600):
        assert scrolled, "the list scrolls somewhere (or this test shows nothing)"
    # the keyboard: Down from the first lesson to the last, each row shown as it is reached
    course = next(c for c, _card in learn.cards if c == "khamousiyya")
    h.click(dict(learn.cards)[course].center)
    h.settle()
    h.move_mouse((1, 1))
    first = len(learn.cards)
    while learn.nav.index != first:
        h.key(pygame.K_TAB)
    for i in range(len(learn.rows)):
        assert learn.nav.index == first + i and learn.shown(i), i
        h.app.draw()
        if i + 1 < len(learn.rows):
            h.key(pygame.K_DOWN)
    lesson, rect = learn.rows[-1]
    h.click(rect.center)
    h.settle()
    assert h.top.name == "lesson" and h.top.lesson.id == lesson.id


#: How each language names the red cross Dra draws on a hole closed to the mover (D2).
CROSS_WORDS = {"en": "red cross", "fr": "croix rouge", "ar": "حمراء"}


@pytest.mark.parametrize("code", sorted(CROSS_WORDS))
def test_a_dra_step_that_first_crosses_a_hole_out_says_what_the_cross_means(tmp_path,
                                                                             monkeypatch, code):
    """While placing, Dra crosses out in red the empty holes the side to move may not place on
    (a line of three, D2). The lessons drew the crosses from the first lesson's third step
    (c1) on, and no word said what they meant (a learner asked): the step whose board first
    shows a hole crossed names that hole and the cross, in each language."""
    from ludic.app.boards.dra import DraView

    crossed_drawn: list = []
    real = DraView._forbidden
    monkeypatch.setattr(DraView, "_forbidden",
                        lambda self, surface, cell, *rest: (crossed_drawn.append(cell),
                                                            real(self, surface, cell, *rest)))
    h = Harness(tmp_path)
    seen: set[str] = set()
    for lesson in [x for x in load_all() if x.course == "dra"]:
        scene = open_lesson(h, lesson.id)
        for i in range(len(lesson.steps)):
            scene.go(i)
            crossed = scene.view.closed(scene.state)
            crossed_drawn.clear()
            h.app.draw()
            assert sorted(crossed_drawn) == sorted(scene.view.cells[n] for n in crossed)
            new = crossed - seen
            if new:
                set_language(code)
                try:
                    text = tr(scene.tutor.step.text)
                finally:
                    set_language("en")
                assert CROSS_WORDS[code] in text, (lesson.id, i + 1, text)
                assert all(name in text for name in new), (lesson.id, i + 1, new, text)
                seen |= new
    assert seen >= {"c1", "c5"}


def test_a_click_on_a_crossed_hole_says_why_even_in_a_step_to_read(tmp_path):
    """The first lesson's fifth step (read, then Next) shows North's c5 crossed out: a click
    on it said "This step is done", where the learner asked what the cross meant. It gives
    the rule book's reason, with its rule, as a click on a crossed hole does in a game."""
    h = Harness(tmp_path)
    scene = open_lesson(h, "dra/01-placing", step=4)
    assert not scene.tutor.step.interactive and "c5" in scene.view.closed(scene.state)
    click_target(h, "c5")
    assert "c5" in scene.feedback and "(D2)" in scene.feedback, scene.feedback
    assert scene.feedback_kind == "prompt"  # an answer, not a wrong move
    click_target(h, "d1")  # an open hole: nothing to explain in a step to read
    assert scene.feedback == _("This step is done: go on with Next.")


@pytest.mark.parametrize("lesson_id", ["dra/02-moving", "isolo/06-initial-phase"])
def test_next_lesson_shows_only_once_the_last_step_is_done(tmp_path, lesson_id):
    """On a last step whose move was still to play, the button read "Next lesson", and a
    press marked the lesson done and opened the next one. Until the step is done it reads
    "Next", as on the other steps, and is disabled (no step follows in this lesson); done,
    it reads "Next lesson" and goes on."""
    h = Harness(tmp_path)
    lesson = load_lesson(lesson_id)
    scene = open_lesson(h, lesson_id, step=len(lesson.steps) - 1)
    assert scene.tutor.is_last and scene.tutor.step.interactive
    assert not scene.tutor.step_done
    button = scene._buttons["next"]
    assert button.text == _("Next") and not button.is_enabled, button.text
    scene.next_step()  # as a press would, were the button enabled
    h.settle()
    assert h.top is scene and not scene.completed
    assert lesson_id not in h.storage.lessons_done()
    while not scene.tutor.step_done:
        h.click_button("show")
        h.settle()
    h.pump(2)
    button = scene._buttons["next"]
    assert button.text == _("Next lesson") and button.is_enabled, button.text
    h.click_button("next")
    h.settle()
    assert h.top.name == "lesson" and h.top.lesson.id != lesson_id
    assert lesson_id in h.storage.lessons_done()


@pytest.mark.parametrize("code", ["en", "fr", "ar"])
def test_the_end_of_a_lesson_says_what_comes_next(tmp_path, code):
    """A finished lesson said "Lesson complete!" and nothing of what came next (a learner's
    pass, in French): it names the next lesson, and after a course's last lesson it says
    where a game of it is played."""
    from ludic.app import catalog

    h = Harness(tmp_path)
    set_language(code)
    try:
        course = [x for x in load_all() if x.course == "isolo"]
        for lesson, following in zip(course, course[1:] + [None]):
            scene = open_lesson(h, lesson.id, step=len(lesson.steps) - 1)
            while not scene.tutor.step_done:
                h.click_button("show")
                h.settle()
            assert scene.completed and scene.feedback_kind == "good"
            if following is not None:
                assert tr(following.title) in scene.feedback, scene.feedback
                assert scene._next_label() == _("Next lesson")
            else:
                assert catalog.course_name("isolo") in scene.feedback, scene.feedback
                assert _("Play") in scene.feedback and _("Finish") in scene.feedback
            h.app.pop()
            h.settle()
    finally:
        set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_lessons_summary_stays_inside_its_row(tmp_path, lang, size):
    """A QA pass (a teacher projecting Learn in Arabic, extra large text, 1280x720): with
    every summary on one line the rows kept their usual 78 px, less than an Arabic title and
    its line need there, and each summary's letters were drawn across its row's bottom edge.
    The letters of a row's last line, placed as the row draws them, end inside the row."""
    from ludic.app import theme
    from ludic.i18n import tr

    h = Harness(tmp_path, size=size)
    learn = learn_screen(h, lang)
    s = learn.scale
    for course, card in learn.cards:
        h.click(card.center)
        h.settle()
        assert learn.course == course
        for lesson, rect in learn.rows:
            lines, ssize = learn.row_texts[lesson.id]
            title_step, step = theme.line_step(round(20 * s), True), theme.line_step(ssize)
            y = rect.y + max(0, (rect.height - title_step - step * len(lines)) // 2)
            last = y + title_step + (len(lines) - 1) * step
            ink = last + theme.ink_rows(lines[-1], ssize)[1]
            assert ink <= rect.bottom, (course, lesson.id, tr(lesson.summary), ink, rect)


@pytest.mark.parametrize("text_size", ["normal", "extra large"])
def test_an_arabic_steps_lines_are_a_latin_line_apart_and_inside_the_panel(tmp_path,
                                                                           monkeypatch,
                                                                           text_size):
    """A lesson step's words in Arabic were stepped by Noto Sans Arabic's own line, half as
    tall again as the Latin one (room for marks stacked high above and deep below a letter,
    which the lessons' words have not), so an Arabic step shrank its words sooner and stood
    its lines an empty line apart. They are a Latin line apart, a little more where marks
    would touch (theme.lines_step), each line's letters raised to where a Latin line's are,
    every letter inside the step's panel, the feedback's inside its box."""
    from ludic.app import language, theme

    h = Harness(tmp_path, size=(1280, 720))
    language.switch(h.app, "ar")
    h.set_text_size(text_size)
    lesson = load_all()[0]
    scene = open_lesson(h, lesson.id)
    drawn = record_texts(monkeypatch)
    several = 0
    for i, _step in enumerate(lesson.steps):
        scene.go(i)
        h.settle()
        fs, body, fb, lh, *_feedback, fits = scene.text_layout()
        assert fits
        assert lh < theme.font(fs).get_linesize(), (i, fs, lh)  # the Arabic face's line
        assert lh >= theme.line_step(fs)
        drawn.clear()
        h.app.draw()
        letters = [d.letters() for d in drawn if d.rect is not None and d.text in body]
        assert len(letters) == len(body), (i, body)
        several += len(body) > 1
        for rect in letters:
            assert scene.text_rect.contains(rect), (i, rect, scene.text_rect)
        for above, below in zip(letters, letters[1:]):
            assert below.top > above.top, (i, above, below)
    assert several, "steps of more than one line"
    language.switch(h.app, "en")


@pytest.mark.parametrize("code", ["en", "fr", "ar"])
def test_a_clickers_keys_run_a_lesson_forward_in_every_language(tmp_path, code):
    """A presentation clicker sends Right (or Page Down) for forward and Left (or Page Up)
    for back whatever the language on the screen. In Arabic, where the row of buttons is
    mirrored, Right was read as the eye sees the row (Previous, at the right): it did
    nothing on a lesson's first step and stepped the lesson backwards after it. The keys
    go the same way in every language; a back key on the first step is refused with its
    reason (the feedback drawn as a refusal, the error sound), not ignored."""
    from ludic.app import language

    h = Harness(tmp_path)
    language.switch(h.app, code)
    try:
        scene = open_lesson(h, "dra/01-placing")
        assert scene.tutor.index == 0 and not scene.tutor.step_done
        h.key(pygame.K_RIGHT)  # forward: the step's move (c3) is shown
        h.settle()
        assert scene.tutor.step_done and scene.state.piece_at("c3") == 0, code
        h.key(pygame.K_RIGHT)  # the step is done: on to the next
        h.settle()
        assert scene.tutor.index == 1, code
        h.key(pygame.K_PAGEDOWN)
        h.settle()
        h.key(pygame.K_PAGEDOWN)
        h.settle()
        assert scene.tutor.index == 2, code
        h.key(pygame.K_LEFT)  # back a step
        assert scene.tutor.index == 1, code
        h.key(pygame.K_PAGEUP)
        assert scene.tutor.index == 0 and scene.feedback_kind == "prompt", code
        h.app.sound.played.clear()
        for key in (pygame.K_LEFT, pygame.K_PAGEUP, pygame.K_UP):
            scene.feedback, scene.feedback_kind = scene._prompt(), "prompt"
            h.key(key)  # no step before the first: refused, and why
            assert scene.tutor.index == 0, (code, key)
            assert scene.feedback == _("This is the first step: there is no step before "
                                       "it. To go on: Next, Right or Page\u00a0Down."), \
                (code, key)
            assert scene.feedback_kind == "bad" and h.app.sound.played[-1:] == ["error"]
            h.app.sound.played.clear()
        if code != "en":
            assert "first step" not in scene.feedback  # said in the language in force
    finally:
        language.switch(h.app, "en")


def test_a_back_key_during_the_first_steps_animation_only_finishes_it(tmp_path):
    """Left while the first step's move is animated finishes the animation (what any key
    does then), and is not refused: it did something."""
    h = Harness(tmp_path, speed=1.0)
    scene = open_lesson(h, "dra/01-placing")
    h.click_button("show")
    assert scene.busy()
    h.app.sound.played.clear()
    h.key(pygame.K_LEFT)
    assert not scene.busy() and scene.tutor.index == 0 and scene.tutor.step_done
    assert scene.feedback_kind == "good" and "error" not in h.app.sound.played
