"""The Learn screen's Start button says "Start the next lesson" as large as its height allows.

A QA pass with a teacher's projector (French, extra large text, 1024x768): the button kept
its 300 px at scale 1 and shrank its words to fit it, "Commencer la leçon suivante" drawn at
13 px beside "Retour" at 27 (English "Start the next lesson" at 19), with the bottom row
empty between the two buttons. It now widens toward Back to hold its words at its theme's
size (or as large as the button's height allows: Arabic letters reach further above and
below the line), and keeps clear of Back."""

from __future__ import annotations

import pygame
import pytest

from apphelp import Harness, assert_as_large_as_english, height_allows, learn_in_each_language
from ludic.app import language


@pytest.mark.parametrize("size", [(1024, 600), (1024, 768), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("text_size", ["normal", "extra large"])
def test_start_the_next_lesson_is_as_large_as_its_height_allows(tmp_path, size, text_size):
    h = Harness(tmp_path, size=size)
    h.set_text_size(text_size)
    try:
        for lang in learn_in_each_language(h):
            found = {oid: h.button(oid) for oid in ("back", "start")}
            back, start = found["back"], found["start"]
            assert start.text != "", lang
            # its width does not shrink it: as large as the height lets it be
            assert start.font.get_point_size() == height_allows(start), \
                (lang, start.text, start.font.get_point_size(), height_allows(start))
            # inside the window, clear of Back, on the same row
            window = h.app.screen.get_rect()
            assert window.contains(start.rect), (lang, start.rect)
            assert not start.rect.inflate(8, 0).colliderect(back.rect), \
                (lang, start.rect, back.rect)
            assert start.rect.centery == back.rect.centery
    finally:
        language.switch(h.app, "en")
        pygame.quit()


@pytest.mark.parametrize("size", [(1024, 768), (1280, 720), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_back_and_start_are_as_large_in_every_language(tmp_path, size):
    """In extra large text the row was 54 px at scale 1 whatever its words: Arabic letters,
    which reach further above and below their line, were drawn at 22 px for English's 27
    at 1024x768 («رجوع» and «ابدأ الدرس التالي»). The row is now as tall as its words need,
    within the gap above it: each label at least 90% of English's, the row under the
    lists."""
    h = Harness(tmp_path, size=size)
    h.set_text_size("extra large")
    drawn = {}
    try:
        for lang in learn_in_each_language(h):
            scene = h.top
            drawn[lang] = {}
            for oid in ("back", "start"):
                b = h.button(oid)
                assert b.rect.top >= scene.bottom, (lang, oid, b.rect, scene.bottom)
                drawn[lang][oid] = (b.text, b.font.get_point_size())
        assert_as_large_as_english(drawn)
    finally:
        language.switch(h.app, "en")
        pygame.quit()
