"""Load game (from the title screen): the saved games, newest first, each with its name, the
game, when it was saved and the moves played; *Load* opens the one chosen, *Delete* removes it
after a confirmation. The game loaded becomes the last one set up (as a game started from
Play): Play and Rules open on it afterwards. A file that cannot be read, or whose moves the rules refuse, is listed as
*unreadable* with the reason and can be deleted: never a crash.

Rows are clicked (or reached with Tab / the arrow keys, like buttons); Enter or a second click
on the chosen row loads it; the wheel scrolls a long list.
"""

from __future__ import annotations

import logging

import pygame

from ludic.i18n import N_, Text, Typed, _, ngettext, tr
from ludic.app import catalog, theme
from ludic.app.bidi import has_arabic
from ludic.app.scene import Scene
from ludic.app.scenes.common import (ButtonNav, DrawnButton, Mirror, button, draw_header,
                                     draw_table, set_enabled)
from ludic.app.storage import SaveInfo
from ludic.model.errors import LevelError

log = logging.getLogger(__name__)


def _played(session) -> str:
    """"12 moves, 20 throws" played so far (the moves in force)."""
    h = session.history
    throws = sum(1 for st in h.states[:h.cursor] if st.is_chance)
    moves = h.cursor - throws
    if moves and throws:
        # TRANSLATORS: "12 moves, 20 throws played", each counted in its own words
        return _("{moves}, {throws}").format(
            moves=ngettext("{n} move", "{n} moves", moves).format(n=moves),
            throws=ngettext("{n} throw played", "{n} throws played", throws).format(n=throws))
    if moves:
        return ngettext("{n} move played", "{n} moves played", moves).format(n=moves)
    if throws:
        return ngettext("{n} throw played", "{n} throws played", throws).format(n=throws)
    return _("not started")


def _typed(name):
    """A saved game's name for a note: the name the player typed, shown as typed (a game
    saved as "South" is not translated "Sud"), or "(no name)", a Text, translated."""
    return name if isinstance(name, Text) else Typed(str(name))


def _game_name(level_id: str) -> str:
    try:
        return _(catalog.level(level_id).name)
    except LevelError:  # a save of a game this version does not have
        return level_id


