"""The computer and positions that come back (ludic.ai.search, "Repetition").

In even endgames the search without the game's past rocked one piece to and fro: from the
Khamousiyya 5x5 position below Hard, playing both sides, went C4-C5, D4-D5, C5-C4, D5-D4...
(four positions five times each in 24 moves), and in the Dra position f3-f2, e3-e2, f2-f3,
e2-e3... (six times). With the positions played so far (``seen``) a return to one of them is
valued as what it is, no progress, and neither side repeats a position three times.
"""

from __future__ import annotations

from collections import Counter

import pytest

from ludic.ai import positions_seen, think, times_seen
from ludic.ai.knowledge import knowledge_for
from ludic.ai.search import CONTEMPT, iterative_deepening
from ludic.model.registry import make_game

#: Six pieces each, nothing to capture soon: Hard rocked C4-C5 and back (old search).
KHAMOUSIYYA_EVEN = ("N..../S...N/N.SNS/N..../SNS.S S movement hand:0,0 captured:6,6 first:S "
                    "hajeb:used chain:- bouche:- turns:40")
#: Three pieces each (a line needs all three): Hard rocked f3-f2 and back (old search).
DRA_EVEN = "N..S../....../...NNS/..S.../...... S move hand=0,0 captured=9,9 quiet=0 turns=60 first=S"


def _play_both_sides(level: str, notation: str, plies: int, strength: str = "hard"):
    """The computer plays both sides ``plies`` moves from ``notation``, told the positions
    played so far, as the app tells it; returns how often each position came."""
    game = make_game(level)
    knowledge = knowledge_for(game)
    state = game.parse_position(notation)
    past: list = []
    count: Counter = Counter()
    for ply in range(plies):
        if state.outcome() is not None:
            break
        count[knowledge.repetition_key(state)] += 1
        move = think(state, strength, seed=ply, time_cap=False,
                     seen=positions_seen(past)).move
        past.append(state)
        state = state.play(move)
    return count


@pytest.mark.parametrize("level, notation", [("khamousiyya-5x5", KHAMOUSIYYA_EVEN),
                                             ("dra", DRA_EVEN)])
def test_hard_does_not_rock_a_piece_in_an_even_endgame(level, notation):
    count = _play_both_sides(level, notation, 12)
    assert sum(count.values()) == 12, "the game went on (nobody won by accident)"
    assert max(count.values()) < 3, count.most_common(2)


def test_a_return_to_a_position_played_is_valued_as_a_draw_less_the_contempt():
    game = make_game("khamousiyya-5x5")
    knowledge = knowledge_for(game)
    state = game.parse_position(KHAMOUSIYYA_EVEN)
    move = state.legal_moves()[0]
    back = state.play(move)  # as if this position had been played before
    result = iterative_deepening(state, knowledge, max_depth=3, max_nodes=10**9,
                                 seconds=None, exact=True, seen=positions_seen([back]))
    assert result.scores[move] == -CONTEMPT
    fresh = iterative_deepening(state, knowledge, max_depth=3, max_nodes=10**9, seconds=None,
                                exact=True)
    assert fresh.scores[move] != -CONTEMPT  # it is the past that makes it a repetition


def test_in_dra_a_repetition_is_worth_the_captures_as_they_stand():
    """D4: the quiet limit ends a game that only repeats, and the captures decide: South,
    a piece ahead, values a return at a piece (less the contempt), North at minus one."""
    game = make_game("dra")
    knowledge = knowledge_for(game)
    ahead = ("N..S../....../...NNS/..S.../S..... S move hand=0,0 captured=9,8 quiet=0 "
             "turns=60 first=S")
    for seat, worth in ((0, 100.0), (1, -100.0)):
        state = game.parse_position(ahead.replace(" S move", " S move" if seat == 0
                                                  else " N move"))
        move = state.legal_moves()[0]
        result = iterative_deepening(state, knowledge, max_depth=2, max_nodes=10**9,
                                     seconds=None, exact=True,
                                     seen=positions_seen([state.play(move)]))
        assert result.scores[move] == worth - CONTEMPT


