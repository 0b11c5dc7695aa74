"""The file and text fuzz tests at full size: ``python tools/fuzz_files.py [EXAMPLES]``.

Runs ``tests/test_fuzz_files.py`` (saved games, settings files, typed names: a clean result or
a plain refusal for every input) with ``EXAMPLES`` generated inputs per test (default 5,000;
the normal suite runs 60) and the hostile-file tests beside them. Exits with pytest's status.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main(argv: list[str]) -> int:
    examples = argv[0] if argv else "5000"
    env = dict(os.environ, LUDIC_FUZZ_EXAMPLES=examples)
    cmd = [sys.executable, "-m", "pytest", "-q", "-p", "no:logging",
           "tests/test_fuzz_files.py", "tests/test_app_hostile_files.py"]
    print(f"{examples} examples per fuzz test: {' '.join(cmd[2:])}", flush=True)
    return subprocess.call(cmd, cwd=ROOT, env=env)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
