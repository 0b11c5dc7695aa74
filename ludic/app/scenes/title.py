"""The title screen: Play, Continue (naming the game it opens, when a game under way was
autosaved: a finished game has nothing left to play, see ``Session.finished``), Learn, Load game, Rules, Help, Settings, Quit. Quit and Escape both ask "Quit Ludic?" (Yes / No)
rather than quitting at once."""

from __future__ import annotations

import pygame

from ludic.app import theme
from ludic.app.scene import Scene
from ludic.app.scenes.common import (ButtonNav, Mirror, button, draw_band, draw_table,
                                     same_text_size)
from ludic.i18n import _, join_list, ngettext, tr


def games_line() -> str:
    """The five games, each by the one name the rest of the app gives it in the language in
    force (:func:`ludic.app.catalog.course_name`, the level's name: the setup card, the
    Learn list, a lesson's header, the rules screen, a save's name). The line was a message
    of its own with short names, "Sig  ·  Sig Capture  ·  ...", and French called the
    capture game "Sig à prises" here and "Sig (El Oued, prises)" everywhere else (Arabic
    "سيق الأسر" and "سيق الوادي: لعبة الأسر"): a learner took them for two games."""
    from ludic.app import catalog
    from ludic.model.lessons import COURSES

    return "  ·  ".join(catalog.course_name(course) for course in COURSES)


def ink(text: str, size: int, bold: bool, center) -> pygame.Rect:
    """Where ``text``'s letters really are, drawn centred at ``center`` (its picture's
    rows above and below the letters left out)."""
    img = theme.render(text, size, theme.CREAM, bold)
    rect = img.get_rect(center=(int(center[0]), int(center[1])))
    return img.get_bounding_rect().move(rect.topleft)


