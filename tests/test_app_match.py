"""A match (Dra D5, Khamousiyya H7) and the setup screen: nothing of the score is lost
without a question (the in-game menu's New game asks, as Change players does), and the setup
opened after a game of a match shows who really places first in the next game."""

from __future__ import annotations

import pygame
import pytest

from apphelp import Harness
from ludic.app.session import Session, Setup

NAMES = ["Amina", "Youssef"]

#: Dra, South (Amina) to move: e5-d5 blocks North's three pieces, and South wins (D4).
DRA_ONE_MOVE_TO_WIN = ("NNN.S./SSS.../....../.....S/...... S move hand=0,0 captured=9,7 "
                       "quiet=0 turns=30 first=S")
#: Khamousiyya, North (Youssef) to move and blocked: South wins (H5).
KHAMOUSIYYA_BLOCKED = ("NS...../S....../......./......./......./......./......S N movement "
                       "hand:0,0 captured:21,23 first:S hajeb:open chain:- bouche:- turns:60")


def dra_won_by_south(h: Harness):
    """A Dra match's first game, South opening it and winning it: the game-over panel."""
    from ludic.app.scenes.game import GameScene

    session = Session.from_position(Setup("dra", {"match": True}, None, NAMES),
                                     DRA_ONE_MOVE_TO_WIN)
    assert session.first == 0  # Amina (South) opened this game
    h.app.reset(GameScene(h.app), session=session)
    h.settle()
    h.play(session.state.parse_move("e5-d5"))
    h.settle()
    assert h.top.name == "gameover" and h.game.session.outcome.winner == 0
    return h.game


def first_selected(h: Harness, n: int = 2) -> list[int]:
    """The seats whose Who-starts button is lit."""
    return [i for i in range(n) if h.button(f"first_{i}").is_selected]


@pytest.mark.parametrize("way", ["change players", "menu"])
def test_after_a_dra_game_the_setup_shows_the_loser_placing_first(tmp_path, way):
    """After "New match" the setup's Who starts showed the seat that opened the game just
    over (the setup's old choice), where the match's rule has the loser place first in the
    next game (D5; the rule book's D1: "in a match, the loser of the last game"). The setup
    opened after the game, by Change players or the menu's New game, has the loser lit, and
    its Start has him place first."""
    h = Harness(tmp_path)
    game = dra_won_by_south(h)
    assert game.session.match.first_player == 1  # Youssef lost: he places first next (D5)
    if way == "change players":
        h.click_button("players")
    else:
        h.click_button("look")
        h.settle()
        h.key(pygame.K_ESCAPE)  # the in-game menu
        h.settle()
        assert h.top.name == "gamemenu"
        h.click_button("new_game")
    h.settle()
    assert h.top.name == "confirm" and h.top.ask == "new_match", h.names()
    assert "Next game" in h.top.text  # the game is over: Next game goes on with the match
    h.click_button("answer_0")  # New match
    h.settle()
    assert h.names() == ["title", "setup"], h.names()
    assert first_selected(h) == [1]
    h.click_button("start")
    h.settle()
    new = h.game.session
    assert new.first == 1 and new.state.turn == 1
    assert new.match is not None and new.match.games_played == 0  # a new match


def test_after_a_khamousiyya_game_the_setup_shows_the_winner_placing_first(tmp_path):
    """Khamousiyya's match has the winner place first in the next game (H7): North opened
    this game and lost it, South won, so South is lit on the setup opened after it."""
    from ludic.app.scenes.game import GameScene

    session = Session.from_position(Setup("khamousiyya", {"match": True}, None, NAMES),
                                    KHAMOUSIYYA_BLOCKED)
    assert session.first == 1 and session.outcome.winner == 0
    h = Harness(tmp_path)
    h.app.reset(GameScene(h.app), session=session)
    h.settle()
    assert h.top.name == "gameover"
    h.click_button("players")
    h.settle()
    h.click_button("answer_0")  # New match
    h.settle()
    assert h.names() == ["title", "setup"] and first_selected(h) == [0]


def test_who_places_first_next_is_who_the_next_game_starts_with():
    """``Session.next_first`` (what the setup shows) is the seat ``next_game`` (Play again,
    Next game) starts: the match's rule once the game is over, else the game's own first."""
    dra = Session.from_position(Setup("dra", {"match": True}, None, NAMES),
                                DRA_ONE_MOVE_TO_WIN)
    assert dra.next_first() == 0  # under way: the seat that opened it
    dra.history.play(dra.state.parse_move("e5-d5"))
    assert dra.next_first() == 1 == dra.next_game().first  # the loser (D5), before and
    assert dra.next_first() == 1  # after the result is recorded
    single = Session.from_position(Setup("dra", {"match": False}, None, NAMES),
                                   DRA_ONE_MOVE_TO_WIN)
    single.history.play(single.state.parse_move("e5-d5"))
    assert single.match is None and single.next_first() == 0 == single.next_game().first
    kham = Session.from_position(Setup("khamousiyya", {"match": True}, None, NAMES),
                                 KHAMOUSIYYA_BLOCKED)
    assert kham.next_first() == 0 == kham.next_game().first  # the winner (H7)


