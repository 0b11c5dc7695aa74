"""Errors of the rules layer. Each one says why, in plain words, and cites the rule."""

from __future__ import annotations

from ludic.i18n import N_


class RuleError(ValueError):
    """Base of the errors a player's input can cause.

    ``reason`` is a short sentence a child can read; ``rule`` the rule-book number (``"I4"``)
    or ``None``. ``str(error)`` is ``"reason (rule)"``.

    ``reason`` is a :class:`ludic.i18n.Text` (``Text(N_("..."), **params)``): it reads as
    English on the command line and in the log, and the window shows it in the player's
    language (a damaged position in a level, a lesson or a save's game reaches the window).
    A plain string, even marked with ``N_()``, would stay English once :func:`cite` has put
    it inside "{reason} ({rule})"; ``tests/test_i18n.py`` holds every refusal raised in
    ``ludic/model`` and ``ludic/games`` to a Text.
    """

    def __init__(self, reason: str, rule: str | None = None) -> None:
        self.reason = reason
        self.rule = rule
        super().__init__(cite(reason, rule))

    def text(self):
        """The message as a :class:`ludic.i18n.Text`: ``tr(error.text())`` shows it in the
        language in force, with the rule number."""
        from ludic.i18n import Text

        found = cite(self.reason, self.rule)
        return found if isinstance(found, Text) else Text(str(found))


def cite(reason: str, rule: str | None) -> str:
    """``"reason (rule)"``, or ``reason`` alone when it already ends by citing ``rule`` (an
    outcome's reason quoted in a refusal) or there is no rule: never "(H5) (H5)". The result
    is a :class:`ludic.i18n.Text` (translated when shown) when ``reason`` is one."""
    if not rule or reason.rstrip(" .").endswith(f"({rule})"):
        return reason
    from ludic.i18n import N_, Text

    return Text(N_("{reason} ({rule})"), reason=reason, rule=rule)


class IllegalMove(RuleError):
    """A well-formed move that the rules forbid in this position."""


class NotationError(RuleError):
    """Text that is not a move or a position of this game."""


class LevelError(Exception):
    """A level file, a ruleset option or a player count that cannot be used.

    ``path`` is where it came from (kept for logs); the message names the level by its id
    (``"level dra"``, the file's name without ``.toml``), never by a path on the user's disk,
    then the field and the reason, and cites ``rule`` where the field belongs to one:
    ``level dra, field 'options.quiet_limit': 5 is below the minimum 10 (D4)``.
    ``message`` is a :class:`ludic.i18n.Text`, as a :class:`RuleError`'s reason is, so
    :meth:`text` shows it translated.

    A lesson file's problems are a :class:`LessonError`, which says "lesson" where this says
    "level": the two sentences a file's problem is told in are class attributes (message ids,
    translated when shown), so a subclass names its own kind of file in every language.
    """

    #: What the message calls the file (English, for the log and ``str()``).
    noun = "level"
    #: The sentences the window shows (message ids, translated by :meth:`text`).
    WHERE_FIELD = N_("level {level}, field '{field}': {reason}")
    WHERE = N_("level {level}: {reason}")

    def __init__(self, path: str, field: str | None, message: str,
                 rule: str | None = None) -> None:
        self.path = str(path)
        self.field = field
        self.message = message
        self.rule = rule
        self.level = self.name_of(self.path)
        if field and len(field) > 60:  # a field named in a broken file can be anything
            field = field[:60] + "…"
        self.shown_field = field
        if self.level:
            where = f"{self.noun} {self.level}" + (f", field '{field}'" if field else "")
        else:
            where = field
        text = cite(message, rule)
        super().__init__(f"{where}: {text}" if where else text)

    @staticmethod
    def name_of(path: str) -> str:
        """How the message names the file at ``path`` (a level: its id)."""
        return level_name(path)

    def text(self):
        """The message as a :class:`ludic.i18n.Text` (``str()`` reads as ``str(error)``):
        ``tr(error.text())`` shows it in the language in force, the reason translated where
        the loader wrote it as a Text; the level's id, the field's name and the rule number
        stay as they are (they are names in the file and the rule book)."""
        from ludic.i18n import N_, Text

        reason = cite(self.message, self.rule)
        reason = reason if isinstance(reason, Text) else Text(str(reason))
        field = self.shown_field
        if self.level and field:
            return Text(self.WHERE_FIELD, level=self.level, field=field, reason=reason)
        if self.level:
            return Text(self.WHERE, level=self.level, reason=reason)
        if field:
            return Text(N_("{field}: {reason}"), field=field, reason=reason)
        return reason


class LessonError(LevelError):
    """A lesson file that cannot be used (:mod:`ludic.model.lessons`): told as a lesson,
    named by its lesson id (``lesson dra/01-placing, field 'steps[2].play[0]': ...``), the
    course's folder and the file's name, which is where a teacher finds it."""

    noun = "lesson"
    WHERE_FIELD = N_("lesson {level}, field '{field}': {reason}")
    WHERE = N_("lesson {level}: {reason}")

    @staticmethod
    def name_of(path: str) -> str:
        """The lesson id for a lesson file's path (``.../lessons/dra/01-placing.toml`` ->
        ``dra/01-placing``), else as :func:`level_name` names it (an id asked for by name)."""
        text = str(path).replace("\\", "/")
        if text.endswith(".toml") and "/" in text:
            course, stem = text[: -len(".toml")].rsplit("/", 2)[-2:]
            text = f"{course}/{stem}" if course else stem
            return text if len(text) <= 40 else text[:40] + "…"
        return level_name(path)


def level_name(path: str) -> str:
    """The level id for a file path (``.../levels/dra.toml`` -> ``dra``), the text unchanged
    for anything that is not a path of a level file (``--option``), cut short if long."""
    text = str(path)
    if text.endswith(".toml"):
        text = text.replace("\\", "/").rsplit("/", 1)[-1][: -len(".toml")]
    return text if len(text) <= 40 else text[:40] + "…"
