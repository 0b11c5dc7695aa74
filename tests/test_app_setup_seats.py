"""The setup screen's "Computer plays" row: remembered per game, and the computer seats'
default names.

A QA pass found a teacher re-clicking every seat for each Watch: the seats' choice was
forgotten by New game and on the way back from the title. And a three-player Sig race with
Amina, Youssef at Easy and an unnamed computer seat called the unnamed one "Computer 2": a
computer seat's default name is numbered among the computer seats that go by it only."""

import json

import pygame
import pytest

from apphelp import Harness
from ludic.i18n import tr


def _seat_texts(h, n: int) -> list[str]:
    return [h.button(f"seat_{i}").text for i in range(n)]


def test_the_computer_seats_are_remembered_per_game(tmp_path):
    h = Harness(tmp_path)
    h.click_button("play")
    h.choose_game("sig-el-oued")
    h.click_button("players_3")
    h.click_button("seat_1")  # the computer (the race has no strengths: S3)
    h.click_button("seat_2")
    assert _seat_texts(h, 3) == ["No", "Computer", "Computer"]
    h.click_button("start")
    h.settle()
    assert h.game.session.computers == [None, "medium", "medium"]
    # leave to the title, open the setup screen again: the same seats
    h.key(pygame.K_ESCAPE)
    h.settle()
    h.click_button("to_title")
    h.settle()
    assert h.top.name == "title", h.names()
    h.click_button("play")
    h.settle()
    assert h.top.level_id == "sig-el-oued"
    assert _seat_texts(h, 3) == ["No", "Computer", "Computer"]
    # another game keeps its own seats (people, chosen there)
    h.choose_game("dra")
    h.settle()
    # never set up: the race's seats, its computer at Medium (a game with choices)
    assert _seat_texts(h, 2) == ["No", "Medium"]
    for _ in range(2):  # Medium -> Hard -> a person
        h.click_button("seat_1")
    assert _seat_texts(h, 2) == ["No", "No"]
    h.choose_game("sig-el-oued")
    h.settle()
    assert _seat_texts(h, 3) == ["No", "Computer", "Computer"]
    # ... and after a restart, from the settings file
    saved = json.loads((tmp_path / "config" / "settings.json").read_text())
    assert saved["last_setup"]["computers"]["sig-el-oued"] == {"1": "medium", "2": "medium"}
    again = Harness(tmp_path)
    again.click_button("play")
    again.settle()
    assert _seat_texts(again, 3) == ["No", "Computer", "Computer"]
    pygame.quit()


def test_a_game_never_set_up_takes_the_seats_of_the_last_one(tmp_path):
    """Someone alone set Dra up against the computer, then chose Khamousiyya: its page, the
    game started from it, the menu's New game and the title's Play all had two people, and
    a game against oneself began. A game never set up before takes the seats of the game
    set up last (each computer at the strength that game keeps: the race's one
    "Computer"), and the setup page, New game and Play agree; a game set up before keeps
    its own seats; and before anything is set up, people at every seat, as the page
    shows."""
    h = Harness(tmp_path)
    h.click_button("play")
    assert h.top.level_id == "sig-el-oued"
    assert _seat_texts(h, 2) == ["No", "No"]  # a first start: people
    h.choose_game("dra")
    for _ in range(3):  # a person -> Easy -> Medium -> Hard
        h.click_button("seat_1")
    assert _seat_texts(h, 2) == ["No", "Hard"]
    h.choose_game("khamousiyya")
    h.settle()
    assert _seat_texts(h, 2) == ["No", "Hard"]
    h.click_button("start")
    h.settle()
    assert h.game.session.computers == [None, "hard"]
    h.key(pygame.K_ESCAPE)
    h.click_button("new_game")
    h.settle()
    assert h.top.name == "setup" and h.top.level_id == "khamousiyya"
    assert _seat_texts(h, 2) == ["No", "Hard"]
    h.choose_game("sig-el-oued")  # only seen at the start, never set up: Khamousiyya's
    h.settle()
    assert _seat_texts(h, 2) == ["No", "Computer"]
    h.choose_game("isolo")  # never set up: the race's Computer, at Medium
    h.settle()
    assert _seat_texts(h, 2) == ["No", "Medium"]
    h.choose_game("dra")
    h.settle()
    assert _seat_texts(h, 2) == ["No", "Hard"]
    h.choose_game("sig-el-oued-capture")  # never set up: Dra's Hard
    h.settle()
    assert _seat_texts(h, 2) == ["No", "Hard"]
    h.click_button("back")
    h.settle()
    h.click_button("play")
    h.settle()
    assert h.top.level_id == "sig-el-oued-capture"
    assert _seat_texts(h, 2) == ["No", "Hard"]
    pygame.quit()


