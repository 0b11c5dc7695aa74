"""The move list says what happened, in the players' names (issue 14.7, 14.8): a Sig throw
says where the pieces went, a move without a square says what the player did (never a raw
word such as "hajeb"), a removal says what it removed."""

import random
import re

import pytest

from apphelp import headless_view, record_texts
from ludic.app.scenes.game import movelist
from ludic.app.session import Session, Setup
from ludic.model.protocol import EffectKind
from ludic.model.registry import level_ids

NAMES = ["Amina", "Yusuf", "Karim", "Lila"]


def _playout(level_id: str, seed: int, moves: int, players: int | None = None):
    session = Session(Setup(level_id, {}, players, NAMES[:players or 2], 0))
    h = session.history
    rng = random.Random(seed)
    for _ in range(moves):
        state = h.state
        if state.outcome() is not None:
            break
        if state.is_chance:
            h.throw(rng)
        else:
            legal = state.legal_moves()
            words = [m for m in legal if not str(m)[:1].isupper() and not str(m)[:1].isdigit()]
            h.play(rng.choice(words) if words and rng.random() < 0.5 else rng.choice(legal))
    return session


def test_a_sig_throw_says_where_each_piece_went():
    session = _playout("sig-el-oued", 1, 300, players=3)
    h = session.history
    view = headless_view(session.game)
    said = 0
    for i, move in enumerate(h.moves):
        effects = h.effects[i]
        who = session.names[h.states[i].turn]
        line = movelist.throw_line(who, move, effects)
        assert line.startswith(f"{who} throws {movelist.throw_words(move)}"), line
        steps = [e for e in effects if e.kind == EffectKind.STEP]
        if steps:
            # a step between Cairo's points is one "within Cairo", never "Cairo to Cairo"
            dst = steps[-1].dst
            assert f"{steps[-1].piece} " in line and (f" to {dst}" in line
                                                      or f" within {dst}" in line), line
            assert "Cairo to Cairo" not in line, line
            said += 1
        elif any(e.kind == EffectKind.LOST for e in effects):
            assert "no move" in line, line
    assert said > 20
    assert view.move_words  # the view is there for the other games' lines


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_a_sig_throw_is_named_beside_its_number(lang):
    """"Joueur 1 lance 5 : père de 9 à 10" and "Joueur 1 lance 0" read as a 5 that moved one
    square and a throw worth nothing: the number is the polished sides up, and 5 is a sig
    (1 point), 0 a sig of twelve. A sig throw is named beside its number, in the long line
    and in the short one, for a list without room (which said "Computer 1 (0)" for a sig of
    twelve); 2, 3 and 4 are their own count and stay bare."""
    from ludic import i18n
    from ludic.games.sticks import THROWS

    names = {"en": ("sig", "sig of six", "sig of twelve"),
             "fr": ("sig", "sig de six", "sig de douze"),
             "ar": ("سيق", "سيق الستة", "سيق الاثني عشر")}[lang]
    i18n.set_language(lang)
    try:
        for compact in (False, True):
            for k, name in ((1, names[0]), (5, names[0]), (6, names[1]), (0, names[2])):
                line = movelist.throw_line("Amina", THROWS[k], (), compact=compact)
                assert str(k) in line and name in line, (k, line)
                if k in (0, 6):  # the sig's own name, not a plain sig's
                    assert names[2 if k == 6 else 1] not in line, line
            for k in (2, 3, 4):
                line = movelist.throw_line("Amina", THROWS[k], (), compact=compact)
                assert not any(name in line for name in names), line
        assert movelist.throw_line("Amina", THROWS[0], (), compact=True) == \
            i18n._("{name} ({count})").format(name="Amina", count=i18n._(
                "{k}, sig of twelve").format(k=0))
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("level_id", level_ids())
def test_no_move_is_listed_as_a_raw_word(level_id):
    """Every move without a square (a declaration, a pass, freeing) is told in words."""
    sig = level_id.startswith("sig")
    session = _playout(level_id, 2, 400, players=2 if sig else None)
    view = headless_view(session.game)
    h = session.history
    for i, move in enumerate(h.moves):
        if h.states[i].is_chance:
            continue
        line = movelist.move_line("Amina", view, move, h.effects[i])
        word = str(move)
        if word.isalpha() and len(word) > 2:  # a word, not a square or a hole
            assert word not in line.split(), f"{move} is listed as a raw word: {line}"


@pytest.mark.parametrize("lang", ["fr", "ar"])
def test_a_sig_throw_names_the_places_in_the_readers_language(lang):
    """"Computer throws 1: father 28 to Cairo" was listed with Cairo, Medina and Mecca in
    English in French and Arabic."""
    from ludic import i18n
    from ludic.i18n import _

    session = _playout("sig-el-oued", 3, 1500, players=2)
    h = session.history
    view = headless_view(session.game)
    places = {"Cairo", "Medina", "Mecca"}
    i18n.set_language(lang)
    try:
        lines = [movelist.throw_line("Amina", move, h.effects[i], view)
                 for i, move in enumerate(h.moves) if h.states[i].is_chance
                 and any(e.kind == EffectKind.STEP and e.dst in places for e in h.effects[i])]
        assert lines
        for line in lines:
            assert not places & set(line.replace(",", " ").split()), line
            # French contracts "à Le Caire" to "au Caire" (i18n.place_prepositions)
            assert any(_(p).removeprefix("Le ") in line for p in places), line
    finally:
        i18n.set_language("en")


