"""After a game: the chart on the game-over panel, the review (step through the moves,
forwards and back, animated and narrated), and Keep a picture (a PNG, and where it went)."""

from __future__ import annotations

import pygame
import pytest

from apphelp import Harness, record_texts
from ludic.app.keepsake import SIZE
from ludic.app.session import Session
from ludic.i18n import tr
from test_chart import playout


def finished(h: Harness, level: str, seed: int = 1):
    """A game played to its end by the model, opened in the app: the game-over panel shows."""
    game, start, moves, effects, end = playout(level, seed)
    data = {"version": 1, "level": level, "options": {}, "players": game.num_players,
            "names": ["Amina", "Yusuf"], "first": 0, "moves": [str(m) for m in moves],
            "cursor": len(moves)}
    h.app.replace("game", session=Session.from_save(data))
    h.settle()
    assert h.top.name == "gameover", h.names()
    return moves


@pytest.mark.parametrize("level", ["dra", "sig-el-oued"])
def test_game_over_panel_draws_the_chart_of_the_game(tmp_path, level):
    h = Harness(tmp_path)
    moves = finished(h, level)
    over = h.top
    assert over.chart is not None and over.chart.points == len(moves) + 1
    assert over.chart_rect.height > 0 and over.box.contains(over.chart_rect)
    surf = h.screenshot(tmp_path / "over.png")
    # the chart's lines are drawn in the seats' colours inside its rect
    from ludic.app import theme
    area = surf.subsurface(over.chart_rect)
    colours = {tuple(area.get_at((x, y)))[:3] for x in range(0, area.get_width(), 2)
               for y in range(0, area.get_height(), 2)}
    assert theme.player_color(0) in colours and theme.player_color(1) in colours


def test_review_steps_forwards_with_the_animation_and_back_at_once(tmp_path):
    h = Harness(tmp_path, speed=1.0)
    moves = finished(h, "dra")
    game = h.game
    h.click_button("review")
    h.settle()
    review = h.top
    assert review.name == "review" and review.session.history.cursor == 0
    h.key(pygame.K_RIGHT, frames=1)
    assert review.session.history.cursor == 1
    assert review.queue, "the move is animated as when it was played"
    h.settle()
    assert review.session.history.state.notation() == \
        game.session.history.states[1].notation()
    h.key(pygame.K_RIGHT)
    h.settle()
    h.key(pygame.K_LEFT)
    assert review.session.history.cursor == 1 and not review.queue
    h.key(pygame.K_END)
    assert review.session.history.cursor == len(moves)
    assert "Review: the end" in review.message
    h.key(pygame.K_HOME)
    assert review.session.history.cursor == 0
    # a click on a line of the move list shows the position after that move
    review.jump(10)
    h.pump(2)
    r = review.panel.list_rect
    s = review.scale
    line = round(round(17 * s) * 1.45)
    y = r.y + round(6 * s) + line // 2
    index = review.list_index_at((r.centerx, y))
    assert index is not None
    h.click((r.centerx, y))
    h.settle()
    assert review.session.history.cursor == index + 1
    # a click on the board plays nothing
    before = review.session.history.cursor
    h.click(review.view.rect.center)
    h.settle()
    assert review.session.history.cursor == before
    # the game itself is left as it was, and Escape goes back to it
    assert game.session.history.cursor == len(moves) == len(game.session.history.moves)
    h.key(pygame.K_ESCAPE)
    h.settle()
    assert h.top is game


def test_review_from_the_menu_of_a_game_in_progress(tmp_path):
    h = Harness(tmp_path)
    h.start_game("isolo")
    h.settle()
    h.play(h.game.state.legal_moves()[0])
    h.key(pygame.K_ESCAPE)
    h.click_button("review")
    h.settle()
    assert h.top.name == "review" and h.top.total == len(h.game.session.history.moves)


def test_keep_a_picture_saves_a_png_and_says_where(tmp_path):
    h = Harness(tmp_path)
    finished(h, "dra")
    h.click_button("keep")
    over = h.top
    assert not over.kept_bad, over.kept
    pictures = list((tmp_path / "data" / "pictures").glob("ludic-dra-*.png"))
    assert len(pictures) == 1
    assert str(pictures[0]) in over.kept
    assert pygame.image.load(str(pictures[0])).get_size() == SIZE


