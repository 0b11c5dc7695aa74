"""Ludic's sounds, synthesised with ``math`` and written with ``wave`` (16-bit mono 44.1 kHz).

Wood is modelled as a few damped sine modes struck by a short filtered noise burst (a free bar
rings at about 1 : 2.76 : 5.40); the marimba adds its tuned overtone at 4x the fundamental.
Everything is gentle: soft attacks, no clipping, each sound normalised to -6 dBFS peak.
"""

from __future__ import annotations

import math
import struct
import wave

RATE = 44100
PEAK_DBFS = -6.0
TAU = 2.0 * math.pi
BAR = (1.0, 2.76, 5.40)


def buffer(seconds: float) -> list[float]:
    return [0.0] * int(round(seconds * RATE))


def add(buf: list[float], sig: list[float], at: float, gain: float = 1.0) -> None:
    start = int(round(at * RATE))
    n = min(len(sig), len(buf) - start)
    for i in range(max(0, n)):
        buf[start + i] += sig[i] * gain


def modes(freqs_decays_amps, seconds: float, attack: float = 0.0008) -> list[float]:
    """Sum of damped sines ``[(f, tau, amp), ...]`` with a short raised-cosine attack."""
    n = int(seconds * RATE)
    out = [0.0] * n
    na = max(1, int(attack * RATE))
    for f, tau, amp in freqs_decays_amps:
        w = TAU * f / RATE
        k = math.exp(-1.0 / (tau * RATE))
        e = amp
        for i in range(n):
            out[i] += e * math.sin(w * i)
            e *= k
            if e < 1e-5:
                break
    for i in range(min(na, n)):
        out[i] *= 0.5 - 0.5 * math.cos(math.pi * i / na)
    return out


def noise_burst(rng, seconds: float, tau: float, cutoff: float, highpass: float = 0.0) -> list[float]:
    """White noise with an exponential decay, through a one-pole low-pass (and high-pass)."""
    n = int(seconds * RATE)
    a = math.exp(-TAU * cutoff / RATE)
    hp = math.exp(-TAU * highpass / RATE) if highpass else 0.0
    out = [0.0] * n
    y = 0.0
    prev_in = prev_out = 0.0
    for i in range(n):
        x = (rng.random() * 2.0 - 1.0) * math.exp(-i / (tau * RATE))
        y = (1 - a) * x + a * y
        if highpass:
            z = hp * (prev_out + y - prev_in)
            prev_in, prev_out = y, z
            out[i] = z
        else:
            out[i] = y
    return out


def bandpass(sig: list[float], f: float, q: float) -> list[float]:
    """RBJ biquad band-pass (constant 0 dB peak gain)."""
    w0 = TAU * f / RATE
    alpha = math.sin(w0) / (2 * q)
    b0, b2 = alpha, -alpha
    a0, a1, a2 = 1 + alpha, -2 * math.cos(w0), 1 - alpha
    b0, b2, a1, a2 = b0 / a0, b2 / a0, a1 / a0, a2 / a0
    out = [0.0] * len(sig)
    x1 = x2 = y1 = y2 = 0.0
    for i, x in enumerate(sig):
        y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1 = x1, x
        y2, y1 = y1, y
        out[i] = y
    return out


def knock(rng, f0: float, tau: float, amp: float = 1.0, bright: float = 0.5,
          seconds: float = 0.12) -> list[float]:
    """A piece of wood struck: bar modes on ``f0`` plus a short contact click."""
    jitter = [rng.uniform(0.97, 1.03) for _ in BAR]
    sig = modes([(f0 * r * j, tau / (1.0 + 1.6 * k), amp / (1.0 + k * (2.5 - 2 * bright)))
                 for k, (r, j) in enumerate(zip(BAR, jitter))], seconds)
    click = noise_burst(rng, 0.006, 0.0012, 5000.0 + 4000.0 * bright)
    add(sig, click, 0.0, 0.35 * amp)
    return sig


def fade_out(buf: list[float], seconds: float) -> None:
    n = min(len(buf), int(seconds * RATE))
    for i in range(n):
        buf[-n + i] *= 0.5 + 0.5 * math.cos(math.pi * i / n)


def normalise(buf: list[float], dbfs: float = PEAK_DBFS) -> list[float]:
    peak = max(abs(v) for v in buf) or 1.0
    g = 10 ** (dbfs / 20.0) / peak
    return [v * g for v in buf]


def fade_in(buf: list[float], seconds: float) -> None:
    n = min(len(buf), int(seconds * RATE))
    for i in range(n):
        buf[i] *= 0.5 - 0.5 * math.cos(math.pi * i / n)


def write(path, buf: list[float]) -> None:
    """Normalise to ``PEAK_DBFS``, soften the very first samples, write 16-bit mono."""
    mean = sum(buf) / len(buf)
    buf = [v - mean for v in buf]
    fade_in(buf, 0.0015)
    fade_out(buf, 0.003)
    buf = normalise(buf)
    frames = b"".join(struct.pack("<h", max(-32767, min(32767, int(round(v * 32767)))))
                      for v in buf)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


# --- the sounds ------------------------------------------------------------------------------------