def test_khamousiyya_declarations_read_as_what_happened():
    session = Session(Setup("khamousiyya", {}, None, NAMES[:2], 0))
    view = headless_view(session.game)
    for word, done in (("hajeb", "declares H’ajeb (H6)"), ("yezzi", "says yezzi"),
                       ("continue", "lets the series go on"), ("stop", "stops capturing")):
        assert done in movelist.move_line("Yusuf", view, word, ())


@pytest.mark.parametrize("lang, stop_left", [("en", False), ("fr", False), ("ar", True)])
def test_a_move_number_has_its_stop_after_it_in_the_reading_direction(lang, stop_left):
    """The Arabic move list drew "1." with the stop right of the digit, that is before it for
    a reader from the right: a label of a number and a stop has no letter to say which way
    it reads, so it is drawn in the order of the language. The digit's ink
    is left of the stop's in English and French, right of it in Arabic."""
    import pygame

    from ludic import i18n
    from ludic.app import theme

    pygame.display.init()
    pygame.font.init()
    theme.reset_caches()
    i18n.set_language(lang)
    try:
        img = theme.render(movelist.number_label(8), 40, (0, 0, 0))
        w, h = img.get_size()
        inked = [any(img.get_at((x, y))[3] > 60 for y in range(h)) for x in range(w)]
        groups: list[list[int]] = []  # runs of inked columns, left to right
        for x, ink in enumerate(inked):
            if ink and groups and groups[-1][-1] == x - 1:
                groups[-1].append(x)
            elif ink:
                groups.append([x])
        assert len(groups) == 2, groups  # the digit and its stop
        stop = min(groups, key=len)
        assert (stop is groups[0]) is stop_left
    finally:
        i18n.set_language("en")
        pygame.quit()
        theme.reset_caches()


#: A name a row cannot break (typed in capitals, the 20 letters a name may have; the other
#: player's rows are whole): since the panel grew with the text size (5b25cb9) a row of two
#: lines holds any name with a space ("Amina Mariam Benali" / "f1-e2, takes e2"), and only
#: such a name still cuts a row.
LONG_NAMES = ["MOHAMMED-ABDELKADERR", "Youssef Abdelkader"]


def _long_rows_game(tmp_path, lang: str, size, level: str = "sig-el-oued-capture",
                    moves: int = 30):
    """A game of two long-named players, ``moves`` random moves in, in extra large text:
    rows too long even for two lines (a name wider than the list, "MOHAMMED-ABDELKADERR",
    above "f1-e2, takes e2"), cut with "…" (a row set on two lines is whole)."""
    import pygame

    from apphelp import Harness
    from ludic.app import language

    h = Harness(tmp_path / lang, size=size)
    language.switch(h.app, lang)
    h.set_text_size("extra large")
    h.pump(2)
    setup = Setup(level, {}, None, LONG_NAMES, 0, [None, None], 3)
    h.app.push("game", session=Session(setup), opening=False)
    h.settle()
    rng = random.Random(5)
    for _ in range(moves):
        state = h.game.state
        h.play(None if state.is_chance else rng.choice(state.legal_moves()))
    h.move_mouse((1, 1))
    h.pump(2)
    return h, pygame


def _scroll_to_row(h, panel, cut: bool):
    """The list scrolled back with the wheel (the pointer on it) until a row cut (or
    whole) is in view: its (rect, entry index)."""
    import pygame

    h.move_mouse(panel.list_rect.center)
    for _ in range(len(panel.entries()) + 1):
        h.pump(1)
        found = [(rect, k) for rect, k, c in panel.rows_drawn if c == cut]
        if found:
            return found[0]
        h.post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
    raise AssertionError(f"no {'cut' if cut else 'whole'} row in the list")


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_a_cut_row_shows_whole_under_the_pointer(tmp_path, monkeypatch, lang):
    """A move-list row cut with "…" is written whole, in a box over it, while the pointer is
    on it; a row shown whole gets no box (QA: long rows could not be read)."""
    h, pygame = _long_rows_game(tmp_path, lang, (1280, 720))
    game = h.game
    panel = game.panel
    entries = panel.entries()
    cut = [_scroll_to_row(h, panel, cut=True)]
    drawn = record_texts(monkeypatch)
    for rect, k in cut:
        h.move_mouse(rect.center)
        h.pump(1)
        drawn.clear()
        shot = h.screenshot(tmp_path / "row.png")
        text = entries[k][1]
        boxes = [r for t, r in drawn.placed() if t == text]
        assert boxes, (lang, text, [t for t, _ in drawn.placed()])
        assert shot.get_rect().contains(boxes[0]), boxes[0]
        assert boxes[0].colliderect(rect), "over its own row"
    rect, k = _scroll_to_row(h, panel, cut=False)
    h.move_mouse(rect.center)
    h.pump(1)
    drawn.clear()
    h.screenshot(tmp_path / "row.png")
    # the row's own words, as set (on one line or two), and never in a box written whole
    same = [j for _r, j, _c in panel.rows_drawn if panel.lines_of(j) == [entries[k][1]]]
    shown = [t for t, _ in drawn.placed()]
    assert shown.count(entries[k][1]) == len(same), "the rows alone, no box"
    for part in panel.lines_of(k):
        assert part in shown
    h.app.reset("title")


