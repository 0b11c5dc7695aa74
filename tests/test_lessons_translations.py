"""Lesson translations (issue 11): every text a learner reads in a lesson, in French and in
Arabic, written in the lesson files beside the English (see ``ludic/model/lessons.py``).

Each translation must carry what the English points at on the board and in the rule book: the
rule citations (``(D3)``, ``(S5, K2)``) and the notation (squares ``c2``, moves ``c2-c1``,
removals ``xd5``), untouched. Arabic is written in Arabic script, with notation and digits in
runs of their own (``و 13``, never ``و13``), so that the bidirectional layout keeps them whole.
French follows French typography: a no-break space before ``: ; ! ?``."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from ludic.i18n import language, set_language, tr
from ludic.model.lessons import CITATION_RE, COURSES, RULE_RE, load_all

#: The courses whose lessons are translated: all of them.
TRANSLATED = COURSES
LESSONS = [lesson for lesson in load_all() if lesson.course in TRANSLATED]

#: Squares and moves of the games' notation as the lessons write them: ``c2``, ``c2-c1``,
#: ``xd5`` (a removal), Isolo's holes ``A3``/``b12`` ...
NOTATION_RE = re.compile(r"(?<![\w-])x?[a-zA-Z]\d{1,2}(?:[-x][a-zA-Z]\d{1,2})*(?![\w-])")
ARABIC_LETTER = r"\u0621-\u064a\u066e-\u06d3\u06fa-\u06ff"
GLUED_RE = re.compile(rf"[{ARABIC_LETTER}][A-Za-z0-9]|[A-Za-z0-9][{ARABIC_LETTER}]")


def texts(lesson):
    """Every translatable text of a lesson, with a name saying where it is."""
    yield "title", lesson.title
    yield "summary", lesson.summary
    for i, step in enumerate(lesson.steps, 1):
        yield f"steps[{i}].text", step.text
        if step.done is not None:
            yield f"steps[{i}].done", step.done
        if step.other is not None:
            yield f"steps[{i}].other", step.other
        for move, explanation in step.wrong.items():
            yield f"steps[{i}].wrong.{move}", explanation


FIELDS = [(lesson, where, text) for lesson in LESSONS for where, text in texts(lesson)]
IDS = [f"{lesson.id}:{where}" for lesson, where, _ in FIELDS]


def citations(text: str) -> list[str]:
    """The rule numbers cited in brackets, in order (``['D2', 'D3']``)."""
    return [f"{letter}{number}" for c in CITATION_RE.findall(text)
            for letter, number in RULE_RE.findall(c)]


def test_the_translated_courses_have_lessons():
    assert {lesson.course for lesson in LESSONS} == set(TRANSLATED)


@pytest.mark.parametrize("lesson,where,text", FIELDS, ids=IDS)
@pytest.mark.parametrize("code", ["fr", "ar"])
def test_every_text_is_translated_with_its_citations_and_notation(lesson, where, text, code):
    translation = text.translations.get(code, "")
    assert translation.strip() and translation != str(text), f"no {code} translation"
    assert sorted(citations(translation)) == sorted(citations(text)), translation
    # as often as the English: a place named twice is named for two reasons ("South throws 4:
    # b3 lands on f3. Throw, then move b3 to f3."); the French once dropped the instruction
    missing = Counter(NOTATION_RE.findall(str(text))) - Counter(NOTATION_RE.findall(translation))
    assert not missing, (dict(missing), translation)


@pytest.mark.parametrize("lesson,where,text", FIELDS, ids=IDS)
def test_arabic_is_arabic_script_with_notation_apart(lesson, where, text):
    arabic = text.translations["ar"]
    letters = [c for c in arabic if c.isalpha()]
    native = [c for c in letters if re.match(f"[{ARABIC_LETTER}\u064b-\u0652]", c)]
    assert len(native) >= 0.6 * len(letters), arabic
    assert not GLUED_RE.search(arabic), GLUED_RE.search(arabic).group()


@pytest.mark.parametrize("lesson,where,text", FIELDS, ids=IDS)
def test_french_typography(lesson, where, text):
    french = text.translations["fr"]
    assert not re.search(r" [:;!?]", french), "a plain space before : ; ! or ?"
    assert not re.search(r"[^\s\u00a0\u202f][:;!?]", french), "no space before : ; ! or ?"
    assert not re.search(r"«[^\u00a0]|[^\u00a0]»", french), "« guillemets » need no-break spaces"
    assert "'" not in french, "typographic apostrophe (’)"


def test_the_loader_shows_the_lesson_in_the_language_in_force():
    lesson = LESSONS[0]
    try:
        set_language("fr")
        assert tr(lesson.title) == lesson.title.translations["fr"] != str(lesson.title)
        set_language("ar")
        assert tr(lesson.steps[0].text) == lesson.steps[0].text.translations["ar"]
    finally:
        set_language("en")
    assert tr(lesson.title) == str(lesson.title)


#: What a lesson quotes in its own words, not a name the app shows: yezzi's meaning.
GLOSSES = {"fr": {"suffit"}, "ar": {"يكفي"}}
QUOTE_RE = re.compile(r"«\s*([^»]+?)\s*»|“([^”]+)”")


def catalogue_texts(code: str) -> list[str]:
    """Every translation in the app's catalogue for ``code``, in lower case."""
    from babel.messages.pofile import read_po

    from ludic.resources import resource_path

    with open(resource_path("locale", code, "LC_MESSAGES", "ludic.po"), "rb") as f:
        catalog = read_po(f)
    out = []
    for message in catalog:
        strings = message.string if isinstance(message.string, (tuple, list)) \
            else [message.string]
        out.extend(s.lower() for s in strings if s)
    return out


