"""Frame times during animation-heavy scripted games: ``python -m ludic.app.bench_frames``.

For each window size (default 1280x720 and 1920x1080) and each game, the app plays a scripted
game (throws, then captures first, else the first legal move; seeded) at normal animation speed,
and every frame is timed: input, update, draw and flip, in software rendering (SDL's dummy
video driver unless ``--display`` keeps the real one: run it under Xvfb, ``DISPLAY=:n``). A new
move is made as soon as the last animation ends, so nearly every frame animates. Prints the
median, 99th percentile and worst frame per game and size, and the share of whole frames
(the others redraw and send only their dirty rectangles: the board, the message bar, the
sticks); the target is p99 <= 16.7 ms (60 frames per second).

``--thinking`` measures instead the frames drawn while the computer thinks (issue 9): a
person's scripted moves against the computer at Hard in its worker process, the loop paced
at 60 frames per second as the app's own (so the worker gets the CPU the app leaves it);
only the frames drawn while the computer thinks are timed (the "thinking" sign animates,
the rest of the window stays).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import tempfile
import time

LEVELS = ["sig-el-oued", "sig-el-oued-capture", "khamousiyya", "dra", "isolo"]


class _Clock:
    def tick(self, fps: float = 0) -> int:
        return 16

    def get_time(self) -> int:
        return 16


def _pick(state, rng: random.Random):
    from ludic.model.protocol import EffectKind

    best, score = [], -1
    for m in state.legal_moves():
        k = sum(e.kind in (EffectKind.CAPTURE, EffectKind.REMOVE, EffectKind.SEND_BACK)
                for e in state.apply(m).effects)
        if k > score:
            best, score = [m], k
        elif k == score:
            best.append(m)
    return rng.choice(best)


def run(size: tuple[int, int], level_id: str, frames: int, seed: int = 1) -> list[float]:
    from ludic.app.app import App
    from ludic.app.scenes.game import GameScene
    from ludic.app.session import Session, Setup
    from ludic.app.storage import Storage

    with tempfile.TemporaryDirectory() as home:
        app = App(size, storage=Storage(home=home), clock=_Clock(), rng=random.Random(seed),
                  audio=False, fullscreen=False)
        app.settings.anim_speed = 1.0
        scene = app.push(GameScene(app), session=Session(Setup(level_id, {}, None, [], 0)))
        rng = random.Random(seed)
        times = []
        for _ in range(20):  # warm caches (sprites scaled to this size, text)
            app.frame(1 / 60, [])
        for _ in range(frames):
            # The scripted player's choice is not the app's work: it is made before timing.
            idle = app.top is scene and not scene.queue and scene.state.outcome() is None
            move = _pick(scene.state, rng) if idle and not scene.state.is_chance else None
            t0 = time.perf_counter()
            if app.top is not scene:  # the game-over panel: start again
                app.pop(play_again=True)
            elif idle:
                if scene.state.is_chance:
                    scene.throw()
                else:
                    scene.play(move)
            app.frame(1 / 60, [])
            times.append(time.perf_counter() - t0)
        app.storage.flush()
        run.whole = app.full_frames / max(1, app.frames)
        return times


def run_thinking(size: tuple[int, int], level_id: str, frames: int, seed: int = 1,
                 strength: str = "hard") -> list[float]:
    """Frame times while the computer (``strength``, second seat) thinks, until ``frames``
    such frames were timed (a person's scripted moves between its thoughts)."""
    from ludic.app.app import App
    from ludic.app.session import Session, Setup
    from ludic.app.storage import Storage

    with tempfile.TemporaryDirectory() as home:
        app = App(size, storage=Storage(home=home), clock=_Clock(), rng=random.Random(seed),
                  audio=False, fullscreen=False)
        app.settings.anim_speed = 1.0
        setup = Setup(level_id, {}, None, [], 0, [None, strength], seed)
        scene = app.push("game", session=Session(setup))
        rng = random.Random(seed)
        times: list[float] = []
        cpu: list[float] = []
        for _ in range(20):
            app.frame(1 / 60, [])
        next_frame = time.perf_counter()
        spent = 0
        while len(times) < frames and spent < frames * 20:
            spent += 1
            if app.top is not scene:
                app.pop(play_again=True)
            state = scene.state
            idle = not scene.queue and state.outcome() is None and scene.seats.by_hand(state)
            move = _pick(state, rng) if idle and not state.is_chance else None
            thinking = scene.thinking()
            t0, c0 = time.perf_counter(), time.thread_time()
            if idle:
                if state.is_chance:
                    scene.throw()
                else:
                    scene.play(move)
            app.frame(1 / 60, [])
            t = time.perf_counter() - t0
            if thinking:
                times.append(t)
                cpu.append(time.thread_time() - c0)
            next_frame += 1 / 60
            delay = next_frame - time.perf_counter()
            if delay > 0:
                time.sleep(delay)
            else:
                next_frame = time.perf_counter()
        scene.leave()
        app.storage.flush()
        run_thinking.whole = app.full_frames / max(1, app.frames)
        run_thinking.cpu = cpu
        return times


def use_video_driver(display: bool) -> None:
    """Software rendering on SDL's dummy driver unless ``--display`` keeps the real one; no
    sound device either way. Set before pygame is imported."""
    if not display:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--frames", type=int, default=600, help="frames per game and size")
    ap.add_argument("--size", action="append", help="WxH (default 1280x720 and 1920x1080)")
    ap.add_argument("--level", action="append", help="level id (default: the five games)")
    ap.add_argument("--display", action="store_true", help="keep the real video driver")
    ap.add_argument("--thinking", action="store_true",
                    help="time the frames drawn while the computer (Hard) thinks")
    args = ap.parse_args(argv)
    use_video_driver(args.display)
    sizes = [tuple(int(v) for v in s.split("x")) for s in (args.size or
                                                            ["1280x720", "1920x1080"])]
    print(f"{'size':>10} {'game':<22} {'median':>8} {'p99':>8} {'worst':>8}  frames  whole"
          + ("  cpu p99 (the app's own work, without waiting for a busy CPU)"
             if args.thinking else ""))
    for size in sizes:
        every = []
        cpu_all: list[float] = []
        for level_id in args.level or LEVELS:
            if args.thinking:
                if level_id == "sig-el-oued":
                    continue  # the Sig race has nothing to think about
                t = sorted(run_thinking(size, level_id, args.frames))
                whole = run_thinking.whole
            else:
                t = sorted(run(size, level_id, args.frames))
                whole = run.whole
            if not t:
                continue
            every += t
            p99 = t[min(len(t) - 1, int(len(t) * 0.99))]
            extra = ""
            if args.thinking:
                c = sorted(run_thinking.cpu)
                cpu_all += c
                extra = f"  {c[min(len(c) - 1, int(len(c) * 0.99))] * 1000:7.2f}ms"
            print(f"{size[0]}x{size[1]:<5} {level_id:<22} {statistics.median(t) * 1000:7.2f}ms "
                  f"{p99 * 1000:7.2f}ms {t[-1] * 1000:7.2f}ms  {len(t):6}  {whole:4.0%}{extra}")
        every.sort()
        p99 = every[min(len(every) - 1, int(len(every) * 0.99))]
        extra = ""
        if cpu_all:
            cpu_all.sort()
            extra = f"  cpu p99 {cpu_all[min(len(cpu_all) - 1, int(len(cpu_all) * 0.99))] * 1000:.2f}ms"
        print(f"{size[0]}x{size[1]:<5} {'all games':<22} {statistics.median(every) * 1000:7.2f}ms "
              f"{p99 * 1000:7.2f}ms {every[-1] * 1000:7.2f}ms  {len(every)}   "
              f"(target p99 <= 16.7 ms){extra}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
