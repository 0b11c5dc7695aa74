"""The interface between the game scene and one game's board: :class:`BoardView`.

How to write a view
===================

A view draws one game's board and turns clicks into moves. It knows the game's *geometry and
look*, never its rules: legality comes from ``state.legal_moves()`` / ``state.why_illegal()``,
animations come from the model's effects. The game scene does everything generic: whose turn,
the move list, undo/redo, the sticks, buttons, sounds, the game-over panel.

1. Subclass :class:`BoardView` in ``ludic/app/boards/<game>.py`` and add it to ``VIEWS`` in
   ``ludic/app/boards/__init__.py`` (``"dra": "ludic.app.boards.dra:DraView"``)::

       class DraView(BoardView):
           game_key = "dra"
           aspect = 6 / 5              # width / height the board likes (the scene fits it)

2. ``layout(rect)``: compute your geometry for the rectangle you are given (any size, from a
   120-pixel thumbnail to a 4K projector) and fill ``self.cells``: target name -> ``pygame.Rect``
   on screen. A *target* is a square or hole in the game's own notation (``"c2"``, ``"M"``,
   ``"17"``, ``"Cairo"``). Call ``super().layout(rect)`` first. The default :meth:`target_at`
   (hit-testing) and :meth:`center` use ``self.cells``; override them for odd shapes.

3. ``draw(surface, state, ui)``: draw ``state``. Never change anything here. ``ui`` is a
   :class:`UIState`: ``ui.selection``, ``ui.targets`` (highlighted legal destinations),
   ``ui.hover``, ``ui.focus`` (keyboard cursor), ``ui.last_move``/``ui.last_targets``,
   ``ui.named`` (the places the message bar names),
   ``ui.show_numbering``, ``ui.show_circuit``, ``ui.anim`` (the running :class:`Timeline`,
   or an empty one), ``ui.legal_marks`` (when False, mark none of the moves the player to
   move may make: nobody may click them, in a review or on the computer's turn). While an animation runs, ``state`` is the position *after* the move and
   ``ui.anim.before`` the one before: skip what ``ui.anim.hidden(target)`` says is in flight,
   and show ``ui.anim.value(target, default)`` where the animation overrides what is shown (a
   count while sowing). The scene draws the timeline's sprites over your board afterwards.
   Helpers: :meth:`draw_marks` (selection/targets/hover/last-move marks on ``self.cells``),
   :meth:`draw_texture` (a tiled board texture), :meth:`text`. Every mark on a place has a
   lane, a ring of its own from the place's edge inward (``LANE_LAST``, ``LANE_HOVER``,
   ``LANE_PLAY``, ``LANE_HINT``; :meth:`lane` gives its rect): draw your own marks on the
   lane of their kind (a movable piece's ring on ``LANE_PLAY``), after the fills of
   :meth:`draw_marks`, and every mark that falls on one place shows.

4. Interaction. By default a move is clicked as the targets its notation names, in order
   (:meth:`move_targets`: ``"c2-c1"`` -> ``("c2", "c1")``, ``"M"`` -> ``("M",)``,
   ``"x d4"`` -> ``("d4",)``), and :meth:`click` does the rest: a one-target move plays at once,
   a two-target move selects its first target and highlights the second ones, a click on a
   highlighted target plays, a refused click gets a reason from :meth:`why_not` (default: the
   model's ``why_illegal`` for the move the click would spell). Moves that name no target (``"pass"``,
   ``"H’ajeb"``, ``"stop"``) become buttons: :meth:`actions` (label them with
   :meth:`action_label`). Override :meth:`move_targets` if your notation is different, or
   :meth:`click` for anything special. :meth:`auto_move` may return a forced move that the scene
   plays without asking.

5. ``animate(before, effects, after) -> Timeline``: build the animation of one move from its
   effects with the toolkit in :mod:`ludic.app.anim` (moving sprites along a path of points,
   fades, flashes, drops, labels, value overrides, sound cues). The scene scales it by the speed
   setting, skips it on a click or key, and finishes it at once on a resize. The default
   flashes the squares the effects name and plays their sounds. Throws (``THROW``/``COUNT``
   effects) are animated by the scene's sticks widget: ignore them.

6. Optional: :meth:`animate_opening` (Isolo's opening, step by step), :meth:`side_info` (lines for the panel: pieces in hand, captured), :meth:`status`
   (a phase sentence), :meth:`draw_thumbnail` (the setup screen's picture; the default draws the
   board small), :meth:`sync` (called when the shown state changes, to cache per-state data),
   :meth:`draw_labels` (numbers written on the places, such as Isolo's counts, drawn again
   over the scene's own marks so that no ring hides them; draw them after your own marks),
   :meth:`closed` (the empty places you mark as closed to the player to move, such as Dra's
   red crosses while placing: draw your marks from it, so that a lesson can explain a click
   on one even in a step to read).

Sprites come from ``self.assets`` (:class:`ludic.app.assets.Assets`): ``image(name)``,
``scaled(name, size)``, ``fit(name, max_w, max_h)``, ``tinted(name, color, size)``,
``texture(name, size)``, all cached. Colours and text: :mod:`ludic.app.theme`
(``theme.player_color(seat)``, ``theme.draw_text``).

Per-game tests play a whole game by clicks with ``tests/apphelp.py`` (``harness.click_target``
uses :meth:`center`).
"""

from __future__ import annotations

