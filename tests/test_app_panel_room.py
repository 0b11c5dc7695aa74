"""The panel gives every part its room (issue 14.3): with every player count, at every size
from 1024x600 up, and while action buttons show (Sig capture's "Free all", Khamousiyya's
declarations), the move list keeps at least three lines."""

import random

import pygame
import pytest

from apphelp import Harness, TextRecorder, touching
from ludic.app import catalog

SIZES = [(1024, 600), (1280, 720), (1920, 1080)]


def _cases():
    for lv in catalog.levels():
        for n in sorted({lv.min_players, lv.max_players}):
            yield lv.id, n


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_move_list_keeps_its_room(tmp_path, size):
    h = Harness(tmp_path, size=size, seed=4)
    for level_id, n in _cases():
        h.app.reset("title")
        h.pump(2)
        h.click_button("play")
        h.choose_game(level_id)
        if h.button(f"players_{n}") is not None:
            h.click_button(f"players_{n}")
        h.click_button("start")
        h.settle()
        game = h.game
        rng = random.Random(1)
        worst = None
        for _ in range(40):
            h.app.draw()
            rows = game.panel.list_rows
            worst = rows if worst is None else min(worst, rows)
            state = game.state
            if state.outcome() is not None or h.top.name != "game":
                break
            h.play(None if state.is_chance else rng.choice(state.legal_moves()))
        assert worst >= 3, f"{level_id} with {n} players at {size}: {worst} lines of moves"
    pygame.quit()


