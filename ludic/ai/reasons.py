"""The hint's reason: one line a learner understands, built from what the move does.

:func:`explain` plays the move with ``state.apply`` and reads its effects (captures, a line,
a removal, freed pieces, the end of the game, whether the same player goes on). A **quiet
move** (nothing taken) is explained by what the search's evaluation weighs, measured after
this move and after each other legal move (the game's :mod:`ludic.ai.knowledge`):

* the opponent's captures one move away (``Knowledge.threats``): fewer than before ("stops
  a capture", Dra: "blocks a line"), or none where another move would have left some ("keeps
  your pieces safe from capture"; Isolo: "leaves the opponent no capture");
* Isolo: the most counters the opponent's next sowing can take, the least of all the moves
  that capture nothing while another gives up more ("limits the opponent's next capture:
  sowing M instead would let them capture 21 counters");
* one's own captures one move away: more than before ("prepares a capture", Dra: "prepares
  a line for your next turn");
* Sig capture: the chance that the opponent's next throw lands on one's pieces
  (``SigCaptureKnowledge.reach``): the moved piece taken out of reach ("moves a piece out of
  reach of the opponent's next throw"), the lowest of all moves, or a piece brought within
  reach of an enemy one while safe ("threatens a capture on your next throw");
* room to move (``Knowledge.mobility``; a blocked side loses in Khamousiyya and ends Dra):
  the most of all moves for oneself, or the least for the opponent;
* Dra, failing those: a hole where a piece would stand in a line of three, the opponent's
  filled ("fills the gap two of the opponent's pieces need for a line of three") or one of
  one's own made ("lines up two of your pieces, ready for a line of three later");
* Isolo: the most holes left to sow from (running out of them loses, I8).
* Dra placement (D2: no line and no capture yet): what it readies for the movement phase, a
  step into a line for oneself or one taken from the opponent, a gap of the opponent's
  filled, two pieces lined up, room to move (see :func:`_quiet_dra_place`).
* Khamousiyya placement (H2: nothing taken until the pieces move): a hole beside the centre
  sealed, spoiled or kept from being sealed (the block of H5 the evaluation weighs most), the
  first piece beside the centre, the capture the movement phase's first step into the centre
  will make (the first player's sandwich completed: "readies a capture for when the pieces
  move: the first step, from C2 into the centre, will take the piece on C4"; the second
  player's piece kept from it), holes left for a sandwich (see :func:`_quiet_kham_place`).
  Measured (25 November 2026, the hinted move of Hard in seeded placement positions, random
  games stopped at a random placement): 5x5, 29 of 150 hints said only "the best move
  found" before the first step was told, 22 after (seeds 1-5); 7x7, 7 of 60 both times
  (seeds 1-2; 4 hints that spoke of a hole left for a sandwich, filled before the pieces
  move, now tell the first step's capture instead). The rest keep the generic reason: 3 of
  the 7x7 ones are the second piece of the game on an empty board; of the 5x5 ones looked
  at (seeds 1-2), two put a piece of the second player where the first step will take it,
  a choice made for what follows that step, further than one placement ahead can tell.
  Dra placement: 1 of 60 (seeds 1-2; its reasons above), nothing added.
* Khamousiyya movement, failing those (an endgame where one side hunts the other's last
  pieces, most often): the opponent's moves after which the mover can capture (H4), counted
  one by one: every one ("whatever the opponent plays, you can capture next move"), or at
  least half of them ("leaves the opponent only 1 safe move of 4: every other one lets you
  capture"); see :func:`_kham_safe_replies`.
  Measured on 110 seeded random positions (``ludic.ai.bench.sample_positions``, seeds 1-3):
  14 hints said only "the best move found", 7 of them steps; this names 2 of those 7 ("1
  safe move of 4", "whatever the opponent plays"). The other 5 keep the generic reason, the
  honest one: nothing one move ahead singles them out (in the one hunt among them, Hard
  playing both sides on from it saw no capture in 14 moves).
* Dra movement, failing those (the first step after careful placements, most often: the
  board nearly full, no line to make or block): every move valued by a search four moves
  deep (:func:`_dra_ahead`): no move stops the opponent's line and this one limits what it
  costs ("no move stops the opponent's line (d4-d5): this one limits what it costs you",
  half a piece better than any other), or every move comes to the same within a fifth of a
  piece ("this one is as good as any"). Measured (25 November 2026), the first step after
  Medium's placements (its first two at random): 2 of 50 hints said only "the best move
  found" before (seeds 1-2; a line that could not be stopped, a locked board), none after;
  seeded positions of every phase (``ludic.ai.bench.sample_positions``, 30 each of seeds
  1-2): 1 of 60 before (a step, five pieces down, every move alike), none after; 30 quiet
  first steps after random placements (seed 1): none before, every one a line to make or
  block.

A Dra removal (D3) says what the piece did: it threatened a line, blocked one of the mover's,
was one of two lined up (see :func:`_dra_removal`).

A move the search (``result``, its :class:`~ludic.ai.search.SearchResult`) found to **win by
force** says so, with how many moves (both players', the hinted one counted) the win takes at
most whatever the opponent does; where every move loses against the best replies, the hint
says this one holds out longest. The search values a won game ``WIN - ply`` (``ply``: the
moves from here to the end, :meth:`ludic.ai.search.Search.terminal`), so a value at least
``WIN_SEEN`` is a win it saw to the end, not a guess. Only where the game's ``win_value`` is
that huge: in Sig capture the search averages over the throws (expectimax), a win is worth
1000 and a value is an expectation, never a certainty, so nothing is said there. A forced
loss is told only from a complete iteration (a cut one has not looked at every move). A move
that ends the game itself keeps its own reason ("makes a line and wins the game"), and so
does one after which the same player wins with the next move (Dra's line whose removal wins:
"makes a line and removes a piece"; the next hint says "wins the game").

A move with no alternative says so, and why where the rules say ("the only move: a sig moves
one piece one step, then you throw again", Sig capture C4; a pass, Dra D2 and Khamousiyya
H5's jeu bouché).
Only where none of these singles the move out does it fall back on "the best move found".
Every reason is a :class:`ludic.i18n.Text` with named placeholders, so the app shows it
translated with ``tr``::

    captures 6 counters                       (Isolo)
    makes a line and removes a piece          (Dra)
    captures 2 pieces and goes on             (Khamousiyya)
    captures the last piece and wins          (Sig capture)
    captures 2 pieces and leaves the opponent no move: you win   (Khamousiyya H5)
    stops a capture the opponent was threatening
    moves a piece out of reach of the opponent's next throw   (Sig capture)
"""

