"""The small bidirectional algorithm of :mod:`ludic.app.bidi`, on lines people read."""

import pytest

from ludic.app.bidi import runs


def visual_numbers(line: str) -> list[str]:
    """The chunks drawn left to right (L or A runs), as a reader sees them, in a line of the
    Arabic screens (a right-to-left paragraph)."""
    return [chunk for kind, chunk in runs(line, rtl=True) if kind in ("L", "A")]


def test_a_decimal_number_after_arabic_stays_one_number():
    # Seen in setup's K1 explanation: "عند 0.5" was drawn "5.0".
    assert "0.5" in visual_numbers("عند 0.5 (أعواد متوازنة)")
    assert "1,000" in visual_numbers("بعد 1,000 دور")
    assert "12:30" in visual_numbers("الساعة 12:30 مساء")


def test_a_separator_between_words_or_at_a_number_end_stays_neutral():
    # A full stop ending a sentence after a number is punctuation, not part of it.
    chunks = visual_numbers("المجموعان 7 و13.")
    assert "13" in chunks and "13." not in chunks
    assert [k for k, c in runs("a1-b2", rtl=True) if c == "a1-b2"] == ["L"]


def test_a_bracket_after_a_latin_name_keeps_its_space_in_arabic():
    """A QA pass (the Sig race in Arabic, players named in Latin letters): "سيق! ارمِ من جديد
    يا Amina (Space أو زر «ارمِ» ...)" was drawn "Space)Amina  يا": the space before the
    bracket had been resolved with the name (its neighbours, the name and the bracket not
    yet given a direction, both looked left to right), and the bracket, turned right to left
    afterwards, stood flush against the name. The bracket pair takes its direction first
    (Unicode's N0 before N1): the space between name and bracket is the Arabic sentence's."""
    line = "يا Amina (Space أو زر)."
    kinds = {chunk: kind for kind, chunk in runs(line, rtl=True)}
    assert kinds["Amina"] == "L" and kinds.get(" (") == "R", runs(line, rtl=True)
    # a rule number after an Arabic word and a count after an Arabic name stay as they were
    assert runs("الخانة 1 (S5)", rtl=True)[-3:] == [("R", " ("), ("L", "S5"), ("R", ")")]
    assert visual_numbers("أمينة (1)") == ["1"]


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


def test_a_model_text_handed_to_the_drawing_is_shown_in_the_language_in_force():
    """The class of fault behind the Sig call-outs and the chart legend showing English:
    a Text is a str that reads as English; every drawing and measuring function of the
    theme shows it translated, and their caches keep the languages apart."""
    import pygame

    from ludic import i18n
    from ludic.app import theme
    from ludic.i18n import N_, Text

    pygame.font.init()
    text = Text(N_("Back"))
    was = i18n.language()
    try:
        i18n.set_language("fr")
        french = i18n._("Back")
        assert french != "Back"
        assert theme.words(text) == french
        assert theme.ellipsis(text, 16, 2000) == french
        assert theme.wrap(text, 16, 2000) == [french]
        assert theme.text_width(text, 16) == theme.text_width(french, 16)
        assert theme.render(text, 16).get_size() == theme.render(french, 16).get_size()
        narrow = theme.text_width(french, 30) - 1
        fr_size = theme.fit_size(text, narrow, 30)
        i18n.set_language("en")
        assert theme.words(text) == "Back"
        assert theme.fit_size(text, narrow, 30) == theme.fit_size("Back", narrow, 30)
        assert fr_size == theme.fit_size(french, narrow, 30)
    finally:
        i18n.set_language(was)


def test_every_arabic_letter_is_drawn_by_the_arabic_face_at_every_size():
    """``ة`` has the same metrics as the missing-glyph box in bold at 9 and 12 px: it was
    taken for missing and drawn as a box with the Latin face (مكة read مك▯ at 1024x600)."""
    import pygame

    from ludic import i18n
    from ludic.app import theme

    pygame.font.init()
    letters = "ابتثجحخدذرزسشصضطظعغفقكلمنهويةىءأإآؤئ"
    was = i18n.language()
    i18n.set_language("ar")
    try:
        for size in range(8, 40):
            for bold in (False, True):
                face = theme.font(size, bold)
                assert [c for c in letters if not face._arabic_has(c)] == [], (size, bold)
                assert not face._arabic_has("\ue001")  # a character it has no glyph for
    finally:
        i18n.set_language(was)


