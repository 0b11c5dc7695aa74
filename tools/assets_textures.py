"""Seamless 512x512 tiles: the dark table, light carved board wood, Souf sand.

Every pattern is periodic over the tile: grain and ripples are sines with a whole number of
periods per tile, bent by seamless noise (see ``assets_raster.noise_map``), so the tiles can be
repeated without a seam.
"""

from __future__ import annotations

import math

from assets_palette import rgb
from assets_raster import clamp, fbm, mix, noise_map, render

TAU = 2.0 * math.pi


def _wood(rng, size, light, mid, dark, *, lines, warp_amp, grain_depth, fibre_depth,
          tone_depth, pores):
    """Plain-sawn wood, grain along x: dark latewood lines bent by noise, fine fibres."""
    warp = fbm(rng, size, size, [(3, 6, 1.0, 8), (6, 12, 0.5, 4), (12, 24, 0.25, 2)])
    fibre = fbm(rng, size, size, [(8, 128, 1.0, 1), (16, 256, 0.7, 0), (4, 64, 0.6, 2)])
    tone = noise_map(rng, size, size, 3, 3, 24)
    speck = [rng.random() for _ in range(size * size)]
    k = TAU * lines / size

    def pixel(px, py):
        i = py * size + px
        w = warp[i]
        f = fibre[i]
        ph = k * py + TAU * warp_amp * w
        v = 0.5 + 0.5 * math.sin(ph + 0.5 * f)
        late = v ** 10                              # thin dark latewood line
        soft = v ** 2                               # its soft halo
        fine = (0.5 + 0.5 * math.sin(3.0 * ph + 2.0 + 1.5 * f)) ** 8
        c = mix(light, mid, 0.45 * soft + 0.55 * f * fibre_depth)
        c = mix(c, dark, grain_depth * (late + 0.35 * fine))
        t = 1.0 + tone_depth * (tone[i] - 0.5)
        if speck[i] < pores:
            t *= 0.85
        return (c[0] * t, c[1] * t, c[2] * t, 1.0)

    return render(size, size, pixel)


def table(rng, size=512):
    """Dark warm wood for the table under the boards: low contrast, calm."""
    return _wood(rng, size, rgb("table"), (52, 33, 22), rgb("table_dark"),
                 lines=8, warp_amp=1.0, grain_depth=0.45, fibre_depth=0.8, tone_depth=0.10,
                 pores=0.004)


def board_wood(rng, size=512):
    """Light carved wood for the boards (Sukuma boards, Dra boards)."""
    return _wood(rng, size, rgb("wood_light"), rgb("wood"), rgb("wood_dark"),
                 lines=11, warp_amp=1.2, grain_depth=0.42, fibre_depth=0.55, tone_depth=0.12,
                 pores=0.006)


def board_sand(rng, size=512):
    """Souf sand: wind ripples bent by noise, fine grains, a few darker and brighter ones."""
    warp = fbm(rng, size, size, [(4, 4, 1.0, 10), (8, 8, 0.5, 4)])
    mottle = fbm(rng, size, size, [(4, 4, 1.0, 16), (16, 16, 0.4, 3)])
    grain = noise_map(rng, size, size, 256, 256, 0)
    light, mid, dark = rgb("sand_light"), rgb("sand"), rgb("sand_dark")
    sparkle = (255, 248, 226)
    lines = 11
    k = TAU * lines / size
    cols = [rng.random() for _ in range(size * size)]

    def pixel(px, py):
        i = py * size + px
        ph = k * py + TAU * 2 * px / size + TAU * 1.6 * warp[i]
        # asymmetric ripple: gentle windward slope (lit), short lee slope (shaded)
        s = math.sin(ph)
        slope = math.cos(ph + 0.6 * s)
        c = mix(mid, light, clamp(0.55 + 0.22 * slope + 0.35 * (mottle[i] - 0.5)))
        g = grain[i] - 0.5
        c = (c[0] * (1 + 0.10 * g), c[1] * (1 + 0.10 * g), c[2] * (1 + 0.12 * g))
        r = cols[i]
        if r < 0.012:
            c = mix(c, dark, 0.55)
        elif r < 0.016:
            c = mix(c, (120, 80, 50), 0.5)
        elif r > 0.996:
            c = mix(c, sparkle, 0.6)
        return (c[0], c[1], c[2], 1.0)

    return render(size, size, pixel)
