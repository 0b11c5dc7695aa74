"""Where Ludic keeps settings, the autosave, saved games and its log (JSON files, no pygame).

Folders come from platformdirs (``user_config_dir("Ludic")``, ``user_data_dir("Ludic")``,
``user_log_dir("Ludic")``). The environment variable ``LUDIC_HOME`` puts all three under one
folder (``config/``, ``data/``, ``logs/``): tests point it, or ``Storage(home=...)``, at a
temporary directory.

Reading. Nothing in a file is trusted: :func:`read_file` reads at most a set number of bytes
and only from a regular file (a FIFO named ``x.json`` would block forever, a link to
``/dev/zero`` never ends), :func:`parse_json` refuses what Python's JSON reader would turn
into a crash later (nesting a thousand deep, ``NaN``, ``1e400``, a number of 5,000 digits)
with a plain reason, and every value is checked for its type and cleaned
(:mod:`ludic.app.plaintext`) before anything draws or writes it. A file that cannot be read
is never a crash: it is renamed ``<name>.broken-<time>`` (set aside, so nothing is lost) and a
plain message is kept in ``storage.problems`` for the app to show once.

Writing (:meth:`Storage.write_json`) is atomic and durable: the text goes to a temporary file
of a name no other copy of Ludic uses, is flushed to the disk (``fsync``), replaces the old
file in one step, and the folder is flushed too where the system allows it. Temporary files
left by a killed copy are removed at the next start (:meth:`Storage.clean_leftovers`).

Autosaving runs on a background thread; :attr:`Storage.autosave_problem` says in plain words
why the last autosave failed (empty once one works again), so the game can tell the player
at once and keep telling them.

Two copies of Ludic open at once share these files, and neither may undo the other's work:

* **Settings** are written as changes (:meth:`Storage.save_settings`): the keys this copy
  changed since it read or wrote them go on top of the file as it is on the disk now, so
  the language one copy chose survives the other copy closing (which writes its window
  size). A key both changed ends as the last writer left it. The read, the merge and the
  write are done holding a lock file (:class:`LockFile`, ``settings.json.lock``), so two
  copies saving in the same moment do not both read the file before either writes it (the
  second write then lost the first one's change).
* **The autosave** holds the game in progress played last, whichever copy played it. Each
  copy signs what it writes (``"copy"``: a token of its own, made at start), so it knows
  whether the file is still its own. It never removes, nor replaces with a finished game,
  an autosave another copy wrote since (or an earlier run left): that is another game still
  under way, which Continue must offer.
"""

from __future__ import annotations

import errno
import json
import logging
import math
import os
import secrets
import stat
import tempfile
import threading
import time
import unicodedata
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from ludic.app.plaintext import clean
from ludic.i18n import N_, Listed, Text
from ludic.model.damage import described, logged

log = logging.getLogger(__name__)

#: Animation speeds offered in the settings (1 = normal; 0 = no animation).
SPEEDS = (0.0, 0.5, 1.0, 1.5, 2.5)
#: The Watch speeds of a game with a computer seat (the speed button, F): how fast the
#: computer plays and the pieces move, times the animation speed.
WATCH_SPEEDS = (0.5, 1.0, 2.0, 4.0)
#: The largest file read: settings, and a saved game (a game of 50,000 moves is under 1 MB).
SETTINGS_BYTES = 64 * 1024
SAVE_BYTES = 4 * 2**20
#: The window sizes a settings file may ask for (the app's smallest; 8K).
WINDOW_MIN, WINDOW_MAX = (1024, 600), (7680, 4320)
NAME_CHARS = 24  # a player's name
SAVE_NAME_CHARS = 80  # a saved game's name
#: How long :meth:`Storage.flush` waits for the autosave thread at most (seconds).
FLUSH_TIMEOUT = 10.0
TMP_SUFFIX = ".tmp"
#: How long a save waits for another copy's lock on the settings (seconds), and the age
#: past which a lock is taken as left by a copy that was killed while holding it.
LOCK_WAIT, LOCK_STALE = 2.0, 10.0


class LockFile:
    """``with LockFile(path):`` the lock file ``path`` is held by this process: made with
    ``O_CREAT | O_EXCL``, which only one process can do at a time (POSIX and Windows alike,
    standard library only), and removed on leaving.

    Another holder is waited for up to ``wait`` seconds; a lock older than ``stale``
    seconds was left by a copy killed while holding it (a save holds it for milliseconds)
    and is taken over. When the lock cannot be had in time, or made at all (a read-only
    folder), the block runs without it (logged): a lock must never cost the player their
    settings, only protect them from a copy saving at the same moment. ``held`` says
    whether it was had."""

    def __init__(self, path: Path, wait: float = LOCK_WAIT, stale: float = LOCK_STALE) -> None:
        self.path, self.wait, self.stale = Path(path), wait, stale
        self.held = False

    def __enter__(self) -> "LockFile":
        deadline = time.monotonic() + self.wait
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            pass  # told below, as the lock cannot be made
        while True:
            try:
                fd = os.open(self.path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600)
            except FileExistsError:
                try:
                    if time.time() - self.path.stat().st_mtime > self.stale:
                        self.path.unlink()  # left by a copy that was killed
                        continue
                except FileNotFoundError:
                    continue  # released meanwhile
                except OSError:
                    pass
                if time.monotonic() >= deadline:
                    log.warning("%s is held by another copy: going on without it", self.path)
                    return self
                time.sleep(0.005)
                continue
            except OSError as exc:
                log.warning("cannot make the lock %s (%s): going on without it", self.path, exc)
                return self
            os.close(fd)
            self.held = True
            return self

    def __exit__(self, *exc) -> None:
        if self.held:
            self.held = False
            try:
                self.path.unlink()
            except OSError:
                pass