from __future__ import annotations

from ludic.ai.knowledge import knowledge_for
from ludic.ai.search import WIN, WIN_SEEN
from ludic.i18n import N_, NP_, Text
from ludic.model.protocol import EffectKind, Termination

# Reasons, whole sentences for the translators (no concatenation). A reason that counts is
# a plural message (NP_: its form agrees with the number, in Arabic 2, 3-10 and 11+ differ);
# one capture keeps a sentence of its own ("captures a piece", not "captures 1 piece").
WINS = N_("wins the game")
CAPTURE_WINS_ONE = N_("captures the last piece and wins")
CAPTURE_WINS = NP_("captures the last {count} piece and wins",
                   "captures the last {count} pieces and wins", "count")
# A capture that wins because the opponent is then left without a move (Khamousiyya H5,
# Isolo I8), not because nothing is left to capture.
CAPTURE_BLOCKS_WIN = NP_("captures {count} piece and leaves the opponent no move: you win",
                         "captures {count} pieces and leaves the opponent no move: you win",
                         "count")
CAPTURE_COUNTERS_BLOCKS_WIN = NP_(
    "captures {count} counter and leaves the opponent no move: you win",
    "captures {count} counters and leaves the opponent no move: you win", "count")
LINE = N_("makes a line and removes a piece")
LINE_WINS = N_("makes a line and wins the game")
CAPTURES_ONE = N_("captures a piece")
CAPTURES = NP_("captures {count} piece", "captures {count} pieces", "count")
CAPTURES_ONE_GOES_ON = N_("captures a piece and goes on")
CAPTURES_GOES_ON = NP_("captures {count} piece and goes on",
                       "captures {count} pieces and goes on", "count")
CAPTURES_COUNTERS = NP_("captures {count} counter", "captures {count} counters", "count")
CAPTURES_THROWS_AGAIN = N_("captures a piece and throws again")
REMOVES_THREAT = N_("removes a piece that threatened to make a line")
REMOVES = N_("removes a piece of the opponent")
REMOVES_BLOCKER = N_("removes a piece that blocked a line of yours")
REMOVES_PAIR = N_("removes a piece the opponent was lining up for a line of three")
FREES_ALL = N_("frees all the waiting pieces at once")
FREES = N_("frees a piece")
STOPS_THREAT = N_("stops a capture the opponent was threatening")
PREPARES = N_("prepares a capture")
LEAVES_NO_CAPTURE = N_("leaves the opponent no capture")
STOP_CHAIN = N_("stops capturing: going on would cost more than it gains")
HAJEB = N_("declares H’ajeb: the pieces shut in are safe")
YEZZI = N_("says yezzi: the series stops before it costs more pieces")
CONTINUE = N_("lets the series go on: it costs little")
SETTLEMENT = N_("removes the piece that does most harm")
# Khamousiyya placement (H2): no capture until the pieces move, and the board fills.
K_SEALS = N_("seals a hole beside the centre: stepping from it into the centre may leave the "
             "opponent no move (H5)")