def test_a_page_only_shown_is_not_set_up(tmp_path):
    """QA34 F4: someone alone opened Play (the race's page, shown first), chose Sig capture
    and set North to the computer, played the other games against it, then chose the race:
    two people. Drawing a page counted as setting it up (the race's seats were saved as
    ``{}``), so it never took the computer seat along, nor did any page merely looked at.
    A page counts as set up once the player changes it or plays it, after a restart too."""
    h = Harness(tmp_path)
    h.click_button("play")
    h.settle()
    assert h.top.level_id == "sig-el-oued"
    h.choose_game("dra")  # shown, passed by
    h.settle()
    h.choose_game("sig-el-oued-capture")
    h.settle()
    h.click_button("seat_1")
    assert _seat_texts(h, 2) == ["No", "Easy"]
    h.click_button("seat_1")
    h.choose_game("dra")  # shown before, never changed: Sig capture's Medium
    h.settle()
    assert _seat_texts(h, 2) == ["No", "Medium"]
    h.choose_game("sig-el-oued")
    h.settle()
    assert _seat_texts(h, 2) == ["No", "Computer"]
    h.click_button("back")  # kept: the race only shown is not set up in the file either
    h.settle()
    saved = json.loads((tmp_path / "config" / "settings.json").read_text())
    assert saved["last_setup"]["set_up"] == ["sig-el-oued-capture"]
    again = Harness(tmp_path)
    again.click_button("play")
    again.settle()
    assert again.top.level_id == "sig-el-oued"
    again.choose_game("sig-el-oued-capture")
    again.settle()
    assert _seat_texts(again, 2) == ["No", "Medium"]
    again.click_button("seat_1")  # Medium -> Hard: changed, and the race follows
    again.choose_game("sig-el-oued")
    again.settle()
    assert _seat_texts(again, 2) == ["No", "Computer"]
    again.click_button("seat_1")  # the race set to people: its own from now on
    assert _seat_texts(again, 2) == ["No", "No"]
    again.choose_game("sig-el-oued-capture")
    again.settle()
    again.choose_game("sig-el-oued")
    again.settle()
    assert _seat_texts(again, 2) == ["No", "No"]
    pygame.quit()


def test_a_race_never_set_up_takes_a_computer_seat_as_its_computer(tmp_path):
    """The race has one computer (S3: every move forced): Dra's Hard seat is its
    "Computer"; and the race's Computer is Medium in a game never set up after it."""
    h = Harness(tmp_path)
    h.app.settings.last_setup = {"level": "dra"}  # the race's page never seen
    h.click_button("play")
    assert h.top.level_id == "dra"
    for _ in range(3):
        h.click_button("seat_1")
    h.choose_game("sig-el-oued")
    h.settle()
    assert h.top.seats["sig-el-oued"] == {1: "medium"}
    assert _seat_texts(h, 2) == ["No", "Computer"]
    h.click_button("players_3")
    h.click_button("seat_2")
    h.choose_game("isolo")
    h.settle()
    assert h.top.seats["isolo"] == {1: "medium"}  # Isolo has two seats
    assert _seat_texts(h, 2) == ["No", "Medium"]
    pygame.quit()


def test_new_game_from_the_game_menu_keeps_the_seats(tmp_path):
    h = Harness(tmp_path)
    h.click_button("play")
    h.choose_game("dra")
    h.click_button("seat_1")
    h.click_button("start")
    h.settle()
    # the teacher takes the computer's seat over in the game: New game offers the seats as
    # they were set up (the Watch again), not as the teacher left them
    h.game.take_over(1)
    h.settle()
    assert h.game.session.computers == [None, None]
    h.key(pygame.K_ESCAPE)
    h.settle()
    h.click_button("new_game")
    h.settle()
    assert h.top.name == "setup", h.names()
    assert _seat_texts(h, 2) == ["No", "Easy"]
    pygame.quit()


