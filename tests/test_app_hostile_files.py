"""Files that try to break Ludic (issue 13, "Faults and files"): every one is refused with a
plain reason, the Load screen stays usable, and settings never lock the player out."""

import json
import os
import random

import pygame
import pytest

from apphelp import Harness
from ludic.app.plaintext import is_clean
from ludic.app.session import SaveError, Session, Setup
from ludic.app.storage import (FileRefused, Settings, Storage, parse_json, read_file)


def _good_save(**changes) -> dict:
    session = Session(Setup("dra", {}, None, ["Amina", "Yusuf"], 0))
    rng = random.Random(1)
    for _ in range(6):
        session.history.play(rng.choice(session.state.legal_moves()))
    data = dict(session.to_save(), name="Good one", saved_at="2026-01-02 03:04:05")
    data.update(changes)
    return data


def _deep(n: int) -> str:
    return "[" * n + "]" * n


HOSTILE_SAVES = {
    "nul in date": lambda: json.dumps(_good_save(saved_at="2026\u0000-01")),
    "nul in name": lambda: json.dumps(_good_save(name="Ami\u0000na")),
    "nul in level": lambda: json.dumps(_good_save(level="dr\u0000a")),
    "nul in a move": lambda: json.dumps(_good_save(moves=["c3\u0000"])),
    "surrogate name": lambda: json.dumps(_good_save(name="\ud800x")),
    "surrogate player": lambda: json.dumps(_good_save(names=["\udfff", "B"])),
    "surrogate move": lambda: json.dumps(_good_save(moves=["\ud83d"])),
    "deep": lambda: _deep(5000),
    "deep inside": lambda: '{"version": 1, "level": "dra", "moves": [], "name": ' +
                           _deep(3000) + "}",
    "long name": lambda: json.dumps(_good_save(name="N" * 100_000)),
    "long player": lambda: json.dumps(_good_save(names=["P" * 50_000, "Q" * 10_000])),
    "cursor -1": lambda: json.dumps(_good_save(cursor=-1)),
    "cursor huge": lambda: json.dumps(_good_save(cursor=10**9)),
    "cursor 1e400": lambda: json.dumps(_good_save())[:-1] + ', "cursor": 1e400}',
    "cursor float": lambda: json.dumps(_good_save(cursor=2.0)),
    "cursor bool": lambda: json.dumps(_good_save(cursor=True)),
    "digits": lambda: json.dumps(_good_save())[:-1] + ', "cursor": ' + "9" * 5000 + "}",
    "nan": lambda: json.dumps(_good_save())[:-1] + ', "first": NaN}',
    "int moves": lambda: json.dumps(_good_save(moves=[5, 6])),
    "moves text": lambda: json.dumps(_good_save(moves="c3 d4")),
    "names dict": lambda: json.dumps(_good_save(names={"a": 1})),
    "players str": lambda: json.dumps(_good_save(players="2")),
    "first 7": lambda: json.dumps(_good_save(first=7)),
    "options list": lambda: json.dumps(_good_save(options=[1])),
    "match junk": lambda: json.dumps(_good_save(match={"scores": "x"})),
    "version str": lambda: json.dumps(_good_save(version="1")),
    "zero width": lambda: json.dumps(_good_save(name="\u200b\u200c\u200f",
                                                names=["\u200b", "\u200f"])),
}


#: Games whose text fields are only cleaned (the game itself is sound): they load.
CLEANED = {"nul in date", "nul in name", "surrogate name", "surrogate player", "long name",
           "long player", "zero width"}


def _write_hostile(saves) -> dict[str, str]:
    """Every hostile file in ``saves``; returns file name -> case."""
    saves.mkdir(parents=True, exist_ok=True)
    made = {}
    for i, (case, make) in enumerate(HOSTILE_SAVES.items()):
        name = f"{i:02d} {case}.json"
        (saves / name).write_text(make(), encoding="utf-8", errors="surrogatepass")
        made[name] = case
    big = saves / "big.json"
    with open(big, "wb") as f:  # 100 MB, sparse: costs nothing on the disk
        f.truncate(100 * 2**20)
    made[big.name] = "big"
    (saves / "folder.json").mkdir()
    made["folder.json"] = "folder"
    if hasattr(os, "mkfifo"):
        os.mkfifo(saves / "fifo.json")
        made["fifo.json"] = "fifo"
    if os.path.exists("/dev/zero"):
        os.symlink("/dev/zero", saves / "zero.json")
        made["zero.json"] = "zero"
    (saves / "good.json").write_text(json.dumps(_good_save()), encoding="utf-8")
    made["good.json"] = "good"
    return made


def test_read_file_refuses_what_is_not_a_small_regular_file(tmp_path):
    made = _write_hostile(tmp_path / "saves")
    for name in ("big.json", "folder.json", "fifo.json", "zero.json"):
        if name in made:
            with pytest.raises(FileRefused):
                read_file(tmp_path / "saves" / name, 4 * 2**20)
    assert read_file(tmp_path / "saves" / "good.json", 4 * 2**20).startswith(b"{")


@pytest.mark.parametrize("text", [_deep(100_000), '{"a": NaN}', '{"a": Infinity}',
                                  '{"a": 1e400}', '{"a": ' + "1" * 5000 + "}", "\ufeff{",
                                  '{"a": "\\ud800', "\x00"])
def test_parse_json_refuses_with_a_plain_reason(text):
    with pytest.raises(FileRefused) as exc:
        parse_json(text.encode("utf-8", "surrogatepass"))
    message = str(exc.value)
    assert message.startswith(("it ", "the file")) and "Errno" not in message
    assert "sys." not in message and "digits" not in message


