"""The end of a game seen from the table (a QA pass): the game-over panel names the winner
once (the title; the reason says why) and, in a Sig race played for places (S8), every
player's place; the chart counts the moves really played; and once the game is over nothing
on the board or in the sticks tray asks for a next move."""

import random

import pygame
import pytest

from apphelp import Harness, TextRecorder, record_texts
from ludic import i18n
from ludic.app import theme
from ludic.app.scenes.gameover import held_references
from ludic.app.session import Session, Setup
from ludic.model.protocol import EffectKind

NAMES = ["Amina", "Youssef", "Maryam", "Karim"]


def sig_race_to_the_end(places: bool, seed: int = 4) -> Session:
    """A four-player Sig race thrown at random to its end (S8)."""
    session = Session(Setup("sig-el-oued", {"play_for_places": places}, players=4,
                            names=NAMES))
    rng = random.Random(seed)
    for _ in range(20000):
        if session.state.outcome() is not None:
            return session
        session.history.throw(rng)
    raise AssertionError("no end")


def game_over_panel(h: Harness, session: Session):
    from ludic.app.scenes.game import GameScene

    h.app.reset(GameScene(h.app), session=Session.from_save(session.to_save()))
    h.settle()
    assert h.top.name == "gameover"
    return h.top


def drawn_texts(h: Harness) -> list[str]:
    """Every text the next frame renders."""
    with TextRecorder() as drawn:
        h.top.draw(h.app.screen)
    return drawn.texts()


def agree_and_look(h, rule: str) -> None:
    """End the game by agreement (the player to move offers, the other accepts), check the
    game-over panel cites ``rule``, and close it to look at the board."""
    h.click_button("agree")
    h.click_button("answer_0")  # Accept
    h.settle()
    assert h.top.name == "gameover" and h.top.session.outcome.rule == rule
    h.click_button("look")
    h.settle()


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_the_panel_names_every_place_of_a_race_played_for_places(tmp_path, lang):
    """S8 with "play for places": the panel named the winner alone, the ranking was only on
    the board's badges. It lists the places as the outcome gives them, in every language."""
    session = sig_race_to_the_end(places=True)
    order = session.outcome.places
    assert len(order) == 4
    h = Harness(tmp_path, size=(1366, 768))
    i18n.set_language(lang)
    panel = game_over_panel(h, session)
    line = panel.places_line()
    assert line
    where = [line.index(NAMES[seat]) for seat in order]
    assert where == sorted(where), (line, order)
    assert line in drawn_texts(h)


def test_no_places_line_where_only_the_winner_is_ranked(tmp_path):
    session = sig_race_to_the_end(places=False)
    h = Harness(tmp_path, size=(1366, 768))
    assert game_over_panel(h, session).places_line() == ""


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_the_panel_says_the_winner_once(tmp_path, lang):
    """The title says "Amina wins!"; the reason said it again ("...to Mecca first: Amina
    wins", "...: يفوز أمينة"). The panel shows the model's ``why``, which names nobody in
    the race, with its rule; the message bar keeps the model's whole sentence."""
    session = sig_race_to_the_end(places=False)
    winner = NAMES[session.outcome.winner]
    h = Harness(tmp_path, size=(1366, 768))
    i18n.set_language(lang)
    panel = game_over_panel(h, session)
    reason = panel.reason()
    whole = i18n.tr(session.outcome.reason)
    # the why, with the rule that ends the game after it (S8), as every game's end is told,
    # held to the word before it (held_references)
    assert reason == held_references(i18n.tr(session.outcome.why)) and reason != whole
    assert reason.endswith("(S8)") and whole.endswith("(S8)")
    assert winner not in reason and whole.count(winner) == 2
    assert winner in panel.title()
    drawn = drawn_texts(h)
    assert reason in drawn and whole not in drawn


