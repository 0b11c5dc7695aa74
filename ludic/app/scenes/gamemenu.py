"""The in-game menu (the game panel's *Menu* button, or Escape): back to the game, save the
game under a name (:class:`SaveScene`, also Ctrl+S in the game), or go to the main menu (the
game is autosaved: *Continue* on the title screen goes on with it)."""

from __future__ import annotations

import logging
import time

import pygame

from ludic.i18n import N_, Typed, _, join_commas, tr
from ludic.app import theme
from ludic.app.scene import Scene
from ludic.app.scenes.common import (ButtonNav, Mirror, button, refit, row_height, text_entry,
                                     text_need)
from ludic.app.storage import STEM_BYTES, plain_os_error

log = logging.getLogger(__name__)


NOTE = N_("The game is kept: Continue on the title screen goes on with it.")
#: The note under the menu of a game with nothing left to play: the title screen's Continue
#: offers no finished game (a teacher read "the game is kept" under a game just won, and
#: looked for it in vain after the main menu); Save keeps it to load, or to review, later.
OVER_NOTE = N_("The game is over: Continue will not offer it. Save the game to keep it.")


class GameMenuScene(Scene):
    name = "gamemenu"
    overlay = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.nav = ButtonNav()
        self.finished = False
        self.kept = True
        self.moves = 1

    def enter(self, finished: bool = False, moves: int = 1, kept: bool = True,
              **data) -> None:
        """``finished``: the game is over; ``moves``: how many moves it holds (with none,
        there is nothing to review); ``kept``: the title screen's Continue will go on with
        it (not a game with nothing left to play, :attr:`Session.finished
        <ludic.app.session.Session.finished>`)."""
        self.finished = finished
        self.moves = moves
        if kept != self.kept:
            self.kept = kept
            self.layout(self.rect.size)  # the note laid out before it was known

    def layout(self, size) -> None:
        super().layout(size)
        w, h = size
        s = self.scale
        width = min(w - 40, round(460 * s))
        self.note_img = theme.render(_(NOTE if self.kept else OVER_NOTE), round(16 * s), theme.TEXT_SOFT, False, True,
                                     width - round(64 * s))
        # the buttons start below the title's letters: at a fixed 80 px the first one covered
        # the Arabic title (a taller face) and touched the English one in extra large text
        title = theme.render(_("Game menu"), round(30 * s), theme.TERRACOTTA_DARK, True)
        self.buttons_top = max(round(80 * s),
                               round(24 * s) + title.get_bounding_rect().bottom + round(12 * s))
        # the buttons as tall as their words need at their theme's size (an Arabic label
        # was held by their height: 'العودة إلى الجولة' at 23 px for English's 27, extra
        # large text at 1024x600), at nine tenths of it where the window is too short
        manager = getattr(self.app, "gui", None)
        for share in (1.0, None):
            self.button_h = row_height(manager, round(54 * s), self.labels(), share)
            height = self.buttons_top + 5 * (self.button_h + round(12 * s)) \
                + self.note_img.get_height() + round(30 * s)
            if height <= h - 40:
                break
        self.box = pygame.Rect(0, 0, width, min(h - 40, height))
        self.box.center = (w // 2, h // 2)

    @staticmethod
    def labels() -> list[tuple[str, str, str]]:
        """The menu's buttons, top down: (words, theme class, id)."""
        return [(_("Back to the game"), "primary", "resume"),
                (_("Save the game…  (Ctrl+S)"), "secondary", "save_game"),
                (_("Review the moves"), "secondary", "review"),
                (_("New game…"), "secondary", "new_game"),
                (_("Main menu"), "secondary", "to_title")]

    def build_ui(self, manager, active: bool) -> None:
        s = self.scale
        self.nav.clear()
        bw, bh, gap = self.box.width - round(64 * s), self.button_h, round(12 * s)
        x, y = self.box.x + round(32 * s), self.box.y + self.buttons_top
        actions = (self.resume_game, self.save_game, self.review, self.new_game, self.to_title)
        for (label, cls, oid), action in zip(self.labels(), actions):
            self.nav.add(button(manager, (x, y, bw, bh), label, cls=cls, oid=oid,
                                enabled=oid != "review" or self.moves > 0), action)
            y += bh + gap
        # the box widens (as far as the window lets it) for the widest label at its theme's
        # size: 'Enregistrer la partie…  (Ctrl+S)' was drawn at 17 px beside 'Revue des
        # coups' at 25, English 'Save the game…  (Ctrl+S)' at 21 (extra large text, 1024x768)
        buttons = [b for b, _action in self.nav.buttons]
        most = self.rect.width - 40 - round(64 * s)  # the box at most w - 40, as laid out
        wide = min(most, max(text_need(b) for b in buttons))
        if wide > bw:
            self.box.inflate_ip(wide - bw, 0)
            self.box.centerx = self.rect.centerx
            for b in buttons:
                refit(b, pygame.Rect(self.box.x + round(32 * s), b.rect.y, wide, bh))
        self.nav.index = 0
        if not active:
            for b, _action in self.nav.buttons:
                b.disable()

    def resume_game(self) -> None:
        self.app.pop()

    def save_game(self) -> None:
        self.app.pop(save=True)

    def review(self) -> None:
        """Step through the game's moves from the start (:mod:`ludic.app.scenes.game.review`)."""
        self.app.pop(review=True)

    def to_title(self) -> None:
        self.app.pop(menu=True)

    def new_game(self) -> None:
        """The setup screen, on this game and its settings (this game is kept: Continue)."""
        self.app.pop(new_game=True)

    def handle(self, intent) -> None:
        if self.nav.handle(intent):
            return
        if intent.name == "back":
            self.resume_game()
        elif intent.name == "save":
            self.save_game()

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        theme.rounded_panel(surface, self.box, radius=round(16 * s), width=max(2, round(3 * s)))
        theme.draw_text(surface, _("Game menu"), (self.box.centerx, self.box.y + round(24 * s)),
                        round(30 * s), theme.TERRACOTTA_DARK, bold=True, anchor="midtop")
        surface.blit(self.note_img, self.note_img.get_rect(
            midbottom=(self.box.centerx, self.box.bottom - round(18 * s))))
        self.nav.draw(surface, s)


#: The longest name the Save dialog's field takes (characters).
ENTRY_CHARS = 60


def default_save_name(level_name: str, names=()) -> str:
    """The name offered when saving: "<Game> <date time>", with the names the players typed
    when there are any, "Dra — Amina, Yusuf 2026-11-25 09:26" (a list of saves of one game
    all alike said nothing of who played; the default seat names, "South" or "Computer",
    tell no more than the game, and are left out). The name keeps within the save-name
    rules: the field's :data:`ENTRY_CHARS` characters, and :data:`~ludic.app.storage.
    STEM_BYTES` bytes so the file name made from it (``storage._safe_stem``) keeps the date
    whole: the players' part is cut short with "…" (Arabic's two bytes a letter reach the
    limit sooner). A file name never starts with a Windows device name here (the game's
    name comes first), and ``_safe_stem`` turns any forbidden character of a name into
    "-"."""
    when = time.strftime("%Y-%m-%d %H:%M")
    game = _(level_name)
    plain = f"{game} {when}"
    typed = [str(n) for n in names if isinstance(n, Typed) and str(n).strip()]
    if not typed:
        return plain
    who = join_commas(typed)
    cut = ""
    while who.strip(" ,،"):
        name = f"{game} — {who}{cut} {when}"
        if len(name) <= ENTRY_CHARS and len(name.encode("utf-8")) <= STEM_BYTES:
            return name
        who, cut = who[:-1].rstrip(" ,،"), "…"
    return plain


class SaveScene(Scene):
    """Save the game under a name: a text entry with "<Game> <date time>" selected (type to
    replace it), Enter or *Save* saves, Escape or *Cancel* goes back. The scene below gets
    ``resume(saved=<path or None>, name=..., error=...)``."""

    name = "save"
    overlay = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.nav = ButtonNav()
        self.data: dict = {}
        self.default = ""
        self.text = ""
        self.entry = None
        self.error = ""

    def enter(self, data: dict | None = None, default: str = "", level_name: str = "",
              names=(), **kw) -> None:
        self.data = dict(data or {})
        if not default and level_name:
            default = default_save_name(level_name, names)
        self.default = self.text = default

    def layout(self, size) -> None:
        super().layout(size)
        w, h = size
        s = self.scale
        width = min(w - 40, round(640 * s))
        # each line below the letters of the one above (Arabic's taller face in extra large
        # text ran the title into the prompt and the prompt under the name's field)
        title = theme.render(_("Save the game"), round(30 * s), theme.TERRACOTTA_DARK, True)
        self.hint_top = max(round(72 * s),
                            round(22 * s) + title.get_bounding_rect().bottom + round(8 * s))
        hint = _("Its name (type to change it), then Enter:")
        hint_img = theme.render(hint, theme.fit_size(hint, width - round(64 * s), round(18 * s)),
                                theme.TEXT_SOFT)
        self.entry_top = max(round(104 * s),
                             self.hint_top + hint_img.get_bounding_rect().bottom + round(10 * s))
        height = self.entry_top + round(48 * s) + round(24 * s) + round(54 * s) + round(24 * s)
        self.box = pygame.Rect(0, 0, width, min(h - 40, max(round(260 * s), height)))
        self.box.center = (w // 2, h // 2)

    def build_ui(self, manager, active: bool) -> None:
        s = self.scale
        self.nav.clear()
        if self.entry is not None:
            self.text = self.entry.get_text()
        pad = round(32 * s)
        r = pygame.Rect(self.box.x + pad, self.box.y + self.entry_top,
                        self.box.width - 2 * pad, round(48 * s))
        self.entry = text_entry(manager, r, "save_name", limit=ENTRY_CHARS)
        self.entry.set_text(self.text)
        bh, gap = round(54 * s), round(12 * s)
        bw = (self.box.width - 2 * pad - gap) // 2
        y = self.box.bottom - bh - round(24 * s)
        flip = Mirror(self.box)  # Arabic: Save at the right, Cancel at the left
        self.nav.add(button(manager, flip.rect((self.box.x + pad, y, bw, bh)), _("Save"),
                            cls="primary", oid="save_ok"), self.save)
        self.nav.add(button(manager, flip.rect((self.box.x + pad + bw + gap, y, bw, bh)),
                            _("Cancel"), cls="secondary", oid="save_cancel"), self.cancel)
        if active:
            manager.set_focus_set(self.entry)  # the manager knows: keys go to the field
            self.entry.select_range = [0, len(self.text)]
            self.entry.edit_position = len(self.text)
        else:
            self.entry.disable()
            for b, _action in self.nav.buttons:
                b.disable()

    def save(self, replace=None, ask: bool = True) -> None:
        """Save under the name typed; if a saved game already has it, ask first: Replace,
        Keep both (a copy) or Cancel."""
        name = (self.entry.get_text() if self.entry is not None else self.text).strip()
        name = name or self.default
        existing = self.app.storage.find_save(name) if ask and replace is None else None
        if existing is not None:
            self.text = name
            self._existing = existing
            self.app.push("confirm", ask="overwrite",
                          title=_("Replace “{name}”?").format(name=name),
                          text=_("A saved game already has this name. Replace it with this "
                                 "game, or keep both (this one is saved as a copy)?"),
                          answers=[(_("Replace"), "replace"), (_("Keep both"), "both"),
                                   (_("Cancel"), None)], cancel=None)
            return
        try:
            path = self.app.storage.save_game(self.data, name, replace=replace)
        except OSError as exc:
            log.warning("cannot save %s: %s", name, exc)
            self.error = _("The game could not be saved: {error}.").format(
                error=tr(plain_os_error(exc)))
            return
        except ValueError:  # something in the game that cannot be written: told, not thrown
            log.exception("cannot save %s", name)
            self.error = _("The game could not be saved: it could not be written.")
            return
        self.app.pop(saved=str(path), name=name)

    def cancel(self) -> None:
        self.app.pop()

    def resume(self, **data) -> None:
        if data.get("ask") == "overwrite":
            if data.get("answer") == "replace":
                self.save(replace=getattr(self, "_existing", None))
            elif data.get("answer") == "both":
                self.save(ask=False)

    def handle(self, intent) -> None:
        if intent.name == "ui":
            import pygame_gui

            if intent.value.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and \
                    intent.value.ui_element is self.entry:
                # Enter presses the button the ring is on (Tab or Down took it to Cancel:
                # Enter saved all the same); on none, it saves
                if not self.nav.confirm():
                    self.save()
                return
        if self.nav.handle(intent):
            return
        if intent.name == "back":
            self.cancel()
        elif intent.name == "confirm":
            self.save()

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        theme.rounded_panel(surface, self.box, radius=round(16 * s), width=max(2, round(3 * s)))
        x = self.box.x + round(32 * s)
        flip = Mirror(self.box)  # Arabic: from the right
        flip.text(surface, _("Save the game"), (x, self.box.y + round(22 * s)), round(30 * s),
                  theme.TERRACOTTA_DARK, bold=True, anchor="topleft")
        hint = self.error or _("Its name (type to change it), then Enter:")
        flip.text(surface, hint, (x, self.box.y + self.hint_top),
                  theme.fit_size(hint, self.box.width - round(64 * s), round(18 * s)),
                  theme.REFUSED if self.error else theme.TEXT_SOFT, bold=bool(self.error),
                  anchor="topleft")
        self.nav.draw(surface, s)