class TitleScene(Scene):
    name = "title"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.nav = ButtonNav()
        self.note = ""

    def enter(self, **data) -> None:
        self.note = data.get("note", "")
        self._take_problems()

    def resume(self, **data) -> None:
        if data.get("ask"):  # a dialog answered (quit?, the pictures missing): the note stays
            if data.get("ask") == "quit" and data.get("answer"):
                self.app.quit()
            return
        self.note = data.get("note", "")
        self._take_problems()

    def _take_problems(self) -> None:
        problem = self.app.storage.autosave_problem
        if problem and not self.note:
            self.note = _("The last moves could not be saved ({problem}): Continue goes back "
                          "to the last game saved.").format(problem=tr(problem))
        problems = self.app.storage.problems
        if problems:
            self.note = " ".join(tr(p) for p in problems)
            problems.clear()

    def layout(self, size) -> None:
        super().layout(size)
        w, h = size
        s = self.scale
        self.band_h = round(56 * s)
        self.title_center = (w // 2, round(h * 0.25))
        top = round(h * 0.25 + 150 * s)
        # below the heading's last line (taller in Arabic, and in extra large text)
        text, center, px, _c, bold, _s = self.heading_lines(h)[-1]
        top = max(top, ink(text, px, bold, center).bottom + round(10 * s))
        bottom = h - round(h * 0.07) - self.band_h - round(12 * s)
        gap = round(12 * s)
        bw, bh = round(260 * s), min(round(56 * s), (bottom - top + gap) // 4 - gap)
        x0 = w // 2 - gap // 2 - bw

        def row(i: int) -> int:
            return top + i * (bh + gap)

        # Play and Continue across the width; Learn | Load game | Rules; Help | Settings | Quit
        wide = 2 * bw + gap
        third = (wide - 2 * gap) // 3
        last = wide - 2 * (third + gap)
        self.button_rects = [pygame.Rect(x0, row(0), wide, bh),
                             pygame.Rect(x0, row(1), wide, bh)]
        flip = Mirror(self.rect)  # Arabic: each row of three starts at the right
        for r in (2, 3):
            self.button_rects += [flip.rect((x0, row(r), third, bh)),
                                  flip.rect((x0 + third + gap, row(r), third, bh)),
                                  flip.rect((x0 + 2 * (third + gap), row(r), last, bh))]
        # the heading and the buttons as one block, centred between the bands where there is
        # room below (a 4:3 projector at 1024x768 left a band of 170 px under Quit and 60 over
        # the name); never raised, so a short window keeps the heading clear of the top band
        heading = [ink(text, px, bold, c) for text, c, px, _c, bold, _s in self.heading_lines(h)]
        block_top = min(r.top for r in heading)
        block_bottom = self.button_rects[-1].bottom
        free_top, free_bottom = round(h * 0.07) + self.band_h, bottom + round(12 * s)
        dy = ((free_top + free_bottom) - (block_top + block_bottom)) // 2
        if dy > 0:
            self.title_center = (self.title_center[0], self.title_center[1] + dy)
            self.button_rects = [r.move(0, dy) for r in self.button_rects]

    def can_continue(self) -> bool:
        """Is there a game to go on with? An autosave of a game under way (or of a match with
        games still to play), or one that cannot be read (Continue then says why). Not a
        finished game: its last position is all there is (the file stays until the next
        game replaces it)."""
        if not self.app.storage.has_autosave():
            return False
        summary = self.app.storage.autosave_summary()
        return summary is None or not summary["over"]

    def continue_label(self) -> tuple[str, str]:
        """The Continue button's words and tooltip: which game it opens and who plays it."""
        summary = self.app.storage.autosave_summary()
        if summary is None:
            return _("Continue"), _("No game in progress")
        from ludic.app import catalog

        # a game offered (catalog.level() reads a file left out again, and raised its error:
        # the title screen failed whenever the game in progress had a broken level file)
        lv = next((lv for lv in catalog.levels() if lv.id == summary["level"]), None)
        game = _(lv.name) if lv is not None else str(summary["level"])
        names = join_list(tr(n) for n in summary["names"]) if summary["names"] else ""
        moves = summary["moves"]
        tip = (ngettext("{game}: {names}, {moves} move played",
                        "{game}: {names}, {moves} moves played", moves).format(
            game=game, names=names, moves=moves) if names else game)
        return _("Continue: {game}").format(game=game), tip

    def build_ui(self, manager, active: bool) -> None:
        self.nav.clear()
        rects = iter(self.button_rects)
        self.nav.add(button(manager, next(rects), _("Play"), cls="primary", oid="play"),
                     self.play)
        has_save = self.can_continue()
        text, tip = self.continue_label() if has_save else (_("Continue"), None)
        self.nav.add(button(manager, next(rects), text, cls="menu", oid="continue",
                            enabled=has_save, tip=tip), self.continue_)
        self.nav.add(button(manager, next(rects), _("Learn"), cls="menu", oid="learn",
                            tip=_("Short lessons on the board, rule by rule")), self.learn)
        self.nav.add(button(manager, next(rects), _("Load game"), cls="menu", oid="load",
                            tip=_("The games saved under a name")), self.load)
        self.nav.add(button(manager, next(rects), _("Rules"), cls="menu", oid="rules"),
                     self.rules)
        self.nav.add(button(manager, next(rects), _("Help"), cls="menu", oid="help",
                            tip=_("Every shortcut and control (F1)")), self.help)
        self.nav.add(button(manager, next(rects), _("Settings"), cls="menu", oid="settings"),
                     self.settings)
        self.nav.add(button(manager, next(rects), _("Quit"), cls="menu", oid="quit"),
                     self.ask_quit)
        # the grid of six under Continue reads as one menu: its words at one size (in French
        # extra large text 'Apprendre' and 'Réglages', fitted to their buttons, were drawn
        # smaller than 'Ouvrir' and 'Quitter' beside them)
        same_text_size([b for b, *_ in self.nav.buttons[2:]])

    # -- actions ---------------------------------------------------------------------------
    def play(self) -> None:
        self.app.push("setup")

    def continue_(self) -> None:
        from ludic.app.session import load_autosave, remember_setup

        session, problem = load_autosave(self.app)
        if session is None:
            self.note = tr(problem) if problem else _("There is no saved game.")
            self.app._ui_dirty = True
            return
        # the game continued is the last one set up, as a loaded one is: Play, back at the
        # title, opened on the game set up before it
        remember_setup(self.app, session)
        self.app.push("game", session=session)

    def learn(self) -> None:
        self.app.push("learn")

    def load(self) -> None:
        self.app.push("load")

    def ask_quit(self) -> None:
        """"Quit Ludic?", Yes / No. The words under the question promise Continue only when
        there is a game to continue (:meth:`can_continue`): after a finished game, or on a
        first run, French read "La partie en cours est gardée" above a greyed Continue, a
        game that did not exist."""
        text = (_("A game under way is kept: Continue goes on with it next time.")
                if self.can_continue() else "")
        self.app.push("confirm", ask="quit", title=_("Quit Ludic?"), text=text,
                      answers=[(_("Yes"), True), (_("No"), False)], cancel=False)

    def rules(self) -> None:
        self.app.push("rules")

    def help(self) -> None:
        self.app.push("help")

    def settings(self) -> None:
        self.app.push("settings")

    def handle(self, intent) -> None:
        if self.nav.handle(intent):
            return
        if intent.name == "confirm" and self.nav.index is None:
            # Play is the title's default button: Enter with no button ringed did nothing,
            # and a player at the keyboard had to find Tab first
            self.play()
        elif intent.name == "rules":
            self.rules()
        elif intent.name == "help":
            self.help()
        elif intent.name == "back":
            self.ask_quit()

    # -- drawing ---------------------------------------------------------------------------
    def heading_lines(self, h: int) -> list[tuple]:
        """The name, the line under it and the games' names: ``(text, center, size, colour,
        bold, shadow)`` each. The line under the name starts below the name's ink: the
        Arabic name (لوديك) reaches lower than "Ludic" (the dots under its ي), and at a fixed
        distance they fell on the line's words; the games' line, below that line's ink."""
        s = self.scale
        cx, cy = self.title_center
        # the name is the title's picture, not text to read: the text size leaves it as it is
        size = round(min(120 * s, h * 0.16) / theme.text_factor())
        name = _("Ludic")
        under = _("Five traditional board games of North and East Africa")
        under_size = round(24 * s)
        name_ink = ink(name, size, True, (cx, cy))
        name_ink.height += max(1, size // 16)  # its shadow
        y = cy + round(78 * s)
        y += max(0, name_ink.bottom + round(4 * s) - ink(under, under_size, False, (cx, y)).top)
        games, games_size = games_line(), round(18 * s)
        y2 = y + round(34 * s)
        y2 += max(0, ink(under, under_size, False, (cx, y)).bottom + round(2 * s)
                  - ink(games, games_size, True, (cx, y2)).top)
        return [(name, (cx, cy), size, theme.CREAM, True, theme.TERRACOTTA_DARK),
                (under, (cx, y), under_size, theme.SAND, False, None),
                (games, (cx, y2), games_size, theme.OCHRE, True, None)]

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = self.scale
        draw_table(surface, self.app.assets)
        draw_band(surface, self.app.assets, round(h * 0.07), self.band_h, w)
        draw_band(surface, self.app.assets, h - round(h * 0.07) - self.band_h, self.band_h, w)
        for text, center, size, color, bold, shadow in self.heading_lines(h):
            theme.draw_text(surface, text, center, size, color, bold=bold, anchor="center",
                            shadow=shadow)
        if self.note:  # over the bottom band, clear of the buttons
            width = min(w - 40, round(900 * s))
            img = theme.render(self.note, round(16 * s), theme.TERRACOTTA_DARK, False, False,
                               width - round(28 * s))
            box = pygame.Rect(0, 0, width, img.get_height() + round(16 * s))
            box.center = (w // 2, h - round(h * 0.07) - self.band_h // 2)
            box.bottom = min(box.bottom, h - 4)
            theme.rounded_panel(surface, box, radius=round(10 * s))
            at = pygame.Rect(box.x + round(14 * s), box.y + round(8 * s), *img.get_size())
            surface.blit(img, Mirror(box).rect(at))  # Arabic: from the right edge
        self.nav.draw(surface, s)
