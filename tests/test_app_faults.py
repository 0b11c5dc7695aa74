"""Faults of the disk and of the autosave thread (issue 13, "Faults and files" 1, 2, 9): a
failing autosave is known at once, the writer can never freeze the app, writes are atomic,
durable and safe for two running copies."""

import errno
import os
import threading
import time

import pygame
import pytest

from ludic.app import storage as storage_module
from ludic.app import theme
from ludic.app.storage import Storage, plain_os_error


def _fail_with(monkeypatch, code: int) -> None:
    def refuse(*args, **kwargs):
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(storage_module.tempfile, "mkstemp", refuse)


def test_a_full_disk_is_known_at_once_and_until_saving_works(tmp_path, monkeypatch):
    st = Storage(home=tmp_path)
    with monkeypatch.context() as m:
        _fail_with(m, errno.ENOSPC)
        assert not st.save_autosave({"version": 1})
        assert st.autosave_problem == "the disk is full" and st.autosave_failures == 1
        st.autosave_later({"version": 1})
        assert st.flush()
        assert st.autosave_problem == "the disk is full" and st.autosave_failures == 2
    assert st.save_autosave({"version": 1})
    assert st.autosave_problem == "" and st.autosave_failures == 0


@pytest.mark.skipif(os.name == "nt" or os.geteuid() == 0,
                    reason="a read-only folder needs POSIX permissions and a non-root user")
def test_a_read_only_data_folder_is_known(tmp_path):
    st = Storage(home=tmp_path)
    st.data_dir.mkdir(parents=True)
    os.chmod(st.data_dir, 0o500)
    try:
        assert not st.save_autosave({"version": 1})
        assert "not allowed" in st.autosave_problem
    finally:
        os.chmod(st.data_dir, 0o700)


NOBODY = 65534
_NOBODY = ["--reuid", str(NOBODY), "--regid", str(NOBODY), "--clear-groups"]
#: Ways to run a process that file permissions apply to, tried in order when the tests run as
#: root (CI does): the user nobody, still able to read an interpreter installed in root's own
#: folder (CAP_DAC_READ_SEARCH bypasses read checks only, never write ones); nobody as such;
#: root without the capabilities that let root ignore permissions.
_UNPRIVILEGED = (
    ("nobody", _NOBODY + ["--inh-caps", "+dac_read_search", "--ambient-caps",
                          "+dac_read_search"]),
    ("nobody", _NOBODY),
    ("root without DAC_OVERRIDE", ["--bounding-set", "-dac_override,-dac_read_search,-fowner",
                                   "--inh-caps", "-all"]),
)


def _as_unprivileged(home: str) -> tuple[str, list[str]]:
    """A command prefix that runs Python as a user whom a folder's permissions stop, and its
    name: nothing when not root; else the first of :data:`_UNPRIVILEGED` that works here (it
    can import the app and cannot write into a root-owned read-only folder)."""
    import shutil
    import subprocess
    import sys

    if os.geteuid() != 0:
        return "this user", [sys.executable]
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        pytest.fail("tests run as root need setpriv (util-linux) to drop privileges")
    probe = ("import os, sys, pygame, pygame_gui; sys.path.insert(0, sys.argv[1]); import ludic\n"
             "try:\n    open(os.path.join(sys.argv[2], 'probe'), 'w')\n"
             "except PermissionError:\n    print('stopped')")
    locked = os.path.join(home, "locked")
    os.mkdir(locked, 0o555)
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    tried = []
    try:
        for name, options in _UNPRIVILEGED:
            cmd = [setpriv, *options, sys.executable]
            done = subprocess.run(cmd + ["-c", probe, root, locked], capture_output=True,
                                  text=True, timeout=120)
            if done.returncode == 0 and done.stdout.strip() == "stopped":
                return name, cmd
            tried.append(f"{name}: {done.stderr.strip()[-300:]}")
    finally:
        os.rmdir(locked)
    pytest.fail("no way to run as a user that permissions apply to: " + " | ".join(tried))


@pytest.mark.skipif(os.name == "nt", reason="POSIX permissions and users")
def test_a_real_read_only_data_folder_as_an_unprivileged_user():
    """The real thing, not a simulated error: a folder whose mode forbids writing, in a game
    played by a user the permissions apply to (``readonly_child.py``). CI runs as root, whom
    permissions do not stop, so the game runs in a process of its own as ``nobody`` (or, where
    the system allows no such switch, as root without its permission-bypassing
    capabilities); the child first proves that it cannot write into the folder."""
    import shutil
    import subprocess
    import tempfile
    from pathlib import Path

    # A folder every user can reach: pytest's own tmp_path sits under root's private one.
    home = tempfile.mkdtemp(prefix="ludic-readonly-")
    try:
        who, cmd = _as_unprivileged(home)
        if who == "nobody":
            os.chown(home, NOBODY, NOBODY)
        child = Path(__file__).with_name("readonly_child.py")
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", HOME=home)
        done = subprocess.run(cmd + [str(child), home], capture_output=True, text=True,
                              timeout=300, env=env, cwd=home)
        assert done.returncode == 0 and done.stdout.strip().endswith("OK"), (
            who + ": " + done.stdout[-2000:] + done.stderr[-4000:])
    finally:
        for root, dirs, files in os.walk(home):  # the child may have left it read-only
            os.chmod(root, 0o700)
        shutil.rmtree(home, ignore_errors=True)


