"""The next game, from the game scene: Play again (the match's next game, or the same setup
again), the in-game menu's New game and the game-over panel's Change players (the setup
screen on this game), and the question they ask first in a match with games still to play.

* :func:`play_again` starts the next game and says who places first and why (Dra D5: the
  loser; Khamousiyya H7: the winner; after a draw, the same player: :func:`match_opener`).
* :func:`new_game` and :func:`change_players` open the setup screen, which begins a new
  match: in a match still on, :func:`ask_new_match` asks first, with the score; the answer
  comes back through the scene's ``resume`` to :func:`setup_new_game` or
  :func:`setup_change_players`.

The functions take the game scene; it keeps ``play_again``, ``new_game`` and
``change_players`` (the panel's buttons and the menus call them).
"""

from __future__ import annotations

from ludic.app.scenes.common import score_line
from ludic.app.session import Session
from ludic.i18n import N_, Joined, Text, _


def play_again(scene) -> None:
    """The next game (of the match, or the same setup again). In a match the message bar
    says who places first and why (Dra D5: the loser; Khamousiyya H7: the winner; after a
    draw the same player): two people sharing the laptop saw the other start the next
    game with no word of why."""
    finished = scene.session
    scene.start_session(finished.next_game())
    first = match_opener(scene, finished)
    if first:
        scene.message, scene.message_bad = Joined([first, scene._turn_prompt()], sep=" ",
                                                  strip=""), False


def match_opener(scene, finished: Session) -> str:
    """Who places first in the game just started after ``finished``, and why, where a
    match decides it ("" outside a match)."""
    match, outcome = finished.match, finished.outcome
    if match is None or outcome is None or scene.session.match is None:
        return ""
    number = scene.session.match.games_played + 1
    name = scene.session.names[scene.session.first]
    rule = "D5" if match.next_first == "loser" else "H7"
    if outcome.winner is None:
        return Text(N_("Game {number} of the match: the last game was a draw, so {name} "
                       "places first again."), number=number, name=name)
    if match.next_first == "loser":
        return Text(N_("Game {number} of the match: {name} lost the last game and places "
                       "first ({rule})."), number=number, name=name, rule=rule)
    return Text(N_("Game {number} of the match: {name} won the last game and places first "
                   "({rule})."), number=number, name=name, rule=rule)


def new_game(scene) -> None:
    """The in-game menu's New game: the setup screen on this game, with its options,
    players, names and who played each seat as it was set up, before a teacher took a
    seat over, and who places first next (:meth:`Session.next_first
    <ludic.app.session.Session.next_first>`); this game is kept for Continue unless it
    is over.

    A game started there begins a new match: in a match with games still to play it asks
    first (:func:`ask_new_match`), as Change players does. It went straight to the setup
    screen, and its Start lost the score without a word."""
    if match_on(scene):
        ask_new_match(scene, "new_game")
        return
    setup_new_game(scene)


def change_players(scene) -> None:
    """The game-over panel's Change players: the setup screen on this game with what
    Play again would play (its options, number of players, names, who places first in
    the next game, and each seat as it is now: a person, or the computer at its
    strength), to change a strength or a player before the next game. Unlike the menu's
    New game, a seat the teacher took over stays a person's, as Play again keeps it.

    A game started there begins a new match. In a match with games still to play it
    asks first (:func:`ask_new_match`): the button went straight to the setup screen,
    and two players who only meant to look at it, or to give a seat to the computer,
    lost their score without a word."""
    if match_on(scene):
        ask_new_match(scene, "change_players")
        return
    setup_change_players(scene)


def match_on(scene) -> bool:
    """Is this game one of a match with games still to play, and a score to lose?"""
    match = scene.session.match
    return match is not None and not match.is_over and match.games_played > 0


def match_scores(scene) -> str:
    """The match's score, each player's name and points ("Amina 2  ·  Yusuf 1"), the
    game just over counted (it is recorded as its end is shown)."""
    session = scene.session
    return score_line(session.names, session.match.scores)


def ask_new_match(scene, then: str) -> None:
    """New game or Change players (``then``: which one goes on, to the setup screen, on
    the answer New match) in a match still on: the setup screen begins a new match, so
    the question says so, with the score, before it opens. Keeping the match is the
    answer Enter and Escape give (a stray key keeps the score); once this game is over,
    Next game goes on with it; in the middle of a game, the game goes on; and a click on
    a player's name hands that seat to the computer, or takes it back, within the match
    (:meth:`GameScene.ask_take_over`)."""
    scene.skip()
    if scene.session.outcome is not None:
        text = _("The match stands at {scores}. A game started from the setup screen "
                 "begins a new match, from nothing. To go on with this one, choose Next "
                 "game; to give a seat to the computer or take it back, click the "
                 "player's name.")
    else:
        text = _("The match stands at {scores}. A game started from the setup screen "
                 "begins a new match, from nothing. To go on with this one, keep the "
                 "match and play this game on; to give a seat to the computer or take it "
                 "back, click the player's name.")
    scene.app.push("confirm", ask="new_match", title=_("Start a new match?"),
                   text=text.format(scores=match_scores(scene)),
                   answers=[(_("New match"), then), (_("Keep the match"), None)],
                   default=1)


def setup_new_game(scene) -> None:
    """The setup screen of :func:`new_game`."""
    session = scene.session
    setup = session.setup
    scene.to_menu()
    scene.app.push("setup", level_id=setup.level_id, options=dict(setup.options),
                   players=session.game.num_players, names=list(session.names),
                   first=session.next_first(), computers=list(setup.computers),
                   new_match=True)


def setup_change_players(scene) -> None:
    """The setup screen on this game as Play again would play it (:func:`change_players`)."""
    session = scene.session
    scene.to_menu()
    scene.app.push("setup", level_id=session.setup.level_id,
                   options=dict(session.setup.options), players=session.game.num_players,
                   names=list(session.names), first=session.next_first(),
                   computers=list(session.computers), new_match=True)