K_UNSEALS = N_("spoils the seal beside the centre: the step from it into the centre would now "
               "take this piece and open a hole (H4)")
K_FIRST = N_("your first piece must go beside the centre (H2)")
K_BUILDS_SEAL = N_("builds a seal beside the centre: a hole there ringed by your pieces can "
                   "leave the opponent no move (H5)")
K_BLOCKS_SEAL = N_("stops a seal beside the centre: a hole there ringed by the opponent's "
                   "pieces could leave you no move (H5)")
# The first step of the movement phase goes into the centre (H2) and takes the second
# player's piece beside the centre with a first player's piece beyond it (H4).
K_CENTRE_READIES = N_("readies a capture for when the pieces move: the first step, from {src} "
                      "into the centre, will take the piece on {piece} (H2, H4)")
K_CENTRE_GUARDS = N_("keeps your piece on {piece} from being taken by the opponent's first "
                     "step into the centre (H2, H4)")
K_PLACE_BLOCKS = N_("fills a hole where an opponent's piece could sandwich one of yours")
K_PLACE_PREPARES = N_("leaves a hole where your piece could sandwich one of the opponent's")
K_PLACE_SAFE = N_("leaves the opponent no hole where one of your pieces could be sandwiched")
# Dra placement (D2): nothing can be captured yet, and no line made; a placement readies
# lines (D3) for the movement phase, or spoils the opponent's.
PLACE_BLOCKS_STEP = N_("takes the hole where the opponent could step to make a line once "
                       "the pieces move")
PLACE_PREPARES_STEP = N_("prepares a line of three for when the pieces move")
PLACE_FILLS_GAP = N_("fills the gap two of the opponent's pieces need for a line of three")
PLACE_PAIR = N_("lines up two of your pieces, ready for a line of three later")
PLACE_ROOM = N_("gives your pieces the most room to move when placing ends")
PLACE_HEMS_IN = N_("leaves the opponent's pieces the least room to move when placing ends")
# A move with no alternative.
ONLY = N_("the only legal move")
ONLY_SIG = N_("the only move: a sig moves one piece one step, then you throw again")
ONLY_COUNT = NP_("the only move: no other piece can move {count} step",
                 "the only move: no other piece can move {count} steps", "count")
ONLY_PASS = N_("no hole is left where you may place: you pass")
BLOCKED_PASS = N_("none of your pieces can move: you pass, and the opponent must open a way "
                  "for them (H5)")
# Dra movement, where nothing one move ahead singles the step out: a short search of every
# move (see _dra_ahead).
D_LIMITS = N_("no move stops the opponent's line ({step}): this one limits what it costs you")
D_EVEN = NP_("every move comes to about the same here, looking {depth} move ahead: this one "
             "is as good as any",
             "every move comes to about the same here, looking {depth} moves ahead: this one "
             "is as good as any", "depth")
BEST = NP_("the best move found, looking {depth} move ahead",
           "the best move found, looking {depth} moves ahead", "depth")
# Quiet moves (see the module docstring).
BLOCKS_LINE = N_("blocks a line the opponent could make next turn")
PREPARES_LINE = N_("prepares a line for your next turn")
SAFE = N_("keeps your pieces safe from capture")
LIMITS_CAPTURE = NP_("limits the opponent's next capture: sowing {hole} instead would let "
                     "them capture {count} counter",
                     "limits the opponent's next capture: sowing {hole} instead would let "
                     "them capture {count} counters", "count")
PLAYABLE_HOLES = N_("keeps the most holes you can sow from")
ROOM = N_("gives your pieces more room to move")
HEMS_IN = N_("leaves the opponent's pieces less room to move")
# Khamousiyya movement: the opponent's replies after which the mover can capture (H4).
K_NO_SAFE_REPLY = N_("whatever the opponent plays, you can capture next move")
K_FEW_SAFE_REPLIES = NP_("leaves the opponent only {count} safe move of {total}: every "
                         "other one lets you capture",
                         "leaves the opponent only {count} safe moves of {total}: every "
                         "other one lets you capture", "count")
