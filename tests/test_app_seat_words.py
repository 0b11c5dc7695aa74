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


def test_a_seat_handed_to_the_computer_keeps_a_name_of_its_own(tmp_path):
    """Dra, South handed to the computer against the seat called Computer: the heading of
    South's removal read "The computer removes one of Computer's pieces" («الحاسوب» twice
    in Arabic, as if one seat removed its own piece). The remover is named as the seat it
    is ("South now removes one of Computer's pieces"), in every language; and no take-over,
    in a game against the computer or in a Watch, gives two seats one name."""
    import random

    from ludic.model.registry import level_ids

    h = Harness(tmp_path)
    for lang in ("en", "fr", "ar"):
        h.open_setup("dra", lang=lang)
        h.computer_at(1)
        h.click_button("start")
        h.settle()
        game = h.game
        names = [tr(n) for n in game.session.names]
        assert names[0] != names[1] and "Computer" in str(game.session.names[1].msgid), names
        game.take_over(0)  # South: played by the computer from now on
        h.pump(1)
        rng = random.Random(4)
        state = game.session.game.start_state(0)
        while not (state.pending_removal and state.turn == 0):
            state = state.apply(rng.choice(state.legal_moves())).state
            if state.outcome() is not None:
                state = game.session.game.start_state(0)
        head = game.panel.heading(state, None)
        assert names[0] in head and head.count(names[1]) == 1, (lang, head)
        h.app.reset("title")
        h.settle()
    language.switch(h.app, "en")
    for level in level_ids():  # a Watch: every seat the computer's, then one taken over
        h = Harness(tmp_path / level)  # no match in progress to ask about
        setup = h.open_setup(level)
        for seat in range(setup.n_players()):
            h.computer_at(seat)
        h.click_button("start")
        h.settle()
        game = h.game
        for seat in (0, 1, 0):
            game.take_over(seat)
            names = [tr(n) for n in game.session.names]
            assert len(set(names)) == len(names), (level, names)
        h.app.reset("title")
        h.settle()
