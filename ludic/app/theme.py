"""Colours, fonts and text for everything Ludic draws by hand (boards, panels, title).

The palette is warm: sand, ochre, terracotta, indigo and palm green, matching the sprites in
``assets/``. Text uses only the Noto Sans faces bundled with pygame_gui (Latin and Arabic), found
without importing pygame_gui (so that drawing text does not pull in the GUI toolkit before it is needed).
Arabic is shaped and set right to left (:mod:`ludic.app.bidi`).

Rendered text is cached: a label drawn every frame costs one dictionary look-up. The cache
is capped by the memory its pictures hold (:data:`TEXT_CACHE_BYTES`), not by their number.

Every text is made drawable before it reaches the font (:func:`drawable`): characters the
renderer refuses (NUL, lone surrogates, zero-width characters, see
:mod:`ludic.app.plaintext`) are left out, and text with nothing left to draw is drawn as
nothing, never an error.
"""

from __future__ import annotations

import importlib.util
import re
from functools import lru_cache
from pathlib import Path

import pygame

from ludic.app import bidi
from ludic.app.plaintext import printable
from ludic.app.surfcache import SurfaceCache
from ludic.i18n import Text, kept_key, kept_together, tr

#: The most memory rendered text keeps (a 1080p screen full of labels is about 8 MB).
TEXT_CACHE_BYTES = 12 * 2**20
#: The most memory the panel shadows keep.
SHADOW_CACHE_BYTES = 8 * 2**20

# -- palette ------------------------------------------------------------------------------------
SAND = (236, 221, 188)
SAND_LIGHT = (248, 240, 222)
SAND_DARK = (212, 188, 146)
OCHRE = (206, 142, 56)
OCHRE_DARK = (160, 100, 36)
TERRACOTTA = (180, 86, 54)
TERRACOTTA_DARK = (128, 56, 36)
INDIGO = (46, 54, 98)
INDIGO_DARK = (26, 30, 58)
INDIGO_LIGHT = (92, 104, 160)
PALM = (80, 124, 72)
PALM_LIGHT = (140, 184, 112)
INK = (46, 32, 22)
CREAM = (252, 246, 232)
WOOD = (120, 76, 44)
SHADOW = (0, 0, 0, 90)

BACKGROUND = (58, 38, 28)  # behind the table, while sprites load
PANEL = (250, 242, 224)
PANEL_EDGE = (176, 128, 74)
TEXT = INK
TEXT_SOFT = (110, 86, 62)
TEXT_LIGHT = CREAM
HIGHLIGHT = (255, 214, 90)  # legal targets
SELECT = (255, 246, 170)  # the selected piece or hole
LAST_MOVE = (120, 190, 255)
REFUSED = (214, 64, 48)
VEIL = (20, 12, 6, 150)  # laid over everything behind a dialog

#: One colour per seat (tints for white sprites such as the Sig pieces, name tags, scores).
#: South/seat 0 is terracotta, North/seat 1 indigo, then palm, ochre, plum, teal.
PLAYER_COLORS = [
    (196, 84, 52),
    (58, 82, 168),
    (72, 140, 64),
    (226, 170, 40),
    (140, 72, 132),
    (36, 140, 150),
]


def player_color(seat: int) -> tuple[int, int, int]:
    return PLAYER_COLORS[seat % len(PLAYER_COLORS)]


# -- the GUI's theme when its file is gone ------------------------------------------------------
#: The GUI classes' faces as ``assets/ui/theme.json`` gives them: size (before scaling) and
#: bold. The plain theme below keeps them, so every button's words are measured and fitted
#: as with the file (tests/test_app_theme_fallback.py holds the two together).
GUI_FONTS = {"defaults": (18, False), "button": (18, True), "@primary": (24, True),
             "@secondary": (22, True), "@menu": (24, True), "@lang_ar": (18, True),
             "@choice_small": (15, True), "@small": (15, True), "@throw": (22, True),
             "label": (18, False), "@heading": (22, True), "text_box": (18, False),
             "@movelist": (17, False), "text_entry_line": (19, False),
             "@entry_small": (15, False),
             "drop_down_menu": (18, False), "tool_tip": (17, False)}


