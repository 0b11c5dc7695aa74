"""The game scene itself: its life on the stack, playing moves, undo and redo.

It holds the pieces the other modules of :mod:`ludic.app.scenes.game` work on (the session,
the board view, the seats, the animation queue, the selection and the message) and ties
them together; geometry, drawing, the panel, the buttons, the input (:mod:`input`), the
computer's turn (:mod:`computer`), the hint (:mod:`hint`), the end by agreement
(:mod:`offer`) and the next game (:mod:`match`) live in their own modules.

* Every change of position goes through :class:`~ludic.app.history.History` and is queued as
  an animation step built from the model's effects; a click or a key skips it.
* When the board is idle, a forced move the view knows is played by itself, a follow-up
  throw is thrown, and otherwise the seat's controller (:mod:`ludic.app.seats`) is asked for
  the decision: a person's come from clicks, anything else's from ``decide``.
* A refused click shows a short reason with the rule number.
* After each move the game is autosaved; at the end the game-over panel is pushed.
* Other scenes (rules, settings, menus, the game-over panel) are opened by name.
"""

from __future__ import annotations

import logging
import re
from typing import Any

import pygame

from ludic.app.boards import STICK_GAMES, make_view
from ludic.app import theme
from ludic.app.boards.base import Click, UIState
from ludic.app.scene import Scene
from ludic.app.scenes.common import ButtonNav
from ludic.app.scenes.game import layout as game_layout

from ludic.i18n import (N_, Joined, Text, Typed, _, set_players,
                        tr)
from ludic.app.scenes.game import (computer, hint as hints, input as game_input, match,
                                   offer as offers, words)
from ludic.app.scenes.game.animation import AnimationQueue, Step
from ludic.app.scenes.game.buttons import GameButtons
from ludic.app.scenes.game.drawing import GameDrawing
from ludic.app.scenes.game.hint import Hint, HintSearch
from ludic.app.scenes.game.offer import OfferSearch
from ludic.app.scenes.game.panel import Panel
from ludic.app.scenes.game.watch import Watch
from ludic.app.seats import Seats
from ludic.app.session import Session, Setup
from ludic.app.sticks_view import SticksView, without_repeats
from ludic.model.protocol import EffectKind, Transition

log = logging.getLogger(__name__)


#: A rule number cited in a message: "(C4)", "(S5, K2)" -> C4, S5 (the first is opened).
RULE_CITED = re.compile(r"\(([A-Z]{1,2}\d+)\b")

#: How long the message bar tells first that the game could not be saved (seconds).
ALERT_SECONDS = 6.0


class _MoveLine(Text):
    """The move list's line of move ``index`` inside a message, worded again in the language
    in force each time it is shown (as the list itself is)."""

    def __new__(cls, panel, index: int) -> "_MoveLine":
        self = super().__new__(cls, "{line}", line=cls._line(panel, index))
        self.panel, self.index = panel, index
        return self

    @staticmethod
    def _line(panel, index: int) -> str:
        try:
            return " ".join(panel.entries()[index][1].split())  # the list's two spaces: one
        except (IndexError, TypeError):
            return ""

    def translated(self) -> str:
        return self._line(self.panel, self.index)

    def __reduce__(self):
        return (str, (str(self),))


