"""The hint's reason: one line a learner understands, built from what the move does.

:func:`explain` plays the move with ``state.apply`` and reads its effects (captures, a line,
a removal, freed pieces, the end of the game, whether the same player goes on). A **quiet
move** (nothing taken) is explained by what the search's evaluation weighs, measured after
this move and after each other legal move (the game's :mod:`ludic.ai.knowledge`):

* the opponent's captures one move away (``Knowledge.threats``): fewer than before ("stops
  a capture", Dra: "blocks a line"), or none where another move would have left some ("keeps
  your pieces safe from capture"; Isolo: "keeps your counters safe from capture");
* one's own captures one move away: more than before ("prepares a capture", Dra: "prepares
  a line for your next turn");
* Sig capture: the chance that the opponent's next throw lands on one's pieces
  (``SigCaptureKnowledge.reach``): the moved piece taken out of reach ("moves a piece out of
  reach of the opponent's next throw"), the lowest of all moves, or a piece brought within
  reach of an enemy one while safe ("threatens a capture on your next throw");
* room to move (``Knowledge.mobility``; a blocked side loses in Khamousiyya and ends Dra):
  the most of all moves for oneself, or the least for the opponent;
* Isolo: the most holes left to sow from (running out of them loses, I8).

Only where none of these singles the move out does it fall back on "the best move found".
Every reason is a :class:`ludic.i18n.Text` with named placeholders, so the app shows it
translated with ``tr``::

    captures 6 counters                       (Isolo)
    makes a line and removes a piece          (Dra)
    captures 2 pieces and goes on             (Khamousiyya)
    captures the last piece and wins          (Sig capture)
    stops a capture the opponent was threatening
    moves a piece out of reach of the opponent's next throw   (Sig capture)
"""

from __future__ import annotations

from ludic.ai.knowledge import knowledge_for
from ludic.i18n import N_, NP_, Text
from ludic.model.protocol import EffectKind

# Reasons, whole sentences for the translators (no concatenation). A reason that counts is
# a plural message (NP_: its form agrees with the number, in Arabic 2, 3-10 and 11+ differ);
# one capture keeps a sentence of its own ("captures a piece", not "captures 1 piece").
WINS = N_("wins the game")
CAPTURE_WINS_ONE = N_("captures the last piece and wins")
CAPTURE_WINS = NP_("captures the last {count} piece and wins",
                   "captures the last {count} pieces and wins", "count")
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
FREES_ALL = N_("frees all the waiting pieces at once")
FREES = N_("frees a piece")
STOPS_THREAT = N_("stops a capture the opponent was threatening")
PREPARES = N_("prepares a capture")
LEAVES_NO_CAPTURE = N_("leaves the opponent no capture")
STOP_CHAIN = N_("stops capturing: going on would cost more than it gains")
HAJEB = N_("declares H'ajeb: the pieces shut in are safe")
YEZZI = N_("says yezzi: the series stops before it costs more pieces")
CONTINUE = N_("lets the series go on: it costs little")
SETTLEMENT = N_("removes the piece that does most harm")
PLACES_SAFE = N_("places a piece where it cannot be taken soon")
BEST = NP_("the best move found, looking {depth} move ahead",
           "the best move found, looking {depth} moves ahead", "depth")
# Quiet moves (see the module docstring).
BLOCKS_LINE = N_("blocks a line the opponent could make next turn")
PREPARES_LINE = N_("prepares a line for your next turn")
SAFE = N_("keeps your pieces safe from capture")
SAFE_COUNTERS = N_("keeps your counters safe from capture")
PLAYABLE_HOLES = N_("keeps the most holes you can sow from")
ROOM = N_("gives your pieces more room to move")
HEMS_IN = N_("leaves the opponent's pieces less room to move")
OUT_OF_REACH = N_("moves a piece out of reach of the opponent's next throw")
KEEPS_OUT_OF_REACH = N_("keeps your pieces out of reach of the opponent's next throw")
THREATENS_NEXT = N_("threatens a capture on your next throw")


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
    if EffectKind.LINE in kinds:
        return Text(LINE_WINS if wins else LINE)
    if captured:
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
            if knowledge.threats(new, other) < knowledge.threats(state, other):
                return Text(REMOVES_THREAT)
            return Text(REMOVES)
        return Text(SETTLEMENT)
    if EffectKind.FREE in kinds:
        return Text(FREES)
    if other is not None:
        reason = _quiet(state, move, new, knowledge, mover, other, kinds)
        if reason is not None:
            return reason
    depth = max(1, result.depth) if result is not None else 1
    return Text(BEST, depth=depth)


def _others(state, move) -> list:
    """The positions after each other legal move (to compare ``move`` with)."""
    return [state.play(m) for m in state.legal_moves() if m != move]


def _quiet(state, move, new, knowledge, mover: int, other: int, kinds) -> Text | None:
    """The reason of a quiet move for two players, or None (see the module docstring)."""
    key = state.game.key
    if key == "isolo":
        return _quiet_isolo(state, move, new, knowledge, mover, other)
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
    if EffectKind.PLACE in kinds and after_them <= before_them:
        return Text(PLACES_SAFE)
    mine = knowledge.mobility(new, mover)
    if mine is not None and others:
        mine_else = [knowledge.mobility(o, mover) or 0 for o in others]
        if mine > max(mine_else) and mine > (knowledge.mobility(state, mover) or 0):
            return Text(ROOM)
        theirs = knowledge.mobility(new, other)
        theirs_else = [knowledge.mobility(o, other) or 0 for o in others]
        if theirs is not None and theirs < min(theirs_else):
            return Text(HEMS_IN)
    return None


def _quiet_isolo(state, move, new, knowledge, mover: int, other: int) -> Text | None:
    """Isolo: the opponent's capturing sowings next turn, and the holes left to sow from."""
    if new.current_player != other:
        return None
    others = [o for o in _others(state, move) if o.current_player == other]
    after_them = knowledge.threats(new, other)
    others_them = [knowledge.threats(o, other) for o in others]
    if after_them == 0:
        return Text(LEAVES_NO_CAPTURE)
    if others_them and after_them < min(others_them):
        return Text(SAFE_COUNTERS)

    def playable(s) -> int:
        counts = s.counts[16 * mover:16 * mover + 16]
        return sum(1 for n in counts if n > 1)
    if others and playable(new) > max(playable(o) for o in others):
        return Text(PLAYABLE_HOLES)
    return None


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