def _hex(color) -> str:
    return "#%02X%02X%02X" % tuple(color[:3])


def plain_gui_theme() -> dict:
    """pygame_gui's theme drawn from this palette, for when ``assets/ui/theme.json`` is
    missing or broken (:meth:`ludic.app.assets.Assets.gui_theme`): plain rectangles, dark
    words on sand, the main actions in terracotta (Throw in palm green), a chosen option in
    indigo, every class's face at its size (:data:`GUI_FONTS`). What a player needs to read
    and tell apart is kept; the rounded corners and shadows of the file are not."""
    light = {"normal_bg": _hex(PANEL), "hovered_bg": _hex(CREAM), "disabled_bg": _hex(SAND_DARK),
             "selected_bg": _hex(INDIGO), "active_bg": _hex(OCHRE), "dark_bg": _hex(CREAM),
             # a disabled slider's track or text field (pygame_gui's own is near black)
             "disabled_dark_bg": _hex(SAND_LIGHT),
             "normal_text": _hex(INK), "hovered_text": _hex(INK), "disabled_text": _hex(TEXT_SOFT),
             "selected_text": _hex(CREAM), "active_text": _hex(CREAM),
             "normal_border": _hex(PANEL_EDGE), "hovered_border": _hex(OCHRE),
             "disabled_border": _hex(SAND_DARK), "selected_border": _hex(INDIGO_DARK),
             "active_border": _hex(OCHRE_DARK), "text_cursor": _hex(INDIGO),
             "link_text": _hex(INDIGO), "link_hover": _hex(TERRACOTTA),
             "filled_bar": _hex(OCHRE), "unfilled_bar": _hex(SAND)}

    def strong(color, dark) -> dict:
        return {"normal_bg": _hex(color), "hovered_bg": _hex(color), "active_bg": _hex(dark),
                "normal_text": _hex(CREAM), "hovered_text": _hex(CREAM),
                "active_text": _hex(CREAM), "normal_border": _hex(dark),
                "hovered_border": _hex(dark)}

    data: dict = {name: {"font": {"name": "noto_sans", "size": str(size),
                                  "bold": "1" if bold else "0"}}
                  for name, (size, bold) in GUI_FONTS.items()}
    data["defaults"].update(colours=light, misc={"shape": "rectangle", "border_width": "2",
                                                 "shadow_width": "0",
                                                 "text_horiz_alignment_padding": "10"})
    data["@primary"]["colours"] = strong(TERRACOTTA, TERRACOTTA_DARK)
    data["@throw"]["colours"] = strong(PALM, (46, 74, 42))
    data["label"].update(colours={"normal_text": _hex(INK), "dark_bg": "#00000000"},
                         misc={"border_width": "0"})
    data["text_box"]["misc"] = {"padding": "10,8", "border_width": "2"}
    # a name field's words kept off its border (at extra large text they touched it)
    data["text_entry_line"]["misc"] = {"border_width": "2", "text_horiz_alignment_padding": "10"}
    data["tool_tip"].update(colours={"dark_bg": _hex(INDIGO), "normal_text": _hex(CREAM)},
                            misc={"rect_width": "340"})
    return data


# -- fonts --------------------------------------------------------------------------------------
def _gui_data_dir() -> Path:
    spec = importlib.util.find_spec("pygame_gui")
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError("pygame_gui is not installed (pip install -r requirements.txt)")
    return Path(list(spec.submodule_search_locations)[0]) / "data"


def font_path(bold: bool = False, italic: bool = False, arabic: bool = False) -> Path:
    """The bundled Noto Sans face (the only fonts Ludic uses): Latin (French accents
    included) or Noto Sans Arabic (no italic: Arabic has none)."""
    if arabic:
        return _gui_data_dir() / ("NotoSansArabic-Bold.ttf" if bold
                                  else "NotoSansArabic-Regular.ttf")
    name = "NotoSans-" + ("Bold" if bold else "") + ("Italic" if italic else "")
    if not bold and not italic:
        name += "Regular"
    return _gui_data_dir() / f"{name}.ttf"


