"""The review: a finished (or loaded) game stepped through move by move, forwards and back.

It is the game scene with a copy of the game's history and every seat held by a
:class:`Reviewer` (a seat controller that never decides and takes no clicks): stepping
forward replays the recorded move through the animation queue, so it is animated and
narrated exactly as when it was played; stepping back shows the earlier position at once.
Nothing is saved and nothing the players did changes: the game below keeps its history.

* Right, Down, Page Down, Enter, Space: the next move (a click or key first finishes an
  animation); Left, Up, Page Up: the move before; Home / End: the start / the end.
  **The same keys in every language**, as a lesson's and a game's
  (:mod:`ludic.app.scenes.lesson`, :func:`ludic.app.scenes.game.input.clicker`): a teacher's
  presentation clicker sends Right or Page Down for forward whatever the language on the
  screen. Read as the eye sees the mirrored row (Left towards the Next button at the left),
  the clicker stepped an Arabic review backwards while it stepped the game and the lesson
  forwards. The buttons stay mirrored (the start at the right in Arabic, Next at the left,
  its arrow pointing the way the row reads).
* A click on a line of the move list shows the position after that move.
* The panel holds the chart of the game (:mod:`ludic.app.chart_view`) with a line at the
  move shown; a click on the chart goes to that move.
* *Keep a picture* saves the board with the chart (:mod:`ludic.app.keepsake`).
"""

from __future__ import annotations

import copy

import pygame

from ludic.app import theme
from ludic.app.chart_view import draw_chart, point_at
from ludic.app.history import History
from ludic.app.scenes.common import (Mirror, button, same_text_size, set_enabled, share_row,
                                     text_need)
from ludic.app.scenes.game.scene import GameScene
from ludic.app.seats import Seats
from ludic.i18n import N_, Text, _, language
from ludic.model.chart import chart_of_history
from ludic.model.protocol import Transition

#: The rows of the move list a review keeps before the chart has any room.
MIN_ROWS = 5
#: The least height of the chart (at scale 1): under it the chart is not drawn at all.
STRIP_LEAST = 36

class Reviewer:
    """The controller of every seat in a review: the moves come from the record, never
    from a person's click or the computer."""

    kind = "review"
    by_hand = False

    def decide(self, state):
        return None

    def stop(self) -> None:
        pass

    def close(self) -> None:
        pass


def review_copy(session):
    """A copy of ``session`` for a review, at its start: the moves played (shared states and
    effects, never changed), its own cursor; no agreed end until the last move. Moves taken
    back with Undo are not among them: the review ended on a position the board no longer
    showed (a capture the player had just undone)."""
    h = session.history
    mine = History(h.start, h.decides)
    played = h.cursor
    mine.moves, mine.states, mine.effects = (list(h.moves[:played]),
                                             list(h.states[:played + 1]),
                                             list(h.effects[:played]))
    mine.cursor = 0
    other = copy.copy(session)
    other.history = mine
    other.final_agreed = session.agreed
    other.agreed = None
    return other


