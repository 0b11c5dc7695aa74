"""Lit pieces: the carved hole, mancala seeds, Dra, kharbga and Sig pieces, the throwing sticks.

Each function returns a finished-size *premultiplied* surface (see ``assets_raster``): it is
drawn ``SS`` times larger in design units equal to output pixels, with a soft drop shadow,
then shrunk.
"""

from __future__ import annotations

import math

from assets_palette import rgb
from assets_raster import (
    bezier, clamp, hexrgb, mix, noise_map, render, sd_box, sd_circle, sd_ellipse, sd_polygon,
    sd_segment, shade, shrink, smin, smoothstep, with_shadow,
)

SS = 3          # supersampling factor for the pieces
TAU = 2.0 * math.pi


def _finish(surf, size, shadow=(2.0, 3.0, 3.0, 0.5), contact=0.35):
    dx, dy, blur, alpha = shadow
    big = with_shadow(surf, dx * SS, dy * SS, blur * SS, alpha, contact)
    return shrink(big, size if isinstance(size, tuple) else (size, size))


def _noise(rng, size, cells, blur=0):
    """Non-tiling noise sampled per supersampled pixel: ``n(px, py)``."""
    w, h = (size, size) if isinstance(size, int) else size
    W, H = w * SS, h * SS
    m = noise_map(rng, W, H, cells[0], cells[1], blur, seamless=False)
    return lambda px, py: m[py * W + px]


def _ellipsoid(cx, cy, rx, ry, angle, top, wobble=None):
    """Height of a smooth ellipsoid (no crease along the long axis, unlike a distance bevel)."""
    ca, sa = math.cos(angle), math.sin(angle)

    def height(x, y, d):
        u, v = x - cx, y - cy
        lu, lv = ca * u + sa * v, -sa * u + ca * v
        k = 1.0
        if wobble is not None:
            k = 1.0 + wobble(math.atan2(v, u))
        q = (lu / (rx * k)) ** 2 + (lv / (ry * k)) ** 2
        return top * math.sqrt(1.0 - q) if q < 1.0 else 0.0
    return height


# --- the carved hole ---------------------------------------------------------------------------

def hole(rng, size=128):
    """A cup carved in the board, seen from above: a bowl lit from the upper left, the rim's
    shadow falling inside, a light catching the far edge. Semi-opaque, so that it takes the
    colour of the board under it a little."""
    W = size * SS
    c = size / 2.0
    R = size * 0.43
    rim = size * 0.05
    base = rgb("hole")
    wall = mix(rgb("wood"), rgb("wood_dark"), 0.35)
    grain = noise_map(rng, W, W, 6, 90, 1, seamless=False)
    mottle = noise_map(rng, W, W, 5, 5, 12, seamless=False)
    lx, ly = -0.59, -0.81                      # towards the light, in the plane
    rs = R * 1.12

    def pixel(px, py):
        x, y = (px + 0.5) / SS - c, (py + 0.5) / SS - c
        r = math.hypot(x, y)
        outer = R + rim
        if r > outer + 1.0:
            return None
        if r < R + 0.5 / SS:
            # spherical bowl: normal points to the centre of a sphere above the board
            nz = math.sqrt(max(rs * rs - r * r, 0.0))
            ndl = (-x * -0.48 - y * -0.66 + nz * 1.0) / (rs * 1.306)
            q = r / R
            depth = math.sqrt(max(1.0 - q * q, 0.0))
            # the rim on the light side hides the part of the bowl next to it
            sx, sy = x + lx * 0.62 * R * depth, y + ly * 0.62 * R * depth
            shadow = smoothstep(R - 3.0, R + 5.0, math.hypot(sx, sy))
            i = py * W + px
            col = mix(wall, base, 0.15 + 0.6 * depth)
            col = mix(col, rgb("wood_dark"), 0.2 * grain[i])
            lit = 0.35 + 0.85 * max(ndl, 0.0)
            lit *= 0.55 + 0.45 * q * q                 # the bottom sees less of the sky
            lit *= 1.0 - 0.6 * shadow
            lit *= 0.92 + 0.16 * mottle[i]
            return (col[0] * lit, col[1] * lit, col[2] * lit, 0.95)
        # the lip: a thin bevel, dark on the light side, bright on the far side
        t = (r - R) / rim
        facing = (x * -lx + y * -ly) / max(r, 1e-6)    # +1 on the far (lit) side
        fade = clamp(1.0 - t) * clamp((outer + 0.5 / SS - r) * SS)
        if facing > 0:
            return (255, 238, 204, 0.85 * facing ** 0.7 * fade)
        return (28, 14, 6, 0.7 * (-facing) ** 0.7 * fade)

    surf = render(W, W, pixel)
    return shrink(surf, (size, size))


