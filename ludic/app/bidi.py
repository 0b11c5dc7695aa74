"""Text in English, French and Arabic with one font object: shaping and right-to-left order.

pygame-ce 2.5.8 shapes Arabic with HarfBuzz when a font is told its script and direction
(``Font.set_script("Arab")``, ``Font.set_direction(pygame.DIRECTION_RTL)``): the letters take
their joined forms and a run of Arabic reads right to left. But a font has no fallback: Noto
Sans Arabic has no Latin letters, and an Arabic sentence often holds some (a square name ``a1``,
a player's name, a rule number ``D2``). So :class:`BidiFont` does a small part of the Unicode
bidirectional algorithm itself:

1. Each character is *Arabic* (strong right-to-left), *Latin* (a letter or a European digit:
   left to right) or *neutral* (spaces and punctuation). A neutral between two characters of
   the same kind takes their kind; elsewhere the paragraph's direction.
2. In Arabic, a line that holds any Arabic letter (not only an Arabic comma: a row of the move
   list broken after one) is a right-to-left paragraph: its runs are
   laid out from the right, each Latin run still reading left to right inside (``a1-b2``
   stays ``a1-b2``), and mirrored punctuation (``(`` ``)``) turned round in right-to-left runs.
   In English and French every line is a left-to-right paragraph, an Arabic name typed by a
   player read from the right inside it: "À أمينة de jouer." (the paragraph's direction is
   the interface's, as Unicode's higher-level protocol HL1 allows; the first strong letter
   would make "أمينة a pris" a right-to-left line in the French panel).
3. An Arabic run is drawn with Noto Sans Arabic (shaped); a Latin run, and any character the
   Arabic face lacks, with Noto Sans.

4. An *isolate* (Unicode's FSI, LRI or RLI ... PDI, U+2068, U+2066, U+2067 ... U+2069) is laid
   out on its own and counts as one neutral character in the sentence around it, as Unicode's
   rules X5a-X6a and BD13 say. The Arabic catalogue puts one round a placeholder that meets
   another with nothing but spaces and punctuation between them: "{name}  {move}" with a
   name typed "Amina" and the move "a3-b4" was one left-to-right block, "Amina  a3-b4", read
   from the right move first; isolated, the name stands at the right and its move after it,
   on its left. The marks themselves are never drawn.

The Arabic comma (U+060C) is a separator as Unicode classes it (CS), not an Arabic letter:
between two rule numbers it takes their direction, "(H2، H4)" reads H2 then H4 as written;
the Arabic face draws it wherever it stands.

A line with no Arabic letter is drawn exactly as before (plain Noto Sans), so English and
French cost nothing. Wrapped text (``wraplength``) is cut between words and, in a
right-to-left paragraph, each line is aligned to the right.
"""

from __future__ import annotations

import re

import pygame

_MIRROR = str.maketrans("()[]{}<>«»‹›", ")(][}{><»«›‹")
#: Unicode's common number separators (class CS): inside a number, part of it.
_SEPARATORS = ".,:/"
#: A date as Ludic writes it, with its time if any ("2026-11-25 09:26"): one number.
_STAMP = re.compile(r"\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2}(?::\d{2})?)?(?!\d)")


def is_arabic(ch: str) -> bool:
    o = ord(ch)
    return (0x0600 <= o <= 0x06FF or 0x0750 <= o <= 0x077F or 0x08A0 <= o <= 0x08FF
            or 0xFB50 <= o <= 0xFDFF or 0xFE70 <= o <= 0xFEFF)


def has_arabic(text: str) -> bool:
    return any(is_arabic(c) for c in text)


#: Unicode's isolate initiators (LRI, RLI, FSI) and their terminator (PDI).
LRI, RLI, FSI, PDI = "\u2066", "\u2067", "\u2068", "\u2069"
_OPENERS = LRI + RLI + FSI
ISOLATE_MARKS = _OPENERS + PDI
#: The Arabic comma: a common separator (CS) to Unicode, neutral here.
ARABIC_COMMA = "\u060c"


_NO_MARKS = dict.fromkeys(map(ord, ISOLATE_MARKS))


def unmarked(text: str) -> str:
    """``text`` without isolate marks (a line drawn by the Latin face alone)."""
    return text.translate(_NO_MARKS)


