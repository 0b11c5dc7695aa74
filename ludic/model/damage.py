"""What is wrong in a damaged TOML or JSON file, in the player's words.

Python's readers say what they found in English ("Expected '=' after a key in a key/value
pair (at line 3, column 7)", "Expecting ',' delimiter: line 2 column 5 (char 17)"), and the
messages about a broken level, lesson, save or settings file put that sentence inside a
French or Arabic one. :func:`described` turns the reader's exception into a
:class:`ludic.i18n.Text`: one of a few plain descriptions (a key without =, a text in quotes
not closed, a comma missing...) and where, as numbers (line, column), translated when shown.
The reader's own words go to the log only (:func:`logged`), where a developer reads them.
"""

from __future__ import annotations

import errno
import json
import logging
import re
import tomllib

from ludic.i18n import N_, Text

log = logging.getLogger(__name__)

_KEY = N_("a key is not followed by =")
_TWICE = N_("a key or a table is written twice")
_QUOTES = N_("a text in quotes is not closed")
_OPEN = N_("a list or a table is not closed")
_VALUE = N_("a value is not valid")
_CHARACTER = N_("a character is not allowed here")

#: (how the TOML reader's message begins, what the player reads): Python 3.11-3.13's
#: ``tomllib`` messages, most particular first.
TOML_WHAT = (
    ("Invalid statement", _KEY),
    ("Expected '=' after a key", _KEY),
    ("Cannot declare", _TWICE), ("Cannot overwrite", _TWICE), ("Cannot redefine", _TWICE),
    ("Cannot mutate", _TWICE), ("Duplicate inline table key", _TWICE),
    ("Unterminated string", _QUOTES),
    ("Unclosed array", _OPEN), ("Unclosed inline table", _OPEN),
    ("Expected ']'", _OPEN), ("Expected ']]'", _OPEN),
    ("Invalid value", _VALUE), ("Invalid date", _VALUE), ("Invalid hex value", _VALUE),
    ("Illegal character '\\n'", _QUOTES),  # a line break inside "..."
    ("Illegal character", _CHARACTER), ("Found invalid character", _CHARACTER),
    ("Invalid initial character", _CHARACTER), ("Unescaped", _CHARACTER),
    ("Escaped character", _CHARACTER), ("Expected", _CHARACTER),
)

#: The same for the JSON reader (``json.JSONDecodeError.msg``).
JSON_WHAT = (
    ("Expecting value", N_("a value is missing or not valid")),
    ("Expecting ',' delimiter", N_("a comma is missing")),
    ("Expecting ':' delimiter", N_("a colon is missing after a name")),
    ("Expecting property name", N_("a name is not in double quotes")),
    ("Unterminated string", _QUOTES),
    ("Invalid control character", _CHARACTER), ("Invalid \\", _CHARACTER),
    ("Extra data", N_("something follows the end of the data")),
)

_TOML_AT = re.compile(r"\(at line (\d+), column (\d+)\)\s*$")


def _what(message: str, table) -> Text:
    found = next((what for start, what in table if message.startswith(start)), None)
    return Text(found or N_("the text is not in the file's format"))


def described(error: ValueError) -> Text:
    """What ``error`` (a ``tomllib.TOMLDecodeError`` or a ``json.JSONDecodeError``) found
    wrong, and where: "a comma is missing (line 2, column 5)", "a text in quotes is not
    closed (at the end of the file)", as a Text (English for the log, translated when
    shown). The line and column are numbers, counted from 1 as an editor counts them."""
    if isinstance(error, json.JSONDecodeError):
        what = _what(error.msg, JSON_WHAT)
        line, column = error.lineno, error.colno
    elif isinstance(error, tomllib.TOMLDecodeError):
        message = str(error)
        what = _what(message, TOML_WHAT)
        at = _TOML_AT.search(message)
        if at is None:  # "(at end of document)"
            return Text(N_("{what} (at the end of the file)"), what=what)
        line, column = int(at.group(1)), int(at.group(2))
    else:
        return Text(N_("the text is not in the file's format"))
    return Text(N_("{what} (line {line}, column {column})"), what=what, line=line,
                column=column)


def unreadable(error: OSError | UnicodeDecodeError) -> Text:
    """Why a file could not be read, without the system's English ("Permission denied")
    or its path: a Text for "cannot be read ({reason})"."""
    if isinstance(error, UnicodeDecodeError):
        return Text(N_("it is not UTF-8 text (byte {at})"), at=error.start)
    code = getattr(error, "errno", None)
    if code in (errno.EACCES, errno.EPERM):
        return Text(N_("Ludic is not allowed to read it"))
    if code == errno.EISDIR:
        return Text(N_("it is a folder, not a file"))
    return Text(N_("the file could not be read"))


def logged(path, error: BaseException) -> None:
    """Put the reader's own words about ``path`` in the log, for a developer: the window
    says :func:`described`'s."""
    log.info("%s is damaged: %s", path, error)  # info: never on a command line's stderr
