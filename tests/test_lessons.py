"""Lessons (levels/lessons/): every step of every lesson replayed through the model, the rule
book covered rule by rule, every worked example taught, the loader's messages on broken files,
the tutor's answers to wrong moves, and ``--lessons``."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from ludic.i18n import set_language, tr
from ludic.model.errors import LevelError
from ludic.model.lessons import (CITATION_RE, COURSE_PREFIXES, COURSES, RULE_RE, LessonText,
                                 load_all, load_course, load_lesson, parse_lesson)
from ludic.model.tutor import Tutor
from ludic.resources import levels_dir

LESSONS = load_all()
STEPS = [(lesson, i) for lesson in LESSONS for i in range(len(lesson.steps))]


def rule_book(course: str) -> str:
    return (levels_dir() / "rules" / f"{course}.md").read_text(encoding="utf-8")


def rule_numbers(course: str) -> list[str]:
    """The rule numbers of a rule-book file: its headings ``## S5. ...``."""
    return re.findall(r"^## ([A-Z]\d+)\.", rule_book(course), flags=re.M)


def worked_examples(course: str) -> list[str]:
    """``S9.1`` ... for each numbered item of the file's "Worked examples" section."""
    text = rule_book(course)
    head = re.search(r"^## ([A-Z]\d+)\. Worked examples.*$", text, flags=re.M)
    assert head, f"{course}: no worked examples section"
    body = text[head.end():]
    nxt = re.search(r"^## ", body, flags=re.M)
    body = body[: nxt.start()] if nxt else body
    return [f"{head.group(1)}.{n}" for n in re.findall(r"^(\d+)\. ", body, flags=re.M)]


def test_every_course_has_at_least_six_lessons():
    for course in COURSES:
        assert len(load_course(course)) >= 6, course


def test_lesson_ids_are_unique_and_in_file_order():
    ids = [lesson.id for lesson in LESSONS]
    assert len(ids) == len(set(ids))
    for course in COURSES:
        mine = [i for i in ids if i.startswith(course + "/")]
        assert mine == sorted(mine)


@pytest.mark.parametrize("course", COURSES)
def test_every_rule_of_the_rule_book_is_cited_by_a_lesson_step(course):
    cited = {rule for lesson in load_course(course) for rule in lesson.rules}
    missing = [rule for rule in rule_numbers(course) if rule not in cited]
    assert not missing, f"{course}: no lesson step cites {missing}"
    # the stick rules belong to both Sig courses
    if course.startswith("sig-"):
        assert {f"K{i}" for i in range(1, 7)} <= cited


@pytest.mark.parametrize("course", COURSES)
def test_every_rule_a_step_cites_exists_in_its_rule_book(course):
    known = set(rule_numbers(course))
    for lesson in load_course(course):
        for n, step in enumerate(lesson.steps, 1):
            assert step.rules, f"{lesson.id} step {n} cites no rule"
            for rule in step.rules:
                if rule[0] in COURSE_PREFIXES[course]:
                    assert rule in known, f"{lesson.id} step {n} cites {rule}, not in {course}"


@pytest.mark.parametrize("course", COURSES)
def test_every_worked_example_is_a_lesson_step(course):
    shown = {step.example for lesson in load_course(course) for step in lesson.steps}
    examples = worked_examples(course)
    assert examples
    missing = [e for e in examples if e not in shown]
    assert not missing, f"{course}: worked examples not in any lesson: {missing}"
    assert not (shown - set(examples) - {""}), "a step names an example that does not exist"


@pytest.mark.parametrize("lesson,index", [(lesson, i) for lesson, i in STEPS
                                          if lesson.steps[i].play],
                         ids=[f"{lesson.id}#{i + 1}" for lesson, i in STEPS
                              if lesson.steps[i].play])
