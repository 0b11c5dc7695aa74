"""Settings (issue 14.12): every on/off setting shows both states with the one in force
selected, so its state reads at a glance; pressing the other state switches it (and is saved);
the volume slider shows its value."""

import pygame
import pytest

from apphelp import Harness, TextRecorder
from ludic.app import theme
from ludic.app.scenes import help as help_scene

TOGGLES = {  # row: (button ids, how to read the setting)
    "sound": (("sound_true", "sound_false"), lambda h: h.app.settings.sound),
    "fullscreen": (("fullscreen_false", "fullscreen_true"), lambda h: h.app.fullscreen),
    "numbering": (("numbering_true", "numbering_false"),
                  lambda h: h.app.settings.show_numbering),
}


def _selected(h: Harness, oid: str) -> bool:
    b = h.button(oid)
    assert b is not None, (oid, h.button_ids())
    return b.is_selected


def test_each_toggle_shows_its_state_and_switches(tmp_path):
    h = Harness(tmp_path)
    h.click_button("settings")
    assert h.top.name == "settings"
    for row, (ids, read) in TOGGLES.items():
        for _ in range(2):  # there and back
            on = read(h)
            shown = [oid for oid in ids if _selected(h, oid)]
            assert shown == [f"{row}_{str(on).lower()}"], (row, on, shown)
            h.click_button(f"{row}_{str(not on).lower()}")
            h.pump(2)
            assert read(h) is (not on), row
    saved = h.storage.load_settings()
    assert saved.sound == h.app.settings.sound


def test_the_volume_shows_its_value(tmp_path):
    h = Harness(tmp_path)
    h.app.settings.volume = 0.7
    h.click_button("settings")
    scene = h.top
    assert scene.volume_text() == "70 %"
    slider = scene.volume
    assert round(slider.get_current_value()) == 70
    # pygame_gui's slider follows the real mouse (mouse.get_pos), which posted events do not
    # move: set it and post the event it posts when dragged.
    import pygame_gui

    slider.set_current_value(30)
    h.post(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, value=30, ui_element=slider,
           ui_object_id="#volume")
    h.pump(2)
    assert h.app.settings.volume < 0.7 and scene.volume_text() != "70 %"
    assert scene.volume_text() == f"{round(h.app.settings.volume * 100)} %"


def test_done_and_the_line_of_shortcuts_each_have_their_room(tmp_path):
    """The shortcuts line was drawn behind Done, and Done ran off a 1280x720 window."""
    from ludic.app import theme

    h = Harness(tmp_path)
    h.click_button("settings")
    for size in ((1024, 600), (1280, 720), (1920, 1080)):
        h.resize(*size)
        scene = h.top
        done = h.button("done").rect
        panel = scene.panel
        line = theme.render(scene.shortcuts_text(), round(16 * scene.scale))
        shortcuts = line.get_rect(center=scene.shortcuts_center())
        window = pygame.Rect((0, 0), size)
        assert window.contains(done) and window.contains(shortcuts), size
        assert done.top >= panel.bottom and not done.colliderect(shortcuts), size
        assert shortcuts.top >= done.bottom, size


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("text_size", ["normal", "large", "extra large"])
def test_a_row_of_choices_has_one_text_size(tmp_path, size, text_size):
    """A QA pass: in extra large text at 1024x600, "Normal" and "Very fast" (the labels too
    wide for their buttons) were drawn at 12 px beside "Off" and "Fast" at 17: a row of
    choices looked like two kinds of button. Every row of choices in Settings and in the
    setup screen (each game's options) has one text size."""

    h = Harness(tmp_path, size=size)
    h.set_text_size(text_size)
    h.app.push("settings")
    h.pump(3)

    def rows(prefixes):
        out = {}
        for e in h.elements():
            for i in getattr(e, "object_ids", None) or []:
                if i and i.startswith("#"):
                    head = i[1:].rstrip("0123456789").rsplit("_", 1)[0] if "_" in i else \
                        i[1:].rstrip("0123456789")
                    if any(head.startswith(p) for p in prefixes):
                        out.setdefault(head, []).append(e)
        return out

    found = rows(("speed", "sound", "fullscreen", "numbering", "text", "lang"))
    assert "speed" in found and len(found["speed"]) == 5, list(found)
    for head, buttons in found.items():
        sizes = {b.font.get_point_size() for b in buttons}
        assert len(sizes) == 1, (head, [(b.text, b.font.get_point_size()) for b in buttons])
    h.app.pop()
    h.pump(2)
    h.click_button("play")
    for level in ("sig-el-oued", "sig-el-oued-capture", "khamousiyya", "dra", "isolo"):
        h.choose_game(level)
        h.pump(3)
        options = {}
        for e in h.elements():
            for i in getattr(e, "object_ids", None) or []:
                if i and i.startswith("#opt_"):
                    options.setdefault(i.rsplit("_", 1)[0], []).append(e)
        assert options, level
        for name, buttons in options.items():
            sizes = {b.font.get_point_size() for b in buttons}
            assert len(sizes) == 1, (level, name,
                                     [(b.text, b.font.get_point_size()) for b in buttons])


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
@pytest.mark.parametrize("computers", [False, True])
def test_the_game_panels_buttons_have_one_text_size(tmp_path, size, computers):
    """A QA pass in extra large text: 'Help' was drawn larger than 'Rules' beside it, and
    'Undo' smaller: the panel's bottom rows, and the Watch row (Hint, Pause, Step, speed),
    each have one text size."""
    h = Harness(tmp_path, size=size)
    h.set_text_size("extra large")
    h.pump(2)
    h.click_button("play")
    h.choose_game("isolo")
    if computers:
        h.click_button("seat_0")
        h.click_button("seat_1")
    h.click_button("start")
    h.pump(5)
    groups = [("undo", "redo", "rules", "help", "settings", "menu")]
    if computers:
        groups.append(("hint", "pause", "step", "speed"))
    for group in groups:
        sizes = {oid: h.button(oid).font.get_point_size() for oid in group}
        assert len(set(sizes.values())) == 1, sizes
    theme.set_text_size("normal")


