"""A small animation toolkit: a :class:`Timeline` of tracks that board views compose.

A board view turns ``(before, effects, after)`` into one ``Timeline``; the game scene advances it
(scaled by the animation-speed setting), skips it to the end when the player clicks or presses a
key, plays its sound cues, and draws it over the board. The view never keeps animation state of
its own: while a timeline runs, the view's ``draw`` gets it as ``ui.anim`` and asks it two
questions about each square/hole:

* ``ui.anim.hidden(target)``: is the thing on this square flying somewhere (do not draw it)?
* ``ui.anim.value(target, default)``: what should be shown here now (e.g. a hole's count while
  the counters are being sown one by one)?

Building one (times in seconds at speed 1; every method returns the end time of what it added,
and ``at`` defaults to the end of everything added so far, so calls chain one after another)::

    tl = Timeline()
    tl.hide("c2")                                     # the piece on c2 (in `after`) is in flight
    t = tl.move(sprite, [p_c1, p_c2], arc=0.3)        # slide it there along a path of points
    tl.sound("move", at=0)
    tl.flash([rect_a1, rect_b1, rect_c1], (255, 220, 90), at=t)   # a line of three
    tl.fade(captured_sprite, p_d4, at=t)              # a captured piece fades out
    tl.set("M", 0, at=0)                              # hole M shows 0 from the start...
    tl.drop(seed_sprite, p_n, at=t); tl.set("N", 3, at=tl.end)   # ...a seed drops into N
    tl.label("x3", p_o, at=t)                         # a floating word or number
    tl.custom(lambda surface, u: ..., duration=0.4)  # anything else, u goes 0 -> 1
    tl.say("South captures d4", at=t)                # the message bar's words from then on

The scene tells each effect's text (``Effect.text``) in the message bar when the animation
reaches it. A view that calls :meth:`Timeline.say` decides when; otherwise the scene estimates
the moment from how far the timeline had grown when the view's loop reached the effect.

Tracks are pure data plus a ``draw(surface, t)``; nothing here reads the clock or the mouse.
"""

from __future__ import annotations

import bisect
import math
from typing import Any, Callable, Iterable, Sequence

import pygame

from ludic.i18n import tr

Point = tuple[float, float]


# -- easing -------------------------------------------------------------------------------------
def linear(u: float) -> float:
    return u


def smooth(u: float) -> float:
    """Ease in and out (smoothstep)."""
    return u * u * (3 - 2 * u)


def ease_out(u: float) -> float:
    return 1 - (1 - u) * (1 - u)


def ease_in(u: float) -> float:
    return u * u


def bounce(u: float) -> float:
    """Fall and bounce once (0 -> 1, overshooting back a little at ~70%)."""
    if u < 0.7:
        return (u / 0.7) ** 2
    v = (u - 0.85) / 0.15
    return 1 - 0.08 * (1 - v * v)


def lerp(a: float, b: float, u: float) -> float:
    return a + (b - a) * u


def lerp_point(p: Point, q: Point, u: float) -> Point:
    return (p[0] + (q[0] - p[0]) * u, p[1] + (q[1] - p[1]) * u)


def clamp01(u: float) -> float:
    return 0.0 if u < 0 else 1.0 if u > 1 else u


# -- tracks -------------------------------------------------------------------------------------
class Track:
    """Something drawn between ``start`` and ``start + duration`` (``hold``: keep drawing its
    last frame until the timeline ends)."""

    hold = False

    def __init__(self, start: float, duration: float) -> None:
        self.start = float(start)
        self.duration = max(0.0, float(duration))

    @property
    def end(self) -> float:
        return self.start + self.duration

    def progress(self, t: float) -> float:
        if self.duration <= 0:
            return 1.0
        return clamp01((t - self.start) / self.duration)

    def active(self, t: float) -> bool:
        return self.start <= t and (t < self.end or self.hold)

    def draw(self, surface: pygame.Surface, t: float) -> None:  # pragma: no cover - abstract
        raise NotImplementedError