def test_a_wrong_remembered_seat_is_a_person(tmp_path):
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "settings.json").write_text(json.dumps({"last_setup": {
        "level": "dra", "computers": {"dra": {"0": "godlike", "1": "hard", "9": "easy",
                                              "x": "easy"}, "nope": {"0": "easy"}}}}))
    h = Harness(tmp_path)
    h.click_button("play")
    h.settle()
    assert _seat_texts(h, 2) == ["No", "Hard"]
    pygame.quit()


def _race(h, typed: list[str], computers: list[int]) -> None:
    """A three-player Sig race with ``typed`` names and ``computers`` (no strengths: S3)."""
    h.click_button("play")
    h.choose_game("sig-el-oued")
    h.click_button("players_3")
    for i, name in enumerate(typed):
        if name:
            h.click(h.button(f"name_{i}").get_abs_rect().center)
            h.type_text(name)
    for i in computers:
        h.click_button(f"seat_{i}")


def test_a_lone_unnamed_computer_seat_is_the_computer(tmp_path):
    h = Harness(tmp_path)
    _race(h, ["Amina", "Youssef"], [1, 2])
    # the field's grey name and the Who-starts button, then the game's players
    assert h.button("name_2").placeholder_text == "Computer"
    assert h.button("first_2").text == "Computer"
    h.click_button("start")
    h.settle()
    assert [tr(n) for n in h.game.session.names] == ["Amina", "Youssef", "Computer"]
    pygame.quit()


def test_a_name_typed_for_a_computer_seat_renumbers_the_others(tmp_path):
    h = Harness(tmp_path)
    _race(h, ["Amina"], [1, 2])
    # three fields a row at 1280x720 have no room for "Computer 1": its short form
    assert h.button("name_1").placeholder_text == "Comp. 1"
    assert h.button("name_2").placeholder_text == "Comp. 2"
    assert h.button("first_2").text == "Computer 2"
    h.click(h.button("name_1").get_abs_rect().center)
    h.type_text("Youssef")
    # typed, not yet another page: the other computer seat is the lone "Computer" at once
    assert h.button("name_2").placeholder_text == "Computer"
    assert h.button("first_2").text == "Computer"
    pygame.quit()


def test_several_unnamed_computer_seats_are_numbered_in_seat_order(tmp_path):
    h = Harness(tmp_path)
    _race(h, ["", "Youssef"], [0, 1, 2])
    h.click_button("start")
    h.settle()
    assert [tr(n) for n in h.game.session.names] == ["Computer 1", "Youssef", "Computer 2"]
    pygame.quit()


def _set_up_a_race(h) -> None:
    """Seats, a name, an option, the players and who starts, chosen and not started."""
    h.click_button("play")
    h.choose_game("sig-el-oued")
    h.click_button("players_3")
    h.click(h.button("name_0").get_abs_rect().center)
    h.type_text("Amina")
    h.click_button("seat_1")  # the computer
    h.click_button("opt_play_for_places_0")  # Yes (the choices: Yes, No)
    h.click_button("first_2")


def _as_set_up(h) -> None:
    """The setup screen opened again shows what :func:`_set_up_a_race` chose."""
    h.click_button("play")
    h.settle()
    setup = h.top
    assert setup.name == "setup" and setup.level_id == "sig-el-oued"
    assert setup.n_players() == 3
    assert _seat_texts(h, 3) == ["No", "Computer", "No"]
    assert h.button("name_0").get_text() == "Amina"
    assert setup.options["sig-el-oued"]["play_for_places"] is True
    assert h.button("opt_play_for_places_0").is_selected
    assert setup.first == 2 and h.button("first_2").is_selected


def test_back_and_escape_keep_the_setup(tmp_path):
    """A teacher set the seats, names and options up, went back to the title (to read the
    rules there) and came again: all was gone, kept only by Start. Back and Escape keep it,
    in this run and in the settings file."""
    h = Harness(tmp_path)
    _set_up_a_race(h)
    h.click_button("back")
    h.settle()
    assert h.top.name == "title", h.names()
    _as_set_up(h)
    saved = json.loads((tmp_path / "config" / "settings.json").read_text())
    assert saved["last_names"][0] == "Amina"
    assert saved["last_setup"]["computers"]["sig-el-oued"] == {"1": "medium"}
    h.click_button("seat_1")  # a person now, left with Escape
    h.key(pygame.K_ESCAPE)
    h.settle()
    assert h.top.name == "title", h.names()
    again = Harness(tmp_path)  # a restart reads the file
    again.click_button("play")
    again.settle()
    assert _seat_texts(again, 3) == ["No", "No", "No"]
    pygame.quit()


