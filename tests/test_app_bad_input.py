"""What a QA pass of bad input and rough handling found (the developers' guide: never a
traceback in the user's face), each checked through the real app, headless.

* The setup screen reopens on the last game set up, with its options, from the settings. A
  remembered option value the level no longer takes (its file edited since: an option
  narrowed, made a choice, its default changed; or settings edited by hand) left every
  button of that option unlit, and Start refused with the level reader's words ("This game
  cannot start: the option match: expected true or false, got 'yes' (D5)"), or played a
  value no button showed. Such a value is forgotten: the level's default is lit and played.
* A game saved under a name of 60 letters outside Unicode's first plane (mathematical
  letters, 4 bytes each: a phone keyboard's "fancy text") was refused "the name is too long
  for the disk": the file name made from it took 240 bytes, and its temporary file over 255.
  Arabic vowel signs and combining accents became "-" in the file name ("م-ح-م--د"), and a
  game saved as "nul" (a French word) or "Con" would be written to a device on Windows.
* ``python main.py --size 20000x20000`` (a typo for 2000) opened a window of 16384 px, its
  title bar and buttons off the screen: ``--size`` is fitted to the desktop as the
  settings' size is. A window wider than the settings take (dragged over several screens)
  was remembered as it was, and the next start said "Some settings could not be used and
  are back to their defaults: window size".
* Settings that could not be written (a read-only or full disk) were lost at the next start
  with nothing said: the Settings screen says so, in the shortcuts' place, until they are
  written again.
* The sticks' tray kept the count of the last throw in the language of the throw: switched
  to French, a Sig race went on under "3 — no sig power". The tray keeps the model's words
  and headlines them as it draws.
* The computer's worker process killed while it looked for a hint (out of memory, a task
  manager) put the error itself in the message bar, in English whatever the language: "No
  hint now: the computer's worker process stopped (exit code -9)". It says the search
  stopped and to ask again (a new worker starts). The hint itself, and the bar's other
  messages of the game scene ("Nothing to choose: throw the sticks."), stayed in the
  language they were shown in after a switch; they are Texts now, translated when drawn.
  So are the Load screen's notes ("This saved game cannot be loaded: ...", "... was
  deleted") and the review's words.
* Ctrl+V into a name field pasted nothing, and said nothing, when the clipboard held a line
  break or a tab (a name copied with a triple click or from a spreadsheet: "Amina\n"), a
  direction mark, or more than the field takes: pygame_gui refuses the whole paste. A paste
  now takes the clipboard cleaned as every name is and cut to the room left.
* A saved game deleted from the Load screen after its file was already gone (another copy
  of Ludic, the file manager) was said "could not be deleted"; it is gone, as asked.
* In Arabic, typing a character of no width into a name field stopped the app ("Text has
  zero width", from the font asked whether it draws it): a direction override, a soft
  hyphen, or the variation selector an emoji picker sends after a heart ("\u2764\ufe0f").
* In Teacher mode, 7, 8 or 9 (the number pad's top row, beside 4) threw the sticks at
  random, and a throw is history: no throw has more than six polished sides up, so the
  teacher is told to pick 0 to 6 and nothing is thrown.
* A course whose own level file cannot be read (khamousiyya.toml edited wrong) showed its
  id, "khamousiyya", over the lessons still offered (the 5x5 board's); it takes the name of
  the level those are played on.
* A level file edited wrong while its game was open made "Play again" at the game's end
  raise the level reader's error in the window: the next game is played by the level read
  for the last one (a match keeps its rules); the setup screen tells the file's problem.
"""

from __future__ import annotations

import errno
import json
import os

import pygame
import pytest

from apphelp import Harness, TextRecorder, record_texts
from ludic.app.app import MIN_SIZE, App, fit_desktop
from ludic.app.launch import parse_args
from ludic.app.storage import WINDOW_MAX, Storage


def _settings(home, **fields) -> None:
    (home / "config").mkdir(parents=True, exist_ok=True)
    (home / "config" / "settings.json").write_text(json.dumps(dict(language="en", **fields)))


def _lit(h, option: str) -> list[str]:
    """The texts of the option's buttons that are lit (selected)."""
    return [b.text for b, _value in h.top.groups[option] if b.is_selected]


@pytest.mark.parametrize("remembered", [
    {"match": "yes", "quiet_limit": 5},  # a wrong type; below the minimum
    {"match": 1, "quiet_limit": 50.0},  # a number for yes/no; a fraction for a whole number
    {"quiet_limit": 75},  # in range, but no button offers it
])
def test_a_remembered_option_the_level_refuses_is_its_default(tmp_path, remembered):
    _settings(tmp_path, last_setup={"level": "dra", "options": {"dra": remembered}})
    h = Harness(tmp_path)
    h.click_button("play")
    h.settle()
    assert h.top.level_id == "dra"
    assert _lit(h, "match") == ["yes"] and _lit(h, "quiet_limit") == ["100"]
    h.click_button("start")
    h.settle()
    assert h.names() == ["title", "game"]
    assert h.game.session.game.options == {"match": True, "quiet_limit": 100}
    pygame.quit()


