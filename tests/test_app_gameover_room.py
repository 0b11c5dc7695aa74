"""The game-over box beside the game's side panel, never over it: in large and extra large
text it ran over the panel by 64 px at 1280x720 and 96 at 1920x1080, hiding the scores and
the move list a class reads after the game. Held to the board's width, its chart became a
strip in Arabic. Measured here in every language, text size, window size and game (the Sig
race with six players too): the box beside the panel, its chart readable (its title,
legend and axes over a plot 60 px tall at scale 1 at least), its words whole and legible;
and where a chart truly cannot fit, what gives way first: the paddings, then the chart.
"""

from __future__ import annotations

import random

import pytest

from apphelp import Harness, TextRecorder, touching
from ludic.app import chart_view, language
from ludic.app.scenes.common import text_need
from ludic.app.session import Session, Setup
from test_app_scenes import finished_session

SIZES = [(1024, 600), (1024, 768), (1280, 720), (1366, 768), (1920, 1080)]
TEXT_SIZES = ("normal", "large", "extra large")
BUTTONS = ("again", "look", "menu", "review", "keep", "players")


def race_of_six(names=None) -> Session:
    """A six-player Sig race played for places (S8), thrown at random to its end."""
    session = Session(Setup("sig-el-oued", {"play_for_places": True}, players=6,
                            names=list(names or [""] * 6)))
    rng = random.Random(3)
    while session.state.outcome() is None:
        session.history.throw(rng)
    return session


def game_over(h: Harness, session: Session):
    from ludic.app.scenes.game import GameScene

    h.app.reset(GameScene(h.app), session=Session.from_save(session.to_save()))
    h.settle()
    assert h.top.name == "gameover", h.names()
    return h.top


