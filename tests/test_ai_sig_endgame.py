"""The solved endgame of Sig (El Oued Capture) (``ludic/ai/knowledge/sig_endgame.py``,
``tools/sig_endgame.py``): the committed table is checked against computations of its own
here, made through the game's ``play`` over the whole tree of throws (not the tool's
shortcut through the counts), without the tool's half-turn symmetry and without numpy."""

from __future__ import annotations

import random

import pytest

from ludic.ai.knowledge import knowledge_for
from ludic.ai.knowledge import sig_endgame as se
from ludic.games.sig_capture import CIRCUITS, LOOP
from ludic.model.registry import make_game

LEVEL = "sig-el-oued-capture"
# Half a step of the file's scale on each value read, plus the solver's own error (1e-8).
STEP = 1.0 / se.SCALE


@pytest.fixture(scope="module")
def game():
    return make_game(LEVEL)


@pytest.fixture(scope="module")
def values():
    table = se.table()
    assert table is not None, "ludic/ai/knowledge/sig_endgame.bin is missing or damaged"
    return table


def token(seat: int, code: int) -> str:
    """A piece of the position notation from a table code (see sig_endgame's docstring)."""
    if code >= LOOP:
        return CIRCUITS[seat][code - LOOP] + "*"
    return CIRCUITS[seat][code] + ("'" if code >= 18 else "")


def side(seat: int, codes) -> str:
    """Six entries: unfreed piece k in its place k, freed ones in the places left, from 5 down."""
    items = ["x"] * 6
    spare = [k for k in range(6) if k + LOOP not in codes]
    for c in codes:
        items[c - LOOP if c >= LOOP else spare.pop()] = token(seat, c)
    return ",".join(items)


def position(game, south, north, turn: str = "S", extra: str = ""):
    return game.parse_position(f"{side(0, south)} {side(1, north)} {turn} throw=- turn=2"
                               f"{extra}")


def tree_value(state, leaf) -> float:
    """The chance that ``state.turn``'s side wins: the whole tree of throws (``play``), the
    best move at each count, ``leaf(state)`` at the next throw's start."""
    outcome = state.outcome()
    if outcome is not None:
        return float(outcome.winner == state.turn)
    t = state.turn

    def below(child):
        """The chance that ``state.turn``'s side wins from ``child``."""
        start = not child.count and not child.code and child.outcome() is None
        p = leaf(child) if start else tree_value(child, leaf)
        return p if child.turn == t else 1.0 - p

    if state.count:
        return max(below(state.play(move)) for move in state.legal_moves())
    return sum(q * below(state.play(move)) for move, q in state.chance_outcomes())


def test_one_piece_a_side_matches_an_independent_solution(game, values):
    """With one piece each (no choice is left), solve every position, both sides to throw
    kept apart, by plain value iteration over the whole tree of throws, and compare."""
    codes = range(LOOP + 6)
    states = {}
    for s in codes:
        for n in codes:
            if not se.compatible((s,), (n,)):
                continue
            for turn in "SN":
                states[(turn, s, n)] = position(game, (s,), (n,), turn)

    def key_of(st):
        """Whose throw, and each side's piece as a code (which piece it is does not matter)."""
        out = ["SN"[st.turn]]
        for seat in (0, 1):
            (piece,) = [x for x in st.pieces(seat) if x is not None]
            out.append(LOOP + piece[1] if piece[2] else piece[1])
        return tuple(out)
    assert all(key_of(st) == k for k, st in states.items())

    # Each position's leaves: the chance of winning at once, and each next throw's start
    # with its chance (the same side again after a sig, or the other side).
    plans = {}
    for key, state in states.items():
        leaves: dict = {}
        win = 0.0

        def walk(st, q, state=state, leaves=leaves):
            nonlocal win
            outcome = st.outcome()
            if outcome is not None:
                assert outcome.winner == state.turn
                win += q
                return
            if st.count:
                (move,) = st.legal_moves()  # one piece: one move at most
                walk(st.play(move), q)
            elif st.code or st is state:
                for move, p in st.chance_outcomes():
                    walk(st.play(move), q * p)
            else:
                k = key_of(st)
                same = st.turn == state.turn
                leaves[(k, same)] = leaves.get((k, same), 0.0) + q
        walk(state, 1.0)
        assert abs(win + sum(leaves.values()) - 1.0) < 1e-12
        plans[key] = (win, list(leaves.items()))
    v = dict.fromkeys(states, 0.5)
    for _sweep in range(1000):
        new = {key: win + sum(q * (v[k] if same else 1.0 - v[k]) for (k, same), q in leaves)
               for key, (win, leaves) in plans.items()}
        change = max(abs(new[k] - v[k]) for k in v)
        v = new
        if change < 1e-11:
            break
    assert change < 1e-11
    worst = max(abs(se.win_chance(values, states[k]) - v[k]) for k in states)
    assert worst <= STEP, worst
    # the two sides to throw of one position are not the same chance: the test is not idle
    assert max(abs(v[("S", s, n)] - v[("N", s, n)]) for _t, s, n in states) > 0.05


