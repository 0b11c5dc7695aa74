"""The computer's answer to an offer to end the game by agreement (Dra D4, Sig capture C6,
Khamousiyya H5).

A person offers; the computer searches the position **for its own seat** (the same search
as its moves, :mod:`ludic.ai.search`, at its strength's node budget) and compares two values
on the evaluation's scale:

* **playing on**: the value the search finds for its seat (a piece is about 100 points in
  every game that has an agreed end; a won game is the knowledge's ``win_value``);
* **the offered end**: ``state.agreed_outcome()`` valued as the search values a finished
  game: a draw is worth ``draw_value`` (0), a win ``win_value``, a loss ``-win_value`` (Dra
  D4 scores the end by the captures, so there the offer may be a win or a loss).

It **accepts when the offered end is worth at least what playing on is worth, less**
:data:`ACCEPT_MARGIN` (half a piece): for a draw, when it is not ahead by half a piece or
more; for an end that makes it the winner, always; for an end that makes it the loser, only
when the search sees the game lost anyway. Otherwise it declines.

**Behind in pieces yet judged even, it plays on.** A side that has lost :data:`LEAD` piece
or more than it took (``Knowledge.material``) and whose search still finds the game even
(or better) neither offers nor accepts a draw, unless that search looked
:data:`SEEN_THROUGH` moves ahead. The rules leave the agreement to the players
(Khamousiyya H5, house rule: "a draw by agreement is offered"; Dra D4: "the players may
also agree to end it"). An even value a piece down means the position is worth the missing
piece: in Khamousiyya, room to move and a block in the making (a blocked side loses, H5),
which grow, and which a search that stops a dozen moves ahead does not see to the end. Only
a search :data:`SEEN_THROUGH` moves deep, which Hard's budget reaches only where nearly
every line ends or comes back (a fortress), is trusted to say that nothing more will come
of it. A side behind whose search finds the game lost accepts as before; so does a side
ahead (measured below: a side ahead that refused lost a game it could have drawn). The
rule reads ``Knowledge.material``, which Khamousiyya and Dra give; Sig capture (C6), where
it was not measured, gives none, and answers as before. In Dra an agreed draw needs equal
captures (D4), so there the rule never applies.

Part of "even a piece down" was the search's own doing: it valued a return to a position
played as a draw for either side (H5), so a side behind whose lines could come back found
the game even. A return is now worth the pieces as they stand to a side behind
(:meth:`ludic.ai.knowledge.khamousiyya.KhamousiyyaKnowledge.repetition_value`): in game 2
below (move 83, the fortress) Hard, two pieces down, now values the game at -170 (it found
0) and takes the draw without the rule; the rule stays for what the search still calls even
a piece down (room to move, a block in the making).

The search may start at a chance node (the offer is made before the sticks are thrown):
the root is then valued as the mean over the throws, like any chance node in the tree.
Deterministic like every search here: the node budget, not the clock, ends it.

A game that goes nowhere
------------------------
A side a few pieces down whose pieces stand where none can be taken, and which always has a
step (a fortress), cannot be beaten, and cannot win: the game goes nowhere. Only the turn
limit ends it (H5, house rule: "automatic play stops at a turn limit ... and scores it as a
draw"; 1000 turns in the 5x5 level), hundreds of moves on a projector, unless the players
agree (H5, house rule: "a draw by agreement is offered"). Players offer it when nothing has
happened for a long while; so does the computer. The game **goes nowhere** (:func:`stuck`)
where the position has come back (it is one of the game's positions since the last capture
or placement), or where the game has been through :data:`STALLED` different positions
since it (:func:`stalled`; moves that step to and fro count once, so these are positions
*tried*: twice the turns Dra's quiet limit allows without a capture, D4). There:

* **the offer** (:class:`DrawOffers`: a position's third return, and every
  :data:`STALLED` positions): the computer to move offers whenever it would accept
  (:attr:`OfferAnswer.offers`): the side behind (its search values the game at the pieces
  it is down, a draw is worth more), or level; not a side ahead that can still take or
  block. Before, it offered only when it judged the game even, which a side a few pieces
  down never does: neither side offered, and a game went on until someone erred or the
  turn limit (game 11 below: 404 moves without a capture);
* **the answer** is searched by Hard whatever the seat's strength, on the position alone
  (``seen`` left out): whether a lead can still become a win is a question of many moves,
  which Medium's four moves cannot answer (a person of any strength answers it by many
  moves of trying), and a search that valued the positions played as draws (H5, a return)
  found a win two moves away worth nothing: the lines to it went through a position played;
* **a side ahead in pieces** accepts a draw unless that search finds more than the pieces it
  has: a capture or a block to come (``play_on`` at least :data:`PIECE` times its lead plus
  :data:`ACCEPT_MARGIN`), or a win (never a draw where it sees one). A side behind or level
  answers as everywhere (``ACCEPT_MARGIN``, ``LEAD``).

Measured (25 November 2026, ``python tools/game_lengths.py``, seed 18, node budgets only,
seats alternating; before the change, then each game replayed or judged on its positions
by the new rule, a game being the same move for move up to its first agreed offer):

* **Khamousiyya 5x5, Hard - Medium**, 20 games. Before: Hard won 19 and lost 1, no draw;
  length mean 125.2 moves, median 43, max 943; endings 16 blocked, 4 all captured. Three
  games were long, all with a long stretch without a capture: game 1 (Hard, two pieces
  down, blocked Medium at move 511 after 168 moves without a capture), game 7 (Hard, two
  down, took every piece at move 363 after 106) and game 11 (Hard, three down, blocked by
  Medium at move 943 after 404 moves without one). The 17 others had no stretch of more
  than 11 moves without a capture and no position three times. With the rule: the 17 are
  the same move for move (replayed: mean 40.4 moves, median 34, max 72, as before); games 1 and 7 too (no position came back a third time, no
  stretch reached 200 positions); game 11 is agreed at move 471 (200 positions without a
  capture: Hard, three down, offers, Medium accepts, Hard's search finding nothing more than
  its three pieces). Hard won 19, drew 1 (agreed), lost 0; length mean 101.6, median 43,
  max 511; endings 15 blocked, 4 all captured, 1 agreed. The count :data:`STALLED` came
  from games 1 and 7: at 40 positions both were agreed (moves 84 and 104, each side offering
  and the other accepting once), at 100 both again, at 150 game 1 (move 468), at 200
  neither: Medium, with its noise, loses pieces late in a long quiet game, which the
  search a dozen moves deep cannot foresee, and two of Hard's wins came of it.
* **Khamousiyya 5x5, Hard - Hard**: Hard has no noise, so every game of the match is the
  same game: South blocks North at move 89, the longest stretch without
  a capture 30 moves, no position three times: the same with the rule.
* **Dra, Hard - Medium**, 4 games: Hard won all 4 (2 blocked, 2 down to two pieces), 47-56
  moves (mean 52), never more than 4 moves without a capture: no offer is possible (a
  third return needs 8), the same with the rule; D4's quiet limit ends Dra's long games by
  the captures anyway. **Dra, Hard - Hard** (one game: Hard has no noise): a draw by D4's
  quiet limit at move 124 (100 moves without a capture, the captures equal), no position
  three times: the same with the rule (200 positions never come before the limit's 100).
* **Khamousiyya 7x7**: not measured this time (a game takes up to half an hour of the busy
  machine); the rule was chosen so that no game of the 5x5 bench that Hard won changed.

The computer's own offer
------------------------
Where the same position comes back (pieces stepping to and fro, Dra and Khamousiyya), the
computer to move offers a draw itself: :class:`DrawOffers` says when it thinks of one (the
position there the :data:`OFFER_AT`-th time, a draw on offer by the rules, once per
position and game), and :attr:`OfferAnswer.even` whether it offers (its search judges the
game even); the other player answers (a computer by :func:`answer_offer`). The app
(:class:`ludic.app.seats.Computer`, whose searches run in a worker, so step by step) and the
benchmark (:func:`computer_offers`, in one go) both decide so, by these same functions.

Measured (25 November 2026; Hard against Medium, ``python -m ludic.ai.bench --matches
hard-medium --seed 18 -n 40``, seats alternating, node budgets only). Each game was played
once to its end without the offer, noting where the offer was made and accepted: the
offer's search is apart from the move's, so up to that point the game is the one the bench
plays now, which ends there.

* **Khamousiyya 5x5**, 40 games: 2 offers made, both accepted. Game 1 ended agreed at move
  83; without the offer it was still undecided 150 moves later (turn 218 of the turn limit's
  1000) and was not played further. In game 13 the offer came at move 34, and both
  searches judged the game even; without the offer Hard, as North, blocked South at move 66.
  So Hard won 37, drew 2 (agreed) and lost 1, against 38 wins and 1 loss with one game still
  going before. The loss was the same game both times, with no offer in it. Mean length 67.5
  moves (median 42); before, 67.9 over the 39 games that ended (72 or more with game 1).
* **Dra**, 40 games: no position came back three times, so no offer was made. Hard won all
  40, in 55 moves a game on average, as before.

The side behind that plays on (the same bench later that day, the games counted from 1:
games 1 and 13 above are 2 and 14 here). An offer decided otherwise changes nothing before
it (the offer's searches are apart from the moves'), so a game without an offer is the same
move for move under any rule. The bench was run before and with the rule tried first (the
side *ahead* neither offers nor accepts); the games with an offer were then replayed, each
offer judged by the old rule and the new, and the answers' depths and leads noted, which
is what decided this rule (``LEAD``, ``SEEN_THROUGH``):

* **Khamousiyya 5x5**, 40 games: before, Hard won 37, drew 2 (both agreed) and lost 1, 68
  moves a game. The two agreed games were the only ones with an offer, and in both the side
  ahead was Medium and Hard was behind, its search calling the game even. Game 14, move 34:
  Medium a piece up offered, Hard (13 moves deep) accepted; playing on, Hard blocked South
  at move 66 (H5). Game 2, move 83: Medium two pieces up offered, Hard accepted on a search
  64 moves deep (the game was a fortress); playing on, nothing was taken and the turn limit
  ended it, a draw, at move 1015. With this rule Hard declines in game 14 (it is a piece
  down, even, 13 and 17 moves deep) and accepts in game 2 (64 moves deep): Hard won 38,
  drew 1 (agreed at move 83) and lost 1, game 14 32 moves longer. The rule tried first
  (the side ahead neither offers nor accepts) gave the same 38 wins, but made game 2 a
  draw 932 moves longer, and the side it held back, Medium, lost game 14 instead of drawing
  it: no figure supports it, so it is not kept (its whole bench: 38-1-1, the draw at the
  turn limit, 92 moves a game against 68; Hard, behind, offered 12 draws, none accepted).
* **Khamousiyya 7x7** (the same seed, played as the bench plays them, 12 games planned): 8
  finished (games 1-5 and 7-9), with no offer in any: Hard won 7 (five by a block at moves
  49-51 as South, two by taking every piece at moves 309 and 1400 as North) and lost game 4
  (Medium blocked it at move 92), the same under both rules. Games 6 and 10 (Hard as North)
  were still going after 23 and 14 minutes of the busy machine and were stopped.
* **Dra**: 9 games (of the 40 planned, stopped for time; each took about 90 s on the busy
  machine): no offer, Hard won all 9, as before. A Dra draw needs equal captures (D4), so
  the rule cannot apply there.

Two games decided the rule: few, and the computer it changes is Hard behind in pieces,
which the benchmark meets only against Medium. The 38 other Khamousiyya 5x5 games had no
offer and are the same move for move (the bench of the rule tried first gave each the same
result).
"""

