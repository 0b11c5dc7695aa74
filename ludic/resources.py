"""The one resolver for files that ship with Ludic (``assets/``, ``levels/``).

From source, they live beside ``main.py`` at the top of the checkout. Inside a PyInstaller
bundle they live under ``sys._MEIPASS`` (the bundle's data folder). Every loader, in the model
and in the app, finds its files through :func:`resource_path`, so the two cases never diverge.
The environment variable ``LUDIC_RESOURCES`` points it at another folder (tests use it to
prove that a missing asset or level is caught). This module does not import pygame.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path


def root() -> Path:
    """The folder that holds ``assets/`` and ``levels/``."""
    override = os.environ.get("LUDIC_RESOURCES")
    if override:
        return Path(override)
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parent.parent


def resource_path(*parts: str) -> Path:
    """``resource_path("assets", "sprites", "seed.png")`` -> the file's absolute path."""
    return root().joinpath(*parts)


def levels_dir() -> Path:
    return resource_path("levels")


def assets_dir() -> Path:
    return resource_path("assets")
