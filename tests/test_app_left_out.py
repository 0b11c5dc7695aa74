"""Files left out are told, and the note telling it covers nothing.

A level file that cannot be read was silently missing from the game-choice screen (the
reason only in the English log: a teacher who edited ``levels/dra.toml`` never learnt why Dra
was gone). It is told now under the games, as the Learn screen tells a broken lesson: both
read their files through ``catalog.read_each`` and show a ``common.LeftOutNote``.

The Learn screen's note sat over the bottom of the lesson list (the sixth lesson's summary):
the lists now end above it, at every window size, text size and language."""

from __future__ import annotations

import re
import shutil

import pytest

from apphelp import Harness, add_broken_lesson, record_texts, touching
from ludic import i18n, resources
from ludic.app import catalog, language
from test_app_i18n_positions import assert_whole

LANGS = ["en", "fr", "ar"]


def _broken_level(tmp_path, monkeypatch, level_id="dra"):
    """A copy of the level files with ``level_id``'s turn limit made 0, in force for the
    app; the reason its loader gives (a LevelError)."""
    from ludic.model.errors import LevelError
    from ludic.model.levels import load_level_file

    folder = tmp_path / "levels"
    shutil.copytree(resources.levels_dir(), folder)
    path = folder / f"{level_id}.toml"
    text = re.sub(r"(?m)^turn_limit = \d+", "turn_limit = 0", path.read_text("utf-8"))
    path.write_text(text, encoding="utf-8")
    monkeypatch.setattr(resources, "levels_dir", lambda: folder)
    monkeypatch.setattr(catalog, "_cache", None)
    with pytest.raises(LevelError) as caught:
        load_level_file(path)
    return caught.value


def _harness(tmp_path, lang, size=(1280, 720), text_size="normal") -> Harness:
    h = Harness(tmp_path, size=size)
    language.switch(h.app, lang)
    h.set_text_size(text_size)
    h.settle()
    return h


def _buttons_top(h) -> int:
    """The top of the row of buttons at the bottom of the page (Back, Start)."""
    return min(h.button(oid).get_abs_rect().top for oid in ("back", "start"))


@pytest.mark.parametrize("lang", LANGS)
def test_a_broken_level_is_told_on_the_game_choice_screen(tmp_path, monkeypatch, lang):
    error = _broken_level(tmp_path, monkeypatch)
    assert str(error) == "level dra, field 'turn_limit': must be at least 1"
    h = _harness(tmp_path / "home", lang)
    h.click_button("play")
    h.settle()
    setup = h.top
    assert setup.name == "setup"
    assert "dra" not in [lid for lid, _rect in setup.cards]  # left out of the games
    note = setup.notice.text
    assert "ludic.log" in note and "turn_limit" in note
    if lang == "en":
        assert str(error) in note and note.startswith("Some games could not be read")
    else:
        assert_whole(note, error.text(), lang)
    box = setup.notice_box
    assert box.height > 0 and h.app.screen.get_rect().contains(box)
    for _lid, rect in setup.cards:  # under the cards, never over them
        assert not rect.colliderect(box), (rect, box)
    assert box.bottom <= _buttons_top(h)
    i18n.set_language("en")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("text_size", ["normal", "extra large"])
def test_the_notes_lines_are_a_latin_line_apart_inside_its_box(tmp_path, monkeypatch, lang,
                                                               size, text_size):
    """The note's lines were stepped by the face's line cut to 1.6 sizes: in Arabic a third
    more than the Latin line, an empty line between its lines. They step as a paragraph
    does (theme.lines_step: the Latin line, a little more where Arabic marks would touch),
    each Arabic line raised to set its letters on the Latin baseline; as the game-choice
    screen draws them, every line's letters inside the note's box, none touching the next."""
    from ludic.app import theme

    _broken_level(tmp_path, monkeypatch)
    h = _harness(tmp_path / "home", lang, size, text_size)
    h.click_button("play")
    h.settle()
    setup = h.top
    drawn = record_texts(monkeypatch)
    drawn.clear()
    h.app.draw()
    box = setup.notice_box
    lines = setup.notice.lines(box.width, setup.scale)
    assert len(lines) >= 2, lines
    shown = [d for d in drawn if d.surface is h.app.screen and d.rect is not None
             and d.text in lines and box.collidepoint(d.rect.center)]
    assert [d.text for d in shown] == lines
    step = theme.lines_step(lines, shown[0].size)
    assert step <= theme.lines_step(["a", "b"], shown[0].size) + shown[0].px // 4
    assert [b.rect.y - a.rect.y for a, b in zip(shown, shown[1:])] == [step] * (len(lines) - 1)
    for d in shown:
        assert box.contains(d.letters()), (d.text, d.letters(), box)
    for a, b in zip(shown, shown[1:]):
        assert not touching(a, b), (a.text, b.text)
    i18n.set_language("en")
    theme.set_text_size("normal")


