"""Level files: one TOML file per playable ruleset in ``levels/``.

A level names the game module that plays it, says where the game comes from, fixes the board
and lists the ruleset options with their defaults. Loading validates every field and turns any
problem into one :class:`LevelError` that names the file and the field::

    id = "isolo"                      # must equal the file name (levels/isolo.toml)
    game = "isolo"                    # registry key of the model module
    name = "Isolo"                    # display name
    people = "Sukuma"
    place = "Tanzania"
    summary = "Four rows of holes ..."  # one line for the setup screen
    rules = "isolo"                   # rule book file (rules/isolo.md)
    source = "Popova 1979: 113-115"   # citation
    turn_limit = 5000                 # automatic play stops here and scores a draw
    start = ""                        # optional: a starting position in the game's notation

    [players]                         # optional: min, max, default, names
    min = 2
    max = 2
    names = ["South", "North"]

    [board]                           # game-specific, read by the game module
    rows = 4
    columns = 8

    [options.capture_sow_from]        # one table per option
    default = "origin"
    choices = ["origin", "after_capture"]   # a choice option
    label = "Captured counters are sown from"
    help = "The rule book's explanation."
    rule = "I7"

An option's type is its default's type: bool, int or float (with optional ``min``/``max``), or
str (which needs ``choices``).
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

from ludic.model.errors import LevelError

_REQUIRED_STR = ("id", "game", "name", "people", "place", "summary", "rules", "source")
_KNOWN_TOP = set(_REQUIRED_STR) | {"turn_limit", "start", "players", "board", "options"}


@dataclass(frozen=True)
class OptionSpec:
    """One ruleset option of a level."""

    name: str
    default: Any
    label: str
    help: str = ""
    rule: str = ""
    choices: tuple[Any, ...] = ()
    min: float | None = None
    max: float | None = None

    @property
    def kind(self) -> str:
        if isinstance(self.default, bool):
            return "bool"
        if self.choices:
            return "choice"
        return type(self.default).__name__  # "int" or "float"

    def check(self, value: Any, path: str = "<options>") -> Any:
        """Return ``value`` if it suits this option, else raise :class:`LevelError`."""
        where = f"options.{self.name}"
        kind = self.kind
        if kind == "bool":
            if not isinstance(value, bool):
                raise LevelError(path, where, f"expected true or false, got {value!r}")
            return value
        if kind == "choice":
            if value not in self.choices:
                allowed = ", ".join(repr(c) for c in self.choices)
                raise LevelError(path, where, f"{value!r} is not one of {allowed}")
            return value
        if kind == "float" and isinstance(value, int) and not isinstance(value, bool):
            value = float(value)
        if type(value) is not type(self.default):
            raise LevelError(path, where,
                             f"expected a {kind}, got {type(value).__name__} {value!r}")
        if self.min is not None and value < self.min:
            raise LevelError(path, where, f"{value} is below the minimum {self.min}")
        if self.max is not None and value > self.max:
            raise LevelError(path, where, f"{value} is above the maximum {self.max}")
        return value


@dataclass(frozen=True)
class Level:
    """A validated level file."""

    id: str
    game: str
    name: str
    people: str
    place: str
    summary: str
    rules: str
    source: str
    turn_limit: int
    path: str
    start: str = ""
    min_players: int = 2
    max_players: int = 2
    default_players: int = 2
    player_names: tuple[str, ...] = ("South", "North")
    board: Mapping[str, Any] = field(default_factory=dict)
    options: Mapping[str, OptionSpec] = field(default_factory=dict)

    def resolve_options(self, overrides: Mapping[str, Any]) -> dict[str, Any]:
        """The options in force: defaults, with ``overrides`` checked and applied."""
        values = {name: spec.default for name, spec in self.options.items()}
        for name, value in overrides.items():
            if name not in self.options:
                known = ", ".join(sorted(self.options)) or "none"
                raise LevelError(self.path, f"options.{name}",
                                 f"this ruleset has no such option (it has: {known})")
            values[name] = self.options[name].check(value, self.path)
        return values

    def check_players(self, count: int | None) -> int:
        if count is None:
            return self.default_players
        if not self.min_players <= count <= self.max_players:
            raise LevelError(self.path, "players",
                             f"{self.name} is played by {self.min_players} to "
                             f"{self.max_players} players, not {count}")
        return count


def _want(data: Mapping[str, Any], key: str, kind: type | tuple[type, ...], path: str,
          prefix: str = "", required: bool = True, default: Any = None) -> Any:
    name = prefix + key
    if key not in data:
        if required:
            raise LevelError(path, name, "is missing")
        return default
    value = data[key]
    if isinstance(value, bool) and kind is not bool and bool not in (
            kind if isinstance(kind, tuple) else (kind,)):
        raise LevelError(path, name, f"expected {_kind_name(kind)}, got {value!r}")
    if not isinstance(value, kind):
        raise LevelError(path, name, f"expected {_kind_name(kind)}, got {value!r}")
    return value


def _kind_name(kind: type | tuple[type, ...]) -> str:
    names = {str: "text", int: "a whole number", float: "a number", bool: "true or false",
             dict: "a table", list: "a list"}
    kinds = kind if isinstance(kind, tuple) else (kind,)
    return " or ".join(names.get(k, k.__name__) for k in kinds)


def _option(name: str, data: Any, path: str) -> OptionSpec:
    prefix = f"options.{name}."
    if not isinstance(data, dict):
        raise LevelError(path, f"options.{name}", "expected a table")
    if "default" not in data:
        raise LevelError(path, prefix + "default", "is missing")
    default = data["default"]
    if not isinstance(default, (bool, int, float, str)):
        raise LevelError(path, prefix + "default", f"unsupported value {default!r}")
    label = _want(data, "label", str, path, prefix)
    help_ = _want(data, "help", str, path, prefix, required=False, default="")
    rule = _want(data, "rule", str, path, prefix, required=False, default="")
    choices = tuple(_want(data, "choices", list, path, prefix,
                          required=isinstance(default, str), default=[]))
    lo = _want(data, "min", (int, float), path, prefix, required=False)
    hi = _want(data, "max", (int, float), path, prefix, required=False)
    unknown = set(data) - {"default", "label", "help", "rule", "choices", "min", "max"}
    if unknown:
        raise LevelError(path, prefix + sorted(unknown)[0], "unknown field")
    spec = OptionSpec(name, default, label, help_, rule, choices, lo, hi)
    spec.check(default, path)
    return spec


def parse_level(data: Mapping[str, Any], path: str) -> Level:
    """Validate a level's parsed TOML and build a :class:`Level`."""
    unknown = set(data) - _KNOWN_TOP
    if unknown:
        raise LevelError(path, sorted(unknown)[0], "unknown field")
    fields = {key: _want(data, key, str, path) for key in _REQUIRED_STR}
    for key, value in fields.items():
        if not value.strip():
            raise LevelError(path, key, "is empty")
    stem = Path(path).stem
    if fields["id"] != stem:
        raise LevelError(path, "id", f"is {fields['id']!r} but the file is named {stem!r}")
    turn_limit = _want(data, "turn_limit", int, path)
    if turn_limit < 1:
        raise LevelError(path, "turn_limit", "must be at least 1")
    start = _want(data, "start", str, path, required=False, default="")

    players = _want(data, "players", dict, path, required=False, default={})
    lo = _want(players, "min", int, path, "players.", required=False, default=2)
    hi = _want(players, "max", int, path, "players.", required=False, default=lo)
    default_players = _want(players, "default", int, path, "players.", required=False,
                            default=lo)
    names = _want(players, "names", list, path, "players.", required=False,
                  default=["South", "North"])
    if not 1 <= lo <= hi:
        raise LevelError(path, "players.max", f"min {lo} and max {hi} do not make a range")
    if not lo <= default_players <= hi:
        raise LevelError(path, "players.default", f"{default_players} is outside {lo}-{hi}")
    if not all(isinstance(n, str) and n for n in names):
        raise LevelError(path, "players.names", "expected a list of names")
    unknown = set(players) - {"min", "max", "default", "names"}
    if unknown:
        raise LevelError(path, "players." + sorted(unknown)[0], "unknown field")

    board = _want(data, "board", dict, path)
    raw_options = _want(data, "options", dict, path, required=False, default={})
    options = {name: _option(name, spec, path) for name, spec in raw_options.items()}

    from ludic.model import registry  # the registry imports nothing heavy

    if fields["game"] not in registry.GAMES:
        known = ", ".join(sorted(registry.GAMES))
        raise LevelError(path, "game", f"no game module {fields['game']!r} (known: {known})")

    return Level(path=str(path), turn_limit=turn_limit, start=start, min_players=lo,
                 max_players=hi, default_players=default_players,
                 player_names=tuple(names), board=dict(board), options=options, **fields)


def load_level_file(path: str | Path) -> Level:
    """Read and validate one level file."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise LevelError(str(path), None, "no such level file") from None
    except (OSError, UnicodeDecodeError) as error:
        raise LevelError(str(path), None, f"cannot be read ({error})") from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise LevelError(str(path), None, f"is not valid TOML ({error})") from None
    return parse_level(data, str(path))
