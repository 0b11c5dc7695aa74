"""The small bidirectional algorithm of :mod:`ludic.app.bidi`, on lines people read."""

from ludic.app.bidi import runs


def visual_numbers(line: str) -> list[str]:
    """The chunks drawn left to right (L or A runs), as a reader sees them."""
    return [chunk for kind, chunk in runs(line) if kind in ("L", "A")]


def test_a_decimal_number_after_arabic_stays_one_number():
    # Seen in setup's K1 explanation: "عند 0.5" was drawn "5.0".
    assert "0.5" in visual_numbers("عند 0.5 (أعواد متوازنة)")
    assert "1,000" in visual_numbers("بعد 1,000 دور")
    assert "12:30" in visual_numbers("الساعة 12:30 مساء")


def test_a_separator_between_words_or_at_a_number_end_stays_neutral():
    # A full stop ending a sentence after a number is punctuation, not part of it.
    chunks = visual_numbers("المجموعان 7 و13.")
    assert "13" in chunks and "13." not in chunks
    assert [k for k, c in runs("a1-b2") if c == "a1-b2"] == ["L"]


def test_a_games_people_and_place_are_joined_with_the_languages_comma():
    import pygame

    from ludic import i18n
    from ludic.app import theme

    pygame.font.init()
    before = i18n.language()
    i18n.set_language("ar")
    try:
        text, _size = theme.header_line("سوف", "الوادي، الجزائر", 2000, 16, 12)
    finally:
        i18n.set_language(before)
    assert text == "سوف، الوادي، الجزائر"
