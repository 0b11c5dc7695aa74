"""Pieces shared by the scenes: the table background, the patterned band, headings, buttons
made at the current scale, and keyboard navigation over buttons."""

from __future__ import annotations

import logging
import math
from typing import Any, Callable

import pygame

from ludic.app import theme
from ludic import i18n
from ludic.i18n import N_, _, tr

log = logging.getLogger(__name__)


def draw_table(surface: pygame.Surface, assets, rect: pygame.Rect | None = None) -> None:
    """The warm table the boards lie on."""
    rect = pygame.Rect(rect or surface.get_rect())
    surface.blit(assets.texture("table", rect.size), rect)


def draw_band(surface: pygame.Surface, assets, y: int, height: int, width: int | None = None,
              x: int = 0) -> pygame.Rect:
    """The patterned band (``pattern.png``) across the window at ``y``."""
    width = surface.get_width() if width is None else width
    img = assets.image("pattern")
    k = height / img.get_height()
    tile = assets.scaled("pattern", (max(1, round(img.get_width() * k)), height))
    for bx in range(x, x + width, tile.get_width()):
        surface.blit(tile, (bx, y), area=pygame.Rect(0, 0, x + width - bx, height))
    rect = pygame.Rect(x, y, width, height)
    pygame.draw.line(surface, theme.INDIGO_DARK, rect.topleft, rect.topright, 2)
    pygame.draw.line(surface, theme.INDIGO_DARK, rect.bottomleft, rect.bottomright, 2)
    return rect


def mirrored(rect, within) -> pygame.Rect:
    """``rect`` where a reader of the language in force expects it (see :class:`Mirror`)."""
    return Mirror(within).rect(rect)


def start_anchor(anchor: str = "midleft") -> str:
    """``"midleft"`` (or ``topleft``...) where text starts: the right side in Arabic."""
    return Mirror((0, 0, 0, 0)).anchor(anchor)


class Mirror:
    """The one layout switch of a right-to-left language: a scene lays a box out as in
    English (left to right) and puts each rect, x and text anchor through ``Mirror(box)``,
    which reflects them inside ``box`` when the language in force is written right to left
    (Arabic: a row starts at the right, a label sits right of its controls, the first of a
    row of buttons is the rightmost) and changes nothing otherwise. Boards never go through
    it: a board keeps its geometry in every language (issue 11)."""

    def __init__(self, within) -> None:
        from ludic import i18n

        self.within = pygame.Rect(within)
        self.on = i18n.is_rtl()

    def rect(self, rect) -> pygame.Rect:
        rect = pygame.Rect(rect)
        if self.on:
            rect.x = self.within.left + self.within.right - rect.right
        return rect

    def x(self, x: float) -> int:
        return round(self.within.left + self.within.right - x) if self.on else round(x)

    def point(self, pos) -> tuple[int, int]:
        return self.x(pos[0]), round(pos[1])

    def anchor(self, anchor: str) -> str:
        if not self.on:
            return anchor
        return anchor.replace("left", "\0").replace("right", "left").replace("\0", "right")

    def text(self, surface, text: str, pos, size: int, color=theme.TEXT, *,
             anchor: str = "midleft", **kw) -> pygame.Rect:
        """:func:`theme.draw_text` at ``pos`` with ``anchor`` as laid out left to right."""
        return theme.draw_text(surface, text, self.point(pos), size, color,
                               anchor=self.anchor(anchor), **kw)


def reading_step(intent) -> str:
    """The intent's name with the Left and Right arrows taken as the eye sees them. In a
    right-to-left language the rows are mirrored (:class:`Mirror`): the next button of a row
    stands at the left, so Left means ``"next"`` and Right ``"prev"``, as they do in Arabic
    software. Tab, Up and Down keep the reading order. Boards are never mirrored, so the
    game scene's cursor over a board does not use this; nor do the keys that step a lesson
    or a review, which are a presentation clicker's in every language
    (:mod:`ludic.app.scenes.lesson`, :mod:`ludic.app.scenes.game.review`)."""
    from ludic import i18n

    name = intent.name
    arrow = getattr(intent, "key", None) in (pygame.K_LEFT, pygame.K_RIGHT)
    if name in ("next", "prev") and arrow and i18n.is_rtl():
        return "prev" if name == "next" else "next"
    return name


