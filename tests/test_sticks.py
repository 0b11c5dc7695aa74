"""The El Oued sticks (sticks.md K1-K6): probabilities, the K2-K4 tables, house rules, options."""

from __future__ import annotations

import math
from fractions import Fraction

import pytest

from ludic.games.sticks import (ALL_PENDING, THROWS, Sticks, Throw, fold, parse_pending,
                                parse_throw, pending_notation, throw_distribution,
                                throw_effects, throw_probability)
from ludic.model.errors import NotationError
from ludic.model.protocol import EffectKind


# -- K1: probabilities -------------------------------------------------------------------------

def test_k1_fair_sticks_exact_table():
    got = [throw_probability(k, Fraction(1, 2)) for k in range(7)]
    assert got == [Fraction(n, 64) for n in (1, 6, 15, 20, 15, 6, 1)]


@pytest.mark.parametrize("p", [Fraction(1, 2), Fraction(1, 3), Fraction(1, 20), Fraction(19, 20),
                               Fraction(7, 10)])
def test_k1_probabilities_sum_to_one_exactly(p):
    assert sum(throw_probability(k, p) for k in range(7)) == 1


def test_k1_biased_sticks_formula():
    p = Fraction(3, 10)
    assert throw_probability(0, p) == Fraction(7, 10) ** 6
    assert throw_probability(6, p) == p ** 6
    assert throw_probability(5, p) == 6 * p ** 5 * Fraction(7, 10)
    assert throw_probability(3, p) == 20 * p ** 3 * Fraction(7, 10) ** 3


@pytest.mark.parametrize("p", [0.05, 0.3, 0.5, 0.77, 0.95])
def test_k1_float_distribution_is_the_throws_in_order(p):
    dist = throw_distribution(p)
    assert tuple(m for m, _ in dist) == THROWS
    assert math.isclose(sum(q for _, q in dist), 1.0, abs_tol=1e-12)
    for k, (_, q) in enumerate(dist):
        assert math.isclose(q, math.comb(6, k) * p ** k * (1 - p) ** (6 - k), rel_tol=1e-12)


def test_k1_fair_float_distribution_is_exact():
    assert [q for _, q in throw_distribution(0.5)] == [n / 64 for n in (1, 6, 15, 20, 15, 6, 1)]


def test_throw_out_of_range():
    with pytest.raises(ValueError):
        throw_probability(7)


# -- throws as moves ---------------------------------------------------------------------------

def test_throw_notation_round_trips():
    for k in range(7):
        assert str(THROWS[k]) == str(k)
        assert parse_throw(str(k)) is THROWS[k]
        assert isinstance(THROWS[k], Throw) and THROWS[k] == k
    assert THROWS[5].name == "sig" and THROWS[6].name == "sig of six"
    assert THROWS[0].name == "sig of twelve"


@pytest.mark.parametrize("text", ["7", "-1", "", "five", "55"])
def test_bad_throw_notation_cites_k1(text):
    with pytest.raises(NotationError) as info:
        parse_throw(text)
    assert info.value.rule == "K1"


# -- K2: one throw -----------------------------------------------------------------------------

@pytest.mark.parametrize("k", [2, 3, 4])
def test_k2_plain_throw_is_its_number_without_sig_power(k):
    f = fold((), k)
    assert (f.pending, f.count, f.sig, f.again) == ((), k, False, False)


@pytest.mark.parametrize("k", [1, 5])
def test_k2_sig_is_one_with_sig_power_and_throw_again(k):
    f = fold((), k)
    assert (f.pending, f.count, f.sig, f.again) == ((), 1, True, True)
    assert f.text == "Sig! 1 and throw again (K2)"


def test_k2_six_and_twelve_start_combinations():
    six, twelve = fold((), 6), fold((), 0)
    assert six.count is None and six.pending == (6,)
    assert twelve.count is None and twelve.pending == (0,)


# -- K3: after a sig of six --------------------------------------------------------------------

@pytest.mark.parametrize("k", [1, 5])
def test_k3_six_then_sig_is_seven_with_sig_power(k):
    f = fold((6,), k)
    assert (f.pending, f.count, f.sig, f.again) == ((), 7, True, False)
    assert f.text == "Sig of six + sig = 7 (K3)"


@pytest.mark.parametrize("k", [0, 2, 3, 4, 6])
def test_k3_six_then_other_is_its_number_no_sig_turn_ends(k):
    # K5 house rule: a 6 or a 0 thrown as a follow-up is worth 6 or 0, no new combination.
    f = fold((6,), k)
    assert (f.pending, f.count, f.sig, f.again) == ((), k, False, False)