def test_a_step_that_ends_the_game_says_by_which_rule(lesson, index):
    """A step whose moves end the game cites the rule that ends it: Dra lesson 5's last
    removal left North two pieces and ended the game (D4) while its words spoke only of a
    new line (D3); a learner saw the game end with no word of why (QA)."""
    step = lesson.steps[index]
    tutor = Tutor(lesson)
    tutor.go(index)
    assert tutor.state.outcome() is None
    for _ in step.play:
        tutor.advance()
    outcome = tutor.state.outcome()
    if outcome is not None and outcome.rule:
        cited = set(step.rules) | {rule for citation in CITATION_RE.findall(str(step.done or ""))
                                   for rule in (f"{a}{b}" for a, b in RULE_RE.findall(citation))}
        assert outcome.rule in cited, \
            f"{lesson.id} step {index + 1} ends the game ({outcome.rule}) without saying so"


@pytest.mark.parametrize("lesson,index", [(lesson, i) for lesson, i in STEPS
                                          if lesson.steps[i].play],
                         ids=[f"{lesson.id}#{i + 1}" for lesson, i in STEPS
                              if lesson.steps[i].play])
def test_a_step_names_the_move_it_asks_for(lesson, index):
    """The words of a step name a square (or hole) of each board move it asks for: Dra
    lesson 2 said only "Click a South piece to see where it may go" and then refused every
    move but c2-c1, which it had not named (QA, a learner). A throw or a button's move
    (free, H’ajeb) is asked for by other words."""
    step = lesson.steps[index]
    tutor = Tutor(lesson)
    tutor.go(index)
    for text in step.play:
        if not tutor.state.is_chance:
            squares = re.findall(r"\b[a-zA-Z]\d*\b", text[1:] if text.startswith("x") else text)
            named = [q for q in squares if re.search(rf"(?<!\w){re.escape(q)}(?!\w)", step.text)]
            assert named or not squares, \
                f"{lesson.id} step {index + 1} asks for {text} without naming {squares}"
        tutor.advance()


@pytest.mark.parametrize("lesson,index", STEPS,
                         ids=[f"{lesson.id}#{i + 1}" for lesson, i in STEPS])
def test_step_replays_as_the_lesson_says(lesson, index):
    """Each position reads; each move asked for is legal where it is asked and is what the
    tutor expects; the step reaches its ``after`` position and makes the effects it claims;
    a choice has words for the other moves; each ``wrong`` entry is answered with its text."""
    step = lesson.steps[index]
    tutor = Tutor(lesson)
    tutor.go(index)
    game = tutor.game
    state = tutor.state
    if step.position:
        assert state.notation() == game.parse_position(step.position).notation()
    assert state.outcome() is None or not step.interactive, "a step plays on a finished game"
    if step.opening:
        control = " ".join(f"{h}2" for h in "ABCDEFGHIJKLMNOP") + " " + \
            " ".join(f"{h}2" for h in "abcdefghijklmnop")
        assert state.notation().startswith(control)
    effects = []
    answered_wrong = set()
    for text in step.play:
        move = game.parse_move(text)
        before = tutor.state
        assert move in before.legal_moves(), f"{text} is not legal in {before.notation()}"
        assert tutor.expected == move
        if not before.is_chance:
            others = [m for m in before.legal_moves() if m != move]
            if others:
                assert step.other is not None or all(str(m) in step.wrong for m in others), \
                    f"{lesson.id} step {index + 1}: a choice needs 'other' words"
                verdict = tutor.judge(others[0])
                assert not verdict.ok and verdict.text and verdict.text != "wrong"
            for wrong, words in step.wrong.items():
                if wrong in answered_wrong:
                    continue
                verdict = tutor.judge(game.parse_move(wrong))
                if game.parse_move(wrong) != move:
                    assert not verdict.ok and verdict.text == words
                    answered_wrong.add(wrong)
        transition = tutor.advance()
        effects.extend(transition.effects)
    if step.opening:
        transition = tutor.advance()
        effects.extend(transition.effects)
        assert tutor.state.notation() == game.initial_state().notation()
    assert set(step.wrong) <= answered_wrong, "a 'wrong' move the step never meets"
    assert tutor.step_done and tutor.expected is None
    if step.after:
        assert tutor.state.notation() == game.parse_position(step.after).notation()
    for claim in step.expect:
        assert any(claim.matches(e) for e in effects), \
            f"{lesson.id} step {index + 1} claims '{claim}' but the moves did not do it: " \
            f"{[(e.kind, e.src, e.dst) for e in effects]}"