def test_every_kind_of_position_agrees_with_its_successors(game, values):
    """A sample of every kind (1v1 to 2v2): each stored value is its own throw's expectimax
    over the stored values of the positions after it (the fixed point the table must be)."""
    rng = random.Random(9)
    pairs = [(m, o) for m in range(se.N) for o in range(se.N)
             if se.compatible(se.CONFIGS[m], se.CONFIGS[o])]
    kinds: dict = {}
    for m, o in pairs:
        kinds.setdefault((len(se.CONFIGS[m]), len(se.CONFIGS[o])), []).append((m, o))
    assert sorted(kinds) == [(1, 1), (1, 2), (2, 1), (2, 2)]

    def leaf(st):
        return se.win_chance(values, st)

    for m, o in [x for group in kinds.values() for x in rng.sample(group, 30)]:
        state = position(game, se.CONFIGS[m], se.CONFIGS[o], "N")
        stored = se.win_chance(values, state)
        assert 0.0 <= stored <= 1.0
        assert abs(tree_value(state, leaf) - stored) <= 3 * STEP, state.notation()


def test_impossible_pairs_are_marked_and_the_rest_are_chances(values):
    for m, mover in enumerate(se.CONFIGS):
        for o, other in enumerate(se.CONFIGS):
            v = values[m * se.N + o]
            assert (v <= se.SCALE) == se.compatible(mover, other)
    assert len(values) == se.N * se.N and se.N == 453


def test_the_table_reads_the_same_position_from_either_side(game, values):
    """North to throw is read as South's position turned half round (C2)."""
    north = game.parse_position("x,x,c2',x,f3,x x,e3*,x,x,x,e2 N throw=- turn=9")
    turned = game.parse_position("x,b1*,x,x,x,b2 x,x,d2',x,a1,x S throw=- turn=9")
    p = se.win_chance(values, north)
    assert p == se.win_chance(values, turned)
    # the other side to throw in the same places is another entry, and not the same chance
    assert abs(se.win_chance(values, game.parse_position(
        "x,x,c2',x,f3,x x,e3*,x,x,x,e2 S throw=- turn=9")) - p) > 0.01
    # a throw again after a sig is the same position as a turn's first throw (K2)
    again = game.parse_position("x,x,c2',x,f3,x x,e3*,x,x,x,e2 N throw=- turn=9 extra")
    assert se.win_chance(values, again) == p
    # three pieces on a side: outside the table
    assert se.win_chance(values, game.parse_position(
        "x,x,c2',x,f3,x x,e3*,x,a2,x,e2 N throw=- turn=9")) is None


def test_a_better_move_by_the_table(game, values):
    """Count 11, two pieces each: d3-c1 keeps 56.3% of wins, f1-e3 50.8%; the fitted
    judgement one move ahead prefers f1-e3 (one of the choices the table would change)."""
    state = game.parse_position("x,x,x,x,d3,f1 x,x,x,x,a1,b2 S throw=- turn=2 count=11")
    exact = {str(m): 1.0 - se.win_chance(values, state.play(m)) for m in state.legal_moves()}
    assert exact == pytest.approx({"d3-c1": 0.5625, "f1-e3": 0.5078}, abs=1e-4)
    fitted = knowledge_for(game)
    by_fit = {str(m): fitted.evaluate(state.play(m), 0) for m in state.legal_moves()}
    assert max(by_fit, key=by_fit.get) == "f1-e3"


@pytest.mark.parametrize("damage", ["missing", "short", "flipped", "other-size"])
def test_a_missing_or_damaged_table_reads_as_none(tmp_path, monkeypatch, damage):
    data = se.PATH.read_bytes()
    path = tmp_path / "sig_endgame.bin"
    if damage == "short":
        path.write_bytes(data[:1000])
    elif damage == "flipped":
        path.write_bytes(data[:-7] + bytes([data[-7] ^ 1]) + data[-6:])
    elif damage == "other-size":
        path.write_bytes(data + b"\0\0")
    monkeypatch.setattr(se, "_TABLE", {})
    assert se.table(path) is None
    assert se.decode(data) is not None and se.decode(se.encode(se.decode(data))) == se.decode(data)


def test_only_the_default_ruleset_is_solved(game):
    assert se.applies(game)
    for options in ({"polished_probability": 0.6}, {"six_twelve_always_sig": True},
                    {"twelve_first_turn_only": True}):
        assert not se.applies(make_game(LEVEL, options))
