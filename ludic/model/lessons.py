"""Lessons: short interactive courses on a real board, one TOML file per lesson (no pygame).

Where they live
===============
``levels/lessons/<course>/<NN>-<name>.toml``. A **course** is named after a rule-book file
(``sig-el-oued``, ``sig-el-oued-capture``, ``khamousiyya``, ``dra``, ``isolo``); its lessons are
taken in file-name order. A lesson's id is ``<course>/<file stem>`` (``dra/01-placing``): the
progress file and the app use it. Adding a lesson is writing a file; nothing else changes.

The format
==========
::

    level = "dra"                     # the level it plays on (its rules file names the course)
    title = "Placing the pieces"      # shown in the Learn screen and by --lessons
    summary = "One line saying what the lesson teaches."
    players = 2                       # optional: number of players (Sig race: 2 to 6)
    [options]                         # optional: ruleset options of the level
    quiet_limit = 100

    [[steps]]
    position = "....../....../....../....../...... S place hand=12,12 captured=0,0 quiet=0 turns=0 first=S"
    text = "Players take turns to place one piece on any empty hole (D2). Place one on c2."
    play = ["c2"]                     # the moves of the step, in the game's own notation
    after = "... position ..."        # optional: the position the moves must reach (checked)
    expect = ["place c2"]             # optional: effects the moves must produce (checked)
    done = "Well placed!"             # optional: said once the moves are played
    other = "That is allowed too, but this step wants c2, to start a pair (D2)."
    example = "D6.1"                  # optional: the rule book's worked example it shows
    [steps.wrong]                     # optional: a wrong move's own explanation
    c1 = "c1 would make a line of three while placing: not allowed (D2)."

* ``position``: where the step starts, in the game's one-line notation. Left out, the step
  goes on from where the previous step ended (the first step: the level's starting position).
* ``play``: the moves, in order. At a player's turn the learner plays the move (or presses
  *Show me*); at a throw of the sticks (Sig games) the learner throws and the sticks show the
  throw written here: a lesson fixes its throws. A step without ``play`` is read and left with
  *Next*. ``opening = true`` instead of ``play`` shows the opening the rules prescribe (Isolo
  I2) from the step's position, which must be the control position.
* ``expect``: each entry is an effect kind (``capture``, ``send_back``, ``line``, ``lost``,
  ``extra_throw``, ``finish``, ``enter``, ``relay``, ``free``, ``end``...; see
  :class:`~ludic.model.protocol.EffectKind`), optionally followed by a square it names
  (``"capture a3"``): at least one effect of the step's moves must match. ``after`` and
  ``expect`` are what the lesson *claims*; the tests replay every step and hold it to them.
* A wrong move never gets a bare "wrong": an illegal move is answered with the rule book's
  reason (the model's refusal, with its rule number), a move listed in ``wrong`` with that
  text, and any other legal move with ``other``. A step where the learner has a choice must
  say ``other`` (a test checks it).
* Rule numbers: the rules a step teaches are the rule numbers its ``text`` cites, written as
  in the rule book, in brackets (``(S5)``, ``(S5, K2)``), and the worked examples' section
  of its ``example``. The tests check that every rule of every rule-book file is cited by
  some step of its course (the stick rules K1-K6 in both Sig courses).

Translations
============
Every text a person reads (``title``, ``summary``, ``text``, ``done``, ``other`` and each
``wrong`` entry) is written in English and may carry translations beside it, one key per
language, with the language code as a suffix: ``text_fr = "..."``, ``title_ar = "..."``, and a
table ``[steps.wrong_fr]`` with the same keys as ``[steps.wrong]``. A translator adds lines to
the lesson files; no code changes. The loader keeps each text as a :class:`LessonText`, which
reads as English (a ``str``) and gives the text in the language in force through
:func:`ludic.i18n.tr`, falling back to English where no translation was written. Every lesson of the five courses
carries French and Arabic (in the rule book's own words: ``levels/rules/fr``, ``levels/rules/ar``);
``tests/test_lessons_translations.py`` checks that each text has both, with the English's rule
citations and notation, Arabic in Arabic script with notation in runs of its own, and French
typography (no-break spaces before ``: ; ! ?``).

Loading turns any problem into one :class:`~ludic.model.errors.LessonError` (a
:class:`~ludic.model.errors.LevelError` that says "lesson") naming the lesson and the field
(``lesson dra/02-lines, field 'steps[3].play[1]': 'c9' is not a move of Dra: ...``).
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

from ludic.i18n import LANGUAGES, N_, Text, language
from ludic.model.damage import described, logged, unreadable
from ludic.model.errors import LessonError, LevelError, RuleError

#: Texts that may be translated, per table.
_TOP_TEXTS = ("title", "summary")
_STEP_TEXTS = ("text", "done", "other")
_TOP_FIELDS = {"level", "players", "options", "steps"}
_STEP_FIELDS = {"position", "play", "after", "expect", "example", "opening", "wrong"}
_TRANSLATIONS = tuple(code for code in LANGUAGES if code != "en")

#: A rule number as the rule book writes it: a capital and a number (``S5``, ``K2``, ``I10``),
#: cited in brackets (``(S5)``, ``(C4, a house rule)``), so that a square (``D4``) or a hole
#: and its count (``H17``) in the text are not taken for rules.
RULE_RE = re.compile(r"\b([A-Z])(\d{1,2})\b")
CITATION_RE = re.compile(r"\(([^()]*)\)")
#: The rule letters of each rule-book file (the stick rules K belong to both Sig courses).
COURSE_PREFIXES: dict[str, tuple[str, ...]] = {
    "sig-el-oued": ("S", "K"), "sig-el-oued-capture": ("C", "K"), "khamousiyya": ("H",),
    "dra": ("D",), "isolo": ("I",)}


class LessonText(Text):
    """A lesson's text: reads as English, and :func:`ludic.i18n.tr` shows the translation
    written in the lesson file for the language in force (English where there is none)."""

    translations: dict[str, str]

    def __new__(cls, english: str, translations: Mapping[str, str] | None = None
                ) -> "LessonText":
        self = super().__new__(cls, english)
        self.translations = dict(translations or {})
        return self

    def translated(self) -> str:
        return self.translations.get(language(), str(self))

    def __reduce__(self):
        return (LessonText, (str(self), self.translations))


@dataclass(frozen=True)
class Expect:
    """An effect a step claims: its kind and, optionally, a square it names."""

    kind: str
    square: str | None = None

    def matches(self, effect) -> bool:
        if effect.kind != self.kind:
            return False
        if self.square is None:
            return True
        return self.square in (effect.src, effect.dst, *effect.squares)

    def __str__(self) -> str:
        return f"{self.kind} {self.square}" if self.square else self.kind


@dataclass(frozen=True)
class Step:
    """One step of a lesson: a position, words that cite the rule, the moves to play."""

    text: LessonText
    position: str = ""
    play: tuple[str, ...] = ()
    after: str = ""
    expect: tuple[Expect, ...] = ()
    done: LessonText | None = None
    other: LessonText | None = None
    wrong: Mapping[str, LessonText] = field(default_factory=dict)
    example: str = ""
    opening: bool = False

    @property
    def rules(self) -> tuple[str, ...]:
        """The rule numbers the step's text cites, in order, once each, then the worked
        examples' section when the step shows one (``D6`` for ``example = "D6.1"``)."""
        seen: dict[str, None] = {}
        for citation in CITATION_RE.findall(self.text):
            for letter, number in RULE_RE.findall(citation):
                seen.setdefault(f"{letter}{number}", None)
        if self.example:
            seen.setdefault(self.example.partition(".")[0], None)
        return tuple(seen)

    @property
    def interactive(self) -> bool:
        return bool(self.play) or self.opening


