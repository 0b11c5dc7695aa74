"""Game setup: choose a game (with a picture of its board), its ruleset options with the rule
book's explanation, the number of players where allowed, the players' names, who plays each
seat (a person, or the computer at a strength: "Computer plays"), who starts.

A level file that cannot be read is left out of the games, and a note under them says why
(:class:`~ludic.app.scenes.common.LeftOutNote`, as the Learn screen tells a broken lesson).

Laid out left to right and put through :class:`~ludic.app.scenes.common.Mirror`: in Arabic
the games are on the right, each row's label on the right with its controls to its left (the
first choice the rightmost), and Start at the bottom left."""

from __future__ import annotations

import logging
import weakref

import pygame

from ludic.app import catalog, theme
from ludic.app.bidi import has_arabic_letter
from ludic.app.plaintext import plain_reason
from ludic.app.scene import Scene
from ludic.app.scenes.common import (ButtonNav, DrawnButton, LeftOutNote, Mirror, button,
                                     draw_header, draw_table, fit_text, same_text_size,
                                     score_line, seat_icon, stack, text_entry, theme_edge,
                                     theme_side, two_columns)
from ludic import i18n
from ludic.i18n import N_, Text, Typed, _, pgettext, short_names, tr

log = logging.getLogger(__name__)

#: Per app, what its setup pages' layouts learned, kept beyond the scene: each Play, New
#: game... and Change players... opens a new setup scene, and each paid again for what the one
#: before had found. "crowded": :attr:`SetupScene._crowded` (a page laid out twice when it
#: went with the scene: an Arabic 6-player race at 1024x600 in large text, 1.35-1.7 s between
#: the click and the page); "cards": the game cards' words per layout (:meth:`_card_memo`,
#: the first frame's draw wrapped every Arabic card again)
_LEARNED: "weakref.WeakKeyDictionary[object, dict[str, dict]]" = weakref.WeakKeyDictionary()
#: The card layouts kept (:meth:`SetupScene._card_memo`): a window dragged to a new size
#: each frame leaves one each
CARD_LAYOUTS_KEPT = 6


def _learned(app) -> dict[str, dict]:
    """The app's :data:`_LEARNED`."""
    return _LEARNED.setdefault(app, {"crowded": {}, "cards": {}})


def strength_label(key: str) -> str:
    from ludic.ai import strength_label as label

    return label(key)

NUMBER_CHOICES = 4  # int options offer their default and a few round values
#: The sizes (at scale 1, before the text size setting) an option's explanation is drawn at,
#: the largest the page has room for, never under the smallest legible text
#: (``theme.legible``). Upright: in italic (the race's at 15 px under 20 px labels at
#: 1366x768, 12 px at 1024x600 in French) they were the hardest words of the page to read on
#: a projector. A smallest size of 15 instead of 13 gained a pixel or two and sent one of the
#: race's explanations to the end of the page at 1920x1080 even in normal text; one with no
#: room follows the players, at the end of a page that scrolls.
HELP_SIZES = (18, 17, 16, 15, 14, 13)
#: Rows kept between a row label's letters and the foot of the page: the panel's edge (2 px,
#: ``theme.rounded_panel``) and one clear of it.
LABEL_CLEAR = 3
#: The labels of the seats' rows, which share a narrower column (:meth:`SetupScene._seat_room`)
SEAT_LABELS = (N_("Names"), N_("Computer plays"), N_("Who starts"))


def _takes(spec, value) -> bool:
    """Does the option ``spec`` (a level's :class:`~ludic.model.levels.OptionSpec`) take
    ``value`` (a remembered setting: from an older level file, or edited by hand)?"""
    from ludic.model.errors import LevelError

    try:
        spec.check(value)
    except LevelError:
        return False
    return True


