"""Light sound effects, played by name (``assets/sounds/<name>.wav``).

Audio is optional: if the mixer cannot start (no sound device, a classroom PC without
speakers) or a sound file is missing, the app goes on silently and logs why once.
"""

from __future__ import annotations

import logging

import pygame

log = logging.getLogger(__name__)

NAMES = ("sticks", "capture", "place", "move", "sow", "win", "click", "error")


class Sound:
    def __init__(self, assets, settings, enabled: bool = True) -> None:
        self.assets = assets
        self.settings = settings
        self.available = enabled
        self._started = False
        self._missing: set[str] = set()
        self.played: list[str] = []  # the names played, newest last (tests read it)

    def start(self) -> bool:
        """Start the mixer (once). False if there is no audio."""
        if self._started or not self.available:
            return self.available
        self._started = True
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
        except pygame.error as exc:
            log.warning("no audio (%s): sounds are off", exc)
            self.available = False
        return self.available

    @property
    def on(self) -> bool:
        return bool(self.settings.sound)

    def play(self, name: str) -> None:
        if not name:
            return
        self.played.append(name)
        del self.played[:-50]
        if not self.on or not self.start() or name in self._missing:
            return
        try:
            snd = self.assets.sound(name)
        except Exception as exc:  # noqa: BLE001 - a missing sound never stops the game
            log.warning("%s", exc)
            self._missing.add(name)
            return
        if snd is not None:
            snd.set_volume(max(0.0, min(1.0, float(self.settings.volume))))
            snd.play()