@dataclass(frozen=True)
class Lesson:
    """A validated lesson file."""

    id: str
    course: str
    level: str
    title: LessonText
    summary: LessonText
    steps: tuple[Step, ...]
    path: str
    options: Mapping[str, Any] = field(default_factory=dict)
    players: int | None = None

    @property
    def rules(self) -> tuple[str, ...]:
        seen: dict[str, None] = {}
        for step in self.steps:
            for rule in step.rules:
                seen.setdefault(rule, None)
        return tuple(seen)

    def make_game(self):
        """The game this lesson plays (its level, options and number of players)."""
        from ludic.model.registry import make_game

        return make_game(self.level, self.options, self.players)


# -- reading ----------------------------------------------------------------------------------

def _text(data: Mapping[str, Any], key: str, path: str, where: str,
          required: bool = True) -> LessonText | None:
    value = data.get(key)
    if value is None:
        if required:
            raise LessonError(path, where + key, Text(N_("is missing")))
        for code in _TRANSLATIONS:
            if f"{key}_{code}" in data:
                raise LessonError(path, f"{where}{key}_{code}",
                                 Text(N_("is a translation of '{key}', which is missing"),
                                      key=key))
        return None
    if not isinstance(value, str) or not value.strip():
        raise LessonError(path, where + key, Text(N_("expected some text")))
    translations = {}
    for code in _TRANSLATIONS:
        other = data.get(f"{key}_{code}")
        if other is not None:
            if not isinstance(other, str) or not other.strip():
                raise LessonError(path, f"{where}{key}_{code}", Text(N_("expected some text")))
            translations[code] = other
    return LessonText(value.strip(), translations)


