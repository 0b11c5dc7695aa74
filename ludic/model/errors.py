"""Errors of the rules layer. Each one says why, in plain words, and cites the rule."""

from __future__ import annotations


class RuleError(ValueError):
    """Base of the errors a player's input can cause.

    ``reason`` is a short sentence a child can read; ``rule`` the rule-book number (``"I4"``)
    or ``None``. ``str(error)`` is ``"reason (rule)"``.
    """

    def __init__(self, reason: str, rule: str | None = None) -> None:
        self.reason = reason
        self.rule = rule
        super().__init__(cite(reason, rule))


def cite(reason: str, rule: str | None) -> str:
    """``"reason (rule)"``, or ``reason`` alone when it already ends by citing ``rule`` (an
    outcome's reason quoted in a refusal) or there is no rule: never "(H5) (H5)"."""
    if not rule or reason.rstrip(" .").endswith(f"({rule})"):
        return reason
    return f"{reason} ({rule})"


class IllegalMove(RuleError):
    """A well-formed move that the rules forbid in this position."""


class NotationError(RuleError):
    """Text that is not a move or a position of this game."""


class LevelError(Exception):
    """A level file that cannot be used. Names the file and the field."""

    def __init__(self, path: str, field: str | None, message: str) -> None:
        self.path = str(path)
        self.field = field
        self.message = message
        where = f"{self.path}: field '{field}'" if field else self.path
        super().__init__(f"{where}: {message}")
