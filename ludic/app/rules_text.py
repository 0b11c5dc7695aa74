"""The rule book shown in the app: which file to read, and how to draw it.

Each game's rules are ``levels/rules/<name>.md`` in English, with translations beside them in
``levels/rules/<lang>/<name>.md`` (``fr``, ``ar``) carrying the same rule numbers (S3, I7, ...).
:func:`rules_markdown` picks the file of the language in force (:func:`ludic.i18n.language`)
and falls back to English when a translation is missing or empty.

The markdown is then turned into the HTML subset of pygame_gui's ``UITextBox``
(:func:`to_html`) or drawn directly (:func:`render_markdown`): headings, paragraphs, bullet and
numbered lists, tables, **bold**, *italic*, ``code``, and house-rule marks picked out in
terracotta. A house-rule mark is written in the rule book's own language (:data:`HOUSE_MARKS`:
``[house rule]``, ``[règle maison]``, ``[قاعدة محلية]``); every one of them is recognised in
any text, so a translated page header that names the mark is highlighted too. ``<!-- ... -->``
comments (the translators' notes on spellings) are never shown. No pygame at import time.
"""

from __future__ import annotations

import html
import re

from ludic.resources import resource_path

HOUSE = "#B45636"
HEAD = "#2E3662"

#: The mark of a house rule (a choice of ours where the sources are silent), per language.
HOUSE_MARKS: dict[str, str] = {"en": "[house rule]", "fr": "[règle maison]", "ar": "[قاعدة محلية]"}
_HOUSE_RE = "|".join(re.escape(mark) for mark in HOUSE_MARKS.values())
_COMMENT = re.compile(r"<!--.*?-->", re.S)


def is_house_mark(text: str) -> bool:
    """True when ``text`` is the house-rule mark of one of the rule book's languages."""
    return text in HOUSE_MARKS.values()


def rules_file(name: str, lang: str = "en"):
    """The path of rule book ``name`` in ``lang`` (English: ``levels/rules/<name>.md``)."""
    if lang == "en":
        return resource_path("levels", "rules", f"{name}.md")
    return resource_path("levels", "rules", lang, f"{name}.md")


def rules_markdown(name: str, lang: str | None = None) -> str | None:
    """The text of rule book ``name`` in ``lang`` (default: the language in force), the
    English text where that translation is missing or empty, None when even English is."""
    if lang is None:
        from ludic.i18n import language

        lang = language()
    for code in dict.fromkeys((lang, "en")):
        try:
            text = rules_file(name, code).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        if strip_comments(text).strip():
            return text
    return None


def strip_comments(md: str) -> str:
    """``md`` without its ``<!-- ... -->`` comments."""
    return _COMMENT.sub("", md)


def inline(text: str) -> str:
    text = html.escape(text, quote=False)
    text = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", text)
    text = re.sub(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])", r"<i>\1</i>", text)
    text = re.sub(r"`([^`]+)`", r"<b>\1</b>", text)
    text = re.sub(r"<b>(" + _HOUSE_RE + r")</b>|(" + _HOUSE_RE + ")",
                  lambda m: f"<font color={HOUSE}><b>{m.group(1) or m.group(2)}</b></font>", text)
    return text