import math
import re
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Callable, ClassVar, Iterable, Sequence

import pygame

from ludic.app import theme
from ludic.app.anim import NO_ANIMATION, Timeline
from ludic.i18n import N_, Text, language, tr
from ludic.model.errors import NotationError
from ludic.model.protocol import Effect, EffectKind, Move, State

if TYPE_CHECKING:
    from ludic.app.assets import Assets


@dataclass(frozen=True)
class UIState:
    """What the scene tells the view to show besides the position (read-only for the view)."""

    selection: str | None = None
    targets: frozenset[str] = frozenset()
    hover: str | None = None
    focus: str | None = None
    last_move: Move | None = None
    last_targets: tuple[str, ...] = ()
    #: The effects of the moves of the last turn (those whose places ``last_targets``
    #: names), in order: for a view that marks more of the move just played than its
    #: places, such as the race's piece that moved (:meth:`BoardView.played_targets`).
    last_effects: tuple[Effect, ...] = ()
    #: The places the message bar names (the last turn's narration, a hint's reason: "fell
    #: into N", "sowing M instead would..."), for a view to make findable without its
    #: numbering on (Isolo writes their letters beside them).
    named: tuple[str, ...] = ()
    show_numbering: bool = False
    show_circuit: bool = False
    anim: Timeline = NO_ANIMATION
    player_names: tuple[str, ...] = ()
    scale: float = 1.0
    thumbnail: bool = False
    #: Mark the moves the player to move may make before any click (the pieces that can
    #: move, the holes that can be sown, the points where a piece may go): only where a
    #: person may click them. A review (nobody plays) and the computer's turn (a Watch)
    #: show the position and the last move alone, or the marks read as hints.
    legal_marks: bool = True
    #: The game is over though the position does not say so: the players agreed to end it
    #: (Dra D4, Sig capture C6, Khamousiyya H5; ``Session.agreed``). The view then asks for
    #: no next move, as after an end by the rules (``state.outcome()``): no turn badge, no
    #: "Placing 1 of 2" under a name.
    ended: bool = False
    #: The position is one of a game looked back on (a review, a kept picture), not the
    #: game being played: its words tell what the player to move did there, never what
    #: they are to do "now" (:meth:`BoardView.review_status`).
    looking_back: bool = False

    def with_(self, **changes: Any) -> "UIState":
        return replace(self, **changes)


@dataclass(frozen=True)
class Click:
    """What a click on a target means (returned by :meth:`BoardView.click`).

    ``kind``: ``"select"`` (select ``selection``, highlight ``targets``), ``"play"`` (play
    ``move``), ``"refuse"`` (show ``reason``), ``"clear"`` (drop the selection).
    """

    kind: str
    move: Move | None = None
    selection: str | None = None
    targets: frozenset[str] = frozenset()
    reason: str = ""

    @classmethod
    def select(cls, selection: str, targets: Iterable[str]) -> "Click":
        return cls("select", selection=selection, targets=frozenset(targets))

    @classmethod
    def play(cls, move: Move) -> "Click":
        return cls("play", move=move)

    @classmethod
    def refuse(cls, reason: str) -> "Click":
        return cls("refuse", reason=reason)

    @classmethod
    def clear(cls) -> "Click":
        return cls("clear")


@dataclass(frozen=True)
class Action:
    """A move without a square, shown as a button (``"Stop capturing"``, ``"Pass"``)."""

    label: str
    move: Move
    help: str = ""


#: Sound played for an effect kind by default (files in ``assets/sounds/``).
EFFECT_SOUNDS: dict[str, str] = {
    EffectKind.SOW: "sow",
    EffectKind.LIFT: "sow",
    EffectKind.RELAY: "sow",
    EffectKind.CAPTURE: "capture",
    EffectKind.REMOVE: "capture",
    EffectKind.SEND_BACK: "capture",
    EffectKind.PLACE: "place",
    EffectKind.ENTER: "place",
    EffectKind.MOVE: "move",
    EffectKind.STEP: "move",
    EffectKind.FREE: "move",
    EffectKind.FINISH: "win",
    EffectKind.THROW: "sticks",
    EffectKind.LINE: "capture",
    EffectKind.DECLARE: "click",
}

#: The sprite of each side's pieces, per game key (one name: a white sprite tinted per seat).
PIECE_SPRITES: dict[str, tuple[str, ...]] = {
    "dra": ("dra_south", "dra_north"),
    "khamousiyya": ("kham_south", "kham_north"),
    "sig_capture": ("sigcap_south", "sigcap_north"),
    "sig_race": ("sig_father",),
}

#: Effect kinds whose text is narrated under the board.
NARRATED = (EffectKind.CAPTURE, EffectKind.REMOVE, EffectKind.LINE, EffectKind.SEND_BACK,
            EffectKind.FINISH, EffectKind.FREE, EffectKind.PHASE, EffectKind.DECLARE,
            EffectKind.LOST, EffectKind.PASS, EffectKind.NOTE, EffectKind.END,
            EffectKind.COUNT, EffectKind.EXTRA_THROW, EffectKind.RELAY)

_TOKEN = re.compile(r"[A-Za-z0-9]+")


#: The keyboard cursor's brackets (:meth:`BoardView.draw_cursor`): a white core on a dark edge.
CURSOR = (255, 255, 255)
CURSOR_EDGE = theme.INDIGO_DARK