class FileRefused(ValueError):
    """A file that is not read, with the plain reason: a :class:`ludic.i18n.Text`
    (``exc.reason``), so ``str(exc)`` is English for the log and ``tr(exc.reason)`` shows it
    in the player's language."""

    @property
    def reason(self) -> Text:
        first = self.args[0] if self.args else ""
        return first if isinstance(first, Text) else Text(str(first))


def read_file(path: Path, limit: int) -> bytes:
    """The bytes of ``path``, at most ``limit`` of them, from a regular file only (raises
    :class:`FileRefused` with a plain reason, or ``FileNotFoundError``)."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)  # non-blocking: opening a FIFO does not wait for a writer
    except FileNotFoundError:
        raise
    except IsADirectoryError:
        raise FileRefused(Text(N_("it is a folder, not a file"))) from None
    except OSError as exc:
        raise FileRefused(plain_os_error(exc, Text(N_("the file could not be opened")))) from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise FileRefused(Text(N_("it is a folder, not a file")))
        if not stat.S_ISREG(info.st_mode):
            raise FileRefused(Text(N_("it is not an ordinary file")))
        if info.st_size > limit:
            raise FileRefused(Text(N_("it is too big to be a Ludic file ({size} KB)"),
                                     size=info.st_size // 1024))
        chunks, left = [], limit + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        data = b"".join(chunks)
        if len(data) > limit:
            raise FileRefused(Text(N_("it is too big to be a Ludic file")))
        return data
    except OSError as exc:
        raise FileRefused(plain_os_error(exc, Text(N_("the file could not be read")))) from None
    finally:
        os.close(fd)


class _Holds(ValueError):
    """A value :func:`parse_json` refuses, with the plain reason (a Text)."""


def _no_constant(name: str):
    raise _Holds(Text(N_("it holds {name}, which is not a number Ludic uses"), name=name))


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _Holds(Text(N_("it holds a number too large")))
    return value


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > 30:
        raise _Holds(Text(N_("it holds a number too large")))
    return int(text)


def parse_json(data: bytes, path: Path | str | None = None) -> Any:
    """The JSON value in ``data``, read from ``path`` (raises :class:`FileRefused` with a
    plain reason, never the JSON reader's own words). The reader's words go to the log
    under the file's name (:func:`ludic.model.damage.logged`): a broken save in the Load
    list was logged as "JSON reader: Expecting ',' delimiter ..." with no word of which
    file."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise FileRefused(Text(N_("the file is not text"))) from None
    if text.startswith("\ufeff"):
        text = text[1:]
    try:
        return json.loads(text, parse_constant=_no_constant, parse_float=_finite_float,
                          parse_int=_bounded_int)
    except json.JSONDecodeError as exc:
        # the reader's English ("Expecting ',' delimiter") is for the log; the window says
        # what is wrong in its language
        logged(path if path is not None else "a JSON text", exc)
        raise FileRefused(Text(N_("the file is damaged: {problem}"), problem=described(exc))) \
            from None
    except RecursionError:
        raise FileRefused(Text(N_("the file is damaged (it is nested too deep)"))) from None
    except _Holds as exc:
        raise FileRefused(exc.args[0]) from None
    except ValueError:
        raise FileRefused(Text(N_("it holds a value Ludic cannot read"))) from None


def _match_scores(match: Any) -> list[int] | None:
    """The scores of a saved match once a game of it was played (its ``games``), or None:
    no match, none played yet, or a record not believed (Continue's loading says why)."""
    if not isinstance(match, dict):
        return None
    scores, games = match.get("scores"), match.get("games")
    if not isinstance(games, int) or isinstance(games, bool) or games <= 0 \
            or not isinstance(scores, list) or not 1 < len(scores) <= 6 \
            or not all(isinstance(x, int) and not isinstance(x, bool) and 0 <= x < 10**4
                       for x in scores):
        return None
    return list(scores)


def _names(names: Any, typed: Any, limit: int) -> list[str]:
    """A saved game's players' names for a glance (Continue, the saved games' list): the
    typed ones as typed, default seat names in the language in force (i18n.saved_names)."""
    from ludic.i18n import saved_names

    if not isinstance(names, list):
        return []
    keep = [i for i, n in enumerate(names[:limit]) if isinstance(n, str)]
    flags = typed if isinstance(typed, list) and len(typed) == len(names) else None
    return saved_names([clean(names[i], NAME_CHARS) for i in keep],
                       [flags[i] for i in keep] if flags is not None else None)


def plain_os_error(exc: OSError, default: str | None = None) -> Text:
    """What an ``OSError`` means for the player, without its number or any path: a
    :class:`ludic.i18n.Text`, English for the log, shown with ``tr()`` in the player's
    language. ``default`` (a Text too) is said of any other error ("the disk refused it")."""
    code = getattr(exc, "errno", None)
    if code == errno.ENOSPC or code == getattr(errno, "EDQUOT", -1):
        return Text(N_("the disk is full"))
    if code in (errno.EROFS,):
        return Text(N_("Ludic's folder is on a disk that cannot be written"))
    if code in (errno.EACCES, errno.EPERM):
        return Text(N_("Ludic is not allowed to write in its folder"))
    if code == errno.ENOENT:
        return Text(N_("the file or its folder is missing"))
    if code == errno.EISDIR:
        return Text(N_("a folder is in the way of the file"))
    if code in (errno.ENAMETOOLONG,):
        return Text(N_("the name is too long for the disk"))
    if default is None:
        return Text(N_("the disk refused it"))
    return default if isinstance(default, Text) else Text(default)


@dataclass
class Settings:
    """The player's preferences (``settings.json``)."""

    anim_speed: float = 1.0
    #: The Watch speed (one of :data:`WATCH_SPEEDS`): a teacher who set the computer to 2x
    #: found it at 1x again after a restart.
    watch_speed: float = 1.0
    sound: bool = True
    volume: float = 0.7
    fullscreen: bool = False
    show_numbering: bool = False
    show_circuit: bool = False
    last_names: list[str] = field(default_factory=list)
    #: The last game set up: {"level": id, "options": {id: {name: value}},
    #: "players": {id: n}, "first": seat, "computers": {id: {seat: strength}}}, so the setup
    #: screen reopens on it (seats as strings: JSON's keys).
    last_setup: dict = field(default_factory=dict)
    #: The window's own size (not the maximised window's, nor the full screen's).
    window_size: list[int] = field(default_factory=lambda: [1280, 720])
    #: The window was left maximised: it reopens so (over ``window_size``, its size when it
    #: is un-maximised).
    maximised: bool = False
    #: "en", "fr" or "ar"; empty until the first start chose one from the system's language.
    language: str = ""
    #: "normal", "large" or "extra large": every text enlarged (a classroom's projector)
    text_size: str = "normal"

    @classmethod
    def from_dict(cls, data: dict[str, Any], wrong: list[str] | None = None) -> "Settings":
        """Known fields of the right type are taken; anything else keeps its default and its
        name is added to ``wrong`` (unknown fields, from a later version, are left alone)."""
        base = cls()
        bad = wrong if wrong is not None else []
        for f in fields(cls):
            if f.name not in data:
                continue
            value = _setting(f.name, data[f.name], getattr(base, f.name))
            if value is None:
                bad.append(f.name)
            else:
                setattr(base, f.name, value)
        if base.language not in ("", "en", "fr", "ar"):
            base.language = ""
        return base

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def remember_game(self, level: str, options: dict[str, Any], players: int, first: int,
                      computers: list[str | None], names: list[str]) -> bool:
        """Make the game of ``level`` the last one set up (a game loaded from its file, as
        one started from the setup screen), in :attr:`last_setup`'s shape: its ``options``,
        number of ``players``, who started (``first``), its seats (``computers``: per seat a
        strength key, None for a person) and :attr:`last_names` (``names``: per seat the
        name typed, "" for a default one). The other games' options and seats are kept.
        True if anything changed (the caller saves the settings then)."""
        last = {"level": level,
                "options": {lid: dict(o) for lid, o in
                            (self.last_setup.get("options") or {}).items()},
                "players": dict(self.last_setup.get("players") or {}),
                "first": first,
                "computers": {lid: dict(c) for lid, c in
                              (self.last_setup.get("computers") or {}).items()}}
        last["options"][level] = dict(options)
        last["players"][level] = players
        # JSON's keys are strings: {"sig-el-oued": {"1": "medium"}}
        last["computers"][level] = {str(i): c for i, c in enumerate(computers) if c}
        names = list(names)
        if self.last_setup == last and self.last_names == names:
            return False
        self.last_setup, self.last_names = last, names
        return True


def _setting(name: str, value: Any, default: Any) -> Any:
    """``value`` checked and made sane for the setting ``name``, or None if it is wrong."""
    if isinstance(default, bool):
        return value if isinstance(value, bool) else None
    if name == "watch_speed":  # one of the speeds the button offers, nothing between
        return float(value) if isinstance(value, (int, float)) \
            and not isinstance(value, bool) and value in WATCH_SPEEDS else None
    if isinstance(default, float):
        if isinstance(value, bool) or not isinstance(value, (int, float)) \
                or not math.isfinite(value):
            return None
        top = SPEEDS[-1] if name == "anim_speed" else 1.0
        return min(top, max(0.0, float(value)))
    if name == "last_names":
        if not isinstance(value, list) or len(value) > 16 \
                or not all(isinstance(n, str) for n in value):
            return None
        return [clean(n, NAME_CHARS) for n in value[:6]]
    if name == "last_setup":
        return _last_setup(value)
    if name == "text_size":
        return value if value in TEXT_SIZE_NAMES else None
    if name == "window_size":
        if not isinstance(value, list) or len(value) != 2 \
                or not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
            return None
        if not all(lo <= v <= hi for v, lo, hi in zip(value, WINDOW_MIN, WINDOW_MAX)):
            return None
        return list(value)
    return value if isinstance(value, type(default)) else None


def _last_setup(value: Any) -> dict | None:
    """The remembered setup, cleaned: option values only plain scalars, counts small ints;
    the level and options are checked again by the game when it starts."""
    if not isinstance(value, dict):
        return None
    if not value:
        return {}
    out: dict[str, Any] = {}
    level = value.get("level")
    if isinstance(level, str) and len(level) <= 40:
        out["level"] = clean(level, 40)
    options: dict[str, dict] = {}
    raw = value.get("options")
    if isinstance(raw, dict):
        for lid, opts in list(raw.items())[:20]:
            if isinstance(lid, str) and isinstance(opts, dict):
                options[clean(lid, 40)] = {
                    clean(k, 40): v for k, v in list(opts.items())[:20]
                    if isinstance(k, str) and (isinstance(v, (bool, str)) and len(str(v)) <= 40
                                               or isinstance(v, (int, float))
                                               and math.isfinite(v) and abs(v) < 1e6)}
    out["options"] = options
    players = value.get("players")
    out["players"] = {clean(k, 40): v for k, v in list(players.items())[:20]
                      if isinstance(k, str) and isinstance(v, int) and not isinstance(v, bool)
                      and 1 <= v <= 8} if isinstance(players, dict) else {}
    computers = value.get("computers")
    out["computers"] = {
        clean(lid, 40): {k: v for k, v in list(seats.items())[:8]
                         if k in ("0", "1", "2", "3", "4", "5", "6", "7")
                         and isinstance(v, str) and len(v) <= 20}
        for lid, seats in list(computers.items())[:20]
        if isinstance(lid, str) and isinstance(seats, dict)} \
        if isinstance(computers, dict) else {}
    first = value.get("first")
    out["first"] = first if isinstance(first, int) and not isinstance(first, bool) \
        and 0 <= first < 8 else 0
    return out


#: The text sizes a settings file may hold (ludic.app.theme.TEXT_SIZES gives their factors).
TEXT_SIZE_NAMES = ("normal", "large", "extra large")


class Storage:
    """The app's folders and JSON files."""

    def __init__(self, home: str | os.PathLike | None = None) -> None:
        home = home if home is not None else os.environ.get("LUDIC_HOME")
        if home:
            root = Path(home)
            self.config_dir, self.data_dir, self.log_dir = (root / "config", root / "data",
                                                            root / "logs")
        else:
            import platformdirs

            self.config_dir = Path(platformdirs.user_config_dir("Ludic", appauthor=False))
            self.data_dir = Path(platformdirs.user_data_dir("Ludic", appauthor=False))
            self.log_dir = Path(platformdirs.user_log_dir("Ludic", appauthor=False))
        #: Messages for the app to show once (Texts: ``tr()`` shows each in the language in
        #: force; ``str()`` is English, as the log has it).
        self.problems: list[Text] = []
        #: Why the last autosave failed, in plain words (a Text, shown with ``tr()``); ""
        #: while autosaving works.
        self.autosave_problem: Text | str = ""
        #: Why the settings could not be written last time (a Text); "" once they were. The
        #: Settings screen says so: a choice that is not kept is lost at the next start.
        self.settings_problem: Text | str = ""
        #: How many autosaves failed in a row (the game scene tells the first at once).
        self.autosave_failures = 0
        self._pending: dict[str, Any] | None = None
        #: Each setting as this copy last read or wrote it (``None``: never read): what
        #: :meth:`save_settings` compares with to find what this copy changed.
        self._settings_known: dict[str, Any] | None = None
        #: What this copy signs its autosaves with (``"copy"`` in the file): an autosave
        #: without it was written by another copy of Ludic, or by an earlier run.
        self.copy_token = f"{os.getpid()}-{secrets.token_hex(6)}"
        self._lock = threading.Lock()
        self._writer: threading.Thread | None = None

    # -- paths -----------------------------------------------------------------------------
    @property
    def settings_path(self) -> Path:
        return self.config_dir / "settings.json"

    @property
    def autosave_path(self) -> Path:
        return self.data_dir / "autosave.json"

    @property
    def saves_dir(self) -> Path:
        return self.data_dir / "saves"

    @property
    def log_path(self) -> Path:
        return self.log_dir / "ludic.log"

    # -- JSON ------------------------------------------------------------------------------
    def read_json(self, path: Path, limit: int = SAVE_BYTES) -> dict[str, Any] | None:
        """The object in ``path``; ``None`` if there is no file. A file that cannot be read
        (see :func:`read_file` and :func:`parse_json`) is set aside and ``None`` returned,
        with a message in ``problems``."""
        try:
            data = parse_json(read_file(path, limit), path)
            if not isinstance(data, dict):
                raise FileRefused(Text(N_("the file does not hold what Ludic wrote")))
            return data
        except FileNotFoundError:
            return None
        except FileRefused as exc:
            self.set_aside(path, exc.reason)
            return None

    def write_json(self, path: Path, data: dict[str, Any]) -> None:
        """Write atomically and durably (a crash or a power cut mid-write never leaves half a
        file, and two copies of Ludic never share a temporary file). Raises ``OSError``."""
        text = json.dumps(data, indent=1, ensure_ascii=False, allow_nan=False)
        payload = text.encode("utf-8", "replace")  # a lone surrogate becomes "?", not a crash
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}.", suffix=TMP_SUFFIX,
                                   dir=path.parent)
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(payload)
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, path)
        except BaseException:
            try:
                os.unlink(tmp)
            except OSError:
                pass
            raise
        _sync_folder(path.parent)

    def clean_leftovers(self, max_age: float = 120.0) -> int:
        """Remove temporary files a killed copy of Ludic left behind (ours: by a process that
        is gone, or older than ``max_age`` seconds; a write takes milliseconds, so a younger
        one may belong to a copy still running). Returns how many were removed."""
        removed = 0
        now = time.time()
        for folder in (self.config_dir, self.data_dir, self.saves_dir):
            try:
                candidates = [p for p in folder.iterdir() if p.name.endswith(TMP_SUFFIX)]
            except OSError:
                continue
            for p in candidates:
                if not (p.name.startswith(".") or p.name.endswith(".json" + TMP_SUFFIX)):
                    continue  # not a name Ludic makes
                try:
                    age = now - p.lstat().st_mtime
                    if age < max_age and _writer_alive(p.name):
                        continue
                    p.unlink()
                    removed += 1
                except OSError:
                    continue
        if removed:
            log.info("removed %d temporary files left by an earlier run", removed)
        return removed

    def set_aside(self, path: Path, why: Text | str) -> Path | None:
        """Rename a broken file out of the way and remember a plain message about it (a
        Text, with ``why`` in it translated too when it is a Text)."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = path.with_name(f"{path.name}.broken-{stamp}")
        try:
            os.replace(path, target)
        except OSError:
            target = None
        log.warning("set aside broken file %s (%s) -> %s", path, why, target)
        name = clean(path.name, 80)
        if target:
            self.problems.append(Text(N_("The file {name} could not be read: {why}. It was "
                                         "set aside (kept as {kept})."),
                                      name=name, why=why, kept=clean(target.name, 80)))
        else:
            self.problems.append(Text(N_("The file {name} could not be read: {why}. It was "
                                         "set aside."), name=name, why=why))
        return target

    # -- settings --------------------------------------------------------------------------
    def load_settings(self) -> Settings:
        """The settings; defaults where the file is missing, broken or wrong. A file with
        wrong values is kept aside (``settings.json.broken-<time>``) and the player told
        once which settings went back to their defaults."""
        data = self.read_json(self.settings_path, SETTINGS_BYTES)
        if not data:
            settings = Settings()
            self._settings_known = settings.to_dict()
            return settings
        wrong: list[str] = []
        settings = Settings.from_dict(data, wrong)
        self._settings_known = settings.to_dict()
        if wrong:
            stamp = time.strftime("%Y%m%d-%H%M%S")
            target = self.settings_path.with_name(f"settings.json.broken-{stamp}")
            try:
                os.replace(self.settings_path, target)
            except OSError:
                target = None
            log.warning("settings with wrong values reset to defaults: %s", wrong)
            names = Listed(Text(SETTING_NAMES[w]) if w in SETTING_NAMES else w for w in wrong)
            if target is not None:
                self.problems.append(Text(N_("Some settings could not be used and are back "
                                             "to their defaults: {names}. The old file was "
                                             "kept as {kept}."), names=names,
                                          kept=target.name))
            else:
                self.problems.append(Text(N_("Some settings could not be used and are back "
                                             "to their defaults: {names}."), names=names))
        return settings

    def save_settings(self, settings: Settings) -> bool:
        """Write what this copy changed in the settings; False (a line in the log, and
        :attr:`settings_problem` saying why) if the disk refused.

        Another copy of Ludic may have written the file since this one read it: only the
        keys whose value differs from what this copy last read or wrote are put on top of
        the file as it is now (every key when this copy never read the settings); the
        rest, and keys a later version added, stay as the disk has them. A file that is
        missing or cannot be read gets all of ``settings``. Nothing changed and a file
        there: nothing is written. The file is read, merged and written holding
        ``settings.json.lock`` (:class:`LockFile`): another copy saving in the same moment
        waits, then merges on top of this write."""
        mine = settings.to_dict()
        known = self._settings_known
        changed = {k: v for k, v in mine.items() if known is None or known.get(k) != v}
        try:
            with LockFile(self.settings_path.with_name(self.settings_path.name + ".lock")):
                try:
                    on_disk = parse_json(read_file(self.settings_path, SETTINGS_BYTES),
                                         self.settings_path)
                except (OSError, ValueError):  # missing, or not readable: ours is all there is
                    on_disk = None
                if not isinstance(on_disk, dict):
                    merged = mine
                elif not changed:
                    self.settings_problem = ""
                    return True
                else:
                    merged = dict(on_disk, **changed)
                self.write_json(self.settings_path, merged)
        except (OSError, ValueError) as exc:
            log.warning("cannot save settings: %s", exc)
            self.settings_problem = plain_os_error(exc) if isinstance(exc, OSError) \
                else Text(N_("the disk refused it"))
            return False
        self._settings_known = dict(known or {}, **changed)
        self.settings_problem = ""
        return True

    # -- lessons ---------------------------------------------------------------------------
    @property
    def lessons_path(self) -> Path:
        return self.data_dir / "lessons.json"

    def _lessons(self) -> tuple[set[str], dict[str, int]]:
        """``lessons.json``: the lessons completed (``"done"``) and the step each lesson left
        unfinished was left at (``"at"``); what the file holds otherwise is ignored."""
        data = self.read_json(self.lessons_path) or {}
        done = data.get("done", [])
        at = data.get("at", {})
        return ({str(d) for d in done} if isinstance(done, list) else set(),
                {str(k): v for k, v in at.items()
                 if type(v) is int and 0 < v < 1000} if isinstance(at, dict) else {})

    def _write_lessons(self, done: set[str], at: dict[str, int]) -> None:
        try:
            self.write_json(self.lessons_path, {"done": sorted(done), "at": dict(sorted(
                at.items()))})
        except OSError as exc:
            log.warning("cannot save lesson progress: %s", exc)

    def lessons_done(self) -> set[str]:
        """The ids of the lessons completed (``lessons.json``: ``{"done": [...]}``)."""
        return self._lessons()[0]

    def mark_lesson_done(self, lesson_id: str) -> None:
        """Remember that ``lesson_id`` was completed (a disk that refuses is logged, the
        lesson goes on); the step it had been left at is forgotten."""
        done, at = self._lessons()
        if lesson_id in done and lesson_id not in at:
            return
        at.pop(lesson_id, None)
        self._write_lessons(done | {lesson_id}, at)

    def lesson_step(self, lesson_id: str) -> int:
        """The step (from 0) a learner left ``lesson_id`` at, unfinished; 0 if none: the
        Learn screen opens the lesson there (a learner who went to look at the rules or
        had to stop came back to step 1 of a five-step lesson)."""
        return self._lessons()[1].get(lesson_id, 0)

    def lesson_steps(self) -> dict[str, int]:
        """Every lesson left unfinished, with its step (from 1 up; a lesson not in it opens
        at its start)."""
        return dict(self._lessons()[1])

    def set_lesson_step(self, lesson_id: str, step: int) -> None:
        """Remember that ``lesson_id`` was left, unfinished, at ``step`` (0: forget it)."""
        done, at = self._lessons()
        if at.get(lesson_id, 0) == step:
            return
        if step > 0:
            at[lesson_id] = step
        else:
            at.pop(lesson_id, None)
        self._write_lessons(done, at)

    # -- games -----------------------------------------------------------------------------
    def has_autosave(self) -> bool:
        self.flush()
        return self.autosave_path.exists()

    def save_autosave(self, data: dict[str, Any]) -> bool:
        """Write the autosave now; False if it failed (:attr:`autosave_problem` says why).
        Never raises: whatever goes wrong is told, not thrown. A finished game (``"over":
        true``) is not written over another copy's game in progress (the module docstring):
        nothing is lost by it, Continue offers no finished game."""
        try:
            if data.get("over") is True and self._others_game_in_progress():
                log.info("the autosave keeps another copy's game in progress")
                return True
            self.write_json(self.autosave_path, dict(data, copy=self.copy_token))
        except OSError as exc:
            log.warning("cannot autosave: %s", exc)
            self._autosave_failed(plain_os_error(exc))
            return False
        except Exception:  # the game must go on, and the player be told
            log.exception("cannot autosave")
            self._autosave_failed(Text(N_("the game could not be written")))
            return False
        if self.autosave_problem:
            log.info("autosaving works again")
        self.autosave_problem, self.autosave_failures = "", 0
        return True

    def _autosave_failed(self, why: Text) -> None:
        self.autosave_problem = why
        self.autosave_failures += 1

    def save_autosave_now(self, data: dict[str, Any]) -> bool:
        """Write the autosave on this thread, after any pending background save (a throw is
        written before it is shown, so a kill can never make it be thrown again)."""
        with self._lock:
            self._pending = None  # ``data`` is newer than anything pending
        self.flush()
        return self.save_autosave(data)

    def autosave_later(self, data: dict[str, Any]) -> None:
        """Autosave on a background thread (the disk never stalls a frame); only the newest
        pending save is written. :meth:`flush` waits for it."""
        with self._lock:
            self._pending = data
            if self._writer is None or not self._writer.is_alive():
                self._writer = threading.Thread(target=self._write_pending, daemon=True,
                                                name="ludic-autosave")
                self._writer.start()

    def _write_pending(self) -> None:
        me = threading.current_thread()
        try:
            while True:
                with self._lock:
                    data, self._pending = self._pending, None
                    if data is None:
                        return
                self.save_autosave(data)
        finally:  # whatever ended the thread, it no longer counts as the writer
            with self._lock:
                if self._writer is me:
                    self._writer = None

    def flush(self, timeout: float = FLUSH_TIMEOUT) -> bool:
        """Wait until background saves are written, ``timeout`` seconds at most (a disk that
        hangs never freezes the app). True if nothing is left to write."""
        deadline = time.monotonic() + timeout
        while True:
            with self._lock:
                writer = self._writer
                if writer is not None and not writer.is_alive():
                    self._writer = writer = None  # a writer that died without clearing
            if writer is None:
                return True
            left = deadline - time.monotonic()
            if left <= 0:
                log.warning("the autosave thread did not finish in %.0f s", timeout)
                return False
            writer.join(timeout=min(left, 1.0))

    def load_autosave(self) -> dict[str, Any] | None:
        self.flush()
        return self.read_json(self.autosave_path)

    def autosave_summary(self) -> dict[str, Any] | None:
        """What the autosaved game is, for the title screen's Continue button: ``level``
        (its id), ``names``, ``moves`` played, ``over`` (True for a finished game, which
        Continue does not offer: see ``Session.finished``) and ``scores`` (the match's
        score once a game of it was played, else None: the setup screen asks before a new
        game replaces it); ``None`` if there is none or it cannot be read (Continue then
        explains)."""
        if not self.has_autosave():
            return None
        try:  # only a look: a broken file is set aside when Continue opens it
            data = parse_json(read_file(self.autosave_path, SAVE_BYTES), self.autosave_path)
        except (OSError, ValueError):
            return None
        if not isinstance(data, dict) or not isinstance(data.get("level"), str):
            return None
        names = data.get("names")
        moves = data.get("moves")
        cursor = data.get("cursor")
        played = len(moves) if isinstance(moves, list) else 0
        if isinstance(cursor, int) and not isinstance(cursor, bool) and 0 <= cursor <= played:
            played = cursor  # a cursor of -1 or 10**9 is not believed
        return {"level": clean(data["level"], 40),
                "names": _names(names, data.get("typed"), 6),
                "moves": played,
                "over": data.get("over") is True,
                "scores": _match_scores(data.get("match"))}

    def _others_game_in_progress(self) -> bool:
        """Does the autosave hold a game still under way that this copy did not write last
        (another copy's, or one an earlier run left)? A file that cannot be read holds no
        game to keep. Asked only before writing a finished game and before clearing, so
        the file is read rarely."""
        try:
            data = parse_json(read_file(self.autosave_path, SAVE_BYTES), self.autosave_path)
        except (OSError, ValueError):
            return False
        return isinstance(data, dict) and isinstance(data.get("level"), str) \
            and data.get("over") is not True and data.get("copy") != self.copy_token

    def clear_autosave(self) -> None:
        """Forget the autosave (a finished game left for the main menu), unless it holds a
        game in progress this copy did not write last: another copy's, still to continue."""
        self.flush()
        if self._others_game_in_progress():
            log.info("the autosave holds another copy's game in progress: kept")
            return
        try:
            self.autosave_path.unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            log.warning("cannot remove the autosave: %s", exc)

    def find_save(self, name: str) -> Path | None:
        """The saved game already called ``name`` (as the Load list shows it), if any: the
        Save dialog asks before replacing it."""
        name = clean(name or "", SAVE_NAME_CHARS)
        for info in self.list_saves():
            if not info.problem and info.name == name:
                return info.path
        return None

    def save_game(self, data: dict[str, Any], name: str | None = None,
                  replace: Path | None = None) -> Path:
        """Save a game under the name the player typed (kept in the file as ``name``, with
        ``saved_at``); the file name is made safe for any system and never overwrites
        another saved game, unless ``replace`` names the saved game (in the saves folder)
        the player chose to replace. Raises ``OSError`` if the disk refuses."""
        name = clean(name or "", SAVE_NAME_CHARS) or time.strftime("Game %Y-%m-%d %H:%M")
        stem = _safe_stem(name)
        path = self.saves_dir / f"{stem}.json"
        k = 2
        if replace is not None and Path(replace).parent.resolve() == self.saves_dir.resolve():
            path = Path(replace)
        else:
            while path.exists():
                path = self.saves_dir / f"{stem} ({k}).json"
                k += 1
        record = dict(data, name=name, saved_at=time.strftime("%Y-%m-%d %H:%M:%S"))
        self.write_json(path, record)
        return path

    def saved_games(self) -> list[Path]:
        try:
            return sorted(self.saves_dir.glob("*.json"), reverse=True)
        except OSError:
            return []

    def list_saves(self) -> list["SaveInfo"]:
        """Every saved game, newest first, each read for the list (a file that cannot be read
        is listed with ``problem`` saying why; it is never set aside nor a crash)."""
        infos = [SaveInfo.read(p) for p in self.saved_games()]
        return sorted(infos, key=lambda i: (i.saved_at, i.path.name), reverse=True)

    def delete_save(self, path: Path) -> bool:
        """Delete one saved game (only files inside the saves folder). False if it failed;
        a file already gone (deleted by another copy of Ludic, or in the file manager while
        the list was shown) is deleted: it was said "could not be deleted"."""
        path = Path(path)
        try:
            if path.parent.resolve() != self.saves_dir.resolve():
                return False
            path.unlink(missing_ok=True)
            return True
        except OSError as exc:
            log.warning("cannot delete %s: %s", path, exc)
            return False


#: How the settings are called on the Settings screen (for the note about wrong values),
#: translated when the note is shown.
SETTING_NAMES = {"anim_speed": N_("animation speed"), "watch_speed": N_("the computer's speed"),
                 "sound": N_("sound"),
                 "volume": N_("volume"), "fullscreen": N_("full screen"),
                 "show_numbering": N_("board numbering"), "show_circuit": N_("board numbering"),
                 "last_names": N_("the players' names"), "window_size": N_("window size"),
                 "maximised": N_("maximised window"),
                 "last_setup": N_("the last game set up"), "language": N_("language"),
                 "text_size": N_("text size")}


def _sync_folder(folder: Path) -> None:
    """Flush a folder's entries to the disk (so a renamed file survives a power cut), where
    the system allows it (not on Windows, which has no such call for folders)."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _writer_alive(tmp_name: str) -> bool:
    """Is the copy of Ludic that made the temporary file ``tmp_name`` (``.<file>.<pid>.<random>
    .tmp``) still running? Only asked on POSIX systems (on Windows, ``os.kill`` would end it)."""
    parts = tmp_name.split(".")
    pid = next((int(p) for p in reversed(parts[:-2]) if p.isascii() and p.isdigit()), None)
    if pid is None or os.name == "nt":
        return True  # cannot tell: leave it to the age limit
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # alive, someone else's
    return True


#: The names Windows keeps for its devices, whatever the extension: a game saved as "nul"
#: (a French word) or "Con" would be written to no file at all.
WINDOWS_DEVICES = {"CON", "PRN", "AUX", "NUL", *(f"COM{i}" for i in range(10)),
                   *(f"LPT{i}" for i in range(10))}
#: The longest file name made from a typed name, in bytes (UTF-8): a disk takes 255 bytes
#: at most, and the temporary file written first adds about 30 to the name.
STEM_BYTES = 120


def _safe_stem(name: str) -> str:
    """A file name from what the player typed: letters (with their accents and marks: an
    Arabic vowel sign, a combining accent), digits, spaces and ``-_.()`` kept, anything else
    (``/ \\ : * ? " < > |``) turned into ``-``; at most 60 characters and
    :data:`STEM_BYTES` bytes (60 letters outside the first plane of Unicode, 4 bytes each,
    made a file name the disk refused), never one of Windows' device names."""
    name = unicodedata.normalize("NFC", name)
    stem = "".join(c if c.isalnum() or c in " -_.()" or unicodedata.category(c)[0] == "M"
                   else "-" for c in name).strip(" .")
    stem = stem[:60]
    while len(stem.encode("utf-8")) > STEM_BYTES:
        stem = stem[:-1]
    stem = stem.strip(" .")
    head, dot, rest = stem.partition(".")
    if head.strip().upper() in WINDOWS_DEVICES:  # "nul.txt" is the device too
        stem = f"{head.strip()}-{dot}{rest}"
    return stem or "game"


@dataclass
class SaveInfo:
    """What the "Load game" list shows of one saved game. Every field is checked and
    cleaned here (the list draws them as they are); :meth:`ludic.app.session.Session.
    from_save` checks the rest when the game is replayed."""

    path: Path
    name: str = ""
    level: str = ""
    saved_at: str = ""
    moves: int = 0
    names: list[str] = field(default_factory=list)
    data: dict[str, Any] | None = None
    #: Why the file cannot be loaded: a Text (``tr()`` shows it), "" for a good file.
    problem: str = ""

    @classmethod
    def read(cls, path: Path) -> "SaveInfo":
        info = cls(path, name=clean(path.stem, SAVE_NAME_CHARS) or Text(N_("(no name)")))
        try:
            info.saved_at = time.strftime("%Y-%m-%d %H:%M:%S",
                                          time.localtime(path.lstat().st_mtime))
            data = parse_json(read_file(path, SAVE_BYTES), path)
            if not isinstance(data, dict):
                raise FileRefused(Text(N_("the file does not hold a saved game")))
            if not isinstance(data.get("level"), str) or not isinstance(data.get("moves"),
                                                                         list):
                raise FileRefused(Text(N_("the file does not describe a game (no game or no "
                                          "moves)")))
        except FileRefused as exc:
            info.problem = exc.reason
            return info
        except FileNotFoundError:
            info.problem = Text(N_("the file is gone"))
            return info
        except OSError as exc:
            info.problem = plain_os_error(exc, Text(N_("the file could not be read")))
            return info
        info.data = data
        name = data.get("name")
        info.name = (clean(name, SAVE_NAME_CHARS) if isinstance(name, str) else "") \
            or info.name
        info.level = clean(data["level"], 64)
        names = data.get("names")
        if isinstance(names, list):
            info.names = _names(names, data.get("typed"), 8)
        when = data.get("saved_at")
        if isinstance(when, str) and clean(when, 19):
            info.saved_at = clean(when, 19)
        cursor = data.get("cursor", len(data["moves"]))
        info.moves = cursor if isinstance(cursor, int) and not isinstance(cursor, bool) \
            and 0 <= cursor <= len(data["moves"]) else len(data["moves"])
        return info