def _blocks(md: str) -> list[tuple[str, str]]:
    """(kind, text) blocks: heading1/heading2/para/item/subitem/row/code/blank."""
    blocks: list[tuple[str, str]] = []
    in_code = False
    for raw in strip_comments(md).splitlines():
        line = raw.rstrip()
        if line.strip().startswith("```"):
            in_code = not in_code
            continue
        if in_code:
            blocks.append(("code", line))
        elif not line.strip():
            blocks.append(("blank", ""))
        elif line.startswith("## "):
            blocks.append(("heading2", line[3:]))
        elif line.startswith("# "):
            blocks.append(("heading1", line[2:]))
        elif line.lstrip().startswith("|"):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if all(re.fullmatch(r":?-{2,}:?", c) for c in cells if c):
                continue
            blocks.append(("row", "   ·   ".join(cells)))
        elif re.match(r"\s*(- |\d+\. )", line):
            # an item indented under another (S4's djinn: "except:" and its four cases)
            blocks.append(("subitem" if line.startswith(" ") else "item", line.strip()))
        elif line.startswith(" ") and blocks and blocks[-1][0] in ("item", "subitem", "para"):
            kind, text = blocks[-1]
            blocks[-1] = (kind, text + " " + line.strip())
        elif blocks and blocks[-1][0] == "para":
            blocks[-1] = ("para", blocks[-1][1] + " " + line.strip())
        else:
            blocks.append(("para", line.strip()))
    return blocks


def to_html(md: str, size: int = 18) -> str:
    """The markdown ``md`` as pygame_gui HTML with body text of ``size`` pixels."""
    h1, h2 = round(size * 1.5), round(size * 1.2)
    out: list[str] = []
    for kind, text in _blocks(md):
        if kind == "heading1":
            out.append(f"<font pixel_size={h1} color={HEAD}><b>{inline(text)}</b></font><br>")
        elif kind == "heading2":
            out.append(f"<font pixel_size={h2} color={HEAD}><b>{inline(text)}</b></font><br>")
        elif kind in ("item", "subitem"):
            m = re.match(r"(- |\d+\. )(.*)", text)
            bullet = "•" if m.group(1) == "- " else m.group(1).strip()
            lead = "      " if kind == "subitem" else "  "
            out.append(f"{lead}{bullet} {inline(m.group(2))}<br>")
        elif kind == "row":
            out.append(f"  {inline(text)}<br>")
        elif kind == "code":
            out.append(f"    {html.escape(text, quote=False)}<br>")
        elif kind == "para":
            out.append(f"{inline(text)}<br>")
        elif kind == "blank" and out and not out[-1].endswith("<br><br>"):
            out.append("<br>")
    return f"<font pixel_size={size}>" + "".join(out) + "</font>"


# -- drawing the text directly (fast: laid out once per width and cached) ----------------------
_INLINE = re.compile(r"(\*\*.+?\*\*|`[^`]+`|" + _HOUSE_RE
                     + r"|(?<![\w*])\*(?!\s).+?(?<!\s)\*(?![\w*]))")
#: Where a line may break: ordinary spaces only, so a no-break space (French "«\u00a0",
#: "\u202f;") keeps its neighbours together.
_BREAK = re.compile(r"([ \t]+)")


def runs(text: str) -> list[tuple[str, str]]:
    """``text`` split into (style, words) runs: style is "", "b", "i" or "house"."""
    out: list[tuple[str, str]] = []
    pos = 0
    for m in _INLINE.finditer(text):
        if m.start() > pos:
            out.append(("", text[pos:m.start()]))
        tok = m.group(0)
        if is_house_mark(tok) or (tok.startswith("`") and is_house_mark(tok[1:-1])):
            out.append(("house", tok.strip("`")))
        elif tok.startswith("**"):
            out.append(("b", tok[2:-2]))
        elif tok.startswith("`"):
            out.append(("b", tok[1:-1]))
        else:
            out.append(("i", tok[1:-1]))
        pos = m.end()
    if pos < len(text):
        out.append(("", text[pos:]))
    return out