from __future__ import annotations

from dataclasses import dataclass

from ludic.ai.knowledge import knowledge_for
from ludic.ai.search import WIN, WIN_SEEN, OutOfBudget, Search
from ludic.ai.strengths import STRENGTHS
from ludic.ai.strengths import strength as strength_settings

#: Points (the evaluation's scale, a piece is 100): the computer accepts an offered end
#: worth at least its search's value of playing on, less this. Half a piece: a draw is
#: accepted when the computer is not ahead by half a piece or more.
ACCEPT_MARGIN = 50.0

#: Points: a piece, on the evaluation's scale of every game with an agreed end.
PIECE = 100.0

#: The computer thinks of offering a draw when the position comes back this many times.
OFFER_AT = 3

#: Pieces (``Knowledge.material``): a side behind by this many or more whose search judges
#: the game even neither offers nor accepts a draw, unless its search looked
#: :data:`SEEN_THROUGH` moves ahead.
LEAD = 1

#: Positions: a game that has been through this many different positions since the last
#: capture or placement (``Knowledge.irreversible``; the positions the search is given,
#: :func:`ludic.ai.positions_seen`) is **stalled**: the computer to move thinks of offering
#: a draw there (:class:`DrawOffers`, again after as many more). Different positions, not
#: moves: pieces stepping to and fro count once (a position come back is :func:`stuck` by
#: itself). Measured (module docstring): at 40, 100 or 150 it agreed draws in two games
#: Hard won from two pieces down after 106 and 168 moves without a capture; at 200, none.
STALLED = 200