def beside_the_panel(h: Harness, over, where) -> None:
    """The box and its shadow in the window, clear of the game's side panel."""
    panel = h.app.scenes[-2].geo.panel
    off = max(2, round(16 * over.scale) // 3)  # theme.rounded_panel's shadow
    drawn = over.box.union(over.box.move(off, off))
    assert h.app.screen.get_rect().contains(drawn), (where, drawn)
    assert not drawn.colliderect(panel), (where, over.box, panel)


def chart_reads(over, where) -> None:
    """The chart is there and reads: its title, its legend, its axes' words and a plot of
    60 px at scale 1 at least (not the strip of lines a short rect leaves)."""
    s = over.scale
    assert over.chart_rect.height > 0, (where, "no chart")
    assert over.box.contains(over.chart_rect), (where, over.chart_rect, over.box)
    laid = chart_view.chart_layout(over.chart_rect, over.chart, over.session.names, s)
    assert not laid.strip and laid.title, (where, over.chart_rect, laid.plot)
    assert laid.plot.height >= round(60 * s), (where, laid.plot)
    assert laid.plan[3], (where, "a name of the legend cut")


def words_whole(h: Harness, over, where) -> None:
    """Every word the box draws inside it, at the smallest legible size at least, no two
    touching, none over the chart (but the chart's own) nor a button; each button's label
    fits its button at the smallest legible size."""
    with TextRecorder() as drawn:
        over.draw(h.app.screen)
    texts = [d for d in drawn if d.rect is not None]
    assert texts, where
    inner = over.box.inflate(-2 * max(2, round(3 * over.scale)), 0)
    buttons = [h.button(oid).get_abs_rect() for oid in BUTTONS]
    for d in texts:
        letters = d.letters()
        assert inner.contains(letters) and letters.top > over.box.top, (where, d.text, letters)
        assert d.px >= d.floor, (where, d.text, d.px, d.floor)
        assert "…" not in d.text, (where, d.text)
        if over.chart_rect.collidepoint(letters.center):  # the chart's own words
            assert over.chart_rect.contains(letters), (where, d.text, over.chart_rect)
        else:
            assert not letters.colliderect(over.chart_rect), (where, d.text, over.chart_rect)
        assert not any(letters.colliderect(b) for b in buttons), (where, d.text)
    for i, a in enumerate(texts):
        for b in texts[i + 1:]:
            assert not touching(a, b), (where, a.text, b.text)
    for oid, r in zip(BUTTONS, buttons):
        b = h.button(oid)
        assert over.box.contains(r), (where, oid, r)
        assert not r.colliderect(over.chart_rect), (where, oid)
        assert text_need(b, smallest=True) <= r.width, (where, oid, b.text)


def in_each(h: Harness, languages, text_sizes):
    """The game-over box below laid out again in each language and text size, as the
    settings screen changes them (the game's panel under it too)."""
    for lang in languages:
        language.switch(h.app, lang)
        for ts in text_sizes:
            h.set_text_size(ts)
            h.settle()
            assert h.top.name == "gameover"
            yield lang, ts, h.top
    language.switch(h.app, "en")
    h.set_text_size("normal")


@pytest.mark.parametrize("game", ["dra", "race6"])
def test_the_box_stays_beside_the_panel_with_its_chart_and_words_whole(tmp_path, game):
    """Dra (a match: its score line, a reason on two lines) and a race of six played for
    places (their line, six names in the chart's legend), at every window size and
    language in extra large text, and in large text at 1280x720 and 1920x1080. Before: over
    the panel in every large and extra large layout (144 of the 270 layouts of the five
    games and the race of six), and in Arabic extra large text at 1280x720 the chart lost
    its title (63 px of plot), at 1366x768 it was a strip or not there at all."""
    session = race_of_six() if game == "race6" else finished_session(game)
    for size in SIZES:
        h = Harness(tmp_path, size=size)
        game_over(h, session)
        sizes = ("large", "extra large") if size in ((1280, 720), (1920, 1080)) \
            else ("extra large",)
        for lang, ts, over in in_each(h, ("en", "fr", "ar"), sizes):
            where = (game, size, lang, ts)
            beside_the_panel(h, over, where)
            chart_reads(over, where)
            words_whole(h, over, where)


@pytest.mark.parametrize("game", ["isolo", "khamousiyya", "sig-el-oued-capture",
                                  "sig-el-oued"])
def test_every_game_fits_its_box_in_the_tightest_windows(tmp_path, game):
    """The other games where the room is least: extra large text at 1024x600 (the
    smallest window) and at 1366x768 (the panel widest for the window's height), in
    French (the longest words) and Arabic (the tallest lines)."""
    session = finished_session(game)
    for size in ((1024, 600), (1366, 768)):
        h = Harness(tmp_path, size=size)
        game_over(h, session)
        for lang, _ts, over in in_each(h, ("fr", "ar"), ("extra large",)):
            where = (game, size, lang)
            beside_the_panel(h, over, where)
            chart_reads(over, where)
            words_whole(h, over, where)


def test_where_the_chart_cannot_fit_the_paddings_tighten_then_the_chart_gives_way(tmp_path):
    """Six names of 24 letters (the most a name may have) make the places line five or six
    lines in extra large text. The chart shrinks to its least first (here already: its
    legend on two rows), then the paddings tighten (English at 1024x600), then the chart
    goes (1280x720: the review still shows it); the box stays beside the panel and every
    word and button stays whole."""
    from ludic.app.scenes import gameover

    names = ["Abdelkader Ben Mohammed", "Marie-Christine Delacroix"[:24],
             "Fatima-Zahra El Idrissi", "Jean-Baptiste Rousseau", "Oumou Sangaré Diallo K.",
             "Tiemoko Traoré Koulibaly"]
    session = race_of_six(names)
    seen = {}
    for size in ((1024, 600), (1280, 720)):
        h = Harness(tmp_path, size=size)
        h.set_text_size("extra large")
        over = game_over(h, session)
        where = (size, "en")
        beside_the_panel(h, over, where)
        words_whole(h, over, where)
        seen[size] = (over.pads, over.chart_rect.height)
        if over.chart_rect.height:
            laid = chart_view.chart_layout(over.chart_rect, over.chart, over.session.names,
                                           over.scale)
            assert laid.title and not laid.strip
            assert laid.plot.height >= round(60 * over.scale)
        else:  # gone whole, not a strip: the paddings were tight and still too little
            s = over.scale
            words = over.blocks[-1].y + over.blocks[-1].height
            tight = sum(round(v * s) for v in gameover.TIGHT) + words \
                + 2 * round(52 * s) + round(10 * s)
            assert over.room(h.app.size).height - tight \
                < over.chart_least(over.box.width - round(56 * s)), where
            h.click_button("review")
            h.settle()
            assert h.top.name == "review" and h.top.chart_rect.height > 0
    assert seen[(1024, 600)][0] == gameover.TIGHT and seen[(1024, 600)][1] > 0, seen
    assert seen[(1280, 720)][1] == 0, seen


def test_the_box_follows_the_panel_when_the_window_changes(tmp_path):
    """A resize lays the game's panel out again under the box (wider for its buttons'
    words in extra large text): the box is laid out beside the new panel."""
    h = Harness(tmp_path, size=(1920, 1080))
    h.set_text_size("extra large")
    over = game_over(h, finished_session("dra"))
    beside_the_panel(h, over, "1920x1080")
    h.resize(1280, 720)
    h.settle()
    assert h.top is over and h.app.size == (1280, 720)
    beside_the_panel(h, over, "1280x720")
    chart_reads(over, "1280x720")
    words_whole(h, over, "1280x720")
