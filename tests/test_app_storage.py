"""Settings and saved games round-trip; broken files are set aside with a plain message."""

import json
import random

import pygame
import pytest

from apphelp import Harness
from ludic.app.session import SaveError, Session, Setup
from ludic.app.storage import Settings, Storage


def test_settings_round_trip(tmp_path):
    st = Storage(home=tmp_path)
    s = Settings(anim_speed=2.5, sound=False, volume=0.3, show_numbering=True,
                 last_names=["Amina", "Yusuf"])
    st.save_settings(s)
    assert st.settings_path.parent == tmp_path / "config"
    assert st.load_settings() == s


def test_two_copies_keep_each_others_settings(tmp_path):
    """Two copies of Ludic open on one home: each writes only what it changed, on top of the
    file as the other left it, so the one closed last no longer undoes the other's choice."""
    a, b = Storage(home=tmp_path), Storage(home=tmp_path)
    sa, sb = a.load_settings(), b.load_settings()  # no file yet: both start from defaults
    sa.language = "fr"
    assert a.save_settings(sa)
    sb.anim_speed, sb.window_size = 2.5, [1600, 900]
    assert b.save_settings(sb)
    sa.window_size = [1300, 800]  # A closes last, with its own window size
    assert a.save_settings(sa)
    got = Storage(home=tmp_path).load_settings()
    assert (got.language, got.anim_speed, got.window_size) == ("fr", 2.5, [1300, 800])
    # B closes after that, having changed nothing more: nothing of A's is undone
    assert b.save_settings(sb)
    got = Storage(home=tmp_path).load_settings()
    assert (got.language, got.anim_speed, got.window_size) == ("fr", 2.5, [1300, 800])
    # a setting both change ends as the last writer left it
    sb.language = "ar"
    assert b.save_settings(sb)
    assert Storage(home=tmp_path).load_settings().language == "ar"


def test_saving_settings_keeps_what_this_copy_does_not_know(tmp_path):
    """Keys a later version wrote stay; nothing changed writes nothing; a file gone while
    the app was open is written whole again."""
    st = Storage(home=tmp_path)
    st.write_json(st.settings_path, {"language": "en", "sound": True, "later": [1, 2]})
    s = st.load_settings()
    before = st.settings_path.stat().st_ino, st.settings_path.stat().st_mtime_ns
    assert st.save_settings(s)  # nothing changed
    assert (st.settings_path.stat().st_ino, st.settings_path.stat().st_mtime_ns) == before
    s.sound = False
    assert st.save_settings(s)
    on_disk = json.loads(st.settings_path.read_text(encoding="utf-8"))
    assert on_disk == {"language": "en", "sound": False, "later": [1, 2]}
    st.settings_path.unlink()
    assert st.save_settings(s)
    assert Storage(home=tmp_path).load_settings() == s


def test_broken_settings_are_set_aside(tmp_path):
    st = Storage(home=tmp_path)
    st.settings_path.parent.mkdir(parents=True)
    st.settings_path.write_text("{not json", encoding="utf-8")
    assert st.load_settings() == Settings()
    assert not st.settings_path.exists()
    assert list(st.settings_path.parent.glob("settings.json.broken-*"))
    assert "could not be read" in st.problems[0]


def test_wrong_types_in_settings_keep_defaults(tmp_path):
    st = Storage(home=tmp_path)
    st.write_json(st.settings_path, {"anim_speed": "fast", "sound": 1, "volume": 7,
                                     "last_names": ["x" * 99]})
    s = st.load_settings()
    assert s.anim_speed == 1.0 and s.sound is True and s.volume == 1.0
    assert s.last_names == ["x" * 24]


def test_env_var_points_storage_at_a_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("LUDIC_HOME", str(tmp_path))
    st = Storage()
    assert st.data_dir == tmp_path / "data" and st.log_dir == tmp_path / "logs"


def _played_session(level_id: str, n: int, seed: int = 2) -> Session:
    session = Session(Setup(level_id, {}, None, ["Amina", "Yusuf"], 1))
    rng = random.Random(seed)
    h = session.history
    for _ in range(n):
        if h.state.outcome() is not None:
            break
        if h.state.is_chance:
            h.throw(rng)
        else:
            h.play(rng.choice(h.state.legal_moves()))
    return session


def test_saved_game_replays_through_the_model(tmp_path):
    for level_id in ("dra", "sig-el-oued-capture", "isolo"):
        session = _played_session(level_id, 30)
        session.history.undo()
        data = json.loads(json.dumps(session.to_save()))
        assert data["level"] == level_id and data["names"] == ["Amina", "Yusuf"]
        assert data["first"] == 1 and all(isinstance(m, str) for m in data["moves"])
        again = Session.from_save(data)
        assert again.state.notation() == session.state.notation()
        assert [str(m) for m in again.history.moves] == data["moves"]
        assert again.history.cursor == session.history.cursor


