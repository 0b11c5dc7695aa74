"""Ludic: five traditional board games of North and East Africa.

The package has two layers:

* ``ludic.model`` and ``ludic.games`` -- the rules. Pure Python, no pygame, no randomness.
  Every game implements the small protocol in :mod:`ludic.model.protocol`.
* ``ludic.app`` -- the pygame-ce desktop application that draws the games and
  delegates every rule to the model.

Importing this package does nothing but define names.
"""

__version__ = "0.1.0"