class GameScene(Scene):
    name = "game"
    #: Whether a throw can be made here: not in a review, which steps through the throws
    #: made (its tray at rest said "Click the sticks to throw", and a click threw nothing).
    throws_here = True
    #: Whether the game shown is looked back on (a review), not played: the board and the
    #: heading tell what the player to move did there, not what they are to do now
    #: (``UIState.looking_back``, ``BoardView.review_status``).
    looking_back = False

    def __init__(self, app) -> None:
        super().__init__(app)
        self.session: Session | None = None
        self.view = None
        #: the bar's words while a piece is chosen ("D2: choose where it goes..."), taken
        #: back with the choice (:meth:`_clear_selection`)
        self._asks_where = None
        self.geo: game_layout.GameLayout | None = None
        self.sticks = SticksView(app.assets)
        self.nav = ButtonNav()
        self.anim = AnimationQueue(self.sticks, app.sound.play, self.anim_speed, self._say)
        self.seats = Seats([])
        self.watch = Watch(app.settings.watch_speed)
        self.pending: tuple[Any, Any] | None = None  # (state, decision) held for the pace
        self.hint: Hint | None = None
        self.hint_search: HintSearch | None = None
        self.offer_search: OfferSearch | None = None  # an offer the computer is answering
        #: The computer offered a draw and a person's answer is awaited (the dialog is up):
        #: the computer does not move meanwhile.
        self.computer_offered = False
        self.clock = 0.0  # seconds shown (the thinking sign's dots)
        self.panel = Panel(self)
        self.buttons = GameButtons(self)
        # the rows of the bottom block and of the tools (GameButtons.plan: more where long
        # words need them), the layout's ``rows``
        self.button_rows = (2, 1)
        self.drawing = GameDrawing(self)
        self.selection: str | None = None
        self.targets: frozenset[str] = frozenset()
        self.hover: str | None = None
        self.focus: str | None = None
        self.message = ""
        self.message_bad = False
        self.demo = False
        #: The panels (language, text size, window size) whose row of tools cannot hold the
        #: race's Teacher beside the Watch's controls (:meth:`teacher_in_tools`).
        self.teacher_apart: set = set()
        #: The panels (as :meth:`panel_key`) that take the width the board leaves, for their
        #: buttons' words, each with the width those words lack (:meth:`GameButtons.plan`,
        #: ``layout.compute``'s ``widen``).
        self.widened: dict = {}
        self.over_shown_at: int | None = None
        self.pointer = (0, 0)
        #: The autosave problem the player was told of ("" while saving works): the sign in
        #: the header shows it until an autosave works again.
        self.save_problem = ""
        #: What the message bar says first, for ``alert_left`` more seconds (a failed
        #: autosave: the narration of the moves must not hide it at once).
        self.alert = ""
        self.alert_left = 0.0

    @property
    def badge(self) -> str:
        """A word the header shows after the game's name ("" for none; a review's "Review")."""
        return ""

    @property
    def queue(self) -> list[Step]:
        """The animation steps waiting or playing (the first one plays)."""
        return self.anim.steps

    def _say(self, text: str) -> None:
        self.message, self.message_bad = text, False

    def anim_speed(self) -> float:
        """The speed setting, times the Watch speed in a game with a computer seat."""
        speed = self.app.settings.anim_speed
        return speed * self.watch.speed if self.seats.any_computer else speed

    # -- life ------------------------------------------------------------------------------
    def enter(self, session: Session, opening: bool = True, **data) -> None:
        self.start_session(session, opening=opening and not session.history.moves)

    def start_session(self, session: Session, opening: bool = True) -> None:
        """Show ``session`` (a new game, a loaded one, the next of a match); ``opening``
        plays the opening the rules prescribe (Isolo I2) before the first move."""
        self.seats.close()
        self._drop_hint()
        self.pending = None
        self.computer_offered = False
        self.session = session
        # every seat value of the model's messages is shown as its player's name from now on
        set_players(session.game.player_names, session.names)
        self.view = make_view(session.game, self.app.assets)
        self.view.looking_back = self.looking_back
        self.anim.view, self.anim.game_name = self.view, session.level.game
        self.seats = self.make_seats(session)
        self.watch.restart()
        session.decides = self.decides
        session.history.decides = self.decides
        self.queue.clear()
        self.show_kept_throw()  # a game continued after a throw shows it, as after an undo
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
                    self.anim.add(Step(self.state, self.state, effects, board=tl,
                                       opening=True))
        self.app._ui_dirty = True
        self.save()

    def make_seats(self, session: Session) -> Seats:
        """The controllers of ``session``'s seats: a person, or the computer at a strength."""
        return Seats.for_game(session.computers, session.seed, past=self._past)

    def _past(self) -> list:
        """The positions played before the one shown (the computer's searches know them:
        :class:`ludic.app.seats.SharedThinker`)."""
        h = self.session.history if self.session is not None else None
        return h.states[:h.cursor] if h is not None else []

    def seat_kind(self, seat: int) -> tuple[str, str]:
        """("person" or "computer", the strength's name for players or "") of ``seat``."""
        c = self.seats[seat] if seat < len(self.seats) else None
        if c is None or not getattr(c, "automatic", False):
            return "person", ""
        strength = getattr(c, "strength", "")
        if strength and self.session.game.has_choices:  # no choices: no strength to name
            from ludic.ai import strength_label

            return c.kind, strength_label(strength)
        return c.kind, ""

    def take_over(self, seat: int) -> None:
        """The teacher takes ``seat`` from the computer, or gives it to the computer
        (:func:`computer.take_over`)."""
        computer.take_over(self, seat)

    def ask_take_over(self, seat: int) -> None:
        """A click on a player's name (:func:`computer.ask_take_over`)."""
        computer.ask_take_over(self, seat)

    def take_over_to_move(self) -> None:
        """C: the seat to move (:func:`computer.take_over_to_move`)."""
        computer.take_over_to_move(self)

    def start_position(self, level_id: str, notation: str, options: dict | None = None,
                       names: list[str] | None = None) -> None:
        """Show a game of ``level_id`` that starts from the position ``notation`` (no
        opening): a teacher's set position, a test's."""
        setup = Setup(level_id, dict(options or {}), None, list(names or []), 0)
        self.start_session(Session.from_position(setup, notation), opening=False)

    def decides(self, state) -> bool:
        """Is ``state`` a player's decision (undo goes back to these, redo stops at them)?
        Not the end, not a forced move the view plays by itself; with people at the table,
        only a person's. Not a throw either, except in a game of throws only (the Sig race,
        S3), whose only act is a throw: there a throw a person makes (not a follow-up, thrown
        by itself) is where Undo goes back to. Undo stepped back one throw there, the
        computer's, which it threw again at once: Undo seemed to do nothing."""
        if state.outcome() is not None:
            return False
        if not self.seats.any_person or self.seats.by_hand(state):
            if state.is_chance:
                return bool(getattr(self.view, "throws_only", False)) \
                    and not self._follow_up(state)
            return self.view is None or self.view.auto_move(state) is None
        return False

    _decides = decides  # the name the first view tests used

    @property
    def state(self):
        return self.session.history.state

    @property
    def uses_sticks(self) -> bool:
        return bool(getattr(self.view, "uses_sticks", False)) or \
            self.session.level.game in STICK_GAMES

    def resume(self, **data) -> None:
        # back on top: a review (a game scene of its own) forgot the names when it left
        set_players(self.session.game.player_names, self.session.names)
        if data.get("ask") == "agree":
            offers.answered(self, bool(data.get("answer")))
        elif data.get("ask") == "offer":
            if data.get("answer") == "offer" and self.session.can_agree() \
                    and self.session.under_way() and not self.queue \
                    and self.offer_search is None:
                offers.make_offer(self, self.agree_label() == _("Offer a draw"))
        elif data.get("ask") == "new_match":
            if data.get("answer") == "new_game":
                match.setup_new_game(self)
            elif data.get("answer") == "change_players":
                match.setup_change_players(self)
        elif data.get("ask") == "seat":
            seat = data.get("answer")
            if isinstance(seat, int) and seat >= 0 and self.seats[seat].by_hand:
                self.take_over(seat)
        elif data.get("save"):
            self.save_as()
        elif data.get("saved"):
            self.message, self.message_bad = Text(N_("Saved as “{name}”."), name=Typed(
                str(data.get("name")))), False
        elif data.get("play_again"):
            self.play_again()
        elif data.get("menu"):
            self.to_menu()
        elif data.get("new_game"):
            self.new_game()
        elif data.get("change_players"):
            self.change_players()
        elif data.get("undo"):
            self.undo()
        elif data.get("review"):
            self.review()
        elif data.get("keep"):
            self.keep()
        self.app._ui_dirty = True

    def save(self, now: bool = False) -> None:
        """Autosave (on the background writer: the frame never waits for the disk; ``now``
        writes it on this thread before going on)."""
        if self.session is None:
            return
        if now:
            self.app.storage.save_autosave_now(self.session.to_save())
        else:
            self.app.storage.autosave_later(self.session.to_save())

    def _watch_saving(self) -> None:
        """Tell the player at once when autosaving starts failing (the message bar, and the
        sign in the header that stays while it fails), and when it works again."""
        problem = self.app.storage.autosave_problem
        if problem == self.save_problem:
            return
        if problem and not self.save_problem:
            self.alert = _("Your game could not be saved: {problem}. Play on: Ludic tries "
                           "again after every move.").format(problem=tr(problem))
            self.alert_left = ALERT_SECONDS
        elif not problem:
            self.alert, self.alert_left = "", 0.0
            self.message, self.message_bad = Text(N_(
                "Saving works again: your game is saved.")), False
        self.save_problem = problem

    def leave(self) -> None:
        """Popped or replaced (the main menu, a loaded game): the computer stops at once."""
        set_players()
        self._drop_hint()
        self.seats.close()

    def close(self) -> None:
        """The app quits: end the computer's worker process."""
        self.leave()

    # -- geometry and GUI --------------------------------------------------------------------
    def layout(self, size) -> None:
        super().layout(size)
        if self.view is None:
            return
        self.geo = self._compute(size)
        if game_layout.info_asked(self.info_wanted()) \
                != game_layout.info_asked(self.geo.info_lines):
            # a line of side information too long for one row asks two, counted in the
            # players' width, which the number of rows does not change (once is enough)
            self.geo = self._compute(size)
        self.view.layout(self.geo.board)
        self.sticks.layout(self.geo.sticks)

    def _compute(self, size) -> game_layout.GameLayout:
        """The layout for a window of ``size`` from the game's facts as they are now."""
        return game_layout.compute(
            size, self.scale, players=self.session.game.num_players,
            uses_sticks=self.uses_sticks, aspect=getattr(self.view, "aspect", 1.0),
            info_lines=self.info_wanted(), tools=self.has_tools(),
            demo_row=self._layout_facts()[1], rows=self.button_rows,
            list_keep=self.panel.height_for(3), list_row=self.panel.row_height(),
            widen=self.widened.get(self.panel_key(), False),
            actions=not getattr(self.view, "throws_only", False),
            needs=self._row_needs())

    def _row_needs(self) -> dict:
        """The heights the Throw and Teacher rows' words need (:meth:`GameButtons.row_needs`);
        none for the review's buttons, which have no such rows."""
        row_needs = getattr(self.buttons, "row_needs", None)
        return row_needs(getattr(self.app, "gui", None)) if row_needs else {}

    def has_tools(self) -> bool:
        """Whether the panel has its row of tools: Hint, and the Watch's Pause, Step and
        Speed with a computer seat. A race of people has none: it has no decision (S3), so
        a hint has nothing to choose, and its disabled button took the move list's fourth
        row with six players at 1024x600 in extra large text. A seat handed to the computer
        brings the row back (:meth:`build_ui` lays the panel out again)."""
        return not (getattr(self.view, "throws_only", False) and not self.seats.any_computer)

    def teacher_in_tools(self) -> bool:
        """Whether the Teacher toggle is in the row of tools, in the Hint's place: a race
        with a computer seat, where the Hint has nothing to choose (S3) and was a disabled
        button in that row while the Teacher had a row of its own under the Throw button.
        The row of picks 0-6 is there only while the teacher picks: the move list gets the
        rest of the time (two rows of throws at 1280x720 in extra large text with four
        seats, three at 1024x600 with six). Where the row cannot hold the four words even
        at the smallest legible size (French at 1024x600: 'Enseignant', 'Continuer', 'Pas à
        pas'), the Teacher keeps its own row (:meth:`panel_key` in ``teacher_apart``)."""
        return getattr(self.view, "throws_only", False) and self.has_tools() \
            and self.panel_key() not in self.teacher_apart

    def panel_key(self) -> tuple:
        """What the panel's words' room depends on: the language, the text size and the
        window's size."""
        from ludic.i18n import language

        return language(), theme.text_factor(), tuple(self.app.size)

    def _layout_facts(self) -> tuple[bool, bool]:
        """The facts of the game that change the panel's rows while it is played: the row of
        tools (a seat handed to the computer or taken back) and the Teacher's row (the race's
        picks)."""
        return self.has_tools(), self.uses_sticks and not (self.teacher_in_tools()
                                                           and not self.demo)

    def info_wanted(self) -> int:
        """How many lines of side information the panel lays out room for: those the
        position shown has (:meth:`Panel.line_count`). Counted at every layout, and a change
        of the rows they ask for lays the panel out again (:meth:`build_ui`): Dra's "In
        hand" line went with the placement (D2), but its row stayed in the game played on
        from it, "Agree to end (D4)" 17 px lower than in the same position continued from
        its autosave. A line too long for one row at its full size asks two, in the
        players' width once laid out (:meth:`Panel.line_count`)."""
        return self.panel.line_count(self.state, self._players_width())

    def _players_width(self) -> int | None:
        """The width the lines of side information have (None before the first layout)."""
        return self.geo.players_rect.width if self.geo is not None else None

    @property
    def info_rows(self) -> int:
        return self.geo.info_rows

    def build_ui(self, manager, active: bool) -> None:
        if self.geo is not None and self.view is not None \
                and (((self.geo.tools_rect.height > 0),
                      self.geo.demo_rect is not None) != self._layout_facts()
                     or game_layout.info_asked(self.geo.info_lines)
                     != game_layout.info_asked(self.info_wanted())):
            # a seat went to the computer, or came back; the race's teacher picks, or stops;
            # a line of side information came or went (Dra's pieces in hand, D2)
            self.layout(self.app.size)
        self.buttons.build(manager, active)

    def _sync_buttons(self) -> None:
        self.buttons.sync()

    def agree_label(self) -> str:
        return self.buttons.agree_label()

    # -- drawing (:mod:`drawing`, :mod:`panel`) -------------------------------------------------
    def ui_state(self) -> UIState:
        st = self.app.settings
        h = self.session.history
        last, effects = self.last_turn()
        return UIState(selection=self.selection, targets=self.targets, hover=self.hover,
                       focus=self.focus, last_move=h.moves[h.cursor - 1] if h.cursor else None,
                       last_targets=last, last_effects=effects, named=self.named_places(),
                       show_numbering=st.show_numbering,
                       show_circuit=st.show_circuit, player_names=tuple(self.session.names),
                       scale=self.scale, ended=self.session.outcome is not None,
                       legal_marks=self.seats.by_hand(self.state)
                       and self.session.outcome is None, looking_back=self.looking_back)

    def named_places(self) -> tuple[str, ...]:
        """The board's places the message bar names now (none while an alert covers it); with
        the pointer on a row of the move list, the places that move named as it was played
        ("South moves C5-C4 · captures North's piece on C3"): the list's "North  C5-C4,
        takes C3" named squares a player with the numbering hidden could not find, and a
        board that writes the names the bar gives (Khamousiyya's margin, Isolo's letters,
        Dra's holes) now writes that row's while it is pointed at."""
        if self.alert:
            return ()
        h = self.session.history
        row = self.panel.row_at(self.pointer) if not self.queue else None
        if row is not None and row < len(h.effects):
            told = [e.text for e in h.effects[row] if e.text]
            found = words.named_places(Joined(told), self.view.cells) if told else ()
            if found:
                return found
        if not self.message:
            return ()
        return words.named_places(self.message, self.view.cells)

    def last_turn_targets(self) -> tuple[str, ...]:
        """The squares of the last turn, ringed on the board (:meth:`last_turn`)."""
        return self.last_turn()[0]

    def last_turn(self) -> tuple[tuple[str, ...], tuple]:
        """The squares of the last turn, ringed on the board, and the effects of its moves
        (:meth:`BoardView.last_turn`: every move of the player who moved last, so that
        after the computer's line and removal in Dra the board shows the piece that made
        the line and where from, not only the hole of the piece removed)."""
        h = self.session.history
        _, squares, effects = self.view.last_turn(
            (h.states[i], h.moves[i], tuple(h.effects[i]) if i < len(h.effects) else ())
            for i in range(h.cursor - 1, -1, -1))
        return squares, effects

    def shown(self):
        """The state to draw, the board timeline and the sticks timeline running now."""
        return self.anim.shown(self.state)

    def still_key(self) -> tuple:
        """What else is drawn outside the board, message bar and sticks that may change
        while an animation plays (a frame that changes it is drawn whole)."""
        return ()

    def draw(self, surface: pygame.Surface) -> None:
        self.drawing.draw(surface)

    def dirty_rects(self) -> list[pygame.Rect] | None:
        return self.drawing.dirty_rects()

    def draw_dirty(self, surface: pygame.Surface, rects: list[pygame.Rect]) -> None:
        self.drawing.draw_dirty(surface, rects)

    def panel_lines(self, state) -> list[str]:
        return self.panel.lines(state)

    def info_rows_for(self, lines: list[str]) -> list[tuple[str, int]]:
        return self.panel.rows_for(lines)

    def movelist_entries(self) -> list[tuple[str, str, bool, int | None]]:
        return self.panel.entries()

    # -- playing ---------------------------------------------------------------------------
    def can_throw(self) -> bool:
        """May a person throw now (a chance node of a seat played by hand, nothing moving)?"""
        return (not self.queue and self.state.is_chance and self.session.outcome is None
                and self.seats.by_hand(self.state))

    def by_hand(self) -> bool:
        """Does the board take a person's moves now? If not, say whose turn it is."""
        if self.seats.by_hand(self.state) or self.session.outcome is not None:
            return True
        self.message, self.message_bad = self._turn_prompt(), False
        return False

    def play_by_hand(self, move) -> None:
        """A person's move (a click, a button): refused while the computer has the turn."""
        if self.by_hand():
            self.play(move)

    _can_throw = can_throw

    def teacher_throws(self) -> bool:
        """May the teacher throw now, in Teacher mode, for whoever plays the seat (a chance
        node, nothing moving)? A computer's throw waits for the teacher's pick as a
        person's does: it threw at random, the keys 0-6 doing nothing (the Help says the
        teacher picks each throw)."""
        return (self.demo and not self.queue and self.state.is_chance
                and self.session.outcome is None)

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
        if not (self.can_throw() or self.teacher_throws()):
            return
        before = self.state
        pick = None
        if choose is not None:
            pick = next((m for m in before.legal_moves() if str(m) == str(choose)), None)
            if pick is None:  # 7, 8, 9: no throw has that many polished sides up
                # (a teacher's 7 on the number pad threw at random, and a throw is history)
                self.message, self.message_bad = Text(N_(
                    "Teacher mode: pick the throw (0 to 6), or press Random throw.")), True
                return
        self._throw(pick)

    def _throw(self, pick=None) -> None:
        before = self.state
        transition = self.session.history.throw(self.app.rng, pick)
        # A throw is history: it is on the disk before anything shows it, so a kill now can
        # never make it be thrown again on Continue (Sig follow-up throws too).
        self.save(now=True)
        self.after_move(before, transition, saved=True)

    def pick(self, k: int) -> None:
        if self.teacher_throws():
            self.throw(k)

    def ask_throw(self) -> None:
        """A person asks for a throw (Space, T, Enter, a click on the sticks). In Teacher mode
        only the teacher's pick throws (0-6) or the Random throw button: a stray key or click
        during a demonstration never throws at random."""
        if not (self.can_throw() or self.teacher_throws()):
            if (self.uses_sticks and not self.queue and self.session.outcome is None
                    and not self.state.is_chance and self.seats.by_hand(self.state)):
                # Space after "Sig! 1 and throw again" (C4: the step comes first) did
                # nothing and said nothing
                self.message, self.message_bad = Text(N_(
                    "No throw now: first move a piece by the count thrown.")), False
            return
        if self.demo:
            self.message, self.message_bad = Text(N_(
                "Teacher mode: pick the throw (0 to 6), or press Random throw.")), False
            return
        self.throw()

    def random_throw(self) -> None:
        """The Throw button: at random, also in Teacher mode (the teacher chose it)."""
        self.throw()

    def after_move(self, before, transition: Transition, animate: bool = True,
                   saved: bool = False) -> None:
        self._clear_selection()
        self._drop_hint()
        self.pending = None
        self.watch.restart()
        self.panel.list_scroll = 0
        step = self.queue_step(before, transition)
        self.message, self.message_bad = step.neutral, False  # the end is told as it plays
        if not saved:
            self.save()
        self._sync_buttons()

    def queue_step(self, before, transition: Transition, index: int | None = None) -> Step:
        """The animation of ``transition`` from ``before`` queued, with its words: the move
        that leads to position ``index`` of the history (by default the cursor's, the move
        just played). Redo queues several moves at once, the cursor already past them all:
        each names its own index, or every step's "... plays f5…" named the last one."""
        after, effects = transition.state, self.told_effects(before, transition.effects)
        throw = next((e.count for e in effects if e.kind == EffectKind.THROW), None)
        if index is None:
            index = self.session.history.cursor
        who = words.who(self.session, before)
        move = self.session.history.moves[index - 1] if index else ""
        if throw is not None:
            neutral = Text(N_("{name} throws the sticks…"), name=who)
        elif not move or self.view.move_targets(move):
            # Isolo's hole l as the board writes it: before the ellipsis the bar drew "plays
            # l…" as a plain bar, the capital I's shape (theme.tell_l_from_i leaves "l…" be)
            neutral = Text(N_("{name} plays {move}…"), name=who,
                           move=theme.tell_l_from_i(str(move)))
        else:  # a move without a square says what it does: not "plays hajeb…"
            neutral = Text(N_("{name}: {what}…"), name=who, what=self.view.move_words(move))
        texts = words.told(effects, after, self.seats.by_hand(after))
        summary = self.view.move_summary(who, move, effects) if (
            texts and move and throw is None and who) else None
        if summary is not None:  # who did what, then how it ended (an Isolo sowing)
            texts = [summary] + texts[-1:]
        if throw is not None or not move or not who:
            played = None
        elif self.view.move_targets(move):
            played = Text(N_("{name} played {move}."), name=who, move=str(move))
        else:
            played = Text(N_("{name}: {what}."), name=who, what=self.view.move_words(move))
        # a move its effects say nothing of ends on the turn's prompt as it is when it lands
        # (the Watch may have been paused or stepped meanwhile: "Paused", not "thinking…")
        message = words.join_texts(texts) if texts else (
            lambda: self._landed_prompt(after, played))
        if throw is not None and texts and who:
            # the thrower named, as the move list does ("Amina throws 3: no move"): "3 points,
            # no sig power (K2)" alone did not say whose throw it was (the computer's, in a
            # game against it, went by under the person's eyes as if it were theirs)
            count = next((e.text for e in without_repeats(effects)
                          if e.kind == EffectKind.COUNT and e.text), None)
            if count is not None and count in texts and count not in texts[-2:]:
                # the bar keeps a move's last two texts: the winning throw of a race said
                # "Computer throws: Computer has brought all three pieces to Mecca...", the
                # throw itself left out. Its count, then how it ended
                message = words.join_texts([count, texts[-1]])
            message = Text(N_("{name} throws: {what}"), name=who, what=message)
        if message and not callable(message):  # (a prompt on landing says "Paused" itself)
            message = self._paused_after(message, after)
        return self.anim.add(Step(before, after, effects, throw, seed=index,
                                  message=message, neutral=neutral,
                                  thrower=who if throw is not None else ""))

    def told_effects(self, before, effects) -> tuple:
        """``effects`` (of the move from ``before``) in the words the bar and the sticks'
        tray tell them with (:func:`words.told_of`): a person's own throw asks them for the
        sig's throw again ("Sig! 1 and throw again"); the computer's, and every move of a
        review, tell it ("Sig! 1 and one more throw"), and a review's say no "now"."""
        return words.told_of(tuple(effects), self.seats.by_hand(before), self.looking_back)

    def _animate(self, step: Step):
        return self.anim.animate(step)

    def update(self, dt: float) -> None:
        self._watch_saving()
        if self.teacher_apart and self.buttons.again_later:
            self.buttons.again_later = False  # the app marks its GUI clean after a build
            self.app._ui_dirty = True
        if self.alert:
            self.alert_left -= dt
            if self.alert_left <= 0:
                self.alert = ""
        self.clock += dt
        self.anim.update(dt)
        if not self.queue:
            self._sync_buttons()
            self.watch.tick(dt)
            self._after_animations()
            hints.poll(self)
            offers.poll(self)
        self._sync_buttons()

    def _after_animations(self) -> None:
        """The board is idle: the end, a forced move, a follow-up throw, or the seat's
        controller's decision."""
        state = self.state
        if self.session.outcome is not None:
            cursor = self.session.history.cursor
            if self.over_shown_at != cursor:
                self.over_shown_at = cursor
                self.session.record_result()
                self.save()
                self.app.sound.play("win")
                self.app.push("gameover", session=self.session)
            return
        auto = self.view.auto_move(state) if not state.is_chance else None
        if auto is not None:
            self.play(auto)
        elif state.is_chance and not self.demo and self._follow_up(state):
            self._throw()  # a follow-up is thrown by itself, whoever plays the seat
        else:
            computer.ask_seat(self, state)

    def thinking(self) -> bool:
        """Is a seat that decides by itself (the computer) deciding now (the board idle,
        the game on, no offer of its own waiting for a person's answer)?"""
        return (not self.queue and self.session is not None and self.session.outcome is None
                and not self.state.is_chance and self.seats.automatic(self.state)
                and not self.computer_offered)

    def held(self) -> bool:
        """Is the game paused behind an overlay (the in-game menu, the Save dialog, a
        question)? Only the top scene moves (:meth:`App.advance
        <ludic.app.app.App.advance>`): the computer's move waits until the overlay closes,
        whatever its search is doing. The scene is then drawn once, as the still picture
        under the overlay, and that picture says so: "Paused" in the heading and the
        computer's mark, not "thinking" (see :meth:`computer_holds`)."""
        return self.app.top is not self

    def computer_holds(self) -> bool:
        """Is the computer to move held, by the Watch's Pause (or a Step played its one
        move) or behind an overlay (:meth:`held`)? The heading and its mark then say
        "Paused"."""
        return self.watch.paused or self.held()

    def _follow_up(self, state) -> bool:
        """True when this throw continues a pending combination (after a sig of six or
        twelve, K3/K4): thrown without asking, in sequence, in both Sig games. The extra
        throw a sig earns (K2) is not a follow-up: it waits for the player's throw."""
        return bool(state.is_chance and getattr(state, "pending", ()))

    @staticmethod
    def _sig_again(state) -> bool:
        return words.sig_again(state)

    def skip(self) -> None:
        self.anim.skip()
        self._sync_buttons()

    def busy(self) -> bool:
        return bool(self.queue) or self._pending_auto() \
            or self.app.storage.autosave_problem != self.save_problem or bool(self.alert) \
            or self.hint_search is not None or self.offer_search is not None \
            or computer.waits(self)

    def _computer_throws(self) -> bool:
        state = self.state
        return (not self.queue and state.is_chance and self.session.outcome is None
                and self.seats.automatic(state))

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
        if h.cursor and getattr(self.view, "throws_only", False) and self.seats.any_person \
                and h.previous_decision() is None:
            # the Sig race before a person's first throw: stepping back a computer's throw,
            # thrown again at once, did nothing to see
            self.message, self.message_bad = Text(N_(
                "Nothing to undo yet: only the computer has thrown, and a throw is "
                "history.")), False
            return
        before = h.cursor
        if self.session.agreed is None and h.undo():
            self._after_jump(self._undone(h.cursor, before))
            self.show_kept_throw()

    def _undone(self, start: int, end: int, redone: bool = False) -> str:
        """What an undo took back, named as the move list names it, from the earliest move
        undone (the decision taken back), and what went with it (:func:`words.undone`):
        "Undone: Amina b2-a2, and the computer's reply." Two people sharing a laptop read
        only "Undone.", the one who had not pressed it left to find the greyed line.
        ``redone``: what a redo from ``start`` to ``end`` played again ("Redone: ...")."""
        return words.undone(self.session, start, end, _MoveLine(self.panel, start),
                            lambda seat: not self.seats[seat].by_hand, redone)

    def show_kept_throw(self) -> None:
        """The tray as the position shown left it: the throw it follows, landed (an undo back
        to a count still to play keeps its throw, as the header says "Count 3: ..."), or
        the sticks at rest when no throw is in force. It read "Click the sticks to throw"
        after an undo, where a click on the sticks did nothing."""
        h = self.session.history
        self.sticks.clear()
        if h.cursor and not self.state.is_chance:
            effects = self.told_effects(h.states[h.cursor - 1], h.effects[h.cursor - 1])
            count = next((e.count for e in effects if e.kind == EffectKind.THROW), None)
            if count is not None:
                self.sticks.land(count, effects, h.cursor,
                                 getattr(h.states[h.cursor - 1], "turn", None))

    def redo(self) -> None:
        self.skip()
        if self.session.agreed is not None:
            return
        h = self.session.history
        before, start = h.state, h.cursor
        transitions = h.redo()
        if transitions:
            steps = []
            for k, t in enumerate(transitions, start + 1):
                steps.append(self.queue_step(before, t, k))
                before = t.state
            # named as Undo names what it took back ("Redone: Yusuf b4."). The move replayed
            # told itself as it landed, over the bar's "Redone.": its last step ends on the
            # words Redo said
            self._after_jump(self._undone(start, h.cursor, redone=True))
            steps[-1].message = self.message

    def _after_jump(self, message: str) -> None:
        self.seats.stop()
        self.pending = None
        self._drop_hint()
        self.watch.restart()
        self._clear_selection()
        self.over_shown_at = None if self.state.outcome() is None else self.over_shown_at
        # the list kept its scroll: after undoing a whole game it showed the last (greyed)
        # rows, the position shown out of view; the review's move stays in view the same way
        self.panel.scroll_to_middle(self.session.history.cursor - 1)
        self.message, self.message_bad = Joined([message, self._turn_prompt()], sep=" ",
                                                strip=""), False
        self.save()
        self._sync_buttons()

    # -- clicks ----------------------------------------------------------------------------
    def click_target(self, target: str) -> None:
        if self.session.agreed is not None:
            self.refuse(self.session.agreed.reason)
            return
        if not self.by_hand():
            return
        state = self.state
        ui = self.ui_state()
        result: Click = self.view.click(state, target, ui)
        if result.kind == "play":
            self.play(result.move)
        elif result.kind == "select":
            self.selection, self.targets = result.selection, frozenset(result.targets)
            if self.focus is not None and len(self.targets) == 1:
                # The keyboard cursor goes to a piece's only destination, so Enter, Enter
                # plays it: left on the piece, the second Enter took the selection back (a
                # solo player's pass, Sig capture). Several destinations: the player picks.
                self.focus = next(iter(self.targets))
            self.app.sound.play("click")
            self._asks_where = self._select_prompt()
            self.message, self.message_bad = self._asks_where, False
        elif result.kind == "refuse":
            self.refuse(result.reason)
        else:
            self._clear_selection()

    def refuse(self, reason: str) -> None:
        self._clear_selection()
        self.message, self.message_bad = reason, True
        self.app.sound.play("error")

    def _clear_selection(self) -> None:
        """Let go of the chosen piece. Where the bar still asks where it goes (a second click
        or Enter on it, a right click, Escape, a click beside the board), it says whose turn
        it is again: it kept "D2: choose where it goes (the highlighted places)", nothing lit."""
        if self.selection is not None and self.message is self._asks_where:
            self.message, self.message_bad = self._turn_prompt(), False
        self.selection, self.targets = None, frozenset()

    # -- input (:mod:`input`) ------------------------------------------------------------------
    def handle(self, intent) -> None:
        game_input.handle(self, intent)

    def _on_select(self, pos) -> None:
        """A click at ``pos`` (:func:`input.on_select`; the review adds its chart and list)."""
        game_input.on_select(self, pos)

    # -- the hint (:mod:`hint`) -----------------------------------------------------------------
    def can_hint(self) -> bool:
        return hints.can_hint(self)

    def ask_hint(self) -> None:
        """Look for the move the computer (Hard) would play (:func:`hint.ask_hint`)."""
        hints.ask_hint(self)

    def _drop_hint(self) -> None:
        """Forget the hint and an offer the computer is still answering (:func:`hint.drop`)."""
        hints.drop(self)

    def shown_hint(self) -> Hint | None:
        """The hint to draw on the board (:func:`hint.shown`)."""
        return hints.shown(self)

    # -- the Watch's controls (:mod:`computer`) ------------------------------------------------
    def toggle_pause(self) -> None:
        computer.toggle_pause(self)

    def step(self) -> None:
        computer.step(self)

    def faster(self) -> None:
        computer.faster(self)

    # -- other actions -----------------------------------------------------------------------
    def toggle_demo(self) -> None:
        self.demo = not self.demo
        if self.teacher_throws():
            self.message, self.message_bad = Text(N_(
                "Teacher mode: pick the throw (0 to 6), or press Random throw.")), False
        self.app._ui_dirty = True

    def toggle_numbers(self) -> None:
        st = self.app.settings
        st.show_numbering = not st.show_numbering
        st.show_circuit = st.show_numbering
        self.app.storage.save_settings(st)
        self.app._ui_dirty = True

    def cited_rule(self) -> str | None:
        """The rule number a refusal in the message bar cites ("C4"), or None: a click on
        the message bar, or H, opens the rules at it."""
        if not self.message_bad:
            return None
        m = RULE_CITED.search(self.message or "")
        return m.group(1) if m else None

    def rules(self) -> None:
        self.skip()
        self.app.push("rules", level_id=self.session.level.id,
                      options=dict(self.session.game.options), rule=self.cited_rule())

    def review(self) -> None:
        """Step through this game's moves (the game itself is left as it is)."""
        self.skip()
        self.app.push("review", session=self.session)

    def keep(self) -> None:
        """Save a picture of the board with the chart of the game, and say where it went."""
        from ludic.app.keepsake import keep_picture

        self.skip()
        self.message, self.message_bad = keep_picture(self.app, self.session, self.view)

    # -- the next game (:mod:`match`) -----------------------------------------------------------
    def play_again(self) -> None:
        """The next game, of the match or the same setup again (:func:`match.play_again`)."""
        match.play_again(self)

    def new_game(self) -> None:
        """The in-game menu's New game (:func:`match.new_game`)."""
        match.new_game(self)

    def change_players(self) -> None:
        """The game-over panel's Change players (:func:`match.change_players`)."""
        match.change_players(self)

    def help(self) -> None:
        self.skip()
        self.app.push("help")

    def settings(self) -> None:
        self.skip()
        self.app.push("settings")

    # -- the end by agreement (Dra D4, Sig capture C6, Khamousiyya H5: :mod:`offer`) ---------
    def offer_agreement(self) -> None:
        """The player to move offers to end the game (:func:`offer.offer_agreement`)."""
        offers.offer_agreement(self)

    def open_menu(self) -> None:
        """The in-game menu: back to the game, save it under a name, or the main menu."""
        self.skip()
        self.app.push("gamemenu", finished=self.session.outcome is not None,
                      moves=self.session.history.cursor,  # played, not taken back
                      kept=not self.session.finished)

    def save_as(self) -> None:
        """Save the game under a name (Ctrl+S, or the in-game menu)."""
        self.skip()
        self.app.push("save", data=self.session.to_save(), level_name=self.session.level.name,
                      names=list(self.session.names))

    def to_menu(self) -> None:
        self.skip()
        if self.session.finished:
            self.app.storage.clear_autosave()
        else:
            self.save()
        self.app.reset("title")

    # -- words (:mod:`words`) ------------------------------------------------------------------
    def _turn_prompt(self, state=None) -> str:
        state = state if state is not None else self.state
        automatic = self.seats.automatic(state)
        if self._paused_here(state):
            # a Step played its move, or Pause was pressed: the computer holds, whatever its
            # search is doing, and the header says so; the bar says how to go on
            return Text(N_("Paused: Go on (P) lets the computer play, Step (S) plays one "
                           "move."))
        return words.turn_prompt(self.session, self.view, state, not automatic)

    def _paused_here(self, state) -> bool:
        """Does the Watch hold the computer to move in ``state`` (Pause, or a Step played its
        one move)?"""
        return bool(self.seats.automatic(state) and self.watch.paused and not self.watch.steps
                    and self.session.outcome is None)

    def _landed_prompt(self, state, played) -> str:
        """The bar once a move its effects say nothing of has landed in ``state``: the turn's
        prompt, after ``played`` (who played what) where the Watch holds the computer. A
        teacher on a projector pressed Step to show the class one move: the bar said "Paused:
        Go on (P) ..." as the piece landed, and "Computer 2 plays b2…" went by with the
        animation, so the move was nowhere in words to point at (unpaused, the next move
        comes at once and its own words follow)."""
        prompt = self._turn_prompt(state)
        if played is None or not self._paused_here(state):
            return prompt
        return Joined([played, prompt], sep=" ", strip="")

    def _paused_after(self, told, after):
        """The bar once a move that says something (``told``: a capture, a throw's count)
        has landed in ``after``: ``told``, and how to go on where the Watch holds the
        computer there. After Pause then Step, the Sig capture's bar showed the throw alone
        ("Ordi 2 throws: 3 points…") while Dra's, whose moves mostly say nothing, added
        "Paused: Go on (P)…" (QA28): every game says it, as the header does. Decided as the
        move lands, not when it is queued: a Step owed then is spent by it."""
        def landed():
            if not self._paused_here(after):
                return told
            # apart, as Pause sets them: a move's words end without a stop ("the move
            # ends", "Sig! Throw again"), and a space ran them into "Paused: Go on..."
            return Joined([told, self._turn_prompt(after)], strip="")
        return landed

    def _select_prompt(self) -> str:
        return words.select_prompt(self.selection)

    def _narrate(self, effects, after=None) -> str:
        return words.narrate(self.session, self.view, effects, after,
                             not self.seats.automatic(after if after is not None
                                                      else self.state))
