"""The game-over panel, drawn over the finished game: who won (the heading) and why in plain
words (the model's ``Outcome.why``, which never names the winner), the match score where a
match is played, the chart of how the game went (:mod:`ludic.app.chart_view`), *play
again*, *review*, *keep a picture* and *change players* (this game's setup screen, filled in
as the game was played: the game scene opens it, by name)."""

from __future__ import annotations

from typing import NamedTuple

import pygame

from ludic import i18n
from ludic.i18n import _, join_commas, tr
from ludic.app import theme
from ludic.app.scene import Scene
from ludic.app.chart_view import chart_layout, draw_chart, readable_plot
from ludic.app.scenes.common import (ButtonNav, Mirror, again_label, button, score_line,
                                     seat_icon, share_row)
from ludic.model.chart import chart_of_history


#: Seconds the panel is in sight before Enter presses its ringed button (Play again). Enter
#: is also the game's "forward" (throw, let the computer play): pressed again a moment after
#: the last move, it started a new game before the player had read who won.
CONFIRM_AFTER = 0.8

#: The room kept between the box and the game's panel, and the window's edges, at scale 1:
#: the box's shadow (a third of its corner's radius, 16) falls inside it.
MARGIN = 12
#: The chart's height where the room allows it, at scale 1.
CHART_MOST = 190
#: The least height of the chart's plot, at scale 1 (:meth:`GameOverScene.chart_least`):
#: a Dra game's twelve pieces five pixels apart, the sides' lines and capture marks told
#: apart on a projector.
PLOT_LEAST = 60
#: The box's paddings at scale 1: above its words (the patterned band, then the title),
#: between the words and the chart, between the chart and the buttons, and under them.
#: ``TIGHT`` where the chart would otherwise fall under its least (:meth:`layout`).
ROOMY = (44, 24, 20, 20)
TIGHT = (34, 14, 12, 14)


def held_references(text: str) -> str:
    """``text`` with each rule's reference held to the word before it
    (:func:`ludic.i18n.held_brackets`, which every wrap of the app calls): the reason of an
    Arabic game in extra large text at 1280x720 ended with "(D4)" alone on its line."""
    return i18n.held_brackets(text)


class Words(NamedTuple):
    """One paragraph of the box's words as :meth:`GameOverScene.words` sets it."""

    text: str
    size: int  # (before the text size setting enlarges it)
    bold: bool
    color: tuple
    x: int  # where its lines start, from the box's words' start (as read: Mirror)
    y: int  # the top of its first Latin line, under the box's top padding
    wrap: int  # the width its lines wrap at (0: one line)
    height: int  # its Latin lines (:func:`on_latin_lines`)
    rise: int  # how far its picture is raised to stand on them


def on_latin_lines(text: str, size: int, bold: bool, wrap: int) -> tuple[int, int]:
    """The height of ``text``'s paragraph (as :func:`theme.render` draws it, wrapped at
    ``wrap``) counted a Latin line a line, as English has it, and how far its picture is
    raised so that its first line stands on the Latin line's baseline. An Arabic line's
    picture keeps room for marks stacked above and below its letters, half as tall again:
    the title's picture was 127 px for 59 of letters in extra large text at 1280x720, and
    the box, counted by its pictures, took the chart's room. Its lines are stepped by the
    Latin line already, more only where marks would touch (:meth:`BidiFont.paragraph_step`)."""
    img = theme.render(text, size, theme.INK, bold, False, wrap)
    f = theme.font(size, bold)
    shown = theme.drawable(theme.words(text), newlines=wrap > 0)
    lines = (f.wrap(shown, wrap) if wrap else shown.split("\n")) or [""]
    rise = max(0, f.baseline(lines[0]) - f.latin.get_ascent())
    last = f.size(lines[-1])[1]  # the last line's own picture: Arabic's is the taller
    return img.get_height() - last + theme.line_step(size, bold), rise


