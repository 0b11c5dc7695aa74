"""A lesson being played: the game's real board view on the left, the step's words on the
right, and the buttons and keys that drive it.

* Each step starts from its position (:class:`~ludic.model.tutor.Tutor`). The panel shows the
  step's text (which cites the rule), then what happened or what went wrong.
* The learner plays the move asked for on the board (clicks, as in a game), or presses
  **Show me**; in the Sig games **Throw** (Space) throws the sticks, and they land as the
  lesson says. Word moves (H’ajeb, Continue, Free all...) are buttons. A wrong move is
  explained (the lesson's words, or the rule book's reason), and the move asked for is
  highlighted as a hint; it is never played.
* Moves are animated with the view's own animations and the sticks widget, narrated under
  the board from the model's effects; a click or key finishes an animation.
* **Next** / **Previous** go from step to step; the keyboard alone drives a lesson for a
  presentation clicker: Right, Down, Page Down or Enter shows the next move, or goes on to
  the next step when the step is done; Left, Up or Page Up goes back a step; Space throws the
  sticks when a throw is due (else it goes on like Right); Escape leaves; H opens the rules
  at the first rule the step cites.
* **The step keys are the clicker's, in every language.** In Arabic the row of buttons is
  mirrored (Next at the left), yet Right and Page Down still go forward, Left and Page Up
  back. A teacher's clicker sends one fixed key per button (Right or Page Down forward,
  Left or Page Up back) whatever the language on the screen, and the game scene already
  takes them so in Arabic (:func:`ludic.app.scenes.game.input.clicker`): read as the eye
  sees the row (:func:`~ludic.app.scenes.common.reading_step`), the clicker's forward
  button stepped an Arabic lesson backwards, and on its first step did nothing at all.
  A reader of Arabic who presses Left towards the Next button at the left is told, on the
  first step, that there is no step before it and which keys go on
  (:meth:`LessonScene.step_back`); Down, Page Down, Enter and Space go forward in every
  reading.
* A forward key always acts: it finishes an animation, or plays the step's move (as Show
  me), or goes on. A back key acts unless the step is the first: there it is refused as the
  game refuses a click (the words in the feedback box, drawn as a refusal, and the error
  sound), in every language. The buttons that cannot act are drawn disabled: Previous on
  the first step, Next on the last step until its move is played, Show me and Throw once
  the step is done. A click on one is refused the same way, saying why and what acts
  (:meth:`LessonScene.refuse_button`): pygame_gui takes a click on a disabled button without
  a word, and the app tells the scene of it (the ``disabled`` intent).
* When the last step is done the lesson is marked completed in the user's data folder.
"""

from __future__ import annotations

import logging
import math
from dataclasses import dataclass, field
from typing import Any, NamedTuple

import pygame

from ludic.app import catalog, theme
from ludic.app.anim import Timeline
from ludic.app.boards import make_view
from ludic.app.boards.base import NARRATED, UIState
from ludic.app.scene import Scene
from ludic.app.scenes.common import (LEGIBLE_SHARE, THROW_LABEL, WIDEN_MOST, ButtonNav, Mirror,
                                     Unmade, button, capped_row, draw_band, draw_table,
                                     fit_text, key_where_every_language_has_room,
                                     row_height, set_enabled, theme_size, width_lacking)
from ludic.app.sticks_view import SticksView, without_repeats
from ludic import i18n
from ludic.i18n import _, tr
from ludic.model.errors import NotationError
from ludic.model.protocol import EffectKind

log = logging.getLogger(__name__)


FORWARD_KEYS = (pygame.K_PAGEDOWN,)
BACK_KEYS = (pygame.K_PAGEUP,)


class TextLayout(NamedTuple):
    """The step's words and the feedback under them as the panel sets them
    (:meth:`LessonScene.text_layout`): each its lines, size and line step."""

    size: int  # one for the whole step (LessonScene.step_size)
    body: list
    feedback: list
    line: int
    feedback_size: int
    feedback_line: int
    fits: bool


@dataclass
class _Shown:
    """One move (or the opening) being animated: the sticks part, then the board part."""

    before: Any
    after: Any
    effects: tuple
    throw: int | None = None
    opening: bool = False
    started: bool = False
    sticks: Timeline | None = None
    board: Timeline | None = None
    seed: int = 0
    sounds: list = field(default_factory=list)
    landed: bool = False  # the sticks tray and the bar show this throw
    move: Any = None  # the move played (None for the opening)
    finished: bool = False


