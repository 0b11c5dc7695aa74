"""The generic game test, run over every level (after OpenSpiel's basic game tests).

Seeded random playouts check, at every position reached:
* a live position has legal moves, uniquely named, and each parses back to itself;
* at chance nodes the outcomes are the legal moves and their probabilities sum to 1;
* the position notation round-trips;
* ``apply`` never changes its input and agrees with the fast path ``play``;
* the game ends within the level's turn limit, and a finished game offers no move;
* its outcome says why it ended (``Outcome.why``) without its result: a translatable text
  that names the winner no more than any other player and does not call it a draw;
* and what kind of end it is (``Outcome.termination``): a ``Termination`` a game makes
  (never ``UNKNOWN``, which only an old save reads), ``AGREED`` exactly for the end the
  players agree on;
* and the rule that ends it (``Outcome.rule``), cited in its own words, ``reason`` and
  ``why``, in every language: the app shows them as they are, with no rule added.
"""

from __future__ import annotations

import dataclasses
import math
import random
import re

import pytest

from ludic import i18n
from ludic.i18n import Text
from ludic.model.protocol import CHANCE, Effect, Outcome, Termination
from ludic.playout import random_move
from ludic.model.registry import level_ids, load_level, make_game

LEVELS = level_ids()
SEEDS = range(4)


def player_counts(level_id):
    level = load_level(level_id)
    return sorted({level.min_players, level.default_players, level.max_players})


CASES = [(lv, n, seed) for lv in LEVELS for n in player_counts(lv) for seed in SEEDS]


def test_there_are_levels():
    assert LEVELS, "levels/ holds no level file"


@pytest.mark.parametrize("level_id,players,seed", CASES)
def test_random_playout_conforms(level_id, players, seed):
    game = make_game(level_id, num_players=players)
    rng = random.Random(seed)
    state = game.start_state()
    # A generous bound: the turn limit counts turns, a turn may hold several moves.
    max_moves = game.turn_limit * 60
    for ply in range(max_moves):
        outcome = state.outcome()
        if outcome is not None:
            assert isinstance(outcome, Outcome)
            assert outcome.reason
            assert outcome.winner is None or 0 <= outcome.winner < game.num_players
            check_why(game, outcome)
            check_termination(game, outcome, agreed=False)
            check_cites(game, outcome)
            assert state.legal_moves() == () and state.chance_outcomes() == ()
            break
        agreed = state.agreed_outcome() if ply % 50 == 0 else None
        if agreed is not None:  # the end the players may agree on (C6, H5, D4)
            check_why(game, agreed)
            check_termination(game, agreed, agreed=True)
            check_cites(game, agreed)
        text = state.notation()
        assert "\n" not in text
        again = game.parse_position(text)
        assert again.notation() == text, "position notation does not round-trip"
        moves = state.legal_moves()
        assert moves, f"live position without legal moves: {text}"
        names = [str(m) for m in moves]
        assert len(set(names)) == len(names), f"duplicate move names {names} at {text}"
        assert len(set(moves)) == len(moves)
        for m in moves:
            assert game.parse_move(str(m)) == m, f"move {m!r} does not round-trip"
        if state.is_chance:
            assert state.current_player == CHANCE
            outcomes = state.chance_outcomes()
            assert tuple(m for m, _ in outcomes) == moves
            assert math.isclose(sum(p for _, p in outcomes), 1.0, abs_tol=1e-9)
            assert all(p > 0 for _, p in outcomes)
        else:
            assert 0 <= state.current_player < game.num_players
        assert 0 <= state.turn < game.num_players
        move = random_move(state, rng)
        assert state.why_illegal(move) is None
        transition = state.apply(move)
        assert state.notation() == text, "apply changed its input"
        assert all(isinstance(e, Effect) for e in transition.effects)
        fast = state.play(move)
        assert fast.notation() == transition.state.notation(), "play and apply disagree"
        if fast.outcome() is None:  # asked before legal_moves, so a lazy game answers lazily
            moves_after = state.play(move).legal_moves()
            n = len(moves_after)
            picked = tuple(state.play(move).move_at((k + 0.5) / n) for k in range(n))
            assert picked == moves_after, "move_at disagrees with legal_moves"
            assert fast.move_at(0.999999) == moves_after[-1]
        state = transition.state
    else:
        pytest.fail(f"{level_id}: no end after {max_moves} moves")


