"""The scene stack, the way from the title to a game and back, and every scene drawn at three
window sizes: nothing blank, nothing outside the window."""

import random

import pygame
import pytest

from apphelp import Harness, headless_view
from ludic.model.registry import level_ids, make_game
from ludic.app.scene import Scene
from ludic.app.session import Session, Setup
from ludic.model.protocol import EffectKind

SIZES = [(1024, 600), (1920, 1080), (3840, 2160)]
LEVELS = ["sig-el-oued", "sig-el-oued-capture", "khamousiyya", "dra", "isolo"]


class Probe(Scene):
    name = "probe"

    def __init__(self, app, log):
        super().__init__(app)
        self.log = log

    def enter(self, **data):
        self.log.append(("enter", data))

    def resume(self, **data):
        self.log.append(("resume", data))

    def pause(self):
        self.log.append(("pause", {}))

    def leave(self):
        self.log.append(("leave", {}))


def test_scene_stack_hands_data_over(tmp_path):
    h = Harness(tmp_path, title=False)
    log_a, log_b = [], []
    a, b = Probe(h.app, log_a), Probe(h.app, log_b)
    h.app.push(a, who="a")
    h.app.push(b, level_id="dra")
    h.app.pop(chosen=3)
    assert log_a == [("enter", {"who": "a"}), ("pause", {}), ("resume", {"chosen": 3})]
    assert log_b == [("enter", {"level_id": "dra"}), ("leave", {})]
    c = Probe(h.app, [])
    h.app.replace(c, x=1)
    assert h.app.scenes == [c] and c.log == [("enter", {"x": 1})]
    assert log_a[-1] == ("leave", {})


def test_title_setup_game_rules_and_back(tmp_path):
    h = Harness(tmp_path)
    assert h.names() == ["title"]
    assert not h.button("continue").is_enabled  # nothing saved yet
    h.click_button("play")
    assert h.names() == ["title", "setup"]
    h.choose_game("dra")
    h.click_button("rules")
    assert h.names() == ["title", "setup", "rules"] and h.top.level_id == "dra"
    h.key(pygame.K_ESCAPE)
    assert h.names() == ["title", "setup"]
    h.click_button("start")
    assert h.names() == ["title", "game"]
    h.key(pygame.K_h)
    assert h.names() == ["title", "game", "rules"]
    # one game's rules: no game list; the contents at the left margin, the page beside them
    rules = h.top
    assert rules.fixed and not [i for i in h.button_ids() if i.startswith("level_")]
    assert rules.toc_rect.left < 0.05 * h.app.size[0] and rules.toc_rect.top == rules.top
    assert 0 < rules.text_rect.left - rules.toc_rect.right < 0.05 * h.app.size[0]
    h.click_button("back")
    assert h.names() == ["title", "game"]
    h.key(pygame.K_F1)
    assert h.names() == ["title", "game", "help"]
    h.key(pygame.K_F1)  # F1 again closes it
    assert h.names() == ["title", "game"]
    h.click_button("help")
    assert h.names() == ["title", "game", "help"]
    h.click_button("back")
    assert h.names() == ["title", "game"]
    h.click_button("menu")
    assert h.names() == ["title", "game", "gamemenu"]
    h.click_button("to_title")
    assert h.names() == ["title"]
    assert h.button("continue").is_enabled


def test_names_and_players_reach_the_game(tmp_path):
    h = Harness(tmp_path)
    h.click_button("play")
    h.choose_game("sig-el-oued")
    h.click_button("players_3")
    h.click(h.button("name_0").get_abs_rect().center)
    h.type_text("Amina")
    h.click_button("first_1")
    h.click_button("start")
    game = h.game
    assert game.session.game.num_players == 3
    assert game.session.names[0] == "Amina"
    assert game.state.turn == 1
    assert h.app.settings.last_names[0] == "Amina"


def test_a_refused_click_says_why_with_the_rule(tmp_path):
    h = Harness(tmp_path)
    h.start_game("isolo")
    game = h.game
    assert "B" not in {str(m) for m in game.state.legal_moves()}  # B is empty (I2)
    if "B" in game.view.cells:
        h.click_target("B")
    else:  # the fallback view has no holes to click
        game.click_target("B")
    assert game.message_bad and game.message
    assert "(" in game.message  # a rule number, e.g. "(I4)"