class LessonScene(Scene):
    name = "lesson"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.nav = ButtonNav()
        self.tutor = None
        self.view = None
        self.sticks = SticksView(app.assets)
        self.course: list = []
        self.queue: list[_Shown] = []
        self.selection: str | None = None
        self.targets: frozenset[str] = frozenset()
        self.hint: tuple[str, ...] = ()
        self.hover: str | None = None
        self.feedback = ""
        self.feedback_kind = "prompt"  # prompt | good | bad
        self.narration = ""
        self.completed = False
        self.error = ""
        self._buttons: dict[str, Any] = {}
        self._actions_sig: tuple = ()
        self._throws = 0
        # the moves of this step played so far, as ``(state before, move, effects)``: the
        # board marks the last turn's (:meth:`last_turn`)
        self._played: list[tuple[Any, Any, tuple]] = []
        self._throw_told = False  # the bar tells the throw the next move spends
        self._sized: tuple[tuple, int] | None = None  # (what it depends on, step_size)

    # -- life ------------------------------------------------------------------------------
    def enter(self, lesson=None, lesson_id: str | None = None, course=(), step: int = 0,
              **data) -> None:
        from ludic.model.lessons import load_lesson
        from ludic.model.tutor import Tutor

        # A lesson says "tu" to the pupil (every lesson text does): while it is on top, the
        # game's prompts, trays, banners and refusals it builds and draws say "tu" too
        # (ludic.app.lesson_voice). A scene pushed over it speaks as usual.
        i18n.set_voice("tu")
        self.course = list(course)
        try:
            if lesson is None:
                lesson = load_lesson(lesson_id or "")
            self.tutor = Tutor(lesson)
            self.view = make_view(self.tutor.game, self.app.assets)
        except Exception as error:  # a broken lesson is shown, never thrown
            log.exception("cannot open lesson %s", lesson_id)
            self.error = _("This lesson cannot be opened: {reason}").format(reason=error)
            self.tutor = None
            return
        self.layout(self.app.size)
        step = max(0, min(step, len(lesson.steps) - 1))  # a lesson file edited meanwhile
        self.go(step)
        if step > 0:
            # back where the learner left it (the Learn screen opens it there): say so, as
            # the first step's words are not on the screen
            resumed = _("You left this lesson at step {number}: go on from here, or go "
                        "back with Previous.").format(number=step + 1)
            self.feedback = f"{resumed} {self.feedback}".strip()

    def pause(self) -> None:
        i18n.set_voice(None)

    def resume(self, **data) -> None:
        i18n.set_voice("tu")

    def leave(self) -> None:
        i18n.set_voice(None)
        if self.tutor is not None and not self.completed:
            # left before its end (Back to the lessons, Escape, the title): the Learn screen
            # opens it at this step next time; a completed lesson starts from the beginning
            self.app.storage.set_lesson_step(self.lesson.id, self.tutor.index)

    @property
    def lesson(self):
        return self.tutor.lesson if self.tutor else None

    @property
    def uses_sticks(self) -> bool:
        return bool(self.view is not None and getattr(self.view, "uses_sticks", False))

    @property
    def state(self):
        return self.tutor.state

    def go(self, index: int) -> None:
        """Show step ``index`` at its starting position."""
        self.skip()
        self.queue.clear()
        self.tutor.go(index)
        # the board shows the marks of the rules this step teaches (BoardView.teaches)
        self.view.lesson_rules = frozenset(self.tutor.step.rules)
        self.selection, self.targets, self.hint, self.hover = None, frozenset(), (), None
        self.narration = ""
        self._played, self._throw_told = [], False
        self.sticks.clear()
        self.feedback, self.feedback_kind = self._prompt(), "prompt"
        if not self.tutor.step.interactive:
            self._step_finished()
        self.app._ui_dirty = True

    def _prompt(self) -> str:
        t = self.tutor
        if t.step.opening:
            return _("Press Show me to watch it.")
        if t.step_done:
            return ""
        return self._prompt_for(t.state, t.expected)

    def _prompt_for(self, state, expected) -> str:
        """What the box asks for at ``state`` of a step, the move ``expected`` next."""
        if state.is_chance:
            return _("Throw the sticks: click Throw, or press Space.")
        if expected is not None and not self.view.move_targets(expected):
            return _("Your move: press its button, or press Show me.")
        return _("Your move: play it on the board, or press Show me.")

    # -- geometry --------------------------------------------------------------------------
    def layout(self, size) -> None:
        super().layout(size)
        w, h = size
        s = self.scale
        self.header_h = round(48 * s)
        # in large and extra large text the panel is wider (by 7.5% and 15%), as its words
        # are, as the game's panel is (scenes/game/layout.py): at 1024x768 in extra large
        # text 'Précédent Montre-moi Suivant' needed 403 px in a 328 px row
        wider = 1 + 0.3 * (theme.text_factor() - 1)
        self.panel = pygame.Rect(0, 0, round(max(360 * s, w * 0.34) * wider), h)
        # each row of buttons as tall as its words need at nine tenths of their size
        # (row_height): in Arabic 'ارمِ العصيّ' was held by its row's height at 18 px for
        # English's 25, 'التالي' (Next) at 18 (extra large text, 1024x768)
        back_h, row_h, throw_h = (row_height(getattr(self.app, "gui", None), round(44 * s),
                                             labels) for labels in self.row_labels())
        # and wider still by the width the row of Previous, Show me and Next lacks for its
        # words at nine tenths of their sizes, taken from the board (at most WIDEN_MOST of
        # its room): at 1280x720 in extra large text the French row lacked 17 px of 472
        # and 'Suivant' was drawn at 29 px for English's 'Next' at 36
        board_w = w - self.panel.width - 2 * round(14 * s)
        self.panel.width += min(round(WIDEN_MOST * board_w),
                                self._row_lack(self.panel.width - 2 * round(14 * s), row_h))
        self.panel.right = w
        # two lines of the smallest legible text, as the game's message bar: in extra large
        # text two lines of narration ran out of a bar one and a half lines high, over the
        # board above it and off the window below
        # In large and extra large text, two lines of the size a long narration may shrink
        # to (narration_lines' least), as the game's bar (scenes/game/layout.py): holding
        # two lines of the normal text's floor, it drew a two-line narration at 21 px at
        # 1920x1080 in large text, where one line is drawn at 32
        least = theme.least_size()
        if theme.text_factor() > 1:
            least = max(least, round(14 * s))
        self.message_h = max(round(46 * s), 2 * theme.line_step(least) + round(14 * s))
        margin = round(14 * s)
        self.board_area = pygame.Rect(margin, self.header_h + margin,
                                      self.panel.x - 2 * margin,
                                      h - self.header_h - self.message_h - 2 * margin)
        area = self.board_area
        self.message_rect = pygame.Rect(area.x, area.bottom + round(4 * s), area.width,
                                        self.message_h - round(8 * s))
        pad = round(14 * s)
        x, pw = self.panel.x + pad, self.panel.width - 2 * pad
        gap = round(8 * s)
        # laid out left to right; in Arabic every rect is reflected (the panel on the left,
        # Previous at the right of its row), as the game scene is (scenes/game/layout.py)
        flip = Mirror(self.rect)
        # bottom: Previous | Show me | Next, and below them the way back to the lessons
        self.back_rect = pygame.Rect(x, h - pad - back_h, pw, back_h)
        row = self.back_rect.y - gap - row_h
        room = pw - 2 * gap  # Next is the widest: it may read "Next lesson"
        pw1, pw2 = round(room * 0.29), round(room * 0.31)
        self.prev_rect = pygame.Rect(x, row, pw1, row_h)
        self.show_rect = pygame.Rect(x + pw1 + gap, row, pw2, row_h)
        self.next_rect = pygame.Rect(self.show_rect.right + gap, row,
                                     x + pw - self.show_rect.right - gap, row_h)
        bottom = row - gap
        if self.uses_sticks:
            self.throw_rect = pygame.Rect(x, bottom - throw_h, pw, throw_h)
            tray_h = round(max(110 * s, h * 0.17))
            self.sticks.layout(flip.rect((x, self.throw_rect.y - gap - tray_h, pw, tray_h)))
            bottom = self.sticks.rect.y - gap
        else:
            self.throw_rect = pygame.Rect(0, 0, 0, 0)
            self.sticks.layout(pygame.Rect(0, 0, 0, 0))
        self.actions_bottom = bottom
        self.text_rect = pygame.Rect(x, self.header_h + pad, pw, bottom - self.header_h - pad)
        self.header = flip.rect((0, 0, self.panel.x, self.header_h))
        for name in ("panel", "board_area", "message_rect", "back_rect", "prev_rect",
                     "show_rect", "next_rect", "throw_rect", "text_rect"):
            setattr(self, name, flip.rect(getattr(self, name)))
        area = self.board_area
        if self.view is not None:
            aspect = float(getattr(self.view, "aspect", 1.0)) or 1.0
            bw = min(area.width, round(area.height * aspect))
            bhh = min(area.height, round(bw / aspect))
            board = pygame.Rect(0, 0, bw, bhh)
            board.center = area.center
            self.view.layout(board)

    def _row_lack(self, width: int, height: int) -> int:
        """How much wider than ``width`` the row of Previous, Show me and Next (buttons
        ``height`` tall) must be for their words at nine tenths of their sizes, Next reading
        Next, and Next lesson (or Finish) at the size Previous and Show me are drawn at when
        they give way (nine tenths of theirs): held only at the smallest legible size, the
        last step's 'Leçon suivante' was drawn at 27 px beside 'Précédent' at 36 (1920x1080,
        extra large text) (:func:`width_lacking`); 0 where it holds them, or with no GUI
        theme to measure with. (The panel takes at most :data:`WIDEN_MOST` of the board.)"""
        manager = getattr(self.app, "gui", None)
        if manager is None:
            return 0
        try:
            row = [Unmade(manager, height, text, cls, oid)
                   for text, cls, oid in ((_("Previous"), "", "prev"), (_("Show me"), "", "show"),
                                          (_("Next"), "primary", "next"))]
            return width_lacking(row, width, round(8 * self.scale),
                                 later=[(), (), self._later_labels()],
                                 later_size=math.ceil(LEGIBLE_SHARE * theme_size(row[0])))
        except Exception:  # noqa: BLE001 - pygame_gui's internals: the usual width then
            return 0

    @staticmethod
    def row_labels() -> tuple[list, list, list]:
        """The words of the panel's rows of buttons, as ``(text, theme class, id)``: Back,
        then Previous, Show me and Next (which may read Next lesson or Finish), then Throw
        (with its key or without)."""
        throw = _(THROW_LABEL)
        return ([(_("Back to the lessons"), "", "back")],
                [(_("Previous"), "", "prev"), (_("Show me"), "", "show")]
                + [(text, "primary", "next") for text in (_("Next"), _("Next lesson"),
                                                          _("Finish"))],
                [(throw, "throw", "throw"), (throw[:throw.rfind("  (")], "throw", "throw")])

    # -- GUI -------------------------------------------------------------------------------
    def build_ui(self, manager, active: bool) -> None:
        self.nav.clear()
        self._buttons = {}
        add = self._add
        add(manager, "back", self.back_rect, _("Back to the lessons"), self.leave_lesson)
        if self.tutor is None:
            return
        add(manager, "prev", self.prev_rect, _("Previous"), self.previous)
        add(manager, "show", self.show_rect, _("Show me"), self.show_me)
        add(manager, "next", self.next_rect, _("Next"), self.next_step, cls="primary")
        self._place_row([self._buttons[k] for k in ("prev", "show", "next")])
        self._relabel_next(self._next_label())
        if self.uses_sticks:
            add(manager, "throw", self.throw_rect, _(THROW_LABEL), self.throw, cls="throw",
                tip=_(THROW_LABEL))
            # the key as on the game's Throw button: in every language, or in none
            key_where_every_language_has_room(self._buttons["throw"], THROW_LABEL)
        actions = self._actions()
        self._actions_sig = tuple(str(a.move) for a in actions)
        if actions:
            bh, gap = self._actions_rows(actions)
            y = self.actions_bottom - bh
            for a in reversed(actions):
                add(manager, f"act_{a.move}", (self.text_rect.x, y, self.text_rect.width, bh),
                    tr(a.label), lambda m=a.move: self.try_move(m), cls="choice")
                y -= bh + gap
            self.text_rect.height = max(0, y + bh - gap - self.text_rect.y)
        else:
            self.text_rect.height = self.actions_bottom - self.text_rect.y
        self._sync_buttons()

    def _actions_rows(self, actions) -> tuple[int, int]:
        """The height of the word moves' buttons ``actions`` and the gap between them: as
        tall as their words need (the Arabic 'يزّي! (كفى)' was held by the button's height
        at 16 px for English's 20, extra large text at 1024x768)."""
        s = self.scale
        bh = row_height(getattr(self.app, "gui", None), round(40 * s),
                        [(tr(a.label), "choice", f"act_{a.move}".replace(" ", "_")
                          .replace("'", "")) for a in actions])
        return bh, round(6 * s)

    def _place_row(self, buttons) -> None:
        """Previous, Show me and Next share their row by their words, each at its theme's
        size (Next, the main action, is larger) or, where the row cannot hold them so, at
        one size for all, the largest they fit at together, no button larger than its
        theme's (:func:`capped_row`). At one size always, English 'Next' was drawn at 20 px
        for its 27 beside 'Previous' (extra large text, 1024x768); at fixed shares
        "Précédent" and "Montre-moi" were drawn at the smallest legible size beside a roomy
        "Suivant". A second row would hold them larger, but it takes the step's words their
        room: at 1024x768 five of the French lessons' 27 steps would be drawn a size or three
        smaller (13 to 15 px for 16), at 1920x1080 most of them (20 to 24 for 24 to 27), and
        the class reads the step, the teacher the buttons (or the clicker's keys). So one
        row, in a panel as much wider as the text (:meth:`layout`). The row is laid out for
        Next on every step, Next keeping room for its last step's words (Next lesson or
        Finish) at the smallest legible size at least and taking the row's spare width
        first (``later``): nothing moves when they come (:meth:`_relabel_next`)."""
        flip = Mirror(self.rect)
        first, last = flip.rect(buttons[0].rect), flip.rect(buttons[-1].rect)
        row = pygame.Rect(first.x, first.y, last.right - first.x, first.height)
        gap = flip.rect(buttons[1].rect).x - first.right
        capped_row(buttons, row, gap, flip, later=[(), (), self._later_labels()])

    def _later_labels(self) -> list[str]:
        """What Next may read on this lesson's last step, besides "Next"."""
        return [_("Next lesson") if self._following() is not None else _("Finish")]

    def _relabel_next(self, text: str) -> None:
        """Next reads ``text`` ("Next lesson" or "Finish" on a lesson's last step) in the
        place and at most at the size the row gave "Next" (:meth:`_place_row`), smaller
        where it needs, never below the smallest legible size (:func:`fit_text`). The row
        laid out for the words on the button moved the three buttons and changed their
        sizes under the teacher's pointer when the last step was done; laid out for the
        widest words, it drew every step's Next smaller (English 'Next' at 28 px for 36 at
        1280x720 in extra large text) for the one step that needs more room."""
        b = self._buttons["next"]
        if text == b.text:
            return
        drawn = b.font.get_point_size() if b.font is not None else None
        b.set_text(theme.drawable(text))
        fit_text(b, b.text, most=drawn)

    def _add(self, manager, key: str, rect, text: str, action, cls: str = "",
             tip: str | None = None) -> None:
        b = button(manager, rect, text, cls=cls, oid=key.replace(" ", "_").replace("'", ""),
                   tip=tip)
        self._buttons[key] = b
        self.nav.add(b, action)

    def _actions(self) -> list:
        """The word moves (no square) the learner may press now."""
        if self.tutor is None or self.queue or self.tutor.step_done or self.tutor.step.opening:
            return []
        return list(self.view.actions(self.state))

    def _next_label(self) -> str:
        """"Next", and on a lesson's last step, once it is done, "Next lesson" (or "Finish"
        after a course's last lesson), as the end of the lesson says ("Lesson complete!
        ... Press Next lesson.")."""
        if self._ends_lesson():
            return _("Next lesson") if self._following() is not None else _("Finish")
        return _("Next")

    def _ends_lesson(self) -> bool:
        """True on the last step once it is done and shown: Next then completes the lesson.
        Before, the last step read "Next lesson" while its move was still to play, and a
        press marked the lesson done and opened the next one; it reads "Next" there,
        disabled (no step follows): the move is played, or Show me plays it, or Back leaves.
        While the move is still animated the end has not been said yet (:meth:`next_step`)."""
        return (self.tutor is not None and self.tutor.is_last and self.tutor.step_done
                and not self.queue)

    def _following(self):
        lesson = self.lesson
        ids = [x.id for x in self.course]
        if lesson is None or lesson.id not in ids:
            return None
        i = ids.index(lesson.id)
        return self.course[i + 1] if i + 1 < len(self.course) else None

    def _sync_buttons(self) -> None:
        if self.tutor is None:
            return
        idle = not self.queue
        t = self.tutor
        b = self._buttons
        set_enabled([(b.get("prev"), t.index > 0),
                     (b.get("show"), idle and not t.step_done),
                     (b.get("next"), not t.is_last or t.step_done),
                     (b.get("throw"), idle and t.awaits_throw)])
        if tuple(str(a.move) for a in self._actions()) != self._actions_sig:
            self.app._ui_dirty = True

    # -- actions ---------------------------------------------------------------------------
    def show_me(self) -> None:
        """Play the move the step asks for (or the opening), animated and narrated."""
        if self.tutor is None or self.queue or self.tutor.step_done:
            return
        before, move = self.state, self.tutor.expected
        self._clear_marks()
        transition = self.tutor.advance()
        if transition is not None:
            self._queue(before, transition, move)

    def hint_move(self) -> None:
        """? (the game's Hint key): the move the step asks for is ringed on the board, or its
        button named, without playing it (Show me plays it). In a lesson the key did
        nothing, where a learner who had played a game pressed it first. During a move's
        animation it only finishes it, as any key does. Once the step is done (or on a step
        to read) there is no move to ring: the box says so and what to press instead
        (:meth:`_nothing_to_play`); the key did nothing there, without a word, as a teacher
        asked the board what to play next."""
        if self.tutor is None:
            return
        if self.queue:
            self.skip()
            return
        if self.tutor.step_done:
            self.feedback, self.feedback_kind = self._nothing_to_play(), "prompt"
            return
        expected = self.tutor.expected
        if expected is None or self.tutor.awaits_throw:
            self.feedback, self.feedback_kind = self._prompt(), "prompt"
            return
        targets = tuple(self.view.move_targets(expected))
        self.selection, self.targets, self.hint = None, frozenset(), targets
        if targets:
            self.feedback = _("The move asked for is ringed on the board: play it, or press "
                              "Show me.")
        else:
            self.feedback = _("The move asked for is the button “{label}”: press it, or press "
                              "Show me.").format(label=tr(self.view.action_label(expected)))
        self.feedback_kind = "prompt"

    def throw(self) -> None:
        """Throw the sticks: they land with the throw the lesson fixes."""
        if self.tutor is not None and not self.queue and self.tutor.awaits_throw:
            self.show_me()

    def try_move(self, move) -> None:
        """The learner's move: played if it is the one, else explained."""
        if self.tutor is None or self.queue:
            return
        before = self.state
        verdict, transition = self.tutor.try_move(move)
        if verdict.ok:
            self._clear_marks()
            self._queue(before, transition, move)
            return
        self._explain(tr(verdict.text))

    def _explain(self, text: str) -> None:
        self.selection, self.targets = None, frozenset()
        expected = self.tutor.expected
        self.hint = tuple(self.view.move_targets(expected)) if expected is not None else ()
        self.feedback, self.feedback_kind = text, "bad"
        self.app.sound.play("click")

    def _clear_marks(self) -> None:
        self.selection, self.targets, self.hint = None, frozenset(), ()

    def next_step(self) -> None:
        if self.tutor is None:
            return
        if self.tutor.is_last:
            if self.queue:
                # the last move is still animated: finish it, and the end of the lesson is
                # said ("Lesson complete! Next: ..."). Sig capture lesson 4 ends on a lost
                # count, whose callout holds the animation two seconds: a press of Next
                # there opened lesson 5 with the end never said
                self.skip()
                return
            if not self._ends_lesson():
                return  # the last step's move is still to play (its button is disabled)
            self._complete()
            following = self._following()
            if following is not None:
                self.app.replace("lesson", lesson=following, course=self.course)
            else:
                self.leave_lesson()
            return
        self.go(self.tutor.index + 1)

    def previous(self) -> None:
        if self.tutor is not None and self.tutor.index > 0:
            self.go(self.tutor.index - 1)

    def step_back(self) -> None:
        """What Left / Page Up / a clicker's back does: finish an animation and go back a
        step. On the first step there is none to go back to: the key is refused, as the game
        refuses a click (the feedback drawn as a refusal, the error sound), with the keys
        that go forward. It did nothing, without a word: a teacher whose clicker sends Left
        for forward, or an Arabic reader pressing Left towards the Next button at the left
        of the mirrored row, could not tell a dead key from a lesson stuck. An animation
        finished on the first step is what the key did: nothing is refused then."""
        animating = bool(self.queue)
        self.skip()
        if self.tutor.index > 0:
            self.previous()
        elif not animating:
            self._refuse(self._first_step())

    @staticmethod
    def _first_step() -> str:
        """What a back key, or a click on Previous, says on a lesson's first step."""
        return _("This is the first step: there is no step before it. To go on: Next, Right "
                 "or Page\u00a0Down.")

    def _nothing_to_play(self) -> str:
        """What the box says when a step that is done, or a step to read, is asked for its
        move (Hint, or a click on Show me or Throw, disabled there): nothing is left to
        play, and the button that goes on, by the words it reads now (Next, Next lesson or
        Finish)."""
        if self.tutor.step.interactive:
            text = _("This step is done: nothing is left to play in it. Press {next}.")
        else:
            text = _("This step is to read: it has no move to play. Press {next}.")
        return text.format(next=self._next_label())

    def refuse_button(self, element) -> None:
        """A click on one of the lesson's buttons drawn disabled (the app's ``disabled``
        intent: pygame_gui takes such a click and says nothing). During a move's animation
        it finishes it, as a click anywhere does; otherwise it is refused as the back key on
        the first step is (:meth:`_refuse`), with why the button cannot act and what does:
        Previous on the first step, Next on the last before its move is played, Show me and
        Throw once the step is done, Throw while the step asks for a move on the board."""
        key = next((k for k, b in self._buttons.items() if b is element), None)
        if key is None or self.tutor is None:
            return
        if self.queue:
            self.skip()
            return
        t = self.tutor
        if key == "prev":
            self._refuse(self._first_step())
        elif key == "next":
            self._refuse(_("This is the last step: no step comes after it. Play its move "
                           "first, or press Show me."))
        elif key in ("show", "throw") and t.step_done:
            self._refuse(self._nothing_to_play())
        elif key == "throw":
            self._refuse(_("No throw is asked for now.") + " " + self._prompt())

    def _refuse(self, text: str) -> None:
        """Say why a key cannot act: ``text`` in the feedback box, drawn as a refusal, and
        the game's sound for a refused action (:meth:`GameScene.refuse`). The step's marks
        stay as they were."""
        self.feedback, self.feedback_kind = text, "bad"
        self.app.sound.play("error")

    def advance(self) -> None:
        """What Right / Enter / a clicker does: finish an animation, else show the next move
        of the step, else go on to the next step."""
        if self.queue:
            self.skip()
        elif self.tutor is None:
            return
        elif not self.tutor.step_done:
            self.show_me()
        else:
            self.next_step()

    def leave_lesson(self) -> None:
        self.app.pop()

    def rules(self) -> None:
        rules = self.tutor.step.rules
        self.app.push("rules", level_id=self.lesson.level, options=dict(self.lesson.options),
                      rule=rules[0] if rules else None)

    def _complete(self) -> None:
        if not self.completed and self.lesson is not None:
            self.completed = True
            self.app.storage.mark_lesson_done(self.lesson.id)

    def _complete_words(self) -> str:
        """What the end of a lesson says, with what comes next: the next lesson by its title
        (the button only said "Next lesson"), or, after a course's last lesson, where a game
        of it is played ("Lesson complete!" and Finish left the learner at the end of the
        course with nothing said of what to do with it)."""
        following = self._following()
        if following is not None:
            return _("Lesson complete! Next: “{title}”. Press Next lesson.").format(
                title=tr(following.title))
        if self.course:
            return _("Lesson complete, and with it the {game} lessons. Press Finish; then Play, "
                     "on the title screen, starts a game of {game}, against a friend or the "
                     "computer.").format(game=catalog.course_name(self.lesson.course))
        return _("Lesson complete!")

    def _step_finished(self) -> None:
        if self.tutor.is_last:
            self._complete()
        self.feedback, self.feedback_kind = self._done_words(), "good"
        self.app._ui_dirty = True

    def _done_words(self) -> str:
        """What the box says once the step is done (with the lesson's end, on its last)."""
        step = self.tutor.step
        done = tr(step.done) if step.done is not None else ""
        if self.tutor.is_last:
            complete = self._complete_words()  # not inside the f-string: Babel would miss it
            return f"{done} {complete}".strip()
        if done:
            return done
        if step.interactive:
            return _("Well done! Go on with Next.")
        return ""

    # -- animation -------------------------------------------------------------------------
    def _queue(self, before, transition, move=None) -> None:
        effects = tuple(transition.effects)
        throw = next((e.count for e in effects if e.kind == EffectKind.THROW), None)
        self._throws += 1
        shown = _Shown(before, transition.state, effects, throw,
                       opening=self.tutor.step.opening, seed=self._throws, move=move)
        self.queue.append(shown)
        self.feedback, self.feedback_kind = "", "prompt"
        self._sync_buttons()
        if self.app.settings.anim_speed <= 0:
            self.skip()

    def _start(self, item: _Shown) -> None:
        item.started = True
        if item.throw is not None and self.uses_sticks:
            item.sticks = self.sticks.throw(item.throw, item.effects, item.seed)
        try:
            if item.opening:
                item.board = self.view.animate_opening(item.effects, item.after)
            else:
                item.board = self.view.animate(item.before, item.effects, item.after)
        except Exception:  # a view's animation bug must not stop the lesson
            log.exception("lesson animation failed")
            item.board = None
        for tl in (item.sticks, item.board):
            if tl is not None:
                tl.before, tl.after = item.before, item.after

    def _land(self, item: _Shown) -> None:
        """The throw of ``item`` landed (the piece moves next): the tray shows it and the bar
        says its count, as the game's bar does. A sig's follow-up kept the bar on the throw
        before it ("Sig of six: throw one follow-up (K3)") while its own piece moved."""
        if item.landed:
            return
        item.landed = True
        if self.uses_sticks:
            self.sticks.land(item.throw, item.effects, item.seed)
        counted = [e for e in item.effects
                   if e.kind in (EffectKind.COUNT, EffectKind.EXTRA_THROW)]
        if counted:
            self.narration = self._narrate(counted)

    def _finish(self, item: _Shown) -> None:
        """``item`` has played: its pieces in place, its throw in the tray, the bar telling
        it, and its move marked on the board (:meth:`last_turn`), the same whether it was
        clicked or shown (Show me, Page Down). A move that tells nothing (a plain step)
        leaves the bar on the throw it spends ("2 points, without the sig's power (K2)"):
        the bar was emptied, the board's room below it left bare."""
        for tl in (item.sticks, item.board):
            if tl is not None and not tl.done:
                tl.skip()
        if item.throw is not None and self.uses_sticks:
            self.sticks.land(item.throw, item.effects, item.seed)
        if item.finished:
            return
        item.finished = True
        told = self._narrate(item.effects, item.before if item.throw is None else None,
                             item.move)
        if told or item.throw is not None or not self._throw_told:
            self.narration = told
        self._throw_told = item.throw is not None and bool(told)
        if item.move is not None:
            self._played.append((item.before, item.move, item.effects))

    def last_turn(self) -> tuple[Any, tuple[str, ...], tuple]:
        """The last move of this step's last turn, the places of that turn and its effects,
        marked on the board as a game marks them (:meth:`BoardView.last_turn`). Only the
        moves of the step on the screen: a step starts unmarked."""
        return self.view.last_turn(reversed(self._played))

    def _narrate(self, effects, before=None, move=None) -> str:
        """The message bar's line for a move's ``effects``: each told effect once, where they
        fit the bar (:meth:`narration_lines`); where they do not, and the board's view sums
        up ``move`` played from ``before`` in one line (:meth:`BoardView.move_summary`: an
        Isolo sowing), that line and how the move ended, as the game's bar says it
        (``GameScene``'s step message). Every effect of an Isolo capture, joined, ran past
        the bar's two lines at its smallest size, in every language and window: 'La
        dernière graine est tombée en O (3 dedans), face à j (1) et g (2) : prise · Sud
        prend le contenu de j (1) · ... · La…' (extra large text, 1920x1080). A relay the
        step teaches ('P (2 there) faces i and h, out of play in North's initial phase: no
        capture, relay', I3) is still told where it fits."""
        if any(e.kind == EffectKind.NOTE and (e.rule or "").startswith("I2") for e in effects):
            return _("The opening is done: this is the starting position (I2).")
        texts = list(dict.fromkeys(tr(e.text) for e in without_repeats(effects)
                                   if e.text and e.kind in NARRATED))
        told = "  ·  ".join(texts)
        names = self.tutor.game.player_names if self.tutor is not None else ()
        if len(texts) < 2 or move is None or before is None or before.turn is None \
                or not 0 <= before.turn < len(names) or self._fits_bar(told):
            return told
        summary = self.view.move_summary(names[before.turn], move, effects)
        return told if summary is None else "  ·  ".join([tr(summary), texts[-1]])

    def _fits_bar(self, text: str) -> bool:
        """Does ``text`` fit the message bar whole (:meth:`narration_lines`), no line cut?"""
        lines, size = self.narration_lines(text)
        width = self.message_rect.width - round(20 * self.scale)
        return len(theme.wrap(text, size, width)) <= len(lines)

    def _after_queue(self) -> None:
        if self.tutor.step_done:
            self._step_finished()
        else:
            self.feedback, self.feedback_kind = self._prompt(), "prompt"
        self._sync_buttons()

    def skip(self) -> None:
        if not self.queue:
            return
        for item in self.queue:
            if not item.started:
                self._start(item)
            self._finish(item)
        self.queue.clear()
        if self.tutor is not None:
            self._after_queue()

    def update(self, dt: float) -> None:
        if not self.queue:
            return
        speed = self.app.settings.anim_speed
        budget = dt * speed if speed > 0 else 1e9
        while self.queue and budget >= 0:
            item = self.queue[0]
            if not item.started:
                self._start(item)
            running = False
            for tl in (item.sticks, item.board):
                if tl is None or tl.done:
                    continue
                t0 = tl.t
                for name in tl.advance(budget):
                    self.app.sound.play(name)
                budget -= tl.t - t0
                running = not tl.done
                break
            if item.sticks is not None and item.sticks.done and item.throw is not None:
                self._land(item)
            if running:
                break
            if all(tl is None or tl.done for tl in (item.sticks, item.board)):
                self._finish(item)
                self.queue.pop(0)
                if not self.queue:
                    self._after_queue()
                if budget <= 0:
                    break

    def busy(self) -> bool:
        return bool(self.queue)

    # -- input -----------------------------------------------------------------------------
    def handle(self, intent) -> None:
        # not reading_step: the arrows are the clicker's here, in every language (see above)
        name = intent.name
        if name == "ui":
            self.nav.handle(intent)
            return
        if name == "disabled":
            self.refuse_button(intent.value)
            return
        if name == "back":
            self.leave_lesson()
            return
        if self.tutor is None:
            return
        if name == "rules":
            self.rules()
        elif name == "hint":
            self.hint_move()
        elif name in ("next", "confirm") or name == "key" and intent.key in FORWARD_KEYS:
            self.advance()
        elif name == "prev" or name == "key" and intent.key in BACK_KEYS:
            self.step_back()
        elif name == "throw":
            if self.queue:
                self.skip()
            elif self.tutor.awaits_throw:
                self.throw()
            else:
                self.advance()
        elif name == "select" and intent.pos is not None:
            self._click(intent.pos)
        elif name == "cancel":
            self.selection, self.targets = None, frozenset()
        elif name == "point" and intent.pos is not None and not self.queue:
            target = self.view.target_at(intent.pos)
            self.hover = target if target in self.view.clickable(self.state, self.ui_state()) \
                else None
        elif name == "key" and self.queue:
            self.skip()

    def _click(self, pos) -> None:
        if self.queue:
            self.skip()
            return
        if self.sticks.rect.collidepoint(pos):
            self.throw()
            return
        target = self.view.target_at(pos)
        t = self.tutor
        if target is None:
            if self.selection:
                self.selection, self.targets = None, frozenset()
            return
        if (t.step_done or t.step.opening) and target in self.view.closed(self.state):
            # a hole the board marks closed (Dra's red cross, D2) says why, even in a step to
            # read: "This step is done" left the learner who asked what the cross meant
            # without an answer
            self.feedback = tr(self.view.why_not(self.state, target, self.ui_state()))
            self.feedback_kind = "prompt"
            return
        if t.step_done or t.step.opening:
            self.feedback, self.feedback_kind = (_("This step is done: go on with Next.")
                                                 if t.step_done else self._prompt()), "prompt"
            return
        if t.awaits_throw:
            self._explain(_("First throw the sticks: click Throw, or press Space."))
            return
        click = self.view.click(self.state, target, self.ui_state())
        if click.kind == "select":
            self.selection, self.targets = click.selection, click.targets
        elif click.kind == "clear":
            self.selection, self.targets = None, frozenset()
        elif click.kind == "play":
            self.try_move(click.move)
        else:
            self._explain(self._wrong_words(target) or click.reason)

    def _wrong_words(self, target: str) -> str:
        """The lesson's own words for an illegal move the click spells (``c1`` placed on a
        line, ``e2-c2`` onto one's own piece), if the step has them."""
        wrong = self.tutor.step.wrong
        candidates = [f"{self.selection}-{target}"] if self.selection else []
        candidates.append(target)
        for key in candidates:
            if key in wrong:
                return tr(wrong[key])
        if not self.selection:
            for key, words in wrong.items():
                try:
                    targets = self.view.move_targets(self.tutor.game.parse_move(key))
                except NotationError:  # a lesson's key that is no move: no square to match
                    continue
                if targets and targets[0] == target:
                    return tr(words)
        return ""

    # -- drawing ---------------------------------------------------------------------------
    def ui_state(self) -> UIState:
        """The board as a lesson shows it: with its square names or numbers whatever the
        game's Numbers / Letters toggle says (a lesson has no such button), since its words
        name them: "South's holes are named A to H...", "here A7, walled by North's A6 and
        B7" were said over an Isolo and a Khamousiyya board that showed no name."""
        targets = self.targets or frozenset(self.hint)
        last, places, effects = self.last_turn()
        return UIState(selection=self.selection, targets=targets, hover=self.hover,
                       last_move=last, last_targets=places, last_effects=effects,
                       show_numbering=True, show_circuit=True,
                       player_names=tuple(self.tutor.game.player_names), scale=self.scale)

    def shown(self):
        """The state to draw, the board timeline and the sticks timeline running now."""
        if not self.queue:
            return self.state, None, None
        item = self.queue[0]
        if not item.started:
            return item.before, None, None
        if item.sticks is not None and not item.sticks.done:
            return item.before, None, item.sticks
        return item.after, item.board, None

    def draw(self, surface: pygame.Surface) -> None:
        # Also when drawn under a scene pushed over it (which set the plain voice).
        with i18n.voice("tu"):
            self._draw(surface)

    def _draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        draw_table(surface, self.app.assets)
        self._draw_chrome(surface)
        if self.tutor is None:
            theme.draw_text(surface, self.error, self.board_area.center, round(20 * s),
                            theme.CREAM, anchor="center", wrap=self.board_area.width)
            return
        state, board_anim, sticks_anim = self.shown()
        self.view.draw_shown(surface, state, self.ui_state, board_anim)
        if not self.queue:
            self._draw_asked(surface)
        self._draw_message(surface)
        self._draw_text(surface)
        if self.uses_sticks:
            idle = _("Throw the sticks") if self.tutor.awaits_throw else _("The sticks")
            self.sticks.draw(surface, sticks_anim, s, idle)
        self.nav.draw(surface, s)

    def _draw_asked(self, surface: pygame.Surface) -> None:
        """The move asked for (after a wrong move, or ?), ringed in green as a game's hint is,
        numbered from, to when it clicks several places: lit up only as the places a move
        may go are, it could not be told from them (Khamousiyya's first placement lights
        all four holes beside the centre)."""
        self.view.draw_rings(surface, self.hint, self.scale)

    def _draw_chrome(self, surface: pygame.Surface) -> None:
        s = self.scale
        bar = self.header
        pygame.draw.rect(surface, theme.INDIGO_DARK, bar)
        draw_band(surface, self.app.assets, bar.bottom, max(4, round(10 * s)), bar.width,
                  x=bar.x)
        p = self.panel
        pygame.draw.rect(surface, theme.PANEL, p)
        edge = min(Mirror(p).x(p.left), p.right - 1)  # the panel's edge beside the board
        pygame.draw.line(surface, theme.PANEL_EDGE, (edge, p.top), (edge, p.bottom),
                         max(2, round(3 * s)))
        pygame.draw.rect(surface, theme.INDIGO_DARK, pygame.Rect(p.x, 0, p.width, self.header_h))
        pad = round(16 * s)
        if self.tutor is None:
            return
        lesson = self.lesson
        flip = Mirror(bar)
        # the game's name first, at the right: the title has the room it leaves. Each had a
        # fixed share (2/3 from the left pad, 1/3 to the right pad), which overlapped by a
        # pad: "Seven with sig power: free all" ran into "Sig (El Oued Capture)" (1920x1080,
        # extra large text)
        game = catalog.course_name(lesson.course)
        gs = theme.fit_size(game, bar.width // 3 - pad, round(16 * s), minimum=round(11 * s))
        game = theme.ellipsis(game, gs, bar.width // 3 - pad)
        flip.text(surface, game, (bar.right - pad, bar.centery), gs, theme.SAND,
                  anchor="midright")
        room = bar.width - 3 * pad - theme.text_width(game, gs)
        title = tr(lesson.title)
        size = theme.fit_size(title, room, round(24 * s), bold=True, minimum=round(14 * s))
        title = theme.ellipsis(title, size, room, True)
        flip.text(surface, title, (bar.x + pad, bar.centery), size, theme.CREAM, bold=True)
        # the steps: a dot each, the current one big, the ones behind filled
        n, k = len(self.tutor.steps), self.tutor.index
        head = _("Step {k} of {n}").format(k=k + 1, n=n)
        flip = Mirror(p)  # Arabic: "Step k of n" at the right, the dots leftwards of it
        flip.text(surface, head, (p.x + pad, bar.centery), round(18 * s), theme.CREAM,
                  bold=True)
        hw = theme.font(round(18 * s), True).size(head)[0]
        x0 = p.x + pad + hw + round(14 * s)
        room = p.right - pad - x0
        step = min(round(18 * s), room // max(1, n))
        r = max(2, min(round(5 * s), step // 3))
        for i in range(n):
            c = flip.point((x0 + i * step + step // 2, bar.centery))
            color = theme.HIGHLIGHT if i == k else theme.OCHRE if i < k else theme.INDIGO_LIGHT
            pygame.draw.circle(surface, color, c, r + (1 if i == k else 0))

    def _draw_message(self, surface: pygame.Surface) -> None:
        s = self.scale
        r = self.message_rect
        if not self.narration:
            return
        box = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(box, (30, 20, 12, 150), box.get_rect(), border_radius=round(8 * s))
        surface.blit(box, r)
        lines, size = self.narration_lines()
        step = theme.line_step(size)
        y0 = r.centery - step * (len(lines) - 1) / 2
        for i, line in enumerate(lines):
            Mirror(r).text(surface, line, (r.x + round(10 * s), y0 + i * step), size,
                           theme.CREAM)

    def narration_lines(self, text: str | None = None) -> tuple[list[str], int]:
        """The narration (or ``text``) set in the message bar (:func:`theme.fit_lines`, as
        the game's): at most two lines inside the bar, shrunk a little first, never below the
        smallest legible text, the last line cut by an ellipsis when even that is too long."""
        s = self.scale
        r = self.message_rect
        return theme.fit_lines(self.narration if text is None else text,
                               r.width - round(20 * s), round(17 * s), lines=2,
                               least=round(14 * s), height=r.height - round(4 * s))

    def text_layout(self, feedback: str | None = None) -> "TextLayout":
        """The step's words and the feedback (``feedback``, default the one shown) laid out
        in the panel: the words at :meth:`step_size`, the feedback under them at that size
        too, or smaller where it has not the room (a rule book's reason the step did not
        foresee), and only where even the smallest feedback has not, both shrunk together
        as one. Whether they fit at all is its ``fits`` (tests check every step)."""
        r = self.text_rect
        text = tr(self.tutor.step.text)
        feedback = self.feedback if feedback is None else feedback
        fs = self.step_size()
        body, lh = self._wrapped(text, fs)
        room = r.height - lh * len(body)
        for size in (fs, *(x for x in self._sizes() if x < fs)):
            fb, flh, need = self._feedback_wrapped(feedback, size)
            if need <= room:
                return TextLayout(fs, body, fb, lh, size, flh, True)
        fits = False  # shrunk together, as before a step had one size
        for size in self._sizes():
            body, lh = self._wrapped(text, size)
            fb, flh, need = self._feedback_wrapped(feedback, size)
            fits = lh * len(body) + need <= r.height
            if fits:
                break
        return TextLayout(size, body, fb, lh, size, flh, fits)

    def step_size(self) -> int:
        """The size of the step's words for the whole step: the largest at which they fit
        the panel together with each box shown under them as the step is played (its
        prompts, its done words or the lesson's end, :meth:`_sayings`), with the room of
        the most word-move buttons the step shows kept free. Sized with the box shown, the
        words jumped at every throw before a class: 7 lines at 1920x1080 in French extra
        large text, 9 larger ones while the sticks fell (no box), 7 again when "Your move"
        came, and after the move."""
        t = self.tutor
        room_top, room = self.text_rect.y, self.actions_bottom - self.text_rect.y
        key = (self.lesson.id, t.index, i18n.language(), self.text_rect.width, room_top,
               room, self.scale, theme.text_factor(), self._following() is not None)
        if self._sized is not None and self._sized[0] == key:
            return self._sized[1]
        room -= max((self._actions_take(acts) for acts in self._step_actions()), default=0)
        text = tr(t.step.text)
        sayings = [words for words in self._sayings() if words]
        for size in self._sizes():
            body, lh = self._wrapped(text, size)
            worst = max((self._feedback_wrapped(words, size)[2] for words in sayings),
                        default=0)
            if lh * len(body) + worst <= room:
                break
        self._sized = (key, size)
        return size

    def _sizes(self) -> list[int]:
        """The sizes the step's words may take, largest first."""
        return [max(9, round(size * self.scale))
                for size in (22, 20, 18, 17, 16, 15, 14, 13, 12)]

    def _wrapped(self, text: str, size: int) -> tuple[list[str], int]:
        """``text`` wrapped to the panel at ``size`` and its line step: the Latin line in every
        language, a little more where Arabic marks need it (the Arabic face's own line, half
        as tall again, shrank an Arabic step's words a size or two sooner than the same
        step's in English)."""
        lines = theme.wrap(text, size, self.text_rect.width)
        return lines, theme.lines_step(lines, size)

    def _feedback_wrapped(self, feedback: str, size: int) -> tuple[list[str], int, int]:
        """The feedback's lines at ``size`` in its box, their line step and the height the
        box takes under the step's words (its gap included); none for no feedback."""
        if not feedback:
            return [], 0, 0
        lines = theme.wrap(feedback, size, self.text_rect.width - round(20 * self.scale),
                           bold=True)
        step = theme.lines_step(lines, size, True)
        return lines, step, step * len(lines) + round(26 * self.scale)

    def _step_actions(self) -> list[list]:
        """The word moves offered before each move of the step (:meth:`_actions`)."""
        t = self.tutor
        if t.step.opening:
            return []
        state, offered = t.start_of(t.index), []
        for text in t.step.play:
            offered.append(list(self.view.actions(state)))
            state = state.apply(t.game.parse_move(text)).state
        return [acts for acts in offered if acts]

    def _actions_take(self, actions) -> int:
        """The height the word moves' buttons ``actions`` take from the step's words."""
        if not actions:
            return 0
        bh, gap = self._actions_rows(actions)
        return len(actions) * (bh + gap) + gap

    def _sayings(self) -> list[str]:
        """What the box under the step's words says as the step is played: the prompt
        before each move (none while a move plays), the done words (with the lesson's end,
        on its last step) and the word for a click once it is done. What is said on the side (the hint, a wrong move's words, a
        lesson reopened at this step) is not kept room for: those words take the room left
        under the step's words, smaller where they need (:meth:`text_layout`); kept room
        for, they drew French extra large text's words at 22 px for 27 at 1920x1080."""
        t = self.tutor
        if t.step.opening:
            said = [_("Press Show me to watch it.")]
        else:
            state, said = t.start_of(t.index), []
            for text in t.step.play:
                move = t.game.parse_move(text)
                said.append(self._prompt_for(state, move))
                state = state.apply(move).state
        # and once it is done, a click on the board says so (a step to read has no other)
        return said + [self._done_words(), _("This step is done: go on with Next.")]

    def _draw_text(self, surface: pygame.Surface) -> None:
        """The step's words, then the feedback, shrunk until both fit the room."""
        s = self.scale
        r = self.text_rect
        if r.height <= 0:
            return
        laid = self.text_layout()
        fs, body, fb, lh = laid.size, laid.body, laid.feedback, laid.line
        y = r.y
        flip = Mirror(r)  # Arabic: each line starts at the right

        def rise(line: str, size: int, bold: bool = False) -> int:
            # lines a Latin line apart: an Arabic line's picture has its baseline lower
            # (room for marks above), so it is raised to set its letters where a Latin
            # line's are
            face = theme.font(size, bold)
            return face.baseline(line) - face.latin.get_ascent()

        for line in body:
            flip.text(surface, line, (r.x, y - rise(line, fs)), fs, theme.INK,
                      anchor="topleft")
            y += lh
        if fb:
            fs, lh = laid.feedback_size, laid.feedback_line
            y += round(10 * s)
            box = pygame.Rect(r.x, y, r.width, lh * len(fb) + round(14 * s))
            fill = {"good": (226, 240, 214), "bad": (248, 222, 210)}.get(self.feedback_kind,
                                                                      theme.SAND_LIGHT)
            edge = {"good": theme.PALM, "bad": theme.TERRACOTTA}.get(self.feedback_kind,
                                                                   theme.SAND_DARK)
            theme.rounded_panel(surface, box, fill=fill, edge=edge, radius=round(8 * s),
                                shadow=False)
            yy = box.y + round(7 * s)
            color = theme.TERRACOTTA_DARK if self.feedback_kind == "bad" else theme.INK
            for line in fb:
                flip.text(surface, line, (box.x + round(10 * s), yy - rise(line, fs, True)),
                          fs, color, bold=True, anchor="topleft")
                yy += lh