def test_illegal_move_is_explained_with_its_rule():
    """A move the step has no words for, and the rules forbid, gets the rule book's reason."""
    lesson = load_lesson("dra/01-placing")
    tutor = Tutor(lesson)
    tutor.go(2)  # South has a1 and b1
    verdict = tutor.judge(tutor.game.parse_move("a1"))
    assert not verdict.ok and not verdict.legal
    assert re.search(r"\(D\d\)", verdict.text), verdict.text


def test_a_move_that_unblocks_the_loser_is_not_said_to_win():
    """Khamousiyya's end lesson said "Play for North: any move leaves South blocked", and
    answered every other move with "Any North move wins here (H5)": A2-B2 or B1-B2 open a
    side of South's last piece in A1, and the game goes on (a learner's pass, in French).
    Each move that does not win on the spot gets words that say so, not the step's
    'other'."""
    lesson = load_lesson("khamousiyya/05-end")
    tutor = Tutor(lesson)
    tutor.go(1)
    step = tutor.step
    for move in tutor.state.legal_moves():
        if move == tutor.expected:
            continue
        outcome = tutor.state.apply(move).state.outcome()
        verdict = tutor.judge(move)
        if outcome is None:
            assert verdict.text is not step.other and "(H" in verdict.text, (move, verdict)
        else:
            assert outcome.winner == 1, move


def test_a_right_move_advances_and_a_finished_step_asks_for_next():
    lesson = load_lesson("dra/01-placing")
    tutor = Tutor(lesson)
    i = next(i for i, s in enumerate(lesson.steps) if s.play)
    tutor.go(i)
    verdict, transition = tutor.try_move(tutor.expected)
    assert verdict.ok and transition is not None
    tutor.finish_step()
    assert tutor.step_done
    assert not tutor.judge(tutor.game.parse_move("a1")).ok


def test_translations_in_the_file_are_shown_in_that_language():
    text = LessonText("Place a piece (D2).", {"fr": "Posez un pion (D2)."})
    try:
        set_language("fr")
        assert tr(text) == "Posez un pion (D2)."
        set_language("ar")
        assert tr(text) == "Place a piece (D2)."  # no Arabic yet: English
    finally:
        set_language("en")
    assert tr(text) == "Place a piece (D2)."


def good_lesson(**changes):
    data = {"level": "dra", "title": "T", "summary": "S",
            "steps": [{"text": "Place on c2 (D2).", "play": ["c2"]}]}
    data.update(changes)
    return data


def lesson_path(tmp_path: Path, course="dra") -> Path:
    return tmp_path / course / "01-test.toml"


def test_a_good_lesson_parses_with_translations(tmp_path):
    data = good_lesson(title_fr="Titre")
    data["steps"][0]["text_ar"] = "ضع (D2)"
    data["steps"][0]["wrong"] = {"c1": "No (D2)."}
    data["steps"][0]["wrong_fr"] = {"c1": "Non (D2)."}
    lesson = parse_lesson(data, lesson_path(tmp_path))
    assert lesson.id == "dra/01-test" and lesson.title.translations == {"fr": "Titre"}
    assert lesson.steps[0].wrong["c1"].translations == {"fr": "Non (D2)."}
    assert lesson.steps[0].rules == ("D2",)


