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
    turn_limit = 5000                 # automatic play ends here (README: Turn limits)
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
str (which needs ``choices``). Numbers are finite (no ``nan``, no ``inf``). Every refusal is a
:class:`LevelError` that names the level by its id, the field and, where the field belongs to
a rule (an option's ``rule``, the players' range of the game), that rule. A ``start`` position
is read by the game when the level is loaded, so a bad one is refused then, with its rule.
"""

from __future__ import annotations

import math
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

from ludic.i18n import N_, NP_, Text
from ludic.model.damage import described, logged, unreadable
from ludic.model.errors import LevelError, RuleError
from ludic.model.reading import shown

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
        rule = self.rule or None
        kind = self.kind
        if kind == "bool":
            if not isinstance(value, bool):
                raise LevelError(path, where, Text(N_("expected true or false, got {value}"),
                                                   value=shown(value)), rule)
            return value
        if kind == "choice":
            if value not in self.choices:
                allowed = ", ".join(repr(c) for c in self.choices)
                raise LevelError(path, where, Text(N_("{value} is not one of {allowed}"),
                                                   value=shown(value), allowed=allowed), rule)
            return value
        if kind == "float" and isinstance(value, int) and not isinstance(value, bool):
            if abs(value) > 1e300:
                raise LevelError(path, where, Text(N_("{value} is far too large"),
                                                   value=shown(value)), rule)
            value = float(value)
        if type(value) is not type(self.default):
            wanted = {"int": N_("a whole number"), "float": N_("a number")}.get(kind, kind)
            raise LevelError(path, where, Text(N_("expected {wanted}, got {value}"),
                                               wanted=Text(wanted), value=shown(value)), rule)
        if isinstance(value, float) and not math.isfinite(value):
            raise LevelError(path, where, Text(N_("{value} is not a finite number"),
                                               value=shown(value)), rule)
        if self.min is not None and value < self.min:
            raise LevelError(path, where, Text(N_("{value} is below the minimum {min}"),
                                               value=shown(value), min=shown(self.min)),
                             rule)
        if self.max is not None and value > self.max:
            raise LevelError(path, where, Text(N_("{value} is above the maximum {max}"),
                                               value=shown(value), max=shown(self.max)),
                             rule)
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
    #: Seat names as :class:`ludic.i18n.Text` (they read as English and translate when
    #: shown; the level file's names are message ids, see tools/i18n.py).
    player_names: tuple[str, ...] = (Text(N_("South")), Text(N_("North")))
    players_rule: str | None = None
    board: Mapping[str, Any] = field(default_factory=dict)
    options: Mapping[str, OptionSpec] = field(default_factory=dict)

    def resolve_options(self, overrides: Mapping[str, Any]) -> dict[str, Any]:
        """The options in force: defaults, with ``overrides`` checked and applied."""
        values = {name: spec.default for name, spec in self.options.items()}
        for name, value in overrides.items():
            if name not in self.options:
                known = ", ".join(sorted(self.options)) or "none"
                raise LevelError(self.path, f"options.{shown(name, 40)[1:-1]}",
                                 Text(N_("this ruleset has no such option (it has: {known})"),
                                      known=known))
            values[name] = self.options[name].check(value, self.path)
        return values

    def check_players(self, count: int | None) -> int:
        if count is None:
            return self.default_players
        if isinstance(count, bool) or not isinstance(count, int):
            raise LevelError(self.path, "players", Text(N_("the number of players is a whole "
                                                           "number, not {count}"),
                                                        count=shown(count)), self.players_rule)
        if not self.min_players <= count <= self.max_players:
            if self.min_players == self.max_players:
                text = Text(NP_("{game} is played by {n} player, not {count}",
                                "{game} is played by {n} players, not {count}"), game=self.name,
                            n=self.min_players, count=shown(count, 12))
            else:
                text = Text(N_("{game} is played by {lo} to {hi} players, not {count}"),
                            game=self.name, lo=self.min_players, hi=self.max_players,
                            count=shown(count, 12))
            raise LevelError(self.path, "players", text, self.players_rule)
        return count


def _want(data: Mapping[str, Any], key: str, kind: type | tuple[type, ...], path: str,
          prefix: str = "", required: bool = True, default: Any = None) -> Any:
    name = prefix + key
    if key not in data:
        if required:
            raise LevelError(path, name, Text(N_("is missing")))
        return default
    value = data[key]
    if isinstance(value, bool) and kind is not bool and bool not in (
            kind if isinstance(kind, tuple) else (kind,)):
        raise LevelError(path, name, Text(N_("expected {kind}, got {value}"),
                                          kind=_kind_name(kind), value=shown(value)))
    if not isinstance(value, kind):
        raise LevelError(path, name, Text(N_("expected {kind}, got {value}"),
                                          kind=_kind_name(kind), value=shown(value)))
    return value


def _kind_name(kind: type | tuple[type, ...]) -> Text | str:
    """What a field of type ``kind`` should hold, in words a translator has: "a whole number",
    "a whole number or a number". (These were plain English strings, and a French or Arabic
    refusal read "a whole number attendu, reçu ...".)"""
    names = {str: N_("text"), int: N_("a whole number"), float: N_("a number"),
             bool: N_("true or false"), dict: N_("a table"), list: N_("a list")}
    kinds = kind if isinstance(kind, tuple) else (kind,)
    words: list[Text | str] = [Text(names[k]) if k in names else k.__name__ for k in kinds]
    said = words[0]
    for word in words[1:]:
        # TRANSLATORS: what a level field may hold, one kind or another ("a whole number or
        # a number")
        said = Text(N_("{first} or {second}"), first=said, second=word)
    return said


def _option(name: str, data: Any, path: str) -> OptionSpec:
    prefix = f"options.{name}."
    if not isinstance(data, dict):
        raise LevelError(path, f"options.{name}", Text(N_("expected a table")))
    if "default" not in data:
        raise LevelError(path, prefix + "default", Text(N_("is missing")))
    default = data["default"]
    if not isinstance(default, (bool, int, float, str)):
        raise LevelError(path, prefix + "default", Text(N_("unsupported value {value}"),
                                                        value=shown(default)))
    label = _want(data, "label", str, path, prefix)
    help_ = _want(data, "help", str, path, prefix, required=False, default="")
    rule = _want(data, "rule", str, path, prefix, required=False, default="")
    choices = tuple(_want(data, "choices", list, path, prefix,
                          required=isinstance(default, str), default=[]))
    lo = _want(data, "min", (int, float), path, prefix, required=False)
    hi = _want(data, "max", (int, float), path, prefix, required=False)
    for key, bound in (("min", lo), ("max", hi)):
        if isinstance(bound, float) and not math.isfinite(bound):
            raise LevelError(path, prefix + key, Text(N_("{value} is not a finite number"),
                                                      value=bound), rule or None)
    unknown = set(data) - {"default", "label", "help", "rule", "choices", "min", "max"}
    if unknown:
        raise LevelError(path, prefix + sorted(unknown)[0], Text(N_("unknown field")))
    spec = OptionSpec(name, default, label, help_, rule, choices, lo, hi)
    spec.check(default, path)
    return spec


def parse_level(data: Mapping[str, Any], path: str) -> Level:
    """Validate a level's parsed TOML and build a :class:`Level`."""
    unknown = set(data) - _KNOWN_TOP
    if unknown:
        raise LevelError(path, sorted(unknown)[0], Text(N_("unknown field")))
    fields = {key: _want(data, key, str, path) for key in _REQUIRED_STR}
    for key, value in fields.items():
        if not value.strip():
            raise LevelError(path, key, Text(N_("is empty")))
    stem = Path(path).stem
    if fields["id"] != stem:
        raise LevelError(path, "id", Text(N_("is {id} but the file is named {stem}"),
                                          id=shown(fields["id"]), stem=shown(stem)))
    turn_limit = _want(data, "turn_limit", int, path)
    if turn_limit < 1:
        raise LevelError(path, "turn_limit", Text(N_("must be at least 1")))
    start = _want(data, "start", str, path, required=False, default="")

    players = _want(data, "players", dict, path, required=False, default={})
    lo = _want(players, "min", int, path, "players.", required=False, default=2)
    hi = _want(players, "max", int, path, "players.", required=False, default=lo)
    default_players = _want(players, "default", int, path, "players.", required=False,
                            default=lo)
    names = _want(players, "names", list, path, "players.", required=False,
                  default=["South", "North"])
    if not 1 <= lo <= hi:
        raise LevelError(path, "players.max", Text(N_("min {lo} and max {hi} do not make a "
                                                      "range"), lo=shown(lo, 12),
                                                   hi=shown(hi, 12)))
    if not lo <= default_players <= hi:
        raise LevelError(path, "players.default", Text(N_("{n} is outside {lo}-{hi}"),
                                                       n=shown(default_players, 12),
                                                       lo=shown(lo, 12), hi=shown(hi, 12)))
    if not all(isinstance(n, str) and n for n in names):
        raise LevelError(path, "players.names", Text(N_("expected a list of names")))
    unknown = set(players) - {"min", "max", "default", "names"}
    if unknown:
        raise LevelError(path, "players." + sorted(unknown)[0], Text(N_("unknown field")))

    board = _want(data, "board", dict, path)
    raw_options = _want(data, "options", dict, path, required=False, default={})
    options = {name: _option(name, spec, path) for name, spec in raw_options.items()}

    from ludic.model import registry  # the registry imports nothing heavy

    if fields["game"] not in registry.GAMES:
        known = ", ".join(sorted(registry.GAMES))
        raise LevelError(path, "game", Text(N_("no game module {game} (known: {known})"),
                                            game=shown(fields["game"]), known=known))
    least, most, players_rule = registry.PLAYERS[fields["game"]]
    if not least <= lo <= hi <= most:
        wanted = (Text(NP_("{n} player", "{n} players"), n=least) if least == most else
                  Text(N_("{lo} to {hi} players"), lo=least, hi=most))
        raise LevelError(path, "players", Text(N_("this game is played by {wanted}, not "
                                                  "{lo}-{hi}"), wanted=wanted,
                                               lo=shown(lo, 12), hi=shown(hi, 12)),
                         players_rule)

    level = Level(path=str(path), turn_limit=turn_limit, start=start, min_players=lo,
                  max_players=hi, default_players=default_players,
                  player_names=tuple(Text(n) for n in names), players_rule=players_rule,
                  board=dict(board),
                  options=options, **fields)
    if start:
        _check_start(level)
    return level


