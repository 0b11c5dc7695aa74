"""The game-over box's reason never leaves a rule's reference alone on its last line: "(D4)"
stays with the word before it, in every language, for every game's ends
(:func:`ludic.app.scenes.gameover.held_references`). An Arabic Dra game in extra large text
at 1280x720 ended its reason with "(D4)" on a line of its own."""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

from apphelp import Harness
from ludic import i18n
from ludic.app import language, theme
from ludic.app.bidi import ISOLATE_MARKS
from ludic.app.scenes.gameover import GameOverScene
from ludic.app.session import Session, Setup
from test_app_scenes import finished_session

#: A reference alone: a line that is only "(D4)", "(D3, Monod 9)"...
ALONE = re.compile(r"^\([^()]*\b[A-Z]\d+[^()]*\)$")
#: North has three pieces; South's c2-c1 makes a line, its removal ends the game (D4).
LAST_LINE = ("N.N.N./....../....../..S.../SS.... S move hand=0,0 captured=9,9 quiet=0 turns=30 "
             "first=S")


def end_dra(h):
    """Push a Dra game between two people at :data:`LAST_LINE` and play South's last line
    and removal (D4): the game-over box is up. The game scene is returned."""
    h.app.push("game", session=Session.from_position(Setup("dra", {}, None, [], 0),
                                                     LAST_LINE), opening=False)
    h.pump(2)
    game = h.game
    for move in ("c2-c1", "xa5"):
        game.play(game.session.game.parse_move(move))
        h.settle()
    assert h.top.name == "gameover"
    return game


def lines_of(text: str, size: int, width: int) -> list[str]:
    """``text`` as the box's picture wraps it (``theme.render``: the font's own wrap), each
    line without its isolate marks."""
    shown = theme.drawable(theme.words(text), newlines=True)
    return ["".join(c for c in line if c not in ISOLATE_MARKS).strip()
            for line in theme.font(size).wrap(shown, width)]


def test_the_arabic_reason_keeps_d4_with_its_word_in_extra_large_text(tmp_path):
    h = Harness(tmp_path, size=(1280, 720))
    was = i18n.language()
    try:
        h.app.settings.language = "ar"
        i18n.set_language("ar")
        language.apply_to_app(h.app)
        h.set_text_size("extra large")
        end_dra(h)
        over = h.top
        reason = over.blocks[1]
        assert "D4" in reason.text and reason.wrap
        lines = lines_of(reason.text, reason.size, reason.wrap)
        assert len(lines) > 1 and lines[-1].endswith("(D4)"), lines
        assert not any(ALONE.match(line) for line in lines), lines
    finally:
        h.set_text_size("normal")
        i18n.set_language(was)


def ends() -> list:
    """The ends (``Outcome.why``) of games played to their end, a few of each game."""
    whys = []
    for level in ("dra", "khamousiyya", "sig-el-oued-capture", "isolo", "sig-el-oued"):
        for seed in (1, 2):
            whys.append(finished_session(level, seed).outcome.why)
    session = Session.from_position(Setup("dra", {}, None, [], 0), LAST_LINE)
    for move in ("c2-c1", "xa5"):
        session.history.play(session.game.parse_move(move))
    whys.append(session.outcome.why)
    return whys


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_no_reason_leaves_its_rule_alone_on_a_line_at_any_width(lang):
    """Every game's reasons, wrapped at every width from 160 to 900 px (in steps of 5) at
    the box's size in extra large text: no line is a rule's reference alone. Before, the
    reference stood alone at about one width in six ("South" / "cannot move" / "(H5)")."""
    was = i18n.language()
    i18n.set_language(lang)
    theme.set_text_size("extra large")
    try:
        whys = ends()
        assert {re.search(r"\b([A-Z])\d", str(w)).group(1) for w in whys if
                re.search(r"\([^()]*\b[A-Z]\d", str(w))} >= {"D", "H", "C", "I"}
        checked = 0
        for why in whys:
            text = GameOverScene.reason(SimpleNamespace(session=SimpleNamespace(
                outcome=SimpleNamespace(why=why))))
            for width in range(160, 900, 5):
                lines = lines_of(text, 21, width)
                checked += 1
                assert not any(ALONE.match(line) for line in lines), (width, lines)
        assert checked > 1000
    finally:
        theme.set_text_size("normal")
        i18n.set_language(was)
