"""The rule book in French and Arabic (``levels/rules/<lang>/*.md``, issue 11): every
translation keeps the English file's rule numbers, headings, tables, diagrams, worked examples,
notation and house-rule marks, and is really written in its language; the rules screen reads
the translation of the language in force and falls back to English.
"""

import re
from pathlib import Path

import pytest

from ludic import i18n
from ludic.app import rules_text

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT / "levels" / "rules"
ENGLISH = sorted(p.stem for p in RULES.glob("*.md"))
#: Every language of the app but English has the whole rule book.
LANGS = tuple(code for code in i18n.LANGUAGES if code != "en")
PAIRS = [(name, lang) for lang in LANGS for name in ENGLISH]


def read(name: str, lang: str) -> str:
    return rules_text.strip_comments(rules_text.rules_file(name, lang).read_text(encoding="utf-8"))


def prose(md: str) -> str:
    """The words of ``md`` a person reads as sentences: no code spans, code blocks or marks."""
    md = re.sub(r"```.*?```", " ", md, flags=re.S)
    md = re.sub(r"`[^`]*`", " ", md)
    for mark in rules_text.HOUSE_MARKS.values():
        md = md.replace(mark, " ")
    return md


def rule_numbers(md: str) -> set[str]:
    """Rule numbers (S3, K2, I10) and capital-letter notation (H17, D4) named in ``md``."""
    return set(re.findall(r"(?<![A-Za-z0-9])[A-Z]\d{1,2}(?![0-9])", md))


def code_spans(md: str) -> set[str]:
    """The `code` spans of ``md`` outside code blocks, house-rule marks left out."""
    md = re.sub(r"```.*?```", " ", md, flags=re.S)
    return {s for s in re.findall(r"`([^`\n]+)`", md) if not rules_text.is_house_mark(s)}


def structure(md: str) -> dict:
    lines = md.splitlines()
    # diagrams: the same holes in the same places (their captions are translated)
    code = [[[t for t in line.split() if len(t) == 1] for line in block.splitlines()]
            for block in re.findall(r"```\n(.*?)```", md, flags=re.S)]
    return {
        "h1": sum(line.startswith("# ") for line in lines),
        "h2": [re.match(r"## ([A-Z]\d+)\.", line).group(1) if re.match(r"## [A-Z]\d+\.", line)
               else "-" for line in lines if line.startswith("## ")],
        "table rows": sum(line.lstrip().startswith("|") for line in lines),
        "numbered items": [m for line in lines for m in re.findall(r"^\s*(\d+)\. ", line)],
        "code blocks": code,
    }


def test_every_english_rule_book_is_found():
    assert set(ENGLISH) == {"dra", "isolo", "khamousiyya", "sig-el-oued", "sig-el-oued-capture"}


@pytest.mark.parametrize("name,lang", PAIRS)
def test_translation_exists_and_is_not_empty(name, lang):
    path = rules_text.rules_file(name, lang)
    assert path == RULES / lang / f"{name}.md"
    assert path.is_file(), f"missing {path}"
    assert len(read(name, lang).strip()) > 0.6 * len(read(name, "en").strip())


@pytest.mark.parametrize("name,lang", PAIRS)
def test_every_rule_number_and_capital_notation_is_kept(name, lang):
    english, translated = read(name, "en"), read(name, lang)
    missing = rule_numbers(english) - rule_numbers(translated)
    assert not missing, f"{lang}/{name}.md lacks {sorted(missing)}"


@pytest.mark.parametrize("name,lang", PAIRS)
def test_same_headings_tables_diagrams_and_worked_examples(name, lang):
    english, translated = structure(read(name, "en")), structure(read(name, lang))
    assert translated == english


@pytest.mark.parametrize("name,lang", PAIRS)
def test_notation_in_code_spans_is_kept(name, lang):
    """Square names, holes, throws and options in backticks stay in the rule book's notation."""
    missing = code_spans(read(name, "en")) - code_spans(read(name, lang))
    assert not missing, f"{lang}/{name}.md lacks {sorted(missing)}"