#: Moves: a search that completed an iteration this deep saw (nearly) every line end or come
#: back (Hard's budget of 80,000 positions reaches it only then); its "even" is trusted even
#: where its side is behind in pieces.
SEEN_THROUGH = 32


@dataclass(frozen=True)
class OfferAnswer:
    """``accept``: the computer's answer; ``play_on``: its search's value of going on for
    its seat; ``offered``: the value of the end offered; ``depth``: the search's depth;
    ``lead``: the pieces its seat is ahead by (``Knowledge.material``, negative behind),
    counted only where the end offered is a draw (0 otherwise); ``stuck``: the end
    offered is a draw and the game goes nowhere (:func:`stuck`: the position has come
    back, or :data:`STALLED` positions without a capture), so ``play_on`` is Hard's value
    whatever the strength asked (module docstring, "A game that goes nowhere")."""

    accept: bool
    play_on: float
    offered: float
    depth: int
    lead: int = 0
    stuck: bool = False

    @property
    def plays_on(self) -> bool:
        """The seat is :data:`LEAD` piece or more behind, its search finds the game even or
        better, and that search did not look :data:`SEEN_THROUGH` moves deep: it will not
        agree a draw (module docstring)."""
        return self.lead <= -LEAD and self.depth < SEEN_THROUGH and \
            self.play_on >= self.offered - ACCEPT_MARGIN

    @property
    def even(self) -> bool:
        """The end offered is worth what playing on is, within :data:`ACCEPT_MARGIN`: the
        computer judges the game even. Asked for its own seat on its own turn, this is
        when the computer offers a draw itself (the position come back three times,
        :class:`DrawOffers`, :func:`computer_offers`): not when ahead, not when behind either
        (a side behind plays on, and may be content to repeat), nor when behind in pieces
        (:attr:`plays_on`)."""
        return abs(self.play_on - self.offered) <= ACCEPT_MARGIN and not self.plays_on

    @property
    def offers(self) -> bool:
        """Asked for its own seat on its own turn where :class:`DrawOffers` says an offer is
        due (the game goes nowhere, :func:`stuck`), does the computer offer a draw? Whenever
        it would accept one (:attr:`accept`): the side that cannot win, behind or level,
        offers (H5: "a draw by agreement is offered"), the side ahead only where Hard's
        search finds nothing more than the pieces it has. (Before, only a computer that
        judged the game even, :attr:`even`, offered: a side pieces down never did.)"""
        return self.accept