def test_text_is_drawn_without_numpy():
    """The app ships without numpy (requirements.txt, the bundle): pygame.surfarray needs
    it, and a space's gap measured with it stopped the frozen app's first text. Drawing
    and measuring text in every language must work with numpy impossible to import."""
    import subprocess
    import sys

    code = (
        "import sys; sys.modules['numpy'] = None\n"
        "import os; os.environ['SDL_VIDEODRIVER'] = 'dummy'\n"
        "import pygame; pygame.init()\n"
        "from ludic import i18n\n"
        "from ludic.app import theme\n"
        "for lang in ('en', 'fr', 'ar'):\n"
        "    i18n.set_language(lang)\n"
        "    for size in (11, 13, 16):\n"
        "        theme.render('Player 4 throws 3: un jeu, الخانة 1 (S5)', size)\n"
        "        theme.text_width('Player 4 throws', size, italic=True)\n"
        "print('ok')\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120, env={**__import__("os").environ,
                                            "SDL_AUDIODRIVER": "dummy"})
    assert done.returncode == 0 and done.stdout.strip().endswith("ok"), done.stderr[-2000:]


def _chevron_at(surface, right: bool) -> str:
    """Which way the chevron drawn at the ``right`` (else left) end of ``surface`` points:
    "right" when its tip (its middle row) reaches further that way than its arms' ends."""
    w, h = surface.get_size()
    ink = [[surface.get_at((x, y))[3] > 128 for x in range(w)] for y in range(h)]
    columns = [x for x in range(w) if any(ink[y][x] for y in range(h))]
    cols = columns[::-1] if right else columns
    cluster = [cols[0]]  # the columns of the end glyph: up to the first blank column
    for x in cols[1:]:
        if abs(x - cluster[-1]) > 1:
            break
        cluster.append(x)
    lo, hi = min(cluster), max(cluster)
    rows = [y for y in range(h) if any(ink[y][x] for x in range(lo, hi + 1))]
    def reach(y):  # the rightmost ink of row y in the glyph
        return max(x for x in range(lo, hi + 1) if ink[y][x])
    middle = reach(rows[len(rows) // 2])
    return "right" if middle > reach(rows[0]) else "left"


def test_angle_quotes_and_arrows_turn_round_in_right_to_left_text():
    """Review's « Start ‹ Back Next › End » in Arabic: the start is at the right, so its
    arrows point right (Unicode mirrors « » ‹ › ( ) in a right-to-left run). The Arabic face
    has « and », which HarfBuzz turns round as it shapes the run; ‹ and › are drawn by the
    Latin face, which BidiFont turns round itself. Checked on the pictures, so a pygame whose
    HarfBuzz does not mirror would be caught."""
    import pygame

    from ludic import i18n
    from ludic.app import theme

    pygame.font.init()
    was = i18n.language()
    i18n.set_language("ar")
    try:
        for bold in (False, True):
            face = theme.font(28, bold)
            for text, end, points in (("« البداية", "right", "right"),
                                      ("‹ رجوع", "right", "right"),
                                      ("التالي ›", "left", "left"),
                                      ("النهاية »", "left", "left")):
                img = face.render(text, True, (0, 0, 0))
                assert _chevron_at(img, end == "right") == points, (text, bold)
        i18n.set_language("en")
        img = theme.font(28).render("« Start", True, (0, 0, 0))
        assert _chevron_at(img, False) == "left"  # left to right: as typed
    finally:
        i18n.set_language(was)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_an_arabic_name_in_an_english_or_french_sentence_reads_left_to_right(language):
    """Two players sharing the computer in French, their names typed in Arabic: the message
    bar read ".de jouer. Posez un pion : sans aligner trois (D2) أمينة À", the panel
    "12 أمينة 12, يوسف : En main" and a store "a pris يوسف": a line holding an Arabic letter
    was laid out from the right in every language. In English and French it is a
    left-to-right line, the name read from the right inside it; in Arabic, as before, from
    the right."""
    import pygame

    from ludic import i18n
    from ludic.app import theme

    pygame.font.init()
    was = i18n.language()
    try:
        i18n.set_language(language)
        face = theme.font(20)
        for line, pieces in (
                ("À أمينة de jouer. Posez un pion (D2).",
                 ["À ", "أمينة", " de jouer. Posez un pion (D2)."]),
                ("يوسف a pris", ["يوسف", " a pris"]),
                ("En main : أمينة 12, يوسف 12", ["En main : ", "أمينة", " 12, ", "يوسف", " 12"]),
                ("Karim (عبد الرحمن)", ["Karim (", "عبد الرحمن", ")"])):
            assert [text for _face, text in face._pieces(line)] == pieces, line
        assert face.caret_x("En main : أمينة", 0) == 0  # a text entry's cursor, as drawn
        i18n.set_language("ar")
        face = theme.font(20)
        assert [t for _f, t in face._pieces("À أمينة de jouer")] == ["de jouer", " أمينة ", "À"]
    finally:
        i18n.set_language(was)


def _paragraph(text: str, size: int, width: int):
    """``text`` rendered whole by :func:`theme.render` ``width`` pixels wide, with the pictures
    of its lines, drawn alone, and the step from one line to the next that it took."""
    from ludic.app import theme

    face = theme.font(size)
    whole = theme.render(text, size, (0, 0, 0), wrap=width)
    lines = [face._render_line(line, True, (0, 0, 0)) for line in face.wrap(text, width)]
    assert len(lines) >= 2, (text, size, width)
    step = (whole.get_height() - lines[-1].get_height()) / (len(lines) - 1)
    return whole, lines, step


def _blank_rows(above, below, step: int, right: bool) -> int:
    """The fewest blank rows between ``above``'s letters and ``below``'s, ``below`` drawn
    ``step`` rows lower (both set to the right edge if ``right``), looking a column either
    side: 0 when they touch or run into each other."""
    import pygame

    a, b = pygame.mask.from_surface(above, 60), pygame.mask.from_surface(below, 60)
    dx = above.get_width() - below.get_width() if right else 0
    rows = 0
    while rows < step and not any(a.overlap(b, (dx + d, step - rows - 1)) for d in (-1, 0, 1)):
        rows += 1
    return rows


@pytest.mark.parametrize("text_size", ["normal", "large", "extra large"])
def test_an_arabic_paragraph_steps_by_the_latin_line_unless_its_marks_need_more(text_size):
    """A paragraph rendered whole in Arabic (a dialog, the game-over panel, the Sig race's
    legend, a setup option's explanation) stepped its lines by Noto Sans Arabic's line, half
    as tall again as the Latin one: its lines stood an empty line apart. It steps by the
    Latin line as English does, in one place (theme.render) rather than a flag at each call;
    and where an Arabic line's marks would then touch the next line (the damma of "وُضعت"
    under the descender of "ع", at 12 px), a little more, never the Arabic face's step."""
    import pygame

    from ludic import i18n
    from ludic.app import theme

    pygame.font.init()
    was = i18n.language()
    i18n.set_language("ar")
    try:
        theme.set_text_size(text_size)
        plain = "خانة لكل نقطة في السباق كله"
        marked = "وُضعت كل القطع: تبدأ الحركة، ويتحرك أمينة أولًا إلى المركز (H2)"
        for size in (12, 14, 16, 19, 21, 24, 28, 32):
            face = theme.font(size)
            tall = max(face.arabic.get_linesize(), face.latin.get_linesize())
            _whole, lines, step = _paragraph(plain, size, theme.text_width("خانة لكل", size))
            assert step == theme.line_step(size), (size, step, theme.line_step(size), tall)
            for width in range(theme.text_width("وُضعت كل القطع:", size),
                               theme.text_width(marked, size), max(4, size)):
                _whole, lines, step = _paragraph(marked, size, width)
                assert theme.line_step(size) <= step < tall, (size, width, step)
                for above, below in zip(lines, lines[1:]):
                    assert _blank_rows(above, below, int(step), True) >= 2, (size, width)
    finally:
        theme.set_text_size("normal")
        i18n.set_language(was)


def test_lines_drawn_one_at_a_time_step_as_a_paragraph_rendered_whole():
    """The message bar's two lines and a lesson step's words are drawn a line at a time
    (theme.lines_step): the Latin line in English, French and Arabic, a little more where an
    Arabic line's marks would touch the next line's letters, as a paragraph rendered whole."""
    import pygame

    from ludic import i18n
    from ludic.app import theme

    pygame.font.init()
    was = i18n.language()
    try:
        i18n.set_language("fr")
        lines = theme.wrap("Posez un pion : sans aligner trois pions (D2), jamais", 16, 200)
        assert len(lines) > 1 and theme.lines_step(lines, 16) == theme.line_step(16)
        i18n.set_language("ar")
        marked = "وُضعت كل القطع: تبدأ الحركة، ويتحرك أمينة أولًا إلى المركز (H2)"
        wider = 0
        for size in (12, 16, 21, 28):
            face = theme.font(size)
            for width in range(theme.text_width("وُضعت كل القطع:", size),
                               theme.text_width(marked, size), max(4, size)):
                lines = theme.wrap(marked, size, width)
                step = theme.lines_step(lines, size)
                assert theme.line_step(size) <= step < face.arabic.get_linesize()
                wider += step > theme.line_step(size)
                pictures = [theme.render(line, size, (0, 0, 0)) for line in lines]
                for above, below in zip(pictures, pictures[1:]):
                    assert _blank_rows(above, below, step, True) >= 2, (size, width, lines)
        assert wider, "some lines need more than the Latin line"
    finally:
        i18n.set_language(was)


def _arabic(msgid: str, **values) -> str:
    from ludic import i18n

    i18n.set_language("ar")
    try:
        return i18n._(msgid).format(**values)
    finally:
        i18n.set_language("en")


def test_a_latin_name_and_its_move_keep_their_places_in_an_arabic_row():
    """The Arabic move list drew "C3 يأسر ،Yusuf  C5-C4" and "Yusuf  D5-D6": the name typed
    in Latin letters and its move made one left-to-right block, so a reader starting from the
    right met the move before the name. The catalogue isolates each (Unicode's FSI ... PDI)
    and the line reads from the right: the name, its move, then what it took."""
    from ludic.app.bidi import visual_text

    row = _arabic("{name}  {move}, {what}", name="Yusuf", move="C5-C4", what="يأسر C3")
    assert visual_text(row, rtl=True) == "C3 رسأي ،C5-C4  Yusuf"
    plain = _arabic("{name}  {move}", name="Yusuf", move="D5-D6")
    assert visual_text(plain, rtl=True) == "D5-D6  Yusuf"
    # without the isolates it is the block the test is about (so it can fail)
    bare = "Yusuf  C5-C4، يأسر C3"
    assert visual_text(bare, rtl=True) == "C3 رسأي ،Yusuf  C5-C4"
    # a name of two words stays one name; a name in Arabic letters keeps its place too
    two = _arabic("{name}  {move}", name="Amina Benali", move="a3-b4")
    assert visual_text(two, rtl=True) == "a3-b4  Amina Benali"
    arabic = _arabic("{name}  {move}", name="أمينة", move="a3-b4")
    assert visual_text(arabic, rtl=True) == "a3-b4  ةنيمأ"


def test_a_count_after_a_latin_name_follows_it_from_the_right():
    """The Khamousiyya panel's "المأسور: أسر Amina (5)، وأسر Yusuf (3)" drew "Amina (5)" as a
    left-to-right block, its count read before the name; the compact throw row "Amina (4):
    ..." likewise."""
    from ludic.app.bidi import visual_text

    taken = _arabic("Taken: by {south} ({a}), by {north} ({b})", south="Amina", a=5,
                    north="Yusuf", b=3)
    # worded "على يد" (by the hand of) since: "أسر Amina" was a masculine verb before a name
    assert visual_text(taken, rtl=True) == "(3) Yusuf دي ىلعو ،(5) Amina دي ىلع :روسأملا"
    throw = _arabic("{name} ({count}): {what}", name="Amina", count=4, what="الأب 5 إلى 9")
    assert visual_text(throw, rtl=True) == "9 ىلإ 5 بألا :(4) Amina"


def test_rule_numbers_joined_by_the_arabic_comma_read_in_order():
    """A hint's reason ends "(H2، H4)": the Arabic comma was taken for an Arabic letter, so
    the two rule numbers were laid out from the right, "(H4 ،H2)". It is a separator
    (Unicode's class CS): between two Latin runs it takes their direction, and the numbers
    read as written, "(H2، H4)", as in a browser."""
    from ludic.app.bidi import runs, visual_text

    line = "يحمي قطعتك في b2 من أن تأسرها أول خطوة للخصم إلى المركز (H2، H4)"
    shown = visual_text(line, rtl=True)
    assert shown.startswith("(H2، H4) ") and "b2" in shown
    assert ("L", "H2، H4") in runs(line, rtl=True)
    # between Arabic words it is still the sentence's: "الجنوب، الشمال" one run
    assert runs("الجنوب، الشمال", rtl=True) == [("R", "الجنوب، الشمال")]


def test_an_isolate_cut_by_a_wrapped_line_keeps_its_words_in_order():
    """A row wrapped inside a long name: each line keeps what it has of the isolate in its
    own order, and the marks are never drawn (SDL_ttf refuses a text of no width)."""
    import pygame

    from ludic import i18n
    from ludic.app import theme
    from ludic.app.bidi import FSI, PDI, visual_text

    assert visual_text(f"Benali{PDI}  {FSI}D3-D4{PDI}،", rtl=True) == "،D3-D4  Benali"
    assert visual_text(f"يلعب {FSI}Amina", rtl=True) == "Amina بعلي"
    pygame.font.init()
    i18n.set_language("ar")
    try:
        row = i18n._("{name}  {move}").format(name="Amina Benali Ouedraogo", move="a3-b4")
        lines = theme.wrap(row, 16, theme.text_width("Amina Benali", 16) + 4)
        assert len(lines) > 1 and "".join(lines).count(FSI) == 2
        for line in lines:
            img = theme.render(line, 16)
            assert img.get_width() > 0
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("sentence, tail, shown", [
    ("الأب على 11 يرمي 6، ثم 1.", "1.", ".1"),
    ("ارمِ العصيّ: انقر «ارمِ» أو اضغط Space.", "Space.", ".Space"),
])
def test_a_wrapped_line_without_an_arabic_letter_reads_from_the_right(sentence, tail, shown):
    """A lesson's Arabic step ended "... ثم" over a line "1." (and another over "(S5).", which
    the wrap now keeps with its word, ``i18n.held_brackets``):
    alone, a line of a number or a rule number and the full stop has no Arabic letter, so
    it was laid out from the left, its stop at the right, where an Arabic sentence begins.
    Cut from a right-to-left paragraph, it is read from the right like the lines above it:
    the sentence ends at its left."""
    import pygame

    from ludic import i18n
    from ludic.app import theme
    from ludic.app.bidi import unmarked, visual_text

    pygame.font.init()
    i18n.set_language("ar")
    try:
        head = sentence[:-len(tail)].strip()
        lines = theme.wrap(sentence, 24, theme.text_width(head, 24) + 2)
        assert [unmarked(line) for line in lines] == [head, tail]
        assert unmarked(visual_text(lines[1])) == shown
        # the same paragraph rendered whole (wraplength) draws its last line alike
        f = theme.font(24)
        assert unmarked(visual_text(f.wrap(sentence, f.size(head)[0] + 2)[1])) == shown
        # a line of Latin words alone keeps reading from the left (a name in the panel)
        assert visual_text("Amina (3).") == "Amina (3)."
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_wrapped_latin_paragraph_keeps_a_word_that_fits_exactly_on_its_line(language):
    """Every paragraph rendered whole in English and French (a lesson's step, the rules, a
    panel line, a dialog) was broken by the Latin face's own wrapping, which counts the space
    after a line's last word: "2 squares per point" in the 58 px of "2 squares" read "2 /
    squares / per point", "squares" sent down though it fitted (fixed for the Sig race legend
    alone, 1fbb574). Now each line ends where :func:`theme.wrap` ends it, the picture as many
    lines tall and as wide as the room it was given; a no-break space still holds its words
    together ("La Mecque")."""
    import pygame

    from ludic import i18n
    from ludic.app import theme

    pygame.font.init()
    was = i18n.language()
    i18n.set_language(language)
    try:
        for text, first in (("2 squares per point", "2 squares"),
                            ("Sig squares: only a count with sig power enters", "Sig squares:"),
                            ("atteint La\u00a0Mecque avant les autres", "atteint La\u00a0Mecque")):
            for size in (12, 14, 16, 20, 24):
                width = theme.text_width(first, size)
                lines = theme.wrap(text, size, width)
                assert lines[0] == first, (size, lines)
                img = theme.render(text, size, (0, 0, 0), wrap=width)
                step = theme.font(size).latin.get_linesize()
                assert img.get_height() == step * (len(lines) - 1) + \
                    theme.font(size).latin.get_height(), (text, size, lines, img.get_size())
                assert img.get_width() == width, (text, size, img.get_width(), width)
                # the first line's ink is the first line alone, drawn by itself
                alone = theme.render(first, size, (0, 0, 0))
                top = img.subsurface((0, 0, alone.get_width(), alone.get_height()))
                assert pygame.image.tobytes(top, "RGBA") == pygame.image.tobytes(alone, "RGBA")
    finally:
        i18n.set_language(was)


def test_a_french_place_name_is_never_split_by_a_wrapped_line():
    """The French Sig race legend read "... de 26 à La" over "Mecque) : seul un compte":
    a place's name with its capitalised article ("La Mecque", "Le Caire") is one word to
    the wrapping, at every width, whether the lines are set by :func:`theme.wrap` or by a
    paragraph rendered whole; "la mère", an article written small, still breaks."""
    import pygame

    from ludic import i18n
    from ludic.app import theme

    pygame.font.init()
    was = i18n.language()
    i18n.set_language("fr")
    try:
        text = i18n._("Sig squares (the Minaret, 26 to Mecca): only a count with sig power "
                      "enters, leaves or moves on in them, and leaves square 1 (S5).")
        assert "La Mecque" in text
        text += " Puis Le Caire, la mère"
        face = theme.font(14)
        split = 0
        for width in range(theme.text_width("Mecque)", 14), theme.text_width(text, 14), 3):
            for lines in (theme.wrap(text, 14, width), face.wrap(text, width)):
                # (a rule's reference is held to its word by a no-break space)
                assert " ".join(lines).replace("\xa0", " ") == text.replace("\xa0", " ")
                assert not any(line.endswith((" La", " Le")) for line in lines), (width, lines)
                split += any(line.endswith(" la") for line in lines)
        assert split, "an article written small still breaks"
        assert i18n.kept_together("à La Mecque , la mère".split(" ")) == \
            ["à", "La Mecque", ",", "la", "mère"]
        # a French rule: English and Arabic words are left as they are
        for language in ("en", "ar"):
            i18n.set_language(language)
            assert i18n.kept_together(["à", "La", "Mecque"]) == ["à", "La", "Mecque"]
    finally:
        i18n.set_language(was)


@pytest.mark.parametrize("language, text", [
    ("en", "Throw the six sticks and lead the father, the djinn and the mother to Mecca."),
    ("ar", "ارمِ العصيّ الستّ وقُد الأب والجنّ والأمّ واحدًا بعد الآخر إلى مكّة."),
])
def test_a_paragraphs_lines_are_stacked_from_its_start_on_its_background(language, text):
    """A paragraph rendered whole is its lines, each drawn alone, one step apart on the
    background asked for: set to the left in English (the Latin face's line, the picture as
    wide as the room), to the right in Arabic (:meth:`BidiFont.paragraph_step`). Both go
    through one stacking (``BidiFont._stacked``); a line set from the wrong edge or a step
    of the other's would show here."""
    import pygame

    from ludic import i18n
    from ludic.app import theme

    pygame.font.init()
    was = i18n.language()
    i18n.set_language(language)
    try:
        face, bg, width = theme.font(16), (250, 240, 220), 260
        lines = face.wrap(text, width)
        assert len(lines) >= 2, lines
        alone = [face.render(line, True, (0, 0, 0), bg) for line in lines]
        img = face.render(text, True, (0, 0, 0), bg, width)
        right = language == "ar"
        step = face.paragraph_step(alone, right) if right else face.latin.get_linesize()
        assert img.get_height() == step * (len(lines) - 1) + alone[-1].get_height()
        assert img.get_width() == (max(a.get_width() for a in alone) if right else width)
        for k, line in enumerate(alone):
            x = img.get_width() - line.get_width() if right else 0
            part = img.subsurface((x, k * step, line.get_width(), min(step, line.get_height())))
            top = line.subsurface((0, 0, *part.get_size()))
            assert pygame.image.tobytes(part, "RGBA") == pygame.image.tobytes(top, "RGBA"), k
        # the room beside the shortest line is the background, not left transparent
        short = min(range(len(alone)), key=lambda k: alone[k].get_width())
        spare = 0 if right else img.get_width() - 1
        assert img.get_at((spare, short * step + 1))[:3] == bg
    finally:
        i18n.set_language(was)