@pytest.mark.parametrize("name,lang", PAIRS)
def test_house_rule_marks_are_translated_one_for_one(name, lang):
    english, translated = read(name, "en"), read(name, lang)
    count = english.count(rules_text.HOUSE_MARKS["en"])
    assert translated.count(rules_text.HOUSE_MARKS[lang]) == count
    assert rules_text.HOUSE_MARKS["en"] not in translated


ENGLISH_WORDS = {"the", "and", "of", "is", "a", "to", "with", "his", "piece", "player", "move",
                 "turn", "when", "on", "its", "that", "one", "in", "by", "from", "or", "it"}
FRENCH_WORDS = {"le", "la", "les", "de", "des", "du", "un", "une", "et", "est", "joueur", "pion",
                "pions", "qui", "en", "il", "au", "sur", "avec", "son", "sa", "ses"}


def words(md: str) -> list[str]:
    return re.findall(r"[^\W\d_]+", prose(md).lower())


@pytest.mark.parametrize("name", ENGLISH)
def test_french_is_french(name):
    if "fr" not in LANGS:
        pytest.skip("no French yet")
    english, french = read(name, "en"), read(name, "fr")
    ws = words(french)
    en = sum(w in ENGLISH_WORDS for w in ws) / len(ws)
    fr = sum(w in FRENCH_WORDS for w in ws) / len(ws)
    assert fr > 0.2 and en < 0.04, (fr, en)
    same = {line.strip() for line in english.splitlines() if len(line.split()) > 3} & \
        {line.strip() for line in french.splitlines()}
    assert not [line for line in same if not line.startswith(("|", "```"))
                and not re.fullmatch(r"[`A-Za-z0-9 .,:()=-]+", line)], same


@pytest.mark.parametrize("name", ENGLISH)
def test_french_typography_keeps_punctuation_with_its_word(name):
    """A no-break space (U+00A0 before ':' and inside guillemets, U+202F before ';', '!', '?')
    so that a line never starts with ':' or '»': the rules screen breaks lines at spaces only."""
    if "fr" not in LANGS:
        pytest.skip("no French yet")
    french = re.sub(r"`[^`\n]*`", "", read(name, "fr"))
    assert not re.findall(r".{0,12}(?:[ \n][:;!?»]|«[ \n]).{0,12}", french)
    assert "«\u00a0" in french and "\u00a0»" in french


@pytest.mark.parametrize("name", ENGLISH)
def test_arabic_is_arabic(name):
    if "ar" not in LANGS:
        pytest.skip("no Arabic yet")
    letters = [c for c in prose(read(name, "ar")) if c.isalpha()]
    arabic = sum("\u0600" <= c <= "\u06ff" for c in letters)
    assert arabic / len(letters) > 0.85, arabic / len(letters)


@pytest.mark.parametrize("name", ENGLISH)
def test_arabic_words_never_glue_latin_or_digits_to_arabic_letters(name):
    """Notation (``c2-c1``, ``D4``) and numbers stand apart from Arabic words (``و 13``, not
    ``و13``), so every word is of one direction and a right-to-left layout cannot scramble it."""
    if "ar" not in LANGS:
        pytest.skip("no Arabic yet")
    tokens = re.sub(r"`[^`\n]*`", " ", re.sub(r"```.*?```", " ", read(name, "ar"), flags=re.S)).split()
    glued = [t for t in tokens if re.search(r"[\u0621-\u064a]", t) and re.search(r"[A-Za-z0-9]", t)]
    assert not glued


# -- the language in force picks the file -------------------------------------------------------
@pytest.fixture
def lang():
    yield i18n.set_language
    i18n.set_language("en")


@pytest.mark.parametrize("code", LANGS)
def test_rules_screen_reads_the_language_in_force(lang, code):
    from ludic.app import catalog

    level = catalog.level("dra")
    english = catalog.rules_markdown(level)
    lang(code)
    assert catalog.rules_markdown(level) == (RULES / code / "dra.md").read_text(encoding="utf-8")
    assert catalog.rules_markdown(level) != english
    lang("en")
    assert catalog.rules_markdown(level) == english


