"""The rules screen's table of contents (a click or Left/Right goes to a rule), the worked
examples drawn as boards from the lessons' positions, and opening the page at a rule."""

from __future__ import annotations

import pygame
import pytest

from apphelp import Harness, TextRecorder
from ludic.model.examples import worked_examples
from ludic.model.lessons import COURSES


@pytest.mark.parametrize("course", COURSES)
def test_every_worked_example_of_the_rule_book_has_a_position(course):
    import re
    from ludic.resources import levels_dir

    md = (levels_dir() / "rules" / f"{course}.md").read_text(encoding="utf-8")
    section = None
    numbers = []
    for line in md.splitlines():
        m = re.match(r"## ([A-Z]\d+)\. Worked examples", line)
        if m:
            section = m.group(1)
        elif line.startswith("## "):
            section = None
        elif section:
            n = re.match(r"(\d+)\. ", line)
            if n:
                numbers.append(f"{section}.{n.group(1)}")
    examples = worked_examples(course)
    assert numbers and set(numbers) <= set(examples)
    for ex in examples.values():
        ex.state.notation()  # a real position of the lesson's game


def test_contents_click_and_arrows_go_to_a_rule(tmp_path):
    h = Harness(tmp_path)
    h.app.push("rules", level_id="dra")
    h.settle()
    rules = h.top
    assert rules.current_rule() == "D1" and rules.scroll == 0
    row = dict(rules.toc_rows)["D3"]
    h.click(row.center)
    assert rules.current_rule() == "D3"
    assert rules.scroll == rules.page().anchors["D3"] - round(6 * rules.scale)
    h.key(pygame.K_RIGHT)
    assert rules.current_rule() == "D4"
    h.key(pygame.K_LEFT)
    h.key(pygame.K_LEFT)
    assert rules.current_rule() == "D2"


def test_opened_at_a_rule_and_the_examples_are_pictures(tmp_path):
    h = Harness(tmp_path)
    h.app.push("rules", level_id="dra", rule="D6")
    h.settle()
    rules = h.top
    assert rules.current_rule() == "D6"
    page = rules.page()
    assert set(page.placed) == {"D6.1", "D6.2", "D6.3", "D6.4"}
    surf = h.screenshot(tmp_path / "rules.png")
    # the picture of example 1 is on the screen: a board of dark holes, not paper
    pad = round(18 * rules.scale)
    pic = page.placed["D6.1"].move(rules.text_rect.x + pad, rules.text_rect.y + pad
                                   - min(rules.scroll, rules.max_scroll()))
    pic = pic.clip(rules.text_rect)
    assert pic.height > 40
    dark = sum(1 for x in range(pic.x, pic.right, 3) for y in range(pic.y, pic.bottom, 3)
               if sum(surf.get_at((x, y))[:3]) < 150)
    assert dark > 40


def test_a_refusals_rule_number_opens_the_rules_there(tmp_path):
    h = Harness(tmp_path)
    h.start_position("dra", "....../....../....../....../SS.... S place hand=10,12 "
                            "captured=0,0 quiet=0 turns=2 first=S")
    game = h.game
    h.click_target("c1")  # a line of three while placing (D2)
    assert game.message_bad and game.cited_rule() == "D2", game.message
    h.click(game.geo.message_rect.center)
    h.settle()
    assert h.top.name == "rules" and h.top.current_rule() == "D2"
    h.key(pygame.K_ESCAPE)
    h.settle()
    assert h.top is game
    h.key(pygame.K_h)  # the keyboard route: H opens the rules at the refusal's rule
    h.settle()
    assert h.top.name == "rules" and h.top.current_rule() == "D2"
    h.key(pygame.K_ESCAPE)
    h.settle()
    # a message that is not a refusal opens the rules at the top
    game.message, game.message_bad = "Amina to play (D2).", False
    assert game.cited_rule() is None
    h.click(game.geo.message_rect.center)
    h.settle()
    assert h.top is game


def test_the_race_examples_are_drawn_larger_than_the_others(tmp_path):
    """The race's board is mostly sand around a track of small squares: at the size of the
    other games' pictures its pieces were specks. Its pictures are drawn larger, never wider
    than half the text."""
    from ludic.app.example_pictures import example_pictures

    h = Harness(tmp_path)
    race = example_pictures("sig-el-oued", h.app.assets, 300, 190, widest=450)
    dra = example_pictures("dra", h.app.assets, 300, 190, widest=450)
    assert race and dra
    assert min(p.get_height() for p in race.values()) >= 1.4 * max(
        p.get_height() for p in dra.values())
    assert max(p.get_width() for p in race.values()) <= 450 + 20  # with its frame


