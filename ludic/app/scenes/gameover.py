"""The game-over panel, drawn over the finished game: who won (the heading) and why in plain
words (the model's ``Outcome.why``, which never names the winner), the match score where a
match is played, the chart of how the game went (:mod:`ludic.app.chart_view`), *play
again*, *review*, *keep a picture* and *change players* (this game's setup screen, filled in
as the game was played: the game scene opens it, by name)."""

from __future__ import annotations

import pygame

from ludic.i18n import _, join_commas, tr
from ludic.app import theme
from ludic.app.scene import Scene
from ludic.app.chart_view import draw_chart
from ludic.app.scenes.common import (ButtonNav, Mirror, again_label, button, score_line,
                                     seat_icon, share_row)
from ludic.model.chart import chart_of_history


#: Seconds the panel is in sight before Enter presses its ringed button (Play again). Enter
#: is also the game's "forward" (throw, let the computer play): pressed again a moment after
#: the last move, it started a new game before the player had read who won.
CONFIRM_AFTER = 0.8


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

    def layout(self, size) -> None:
        """A box as tall as its words: title, reason, match line, buttons."""
        super().layout(size)
        w, h = size
        s = self.scale
        # wider with a larger text size (still over the board, left of the game's panel):
        # six buttons in two rows read at their size, "Changer les joueurs…" and "Review the
        # game" shrank to the smallest text in extra large text at 1024x600
        wide = min(round(680 * s * min(theme.text_factor(), 1.3)), round(0.72 * w) - 40)
        width = min(w - 40, max(round(680 * s), wide))
        text_w = width - round(56 * s)
        # the title's real height: the text size setting enlarges it
        title_h = max(round(round(40 * s) * 1.4),
                      theme.font(round(40 * s), True).size("Ag")[1] + round(6 * s))
        height = round(44 * s) + title_h
        if self.session is not None:
            outcome = self.session.outcome
            if outcome is not None and outcome.why:
                height += theme.render(self.reason(), round(21 * s), theme.INK, False, False,
                                       text_w).get_height()
            places = self.places_line()
            if places:
                height += round(8 * s) + theme.render(places, round(19 * s), theme.INK, True,
                                                      False, text_w).get_height()
            line = self.match_line()
            if line:
                height += round(14 * s) + theme.render(line, round(19 * s), theme.INDIGO, True,
                                                       False, text_w).get_height()
        buttons = round(28 * s) + 2 * round(52 * s) + round(10 * s) + round(22 * s)
        chart_h = 0
        if self.chart is not None:
            chart_h = max(0, min(round(190 * s), h - 40 - height - buttons - round(14 * s)))
            if chart_h < round(90 * s):
                chart_h = 0
        height += buttons + (chart_h + round(14 * s) if chart_h else 0)
        self.box = pygame.Rect(0, 0, width, min(h - 40, max(round(250 * s), height)))
        self.box.center = (round(w * 0.36), h // 2)  # over the board
        if self.box.left < 20:
            self.box.left = 20
        self.box = Mirror((0, 0, w, h)).rect(self.box)  # the board is on the right in Arabic
        bottom = self.box.bottom - round(20 * s) - 2 * round(52 * s) - round(10 * s) \
            - round(20 * s)
        self.chart_rect = pygame.Rect(self.box.x + round(28 * s), bottom - chart_h,
                                      self.box.width - round(56 * s), chart_h)
        # where a kept picture went: up to two lines under the chart, taken from the chart's
        # height (the box and its buttons stay where they are); the line squeezed into the
        # gap above the buttons ran into them at 1024x600, its file name cut by an ellipsis
        self.kept_lines, self.kept_size = [], 0
        if self.kept:
            self.kept_lines, self.kept_size = self.kept_words(self.chart_rect.width,
                                                              round(16 * s))
            need = len(self.kept_lines) * theme.line_step(self.kept_size) + round(4 * s)
            room = max(0, need - round(20 * s) + round(4 * s))  # the gap has 20 s already
            if self.chart_rect.height - room < round(60 * s):
                room = self.chart_rect.height  # too little chart left: the words instead
            self.chart_rect.height -= room
            self.chart_rect.bottom = bottom - room

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
        with the names in force."""
        outcome = self.session.outcome
        if outcome is None:
            return ""
        return tr(outcome.why)

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
        self.nav.clear()
        bh, gap = round(52 * s), round(10 * s)
        bw = (self.box.width - round(48 * s) - 2 * gap) // 3
        y = self.box.bottom - 2 * bh - gap - round(20 * s)
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
        if intent.name == "back":
            self.app.pop()
        elif intent.name == "undo":
            self.app.pop(undo=True)

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        theme.rounded_panel(surface, self.box, radius=round(16 * s), width=max(2, round(3 * s)))
        band = pygame.Rect(self.box.x, self.box.y, self.box.width, round(16 * s))
        img = self.app.assets.scaled("pattern", (round(band.height * 4), band.height))
        for x in range(band.x + round(12 * s), band.right - round(12 * s), img.get_width()):
            surface.blit(img, (x, band.y + round(10 * s)),
                         area=pygame.Rect(0, 0, band.right - round(12 * s) - x, band.height))
        x = self.box.x + round(28 * s)
        y = self.box.y + round(44 * s)
        # the reason, places and match lines step by the Latin line in every language (the
        # layout measures them so): Arabic's taller step left the Dra chart 117 pixels of 190
        # at 1280x720 in extra large text, a strip of lines without its legend or axes
        flip = Mirror(self.box)  # Arabic: the winner's piece and the words from the right
        title = self.title()
        outcome = self.session.outcome
        tx = x
        if outcome is not None and outcome.winner is not None:
            icon = seat_icon(self.seat_view(), outcome.winner, round(44 * s))
            surface.blit(icon, flip.rect(icon.get_rect(midleft=(x, y + round(26 * s)))))
            tx = x + icon.get_width() + round(12 * s)
        size = theme.fit_size(title, self.box.right - round(28 * s) - tx, round(40 * s), True)
        head = flip.text(surface, title, (tx, y), size, theme.TERRACOTTA_DARK, bold=True,
                         anchor="topleft")
        y = max(y + round(size * 1.4), head.bottom + round(6 * s))
        r = flip.text(surface, self.reason(), (x, y), round(21 * s), theme.INK,
                      wrap=self.box.width - round(56 * s), anchor="topleft")
        places = self.places_line()
        if places:
            r = flip.text(surface, places, (x, r.bottom + round(8 * s)), round(19 * s),
                          theme.INK, bold=True, wrap=self.box.width - round(56 * s),
                          anchor="topleft")
        y = r.bottom + round(14 * s)
        line = self.match_line()
        if line:
            flip.text(surface, line, (x, y), round(19 * s), theme.INDIGO, bold=True,
                      wrap=self.box.width - round(56 * s), anchor="topleft")
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
