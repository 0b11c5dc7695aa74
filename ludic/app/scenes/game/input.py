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

from ludic.app.intents import Intent
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
        # a click on a player's name goes on to take the seat over: with computers at every
        # seat a move is nearly always being animated, and the click was only a skip
        on_names = name == "select" and intent.pos is not None \
            and scene.geo.players_rect.collidepoint(intent.pos)
        if not on_names and (name != "back" or opening):
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
        if intent.key == pygame.K_SPACE and space_presses(scene):
            press(scene)
        elif scene.by_hand():
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
        elif scene.nav.index is not None:
            press(scene)
        elif scene.can_throw():
            scene.ask_throw()
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
    undone (they mean nothing else in a game). While the keyboard's ring is on a button
    (:func:`move_focus`) Enter presses it and the arrows move the ring; Space presses it
    only where :func:`space_presses` says so, and otherwise throws as ever."""
    name, key = intent.name, intent.key
    # Tab, Shift+Tab, Up and Down keep moving the keyboard cursor: only the clicker's keys
    forward = name in ("throw", "confirm") or (name == "next" and key == pygame.K_RIGHT) \
        or (name == "key" and key == pygame.K_PAGEDOWN)
    back = (name == "prev" and key == pygame.K_LEFT) or (name == "key"
                                                         and key == pygame.K_PAGEUP)
    if not (forward or back) or scene.session.outcome is not None:
        return False
    if scene.nav.index is not None and (name in ("confirm", "next", "prev")
                                        or (name == "throw" and key == pygame.K_SPACE
                                            and space_presses(scene))):
        return False  # the keyboard's ring is on a button: Enter presses it, arrows move it
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


def space_presses(scene) -> bool:
    """Does Space press the button the keyboard's ring is on, as Enter does?

    Space is the game's throw key (Help says so), and keeps that meaning whenever the
    sticks are to be thrown: it throws (a computer's throw, it lets fall now, as a
    clicker's forward does). In the race a player who had tabbed to Undo and threw with
    Space undid their last throw instead. So it presses the ringed button only when there
    is no throw to make (Dra, say, or a Sig capture move to choose, or the game over), or
    when the button is itself a throw the player can make: Throw, Random throw, a Teacher's
    pick 0-6 (the throw the player chose, where Space alone would ask for a pick)."""
    nav = scene.nav
    if nav.index is None or nav.index >= len(nav.buttons):
        return False
    b = nav.buttons[nav.index][0]
    throws = [scene.buttons.btn.get("throw"), *scene.buttons.picks]
    if b.is_enabled and any(b is t for t in throws):
        return True
    return not (scene.state.is_chance and scene.session.outcome is None)


def press(scene) -> None:
    """Enter (or Space, where :func:`space_presses`) on the button the keyboard's ring is
    on: pressed, as a click would. A greyed Hint says why it cannot help now (:func:`hint.ask_hint`), as its key does."""
    nav = scene.nav
    if nav.confirm() or nav.index is None or nav.index >= len(nav.buttons):
        return
    if nav.buttons[nav.index][0] is scene.buttons.btn.get("hint"):
        scene.ask_hint()


def on_select(scene, pos) -> None:
    """A click at ``pos`` (None: a select with no place, which does nothing); the
    keyboard's cursor and its ring on a button go, the mouse having taken over."""
    if pos is None:
        return
    scene.focus = None
    scene.nav.index = None
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
    """Move the keyboard cursor: Tab and Shift+Tab (``step`` 1 or -1) round one ring, the
    board's places that can be clicked in the board's order (the pieces that can move, and
    the chosen piece's destinations), then the panel's buttons in reading order (Offer a
    draw, Hint, Undo... :class:`~ludic.app.scenes.common.ButtonNav`, its ring drawn round
    the button), then the board again. Only the places went round: a player at the
    keyboard could not reach the panel's buttons, nor offer a draw (QA33B F4).

    An arrow ``key`` on the board goes to the nearest place its way on the screen
    (:meth:`BoardView.toward`); on a button, to the next or previous button as the eye
    reads the row (:func:`~ludic.app.scenes.common.reading_step`: Left is the next one in
    Arabic, where the rows are mirrored). The first press goes to the first (or last) place;
    an arrow from a place that is no longer clickable (the hole a piece was just put in,
    where the cursor stays) goes its way from there: Left from it went to the board's last
    place, far from the hole meant."""
    names = scene.view.clickable(scene.state, scene.ui_state())
    nav = scene.nav
    if key in ARROWS:
        if nav.index is not None:
            nav.handle(Intent("next" if step > 0 else "prev", key=key))
            return
        if not names:
            scene.focus = None
            return
        if scene.focus not in names:
            way = (scene.view.toward(names, scene.focus, ARROWS[key])
                   if scene.focus is not None else None)
            scene.focus = way if way in names else names[0] if step > 0 else names[-1]
        else:
            scene.focus = scene.view.toward(names, scene.focus, ARROWS[key])
        return
    ring = [("place", n) for n in names] + [("button", i) for i in nav.reachable()]
    if not ring:
        scene.focus, nav.index = None, None
        return
    if scene.focus in names:
        here = ring.index(("place", scene.focus))
        at = ring[(here + step) % len(ring)]
    elif nav.index is not None and ("button", nav.index) in ring:
        here = ring.index(("button", nav.index))
        at = ring[(here + step) % len(ring)]
    elif nav.index is not None:
        # the button the ring was on went grey (Hint while the computer thinks): on from
        # its place in the row, not back to the board's first place
        ahead = [r for r in ring if r[0] == "button" and (r[1] - nav.index) * step > 0]
        at = (ahead[0] if step > 0 else ahead[-1]) if ahead else ring[0 if step > 0 else -1]
    else:
        at = ring[0] if step > 0 else ring[-1]
    kind, where = at
    scene.focus = where if kind == "place" else None
    nav.index = where if kind == "button" else None