def test_a_broken_save_says_why():
    session = _played_session("dra", 10)
    data = session.to_save()
    data["moves"][3] = "z9-z8"
    try:
        Session.from_save(data)
    except SaveError as exc:
        assert "move 4" in str(exc)
    else:
        raise AssertionError("a bad move must not load")
    for bad in ({}, {"version": 1}, {"version": 99, "level": "dra"},
                {"version": 1, "level": "nope", "players": 2}):
        try:
            Session.from_save(bad)
        except SaveError:
            pass
        else:
            raise AssertionError(f"{bad} must not load")


def test_match_score_is_saved():
    session = Session(Setup("dra", {"match": True}, None, [], 0))
    assert session.match is not None
    from ludic.model.protocol import Outcome, Termination

    session.match = session.match.record(Outcome(0, "North cannot move: South wins", "D4",
                                                 why="North cannot move",
                                                 termination=Termination.BLOCKED), 2)
    data = session.to_save()
    again = Session.from_save(data)
    assert again.match.scores == (2, 0)
    (result,) = again.match.results
    assert (result.winner, result.reason, result.rule, result.why, result.termination) == (
        0, "North cannot move: South wins", "D4", "North cannot move", Termination.BLOCKED)
    # the kind is saved as its value, so the file is plain JSON
    assert json.loads(json.dumps(data))["match"]["results"][0][4] == "blocked"
    # a save from before Outcome.termination: four fields, the kind reads unknown
    data["match"]["results"] = [[0, "North cannot move: South wins", "D4", "North cannot move"]]
    (old,) = Session.from_save(data).match.results
    assert old.why == "North cannot move" and old.termination is Termination.UNKNOWN
    # a save from before Outcome.why: its results have three fields, and still load
    data["match"]["results"] = [[0, "North cannot move: South wins", "D4"]]
    (old,) = Session.from_save(data).match.results
    assert old.reason == "North cannot move: South wins" and old.why == ""
    assert old.termination is Termination.UNKNOWN
    # a kind no version of Ludic writes is refused, not guessed (nor a list, unhashable)
    for kind in ("won", ["blocked"], 3):
        data["match"]["results"] = [[0, "North cannot move: South wins", "D4", "", kind]]
        try:
            Session.from_save(data)
        except SaveError:
            pass
        else:
            raise AssertionError(f"a result of the kind {kind!r} must not load")


def test_two_copies_with_games_in_progress_share_one_autosave(tmp_path):
    """The autosave holds the game in progress played last, whichever copy played it; a
    copy whose game ended neither removes nor replaces another copy's game in progress."""
    a, b = Storage(home=tmp_path), Storage(home=tmp_path)
    game_a = {"version": 1, "level": "dra", "moves": ["@c3"], "over": False}
    game_b = {"version": 1, "level": "isolo", "moves": [], "over": False}
    assert a.save_autosave(game_a) and b.save_autosave(game_b)
    assert a.autosave_summary()["level"] == "isolo"  # played last
    assert a.save_autosave(dict(game_a, over=True))  # A's game ends, A goes to the menu
    a.clear_autosave()
    assert b.autosave_summary() == {"level": "isolo", "names": [], "moves": 0, "over": False,
                                    "scores": None}
    # B's own game ends: its finished game replaces its own autosave, which the menu clears
    assert b.save_autosave(dict(game_b, over=True))
    assert b.autosave_summary()["over"] is True
    b.clear_autosave()
    assert not b.autosave_path.exists()
    # A's next game in progress is the one played last again
    assert b.save_autosave(game_b) and a.save_autosave(game_a)
    assert b.autosave_summary()["level"] == "dra"


@pytest.mark.parametrize("match, scores", [
    ({"scores": [2, 1], "first": 0, "games": 3, "results": []}, [2, 1]),
    ({"scores": [0, 0], "first": 0, "games": 0, "results": []}, None),  # none played yet
    ({"scores": ["2", 1], "games": 3}, None), ({"scores": [2, True], "games": 3}, None),
    ({"scores": [2, 1], "games": "3"}, None), ([2, 1], None), (None, None)])
def test_the_autosave_summary_gives_a_match_score_to_lose(tmp_path, match, scores):
    """The setup screen's Start asks before a new game replaces a match with a score (the
    summary's ``scores``); a match not begun, or a record not believed, has none."""
    st = Storage(home=tmp_path)
    game = {"version": 1, "level": "dra", "moves": [], "over": False}
    if match is not None:
        game["match"] = match
    assert st.save_autosave(game)
    assert st.autosave_summary()["scores"] == scores


def test_an_autosave_an_earlier_run_left_is_kept_until_a_game_replaces_it(tmp_path):
    st = Storage(home=tmp_path)
    left = {"version": 1, "level": "dra", "moves": ["@c3"], "over": False}
    st.write_json(st.autosave_path, left)  # no copy's token: written by an earlier run
    assert st.save_autosave({"version": 1, "level": "isolo", "moves": [], "over": True})
    st.clear_autosave()  # a finished game loaded and left: the game to continue stays
    assert st.autosave_summary()["level"] == "dra"
    assert st.save_autosave({"version": 1, "level": "isolo", "moves": [], "over": False})
    assert st.autosave_summary()["level"] == "isolo"
    st.write_json(st.autosave_path, dict(left, over=True))  # a finished game is not kept
    st.clear_autosave()
    assert not st.autosave_path.exists()