def test_the_reviews_move_shown_is_written_whole_when_cut(tmp_path, monkeypatch):
    """In a review the keyboard steps through the moves: the move shown, when its row is
    cut, is written whole without the pointer on the list."""
    h, pygame = _long_rows_game(tmp_path, "en", (1280, 720))
    h.key(pygame.K_ESCAPE)
    h.click_button("review")
    h.settle()
    review = h.top
    assert review.name == "review"
    h.move_mouse((1, 1))
    drawn = record_texts(monkeypatch)
    shown = 0
    for _ in range(review.total):
        h.key(pygame.K_RIGHT)
        h.settle()
        drawn.clear()
        h.screenshot(tmp_path / "review.png")
        k = review.session.history.cursor - 1
        row = [c for _r, j, c in review.panel.rows_drawn if j == k]
        assert row, "the move shown is in view"
        text = review.panel.entries()[k][1]
        if row[0]:
            shown += 1
            assert text in [t for t, _ in drawn.placed()], (k, text)
    assert shown >= 2
    h.app.reset("title")


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_three_digit_move_numbers_stay_inside_the_list(tmp_path, monkeypatch, lang):
    """At 1024x600 in extra large text the Arabic ".130" ran over the list's right border:
    the number column had a fixed width. It is as wide as the numbers shown, in every
    language and text size; the numbers stay inside the border and clear of the rows' icons
    and words."""
    from apphelp import Harness
    from ludic.app import language, theme

    h = Harness(tmp_path / lang, size=(1024, 600))
    language.switch(h.app, lang)
    session = Session(Setup("khamousiyya", {}, None, ["Amina", "Yusuf"], 0))
    rng = random.Random(0)
    for _ in range(140):  # 140 numbered moves, no game over (seed 0)
        session.history.play(rng.choice(session.history.state.legal_moves()))
    assert session.history.state.outcome() is None
    h.app.push("game", session=session, opening=False)
    h.settle()
    drawn = record_texts(monkeypatch)
    for text_size in ("normal", "large", "extra large"):
        h.set_text_size(text_size)
        h.settle()
        h.move_mouse((1, 1))
        h.pump(1)
        drawn.clear()
        h.screenshot(tmp_path / "list.png")
        panel = h.game.panel
        border = max(1, round(2 * h.game.scale))
        inside = panel.list_rect.inflate(-2 * border, -2 * border)
        labels = {movelist.number_label(n) for n in range(100, 141)}
        numbers = [rect for t, rect in drawn.placed() if t in labels]
        assert len(numbers) == len(panel.rows_drawn) >= 3, (text_size, len(numbers))
        for rect, (row, _k, _cut) in zip(numbers, panel.rows_drawn):
            assert inside.contains(rect), (lang, text_size, rect, inside)
            assert not rect.colliderect(row), (lang, text_size, rect, row)
    theme.set_text_size("normal")
    h.app.reset("title")


def test_the_pointer_leaving_the_window_takes_every_hover_mark(tmp_path, monkeypatch):
    """The whole-row box of a cut row, and the board's hover ring, stayed up when the
    pointer left the window while on them: SDL sends no motion then, only WINDOWLEAVE, which
    is told to the scenes as the pointer moved nowhere (``intents.NOWHERE``)."""
    h, pygame = _long_rows_game(tmp_path, "en", (1280, 720))
    game = h.game
    panel = game.panel
    entries = panel.entries()
    rect, k = next((rect, k) for rect, k, cut in panel.rows_drawn if cut)
    h.move_mouse(rect.center)
    h.pump(1)
    drawn = record_texts(monkeypatch)
    h.screenshot(tmp_path / "on.png")
    assert entries[k][1] in [t for t, _ in drawn.placed()], "the box, with the row whole"
    h.post(pygame.WINDOWLEAVE)
    h.pump(1)
    drawn.clear()
    h.screenshot(tmp_path / "left.png")
    assert panel.whole_row() is None
    assert entries[k][1] not in [t for t, _ in drawn.placed()], "no box: the row is drawn cut"
    # the board's hover ring: over a square, then out of the window
    square = next(t for t in game.view.target_names()
                  if game.view.target_at(game.view.center(t)) == t)
    h.move_mouse(game.view.center(square))
    h.pump(1)
    assert game.ui_state().hover == square
    h.post(pygame.WINDOWLEAVE)
    h.pump(1)
    assert game.ui_state().hover is None
    h.app.reset("title")


