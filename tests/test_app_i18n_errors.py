"""A bad file or a failure is told in the player's language, whole: a French or Arabic
class never meets English in the middle of a translated sentence (the load screen's
"Illisible : the file is damaged"). The reasons are :class:`ludic.i18n.Text` values that read
as English (the log, the command line, the English tests) and are translated where they are
shown; each test here checks, in French and in Arabic, that the English reason is absent,
the translated one present, and that no English word is left in what the window shows."""

from __future__ import annotations

import errno
import json
import os
import re

import pygame
import pytest

from apphelp import Harness, add_broken_lesson, record_texts
from ludic import i18n
from ludic.app import language
from ludic.app import storage as storage_module
from ludic.i18n import tr

LANGS = ["fr", "ar"]

#: English words of the messages about files and failures, none of which is a French word
#: (nor, of course, an Arabic one): any of them in a shown text is English left over.
ENGLISH = {"the", "file", "is", "not", "be", "cannot", "could", "its", "it", "move", "moves",
           "game", "saved", "damaged", "line", "list", "was", "set", "aside", "read", "disk",
           "full", "went", "wrong", "problem", "your", "details", "this", "loaded", "one",
           "has", "are", "unexpected", "settings", "defaults", "sound", "expected", "more",
           "field", "level", "played", "some", "lessons", "text", "written"}


def english_left(text: str) -> set[str]:
    """The English words in ``text``, file names (settings.json.broken-...) left out."""
    text = re.sub(r"[\w.-]+\.(json|toml|log)[\w.-]*", " ", text)
    return {w for w in re.findall(r"[^\W\d_]+", text) if w.lower() in ENGLISH}


def assert_told(shown: str, reason, lang: str, left=english_left) -> None:
    """``shown`` (what the window shows) has ``reason`` (a Text) in ``lang``, not in
    English, and no English word at all (``left`` finds them)."""
    english, translated = str(reason), tr(reason)
    assert translated != english, f"{english!r} has no {lang} translation"
    assert translated in shown, (translated, shown)
    assert english not in shown, shown
    assert not left(shown), (left(shown), shown)
    if lang == "ar":
        assert re.search("[\u0600-\u06ff]", shown), shown


def _harness(tmp_path, lang: str, **kw) -> Harness:
    h = Harness(tmp_path, **kw)
    language.switch(h.app, lang)
    h.pump(2)
    return h


def _save(folder, name: str, data) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    text = data if isinstance(data, str) else json.dumps(data)
    (folder / f"{name}.json").write_text(text, encoding="utf-8")


@pytest.mark.parametrize("lang", LANGS)
def test_damaged_saves_on_the_load_screen(tmp_path, lang):
    """Bad JSON, a move list the rules refuse (the model's own reason, translated inside
    the message), a move that is not text and an unknown game: each row and each refusal of
    Load says why in the language in force."""
    h = _harness(tmp_path, lang)
    saves = h.storage.saves_dir
    _save(saves, "cut", '{"version": 1,\n "level": "dra",\n "mo')
    _save(saves, "odd", {"version": 1, "level": "dra", "players": 2, "moves": ["c3", "z9"]})
    _save(saves, "number", {"version": 1, "level": "dra", "players": 2, "moves": ["c3", 7]})
    _save(saves, "chess", {"version": 1, "level": "chess", "players": 2, "moves": []})
    h.click_button("load")
    load = h.top
    assert load.name == "load" and len(load.saves) == 4
    seen = {}
    for i, info in enumerate(load.saves):
        h.click(load.rows[i][1].center)
        h.click(load.rows[i][1].center)  # a second click loads: refused, with the reason
        assert h.top is load
        reason = load._problem(info)
        assert_told(tr(load.note), reason, lang)  # a Text: drawn in the language
        seen[info.path.stem] = str(reason)
    assert seen["cut"] == "the file is damaged: a text in quotes is not closed (line 3, column 2)"
    assert seen["odd"].startswith("move 2 (z9) cannot be played: ")
    assert seen["number"] == "move 2 (7) is not a move written as text"
    assert seen["chess"] == "its game (“chess”) is not one this version of Ludic has"
    # the model's reason inside the replay's message is translated too
    odd = next(i for i in load.saves if i.path.stem == "odd")
    model_reason = load._problem(odd).params["why"]
    assert tr(model_reason) in tr(load._problem(odd)) != str(load._problem(odd))