def test_keep_a_picture_says_plainly_when_it_cannot_be_saved(tmp_path):
    h = Harness(tmp_path)
    finished(h, "dra")
    (tmp_path / "data").mkdir(exist_ok=True)
    (tmp_path / "data" / "pictures").write_text("a file where the folder should be")
    h.click_button("keep")
    over = h.top
    assert over.kept_bad
    assert over.kept.startswith("The picture could not be saved")
    assert "Traceback" not in over.kept and "Errno" not in over.kept


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_where_a_picture_went_is_said_whole_between_the_chart_and_the_buttons(tmp_path, size):
    """A QA pass at 1024x600: the line saying where the picture went was squeezed between
    the chart and the buttons, ran into them and lost its file name to an ellipsis. It gets
    up to two lines, taken from the chart; the buttons stay where they were."""
    from ludic.app import theme

    h = Harness(tmp_path, size=size)
    finished(h, "dra")
    over = h.top
    before = {oid: h.button(oid).get_abs_rect() for oid in ("again", "keep")}
    buttons_top = min(r.top for r in before.values())
    h.click_button("keep")
    h.pump(2)
    assert not over.kept_bad and over.kept_lines
    # the file's name is said whole; a long path loses its first folders, not its end
    name = next((tmp_path / "data" / "pictures").glob("ludic-dra-*.png")).name
    assert over.kept_lines[-1].endswith(name)
    bottom = over.chart_rect.bottom + round(3 * over.scale) \
        + len(over.kept_lines) * theme.line_step(over.kept_size)
    assert bottom <= buttons_top
    assert over.chart_rect.height == 0 or over.chart_rect.height >= round(60 * over.scale)
    assert over.kept_size >= theme.text_floor() / theme.text_factor() - 1
    assert {oid: h.button(oid).get_abs_rect() for oid in before} == before


def test_the_reviews_last_words_name_the_players(tmp_path):
    """A QA pass: at the end of a review the message bar said "South captured 10, North 2:
    South wins (D4)" of a game between two named players (the model's reason str()-ed, not
    shown with the names in force)."""
    h = Harness(tmp_path)
    finished(h, "dra")
    h.click_button("review")
    h.settle()
    h.key(pygame.K_END)
    h.settle()
    words = tr(h.top.message)  # a Text, shown with the names in force (as the bar draws it)
    assert words.startswith("Review: the end."), words
    assert "Amina" in words or "Yusuf" in words, words
    assert "South" not in words and "North" not in words, words