@pytest.mark.parametrize("size, lang", [((1280, 720), "fr"), ((1024, 600), "ar")])
def test_every_contents_entry_is_whole_in_extra_large_text(tmp_path, monkeypatch, size, lang):
    """In extra large text at 1280x720 the contents column stayed 270 px wide and cut its
    entries ("S1. Plateau et parco…", "K4. Après un sig de d…"): it is wider now, and an
    entry too long for it wraps onto more lines, every word of it drawn inside its row (its
    letters: an Arabic line's picture is taller than a row, for marks a heading has not)."""
    from apphelp import record_texts
    from ludic.app import catalog, theme
    from ludic.i18n import set_language

    set_language(lang)
    try:
        h = Harness(tmp_path, size=size)
        h.set_text_size("extra large")
        h.app.push("rules")
        h.settle()
        rules = h.top
        drawn = record_texts(monkeypatch)
        for lv in catalog.levels():
            rules.show(lv.id)
            h.settle()
            for rule, text, _y in rules.page().headings:
                if not rule:
                    continue
                rules.jump(rule)
                drawn.clear()
                h.app.draw()
                row = dict(rules.toc_rows)[rule]
                assert rules.toc_rect.contains(row), (rule, row, rules.toc_rect)
                lines = [d for d in drawn if d.rect is not None and row.contains(d.letters())]
                assert " ".join(d.text for d in lines) == theme.drawable(text), (lv.id, rule)
                assert all(d.rect.right <= rules.toc_rect.right for d in lines)
    finally:
        set_language("en")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_the_contents_show_five_rows_or_more_in_extra_large_text(tmp_path, monkeypatch, size,
                                                                lang):
    """Opened from the title (the games' list above the contents) in extra large text, the
    Arabic contents showed 3 rows at 1280x720 and 1920x1080 (English 6): a row was as tall as
    the font's picture of its line, which in Arabic keeps room for marks stacked high above
    and deep below the letters. A row is as tall as the contents' letters reach, in every
    language (5 rows in Arabic, whose letters reach half as far again as English ones, 8 in
    English), its letters inside it, the rows evenly spaced. (Since the contents are drawn
    at the body's size in large and extra large text, 28 px for 24 at 1280x720, the same
    column under the games' list held 4 rows in Arabic, 5 in English and French. The
    contents now go down beside Back to the window's margin: 5 in Arabic, 6 in French, 7 in
    English; the wheel scrolls them, and they follow the rule being read.)"""
    from apphelp import record_texts
    from ludic.app import language

    h = Harness(tmp_path, size=size)
    language.switch(h.app, lang)
    h.set_text_size("extra large")
    h.app.push("rules", level_id=None)
    h.settle()
    rules = h.top
    assert not rules.fixed, "the games' list above the contents"
    drawn = record_texts(monkeypatch)
    h.app.draw()
    rows = rules.toc_rows
    assert len(rows) >= (5 if lang == "ar" else 6), (lang, size, [rule for rule, _r in rows])
    # beside Back, never under it
    assert not rules.toc_rect.colliderect(h.button("back").get_abs_rect())
    one_line = set()  # the heights of the rows of one line
    for rule, row in rows:
        texts = [d for d in drawn if d.rect is not None and row.collidepoint(d.rect.center)]
        if len(texts) == 1:
            one_line.add(row.height)
        assert texts and texts[0].text.startswith(rule), (rule, [d.text for d in texts])
        letters = texts[0].letters().unionall([d.letters() for d in texts[1:]])
        assert row.contains(letters), (rule, row, letters)
        # the letters in the middle of the row, give or take a sixth of it
        assert abs(letters.centery - row.centery) <= row.height / 6 + 1, (rule, row, letters)
    assert len(one_line) == 1, one_line
    language.switch(h.app, "en")