def test_undo_redo_keys(tmp_path):
    h = Harness(tmp_path)
    h.start_game("dra")
    rng = random.Random(2)
    for _ in range(3):
        h.play(rng.choice(h.game.state.legal_moves()))
    hist = h.game.session.history
    assert hist.cursor == 3
    h.key(pygame.K_z, pygame.KMOD_CTRL)
    assert hist.cursor == 2
    h.key(pygame.K_u)
    assert hist.cursor == 1
    h.key(pygame.K_y, pygame.KMOD_CTRL)
    h.settle()
    assert hist.cursor == 2
    h.key(pygame.K_r)
    h.settle()
    assert hist.cursor == 3


def test_throws_by_space_click_and_teacher_pick(tmp_path):
    h = Harness(tmp_path)
    h.start_game("sig-el-oued")
    game = h.game
    hist = game.session.history
    h.key(pygame.K_SPACE)
    h.settle()
    assert hist.cursor >= 1 and hist.states[0].is_chance
    n = hist.cursor
    h.settle()
    if game.state.is_chance:
        h.click(game.view.rect.center)  # the board never throws (14.6)
        h.settle()
        assert hist.cursor == n
        h.click(game.sticks.rect.center)  # the sticks do
        h.settle()
        assert hist.cursor > n
    h.key(pygame.K_d)  # teacher mode: keys 0-6 pick the throw
    assert game.demo
    while not game.state.is_chance:
        h.settle()
    n = hist.cursor
    h.key(pygame.K_4)
    h.settle()
    assert str(hist.moves[n]) == "4"


def test_animation_runs_and_a_click_skips_it(tmp_path):
    h = Harness(tmp_path, speed=1.0)
    h.start_game("sig-el-oued")
    game = h.game
    h.key(pygame.K_SPACE, frames=1)
    assert game.queue, "a throw is animated"
    h.pump(3)
    assert game.queue and game.busy()
    h.key(pygame.K_x, frames=1)
    assert not game.queue
    assert game.sticks.caption  # the throw's name stays shown


def finished_session(level_id: str, seed: int = 1, options: dict | None = None) -> Session:
    """A game played to its end by greedy random moves (captures first)."""
    session = Session(Setup(level_id, options or {}, None, [], 0))
    h = session.history
    rng = random.Random(seed)
    for _ in range(5000):
        s = h.state
        if s.outcome() is not None:
            return session
        if s.is_chance:
            h.throw(rng)
            continue
        scored = []
        for m in s.legal_moves():
            eff = s.apply(m).effects
            scored.append((sum(e.kind in (EffectKind.CAPTURE, EffectKind.REMOVE)
                               for e in eff), m))
        top = max(k for k, _ in scored)
        h.play(rng.choice([m for k, m in scored if k == top]))
    raise AssertionError("no end")


def _check_picture(h: Harness, what: str) -> None:
    screen = h.app.screen
    w, h_ = screen.get_size()
    small = pygame.transform.scale(screen, (64, 36))
    colors = {small.get_at((x, y))[:3] for x in range(64) for y in range(36)}
    assert len(colors) > 12, f"{what}: the screen looks blank ({len(colors)} colours)"
    window = screen.get_rect()
    for e in h.elements():
        if getattr(e, "visible", True) and e.get_abs_rect().width > 0:
            r = e.get_abs_rect()
            assert window.contains(r), f"{what}: {e.object_ids} at {r} is outside {window}"


