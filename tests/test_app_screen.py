"""A real window under Xvfb: ``python main.py`` opens the title screen and a screenshot of it
(ImageMagick ``import -window root``) is saved and is not blank."""

import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from apphelp import xvfb

ROOT = Path(__file__).resolve().parent.parent


def _colours(path: Path) -> int:
    import pygame

    img = pygame.image.load(str(path))
    small = pygame.transform.scale(img, (80, 45))
    return len({small.get_at((x, y))[:3] for x in range(80) for y in range(45)})


@pytest.mark.screen
def test_real_window_screenshot(tmp_path):
    for tool in ("Xvfb", "import"):
        if shutil.which(tool) is None:
            pytest.skip(f"{tool} is not installed (.ci/run installs xvfb and imagemagick)")
    with xvfb(1280, 720) as (display, env):
        app = None
        try:
            env = dict(env, LUDIC_HOME=str(tmp_path / "home"))
            app = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "--size", "1280x720"],
                                   cwd=ROOT, env=env, stdout=subprocess.PIPE,
                                   stderr=subprocess.STDOUT)
            shot = tmp_path / "shot.png"
            colours = 0
            deadline = time.monotonic() + 30
            while time.monotonic() < deadline and colours < 20:
                time.sleep(0.5)
                assert app.poll() is None, app.stdout.read().decode(errors="replace")
                subprocess.run(["import", "-display", display, "-window", "root", str(shot)],
                               check=True, timeout=20, capture_output=True)
                colours = _colours(shot)
            assert shot.exists() and shot.stat().st_size > 10_000
            assert colours >= 20, f"the screenshot looks blank ({colours} colours)"
            log = tmp_path / "home" / "logs" / "ludic.log"
            assert log.exists() and "starting Ludic" in log.read_text()
            if shutil.which("xdotool"):  # the taskbar names the window "Ludic", not "main.py"
                found = subprocess.run(["xdotool", "search", "--class", "^Ludic$"], env=env,
                                       capture_output=True, text=True, timeout=20)
                assert found.stdout.split(), "no window of class Ludic (SDL_VIDEO_X11_WMCLASS)"
        finally:
            if app is not None:
                app.terminate()
                try:
                    app.wait(10)
                except subprocess.TimeoutExpired:
                    app.kill()


FULLSCREEN_ROUND_TRIP = """
import random, sys, time
import pygame
sys.path.insert(0, "tests")
from apphelp import FakeClock
from ludic.app.app import App
from ludic.app.storage import Storage
app = App((1280, 720), storage=Storage(home=sys.argv[1]), clock=FakeClock(),
          rng=random.Random(0), catch_errors=False, fullscreen=False)
def settle():
    for _ in range(10):
        app.frame(1 / 60)
        time.sleep(0.05)
settle()
app.set_fullscreen(True); settle()
full = pygame.display.get_window_size()
app.set_fullscreen(False); settle()
print(full, pygame.display.get_window_size(), app.screen.get_size())
"""


