"""pygame_gui's Arabic face drawing Latin letters and punctuation too (issue 11).

pygame_gui gives a whole element one face: in Arabic, Noto Sans Arabic. That face has no Latin
letters and no parentheses, so a player's name typed in Latin letters, a shortcut in a tooltip
("Ctrl+Z أو U") or a rule number ("(H)") came out as empty boxes. The face pygame_gui makes for
the Arabic script is given, in place of its pygame ``Font``, the app's own
:class:`~ludic.app.bidi.BidiFont` (:class:`_MixedFace`): Arabic runs shaped by the Arabic face,
Latin runs and every character the Arabic face lacks drawn with Noto Sans of the same size,
in the order a reader of Arabic expects. :func:`install` puts it in place once, before the first
``UIManager`` loads its fonts; pygame_gui's own right-to-left layout (alignment, rows of a text
box) is left as it is.
"""

from __future__ import annotations

import pygame

from ludic.app.bidi import BidiFont, has_arabic, is_arabic


class _MixedFace:
    """The calls pygame_gui's ``GUIFontPygame`` makes on its pygame Font (``render``,
    ``get_ascent``, ``get_descent``, ``metrics``, ``size``...), answered by a
    :class:`BidiFont` over the Arabic face and a Latin face of the same size."""

    def __init__(self, arabic: pygame.font.Font, latin: pygame.font.Font) -> None:
        self.__dict__["_arabic"] = arabic
        self.__dict__["_bidi"] = BidiFont(latin, arabic)

    def render(self, text, antialias=True, color=(0, 0, 0), bg=None) -> pygame.Surface:
        if not text:
            return self._arabic.render(text, antialias, color)
        return self._bidi.render(text, antialias, color, bg)

    def size(self, text) -> tuple[int, int]:
        return self._bidi.size(text)

    def get_ascent(self) -> int:
        return self._bidi._metrics()[0]

    def get_descent(self) -> int:
        return -self._bidi._metrics()[1]

    def get_height(self) -> int:
        asc, desc = self._bidi._metrics()
        return asc + desc

    def get_linesize(self) -> int:
        return max(self._arabic.get_linesize(), self._bidi.latin.get_linesize())

    def metrics(self, text):
        """Per character, from the face that draws it (a text entry's cursor steps)."""
        out = []
        for ch in text:
            face = self._arabic if self._bidi._arabic_has(ch) else self._bidi.latin
            out.extend(face.metrics(ch))
        return out

    def __getattr__(self, name):  # set_point_size, point_size, bold... of the Arabic face
        return getattr(self._arabic, name)

    def __setattr__(self, name, value) -> None:  # underline, bold, italic: on both faces
        setattr(self._arabic, name, value)
        setattr(self._bidi.latin, name, value)


class _LatinFace:
    """A Latin-script face of pygame_gui (English, French) that draws Arabic letters too: a
    name typed in Arabic by a player (the setup's name fields, the 'who starts' buttons) came
    out as empty boxes in French, Noto Sans having no Arabic letter. Text without an Arabic
    letter goes to the Latin face exactly as before; text with one is drawn by a
    :class:`BidiFont` over the Latin face and Noto Sans Arabic of the same size (shaped, read
    from the right inside a left-to-right line), on the Latin face's baseline and line: its
    picture is cut to the Latin face's ascent and descent, as pygame_gui places and clips a
    line by the face's own metrics (Noto Sans Arabic's are taller, for marks a name seldom
    has)."""

    def __init__(self, latin: pygame.font.Font, arabic: pygame.font.Font) -> None:
        self.__dict__["_latin"] = latin
        self.__dict__["_bidi"] = BidiFont(latin, arabic)

    def render(self, text, antialias=True, color=(0, 0, 0), bg=None) -> pygame.Surface:
        if not has_arabic(text or ""):
            return self._latin.render(text, antialias, color, bg)
        img = self._bidi.render(text, antialias, color, bg)
        top = max(0, self._bidi._metrics()[0] - self._latin.get_ascent())
        height = min(img.get_height() - top,
                     self._latin.get_ascent() - self._latin.get_descent())
        return img.subsurface((0, top, img.get_width(), max(1, height))).copy()

    def size(self, text) -> tuple[int, int]:
        if not has_arabic(text or ""):
            return self._latin.size(text)
        return self._bidi.size(text)[0], self._latin.size(text)[1]

    def metrics(self, text):
        """Per character, from the face that draws it (a text entry's cursor steps)."""
        out = []
        for ch in text:
            face = self._bidi.arabic if is_arabic(ch) else self._latin
            out.extend(face.metrics(ch))
        return out

    def __getattr__(self, name):  # get_ascent, point_size, ... of the Latin face
        return getattr(self._latin, name)

    def __setattr__(self, name, value) -> None:  # underline, bold, italic: on both faces
        setattr(self._latin, name, value)
        setattr(self._bidi.arabic, name, value)


