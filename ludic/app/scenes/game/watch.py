"""The pace of the seats that are not played by hand (the computer): a short pause before
each of their moves so people can follow, and the Watch controls of a computer game on a
projector: pause, step one move, and the speed (which also speeds the animations).

Plain state and arithmetic on the scene's clock (``dt``), no drawing: the scene's buttons
and keys call :meth:`Watch.toggle_pause`, :meth:`Watch.step` and :meth:`Watch.faster`; a
presentation clicker (:func:`input.clicker`) calls :meth:`Watch.hurry`, :meth:`Watch.step`
and :meth:`Watch.pause`.
"""

from __future__ import annotations

from ludic.app.storage import WATCH_SPEEDS

#: Speeds offered (x normal): the animations and the pause before a computer's move.
SPEEDS: tuple[float, ...] = WATCH_SPEEDS
#: The pause before a computer's move at normal speed, seconds (it may think longer).
PAUSE_S = 0.6


def speed_label(speed: float) -> str:
    """``"½×"``, ``"1×"``, ``"2×"``, ``"4×"``."""
    return "½×" if speed == 0.5 else f"{speed:g}×"


class Watch:
    def __init__(self, speed: float = 1.0) -> None:
        """``speed``: the speed to start at (the one kept in the settings), 1x if it is
        not one of :data:`SPEEDS`."""
        self.paused = False
        self.speed_index = SPEEDS.index(speed if speed in SPEEDS else 1.0)
        self.steps = 0  # moves allowed while paused (Step)
        self.waited = 0.0  # seconds the board has been idle on this decision

    @property
    def speed(self) -> float:
        return SPEEDS[self.speed_index]

    def tick(self, dt: float) -> None:
        self.waited += dt

    def restart(self) -> None:
        """A new decision: its pause starts now."""
        self.waited = 0.0

    def may_play(self, instant: bool = False) -> bool:
        """May a computer's decision be played now? Not while paused (unless a Step is
        owed); otherwise after the pause (at once when ``instant``: no animations)."""
        if self.paused:
            return self.steps > 0
        return instant or self.waited >= PAUSE_S / self.speed

    def played(self) -> None:
        self.waited = 0.0
        if self.paused and self.steps:
            self.steps -= 1

    def toggle_pause(self) -> None:
        self.paused = not self.paused
        self.steps = 0

    def step(self) -> None:
        """Pause, and let exactly one more computer move be played."""
        self.paused = True
        self.steps = 1

    def hurry(self) -> None:
        """Cut the pause before the computer's next decision short: it is played as soon as
        it is found (a teacher's clicker pressed forward while the computer is to move)."""
        self.waited = float("inf")

    def pause(self) -> None:
        """Pause (if not paused already), with no Step owed."""
        self.paused = True
        self.steps = 0

    def faster(self, by: int = 1) -> None:
        """The next speed (``by=-1``: the previous one), cycling."""
        self.speed_index = (self.speed_index + by) % len(SPEEDS)