#: Every kind of end of every game, from a finished position (the positions of the games'
#: own tests of their ends), Amina in the first seat and Youssef in the second, with the
#: panel's words under its heading in English.
ENDINGS = {
    "race, S8": ("sig-el-oued", "X,F5 P2 throw=- turn=41 places=1",
                 "The father, the djinn and the mother reached Mecca first (S8)"),
    "race, turn limit": ("sig-el-oued", "F8,F5 P2 throw=- turn=10000",
                         "The turn limit of 10000 turns is reached"),
    "capture, C6": ("sig-el-oued-capture", "x,x,x,x,x,f3 x,x,x,x,x,x S throw=- turn=50",
                    "Youssef has no pieces left (C6)"),
    "capture, turn limit": ("sig-el-oued-capture", "a1*,b1*,c1*,d1*,e1*,f1* "
                            "f3*,e3*,d3*,c3*,b3*,a3* N throw=- turn=1000",
                            "The turn limit of 1000 turns is reached (C6)"),
    "khamousiyya, blocked": ("khamousiyya", "NS...../S....../......./......./......./"
                             "......./......S N movement hand:0,0 captured:21,23 first:S "
                             "hajeb:open chain:- bouche:- turns:60",
                             "Youssef cannot move (H5)"),
    "khamousiyya, all captured": ("khamousiyya", "......./...S.../......./S.S..../......./"
                                  "......./....... N movement hand:0,0 captured:21,24 "
                                  "first:S hajeb:open chain:- bouche:- turns:61",
                                  "Youssef has no pieces left (H5)"),
    "khamousiyya, turn limit": ("khamousiyya", "......N/......./......./...S.../..N..../"
                                "......./S...... S movement hand:0,0 captured:22,22 first:S "
                                "hajeb:open chain:- bouche:- turns:2500",
                                "The turn limit of 2500 turns is reached (H5)"),
    "dra, two pieces left": ("dra", "N...N./....../....../....../SSS.S. N move hand=0,0 "
                             "captured=10,8 quiet=0 turns=31 first=S",
                             "Youssef has only 2 pieces left and cannot make a line any more. "
                             "Amina captured 10, Youssef captured 8 (D4)"),
    "dra, blocked": ("dra", "NNNS../SSS.../....../.....S/...... N move hand=0,0 captured=9,7 "
                     "quiet=1 turns=31 first=S",
                     "Youssef cannot move. Amina captured 9, Youssef captured 7 (D4)"),
    "dra, quiet": ("dra", "N..N.N/.N..N./....../..S.../S....S N move hand=0,0 captured=7,9 "
                   "quiet=100 turns=131 first=S",
                   "100 turns have passed without a capture. Amina captured 7, Youssef "
                   "captured 9 (D4)"),
    "dra, turn limit, a draw": ("dra", "N..N.N/.N..N./....../..S.../S....S N move hand=2,0 "
                                "captured=7,7 quiet=1 turns=3000 first=S",
                                "The turn limit of 3000 turns is reached. Both captured 7 (D4)"),
    "isolo, blocked": ("isolo", "A1 B0 C1 D0 E1 F0 G1 H1 I1 J0 K1 L0 M1 N0 O1 P0 a2 b0 c2 d0 "
                       "e2 f0 g2 h17 i0 j17 k2 l7 m2 n0 o2 p0 S S:main N:main moves:0",
                       "Amina cannot move (I8)"),
    "isolo, turn limit": ("isolo", "A2 B0 C2 D0 E2 F0 G2 H17 I0 J1 K2 L0 M2 N0 O2 P0 a2 b0 "
                          "c2 d0 e2 f0 g2 h17 i0 j1 k2 l0 m2 n0 o2 p0 S S:initial N:initial "
                          "moves:1000", "The turn limit of 1000 turns is reached"),
}


