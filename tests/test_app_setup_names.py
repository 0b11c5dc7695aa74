"""The setup screen's seats (issue 14.9): with six players every name field holds its name
whole at every size, and the Who-starts buttons show the names as they are typed."""

import pygame
import pytest

from apphelp import Harness, record_texts, touching
from ludic.app.scenes.setup import card_border

SIZES = [(1024, 600), (1280, 720), (1920, 1080)]


def _six(h) -> None:
    h.click_button("play")
    h.choose_game("sig-el-oued")
    h.click_button("players_6")
    h.pump(3)  # a page that ran over is laid out once more


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_six_name_fields_hold_their_names(tmp_path, size):
    h = Harness(tmp_path, size=size)
    _six(h)
    panel = h.top.right
    for i in range(6):
        entry = h.button(f"name_{i}")
        rect = entry.get_abs_rect()
        assert panel.contains(rect), (i, rect, panel)
        text = entry.get_text() or f"Player {i + 1}"
        # the field's inside: its width less the theme's border and padding on both sides
        border = entry.border_width
        border = border.get("left", 1) if isinstance(border, dict) else border
        inside = rect.width - 2 * (border + entry.padding[0])
        assert entry.font.size(text)[0] <= inside, (i, text, entry.font.size(text), inside)
        first = h.button(f"first_{i}").get_abs_rect()
        assert first.bottom <= panel.bottom, (i, first, panel)
    pygame.quit()


def test_who_starts_shows_the_names_as_they_are_typed(tmp_path):
    h = Harness(tmp_path)
    _six(h)
    h.click(h.button("name_2").get_abs_rect().center)
    h.type_text("Amina")
    assert h.button("first_2").text == "Amina"  # before any other click or a new page
    assert h.button("name_2").is_focused  # the field typed in keeps the keyboard
    h.type_text(" K")
    assert h.button("first_2").text == "Amina K"
    for _ in range(7):
        h.key(pygame.K_BACKSPACE)
    assert h.button("first_2").text == "Player 3"  # emptied: the seat's own name again
    h.click_button("first_2")
    h.click_button("start")
    assert h.game.state.turn == 2
    pygame.quit()