OUT_OF_REACH = N_("moves a piece out of reach of the opponent's next throw")
KEEPS_OUT_OF_REACH = N_("keeps your pieces out of reach of the opponent's next throw")
THREATENS_NEXT = N_("threatens a capture on your next throw")
# What the search saw to the end (see the module docstring).
FORCED_WIN = NP_("a sure win: whatever the opponent does, you win within {count} move, "
                 "counting the opponent's",
                 "a sure win: whatever the opponent does, you win within {count} moves, "
                 "counting the opponent's", "count")
FORCED_LOSS = NP_("every move loses if the opponent plays well; none holds out longer than "
                  "this one: {count} move, counting the opponent's",
                  "every move loses if the opponent plays well; none holds out longer than "
                  "this one: {count} moves, counting the opponent's", "count")


def explain(state, move, result=None) -> Text:
    """Why ``move`` is good in ``state``: a :class:`Text` (see the module docstring)."""
    mover = state.current_player
    new, effects = state.apply(move)
    captured = sum(max(e.count, 1) for e in effects if e.kind == EffectKind.CAPTURE)
    kinds = {e.kind for e in effects}
    outcome = new.outcome()
    wins = outcome is not None and outcome.winner == mover
    counters = state.game.key == "isolo"
    word = str(move)
    if outcome is None and not (new.current_player == mover and result is not None
                                and result.value == _WIN_NEXT):
        # (a win on one's own next move, Dra's removal after a line, a going-on capture:
        # the move's own reason says more, and the next hint tells the win)
        forced = _forced(state, move, result)
        if forced is not None:
            return forced
    if EffectKind.LINE in kinds:
        return Text(LINE_WINS if wins else LINE)
    if captured:
        if wins and outcome.termination is not Termination.CAPTURED_ALL:
            # the opponent keeps pieces (or counters) but cannot move: saying "the last
            # piece" would be false (a 5x5 hint said it with nine pieces left)
            return Text(CAPTURE_COUNTERS_BLOCKS_WIN if counters else CAPTURE_BLOCKS_WIN,
                        count=captured)
        if counters:
            return Text(CAPTURES_COUNTERS, count=captured)
        if wins:
            return Text(CAPTURE_WINS_ONE) if captured == 1 else Text(CAPTURE_WINS,
                                                                     count=captured)
        if new.outcome() is None and new.current_player == mover:
            if EffectKind.EXTRA_THROW in kinds:
                return Text(CAPTURES_THROWS_AGAIN)
            return Text(CAPTURES_ONE_GOES_ON) if captured == 1 else Text(CAPTURES_GOES_ON,
                                                                          count=captured)
        return Text(CAPTURES_ONE) if captured == 1 else Text(CAPTURES, count=captured)
    if wins:
        return Text(WINS)
    if word == "free":
        return Text(FREES_ALL)
    if word == "stop":
        return Text(STOP_CHAIN)
    if word == "hajeb":
        return Text(HAJEB)
    if word == "yezzi":
        return Text(YEZZI)
    if word == "continue":
        return Text(CONTINUE)
    knowledge = knowledge_for(state.game)
    other = 1 - mover if state.game.num_players == 2 else None
    if EffectKind.REMOVE in kinds:
        if state.game.key == "dra" and other is not None:
            return _dra_removal(state, move, new, knowledge, mover, other)
        return Text(SETTLEMENT)
    if EffectKind.FREE in kinds:
        return Text(FREES)
    if len(state.legal_moves()) == 1:
        return _only(state, word)
    if other is not None:
        reason = _quiet(state, move, new, knowledge, mover, other, kinds)
        if reason is not None:
            return reason
    depth = max(1, result.depth) if result is not None else 1
    return Text(BEST, depth=depth)


#: The search's value of a win two moves from here (:meth:`ludic.ai.search.Search.terminal`).
_WIN_NEXT = WIN - 2


def _forced(state, move, result) -> Text | None:
    """A win (or loss) the search saw to the end, where it is certain (see the module
    docstring), or None."""
    if result is None or result.move != move or knowledge_for(state.game).win_value < WIN:
        return None
    if result.value >= WIN_SEEN:
        return Text(FORCED_WIN, count=round(WIN - result.value))
    if result.value <= -WIN_SEEN and result.complete:
        return Text(FORCED_LOSS, count=round(WIN + result.value))
    return None