def _scene_rects(scene) -> list[pygame.Rect]:
    rects = []
    for name in ("panel", "board_area", "message_rect", "box", "text_rect", "left", "right"):
        r = getattr(scene, name, None)
        if isinstance(r, pygame.Rect) and r.width > 0:
            rects.append(r)
    view = getattr(scene, "view", None)
    if view is not None:
        rects.append(view.rect)
        rects += list(view.cells.values())
    for _, r in getattr(scene, "cards", []):
        rects.append(r)
    return rects


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_scene_at_three_sizes(tmp_path, size):
    from ludic.app.scenes.game import GameScene
    from ludic.app.scenes.message import MessageScene

    h = Harness(tmp_path, size=size)

    def check(what):
        h.pump(2)
        _check_picture(h, what)
        window = h.app.screen.get_rect()
        for r in _scene_rects(h.top if not h.top.overlay else h.game):
            assert window.contains(r), f"{what}: {r} outside {window}"

    check("title")
    h.click_button("settings")
    check("settings")
    h.click_button("done")
    h.click_button("rules")
    check("rules")
    h.click_button("back")
    h.click_button("play")
    for level_id in LEVELS:
        h.choose_game(level_id)
        check(f"setup {level_id}")
    h.key(pygame.K_ESCAPE)
    for level_id in LEVELS:
        h.app.reset(GameScene(h.app), session=Session(Setup(level_id, {}, None, [], 0)))
        h.settle()
        check(f"game {level_id}")
    session = finished_session("isolo")
    h.app.reset(GameScene(h.app), session=Session.from_save(session.to_save()))
    h.settle()
    assert h.top.name == "gameover"
    check("game over")
    h.app.reset(MessageScene(h.app), title="Something went wrong", text="A test message.")
    check("message")


def test_resize_keeps_the_game(tmp_path):
    h = Harness(tmp_path)
    h.start_game("khamousiyya")
    h.play(h.game.state.legal_moves()[0])
    position = h.game.state.notation()
    for w, hh in SIZES + [(1280, 720)]:
        h.resize(w, hh)
        assert h.app.size == (w, hh)
        assert h.game.state.notation() == position
        assert h.app.screen.get_rect().contains(h.game.view.rect)
    assert h.app.scale == 1.0


def test_game_over_panel_and_play_again(tmp_path):
    from ludic.app.scenes.game import GameScene

    h = Harness(tmp_path)
    session = finished_session("dra", seed=3)
    h.app.reset(GameScene(h.app), session=Session.from_save(session.to_save()))
    h.settle()
    assert h.top.name == "gameover"
    assert h.top.session.outcome.reason
    h.click_button("look")
    assert h.top.name == "game"
    h.click_button("again_panel")
    assert h.top.name == "game" and h.game.session.history.cursor == 0


@pytest.mark.parametrize("match, words", [(True, "Next game"), (False, "Play again")])
def test_the_game_panel_names_the_next_game_of_a_match_as_the_game_over_panel(tmp_path, match,
                                                                               words):
    """A Dra match ended by agreement, in French: the game-over panel said 'Partie suivante'
    and the game's panel behind it 'Rejouer', for the same button (both play the match's
    next game). Both say what it does."""
    from ludic.app.scenes.game import GameScene

    h = Harness(tmp_path)
    session = finished_session("dra", seed=3, options={"match": match})
    h.app.reset(GameScene(h.app), session=Session.from_save(session.to_save()))
    h.settle()
    assert h.top.name == "gameover"
    assert (h.top.session.match is not None) is match
    assert h.button("again").text == words
    h.click_button("look")
    assert h.button("again_panel").text == words


def test_an_error_in_the_loop_is_shown_plainly_and_the_game_is_kept(tmp_path):
    h = Harness(tmp_path)
    h.start_game("dra")
    h.play(h.game.state.legal_moves()[0])
    position = h.game.state.notation()
    h.app.catch_errors = True

    def broken(dt):
        raise RuntimeError("a bug")

    h.game.update = broken
    with pytest.raises(RuntimeError) as raised:  # App.run would catch it and call fail()
        h.pump(1)
    assert h.app.fail(raised.value)
    assert h.top.name == "message" and "saved" in h.top.text
    assert "Traceback" not in h.top.text
    h.pump(1)
    h.click_button("ok")
    h.click_button("continue")
    h.settle()
    assert h.game.state.notation() == position