def test_closing_the_window_keeps_the_setup(tmp_path):
    """The window closed with the setup screen open (here under the rules it opened): the
    setup is in the settings file at the next start."""
    h = Harness(tmp_path)
    _set_up_a_race(h)
    h.click_button("rules")
    h.settle()
    assert h.names()[-2:] == ["setup", "rules"], h.names()
    h.post(pygame.QUIT)
    h.pump(2)
    assert not h.app.running
    h.app.shutdown()  # what main does once the loop stops
    _as_set_up(Harness(tmp_path))
    pygame.quit()



def start_dra_against_hard(h: Harness) -> None:
    """Dra from the title, by clicks: a person against the computer at Hard."""
    h.click_button("play")
    h.choose_game("dra")
    for _ in range(3):  # a person -> Easy -> Medium -> Hard
        h.click_button("seat_1")
    h.click_button("start")
    h.settle()

def test_a_seat_taken_over_is_given_back_at_its_strength_after_save_and_load(tmp_path):
    """A teacher's pass: a seat taken from the computer (Hard), saved, loaded and given back
    came back at Medium; the save keeps the strength it had, and old saves still load."""
    from ludic.app.seats import Computer

    h = Harness(tmp_path)
    start_dra_against_hard(h)
    assert h.game.session.computers == [None, "hard"]
    h.game.take_over(1)
    h.settle()
    assert h.game.session.computers == [None, None]
    h.key(pygame.K_s, pygame.KMOD_CTRL)
    h.key(pygame.K_RETURN, frames=3)
    saved = h.storage.saved_games()[0]
    data = json.loads(saved.read_text(encoding="utf-8"))
    assert data["seats"] == [None, None] and data["taken_from"] == [None, "hard"]
    # an older save has no such field: it loads, and the seat comes back at Medium
    old = dict(data, name="old")
    del old["taken_from"]
    (saved.parent / "old.json").write_text(json.dumps(old), encoding="utf-8")
    for name, strength in ((data["name"], "hard"), ("old", "medium")):
        h.key(pygame.K_ESCAPE)
        h.click_button("to_title")
        h.click_button("load")
        load = h.top
        load.chosen = [i.name for i in load.saves].index(name)
        h.click_button("load_ok")
        h.settle()
        assert h.top.name == "game" and h.game.session.computers == [None, None], name
        h.game.take_over(1)
        h.settle()
        assert h.game.session.computers == [None, strength], name
        assert isinstance(h.game.seats[1], Computer) and h.game.seats[1].strength == strength
    pygame.quit()



def test_new_game_after_continue_offers_a_seat_taken_over_as_the_computers(tmp_path):
    """A teacher's pass (Watch): a seat taken over from the computer, the app left, the game
    continued and the seat given back; the menu's New game then offered that seat as a
    person's, because a game read from its file took the seats as they were when it was
    saved for the setup. Read from its file, the game's setup has the computer's seats as
    set up, before any was taken over (as the game played from the start has)."""
    h = Harness(tmp_path)
    start_dra_against_hard(h)
    h.game.take_over(1)
    h.settle()
    h.key(pygame.K_ESCAPE)
    h.click_button("to_title")
    h.settle()
    h.click_button("continue")
    h.settle()
    assert h.game.session.computers == [None, None]
    assert h.game.session.setup.computers == [None, "hard"]
    h.game.take_over(1)  # given back
    h.settle()
    assert h.game.session.computers == [None, "hard"]
    h.key(pygame.K_ESCAPE)
    h.click_button("new_game")
    h.settle()
    assert h.top.name == "setup", h.names()
    assert h.top.seats["dra"] == {1: "hard"}
    pygame.quit()

