"""The application object: window, clock, settings, assets, sound, GUI and the scene stack.

One frame (:meth:`App.frame`): raw events -> pygame_gui (which may consume them) -> intents
(:mod:`ludic.app.intents`) -> the top scene's ``handle``; then ``update(dt)`` of the top scene
only (:meth:`App.advance`: an overlay pauses the scenes under it), then ``draw`` bottom-up and
the GUI on top. :meth:`App.run` repeats frames; when nothing moves it sleeps between short
looks for input (no busy loop), so an idle game costs almost no CPU.

The clock is injectable (tests pass a fake one and call ``frame`` themselves, never sleeping).
"""

from __future__ import annotations

import logging
import os
import sys
import random
import time
import warnings
from typing import Any, Callable

import pygame

from ludic.app import memory, theme
from ludic.app.assets import AssetError, Assets
from ludic.app.intents import Intent, gui_event_types, translate, typing_into
from ludic.app.scene import Scene
from ludic.app.scenes import make_scene
from ludic.app.scenes.common import tell_unfit
from ludic.app.sound import Sound
from ludic.app.storage import WINDOW_MAX, Storage
from ludic.i18n import _, tr
from ludic.resources import resource_path

log = logging.getLogger(__name__)

MIN_SIZE = (1024, 600)
#: The input events pygame_gui may answer by posting its own (a button pressed on release).
_INPUT = frozenset({pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.KEYUP,
                    pygame.TEXTINPUT})
FPS = 60
IDLE_WAIT_MS = 1000
IDLE_POLL_S = 0.008  # how often an idle window looks for input (half a 60 Hz frame)
SETTLE_SECONDS = 0.35  # keep drawing this long after input (GUI hover and focus changes)
GUI_MANAGERS = 2  # GUI managers kept (one per UI scale, the ones used last)


#: The part of the desktop a window may take: the rest is left to its title bar, its
#: frame and a taskbar, which SDL does not tell of. At the desktop's own size a window ran
#: past the bottom of the screen by its title bar: on a 1280x720 projector (or a 1366x768
#: laptop with its taskbar) the message bar and the bottom row of buttons were out of sight.
WINDOW_ROOM = (0.96, 0.9)


def fit_desktop(size: tuple[int, int]) -> tuple[int, int]:
    """``size`` made no bigger than the room a window has on the desktop (:data:`WINDOW_ROOM`
    of it): a settings file from a bigger screen, one edited by hand, or the default 1280x720
    on a screen that size never opens a window the screen cannot show whole."""
    try:
        desktops = pygame.display.get_desktop_sizes()
    except pygame.error:
        desktops = []
    if not desktops or min(desktops[0]) <= 0:
        return size
    dw, dh = desktops[0]
    return (min(int(size[0]), int(dw * WINDOW_ROOM[0])),
            min(int(size[1]), int(dh * WINDOW_ROOM[1])))


