"""Settings: language, animation speed, sound on/off and volume, fullscreen, show numbering,
and the text size (normal, large, extra large: every text of the app, the buttons' included,
for a classroom's projector; kept in ``settings.json``)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from ludic import i18n
from ludic.app import language, theme
from ludic.app.scene import Scene
from ludic.app.scenes.common import (ButtonNav, button, draw_header, draw_table, ink_middle,
                                     lower_words, mirrored, refit, same_text_size,
                                     start_anchor, text_need, theme_edge)
from ludic.app.storage import SPEEDS
from ludic.i18n import N_, _, pgettext, tr

SPEED_NAMES = {0.0: N_("Off"), 0.5: N_("Slow"), 1.0: N_("Normal"), 1.5: N_("Fast"),
               2.5: N_("Very fast")}
ROWS = 7  # language, speed, sound, volume, window, numbering, text size


def text_size_labels() -> list[tuple[str, str]]:
    """The text sizes (theme.TEXT_SIZES gives their factors) and their buttons' words, in
    the language in force. "Normal" is the text size's own word (``pgettext``), not the
    animation speed's: Arabic agrees the adjective with the row's noun, سرعة الحركة (the
    speed, feminine) عادية but حجم النص (the size, masculine) عادي, beside كبير."""
    return [("normal", pgettext("text size", "Normal")), ("large", _("Large")),
            ("extra large", _("Extra large"))]


def level_with_latin(arabic, latin) -> None:
    """Set the Arabic name of Arabic (button ``arabic``, «العربية») at the height of the
    Latin names beside it (buttons ``latin``: English, Français). pygame_gui sets a line
    in a button by its face's ascent and descent, not by its letters, and Noto Sans Arabic
    reaches further below its line than Noto Sans (room for dots and marks), so its line
    is set higher: measured on the screen at 1280x720 (ink against each
    button's middle), «العربية» stood 0.5 px above its button's middle and "English" and
    "Français" 2 px below theirs (their g and ç), so the Arabic read 2.5 px higher than
    the names beside it; 4 px at 1920x1080 in extra large text. It is lowered by the
    difference of the middles of their letters (:func:`ink_middle`), rounded."""
    middles = [m for m in map(ink_middle, latin) if m is not None]
    own = ink_middle(arabic)
    if middles and own is not None:
        lower_words(arabic, round(sum(middles) / len(middles) - own))


class SettingsScene(Scene):
    name = "settings"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.nav = ButtonNav()
        self.rows: list[tuple[str, str]] = []
        self.audio = True  # a sound device: asked of the mixer as the rows are laid out
        self.laid_rows = ROWS  # how many rows the layout made room for (shown_rows)

    def layout(self, size) -> None:
        super().layout(size)
        w, h = size
        s = self.scale
        self.top = round(64 * s) + round(64 * s) // 3 + round(30 * s)
        # with no sound device the Volume row is left out (shown_rows): asked now, as the
        # rows are laid out (build_ui asks again, the mixer starts once)
        self.audio = self.app.sound.start()
        rows = self.laid_rows = len(self.shown_rows())
        # below the panel: Done, and under it the line of shortcuts (each keeps its room)
        below = round(16 * s) + round(54 * s) + round(44 * s)
        self.row_h = min(round(72 * s), (h - self.top - below - round(24 * s)) // rows)
        # wide enough for the longest row of choices with each word whole ("Très rapide" of
        # five speeds at 1024x600), as far as the window allows; the labels' column as wide
        # as the longest label needs at the labels' size, from the room the window has left
        # (French in extra large text at 1280x720 shrank every label to 21 px, under the
        # buttons' 28, to fit "Numérotation du plateau" in a column of 330)
        choices = self.choices_width()
        label_col = max(round(330 * s), self.labels_width() + round(40 * s))
        self.panel = pygame.Rect(0, self.top, min(w - 40, max(round(860 * s), label_col
                                                               + round(20 * s) + choices)),
                                 self.row_h * rows + round(24 * s))
        self.panel.centerx = w // 2
        self.label_col = max(round(330 * s), min(label_col, self.panel.width - round(20 * s)
                                                 - choices))

    def labels_width(self) -> int:
        """The width of the longest label on one line at the labels' usual size."""
        size = max(round(22 * self.scale), theme.least_size())
        return max(theme.font(size, True).size(theme.drawable(name))[0]
                   for name in self.label_names())

    def choice_rows(self) -> list[tuple[str, list[str]]]:
        """The rows of choices below the languages: (their buttons' class, their words)."""
        return [("choice_small", [_(SPEED_NAMES[v]) for v in SPEEDS]),
                ("choice", [pgettext("sound", "On"), pgettext("sound", "Off")]),
                ("choice", [_("In a window"), _("Full screen")]),
                ("choice", [_("Shown"), _("Hidden")]),
                ("choice", [label for _name, label in text_size_labels()])]

    def choices_width(self) -> int:
        """The width the widest row of choices needs for its words at the GUI's text size
        (buttons of one width, as :meth:`build_ui` makes them); 0 if it cannot be asked."""
        gap = round(6 * self.scale)
        try:
            gui = self.app.gui.get_theme()
            widest = 0
            for cls, words in self.choice_rows():
                ids = [f"@{cls}", "button"]
                font = gui.get_font(ids)
                edge = theme_edge(gui, ids)
                each = max(font.size(theme.drawable(word))[0] for word in words) + 2 * edge
                widest = max(widest, len(words) * each + (len(words) - 1) * gap)
            return widest
        except Exception:  # noqa: BLE001 - the usual width is better than no settings
            return 0

    @staticmethod
    def label_names() -> list[str]:
        """The rows' labels, top to bottom, in the language in force."""
        return [_("Language"), _("Animation speed"), _("Sound"), _("Volume"), _("Window"),
                _("Board numbering"), _("Text size")]

    def label_plan(self) -> tuple[int, list[list[str]]]:
        """The labels' one size and each label's lines. One size for every label, so the
        rows read as one list (a teacher's pass: French at extra large text drew "Vitesse
        des animations" and "Numérotation du plateau" at 20 px beside 34 px for the others,
        each shrunk alone to the fixed label column): 22 px at scale 1, a label too wide
        for the column wrapped onto two lines while two lines fit the row's height;
        smaller, for all of them, only when a label fits in neither."""
        s = self.scale
        room = self._row_rect(0).x - self.panel.x - round(40 * s)
        return _label_plan(tuple(self.label_names()), room, self.row_h - round(4 * s),
                           round(22 * s), theme.least_size(), theme.text_factor(),
                           i18n.language())

    def shortcuts_text(self) -> str:
        """The line of shortcuts under Done; M only where there is a sound to switch."""
        if not self.audio:
            return _("F11 full screen  ·  Esc back")
        return _("F11 full screen  ·  M sound on/off  ·  Esc back")

    def shortcuts_center(self) -> tuple[int, int]:
        """Where the line of shortcuts is centred: under Done, at the window's foot."""
        return self.rect.centerx, self.rect.bottom - round(20 * self.scale)

    def shown_rows(self) -> list[int]:
        """The rows shown, by their number (:data:`ROWS`: language 0 ... text size 6): all
        of them, or with no sound device all but the Volume (3), which has nothing to set:
        its row stood empty between the sound's "No sound device" and the Window."""
        return [k for k in range(ROWS) if k != 3 or self.audio]

    def _row_rect(self, i: int) -> pygame.Rect:
        """Row ``i``'s controls' rect, in the place it has among the rows shown (a row
        left out, the Volume with no sound device: the place of the row after it)."""
        s = self.scale
        x = self.panel.x + self.label_col
        i = sum(1 for k in self.shown_rows() if k < i)
        return pygame.Rect(x, self.panel.y + round(12 * s) + i * self.row_h + round(8 * s),
                           self.panel.right - x - round(20 * s), self.row_h - round(16 * s))

    def _control(self, rect) -> pygame.Rect:
        """A control's rect, mirrored in Arabic (labels on the right, controls on the left)."""
        return mirrored(rect, self.panel)

    def build_ui(self, manager, active: bool) -> None:
        import pygame_gui

        st = self.app.settings
        self.nav.clear()
        s = self.scale
        # language: one button per language, each written in its own language and script
        r = self._row_rect(0)
        codes = list(i18n.LANGUAGES)
        gap = round(6 * s)
        bw = min(round(170 * s), (r.width - (len(codes) - 1) * gap) // len(codes))
        names = {}
        for i, code in enumerate(codes):
            b = names[code] = button(manager, self._control((r.x + i * (bw + gap), r.y, bw,
                                                              r.height)),
                                     i18n.LANGUAGES[code],
                                     cls="lang_ar" if code == "ar" else "choice",
                                     oid=f"lang_{code}")
            if code == i18n.language():
                b.select()
            self.nav.add(b, lambda c=code: self.set_language(c))
        level_with_latin(names["ar"], [names[c] for c in codes if c != "ar"])
        # speed: one button per choice
        r = self._row_rect(1)
        n = len(SPEEDS)
        bw = (r.width - (n - 1) * round(6 * s)) // n
        self.speed_buttons = []
        for i, speed in enumerate(SPEEDS):
            b = button(manager, self._control((r.x + i * (bw + round(6 * s)), r.y, bw,
                                               r.height)),
                       _(SPEED_NAMES[speed]), cls="choice_small", oid=f"speed{i}")
            if abs(st.anim_speed - speed) < 1e-6:
                b.select()
            self.nav.add(b, lambda v=speed: self.set("anim_speed", v))
            self.speed_buttons.append(b)
        same_text_size(self.speed_buttons)
        # on/off settings: both states side by side, the one in force selected (a toggle
        # whose state reads at a glance, never a button that might name an action)
        # the sound's own On/Off: "Off" of the animations is "Aucune" in French (fr: the
        # sound is "Désactivé"), and Arabic agrees the word with its noun (الصوت: متوقف)
        # with no sound device (the mixer could not start) the row says so in place of its
        # On/Off, and the volume is not shown: "On, 70 %" promised a sound that never came
        self.audio = self.app.sound.start()
        if len(self.shown_rows()) != self.laid_rows:
            self.layout(self.app.size)  # the device came or went since the layout
        toggles = []
        if self.audio:
            toggles.append((2, self._toggle(manager, 2, "sound",
                                            [(pgettext("sound", "On"), True),
                                             (pgettext("sound", "Off"), False)],
                                            st.sound, lambda v: self.set("sound", v),
                                            tip=_("M switches the sound on or off"))))
        r = self._row_rect(3)
        track = pygame.Rect(r.x, 0, min(r.width - round(110 * s), round(420 * s)),
                            max(12, round(r.height * 0.62)))
        track.centery = r.centery
        self.volume = pygame_gui.elements.UIHorizontalSlider(
            self._control(track),
            round(st.volume * 100), (0, 100), manager, object_id="#volume")
        if not self.audio:  # a volume of nothing: not shown (disabled, it drew a black bar;
            # its row is left out, shown_rows)
            self.volume.disable()
            self.volume.hide()
        toggles.append((4, self._toggle(manager, 4, "fullscreen", [(_("In a window"), False),
                                                                   (_("Full screen"), True)],
                                        self.app.fullscreen, self.set_fullscreen,
                                        tip=_("F11 switches too"))))
        toggles.append((5, self._toggle(manager, 5, "numbering",
                                        [(_("Shown"), True), (_("Hidden"), False)],
                                        st.show_numbering,
                                        lambda v: self.set("show_numbering", v),
                                        tip=_("Numbers of the Sig track, the circuit of the "
                                              "capture game (N in a game)"))))
        toggles.append((6, self._toggle(manager, 6, "text",
                                        [(label, name) for name, label in text_size_labels()],
                                        st.text_size, self.set_text_size,
                                        tip={size: _("Every text larger, for a classroom's "
                                                     "projector")
                                             for size in ("large", "extra large")})))
        self._widen_toggles(toggles)
        back = pygame.Rect(0, 0, round(220 * s), round(54 * s))
        back.midtop = (self.panel.centerx, self.panel.bottom + round(16 * s))
        self.nav.add(button(manager, back, _("Done"), cls="primary", oid="done"), self.done)

    def _toggle(self, manager, row: int, oid: str, choices: list, current, action,
                tip: str | dict | None = None) -> list:
        """A row of ``(label, value)`` choices with the one equal to ``current`` selected;
        pressing one calls ``action(value)``. Buttons are ``#<oid>_<value>``. ``tip``: the
        tooltip of every choice, or a dict of tooltips by value (a choice it leaves out has
        none: "Every text larger" is no tip for the text size "Normal")."""
        s = self.scale
        r = self._row_rect(row)
        gap = round(6 * s)
        bw = min(round(190 * s), (r.width - gap * (len(choices) - 1)) // len(choices))
        made = []
        for i, (label, value) in enumerate(choices):
            b = button(manager, self._control((r.x + i * (bw + gap), r.y, bw, r.height)), label,
                       cls="choice",
                       oid=f"{oid}_{str(value).lower().replace(' ', '_')}",
                       tip=tip.get(value) if isinstance(tip, dict) else tip)
            if value == current:
                b.select()
            self.nav.add(b, lambda v=value: action(v))
            made.append(b)
        same_text_size(made)
        return made

    def _widen_toggles(self, rows: list[tuple[int, list]]) -> None:
        """Make the buttons of the on/off rows (``(row, buttons)``) one width, as wide as
        their widest label needs at its theme's size where every row has the room: in
        French extra large text 'Dans une fenêtre' and 'Plein écran' were shrunk to 15 px
        beside 'Activé' at 22, in buttons of 190 px with half their row empty (QA28, a
        teacher's projector). The rows keep one width so their buttons stay in columns."""
        rows = [(k, made) for k, made in rows if made]
        if not rows:
            return
        gap = round(6 * self.scale)
        now = rows[0][1][0].rect.width
        room = min((self._row_rect(k).width - gap * (len(made) - 1)) // len(made)
                   for k, made in rows)
        wide = min(room, max(text_need(b) for _k, made in rows for b in made))
        if wide <= now:
            return
        for k, made in rows:
            r = self._row_rect(k)
            for i, b in enumerate(made):
                refit(b, self._control(pygame.Rect(r.x + i * (wide + gap), r.y, wide,
                                                   r.height)))
            same_text_size(made)

    def set_language(self, code: str) -> None:
        """Switch at once: every scene on the stack (the game in progress too) is drawn again
        in ``code`` and its buttons rebuilt."""
        language.switch(self.app, code)

    def set_text_size(self, name: str) -> None:
        """Every text at the size ``name`` now, and kept for the next start."""
        self.app.settings.text_size = name
        self.app.storage.save_settings(self.app.settings)
        self.app.apply_text_size()
        self._rebuild()

    def set_fullscreen(self, on: bool) -> None:
        self.app.set_fullscreen(on)
        self._rebuild()

    def volume_text(self) -> str:
        """The volume as shown beside its slider."""
        return _("{percent} %").format(percent=round(self.app.settings.volume * 100))

    @staticmethod
    def no_sound_text() -> str:
        """The sound row's words where the computer has no sound device (the mixer could not
        start): Ludic plays on in silence, whatever the setting says."""
        return _("No sound device: Ludic is silent")

    def _rebuild(self) -> None:
        self.app._ui_dirty = True

    def set(self, key: str, value) -> None:
        setattr(self.app.settings, key, value)
        if key == "show_numbering":
            self.app.settings.show_circuit = value
        self.app.storage.save_settings(self.app.settings)
        if key == "sound" and value:
            self.app.sound.play("click")
        self._rebuild()

    def done(self) -> None:
        self.app.storage.save_settings(self.app.settings)
        self.app.pop(settings_changed=True)

    def handle(self, intent) -> None:
        if intent.name == "ui":
            import pygame_gui

            if intent.value.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
                self.app.settings.volume = float(self.volume.get_current_value()) / 100
                return
        if self.nav.handle(intent):
            return
        if intent.name == "back":
            self.done()

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        draw_table(surface, self.app.assets)
        draw_header(surface, self.app.assets, _("Settings"), s)
        theme.rounded_panel(surface, self.panel, radius=round(14 * s))
        rtl = i18n.is_rtl()
        size, labels = self.label_plan()
        step = theme.line_step(size, True)
        for i, lines in enumerate(labels):
            if i == 3 and not self.audio:  # no volume to set: "Volume" beside nothing
                continue
            r = self._row_rect(i)
            x = self.panel.x + round(28 * s)
            x = self.panel.right - (x - self.panel.x) if rtl else x
            top = r.centery - step * (len(lines) - 1) / 2
            for k, line in enumerate(lines):
                theme.draw_text(surface, line, (x, round(top + k * step)), size, theme.INK,
                                bold=True, anchor=start_anchor("midleft"))
        if not self.audio:
            r = self._row_rect(2)
            text = self.no_sound_text()
            size = theme.fit_size(text, r.width, round(22 * s), True)
            at = self._control((r.x, r.y, 1, r.height))
            theme.draw_text(surface, text, (at.x, r.centery), size, theme.TERRACOTTA_DARK,
                            bold=True, anchor="midright" if rtl else "midleft")
        r = self._row_rect(3)
        slider_right = r.x + min(r.width - round(110 * s), round(420 * s))
        at = self._control((slider_right + round(18 * s), r.y, 1, r.height))
        if self.audio:
            theme.draw_text(surface, self.volume_text(), (at.x, r.centery), round(22 * s),
                            theme.INK, bold=True, anchor="midright" if rtl else "midleft")
        problem = self.app.storage.settings_problem
        if problem:  # in the shortcuts' place: the choices last only until Ludic closes
            text = _("Your settings could not be saved ({problem}): they last until Ludic "
                     "closes.").format(problem=tr(problem))
            room = self.rect.width - round(60 * s)
            size = theme.fit_size(text, room, round(16 * s), True)
            img = theme.render(text, size, theme.TERRACOTTA_DARK, True, wrap=room)
            box = img.get_rect(center=self.shortcuts_center()).inflate(round(24 * s),
                                                                       round(10 * s))
            box.bottom = min(box.bottom, self.rect.bottom - round(6 * s))
            theme.rounded_panel(surface, box, radius=round(8 * s))
            surface.blit(img, img.get_rect(center=box.center))
        else:
            theme.draw_text(surface, self.shortcuts_text(), self.shortcuts_center(),
                            round(16 * s), theme.SAND, anchor="center")
        self.nav.draw(surface, s)


@lru_cache(maxsize=64)
def _label_plan(names: tuple[str, ...], room: int, height: int, size: int, floor: int,
                _factor: float, _language: str) -> tuple[int, list[list[str]]]:
    """:meth:`SettingsScene.label_plan` worked out, never below ``floor`` (the smallest size
    to ask for, :func:`theme.least_size`). Cached, so everything the answer depends on is
    an argument: the floor, which follows the window's size (a window 60 px taller, of the
    same scale and the same label column, has a floor one pixel larger: read in here and
    left out of the key, the plan first made for a window came back for the other, its
    labels drawn under that window's floor); and the text size setting and the language,
    which the fonts depend on (part of the key, though unused here)."""
    size = max(size, floor)
    while True:
        labels = [theme.wrap(name, size, room, True) for name in names]
        fits = all(theme.font(size, True).size(line)[0] <= room
                   for lines in labels for line in lines)
        most = max(len(lines) for lines in labels)
        if fits and (most == 1 or most == 2 and 2 * theme.line_step(size, True) <= height) \
                or size <= floor:
            return size, labels
        size = max(floor, int(size * 0.92))