@pytest.mark.parametrize("language", ["en", "fr", "ar"])
@pytest.mark.parametrize("text_size", ["normal", "extra large"])
def test_a_chosen_setting_looks_chosen_when_its_row_shares_a_text_size(tmp_path, language,
                                                                      text_size):
    """A QA pass (the teacher, French, extra large text, full screen): 'Plein écran' was
    chosen (selected) but drawn as a plain button beside 'Dans une fenêtre', whose words had
    been shrunk to fit; the row's text size was matched by drawing the chosen button again,
    and pygame_gui draws a button made again as a plain one. Every chosen setting is drawn
    in the chosen look, whichever way of the window and whichever language."""
    from ludic.app import language as lang

    h = Harness(tmp_path, size=(1920, 1080))
    h.set_text_size(text_size)
    lang.switch(h.app, language)
    h.pump(2)
    h.click_button("settings")
    for full in (True, False, True):
        h.click_button(f"fullscreen_{str(full).lower()}")
        h.pump(3)
        assert h.app.fullscreen is full
        chosen = [b for b in h.elements() if getattr(b, "is_selected", False)]
        assert len(chosen) == 6, [b.text for b in chosen]  # one per row of choices
        for b in chosen:
            assert b.drawable_shape.active_state.state_id == "selected", (b.text, full)


@pytest.mark.parametrize("language, speed, size", [("en", "Normal", "Normal"),
                                                   ("fr", "Normale", "Normale"),
                                                   ("ar", "عادية", "عادي")])
