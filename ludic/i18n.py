"""Translations: the one place that knows which language Ludic speaks (no pygame here).

Strings a person reads are written in English in the code and marked for Babel's extractor:

* ``_("Throw the sticks")`` translates **now**, in the current language (app code that draws
  the text at once).
* ``pgettext("button", "Start")`` translates now, with a context for a word used in two
  senses (the Start button, the Start square of Sig).
* ``N_("South")`` only marks a string (for module-level tables); translate it with
  :func:`tr` when it is shown.
* ``Text(N_("{seat} cannot move: {winner} wins"), seat=..., winner=...)`` is a message of the
  model layer: it *reads as English* (it is a ``str``, so ``print``, comparisons and the tests
  see English) and remembers its message id and named placeholders, so :func:`tr` can show it
  in the current language when the app draws it. Placeholders that are themselves
  :class:`Text` are translated too (a seat name inside a refusal).
* ``Text(NP_("{name}: {n} piece", "{name}: {n} pieces"), name=..., n=3)`` is a model
  message that *counts*: :func:`NP_` marks a singular and a plural message id together (so
  Babel writes one ``msgid_plural`` entry, keyword spec ``NP_:1,2``), and the Text picks the
  form for its number, the placeholder named ``n`` (or the one :func:`NP_`'s third argument
  names: ``NP_("captures {count} piece", "captures {count} pieces", "count")``). It reads
  as English with the English form ("South: 1 piece", "South: 3 pieces"), and :func:`tr`
  asks the catalogue with ``ngettext``, so each language gets its own forms: French two
  (0 and 1 singular), Arabic six (0, 1, 2, then by the last two digits 3-10 with the
  plural, 11-99 with the singular, and 100-102, 200, 1000... with the singular of a
  genitive: the ``Plural-Forms`` header of its ``.po``). Every form keeps the placeholder,
  so Arabic writes 1 and 2 as "قطعة واحدة (1)", "قطعتان (2)".
* ``ngettext("{n} move", "{n} moves", n).format(n=n)`` is the same for app code that draws
  the text at once. A message that counts two things ("12 pieces placed make 6 turns")
  takes the second as a counted Text of its own in a placeholder (``placed=Text(NP_("{n}
  piece placed", "{n} pieces placed"), n=12)``), or is two messages: never one message id
  with two numbers, as no form can agree with both.

The model never translates: it builds :class:`Text` values and the app calls :func:`tr` at
the moment it shows them, so switching language takes effect without rebuilding any state.

Seats and names. The model knows seats, never the names the players typed: its messages carry
the seat as a placeholder whose value is the seat's default name, itself a Text
(``Text(N_("{loser} cannot move: {winner} wins"), loser=Text(N_("North")), ...)``). While a
game is shown the app tells this module the players' names (:func:`set_players`); from then
on :func:`tr` shows every such *seat value* as the player's name ("Youssef cannot move: Amina
wins"), in whatever message it sits. That is the one place names replace seats: no message is
patched on its own. A seat word the app wants shown as a word (the side of the board, "Amina
(South)") is passed as a plain string, which is translated but never replaced.

Catalogues live in ``locale/<lang>/LC_MESSAGES/ludic.mo`` under the resource root (found
through :mod:`ludic.resources`, so source and bundle agree). Nothing happens at import time:
until :func:`set_language` is called, every function answers in English.
"""

from __future__ import annotations

import gettext
import locale
import os
import re
import unicodedata
from contextlib import contextmanager
from typing import Any, Callable, NamedTuple

from ludic.resources import resource_path

#: Languages Ludic ships, by code, with the name each is written in.
LANGUAGES: dict[str, str] = {"en": "English", "fr": "Français", "ar": "العربية"}
#: Languages written right to left.
RTL_LANGUAGES = frozenset({"ar"})
DOMAIN = "ludic"

_current = "en"
_catalogue: gettext.NullTranslations = gettext.NullTranslations()


def locale_dir() -> str:
    return str(resource_path("locale"))