def test_continue_with_a_broken_autosave_shows_a_message(tmp_path):
    st = Storage(home=tmp_path)
    st.data_dir.mkdir(parents=True)
    st.autosave_path.write_text('{"version": 1, "level": "dra", "players": 2, '
                                '"moves": ["q7"]}', encoding="utf-8")
    h = Harness(tmp_path)
    assert h.button("continue").is_enabled
    h.click_button("continue")
    assert h.top.name == "title"
    assert "could not be loaded" in h.top.note
    assert not st.autosave_path.exists()
    assert list(st.data_dir.glob("autosave.json.broken-*"))


def test_continue_goes_on_with_the_autosaved_game(tmp_path):
    h = Harness(tmp_path)
    h.start_game("dra")
    rng = random.Random(4)
    for _ in range(5):
        h.play(rng.choice(h.game.state.legal_moves()))
    position = h.game.state.notation()
    h.key(pygame.K_ESCAPE)
    assert h.top.name == "gamemenu"
    h.click_button("to_title")
    assert h.top.name == "title"
    h.click_button("continue")
    h.settle()
    assert h.top.name == "game" and h.game.state.notation() == position


def test_a_finished_match_game_is_counted_once_across_continue(tmp_path):
    """The game just finished is game 1 on the game-over panel, after Menu and Continue too,
    and Continue does not count it a second time (D5)."""
    from test_app_scenes import finished_session

    from ludic.app.scenes.game import GameScene

    h = Harness(tmp_path)
    session = finished_session("dra", seed=3)
    h.app.reset(GameScene(h.app), session=Session.from_save(session.to_save()))
    h.settle()
    assert h.top.name == "gameover"
    game = h.game
    scores = game.session.match.scores
    assert sum(scores) >= 1 and game.session.match.games_played == 1
    assert game.panel_lines(game.state)[0] == "Match to 10: game 1"
    h.click_button("menu")
    assert h.top.name == "title"
    h.click_button("continue")
    h.settle()
    game = h.game
    assert game.session.match.scores == scores and game.session.match.games_played == 1
    assert game.panel_lines(game.state)[0] == "Match to 10: game 1"
    h.click_button("again") if h.top.name == "gameover" else h.click_button("again_panel")
    assert h.game.panel_lines(h.game.state)[0] == "Match to 10: game 2"


def test_two_copies_saving_at_the_same_moment_keep_both_changes(tmp_path, monkeypatch):
    """Copy A has read the settings file and is about to write it when copy B saves: B
    waits for A's lock, then reads what A wrote and adds its own change. Without the lock
    B wrote first and A's write, merged from the file as it was before, took B's change
    away."""
    import threading

    a, b = Storage(home=tmp_path), Storage(home=tmp_path)
    sa, sb = a.load_settings(), b.load_settings()
    assert a.save_settings(sa)  # the file exists; both copies know it
    sb = b.load_settings()
    writing, go = threading.Event(), threading.Event()
    real = Storage.write_json

    def slow(self, path, data):
        if self is a and path == a.settings_path:
            writing.set()
            assert go.wait(10)
        real(self, path, data)

    monkeypatch.setattr(Storage, "write_json", slow)
    sa.language, sb.anim_speed = "fr", 2.5
    done = []
    ta = threading.Thread(target=lambda: done.append(a.save_settings(sa)))
    ta.start()
    assert writing.wait(10), "A is between its read and its write"
    tb = threading.Thread(target=lambda: done.append(b.save_settings(sb)))
    tb.start()
    tb.join(0.3)  # B waits for A's lock (before, it wrote now)
    go.set()
    ta.join(10)
    tb.join(10)
    assert done == [True, True]
    got = Storage(home=tmp_path).load_settings()
    assert (got.language, got.anim_speed) == ("fr", 2.5)
    assert not (a.settings_path.parent / "settings.json.lock").exists()


def test_a_lock_left_by_a_killed_copy_never_stops_a_save(tmp_path):
    """A lock older than a save takes is left by a copy killed while holding it: taken
    over at once. A young one still held after the wait: the save goes on without it."""
    import os
    import time

    from ludic.app import storage as storage_module

    st = Storage(home=tmp_path)
    s = st.load_settings()
    lock = st.settings_path.parent / "settings.json.lock"
    lock.parent.mkdir(parents=True, exist_ok=True)
    lock.write_text("")
    old = time.time() - storage_module.LOCK_STALE - 5
    os.utime(lock, (old, old))
    s.language = "ar"
    start = time.monotonic()
    assert st.save_settings(s)
    assert time.monotonic() - start < 1.0 and not lock.exists()
    lock.write_text("")  # a copy holding it now, for longer than the wait
    with storage_module.LockFile(lock, wait=0.05) as held:
        assert not held.held
    s.language = "fr"
    assert st.save_settings(s)  # after LOCK_WAIT, without the lock
    assert Storage(home=tmp_path).load_settings().language == "fr"
    assert lock.exists(), "another copy's lock is not ours to remove"
