"""A lesson's row of Previous / Show me / Next shares its width by its words.

A QA pass with a teacher's projector (French, extra large text, 1024x768): the row kept fixed
shares (29%, 31%, 40%), so "Précédent" and "Montre-moi" were shrunk to the smallest legible
size (12 px, their theme's 20) while "Suivant" kept 27 px with room to spare beside it. In
English "Previous" and "Show me" were drawn at 16 where a shared row holds them at 20. The
row now gives each button its words' width and the rest in equal parts, as the game panel's
rows do, and draws the three at one size, the largest they fit at together: shared at their
own sizes they were 16, 15 and 18 px in French extra large text at 1024x768 (33, 32 and 38 at
1920x1080). (A second row would hold them at English's size but takes the step's words their
room: see LessonScene._place_row.)

At one size for the three, English 'Next' (the main action, of a larger theme) was drawn at
20 px for its 27 beside 'Previous' in extra large text at 1024x768, and French at 15 or 16
for English's 20; in Arabic the buttons' height held 'ارمِ العصيّ' (Throw) at 18 px for
English's 25. Each button is now at its theme's size or at a size the row shares, whichever
is smaller, in a panel wider with the text size (as the game's), and each row of buttons is
as tall as its words need."""

from __future__ import annotations

import pygame
import pytest

from apphelp import Harness, in_each_language, learn_in_each_language, open_lesson
from ludic.app import language, theme
from ludic.app.scenes.common import _face_at, _fits, _fits_height, text_need, text_room, theme_size