def test_a_read_only_file_system_is_known(tmp_path, monkeypatch):
    st = Storage(home=tmp_path)
    _fail_with(monkeypatch, errno.EROFS)
    assert not st.save_autosave({"version": 1})
    assert st.autosave_problem == "Ludic's folder is on a disk that cannot be written"


@pytest.mark.parametrize("exc", [RuntimeError("boom"), MemoryError(), KeyboardInterrupt()])
def test_flush_never_loops_forever_whatever_the_writer_dies_of(tmp_path, monkeypatch, exc):
    st = Storage(home=tmp_path)

    def die(data):
        raise exc

    monkeypatch.setattr(st, "save_autosave", die)
    hook = threading.excepthook
    threading.excepthook = lambda args: None  # the thread's death is the point here
    try:
        st.autosave_later({"version": 1})
        start = time.monotonic()
        assert st.flush(timeout=5)
        assert time.monotonic() - start < 5
    finally:
        threading.excepthook = hook
    assert st._writer is None


def test_flush_gives_up_on_a_disk_that_hangs(tmp_path, monkeypatch):
    st = Storage(home=tmp_path)
    release = threading.Event()
    monkeypatch.setattr(st, "save_autosave", lambda data: release.wait(30))
    st.autosave_later({"version": 1})
    start = time.monotonic()
    assert not st.flush(timeout=0.3)
    assert time.monotonic() - start < 3
    release.set()
    assert st.flush()


def test_anything_unwritable_is_told_not_thrown(tmp_path):
    st = Storage(home=tmp_path)
    assert not st.save_autosave({"version": 1, "x": object()})
    assert st.autosave_problem == "the game could not be written"
    assert not st.save_autosave({"version": 1, "x": float("nan")})


def test_writes_use_a_private_temporary_file_and_leave_nothing(tmp_path, monkeypatch):
    st = Storage(home=tmp_path)
    seen = []
    real = os.replace

    def spy(src, dst):
        seen.append(os.path.basename(src))
        real(src, dst)

    synced = []
    real_fsync = os.fsync
    monkeypatch.setattr(storage_module.os, "replace", spy)
    monkeypatch.setattr(storage_module.os, "fsync", lambda fd: synced.append(fd) or
                        real_fsync(fd))
    st.write_json(st.autosave_path, {"a": 1})
    st.write_json(st.autosave_path, {"a": 2})
    assert len(set(seen)) == 2 and all(str(os.getpid()) in n for n in seen)
    assert len(synced) >= 2  # the file, and the folder where the system allows it
    assert [p.name for p in st.data_dir.iterdir()] == ["autosave.json"]


def test_two_copies_writing_at_once_never_make_a_broken_file(tmp_path):
    a, b = Storage(home=tmp_path), Storage(home=tmp_path)
    payload_a = {"who": "a", "moves": ["x"] * 2000}
    payload_b = {"who": "b", "moves": ["y"] * 3000}
    stop = time.monotonic() + 1.0
    errors = []

    def write(st, data):
        while time.monotonic() < stop:
            try:
                st.write_json(st.autosave_path, data)
            except OSError as exc:  # pragma: no cover - the assertion shows it
                errors.append(exc)

    threads = [threading.Thread(target=write, args=(a, payload_a)),
               threading.Thread(target=write, args=(b, payload_b))]
    for t in threads:
        t.start()
    reads = 0
    while any(t.is_alive() for t in threads):
        data = a.read_json(a.autosave_path)
        assert data in (None, payload_a, payload_b)
        reads += 1
    for t in threads:
        t.join()
    assert not errors and not a.problems and reads > 0


def test_leftover_temporary_files_are_cleaned_at_start(tmp_path):
    st = Storage(home=tmp_path)
    st.saves_dir.mkdir(parents=True)
    st.config_dir.mkdir(parents=True)
    dead = st.data_dir / ".autosave.json.999999999.abcd.tmp"  # no such process
    old = st.saves_dir / "My game.json.tmp"  # the old fixed name, left long ago
    fresh_live = st.config_dir / f".settings.json.{os.getpid()}.zz.tmp"  # being written
    mine = st.data_dir / "notes.tmp"  # not a name Ludic makes
    for p in (dead, old, fresh_live, mine):
        p.write_text("{")
    os.utime(old, (time.time() - 3600, time.time() - 3600))
    assert st.clean_leftovers() == 2
    assert not dead.exists() and not old.exists()
    assert fresh_live.exists() and mine.exists()


