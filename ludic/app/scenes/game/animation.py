"""The game scene's animation queue: every change of position is played as a :class:`Step`.

A step holds the position before and after a transition and the model's effects; when it
starts, the sticks widget makes the throw's timeline and the board view the board's
(``view.animate``). The queue advances them on the clock scaled by the speed setting, plays
their sounds, lands the throw in the tray, and tells the effects in the message bar as they
happen (never before: the result is not given away). A click or a key skips everything queued.

The queue changes only itself, the sticks tray and the message it hands to ``say``; the
scene decides what happens when it runs dry.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any, Callable

from ludic.app.anim import Timeline, recording
from ludic.app.boards.base import NARRATED
from ludic.app.scenes.game.words import join_texts
from ludic.app.sticks_view import retold
from ludic.i18n import N_, Text
from ludic.model.protocol import EffectKind

log = logging.getLogger(__name__)


@dataclass
class Step:
    """One queued animation: a transition (or the opening), its sticks part and board part."""

    before: Any
    after: Any
    effects: tuple = ()
    throw: int | None = None
    seed: int = 0
    sticks: Timeline | None = None
    board: Timeline | None = None
    started: bool = False
    landed: bool = False  # the sticks tray shows this step's throw
    opening: bool = False
    #: the narration of the whole step (shown once it has played), or a function that gives
    #: it when the step lands (the turn's prompt, which may have changed while it played)
    message: Any = ""
    neutral: str = ""  # shown while the step plays, before any effect is told
    #: a throw's thrower, named before its effects as they are told while the step plays
    #: ("Computer 2 throws: 4 points, no sig power (K2)"), as once it has played
    thrower: str = ""
    story: list = field(default_factory=list)  # (time on the board timeline, text)


def words_of(step: Step) -> str:
    """The line that tells ``step`` once it has played (see :attr:`Step.message`)."""
    return step.message() if callable(step.message) else step.message


class _Watched(tuple):
    """Effects handed to a view's ``animate``: each pass over them notes, per effect, how far
    the timelines made so far had grown when the pass reached it (see
    :meth:`AnimationQueue.animate`)."""

    made: list

    def __iter__(self):
        marks: list = []
        self.__dict__.setdefault("passes", []).append(marks)
        for e in tuple.__iter__(self):
            marks.append([(tl, tl.end) for tl in getattr(self, "made", ())])
            yield e

    def starts(self, tl: Timeline) -> list[float] | None:
        """When each effect's animation starts on ``tl`` (the last full pass that grew it),
        or None if the view gave no clue."""
        for marks in reversed(self.__dict__.get("passes", [])):
            if len(marks) != len(self):
                continue
            ends = [next((end for t, end in mark if t is tl), None) for mark in marks]
            if None in ends or (tl.end > 0 and max(ends) == 0 and len(ends) > 1):
                continue
            return ends
        return None


class AnimationQueue:
    """The steps waiting to be played, the first one playing.

    ``view`` is the board view of the game shown (set by the scene for each game),
    ``sticks`` the sticks tray, ``sound`` plays a sound by name, ``speed`` gives the speed
    setting now (0: no animation), ``say`` shows a line in the message bar."""

    def __init__(self, sticks, sound: Callable[[str], None], speed: Callable[[], float],
                 say: Callable[[str], None]) -> None:
        self.steps: list[Step] = []
        self.view = None
        self.game_name = ""
        self.sticks = sticks
        self.sound = sound
        self.speed = speed
        self.say = say

    def __bool__(self) -> bool:
        return bool(self.steps)

    def __len__(self) -> int:
        return len(self.steps)

    def add(self, step: Step) -> Step:
        self.steps.append(step)
        return step

    def clear(self) -> None:
        self.steps.clear()

    def shown(self, state) -> tuple[Any, Timeline | None, Timeline | None]:
        """The state to draw (``state`` when nothing plays), the board timeline and the
        sticks timeline running now."""
        if not self.steps:
            return state, None, None
        step = self.steps[0]
        if not step.started:
            return step.before, None, None
        if step.sticks is not None and not step.sticks.done:
            return step.before, None, step.sticks
        return step.after, step.board, None

    # -- one step ------------------------------------------------------------------------
    def start(self, step: Step) -> None:
        step.started = True
        if step.throw is not None:
            step.sticks = self.sticks.throw(step.throw, step.effects, step.seed)
        if step.board is None and not step.opening:
            step.board, step.story = self.animate(step)
        for tl in (step.sticks, step.board):
            if tl is not None:
                tl.before, tl.after = step.before, step.after
        self.tell(step)
        if self.speed() <= 0:
            self.finish(step)

    def animate(self, step: Step) -> tuple[Timeline | None, list]:
        """The view's timeline of ``step`` and when each narrated effect is told on it.

        A view that calls ``Timeline.say`` sets the moments itself. Otherwise the effects are
        handed over in a tuple that notes, each time the view's loop reaches an effect, how
        long the timeline already is: that effect's animation starts about then. A view that
        builds its timeline after reading every effect gives no such clue: its effects are
        told when the animation ends (never before: the result is not given away)."""
        effects = _Watched(step.effects)
        try:
            with recording() as made:
                effects.made = made
                tl = self.view.animate(step.before, effects, step.after)
        except Exception:  # a view's animation bug must not stop the game
            log.exception("animation of %s failed", self.game_name)
            return None, []
        if tl is None:
            return None, []
        if tl.story:
            return tl, list(tl.story)
        starts = effects.starts(tl)
        story = []
        for i, e in retold(step.effects):  # as told: once, and no throw invited after the end
            if e.text and e.kind in NARRATED:
                if e.kind in (EffectKind.COUNT, EffectKind.EXTRA_THROW):
                    at = 0.0  # the sticks have landed: the count is known
                else:
                    at = starts[i] if starts is not None else tl.end
                story.append((min(at, tl.end), e.text))
        return tl, story

    def tell(self, step: Step) -> None:
        """The message bar while ``step`` plays: the effects told so far, or who plays."""
        if step.opening or not step.started or step.sticks is not None and \
                not step.sticks.done:
            return  # the opening has its captions; the sticks in the air: who throws
        t = step.board.t if step.board is not None and not step.board.done else float("inf")
        said = [text for at, text in step.story if at <= t]
        if t == float("inf"):
            text = words_of(step)
        else:
            text = join_texts(said) if said else step.neutral
            if said and step.thrower and step.throw is not None:
                text = Text(N_("{name} throws: {what}"), name=step.thrower, what=text)
        if text:
            self.say(text)

    def finish(self, step: Step) -> None:
        sounds = []
        for tl in (step.sticks, step.board):
            if tl is not None and not tl.done:
                sounds += tl.skip()
        for name in sounds[-1:]:
            self.sound(name)
        self.land(step)
        if step.message and not step.opening:
            self.say(words_of(step))

    def land(self, step: Step) -> None:
        """Show ``step``'s throw in the tray as landed, as soon as its sticks part is done
        (not when the whole step ends: the board animation plays under the throw)."""
        if step.throw is not None and not step.landed:
            step.landed = True
            self.sticks.land(step.throw, step.effects, step.seed,
                             getattr(step.before, "turn", None))

    # -- the clock -----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Advance ``dt`` seconds (scaled by the speed): finished steps leave the queue."""
        speed = self.speed()
        budget = dt * speed if speed > 0 else 1e9
        while self.steps and budget >= 0:
            step = self.steps[0]
            if not step.started:
                self.start(step)
            for tl in (step.sticks, step.board):
                if tl is None or tl.done:
                    continue
                before = tl.t
                for name in tl.advance(budget):
                    self.sound(name)
                budget -= tl.t - before
                if not tl.done:
                    budget = -1
                break
            if step.sticks is None or step.sticks.done:
                self.land(step)  # the piece moves under the throw that moves it
            if all(tl is None or tl.done for tl in (step.sticks, step.board)):
                if step.message and not step.opening:
                    self.say(words_of(step))
                self.steps.pop(0)
                if budget <= 0:
                    break
            else:
                self.tell(step)
                break

    def skip(self) -> None:
        """Play everything queued to its end at once."""
        for step in self.steps:
            if not step.started:
                self.start(step)
            self.finish(step)
        self.steps.clear()
