"""A lesson being taken: where each step starts, which move is asked for, what a wrong move
is told (no pygame; the lesson scene and the tests drive it alike).

::

    tutor = Tutor(load_lesson("dra/01-placing"))
    tutor.go(0)                      # step 1, at its starting position
    tutor.expected                   # the move the step asks for now, or None when it is done
    verdict = tutor.judge(move)      # ok, or why not (the rule book's reason, the lesson's words)
    transition = tutor.advance()     # play the move asked for ("Show me", or a right move)
    tutor.step_done                  # every move of the step played (or a step to read only)

A step's moves are played in order: at a player's turn the learner's move is judged against
the one asked for; at a throw of the sticks the throw written in the lesson is the one that
lands (a lesson fixes its throws). ``opening`` steps show the game's opening (Isolo I2).
"""

from __future__ import annotations

from dataclasses import dataclass

from ludic.i18n import N_, Text
from ludic.model.lessons import Lesson, Step
from ludic.model.protocol import Effect, Move, State, Transition


@dataclass(frozen=True)
class Verdict:
    """What the tutor says of a move: ``ok``, or ``text`` saying why it is not the one."""

    ok: bool
    text: str = ""
    legal: bool = True


class Tutor:
    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.game = lesson.make_game()
        self._starts: dict[int, State] = {}
        self.index = 0
        self.state: State = self.start_of(0)
        self.played = 0
        self.effects: list[Effect] = []

    # -- positions --------------------------------------------------------------------------
    @property
    def steps(self) -> tuple[Step, ...]:
        return self.lesson.steps

    @property
    def step(self) -> Step:
        return self.steps[self.index]

    def start_of(self, index: int) -> State:
        """The position step ``index`` starts from (its own, or where the one before ended)."""
        if index in self._starts:
            return self._starts[index]
        step = self.steps[index]
        if step.position:
            state = self.game.parse_position(step.position)
        elif index == 0:
            state = self.game.start_state()
        else:
            state = self.end_of(index - 1)
        self._starts[index] = state
        return state

    def end_of(self, index: int) -> State:
        """The position after every move of step ``index``."""
        step = self.steps[index]
        state = self.start_of(index)
        if step.opening:
            return self.game.initial_state(state.turn if state.turn >= 0 else 0)
        for text in step.play:
            state = state.apply(self.game.parse_move(text)).state
        return state

    def go(self, index: int) -> None:
        """Begin step ``index`` (clamped to the lesson) at its starting position."""
        self.index = max(0, min(index, len(self.steps) - 1))
        self.state = self.start_of(self.index)
        self.played = 0
        self.effects = []

    @property
    def is_last(self) -> bool:
        return self.index == len(self.steps) - 1

    # -- the move asked for -------------------------------------------------------------------
    @property
    def step_done(self) -> bool:
        step = self.step
        if step.opening:
            return self.played > 0
        return self.played >= len(step.play)

    @property
    def expected(self) -> Move | None:
        """The next move of the step, or ``None`` once the step is done (or has none)."""
        if self.step.opening or self.step_done:
            return None
        return self.game.parse_move(self.step.play[self.played])

    @property
    def awaits_throw(self) -> bool:
        """True when the next move of the step is a throw of the sticks."""
        return not self.step_done and not self.step.opening and self.state.is_chance

    def judge(self, move: Move) -> Verdict:
        """Is ``move`` the one the step asks for? If not, why not, never a bare "wrong": the
        lesson's own words for that move, the rule book's reason when it is illegal (with
        its rule number), or the step's word on the other legal moves."""
        expected = self.expected
        if expected is None:
            return Verdict(False, Text(N_("This step is done: go on with Next.")))
        if move == expected:
            return Verdict(True)
        wrong = self.step.wrong.get(str(move))
        reason = self.state.why_illegal(move)
        if wrong is not None:
            return Verdict(False, wrong, legal=reason is None)
        if reason is not None:
            return Verdict(False, reason, legal=False)
        if self.step.other is not None:
            return Verdict(False, self.step.other)
        return Verdict(False, Text(N_("{move} is allowed, but this step asks for {expected}."),
                                   move=move, expected=expected))

    def advance(self) -> Transition | None:
        """Play the next move of the step (the one asked for, or the fixed throw); for an
        opening step, reach the starting position. ``None`` when the step is done."""
        if self.step_done:
            return None
        if self.step.opening:
            after = self.end_of(self.index)
            effects = tuple(self.game.opening())
            self.played = 1
            self.effects.extend(effects)
            self.state = after
            return Transition(after, effects)
        move = self.expected
        transition = self.state.apply(move)
        self.played += 1
        self.effects.extend(transition.effects)
        self.state = transition.state
        return transition

    def try_move(self, move: Move) -> tuple[Verdict, Transition | None]:
        """Judge ``move`` and play it if it is the one."""
        verdict = self.judge(move)
        if not verdict.ok:
            return verdict, None
        return verdict, self.advance()

    def finish_step(self) -> None:
        """Play whatever is left of the step (the end position of a step skipped with Next)."""
        while not self.step_done:
            self.advance()
