"""The title screen and Help (issue 14.10, 14.11, 14.14): Quit asks like Escape; Continue
says which game it opens; the Help screen (button, F1) explains every shortcut the keyboard
can make, and every button of a game's panel."""

import pygame
import pytest

from apphelp import Harness
from ludic.app import help_text, intents
from ludic.app.session import Session


def test_quit_asks_like_escape(tmp_path):
    h = Harness(tmp_path)
    h.click_button("quit")
    assert h.names() == ["title", "confirm"] and h.top.title == "Quit Ludic?"
    h.click_button("answer_1")  # No
    assert h.names() == ["title"] and h.app.running
    h.click_button("quit")
    h.click_button("answer_0")  # Yes
    assert not h.app.running


def test_enter_on_the_title_plays_and_presses_the_ringed_button(tmp_path):
    """Enter on the title with no button ringed did nothing: a player at the keyboard had to
    find Tab first. Play is its default button; once Tab has ringed another, Enter presses
    that one."""
    h = Harness(tmp_path)
    assert h.top.nav.index is None
    h.key(pygame.K_RETURN)
    assert h.names() == ["title", "setup"]
    h.key(pygame.K_ESCAPE)
    h.settle()
    assert h.names() == ["title"]
    for _ in range(3):  # Play, then Learn (Continue is greyed: passed over), then Load game
        h.key(pygame.K_TAB)
    h.key(pygame.K_RETURN)
    assert h.names() == ["title", "load"]


def test_continue_names_the_game_it_opens(tmp_path):
    h = Harness(tmp_path)
    assert h.button("continue").text == "Continue" and not h.button("continue").is_enabled
    h.start_game("isolo")
    h.play(h.game.state.legal_moves()[0])
    h.key(pygame.K_ESCAPE)
    h.click_button("to_title")
    b = h.button("continue")
    assert b.is_enabled and b.text == "Continue: Isolo", b.text
    assert "1 move played" in h.top.continue_label()[1]
    h.click_button("continue")
    h.settle()
    assert h.names() == ["title", "game"] and h.game.session.level.id == "isolo"


def test_a_broken_autosave_still_lets_continue_explain(tmp_path):
    h = Harness(tmp_path)
    h.storage.autosave_path.parent.mkdir(parents=True, exist_ok=True)
    h.storage.autosave_path.write_text("{ not json", encoding="utf-8")
    h.app._ui_dirty = True
    h.pump(2)
    assert h.button("continue").text == "Continue"
    h.click_button("continue")
    assert h.names() == ["title"]  # said plainly, no crash
    assert "could not be read" in h.top.note, h.top.note


def _autosave_and_go_to_title(h: Harness, session) -> None:
    """Show ``session`` in the game scene (it is autosaved, the game-over panel opens if it is
    over), then the title screen as a new start of Ludic shows it (the autosave kept as the
    game left it: quitting does not clear it)."""
    from ludic.app.scenes.game import GameScene
    from ludic.app.scenes.title import TitleScene

    h.app.reset(GameScene(h.app), session=session)
    h.settle()
    for scene in h.app.scenes:
        scene.save()
    assert h.storage.flush()
    h.app.reset(TitleScene(h.app))
    h.pump(2)


def test_continue_is_not_offered_for_a_finished_game(tmp_path):
    """Quitting at the game-over panel leaves the finished game in the autosave: Continue
    would only reopen its end, so the title screen does not offer it (Play starts anew).
    The file is left as it was (nothing deleted behind the player's back)."""
    from test_app_scenes import finished_session

    h = Harness(tmp_path)
    data = finished_session("dra", seed=3).to_save()
    data["options"]["match"] = False  # a single game (D5: a match is Dra's default)
    session = Session.from_save(data)
    assert session.finished
    _autosave_and_go_to_title(h, session)
    assert h.storage.has_autosave() and h.storage.autosave_summary()["over"]
    b = h.button("continue")
    assert b.text == "Continue" and not b.is_enabled


def test_continue_is_offered_for_a_finished_game_of_a_match_under_way(tmp_path):
    """A game over in a match still to be won (Dra D5: first to 10) is not the end: Continue
    opens it at its game-over panel, whose Play again starts the match's next game."""
    from test_app_scenes import finished_session

    h = Harness(tmp_path)
    session = Session.from_save(finished_session("dra", seed=3).to_save())
    assert session.outcome is not None and not session.finished
    _autosave_and_go_to_title(h, session)
    assert h.button("continue").is_enabled
    h.click_button("continue")
    h.settle()
    assert h.names() == ["title", "game", "gameover"]


