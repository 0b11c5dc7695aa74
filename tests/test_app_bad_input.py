"""What a QA pass of bad input and rough handling found (the developers' guide: never a
traceback in the user's face), each checked through the real app, headless.

* The setup screen reopens on the last game set up, with its options, from the settings. A
  remembered option value the level no longer takes (its file edited since: an option
  narrowed, made a choice, its default changed; or settings edited by hand) left every
  button of that option unlit, and Start refused with the level reader's words ("This game
  cannot start: the option match: expected true or false, got 'yes' (D5)"), or played a
  value no button showed. Such a value is forgotten: the level's default is lit and played.
"""

from __future__ import annotations

import json

import pygame
import pytest

from apphelp import Harness


def _settings(home, **fields) -> None:
    (home / "config").mkdir(parents=True, exist_ok=True)
    (home / "config" / "settings.json").write_text(json.dumps(dict(language="en", **fields)))


def _lit(h, option: str) -> list[str]:
    """The texts of the option's buttons that are lit (selected)."""
    return [b.text for b, _value in h.top.groups[option] if b.is_selected]


@pytest.mark.parametrize("remembered", [
    {"match": "yes", "quiet_limit": 5},  # a wrong type; below the minimum
    {"match": 1, "quiet_limit": 50.0},  # a number for yes/no; a fraction for a whole number
    {"quiet_limit": 75},  # in range, but no button offers it
])
def test_a_remembered_option_the_level_refuses_is_its_default(tmp_path, remembered):
    _settings(tmp_path, last_setup={"level": "dra", "options": {"dra": remembered}})
    h = Harness(tmp_path)
    h.click_button("play")
    h.settle()
    assert h.top.level_id == "dra"
    assert _lit(h, "match") == ["yes"] and _lit(h, "quiet_limit") == ["100"]
    h.click_button("start")
    h.settle()
    assert h.names() == ["title", "game"]
    assert h.game.session.game.options == {"match": True, "quiet_limit": 100}
    pygame.quit()


def test_a_remembered_option_the_level_takes_is_kept(tmp_path):
    _settings(tmp_path, last_setup={"level": "dra",
                                    "options": {"dra": {"match": False, "quiet_limit": 50}}})
    h = Harness(tmp_path)
    h.click_button("play")
    h.settle()
    assert _lit(h, "match") == ["no"] and _lit(h, "quiet_limit") == ["50"]
    pygame.quit()
