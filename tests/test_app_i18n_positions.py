"""A damaged position, a level file the game refuses, a missing picture: told in the
player's language, whole. The games' own refusals of a position ("a Dra position has 8
fields ...", "the board needs 7 ranks of 7 holes ...") were English f-strings, and a French
or Arabic class met them inside a translated sentence ("Cette partie enregistrée ne peut pas
être ouverte : ... a Dra position has 8 fields"). Each test here looks at what the window
shows, in French and in Arabic: the model's reason translated, and no English word left.
(The command line and the log stay English: ``str()`` of every reason reads English.)"""

from __future__ import annotations

import json
import re
import shutil

import pytest

from ludic import i18n, resources
from ludic.app import catalog
from ludic.i18n import tr
from test_app_i18n_errors import ENGLISH, _harness, assert_told

LANGS = ["fr", "ar"]

#: English words of the games' position refusals that no French message uses (the
#: notation's own words, ``hand=``, ``throw=``, ``turn=``, ``captured=``, stay as they are
#: in every language, so they are not here).
POSITION_WORDS = {"fields", "board", "ranks", "holes", "separated", "pieces", "piece",
                  "square", "share", "during", "stays", "empty", "entries", "write", "father",
                  "never", "waits", "starts", "three", "owed", "opponent", "nothing",
                  "neither", "needs", "turn", "counters", "hold", "south", "north", "that",
                  "in", "and", "of", "lesson"}


def words_left(text: str) -> set[str]:
    """The English words of a position refusal or of a file message in ``text`` (the
    notation's fields and a file's name left out)."""
    text = re.sub(r"[\w.-]+\.(json|toml|log|png|wav)\b", " ", text)
    text = re.sub(r"\b\w+(=\S*|:\S+)", " ", text)  # hand=12,12, chain:D4: the notation
    text = re.sub(r"'[\w.\[\]-]+'", " ", text)  # a field's name, as the file writes it
    text = re.sub(r"«\s*[\w.\[\]-]+\s*»", " ", text)  # the same in French and Arabic marks
    return {w for w in re.findall(r"[^\W\d_]+", text)
            if w.lower() in ENGLISH | POSITION_WORDS}


def assert_whole(shown: str, reason, lang: str) -> None:
    """:func:`test_app_i18n_errors.assert_told`, a field's name in quotes being the file's
    own word (:func:`words_left`)."""
    assert_told(shown, reason, lang, left=words_left)


#: One damaged position per game, each refused by a reason that was English until now (but
#: Isolo's, whose reasons were translated before: kept to see every game's path), and the
#: beginning of that reason as ``str()`` reads it.
DAMAGED = {
    "dra": ("....../....../....../....../...... S place hand=12,12 captured=0,0 quiet=0 "
            "turns=0", "a Dra position has 8 fields"),
    "khamousiyya": ("......./......./......./...S.../......./......./....... S placement "
                    "hand:23,24 captured:0,0 first:S hajeb:open chain:- bouche:- turns:0",
                    "the centre stays empty during placement"),
    "sig-el-oued": ("F-,F1 P1 throw=- turn=0", "the father never waits"),
    "sig-el-oued-capture": ("a1*,b1*,c1* f3*,e3*,d3*,c3*,b3*,a3* S throw=- turn=0",
                            "South has six pieces; write six entries"),
    "isolo": ("A2 B0 C2 D0 E2 F0 G2 H17 I0 J1 K2 L0 M2 N0 O2 P0 a2 b0 c2 d0 e2 f0 g2 h17 i0 "
              "j1 k2 l0 m2 n0 o2 p1 S S:initial N:initial moves:0",
              "the holes hold 65 counters, not 64"),
}