# --- seeds ---------------------------------------------------------------------------------------

def seed(rng, variant, size=48):
    """Four kinds of mancala counter: grey nicker nut, brown bean, pale pebble, red seed with a
    black eye. About 30 px long on a 48 px canvas, so several overlap in a hole."""
    cx = cy = size / 2.0 - 1.0
    mot = _noise(rng, size, (6, 6), 6)
    fine = _noise(rng, size, (48, 48), 0)
    if variant == 0:      # grey nicker nut (Caesalpinia bonduc), the classic mancala seed
        rx, ry, ang = 14.5, 13.0, 0.4
        base = (150, 158, 146)

        def albedo(px, py, x, y, d):
            # faint concentric growth lines
            u, v = x - cx, y - cy
            rings = 0.5 + 0.5 * math.sin(math.hypot(u * 1.0, v * 1.15) * 2.2)
            k = 0.86 + 0.12 * mot(px, py) + 0.05 * rings
            return (base[0] * k, base[1] * k, base[2] * k)
        spec, shin = 0.55, 40.0
    elif variant == 1:    # brown bean with a pale eye
        rx, ry, ang = 16.0, 10.5, -0.55
        base = (176, 110, 62)
        ca, sa = math.cos(ang), math.sin(ang)

        def albedo(px, py, x, y, d):
            u, v = x - cx, y - cy
            lu, lv = ca * u + sa * v, -sa * u + ca * v
            k = 0.85 + 0.2 * mot(px, py)
            col = (base[0] * k, base[1] * k, base[2] * k)
            eye = sd_ellipse(lu, lv, 0.0, 7.0, 4.5, 1.8)
            return mix(col, (236, 220, 186), clamp(0.5 - eye * SS))
        spec, shin = 0.6, 46.0
    elif variant == 2:    # pale river pebble
        rx, ry, ang = 14.5, 12.0, -0.35
        base = (226, 214, 190)

        def albedo(px, py, x, y, d):
            k = 0.88 + 0.16 * mot(px, py)
            col = (base[0] * k, base[1] * k, base[2] * k)
            if fine(px, py) > 0.93:
                col = mix(col, (120, 100, 80), 0.5)
            return col
        spec, shin = 0.28, 18.0
    else:                 # red seed with a black eye (like a large Abrus seed)
        rx, ry, ang = 13.5, 11.5, 0.9
        base = (196, 62, 38)
        ca, sa = math.cos(ang), math.sin(ang)

        def albedo(px, py, x, y, d):
            u, v = x - cx, y - cy
            lu, lv = ca * u + sa * v, -sa * u + ca * v
            k = 0.88 + 0.14 * mot(px, py)
            col = (base[0] * k, base[1] * k, base[2] * k)
            eye = sd_ellipse(lu, lv, -9.0, 0.0, 5.5, 6.5)
            return mix(col, (30, 22, 20), clamp(0.5 - eye * SS))
        spec, shin = 0.7, 60.0

    def sdf(x, y):
        return sd_ellipse(x, y, cx, cy, rx, ry, ang)

    surf = shade(size, SS, sdf, albedo, bevel=min(rx, ry), spec=spec, shin=shin,
                 height=_ellipsoid(cx, cy, rx + 0.3, ry + 0.3, ang, 0.8 * min(rx, ry)),
                 ambient=0.45, diffuse=0.75, outline=((48, 30, 20), 0.7))
    return _finish(surf, size, shadow=(1.6, 2.4, 2.2, 0.55))