def _only(state, word: str) -> Text:
    """The reason of a move with no alternative: what leaves it alone, where the rules say."""
    key = state.game.key
    if word == "pass":
        if key == "dra":  # D2 (house rule): no legal placement, the other still places
            return Text(ONLY_PASS)
        return Text(BLOCKED_PASS)  # Khamousiyya H5, jeu bouché: blocked, the other opens
    if key == "sig_capture":
        if state.sig and state.count == 1:  # C4: a sig moves one piece one step, then K2
            return Text(ONLY_SIG)
        return Text(ONLY_COUNT, count=state.count)  # C4: one piece moves the whole count
    return Text(ONLY)


def _dra_removal(state, move, new, knowledge, mover: int, other: int) -> Text:
    """Dra, the removal a line earns (D3: any piece of the opponent), from the strongest
    reason: the piece could step into a line of its own next turn; it stood on the hole one of
    the mover's pieces needs to step into a line (a removal only empties a hole, so that is
    the only way the mover's line steps grow); it was one of two lined up with the third
    hole empty; the mover's pieces get the most room to move of all removals."""
    if knowledge.threats(new, other) < knowledge.threats(state, other):
        return Text(REMOVES_THREAT)
    if knowledge.threats(new, mover) > knowledge.threats(state, mover):
        return Text(REMOVES_BLOCKER)
    if _line_holes(new.bits(other), new.bits(mover)).bit_count() < \
            _line_holes(state.bits(other), state.bits(mover)).bit_count():
        return Text(REMOVES_PAIR)
    others = _others(state, move)
    mine = knowledge.mobility(new, mover)
    if others and mine is not None:
        mine_else = [knowledge.mobility(o, mover) or 0 for o in others]
        if mine > max(mine_else) and mine > (knowledge.mobility(state, mover) or 0):
            return Text(ROOM)
    return Text(REMOVES)


def _others(state, move) -> list:
    """The positions after each other legal move (to compare ``move`` with)."""
    return [state.play(m) for m in state.legal_moves() if m != move]


def _quiet(state, move, new, knowledge, mover: int, other: int, kinds) -> Text | None:
    """The reason of a quiet move for two players, or None (see the module docstring)."""
    key = state.game.key
    if key == "isolo":
        return _quiet_isolo(state, move, new, knowledge, mover, other)
    if key == "dra" and EffectKind.PLACE in kinds:
        return _quiet_dra_place(state, move, new, knowledge, mover, other)
    if key == "khamousiyya" and EffectKind.PLACE in kinds:
        return _quiet_kham_place(state, move, new, knowledge, mover, other)
    if key == "sig_capture":
        return _quiet_sig(state, move, new, knowledge, mover, other)
    before_them = knowledge.threats(state, other)
    after_them = knowledge.threats(new, other)
    if after_them < before_them:
        return Text(BLOCKS_LINE if key == "dra" else STOPS_THREAT)
    if knowledge.threats(new, mover) > knowledge.threats(state, mover):
        return Text(PREPARES_LINE if key == "dra" else PREPARES)
    others = _others(state, move)
    if after_them == 0 and any(knowledge.threats(o, other) for o in others):
        return Text(SAFE)
    mine = knowledge.mobility(new, mover)
    if mine is not None and others:
        mine_else = [knowledge.mobility(o, mover) or 0 for o in others]
        if mine > max(mine_else) and mine > (knowledge.mobility(state, mover) or 0):
            return Text(ROOM)
        theirs = knowledge.mobility(new, other)
        theirs_else = [knowledge.mobility(o, other) or 0 for o in others]
        if theirs is not None and theirs < min(theirs_else):
            return Text(HEMS_IN)
    if key == "dra" and hasattr(move, "dst") and move.dst >= 0:
        return _dra_gaps(state, move, new, mover, other) or \
            _dra_ahead(state, move, knowledge, other)
    if key == "khamousiyya":
        return _kham_safe_replies(state, new, knowledge, mover)
    return None


def _kham_safe_replies(state, new, knowledge, mover: int) -> Text | None:
    """Khamousiyya, a quiet step: how many of the opponent's replies leave the mover no
    capture (H4) on his next move, the "safe" ones. None safe: whatever the opponent plays,
    a piece of his can be taken. At most half of them safe: said with the count. Else None.
    A reply after which the opponent moves again (a going-on capture) counts as safe: only
    the mover's own next move is looked at."""
    if new.outcome() is not None or new.current_player == mover:
        return None
    replies = new.legal_moves()
    safe = 0
    for reply in replies:
        then = new.play(reply)
        if then.current_player != mover or then.outcome() is not None or not any(
                knowledge.is_capture(then, m) for m in then.legal_moves()):
            safe += 1
    if safe == 0:
        return Text(K_NO_SAFE_REPLY)
    if safe * 2 <= len(replies):
        return Text(K_FEW_SAFE_REPLIES, count=safe, total=len(replies))
    return None