@pytest.mark.parametrize("size", [(1024, 600), (1024, 768), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("text_size", ["normal", "extra large"])
def test_previous_show_me_and_next_share_the_row_by_their_words(tmp_path, size, text_size):
    h = Harness(tmp_path, size=size)
    h.set_text_size(text_size)
    try:
        for lang in learn_in_each_language(h):
            learn = h.app.top
            learn.open(learn.lessons[0])
            h.settle()
            found = {oid: h.button(oid) for oid in ("prev", "show", "next")}
            assert set(found) == {"prev", "show", "next"}, lang
            buttons = [found[k] for k in ("prev", "show", "next")]
            rects = sorted((b.rect for b in buttons), key=lambda r: r.x)
            # one row, inside the panel's width as before, none over another
            assert len({r.y for r in rects}) == 1, (lang, rects)
            for a, b in zip(rects, rects[1:]):
                assert a.right < b.left, (lang, rects)
            # where the row holds them all above the smallest legible size, none is drawn at
            # it
            total = rects[-1].right - rects[0].left - (rects[1].left - rects[0].right) * 2
            for b in buttons:  # each whole at the size it is drawn at
                assert _fits(b, b.font, b.text), (lang, b.text, b.rect.width)
            if sum(text_need(b, smallest=True) for b in buttons) < total - 3 * 8:
                for b in buttons:
                    assert b.font.get_point_size() > theme.text_floor(), \
                        (lang, [(x.text, x.font.get_point_size(), x.rect.width)
                                for x in buttons])
            # each at its theme's size or at a size shared by the row, whichever is
            # smaller, the shared one the largest: a size larger is too wide for the row
            # together, or cut by the buttons' height. Previous and Show me (of a smaller
            # theme than Next) share one size, and give way first, to nine tenths of
            # theirs, where that makes Next larger (French at 1024x768: 18, 18 and 25
            # where one size for the row drew the three at 19)
            cap = max(b.font.get_point_size() for b in buttons)
            top = max(theme_size(b) for b in buttons)
            mains = [b for b in buttons if theme_size(b) == top]
            others = [b for b in buttons if theme_size(b) < top]
            assert all(b.font.get_point_size() == min(top, cap) for b in mains), \
                (lang, [(b.text, b.font.get_point_size(), theme_size(b)) for b in buttons])
            assert len({b.font.get_point_size() for b in others}) <= 1, lang
            for b in others:
                px = b.font.get_point_size()
                assert px == min(theme_size(b), cap) or (
                    px >= 0.9 * theme_size(b) and cap > px), \
                    (lang, [(x.text, x.font.get_point_size(), theme_size(x)) for x in buttons])
            up = cap + 1
            faces = [_face_at(b, min(theme_size(b), up)) if b in mains
                     else b.font for b in buttons]
            assert up > max(theme_size(b) for b in buttons) \
                or not all(_fits_height(b, f, b.text) for b, f in zip(buttons, faces)) \
                or sum(f.size(b.text)[0] + b.rect.width - text_room(b)
                       for b, f in zip(buttons, faces)) > total, \
                (lang, up, [(b.text, b.rect.width) for b in buttons])
    finally:
        language.switch(h.app, "en")
        pygame.quit()


@pytest.mark.parametrize("size", [(1024, 768), (1280, 720), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_lesson_buttons_are_as_large_in_french_and_arabic_as_in_english(tmp_path, size):
    """In extra large text every lesson button (Previous, Show me, Next, Back, Throw) is
    drawn at nine tenths of English's size or more in French and Arabic (Next at nine tenths
    of the size Previous and Show me are drawn at: French's words are longer), and English's
    Next at its own theme's size."""
    h = Harness(tmp_path, size=size)
    h.set_text_size("extra large")
    drawn = {}
    try:
        for lang in in_each_language(h):
            open_lesson(h, "sig-el-oued/01-sticks")
            drawn[lang] = {oid: h.button(oid) for oid in ("prev", "show", "next", "back",
                                                          "throw")}
            drawn[lang] = {oid: (b.text, b.font.get_point_size(), theme_size(b))
                           for oid, b in drawn[lang].items()}
    finally:
        language.switch(h.app, "en")
        pygame.quit()
    english = drawn["en"]
    assert english["next"][1] == english["next"][2], english
    for lang in ("fr", "ar"):
        for oid, (text, px, _theme) in drawn[lang].items():
            model = english["prev"][1] if oid == "next" else english[oid][1]
            assert px >= 0.9 * model, (lang, text, px, english[oid])
        # Next, the main action, as large as English's where Previous and Show me give
        # way to nine tenths of their size (French 'Suivant' was drawn at 19 px for 'Next'
        # at 27 at 1024x768), and where the panel takes from the board the width its row
        # lacks (French at 1280x720: 'Suivant' at 29 px for 36, 17 px short)
        text, px, _theme = drawn[lang]["next"]
        assert px >= 0.9 * english["next"][1], (lang, text, px, english["next"])


def test_a_lessons_word_moves_are_as_large_in_arabic_as_in_english(tmp_path):
    """The word moves' buttons of a lesson (Yezzi, Let the series go on: Khamousiyya's
    H’ajeb, H6) are as tall as their words need: in Arabic the buttons' height held
    'يزّي! (كفى)' at 16 px for English's 20 (extra large text, 1024x768)."""
    h = Harness(tmp_path, size=(1024, 768))
    h.set_text_size("extra large")
    drawn = {}
    try:
        for lang in in_each_language(h, ("en", "ar")):
            open_lesson(h, "khamousiyya/06-hajeb", step=3)
            acts = sorted((k, b) for k, b in h.top._buttons.items() if k.startswith("act_"))
            assert len(acts) == 2, (lang, [k for k, _b in acts])
            for _k, b in acts:
                assert _fits(b, b.font, b.text), (lang, b.text)
            drawn[lang] = [(b.text, b.font.get_point_size()) for _k, b in acts]
    finally:
        language.switch(h.app, "en")
        pygame.quit()
    for (text, px), (english, epx) in zip(drawn["ar"], drawn["en"]):
        assert px >= 0.9 * epx, (text, px, english, epx)


@pytest.mark.parametrize("size", [(1280, 720), (1024, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("text_size", ["normal", "extra large"])
def test_the_row_stays_put_when_next_becomes_next_lesson(tmp_path, size, text_size):
    """The row was laid out for the words on its buttons, so when the last step was done and
    Next became Next lesson (or Finish), the three buttons jumped and changed size under the
    teacher's pointer; laid out for the widest words, every step's Next was smaller (English
    'Next' at 28 px for 36 at 1280x720 in extra large text). The row is laid out for Next
    (keeping Next lesson room at the smallest legible size at least): the buttons' places
    are the same on the first step and on the done last step, English 'Next' is drawn at
    its theme's size, and only Next lesson is drawn smaller, as large as its room allows
    but never below the smallest legible size, nor larger than Next."""
    from apphelp import every_lesson
    from ludic.i18n import _

    h = Harness(tmp_path, size=size)
    h.set_text_size(text_size)
    try:
        for lang in in_each_language(h):
            for lesson_id, label in (("sig-el-oued/01-sticks", _("Next lesson")),
                                     ("dra/06-end", _("Finish"))):
                lesson = next(x for x in every_lesson() if x.id == lesson_id)
                scene = open_lesson(h, lesson_id)
                first = {k: scene._buttons[k] for k in ("prev", "show", "next")}
                places = {k: pygame.Rect(b.rect) for k, b in first.items()}
                sizes = {k: b.font.get_point_size() for k, b in first.items()}
                assert first["next"].text == _("Next"), (lang, first["next"].text)
                if lang == "en":
                    assert sizes["next"] == theme_size(first["next"]), (lang, sizes)
                h.app.pop()
                h.settle()
                scene = open_lesson(h, lesson_id, step=len(lesson.steps) - 1)
                while not scene.tutor.step_done:
                    h.click_button("show")
                    h.settle()
                h.pump(2)
                last = {k: scene._buttons[k] for k in ("prev", "show", "next")}
                assert last["next"].text == label, (lang, last["next"].text)
                assert {k: pygame.Rect(b.rect) for k, b in last.items()} == places, \
                    (lang, lesson_id, places, {k: b.rect for k, b in last.items()})
                for k in ("prev", "show"):
                    assert last[k].font.get_point_size() == sizes[k], (lang, k, sizes)
                b = last["next"]
                px = b.font.get_point_size()
                assert theme.text_floor() <= px <= sizes["next"], (lang, label, px, sizes)
                assert _fits(b, b.font, b.text), (lang, label, px, b.rect.width)
                h.app.pop()
                h.settle()
    finally:
        language.switch(h.app, "en")
        pygame.quit()
