"""The message of a seat taken over or given back follows a language switch.

A QA pass (a teacher at a projector, Watch in French): after giving a seat back to the
computer and switching to Arabic in Settings, the message bar still said "Ordinateur 2 est
maintenant joué par l’ordinateur…" in French under an Arabic screen: the sentence was put
in words once, when the seat changed hands, where every other message of the bar is kept
as a :class:`ludic.i18n.Text` and said in the language shown."""

from __future__ import annotations

from apphelp import Harness
from ludic.app import language
from ludic.i18n import _, tr

BACK = "{name} is now played by the computer. Click the name to take it back."
TAKEN = "You play {name} now. Click the name to give it back to the computer."


def test_the_words_of_a_seat_changing_hands_follow_the_language(tmp_path):
    h = Harness(tmp_path)
    h.start_game("dra")
    game = h.game
    game.take_over(1)  # North, a person's, goes to the computer
    h.pump(2)
    assert tr(game.message) == BACK.format(name="North"), game.message
    language.switch(h.app, "fr")
    h.settle()
    french = _(BACK).format(name="Nord")
    assert french != BACK.format(name="North") and tr(game.message) == french, \
        tr(game.message)
    game.take_over(1)  # and back to a person
    h.pump(2)
    language.switch(h.app, "en")
    h.settle()
    assert tr(game.message) == TAKEN.format(name="North"), tr(game.message)
    h.app.reset("title")