def test_a_remembered_option_the_level_takes_is_kept(tmp_path):
    _settings(tmp_path, last_setup={"level": "dra",
                                    "options": {"dra": {"match": False, "quiet_limit": 50}}})
    h = Harness(tmp_path)
    h.click_button("play")
    h.settle()
    assert _lit(h, "match") == ["no"] and _lit(h, "quiet_limit") == ["50"]
    pygame.quit()


def test_a_name_of_four_byte_letters_is_saved_and_listed_as_typed(tmp_path):
    name = "\U0001d400" * 60  # MATHEMATICAL BOLD CAPITAL A
    h = Harness(tmp_path)
    h.start_game("dra")
    h.key(pygame.K_s, pygame.KMOD_CTRL)
    assert h.top.name == "save"
    h.type_text(name)
    h.key(pygame.K_RETURN, frames=3)
    assert h.top.name == "game"
    assert "Saved as" in h.game.message and "too long" not in h.game.message
    (saved,) = h.storage.saved_games()
    assert len(saved.name.encode("utf-8")) <= 150
    assert [info.name for info in h.storage.list_saves()] == [name]
    pygame.quit()


@pytest.mark.parametrize("typed, file_name", [
    ("\u0645\u064f\u062d\u064e\u0645\u064e\u0651\u062f",  # Arabic with its vowel signs
     "\u0645\u064f\u062d\u064e\u0645\u064e\u0651\u062f.json"),
    ("Rene\u0301e", "Ren\u00e9e.json"),  # a decomposed accent, as some keyboards type it
    ("nul", "nul-.json"), ("Con", "Con-.json"), ("aux.2", "aux-.2.json"),
    ("COM1 ", "COM1-.json"), ("console", "console.json"),
])
def test_a_saved_games_file_is_named_as_typed_where_the_disk_allows(tmp_path, typed,
                                                                    file_name):
    storage = Storage(home=tmp_path)
    path = storage.save_game({"version": 1, "level": "dra", "moves": []}, typed)
    assert path.name == file_name


def test_a_size_on_the_command_line_is_fitted_to_the_desktop(tmp_path):
    app = App(storage=Storage(home=tmp_path), audio=False, fit=True,
              **parse_args(["--size", "20000x20000"]))
    fitted = fit_desktop((20000, 20000))  # under the dummy driver: of a 1024x768 desktop
    assert fitted < (20000, 20000)
    assert app.size == (max(MIN_SIZE[0], fitted[0]), max(MIN_SIZE[1], fitted[1]))
    pygame.quit()


def test_a_window_wider_than_the_settings_take_is_remembered_within_them(tmp_path):
    h = Harness(tmp_path)
    h.resize(WINDOW_MAX[0] + 320, 600)
    assert h.app.size[0] > WINDOW_MAX[0]
    h.storage.save_settings(h.app.settings)
    storage = Storage(home=tmp_path)
    assert storage.load_settings().window_size == [WINDOW_MAX[0], 600]
    assert not storage.problems
    pygame.quit()


def _drawn_texts(h) -> list[str]:
    """The texts the top scene draws in one frame."""
    h.app._ui_dirty = True
    with TextRecorder() as drawn:
        h.app.draw()
    return drawn.texts()


def test_settings_that_cannot_be_written_are_told_until_they_are(tmp_path, monkeypatch):
    from ludic.app import storage as storage_module

    h = Harness(tmp_path)
    h.click_button("settings")
    h.settle()
    real = storage_module.tempfile.mkstemp

    def refuse(*args, **kwargs):
        raise OSError(errno.EACCES, os.strerror(errno.EACCES))

    monkeypatch.setattr(storage_module.tempfile, "mkstemp", refuse)
    h.click_button("numbering_true")
    note = ("Your settings could not be saved (Ludic is not allowed to write in its folder): "
            "they last until Ludic closes.")
    assert note in _drawn_texts(h)
    monkeypatch.setattr(storage_module.tempfile, "mkstemp", real)
    h.click_button("numbering_false")
    texts = _drawn_texts(h)
    assert note not in texts and any("Esc back" in t for t in texts)
    pygame.quit()