def _strings(data: Mapping[str, Any], key: str, path: str, where: str) -> tuple[str, ...]:
    value = data.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
        raise LessonError(path, where + key, Text(N_("expected a list of texts")))
    return tuple(v.strip() for v in value)


def _allowed(key: str, known: set[str], texts: tuple[str, ...]) -> bool:
    if key in known or key in texts:
        return True
    base, _, code = key.rpartition("_")
    return code in _TRANSLATIONS and (base in texts or base == "wrong")


def _step(data: Any, index: int, path: str, game) -> Step:
    where = f"steps[{index}]."
    if not isinstance(data, dict):
        raise LessonError(path, f"steps[{index}]", Text(N_("expected a table")))
    for key in data:
        if not _allowed(key, _STEP_FIELDS, _STEP_TEXTS):
            raise LessonError(path, where + key, Text(N_("unknown field")))
    text = _text(data, "text", path, where)
    position = data.get("position", "")
    after = data.get("after", "")
    for key, value in (("position", position), ("after", after)):
        if not isinstance(value, str):
            raise LessonError(path, where + key,
                             Text(N_("expected a position in the game's notation")))
        if value:
            try:
                game.parse_position(value)
            except RuleError as error:
                raise LessonError(path, where + key, Text(N_("is not a position: {error}"),
                                                                error=error.text())) from None
    play = _strings(data, "play", path, where)
    for i, move in enumerate(play):
        try:
            game.parse_move(move)
        except RuleError as error:
            raise LessonError(path, f"{where}play[{i}]",
                             Text(N_("{move} is not a move of {game}: {error}"), move=repr(move),
                                  game=Text(game.name), error=error.text())) from None
    opening = data.get("opening", False)
    if not isinstance(opening, bool):
        raise LessonError(path, where + "opening", Text(N_("expected true or false")))
    if opening and play:
        raise LessonError(path, where + "opening", Text(N_("a step shows the opening or plays "
                                                          "moves, not both")))
    expect = []
    for i, entry in enumerate(_strings(data, "expect", path, where)):
        parts = entry.split()
        if len(parts) > 2:
            raise LessonError(path, f"{where}expect[{i}]",
                             Text(N_("expected 'kind' or 'kind square'")))
        expect.append(Expect(parts[0], parts[1] if len(parts) > 1 else None))
    if (expect or after) and not (play or opening):
        raise LessonError(path, where + ("after" if after else "expect"),
                         Text(N_("a step without moves cannot claim what they do")))
    example = data.get("example", "")
    if not isinstance(example, str):
        raise LessonError(path, where + "example",
                         Text(N_("expected a worked example's number (D6.1)")))
    wrong: dict[str, LessonText] = {}
    raw_wrong = data.get("wrong", {})
    if not isinstance(raw_wrong, dict):
        raise LessonError(path, where + "wrong", Text(N_("expected a table: move = explanation")))
    for move, explanation in raw_wrong.items():
        try:
            game.parse_move(move)
        except RuleError as error:
            raise LessonError(path, f"{where}wrong.{move}",
                             Text(N_("{move} is not a move of {game}: {error}"), move=repr(move),
                                  game=Text(game.name), error=error.text())) from None
        if not isinstance(explanation, str) or not explanation.strip():
            raise LessonError(path, f"{where}wrong.{move}", Text(N_("expected some text")))
        translations = {}
        for code in _TRANSLATIONS:
            table = data.get(f"wrong_{code}", {})
            if not isinstance(table, dict):
                raise LessonError(path, f"{where}wrong_{code}", Text(N_("expected a table")))
            if move in table:
                translations[code] = str(table[move])
        wrong[move] = LessonText(explanation.strip(), translations)
    for code in _TRANSLATIONS:
        for move in data.get(f"wrong_{code}", {}) or {}:
            if move not in raw_wrong:
                raise LessonError(path, f"{where}wrong_{code}.{move}",
                                 Text(N_("translates a 'wrong' entry that does not exist")))
    return Step(text=text, position=position, play=play, after=after, expect=tuple(expect),
                done=_text(data, "done", path, where, required=False),
                other=_text(data, "other", path, where, required=False),
                wrong=wrong, example=example.strip(), opening=opening)