def test_positions_seen_and_times_seen():
    game = make_game("khamousiyya-5x5")
    state = game.parse_position(KHAMOUSIYYA_EVEN)
    there = state.play(game.parse_move("C1-D1")).play(game.parse_move("B1-B2"))
    again = there.play(game.parse_move("D1-C1")).play(game.parse_move("B2-B1"))
    assert again.turns != state.turns and again.notation() != state.notation()
    past = [state, state.play(game.parse_move("C1-D1")), there,
            there.play(game.parse_move("D1-C1"))]
    key, n = times_seen(again, past)
    assert n == 1 and key == knowledge_for(game).repetition_key(state)  # counters left out
    assert len(positions_seen(past + past)) == 4  # each position once
    isolo = make_game("isolo").start_state()
    assert positions_seen([isolo]) == () and times_seen(isolo, [isolo]) == (None, 0)


def test_suggest_tells_the_computer_the_positions_the_moves_went_through():
    """``--suggest`` replays the moves: they are the game's past, as in the app. Back in the
    start position a second time, Hard plays otherwise than from the same position given
    with no past (only the turn count differs)."""
    import io

    from ludic.ai.suggest import run

    def suggest(*argv) -> str:
        out, err = io.StringIO(), io.StringIO()
        assert run(["khamousiyya-5x5", *argv], out, err) == 0, err.getvalue()
        return out.getvalue().splitlines()[-1]

    moves = ("C1-D1", "B1-B2", "D1-C1", "B2-B1")
    with_past = suggest("--from", KHAMOUSIYYA_EVEN, *moves)
    game = make_game("khamousiyya-5x5")
    state, played = game.parse_position(KHAMOUSIYYA_EVEN), []
    for text in moves:
        played.append(state)
        state = state.play(game.parse_move(text))
    assert with_past == str(think(state, "hard", time_cap=False,
                                  seen=positions_seen(played)).move)
    assert with_past != suggest("--from", state.notation())


def _whole_game(states) -> tuple:
    """Every position of ``states`` as the search knows it: what ``seen`` was before it
    was cut at the last capture or placement."""
    knowledge = knowledge_for(states[0].game)
    return tuple(dict.fromkeys(knowledge.repetition_key(s) for s in states))


@pytest.mark.parametrize("level, seed", [("khamousiyya-5x5", 3), ("dra", 4)])
def test_the_positions_since_the_last_capture_choose_the_moves_the_whole_game_chose(level,
                                                                                     seed):
    """``positions_seen`` gives only the positions since the last move that cannot be
    undone (a capture, a placement: ``Knowledge.irreversible``); seeded games, half random
    and half Medium (which rocks where it may): at every other decision (30 in all) Medium searches
    with the whole game's positions and with the cut list, and chooses the same move, of
    the same value, after searching the same positions."""
    import random

    game = make_game(level)
    rng = random.Random(seed)
    state, past = game.start_state(), []
    compared = shorter = 0
    while compared < 30:
        if state.outcome() is not None:  # the next game
            state, past = game.start_state(), []
        cut = positions_seen(past, state)
        if past and len(past) % 2 == 0 and len(state.legal_moves()) > 1:
            whole = _whole_game(past)
            assert set(cut) <= set(whole)
            shorter += len(cut) < len(whole)
            a = think(state, "medium", seed=len(past), time_cap=False, seen=whole)
            b = think(state, "medium", seed=len(past), time_cap=False, seen=cut)
            assert (a.move, a.value, a.nodes) == (b.move, b.value, b.nodes), len(past)
            compared += 1
        past.append(state)
        if rng.random() < 0.5:
            move = rng.choice(state.legal_moves())
        else:
            move = think(state, "medium", seed=len(past), time_cap=False, seen=cut).move
        state = state.play(move)
    assert shorter >= 20


def test_the_cut_keeps_the_positions_since_the_last_capture():
    """Khamousiyya: the to-and-fro since the last capture is kept whole; a capture (H4)
    cuts the list."""
    game = make_game("khamousiyya-5x5")
    knowledge = knowledge_for(game)
    state, past = game.parse_position(KHAMOUSIYYA_EVEN), []
    for text in ("C1-D1", "B1-B2", "D1-C1", "B2-B1", "C1-D1"):
        past.append(state)
        state = state.play(game.parse_move(text))
    assert len(positions_seen(past, state)) == 4  # the start position twice, counted once
    assert not knowledge.irreversible(past[0], state)
    after = state.play(game.parse_move("A3-B3"))  # North takes B3's neighbour (H4)
    assert sum(map(after.captured, (0, 1))) == sum(map(state.captured, (0, 1))) + 1
    assert knowledge.irreversible(state, after) and knowledge.irreversible(past[0], after)
    assert positions_seen(past + [state], after) == ()
    quiet = next(m for m in after.legal_moves() if not knowledge.is_capture(after, m))
    then = after.play(quiet)
    assert positions_seen(past + [state, after], then) == (knowledge.repetition_key(after),)
    # the placements (H2): a position before one never comes back
    start = game.start_state()
    placed = start.play(start.legal_moves()[0])
    assert knowledge.irreversible(start, placed)
    assert positions_seen([start], placed) == ()


