"""The headless replay command: ``python main.py --replay LEVEL [--from POS] MOVE...``."""

import io
import subprocess
import re
import sys
from pathlib import Path

import pytest

from ludic.replay import run

ROOT = Path(__file__).resolve().parent.parent


def replay(*argv):
    out, err = io.StringIO(), io.StringIO()
    code = run(list(argv), out, err)
    return code, out.getvalue(), err.getvalue()


def test_prints_each_move_position_and_legal_moves():
    code, out, _ = replay("isolo", "M")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("start: A2 B0 C2")
    assert lines[1] == "legal (South): A C E G H K M O"
    assert lines[2] == "1. M"
    # I10.4: M captures j and g and sows them from M.
    assert "M0 N2 O4 P1" in lines[3] and "j0" in lines[3] and "g0" in lines[3]
    assert lines[4].strip().startswith("legal (North):")


def test_options_may_come_between_level_and_moves():
    code, out, _ = replay("isolo", "--option", "capture_sow_from='after_capture'", "M")
    assert code == 0
    assert "A3 B1" in out.splitlines()[3]  # I10.4 variant: the 3 go to P, A, B


def test_illegal_move_names_its_number_and_rule_and_exits_2():
    code, _, err = replay("isolo", "M", "Z")
    assert code == 2
    assert err.startswith("move 2 'Z':") and "(I1)" in err
    code, _, err = replay("isolo", "B")  # B is empty at the start
    assert code == 2 and "move 1 'B'" in err and "(I" in err


def test_bad_level_and_bad_position_exit_2():
    assert replay("chess")[0] == 2
    code, _, err = replay("isolo", "--from", "A99")
    assert code == 2 and "bad position" in err


def test_from_position_and_outcome_line():
    code, out, _ = replay("dra")
    assert code == 0 and out.splitlines()[1].startswith("legal (South):")


def test_chance_nodes_list_throws_with_probabilities():
    code, out, _ = replay("sig-el-oued-capture")
    assert code == 0
    assert "chance (" in out and "3(5/16)" in out  # C(6,3)/64 = 20/64


def test_main_py_entry_point():
    result = subprocess.run([sys.executable, "main.py", "--replay", "isolo", "A"], cwd=ROOT,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0
    assert "A0 B1 C0 D1 E3 F1" in result.stdout  # I10.3


#: The words ``--replay`` frames its lines with, in English.
#: (A line starting "move 5" too; "move" alone is also a word of Dra's positions.)
FRAMING = ("start:", "legal (", "chance (", "throws)", "outcome:", " wins", "draw:", "error:",
           "bad position")


@pytest.mark.parametrize("lang", ["fr", "ar"])
@pytest.mark.parametrize("argv", [
    ("dra", "a1", "a5", "b1", "b5", "c1"),  # legal moves, then a refusal
    ("sig-el-oued-capture", "5"),  # a throw's chances
    ("dra", "--from", "N.N.N./....../....../....../S.S... S move hand=0,0 captured=9,10 "
                      "quiet=0 turns=30 first=S"),  # a win
    ("dra", "--from", "N...../....../....../....../S..... S move hand=0,0 captured=11,11 "
                      "quiet=0 turns=30 first=S"),  # a draw
    ("dra", "--from", "N...../....../....../....../...... S move hand=0,0 captured=11,11 "
                      "quiet=0 turns=30 first=S"),  # a position no game reaches
    ("chess",),  # no such level
    ("isolo", "--from", "A99"),  # a bad position
])
def test_every_line_is_in_the_language_asked(lang, argv):
    """``--lang fr`` (or ar) printed its own words in English around reasons in French:
    "move 5 'c1': Poser en c1 ...". Every line is now in the language asked, its framing
    too; the notation stays the rule book's."""
    code, out, err = replay(*argv, "--lang", lang)
    english_code, english_out, english_err = replay(*argv)
    assert code == english_code
    assert any(word in english_out + english_err for word in FRAMING)  # English frames it
    for line in (out + err).splitlines():
        assert not any(word in line for word in FRAMING), line
        assert not re.match(r"move \d", line), line
    if lang == "ar":
        for line in (out + err).splitlines():
            if line.strip() and not line.startswith(("   ", "1.", "2.", "3.", "4.", "5.")):
                assert re.search("[\\u0600-\\u06ff]", line), line
    language = {"fr": "départ\u00a0: ", "ar": "البداية: "}[lang]
    assert code == 2 or out.startswith(language), out