#: The classroom text sizes (the setting ``text_size``) and how much each enlarges every text.
TEXT_SIZES: dict[str, float] = {"normal": 1.0, "large": 1.25, "extra large": 1.5}
_text_factor = 1.0


def text_factor() -> float:
    """How much every text is enlarged (1.0, 1.25 or 1.5: the text size setting)."""
    return _text_factor


def set_text_size(name: str) -> bool:
    """Enlarge every text drawn from now on by the factor of the text size ``name``
    (:data:`TEXT_SIZES`); True when that changed it (the caches of text are then cleared)."""
    global _text_factor
    factor = TEXT_SIZES.get(name, 1.0)
    if factor == _text_factor:
        return False
    _text_factor = factor
    reset_caches()
    return True


#: The smallest text Ludic draws, in pixels, at 1280x720 (its design size, :func:`ui_scale`
#: 1.0); it grows with the window like every text: 21 px at 1920x1080.
MIN_TEXT_720 = 14
#: ... and never below this, whatever the window: 12 px at 1024x600 (the smallest window).
MIN_TEXT_PX = 12
_floor = MIN_TEXT_PX
_floor_on = True


def min_text_px(width: int, height: int) -> int:
    """The smallest text, in drawn pixels, that Ludic shows in a window of ``width`` x
    ``height``: 12 px at 1024x600, 14 px at 1280x720, 21 px at 1920x1080 (about 2% of the
    window's height: :data:`MIN_TEXT_720` times :func:`ui_scale`, never below
    :data:`MIN_TEXT_PX`).

    Why this size. Ludic is shown on a projector, where the picture is as tall as the screen
    whatever the window's pixels, so legibility is a matter of text height as a share of the
    picture's height. Noto Sans' capitals are 0.71 of the font size: at 2% of the height they
    are 1.4% of the picture, which meets ISO 9241-3's minimum character height (16 minutes of
    arc) from about three picture heights away (a 1.5 m high picture read from 4.5 m, the
    front half of a classroom); the text size setting (large, extra large) is for the back
    rows. Below it, at the 11 px a classroom try-out saw (issue 14), messages could not be read
    from the second row. The floor is not a layout's size but a limit: :func:`fit_size` never
    goes below it and :func:`fit_lines` wraps or shortens instead; fixed sizes are chosen
    above it (``tests/test_app_min_text.py`` measures every text drawn in scripted games of
    every level at 1024x600, 1280x720 and 1920x1080). Small pictures of a board (the rules'
    worked examples, a kept picture's chart) are drawn to scale under :func:`no_floor`."""
    return max(MIN_TEXT_PX, int(MIN_TEXT_720 * ui_scale(width, height)))


def set_window_size(width: int, height: int) -> None:
    """The window is now ``width`` x ``height``: the smallest text follows it."""
    global _floor
    floor = min_text_px(width, height)
    if floor != _floor:
        _floor = floor
        _fit_size.cache_clear()


def text_floor() -> int:
    """The smallest text drawn now, in pixels (:func:`min_text_px`; 0 under
    :func:`no_floor`)."""
    return _floor if _floor_on else 0


def least_size() -> int:
    """The smallest size to ask for (before the text size setting enlarges it) that is drawn
    at :func:`text_floor` pixels or more."""
    floor = text_floor()
    n = max(1, int(floor / _text_factor))
    while max(6, round(n * _text_factor)) < floor:
        n += 1
    return n


def legible(size: float) -> int:
    """``size`` (to ask for, before the text size setting) raised to the smallest legible text
    where it is smaller: for text drawn at a fixed size (a caption, a chart's axis)."""
    return max(int(size), least_size())