class SetupScene(Scene):
    name = "setup"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.nav = ButtonNav()
        self.levels = catalog.levels()
        self.level_id = self.levels[0].id if self.levels else None
        self.new_match = False  # see enter
        self.options: dict[str, dict] = {}  # level id -> chosen options
        self.players: dict[str, int] = {}
        self.first = 0
        self.names = list(app.settings.last_names)
        # level id -> {seat: strength key} (a seat absent: a person), per game as the
        # options are: a teacher's Watch keeps its computer seats from one game to the next
        self.seats: dict[str | None, dict[int, str]] = {}
        #: The games whose page the player changed (a seat, an option, the players) or
        #: played, remembered: they keep their own seats. A page only shown takes the seats
        #: of the page shown before it (:meth:`_carry_seats`); counted as set up by being
        #: drawn, the race's page, the first one, never took a computer seat along (QA34 F4)
        self.set_up: set[str] = set()
        # layouts with no room for every explanation under its option: the options whose
        # explanation is moved to the end of the page, under the players (the longest first;
        # the page then scrolls to them, and each option's tooltip has it too); the app's,
        # shared by its setup scenes, so a page is laid out again only the first time
        self._crowded: dict[tuple, set[str]] = _learned(app)["crowded"]
        #: Per page (:meth:`_page_key`), how far it is scrolled, in pixels; and how far it
        #: may be (as last laid out): a page taller than its panel scrolls
        self._scrolled: dict[tuple, int] = {}
        self.max_scroll = 0
        self.page_view = pygame.Rect(0, 0, 0, 0)
        self.entries: list = []
        self.thumbs: dict[tuple, pygame.Surface] = {}
        #: The game cards' words per layout (:meth:`_card_memo`), the app's
        self._card_layouts: dict[tuple, dict] = _learned(app)["cards"]
        self.cards: list[tuple[str, pygame.Rect]] = []
        self.help_spots: list[tuple[pygame.Rect, str]] = []
        self.note = ""
        # level files left out of the list (a teacher's edit gone wrong): told under the
        # games, as the Learn screen tells a broken lesson
        self.notice = LeftOutNote(_("Some games could not be read and are left out: {first}"),
                                  catalog.left_out())
        self.notice_box = pygame.Rect(0, 0, 0, 0)
        self._remember(app.settings.last_setup)

    def _remember(self, last: dict) -> None:
        """Reopen on the last game set up, with its options, players and who started."""
        last = last or {}
        # the games offered (not catalog.level(), which reads a file left out again, and
        # raised its error when the game set up last time is the one whose file broke)
        offered = {lv.id: lv for lv in self.levels}
        if isinstance(last.get("level"), str) and last["level"] in offered:
            self.level_id = last["level"]
        for lid, opts in (last.get("options") or {}).items():
            lv = offered.get(lid)
            if lv is not None:
                # only values the level still takes and the page offers: a level file
                # edited since (an option narrowed, made a choice, its default changed) left
                # the option's buttons all unlit, and Start refusing "expected true or false,
                # got 'yes'" or playing a value no button showed; the level's default instead
                self.options[lid] = {k: v for k, v in opts.items()
                                     if k in lv.options and _takes(lv.options[k], v)
                                     and v in self._choices(lv.options[k])}
        for lid, n in (last.get("players") or {}).items():
            lv = offered.get(lid)
            if lv is not None and lv.min_players <= n <= lv.max_players:
                self.players[lid] = n
        self.first = int(last.get("first", 0) or 0)
        from ludic.ai import STRENGTHS
        from ludic.ai.strengths import seat_strength

        remembered = last.get("computers") or {}
        # an older build's file has no "set_up": every page it drew was saved, seatless;
        # its pages with a computer seat were surely chosen
        set_up = last.get("set_up")
        self.set_up = ({lid for lid in set_up if lid in offered} if isinstance(set_up, list)
                       else {lid for lid, seats in remembered.items()
                             if lid in offered and isinstance(seats, dict) and seats})
        for lid, seats in remembered.items():
            lv = offered.get(lid)
            if lv is not None and isinstance(seats, dict):
                # an older build's "hard" Sig race seat is the race's one "Computer" now
                choices = self._has_choices(lv)
                self.seats[lid] = {int(i): seat_strength(k, choices) for i, k in seats.items()
                                   if str(i) in map(str, range(lv.max_players))
                                   and k in STRENGTHS}

    @property
    def computers(self) -> dict[int, str]:
        """The chosen game's seats played by the computer: seat -> strength key (read
        only: a page drawn is not a page set up; :meth:`cycle_seat` changes them)."""
        return self.seats.get(self.level_id) or {}

    def enter(self, level_id: str | None = None, options: dict | None = None,
              players: int | None = None, names: list | None = None, first: int | None = None,
              computers: list | None = None, new_match: bool = False, **data) -> None:
        """Open on ``level_id`` (the in-game menu's New game passes the game's own options,
        players, names, who started and who played each seat). ``new_match``: opened from a
        game, which asked "Start a new match?" already where its match was on (Start does
        not ask again)."""
        self.new_match = new_match
        if level_id and any(lv.id == level_id for lv in self.levels):
            self.level_id = level_id
        if options is not None and self.level_id:
            self.options[self.level_id] = dict(options)
        if players is not None and self.level_id:
            self.players[self.level_id] = players
        if computers is not None and self.level_id:
            from ludic.ai.strengths import seat_strength

            choices = self._has_choices()
            self.seats[self.level_id] = {i: seat_strength(c, choices)
                                         for i, c in enumerate(computers) if c}
            self.set_up.add(self.level_id)  # the game's own: played
        if names is not None:
            defaults = self._default_names(len(names))
            # a default name comes back blank (the field shows it greyed, in the language
            # in force); a typed one as typed, even when it reads like a default
            self.names = ["" if isinstance(n, Text) or not isinstance(n, Typed) and n == d
                          else str(n) for n, d in zip(names, defaults)]
        if first is not None:
            self.first = first

    @property
    def level(self):
        return catalog.level(self.level_id)

    def n_players(self) -> int:
        lv = self.level
        return self.players.get(lv.id, lv.default_players)

    # -- geometry --------------------------------------------------------------------------
    def layout(self, size) -> None:
        super().layout(size)
        s = self.scale
        # Arabic: the games on the right, read first
        self.top, self.bottom, self.left, self.right = two_columns(self.rect, s, 0.42)
        height = self.notice.height(self.left.width, s)  # under the cards, never over them
        self.notice_box = pygame.Rect(self.left.x, self.left.bottom - height, self.left.width,
                                      height)
        if height:
            self.left.height -= height + round(8 * s)
        self.cards = list(zip([lv.id for lv in self.levels],
                              stack(self.left, len(self.levels), round(8 * s), round(120 * s))))

    def _row_height(self) -> int:
        """The height of a row of controls: its words (18 px at scale 1, times the text
        size setting) and 22 px of room round them (40 px in normal text), in every text
        size. Rows are never squeezed to fit the panel: a page that runs over scrolls.
        Squeezed to 30 px in extra large text at 1280x720 (French race, four players), and
        held at 40 px in every text size, the buttons' and fields' words filled them from
        edge to edge ("Joueur 1"'s J 2 px from the field's border at 1920x1080)."""
        return round(self.scale * (22 + 18 * theme.text_factor()))

    def _page_key(self, level_id: str, n: int) -> tuple:
        """What a page's crowding depends on: the game, its players, the window's size, the
        text size setting (a page crowded in extra large text is not in normal) and the
        language (its labels' and explanations' words). Not the names typed nor who plays
        each seat: the seats' rows are laid out for their widest state
        (:meth:`_seat_grid`)."""
        return (level_id, n, self.rect.size, theme.text_factor(), i18n.language())

    # -- GUI -------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if getattr(self, "_again", False):  # a page that ran over is laid out once more
            self._again = False
            self.app._ui_dirty = True
        super().update(dt)

    def busy(self) -> bool:
        """A page that ran over is laid out once more at the next frame (:meth:`update`):
        it comes at once, not at the next event, and nothing is clicked on the page laid
        out before."""
        return getattr(self, "_again", False)

    def build_ui(self, manager, active: bool) -> None:
        s = self.scale
        self._save_names()
        self._manager = manager
        focused = self._focused()
        self.nav.clear()
        self.groups: dict[str, list] = {}
        self.entries = []
        self.help_spots = []
        for level_id, rect in self.cards:
            self.nav.add(DrawnButton(rect), lambda i=level_id: self.choose(i))
        if self.level_id is None:
            return
        lv = self.level
        chosen = self.options.setdefault(lv.id, {})
        page_key = self._page_key(lv.id, self.n_players())
        scroll = self._scrolled.get(page_key, 0)
        first_on_page = len(self.nav.buttons)
        x, y, width = self.right.x + round(16 * s), self.right.y + round(12 * s) - scroll, \
            self.right.width - round(32 * s)
        row_h = self._row_height()
        label_w = round(min(width * 0.45, 330 * s))
        flip = Mirror(self.right)  # Arabic: labels on the right, their controls to the left
        small = self.help_size = self._help_size(lv, width, label_w, row_h)
        self.rows: list[tuple[str, int]] = []
        self.helps: list[tuple[str, pygame.Rect]] = []
        if page_key not in self._crowded and small:
            self._foresee_crowding(lv, page_key, small, width, label_w, row_h)
        left_out = self._crowded.get(page_key, set())
        helped: list[tuple[int, str]] = []  # (height, option) of each explanation shown

        room = label_w - round(10 * s)
        size, step = self._label_plan(lv, room, row_h)
        seat_room = self._seat_room(room, size)
        self.label_size = (size, step)  # what draw() draws the labels with
        self.row_plan = (row_h, room, seat_room)  # the rows' height, the labels' room

        labels_bottom = 0  # where the labels' letters end (as laid out, scrolled)

        # where each row's controls begin in nav (a row: its label and the controls made
        # after it, up to the next label), and where each row and explanation moved to the
        # end of the page begins (unscrolled): where a scroll stops
        self.row_starts: list[int] = []
        stops: list[int] = []

        def row_label(text: str, yy: int, room_: int = room) -> int:
            """Add the row's label; the height it takes beyond one row of controls."""
            nonlocal labels_bottom
            lines, step_ = _label_lines(text, size, room_, step)
            extra = max(0, len(lines) * step_ - row_h)
            cy = yy + row_h // 2 + extra // 2
            self.rows.append((text, cy, room_))
            self.row_starts.append(len(self.nav.buttons))
            top, bottom = _label_ink(text, size, room_, step, cy)
            labels_bottom = max(labels_bottom, bottom)
            stops.append(min(top, yy) + scroll)
            return extra

        # ruleset options
        for name, spec in lv.options.items():
            value = chosen.get(name, spec.default)
            extra = row_label(_option_label(spec), y)
            cx = x + label_w
            choices = self._choices(spec)
            bw = min(round(170 * s), (width - label_w) // max(1, len(choices)) - round(6 * s))
            for i, c in enumerate(choices):
                text = catalog.option_value_text(c)
                b = button(manager, flip.rect((cx + i * (bw + round(6 * s)), y, bw, row_h)), text,
                           cls="choice", oid=f"opt_{name}_{i}", tip=_(spec.help) or None)
                if c == value:
                    b.select()
                self.groups.setdefault(name, []).append((b, c))
                self.nav.add(b, lambda n=name, v=c: self.set_option(n, v))
            same_text_size([b for b, _c in self.groups[name]])
            y += row_h + extra + self._gap_under(_option_label(spec), size, room, step, row_h,
                                                 row_h + extra, round(6 * s))
            if spec.help and small and name not in left_out:
                img = theme.render(_(spec.help), small, theme.TEXT_SOFT, False, False, width)
                hr = pygame.Rect(x, y, width, img.get_height())
                self.helps.append((_(spec.help), hr))
                y = hr.bottom + self._help_gap()
                helped.append((y - hr.y, name))  # what it takes here: its lines and gap
        # players
        if lv.min_players != lv.max_players:
            extra = row_label(_("Players"), y)
            y += extra // 2
            n_choices = list(range(lv.min_players, lv.max_players + 1))
            bw = min(round(60 * s), (width - label_w) // len(n_choices) - round(6 * s))
            for i, k in enumerate(n_choices):
                b = button(manager, flip.rect((x + label_w + i * (bw + round(6 * s)), y, bw,
                                               row_h)), str(k), cls="choice", oid=f"players_{k}")
                if k == self.n_players():
                    b.select()
                self.nav.add(b, lambda k=k: self.set_players(k))
            y += row_h + extra - extra // 2 + round(12 * s)
        # names
        n = self.n_players()
        defaults = self._default_names(n)
        # the seats' rows (names, computer, who starts) have short labels: a narrower column
        # (the same in every language, so Arabic's page is English's mirrored; a longer
        # label takes two lines), and the fields and buttons beside them get the room
        label_w = seat_room + round(10 * s)
        extra = row_label(_("Names"), y, seat_room)
        y += extra // 2  # the fields in the middle of a label of two lines
        icon = round(row_h * 0.75)
        self.name_icons = []
        # a row shorter than a field's words takes the smaller face (rows squeezed to 30 px
        # for 28 px words drew "Joueur 1" over the field's borders; rows now grow with the
        # text size, so this is a guard for a theme's taller face)
        field_cls = "" if row_h >= self._field_need(theme.GUI_FONTS["text_entry_line"][0]) \
            else "entry_small"
        self.field_cls = field_cls  # the fields' words (a typed name renames them)
        # one number of columns for the names, who plays each seat and who starts, as the
        # widest state of the page needs: a click on a seat never moves the others
        per_row, ew = self._seat_grid(n, width - label_w, row_h, field_cls)
        for i in range(n):
            r, c = divmod(i, per_row)
            cx = x + label_w + c * (ew + icon + round(12 * s))
            cy = y + r * (row_h + round(6 * s))
            self.name_icons.append((i, flip.point((cx + icon // 2, cy + row_h // 2)), icon))
            rect = flip.rect((cx + icon + round(4 * s), cy, ew, row_h))
            entry = text_entry(manager, rect, f"name_{i}",
                               placeholder=self._field_default(defaults[i], ew, field_cls),
                               limit=20, cls=field_cls)
            if i < len(self.names) and self.names[i]:
                entry.set_text(self.names[i][:20])
            self.entries.append(entry)
            # in the Tab ring, between the players' number and who plays each seat
            self.nav.add(entry, self._keyboard_to_field)
        block = ((n + per_row - 1) // per_row) * (row_h + round(6 * s)) + extra
        y += block - extra // 2 + self._gap_under(_("Names"), size, seat_room, step, row_h,
                                                  block, round(8 * s))
        # who plays each seat: a person or the computer at a strength (a game without
        # choices, the Sig race: just the computer, its strengths would all play alike)
        choices = self._has_choices()
        seat_tip = _("Click: a person, or the computer (Easy, Medium, Hard)") if choices else \
            _("Click: a person, or the computer. Every move in this game is forced by the "
              "throw, so the computer has no levels: it throws and plays what comes.")
        extra = row_label(_("Computer plays"), y, seat_room)
        y += extra // 2
        per = per_row
        # as wide as its longest label needs (the race's "Computer" was cut at 1024x600 in
        # extra large text), as far as the row's room allows
        need = _button_need(manager, self._seat_labels(), s) + icon + round(4 * s)
        bw = min(max(round(150 * s), need), (width - label_w) // per - round(6 * s))
        cw = bw - icon - round(4 * s)
        for i in range(n):
            r, c = divmod(i, per)
            cx = x + label_w + c * (bw + round(6 * s))
            cy = y + r * (row_h + round(6 * s))
            self.name_icons.append((i, flip.point((cx + icon // 2, cy + row_h // 2)), icon))
            strength = self.computers.get(i)
            if not strength:
                label = _("No")
            elif choices:
                label = strength_label(strength)
            else:
                label = _("Computer")
            b = button(manager, flip.rect((cx + icon + round(4 * s), cy, cw, row_h)),
                       label, cls="choice", oid=f"seat_{i}", tip=seat_tip)
            if strength:
                b.select()
            self.nav.add(b, lambda i=i: self.cycle_seat(i))
        block = ((n + per - 1) // per) * (row_h + round(6 * s)) + extra
        y += block - extra // 2 + self._gap_under(_("Computer plays"), size, seat_room, step,
                                                  row_h, block, round(6 * s))
        # who starts
        extra = row_label(_("Who starts"), y, seat_room)
        y += extra // 2
        self.first %= n
        self.first_buttons: dict[int, object] = {}
        self._defaults = defaults
        # each button as wide as the longest name needs at the buttons' size (18 bold, the
        # theme's padding and border each side), as far as the row's room allows: held to
        # 150 px at scale 1, "Ordinateur 1" in extra large text was shrunk to 18 px in a row
        # with room to spare
        # every name a seat may take, not only today's: "Computer 1" once a seat is the
        # computer's widened the buttons under the pointer
        need = _button_need(manager, self._seat_names(n), s)
        bw = min(max(round(150 * s), need), (width - label_w) // per - round(6 * s))
        for i in range(n):
            r, c = divmod(i, per)
            b = button(manager, flip.rect((x + label_w + c * (bw + round(6 * s)),
                                           y + r * (row_h + round(6 * s)), bw, row_h)),
                       tr(self._name(i, defaults)), cls="choice", oid=f"first_{i}")
            self.first_buttons[i] = b
            if i == self.first:
                b.select()
            self.groups.setdefault(" first", []).append((b, i))
            self.nav.add(b, lambda i=i: self.set_first(i))
        end = y + ((n + per - 1) // per) * (row_h + round(6 * s)) - round(6 * s) + extra \
            - extra // 2
        # the page ends under the letters of its last label too: a two-line label's last
        # line (an Arabic line's marks, a descender) may reach below its row's controls, and
        # counted by its rows alone it ran past the panel ("من يبدأ" 1 px over its edge in
        # extra large text at 1366x768) while the page did not scroll to it
        end = max(end, labels_bottom + LABEL_CLEAR)
        key = self._page_key(lv.id, n)
        end += scroll  # the page's controls as laid out unscrolled
        #: The height of the page's rows as laid out, from the panel's top, without the
        #: explanations under the options (each one's lines and the gap under them, as
        #: laid out): what :meth:`_fixed_height` foresees
        self.rows_height = end - self.right.y - sum(height for height, _name in helped)
        if end > self.right.bottom and helped:
            # The page ran over the panel: once more with the longest explanations at its
            # end, under the players, as many as it takes (never smaller letters: they are
            # at the smallest legible size)
            over = end - self.right.bottom
            for height, name in sorted(helped, reverse=True):
                left_out = left_out | {name}
                over -= height
                if over <= 0:
                    break
            self._crowded[key] = left_out
            self._again = True  # the app marks its GUI clean after this: next frame
        # The explanations with no room under their options follow the page's controls,
        # each under its option's name, and the page scrolls to them (the wheel, Page Up /
        # Page Down). They were left out: the race's three at 1366x768 in extra large text
        # (two in large) had only a tooltip, which a class never sees.
        self.moved_helps = []
        y = end - scroll + round(14 * s)
        for name, spec in lv.options.items():
            if name in left_out and spec.help and small:
                title = theme.render(_option_label(spec), small, theme.TEXT_SOFT, True,
                                     False, width)
                tr_ = pygame.Rect(x, y, width, title.get_height())
                img = theme.render(_(spec.help), small, theme.TEXT_SOFT, False, False, width)
                hr = pygame.Rect(x, tr_.bottom, width, img.get_height())
                self.moved_helps.append((_option_label(spec), tr_, _(spec.help), hr))
                stops.append(tr_.y + scroll)
                y = hr.bottom + round(10 * s)
        if self.moved_helps:
            end = y - round(10 * s) + scroll
        # the page's room: the panel; once scrolled, less a line at its foot for "scroll
        # for more" (at the top, the controls stay where they were before the page scrolled)
        self.page_view = self.right.copy()
        self.max_scroll = max(0, end - self.right.bottom)
        if self.max_scroll:
            self.max_scroll = max(0, end - self.words_bottom())
            if scroll:
                self.page_view.height = self.words_bottom() - self.page_view.y
        if scroll > self.max_scroll:  # a window made larger: the page laid out again
            self._scrolled[page_key] = self.max_scroll
            self._again = True
        #: The scroll positions where a row (or an explanation at the end) is at the top
        #: of the panel as the first row is unscrolled: a turn of the wheel or Page Down
        #: stops at one (:meth:`scroll_page`), so the top row shows whole, its label with it
        self.scroll_stops = sorted({min(self.max_scroll, max(0, t - self.right.y
                                                              - round(12 * s)))
                                    for t in stops} | {0, self.max_scroll})
        self._show_page_in_view(first_on_page)
        self._focus_again(focused)
        # bottom row
        bh = round(54 * s)
        by = self.rect.bottom - bh - round(14 * s)
        bw = round(200 * s)
        flip = Mirror(self.rect)
        right = flip.rect(self.right)  # the options' panel as laid out left to right
        self.nav.add(button(manager, flip.rect((round(16 * s), by, bw, bh)), _("Back"),
                            cls="menu", oid="back"), self.back)
        self.nav.add(button(manager, flip.rect((right.x, by, bw, bh)), _("Rules"), cls="menu",
                            oid="rules", tip=_("The rules of this game (H)")), self.rules)
        start_w = round(240 * s)
        lx = right.x + bw + round(12 * s)
        lw = self.rect.right - round(16 * s) - start_w - round(12 * s) - lx
        learn, tip = _("New to this game? Learn it first"), \
            _("Short lessons on the board, rule by rule")
        if theme.font(round(24 * s), True).size(learn)[0] > lw - round(24 * s):
            learn, tip = _("Learn it first"), \
                _("New to this game? Short lessons on the board, rule by rule")
        self.nav.add(button(manager, flip.rect((lx, by, lw, bh)), learn, cls="menu",
                            oid="learn", tip=tip), self.learn)
        self.nav.add(button(manager, flip.rect((self.rect.right - round(16 * s)
                                                - round(240 * s), by, round(240 * s), bh)),
                            pgettext("button", "Start"), cls="primary", oid="start"), self.start)

    def words_bottom(self) -> int:
        """Where a page that scrolls ends: over the line of "scroll for more"."""
        return self.right.bottom - round(4 * self.scale) - self.more_height()

    def more_height(self) -> int:
        """The height of the "scroll for more" line under a page that scrolls."""
        # its picture's height (an Arabic line's is taller than the Latin line)
        return theme.render(_("scroll for more"), self._more_size(), theme.TEXT_SOFT,
                            italic=True).get_height() + round(4 * self.scale)

    def _more_size(self) -> int:
        return theme.legible(round(14 * self.scale))

    def _focused(self):
        """The control the keyboard cursor is on, named so that the page laid out again
        has the same one: a game card by its place, a button by its object id."""
        i = self.nav.index
        if i is None or i >= len(self.nav.buttons):
            return None
        if i < len(self.cards):
            return i
        ids = [x for x in getattr(self.nav.buttons[i][0], "object_ids", None) or [] if x]
        return ids[-1] if ids else None

    def _focus_again(self, focused) -> None:
        """The cursor back on the control :meth:`_focused` named, where the new page still
        has it. Enter on a card or on "Computer plays" lays the page out again: the cursor
        vanished, Tab started again from the first card, and a second Enter on the seat
        (Easy -> Medium) started the game instead, as Enter does with no cursor."""
        for k, (b, _action) in enumerate(self.nav.buttons):
            if k == focused if isinstance(focused, int) else \
                    focused is not None and focused in (getattr(b, "object_ids", None) or []):
                self.nav.index = k
                return

    def _show_page_in_view(self, first: int) -> None:
        """Of the page's controls (the buttons and fields made from ``nav`` index
        ``first`` on), keep those wholly in :attr:`page_view`; the others, scrolled out of
        it, are taken away (not clickable, not in the Tab ring) until they scroll back."""
        view = self.page_view
        kept = self.nav.buttons[:first]
        #: the lowest edge of the page's controls in view (where "scroll for more" may go)
        self.controls_bottom = 0
        #: The rows (index in :attr:`rows`) shown: a row's label and controls go together.
        #: Its label whole in view and its first row of controls too; scrolled, the Who
        #: starts buttons of the Arabic race showed at the page's top without their label,
        #: whose marks crossed the page's edge, and the second line of "Qui commence" was
        #: cut off under its buttons at the page's foot.
        self.rows_shown = set()
        ends = self.row_starts[1:] + [len(self.nav.buttons)]
        for k, (start, end) in enumerate(zip(self.row_starts, ends)):
            if start < end and view.contains(pygame.Rect(self.nav.buttons[start][0]
                                                         .get_abs_rect())) \
                    and self._label_in(*self.rows[k], view):
                self.rows_shown.add(k)
        row_of = {i: k for k, (start, end) in enumerate(zip(self.row_starts, ends))
                  for i in range(start, end)}
        for i, (b, action) in enumerate(self.nav.buttons):
            if i < first:
                continue
            r = pygame.Rect(b.get_abs_rect())
            if view.contains(r) and row_of.get(i) in self.rows_shown:
                kept.append((b, action))
                self.controls_bottom = max(self.controls_bottom, r.bottom)
            else:
                b.kill()
        self.nav.buttons = kept
        self.nav.index = None
        # the name fields stay in ``entries`` (by seat), a field taken away with the name
        # typed in it, which _save_names keeps
        for group in self.groups.values():
            group[:] = [(b, v) for b, v in group if b.alive()]
        self.first_buttons = {i: b for i, b in getattr(self, "first_buttons", {}).items()
                              if b.alive()}

    def _label_lines_at(self, text: str, cy: int, room: int):
        """A row label's lines as :meth:`draw` sets them: (line, y, top, bottom) each, its
        letters from ``top`` to ``bottom``."""
        size, label_step = self.label_size
        lines, step = _label_lines(text, size, room, label_step)
        y0 = cy - step * len(lines) // 2
        out = []
        for i, line in enumerate(lines):
            top, bottom = theme.ink_rows(line, size, True)
            out.append((line, y0 + i * step, y0 + i * step + min(top, 0),
                        y0 + i * step + max(bottom, step)))
        return out

    @staticmethod
    def _line_in(top: int, bottom: int, page: pygame.Rect) -> bool:
        """A label's line whole inside ``page``, clear of the panel's edge."""
        return page.top <= top and bottom + LABEL_CLEAR <= page.bottom

    def _label_in(self, text: str, cy: int, room: int, page: pygame.Rect) -> bool:
        """Every line of a row label whole inside ``page``."""
        return all(self._line_in(top, bottom, page)
                   for _line, _y, top, bottom in self._label_lines_at(text, cy, room))

    def scroll_page(self, pixels: int) -> None:
        """Scroll the options' page by ``pixels`` (down when positive), as far as it goes,
        stopping where a row is at the top (:attr:`scroll_stops`): the furthest stop within
        ``pixels``, or the next one where none is."""
        if self.level_id is None:
            return
        key = self._page_key(self.level_id, self.n_players())
        now = self._scrolled.get(key, 0)
        target = max(0, min(self.max_scroll, now + pixels))
        stops = getattr(self, "scroll_stops", None) or [0, self.max_scroll]
        if target > now:
            within = [t for t in stops if now < t <= target]
            new = max(within) if within else min((t for t in stops if t > now), default=now)
        elif target < now:
            within = [t for t in stops if target <= t < now]
            new = min(within) if within else max((t for t in stops if t < now), default=now)
        else:
            new = now
        if new != now:
            self._save_names()
            self._scrolled[key] = new
            self.app._ui_dirty = True

    def _field_need(self, size: int) -> int:
        """The height a name field needs for words of ``size`` (at scale 1 and normal text,
        as the GUI's theme gives it): from the top of an "É" to the foot of a "g", with the
        field's borders and a pixel of room each side."""
        f = theme.font(round(size * self.scale)).latin
        glyphs = [g for g in f.metrics("ÉJgjpqy") if g]
        return max(g[3] for g in glyphs) - min(g[2] for g in glyphs) + 6

    def _label_plan(self, lv, room: int, row_h: int) -> tuple[int, int]:
        """The size of the page's row labels and their line step. One size for every label
        of the page, so the rows read as one list: 18 px at scale 1, a long label taking two
        or three lines (its row grows) while the page has room for them; smaller (15) for
        all of them only when a label would need more than three lines, or its third line
        would push the page past the panel (with the explanations at their smallest).
        French Khamousiyya's "Jeu bouché..." shrank every label to 12 px at 1024x600 for a
        third line the half-empty page had room for."""
        s = self.scale
        labels = [(_option_label(spec), room) for spec in lv.options.values()]
        labels += [(_("Players"), room)] if lv.min_players != lv.max_players else []
        size = round(18 * s)
        seat_room = self._seat_room(room, size)
        labels += [(_(t), seat_room) for t in SEAT_LABELS]
        step = round(size * 1.3 * theme.text_factor())
        most = max(len(_wrap(text, size, r, bold=True)) for text, r in labels)
        if most > 3 or (most > 2 and self._page_height(lv, size, step, row_h, room, seat_room)
                        > self.right.height):
            size = theme.legible(round(15 * s))
            step = round(size * 1.3 * theme.text_factor())
        return size, step

    def _seat_room(self, room: int, size: int) -> int:
        """The room of the seats' rows' labels (:data:`SEAT_LABELS`) at ``size``: short
        labels, so a narrower column (160 px at scale 1, the same in every language: the
        fields and buttons beside them get the room), wider where one of their words is
        wider than that (a word is never cut: "L'ordinateur" in extra large French text at
        1024x768 ran 6 px into the seat's icon beside it), never wider than the options'
        labels' ``room``."""
        s = self.scale
        widest = max(theme.text_width(word, size, True) for text in SEAT_LABELS
                     for word in _wrap(_(text), size, 1, bold=True))
        return min(room, max(round(170 * s) - round(10 * s), widest + 1))

    def _seat_names(self, n: int, computers: bool = True) -> list[str]:
        """The names a seat may show where none is typed, in the language in force: each
        seat's own default ("South", "Player 3"), and with ``computers`` "Computer" and
        "Computer 1" to "Computer n" (a seat given to the computer takes one). Names typed
        are not counted: typing never moves the seats' controls."""
        names = list(self.level.player_names)
        if len(names) < n:
            names = [Text(N_("Player {number}"), number=i + 1) for i in range(n)]
        names = names[:n]
        if computers:
            names += [Text(N_("Computer"))] + [Text(N_("Computer {number}"), number=k + 1)
                                               for k in range(n)]
        return [tr(name) for name in names]

    def _seat_grid(self, n: int, room: int, row_h: int, field_cls: str = "") \
            -> tuple[int, int]:
        """How the seats' rows (the ``n`` name fields, who plays each seat, who starts) sit
        in the ``room`` beside their labels: one number of columns for the three rows, and
        each name field's width. Three a row (three, five or six players; four sit two by
        two) where every row holds, in every state a click can make, its widest words whole:
        a field its seat's own name ("Player 6") with its padding, a seat's button
        "Medium", a Who-starts button the longest name a seat may take ("Computer 6");
        else two. Chosen from the current seats' names, a click on a seat's computer button
        (its field then named "Computer 2") re-laid the names in two columns under the
        computer buttons' three, and the next click at the same place hit another seat
        (Arabic race, six players, large and extra large text). A field named "Computer 2"
        is held in its short form ("Comp. 2", :meth:`_field_default`): holding the whole
        name too would take a row of fields more at 1280x720 in normal text. Not held,
        «حاسوب 1» (the short form) reached its field's border at 1280x720 in large text."""
        s = self.scale
        icon = round(row_h * 0.75)
        with short_names():
            computers = [tr(name) for name in self._seat_names(n)[n:]]
        need = self._field_words_need(self._seat_names(n, computers=False) + computers,
                                      field_cls)
        seat_need = _button_need(self.app.gui, self._seat_labels(), s) + icon + round(4 * s)
        start_need = _button_need(self.app.gui, self._seat_names(n), s)
        for per_row in ((3, 2) if n in (3, 5, 6) else (2,)):
            ew = room // per_row - round(8 * s) - icon - round(4 * s)
            each = room // per_row - round(6 * s)
            if ew >= need and each >= seat_need and each >= start_need:
                break
        return per_row, ew

    def _field_default(self, default, width: int, field_cls: str = "") -> str:
        """The grey name a name field ``width`` pixels wide shows for the seat's ``default``
        name: whole, or where the field has no room for it, the computer's short form
        ("Comp. 2", "Ordi 2": :class:`~ludic.i18n.short_names`, as a board's tray shows it).
        At three fields a row "Computer 2" needed 134 px in a 122 px field at 1280x720 in
        normal text, "Ordinateur 2" 142, and they were cut at the field's edge."""
        text = tr(default)
        if self._field_words_need([text], field_cls) <= width:
            return text
        with short_names():
            return tr(default)

    def _field_words_need(self, words: list[str], field_cls: str = "") -> int:
        """The width a name field needs to show the widest of ``words`` whole and clear of
        its border, as pygame_gui draws a field's words: from the side they start at (the
        left; the right in Arabic, where they are right-aligned) its shadow, border, the
        inset of its rounded corner and its padding, and at the other side at least four
        tenths of the words' size between the border and the words («اللاعب 3» ended 4 px
        from its field's edge at 1024x768 in extra large text).

        Right-aligned words start further in by as much again as the shadow, border and
        corner (:func:`_field_edges`): pygame_gui 0.6.14 lays them out from inside those
        and draws them from the field's own edge, so they end that much before the place
        laid out for them. Counted as on the left, «الحاسوب 1» (79 px at 18 px) was given
        a 101 px field at 1024x600 in large text and its "1" reached the left border, on
        screen as headless (they are the same picture, measured pixel for pixel)."""
        from ludic.app.scenes.common import theme_face

        s = self.scale
        ids = [f"@{field_cls}", "text_entry_line"] if field_cls else ["text_entry_line"]
        face = theme_face(self.app.gui, ids)
        if face is None:  # the palette's measure is better than none
            px = round(theme.GUI_FONTS["text_entry_line"][0] * s * theme.text_factor())
            return max(theme.text_width(w, round(19 * s)) for w in words) \
                + 2 * round(0.4 * px) + round(8 * s)
        start, far = _field_edges(self.app.gui, ids, face)
        return max(face.size(theme.drawable(w))[0] for w in words) + start + far

    def _seat_labels(self) -> list[str]:
        """The words a seat's computer button may show: "No" and the strengths, or in a
        game without choices (the Sig race) "No" and "Computer"."""
        from ludic.ai import STRENGTHS

        return [_("No")] + ([strength_label(k) for k in STRENGTHS] if self._has_choices()
                            else [_("Computer")])

    def _fixed_height(self, lv, size: int, step: int, row_h: int, room: int,
                      seat_room: int) -> int:
        """The height of the page's rows (options, players, names, computer, who starts)
        with labels of ``size`` and ``step``, without the options' explanations (their
        lines and the gap under each: :meth:`_help_height`), and a margin above and under
        them: :meth:`build_ui`'s rows, row by row."""
        s = self.scale
        n = self.n_players()
        fixed = round(12 * s)  # the margin above the page

        def extra(text: str, room_: int) -> int:
            lines, step_ = _label_lines(text, size, room_, step)
            return max(0, len(lines) * step_ - row_h)

        for spec in lv.options.values():
            block = row_h + extra(_option_label(spec), room)
            fixed += block + self._gap_under(_option_label(spec), size, room, step, row_h,
                                             block, round(6 * s))
        if lv.min_players != lv.max_players:
            fixed += row_h + extra(_("Players"), room) + round(12 * s)
        # the seats' rows, as build_ui lays them out: one number of columns for the three
        # (five or six seats take three rows of two where a row of three cannot hold
        # "Player 6": counted as two rows of three, the page came out a row taller)
        width = self.right.width - round(32 * s)
        field_cls = "" if row_h >= self._field_need(theme.GUI_FONTS["text_entry_line"][0]) \
            else "entry_small"
        per_row, _ew = self._seat_grid(n, width - seat_room - round(10 * s), row_h, field_cls)
        rows = (n + per_row - 1) // per_row
        names, computers, starts = (_(t) for t in SEAT_LABELS)
        block = extra(names, seat_room) + rows * (row_h + round(6 * s))
        fixed += block + self._gap_under(names, size, seat_room, step, row_h, block,
                                         round(8 * s))
        block = extra(computers, seat_room) + rows * (row_h + round(6 * s))
        fixed += block + self._gap_under(computers, size, seat_room, step, row_h, block,
                                         round(6 * s))
        # the last label's letters may reach below its row of buttons (a two-line "Qui
        # commence" or an Arabic line's marks), and the page ends under them
        below = _label_ink(starts, size, seat_room, step,
                           fixed + row_h // 2 + extra(starts, seat_room) // 2)[1] + LABEL_CLEAR
        fixed += extra(starts, seat_room) + rows * (row_h + round(6 * s)) - round(6 * s)
        return max(fixed, below) + round(12 * s)  # and a margin under the page

    def _gap_under(self, text: str, size: int, room: int, step: int, row_h: int,
                   block: int, gap: int) -> int:
        """The gap under a row labelled ``text`` whose controls (and the room its label
        takes beyond them) are ``block`` high: ``gap``, or in large and extra large text
        more where the label has two or three lines and would end less than half a line
        above the next row's label, which then read as its next line (French race in extra
        large text at 1280x720: "polie dessus (K1)" was as close to "Tout compte..." under
        it as to its own lines, and "L'ordinateur joue" to "Qui commence"). In normal text
        the gap stays 6 px at scale 1 (a quarter of a line; the label's own lines are
        closer than in the larger sizes): half a line would cost the French race at
        1024x600 its labels' size (14 px to 12, the page running over by 6 px)."""
        lines, step_ = _label_lines(text, size, room, step)
        if len(lines) < 2 or theme.text_factor() == 1:
            return gap
        extra = max(0, len(lines) * step_ - row_h)
        top = row_h // 2 + extra // 2 - step_ * len(lines) // 2  # from the row's top
        return max(gap, top + len(lines) * step_ + step_ // 2 - block)

    def _page_height(self, lv, size: int, step: int, row_h: int, room: int,
                     seat_room: int) -> int:
        """The page's height with labels of ``size`` and the explanations at their smallest
        (never larger than the labels, :meth:`_help_size`)."""
        width = self.right.width - round(32 * self.scale)
        px = min(theme.legible(round(HELP_SIZES[-1] * self.scale)), size)
        return self._fixed_height(lv, size, step, row_h, room, seat_room) + sum(
            self._help_height(_(spec.help), px, width)
            for spec in lv.options.values() if spec.help)

    def _help_gap(self) -> int:
        """The gap under an explanation, before the next row."""
        return round(10 * self.scale)

    def _help_height(self, text: str, px: int, width: int) -> int:
        """The height an explanation takes under its option at ``px``: its lines as drawn
        and the gap under them (:meth:`build_ui` lays it out so)."""
        return theme.render(text, px, theme.TEXT_SOFT, False, False, width).get_height() \
            + self._help_gap()

    def _help_size(self, lv, width: int, label_w: int, row_h: int) -> int:
        """The largest of :data:`HELP_SIZES` at which the options' explanations fit in the
        panel with everything else: big on a projector; the smallest when even that does
        not fit (the longest then follow the players, at the end of a page that scrolls,
        never drawn over). Never larger than the row labels (:meth:`_label_plan`): when a
        long label shrank them all, the explanations under them were drawn larger than their
        labels (French Khamousiyya at 1920x1080: labels at 22, explanations at 27)."""
        s = self.scale
        n = self.n_players()
        room = label_w - round(10 * s)
        size, step = self._label_plan(lv, room, row_h)
        seat_room = self._seat_room(room, size)
        label = size
        room = self.right.height - self._fixed_height(lv, size, step, row_h, room, seat_room)
        helps = [_(spec.help) for spec in lv.options.values() if spec.help]
        smallest = min(self._help_floor(), label)
        left_out = self._crowded.get(self._page_key(lv.id, n))
        if left_out is not None:  # some at the end of the page: all at the smallest size
            return smallest
        for size in HELP_SIZES:
            px = min(max(theme.legible(round(size * s)), smallest), label)
            if sum(self._help_height(t, px, width) for t in helps) <= room:
                return px
        return smallest

    def _foresee_crowding(self, lv, page_key: tuple, px: int, width: int, label_w: int,
                          row_h: int) -> None:
        """Learn before the page is built whether it will run over its panel with its
        explanations at ``px`` under their options, and if so which of them go to its end
        (:attr:`_crowded`, as :meth:`build_ui` finds them once built: the longest first,
        until the rest fit). The page's rows are foreseen by :meth:`_fixed_height` (within
        2 px of them as built; the build still checks, and is made again where it ran over
        all the same). Found only once built, the first visit to a crowded page after the
        app started built it twice, the second at the next frame (Arabic six-player race,
        1024x600, large text)."""
        s = self.scale
        room = label_w - round(10 * s)
        size, step = self._label_plan(lv, room, row_h)
        # the page's end as build_ui compares it with the panel's foot: without the margin
        # under the page that _fixed_height counts
        over = self._fixed_height(lv, size, step, row_h, room, self._seat_room(room, size)) \
            - round(12 * s) - self.right.height
        helped = [(self._help_height(_(spec.help), px, width), name)
                  for name, spec in lv.options.items() if spec.help]
        over += sum(height for height, _name in helped)
        if over <= 0:
            return
        left_out: set[str] = set()
        for height, name in sorted(helped, reverse=True):
            left_out.add(name)
            over -= height
            if over <= 0:
                break
        self._crowded[page_key] = left_out

    def _help_floor(self) -> int:
        """The smallest size (to ask for) of the options' explanations: the smallest legible,
        and in large and extra large text no smaller than the largest normal text draws them
        at (:data:`HELP_SIZES`' first), so a larger text size never draws them smaller: the
        page scrolls to those with no room. Large text once drew them at 12 px where normal
        text, with room for them, drew them at 14 (Arabic race at 1024x600, QA33B)."""
        s = self.scale
        floor = theme.legible(round(HELP_SIZES[-1] * s))
        factor = theme.text_factor()
        if factor > 1:
            normal_most = round(HELP_SIZES[0] * s)  # drawn at the normal text size
            floor = max(floor, int(normal_most / factor))
            while round(floor * factor) < normal_most:
                floor += 1
        return floor

    def _choices(self, spec) -> list:
        if spec.kind == "bool":
            return [True, False]
        if spec.kind == "choice":
            return list(spec.choices)
        values = [spec.default]
        lo = spec.min if spec.min is not None else spec.default / 10
        hi = spec.max if spec.max is not None else spec.default * 10
        for v in (spec.default / 10, spec.default * 2, spec.default / 2, spec.default * 10):
            v = type(spec.default)(v)
            if lo <= v <= hi and v not in values and len(values) < NUMBER_CHOICES:
                values.append(v)
        return sorted(values)

    def _default_names(self, n: int) -> list[str]:
        """The seats' names where none is typed: the level's ("South", "Player 2"), a
        computer's seat "Computer", or "Computer 1", "Computer 2"... in seat order when
        several computer seats go by that name. A computer seat with a typed name is not
        counted (Amina, Youssef at Easy and an untyped computer seat: "Computer", not
        "Computer 2")."""
        names = list(self.level.player_names)  # Text: shown with tr() in the language in force
        if len(names) < n:
            names = [Text(N_("Player {number}"), number=i + 1) for i in range(n)]
        names = names[:n]
        computers = [i for i in range(n) if self.computers.get(i)
                     and not (i < len(self.names) and self.names[i].strip())]
        for k, i in enumerate(computers):  # a computer seat is called the Computer
            names[i] = Text(N_("Computer")) if len(computers) == 1 else \
                Text(N_("Computer {number}"), number=k + 1)
        return names

    def _name(self, i: int, defaults: list[str]) -> str:
        """Seat ``i``'s name: as the player typed it (shown so in every language, even a
        default name such as "South"), else the default (shown in the language in force)."""
        if i < len(self.names) and self.names[i].strip():
            return Typed(self.names[i].strip())
        return defaults[i]

    def _save_names(self) -> None:
        for i, e in enumerate(self.entries):
            while len(self.names) <= i:
                self.names.append("")
            self.names[i] = e.get_text().strip()

    # -- actions ---------------------------------------------------------------------------
    def choose(self, level_id: str) -> None:
        """Show ``level_id``'s page. A game never set up before takes the seats of the game
        shown until now (:meth:`_carry_seats`)."""
        if level_id != self.level_id:
            self._carry_seats(self.level_id, level_id)
            self.level_id = level_id
            self.app._ui_dirty = True
            self.app.sound.play("click")

    def _carry_seats(self, from_id: str | None, to_id: str) -> None:
        """Give ``to_id``, a game never set up before (no seats of its own, remembered or
        chosen), the seats of ``from_id``: who plays each seat the two games share, each
        computer at the strength ``to_id`` keeps for it (the race's one "Computer" is Medium
        elsewhere; Hard is the race's "Computer"). Someone alone who set Dra up against the
        computer and then chose Khamousiyya found it set for two people, and started a game
        against themselves; two people sharing the computer keep people at every seat, and a
        teacher's Watch stays a Watch. A game set up before keeps its own seats."""
        from ludic.ai.strengths import seat_strength

        if to_id in self.set_up or from_id is None:
            return
        to = next((lv for lv in self.levels if lv.id == to_id), None)
        if to is None:
            return
        choices = self._has_choices(to)
        self.seats[to_id] = {i: seat_strength(k, choices)
                             for i, k in self.seats.get(from_id, {}).items()
                             if i < to.max_players}

    def _select_in(self, group: str, value) -> None:
        for b, v in self.groups.get(group, []):
            if v == value:
                b.select()
            else:
                b.unselect()

    def set_option(self, name: str, value) -> None:
        self.options.setdefault(self.level_id, {})[name] = value
        self.set_up.add(self.level_id)
        self._select_in(name, value)

    def set_players(self, k: int) -> None:
        self.players[self.level_id] = k
        self.set_up.add(self.level_id)
        self.app._ui_dirty = True

    def _has_choices(self, lv=None) -> bool:
        """Does the game of level ``lv`` (default: the chosen one) leave its players choices
        (:attr:`Game.has_choices`)? Not in the Sig race (S3), where a computer seat has no
        strength to pick."""
        from ludic.model.registry import game_class

        return game_class((lv or self.level).game).has_choices

    def cycle_seat(self, i: int) -> None:
        """Seat ``i``: a person -> the computer, Easy -> Medium -> Hard -> a person; in a
        game without choices a person -> the computer -> a person (the strength kept is
        the default, Medium: it plays as any other would)."""
        from ludic.ai import STRENGTHS
        from ludic.ai.strengths import DEFAULT_STRENGTH

        order = [None, *STRENGTHS] if self._has_choices() else [None, DEFAULT_STRENGTH]
        seats = self.seats.setdefault(self.level_id, {})
        now = seats.get(i)
        nxt = order[(order.index(now) + 1) % len(order)] if now in order else None
        if nxt is None:
            seats.pop(i, None)
        else:
            seats[i] = nxt
        self.set_up.add(self.level_id)
        self._save_names()
        self.app._ui_dirty = True
        self.app.sound.play("click")

    def set_first(self, i: int) -> None:
        self.first = i
        self._select_in(" first", i)

    def back(self) -> None:
        self._save_names()
        self.app.pop()

    def rules(self) -> None:
        self._save_names()
        self.app.push("rules", level_id=self.level_id,
                      options=self.options.get(self.level_id, {}))

    def learn(self) -> None:
        self._save_names()
        self.app.push("learn", course=self.level.rules)

    def start(self) -> None:
        """Start the game set up here. The autosave keeps one game, so where it holds a
        match with a score still to play for (Continue would go on with it), this asks
        first: Title, Play, Start replaced it and lost the score without a word."""
        scores = None if self.new_match else self._match_in_progress()
        if scores:
            self.app.push("confirm", ask="new_match", title=_("Start a new match?"),
                          text=_("The match in progress ({game}) stands at {scores}. A game "
                                 "started here begins a new match, and that one can no "
                                 "longer be continued. To go on with it, go back and choose "
                                 "Continue.").format(**scores),
                          answers=[(_("New match"), "start"), (_("Keep the match"), None)],
                          default=1)
            return
        self._start()

    def _match_in_progress(self) -> dict | None:
        """The match the autosave holds with games still to play, as ``{game, scores}``
        words ("Dra", "Amina 2  ·  Yusuf 1"), or None."""
        summary = self.app.storage.autosave_summary()
        if not summary or summary["over"] or not summary.get("scores") \
                or len(summary["names"]) != len(summary["scores"]):
            return None
        lv = next((lv for lv in self.levels if lv.id == summary["level"]), None)
        return {"game": _(lv.name) if lv is not None else summary["level"],
                "scores": score_line(summary["names"], summary["scores"])}

    def _start(self) -> None:
        from ludic.app.session import Session, Setup

        self._save_names()
        n = self.n_players()
        computers = [self.computers.get(i) for i in range(n)]
        self.set_up.add(self.level_id)  # played: its seats are its own now
        setup = Setup(self.level_id, dict(self.options.get(self.level_id, {})),
                      n, [self._name(i, self._default_names(n)) for i in range(n)], self.first,
                      computers, self.app.seeds.randrange(1 << 31))
        try:
            session = Session(setup)
        except Exception as exc:  # a bad option combination, shown plainly
            log.exception("cannot start %s", self.level_id)
            self.note = _("This game cannot start: {error}").format(error=tr(plain_reason(exc)))
            return
        self.keep()
        self.app.replace("game", session=session)

    def keep(self) -> None:
        """Remember this setup in the settings file: the game chosen, each game's options,
        players and computer seats, who starts, and the names typed. On Start, and whenever
        the screen is left another way (Back, Escape, the window closed: :meth:`leave` and
        :meth:`save`): a teacher who set the seats and names up, went back to the title to
        read the rules and came again found them all gone. Written only when it changed."""
        if self.level_id is None:  # no game could be read: nothing was set up
            return
        if self.entries:
            self._save_names()
        n = self.n_players()
        typed = [self.names[i] if i < len(self.names) else "" for i in range(n)]
        last = {
            "level": self.level_id,
            "options": {lid: dict(opts) for lid, opts in self.options.items()},
            "players": dict(self.players), "first": self.first,
            # JSON's keys are strings: {"sig-el-oued": {"1": "easy"}}
            "computers": {lid: {str(i): k for i, k in seats.items()}
                          for lid, seats in self.seats.items() if lid is not None},
            "set_up": sorted(self.set_up)}
        settings = self.app.settings
        if settings.last_names == typed and settings.last_setup == last:
            return
        settings.last_names, settings.last_setup = typed, last
        self.app.storage.save_settings(settings)

    def leave(self) -> None:
        """Popped (Back, Escape) or replaced (Start): the setup is remembered."""
        self._keep_quietly()

    def save(self) -> None:
        """The app is quitting (the window closed) with this screen open, perhaps under the
        rules it opened: the setup is remembered."""
        self._keep_quietly()

    def _keep_quietly(self) -> None:
        """:meth:`keep` on the way out, where a failure must not stop the leaving (a game's
        file broken meanwhile: the screen closes all the same, the log says why)."""
        try:
            self.keep()
        except Exception:  # remembering is a convenience, leaving is not
            log.exception("could not remember the setup")

    def names_typed(self) -> None:
        """A name field changed: the Who-starts buttons show the names as they are typed
        (a button is given its new text, the page is not laid out again, so the field being
        typed in keeps the keyboard). A name typed for a computer seat renumbers the other
        computer seats' default names (:meth:`_default_names`): their fields' grey names too."""
        self._save_names()
        if self.level_id is None or not self.entries:
            return
        defaults = self._defaults = self._default_names(len(self.entries))
        field_cls = getattr(self, "field_cls", "")
        for entry, default in zip(self.entries, defaults):
            text = theme.drawable(self._field_default(default, entry.rect.width, field_cls))
            if entry.placeholder_text != text:
                entry.placeholder_text = text
                if not entry.get_text() and not entry.is_focused:
                    entry.rebuild()
        for i, b in getattr(self, "first_buttons", {}).items():
            if i >= len(defaults):
                continue
            text = theme.drawable(tr(self._name(i, defaults)))
            if b.text != text:
                b.set_text(text)
                fit_text(b, text)

    def handle(self, intent) -> None:
        if intent.name == "ui":
            import pygame_gui

            if intent.value.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
                self.names_typed()
                return
        if intent.name == "select" and intent.pos is not None:
            for level_id, rect in self.cards:
                if rect.collidepoint(intent.pos):
                    self.choose(level_id)
                    return
        if intent.name == "confirm" and self.nav.index is None:
            self.start()  # Enter starts the game chosen
            return
        if intent.name == "scroll":
            self.scroll_page(-intent.value * round(40 * self.scale))
            return
        if intent.name == "key" and intent.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP) \
                and self.max_scroll:
            page = self.page_view.height - round(40 * self.scale)
            self.scroll_page(page if intent.key == pygame.K_PAGEDOWN else -page)
            return
        if self.nav.handle(intent):
            if intent.name in ("next", "prev"):
                self._keyboard_to_field()
            return
        if intent.name == "back":
            self.back()
        elif intent.name == "rules":
            self.rules()

    def _keyboard_to_field(self) -> None:
        """Tab (or an arrow) onto a name field gives it the keyboard, its name selected, to
        type a new one at once (as the Save dialog's field); off it, the field lets the
        keyboard go (its letters would be typed into it). Without this, a player without a
        mouse could not name the players."""
        manager = getattr(self, "_manager", None)
        if manager is None:
            return
        index = self.nav.index
        current = self.nav.buttons[index][0] if index is not None else None
        if any(current is e for e in self.entries):
            manager.set_focus_set(current)
            text = current.get_text()  # all of it selected: typing replaces the name
            current.select_range = [0, len(text)]
            current.edit_position = len(text)
            if text:  # an empty field rebuilt would put its grey name back where typing goes
                current.rebuild()
        elif any(e.is_focused for e in self.entries):
            manager.set_focus_set(None)

    def resume(self, **data) -> None:
        self.app._ui_dirty = True
        if data.get("ask") == "new_match" and data.get("answer") == "start":
            self._start()

    # -- drawing ---------------------------------------------------------------------------
    def seat_view(self):
        """A board view of the chosen game (for the pictures of the players' pieces)."""
        views = self.__dict__.setdefault("_views", {})
        if self.level_id not in views:
            try:
                from ludic.app.boards import make_view
                from ludic.model.registry import make_game

                views[self.level_id] = make_view(make_game(self.level), self.app.assets)
            except Exception:  # plain discs then
                log.exception("view of %s", self.level_id)
                views[self.level_id] = None
        return views[self.level_id]

    def thumbnail(self, lv, size: tuple[int, int]) -> pygame.Surface | None:
        key = (lv.id, size)
        if key not in self.thumbs:
            img = pygame.Surface(size, pygame.SRCALPHA)
            try:
                from ludic.app.boards import make_view
                from ludic.model.registry import make_game

                game = make_game(lv)
                view = make_view(game, self.app.assets)
                with theme.no_floor():  # a picture of the board: labels shrink with it
                    view.draw_thumbnail(img, img.get_rect(), game.start_state(0))
            except Exception:  # a broken view must not break the menu
                log.exception("thumbnail of %s", lv.id)
                img = None
            self.thumbs[key] = img
        return self.thumbs[key]

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        draw_table(surface, self.app.assets)
        draw_header(surface, self.app.assets, _("New game"), s,
                    _("Choose a game, its rules and the players"))
        self.notice.draw(surface, self.notice_box, s)
        if self.level_id is None:
            theme.draw_text(surface, _("No game is installed yet."), self.rect.center,
                            round(26 * s), theme.CREAM, anchor="center")
            return
        # one size for every card's name, the list reads as one (each card's own choice
        # below differed in Arabic: a name shrank only where its summary needed the room)
        cards = [(catalog.level(level_id), rect, level_id == self.level_id)
                 for level_id, rect in self.cards]
        name_size = self._cards_name_size([(lv, rect) for lv, rect, _c in cards])
        for lv, rect, chosen in cards:
            self._draw_card(surface, lv, rect, chosen, name_size)
        theme.rounded_panel(surface, self.right, radius=round(14 * s))
        x = self.right.x + round(16 * s)
        flip = Mirror(self.right)
        size, label_step = getattr(self, "label_size", (round(18 * s), round(18 * s * 1.3)))
        page = self.page_view if self.max_scroll else self.right
        lowest = getattr(self, "controls_bottom", 0)  # of the controls and labels drawn
        shown = getattr(self, "rows_shown", set())
        for k, (text, cy, room) in enumerate(getattr(self, "rows", [])):
            if k not in shown:  # with its controls (:meth:`_show_page_in_view`)
                continue
            for line, y, top, bottom in self._label_lines_at(text, cy, room):
                # its letters whole, inside the page and clear of the panel's edge
                if self._line_in(top, bottom, page):
                    flip.text(surface, line, (x, y), size, theme.INK, bold=True,
                              anchor="topleft")
                    lowest = max(lowest, bottom)
        view = self.seat_view()
        for seat, center, size in getattr(self, "name_icons", []):
            icon = seat_icon(view, seat, size)
            at = icon.get_rect(center=center)
            if page.contains(at):
                surface.blit(icon, at)
                lowest = max(lowest, at.bottom)
        text_page = page.copy()  # the words: clear of "scroll for more"
        if self.max_scroll:
            text_page.height = self.words_bottom() - text_page.y
        for text, r in getattr(self, "helps", []):
            if text_page.contains(r):
                flip.text(surface, text, r.topleft, self.help_size, theme.TEXT_SOFT,
                          wrap=r.width, anchor="topleft")
            elif text_page.colliderect(r):  # its lines in view, whole, of one scrolled across
                self._draw_help_part(surface, text, r, text_page, flip)
        for title, tr_, text, r in getattr(self, "moved_helps", []):
            if text_page.contains(tr_):
                flip.text(surface, title, tr_.topleft, self.help_size, theme.TEXT_SOFT,
                          bold=True, wrap=tr_.width, anchor="topleft")
            if text_page.contains(r):
                flip.text(surface, text, r.topleft, self.help_size, theme.TEXT_SOFT,
                          wrap=r.width, anchor="topleft")
            elif text_page.colliderect(r):
                self._draw_help_part(surface, text, r, text_page, flip)
        if self.max_scroll:
            self._draw_scroll_bar(surface, lowest)
        if self.note:
            flip.text(surface, self.note, (self.right.x, self.bottom - round(30 * s)),
                      round(16 * s), theme.REFUSED, bold=True, wrap=self.right.width,
                      anchor="topleft")
        self.nav.draw(surface, s)

    def _draw_help_part(self, surface, text: str, r: pygame.Rect, page: pygame.Rect,
                        flip) -> None:
        """The lines of the explanation in ``r`` that are wholly inside ``page`` (the page
        scrolled across it): none cut in half at its edge."""
        img = theme.render(text, self.help_size, theme.TEXT_SOFT, False, False, r.width)
        # its lines as rendered (an Arabic paragraph steps by its own face's taller line)
        lines = max(1, len(_wrap(text, self.help_size, r.width)))
        step = img.get_height() / lines
        shown = [k for k in range(lines)
                 if page.top <= r.y + k * step and r.y + (k + 1) * step <= page.bottom]
        if not shown:
            return
        top, bottom = round(shown[0] * step), round((shown[-1] + 1) * step)
        at = flip.rect((r.x, r.y + top, img.get_width(), bottom - top))
        if flip.on:  # a right-to-left paragraph is set against the right of its room
            at.right = flip.rect(r).right
        surface.blit(img, at, area=pygame.Rect(0, top, img.get_width(), bottom - top))

    def _draw_scroll_bar(self, surface, lowest: int) -> None:
        """Where the page is taller than its panel: a scroll bar along the panel's outer
        edge (its left in Arabic), and "scroll for more" under the page until its end is in
        view, where no control or label drawn reaches below ``lowest`` (at the top of a
        page, its controls stay where they always were, down to the panel's foot: the bar
        alone says there is more)."""
        s = self.scale
        key = self._page_key(self.level_id, self.n_players())
        scroll = min(self._scrolled.get(key, 0), self.max_scroll)
        view = self.right
        flip = Mirror(self.right)
        height = self.words_bottom() - view.y
        track = pygame.Rect(self.right.right - round(10 * s), view.y + round(6 * s),
                            round(6 * s), height - round(6 * s))
        k = track.height / (height + self.max_scroll)
        thumb = pygame.Rect(track.x, track.y + round(scroll * k), track.width,
                            max(round(20 * s), round(height * k)))
        pygame.draw.rect(surface, theme.SAND_DARK, flip.rect(track),
                         border_radius=track.width // 2)
        pygame.draw.rect(surface, theme.OCHRE_DARK, flip.rect(thumb),
                         border_radius=track.width // 2)
        if scroll < self.max_scroll and lowest <= self.words_bottom():
            flip.text(surface, _("scroll for more"), (self.right.right - round(20 * s),
                                                      self.words_bottom() + round(2 * s)),
                      self._more_size(), theme.TEXT_SOFT, italic=True, anchor="topright")

    def _card_box(self, rect: pygame.Rect) -> tuple[int, int, int, int, int]:
        """A card's padding, picture height and width, and where its words start and how
        wide they may be."""
        s = self.scale
        pad = max(4, round(8 * s))
        th = rect.height - 2 * pad
        tw = round(th * 1.25)
        tx = rect.x + tw + 2 * pad
        return pad, th, tw, tx, rect.right - tx - pad

    def _card_memo(self, what: str, lv, rect: pygame.Rect, *args, compute):
        """``compute()``, the card words' ``what`` for ``lv`` in ``rect``, kept until what it
        depends on changes: the language, the text size setting, the window's scale or the
        cards' rects (a new layout). Wrapping every card's name and summary again on every
        draw took 109 of the 119 ms a draw of Arabic setup took in extra large text at
        1280x720 (the Arabic words are shaped and measured piece by piece). The results are
        pure (what the words and sizes would be), so :meth:`draw` keeping them changes
        nothing the scene does. Kept by the app for its last :data:`CARD_LAYOUTS_KEPT`
        layouts, beyond the scene: the first frame of each new setup scene (Change
        players...) wrapped them all again, 0.5 s of it in Arabic large text at 1024x600."""
        key = (i18n.language(), theme.text_factor(), self.scale,
               tuple((lid, tuple(r)) for lid, r in self.cards))
        cache = self._card_layouts.pop(key, None)
        if cache is None:
            cache = {}
            while len(self._card_layouts) >= CARD_LAYOUTS_KEPT:  # the oldest first
                del self._card_layouts[next(iter(self._card_layouts))]
        self._card_layouts[key] = cache  # the latest last
        entry = (what, lv.id, tuple(rect), *args)
        if entry not in cache:
            cache[entry] = compute()
        return cache[entry]

    def _cards_name_size(self, cards: list) -> int:
        """The one size of every card's name (``cards``: ``(level, rect)`` each): the
        smallest of the cards' own (:meth:`_card_name_size`), where that leaves each card a
        line of its summary; else the largest every name fits at, as a Latin list keeps it.
        A name shrunk for its summary's line shrank them all, and in large Arabic text at
        1280x720 the list read smaller names with a line on half the cards."""
        if not cards:
            return 0
        size = min(self._card_name_size(lv, rect) for lv, rect in cards)
        for lv, rect in cards:
            _pad, th, _tw, tx, avail = self._card_box(rect)
            *_rest, lines, room = self._card_lines(lv, rect, tx, avail, th, size)
            if lines and not room:
                return min(self._card_largest_name(lv, rect) for lv, rect in cards)
        return size

    def _card_largest_name(self, lv, rect: pygame.Rect) -> int:
        """The largest size a card's name fits its room at (kept per layout)."""
        def largest() -> int:
            s = self.scale
            _pad, th, _tw, _tx, avail = self._card_box(rect)
            return theme.fit_size(_(lv.name), avail, min(round(24 * s), round(th * 0.34)), True)

        return self._card_memo("largest name", lv, rect, compute=largest)

    def _card_name_size(self, lv, rect: pygame.Rect) -> int:
        """The size a card's name would take alone: the largest that fits. In Arabic a
        little smaller where the summary would have no line at all (the Sig card's first
        line carries marks that stand high), unless even that leaves it none; a Latin card
        keeps its name's size and lets the summary go, as at large text sizes. Kept per
        layout (:meth:`_card_memo`)."""
        return self._card_memo("name size", lv, rect,
                               compute=lambda: self._fit_card_name(lv, rect))

    def _fit_card_name(self, lv, rect: pygame.Rect) -> int:
        """:meth:`_card_name_size`, measured."""
        _pad, th, _tw, tx, avail = self._card_box(rect)
        largest = self._card_largest_name(lv, rect)
        if not i18n.is_rtl():
            return largest
        # never much smaller: the name stays the card's largest words (at extra large text
        # in a small window the summary goes, as in English)
        smallest = min(largest, max(theme.least_size(), round(largest * 0.8)))
        # the summary under the line above first; its marks standing between that line's
        # letters only where no name size leaves it a line so (the Sig race's card, whose
        # first line rises highest, at 1024x600 in large text)
        for between in (False, True):
            for name_size in range(largest, smallest - 1, -1):
                *_rest, lines, room = self._card_lines(lv, rect, tx, avail, th, name_size,
                                                       between)
                if room or not lines:
                    return name_size
        return largest

    def _draw_card(self, surface, lv, rect: pygame.Rect, chosen: bool,
                   name_size: int | None = None) -> None:
        """One game's card; its name at ``name_size`` (default: its own size). The chosen
        card's thicker edge grows outward, so its words are laid out as on any card: drawn
        inward it took the room of the Arabic Sig card's one summary line, which the card
        lost as soon as it was chosen (1280x691)."""
        s = self.scale
        fill = theme.SAND_LIGHT if chosen else theme.SAND
        edge = theme.TERRACOTTA if chosen else theme.PANEL_EDGE
        width = card_border(s)
        extra = max(2, round(4 * s)) - width if chosen else 0
        theme.rounded_panel(surface, rect.inflate(2 * extra, 2 * extra), fill=fill, edge=edge,
                            radius=round(10 * s) + extra, width=width + extra)
        pad, th, tw, tx, avail = self._card_box(rect)
        thumb = self.thumbnail(lv, (tw, th))
        flip = Mirror(rect)  # Arabic: the picture on the right, the words from the right
        if thumb is not None:
            surface.blit(thumb, flip.rect(thumb.get_rect(topleft=(rect.x + pad, rect.y + pad))))
        if name_size is None:
            name_size = self._card_name_size(lv, rect)
        top_y, line_h, where, size, small, step, top, lines, room = self._card_lines(
            lv, rect, tx, avail, th, name_size)
        flip.text(surface, _(lv.name), (tx, top_y), name_size, theme.INK, bold=True,
                  anchor="topleft")
        flip.text(surface, where, (tx, top_y + line_h), size, theme.TERRACOTTA_DARK,
                  bold=True, anchor="topleft")
        if len(lines) > room:
            lines = list(lines[:max(0, room)])
            if lines:
                # the "…" must fit too (a full Arabic line ran past the card's edge)
                lines[-1] = theme.ellipsis(lines[-1].rstrip(",.;:،؛") + "…", small, avail)
        for i, line in enumerate(lines):
            flip.text(surface, line, (tx, top + i * step), small, theme.TEXT_SOFT,
                      anchor="topleft")

    def _card_lines(self, lv, rect: pygame.Rect, tx: int, avail: int, th: int,
                    name_size: int, between: bool = True):
        """Where a card's words go with its name at ``name_size``: the name's top, the step to
        the people-and-place line, that line and its size, the summary's size, step and top,
        its lines (a tuple) and how many of them fit (``room``). ``between``: an Arabic
        summary's one line may stand with its marks between the letters of the line above
        where it has no room under them (:meth:`_lay_card`). Kept per layout
        (:meth:`_card_memo`; ``tx``, ``avail`` and ``th`` follow from ``rect``)."""
        return self._card_memo("lines", lv, rect, name_size, between,
                               compute=lambda: self._lay_card(lv, rect, tx, avail, th,
                                                              name_size, between))

    def _lay_card(self, lv, rect: pygame.Rect, tx: int, avail: int, th: int, name_size: int,
                  between: bool = True):
        """:meth:`_card_lines`, laid out."""
        s = self.scale
        pad = max(4, round(8 * s))
        border = card_border(s)
        name = _(lv.name)
        # The words are laid out as English has them, a line under the other by the Latin
        # line, each line's picture raised so that its letters stand on the Latin line's
        # baseline (theme.line_rise: an Arabic picture keeps room for marks above its
        # letters). Arabic lines were stepped by 1.35 and 1.6 sizes instead, and the people
        # and place line of an Arabic card at 1280x720 in extra large text ran its
        # descenders under the card's edge (Sig race: capture's "الجزائر").
        top_y = rect.y + pad - theme.line_rise(name, name_size, True)
        # lines are stepped by the drawn letters' height: the text size setting enlarges
        # them (at extra large the name, the place and the summary were drawn over each
        # other at steps measured for normal text)
        grow = theme.text_factor()
        small = theme.legible(min(round(15 * s), max(9, round(th * 0.2))))
        where, size = theme.header_line(_(lv.people), _(lv.place), avail, small,
                                        max(8, round(small * 0.85)), bold=True)
        latin_h = round(name_size * 1.35 * grow)
        line_h = latin_h + theme.line_rise(name, name_size, True) \
            - theme.line_rise(where, size, True)
        # a little lower where an Arabic mark under the line would touch a descender above
        line_h = theme.lines_clear(name, name_size, where, size, line_h, (True, True))
        # The lowest letters stay inside the card's border: the two lines rise together
        # while the name's letters keep clear of the top border
        inside = rect.bottom - border - 1
        over = top_y + line_h + theme.ink_rows(where, size, True)[1] - inside
        if over > 0:
            room_above = top_y + theme.ink_rows(name, name_size, True)[0] - (rect.top + border + 1)
            top_y -= max(0, min(over, room_above))
        lines = _wrap(_(lv.summary), small, avail)
        # a summary's lines as a paragraph: the Latin line, a little more where Arabic marks
        # would touch (the Arabic face's line, half as tall again, was cut to 1.6 sizes)
        step = theme.lines_step(lines, small)
        rise = theme.line_rise(lines[0], small) if lines else 0
        top = top_y + line_h + theme.line_rise(where, size, True) \
            + round(small * 1.45 * grow) - rise
        # The lines are set by their letters (theme.ink_rows), not their pictures: an Arabic
        # line's picture is taller than its letters, and set by it the one summary line of
        # an Arabic card at 1280x720 ran under the card's edge. The block may rise into the
        # picture's empty top, never onto the letters of the line above.
        above = top_y + line_h + theme.ink_rows(where, size, True)[1] + 2
        room = len(lines)
        base = top
        while room:
            last_bottom = theme.ink_rows(lines[room - 1], small)[1]
            first_top = theme.ink_rows(lines[0], small)[0]
            top = min(top, inside - (room - 1) * step - last_bottom)
            if top + first_top >= above:
                break
            top = base
            room -= 1
        if not room and lines:
            # one line whose marks stand high (ِ ُ ّ) may still fit set a little lower,
            # under the letters of the line above and above the card's edge
            first_top, last_bottom = theme.ink_rows(lines[0], small)
            low = min(max(base, above - first_top), inside - last_bottom)
            if low + first_top >= above:
                top, room = low, 1
            elif between and i18n.is_rtl() \
                    and inside - last_bottom + theme.ink_rows("ا", small)[0] \
                    >= above and _letters_apart(where, size, top_y + line_h, lines[0], small,
                                                inside - last_bottom, True):
                # or as low as the card allows, its letters (up to an alif's top) under the
                # letters of the line above and its marks over them standing between those
                # letters, apart from them: the Sig race's first line rises 6 px over the
                # others' with the hamza of «الأب», and the race was the one Arabic card
                # left with no summary at 1024x600 in large text
                top, room = inside - last_bottom, 1
        return top_y, line_h, where, size, small, step, top, tuple(lines), room


def _letters_apart(upper: str, upper_size: int, upper_y: int, lower: str, lower_size: int,
                   lower_y: int, rtl: bool, gap: int = 2) -> bool:
    """Do the letters of the bold line ``upper`` drawn at ``upper_y`` and of the line
    ``lower`` under it at ``lower_y`` keep ``gap`` pixels apart everywhere, both lines set
    from the same side (the right in a right-to-left language)? Letter by letter, not row
    by row: a tall letter of ``lower`` may stand under a gap between the letters above."""
    a = theme.render(upper, upper_size, (0, 0, 0), True, False)
    b = theme.render(lower, lower_size, (0, 0, 0), False, False)
    grown = pygame.mask.from_surface(a, 60).convolve(
        pygame.mask.Mask((2 * gap + 1, 2 * gap + 1), fill=True))
    dx = a.get_width() - b.get_width() if rtl else 0
    return grown.overlap(pygame.mask.from_surface(b, 60),
                         (dx + gap, lower_y - upper_y + gap)) is None


def card_border(scale: float) -> int:
    """The width of a game card's edge inside its rect, chosen or not (the chosen card's
    thicker edge grows outward: :meth:`SetupScene._draw_card`)."""
    return max(2, round(2 * scale))


def _field_edges(manager, ids: list[str], face) -> tuple[int, int]:
    """The room a name field of the theme ids ``ids`` keeps beside its words, in pixels:
    ``(start, far)``, on the side its words start at and on the other. ``face`` is the
    field's; in Arabic its words are right-aligned and start at the right.

    A field's edge is its shadow, its border and the inset of its rounded corner
    (pygame_gui's ``rounded_corner_width_offsets``); the words start past the edge and the
    padding, and right-aligned ones past the edge once more (pygame_gui lays them out from
    inside the edge and blits them from the field's own: measured, «اللاعب 1» in a 101 px
    field at 1024x600 in large text ends 20 px from its right edge, not 14). At the far
    side the words keep four tenths of their size from the inside of the border, so the
    last letter never meets it."""
    import math

    gui = manager.get_theme()
    try:
        shadow = theme_side(gui.get_misc_data("shadow_width", ids), 0)
        border = theme_side(gui.get_misc_data("border_width", ids), 2)
        pad = theme_side(gui.get_misc_data("text_horiz_alignment_padding", ids), 10)
        rounded = gui.get_misc_data("shape", ids) == "rounded_rectangle"
        radius = theme_side(str(gui.get_misc_data("shape_corner_radius", ids)).split(",")[0],
                            0) if rounded else 0
    except Exception:  # noqa: BLE001 - pygame_gui's internals: its defaults then
        shadow, border, pad, radius = 0, 2, 10, 0
    edge = shadow + border + round(radius - math.sin(math.pi / 4) * radius)
    start = edge + pad
    if getattr(face, "get_direction", lambda: pygame.DIRECTION_LTR)() == pygame.DIRECTION_RTL:
        start += edge
    return start, shadow + border + round(0.4 * face.get_point_size())


def _option_label(spec) -> str:
    """An option's label in the language in force, with its rule number."""
    if spec.rule:
        return _("{label} ({rule})").format(label=_(spec.label), rule=spec.rule)
    return _(spec.label)


def _button_need(manager, words: list[str], s: float) -> int:
    """The width a "choice" button needs to show the widest of ``words`` at its theme's size
    (the face pygame_gui draws it with, the Arabic one for Arabic words; its padding and
    border each side); at scale ``s`` by the palette's measure if the theme cannot say."""
    from ludic.app.language import latin_class

    try:
        gui = manager.get_theme()
        need = 0
        for word in words:
            ids = [f"@{latin_class('choice', theme.drawable(word), 'button')}", "button"]
            edge = theme_edge(gui, ids)
            need = max(need, gui.get_font(ids).size(theme.drawable(word))[0] + 2 * edge + 2)
        return need
    except Exception:  # noqa: BLE001 - the palette's measure is better than none
        return max(theme.text_width(w, round(18 * s), True) for w in words) + round(26 * s)



def _label_lines(text: str, size: int, width: int, step: int) -> tuple[list[str], int]:
    """A row label's lines (three at most) and their step: the page's ``step``, or more
    where an Arabic line's marks would touch the next line's letters (a tanwin over
    "أولًا" met "الجولة" under it in extra large text, :func:`theme.lines_step`). Latin
    labels keep the page's step, which is a little tighter than the Latin face's line."""
    lines = _wrap(text, size, width, bold=True)[:3]
    if not any(has_arabic_letter(line) for line in lines):
        return lines, step
    return lines, max(step, theme.lines_step(lines, size, True))


def _label_ink(text: str, size: int, width: int, step: int, cy: int) -> tuple[int, int]:
    """The rows a row label centred on ``cy`` takes, as :meth:`SetupScene.draw` sets its
    lines: from its first line's top to the last line's step or letters, whichever is lower
    (a descender or an Arabic line's marks may reach below the step)."""
    lines, step = _label_lines(text, size, width, step)
    y0 = cy - step * len(lines) // 2
    if not lines:
        return y0, y0
    last = y0 + (len(lines) - 1) * step
    return y0, last + max(step, theme.ink_rows(lines[-1], size, True)[1])


def _wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """``text`` cut into lines no wider than ``width`` pixels (see :func:`theme.wrap`), a
    rule's reference in brackets held to the word before it as every wrap of the app holds
    it (:func:`ludic.i18n.held_brackets`, which the explanations' pictures wrap by too):
    the race's option label "Play on for places (S8)" left "(S8)" alone on a line, and so did
    the other games' labels ("(D4)", "(H5)"...) in rooms of their widths."""
    return theme.wrap(i18n.held_brackets(text), size, width, bold)
