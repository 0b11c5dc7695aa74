"""The language of the app: chosen at the first start, switched from Settings at once.

The first start follows the system's language (:func:`ludic.i18n.system_language`) and
remembers it in ``settings.json``; from then on the Settings choice rules. Switching
(:func:`switch`) changes the catalogue in force, the window title and pygame_gui's locale
(its fonts: Noto Sans Arabic, shaped and right to left, for Arabic), then re-lays out every
scene on the stack and rebuilds their GUI elements, so the game in progress stays as it is
and every text is drawn again in the new language. Model texts are :class:`ludic.i18n.Text`
values translated when drawn, so nothing else needs rebuilding.
"""

from __future__ import annotations

import pygame

from ludic import i18n
from ludic.i18n import _


def startup(settings) -> str:
    """Put the remembered language in force (the system's on the first start); return it."""
    if not settings.language:
        settings.language = i18n.system_language()
    return i18n.set_language(settings.language)


def window_title() -> str:
    # TRANSLATORS: the window's title: the app's name, written in the language's script.
    return _("Ludic")


def apply_to_app(app) -> None:
    """Make the app show the language in force: title, GUI locale, layout, GUI elements."""
    try:
        pygame.display.set_caption(window_title())
    except pygame.error:
        pass
    for manager in list(getattr(app, "_managers", {}).values()):
        set_gui_locale(manager)
    for scene in list(getattr(app, "scenes", [])):
        try:
            scene.layout(app.size)
        except Exception:  # noqa: BLE001 - a scene that cannot re-lay out keeps its old layout
            pass
    app._ui_dirty = True


def set_gui_locale(manager) -> None:
    """pygame_gui draws with the locale's fonts (``theme.json`` lists an Arabic face), its
    text boxes' lines (a tooltip's, a dialog's) a Latin line apart (:func:`line_spacing`)."""
    code = i18n.language()
    if getattr(manager, "_ludic_locale", None) != code:
        manager.set_locale(code)
        manager._ludic_locale = code
        try:  # the theme's misc data is read each time a text box is built
            misc = manager.get_theme().ui_element_misc_data
            misc.setdefault("text_box", {})["line_spacing"] = str(line_spacing())
            if i18n.is_rtl():
                misc["tool_tip.text_box"] = dict(misc["text_box"],
                                                 padding=tooltip_padding(manager))
            else:
                misc.pop("tool_tip.text_box", None)
        except AttributeError:  # a theme without it keeps pygame_gui's own spacing
            pass


def tooltip_padding(manager) -> str:
    """The padding of a tooltip's text box in Arabic, as pygame_gui reads it ("10,8"): its
    top and bottom less what the Arabic face's picture keeps above and below a Latin line
    (the lesser of the two), so the box fits its words as an English one does.

    pygame_gui makes a text box as tall as its lines' pictures, and an Arabic line's picture
    (:class:`~ludic.app.bidi.BidiFont`) keeps room for marks stacked high above and deep
    below its letters: in extra large text at 1280x720 an Arabic tooltip of two lines was
    133 px tall where English's was 113, 11 px more above the letters and 18 more under
    them, its last line standing in empty room."""
    from ludic.app import bidi, theme

    gui = manager.get_theme()
    base = str(gui.ui_element_misc_data.get("text_box", {}).get("padding", "10,8"))
    horizontal, vertical = (int(v) for v in base.split(","))
    size = int(gui.get_font_info(["tool_tip.text_box", "text_box"])["size"])
    face = bidi.BidiFont(theme._latin(size, False, False), theme._arabic(size, False))
    ascent, descent = face._metrics()  # (the theme's size: the text size setting is in it)
    above = ascent - face.latin.get_ascent()
    below = descent + face.latin.get_descent()  # (pygame's descent is negative)
    return f"{horizontal},{vertical - max(0, min(above, below))}"


#: pygame_gui's step from a text box's line to the next, in its line's height (its default).
LATIN_LINE_SPACING = 1.25