def set_language(code: str) -> str:
    """Switch every later translation to ``code`` (unknown codes fall back to English).
    Returns the code in force."""
    global _current, _catalogue
    code = code if code in LANGUAGES else "en"
    if code == "en":
        _catalogue = gettext.NullTranslations()
    else:
        _catalogue = gettext.translation(DOMAIN, locale_dir(), languages=[code], fallback=True)
    _current = code
    return code


def language() -> str:
    """The code of the language in force (``"en"``, ``"fr"``, ``"ar"``)."""
    return _current


def is_rtl(code: str | None = None) -> bool:
    """True when ``code`` (default: the language in force) is written right to left."""
    return (code or _current) in RTL_LANGUAGES


#: The languages as Windows names its locales (``locale.getlocale()`` there gives
#: ``('French_France', '1252')``, ``('Arabic_Algeria', '1256')``, not ``fr_FR``).
WINDOWS_NAMES = {"english": "en", "french": "fr", "arabic": "ar"}


def system_language() -> str:
    """The system's language where Ludic has it, else ``"en"`` (first start): from the
    POSIX variables (``fr_FR.UTF-8``, a list ``fr:en``), or the locale, named as POSIX
    (``ar_DZ``), as a language tag (``fr-FR``) or as Windows names it (``French_France``:
    a French or Arabic Windows started in English before)."""
    candidates = [os.environ.get(name, "") for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")]
    try:
        candidates.append(locale.getlocale()[0] or "")
    except ValueError:
        pass
    for value in candidates:
        for part in value.split(":"):
            code = re.split(r"[_.@-]", part, maxsplit=1)[0].strip().lower()
            code = WINDOWS_NAMES.get(code, code)
            if code in LANGUAGES:
                return code
    return "en"


#: The voice in force (:func:`voice`): a message context tried before the plain message.
_voice: str | None = None


@contextmanager
def voice(context: str | None):
    """Speak in ``context``'s voice inside the ``with``: :func:`_`, :func:`ngettext` and so
    :func:`tr` first ask the catalogue for each message as meant in ``context`` and fall
    back to the plain message where it has no such entry.

    French speaks to a player with "vous" and to a pupil with "tu" (every lesson text does):
    a lesson draws the game's own prompts, trays and refusals inside ``voice("tu")``, so
    "Retirez un pion de {them}" reads "Retire un pion de {them}" there. The strings that
    need it are marked with :func:`NC_` in :mod:`ludic.app.lesson_voice`."""
    global _voice
    before, _voice = _voice, context
    try:
        yield
    finally:
        _voice = before


def set_voice(context: str | None) -> None:
    """Speak in ``context``'s voice from now on (``None``: the plain messages), as
    :func:`voice` does inside a ``with``: for a scene that speaks so while it is on top."""
    global _voice
    _voice = context


def _(message: str) -> str:
    """``message`` in the language in force (in the :func:`voice` in force, if it has one)."""
    if not message:
        return message
    if _voice is not None:
        said = _catalogue.pgettext(_voice, message)
        if said != message:
            return said
    return _catalogue.gettext(message)


def pgettext(context: str, message: str) -> str:
    """``message`` in the language in force, as meant in ``context``: one English word that
    two places use in different senses gets two message ids (``pgettext("button",
    "Start")`` is an imperative, ``pgettext("sig square", "Start")`` a square's name)."""
    return _catalogue.pgettext(context, message) if message else message


def N_(message: str) -> str:
    """Mark ``message`` for extraction without translating it (translate later with tr)."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or plural form of a message for ``n``, in the language in force (in the
    :func:`voice` in force, if it has one)."""
    if _voice is not None:
        said = _catalogue.npgettext(_voice, singular, plural, _whole(n))
        if said not in (singular, plural):
            return said
    return _catalogue.ngettext(singular, plural, _whole(n))


def NC_(context: str, message: str) -> str:
    """Mark ``message`` for extraction as meant in ``context`` (keyword spec ``NC_:1c,2``),
    without translating it: the messages a :func:`voice` speaks differently."""
    return message


def _whole(n: Any) -> int:
    """``n`` as the whole number the plural rules read (a count is one; 2.0 is 2)."""
    try:
        return abs(int(n))
    except (TypeError, ValueError):
        # not a number ("a huge number", a cut "123…"): a number that takes the plural in
        # English and French, and in Arabic the form of 100 (not the dual of 2)
        return 100


class Plural(NamedTuple):
    """A counted message id, as :func:`NP_` marks it: the singular and plural English forms
    and the name of the placeholder that holds the number."""

    singular: str
    plural: str
    counted: str = "n"


def NP_(singular: str, plural: str, counted: str = "n") -> Plural:
    """Mark a counted message for extraction (one ``msgid_plural`` entry) without
    translating it; ``Text(NP_(...), n=...)`` shows the form for its number. ``counted``
    names the placeholder that holds the number (``"n"`` unless said)."""
    return Plural(singular, plural, counted)


def join_list(items) -> str:
    """``items`` as a list reads in the language in force: ``"a, b and c"`` in English,
    ``"a, b et c"`` in French, ``"الجنوب، الشمال والحاسوب"`` in Arabic (its comma, and و joined to
    the last item as Arabic writes it). Two message ids carry it, so a new language brings
    its own list.

    The Arabic و is one letter that never joins the letter after it: glued to a Latin
    item ("h وi", a hole, a square, a name typed "Amina") it sat flush against the Latin
    run, which reads left to right, and the two looked like one garbled word ("iو h" on
    Isolo's strip). Before an item that does not begin with an Arabic letter the و stands
    as a word of its own: "h و i", "2 و 3" (:func:`space_after_and`)."""
    items = [str(x) for x in items]
    if not items:
        return ""
    head = items[0]
    for item in items[1:-1]:
        # TRANSLATORS: a list going on, "a, b" of "a, b and c" (Arabic: its own comma)
        head = _("{list}, {item}").format(list=head, item=item)
    if len(items) == 1:
        return head
    # TRANSLATORS: a list's last item, "a, b and c" (Arabic: و joined to the item; the
    # app puts a space after it before a Latin item)
    return space_after_and(_("{list} and {last}").format(list=head, last=items[-1]))


#: The Arabic conjunction و standing alone (after a space, a bracket or the start), glued to
#: a Latin letter or a digit that follows: "وi", "وAmina", "و13".
_AND_BEFORE_LATIN = re.compile(r"(?:(?<=^)|(?<=[\s(«،؛]))و(?=[A-Za-z0-9\u00c0-\u024f])")


def space_after_and(text: str) -> str:
    """``text`` with a space after every standalone Arabic و that is glued to a Latin
    letter or a digit ("H وI" becomes "H و I", "7 و13" "7 و 13", as the lessons write it:
    tests/test_lessons_translations.py); an Arabic word after و ("والشمال") stays joined.
    The space is a no-break one (U+00A0): a line is never cut after the و, which would leave
    it alone at the end of a line ("الأعلى والأسفل و Page Up و" above "Page Down" on the help
    page). Only Arabic text holds a و."""
    return _AND_BEFORE_LATIN.sub("و\u00a0", text)


def join_commas(items) -> str:
    """``items`` one after another with the language's comma and no "and": ``"a, b, c"``,
    ``"a، b، c"`` in Arabic (a score line, what a throw did). A Latin comma in an Arabic
    sentence reads as a slip; the comma is the one of :func:`join_list`'s message."""
    items = [str(x) for x in items]
    head = items[0] if items else ""
    for item in items[1:]:
        head = _("{list}, {item}").format(list=head, item=item)
    return head


class Text(str):
    """A message with named placeholders that reads as English and translates when shown.

    ``Text(N_("{name} wins"), name="Ama")`` equals ``"Ama wins"``; ``tr(it)`` gives
    ``"Ama gagne"`` when French is in force. Build whole sentences as one Text: concatenating
    a Text with another string gives a plain ``str`` that can no longer be translated.

    A counted message is built from :func:`NP_`: ``Text(NP_("{n} step", "{n} steps"), n=1)``
    equals ``"1 step"``, and is shown translated in the form of the language for 1. Its
    ``msgid`` is the singular, its ``plural`` the plural (``None`` for other messages).
    """

    msgid: str
    plural: str | None
    counted: str
    params: dict[str, Any]

    def __new__(cls, msgid: "str | Plural", **params: Any) -> "Text":
        plural, counted = None, "n"
        if isinstance(msgid, Plural):
            msgid, plural, counted = msgid
            # English has one singular: exactly 1 ("1 step", "0 steps", "2 steps")
            english = msgid if _whole(params[counted]) == 1 else plural
        else:
            english = msgid
        self = super().__new__(cls, english.format(**{k: str(v) for k, v in params.items()})
                               if params else english)
        self.msgid = msgid
        self.plural = plural
        self.counted = counted  # (not "count": str.count is a method)
        self.params = params
        return self

    def template(self) -> str:
        """The message id in the language in force, in the form for its number if counted."""
        if self.plural is None:
            return _(self.msgid)
        return ngettext(self.msgid, self.plural, self.params[self.counted])

    def translated(self) -> str:
        template = self.template()
        if not self.params:
            return template
        values = {k: tr(v) for k, v in self.params.items()}
        names = {k for k, v in self.params.items() if is_name(v)}
        if names:
            template = elide(template, {k: values[k] for k in names})
        template, values = place_prepositions(template, values)
        try:
            return template.format(**values)
        except (KeyError, IndexError, ValueError):
            # A catalogue whose placeholders do not match (a test guards against it): English.
            english = self.msgid if self.plural is None or _whole(
                self.params[self.counted]) == 1 else self.plural
            return english.format(**values)

    def __reduce__(self):
        msgid = self.msgid if self.plural is None else Plural(self.msgid, self.plural,
                                                               self.counted)
        return (_rebuild_text, (msgid, self.params))


def _rebuild_text(msgid: "str | Plural", params: dict[str, Any]) -> Text:
    return Text(msgid, **params)


class Joined(Text):
    """Several messages shown as one line (``"a  ·  b"``), each translated when shown: the
    message bar's narration of a move's effects. Reads as English like any :class:`Text`."""

    parts: tuple
    sep: str

    def __new__(cls, parts, sep: str = "  ·  ", strip: str = ".") -> "Joined":
        parts = tuple(parts)
        self = str.__new__(cls, sep.join(str(p).rstrip(strip) for p in parts))
        self.msgid, self.params, self.plural, self.counted = str(self), {}, None, "n"
        self.parts, self.sep, self.strip = parts, sep, strip
        return self

    def translated(self) -> str:
        return self.sep.join(tr(p).rstrip(self.strip) for p in self.parts)

    def __reduce__(self):
        return (Joined, (self.parts, self.sep, self.strip))


class Listed(Text):
    """Several values shown as one list with the language's comma and no "and" (``"a, b"``,
    ``"a، b"`` in Arabic: :func:`join_commas`), each translated when shown: the settings a
    broken file could not give. Reads as English like any :class:`Text`."""

    items: tuple

    def __new__(cls, items) -> "Listed":
        items = tuple(items)
        self = str.__new__(cls, ", ".join(str(i) for i in items))
        self.msgid, self.params, self.plural, self.counted = str(self), {}, None, "n"
        self.items = items
        return self

    def translated(self) -> str:
        return join_commas(tr(i) for i in self.items)

    def __reduce__(self):
        return (Listed, (self.items,))


#: The default seat names of the level files: a player who kept one ("South", "Player 2")
#: sees it in the language in force, also once it has been saved as plain text.
SEAT_NAMES = frozenset({"South", "North"} | {f"Player {i}" for i in range(1, 7)})


class Typed(str):
    """A name a player typed: shown exactly as typed in every language, even when it is
    also a default seat name (a player called "South", or "Player 1", stays so in Arabic).
    Saved games say which names were typed (``"typed"``, :func:`saved_names`)."""

    def __reduce__(self):
        return (Typed, (str(self),))


# TRANSLATORS: a value quoted from a file or from what was typed, in a refusal ("its game
# (“chess”) is not ..."): the language's quotation marks (French « {text} » with no-break
# spaces, Arabic «{text}»; docs/GLOSSARY.md).
QUOTE = N_("“{text}”")
# TRANSLATORS: a piece of a written move or position quoted in a refusal ("not 'x9'"): the
# language's quotation marks (French « {text} » with no-break spaces, Arabic «{text}»).
QUOTE_NOTATION = N_("'{text}'")


def quoted(text: str, notation: bool = False) -> Text:
    """``text`` in the quotation marks of the language in force, itself shown as it is
    (never translated: a file's "South" stays South). A refusal quoting a value said
    “chess” and 'x9' in English marks inside French and Arabic sentences, where French
    quotes « chess » and Arabic «chess». ``notation`` keeps English's plain quotes for a
    piece of a written move or position, as the move readers always wrote it."""
    return Text(QUOTE_NOTATION if notation else QUOTE, text=Typed(text))


def seat_text(name: str) -> "Text | None":
    """The default seat name ``name`` (English, as a save holds it: "South", "Player 2",
    "Computer", "Computer 2") as a :class:`Text` shown in the language in force; None when
    ``name`` is not one."""
    if name in SEAT_NAMES or name == "Computer":
        return Text(name)
    head, _sep, number = name.partition(" ")
    if head == "Computer" and number.isdigit() and 1 <= int(number) <= 6:
        return Text(N_("Computer {number}"), number=int(number))
    return None


def saved_names(names: list[str], typed: Any = None) -> list[str]:
    """A saved game's players' names as the app shows them: each one ``typed`` says a
    player typed stays as typed (:class:`Typed`); the others, default seat names, are shown
    in the language in force. A save without ``typed`` (older than it) takes every name
    that is a default seat name for one."""
    if not (isinstance(typed, list) and len(typed) == len(names)
            and all(isinstance(t, bool) for t in typed)):
        typed = [False] * len(names)
    out: list[str] = []
    for name, was_typed in zip(names, typed):
        default = None if was_typed else seat_text(name)
        out.append(default if default is not None else Typed(name))
    return out


#: The message ids of the model's seat values (``Text(N_("South"))``, ``Text(N_("Player
#: {number}"), number=2)``, or a level file's ``Text("Player 2")``).
SEAT_MSGIDS = SEAT_NAMES | {"Player {number}"}

#: The players' names by default seat name ("South" -> "Amina") while a game with names is
#: shown (:func:`set_players`); seats whose player kept the default name are not in it (a
#: name typed like the default, :class:`Typed`, is).
_players: dict[str, Any] = {}


#: The names of several words the players of the game shown typed (:func:`kept_names`).
_kept_names: tuple[str, ...] = ()


def set_players(defaults: Any = (), names: Any = ()) -> None:
    """From now on show the seat values whose default names are ``defaults`` as ``names``
    (the same order: the game's seats); ``set_players()`` forgets them (no game shown)."""
    global _kept_names
    _players.clear()
    for default, name in zip(defaults, names):
        # a name typed like the default ("South" typed by a player) is a name too
        if str(name) and (str(name) != str(default) or isinstance(name, Typed)) \
                and str(default) in SEAT_NAMES:
            _players[str(default)] = name
    kept = {str(n) for n in _players.values() if isinstance(n, Typed) and " " in str(n)}
    _kept_names = tuple(sorted(kept, key=lambda n: (-len(n), n)))


def is_seat(value: Any) -> bool:
    """Is ``value`` a seat value of the model (a Text whose message is a default seat name)?
    Plain strings are not: the app passes a seat word it means as a word as a plain string."""
    return (isinstance(value, Text) and not isinstance(value, Joined)
            and value.msgid in SEAT_MSGIDS and str(value) in SEAT_NAMES)


#: The short forms of the computer's default names, for a board's tray or a panel line too
#: narrow for the whole name even at the smallest legible text ("Main d'Ordinateur 2" at
#: 1280x720): shown only inside :class:`short_names`.
SHORT_NAMES = {"Computer": N_("Comp."), "Computer {number}": N_("Comp. {number}")}

_short = False


class short_names:
    """``with short_names():`` shows the computer's default names in their short form
    (:data:`SHORT_NAMES`: "Comp. 2", "Ordi 2" in French) in what :func:`tr` gives; names a
    player typed and the other seat names stay whole. For a name that would otherwise be cut
    with "…" where there is no room for it (a tray's title)."""

    def __enter__(self) -> "short_names":
        global _short
        self._was, _short = _short, True
        return self

    def __exit__(self, *exc) -> None:
        global _short
        _short = self._was


def player_name(value: Any) -> Any:
    """The name to show for a seat value (``value`` itself for anything else)."""
    if _players and is_seat(value):
        return _players.get(str(value), value)
    return value


def tr(value: Any) -> str:
    """Show ``value`` in the language in force: a :class:`Text` is translated with its
    placeholders, a default seat name (:data:`SEAT_NAMES`) too; a seat value is shown as the
    player's name while :func:`set_players` says one; a name a player typed (:class:`Typed`)
    and any other value are ``str()``-ed unchanged (squares, numbers)."""
    if isinstance(value, Text):
        named = player_name(value)
        if named is not value:
            return tr(named) if isinstance(named, Text) else str(named)
        if _short and value.msgid in SHORT_NAMES and not isinstance(value, Joined):
            return Text(SHORT_NAMES[value.msgid], **value.params).translated()
        return value.translated()
    if isinstance(value, Typed):
        return str(value)
    if isinstance(value, str) and value in SEAT_NAMES:
        return _(value)
    if isinstance(value, float):
        return decimal(value)
    return str(value)


def is_name(value: Any) -> bool:
    """Is ``value`` a player's name as a message shows it: a seat value (shown as the name
    the player typed, or the seat's default name) or a name a player typed."""
    return is_seat(value) or isinstance(value, Typed) or player_name(value) is not value


#: French words that drop their vowel before a vowel sound, by the placeholder they stand
#: before: "de {who}" with Amina is "d'Amina", "que {other}" with Ordinateur "qu'Ordinateur".
_ELIDING = {"fr": re.compile(r"\b(de|que|jusque|lorsque|puisque)( )\{(\w+)\}", re.IGNORECASE)}


def starts_with_vowel_sound(name: str) -> bool:
    """Does ``name`` begin with a vowel sound, as French hears a name: a vowel, accented or
    not (Amina, Élodie, Ousmane); an h before a vowel, taken as mute, as French treats most
    given names (d'Hassan, d'Hélène); a y before a consonant (d'Yves, but de Yusuf). A
    digit, a name in another script or any other letter does not."""
    letters = [unicodedata.normalize("NFD", c)[0].lower() for c in name[:2]]
    if not letters or not letters[0].isascii():
        return False
    first, second = letters[0], letters[1] if len(letters) > 1 else ""
    if first in "aeiou":
        return True
    if first == "h":
        return second in tuple("aeiouy")
    return first == "y" and second.isascii() and second.isalpha() and second not in "aeiouy"


def elide(template: str, names: dict[str, str]) -> str:
    """``template`` (in the language in force) with its eliding words written elided before
    the placeholders of ``names`` (placeholder -> the name it will show) that begin with a
    vowel sound: French only, whose grammar wants "d’Amina", "qu’Amina" where a message
    says "de {who}", "que {who}" (a name typed with a capital or not), with the
    typographic apostrophe its messages, lessons and rule books write. Other placeholders
    (a square "a1", a number) and other languages are left as they are."""
    pattern = _ELIDING.get(_current)
    if pattern is None:
        return template

    def one(m: re.Match) -> str:
        name = names.get(m.group(3))
        if name is None or not starts_with_vowel_sound(name):
            return m.group(0)
        return f"{m.group(1)[:-1]}\u2019{{{m.group(3)}}}"

    return pattern.sub(one, template)


#: French prepositions before a placeholder, and what they become before a city whose name
#: begins with its article ("Le Caire", "La Mecque"): a city takes "à" ("au Caire", "à La
#: Mecque"; never "dans"/"en" Le Caire), and "à le"/"de le" contract to "au"/"du".
_PLACE_PREPOSITION = {"fr": re.compile(r"\b(de|à|dans|en)( )\{(\w+)\}", re.IGNORECASE)}
_FR_ARTICLE = re.compile(r"(Les|Le|La) \S")
_FR_CONTRACTED = {("de", "Le"): "du", ("de", "Les"): "des", ("à", "Le"): "au",
                  ("à", "Les"): "aux"}


def place_prepositions(template: str, values: dict[str, str]) -> tuple[str, dict[str, str]]:
    """``template`` and its ``values`` (placeholder -> the text it will show) with French
    prepositions put right before a city named with its article: "de {src} à {dst}" with
    Le Caire and La Mecque reads "du Caire à La Mecque", "entrer dans {square}" with Le
    Caire "entrer au Caire" (it read "de Le Caire", "dans Le Caire"). Only a value that
    begins with a capital article ("Le ", "La ", "Les ") is such a name: French writes the
    article small everywhere else in a sentence. Other languages are left as they are."""
    pattern = _PLACE_PREPOSITION.get(_current)
    if pattern is None or not any(_FR_ARTICLE.match(v) for v in values.values()):
        return template, values
    values = dict(values)

    def one(m: re.Match) -> str:
        key = m.group(3)
        value = values.get(key, "")
        article = _FR_ARTICLE.match(value)
        if article is None:
            return m.group(0)
        word, article = m.group(1), article.group(1)
        low = "à" if word.lower() in ("à", "dans", "en") else "de"
        contracted = _FR_CONTRACTED.get((low, article))
        if contracted:
            values[key] = value[len(article) + 1:]
            low = contracted
        if word[0].isupper():
            low = low[0].upper() + low[1:]
        return f"{low} {{{key}}}"

    return pattern.sub(one, template), values


#: A capitalised French article alone, and a word that begins with a capital (after an
#: opening quote or bracket, if any): the two halves of a place's name, "La Mecque".
_FR_NAME_ARTICLE = re.compile(r"^(?:Le|La|Les)$")
_CAPITAL = re.compile(r"^[«“(]?[A-ZÀ-ÖØ-Þ]")


def french_place_names(words: list[str]) -> list[str]:
    """``words`` (a French text cut at its spaces) with a place's name made one word where
    its article is written with a capital ("La Mecque", "Le Caire": French writes the
    article small everywhere else in a sentence, as :func:`place_prepositions` reads it
    too), so a wrapped line never ends on "La" with "Mecque" on the next (the Sig race's
    legend read "... de 26 à La" over "Mecque) : seul un compte"). The space stays a space:
    the lines joined read as the text."""
    out: list[str] = []
    for word in words:
        if out and _FR_NAME_ARTICLE.match(out[-1].rsplit(" ", 1)[-1]) and _CAPITAL.match(word):
            out[-1] = f"{out[-1]} {word}"
        else:
            out.append(word)
    return out


#: Per language, the words a wrapped line holds together besides those a no-break space
#: joins (which every language's wrapping keeps): a hook given the text's words, cut at its
#: spaces, returns them with each such group made one word.
_KEPT_TOGETHER = {"fr": french_place_names}


def kept_names() -> tuple[str, ...]:
    """The names of more than one word the players of the game shown typed ("La Paz", "Abu
    Bakr"; :func:`set_players`), longest first: a wrapped line keeps each whole where it
    has the room (:func:`kept_together`), in every language."""
    return _kept_names


def kept_key() -> tuple:
    """What :func:`kept_together` groups by besides the words it is given: the language's
    own rule (its code; "" for a language without one) and the names kept. A wrapped
    picture made under one of them is not the picture under another (``theme.render``)."""
    return (_current if _current in _KEPT_TOGETHER else "", _kept_names)


def _names_at(words: list[str], i: int, names: tuple[str, ...]) -> int:
    """How many of ``words`` from ``i`` on are one of ``names`` as a sentence writes it (0 if
    none): its words as typed, the first one after an opening quote, bracket or isolate
    mark ("«La", "d’Abu" in French), the last one before punctuation or a possessive ("Paz:",
    "Paz's"), never inside a longer word ("Pazzo" is not "Paz")."""
    for name in names:
        parts = name.split(" ")
        n = len(parts)
        if i + n > len(words):
            continue
        first, *middle, last = words[i:i + n]
        head = first[:len(first) - len(parts[0])]
        tail = last[len(parts[-1]):]
        if (first.endswith(parts[0]) and not (head and head[-1].isalnum())
                and last.startswith(parts[-1]) and not (tail and tail[0].isalnum())
                and middle == parts[1:-1]):
            return n
    return 0


#: A bracket a line must not start with, with the spaces before it: a rule's reference as
#: the games' sentences cite it (" (D4)", " (D3, Monod 9)", " (jeu bouché, H5)") or one short
#: word, a key's name (" (Esc)", " (Ctrl+S)").
_HELD_BRACKET = re.compile(r" +(\((?:[^()]*\b[A-Z]\d+[^()]*|[^()\s]{1,12})\))")


def held_brackets(text: str) -> str:
    """``text`` with each rule's reference or key's name in brackets held to the word before
    it by no-break spaces (and its own words together), so that no wrapped line starts with
    it. Every wrap of the app breaks only at ordinary spaces: the app's own
    (:meth:`ludic.app.bidi.BidiFont.wrap`, which calls this) and pygame_gui's (a tooltip's:
    :func:`ludic.app.scenes.common.button` holds its text so). Seen alone on a line: "(D4)"
    ending an Arabic game-over reason, "(S8)" the message bar's at a race's end, "(Esc)" the
    Arabic tooltip of the game's Menu."""
    return _HELD_BRACKET.sub(lambda m: "\u00a0" + m.group(1).replace(" ", "\u00a0"), text)


def kept_together(words: list[str], fits: Callable[[str], bool] | None = None) -> list[str]:
    """``words`` (a text cut at its spaces, for a wrapped line) with the groups never split
    made one word: a name of several words a player typed (:func:`kept_names`), in every
    language, where the group ``fits`` the line (a name wider than the line is broken
    between its words rather than drawn past its end); then the groups of the language in
    force (:data:`_KEPT_TOGETHER`: French place names). "La Paz" typed by a player was
    kept whole only by the French rule: it read "... La" over "Paz" in English and Arabic.

    The space stays a space: the lines joined read as the text."""
    names = kept_names()
    if names:
        out: list[str] = []
        i = 0
        while i < len(words):
            n = _names_at(words, i, names)
            group = " ".join(words[i:i + n])
            if n and (fits is None or fits(group)):
                out.append(group)
                i += n
            else:
                out.append(words[i])
                i += 1
        words = out
    hook = _KEPT_TOGETHER.get(_current)
    return hook(words) if hook is not None else words


def decimal(value: float) -> str:
    """``value`` with the decimal sign of the language in force: ``0.5`` in English and
    Arabic (the period the Arabic rule books and Ludic's Arabic texts use), ``0,5`` in
    French. The sign is a message of its own (context "decimal sign"), so a new language
    brings its own; a whole number stays without one."""
    text = repr(float(value))
    if text.endswith(".0"):
        return text[:-2]
    # TRANSLATORS: the sign between a number's whole part and its fraction (0.5).
    return text.replace(".", pgettext("decimal sign", "."))
