"""A harness that drives the real app headless, through real input events.

    from apphelp import Harness

    h = Harness(tmp_path, size=(1280, 720), seed=1)   # App + title screen, fake clock
    h.click_button("play")                 # a pygame_gui button by its object id
    h.choose_game("dra")                   # click the game's card on the setup screen
    h.click_button("start")
    h.game                                 # the GameScene (also under the game-over panel)
    h.start_position("dra", notation)      # a game shown from a position (no opening)
    h.click_target("c2")                   # a square/hole, at the view's center(target)
    h.play(move)                           # a legal move, by clicks/keys/buttons like a player
    h.play_to_end(rng, max_moves=3000)     # random legal moves until the game-over panel
    h.key(pygame.K_z, pygame.KMOD_CTRL)    # a key (Ctrl+Z)
    h.resize(1920, 1080)                   # a window resize event
    h.pump(5)                              # frames, no sleeping (fake clock, dt = 1/60 s)
    h.settle()                             # frames until nothing moves
    h.top.name, h.names()                  # the scene on top, the stack's scene names

Events are posted on pygame's queue and read by ``App.frame`` exactly as in the real loop, so
pygame_gui and the intent mapping see them as a player's input. Settings and saves go to
``tmp_path`` (``Storage(home=tmp_path)``).
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import os
import random
import time
import weakref
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from ludic.app import theme
from ludic.app.app import App
from ludic.app.storage import Storage

DT = 1 / 60
#: How long a test waits, by the clock, for what comes by the clock and not by frames: the
#: computer's answer from its worker process, spawned anew, so seconds on a loaded machine.
WAIT_S = 180.0


def height_allows(b) -> int:
    """The largest size, up to its theme's, at which button ``b``'s words keep inside its
    height, as wide as they need (Arabic letters reach further above and below the line
    than Latin ones): what a label's size is measured against where the height, not the
    width, holds it."""
    from ludic.app.scenes.common import _face_at, _fits_height, theme_size

    size = theme_size(b)
    while size > theme.text_floor() and not _fits_height(b, _face_at(b, size), b.text):
        size -= 1
    return size


def headless_view(game, rect: pygame.Rect | None = None):
    """The registry's board view for ``game``, on a tiny hidden display (sprites need one),
    laid out in ``rect`` if given."""
    from ludic.app.assets import Assets
    from ludic.app.boards import make_view

    pygame.display.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((64, 64))
    view = make_view(game, Assets())
    if rect is not None:
        view.layout(rect)
    return view


def assert_nothing_outside(surf: pygame.Surface, rect: pygame.Rect, key) -> None:
    """Every sampled pixel of ``surf`` outside ``rect`` (a grid, plus the lines just outside
    the rect's edges) is still the fill colour ``key``: nothing was drawn there."""
    w, h = surf.get_size()
    step = max(1, min(w, h) // 200)
    for x in range(0, w, step):
        for y in (0, h - 1, rect.top - 1, rect.bottom):
            if 0 <= y < h and not rect.collidepoint(x, y):
                assert surf.get_at((x, y))[:3] == key, (x, y)
    for y in range(0, h, step):
        for x in (0, w - 1, rect.left - 1, rect.right):
            if 0 <= x < w and not rect.collidepoint(x, y):
                assert surf.get_at((x, y))[:3] == key, (x, y)




def assert_as_large_as_english(drawn: dict, share: float = 0.9) -> None:
    """``drawn[lang][key]`` is ``(text, pixels)`` of one label in each language: every other
    language's label is at least ``share`` of English's size."""
    for lang, labels in drawn.items():
        for key, (text, px) in labels.items():
            english, epx = drawn["en"][key]
            assert px >= share * epx, (lang, text, px, english, epx)


def in_each_language(h, languages=("en", "fr", "ar"), frames: int = 1):
    """The title screen shown anew in each of ``languages`` in turn (``frames`` frames
    drawn), yielding the language: a test compares what each language draws of the same
    screen. The caller switches back to English when done."""
    from ludic.app import language

    for lang in languages:
        language.switch(h.app, lang)
        h.app.reset("title")
        h.pump(frames)
        yield lang


def dra_line_removed(h):
    """A Dra game at 1366x768 between Amina (South) and Yusuf in which Amina has just made
    a line (c2-c1) and removed d5 (D3): the game scene, settled."""
    h.start_game("dra")
    h.game.start_position("dra", "N..N.N/.N..N./....../..S.../SS.... S move hand=0,0 "
                          "captured=7,9 quiet=0 turns=30 first=S", names=["Amina", "Yusuf"])
    h.settle()
    game = h.game
    for move in ("c2-c1", "xd5"):
        game.play(game.session.game.parse_move(move))
        h.settle()
    return game


def dra_against_the_computer(h):
    """A Dra game, a person (South) against the computer at Easy (seed 7), after two of the
    person's moves (random, seed 1) and the computer's replies: the game scene, the
    person's turn again."""
    from ludic.app.session import Session, Setup

    h.app.push("game", session=Session(Setup("dra", {}, 2, [], 0, [None, "easy"], 7)),
               opening=False)
    h.pump(2)
    game = h.game
    rng = random.Random(1)
    for _k in range(2):
        h.play(rng.choice(game.state.legal_moves()))
        h.pump_until(lambda: game.seats.by_hand(game.state) and not game.queue)
    return game


@functools.lru_cache(maxsize=None)
def every_lesson() -> tuple:
    """Every lesson (``load_all``), read once for the test process: reading and checking
    the 33 files took half of a test that opens every lesson when each opening read them
    all again (its course's lessons, for the scene's "Next lesson"). A lesson is frozen: no
    test can change the next one's. A test that adds a lesson file reads its own."""
    from ludic.model.lessons import load_all

    return tuple(load_all())


def open_lesson(h, lesson_id: str, step: int = 0):
    """The lesson ``lesson_id`` opened at ``step`` over the screen shown, with its course
    (for its "Next lesson"), settled: the scene."""
    from ludic.app.scenes.lesson import LessonScene

    lesson = next(x for x in every_lesson() if x.id == lesson_id)
    course = [x for x in every_lesson() if x.course == lesson.course]
    h.app.push(LessonScene(h.app), lesson=lesson, course=course, step=step)
    h.settle()
    return h.top


def learn_in_each_language(h, languages=("en", "fr", "ar")):
    """Open the Learn screen over the title in each of ``languages`` in turn, yielding the
    language once it is shown (the caller switches back to English when done)."""
    from ludic.app import language

    for lang in languages:
        language.switch(h.app, lang)
        h.app.reset("title")
        h.app.push("learn")
        h.settle()
        yield lang

def assert_animation_inside(view, timeline, state, size, frames: int = 25) -> None:
    """Every moment of ``timeline`` (sampled ``frames`` times from its start to its end),
    drawn over ``view`` showing ``state`` on a window of ``size``, keeps inside ``view.rect``: a piece flying to or
    from a tray never hops over the view's edge (:func:`assert_nothing_outside`)."""
    from ludic.app.boards.base import UIState

    key = (255, 0, 255)
    surf = pygame.Surface(size)
    for k in range(frames):
        timeline.t = timeline.end * k / (frames - 1)
        surf.fill(key)
        view.draw(surf, state, UIState(anim=timeline))
        timeline.draw(surf)
        assert_nothing_outside(surf, view.rect, key)

def assert_board_inside(view, size, frames, before, transition, steps: int, thumb_state,
                        middle=None) -> None:
    """The board of ``view`` laid out in a window of ``size`` (a rect 68% x 80% of it, in the
    middle) draws nothing outside its rect: each of ``frames`` (``(state, UIState)`` pairs),
    the move ``transition`` from ``before`` animated, seen at ``steps - 1`` moments, and the
    setup card's thumbnail of ``thumb_state``. Each frame covers ``middle(view, rect)``
    (default: the rect's centre), the thumbnail its own centre. A board this small (under
    600 px) is only ever a picture (a setup card, a rule's example), drawn to scale under
    ``no_floor()``; at a window's size its text keeps the smallest legible size."""
    from ludic.app import theme
    from ludic.app.boards.base import UIState

    w, h = size
    surf = pygame.Surface((w, h))
    key = (255, 0, 255)
    rect = pygame.Rect(0, 0, round(w * 0.68), round(h * 0.8))
    rect.center = (w // 2, h // 2)
    view.layout(rect)
    for cell in view.cells.values():
        assert rect.contains(cell)
    frames = list(frames)
    small = theme.no_floor() if min(size) < 600 else contextlib.nullcontext()
    with small:
        tl = view.animate(before, transition.effects, transition.state)
    for k in range(1, steps):
        tl.t = tl.end * k / steps
        frames.append((transition.state, UIState(anim=tl)))
    for shown, ui in frames:
        surf.fill(key)
        with small:
            view.draw(surf, shown, ui)
            if ui.anim.tracks:
                ui.anim.draw(surf)
        assert_nothing_outside(surf, rect, key)
        point = middle(view, rect) if middle else rect.center
        assert surf.get_at(point)[:3] != key
    surf.fill(key)
    thumb = pygame.Rect(5, 5, 120, 80)
    view.draw_thumbnail(surf, thumb, thumb_state)
    assert_nothing_outside(surf, thumb, key)
    assert surf.get_at(thumb.center)[:3] != key


def record_callouts(monkeypatch, module) -> list:
    """Every call-out bubble the board ``module`` (``ludic.app.boards.sig_race``,
    ``sig_capture``) draws from now on, as ``(text, rect)`` in drawing order: its
    ``callout`` is wrapped (still drawing) for the rest of the test."""
    shown: list = []
    real = module.callout

    def recording(surface, text, anchor, size_, bounds, alpha=255, bad=True, subject=None,
                  avoid=()):
        rect = real(surface, text, anchor, size_, bounds, alpha, bad, subject, avoid)
        shown.append((text, rect))
        return rect

    monkeypatch.setattr(module, "callout", recording)
    return shown


@dataclasses.dataclass
class Drawn:
    """One text the app drew (or rendered), as :class:`TextRecorder` saw it.

    ``size`` is the size the code asked for; ``px`` the pixels it was drawn at (the text size
    setting enlarges every size: ``theme.font``); ``floor`` the smallest legible size then in
    force (``theme.text_floor()``: 0 under ``theme.no_floor()``, a board's small picture).
    ``rect`` and ``surface`` say where it went: set for ``theme.draw_text`` (and the board
    views' ``text``, which call it), None for a picture made by ``theme.render`` that its
    caller blits itself (a caption, a button's label) or only measures. ``board`` is True for
    the texts a board view draws with its own ``text`` (names, counts, labels on the board)."""

    text: str
    size: int
    px: int
    floor: int
    color: tuple
    bold: bool
    italic: bool
    wrap: int
    rect: pygame.Rect | None
    board: bool
    _recorder: "TextRecorder" = dataclasses.field(repr=False, compare=False, default=None)
    _surface: object = dataclasses.field(repr=False, compare=False, default=None)

    @property
    def surface(self) -> pygame.Surface | None:
        """The surface it was drawn on (the window's: ``h.app.screen``), while it lives (a
        record does not keep a scene's passing pictures alive)."""
        return self._surface() if self._surface is not None else None

    def letters(self) -> pygame.Rect:
        """``rect`` narrowed to the rows its letters take (``theme.ink_rows``): a line's box
        has the font's leading above and below them, an Arabic line's half as much again.
        Measured now, so call it before the language or the text size changes."""
        with self._recorder.paused():
            top, bottom = theme.ink_rows(self.text, self.size, self.bold, self.italic)
        return pygame.Rect(self.rect.x, self.rect.y + top, self.rect.width, bottom - top)


def touching(a: Drawn, b: Drawn) -> bool:
    """Whether the letters of two drawn texts touch or overlap, as drawn: their pictures'
    inked pixels laid where they were placed, ``b``'s moved a pixel each way (a box round
    an Arabic line's letters takes in its marks' empty corners: two lines' boxes may overlap
    where their letters are well apart)."""
    with a._recorder.paused():
        ma = pygame.mask.from_surface(theme.render(a.text, a.size, (0, 0, 0), a.bold,
                                                   a.italic), 60)
        mb = pygame.mask.from_surface(theme.render(b.text, b.size, (0, 0, 0), b.bold,
                                                   b.italic), 60)
    dx, dy = b.rect.x - a.rect.x, b.rect.y - a.rect.y
    return any(ma.overlap(mb, (dx + i, dy + j)) for i in (-1, 0, 1) for j in (-1, 0, 1))


class TextRecorder:
    """Every text the app draws while it records, in drawing order, as :class:`Drawn`.

        drawn = record_texts(monkeypatch)        # for the rest of the test
        with TextRecorder() as drawn:            # or for a block only
            h.app.draw()
        drawn.texts()                            # ["Moves", "1.", "c2-c1", ...]
        [d.rect for d in drawn if d.text == "Moves"]
        drawn.placed(board=True)                 # [(text, rect)] a board view drew
        min(drawn.px_of("South"))                # the smallest it was drawn at, in pixels
        drawn.clear()                            # before the frame a test looks at

    It wraps the three places text goes through, still drawing (the picture a test takes is
    the real one): ``theme.render`` (every picture of text: ``draw_text`` makes its picture
    with it, captions and labels are blitted by their callers, and a few callers only measure
    it), ``theme.draw_text`` (the picture placed at a point: the record gets its rect) and
    ``BoardView.text`` (the board's own words: ``board``). A text is recorded once, where it
    was placed if it was; an empty text, which draws nothing, is not recorded.

    What it cannot see: pygame_gui's widgets (buttons, text boxes) render through their own
    fonts (``Harness.elements`` reads those), and a picture the app cached (a board's
    background with its labels, a scene's panel) is drawn again without rendering its text:
    record from before the first frame where such texts matter."""

    def __init__(self) -> None:
        self.drawn: list[Drawn] = []
        self._depth = 0  # inside draw_text (its own render calls are not texts of their own)
        self._board = 0  # inside BoardView.text
        self._patch = None

    # -- what was drawn ---------------------------------------------------------------------
    def __iter__(self):
        return iter(list(self.drawn))

    def __len__(self) -> int:
        return len(self.drawn)

    def clear(self) -> None:
        self.drawn.clear()

    def texts(self) -> list[str]:
        """The texts, in drawing order."""
        return [d.text for d in self.drawn]

    def px_of(self, text: str) -> list[int]:
        """The pixel sizes ``text`` (the whole text) was drawn at."""
        return [d.px for d in self.drawn if d.text == text]

    def placed(self, board: bool = False) -> list[tuple[str, pygame.Rect]]:
        """``(text, rect)`` of each text placed with ``draw_text`` (a board view's only, with
        ``board``)."""
        return [(d.text, d.rect) for d in self.drawn
                if d.rect is not None and (d.board or not board)]

    # -- recording --------------------------------------------------------------------------
    @contextlib.contextmanager
    def paused(self):
        """Nothing rendered in the block is recorded (a test measuring a text itself)."""
        self._depth += 1
        try:
            yield
        finally:
            self._depth -= 1

    def _add(self, args, rect=None, surface=None) -> None:
        text = str(args["text"])
        if not text:
            return
        size = int(args["size"])
        self.drawn.append(Drawn(
            text, size, max(6, round(size * theme.text_factor())), theme.text_floor(),
            tuple(args["color"]), bool(args["bold"]), bool(args["italic"]), int(args["wrap"]),
            None if rect is None else pygame.Rect(rect), self._board > 0, self,
            None if surface is None else weakref.ref(surface)))

    def start(self, monkeypatch) -> "TextRecorder":
        """Record from now until ``monkeypatch`` is undone."""
        import functools

        from ludic.app.boards import base

        render, draw_text, board_text = theme.render, theme.draw_text, base.BoardView.text
        render_args, draw_args = _arguments(render), _arguments(draw_text)

        @functools.wraps(render)
        def recording_render(*a, **k):
            if not self._depth:
                self._add(render_args(a, k))
            return render(*a, **k)

        @functools.wraps(draw_text)
        def recording_draw_text(*a, **k):
            self._depth += 1  # its own render calls are this text's picture
            try:
                rect = draw_text(*a, **k)
            finally:
                self._depth -= 1
            args = draw_args(a, k)
            self._add(args, rect, args["surface"])
            return rect

        @functools.wraps(board_text)
        def recording_board_text(view, *a, **k):
            self._board += 1
            try:
                return board_text(view, *a, **k)
            finally:
                self._board -= 1

        monkeypatch.setattr(theme, "render", recording_render)
        monkeypatch.setattr(theme, "draw_text", recording_draw_text)
        monkeypatch.setattr(base.BoardView, "text", recording_board_text)
        return self

    def __enter__(self) -> "TextRecorder":
        import pytest

        self._patch = pytest.MonkeyPatch()
        return self.start(self._patch)

    def __exit__(self, *exc) -> None:
        self._patch.undo()


def _arguments(function):
    """A function of ``(args, kwargs)`` that names the arguments of a call of ``function``,
    its defaults filled in (``inspect.Signature.bind`` does it too, ten times slower: text is
    drawn a hundred times a frame). A recorder over another one sees the app's parameters
    (``functools.wraps`` leaves ``__wrapped__``, which ``inspect.signature`` follows)."""
    import inspect

    params = inspect.signature(function).parameters
    names = [n for n, p in params.items() if p.kind in (p.POSITIONAL_ONLY,
                                                         p.POSITIONAL_OR_KEYWORD)]
    defaults = {n: p.default for n, p in params.items() if p.default is not p.empty}

    def named(args, kwargs) -> dict:
        out = dict(defaults)
        out.update(zip(names, args))
        out.update(kwargs)
        return out

    return named


def record_texts(monkeypatch) -> TextRecorder:
    """A :class:`TextRecorder` recording every text drawn for the rest of the test."""
    return TextRecorder().start(monkeypatch)


def free_display() -> int:
    """An X display number no X server holds (no lock file, no socket)."""
    for n in range(91, 140):
        if not Path(f"/tmp/.X{n}-lock").exists() and not Path(f"/tmp/.X11-unix/X{n}").exists():
            return n
    raise RuntimeError("no free X display number")


@contextlib.contextmanager
def xvfb(width: int, height: int):
    """A private Xvfb server with a ``width`` x ``height`` screen, for the screen tests:
    yields ``(display, env)``, ``display`` as ``":N"`` and ``env`` this process's environment
    with SDL drawing to that server (x11, no sound); the server is stopped on the way out
    (killed if it does not stop within 10 s)."""
    import subprocess
    import time

    n = free_display()
    server = subprocess.Popen(["Xvfb", f":{n}", "-screen", "0", f"{width}x{height}x24",
                               "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(100):
            if Path(f"/tmp/.X11-unix/X{n}").exists():
                break
            time.sleep(0.05)
        yield f":{n}", dict(os.environ, DISPLAY=f":{n}", SDL_VIDEODRIVER="x11",
                            SDL_AUDIODRIVER="dummy")
    finally:
        server.terminate()
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            server.kill()


class FakeClock:
    """A clock that never sleeps: every tick is ``dt`` seconds."""

    def __init__(self, dt: float = DT) -> None:
        self.dt = dt
        self.ticks = 0

    def tick(self, fps: float = 0) -> int:
        self.ticks += 1
        return round(self.dt * 1000)

    def get_time(self) -> int:
        return round(self.dt * 1000)

    def get_fps(self) -> float:
        return 1 / self.dt


class Harness:
    def __init__(self, home: str | os.PathLike, size: tuple[int, int] = (1280, 720),
                 seed: int = 0, speed: float | None = 0.0, title: bool = True) -> None:
        self.storage = Storage(home=Path(home))
        self.app = App(size, storage=self.storage, clock=FakeClock(), rng=random.Random(seed),
                       catch_errors=False, fullscreen=False)
        pygame.event.clear()
        if speed is not None:
            self.app.settings.anim_speed = speed
        if title:
            from ludic.app.scenes.title import TitleScene

            self.app.push(TitleScene(self.app))
        self.pump(1)

    def set_text_size(self, text_size: str) -> None:
        """Choose a text size as the Settings screen does (``normal``, ``large``,
        ``extra large``): the setting, then every font and laid-out screen made again."""
        self.app.settings.text_size = text_size
        self.app.apply_text_size()

    # -- frames and events -------------------------------------------------------------------
    def pump(self, n: int = 1, dt: float = DT) -> None:
        for _ in range(n):
            self.app.frame(dt)

    def pump_until(self, done, frames: int = 20000, each=None) -> int:
        """Pump frames until ``done()``; the number pumped. ``each()`` is called after each
        frame. Animations come by frames (each one ``DT`` of the app's time), a computer's
        move by the clock (its worker process): so this gives up only once both ``frames``
        frames and :data:`WAIT_S` seconds have gone by. A count of frames alone ran out on
        a loaded machine before the worker had even started."""
        deadline = time.monotonic() + WAIT_S
        i = 0
        while not done():
            if i >= frames and time.monotonic() > deadline:
                raise AssertionError(f"the condition never came ({i} frames)")
            self.pump(1)
            if each is not None:
                each()
            i += 1
        return i

    def settle(self, max_frames: int = 2000, dt: float = DT) -> int:
        """Pump frames until nothing moves (animations done, GUI settled)."""
        for i in range(max_frames):
            self.app.frame(dt)
            if not any(s.busy() for s in self.app.scenes[-1:]) and not self.app._ui_dirty \
                    and not self.app.to_tell():  # a missing file to tell
                return i + 1
        raise AssertionError(f"still busy after {max_frames} frames")

    def post(self, type_: int, **attrs) -> None:
        pygame.event.post(pygame.event.Event(type_, **attrs))

    def move_mouse(self, pos) -> None:
        self.post(pygame.MOUSEMOTION, pos=tuple(map(int, pos)), rel=(0, 0), buttons=(0, 0, 0))

    def click(self, pos, button: int = 1, frames: int = 2) -> None:
        pos = tuple(map(int, pos))
        self.move_mouse(pos)
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
        self.pump(frames)

    def key(self, key: int, mod: int = 0, frames: int = 2, text: str = "") -> None:
        self.post(pygame.KEYDOWN, key=key, mod=mod, unicode=text, scancode=0)
        self.post(pygame.KEYUP, key=key, mod=mod, unicode=text, scancode=0)
        self.pump(frames)

    def type_text(self, text: str) -> None:
        for ch in text:
            self.post(pygame.TEXTINPUT, text=ch)
        self.pump(2)

    def resize(self, w: int, h: int, frames: int = 2) -> None:
        self.post(pygame.VIDEORESIZE, w=w, h=h, size=(w, h))
        self.pump(frames)

    # -- the scene stack ---------------------------------------------------------------------
    @property
    def top(self):
        return self.app.top

    def names(self) -> list[str]:
        return [s.name for s in self.app.scenes]

    @property
    def game(self):
        for scene in reversed(self.app.scenes):
            if scene.name == "game":
                return scene
        raise AssertionError(f"no game scene on the stack: {self.names()}")

    # -- GUI ---------------------------------------------------------------------------------
    def elements(self) -> list:
        return list(self.app.gui.get_sprite_group().sprites())

    def button(self, object_id: str, text: str | None = None):
        """The visible pygame_gui element whose object id is ``#object_id`` (and ``text``);
        an enabled one first (a scene under an overlay has its buttons disabled)."""
        found = []
        for e in self.elements():
            ids = getattr(e, "object_ids", None) or []
            if f"#{object_id}" in [i for i in ids if i] and getattr(e, "visible", True):
                if text is None or getattr(e, "text", None) == text:
                    found.append(e)
        enabled = [e for e in found if getattr(e, "is_enabled", True)]
        return (enabled or found or [None])[0]

    def button_ids(self) -> list[str]:
        out = []
        for e in self.elements():
            for i in getattr(e, "object_ids", None) or []:
                if i and i.startswith("#"):
                    out.append(i[1:])
        return out

    def click_button(self, object_id: str, text: str | None = None, frames: int = 3) -> None:
        b = self.button(object_id, text)
        if b is None:
            raise AssertionError(f"no button #{object_id} ({text!r}) in {self.button_ids()} "
                                 f"on {self.names()}")
        if not b.is_enabled:
            raise AssertionError(f"button #{object_id} is disabled")
        self.click(b.get_abs_rect().center, frames=frames)

    # -- setup -------------------------------------------------------------------------------
    def choose_game(self, level_id: str) -> None:
        setup = self.top
        assert setup.name == "setup", self.names()
        for lid, rect in setup.cards:
            if lid == level_id:
                self.click(rect.center)
                assert setup.level_id == level_id
                return
        raise AssertionError(f"no card for {level_id}: {[lid for lid, _ in setup.cards]}")

    def computer_at(self, seat: int) -> None:
        """On the setup screen, make ``seat`` a computer with its *Computer plays* button,
        clicked as often as it takes: a game not set up before starts with the seats of the
        game shown before it, so the seat may be a computer already (one more click would
        make Hard a person)."""
        setup = self.top
        assert setup.name == "setup", self.names()
        for _ in range(5):
            if setup.computers.get(seat) is not None:
                return
            self.click_button(f"seat_{seat}")
            self.settle()
        raise AssertionError(f"seat {seat} never became a computer")

    def start_position(self, level_id: str, notation: str, options=None) -> None:
        """Show a game of ``level_id`` from the position ``notation`` (no opening), through the
        game scene's public ``start_position``; the game scene is opened over the title
        screen if none is on the stack."""
        from ludic.app.scenes.game import GameScene
        from ludic.app.session import Session, Setup

        if self.top is not None and self.top.name == "game":
            self.top.start_position(level_id, notation, options)
        else:
            from ludic.app.scenes.title import TitleScene

            self.app.reset(TitleScene(self.app))
            session = Session.from_position(Setup(level_id, dict(options or {})), notation)
            self.app.push(GameScene(self.app), session=session, opening=False)
        self.settle()

    def open_setup(self, level_id: str, lang: str | None = None,
                   text_size: str | None = None, players: int | None = None):
        """From the title screen, in language ``lang`` and text size ``text_size`` (as
        Settings sets them; unchanged if None): Play, the page of ``level_id`` with
        ``players`` players (its own number if None), settled. The setup scene."""
        if lang is not None:
            from ludic.app import language

            language.switch(self.app, lang)
        if text_size is not None:
            self.set_text_size(text_size)
        self.settle()
        self.click_button("play")
        self.choose_game(level_id)
        self.settle()
        if players is not None and self.top.n_players() != players:
            self.click_button(f"players_{players}")
            self.settle()
        return self.top

    def back_to_setup(self):
        """From a game: Escape, To title, Play: the setup screen, settled (what it
        remembers of the game left)."""
        self.key(pygame.K_ESCAPE)
        self.click_button("to_title")
        self.settle()
        self.click_button("play")
        self.settle()
        return self.top

    def start_game(self, level_id: str) -> None:
        """From the title screen: Play, choose the game, Start."""
        self.click_button("play")
        self.choose_game(level_id)
        self.click_button("start")
        self.settle()
        assert self.top.name == "game", self.names()

    # -- the board ---------------------------------------------------------------------------
    def click_target(self, target: str, frames: int = 1) -> None:
        view = self.game.view
        self.click(view.center(target), frames=frames)

    def play(self, move) -> None:
        """Play ``move`` the way a player would: Space for a throw, clicks on its targets, or
        its button. Checks that it was the move played."""
        game = self.game
        state = game.state
        before = game.session.history.cursor
        if state.is_chance:
            if game.demo and move is not None:
                self.key(pygame.K_0 + int(str(move)), frames=1)
            else:
                self.key(pygame.K_SPACE, frames=1)
        else:
            view = game.view
            targets = view.move_targets(move)
            if targets:
                for t in targets:
                    if game.session.history.cursor != before:
                        break
                    self.click_target(t)
            else:
                label = view.action_label(move)
                self.click_button("action", label, frames=2)
        self.settle()
        h = game.session.history
        assert h.cursor > before, f"{move} was not played (message: {game.message!r})"
        if not state.is_chance:
            assert h.moves[before] == move, (f"clicked {move} but {h.moves[before]} was played",
                                             game.message)

    def play_to_end(self, rng: random.Random, max_moves: int = 5000) -> int:
        """Random legal moves (throws by Space) until the game-over panel shows."""
        for n in range(max_moves):
            if self.top.name == "gameover":
                return n
            game = self.game
            state = game.state
            if state.outcome() is not None:
                self.settle()
                continue
            if state.is_chance:
                self.play(None)
            else:
                self.play(rng.choice(state.legal_moves()))
        raise AssertionError(f"no game over after {max_moves} moves")

    # -- pictures ----------------------------------------------------------------------------
    def screenshot(self, path) -> pygame.Surface:
        self.app.draw()
        pygame.image.save(self.app.screen, str(path))
        return self.app.screen


def add_broken_lesson(root, monkeypatch, course: str):
    """A lesson file with no steps added to ``course`` (written under ``root``): the Learn
    screen must tell it. Returns its path."""
    from ludic.model import lessons

    folder = root / "lessons" / course
    folder.mkdir(parents=True)
    broken = folder / "99-broken.toml"
    broken.write_text(f'level = "{course}"\ntitle = "x"\nsummary = "y"\n', encoding="utf-8")
    real = lessons.course_files
    monkeypatch.setattr(lessons, "course_files",
                        lambda c: list(real(c)) + ([broken] if c == course else []))
    return broken