class ReviewButtons:
    """The review's buttons: start, back, forward, end; Keep a picture, Rules, Close."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self.btn: dict = {}
        self.enabled_sig = None
        self.ui_sig = None
        self.active = False

    def build(self, manager, active: bool) -> None:
        scene = self.scene
        geo = scene.geo
        s = scene.scale
        nav = scene.nav
        nav.clear()
        self.btn = {}
        bh, gap = geo.button_h, round(6 * s)  # the bottom rows' height (layout)
        x, pw = geo.bottom_rect.x, geo.bottom_rect.width
        y = geo.actions_top
        w4 = (pw - 3 * gap) // 4
        flip = Mirror(geo.panel)  # Arabic: the start at the right, the end at the left
        steps = [("first", _("« Start"), _("The start (Home)"), scene.to_start),
                 ("back", _("‹ Back"), _("The move before (Left)"), scene.step_back),
                 ("forward", _("Next ›"), _("The next move (Right)"), scene.step_forward),
                 ("last", _("End »"), _("The end (End)"), scene.to_end)]
        for i, (oid, label, tip, action) in enumerate(steps):
            w = w4 if i < 3 else pw - 3 * (w4 + gap)
            self.btn[oid] = nav.add(button(manager, flip.rect((x + i * (w4 + gap), y, w, bh)),
                                           label,
                                           oid=f"review_{oid}", tip=tip), action)
        row = [self.btn[oid] for oid, *_rest in steps]
        total = row[-1].rect.right - row[0].rect.left if not flip.on else \
            row[0].rect.right - row[-1].rect.left
        if sum(text_need(b, smallest=True) for b in row) > total - 3 * gap:
            # a narrow panel ("« Début ‹ Retour Suivant › Fin »" at 1024x600): the start and
            # the end by their marks alone (their tips still say it), Back and Next in words
            for b in (row[0], row[-1]):
                b.set_text("".join(c for c in b.text if c in "«»").strip() or b.text)
        share_row(row, flip)  # "Suivant ›", "« البداية" were cut in a quarter of the row
        same_text_size(row)
        scene.panel.place_list(y + bh + gap)
        r = geo.bottom_rect
        row1, row2 = r.y, r.y + bh + gap
        w2 = (pw - gap) // 2
        nav.add(button(manager, flip.rect((x, row1, w2, bh)), _("Keep a picture"), oid="keep",
                       tip=_("Save the board and the chart as a picture (K)")), scene.keep)
        nav.add(button(manager, flip.rect((x + w2 + gap, row1, pw - w2 - gap, bh)), _("Rules"),
                       oid="rules", tip=_("The rules of this game (H)")), scene.rules)
        nav.add(button(manager, (x, row2, pw, bh), _("Close the review"), cls="primary",
                       oid="close", tip=_("Back to the game (Esc)")), scene.close)
        self.active = active
        self.enabled_sig = None
        self.sync()
        if not active:
            for b, _action in nav.buttons:
                b.disable()

    def sync(self) -> None:
        if not self.active:
            return
        h = self.scene.session.history
        sig = (h.cursor > 0, h.cursor < len(h.moves))
        if sig == self.enabled_sig:
            return
        self.enabled_sig = sig
        back, forward = sig
        set_enabled([(self.btn.get("first"), back), (self.btn.get("back"), back),
                     (self.btn.get("forward"), forward), (self.btn.get("last"), forward)])

    def agree_label(self) -> str:
        return ""


class ReviewScene(GameScene):
    name = "review"
    throws_here = False
    looking_back = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.buttons = ReviewButtons(self)
        self.chart = None
        self.chart_rect = pygame.Rect(0, 0, 0, 0)
        self.original = None
        self._info_key, self._info_most = None, 0

    # -- life ------------------------------------------------------------------------------
    def enter(self, session=None, cursor: int = 0, **data) -> None:
        self.original = session
        mine = review_copy(session)
        # of the game's own history: the copy's cursor is at the start, its moves the same
        self.chart = chart_of_history(session.level.game, session.history)
        self.start_session(mine, opening=False)
        self.jump(cursor)

    def make_seats(self, session) -> Seats:
        return Seats([Reviewer() for _ in range(session.game.num_players)])

    def info_wanted(self) -> int:
        """The most lines of side information any position of the game has: the review
        steps back and forth through them, and the panel keeps one layout meanwhile, the
        move list and the chart where they were, every line shown (laid out from the last
        position of a Dra game, stepping back into the placement lost its "Captured" line
        to the "In hand" one)."""
        states = self.session.history.states
        width = self._players_width()
        key = (id(states), len(states), width, language(), theme.text_factor())
        if self._info_key != key:
            self._info_key = key
            self._info_most = max(self.panel.line_count(state, width) for state in states)
        return self._info_most

    @property
    def badge(self) -> str:
        """The header's badge after the game's name: this is a review."""
        return _("Review")

    def save(self, now: bool = False) -> None:
        """A review saves nothing (the game below is saved as it was)."""

    def _watch_saving(self) -> None:
        pass

    def _after_animations(self) -> None:
        """Nothing plays by itself in a review: no forced move, no throw, no end panel."""

    def _pending_auto(self) -> bool:
        return False

    def resume(self, **data) -> None:
        self.app._ui_dirty = True

    # -- stepping ----------------------------------------------------------------------------
    @property
    def total(self) -> int:
        return len(self.session.history.moves)

    def step_forward(self) -> None:
        """The next recorded move, animated and narrated as when it was played."""
        self.skip()
        h = self.session.history
        if h.cursor >= len(h.moves):
            self.message, self.message_bad = self.end_words(), False
            return
        before = h.state
        h.reset_to(h.cursor + 1)
        self._settle_agreed()
        self.queue_step(before, Transition(h.state, h.effects[h.cursor - 1]))
        step = self.queue[-1] if self.queue else None
        if step is not None:
            self.message, self.message_bad = step.neutral, False
        self._follow()

    def step_back(self) -> None:
        self.jump(self.session.history.cursor - 1)

    def to_start(self) -> None:
        self.jump(0)

    def to_end(self) -> None:
        self.jump(self.total)

    def jump(self, cursor: int) -> None:
        """Show the position after ``cursor`` moves at once (no animation). The sticks' tray
        shows the throw the position follows, as Undo and Continue do: just after a throw
        it was empty, the header saying "Count 3: ..." over sticks at rest."""
        self.skip()
        h = self.session.history
        h.reset_to(cursor)
        self.show_kept_throw()
        self._settle_agreed()
        self._clear_selection()
        self.view.sync(self.state)
        self.message, self.message_bad = self.where_words(), False
        self._follow()
        self._sync_buttons()

    def _settle_agreed(self) -> None:
        """The players' agreed end (if they agreed) holds only at the last move."""
        h = self.session.history
        self.session.agreed = self.session.final_agreed if h.cursor == len(h.moves) else None

    def _follow(self) -> None:
        """Scroll the move list so that the move shown is in the middle of it (the moves
        before above, the moves to come, greyed, below)."""
        self.panel.scroll_to_middle(self.session.history.cursor - 1)

    # -- words -------------------------------------------------------------------------------
    def _landed_prompt(self, state, played) -> str:
        """A replayed move its effects say nothing of ends on who played what ("Amina played
        b4."), else on where the review stands: the game's turn prompt asked the reader
        ("Yusuf to play. Move a piece: make a line of three (D3).") or named a computer as
        thinking, in a game long over."""
        return played if played is not None else self.where_words()

    def _paused_after(self, told, after):
        """Nothing is paused in a review: a move's words stand alone."""
        return told

    def where_words(self) -> str:
        h = self.session.history
        if h.cursor == 0:
            return Text(N_("Review: the start. Right arrow or Next for the first move."))
        if h.cursor >= len(h.moves):
            return self.end_words()
        return Text(N_("Review: move {n} of {total}. Right for the next, Left for the one "
                       "before."), n=h.cursor, total=len(h.moves))

    def end_words(self) -> str:
        outcome = self.session.outcome
        reason = outcome.reason if outcome is not None \
            else Text(N_("The game was not finished."))
        # a Text: drawn in the language in force (after a switch too), the reason with the
        # players' names (a bare Text is English with the seats' names: "South wins" where
        # Computer 1 had won)
        return Text(N_("Review: the end. {reason}"), reason=reason)

    # -- input -------------------------------------------------------------------------------
    def click_target(self, target: str) -> None:
        self.message, self.message_bad = Text(N_(
            "This is a review: step with the arrows, or click a move in the list.")), False

    def throw(self, choose: int | None = None) -> None:
        pass

    def ask_throw(self) -> None:
        self.step_forward()

    def handle(self, intent) -> None:
        name = intent.name  # not reading_step: Right goes forward in every language (above)
        if name == "ui":
            self.nav.handle(intent)
            return
        if name == "point":
            self.pointer = intent.pos
            return
        if name == "scroll":
            self.panel.scroll(intent.value, self.pointer)
            return
        if name in ("next", "throw"):
            self.step_forward()
        elif name == "prev":
            self.step_back()
        elif name == "confirm":
            if self.nav.index is not None:
                self.nav.confirm()
            else:
                self.step_forward()
        elif name == "key":
            key = getattr(intent, "key", None)
            if key == pygame.K_PAGEDOWN:
                self.step_forward()
            elif key == pygame.K_PAGEUP:
                self.step_back()
            elif key == pygame.K_HOME:
                self.to_start()
            elif key == pygame.K_END:
                self.to_end()
            elif key == pygame.K_k:
                self.keep()
        elif name == "rules":
            self.rules()
        elif name == "help":
            self.help()
        elif name == "back":
            self.close()
        elif name == "select":
            self._on_select(intent.pos)

    def _on_select(self, pos) -> None:
        if pos is None:
            return
        if self.chart is not None and self.chart_rect.collidepoint(pos):
            self.jump(point_at(self.chart_rect, self.chart, pos[0], self.scale))
            return
        index = self.list_index_at(pos)
        if index is not None:
            if index + 1 == self.session.history.cursor + 1:
                self.step_forward()
            else:
                self.jump(index + 1)
            return
        if self.queue:
            self.skip()
            return
        super()._on_select(pos)

    def list_index_at(self, pos) -> int | None:
        """The move (index into the history) of the move-list line under ``pos``, or None:
        the rows :meth:`Panel.draw_movelist` drew last (a row on two lines is one move)."""
        return self.panel.row_at(pos)

    def close(self) -> None:
        self.skip()
        self.app.pop()

    def keep(self) -> None:
        """Save the board with the chart as a picture, and say where it went."""
        from ludic.app.keepsake import keep_picture

        self.skip()
        self.message, self.message_bad = keep_picture(self.app, self.original or self.session,
                                                      self.view)

    # -- layout and drawing ------------------------------------------------------------------
    def layout(self, size) -> None:
        super().layout(size)
        if self.geo is None:
            return
        s = self.scale
        geo = self.geo
        if geo.throw_rect is not None:  # no Throw or Teacher rows in a review: their room
            geo.actions_top = geo.throw_rect.y  # goes to the move list
        # nor the row of tools (Hint, Pause...) over the bottom buttons: the list and the
        # chart go down to those
        geo.list_bottom = geo.bottom_rect.y - round(12 * s)
        top = geo.actions_top + geo.button_h + round(6 * s)  # under Start, Back...
        room = geo.list_bottom - top
        gap = round(10 * s)
        # the move list keeps MIN_ROWS rows first: a teacher reads several moves around the
        # one shown. In extra large text at 1280x720 (and 1920x1080) the chart took half the
        # room and the list showed two rows, one in Arabic. The chart has what is left, at
        # most its usual height; short of a readable chart it is a strip of its lines alone
        # (chart_view's ``strip``), and under STRIP_LEAST none is drawn
        spare = room - self.panel.height_for(MIN_ROWS) - gap
        height = min(max(round(120 * s), room // 2), round(210 * s), spare)
        if height < round(STRIP_LEAST * s):
            height = 0
        self.chart_rect = pygame.Rect(geo.bottom_rect.x, geo.list_bottom - height,
                                      geo.bottom_rect.width, height)
        if height:
            geo.list_bottom = self.chart_rect.y - gap

    def still_key(self) -> tuple:
        return (self.session.history.cursor,)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.chart is not None and self.chart_rect.height > 0:
            draw_chart(surface, self.chart_rect, self.chart, self.session.names, self.view,
                       self.scale, cursor=self.session.history.cursor)
        # the header's corner says this is a review (after the name: on its left in Arabic;
        # the header's people and place line leaves it the room)
        s = self.scale
        label = self.badge
        pill = self.drawing.badge_rect(self.geo.header)
        theme.rounded_panel(surface, pill, fill=theme.OCHRE, edge=theme.CREAM,
                            radius=pill.height // 2, width=max(1, round(2 * s)), shadow=False)
        theme.draw_text(surface, label, pill.center, round(16 * s), theme.INK, bold=True,
                        anchor="center")