# --- Dra: sticks against pebbles (Monod) -------------------------------------------------------

def dra_south(rng, size=96):
    """Three short cut stick ends, bound together, seen from above: light end grain with growth
    rings and a dark bark edge, tied with an indigo cord."""
    c = size / 2.0
    ends = []
    for k in range(3):
        a = -math.pi / 2 + k * TAU / 3
        ends.append((c + 14.0 * math.cos(a), c + 1.5 + 14.0 * math.sin(a), 17.0,
                     rng.uniform(-2.5, 2.5), rng.uniform(-2.5, 2.5), rng.uniform(0, TAU)))
    light, dark = rgb("palm"), (176, 128, 74)
    bark = (104, 70, 40)
    wob = _noise(rng, size, (10, 10), 3)

    def sdf(x, y):
        d = 1e9
        for ex, ey, r, *_ in ends:
            d = smin(d, sd_circle(x, y, ex, ey, r), 1.5)
        return d

    def height(x, y, d):
        best = 0.0
        for ex, ey, r, *_ in ends:
            t = -sd_circle(x, y, ex, ey, r)
            if t > 0:
                s = min(t / 3.0, 1.0)
                best = max(best, 3.0 * math.sqrt(1.0 - (1.0 - s) ** 2))
        return best

    def albedo(px, py, x, y, d):
        best, pick = 1e9, ends[0]
        for e in ends:
            dd = sd_circle(x, y, e[0], e[1], e[2])
            if dd < best:
                best, pick = dd, e
        ex, ey, r, ox, oy, crack = pick
        u, v = x - ex - ox, y - ey - oy
        rr = math.hypot(u, v)
        ang = math.atan2(v, u)
        rings = (0.5 + 0.5 * math.cos(rr * 1.55 + 1.6 * wob(px, py) + 0.3 * math.sin(3 * ang))) ** 5
        col = mix(light, dark, 0.55 * rings + 0.15 * (rr / r))
        # a radial drying check
        da = abs((ang - crack + math.pi) % TAU - math.pi)
        if rr > 3 and da * rr < 0.8:
            col = mix(col, (110, 72, 40), 0.7 * (1 - da * rr / 0.8))
        # bark rim
        col = mix(col, bark, smoothstep(-3.6, -2.2, best))
        return col

    surf = shade(size, SS, sdf, albedo, bevel=3.0, height=height, spec=0.18, shin=14.0,
                 ambient=0.55, diffuse=0.55, outline=(rgb("indigo"), 2.4))
    return _finish(surf, size)


def dra_north(rng, size=96):
    """A dark, smooth, slightly irregular river pebble with pale flecks and a wet highlight."""
    c = size / 2.0
    p1, p2 = rng.uniform(0, TAU), rng.uniform(0, TAU)
    mot = _noise(rng, size, (5, 5), 10)
    fl = _noise(rng, size, (96, 96), 0)
    base = hexrgb("#34312f")
    cool = (78, 84, 96)

    def wobble(a):
        return 0.025 * math.sin(3 * a + p1) + 0.012 * math.sin(5 * a + p2)

    def sdf(x, y):
        return sd_ellipse(x, y, c, c + 1, 31.0, 25.0, 0.35) - 28.0 * wobble(math.atan2(y - c - 1, x - c))

    def albedo(px, py, x, y, d):
        k = 0.8 + 0.4 * mot(px, py)
        col = (base[0] * k, base[1] * k, base[2] * k)
        if fl(px, py) > 0.95:
            col = mix(col, (170, 165, 155), 0.55)
        # cool bounce light along the shadow side keeps the edge readable on dark wood
        rim = smoothstep(-7.0, -1.0, d) * clamp(((x - c) * 0.6 + (y - c) * 0.8) / 26.0)
        return mix(col, cool, 0.8 * rim)

    surf = shade(size, SS, sdf, albedo, bevel=24.0, spec=0.75, shin=34.0,
                 height=_ellipsoid(c, c + 1, 31.4, 25.4, 0.35, 17.0, wobble),
                 ambient=0.6, diffuse=0.7, outline=((14, 12, 12), 1.0))
    return _finish(surf, size)