class MoveTrack(Track):
    """A sprite travelling along ``points``, one segment after another, optionally hopping
    (``arc`` is the height of the hop as a fraction of the segment length), drawn at
    ``scale[0]`` of its size at the start and ``scale[1]`` at the end (a piece leaving a tray
    where pieces are drawn smaller grows to its size on the board). With ``inside`` (a rect)
    the hop is lowered where it would carry the sprite over the rect's top edge: a piece
    flying from a tray along the top of a board stays on the board's picture."""

    SAMPLES = 64  # points of each segment checked against ``inside``

    def __init__(self, sprite: pygame.Surface, points: Sequence[Point], start: float,
                 step: float, arc: float = 0.0, ease: Callable[[float], float] = smooth,
                 hold: bool = False, scale: tuple[float, float] = (1.0, 1.0),
                 inside: pygame.Rect | None = None) -> None:
        pts = [tuple(map(float, p)) for p in points]
        if len(pts) == 1:
            pts = pts * 2
        super().__init__(start, step * (len(pts) - 1))
        self.sprite, self.points, self.step, self.arc, self.ease = sprite, pts, step, arc, ease
        self.hold = hold
        self.scale = (float(scale[0]), float(scale[1]))
        if inside is not None and arc > 0:
            self.arc = self._arc_inside(pygame.Rect(inside))

    def _segment(self, x: float) -> tuple[int, float, float]:
        """Where ``x`` (0 to the number of segments) falls: the segment, how far along it
        (eased) and the bump of its hop per unit of ``arc``."""
        segments = len(self.points) - 1
        i = min(int(x), segments - 1)
        u = self.ease(clamp01(x - i))
        p, q = self.points[i], self.points[i + 1]
        return i, u, math.sin(math.pi * u) * max(math.hypot(q[0] - p[0], q[1] - p[1]), 20.0)

    def _arc_inside(self, rect: pygame.Rect) -> float:
        """The largest hop up to ``self.arc`` that keeps the sprite's top at or below
        ``rect.top`` (one pixel spare for rounding); 0 where the path is above it anyway."""
        arc = self.arc
        h = self.sprite.get_height()
        segments = len(self.points) - 1
        for n in range(segments * self.SAMPLES + 1):
            x = n / self.SAMPLES
            i, u, bump = self._segment(x)
            if bump <= 0:
                continue
            y = lerp(self.points[i][1], self.points[i + 1][1], u)
            half = h * self.size_at((i + u) / segments) / 2
            arc = min(arc, (y - half - rect.top - 1) / bump)
        return max(0.0, arc)

    def size_at(self, along: float) -> float:
        """The sprite's scale ``along`` the path (0 at its start, 1 at its end)."""
        return lerp(self.scale[0], self.scale[1], clamp01(along))

    def position(self, t: float) -> Point:
        segments = len(self.points) - 1
        i, u, bump = self._segment(self.progress(t) * segments)
        x_, y_ = lerp_point(self.points[i], self.points[i + 1], u)
        return x_, y_ - bump * self.arc

    def image(self, t: float) -> pygame.Surface:
        """The sprite at its size at ``t``."""
        if self.scale == (1.0, 1.0):
            return self.sprite
        segments = len(self.points) - 1
        i, u, _bump = self._segment(self.progress(t) * segments)
        k = self.size_at((i + u) / segments)
        w, h = self.sprite.get_size()
        return pygame.transform.smoothscale(self.sprite, (max(1, round(w * k)),
                                                          max(1, round(h * k))))

    def rect(self, t: float) -> pygame.Rect:
        """Where the sprite is drawn at ``t``."""
        x, y = self.position(t)
        return self.image(t).get_rect(center=(round(x), round(y)))

    def draw(self, surface: pygame.Surface, t: float) -> None:
        x, y = self.position(t)
        img = self.image(t)
        surface.blit(img, img.get_rect(center=(round(x), round(y))))