#: Dra's look-ahead for a step nothing else explains (:func:`_dra_ahead`): its depth, its
#: budget of positions, and the margins in points (a piece is 100): a step that "limits"
#: a loss is half a piece better than every other; moves "about the same" are all within
#: a fifth of a piece of each other.
AHEAD_DEPTH = 4
AHEAD_NODES = 30_000
AHEAD_BETTER = 50.0
AHEAD_EVEN = 20.0
_ahead_cache: dict = {}


def _dra_scores(state, knowledge) -> tuple[dict, int]:
    """Every legal move of ``state`` valued by a search :data:`AHEAD_DEPTH` moves deep
    (exact at the root, as Easy and Medium search), and the depth completed; ``({}, 0)``
    where the budget did not value every move. Deterministic (a node budget); the last
    position's answer is kept, as the hint's reason and a test ask it once per move."""
    from ludic.ai.search import iterative_deepening

    key = state.notation()
    if key not in _ahead_cache:
        result = iterative_deepening(state, knowledge, max_depth=AHEAD_DEPTH,
                                     max_nodes=AHEAD_NODES, seconds=None, exact=True)
        moves = state.legal_moves()
        done = result.complete and result.depth >= 2 and len(result.scores) == len(moves)
        _ahead_cache.clear()
        _ahead_cache[key] = (dict(result.scores), result.depth) if done else ({}, 0)
    return _ahead_cache[key]


def _dra_ahead(state, move, knowledge, other: int) -> Text | None:
    """Dra, a step that neither makes, blocks nor prepares a line nor changes the room to
    move (the first step of the movement phase, after careful placements, most often):
    every move valued a few moves deep (:func:`_dra_scores`).

    * The opponent has a step into a line (D3) after every move, this one included, and
      this one is worth half a piece more than any other: it limits what the line costs
      (the line is named: "no move stops the opponent's line (d4-d5)"). In the first
      position measured, the other steps let North make a second line a few moves on.
    * Every move is within a fifth of a piece of every other: nothing is won or lost by the
      choice, as far as the search sees ("this one is as good as any"), which is what a
      learner needs to hear rather than "the best move found".
    """
    from ludic.ai.knowledge.dra import capturing_steps

    scores, depth = _dra_scores(state, knowledge)
    if move not in scores or len(scores) < 2 or \
            any(abs(v) >= WIN_SEEN for v in scores.values()):
        return None  # (a game seen to its end: the hint's forced win or loss says more)
    mine = scores[move]
    rest = [v for m, v in scores.items() if m != move]
    new = state.play(move)
    lines = capturing_steps(new.bits(other), new.bits(1 - other))
    if lines and mine >= max(rest) + AHEAD_BETTER and all(
            knowledge.threats(state.play(m), other) for m in scores if m != move):
        return Text(D_LIMITS, step=str(lines[0]))
    if max(scores.values()) - min(scores.values()) <= AHEAD_EVEN:
        return Text(D_EVEN, depth=depth)
    return None


def _dra_gaps(state, move, new, mover: int, other: int) -> Text | None:
    """Dra: a hole where a piece would stand in a line of three (D3), the opponent's filled
    or one of one's own made (two pieces lined up with the third hole empty)."""
    x, y = state.bits(mover), state.bits(other)
    if _line_holes(y, x) >> move.dst & 1:
        return Text(PLACE_FILLS_GAP)
    if _line_holes(new.bits(mover), new.bits(other)).bit_count() > \
            _line_holes(x, y).bit_count():
        return Text(PLACE_PAIR)
    return None