def isolated(text: str) -> str:
    """``text`` as one isolate (FSI ... PDI): laid out on its own, one neutral character to
    the sentence around it."""
    return f"{FSI}{text}{PDI}"


def _kind(ch: str) -> str:
    if ch == ARABIC_COMMA:
        return "N"
    if is_arabic(ch):
        # Arabic-Indic digits and the Arabic semicolon and question mark are neutral-ish, but
        # drawing them with the Arabic face in the Arabic run is what a reader expects.
        return "R"
    if ch.isalnum():
        return "L"
    return "N"


def has_arabic_letter(text: str) -> bool:
    """Whether ``text`` holds an Arabic letter: not only Arabic punctuation (the comma
    ``،``, the semicolon ``؛``, the question mark ``؟``) or digits."""
    return any(is_arabic(c) and c.isalpha() for c in text)


def rtl_paragraph(text: str) -> bool:
    """Whether the line ``text`` is laid out from the right (rule 2 above): it holds an
    Arabic letter and the interface is in Arabic. A letter, not a punctuation mark: an
    Arabic move-list row set on two lines at its comma has a first line of Latin words and
    the comma ("Amina  D3-D4،", the player's name and the move); laid out from the right,
    the comma, which ends the clause, stood at the far left against the name
    ("،Amina  D3-D4"). Laid out from the left, as any line of Latin words is, the comma
    follows the move it ends."""
    from ludic import i18n

    # an isolate is the Arabic catalogue's mark: a sentence of names and moves ("{name}
    # {move}") it laid out for a reader of Arabic, from the right, even without a letter
    return i18n.is_rtl() and (has_arabic_letter(text) or any(c in ISOLATE_MARKS for c in text))


def held_from_right(line: str) -> str:
    """``line``, cut from a right-to-left paragraph, laid out from the right as that
    paragraph is, whatever it holds: alone, a line of no Arabic letter is laid out from the
    left (rule 2 above), and an Arabic sentence wrapped before its last "1." or "(S5)." drew
    that line with its full stop at the right, where the sentence begins. The line is held
    in a right-to-left isolate (RLI ... PDI), drawn as nothing; a line that reads from the
    right already is returned as it is."""
    return line if not line or rtl_paragraph(line) else f"{RLI}{line}{PDI}"


def _spans(text: str) -> list[tuple[int, int]]:
    """The outermost isolates of ``text`` as ``(start, end)``: the initiator's index and the
    index after its PDI. An initiator without its PDI reaches the end of the line, a PDI
    without its initiator (a line wrapped inside an isolate) closes one begun at the line's
    start."""
    spans, depth, start = [], 0, 0
    for i, c in enumerate(text):
        if c in _OPENERS:
            if depth == 0:
                start = i
            depth += 1
        elif c == PDI:
            if depth == 0:
                if not spans:
                    spans.append((0, i + 1))
                continue
            depth -= 1
            if depth == 0:
                spans.append((start, i + 1))
    if depth:
        spans.append((start, len(text)))
    return spans


def _isolate_rtl(mark: str, content: str) -> bool:
    """Whether an isolate reads right to left: RLI yes, LRI no, FSI as its first strong
    character (Unicode's P2, P3: left to right when it has none)."""
    if mark == RLI or mark == LRI:
        return mark == RLI
    first = next((k for k in (_kind(c) for c in content if not c.isdigit()) if k != "N"), "L")
    return first == "R"


def _logical(text: str, rtl: bool | None) -> list[tuple]:
    """``text``'s runs in logical order: ``(kind, chunk)``, or ``("I", mark, content, end)``
    for an isolate (its initiator, what it holds, its PDI or ``""``)."""
    spans = _spans(text)
    if not spans:
        return list(_runs(text, rtl))
    # each isolate is one neutral character to the text around it (U+FFFC: a neutral)
    outer, pieces, at = [], [], 0
    for a, b in spans:
        outer.append(text[at:a])
        pieces.append(text[a:b])
        outer.append("\ufffc")
        at = b
    outer.append(text[at:])
    flat = "".join(outer)
    out: list[tuple] = []
    found = iter(pieces)
    for kind, chunk in _runs(flat, rtl, isolates=True):
        parts = chunk.split("\ufffc")
        for j, part in enumerate(parts):
            if part:
                out.append((kind, part))
            if j < len(parts) - 1:  # every U+FFFC is the next isolate
                piece = next(found)
                mark = piece[0] if piece[0] in _OPENERS else ""
                end = PDI if piece.endswith(PDI) else ""
                out.append(("I", mark, piece[len(mark):len(piece) - len(end)], end))
    return out