def assert_panel_says_why(h: Harness, lang: str) -> str:
    """The panel on top shows the outcome's ``why`` in ``lang``, not its ``reason``: no
    "wins" clause, no "draw" after the heading "A draw", the winner's name no more often
    than the loser's (Dra's why gives both players' captures). Returns the words shown.
    The language is switched as the settings screen does: the panel is laid out again for
    its words (it draws what its layout measured)."""
    from ludic.app import language

    language.switch(h.app, lang)
    panel = h.top
    outcome = panel.session.outcome
    shown = panel.reason()
    assert shown and shown == held_references(i18n.tr(outcome.why))
    whole = i18n.tr(outcome.reason)
    assert shown != whole
    if outcome.rule:  # every end is told with its rule, on the panel and the message bar
        assert f"({outcome.rule})" in shown and f"({outcome.rule})" in whole, (shown, whole)
    drawn = drawn_texts(h)
    assert shown in drawn and whole not in drawn
    if outcome.winner is not None:
        winner = NAMES[outcome.winner]
        loser = NAMES[1 - outcome.winner] if len(panel.session.names) == 2 else ""
        assert i18n._("{name} wins").format(name=winner) not in shown
        assert shown.count(winner) <= (shown.count(loser) if loser else 0), shown
        assert winner in panel.title()
    else:
        assert panel.title() == i18n._("A draw")
    return shown


@pytest.mark.parametrize("ending", list(ENDINGS))
def test_the_panel_says_why_every_game_ended(tmp_path, ending):
    """Every kind of end of every game: the panel's words under its heading are the
    model's ``why`` in each language (it was the reason cut by a pattern on its template,
    which each language's word order could break; draws were shown whole, "A draw" twice)."""
    from ludic.app.scenes.game import GameScene

    level_id, position, english = ENDINGS[ending]
    h = Harness(tmp_path, size=(1366, 768))
    session = Session.from_position(Setup(level_id, {}, None, NAMES[:2]), position)
    assert session.outcome is not None
    h.app.reset(GameScene(h.app), session=session)
    h.settle()
    assert h.top.name == "gameover"
    # its rule's reference held to the word before it (held_references)
    assert assert_panel_says_why(h, "en") == held_references(english)
    for lang in ("fr", "ar"):
        assert assert_panel_says_why(h, lang) != held_references(english)


@pytest.mark.parametrize("level_id, rule", [("sig-el-oued-capture", "C6"),
                                            ("khamousiyya", "H5"), ("dra", "D4")])
def test_the_panel_says_why_an_agreed_end_ended(tmp_path, level_id, rule):
    """An end the players agreed on (C6, H5: a draw; D4: the captures decide): the panel
    says they agreed, not "a draw" again under "A draw"."""
    h = Harness(tmp_path, size=(1366, 768))
    h.app.settings.last_names = NAMES[:2]
    h.start_game(level_id)
    rng = random.Random(2)
    while not h.game.session.under_way():
        state = h.game.state
        h.play(None if state.is_chance else rng.choice(state.legal_moves()))
    h.click_button("agree")
    h.click_button("answer_0")  # Accept
    h.settle()
    assert h.top.name == "gameover" and h.top.session.outcome.rule == rule
    shown = assert_panel_says_why(h, "en")
    assert shown.startswith("The players agreed to end the game") and f"({rule})" in shown
    for lang in ("fr", "ar"):
        assert_panel_says_why(h, lang)


def test_the_last_place_of_a_race_played_for_places_has_its_badge(monkeypatch):
    """S8 with "play for places": the player left behind is last, but their Mecca row had
    no badge (Fatima's in a six-player race). Every row at Mecca has one at the end."""
    from apphelp import headless_view
    from ludic.app.boards.base import UIState
    from ludic.app.boards.sig_race import place_badge

    session = sig_race_to_the_end(places=True)
    state = session.state
    order = state.outcome().places
    assert len(state.places) == 3 and len(order) == 4
    view = headless_view(state.game, pygame.Rect(0, 0, 1100, 640))
    drawn = record_texts(monkeypatch)
    view.draw(pygame.Surface((1100, 640)), state, UIState())
    badges = [t for t, _ in drawn.placed(board=True) if t in {place_badge(i) for i in range(1, 5)}]
    assert badges == [place_badge(i) for i in range(1, 5)]