def outcome_value(knowledge, outcome, seat: int) -> float:
    """What a finished game is worth to ``seat`` on the knowledge's scale (as the search
    values a won, lost or drawn end)."""
    if outcome.winner is None:
        return knowledge.draw_value(outcome, seat)
    win = knowledge.win_value
    return win if outcome.winner == seat else -win


def position_value(state, seat: int, strength: str = "hard", seen=()) -> tuple[float, int]:
    """The search's value of ``state`` for ``seat`` (any node: a decision of either player
    or a throw), deepening while the strength's node budget lasts. Returns (value, depth of
    the last complete iteration). ``seen``: the game's earlier positions
    (:func:`ludic.ai.positions_seen`), valued as repetitions where a line comes back."""
    settings = strength_settings(strength)
    knowledge = knowledge_for(state.game)
    tuned = knowledge.strength_overrides.get(strength)
    max_depth = (tuned or {}).get("max_depth", settings.max_depth)
    nodes = max(200, int(settings.nodes * knowledge.node_scale))
    search = Search(knowledge, seat, nodes, seen=seen)
    value, depth = knowledge.evaluate(state, seat), 0
    for d in range(1, max_depth + 1):
        try:
            value = search.value(state, d, -WIN * 2, WIN * 2, 0)
        except OutOfBudget:
            break
        depth = d
        if knowledge.win_value >= WIN and abs(value) >= WIN - 10_000:
            break
    return value, depth


def stalled(seen) -> bool:
    """Has the game been through :data:`STALLED` different positions since its last capture
    or placement? ``seen``: those positions (:func:`ludic.ai.positions_seen`)."""
    return len(seen) >= STALLED


def stuck(state, seen) -> bool:
    """Does the game go nowhere at ``state``: the position has come back (it is one of
    ``seen``, the game's positions since its last capture or placement), or the game is
    :func:`stalled`?"""
    if stalled(seen):
        return True
    key = knowledge_for(state.game).repetition_key(state)
    return key is not None and key in set(seen)