class no_floor:
    """``with theme.no_floor():`` draws a small picture of a board to scale (its labels shrink
    with it): a picture, not text to read from a distance."""

    def __enter__(self) -> "no_floor":
        global _floor_on
        self._was = _floor_on
        _floor_on = False
        _fit_size.cache_clear()
        return self

    def __exit__(self, *exc) -> None:
        global _floor_on
        _floor_on = self._was
        _fit_size.cache_clear()


#: Whether :func:`reset_caches` is registered to run at the next ``pygame.quit()``.
_quit_hooked = False


def _forget_at_quit() -> None:
    """Fonts die with ``pygame.quit()`` ("font module quit since font created"): have pygame
    clear these caches then, so that a later ``pygame.init()`` (the app opened again in one
    process, as the tests do) never meets a dead font. pygame forgets its quit functions
    once it has called them, so this registers again after each quit."""
    global _quit_hooked
    if not _quit_hooked:
        pygame.register_quit(reset_caches)
        _quit_hooked = True


@lru_cache(maxsize=16)  # each face holds its font file and FreeType's tables (~1 MB)
def _latin(size: int, bold: bool, italic: bool) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    _forget_at_quit()
    return pygame.font.Font(str(font_path(bold, italic)), size)


@lru_cache(maxsize=16)  # each face holds its font file and FreeType's tables (~1 MB)
def _arabic(size: int, bold: bool) -> pygame.font.Font:
    """Noto Sans Arabic shaped by HarfBuzz (joined letter forms) and set right to left."""
    if not pygame.font.get_init():
        pygame.font.init()
    _forget_at_quit()
    f = pygame.font.Font(str(font_path(bold, arabic=True)), size)
    f.set_script("Arab")
    f.set_direction(pygame.DIRECTION_RTL)
    return f


@lru_cache(maxsize=16)
def font(size: int, bold: bool = False, italic: bool = False) -> "bidi.BidiFont":
    """A font that draws English, French and Arabic (mixed on one line, in the order a
    reader expects): see :mod:`ludic.app.bidi`."""
    size = max(6, round(int(size) * _text_factor))  # the text size setting (classroom)
    return bidi.BidiFont(_latin(size, bold, italic), _arabic(size, bold))


def _rtl() -> bool:
    from ludic import i18n

    return i18n.is_rtl()


def words(text: str) -> str:
    """What a person reads for ``text``: a model's :class:`~ludic.i18n.Text` (which reads
    as English wherever it is used as a ``str``) in the language in force, with the players'
    names; any other string as it is. Every function here that draws or measures text calls
    it first, so a Text handed over untranslated can never show English in French or Arabic."""
    return tr(text) if isinstance(text, Text) else text


#: A lowercase ``l`` standing alone, a word of its own: Isolo's hole ``l`` (rule book I1),
#: the only such word Ludic writes (French elides "l'" against the next word). Not the "l"
#: of a French word cut short at a hyphen or by an ellipsis: the setup card's "faites-les"
#: cut to fit read "faites-ℓ…".
_LONE_L = re.compile(r"(?<![\w'\u2019-])l(?![\w'\u2019\u2026-])")
#: How it is drawn: the script ell, which nobody takes for a capital I.
SCRIPT_L = "\u2113"


def tell_l_from_i(text: str) -> str:
    """``text`` with each ``l`` standing alone drawn as the script ell ``ℓ`` (U+2113).

    Noto Sans draws a lowercase ``l`` and a capital ``I`` as the same bar, and Isolo names
    its holes with both (``I`` South's, ``l`` North's, I1): "The last counter fell into l",
    "l, takes I" read as one letter twice. The names stay the rule book's; only the drawing
    of the lone ``l`` changes, everywhere people read it (the board's letters, the move list,
    the message bar, the hint, the rules). The script ell rather than a serif ``I``: Noto
    Sans has ``ℓ`` in every face Ludic uses (regular, bold, italic), so it is one letter of
    the same line, laid out, measured and mirrored in Arabic like any other; a serif ``I``
    would need a second face in the middle of a line. A capital ``I`` is left as it is (the
    rule numbers "I3", "(I7)" too): one of the two letters drawn apart is enough."""
    return _LONE_L.sub(SCRIPT_L, text) if "l" in text else text


