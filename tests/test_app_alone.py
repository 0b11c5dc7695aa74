"""Someone alone double-clicks Ludic and plays the computer: what a first-time player met in
a pass through the real app (QA, 25 Nov), each checked headless through the harness."""

from __future__ import annotations

from apphelp import Harness
from ludic.app.scenes.game.hint import Hint
from ludic.i18n import set_language, tr

#: Dra, South has just made a line (c1 c2 c3) and removes one of North's pieces (D3).
DRA_REMOVES = ("S.NNNS/.NNSSN/NSSNS./..SSNN/..S... S remove hand=0,0 captured=2,2 quiet=0 "
               "turns=9 first=S")


def test_a_hint_to_remove_a_piece_says_remove_not_its_notation(tmp_path):
    """A hint during Dra's removal said 'Hint: xb4 (removes a piece that threatened to make a
    line)': ``xb4`` is the move's notation, which a player who never read it cannot read. The
    hint says which piece to take off the board, in words, in every language."""
    h = Harness(tmp_path, size=(1280, 720))
    h.start_position("dra", DRA_REMOVES)
    game = h.game
    move = next(m for m in game.state.legal_moves() if str(m) == "xb4")
    game.hint = Hint(game.state, move, "removes a piece that threatened to make a line")
    game._show_hint()
    assert "xb4" not in str(game.message)
    assert str(game.message).startswith("Hint: remove the piece on b4 ("), game.message
    try:
        for lang in ("fr", "ar"):
            set_language(lang)
            said = tr(game.message)
            assert "xb4" not in said and "b4" in said, (lang, said)
    finally:
        set_language("en")
    assert game.shown_hint() is not None, "the piece is still ringed on the board"
    h.app.reset("title")