# --- kharbga dogs ------------------------------------------------------------------------------

def kham_south(rng, size=96):
    """A round, bevelled limestone piece: pale, porous, with a carved ring on top."""
    c = size / 2.0
    mot = _noise(rng, size, (7, 7), 8)
    pits = _noise(rng, size, (110, 110), 0)
    base = rgb("limestone")

    def sdf(x, y):
        return sd_circle(x, y, c, c, 31.0)

    def relief(x, y, d):
        r = math.hypot(x - c, y - c)
        return -1.6 * math.exp(-((r - 19.0) / 1.3) ** 2)

    def albedo(px, py, x, y, d):
        k = 0.88 + 0.16 * mot(px, py)
        col = (base[0] * k, base[1] * k, base[2] * k)
        if pits(px, py) > 0.9:
            col = mix(col, (150, 138, 116), 0.6)
        r = math.hypot(x - c, y - c)
        return mix(col, (170, 156, 128), 0.5 * math.exp(-((r - 19.0) / 1.2) ** 2))

    surf = shade(size, SS, sdf, albedo, bevel=9.0, dome=0.8, relief=relief, spec=0.22, shin=16,
                 ambient=0.55, diffuse=0.6, outline=((92, 80, 62), 1.0))
    return _finish(surf, size)


def kham_north(rng, size=96):
    """A squared piece of dark fired clay, corners cut, edges chamfered into flat facets."""
    c = size / 2.0
    a, cut = 29.0, 7.0                          # a square with its corners cut off
    pts = [(c - a + cut, c - a), (c + a - cut, c - a), (c + a, c - a + cut), (c + a, c + a - cut),
           (c + a - cut, c + a), (c - a + cut, c + a), (c - a, c + a - cut), (c - a, c - a + cut)]
    mot = _noise(rng, size, (6, 6), 8)
    fine = _noise(rng, size, (80, 80), 0)
    base = rgb("terracotta_dark")

    def sdf(x, y):
        return sd_polygon(x, y, pts)

    def albedo(px, py, x, y, d):
        k = 0.85 + 0.25 * mot(px, py) + 0.08 * (fine(px, py) - 0.5)
        col = (base[0] * k, base[1] * k, base[2] * k)
        # the top face is a little lighter and smoother, the chamfers show the fired edge
        return mix(col, rgb("terracotta"), 0.25 * smoothstep(-9.5, -8.5, -d))

    surf = shade(size, SS, sdf, albedo, bevel=9.0, flat_bevel=True, dome=0.9, spec=0.3,
                 shin=20.0, ambient=0.55, diffuse=0.75, outline=((40, 16, 8), 1.0))
    return _finish(surf, size)


# --- Sig race pieces: grey, tinted by the app ------------------------------------------------

GREY = (236, 236, 234)
LINE = (62, 62, 62)


def _pedestal(x, y, c):
    return sd_ellipse(x, y, c, 83.0, 24.0, 7.0)


def _sig_piece(sdf, relief=None, albedo=None, bevel=7.0):
    def plain(px, py, x, y, d):
        return GREY
    return shade(96, SS, sdf, albedo or plain, bevel=bevel, dome=0.9, relief=relief, spec=0.35,
                 shin=24.0, ambient=0.5, diffuse=0.62, spec_color=(255, 255, 255),
                 outline=(LINE, 1.8))