def drawable(text: str, newlines: bool = False) -> str:
    """``text`` (as :func:`words` shows it) without the characters the font renderer refuses
    or draws as nothing (``newlines`` keeps line breaks, which wrapped text honours), and a
    lone ``l`` drawn apart from ``I`` (:func:`tell_l_from_i`)."""
    text = tell_l_from_i(words(text))
    plain = text.replace("\n", "") if newlines else text
    if plain.isascii() and plain.isprintable():
        return text
    # an isolate's marks stay: bidi lays out the names and moves they hold, and draws nothing
    return "".join(c for c in text if printable(c) or c in bidi.ISOLATE_MARKS
                   or newlines and c == "\n")


_texts = SurfaceCache(TEXT_CACHE_BYTES)


def render(text: str, size: int, color=TEXT, bold: bool = False, italic: bool = False,
           wrap: int = 0) -> pygame.Surface:
    """``text`` rendered once and cached (``wrap`` > 0 wraps to that width in pixels, a
    right-to-left paragraph's lines set to its right edge). Its lines are one
    :func:`line_step` apart in every language, as English has them, unless an Arabic line's
    marks would touch the next line (:meth:`ludic.app.bidi.BidiFont.paragraph_step`).

    The cache's key holds what makes the picture besides the words and the style:

    * the direction, not the language, for every picture: the same two faces draw every
      language, the Latin one shaped with no script or language set, the Arabic one always
      as Arabic right to left (:func:`_arabic`), whichever letters a piece of a line has,
      so the languages written left to right (English, French) draw a line of the same
      words alike (``tests/test_app_render_key.py`` compares their pixels); Arabic lays out
      even Latin text on the taller shared line, from the right (:mod:`ludic.app.bidi`);
    * for a wrapped picture, where its lines break: the groups of words the language in
      force keeps together and the players' typed names (:func:`ludic.i18n.kept_key`).
      Keyed by the direction alone, a French paragraph wrapped in English first kept
      English's break inside "La Mecque" after a switch to French."""
    text = words(text)
    key = (text, size, tuple(color), bold, italic, wrap, _rtl(),
           kept_key() if wrap > 0 else None)
    img = _texts.get(key)
    if img is None:
        img = _texts.put(key, _render(text, size, color, bold, italic, wrap))
    return img


def _render(text: str, size: int, color, bold: bool, italic: bool, wrap: int) -> pygame.Surface:
    f = font(size, bold, italic)
    text = drawable(text, newlines=wrap > 0)
    try:
        if wrap > 0:
            return f.render(text, True, color, None, wrap)
        return f.render(text, True, color)
    except pygame.error:  # nothing with a width left ("Text has zero width")
        return pygame.Surface((0, f.get_height()), pygame.SRCALPHA)


def ink_rows(text: str, size: int, bold: bool = False, italic: bool = False) -> tuple[int, int]:
    """The first and one past the last row of ``text``'s letters in its picture (as
    :func:`render` draws it, from its top): an Arabic line's picture is taller than its
    letters (Noto Sans Arabic keeps room for stacked marks above and below), so a line set
    by its picture's height sits lower than its letters need."""
    img = render(text, size, (0, 0, 0), bold, italic)
    return _ink_rows(img)


@lru_cache(maxsize=64)
def latin_ink_top(size: int, bold: bool = False) -> int:
    """The first row of a Latin word's capitals in its picture drawn by the Latin face alone
    (as English and French draw it): where a line's letters begin in those languages."""
    return _ink_rows(font(size, bold).latin.render("Ludic", True, (0, 0, 0)))[0]


def _ink_rows(img: pygame.Surface) -> tuple[int, int]:
    w, h = img.get_size()
    if not w or not h:
        return 0, 0
    rect = img.get_bounding_rect(min_alpha=60)
    return (rect.top, rect.bottom) if rect.height else (0, 0)