def _quiet_isolo(state, move, new, knowledge, mover: int, other: int) -> Text | None:
    """Isolo: what the opponent can capture next turn, and the holes left to sow from.

    The opponent's best capture (the most counters one of his sowings takes, I7) after this
    move is compared with the same after each other move that captures nothing (a capture is
    a trade of its own, told by its own reason): none at all ("leaves the opponent no
    capture"), or the least of those moves while another would give up more ("limits the
    opponent's next capture: sowing M instead would let them capture 21 counters", naming
    the move that gives up most). Counting capturing sowings instead would call a move that
    leaves one capture of 6 worse than one that leaves two of 2."""
    if new.current_player != other:
        return None
    after_them = _isolo_best_capture(new, mover)
    others = [(str(m), o, knowledge.is_capture(state, m)) for m in state.legal_moves()
              if m != move for o in (state.play(m),) if o.current_player == other]
    if after_them == 0:
        return Text(LEAVES_NO_CAPTURE)
    quiet = [(_isolo_best_capture(o, mover), word) for word, o, takes in others if not takes]
    if quiet:
        worst, word = max(quiet, key=lambda g: g[0])
        if after_them <= min(g[0] for g in quiet) and worst > after_them:
            return Text(LIMITS_CAPTURE, hole=word, count=worst)

    def playable(s) -> int:
        counts = s.counts[16 * mover:16 * mover + 16]
        return sum(1 for n in counts if n > 1)
    if others and playable(new) > max(playable(o) for _word, o, _takes in others):
        return Text(PLAYABLE_HOLES)
    return None


def _isolo_best_capture(state, victim: int) -> int:
    """Isolo: the most counters of ``victim`` one sowing of the player to move takes (I7)."""
    if state.current_player == victim or state.outcome() is not None:
        return 0
    side = slice(16 * victim, 16 * victim + 16)
    before = sum(state.counts[side])
    return max((before - sum(state.play(m).counts[side]) for m in state.legal_moves()),
               default=0)


def _quiet_sig(state, move, new, knowledge, mover: int, other: int) -> Text | None:
    """Sig capture: where the opponent's next throw can land, and where ours can."""
    piece = state.board[move.src] if hasattr(move, "src") else -1
    danger_after = knowledge._danger(new, other)
    if piece >= 0:
        was = knowledge.reach(state, other)[piece]
        now = knowledge.reach(new, other)[piece]
        if was > 0.1 and now < was / 2:
            return Text(OUT_OF_REACH)
    others = _others(state, move)
    if others:
        danger_else = [knowledge._danger(o, other) for o in others]
        if danger_after < min(danger_else) - 0.05:
            return Text(KEEPS_OUT_OF_REACH)
    if piece >= 0 and knowledge._danger(new, mover) > knowledge._danger(state, mover) + 0.05 \
            and knowledge.reach(new, other)[piece] < 0.1:
        return Text(THREATENS_NEXT)
    return None


def _line_holes(x: int, y: int) -> int:
    """Dra: the empty holes where a piece of the owner of bit mask ``x`` would stand in a
    line of exactly three (D3), as a bit mask; ``y`` is the opponent's mask."""
    from ludic.games.dra import CAPTURE_PATTERNS, LINE_MASK, SIZE
    empty = ~(x | y)
    return sum(1 << i for i in range(SIZE)
               if empty >> i & 1 and x & LINE_MASK[i] in CAPTURE_PATTERNS[i])


def _quiet_dra_place(state, move, new, knowledge, mover: int, other: int) -> Text | None:
    """Dra, a placement (D2): no piece can be taken and no line made while placing, so a
    placement is judged by the movement phase it prepares (D3), from the strongest reason:

    * the opponent has fewer steps that would make a line: the piece takes the hole one of
      them steps into (a placement only adds a piece, so that is the only way);
    * the mover has more such steps;
    * the piece fills a hole where a piece of the opponent would stand in a line of three
      (D2 forbids the opponent to place there: only a step could fill it);
    * the mover has more such holes of his own (two pieces lined up, the third hole empty);
    * room to move once placing ends (the evaluation counts it in placement too): the most
      steps for oneself, or the fewest for the opponent, of all placements.
    """
    from ludic.games.dra import _step_counts

    if knowledge.threats(new, other) < knowledge.threats(state, other):
        return Text(PLACE_BLOCKS_STEP)
    if knowledge.threats(new, mover) > knowledge.threats(state, mover):
        return Text(PLACE_PREPARES_STEP)
    gaps = _dra_gaps(state, move, new, mover, other)
    if gaps is not None:
        return gaps
    others = _others(state, move)
    if not others:
        return None

    def room(s, seat: int) -> int:
        return _step_counts(s.bits(seat), s.bits(1 - seat))[0]
    mine = [room(o, mover) for o in others]
    if max(mine) <= room(new, mover) > min(mine):  # the most, and not what every one gives
        return Text(PLACE_ROOM)
    theirs = [room(o, other) for o in others]
    if min(theirs) >= room(new, other) < max(theirs):
        return Text(PLACE_HEMS_IN)
    return None