class LoadScene(Scene):
    name = "load"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.nav = ButtonNav()
        self.saves: list[SaveInfo] = []
        self.chosen = 0
        self.scroll = 0
        self.note = ""
        self.rows: list[tuple[int, pygame.Rect]] = []
        self.checked: dict[str, tuple[str, str]] = {}  # path -> (moves played, problem)

    def enter(self, **data) -> None:
        self.refresh()

    def resume(self, ask: str = "", answer=None, **data) -> None:
        if ask == "delete" and answer:
            self.delete_chosen()
        self.app._ui_dirty = True

    def refresh(self) -> None:
        self.saves = self.app.storage.list_saves()
        self.layout(self.app.size)  # the rows' height depends on what they show
        self.chosen = min(self.chosen, max(0, len(self.saves) - 1))
        self.scroll = max(0, min(self.scroll, len(self.saves) - 1))
        self.app._ui_dirty = True

    # -- geometry --------------------------------------------------------------------------
    def layout(self, size) -> None:
        super().layout(size)
        w, h = size
        s = self.scale
        self.top = round(64 * s) + round(64 * s) // 3 + round(16 * s)
        self.list_rect = pygame.Rect(round(24 * s), self.top, w - round(48 * s),
                                     h - self.top - round(96 * s))
        # two lines (the name, then the game and players): taller in Arabic, whose letters
        # need a taller line, and taller in any language for a row that shows Arabic (names
        # typed in Arabic, in the French list: the second line rode up over the first)
        big, small = theme.font(round(21 * s), True), theme.font(round(16 * s), True)
        tall = any(has_arabic(info.name) or any(has_arabic(str(n)) for n in info.names)
                   for info in self.saves)
        self.row_h = max(round(64 * s),
                         (big.size("أ")[1] + small.size("أ")[1] if tall else
                          big.get_height() + small.get_height()) + round(12 * s))
        self.per_page = max(1, (self.list_rect.height - round(16 * s)) // (self.row_h +
                                                                             round(8 * s)))

    def _row_rects(self) -> list[tuple[int, pygame.Rect]]:
        s = self.scale
        r = self.list_rect
        out = []
        y = r.y + round(8 * s)
        for i in range(self.scroll, min(len(self.saves), self.scroll + self.per_page)):
            out.append((i, pygame.Rect(r.x + round(8 * s), y, r.width - round(16 * s),
                                       self.row_h)))
            y += self.row_h + round(8 * s)
        return out

    # -- GUI -------------------------------------------------------------------------------
    def build_ui(self, manager, active: bool) -> None:
        s = self.scale
        self.nav.clear()
        self.rows = self._row_rects()
        for i, _row in self.rows:  # replayed once, here: drawing only reads the result
            self._check(self.saves[i])
        for i, rect in self.rows:
            self.nav.add(DrawnButton(rect), lambda i=i: self.choose(i, load_if_chosen=True))
        bh, bw = round(54 * s), round(200 * s)
        y = self.rect.bottom - bh - round(18 * s)
        flip = Mirror(self.rect)  # Arabic: Back at the right, Load at the left
        self.nav.add(button(manager, flip.rect((round(24 * s), y, bw, bh)), _("Back"),
                            cls="menu", oid="back"), self.back)
        some = bool(self.saves)
        self.btn_delete = button(manager, (self.rect.centerx - bw // 2, y, bw, bh), _("Delete"),
                                 cls="menu", oid="delete", enabled=some)
        self.nav.add(self.btn_delete, self.ask_delete)
        readable = some and not self._problem(self.saves[self.chosen])
        self.btn_load = button(manager, flip.rect((self.rect.right - round(24 * s)
                                                   - round(240 * s), y, round(240 * s), bh)),
                               _("Load"), cls="primary",
                               oid="load_ok", enabled=readable)
        self.nav.add(self.btn_load, self.load_chosen)
        if not active:
            for b, _action in self.nav.buttons:
                if hasattr(b, "disable"):
                    b.disable()

    # -- actions ---------------------------------------------------------------------------
    def choose(self, i: int, load_if_chosen: bool = False) -> None:
        if not 0 <= i < len(self.saves):
            return
        if i == self.chosen and load_if_chosen:
            self.load_chosen()
            return
        self.chosen = i
        self.note = ""
        self.app.sound.play("click")
        self._sync_buttons()

    def _sync_buttons(self) -> None:
        ok = bool(self.saves) and not self._problem(self.saves[self.chosen])
        set_enabled(((getattr(self, "btn_load", None), ok),
                     (getattr(self, "btn_delete", None), bool(self.saves))))

    def _check(self, info: SaveInfo) -> tuple[str, str]:
        """("12 moves, 20 throws", problem) of a save, replaying it through the rules once:
        a file the rules refuse is unreadable too."""
        key = str(info.path)
        if key not in self.checked:
            if info.problem:
                self.checked[key] = ("", info.problem)
            else:
                from ludic.app.session import SaveError, Session

                try:
                    session = Session.from_save(info.data)
                    self.checked[key] = (_played(session), "")
                except SaveError as exc:
                    # str(): English, for the log; the row says it in the player's words
                    log.info("%s cannot be loaded: %s", info.path, exc)
                    self.checked[key] = ("", exc.reason)  # a Text: tr() shows it
                except Exception:  # whatever the file holds
                    log.exception("checking %s", info.path)
                    self.checked[key] = ("", Text(N_("it could not be read")))
        return self.checked[key]

    def _problem(self, info: SaveInfo) -> str:
        return self._check(info)[1]

    def load_chosen(self) -> None:
        from ludic.app.session import SaveError, Session

        if not self.saves:
            return
        info = self.saves[self.chosen]
        problem = self._problem(info)
        if problem:
            self.note = Text(N_("This saved game cannot be loaded: {problem}."), problem=problem)
            return
        try:
            session = Session.from_save(info.data)
        except SaveError as exc:
            self.note = Text(N_("This saved game cannot be loaded: {problem}."),
                             problem=exc.reason)
            return
        except Exception:  # a defect met while replaying: logged, told plainly
            log.exception("loading %s", info.path)
            self.note = Text(N_("This saved game cannot be loaded: it could not be read."))
            return
        log.info("loading %s", info.path)
        self._remember(session)
        self.app.replace("game", session=session)

    def _remember(self, session) -> None:
        """The game loaded becomes the last one set up, as a game started from Play
        (:func:`~ludic.app.session.remember_setup`)."""
        from ludic.app.session import remember_setup

        remember_setup(self.app, session)

    def ask_delete(self) -> None:
        if not self.saves:
            return
        info = self.saves[self.chosen]
        self.app.push("confirm", ask="delete", title=_("Delete this saved game?"),
                      text=_("“{name}” will be gone for good.").format(name=tr(info.name)),
                      answers=[(_("Delete"), True), (_("Keep it"), False)], cancel=False,
                      default=1)  # Enter keeps it: deleting takes a deliberate choice

    def delete_chosen(self) -> None:
        if not self.saves:
            return
        info = self.saves[self.chosen]
        if self.app.storage.delete_save(info.path):
            self.note = Text(N_("“{name}” was deleted."), name=_typed(info.name))
        else:
            self.note = Text(N_("“{name}” could not be deleted."), name=_typed(info.name))
        self.checked.pop(str(info.path), None)
        self.refresh()

    def back(self) -> None:
        self.app.pop()

    def scroll_by(self, rows: int) -> None:
        top = max(0, len(self.saves) - self.per_page)
        new = max(0, min(top, self.scroll + rows))
        if new != self.scroll:
            self.scroll = new
            self.app._ui_dirty = True

    def handle(self, intent) -> None:
        if intent.name == "select" and intent.pos is not None:
            for i, rect in self.rows:
                if rect.collidepoint(intent.pos):
                    self.choose(i, load_if_chosen=True)
                    return
        if intent.name == "scroll":
            self.scroll_by(-intent.value)
            return
        if intent.name in ("next", "prev") and intent.key in (pygame.K_UP, pygame.K_DOWN) \
                and self.saves:
            i = max(0, min(len(self.saves) - 1,
                           self.chosen + (1 if intent.name == "next" else -1)))
            self.choose(i)
            if i < self.scroll:
                self.scroll_by(i - self.scroll)
            elif i >= self.scroll + self.per_page:
                self.scroll_by(i - self.scroll - self.per_page + 1)
            return
        if intent.name == "confirm" and self.nav.index is None:
            self.load_chosen()
            return
        if intent.name == "key" and intent.key == pygame.K_DELETE:
            self.ask_delete()
            return
        if self.nav.handle(intent):
            return
        if intent.name == "back":
            self.back()

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        draw_table(surface, self.app.assets)
        n = len(self.saves)
        draw_header(surface, self.app.assets, _("Load a game"), s,
                    ngettext("{n} saved game", "{n} saved games", n).format(n=n) if n else "")
        r = self.list_rect
        theme.rounded_panel(surface, r, radius=round(14 * s))
        if not self.saves:
            theme.draw_text(surface, _("No saved games yet. In a game, open the Menu (or press "
                                      "Ctrl+S) to save one."), r.center, round(20 * s), theme.TEXT_SOFT,
                            anchor="center", italic=True)
        for i, rect in self._row_rects():
            self._draw_row(surface, self.saves[i], rect, i == self.chosen)
        if self.scroll > 0 or self.scroll + self.per_page < n:
            shown = _("{first}-{last} of {n}: scroll for more").format(
                first=self.scroll + 1, last=min(n, self.scroll + self.per_page), n=n)
            Mirror(r).text(surface, shown, (r.right - round(12 * s), r.bottom - round(4 * s)),
                           round(14 * s), theme.TEXT_SOFT, italic=True, anchor="bottomright")
        if self.note:  # on a panel over the list's foot, clear of the buttons: a refusal
            # quoting the rules' reason is long, and French or Arabic longer still, so it
            # wraps (up to three lines) instead of running off the window's edges
            width = r.width - round(96 * s)
            lines, fs = theme.fit_lines(self.note, width - round(32 * s), round(17 * s),
                                        bold=True, lines=3)
            step = theme.line_step(fs, True)
            last = theme.render(lines[-1], fs, theme.CREAM, True).get_height()  # Arabic: taller
            box = pygame.Rect(0, 0, width, step * (len(lines) - 1) + last + round(16 * s))
            box.midbottom = (r.centerx, self.rect.bottom - round(72 * s) - round(10 * s))
            theme.rounded_panel(surface, box, fill=theme.INDIGO_DARK, radius=round(10 * s))
            for k, line in enumerate(lines):
                theme.draw_text(surface, line, (box.centerx, box.y + round(8 * s) + k * step),
                                fs, theme.CREAM, bold=True, anchor="midtop")
        self.nav.draw(surface, s)

    def _draw_row(self, surface, info: SaveInfo, rect: pygame.Rect, chosen: bool) -> None:
        s = self.scale
        played, problem = self.checked.get(str(info.path), ("", info.problem))
        fill = theme.SAND_LIGHT if chosen else theme.SAND
        edge = theme.TERRACOTTA if chosen else theme.PANEL_EDGE
        theme.rounded_panel(surface, rect, fill=fill, edge=edge, radius=round(10 * s),
                            width=max(2, round((4 if chosen else 2) * s)), shadow=False)
        pad = round(14 * s)
        big, small = round(21 * s), round(16 * s)
        right_w = round(rect.width * 0.34)
        name_w = rect.width - 3 * pad - right_w
        name = theme.ellipsis(info.name, big, name_w, True)
        flip = Mirror(rect)  # Arabic: the name from the right, the date at the left
        flip.text(surface, name, (rect.x + pad, rect.y + round(8 * s)), big, theme.INK,
                  bold=True, anchor="topleft")
        if problem:
            line = theme.ellipsis(_("Unreadable: {problem}").format(problem=tr(problem)), small,
                                  name_w)
            color = theme.REFUSED
        else:
            who = "  ·  " + " – ".join(tr(n) for n in info.names) if info.names else ""
            line = theme.ellipsis(_game_name(info.level) + who, small, name_w, True)
            color = theme.TERRACOTTA_DARK
        flip.text(surface, line, (rect.x + pad, rect.bottom - round(8 * s)), small, color,
                  bold=not problem, anchor="bottomleft")
        x = rect.right - pad
        when = info.saved_at[:16]
        flip.text(surface, when, (x, rect.y + round(10 * s)), small, theme.TEXT_SOFT,
                  anchor="topright")
        flip.text(surface, "" if problem else played, (x, rect.bottom - round(8 * s)), small,
                  theme.TEXT_SOFT, anchor="bottomright")
