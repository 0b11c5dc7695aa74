"""Arabic screens are the mirror image of the English ones (issue 11): the same scene laid
out in English and in Arabic at the same size puts each panel, each row of buttons and each
row's label where a reader of Arabic expects it (reflected left to right), through the one
switch :class:`ludic.app.scenes.common.Mirror`; the boards keep their geometry."""

from __future__ import annotations

import random

import pygame
import pytest

from apphelp import Harness
from ludic.app import language
from ludic.app.scenes.common import Mirror

SIZES = [(1280, 720), (1920, 1080)]


def _harness(tmp_path, lang: str, size) -> Harness:
    h = Harness(tmp_path / lang, size=size)
    language.switch(h.app, lang)
    h.pump(3)
    return h


def _rects(h, ids) -> dict[str, pygame.Rect]:
    out = {}
    for oid in ids:
        b = h.button(oid)
        assert b is not None, (oid, h.button_ids())
        out[oid] = pygame.Rect(b.get_abs_rect())
    return out


def _reflected(rect: pygame.Rect, width: int) -> pygame.Rect:
    r = pygame.Rect(rect)
    r.x = width - rect.right
    return r


def _ink_centre(surface: pygame.Surface, rect: pygame.Rect) -> float:
    """The mean x of the dark pixels of ``rect`` (text, pieces; not the light backgrounds
    and highlights), as a fraction of the rect's width (0 = left edge)."""
    xs = []
    for x in range(rect.x, rect.right, 2):
        for y in range(rect.y, rect.bottom, 2):
            if sum(surface.get_at((x, y))[:3]) < 330:
                xs.append(x)
    assert xs, "nothing drawn"
    return (sum(xs) / len(xs) - rect.x) / rect.width


def _row_mirrored(en: dict, ar: dict, row, width: int) -> None:
    """A row of buttons in Arabic is the English row reflected: the same span and line, its
    first button the rightmost. (Within the row each button's width follows its own words,
    ``common.share_row``, so the single buttons need not be reflections.)"""
    def union(rects):
        out = pygame.Rect(rects[0])
        for r in rects[1:]:
            out.union_ip(r)
        return out

    assert union([ar[k] for k in row]) == _reflected(union([en[k] for k in row]), width), row
    assert {ar[k].y for k in row} == {en[k].y for k in row}, row
    xs = [ar[k].x for k in row]
    assert xs == sorted(xs, reverse=True), row


