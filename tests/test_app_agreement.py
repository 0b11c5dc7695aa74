"""Ending a game by agreement, by clicks: the offer, the other player's answer (Accept /
Refuse, keyboard too), the game-over panel with the agreed reason, the match and the autosave
(Dra D4: the captures decide; Sig capture C6 and Khamousiyya H5: a draw)."""

import random

import pygame
import pytest

from apphelp import Harness


def _moves(h: Harness, n: int, seed: int = 3) -> None:
    rng = random.Random(seed)
    for _ in range(n):
        state = h.game.state
        h.play(None if state.is_chance else rng.choice(state.legal_moves()))


def test_games_without_an_agreed_end_have_no_button(tmp_path):
    h = Harness(tmp_path)
    for level_id in ("isolo", "sig-el-oued"):
        h.start_game(level_id)
        assert h.button("agree") is None
        h.click_button("menu")
        h.click_button("to_title")


def test_a_draw_offered_refused_then_accepted_in_sig_capture(tmp_path):
    h = Harness(tmp_path)
    h.start_game("sig-el-oued-capture")
    _moves(h, 6)
    while not h.game.session.under_way():  # throws alone (no sig yet): no move played
        _moves(h, 1)
    h.settle()
    game = h.game
    position = game.state.notation()
    assert h.button("agree").text == "Offer a draw"
    h.click_button("agree")
    assert h.names()[-1] == "confirm" and "offers a draw" in h.top.title
    h.click_button("answer_1")  # Refuse
    assert h.names()[-1] == "game" and "refused" in game.message
    assert game.session.outcome is None and game.state.notation() == position
    h.click_button("agree")
    h.click_button("answer_0")  # Accept
    h.settle()
    assert h.top.name == "gameover"
    outcome = h.top.session.outcome
    assert outcome.winner is None and outcome.rule == "C6" and "(C6)" in outcome.reason
    assert h.top.title() == "A draw"
    h.click_button("look")
    assert h.button("agree") is None
    assert not h.button("undo").is_enabled and not h.button("redo").is_enabled
    h.key(pygame.K_z, pygame.KMOD_CTRL)
    assert game.session.outcome is not None and game.state.notation() == position
    h.click_button("menu")
    h.click_button("to_title")
    assert not h.storage.autosave_path.exists()  # a finished game is not continued
    assert not h.button("continue").is_enabled


def test_dra_agreed_end_is_scored_by_captures_and_counts_in_the_match(tmp_path):
    h = Harness(tmp_path)
    h.start_game("dra")
    game = h.game
    rng = random.Random(5)
    while game.state.captured(0) == game.state.captured(1):  # until someone leads (D4)
        h.play(rng.choice(game.state.legal_moves()))
    state = game.state
    leader = 0 if state.captured(0) > state.captured(1) else 1
    assert h.button("agree").text == "Agree to end (D4)"
    h.click_button("agree")
    assert game.session.names[leader] in h.top.text and "(D4)" in h.top.text
    h.key(pygame.K_RETURN)  # Accept (marked first)
    h.settle()
    assert h.top.name == "gameover"
    assert h.top.session.outcome.winner == leader and h.top.session.outcome.rule == "D4"
    match = h.top.session.match
    assert match.scores[leader] >= 1 and match.games_played == 1
    h.click_button("again")
    assert h.top.name == "game" and h.game.session.agreed is None
    assert h.game.panel_lines(h.game.state)[0] == "Match to 10: game 2"


def test_escape_and_n_refuse_the_offer(tmp_path):
    h = Harness(tmp_path)
    h.start_game("dra")
    _moves(h, 1)
    for key in (pygame.K_ESCAPE, pygame.K_n):
        h.click_button("agree")
        assert h.top.name == "confirm"
        h.key(key)
        assert h.top.name == "game" and h.game.session.outcome is None


def test_an_agreed_end_survives_the_autosave(tmp_path):
    from ludic.app.session import Session

    h = Harness(tmp_path)
    h.start_game("dra")
    _moves(h, 4)
    h.click_button("agree")
    h.click_button("answer_0")
    h.settle()
    data = h.game.session.to_save()
    again = Session.from_save(data)
    assert again.agreed == h.game.session.agreed and again.outcome.rule == "D4"
    assert again.recorded


def _against_computer(h, notation: str, strength: str = "hard", frames: int = 2):
    """Sig capture from ``notation``: South a person, North the computer."""
    from ludic.app.session import Session, Setup

    setup = Setup("sig-el-oued-capture", {}, 2, [], 0, [None, strength], 7)
    h.app.push("game", session=Session.from_position(setup, notation), opening=False)
    h.pump(frames)
    return h.game


def _until_answered(h, game, frames: int = 6000) -> None:
    h.pump_until(lambda: game.offer_search is None, frames)


def _hold_answers(monkeypatch) -> list[bool]:
    """Keep the worker's answers from the game (its poll says "not yet") while the flag
    returned is true; set it false to let them through. The search on these small
    positions can answer within the frames of the click that started it, so a look at
    the offer under way, right after the click, found it already answered on a loaded
    machine (its frames slow, the worker not)."""
    from ludic.ai.worker import Thinker

    held = [True]
    poll = Thinker.poll
    monkeypatch.setattr(Thinker, "poll", lambda self: None if held[0] else poll(self))
    return held