def sig_father(rng, size=96):
    """The father: tall and upright, a long robe, a round head with a cap."""
    c = 48.0
    robe = [(c - 8.0, 34.0), (c + 8.0, 34.0), (c + 20.0, 82.0), (c - 20.0, 82.0)]

    def sdf(x, y):
        d = sd_polygon(x, y, robe) - 2.0
        d = smin(d, _pedestal(x, y, c), 3.0)
        d = smin(d, sd_circle(x, y, c, 22.0, 10.5), 2.5)
        d = min(d, sd_ellipse(x, y, c, 13.5, 7.0, 4.5))          # cap
        return d

    def relief(x, y, d):
        # a belt and the line of the robe's opening
        belt = math.exp(-((y - 52.0) / 1.4) ** 2) if abs(x - c) < 16 else 0.0
        return -1.2 * belt

    return _finish(_sig_piece(sdf, relief), size)


def sig_djinn(rng, size=96):
    """The djinn: a flame whose tip curls, with a swirl carved in it, and two side tongues."""
    c = 48.0
    path = [bezier((c, 64.0), (c - 26.0, 40.0), (c + 26.0, 30.0), (c + 6.0, 6.0), t / 24.0)
            for t in range(25)]
    rad = [17.0 * (1.0 - t / 24.0) ** 0.9 + 1.2 for t in range(25)]
    left = [bezier((c - 8.0, 66.0), (c - 24.0, 56.0), (c - 22.0, 40.0), (c - 17.0, 32.0),
                   t / 12.0) for t in range(13)]
    right = [bezier((c + 8.0, 66.0), (c + 24.0, 58.0), (c + 25.0, 46.0), (c + 21.0, 38.0),
                    t / 12.0) for t in range(13)]

    def sweep(x, y, pts, r0):
        d = 1e9
        for k in range(len(pts) - 1):
            r = r0 * (1.0 - k / (len(pts) - 1)) + 1.0
            d = min(d, sd_segment(x, y, pts[k][0], pts[k][1], pts[k + 1][0], pts[k + 1][1], r))
        return d

    def sdf(x, y):
        d = 1e9
        for k in range(24):
            d = smin(d, sd_segment(x, y, path[k][0], path[k][1], path[k + 1][0], path[k + 1][1],
                                   rad[k]), 1.0)
        d = smin(d, sweep(x, y, left, 6.0), 3.0)
        d = smin(d, sweep(x, y, right, 6.0), 3.0)
        d = smin(d, sd_ellipse(x, y, c, 70.0, 18.0, 12.0), 4.0)
        d = smin(d, _pedestal(x, y, c), 3.0)
        return d

    def swirl_dist(x, y):
        # distance to a small spiral centred in the flame's belly
        u, v = x - c, y - 60.0
        r = math.hypot(u, v)
        a = math.atan2(v, u)
        turn = (r / 3.2 - a / TAU) % 1.0
        return abs(turn - 0.5) * 3.2 * TAU / TAU * 2.0 if r < 10.5 else 9.0

    def relief(x, y, d):
        g = swirl_dist(x, y)
        return -1.3 * math.exp(-(g / 0.9) ** 2)

    def albedo(px, py, x, y, d):
        g = swirl_dist(x, y)
        return mix(GREY, (120, 120, 120), math.exp(-(g / 0.8) ** 2))

    return _finish(_sig_piece(sdf, relief, albedo), size)


