"""What the game scene says in its message bar: whose turn and what to do, and the narration
of a move from its effects. Plain functions of the session, the view and a state."""

from __future__ import annotations

import re
from dataclasses import replace

from ludic.app.boards.base import NARRATED
from ludic.app.sticks_view import SIG_AGAIN, without_repeats
from ludic.i18n import N_, Joined, Listed, Text, is_name


#: The placeholders of a message that hold a person, never a place: a player called "A" is
#: not Isolo's hole A.
_PEOPLE = frozenset({"who", "name", "seat", "side", "other_name", "winner"})


#: What joins the places of a move or a list in a message's value: "E3-D3", "c2xc4",
#: "E5, D6".
_MOVE_PARTS = re.compile(r"[-x,\s]+")


def named_places(message, places) -> tuple[str, ...]:
    """The places of ``places`` (a view's cells) that ``message`` names, in the order it names
    them, each once: the values of its placeholders ("fell into {hole}", "facing {inner} and
    {outer}"), looked for through the parts of a :class:`~ludic.i18n.Joined` line and the
    messages nested in a placeholder (a hint's reason). Read from the message's values, not
    from its words, so the same holes are found whatever the language shown: the board can
    then write their letters beside them (Isolo: "Amina sows from G · ... fell into N", with
    the Letters toggle off, left the player who was not looking searching for N).

    A value that is not one place may be several, as a move or a list writes them: "E3-D3"
    (Khamousiyya, Dra), "E5, D6" (the pieces a step takes), "xD4" (a removal); it names them
    only if every part of it is a place, so a word that happens to hold a place's name names
    none."""
    found: list[str] = []

    def add(value: str) -> None:
        parts = [value] if value in places else \
            [p for p in _MOVE_PARTS.split(value.removeprefix("x")) if p]
        if parts and all(p in places for p in parts):
            found.extend(p for p in parts if p not in found)

    def walk(value, key: str = "") -> None:
        if isinstance(value, Joined):
            for part in value.parts:
                walk(part)
        elif isinstance(value, Listed):
            for item in value.items:  # "on {squares}": the list's places, under its key
                walk(item, key)
        elif isinstance(value, Text):
            for k, v in value.params.items():
                walk(v, k)
        elif isinstance(value, str) and key and key not in _PEOPLE and not is_name(value):
            add(value)

    walk(message)
    return tuple(found)


def join_texts(texts: list[str]) -> str:
    """The message bar's line for effects' texts: the last two, joined (each translated when
    the bar is drawn: see :class:`ludic.i18n.Joined`), a text that several effects carry
    told once (the pieces one Khamousiyya step takes)."""
    return Joined(list(dict.fromkeys(texts))[-2:])


def who(session, state) -> str:
    """The name of the player to move in ``state`` ("" where nobody is)."""
    names = session.names
    return names[state.turn % len(names)] if state.turn is not None and state.turn >= 0 \
        else ""


#: The default names of a computer's seat (:mod:`ludic.app.scenes.setup`): such a name already
#: says who plays there.
COMPUTER_NAMES = frozenset({"Computer", "Computer {number}"})


def says_computer(name) -> bool:
    """Is ``name`` a computer seat's default name ("Computer", "Computer 2"), which needs no
    "(the computer)" after it? A name a player typed (:class:`ludic.i18n.Typed`), even
    "Computer", or a person's seat name is not."""
    return isinstance(name, Text) and getattr(name, "msgid", None) in COMPUTER_NAMES


def held_prompt(session, state) -> Text:
    """The bar under an overlay (the in-game menu, the Save dialog, a question) while the
    computer is to move in ``state``: the game is paused there (``GameScene.held``), so the
    still picture under the overlay says so, rather than "North (the computer) is
    thinking…" or "... throws the sticks", which it is not doing until the game is back."""
    return Text(N_("Paused: {name} goes on when you are back in the game."),
                name=who(session, state))


def sig_again(state) -> bool:
    """Is ``state`` the extra throw a sig earned (K2), waiting for the player?"""
    return bool(state is not None and state.is_chance and getattr(state, "extra", False)
                and not getattr(state, "pending", ()) and state.outcome() is None)


def turn_prompt(session, view, state, by_hand: bool = True) -> str:
    """The end, or who is to do what in ``state`` (``by_hand``: a person decides there; if
    not, the computer)."""
    outcome = session.outcome if state is session.history.state else state.outcome()
    if outcome is not None:
        return outcome.reason
    name = session.names[state.turn % len(session.names)]
    if not by_hand:
        if says_computer(name):  # not "Computer (the computer) is thinking…"
            if state.is_chance:
                return Text(N_("{name} throws the sticks…"), name=name)
            return Text(N_("{name} is thinking…"), name=name)
        if state.is_chance:
            return Text(N_("{name} (the computer) throws the sticks."), name=name)
        return Text(N_("{name} (the computer) is thinking…"), name=name)
    if sig_again(state):
        return Text(N_("Sig! Throw again, {name} (Space, the Throw button or a click on the "
                       "sticks)."), name=name)
    if state.is_chance:
        return Text(N_("{name}: throw the sticks (Space, the Throw button or a click on the "
                       "sticks)."), name=name)
    status = view.status(state) if view is not None else ""
    if not status:
        return Text(N_("{name} to play."), name=name)
    if not str(status).endswith("."):
        return Text(N_("{name} to play. {status}."), name=name, status=status)
    return Text(N_("{name} to play. {status}"), name=name, status=status)


