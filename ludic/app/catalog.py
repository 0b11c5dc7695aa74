"""The levels the app offers, in menu order (the registry's game order, then level id).

A level whose file is broken or whose game module is missing is left out (and logged), so a
half-installed game never breaks the menu.
"""

from __future__ import annotations

import importlib
import logging

log = logging.getLogger(__name__)

_cache: list | None = None


def levels(refresh: bool = False) -> list:
    global _cache
    if _cache is not None and not refresh:
        return _cache
    from ludic.model.registry import GAMES, level_ids, load_level

    found = []
    order = list(GAMES)
    for level_id in level_ids():
        try:
            level = load_level(level_id)
        except Exception as exc:  # noqa: BLE001
            log.warning("level %s left out: %s", level_id, exc)
            continue
        spec = GAMES.get(level.game)
        if spec is None:
            log.warning("level %s left out: no game %r", level_id, level.game)
            continue
        try:
            importlib.import_module(spec.partition(":")[0])
        except ImportError as exc:
            log.warning("level %s left out: %s", level_id, exc)
            continue
        found.append(level)
    found.sort(key=lambda lv: (order.index(lv.game), lv.id != lv.game.replace("_", "-"),
                               lv.id))
    _cache = found
    return found


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
    whose level has the same id: ``"dra"`` -> ``"Dra"``, ``"درا"`` in Arabic), else the
    course id. A level's name is its English message id: every place that shows it
    translates it when drawing (``_(lv.name)``), never once when the level is loaded."""
    from ludic.i18n import _

    try:
        return _(level(course).name)
    except Exception:  # noqa: BLE001 - a missing level only loses the pretty name
        return course
