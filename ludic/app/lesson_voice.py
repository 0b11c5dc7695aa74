"""The game's messages a lesson draws, marked for the "tu" voice (:func:`ludic.i18n.voice`).

French speaks to a player in a game with "vous" (the app's own register: "Retirez un pion de
Nord") and to a pupil in a lesson with "tu", as every lesson text does ("Joue A", "Regarde").
A lesson draws the game's own prompts, stick trays, banners and refusals beside its text, so
each of those messages that addresses the player has a second French form, as meant in the
context "tu", which the lesson scene asks for first (it draws inside ``voice("tu")``). A
language with one form of address (English, Arabic) gives both contexts the same words.

``tests/test_i18n.py`` checks that every French message which says "vous" (or an imperative
in "-ez") and can be drawn in a lesson is listed here; a new prompt joins this list.
"""

from __future__ import annotations

from ludic.i18n import NC_

#: Every game message a lesson can draw that speaks to the player, as meant for a pupil.
SPOKEN_TO_A_PUPIL: tuple[str, ...] = (
    NC_("tu", "'stop' ends a chain of captures; you are not going on"),
    NC_("tu", 'A sig: throw again (K2)'),
    NC_("tu", 'Click one of your pieces first, then an empty hole next to it (D3)'),
    NC_("tu", 'Click or press a key to skip the opening'),
    NC_("tu", 'Click the sticks to throw'),
    NC_("tu", 'During placement each move puts a piece from your hand on a hole'),
    NC_("tu", 'Going on: capture with {square}, or stop (H4)'),
    NC_("tu", 'Going on: only the piece on {square} moves again, to a highlighted hole, or '
        "press 'Stop capturing' (H4)"),
    NC_("tu", "H’ajeb is declared on your turn in the movement phase"),
    NC_("tu", 'Jeu bouché: you cannot move, so you pass; the other player must then open the '
        'ring so that you can move (H5).'),
    NC_("tu", 'Move a piece: make a line of three (D3)'),
    NC_("tu", 'Move one hole orthogonally (H3)'),
    NC_("tu", "Move, or declare H’ajeb (H6)"),
    NC_("tu", 'No passing once the pieces move: step a piece'),
    NC_("tu", 'Nothing to choose: throw the sticks.'),
    NC_("tu", 'Place a piece: no line of three (D2)'),
    NC_("tu", 'Play the count of {n} first: move a piece'),
    NC_("tu", "Remove one of {other}'s pieces"),
    NC_("tu", "Remove one of {other}'s pieces beside an enclosure (any piece if none is left)"),
    NC_("tu", "Remove one of {them}'s pieces (D3)"),
    NC_("tu", 'Settlement: remove a piece (xB2)'),
    NC_("tu", 'Sig of six: throw one follow-up (K3)'),
    NC_("tu", 'Sig of twelve: throw up to three follow-ups (K4)'),
    NC_("tu", 'Sig! 1 and throw again (K2)'),
    NC_("tu", 'Sig! Throw again'),
    NC_("tu", 'Sig! Throw again, {name} (Space, the Throw button or a click on the sticks).'),
    NC_("tu", 'Sig: one piece moves one step, then throw again (C4)'),
    NC_("tu", 'Sig: throw again (K2)'),
    NC_("tu", 'Sow from a hole with two or more (I4)'),
    NC_("tu", "Stop the series at once and give up the claim; captured pieces stay captured and "
        "you move next (H6)."),
    NC_("tu", 'Teacher mode: pick the throw (0 to 6), or press Random throw.'),
    NC_("tu", "That is {other}'s piece: click one of {who}'s (H3)"),
    NC_("tu", 'The placing is over: move a piece one hole instead'),
    NC_("tu", 'Throw the sticks first'),
    NC_("tu", 'Throw the sticks first (K6).'),
    NC_("tu", "You have an enclosure: claim H’ajeb. The first player then captures like a queen"
        ' until he cannot or you say yezzi; then the settlement (H6).'),
    NC_("tu", 'You may not pass: a blocked player loses'),
    NC_("tu", 'You may pass only when you cannot move (jeu bouché)'),
    NC_("tu", 'You must first open the ring for {other} (jeu bouché)'),
    NC_("tu", 'Your move'),
    NC_("tu", '{move} is empty: play a hole with at least two counters'),
    NC_("tu", '{move} is out of play until you have played from your H'),
    NC_("tu", "{move} is {other}'s hole: play from one of {me}'s holes"),
    NC_("tu", '{name}: throw the sticks (Space, the Throw button or a click on the sticks).'),
    NC_("tu", '{other} is blocked: move a piece of the ring so that {other} can move (jeu bouché)'),
    NC_("tu", '{player}: throw the sticks'),
    NC_("tu", '{selection}: choose where it goes (the highlighted places).'),
    NC_("tu", "{square} is {owner}'s piece: click one of {me}'s pieces, then a hole next to it "
        '(D3)'),
    NC_("tu", "{target} is empty: click one of {other}'s pieces ringed in red (H6)"),
    NC_("tu", "{target} is empty: click one of {who}'s pieces first (H3)"),
    NC_("tu", "{target} is empty: click one of {who}'s ringed pieces, then where it captures (H6)"),
    NC_("tu", '{who} is blocked: pass, jeu bouché (H5)'),
)
