"""Sprites and sounds, loaded lazily through the one resolver and cached.

    assets = Assets()
    assets.image("hole")                       # assets/sprites/hole.png, as drawn
    assets.scaled("hole", (64, 64))            # a scaled copy, cached per size
    assets.fit("minaret", 100, 160)            # scaled to fit, keeping its shape
    assets.tinted("sig_father", (200, 80, 50), (48, 48))   # white sprite times a colour
    assets.texture("board_wood", (800, 600))   # a 512-pixel tile repeated over a size
    assets.sound("capture")                    # assets/sounds/capture.wav (None without audio)

Names are file names without ``.png``/``.wav``. A sprite whose file is missing or damaged
is drawn in code instead (:mod:`ludic.app.standins`: a plain colour, a disc, a bar), so the
game stays playable; :meth:`Assets.untold` gives the app what to tell the player, once per
file, and the log names the path. A sound whose file is missing or damaged is not played
(:meth:`Assets.sound` gives ``None``) and is told the same way. :meth:`Assets.path` raises
:class:`AssetError` naming the file. Everything goes through
:func:`ludic.resources.resource_path`, so the same code works from source and inside the
PyInstaller bundle.
"""

from __future__ import annotations

import copy
import json
import logging
import wave
from pathlib import Path

import pygame

from ludic.app.surfcache import SurfaceCache
from ludic.i18n import N_, Text
from ludic.resources import resource_path

#: The most memory the scaled, tinted and tiled copies keep (the originals are kept apart).
SCALED_CACHE_BYTES = 48 * 2**20

log = logging.getLogger(__name__)


class AssetError(RuntimeError):
    """An asset file is missing or unreadable.

    ``str(error)`` names the file by its full path (for the log: where it was looked for);
    ``error.reason`` says it to the player, as a :class:`ludic.i18n.Text` shown in the
    language in force, naming the file by its place among Ludic's assets
    (``sprites/hole.png``, never a path on the disk) and what mends it."""

    def __init__(self, message: str, reason: Text) -> None:
        super().__init__(message)
        self.reason = reason