def test_the_review_opens_on_a_full_move_list(tmp_path):
    """At the review's start the list was empty under 'scroll for more': it was scrolled
    before its first drawing knew how many rows it holds. The list shows its first moves,
    and a click on the first row is the first move."""
    h = Harness(tmp_path)
    moves = finished(h, "dra")
    h.click_button("review")
    h.settle()
    review = h.top
    assert review.session.history.cursor == 0
    first, end = review.panel.window(len(moves))
    assert first == 0 and end == min(len(moves), review.panel.list_rows) and end > 1
    r = review.panel.list_rect
    row = review.panel.row_height()
    top = r.y + round(6 * review.scale)
    assert review.list_index_at((r.centerx, top + row // 2)) == 0
    assert review.list_index_at((r.centerx, top + row + row // 2)) == 1


def test_closing_the_review_keeps_the_players_names_in_the_game(tmp_path):
    """A QA pass: after Review the moves (from the menu of a game in progress) was closed,
    the game's panel said "In hand: South 10, North 10" and the bar "South to play" of a
    game between Amina and Yusuf (the review, leaving, forgot the names for every scene)."""
    from ludic.i18n import tr

    h = Harness(tmp_path)
    game, start, moves, effects, end = playout("dra", 1)
    data = {"version": 1, "level": "dra", "options": {}, "players": 2,
            "names": ["Amina", "Yusuf"], "first": 0, "moves": [str(m) for m in moves[:4]],
            "cursor": 4}
    h.app.replace("game", session=Session.from_save(data))
    h.settle()
    game = h.game
    info = [tr(line) for line in game.view.side_info(game.state)]
    assert "Amina" in " ".join(info), info
    h.key(pygame.K_ESCAPE)
    h.click_button("review")
    h.settle()
    assert h.top.name == "review"
    h.click_button("close")
    h.settle()
    assert h.top is game
    assert [tr(line) for line in game.view.side_info(game.state)] == info
    prompt = tr(game._turn_prompt())
    assert "Amina" in prompt and "South" not in prompt, prompt


def test_the_game_menu_offers_a_review_only_when_there_are_moves(tmp_path):
    """With no move played there is nothing to step through: "Review the moves" was enabled
    and opened an empty review."""
    import pygame

    from apphelp import Harness

    h = Harness(tmp_path)
    h.start_game("isolo")
    h.key(pygame.K_ESCAPE)
    assert h.names()[-1] == "gamemenu" and not h.button("review").is_enabled
    h.click_button("resume")
    h.play(h.game.state.legal_moves()[0])
    h.key(pygame.K_ESCAPE)
    assert h.button("review").is_enabled


def _board_without_moves(scene, screen: pygame.Surface) -> pygame.Surface:
    """The board of ``scene`` drawn, over a copy of ``screen``, by a fresh view of the game
    whose player has no move to make (its ``player_moves`` empty): the position, the last
    move and what the rules tell of it, with no legal move marked."""
    from ludic.app.boards import make_view

    view = make_view(scene.session.game, scene.app.assets)
    view.player_moves = lambda state: ()
    view.layout(scene.view.rect)
    surf = screen.copy()
    view.draw_shown(surf, scene.state, scene.ui_state)
    return surf


def _same_board(scene, shown: pygame.Surface, level: str, where) -> None:
    expected = _board_without_moves(scene, shown)
    for name, cell in scene.view.cells.items():
        inner = cell.inflate(-4, -4)
        step = max(1, inner.width // 12)
        for x in range(inner.left, inner.right, step):
            for y in range(inner.top, inner.bottom, step):
                assert shown.get_at((x, y)) == expected.get_at((x, y)), \
                    (level, where, name, (x, y))


@pytest.mark.parametrize("level", ["khamousiyya", "dra", "isolo", "sig-el-oued-capture"])
def test_a_review_marks_no_legal_move(tmp_path, level):
    """A review shows the position and the last move, never the moves the player to move
    could make (the placement points around the centre read as a hint: QA kh_review)."""
    h = Harness(tmp_path)
    finished(h, level)
    h.click_button("review")
    h.settle()
    review = h.top
    assert review.name == "review"
    h.move_mouse((0, 0))
    shown = 0
    for cursor in range(0, min(review.total, 40)):
        if shown >= 4:
            break
        review.jump(cursor)
        h.pump(2)
        state = review.state
        if state.is_chance or not state.legal_moves():
            continue
        shown += 1
        _same_board(review, h.screenshot(tmp_path / "review.png").copy(), level, cursor)
    assert shown >= 3


def test_the_computers_turn_marks_no_legal_move(tmp_path):
    """In a Watch, paused on the computer's turn, the board shows no move to make: nobody
    may click one."""
    from ludic.app.session import Setup

    h = Harness(tmp_path, seed=2)
    setup = Setup("khamousiyya", {}, 2, [], 0, ["easy", "easy"], 7)
    h.app.push("game", session=Session(setup), opening=False)
    h.pump(1)
    game = h.game
    game.watch.pause()
    h.pump(3)
    assert game.session.history.cursor == 0 and game.state.legal_moves()
    _same_board(game, h.screenshot(tmp_path / "watch.png").copy(), "khamousiyya", 0)
    h.app.reset("title")


def test_a_kept_picture_marks_no_legal_move(tmp_path, monkeypatch):
    """A picture kept from a review in the middle of a game shows the position as the review
    does: no move to make is marked (the holes Isolo's player may sow were ringed)."""
    import datetime

    from ludic.app import keepsake
    from ludic.app.boards.base import BoardView

    h = Harness(tmp_path)
    finished(h, "isolo")
    h.click_button("review")
    h.settle()
    review = h.top
    review.jump(4)
    h.pump(2)
    assert review.state.legal_moves()
    when = datetime.datetime(2026, 1, 2)
    kept = keepsake.render(h.app, review.session, when).copy()
    monkeypatch.setattr(BoardView, "player_moves", lambda self, state: ())
    bare = keepsake.render(h.app, review.session, when)
    assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(bare, "RGB")
    h.app.reset("title")


def test_the_review_of_a_game_in_progress_holds_the_moves_played_not_those_undone(tmp_path):
    """A QA pass (the lone player, Khamousiyya 5x5): after Undo took back a move and the
    computer's capture, 'Review the moves' went on past the position on the board to the
    capture taken back, and its chart counted those moves; with every move undone the menu
    still offered a review. The review steps through the moves played up to the position
    shown, and the menu offers it only when one has been played."""
    h = Harness(tmp_path)
    h.start_game("dra")
    h.settle()
    for _ in range(3):
        h.play(h.game.state.legal_moves()[0])
        h.settle()
    h.key(pygame.K_z, pygame.KMOD_CTRL)
    h.settle()
    history = h.game.session.history
    assert history.cursor == 2 and len(history.moves) == 3  # the third can be redone
    shown = h.game.state
    h.key(pygame.K_ESCAPE)
    h.click_button("review")
    h.settle()
    review = h.top
    assert review.name == "review" and review.total == 2
    assert review.chart.points == 3
    h.key(pygame.K_END)
    h.settle()
    assert review.state.notation() == shown.notation()
    h.click_button("close")
    h.settle()
    assert h.top.name == "game" and len(h.game.session.history.moves) == 3  # kept to redo
    for _ in range(2):
        h.key(pygame.K_z, pygame.KMOD_CTRL)
        h.settle()
    assert h.game.session.history.cursor == 0
    h.key(pygame.K_ESCAPE)
    assert h.names()[-1] == "gamemenu" and not h.button("review").is_enabled


def test_a_review_shows_the_throw_a_position_follows(tmp_path):
    """A QA pass (a stick game's review): a jump to the position just after a throw (Left,
    Home/End, a click in the move list or the chart) left the sticks' tray empty while the
    header said "Count 3: ...". The tray shows the throw the position follows, as Undo and
    Continue do, and is at rest where no throw is in force."""
    from ludic.model.protocol import EffectKind

    h = Harness(tmp_path)
    finished(h, "sig-el-oued-capture")  # the race plays its moves with the throw: no pause
    h.click_button("review")
    h.settle()
    review = h.top
    history = review.session.history
    after_throw = [c for c in range(1, len(history.moves) + 1)
                   if not history.states[c].is_chance
                   and any(e.kind == EffectKind.THROW for e in history.effects[c - 1])]
    assert after_throw, "no position just after a throw"
    for cursor in after_throw[:3]:
        review.jump(cursor)
        h.pump(2)
        effects = history.effects[cursor - 1]
        assert review.sticks.faces, f"the tray is empty after the throw of move {cursor}"
        assert review.sticks.caption == review.sticks.texts(effects)[0]
    # back a step from after the following move: the same throw again
    cursor = after_throw[0]
    review.jump(cursor + 1)
    h.key(pygame.K_LEFT)
    h.settle()
    assert history.cursor == cursor and review.sticks.faces
    h.key(pygame.K_HOME)
    assert not review.sticks.faces and not review.sticks.caption


@pytest.mark.parametrize("language", ["en", "fr", "ar"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_extra_large_text_keeps_five_rows_of_the_review_move_list(tmp_path, size, language):
    """In extra large text the chart took half the review's panel and the move list showed
    two moves (one in Arabic, whose rows were counted in the Arabic face's taller line): a
    teacher reviewing a game reads several moves around the one shown. The list keeps five
    rows; the chart has what is left (a strip of its lines at 1280x720), under the list and
    over the buttons, the move shown on it."""
    from ludic.app import language as languages, theme

    h = Harness(tmp_path, size=size)
    languages.switch(h.app, language)
    h.set_text_size("extra large")
    h.settle()
    finished(h, "dra")
    h.click_button("review")
    h.settle()
    review = h.top
    review.jump(10)
    h.pump(3)
    panel = review.panel
    assert panel.list_rows >= 5, (panel.list_rows, panel.list_rect)
    assert len(panel.rows_drawn) >= 5  # Dra's rows are one line each
    for rect, _k, _cut in panel.rows_drawn:
        assert panel.list_rect.contains(rect), (rect, panel.list_rect)
    chart = review.chart_rect
    assert chart.height > 0 and chart.top > panel.list_rect.bottom
    buttons = [b.rect for b, _action in review.nav.buttons]
    assert not any(chart.colliderect(b) for b in buttons)
    assert not any(panel.list_rect.colliderect(b) for b in buttons)
    surf = h.screenshot(tmp_path / "review.png")
    area = surf.subsurface(chart)
    colours = {tuple(area.get_at((x, y)))[:3] for x in range(0, area.get_width(), 2)
               for y in range(0, area.get_height(), 2)}
    assert theme.player_color(0) in colours and theme.player_color(1) in colours
    assert theme.OCHRE in colours  # the move shown
    # a click on the chart still goes to a move
    h.click((chart.right - round(20 * review.scale), chart.centery))
    h.settle()
    assert review.session.history.cursor > 10


def test_a_reviews_sticks_at_rest_ask_for_no_throw(tmp_path, monkeypatch):
    """The tray of a stick game's review, at rest (before the first throw, or at any
    position waiting for one), said "Click the sticks to throw", where a click throws
    nothing: a review only steps through the throws made."""
    from ludic.app.sticks_view import SticksView

    idle_texts: list[str] = []
    real = SticksView.draw

    def recording(self, surface, anim, scale, idle="Throw the sticks", *args, **kwargs):
        idle_texts.append(str(idle))
        return real(self, surface, anim, scale, idle, *args, **kwargs)

    monkeypatch.setattr(SticksView, "draw", recording)
    h = Harness(tmp_path)
    h.start_game("sig-el-oued-capture")
    h.settle()
    h.key(pygame.K_SPACE)  # a throw, so there is something to review
    h.settle()
    idle_texts.clear()
    h.app.draw()
    assert "Click the sticks to throw" in idle_texts  # the game itself asks for a throw
    h.key(pygame.K_ESCAPE)
    h.click_button("review")
    h.settle()
    assert h.top.name == "review"
    h.key(pygame.K_HOME)  # the start: the position waits for a throw
    h.settle()
    idle_texts.clear()
    h.app.draw()
    assert idle_texts and "Click the sticks to throw" not in idle_texts, idle_texts


@pytest.mark.parametrize("language", ["en", "fr", "ar"])
@pytest.mark.parametrize("size, text_size", [((1024, 600), "extra large"),
                                             ((1280, 720), "extra large"),
                                             ((1920, 1080), "large")])
def test_a_charts_title_is_whole_or_not_drawn(tmp_path, monkeypatch, size, text_size,
                                              language):
    """The review's chart cut its title where it was wider than the chart ("Graines dans les
    rangées de ch…", Isolo in French extra large text). On the game-over panel and in the
    review of every game, each word the chart draws is whole (no "…"); a title is drawn whole
    on one line or two balanced ones (no word alone on the second), or not at all."""
    from ludic.app import chart_view, language as languages, theme
    from ludic.i18n import _

    h = Harness(tmp_path, size=size)
    languages.switch(h.app, language)
    h.set_text_size(text_size)
    h.settle()
    drawn = record_texts(monkeypatch)
    for level in ("isolo", "dra", "khamousiyya", "sig-el-oued", "sig-el-oued-capture"):
        finished(h, level)
        for where in ("gameover", "review"):
            if where == "review":
                h.click_button("review")
                h.settle()
            scene = h.top
            assert scene.name == where
            rect = scene.chart_rect
            laid = chart_view.chart_layout(rect, scene.chart, scene.session.names,
                                           scene.scale)
            drawn.clear()
            h.app.draw()
            words = [d.text for d in drawn if d.rect is not None and rect.contains(d.rect)]
            assert not [t for t in words if "…" in t], (level, where, words)
            title = theme.drawable(_(scene.chart.title))
            if laid.title:
                assert " ".join(laid.lines).split() == title.split()
                assert all(line in words for line in laid.lines), (level, where, words)
                if len(laid.lines) == 2:
                    assert len(laid.lines[1].split()) > 1, (level, where, laid.lines)
            else:
                assert not any(t in title for t in words if len(t) > 3), (level, where, words)
        h.app.reset("title")
        h.settle()
    languages.switch(h.app, "en")


@pytest.mark.parametrize("language", ["en", "fr", "ar"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_a_race_review_in_extra_large_text_shows_five_throws(tmp_path, size, language):
    """In a Sig race review in extra large text each throw took two lines ("Amina lance 1 :
    père de 13 à" over "14"), so the list's five lines held two throws. The throws take the
    list's short form ("Amina (1) : père 13–14"), all alike: five throws show around the
    one shown, each on one line and whole (no "…")."""
    from ludic.app import language as languages

    h = Harness(tmp_path, size=size)
    languages.switch(h.app, language)
    h.set_text_size("extra large")
    h.settle()
    finished(h, "sig-el-oued")
    h.click_button("review")
    h.settle()
    review = h.top
    review.jump(20)
    h.settle()
    panel = review.panel
    assert panel.list_rows >= 5
    assert len(panel.rows_drawn) >= 5, [panel.lines_of(k) for _r, k, _c in panel.rows_drawn]
    assert not any(cut for _r, _k, cut in panel.rows_drawn)
    for _rect, k, _cut in panel.rows_drawn:
        lines = panel.lines_of(k)
        assert len(lines) == 1 and "…" not in lines[0], lines
    assert any(k == 19 for _r, k, _c in panel.rows_drawn)  # the move shown
    languages.switch(h.app, "en")


@pytest.mark.parametrize("language", ["en", "fr", "ar"])
@pytest.mark.parametrize("level", ["khamousiyya-5x5", "isolo", "dra"])
def test_the_review_badge_is_not_drawn_over_the_headers_place(tmp_path, level, language):
    """A QA pass (a teacher with a class, extra large text at 1280x720): the review's
    "Review" badge after the game's name was drawn over the header's people and place line,
    which did not leave it room ("Khamousiyya (5x5 kharbga) [Review]an players of kharbga,
    Tunisia"). The line is fitted to what the name and the badge leave, and lies clear of the
    badge, in every language (the badge on the name's left in Arabic)."""
    from ludic.app import language as languages, theme
    from ludic.app.scenes.common import Mirror

    h = Harness(tmp_path, size=(1280, 720))
    languages.switch(h.app, language)
    h.set_text_size("extra large")
    h.settle()
    finished(h, level)
    h.click_button("review")
    h.settle()
    review = h.top
    bar = review.geo.header
    badge = review.drawing.badge_rect(bar)
    assert badge is not None and bar.contains(badge)
    text, size, room = review.drawing.header_place(bar)
    pad = round(16 * review.scale)
    width = theme.text_width(text, size)
    assert width <= room, (text, width, room)
    place = Mirror(bar).rect(pygame.Rect(bar.right - pad - width, bar.y, width, bar.height))
    assert not place.colliderect(badge), (text, place, badge)
    h.screenshot(tmp_path / "review.png")


def test_the_menu_of_a_finished_game_does_not_promise_continue(tmp_path):
    """A QA pass (a teacher after a game shown to the class): the in-game menu of a game just
    won said "The game is kept: Continue on the title screen goes on with it", and after
    Main menu the title screen offered no Continue (a finished game is not offered). Under a
    finished game the note says so and points to Save; under a game in progress it still
    says the game is kept."""
    from ludic.app.scenes.gamemenu import NOTE, OVER_NOTE

    h = Harness(tmp_path)
    finished(h, "isolo")  # a single game (Dra plays a match by default: Continue goes on)
    h.click_button("look")  # See the board
    h.settle()
    h.key(pygame.K_ESCAPE)
    assert h.top.name == "gamemenu" and not h.top.kept
    assert h.top.note_img.get_size() == theme_note(h, OVER_NOTE), "the note under it"
    h.click_button("to_title")
    h.settle()
    assert h.top.name == "title" and not h.top.can_continue()

    h.click_button("play")
    h.choose_game("isolo")
    h.click_button("start")
    h.settle()
    h.play(h.game.state.legal_moves()[0])
    h.key(pygame.K_ESCAPE)
    assert h.top.name == "gamemenu" and h.top.kept
    assert h.top.note_img.get_size() == theme_note(h, NOTE)


def theme_note(h: Harness, note: str) -> tuple[int, int]:
    """The size of the game menu's note ``note`` as its layout renders it."""
    from ludic.app import theme
    from ludic.i18n import _

    menu = h.top
    s = menu.scale
    return theme.render(_(note), round(16 * s), theme.TEXT_SOFT, False, True,
                        menu.box.width - round(64 * s)).get_size()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_arabic_game_over_chart_keeps_its_legend_and_axes(tmp_path, size):
    """In Arabic extra large text the Dra game-over chart was a strip of lines only (no
    legend, no axes) in an 826 pixel wide panel: the reason and the match line, rendered
    whole, stepped their lines by the Arabic face's taller line and took the chart's room.
    Their lines step by the Latin line (as English has them), and the chart is whole."""
    from ludic.app import chart_view, language

    h = Harness(tmp_path, size=size)
    language.switch(h.app, "ar")
    h.set_text_size("extra large")
    h.settle()
    finished(h, "dra")
    over = h.top
    laid = chart_view.chart_layout(over.chart_rect, over.chart, over.session.names,
                                   over.scale)
    assert not laid.strip, (size, over.chart_rect, laid.plot)
    assert laid.plot.height >= chart_view.readable_plot(laid.label_h)
    assert over.box.contains(over.chart_rect)
    language.switch(h.app, "en")
