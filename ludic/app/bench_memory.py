"""Memory of the app under a long monkey run: ``python -m ludic.app.bench_memory``.

Drives the real app (SDL's dummy video driver, no sound, a fake clock, settings and saves in a
temporary folder) with :mod:`ludic.app.monkey`'s random clicks, keys, wheel turns and resizes,
2 to 8 actions a frame, 100,000 actions by default, and prints the process's resident memory
every 10,000 actions, with what the byte-capped caches hold (rendered text, shadows, scaled
sprites) and how many GUI managers exist. The target is under 400 MB at the end (Linux: read
from ``/proc/self/status``; elsewhere the peak from ``resource``).
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time

TARGET_MB = 400


def rss_mb() -> tuple[float, float]:
    """(resident memory now, peak) in MB."""
    try:
        fields = {}
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                key, _, value = line.partition(":")
                fields[key] = value
        return int(fields["VmRSS"].split()[0]) / 1024, int(fields["VmHWM"].split()[0]) / 1024
    except (OSError, KeyError, ValueError):
        import resource

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        peak_mb = peak / 2**20 if sys.platform == "darwin" else peak / 1024
        return peak_mb, peak_mb


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--events", type=int, default=100_000, help="monkey actions (100,000)")
    ap.add_argument("--seed", type=int, default=20240)
    ap.add_argument("--every", type=int, default=10_000, help="print every N actions")
    args = ap.parse_args(argv)
    from ludic.app.bench_frames import use_video_driver

    use_video_driver(False)
    import pygame

    from ludic.app import theme
    from ludic.app.app import App
    from ludic.app.monkey import keep_running, random_event
    from ludic.app.scenes.title import TitleScene
    from ludic.app.storage import Storage

    class Clock:
        def tick(self, fps: float = 0) -> int:
            return 16

        def get_time(self) -> int:
            return 16

    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory() as home:
        app = App((1024, 600), storage=Storage(home=home), clock=Clock(),
                  rng=random.Random(3), audio=False, catch_errors=False, fullscreen=False)
        app.settings.anim_speed = 2.5
        app.push(TitleScene(app))
        pygame.event.clear()
        app.frame(1 / 60, [])
        start_mb, _ = rss_mb()
        print(f"{'actions':>8} {'RSS MB':>8} {'peak MB':>8} {'text MB':>8} {'shadow MB':>9} "
              f"{'sprites MB':>10} {'GUIs':>5} {'scene':>10} {'s':>6}")
        print(f"{0:>8} {start_mb:8.0f}")
        t0 = time.perf_counter()
        done, mark = 0, args.every
        while done < args.events:
            for _ in range(rng.randint(2, 8)):
                for event in random_event(app, rng):
                    pygame.event.post(event)  # through the queue, as in the real loop: the
                done += 1  # GUI's own events (a button pressed...) are read and let go too
            app.frame(1 / 60)
            keep_running(app)
            if done >= mark or done >= args.events:
                mark += args.every
                now, peak = rss_mb()
                print(f"{done:>8} {now:8.0f} {peak:8.0f} {theme._texts.bytes / 2**20:8.1f} "
                      f"{theme._shadows.bytes / 2**20:9.1f} "
                      f"{app.assets._scaled.bytes / 2**20:10.1f} {len(app._managers):>5} "
                      f"{app.top.name:>10} {time.perf_counter() - t0:6.0f}", flush=True)
        app.storage.flush()
        now, peak = rss_mb()
        verdict = "under" if peak < TARGET_MB else "OVER"
        print(f"end: {now:.0f} MB resident, peak {peak:.0f} MB ({verdict} the {TARGET_MB} MB "
              f"target), {start_mb:.0f} MB at the start")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
