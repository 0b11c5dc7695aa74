"""``python main.py --help`` prints the command-line help and starts nothing (issue 14.14);
the help stays accurate: every mode main.py knows and every level id is in it, and an unknown
option prints the help instead of opening a window that would ignore it."""

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _main(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=120,
                          env={"SDL_VIDEODRIVER": "dummy", "PATH": "/usr/bin:/bin",
                               "LUDIC_HOME": str(ROOT / ".no-such-home")})


def test_help_prints_every_mode_and_exits():
    for flag in ("--help", "-h"):
        run = _main(flag)
        assert run.returncode == 0, run.stderr
        assert "Usage:" in run.stdout
    source = (ROOT / "main.py").read_text(encoding="utf-8")
    body = source.split("def main", 1)[1]
    modes = set(re.findall(r'"(--[a-z][a-z-]*)"', body))
    app_options = {"--size", "--fullscreen", "--windowed"}
    assert {"--replay", "--smoke"} <= modes
    for option in modes | app_options:
        assert option in run.stdout, f"{option} is not in main.py --help"


def test_help_names_every_level():
    from ludic.model.registry import level_ids

    text = " ".join(_main("--help").stdout.split())
    for level_id in level_ids():
        assert re.search(rf"(?<![\w-]){re.escape(level_id)}(?![\w-])", text), level_id


def test_an_unknown_option_prints_the_help_not_a_window():
    from ludic.app.launch import unknown_options

    assert unknown_options(["--size", "1280x720", "--fullscreen"]) == []
    assert unknown_options(["--sizes"]) == ["--sizes"]
    assert unknown_options(["--size", "big"]) == ["--size big"]
    run = _main("--frobnicate")
    assert run.returncode == 2 and "unknown option --frobnicate" in run.stderr
    assert "Usage:" in run.stderr


def test_lessons_refuses_arguments_it_would_ignore():
    """``--lessons --lang fr`` printed the English list, as if the option had been read."""
    run = _main("--lessons", "--lang", "fr")
    assert run.returncode == 2 and "--lessons takes no arguments, not --lang" in run.stderr
    assert "Usage:" in run.stderr and not run.stdout
    run = _main("--lessons")
    assert run.returncode == 0 and run.stdout.count("\n") > 20
