"""Seats and the scene registry: the game scene asks each seat's controller for its decision
(never branching on what kind of player sits there), and scenes open each other by name."""

from __future__ import annotations

import random

import pytest

from apphelp import Harness
from ludic.app.seats import THROW, Person, Seats


class Scripted:
    """A controller that plays the first legal move (throws at a chance node), after being
    asked ``patience`` times (as a thinking computer would answer later)."""

    kind = "script"
    by_hand = False

    def __init__(self, patience: int = 3) -> None:
        self.patience = patience
        self.asked = 0
        self.stopped = self.closed = 0

    def decide(self, state):
        self.asked += 1
        if self.asked % self.patience:
            return None
        return THROW if state.is_chance else state.legal_moves()[0]

    def stop(self) -> None:
        self.stopped += 1

    def close(self) -> None:
        self.closed += 1


@pytest.mark.parametrize("level_id", ["dra", "sig-el-oued-capture"])
def test_the_scene_plays_what_a_seats_controller_decides(tmp_path, level_id):
    h = Harness(tmp_path, seed=2)
    h.start_game(level_id)
    game = h.game
    script = Scripted()
    game.seats = Seats([script, script])  # both seats: nobody clicks
    h.pump(40)
    assert script.asked >= 3
    assert game.session.history.cursor >= 3, "the script's decisions were played"
    states = game.session.history.states[:game.session.history.cursor]
    for st, move in zip(states, game.session.history.moves):
        if not st.is_chance:
            assert move == st.legal_moves()[0]
    game.undo()
    assert script.stopped >= 1, "an undo tells the controllers the position changed"
    h.app.reset("title")
    assert script.closed >= 1, "leaving the game closes the controllers"
    assert h.names() == ["title"]


def test_a_person_never_decides_by_itself(tmp_path):
    h = Harness(tmp_path)
    h.start_game("dra")
    game = h.game
    assert all(isinstance(c, Person) for c in game.seats.controllers)
    h.pump(30)
    assert game.session.history.cursor == 0
    h.play(random.Random(1).choice(game.state.legal_moves()))
    assert game.session.history.cursor == 1


def test_scenes_open_by_name(tmp_path):
    from ludic.app.scenes import SCENES, make_scene

    h = Harness(tmp_path)
    for name in SCENES:
        assert make_scene(h.app, name).name == name
    h.app.push("rules")
    assert h.names() == ["title", "rules"]
    with pytest.raises(KeyError):
        make_scene(h.app, "no such scene")


def test_no_scene_module_imports_another():
    """The scenes open each other through the app: none imports another scene's module."""
    import ast
    import pathlib

    root = pathlib.Path(__file__).resolve().parent.parent / "ludic" / "app" / "scenes"
    scene_modules = {p.stem for p in root.glob("*.py")} - {"__init__", "common"}
    scene_modules.add("game")
    for path in list(root.glob("*.py")) + list((root / "game").glob("*.py")):
        own = "game" if path.parent.name == "game" else path.stem
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                names = [node.module or ""] if isinstance(node, ast.ImportFrom) else \
                    [a.name for a in node.names]
                for name in names:
                    parts = name.split(".")
                    if parts[:3] == ["ludic", "app", "scenes"] and len(parts) > 3:
                        assert parts[3] in (own, "common"), f"{path.name} imports {name}"