def runs(text: str, rtl: bool | None = None) -> list[tuple[str, str]]:
    """``text`` (one line) cut into ``(kind, chunk)`` runs in logical order (see
    :func:`_runs`); an isolate's marks are runs of kind ``"X"`` (drawn as nothing) and what
    it holds is cut as a line of its own direction."""
    if rtl is None:
        rtl = rtl_paragraph(text)
    out: list[tuple[str, str]] = []
    for item in _logical(text, rtl):
        if item[0] != "I":
            out.append(item)
            continue
        _, mark, content, end = item
        if mark:
            out.append(("X", mark))
        out.extend(runs(content, _isolate_rtl(mark or FSI, content)))
        if end:
            out.append(("X", end))
    return out


def visual(text: str, rtl: bool | None = None) -> list[tuple[str, str]]:
    """``text``'s runs in the order they are drawn, left to right: ``(kind, chunk)`` with
    each chunk in logical order (a right-to-left run is shaped and drawn from the right by
    the Arabic face), isolates laid out inside their place, their marks left out."""
    if rtl is None:
        rtl = rtl_paragraph(text)
    items = _logical(text, rtl)
    if rtl and any(item[0] in ("R", "I") for item in items):  # laid out from the right
        items = items[::-1]
    out: list[tuple[str, str]] = []
    for item in items:
        if item[0] == "I":
            _, mark, content, _end = item
            out.extend(visual(content, _isolate_rtl(mark or FSI, content)))
        else:
            out.append(item)
    return out


def visual_text(text: str, rtl: bool | None = None) -> str:
    """``text`` as a reader sees it from left to right, as characters: right-to-left runs
    reversed, their brackets turned round (for tests: what :class:`BidiFont` draws)."""
    return "".join(chunk if kind in ("L", "A") else chunk.translate(_MIRROR)[::-1]
                   for kind, chunk in visual(text, rtl))


def _runs(text: str, rtl: bool | None = None, isolates: bool = False
          ) -> list[tuple[str, str]]:
    """``text`` (one line) cut into ``(kind, chunk)`` runs in logical order, kinds ``"R"``,
    ``"L"`` or ``"A"`` (in a right-to-left paragraph, a number after Arabic: drawn left to
    right, but counted as Arabic when the punctuation around it is placed, as Unicode's rule
    W2 says: "الخانة 1 (S5)" keeps the number beside its word), neutrals resolved (rule 1
    above). ``rtl``: the paragraph's direction, by default :func:`rtl_paragraph`'s. In a
    left-to-right paragraph a number stays Latin ("En main : أمينة 12" reads name, then 12)."""
    kinds = [_kind(c) for c in text]
    # a right-to-left isolate (RLI) reads from the right even without an Arabic letter: the
    # line "1." cut from an Arabic sentence (:func:`held_from_right`) ends at its left
    para = "R" if (rtl_paragraph(text) if rtl is None else rtl) else "L"
    strong = para
    for i, c in enumerate(text):
        if kinds[i] == "R":
            strong = "R"
        elif kinds[i] == "L" and not c.isdigit():
            strong = "L"
        elif kinds[i] == "L" and strong == "R" and para == "R":
            kinds[i] = "A"
    n = len(kinds)
    for i in range(1, n - 1):
        # Unicode's W4: one separator between two digits of a kind is part of the number, so
        # "0.5" and "1,000" after Arabic stay one number read left to right (not "5.0").
        if text[i] in _SEPARATORS and kinds[i - 1] == kinds[i + 1] != "R" \
                and text[i - 1].isdigit() and text[i + 1].isdigit():
            kinds[i] = kinds[i - 1]
    # A save's date and time ("Dra — فاطمة، عائشة 2026-11-25 09:26") is one number read
    # left to right, as the Load screen's date column beside it writes it. By Unicode's
    # rules the hyphens after Arabic (W2 makes the digits Arabic numbers, which W4 joins
    # only across a comma or a colon) split it into three numbers laid out from the right:
    # "25-11-2026", the year read last.
    for stamp in _STAMP.finditer(text):
        first = kinds[stamp.start()]
        for m in range(stamp.start(), stamp.end()):
            kinds[m] = first
    # Unicode's N0 before N1, as the standard orders them: a pair of brackets takes its
    # direction first, and the neutrals beside it are resolved against that. Resolved the
    # other way round, the space of "يا Amina (Space أو ..." joined the Latin name (both
    # its neighbours, "Amina" and the bracket still neutral, looked left to right) and the
    # bracket, turned right to left afterwards, was drawn flush against the name.
    paired = ["N"] * n
    _bracket_pairs(text, kinds, paired, para)
    work = [p if p != "N" else k for p, k in zip(paired, kinds)]
    resolved = list(work)
    i = 0
    while i < n:
        if work[i] != "N":
            i += 1
            continue
        j = i
        while j < n and work[j] == "N":
            j += 1
        before = work[i - 1] if i > 0 else para
        after = work[j] if j < n else para
        before, after = ("R" if before == "A" else before), ("R" if after == "A" else after)
        k = before if before == after else para
        for m in range(i, j):
            resolved[m] = k
        i = j
    out: list[tuple[str, str]] = []
    for ch, k in zip(text, resolved):
        if out and out[-1][0] == k:
            out[-1] = (k, out[-1][1] + ch)
        else:
            out.append((k, ch))
    return out


