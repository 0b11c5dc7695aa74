"""Where Ludic keeps settings, the autosave, saved games and its log (JSON files, no pygame).

Folders come from platformdirs (``user_config_dir("Ludic")``, ``user_data_dir("Ludic")``,
``user_log_dir("Ludic")``). The environment variable ``LUDIC_HOME`` puts all three under one
folder (``config/``, ``data/``, ``logs/``): tests point it, or ``Storage(home=...)``, at a
temporary directory.

A file that cannot be read is never a crash: it is renamed ``<name>.broken-<time>`` (set aside,
so nothing is lost) and a plain message is kept in ``storage.problems`` for the app to show.
"""

from __future__ import annotations

import json
import logging
import os
import threading
import time
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

#: Animation speeds offered in the settings (1 = normal; 0 = no animation).
SPEEDS = (0.0, 0.5, 1.0, 1.5, 2.5)


@dataclass
class Settings:
    """The player's preferences (``settings.json``)."""

    anim_speed: float = 1.0
    sound: bool = True
    volume: float = 0.7
    fullscreen: bool = False
    show_numbering: bool = False
    show_circuit: bool = False
    last_names: list[str] = field(default_factory=list)
    window_size: list[int] = field(default_factory=lambda: [1280, 720])

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Settings":
        """Known fields of the right type are taken; anything else keeps its default."""
        base = cls()
        for f in fields(cls):
            if f.name not in data:
                continue
            value, default = data[f.name], getattr(base, f.name)
            if isinstance(default, bool):
                ok = isinstance(value, bool)
            elif isinstance(default, float):
                ok = isinstance(value, (int, float)) and not isinstance(value, bool)
                value = float(value) if ok else value
            elif isinstance(default, list):
                ok = isinstance(value, list)
            else:
                ok = isinstance(value, type(default))
            if ok:
                setattr(base, f.name, value)
        base.anim_speed = min(SPEEDS[-1], max(0.0, base.anim_speed))
        base.volume = min(1.0, max(0.0, base.volume))
        base.last_names = [str(n)[:24] for n in base.last_names][:6]
        if len(base.window_size) != 2 or not all(isinstance(v, int) for v in base.window_size):
            base.window_size = [1280, 720]
        return base

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


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
        self.problems: list[str] = []
        self._pending: dict[str, Any] | None = None
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
    def read_json(self, path: Path) -> dict[str, Any] | None:
        """The object in ``path``; ``None`` if there is no file. A broken file is set aside
        and ``None`` returned, with a message in ``problems``."""
        if not path.exists():
            return None
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            if not isinstance(data, dict):
                raise ValueError("the file does not hold a JSON object")
            return data
        except (OSError, ValueError) as exc:
            self.set_aside(path, str(exc))
            return None

    def write_json(self, path: Path, data: dict[str, Any]) -> None:
        """Write atomically (a crash mid-write never leaves half a file)."""
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_text(json.dumps(data, indent=1, ensure_ascii=False), encoding="utf-8")
        os.replace(tmp, path)

    def set_aside(self, path: Path, why: str) -> Path | None:
        """Rename a broken file out of the way and remember a plain message about it."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = path.with_name(f"{path.name}.broken-{stamp}")
        try:
            os.replace(path, target)
        except OSError:
            target = None
        log.warning("set aside broken file %s (%s) -> %s", path, why, target)
        where = f" It was kept as {target.name}." if target else ""
        self.problems.append(f"The file {path.name} could not be read and was set aside.{where}")
        return target

    # -- settings --------------------------------------------------------------------------
    def load_settings(self) -> Settings:
        data = self.read_json(self.settings_path)
        return Settings.from_dict(data) if data else Settings()

    def save_settings(self, settings: Settings) -> None:
        try:
            self.write_json(self.settings_path, settings.to_dict())
        except OSError as exc:
            log.warning("cannot save settings: %s", exc)

    # -- games -----------------------------------------------------------------------------
    def has_autosave(self) -> bool:
        self.flush()
        return self.autosave_path.exists()

    def save_autosave(self, data: dict[str, Any]) -> None:
        try:
            self.write_json(self.autosave_path, data)
        except OSError as exc:
            log.warning("cannot autosave: %s", exc)

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
        while True:
            with self._lock:
                data, self._pending = self._pending, None
                if data is None:
                    self._writer = None
                    return
            self.save_autosave(data)

    def flush(self) -> None:
        """Wait until background saves are written."""
        while True:
            with self._lock:
                writer = self._writer
            if writer is None:
                return
            writer.join(timeout=5)
            if writer.is_alive():
                return

    def load_autosave(self) -> dict[str, Any] | None:
        self.flush()
        return self.read_json(self.autosave_path)

    def clear_autosave(self) -> None:
        self.flush()
        try:
            self.autosave_path.unlink()
        except FileNotFoundError:
            pass

    def save_game(self, data: dict[str, Any], name: str | None = None) -> Path:
        """Save a game under the name the player typed (kept in the file as ``name``, with
        ``saved_at``); the file name is made safe for any system and never overwrites
        another saved game. Raises ``OSError`` if the disk refuses."""
        name = (name or "").strip() or time.strftime("Game %Y-%m-%d %H:%M")
        stem = _safe_stem(name)
        path = self.saves_dir / f"{stem}.json"
        k = 2
        while path.exists():
            path = self.saves_dir / f"{stem} ({k}).json"
            k += 1
        record = dict(data, name=name[:80], saved_at=time.strftime("%Y-%m-%d %H:%M:%S"))
        self.write_json(path, record)
        return path

    def saved_games(self) -> list[Path]:
        if not self.saves_dir.exists():
            return []
        return sorted(self.saves_dir.glob("*.json"), reverse=True)

    def list_saves(self) -> list["SaveInfo"]:
        """Every saved game, newest first, each read for the list (a file that cannot be read
        is listed with ``problem`` saying why; it is never set aside nor a crash)."""
        infos = [SaveInfo.read(p) for p in self.saved_games()]
        return sorted(infos, key=lambda i: (i.saved_at, i.path.name), reverse=True)

    def delete_save(self, path: Path) -> bool:
        """Delete one saved game (only files inside the saves folder). False if it failed."""
        path = Path(path)
        try:
            if path.resolve().parent != self.saves_dir.resolve():
                return False
            path.unlink()
            return True
        except OSError as exc:
            log.warning("cannot delete %s: %s", path, exc)
            return False


def _safe_stem(name: str) -> str:
    """A file name from what the player typed: letters, digits, spaces and ``-_.()`` kept,
    anything else (``/ \\ : * ? " < > |``) turned into ``-``."""
    stem = "".join(c if c.isalnum() or c in " -_.()" else "-" for c in name).strip(" .")
    return stem[:60] or "game"


@dataclass
class SaveInfo:
    """What the "Load game" list shows of one saved game."""

    path: Path
    name: str = ""
    level: str = ""
    saved_at: str = ""
    moves: int = 0
    data: dict[str, Any] | None = None
    problem: str = ""

    @classmethod
    def read(cls, path: Path) -> "SaveInfo":
        info = cls(path, name=path.stem)
        try:
            info.saved_at = time.strftime("%Y-%m-%d %H:%M:%S",
                                          time.localtime(path.stat().st_mtime))
            data = json.loads(path.read_text(encoding="utf-8"))
            if not isinstance(data, dict):
                raise ValueError("the file does not hold a saved game")
            if not isinstance(data.get("level"), str) or not isinstance(data.get("moves"),
                                                                         list):
                raise ValueError("the file does not describe a game (no level or moves)")
        except UnicodeDecodeError:
            info.problem = "the file is not text"
            return info
        except json.JSONDecodeError as exc:
            info.problem = f"the file is damaged ({exc.msg}, line {exc.lineno})"
            return info
        except (OSError, ValueError) as exc:
            info.problem = str(exc)
            return info
        info.data = data
        info.name = str(data.get("name") or path.stem)[:80]
        info.level = data["level"]
        info.saved_at = str(data.get("saved_at") or info.saved_at)
        cursor = data.get("cursor", len(data["moves"]))
        info.moves = cursor if isinstance(cursor, int) else len(data["moves"])
        return info
