"""Drawing the game scene: what never changes between moves (the table, the header bar, the
panel's background) once per window size into a picture, then each frame the board (with the
animation playing), the message bar, the panel and the sticks over it.

While only an animation moves, a frame redraws just the board, the message bar and the sticks
tray (:meth:`GameDrawing.dirty_rects`), each over its piece of that picture. Nothing here
changes the game: it reads the scene.
"""

from __future__ import annotations

import pygame

from ludic.i18n import _, is_rtl, language, tr
from ludic.app import theme
from ludic.app.scenes.common import Mirror, draw_band, draw_table
from ludic.app.scenes.game import words
from ludic.app.theme import header_line



class GameDrawing:
    def __init__(self, scene) -> None:
        self.scene = scene
        self._chrome = None
        self._chrome_key = None
        self._last_still = None

    def chrome(self) -> pygame.Surface:
        """Everything that does not change between moves (table, header, panel), drawn once
        per window size: each frame then starts with one blit."""
        scene = self.scene
        key = (scene.rect.size, scene.scale, scene.session.level.id, language(),
               theme.text_factor())
        if self._chrome_key != key:
            s = scene.scale
            geo = scene.geo
            img = pygame.Surface(scene.rect.size).convert()
            draw_table(img, scene.app.assets)
            bar = geo.header
            pygame.draw.rect(img, theme.INDIGO_DARK, bar)
            draw_band(img, scene.app.assets, bar.bottom, max(4, round(10 * s)), bar.width,
                      x=bar.x)
            self._draw_header(img, bar)
            p = geo.panel
            pygame.draw.rect(img, theme.PANEL, p)
            edge = Mirror(p).x(p.left)  # the panel's edge beside the board
            edge = min(edge, p.right - 1)
            pygame.draw.line(img, theme.PANEL_EDGE, (edge, p.top), (edge, p.bottom),
                             max(2, round(3 * s)))
            pygame.draw.rect(img, theme.INDIGO_DARK, pygame.Rect(p.x, 0, p.width,
                                                                  geo.header_h))
            self._chrome, self._chrome_key = img, key
        return self._chrome

    def _draw_header(self, img: pygame.Surface, bar: pygame.Rect) -> None:
        """The game's name at the start of the bar (the left; the right in Arabic), its
        people and place in the room left at the other end: the full line if it fits, else
        a shorter wording, never over the name."""
        s = self.scene.scale
        lv = self.scene.session.level
        pad = round(16 * s)
        flip = Mirror(bar)
        size = theme.fit_size(_(lv.name), bar.width // 2, round(26 * s), bold=True)
        flip.text(img, _(lv.name), (bar.x + pad, bar.centery), size, theme.CREAM, bold=True)
        text, fs, _room = self.header_place(bar)
        flip.text(img, text, (bar.right - pad, bar.centery), fs, theme.SAND, anchor="midright")

    def header_place(self, bar: pygame.Rect) -> tuple[str, int, int]:
        """The people and place line of the header, its size and the room it had: what is
        left of ``bar`` after the game's name and the scene's badge after it (a review's
        "Review", :meth:`badge_rect`). The review's badge was drawn over the line, unreserved:
        "Khamousiyya (5x5 kharbga) [Review]an players of kharbga, Tunisia" in extra large
        text at 1280x720."""
        s = self.scene.scale
        lv = self.scene.session.level
        pad = round(16 * s)
        size = theme.fit_size(_(lv.name), bar.width // 2, round(26 * s), bold=True)
        taken = theme.text_width(_(lv.name), size, True)
        badge = self.badge_rect(bar)
        if badge is not None:
            taken += round(16 * s) + badge.width
        room = bar.width - 2 * pad - taken - round(32 * s)
        text, fs = header_line(_(lv.people), _(lv.place), room, round(16 * s), round(13 * s))
        return text, fs, room

    def badge_rect(self, bar: pygame.Rect) -> pygame.Rect | None:
        """Where the scene's badge (:attr:`GameScene.badge`: "Review") sits in the header
        ``bar``: after the game's name, on its left in Arabic; None without one."""
        label = self.scene.badge
        if not label:
            return None
        s = self.scene.scale
        lv = self.scene.session.level
        w = theme.text_width(label, round(16 * s), True) + round(24 * s)
        pill = pygame.Rect(0, 0, w, round(bar.height * 0.62))
        size = theme.fit_size(_(lv.name), bar.width // 2, round(26 * s), bold=True)
        pill.midleft = (bar.x + round(16 * s) + theme.text_width(_(lv.name), size, True)
                        + round(16 * s), bar.centery)
        return Mirror(bar).rect(pill)

    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        surface.blit(self.chrome(), (0, 0))
        if scene.save_problem:
            self.draw_not_saved(surface)
        state, board_anim, sticks_anim = scene.shown()
        self.draw_board(surface, state, board_anim)
        self.draw_message(surface)
        scene.panel.draw(surface, state)
        if scene.uses_sticks:
            self.draw_sticks(surface, state, sticks_anim)
        if not scene.held():
            # under a question ("Offer a draw?") its own ring says what Enter presses: the
            # game's, left round the button pressed, was a second one beside it
            scene.nav.draw(surface, scene.scale)

    def draw_not_saved(self, surface: pygame.Surface) -> None:
        """The sign that autosaving fails, over the right of the header bar (where the
        people and place are written), until an autosave works again."""
        scene = self.scene
        s = scene.scale
        geo = scene.geo
        bar = geo.header
        flip = Mirror(bar)
        half = flip.rect((bar.centerx, bar.y, bar.right - bar.centerx, bar.height))
        pygame.draw.rect(surface, theme.INDIGO_DARK, half)
        text = _("Not saved: {problem}").format(problem=tr(scene.save_problem))
        pad = round(12 * s)
        size = theme.fit_size(text, half.width - 3 * pad, round(16 * s), bold=True,
                              minimum=round(11 * s))
        text = theme.ellipsis(text, size, half.width - 3 * pad, True)
        w = theme.text_width(text, size, True) + 2 * pad
        pill = pygame.Rect(0, 0, w, round(bar.height * 0.66))
        pill.midright = (bar.right - pad, bar.centery)
        pill = flip.rect(pill)
        theme.rounded_panel(surface, pill, fill=theme.REFUSED, edge=theme.CREAM,
                            radius=pill.height // 2, width=max(1, round(2 * s)), shadow=False)
        theme.draw_text(surface, text, pill.center, size, theme.CREAM, bold=True,
                        anchor="center")

    def over(self, state) -> bool:
        """The game shown has ended, by the rules or by the players' agreement: the sticks
        tray then asks for no next throw."""
        return state.outcome() is not None or self.scene.session.agreed is not None

    def draw_sticks(self, surface: pygame.Surface, state, sticks_anim) -> None:
        """The sticks tray under ``state`` (the state drawn): a throw that passed the turn
        is told as its thrower's (:meth:`past_thrower`)."""
        scene = self.scene
        scene.sticks.draw(surface, sticks_anim, scene.scale, self.sticks_idle(),
                          over=self.over(state), by=self.past_thrower(state))

    def past_thrower(self, state) -> tuple[str, tuple] | None:
        """(name, colour) of the player whose throw the tray shows, when another player is
        to play in ``state``: after "Amina throws: 4 points, no sig power" passed the turn,
        the tray's "4 — no sig power" sat under the heading "Yusuf: throw the sticks" and
        read as Yusuf's throw. None when the throw is the player's to play (a sig thrown
        again, a count still to move) or nobody's is known."""
        thrower = self.scene.sticks.thrower
        turn = getattr(state, "turn", None)
        if thrower is None or turn is None or thrower == turn:
            return None
        names = self.scene.session.names
        return tr(names[thrower % len(names)]), theme.player_color(thrower)

    def sticks_idle(self) -> str:
        if self.scene.session.outcome is not None or not self.scene.throws_here:
            return ""
        if self.scene.demo:  # Teacher mode: only the teacher's pick throws
            return _("Throw the sticks")
        return _("Click the sticks to throw")

    def draw_board(self, surface: pygame.Surface, state, board_anim) -> None:
        scene = self.scene
        scene.view.draw_shown(surface, state, scene.ui_state, board_anim)
        if board_anim is None:
            self.draw_hint(surface)

    def draw_hint(self, surface: pygame.Surface) -> None:
        """The hint's move on the board: a green ring on each place it clicks, numbered in
        order when there are several (from, to, ...); for a move without a square, the same
        ring around its action button."""
        scene = self.scene
        hint = scene.shown_hint()
        if hint is None:
            return
        targets = scene.view.move_targets(hint.move)
        s = scene.scale
        w = max(3, round(5 * s))
        if not targets:  # a move without a square (H’ajeb, yezzi...): ring its button
            rect = scene.buttons.action_rect(hint.move)
            if rect is not None:
                ring = rect.inflate(2 * w, 2 * w)
                radius = max(6, round(12 * s))
                pygame.draw.rect(surface, theme.INDIGO_DARK, ring.inflate(4, 4), w + 2,
                                 border_radius=radius + 2)
                pygame.draw.rect(surface, theme.PALM_LIGHT, ring, w, border_radius=radius)
            return
        scene.view.draw_rings(surface, targets, s)

    def draw_message(self, surface: pygame.Surface) -> None:
        scene = self.scene
        s = scene.scale
        r = scene.geo.message_rect
        message = scene.message
        step = scene.queue[0] if scene.queue else None
        if step is not None and step.sticks is not None and not step.sticks.done:
            # the throw is told once the sticks have landed, never before
            who = scene.session.names[step.before.turn % len(scene.session.names)]
            message = _("{name} throws the sticks…").format(name=tr(who))
        bad = scene.message_bad
        if scene.alert:
            message, bad = scene.alert, True
        if not message:
            return
        told = message is scene.message  # the scene's own message (a refusal can cite a rule)
        if told and not bad and scene.held() and (scene.thinking() or scene._computer_throws()) \
                and tr(message) == tr(scene._turn_prompt()):
            # the still picture under the menu: the computer waits, it is not thinking
            message = words.held_prompt(scene.session, scene.state)
        message = tr(message)  # model texts and prompts in the language in force, now
        fill = (252, 228, 214) if bad else theme.PANEL
        edge = theme.REFUSED if bad else theme.PANEL_EDGE
        theme.rounded_panel(surface, r, fill=fill, edge=edge, radius=round(10 * s),
                            shadow=False)
        # a long message shrinks a little, then takes two lines, never below the smallest
        # legible text (theme.fit_lines)
        lines, size = theme.fit_lines(message, r.width - round(24 * s), round(20 * s),
                                      bold=bad, lines=2, least=round(16 * s),
                                      height=r.height - round(4 * s))
        step = theme.lines_step(lines, size, bad)  # a little more where Arabic marks need it
        y0 = r.centery - step * (len(lines) - 1) / 2
        rule = scene.cited_rule() if bad and told else None
        for i, line in enumerate(lines):
            at = Mirror(r).text(surface, line, (r.x + round(12 * s), y0 + i * step), size,
                                theme.REFUSED if bad else theme.INK, bold=bad)
            start = line.find("(" + rule) if rule and not is_rtl() else -1
            if start >= 0:  # the rule number is a link: underlined (a click or H opens it)
                x0 = at.x + theme.text_width(line[:start + 1], size, True)
                x1 = x0 + theme.text_width(rule, size, True)
                y = at.bottom - max(1, round(2 * s))
                pygame.draw.line(surface, theme.REFUSED, (x0, y), (x1, y),
                                 max(1, round(2 * s)))

    # -- dirty rectangles: while an animation plays, only what moves is redrawn -----------
    def _still_key(self) -> tuple:
        """Everything drawn outside the board, the message bar and the sticks: while it stays
        the same, a frame redraws those three alone."""
        scene = self.scene
        step = scene.queue[0] if scene.queue else None
        state, board_anim, sticks_anim = scene.shown()
        return (id(step), id(state), board_anim is None, sticks_anim is None,
                scene.buttons.enabled_sig, scene.buttons.ui_sig, scene.selection,
                scene.focus, scene.hover, scene.panel.list_scroll, scene.over_shown_at,
                scene.nav.index, scene.rect.size, scene.still_key(), scene.save_problem)

    def dirty_rects(self) -> list[pygame.Rect] | None:
        scene = self.scene
        if scene.view is None:
            return None
        if not scene.queue:
            return self._thinking_rects()
        key = self._still_key()
        if key != self._last_still:
            self._last_still = key
            return None  # something else changed too: one whole frame
        geo = scene.geo
        rects = [geo.board_dirty, pygame.Rect(geo.message_rect)]
        if scene.uses_sticks and scene.sticks.rect.width > 0:
            rects.append(pygame.Rect(scene.sticks.rect))
        return rects

    def _thinking_rects(self) -> list[pygame.Rect] | None:
        """While the computer thinks only the players list moves (its "thinking" dots):
        that, and the heading, are all a frame redraws."""
        scene = self.scene
        if not scene.thinking():
            self._last_still = None
            return None
        key = self._still_key() + (scene.message, scene.message_bad)
        if key != self._last_still:
            self._last_still = key
            return None
        geo = scene.geo
        return [pygame.Rect(geo.panel.x, 0, geo.panel.width, geo.header_h),
                geo.players_rect.inflate(round(8 * scene.scale), 0)]

    def draw_dirty(self, surface: pygame.Surface, rects: list[pygame.Rect]) -> None:
        """The board (with the animation), the message bar and the sticks tray, each over
        its piece of the still background, each clipped to its rect."""
        scene = self.scene
        geo = scene.geo
        chrome = self.chrome()
        state, board_anim, sticks_anim = scene.shown()
        for r in rects:
            surface.set_clip(r)
            surface.blit(chrome, r, area=r)
            if r == geo.board_dirty:
                self.draw_board(surface, state, board_anim)
            elif r == geo.message_rect:
                self.draw_message(surface)
            elif r == scene.sticks.rect:
                self.draw_sticks(surface, state, sticks_anim)
            else:  # a part of the panel (the players, the heading)
                scene.panel.draw(surface, state)
        surface.set_clip(None)
