"""Space (or a click on the sticks) while a person has a move to choose in a Sig game says
why nothing is thrown."""

from __future__ import annotations

import pygame

from apphelp import Harness
from ludic.app.session import Session, Setup
from ludic.i18n import tr


def test_space_before_the_move_a_sig_owes_says_why_nothing_is_thrown(tmp_path):
    """A QA pass (Sig capture against the computer): South threw a sig, the bar said "Sig! 1
    and throw again (K2)", South pressed Space as it said, and nothing happened, without a
    word: the sig's step comes first (C4). The bar says so; nothing is thrown."""
    h = Harness(tmp_path, seed=3)
    setup = Setup("sig-el-oued-capture", {}, 2, [], 0, [None, None], 5)
    h.app.push("game", session=Session(setup), opening=False)
    h.pump(2)
    game = h.game
    state = game.state
    assert state.is_chance
    # a sig (one polished side up): South's piece on the home row is freed and steps (C3, C4)
    sig = next(m for m, _p in state.chance_outcomes()
               if not state.apply(m).state.is_chance
               and state.apply(m).state.outcome() is None)
    h.key(pygame.K_d)  # Teacher mode: the sig is picked, not thrown at random
    assert game.demo
    h.play(sig)
    h.key(pygame.K_d)
    assert not game.demo
    h.pump_until(lambda: not game.queue, 2000)
    assert not game.state.is_chance and game.seats.by_hand(game.state)
    cursor = game.session.history.cursor
    h.key(pygame.K_SPACE)
    assert game.session.history.cursor == cursor, "nothing is thrown"
    assert tr(game.message) == "No throw now: first move a piece by the count thrown.", \
        game.message
    assert not game.message_bad
    h.app.reset("title")
