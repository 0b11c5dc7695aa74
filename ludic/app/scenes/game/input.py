"""The game scene's input: what each intent (:mod:`ludic.app.intents`: a click, a key, the
wheel, a button of the panel) does in a game.

* :func:`handle` is the scene's ``handle``: a click or key during an animation first skips
  it, then a presentation clicker's keys (:func:`clicker`) drive the game, and every other
  intent calls the scene's action for it (throw, hint, undo, the Watch's pause, the menu...).
* :func:`on_select` is a click on the window: the cited rule in the message bar, the sticks,
  or a place on the board (the scene's ``click_target``); :func:`on_player`, a click on a
  player's row (the teacher takes the seat over); :func:`move_focus`, the keyboard cursor.

The functions take the scene and call its actions through it (``scene.click_target``,
``scene.ask_throw``...), so a scene built on it (the review) overrides them as before; they
change only the scene's input state (``focus``, ``hover``, ``pointer``).
"""

from __future__ import annotations

import pygame

from ludic.i18n import N_, Joined, Text

#: The arrow keys' ways on the screen, for the board's keyboard cursor.
ARROWS = {pygame.K_RIGHT: (1, 0), pygame.K_LEFT: (-1, 0), pygame.K_DOWN: (0, 1),
          pygame.K_UP: (0, -1)}


def handle(scene, intent) -> None:
    """Do what ``intent`` means in the game now."""
    name = intent.name
    if name == "ui":
        scene.nav.handle(intent)
        return
    if scene.queue and name in ("select", "confirm", "key", "throw", "cancel", "back",
                                "next", "prev", "pick"):
        # Escape also opens the menu over a move's animation (with computers playing one
        # is nearly always under way), but Isolo's opening says "press a key to skip":
        # there Escape skips it and does nothing more (it also opened the menu)
        opening = scene.queue[0].opening
        scene.skip()
        if name != "back" or opening:
            return
    if clicker(scene, intent):
        return
    if name == "select":
        if intent.pos is not None and scene.geo.players_rect.collidepoint(intent.pos):
            on_player(scene, intent.pos)
            return
        scene._on_select(intent.pos)
    elif name == "scroll":
        scene.panel.scroll(intent.value, scene.pointer)
    elif name == "point":
        scene.pointer = intent.pos
        scene.hover = scene.view.target_at(intent.pos) if scene.view.rect.collidepoint(
            intent.pos) else None
    elif name == "cancel":
        scene._clear_selection()
        scene._drop_hint()
    elif name == "throw":
        if scene.by_hand():
            scene.ask_throw()
    elif name == "hint":
        scene.ask_hint()
    elif name == "pause":
        scene.toggle_pause()
    elif name == "step":
        scene.step()
    elif name == "faster":
        scene.faster()
    elif name == "pick":
        scene.pick(intent.value)
    elif name == "undo":
        scene.undo()
    elif name == "redo":
        scene.redo()
    elif name == "rules":
        scene.rules()
    elif name == "numbers":
        scene.toggle_numbers()
    elif name == "demo" and scene.uses_sticks:
        scene.toggle_demo()
    elif name == "seat":
        scene.take_over_to_move()
    elif name in ("next", "prev"):
        move_focus(scene, 1 if name == "next" else -1, intent.key)
    elif name == "confirm":
        if scene.focus is not None:
            scene.click_target(scene.focus)
        elif scene.can_throw() and scene.nav.index is None:
            scene.ask_throw()
        else:
            scene.nav.confirm()
    elif name == "save":
        scene.save_as()
    elif name == "back":
        if scene.selection is not None:
            scene._clear_selection()
        else:
            scene.open_menu()