#: The lanes of the marks on one place (:func:`lane_inset`): each mark that can fall on a
#: place has a ring of its own, from the place's edge inward, so that all of them show
#: together. They were drawn on one circle, the last drawn hiding the rest: after a click the
#: mouse rests on the place just played, and its cream ring covered the last move's light
#: blue one exactly when a player looked for it (Dra, Sig capture); Sig capture's yellow
#: ring round a movable piece covered it too. The keyboard cursor is in the corners
#: (:meth:`BoardView.draw_cursor`), outside every lane.
LANE_LAST = 0  #: the last turn's move, light blue: outermost, the mark a player looks for
LANE_HOVER = 1  #: the mouse's cream ring, just inside it
#: the player's moves: movable pieces and holes, legal targets, the selection, and a board's
#: marks of that kind (Khamousiyya's queens and pieces to remove, Dra's pieces to remove)
LANE_PLAY = 2
#: the hint's green ring (a lesson's asked-for move): over the piece, drawn over everything
LANE_HINT = 3


def mark_width(scale: float) -> int:
    """The width of the last move's and the hover's rings, and the base of the others'."""
    return max(2, int(3 * scale))


def hint_width(scale: float) -> int:
    """The width of the green core of the hint's ring (:meth:`BoardView.draw_rings`), which
    has a 2 px dark edge on each side."""
    return max(3, round(5 * scale))


def lane_band(lane: int, scale: float) -> int:
    """How wide a ring on ``lane`` may be: the selection's, the widest mark on
    :data:`LANE_PLAY`, is two pixels wider than the last move's; the hint's has its edges."""
    w = mark_width(scale)
    if lane == LANE_PLAY:
        return w + 2
    if lane == LANE_HINT:
        return hint_width(scale) + 4
    return w


def lane_inset(lane: int, scale: float) -> int:
    """How far inside the place's edge ``lane``'s outer edge lies: a pixel for the outermost
    (as the marks always were), then each lane inside the one before with a gap between, so
    that two marks never share a pixel. The same lanes on every board, from the same
    ``scale`` (the window's): a view's own marks of a kind go on that kind's lane."""
    gap = max(1, round(scale))
    return 1 + sum(lane_band(k, scale) + gap for k in range(lane))


def focus_width(scale: float) -> int:
    """The width of the white core of the keyboard cursor's brackets
    (:meth:`BoardView.draw_cursor`)."""
    return max(2, int(3 * scale)) + 2


def cursor_inset(scale: float) -> int:
    """How far inside a place's edge the keyboard cursor's brackets reach, their dark edge
    included, on a board of round marks (:meth:`BoardView.draw_cursor`, which sets them a
    little out of the place): a label in the place's corner that starts past it leaves the
    brackets whole."""
    core = focus_width(scale)
    edge = max(2, round(2 * scale))
    return 1 - (core + 2 * edge) // 2 + 2 * edge + core


def text_key() -> tuple:
    """What every drawn text depends on besides the layout: the text size setting (classroom)
    and the language. A view that keeps drawn text in a cache (a background with its labels)
    puts this in the cache's key, so a change in Settings shows on the board at once rather
    than at the next resize or the next game."""
    return (theme.text_factor(), language())


@contextmanager
def clipped(surface: pygame.Surface, rect: pygame.Rect):
    """Drawing on ``surface`` inside the ``with`` block stays in ``rect`` (and in the clip the
    surface already had); the old clip comes back after it, even on an error."""
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip))
    try:
        yield
    finally:
        surface.set_clip(clip)