def _split(chunk: str, test) -> list[tuple[bool, str]]:
    """``chunk`` cut where ``test`` of its characters changes: ``(test, part)`` in order."""
    parts: list[tuple[bool, str]] = []
    for ch in chunk:
        ok = bool(test(ch))
        if parts and parts[-1][0] == ok:
            parts[-1] = (ok, parts[-1][1] + ch)
        else:
            parts.append((ok, ch))
    return parts


_OPENING, _CLOSING = "([{", ")]}"


def _bracket_pairs(text: str, kinds: list[str], resolved: list[str], para: str) -> None:
    """Unicode's rule N0 (paired brackets), in place: a pair of brackets takes the
    paragraph's direction when it encloses text of that direction; when it encloses only
    text of the other direction, it takes that direction if the text before it does too. So
    a name typed "Amina (1)" keeps its brackets in an Arabic sentence, while "الخانة 1 (S5)"
    keeps its rule number beside the Arabic words. Numbers after Arabic count as Arabic."""
    other = "L" if para == "R" else "R"
    stack: list[int] = []
    for i, c in enumerate(text):
        if c in _OPENING:
            stack.append(i)
        elif c in _CLOSING and stack:
            o = stack.pop()
            if _OPENING.index(text[o]) != _CLOSING.index(c):
                continue
            inside = {"R" if k == "A" else k for k in kinds[o + 1:i] if k != "N"}
            if para in inside:
                side = para
            elif other in inside:
                before = next(("R" if k == "A" else k for k in reversed(kinds[:o]) if k != "N"),
                              para)
                side = other if before == other else para
            else:
                continue
            resolved[o] = resolved[i] = side


#: Blank columns a space keeps between two words however its neighbours reach into it.
MIN_GAP = 3

#: The narrowest space of the font (one pixel at the small sizes it is needed at).
HAIR_SPACE = "\u200a"


def clear_step(above: pygame.Surface, below: pygame.Surface, step: int, clear: int,
               right: bool = False) -> int:
    """How far below the top of the picture ``above`` the picture ``below`` may start: at
    ``step`` rows, or lower where the two lines' letters would then come nearer each other
    than ``clear`` blank rows (both pictures aligned to their left, or to their right if
    ``right``). The lower picture is laid over the upper one, dilated by a column each side,
    and the lowest row at which they meet sets the step (:meth:`BidiFont.paragraph_step`
    for a paragraph's lines; a game card's name and the line under it, of two sizes)."""
    upper = pygame.mask.from_surface(above, 60)
    lower = pygame.mask.from_surface(below, 60)
    wa, ha = upper.get_size()
    wb, hb = lower.get_size()
    wide = pygame.mask.Mask((wb + 2, hb))  # the lower line a column wider each side
    for dx in range(3):
        wide.draw(lower, (dx, 0))
    shift = (wa - wb if right else 0) - 1
    for y in range(ha - 1, -1, -1):  # the lowest meeting, searched from the bottom
        if y + 1 + clear <= step:
            break
        if upper.overlap(wide, (shift, y)):
            return y + 1 + clear
    return step


