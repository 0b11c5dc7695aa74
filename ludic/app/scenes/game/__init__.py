"""The game scene, the same for every game: it hosts the game's board view
(:mod:`ludic.app.boards`) and does everything generic around it. One thing per module:

=================  =========================================================================
``scene.py``       :class:`GameScene`: life on the stack, playing moves (clicks, keys, the
                   seats' controllers), undo/redo, opening other scenes by name
``input.py``       what each intent does in a game: a click, a key, a clicker's, the cursor
``layout.py``      where everything goes for a window size (pure geometry, no drawing)
``animation.py``   :class:`Step` and the :class:`AnimationQueue`: each change of position
                   animated from the model's effects, narrated as it plays, skippable
``drawing.py``     the still background, the board, the message bar, dirty rectangles
``panel.py``       the panel on the right as drawn: players, side information, move list
``buttons.py``     the panel's pygame_gui buttons (throw, actions, undo/redo, menu ...)
``words.py``       what the message bar says: whose turn, the narration of a move
``computer.py``    the computer's turn (its seat's decision, played at the Watch's pace), the
                   Watch's controls, and a seat handed to the computer or taken back
``hint.py``        the Hint: the move the computer would play for the person to move, searched
                   in the worker, its reason, shown in the bar and on the board
``offer.py``       the end by agreement (D4, C6, H5): a player's offer, the dialog that asks
                   the other, the computer's offer and its answer searched in the worker
``match.py``       the next game: Play again (who places first, D5/H7), New game and Change
                   players (the setup screen), asked first in a match still on
``review.py``      :class:`ReviewScene` (scene ``review``): the game scene stepping through a
                   recorded game, every seat held by a :class:`Reviewer`, with the chart
=================  =========================================================================

Who decides for a seat (a person, the computer, a lesson, a review) is not here but in
:mod:`ludic.app.seats`: the scene asks the seat's controller and never branches on its kind.

The pieces read the scene (``scene.session``, ``scene.view``, ``scene.geo`` ...) and change
only their own state; ``draw`` never changes the game.
"""

from ludic.app.scenes.game.animation import Step
from ludic.app.scenes.game.scene import GameScene
from ludic.app.session import load_autosave

__all__ = ["GameScene", "Step", "load_autosave"]
