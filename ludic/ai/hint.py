"""The hint's reason: one line a learner understands, built from what the move does.

:func:`explain` plays the move with ``state.apply`` and reads its effects (captures, a line,
a removal, freed pieces, the end of the game, whether the same player goes on), then, for a
quiet move, compares the capturing moves each side has before and after it (the game's
``Knowledge.threats``). Every reason is a :class:`ludic.i18n.Text` with named placeholders,
so the app shows it translated with ``tr``::

    captures 6 counters                       (Isolo)
    makes a line and removes a piece          (Dra)
    captures 2 pieces and goes on             (Khamousiyya)
    captures the last piece and wins          (Sig capture)
    stops a capture the opponent was threatening
"""

from __future__ import annotations

from ludic.ai.knowledge import knowledge_for
from ludic.i18n import N_, Text
from ludic.model.protocol import EffectKind

# Reasons, whole sentences for the translators (no concatenation).
WINS = N_("wins the game")
CAPTURE_WINS_ONE = N_("captures the last piece and wins")
CAPTURE_WINS = N_("captures the last {count} pieces and wins")
LINE = N_("makes a line and removes a piece")
LINE_WINS = N_("makes a line and wins the game")
CAPTURES_ONE = N_("captures a piece")
CAPTURES = N_("captures {count} pieces")
CAPTURES_ONE_GOES_ON = N_("captures a piece and goes on")
CAPTURES_GOES_ON = N_("captures {count} pieces and goes on")
CAPTURES_COUNTERS = N_("captures {count} counters")
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
BEST = N_("the best move found, looking {depth} moves ahead")


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
        before_them = knowledge.threats(state, other)
        after_them = knowledge.threats(new, other)
        if state.game.key != "isolo" and after_them < before_them:
            return Text(STOPS_THREAT)
        if state.game.key == "isolo" and new.current_player == other and after_them == 0:
            return Text(LEAVES_NO_CAPTURE)
        if state.game.key != "isolo" and \
                knowledge.threats(new, mover) > knowledge.threats(state, mover):
            return Text(PREPARES)
        if EffectKind.PLACE in kinds and state.game.key != "isolo" and \
                after_them <= before_them:
            return Text(PLACES_SAFE)
    depth = max(1, result.depth) if result is not None else 1
    return Text(BEST, depth=depth)