def test_the_review_forgets_the_pointer_when_it_leaves_the_window(tmp_path):
    """In a review, the pointer left on the move list hid the box of the move shown, as it
    must while the pointer is there; once the pointer leaves the window the move shown is
    written whole again, as when the pointer is anywhere off the list."""
    h, pygame = _long_rows_game(tmp_path, "en", (1280, 720))
    h.key(pygame.K_ESCAPE)
    h.click_button("review")
    h.settle()
    review = h.top
    panel = review.panel
    for _ in range(review.total):
        h.key(pygame.K_RIGHT)
        h.settle()
        k = review.session.history.cursor - 1
        if any(cut for _r, j, cut in panel.rows_drawn if j == k):
            break
    else:
        raise AssertionError("no cut row in the review")
    whole = [(r, j) for r, j, cut in panel.rows_drawn if not cut]
    # on the list: on a row shown whole, else (every row in view cut) by a row's number
    h.move_mouse(whole[0][0].center if whole
                 else (panel.list_rect.x + 6, panel.rows_drawn[0][0].centery))
    h.pump(1)
    assert panel.whole_row() is None
    h.post(pygame.WINDOWLEAVE)
    h.pump(1)
    assert panel.whole_row() is not None and panel.whole_row()[1] == k
    h.app.reset("title")


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_a_list_without_numbers_gives_their_column_to_the_words(tmp_path, lang):
    """A teacher's pass (the race on a projector, extra large text, 1280x720): every row of
    the race's list was cut ("Computer 1 throws 4…"), an empty column kept for move numbers
    the race's throws never have. Without a number, the row's icon starts at the list's
    edge (its right edge in Arabic) and more of its words show."""
    from apphelp import Harness
    from ludic.app import language, theme

    h = Harness(tmp_path, size=(1280, 720))
    language.switch(h.app, lang)
    h.set_text_size("extra large")
    session = _playout("sig-el-oued", 1, 12)
    h.app.push("game", session=session, opening=False)
    h.settle()
    h.move_mouse((1, 1))
    h.pump(1)
    panel = h.game.panel
    s = h.game.scale
    icon = round(round(17 * s) * 1.1)
    assert panel.rows_drawn and not any(number for number, *_ in panel.entries())
    room = panel.list_rect
    for row, _k, _cut in panel.rows_drawn:
        gap = row.x - room.x if lang == "en" else room.right - row.right
        assert gap <= round(8 * s) + icon + round(6 * s) + 1, (lang, gap)
    theme.set_text_size("normal")
    h.app.reset("title")


def _game_in_extra_large_text(tmp_path, lang: str, level: str, seed: int, moves: int,
                              size=(1280, 720), text_size: str = "extra large"):
    """A game of ``level`` (Amina and Yusuf, ``moves`` random moves in) shown at ``size``
    in extra large text (or ``text_size``) in ``lang``, the pointer off the list."""
    import pygame

    from apphelp import Harness
    from ludic.app import language

    h = Harness(tmp_path / f"{lang}-{level}", size=size)
    language.switch(h.app, lang)
    h.set_text_size(text_size)
    session = _playout(level, seed, moves, players=2 if level.startswith("sig") else None)
    h.app.push("game", session=session, opening=False)
    h.settle()
    assert h.top.name == "game", "a game in progress (the list under no panel)"
    h.move_mouse((1, 1))
    h.pump(2)
    return h, pygame


@pytest.mark.parametrize("lang", ["fr", "ar"])
@pytest.mark.parametrize("level", ["khamousiyya", "isolo", "sig-el-oued-capture"])
def test_no_row_of_a_typical_game_is_cut_in_extra_large_text(tmp_path, lang, level):
    """A teacher projects a game at 1280x720 in extra large text: in French and Arabic most
    rows were cut ("Amina  J, prend n…"), read whole only under the pointer. A row too long
    for its line is set on two, inside the list; scrolled back to the first move with the
    wheel, every move of the game is shown once, whole, in order, each row under the one
    before."""
    h, pygame = _game_in_extra_large_text(tmp_path, lang, level, 5, 60)
    panel = h.game.panel
    entries = panel.entries()
    assert len(entries) > panel.list_rows, "a list longer than its window"
    h.move_mouse(panel.list_rect.center)
    seen: dict[int, list[str]] = {}
    two = 0
    for _ in range(len(entries) + 1):
        h.pump(1)
        bottom = panel.list_rect.y
        for rect, k, cut in panel.rows_drawn:
            assert not cut, (lang, level, entries[k][1])
            assert panel.list_rect.contains(rect), (rect, panel.list_rect)
            assert rect.top >= bottom, "rows never overlap"
            bottom = rect.bottom
            lines = panel.lines_of(k)
            assert 1 <= len(lines) <= 2
            # every word, in order, of the row's words or a throw's short form ("Amina (2):")
            assert " ".join(lines).split() in [f.split() for f in panel.forms(k)], lines
            two += len(lines) == 2
            seen[k] = lines
        if panel.rows_drawn[0][1] == 0:
            break
        h.post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
    assert sorted(seen) == list(range(len(entries))), "scrolled through every move"
    assert two, "some rows need two lines (or the test shows nothing)"
    # the wheel stops at the first move: the list stays full
    h.post(pygame.MOUSEWHEEL, x=0, y=5, flipped=False, precise_x=0.0, precise_y=5.0)
    h.pump(1)
    used = sum(len(panel.lines_of(k)) for _r, k, _c in panel.rows_drawn)
    nxt = panel.rows_drawn[-1][1] + 1
    assert panel.rows_drawn[0][1] == 0
    assert used + len(panel.lines_of(nxt)) > panel.list_rows, "no room left for one more row"