def install() -> None:
    """Make pygame_gui load its Arabic-script faces as :class:`_MixedFace` (idempotent)."""
    from pygame_gui.core import utility
    from pygame_gui.core.gui_font_pygame import GUIFontPygame

    if getattr(utility.GUIFontPygame, "ludic_mixed", False):
        return

    class LudicGUIFont(GUIFontPygame):
        ludic_mixed = True

        def __init__(self, file, size, force_style=False, style=None) -> None:
            super().__init__(file, size, force_style, style)
            from ludic.app import theme

            if not style or style.get("script") != "Arab":
                latin = self._GUIFontPygame__internal_font
                arabic = pygame.font.Font(str(theme.font_path(bool(style and style.get("bold")),
                                                              arabic=True)), self.point_size)
                arabic.set_point_size(self.point_size)
                arabic.set_script("Arab")
                arabic.set_direction(pygame.DIRECTION_RTL)
                self._GUIFontPygame__internal_font = _LatinFace(latin, arabic)
                return

            arabic = self._GUIFontPygame__internal_font
            latin = pygame.font.Font(str(theme.font_path(bool(style.get("bold")))),
                                     self.point_size)
            latin.set_point_size(self.point_size)
            self._GUIFontPygame__internal_font = _MixedFace(arabic, latin)

        def ludic_caret(self, text: str = "") -> "BidiFont | None":
            """The :class:`BidiFont` that draws ``text`` with this face, if a mixed one
            does: the Arabic screens' faces always, a Latin face for text holding Arabic."""
            face = self._GUIFontPygame__internal_font
            if isinstance(face, _LatinFace) and has_arabic(text):
                return face._bidi
            return face._bidi if isinstance(face, _MixedFace) else None

    utility.GUIFontPygame = LudicGUIFont
    _install_caret()


def _install_caret() -> None:
    """A text entry's cursor where the mixed face draws the text: pygame_gui puts the cursor
    at the width of the text before it, counted from the left, and finds a click's position
    the same way; in an Arabic name the cursor after the last letter typed stood at the
    right, where the word begins, and each arrow step moved it the wrong way. For a row of
    one piece of text drawn by a :class:`_MixedFace` (or by a :class:`_LatinFace`, when it
    holds Arabic: a name typed in Arabic in the French app), :meth:`BidiFont.caret_x` and
    :meth:`BidiFont.caret_index` answer instead."""
    from pygame_gui.core.text.text_box_layout_row import TextBoxLayoutRow
    from pygame_gui.core.text.text_line_chunk import TextLineChunkFTFont

    def mixed_chunk(row):
        chunks = [c for c in row.items if isinstance(c, TextLineChunkFTFont)]
        if len(chunks) != 1:
            return None, None
        caret = getattr(chunks[0].font, "ludic_caret", None)
        bidi = caret(chunks[0].text) if caret else None
        return (chunks[0], bidi) if bidi is not None else (None, None)

    set_position = TextBoxLayoutRow.set_cursor_position
    from_click = TextBoxLayoutRow.find_cursor_pos_from_click_pos

    def set_cursor_position(self, cursor_pos):
        set_position(self, cursor_pos)
        chunk, bidi = mixed_chunk(self)
        if chunk is not None:
            self.cursor_draw_width = bidi.caret_x(chunk.text, self.cursor_index)
            self._setup_offset_position_from_edit_cursor()

    def find_cursor_pos_from_click_pos(self, click_pos, num_rows):
        chunk, bidi = mixed_chunk(self)
        if chunk is None:
            return from_click(self, click_pos, num_rows)
        x = click_pos[0] + self.layout.x_scroll_offset - chunk.left
        index = min(self.letter_count, bidi.caret_index(chunk.text, x))
        return index, bidi.caret_x(chunk.text, index)

    TextBoxLayoutRow.set_cursor_position = set_cursor_position
    TextBoxLayoutRow.find_cursor_pos_from_click_pos = find_cursor_pos_from_click_pos
