"""Two people sharing one laptop (hot-seat): what the app tells the one who was not looking.

Found by playing the real app person against person (QA): the next game of a match began
with the other player to place and no word of why, and Isolo's end named no rule.
"""

from __future__ import annotations

import pytest

from apphelp import Harness, dra_line_removed
from test_app_scenes import finished_session

from ludic.app.session import Session
from ludic.i18n import set_language, tr


@pytest.fixture(autouse=True)
def _english():
    yield
    set_language("en")


@pytest.mark.parametrize("level_id, seeds, who", [("dra", range(1, 40), "lost"),
                                                  ("khamousiyya", range(1, 40), "won")])
def test_the_next_game_of_a_match_says_who_places_first_and_why(tmp_path, level_id, seeds,
                                                                  who):
    """Dra D5: the loser places first in the next game; Khamousiyya H7: the winner. The bar
    of the next game names that player and the rule; it said only 'Yusuf to play'."""
    h = Harness(tmp_path, size=(1366, 768))
    session = next(s for s in (finished_session(level_id, seed=k, options={"match": True})
                               for k in seeds) if s.outcome.winner is not None)
    from ludic.app.scenes.game import GameScene

    data = session.to_save()
    data["names"], data["typed"] = ["Amina", "Yusuf"], [True, True]
    h.app.reset(GameScene(h.app), session=Session.from_save(data))
    h.settle()
    winner = h.top.session.outcome.winner
    h.click_button("again")
    h.settle()
    game = h.game
    first = game.session.first
    expected = (1 - winner) if who == "lost" else winner
    assert first == expected
    rule = "D5" if level_id == "dra" else "H7"
    said = tr(game.message)
    name = ("Amina", "Yusuf")[first]
    assert f"Game 2 of the match: {name} {who} the last game and places first ({rule})" \
        in said, said
    assert f"{name} to play" in said  # and what to do now, as before
    set_language("fr")
    assert "Partie 2 du match\u00a0:" in tr(game.message)


def test_after_a_drawn_game_of_a_match_the_same_player_places_first_and_is_told(tmp_path):
    h = Harness(tmp_path, size=(1366, 768))
    # greedy random play draws seldom: with a quiet limit of 10 turns, seed 6 draws
    session = next(s for s in (finished_session("dra", seed=k, options={
        "match": True, "quiet_limit": 10}) for k in range(1, 60)) if s.outcome.winner is None)
    from ludic.app.scenes.game import GameScene

    first_before = session.first
    h.app.reset(GameScene(h.app), session=Session.from_save(session.to_save()))
    h.settle()
    h.click_button("again")
    h.settle()
    assert h.game.session.first == first_before
    assert "the last game was a draw, so" in tr(h.game.message)


def test_a_single_game_played_again_says_nothing_of_a_match(tmp_path):
    from ludic.app.scenes.game import GameScene

    h = Harness(tmp_path, size=(1366, 768))
    session = finished_session("dra", seed=3, options={"match": False})
    h.app.reset(GameScene(h.app), session=Session.from_save(session.to_save()))
    h.settle()
    h.click_button("again")
    h.settle()
    assert "match" not in tr(h.game.message)


def test_isolo_end_is_told_with_its_rule_on_the_bar_and_the_panel(tmp_path):
    """I8: a player who cannot move loses. The panel said 'Amina cannot move' and the bar
    'Amina cannot move: Yusuf wins', the only ends of the app without their rule: Isolo's
    words cite it now, as every game's do (test_conformance checks them all)."""
    from ludic.app.scenes.game import GameScene

    h = Harness(tmp_path, size=(1366, 768))
    session = next(s for s in (finished_session("isolo", seed=k) for k in range(1, 20))
                   if s.outcome.rule == "I8")
    data = session.to_save()
    data["names"], data["typed"] = ["Amina", "Yusuf"], [True, True]
    h.app.reset(GameScene(h.app), session=Session.from_save(data))
    h.settle()
    assert h.top.name == "gameover"
    loser = ("Amina", "Yusuf")[1 - h.top.session.outcome.winner]
    assert h.top.reason() == f"{loser} cannot move\u00a0(I8)"  # the rule held to its word
    h.click_button("look")
    assert tr(h.game.message).endswith("wins (I8)"), tr(h.game.message)
    set_language("fr")
    assert tr(h.game.message).endswith("(I8)"), tr(h.game.message)


def test_undo_says_which_move_it_took_back(tmp_path):
    """One person takes back a move: the bar said only "Undone.", and the other, who had not
    pressed it, had to find the greyed line in the move list. It names the move taken back
    as the list does, in the language in force."""
    import pygame

    h = Harness(tmp_path, size=(1366, 768))
    game = dra_line_removed(h)
    h.key(pygame.K_z, pygame.KMOD_CTRL)
    h.settle()
    said = tr(game.message)
    assert said.startswith("Undone: Amina removes d5 (D3). Amina to play."), said
    set_language("fr")
    said = tr(game.message)
    assert said.startswith("Annulé\u00a0: Amina retire d5 (D3)."), said
