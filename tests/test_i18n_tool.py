"""``python tools/i18n.py`` leaves the catalogues alone when no message changed.

Babel stamps the template's ``POT-Creation-Date`` with the time of the run and ``update`` copies
it into every catalogue (and ``compile`` into every ``.mo``), so each helper's run rewrote the
header line of every file under ``locale/``, and two branches that translated different
messages still conflicted there on every rebase. The tool now puts a file's old bytes back when
only those dates changed (``tools/i18n.py``, ``keep_if_only_dates_changed``).

Each test runs the real command on a copy of what it reads (the code, the level files, the
catalogues), so the checkout's own ``locale/`` is never written.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
#: A date no run of the tool can write: a file still holding it was left as it was.
OLD_DATE = b"2000-01-01 00:00+0000"
DATE = re.compile(rb'("POT-Creation-Date: )[^"\\]*')


def _locale_files(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes()
            for p in sorted((root / "locale").rglob("*")) if p.is_file()}


def _run(root: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "tools/i18n.py"], cwd=root, capture_output=True,
                          text=True, timeout=120)


@pytest.fixture
def copy(tmp_path):
    """A copy of the checkout's extracted sources and catalogues, dated ``OLD_DATE``."""
    root = tmp_path / "ludic"
    root.mkdir()
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    for name in ("ludic", "levels", "tools", "locale"):
        shutil.copytree(ROOT / name, root / name, ignore=ignore)
    for name in ("babel.cfg", "main.py"):
        shutil.copy2(ROOT / name, root / name)
    for path in [root / "locale" / "ludic.pot", *(root / "locale").glob("*/LC_MESSAGES/*.po")]:
        content = path.read_bytes()
        assert DATE.search(content), f"{path.name} has no POT-Creation-Date to date"
        path.write_bytes(DATE.sub(lambda m: m.group(1) + OLD_DATE, content))
    # The .mo files compiled from the dated catalogues, as the tool itself would write them.
    first = _run(root)
    assert first.returncode == 0, first.stdout + first.stderr
    return root


def test_a_run_that_changes_no_message_changes_no_file(copy):
    """The catalogues keep the old date through a run, and a second run writes the same bytes."""
    before = _locale_files(copy)
    assert OLD_DATE in before["locale/ludic.pot"], "the first run re-dated the template"
    for lang in ("fr", "ar"):
        assert OLD_DATE in before[f"locale/{lang}/LC_MESSAGES/ludic.po"], (
            f"the first run re-dated the {lang} catalogue")
    result = _run(copy)
    assert result.returncode == 0, result.stdout + result.stderr
    after = _locale_files(copy)
    changed = sorted(name for name in before if after.get(name) != before[name])
    assert not changed, f"a second run rewrote {changed}"
    assert set(after) == set(before)


def test_a_new_message_dates_the_catalogues_that_take_it(copy):
    """The dates are kept only when nothing else changed: a new message is a change."""
    (copy / "ludic" / "words26_probe.py").write_text(
        'from ludic.i18n import N_\n\nPROBE = N_("A message only this test marks")\n')
    result = _run(copy)
    assert result.returncode == 1, "the new message was reported untranslated"
    assert "A message only this test marks" in result.stdout
    for path in ("locale/ludic.pot", "locale/fr/LC_MESSAGES/ludic.po",
                 "locale/ar/LC_MESSAGES/ludic.po"):
        content = (copy / path).read_bytes()
        assert b'msgid "A message only this test marks"' in content, path
        assert OLD_DATE not in content, f"{path} took a new message but kept its old date"
