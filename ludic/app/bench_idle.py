"""CPU used while nothing moves: ``python -m ludic.app.bench_idle [-s 10]``.

Runs the real main loop (``App.run``) on the title screen and then on a game waiting for a
move, with no input, and measures the process's CPU time over ``-s`` seconds of each (after a
second to settle). The loop must sleep in ``pygame.event.wait``; the target is under 3% of one
core. Uses the dummy video driver unless ``--display`` keeps the real one.
"""

from __future__ import annotations

import argparse
import random
import tempfile
import threading
import time

from ludic.app.bench_frames import use_video_driver


def measure(scene: str, seconds: float) -> float:
    import pygame

    from ludic.app.app import App
    from ludic.app.storage import Storage

    with tempfile.TemporaryDirectory() as home:
        app = App((1280, 720), storage=Storage(home=home), rng=random.Random(1), audio=False,
                  fullscreen=False)
        if scene == "title":
            from ludic.app.scenes.title import TitleScene

            app.push(TitleScene(app))
        else:
            from ludic.app.scenes.game import GameScene
            from ludic.app.session import Session, Setup

            session = Session(Setup(scene, {}, None, [], 0))
            rng = random.Random(2)
            for _ in range(6):
                state = session.history.state
                if state.is_chance:
                    session.history.throw(rng)
                else:
                    session.history.play(rng.choice(state.legal_moves()))
            app.push(GameScene(app), session=session)
        marks: dict[str, float] = {}

        def watch() -> None:
            time.sleep(1.0)
            marks["cpu0"], marks["t0"] = time.process_time(), time.monotonic()
            time.sleep(seconds)
            marks["cpu1"], marks["t1"] = time.process_time(), time.monotonic()
            pygame.event.post(pygame.event.Event(pygame.QUIT))

        thread = threading.Thread(target=watch, daemon=True)
        thread.start()
        app.run()
        thread.join()
        return (marks["cpu1"] - marks["cpu0"]) / (marks["t1"] - marks["t0"])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-s", "--seconds", type=float, default=10.0)
    ap.add_argument("--display", action="store_true", help="keep the real video driver")
    args = ap.parse_args(argv)
    use_video_driver(args.display)
    for scene in ("title", "dra", "sig-el-oued"):
        share = measure(scene, args.seconds)
        print(f"idle on {scene:<12} {share * 100:5.2f}% of one core (target < 3%)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