def test_normal_agrees_with_its_row(tmp_path, language, speed, size):
    """A QA pass in Arabic: the text size's 'Normal' read عادية (feminine, as the animation
    speed's, سرعة) beside كبير and كبير جدًا, where حجم النص (masculine) wants عادي. Each row
    says its own word."""
    from ludic.app import language as lang

    h = Harness(tmp_path)
    lang.switch(h.app, language)
    h.pump(2)
    h.click_button("settings")
    assert h.button("text_normal").text == size
    assert h.button("speed2").text == speed  # Off, Slow, Normal, Fast, Very fast


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "fr", "ar"])
def test_the_row_labels_share_one_size_and_fit_their_column(tmp_path, size, language):
    """A teacher's pass: French at extra large text drew "Vitesse des animations" and
    "Numérotation du plateau" at 20 px beside 34 px for the other labels, each shrunk alone
    to the label column. The labels are drawn at one size, every line within the column
    (a long label may take two lines), in each language and window size."""
    from ludic.app import language as lang

    h = Harness(tmp_path, size=size)
    h.set_text_size("extra large")
    lang.switch(h.app, language)
    h.app.push("settings")
    h.settle()
    scene = h.top
    with TextRecorder() as recorder:
        scene.draw(h.app.screen)
    drawn = [(d.text, d.size) for d in recorder if d.rect is not None]
    room = scene._row_rect(0).x - scene.panel.x - round(40 * scene.scale)
    words = [theme.drawable(name) for name in scene.label_names()]
    labels = [(text, px) for text, px in drawn
              if text.strip() and any(text in w for w in words)]
    shown = " ".join(text for text, _px in labels)
    for w in words:
        assert all(part in shown for part in w.split()), (w, labels)
    assert len({px for _text, px in labels}) == 1, labels
    for text, px in labels:
        assert theme.font(px, True).size(text)[0] <= room, (text, px, room)
    # and that size is the labels' usual one (22 at scale 1), or one step under it, where
    # the window has the room: French at 1280x720 shrank them all to 14 (21 px, under the
    # buttons' 28) to fit a column of 330 while the window had room to spare beside it
    if size != (1024, 600):
        assert labels[0][1] >= int(round(22 * scene.scale) * 0.92), (language, size,
                                                                      labels[0])
        assert scene.panel.width <= size[0] - 40 and scene._row_rect(0).right \
            <= scene.panel.right
    theme.set_text_size("normal")


def test_only_the_larger_text_sizes_say_they_make_text_larger(tmp_path):
    """A QA pass: hovering the text size "Normal" showed "Every text larger, for a
    classroom's projector", the row's one tip given to each of its buttons. Only the
    choices that make text larger say so; the other rows keep their tip on every choice."""
    h = Harness(tmp_path)
    h.pump(2)
    h.click_button("settings")
    larger = "Every text larger, for a classroom's projector"
    assert h.button("text_normal").tool_tip_text is None
    assert h.button("text_large").tool_tip_text == larger
    assert h.button("text_extra_large").tool_tip_text == larger
    assert h.button("sound_true").tool_tip_text == h.button("sound_false").tool_tip_text \
        == "M switches the sound on or off"


def test_without_a_sound_device_the_sound_row_says_so(tmp_path, monkeypatch):
    """A computer whose mixer cannot start (no sound device): the sound row says there is
    none in place of "On" selected, and the volume is neither shown nor moved (QA29: Settings read
    "Sound: On, 70 %" while the log said "no audio: sounds are off")."""
    h = Harness(tmp_path)
    _no_sound_device(h, monkeypatch)
    h.click_button("settings")
    h.pump(2)
    scene = h.top
    assert h.button("sound_true") is None and h.button("sound_false") is None
    assert not scene.volume.is_enabled and not scene.volume.visible
    with TextRecorder() as drawn:
        h.app.draw()
    texts = drawn.texts()
    assert "No sound device: Ludic is silent" in texts
    assert scene.volume_text() not in texts
    assert "Volume" not in texts  # a label beside nothing (SETUP30 saw it)
    assert "Sound" in texts and "Window" in texts
    assert h.button("fullscreen_true") is not None  # the other rows as they were


def test_without_a_sound_device_no_row_stands_empty(tmp_path, monkeypatch):
    """With no sound device the Volume row, which has nothing to set, is left out: the
    Window row follows the sound's row one row's step below, as the rows below it follow
    one another (an empty row stood where the volume was, SIZES31)."""
    h = Harness(tmp_path)
    _no_sound_device(h, monkeypatch)
    h.click_button("settings")
    h.pump(2)
    step = h.button("text_normal").rect.y - h.button("numbering_true").rect.y
    assert step > 0
    assert h.button("numbering_true").rect.y - h.button("fullscreen_false").rect.y == step
    # language, speed, sound, window: three steps from the language's row to the window's
    assert h.button("fullscreen_false").rect.y - h.button("lang_en").rect.y == 3 * step
    # and the panel holds six rows, not seven: Done comes up under them
    assert h.top.panel.height == 6 * h.top.row_h + round(24 * h.top.scale)
    pygame.quit()


def test_with_a_sound_device_the_sound_row_has_its_choices(tmp_path):
    h = Harness(tmp_path)
    h.click_button("settings")
    h.pump(2)
    assert h.top.audio is True
    assert h.button("sound_true") is not None and h.top.volume.is_enabled
    with TextRecorder() as drawn:
        h.app.draw()
    assert "No sound device: Ludic is silent" not in drawn.texts()
    assert "Volume" in drawn.texts()


