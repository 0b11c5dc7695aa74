"""The game scene's buttons (pygame_gui elements in the panel): Throw and Teacher with its
0-6 picks in the stick games, the moves without a square (the view's ``actions``), the end
by agreement, Play again with Change players…, and the bottom rows (Undo Redo Rules / numbering Settings Menu):
those and the tools take more rows where their words need them to stay legible (:meth:`GameButtons.plan`).
Each row is laid out left to right and put through :class:`Mirror`: in Arabic it reads from
the right (Undo the rightmost, Teacher at the right with its picks 0-6 leftwards of it).

:meth:`GameButtons.build` makes them for the layout; :meth:`GameButtons.sync` keeps them in
step with the game every frame, cheaply: it enables or disables in place, remakes only the
action buttons when those change, and asks the app for a whole rebuild only when more did.
"""

from __future__ import annotations

from typing import Any

import pygame

from ludic.app.scenes.common import (LEGIBLE_SHARE, THROW_LABEL, WIDEN_MOST, Mirror,
                                     again_label, button, key_where_every_language_has_room,
                                     place_rows, plan_rows, row_height, same_text_size,
                                     set_enabled, text_room, theme_size, widen_to_text,
                                     width_lacking, words_height)
from ludic.app.scenes.game.layout import info_asked
from ludic.app.scenes.game.watch import SPEEDS, speed_label
from ludic.games.sticks import LANDED
from ludic.i18n import _, tr
from ludic.model.protocol import State

AGREE_MARK = "\x00agree:"  # marks the agreement button among the action labels


def ring_key(nav) -> tuple | None:
    """The button the keyboard's ring is on (:class:`ButtonNav`), named so that the buttons
    made again have the same one: its object ids, and how many buttons before it have them
    (the moves without a square are all ``#action``). None when the ring is on none."""
    i = nav.index
    if i is None or i >= len(nav.buttons):
        return None

    def ids(b) -> tuple:
        return tuple(getattr(b, "object_ids", None) or ())

    mine = ids(nav.buttons[i][0])
    return mine, sum(1 for b, _a in nav.buttons[:i] if ids(b) == mine)


def ring_again(nav, key: tuple | None) -> None:
    """The ring back on the button :func:`ring_key` named, where there still is one (else
    on none), once the buttons are made again: a move without a square coming or going
    ("Stop capturing", "Pass") remakes the move buttons (:meth:`GameButtons.sync`), which
    took the ring off whatever button it was on, and the next Tab started again from the
    board; a whole rebuild (Pause and Go on, a line of side information) may change how
    many buttons come before it."""
    nav.index = None
    if key is None:
        return
    mine, k = key
    same = [i for i, (b, _a) in enumerate(nav.buttons)
            if tuple(getattr(b, "object_ids", None) or ()) == mine]
    if same:
        nav.index = same[min(k, len(same) - 1)]


