"""The app runs on pygame-ce, never on upstream pygame installed beside it."""


def test_pygame_is_the_ce_distribution():
    import pygame

    assert getattr(pygame, "IS_CE", False), "pygame-ce is required (pip install pygame-ce)"
    assert pygame.version.vernum >= (2, 5, 8)


def test_model_layer_never_imports_pygame():
    import pathlib

    root = pathlib.Path(__file__).resolve().parent.parent / "ludic"
    for folder in ("model", "games"):
        for path in (root / folder).rglob("*.py"):
            text = path.read_text(encoding="utf-8")
            assert "import pygame" not in text and "from pygame" not in text, path
            assert "import random" not in text and "from random" not in text, path