@pytest.mark.parametrize("lang", LANGS)
def test_a_long_refusal_on_the_load_screen_stays_in_the_window(tmp_path, lang, monkeypatch):
    """"Cette partie enregistrée ne peut pas être ouverte : le coup 2 (z9) ne peut pas être
    joué : 'z9' n'est pas un coup de dra : écrivez ..." ran off both edges of a 1280 px
    window on one line: it wraps now, every piece of it drawn inside the window."""

    h = _harness(tmp_path, lang)
    _save(h.storage.saves_dir, "odd",
          {"version": 1, "level": "dra", "players": 2, "moves": ["c3", "z9"]})
    h.click_button("load")
    load = h.top
    h.click(load.rows[0][1].center)
    h.click(load.rows[0][1].center)
    assert load.note
    drawn = record_texts(monkeypatch)
    load.draw(h.app.screen)
    note = tr(load.note)  # a Text, drawn in the language in force
    pieces = [(t, r) for t, r in drawn.placed() if t in note]
    assert "".join(t for t, _r in pieces).replace(" ", "") == note.replace(" ", "")
    window = h.app.screen.get_rect()
    for text, rect in pieces:
        assert window.contains(rect), (text, rect, window)


@pytest.mark.parametrize("lang", LANGS)
def test_the_load_list_row_of_a_broken_save_is_translated(tmp_path, lang, monkeypatch):
    """The row's "Unreadable: ..." line, as drawn."""
    from ludic.app import theme

    h = _harness(tmp_path, lang)
    _save(h.storage.saves_dir, "cut", "[1, 2")
    drawn = []
    real = theme.ellipsis

    def recording(text, *args, **kwargs):
        drawn.append(text)
        return real(text, *args, **kwargs)

    monkeypatch.setattr(theme, "ellipsis", recording)
    h.click_button("load")
    h.pump(2)
    info = h.top.saves[0]
    line = next(t for t in drawn if tr(info.problem) in t)
    assert_told(line, info.problem, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_an_unreadable_autosave_is_set_aside_and_told(tmp_path, lang):
    h = _harness(tmp_path, lang)
    h.storage.data_dir.mkdir(parents=True, exist_ok=True)
    h.storage.autosave_path.write_bytes(b"\xff\xfe not text")
    h.app.reset("title")
    h.pump(2)
    h.click_button("continue")
    note = h.top.note
    assert list(h.storage.data_dir.glob("autosave.json.broken-*"))
    assert_told(note, storage_module.Text(storage_module.N_("the file is not text")), lang)
    assert "autosave.json" in note


@pytest.mark.parametrize("lang", LANGS)
def test_an_autosave_with_a_bad_move_list_is_told(tmp_path, lang):
    h = _harness(tmp_path, lang)
    h.storage.data_dir.mkdir(parents=True, exist_ok=True)
    h.storage.autosave_path.write_text(json.dumps(
        {"version": 1, "level": "dra", "players": 2, "moves": {"a": 1}}), encoding="utf-8")
    h.app.reset("title")
    h.pump(2)
    h.click_button("continue")
    from ludic.app.session import SaveError, check_save

    with pytest.raises(SaveError) as caught:
        check_save(json.loads(next(h.storage.data_dir.glob("autosave.json.broken-*"))
                              .read_text(encoding="utf-8")))
    assert str(caught.value) == "its moves (a table of values) are not a list"
    assert_told(h.top.note, caught.value.reason, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_settings_that_could_not_be_used_are_told(tmp_path, lang):
    """The note the title screen shows once: which settings went back to their defaults,
    named in the language in force (put in force before the app reads its settings, as
    ludic.app.launch does)."""
    config = tmp_path / "config"
    config.mkdir(parents=True)
    (config / "settings.json").write_text(json.dumps(
        {"language": lang, "volume": "loud", "sound": 3}), encoding="utf-8")
    i18n.set_language(lang)
    h = Harness(tmp_path)
    note = h.top.note
    assert note and not english_left(note), note
    for name in ("volume", "sound"):
        assert tr(storage_module.Text(name)) in note
    assert "settings.json.broken-" in note


def _fail_with(monkeypatch, code: int) -> None:
    def refuse(*args, **kwargs):
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(storage_module.tempfile, "mkstemp", refuse)


@pytest.mark.parametrize("lang", LANGS)
def test_a_failed_autosave_is_told_in_the_game_on_the_title_and_by_app_fail(
        tmp_path, monkeypatch, lang):
    import random

    h = _harness(tmp_path, lang)
    h.start_game("dra")
    game = h.game
    with monkeypatch.context() as m:
        _fail_with(m, errno.ENOSPC)
        game.play(random.Random(1).choice(game.state.legal_moves()))
        h.app.storage.flush()
        h.pump(2)
        problem = h.app.storage.autosave_problem
        assert str(problem) == "the disk is full"
        assert_told(game.alert, problem, lang)
        # something goes wrong while the disk is still full: the message says so
        assert h.app.fail(RuntimeError("boom"))
        assert h.top.name == "message"
        assert_told(h.top.text, problem, lang)
        assert not english_left(h.top.title) and h.top.title != "Something went wrong"
        h.pump(2)
        h.click_button("ok")
        assert h.top.name == "title"
        assert_told(h.top.note, problem, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_something_went_wrong_is_in_the_language_in_force(tmp_path, lang):
    from ludic.app.app import failure_text

    h = _harness(tmp_path, lang)
    h.start_game("dra")
    assert h.app.fail(RuntimeError("/secret/path [Errno 5]"))
    msg = h.top
    assert msg.name == "message"
    i18n.set_language("en")
    english_title, english_text = "Something went wrong", failure_text(True, True)
    i18n.set_language(lang)
    assert msg.title != english_title and msg.text != english_text
    assert msg.text == failure_text(True, True) and "ludic.log" in msg.text
    for text in (msg.title, msg.text):
        assert not english_left(text), text
        assert "/secret" not in text
    if lang == "ar":
        assert re.search("[\u0600-\u06ff]", msg.title + msg.text)


@pytest.mark.parametrize("lang", LANGS)
def test_a_broken_lesson_file_is_told_to_the_teacher(tmp_path, monkeypatch, lang):
    """A lesson file that cannot be used: the Learn screen's note says which and why in
    the teacher's language (the field's name, a name in the file, stays as written)."""
    from ludic.model import lessons

    broken = add_broken_lesson(tmp_path, monkeypatch, "dra")
    h = _harness(tmp_path, lang)
    h.click_button("learn")
    assert h.top.name == "learn"
    note = h.top.note
    with pytest.raises(lessons.LevelError) as caught:
        lessons.load_lesson_file(broken)
    assert str(caught.value) == ("lesson dra/99-broken, field 'steps': expected one [[steps]] "
                                 "table or more")
    assert_told(note, caught.value.text(), lang)


@pytest.mark.parametrize("lang", ["fr", "ar"])
def test_the_title_screen_note_starts_where_the_language_reads_from(tmp_path, lang):
    """The title screen's note (a file set aside, an autosave that failed): a short Arabic
    note sat at the panel's left edge, leaving the right side, where Arabic starts, empty."""
    from ludic.app import theme

    h = _harness(tmp_path, lang)
    title = h.top
    assert title.name == "title"
    title.note = i18n._("There is no saved game.")
    screen = h.app.screen
    title.draw(screen)
    w, height = screen.get_size()
    s = title.scale
    box = pygame.Rect(0, 0, min(w - 40, round(900 * s)), 10)
    box.center = (w // 2, height - round(height * 0.07) - title.band_h // 2)
    ink = [x for x in range(box.x + 4, box.right - 4)
           if any(screen.get_at((x, y))[:3] != theme.PANEL
                  for y in range(box.y - 8, box.bottom + 8, 2))]
    assert ink and ink[-1] - ink[0] < box.width // 2  # a short note
    pad = round(14 * s)
    if lang == "ar":
        assert box.right - pad - 8 <= ink[-1], (ink[0], ink[-1], box)
    else:
        assert ink[0] <= box.x + pad + 8, (ink[0], ink[-1], box)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("change, english", [
    ({"name": " "}, "level dra, field 'name': is empty"),
    ({"turn_limit": 0}, "level dra, field 'turn_limit': must be at least 1"),
    ({"colour": "red"}, "level dra, field 'colour': unknown field"),
])
def test_a_broken_level_file_is_told_in_the_language_in_force(tmp_path, lang, change,
                                                               english):
    """A level file's refusal (the setup screen's "This game cannot start: ...", a lesson
    whose level cannot be played): the reason in the language in force, the level's id and
    the field's name as the file writes them; str() stays English for the log."""
    import tomllib

    from ludic.app.plaintext import plain_reason
    from ludic.model.errors import LevelError
    from ludic.model.levels import parse_level
    from ludic.resources import resource_path

    data = tomllib.loads((resource_path("levels") / "dra.toml").read_text(encoding="utf-8"))
    data.update(change)
    with pytest.raises(LevelError) as caught:
        parse_level(data, str(tmp_path / "dra.toml"))
    assert str(caught.value) == english
    i18n.set_language(lang)
    assert_told(tr(caught.value.text()), caught.value.text(), lang)
    reason = plain_reason(caught.value)
    assert_told(tr(reason), reason, lang)


def test_one_wrong_setting_leaves_the_others_as_they_were(tmp_path):
    """The note says only the wrong settings went back to their defaults: so it must be.
    Ludic's start read the settings twice (ludic.app.launch, then the app), and the first
    reading set the file aside: the app found no file and started with every default (the
    text size, the names, the language it would save on quitting)."""
    from ludic.app.launch import start_settings
    from ludic.app.storage import Storage

    config = tmp_path / "config"
    config.mkdir(parents=True)
    (config / "settings.json").write_text(json.dumps(
        {"language": "fr", "volume": "loud", "text_size": "large",
         "last_names": ["Amina"]}), encoding="utf-8")
    storage = Storage(home=tmp_path)
    settings = start_settings(storage)
    assert i18n.language() == "fr" and len(storage.problems) == 1
    assert "volume" in str(storage.problems[0])
    again = storage.load_settings()  # what the app reads next
    assert again == settings and len(storage.problems) == 1
    assert (again.language, again.text_size, again.last_names) == ("fr", "large", ["Amina"])
    assert again.volume == 0.7  # the wrong one: its default


#: Words of Python's TOML and JSON readers' messages ("Expecting ',' delimiter", "Invalid
#: value (at line 2, column 9)", "Unterminated string starting at"): none may be shown.
READER = re.compile(r"Expect|Invalid|Unterminated|Unclosed|Illegal|delimiter|document|char \d")


@pytest.mark.parametrize("lang", LANGS)
def test_a_damaged_file_is_described_in_the_language_with_its_line_and_column(
        tmp_path, lang, monkeypatch, caplog):
    """A broken save, settings file, lesson or level put the JSON or TOML reader's English
    inside a French or Arabic sentence ("... n’est pas du TOML valide (Expected '=' after a
    key in a key/value pair (at line 2, column 6))"); the settings and saves said the line
    alone. Each says what is wrong in the player's language, with the line and the column as
    numbers; the reader's own words go to the log only."""
    import logging

    from ludic.model import lessons
    from ludic.model.errors import LevelError
    from ludic.model.levels import load_level_file

    caplog.set_level(logging.INFO)
    # the settings file: a comma missing on line 2 (the title screen's note says so once)
    config = tmp_path / "config"
    config.mkdir(parents=True)
    (config / "settings.json").write_text('{"language": "%s"\n "sound": true}' % lang,
                                          encoding="utf-8")
    i18n.set_language(lang)
    h = Harness(tmp_path)
    note = h.top.note
    missing = storage_module.Text(storage_module.N_("a comma is missing"))
    assert tr(missing) in note and "2" in note and "settings.json.broken-" in note, note
    assert not english_left(note) and not READER.search(note), note
    # a saved game cut short: the Load screen's row and refusal
    _save(h.storage.saves_dir, "cut", '{"version": 1,\n "level": "dra",\n "mo')
    h.app.reset("title")
    h.pump(2)
    h.click_button("load")
    info = h.top.saves[0]
    shown = tr(info.problem)
    assert_told(shown, info.problem, lang)
    assert not READER.search(shown) and "3" in shown, shown
    # a lesson and a level file that are not TOML: the teacher reads where and what
    broken = add_broken_lesson(tmp_path, monkeypatch, "dra")
    broken.write_text('level = "dra"\ntitle "x"\n', encoding="utf-8")
    level = tmp_path / "dra.toml"
    level.write_text('id = "dra"\nname = "Dra\n', encoding="utf-8")
    for load, path in ((lessons.load_lesson_file, broken), (load_level_file, level)):
        with pytest.raises(LevelError) as caught:
            load(path)
        shown = tr(caught.value.text())
        assert_told(shown, caught.value.text(), lang)
        assert not READER.search(shown), shown
        assert re.search(r"\b2\b.*\b(7|12)\b", shown), shown  # line 2, its column
    assert str(caught.value) == ("level dra: is not valid TOML: a text in quotes is not "
                                 "closed (line 2, column 12)")
    # the readers' English is in the log, for whoever reads it
    logged = caplog.text
    assert "Expecting ',' delimiter" in logged and "Unterminated string" in logged
    assert "Expected '=' after a key" in logged and "Illegal character" in logged
