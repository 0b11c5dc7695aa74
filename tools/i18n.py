"""Translations, in one command: ``python tools/i18n.py``.

It runs Babel (a development dependency, ``requirements-dev.txt``) three times:

1. ``pybabel extract`` reads the code (``_``, ``N_``, ``ngettext``, ``pgettext`` marks, and
   ``NP_``, a counted model message: its singular and plural make one ``msgid_plural``
   entry) and the level files (see :func:`extract_levels`) as ``babel.cfg`` says, into
   ``locale/ludic.pot``;
2. ``pybabel update`` merges the template into every ``locale/<lang>/LC_MESSAGES/ludic.po``
   (new message ids arrive empty: ``tests/test_i18n.py`` fails until they are translated);
3. ``pybabel compile`` writes the ``ludic.mo`` files the app reads (with stdlib ``gettext``).

The ``.mo`` files are committed, so a fresh checkout speaks French and Arabic with nothing
else run; the test compares each ``.mo`` with its ``.po`` compiled in memory, so a ``.po``
edited without running this command is caught.

``python tools/i18n.py --check`` only reports what is missing, without writing anything.

A run that changes no message leaves every file as it was. Babel stamps the template's
``POT-Creation-Date`` (and, through ``update``, every catalogue's copy of it, and from there
the ``.mo`` files) with the time of the run, so two helpers who each ran the command on their
own branch conflicted on that header line in every file under ``locale/`` even when their
messages did not touch. :func:`keep_if_only_dates_changed` puts a file's old bytes back when
its new text differs from them in those dates alone; a file whose messages did change takes
the new date, as a catalogue's header should say when it last changed. A ``.mo`` is binary:
on a rebase where both sides changed messages it conflicts whatever the dates; take either
side's and run this command again, which compiles the merged ``.po``.

The words to use (one thing, one word, in the messages, the lessons and the rule books) and the
typography of each language are in ``docs/GLOSSARY.md``.
"""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "locale"
POT = LOCALE / "ludic.pot"
LANGS = ("fr", "ar")
DOMAIN = "ludic"


def level_texts(data: dict) -> list[tuple[str, str]]:
    """``(field, text)`` for every text a person reads in a parsed level file."""
    out = []
    for key in ("name", "people", "place", "summary", "source"):
        if isinstance(data.get(key), str):
            out.append((key, data[key]))
    for name in data.get("players", {}).get("names", []):
        out.append(("players.names", name))
    for oname, spec in data.get("options", {}).items():
        for key in ("label", "help"):
            if isinstance(spec.get(key), str) and spec[key]:
                out.append((f"options.{oname}.{key}", spec[key]))
        for choice in spec.get("choices", []):
            if isinstance(choice, str):
                out.append((f"options.{oname}.choices", choice))
    return out


def extract_levels(fileobj, keywords, comment_tags, options):
    """Babel extraction method for ``levels/*.toml`` (named in ``babel.cfg``)."""
    raw = fileobj.read()
    text = raw.decode("utf-8") if isinstance(raw, bytes) else raw
    lines = text.splitlines()
    for field, message in level_texts(tomllib.loads(text)):
        lineno = next((i + 1 for i, line in enumerate(lines) if message[:40] in line), 0)
        yield lineno, None, message, [f"level field {field}"]


#: The header lines Babel rewrites with the time of the run, whatever the messages.
DATE_LINES = re.compile(rb'^"(?:POT-Creation-Date|PO-Revision-Date): [^"]*\\n"\n', re.MULTILINE)


def without_dates(content: bytes) -> bytes:
    r"""A ``.pot`` or ``.po`` file's bytes without its header's date lines.

    >>> without_dates(b'"POT-Creation-Date: 2026-11-25 13:44+0000\\n"\n"Language: fr\\n"\n')
    b'"Language: fr\\n"\n'
    """
    return DATE_LINES.sub(b"", content)


def keep_if_only_dates_changed(path: Path, old: bytes | None) -> bool:
    """Write ``old`` back to ``path`` if the run changed nothing in it but its header dates.

    ``old`` is the file's content before the run (``None``: it did not exist). Returns whether
    the old content was put back.
    """
    if old is None or not path.exists():
        return False
    new = path.read_bytes()
    if new != old and without_dates(new) == without_dates(old):
        path.write_bytes(old)
        return True
    return False


def _read(path: Path) -> bytes | None:
    return path.read_bytes() if path.exists() else None


def _pybabel(*args: str) -> None:
    from babel.messages.frontend import CommandLineInterface

    CommandLineInterface().run(["pybabel", "-q", *args])


def main(argv: list[str]) -> int:
    sys.path.insert(0, str(ROOT))  # babel.cfg names tools.i18n:extract_levels
    import os

    os.chdir(ROOT)
    old_pot = _read(POT)
    _pybabel("extract", "-F", "babel.cfg", "-o", str(POT.relative_to(ROOT)),
             "-k", "N_", "-k", "_", "-k", "pgettext:1c,2", "-k", "NP_:1,2", "-k", "NC_:1c,2",
             "--add-comments=TRANSLATORS:", "--no-location",
             "--sort-output", "--project=Ludic", "--copyright-holder=Ludic",
             "--msgid-bugs-address=-", ".")
    # Put the template's old date back first: ``update`` copies it into every catalogue.
    keep_if_only_dates_changed(POT, old_pot)
    for lang in LANGS:
        po = LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
        old_po = _read(po)
        if po.exists():
            _pybabel("update", "-i", str(POT), "-d", str(LOCALE), "-D", DOMAIN, "-l", lang,
                     "--no-fuzzy-matching", "--ignore-obsolete")
        else:
            _pybabel("init", "-i", str(POT), "-d", str(LOCALE), "-D", DOMAIN, "-l", lang)
        keep_if_only_dates_changed(po, old_po)
    # A catalogue put back compiles to the very bytes of its committed ``.mo``.
    _pybabel("compile", "-d", str(LOCALE), "-D", DOMAIN, "--statistics")
    missing = check()
    for line in missing:
        print(line)
    return 1 if missing else 0


def check() -> list[str]:
    """Every message of every catalogue translated (not fuzzy, not empty): the lines missing."""
    from babel.messages.pofile import read_po

    problems = []
    for lang in LANGS:
        po = LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
        with open(po, "rb") as f:
            cat = read_po(f)
        for m in cat:
            if not m.id:
                continue
            strings = m.string if isinstance(m.string, tuple) else (m.string,)
            if m.fuzzy or not all(strings):
                ident = m.id if isinstance(m.id, str) else m.id[0]
                problems.append(f"{lang}: untranslated{' (fuzzy)' if m.fuzzy else ''}: {ident!r}")
    return problems


if __name__ == "__main__":
    if "--check" in sys.argv[1:]:
        lines = check()
        print("\n".join(lines) or "every message translated")
        sys.exit(1 if lines else 0)
    sys.exit(main(sys.argv[1:]))