@pytest.mark.parametrize("lang, words", [("en", "0 moves"), ("fr", "0 coup")])
def test_the_chart_of_a_game_with_no_move_says_none_was_played(monkeypatch, lang, words):
    """A Khamousiyya draw agreed from a set position, before any move: the chart under the
    panel said "1 coup" ("1 move"). It counts the moves played, none here."""
    from apphelp import headless_view
    from ludic.app import chart_view
    from ludic.model.registry import make_game
    from ludic.model.chart import chart_of

    game = make_game("khamousiyya")
    chart = chart_of("khamousiyya", game.initial_state(), [])
    assert chart.points == 1
    view = headless_view(game, pygame.Rect(0, 0, 600, 400))
    i18n.set_language(lang)
    drawn = record_texts(monkeypatch)
    chart_view.draw_chart(pygame.Surface((600, 220)), pygame.Rect(0, 0, 600, 220), chart,
                          ["Amina", "Youssef"], view, 1.0)
    drawn = [t for t, _r in drawn.placed()]
    assert words in drawn, drawn
    assert not any(t.startswith("1 ") for t in drawn), drawn


def test_after_an_agreed_draw_khamousiyyas_cards_ask_for_no_move(tmp_path, monkeypatch):
    """A Khamousiyya draw agreed in the placement (H5): the position does not say the game is
    over, and the players' cards still said "Plays first" and "Placing 1 of 2" under the
    panel. After the end they say neither (nor "May claim H’ajeb"): nobody plays."""
    h = Harness(tmp_path)
    h.start_game("khamousiyya")
    state = h.game.state
    h.play(random.Random(1).choice(state.legal_moves()))
    h.settle()
    asking = {"Plays first", "May claim H’ajeb", "May claim", "Placing 1 of 2",
              "Placing 2 of 2"}
    drawn = record_texts(monkeypatch)
    h.game.draw(h.app.screen)
    assert asking & {t for t, _ in drawn.placed(board=True)}  # the cards, while it goes on
    agree_and_look(h, "H5")
    drawn.clear()
    h.game.draw(h.app.screen)
    texts = {t for t, _ in drawn.placed(board=True)}
    assert texts and not asking & texts, texts & asking


def test_the_sticks_tray_after_the_final_throw_asks_for_no_throw(tmp_path, monkeypatch):
    """A Sig race won by a sig of 1 (the count "Sig! 1 and throw again", K2): the tray kept
    those words under the sticks after the end. It shows the throw's name alone then."""
    from ludic.app.scenes.game import GameScene

    for seed in range(40):
        session = sig_race_to_the_end(places=False, seed=seed)
        h = session.history
        last = [e for e in h.effects[h.cursor - 1] if e.kind == EffectKind.COUNT]
        if last and "throw again" in str(last[0].text):
            break
    else:
        raise AssertionError("no race ended on a sig of 1")
    h = Harness(tmp_path, size=(1366, 768))
    game = GameScene(h.app)
    h.app.reset(game, session=session)
    h.settle()
    h.click_button("look")
    h.settle()
    game.sticks.land(1, session.history.effects[-1], 0)  # the final throw, as it landed
    drawn = record_texts(monkeypatch)
    game.draw(h.app.screen)
    shown = [t for t, _r in drawn.placed()]
    said = " ".join(shown)
    assert "throw again" not in said.lower() and "Sig!" in said, shown