def check_why(game, outcome: Outcome) -> None:
    """The game-over panel shows ``why`` under a heading that says the result ("Amina
    wins!", "A draw"): the why must be there, be a model message (shown translated), and
    not say the result again. Dra's why lists both players' captures (D4), so a name may
    be there: never the winner's more often than another's."""
    why = outcome.why
    assert why and isinstance(why, Text), f"{game.id}: no why for {outcome.reason!r}"
    assert why != outcome.reason
    names = [str(n) for n in game.player_names]
    if outcome.winner is None:
        assert "draw" not in why.lower(), why
    else:
        winner = names[outcome.winner]
        assert f"{winner} wins" not in why, why
        assert all(why.count(winner) <= why.count(n) for n in names), why


def check_termination(game, outcome: Outcome, agreed: bool) -> None:
    """Code reads how a game ended from ``termination``, never from the words: every end a
    game makes names its kind, and an agreed end is the only one that says ``AGREED``."""
    kind = outcome.termination
    assert isinstance(kind, Termination), f"{game.id}: no kind of end for {outcome.reason!r}"
    assert kind is not Termination.UNKNOWN, f"{game.id}: {outcome.reason!r}"
    assert (kind is Termination.AGREED) == agreed, f"{game.id}: {kind} for {outcome.reason!r}"


def cited(rule: str, text: str) -> bool:
    """``text`` cites ``rule`` as the rule book's numbers are cited: in brackets, alone or
    first or among others ("(I8)", "(C4, a house rule)", "(S5, K2)"); a square or a hole
    that happens to read like a rule ("D4" on Dra's board) is not a citation."""
    return re.search(rf"\((?:[^()]*, )?{re.escape(rule)}\b[^()]*\)", text) is not None


def check_cites(game, outcome: Outcome) -> None:
    """Every end that has a rule cites it in its own words, the whole sentence (``reason``:
    the message bar, the move list, a replay) and the panel's ``why``, in English, French
    and Arabic. The turn limit is the README's house rule: where the game's end rule names
    it (D4, H5, C6) it is cited as that rule; where none does (Isolo, the Sig race) the
    end has no rule and cites none. The app once added a missing rule to the words it
    showed (Isolo's "cannot move" named no I8); the words carry it now, so every place
    that tells the end (a log, a replay, the command line) tells the rule too."""
    rule = outcome.rule
    if rule is None:
        assert outcome.termination is Termination.TURN_LIMIT, (
            f"{game.id}: an end with no rule: {outcome.reason!r}")
        return
    assert re.fullmatch(r"[A-Z]\d+", rule), rule
    try:
        for lang in ("en", "fr", "ar"):
            i18n.set_language(lang)
            for words in (outcome.reason, outcome.why):
                said = i18n.tr(words)
                assert cited(rule, said), f"{game.id} ({lang}): {said!r} does not cite {rule}"
    finally:
        i18n.set_language("en")


def test_cited_reads_a_citation_not_a_square():
    assert cited("I8", "South cannot move: North wins (I8)")
    assert cited("C4", "x is not free (C4, a house rule)")
    assert cited("K2", "Sig! (S5, K2)")
    assert not cited("D4", "Youssef places on D4")
    assert not cited("D4", "South cannot move (D40)")
    assert not cited("H5", "South cannot move")


#: Short turn limits, so that seeded playouts reach the turn-limit end of every game (at the
#: levels' own limits random play mostly ends by the game's own rules first).
SHORT_LIMITS = (7, 40)


@pytest.mark.parametrize("level_id", LEVELS)
def test_every_end_of_a_playout_cites_its_rule(level_id):
    """Seeded random playouts of every level, at its own turn limit and at short ones,
    played to their end: every end met (and the agreed end, where the rules offer one, at
    every 25th move) cites its rule in every language; the kinds of end met include the
    turn limit (so its words are checked, not only the game's own ends)."""
    level = load_level(level_id)
    kinds = set()
    for limit in (level.turn_limit, *SHORT_LIMITS):
        game = make_game(dataclasses.replace(level, turn_limit=limit))
        for seed in range(3):
            rng = random.Random(seed)
            state = game.start_state()
            for ply in range(limit * 60):
                outcome = state.outcome()
                if outcome is not None:
                    check_cites(game, outcome)
                    kinds.add(outcome.termination)
                    break
                if ply % 25 == 0 and (agreed := state.agreed_outcome()) is not None:
                    check_cites(game, agreed)
                state = state.play(random_move(state, rng))
            else:
                pytest.fail(f"{level_id}: no end after {limit * 60} moves")
    assert Termination.TURN_LIMIT in kinds and len(kinds) >= 2, kinds