def answer_offer(state, seat: int, strength: str = "hard", seen=()) -> OfferAnswer:
    """Does the computer at ``seat`` accept ending the game now by agreement? See the
    module docstring. ``ValueError`` where the rules offer no agreed end (or it is over).
    ``seen``: as :func:`position_value`. Where the game goes nowhere (:func:`stuck`), a
    draw is judged by Hard's search whatever ``strength`` (module docstring, "A game that
    goes nowhere")."""
    outcome = state.agreed_outcome()
    if outcome is None:
        raise ValueError("the rules offer no end by agreement here")
    knowledge = knowledge_for(state.game)
    still = outcome.winner is None and stuck(state, seen)
    if still:  # Hard's search, on the position alone (module docstring)
        if STRENGTHS.index(strength) < STRENGTHS.index("hard"):
            strength = "hard"
        seen = ()
    play_on, depth = position_value(state, seat, strength, seen)
    offered = outcome_value(knowledge, outcome, seat)
    lead = knowledge.material(state, seat) if outcome.winner is None else 0
    accept = offered >= play_on - ACCEPT_MARGIN
    if still and lead > 0 and play_on < WIN_SEEN:
        # ahead in pieces where the game goes nowhere: a draw unless the search finds more
        # than the pieces it has, a capture or a block (module docstring)
        accept = play_on < PIECE * lead + ACCEPT_MARGIN
    answer = OfferAnswer(accept, play_on, offered, depth, lead, still)
    if answer.plays_on:
        return OfferAnswer(False, play_on, offered, depth, lead, still)
    return answer


class DrawOffers:
    """When the computer to move thinks of offering a draw, in one game (the app keeps one
    per game scene, the benchmark one per game played): see :meth:`due`."""

    def __init__(self) -> None:
        self._considered: set = set()  # positions where an offer was thought of already

    def due(self, state, past) -> bool:
        """Should the computer to move in ``state`` think of offering a draw now? Yes when
        the rules end the game here as a draw by agreement (Khamousiyya H5; Dra D4 with
        equal captures) and :func:`offer_reason` gives a reason, once per reason: the
        position come back for the :data:`OFFER_AT`-th time, once per position and game
        (an offer refused is not made again at every return); the game stalled, once per
        :data:`STALLED` positions since the last capture or placement (at 200, 400 ...).
        ``past``: the game's positions before ``state``. The first True for a reason is
        the only one."""
        reason = offer_reason(state, past)
        if reason is None or reason in self._considered:
            return False
        self._considered.add(reason)
        return True


#: :func:`offer_reason`'s kinds: the position has come back :data:`OFFER_AT` times; the game
#: is :func:`stalled`.
REPEATED, STALLS = "repeated", "stalled"


def offer_reason(state, past):
    """Why the computer to move in ``state`` would think of offering a draw, or None: the
    rules must end the game here as a draw by agreement (Khamousiyya H5; Dra D4 with equal
    captures), and then ``(REPEATED, position)`` where the position has come back for the
    :data:`OFFER_AT`-th time (``past``: the game's positions before ``state``, as
    :func:`ludic.ai.times_seen` counts them), else ``(STALLS, first position, n)`` where
    the game has been through ``n`` times :data:`STALLED` different positions since its
    last capture or placement (the first of them names the stretch). The app's bar says
    which (:func:`ludic.app.scenes.game.offer.computer_offers`)."""
    agreed = state.agreed_outcome()
    if agreed is None or agreed.winner is not None:
        return None
    from ludic.ai import positions_seen, times_seen

    key, count = times_seen(state, past)
    if key is None:
        return None
    if count + 1 >= OFFER_AT:
        return REPEATED, key
    seen = positions_seen(past, state)
    if not stalled(seen):
        return None
    knowledge = knowledge_for(state.game)
    first = state
    for before in reversed(past):
        if knowledge.irreversible(before, first):
            break
        first = before
    return STALLS, knowledge.repetition_key(first), len(seen) // STALLED


def computer_offers(state, strength: str, past, offers: DrawOffers, seen=()) -> bool:
    """Does the computer at ``strength``, to move in ``state``, offer a draw now? When
    ``offers`` says it is due (:meth:`DrawOffers.due`) and its own search says so
    (:func:`answer_offer` for its seat, :attr:`OfferAnswer.offers`: the game even, or
    stalled and not its to win). ``past``: the
    game's positions before ``state``; ``seen``: the same as the search knows them
    (:func:`ludic.ai.positions_seen`). The app takes the same two steps, the search in its
    worker (:meth:`ludic.app.seats.Computer.decide`)."""
    if not offers.due(state, past):
        return False
    return answer_offer(state, state.current_player, strength, seen).offers