def parse_lesson(data: Mapping[str, Any], path: str | Path) -> Lesson:
    """Validate a lesson's parsed TOML (``path`` gives its course and id) and build it."""
    path = Path(path)
    where = str(path)
    for key in data:
        if not _allowed(key, _TOP_FIELDS, _TOP_TEXTS):
            raise LessonError(where, key, Text(N_("unknown field")))
    level_id = data.get("level")
    if not isinstance(level_id, str) or not level_id:
        raise LessonError(where, "level", Text(N_("is missing (a level id such as 'dra')")))
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise LessonError(where, "options", Text(N_("expected a table of ruleset options")))
    players = data.get("players")
    if players is not None and (not isinstance(players, int) or isinstance(players, bool)):
        raise LessonError(where, "players", Text(N_("expected a whole number")))
    from ludic.model.registry import load_level, make_game

    try:
        level = load_level(level_id)
        game = make_game(level, options, players)
    except LevelError as error:
        raise LessonError(where, "level", Text(N_("cannot be played: {error}"),
                                                   error=error.text())) from None
    course = path.parent.name
    if level.rules != course:
        raise LessonError(where, "level", Text(N_("{level} follows the rules {rules}, but the "
                                                 "lesson is in the course {course}"),
                                              level=repr(level_id), rules=repr(level.rules),
                                              course=repr(course)))
    raw_steps = data.get("steps")
    if not isinstance(raw_steps, list) or not raw_steps:
        raise LessonError(where, "steps", Text(N_("expected one [[steps]] table or more")))
    steps = tuple(_step(s, i + 1, where, game) for i, s in enumerate(raw_steps))
    return Lesson(id=f"{course}/{path.stem}", course=course, level=level_id,
                  title=_text(data, "title", where, ""),
                  summary=_text(data, "summary", where, ""), steps=steps, path=where,
                  options=dict(options), players=players)


def load_lesson_file(path: str | Path) -> Lesson:
    """Read and validate one lesson file."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise LessonError(str(path), None, Text(N_("no such lesson file"))) from None
    except (OSError, UnicodeDecodeError) as error:
        logged(path, error)
        raise LessonError(str(path), None, Text(N_("cannot be read ({reason})"),
                                                reason=unreadable(error))) from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        logged(path, error)  # the reader's English, for a developer; the window says ours
        raise LessonError(str(path), None, Text(N_("is not valid TOML: {problem}"),
                                                problem=described(error))) from None
    return parse_lesson(data, path)


# -- finding ----------------------------------------------------------------------------------

def lessons_dir() -> Path:
    from ludic.resources import levels_dir

    return levels_dir() / "lessons"


#: The courses in the order of the app's menu (the registry's order of games).
COURSES: tuple[str, ...] = ("sig-el-oued", "sig-el-oued-capture", "khamousiyya", "dra", "isolo")


def course_files(course: str) -> list[Path]:
    return sorted((lessons_dir() / course).glob("*.toml"))


def load_course(course: str) -> list[Lesson]:
    """Every lesson of ``course``, in order (raises :class:`LevelError` on a broken file)."""
    return [load_lesson_file(p) for p in course_files(course)]


def load_all() -> list[Lesson]:
    """Every lesson of every course, courses in menu order."""
    found = [c for c in COURSES if (lessons_dir() / c).is_dir()]
    extra = sorted(p.name for p in lessons_dir().glob("*") if p.is_dir() and p.name not in found)
    return [lesson for course in found + extra for lesson in load_course(course)]


def load_lesson(lesson_id: str) -> Lesson:
    """``load_lesson("dra/01-placing")``."""
    course, sep, stem = lesson_id.partition("/")
    if not sep or not course or not stem or "/" in stem or stem.startswith(".") \
            or course.startswith("."):
        raise LessonError(lesson_id, None, Text(N_("is not a lesson id (course/name)")))
    return load_lesson_file(lessons_dir() / course / f"{stem}.toml")


def course_of_level(level) -> str:
    """The course that teaches ``level`` (a :class:`~ludic.model.levels.Level`)."""
    return level.rules


def lesson_lines(lessons) -> list[str]:
    """``--lessons``: one line per lesson, tab-separated: level id, title, number of steps."""
    return [f"{lesson.level}\t{lesson.title}\t{len(lesson.steps)}" for lesson in lessons]
