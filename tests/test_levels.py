"""Level files: every shipped level loads; broken ones give one clear message."""

from __future__ import annotations

import pytest

from ludic.model.errors import LevelError
from ludic.model.levels import load_level_file
from ludic.model.registry import level_ids, load_level, make_game

GOOD = '''
id = "{stem}"
game = "isolo"
name = "Isolo"
people = "Sukuma"
place = "Tanzania"
summary = "Four-row mancala."
rules = "isolo"
source = "Popova 1979"
turn_limit = 100
[board]
rows = 4
[options.capture_sow_from]
default = "origin"
choices = ["origin", "after_capture"]
label = "Sow captures from"
[options.max_relays]
default = 1000
min = 10
label = "Relays"
'''


def write(tmp_path, text, stem="lvl"):
    path = tmp_path / f"{stem}.toml"
    path.write_text(text.format(stem=stem), encoding="utf-8")
    return path


@pytest.mark.parametrize("level_id", level_ids())
def test_shipped_levels_load_and_make_a_game(level_id):
    level = load_level(level_id)
    assert level.id == level_id
    game = make_game(level)
    assert game.start_state().legal_moves()


def test_good_file_loads(tmp_path):
    level = load_level_file(write(tmp_path, GOOD))
    assert level.options["capture_sow_from"].kind == "choice"
    assert level.options["max_relays"].kind == "int"
    assert level.resolve_options({"max_relays": 50})["max_relays"] == 50


@pytest.mark.parametrize("edit,field", [
    (lambda t: t.replace('name = "Isolo"\n', ""), "name"),
    (lambda t: t.replace("turn_limit = 100", 'turn_limit = "many"'), "turn_limit"),
    (lambda t: t.replace('game = "isolo"', 'game = "chess"'), "game"),
    (lambda t: t.replace('default = "origin"', 'default = "middle"'), "options.capture_sow_from"),
    (lambda t: t.replace("default = 1000", "default = 5"), "options.max_relays"),
    (lambda t: t.replace("[board]\nrows = 4\n", ""), "board"),
    (lambda t: "colour = 3\n" + t, "colour"),
    (lambda t: t + "\ncolour = 3\n", "options.max_relays.colour"),
    (lambda t: t.replace('id = "{stem}"', 'id = "other"'), "id"),
])
def test_broken_field_is_named(tmp_path, edit, field):
    path = write(tmp_path, edit(GOOD))
    with pytest.raises(LevelError) as info:
        load_level_file(path)
    assert info.value.field == field
    # the level is named by its id, never by a path on the user's disk (issue 13)
    assert str(info.value).startswith(f"level {path.stem}, field '{field}': ")
    assert str(tmp_path) not in str(info.value)


def test_not_toml(tmp_path):
    path = tmp_path / "bad.toml"
    path.write_text("id = [unclosed", encoding="utf-8")
    with pytest.raises(LevelError, match="not valid TOML"):
        load_level_file(path)


def test_unknown_option_override_is_refused(tmp_path):
    level = load_level_file(write(tmp_path, GOOD))
    with pytest.raises(LevelError, match="no such option"):
        level.resolve_options({"colour": "red"})
    with pytest.raises(LevelError):
        level.resolve_options({"max_relays": "lots"})


def test_unknown_level_id():
    with pytest.raises(LevelError, match="no level"):
        load_level("no-such-game")
