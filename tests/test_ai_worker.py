"""The computer's worker process (ludic.ai.worker.Thinker) and ``main.py --suggest``."""

from __future__ import annotations

import io
import multiprocessing
import os
import random
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ludic.ai import choose_move
from ludic.ai.suggest import run as suggest
from ludic.ai.worker import Thinker, ThinkerError
from ludic.model.registry import level_ids, make_game
from ludic.playout import random_move

ROOT = Path(__file__).resolve().parent.parent


def wait(thinker: Thinker, timeout: float = 60.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        move = thinker.poll()
        if move is not None:
            return move
        time.sleep(0.01)
    raise AssertionError("the worker found no move in time")


def gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except PermissionError:
        return False
    # a zombie still answers kill(0) on Linux: look at its state
    try:
        return Path(f"/proc/{pid}/stat").read_text().split()[2] == "Z"
    except OSError:
        return True


def decision_states(level: str, count: int, seed: int = 0):
    game = make_game(level)
    rng = random.Random(seed)
    out = []
    state = game.start_state()
    while len(out) < count and state.outcome() is None:
        if not state.is_chance and rng.random() < 0.3:
            out.append(state)
        state = state.play(random_move(state, rng))
    return out


@pytest.mark.parametrize("level", level_ids())
def test_every_levels_positions_cross_to_the_worker_by_their_notation(level):
    """What the Thinker sends: (level, options, players, notation) rebuilds the same state."""
    game = make_game(level)
    rng = random.Random(4)
    state = game.start_state()
    for _ in range(300):
        if state.outcome() is not None:
            break
        again = make_game(game.level, dict(game.options), game.num_players)
        copy = again.parse_position(state.notation())
        assert copy.notation() == state.notation()
        assert [str(m) for m in copy.legal_moves()] == [str(m) for m in state.legal_moves()]
        assert copy.current_player == state.current_player
        state = state.play(random_move(state, rng))


def test_thinker_finds_choose_moves_move_in_every_game_and_leaves_no_process():
    thinker = Thinker()
    assert thinker.pid is None and not thinker.busy  # cheap: no process yet
    try:
        for level in ["dra", "isolo", "khamousiyya", "khamousiyya-5x5", "sig-el-oued-capture"]:
            # a position some way in (few moves: Easy's search takes milliseconds, so even
            # a loaded CI machine cannot reach its time cap, and the moves must agree)
            state = decision_states(level, 40, seed=1)[-1]
            thinker.start(state, "easy", seed=5)
            assert thinker.busy
            move = wait(thinker)
            assert not thinker.busy and thinker.poll() is None
            assert move in state.legal_moves()
            assert str(move) == str(choose_move(state, "easy", seed=5))
        pid = thinker.pid
        assert pid is not None
    finally:
        thinker.close()
    assert thinker.pid is None
    assert gone(pid)
    assert not multiprocessing.active_children()


def test_cancel_stops_the_search_at_once_and_the_next_start_works():
    thinker = Thinker()
    try:
        state = make_game("khamousiyya").start_state()
        thinker.start(state, "hard", seconds=30)  # a search that would take long
        time.sleep(0.2)
        pid = thinker.pid
        t0 = time.monotonic()
        thinker.cancel()
        assert time.monotonic() - t0 < 5
        assert not thinker.busy and thinker.poll() is None
        assert gone(pid)
        assert not multiprocessing.active_children()
        small = make_game("isolo").start_state()
        thinker.start(small, "easy")
        assert wait(thinker) in small.legal_moves()
        assert thinker.pid != pid
    finally:
        thinker.close()
    assert not multiprocessing.active_children()


def test_a_new_start_replaces_the_search_under_way():
    with Thinker() as thinker:
        thinker.start(make_game("khamousiyya").start_state(), "hard", seconds=30)
        small = make_game("dra").start_state()
        thinker.start(small, "easy", seed=1)
        assert str(wait(thinker)) == str(choose_move(small, "easy", seed=1))
    assert not multiprocessing.active_children()


def test_worker_errors_come_back_from_poll():
    game = make_game("isolo")

    class Garbled(type(game.start_state())):
        __slots__ = ()

        def notation(self):
            return "not a position"

    state = game.start_state()
    broken = Garbled(game, state.counts, state.current_player, state.initial)
    with Thinker() as thinker:
        thinker.start(broken, "easy")
        with pytest.raises(ThinkerError, match="not a position|NotationError"):
            wait(thinker)
        assert not thinker.busy
        # the worker survives an error
        thinker.start(state, "easy")
        assert wait(thinker) in state.legal_moves()


def test_start_refuses_what_choose_move_refuses():
    with Thinker() as thinker:
        with pytest.raises(ValueError):
            thinker.start(make_game("sig-el-oued").start_state())
        with pytest.raises(ValueError):
            thinker.start(make_game("isolo").start_state(), "grandmaster")
        assert thinker.pid is None  # nothing started for a refused search


def test_a_killed_worker_is_reported_and_replaced():
    with Thinker() as thinker:
        thinker.start(make_game("khamousiyya").start_state(), "hard", seconds=30)
        time.sleep(0.2)
        thinker._process.kill()
        thinker._process.join(5)
        with pytest.raises(ThinkerError, match="stopped"):
            wait(thinker)
        state = make_game("isolo").start_state()
        thinker.start(state, "easy")
        assert wait(thinker) in state.legal_moves()
    assert not multiprocessing.active_children()


# -- main.py --suggest -----------------------------------------------------------------------------

def run_suggest(*argv):
    out, err = io.StringIO(), io.StringIO()
    code = suggest(list(argv), out, err)
    return code, out.getvalue(), err.getvalue()


def test_suggest_replays_then_prints_the_move_last():
    code, out, _ = run_suggest("isolo", "M", "--strength", "easy", "--seed", "3")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("start: ") and lines[2] == "1. M"  # the replay, as --replay
    state = make_game("isolo").start_state().play("M")
    assert lines[-1] == str(choose_move(state, "easy", seed=3, time_cap=False))
    assert lines[-1] in state.legal_moves()


def test_suggest_defaults_to_hard_and_reads_positions_and_options():
    position = ("A2 B0 C2 D0 E2 F0 G2 H17 I0 J1 K2 L0 M2 N0 O2 P0 a2 b0 c2 d0 e2 f0 g2 h17 "
                "i0 j1 k2 l0 m2 n0 o2 p0 N S:initial N:initial moves:0")
    code, out, _ = run_suggest("isolo", "--from", position, "--option",
                               "capture_sow_from='after_capture'")
    assert code == 0
    game = make_game("isolo", {"capture_sow_from": "after_capture"})
    assert out.splitlines()[-1] == str(choose_move(game.parse_position(position), "hard",
                                                   time_cap=False))


def test_suggest_prints_throw_at_a_chance_node():
    code, out, _ = run_suggest("sig-el-oued-capture")
    assert code == 0 and out.splitlines()[-1] == "throw"
    code, out, _ = run_suggest("sig-el-oued", "--players", "4", "3", "2")
    assert code == 0 and out.splitlines()[-1] == "throw"
    code, out, _ = run_suggest("sig-el-oued-capture", "5")  # a sig: f1 is freed
    assert code == 0 and out.splitlines()[-1] == "f1-f2"


def test_suggest_errors_exit_2():
    code, _, err = run_suggest("isolo", "M", "Z")  # the replay's own error
    assert code == 2 and err.startswith("move 2 'Z':")
    code, _, err = run_suggest("isolo", "--strength", "grandmaster")
    assert code == 2 and "unknown strength" in err and "easy, medium, hard" in err
    code, _, err = run_suggest("chess")
    assert code == 2
    over = ("A1 B0 C0 D0 E0 F0 G0 H0 I0 J0 K0 L0 M0 N0 O0 P0 a63 b0 c0 d0 e0 f0 g0 h0 i0 "
            "j0 k0 l0 m0 n0 o0 p0 S S:main N:main moves:9")
    code, out, err = run_suggest("isolo", "--from", over)
    assert code == 2 and "over" in err
    code, _, err = run_suggest("isolo", "--seconds", "0")
    assert code == 2 and "seconds" in err



OVER = ("A1 B0 C0 D0 E0 F0 G0 H0 I0 J0 K0 L0 M0 N0 O0 P0 a63 b0 c0 d0 e0 f0 g0 h0 i0 "
        "j0 k0 l0 m0 n0 o0 p0 S S:main N:main moves:9")


@pytest.mark.parametrize("lang, error", [("fr", "erreur\u00a0: "), ("ar", "خطأ: ")])
@pytest.mark.parametrize("argv, english", [
    (("isolo", "--strength", "grandmaster"), "unknown strength"),
    (("isolo", "--seconds", "0"), "must be more than"),
    (("isolo", "--from", OVER), "the game is over"),
])
def test_suggest_errors_in_the_language_asked(lang, error, argv, english):
    """``--suggest --lang fr`` (or ar) printed its own three errors in English ("error:
    unknown strength 'grandmaster'", "error: --seconds must be more than 0", "error: the game
    is over, ...: Sud ne peut plus jouer") while ``--replay --lang`` printed every word in
    the language asked; they now go through the same ``--lang``."""
    code, _, err = run_suggest(*argv)
    assert code == 2 and err.startswith("error: ") and english in err  # English unless asked
    code, _, err = run_suggest(*argv, "--lang", lang)
    assert code == 2 and err.startswith(error), err
    assert english not in err and "error" not in err, err
    if lang == "ar":
        assert re.search("[\\u0600-\\u06ff]", err.split(":", 1)[1]), err


def test_suggest_through_main_py():
    result = subprocess.run([sys.executable, "main.py", "--suggest", "dra", "--strength",
                             "easy", "c3"], cwd=ROOT, capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr
    last = result.stdout.splitlines()[-1]
    state = make_game("dra").start_state().play(make_game("dra").parse_move("c3"))
    assert last in [str(m) for m in state.legal_moves()]


def test_the_worker_answers_an_offer_as_answer_offer_does():
    from ludic.ai.agreement import OfferAnswer, answer_offer

    game = make_game("sig-el-oued-capture")
    behind = game.parse_position("a1*,b1*,c1*,d1*,e1*,f1* x,x,x,x,x,a3* S throw=- turn=4")
    with Thinker() as thinker:
        thinker.start_offer(behind, 1, "medium")
        answer = wait(thinker, 120.0)
        assert isinstance(answer, OfferAnswer) and answer == answer_offer(behind, 1, "medium")
        assert answer.accept
        thinker.start_offer(behind, 0, "medium")
        assert wait(thinker, 120.0).accept is False
        with pytest.raises(ValueError):
            thinker.start_offer(make_game("isolo").start_state(), 0)


def test_the_worker_sends_the_searchs_value_and_the_hint_says_a_forced_win():
    # A Dra endgame North wins by force in five moves (tests/test_ai_hint.py): the value
    # crosses with the move, and the game scene's hint tells the win from it.
    from ludic.ai import think
    from ludic.ai.reasons import FORCED_WIN
    from ludic.app.scenes.game.hint import HintSearch
    from ludic.app.seats import SharedThinker

    state = make_game("dra").parse_position(
        "N.NS../SN.N.N/N...NN/N.S.NS/N...NS N move hand=0,0 captured=0,7 quiet=1 turns=61 "
        "first=S")
    expected = think(state, "hard", time_cap=False)
    shared = SharedThinker()
    try:
        search = HintSearch(state, shared, seed=1)
        deadline = time.monotonic() + 120.0
        while (hint := search.poll()) is None:
            assert time.monotonic() < deadline, "the worker found no hint in time"
            time.sleep(0.01)
        result = shared.get().result
        assert hint.move == expected.move == result.move
        assert result.value == expected.value and result.complete
        assert hint.reason.msgid == FORCED_WIN.singular and hint.reason.params["count"] == 5
        # a new search forgets the last one's result until it has its own
        shared.get().start(make_game("dra").start_state(), "easy")
        assert shared.get().result is None
    finally:
        shared.close()