@pytest.mark.parametrize("code", ["fr", "ar"])
def test_what_a_lesson_quotes_is_what_the_app_shows(code):
    """A lesson quotes the app's own words so that the learner finds them: a button («Tout
    libérer», «أرني»), an option's name (« après la prise »), a mark on the board. Each quote
    is a text of the app's catalogue in that language (or a word's meaning the lesson gives).
    The Sig capture circuit lesson quoted the second pass mark as « 2nd » in French and
    Arabic, where the board draws « 2e » and «2» (a learner's pass, in French)."""
    known = catalogue_texts(code)
    was = language()
    set_language(code)
    try:
        missing = []
        for lesson in LESSONS:
            for where, text in texts(lesson):
                for match in QUOTE_RE.finditer(tr(text)):
                    quoted = next(g for g in match.groups() if g)
                    if quoted not in GLOSSES[code] and \
                            not any(quoted.lower() in k for k in known):
                        missing.append((lesson.id, where, quoted))
    finally:
        set_language(was)
    assert not missing


#: The glossary's French words (docs/GLOSSARY.md) that the game's messages drawn beside a lesson
#: use, and the other names the French lessons gave the same things: (courses, what the lesson
#: must not say, the glossary's word).
FRENCH_GLOSSARY = [
    (("isolo",), r"phase d[’']ouverture", "phase initiale (I3), not the opening (I2)"),
    (("dra",), r"\bcases?\b", "trou: a hole is never a case"),
    (("dra",), r"\b[Pp]lacements?\b", "pose: the prompt says « Pose un pion » (D2)"),
    (("dra", "khamousiyya"), r"\b[Ee]nl[eè]v", "retirer: the ribbon says « Retire un pion »"),
    (("sig-el-oued", "sig-el-oued-capture"), r"\b[Tt]otal\b",
     "compte: the narration says « le compte est perdu »"),
]


@pytest.mark.parametrize("courses, pattern, word", FRENCH_GLOSSARY,
                         ids=[w.split(":")[0].split(" (")[0] for _, _, w in FRENCH_GLOSSARY])
def test_french_lessons_say_the_glossary_s_words(courses, pattern, word):
    """A lesson's words sit beside the game's own messages (the board's ribbon, the
    narration, a refusal): a thing has one name in both, the glossary's. The French lessons
    said « phase d’ouverture » where the board says « phase initiale » (a name a learner takes
    for the opening, I2, the lesson before), « Enlève le pion de Nord en d5 » under the ribbon
    « Retire un pion de Nord (D3) », « le total est perdu (C4) » over the narration « le compte
    est perdu (C4) », and « case » for Dra's holes (a learner's pass, in French)."""
    said = [(lesson.id, where) for lesson, where, text in FIELDS
            if lesson.course in courses and re.search(pattern, text.translations.get("fr", ""))]
    assert not said, word
