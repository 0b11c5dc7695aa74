"""The game-independent part of the rules layer: protocol, errors, levels and registry.

Nothing here imports pygame or calls ``random``.
"""

from ludic.model.errors import IllegalMove, LevelError, NotationError, RuleError
from ludic.model.protocol import (
    CHANCE,
    Effect,
    Game,
    Outcome,
    State,
    Termination,
    Transition,
)

__all__ = [
    "CHANCE",
    "Effect",
    "Game",
    "IllegalMove",
    "LevelError",
    "NotationError",
    "Outcome",
    "RuleError",
    "State",
    "Termination",
    "Transition",
]
