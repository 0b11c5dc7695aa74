"""History: undo/redo, and a throw is history (never re-rolled). Pure Python, no pygame."""

import random

import pytest

from ludic.app.history import History, draw
from ludic.model.registry import make_game


def _throw(h: History, seed: int):
    return h.throw(random.Random(seed))


def test_undo_then_throw_reuses_the_recorded_throw():
    game = make_game("sig-el-oued")
    h = History(game.initial_state())
    first = [str(_throw(h, s).state.notation()) for s in range(5)]
    thrown = [str(m) for m in h.moves]
    while h.undo():
        pass
    assert h.cursor == 0
    # Different seeds would draw differently; the recorded throws come back instead.
    again = [str(_throw(h, 1000 + s).state.notation()) for s in range(5)]
    assert [str(m) for m in h.moves] == thrown
    assert again == first


def test_redo_replays_the_same_moves():
    game = make_game("dra")
    h = History(game.initial_state())
    rng = random.Random(3)
    for _ in range(6):
        h.play(rng.choice(h.state.legal_moves()))
    end = h.state.notation()
    h.undo()
    h.undo()
    assert h.cursor == 4 and h.can_redo()
    h.redo()
    h.redo()
    assert h.state.notation() == end and not h.can_redo()


def test_a_new_decision_keeps_the_throws_of_the_dropped_line():
    game = make_game("sig-el-oued-capture")
    h = History(game.initial_state())
    rng = random.Random(11)
    # play until a real choice (two or more moves) comes up after some throws
    while True:
        s = h.state
        if s.is_chance:
            h.throw(rng)
        elif len(s.legal_moves()) >= 2 and h.cursor >= 2:
            break
        else:
            h.play(s.legal_moves()[0])
    choice_at = h.cursor
    h.play(h.state.legal_moves()[0])
    for _ in range(12):
        s = h.state
        if s.outcome() is not None:
            break
        if s.is_chance:
            h.throw(rng)
        else:
            h.play(s.legal_moves()[0])
    later_throws = [m for i, m in enumerate(h.moves) if i > choice_at and h.states[i].is_chance]
    assert later_throws
    while h.cursor > choice_at:
        h.undo()
    assert h.cursor == choice_at
    h.play(h.state.legal_moves()[1])  # another decision: the redo line is dropped
    seen = []
    for _ in range(40):
        s = h.state
        if s.outcome() is not None or len(seen) == len(later_throws):
            break
        if s.is_chance:
            seen.append(h.throw(random.Random(999 + len(seen))).state and h.moves[h.cursor - 1])
        else:
            h.play(s.legal_moves()[0])
    assert seen == later_throws[: len(seen)]


def test_undo_goes_back_to_the_previous_decision_over_throws():
    game = make_game("sig-el-oued-capture")
    h = History(game.initial_state())
    rng = random.Random(5)
    decisions = []
    for _ in range(60):
        s = h.state
        if s.is_chance:
            h.throw(rng)
        else:
            decisions.append(h.cursor)
            h.play(s.legal_moves()[0])
    assert decisions
    h.undo()
    assert not h.state.is_chance
    assert h.cursor == decisions[-1]


def test_undo_in_a_game_of_throws_only_steps_back_one_throw():
    game = make_game("sig-el-oued")
    h = History(game.initial_state(), decides=lambda s: False)
    for s in range(4):
        _throw(h, s)
    assert h.undo() and h.cursor == 3


def test_demonstration_pick_is_used_when_nothing_is_recorded():
    game = make_game("sig-el-oued")
    h = History(game.initial_state())
    pick = h.state.legal_moves()[5]
    h.throw(random.Random(0), choose=pick)
    assert h.moves == [pick]


def test_draw_follows_the_chance_outcomes():
    state = make_game("sig-el-oued").initial_state()
    rng = random.Random(1)
    counts = {}
    for _ in range(6400):
        m = str(draw(state, rng))
        counts[m] = counts.get(m, 0) + 1
    assert counts["3"] > counts["5"] > counts["6"]  # 20/64 > 6/64 > 1/64 (K1)


def test_throw_at_a_decision_is_refused():
    h = History(make_game("dra").initial_state())
    with pytest.raises(ValueError):
        h.throw(random.Random(0))


def test_a_teachers_pick_after_an_undo_replaces_the_recorded_throw():
    """Undo never re-rolls a random throw, but an explicit pick is played as chosen."""
    game = make_game("sig-el-oued")
    h = History(game.initial_state(), decides=lambda s: False)
    legal = h.state.legal_moves()
    h.throw(random.Random(0), choose=legal[3])
    h.throw(random.Random(0), choose=legal[4])
    second = h.moves[1]
    assert h.undo() and h.undo() and h.cursor == 0
    h.throw(random.Random(0), choose=legal[2])  # picked 2: 2 it is, not the recorded 3
    assert h.moves[0] == legal[2] and h.cursor == 1
    assert len(h.moves) == 1, "the pick replaces the redo line"
    # the rest of the dropped line's throws are still history for the next random throw
    rolled = h.throw(random.Random(12345))
    assert h.moves[1] == second and rolled.state == h.state
    # picking the recorded throw itself just follows the line
    h.undo()
    h.undo()
    h.throw(random.Random(0), choose=legal[2])
    assert h.moves[:2] == [legal[2], second] and h.can_redo()
