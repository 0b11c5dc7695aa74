"""Each of the five games played whole, from the title screen to the game-over panel, through
posted input events only (clicks on the board and buttons, Space for the sticks)."""

import random

import pytest

from apphelp import Harness
from ludic.model.protocol import EffectKind

LEVELS = ["sig-el-oued", "sig-el-oued-capture", "khamousiyya", "dra", "isolo"]


def greedy(state, rng):
    """Captures first (so that games end in a reasonable number of moves), else random."""
    scored = []
    for m in state.legal_moves():
        eff = state.apply(m).effects
        scored.append((sum(e.kind in (EffectKind.CAPTURE, EffectKind.REMOVE) for e in eff), m))
    top = max(k for k, _ in scored)
    return rng.choice([m for k, m in scored if k == top])


@pytest.mark.parametrize("level_id", LEVELS)
def test_a_whole_game_by_clicks(tmp_path, level_id):
    h = Harness(tmp_path, size=(1024, 600), seed=7)
    h.start_game(level_id)
    rng = random.Random(6)
    for _ in range(3000):
        if h.top.name == "gameover":
            break
        state = h.game.state
        h.play(None if state.is_chance else greedy(state, rng))
    assert h.top.name == "gameover", f"{level_id}: no game over ({h.game.state.notation()})"
    panel = h.top
    assert panel.session.outcome.reason and panel.title()
    h.pump(2)
    h.click_button("again")
    assert h.top.name == "game" and h.game.session.history.cursor == 0