def _levels_with_start(tmp_path, monkeypatch, level_id: str, start: str):
    """A copy of the level files whose ``level_id`` has the start position ``start``, in
    force for the app (the menu's cached list of levels is forgotten, and given back after
    the test)."""
    folder = tmp_path / "levels"
    shutil.copytree(resources.levels_dir(), folder)
    path = folder / f"{level_id}.toml"
    text = path.read_text(encoding="utf-8")
    text = re.sub(r"(?m)^turn_limit", f"start = {json.dumps(start)}\nturn_limit", text, count=1)
    path.write_text(text, encoding="utf-8")
    monkeypatch.setattr(resources, "levels_dir", lambda: folder)
    monkeypatch.setattr(catalog, "_cache", None)
    return path


@pytest.mark.parametrize("lang", LANGS)
def test_a_save_whose_game_has_a_damaged_start_position_is_told_on_the_load_screen(
        tmp_path, monkeypatch, lang):
    """The save is sound, its game's level file is not (a teacher's edited start position):
    the load screen's refusal names the level and the field, and gives the game's reason
    with its rule, in the player's language."""
    position, english = DAMAGED["dra"]
    _levels_with_start(tmp_path, monkeypatch, "dra", position)
    h = _harness(tmp_path, lang)
    saves = h.storage.saves_dir
    saves.mkdir(parents=True, exist_ok=True)
    (saves / "class.json").write_text(json.dumps(
        {"version": 1, "level": "dra", "players": 2, "moves": ["c3"]}), encoding="utf-8")
    h.click_button("load")
    load = h.top
    assert load.name == "load" and len(load.saves) == 1
    h.click(load.rows[0][1].center)
    h.click(load.rows[0][1].center)  # a second click loads: refused, with the reason
    assert h.top is load
    reason = load._problem(load.saves[0])
    assert str(reason).startswith("its game cannot be set up: level dra, field 'start': "
                                  f"{english}"), str(reason)
    assert str(reason).endswith("(D1)")
    note = tr(load.note)  # a Text: drawn in the language in force
    assert_whole(note, reason, lang)
    assert "(D1)" in note and "start" in note


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("level_id", sorted(DAMAGED))
def test_a_lesson_with_a_damaged_position_is_told_to_the_teacher(tmp_path, monkeypatch,
                                                                   level_id, lang):
    """Every game's position reader, through a lesson step's ``position``: the Learn
    screen's note says which lesson, which field and why, in the teacher's language."""
    from ludic.model import lessons

    position, english = DAMAGED[level_id]
    course = tmp_path / "lessons" / level_id
    course.mkdir(parents=True)
    broken = course / "99-broken.toml"
    broken.write_text(f'level = "{level_id}"\ntitle = "x"\nsummary = "y"\n\n[[steps]]\n'
                      f'position = {json.dumps(position)}\ntext = "z"\n', encoding="utf-8")
    real = lessons.course_files
    monkeypatch.setattr(lessons, "course_files",
                        lambda c: list(real(c)) + ([broken] if c == level_id else []))
    with pytest.raises(lessons.LevelError) as caught:
        lessons.load_lesson_file(broken)
    assert str(caught.value).startswith(
        f"lesson {level_id}/99-broken, field 'steps[1].position': is not a position: "
        f"{english}"), \
        str(caught.value)
    h = _harness(tmp_path, lang)
    h.click_button("learn")
    assert h.top.name == "learn"
    assert_whole(h.top.note, caught.value.text(), lang)


@pytest.mark.parametrize("lang", LANGS)
def test_a_lesson_whose_game_has_a_damaged_start_position_is_told(tmp_path, monkeypatch,
                                                                  lang):
    """A lesson of a game whose level file refuses its own start position: the lessons of
    that course are left out, and the note says why in the teacher's language."""
    position, english = DAMAGED["khamousiyya"]
    _levels_with_start(tmp_path, monkeypatch, "khamousiyya", position)
    h = _harness(tmp_path, lang)
    h.click_button("learn")
    note = h.top.note
    from ludic.model import lessons

    first = lessons.course_files("khamousiyya")[0]
    with pytest.raises(lessons.LevelError) as caught:
        lessons.load_lesson_file(first)
    assert f"field 'start': {english} (H2)" in str(caught.value), str(caught.value)
    assert_whole(note, caught.value.text(), lang)


