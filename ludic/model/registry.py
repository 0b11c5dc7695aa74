"""Which module plays which game, and how to build a game from a level id.

Game modules are imported only when a game is made, so importing the registry is cheap.
"""

from __future__ import annotations

import importlib
from typing import Any, Mapping

from ludic.i18n import N_, Text
from ludic.model.errors import LevelError
from ludic.model.reading import shown

#: level ``game`` key -> "module:Class". The order is the order of the app's menu.
GAMES: dict[str, str] = {
    "sig_race": "ludic.games.sig_race:SigRace",
    "sig_capture": "ludic.games.sig_capture:SigCapture",
    "khamousiyya": "ludic.games.khamousiyya:Khamousiyya",
    "dra": "ludic.games.dra:Dra",
    "isolo": "ludic.games.isolo:Isolo",
}


#: level ``game`` key -> (fewest players, most players, the rule that says so). A level file
#: may narrow the range in its ``[players]`` table, never widen it.
PLAYERS: dict[str, tuple[int, int, str]] = {
    "sig_race": (2, 6, "S2"),
    "sig_capture": (2, 2, "C1"),
    "khamousiyya": (2, 2, "H1"),
    "dra": (2, 2, "D1"),
    "isolo": (2, 2, "I1"),
}


def game_class(key: str) -> type:
    module_name, _, class_name = GAMES[key].partition(":")
    return getattr(importlib.import_module(module_name), class_name)


def level_ids() -> list[str]:
    """Ids of every level file in ``levels/`` (sorted)."""
    from ludic.resources import levels_dir

    return sorted(p.stem for p in levels_dir().glob("*.toml"))


def load_level(level_id: str):
    """Load ``levels/<level_id>.toml`` (raises :class:`LevelError`)."""
    from ludic.model.levels import load_level_file
    from ludic.resources import levels_dir

    known = level_ids()
    if level_id not in known:
        raise LevelError("", None, Text(N_("no level {level} (known: {known})"),
                                        level=shown(level_id), known=", ".join(known) or "none"))
    path = levels_dir() / f"{level_id}.toml"
    return load_level_file(path)


def make_game(level: Any, options: Mapping[str, Any] | None = None,
              num_players: int | None = None):
    """Build the game for ``level`` (a :class:`Level` or a level id) with ``options``.

    Problems with the level's board or options surface as :class:`LevelError`.
    """
    if isinstance(level, str):
        level = load_level(level)
    cls = game_class(level.game)
    return cls(level, options, num_players)