def test_the_wheel_over_the_contents_scrolls_them_not_the_text(tmp_path):
    """The contents showed the rows around the rule being read: a rule further down was
    reached by scrolling the text. The wheel over the contents moves their rows (the text
    stays), a row brought into view is clicked as any, and once another rule is read (the
    text scrolled) the contents follow it again."""
    h = Harness(tmp_path)
    h.set_text_size("extra large")
    h.app.push("rules", level_id=None)
    h.settle()
    rules = h.top
    shown = [rule for rule, _r in rules.toc_rows]
    every = [rule for rule, _t, _y in rules.page().headings if rule]
    assert shown[0] == every[0] and shown[-1] != every[-1], "a list longer than its room"
    h.move_mouse(rules.toc_rect.center)
    for _ in range(len(every)):
        h.post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
        h.pump(1)
    assert rules.scroll == 0, "the text stays"
    now = [rule for rule, _r in rules.toc_rows]
    assert now[-1] == every[-1] and len(now) >= len(shown) - 1, now
    h.click(dict(rules.toc_rows)[every[-1]].center)
    assert rules.current_rule() == every[-1] or rules.scroll == rules.max_scroll()
    h.post(pygame.MOUSEWHEEL, x=0, y=2, flipped=False, precise_x=0.0, precise_y=2.0)
    h.pump(1)
    assert [rule for rule, _r in rules.toc_rows][0] == every[every.index(now[0]) - 2]
    h.move_mouse(rules.text_rect.center)  # the text scrolled: its rule's rows again
    while rules.scroll > 0:
        h.post(pygame.MOUSEWHEEL, x=0, y=5, flipped=False, precise_x=0.0, precise_y=5.0)
        h.pump(1)
    assert [rule for rule, _r in rules.toc_rows][0] == every[0]


def test_the_titles_rules_open_on_the_game_set_up_last(tmp_path):
    """The title's Rules always opened Sig (El Oued), the first game: a class that had just
    set up Dra had to find it in the list. They open on the game set up last (the settings'
    last setup, kept by the setup screen however it is left), that game's button lit, and
    on the first game where nothing was set up yet or the game set up is no longer offered
    (a level file broken since)."""
    h = Harness(tmp_path)
    h.click_button("rules")
    h.settle()
    assert h.top.name == "rules" and h.top.level_id == "sig-el-oued"  # nothing set up yet
    h.key(pygame.K_ESCAPE)
    h.settle()
    h.click_button("play")
    h.choose_game("dra")
    h.click_button("back")  # chosen, not started: remembered all the same
    h.settle()
    assert h.names() == ["title"]
    h.click_button("rules")
    h.settle()
    rules = h.top
    assert rules.name == "rules" and rules.level_id == "dra", h.names()
    assert h.button("level_dra").is_selected and not h.button("level_sig_el_oued").is_selected
    with TextRecorder() as drawn:
        h.app.draw()
    assert "Rules: Dra" in drawn.texts()
    h.key(pygame.K_ESCAPE)
    h.settle()
    h.app.settings.last_setup = {"level": "a-game-no-longer-offered"}
    h.click_button("rules")
    h.settle()
    assert h.top.level_id == "sig-el-oued"


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_the_contents_are_as_large_as_the_text_in_large_and_extra_large(tmp_path, monkeypatch,
                                                                       size, lang):
    """The contents were drawn at 15/19 of the body's size at every text size: in extra large
    text on a projector the entries (16 px at 1024x600 beside a body at 21) were the
    smallest words on the screen. In large and extra large text they are as large as the
    body's text, opened from a game and from the title, every row's words inside the
    contents, and the rule being read among the rows shown; their heading no smaller."""
    from apphelp import TextRecorder
    from ludic.app import language
    from ludic.app.scenes import rules as rules_scene
    from ludic.i18n import _

    laid_out = []  # the size each page's body text is laid out at

    def recording(md, width, size_, *a, **k):
        laid_out.append(size_)
        return layout_markdown(md, width, size_, *a, **k)

    layout_markdown = rules_scene.layout_markdown
    monkeypatch.setattr(rules_scene, "layout_markdown", recording)
    h = Harness(tmp_path, size=size)
    language.switch(h.app, lang)
    for text_size in ("large", "extra large"):
        h.set_text_size(text_size)
        for level_id in ("sig-el-oued", None):
            h.app.reset("title")
            h.pump(2)
            h.app.push("rules", level_id=level_id)
            h.settle()
            rules = h.top
            rules_scene._pages.clear()  # the page laid out again
            laid_out.clear()
            with TextRecorder() as drawn:
                h.app.draw()
            box = rules.toc_rect
            entries = [d for d in drawn if d.rect is not None and box.contains(d.rect)
                       and d.text != _("Contents")]
            assert laid_out and entries, (text_size, level_id)
            body = laid_out[-1]
            assert min(d.size for d in entries) >= body, (text_size, level_id, body,
                                                         entries[:2])
            assert len(rules.toc_rows) >= 4, (text_size, level_id, rules.toc_rows)
            assert rules.current_rule() in dict(rules.toc_rows)
            for d in entries:
                assert box.contains(d.letters()), (text_size, d.text, d.rect, box)
            # the list's heading is not smaller than its entries (it was, at 16/19 of them)
            heading = [d for d in drawn if d.text == _("Contents") and d.rect is not None
                       and box.colliderect(d.rect)]
            assert heading and heading[0].size >= max(d.size for d in entries), \
                (text_size, level_id, heading[:1], entries[:1])