def test_every_hostile_save_is_one_refused_row_and_the_screen_stays_usable(tmp_path):
    made = _write_hostile(tmp_path / "data" / "saves")
    h = Harness(tmp_path, size=(1024, 600))
    h.click_button("load")
    load = h.top
    assert load.name == "load"
    assert len(load.saves) == len(made)
    rows = {info.path.name: info for info in load.saves}
    for name, case in made.items():
        info = rows[name]
        assert is_clean(info.name) and len(info.name) <= 80, case
        assert is_clean(info.saved_at) and is_clean(info.level), case
        problem = load._problem(info)
        if case in CLEANED or case == "good":
            assert not problem, (case, problem)
            continue
        assert problem, f"{case} was accepted"
        assert is_clean(problem) and len(problem) < 200, (case, problem)
        assert "Errno" not in problem and str(tmp_path) not in problem, (case, problem)
    # every row is drawn (scrolling page by page), at three sizes
    for size in ((1024, 600), (1280, 720), (1920, 1080)):
        h.resize(*size)
        load.scroll = 0
        while True:
            h.app._ui_dirty = True
            h.pump(2)
            if load.scroll + load.per_page >= len(load.saves):
                break
            load.scroll_by(load.per_page)
    # the good game still loads; a bad file can be deleted from the app
    bad = next(i for i, info in enumerate(load.saves) if info.path.name == "fifo.json"
               or info.path.name == "big.json")
    load.choose(bad)
    h.pump(2)
    h.click_button("delete")
    h.click_button("answer_0")  # Delete
    assert h.top is load and "deleted" in load.note
    assert len(load.saves) == len(made) - 1
    good = next(i for i, info in enumerate(load.saves) if info.path.name == "good.json")
    load.chosen = good
    load.load_chosen()
    h.settle()
    assert h.top.name == "game" and h.game.session.names == ["Amina", "Yusuf"]


@pytest.mark.parametrize("case", sorted(HOSTILE_SAVES))
def test_hostile_save_from_the_session(case):
    try:
        data = json.loads(HOSTILE_SAVES[case]())
    except (ValueError, RecursionError):
        return  # refused by the file reader (test above)
    try:
        session = Session.from_save(data)
    except SaveError as exc:
        assert is_clean(str(exc)) and len(str(exc)) < 200
        return
    assert all(is_clean(n) and len(n) <= 24 for n in session.names)


def test_wrong_things_are_refused_with_what_was_wrong():
    for cursor in (-1, 10**9, 2.0, True, "3"):
        with pytest.raises(SaveError, match="cursor"):
            Session.from_save(_good_save(cursor=cursor))
    with pytest.raises(SaveError, match="move 1"):
        Session.from_save(_good_save(moves=[5]))
    with pytest.raises(SaveError, match="number of players"):
        Session.from_save(_good_save(players="2"))
    assert Session.from_save(_good_save(cursor=3)).history.cursor == 3


# -- settings ------------------------------------------------------------------------------
@pytest.mark.parametrize("content", [
    '{"window_size": [20000, 20000]}', '{"window_size": [2147483648, 720]}',
    '{"window_size": [true, 720]}', '{"window_size": [10, 10]}',
    _deep(1000), '{"a":' * 1000 + "1" + "}" * 1000,
    '{"last_names": [1, 2]}', '{"sound": "yes"}',
    '{"volume": NaN}', '{"anim_speed": 1e400}', '{"last_names": "Amina"}',
])
def test_settings_that_would_lock_the_player_out(tmp_path, content):
    st = Storage(home=tmp_path)
    st.settings_path.parent.mkdir(parents=True)
    st.settings_path.write_text(content, encoding="utf-8")
    h = Harness(tmp_path)  # the app starts, and says once what happened
    assert h.top.name == "title" and "settings" in h.top.note.lower()
    assert is_clean(h.top.note) and str(tmp_path) not in h.top.note
    settings = h.app.settings
    assert settings.window_size == [1280, 720]
    assert all(is_clean(n) for n in settings.last_names)
    assert list(st.config_dir.glob("settings.json.broken-*")), "the old file is kept"
    assert h.storage.save_settings(settings)  # and saving works again
    assert Harness(tmp_path).top.note == ""  # told once


def test_a_lone_surrogate_in_names_never_stops_settings_being_saved(tmp_path):
    st = Storage(home=tmp_path)
    s = Settings(last_names=["A\ud800b"])
    assert st.save_settings(s)
    assert st.load_settings().last_names in (["A?b"], ["Ab"])
    st.settings_path.write_text('{"last_names": ["\\ud800", "Yu\\u0000suf"]}')
    assert st.load_settings().last_names == ["", "Yusuf"]  # cleaned: nothing to tell
    assert not st.problems


def test_typed_unprintable_characters_never_reach_the_font(tmp_path):
    h = Harness(tmp_path)
    h.click_button("play")
    entry = next(e for e in h.elements() if "#name_0" in getattr(e, "object_ids", []))
    entry.focus()
    for ch in ("\u200c", "\u200b", "\u200f", "\ufeff", "\x00", "\ud800", "\u034f", "\ufe0f"):
        h.type_text(ch)
        assert entry.get_text() == "", repr(ch)
    h.type_text("Zo\u00e9")
    with pytest.warns(UserWarning):
        entry.set_text("\u200b")  # set by code: refused too
    assert entry.get_text() == "Zo\u00e9"
    h.click_button("start")
    h.settle()
    assert h.game.session.names[0] == "Zo\u00e9"
    pygame.event.clear()