def sig_mother(rng, size=96):
    """The mother: round and wide, wrapped in a veil that frames her face."""
    c = 48.0

    def sdf(x, y):
        d = sd_ellipse(x, y, c, 66.0, 33.0, 21.0)
        d = smin(d, _pedestal(x, y, c), 3.0)
        veil = sd_polygon(x, y, [(c - 13.0, 34.0), (c + 13.0, 34.0), (c + 25.0, 64.0),
                                  (c - 25.0, 64.0)]) - 2.0
        d = smin(d, veil, 4.0)
        d = smin(d, sd_circle(x, y, c, 34.0, 16.0), 3.0)
        return d

    def face(x, y):
        return sd_ellipse(x, y, c + 1.0, 36.0, 8.5, 10.0)

    def relief(x, y, d):
        f = face(x, y)
        r = math.hypot((x - c - 1.0) / 8.5, (y - 36.0) / 10.0)
        # the face, a small dome set back in the veil's opening; a fold of the veil below
        hollow = -3.5 * smoothstep(1.0, -1.0, f)
        dome = 2.6 * math.sqrt(max(0.0, 1.0 - r * r))
        fold = math.exp(-((y - 56.0 - 0.015 * (x - c) ** 2) / 1.4) ** 2) if abs(x - c) < 26 else 0
        return hollow + dome - 1.0 * fold

    def albedo(px, py, x, y, d):
        f = face(x, y)
        return mix(GREY, (214, 214, 212), smoothstep(0.5, -0.5, f))

    return _finish(_sig_piece(sdf, relief, albedo, bevel=8.0), size)


# --- Sig capture pieces --------------------------------------------------------------------------

def sigcap_south(rng, size=96):
    """Light: a round bone-white disc with a carved four-pointed star."""
    c = size / 2.0
    mot = _noise(rng, size, (6, 6), 8)
    base = (240, 230, 206)
    star = []
    for k in range(8):
        r = 17.0 if k % 2 == 0 else 5.5
        a = -math.pi / 2 + k * TAU / 8
        star.append((c + r * math.cos(a), c + r * math.sin(a)))

    def sdf(x, y):
        return sd_circle(x, y, c, c, 30.0)

    def relief(x, y, d):
        s = sd_polygon(x, y, star)
        return -2.0 * smoothstep(0.8, -0.8, s)

    def albedo(px, py, x, y, d):
        k = 0.9 + 0.12 * mot(px, py)
        col = (base[0] * k, base[1] * k, base[2] * k)
        s = sd_polygon(x, y, star)
        return mix(col, rgb("ochre"), 0.85 * smoothstep(0.6, -0.6, s))

    surf = shade(size, SS, sdf, albedo, bevel=10.0, dome=0.8, relief=relief, spec=0.3, shin=22,
                 ambient=0.55, diffuse=0.6, outline=((96, 82, 60), 1.0))
    return _finish(surf, size)


def sigcap_north(rng, size=96):
    """Dark: an indigo-black lozenge (a diamond standing on its point) with a raised boss."""
    c = size / 2.0
    mot = _noise(rng, size, (6, 6), 8)
    base = hexrgb("#232a47")
    pts = [(c, c - 36.0), (c + 31.0, c), (c, c + 36.0), (c - 31.0, c)]

    def sdf(x, y):
        return sd_polygon(x, y, pts) - 2.0

    def relief(x, y, d):
        r = math.hypot(x - c, y - c)
        return 4.0 * math.sqrt(max(0.0, 1.0 - (r / 8.0) ** 2))

    def albedo(px, py, x, y, d):
        k = 0.85 + 0.3 * mot(px, py)
        col = (base[0] * k, base[1] * k, base[2] * k)
        r = math.hypot(x - c, y - c)
        return mix(col, rgb("indigo_light"), 0.6 * smoothstep(8.5, 7.0, r))

    surf = shade(size, SS, sdf, albedo, bevel=10.0, flat_bevel=True, dome=1.0, relief=relief,
                 spec=0.45, shin=30.0, ambient=0.62, diffuse=0.7, outline=((10, 12, 22), 1.0))
    return _finish(surf, size)


# --- the throwing sticks ---------------------------------------------------------------------------