@pytest.mark.parametrize("change,field,words", [
    ({"level": "chess"}, "level", "no level"),
    ({"level": "isolo"}, "level", "course 'dra'"),
    ({"colour": "red"}, "colour", "unknown field"),
    ({"title": ""}, "title", "expected some text"),
    ({"steps": []}, "steps", "one [[steps]]"),
    ({"steps": [{"text": "x (D2)", "play": ["z9"]}]}, "steps[1].play[0]", "not a move"),
    ({"steps": [{"text": "x (D2)", "position": "nonsense"}]}, "steps[1].position",
     "not a position"),
    ({"steps": [{"play": ["c2"]}]}, "steps[1].text", "is missing"),
    ({"steps": [{"text": "x (D2)", "after": "x"}]}, "steps[1].after", "not a position"),
    ({"steps": [{"text": "x (D2)", "expect": ["line"]}]}, "steps[1].expect", "without moves"),
    ({"steps": [{"text": "x (D2)", "play": ["c2"], "wrong_fr": {"c1": "Non"}}]},
     "steps[1].wrong_fr.c1", "does not exist"),
    ({"steps": [{"text": "x (D2)", "text_xx": "?"}]}, "steps[1].text_xx", "unknown field"),
    ({"options": {"no_such": 1}}, "level", "no such option"),
])
def test_broken_lesson_files_say_which_field(tmp_path, change, field, words):
    with pytest.raises(LevelError) as info:
        parse_lesson(good_lesson(**change), lesson_path(tmp_path))
    assert info.value.field == field
    assert words in str(info.value)


def test_broken_toml_and_missing_files_are_level_errors(tmp_path):
    from ludic.model.lessons import load_lesson_file

    path = lesson_path(tmp_path)
    path.parent.mkdir()
    path.write_text("title = ", encoding="utf-8")
    with pytest.raises(LevelError, match="not valid TOML"):
        load_lesson_file(path)
    with pytest.raises(LevelError, match="no such lesson"):
        load_lesson_file(tmp_path / "dra" / "99-none.toml")
    with pytest.raises(LevelError, match="not a lesson id"):
        load_lesson("../x")


@pytest.mark.parametrize("lang, noun, not_noun", [("en", "lesson dra/01-test", "level"),
                                                  ("fr", "leçon dra/01-test", "niveau"),
                                                  ("ar", "الدرس dra/01-test", "المستوى")])
def test_a_lesson_s_problem_is_told_as_a_lesson(tmp_path, lang, noun, not_noun):
    """A lesson file's refusal calls it a lesson, by its lesson id (the course's folder and
    the file's name, where a teacher finds it), in every language: it read "level 01-placing"
    ("niveau 01-placing"), which sent a teacher to the level files. A level's own refusal
    quoted inside it (the lesson's level cannot be played) still says level."""
    with pytest.raises(LevelError) as info:
        parse_lesson(good_lesson(steps=[]), lesson_path(tmp_path))
    with pytest.raises(LevelError) as level:
        parse_lesson(good_lesson(options={"quiet_limit": 3}), lesson_path(tmp_path))
    set_language(lang)
    try:
        shown, quoted = tr(info.value.text()), tr(level.value.text())
    finally:
        set_language("en")
    assert shown.startswith(noun), shown
    assert not_noun not in shown, shown
    assert quoted.startswith(noun), quoted  # the lesson first, then its level's problem
    assert str(info.value).startswith("lesson dra/01-test, field 'steps': ")


def test_lessons_command_prints_level_title_and_steps():
    from main import main

    out = io.StringIO()
    import contextlib

    with contextlib.redirect_stdout(out):
        assert main(["--lessons"]) == 0
    lines = out.getvalue().splitlines()
    assert len(lines) == len(LESSONS)
    for line, lesson in zip(lines, LESSONS):
        level, title, steps = line.split("\t")
        assert (level, title, int(steps)) == (lesson.level, lesson.title, len(lesson.steps))
