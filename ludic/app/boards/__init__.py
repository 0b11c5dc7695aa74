"""Board views, one per game, found by the level's ``game`` key (imported only when used).

``VIEWS`` maps a game key to ``"module:Class"``. A view that is not written yet (its module is
missing) falls back to :class:`ludic.app.boards.fallback.FallbackView`, which lists the legal
moves as tiles, so every game is playable from the first day. How to write a view: the
docstring of :mod:`ludic.app.boards.base`.
"""

from __future__ import annotations

import importlib
import logging
from typing import Any

log = logging.getLogger(__name__)

VIEWS: dict[str, str] = {
    "sig_race": "ludic.app.boards.sig_race:SigRaceView",
    "sig_capture": "ludic.app.boards.sig_capture:SigCaptureView",
    "khamousiyya": "ludic.app.boards.khamousiyya:KhamousiyyaView",
    "dra": "ludic.app.boards.dra:DraView",
    "isolo": "ludic.app.boards.isolo:IsoloView",
}

FALLBACK = "ludic.app.boards.fallback:FallbackView"

#: The games thrown with the El Oued sticks (the scene shows the sticks widget for them).
STICK_GAMES = frozenset({"sig_race", "sig_capture"})


def _load(spec: str) -> type:
    module_name, _, class_name = spec.partition(":")
    return getattr(importlib.import_module(module_name), class_name)


def view_class(game_key: str) -> type:
    """The view class for ``game_key``; the fallback view if that game's module is missing."""
    spec = VIEWS.get(game_key)
    if spec is None:
        return _load(FALLBACK)
    module_name = spec.partition(":")[0]
    try:
        return _load(spec)
    except ModuleNotFoundError as exc:
        if exc.name != module_name:
            raise
        log.info("no board view for %s yet (%s): using the fallback view", game_key, spec)
        return _load(FALLBACK)


def make_view(game: Any, assets: Any):
    """A fresh view for ``game`` (a :class:`ludic.model.protocol.Game`)."""
    return view_class(game.level.game)(game, assets)