def cached_disc(cache: dict, key: str, size: int, color, width: int = 0) -> pygame.Surface:
    """A disc of diameter ``size`` in ``color`` (translucent when it has an alpha), or a ring
    ``width`` wide, drawn once and kept in ``cache`` (a view's sprite cache, emptied on a new
    layout) under ``key`` with its size, colour and width."""
    k = ("disc", key, size, tuple(color), width)
    img = cache.get(k)
    if img is None:
        img = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.circle(img, color, (size // 2, size // 2), size // 2, width)
        cache[k] = img
    return img


class BoardView:
    """One game's board: geometry, drawing, clicks, animations. See the module docstring."""

    #: The level ``game`` key this view draws.
    game_key: ClassVar[str] = ""
    #: Width / height the board prefers; the scene gives it a rect of about this shape.
    aspect: ClassVar[float] = 1.0
    #: True for the games thrown with the sticks (the scene shows the sticks widget).
    uses_sticks: ClassVar[bool] = False
    #: True for a game whose every move is a throw (the Sig race, S3): a person's only act
    #: is throwing, so Undo goes back to before their own last throw (the scene's
    #: ``decides``), not one throw back, which the computer threw again at once.
    throws_only: ClassVar[bool] = False
    #: True where the places are round holes (Isolo, Dra, Khamousiyya): a ring drawn
    #: round a place (:meth:`draw_rings`) is then a circle, not a rounded square.
    round_cells: ClassVar[bool] = False
    #: Labels of the "show ..." toggles the view supports: {"numbering": "Numbers"}.
    toggles: ClassVar[dict[str, str]] = {}

    def __init__(self, game: Any, assets: "Assets") -> None:
        self.game = game
        self.assets = assets
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.cells: dict[str, pygame.Rect] = {}
        #: In a lesson, the rules its step teaches (``Step.rules``, set by the lesson
        #: scene); ``None`` in a game, where every mark is drawn. See :meth:`teaches`.
        self.lesson_rules: frozenset[str] | None = None
        #: The game shown is looked back on (a review, set by its scene): the words an
        #: animation shows on the board tell what happened there, never "now"
        #: (``UIState.looking_back`` for the drawn position's).
        self.looking_back = False

    def teaches(self, rule: str) -> bool:
        """Whether the marks and buttons that belong to ``rule`` are shown: always in a game,
        in a lesson only on a step that teaches it. Khamousiyya's H’ajeb (H6) is legal on
        most of its lessons' positions, and its green enclosure and "Declare H’ajeb" button
        came up on the blocked player's step (H5), before the lesson that teaches them."""
        return self.lesson_rules is None or rule in self.lesson_rules

    # -- geometry --------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        """Fit the board into ``rect``. Subclasses call this first, then fill ``self.cells``."""
        self.rect = pygame.Rect(rect)
        self.cells = {}

    def target_at(self, pos: tuple[int, int]) -> str | None:
        """The target under screen point ``pos``, or ``None``."""
        for name, r in self.cells.items():
            if r.collidepoint(pos):
                return name
        return None

    def center(self, target: str) -> tuple[int, int]:
        """The screen point at the middle of ``target`` (tests click there)."""
        return self.cells[target].center

    def target_names(self) -> list[str]:
        return list(self.cells)

    def sync(self, state: State) -> None:
        """Called whenever the shown state changes (before drawing or hit-testing it)."""

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, state: State, ui: UIState) -> None:
        """Draw ``state`` inside ``self.rect``. The default draws plain cells with names."""
        self.draw_texture(surface, self.rect, "board_sand")
        for name, r in self.cells.items():
            pygame.draw.rect(surface, theme.SAND_LIGHT, r.inflate(-4, -4), border_radius=6)
            self.text(surface, name, r.center, max(10, r.height // 3), theme.INK)
        self.draw_marks(surface, ui)

    def draw_shown(self, surface: pygame.Surface, state: State,
                   ui_state: Callable[[], UIState], anim=None) -> None:
        """The board as a scene shows it (the game, a lesson): synced to ``state``, then
        drawn with the marks ``ui_state()`` makes (called after the sync: it may ask the view
        where a move lands). While the board timeline ``anim`` runs, the view draws its frame
        (no selection, no targets: nothing can be clicked mid-move) and the timeline's moving
        pieces and words are drawn over the board."""
        self.sync(state)
        ui = ui_state()
        if anim is not None:
            ui = ui.with_(anim=anim, selection=None, targets=frozenset())
        self.draw(surface, state, ui)
        if anim is not None:
            anim.draw(surface)
            self.draw_over_animation(surface, state, ui)

    def draw_over_animation(self, surface: pygame.Surface, state: State, ui: UIState) -> None:
        """What stays in front of the timeline's moving pieces while it runs (``ui.anim``),
        drawn after them by :meth:`draw_shown`: nothing by default. A view that draws such
        words in front leaves them out of :meth:`draw` while ``ui.anim`` runs (each is drawn
        once a frame: antialiased letters drawn twice grow bolder)."""

    def draw_rings(self, surface: pygame.Surface, names: Sequence[str], scale: float) -> None:
        """Ring the places ``names`` in green, numbered 1, 2... where there are several (a
        move's from and to): the game's hint and a lesson's asked-for move. The ring lies on
        its own lane (:data:`LANE_HINT`), inside the last move's, the hover's and the player's
        moves' rings, so that it hides none of them (drawn over the place's edge, it hid the
        last move's ring), and inside the keyboard cursor's corner brackets (a player who
        pressed ? and then an arrow saw no cursor). The labels under them are written again
        (:meth:`draw_labels`), so that no ring hides a count."""
        s = scale
        w = hint_width(s)
        for i, name in enumerate(names):
            r = self.cells.get(name)
            ring = self.lane(name, LANE_HINT, s)
            if r is None or ring is None:
                continue
            ring = ring.inflate(-4, -4)  # the dark edge's 2 px go outside the green
            if self.round_cells:
                pygame.draw.ellipse(surface, theme.INDIGO_DARK, ring.inflate(4, 4), w + 4)
                pygame.draw.ellipse(surface, theme.PALM_LIGHT, ring, w)
            else:
                radius = max(3, ring.width // 5)
                pygame.draw.rect(surface, theme.INDIGO_DARK, ring.inflate(4, 4), w + 4,
                                 border_radius=radius)
                pygame.draw.rect(surface, theme.PALM_LIGHT, ring, w, border_radius=radius)
            if len(names) > 1:
                fs = max(12, round(min(r.height * 0.32, 22 * s)))
                dot = pygame.Rect(0, 0, fs + round(6 * s), fs + round(6 * s))
                dot.topleft = (ring.x + w, ring.y + w)
                pygame.draw.ellipse(surface, theme.PALM, dot)
                theme.draw_text(surface, str(i + 1), dot.center, fs, theme.CREAM, bold=True,
                                anchor="center")
        self.draw_labels(surface, names)

    def draw_labels(self, surface: pygame.Surface, names: Iterable[str]) -> None:
        """Write again, as :meth:`draw` last wrote them, the numbers or words the view shows
        on the places ``names`` (Isolo's counts): the scene calls it after drawing its own
        mark on them (the hint's ring), so that no mark hides a count. A view draws such
        labels after its own marks too. Default: none (the other boards write nothing a
        ring covers)."""

    def draw_thumbnail(self, surface: pygame.Surface, rect: pygame.Rect, state: State) -> None:
        """The small picture on the setup screen: the board at ``state`` (the start)."""
        self.sync(state)
        self.layout(rect)
        self.draw(surface, state, UIState(thumbnail=True, scale=max(0.3, rect.height / 600)))

    def draw_texture(self, surface: pygame.Surface, rect: pygame.Rect, name: str,
                     radius: int = 0) -> None:
        """Fill ``rect`` with the tiled texture ``name`` (``"board_wood"``, ``"board_sand"``)."""
        rect = pygame.Rect(rect)
        if rect.width <= 0 or rect.height <= 0:
            return
        tex = self.assets.texture(name, rect.size)
        if radius:
            mask = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
            img = tex.copy().convert_alpha()
            img.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            surface.blit(img, rect)
        else:
            surface.blit(tex, rect)

    def draw_wood(self, surface: pygame.Surface, rect: pygame.Rect, radius: int,
                  edge: int) -> None:
        """A carved wooden board filling ``rect`` (Dra, Isolo): the wood texture with corners
        rounded by ``radius``, a dark rim ``edge`` wide and a light bevel just inside it."""
        rect = pygame.Rect(rect)
        tex = self.assets.texture("board_wood", rect.size)
        img = pygame.Surface(rect.size, pygame.SRCALPHA)
        img.blit(tex, (0, 0))
        mask = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
        img.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surface.blit(img, rect)
        pygame.draw.rect(surface, theme.WOOD, rect, edge, border_radius=radius)
        pygame.draw.rect(surface, (250, 226, 180), rect.inflate(-2 * edge, -2 * edge),
                         max(1, edge // 2), border_radius=radius)

    def lane(self, name: str, lane: int, scale: float) -> pygame.Rect | None:
        """The rect whose inscribed circle (or rounded square) is the outer edge of the ring
        on ``lane`` round the place ``name`` (:func:`lane_inset`); ``None`` for no such
        place. A view draws each of its marks on its kind's lane, so that it hides no
        other mark on the place. On a place too small for the lanes (a thumbnail, a tiny
        window) the inner ones shrink to a 2 px square in its middle."""
        r = self.cells.get(name)
        if r is None:
            return None
        inset = min(lane_inset(lane, scale), max(0, (min(r.width, r.height) - 2) // 2))
        return r.inflate(-2 * inset, -2 * inset)

    def draw_marks(self, surface: pygame.Surface, ui: UIState, circle: bool = False,
                   cursor: bool = True) -> None:
        """Mark the last move, the legal targets, the selection, the hover and the keyboard
        focus on ``self.cells`` (rings for ``circle`` boards of holes), each on its own lane
        (:data:`LANE_LAST`...): any of them may fall on one place, and each shows there. Their
        translucent fills go first, under every ring: the hover's, drawn over the ring of a
        target inside it, washed it out. A view draws its own rings after these (a fill
        would wash them too). A view that draws its marks under its pieces passes
        ``cursor=False`` and calls :meth:`draw_cursor` once the pieces are drawn, so that no
        piece hides the cursor."""
        if ui.thumbnail:
            return
        s = ui.scale
        w = mark_width(s)
        marks = [(name, LANE_LAST, theme.LAST_MOVE, w, 50) for name in ui.last_targets]
        marks += [(name, LANE_PLAY, theme.HIGHLIGHT, w + 1, 90) for name in ui.targets]
        if ui.selection:
            marks.append((ui.selection, LANE_PLAY, theme.SELECT, w + 2, 110))
        if ui.hover and ui.hover != ui.selection:
            marks.append((ui.hover, LANE_HOVER, theme.CREAM, w, 40))
        for name, lane, color, _width, alpha in marks:
            self._mark_fill(surface, name, lane, s, color, alpha, circle)
        for name, lane, color, width, _alpha in marks:
            self._mark(surface, name, lane, s, color, width, circle)
        if cursor:
            self.draw_cursor(surface, ui)

    def draw_cursor(self, surface: pygame.Surface, ui: UIState,
                    under_rings: bool = False) -> None:
        """The keyboard cursor on ``ui.focus``: four thick corner brackets round the place,
        white on a dark indigo edge. It differs from every other mark by its shape (the
        others are rings or fills) and shows on any ground by its two tones (the white on
        dark wood, a hole or a dark piece, the edge on light wood or sand), for a projector
        and for a player who cannot tell colours apart. It stays in the place's corners,
        clear of the rings drawn round the middle: the cursor was an indigo ring where the
        last move's light blue one is drawn, the two hard to tell apart on Dra's board, and
        on the hole a piece had just been put in (where the cursor stays) it hid the
        last-move ring altogether.

        Where the marks are circles (``round_cells``) the brackets' arms end before the
        last move's circle (:data:`LANE_LAST`) begins, and the brackets stand a little out
        of the place, over the corners its neighbours leave bare, where their arms have
        more room: in the place's corners with arms 0.3 of its side, they lay over eight
        arcs of it and hid from a third to half of its pixels (Khamousiyya 7x7 at
        1024x600: 132 of 308 left). A view whose places' corners are taken (Isolo's count
        badges, drawn over every mark, lie in all four) draws them ``under_rings``: in the
        place's corners as long as before, before its rings, which then cross their ends."""
        if ui.thumbnail or not ui.focus:
            return
        r = self.cells.get(ui.focus)
        if r is None:
            return
        r = r.inflate(-2, -2)  # the square of the last move's ring, as the brackets were
        core = focus_width(ui.scale)
        edge = max(2, round(2 * ui.scale))
        depth = core + 2 * edge  # a bracket's thickness, its dark edge both sides
        arm = round(min(r.width, r.height) * 0.3)
        if self.round_cells and not under_rings:
            rho = min(r.width, r.height) / 2  # the last move's circle
            out = depth // 2
            # the bracket's corner nearest the centre stays a pixel outside that circle
            across = rho + out - depth
            reach = rho + out - math.sqrt(max(0.0, (rho + 1) ** 2 - across * across))
            arm = min(arm, int(reach) - 2 * edge)
            r = r.inflate(2 * out, 2 * out)
        arm = max(2 * core, arm)
        inner = r.inflate(-2 * edge, -2 * edge)
        bars = []
        for x, dx in ((inner.left, 0), (inner.right - core, core - arm)):
            for y, dy in ((inner.top, 0), (inner.bottom - core, core - arm)):
                bars.append(pygame.Rect(x + dx, y, arm, core))
                bars.append(pygame.Rect(x, y + dy, core, arm))
        for bar in bars:
            pygame.draw.rect(surface, CURSOR_EDGE, bar.inflate(2 * edge, 2 * edge))
        for bar in bars:
            pygame.draw.rect(surface, CURSOR, bar)

    def _mark_fill(self, surface: pygame.Surface, name: str, lane: int, scale: float, color,
                   alpha: int, circle: bool) -> None:
        """The translucent disc (or rounded square) inside ``lane``'s ring round ``name``."""
        r = self.lane(name, lane, scale)
        if r is None or r.width <= 0 or r.height <= 0:
            return
        over = pygame.Surface(r.size, pygame.SRCALPHA)
        if circle:
            pygame.draw.ellipse(over, tuple(color[:3]) + (alpha,), over.get_rect())
        else:
            pygame.draw.rect(over, tuple(color[:3]) + (alpha,), over.get_rect(),
                             border_radius=max(2, r.width // 8))
        surface.blit(over, r)

    def _mark(self, surface: pygame.Surface, name: str, lane: int, scale: float, color,
              width: int, circle: bool) -> None:
        """The ring ``width`` wide on ``lane`` round ``name``."""
        r = self.lane(name, lane, scale)
        if r is None:
            return
        if circle:
            pygame.draw.ellipse(surface, color, r, width)
        else:
            pygame.draw.rect(surface, color, r, width, border_radius=max(2, r.width // 8))

    def text(self, surface: pygame.Surface, text: str, center, size: int, color=theme.INK,
             bold: bool = True, anchor: str = "center") -> pygame.Rect:
        return theme.draw_text(surface, tr(text), center, size, color, bold=bold, anchor=anchor)

    # -- interaction -----------------------------------------------------------------------
    def move_targets(self, move: Move) -> tuple[str, ...]:
        """The targets a move is clicked as, in order (default: the cell names its notation
        mentions). Empty for a move without a square (a button)."""
        cells = self.cells
        return tuple(tok for tok in _TOKEN.findall(str(move)) if tok in cells)

    def player_moves(self, state: State) -> tuple[Move, ...]:
        """The legal moves a player may click (none at a chance node or after the end)."""
        if state.is_chance or state.outcome() is not None:
            return ()
        return state.legal_moves()

    def played_targets(self, move: Move, effects: Sequence[Effect]) -> tuple[str, ...]:
        """The places ``move`` played, marked on the board as the last turn's
        (``ui.last_targets``): by default the targets it is clicked as (from, to). A throw
        names none: the move the player then chooses is the one marked. A view whose every
        move is a throw (``throws_only``, the race) names where its pieces went, from the
        effects: there the throw *is* the move."""
        return self.move_targets(move)

    def last_turn(self, played: Iterable[tuple[State, Move, Sequence[Effect]]]
                  ) -> tuple[Move | None, tuple[str, ...], tuple]:
        """The last turn of ``played`` (``(state before, move, its effects)``, the newest
        first), as the board marks it (``ui.last_move``, ``last_targets``,
        ``last_effects``): its last move, the places of every move of the player who moved
        last (:meth:`played_targets`) and their effects, back to another player's turn,
        the throws between them skipped (a turn of several moves: the computer's two
        placements in Khamousiyya, its line and the removal it earned in Dra, a capture
        that goes on). In a game whose every move is a throw (``throws_only``, the race)
        the throws are the moves: the last thrower's, back to another's throw. The game
        and the lesson both ask it, for their own history."""
        throws = getattr(self, "throws_only", False)
        mover = last = None
        squares: list[str] = []
        effects: list = []
        for before, move, done in played:
            if before.is_chance and not throws:
                # a throw: the mover's own goes on, another's ends the turn
                if mover is not None and before.turn != mover:
                    break
                continue
            who = before.turn if before.is_chance else before.current_player
            if mover is None:
                mover, last = who, move
            elif who != mover:
                break
            squares[:0] = self.played_targets(move, done)
            effects[:0] = done
        return last, tuple(dict.fromkeys(squares)), tuple(effects)

    def action_label(self, move: Move) -> str:
        """The button text of a move without a square."""
        text = str(move)
        return text[:1].upper() + text[1:]

    #: How much larger than other games' the rules screen draws this board's worked
    #: examples (:mod:`ludic.app.example_pictures`): more for a board of small squares.
    picture_size = 1.0

    def square_words(self, name: str) -> str:
        """A square's name as the move list says it: its name ("c2", "17"), or the words
        for a square that is a place (the race's Cairo, Medina and Mecca)."""
        return name

    def move_words(self, move: Move) -> str:
        """How the move list tells ``move`` after a player's name: its notation where it
        names squares or holes, else what the player did ("declares H’ajeb (H6)"); a view
        whose games have moves without a square says them here."""
        if self.move_targets(move):
            return str(move)
        return self.action_label(move)

    def actions(self, state: State) -> list[Action]:
        """The legal moves that are buttons (their notation names no target)."""
        return [Action(self.action_label(m), m) for m in self.player_moves(state)
                if not self.move_targets(m)]

    def origins(self, state: State) -> list[str]:
        """Targets a first click can start from (pieces that can move, holes that can sow)."""
        seen: dict[str, None] = {}
        for m in self.player_moves(state):
            t = self.move_targets(m)
            if t:
                seen.setdefault(t[0], None)
        return list(seen)

    def closed(self, state: State) -> frozenset[str]:
        """The empty places the board marks as closed to the player to move (Dra crosses out
        in red, while placing, the holes that would make a line of three, D2): drawn by
        :meth:`draw` where ``ui.legal_marks`` allows, and explained by :meth:`why_not` when
        clicked (a lesson explains them even in a step to read). Default: none."""
        return frozenset()

    def clickable(self, state: State, ui: UIState) -> list[str]:
        """Targets the keyboard cursor visits (Tab / arrows), in board order."""
        names = set(self.origins(state)) | set(ui.targets)
        return [n for n in self.cells if n in names]

    def toward(self, names: Sequence[str], start: str, direction: tuple[int, int]) -> str:
        """The place of ``names`` an arrow key leads to from ``start``, ``direction`` being
        its way on the screen ((1, 0) Right, (0, 1) Down...): the nearest place on that
        side, where a place off to the side counts twice its distance (Right goes along the
        row before it jumps to the next one); ``start`` itself when nothing lies that way.
        The arrows go by what the eye sees, however the board is drawn, not by the board's
        order (Tab's): Down from b3 went to d3, the next place in that order."""
        here = self.cells.get(start)
        if here is None:
            return start
        (sx, sy), (dx, dy) = here.center, direction
        best, best_cost = start, None
        for name in names:
            rect = self.cells.get(name)
            if rect is None or name == start:
                continue
            x, y = rect.centerx - sx, rect.centery - sy
            ahead, aside = x * dx + y * dy, abs(x * dy - y * dx)
            if ahead <= 0:
                continue
            cost = ahead + 2 * aside
            if best_cost is None or cost < best_cost:
                best, best_cost = name, cost
        return best

    def click(self, state: State, target: str, ui: UIState) -> Click:
        """What a click on ``target`` means, given the selection in ``ui``."""
        moves = self.player_moves(state)
        if not moves:
            return Click.refuse(self.why_not(state, target, ui))
        if ui.selection is not None:
            if target == ui.selection:
                return Click.clear()
            for m in moves:
                if self.move_targets(m) == (ui.selection, target):
                    return Click.play(m)
        single = [m for m in moves if self.move_targets(m) == (target,)]
        if len(single) == 1:
            return Click.play(single[0])
        onward = {self.move_targets(m)[1] for m in moves
                  if len(self.move_targets(m)) >= 2 and self.move_targets(m)[0] == target}
        if onward:
            return Click.select(target, onward)
        if single:  # several moves spell the same square: let the first stand for them
            return Click.play(single[0])
        return Click.refuse(self.why_not(state, target, ui))

    def why_not(self, state: State, target: str, ui: UIState) -> str:
        """Why a click on ``target`` plays nothing (shown to the player). The default asks
        the model about the move the click would spell."""
        candidates = [target]
        if ui.selection:
            candidates = [f"{ui.selection}-{target}", f"{ui.selection}{target}"] + candidates
        for text in candidates:
            try:
                move = self.game.parse_move(text)
            except NotationError:  # the click spells no move of this game
                continue
            reason = state.why_illegal(move)
            if reason:
                return reason
        if ui.selection:
            return Text(N_("{selection} cannot go to {target}."), selection=ui.selection,
                        target=target)
        return Text(N_("Nothing can be played from {target} now."), target=target)

    def auto_move(self, state: State) -> Move | None:
        """A move the scene plays without asking (a forced step). Default: none."""
        return None

    # -- words for the panel ---------------------------------------------------------------
    def status(self, state: State) -> str:
        """A short sentence on the phase (``"Placement: 2 pieces each turn"``)."""
        return state.phase.replace("_", " ").capitalize() if state.phase else ""

    def computer_status(self, state: State) -> str:
        """The phase sentence when the computer has the turn (a Watch of two computers, its
        turn against a person), told of it in the third person: "The computer places a
        piece (D2)", never "Place a piece", which spoke to a class that had nothing to do.
        Default: :meth:`status`, a view whose sentences describe the phase rather than ask
        for a move ("Count 3: one freed piece moves 3 steps (C4)") needs no other."""
        return self.status(state)

    def review_status(self, state: State) -> str:
        """The phase sentence of a position looked back on (a review: ``ui.looking_back``,
        a kept picture), where nobody is to move now: told of the player to move there,
        never asked of the reader ("Throw the sticks", "Move a piece ...") nor said to
        happen "now". Empty where the view has no such sentence: the panel then says whose
        turn it was, by name ("Amina's turn", :meth:`Panel.heading`), the one place that
        tells a review's position rather than ordering it. Default: empty, as
        :meth:`status`'s sentences ask for a move; a view whose sentence describes the
        phase (a count, a H’ajeb's removals) gives it here."""
        return ""

    def move_summary(self, who, move: Move, effects: Sequence[Effect]) -> str | None:
        """The whole of ``move``, played by ``who`` (a name), in one line: said in the message
        bar once the move has played, before the words of its last effect, where the
        effects' own words do not say who did what. The bar keeps a move's last two told
        effects, which for most moves name the player ("Computer makes a line of three:
        d1 d2 d3 (D3)"); a long Isolo sowing ended on two relays ("j (2 there) faces O and B,
        not both occupied: relay · The last counter fell into ℓ ...") that said neither who
        sowed, nor from where, nor what was taken. Default: None, the effects say it."""
        return None

    def side_info(self, state: State) -> list[str]:
        """Lines for the side panel (pieces in hand, captured...)."""
        return []

    def throw_asked(self, state: State) -> str:
        """The side panel's line that asks for the throw to come from ``state`` ("A sig:
        throw again (K2)"), left out while that throw is in the air; "" if none."""
        return ""

    def side_info_short(self, state: State) -> list[str]:
        """The side panel's lines when it has fewer rows than :meth:`side_info` gives (a
        wide window leaves the sticks little height): the ones that matter most first.
        Default: the same lines, the last ones left out."""
        return self.side_info(state)

    def player_icon(self, seat: int, size: int) -> pygame.Surface | None:
        """A small picture of ``seat``'s pieces for the players' list (``size`` pixels).
        Default: the game's piece sprite when there is one per side, else ``None`` (the scene
        draws a coloured disc)."""
        names = PIECE_SPRITES.get(self.game.level.game)
        if names:
            if len(names) == 1:
                return self.assets.tinted(names[0], theme.player_color(seat), (size, size))
            if seat < len(names):
                return self.assets.fit(names[seat], size, size)
        return None

    def seat_color(self, seat: int) -> tuple[int, int, int]:
        """The colour that says "this is ``seat``'s" where a line or a mark stands for a side
        (the game-over chart's lines and its capture marks). Default: the seat's colour
        (:func:`theme.player_color`), the one the boards give hands, rows and frames. A game
        whose pieces wear one of those colours themselves overrides it, so that no side's line
        is drawn in the colour of the other side's pieces."""
        return theme.player_color(seat)

    # -- animation -------------------------------------------------------------------------
    def animate(self, before: State, effects: Sequence[Effect], after: State) -> Timeline:
        """The animation of one move. The default flashes the targets the effects name, one
        effect after another, with their sounds."""
        tl = Timeline(before, after)
        for e in effects:
            if e.kind in (EffectKind.THROW, EffectKind.COUNT, EffectKind.EXTRA_THROW):
                continue
            names = [n for n in (e.src, e.dst, *e.squares) if n and n in self.cells]
            sound = self.sound_for(e)
            if sound:
                tl.sound(sound)
            if names:
                tl.flash([self.cells[n] for n in names], theme.HIGHLIGHT, duration=0.25,
                         times=1)
        return tl

    def animate_opening(self, effects: Sequence[Effect], start: State) -> Timeline | None:
        """The opening the rules prescribe before the first move (Isolo I2, the effects of
        ``game.opening()`` leading to ``start``), shown when a new game begins; a click skips
        it. Default: none."""
        return None

    def sound_for(self, effect: Effect) -> str | None:
        return EFFECT_SOUNDS.get(effect.kind)


class UnitGridView(BoardView):
    """A board laid out in units (the two Sig boards): ``self.u`` pixels a unit from
    ``self.origin``, each place a rect :meth:`R` in units; what does not change with the
    position is drawn once and then blitted (:meth:`draw_background_cached`)."""

    def __init__(self, game: Any, assets: "Assets") -> None:
        super().__init__(game, assets)
        self.u = 1.0
        self.origin = (0.0, 0.0)
        self._bg: pygame.Surface | None = None
        self._bg_key: tuple | None = None

    def R(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        """The screen rect of the box ``x, y, w, h`` in units; both edges are rounded, so
        boxes side by side in units touch on screen."""
        u, (ox, oy) = self.u, self.origin
        left, top = round(ox + x * u), round(oy + y * u)
        return pygame.Rect(left, top, round(ox + (x + w) * u) - left,
                           round(oy + (y + h) * u) - top)

    def draw_background_cached(self, surface: pygame.Surface, key: tuple,
                               draw: Callable[[], None]) -> None:
        """Blit the background drawn for ``key`` (everything it depends on: the rect, the
        toggles, the text size and language); when ``key`` changed, ``draw()`` it on
        ``surface`` and keep a copy (only where the whole board is on the surface)."""
        if self._bg_key == key and self._bg is not None:
            surface.blit(self._bg, self.rect)
            return
        draw()
        if surface.get_rect().contains(self.rect):
            self._bg = surface.subsurface(self.rect).copy()
            self._bg_key = key