class FadeTrack(Track):
    """A sprite at ``center`` fading from ``alpha0`` to ``alpha1``, rising by ``rise`` pixels
    and scaling by ``grow`` (1.0 = no change)."""

    def __init__(self, sprite: pygame.Surface, center: Point, start: float, duration: float,
                 alpha0: int = 255, alpha1: int = 0, rise: float = 0.0, grow: float = 1.0,
                 hold: bool = False) -> None:
        super().__init__(start, duration)
        self.sprite, self.center = sprite, center
        self.alpha0, self.alpha1, self.rise, self.grow = alpha0, alpha1, rise, grow
        self.hold = hold

    def draw(self, surface: pygame.Surface, t: float) -> None:
        u = self.progress(t)
        img = self.sprite
        if self.grow != 1.0:
            k = lerp(1.0, self.grow, u)
            w, h = img.get_size()
            img = pygame.transform.smoothscale(img, (max(1, int(w * k)), max(1, int(h * k))))
        alpha = int(lerp(self.alpha0, self.alpha1, u))
        if alpha <= 0:
            return
        if alpha < 255:
            img = img.copy()
            img.set_alpha(alpha)
        cx, cy = self.center
        surface.blit(img, img.get_rect(center=(round(cx), round(cy - self.rise * u))))


class DropTrack(Track):
    """A sprite falling from ``height`` pixels above ``center`` into it, with a small bounce
    (a counter dropped into a hole)."""

    def __init__(self, sprite: pygame.Surface, center: Point, start: float, duration: float,
                 height: float) -> None:
        super().__init__(start, duration)
        self.sprite, self.center, self.height = sprite, center, height

    def draw(self, surface: pygame.Surface, t: float) -> None:
        u = bounce(self.progress(t))
        cx, cy = self.center
        y = cy - self.height * (1 - u)
        surface.blit(self.sprite, self.sprite.get_rect(center=(round(cx), round(y))))


class FlashTrack(Track):
    """Translucent rectangles (or circles) pulsing ``times`` times: squares that matter."""

    def __init__(self, rects: Iterable, color, start: float, duration: float, times: int = 2,
                 circle: bool = False, width: int = 0) -> None:
        super().__init__(start, duration)
        self.rects = [pygame.Rect(r) for r in rects]
        self.color = tuple(color[:3])
        self.times, self.circle, self.width = max(1, times), circle, width

    def draw(self, surface: pygame.Surface, t: float) -> None:
        u = self.progress(t)
        alpha = int(170 * abs(math.sin(math.pi * self.times * u)))
        if alpha <= 4:
            return
        for r in self.rects:
            over = pygame.Surface(r.size, pygame.SRCALPHA)
            color = self.color + (alpha,)
            if self.circle:
                pygame.draw.ellipse(over, color, over.get_rect(), self.width)
            else:
                pygame.draw.rect(over, color, over.get_rect(), self.width,
                                 border_radius=max(2, r.width // 8))
            surface.blit(over, r)


class LabelTrack(Track):
    """A word or number floating up from ``center`` and fading out."""

    def __init__(self, text: str, center: Point, start: float, duration: float, size: int,
                 color, outline=(40, 26, 16), rise: float | None = None) -> None:
        super().__init__(start, duration)
        self.text, self.center, self.size, self.color, self.outline = (text, center, size,
                                                                       color, outline)
        self.rise = size * 1.2 if rise is None else rise

    def draw(self, surface: pygame.Surface, t: float) -> None:
        from ludic.app.theme import render

        u = self.progress(t)
        img = render(tr(self.text), self.size, tuple(self.color), True)
        out = render(tr(self.text), self.size, tuple(self.outline), True)
        alpha = int(255 * (1 - max(0.0, u - 0.6) / 0.4))
        cx, cy = self.center
        rect = img.get_rect(center=(round(cx), round(cy - self.rise * ease_out(u))))
        for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2)):
            o = out.copy()
            o.set_alpha(alpha)
            surface.blit(o, rect.move(dx, dy))
        i = img.copy()
        i.set_alpha(alpha)
        surface.blit(i, rect)