#: North three pieces down (it lost 4, South 1). From here North stepped D1-D2, South B2-B3,
#: North D2-D1, South B3-B2: back here, D1-D2 returns to a position played, and D3-C3 takes
#: the piece on C3's row (H4). Valued as a draw, the return outweighed the capture: Easy,
#: Medium and Hard all stepped D1-D2 (as Medium, far behind, rocked A4-B4-A4 against a
#: person shuffling to trap it).
KHAMOUSIYYA_BEHIND = ("SSSNS/N...S/S..NN/NSS.S/SSNNN N movement hand:0,0 captured:1,4 "
                      "first:S hajeb:open chain:- bouche:- turns:19")


def _rocked_back(level: str, notation: str, moves) -> tuple:
    """The position reached after ``moves`` from ``notation``, and the positions played."""
    game = make_game(level)
    state, past = game.parse_position(notation), []
    for text in moves:
        past.append(state)
        state = state.play(game.parse_move(text))
    return state, past


@pytest.mark.parametrize("strength", ["easy", "medium", "hard"])
def test_a_side_behind_captures_rather_than_step_back_into_a_position_played(strength):
    state, past = _rocked_back("khamousiyya-5x5", KHAMOUSIYYA_BEHIND,
                               ("D1-D2", "B2-B3", "D2-D1", "B3-B2"))
    game, knowledge = state.game, knowledge_for(state.game)
    seen = positions_seen(past, state)
    back, capture = game.parse_move("D1-D2"), game.parse_move("D3-C3")
    assert knowledge.repetition_key(state.play(back)) in seen
    assert knowledge.is_capture(state, capture)
    for seed in range(3):
        assert think(state, strength, seed=seed, time_cap=False, seen=seen).move == capture


def test_in_khamousiyya_a_return_is_a_draw_only_for_a_side_not_behind():
    """H5: only the turn limit ends a game that repeats, and the side ahead need not repeat:
    a side behind values a return at the pieces as they stand (North, 3 down: -300), a side
    even or ahead at a draw (South, 3 up: 0), each less the contempt."""
    state, past = _rocked_back("khamousiyya-5x5", KHAMOUSIYYA_BEHIND,
                               ("D1-D2", "B2-B3", "D2-D1", "B3-B2"))
    knowledge = knowledge_for(state.game)
    back = state.game.parse_move("D1-D2")
    result = iterative_deepening(state, knowledge, max_depth=3, max_nodes=10**9,
                                 seconds=None, exact=True, seen=positions_seen(past, state))
    assert result.scores[back] == -300.0 - CONTEMPT
    south = state.play(back)
    assert knowledge.repetition_value(south, 0) == 0.0
    assert knowledge.repetition_value(south, 1) == -300.0


@pytest.mark.parametrize("level, notation, moves", [
    ("khamousiyya-5x5", KHAMOUSIYYA_EVEN, ("C1-D1", "B1-B2", "D1-C1", "B2-B1")),
    ("dra", DRA_EVEN, ("f3-f2", "e3-e4", "f2-f3", "e4-e3"))])
@pytest.mark.parametrize("strength", ["easy", "medium"])
def test_the_noise_never_steps_back_where_a_move_as_good_goes_on(level, notation, moves,
                                                                  strength):
    """Easy and Medium choose among the moves near the best at random (``ludic.ai``): the
    return the search values a tenth of a piece lower is near the best in an even endgame,
    and Medium stepped C1-D1 back in 17 of 30 seeds (Easy 8; in Dra f3-f2 2 and 4). A move
    that goes back is a candidate only where every other is too."""
    state, past = _rocked_back(level, notation, moves)
    knowledge = knowledge_for(state.game)
    seen = positions_seen(past, state)
    back = [m for m in state.legal_moves() if knowledge.repetition_key(state.play(m)) in seen]
    assert back == [state.game.parse_move(moves[0])]
    chosen = {think(state, strength, seed=seed, time_cap=False, seen=seen).move
              for seed in range(20)}
    assert back[0] not in chosen
    assert len(chosen) > 1 or strength == "medium"  # still a choice among good moves