def test_a_missing_or_empty_translation_falls_back_to_english(tmp_path, monkeypatch):
    (tmp_path / "levels" / "rules" / "fr").mkdir(parents=True)
    (tmp_path / "levels" / "rules" / "dra.md").write_text("# Dra\n\nEnglish.\n", encoding="utf-8")
    (tmp_path / "levels" / "rules" / "fr" / "dra.md").write_text("<!-- only a note -->\n\n",
                                                                  encoding="utf-8")
    monkeypatch.setenv("LUDIC_RESOURCES", str(tmp_path))
    assert rules_text.rules_markdown("dra", "fr") == "# Dra\n\nEnglish.\n"
    assert rules_text.rules_markdown("dra", "ar") == "# Dra\n\nEnglish.\n"
    assert rules_text.rules_markdown("isolo", "fr") is None


def test_comments_are_not_shown_and_every_house_mark_is_highlighted():
    md = ("<!-- spelling notes\n  over two lines -->\n# Title\n\n"
          "- `[règle maison]` un choix.\n- [قاعدة محلية] اختيار.\n- `[house rule]` a choice.\n")
    assert "spelling" not in rules_text.to_html(md)
    assert [style for style, _ in rules_text.runs("`[règle maison]` un choix.")][0] == "house"
    for mark in rules_text.HOUSE_MARKS.values():
        assert [run for run in rules_text.runs(f"x {mark} y") if run[0] == "house"] == \
            [("house", mark)]
        assert f"color={rules_text.HOUSE}><b>{mark}</b>" in rules_text.to_html(md)
    assert rules_text.runs("`a1`") == [("b", "a1")]


def test_the_rules_screen_redraws_its_page_when_the_language_changes(tmp_path, lang):
    """The laid-out page is cached per level and width; the language is part of the key, so a
    switch of language shows the translation at once."""
    from apphelp import Harness

    from ludic.app.scenes.rules import RulesScene

    h = Harness(tmp_path, size=(1280, 720))
    h.app.push(RulesScene(h.app), level_id="dra")
    h.pump(2)
    english = h.top.page()
    lang("fr")
    french = h.top.page()
    assert french is not english
    assert french.get_height() != english.get_height()
    lang("en")
    assert h.top.page() is english


def test_a_latin_phrase_in_arabic_rules_reads_left_to_right():
    """The Arabic rules page places its words from the right, so the source "Bellin 1964:
    56-59" read "56-59 1964: Bellin". A phrase of Latin words is placed as one (left to
    right inside); a stop after it and a rule number in brackets stay words of their own.
    A phrase too wide for a line is cut into phrases of a line each, in reading order: left
    as words, the Dra source 'Monod, T. 1950. Sur quelques...' read '1950. T. Monod,' (a QA
    pass, the teacher in Arabic)."""
    from ludic.app.rules_text import _BREAK, glued_stop, latin_phrases

    def split(text: str, room: int = 1000) -> list[str]:
        return [w for w in latin_phrases(_BREAK.split(text), len, room) if w.strip()]

    assert split("المصدر: Bellin 1964: 56-59.") == ["المصدر:", "Bellin 1964: 56-59", "."]
    assert split("من a1 إلى b2 (D2).") == ["من", "a1", "إلى", "b2", "(D2)", "."]
    assert split("انقل a1-b2 to c3 الآن") == ["انقل", "a1-b2 to c3", "الآن"]
    assert split("شبكة من 5 × 5. تُرقَّم") == ["شبكة", "من", "5", "×", "5", ".", "تُرقَّم"]
    assert split("Bellin 1964: 56-59", room=5) == ["Bellin", "1964:", "56-59"]
    assert split("Bellin 1964: 56-59", room=12) == ["Bellin 1964:", "56-59"]
    source = "المصدر: Monod, T. 1950. Sur quelques jeux. Notes 45: 11-13 (Monod 1939) كما"
    assert split(source, room=30) == ["المصدر:", "Monod, T. 1950. Sur quelques",
                                      "jeux. Notes 45: 11-13", "(Monod 1939)", "كما"]
    assert split("S1. اللوح والمسار") == ["S1", ".", "اللوح", "والمسار"]  # a heading
    # ... and the line is cut before the phrase, not between it and its comma: alone, the
    # comma began the next line of the Dra source in extra large text
    words = latin_phrases(_BREAK.split("مونو «Sur quelques jeux»، مجلة"), len, 1000)
    k = words.index("«Sur quelques jeux»")
    assert glued_stop(words, k) == "،" and glued_stop(words, k - 2) == ""
    # a Latin title glued to the Arabic comma that ends it is one phrase, the comma a stop
    # (taken as an Arabic word, "Africaines،" was placed apart: "Africaines، Notes")
    assert split("مجلة Notes Africaines، العدد 45") == ["مجلة", "Notes Africaines", "،",
                                                         "العدد", "45"]
    assert split("بوبوفا «Isolo, jeu royal des Sukuma»، مجلة") == [
        "بوبوفا", "«Isolo, jeu royal des Sukuma»", "،", "مجلة"]
    assert split("1.") == ["1", "."]  # a numbered item's number