def test_the_computer_ahead_declines_a_draw(tmp_path, monkeypatch):
    h = Harness(tmp_path)
    # North (the computer) has six pieces, South one: it is ahead and plays on.
    game = _against_computer(h, "a1*,x,x,x,x,x f3*,e3*,d3*,c3*,b3*,a3* S throw=- turn=4")
    position = game.state.notation()
    assert h.button("agree").text == "Offer a draw"
    held = _hold_answers(monkeypatch)
    h.click_button("agree")
    h.click_button("answer_0")  # Make the offer (asked first: see below)
    assert h.names()[-1] == "game"  # no dialog: the computer answers
    assert game.offer_search is not None and "thinking about your offer" in game.message
    held[0] = False
    _until_answered(h, game)
    name = game.session.names[1]
    assert f"{name} declines the draw" in game.message, game.message
    assert game.session.outcome is None and game.state.notation() == position
    assert h.button("agree") is not None  # the person may offer again later


def test_the_computer_behind_accepts_a_draw(tmp_path):
    h = Harness(tmp_path)
    game = _against_computer(h, "a1*,b1*,c1*,d1*,e1*,f1* x,x,x,x,x,a3* S throw=- turn=4",
                             strength="easy")
    h.click_button("agree")
    h.click_button("answer_0")  # Make the offer
    _until_answered(h, game)
    # who accepted, then the end, said once (it said 'accepts the draw. The players agreed
    # to a draw': a solo player's pass)
    said = str(game.message)
    assert said == f"{game.session.names[1]} accepts. The players agreed to a draw (C6)", said
    h.settle()
    assert h.top.name == "gameover"
    outcome = h.top.session.outcome
    assert outcome.winner is None and outcome.rule == "C6"


def test_no_offer_on_the_computers_turn_and_undo_cancels_the_answer(tmp_path, monkeypatch):
    h = Harness(tmp_path)
    game = _against_computer(h, "a1*,b1*,c1*,d1*,e1*,f1* x,x,x,x,x,a3* N throw=- turn=5",
                             frames=0)
    assert not game.seats.by_hand(game.state)
    assert game.agree_label() == ""  # North (the computer) to throw: nothing to offer
    h.app.scenes.pop()
    game = _against_computer(h, "a1*,x,x,x,x,x f3*,e3*,d3*,c3*,b3*,a3* S throw=- turn=4")
    _hold_answers(monkeypatch)
    h.click_button("agree")
    h.click_button("answer_0")  # Make the offer
    assert game.offer_search is not None and game.seats.thinker.owner is game.offer_search
    game._drop_hint()  # what undo, a move, leaving or loading do
    assert game.offer_search is None and game.seats.thinker.owner is None


def test_no_end_by_agreement_before_a_move(tmp_path):
    """A QA pass: "Offer a draw" (Sig capture, Khamousiyya) and "Agree to end (D4)" (Dra)
    were enabled at the opening, before anyone had played, where Undo and "Review the moves"
    are not. The button is there, disabled, until a player has moved (in Sig capture a
    throw alone is no move); an undo back to the opening disables it again."""
    h = Harness(tmp_path)
    for level_id in ("dra", "khamousiyya", "sig-el-oued-capture"):
        h.start_game(level_id)
        game = h.game
        assert h.button("agree") is not None and not h.button("agree").is_enabled, level_id
        game.offer_agreement()  # nor by any other way in
        assert h.top.name == "game" and game.offer_search is None, level_id
        if game.state.is_chance:
            _moves(h, 1)  # the first throw
            h.settle()
            if not game.state.is_chance:
                assert not h.button("agree").is_enabled, "enabled after a throw alone"
        history = game.session.history
        while not any(not s.is_chance for s in history.states[:history.cursor]):
            _moves(h, 1)
            h.settle()
        h.pump(2)
        assert game.session.under_way() and h.button("agree").is_enabled, level_id
        for _ in range(history.cursor):  # Undo back to the opening: disabled again
            h.key(pygame.K_z, pygame.KMOD_CTRL)
            h.settle()
        h.pump(2)
        assert not game.session.under_way(), level_id
        assert not h.button("agree").is_enabled, level_id
        h.click_button("menu")
        h.click_button("to_title")


@pytest.mark.parametrize("level_id", ["dra", "khamousiyya", "sig-el-oued-capture"])
def test_an_offer_to_the_computer_is_asked_first(tmp_path, level_id):
    """The computer answers an offer at once and its yes ends the game for good (no undo
    after an end by agreement): one click on "Agree to end (D4)" ended a Dra game against
    it, no question asked (QA29). The offer is asked first; Play on (or Escape) leaves the
    game as it was, Undo still there; Make the offer sends it to the computer."""
    from ludic.app.session import Session, Setup

    h = Harness(tmp_path)
    h.app.push("game", session=Session(Setup(level_id, {}, 2, [], 0, [None, "easy"], 7)),
               opening=False)
    h.pump(2)
    game = h.game
    rng = random.Random(5)
    for _ in range(40):
        h.pump_until(lambda: not game.queue and game.seats.by_hand(game.state))
        if game.session.under_way() and h.button("agree") is not None \
                and h.button("agree").is_enabled:
            break
        h.play(None if game.state.is_chance else rng.choice(game.state.legal_moves()))
    moves = game.session.history.cursor
    for answer in ("answer_1", "escape"):
        h.click_button("agree")
        assert h.top.name == "confirm", h.names()
        assert game.session.names[1] in h.top.title
        if answer == "escape":
            h.key(pygame.K_ESCAPE)
        else:
            h.click_button(answer)  # Play on
        h.settle()
        assert h.top is game and game.offer_search is None
        assert game.session.agreed is None and game.session.history.cursor == moves
        assert h.button("undo").is_enabled
    h.click_button("agree")
    h.click_button("answer_0")  # Make the offer: the computer answers it
    _until_answered(h, game)
    assert game.session.agreed is not None or "declines" in str(game.message), game.message