def _check_start(level: Level) -> None:
    """Read the level's ``start`` position with its game now, so a bad one is refused when
    the level is loaded (naming the field and the rule) rather than when a game begins."""
    from ludic.model import registry

    try:
        registry.make_game(level).parse_position(level.start)
    except RuleError as error:
        raise LevelError(level.path, "start", error.reason, error.rule) from None


#: A level file is a few kilobytes; anything much larger is not one.
MAX_LEVEL_BYTES = 256 * 1024


def load_level_file(path: str | Path) -> Level:
    """Read and validate one level file. Every problem is a :class:`LevelError` whose
    message names the level by its id, never the path or a Python exception."""
    path = Path(path)
    try:
        with open(path, "rb") as handle:
            raw = handle.read(MAX_LEVEL_BYTES + 1)
    except FileNotFoundError:
        raise LevelError(str(path), None, Text(N_("no such level file"))) from None
    except OSError as error:
        logged(path, error)
        raise LevelError(str(path), None, Text(N_("cannot be read ({reason})"),
                                               reason=unreadable(error))) from None
    if len(raw) > MAX_LEVEL_BYTES:
        raise LevelError(str(path), None, Text(N_("is larger than {n} KB: not a level file"),
                                               n=MAX_LEVEL_BYTES // 1024))
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise LevelError(str(path), None, Text(N_("is not UTF-8 text (byte {at})"),
                                               at=error.start)) from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        logged(path, error)  # the reader's English, for a developer; the window says ours
        raise LevelError(str(path), None, Text(N_("is not valid TOML: {problem}"),
                                               problem=described(error))) from None
    except RecursionError:
        raise LevelError(str(path), None, Text(N_("is not a level: tables or lists nested "
                                                  "too deep"))) from None
    except ValueError:  # an integer of more than 4300 digits
        raise LevelError(str(path), None, Text(N_("is not a level: a number far too long"))) \
            from None
    try:
        return parse_level(data, str(path))
    except RecursionError:
        raise LevelError(str(path), None, Text(N_("is not a level: values nested too "
                                                  "deep"))) from None