def _stick_sdf(w, h, rough_rng=None):
    cx, cy = w / 2.0, h / 2.0 - 1.5
    half_len = w / 2.0 - 12.0
    bumps = []
    if rough_rng is not None:
        bumps = [(rough_rng.uniform(0.02, 0.09), rough_rng.uniform(0, TAU), rough_rng.uniform(0.2, 0.7))
                 for _ in range(4)]

    def half_width(x):
        u = min(abs(x - cx) / half_len, 1.0)
        hw = 14.0 * (1.0 - 0.22 * u ** 3)
        for f, p, a in bumps:
            hw += a * math.sin(f * x + p)
        return hw

    def sdf(x, y):
        hw = half_width(x)
        return sd_box(x, y, cx, cy, half_len + 0.0, hw, hw * 0.8)

    return sdf, half_width, cx, cy, half_len


def stick(rng, polished: bool, size=(320, 48)):
    """A half-round palm-rib stick seen from above.

    Polished side: pale, smooth, glossy, with a light band along it and a carved mark (a row of
    chevrons between two rings). Rough side: dark, fibrous, ridged like bark, matt."""
    w, h = size
    sdf, half_width, cx, cy, half_len = _stick_sdf(w, h, None if polished else rng)
    fib = noise_map(rng, w * SS, h * SS, 10, 80, 0, seamless=False)
    fib2 = noise_map(rng, w * SS, h * SS, 30, 140, 0, seamless=False)
    mot = noise_map(rng, w * SS, h * SS, 8, 2, 10, seamless=False)
    W = w * SS

    def height(x, y, d):
        hw = half_width(x)
        t = clamp(-d / hw)
        hgt = 8.0 * math.sqrt(1.0 - (1.0 - t) ** 2)
        if not polished:
            px, py = min(int(x * SS), W - 1), min(int(y * SS), h * SS - 1)
            hgt += 0.9 * fib[py * W + px] + 0.5 * fib2[py * W + px]
        else:
            hgt += _mark(x, y) * -0.9
        return hgt

    def _mark(x, y):
        """Carved mark on the polished side: rings near the ends and chevrons in the middle."""
        u = x - cx
        g = 0.0
        for ring in (-half_len + 26.0, half_len - 26.0):
            g = max(g, math.exp(-((u - ring) / 0.9) ** 2))
        if abs(u) < 44.0 and abs(y - cy) < 9.0:
            # three carved lozenges, like the ornament band, and two dots between them
            v = abs(y - cy)
            for u0 in (-26.0, 0.0, 26.0):
                dd = abs((abs(u - u0) * 6.0 + v * 9.0 - 54.0) / 10.8)
                g = max(g, math.exp(-(dd / 0.9) ** 2))
            for u0 in (-13.0, 13.0):
                g = max(g, math.exp(-(math.hypot(u - u0, v) / 1.6) ** 2))
        return g

    if polished:
        light, mid = (244, 222, 168), (226, 190, 124)

        def albedo(px, py, x, y, d):
            i = py * W + px
            col = mix(light, mid, 0.5 * mot[i] + 0.25 * fib[i])
            col = mix(col, (200, 164, 104), 0.35 * fib2[i] ** 4)
            return mix(col, (138, 92, 44), 0.85 * _mark(x, y))
        spec, shin, amb, dif = 0.55, 36.0, 0.55, 0.55
        outline = ((110, 80, 40), 1.0)
    else:
        dark, mid = rgb("palm_bark"), (112, 78, 48)

        def albedo(px, py, x, y, d):
            i = py * W + px
            col = mix(dark, mid, 0.7 * fib[i] ** 2 + 0.2 * mot[i])
            if fib2[i] > 0.82:
                col = mix(col, (150, 112, 72), 0.6)
            elif fib2[i] < 0.12:
                col = mix(col, (40, 26, 16), 0.6)
            return col
        spec, shin, amb, dif = 0.08, 8.0, 0.55, 0.6
        outline = ((34, 22, 12), 1.0)

    surf = shade(size, SS, sdf, albedo, bevel=10.0, height=height, spec=spec, shin=shin,
                 ambient=amb, diffuse=dif, outline=outline)
    return _finish(surf, size, shadow=(1.5, 3.0, 2.5, 0.5))
