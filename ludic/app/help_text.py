"""What the Help screen says: every shortcut and what each control does (issue 14.11).

Each row is ``(intents, keys, what)``: the intents of :mod:`ludic.app.intents` the row
explains (a test checks that every intent a key can make is explained here), the keys or
control as a person sees them, and what it does. Strings are marked with ``N_`` and shown
with :func:`ludic.i18n.tr`. No pygame here.
"""

from __future__ import annotations

from ludic.i18n import N_

Row = tuple[tuple[str, ...], str, str]

SECTIONS: list[tuple[str, list[Row]]] = [
    (N_("Anywhere"), [
        (("help",), N_("F1"), N_("This help.")),
        (("toggle_fullscreen",), N_("F11 or Alt+Enter"),
         N_("Full screen, or back to a window.")),
        (("mute",), N_("M"), N_("Sound on or off (also in Settings).")),
        (("back",), N_("Esc"),
         N_("Back to the screen before; in a game, the game menu (save, new game, main "
            "menu); on the title screen, asks before quitting.")),
        (("next", "prev"), N_("Tab, Shift+Tab, arrows"),
         N_("Move the keyboard cursor between buttons, pieces and holes.")),
        (("confirm",), N_("Enter"),
         N_("Press the marked button, or play on the marked place.")),
        (("scroll",), N_("Mouse wheel"), N_("Scroll the move list, the rules or this help.")),
        ((), N_("Up, Down, Page Up, Page Down"),
         N_("Scroll the rules or this help (in a game, see below).")),
    ]),
    (N_("In a game"), [
        (("select",), N_("Click"),
         N_("On a piece or hole: its legal moves light up. On a lit place: play there. A "
            "refused click says why, with the rule's number.")),
        (("cancel",), N_("Right click"), N_("Let go of the chosen piece.")),
        # QA33B F4: "between buttons, pieces and holes" above, and in a game the cursor went
        # round the board alone; it now goes on to the panel's buttons, and the rows say how.
        # A greyed button is passed over, as a desktop's Tab does; Space stays the throw key
        # while the sticks are to be thrown (input.space_presses)
        ((), N_("Tab, Shift+Tab"),
         N_("The keyboard cursor goes round the board's places you can play from (with a "
            "piece chosen, its destinations too), then the panel's buttons you can press "
            "now (Offer a draw, Hint, Undo…; a greyed one is passed over), then the board "
            "again. On a button, Enter presses it. So does Space, except while the sticks "
            "are to be thrown: then Space throws them.")),
        ((), N_("Arrows"),
         N_("On the board: to the nearest of those places that way, not square by square "
            "(with no piece chosen, from a piece that can move to the next). On a button: "
            "to the next or the previous button.")),
        ((), N_("Enter on a piece"),
         N_("Choose it. With one destination only, the cursor goes there: Enter again "
            "plays it. With more, it stays on the piece: the arrows go to the one you "
            "want, and Enter plays there.")),
        (("throw",), N_("Space, T, or a click on the sticks"),
         N_("Throw the sticks (the Sig games). A click elsewhere on the board never "
            "throws.")),
        (("undo",), N_("U or Ctrl+Z"),
         N_("Undo a move. Undo never throws the sticks again: a throw is history.")),
        (("redo",), N_("R, Ctrl+Y or Ctrl+Shift+Z"), N_("Redo the move undone.")),
        ((), N_("Page Down, Right, Space or Enter (a presentation clicker)"),
         N_("When the sticks are to be thrown or the computer is to move: throw, or let the "
            "computer play its move now (one move when paused). While a person chooses a "
            "move, Page Down redoes a move undone.")),
        ((), N_("Page Up or Left (a presentation clicker)"),
         N_("When the sticks are to be thrown or the computer is to move: undo, and a "
            "computer about to play is paused. While a person chooses a move, Page Up "
            "undoes and the arrows move the keyboard cursor.")),
        (("rules",), N_("H"), N_("The rules of this game, with the options in force.")),
        (("numbers",), N_("N"),
         N_("Show or hide the board's numbering (the Sig track, the capture circuit).")),
        (("demo",), N_("D"),
         N_("Teacher mode on or off: the teacher picks each throw of the sticks.")),
        (("pick",), N_("0 to 6"),
         N_("In Teacher mode: throw that many polished sides up.")),
        (("save",), N_("Ctrl+S"), N_("Save the game under a name.")),
        (("key",), N_("Any other key or a click"), N_("Skip an animation.")),
    ]),
    (N_("Against the computer"), [
        (("hint",), N_("? (or /), the Hint button"),
         N_("Hint: the move the computer would play for you lights up on the board, with why "
            "in one line. It is not played unless you play it.")),
        (("pause",), N_("P, the Pause button"),
         N_("Pause the computer, or let it go on (to watch two computers play).")),
        (("step",), N_("S, the Step button"), N_("The computer plays one move, then pauses.")),
        (("faster",), N_("F, the speed button"),
         N_("How fast the computer plays and the pieces move: ½×, 1×, 2×, 4×.")),
        (("seat",), N_("C"),
         N_("Take over the seat to move from the computer (you play it now), or give it "
            "back. Giving the computer a seat people have played from the start asks "
            "first.")),
        ((), N_("Click a player's name"),
         N_("Take over a computer's seat (you play it now), or give a seat to the computer "
            "(it asks first if people have played it from the start).")),
        ((), N_("Computer plays (setup)"),
         N_("Per seat: No (a person), or the computer at Easy, Medium or Hard.")),
    ]),
    # The review's arrows, as a lesson's, are the clicker's in every language (Right is
    # forward, ludic.app.scenes.game.review, ludic.app.scenes.lesson), though their buttons
    # are mirrored in Arabic: every catalogue says Right for the next move.
    (N_("Looking back at a game (Review)"), [
        ((), N_("Right, Down, Space, Enter or Page Down"),
         N_("The next move, with its animation and narration.")),
        ((), N_("Left, Up or Page Up"), N_("The move before.")),
        ((), N_("Home, End"), N_("The start of the game, or its end.")),
        ((), N_("Click a move in the list, or the chart"), N_("Go to that move.")),
        ((), N_("K"), N_("Keep a picture of the board and the chart in your pictures "
                         "folder.")),
    ]),
    (N_("In the rules"), [
        ((), N_("Left, Right"), N_("The rule before, or the next rule.")),
        ((), N_("Click a rule in the contents"), N_("Go to that rule.")),
        ((), N_("Up, Down, Page Up, Page Down, mouse wheel"), N_("Scroll the page.")),
        ((), N_("Esc or H"), N_("Back to where you were.")),
    ]),
    (N_("In a lesson"), [
        ((), N_("Page Down, Right, Down or Enter"),
         N_("Show the next move of the step, or go on to the next step when the step is "
            "done. The same keys in every language: a presentation clicker works too.")),
        ((), N_("Page Up, Left or Up"),
         N_("Back to the step before (on the first step, the lesson says there is none).")),
        ((), N_("Space"),
         N_("Throw the sticks when the lesson asks for a throw; otherwise as Right.")),
        ((), N_("Click"),
         N_("Play the move the step asks for on the board. Any other move is explained, "
            "never played, and the move asked for lights up.")),
        ((), N_("Show me"), N_("The lesson plays the move itself, with its animation.")),
        ((), N_("? (or /)"), N_("The move the step asks for lights up (or its button is "
                                "named), without being played.")),
        ((), N_("Previous, Next"), N_("Go from step to step.")),
    ]),
    (N_("Buttons in a game"), [
        ((), N_("Throw the sticks"), N_("Throw the sticks at random (Space does the same).")),
        ((), N_("Teacher"),
         N_("Teacher mode: only the teacher's pick throws (the buttons or keys 0 to 6); the "
            "Throw button becomes Random throw. Space or a click never throws at random.")),
        ((), N_("Undo, Redo"), N_("Go back a move, or forward again.")),
        ((), N_("Agree to end, Offer a draw"),
         N_("Where the rules allow it, the player to move offers to end the game; the other "
            "player accepts or refuses.")),
        ((), N_("Rules"), N_("The rule book of this game.")),
        ((), N_("Numbers"), N_("The board's numbering, as N.")),
        ((), N_("Settings"), N_("Animation speed, sound, volume, window, numbering.")),
        ((), N_("Menu"),
         N_("Back to the game, save it, a new game, or the main menu (the game is kept: "
            "Continue goes on with it).")),
        ((), N_("Moves"),
         N_("Every move and throw, newest last, in the players' names; undone moves are "
            "greyed.")),
    ]),
]


#: The M row's words where the computer has no sound device (the mixer could not start):
#: the key has nothing to switch, and the help says so rather than offer it.
NO_SOUND = N_("No sound device on this computer: Ludic is silent, and M does nothing.")


def explained_intents() -> set[str]:
    """Every intent some row of the help explains."""
    return {name for _, rows in SECTIONS for intents, _, _ in rows for name in intents}