def _quiet_kham_place(state, move, new, knowledge, mover: int, other: int) -> Text | None:
    """Khamousiyya, a placement (H2): nothing is taken until the pieces move, so a placement
    is judged by what it leaves for then, from the strongest reason:

    * a **seal** (what the evaluation weighs most, :meth:`ludic.ai.knowledge.khamousiyya.
      _Board.sealed`): the first player's hole beside the centre whose other neighbours are
      all his; his first step from it into the centre would leave the second player no move
      (H5), unless the second player sets up a capture on that step first (H4). The first
      player's placement that makes one, or the second player's that spoils one;
    * the first piece, which H2 puts beside the centre;
    * the second player's piece on a hole beside the centre or one of its neighbours, where
      the first player could still have sealed it (and no other seal is made);
    * the **first step into the centre** (H2), which takes a second player's piece beside
      the centre with a first player's piece beyond it (H4): the first player's placement
      that completes such a sandwich (it stays: nothing moves before that step), or the
      second player's that takes the last hole the first player needed for one
      (:func:`_centre_takes`, :func:`_centre_open`);
    * holes where a piece arriving would sandwich an enemy piece (``Knowledge.threats``,
      H4): fewer for the opponent (the piece fills one), more for oneself, or none left to the
      opponent where another placement would leave some. Worded as holes, not as captures
      threatened: every hole but the centre is filled before the pieces move;
    * a seal in the making: the first player's piece on a hole beside the centre or one of
      its neighbours while the second holds none of them.
    """
    board = knowledge._board(state)
    first, second = state.first_player, state.second_player

    def sealed(s) -> bool:
        return not s.bouche_rule and board.sealed(s.bitboard(first), s.bitboard(second))
    if mover == first and sealed(new) and not sealed(state):
        return Text(K_SEALS)
    if mover == second and sealed(state) and not sealed(new):
        return Text(K_UNSEALS)
    if state.on_board(mover) == 0 and state.captured(mover) == 0:
        return Text(K_FIRST)
    if mover == second and not state.bouche_rule and not sealed(new) \
            and _open_seals(new, board) < _open_seals(state, board):
        return Text(K_BLOCKS_SEAL)
    names = state.T.names
    if mover == first:
        made = _centre_takes(new, board) - _centre_takes(state, board)
        if made:
            src, piece = min(made)
            return Text(K_CENTRE_READIES, src=names[src], piece=names[piece])
    else:
        kept = _centre_open(state, board) - _centre_open(new, board)
        if kept:
            return Text(K_CENTRE_GUARDS, piece=names[min(kept)])
    after_them = knowledge.threats(new, other)
    if after_them < knowledge.threats(state, other):
        return Text(K_PLACE_BLOCKS)
    if knowledge.threats(new, mover) > knowledge.threats(state, mover):
        return Text(K_PLACE_PREPARES)
    if after_them == 0 and any(knowledge.threats(o, other) for o in _others(state, move)):
        return Text(K_PLACE_SAFE)
    if state.bouche_rule:
        return None
    theirs = new.bitboard(second)
    if mover == first and any(move.dbit & (hole | seal) and not theirs & (hole | seal)
                              for hole, seal, _sw in board.beside_centre):
        return Text(K_BUILDS_SEAL)
    return None


def _centre_takes(state, board) -> set[tuple[int, int]]:
    """Khamousiyya: the first step of the movement phase goes from a hole beside the centre
    into it (H2); the pairs (hole it starts from, piece it takes), as hole indices, of the
    steps that would capture (H4) on the board as it stands: the first player's piece on
    the starting hole, the second player's beside the centre, the first player's beyond."""
    first, second = state.bitboard(state.first_player), state.bitboard(state.second_player)
    return {(hole.bit_length() - 1, y.bit_length() - 1)
            for hole, _seal, sandwiches in board.beside_centre if first & hole
            for y, z in sandwiches if second & y and first & z}


def _centre_open(state, board) -> set[int]:
    """Khamousiyya: the second player's pieces beside the centre (hole indices) that the
    first step into the centre could still take (H2, H4) once the board is full: the hole
    beyond the piece is the first player's or empty, and so is another hole beside the
    centre to step from."""
    second = state.bitboard(state.second_player)
    free = ~second  # the first player's or empty
    return {y.bit_length() - 1 for hole, _seal, sandwiches in board.beside_centre
            if free & hole for y, z in sandwiches if second & y and free & z}


def _open_seals(state, board) -> int:
    """Khamousiyya: the holes beside the centre the first player could still seal (neither
    the hole nor its other neighbours hold a piece of the second player)."""
    second = state.bitboard(state.second_player)
    return sum(1 for hole, seal, _sw in board.beside_centre if not second & (hole | seal))