class Assets:
    def __init__(self, root: Path | None = None) -> None:
        self.root = Path(root) if root is not None else resource_path("assets")
        self._images: dict[str, pygame.Surface] = {}
        self._scaled = SurfaceCache(SCALED_CACHE_BYTES)
        self._sounds: dict[str, object] = {}
        #: sprite name -> where Ludic's file is (``sprites/hole.png``), for each sprite drawn
        #: in code because its file is missing or cannot be read; for a sound left silent
        #: for the same reason, ``sounds/capture.wav`` -> itself; in the order met.
        self.missing: dict[str, str] = {}
        self._told: set[str] = set()
        self._gui_theme: dict | None = None

    # -- files -----------------------------------------------------------------------------
    def path(self, folder: str, name: str, ext: str) -> Path:
        p = self.root / folder / f"{name}{ext}"
        if not p.is_file():
            raise AssetError(f"missing asset: {p} (the sprites and sounds are made by "
                             f"tools/make_assets.py)",
                             Text(N_("Ludic's file {name} is missing: installing Ludic again "
                                     "puts it back."), name=f"{folder}/{name}{ext}"))
        return p

    def exists(self, name: str, folder: str = "sprites", ext: str = ".png") -> bool:
        return (self.root / folder / f"{name}{ext}").is_file()

    # -- images ----------------------------------------------------------------------------
    def image(self, name: str) -> pygame.Surface:
        """The sprite ``name`` as drawn; where its file is missing or cannot be read, a
        stand-in drawn in code (:func:`ludic.app.standins.stand_in`), noted in
        :attr:`missing` and logged once: a missing picture never stops the game, nor
        brings back the same failure each time it is drawn."""
        img = self._images.get(name)
        if img is None:
            try:
                img = self.load(name)
            except AssetError as error:
                from ludic.app.standins import stand_in

                log.error("%s: drawn without it", error)
                self.missing[name] = f"sprites/{name}.png"
                img = stand_in(name)
            if pygame.display.get_surface() is not None:
                img = img.convert_alpha()
            self._images[name] = img
        return img

    def load(self, name: str) -> pygame.Surface:
        """The sprite ``name`` read from its file (raises :class:`AssetError`)."""
        path = self.path("sprites", name, ".png")
        try:
            return pygame.image.load(str(path))
        except (pygame.error, OSError) as exc:
            raise AssetError(f"cannot read {path}: {exc}",
                             Text(N_("Ludic's file {name} cannot be read: installing Ludic "
                                     "again puts it back."),
                                  name=f"sprites/{name}.png")) from exc

    def has_untold(self) -> bool:
        """Whether :meth:`untold` has files to give (the app draws a frame more to tell)."""
        return len(self._told) < len(self.missing)

    def untold(self) -> list[str]:
        """The files of :attr:`missing` not yet given to the player (``sprites/hole.png``),
        each given once: the app tells them, and never again (a picture drawn every frame
        must not bring the same message back)."""
        new = [name for name in self.missing if name not in self._told]
        self._told.update(new)
        return [self.missing[name] for name in new]

    def scaled(self, name: str, size) -> pygame.Surface:
        w, h = max(1, int(size[0])), max(1, int(size[1]))
        key = (name, w, h)
        img = self._scaled.get(key)
        if img is None:
            src = self.image(name)
            img = src if src.get_size() == (w, h) else pygame.transform.smoothscale(src, (w, h))
            self._remember(key, img)
        return img

    def fit(self, name: str, max_w: float, max_h: float) -> pygame.Surface:
        """``name`` scaled to fit in ``max_w`` x ``max_h`` keeping its proportions."""
        w, h = self.image(name).get_size()
        k = min(max_w / w, max_h / h)
        return self.scaled(name, (max(1, round(w * k)), max(1, round(h * k))))

    def tinted(self, name: str, color, size) -> pygame.Surface:
        """A white sprite multiplied by ``color`` (the Sig pieces of each player)."""
        w, h = max(1, int(size[0])), max(1, int(size[1]))
        key = ("tint", name, tuple(color), w, h)
        img = self._scaled.get(key)
        if img is None:
            img = self.scaled(name, (w, h)).copy()
            rgba = tuple(color[:3]) + ((color[3],) if len(color) > 3 else (255,))
            img.fill(rgba, special_flags=pygame.BLEND_RGBA_MULT)
            self._remember(key, img)
        return img

    def texture(self, name: str, size) -> pygame.Surface:
        """The tile ``name`` repeated to cover ``size`` (tiles are drawn at up to 512 px, and
        at least a quarter of the shorter side so that the grain stays fine on big screens)."""
        w, h = max(1, int(size[0])), max(1, int(size[1]))
        key = ("texture", name, w, h)
        img = self._scaled.get(key)
        if img is None:
            tile = self.image(name)
            img = pygame.Surface((w, h)).convert() if pygame.display.get_surface() else \
                pygame.Surface((w, h))
            tw, th = tile.get_size()
            for y in range(0, h, th):
                for x in range(0, w, tw):
                    img.blit(tile, (x, y))
            self._remember(key, img)
        return img

    def _remember(self, key: tuple, img: pygame.Surface) -> None:
        self._scaled.put(key, img)  # past its budget, the copies used longest ago go

    def clear_scaled(self) -> None:
        self._scaled.clear()

    # -- the GUI's theme -------------------------------------------------------------------
    def gui_theme(self) -> dict:
        """pygame_gui's theme, ``ui/theme.json`` read once: a fresh copy at each call (the
        app scales it in place for each window size). Where the file is missing or is not
        a theme, the plain theme drawn in code (:func:`ludic.app.theme.plain_gui_theme`),
        noted in :attr:`missing` (``ui/theme.json``) and logged once, like a picture: Ludic
        starts with it and the app tells the player once."""
        if self._gui_theme is None:
            path = self.root / "ui" / "theme.json"
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
            except (OSError, UnicodeDecodeError, ValueError) as exc:
                return self.gui_theme_unusable(f"{path}: {exc}")
            if not isinstance(data, dict) or not isinstance(data.get("defaults"), dict):
                return self.gui_theme_unusable(f"{path}: not a theme (no 'defaults' block)")
            self._gui_theme = data
        return copy.deepcopy(self._gui_theme)

    def gui_theme_unusable(self, why: str) -> dict:
        """The theme file cannot be used (``why``, for the log: a value the app or
        pygame_gui cannot take is found only when the theme is applied): from now on
        :meth:`gui_theme` gives the plain theme drawn in code, which is returned."""
        from ludic.app.theme import plain_gui_theme

        log.error("the GUI's theme %s: Ludic's plain theme is used", why)
        self.missing["ui/theme.json"] = "ui/theme.json"
        self._gui_theme = plain_gui_theme()
        return copy.deepcopy(self._gui_theme)

    # -- sounds ----------------------------------------------------------------------------
    def sound(self, name: str):
        """The ``pygame.mixer.Sound`` for ``name``, or ``None`` when there is no audio or
        its file is missing or damaged. A damaged or missing file is noted in
        :attr:`missing` (``sounds/capture.wav``) and logged once, like a picture: the game
        goes on silently for that sound and the app tells the player once."""
        if name in self._sounds:
            return self._sounds[name]
        snd = None
        if pygame.mixer.get_init():
            path = self.root / "sounds" / f"{name}.wav"
            problem = wav_problem(path) if path.is_file() else "missing"
            if not problem:
                try:
                    snd = pygame.mixer.Sound(str(path))
                except pygame.error as exc:
                    problem = str(exc)
            if problem:
                log.error("sound %s: %s: played without it", path, problem)
                where = f"sounds/{name}.wav"
                self.missing[where] = where
        self._sounds[name] = snd
        return snd


def wav_problem(path: Path) -> str:
    """What is wrong with the WAV file ``path`` ("" when nothing): not a WAV file, or holding
    fewer samples than its header says (a file cut short while copied). Checked before SDL
    reads it: SDL_mixer takes a file cut right after its header as a sound with no samples,
    and freeing that sound can abort the whole process (a double free, seen with pygame-ce
    2.5.8 / SDL 2.32); a file cut further on would play a clipped sound."""
    try:
        with wave.open(str(path), "rb") as wav:
            declared = wav.getnframes()
            size = wav.getsampwidth() * wav.getnchannels()
            frames = len(wav.readframes(declared)) // max(1, size)
    except (wave.Error, EOFError, OSError) as exc:
        return f"not a WAV file ({exc})"
    if frames == 0 or frames < declared:
        return f"{frames} of its {declared} samples"
    return ""