def latin_phrases(words: list[str], measure, room: int) -> list[str]:
    """In a right-to-left page, ``words`` (and the spaces between them, as ``_BREAK``
    splits them) with each phrase of several Latin words joined into one: the page places
    its words from the right, so "Bellin 1964: 56-59" read "56-59 1964: Bellin" in the
    Arabic rules. A phrase is a run of words without an Arabic letter holding a Latin
    letter, drawn left to right as one; a stop after it stays a word of its own (it ends
    the Arabic sentence, on the phrase's left), and so does a bracket after it ("b2 (D2)":
    the rule number follows the square for a reader from the right). A single word keeps
    the same rule: the stop of "S1." (a heading's rule number), "5." or "(D2)." before
    Arabic or at the paragraph's end is a word of its own, on the left (Unicode resolves a
    stop between Latin and Arabic to the paragraph's direction; a word drawn alone would put
    it on the right). A phrase wider than a line is cut into phrases that each fit one, in
    reading order.

    A Latin word followed by an Arabic comma or semicolon, glued to it as Arabic writes it
    ("Africaines،"), is still a Latin word: the comma ends its phrase and stays a stop of its
    own. Taken as an Arabic word, it cut the Arabic source "مجلة Notes Africaines، العدد 45"
    into two phrases placed from the right, "Africaines، Notes"."""
    from ludic.app.bidi import has_arabic

    def arabic(word: str) -> bool:
        return has_arabic(word.rstrip(ARABIC_STOPS) or word)

    out: list[str] = []
    i = 0
    while i < len(words):
        if not words[i] or words[i].isspace() or arabic(words[i]):
            out.append(words[i])
            i += 1
            continue
        j = i
        while j < len(words) and not arabic(words[j]) \
                and not (j > i and words[j][:1] in "(["):  # a rule number is read on its own
            j += 1
            if has_arabic(words[j - 1]):  # its Arabic comma ends the phrase
                break
        # words[i:j] holds no Arabic; end it on a word (not a space)
        while j > i and (not words[j - 1] or words[j - 1].isspace()):
            j -= 1
        phrase, stop = _stop(words[i:j])
        if j - i > 1 and any(c.isalpha() for c in phrase) and measure(phrase) <= room:
            out.append(phrase)
            if stop:
                out.append(stop)
            i = j
            continue
        # wider than a line: its longest beginning that fits a line is placed as one, and
        # the rest is read again (words one by one from the right read a long citation
        # 'Monod, T. 1950. Sur quelques...' as '1950. T. Monod,' in the Dra source)
        k = j - 1
        while k > i + 1 and (words[k - 1].isspace() or not words[k - 1]
                             or measure("".join(words[i:k])) > room):
            k -= 1
        if k > i + 1 and any(c.isalpha() for c in "".join(words[i:k])):
            out.append("".join(words[i:k]))
            i = k
            continue
        # a word on its own: its stop too, where Arabic (or the paragraph's end) follows it
        # ("S1." of a heading, "5." ending a sentence); between two Latin words it stays
        word, stop = _stop(words[i:i + 1])
        after = next((w for w in words[i + 1:] if w and not w.isspace()), None)
        if stop and any(c.isalnum() for c in word) and (after is None or has_arabic(after)):
            out += [word, stop]
        else:
            out.append(words[i])
        i += 1
    return out


def styled_words(run_list: list[tuple[str, str]]) -> list:
    """For a right-to-left page: ``run_list`` (:func:`runs`) with each word written in
    several styles and holding no Arabic letter taken out as one ``("compound", parts)``
    item, ``parts`` its ``(style, text)`` pieces in order; the other words stay runs of one
    style, as they were.

    "(`a`-`f`)" is five pieces of two styles and no space: placed one by one from the right
    it read "(f-a)" with its brackets facing out. As one item the page lays out its letters
    left to right as one word, and its brackets and stops outside the letters as Unicode
    resolves them beside Arabic (right to left, mirrored): "(a-f)", and "(h" for "`h`)"."""
    from ludic.app.bidi import has_arabic

    tokens = [(style, w) for style, chunk in run_list for w in _BREAK.split(chunk) if w]
    out: list = []
    i = 0
    while i < len(tokens):
        j = i
        while j < len(tokens) and not tokens[j][1].isspace():
            j += 1
        group = tokens[i:j] or tokens[i:i + 1]
        if len(group) > 1 and not any(has_arabic(w) for _, w in group) \
                and any(c.isalnum() for _, w in group for c in w):
            out.append(("compound", group))
        else:
            for style, w in group:
                if out and out[-1][0] == style:
                    out[-1] = (style, out[-1][1] + w)
                else:
                    out.append((style, w))
        i += len(group)
    return out


