"""A match's score in a question's words breaks only between the players' scores.

A QA pass (a teacher at a projector, French, extra large text, 1024x768): "Commencer un
nouveau match ?" read "Le match en est à Ordinateur 1 0 · Ordinateur" then "2 1", and in
the setup's question a line started with "· Ordinateur 2 1"."""

from __future__ import annotations

import pygame
import pytest

from ludic.app import theme
from ludic.app.scenes.common import score_line


@pytest.mark.parametrize("names", [("Ordinateur 1", "Ordinateur 2"), ("Amina", "Yusuf Ali")])
def test_a_score_line_wraps_only_after_a_dot(names):
    pygame.font.init()
    words = "Le match en cours (Dra) en est à " + score_line(names, (0, 1)) + ". La suite"
    pieces = [f"{n} {s}" for n, s in zip(names, (0, 1))]
    full = theme.font(24).size(words)[0]
    for width in range(60, full + 40, 7):
        lines = theme.wrap(words, 24, width)
        for line in lines:
            assert not line.startswith("·"), lines
        plain = [line.replace("\u00a0", " ") for line in lines]
        for piece in pieces:  # each name with its points, whole, on one line
            assert any(piece in line for line in plain), (width, lines)