class BidiFont:
    """A Latin face and an Arabic face behind the :class:`pygame.font.Font` calls Ludic makes
    (``render``, ``size``, ``get_linesize``, ``get_height``, ...)."""

    def __init__(self, latin: pygame.font.Font, arabic: pygame.font.Font) -> None:
        self.latin = latin
        self.arabic = arabic
        self._missing: dict[str, bool] = {}
        self._spill: dict[str, tuple[int, int]] = {}
        self._gaps: dict[tuple[str, str], int] = {}

    def __getattr__(self, name):  # get_ascent, metrics, ... of the Latin face
        return getattr(self.latin, name)

    def get_linesize(self) -> int:
        from ludic import i18n

        if i18n.is_rtl():
            return max(self.latin.get_linesize(), self.arabic.get_linesize())
        return self.latin.get_linesize()

    def get_height(self) -> int:
        from ludic import i18n

        if i18n.is_rtl():
            return max(self.latin.get_height(), self.arabic.get_height())
        return self.latin.get_height()

    # -- spaces that stay spaces -------------------------------------------------------------
    def _spills(self, ch: str) -> tuple[int, int]:
        """How far ``ch``'s hinted picture reaches left of its origin and right of its
        advance, in pixels, in the Latin face."""
        known = self._spill.get(ch)
        if known is None:
            m = self.latin.metrics(ch)[0]
            known = (0, 0) if m is None else (max(0, -m[0]), max(0, m[1] - m[4]))
            self._spill[ch] = known
        return known

    def _gap(self, before: str, after: str) -> int:
        """The blank columns between ``before`` and ``after`` drawn with a space between
        them, looking only above the baseline: a descender's hook ("j", an italic "f")
        passes under the space without meeting the letter before it."""
        known = self._gaps.get((before, after))
        if known is None:
            img = self.latin.render(f"{before} {after}", True, (0, 0, 0))
            above = img.subsurface((0, 0, img.get_width(),
                                    min(img.get_height(), self.latin.get_ascent())))
            # pygame.mask, not surfarray: surfarray needs numpy, which Ludic does not ship
            mask = pygame.mask.from_surface(above, 60)
            w, h = mask.get_size()
            inked = [any(mask.get_at((x, y)) for y in range(h)) for x in range(w)]
            runs, run, started = [], 0, False
            for ink in inked:
                if ink:
                    if started and run:
                        runs.append(run)
                    started, run = True, 0
                elif started:
                    run += 1
            known = max(runs, default=0)
            self._gaps[(before, after)] = known
        return known

    def open_spaces(self, text: str) -> str:
        """``text`` with a hair space (U+200A) added to each space squeezed by its
        neighbours. At small sizes the font's hinting rounds each glyph's advance to whole
        pixels while its picture keeps its width: Noto Sans' "4" reaches a pixel or two past
        its advance and "t" starts a pixel before its origin, so "Player 4 throws" came out
        "Player 4throws" at 11 and 13 px (issue 14). Every text drawn or measured in the Latin
        face goes through here, so a space always shows as one.

        Only a space whose blank columns (above the baseline, :meth:`_gap`) are fewer than
        what still reads as one (``MIN_GAP`` pixels, or half its advance) is opened, and only
        by what it lacks: "j" reaches left of its origin with its descender's hook, under the
        space rather than beside the letter before it, and opening every space a neighbour
        reached into drew "un  jeu", "les  joueurs" in French with a gap twice the others' at
        1920x1080 (quality pass in French)."""
        if " " not in text:
            return text
        out: list[str] = []
        last = len(text) - 1
        for i, ch in enumerate(text):
            out.append(ch)
            if ch == " " and 0 < i < last and text[i - 1] != " " and text[i + 1] != " ":
                squeeze = self._spills(text[i - 1])[1] + self._spills(text[i + 1])[0]
                if squeeze <= 0:
                    continue
                space = self._spills_advance(" ")
                short = max(MIN_GAP, -(-space // 2)) - self._gap(text[i - 1], text[i + 1])
                if short > 0:
                    hair = max(1, self._spills_advance(HAIR_SPACE))
                    out.append(HAIR_SPACE * -(-short // hair))
        return "".join(out)

    def _spaced(self, face, text: str) -> str:
        return self.open_spaces(text) if face is self.latin else text

    def _spills_advance(self, ch: str) -> int:
        m = self.latin.metrics(ch)[0]
        return 0 if m is None else m[4]

    # -- one line ----------------------------------------------------------------------------
    def _arabic_has(self, ch: str) -> bool:
        """Does the Arabic face draw ``ch`` (rather than its empty box)? Metrics alone can
        agree by chance at a small size (``ة`` has the box's metrics in bold at 9 and 12 px
        and was drawn as a box), so where they agree the pictures are compared."""
        known = self._missing.get(ch)
        if known is None:
            notdef = self.arabic.metrics("\ue000")[0]
            m = self.arabic.metrics(ch)[0]
            known = m is not None and (m != notdef or ch == " " or self._draws_unlike_box(ch))
            self._missing[ch] = known
        return known

    def _draws_unlike_box(self, ch: str) -> bool:
        """Does the Arabic face draw ``ch`` otherwise than its empty box? A character of no
        width (a direction override, a variation selector after an emoji, a soft hyphen)
        draws nothing at all: SDL_ttf refuses to render it ("Text has zero width"), which,
        asked by a text field's metrics as the character was typed in Arabic, stopped the
        app. It draws nothing, so no."""
        def picture(c: str) -> bytes:
            return pygame.image.tobytes(self.arabic.render(c, False, (0, 0, 0), (255, 255, 255)),
                                        "RGB")
        try:
            return picture(ch) != picture("\ue000")
        except pygame.error:
            return False

    def _face_parts(self, chunk: str) -> list[tuple[bool, str]]:
        """A right-to-left run cut where the Arabic face stops or starts having the glyphs:
        ``(True, text)`` for a part it draws, ``(False, text)`` for one the Latin face does."""
        parts: list[tuple[bool, str]] = []
        for ch in chunk:
            ok = self._arabic_has(ch)
            if parts and parts[-1][0] == ok:
                parts[-1] = (ok, parts[-1][1] + ch)
            else:
                parts.append((ok, ch))
        return parts

    def _pieces(self, line: str) -> list[tuple[pygame.font.Font, str]]:
        """The line as ``(face, text)`` pieces in visual order, left to right."""
        flat: list[tuple[pygame.font.Font, str]] = []
        for kind, chunk in visual(line, rtl_paragraph(line)):
            if kind in ("L", "A"):
                # drawn left to right by the Latin face, but for an Arabic comma between two
                # rule numbers ("H2، H4"), which only the Arabic face has
                for arabic, part in _split(chunk, is_arabic):
                    flat.append((self.arabic if arabic else self.latin, part))
                continue
            # A right-to-left run: split where the Arabic face lacks a glyph; the split parts
            # go right to left, each part keeps its own order (the Arabic face reverses its
            # own text; a Latin-face part of neutrals is mirrored and reversed here).
            rtl: list[tuple[pygame.font.Font, str]] = []
            for ok, part in self._face_parts(chunk):
                if ok:
                    rtl.append((self.arabic, part))
                else:
                    rtl.append((self.latin, part.translate(_MIRROR)[::-1]))
            flat.extend(rtl[::-1])
        return flat

    def _metrics(self) -> tuple[int, int]:
        asc = max(self.latin.get_ascent(), self.arabic.get_ascent())
        desc = max(-self.latin.get_descent(), -self.arabic.get_descent())
        return asc, desc

    @staticmethod
    def _plain(line: str) -> bool:
        """A line drawn by the Latin face alone, as before: no Arabic in it and the language
        is not Arabic (in Arabic every piece of text shares one baseline and line height, so
        a number beside an Arabic word in the rules sits on the same line)."""
        from ludic import i18n

        return not has_arabic(line) and not i18n.is_rtl()

    def baseline(self, line: str) -> int:
        """How far below the top of the one-line ``line``'s picture (as :meth:`render` draws
        it) its baseline is: lower in Arabic, whose picture keeps room for stacked marks."""
        return self.latin.get_ascent() if self._plain(line) else self._metrics()[0]

    def _line_size(self, line: str) -> tuple[int, int]:
        if self._plain(line):
            return self.latin.size(self.open_spaces(unmarked(line)))
        asc, desc = self._metrics()
        return sum(face.size(self._spaced(face, t))[0] for face, t in self._pieces(line)), \
            asc + desc

    def _render_line(self, line: str, antialias, color, bg=None) -> pygame.Surface:
        if self._plain(line):
            return self.latin.render(self.open_spaces(unmarked(line)), antialias, color, bg)
        asc, desc = self._metrics()
        pieces = [(face, face.render(self._spaced(face, t), antialias, color))
                  for face, t in self._pieces(line) if t]
        surf = pygame.Surface((max(1, sum(img.get_width() for _, img in pieces)), asc + desc),
                              pygame.SRCALPHA)
        if bg is not None:
            surf.fill(bg)
        x = 0
        for face, img in pieces:
            surf.blit(img, (x, asc - face.get_ascent()))
            x += img.get_width()
        return surf

    # -- a text entry's cursor ---------------------------------------------------------------
    def _run_width(self, kind: str, chunk: str) -> int:
        if kind == "X":  # an isolate's mark: drawn as nothing
            return 0
        if kind in ("L", "A"):
            return self.latin.size(self.open_spaces(chunk))[0]
        width = 0  # as _pieces draws it: the Arabic face's parts shaped, the rest in Latin
        for ok, part in self._face_parts(chunk):
            width += (self.arabic if ok else self.latin).size(part)[0]
        return width

    def caret_x(self, text: str, index: int) -> int:
        """Where a text entry's cursor after the first ``index`` characters of ``text``
        stands, in pixels from the line's left edge as :meth:`render` draws it. pygame_gui
        puts it at the width of ``text[:index]``, which is right only left to right: in an
        Arabic word the cursor after the last letter stood at the word's right, where it
        begins. In a right-to-left run the cursor after a character is on that
        character's left; in a left-to-right run (a Latin name, a number) on its right."""
        index = max(0, min(index, len(text)))
        if self._plain(text):
            return self.latin.size(self.open_spaces(text[:index]))[0]
        rtl = rtl_paragraph(text)
        logical = runs(text, rtl)
        widths = [self._run_width(kind, chunk) for kind, chunk in logical]
        order = list(range(len(logical)))[::-1] if rtl else list(range(len(logical)))
        left: dict[int, int] = {}
        x = 0
        for r in order:
            left[r] = x
            x += widths[r]
        start = 0
        for r, (kind, chunk) in enumerate(logical):
            end = start + len(chunk)
            if index <= end and (index > start or r == 0):
                k = index - start
                if kind in ("L", "A"):
                    return left[r] + self.latin.size(self.open_spaces(chunk[:k]))[0]
                # Arabic letters change shape with their neighbours, so a part's width alone
                # is not its share of the run: the share is the part before the cursor's
                # width over both parts' (the cursor moves steadily from right to left).
                before, after = self._run_width(kind, chunk[:k]), self._run_width(kind, chunk[k:])
                return left[r] + widths[r] - round(widths[r] * before / max(1, before + after))
            start = end
        return x

    def caret_index(self, text: str, x: int) -> int:
        """The cursor position (characters before it) nearest to ``x`` pixels from the
        line's left edge: a click in a text entry, by :meth:`caret_x`."""
        return min(range(len(text) + 1), key=lambda i: abs(self.caret_x(text, i) - x))

    # -- the Font calls ----------------------------------------------------------------------
    def size(self, text: str) -> tuple[int, int]:
        return self._line_size(text)

    def render(self, text: str, antialias=True, color=(0, 0, 0), bg=None,
               wraplength: int = 0) -> pygame.Surface:
        if self._plain(text):
            if wraplength:
                return self._render_wrapped_latin(text, antialias, color, bg, wraplength)
            return self.latin.render(self.open_spaces(unmarked(text)), antialias, color, bg)
        lines = self.wrap(text, wraplength) if wraplength else text.split("\n")
        imgs = [self._render_line(line, antialias, color, bg) for line in lines]
        right = rtl_paragraph(text)
        return self._stacked(imgs, bg, self.paragraph_step(imgs, right), right=right)

    def _render_wrapped_latin(self, text: str, antialias, color, bg,
                              wraplength: int) -> pygame.Surface:
        """A plain paragraph broken by :meth:`wrap`, each line drawn by the Latin face and
        stacked one line apart, in a picture as wide as the face's own wrapping makes it
        (``wraplength``, or the one line's width). The face's own wrapping counts the space
        after a line's last word: "2 squares per point" set in 58 px, the width of "2
        squares", read "2 / squares / per point" (the lesson steps, rules, panel lines and
        dialogs of English and French all came this way)."""
        imgs = [self.latin.render(self.open_spaces(unmarked(line)), antialias, color, bg)
                for line in self.wrap(text, wraplength)]
        return self._stacked(imgs, bg, self.latin.get_linesize(), width=wraplength)

    @staticmethod
    def _stacked(imgs: list[pygame.Surface], bg, step: int, width: int = 0,
                 right: bool = False) -> pygame.Surface:
        """A paragraph's line pictures ``imgs`` as one picture: a single line as it is; else
        each line ``step`` rows below the one before, set to the picture's right edge if
        ``right`` (a right-to-left paragraph) or its left, on ``bg`` (transparent if None),
        the picture as wide as its widest line or ``width`` if wider."""
        if len(imgs) == 1:
            return imgs[0]
        wide = max(width, *(img.get_width() for img in imgs))
        surf = pygame.Surface((wide, step * (len(imgs) - 1) + imgs[-1].get_height()),
                              pygame.SRCALPHA)
        if bg is not None:
            surf.fill(bg)
        for k, img in enumerate(imgs):  # aligned to the paragraph's start
            surf.blit(img, (wide - img.get_width() if right else 0, k * step))
        return surf

    def clearance(self) -> int:
        """The blank rows :meth:`paragraph_step` keeps between one line's letters and the
        next's: an eighth of the size, 2 at least (Noto Sans keeps 3 or 4 at 12 to 21 px
        between a French "g" and the "É" under it, a third of them in its tightest pairs)."""
        return max(2, round(self.latin.point_size / 8))

    def paragraph_step(self, imgs: list[pygame.Surface], right: bool = False) -> int:
        """The step from line to line of a paragraph whose lines are ``imgs`` (drawn by
        :meth:`render`, aligned to the right if ``right``): the Latin face's line, as English
        and French have it, unless some line's letters would come nearer the next line's than
        :meth:`clearance` rows, then the least step that keeps them that far apart.

        Noto Sans Arabic's own line is half as tall again as the Latin one: it reserves room
        for marks stacked high above and deep below a letter, which a sentence rarely has, and
        a paragraph stepped by it stood its lines an empty line apart (the Sig race's legend,
        the game-over panel). The Latin line is right for most Arabic paragraphs, yet not all:
        a damma or a tanwin over a line's letters ("وُضعت", "أولًا") met the descender of an
        "ع" or a "ح" in the line above it (at 12 px, 2 in 100 pairs of lines of the catalogue
        touched). So the ink decides: the pictures are laid over each other, the lower one
        dilated by a column each side, and the lowest row at which the two meet sets the
        step. One step for the whole paragraph, so its lines stay evenly spaced."""
        step = self.latin.get_linesize()
        clear = self.clearance()
        for above, below in zip(imgs, imgs[1:]):
            step = clear_step(above, below, step, clear, right)
        return step

    def wrap(self, text: str, width: int) -> list[str]:
        """``text`` cut between words into lines no wider than ``width`` (newlines kept),
        never inside a group of words the language holds together (French "La Mecque"),
        nor inside a name a player typed where the line has the room for it ("La Paz",
        :func:`ludic.i18n.kept_together`), each line of a right-to-left ``text`` read from
        the right (:func:`held_from_right`)."""
        from ludic import i18n

        text = i18n.held_brackets(text)  # never "(S8)" or "(Esc)" alone on a line
        rtl = rtl_paragraph(text)

        def held(line: str) -> str:
            return held_from_right(line) if rtl else line

        out: list[str] = []
        for para in text.split("\n"):
            line = ""
            for word in i18n.kept_together(
                    para.split(" "), lambda group: self._line_size(held(group))[0] <= width):
                trial = f"{line} {word}" if line else word
                if line and self._line_size(held(trial))[0] > width:
                    out.append(held(line))
                    line = word
                else:
                    line = trial
            out.append(held(line))
        return out