def test_an_unfinished_game_is_continued_after_an_undo_from_its_end(tmp_path):
    """A finished game taken back by a move (undo at the game-over panel) is under way
    again: its autosave is offered by Continue."""
    from test_app_scenes import finished_session

    h = Harness(tmp_path)
    data = finished_session("dra", seed=3).to_save()
    data["options"]["match"] = False
    session = Session.from_save(data)
    session.history.reset_to(session.history.cursor - 1)
    assert session.outcome is None and not session.finished
    _autosave_and_go_to_title(h, session)
    assert h.button("continue").is_enabled


def _key_intents() -> set[str]:
    """Every intent a key can make (a press of each key, with and without modifiers)."""
    pygame.init()
    made = set()
    keys = [getattr(pygame, n) for n in dir(pygame) if n.startswith("K_")]
    for key in keys:
        for mod in (0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL, pygame.KMOD_ALT):
            ev = pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
            made.add(intents.translate(ev).name)
    return made


def test_help_explains_every_intent_a_key_or_the_mouse_makes():
    mouse = {"select", "cancel", "scroll"}
    missing = (_key_intents() | mouse) - help_text.explained_intents()
    assert not missing, f"the Help screen does not explain {sorted(missing)}"


def test_help_opens_from_the_title_and_scrolls(tmp_path):
    h = Harness(tmp_path, size=(1024, 600))
    h.click_button("help")
    assert h.names() == ["title", "help"]
    scene = h.top
    assert scene.max_scroll() > 0  # a long page at 1024x600: it scrolls
    h.post(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False)
    h.pump(2)
    assert scene.scroll > 0
    h.key(pygame.K_ESCAPE)
    assert h.names() == ["title"]


def test_a_tooltip_shows_while_the_mouse_rests_and_is_wide(tmp_path):
    """The idle loop keeps drawing while the mouse rests on an element whose tooltip is due,
    so it appears without moving the mouse; tooltips are wide enough for a sentence."""
    h = Harness(tmp_path)
    h.pump(40)  # the GUI settles after the last input
    b = h.button("help")
    assert not h.app.busy()
    b.hovered = True  # as pygame_gui marks it under a still mouse
    assert h.app.busy(), "the loop would sleep and the tooltip never show"
    for _ in range(2):  # pygame_gui counts the time first, then makes the tooltip
        b.while_hovering(5.0, b.get_abs_rect().center)
    assert b.tool_tip is not None and not h.app._tooltip_due()
    assert b.tool_tip.rect.width >= round(300 * h.app.scale), b.tool_tip.rect


def test_a_button_is_no_longer_lit_once_the_pointer_has_left_the_window(tmp_path,
                                                                        monkeypatch):
    """pygame_gui lights the button under the mouse as SDL places it, and reads no
    WINDOWLEAVE: SDL keeps the last position inside the window when the pointer leaves by a
    button, so the button stayed lit (its tooltip waiting to show). After WINDOWLEAVE no
    button is under the pointer; back in the window, the one under it lights again."""
    h = Harness(tmp_path)
    h.pump(40)
    b = h.button("help")
    at = b.get_abs_rect().center
    # the dummy video driver has no pointer: SDL's position is the button's, as it stays
    # when a real pointer leaves the window by that button
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: at)
    h.move_mouse(at)
    h.pump(2)
    assert b.hovered
    h.post(pygame.WINDOWLEAVE)
    h.pump(2)
    assert not b.hovered
    assert not any(getattr(e, "hovered", False) for e in h.elements()
                   if e is not h.app.gui.get_root_container())
    h.pump(40)
    assert not h.app.busy()  # no tooltip due: the loop may sleep
    h.post(pygame.WINDOWENTER)  # back, still over the button (SDL's position again)
    h.pump(2)
    assert b.hovered
    h.post(pygame.WINDOWLEAVE)
    h.pump(2)
    assert not b.hovered
    h.move_mouse(at)  # a motion says the pointer is back, without WINDOWENTER
    h.pump(2)
    assert b.hovered