def draw_header(surface: pygame.Surface, assets, title: str, scale: float,
                subtitle: str = "") -> int:
    """A band with the scene's title; returns the y below it."""
    w = surface.get_width()
    band_h = round(64 * scale)
    draw_band(surface, assets, 0, band_h // 3, w)
    bar = pygame.Rect(0, band_h // 3, w, band_h)
    pygame.draw.rect(surface, theme.INDIGO_DARK, bar)
    size, y = header_title(title, bar, scale)
    from ludic import i18n

    rtl = i18n.is_rtl()
    pad = round(24 * scale)
    theme.draw_text(surface, title, (w - pad if rtl else pad, y), size, theme.CREAM,
                    bold=True, anchor="midright" if rtl else "midleft")
    if subtitle:
        theme.draw_text(surface, subtitle, (pad if rtl else w - pad, bar.centery),
                        round(18 * scale), theme.SAND, anchor="midleft" if rtl else "midright")
    return bar.bottom


def header_title(title: str, bar: pygame.Rect, scale: float) -> tuple[int, int]:
    """The size of a header's ``title`` and the y of its picture's middle in the header's
    ``bar``: 34 px times ``scale`` on the bar's middle line, unless its letters would leave
    the bar. In Arabic in extra large text the letters of «تعلّم» (the shadda above, the
    meem's tail below) stood 113 px tall in a bar of 96 at 1920x1080, and «القواعد: سيق
    الوادي» hung 11 px under it into the page: a title taller than the bar is drawn smaller
    (never under the smallest legible size), and one that reaches past an edge is moved
    back inside, its letters kept where they were in every title that fits."""
    size = round(34 * scale)
    floor = theme.least_size()
    while True:
        img = theme.render(title, size, theme.CREAM, True)
        ink = img.get_bounding_rect(min_alpha=1)  # the faintest edge of a letter too
        top, bottom = ink.top, ink.bottom
        if bottom - top <= bar.height or size <= floor:
            break
        size = max(floor, int(size * 0.92))
    half = img.get_height() // 2  # as a Rect centred on y has it
    y = bar.centery
    if y - half + bottom > bar.bottom:
        y -= y - half + bottom - bar.bottom
    elif y - half + top < bar.top:
        y += bar.top - (y - half + top)
    return size, y


def two_columns(rect, scale: float, share: float) -> tuple[int, int, pygame.Rect, pygame.Rect]:
    """The page of a scene with a list on one side and its details on the other (Setup's
    games, Learn's courses): between the header and the row of buttons at the bottom, a
    column ``share`` of the window wide and one beside it filling the rest, ``16 * scale``
    from the edges and from each other. Returns ``(top, bottom, list, details)``; in Arabic
    the list is on the right, read first (:class:`Mirror`)."""
    rect = pygame.Rect(rect)
    w, h = rect.size
    top = round(64 * scale) + round(64 * scale) // 3 + round(14 * scale)
    bottom = h - round(78 * scale)
    margin = round(16 * scale)
    left = pygame.Rect(margin, top, round(w * share), bottom - top)
    right = pygame.Rect(left.right + margin, top, w - left.right - 2 * margin, bottom - top)
    flip = Mirror(rect)
    return top, bottom, flip.rect(left), flip.rect(right)


def stack(box, n: int, gap: int, most: int) -> list[pygame.Rect]:
    """``n`` rows as wide as ``box``, top down from its top, ``gap`` apart: each ``most``
    tall, or shorter, all alike, when ``n`` of them would not fit (cards, lesson rows)."""
    box = pygame.Rect(box)
    room = max(1, n)
    h = min(most, (box.height - gap * (room - 1)) // room)
    return [pygame.Rect(box.x, box.y + i * (h + gap), box.width, h) for i in range(n)]


class LeftOutNote:
    """The note a screen shows when files it reads were left out (:func:`catalog.read_each
    <ludic.app.catalog.read_each>`): a broken lesson on the Learn screen, a broken level on
    the game-choice screen. It says what was left out, the first reason or every reason
    (each names the file, the field, the rule, in the teacher's language) and where the rest
    is (the log).

    A screen asks :meth:`height` for the room the note needs at a width, lays its lists out
    above it (never under it: the note covered the last lesson's summary), and
    :meth:`draw` draws it in that box. At most :data:`LINES` lines (a line more for each
    reason after the first, up to :data:`MOST_LINES`, when every reason is named): the last
    one ends with "…" when the reasons are longer (the log has them whole)."""

    LINES = 3
    MOST_LINES = 6

    def __init__(self, message: str, problems) -> None:
        """``message``: a translated sentence with ``{first}`` for the first reason, or
        ``{reasons}`` for every reason, in order, each after the language's semicolon
        (``"a; b"``, ``"a ; b"`` in French, ``"a؛ b"`` in Arabic); ``problems``: the reasons
        (Texts), none for no note."""
        from ludic.i18n import _, tr

        self.text = ""
        if problems:
            reasons = tr(problems[0])
            for problem in problems[1:]:
                # TRANSLATORS: reasons one after another: each one names a file and why
                reasons = _("{list}; {item}").format(list=reasons, item=tr(problem))
            if "{reasons}" in message:
                self.LINES = min(self.MOST_LINES, self.LINES + len(problems) - 1)
            first = message.format(first=tr(problems[0]), reasons=reasons).rstrip()
            if first[-1:] not in (".", "!", "?", "…"):
                first += "."  # a reason ends without a full stop; the note goes on
            self.text = " ".join((first, _("The details are in Ludic's log file, ludic.log.")))

    def __bool__(self) -> bool:
        return bool(self.text)

    def __str__(self) -> str:
        return self.text

    def _size(self, scale: float) -> int:
        return theme.legible(round(15 * scale))

    def lines(self, width: int, scale: float) -> list[str]:
        """The note's lines in a box ``width`` wide (the last cut with "…" if need be)."""
        if not self.text:
            return []
        size, room = self._size(scale), width - 2 * round(10 * scale)
        lines = theme.wrap(self.text, size, room)
        if len(lines) > self.LINES:
            lines = lines[:self.LINES]
            lines[-1] = theme.ellipsis(lines[-1].rstrip(",.;:،؛") + "…", size, room)
        return lines

    def _step(self, lines: list[str], scale: float) -> int:
        """The step from one of the note's ``lines`` to the next: the Latin line, a little
        more where an Arabic line's marks would touch the next one (:func:`theme.lines_step`,
        as a paragraph rendered whole is stepped). It was the face's line cut to 1.6 sizes,
        in Arabic a third more than the Latin line the other languages have."""
        return theme.lines_step(lines, self._size(scale))

    def height(self, width: int, scale: float) -> int:
        """The height of the note's box at ``width`` (0 without a note)."""
        lines = self.lines(width, scale)
        if not lines:
            return 0
        # the last line's picture whole (an Arabic picture keeps room below its letters for
        # marks), raised as the lines are (theme.line_rise)
        size = self._size(scale)
        last = theme.render(lines[-1], size).get_height() - theme.line_rise(lines[-1], size)
        return (len(lines) - 1) * self._step(lines, scale) + last + 2 * round(6 * scale)

    def draw(self, surface: pygame.Surface, box: pygame.Rect, scale: float) -> None:
        """The note in ``box`` (as :meth:`height` measured it), from where the language
        reads (the right in Arabic), each line's picture raised to set its letters on the
        Latin line's baseline (:func:`theme.line_rise`)."""
        if not self.text:
            return
        theme.rounded_panel(surface, box, radius=round(8 * scale))
        flip = Mirror(box)
        lines = self.lines(box.width, scale)
        size, step = self._size(scale), self._step(lines, scale)
        for i, line in enumerate(lines):
            flip.text(surface, line, (box.x + round(10 * scale), box.y + round(6 * scale)
                                      + i * step - theme.line_rise(line, size)), size,
                      theme.TERRACOTTA_DARK, anchor="topleft")


_discs: dict[tuple[int, int], pygame.Surface] = {}


def seat_icon(view, seat: int, size: int) -> pygame.Surface:
    """The picture of ``seat``'s pieces (the view's ``player_icon``), or a disc of the seat's
    colour where the game has no single piece to show (Isolo's seeds): the same everywhere a
    seat is shown (players list, move list, game-over panel, setup, dialogs)."""
    size = max(6, int(size))
    icon = None
    if view is not None:
        try:
            icon = view.player_icon(seat, size)
        except Exception:  # noqa: BLE001 - a missing picture is not worth a crash
            icon = None
    if icon is not None:
        return icon
    key = (seat, size)
    disc = _discs.get(key)
    if disc is None:
        disc = pygame.Surface((size, size), pygame.SRCALPHA)
        c = (size // 2, size // 2)
        pygame.draw.circle(disc, theme.player_color(seat), c, size // 3)
        pygame.draw.circle(disc, theme.INK, c, size // 3, 1)
        _discs[key] = disc
    return disc


def button(manager, rect, text: str, *, cls: str = "", oid: str = "", tip: str | None = None,
           container=None, enabled: bool = True):
    import pygame_gui
    from pygame_gui.core import ObjectID

    from ludic.app.language import latin_class

    text = theme.drawable(text)  # a player's name with a zero-width character, say
    cls = latin_class(cls, text, "button")  # "10", "English": the Latin face, left to right
    # an Arabic label keeps its shortcut in Latin letters ("(Ctrl+S)"): pygame_gui's Arabic
    # face draws Latin runs with Noto Sans, in bidi order (ludic.app.gui_fonts)
    b = pygame_gui.elements.UIButton(pygame.Rect(rect), text, manager, container=container,
                                     tool_tip_text=tip and i18n.held_brackets(tip),
                                     object_id=ObjectID(class_id=f"@{cls}" if cls else None,
                                                        object_id=f"#{oid}" if oid else None))
    fit_text(b, text)
    if not enabled:
        b.disable()
    return b


def button_ids(text: str, cls: str = "", oid: str = "") -> list[str]:
    """The theme ids :func:`button` gives a button of ``text``, ``cls`` and ``oid`` (its
    ``combined_element_ids``): what its face is looked up by before it is made."""
    from ludic.app.language import latin_class

    cls = latin_class(cls, theme.drawable(text), "button")
    return [f"#{oid}"] * bool(oid) + [f"@{cls}"] * bool(cls) + ["button"]


def row_height(manager, height: int, labels, share: float | None = None) -> int:
    """A row of buttons ``height`` tall (the usual height, scaled), or as tall as its
    words need (:func:`words_height`) at ``share`` of their theme's size: ``labels`` are
    the ``(text, cls, oid)`` of its buttons, as given to :func:`button`. Arabic letters
    reach further above and below their line than Latin ones: in a row tall enough for the
    Latin words the Arabic ones were drawn smaller ('العودة إلى الجولة', the game menu's
    first button, at 23 px for English's 27 in extra large text at 1024x600)."""
    if manager is None:
        return height
    need = max((words_height(manager, button_ids(text, cls, oid), [text], share)
                for text, cls, oid in labels), default=0)
    return max(height, need)


def theme_side(value, default: int = 4) -> int:
    """A theme's padding or border on one side: a number, or one per side in newer themes
    (the left one), or ``default`` if it is neither."""
    if isinstance(value, dict):
        value = value.get("left", default)
    try:
        return int(value)
    except (TypeError, ValueError):
        return default


def theme_edge(gui, ids) -> int:
    """The room a button of the theme ids ``ids`` keeps on one side of its text: its text
    padding plus its border, as the theme ``gui`` (a pygame_gui theme) gives them."""
    return sum(theme_side(gui.get_misc_data(key, ids))
               for key in ("text_horiz_alignment_padding", "border_width"))


def text_room(b) -> int:
    """How wide a button's text may be drawn: its width less the theme's padding and border."""
    theming = getattr(getattr(b, "drawable_shape", None), "theming", {}) or {}
    return b.rect.width - 2 * (theme_side(theming.get("text_horiz_alignment_padding", 4), 4)
                               + theme_side(theming.get("border_width", 1), 1))


def _face_at(b, size: int):
    """Button ``b``'s theme face at ``size`` points, or None. With the face's script and
    direction: asked without them, pygame_gui made a new size of an Arabic face as a Latin
    one, which drew "إغلاق المراجعة" unshaped and backwards once a label was shrunk."""
    return theme_face(getattr(b, "ui_manager", None), getattr(b, "combined_element_ids", None),
                      size)


def theme_face(manager, ids, size: int | None = None):
    """The face the GUI theme of ``manager`` gives elements of ``ids`` (a button's
    ``combined_element_ids``: ``["#throw", "@throw", "button"]``) at ``size`` points, by
    default its theme's size; or None. A button not yet made is measured so
    (:func:`words_height`)."""
    try:
        theme_ = manager.get_theme()
        info = theme_.get_font_info(ids)
        if size is None:
            size = int(info["size"])
        return theme_.get_font_dictionary().find_font(
            size, info["name"], info.get("bold", False), info.get("italic", False),
            info.get("antialiased", True), info.get("script", "Latn"),
            info.get("direction", 0))
    except Exception:  # noqa: BLE001 - pygame_gui's internals, not its promise: no font then
        return None


def _fits(b, font, text: str) -> bool:
    """Whether ``text`` in ``font`` fits button ``b``: as wide as its room, and its letters
    (not its line: an Arabic line's picture has room for marks the letters seldom use)
    inside the button's height when the picture is centred in it ("إغلاق المراجعة" in extra
    large text at 1024x600 lost the bottoms of its letters)."""
    width, height = font.size(text)
    if width > text_room(b):
        return False
    return _fits_height(b, font, text)


#: :func:`_fits_height`'s answers by (font, text, button height): the game panel's row plan
#: asks for the same words at the same sizes for each way of setting its rows, and an Arabic
#: line is drawn to find its letters. Unremembered, the panel's first build after a switch
#: to Arabic drew 5,000 lines (2.9 s in extra large text at 1024x768, the window frozen after
#: Settings' Done: a teacher clicked Done again).
_HEIGHT_FITS: dict[tuple[int, str, int], tuple[Any, bool]] = {}


def _fits_height(b, font, text: str) -> bool:
    """Whether the letters of ``text`` in ``font`` stay inside button ``b``'s height where
    pygame_gui draws them (:func:`_fits`, its width aside). Remembered (:data:`_HEIGHT_FITS`);
    the font is kept with its answer, so a font made later at the same address is not
    taken for it."""
    key = (id(font), text, b.rect.height)
    known = _HEIGHT_FITS.get(key)
    if known is not None and known[0] is font:
        return known[1]
    if len(_HEIGHT_FITS) > 20000:  # fonts of earlier languages and sizes: let them go
        _HEIGHT_FITS.clear()
    fits = _measure_height_fit(b, font, text)
    _HEIGHT_FITS[key] = (font, fits)
    return fits


def _measure_height_fit(b, font, text: str) -> bool:
    height = font.size(text)[1]
    inside = b.rect.height - 2
    if height <= inside:
        return True
    drawn = _drawn_ink(b.rect.height, font, text)
    if drawn is None:  # unknown: as wide as it may be is enough
        return True
    top, ink = drawn
    box = b.rect.height
    return ink.bottom <= box and top + ink.top >= 1 and top + ink.bottom <= box - 1


def _drawn_ink(box: int, font, text: str) -> tuple[int, pygame.Rect] | None:
    """Where pygame_gui draws ``text`` in ``font`` in a button ``box`` pixels tall, centred:
    the y of the line's picture from the button's top, and the letters' ink in that
    picture; None when it cannot be told."""
    # the face that draws it (an Arabic one draws through the app's bidi renderer); not
    # the GUI font's own render_premul, which left the face drawing Arabic unshaped after
    bidi = font.ludic_caret() if hasattr(font, "ludic_caret") else None
    face = bidi or getattr(font, "_GUIFontPygame__internal_font", None)
    try:
        ink = face.render(text, True, (0, 0, 0)).get_bounding_rect()
    except Exception:  # noqa: BLE001 - pygame_gui's internals, not its promise: unknown
        return None
    # Where pygame_gui draws it: the picture cut to the button's height from its top (its
    # text chunk is no taller than the button), then set from the baseline, not centred:
    # its top at the middle less the font's padding and half the rest of its ascent. Taken
    # as centred, the Arabic "Play again" (العب من جديد) of the game's panel in extra large
    # text at 1024x600 passed, and was drawn with the tops of its letters cut off.
    try:
        pad = font.get_padding_height()
        ascent = font.get_rect(text).y
    except Exception:  # noqa: BLE001 - unknown: centred, as it would be
        height = font.size(text)[1]
        pad, ascent = (height - box) // 2, height - box
    return box // 2 - pad - round(0.5 * (ascent - pad)), ink


def ink_middle(b) -> float | None:
    """The middle of the letters of button ``b``'s words (their ink, marks and descenders
    included) as pygame_gui centres them, in pixels from the button's top; None when it
    cannot be told (no words, no face)."""
    if not getattr(b, "text", "") or getattr(b, "font", None) is None:
        return None
    drawn = _drawn_ink(b.rect.height, b.font, b.text)
    if drawn is None or drawn[1].height == 0:
        return None
    top, ink = drawn
    return top + (ink.top + ink.bottom) / 2


def lower_words(b, dy: int) -> None:
    """Draw button ``b``'s words ``dy`` pixels lower than pygame_gui centres them (higher
    for a negative ``dy``), in every state of the button. pygame_gui offers no offset, only
    words set at the top of the button with a padding: the padding that puts their line
    ``dy`` below the line centring drew, read from its layout of the button as made, and
    checked there once drawn so; where it cannot be read or does not come out so, the
    words stay centred."""
    if not dy:
        return
    try:
        target = b.drawable_shape.text_box_layout.layout_rows[0].y + dy
        # a line taller than the text area inside the border (an Arabic one) is laid out
        # over the whole button, from the padding: its top is the padding
        b.text_vert_alignment, b.text_vert_alignment_padding = "top", target
        redraw(b)
        if b.drawable_shape.text_box_layout.layout_rows[0].y == target:
            return
    except Exception:  # noqa: BLE001 - pygame_gui's internals, not its promise: centred
        pass
    b.text_vert_alignment, b.text_vert_alignment_padding = "center", 0
    redraw(b)


class _Probe:
    """A button only ``height`` tall, for :func:`_fits_height`'s measure (which reads no
    more of a button than its rect's height)."""

    def __init__(self, height: int) -> None:
        self.rect = pygame.Rect(0, 0, 1, height)


def height_needed(face, texts) -> int:
    """The least height of a button that keeps the letters of each of ``texts`` in
    ``face`` inside it, where pygame_gui draws them (:func:`_fits_height`): the height a
    row of buttons needs for its words, not a guess at the script's (0 without a face)."""
    if face is None:
        return 0
    need = 1
    for text in texts:
        if not text:
            continue
        height = max(need, face.size(text)[1] // 2)
        while not _fits_height(_Probe(height), face, text):
            height += 1
        need = max(need, height)
    return need


def words_height(manager, ids, texts, share: float | None = None) -> int:
    """The least height of a button of the theme ``ids`` whose words (any of ``texts``)
    are drawn whole at ``share`` of its theme's size (default :data:`LEGIBLE_SHARE`: the
    size every language keeps against English), rounded up: what the layout gives a row
    before its buttons are made. Arabic letters reach further above and below their line
    than Latin ones, and pygame_gui sets a line's box, not its letters, in the middle of
    a button: 'ارمِ العصيّ' at 30 px needs 56 px where 'Throw the sticks' at 33 needs 36."""
    try:
        top = int(manager.get_theme().get_font_info(ids)["size"])
    except Exception:  # noqa: BLE001 - pygame_gui's internals, not its promise: no need then
        return 0
    size = math.ceil(top * (LEGIBLE_SHARE if share is None else share))
    return height_needed(theme_face(manager, ids, size), texts)


def redraw(b) -> None:
    """Make button ``b``'s picture again (a new font, a new size) in the state it is in:
    pygame_gui's ``rebuild`` keeps a disabled button's look but draws a selected one as a
    plain one, so a chosen setting whose words were shrunk to match its row read as not
    chosen ("Plein écran" in French extra large text, full screen: neither way of showing
    the window looked chosen)."""
    b.rebuild()
    if b.is_enabled and getattr(b, "is_selected", False) and b.drawable_shape is not None:
        b.drawable_shape.set_active_state("selected")


def fit_text(b, text: str, most: int | None = None) -> bool:
    """Draw ``b``'s text smaller where it would not fit at its theme's size (a long word in
    a language, a large text size), or at ``most`` where that is smaller, down to the
    smallest legible text (:func:`ludic.app.theme.min_text_px`), never below.

    Returns whether ``text`` is drawn whole: True when it fits ``b`` (at the size it has,
    or at the largest size it fits at), or when its size cannot be asked of the theme (it
    keeps the size it has); False when it does not fit even at the smallest legible size.
    It is then drawn at that size, never smaller and never larger (pygame_gui cuts it at
    the button's edges: the least of it lost), and the log says so once the screen is
    made, if it still does not fit then (:func:`tell_unfit`). ``most`` below the floor asks
    for the floor.

    Every caller copes with False, a layout's mistake to mend rather than a state to
    handle: it makes or resizes a button (:func:`button`, :func:`refit`,
    :func:`key_where_every_language_has_room`, the setup's names, the lesson's Next) and
    draws the words at the floor, and the tests that measure every button's words find
    the cut one (``tests/test_app_text_fit_small.py``). Several make a button at a size
    that holds nothing (the game panel's, a square the height of a row) and give it its
    size once its row is laid out: that first False is not a mistake, and is not told."""
    if not text or b.font is None or _fits(b, b.font, text):
        return True
    try:
        top = int(b.ui_manager.get_theme().get_font_info(b.combined_element_ids)["size"])
    except Exception:  # noqa: BLE001 - pygame_gui's internals: the text at its own size
        return True
    floor = max(1, theme.text_floor())
    size = max(floor, min(top - 1, top if most is None else most))
    while True:
        font = _face_at(b, size)
        if font is None:  # no face at that size: the size it has, as it is
            return True
        fits = _fits(b, font, text)
        if fits or size <= floor:
            break
        size -= 1
    b.font = font
    redraw(b)
    if not fits and len(_UNFIT_NOW) < 200:
        _UNFIT_NOW.append((b, text))
    return fits


#: The buttons whose words :func:`fit_text` could not fit, since :func:`tell_unfit` last
#: looked, with those words.
_UNFIT_NOW: list[tuple[Any, str]] = []
#: The words told not to fit, by (words, the button's size, the size they are drawn at):
#: the log tells each once, however often the screen is made again (every resize,
#: language switch, rebuild of its buttons).
_UNFIT: set[tuple[str, tuple[int, int], int]] = set()


def tell_unfit() -> int:
    """Log, once each, the words :func:`fit_text` could not fit that still do not fit their
    button, now that the screen is made (the app asks after each frame's events and
    layouts): a button made at a size that holds nothing and sized once its row is laid
    out fits by then, and is not told. How many it told."""
    if not _UNFIT_NOW:
        return 0
    told = 0
    seen, _UNFIT_NOW[:] = list(_UNFIT_NOW), []
    for b, text in seen:
        if not b.alive() or b.text != text or b.font is None or _fits(b, b.font, text):
            continue
        key = (text, tuple(b.rect.size), b.font.get_point_size())
        if key in _UNFIT:
            continue
        if len(_UNFIT) > 500:  # earlier windows' and languages' layouts: let them go
            _UNFIT.clear()
        _UNFIT.add(key)
        log.warning("%r does not fit its %dx%d button even at the smallest legible text "
                    "(%d px): drawn at that size, cut at the button's edges", text,
                    *key[1], key[2])
        told += 1
    return told


#: The Throw button's words with its key, in the game and in the lessons
#: (:func:`key_where_every_language_has_room`).
THROW_LABEL = N_("Throw the sticks  (Space)")


def key_fits_every_language(b, msgid: str, narrower: int = 0) -> bool:
    """Whether button ``b``, ``narrower`` pixels less wide, has room for ``msgid`` (words
    and key) in every language Ludic ships, at no less than :data:`LEGIBLE_SHARE` of its
    theme's size, measured in its theme face (True where there is no face to measure
    with)."""
    import gettext

    from ludic.i18n import DOMAIN, LANGUAGES, locale_dir

    face = _face_at(b, math.ceil(LEGIBLE_SHARE * theme_size(b)))
    if face is None:
        return True
    room = text_room(b) - narrower
    for code in LANGUAGES:
        words = msgid if code == "en" else gettext.translation(
            DOMAIN, locale_dir(), languages=[code], fallback=True).gettext(msgid)
        if face.size(words)[0] > room:
            return False
    return True


def key_where_every_language_has_room(b, msgid: str, narrower: int = 0) -> None:
    """Show the key on button ``b`` (``msgid``'s translation, words then two spaces and the
    key in brackets: "Throw the sticks  (Space)") only where every language has room for
    it (:func:`key_fits_every_language`); else its words alone, at their theme's size or
    as near as they fit (the key stays in the tip and under Help). One rule for every
    language and for the game and the lessons alike: decided by each language's own size,
    the key showed in Arabic and English, not in French, at the same window and text size
    (QA28), for no reason a teacher switching languages could see. A label its height
    holds smaller (Arabic letters) keeps its key: the words alone would be no larger.

    ``narrower``: how much wider ``b`` is in this language alone (the game's panel takes
    the width the board leaves where one language's words need it, ``GameLayout.
    widened_by``): the key is decided in the width every language has, else French alone
    read 'Lancer les baguettes  (Espace)' in the Sig capture game with a computer seat at
    1280x720 in extra large text, English 'Throw the sticks'."""
    cut = b.text.rfind("  (")
    if cut <= 0 or key_fits_every_language(b, msgid, narrower):
        return
    b.set_text(b.text[:cut])
    b.font = b.ui_manager.get_theme().get_font(b.combined_element_ids)
    redraw(b)
    fit_text(b, b.text)


def text_need(b, smallest: bool = False) -> int:
    """How wide button ``b`` must be for its text at its theme's size (not shrunk), or with
    ``smallest`` at the smallest legible size (:func:`fit_text`'s floor)."""
    theme_ = b.ui_manager.get_theme()
    font = theme_.get_font(b.combined_element_ids)
    if smallest:
        try:
            size = int(theme_.get_font_info(b.combined_element_ids)["size"])
            font = _face_at(b, min(size, theme.text_floor())) or font
        except Exception:  # noqa: BLE001 - the theme's size then, as the estimate
            pass
    return font.size(b.text)[0] + b.rect.width - text_room(b)


def refit(b, rect) -> None:
    """Move and size ``b`` to ``rect``, its text back at its theme's size and fitted anew."""
    b.set_position(rect.topleft)
    b.set_dimensions(rect.size)
    b.font = b.ui_manager.get_theme().get_font(b.combined_element_ids)
    redraw(b)
    fit_text(b, b.text)


def widen_to_text(b, most: int, flip: "Mirror", end: bool = False) -> int:
    """Widen button ``b`` (laid out left to right, put through ``flip``) to hold its text at
    its theme's size, at most ``most`` pixels wide; its width. It grows rightwards, or with
    ``end`` leftwards, its right edge kept (a button at the end of a row)."""
    rect = flip.rect(b.rect)  # back to the left-to-right layout
    width = min(most, max(rect.width, text_need(b)))
    if width != rect.width:
        x = rect.right - width if end else rect.x
        refit(b, flip.rect((x, rect.y, width, rect.height)))
    return width


def share_row(buttons, flip: "Mirror") -> None:
    """A row of equal buttons (laid out left to right, put through ``flip``) shares its
    width by its words when one of them would not fit: each gets its text's width and the
    rest of the row in equal parts (its width at the smallest legible size, when the row
    cannot hold them all at the theme's), or, when even that is too wide, a share in
    proportion ("Pause" in Arabic, إيقاف مؤقت, was cut in a quarter of a 1024x600 panel).
    When every text fits, the buttons stay equal (the tidy default)."""
    if len(buttons) < 2:
        return
    rects = [flip.rect(b.rect) for b in buttons]
    need = [text_need(b) for b in buttons]
    if all(n <= r.width for n, r in zip(need, rects)):
        return
    gap = rects[1].x - rects[0].right
    total = rects[-1].right - rects[0].x - gap * (len(buttons) - 1)
    if sum(need) > total:  # the words are drawn smaller (fit_text): share by those
        need = [text_need(b, smallest=True) for b in buttons]
    spare = total - sum(need)
    if spare >= 0:
        widths = [n + spare // len(need) for n in need]
    else:
        widths = [total * n // sum(need) for n in need]
    widths[-1] = total - sum(widths[:-1])
    x = rects[0].x
    for b, r, w in zip(buttons, rects, widths):
        refit(b, flip.rect((x, r.y, w, r.height)))
        x += w + gap




#: A block of buttons is laid out on more rows rather than shrink its words below this
#: share of their theme size (:func:`plan_rows`): at 0.9 a label in any language is drawn at
#: 90% or more of the size the same button has in English, which never shrinks further.
LEGIBLE_SHARE = 0.9

#: The most of the board's width a panel takes for its buttons' words where the board's
#: width bounds it (the game's layout, the lesson's row): a board 3% narrower is hardly
#: seen, a label drawn a size smaller than in English is. Here, not in the game's layout,
#: because a scene imports no other scene's modules.
WIDEN_MOST = 0.03


def theme_size(b) -> int:
    """The size button ``b``'s theme draws its text at (the text size setting included)."""
    try:
        return int(b.ui_manager.get_theme().get_font_info(b.combined_element_ids)["size"])
    except Exception:  # noqa: BLE001 - pygame_gui's internals: its font's own size then
        return b.font.get_point_size()


class _Needs:
    """How wide each button of a block must be for its words at a size (its padding and
    border included), measured in its own theme face, the widest of its ``texts`` (the
    labels it may take without a new layout: Pause and Go on, ½× to 4×)."""

    def __init__(self, buttons, texts) -> None:
        self.buttons = list(buttons)
        self.texts = [list(t) if t else [b.text] for b, t in zip(self.buttons, texts)]
        self.edge = [b.edge if isinstance(b, Unmade) else b.rect.width - text_room(b)
                     for b in self.buttons]
        self._seen: dict = {}

    def __call__(self, i: int, size: int) -> int:
        key = (i, size)
        if key not in self._seen:
            b = self.buttons[i]
            face = _face_at(b, size)
            # a size whose letters the button's height cuts is no size for it (Arabic
            # letters sit taller in their line than Latin ones): as if it were too wide
            widths = [_width_if_tall_enough(b, face, t) for t in self.texts[i]]
            self._seen[key] = max(widths) + self.edge[i]
        return self._seen[key]


#: :func:`_width_if_tall_enough`'s answers, as :data:`_HEIGHT_FITS`'s (measuring an Arabic
#: word draws it).
_WIDTHS: dict[tuple[int, str, int], tuple[Any, int]] = {}


def _width_if_tall_enough(b, face, text: str) -> int:
    """How wide ``text`` is in ``face`` on button ``b``; 10**6 (too wide for any row) where
    the button's height cuts its letters, or without a face."""
    if face is None:
        return 10 ** 6
    key = (id(face), text, b.rect.height)
    known = _WIDTHS.get(key)
    if known is not None and known[0] is face:
        return known[1]
    if len(_WIDTHS) > 20000:
        _WIDTHS.clear()
    width = face.size(text)[0] if _fits_height(b, face, text) else 10 ** 6
    _WIDTHS[key] = (face, width)
    return width


def _splits(n: int, rows: int):
    """Every way to cut ``n`` buttons, in order, into ``rows`` rows of one or more: as
    lists of row lengths, the most even first, then the fuller first rows (4 + 3 before
    3 + 4: the usual Undo Redo Rules Help over Numbers Settings Menu)."""
    import itertools

    out = []
    for cuts in itertools.combinations(range(1, n), rows - 1):
        edges = (0, *cuts, n)
        out.append([b - a for a, b in zip(edges, edges[1:])])
    return sorted(out, key=lambda lens: (max(lens) - min(lens), [-k for k in lens]))


def plan_rows(buttons, width: int, gap: int, most: int, texts=(),
              least: int = 1) -> tuple[list[int], int]:
    """How to set a block of ``buttons`` (in reading order) in rows ``width`` wide with
    ``gap`` between them, on ``most`` rows at most: ``(lengths, size)``, the row lengths and
    the size their words are then drawn at. The fewest rows (``least`` or more) whose words are all drawn at
    :data:`LEGIBLE_SHARE` of the theme's size or more; when even ``most`` rows cannot, the
    rows (up to ``most``) that draw them largest. Within a row the buttons share its width
    by their words (:func:`place_rows`). ``texts`` gives, per button, every label it may
    show (default: its text).

    Why: a row of equal buttons shrank each label until it fitted (:func:`fit_text`), and
    French labels are longer than English ones: in extra large text at 1280x720 'Annuler
    Rétablir Règles Aide' was drawn at 17 px and 'Indice Continuer Pas à pas 1×' at 16, where
    English had 23 and 27, on the teacher's projector."""
    if not buttons:
        return [], 0
    needs = _Needs(buttons, list(texts) + [None] * (len(buttons) - len(texts)))
    top = min(theme_size(b) for b in buttons)
    floor = min(top, max(1, theme.text_floor()))
    good = math.ceil(top * LEGIBLE_SHARE)
    row_size: dict = {}

    def fits(start: int, length: int) -> int:
        """The largest size the row of buttons ``start`` to ``start + length`` fits at
        (``floor - 1``: not even at the floor)."""
        key = (start, length)
        if key not in row_size:
            size = top
            while size >= floor and sum(needs(i, size) for i in range(start, start + length)) \
                    + gap * (length - 1) > width:
                size -= 1
            row_size[key] = size
        return row_size[key]

    best = None
    least = max(1, min(least, len(buttons)))
    for rows in range(least, max(least, min(most, len(buttons))) + 1):
        for lens in _splits(len(buttons), rows):
            starts = [sum(lens[:k]) for k in range(len(lens))]
            size = min(fits(a, k) for a, k in zip(starts, lens))
            if best is None or size > best[1]:
                best = (lens, size)
        if best[1] >= good:
            break
    lens, size = best
    return lens, max(floor, size)


class Unmade:
    """A button not made yet, as :class:`_Needs` measures one: its theme's face and size,
    its padding and border, its height. A layout decides a panel's width before the panel's
    buttons are made (the lesson's row, :func:`width_lacking`)."""

    def __init__(self, manager, height: int, text: str, cls: str = "", oid: str = "") -> None:
        self.ui_manager = manager
        self.text = theme.drawable(text)
        self.combined_element_ids = button_ids(text, cls, oid)
        self.rect = pygame.Rect(0, 0, 0, height)
        self.edge = 2 * theme_edge(manager.get_theme(), self.combined_element_ids)


def width_lacking(buttons, width: int, gap: int, rows: tuple[int, int] = (1, 1), texts=(),
                  later=(), later_size: int | None = None) -> int:
    """The width these buttons lack for their words at nine tenths of their size: how many
    pixels wider than ``width`` their rows, ``gap`` apart, must be for every button to hold
    its words (the widest of its ``texts``, default its text) at :data:`LEGIBLE_SHARE` of
    its theme's size (rounded up; never below the smallest legible size) and its ``later``
    words (words it takes on without a new layout: a lesson's Next lesson) at
    ``later_size`` (by default, and never below, the smallest legible size). The buttons, in reading order, may take from ``rows[0]`` to ``rows[1]``
    rows (:func:`plan_rows`'s ways of cutting them): the fewest pixels any of those ways
    needs; 0 where ``width`` holds them. Buttons may be :class:`Unmade`.

    One answer for the panels that take from the board the width their buttons' words lack
    (at most :data:`WIDEN_MOST` of it): the game's (:meth:`GameButtons.plan`) and the
    lesson's (:meth:`LessonScene.layout`). The game's planned its rows again for each pixel
    more (24 plans at 1280x720); the lesson measured its one row in its own way."""
    if not buttons:
        return 0
    buttons = list(buttons)
    n = len(buttons)
    floor = max(1, theme.text_floor())
    texts = list(texts) + [None] * (n - len(texts))
    later = list(later) + [()] * (n - len(later))
    needs = _Needs(buttons, texts)
    at_floor = _Needs(buttons, [list(t) if t else [""] for t in later])
    later_size = max(floor, later_size or floor)
    need = [max(needs(k, max(floor, math.ceil(LEGIBLE_SHARE * theme_size(b)))),
                at_floor(k, later_size) if later[k] else 0)
            for k, b in enumerate(buttons)]
    least = max(1, min(rows[0], n))
    widest = min(max(sum(need[a:a + k]) + gap * (k - 1)
                     for a, k in zip([sum(lens[:i]) for i in range(len(lens))], lens))
                 for count in range(least, max(least, min(rows[1], n)) + 1)
                 for lens in _splits(n, count))
    return max(0, widest - width)


def place_rows(buttons, lens, size: int, rect, row_h: int, gap: int, flip: "Mirror",
               texts=()) -> None:
    """Set ``buttons`` in the rows ``lens`` (:func:`plan_rows`) from the top of ``rect``
    (laid out left to right, put through ``flip``): rows ``row_h`` tall, ``gap`` apart. A
    row whose words all fit in equal buttons keeps them equal (the tidy default); else each
    button gets its words' width at ``size`` and an equal part of the rest. Each label is
    then fitted (:func:`fit_text`)."""
    needs = _Needs(buttons, list(texts) + [None] * (len(buttons) - len(texts)))
    top = min(theme_size(b) for b in buttons) if buttons else size
    i, y = 0, rect.y
    for length in lens:
        row = range(i, i + length)
        total = rect.width - gap * (length - 1)
        equal = total // length
        if all(needs(k, top) <= equal for k in row):
            widths = [equal] * length
        else:
            need = [needs(k, size) for k in row]
            spare = max(0, total - sum(need))
            widths = [n + spare // length for n in need]
        widths[-1] = total - sum(widths[:-1])
        x = rect.x
        for k, w in zip(row, widths):
            refit(buttons[k], flip.rect((x, y, w, row_h)))
            x += w + gap
        i += length
        y += row_h + gap


def capped_row(buttons, rect, gap: int, flip: "Mirror", later=()) -> int:
    """Set ``buttons`` in one row in ``rect`` (laid out left to right, put through
    ``flip``), ``gap`` apart, each as wide as its words and an equal part of the rest, its
    words at its theme's size or at a size ``cap`` shared by the row, whichever is smaller:
    ``cap`` the largest at which they all fit, width and height (not below the smallest
    legible size). A row of one theme size reads as one size; a main action of a larger
    theme (a lesson's Next) keeps its larger words where the row has room for them, the
    others giving way first, at one size, down to :data:`LEGIBLE_SHARE` of theirs, where
    that makes the main words larger. Returns ``cap``.

    ``later`` gives, per button, the other words it may read without a new layout (a
    lesson's Next reads Next lesson on its last step): the sizes are chosen for the words
    it reads now, the button kept wide enough for its later words at the size the other
    buttons' words are drawn at where the row has room for that (the others giving way to
    :data:`LEGIBLE_SHARE` of their size for it, never the words it reads now), else as
    large as the row allows, never below the smallest legible size. So the buttons stay
    where they are when the words change, and the later words are drawn as large as their
    neighbours' where they can be (:func:`fit_text`): kept only at the smallest legible
    size, French 'Leçon suivante' was drawn at 27 px beside 'Précédent' at 36 (1920x1080,
    extra large text), where the row had the room to draw it at 31."""
    if not buttons:
        return 0
    later = list(later) + [()] * (len(buttons) - len(later))
    now = _Needs(buttons, [None] * len(buttons))
    wide = _Needs(buttons, [[b.text, *more] for b, more in zip(buttons, later)])
    afterwards = _Needs(buttons, [list(more) or [""] for more in later])
    sizes = [theme_size(b) for b in buttons]
    total = rect.width - gap * (len(buttons) - 1)
    floor = min(min(sizes), max(1, theme.text_floor()))
    top = max(sizes)
    # the buttons of a smaller theme give way first, to nine tenths of their size, before
    # the main action's larger words do: at one cap for the row, French 'Suivant' was drawn
    # at 19 px for English 'Next' at 27 beside 'Précédent' and 'Montre-moi' at 19 for 20
    # (extra large text, 1024x768)
    # (only where that makes the main words larger: the Arabic 'التالي' is held by its
    # button's height, not by the row's width)
    smaller = [size for size in sizes if size < top]
    give = min((math.ceil(LEGIBLE_SHARE * size) for size in smaller), default=top)

    def drawn(k: int, size: int, cap: int, low: int) -> int:
        return min(size, cap) if size == top else min(size, low, cap)

    def plan(later_size: int) -> tuple[int, int, list[int]]:
        """``(cap, low, widths needed)`` with the later words kept at ``later_size``."""
        least = [afterwards(k, later_size) if more else 0 for k, more in enumerate(later)]

        def needs(k: int, size: int) -> int:
            return max(now(k, size), least[k])

        def largest(low: int) -> int:
            cap = top
            while cap > floor and sum(needs(k, drawn(k, size, cap, low))
                                      for k, size in enumerate(sizes)) > total:
                cap -= 1
            return cap

        low = max(smaller, default=top)
        cap = largest(low)
        for less in range(low - 1, give - 1, -1):
            if cap >= top:
                break
            if largest(less) > cap:
                cap, low = largest(less), less
        return cap, low, [needs(k, drawn(k, size, cap, low)) for k, size in enumerate(sizes)]

    def widths_of(cap: int, low: int, need: list[int]) -> list[int]:
        if sum(need) > total:  # not even at the floor: in proportion (fit_text shrinks them)
            return [total * n // sum(need) for n in need]
        spare = total - sum(need)
        widths = list(need)
        for k, size in enumerate(sizes):  # the later words first
            more = min(spare, max(0, wide(k, drawn(k, size, cap, low)) - need[k]))
            widths[k] += more
            spare -= more
        return [w + spare // len(need) for w in widths]

    def later_drawn(widths: list[int]) -> int:
        """The size the later words are drawn at in ``widths`` (the least of them)."""
        size = top
        for k, more in enumerate(later):
            while more and size > floor and afterwards(k, size) > widths[k]:
                size -= 1
        return size

    floor_plan = plan(floor)
    cap, low, need = floor_plan
    widths = widths_of(cap, low, need)
    if any(later):
        # the later words as large as the other buttons' words, where the row has room
        # for them with the words now on the buttons as large as before (the others down
        # to nine tenths of their size at most)
        was = later_drawn(widths)
        others = [k for k, more in enumerate(later) if not more]
        before = {k: drawn(k, sizes[k], cap, low) for k in range(len(sizes))}
        for size in range(max((before[k] for k in others), default=floor), was, -1):
            c, lo, n = plan(size)
            kept = all(drawn(k, sizes[k], c, lo) >= (before[k] if k not in others
                                                     else min(before[k], give))
                       for k in range(len(sizes)))
            if kept and all(drawn(k, sizes[k], c, lo) >= size for k in others) \
                    and sum(n) <= total:
                cap, low, widths = c, lo, widths_of(c, lo, n)
                break
    widths[-1] = total - sum(widths[:-1])
    x = rect.x
    for k, (b, w, size) in enumerate(zip(buttons, widths, sizes)):
        refit(b, flip.rect((x, rect.y, w, rect.height)))
        x += w + gap
        if b.font is not None and b.font.get_point_size() > drawn(k, size, cap, low):
            b.font = _face_at(b, drawn(k, size, cap, low)) or b.font
            redraw(b)
    return cap


def same_text_size(buttons) -> None:
    """A row of choices reads as one row: every button's text at the size the smallest of
    them was given by :func:`fit_text` (which shrinks only the labels that do not fit: in
    extra large text "Normal" and "Very fast" were drawn at 12 px beside "Off" and "Fast" at
    17)."""
    fonts = [b.font for b in buttons if getattr(b, "font", None) is not None]
    try:
        least = min(fonts, key=lambda f: f.get_point_size()) if len(fonts) > 1 else None
        if least is None:
            return
        for b in buttons:
            if b.font.get_point_size() > least.get_point_size():
                # at that size in its own face (the smallest button's may be another one)
                b.font = _face_at(b, least.get_point_size()) or least
                redraw(b)
    except Exception:  # noqa: BLE001 - each at its own size is better than no buttons
        return


def label(manager, rect, text: str, *, cls: str = "", container=None):
    import pygame_gui
    from pygame_gui.core import ObjectID

    from ludic.app.language import latin_class

    cls = latin_class(cls, text)
    return pygame_gui.elements.UILabel(pygame.Rect(rect), theme.drawable(text), manager,
                                       container=container,
                                       object_id=ObjectID(class_id=f"@{cls}" if cls else None))


_ENTRY_CLASS: list = []


def _entry_class():
    """:class:`pygame_gui.elements.UITextEntryLine` whose paste (Ctrl+V) takes what it can
    of the clipboard: pygame_gui refuses a whole paste that holds one character the field
    refuses or runs past its length, and says nothing. A name copied with its line break (a
    triple click, a cell of a spreadsheet: "Amina\n"), a list of names ("Amina\tYoussef")
    or a long title pasted nothing at all. The text is cleaned as every name is
    (:func:`ludic.app.plaintext.clean`: line breaks and tabs a space, unprintable characters
    out) and cut to the room left. (pygame_gui is imported on first use: the first frame
    does not wait for it.)"""
    if not _ENTRY_CLASS:
        import pygame_gui
        from pygame_gui.core.utility import clipboard_paste

        from ludic.app.plaintext import clean

        class TextEntry(pygame_gui.elements.UITextEntryLine):
            def _do_paste(self) -> None:
                if not (self.ui_manager.paste_text_enabled and self.paste_text_enabled):
                    return
                try:
                    pasted = clipboard_paste() or ""
                except (pygame.error, OSError):  # no clipboard on this system
                    return
                lo, hi = sorted(self.select_range)
                if lo == hi:
                    lo = hi = self.edit_position
                room = len(pasted) if self.length_limit is None \
                    else self.length_limit - (len(self.text) - (hi - lo))
                pasted = clean(pasted if isinstance(pasted, str) else "", max(0, room))
                if not pasted:
                    return
                self.set_text(self.text[:lo] + pasted + self.text[hi:])
                self.select_range = [0, 0]
                self.edit_position = lo + len(pasted)  # the cursor after what was pasted
                layout = getattr(self.drawable_shape, "text_box_layout", None)
                if layout is not None:
                    layout.set_cursor_position(self.edit_position)
                    self.drawable_shape.apply_active_text_changes()

        _ENTRY_CLASS.append(TextEntry)
    return _ENTRY_CLASS[0]


def text_entry(manager, rect, oid: str, *, placeholder: str = "", limit: int | None = None,
               cls: str = ""):
    """A one-line text field that refuses every character it could not draw (a zero-width
    joiner, a direction mark, a control character, a lone surrogate: see
    :mod:`ludic.app.plaintext`), whether typed, pasted or set: pygame_gui asks
    ``character in forbidden_characters`` on each of those three ways in. A paste takes
    the clipboard cleaned and cut to the room left (:func:`_entry_class`). ``cls`` is a
    theme class ("entry_small": smaller words for a field squeezed shorter than its words)."""
    from pygame_gui.core import ObjectID

    from ludic.app.plaintext import UNPRINTABLE

    entry = _entry_class()(pygame.Rect(rect), manager,
                           object_id=ObjectID(class_id=f"@{cls}" if cls else None,
                                              object_id=f"#{oid}" if oid else None),
                           placeholder_text=theme.drawable(placeholder))
    entry.forbidden_characters = UNPRINTABLE
    if limit is not None:
        entry.set_text_length_limit(limit)
    return entry


class DrawnButton:
    """A clickable area the scene draws itself (a game card, a saved game's row) that
    :class:`ButtonNav` steps through like a pygame_gui button."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = rect
        self.is_enabled = True
        self.visible = True

    def get_abs_rect(self) -> pygame.Rect:
        return self.rect


def set_enabled(pairs) -> None:
    """Enable or disable each ``(button, on)`` (``None`` buttons skipped), touching only the
    ones that change: pygame_gui rebuilds a button's images on every call."""
    for b, on in pairs:
        if b is None:
            continue
        if on and not b.is_enabled:
            b.enable()
        elif not on and b.is_enabled:
            b.disable()


class ButtonNav:
    """Keyboard navigation over buttons: ``next``/``prev`` move a ring, ``confirm`` presses."""

    def __init__(self) -> None:
        self.buttons: list[tuple[Any, Callable[[], None]]] = []
        self.index: int | None = None

    def clear(self) -> None:
        self.buttons = []

    def add(self, b, action: Callable[[], None]) -> Any:
        self.buttons.append((b, action))
        return b

    def action_for(self, element) -> Callable[[], None] | None:
        for b, action in self.buttons:
            if b is element:
                return action
        return None

    def reachable(self) -> list[int]:
        """The indices of the buttons the ring stops at, in order: those shown and not
        greyed. A greyed button is passed over, as a desktop's Tab does (a scene that puts
        its own places in the same ring, the game's board, takes them from here)."""
        return [i for i, (b, _) in enumerate(self.buttons) if b.is_enabled and b.visible]

    def move(self, step: int) -> None:
        enabled = self.reachable()
        if not enabled:
            self.index = None
            return
        if self.index not in enabled:
            self.index = enabled[0] if step > 0 else enabled[-1]
            return
        k = enabled.index(self.index)
        self.index = enabled[(k + step) % len(enabled)]

    def confirm(self) -> bool:
        if self.index is None or self.index >= len(self.buttons):
            return False
        b, action = self.buttons[self.index]
        if not b.is_enabled:
            return False
        action()
        return True

    def draw(self, surface: pygame.Surface, scale: float) -> None:
        if self.index is None or self.index >= len(self.buttons):
            return
        b = self.buttons[self.index][0]
        if not b.visible:
            return
        # two rings: indigo, seen on the cream panels, inside a gold one, seen on the dark
        # table (the indigo ring alone all but vanished round the title's buttons: a teacher
        # at the keyboard could not tell, on a projector, which button Enter would press)
        width = max(2, round(3 * scale))
        r = b.get_abs_rect().inflate(round(8 * scale), round(8 * scale))
        pygame.draw.rect(surface, theme.HIGHLIGHT, r.inflate(2 * width, 2 * width), width,
                         border_radius=round(12 * scale) + width)
        pygame.draw.rect(surface, theme.INDIGO_LIGHT, r, width,
                         border_radius=round(12 * scale))

    def handle(self, intent) -> bool:
        """Handle navigation intents; True if used. Left and Right move as the eye sees the
        row (:func:`reading_step`)."""
        step = reading_step(intent)
        if step == "next":
            self.move(1)
        elif step == "prev":
            self.move(-1)
        elif intent.name == "confirm":
            return self.confirm()
        elif intent.name == "ui":
            import pygame_gui

            if intent.value.type == pygame_gui.UI_BUTTON_PRESSED:
                action = self.action_for(intent.value.ui_element)
                if action is not None:
                    action()
                    return True
            return False
        else:
            return False
        return True


class ScrollingPage:
    """What a scene showing one tall page to read (the rules, the help) shares: the scroll
    position, clamped to ``max_scroll()`` (the scene's own), the reading keys and the
    scroll bar.

    Scroll with the wheel, Up / Down (a line of 60 px at scale 1) and Page Up / Page Down
    (a window's height less a line, so one line stays in sight)."""

    scroll = 0

    def max_scroll(self) -> int:  # pragma: no cover - every scene using this defines it
        raise NotImplementedError

    def scroll_by(self, pixels: int) -> None:
        self.scroll = max(0, min(self.max_scroll(), self.scroll + pixels))

    def handle_scroll(self, intent, window_height: int) -> bool:
        """Scroll for ``intent`` if it is a reading key; True when it was one."""
        step = round(60 * self.scale)
        if intent.name == "scroll":
            self.scroll_by(-intent.value * step)
        elif intent.name in ("next", "prev") and intent.key in (pygame.K_UP, pygame.K_DOWN):
            self.scroll_by(step if intent.name == "next" else -step)
        elif intent.name == "key" and intent.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            page = window_height - step
            self.scroll_by(page if intent.key == pygame.K_PAGEDOWN else -page)
        else:
            return False
        return True

    def draw_page(self, surface: pygame.Surface, page: pygame.Surface, panel: pygame.Rect,
                  inner: pygame.Rect) -> None:
        """``page`` seen through ``inner`` at the scroll position, and where the page runs
        past the window a scroll bar along ``panel``'s right edge with "scroll for more"
        until the end is in sight."""
        s = self.scale
        scroll = min(self.scroll, self.max_scroll())
        surface.blit(page, inner.topleft, area=pygame.Rect(0, scroll, inner.width, inner.height))
        total = page.get_height()
        if total <= inner.height:
            return
        if scroll > 0:  # a line cut by the window's top edge fades out rather than shows halves
            top = pygame.transform.flip(_fade((inner.width, round(16 * s))), False, True)
            surface.blit(top, inner.topleft)
        track = pygame.Rect(panel.right - round(14 * s), inner.y, round(6 * s), inner.height)
        pygame.draw.rect(surface, theme.SAND_DARK, track, border_radius=track.width // 2)
        k = inner.height / total
        thumb = pygame.Rect(track.x, track.y + round(scroll * k), track.width,
                            max(round(20 * s), round(inner.height * k)))
        pygame.draw.rect(surface, theme.OCHRE_DARK, thumb, border_radius=track.width // 2)
        if scroll < self.max_scroll():
            from ludic.i18n import _

            # the page fades out under the words, so they never sit on a picture or a line
            label = theme.render(_("scroll for more"), round(15 * s), theme.TEXT_SOFT,
                                 italic=True)
            bottom = panel.bottom - round(6 * s)
            fade = _fade((inner.width, label.get_height() + round(14 * s)))
            surface.blit(fade, (inner.x, bottom - fade.get_height()))
            surface.blit(label, label.get_rect(bottomright=(panel.right - round(26 * s),
                                                            bottom)))


_fades: dict[tuple[int, int], pygame.Surface] = {}


def _fade(size: tuple[int, int]) -> pygame.Surface:
    """A strip of the panel's colour, clear at the top and solid from its middle down."""
    img = _fades.get(size)
    if img is None:
        if len(_fades) > 16:
            _fades.clear()
        w, h = size
        img = _fades[size] = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
        for y in range(h):
            alpha = min(255, round(255 * 2 * y / max(1, h)))
            img.fill((*theme.PANEL, alpha), pygame.Rect(0, y, w, 1))
    return img


def again_label(session) -> str:
    """The words of the button that starts the next game once one is over, on the game-over
    panel and on the game's own panel alike: "Next game" while a match has games to play
    (the button plays the match's next game), else "Play again"."""
    m = session.match if session is not None else None
    return _("Next game") if m is not None and not m.is_over else _("Play again")


def score_line(names, scores) -> str:
    """A match's score as the players read it, "Amina 2 · Yusuf 1" (names as shown, in the
    language in force), each name held to its points, and the dot to the points before it,
    by no-break spaces: a line may end only after a dot. A question's words wrapped in
    every other place: "Youssef" ending one line and "0" the next; "Ordinateur" one line
    and "2 1" the next; "· Ordinateur 2 1" starting a line (QA28, French extra large)."""
    return "\u00a0· ".join(f"{tr(name)}\u00a0{score}".replace(" ", "\u00a0")
                           for name, score in zip(names, scores))