@pytest.mark.parametrize("level_id", LEVELS)
def test_play_at_gives_each_legal_move_its_share(level_id):
    """``play_at`` (the playouts' draw) reaches exactly the states of the legal moves, each
    for ``1/len(legal_moves)`` of the fractions: counted on a grid of 512 points per move,
    every move within 32 of its 512 (a move drawn a sixteenth more often fails), at every 7th
    decision of a seeded random game, eight positions at most. (Sig's race has no decision.)
    At the chance nodes met on the way, each outcome for its probability."""
    game = make_game(level_id)
    rng = random.Random(5)
    state = game.start_state()
    checked = decisions = 0
    for ply in range(game.turn_limit * 60):
        if state.outcome() is not None:
            break
        if not state.is_chance:
            decisions += 1
        if state.is_chance and ply % 7 == 0:
            # each outcome for its probability of a grid of 4096 fractions, within 2 points
            # (by the state it makes: two throws may both lose the count, to one state)
            share: dict[str, float] = {}
            for m, p in state.chance_outcomes():
                after = state.play(m).notation()
                share[after] = share.get(after, 0.0) + p
            counts = dict.fromkeys(share, 0)
            for j in range(4096):
                counts[state.play_at((j + 0.5) / 4096).notation()] += 1
            assert all(abs(counts[after] - 4096 * p) <= 2 for after, p in share.items())
        if not state.is_chance and decisions % 7 == 1 and checked < 8:
            moves = state.legal_moves()
            by_state = {state.play(m).notation(): m for m in moves}
            grid = 512 * len(moves)
            counts = dict.fromkeys(by_state, 0)
            for j in range(grid):
                reached = state.play_at((j + 0.5) / grid).notation()
                assert reached in counts, f"play_at reached no legal move's state: {reached}"
                counts[reached] += 1
            assert all(abs(c - 512) <= 32 for c in counts.values()), counts
            checked += 1
        state = state.play(random_move(state, rng))
    assert checked or not decisions


def _step_by_step(state, draw, max_moves=1_000_000):
    """The protocol's own playout loop, move by move, with the moves it played."""
    played, decisions = [], 0
    while len(played) < max_moves and state.outcome() is None:
        if not state.is_chance:
            decisions += 1
        state = state.play_at(draw())
        played.append(state.notation())
    return state, played, decisions


PLAYOUT_CASES = [(lv, n) for lv in LEVELS for n in player_counts(lv)]


@pytest.mark.parametrize("level_id,players", PLAYOUT_CASES)
def test_playout_plays_the_same_game_as_play_at(level_id, players):
    """``State.playout`` (a game's playout shortcut, if it has one) plays the very game the
    step-by-step loop of ``play_at`` plays from the same draws: the same number of moves and
    decisions, the same last state, and it calls ``draw`` once per move. From the start, from
    positions met along a seeded game (mid-turn ones too), and cut short by ``max_moves``."""
    game = make_game(level_id, num_players=players)
    walk = random.Random(11)
    state = game.start_state()
    starts = []
    while state.outcome() is None and len(starts) < 12:
        starts.append(state)
        for _ in range(1 + int(walk.random() * 17)):
            if state.outcome() is None:
                state = state.play(random_move(state, walk))
    for k, start in enumerate(starts):
        for seed in range(3):
            calls = []
            source = random.Random(1000 * k + seed).random

            def draw(calls=calls, source=source):
                calls.append(None)
                return source()

            last, moves, decisions = start.playout(draw)
            want, played, want_decisions = _step_by_step(
                start, random.Random(1000 * k + seed).random)
            assert last.notation() == want.notation(), (level_id, start.notation(), seed)
            assert (moves, decisions) == (len(played), want_decisions)
            assert len(calls) == moves
            assert last.outcome() == want.outcome() and last.outcome() is not None
        cut = 1 + k * 7
        last, moves, _ = start.playout(random.Random(k).random, max_moves=cut)
        want, played, _ = _step_by_step(start, random.Random(k).random, cut)
        assert last.notation() == want.notation() and moves == len(played) <= cut