def test_a_computer_seat_in_the_race_has_no_strength(tmp_path):
    """The Sig race has no choices (S3: every move is forced by the throw), yet a computer
    seat offered Easy, Medium and Hard, and the panel said which: a player could pick Hard
    expecting a stronger opponent. There it is just "Computer" (No -> Computer -> No), the
    tooltip says why, and the game's panel names no strength; a game with choices still
    offers them. The model says which games have choices (``Game.has_choices``)."""
    from ludic.model.registry import game_class, load_level

    assert game_class(load_level("sig-el-oued").game).has_choices is False
    assert game_class(load_level("sig-el-oued-capture").game).has_choices is True
    h = Harness(tmp_path)
    h.click_button("play")
    h.choose_game("sig-el-oued")
    assert "forced" in h.button("seat_1").tool_tip_text
    h.click_button("seat_1")
    assert _seat_texts(h, 2) == ["No", "Computer"]
    h.click_button("seat_1")
    assert _seat_texts(h, 2) == ["No", "No"]
    h.click_button("seat_1")
    h.click_button("start")
    h.settle()
    assert h.game.seat_kind(1) == ("computer", ""), h.game.seat_kind(1)
    h.key(pygame.K_ESCAPE)
    h.settle()
    h.click_button("to_title")
    h.settle()
    h.click_button("play")
    h.choose_game("dra")
    h.settle()
    assert "Easy, Medium, Hard" in h.button("seat_1").tool_tip_text
    # Dra, never set up, takes the race's computer seat at Medium, and offers the others
    assert _seat_texts(h, 2) == ["No", "Medium"]
    h.click_button("seat_1")
    assert _seat_texts(h, 2) == ["No", "Hard"]
    pygame.quit()


def test_an_older_builds_race_seats_are_the_race_computer(tmp_path):
    """Builds before the race's one "Computer" (32acbe3) offered Easy, Medium and Hard there,
    and wrote the seat chosen into the settings as any other: such a seat is read as the race's
    one computer (the default strength), on the setup screen, in the game it starts and in the
    settings written back; a game with choices keeps its remembered strength."""
    (tmp_path / "config").mkdir()
    # the settings file as those builds wrote it (SetupScene.keep)
    (tmp_path / "config" / "settings.json").write_text(json.dumps({
        "last_names": ["Amina", "", ""],
        "last_setup": {"level": "sig-el-oued", "options": {"sig-el-oued": {}},
                       "players": {"sig-el-oued": 3}, "first": 0,
                       "computers": {"sig-el-oued": {"1": "hard", "2": "easy"},
                                     "dra": {"1": "hard"}}}}))
    h = Harness(tmp_path)
    h.click_button("play")
    h.settle()
    assert h.top.level_id == "sig-el-oued"
    assert _seat_texts(h, 3) == ["No", "Computer", "Computer"]
    assert h.top.computers == {1: "medium", 2: "medium"}
    assert h.top.seats["dra"] == {1: "hard"}
    h.click_button("seat_1")  # a click on a race's computer: No, then the computer again
    assert _seat_texts(h, 3) == ["No", "No", "Computer"]
    h.click_button("seat_1")
    assert _seat_texts(h, 3) == ["No", "Computer", "Computer"]
    h.click_button("start")
    h.settle()
    assert h.game.session.computers == [None, "medium", "medium"]
    written = json.loads((tmp_path / "config" / "settings.json").read_text())
    assert written["last_setup"]["computers"] == {"sig-el-oued": {"1": "medium", "2": "medium"},
                                                  "dra": {"1": "hard"}}
    pygame.quit()