def compound_parts(parts: list[tuple[str, str]]) -> tuple[list, list, list]:
    """A compound word's pieces cut into what stands before its first letter or digit (one
    character a piece, mirrored: read from the right), its letters (left to right) and
    what follows its last (one character a piece, mirrored)."""
    from ludic.app.bidi import _MIRROR

    chars = [(style, c) for style, text in parts for c in text]
    alnum = [k for k, (_s, c) in enumerate(chars) if c.isalnum()]
    first, last = alnum[0], alnum[-1]
    core: list[tuple[str, str]] = []
    for style, c in chars[first:last + 1]:
        if core and core[-1][0] == style:
            core[-1] = (style, core[-1][1] + c)
        else:
            core.append((style, c))
    before = [(style, c.translate(_MIRROR)) for style, c in chars[:first]]
    after = [(style, c.translate(_MIRROR)) for style, c in chars[last + 1:]]
    return before, core, after


_PAIRS = {"(": ")", "[": "]", "«": "»"}


def edge_brackets(word: str) -> list[str]:
    """A Latin word of a right-to-left page with a bracket at an end whose partner is not in
    it cut off that bracket, mirrored: "(k = 1" opens a bracket closed after Arabic words,
    and Unicode resolves such a bracket right to left, so it reads from the right as ")"
    before "k = 1", and "5)" as "5" then "(". A pair inside the word ("(D2)") is kept."""
    from ludic.app.bidi import _MIRROR, has_arabic

    if has_arabic(word) or not any(c.isalnum() for c in word):
        return [word]
    head: list[str] = []
    tail: list[str] = []
    for opener, closer in _PAIRS.items():
        while word[:1] == opener and word.count(opener) > word.count(closer):
            head.append(opener.translate(_MIRROR))
            word = word[1:]
        while word[-1:] == closer and word.count(closer) > word.count(opener):
            tail.insert(0, closer.translate(_MIRROR))
            word = word[:-1]
    return head + [word] + tail


#: The stops a sentence, a clause or a rule number's heading ends with.
STOPS = ".,;:!?،؛"
#: The Arabic ones, glued to a Latin word they end ("Africaines،").
ARABIC_STOPS = "،؛"


def glued_stop(words: list[str], k: int) -> str:
    """The stops that follow ``words[k]`` with no space between (as :func:`latin_phrases`
    splits "Africaines،" into "Africaines" and "،"), joined: they end the same line.

    >>> glued_stop(["Notes Africaines", "،", " ", "العدد"], 0)
    '،'
    >>> glued_stop(["Notes", " ", "،"], 0)
    ''
    """
    out = ""
    for word in words[k + 1:]:
        if not word or any(c not in STOPS for c in word):
            break
        out += word
    return out


def _stop(words: list[str]) -> tuple[str, str]:
    """``words`` joined, and the stops at their end split off: ``("S1", ".")``."""
    text, stop = "".join(words), ""
    while text and text[-1] in STOPS and len(text) > 1:
        text, stop = text[:-1], text[-1] + stop
    return text, stop


#: A rule's number at the start of a heading ("S1. Board and track" -> "S1").
RULE_HEADING = re.compile(r"^([A-Z]{1,2}\d+)\.\s")


class Page:
    """A laid-out rules page: the picture, and where each rule's heading is on it."""

    def __init__(self, surface, anchors: dict[str, int], headings: list[tuple[str, str, int]],
                 placed: dict | None = None):
        self.surface = surface
        #: example number -> where its picture is on the page (a pygame.Rect)
        self.placed = placed or {}
        #: rule number ("S5") -> the y of its heading on the page
        self.anchors = anchors
        #: (rule number or "", heading text, y) in page order: the table of contents
        self.headings = headings

    def get_height(self) -> int:
        return self.surface.get_height()

    # a page is kept in a SurfaceCache, which weighs it by its picture
    def get_size(self) -> tuple[int, int]:
        return self.surface.get_size()

    def get_bytesize(self) -> int:
        return self.surface.get_bytesize()


