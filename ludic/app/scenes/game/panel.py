"""The game scene's panel on the right (on the left in Arabic, each row read from the right:
see :class:`~ludic.app.scenes.common.Mirror`), as drawn: the heading (whose move, the phase), the
players (whose turn, the seat's piece, who controls it, the match score), the lines of side
information under them, and the move list in the rule book's notation (scrollable).

The buttons of the panel are pygame_gui elements: :mod:`ludic.app.scenes.game.buttons`.
"""

from __future__ import annotations

import logging
import re

import pygame

from ludic.i18n import N_, Text, _, language, short_names, tr
from ludic.app import theme
from ludic.app.scenes.game import movelist
from ludic.app.scenes.game.words import who as who_moves
from ludic.app.scenes.common import Mirror, seat_icon

log = logging.getLogger(__name__)


def _lift(size: int, bold: bool) -> int:
    """Half of what a line's picture at ``size`` keeps above and below the Latin line
    (:func:`theme.line_step`): the Arabic face's room for marks stacked high and low, 0 in
    English and French. A line drawn that much higher sits on the Latin line its layout
    counted, its letters where a Latin line's are."""
    f = theme.font(size, bold)
    return max(0, (f.size("9")[1] - f.latin.size("9")[1]) // 2)


#: A line that is only a rule number ("(H6)", "H6."), isolate marks aside.
_RULE_ONLY = re.compile(r"\(?[A-Z]\d+\)?[.،,]?")
_MARKS = "\u2066\u2067\u2068\u2069"


class Panel:
    """Reads the scene (its session, view, layout, seats); draws; keeps only the move
    list's scroll position and caches."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        self.movelist_title_y = 0
        self.list_scroll = 0
        self.list_rows = 1
        #: The rows of the move list as last drawn: (rect, entry index, cut with "…"); a
        #: row set on two lines has one rect over both.
        self.rows_drawn: list[tuple[pygame.Rect, int, bool]] = []
        #: Per entry, its words as set in the list: (lines, cut with "…") (kept until the
        #: list, its width or the text size changes).
        self._set_key = None
        self._set_rows: list[tuple[list[str], bool]] = []
        #: A move to scroll to the middle of the list at its next drawing (a review's).
        self._middle: int | None = None
        self._entries_key = None
        self._entries: list = []
        #: Per entry, its text with the computer's short names ("" where that is the same).
        self._short_rows: list[str] = []
        #: Per entry, a throw's short form and its short form with the short names ("" for
        #: a move, which has one form: :func:`movelist.throw_line`).
        self._compact_rows: list[tuple[str, str]] = []
        self._number_key = None
        self._number_w = 0
        self._badges: dict = {}
        #: The side info's lines as drawn -> the same with the computer's short names.
        self._short_of: dict[str, str] = {}
        #: (state, width, language, text factor, scale) -> rows its side info asks
        #: (:meth:`line_count`).
        self._count_key = None
        self._count = 0

    # -- the move list's place and scrolling (set when the action buttons are made) ---------
    def place_list(self, top: int) -> None:
        """The move list begins at ``top`` (under the action buttons), its title first."""
        geo = self.scene.geo
        self.movelist_title_y = top
        title = self.title_height()
        self.list_rect = pygame.Rect(geo.bottom_rect.x, top + title, geo.bottom_rect.width,
                                     geo.list_bottom - top - title)

    def title_height(self) -> int:
        """The height of the list's title ("Moves") over its frame: its real height, which
        the text size setting enlarges (extra large: 1.5x); the frame starts below it, not
        through it. A line of the Latin face in every language, as the rows count theirs
        (:meth:`row_height`), the Arabic title lifted onto it (:func:`_lift`): the Arabic
        face's taller box took 13 pixels of the list, its fourth row with six players at
        1024x600 in extra large text."""
        s = self.scene.scale
        return max(round(22 * s), theme.font(self.title_size(), True).latin.size("Moves")[1]
                   + round(2 * s))

    def title_size(self) -> int:
        """The size of the list's title: a legend, smaller than the moves under it (17 at
        scale 1, enlarged by the text size as they are). At 16, as large as the side
        information, it took the height a row needed: the race's fourth row at 1280x720 in
        extra large text with four seats, one a computer's. Never below the smallest legible
        text (:func:`theme.legible`: at 1024x600 it was drawn at 10 px)."""
        return theme.legible(round(14 * self.scene.scale))

    def height_for(self, rows: int) -> int:
        """The height the list takes, its title included, to show ``rows`` rows of one
        line (as :meth:`draw_movelist` counts them)."""
        return self.title_height() + rows * self.row_height() + self.top_pad() \
            + self.bottom_pad()

    def lift(self) -> int:
        """How far a row's words are drawn above its line: half of what an Arabic line's
        picture keeps above and below the Latin line the rows are counted in
        (:meth:`row_height`), so its letters sit on the row as a Latin line's do (drawn from
        the row's top, the last row's words ran over the list's bottom edge). 0 in English
        and French."""
        return _lift(round(17 * self.scene.scale), True)

    def top_pad(self) -> int:
        """From the list's top edge to its first row's line: room for the frame and for the
        part of a lifted row's picture (:meth:`lift`) above its line."""
        s = self.scene.scale
        return max(round(6 * s), max(1, round(2 * s)) + self.lift())

    def bottom_pad(self) -> int:
        """From the last row's line to the list's bottom edge: room for the frame and for
        the part of a lifted row's picture below its line (in Arabic extra large text at
        1024x600 the last number's picture ran 5 pixels over the frame)."""
        s = self.scene.scale
        size = round(17 * s)
        below = theme.font(size, True).size("9")[1] - self.lift() - self.row_height()
        return max(round(6 * s), max(1, round(2 * s)) + below)

    def end_pad(self) -> int:
        """From the list's far edge (its right; its left in Arabic) to where a row's words
        end: the frame and, inside it, the room the numbers' column keeps at its start
        (10 at scale 1). With 8 in all, frame included, an Isolo sowing's captures ran to 4
        pixels of the frame at 1024x691 ("takes N, C, O, B, P, A, I, H" against the edge)."""
        s = self.scene.scale
        return max(1, round(2 * s)) + round(10 * s)

    def row_height(self) -> int:
        """A move-list row as tall as its text really is (enlarged by the text size): a line
        of the Latin face in every language, as :func:`theme.line_step` counts lines. The
        Arabic face's own box keeps half as much again for marks stacked above and below,
        which a move's words rarely have: counted, it made the Arabic rows half as tall
        again as the English ones, and a review in extra large text at 1280x720 showed four
        moves where English showed five."""
        size = round(17 * self.scene.scale)
        return max(round(size * 1.45),
                   round(theme.font(size, True).latin.size("9")[1] * 0.9))

    def heights(self, total: int) -> list[int]:
        """How many lines each of ``total`` entries takes in the list, as last set (one
        each before the list is first drawn)."""
        if len(self._set_rows) == total:
            return [len(lines) for lines, _cut in self._set_rows]
        return [1] * total

    def window(self, total: int) -> tuple[int, int]:
        """The rows of a list of ``total`` moves shown, ``first`` to ``end``: the newest at
        the bottom, ``list_scroll`` rows back, as many as the list's lines hold (a row set
        on two lines takes two), the window kept full (a scroll asked for before the list
        was first drawn, or past its top, shows the first moves, never an empty list)."""
        lines = max(1, self.list_rows)
        heights = self.heights(total)
        end = max(0, total - self.list_scroll)
        first, used = end, 0
        while first > 0 and used + heights[first - 1] <= lines:
            first -= 1
            used += heights[first]
        while end < total and used + heights[end] <= lines:
            used += heights[end]
            end += 1
        if first == end and end > 0:  # a row taller than the list: shown all the same
            first = end - 1
        return first, end

    def max_scroll(self, total: int) -> int:
        """The furthest back the list scrolls: its first moves fill it."""
        lines, used, n = max(1, self.list_rows), 0, 0
        for height in self.heights(total):
            if used + height > lines:
                break
            used, n = used + height, n + 1
        return max(0, total - max(1, n))

    def scroll(self, by: int, pointer) -> None:
        if self.list_rect.collidepoint(pointer):
            total = len(self.scene.session.history.moves)
            self.list_scroll = max(0, min(self.max_scroll(total), self.list_scroll + by))

    def scroll_to_middle(self, index: int) -> None:
        """Scroll so that the move ``index`` is in the middle of the list when it is next
        drawn: the moves after it fill the lower half (a review's move shown, with the moves
        to come under it). Done as the list is drawn, when the rows' heights are known (the
        move shown turns bold, and a bold row may need a second line)."""
        self._middle = index

    def _scroll_to_middle(self, index: int) -> None:
        total = len(self.scene.session.history.moves)
        heights = self.heights(total)
        lines = max(1, self.list_rows)
        # the lower half, less what the move itself needs past the upper half (a row of two
        # lines in a list of two fills it)
        own = heights[index] if 0 <= index < total else 1
        room = max(0, min(lines // 2, lines - own))
        end, used = min(total, index + 1), 0
        while end < total and used + heights[end] <= room:
            used += heights[end]
            end += 1
        self.list_scroll = max(0, total - end)

    def row_at(self, pos) -> int | None:
        """The move (index into the history) of the row drawn under ``pos`` (anywhere across
        the list, the number's column too), or None."""
        if not self.list_rect.collidepoint(pos):
            return None
        for rect, k, _cut in self.rows_drawn:
            if rect.top <= pos[1] < rect.bottom:
                return k
        return None

    # -- words -----------------------------------------------------------------------------
    def lines(self, state, short: bool = False) -> list[str]:
        """The lines under the players: the match (which game), then the view's side info
        (``short``: for fewer rows than it has, :meth:`BoardView.side_info_short`)."""
        session = self.scene.session
        lines = []
        match = session.match
        if match is not None:
            number = match.games_played + (0 if session.recorded else 1)
            lines.append(_("Match to {target}: game {number}").format(target=match.target,
                                                                     number=number)
                         if match.target else _("Match: game {number}").format(number=number))
        try:
            view = self.scene.view
            info = [x for x in (view.side_info_short(state) if short
                                else view.side_info(state)) if x]
            if self.throw_in_play(state):  # the throw it asked for is being thrown
                asked = view.throw_asked(state)
                info = [x for x in info if x != asked]
            info = info[:4]
            full = [tr(x) for x in info]
            with short_names():  # the computer's default names short, for a line too long
                self._short_of = {f: tr(x) for f, x in zip(full, info) if tr(x) != f}
            lines += full
        except Exception:
            log.exception("side_info")
        return lines

    def line_count(self, state, width: int | None = None) -> int:
        """How many rows :meth:`lines` asks for ``state`` (not its short form): the layout's
        room for them (``GameScene.info_wanted``). Without ``width``, one a line, counted
        without translating them; with it (the players' width, once laid out), two for a
        line too long for one row at its full size, with the computer's short names too, as
        :meth:`rows_for` then sets it on two (kept until the state, width or language
        changes). Counted one a line, the Arabic 'Taken' line of Khamousiyya
        («المأسور: على يد … (19)، وعلى يد … (19)») had no second row to go to in extra large
        text at 1280x720: it was shrunk, then cut after its first count."""
        if width is None:
            match = self.scene.session.match is not None
            try:
                return match + len([x for x in self.scene.view.side_info(state) if x][:4])
            except Exception:
                log.exception("side_info")
                return int(match)
        key = (width, language(), theme.text_factor(), self.scene.scale)
        if self._count_key is not None and self._count_key[0] is state \
                and self._count_key[1:] == key:
            return self._count
        size = round(16 * self.scene.scale)
        font = theme.font(size)
        count = 0
        for text in self.lines(state):
            forms = [text] + ([self._short_of[text]] if text in self._short_of else [])
            count += 1 if any(font.size(x)[0] <= width for x in forms) else 2
        self._count_key, self._count = (state, *key), count
        return count

    def rows_for(self, lines: list[str]) -> list[tuple[str, int]]:
        """``lines`` set in the rows under the players: each at its full size if it fits, a
        long one on two rows while rows are spare, else smaller, and cut as a last resort."""
        s = self.scene.scale
        geo = self.scene.geo
        width = geo.players_rect.width
        size, small = round(16 * s), round(13 * s)
        rows: list[tuple[str, int]] = []
        for i, text in enumerate(lines):
            room = geo.info_rows - len(rows)
            if room <= 0:
                break
            later = len(lines) - i - 1  # rows the next lines need
            # "En main : Ordinateur 1 (12), Ordinateur 2 (12)" was cut in extra large text: a
            # line naming the computer by its default name tries its short form ("Ordi 1")
            # before it is cut
            short = self._short_of.get(text)
            set_ = self._set(text, width, size, small, room - later >= 2)
            if set_ is None and short:
                set_ = self._set(short, width, size, small, room - later >= 2)
            if set_ is None:
                text = short or text
                fs = theme.fit_size(text, width, size, minimum=small)
                set_ = [(theme.ellipsis(text, fs, width), fs)]
            rows += set_
        return rows

    @staticmethod
    def _set(text: str, width: int, size: int, small: int, two: bool):
        """``text`` as rows of (words, size) that fit ``width``: one row at ``size``, two rows
        at ``size`` if ``two`` allows them, one row shrunk to ``small`` at least; None when
        none fits."""
        font = theme.font(size)
        if font.size(text)[0] <= width:
            return [(text, size)]
        if two:
            # broken after a comma where that fits, each count with its name: "Pris : par
            # Amina (19)," over "par Youssef (19)", not "... par Youssef" over "(19)"
            for wrapped in (Panel._wrap_clauses(text, size, width, False),
                            theme.wrap(text, size, width)):
                if len(wrapped) == 2 and all(font.size(w)[0] <= width for w in wrapped):
                    return [(w, size) for w in wrapped]
        fs = theme.fit_size(text, width, size, minimum=small)
        if theme.font(fs).size(text)[0] <= width:
            return [(text, fs)]
        return None

    def entries(self) -> list[tuple[str, str, bool, int | None]]:
        """(number or "", text, undone, seat) per recorded move, in the rule book's notation
        (kept until the history changes), and in ``_short_rows`` the same lines naming the
        computer's seats by their short names, for a row too long for the list."""
        session = self.scene.session
        h = session.history
        key = (id(h), len(h.moves), h.cursor, id(h.moves[-1]) if h.moves else None,
               language())
        if self._entries_key == key:
            return self._entries
        names = session.names
        view = self.scene.view
        full = [tr(n) for n in names]
        with short_names():  # the computer's default names short ("Comp. 5", "Ordi 5")
            shorts = [tr(n) for n in names]
        out, short_rows, compact_rows = [], [], []
        number = 0
        for i, move in enumerate(h.moves):
            st = h.states[i]
            seat = st.turn % len(names) if st.turn is not None and st.turn >= 0 else None
            effects = h.effects[i] if i < len(h.effects) else ()
            if not st.is_chance:
                number += 1
            who = full[seat] if seat is not None else ""
            out.append(("" if st.is_chance else movelist.number_label(number),
                        movelist.line(who, view, st, move, effects), i >= h.cursor, seat))
            short = shorts[seat] if seat is not None else ""
            short_rows.append(movelist.line(short, view, st, move, effects)
                              if short != who else "")
            compact = movelist.line(who, view, st, move, effects, compact=True) \
                if st.is_chance else ""
            compact_short = movelist.line(short, view, st, move, effects, compact=True) \
                if st.is_chance and short != who else ""
            compact_rows.append((compact, compact_short))
        self._entries, self._short_rows, self._entries_key = out, short_rows, key
        self._compact_rows = compact_rows
        return out

    def number_width(self, entries, size: int) -> int:
        """How wide the list's widest move number is drawn, measured: the number column is
        made that wide, so ".130" in Arabic extra large text at 1024x600 stays inside the
        list's border (a column of a fixed width let three digits run over it). Every number
        of the list is measured, not only the rows in view, so the column keeps its width
        while the list scrolls (kept until the list or the text size changes)."""
        key = (self._entries_key, size, theme.text_factor())
        if self._number_key != key:
            self._number_w = max((theme.text_width(number, size) for number, *_rest in entries
                                  if number), default=0)
            self._number_key = key
        return self._number_w

    def set_rows(self, entries, size: int, width: int, icon_w: int,
                 most: int, ever: int = 0) -> list[tuple[list[str], bool]]:
        """Each entry's words set in the list's ``width`` (less ``icon_w`` for a row with a
        seat's icon): (lines, cut). A row is one line if it fits; else up to ``most`` lines,
        wrapped at its spaces (the name and the move, then what it took); else it names the
        computer by its short name ("Comp. 5 throws 2: no move (S5)"); else it takes up to
        ``ever`` lines (the list's); only past those is its last line cut with "…" (the row
        is shown whole under the pointer: :meth:`draw_whole_row`), :meth:`_set_row_form`.
        Every entry is set, not only the rows in view: scrolling needs their heights (kept
        until the list, its width or the text size changes).

        The throws have one form in the list (:meth:`throw_form`): all long ("Amina throws
        4: father 5 to 9") or, where one of them is too long for its line, all short ("Amina
        (4): father 5–9"). Chosen row by row, neighbours read "Computer 2 (4): father 7–11"
        over "Amina throws 3: ...", as if the list had two ways of telling one thing.

        A seat has one name in the list: where one of its rows takes the short name, every
        row of that seat does. Row by row, the French list read "Ordi 2" on the rows too long
        for "Ordinateur 2" and "Ordinateur 2" on the others, as if two players (QA28)."""
        key = (self._entries_key, size, width, icon_w, most, ever, theme.text_factor())
        if self._set_key == key:
            return self._set_rows
        compact = self._compact_rows if len(self._compact_rows) == len(entries) else []
        brief = self.throw_form(entries, size, width, icon_w) and bool(compact)
        shortened: set = set()
        rows = []
        for k, (number, text, undone, seat) in enumerate(entries):
            room = width - (icon_w if seat is not None else 0)
            bold = bool(number) and not undone
            short = self._short_rows[k] if k < len(self._short_rows) else ""
            if brief and compact[k][0]:  # a throw, in the list's short form
                text, short = compact[k]
            lines, cut, took_short = self._set_row_form(text, short, size, room, bold, most,
                                                        ever=ever)
            if took_short:
                shortened.add(seat)
            rows.append((lines, cut, (short, size, room, bold, most), seat))
        out = []
        for lines, cut, (short, size_, room, bold, most_), seat in rows:
            if seat in shortened and short:  # the short name only, in every form
                lines, cut = self._set_row(short, "", size_, room, bold, most_, ever=ever)
            out.append((lines, cut))
        self._set_rows, self._set_key = out, key
        return out

    def throw_form(self, entries, size: int, width: int, icon_w: int) -> bool:
        """Do the list's throws take their short form (:func:`movelist.throw_line`)? Yes
        when the long form of one of them, with its player's whole name, is too wide for
        its line: then every throw of the list is told short, so neighbouring rows read
        alike (:meth:`set_rows`). A throw's row is never bold (it has no number)."""
        font = theme.font(size)
        room = width - icon_w
        return any(brief and font.size(text)[0] > (room if seat is not None else width)
                   for (_n, text, _u, seat), (brief, _s) in zip(entries, self._compact_rows))

    def forms(self, k: int) -> list[str]:
        """The words the entry ``k`` may be set in (:meth:`set_rows`): its own, with the
        computer's short names, a throw's short forms; each once."""
        entries = self.entries()
        forms = [entries[k][1]] if k < len(entries) else []
        for extra in (self._short_rows[k:k + 1] + list(*self._compact_rows[k:k + 1])):
            if extra and extra not in forms:
                forms.append(extra)
        return forms

    def lines_of(self, k: int) -> list[str]:
        """The lines the entry ``k`` was set on when the list was last drawn."""
        return self._set_rows[k][0] if k < len(self._set_rows) else []

    @staticmethod
    def _set_row(text: str, short: str, size: int, room: int, bold: bool, most: int,
                 ever: int = 0) -> tuple[list[str], bool]:
        """The lines of one row (:meth:`set_rows`): its words, or its words with the short
        names, on one line; else wrapped; else cut."""
        return Panel._set_row_form(text, short, size, room, bold, most, ever)[:2]

    @staticmethod
    def _set_row_form(text: str, short: str, size: int, room: int, bold: bool, most: int,
                      ever: int = 0) -> tuple[list[str], bool, bool]:
        """:meth:`_set_row`'s lines and cut, and whether they name the player by the short
        name (``short``).

        The player's whole name comes first: on one line, then on
        up to ``most`` lines; the short name ("Comp. 2") only where none of those fits (a
        row that would fit one line with it took it before two lines with the whole name,
        and made every row of the seat "Comp. 2", short ones too, Sig capture). A row that
        fits in none of them takes more lines, up to ``ever`` (the list's), before it is
        cut: a row never loses its end while the list has the room (the French race's
        winning throw read "... renvoie Le Caire, renvoie Le…", "atteint La Mecque" lost)."""
        f = theme.font(size, bold)

        def fits(lines: list[str], limit: int) -> bool:
            return len(lines) <= limit and all(f.size(x)[0] <= room for x in lines)

        def wrapped(words: str, held: bool) -> list[list[str]]:
            if held:
                words = movelist.held_brackets(words)
            return [Panel._wrap_clauses(words, size, room, bold, named=True),
                    Panel._gap_kept(words, theme.wrap(words, size, room, bold), size, room,
                                    bold)] if words else []

        if f.size(text)[0] <= room:
            return [text], False, False
        # a bracket's words kept on one line ("(0، سيق" over "الاثني عشر)" broke the sig's
        # name in two, movelist.held_brackets) wherever the row fits so, in any of its
        # forms; broken inside only where none fits, rather than cut
        for held in (True, False):
            for lines in wrapped(text, held) if most >= 2 else ():
                if fits(lines, most):
                    return lines, False, False
            if held and short and f.size(short)[0] <= room:
                return [short], False, True
            for limit, words, took in ((most, short, True), (ever, text, False),
                                       (ever, short, True)) if most >= 2 else ():
                for lines in wrapped(words, held):
                    if fits(lines, limit):
                        return lines, False, took
        words = short or text
        lines = Panel._gap_kept(words, theme.wrap(words, size, room, bold), size, room,
                                bold) if most >= 2 else [words]
        most = max(most, ever)
        kept = lines[:most]
        kept[-1] = theme.ellipsis(" ".join(lines[most - 1:]), size, room, bold)
        return kept, True, bool(short)

    @staticmethod
    def _wrap_clauses(text: str, size: int, room: int, bold: bool,
                      named: bool = False) -> list[str]:
        """``text`` on lines broken where the move's words break: after the player's name
        (the two spaces before the move) and after a comma (French or Arabic), so that
        "prend c" or "يأسر g" is never split from its square (a row may not fit: the caller
        measures). A break not taken keeps its spaces: the two after the name stay two
        ("Amina  J, prend n" over "c"; a single one ran the name into the move).

        On two lines, the break is where a clause begins ("takes", "prend", «أسر» and their
        squares stay together), the two lines as nearly as wide as each other: filled from
        the first, an Isolo sowing with relays left one square alone under the row
        ("Yusuf  f, takes O, B, J, G, I," over "H"); now "Yusuf  f," over "takes O, B, J,
        G, I, H". Where no clause fits a line, the two lines most nearly alike, broken
        between squares ("Yusuf  i, takes N, C, O," over "B, P, A, I, H").

        ``named``: ``text`` is a move-list row, the player's name before its two spaces. The
        name alone on the first line is then the last of the breaks: a move said in words
        with no comma (Khamousiyya's yezzi, H6) had no other, and read "Yusuf" over "says
        yezzi: the series stops (H6)". The name keeps the move's first words: broken after
        its colon where there is one ("Yusuf  says yezzi:" over "the series stops (H6)"),
        else as far along as the first line holds, the rule number never alone on the
        second nor an article or a preposition last on the first ("Yusuf  déclare" over
        "le H’ajeb (H6)")."""
        f = theme.font(size, bold)
        # ordinary spaces only: a no-break space holds its words (a bracket's, the name's)
        pieces = re.split(r"((?<=[,،]) +| {2,})", text.strip())
        parts, gaps = pieces[0::2], pieces[1::2]

        def joined(a: int, b: int) -> str:
            out = parts[a]
            for k in range(a + 1, b):
                out += gaps[k - 1] + parts[k]
            return out

        def clause(k: int) -> bool:  # the break before parts[k] begins a clause
            return len(gaps[k - 1]) >= 2 or " " in parts[k]

        two = []
        for k in range(1, len(parts)):
            first, second = joined(0, k), joined(k, len(parts))
            widths = f.size(first)[0], f.size(second)[0]
            if max(widths) <= room:
                alone = named and k == 1 and len(gaps[0]) >= 2  # the name over the move
                two.append((alone, not clause(k), (False, max(widths)), [first, second]))
        if named and len(parts) > 1 and len(gaps[0]) >= 2:
            # the move's first clause cut at a space, its first words on the name's line
            words, rest = parts[1].split(" "), joined(2, len(parts)) if len(parts) > 2 else ""
            for i in range(1, len(words)):
                first = f"{parts[0]}{gaps[0]}{' '.join(words[:i])}"
                second = " ".join(words[i:]) + (f"{gaps[1]}{rest}" if rest else "")
                widths = f.size(first)[0], f.size(second)[0]
                if max(widths) <= room:
                    colon = words[i - 1].endswith(":")  # the colon ends a clause
                    # else filled from the first ("sows from E" keeps its square), but
                    # never leaving the rule number alone under the words ("(H6)") nor
                    # ending on a little word that leads into the next ("déclare le")
                    last = words[i - 1]
                    weak = _RULE_ONLY.fullmatch(second.strip(_MARKS)) is not None or (
                        len(last) <= 2 and last.isalpha() and not last.isupper())
                    two.append((False, not colon, (weak, -widths[0]), [first, second]))
        if two:
            return min(two, key=lambda t: t[:3])[3]
        lines: list[str] = []
        line = parts[0]
        for gap, part in zip(gaps, parts[1:]):
            trial = f"{line}{gap}{part}"
            if f.size(trial)[0] > room:
                lines.append(line)
                line = part
            else:
                line = trial
        return lines + [line]

    @staticmethod
    def _gap_kept(text: str, lines: list[str], size: int, room: int,
                  bold: bool) -> list[str]:
        """``lines`` (``text`` wrapped at its spaces, each space made one) with the two
        spaces between the player's name and the move back on the first line, where that
        line still fits ``room``: "Amina  sows from E", not "Amina sows from E"."""
        name, gap, _rest = text.strip().partition("  ")
        head = lines[0] if lines else ""
        if not gap or not head.startswith(name + " ") or head.startswith(name + "  "):
            return lines
        kept = f"{name}  {head[len(name) + 1:]}"
        if theme.font(size, bold).size(kept)[0] > room:
            return lines
        return [kept, *lines[1:]]

    def told(self, state):
        """The position the heading, the turn's arrow and the side lines tell of while
        ``state`` is drawn:
        while the queue's step plays its move on the board (``state`` is the position after
        it), the position before it, whose player's move is being shown, until its
        animation ends; else ``state``. Told from the position after it, the heading spoke
        of the next move through the animation of this one: in a Watch of Dra, "The
        computer removes one of North's pieces (D3)" while South's piece was still sliding
        into the line that earned the removal (220 frames of a game at 4x speed), "Game
        over" while the last removal was still on its way; and the side lines counted a
        capture from its first frame ("Captured: South (3)" over the piece still to be
        taken off the board). An undo shows its position at once (nothing is queued); a
        redo plays its moves again, each told when its animation ends."""
        queue = self.scene.queue
        step = queue[0] if queue else None
        if (step is not None and step.started and not step.opening and state is step.after
                and step.board is not None):
            return step.before
        return state

    def in_play(self, state) -> bool:
        """Whether ``state`` is the position before the step being shown, its throw in the
        air or its move on the board (:meth:`told`)."""
        queue = self.scene.queue
        step = queue[0] if queue else None
        return step is not None and step.started and state is step.before

    def throw_in_play(self, state) -> bool:
        """Whether ``state`` is told as the position before the throw the queue's step plays,
        its sticks in the air or the piece it moves on its way (:meth:`in_play`): the panel
        then says the throw is being thrown, not what the position asked for ("Amina: throw
        the sticks", "A sig: throw again (K2)" stood there through the winning throw's
        flight)."""
        queue = self.scene.queue
        return self.in_play(state) and queue[0].throw is not None

    # -- drawing ---------------------------------------------------------------------------
    def heading(self, state, outcome) -> str:
        """The panel's heading for ``state``: the end, the computer at work (or paused), or
        what the player to move does, a throw with the thrower's name ("Amina: throw the
        sticks"). The computer's throw is told as its own ("Throw the sticks" stood there
        through every throw of a Watch, as if the class were asked).

        A throw being thrown, by a person or the computer (its sticks in the air, its piece
        moving: :meth:`in_play`), and the computer's throw to come are told by whose turn
        it is ("Amina's turn"); the message bar tells what happens ("Amina throws the
        sticks…", then the count). Both said "Player 1 throws the sticks…" through the
        flight, one over the other, and "The computer throws the sticks" stood over
        "Computer 2 throws the sticks…"."""
        scene = self.scene
        thinking = state is scene.state and scene.thinking()
        # the computer's throw, or the position before it while its sticks are in the air
        # (that drawn state said "Computer 2: throw the sticks", asking it as a person)
        computer_throws = state.is_chance and scene.seats.automatic(state) and not scene.demo
        # the computer's move, or the position before it while its move is animated: told
        # of it ("Place a piece" spoke to the class through a Watch of two computers)
        computer_moves = not state.is_chance and scene.seats.automatic(state)
        if outcome is not None:
            return _("Game over")
        if scene.looking_back:
            return self.looking_back(state)
        if (thinking or computer_throws or computer_moves) and scene.computer_holds():
            return _("Paused")
        if thinking:
            return _("The computer is thinking")
        # Teacher mode: the computer's throw waits for the teacher's pick, and its heading
        # "Computer 1: throw the sticks" (ar "your turn to throw") spoke to the computer
        teacher_picks = state.is_chance and scene.demo and scene.seats.automatic(state)
        if state.is_chance and (computer_throws or teacher_picks or self.in_play(state)):
            return tr(Text(N_("{player}'s turn"), player=who_moves(scene.session, state)))
        if computer_moves:
            return tr(scene.view.computer_status(state)) or _("The computer plays")
        if state.is_chance:
            # by name: six people round one screen read whose throw it is from the heading,
            # the panel's largest words (the list's mark is small from across the table)
            return _("{player}: throw the sticks").format(
                player=tr(scene.session.names[state.turn % len(scene.session.names)]))
        return tr(scene.view.status(state)) or _("Your move")

    def looking_back(self, state) -> str:
        """The heading of a position looked back on (a review), where nobody is to move now:
        told, never ordered. The start says so, as the bar does; elsewhere the view's
        sentence for a position looked back on (``review_status``: "South removes one of
        North's pieces (D3)", "Count 3: one freed piece moves 3 steps (C4)"), or whose turn
        it was ("Amina's turn"). A review of a Watch opened on "Computer 1: throw the
        sticks", an order to a computer in a game long over, then "Move a piece ..."."""
        scene = self.scene
        if scene.session.history.cursor == 0:
            return _("Review: the start")
        return tr(scene.view.review_status(state)) or tr(
            Text(N_("{player}'s turn"), player=who_moves(scene.session, state)))

    def draw(self, surface: pygame.Surface, state) -> None:
        scene = self.scene
        s = scene.scale
        geo = scene.geo
        session = scene.session
        p = geo.panel
        top = pygame.Rect(p.x, 0, p.width, geo.header_h)
        told = self.told(state)  # the move being shown, until its animation ends
        outcome = session.outcome if told is scene.state else told.outcome()
        head = self.heading(told, outcome)
        thinking = state is scene.state and scene.thinking()
        heads, fs = theme.fit_lines(head, p.width - round(24 * s), round(22 * s), bold=True,
                                    lines=2, least=round(17 * s), height=top.height)
        step = min(theme.line_step(fs, True), top.height // len(heads))
        for i, line in enumerate(heads):
            theme.draw_text(surface, line, (p.centerx, top.centery + (i - (len(heads) - 1) / 2)
                                            * step), fs, theme.CREAM, bold=True,
                            anchor="center")
        line = geo.player_line or round(30 * s)
        match = session.match
        names = session.names
        # each row laid out left to right, read from the right in Arabic
        flip = Mirror(geo.players_rect)
        for i, name in enumerate(names):
            r = self.player_cell(i)  # the row's room (in its column)
            y = r.y
            mine = outcome is None and told.turn == i
            if mine:
                hl = pygame.Rect(r.x - round(4 * s), y, r.width + round(8 * s), line)
                pygame.draw.rect(surface, theme.SAND_DARK, flip.rect(hl),
                                 border_radius=round(8 * s))
            chip = pygame.Rect(0, 0, round(26 * s), round(26 * s))
            chip.center = flip.point((r.x + round(12 * s), y + line // 2))
            icon = seat_icon(scene.view, i, chip.width)
            surface.blit(icon, icon.get_rect(center=chip.center))
            label = tr(name)
            kind, strength = scene.seat_kind(i)
            # the turn's arrow 40 px from the row's end (the match score beyond it); in a
            # column of two with no score, at its end: 'Joueur 2' and its mark had 77 px
            arrow = round(40 * s) if match is not None or geo.player_columns == 1 \
                else round(12 * s)
            room = r.width - round(50 * s) - arrow
            if kind != "person":
                badge = self._badge(strength, thinking and mine, s,
                                    paused=thinking and mine and scene.computer_holds())
                if geo.player_columns > 1 and room - badge.get_width() - round(8 * s) \
                        < theme.text_width(label, round(20 * s), mine):
                    # a column too narrow for the name and the mark's words: the mark's
                    # screen alone (its colour says when it thinks), the name whole
                    badge = self._badge("", thinking and mine, s, screen_only=True)
                room -= badge.get_width() + round(8 * s)
            if mine:
                tip = (r.right - arrow, y + line // 2)
                k = round(7 * s)
                pygame.draw.polygon(surface, theme.TERRACOTTA, [flip.point(p) for p in (
                    (tip[0] - k, tip[1]), (tip[0] + k, tip[1] - k), (tip[0] + k, tip[1] + k))])
            size = theme.fit_size(label, room, round(20 * s), bold=mine)
            # the row's height too (the text size setting), by the step every language shares
            # (an Arabic line's own box is half as tall again: names shrank to specks)
            # one size at a time (a tenth less jumped from 13 to 11: the names at 1024x600 in
            # extra large text were 16 px under side information at 18)
            while size > 8 and theme.line_step(size, mine) > line + round(4 * s):
                size -= 1
            label = theme.ellipsis(label, size, room, mine)
            shown = flip.text(surface, label, (r.x + round(28 * s), y + line // 2), size,
                              theme.INK, bold=mine)
            if kind != "person":
                at = pygame.Rect(r.x + round(28 * s) + shown.width + round(8 * s), 0,
                                 badge.get_width(), badge.get_height())
                at.centery = y + line // 2
                surface.blit(badge, flip.rect(at))
            if match is not None:
                flip.text(surface, str(match.scores[i]), (r.right, y + line // 2),
                          round(20 * s), theme.TERRACOTTA_DARK, bold=True, anchor="midright")
        r = geo.players_rect
        info_y = r.y + self.player_rows() * line + round(4 * s)
        # the side lines tell the position the heading tells (told): the captures of a
        # move counted when its animation ends, not while the piece is still on the board
        lines = self.lines(told)
        if len(lines) > geo.info_rows:
            lines = self.lines(told, short=True)
        rows = self.rows_for(lines)
        step = geo.info_step
        if len(rows) > 1:
            # an Arabic line's marks may reach the next line's letters at the font's line: a
            # step kept clear by the ink (theme.lines_step), within the room the layout left
            # and half the padding under it
            need = theme.lines_step([text for text, _fs in rows], round(16 * s))
            room = r.bottom + round(6 * s) - info_y - step
            step = max(step, min(need, room // (len(rows) - 1)))
        for k, (text, fs) in enumerate(rows):
            flip.text(surface, text, (r.x, info_y + k * step), fs, theme.TEXT_SOFT,
                      anchor="topleft")
        self.draw_movelist(surface)

    def player_rows(self) -> int:
        """How many rows the players take: one a player, or half as many in two columns
        (``GameLayout.player_columns``)."""
        columns = getattr(self.scene.geo, "player_columns", 1) or 1
        return -(-len(self.scene.session.names) // columns)

    def player_cell(self, seat: int) -> pygame.Rect:
        """The room of ``seat``'s row in the players' list, laid out left to right (put
        through :class:`Mirror` to draw): its column's width, one player's line tall. In
        two columns the first half of the players is in the first, the rest in the second,
        a gap between them."""
        geo = self.scene.geo
        r = geo.players_rect
        line = geo.player_line or round(30 * self.scene.scale)
        columns = getattr(geo, "player_columns", 1) or 1
        gap = round(16 * self.scene.scale) if columns > 1 else 0
        width = (r.width - gap * (columns - 1)) // columns
        column, row = divmod(seat, self.player_rows())
        return pygame.Rect(r.x + column * (width + gap), r.y + row * line, width, line)

    def seat_at(self, pos) -> int | None:
        """The seat whose row is under ``pos`` (a click on a player's name), or None."""
        flip = Mirror(self.scene.geo.players_rect)
        for seat in range(len(self.scene.session.names)):
            if flip.rect(self.player_cell(seat)).collidepoint(pos):
                return seat
        return None

    def _badge(self, strength: str, thinking: bool, s: float,
               paused: bool = False, screen_only: bool = False) -> pygame.Surface:
        """The computer's mark after its name: a small screen and its strength, or
        "thinking" with dots that come and go while it thinks (``screen_only``: the screen
        alone, its colour saying whether it thinks)."""
        if paused:
            strength, thinking = _("paused"), False
        # its words are chosen and sized when it is made: the language and text size in
        # force are part of what it is ("ordinateur" stayed after a switch to Arabic)
        key = (strength, thinking, int(self.scene.clock * 3) % 4 if thinking else 0, s,
               screen_only, language(), theme.text_factor())
        badge = self._badges.get(key)
        if badge is None:
            if len(self._badges) > 32:
                self._badges.clear()
            badge = self._badges[key] = self._make_badge(strength, thinking, s, screen_only)
        return badge

    def _make_badge(self, strength: str, thinking: bool, s: float,
                    screen_only: bool = False) -> pygame.Surface:
        size = round(14 * s)
        if screen_only:
            text = ""
        elif thinking:
            dots = int(self.scene.clock * 3) % 4
            text = _("thinking") + "." * dots + " " * (3 - dots)
        else:
            text = strength or _("computer")
        label = theme.render(text, size, theme.CREAM, True) if text \
            else pygame.Surface((0, 0), pygame.SRCALPHA)
        # as tall as its letters and a margin: in extra large text the words outgrow 20 px
        # a scale, and the tails of "thinking" and "Easy" were cut (1024x768)
        # (the rows of its letters and of "Hg" at that size: one baseline for every word)
        top, bottom = theme.ink_rows(text, size, bold=True) if text else (0, 0)
        if text:
            ref = theme.ink_rows("Hg", size, bold=True)
            top, bottom = min(top, ref[0]), max(bottom, ref[1])
        h = max(round(20 * s), bottom - top + 2 * round(3 * s))
        lift = (h - round(20 * s)) // 2  # the screen's own place, centred in a taller badge
        screen_w = round(14 * s)
        pad = round(6 * s)
        w = pad + screen_w + (round(4 * s) + label.get_width() if text else 0) + pad
        if thinking and text:  # the same width whatever the dots: the row does not jump
            w = max(w, pad + screen_w + round(4 * s) + theme.text_width(
                _("thinking") + "...", size, True) + pad)
        badge = pygame.Surface((w, h), pygame.SRCALPHA)
        color = theme.TERRACOTTA if thinking else theme.INDIGO
        pygame.draw.rect(badge, color, badge.get_rect(), border_radius=h // 2)
        # the screen: a frame, and its stand
        scr = pygame.Rect(pad, lift + round(4 * s), screen_w, round(9 * s))
        pygame.draw.rect(badge, theme.CREAM, scr, max(1, round(1.5 * s)),
                         border_radius=max(1, round(2 * s)))
        pygame.draw.line(badge, theme.CREAM, (scr.centerx, scr.bottom),
                         (scr.centerx, scr.bottom + round(3 * s)), max(1, round(1.5 * s)))
        foot = scr.bottom + round(3 * s)
        pygame.draw.line(badge, theme.CREAM, (scr.centerx - round(4 * s), foot),
                         (scr.centerx + round(4 * s), foot), max(1, round(1.5 * s)))
        badge.blit(label, (scr.right + round(4 * s), (h - (bottom - top)) // 2 - top))
        return badge

    def whole_row(self) -> tuple[pygame.Rect, int] | None:
        """The row of the move list to show whole, if it was cut with "…": the one under the
        pointer; in a review, else, the move shown (stepped to with the arrows). None while
        a move is animated (only the board is redrawn then)."""
        scene = self.scene
        if scene.queue:
            return None
        pointed = [(rect, k) for rect, k, cut in self.rows_drawn
                   if rect.collidepoint(scene.pointer)]
        if pointed:
            rect, k = pointed[0]
            return (rect, k) if any(cut for _r, j, cut in self.rows_drawn if j == k) else None
        if scene.name == "review" and not self.list_rect.collidepoint(scene.pointer):
            current = scene.session.history.cursor - 1
            for rect, k, cut in self.rows_drawn:
                if k == current and cut:
                    return rect, k
        return None

    def draw_whole_row(self, surface: pygame.Surface, entries) -> None:
        """A row cut with "…" written whole in a box over it: as wide as the words need,
        growing toward the board (leftward; rightward in Arabic, the panel being on the left),
        on two or three lines when even that is too narrow."""
        got = self.whole_row()
        if got is None:
            return
        row, k = got
        scene = self.scene
        s = scene.scale
        number, text, undone, _seat = entries[k]
        bold = bool(number) and not undone
        size = round(17 * s)
        pad = round(8 * s)
        r = self.list_rect
        flip = Mirror(r)
        room = 2 * r.width  # at most twice the list's width, over the board
        img = theme.render(text, size, theme.INK, bold, False, room - 2 * pad)
        # over the whole row, its two lines too (the cut second line showed under the box)
        box = pygame.Rect(0, 0, img.get_width() + 2 * pad,
                          max(img.get_height(), row.height) + pad)
        box.topright = (r.right - round(2 * s), row.y - pad // 2)  # as laid out left to right
        if box.bottom > r.bottom:  # the last rows: upward, clear of the buttons under the list
            box.bottom = r.bottom
        box = flip.rect(box).clamp(surface.get_rect())
        theme.rounded_panel(surface, box, fill=theme.CREAM, edge=theme.OCHRE_DARK,
                            radius=round(6 * s), width=max(1, round(2 * s)), shadow=True)
        theme.draw_text(surface, text, (box.right - pad, box.y + pad // 2) if flip.on
                        else (box.x + pad, box.y + pad // 2), size, theme.INK, bold=bold,
                        anchor="topright" if flip.on else "topleft", wrap=room - 2 * pad)

    def draw_movelist(self, surface: pygame.Surface) -> None:
        scene = self.scene
        s = scene.scale
        r = self.list_rect
        if r.height < round(40 * s):
            return
        flip = Mirror(r)  # Arabic: numbers, pieces and moves from the right
        title = self.title_size()  # lifted onto the Latin line its height counts (title_height)
        flip.text(surface, _("Moves"), (r.x, self.movelist_title_y - _lift(title, True)),
                  title, theme.TEXT_SOFT, bold=True, anchor="topleft")
        pygame.draw.rect(surface, theme.CREAM, r, border_radius=round(8 * s))
        pygame.draw.rect(surface, theme.PANEL_EDGE, r, max(1, round(2 * s)),
                         border_radius=round(8 * s))
        entries = self.entries()
        size = round(17 * s)
        line = self.row_height()
        lift = self.lift()
        rows = max(1, (r.height - self.top_pad() - self.bottom_pad()) // line)
        self.list_rows = rows  # a cache of the drawing, read by scroll()
        y = r.y + self.top_pad()
        if not entries:
            flip.text(surface, _("No moves yet."), (r.x + round(10 * s), y - lift), size,
                      theme.TEXT_SOFT, italic=True, anchor="topleft")
        icon_size = round(size * 1.1)
        # the numbers' column: as wide as its widest number, its right edge never nearer the
        # border than it always was (44 at scale 1), the row's icon and words 8 past it; none
        # in a list without a number (the Sig race's throws): its room went to the words,
        # which at extra large text were all cut at "Computer 1 throws 4…"
        number_w = self.number_width(entries, size)
        number_right = r.x + (max(round(44 * s), round(10 * s) + number_w) if number_w else 0)
        words_x = number_right + round(8 * s)
        icon_w = icon_size + round(6 * s)
        # extra large text at 1280x720 cut most French and Arabic rows ("Amina  J, prend
        # n…"): a row too long for its line goes on two, even in a list of two lines (the
        # Arabic Sig capture's at 1280x720: its last move read whole rather than two cut)
        set_rows = self.set_rows(entries, size, r.right - self.end_pad() - words_x, icon_w,
                                 min(2, rows), rows)
        if self._middle is not None:
            self._scroll_to_middle(self._middle)
            self._middle = None
        first, end = self.window(len(entries))
        self.rows_drawn = []
        for k, (number, text, undone, seat) in enumerate(entries[first:end], first):
            color = (156, 140, 120) if undone else theme.INK
            if number:  # lifted as the words are (below), on their line
                flip.text(surface, number, (number_right, y - lift), size, color,
                          anchor="topright")
            x = words_x
            if seat is not None:
                icon = seat_icon(scene.view, seat, icon_size)
                if undone:
                    icon = icon.copy()
                    icon.set_alpha(110)
                at = icon.get_rect(midleft=(x, y + line // 2 - round(2 * s)))
                surface.blit(icon, flip.rect(at))
                x += icon_w
            bold = bool(number) and not undone
            words, cut = set_rows[k]
            for i, part in enumerate(words):  # lifted onto their line (lift)
                flip.text(surface, part, (x, y + i * line - lift), size, color, bold=bold,
                          anchor="topleft")
            self.rows_drawn.append((flip.rect((x, y, r.right - round(4 * s) - x,
                                               line * len(words))), k, cut))
            y += line * len(words)
        self.draw_whole_row(surface, entries)
        if first > 0 or end < len(entries):  # on the title's line, clear of the moves
            small = theme.legible(round(13 * s))
            flip.text(surface, _("scroll for more"), (r.right - round(4 * s),
                      self.movelist_title_y + round(2 * s) - _lift(small, False)),
                      small, theme.TEXT_SOFT, anchor="topright", italic=True)
