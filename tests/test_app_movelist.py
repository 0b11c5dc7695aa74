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
            assert any(_(p) in line for p in places), line
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