def render_markdown(md: str, width: int, size: int, colors: dict | None = None):
    """The markdown ``md`` laid out ``width`` pixels wide as one transparent surface."""
    return layout_markdown(md, width, size, colors).surface


def layout_markdown(md: str, width: int, size: int, colors: dict | None = None,
                    pictures: dict | None = None) -> Page:
    """The markdown ``md`` laid out ``width`` pixels wide, with the y of every heading.

    ``pictures`` maps a worked example's number (``"D6.1"``: the numbered item 1 under the
    heading ``D6.``) to a surface drawn beside that item's text, at its right (at its left
    in a right-to-left language), the text wrapping beside it."""
    import pygame

    from ludic.app import theme

    from ludic import i18n

    rtl = i18n.is_rtl()  # lines start at the right, words placed right to left
    colors = colors or {}
    pictures = pictures or {}
    ink = colors.get("ink", theme.INK)
    head = colors.get("head", theme.INDIGO)
    house = colors.get("house", theme.TERRACOTTA)
    soft = colors.get("soft", theme.TEXT_SOFT)
    pieces: list[tuple[int, int, "pygame.Surface"]] = []
    anchors: dict[str, int] = {}
    headings: list[tuple[str, str, int]] = []
    placed: dict = {}
    y = 0
    line_gap = round(size * 0.42)
    section = ""

    def flow(text: str, x0: int, indent: int, fsize: int, color, bold=False, italic=False,
             first_prefix: str = "", right: int | None = None) -> None:
        nonlocal y
        limit = width if right is None else right
        x = x0
        line_h = round(fsize * 1.38 * theme.text_factor())  # the drawn letters' step
        def place(xx: int, img) -> None:
            pieces.append((width - xx - img.get_width() if rtl else xx, y, img))

        if first_prefix:
            pf = theme.font(fsize, True)
            # an item's "1." from the right reads 1 then its stop, as Arabic lists do
            parts = latin_phrases([first_prefix], lambda t: pf.size(t)[0], width) if rtl \
                else [first_prefix]
            px = x0
            for part in parts:
                place(px, pf.render(part, True, color))
                px += pf.size(part)[0]
            x = x0 + indent
        start_x = x0 + indent if first_prefix else x0

        def styled(style: str):
            b = bold or style in ("b", "house")
            it = italic or style == "i"
            return theme.font(fsize, b, it), house if style == "house" else color

        items = styled_words(runs(text)) if rtl else runs(text)

        def held_on(i: int) -> int:
            """The width of what starts run ``i`` held to the run before it by a no-break
            space (French "**dessus**\u00a0: 0,5", the option and its value): it ends the
            same line as that run's last word, never begins the next with its colon."""
            if i >= len(items) or items[i][0] == "compound":
                return 0
            style, chunk = items[i]
            if not chunk or chunk[0] not in "\u00a0\u202f":
                return 0
            return styled(style)[0].size(_BREAK.split(chunk)[0])[0]

        for n, (style, chunk) in enumerate(items):
            if style == "compound":
                before, core, after = compound_parts(chunk)
                drawn = []
                for group, is_core in ((before, False), (core, True), (after, False)):
                    for st, t in group:
                        f, c = styled(st)
                        drawn.append((f.render(t, True, c), is_core))
                total = sum(img.get_width() for img, _ in drawn)
                if x + total > limit and x > start_x:
                    y += line_h
                    x = start_x
                core_w = sum(img.get_width() for img, is_core in drawn if is_core)
                core_x, inside = None, 0
                for img, is_core in drawn:
                    if not is_core:
                        place(x, img)
                        x += img.get_width()
                        continue
                    if core_x is None:
                        core_x, x = x, x + core_w
                    # the letters left to right: the first at the core's left end
                    inside += img.get_width()
                    place(core_x + core_w - inside, img)
                continue
            f, c = styled(style)
            words = _BREAK.split(chunk)
            if rtl:
                # (B023 is wrong here: latin_phrases calls the measure before f changes)
                words = [piece for word in latin_phrases(words, lambda t: f.size(t)[0],  # noqa: B023
                                                         limit - start_x)
                         for piece in edge_brackets(word)]
            for k, word in enumerate(words):
                if not word:
                    continue
                if word.isspace():
                    x += f.size(" ")[0]
                    continue
                w = f.size(word)[0]
                # a stop latin_phrases split off this word goes to the next line with it:
                # alone, the Arabic comma after "«Sur quelques ... quadrillages»" began
                # the next line of the Dra source in extra large text
                stop = glued_stop(words, k)
                held = held_on(n + 1) if not any(words[k + 1:]) else 0
                if x + w + (f.size(stop)[0] if stop else 0) + held > limit and x > start_x:
                    y += line_h
                    x = start_x
                place(x, f.render(word, True, c))
                x += w
        y += line_h

    for kind, text in _blocks(md):
        if kind == "heading1":
            headings.append(("", text, y))
            flow(text, 0, 0, round(size * 1.45), head, bold=True)
            y += line_gap
        elif kind == "heading2":
            y += line_gap
            m = RULE_HEADING.match(text)
            section = m.group(1) if m else ""
            if section:
                anchors.setdefault(section, y)
            headings.append((section, text, y))
            flow(text, 0, 0, round(size * 1.18), head, bold=True)
            y += line_gap // 2
        elif kind in ("item", "subitem"):
            m = re.match(r"(- |\d+\. )(.*)", text)
            bullet = "•" if m.group(1) == "- " else m.group(1).strip()
            indent = round(size * 1.6)
            if kind == "subitem":  # set in under its item's text, not level with the item
                flow(m.group(2), round(size * 0.6) + indent, indent, size, ink,
                     first_prefix=bullet)
                y += round(size * 0.2)
                continue
            picture = pictures.get(f"{section}.{bullet.rstrip('.')}") if section else None
            if picture is not None:
                gap = round(size * 0.8)
                top = y
                # beside the text, on the side its lines end: the left in Arabic
                at = (0 if rtl else width - picture.get_width(), top + round(size * 0.2))
                pieces.append((at[0], at[1], picture))
                placed[f"{section}.{bullet.rstrip('.')}"] = picture.get_rect(topleft=at)
                flow(m.group(2), round(size * 0.6), indent, size, ink, first_prefix=bullet,
                     right=width - picture.get_width() - gap)
                y = max(y, top + picture.get_height() + round(size * 0.4))
            else:
                flow(m.group(2), round(size * 0.6), indent, size, ink, first_prefix=bullet)
            y += round(size * 0.2)
        elif kind == "row":
            flow(text, round(size * 0.6), 0, round(size * 0.92), ink)
        elif kind == "code":
            f = theme.font(round(size * 0.9), True)
            img = f.render(text or " ", True, soft)
            pieces.append((width - round(size * 1.2) - img.get_width() if rtl
                           else round(size * 1.2), y, img))
            # a line of the block apart from the next by the enlarged text's own step: at a
            # fixed 1.25 the size, in extra large text the j and p of Isolo's board (I1)
            # reached into the capitals of the row under them
            y += max(round(size * 1.25), theme.line_step(round(size * 0.9), True))
        elif kind == "para":
            flow(text, 0, 0, size, ink)
            y += round(size * 0.3)
        elif kind == "blank":
            y += round(size * 0.25)
    surface = pygame.Surface((max(1, width), max(1, y + size)), pygame.SRCALPHA)
    for x, yy, img in pieces:
        surface.blit(img, (x, yy))
    return Page(surface, anchors, headings, placed)