def test_an_older_builds_saved_race_seats_are_the_race_computer(tmp_path):
    """A Sig race saved (or autosaved) by an older build with a "hard" or "easy" computer seat,
    or with a seat the teacher took from such a computer, plays on as one set up today: every
    computer seat at the default strength, the seat taken given back at it, and the next save
    writes it so. The Continue of the title screen and a game loaded by name read it alike
    (``Session.from_save``); Dra's strengths are kept."""
    from ludic.app.seats import Computer
    from ludic.app.session import Session, Setup

    old = Session(Setup("sig-el-oued", {}, 3, ["", "", ""], 0, [None, None, None], 7)).to_save()
    old.update(seats=["easy", None, "hard"], taken_from=[None, "hard", None])
    dra = Session(Setup("dra", {}, 2, ["", ""], 0, [None, "hard"], 7)).to_save()
    assert Session.from_save(dra).computers == [None, "hard"]
    assert Session.from_save(old).computers == ["medium", None, "medium"]
    assert Session.from_save(old).taken_from == [None, "medium", None]
    h = Harness(tmp_path)
    assert h.storage.save_autosave(old)
    h.app.reset("title")
    h.settle()
    h.click_button("continue")
    h.settle()
    game = h.game
    assert h.top is game and game.session.computers == ["medium", None, "medium"]
    assert [getattr(c, "strength", None) for c in game.seats] == ["medium", None, "medium"]
    game.take_over(1)  # the teacher gives the seat back to the computer
    h.settle()
    assert isinstance(game.seats[1], Computer) and game.seats[1].strength == "medium"
    game.save(now=True)
    saved = json.loads(h.storage.autosave_path.read_text(encoding="utf-8"))
    assert saved["seats"] == ["medium", "medium", "medium"], saved["seats"]
    pygame.quit()


# normal text is left out: its names never needed fewer columns than its buttons, and the
# case took 25 s of CI's time
@pytest.mark.parametrize("text_size", ["large", "extra large"])
@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_seats_controls_stay_under_the_pointer(tmp_path, size, text_size):
    """Arabic race, five and six players: a click on a seat's computer button named its
    field "Computer 2" (longer than "Player 2"), the names went from three columns to two
    and every seat's controls below moved: the next click at the same place hit another
    seat. The names, the computer buttons and Who starts now share one number of columns,
    chosen for the page's widest state; a click moves no seat's controls, and each name
    field holds its seat's name with four tenths of its words' size free each side
    («اللاعب 3» was 4 px from its field's edge at 1024x768 in extra large text)."""
    from ludic.app import language, theme

    h = Harness(tmp_path, size=size)
    language.switch(h.app, "ar")
    h.set_text_size(text_size)
    h.pump(2)
    h.click_button("play")
    h.choose_game("sig-el-oued")
    try:
        for n in (5, 6):
            h.top.scroll_page(-10 ** 6)
            h.pump(3)
            h.click_button(f"players_{n}")
            h.pump(3)
            for _ in range(12):  # the seats' rows in view (the page may scroll)
                if h.button("seat_0") is not None:
                    break
                h.top.scroll_page(1)
                h.pump(3)

            def placed(n: int = n) -> dict[str, pygame.Rect]:
                return {f"{kind}_{i}": pygame.Rect(b.get_abs_rect())
                        for kind in ("name", "seat", "first") for i in range(n)
                        if (b := h.button(f"{kind}_{i}")) is not None}

            h.settle()
            for i in range(n):
                entry = h.button(f"name_{i}")
                if entry is None:
                    continue
                img, edge = entry.image, entry.border_width["left"]
                w, hh = img.get_size()
                dark = [x for x in range(edge, w - edge) for y in range(edge, hh - edge, 2)
                        if (c := img.get_at((x, y))).a > 200 and sum(c[:3]) < 250]
                px = entry.font.get_point_size()
                assert dark and min(dark) - edge >= 0.4 * px \
                    and w - edge - 1 - max(dark) >= 0.4 * px, \
                    (n, i, entry.placeholder_text, min(dark) - edge, w - edge - 1 - max(dark), px)
            before = placed()
            assert any(k.startswith("seat_") for k in before), (n, sorted(before))
            for i in range(n):
                if f"seat_{i}" not in before:
                    continue
                h.click(before[f"seat_{i}"].center)
                h.pump(3)
                assert h.top.computers.get(i), (n, i)
                after = placed()
                moved = {k: (before[k], after.get(k)) for k in before if after.get(k) != before[k]}
                assert not moved, (n, i, moved)
            columns = {kind: len({r.x for k, r in before.items() if k.startswith(kind)})
                       for kind in ("name", "seat", "first")
                       if sum(k.startswith(kind) for k in before) >= 3}
            assert len(set(columns.values())) == 1, (n, columns)
            for i in range(n):  # people again, for the next number of players
                while h.top.computers.get(i):
                    h.top.cycle_seat(i)
            h.pump(3)
    finally:
        language.switch(h.app, "en")
        theme.set_text_size("normal")
        pygame.quit()