def race_won_by_a_sig(places: bool = False) -> Session:
    """A Sig race whose last throw is a sig of 1 ("Sig! 1 and throw again (K2)"), one move
    before that throw (undone: the recorded throw comes again, undo never re-rolls it)."""
    for seed in range(40):
        session = sig_race_to_the_end(places=places, seed=seed)
        h = session.history
        last = [e for e in h.effects[h.cursor - 1] if e.kind == EffectKind.COUNT]
        if last and getattr(last[0].text, "msgid", "") == "Sig! 1 and throw again (K2)":
            h.undo()
            assert session.state.outcome() is None
            return session
    raise AssertionError("no race ended on a sig of 1")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_winning_sig_never_says_throw_again_while_it_lands(tmp_path, monkeypatch, lang):
    """The sig that wins the race (K2: "Sig! 1 and throw again") said "... and throw again"
    in the tray as its sticks landed and in the message bar while the piece went to Mecca,
    before the game-over panel. Every frame of that throw, animated, says "Sig! 1" alone."""
    from ludic.app.scenes.game import GameScene
    from ludic.app import sticks_view

    i18n.set_language(lang)
    again = {i18n.tr(i18n.Text("Sig! 1 and throw again (K2)")), i18n.tr(
        i18n.Text("Sig! Throw again")), i18n.tr(i18n.Text("Sig: throw again (K2)"))}
    again |= {sticks_view.SticksView.headline(t) for t in list(again)}
    h = Harness(tmp_path, size=(1366, 768), speed=1.0)
    game = GameScene(h.app)
    h.app.reset(game, session=race_won_by_a_sig())
    h.settle()
    tray = record_texts(monkeypatch)
    h.key(pygame.K_SPACE, frames=1)
    seen: set[str] = set()
    for _ in range(1200):
        if h.top.name == "gameover":
            break
        tray.clear()
        h.pump(1)
        game.draw(h.app.screen)  # every frame whole: tray, message bar, panel
        seen |= {t for t, _r in tray.placed()}
        seen.add(i18n.tr(game.message))
    assert h.top.name == "gameover"
    said = [t for t in seen if any(a in t for a in again)]
    assert not said, said
    sig = i18n.tr(i18n.Text("Sig! 1 (K2)"))  # the count is told, in the tray and the bar
    assert any(sig in t for t in seen) and sticks_view.SticksView.headline(sig) in seen, seen


def test_after_an_agreed_end_of_dra_no_tray_is_lit_for_a_turn(tmp_path, monkeypatch):
    """Dra ended by agreement (D4): the position does not say the game is over, and the
    trays of the player to move stayed lit as for their turn. After the end none is."""
    h = Harness(tmp_path)
    h.start_game("dra")
    rng = random.Random(5)
    for _ in range(4):
        h.play(rng.choice(h.game.state.legal_moves()))
    h.settle()
    drawn = record_texts(monkeypatch)
    h.game.draw(h.app.screen)
    lit = tuple(theme.HIGHLIGHT)
    assert lit in {d.color for d in drawn if d.board}  # the trays of the player to move
    agree_and_look(h, "D4")
    drawn.clear()
    h.game.draw(h.app.screen)
    colours = {d.color for d in drawn if d.board}
    assert colours and lit not in colours


def test_change_players_opens_this_games_setup_as_played(tmp_path):
    """A user's pass (one person against the computer): to play again at another strength
    the game-over panel offered Play again, but the setup screen only through the in-game
    menu's New game. Change players opens this game's setup with its options, names and
    each seat as it was played (the strengths Play again would use)."""
    session = Session(Setup("sig-el-oued", {"play_for_places": True}, players=3,
                            names=["Amina", "", ""], computers=[None, "hard", "easy"]))
    rng = random.Random(4)
    while session.state.outcome() is None:
        session.history.throw(rng)
    h = Harness(tmp_path)
    game_over_panel(h, session)
    h.click_button("players")
    h.settle()
    assert h.names() == ["title", "setup"], h.names()
    setup = h.top
    assert setup.level_id == "sig-el-oued" and setup.n_players() == 3
    assert setup.options["sig-el-oued"]["play_for_places"] is True
    # the race has no strengths (S3): its computer seats are "Computer"
    assert [h.button(f"seat_{i}").text for i in range(3)] == ["No", "Computer", "Computer"]
    # as played: a race's computer seat has the one strength (an older build's "hard" and
    # "easy", as this session was set up, are read as it: ludic.ai.strengths.seat_strength)
    assert setup.computers == {1: "medium", 2: "medium"}
    assert setup.names[:3] == ["Amina", "", ""]  # the defaults stay blank (shown greyed)


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_the_panels_six_buttons_fit_in_extra_large_text(tmp_path, lang):
    """The third button of the second row, at the smallest window in extra large text: the
    six buttons stay in the panel, apart, each label whole at the smallest legible size at
    least (the panel widens with the text size: it shrank "Review the game" and "Changer les
    joueurs…" to the floor)."""
    from ludic.app.scenes.common import text_need

    session = sig_race_to_the_end(places=False)
    h = Harness(tmp_path, size=(1024, 600))
    i18n.set_language(lang)
    h.set_text_size("extra large")
    panel = game_over_panel(h, session)
    rects = []
    for oid in ("again", "look", "menu", "review", "keep", "players"):
        b = h.button(oid)
        r = b.get_abs_rect()
        assert panel.box.contains(r), (oid, r, panel.box)
        assert not any(r.colliderect(o) for o in rects), oid
        assert text_need(b, smallest=True) <= r.width, (oid, b.text)
        rects.append(r)
    font = h.button("players").font
    assert font.point_size > theme.min_text_px(1024, 600), "not shrunk to the floor"


