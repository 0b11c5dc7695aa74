"""The linter is part of the tests: ``python -m ruff check .`` from the top of the checkout,
with the rules ``ruff.toml`` chooses (pyflakes, syntax errors, bugbear's likely bugs, blind
excepts, and ``# noqa`` comments that silence nothing). Any
finding fails the test with ruff's own report (file, line, rule and what is wrong).

ruff comes from ``requirements-dev.txt``, so CI always has it; only where it is not installed
is the test skipped, and it says so. The second test lints a scratch file of known mistakes
with the same configuration, so the first cannot pass because the rules were switched off.
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.skipif(
    importlib.util.find_spec("ruff") is None,
    reason="ruff is not installed (python -m pip install -r requirements-dev.txt)")


def ruff(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "ruff", "check", *args], cwd=cwd,
                          capture_output=True, text=True, timeout=300)


def test_the_code_has_no_lint_findings():
    done = ruff(".")
    assert done.returncode == 0, "ruff found mistakes:\n" + done.stdout + done.stderr


#: Each mistake the configuration must catch, and the rule that catches it.
MISTAKES = {
    "F401": "import os\n",
    "F821": "def f():\n    return undefined_name\n",
    "F841": "def g():\n    unused = 1\n",
    "B006": "def h(seen=[]):\n    return seen\n",
    "B023": "def k():\n    fs = []\n    for i in range(3):\n        fs.append(lambda: i)\n"
            "    return fs\n",
    "B904": "def m():\n    try:\n        return 1 / 0\n    except ZeroDivisionError:\n"
            "        raise ValueError('no')\n",
    "BLE001": "def n(parse):\n    try:\n        return parse()\n    except Exception:\n"
              "        return None\n",
    # a noqa naming a rule that finds nothing on its line (and one the config leaves out)
    "RUF100": "p = 1  # noqa: F841\nimport sys  # noqa: E402\nprint(p, sys)\n",
}


def test_the_rules_catch_known_mistakes(tmp_path):
    scratch = tmp_path / "scratch.py"
    scratch.write_text("".join(MISTAKES.values()), encoding="utf-8")
    done = ruff("--no-cache", "--config", str(ROOT / "ruff.toml"), "--output-format",
                "concise", str(scratch), cwd=tmp_path)
    assert done.returncode == 1, done.stdout + done.stderr
    for code in MISTAKES:
        assert f" {code} " in done.stdout, (code, done.stdout)