@pytest.mark.parametrize("code, words", [(errno.ENOSPC, "full"), (errno.EACCES, "allowed"),
                                         (errno.EROFS, "cannot be written"),
                                         (errno.EIO, "refused")])
def test_disk_errors_in_plain_words(code, words):
    exc = OSError(code, os.strerror(code), "/home/someone/.local/share/Ludic/x.json")
    text = plain_os_error(exc)
    assert words in text and "/" not in text and "Errno" not in text


# -- the player is told ----------------------------------------------------------------------
def _harness(tmp_path, level="dra"):
    from apphelp import Harness

    h = Harness(tmp_path)
    h.start_game(level)
    return h


@pytest.mark.parametrize("code, words", [(errno.ENOSPC, "the disk is full"),
                                         (errno.EROFS, "cannot be written"),
                                         (errno.EACCES, "not allowed")])
def test_the_player_is_told_at_once_and_until_saving_works(tmp_path, monkeypatch, code, words):
    import random

    h = _harness(tmp_path)
    game = h.game
    rng = random.Random(2)
    with monkeypatch.context() as m:
        _fail_with(m, code)
        game.play(rng.choice(game.state.legal_moves()))
        h.app.storage.flush()
        h.pump(2)
        assert words in game.alert  # at once, in the message bar, for a few seconds
        assert game.busy()
        h.pump(int(60 * 7))
        assert not game.alert
        assert words in game.save_problem
        h.play(rng.choice(game.state.legal_moves()))
        h.app.storage.flush()
        h.pump(2)
        assert words in game.save_problem  # still told, after the message bar moved on
        shot = h.app.screen.copy()
        bar = pygame.Rect(game.geo.panel.x // 2, 0, game.geo.panel.x // 2, game.geo.header_h)
        reds = sum(1 for x in range(bar.x, bar.right, 4) for y in range(bar.y, bar.bottom, 4)
                   if shot.get_at((x, y))[:3] == theme.REFUSED)
        assert reds > 20, "the sign is drawn in the header"
        # the title screen says it too (Continue would go back to an older game)
        h.key(pygame.K_ESCAPE)
        h.click_button("to_title")
        assert h.top.name == "title" and words in h.top.note
        h.click_button("continue")
        h.settle()
    h.play(rng.choice(h.game.state.legal_moves()))
    h.app.storage.flush()
    h.pump(2)
    assert h.game.save_problem == "" and "works again" in h.game.message


def test_a_throw_is_on_the_disk_before_it_is_shown(tmp_path, monkeypatch):
    """A kill right after a throw (the background writer never ran) loses nothing: the
    throw is in the autosave, so Continue never draws it again (K3/K4 follow-ups too)."""
    import json

    h = _harness(tmp_path, "sig-el-oued")
    game = h.game
    monkeypatch.setattr(h.app.storage, "autosave_later", lambda data: None)  # never written
    for _ in range(12):
        h.settle()
        if game.can_throw():
            game.throw()
        else:
            h.play(game.state.legal_moves()[0])
            continue
        saved = json.loads(h.app.storage.autosave_path.read_text(encoding="utf-8"))
        assert saved["moves"] == [str(m) for m in game.session.history.moves]
        assert saved["cursor"] == game.session.history.cursor


def test_something_went_wrong_says_saved_only_when_it_was():
    from ludic.app.app import failure_text

    assert "was saved" in failure_text(True, True)
    assert "was saved" not in failure_text(False, True)
    assert "could not be saved (the disk is full)" in failure_text(True, False,
                                                                   "the disk is full")
    for text in (failure_text(True, True), failure_text(False, False)):
        assert "/" not in text and "Errno" not in text


def test_something_went_wrong_in_the_app(tmp_path, monkeypatch):
    from apphelp import Harness

    h = Harness(tmp_path)
    h.app.catch_errors = True
    assert h.app.fail(RuntimeError("/secret/path [Errno 5]"))
    assert h.top.name == "message" and "was saved" not in h.top.text
    assert "/secret" not in h.top.text
    h = _harness(tmp_path)
    assert h.app.fail(RuntimeError("boom"))
    assert "Your game was saved" in h.top.text


def test_save_as_on_a_full_disk_says_so_plainly(tmp_path, monkeypatch):
    h = _harness(tmp_path)
    h.key(pygame.K_s, pygame.KMOD_CTRL)
    assert h.top.name == "save"
    _fail_with(monkeypatch, errno.ENOSPC)
    h.click_button("save_ok")
    assert h.top.name == "save"
    assert h.top.error == "The game could not be saved: the disk is full."