def test_keyboard_alone_reaches_a_game(tmp_path):
    h = Harness(tmp_path)
    h.key(pygame.K_TAB)
    h.key(pygame.K_RETURN)
    assert h.top.name == "setup"
    for _ in range(4):  # the cards come first: the fourth is Khamousiyya (5x5) or Dra
        h.key(pygame.K_TAB)
    h.key(pygame.K_RETURN)
    chosen = h.top.level_id
    h.key(pygame.K_TAB, pygame.KMOD_SHIFT)  # from the cards backwards: the Start button
    for _ in range(60):
        focused = h.top.nav.buttons[h.top.nav.index][0]
        if (getattr(focused, "object_ids", None) or [""])[-1] == "#start":
            break
        h.key(pygame.K_TAB)
    h.key(pygame.K_RETURN)
    h.settle()
    assert h.top.name == "game" and h.game.session.level.id == chosen
    h.key(pygame.K_TAB)
    assert h.game.focus is not None


def test_the_message_bar_does_not_tell_the_end_before_it_is_shown(tmp_path):
    """While a move animates the bar says who plays; each effect's words come when the
    animation reaches them, the last ones when it ends."""
    h = Harness(tmp_path, speed=1.0)
    h.start_game("isolo")
    game = h.game
    move = game.state.legal_moves()[0]
    ending = [e.text for e in game.state.apply(move).effects if e.text and "ends" in e.text]
    assert ending, "an Isolo sowing says where it ends"
    game.play(move)
    h.pump(2)
    assert game.queue and game.message.startswith("South plays")
    assert ending[0].rstrip(".") not in game.message
    h.settle()
    assert ending[0].rstrip(".") in game.message


def test_narration_follows_the_timeline_of_a_view_that_builds_it_in_its_loop(tmp_path):
    from ludic.app.anim import Timeline
    from ludic.app.scenes.game import Step
    from ludic.model.protocol import Effect

    h = Harness(tmp_path, speed=1.0)
    h.start_game("dra")
    game = h.game

    def animate(before, effects, after):
        tl = Timeline(before, after)
        for e in effects:
            tl.wait(1.0)
        return tl

    game.view.animate = animate
    effects = (Effect(EffectKind.MOVE, text="slides"), Effect(EffectKind.NOTE, text="first"),
               Effect(EffectKind.MOVE), Effect(EffectKind.NOTE, text="second"))
    step = Step(game.state, game.state, effects)
    board, story = game._animate(step)
    assert board.end == 4.0 and story == [(1.0, "first"), (3.0, "second")]


@pytest.mark.parametrize("level_id", ["dra", "sig-el-oued"])
def test_the_panel_shows_every_side_line(tmp_path, level_id):
    h = Harness(tmp_path, size=(1280, 720))
    h.click_button("play")
    h.choose_game(level_id)
    h.click_button("start")
    h.settle()
    game = h.game
    lines = game.panel_lines(game.state)
    rows = game.info_rows_for(lines)
    shown = " ".join(t for t, _ in rows)  # a long line may wrap onto two rows, never be cut
    assert shown.split() == " ".join(lines).split() and len(rows) <= game.info_rows
    if level_id == "dra":  # the match line and both of the view's lines
        assert len(lines) == 3 and [t for t, _ in rows] == lines


def test_start_position_opens_the_game_there(tmp_path):
    from ludic.model.registry import make_game

    game = make_game("dra")
    state = game.start_state(0)
    rng = random.Random(1)
    for _ in range(7):
        state = state.play(rng.choice(state.legal_moves()))
    h = Harness(tmp_path)
    h.start_position("dra", state.notation())
    assert h.names() == ["title", "game"] and h.game.state.notation() == state.notation()
    assert h.game.session.history.decides == h.game.decides
    h.play(h.game.state.legal_moves()[0])
    h.key(pygame.K_z, pygame.KMOD_CTRL)
    assert h.game.state.notation() == state.notation()
    h.start_position("isolo", make_game("isolo").start_state(1).notation())
    assert h.game.session.level.id == "isolo" and not h.game.queue  # no opening shown


@pytest.mark.parametrize("lang,short", [("en", "2 — no sig power"),
                                        ("fr", "2 — sans pouvoir du sig"),
                                        ("ar", "2 — دون قوة السيق")])