def _rightmost_glyph_height(surface) -> tuple[int, int]:
    """The ink height of the glyph drawn furthest right on ``surface`` (its columns up to
    the first blank one), and of all the ink."""
    w, h = surface.get_size()
    ink = [[surface.get_at((x, y))[3] > 100 for y in range(h)] for x in range(w)]
    cols = [x for x in range(w) if any(ink[x])][::-1]
    glyph = [cols[0]]
    for x in cols[1:]:
        if glyph[-1] - x > 1:
            break
        glyph.append(x)

    def height(xs):
        rows = [y for y in range(h) if any(ink[x][y] for x in xs)]
        return rows[-1] - rows[0] + 1

    return height(glyph), height(cols)


def test_a_rule_number_s_stop_is_on_its_left_in_arabic():
    """'S1. اللوح والمسار' and an item's '1.' are read from the right: the number, then its
    stop (as a whole line draws it, in the contents). The page places words one by one, and
    'S1.' drawn alone put the stop at the right, where a reader of Arabic starts."""
    import pygame

    from ludic import i18n
    from ludic.app.rules_text import layout_markdown

    pygame.font.init()
    was = i18n.language()
    i18n.set_language("ar")
    try:
        for md in ("## S1. اللوح والمسار", "1. للجنوب `a1` و `b1`."):
            page = layout_markdown(md, 700, 20)
            glyph, line = _rightmost_glyph_height(page.surface)
            assert glyph > line // 3, (md, glyph, line)  # a digit, not the stop
        i18n.set_language("en")
        glyph, line = _rightmost_glyph_height(layout_markdown("## S1. Board", 700, 20).surface)
        assert glyph > line // 3  # English: "Board" ends the line, as before
    finally:
        i18n.set_language(was)


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_a_worked_examples_picture_is_beside_its_text_not_under_it(lang):
    """In Arabic the picture of a worked example (Dra D6) was drawn at the right, where the
    lines of its text begin: the words ran under the board. It sits where the lines end
    (the left in Arabic), and no letter is drawn on it."""
    import pygame

    from ludic import i18n
    from ludic.app.rules_text import layout_markdown

    pygame.font.init()
    text = {"en": "1. South has a1 and b1; placing on c1 is refused (a line of three); "
                  "placing on c2 is allowed, and the game goes on from there.",
            "ar": "1. للجنوب `a1` و `b1`؛ الوضع في `c1` ممنوع (صفّ من ثلاث)؛ والوضع في "
                  "`c2` جائز، وتستمر اللعبة من هناك."}[lang]
    picture = pygame.Surface((260, 120), pygame.SRCALPHA)  # clear: any ink on it is text
    was = i18n.language()
    i18n.set_language(lang)
    try:
        page = layout_markdown("## D6. Examples\n\n" + text, 700, 20, pictures={"D6.1": picture})
    finally:
        i18n.set_language(was)
    at = page.placed["D6.1"]
    assert (at.x == 0) if lang == "ar" else (at.right == 700)
    inked = [(x, y) for x in range(at.x, at.right) for y in range(at.y, at.bottom)
             if page.surface.get_at((x, y))[3] > 60]
    assert not inked, inked[:5]


