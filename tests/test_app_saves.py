"""Saved games by clicks and keys: save under a name (Ctrl+S, the in-game menu), the Load
game screen (name, game, date, moves played), load, delete with a confirmation, and broken
files listed as unreadable with the reason, never a crash. Also the in-game menu and the
title screen's "Quit Ludic?"."""

import json
import random

import pygame

from apphelp import Harness


def _play(h: Harness, n: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    for _ in range(n):
        state = h.game.state
        h.play(None if state.is_chance else rng.choice(state.legal_moves()))


def _save_by_ctrl_s(h: Harness, name: str | None) -> None:
    h.key(pygame.K_s, pygame.KMOD_CTRL)
    assert h.top.name == "save"
    if name is not None:
        h.type_text(name)  # replaces the default name, which is selected
    h.key(pygame.K_RETURN, frames=3)
    assert h.top.name == "game"


def test_save_with_ctrl_s_and_a_typed_name_then_load_it(tmp_path):
    h = Harness(tmp_path)
    h.start_game("dra")
    _play(h, 7)
    position = h.game.state.notation()
    _save_by_ctrl_s(h, "Lesson: Dra / 1")
    assert "Saved as" in h.game.message and "Lesson: Dra / 1" in h.game.message
    files = h.storage.saved_games()
    assert len(files) == 1 and "/" not in files[0].name[:-5].replace(str(files[0].parent), "")
    data = json.loads(files[0].read_text(encoding="utf-8"))
    assert data["name"] == "Lesson: Dra / 1" and data["level"] == "dra" and data["saved_at"]
    h.key(pygame.K_ESCAPE)
    assert h.top.name == "gamemenu"
    h.click_button("to_title")
    assert h.names() == ["title"]
    h.click_button("load")
    load = h.top
    assert load.name == "load" and [i.name for i in load.saves] == ["Lesson: Dra / 1"]
    assert load.checked[str(files[0])] == ("7 moves played", "")
    h.click_button("load_ok")
    h.settle()
    assert h.names() == ["title", "game"] and h.game.state.notation() == position


def test_save_from_the_game_menu_with_the_default_name(tmp_path):
    h = Harness(tmp_path)
    h.start_game("sig-el-oued")
    _play(h, 4)
    h.click_button("menu")
    assert h.top.name == "gamemenu"
    h.click_button("save_game")
    assert h.top.name == "save"
    default = h.top.entry.get_text()
    assert default.startswith("Sig (El Oued) 20")
    h.click_button("save_ok")
    assert h.top.name == "game"
    info = h.storage.list_saves()[0]
    assert info.name == default and not info.problem
    h.key(pygame.K_s, pygame.KMOD_CTRL)  # the same name again: asked first (14.10)
    h.key(pygame.K_RETURN, frames=3)
    assert h.top.name == "confirm" and h.top.ask == "overwrite"
    h.click_button("answer_1")  # Keep both: a second file, nothing overwritten
    assert h.top.name == "game"
    assert len(h.storage.saved_games()) == 2
    h.key(pygame.K_s, pygame.KMOD_CTRL)
    h.key(pygame.K_ESCAPE)  # Escape cancels, even while typing
    assert h.top.name == "game" and len(h.storage.saved_games()) == 2


def test_delete_asks_first(tmp_path):
    h = Harness(tmp_path)
    h.start_game("isolo")
    _play(h, 2)
    _save_by_ctrl_s(h, "one")
    _save_by_ctrl_s(h, "two")
    h.key(pygame.K_ESCAPE)
    h.click_button("to_title")
    h.click_button("load")
    assert len(h.top.saves) == 2
    h.click(h.top.rows[1][1].center)
    chosen = h.top.saves[h.top.chosen].name
    h.click_button("delete")
    assert h.top.name == "confirm" and chosen in h.top.text
    h.click_button("answer_1")  # keep it
    assert h.top.name == "load" and len(h.top.saves) == 2
    h.click_button("delete")
    h.click_button("answer_0")  # delete
    assert h.top.name == "load" and [i.name for i in h.top.saves] == \
        [n for n in ("two", "one") if n != chosen]
    assert "deleted" in h.top.note


def test_broken_saves_are_listed_as_unreadable_and_can_be_deleted(tmp_path):
    h = Harness(tmp_path)
    saves = h.storage.saves_dir
    saves.mkdir(parents=True)
    (saves / "garbage.json").write_bytes(b"\x89PNG\r\n\x1a\n\x00\xff")
    (saves / "cut.json").write_text('{"version": 1, "level": "dra", "mo', encoding="utf-8")
    (saves / "list.json").write_text("[1, 2, 3]", encoding="utf-8")
    (saves / "illegal.json").write_text(json.dumps(
        {"version": 1, "level": "dra", "players": 2, "moves": ["c3", "z9"], "name": "Odd"}),
        encoding="utf-8")
    (saves / "unknown game.json").write_text(json.dumps(
        {"version": 1, "level": "chess", "players": 2, "moves": []}), encoding="utf-8")
    h.click_button("load")
    load = h.top
    assert load.name == "load" and len(load.saves) == 5
    problems = {i.name: load._problem(i) for i in load.saves}
    assert all(problems.values()), problems
    assert "move 2 (z9)" in problems["Odd"]
    assert "damaged" in problems["cut"]
    h.pump(2)
    for i in range(5):  # each row: chosen, Load refused with the reason, nothing breaks
        h.click(load.rows[i][1].center)
        assert not h.button("load_ok").is_enabled
        h.click(load.rows[i][1].center)  # a second click would load a good one
        assert h.top is load and "cannot be loaded" in load.note
    while load.saves:
        h.click_button("delete")
        h.click_button("answer_0")
    assert not list(saves.glob("*.json")) and h.top is load
    assert not h.button("delete").is_enabled
    h.key(pygame.K_ESCAPE)
    assert h.names() == ["title"]


def test_load_screen_by_keyboard(tmp_path):
    h = Harness(tmp_path)
    h.start_game("dra")
    _play(h, 3)
    _save_by_ctrl_s(h, "first")
    _play(h, 2, seed=4)
    position = h.game.state.notation()
    _save_by_ctrl_s(h, "second")
    h.key(pygame.K_ESCAPE)
    h.click_button("to_title")
    h.click_button("load")
    h.key(pygame.K_DOWN)
    h.key(pygame.K_UP)
    assert h.top.saves[h.top.chosen].name == "second"
    h.key(pygame.K_RETURN)
    h.settle()
    assert h.top.name == "game" and h.game.state.notation() == position


def test_escape_on_the_title_asks_before_quitting(tmp_path):
    h = Harness(tmp_path)
    h.key(pygame.K_ESCAPE)
    assert h.names() == ["title", "confirm"] and h.top.title == "Quit Ludic?"
    h.click_button("answer_1")  # No
    assert h.names() == ["title"] and h.app.running
    h.key(pygame.K_ESCAPE)
    h.key(pygame.K_ESCAPE)  # Escape in the question: No
    assert h.names() == ["title"] and h.app.running
    h.key(pygame.K_ESCAPE)
    h.click_button("answer_0")  # Yes
    assert not h.app.running


def test_the_game_menu_goes_back_to_the_game_or_the_title(tmp_path):
    h = Harness(tmp_path)
    h.start_game("khamousiyya")
    _play(h, 2)
    position = h.game.state.notation()
    h.key(pygame.K_ESCAPE)
    assert h.top.name == "gamemenu"
    h.key(pygame.K_ESCAPE)
    assert h.top.name == "game"
    h.click_button("menu")
    h.key(pygame.K_RETURN)  # "Back to the game" is marked
    assert h.top.name == "game"
    h.click_button("menu")
    h.click_button("to_title")
    assert h.names() == ["title"] and h.button("continue").is_enabled
    h.click_button("continue")
    h.settle()
    assert h.game.state.notation() == position


def test_a_saved_game_of_players_named_in_arabic_is_listed_on_two_lines_apart(tmp_path):
    """A QA pass (two players named أمينة and يوسف, the app in French): in Load game the
    row's second line, 'Dra · أمينة – يوسف', rode up over the save's name: the row was as
    tall as two Latin lines, and a line holding Arabic letters is drawn taller (Noto Sans
    Arabic's ascent and descent). A row showing Arabic has the room the Arabic screen gives
    it; rows of Latin names keep their height."""
    from ludic.app import language
    from ludic.app.session import Session, Setup

    h = Harness(tmp_path, size=(1366, 768))
    language.switch(h.app, "fr")
    h.pump(2)
    h.storage.save_game(Session(Setup("dra", {}, None, ["Amina", "Youssef"], 0)).to_save(),
                        "Amina et Youssef")
    h.click_button("load")
    latin = h.top.row_h
    h.key(pygame.K_ESCAPE)
    h.storage.save_game(Session(Setup("dra", {}, None, ["أمينة", "يوسف"], 0)).to_save(),
                        "Amina et Youssef 2")
    h.click_button("load")
    load = h.top
    assert load.name == "load" and ["أمينة", "يوسف"] in [i.names for i in load.saves]
    french = load.row_h
    language.switch(h.app, "ar")
    h.pump(2)
    load.layout(h.app.size)
    assert french == load.row_h > latin  # as in Arabic, taller than two Latin lines
    assert latin <= round(64 * load.scale) + 1  # Latin rows as before


def test_a_game_loaded_becomes_the_last_one_set_up(tmp_path):
    """Loading a saved game left the remembered setup as it was: Title, Play afterwards
    offered the game set up before the load (Dra here), and Rules opened on it. The game
    loaded is the last one set up, as a game started from Play: its game, options, number
    of players, who started, its computer seats and the names typed; what another game was
    set up with is kept."""
    from ludic.app.session import Session, Setup

    h = Harness(tmp_path)
    h.click_button("play")
    h.choose_game("dra")
    h.click_button("seat_1")  # Dra against the computer at Easy, remembered on Start
    h.click_button("start")
    h.settle()
    h.key(pygame.K_ESCAPE)
    h.click_button("to_title")
    assert h.app.settings.last_setup["level"] == "dra"
    race = Session(Setup("sig-el-oued", {"play_for_places": True}, 3, ["Amina", "", ""], 1,
                         [None, None, "medium"]))
    h.storage.save_game(race.to_save(), "race")
    h.click_button("load")
    h.click_button("load_ok")
    h.settle()
    assert h.top.name == "game" and h.game.session.setup.level_id == "sig-el-oued"
    setup = h.back_to_setup()
    assert setup.level_id == "sig-el-oued" and setup.n_players() == 3
    assert setup.options["sig-el-oued"]["play_for_places"] is True
    assert setup.first == 1
    assert [h.button(f"seat_{i}").text for i in range(3)] == ["No", "No", "Computer"]
    assert [h.button(f"name_{i}").get_text() for i in range(3)] == ["Amina", "", ""]
    assert setup.seats["dra"] == {1: "easy"}  # Dra's own seats, as they were
    saved = json.loads((tmp_path / "config" / "settings.json").read_text())
    assert saved["last_setup"]["level"] == "sig-el-oued"
    assert saved["last_names"] == ["Amina", "", ""]


def test_a_game_continued_becomes_the_last_one_set_up(tmp_path):
    """Continue left the remembered setup as it was: a Dra game against the computer
    continued, then back to the title, Play opened on the Sig race looked at since. The
    game continued is the last one set up, as a loaded one is: its game, players, seats
    and names typed."""
    h = Harness(tmp_path)
    h.click_button("play")
    h.choose_game("dra")
    h.click_button("seat_1")  # against the computer at Easy
    h.top.entries[0].set_text("Amina")
    h.click_button("start")
    h.settle()
    h.key(pygame.K_ESCAPE)
    h.click_button("to_title")
    h.settle()
    h.click_button("play")  # the race looked at, then Back: the last set up
    h.choose_game("sig-el-oued")
    h.click_button("players_3")
    h.click_button("back")
    h.settle()
    assert h.app.settings.last_setup["level"] == "sig-el-oued"
    h.click_button("continue")
    h.settle()
    assert h.top.name == "game" and h.game.session.setup.level_id == "dra"
    setup = h.back_to_setup()
    assert setup.level_id == "dra" and setup.n_players() == 2
    assert [h.button(f"seat_{i}").text for i in range(2)] == ["No", "Easy"]
    assert h.button("name_0").get_text() == "Amina"
    assert setup.players["sig-el-oued"] == 3  # the race's own players, as they were
    saved = json.loads((tmp_path / "config" / "settings.json").read_text())
    assert saved["last_setup"]["level"] == "dra" and saved["last_names"] == ["Amina", ""]


def test_a_broken_save_is_logged_under_its_files_name(tmp_path, caplog):
    """The Load list logged a damaged save as "JSON reader: Expecting ',' delimiter ..."
    without the file's name, and a save whose moves the rules refuse not at all: a
    developer reading a player's log could not tell which file it was. Each is logged
    under its file's name (the row itself says what is wrong in the player's words)."""
    import logging

    h = Harness(tmp_path)
    saves = h.storage.saves_dir
    saves.mkdir(parents=True)
    (saves / "cut short.json").write_text('{"level": "dra" "moves": []}', encoding="utf-8")
    (saves / "odd moves.json").write_text(json.dumps(
        {"version": 1, "level": "dra", "players": 2, "moves": ["c3", "z9"]}), encoding="utf-8")
    with caplog.at_level(logging.INFO):
        h.click_button("load")
        h.pump(2)
    assert h.top.name == "load" and all(h.top._problem(i) for i in h.top.saves)
    cut = [r.getMessage() for r in caplog.records if "cut short.json" in r.getMessage()]
    assert cut and "Expecting ',' delimiter" in cut[0], caplog.text
    odd = [r.getMessage() for r in caplog.records if "odd moves.json" in r.getMessage()]
    assert odd and "move 2 (z9)" in odd[0], caplog.text
    assert not any(r.getMessage().startswith("JSON reader") for r in caplog.records)


#: A Dra position in the movement phase (South to move; c2-c1 makes a line, D3), far from the
#: game's start, where every piece is in hand.
SET_POSITION = ("N..N.N/.N..N./....../..S.../SS.... S move hand=0,0 captured=7,9 quiet=0 "
                "turns=30 first=S")


def test_a_game_started_from_a_position_continues_from_it(tmp_path):
    """``GameScene.start_position`` (a teacher's set position, a test's) autosaved its moves
    as if the game began at the normal start: Continue replayed "c2-c1" on an empty board in
    the placement, a move those rules refuse, and the autosave was set aside. The save now
    carries the start; Continue shows the position after the moves played there, and Undo
    goes back to the set position, no further (there is nothing before it)."""
    h = Harness(tmp_path)
    h.start_position("dra", SET_POSITION)
    game = h.game
    for move in ("c2-c1", "xd5"):
        game.play(game.session.game.parse_move(move))
        h.settle()
    after = game.state.notation()
    assert after != SET_POSITION
    h.key(pygame.K_ESCAPE)
    h.click_button("to_title")
    h.settle()
    saved = h.app.storage.load_autosave()
    assert saved["start"] == SET_POSITION and saved["moves"] == ["c2-c1", "xd5"]
    h.click_button("continue")
    h.settle()
    assert h.top.name == "game", h.names()
    session = h.game.session
    assert h.game.state.notation() == after and session.set_position
    assert session.history.start.notation() == SET_POSITION
    for _ in range(3):  # the removal, the line, then nothing: the set position is the start
        h.key(pygame.K_z, pygame.KMOD_CTRL)
        h.settle()
    assert h.game.state.notation() == SET_POSITION


def test_a_game_from_the_start_saves_no_start_and_a_bad_one_is_refused():
    """A game begun at its start saves no ``start`` (older builds read the file as before);
    a start that is not a position of the game is refused with the game's reason (D1)."""
    from ludic.app.session import SaveError, Session, Setup

    session = Session(Setup("dra", {}, None, [], 0))
    data = session.to_save()
    assert "start" not in data
    Session.from_save(data)
    for bad, why in (("......", "Dra position has 8 fields"), (12, "not a position")):
        try:
            Session.from_save({**data, "start": bad})
        except SaveError as exc:
            assert why in str(exc.reason), exc.reason
        else:
            raise AssertionError(f"the start {bad!r} was taken")