# -- K4: after a sig of twelve -----------------------------------------------------------------

@pytest.mark.parametrize("before", [(0,), (0, 3), (0, 3, 2)])
@pytest.mark.parametrize("k", [1, 5])
def test_k4_any_sig_among_follow_ups_is_thirteen(before, k):
    f = fold(before, k)
    assert (f.pending, f.count, f.sig, f.again) == ((), 13, True, False)


def test_k4_follow_ups_accumulate_then_sum_without_sig():
    f1 = fold((0,), 3)
    assert f1.count is None and f1.pending == (0, 3)
    assert f1.text == "Sig of twelve: follow-up 1 of 3 (K4)"
    f2 = fold(f1.pending, 6)  # K5: a 6 as a follow-up is just 6
    assert f2.count is None and f2.pending == (0, 3, 6)
    assert f2.text == "Sig of twelve: follow-up 2 of 3 (K4)"
    f3 = fold(f2.pending, 0)  # K5: a 0 as a follow-up is just 0
    assert (f3.pending, f3.count, f3.sig, f3.again) == ((), 9, False, False)


def test_k4_three_rough_follow_ups_make_zero():
    assert fold((0, 0, 0), 0).count == 0


# -- K5 options --------------------------------------------------------------------------------

def test_option_six_twelve_always_sig():
    sticks = Sticks(six_twelve_always_sig=True)
    f = sticks.fold((6,), 4)
    assert (f.count, f.sig, f.again) == (4, True, False)
    f = sticks.fold((0, 2, 2), 3)
    assert (f.count, f.sig) == (7, True)
    # a plain throw still has no sig power
    assert sticks.fold((), 3).sig is False
    assert Sticks().fold((6,), 4).sig is False


def test_option_twelve_first_turn_only():
    sticks = Sticks(twelve_first_turn_only=True)
    assert sticks.fold((), 0, first_turn=True).pending == (0,)
    later = sticks.fold((), 0, first_turn=False)
    assert (later.pending, later.count, later.sig, later.again) == ((), 0, False, False)
    assert "C7" in later.text
    # without the option a twelve works on every turn
    assert Sticks().fold((), 0, first_turn=False).pending == (0,)
    # a 0 as a follow-up of a six is untouched by the option
    assert sticks.fold((6,), 0, first_turn=False).count == 0


def test_sticks_table_matches_fold_everywhere():
    sticks = Sticks()
    for pending in ALL_PENDING:
        for k in range(7):
            assert sticks.fold(pending, k) == fold(pending, k)


# -- the pending combination -------------------------------------------------------------------

def test_pending_notation_round_trips():
    for pending in ALL_PENDING:
        assert parse_pending(pending_notation(pending)) == pending
    assert pending_notation(()) == "-" and pending_notation((0, 3, 2)) == "0.3.2"


@pytest.mark.parametrize("text", ["5", "0.5", "6.2", "0.2.3.4", "x", "0.7"])
def test_bad_pending_is_refused(text):
    with pytest.raises(NotationError):
        parse_pending(text)


def test_every_fold_leads_to_a_known_pending():
    for pending in ALL_PENDING:
        for k in range(7):
            assert fold(pending, k).pending in ALL_PENDING


# -- effects -----------------------------------------------------------------------------------

def test_effects_of_a_completed_count():
    thrown, count = throw_effects(0, 5, fold((6,), 5))
    assert thrown.kind == EffectKind.THROW and thrown.count == 5 and thrown.player == 0
    assert count.kind == EffectKind.COUNT and count.count == 7
    assert count.text == "Sig of six + sig = 7 (K3)"


def test_effects_of_a_pending_combination():
    thrown, more = throw_effects(1, 0, fold((), 0))
    assert thrown.kind == EffectKind.THROW and "twelve" in thrown.text.lower()
    assert more.kind == EffectKind.EXTRA_THROW and more.rule == "K4"


def test_fast_table_matches_fold():
    from ludic.games.sticks import PENDING_CODE

    sticks = Sticks(six_twelve_always_sig=True, twelve_first_turn_only=True)
    for pending, code in PENDING_CODE.items():
        for k in range(7):
            for first in (False, True):
                f = sticks.fold(pending, k, first)
                fast = sticks.fast[(code * 7 + k) * 2 + first]
                assert ALL_PENDING[fast[0]] == f.pending
                assert fast[1:] == (-1 if f.count is None else f.count, f.sig, f.again)