def test_a_word_in_two_styles_reads_left_to_right_in_arabic_rules(monkeypatch):
    """'(`a`-`f`)' is five pieces in two styles (bold letters, plain dash and brackets) with
    no space between them. The Arabic page placed them one by one from the right, so the
    columns read '(f-a)' with the brackets facing out. As one word its letters read left to
    right and its brackets are mirrored as Unicode places them beside Arabic: '(a-f)', and
    '`h`)' (a bracket opened before Arabic words) reads '(h'. So does a bracket at the end
    of a Latin word or phrase whose pair lies beyond it: '(k = 1 أو 5)' read '5) أو (k = 1'."""
    import pygame

    from ludic import i18n
    from ludic.app import theme
    from ludic.app.rules_text import layout_markdown

    pygame.font.init()
    drawn: list[str] = []

    class Stamp:
        """A font whose every text is a block 10 px a character, coloured by its number."""

        def size(self, text):
            return (10 * len(text), 10)

        def render(self, text, _aa, _color):
            drawn.append(text)
            img = pygame.Surface((10 * len(text), 10), pygame.SRCALPHA)
            img.fill((len(drawn), 0, 0, 255))
            return img

    monkeypatch.setattr(theme, "font", lambda *a, **k: Stamp())

    def columns(md: str) -> str:
        """The texts drawn on the first line, left to right, as one string."""
        drawn.clear()
        surface = layout_markdown(md, 2000, 20).surface
        line = [surface.get_at((x, 5)) for x in range(surface.get_width())]
        out, last = [], None
        for px in line:
            if px[3] > 0 and px[0] != last:
                out.append(drawn[px[0] - 1])
            last = px[0] if px[3] > 0 else None
        return " ".join(out)

    was = i18n.language()
    try:
        i18n.set_language("ar")
        assert columns("ستة أعمدة (`a`-`f`) في") == "في ( a - f ) أعمدة ستة"
        assert columns("مقابل `i` و `h`)") == "( h و i مقابل"
        assert columns("سيق (`k` = 6") == "6 = k ) سيق"  # opened here, closed later
        # a bracket whose pair holds Arabic words faces in, in one style too
        assert columns("سيق (k = 1 أو 5)") == "( 5 أو k = 1 ) سيق"
        assert columns("من b2 (D2).") == ". (D2) b2 من"  # a pair inside a word is kept
        i18n.set_language("en")  # a left-to-right page is placed as before
        assert columns("six columns (`a`-`f`) here") == "six columns ( a - f ) here"
    finally:
        i18n.set_language(was)


@pytest.mark.parametrize("text_size", ["normal", "large", "extra large"])
def test_the_lines_of_a_drawn_board_in_the_rules_do_not_touch(text_size):
    """A QA pass (the teacher, French, extra large text): the board drawn in letters in
    Isolo I1 ('i j k l m n o p' over 'P O N M L K J I') had its lines 1.25 times the text's
    size apart, however much the text size setting enlarged the letters: the j and p
    reached into the capitals under them. Between the letters of one line and of the next
    there is a row without ink, at every text size."""
    import pygame

    from ludic.app import theme
    from ludic.app.rules_text import layout_markdown

    pygame.font.init()
    was = theme.text_factor()
    theme.set_text_size(text_size)
    try:
        page = layout_markdown("```\ni j k l m n o p\nP O N M L K J I\n```", 700, 20)
        surface = page.surface
        rows = [any(surface.get_at((x, y))[3] > 60 for x in range(surface.get_width()))
                for y in range(surface.get_height())]
        runs, inside = 0, False
        for ink in rows:
            if ink and not inside:
                runs += 1
            inside = ink
        assert runs >= 2, (text_size, runs)  # two lines of letters, apart
    finally:
        for name, factor in theme.TEXT_SIZES.items():
            if factor == was:
                theme.set_text_size(name)