def test_the_switch_reflects_only_in_arabic():
    from ludic import i18n

    box = pygame.Rect(100, 0, 400, 50)
    try:
        i18n.set_language("en")
        assert Mirror(box).rect((110, 5, 50, 20)) == pygame.Rect(110, 5, 50, 20)
        assert Mirror(box).anchor("topleft") == "topleft"
        i18n.set_language("ar")
        assert Mirror(box).rect((110, 5, 50, 20)) == pygame.Rect(440, 5, 50, 20)
        assert Mirror(box).x(110) == 490
        assert Mirror(box).anchor("topleft") == "topright"
        assert Mirror(box).anchor("midright") == "midleft"
        assert Mirror(box).anchor("center") == "center"
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", SIZES)
def test_the_game_scene_is_mirrored_in_arabic_but_not_its_board(tmp_path, size):
    ids = ["undo", "redo", "rules", "help", "numbers", "settings", "menu", "hint"]
    seen = {}
    for lang in ("en", "ar"):
        h = _harness(tmp_path, lang, size)
        h.start_game("dra")
        rng = random.Random(3)
        for _ in range(4):
            h.play(rng.choice(h.game.state.legal_moves()))
        game = h.game
        geo = game.geo
        shot = h.screenshot(tmp_path / f"{lang}.png")
        seen[lang] = dict(
            rects=_rects(h, ids), panel=geo.panel, board=geo.board, header=geo.header,
            message=geo.message_rect,
            players=_ink_centre(shot, geo.players_rect),
            moves=_ink_centre(shot, game.panel.list_rect.inflate(-8, -8)),
            cells={k: pygame.Rect(v) for k, v in game.view.cells.items()},
            board_pixels=shot.subsurface(geo.board).copy())
        language.switch(h.app, "en")
    en, ar = seen["en"], seen["ar"]
    w = size[0]
    # English: the board on the left, the panel on the right; Arabic: the other way round
    assert en["panel"].x > en["board"].x and ar["panel"].right < ar["board"].x
    for key in ("panel", "board", "header", "message"):
        assert ar[key] == _reflected(en[key], w), key
    # every button of the panel sits where the English one is, reflected: Undo (the first
    # of its row) is the rightmost in Arabic
    for row in (("undo", "redo", "rules", "help"), ("numbers", "settings", "menu"), ("hint",)):
        _row_mirrored(en["rects"], ar["rects"], row, w)
    # the players and the moves are written from the right edge of their boxes
    assert en["players"] < 0.45 and ar["players"] > 0.55, (en["players"], ar["players"])
    assert en["moves"] < 0.45 and ar["moves"] > 0.55, (en["moves"], ar["moves"])
    # the board only moves: its squares keep their places relative to it, and it looks the
    # same (its names stay in the rule book's notation)
    for name, cell in en["cells"].items():
        assert ar["cells"][name].topleft == (cell.x - en["board"].x + ar["board"].x, cell.y)
    a, b = en["board_pixels"], ar["board_pixels"]
    step = max(1, a.get_width() // 120)
    points = [(x, y) for x in range(0, a.get_width(), step)
              for y in range(0, a.get_height(), step)]
    differ = sum(1 for p in points
                 if sum(abs(u - v) for u, v in zip(a.get_at(p)[:3], b.get_at(p)[:3])) > 60)
    assert differ < 0.02 * len(points), differ / len(points)  # (the table's grain differs)


@pytest.mark.parametrize("size", SIZES)
def test_setup_is_mirrored_in_arabic(tmp_path, size):
    ids = ["back", "rules", "learn", "start", "players_2", "players_6", "first_0", "first_1",
           "seat_0", "seat_1", "name_0", "name_1"]
    seen = {}
    for lang in ("en", "ar"):
        h = _harness(tmp_path, lang, size)
        h.click_button("play")
        h.choose_game("sig-el-oued")
        h.pump(2)
        setup = h.top
        seen[lang] = dict(rects=_rects(h, ids), left=setup.left, right=setup.right,
                          cards=dict(setup.cards), labels=setup.right.x + 16)
        language.switch(h.app, "en")
    en, ar = seen["en"], seen["ar"]
    w = size[0]
    assert ar["left"] == _reflected(en["left"], w) and ar["left"].x > ar["right"].x
    for lid, card in en["cards"].items():
        assert ar["cards"][lid] == _reflected(card, w)
    for oid in ids:  # the options' panel is reflected as a whole, so its controls are too
        # (at their own heights: Arabic labels and explanations wrap differently)
        want = _reflected(en["rects"][oid], w)
        if oid.startswith("seat_"):
            # as wide as their longest label in the language shown ("Computer", "الحاسوب"):
            # where the row begins is reflected, and it runs right to left
            if oid == "seat_0":
                assert ar["rects"][oid].right == want.right, oid
            else:
                assert ar["rects"][oid].right < ar["rects"]["seat_0"].x, oid
            continue
        assert (ar["rects"][oid].x, ar["rects"][oid].width) == (want.x, want.width), oid
    # a row's controls are left of its label (the label is at the panel's right edge), the
    # first choice the rightmost; Start is at the bottom left, Back at the bottom right
    assert ar["rects"]["players_2"].x > ar["rects"]["players_6"].x
    assert ar["rects"]["players_2"].right < ar["right"].centerx + ar["right"].width // 5
    assert ar["rects"]["start"].x < ar["rects"]["back"].x


@pytest.mark.parametrize("size", SIZES)
def test_learn_is_mirrored_in_arabic(tmp_path, size):
    seen = {}
    for lang in ("en", "ar"):
        h = _harness(tmp_path, lang, size)
        h.click_button("learn")
        h.pump(3)
        learn = h.top
        shot = h.screenshot(tmp_path / f"{lang}.png")
        card = learn.cards[0][1]
        seen[lang] = dict(rects=_rects(h, ["back", "start"]), cards=dict(learn.cards),
                          card_ink=_ink_centre(shot, card.inflate(-8, -8)),
                          rows=[r for _, r in learn.rows])
        language.switch(h.app, "en")
    en, ar = seen["en"], seen["ar"]
    w = size[0]
    for course, card in en["cards"].items():
        assert ar["cards"][course] == _reflected(card, w)
    for r_en, r_ar in zip(en["rows"], ar["rows"]):
        assert r_ar == _reflected(r_en, w)
    for oid in ("back", "start"):
        assert ar["rects"][oid] == _reflected(en["rects"][oid], w)
    assert en["card_ink"] < 0.45 and ar["card_ink"] > 0.55, (en["card_ink"], ar["card_ink"])


def test_the_saved_games_screen_is_mirrored_in_arabic(tmp_path):
    seen = {}
    for lang in ("en", "ar"):
        h = _harness(tmp_path, lang, (1280, 720))
        h.click_button("load")
        h.pump(3)
        seen[lang] = _rects(h, ["back", "delete", "load_ok"])
        language.switch(h.app, "en")
    for oid, rect in seen["en"].items():
        assert seen["ar"][oid] == _reflected(rect, 1280), oid
    assert seen["ar"]["load_ok"].x < seen["ar"]["back"].x


@pytest.mark.parametrize("size", SIZES)
def test_arabic_game_cards_keep_a_line_of_summary(tmp_path, size):
    """Noto Sans Arabic's tall line height left no room for a card's summary: every card
    shows at least one line of it, inside the card."""
    h = _harness(tmp_path, "ar", size)
    h.click_button("play")
    h.pump(2)
    setup = h.top
    shot = h.screenshot(tmp_path / "ar.png")
    for level_id, card in setup.cards:
        pad = max(4, round(8 * setup.scale))
        thumb_w = round((card.height - 2 * pad) * 1.25) + 2 * pad
        band = pygame.Rect(card.x + pad, card.bottom - card.height // 4, card.width - thumb_w,
                           card.height // 4 - pad)
        ink = sum(1 for x in range(band.x, band.right, 2) for y in range(band.y, band.bottom)
                  if sum(shot.get_at((x, y))[:3]) < 450)
        assert ink > 40, (level_id, ink)
    language.switch(h.app, "en")


def test_the_game_over_box_and_review_buttons_are_mirrored_in_arabic(tmp_path):
    from test_app_review import finished

    seen = {}
    for lang in ("en", "ar"):
        h = _harness(tmp_path, lang, (1280, 720))
        finished(h, "dra")
        box = pygame.Rect(h.top.box)
        over = _rects(h, ["again", "look", "menu", "review", "keep"])
        h.click_button("review")
        h.settle()
        review = _rects(h, ["review_first", "review_back", "review_forward", "review_last"])
        seen[lang] = (box, over, review)
        language.switch(h.app, "en")
    (box_en, over_en, rev_en), (box_ar, over_ar, rev_ar) = seen["en"], seen["ar"]
    def xs(r):  # (Arabic's taller lines make the box taller: its x and width are compared)
        return r.x, r.width

    assert xs(box_ar) == xs(_reflected(box_en, 1280))  # over the board, on the right
    for oid, rect in over_en.items():
        assert xs(over_ar[oid]) == xs(_reflected(rect, 1280)), oid
    _row_mirrored(rev_en, rev_ar, ["review_first", "review_back", "review_forward",
                                   "review_last"], 1280)
    assert rev_ar["review_first"].x > rev_ar["review_last"].x  # the start at the right


def test_title_and_dialogs_are_mirrored_in_arabic(tmp_path):
    seen = {}
    for lang in ("en", "ar"):
        h = _harness(tmp_path, lang, (1280, 720))
        title = _rects(h, ["learn", "load", "rules", "help", "settings", "quit"])
        h.click_button("quit")
        quit_ = _rects(h, ["answer_0", "answer_1"])
        h.key(pygame.K_ESCAPE)
        h.pump(3)
        h.start_game("dra")
        h.key(pygame.K_s, pygame.KMOD_CTRL)
        h.pump(3)
        save = _rects(h, ["save_ok", "save_cancel"])
        seen[lang] = {**title, **quit_, **save}
        language.switch(h.app, "en")
    for oid, rect in seen["en"].items():
        assert seen["ar"][oid].x == _reflected(rect, 1280).x, oid
    assert seen["ar"]["learn"].x > seen["ar"]["rules"].x  # a row starts at the right


def test_the_rules_screen_is_mirrored_in_arabic(tmp_path):
    """The games' list, the contents under it and the text: all reflected (the contents
    once stayed on the left, over the Arabic text)."""
    seen = {}
    for lang in ("en", "ar"):
        h = _harness(tmp_path, lang, (1920, 1080))
        h.click_button("rules")
        h.pump(3)
        seen[lang] = (pygame.Rect(h.top.toc_rect), pygame.Rect(h.top.text_rect))
        language.switch(h.app, "en")
    for en, ar in zip(seen["en"], seen["ar"]):
        assert ar == _reflected(en, 1920)
    toc, text = seen["ar"]
    assert not toc.colliderect(text) and toc.x > text.x


def test_a_rows_arrows_follow_the_eye_and_a_reviews_the_clicker_in_arabic(tmp_path):
    """On the title screen Right moves the keyboard cursor to the button at the right, in
    Arabic too (a row read as the eye sees it). A review steps as a lesson and a game do,
    by the presentation clicker's keys in every language: Right, Down and Page Down
    forward, Left, Up and Page Up back. In Arabic Left stepped the review forward (towards
    its mirrored Next button) and a clicker's Right stepped it back."""
    from test_app_review import finished

    for lang in ("en", "ar"):
        h = _harness(tmp_path, lang, (1280, 720))
        title = h.top
        assert title.name == "title"
        h.key(pygame.K_TAB)  # Play
        h.key(pygame.K_TAB)  # Continue, or Learn when there is no game to go on with
        h.key(pygame.K_TAB)
        first = title.nav.buttons[title.nav.index][0].get_abs_rect()
        h.key(pygame.K_RIGHT)
        moved = title.nav.buttons[title.nav.index][0].get_abs_rect()
        assert moved.centery == first.centery and moved.centerx > first.centerx, lang
        finished(h, "dra")
        h.click_button("review")
        h.settle()
        review = h.top
        assert review.name == "review" and review.session.history.cursor == 0
        cursor = 0
        for key, step in ((pygame.K_RIGHT, 1), (pygame.K_RIGHT, 1), (pygame.K_LEFT, -1),
                          (pygame.K_DOWN, 1), (pygame.K_UP, -1), (pygame.K_PAGEDOWN, 1),
                          (pygame.K_PAGEUP, -1)):
            h.key(key)
            h.settle()
            cursor += step
            assert review.session.history.cursor == cursor, (lang, pygame.key.name(key))
        language.switch(h.app, "en")


def test_the_arabic_help_names_the_arrows_as_they_work_there():
    """The review's rows of Help, its words and its buttons' tips say Right for forward in
    Arabic, as the lesson's rows do: both step by the clicker's keys in every language
    (ludic.app.scenes.game.review, ludic.app.scenes.lesson)."""
    from ludic import i18n

    try:
        i18n.set_language("ar")
        for forward in ("Right, Down, Space, Enter or Page Down", "Page Down, Right, Down or Enter",
                        "Review: the start. Right arrow or Next for the first move.",
                        "The next move (Right)"):
            said = i18n._(forward)
            assert "اليمين" in said or "الأيمن" in said, said
            assert "اليسار" not in said and "الأيسر" not in said, said
        for back in ("Left, Up or Page Up", "Page Up, Left or Up", "The move before (Left)"):
            said = i18n._(back)
            assert "اليسار" in said and "اليمين" not in said, said
        move = i18n._("Review: move {n} of {total}. Right for the next, Left for the one "
                      "before.")
        assert move.index("اليمين") < move.index("اليسار")  # Right for the next, first
    finally:
        i18n.set_language("en")


def test_latin_words_on_arabic_buttons_keep_the_buttons_bold_face(tmp_path):
    """A QA pass: in Arabic, a button whose words hold no Arabic letter ("English" and
    "Français" in Settings, a player's typed name on the setup screen, "0.5") was drawn in
    the regular face beside its bold Arabic neighbours: the Latin twin of a class without a
    face of its own (@choice), or of no class, took the theme's default face, not the
    button's."""
    h = Harness(tmp_path)
    h.click_button("settings")
    h.settle()

    def widths() -> dict:
        out = {}
        for oid in ("lang_en", "lang_fr"):
            b = h.button(oid)
            out[oid] = b.font.size(b.text)[0]
        return out

    english = widths()
    try:
        h.click_button("lang_ar")
        h.settle()
        arabic = widths()
        for oid in ("lang_en", "lang_fr"):  # the same Latin words, the same bold face
            assert arabic[oid] == english[oid], (oid, arabic[oid], english[oid])
        assert h.button("lang_en").font.bold
    finally:
        language.switch(h.app, "en")