def test_the_sticks_count_follows_a_language_switch(tmp_path, monkeypatch):
    from ludic.app import language, sticks_view

    h = Harness(tmp_path)
    h.start_game("sig-el-oued")
    h.play(None)  # a throw
    h.settle()
    count = h.game.sticks.head
    english = sticks_view.SticksView.headline(count)
    recorder = record_texts(monkeypatch)
    try:
        h.game.draw(h.app.screen)
        drawn = [t for t, _r in recorder.placed()]
        # in a line of its own, or said as the thrower's ("Player 1 threw: 4 — no sig power")
        assert any(english in t for t in drawn), drawn
        language.switch(h.app, "fr")
        h.settle()
        recorder.clear()
        h.game.draw(h.app.screen)
        drawn = [t for t, _r in recorder.placed()]
        french = sticks_view.SticksView.headline(count)
        assert french != english and any(french in t for t in drawn)
        assert not any(english in t for t in drawn)
    finally:
        language.switch(h.app, "en")
    pygame.quit()


def _hint_searching(h) -> None:
    h.key(pygame.K_QUESTION, text="?")
    assert h.game.hint_search is not None


def test_a_hint_whose_search_was_killed_says_so_plainly_and_comes_next_time(tmp_path):
    import signal
    import time

    from ludic import i18n

    h = Harness(tmp_path)
    h.start_game("khamousiyya")
    _hint_searching(h)
    thinker = h.game.seats.thinker.get()
    os.kill(thinker.pid, signal.SIGKILL)
    for _ in range(200):
        h.pump(1)
        if h.game.hint_search is None:
            break
        time.sleep(0.02)
    assert h.game.message == "No hint now: the computer's search stopped. Ask again."
    assert h.game.message_bad
    i18n.set_language("fr")
    try:
        assert i18n.tr(h.game.message).startswith("Pas d’indice pour l’instant")
    finally:
        i18n.set_language("en")
    _hint_searching(h)  # a new worker
    for _ in range(1000):
        h.pump(1)
        if h.game.hint_search is None:
            break
        time.sleep(0.02)
    assert h.game.message.startswith("Hint: ") and not h.game.message_bad
    i18n.set_language("fr")
    try:
        assert i18n.tr(h.game.message).startswith("Indice")
    finally:
        i18n.set_language("en")
    h.app.shutdown()
    pygame.quit()


def test_the_load_screens_notes_follow_a_language_switch(tmp_path):
    from ludic import i18n
    from ludic.app import language

    saves = tmp_path / "data" / "saves"
    saves.mkdir(parents=True)
    (saves / "a.json").write_text(json.dumps({"version": 1, "level": "dra", "players": 2,
                                              "moves": ["z9"], "name": "South"}))
    h = Harness(tmp_path)
    h.click_button("load")
    h.settle()
    h.key(pygame.K_RETURN)
    assert h.top.note.startswith("This saved game cannot be loaded: move 1 (z9)")
    try:
        language.switch(h.app, "fr")
        h.settle()
        assert i18n.tr(h.top.note).startswith("Cette partie enregistrée ne peut pas être "
                                              "ouverte\u00a0: le coup 1")
        h.top.delete_chosen()
        assert i18n.tr(h.top.note) == "«\u00a0South\u00a0» a été supprimée."  # the name as typed
    finally:
        language.switch(h.app, "en")
    pygame.quit()


def test_the_reviews_words_follow_a_language_switch(tmp_path):
    from ludic import i18n
    from ludic.app import language

    h = Harness(tmp_path)
    h.start_game("dra")
    h.play(h.game.state.legal_moves()[0])
    h.key(pygame.K_ESCAPE)
    h.click_button("review")
    h.settle()
    review = h.top
    assert review.name == "review"
    review.to_start()
    try:
        language.switch(h.app, "fr")
        h.settle()
        assert i18n.tr(review.message) == ("Revue\u00a0: le début. Flèche droite ou Suivant pour le "
                                           "premier coup.")
    finally:
        language.switch(h.app, "en")
    pygame.quit()


@pytest.mark.parametrize("clipboard, typed", [
    ("Amina\n", "Amina"),
    ("Amina\tYoussef", "Amina Youssef"),
    ("\u202eAmina\u200d", "Amina"),
    ("x" * 500, None),  # as much as the field takes
], ids=["line break", "tab", "direction marks", "too long"])
def test_a_paste_into_a_name_field_takes_what_it_can(tmp_path, monkeypatch, clipboard, typed):
    monkeypatch.setattr(pygame.scrap, "get_text", lambda: clipboard)
    h = Harness(tmp_path)
    h.click_button("play")
    h.settle()
    entry = h.button("name_1")
    h.click(entry.get_abs_rect().center)
    h.key(pygame.K_v, pygame.KMOD_CTRL)
    text = entry.get_text()
    assert text == (typed if typed is not None else "x" * entry.length_limit)
    h.key(pygame.K_HOME)
    h.key(pygame.K_DELETE)  # the cursor and the field go on working
    h.type_text("D")
    assert entry.get_text() == "D" + text[1:]
    assert h.top.names[1] == entry.get_text()  # the setup heard of the change
    pygame.quit()


