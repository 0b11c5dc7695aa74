"""The move list says what happened, in the players' names (issue 14.7, 14.8): a Sig throw
says where the pieces went, a move without a square says what the player did (never a raw
word such as "hajeb"), a removal says what it removed."""

import random

import pytest

from apphelp import headless_view
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
        assert line.startswith(f"{who} throws {move}"), line
        steps = [e for e in effects if e.kind == EffectKind.STEP]
        if steps:
            assert f"{steps[-1].piece} " in line and f" to {steps[-1].dst}" in line, line
            said += 1
        elif any(e.kind == EffectKind.LOST for e in effects):
            assert "no move" in line, line
    assert said > 20
    assert view.move_words  # the view is there for the other games' lines


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
    for word, done in (("hajeb", "declares H'ajeb (H6)"), ("yezzi", "says yezzi"),
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


LONG_NAMES = ["Amina Mariam Benali", "Youssef Abdelkader"]


def _long_rows_game(tmp_path, lang: str, size, level: str = "isolo", moves: int = 14):
    """A game of two long-named players, ``moves`` random moves in: rows cut with "…"."""
    import pygame

    from apphelp import Harness
    from ludic.app import language

    h = Harness(tmp_path / lang, size=size)
    language.switch(h.app, lang)
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


def _drawn_texts(monkeypatch) -> list:
    from ludic.app import theme

    drawn: list = []
    real = theme.draw_text

    def recording(surface, text, pos, size, *args, **kw):
        rect = real(surface, text, pos, size, *args, **kw)
        drawn.append((str(text), rect))
        return rect

    monkeypatch.setattr(theme, "draw_text", recording)
    return drawn


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_a_cut_row_shows_whole_under_the_pointer(tmp_path, monkeypatch, lang):
    """A move-list row cut with "…" is written whole, in a box over it, while the pointer is
    on it; a row shown whole gets no box (QA: long rows could not be read)."""
    h, pygame = _long_rows_game(tmp_path, lang, (1280, 720))
    game = h.game
    panel = game.panel
    entries = panel.entries()
    cut = [(rect, k) for rect, k, c in panel.rows_drawn if c]
    whole = [(rect, k) for rect, k, c in panel.rows_drawn if not c]
    assert cut and whole
    drawn = _drawn_texts(monkeypatch)
    for rect, k in cut[:3]:
        h.move_mouse(rect.center)
        h.pump(1)
        drawn.clear()
        shot = h.screenshot(tmp_path / "row.png")
        text = entries[k][1]
        boxes = [r for t, r in drawn if t == text]
        assert boxes, (lang, text, [t for t, _ in drawn])
        assert shot.get_rect().contains(boxes[0]), boxes[0]
        assert boxes[0].colliderect(rect), "over its own row"
    rect, k = whole[0]
    h.move_mouse(rect.center)
    h.pump(1)
    drawn.clear()
    h.screenshot(tmp_path / "row.png")
    same = [j for _r, j, _c in panel.rows_drawn if entries[j][1] == entries[k][1]]
    assert [t for t, _ in drawn].count(entries[k][1]) == len(same), "the rows alone, no box"
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
    drawn = _drawn_texts(monkeypatch)
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
            assert text in [t for t, _ in drawn], (k, text)
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
    drawn = _drawn_texts(monkeypatch)
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
        numbers = [rect for t, rect in drawn if t in labels]
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
    drawn = _drawn_texts(monkeypatch)
    h.screenshot(tmp_path / "on.png")
    assert entries[k][1] in [t for t, _ in drawn], "the box, with the row whole"
    h.post(pygame.WINDOWLEAVE)
    h.pump(1)
    drawn.clear()
    h.screenshot(tmp_path / "left.png")
    assert panel.whole_row() is None
    assert entries[k][1] not in [t for t, _ in drawn], "no box: the row is drawn cut"
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
    h.move_mouse(whole[0][0].center)  # on the list, on a row shown whole
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