@pytest.mark.parametrize("size", [(1280, 691), (1024, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "ar"])
def test_a_chosen_card_keeps_the_words_it_has_unchosen(tmp_path, size, lang, monkeypatch):
    """A player alone on a laptop (1366x768, the window 1280x691), in Arabic: the Sig card
    lost its summary line as soon as it was chosen, its thicker edge drawn inward taking the
    line's last pixels. Every card draws the same words chosen or not."""
    from ludic.app import catalog, language

    h = Harness(tmp_path, size=size)
    language.switch(h.app, lang)
    h.click_button("play")
    h.pump(2)
    scene = h.top
    recorder = record_texts(monkeypatch)
    surface = pygame.Surface(h.app.size, pygame.SRCALPHA)
    for level_id, rect in scene.cards:
        lv = catalog.level(level_id)
        said = {}
        for chosen in (False, True):
            recorder.clear()
            scene._draw_card(surface, lv, rect, chosen)
            said[chosen] = [d.text for d in recorder if d.rect is not None]
        assert said[True] == said[False] and len(said[True]) >= 3, (level_id, said)
    language.switch(h.app, "en")
    pygame.quit()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_arabic_game_cards_keep_their_words_inside(tmp_path, size, monkeypatch):
    """An Arabic line's picture is taller than its letters (room for marks above and below),
    so set by its picture the summary line of an Arabic game card ran under the card's edge
    at 1280x720 and 1920x1080. Each word drawn on a card has its letters inside the card's
    border and clear of the line above; the Dra card keeps its summary line."""
    from ludic import i18n
    from ludic.app import catalog, language

    h = Harness(tmp_path, size=size)
    language.switch(h.app, "ar")
    h.click_button("play")
    h.pump(2)
    scene = h.top
    recorder = record_texts(monkeypatch)
    surface = pygame.Surface(h.app.size, pygame.SRCALPHA)
    s = scene.scale
    assert scene.cards
    for level_id, rect in scene.cards:
        lv = catalog.level(level_id)
        for chosen in (False, True):
            recorder.clear()
            scene._draw_card(surface, lv, rect, chosen)
            drawn = [(d.text, d.letters().top, d.letters().bottom) for d in recorder
                     if d.rect is not None]
            border = card_border(s)  # a chosen card's thicker edge grows outward
            for (text, top, bottom), (_, next_top, _b) in zip(drawn[1:], drawn[2:]):
                assert bottom <= next_top, (level_id, text, bottom, next_top)  # the summary
            for text, top, bottom in drawn:
                assert rect.top < top and bottom <= rect.bottom - border, \
                    (level_id, chosen, text, top, bottom, rect)
            if level_id == "dra":
                assert len(drawn) == 3, drawn  # name, people and place, summary
    language.switch(h.app, "en")
    assert i18n.language() == "en"
    pygame.quit()


LABEL_CASES = [(lang, text_size, size, level)
               for lang in ("en", "ar") for text_size in ("normal", "extra large")
               for size in ((1024, 600), (1920, 1080))
               for level in ("sig-el-oued", "khamousiyya")]


@pytest.mark.parametrize("lang,text_size,size,level", LABEL_CASES)
def test_the_setup_page_reads_as_one_list(tmp_path, monkeypatch, lang, text_size, size, level):
    """A QA pass at 1024x600 in extra large text: "Play on for places (S8)" was drawn larger
    than the longer option labels above it, "Computer plays" took two lines in a row of one
    and touched "Names" and "Who starts", and in Arabic each game card's name had its own
    size. Now every row label of the page is drawn at one size, no two labels' lines
    overlap, each label stays level with its own row's controls, and every card's name has
    one size."""
    from ludic.app import catalog, language

    h = Harness(tmp_path, size=size)
    language.switch(h.app, lang)
    h.set_text_size(text_size)
    h.pump(2)
    h.click_button("play")
    h.choose_game(level)
    h.pump(3)
    scene = h.top
    recorder = record_texts(monkeypatch)
    scene.draw(pygame.Surface(h.app.size))
    # (an explanation moved to the end of a page that scrolls has its option's name over
    # it, drawn wrapped at the explanations' size: not a row label)
    drawn = [(d.text, d.size, d.letters().top, d.letters().bottom) for d in recorder
             if d.rect is not None and not d.wrap]
    # a line may hold a rule's reference to the word before it by a no-break space
    # (ludic.i18n.held_brackets) where its label has a space
    labels = {text.replace("\u00a0", " ") for text, _cy, _room in scene.rows}
    lines = [(size_, top, bottom) for text, size_, top, bottom in drawn
             if any(text and text.replace("\u00a0", " ") in label for label in labels)]
    assert len(lines) >= len(labels)
    assert len({size_ for size_, _t, _b in lines}) == 1, lines
    spans = sorted((top, bottom) for _s, top, bottom in lines)
    for (_t, bottom), (next_top, _b) in zip(spans, spans[1:]):
        assert bottom <= next_top, spans
    # each label level with its controls: its middle within the row of its first control
    from ludic.i18n import _

    controls = {_("Names"): "name_0", _("Computer plays"): "seat_0", _("Who starts"): "first_0"}
    for text, cy, _room in scene.rows:
        if text in controls:
            rect = h.button(controls[text]).get_abs_rect()
            assert rect.top <= cy <= rect.bottom, (text, cy, rect)
    names = {size_ for text, size_, _t, _b in drawn
             if text in {_(catalog.level(level_id).name) for level_id, _r in scene.cards}}
    assert len(names) == 1, names
    language.switch(h.app, "en")
    pygame.quit()


def test_the_keyboard_alone_names_the_players(tmp_path):
    """A QA pass (keyboard only): Tab went from the number of players to "Computer plays",
    over the name fields, so without a mouse nobody could be named. Tab reaches each field,
    which takes the keyboard with its name selected; Tab leaves it."""
    h = Harness(tmp_path)
    h.click_button("play")
    h.choose_game("dra")
    setup = h.top
    first = setup.entries[0]
    first.set_text("Amina")
    for _ in range(60):
        if setup.nav.index is not None and setup.nav.buttons[setup.nav.index][0] is first:
            break
        h.key(pygame.K_TAB)
    else:
        raise AssertionError("Tab never reached the first name")
    assert first.is_focused
    h.type_text("Zeynab")
    assert first.get_text() == "Zeynab"  # the old name was selected: replaced
    h.key(pygame.K_TAB)
    second = setup.entries[1]
    assert second.is_focused and not first.is_focused
    h.type_text("Omar")
    h.key(pygame.K_TAB)
    assert not any(e.is_focused for e in setup.entries)
    h.type_text("xyz")  # not typed into a field any more
    assert [e.get_text() for e in setup.entries] == ["Zeynab", "Omar"]
    h.key(pygame.K_TAB, pygame.KMOD_SHIFT)  # back into the second name
    assert second.is_focused
    h.click_button("start")
    h.settle()
    assert h.names()[-1] == "game", h.names()
    assert [str(n) for n in h.game.session.names] == ["Zeynab", "Omar"]


def _sig_setup_in_extra_large_text(tmp_path, size, lang) -> Harness:
    """The setup screen of Sig (El Oued) in a window of ``size``, extra large text, ``lang``."""
    from ludic.app import language

    h = Harness(tmp_path, size=size)
    h.set_text_size("extra large")
    language.switch(h.app, lang)
    h.settle()
    h.click_button("play")
    h.choose_game("sig-el-oued")
    return h


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_name_fields_words_keep_off_its_border(tmp_path, size, lang):
    """A teacher's pass (extra large text): "Joueur 1" touched the name field's left
    border (the J's hook 6 px from it at 1280x720). The field's words start well inside it:
    at least four tenths of the text's size from the border."""
    from ludic.app import theme

    h = _sig_setup_in_extra_large_text(tmp_path, size, lang)
    h.settle()
    for oid in ("name_0", "name_1"):
        entry = h.button(oid)
        img, edge = entry.image, entry.border_width["left"]
        w, hh = img.get_size()

        # the first column with the words' dark ink (not the border, nor the background)
        first = next(x for x in range(edge, w)
                     if any(c.a > 200 and sum(c[:3]) < 250
                            for c in (img.get_at((x, y)) for y in range(edge, hh - edge))))
        px = entry.font.get_point_size()
        assert first - edge >= 0.4 * px, (oid, first - edge, px)
    theme.set_text_size("normal")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_who_starts_buttons_are_as_wide_as_their_names_need(tmp_path, size, lang):
    """A teacher's pass (extra large text): "Ordinateur 1" and "Ordinateur 2" were drawn
    small in Who-starts buttons held to 150 px at scale 1, in a row with room to spare. The
    buttons widen to their names, drawn at the size of the page's other choice buttons, and
    stay inside the panel."""
    from ludic.app import theme

    h = _sig_setup_in_extra_large_text(tmp_path, size, lang)
    h.click_button("seat_0")
    h.click_button("seat_1")
    h.settle()
    full = h.button("players_2").font.get_point_size()  # "2": never shrunk
    right = h.top.right
    for oid in ("first_0", "first_1"):
        b = h.button(oid)
        assert b.text.startswith(("Computer", "Ordinateur")), b.text
        assert b.font.get_point_size() == full, (b.text, b.font.get_point_size(), full)
        assert right.contains(b.rect), (b.rect, right)
    theme.set_text_size("normal")



@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
@pytest.mark.parametrize("text_size", ["normal", "large", "extra large"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_game_cards_lines_sit_inside_it_a_latin_line_apart(tmp_path, monkeypatch, lang,
                                                             text_size, size):
    """A card's words are laid out as English has them, a Latin line apart, each Arabic
    line's picture raised to set its letters on the Latin baseline (theme.line_rise), a line
    lower only where an Arabic mark would touch the letters above (theme.lines_clear,
    theme.lines_step). The people and place line and the summary were stepped by 1.35 and 1.6
    sizes of an Arabic picture, so at 1280x720 in extra large Arabic text the capture race's
    "الجزائر" ran its descenders under its card's edge (7 px past the border), Isolo's
    "تنزانيا" met it. As the screen draws them, at every window and text size in every
    language: each text's letters inside its card's border, no two lines' letters touching,
    and each card keeps its people and place line."""
    from ludic.app import catalog, language, theme
    from ludic.i18n import _

    h = Harness(tmp_path, size=size)
    language.switch(h.app, lang)
    h.set_text_size(text_size)
    h.pump(2)
    h.click_button("play")
    h.pump(3)
    scene = h.top
    recorder = record_texts(monkeypatch)
    recorder.clear()
    h.app.draw()
    s = scene.scale
    for level_id, rect in scene.cards:
        lv = catalog.level(level_id)
        name = _(lv.name)
        chosen = level_id == scene.level_id
        border = card_border(s)
        drawn = [d for d in recorder if d.surface is h.app.screen and d.rect is not None
                 and rect.collidepoint(d.rect.center)]
        texts = [d.text for d in drawn]
        assert texts and texts[0] == name and len(texts) >= 2, (level_id, texts)
        for d in drawn:
            letters = d.letters()
            assert rect.top + border <= letters.top and letters.bottom <= rect.bottom - border, \
                (level_id, chosen, d.text, letters, rect, border)
        for a, b in zip(drawn, drawn[1:]):
            assert not touching(a, b), (level_id, a.text, a.rect, b.text, b.rect)
        summary = drawn[2:]
        if len(summary) > 1:  # a paragraph's step, not 1.6 sizes of the Arabic picture
            step = theme.lines_step([d.text for d in summary], summary[0].size)
            assert [b.rect.y - a.rect.y for a, b in zip(summary, summary[1:])] \
                == [step] * (len(summary) - 1), (level_id, step)
    language.switch(h.app, "en")
    theme.set_text_size("normal")
    pygame.quit()


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("players", [4, 6])
def test_a_squeezed_name_fields_words_stay_inside_its_borders(tmp_path, size, players):
    """A page that ran over squeezed its rows (to 30 px in extra large text at 1280x720
    with four players) while a name field's words stayed 28 px: "Joueur 1" ran over the
    field's top and bottom borders. Rows now grow with the text size and a page that runs
    over scrolls: no dark ink of a field's words on or beyond its borders."""
    from ludic.app import language, theme

    h = Harness(tmp_path, size=size)
    language.switch(h.app, "fr")
    h.set_text_size("extra large")
    h.pump(2)
    h.click_button("play")
    h.choose_game("sig-el-oued")
    h.click_button(f"players_{players}")
    h.pump(3)
    h.settle()
    try:
        for i in range(players):
            entry = h.button(f"name_{i}")
            img, edge = entry.image, entry.border_width["top"]
            w, hh = img.get_size()
            dark = [y for y in range(hh) for x in range(edge, w - edge)
                    if (c := img.get_at((x, y))).a > 200 and sum(c[:3]) < 250]
            assert dark, (i, "no words drawn")
            assert min(dark) >= edge and max(dark) < hh - edge, (i, min(dark), max(dark), hh)
    finally:
        language.switch(h.app, "en")
        theme.set_text_size("normal")
        pygame.quit()


def _words_inside(entry) -> bool:
    """Are the field's grey words (its placeholder) whole inside it: their width, the
    field's border and its words' padding each side within the field's width?"""
    border = entry.border_width
    border = border.get("left", 1) if isinstance(border, dict) else border
    pad = entry.text_horiz_alignment_padding
    pad = entry.padding[0] if pad == -1 else pad
    return entry.font.size(entry.placeholder_text)[0] + 2 * (border + pad) \
        <= entry.get_abs_rect().width


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("text_size", ["normal", "extra large"])
@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_a_computers_default_name_is_whole_in_its_field(tmp_path, size, text_size, lang):
    """At 1280x720 in normal text, three name fields a row, a field named "Computer 2" cut
    its grey name at its edge ("Ordinateur 2" too). Every seat given to the computer (the
    race, six players), each field shows its default name whole: the name, or where the
    field has no room for it the computer's short form ("Comp. 2"), a number all the same;
    so too once a name typed in the first field renumbers the others."""
    from ludic.app import language, theme
    from ludic.i18n import N_, Text, short_names, tr

    h = Harness(tmp_path, size=size)
    language.switch(h.app, lang)
    h.set_text_size(text_size)
    h.settle()
    try:
        _six(h)
        scene = h.top
        for i in range(6):  # as its Computer plays button does (scrolled out of view, in
            scene.cycle_seat(i)  # extra large text)
        h.settle()
        assert sorted(scene.computers) == list(range(6)), scene.computers

        def check(numbers) -> None:
            for i, k in numbers:
                entry = scene.entries[i]
                name = Text(N_("Computer {number}"), number=k)
                with short_names():
                    short = tr(name)
                assert entry.placeholder_text in (theme.drawable(tr(name)),
                                                  theme.drawable(short)), \
                    (i, entry.placeholder_text)
                assert _words_inside(entry), (i, entry.placeholder_text,
                                              entry.get_abs_rect().width)

        check([(i, i + 1) for i in range(6)])
        scene.entries[0].set_text("Amina")
        scene.names_typed()  # as the field's change does
        h.settle()
        check([(i, i) for i in range(1, 6)])
    finally:
        language.switch(h.app, "en")
        theme.set_text_size("normal")
        pygame.quit()