@pytest.mark.screen
def test_full_screen_and_back_on_a_real_x_server(tmp_path):
    """F11 and back must give the window its size again (X11 keeps the desktop size if the
    display mode is simply set again)."""
    if shutil.which("Xvfb") is None:
        pytest.skip("Xvfb is not installed (.ci/run installs xvfb)")
    with xvfb(1920, 1080) as (display, env):
        result = subprocess.run([sys.executable, "-c", FULLSCREEN_ROUND_TRIP, str(tmp_path)],
                                cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
        assert result.returncode == 0, result.stderr
        line = result.stdout.strip().splitlines()[-1]
        assert line == "(1920, 1080) (1280, 720) (1280, 720)", (line, result.stderr)


FOLLOW_THE_WINDOW = """
import random, subprocess, sys, time
import pygame
sys.path.insert(0, "tests")
from apphelp import FakeClock
from ludic.app.app import App
from ludic.app.storage import Storage
app = App((1280, 720), storage=Storage(home=sys.argv[1]), clock=FakeClock(),
          rng=random.Random(0), catch_errors=False, fullscreen=False)
app.push("title")
window = str(pygame.display.get_wm_info()["window"])
def settle():
    for _ in range(40):
        app.frame(1 / 60)
        time.sleep(0.03)
def report(tag):
    real = pygame.display.get_window_size()
    print(tag, real, app.size, app.top.rect.size, app.gui.window_resolution, flush=True)
def key(name):  # a real key press through the X server, as a person's
    subprocess.run(["xdotool", "windowactivate", "--sync", window], capture_output=True)
    subprocess.run(["xdotool", "windowfocus", "--sync", window], capture_output=True)
    subprocess.run(["xdotool", "key", name], check=True)
settle(); report("window")
key("F11"); settle(); report("full")
key("F11"); settle(); report("back")
subprocess.run(["xdotool", "windowsize", window, "1500", "800"], check=True)
settle(); report("resized")
"""


@pytest.mark.screen
@pytest.mark.parametrize("wm", ["openbox", None])
def test_the_layout_follows_the_real_window_size(tmp_path, wm):
    """F11 with a window manager (openbox, as on a desktop) and without one: after each
    switch, and after the window manager resizes the window, the scenes and the GUI are laid
    out for the window's real size (issue 14.13)."""
    for tool in ("Xvfb", "xdotool") + ((wm,) if wm else ()):
        if shutil.which(tool) is None:
            pytest.skip(f"{tool} is not installed (.ci/run installs xvfb, xdotool, openbox)")
    with xvfb(1920, 1080) as (display, env):
        manager = None
        try:
            if wm:
                manager = subprocess.Popen([wm], env=env, stdout=subprocess.DEVNULL,
                                           stderr=subprocess.DEVNULL)
                time.sleep(1.0)
            result = subprocess.run([sys.executable, "-c", FOLLOW_THE_WINDOW, str(tmp_path)],
                                    cwd=ROOT, env=env, capture_output=True, text=True, timeout=90)
            assert result.returncode == 0, result.stderr
            seen = {}
            for line in result.stdout.splitlines():
                tag, _, rest = line.partition(" ")
                seen[tag] = rest
            expected = {"window": (1280, 720), "full": (1920, 1080), "back": (1280, 720),
                        "resized": (1500, 800)}
            for tag, size in expected.items():
                assert seen.get(tag) == " ".join([str(size)] * 4), (tag, seen, result.stderr)
        finally:
            if manager is not None:
                manager.terminate()
                manager.wait(timeout=10)


LESSON_SCREENS = """
import subprocess, sys, time
sys.path.insert(0, "tests")
import pygame
from apphelp import Harness
home, display, out, w, h = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
harness = Harness(home, size=(w, h), speed=1.0)
def shot(name):
    for _ in range(5):
        harness.app.frame(1 / 60)
        time.sleep(0.05)
    subprocess.run(["import", "-display", display, "-window", "root", f"{out}/{name}.png"],
                   check=True, timeout=20, capture_output=True)
harness.click_button("learn")
harness.settle()
learn = harness.top
assert learn.name == "learn" and len(learn.rows) >= 6, learn.name
shot("learn")
learn.choose("sig-el-oued-capture")
harness.pump(2)
harness.click(learn.rows[2][1].center)  # Seven with sig power: free all
harness.settle()
lesson = harness.top
assert lesson.name == "lesson", lesson.name
harness.key(pygame.K_SPACE); harness.settle()  # a sig of six
harness.key(pygame.K_SPACE); harness.settle()  # and a sig: 7 with sig power
harness.click(lesson.view.center("e1")); harness.settle()  # e1 seven steps: allowed,
harness.click(lesson.view.center("a2")); harness.settle()  # but not the one: explained
window = harness.app.screen.get_rect()
assert lesson.feedback_kind == "bad" and lesson.text_layout()[-1]
assert window.contains(lesson.panel) and window.contains(lesson.view.rect)
print("sizes", harness.app.size, pygame.display.get_window_size())
shot("lesson")
"""


@pytest.mark.screen
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
def test_learn_screen_and_a_lesson_in_a_real_window(tmp_path, size):
    """Under Xvfb: the Learn screen and a lesson in progress (the sticks thrown, a wrong
    move explained), in a real X window at both sizes, screenshotted and not blank, the
    panel and the board inside the window and the step's words fitting their room."""
    for tool in ("Xvfb", "import"):
        if shutil.which(tool) is None:
            pytest.skip(f"{tool} is not installed (.ci/run installs xvfb and imagemagick)")
    w, h = size
    with xvfb(w, h) as (display, env):
        result = subprocess.run([sys.executable, "-c", LESSON_SCREENS, str(tmp_path / "home"),
                                 display, str(tmp_path), str(w), str(h)],
                                cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
        assert result.returncode == 0, result.stderr[-3000:]
        assert f"sizes ({w}, {h}) ({w}, {h})" in result.stdout
        for name in ("learn", "lesson"):
            shot = tmp_path / f"{name}.png"
            assert shot.exists() and shot.stat().st_size > 10_000
            assert _colours(shot) >= 20, f"the {name} screenshot looks blank"


AFTER_A_GAME_SCREENS = """
import subprocess, sys, time
sys.path.insert(0, "tests")
import pygame
from apphelp import Harness, TextRecorder
from ludic.app import theme
from test_app_text_size import button_texts_fit
from test_app_review import finished

home, display, out, w, h = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
harness = Harness(home, size=(w, h), speed=0)
recorder = TextRecorder().__enter__()  # every text drawn, for the whole script


def placed():  # the texts placed on the window since recorder.clear(), as (text, rect)
    return [(d.text, d.rect) for d in recorder if d.surface is harness.app.screen]


def frames():
    for _ in range(5):
        harness.app.frame(1 / 60)
        time.sleep(0.05)


def shot(name):
    frames()
    subprocess.run(["import", "-display", display, "-window", "root", f"{out}/{name}.png"],
                   check=True, timeout=20, capture_output=True)


def texts_in(rect):  # the texts drawn in a frame that cross rect's edges (cut or spilling)
    recorder.clear()
    harness.app.frame(1 / 60)
    inside = [t for t, r in placed() if rect.contains(r)]
    assert inside, f"no text recorded inside {rect}: the checks below would see nothing"
    return [(t, r) for t, r in placed() if r.colliderect(rect) and not rect.contains(r)]


window = harness.app.screen.get_rect()
for ts in ("normal", "large", "extra large"):
    tag = ts.replace(" ", "-")
    harness.set_text_size(ts)
    harness.settle()
    # the rules of Dra at its worked examples (D6): example 1 drawn as a board
    harness.app.push("rules", level_id="dra", rule="D6")
    harness.settle()
    rules = harness.top
    page = rules.page()
    pad = round(18 * rules.scale)
    pic = page.placed["D6.1"].move(rules.text_rect.x + pad, rules.text_rect.y + pad
                                   - min(rules.scroll, rules.max_scroll())).clip(rules.text_rect)
    assert pic.height > 40 and window.contains(rules.text_rect), (pic, rules.text_rect)
    # the page fits its panel, and no word is wider than the page (the wrap never cuts one)
    inner = rules.text_rect.inflate(-2 * pad, -2 * pad)
    assert page.surface.get_width() <= inner.width, (page.surface.get_width(), inner)
    from ludic.app.scenes.rules import rules_page_markdown
    from ludic.app import catalog
    size = round(19 * rules.scale)
    words = rules_page_markdown(catalog.level("dra"), None).replace("*", " ").split()
    wide = [w for w in words if theme.font(round(size * 1.4), True).size(w)[0]
            > page.surface.get_width()]
    assert not wide, (ts, wide[:5])
    cut = texts_in(rules.toc_rect)
    assert not cut, (ts, cut)
    cut = button_texts_fit(harness)
    assert not cut, (ts, cut)
    shot(f"rules-{tag}")
    print("picture", tag, *pic)
    harness.app.pop()
    harness.settle()
    # a finished game: the game-over panel with its chart
    finished(harness, "dra")
    over = harness.top
    assert window.contains(over.box) and over.box.contains(over.chart_rect), (over.box, over.chart_rect)
    assert over.chart_rect.height >= 80, f"{ts}: no room for the chart {over.chart_rect}"
    spill = texts_in(over.box)
    assert not spill, (ts, spill)
    for text, r in placed():
        if over.box.contains(r) and r.colliderect(over.chart_rect) and not over.chart_rect.contains(r):
            raise AssertionError(f"{ts}: {text!r} overlaps the chart {r} {over.chart_rect}")
    buttons = [e.rect for e in harness.elements() if getattr(e, "visible", True)
               and hasattr(e, "drawable_shape") and over.box.contains(e.rect)]
    assert buttons, "the game-over buttons"
    for text, r in placed():
        for b in buttons:
            if over.box.contains(r) and r.colliderect(b) and not b.contains(r):
                raise AssertionError(f"{ts}: {text!r} runs into a button {r} {b}")
    for b in buttons:
        assert not b.colliderect(over.chart_rect), (ts, b, over.chart_rect)
    words = [(t, r) for t, r in placed() if over.box.contains(r) and not over.chart_rect.contains(r)]
    assert len(words) >= 2, f"{ts}: the game-over panel's words were not recorded: {words}"
    for i, (t1, r1) in enumerate(words):  # the title, the reason, the match line: no overlap
        for t2, r2 in words[i + 1:]:
            assert not r1.colliderect(r2), f"{ts}: {t1!r} overlaps {t2!r}"
    cut = button_texts_fit(harness)
    assert not cut, (ts, cut)
    shot(f"over-{tag}")
    print("chart", tag, *over.chart_rect)
    from ludic.app.scenes.title import TitleScene
    harness.app.reset(TitleScene(harness.app))
    harness.settle()
print("sizes", harness.app.size, pygame.display.get_window_size())
"""


@pytest.mark.screen
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
def test_rules_pictures_and_game_over_chart_in_a_real_window(tmp_path, size):
    """Under Xvfb, at both sizes and at each text size (normal, large, extra large): the rules
    screen at Dra's worked examples, with example 1 drawn as a board, and the game-over panel
    of a finished game with its chart. In the window: the page fits its panel and no word is
    wider than it, the contents and the buttons' texts fit, no text of the game-over panel
    spills out of it or runs into the chart or a button, and the chart has room. On the X
    server's own screenshot: the picture shows the board's dark holes, and the chart its
    two lines in the seats' colours."""
    import pygame

    from ludic.app import theme

    for tool in ("Xvfb", "import"):
        if shutil.which(tool) is None:
            pytest.skip(f"{tool} is not installed (.ci/run installs xvfb and imagemagick)")
    w, h = size
    with xvfb(w, h) as (display, env):
        result = subprocess.run([sys.executable, "-c", AFTER_A_GAME_SCREENS,
                                 str(tmp_path / "home"), display, str(tmp_path), str(w), str(h)],
                                cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
        assert result.returncode == 0, result.stderr[-3000:]
        assert f"sizes ({w}, {h}) ({w}, {h})" in result.stdout
        regions = {}
        for line in result.stdout.splitlines():
            kind, _, rest = line.partition(" ")
            if kind in ("picture", "chart"):
                tag, *rect = rest.split()
                regions[kind, tag] = pygame.Rect(*map(int, rect))
        for tag in ("normal", "large", "extra-large"):
            rules = pygame.image.load(str(tmp_path / f"rules-{tag}.png"))
            pic = regions["picture", tag]
            dark = sum(1 for x in range(pic.x, pic.right, 3) for y in range(pic.y, pic.bottom, 3)
                       if sum(rules.get_at((x, y))[:3]) < 150)
            assert dark > 40, f"{tag}: no board drawn in the example's picture"
            over = pygame.image.load(str(tmp_path / f"over-{tag}.png"))
            chart = regions["chart", tag]
            colours = {tuple(over.get_at((x, y)))[:3] for x in range(chart.x, chart.right)
                       for y in range(chart.y, chart.bottom, 2)}
            for seat in (0, 1):
                assert theme.player_color(seat) in colours, f"{tag}: seat {seat}'s line"
            assert _colours(tmp_path / f"over-{tag}.png") >= 20