def test_the_titles_lines_never_touch(tmp_path):
    """A QA pass: in Arabic at 1280x720 the dots under the ي of the name لوديك fell on the
    words of the line under it (placed at a fixed distance from the name's centre). Each of
    the three lines is clear of the next, and the games' line of the Play button, in each
    language, window size and text size."""
    import itertools

    from ludic.app import language
    from ludic.app.scenes.title import ink

    h = Harness(tmp_path)
    try:
        for lang, size, text in itertools.product(("en", "fr", "ar"),
                                                  ((1024, 600), (1280, 720), (1920, 1080)),
                                                  ("normal", "extra large")):
            language.switch(h.app, lang)
            h.set_text_size(text)
            h.resize(*size)
            h.settle()
            title = h.top
            lines = title.heading_lines(size[1])
            inks = [ink(t, px, bold, center) for t, center, px, _c, bold, _s in lines]
            inks[0].height += max(1, lines[0][2] // 16)  # the name's shadow
            where = f"{lang} {size} {text}"
            assert inks[0].bottom <= inks[1].top, where
            assert inks[1].bottom <= inks[2].top, where
            assert inks[2].bottom <= h.button("play").rect.top, where
    finally:
        language.switch(h.app, "en")
        h.set_text_size("normal")


def test_help_never_breaks_a_key_name_across_lines(tmp_path):
    """A QA pass: the Arabic help at 1280x720 wrapped "... وPage Up وPage Down" as "وPage"
    at the end of one line and "Down" alone on the next. A two-word key name stays whole,
    French's too ("Page" over "suiv." in large text)."""
    from ludic.app import language, theme
    from ludic.app.bidi import unmarked
    from ludic.app.scenes import help as help_scene

    h = Harness(tmp_path)
    try:
        for lang in ("en", "fr", "ar"):
            language.switch(h.app, lang)
            for width in (220, 260, 300, 340):
                for _intents, keys, what in (r for _t, rows in help_text.SECTIONS
                                             for r in rows):
                    for text, bold in ((keys, True), (what, False)):
                        lines = help_scene.key_lines(text, 18, width, bold, keys=bold)
                        for line in lines[:-1]:
                            assert unmarked(line).split()[-1] != "Page", (lang, width, lines)
                        # the no-break spaces (French ':' and the narrow one before ; ! ?)
                        # stay in the lines; split() below treats them as spaces
                        # (a line of an Arabic paragraph may be held in an isolate to read
                        # from the right: marks drawn as nothing, not words)
                        assert " ".join(unmarked(" ".join(lines)).split()) == \
                            " ".join(theme.drawable(help_text_words(text)).split())
    finally:
        language.switch(h.app, "en")


@pytest.mark.parametrize("text_size", ["normal", "large"])
@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)], ids=str)
def test_a_list_of_keys_wraps_between_its_keys_and_evenly(tmp_path, size, text_size):
    """The keys' column was filled line by line: in Arabic at 1366x768 «الأعلى والأسفل و
    Page Up» stood over «و Page Down» alone, «Page Down أو اليمين أو الأسفل أو» over «Enter»
    (its «أو» ending the line above the key it joins), "Convenir d’arrêter, Proposer le" over
    "nul", "Page Up or Left (a" over "presentation clicker)". A list of keys breaks before
    the word that joins a key to the one before ("or", «أو») and before a bracket, and its
    lines are as even as their number allows: no last line is under two fifths of the
    widest (a fifth and less, filled)."""
    from ludic.app import language, theme
    from ludic.app.bidi import unmarked
    from ludic.app.scenes import help as help_scene

    h = Harness(tmp_path, size=size)
    h.set_text_size(text_size)
    try:
        for lang in ("en", "fr", "ar"):
            language.switch(h.app, lang)
            h.key(pygame.K_F1)
            scene = h.top
            assert scene.name == "help"
            px = scene.text_size()
            width = help_scene.key_width(scene.page_width(), px)
            font = theme.font(px, True)
            for _intents, keys, _what in (r for _t, rows in help_text.SECTIONS for r in rows):
                lines = [unmarked(line)
                         for line in help_scene.key_lines(keys, px, width, True, keys=True)]
                where = (lang, width, lines)
                for line in lines[:-1]:
                    last = line.split()[-1]
                    assert last not in ("or", "ou", "et", "أو", "و"), where
                    assert not (last.startswith("(") and ")" not in last), where
                if len(lines) > 1:
                    widths = [font.size(line)[0] for line in lines]
                    assert widths[-1] >= 0.4 * max(widths), where
            h.key(pygame.K_ESCAPE)
    finally:
        language.switch(h.app, "en")


def help_text_words(msgid: str) -> str:
    from ludic.i18n import _

    return _(msgid)


def test_play_is_drawn_as_large_as_the_title_s_other_buttons(tmp_path):
    """Play, the title's main action, was drawn 2 points smaller than Continue and the rest
    (the primary buttons' theme size was 22 against the menu's 24): at 1024x600 its word
    looked like a footnote above "Continue: Dra"."""
    for size in ((1024, 600), (1280, 720)):
        h = Harness(tmp_path / f"{size[0]}", size=size)
        heights = {b.text: b.font.size("Hg")[1] for b, *_ in h.top.nav.buttons}
        assert heights["Play"] >= max(heights.values()), (size, heights)