def test_a_game_whose_program_does_not_import_is_told_by_name(tmp_path, monkeypatch):
    """Not a file's fault (a half-installed game): named by its level, the details logged."""
    from ludic.model import registry

    monkeypatch.setattr(catalog, "_cache", None)
    games = dict(registry.GAMES, dra="ludic.games.no_such_module:Dra")
    monkeypatch.setattr(registry, "GAMES", games)
    levels = catalog.levels()
    assert "dra" not in [lv.id for lv in levels] and levels
    assert [str(p) for p in catalog.left_out()] == ["dra: it could not be loaded"]
    monkeypatch.setattr(catalog, "_cache", None)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
@pytest.mark.parametrize("text_size", ["normal", "extra large"])
def test_the_learn_note_covers_no_lesson(tmp_path, monkeypatch, lang, size, text_size):
    """A broken lesson in Isolo's course (seven lessons, the longest list): the note is
    across the bottom, the courses and the lessons end above it, the buttons below it."""
    add_broken_lesson(tmp_path, monkeypatch, "isolo")
    h = _harness(tmp_path / "home", lang, size, text_size)
    h.click_button("learn")
    h.settle()
    learn = h.top
    learn.choose("isolo")
    h.settle()
    assert learn.note and "ludic.log" in learn.note
    box = learn.note_box
    assert box.height > 0 and h.app.screen.get_rect().contains(box)
    assert len(learn.rows) == 7
    for _item, rect in learn.shown_rows() + learn.cards:  # in extra large text it scrolls
        assert not rect.colliderect(box), (rect, box)
    assert not learn.right.colliderect(box) and not learn.left.colliderect(box)
    assert box.bottom <= _buttons_top(h), (box, _buttons_top(h))
    # every line of the note is inside its box
    lines = learn.notice.lines(box.width, learn.scale)
    assert 1 <= len(lines) <= learn.notice.LINES
    # each lesson row still holds its title above its summary
    s = learn.scale
    for _lesson, rect in learn.rows:
        assert rect.height >= round(44 * s), rect
    i18n.set_language("en")


def test_no_note_leaves_the_lists_their_full_height(tmp_path):
    h = _harness(tmp_path, "en")
    h.click_button("learn")
    h.settle()
    learn = h.top
    assert not learn.note and learn.note_box.height == 0
    assert learn.right.bottom == learn.bottom


def test_a_broken_level_played_last_time_still_opens_the_game_choice(tmp_path, monkeypatch):
    """The settings remember the last game set up, its options and players: when that
    game's level file is the broken one, Play still opens (it met the level's error)."""
    _broken_level(tmp_path, monkeypatch)
    h = _harness(tmp_path / "home", "en")
    h.app.settings.last_setup = {"level": "dra", "options": {"dra": {"quiet_limit": 50}},
                                 "players": {"dra": 2}, "first": 1}
    h.click_button("play")
    h.settle()
    setup = h.top
    assert setup.name == "setup" and setup.level_id != "dra" and setup.notice


