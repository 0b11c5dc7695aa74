"""The game scene, the same for every game: it hosts the game's :class:`BoardView` and does
everything generic around it.

* Board on the left (the view lays itself out in the rect it is given), panel on the right:
  players (whose turn, match score, the view's side info), the phase, the sticks (Sig games),
  buttons for moves without a square, the move list in the rule book's notation, undo/redo.
* Every change of position goes through :class:`~ludic.app.history.History` and is queued as an
  animation step built from the model's effects (the sticks widget for throws, the view for the
  rest); the speed setting scales it, a click or a key skips it.
* A refused click shows a short reason with the rule number.
* After each move the game is autosaved; at the end the game-over panel is pushed.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any

import pygame

from ludic.app import theme
from ludic.app.theme import header_line
from ludic.app.anim import Timeline, recording
from ludic.app.boards import STICK_GAMES, make_view
from ludic.app.boards.base import NARRATED, Click, UIState
from ludic.app.scene import Scene
from ludic.app.scenes.common import ButtonNav, button, seat_icon, set_enabled
from ludic.app.session import SaveError, Session, Setup
from ludic.app.sticks_view import SticksView, without_repeats
from ludic.model.protocol import EffectKind, State, Transition

log = logging.getLogger(__name__)

AGREE_MARK = "\x00agree:"  # marks the agreement button among the action labels



def _ellipsis(text: str, size: int, width: int) -> str:
    """``text`` cut with an ellipsis to fit ``width`` pixels (empty if nothing fits)."""
    return theme.ellipsis(text, size, width)


def _join(texts: list[str]) -> str:
    """The message bar's line for effects' texts: the last two, joined."""
    return "  ·  ".join(t.rstrip(".") for t in texts[-2:])


class _Watched(tuple):
    """Effects handed to a view's ``animate``: each pass over them notes, per effect, how far
    the timelines made so far had grown when the pass reached it (see ``GameScene._animate``)."""

    made: list

    def __iter__(self):
        marks: list = []
        self.__dict__.setdefault("passes", []).append(marks)
        for e in tuple.__iter__(self):
            marks.append([(tl, tl.end) for tl in getattr(self, "made", ())])
            yield e

    def starts(self, tl: Timeline) -> list[float] | None:
        """When each effect's animation starts on ``tl`` (the last full pass that grew it),
        or None if the view gave no clue."""
        for marks in reversed(self.__dict__.get("passes", [])):
            if len(marks) != len(self):
                continue
            ends = [next((end for t, end in mark if t is tl), None) for mark in marks]
            if None in ends or (tl.end > 0 and max(ends) == 0 and len(ends) > 1):
                continue
            return ends
        return None


def load_autosave(app) -> tuple[Session | None, str]:
    """The autosaved session, or ``None`` and a plain message (a broken file is set aside)."""
    storage = app.storage
    data = storage.load_autosave()
    if data is None:
        if storage.problems:
            msg = " ".join(storage.problems)
            storage.problems.clear()
            return None, msg
        return None, "There is no saved game."
    try:
        return Session.from_save(data), ""
    except SaveError as exc:
        storage.set_aside(storage.autosave_path, str(exc))
        storage.problems.clear()
        return None, (f"The saved game could not be loaded ({exc}). It was set aside; "
                      "start a new game.")


@dataclass
class Step:
    """One queued animation: a transition (or the opening), its sticks part and board part."""

    before: Any
    after: Any
    effects: tuple = ()
    throw: int | None = None
    seed: int = 0
    sticks: Timeline | None = None
    board: Timeline | None = None
    started: bool = False
    landed: bool = False  # the sticks tray shows this step's throw
    opening: bool = False
    message: str = ""  # the narration of the whole step (shown once it has played)
    neutral: str = ""  # shown while the step plays, before any effect is told
    story: list = field(default_factory=list)  # (time on the board timeline, text)


class GameScene(Scene):
    name = "game"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.session: Session | None = None
        self.view = None
        self.sticks = SticksView(app.assets)
        self.nav = ButtonNav()
        self.queue: list[Step] = []
        self.selection: str | None = None
        self.targets: frozenset[str] = frozenset()
        self.hover: str | None = None
        self.focus: str | None = None
        self.message = ""
        self.message_bad = False
        self.demo = False
        self.over_shown_at: int | None = None
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        self.list_scroll = 0
        self.pointer = (0, 0)
        self.active = False
        self.btn: dict[str, Any] = {}
        self.picks: list = []
        self._ui_sig = None
        self._enabled_sig = None
        self.action_buttons: list = []

    # -- life ------------------------------------------------------------------------------
    def enter(self, session: Session, opening: bool = True, **data) -> None:
        self.start_session(session, opening=opening and not session.history.moves)

    def start_session(self, session: Session, opening: bool = True) -> None:
        """Show ``session`` (a new game, a loaded one, the next of a match); ``opening``
        plays the opening the rules prescribe (Isolo I2) before the first move."""
        self.session = session
        self.view = make_view(session.game, self.app.assets)
        session.decides = self.decides
        session.history.decides = self.decides
        self.queue.clear()
        self.sticks.clear()
        self._clear_selection()
        self.message, self.message_bad = self._turn_prompt(), False
        self.over_shown_at = None
        self.layout(self.app.size)
        self.view.sync(self.state)
        if opening:
            effects = tuple(session.game.opening())
            if effects:
                tl = self.view.animate_opening(effects, self.state)
                if tl is not None:
                    self.queue.append(Step(self.state, self.state, effects, board=tl,
                                           opening=True))
        self.app._ui_dirty = True
        self.save()

    def start_position(self, level_id: str, notation: str, options: dict | None = None,
                       names: list[str] | None = None) -> None:
        """Show a game of ``level_id`` that starts from the position ``notation`` (no
        opening): a teacher's set position, a test's."""
        setup = Setup(level_id, dict(options or {}), None, list(names or []), 0)
        self.start_session(Session.from_position(setup, notation), opening=False)

    def decides(self, state) -> bool:
        """Is ``state`` a player's decision (undo goes back to these)? Not a throw, not the
        end, not a forced move the view plays by itself."""
        return (not state.is_chance and state.outcome() is None
                and (self.view is None or self.view.auto_move(state) is None))

    _decides = decides  # the name the first view tests used

    @property
    def state(self):
        return self.session.history.state

    @property
    def uses_sticks(self) -> bool:
        return bool(getattr(self.view, "uses_sticks", False)) or \
            self.session.level.game in STICK_GAMES

    def resume(self, **data) -> None:
        if data.get("ask") == "agree":
            self._answer_agreement(bool(data.get("answer")))
        elif data.get("save"):
            self.save_as()
        elif data.get("saved"):
            self.message, self.message_bad = f"Saved as “{data.get('name')}”.", False
        elif data.get("play_again"):
            self.start_session(self.session.next_game())
        elif data.get("menu"):
            self.to_menu()
        elif data.get("undo"):
            self.undo()
        self.app._ui_dirty = True

    def save(self) -> None:
        """Autosave now (on the background writer: the frame never waits for the disk)."""
        if self.session is not None:
            self.app.storage.autosave_later(self.session.to_save())

    # -- geometry --------------------------------------------------------------------------
    def layout(self, size) -> None:
        super().layout(size)
        w, h = size
        s = self.scale
        self.header_h = round(48 * s)
        self.panel = pygame.Rect(0, 0, max(round(330 * s), round(w * 0.3)), h)
        self.panel.right = w
        self.message_h = round(46 * s)
        margin = round(14 * s)
        area = pygame.Rect(margin, self.header_h + margin, self.panel.x - 2 * margin,
                           h - self.header_h - self.message_h - 2 * margin)
        self.board_area = area
        self.message_rect = pygame.Rect(area.x, area.bottom + round(4 * s), area.width,
                                        self.message_h - round(8 * s))
        # what an animation frame redraws of the board: its area and the margin around it
        # (a view may draw a pixel or two outside its rect), down to the message bar
        m = margin // 2
        self.board_dirty = pygame.Rect(area.x - m, area.y - m, area.width + 2 * m,
                                       self.message_rect.top - area.y + m)
        if self.view is None:
            return
        aspect = float(getattr(self.view, "aspect", 1.0)) or 1.0
        bw = min(area.width, round(area.height * aspect))
        bh = min(area.height, round(bw / aspect))
        board = pygame.Rect(0, 0, bw, bh)
        board.center = area.center
        self.view.layout(board)
        # panel sections, top to bottom
        pad = round(12 * s)
        x, pw = self.panel.x + pad, self.panel.width - 2 * pad
        y = self.header_h + pad
        n = self.session.game.num_players
        line = round(30 * s)
        self.info_rows = self._info_room(h, y + line * n, line * n)
        self.players_rect = pygame.Rect(x, y, pw, line * n + round(8 * s)
                                        + self.info_rows * self.info_step)
        y = self.players_rect.bottom + pad
        if self.uses_sticks:
            self.sticks.layout(pygame.Rect(x, y, pw, round(max(150 * s, h * 0.2))))
            y = self.sticks.rect.bottom + round(6 * s)
            self.throw_rect = pygame.Rect(x, y, pw, round(46 * s))
            y = self.throw_rect.bottom + round(6 * s)
            self.demo_rect = pygame.Rect(x, y, pw, round(34 * s))
            y = self.demo_rect.bottom + pad
        else:
            self.sticks.layout(pygame.Rect(0, 0, 0, 0))
        self.actions_top = y
        bh = round(44 * s)
        self.bottom_rect = pygame.Rect(x, h - pad - 2 * bh - round(6 * s), pw,
                                       2 * bh + round(6 * s))
        self.list_bottom = self.bottom_rect.y - pad

    @property
    def info_step(self) -> int:
        return round(19 * self.scale)

    def _info_room(self, h: int, top: int, players_h: int) -> int:
        """How many lines of side information fit under the players (2 to 4): four when the
        move list keeps a useful height below the sticks, buttons and the rest."""
        s = self.scale
        below = round(2 * 44 * s + 6 * s + 3 * 12 * s)  # undo... menu, paddings
        if self.uses_sticks:
            below += round(max(150 * s, h * 0.2) + 46 * s + 34 * s + 12 * s + 12 * s)
        below += round(2 * 50 * s) + round(24 * s)  # two action buttons, the list's title
        spare = h - top - below - round(120 * s)  # a move list of a few lines
        room = max(2, min(4, 2 + spare // self.info_step))
        return min(room, max(2, len(self.panel_lines(self.state))))

    # -- GUI -------------------------------------------------------------------------------
    def _ui_signature(self) -> tuple:
        """What the GUI's layout depends on (a change rebuilds the buttons)."""
        state = self.state
        over = self.session.outcome is not None
        actions = () if over or state.is_chance else tuple(
            a.label for a in self.view.actions(state)[:6])
        agree = self.agree_label()
        if agree:
            actions += (AGREE_MARK + agree,)
        return (actions, over and self.over_shown_at is not None, self.demo,
                self.app.settings.show_numbering)

    def agree_label(self) -> str:
        """The button that ends the game by agreement where the rules allow it: "Offer a
        draw" (Sig capture C6, Khamousiyya H5), "Agree to end (D4)" where the result is
        scored (Dra: the captures decide); empty when there is none."""
        if not self.session.can_agree():
            return ""
        state = self.state
        outcome = state.agreed_outcome()
        scored = type(state).agreed_outcome is not State.agreed_outcome
        return f"Agree to end ({outcome.rule})" if scored and outcome.rule else "Offer a draw"

    def build_ui(self, manager, active: bool) -> None:
        s = self.scale
        self.nav.clear()
        self.action_buttons = []
        self.btn: dict[str, Any] = {}
        self.picks: list = []
        self._ui_sig = self._ui_signature()
        actions, again, _, _ = self._ui_sig
        bh = round(44 * s)
        gap = round(6 * s)
        if self.uses_sticks:
            b = button(manager, self.throw_rect, "Throw the sticks  (Space)", cls="throw",
                       oid="throw")
            self.btn["throw"] = self.nav.add(b, self.throw)
            r = self.demo_rect
            dw = round(110 * s)
            b = button(manager, (r.x, r.y, dw, r.height), "Teacher" if not self.demo else
                       "Teacher: on", cls="small", oid="demo",
                       tip="Demonstration: pick the throw (keys 0-6)")
            if self.demo:
                b.select()
            self.nav.add(b, self.toggle_demo)
            if self.demo:
                kw = (r.width - dw - gap) // 7 - 2
                for k in range(7):
                    b = button(manager, (r.x + dw + gap + k * (kw + 2), r.y, kw, r.height),
                               str(k), cls="small", oid=f"pick{k}",
                               tip=f"{k} polished sides up")
                    self.picks.append(self.nav.add(b, lambda k=k: self.pick(k)))
        self._manager = manager
        self._again = again
        self._make_action_buttons(actions)
        r = self.bottom_rect
        w3 = (r.width - 2 * gap) // 3
        row1, row2 = r.y, r.y + bh + gap
        self.btn["undo"] = self.nav.add(button(manager, (r.x, row1, w3, bh), "Undo", oid="undo",
                                               tip="Ctrl+Z or U"), self.undo)
        self.btn["redo"] = self.nav.add(button(manager, (r.x + w3 + gap, row1, w3, bh), "Redo",
                                               oid="redo", tip="Ctrl+Y or R"), self.redo)
        self.nav.add(button(manager, (r.x + 2 * (w3 + gap), row1, w3, bh), "Rules",
                            oid="rules", tip="F1"), self.rules)
        toggles = dict(getattr(self.view, "toggles", {}) or {})
        if toggles:
            label = next(iter(toggles.values()))
            b = button(manager, (r.x, row2, w3, bh), label, cls="choice", oid="numbers",
                       tip="N")
            if self.app.settings.show_numbering:
                b.select()
            self.nav.add(b, self.toggle_numbers)
        self.nav.add(button(manager, (r.x + w3 + gap, row2, w3, bh), "Settings",
                            oid="settings"), self.settings)
        self.nav.add(button(manager, (r.x + 2 * (w3 + gap), row2, w3, bh), "Menu",
                            oid="menu", tip="Save, or go to the main menu (Esc)"),
                     self.open_menu)
        self.active = active
        self._enabled_sig = None
        self._sync_buttons()
        if not active:
            for b, _ in self.nav.buttons:
                b.disable()

    def _make_action_buttons(self, actions: tuple) -> None:
        """The buttons of the moves without a square, and the move list below them."""
        s = self.scale
        bh, gap = round(44 * s), round(6 * s)
        y = self.actions_top
        x, pw = self.bottom_rect.x, self.bottom_rect.width
        if any(not a.startswith(AGREE_MARK) for a in actions):
            for action in self.view.actions(self.state)[:6]:
                b = button(self._manager, (x, y, pw, bh), action.label, cls="primary",
                           oid="action", tip=action.help or None)
                self.action_buttons.append(self.nav.add(b, lambda m=action.move: self.play(m)))
                y += bh + gap
        agree = [a[len(AGREE_MARK):] for a in actions if a.startswith(AGREE_MARK)]
        if agree:
            tip = "The other player is asked to accept"
            if self.uses_sticks and not self.demo:  # beside the Teacher button: room kept
                r = self.demo_rect                  # for the move list
                dx = round(110 * s) + gap
                rect = (r.x + dx, r.y, r.width - dx, r.height)
            else:
                rect = (x, y, pw, round(38 * s))
                y += rect[3] + gap
            b = button(self._manager, rect, agree[0], cls="small", oid="agree", tip=tip)
            self.action_buttons.append(self.nav.add(b, self.offer_agreement))
        if self._again:
            b = button(self._manager, (x, y, pw, bh), "Play again", cls="primary",
                       oid="again_panel")
            self.action_buttons.append(self.nav.add(b, self.play_again))
            y += bh + gap
        self.movelist_title_y = y
        self.list_rect = pygame.Rect(x, y + round(24 * s), pw,
                                     self.list_bottom - y - round(24 * s))

    def _sync_buttons(self) -> None:
        """Enable or disable buttons in place (cheap); remake only the action buttons when
        they change; rebuild everything only when more changed."""
        if not getattr(self, "active", False):
            return
        sig = self._ui_signature()
        if sig != self._ui_sig:
            if sig[1:] != self._ui_sig[1:]:
                self.app._ui_dirty = True
                return
            for b in self.action_buttons:
                b.kill()
            gone = set(map(id, self.action_buttons))
            self.nav.buttons = [(b, a) for b, a in self.nav.buttons if id(b) not in gone]
            self.nav.index = None
            self.action_buttons = []
            self._ui_sig = sig
            self._make_action_buttons(sig[0])
            self._enabled_sig = None
        h = self.session.history
        idle = not self.queue
        live = self.session.agreed is None  # no undo after an end by agreement
        sig = (self._can_throw(), h.can_undo() and live, h.can_redo() and live, idle)
        if sig == self._enabled_sig:
            return
        self._enabled_sig = sig
        can_throw, undo, redo, idle = sig
        set_enabled([(self.btn.get("throw"), can_throw), (self.btn.get("undo"), undo),
                     (self.btn.get("redo"), redo)]
                    + [(p, can_throw) for p in self.picks]
                    + [(a, idle) for a in self.action_buttons])

    def movelist_entries(self) -> list[tuple[str, str, bool, int | None]]:
        """(number or "", text, undone, seat) per recorded move, in the rule book's notation
        (kept until the history changes)."""
        h = self.session.history
        key = (id(h), len(h.moves), h.cursor, id(h.moves[-1]) if h.moves else None)
        if getattr(self, "_entries_key", None) == key:
            return self._entries
        names = self.session.names
        out = []
        number = 0
        for i, move in enumerate(h.moves):
            st = h.states[i]
            seat = st.turn % len(names) if st.turn is not None and st.turn >= 0 else None
            who = names[seat] if seat is not None else ""
            if st.is_chance:
                out.append(("", f"{who} throws {move}", i >= h.cursor, seat))
            else:
                number += 1
                out.append((f"{number}.", f"{who}  {move}", i >= h.cursor, seat))
        self._entries, self._entries_key = out, key
        return out

    # -- playing ---------------------------------------------------------------------------
    def _can_throw(self) -> bool:
        return not self.queue and self.state.is_chance and self.session.outcome is None

    def play(self, move) -> None:
        if self.queue or self.session.outcome is not None:
            return
        before = self.state
        reason = before.why_illegal(move)
        if reason:
            self.refuse(reason)
            return
        transition = self.session.history.play(move)
        self.after_move(before, transition)

    def throw(self, choose: int | None = None) -> None:
        if not self._can_throw():
            return
        before = self.state
        pick = None
        if choose is not None:
            for m in before.legal_moves():
                if str(m) == str(choose):
                    pick = m
        transition = self.session.history.throw(self.app.rng, pick)
        self.after_move(before, transition)

    def pick(self, k: int) -> None:
        if self.demo and self._can_throw():
            self.throw(k)

    def after_move(self, before, transition: Transition, animate: bool = True) -> None:
        self._clear_selection()
        self.list_scroll = 0
        step = self.queue_step(before, transition)
        self.message, self.message_bad = step.neutral, False  # the end is told as it plays
        self.save()
        self._sync_buttons()

    def queue_step(self, before, transition: Transition) -> Step:
        after, effects = transition.state, tuple(transition.effects)
        throw = next((e.count for e in effects if e.kind == EffectKind.THROW), None)
        index = self.session.history.cursor
        who = self._who(before)
        move = self.session.history.moves[index - 1] if index else ""
        neutral = f"{who} throws the sticks…" if throw is not None else f"{who} plays {move}…"
        step = Step(before, after, effects, throw, seed=index,
                    message=self._narrate(effects, after), neutral=neutral)
        self.queue.append(step)
        return step

    def _who(self, state) -> str:
        names = self.session.names
        return names[state.turn % len(names)] if state.turn is not None and state.turn >= 0 \
            else ""

    def _start_step(self, step: Step) -> None:
        step.started = True
        if step.throw is not None:
            step.sticks = self.sticks.throw(step.throw, step.effects, step.seed)
        if step.board is None and not step.opening:
            step.board, step.story = self._animate(step)
        for tl in (step.sticks, step.board):
            if tl is not None:
                tl.before, tl.after = step.before, step.after
        self._tell(step)
        if self.app.settings.anim_speed <= 0:
            self._finish_step(step)

    def _animate(self, step: Step) -> tuple[Timeline | None, list]:
        """The view's timeline of ``step`` and when each narrated effect is told on it.

        A view that calls ``Timeline.say`` sets the moments itself. Otherwise the effects are
        handed over in a tuple that notes, each time the view's loop reaches an effect, how
        long the timeline already is: that effect's animation starts about then. A view that
        builds its timeline after reading every effect gives no such clue: its effects are
        told when the animation ends (never before: the result is not given away)."""
        effects = _Watched(step.effects)
        try:
            with recording() as made:
                effects.made = made
                tl = self.view.animate(step.before, effects, step.after)
        except Exception:  # noqa: BLE001 - a view's animation bug must not stop the game
            log.exception("animation of %s failed", self.session.level.game)
            return None, []
        if tl is None:
            return None, []
        if tl.story:
            return tl, list(tl.story)
        starts = effects.starts(tl)
        story = []
        told = without_repeats(step.effects)
        for i, e in enumerate(step.effects):
            if e.text and e.kind in NARRATED and any(e is f for f in told):
                if e.kind in (EffectKind.COUNT, EffectKind.EXTRA_THROW):
                    at = 0.0  # the sticks have landed: the count is known
                else:
                    at = starts[i] if starts is not None else tl.end
                story.append((min(at, tl.end), e.text))
        return tl, story

    def _tell(self, step: Step) -> None:
        """The message bar while ``step`` plays: the effects told so far, or who plays."""
        if step.opening or not step.started or step.sticks is not None and \
                not step.sticks.done:
            return  # the opening has its captions; the sticks in the air: who throws
        t = step.board.t if step.board is not None and not step.board.done else float("inf")
        said = [text for at, text in step.story if at <= t]
        if t == float("inf"):
            text = step.message
        else:
            text = _join(said) if said else step.neutral
        if text:
            self.message, self.message_bad = text, False

    def _finish_step(self, step: Step) -> None:
        sounds = []
        for tl in (step.sticks, step.board):
            if tl is not None and not tl.done:
                sounds += tl.skip()
        for name in sounds[-1:]:
            self.app.sound.play(name)
        self._land(step)
        if step.message and not step.opening:
            self.message, self.message_bad = step.message, False

    def _land(self, step: Step) -> None:
        """Show ``step``'s throw in the tray as landed, as soon as its sticks part is done
        (not when the whole step ends: the board animation plays under the throw)."""
        if step.throw is not None and not step.landed:
            step.landed = True
            self.sticks.land(step.throw, step.effects, step.seed)

    def update(self, dt: float) -> None:
        speed = self.app.settings.anim_speed
        budget = dt * speed if speed > 0 else 1e9
        while self.queue and budget >= 0:
            step = self.queue[0]
            if not step.started:
                self._start_step(step)
            for tl in (step.sticks, step.board):
                if tl is None or tl.done:
                    continue
                before = tl.t
                for name in tl.advance(budget):
                    self.app.sound.play(name)
                budget -= tl.t - before
                if not tl.done:
                    budget = -1
                break
            if step.sticks is None or step.sticks.done:
                self._land(step)  # the piece moves under the throw that moves it
            if all(tl is None or tl.done for tl in (step.sticks, step.board)):
                if step.message and not step.opening:
                    self.message, self.message_bad = step.message, False
                self.queue.pop(0)
                if not self.queue:
                    self._sync_buttons()
                if budget <= 0:
                    break
            else:
                self._tell(step)
                break
        if not self.queue:
            self._after_animations()
        self._sync_buttons()

    def _after_animations(self) -> None:
        state = self.state
        if self.session.outcome is not None:
            cursor = self.session.history.cursor
            if self.over_shown_at != cursor:
                self.over_shown_at = cursor
                self.session.record_result()
                self.save()
                from ludic.app.scenes.gameover import GameOverScene

                self.app.sound.play("win")
                self.app.push(GameOverScene(self.app), session=self.session)
            return
        auto = self.view.auto_move(state) if not state.is_chance else None
        if auto is not None:
            self.play(auto)
        elif state.is_chance and not self.demo and self._follow_up(state):
            self.throw()

    def _follow_up(self, state) -> bool:
        """True when this throw continues a pending combination (after a sig of six or
        twelve, K3/K4): thrown without asking, in sequence, in both Sig games. The extra
        throw a sig earns (K2) is not a follow-up: it waits for the player's throw."""
        return bool(state.is_chance and getattr(state, "pending", ()))

    @staticmethod
    def _sig_again(state) -> bool:
        """Is ``state`` the extra throw a sig earned (K2), waiting for the player?"""
        return bool(state is not None and state.is_chance and getattr(state, "extra", False)
                    and not getattr(state, "pending", ()) and state.outcome() is None)

    def skip(self) -> None:
        for step in self.queue:
            if not step.started:
                self._start_step(step)
            self._finish_step(step)
        self.queue.clear()
        self._sync_buttons()

    def busy(self) -> bool:
        return bool(self.queue) or (not self.queue and self._pending_auto())

    def _pending_auto(self) -> bool:
        state = self.state
        if self.session.outcome is not None:
            return self.over_shown_at != self.session.history.cursor
        if state.is_chance:
            return not self.demo and self._follow_up(state)
        return self.view.auto_move(state) is not None

    # -- undo / redo -----------------------------------------------------------------------
    def undo(self) -> None:
        self.skip()
        h = self.session.history
        if self.session.agreed is None and h.undo():
            self._after_jump("Undone.")
            self.sticks.clear()

    def redo(self) -> None:
        self.skip()
        if self.session.agreed is not None:
            return
        h = self.session.history
        before = h.state
        transitions = h.redo()
        if transitions:
            for t in transitions:
                self.queue_step(before, t)
                before = t.state
            self._after_jump("Redone.")

    def _after_jump(self, message: str) -> None:
        self._clear_selection()
        self.over_shown_at = None if self.state.outcome() is None else self.over_shown_at
        self.message, self.message_bad = f"{message} {self._turn_prompt()}", False
        self.save()
        self._sync_buttons()

    # -- clicks ----------------------------------------------------------------------------
    def click_target(self, target: str) -> None:
        if self.session.agreed is not None:
            self.refuse(self.session.agreed.reason)
            return
        state = self.state
        ui = self.ui_state()
        result: Click = self.view.click(state, target, ui)
        if result.kind == "play":
            self.play(result.move)
        elif result.kind == "select":
            self.selection, self.targets = result.selection, frozenset(result.targets)
            self.app.sound.play("click")
            self.message, self.message_bad = self._select_prompt(), False
        elif result.kind == "refuse":
            self.refuse(result.reason)
        else:
            self._clear_selection()

    def refuse(self, reason: str) -> None:
        self._clear_selection()
        self.message, self.message_bad = reason, True
        self.app.sound.play("error")

    def _clear_selection(self) -> None:
        self.selection, self.targets = None, frozenset()

    def handle(self, intent) -> None:
        name = intent.name
        if name == "ui":
            self.nav.handle(intent)
            return
        if self.queue and name in ("select", "confirm", "key", "throw", "cancel", "back",
                                   "next", "prev", "pick"):
            self.skip()
            if name != "back":
                return
        if name == "select":
            self._on_select(intent.pos)
        elif name == "scroll":
            if self.list_rect.collidepoint(self.pointer):
                total = len(self.session.history.moves)
                rows = getattr(self, "list_rows", 1)
                self.list_scroll = max(0, min(total - rows, self.list_scroll + intent.value))
        elif name == "point":
            self.pointer = intent.pos
            self.hover = self.view.target_at(intent.pos) if self.view.rect.collidepoint(
                intent.pos) else None
        elif name == "cancel":
            self._clear_selection()
        elif name == "throw":
            self.throw()
        elif name == "pick":
            self.pick(intent.value)
        elif name == "undo":
            self.undo()
        elif name == "redo":
            self.redo()
        elif name == "rules":
            self.rules()
        elif name == "numbers":
            self.toggle_numbers()
        elif name == "demo" and self.uses_sticks:
            self.toggle_demo()
        elif name in ("next", "prev"):
            self._move_focus(1 if name == "next" else -1)
        elif name == "confirm":
            if self.focus is not None:
                self.click_target(self.focus)
            elif self._can_throw():
                self.throw()
            else:
                self.nav.confirm()
        elif name == "save":
            self.save_as()
        elif name == "back":
            if self.selection is not None:
                self._clear_selection()
            else:
                self.open_menu()

    def _on_select(self, pos) -> None:
        if pos is None:
            return
        self.focus = None
        if self.view.rect.collidepoint(pos) or self.sticks.rect.collidepoint(pos):
            if self._can_throw():
                self.throw()
                return
        if not self.view.rect.collidepoint(pos):
            self._clear_selection()
            return
        target = self.view.target_at(pos)
        if target is None:
            self._clear_selection()
            return
        self.click_target(target)

    def _move_focus(self, step: int) -> None:
        names = self.view.clickable(self.state, self.ui_state())
        if not names:
            self.focus = None
            return
        if self.focus not in names:
            self.focus = names[0] if step > 0 else names[-1]
        else:
            self.focus = names[(names.index(self.focus) + step) % len(names)]

    # -- other actions -----------------------------------------------------------------------
    def toggle_demo(self) -> None:
        self.demo = not self.demo
        self.app._ui_dirty = True

    def toggle_numbers(self) -> None:
        st = self.app.settings
        st.show_numbering = not st.show_numbering
        st.show_circuit = st.show_numbering
        self.app.storage.save_settings(st)
        self.app._ui_dirty = True

    def rules(self) -> None:
        from ludic.app.scenes.rules import RulesScene

        self.skip()
        self.app.push(RulesScene(self.app), level_id=self.session.level.id,
                      options=dict(self.session.game.options))

    def settings(self) -> None:
        from ludic.app.scenes.settings import SettingsScene

        self.skip()
        self.app.push(SettingsScene(self.app))

    # -- the end by agreement (Dra D4, Sig capture C6, Khamousiyya H5) ----------------------
    def offer_agreement(self) -> None:
        """The player to move offers to end the game; the other player answers."""
        from ludic.app.scenes.confirm import ConfirmScene

        self.skip()
        if not self.session.can_agree() or self.queue:
            return
        state = self.state
        outcome = state.agreed_outcome()
        names = self.session.names
        me = state.turn % len(names) if isinstance(state.turn, int) and state.turn >= 0 else 0
        others = [i for i in range(len(names)) if i != me]
        who = " and ".join(names[i] for i in others)
        if self.agree_label() == "Offer a draw":
            title = f"{names[me]} offers a draw"
            text = f"{who}, do you accept? The game ends now as a draw ({outcome.rule})."
        else:
            title = f"{names[me]} offers to end the game"
            result = "as a draw" if outcome.winner is None else \
                f"with {names[outcome.winner]} the winner"
            scores = ", ".join(f"{names[i]} {v}" for i, v in enumerate(outcome.scores)
                               if i < len(names))
            text = (f"{who}, do you accept? The game would end now {result} ({outcome.rule})"
                    + (f": {scores}." if scores else "."))
        self.app.push(ConfirmScene(self.app), ask="agree", title=title, text=text,
                      answers=[("Accept", True), ("Refuse", False)], cancel=False,
                      icons=[(self.view, i) for i in others])

    def _answer_agreement(self, accepted: bool) -> None:
        if not accepted:
            self.message, self.message_bad = (f"The offer is refused: the game goes on. "
                                              f"{self._turn_prompt()}"), False
            return
        if not self.session.can_agree():
            return
        outcome = self.session.agree()
        log.info("game ended by agreement: %s", outcome.reason)
        self._clear_selection()
        self.message, self.message_bad = outcome.reason, False
        self.save()
        self.app._ui_dirty = True

    def open_menu(self) -> None:
        """The in-game menu: back to the game, save it under a name, or the main menu."""
        from ludic.app.scenes.gamemenu import GameMenuScene

        self.skip()
        self.app.push(GameMenuScene(self.app), finished=self.session.outcome is not None)

    def save_as(self) -> None:
        """Save the game under a name (Ctrl+S, or the in-game menu)."""
        from ludic.app.scenes.gamemenu import SaveScene, default_save_name

        self.skip()
        self.app.push(SaveScene(self.app), data=self.session.to_save(),
                      default=default_save_name(self.session.level.name))

    def play_again(self) -> None:
        self.start_session(self.session.next_game())

    def to_menu(self) -> None:
        from ludic.app.scenes.title import TitleScene

        self.skip()
        if self.session.outcome is not None and (self.session.match is None
                                                 or self.session.match.is_over):
            self.app.storage.clear_autosave()
        else:
            self.save()
        self.app.reset(TitleScene(self.app))

    def leave(self) -> None:
        pass

    # -- words -------------------------------------------------------------------------------
    def _turn_prompt(self, state=None) -> str:
        state = state if state is not None else self.state
        outcome = self.session.outcome if state is self.state else state.outcome()
        if outcome is not None:
            return outcome.reason
        who = self.session.names[state.turn % len(self.session.names)]
        if self._sig_again(state):
            return f"Sig! Throw again, {who} (click, Space or the Throw button)."
        if state.is_chance:
            return f"{who}: throw the sticks (click, Space or the Throw button)."
        status = self.view.status(state) if self.view is not None else ""
        return f"{who} to play." + (f" {status}." if status and not status.endswith(".")
                                    else f" {status}" if status else "")

    def _select_prompt(self) -> str:
        return f"{self.selection}: choose where it goes (the highlighted places)."

    def _narrate(self, effects, after=None) -> str:
        texts = [e.text for e in without_repeats(effects) if e.text and e.kind in NARRATED]
        if self._sig_again(after):  # the sig's words, once: the player throws again (K2)
            texts = [t for t in texts if "throw again" not in t.lower()] + ["Sig! Throw again"]
        if not texts:
            return self._turn_prompt(after)
        return _join(texts)

    # -- drawing -----------------------------------------------------------------------------
    def ui_state(self) -> UIState:
        st = self.app.settings
        last: tuple[str, ...] = ()
        h = self.session.history
        if h.cursor > 0:
            for i in range(h.cursor - 1, -1, -1):
                if not h.states[i].is_chance:
                    last = self.view.move_targets(h.moves[i])
                    break
        return UIState(selection=self.selection, targets=self.targets, hover=self.hover,
                       focus=self.focus, last_move=h.moves[h.cursor - 1] if h.cursor else None,
                       last_targets=last, show_numbering=st.show_numbering,
                       show_circuit=st.show_circuit, player_names=tuple(self.session.names),
                       scale=self.scale)

    def shown(self) -> tuple[Any, Timeline | None, Timeline | None]:
        """The state to draw, the board timeline and the sticks timeline running now."""
        if not self.queue:
            return self.state, None, None
        step = self.queue[0]
        if not step.started:
            return step.before, None, None
        if step.sticks is not None and not step.sticks.done:
            return step.before, None, step.sticks
        return step.after, step.board, None

    def chrome(self) -> pygame.Surface:
        """Everything that does not change between moves (table, header, panel), drawn once
        per window size: each frame then starts with one blit."""
        from ludic.app.scenes.common import draw_band, draw_table

        key = (self.rect.size, self.scale, self.session.level.id)
        if getattr(self, "_chrome_key", None) != key:
            s = self.scale
            img = pygame.Surface(self.rect.size).convert()
            draw_table(img, self.app.assets)
            bar = pygame.Rect(0, 0, self.panel.x, self.header_h)
            pygame.draw.rect(img, theme.INDIGO_DARK, bar)
            draw_band(img, self.app.assets, bar.bottom, max(4, round(10 * s)), self.panel.x)
            self._draw_header(img, bar)
            p = self.panel
            pygame.draw.rect(img, theme.PANEL, p)
            pygame.draw.line(img, theme.PANEL_EDGE, p.topleft, p.bottomleft,
                             max(2, round(3 * s)))
            pygame.draw.rect(img, theme.INDIGO_DARK, pygame.Rect(p.x, 0, p.width,
                                                                  self.header_h))
            self._chrome, self._chrome_key = img, key
        return self._chrome

    def _draw_header(self, img: pygame.Surface, bar: pygame.Rect) -> None:
        """The game's name on the left of the bar, its people and place in the room left on
        the right: the full line if it fits, else a shorter wording, never over the name."""
        s = self.scale
        lv = self.session.level
        pad = round(16 * s)
        size = theme.fit_size(lv.name, bar.width // 2, round(26 * s), bold=True)
        name = theme.draw_text(img, lv.name, (pad, bar.centery), size, theme.CREAM,
                               bold=True, anchor="midleft")
        room = bar.right - pad - (name.right + round(32 * s))
        text, fs = header_line(lv.people, lv.place, room, round(16 * s), round(13 * s))
        theme.draw_text(img, text, (bar.right - pad, bar.centery), fs, theme.SAND,
                        anchor="midright")

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        surface.blit(self.chrome(), (0, 0))
        state, board_anim, sticks_anim = self.shown()
        self._draw_board(surface, state, board_anim)
        self._draw_message(surface)
        self._draw_panel(surface, state)
        if self.uses_sticks:
            self.sticks.draw(surface, sticks_anim, s, self._sticks_idle())
        self.nav.draw(surface, s)

    def _sticks_idle(self) -> str:
        return "" if self.session.outcome is not None else "Throw the sticks"

    def _draw_board(self, surface: pygame.Surface, state, board_anim) -> None:
        self.view.sync(state)
        ui = self.ui_state()
        if board_anim is not None:
            ui = ui.with_(anim=board_anim, selection=None, targets=frozenset())
        self.view.draw(surface, state, ui)
        if board_anim is not None:
            board_anim.draw(surface)

    # -- dirty rectangles: while an animation plays, only what moves is redrawn -----------
    def _still_key(self) -> tuple:
        """Everything drawn outside the board, the message bar and the sticks: while it stays
        the same, a frame redraws those three alone."""
        step = self.queue[0] if self.queue else None
        state, board_anim, sticks_anim = self.shown()
        return (id(step), id(state), board_anim is None, sticks_anim is None,
                self._enabled_sig, self._ui_sig, self.selection, self.focus, self.hover,
                self.list_scroll, self.over_shown_at, self.nav.index, self.rect.size)

    def dirty_rects(self) -> list[pygame.Rect] | None:
        if not self.queue or self.view is None:
            return None
        key = self._still_key()
        if key != getattr(self, "_last_still", None):
            self._last_still = key
            return None  # something else changed too: one whole frame
        rects = [self.board_dirty, pygame.Rect(self.message_rect)]
        if self.uses_sticks and self.sticks.rect.width > 0:
            rects.append(pygame.Rect(self.sticks.rect))
        return rects

    def draw_dirty(self, surface: pygame.Surface, rects: list[pygame.Rect]) -> None:
        """The board (with the animation), the message bar and the sticks tray, each over
        its piece of the still background, each clipped to its rect."""
        chrome = self.chrome()
        state, board_anim, sticks_anim = self.shown()
        for r in rects:
            surface.set_clip(r)
            surface.blit(chrome, r, area=r)
            if r == self.board_dirty:
                self._draw_board(surface, state, board_anim)
            elif r == self.message_rect:
                self._draw_message(surface)
            elif r == self.sticks.rect:
                self.sticks.draw(surface, sticks_anim, self.scale, self._sticks_idle())
        surface.set_clip(None)

    def _draw_message(self, surface: pygame.Surface) -> None:
        s = self.scale
        r = self.message_rect
        message = self.message
        step = self.queue[0] if self.queue else None
        if step is not None and step.sticks is not None and not step.sticks.done:
            # the throw is told once the sticks have landed, never before
            who = self.session.names[step.before.turn % len(self.session.names)]
            message = f"{who} throws the sticks…"
        if not message:
            return
        fill = (252, 228, 214) if self.message_bad else theme.PANEL
        edge = theme.REFUSED if self.message_bad else theme.PANEL_EDGE
        theme.rounded_panel(surface, r, fill=fill, edge=edge, radius=round(10 * s),
                            shadow=False)
        size = theme.fit_size(message, r.width - round(24 * s), round(20 * s),
                              bold=self.message_bad)
        theme.draw_text(surface, message, (r.x + round(12 * s), r.centery), size,
                        theme.REFUSED if self.message_bad else theme.INK,
                        bold=self.message_bad, anchor="midleft")

    def _draw_panel(self, surface: pygame.Surface, state) -> None:
        s = self.scale
        p = self.panel
        top = pygame.Rect(p.x, 0, p.width, self.header_h)
        outcome = self.session.outcome if state is self.state else state.outcome()
        if outcome is not None:
            head = "Game over"
        elif state.is_chance:
            head = "Throw the sticks"
        else:
            head = self.view.status(state) or "Your move"
        fs = theme.fit_size(head, p.width - round(24 * s), round(22 * s), bold=True)
        theme.draw_text(surface, head, (p.centerx, top.centery), fs, theme.CREAM, bold=True,
                        anchor="center")
        r = self.players_rect
        line = round(30 * s)
        match = self.session.match
        names = self.session.names
        for i, name in enumerate(names):
            y = r.y + i * line
            mine = outcome is None and state.turn == i
            if mine:
                hl = pygame.Rect(r.x - round(4 * s), y, r.width + round(8 * s), line)
                pygame.draw.rect(surface, theme.SAND_DARK, hl, border_radius=round(8 * s))
            chip = pygame.Rect(0, 0, round(26 * s), round(26 * s))
            chip.center = (r.x + round(12 * s), y + line // 2)
            icon = seat_icon(self.view, i, chip.width)
            surface.blit(icon, icon.get_rect(center=chip.center))
            label = name
            if mine:
                tip = (r.right - round(40 * s), y + line // 2)
                k = round(7 * s)
                pygame.draw.polygon(surface, theme.TERRACOTTA, [
                    (tip[0] - k, tip[1]), (tip[0] + k, tip[1] - k), (tip[0] + k, tip[1] + k)])
            size = theme.fit_size(label, r.width - round(90 * s), round(20 * s), bold=mine)
            theme.draw_text(surface, label, (r.x + round(28 * s), y + line // 2), size,
                            theme.INK, bold=mine, anchor="midleft")
            if match is not None:
                theme.draw_text(surface, str(match.scores[i]), (r.right, y + line // 2),
                                round(20 * s), theme.TERRACOTTA_DARK, bold=True,
                                anchor="midright")
        info_y = r.y + len(names) * line + round(4 * s)
        for k, (text, fs) in enumerate(self.info_rows_for(self.panel_lines(state))):
            theme.draw_text(surface, text, (r.x, info_y + k * self.info_step), fs,
                            theme.TEXT_SOFT)
        self._draw_movelist(surface)

    def panel_lines(self, state) -> list[str]:
        """The lines under the players: the match (which game), then the view's side info."""
        lines = []
        match = self.session.match
        if match is not None:
            target = f" to {match.target}" if match.target else ""
            number = match.games_played + (0 if self.session.recorded else 1)
            lines.append(f"Match{target}: game {number}")
        try:
            lines += [str(x) for x in self.view.side_info(state) if x][:4]
        except Exception:  # noqa: BLE001
            log.exception("side_info")
        return lines

    def info_rows_for(self, lines: list[str]) -> list[tuple[str, int]]:
        """``lines`` set in the rows under the players: each at its full size if it fits, a
        long one on two rows while rows are spare, else smaller, and cut as a last resort."""
        s = self.scale
        width = self.players_rect.width
        size, small = round(16 * s), round(13 * s)
        rows: list[tuple[str, int]] = []
        for i, text in enumerate(lines):
            room = self.info_rows - len(rows)
            if room <= 0:
                break
            later = len(lines) - i - 1  # rows the next lines need
            if theme.font(size).size(text)[0] <= width:
                rows.append((text, size))
                continue
            if room - later >= 2:
                wrapped = theme.wrap(text, size, width)
                if len(wrapped) == 2:
                    rows += [(w, size) for w in wrapped]
                    continue
            fs = theme.fit_size(text, width, size, minimum=small)
            rows.append((_ellipsis(text, fs, width), fs))
        return rows

    def _draw_movelist(self, surface: pygame.Surface) -> None:
        s = self.scale
        r = self.list_rect
        if r.height < round(40 * s):
            return
        theme.draw_text(surface, "Moves", (r.x, self.movelist_title_y), round(16 * s),
                        theme.TEXT_SOFT, bold=True)
        pygame.draw.rect(surface, theme.CREAM, r, border_radius=round(8 * s))
        pygame.draw.rect(surface, theme.PANEL_EDGE, r, max(1, round(2 * s)),
                         border_radius=round(8 * s))
        entries = self.movelist_entries()
        size = round(17 * s)
        line = round(size * 1.45)
        rows = max(1, (r.height - round(12 * s)) // line)
        self.list_rows = rows
        end = max(0, len(entries) - self.list_scroll)
        shown = entries[max(0, end - rows):end]
        y = r.y + round(6 * s)
        if not entries:
            theme.draw_text(surface, "No moves yet.", (r.x + round(10 * s), y), size,
                            theme.TEXT_SOFT, italic=True)
        icon_size = round(size * 1.1)
        for number, text, undone, seat in shown:
            color = (156, 140, 120) if undone else theme.INK
            if number:
                theme.draw_text(surface, number, (r.x + round(44 * s), y), size, color,
                                anchor="topright")
            x = r.x + round(52 * s)
            if seat is not None:
                icon = seat_icon(self.view, seat, icon_size)
                if undone:
                    icon = icon.copy()
                    icon.set_alpha(110)
                surface.blit(icon, icon.get_rect(midleft=(x, y + line // 2 - round(2 * s))))
                x += icon_size + round(6 * s)
            width = r.right - round(8 * s) - x
            text = theme.ellipsis(text, size, width, bool(number) and not undone)
            theme.draw_text(surface, text, (x, y), size, color,
                            bold=bool(number) and not undone)
            y += line
        if end - rows > 0 or self.list_scroll:  # on the title's line, clear of the moves
            theme.draw_text(surface, "scroll for more", (r.right - round(4 * s), self.movelist_title_y + round(2 * s)),
                            round(13 * s), theme.TEXT_SOFT, anchor="topright", italic=True)