def line_spacing() -> float:
    """The ``line_spacing`` of pygame_gui's text boxes and tooltips in the language in force.

    pygame_gui steps a text box's lines by 1.25 times the height of a line's picture. The
    Arabic face's picture (:class:`~ludic.app.bidi.BidiFont`, shared with the Latin runs of a
    line) keeps room for marks stacked high above and deep below a letter, half as tall again
    as a Latin line's, so an Arabic tooltip stood its lines an empty line apart (48 px for the
    Latin 31 at 1280x720). In Arabic the spacing is cut by the two heights' ratio: the lines
    are as far apart as English ones, a Latin line and a quarter, which leaves a third of the
    size between them more than a paragraph's step (BidiFont.paragraph_step)."""
    if not i18n.is_rtl():
        return LATIN_LINE_SPACING
    from ludic.app import theme

    face = theme.font(100)  # the two faces' proportions, at a size where rounding is small
    asc, desc = face._metrics()
    return round(LATIN_LINE_SPACING * face.latin.get_height() / (asc + desc), 3)


def switch(app, code: str) -> None:
    """Settings' Language choice: ``code`` in force now and remembered."""
    app.settings.language = i18n.set_language(code)
    app.storage.save_settings(app.settings)
    apply_to_app(app)


_ARABIC_FACE = {
    "name": "noto_sans_ar", "script": "Arab", "direction": "rtl",
    "regular_resource": {"package": "pygame_gui.data", "resource": "NotoSansArabic-Regular.ttf"},
    "bold_resource": {"package": "pygame_gui.data", "resource": "NotoSansArabic-Bold.ttf"},
    "italic_resource": {"package": "pygame_gui.data", "resource": "NotoSansArabic-Regular.ttf"},
    "bold_italic_resource": {"package": "pygame_gui.data",
                             "resource": "NotoSansArabic-Bold.ttf"},
}


#: The suffix of a class drawn with the Latin face in every locale (see :func:`latin_class`).
LATIN = "_latin"


def localised_fonts(data: dict) -> dict:
    """A pygame_gui theme whose every font block has an entry per locale: the Latin face for
    English and French, Noto Sans Arabic (shaped, right to left) for Arabic.

    pygame_gui gives a whole element one face and one direction. The Arabic face draws the
    Latin runs of mixed text with Noto Sans (:mod:`ludic.app.gui_fonts`: a typed name, a
    shortcut); a label with no Arabic letter at all ("English", "10", "0.5") is still given
    the Latin face and left-to-right layout outright: every class ``@x`` gets a twin
    ``@x_latin``, Latin in every locale, which :func:`latin_class` picks. The ``@lang_ar``
    class (the "العربية" button in Settings) is Arabic in every locale."""
    default_font = dict(data.get("defaults", {}).get("font", {}) or {})
    # a class without a face of its own (@choice) is a button's: its twin takes the button's
    # face (bold), as the class does in English, not the theme's default (regular)
    button_font = dict(data.get("button", {}).get("font", {}) or default_font)
    twins = {}
    for name, block in data.items():
        if not isinstance(block, dict):
            continue
        font = block.get("font")
        inherited = default_font if name == "defaults" or not name.startswith("@") \
            else button_font
        latin = {k: v for k, v in (font if isinstance(font, dict) else inherited).items()
                 if k != "locale"}
        arabic = {**latin, **_ARABIC_FACE}
        arabic.pop("italic", None)
        if name.startswith("@") or name == "defaults":
            twin = {k: v for k, v in block.items() if k != "font"}
            twin["font"] = [{**latin, "locale": code} for code in i18n.LANGUAGES]
            twins[("@" if name == "defaults" else name) + LATIN] = twin
        if not isinstance(font, dict):
            continue
        if name == "@lang_ar":
            block["font"] = [{**arabic, "locale": code} for code in i18n.LANGUAGES]
        else:
            block["font"] = [{**latin, "locale": "en"}, {**latin, "locale": "fr"},
                             {**arabic, "locale": "ar"}]
    # a button of no class showing Latin words (a typed name) in Arabic: the button's face
    twins["@button" + LATIN] = {"font": [{**{k: v for k, v in button_font.items()
                                              if k != "locale"}, "locale": code}
                                         for code in i18n.LANGUAGES]}
    data.update(twins)
    return data


def latin_class(cls: str, text: str, element: str = "") -> str:
    """The theme class for a GUI element showing ``text``: its ``_latin`` twin when the
    language is Arabic and ``text`` holds no Arabic letter (a number, a name in Latin
    letters, "English"), so it keeps its own face and left-to-right order. An ``element``
    of no class ("button") takes its element's twin (a button's face is bold, the
    default's regular)."""
    from ludic.app.bidi import has_arabic

    if not i18n.is_rtl() or has_arabic(text) or cls.endswith(LATIN) or cls == "lang_ar":
        return cls
    return (cls or element) + LATIN
