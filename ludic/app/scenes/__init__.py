"""The app's scenes, and the registry that lets one scene open another by name.

A scene never imports the scenes it opens: it asks the app for them by name::

    self.app.push("rules", level_id="dra")      # a new RulesScene, entered with level_id
    self.app.replace("game", session=session)   # the game scene in place of the setup
    self.app.reset("title")                     # a fresh stack with the title screen

:data:`SCENES` maps each name to the module and class that make it, imported only when the
scene is first opened (nothing is imported at start-up that the title screen does not need).
A new kind of scene (a lesson, a review) adds one line here, or calls :func:`register`.

The scenes, one module each:

=============  ==========================================================================
``title``      the title screen (Play, Continue, Learn, Load, Rules, Help, Settings, Quit)
``setup``      choose a game, its options, the players (people or the computer)
``game``       a game being played: the package :mod:`ludic.app.scenes.game` (its own map)
``gameover``   the panel over the board at the end of a game
``gamemenu``   the in-game menu (Esc); ``save``: the name of a saved game
``load``       the saved games
``rules``      the rule book
``help``       every shortcut and what each control does
``settings``   sound, speed, size, language
``confirm``    a question with answers (quit? accept a draw?)
``message``    a plain message (an error), back to the title screen
``learn``      the games' courses of lessons, with the progress
``lesson``     a lesson played step by step on the game's board
``review``     a game stepped through move by move, with its chart
=============  ==========================================================================

:mod:`ludic.app.scenes.common` holds what the scenes share (table, band, buttons, keyboard
navigation over buttons).
"""

from __future__ import annotations

import importlib
from typing import Any, Callable

#: name -> "module:Class" (the class is called with the app).
SCENES: dict[str, str] = {
    "title": "ludic.app.scenes.title:TitleScene",
    "setup": "ludic.app.scenes.setup:SetupScene",
    "game": "ludic.app.scenes.game:GameScene",
    "gameover": "ludic.app.scenes.gameover:GameOverScene",
    "gamemenu": "ludic.app.scenes.gamemenu:GameMenuScene",
    "save": "ludic.app.scenes.gamemenu:SaveScene",
    "load": "ludic.app.scenes.load:LoadScene",
    "rules": "ludic.app.scenes.rules:RulesScene",
    "help": "ludic.app.scenes.help:HelpScene",
    "settings": "ludic.app.scenes.settings:SettingsScene",
    "confirm": "ludic.app.scenes.confirm:ConfirmScene",
    "message": "ludic.app.scenes.message:MessageScene",
    "learn": "ludic.app.scenes.learn:LearnScene",
    "lesson": "ludic.app.scenes.lesson:LessonScene",
    "review": "ludic.app.scenes.game.review:ReviewScene",
}

_factories: dict[str, Callable[[Any], Any]] = {}


def register(name: str, factory: Callable[[Any], Any] | str) -> None:
    """Make ``name`` open the scene ``factory(app)`` (a class, a function, or a
    ``"module:Class"`` string imported when first needed)."""
    if isinstance(factory, str):
        SCENES[name] = factory
        _factories.pop(name, None)
    else:
        _factories[name] = factory


def make_scene(app: Any, name: str) -> Any:
    """A new scene of the kind registered as ``name``, for ``app``."""
    factory = _factories.get(name)
    if factory is None:
        where = SCENES.get(name)
        if where is None:
            raise KeyError(f"no scene is registered as {name!r}")
        module, _, cls = where.partition(":")
        factory = getattr(importlib.import_module(module), cls)
    return factory(app)