def clicker(scene, intent) -> bool:
    """A teacher runs a live game from a presentation clicker (issue 10, "Classroom"): it
    sends Page Down / Page Up, Right / Left, Space and Enter. True if ``intent`` was one
    of them and did its clicker meaning here.

    While nobody has a move to choose by hand (the sticks are to be thrown, or the
    computer is to move) the keys drive the game:

    * forward (Space, Enter, Right, Page Down): a person's throw is thrown (Teacher mode
      still asks for the pick, as Space always did); the computer's move (or throw) is
      played now, its pause cut short, or exactly one move when the game is paused;
    * back (Left, Page Up): undo. When the computer is then to move, the game pauses, so
      the undone move is not at once played again (the class looks at it; forward goes
      on one move at a time, P lets it run).

    While a person has a move to choose, Right, Left, Space and Enter keep their meaning
    (the keyboard cursor, confirm), Page Up still undoes and Page Down redoes what was
    undone (they mean nothing else in a game). Enter on a focused button presses it."""
    name, key = intent.name, intent.key
    # Tab, Shift+Tab, Up and Down keep moving the keyboard cursor: only the clicker's keys
    forward = name in ("throw", "confirm") or (name == "next" and key == pygame.K_RIGHT) \
        or (name == "key" and key == pygame.K_PAGEDOWN)
    back = (name == "prev" and key == pygame.K_LEFT) or (name == "key"
                                                         and key == pygame.K_PAGEUP)
    if not (forward or back) or scene.session.outcome is not None:
        return False
    if name == "confirm" and scene.nav.index is not None:
        return False
    if name == "throw" and key == pygame.K_t:
        return False  # T is the throw key, not a clicker's
    state = scene.state
    driving = state.is_chance or not scene.seats.by_hand(state)
    if not driving:
        if name != "key":
            return False
        if back:
            scene.undo()
        elif scene.session.history.cursor < len(scene.session.history.moves):
            scene.redo()
        else:
            scene.message, scene.message_bad = scene._turn_prompt(), False
        return True
    if back:
        before = scene.session.history.cursor
        scene.undo()
        after = scene.state
        if scene.seats.any_computer and scene.session.outcome is None and (
                not scene.seats.by_hand(after)):
            scene.watch.pause()
            cursor = scene.session.history.cursor
            # the move taken back named, as Undo names it: a class watching the screen
            # while the teacher clicks back needs to see which move went
            said = scene._undone(cursor, before) if cursor < before else scene.message
            scene.message, scene.message_bad = Joined([said, Text(N_(
                "Paused: forward plays one move, P lets the computer go on."))],
                sep=" ", strip=""), False
            scene.app._ui_dirty = True
        return True
    if scene.can_throw() or scene.teacher_throws():
        scene.ask_throw()
    elif scene.seats.automatic(state):
        if scene.watch.paused:
            scene.step()
        else:
            scene.watch.hurry()
    return True


def on_select(scene, pos) -> None:
    """A click at ``pos`` (None: a select with no place, which does nothing)."""
    if pos is None:
        return
    scene.focus = None
    if scene.cited_rule() and scene.geo.message_rect.collidepoint(pos):
        scene.rules()  # the refusal's rule, in the rule book
        return
    if scene.sticks.rect.collidepoint(pos):  # only the sticks throw, never the board (14.6)
        if scene.by_hand():
            scene.ask_throw()
        return
    if not scene.view.rect.collidepoint(pos):
        scene._clear_selection()
        return
    target = scene.view.target_at(pos)
    if target is None:
        scene._clear_selection()
        return
    scene.click_target(target)


def on_player(scene, pos) -> None:
    """A click on a player's row: the teacher takes the seat over (or gives it back)."""
    seat = scene.panel.seat_at(pos)
    if seat is not None:
        scene.ask_take_over(seat)


def move_focus(scene, step: int, key: int | None = None) -> None:
    """Move the keyboard cursor over the places that can be clicked: an arrow ``key`` to
    the nearest one its way on the screen (:meth:`BoardView.toward`), Tab and Shift+Tab
    (``step`` 1 or -1) through them in the board's order. The first press goes to the
    first (or last) place in that order; an arrow from a place that is no longer
    clickable (the hole a piece was just put in, where the cursor stays) goes its way
    from there: Left from it went to the board's last place, far from the hole meant."""
    names = scene.view.clickable(scene.state, scene.ui_state())
    if not names:
        scene.focus = None
        return
    if scene.focus not in names:
        way = (scene.view.toward(names, scene.focus, ARROWS[key])
               if key in ARROWS and scene.focus is not None else None)
        scene.focus = way if way in names else names[0] if step > 0 else names[-1]
    elif key in ARROWS:
        scene.focus = scene.view.toward(names, scene.focus, ARROWS[key])
    else:
        scene.focus = names[(names.index(scene.focus) + step) % len(names)]