def text_width(text: str, size: int, bold: bool = False, italic: bool = False) -> int:
    """How wide ``text`` is drawn, in pixels."""
    return font(size, bold, italic).size(drawable(text))[0]


def draw_text(surface: pygame.Surface, text: str, pos, size: int, color=TEXT, *,
              bold: bool = False, italic: bool = False, anchor: str = "topleft",
              wrap: int = 0, shadow: tuple | None = None) -> pygame.Rect:
    """Draw ``text`` with its ``anchor`` point ("center", "midleft", ...) at ``pos``
    (``wrap`` as :func:`render` takes it)."""
    if not text:
        return pygame.Rect(int(pos[0]), int(pos[1]), 0, 0)
    size = int(size)
    img = render(text, size, tuple(color), bold, italic, int(wrap))
    rect = img.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    if shadow is not None:
        simg = render(text, size, tuple(shadow), bold, italic, int(wrap))
        off = max(1, size // 16)
        surface.blit(simg, rect.move(off, off))
    surface.blit(img, rect)
    return rect


def fit_size(text: str, max_width: int, size: int, bold: bool = False, minimum: int = 8) -> int:
    """The largest font size <= ``size`` at which ``text`` fits in ``max_width`` pixels, but
    never below ``minimum`` nor the smallest legible text (:func:`least_size`, the floor of
    :func:`min_text_px`): text that does not fit at the floor is the caller's to wrap or
    shorten (:func:`fit_lines` does both)."""
    # a Text equals its English words: translated first, so the cache keeps languages apart
    return _fit_size(words(text), max_width, size, bold, minimum)


@lru_cache(maxsize=4096)
def _fit_size(text: str, max_width: int, size: int, bold: bool, minimum: int) -> int:
    minimum = max(int(minimum), least_size())
    size = max(int(size), minimum)
    text = drawable(text)
    while size > minimum and font(size, bold).size(text)[0] > max_width:
        size = max(minimum, int(size * 0.9))
    return size


def fit_lines(text: str, width: int, size: int, bold: bool = False, lines: int = 2,
              least: int = 0, height: int = 0) -> tuple[list[str], int]:
    """``text`` fitted into at most ``lines`` lines of ``width`` pixels (and ``height``
    pixels, one line step :func:`line_step` each, if given), never smaller than the smallest
    legible text: one line at the largest size from ``size`` down to ``least`` (default: the
    floor) at which it fits; else wrapped at the largest size from ``size`` down to the floor
    at which it takes ``lines`` lines at most; else, at the floor, its first lines with the
    last one cut by an ellipsis. Returns the lines and their size (ask for it to draw them).
    This is the one way a text too long for its room is set: shrink a little, then wrap,
    then shorten, never below the floor (:func:`min_text_px`)."""
    floor = least_size()
    size = max(int(size), floor)
    if height:
        lines = max(1, min(lines, height // max(1, line_step(floor, bold))))
    one = fit_size(text, width, size, bold, minimum=max(floor, min(size, int(least))))
    if font(one, bold).size(drawable(text))[0] <= width or lines <= 1:
        return [ellipsis(text, one, width, bold)], one
    fs = size
    while True:
        wrapped = wrap(text, fs, width, bold)
        if (len(wrapped) <= lines and all(font(fs, bold).size(w)[0] <= width for w in wrapped)
                and (not height or len(wrapped) * line_step(fs, bold) <= height)):
            return wrapped, fs
        if fs <= floor:
            break
        fs = max(floor, int(fs * 0.92))
    wrapped = wrap(text, floor, width, bold)
    head = wrapped[:lines]
    head[-1] = " ".join(wrapped[lines - 1:])
    return [ellipsis(w, floor, width, bold) for w in head], floor


def line_step(size: int, bold: bool = False) -> int:
    """From one line of text at ``size`` to the next, in pixels, in every language: the
    Latin face's line (Noto Sans Arabic's own reserves room for marks stacked high above and
    below, half as much again, which a sentence rarely uses), so a layout made of lines (the
    message bar's two) is the same in Arabic, mirrored, as in English."""
    return font(size, bold).latin.get_linesize()


def lines_step(lines: list[str], size: int, bold: bool = False) -> int:
    """From one of ``lines`` to the next (a paragraph cut by :func:`wrap` or
    :func:`fit_lines`, drawn a line at a time, each from where the language reads), in
    pixels: :func:`line_step`, unless an Arabic line's marks would then touch the next
    line's letters, as a paragraph rendered whole is stepped
    (:meth:`ludic.app.bidi.BidiFont.paragraph_step`)."""
    return _lines_step(tuple(words(line) for line in lines), int(size), bold, _rtl())


@lru_cache(maxsize=512)
def _lines_step(lines: tuple[str, ...], size: int, bold: bool, rtl: bool) -> int:
    f = font(size, bold)
    shown = [drawable(line) for line in lines if line.strip()]
    if len(shown) < 2 or all(f._plain(line) for line in shown):
        return line_step(size, bold)
    return f.paragraph_step([f.render(line, True, (0, 0, 0)) for line in shown], rtl)


def line_rise(line: str, size: int, bold: bool = False) -> int:
    """How far to raise the picture of ``line`` (as :func:`render` draws it) set where a
    Latin line's picture would be, so that its letters stand on the Latin line's baseline:
    0 for a Latin line in English or French; in Arabic the picture keeps room above its
    letters for stacked marks, and set by its top the line sat lower than a Latin line
    (with :func:`lines_step`, lines drawn one at a time sit as a paragraph's do)."""
    f = font(size, bold)
    return f.baseline(drawable(words(line))) - f.latin.get_ascent()


def lines_clear(upper: str, upper_size: int, lower: str, lower_size: int, step: int,
                bold: tuple[bool, bool] = (False, False)) -> int:
    """The step from the top of the picture of the line ``upper`` to the top of ``lower``'s
    (two sizes, drawn one under the other from where the language reads): ``step``, or more
    where their letters would come nearer than :meth:`~ludic.app.bidi.BidiFont.clearance`
    rows of the smaller (an Arabic damma or hamza under a descender)."""
    a = render(upper, upper_size, (0, 0, 0), bold[0])
    b = render(lower, lower_size, (0, 0, 0), bold[1])
    clear = font(min(upper_size, lower_size)).clearance()
    return bidi.clear_step(a, b, int(step), clear, _rtl())


def ellipsis(text: str, size: int, width: int, bold: bool = False) -> str:
    """``text`` cut with an ellipsis to fit ``width`` pixels (empty if nothing fits)."""
    f = font(size, bold)
    text = drawable(text)
    if f.size(text)[0] <= width:
        return text
    lo, hi = 0, len(text)  # the longest prefix that fits with its ellipsis, by halving
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if f.size(text[:mid] + "…")[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    text = text[:lo]
    return text.rstrip(" ,;(") + "…" if text else ""


#: Where :func:`wrap` may break a line: any space but the no-break ones.
_BREAKS = re.compile(r"[^\S\u00a0\u202f]+")


def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """``text`` cut into lines no wider than ``width`` pixels (at least one word a line).
    A no-break space (U+00A0, or the narrow U+202F French puts before ; ! ?) holds its two
    words on one line ("Page Down", "prises\u202f;"), as a French place's article does its
    name ("La Mecque") and a name a player typed holds its words where the line has the
    room ("La Paz", :func:`ludic.i18n.kept_together`). Each line of a right-to-left paragraph
    reads from the right, as the paragraph does, even one of no Arabic letter: "1." after
    "... ثم" (:func:`ludic.app.bidi.held_from_right`)."""
    f = font(size, bold)
    text = drawable(text)
    rtl = bidi.rtl_paragraph(text)

    def held(line: str) -> str:
        return bidi.held_from_right(line) if rtl else line

    lines: list[str] = []
    line = ""
    for word in kept_together(_BREAKS.split(text.strip()),
                              lambda group: f.size(held(group))[0] <= width):
        trial = f"{line} {word}".strip()
        if line and f.size(held(trial))[0] > width:
            lines.append(held(line))
            line = word
        else:
            line = trial
    if line:
        lines.append(held(line))
    return lines or [""]


def balance(lines: list[str], size: int, bold: bool = False) -> list[str]:
    """``lines`` (the text :func:`wrap` set) set again in as many lines, each as nearly as
    wide as the others: the narrowest width that still takes no more lines. A wrap fills
    its first lines, so a second line could hold one word ("Graines dans les rangées de
    chaque" over "camp"); balanced, the eye reads two lines of a kind ("Graines dans les"
    over "rangées de chaque camp")."""
    if len(lines) < 2:
        return list(lines)
    text = " ".join(lines)
    f = font(size, bold)
    lo = max(f.size(word)[0] for word in _BREAKS.split(text.strip()))
    hi = max(f.size(line)[0] for line in lines)
    while lo < hi:  # the narrowest width at which the text keeps its number of lines
        mid = (lo + hi) // 2
        if len(wrap(text, size, mid, bold)) <= len(lines):
            hi = mid
        else:
            lo = mid + 1
    return wrap(text, size, hi, bold)


def header_line(people: str, place: str, width: int, size: int, minimum: int,
                bold: bool = False) -> tuple[str, int]:
    """The people and place line of a game's header fitted into ``width`` pixels: the full
    line, else the people's first name for themselves ("Tuareg (Tamasheq: dra); also Hausa..."
    -> "Tuareg") with the place, else the place alone; smaller down to ``minimum``, and cut
    with an ellipsis as a last resort. Returns the text and its size."""
    from ludic.i18n import _

    short = re.split(r"[;(،]", people, maxsplit=1)[0].strip(" ,،")
    # TRANSLATORS: a game's people and place, as in "Sukuma, Tanzania" (Arabic: its comma).
    both = _("{people}, {place}")
    candidates = [both.format(people=people, place=place),
                  both.format(people=short, place=place), place]
    for floor in (size, minimum):  # a shorter wording at full size before smaller letters
        for text in dict.fromkeys(candidates):
            fs = fit_size(text, width, size, bold, minimum=floor)
            if font(fs, bold).size(text)[0] <= width:
                return text, fs
    minimum = max(minimum, least_size())
    return ellipsis(place, minimum, width, bold), minimum


def ui_scale(width: int, height: int) -> float:
    """How big the interface is drawn: 1.0 at 1280x720, about 0.83 at 1024x600 and 3.0 at
    3840x2160. Text sizes are multiplied by it, so a projector in a classroom shows big text."""
    return max(0.75, min(width / 1280, height / 720))


_shadows = SurfaceCache(SHADOW_CACHE_BYTES)


def _shadow(size: tuple[int, int], radius: int) -> pygame.Surface:
    key = (tuple(size), radius)
    sh = _shadows.get(key)
    if sh is None:
        sh = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(sh, (0, 0, 0, 70), sh.get_rect(), border_radius=radius)
        _shadows.put(key, sh)
    return sh


def rounded_panel(surface: pygame.Surface, rect, fill=PANEL, edge=PANEL_EDGE, radius: int = 12,
                  width: int = 2, shadow: bool = True) -> None:
    rect = pygame.Rect(rect)
    if shadow:
        off = max(2, radius // 3)
        surface.blit(_shadow(rect.size, radius), rect.move(off, off))
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if width:
        pygame.draw.rect(surface, edge, rect, width, border_radius=radius)


def reset_caches() -> None:
    """Forget fonts and rendered text (after ``pygame.quit()`` they are no longer valid;
    :func:`_forget_at_quit` has pygame call this then)."""
    global _quit_hooked
    _quit_hooked = False
    for fn in (font, _latin, _arabic, _fit_size, latin_ink_top, _lines_step):
        fn.cache_clear()
    _texts.clear()
    _shadows.clear()
