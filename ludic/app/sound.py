"""Light sound effects, played by name (``assets/sounds/<name>.wav``).

Audio is optional: if the mixer cannot start (no sound device, a classroom PC without
speakers) the app goes on silently and logs why once. When the mixer starts every sound is
read at once, so that the files missing or damaged among them (:meth:`Assets.sound`) are
found together and told in one dialog (the one that names missing pictures); the game goes
on silently for those sounds.
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
            return False
        for name in NAMES:  # each file read once, now: the broken ones are told together
            self.assets.sound(name)
        return True

    @property
    def on(self) -> bool:
        return bool(self.settings.sound)

    def play(self, name: str) -> None:
        if not name:
            return
        self.played.append(name)
        del self.played[:-50]
        if not self.on or not self.start():
            return
        snd = self.assets.sound(name)  # None: no audio, or its file is missing or damaged
        if snd is not None:
            snd.set_volume(max(0.0, min(1.0, float(self.settings.volume))))
            snd.play()