def dra_ended_against_the_computer() -> Session:
    """A Dra game ended (South blocked, D4), Amina against the computer at Medium."""
    level_id, position, _why = ENDINGS["dra, blocked"]
    return Session.from_position(Setup(level_id, {}, None, ["Amina", ""],
                                       computers=[None, "medium"]), position)


def race_ended_against_the_computer() -> Session:
    session = Session(Setup("sig-el-oued", {"play_for_places": True}, players=3,
                            names=["Amina", "", ""], computers=[None, "hard", "easy"]))
    rng = random.Random(4)
    while session.state.outcome() is None:
        session.history.throw(rng)
    return session


@pytest.mark.parametrize("game", ["race", "dra"])
def test_the_side_panel_offers_change_players_after_see_the_board(tmp_path, game):
    """Once "See the board" closed the game-over panel, the game's own panel offered Play
    again alone: Change players… is beside it (where Throw was in a stick game, below the
    moves in a board game) and opens this game's setup as it was played, as the game-over
    panel's does."""
    from ludic.app.scenes.game import GameScene

    if game == "race":
        session, seats = race_ended_against_the_computer(), ["No", "Computer", "Computer"]
    else:
        session, seats = dra_ended_against_the_computer(), ["No", "Medium"]
    level_id = session.setup.level_id
    h = Harness(tmp_path, size=(1024, 600))
    h.app.reset(GameScene(h.app), session=session)
    h.settle()
    h.click_button("look")
    h.settle()
    assert h.top.name == "game"
    again = pygame.Rect(h.button("again_panel").get_abs_rect())
    players = pygame.Rect(h.button("players_panel").get_abs_rect())
    assert again.y == players.y and not again.colliderect(players)
    assert h.game.geo.panel.contains(again.union(players))
    h.click_button("players_panel")
    h.settle()
    if game == "dra":  # a match (D5) with games to play: asked first (below)
        assert h.top.name == "confirm" and h.top.ask == "new_match", h.names()
        h.click_button("answer_0")
        h.settle()
    assert h.names() == ["title", "setup"], h.names()
    setup = h.top
    assert setup.level_id == level_id and setup.n_players() == len(seats)
    assert [h.button(f"seat_{i}").text for i in range(len(seats))] == seats
    assert setup.names[:len(seats)] == ["Amina"] + [""] * (len(seats) - 1)
    if game == "race":
        assert setup.options["sig-el-oued"]["play_for_places"] is True