def _race_with_a_computer(h: Harness):
    from ludic.app.session import Session, Setup

    h.app.push("game", session=Session(Setup("sig-el-oued", {}, 2, [], 0, [None, "medium"],
                                             7)), opening=False)
    h.pump(2)
    return h.game


def test_the_watch_speed_is_kept_after_a_restart(tmp_path):
    """A teacher set the computer's speed to 2x (the speed button, F) and found 1x again
    at the next start: the speed is kept with the other settings."""
    h = Harness(tmp_path)
    game = _race_with_a_computer(h)
    assert game.watch.speed == 1.0
    h.click_button("speed")
    assert game.watch.speed == 2.0
    pygame.quit()
    h = Harness(tmp_path)  # Ludic started again on the same settings
    assert h.app.settings.watch_speed == 2.0
    assert _race_with_a_computer(h).watch.speed == 2.0
    pygame.quit()


@pytest.mark.parametrize("wrong", [3.0, "fast", None, True, [2.0]])
def test_a_broken_watch_speed_is_1x(tmp_path, wrong):
    """A settings file edited by hand (or by a later version) with a speed the button does
    not offer: 1x, and the game starts without a traceback."""
    from ludic.app.storage import Storage

    st = Storage(home=tmp_path)
    st.write_json(st.settings_path, {"watch_speed": wrong, "language": "fr"})
    h = Harness(tmp_path)
    assert h.app.settings.watch_speed == 1.0 and h.app.settings.language == "fr"
    assert _race_with_a_computer(h).watch.speed == 1.0
    pygame.quit()