class CustomTrack(Track):
    """Calls ``fn(surface, u)`` with ``u`` going from 0 to 1 over the track."""

    def __init__(self, fn: Callable[[pygame.Surface, float], None], start: float,
                 duration: float, hold: bool = False) -> None:
        super().__init__(start, duration)
        self.fn = fn
        self.hold = hold

    def draw(self, surface: pygame.Surface, t: float) -> None:
        self.fn(surface, self.progress(t))


# -- the timeline -------------------------------------------------------------------------------
class Timeline:
    """Tracks, value overrides, hidden targets and sound cues on one clock ``t`` (seconds).

    ``before``/``after`` are the states the animation goes between (set by the scene), so a
    view's ``draw`` can consult ``ui.anim.before`` when it needs the old position.
    """

    def __init__(self, before: Any = None, after: Any = None) -> None:
        self.before, self.after = before, after
        self.tracks: list[Track] = []
        self._sets: dict[str, tuple[list[float], list[Any]]] = {}
        self._hides: list[tuple[float, float | None, str]] = []
        self.cues: list[tuple[float, str]] = []
        self.story: list[tuple[float, str]] = []
        self.t = 0.0
        self._end = 0.0
        self._cue_index = 0
        if _made is not None:
            _made.append(self)

    # -- building ------------------------------------------------------------------------
    @property
    def end(self) -> float:
        """When the last thing added finishes (the timeline's duration)."""
        return self._end

    duration = end

    def _at(self, at: float | None) -> float:
        return self._end if at is None else float(at)

    def _grow(self, end: float) -> float:
        self._end = max(self._end, end)
        return end

    def add(self, track: Track) -> float:
        self.tracks.append(track)
        return self._grow(track.end)

    def wait(self, seconds: float, at: float | None = None) -> float:
        """Nothing for ``seconds`` (a pause between steps)."""
        return self._grow(self._at(at) + seconds)

    def move(self, sprite: pygame.Surface, points: Sequence[Point], *, at: float | None = None,
             step: float = 0.16, arc: float = 0.0, ease=smooth, hold: bool = False,
             scale: tuple[float, float] = (1.0, 1.0),
             inside: pygame.Rect | None = None) -> float:
        """``sprite`` goes through ``points`` (one segment per ``step`` seconds), from
        ``scale[0]`` of its size to ``scale[1]``, hopping no higher than ``inside``'s top
        (:class:`MoveTrack`)."""
        return self.add(MoveTrack(sprite, points, self._at(at), step, arc, ease, hold, scale,
                                  inside))

    def fade(self, sprite: pygame.Surface, center: Point, *, at: float | None = None,
             duration: float = 0.35, alpha0: int = 255, alpha1: int = 0, rise: float = 0.0,
             grow: float = 1.0, hold: bool = False) -> float:
        """``sprite`` fades out (or in, with ``alpha0=0, alpha1=255``) at ``center``."""
        return self.add(FadeTrack(sprite, center, self._at(at), duration, alpha0, alpha1, rise,
                                  grow, hold))

    def drop(self, sprite: pygame.Surface, center: Point, *, at: float | None = None,
             duration: float = 0.14, height: float | None = None) -> float:
        """``sprite`` falls into ``center`` (a counter dropped into a hole)."""
        h = sprite.get_height() * 1.5 if height is None else height
        return self.add(DropTrack(sprite, center, self._at(at), duration, h))

    def flash(self, rects: Iterable, color=(255, 214, 90), *, at: float | None = None,
              duration: float = 0.5, times: int = 2, circle: bool = False,
              width: int = 0) -> float:
        """Squares (``pygame.Rect``s) that pulse ``times`` times (a line made, a capture)."""
        return self.add(FlashTrack(rects, color, self._at(at), duration, times, circle, width))

    def label(self, text: str, center: Point, *, at: float | None = None,
              duration: float = 0.8, size: int = 28, color=(255, 240, 200),
              rise: float | None = None) -> float:
        """A short floating text (``"x3"``, ``"+2"``, ``"Sig!"``), at least the smallest
        legible size, rising ``rise`` pixels (default: 1.2 times its size)."""
        from ludic.app.theme import legible

        return self.add(LabelTrack(text, center, self._at(at), duration, legible(size), color,
                                   rise=rise))

    def custom(self, fn: Callable[[pygame.Surface, float], None], *, at: float | None = None,
               duration: float = 0.3, hold: bool = False) -> float:
        return self.add(CustomTrack(fn, self._at(at), duration, hold))

    def set(self, target: str, value: Any, *, at: float | None = None) -> float:
        """From time ``at`` on, ``value(target)`` answers ``value`` (until a later ``set``)."""
        at = self._at(at)
        times, values = self._sets.setdefault(target, ([], []))
        i = bisect.bisect_right(times, at)
        times.insert(i, at)
        values.insert(i, value)
        return self._grow(at)

    def hide(self, target: str, *, at: float = 0.0, until: float | None = None) -> None:
        """``hidden(target)`` is true from ``at`` to ``until`` (default: the very end)."""
        self._hides.append((float(at), None if until is None else float(until), target))

    def sound(self, name: str, *, at: float | None = None) -> float:
        """Play sound ``name`` (``"move"``, ``"capture"``...) when the clock passes ``at``."""
        at = self._at(at)
        bisect.insort(self.cues, (at, name))
        return at

    def say(self, text: str, *, at: float | None = None) -> float:
        """From time ``at`` on, the message bar tells ``text`` (an effect's narration)."""
        at = self._at(at)
        bisect.insort(self.story, (at, text))
        return at

    def said(self) -> list[str]:
        """The texts told so far (at or before now), in order."""
        return [text for at, text in self.story if at <= self.t]

    # -- running -------------------------------------------------------------------------
    @property
    def done(self) -> bool:
        return self.t >= self._end

    def advance(self, dt: float) -> list[str]:
        """Move the clock on by ``dt`` seconds; return the sound cues passed on the way."""
        self.t = min(self._end, self.t + max(0.0, dt))
        return self._due()

    def skip(self) -> list[str]:
        """Jump to the end (the sounds not yet played are dropped, except the last one)."""
        self.t = self._end
        due = self._due()
        return due[-1:]

    def _due(self) -> list[str]:
        out = []
        while self._cue_index < len(self.cues) and self.cues[self._cue_index][0] <= self.t:
            out.append(self.cues[self._cue_index][1])
            self._cue_index += 1
        return out

    # -- questions the view asks while drawing ------------------------------------------------
    def value(self, target: str, default: Any = None) -> Any:
        """The value last ``set`` for ``target`` at or before now, else ``default``."""
        entry = self._sets.get(target)
        if not entry:
            return default
        times, values = entry
        i = bisect.bisect_right(times, self.t)
        return values[i - 1] if i else default

    def hidden(self, target: str) -> bool:
        t = self.t
        for t0, t1, name in self._hides:
            if name == target and t0 <= t and (t1 is None or t < t1):
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the tracks active now, in the order they were added."""
        t = self.t
        for track in self.tracks:
            if track.active(t):
                track.draw(surface, t)


_made: list[Timeline] | None = None


class recording:
    """``with recording() as made:`` collects every :class:`Timeline` made inside (the scene
    uses it to see how a view's timeline grows while the view reads its effects)."""

    def __enter__(self) -> list[Timeline]:
        global _made
        self._outer, _made = _made, []
        return _made

    def __exit__(self, *exc) -> None:
        global _made
        _made = self._outer


class _NoAnimation(Timeline):
    """The timeline in ``ui.anim`` when nothing is animating: no overrides, nothing hidden."""

    def value(self, target: str, default: Any = None) -> Any:
        return default

    def hidden(self, target: str) -> bool:
        return False


#: Use as ``ui.anim`` when nothing runs.
NO_ANIMATION = _NoAnimation()