def select_prompt(selection: str) -> str:
    return Text(N_("{selection}: choose where it goes (the highlighted places)."),
                selection=selection)


def told(effects, after=None, ordered: bool = True) -> list:
    """The texts that tell a move's ``effects`` (leading to ``after``), in order, without
    repeats: empty for a move whose effects say nothing (a plain step). ``ordered``: a
    person throws next in ``after``, and a sig's extra throw is asked of them ("Sig! Throw
    again"); else it is told, not ordered ("Sig! One more throw": the computer's, or a
    review's), as :data:`TOLD` tells the effects."""
    texts = [e.text for e in without_repeats(effects) if e.text and e.kind in NARRATED]
    if sig_again(after):  # the sig's words, once: the player throws again (K2)
        texts = [t for t in texts if not asks_again(t)] + [
            Text(N_("Sig! Throw again") if ordered else N_("Sig! One more throw"))]
    return texts


def narrate(session, view, effects, after=None, by_hand: bool = True) -> str:
    """The line that tells a move's ``effects`` (leading to ``after``) once it has played
    (``by_hand``: a person has the turn in ``after``)."""
    texts = told(effects, after, by_hand)
    if not texts:
        return turn_prompt(session, view, after if after is not None
                           else session.history.state, by_hand)
    return join_texts(texts)


#: What Undo says it took back and Redo what it played again, by what went with the move
#: named (:func:`undone`): none, the rest of its turn, others' moves, the computer's
#: replies, its reply.
_UNDONE = (N_("Undone."), N_("Undone: {move}."), N_("Undone: {move}, and the rest of that turn."),
           N_("Undone: {move}, and the moves after it."),
           N_("Undone: {move}, and the computers' replies."),
           N_("Undone: {move}, and the computer's reply."))
_REDONE = (N_("Redone."), N_("Redone: {move}."), N_("Redone: {move}, and the rest of that turn."),
           N_("Redone: {move}, and the moves after it."),
           N_("Redone: {move}, and the computers' replies."),
           N_("Redone: {move}, and the computer's reply."))


def undone(session, start: int, end: int, move, computer, redone: bool = False) -> Text:
    """What an undo from move ``end`` back to move ``start`` took back, for the message bar:
    ``move`` (the move list's line of move ``start``, the decision taken back), and what
    went with it. ``computer(seat)``: is ``seat`` played by the computer? ``redone``: what a
    redo from ``start`` to ``end`` played again, in the same words ("Redone: ...").

    Undo goes back to the player's own last decision, so it often takes back more than that
    move: the rest of its turn (Dra's removal after a line, D3; Khamousiyya's captures
    going on, H4) and the other seats' moves after it (the computer's reply). The bar named
    only the first, "Undone: Amina b2-a2.", and the computer's move, gone from the board
    too, went unsaid. Redo plays forward to the next decision: the same moves again."""
    words = _REDONE if redone else _UNDONE
    h = session.history
    end = min(end, len(h.moves))
    if not start < end:
        return Text(words[0])
    n = len(session.names)
    seats = [s.turn % n if s.turn is not None and s.turn >= 0 else None
             for s in h.states[start:end]]
    others = {s for s in seats[1:] if s is not None and s != seats[0]}
    if not others:
        return Text(words[2] if len(seats) > 1 else words[1], move=move)
    if not all(computer(s) for s in others):
        return Text(words[3], move=move)
    return Text(words[4] if len(others) > 1 else words[5], move=move)


#: The model's words that say "now" of what a move leaves owed, and the same told of a game
#: looked back on (a review), where nothing happens now: the one place that decides it for
#: every game's narration. The review replayed a line's step with "South now removes one of
#: North's pieces (D3)" on its bar, the words of a game being played (D3, H6).
LOOKED_BACK = {
    "{me} now removes one of {them}'s pieces (D3)": N_("{me} removes one of {them}'s pieces (D3)"),
    "{first} now removes one of {second}'s pieces beside an enclosure (H6)":
        N_("{first} removes one of {second}'s pieces beside an enclosure (H6)"),
}


#: The model's words that ask the thrower for the throw a sig earns (K2), and the same told
#: of a thrower nobody asks: the computer (a Watch, the computer's seat in a game against
#: it) or a player in a review. The sticks' tray said "Sig! 1 and throw again" under a
#: computer's throw, an order to a computer, and in a review of a game long over.
TOLD = {
    SIG_AGAIN: N_("Sig! 1 and one more throw (K2)"),
    "Sig: throw again (K2)": N_("Sig: one more throw (K2)"),
}


def asks_again(text) -> bool:
    """Does ``text`` (an effect's) say a sig's throw again, asked or told (K2)?"""
    return "throw again" in str(text).lower() or getattr(text, "msgid", None) in TOLD.values()


def told_of(effects, ordered: bool, looking_back: bool = False) -> tuple:
    """``effects`` as they are told: asked of a person to play on (``ordered``) as the model
    says them; else a sig's throw again told (:data:`TOLD`); looked back on (a review), a
    text of :data:`LOOKED_BACK` too, without its "now". The same names; every other effect
    the same object."""
    words = ({} if ordered else TOLD) | (LOOKED_BACK if looking_back else {})
    return tuple(
        replace(e, text=Text(words[e.text.msgid], **e.text.params))
        if isinstance(e.text, Text) and e.text.msgid in words else e for e in effects)


def looked_back(effects) -> tuple:
    """``effects`` as a review tells them (:func:`told_of`, nobody asked)."""
    return told_of(effects, ordered=False, looking_back=True)