def _no_sound_device(h: Harness, monkeypatch) -> None:
    """The mixer cannot start, as on a computer with no sound device (the log says "no
    audio: sounds are off"); SDL's dummy driver alone does not make it so."""
    def no_device(*_args, **_kw):
        raise pygame.error("no available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    h.app.sound._started = False
    h.app.sound.available = True


def test_without_a_sound_device_m_is_not_offered(tmp_path, monkeypatch):
    """With no sound device the Settings' line of shortcuts and the Help page offered "M
    sound on/off", a key that switched a setting nobody could hear. The Settings line
    leaves M out, the Help's M row says it does nothing, and M leaves the setting as it
    is (kept for a computer that has a sound device)."""
    h = Harness(tmp_path)
    _no_sound_device(h, monkeypatch)
    h.click_button("settings")
    h.pump(2)
    with TextRecorder() as drawn:
        h.app.draw()
    texts = drawn.texts()
    assert "F11 full screen  ·  Esc back" in texts
    assert not any("M sound" in t for t in texts), texts
    before = h.app.settings.sound
    h.key(pygame.K_m)
    assert h.app.settings.sound == before
    help_scene._pages.clear()  # the page as this computer has it, drawn anew
    with TextRecorder() as drawn:
        h.key(pygame.K_F1)
        h.app.draw()
    assert h.top.name == "help"
    words = " ".join(drawn.texts())
    assert "Ludic is silent, and M does nothing" in words, words[:300]
    assert "Sound on or off" not in words
    pygame.quit()


def test_with_a_sound_device_m_is_offered_and_switches(tmp_path):
    h = Harness(tmp_path)
    h.click_button("settings")
    h.pump(2)
    assert "M sound on/off" in h.top.shortcuts_text()
    before = h.app.settings.sound
    h.key(pygame.K_m)
    assert h.app.settings.sound is not before
    help_scene._pages.clear()
    with TextRecorder() as drawn:
        h.key(pygame.K_F1)
        h.app.draw()
    words = " ".join(drawn.texts())
    assert "Sound on or off" in words and "M does nothing" not in words
    pygame.quit()


@pytest.mark.parametrize("style", ["file", "plain"])
def test_a_disabled_slider_is_drawn_in_the_themes_colours(tmp_path, monkeypatch, style):
    """The volume slider disabled (as it is where the sound cannot be set) was drawn as a
    black bar: neither theme gave pygame_gui a disabled background, and its own is near
    black. Its track is now a faded sand, light as the enabled track, in the theme file's
    style and in the plain one drawn in code (no theme file)."""
    if style == "plain":
        from test_app_theme_fallback import _resources

        monkeypatch.setenv("LUDIC_RESOURCES", str(_resources(tmp_path, None)))
        h = Harness(tmp_path / "home")
        h.settle()
        h.click_button("answer_0")  # the note that the theme file is missing
        h.settle()
    else:
        h = Harness(tmp_path)
    h.click_button("settings")
    h.pump(2)
    slider = h.top.volume
    img = slider.image
    enabled = img.get_at((img.get_width() // 6, img.get_height() // 2))
    slider.disable()
    h.pump(2)
    img = slider.image
    track = img.get_at((img.get_width() // 6, img.get_height() // 2))
    assert min(track[:3]) >= 180 and sum(track[:3]) >= sum(enabled[:3]) - 30, (track, enabled)
    pygame.quit()


def test_the_labels_plan_follows_the_floor_of_the_window_it_is_drawn_in(tmp_path,
                                                                        monkeypatch):
    """The labels' plan is cached by everything it depends on, the smallest text size too,
    which follows the window's size. Two windows of one scale, one label column and one row
    height (1600 wide, 780 and 840 high, no sound device: six rows, each at its full
    height) have floors of 15 and 16 px; a label that fits at no size is drawn at the
    floor of the window shown. Keyed without the floor, the plan made for 780 px was drawn
    at 840: 15 px, under that window's floor of 16."""
    from ludic.app.scenes import settings

    h = Harness(tmp_path, size=(1600, 780))
    _no_sound_device(h, monkeypatch)
    wide = "Numérotationduplateaudanslesdeuxsens" * 5  # one word: it never wraps
    monkeypatch.setattr(settings.SettingsScene, "label_names", staticmethod(
        lambda: ["Language", wide, "Sound", "Volume", "Window", "Numbering", "Text size"]))
    h.click_button("settings")
    seen = []
    for size in ((1600, 780), (1600, 840), (1600, 780)):
        h.resize(*size)
        scene = h.top
        assert scene.name == "settings" and h.app.size == size
        h.app.draw()
        seen.append((scene.scale, scene.row_h, scene._row_rect(0).x - scene.panel.x))
        assert scene.label_plan()[0] == theme.least_size(), (size, theme.least_size())
    assert seen[0] == seen[1] == seen[2]  # the same layout: only the floor differs
    assert theme.least_size() == 15 and h.app.size == (1600, 780)


def _ink_middle_on_screen(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> float:
    """The middle of a button's words as drawn on ``surface``: the rows holding pixels far
    from the button's own colour (taken inside its border, left of its words), against the
    middle of its ``rect``."""
    inner = rect.inflate(-2 * round(16 * scale), -2 * round(6 * scale))
    ground = surface.get_at((inner.left, inner.centery))
    near = pygame.mask.from_threshold(surface.subsurface(inner), ground, (60, 60, 60, 255))
    near.invert()
    ink = near.get_bounding_rects()
    assert ink, rect
    top, bottom = min(r.top for r in ink), max(r.bottom for r in ink)
    return inner.top + (top + bottom) / 2 - rect.centery


@pytest.mark.parametrize("code", ["en", "ar"])
@pytest.mark.parametrize("size, text_size", [((1280, 720), "normal"),
                                             ((1920, 1080), "extra large")])
def test_the_arabic_name_sits_level_with_the_latin_names_beside_it(tmp_path, code, size,
                                                                  text_size):
    """«العربية» is drawn at the height of "English" and "Français" in the language row,
    in every language (chosen or not): the middle of its letters as far below its button's
    middle as theirs, within a pixel. pygame_gui centres a line's box, and Noto Sans
    Arabic's is taller below the letters: on the screen «العربية» stood 2.5 px higher than
    the Latin names at 1280x720, 4 px at 1920x1080 in extra large text."""
    from ludic.app import language

    h = Harness(tmp_path, size=size)
    language.switch(h.app, code)
    h.set_text_size(text_size)
    h.pump(2)
    h.click_button("settings")
    h.pump(2)
    h.app.draw()
    screen = pygame.display.get_surface()
    middles = {c: _ink_middle_on_screen(screen, h.button(f"lang_{c}").get_abs_rect(),
                                        h.app.scale) for c in ("en", "fr", "ar")}
    assert middles["en"] == middles["fr"]
    assert abs(middles["ar"] - middles["en"]) <= 1, middles
    assert h.button("lang_ar").is_selected is (code == "ar")
    language.switch(h.app, "en")