@pytest.mark.parametrize("language", ["en", "fr", "ar"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_extra_large_player_names_are_as_large_as_the_rows_under_them(tmp_path, size,
                                                                       language):
    """At 1280x720 in extra large text the stick games' player rows gave way to the move
    list down to 23 pixels and the names, fitted to their row, were drawn at 18 px under
    side information at 24; at 1024x600 the names' size, a tenth less at each try, jumped
    over the one that fitted (16 px under 18). Each game's names are drawn legibly and no
    smaller than the rows of side information under them."""
    from ludic.app import language as languages, theme
    from ludic.i18n import tr

    h = Harness(tmp_path, size=size)
    languages.switch(h.app, language)
    h.set_text_size("extra large")
    h.settle()
    floor = theme.min_text_px(*size)
    for lv in catalog.levels():
        h.app.reset("title")
        h.pump(2)
        h.start_game(lv.id)
        h.settle()
        game = h.game
        with TextRecorder() as drawn:  # the panel alone: not the board's
            game.panel.draw(pygame.Surface(size), game.state)
        info = [round(fs * theme.text_factor())
                for _text, fs in game.panel.rows_for(game.panel.lines(game.state))]
        assert info, lv.id
        for name in game.session.names:
            px = min(drawn.px_of(tr(name)))
            assert px >= floor, (lv.id, tr(name), px)
            assert px >= min(info) - 1, (lv.id, tr(name), px, info)
    pygame.quit()


@pytest.mark.parametrize("language", ["en", "fr", "ar"])
def test_a_race_of_six_at_1024x600_in_extra_large_text_keeps_four_rows(tmp_path, language):
    """Six players at 1024x600 in extra large text: the names kept as large as the side
    information (stop 24) left the Sig race's move list three rows (two in Arabic). A race
    has no decision (S3), so a hint has nothing to choose: a race of people has no row of
    tools (its Hint was always disabled), and the list's title counts the Latin line in
    Arabic too. The list shows four rows, the names no smaller than the side information.
    A seat given to the computer brings the row back, with the Watch's controls."""
    from ludic.app import language as languages, theme
    from ludic.i18n import tr

    h = Harness(tmp_path, size=(1024, 600), seed=4)
    languages.switch(h.app, language)
    h.set_text_size("extra large")
    h.settle()
    h.click_button("play")
    h.choose_game("sig-el-oued")
    h.click_button("players_6")
    h.click_button("start")
    h.settle()
    game = h.game
    assert len(game.session.names) == 6 and not game.seats.any_computer
    for _ in range(12):
        h.key(pygame.K_SPACE)
        h.settle()
        h.app.draw()
        assert game.panel.list_rows >= 4, (language, game.panel.list_rect)
    assert h.button("hint") is None
    with TextRecorder() as drawn:  # the panel alone: not the board's names
        game.panel.draw(pygame.Surface((1024, 600)), game.state)
    info = [round(fs * theme.text_factor())
            for _t, fs in game.panel.rows_for(game.panel.lines(game.state))]
    for name in game.session.names:
        px = min(drawn.px_of(tr(name)))
        assert px >= min(info), (language, tr(name), px, info)
    # a seat given to the computer: the row of tools is back, Pause among them, and the
    # Teacher in the place of a Hint that has nothing to choose: the list keeps its rows
    seat = (game.state.turn + 1) % 6
    game.take_over(seat)
    h.settle()
    assert game.seats.any_computer
    assert h.button("pause") is not None
    assert game.geo.tools_rect.height > 0
    assert not game.panel.list_rect.colliderect(game.geo.tools_rect)
    h.app.draw()
    # (French's four words, 'Enseignant Continuer Pas à pas 1×', fit too since the panel is
    # wider in extra large text and its tools may take two rows: GameButtons.plan)
    assert h.button("hint") is None
    assert game.geo.tools_rect.contains(h.button("demo").get_abs_rect())
    assert game.panel.list_rows >= 4, (language, game.panel.list_rect)
    languages.switch(h.app, "en")
    pygame.quit()


def _paused_race(tmp_path, size, language: str, computers):
    """A race of ``len(computers)`` seats in extra large text, 30 throws in, paused (the
    list stays as it is) and drawn: the harness and its game scene."""
    from ludic.app import language as languages
    from ludic.app.scenes.game import GameScene
    from ludic.app.session import Session, Setup

    h = Harness(tmp_path, size=size, seed=4)
    languages.switch(h.app, language)
    h.set_text_size("extra large")
    session = Session(Setup("sig-el-oued", {}, len(computers), [], 0, computers, 1))
    rng = random.Random(1)
    for _ in range(30):
        session.history.throw(rng)
    h.app.reset(GameScene(h.app), session=session)
    h.settle()
    h.key(pygame.K_p)
    h.settle()
    h.app.draw()
    return h, h.game


@pytest.mark.parametrize("language, size, seats", [
    ("en", (1280, 720), 4), ("fr", (1280, 720), 4), ("ar", (1280, 720), 4),
    ("en", (1024, 600), 6), ("ar", (1024, 600), 6)])
def test_a_race_with_a_computer_seat_keeps_the_move_lists_rows(tmp_path, language, size,
                                                              seats):
    """A race with a computer seat, in extra large text: its row of tools held a Hint that
    is always disabled (the race has no decision, S3) and its Teacher had a row of its own
    under Throw, and the move list showed two rows at 1280x720 with four seats, three at
    1024x600 with six. The Teacher takes the Hint's place among the Watch's controls, the
    row of picks 0-6 shows while the teacher picks, and the list's title is a smaller
    legend: four rows (three in Arabic at 1280x720), none cut. (French at 1024x600 keeps
    the Teacher's own row: its four words do not fit in one, GameScene.teacher_in_tools.)"""
    from ludic.app import language as languages

    computers = [None] + ["medium"] * (seats - 1) if seats == 4 else \
        [None, "medium"] + [None] * (seats - 2)
    h, game = _paused_race(tmp_path, size, language, computers)
    # Arabic's rows keep room above and below their line for its marks (Panel.top_pad,
    # bottom_pad): three at 1280x720, where it had two
    least = 3 if (language, size) == ("ar", (1280, 720)) else 4
    assert game.panel.list_rows >= least, (language, game.panel.list_rect)
    assert game.panel.rows_drawn and not any(cut for _r, _k, cut in game.panel.rows_drawn)
    assert h.button("hint") is None and h.button("pick0") is None
    teacher = h.button("demo")
    assert game.geo.tools_rect.contains(teacher.get_abs_rect())
    # the teacher picks: a row of picks under the Throw button, the list a row shorter
    h.click_button("demo")
    h.settle()
    picks = [h.button(f"pick{k}") for k in range(7)]
    assert all(picks) and game.demo
    throw = pygame.Rect(h.button("throw").get_abs_rect())
    for pick in picks:
        r = pygame.Rect(pick.get_abs_rect())
        assert r.top >= throw.bottom and r.bottom <= game.panel.movelist_title_y
    assert game.geo.tools_rect.contains(h.button("demo").get_abs_rect())
    before = game.session.history.cursor
    if game.seats.by_hand(game.state):
        h.click_button("pick3")
        h.pump(120)  # its throw played (the computers wait for the teacher's picks)
        assert game.session.history.cursor > before
    h.click_button("demo")
    h.settle()
    h.app.draw()
    assert not game.demo and h.button("pick0") is None
    assert game.panel.list_rows >= least
    languages.switch(h.app, "en")
    pygame.quit()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_arabic_rows_grow_for_their_words_in_the_sig_capture_game(tmp_path, size):
    """In extra large text the Sig capture game's sticks, Throw and Teacher rows leave the
    move list no row to spare, so the Arabic rows kept the Latin height and the Throw's
    'ارمِ العصيّ' was drawn at 24 px (English's 32) at 1280x720, 37 (48) at 1920x1080,
    its letters cut by the row. The rows grow by the least their words need: the Throw's
    words at nine tenths of English's size or more, the list keeping the rows it is sure
    to have (under an action button as with the usual rows, three at least without) and
    the sticks their room."""
    from ludic.app import language as languages
    from ludic.app.scenes.game import layout
    from ludic.app.session import Session, Setup

    h = Harness(tmp_path, size=size, seed=1)
    h.set_text_size("extra large")
    english = {}
    for lang in ("en", "ar"):
        languages.switch(h.app, lang)
        h.app.reset("title")
        h.pump(1)
        h.app.push("game", session=Session(Setup("sig-el-oued-capture", {}, 2, [], 0,
                                                 [None, "medium"], 7)), opening=False)
        h.pump(3)
        game = h.game
        english.setdefault("throw", h.button("throw").font.get_point_size())
        english.setdefault("sticks", game.geo.sticks.height)
    geo = game.geo
    assert geo.growth == layout.LEAST, geo.growth
    assert h.button("throw").font.get_point_size() >= 0.9 * english["throw"]
    assert geo.sticks.height == english["sticks"]
    usual = layout.compute(size, geo.scale, players=2, uses_sticks=True,
                           aspect=game.view.aspect, info_lines=len(game.panel.lines(game.state)),
                           list_keep=game.panel.height_for(3),
                           list_row=game.panel.row_height(), grow=False)
    under, alone = geo.list_fit
    assert under >= usual.list_fit[0] and alone >= 3, (geo.list_fit, usual.list_fit)
    h.app.draw()
    assert game.panel.list_rows >= 3
    languages.switch(h.app, "en")
    pygame.quit()


@pytest.mark.parametrize("language", ["en", "fr", "ar"])
@pytest.mark.parametrize("size", [(1024, 600), (1024, 691), (1280, 720)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_lines_under_the_players_do_not_touch(tmp_path, size, language):
    """The lines of side information were stepped a fixed 19 px at scale 1, closer than the
    font's own line: at 1024x691 in Arabic the dots under «حتى» of a Dra match's line
    touched the hamza of «المأسور» under it. In every language and text size the letters of
    one line stay clear of the next's, the last line stays above the action buttons, and
    the buttons at the bottom stay in the window."""
    from ludic.app import language as languages

    h = Harness(tmp_path, size=size)
    languages.switch(h.app, language)
    for text_size in ("normal", "large", "extra large"):
        h.set_text_size(text_size)
        game = _named_game(h, "dra", {"match": True},
                           "NNN.S./SSS.../....../.....S/...... S move hand=0,0 captured=9,7 "
                           "quiet=0 turns=30 first=S")
        rows = [text for text, _fs in game.panel.rows_for(game.panel.lines(game.state))]
        assert len(rows) >= 2, (text_size, rows)
        with TextRecorder() as drawn:
            game.panel.draw(h.app.screen, game.state)
        placed = [d for d in drawn if d.rect is not None and d.text in rows]
        assert [d.text for d in placed] == rows, (text_size, drawn.texts())
        for a, b in zip(placed, placed[1:]):
            assert not touching(a, b), (text_size, a.text, a.rect, b.text, b.rect)
        last = placed[-1].letters()
        assert last.bottom <= game.geo.actions_top, (text_size, last, game.geo.actions_top)
        assert game.geo.bottom_rect.bottom <= size[1], (text_size, game.geo.bottom_rect)
    pygame.quit()


def _named_game(h, level_id: str, options: dict, notation: str):
    """The game scene of ``level_id`` from ``notation``, its players Amina and Youssef (names
    long enough to fill a side line), settled."""
    from ludic.app.scenes.game import GameScene
    from ludic.app.session import Session, Setup

    session = Session.from_position(Setup(level_id, options, None, ["Amina", "Youssef"]),
                                    notation)
    h.app.reset(GameScene(h.app), session=session)
    h.settle()
    return h.game


@pytest.mark.parametrize("size", [(1024, 768), (1280, 720), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("match", [False, True], ids=["game", "match"])
def test_khamousiyyas_taken_line_shows_both_counts_in_arabic(tmp_path, size, match):
    """In Arabic extra large text Khamousiyya's 'Taken' line («المأسور: على يد Amina (20)،
    وعلى يد Youssef (19)») is longer than the panel: the layout counted one row a line, so
    it had no second row to go to, was shrunk, and was cut with "…" after its first count
    at 1280x720 and 1920x1080. A line too long for one row now asks two (where the move
    list keeps its rows), broken after the comma: both counts show, at the lines' full
    size, each with its name."""
    from ludic.app import language as languages

    h = Harness(tmp_path, size=size)
    languages.switch(h.app, "ar")
    h.set_text_size("extra large")
    game = _named_game(h, "khamousiyya", {"match": match},
                       "NN..S../S....N./...S.../......./..N..S./......./......S N movement "
                       "hand:0,0 captured:19,20 first:S hajeb:open chain:- bouche:- turns:60")
    h.app.draw()
    listed = game.panel.list_rows
    rows = game.panel.rows_for(game.panel.lines(game.state))
    texts = [text for text, _fs in rows]
    languages.switch(h.app, "en")
    assert not any("…" in t for t in texts), texts
    taken = [t for t in texts if "Amina" in t or "Youssef" in t]
    assert len(taken) == 2, texts  # on two rows, a count with each name
    assert any("Amina" in t and "20" in t for t in taken), taken
    assert any("Youssef" in t and "19" in t for t in taken), taken
    assert {fs for _t, fs in rows} == {round(16 * game.scale)}, rows
    assert listed >= 3, listed
    pygame.quit()


@pytest.mark.parametrize("language", ["en", "fr", "ar"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_race_of_six_sets_its_players_in_two_columns_for_the_move_list(tmp_path, size,
                                                                       language):
    """A race of six in extra large text spent 211 px of the panel at 1280x720 on its
    players (six rows of 29 px, names as large as the side information): the move list
    kept two rows in English and one in Arabic with a computer seat (its Throw row taller
    for its words). The players go in two columns where one would leave the list under
    three rows: four rows of moves in every language, each name whole (a computer's mark
    its screen alone where the column is narrow) and no smaller than the side information,
    the first half of the seats in the first column (the right one in Arabic), and a click
    on a name in the second column takes that seat from the computer."""
    from ludic.app import language as languages, theme
    from ludic.app.scenes.common import Mirror
    from ludic.i18n import tr

    h, game = _paused_race(tmp_path, size, language, [None] * 4 + ["medium", None])
    geo, panel = game.geo, game.panel
    try:
        assert geo.player_columns == 2, geo.player_columns
        assert panel.list_rows >= 4, (panel.list_rows, panel.list_rect)
        flip = Mirror(geo.players_rect)
        cells = [flip.rect(panel.player_cell(k)) for k in range(6)]
        for k, cell in enumerate(cells):
            assert geo.players_rect.contains(cell), (k, cell)
            assert panel.seat_at(cell.center) == k
            assert not any(cell.colliderect(other) for other in cells[k + 1:]), k
        # the first column is read first: at the left, at the right in Arabic
        assert (cells[0].x > cells[3].x) == (language == "ar"), cells
        with TextRecorder() as drawn:  # the panel alone: not the board's names
            panel.draw(pygame.Surface(size), game.state)
        info = [round(fs * theme.text_factor())
                for _t, fs in panel.rows_for(panel.lines(game.state))]
        for k, name in enumerate(game.session.names):
            placed = [d for d in drawn if d.text == tr(name) and d.rect is not None]
            assert placed, (tr(name), drawn.texts())  # whole: not cut with "…"
            got = placed[0].rect  # (in its column: the line's box is taller than its row)
            assert cells[k].left <= got.left and got.right <= cells[k].right \
                and cells[k].top <= got.centery <= cells[k].bottom, (tr(name), got, cells[k])
            assert min(drawn.px_of(tr(name))) >= min(info), (tr(name), info)
        assert game.seat_kind(4)[0] == "computer"
        h.click(cells[4].center)
        h.settle()
        assert game.seat_kind(4)[0] == "person"
    finally:
        languages.switch(h.app, "en")
        pygame.quit()