class GameOverScene(Scene):
    name = "gameover"
    overlay = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.nav = ButtonNav()
        self.session = None
        self.chart = None
        self.chart_rect = pygame.Rect(0, 0, 0, 0)

    def enter(self, session=None, **data) -> None:
        self.session = session
        self.shown_for = 0.0  # seconds in sight (CONFIRM_AFTER)
        self.chart = None
        self.kept, self.kept_bad = "", False
        if session is not None:
            try:
                self.chart = chart_of_history(session.level.game, session.history)
            except Exception:  # noqa: BLE001 - no chart is better than no end panel
                self.chart = None
        self.layout(self.app.size)

    def room(self, size) -> pygame.Rect:
        """Where the box may go: the window less the game's side panel (its scores and move
        list stay in sight: a class reads them after the game) and a margin from the panel
        and the window's edges that holds the box's shadow. Over the board and its header
        and message bar, so on the left, or on the right in Arabic (the panel is mirrored)."""
        w, h = size
        m = round(MARGIN * self.scale)
        room = pygame.Rect(m, m, w - 2 * m, h - 2 * m)
        panel = self.beside()
        if panel is not None and panel.width:
            if panel.centerx >= w / 2:
                room.width = panel.left - m - room.left
            else:
                room.left = panel.right + m
                room.width = w - m - room.left
        return room

    def beside(self) -> pygame.Rect | None:
        """The game's side panel under this box (None where no game scene is below)."""
        below = self.app.scenes[-2] if len(self.app.scenes) > 1 else None
        geo = getattr(below, "geo", None)
        return pygame.Rect(geo.panel) if geo is not None else None

    def layout(self, size) -> None:
        """The box over the board, never over the game's panel (:meth:`room`), as tall as
        its words, the chart and the buttons need. Its words are set a Latin line apart in
        every language (:meth:`words`): Arabic's own line, half as tall again, made the box
        taller than the window's room beside the panel. The chart is :data:`CHART_MOST` tall
        where the room allows it and shrinks to :meth:`chart_least`; where even that does
        not fit, first the paddings tighten (:data:`TIGHT`), then the chart gives way (the
        review shows it): the words and the buttons stay whole."""
        super().layout(size)
        w, h = size
        s = self.scale
        self.beside_was = self.beside()
        room = self.room(size)
        # wider with a larger text size (still over the board, beside the game's panel):
        # six buttons in two rows read at their size, "Changer les joueurs…" and "Review the
        # game" shrank to the smallest text in extra large text at 1024x600
        wide = min(round(680 * s * min(theme.text_factor(), 1.3)), round(0.72 * w) - 40)
        width = min(room.width, max(round(680 * s), wide))
        self.blocks = self.words(width)
        words_h = self.blocks[-1].y + self.blocks[-1].height if self.blocks else 0
        buttons = 2 * round(52 * s) + round(10 * s)
        self.chart_rect = pygame.Rect(0, 0, 0, 0)
        chart_w = width - round(56 * s)
        least = self.chart_least(chart_w) if self.chart is not None else 0
        most = max(least, round(CHART_MOST * s))
        for pads in (ROOMY, TIGHT):
            top, above, below, under = (round(v * s) for v in pads)
            fixed = top + words_h + below + buttons + under
            chart_h = min(most, room.height - fixed - above)
            if least and chart_h >= least:
                break
        else:
            pads, chart_h = ROOMY, 0  # the chart gives way: the words and buttons stay
            top, above, below, under = (round(v * s) for v in pads)
        self.pads = pads
        height = top + words_h + below + buttons + under + (above + chart_h if chart_h else 0)
        self.box = pygame.Rect(0, 0, width, min(room.height, height))
        self.box.center = room.center
        bottom = self.box.bottom - under - buttons - below
        self.chart_rect = pygame.Rect(self.box.x + round(28 * s), bottom - chart_h, chart_w,
                                      chart_h)
        # where a kept picture went: up to two lines under the chart, taken from the chart's
        # height (the box and its buttons stay where they are); the line squeezed into the
        # gap above the buttons ran into them at 1024x600, its file name cut by an ellipsis
        self.kept_lines, self.kept_size = [], 0
        if self.kept:
            self.kept_lines, self.kept_size = self.kept_words(self.chart_rect.width,
                                                              round(16 * s))
            need = len(self.kept_lines) * theme.line_step(self.kept_size) + round(4 * s)
            room_h = max(0, need - below + round(4 * s))  # the gap under the chart is there
            if self.chart_rect.height - room_h < least:
                room_h = self.chart_rect.height  # too little chart left: the words instead
            self.chart_rect.height -= room_h
            self.chart_rect.bottom = bottom - room_h

    def words(self, width: int) -> list["Words"]:
        """The box's words, top to bottom, from its top padding (:data:`ROOMY`'s or
        :data:`TIGHT`'s first is added by :meth:`layout`): the title (beside the winner's
        piece; on two lines where a long name does not fit one at a readable size), why
        the game ended, the places and the match score, each a paragraph counted a Latin
        line a line in every language (:func:`on_latin_lines`)."""
        s = self.scale
        text_w = width - round(56 * s)
        blocks = []
        y = 0
        if self.session is None:
            return blocks
        title = self.title()
        tx = 0
        if self.session.outcome is not None and self.session.outcome.winner is not None:
            tx = round(44 * s) + round(12 * s)  # the winner's piece before it
        lines, size = theme.fit_lines(title, text_w - tx, round(40 * s), True, lines=2,
                                      least=round(26 * s))
        wrap = text_w - tx if len(lines) > 1 else 0
        blocks.append(Words(title, size, True, theme.TERRACOTTA_DARK, tx, y, wrap,
                            *on_latin_lines(title, size, True, wrap)))
        y = blocks[-1].y + blocks[-1].height + round(6 * s)
        for text, size, bold, color, gap in (
                (self.reason(), round(21 * s), False, theme.INK, 0),
                (self.places_line(), round(19 * s), True, theme.INK, round(8 * s)),
                (self.match_line(), round(19 * s), True, theme.INDIGO, round(14 * s))):
            if not text:
                continue
            if len(blocks) > 1:
                y += gap
            blocks.append(Words(text, size, bold, color, 0, y, text_w,
                                *on_latin_lines(text, size, bold, text_w)))
            y = blocks[-1].y + blocks[-1].height
        return blocks

    def chart_least(self, width: int) -> int:
        """The least height of the chart ``width`` wide that still reads as a chart: its
        title (what is counted), its legend as roomy as it is drawn (each name whole where
        the names can be), the axes' words and a plot :data:`PLOT_LEAST` tall at least
        (the lines of the sides apart, a capture's mark on them). Lower, the chart lost its
        title and then its legend and axes: a strip of lines (Arabic extra large text at
        1280x720 kept 63 pixels of plot without a title)."""
        s = self.scale
        names = self.session.names
        tall = round(4 * CHART_MOST * s)
        full = chart_layout(pygame.Rect(0, 0, width, tall), self.chart, names, s)
        want = max(round(PLOT_LEAST * s), readable_plot(full.label_h))

        def reads(height: int) -> bool:
            laid = chart_layout(pygame.Rect(0, 0, width, height), self.chart, names, s)
            return not laid.strip and laid.title == full.title \
                and laid.plan[2] == full.plan[2] and laid.plot.height >= want

        need = max(1, tall - full.plot.height + want)
        while need < tall and not reads(need):
            need += 1
        return need

    def kept_words(self, width: int, size: int) -> tuple[list[str], int]:
        """Where the picture went, in at most two lines of ``width`` (:func:`theme.fit_lines`);
        a path too long for its line loses its first folders ("…/Pictures/Ludic/ludic-dra-
        ….png"), never the file's name."""
        lines, fs = theme.fit_lines(self.kept, width, size, lines=2)
        words = self.kept.split()
        path = next((w for w in reversed(words) if "/" in w or "\\" in w), "")
        if self.kept_bad or not path or not lines[-1].endswith("…"):
            return lines, fs
        sep = "\\" if "\\" in path and "/" not in path else "/"
        parts = path.split(sep)
        for k in range(1, len(parts)):
            short = "…" + sep + sep.join(parts[k:])
            lines, fs = theme.fit_lines(self.kept.replace(path, short), width, size, lines=2)
            if not lines[-1].endswith("…"):
                break
        return lines, fs

    def seat_view(self):
        """The board view of the game below (for the pictures of the players' pieces)."""
        below = self.app.scenes[-2] if len(self.app.scenes) > 1 else None
        return getattr(below, "view", None)

    def title(self) -> str:
        outcome = self.session.outcome
        if outcome is None:
            return _("Game over")
        if outcome.winner is None:
            return _("A draw")
        return _("{name} wins!").format(name=tr(self.session.names[outcome.winner]))

    def reason(self) -> str:
        """Why the game ended, without who won or that it is a draw: the title says that
        already. The model's ``reason`` ends with the result ("North cannot move: South
        wins"), the sentence the message bar, the move list and a replay tell alone; here
        the title above names the result, so the panel shows the model's ``why`` ("North
        cannot move", "The turn limit of 200 turns is reached (H5)"), in the language and
        with the names in force, its rule's reference kept with the word before it
        (:func:`held_references`)."""
        outcome = self.session.outcome
        if outcome is None:
            return ""
        return held_references(tr(outcome.why))

    def places_line(self) -> str:
        """The finishing order where the game ranks every player (Sig with "play for
        places", S8): "Places: 1st Amina, 2nd Youssef, ..."; empty where only a winner is
        named (the title says it)."""
        outcome = self.session.outcome
        if outcome is None or len(outcome.places) < 2:
            return ""
        from ludic.app.boards.sig_race import place_badge

        names = self.session.names
        # each place held with its name by no-break spaces: the line wrapped between them
        # ("5th" at the end of a line, "Computer 3" on the next)
        return _("Places: {list}").format(list=join_commas(
            _("{place} {name}").format(place=place_badge(i), name=tr(names[seat]))
            .replace(" ", "\u00a0") for i, seat in enumerate(outcome.places, 1)))

    def match_line(self) -> str:
        m = self.session.match
        if m is None:
            return ""
        scores = score_line(self.session.names, m.scores)
        if m.is_over:
            return _("Match won by {name}: {scores}").format(
                name=tr(self.session.names[m.winner]), scores=scores)
        if m.target:
            return _("Match score (first to {target}): {scores}").format(target=m.target,
                                                                        scores=scores)
        return _("Match score: {scores}").format(scores=scores)

    def build_ui(self, manager, active: bool) -> None:
        s = self.scale
        if self.beside() != self.beside_was:
            # the game's panel widened for its buttons' words as it made them (just now,
            # under this box): the box keeps beside it
            self.layout(self.app.size)
        self.nav.clear()
        bh, gap = round(52 * s), round(10 * s)
        bw = (self.box.width - round(48 * s) - 2 * gap) // 3
        y = self.box.bottom - 2 * bh - gap - round(self.pads[3] * s)
        x = self.box.x + round(24 * s)
        flip = Mirror(self.box)  # Arabic: the first of each row at the right
        rows = (
            ((again_label(self.session), "again", None, "primary",
              lambda: self.app.pop(play_again=True)),
             (_("See the board"), "look", _("Close this panel (Esc)"), "", self.app.pop),
             (_("Main menu"), "menu", None, "", lambda: self.app.pop(menu=True))),
            ((_("Review the game"), "review", _("Step through the moves, forwards and back"), "",
              lambda: self.app.pop(review=True)),
             (_("Keep a picture"), "keep", _("Save the board and this chart as a picture"), "",
              self.keep),
             # to play again at another strength, or against the computer rather than a
             # friend: only the in-game menu's New game led there, and it forgot the seats
             (_("Change players…"), "players",
              _("This game's setup: players, names, the computer's strength, options"), "",
              lambda: self.app.pop(change_players=True))),
        )
        for row in rows:
            made = []
            for i, (label, oid, tip, cls, action) in enumerate(row):
                b = button(manager, flip.rect((x + i * (bw + gap), y, bw, bh)), label, cls=cls,
                           oid=oid, tip=tip)
                self.nav.add(b, action)
                made.append(b)
            share_row(made, flip)  # "Changer les joueurs…" took more than a third at 1024x600
            y += bh + gap
        self.nav.index = 0

    def keep(self) -> None:
        """Save the picture and say where it went (here, under the chart)."""
        from ludic.app.keepsake import keep_picture

        self.kept, self.kept_bad = keep_picture(self.app, self.session, self.seat_view())
        self.layout(self.app.size)  # room for the words under the chart

    kept = ""
    kept_bad = False
    blocks: list = []
    pads = ROOMY
    beside_was = None
    kept_lines: list = []
    kept_size = 0

    shown_for = 0.0

    def update(self, dt: float) -> None:
        self.shown_for += dt

    def busy(self) -> bool:
        """Frames go on until Enter counts: an idle window makes one only when input comes,
        and the moment would pass a key press at a time, never on the clock."""
        return self.shown_for < CONFIRM_AFTER

    def handle(self, intent) -> None:
        if intent.name == "confirm" and self.shown_for < CONFIRM_AFTER:
            return  # the game's last "forward", not an answer to this panel
        if self.nav.handle(intent):
            return
        if intent.name == "select" and intent.pos is not None \
                and not self.box.collidepoint(intent.pos):
            self.press_below(intent.pos)
            return
        if intent.name == "back":
            self.app.pop()
        elif intent.name == "undo":
            self.app.pop(undo=True)

    def button_below(self, pos):
        """The game's panel button (and its action) drawn at ``pos`` under the box, or None.
        Its buttons were made for the picture under the box (:meth:`App._build_ui`) and are
        not in the GUI while the box is up; their places are kept."""
        below = self.app.scenes[-2] if len(self.app.scenes) > 1 else None
        nav = getattr(below, "nav", None)
        if nav is None or below.overlay:
            return None
        for b, action in nav.buttons:
            if b.visible and b.get_abs_rect().collidepoint(pos):
                return b, action
        return None

    def press_below(self, pos) -> None:
        """A click on the game's panel beside the box (QA34 F9: its buttons looked live and
        did nothing, without a word). The panel stays a place to act, as the player reads it:

        * Undo closes the box and takes back the last move, as Ctrl+Z does here: a player
          who lost wants to take back the losing move, and clicks Undo first;
        * Rules, Help and Settings open over the box, as they do over anything, and the box
          is there again when they close: nothing about the finished game was decided;
        * any other button that can act (Next game, Change players…, the speed, the
          numbering, Menu) closes the box, as *See the board* does, and acts: the same as
          the two clicks it saves;
        * a button drawn greyed (Hint, Pause, Step, Redo with nothing to redo) does nothing:
          it looks it, and nothing is lost under the box."""
        found = self.button_below(pos)
        if found is None:
            return
        b, action = found
        if not b.is_enabled:
            return
        game = self.app.scenes[-2]
        if action == getattr(game, "undo", None):
            self.app.pop(undo=True)
        elif action in (getattr(game, name, None) for name in ("rules", "help", "settings")):
            action()  # pushed over this box
        else:
            self.app.pop()
            action()

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        theme.rounded_panel(surface, self.box, radius=round(16 * s), width=max(2, round(3 * s)))
        band = pygame.Rect(self.box.x, self.box.y, self.box.width, round(16 * s))
        img = self.app.assets.scaled("pattern", (round(band.height * 4), band.height))
        for x in range(band.x + round(12 * s), band.right - round(12 * s), img.get_width()):
            surface.blit(img, (x, band.y + round(10 * s)),
                         area=pygame.Rect(0, 0, band.right - round(12 * s) - x, band.height))
        x = self.box.x + round(28 * s)
        y = self.box.y + round(self.pads[0] * s)
        flip = Mirror(self.box)  # Arabic: the winner's piece and the words from the right
        outcome = self.session.outcome
        if outcome is not None and outcome.winner is not None and self.blocks:
            icon = seat_icon(self.seat_view(), outcome.winner, round(44 * s))
            first = self.blocks[0]
            mid = y + first.y + theme.line_step(first.size, True) // 2  # its first line
            surface.blit(icon, flip.rect(icon.get_rect(midleft=(x, mid))))
        for block in self.blocks:
            flip.text(surface, block.text, (x + block.x, y + block.y - block.rise), block.size,
                      block.color, bold=block.bold, wrap=block.wrap, anchor="topleft")
        if self.chart is not None and self.chart_rect.height > 0:
            draw_chart(surface, self.chart_rect, self.chart, self.session.names,
                       self.seat_view(), s)
        y = self.chart_rect.bottom + round(3 * s)
        for line in self.kept_lines:
            Mirror(self.chart_rect).text(
                surface, line, (self.chart_rect.x, y), self.kept_size,
                theme.REFUSED if self.kept_bad else theme.PALM, anchor="topleft")
            y += theme.line_step(self.kept_size)
        self.nav.draw(surface, s)