def test_new_game_in_the_middle_of_a_match_asks_before_the_score_is_lost(tmp_path):
    """The in-game menu's New game… in a match with a score went to the setup screen, whose
    Start began a new match: the score was lost without a word. It asks "Start a new
    match?" with the score, as Change players does; Escape and Enter keep the match (the
    game goes on where it was); New match opens the setup, on the seat that opened this
    game; and until a game is started there the match is kept: Continue goes on with it."""
    h = Harness(tmp_path)
    dra_won_by_south(h)
    h.click_button("again")  # Next game: the match's second game, Youssef placing first
    h.settle()
    game = h.game
    session = game.session
    assert session.match.scores == (1, 0) and session.outcome is None
    assert session.first == 1
    h.play(session.state.legal_moves()[0])  # under way
    h.settle()
    moves = session.history.cursor

    def ask():
        h.key(pygame.K_ESCAPE)
        h.settle()
        assert h.top.name == "gamemenu", h.names()
        h.click_button("new_game")
        h.settle()
        assert h.top.name == "confirm" and h.top.ask == "new_match", h.names()
        assert h.top.title == "Start a new match?"
        assert "Amina\u00a01\u00a0· Youssef\u00a00" in h.top.text, h.top.text
        assert "play this game on" in h.top.text and "Next game" not in h.top.text

    for answer in (pygame.K_ESCAPE, pygame.K_RETURN):  # both keep the match
        ask()
        h.key(answer)
        h.settle()
        assert h.top is game and game.session is session, h.names()
        assert session.match.scores == (1, 0) and session.history.cursor == moves
    ask()
    h.click_button("answer_0")  # New match
    h.settle()
    assert h.names() == ["title", "setup"], h.names()
    assert h.top.level_id == "dra" and first_selected(h) == [1]
    h.click_button("back")  # not started: the match is still there
    h.settle()
    assert h.names() == ["title"]
    h.click_button("continue")
    h.settle()
    assert h.game.session.match.scores == (1, 0)
    assert h.game.session.history.cursor == moves


@pytest.mark.parametrize("match", [False, True])
def test_new_game_with_no_score_to_lose_asks_nothing(tmp_path, match):
    """A single game, or a match's first game under way (no score yet): the menu's New
    game opens the setup at once (the game is kept for Continue, as ever)."""
    from ludic.app.scenes.game import GameScene

    session = Session.from_position(Setup("dra", {"match": match}, None, NAMES),
                                    DRA_ONE_MOVE_TO_WIN)
    h = Harness(tmp_path)
    h.app.reset(GameScene(h.app), session=session)
    h.settle()
    h.key(pygame.K_ESCAPE)
    h.settle()
    h.click_button("new_game")
    h.settle()
    assert h.names() == ["title", "setup"], h.names()
    assert first_selected(h) == [0]


def test_play_from_the_title_asks_before_a_match_in_progress_is_replaced(tmp_path):
    """The autosave keeps one game: Title, Play, Start replaced a match in progress (Continue
    offered it, with its score) without a word. Start asks "Start a new match?" with the
    game and the score; Escape (or Keep the match) stays on the setup and Continue still
    has the match; New match starts the game set up. A setup opened from the game, whose
    New match was answered there, does not ask again."""
    h = Harness(tmp_path)
    dra_won_by_south(h)
    h.click_button("again")  # the match's second game
    h.settle()
    h.play(h.game.session.state.legal_moves()[0])
    h.settle()
    moves = h.game.session.history.cursor

    def to_title():
        h.key(pygame.K_ESCAPE)
        h.settle()
        h.click_button("to_title")
        h.settle()
        assert h.names() == ["title"], h.names()

    def start_from_the_title():
        h.click_button("play")
        h.settle()
        h.click_button("start")
        h.settle()

    to_title()
    start_from_the_title()
    assert h.top.name == "confirm" and h.top.ask == "new_match", h.names()
    assert "Amina\u00a01\u00a0· Youssef\u00a00" in h.top.text and "(Dra)" in h.top.text, h.top.text
    h.key(pygame.K_ESCAPE)  # keeps the match
    h.settle()
    assert h.names() == ["title", "setup"], h.names()
    h.click_button("back")
    h.settle()
    h.click_button("continue")
    h.settle()
    assert h.game.session.match.scores == (1, 0)
    assert h.game.session.history.cursor == moves

    to_title()
    start_from_the_title()
    h.click_button("answer_0")  # New match
    h.settle()
    assert h.top.name == "game", h.names()
    new = h.game.session
    assert new.history.cursor == 0 and (new.match is None or new.match.scores == (0, 0))

    # the game's own New match was answered in the game: its setup's Start asks no more
    h = Harness(tmp_path / "from-the-game")
    dra_won_by_south(h)
    h.click_button("players")  # Change players
    h.settle()
    assert h.top.name == "confirm" and h.top.ask == "new_match", h.names()
    h.click_button("answer_0")
    h.settle()
    assert h.names() == ["title", "setup"], h.names()
    h.click_button("start")
    h.settle()
    assert h.top.name == "game", h.names()
    assert h.game.session.history.cursor == 0