class GameButtons:
    def __init__(self, scene) -> None:
        self.scene = scene
        self.btn: dict[str, Any] = {}
        self.picks: list = []
        self.action_buttons: list = []
        self.ui_sig = None
        self.enabled_sig = None
        self.active = False
        self._manager = None
        self._again = False
        self.agree_button = None  # the "Offer a draw" button (make_actions), or None
        #: The buttons are to be made again at the next frame (the race's Teacher did not
        #: fit in the row of tools: GameScene.teacher_in_tools)
        self.again_later = False
        self.rows: list = []  # (row lengths, size) per block of buttons (plan)
        self.merged = False  # the tools and the bottom block set as one run (plan)
        self.blocks: list = []  # the tools' and the bottom block's buttons (build)

    def signature(self) -> tuple:
        """What the GUI's layout depends on (a change rebuilds the buttons)."""
        scene = self.scene
        state = scene.state
        over = scene.session.outcome is not None
        actions = () if over or state.is_chance else tuple(
            a.label for a in scene.view.actions(state)[:6])
        agree = self.agree_text()  # kept (disabled) on the computer's turn: see agree_text
        if agree:
            actions += (AGREE_MARK + agree,)
        watch = scene.watch
        tools = (scene.seats.any_computer, watch.paused, watch.speed)
        # the rows of side information: a line that comes or goes lays the panel out again
        # (GameScene.build_ui), the buttons under it with it
        info = info_asked(scene.info_wanted())
        return (actions, over and scene.over_shown_at is not None, scene.demo,
                scene.app.settings.show_numbering, tools, info)

    def agree_label(self) -> str:
        """The button that ends the game by agreement where the rules allow it: "Offer a
        draw" (Sig capture C6, Khamousiyya H5), "Agree to end (D4)" where the result is
        scored (Dra: the captures decide); empty when there is none."""
        seats = self.scene.seats
        if seats.any_computer and not seats.by_hand(self.scene.state):
            return ""  # the computer's turn (a person offers on his own turn; it answers)
        return self.agree_text()

    def agree_text(self) -> str:
        """The agreement button's words whoever's turn it is: on the computer's turn the
        button stays where it is, disabled like the move buttons (``sync``), so the move
        list below it does not jump up and back at every move of a game against the
        computer; empty when the rules allow no end by agreement now."""
        if not self.scene.session.can_agree():
            return ""
        if all(getattr(c, "automatic", False) for c in self.scene.seats.controllers):
            return ""  # a Watch: nobody to offer (a teacher taking a seat brings it back)
        state = self.scene.state
        outcome = state.agreed_outcome()
        scored = type(state).agreed_outcome is not State.agreed_outcome
        if not (scored and outcome.rule):
            return _("Offer a draw")
        return _("Agree to end ({rule})").format(rule=outcome.rule)

    def throw_label(self) -> str:
        """The Throw button's words with its key ("Throw the sticks  (Space)"), or "Random
        throw" while the teacher picks."""
        return _("Random throw") if self.scene.demo else _(THROW_LABEL)

    def row_needs(self, manager) -> dict:
        """The heights the rows' words need (:func:`words_height`, in the language's
        faces), for the layout (``layout.compute``'s ``needs``): the Throw's words with and
        without their key, the Teacher's off and on (at nine tenths of their size: the
        least growth); the bottom block's and the tools' words at nine tenths of their
        size (``"buttons"``) and at their size (``"buttons_full"``)."""
        if manager is None:
            return {}
        labels = self.block_labels()
        needs = {"buttons": row_height(manager, 0, labels),
                 "buttons_full": row_height(manager, 0, labels, 1.0)}
        if not self.scene.uses_sticks:
            return needs
        throw = self.throw_label()
        cut = throw.rfind("  (")
        return dict(needs,
                    throw=words_height(manager, ["#throw", "@throw", "button"],
                                       [throw, throw[:cut] if cut > 0 else throw]),
                    demo=words_height(manager, ["#demo", "@small", "button"],
                                      [_("Teacher"), _("Teacher: on")]))

    def block_labels(self) -> list[tuple[str, str, str]]:
        """Every label the bottom block and the tools may show while the layout stays, as
        ``(text, cls, oid)`` (:meth:`make_bottom`, :meth:`make_tools`): what their rows'
        height is measured by."""
        scene = self.scene
        out = [(_("Undo"), "", "undo"), (_("Redo"), "", "redo"), (_("Rules"), "", "rules"),
               (_("Help"), "", "help"), (_("Settings"), "", "settings"),
               (_("Menu"), "", "menu")]
        toggles = dict(getattr(scene.view, "toggles", {}) or {})
        if toggles:
            out.append((_(next(iter(toggles.values()))), "choice", "numbers"))
        if scene.has_tools():
            out += [(_("Hint  (?)"), "", "hint"), (_("Hint"), "", "hint")]
            if scene.seats.any_computer:
                out += [(_("Pause"), "choice", "pause"), (_("Go on"), "choice", "pause"),
                        (_("Step"), "", "step")]
                out += [(speed_label(x), "", "speed") for x in SPEEDS]
                if scene.teacher_in_tools():  # (its word stays: teacher_button)
                    out.append((_("Teacher"), "choice", "demo"))
        return out

    def build(self, manager, active: bool) -> None:
        scene = self.scene
        nav = scene.nav
        s = scene.scale
        ringed = ring_key(nav)
        nav.clear()
        self.action_buttons = []
        self.action_moves: list = []  # (button, move) of the moves without a square
        self.btn = {}
        self.picks = []
        self.ui_sig = self.signature()
        actions, again = self.ui_sig[:2]
        # the bottom block and the tools first (given to the keyboard's ring last, as they
        # are read): their words decide how many rows they take, and so the layout
        bottom = self.make_bottom(manager)
        tools = self.make_tools(manager)
        self.plan(bottom, tools)
        geo = scene.geo
        gap = round(6 * s)
        flip = Mirror(geo.panel)
        if scene.uses_sticks and again:
            # the game is over, nothing is left to throw: the next game starts from the
            # Throw button's place, and the move list keeps the room below (a race of six
            # players, six rows of names, left it none: it vanished at the end)
            self.again_row(manager, pygame.Rect(geo.throw_rect))
        elif scene.uses_sticks:
            label = self.throw_label()
            b = button(manager, geo.throw_rect, label, cls="throw", oid="throw",
                       tip=label if "(" in label else None)
            # 'Lancer les baguettes  (Espace)' was drawn at 26 px in extra large text at
            # 1280x720 where English had 32: the words alone where a language has no room
            # for the key, in every language (the key in the tip, and under Help), in the
            # width every language has (not the panel widened for one language's words)
            key_where_every_language_has_room(b, THROW_LABEL, geo.widened_by)
            self.btn["throw"] = nav.add(b, scene.random_throw)
            r = geo.demo_rect
            if scene.teacher_in_tools():  # the toggle is in the row of tools: the picks alone
                dw = self.demo_w = -gap
            else:
                dw = round(110 * s)
                b = self.teacher_button(manager, flip.rect((r.x, r.y, dw, r.height)), "small")
                # "Enseignant" filled the button to its borders: as wide as its word needs
                dw = self.demo_w = widen_to_text(b, r.width // 2, flip)
            if scene.demo:
                kw = (r.width - dw - gap) // 7 - 2
                for k in range(7):
                    b = button(manager, flip.rect((r.x + dw + gap + k * (kw + 2), r.y, kw,
                                                   r.height)),
                               str(k), cls="small", oid=f"pick{k}",
                               tip=tr(LANDED[k]))
                    self.picks.append(nav.add(b, lambda k=k: scene.pick(k)))
        self._manager = manager
        self._again = again
        self.make_actions(actions)
        for block in (tools, bottom):
            for b, action, _texts in block:
                nav.add(b, action)
        self.blocks = [b for block in (tools, bottom) for b, _a, _t in block]
        ring_again(nav, ringed)
        self.place(bottom, tools)
        if scene.teacher_in_tools() and any(b.font.size(b.text)[0] > text_room(b)
                                            for b, _a, _t in tools):
            # the four words are cut even at the smallest size: the Teacher back in its own
            # row (the Hint in this one), at the next frame
            scene.teacher_apart.add(scene.panel_key())
            self.again_later = True
        self.active = active
        self.enabled_sig = None
        self.sync()
        if not active:
            for b, _action in nav.buttons:
                b.disable()

    def teacher_button(self, manager, rect, cls: str, says_on: bool = True, add: bool = True):
        """The Teacher toggle (the teacher picks the throws, 0-6), in ``rect``: chosen
        while on, and then saying so where ``says_on`` (in the row of tools its word stays
        the same, as the Numbers toggle's: "Enseignant : activé" did not fit beside the
        Watch's controls, and the row of picks under Throw says it is on); given to the
        keyboard's ring at once where ``add``."""
        scene = self.scene
        on = scene.demo and says_on
        b = button(manager, rect, _("Teacher: on") if on else _("Teacher"),
                   cls=cls, oid="demo", tip=_("Demonstration: pick the throw (keys 0-6)"))
        if scene.demo:
            b.select()
        if add:
            scene.nav.add(b, scene.toggle_demo)
        return b

    def make_bottom(self, manager) -> list:
        """The bottom block: Undo Redo Rules Help, the board's numbering, Settings, Menu, as
        ``(button, action, texts)`` in reading order, not yet placed (:meth:`place`)."""
        scene = self.scene
        bh = scene.geo.button_h
        spot = (0, 0, bh, bh)  # placed once the rows are known
        out = []
        self.btn["undo"] = b = button(manager, spot, _("Undo"), oid="undo", tip=_("Ctrl+Z or U"))
        out.append((b, scene.undo, None))
        self.btn["redo"] = b = button(manager, spot, _("Redo"), oid="redo", tip=_("Ctrl+Y or R"))
        out.append((b, scene.redo, None))
        out.append((button(manager, spot, _("Rules"), oid="rules",
                           tip=_("The rules of this game (H)")), scene.rules, None))
        out.append((button(manager, spot, _("Help"), oid="help",
                           tip=_("Every shortcut and control (F1)")), scene.help, None))
        toggles = dict(getattr(scene.view, "toggles", {}) or {})
        if toggles:
            b = button(manager, spot, _(next(iter(toggles.values()))), cls="choice",
                       oid="numbers", tip=_("The board's numbering, as N."))
            if scene.app.settings.show_numbering:
                b.select()
            out.append((b, scene.toggle_numbers, None))
        out.append((button(manager, spot, _("Settings"), oid="settings"), scene.settings, None))
        out.append((button(manager, spot, _("Menu"), oid="menu",
                           tip=_("Save, or go to the main menu (Esc)")), scene.open_menu, None))
        return out

    def make_tools(self, manager) -> list:
        """The tools over the bottom block: Hint; with a computer seat, the Watch controls
        (Pause or Go on, Step, the speed; in the race, the Teacher toggle where the Hint
        would be: nothing to choose, S3, :meth:`GameScene.teacher_in_tools`), as
        ``(button, action, texts)``, ``texts`` every
        label the button may take while the layout stays (Pause and Go on, ½× to 4×); none
        where the panel has no tools (:meth:`GameScene.has_tools`)."""
        scene = self.scene
        if not scene.has_tools():
            return []
        bh = scene.geo.button_h
        spot = (0, 0, bh, bh)
        if not scene.seats.any_computer:
            self.btn["hint"] = b = button(
                manager, spot, _("Hint  (?)"), oid="hint",
                tip=_("The move the computer would play, and why"))
            return [(b, scene.ask_hint, None)]
        if scene.teacher_in_tools():  # the race: the Teacher where the Hint would be (S3)
            first = (self.teacher_button(manager, spot, "choice", says_on=False, add=False),
                     scene.toggle_demo, None)
        else:
            self.btn["hint"] = button(
                manager, spot, _("Hint"), oid="hint",
                tip=_("The move the computer would play, and why (?)"))
            first = (self.btn["hint"], scene.ask_hint, None)
        watch = scene.watch
        b = button(manager, spot, _("Go on") if watch.paused else _("Pause"),
                   cls="choice", oid="pause",
                   tip=_("Pause the computer, or let it go on (P)"))
        if watch.paused:
            b.select()
        self.btn["pause"] = b
        self.btn["step"] = button(
            manager, spot, _("Step"), oid="step",
            tip=_("Let the computer play one move, then pause (S)"))
        self.btn["speed"] = button(
            manager, spot, speed_label(watch.speed), oid="speed",
            tip=_("How fast the computer plays and the pieces move (F)"))
        return [first,
                (self.btn["pause"], scene.toggle_pause, [_("Pause"), _("Go on")]),
                (self.btn["step"], scene.step, None),
                (self.btn["speed"], scene.faster, [speed_label(x) for x in SPEEDS])]

    def plan(self, bottom: list, tools: list) -> None:
        """How many rows the bottom block and the tools take (:func:`plan_rows`): two and
        one, or more where their words need them to be drawn at a legible size and the move
        list has the room (``GameLayout.spare_rows``); the scene is laid out again when that
        changes. The rows go where they raise the smaller of the two blocks' sizes, each
        counted up to :data:`LEGIBLE_SHARE` of its theme's, then to the fewest rows. When
        even that leaves a block's words small (French in extra large text: 'Indice
        Continuer Pas à pas 1×' over 'Annuler Rétablir Règles Aide' needs twice a row's
        width), the tools and the bottom block are set as one run of buttons, in the same
        order, over all their rows: a row shared by the Watch's last controls and Undo
        reads better than a label a class cannot read. Where even that leaves a word under
        :data:`LEGIBLE_SHARE` of its size, the panel takes the width the board does not use
        (``GameScene.widened``, ``layout.compute``'s ``widen``) and the rows are planned
        again."""
        scene = self.scene
        geo = scene.geo
        s = scene.scale
        gap, width = round(6 * s), geo.bottom_rect.width
        spare = geo.spare_rows

        def parts(block):
            return [b for b, _a, _t in block], [t for _b, _a, t in block]

        def share(block, size):
            return size / min(theme_size(b) for b in block)

        def best_in(width: int):
            best = None
            for more in range(spare + 1):
                for tool_more in range(spare - more + 1) if tools else (0,):
                    rows, shares = [], []
                    for block, least, most in ((bottom, 2, 2 + more),
                                               (tools, 1, 1 + tool_more)):
                        if not block:
                            rows.append(([], 0))
                            continue
                        buttons, texts = parts(block)
                        lens, size = plan_rows(buttons, width, gap, most, texts, least=least)
                        rows.append((lens, size))
                        shares.append(share(buttons, size))
                    score = (min(min(x, LEGIBLE_SHARE) for x in shares),
                             -sum(len(lens) for lens, _size in rows), min(shares))
                    if best is None or score > best[0]:
                        best = (score, rows, False)
            if tools and best[0][0] < LEGIBLE_SHARE:
                buttons, texts = parts(tools + bottom)
                lens, size = plan_rows(buttons, width, gap, 3 + spare, texts, least=3)
                score = (min(share(buttons, size), LEGIBLE_SHARE), -len(lens),
                         share(buttons, size))
                if score[0] > best[0][0]:
                    best = (score, [(lens, size)], True)
            return best

        best = best_in(width)
        if best[0][0] < LEGIBLE_SHARE and not geo.widened \
                and scene.panel_key() not in scene.widened:
            # even so a word is drawn small (French with a computer seat in the Sig capture
            # game, extra large text at 1280x720: 'Aide' at 23 px for English's 27): the
            # panel takes the width the board leaves where its height bounds it, and the
            # rows are planned again in that width. Where the board's width bounds it (the
            # Sig race), the panel takes the few pixels its words lack from the board
            # (layout.compute, at most WIDEN_MOST of it): the Arabic race's 'المعلم إيقاف
            # مؤقت خطوة 1×' with a computer seat, in extra large text at 1280x720, lacked 2
            # px of 418 for 25 px words and was drawn at 24 for English's 27
            lack = self.lack(bottom, tools, width, gap, spare)
            if lack > round(WIDEN_MOST * geo.board_area.width):
                lack = 0  # the board gives no more: the room its height leaves, if any
            scene.widened[scene.panel_key()] = lack or True
            scene.layout(scene.app.size)
            if scene.geo.widened:
                return self.plan(bottom, tools)
        _score, self.rows, self.merged = best
        if self.merged:  # one row of tools, the rest the bottom block's (place)
            wanted = (len(self.rows[0][0]) - 1, 1)
        else:
            wanted = (max(2, len(self.rows[0][0])), max(1, len(self.rows[1][0])))
        if (geo.bottom_rows, max(1, geo.tool_rows)) != wanted:
            scene.button_rows = wanted
            scene.layout(scene.app.size)

    @staticmethod
    def lack(bottom: list, tools: list, width: int, gap: int, spare: int) -> int:
        """The width the bottom block and the tools lack for their words at nine tenths of
        their size (:func:`width_lacking`) in the rows :meth:`plan` may give them: two to
        four rows and one to three, ``spare`` more at most between them, or the two as one
        run of buttons, tools first, on three rows and up to ``spare`` more."""

        def lacking(block, least: int, most: int) -> int:
            return width_lacking([b for b, _a, _t in block], width, gap, (least, most),
                                 [t for _b, _a, t in block])

        lack = min(max(lacking(bottom, 2, 2 + more),
                       lacking(tools, 1, 1 + tool_more) if tools else 0)
                   for more in range(spare + 1)
                   for tool_more in (range(spare - more + 1) if tools else (0,)))
        if tools:
            lack = min(lack, lacking(tools + bottom, 3, 3 + spare))
        return lack

    def place(self, bottom: list, tools: list) -> None:
        """Put the bottom block and the tools in their rows (:meth:`plan`); each block's
        words at one size (in extra large text 'Help' was drawn larger than 'Rules' beside
        it, each label shrunk only as far as it had to)."""
        scene = self.scene
        geo = scene.geo
        s = scene.scale
        bh, gap = geo.button_h, round(6 * s)
        flip = Mirror(geo.panel)
        if self.merged:  # one run from the tools' row down
            blocks = [(tools + bottom, geo.tools_rect.union(geo.bottom_rect))]
        else:
            blocks = [(bottom, geo.bottom_rect), (tools, geo.tools_rect)]
        for (block, rect), (lens, size) in zip(blocks, self.rows):
            if not block:
                continue
            buttons = [b for b, _a, _t in block]
            place_rows(buttons, lens, size, rect, bh, gap, flip,
                       [t for _b, _a, t in block])
            same_text_size(buttons)

    def again_row(self, manager, rect: pygame.Rect, rows: int = 1) -> list:
        """The finished game's row: Play again (or Next game) and Change players…, the
        game-over panel's two ways to the next game, still offered once "See the board"
        closed that panel (only Play again was: to change a strength or a player one went
        through the menu's New game, which forgets the seats as played). The row shares its
        width by its words, read from the right in Arabic; on up to ``rows`` rows
        (:func:`plan_rows`) from the top of ``rect`` (one row's height), as many as
        ``self.again_rows`` says after; returns the two buttons."""
        scene = self.scene
        gap = round(6 * scene.scale)
        flip = Mirror(scene.geo.panel)
        half = (rect.width - gap) // 2
        again = button(manager, flip.rect((rect.x, rect.y, half, rect.height)),
                       again_label(scene.session), cls="primary", oid="again_panel")
        players = button(manager, flip.rect((rect.x + half + gap, rect.y,
                                             rect.width - half - gap, rect.height)),
                         _("Change players…"), oid="players_panel",
                         tip=_("This game's setup: players, names, the computer's "
                               "strength, options"))
        self.btn["again"] = scene.nav.add(again, scene.play_again)
        self.btn["players"] = scene.nav.add(players, scene.change_players)
        # one row, or, where a second row has room (below the moves in a board game: the
        # move list gives it) and one row would shrink the words under nine tenths of their
        # size, one button a row: 'Partie suivante' and 'Changer les joueurs…' were drawn
        # at 15 and 14 px where English had 21 and 19 (French extra large, 1024x768)
        lens, size = plan_rows([again, players], rect.width, gap, rows)
        place_rows([again, players], lens, size, rect, rect.height, gap, flip)
        self.again_rows = len(lens)
        return [again, players]

    def action_rect(self, move):
        """Where the button of ``move`` (a move without a square) is, or None."""
        for b, m in getattr(self, "action_moves", ()):
            if m == move and b.alive():
                return pygame.Rect(b.get_abs_rect())
        return None

    def make_actions(self, actions: tuple) -> None:
        """The buttons of the moves without a square, and the move list below them."""
        scene = self.scene
        geo = scene.geo
        s = scene.scale
        bh, gap = round(44 * s), round(6 * s)
        y = geo.actions_top
        self.action_moves = []
        self.agree_button = None
        x, pw = geo.bottom_rect.x, geo.bottom_rect.width
        if any(not a.startswith(AGREE_MARK) for a in actions):
            for action in scene.view.actions(scene.state)[:6]:
                b = button(self._manager, (x, y, pw, bh), action.label, cls="primary",
                           oid="action", tip=action.help or None)
                self.action_buttons.append(scene.nav.add(b, lambda m=action.move:
                                                         scene.play_by_hand(m)))
                self.action_moves.append((b, action.move))
                y += bh + gap
        agree = [a[len(AGREE_MARK):] for a in actions if a.startswith(AGREE_MARK)]
        if agree:
            tip = _("The other player is asked to accept")
            if scene.uses_sticks and not scene.demo:  # beside the Teacher button: room kept
                r = geo.demo_rect                     # for the move list
                dx = getattr(self, "demo_w", round(110 * s)) + gap
                rect = Mirror(geo.panel).rect((r.x + dx, r.y, r.width - dx, r.height))
            else:
                rect = (x, y, pw, round(38 * s))
                y += rect[3] + gap
            b = button(self._manager, rect, agree[0], cls="small", oid="agree", tip=tip)
            self.action_buttons.append(scene.nav.add(b, scene.offer_agreement))
            self.agree_button = b
        if self._again and not scene.uses_sticks:  # with sticks: where Throw was (build)
            self.action_buttons += self.again_row(self._manager, pygame.Rect(x, y, pw, bh),
                                                  rows=2)
            y += (bh + gap) * self.again_rows
        scene.panel.place_list(y)

    def sync(self) -> None:
        """Enable or disable buttons in place (cheap); remake only the action buttons when
        they change; rebuild everything only when more changed."""
        if not self.active:
            return
        scene = self.scene
        sig = self.signature()
        if sig != self.ui_sig:
            if sig[1:] != self.ui_sig[1:]:
                scene.app._ui_dirty = True
                return
            nav = scene.nav
            ringed = ring_key(nav)
            for b in self.action_buttons:
                b.kill()
            gone = set(map(id, self.action_buttons))
            nav.buttons = [(b, a) for b, a in nav.buttons if id(b) not in gone]
            nav.index = None
            self.action_buttons = []
            self.action_moves = []
            self.ui_sig = sig
            # made again where they were in the keyboard's ring, before the tools and the
            # bottom block, as they are read (added at its end, Tab reached Offer a draw
            # after Menu)
            blocks = set(map(id, self.blocks))
            at = next((k for k, (b, _a) in enumerate(nav.buttons) if id(b) in blocks),
                      len(nav.buttons))
            before, after = nav.buttons[:at], nav.buttons[at:]
            nav.buttons = before
            self.make_actions(sig[0])
            nav.buttons += after
            ring_again(nav, ringed)
            self.enabled_sig = None
        h = scene.session.history
        idle = not scene.queue
        live = scene.session.agreed is None  # no undo after an end by agreement
        hand = scene.session.outcome is not None or scene.seats.by_hand(scene.state)
        sig = (scene.can_throw() or scene.teacher_throws(), h.can_undo() and live, h.can_redo() and live, idle and hand,
               scene.can_hint() and scene.hint_search is None, scene.session.under_way(),
               scene.session.outcome is None)
        if sig == self.enabled_sig:
            return
        self.enabled_sig = sig
        can_throw, undo, redo, idle, hint, under_way, on = sig
        # Pause and Step hold or let the computer's next move come: none comes once the
        # game is over (an Undo that takes the end back brings them back)
        set_enabled([(self.btn.get("throw"), can_throw), (self.btn.get("undo"), undo),
                     (self.btn.get("redo"), redo), (self.btn.get("hint"), hint),
                     (self.btn.get("pause"), on), (self.btn.get("step"), on)]
                    + [(p, can_throw) for p in self.picks]
                    + [(a, idle and (under_way or a is not self.agree_button))
                       for a in self.action_buttons])
