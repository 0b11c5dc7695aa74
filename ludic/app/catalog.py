"""The levels the app offers, in menu order (the registry's game order, then level id).

A level whose file is broken or whose game module is missing is left out, so a half-installed
game never breaks the menu; it is logged, and :func:`left_out` keeps why (a
:class:`~ludic.i18n.Text`), for the game-choice screen to tell the teacher who edited the
file. The Learn screen reads its lesson files the same way: both go through
:func:`read_each`, and both screens show the first reason in a
:class:`~ludic.app.scenes.common.LeftOutNote`.
"""

from __future__ import annotations

import importlib
import logging

log = logging.getLogger(__name__)

_cache: list | None = None


class Levels(list):
    """The levels offered, in menu order, with why each level file left out was
    (``left_out``: Texts): the two are read together and kept together."""

    left_out: list = []


def read_each(items, read, what: str) -> tuple[list, list]:
    """``read(item)`` for each of ``items``: the ones read, and a reason (a
    :class:`~ludic.i18n.Text`, shown with ``tr()``) for each left out. A file's own problem
    is a :class:`~ludic.model.errors.LevelError`, whose text names the file, the field and
    the rule; anything else (a game's program that does not import) is named by ``item``
    with a plain reason, its details in the log. ``what`` names the items in the log."""
    from ludic.i18n import N_, Text
    from ludic.model.errors import LevelError

    found, problems = [], []
    for item in items:
        try:
            found.append(read(item))
        except LevelError as error:
            log.warning("%s left out: %s", what, error)
            problems.append(error.text())
        except Exception:  # one broken file never breaks the screen
            log.exception("%s %s left out", what, item)
            problems.append(Text(N_("{name}: it could not be loaded"), name=str(item)))
    return found, problems


def _playable(level_id: str):
    """The level ``level_id``, with its game's program imported (raises when either fails)."""
    from ludic.model.registry import GAMES, load_level

    level = load_level(level_id)
    importlib.import_module(GAMES[level.game].partition(":")[0])
    return level


def levels(refresh: bool = False) -> list:
    global _cache
    if _cache is not None and not refresh:
        return _cache
    from ludic.model.registry import GAMES, level_ids

    found, problems = read_each(level_ids(), _playable, "level")
    order = list(GAMES)
    found.sort(key=lambda lv: (order.index(lv.game), lv.id != lv.game.replace("_", "-"),
                               lv.id))
    _cache = Levels(found)
    _cache.left_out = problems
    return _cache


def left_out() -> list:
    """Why each level file left out of :func:`levels` was (Texts, in file order)."""
    return list(getattr(levels(), "left_out", []))


def level(level_id: str):
    for lv in levels():
        if lv.id == level_id:
            return lv
    from ludic.model.registry import load_level

    return load_level(level_id)


def rules_markdown(lv) -> str:
    """The rules text of ``lv`` in the language in force (``levels/rules/<lang>/<lv.rules>.md``,
    else the English ``levels/rules/<lv.rules>.md``; see :mod:`ludic.app.rules_text`)."""
    from ludic.app import rules_text
    from ludic.i18n import _

    text = rules_text.rules_markdown(lv.rules)
    if text is None:
        return "# {name}\n\n{missing}\n".format(
            name=_(lv.name), missing=_("The rules text {file} is missing.").format(
                file=f"{lv.rules}.md"))
    return text


def option_value_text(value) -> str:
    from ludic.i18n import _, decimal

    if isinstance(value, bool):
        return _("yes") if value else _("no")
    if isinstance(value, float):
        return decimal(value)
    return _(str(value)).replace("_", " ")


def course_name(course: str) -> str:
    """The game's name for a course of lessons in the language in force (a rule-book name,
    whose level has the same id: ``"dra"`` -> ``"Dra"``, ``"درا"`` in Arabic); where that
    level file cannot be read, the name of another level played by the same rules (the
    course's lessons of that level are the ones still offered: the Learn screen said
    "khamousiyya" over the 5x5 lesson), else the course id. A level's name is its English
    message id: every place that shows it translates it when drawing (``_(lv.name)``),
    never once when the level is loaded."""
    from ludic.i18n import _
    from ludic.model.errors import LevelError

    try:
        return _(level(course).name)
    except LevelError:  # a missing or broken level only loses the pretty name
        pass
    same = [lv for lv in levels() if lv.rules == course]
    return _(same[0].name) if same else course