def test_a_click_on_a_row_of_two_lines_shows_its_move_in_the_review(tmp_path):
    """In a review (1024x600, large text: a list of five lines), the move shown is kept in
    view as the arrows step through rows of one and two lines, and a click on either line
    of a row set on two lines shows that move."""
    h, pygame = _game_in_extra_large_text(tmp_path, "fr", "isolo", 5, 60, size=(1024, 600),
                                          text_size="large")
    h.key(pygame.K_ESCAPE)
    h.click_button("review")
    h.settle()
    review = h.top
    assert review.name == "review"
    panel = review.panel
    found = None
    for _ in range(review.total):
        h.key(pygame.K_RIGHT)
        h.settle()
        k = review.session.history.cursor - 1
        assert any(j == k for _r, j, _c in panel.rows_drawn), "the move shown is in view"
        found = found or next(((rect, j) for rect, j, _c in panel.rows_drawn
                               if j != k and len(panel.lines_of(j)) == 2), None)
    assert found, "a row of two lines, not the move shown"
    h.key(pygame.K_HOME)
    h.settle()
    for _ in range(review.total):  # back to where the row is in view, a move before
        h.key(pygame.K_RIGHT)       # the one shown (bold, as it was found)
        h.settle()
        row = [(rect, j) for rect, j, _c in panel.rows_drawn if j == found[1]]
        if row and review.session.history.cursor > found[1] + 1:
            break
    rect, k = row[0]
    line = panel.row_height()
    assert rect.height == 2 * line
    for y in range(rect.top, rect.bottom, max(1, line // 4)):
        assert review.list_index_at((rect.centerx, y)) == k, y
    h.click((rect.centerx, rect.top + line + line // 2))  # its second line
    h.settle()
    assert review.session.history.cursor == k + 1


@pytest.mark.parametrize("text, first", [
    ("Amina  d2-e1, takes e1, takes c3, takes a5", "Amina  d2-e1, takes e1,"),  # at a comma
    ("Amina  sows from E then the last in G", "Amina  sows from E"),  # at a space
])
def test_a_row_on_two_lines_keeps_the_two_spaces_after_the_name(text, first):
    """A move's row says the player's name, two spaces, then the move ("Amina  J, prend
    n"). Set on two lines, its first line ran the name into the move with one space
    ("Amina J, prend"): the clauses were joined again with single spaces. Broken at a
    comma or at any space, the first line keeps the two spaces where it still fits."""
    import pygame

    from ludic.app import theme
    from ludic.app.scenes.game.panel import Panel

    pygame.init()
    size = 17
    room = theme.text_width(first, size) + 2
    lines, cut = Panel._set_row(text, "", size, room, False, 2)
    assert not cut and len(lines) == 2, lines
    assert lines[0] == first, lines
    assert " ".join(lines).split() == text.split()


@pytest.mark.parametrize("name, comma_at", [("Amina", "right"), ("أمينة", "left")])
def test_a_row_broken_at_its_arabic_comma_ends_the_clause_with_it(name, comma_at):
    """In Arabic a row set on two lines at its comma ("Amina  D3-D4،" over "يأسر E4") drew
    its first line "،Amina  D3-D4": the comma made the line of Latin words a right-to-left
    line, and it stood at the far left against the name, not after the move it ends. A line
    is laid out from the right for an Arabic letter, not an Arabic comma: after Latin words
    the comma is drawn at their right, just after the move; after an Arabic name (a
    right-to-left line) at the left, the end of an Arabic line, as before."""
    import pygame

    from ludic import i18n
    from ludic.app import theme
    from ludic.app.scenes.game.panel import Panel

    pygame.init()
    was = i18n.language()
    i18n.set_language("ar")
    try:
        size = 17
        first = f"{name}  D3-D4،"
        text = f"{first} يأسر E4"
        lines, cut = Panel._set_row(text, "", size, theme.text_width(first, size, True) + 2,
                                    True, 2)
        assert not cut and lines == [first, "يأسر E4"], lines
        face = theme.font(size, True)
        pieces = [t for _face, t in face._pieces(first)]  # left to right, as drawn
        ends = pieces[-1] if comma_at == "right" else pieces[0]
        assert ends == "،", pieces
        # beside the move: "D3-D4" is the comma's neighbour, the name at the other end
        assert pieces[-2 if comma_at == "right" else 1].endswith("D3-D4"), pieces
        assert name in (pieces[0] if comma_at == "right" else pieces[-1]), pieces
    finally:
        i18n.set_language(was)


@pytest.mark.parametrize("level_id", level_ids())
def test_an_arabic_row_ends_with_its_rule_number_apart(level_id):
    """An Arabic row reads from the right: the name, the move's words, the square, then the
    rule number, at the row's far left with a space before it. The Dra removal drew
    "(D3)b5 يزيل" (QA28): the rule's isolate held the space before the bracket, and a
    left-to-right isolate put that space at its own left, so the rule touched the square;
    Khamousiyya's H6 removal drew "D4 (H6) إزالة", the rule between the square and the
    words. Every row of a played game with a rule number is read as drawn, left to right."""
    import re

    import pygame

    from ludic import i18n
    from ludic.app import bidi

    i18n.set_language("ar")
    try:
        rng = random.Random(3)
        session = Session(Setup(level_id, {}, None, ["Amina", "أمينة"], 0))
        h = session.history
        view = headless_view(session.game, pygame.Rect(0, 0, 600, 600))
        for _ in range(400):
            state = h.state
            if state.outcome() is not None:
                break
            if state.is_chance:
                h.throw(rng)
                continue
            legal = state.legal_moves()
            # the moves without a square and the removals first: they carry rule numbers
            rare = [m for m in legal if str(m).startswith("x") or str(m)[:1].isalpha()
                    and not view.move_targets(m)]
            h.play(rng.choice(rare) if rare and rng.random() < 0.7 else rng.choice(legal))
        ruled = 0
        for i, move in enumerate(h.moves):
            text = movelist.line(("Amina", "أمينة")[i % 2], view, h.states[i], move, h.effects[i])
            rule = re.search(r"\(([A-Z]\d+)\)$", bidi.unmarked(text))
            if rule is None:
                continue
            ruled += 1
            seen = bidi.unmarked(bidi.visual_text(text))
            assert seen.startswith(f"({rule.group(1)}) "), (seen, text)
            removal = next((e for e in h.effects[i] if e.kind == EffectKind.REMOVE), None)
            if removal is not None and str(move).startswith("x"):
                assert seen.split()[1] == removal.src, (seen, text)
        if level_id in ("dra", "khamousiyya", "sig-el-oued-capture"):
            assert ruled, level_id
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("level, size", [("isolo", (1024, 768)), ("sig-el-oued-capture", (1024, 600))])
def test_a_seat_has_one_name_in_the_list(tmp_path, level, size):
    """The list names a computer's seat by its short name ("Ordi 2") where a row has no room
    for "Ordinateur 2": set row by row, one list read both names for one player (QA28,
    French on a projector). Once one of its rows needs the short name, every row of that
    seat has it. A row that two lines hold keeps the whole name."""
    from apphelp import Harness
    from ludic import i18n
    from ludic.app import language, theme
    from ludic.i18n import N_, Text

    h = Harness(tmp_path, size=size)
    language.switch(h.app, "fr")
    h.set_text_size("extra large")
    h.pump(2)
    names = [Text(N_("Computer {number}"), number=k) for k in (1, 2)]
    setup = Setup(level, {}, None, names, 0, [None, None], 3)
    h.app.push("game", session=Session(setup), opening=False)
    h.settle()
    rng = random.Random(7)
    for _ in range(60):
        state = h.game.state
        if state.outcome() is not None:
            break
        h.play(None if state.is_chance else rng.choice(state.legal_moves()))
    h.move_mouse((1, 1))
    h.pump(2)
    panel = h.game.panel
    entries = panel.entries()
    assert len(panel._set_rows) == len(entries)
    full = [i18n.tr(n) for n in names]
    with i18n.short_names():
        short = [i18n.tr(n) for n in names]

    def names_used(set_rows) -> dict[int, set]:
        used: dict[int, set] = {0: set(), 1: set()}
        for (_number, _text, _undone, seat), (lines, _cut) in zip(entries, set_rows):
            if seat is None:
                continue
            row = " ".join(lines)
            # "Ordinateur 2" holds no "Ordi 2": the short name is read only where the full
            # is not
            used[seat].add(full[seat] if row.startswith(full[seat]) else
                           short[seat] if row.startswith(short[seat]) else "?")
        return used

    # the list as drawn: every row holds the whole name on its two lines ("Comp. 2" on one
    # line came first, and then stood on every row of the seat)
    assert names_used(panel._set_rows) == {0: {full[0]}, 1: {full[1]}}
    # a list too narrow for some rows with the whole name: one name per seat all the same
    size = round(17 * h.game.scale)
    narrow = panel.set_rows(entries, size, theme.text_width(short[1], size) * 2, 0, 2, 2)
    used = names_used(narrow)
    assert all(len(u) == 1 and "?" not in u for u in used.values()), used
    assert any(u == {short[s]} for s, u in used.items()), used  # the list had to shorten
    h.app.reset("title")


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_a_long_isolo_row_breaks_before_what_it_took_clear_of_the_frame(tmp_path, lang):
    """An Isolo sowing with relays takes many holes: "Yusuf  i, takes N, C, O, B, P, A, I,
    H". Set on two lines at 1024x691 in extra large text, the first was filled to the
    list's edge (the Arabic one's last comma 2 px from the frame) and the second could hold
    one square ("Yusuf  f, takes O, B, J, G, I," over "H"). Each row's words end as far
    from the frame as the numbers' column begins from the other side (10 px at scale 1),
    and a row on two lines breaks where what it took begins: the name and the hole sown
    over the captures, whole."""
    from ludic.app import theme

    h, pygame = _game_in_extra_large_text(tmp_path, lang, "isolo", 5, 70, size=(1024, 691))
    panel = h.game.panel
    entries = panel.entries()
    took = {"en": "takes ", "fr": "prend ", "ar": "أسر "}[lang]
    clear = round(10 * h.game.scale)
    r = panel.list_rect
    size = round(17 * h.game.scale)
    h.move_mouse(r.center)
    two = 0
    for _ in range(len(entries) + 1):
        h.pump(1)
        for rect, k, cut in panel.rows_drawn:
            lines = panel.lines_of(k)
            assert not cut, lines
            for line in lines:
                width = theme.font(size, bool(entries[k][0])).size(line)[0]
                end = rect.x + width if lang != "ar" else rect.right - width
                inside = r.right - end if lang != "ar" else end - r.x
                assert inside >= clear + max(1, round(2 * h.game.scale)), (lines, inside)
            if len(lines) == 2 and took in entries[k][1]:
                two += 1
                assert lines[1].lstrip("\u2068").startswith(took), lines
        if panel.rows_drawn[0][1] == 0:
            break
        h.post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
    assert two, "a sowing that took many holes (or the test shows nothing)"


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_a_row_as_wide_as_the_list_is_broken_clear_of_its_frame(tmp_path, lang):
    """The words of a row ended 8 px (at scale 1) from the list's far edge, its frame
    included: a row just short of that was drawn against the frame, where the numbers'
    column keeps 10 px inside it at its start. A row whose words would come nearer the
    frame than that is broken (here, after the name)."""
    from apphelp import Harness
    from ludic.app import language, theme

    h = Harness(tmp_path, size=(1024, 691))
    language.switch(h.app, lang)
    h.pump(2)
    probe = Session(Setup("isolo", {}, None, ["Amina", "Yusuf"], 0))
    h.app.push("game", session=probe, opening=False)
    h.settle()
    game = h.game
    s = game.scale
    size = round(17 * s)
    move = game.state.legal_moves()[0]
    panel = game.panel
    r = panel.list_rect
    border = max(1, round(2 * s))
    # the row's words from their start to as near the frame as they used to come: 8 px
    # from the list's edge at scale 1, the frame's 2 included
    words_x = r.x + max(round(44 * s), round(10 * s) + theme.text_width("1.", size)) \
        + round(8 * s) + round(size * 1.1) + round(6 * s)
    want = r.right - round(8 * s) - words_x
    f = theme.font(size, True)
    name = ""
    while f.size(f"{name}W  {move}")[0] <= want:
        name += "W"
    while f.size(f"{name}l  {move}")[0] <= want:
        name += "l"
    assert want - f.size(f"{name}  {move}")[0] < 8
    h.app.reset("title")
    session = Session(Setup("isolo", {}, None, [name, "Yusuf"], 0))
    session.history.play(move)
    h.app.push("game", session=session, opening=False)
    h.settle()
    h.move_mouse((1, 1))
    h.pump(2)
    panel = h.game.panel
    # the same width (a long name's side line may take two rows above the list since
    # c4da777, so the list may start lower)
    assert (panel.list_rect.x, panel.list_rect.right) == (r.x, r.right)
    lines = panel.lines_of(0)
    assert lines and not panel.rows_drawn[0][2], lines
    widest = max(f.size(line)[0] for line in lines)
    assert r.right - border - (words_x + widest) >= round(10 * s), lines


def _winning_race_throw():
    """The effects of the French 4-player race's winning throw (QA): a sig of 5, the mother
    from 28 through Cairo, where two pieces are passed (S7), to Medina, then to Mecca."""
    from ludic.model.protocol import Effect

    e = EffectKind
    return (Effect(e.THROW, "5 polished sides up: Sig!", 1, count=5),
            Effect(e.COUNT, "Sig! 1 (K2)", 1, count=1),
            Effect(e.STEP, "", 1, src="28", dst="Cairo", count=29, piece="mother"),
            Effect(e.SEND_BACK, "", 2, src="Cairo", dst="1", piece="father", rule="S7"),
            Effect(e.SEND_BACK, "", 3, src="Cairo", dst="1", piece="djinn", rule="S7"),
            Effect(e.STEP, "", 1, src="Cairo", dst="Medina", count=32, piece="mother"),
            Effect(e.STEP, "", 1, src="Medina", dst="Mecca", count=33, piece="mother"),
            Effect(e.FINISH, "", 1, dst="Mecca", piece="mother"))


@pytest.mark.parametrize("lang, said", [
    ("en", "Yusuf throws 5 (sig): mother 28 to Mecca, sends Cairo (2\u00a0pieces) back"),
    ("fr", "Yusuf lance 5 (sig)\u00a0: mère de 28 à La Mecque, renvoie Le Caire "
           "(2\u00a0pions)"),
])
def test_the_pieces_a_run_sends_back_are_said_once_after_it(lang, said):
    """The French race's winning throw was listed "Yusuf lance 1 (sig) : mère de 28 à
    Médine, renvoie Le Caire, renvoie Le Caire, mère de Médine à La Mecque, mère atteint La
    Mecque", and cut at "renvoie Le…": the run is one run, the pieces it sent back are said
    once after it, counted where several stood on one square, and a run that ends on the
    goal says it reached it."""
    from ludic import i18n

    session = _playout("sig-el-oued", 1, 0, players=4)
    view = headless_view(session.game)
    i18n.set_language(lang)
    try:
        assert movelist.throw_line("Yusuf", 5, _winning_race_throw(), view) == said
    finally:
        i18n.set_language("en")


def test_a_row_never_loses_its_end_while_the_list_has_room():
    """A row too long for two lines was cut with "…" on its second, even in a list of ten
    lines: it takes the lines it needs, up to the list's, each inside the room; only a row
    longer than the whole list is cut. And a computer's whole name is kept where two lines
    hold the row: "Comp. 2" on one line came before "Computer 2" on two, and the short name
    then stood on every row of the seat, short ones too (Sig capture, two players)."""
    import pygame

    from ludic.app import theme
    from ludic.app.scenes.game.panel import Panel

    pygame.init()
    size = 17
    text = ("Yusuf throws 1 (sig): father 25 to 27, sends 26 back, father 27 to Cairo, "
            "sends 28 back, father Cairo to Mecca, djinn enters on 1")
    room = theme.text_width("Yusuf throws 1 (sig): father 25", size)
    lines, cut = Panel._set_row(text, "", size, room, False, 2, ever=10)
    assert not cut and len(lines) > 2, lines
    assert " ".join(lines).split() == text.split()
    assert all(theme.text_width(x, size) <= room for x in lines), lines
    lines, cut = Panel._set_row(text, "", size, room, False, 2, ever=3)
    assert cut and len(lines) == 3 and lines[-1].endswith("…"), lines
    full, short = "Computer 2 throws 4: f1-e2, takes e2", "Comp. 2 throws 4: f1-e2, takes e2"
    room = theme.text_width(short, size) + 1
    assert theme.text_width(full, size) > room
    lines, cut, took_short = Panel._set_row_form(full, short, size, room, False, 2, ever=5)
    assert not cut and not took_short and lines[0].startswith("Computer 2"), lines


#: Khamousiyya's H’ajeb position (North's enclosure at A7) after H’ajeb and yezzi (H6).
_YEZZI = (".N..S../N.....S/......./....NS./.N...../...N.../S.....S N movement hand:0,0 "
          "captured:19,19 first:S hajeb:open chain:- bouche:- turns:60")


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_a_row_said_in_words_keeps_its_first_words_with_the_name(lang):
    """Khamousiyya's yezzi row ("Yusuf  says yezzi: the series stops (H6)") has no comma,
    so the only break the row's clauses gave was after the name: "Yusuf" stood alone over
    the rest at every width too narrow for the whole row (1280x720, every language). The
    name keeps the move's first words, broken after its colon: "Yusuf  says yezzi:" over
    "the series stops (H6)". Only a row that fits no other way leaves the name alone."""
    import pygame

    from ludic import i18n
    from ludic.app import theme
    from ludic.app.scenes.game.panel import Panel

    pygame.init()
    was = i18n.language()
    i18n.set_language(lang)
    try:
        session = Session(Setup("khamousiyya", {}, None, ["Amina", "Yusuf"], 0))
        view = headless_view(session.game)
        text = movelist.move_line("Yusuf", view, "yezzi", ())
        name, _gap, said = text.partition("  ")
        colon = said.index(":") + 1
        for size in (17, round(17 * theme.TEXT_SIZES["extra large"])):
            f = theme.font(size, True)
            least = max(f.size(f"{name}  {said[:colon]}")[0], f.size(said[colon:].strip())[0])
            for room in range(least, f.size(text)[0], 7):
                lines, cut = Panel._set_row(text, "", size, room, True, 2)
                assert not cut and lines == [f"{name}  {said[:colon]}", said[colon:].strip()], \
                    (size, room, lines)
            # narrower than that, still the name with words after it where they fit
            lines, cut = Panel._set_row(text, "", size, least - 1, True, 2, ever=3)
            assert not cut and lines[0].startswith(f"{name}  ") and lines[0] != name, lines
    finally:
        i18n.set_language(was)


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_the_yezzi_row_on_screen_is_not_broken_after_the_name(tmp_path, lang):
    """The yezzi row as the game's list draws it at 1024x600 in extra large text, after
    H’ajeb and yezzi from a position: two lines, the first the name and the move's first
    words up to its colon (filled from the first, English read "Yusuf  says yezzi: the"
    over "series stops (H6)"), none cut."""
    from apphelp import Harness
    from ludic.app import language
    from ludic.app.history import History

    h = Harness(tmp_path, size=(1024, 600))
    language.switch(h.app, lang)
    h.set_text_size("extra large")
    session = Session(Setup("khamousiyya", {}, None, ["Amina", "Yusuf"], 0))
    session.history = History(session.game.parse_position(_YEZZI), None)
    for word in ("hajeb", "yezzi"):
        session.history.play(session.history.state.parse_move(word))
    h.app.push("game", session=session, opening=False)
    h.settle()
    h.move_mouse((1, 1))
    h.pump(2)
    panel = h.game.panel
    lines = panel.lines_of(1)
    assert len(lines) == 2 and not any(cut for _rect, _k, cut in panel.rows_drawn), lines
    name = "\u2068Yusuf\u2069" if lang == "ar" else "Yusuf"
    assert lines[0].startswith(f"{name}  ") and lines[0].endswith(":"), lines


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_the_throws_of_one_list_are_all_told_in_one_form(tmp_path, lang):
    """Each throw took the short form only where its long one had no room, so neighbours
    read "Computer 2 (4): father 7–11" over "Amina throws 3: father 5 to 8". At a width where
    some throws fit their line long and some do not, every throw of the list is told short;
    where all of them fit, every one is told long. A move's row (the capture race's) keeps
    its one form either way."""
    from apphelp import Harness
    from ludic.app import language, theme

    h = Harness(tmp_path, size=(1280, 720))
    language.switch(h.app, lang)
    for level in ("sig-el-oued", "sig-el-oued-capture"):
        h.app.push("game", session=_playout(level, 3, 80, players=3 if level == "sig-el-oued"
                                            else 2), opening=False)
        h.settle()
        panel = h.game.panel
        entries = panel.entries()
        size = round(17 * h.game.scale)
        long_w = sorted(theme.font(size).size(text)[0] for number, text, *_ in entries
                        if not number)
        forms = [(text, *panel._compact_rows[k]) for k, (_n, text, *_r) in enumerate(entries)]

        def plain(text: str) -> list[str]:  # the words, without the bidi marks a wrap adds
            return re.sub("[\u2066-\u2069]", "", text).split()

        def told(rows, entries=entries, forms=forms) -> set[str]:
            kinds = set()
            for (number, *_rest), (lines, _cut), (text, brief, _s) in zip(entries, rows,
                                                                         forms):
                words = plain(" ".join(lines))
                if number:  # a move: its own words
                    assert words == plain(text), (lines, text)
                    continue
                kinds.add("long" if words == plain(text) else
                          "short" if words == plain(brief) else f"? {lines}")
            return kinds

        some = long_w[len(long_w) // 2]  # half the throws fit one line long, half do not
        assert long_w[0] < some < long_w[-1], long_w
        assert told(panel.set_rows(entries, size, some, 0, 2, 4)) == {"short"}, lang
        wide = long_w[-1] + 40
        assert told(panel.set_rows(entries, size, wide, 0, 2, 4)) == {"long"}, lang
        h.app.reset("title")
        h.settle()
    language.switch(h.app, "en")