def test_the_sticks_headline_is_short_in_every_language(lang, short):
    """"2 points, no sig power (K2)" is headlined "2 — no sig power"; in Arabic the whole
    sentence ("نقطتان (2)، دون قوة السيق") stood under the sticks."""
    from ludic import i18n
    from ludic.app.sticks_view import SticksView

    state = make_game("sig-el-oued-capture").initial_state()
    throw = next(m for m, _p in state.chance_outcomes() if str(m) == "2")
    i18n.set_language(lang)
    try:
        assert SticksView.headline(state.apply(throw).effects) == short
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang,text_size", [("en", "normal"), ("ar", "extra large")])
@pytest.mark.parametrize("scale", [0.75, 0.875, 1.0, 1.5, 3.0])
def test_the_sticks_caption_is_short_and_never_overlaps(tmp_path, scale, lang, text_size):
    """In extra large Arabic the count's line was taller than the room under the sticks and
    ran out of the sticks' tray (onto the Throw button)."""
    from ludic import i18n
    from ludic.app import theme
    from ludic.app.sticks_view import SticksView

    Harness(tmp_path, title=False)  # fonts
    texts = ["4 points, no sig power (K2)", "Sig! 1 and throw again (K2)",
             "Sig of twelve, no sig: 6 + 6 + 4 = 16, no sig power (K4)",
             "Sig of six: throw one follow-up (K3)"]
    assert SticksView.headline(texts[0]) == "4 — no sig power"
    assert SticksView.headline(texts[1]) == "Sig! 1 and throw again"
    if lang == "ar":
        texts.append("2 نقاط، دون قوة السيق (K2)")
    i18n.set_language(lang)
    theme.set_text_size(text_size)
    try:
        _sticks_caption_fits(texts, scale)
    finally:
        i18n.set_language("en")
        theme.set_text_size("normal")


def _sticks_caption_fits(texts, scale):
    from ludic.app import theme
    from ludic.app.sticks_view import SticksView

    for text in texts:
        head = SticksView.headline(text)
        assert "(K" not in head
        room = pygame.Rect(10, 100, round(300 * scale), round(64 * scale))
        lines = SticksView.caption_lines("0 polished sides up: Sig of twelve!", head, room,
                                         scale)
        assert lines and any(t.startswith(head[:6]) for t, *_ in lines)
        bottom = room.y
        for t, size, _, y in lines:
            w, hh = theme.font(size, True).size(t)
            assert w <= room.width and y >= bottom and y + hh <= room.bottom + 1
            bottom = y + hh


@pytest.mark.parametrize("level_id", LEVELS)
def test_dirty_rect_frames_look_like_whole_frames(tmp_path, level_id, monkeypatch):
    """While a move animates, frames redraw only the board, the message bar and the sticks,
    and what they show is exactly what a whole redraw would show."""
    h = Harness(tmp_path, size=(1280, 720), speed=1.0)
    h.start_game(level_id)
    updates = []
    monkeypatch.setattr(pygame.display, "update", lambda rects=None: updates.append(rects))
    game = h.game
    rng = random.Random(4)
    compared = 0
    for _ in range(6):
        h.settle()
        h.pump(30)  # the GUI settles after the last input (those frames are whole)
        state = game.state
        if state.outcome() is not None:
            break
        if state.is_chance:
            game.throw()
        else:
            game.play(rng.choice(state.legal_moves()))
        full_before = h.app.full_frames
        frames = 0
        while game.queue and frames < 400:
            h.app.frame(1 / 60, [])
            frames += 1
            if updates and updates[-1] is not None and frames % 7 == 0:
                partial = h.app.screen.copy()
                h.app.draw()
                same = pygame.image.tobytes(partial, "RGB") == \
                    pygame.image.tobytes(h.app.screen, "RGB")
                assert same, \
                    f"frame {frames}: the dirty-rect frame differs from a whole frame"
                compared += 1
        assert frames - (h.app.full_frames - full_before) > frames // 2, "mostly partial"
    assert compared >= 3
    window = h.app.screen.get_rect()
    for rects in updates:
        assert rects and all(window.contains(r) for r in rects)
        assert sum(r.width * r.height for r in rects) < window.width * window.height * 0.8