@pytest.mark.parametrize("lang", LANGS)
def test_a_game_in_progress_whose_level_file_broke_leaves_the_menu_usable(tmp_path,
                                                                         monkeypatch, lang):
    """The Continue button names the game in progress: when that game's level file broke
    (a teacher's edit), the title screen failed at once, and again after "Something went
    wrong". It shows; Continue tells why the game cannot be opened, in the player's
    language."""
    h = _harness(tmp_path / "home", lang)
    h.start_game("dra")
    h.play(h.game.session.game.parse_move("c2"))
    h.game.save(now=True)
    error = _broken_level(tmp_path, monkeypatch)
    h.app.reset("title")
    h.settle()
    assert h.names() == ["title"]
    h.click_button("continue")
    h.settle()
    assert h.names() == ["title"] and h.top.note
    if lang != "en":
        assert_whole(h.top.note, error.text(), lang)
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_rules_screen_tells_a_game_left_out(tmp_path, monkeypatch, lang):
    """The rule book's list of games (from the title screen) lacks the broken one too: a
    note under the games says so, above the contents, over neither."""
    _broken_level(tmp_path, monkeypatch)
    h = _harness(tmp_path / "home", lang, (1024, 600), "extra large")
    h.click_button("rules")
    h.settle()
    rules = h.top
    assert rules.name == "rules" and "turn_limit" in rules.notice.text
    box = rules.notice_box
    assert box.height > 0 and h.app.screen.get_rect().contains(box)
    games = [e.get_abs_rect() for e in h.elements()
             if any(i and i.startswith("#level_") for i in getattr(e, "object_ids", []) or [])]
    assert games and "dra" not in h.button_ids()
    for rect in games + [rules.toc_rect, rules.text_rect]:
        assert not rect.colliderect(box), (rect, box)
    i18n.set_language("en")


def _lesson_file(root, monkeypatch, course: str, stem: str, text: str):
    """A lesson file ``stem`` written under ``root`` and read as part of ``course``, in file
    order among the real ones; the reason its loader refuses it with (a Text)."""
    from ludic.model import lessons
    from ludic.model.errors import LevelError

    folder = root / "lessons" / course
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{stem}.toml"
    path.write_text(text, encoding="utf-8")
    real = lessons.course_files
    monkeypatch.setattr(lessons, "course_files", lambda c: sorted(
        list(real(c)) + ([path] if c == course else []), key=lambda p: p.name))
    with pytest.raises(LevelError) as caught:
        lessons.load_lesson_file(path)
    return caught.value.text()


def test_a_broken_lesson_leaves_out_itself_alone(tmp_path, monkeypatch):
    """A broken lesson in the middle of Dra's course: the course is offered with its other
    lessons, in order, and the lesson before it leads on to the one after it."""
    from ludic.model.lessons import course_files, load_lesson_file

    real = [load_lesson_file(p).id for p in course_files("dra")]
    _lesson_file(tmp_path, monkeypatch, "dra", "02b-broken",
                 'level = "dra"\ntitle = "x"\nsummary = "y"\n')
    h = _harness(tmp_path / "home", "en")
    h.click_button("learn")
    h.settle()
    learn = h.top
    assert [lesson.id for lesson in learn.courses["dra"]] == real
    assert list(learn.courses) == ["sig-el-oued", "sig-el-oued-capture", "khamousiyya", "dra",
                                   "isolo"]
    learn.choose("dra")
    h.settle()
    learn.open(learn.lessons[1])  # dra/02-moving
    h.settle()
    assert h.top.name == "lesson" and h.top._following().id == real[2]


@pytest.mark.parametrize("lang", LANGS)
def test_the_learn_note_names_each_broken_lesson_and_why(tmp_path, monkeypatch, lang):
    """Two broken lessons in two courses: the note names both, each with its reason, in
    the teacher's language (it named the first only)."""
    dra = _lesson_file(tmp_path, monkeypatch, "dra", "02b-broken",
                       'level = "dra"\ntitle = "x"\nsummary = "y"\n')
    isolo = _lesson_file(tmp_path, monkeypatch, "isolo", "03b-elsewhere",
                         'level = "dra"\ntitle = "x"\nsummary = "y"\n')
    h = _harness(tmp_path / "home", lang, size=(1024, 600))
    h.click_button("learn")
    h.settle()
    learn = h.top
    learn.choose("isolo")
    h.settle()
    note = learn.note
    assert "dra/02b-broken" in note and "isolo/03b-elsewhere" in note
    assert note.index("dra/02b-broken") < note.index("isolo/03b-elsewhere")  # in order
    if lang == "en":
        assert str(dra) in note and str(isolo) in note
    else:
        assert_whole(note, dra, lang)
        assert_whole(note, isolo, lang)
    # the whole note is shown: no reason cut off, and nothing covered
    lines = learn.notice.lines(learn.note_box.width, learn.scale)
    assert "…" not in "".join(lines) and len(lines) <= learn.notice.LINES
    assert "isolo/03b-elsewhere" in "".join(lines)
    for _item, rect in learn.shown_rows() + learn.cards:
        assert not rect.colliderect(learn.note_box)
    assert len(learn.rows) == 7
    i18n.set_language("en")