@pytest.mark.parametrize("language", ["en", "fr", "ar"])
@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_title_s_grid_of_six_has_one_text_size(tmp_path, language, size):
    """A QA pass (the teacher, French, extra large text, full screen): under Continue,
    'Apprendre' and 'Réglages' were drawn smaller than 'Ouvrir', 'Aide' and 'Quitter' beside
    them (each word was fitted to its own button). The six buttons of the grid share one
    text size, in every language and text size."""
    from ludic.app import language as lang

    for text_size in ("normal", "extra large"):
        h = Harness(tmp_path / text_size, size=size)
        h.set_text_size(text_size)
        lang.switch(h.app, language)
        h.pump(2)
        grid = [b for b, *_ in h.top.nav.buttons[2:]]
        assert len(grid) == 6
        sizes = {b.text: b.font.get_point_size() for b in grid}
        assert len(set(sizes.values())) == 1, (language, size, text_size, sizes)


def test_the_keyboard_ring_shows_on_the_dark_table_and_the_cream_panels(tmp_path):
    """A teacher's pass (keyboard only, a projector): the ring round the button Enter will
    press was indigo alone, all but invisible round the title's buttons on the dark table.
    It is drawn gold outside and indigo inside: one of them stands out on either ground."""
    from ludic.app import theme

    h = Harness(tmp_path)
    h.key(pygame.K_DOWN)
    nav = h.top.nav
    assert nav.index is not None
    shot = h.screenshot(tmp_path / "title.png")
    button = nav.buttons[nav.index][0].get_abs_rect()
    s = h.app.scale
    width = max(2, round(3 * s))
    ring = button.inflate(round(8 * s), round(8 * s))
    x = ring.centerx
    outer = {shot.get_at((x, ring.y - width + k))[:3] for k in range(width)}
    inner = {shot.get_at((x, ring.y + k))[:3] for k in range(width)}
    assert theme.HIGHLIGHT in outer, outer
    assert theme.INDIGO_LIGHT in inner, inner


def test_quit_promises_continue_only_for_a_game_under_way(tmp_path):
    """"Quit Ludic?" says a game under way is kept only when Continue has one: on a first run
    and after a finished game (Continue greyed) there is nothing to go on with."""
    h = Harness(tmp_path)
    h.click_button("quit")
    assert h.top.text == ""
    h.click_button("answer_1")  # No
    h.start_game("dra")
    h.play(h.game.state.legal_moves()[0])
    h.key(pygame.K_ESCAPE)
    h.click_button("to_title")
    h.click_button("quit")
    assert "Continue goes on with it" in h.top.text
    h.click_button("answer_1")
    h.start_position("dra", "....../....../....../....../...... S place hand=12,12 "
                     "captured=0,0 quiet=0 turns=0 first=S", {"match": False, "quiet_limit": 10})
    import random
    h.play_to_end(random.Random(3))
    h.click_button("menu")
    h.settle()
    assert h.names() == ["title"]
    assert not h.button("continue").is_enabled
    h.click_button("quit")
    assert h.top.text == "", h.top.text


def _tip_rows(h, oid):
    """The tooltip of the button ``oid`` as the still mouse shows it: its rows' tops and
    heights, and its text box's picture."""
    b = h.button(oid)
    b.hovered = True
    for _ in range(2):  # pygame_gui counts the time first, then makes the tooltip
        b.while_hovering(5.0, b.get_abs_rect().center)
    box = b.tool_tip.text_block
    rows = box.text_box_layout.layout_rows
    return [r.y for r in rows], [r.height for r in rows], box


@pytest.mark.parametrize("oid", ["learn", "help"])
def test_an_arabic_tooltips_lines_are_as_far_apart_as_english_ones(tmp_path, oid):
    """pygame_gui steps a text box's lines by 1.25 times a line's picture, and an Arabic
    line's picture (room for stacked marks) is half as tall again as a Latin one: an Arabic
    tooltip stood its two lines 71 px apart in extra large text at 1280x720, English ones 46.
    In Arabic the theme's line spacing is cut by the faces' ratio (language.line_spacing):
    its lines are as far apart as English ones, with blank rows between their letters."""
    from ludic.app import language

    steps = {}
    for lang in ("en", "ar"):
        h = Harness(tmp_path / lang)
        language.switch(h.app, lang)
        h.set_text_size("extra large")
        h.pump(40)
        tops, heights, box = _tip_rows(h, oid)
        assert len(tops) >= 2, (lang, tops)
        steps[lang] = tops[1] - tops[0]
        if lang == "ar":
            # between the middles of the two lines' pictures, a row with no letter in it
            # (the box's own colour all across, inside its border)
            w = box.image.get_width()
            ink = pygame.mask.from_threshold(box.image, box.image.get_at((w // 2, 6)),
                                             (40, 40, 40, 255))
            ink.invert()
            first = tops[0] + heights[0] // 2
            second = tops[1] + heights[1] // 2
            blank = [y for y in range(first, second)
                     if not any(ink.get_at((x, y)) for x in range(8, w - 8))]
            assert blank, (first, second)
        language.switch(h.app, "en")
        pygame.quit()
    assert abs(steps["ar"] - steps["en"]) <= 1, steps