@pytest.mark.parametrize("where", ["game over", "side panel"])
def test_change_players_in_a_match_asks_before_the_score_is_lost(tmp_path, where):
    """Change players… in the middle of a match (Dra D5, to 10) went straight to the setup
    screen, whose Start begins a new match: the score was lost without a word. It asks
    first, with the score; Escape and Enter keep the match (the game stays, its score, Next
    game goes on with it), New match opens the setup as before. The question says how to
    change a seat within the match: a click on the player's name."""
    from ludic.app.scenes.game import GameScene

    session = dra_ended_against_the_computer()
    h = Harness(tmp_path)
    h.app.reset(GameScene(h.app), session=session)
    h.settle()
    assert h.top.name == "gameover"
    game = h.game
    match = game.session.match
    assert match is not None and match.games_played == 1 and not match.is_over
    # the game just won (North blocked: Amina, South, wins) is in the score
    assert match.scores == (1, 0), match.scores
    scores = "Amina\u00a01\u00a0· North\u00a00"

    def change_players():
        if where == "side panel":
            if h.top.name == "gameover":
                h.click_button("look")
                h.settle()
            h.click_button("players_panel")
        else:
            if h.top.name != "gameover":  # the panel again, as the game shows it
                h.app.push("gameover", session=game.session)
                h.settle()
            h.click_button("players")
        h.settle()
        assert h.top.name == "confirm" and h.top.ask == "new_match", h.names()
        assert h.top.title == "Start a new match?"
        assert scores in h.top.text and "click the player's name" in h.top.text, h.top.text

    for answer in (pygame.K_ESCAPE, pygame.K_RETURN):  # both keep the match
        change_players()
        h.key(answer)
        h.settle()
        assert h.top is game and game.session.match is match, h.names()
    if where == "side panel":  # the question's advice: a click on the computer's name
        r = game.geo.players_rect
        h.click((r.centerx, r.y + (game.geo.player_line or round(30 * game.scale)) * 3 // 2))
        h.settle()
        assert game.session.computers == [None, None]  # North is a person's now
        h.click_button("again_panel")  # Next game: the match goes on, the seat changed
        h.settle()
        assert h.game.session.match.games_played == 1 and h.game.session.match.scores == (1, 0)
        assert h.game.session.computers == [None, None]
        return
    change_players()
    h.click_button("answer_0")  # New match
    h.settle()
    assert h.names() == ["title", "setup"], h.names()
    assert h.top.level_id == "dra"


def test_change_players_after_a_match_is_won_asks_nothing(tmp_path):
    """Once a match is won (or outside a match), Change players opens the setup at once:
    there is no score left to lose."""
    from dataclasses import replace

    from ludic.app.scenes.game import GameScene

    session = dra_ended_against_the_computer()
    session.match = replace(session.match, scores=(9, 9))
    h = Harness(tmp_path)
    h.app.reset(GameScene(h.app), session=session)
    h.settle()
    assert h.top.name == "gameover" and h.game.session.match.is_over
    h.click_button("players")
    h.settle()
    assert h.names() == ["title", "setup"], h.names()


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
@pytest.mark.parametrize("text_size", ["normal", "extra large"])
@pytest.mark.parametrize("game", ["race", "dra"])
def test_the_side_panels_play_again_row_fits(tmp_path, game, text_size, size, lang):
    """Play again and Change players… share one row of the game's panel (or, below a board
    game's moves, take a row each where one row would shrink them): both whole (at
    the smallest legible size at least), apart, inside the panel, in every language, at the
    smallest and a large window, in normal and extra large text."""
    from ludic.app.scenes.common import text_need
    from ludic.app.scenes.game import GameScene

    session = (race_ended_against_the_computer() if game == "race"
               else dra_ended_against_the_computer())
    h = Harness(tmp_path, size=size)
    i18n.set_language(lang)
    h.set_text_size(text_size)
    h.app.reset(GameScene(h.app), session=session)
    h.settle()
    h.click_button("look")
    h.settle()
    rects = []
    for oid in ("again_panel", "players_panel"):
        b = h.button(oid)
        r = pygame.Rect(b.get_abs_rect())
        assert h.game.geo.panel.contains(r), (oid, r, h.game.geo.panel)
        assert text_need(b, smallest=True) <= r.width, (oid, b.text, r)
        rects.append(r)
    assert not rects[0].colliderect(rects[1])
    if rects[0].y != rects[1].y:  # a row each (board games, where one row shrinks them)
        assert game == "dra" and rects[0].bottom < rects[1].top
    elif lang == "ar":  # read from the right: Play again first
        assert rects[0].x > rects[1].x
    else:
        assert rects[0].x < rects[1].x