def sticks(rng) -> list[float]:
    """Six palm-rib sticks thrown on the ground: a soft thud, then each stick lands and
    bounces a few times (the hits spread over a quarter of a second), then two settle."""
    buf = buffer(0.72)
    add(buf, noise_burst(rng, 0.12, 0.025, 500.0, 60.0), 0.0, 0.35)
    lands = sorted(rng.uniform(0.0, 0.22) for _ in range(6))
    for s, t in enumerate(lands):
        f0 = rng.uniform(700.0, 1300.0)
        amp = rng.uniform(0.55, 0.8)
        for bounce in range(rng.randint(2, 4)):
            add(buf, knock(rng, f0 * rng.uniform(0.98, 1.02), 0.03, amp, 0.55), t)
            t += rng.uniform(0.04, 0.1) * (0.75 ** bounce)
            amp *= rng.uniform(0.5, 0.7)
    add(buf, knock(rng, 1900.0, 0.02, 0.3, 0.7), 0.46)     # two sticks tapping as they settle
    add(buf, knock(rng, 1750.0, 0.02, 0.2, 0.7), 0.53)
    fade_out(buf, 0.05)
    return buf


def capture(rng) -> list[float]:
    """A piece taken: two quick wooden clacks, then the piece set aside with a low knock."""
    buf = buffer(0.5)
    add(buf, knock(rng, 1250.0, 0.05, 1.0, 0.7, 0.2), 0.0)
    add(buf, knock(rng, 1500.0, 0.04, 0.6, 0.7, 0.2), 0.055)
    add(buf, noise_burst(rng, 0.18, 0.05, 1800.0, 400.0), 0.09, 0.12)
    add(buf, knock(rng, 330.0, 0.07, 0.9, 0.3, 0.3), 0.2)
    fade_out(buf, 0.05)
    return buf


def place(rng) -> list[float]:
    """A wooden piece set down on the board: a low, round knock and a faint second contact."""
    buf = buffer(0.3)
    add(buf, knock(rng, 240.0, 0.06, 1.0, 0.25, 0.28), 0.0)
    add(buf, knock(rng, 660.0, 0.03, 0.35, 0.4, 0.2), 0.0)
    add(buf, knock(rng, 250.0, 0.04, 0.2, 0.25, 0.2), 0.018)
    fade_out(buf, 0.04)
    return buf


def move(rng) -> list[float]:
    """A piece slid along the board and tapped into place."""
    buf = buffer(0.3)
    n = int(0.13 * RATE)
    slide = bandpass([rng.random() * 2 - 1 for _ in range(n)], 1100.0, 1.2)
    for i in range(n):
        slide[i] *= math.sin(math.pi * i / n) ** 2
    add(buf, slide, 0.0, 0.9)
    add(buf, knock(rng, 420.0, 0.035, 0.45, 0.35, 0.15), 0.12)
    fade_out(buf, 0.03)
    return buf


def sow(rng) -> list[float]:
    """One seed dropped into a wooden cup: a bright tick, a hollow ring, a tiny bounce."""
    buf = buffer(0.14)
    cup = modes([(760.0, 0.03, 0.7), (1930.0, 0.015, 0.35), (3300.0, 0.006, 0.3)], 0.13, 0.0004)
    add(buf, cup, 0.0)
    add(buf, noise_burst(rng, 0.005, 0.001, 7000.0, 1500.0), 0.0, 0.6)
    add(buf, modes([(780.0, 0.02, 0.25), (2000.0, 0.01, 0.12)], 0.08, 0.0004), 0.035)
    fade_out(buf, 0.02)
    return buf


def click(rng) -> list[float]:
    """A soft UI click."""
    buf = buffer(0.05)
    add(buf, modes([(1500.0, 0.006, 1.0), (2900.0, 0.003, 0.4)], 0.05, 0.0006), 0.0)
    fade_out(buf, 0.01)
    return buf


def error(rng) -> list[float]:
    """A soft, low "uh-uh": two round descending tones."""
    buf = buffer(0.55)
    for at, f, dur in ((0.0, 233.08, 0.2), (0.2, 185.0, 0.34)):
        n = int(dur * RATE)
        tone = [0.0] * n
        for i in range(n):
            t = i / RATE
            env = min(1.0, t / 0.02) * math.exp(-t / (dur * 0.45))
            tone[i] = env * (math.sin(TAU * f * t) + 0.25 * math.sin(TAU * 2 * f * t)
                             + 0.08 * math.sin(TAU * 3 * f * t))
        fade_out(tone, 0.03)
        add(buf, tone, at)
    return buf


def _marimba(f: float, seconds: float, amp: float) -> list[float]:
    return modes([(f, 0.45, amp), (4.0 * f, 0.08, amp * 0.25), (9.9 * f, 0.02, amp * 0.06)],
                 seconds, attack=0.002)


def win(rng) -> list[float]:
    """A short, bright pentatonic phrase on a marimba-like tone, ending on a soft chord."""
    buf = buffer(1.7)
    c5 = 523.25
    semis = [0, 2, 4, 7, 4, 7, 9]
    t = 0.0
    for k, s in enumerate(semis):
        f = c5 * 2 ** (s / 12.0)
        add(buf, _marimba(f, 0.6, 0.8 if k % 2 == 0 else 0.65), t)
        t += 0.11
    t += 0.04
    for s, a in ((12, 0.9), (7, 0.5), (4, 0.45), (-12, 0.5)):
        add(buf, _marimba(c5 * 2 ** (s / 12.0), 1.6 - t, a), t)
    fade_out(buf, 0.25)
    return buf


SOUNDS = {
    "sticks": (sticks, "six palm-rib sticks thrown and clattering on the ground (Sig throws)"),
    "capture": (capture, "a piece or seeds captured"),
    "place": (place, "a wooden piece set down on the board (Dra, Khamousiyya placement)"),
    "move": (move, "a piece slid to a neighbouring square"),
    "sow": (sow, "one seed dropped into a wooden cup (Isolo sowing, once per seed)"),
    "win": (win, "the end of a won game: a short marimba phrase"),
    "click": (click, "UI button click"),
    "error": (error, "a refused move: a soft low 'uh-uh'"),
}
