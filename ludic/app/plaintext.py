"""Text that came from outside Ludic (a file, the keyboard, the clipboard, a file name), made
safe to draw and to write. No pygame here: the storage uses it too.

What is taken out, and why:

* control characters (``Cc``: NUL, tabs, line breaks, escapes): a NUL stops the font
  renderer, a line break breaks a one-line label; tabs and line breaks become a space;
* format characters (``Cf``: zero-width space U+200B, joiners U+200C/U+200D, direction marks
  U+200E/U+200F, the byte-order mark, ...): alone they have no width, and
  ``pygame.font.Font.render`` refuses text of zero width (``pygame.error: Text has zero
  width``);
* lone surrogates (``Cs``, from ``"\\ud800"`` in a JSON file or an undecodable file name):
  they cannot be encoded as UTF-8, so they can neither be drawn nor written;
* private-use and unassigned code points (``Co``, ``Cn``) and the line and paragraph
  separators (``Zl``, ``Zp``);
* the marks that are *default ignorable* (the combining grapheme joiner U+034F, variation
  selectors, Mongolian free variation selectors, Khmer inherent vowels): also of zero width
  alone.

Combining accents are kept (a name like "Zoé" typed as ``e`` + U+0301 stays as it is).
:func:`clean` also cuts the text to a length, so that a name of 100,000 characters in a file
never reaches the drawing code.
"""

from __future__ import annotations

import unicodedata

_NEVER = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
#: Marks (category Mn) that are default ignorable: no width even after a letter.
_IGNORABLE_MARKS = ((0x034F, 0x034F), (0x17B4, 0x17B5), (0x180B, 0x180D), (0x180F, 0x180F),
                    (0xFE00, 0xFE0F), (0xE0100, 0xE01EF))
_SPACES = frozenset("\t\n\r\x0b\x0c\x85\u2028\u2029")


def printable(ch: str) -> bool:
    """True if the one character ``ch`` may be drawn and written."""
    if unicodedata.category(ch) in _NEVER:
        return False
    cp = ord(ch)
    return not any(lo <= cp <= hi for lo, hi in _IGNORABLE_MARKS)


def is_clean(text: str) -> bool:
    """True if every character of ``text`` is printable."""
    return all(printable(c) for c in text)


def clean(text: str, limit: int | None = None) -> str:
    """``text`` with the unprintable characters taken out (line breaks and tabs become one
    space), runs of spaces made one, trimmed, and cut to ``limit`` characters."""
    if not isinstance(text, str):
        raise TypeError("clean() takes a str")
    if limit is not None:
        text = text[: limit * 4]  # never walk a huge string: the rest would be cut anyway
    out = []
    for c in text:
        if c in _SPACES:
            c = " "
        elif not printable(c):
            continue
        if c == " " and out and out[-1] == " ":
            continue
        out.append(c)
    result = "".join(out).strip()
    if limit is not None and len(result) > limit:
        result = result[:limit].rstrip()
    return result


def shown(value: object, limit: int = 24) -> str:
    """A value from a file as a short, printable quotation for a message ("its cursor
    (-1) ..."): numbers as written, text cleaned, cut and quoted in the language's marks
    (:func:`ludic.i18n.quoted`: “chess”, « chess », «chess»), anything else by its kind, in
    words that are a :class:`ludic.i18n.Text` (``tr()`` shows "a list" in the player's
    language; JSON's own words true, false and null stay as a file writes them)."""
    from ludic.i18n import N_, Text, quoted

    if isinstance(value, bool) or value is None:
        return {True: "true", False: "false", None: "null"}[value]
    if isinstance(value, int):
        return str(value) if value.bit_length() < 64 else Text(N_("a number too large"))
    if isinstance(value, float):
        return repr(value) if len(repr(value)) <= limit else Text(N_("a number"))
    if isinstance(value, str):
        text = clean(value, limit + 1)
        return quoted(f"{text[:limit]}…" if len(text) > limit else text)
    if isinstance(value, list):
        return Text(N_("a list"))
    if isinstance(value, dict):
        return Text(N_("a table of values"))
    return Text(N_("an unknown value"))


class Unprintable:
    """The characters a text field refuses: ``ch in UNPRINTABLE`` is True for anything
    :func:`printable` refuses. pygame_gui's text entry checks every typed, pasted or set
    character with ``in forbidden_characters``, so this one object closes all three ways
    in."""

    def __contains__(self, ch: object) -> bool:
        return isinstance(ch, str) and not is_clean(ch)

    def __iter__(self):  # pygame_gui never lists it; an empty iteration keeps it harmless
        return iter(())


UNPRINTABLE = Unprintable()


def option_name(exc: BaseException) -> str | None:
    """The ruleset option a :class:`~ludic.model.errors.LevelError` refuses (its field
    ``options.quiet_limit`` -> ``quiet_limit``, cleaned and cut short: a saved game's option
    may be any text), or None when the error is about something else: the level file's
    start position, its board, the number of players."""
    field = getattr(exc, "field", None) or ""
    if not field.startswith("options."):
        return None
    return clean(field[len("options."):], 60)


def plain_reason(exc: BaseException, default: str | None = None) -> str:
    """What an error says to a person: a rule's refusal as the rules word it (``RuleError``),
    a level file's message without the file's path (``LevelError``), else ``default``
    ("something in it is wrong"); never Python's own words ("'int' object is not
    iterable") nor a path on the disk. The answer is a :class:`ludic.i18n.Text` where the
    model's words are one: ``tr()`` shows it in the player's language, ``str()`` in English."""
    from ludic.i18n import N_, Text
    from ludic.model.errors import LevelError, RuleError, cite

    if isinstance(exc, LevelError):
        option = option_name(exc)
        if option is None:
            # the level file itself (its start position, its board): its id and the field
            # as the file writes them, the reason in the player's language
            return exc.text()
        # a message marked N_() but raised as a plain str is still found in the catalogue
        message = exc.message if isinstance(exc.message, Text) \
            else Text(clean(str(exc.message), 300))
        reason = cite(message, exc.rule) if exc.rule else message
        return Text(N_("the option {field}: {reason}"), field=option, reason=reason)
    if isinstance(exc, RuleError):
        return exc.text()
    return default if default is not None else Text(N_("something in it is wrong"))