@pytest.mark.parametrize("lang", LANGS)
def test_the_setup_screen_names_an_option_without_its_table(tmp_path, lang):
    """plain_reason: a ruleset option the game refuses is named as the player knows it
    (``quiet_limit``, not ``options.quiet_limit``), with its rule; a field of the level file
    itself (its start position) as the level error names it."""
    from ludic.app.plaintext import plain_reason
    from ludic.model.errors import LevelError
    from ludic.model.registry import make_game

    with pytest.raises(LevelError) as option:
        make_game("dra", {"quiet_limit": 3})
    assert str(plain_reason(option.value)) == \
        "the option quiet_limit: 3 is below the minimum 10 (D4)"
    i18n.set_language(lang)
    assert_whole(tr(plain_reason(option.value)), plain_reason(option.value), lang)
    start = LevelError("/x/levels/dra.toml", "start", i18n.Text(i18n.N_(
        "a line of more than three cannot happen")), "D3")
    assert str(plain_reason(start)) == \
        "level dra, field 'start': a line of more than three cannot happen (D3)"
    assert_whole(tr(plain_reason(start)), plain_reason(start), lang)
    i18n.set_language("en")


def _assets_without(tmp_path, *missing: str):
    """An assets folder like Ludic's, without the sprites ``missing``."""
    from ludic.app.assets import Assets

    root = tmp_path / "assets"
    (root / "sprites").mkdir(parents=True)
    real = resources.assets_dir()
    for sprite in (real / "sprites").iterdir():
        if sprite.stem not in missing:
            (root / "sprites" / sprite.name).symlink_to(sprite)
    (root / "sounds").symlink_to(real / "sounds")
    return Assets(root=root)


@pytest.mark.parametrize("lang", LANGS)
def test_a_missing_picture_is_named_in_the_player_s_language(tmp_path, lang):
    """A board's sprite missing: the game goes on with a shape drawn in its place, and a
    dialog says which file of Ludic and what mends it, in the language in force, never
    the path on the disk (the log has it)."""
    h = _harness(tmp_path, lang)
    h.app.assets = _assets_without(tmp_path, "dra_south")
    h.click_button("play")  # the Dra card's picture has the piece
    h.settle()
    notice = h.top
    assert notice.name == "confirm" and notice.ask == "missing", h.names()
    assert "sprites/dra_south.png" in notice.text and str(tmp_path) not in notice.text
    assert not words_left(notice.text) and not words_left(notice.title), notice.text
    assert re.search("[\u0600-\u06ff]", notice.text) or lang != "ar"


def test_the_message_is_shown_even_without_the_table_s_picture(tmp_path):
    """The message telling that a picture is missing must not need that picture: without
    the table's texture it is drawn on a plain background."""
    from ludic.app.assets import AssetError

    h = _harness(tmp_path, "fr")
    h.app.assets = _assets_without(tmp_path, "table")
    with pytest.raises(AssetError) as caught:
        h.app.assets.load("table")
    assert h.app.fail(caught.value)
    h.pump(2)
    message = h.app.scenes[0]  # (the dialog naming the missing pictures over it)
    assert message.name == "message" and "sprites/table.png" in message.text


@pytest.mark.parametrize("lang", LANGS)
def test_ludic_could_not_start_is_said_in_the_language_of_the_settings(tmp_path, monkeypatch,
                                                                       lang):
    """The last words when even the window cannot open (a message box): in the language
    the settings put in force before the window was made."""
    import pygame

    from ludic.app import launch
    from ludic.app.storage import Storage

    shown = []
    monkeypatch.setattr(pygame.display, "message_box",
                        lambda title, text, kind: shown.append(text))
    i18n.set_language(lang)
    launch._last_words(Storage(home=tmp_path))
    i18n.set_language("en")
    assert len(shown) == 1 and "ludic.log" in shown[0]
    assert not words_left(shown[0]) and "Ludic could not start" not in shown[0], shown[0]
