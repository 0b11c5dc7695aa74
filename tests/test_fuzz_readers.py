"""Every reader refuses bad input cleanly (issue 13), fuzzed with hypothesis.

One test per reader, at a size that keeps the suite fast; ``python -m ludic.fuzz`` runs the
same checks with thousands of inputs. The checks themselves live in :mod:`ludic.fuzz`: a
refusal is one of Ludic's own errors with a plain message (no traceback text, no ``int()``,
no path on disk), and anything that is read is usable (its notation round-trips, it answers
its moves and outcome, ``play`` and ``apply`` agree).
"""

import pytest

from ludic import fuzz
from ludic.model.errors import LevelError, NotationError

READERS = fuzz.strategies()
EXAMPLES = 40


@pytest.mark.parametrize("name", sorted(READERS))
def test_reader_refuses_cleanly_or_reads_well(name, tmp_path):
    strategy, check = READERS[name]
    tried = fuzz.run_reader(name, strategy, check, EXAMPLES, seed=13, folder=tmp_path)
    assert tried >= EXAMPLES // 2  # hypothesis ran (it may stop early on a small space)


# -- the checks can fail: each catches the fault it is for -------------------------------

def test_plain_problem_spots_internals_and_paths():
    assert fuzz.plain_problem("turns needs a whole number (D4)") is None
    assert fuzz.plain_problem("invalid literal for int() with base 10: '²'")
    assert fuzz.plain_problem("Exceeds the limit (4300 digits) for integer string conversion")
    assert fuzz.plain_problem(f"cannot be read: {fuzz.__file__}")
    assert fuzz.plain_problem("x" * 1000)
    assert fuzz.plain_problem("")
    assert fuzz.plain_problem("not freed (C3) (C3)")
    assert fuzz.plain_problem("first piece must go next to the centre (D4) (H2)")
    assert fuzz.plain_problem("the centre, D4 (H2)") is None


def test_check_refusal_rejects_python_errors():
    fuzz.check_refusal(NotationError("turns needs a whole number", "D4"), "t")
    fuzz.check_refusal(LevelError("a/dra.toml", "players", "is wrong", "D1"), "t")
    with pytest.raises(fuzz.Finding):
        fuzz.check_refusal(ValueError("cannot convert NaN to integer ratio"), "t")
    with pytest.raises(fuzz.Finding):
        fuzz.check_refusal(NotationError("invalid literal for int() with base 10"), "t")


def test_a_reader_that_accepts_an_unusable_position_is_caught():
    class Broken:
        game = fuzz.game_of("dra")

        def notation(self):
            return "not a position"

    with pytest.raises(fuzz.Finding, match="accepted, then"):
        fuzz.check_usable(Broken(), "broken")


def test_the_fuzzer_finds_the_old_int_fault(monkeypatch):
    """With Dra's number reader put back as it was before issue 13 (``int()`` after
    ``str.isdigit()``), the position fuzzer finds an input that breaks it."""
    import ludic.games.dra as dra

    def old_number(field, name):
        value = dra._value(field, name)
        if not value.isdigit():
            raise NotationError(f"{name} must be a whole number, not {value!r}", "D4")
        return int(value)

    monkeypatch.setattr(dra, "_number", old_number)
    strategy, check = READERS["position:dra"]
    with pytest.raises(fuzz.Finding, match="ValueError"):
        fuzz.run_reader("position:dra", strategy, check, 400, seed=13)


@pytest.mark.parametrize("text, words", [
    ("...N../....../....../..S..N/SS..NN S move hand=0,0 captured=8,9 quiet=5 turns=4 first=S",
     "outnumber"),
    ("...N../....../....../..S..N/SS..NN S move hand=0,0 captured=8,9 quiet=5 turns=3001 "
     "first=S", "under a limit of 3000"),
])
def test_the_fuzzer_finds_counters_no_game_shows(monkeypatch, text, words):
    """With Dra's counter checks taken out of its reader, what it then accepts is a Finding:
    a game past its turn limit, or more quiet steps and captures than turns."""
    import ludic.games.dra as dra

    monkeypatch.setattr(dra, "_check_counters", lambda *args: None)
    state = fuzz.game_of("dra").parse_position(text)
    with pytest.raises(fuzz.Finding, match=words):
        fuzz.check_usable(state, "dra position")


@pytest.mark.parametrize("level_id", fuzz.level_ids())
def test_every_refusal_is_plain_and_cites_its_rule_once(level_id):
    """Each sample position explains every move seen in any sample position (most are
    refused there): plain words, no "(C3) (C3)", no "(D4) (H2)"."""
    states = fuzz.sample_states(level_id)
    moves = {m for s in states for m in s.legal_moves()}
    seen = 0
    for state in states:
        for move in moves:
            reason = state.why_illegal(move)
            if reason is not None:
                seen += 1
                assert fuzz.plain_problem(reason) is None, (state.notation(), str(move), reason)
    assert seen > 0