def test_f11_goes_full_screen_and_back_to_the_window_size(tmp_path):
    h = Harness(tmp_path, size=(1280, 720))
    h.key(pygame.K_F11)
    assert h.app.fullscreen and h.app.settings.fullscreen
    assert h.app.screen is pygame.display.get_surface()
    h.key(pygame.K_F11)
    assert not h.app.fullscreen
    assert h.app.screen.get_size() == (1280, 720) == tuple(h.app.size)
    h.screenshot(tmp_path / "back.png")  # the scenes laid out again for the window


def test_a_window_leaves_room_for_its_title_bar_and_a_taskbar(monkeypatch):
    """A teacher's pass: on a 1280x720 projector the window (1280x720, the default) ran past
    the bottom of the screen by its title bar, the message bar and the bottom buttons out of
    sight; so on a 1366x768 laptop with a taskbar. A window takes at most 90% of the desktop's
    height and 96% of its width; on a bigger screen it keeps its size."""
    from ludic.app.app import fit_desktop

    title_bar, taskbar = 30, 40
    for desktop, frame in (((1280, 720), title_bar), ((1366, 768), title_bar + taskbar)):
        monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda d=desktop: [d])
        fw, fh = fit_desktop((1280, 720))
        assert fh + frame <= desktop[1] and fw + 40 <= desktop[0], (desktop, fw, fh)
        assert fh >= 0.85 * desktop[1]  # still most of the screen
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    assert fit_desktop((1280, 720)) == (1280, 720)
    assert fit_desktop((20000, 20000)) == (1843, 972)


@pytest.mark.parametrize("level_id", level_ids())
def test_every_setup_thumbnail_stays_inside_its_rect_and_shows_the_board(level_id):
    """The setup screen's picture of each board (every view's ``draw_thumbnail``)."""
    game = make_game(level_id)
    view = headless_view(game)
    surface = pygame.Surface((200, 140))
    surface.fill((1, 2, 3))
    rect = pygame.Rect(20, 10, 120, 90)
    view.draw_thumbnail(surface, rect, game.start_state(0))
    untouched = pygame.mask.from_threshold(surface, (1, 2, 3), (1, 1, 1, 255))
    inside = pygame.mask.Mask(surface.get_size())
    inside.draw(pygame.mask.Mask(rect.size, fill=True), rect.topleft)
    assert untouched.overlap_area(inside, (0, 0)) + 200 * 140 - rect.width * rect.height \
        == untouched.count(), "drawn outside the thumbnail's rect"
    if level_id.startswith("sig"):  # the Sig pictures fill their rect (no letterbox)
        assert untouched.count() == 200 * 140 - rect.width * rect.height
    colors = {tuple(surface.get_at((x, y))) for x in range(rect.x, rect.right, 3)
              for y in range(rect.y, rect.bottom, 3)}
    assert len(colors) > 20


def test_a_count_on_two_lines_leaves_no_word_alone_on_the_second():
    """The sticks' count wrapped on two lines filled the first and could leave one word on
    the second ("Sig of twelve, no sig: 3 + 3 + 4 = 10 — no sig" over "power"): the two
    lines are balanced, each inside the tray, every word kept in order."""
    from ludic.app import theme
    from ludic.app.sticks_view import SticksView

    scale = 1.0
    head = "Sig of twelve, no sig: 3 + 3 + 4 = 10 — no sig power"
    size = theme.legible(round(15 * scale))  # the size a count wraps at
    # as wide as the count less its last word: a greedy wrap leaves "power" alone
    width = theme.text_width(head.rsplit(" ", 1)[0], size, True) + 2
    assert theme.wrap(head, size, width, bold=True)[1] == "power"
    room = pygame.Rect(10, 100, width, round(80 * scale))
    lines = SticksView.caption_lines("", head, room, scale)
    said = [t for t, _size, color, _y in lines if color == theme.HIGHLIGHT]
    assert len(said) == 2, said
    assert " ".join(said).split() == head.split()
    assert len(said[1].split()) > 1, said
    for t, fs, _color, _y in lines:
        assert theme.text_width(t, fs, True) <= room.width