def test_a_paste_into_the_save_dialog_replaces_the_chosen_name(tmp_path, monkeypatch):
    monkeypatch.setattr(pygame.scrap, "get_text", lambda: "Lesson 3\r\n")
    h = Harness(tmp_path)
    h.start_game("dra")
    h.key(pygame.K_s, pygame.KMOD_CTRL)
    assert h.top.name == "save"
    h.key(pygame.K_v, pygame.KMOD_CTRL)  # over the default name, which is selected
    h.key(pygame.K_RETURN, frames=3)
    assert [info.name for info in h.storage.list_saves()] == ["Lesson 3"]
    pygame.quit()


def test_deleting_a_saved_game_already_gone_says_it_was_deleted(tmp_path):
    saves = tmp_path / "data" / "saves"
    saves.mkdir(parents=True)
    (saves / "a.json").write_text(json.dumps({"version": 1, "level": "dra", "players": 2,
                                              "moves": [], "name": "Amina"}))
    h = Harness(tmp_path)
    h.click_button("load")
    h.settle()
    (saves / "a.json").unlink()  # meanwhile, in the file manager
    h.top.delete_chosen()
    assert h.top.note == "“Amina” was deleted." and h.top.saves == []
    pygame.quit()


@pytest.mark.parametrize("typed", ["\u202e", "\u2066", "\u00ad", "\ufeff", "\u2060",
                                   "\u2764\ufe0f", "\U000e0001"])
def test_a_character_of_no_width_typed_in_arabic_is_refused_not_a_crash(tmp_path, typed):
    from ludic.app import language

    h = Harness(tmp_path)
    try:
        language.switch(h.app, "ar")
        h.click_button("play")
        entry = h.button("name_0")
        entry.focus()
        h.type_text("\u0623" + typed + "\u0628")
        assert entry.get_text() == "\u0623" + typed.replace("\ufe0f", "").strip(
            "\u202e\u2066\u00ad\ufeff\u2060\U000e0001") + "\u0628"
    finally:
        language.switch(h.app, "en")
    pygame.quit()


@pytest.mark.parametrize("level_id", ["sig-el-oued", "sig-el-oued-capture"])
def test_a_teachers_pick_past_six_throws_nothing(tmp_path, level_id):
    h = Harness(tmp_path)
    h.start_game(level_id)
    h.settle()
    h.click_button("demo")  # Teacher mode
    for key, text in ((pygame.K_7, "7"), (pygame.K_KP9, "9"), (pygame.K_8, "8")):
        h.key(key, text=text)
        h.settle()
        assert h.game.session.history.moves == []
        assert h.game.message == ("Teacher mode: pick the throw (0 to 6), or press Random "
                                  "throw.") and h.game.message_bad
    h.key(pygame.K_KP3, text="3")
    h.settle()
    assert [str(m) for m in h.game.session.history.moves] == ["3"]
    pygame.quit()


def test_a_course_whose_level_broke_is_named_by_a_level_it_still_has(tmp_path, monkeypatch):
    import re
    import shutil

    from ludic import resources
    from ludic.app import catalog

    folder = tmp_path / "levels"
    shutil.copytree(resources.levels_dir(), folder)
    path = folder / "khamousiyya.toml"
    path.write_text(re.sub(r"(?m)^turn_limit = \d+", "turn_limit = 0",
                           path.read_text("utf-8")), encoding="utf-8")
    monkeypatch.setattr(resources, "levels_dir", lambda: folder)
    monkeypatch.setattr(catalog, "_cache", None)
    h = Harness(tmp_path / "home")
    h.click_button("learn")
    h.settle()
    assert "khamousiyya" in h.top.courses
    assert catalog.course_name("khamousiyya") == "Khamousiyya (5x5 kharbga)"
    assert catalog.course_name("dra") == "Dra"
    monkeypatch.setattr(catalog, "_cache", None)
    pygame.quit()


def test_play_again_after_the_level_file_broke_mid_game(tmp_path, monkeypatch):
    import random
    import re
    import shutil

    from ludic import resources

    folder = tmp_path / "levels"
    shutil.copytree(resources.levels_dir(), folder)
    monkeypatch.setattr(resources, "levels_dir", lambda: folder)
    h = Harness(tmp_path / "home")
    h.start_game("dra")
    path = folder / "dra.toml"  # the teacher's edit, while the game is open
    path.write_text(re.sub(r"(?m)^turn_limit = \d+", "turn_limit = 0",
                           path.read_text("utf-8")), encoding="utf-8")
    h.play_to_end(random.Random(2), 3000)
    h.settle()
    assert h.names() == ["title", "game", "gameover"]
    h.click_button("again")
    h.settle()
    assert h.names() == ["title", "game"] and h.game.session.history.moves == []
    assert h.game.session.match is not None and h.game.session.match.games_played == 1
    pygame.quit()
