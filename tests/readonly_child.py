"""Run by ``test_app_faults.test_a_real_read_only_data_folder_as_an_unprivileged_user``, in a
process of its own, as a user the file permissions apply to (the test starts it so, see
there): a game played while Ludic's data folder really is read-only, its mode without write
permission, no simulated error.

What it checks is the issue's first fault, for real: the player is told at once and kept told,
and nothing is lost: when the folder can be written again, the next autosave holds every move
of the session, those played while it could not. Prints ``OK`` and exits 0, or raises.
"""

from __future__ import annotations

import json
import os
import random
import sys
from pathlib import Path

def main(home: str) -> None:
    here = Path(__file__).resolve().parent
    sys.path[:0] = [str(here), str(here.parent)]
    from apphelp import Harness

    h = Harness(home)
    h.start_game("dra")
    game = h.game
    data = h.app.storage.data_dir
    data.mkdir(parents=True, exist_ok=True)
    os.chmod(data, 0o500)
    try:
        (data / "probe").write_text("x")
    except PermissionError:
        pass
    else:
        raise AssertionError("the data folder is still writable: permissions do not apply")

    rng = random.Random(5)
    game.play(rng.choice(game.state.legal_moves()))  # (h.play would wait out the alert)
    h.app.storage.flush()
    h.pump(2)
    assert "not allowed" in game.alert, game.alert  # at once, in the message bar
    for _ in range(3):
        h.play(rng.choice(game.state.legal_moves()))
        h.settle()
    h.app.storage.flush()
    h.pump(2)
    assert "not allowed" in game.save_problem, game.save_problem  # and kept in the header
    played = [str(m) for m in game.session.history.moves]
    assert len(played) >= 4
    stale = json.loads(h.app.storage.autosave_path.read_text(encoding="utf-8"))  # from before
    assert stale["moves"] == [], "nothing could have been written in the read-only folder"

    os.chmod(data, 0o700)  # the folder can be written again
    h.play(rng.choice(game.state.legal_moves()))
    h.settle()
    h.app.storage.flush()
    h.pump(2)
    assert game.save_problem == "" and "works again" in game.message, game.message
    saved = json.loads(h.app.storage.autosave_path.read_text(encoding="utf-8"))
    assert saved["moves"] == [str(m) for m in game.session.history.moves]
    assert saved["moves"][:len(played)] == played  # nothing played meanwhile was lost
    print("OK")


if __name__ == "__main__":
    main(sys.argv[1])
