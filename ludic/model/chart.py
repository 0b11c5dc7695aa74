"""How a game went, as numbers for a chart (no pygame): one series per side over the moves.

:func:`chart_of` replays a game from its start through ``apply`` (the model's own rules) and
reads, after every move, one number per side:

=============  =================================================================================
game           the number (the chart's ``measure``)
=============  =================================================================================
Dra            the side's pieces still in the game: on the board and in hand (D2, D3)
Khamousiyya    the same (H2, H3): captures and H’ajeb removals take them away
Sig capture    the side's pieces not captured (C4)
Isolo          the counters in the side's two rows (I1, I7): captures move them across
Sig race       each player's progress along the track: the points walked by the pieces home
               and the piece in play, 0 to 3 x 33 (S1, S4); a send-back (S7) is a drop
=============  =================================================================================

A **capture** (a mark on the chart) is a move after which a side's number fell: that side lost
pieces or counters to the player who moved (in the Sig race: was sent back). It is read from
the numbers themselves, so the marks and the lines always agree.

Points are indexed like :class:`~ludic.app.history.History`: point 0 is the start, point
``i`` the position after ``moves[i - 1]`` (throws included: a throw changes nothing, so the
line stays level over it).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from ludic.i18n import N_
from ludic.model.errors import RuleError

#: The Sig race's points per piece (Cairo 1 .. Mecca 33, S1) and its pieces (S4).
RACE_POINTS = 33
RACE_PIECES = 3


@dataclass(frozen=True)
class Capture:
    """At point ``index`` the side ``seat`` lost ``count`` to ``by`` (the player who moved)."""
    index: int
    seat: int
    by: int | None
    count: int


@dataclass(frozen=True)
class Chart:
    #: what is counted: "pieces", "counters" or "progress"
    measure: str
    #: the chart's title and its vertical axis, marked for translation (show with ``_()``)
    title: str
    axis: str
    #: per side, the number at each point (all the same length)
    series: tuple[tuple[int, ...], ...]
    #: the top of the vertical axis (the most a side can have)
    top: int
    captures: tuple[Capture, ...] = field(default=())
    #: how many of the moves were throws of the sticks (the Sig games): the chart's count of
    #: moves tells them apart ("51 moves, 75 throws played", as the Load game list does;
    #: "126 moves" read as more than the move list's 51 numbered moves)
    throws: int = 0

    @property
    def points(self) -> int:
        return len(self.series[0]) if self.series else 0

    def at(self, index: int) -> tuple[int, ...]:
        """Every side's number at point ``index`` (clamped to the chart)."""
        i = max(0, min(index, self.points - 1))
        return tuple(s[i] for s in self.series)


def _race(state: Any, seat: int) -> int:
    piece, point = state.piece[seat], state.point[seat]
    if piece >= RACE_PIECES:
        return RACE_PIECES * RACE_POINTS
    return piece * RACE_POINTS + point


def _pieces(state: Any, seat: int) -> int:
    return state.on_board(seat) + state.in_hand(seat)


def _kham(state: Any, seat: int) -> int:
    return state.on_board(seat) + state.hand(seat)


def _capture(state: Any, seat: int) -> int:
    return state.remaining(seat)


def _isolo(state: Any, seat: int) -> int:
    return sum(state.counts[16 * seat:16 * seat + 16])


#: game (the level's ``game``) -> (measure, title, axis, reader)
MEASURES: dict[str, tuple[str, str, str, Callable[[Any, int], int]]] = {
    "dra": ("pieces", N_("Pieces of each side"), N_("pieces"), _pieces),
    "khamousiyya": ("pieces", N_("Pieces of each side"), N_("pieces"), _kham),
    "sig_capture": ("pieces", N_("Pieces of each side"), N_("pieces"), _capture),
    "isolo": ("counters", N_("Counters in each side's rows"), N_("counters"), _isolo),
    "sig_race": ("progress", N_("Progress along the track"), N_("points"), _race),
}


def chart_of(game_kind: str, start: Any, moves: Sequence[Any]) -> Chart | None:
    """The chart of the game of kind ``game_kind`` played from ``start`` with ``moves``
    (None for a kind with no measure). Each move is applied with the model's ``apply``; a
    move the model refuses ends the chart there (a damaged save shows what it can)."""
    spec = MEASURES.get(game_kind)
    if spec is None:
        return None
    measure, title, axis, read = spec
    seats = start.game.num_players
    states = [start]
    state = start
    for move in moves:
        try:
            state = state.apply(move).state
        except RuleError:  # the model refuses it (IllegalMove): the chart stops there
            break
        states.append(state)
    series = tuple(tuple(read(s, seat) for s in states) for seat in range(seats))
    captures = []
    for i in range(1, len(states)):
        before = states[i - 1]
        mover = before.current_player if isinstance(before.current_player, int) \
            and before.current_player >= 0 else getattr(before, "turn", None)
        for seat in range(seats):
            lost = series[seat][i - 1] - series[seat][i]
            if lost > 0:
                captures.append(Capture(i, seat, mover, lost))
    if measure == "progress":
        top = RACE_PIECES * RACE_POINTS
    else:
        top = max((max(s) for s in series if s), default=1)
    throws = sum(1 for st in states[:-1] if getattr(st, "is_chance", False))
    return Chart(measure, title, axis, series, max(1, top), tuple(captures), throws)


def chart_of_history(game_kind: str, history: Any) -> Chart | None:
    """The chart of the moves in force in ``history`` (a ``History``: its start and the moves
    up to its cursor). The redo line is no part of the game: a draw agreed after an Undo
    drew, on the end panel and the kept picture, the capture just taken back, and counted
    its moves and throws among those played."""
    return chart_of(game_kind, history.start, history.played)