def maximise_window() -> None:
    """Ask the window manager to maximise the app's window."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # from_display_module
        pygame.Window.from_display_module().maximize()


def sdl_environment() -> None:
    """Set what SDL reads from the environment when the display starts (a value already set
    in the environment is kept):

    * On Linux, draw to the X11/Wayland window through SDL's plain shared-memory framebuffer
      instead of its "accelerated" one. The accelerated framebuffer goes through an OpenGL
      texture, and on the many machines whose OpenGL is Mesa's software llvmpipe (virtual
      machines, Xvfb, school PCs without a GPU driver) every update then costs 7-12 ms at
      1920x1080 whatever its size; the plain one costs under 1 ms for the whole window and
      less for a dirty rectangle.
    * The app's name for the desktop: the X11 window class and the Wayland app id (the
      taskbar groups and names windows by them; SDL would otherwise take the program's file
      name, ``main.py`` or ``python3``), and the name the sound mixer shows beside Ludic's
      volume.
    """
    if sys.platform.startswith("linux"):
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
    # ``import pygame`` itself sets the X11 class to the program's file name, unless set.
    if os.environ.get("SDL_VIDEO_X11_WMCLASS") in (None, "", os.path.basename(sys.argv[0])):
        os.environ["SDL_VIDEO_X11_WMCLASS"] = "Ludic"
    os.environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", "Ludic")
    os.environ.setdefault("SDL_APP_NAME", "Ludic")


def scale_step(width: int, height: int) -> float:
    """The UI scale rounded to a step, so that nearby window sizes share one GUI theme."""
    return round(theme.ui_scale(width, height) * 8) / 8


def scaled_theme(scale: float, data: dict) -> dict[str, Any]:
    """The GUI theme ``data`` (``assets/ui/theme.json`` as read, :meth:`Assets.gui_theme`)
    with font sizes, borders and corners multiplied by ``scale`` (font sizes also by the text
    size setting, :func:`ludic.app.theme.text_factor`), in place. Raises ``ValueError`` (or
    ``TypeError``, ``AttributeError``) on a value that is not a number or a block that is
    not one."""
    for block in data.values():
        if not isinstance(block, dict):
            continue
        font = block.get("font")
        if isinstance(font, dict) and "size" in font:
            # never below the smallest legible text (theme.min_text_px)
            font["size"] = str(max(theme.text_floor(), round(float(font["size"]) * scale
                                                             * theme.text_factor())))
        misc = block.get("misc")
        if isinstance(misc, dict):
            for key in ("shape_corner_radius", "border_width", "shadow_width",
                        "text_horiz_alignment_padding", "rect_width", "sliding_button_width"):
                if key in misc:
                    misc[key] = str(max(1, round(float(misc[key]) * scale)))
    from ludic.app.language import localised_fonts

    return localised_fonts(data)  # Noto Sans Arabic, shaped and right to left, for Arabic


def failure_text(playing: bool, saved: bool, problem: str = "", cause: str = "") -> str:
    """What "Something went wrong" says, in the language in force: that the game was saved
    only when one was in progress and its save was written (``problem``, a Text from
    :attr:`Storage.autosave_problem`, says why not); never an exception, an error number or
    a path. ``cause`` is what went wrong where the player can mend it, a Text (a file of
    Ludic missing: :attr:`AssetError.reason`); other causes are only in the log."""
    parts = [_("Ludic met an unexpected problem and went back to the menu.")]
    if cause:
        parts.append(tr(cause))
    if playing and saved:
        parts.append(_("Your game was saved: choose Continue to go on with it."))
    elif playing and problem:
        parts.append(_("Your game could not be saved ({problem}).").format(problem=tr(problem)))
    elif playing:
        parts.append(_("Your game could not be saved."))
    parts.append(_("The details are in Ludic's log file, ludic.log."))
    return " ".join(parts)


class App:
    def __init__(self, size: tuple[int, int] | None = None, *, storage: Storage | None = None,
                 clock: Any = None, rng: random.Random | None = None, audio: bool = True,
                 catch_errors: bool = True, fullscreen: bool | None = None,
                 fit: bool = False) -> None:
        """``size`` is the window's (else the settings' ``window_size``, fitted to the
        desktop, and maximised if it was left so: ``Settings.maximised``); ``fit`` fits a
        given ``size`` to the desktop too (``--size``: a typo such as ``--size 19200x1080``
        opened a window of 16384 px whose title bar and buttons were off the screen)."""
        warnings.filterwarnings("ignore", message="Finding font with id",
                                category=UserWarning)
        sdl_environment()
        memory.tune()
        pygame.display.init()
        pygame.font.init()
        theme.reset_caches()
        self.storage = storage or Storage()
        self.settings = self.storage.load_settings()
        theme.set_text_size(self.settings.text_size)
        remembered = size is None
        if remembered:
            size = fit_desktop(tuple(self.settings.window_size))
        elif fit:
            size = fit_desktop(size)
        #: The desktop has no room for the smallest window the app is made for and its title
        #: bar (a 1024x600 netbook): the app opens full screen (:meth:`__init__`'s end). A
        #: desktop 1024 px wide is not cramped: the window is as wide as the screen.
        self.cramped = (remembered or fit) and (
            size[1] < MIN_SIZE[1] or size[0] < int(MIN_SIZE[0] * WINDOW_ROOM[0]))
        size = (max(MIN_SIZE[0], int(size[0])), max(MIN_SIZE[1], int(size[1])))
        self.windowed_size = size
        self._laid_out = size
        self.fullscreen = False
        #: The window is maximised (by the window manager's button, a double click on its
        #: title bar, or at start as it was left): its size is then not the one remembered
        #: (:meth:`follow_window_state`).
        self.maximised = False
        self._unmaximising = False
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        if self.settings.maximised and remembered:
            self.maximise()  # as it was left (a size asked for, --size, is not maximised)
        else:
            self.settings.maximised = False
        theme.set_window_size(*size)  # the smallest text follows the window
        from ludic.app.language import window_title

        pygame.display.set_caption(window_title())
        self.clock = clock or pygame.time.Clock()
        self.rng = rng or random.Random()
        # The seeds of the computer's choices: a copy of the throws' generator, so a seeded
        # app (tests, bug reports) is repeatable and drawing a seed never changes a throw.
        self.seeds = random.Random()
        self.seeds.setstate(self.rng.getstate())
        self.assets = Assets()
        self.sound = Sound(self.assets, self.settings, enabled=audio)
        self.catch_errors = catch_errors
        self.scenes: list[Scene] = []
        self.running = True
        self.scale = scale_step(*size)
        self._managers: dict[float, Any] = {}
        self._gui = None  # made on first use: the first frame does not wait for pygame_gui
        self._fast_first = False
        self._ui_dirty = True
        self._under: pygame.Surface | None = None  # the scenes under an overlay, drawn once
        self._settle = 0.0
        self._errors: list[float] = []
        self._last_failure = ""  # what went wrong last, and where ("title: KeyError: 'x'")
        self.frames = 0
        self.full_frames = 0  # frames drawn whole (the others only redrew their dirty rects)
        self._gui_key: tuple = ()
        self.on_frame: Callable[[], None] | None = None
        try:
            pygame.display.set_icon(pygame.image.load(str(resource_path("assets", "sprites",
                                                                         "icon.png"))))
        except (pygame.error, OSError, FileNotFoundError):
            pass
        if fullscreen if fullscreen is not None else self.settings.fullscreen:
            self.set_fullscreen(True)
        elif fullscreen is None and self.cramped:
            # a 1024x600 window ran past the bottom of a 1024x600 screen by its title bar: the
            # setup's Start and the game's message bar were half out of sight. Full screen for
            # this start only (the setting is kept: on a bigger screen the window comes back)
            self.set_fullscreen(True)
            self.settings.fullscreen = False

    # -- size and GUI ---------------------------------------------------------------------------
    @property
    def gui(self):
        """The pygame_gui manager for the current scale (made on first use)."""
        if self._gui is None:
            self._gui = self._manager(self.scale)
        return self._gui

    @gui.setter
    def gui(self, manager) -> None:
        self._gui = manager

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def _manager(self, scale: float):
        """The GUI manager for ``scale``. Each holds its fonts and drawn elements (about
        13 MB), so only the :data:`GUI_MANAGERS` used last are kept: going back and forth
        between two sizes stays quick, and a window resized through many never grows."""
        key = (scale, theme.text_factor(), theme.text_floor())
        manager = self._managers.pop(key, None)
        if manager is None:
            from ludic.app.gui_fonts import install
            from ludic.app.gui_manager import Manager

            install()  # the Arabic face draws Latin letters too (no boxes in Arabic)
            try:
                manager = Manager(self.size, scaled_theme(scale, self.assets.gui_theme()),
                                  enable_live_theme_updates=False)
            except Exception as exc:  # a broken theme file never stops Ludic
                if "ui/theme.json" in self.assets.missing:
                    raise  # the plain theme is Ludic's own: a bug, not a file
                plain = scaled_theme(scale, self.assets.gui_theme_unusable(repr(exc)))
                manager = Manager(self.size, plain, enable_live_theme_updates=False)
        else:
            manager.set_window_resolution(self.size)
        manager.pointer_out = self.pointer_out  # a new size, the pointer where it was
        from ludic.app.language import set_gui_locale

        set_gui_locale(manager)  # the language in force (Arabic fonts, right to left)
        self._managers[key] = manager  # the newest last
        while len(self._managers) > GUI_MANAGERS:
            old = self._managers.pop(next(iter(self._managers)))
            old.clear_and_reset()
        return manager

    def resize(self, size: tuple[int, int]) -> None:
        """The window is now ``size``: new scale, new layout, new GUI elements."""
        w, h = max(MIN_SIZE[0], int(size[0])), max(MIN_SIZE[1], int(size[1]))
        if self.fullscreen:  # the screen's size is the window manager's to give
            self.screen = pygame.display.get_surface() or self.screen
        elif self.screen.get_size() != (w, h):
            self.screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
        self._relayout()

    def _relayout(self) -> None:
        """New scale, layout and GUI elements for the window's size now."""
        resized = self.size != self._laid_out
        self._laid_out = self.size
        memory.give_back()  # the pictures made for the old size go
        if self._unmaximising and resized and not self.fullscreen:
            self.maximised = self._unmaximising = False  # back to its own size
            self.settings.maximised = False
        if not self.fullscreen and not self.maximised:
            self.windowed_size = self.size
            # within what the settings take back (a window dragged over several screens
            # was remembered at a size the next start refused, and told the player so)
            self.settings.window_size = [min(v, top) for v, top in zip(self.size, WINDOW_MAX)]
        self.scale = scale_step(*self.size)
        theme.set_window_size(*self.size)
        if self._gui is not None:
            self._gui.clear_and_reset()
            self._gui = self._manager(self.scale)
            self._gui.set_window_resolution(self.size)
        for scene in self.scenes:
            scene.layout(self.size)
        self._ui_dirty = True

    def apply_text_size(self) -> None:
        """Show every text at the size of the setting ``text_size`` now: texts, the GUI's
        theme and every scene's layout are made again."""
        if theme.set_text_size(self.settings.text_size):
            self._relayout()

    def set_fullscreen(self, on: bool) -> None:
        if on == self.fullscreen:
            return
        self.fullscreen = on
        self._unmaximising = False  # the window under the full screen keeps its state
        # pygame-ce's Window switches in place; set_mode() from FULLSCREEN back to a window
        # leaves the window at the desktop's size on X11 ("forcibly resized by the OS").
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            window = pygame.Window.from_display_module()
        if on:
            window.set_fullscreen(desktop=True)
        else:
            window.set_windowed()
            window.size = self.windowed_size
            if self.maximised:  # back as it was: X11 forgets a maximised window's state
                maximise_window()
        self.screen = pygame.display.get_surface()
        self.settings.fullscreen = on
        self.resize(self.screen.get_size())

    def maximise(self) -> None:
        """Maximise the window (at start, when it was left maximised). SDL tells no
        ``WINDOWMAXIMIZED`` for a maximise the app asks for itself (X11): the state is set
        here."""
        maximise_window()
        self.maximised = True
        self.settings.maximised = True

    def follow_window_state(self, events: list[pygame.event.Event]) -> None:
        """Note whether the window is maximised, from this frame's ``events``, before any
        size they bring is laid out (:meth:`_follow_window` looks at the size first): the
        size of a maximised window is never remembered as the window's size, so the window
        reopens maximised over the size it had before, and goes back to that size when
        un-maximised.

        SDL's ``WINDOWRESTORED`` says "no longer minimised or maximised": a maximised window
        brought back from the taskbar gets one too (X11: restored, maximised, restored) and
        is still maximised. So a window is taken as un-maximised only when, after it, its
        size changes too (:meth:`_relayout`). While in full screen the window under it
        keeps the state it had."""
        if self.fullscreen:
            return
        for event in events:
            if event.type == pygame.WINDOWMAXIMIZED:
                self.maximised, self._unmaximising = True, False
            elif event.type == pygame.WINDOWRESTORED and self.maximised:
                self._unmaximising = True
        self.settings.maximised = self.maximised

    # -- the stack ------------------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def _scene(self, scene: Scene | str) -> Scene:
        """``scene`` itself, or a new scene of the kind registered under that name
        (:data:`ludic.app.scenes.SCENES`): scenes open each other by name, never by import."""
        return make_scene(self, scene) if isinstance(scene, str) else scene

    def push(self, scene: Scene | str, **data: Any) -> Scene:
        scene = self._scene(scene)
        if self.top is not None:
            self.top.pause()
        self.scenes.append(scene)
        scene.layout(self.size)
        scene.enter(**data)
        self._ui_dirty = True
        log.info("push %s", scene.name)
        return scene

    def pop(self, **data: Any) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.leave()
        log.info("pop %s", scene.name)
        memory.give_back()
        if self.top is not None:
            self.top.resume(**data)
        else:
            self.running = False
        self._ui_dirty = True
        return scene

    def replace(self, scene: Scene | str, **data: Any) -> Scene:
        scene = self._scene(scene)
        if self.scenes:
            self.scenes.pop().leave()
            memory.give_back()
        self.scenes.append(scene)
        scene.layout(self.size)
        scene.enter(**data)
        self._ui_dirty = True
        log.info("replace with %s", scene.name)
        return scene

    def reset(self, scene: Scene | str, **data: Any) -> Scene:
        scene = self._scene(scene)
        while self.scenes:
            self.scenes.pop().leave()
        return self.push(scene, **data)

    def visible_scenes(self) -> list[Scene]:
        i = len(self.scenes) - 1
        while i > 0 and self.scenes[i].overlay:
            i -= 1
        return self.scenes[max(0, i):]

    def _build_ui(self) -> None:
        """Make the GUI of the visible scenes. Under an overlay (a dialog, the game-over
        panel) the scenes below are drawn once, buttons included, into a picture that stands
        for them while the overlay is up: their buttons can never show through the dialog,
        and a frame costs one blit for them. Their buttons are pictured as they are (a button
        that cannot be pressed looks it, under the dim too), and a dialog (``top.dim``) dims
        the whole picture: the board, the move list, every button."""
        self.gui.clear_and_reset()
        top = self.top
        visible = self.visible_scenes()
        self._under = None
        if top is not None and top.overlay and len(visible) > 1:
            for scene in visible[:-1]:
                scene.build_ui(self.gui, True)  # only a picture: nothing below gets input
            self.gui.update(0)
            under = pygame.Surface(self.size).convert()
            under.fill(theme.BACKGROUND)
            for scene in visible[:-1]:
                scene.draw(under)
            self.gui.draw_ui(under)
            if getattr(top, "dim", True):
                veil = pygame.Surface(self.size, pygame.SRCALPHA)
                veil.fill(theme.VEIL)
                under.blit(veil, (0, 0))
            self._under = under
            self.gui.clear_and_reset()
            top.build_ui(self.gui, True)
        else:
            for scene in visible:
                scene.build_ui(self.gui, scene is top)
        self._ui_dirty = False
        self._settle = SETTLE_SECONDS  # a few frames for the new elements to settle

    # -- one frame ------------------------------------------------------------------------------
    def frame(self, dt: float, events: list[pygame.event.Event] | None = None) -> None:
        """Handle ``events`` (default: the queue), advance ``dt`` seconds, draw, flip."""
        if events is None:
            events = pygame.event.get()
        if self.frames == 0 and self._gui is None and not events and self._fast_first:
            # The very first frame shows the scene at once; its buttons follow a frame later
            # (importing pygame_gui and making its theme take about a quarter of a second).
            self.advance(dt)
            self.screen.fill(theme.BACKGROUND)
            for scene in self.visible_scenes():
                scene.draw(self.screen)
            pygame.display.flip()
            self.frames += 1
            if self.on_frame is not None:
                self.on_frame()
            return
        self.follow_window_state(events)
        self._follow_window()
        self._tell_missing()
        if self._ui_dirty:
            self._build_ui()
        for event in events:
            self._dispatch(event)
            if not self.running:
                return
        if self._ui_dirty:
            self._build_ui()
        if events:
            self._settle = SETTLE_SECONDS
        self._settle = max(0.0, self._settle - dt)
        self.advance(dt)
        if self._ui_dirty:
            self._build_ui()
        tell_unfit()  # words no button size holds, once the frame's layouts are done
        self.gui.update(dt)
        rects = None if events else self.dirty_rects()
        if rects is None:
            self.draw()
            pygame.display.flip()
            self.full_frames += 1
        else:
            self.top.draw_dirty(self.screen, rects)
            pygame.display.update(rects)
        self.frames += 1
        memory.give_back(busy=True)  # young garbage only: never a visible pause
        if self.on_frame is not None:
            self.on_frame()

    def advance(self, dt: float) -> None:
        """Time passes ``dt`` seconds for the top scene only. The scenes under an overlay
        (the in-game menu, the Save dialog, a question, the game-over panel) are paused: they
        are shown as a still picture taken when the overlay came (:meth:`_build_ui`), and a
        good desktop game stops behind its menu. Before, the game under the menu went on:
        the computer played its move and threw its sticks behind the menu, unseen, and the
        person came back to a position they had not watched change. The computer's search
        itself goes on in its worker process; its move is played once the overlay is gone,
        after what was left of the pause before a computer's move
        (:class:`ludic.app.scenes.game.watch.Watch`). Scenes covered by a page that is not an
        overlay (Help, the rules, Settings) were never updated: they are not visible."""
        if self.top is not None:
            self.top.update(dt)

    def _tell_missing(self) -> None:
        """Say once which of Ludic's files are missing or damaged (found since the frame
        before: :meth:`Assets.untold`), over the scene the player is in, which goes on
        without them: plain shapes drawn in place of the pictures, silence for the sounds,
        plain buttons for the GUI's theme.
        A small dialog with one answer, never "Something went wrong" (whose way back met
        the same missing file again)."""
        top = self.top
        if top is None or getattr(top, "ask", None) == "missing":
            return  # told after this dialog, if more were found meanwhile
        files = self.assets.untold()
        if not files:
            return
        from ludic.i18n import join_commas

        pictures = any(f.startswith("sprites/") for f in files)
        sounds = any(f.startswith("sounds/") for f in files)
        if pictures and not sounds:
            title = _("Some of Ludic's pictures are missing")
        elif sounds and not pictures:
            title = _("Some of Ludic's sounds are missing")
        else:
            title = _("Some of Ludic's files are missing")
        # the first four, and how many more ("…, +17"): "، " between them in Arabic
        shown = join_commas(files[:4] + ([f"+{len(files) - 4}"] if len(files) > 4 else []))
        parts = [_("These files of Ludic are missing or cannot be read: {files}.").format(
            files=shown)]
        if pictures:
            parts.append(_("Ludic draws plain shapes in place of the pictures."))
        if sounds:
            parts.append(_("The game goes on without those sounds."))
        if "ui/theme.json" in files:
            parts.append(_("Ludic draws its buttons in a plain style instead."))
        parts.append(_("Installing Ludic again puts them back."))
        self.push("confirm", ask="missing", title=title, text=" ".join(parts),
                  answers=[(_("OK"), True)])

    def _dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.VIDEORESIZE:
            self.resize((event.w, event.h))
            return
        if event.type in (pygame.WINDOWSIZECHANGED,) and not self.fullscreen:
            if self.screen.get_size() != self.size or self.scale != scale_step(*self.size):
                self.resize(self.screen.get_size())
            return
        self.follow_pointer(event)
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == 1:
            self._carry_press(event.pos)
        consumed = self.gui.process_events(event)
        dead = None
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1:
            self._pressed = self._held_button()
            dead = self._disabled_button_at(event.pos) if consumed else None
        if event.type in _INPUT:
            self._dispatch_posted()
        if dead is not None:
            self.handle(Intent("disabled", pos=tuple(event.pos), value=dead))
            return
        if consumed and event.type in _INPUT:
            return
        intent = translate(event, typing=event.type == pygame.KEYDOWN
                           and typing_into(self.gui))
        if intent is None:
            return
        self.handle(intent)

    #: The button a left press went down on (pygame_gui's ``held`` one), until its release.
    _pressed = None

    def _buttons(self):
        from pygame_gui.elements import UIButton

        return [b for b in self.gui.get_sprite_group().sprites() if isinstance(b, UIButton)]

    def _held_button(self):
        return next((b for b in self._buttons() if b.held), None)

    def _disabled_button_at(self, pos):
        """The disabled button a left press at ``pos`` went down on, or None: the topmost
        visible button under the pointer, if it cannot be pressed. pygame_gui takes such a
        press and posts nothing, so a click on a button drawn disabled did nothing, without
        a word (a lesson's Next before its step is done); told as a ``disabled`` intent, the
        scene may say why the button cannot act now. An enabled button above it takes the
        press as usual."""
        scaled = self.gui.calculate_scaled_mouse_position(pos)
        under = [b for b in self._buttons()
                 if b.alive() and b.visible and b.hover_point(*scaled)]
        if not under:
            return None
        top = max(under, key=lambda b: b.get_top_layer())
        return None if top.is_enabled else top

    def _carry_press(self, pos) -> None:
        """A slow click whose button was made again between its press and its release (a
        computer's move landed while the mouse was held, the rows of buttons changed):
        pygame_gui keeps the press on the old button, gone from the screen, and the release
        did nothing. The press is carried to the new button of the same role (object id)
        under the pointer, as if it had gone down there, so the release acts on it. Not to
        a button of another role, nor a disabled one: the release of a press on Undo never
        acts on whatever took Undo's place."""
        old, self._pressed = self._pressed, None
        if old is None or old.alive():
            return
        role = old.most_specific_combined_id
        scaled = self.gui.calculate_scaled_mouse_position(pos)
        new = next((b for b in self._buttons() if b.most_specific_combined_id == role
                    and b.alive() and b.visible and b.is_enabled
                    and b.hover_point(*scaled)), None)
        if new is not None:
            new.held = True

    def _dispatch_posted(self) -> None:
        """Handle now what pygame_gui posted while it took one input event: a button's
        ``UI_BUTTON_PRESSED`` comes with the release, and left in the queue it was handled
        only in the next frame. A quick click (press and release in one frame: a tap, a
        remote, ``xdotool click``) was lost whenever the buttons were made again before
        that frame (another key of the frame, a computer's move changing the button rows):
        the event named a button gone from the screen, and nothing happened, without a word.
        In the queue nothing else comes before them: the frame took every event.

        A button released after an earlier event of the same frame changed the page (the
        buttons are to be made again: a game card chosen on the setup screen) belongs to
        the page that is going, and its press is dropped, as it was when it came a frame
        late: handled at once, an option button of the game left behind set its option on
        the game chosen, which then could not start (the monkey test)."""
        import pygame_gui

        for posted in pygame.event.get(eventtype=list(gui_event_types()), pump=False):
            if self._ui_dirty and posted.type == pygame_gui.UI_BUTTON_PRESSED:
                log.debug("a press on a button of a page being replaced: dropped")
                continue
            self._dispatch(posted)

    #: The pointer has left the window (``WINDOWLEAVE``) and not been seen in it since.
    pointer_out = False

    def follow_pointer(self, event: pygame.event.Event) -> None:
        """Tell the GUI managers whether the pointer is in the window: it leaves on
        ``WINDOWLEAVE`` and is back on ``WINDOWENTER``, a motion or a click. While it is
        out no element is under it (:class:`ludic.app.gui_manager.Manager`): the button it
        left by no longer stays lit."""
        if event.type == pygame.WINDOWLEAVE:
            out = True
        elif event.type in (pygame.WINDOWENTER, pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            out = False
        else:
            return
        self.pointer_out = out
        for manager in {*self._managers.values(), self._gui} - {None}:
            manager.pointer_out = out

    def _follow_window(self) -> None:
        """Lay the scenes out again if the window's real size is no longer the one they were
        laid out for. Window managers answer a switch to full screen (or a resize) in their
        own time and their own way, sometimes without an event SDL passes on; looking at the
        display surface each frame makes the layout follow whatever they did."""
        surface = pygame.display.get_surface()
        if surface is None:
            return
        size = surface.get_size()
        if surface is self.screen and size == self._laid_out:
            return
        self.screen = surface
        if not self.fullscreen and (size[0] < MIN_SIZE[0] or size[1] < MIN_SIZE[1]):
            self.resize(size)  # back to the smallest size the app is made for
        else:
            self._relayout()

    def handle(self, intent: Intent) -> None:
        """App-wide intents first (quit, fullscreen, mute), then the top scene's."""
        if intent.name == "quit":
            self.quit()
            return
        if intent.name == "toggle_fullscreen":
            self.set_fullscreen(not self.fullscreen)
            return
        # no sound device: nothing to switch (the help says so), and the setting is kept
        # for the day the computer has one
        if intent.name == "mute" and self.sound.start():
            self.settings.sound = not self.settings.sound
            self.storage.save_settings(self.settings)
        if intent.name == "help" and self.top is not None and self.top.name != "help":
            self.push("help")  # F1 everywhere, the same page
            return
        if self.top is not None:
            self.top.handle(intent)

    def dirty_rects(self) -> list[pygame.Rect] | None:
        """The regions that changed since the last frame when only the top scene's animation
        moves (the board, the message bar, the sticks): those alone are drawn and sent to the
        window. ``None`` asks for a whole frame: after input, while the GUI settles, under or
        over an overlay, when the GUI's elements changed, or when a region would cross one."""
        top = self.top
        if top is None or self._settle > 0 or self._ui_dirty or len(self.scenes) == 0 \
                or top.overlay or len(self.visible_scenes()) != 1:
            return None
        elements = [e for e in self.gui.get_sprite_group().sprites()
                    if getattr(e, "visible", True) and e is not self.gui.get_root_container()]
        gui_key = tuple(id(e) for e in elements)
        if gui_key != self._gui_key:  # a tooltip came or went, buttons were remade
            self._gui_key = gui_key
            return None
        rects = top.dirty_rects()
        if not rects:
            return rects
        window = self.screen.get_rect()
        rects = [r.clip(window) for r in rects]
        for e in elements:
            r = e.get_abs_rect()
            if r.width > 0 and r.collidelist(rects) >= 0:
                return None
        return rects

    def draw(self) -> None:
        visible = self.visible_scenes()
        under = getattr(self, "_under", None)
        if under is not None and self.top is not None and self.top.overlay \
                and under.get_size() == self.size:
            self.screen.blit(under, (0, 0))
            visible = visible[-1:]
        else:
            self.screen.fill(theme.BACKGROUND)
        for scene in visible:
            scene.draw(self.screen)
        self.gui.draw_ui(self.screen)

    def to_tell(self) -> bool:
        """Whether a missing file was found that the next frame tells (:meth:`_tell_missing`):
        not while the dialog naming missing files is up, which tells the new ones after it
        is answered (its answer redraws the window anyway)."""
        return self.assets.has_untold() and getattr(self.top, "ask", None) != "missing"

    def busy(self) -> bool:
        if self._settle > 0 or self._ui_dirty or self._tooltip_due() \
                or self._tooltip_to_go() or self.to_tell():  # a missing file found: tell it now
            return True
        # only the top scene moves (:meth:`advance`): a computer thinking under the menu
        # keeps no frames going
        return self.top is not None and self.top.busy()

    def _tooltip_due(self) -> bool:
        """True while the mouse rests on an element whose tooltip has not shown yet: the
        loop keeps drawing until it shows (pygame_gui makes it in ``update`` after a delay),
        so a tooltip appears while the mouse is still, not only when it moves."""
        if self._gui is None:
            return False
        for e in self._gui.get_sprite_group().sprites():
            if getattr(e, "hovered", False) and getattr(e, "tool_tip_text", None) \
                    and getattr(e, "tool_tip", None) is None \
                    and getattr(e, "hover_time", 0) >= 0:  # (not gone by itself)
                return True
        return False

    def _tooltip_to_go(self) -> bool:
        """True while a tooltip is shown: it goes by itself after a while
        (:meth:`ludic.app.gui_manager.Manager.expire_tooltips`), so the loop keeps drawing
        until then."""
        return self._gui is not None and self._gui.tips_to_go()

    # -- running --------------------------------------------------------------------------------
    def run(self) -> int:
        """The main loop, until the window is closed. Errors are logged and shown, never
        thrown at the player; the game is saved first."""
        self.clock.tick()
        self._fast_first = True
        while self.running:
            try:
                if self.busy():
                    events = pygame.event.get()
                    dt = self.clock.tick(FPS) / 1000
                else:
                    events = self._wait_for_events(IDLE_WAIT_MS)
                    dt = self.clock.tick() / 1000
                    if not events and not self.busy():
                        memory.give_back()  # a second without input: nobody waits
                        continue
                self.frame(min(dt, 0.1), events)
            except Exception as exc:  # the loop must survive any bug
                if not self.catch_errors:
                    raise
                if not self.fail(exc):
                    return 1
        self.shutdown()
        return 0

    @staticmethod
    def _wait_for_events(timeout_ms: int) -> list[pygame.event.Event]:
        """Sleep until input arrives or ``timeout_ms`` pass. ``pygame.event.wait`` polls SDL
        every millisecond (2-3% of a core in an idle window, X11 or not); polling every
        ``IDLE_POLL_S`` costs a fraction of that and still answers within a frame."""
        deadline = time.monotonic() + timeout_ms / 1000
        while True:
            events = pygame.event.get()
            if events or time.monotonic() >= deadline:
                return events
            time.sleep(IDLE_POLL_S)

    def fail(self, exc: BaseException) -> bool:
        """Log ``exc``, save the game, and show a plain message. False if errors repeat.

        The message leads back to the menu; when the menu itself fails again the same way
        after it (a file it needs is broken), going back would only show the message again:
        the message then says so and offers to quit, never the same loop."""
        log.exception("error in the main loop: %s", exc)
        where = self.top.name if self.top is not None else ""
        failure = f"{where}: {type(exc).__name__}: {exc}"
        again = where == "title" and failure == self._last_failure
        self._last_failure = failure
        playing = any(getattr(scene, "session", None) is not None
                      and scene.session.outcome is None for scene in self.scenes)
        saved = True
        for scene in list(self.scenes):
            try:
                scene.save()
            except Exception:
                saved = False
                log.exception("could not save after an error")
        saved = self.storage.flush() and saved and not self.storage.autosave_problem
        now = time.monotonic()
        self._errors = [t for t in self._errors if now - t < 3] + [now]
        if len(self._errors) >= 3:
            log.error("errors keep happening: stopping")
            return False
        try:
            cause = exc.reason if isinstance(exc, AssetError) else ""
            text = failure_text(playing, saved, self.storage.autosave_problem, cause)
            if again:
                text = " ".join(part for part in (
                    _("Ludic met the same problem again on its menu and cannot go on. "
                      "Installing Ludic again may mend it."), tr(cause) if cause else "",
                    _("The details are in Ludic's log file, ludic.log.")) if part)
            self.reset("message", title=_("Something went wrong"), text=text, stop=again)
        except Exception:
            log.exception("could not show the error message")
            return False
        return True

    def quit(self) -> None:
        self.running = False

    def shutdown(self) -> None:
        for scene in list(self.scenes):
            try:
                scene.save()
            except Exception:
                log.exception("could not save on quit")
            try:
                scene.close()
            except Exception:
                log.exception("could not close %s on quit", scene.name)
        self.storage.save_settings(self.settings)
        self.storage.flush()
        pygame.quit()
