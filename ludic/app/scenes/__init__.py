"""The scenes of the app: title, setup, game, rules, settings, game over, message."""
