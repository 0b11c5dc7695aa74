"""Pixel tools for Ludic's asset scripts: the standard library and pygame-ce only (no numpy).

Every image is built as a *premultiplied* RGBA surface (colour already multiplied by alpha):
layers are stacked with ``BLEND_PREMULTIPLIED`` blits, blurred with ``gaussian_blur`` and
shrunk with ``smoothscale`` without dark fringes, and turned into an ordinary straight-alpha
surface by :func:`finish` just before saving.

Shapes are signed distance functions (negative inside, in design units); :func:`shade` turns
one into a lit, bevelled piece: a height field from the distance, normals by finite
differences, a light from the upper left, diffuse plus a specular highlight.
"""

from __future__ import annotations

import math
import random

import pygame

LIGHT = (-0.48, -0.66, 1.0)
_ln = math.sqrt(sum(c * c for c in LIGHT))
LIGHT = tuple(c / _ln for c in LIGHT)
_hv = (LIGHT[0], LIGHT[1], LIGHT[2] + 1.0)
_hn = math.sqrt(sum(c * c for c in _hv))
HALF = tuple(c / _hn for c in _hv)


# --- small maths ---------------------------------------------------------------------------

def clamp(v: float, lo: float = 0.0, hi: float = 1.0) -> float:
    return lo if v < lo else hi if v > hi else v


def smoothstep(e0: float, e1: float, x: float) -> float:
    t = clamp((x - e0) / (e1 - e0))
    return t * t * (3.0 - 2.0 * t)


def mix(c1, c2, t: float):
    return (c1[0] + (c2[0] - c1[0]) * t, c1[1] + (c2[1] - c1[1]) * t, c1[2] + (c2[2] - c1[2]) * t)


def scale(c, k: float):
    return (c[0] * k, c[1] * k, c[2] * k)


def hexrgb(h: str):
    h = h.lstrip("#")
    return (int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16))


# --- signed distances (design units, negative inside) --------------------------------------

def sd_circle(x, y, cx, cy, r):
    return math.hypot(x - cx, y - cy) - r


def sd_ellipse(x, y, cx, cy, rx, ry, angle=0.0):
    """Approximate distance to an ellipse (exact enough for shading and antialiasing)."""
    px, py = x - cx, y - cy
    if angle:
        c, s = math.cos(angle), math.sin(angle)
        px, py = c * px + s * py, -s * px + c * py
    k0 = math.hypot(px / rx, py / ry)
    if k0 == 0.0:
        return -min(rx, ry)
    k1 = math.hypot(px / (rx * rx), py / (ry * ry))
    return k0 * (k0 - 1.0) / k1


def sd_box(x, y, cx, cy, hw, hh, r=0.0, angle=0.0):
    px, py = x - cx, y - cy
    if angle:
        c, s = math.cos(angle), math.sin(angle)
        px, py = c * px + s * py, -s * px + c * py
    qx, qy = abs(px) - hw + r, abs(py) - hh + r
    return math.hypot(max(qx, 0.0), max(qy, 0.0)) + min(max(qx, qy), 0.0) - r


def sd_segment(x, y, ax, ay, bx, by, r):
    pax, pay, bax, bay = x - ax, y - ay, bx - ax, by - ay
    h = clamp((pax * bax + pay * bay) / (bax * bax + bay * bay))
    return math.hypot(pax - bax * h, pay - bay * h) - r


def sd_polygon(x, y, pts):
    """Exact distance to a closed polygon (Inigo Quilez's winding formula)."""
    n = len(pts)
    d = (x - pts[0][0]) ** 2 + (y - pts[0][1]) ** 2
    sign = 1.0
    j = n - 1
    for i in range(n):
        vix, viy = pts[i]
        vjx, vjy = pts[j]
        ex, ey = vjx - vix, vjy - viy
        wx, wy = x - vix, y - viy
        h = clamp((wx * ex + wy * ey) / (ex * ex + ey * ey))
        bx, by = wx - ex * h, wy - ey * h
        dd = bx * bx + by * by
        if dd < d:
            d = dd
        c1 = y >= viy
        c2 = y < vjy
        c3 = ex * wy > ey * wx
        if (c1 and c2 and c3) or (not c1 and not c2 and not c3):
            sign = -sign
        j = i
    return sign * math.sqrt(d)


def smin(a, b, k):
    """Smooth union of two distances (k: blend width)."""
    h = clamp(0.5 + 0.5 * (b - a) / k)
    return b + (a - b) * h - k * h * (1.0 - h)


def bezier(p0, p1, p2, p3, t):
    u = 1.0 - t
    a, b, c, d = u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t
    return (a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0],
            a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1])


# --- surfaces --------------------------------------------------------------------------------

def blank(w: int, h: int) -> pygame.Surface:
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    s.fill((0, 0, 0, 0))
    return s


def _byte(v: float) -> int:
    v = int(v + 0.5)
    return 0 if v < 0 else 255 if v > 255 else v


def render(w: int, h: int, fn) -> pygame.Surface:
    """Premultiplied surface from ``fn(px, py) -> (r, g, b, alpha 0..1)`` or None (clear).

    ``px, py`` are pixel indices; rgb is straight 0..255."""
    buf = bytearray(w * h * 4)
    i = 0
    for py in range(h):
        for px in range(w):
            c = fn(px, py)
            if c is not None:
                a = c[3]
                if a > 0.0:
                    if a > 1.0:
                        a = 1.0
                    buf[i] = _byte(c[0] * a)
                    buf[i + 1] = _byte(c[1] * a)
                    buf[i + 2] = _byte(c[2] * a)
                    buf[i + 3] = _byte(a * 255.0)
            i += 4
    return pygame.image.frombytes(bytes(buf), (w, h), "RGBA")


def premultiply(surf: pygame.Surface) -> pygame.Surface:
    """A premultiplied copy of an ordinary straight-alpha surface (e.g. pygame.draw output)."""
    out = surf.copy()
    return out.premul_alpha()


def finish(surf: pygame.Surface) -> pygame.Surface:
    """Premultiplied -> straight alpha, ready to save."""
    w, h = surf.get_size()
    data = bytearray(pygame.image.tobytes(surf, "RGBA"))
    for i in range(0, len(data), 4):
        a = data[i + 3]
        if a == 0:
            data[i] = data[i + 1] = data[i + 2] = 0
        elif a < 255:
            data[i] = min(255, (data[i] * 255 + a // 2) // a)
            data[i + 1] = min(255, (data[i + 1] * 255 + a // 2) // a)
            data[i + 2] = min(255, (data[i + 2] * 255 + a // 2) // a)
    return pygame.image.frombytes(bytes(data), (w, h), "RGBA")


def over(dst: pygame.Surface, src: pygame.Surface, pos=(0, 0)) -> pygame.Surface:
    """Premultiplied ``src`` over ``dst`` (in place), returns ``dst``."""
    dst.blit(src, pos, special_flags=pygame.BLEND_PREMULTIPLIED)
    return dst


def shrink(surf: pygame.Surface, size) -> pygame.Surface:
    """Downsample a premultiplied surface (box-like filter, halving steps then smoothscale)."""
    w, h = surf.get_size()
    tw, th = size
    while w >= 2 * tw and h >= 2 * th and w % 2 == 0 and h % 2 == 0:
        w, h = w // 2, h // 2
        surf = pygame.transform.smoothscale(surf, (w, h))
    if (w, h) != (tw, th):
        surf = pygame.transform.smoothscale(surf, (tw, th))
    return surf


def opacity(surf: pygame.Surface, k: float) -> pygame.Surface:
    out = surf.copy()
    v = _byte(255 * k)
    out.fill((v, v, v, v), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def shadow_of(surf: pygame.Surface, blur: float, alpha: float, color=(20, 10, 4)) -> pygame.Surface:
    """A soft premultiplied shadow with the silhouette of ``surf``."""
    w, h = surf.get_size()
    sh = blank(w, h)
    sh.fill((color[0], color[1], color[2], 255))
    # keep only the alpha of surf, as premultiplied colour*alpha
    mask = surf.copy()
    mask.fill((255, 255, 255, 255), special_flags=pygame.BLEND_RGB_MAX)
    sh.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    sh = opacity(sh.premul_alpha(), alpha)
    if blur >= 1:
        sh = pygame.transform.gaussian_blur(sh, int(round(blur)), repeat_edge_pixels=False)
    return sh


def with_shadow(piece: pygame.Surface, dx: float, dy: float, blur: float, alpha: float,
                contact: float = 0.0) -> pygame.Surface:
    """Piece over its own soft drop shadow (and an optional tight contact shadow)."""
    w, h = piece.get_size()
    out = blank(w, h)
    over(out, shadow_of(piece, blur, alpha), (round(dx), round(dy)))
    if contact:
        over(out, shadow_of(piece, max(1, blur / 3), contact), (round(dx / 3), round(dy / 3)))
    return over(out, piece)


# --- noise -----------------------------------------------------------------------------------

def noise_map(rng: random.Random, w: int, h: int, cells_x: int, cells_y: int,
              blur: int = 0, seamless: bool = True) -> list[float]:
    """Smooth value noise, ``w*h`` floats in 0..1 (row-major), tiling when ``seamless``.

    A ``cells_x`` x ``cells_y`` grid of random values is upscaled (bilinear, then an optional
    gaussian blur to hide the creases); for a seamless map the grid is tiled 3x3 first and the
    centre is cut out, so the edges wrap."""
    small = pygame.Surface((cells_x, cells_y))
    for j in range(cells_y):
        for i in range(cells_x):
            v = rng.randrange(256)
            small.set_at((i, j), (v, v, v))
    if seamless:
        # smoothscale maps corner to corner, (n-1)/(m-1): one wrapped extra row and column
        # make the upscaled grid exactly periodic
        big = pygame.Surface((4 * cells_x, 4 * cells_y))
        for a in range(4):
            for b in range(4):
                big.blit(small, (a * cells_x, b * cells_y))
        big = big.subsurface((0, 0, 3 * cells_x + 1, 3 * cells_y + 1)).copy()
        up = pygame.transform.smoothscale(big, (3 * w + 1, 3 * h + 1))
        if blur:
            up = pygame.transform.gaussian_blur(up, blur)
        up = up.subsurface((w, h, w, h)).copy()
    else:
        up = pygame.transform.smoothscale(small, (w, h))
        if blur:
            up = pygame.transform.gaussian_blur(up, blur)
    data = pygame.image.tobytes(up, "RGB")[0::3]
    lo, hi = min(data), max(data)
    span = float(max(1, hi - lo))
    return [(v - lo) / span for v in data]


def fbm(rng, w, h, octaves, seamless=True):
    """Sum of noise maps: ``octaves`` is a list of (cells_x, cells_y, weight, blur)."""
    total = [0.0] * (w * h)
    wsum = 0.0
    for cx, cy, weight, blur in octaves:
        m = noise_map(rng, w, h, cx, cy, blur, seamless)
        for i in range(w * h):
            total[i] += m[i] * weight
        wsum += weight
    return [v / wsum for v in total]


# --- lit pieces --------------------------------------------------------------------------------

def shade(size, ss: int, sdf, albedo, *, bevel: float, dome: float = 1.0, relief=None,
          ambient: float = 0.42, diffuse: float = 0.72, spec: float = 0.3, shin: float = 28.0,
          spec_color=(255, 250, 238), outline=None, flat_bevel: bool = False,
          light=None, height=None) -> pygame.Surface:
    """Render a lit, bevelled shape at ``size*ss`` pixels (premultiplied); ``size`` is an int
    (square) or ``(w, h)``.

    ``sdf(x, y)`` and ``relief(x, y, d)`` take design units (0..size); ``albedo(px, py, x, y,
    d)`` gives the straight base colour. The height rises from the edge over ``bevel`` units,
    round (``flat_bevel=False``) or as a straight chamfer (flat facets); ``height(x, y, d)``
    replaces that profile when given. ``outline`` is ``(rgb, width)`` in units."""
    sw, sh = (size, size) if isinstance(size, int) else size
    W, Hh = sw * ss, sh * ss
    inv = 1.0 / ss
    n = W + 2
    D = [0.0] * (n * (Hh + 2))
    H = [0.0] * (n * (Hh + 2))
    for j in range(Hh + 2):
        y = (j - 0.5) * inv
        row = j * n
        for i in range(n):
            x = (i - 0.5) * inv
            d = sdf(x, y)
            D[row + i] = d
            t = -d
            if height is not None:
                H[row + i] = height(x, y, d) if t > -2.0 * inv else 0.0
            elif t > 0.0:
                s = t / bevel
                if s > 1.0:
                    s = 1.0
                hgt = bevel * dome * (s if flat_bevel else math.sqrt(1.0 - (1.0 - s) ** 2))
                if relief is not None:
                    hgt += relief(x, y, d)
                H[row + i] = hgt
    lx, ly, lz = light or LIGHT
    hv = (lx, ly, lz + 1.0)
    hn = math.sqrt(hv[0] ** 2 + hv[1] ** 2 + hv[2] ** 2)
    hx, hy, hz = hv[0] / hn, hv[1] / hn, hv[2] / hn
    half = 0.5 * ss

    def pixel(px, py):
        k = (py + 1) * n + px + 1
        d = D[k]
        a = 0.5 - d * ss
        if a <= 0.0:
            return None
        gx = (H[k + 1] - H[k - 1]) * half
        gy = (H[k + n] - H[k - n]) * half
        ln = math.sqrt(gx * gx + gy * gy + 1.0)
        nx, ny, nz = -gx / ln, -gy / ln, 1.0 / ln
        ndl = nx * lx + ny * ly + nz * lz
        ndh = nx * hx + ny * hy + nz * hz
        x, y = (px + 0.5) * inv, (py + 0.5) * inv
        r, g, b = albedo(px, py, x, y, d)
        lit = ambient + diffuse * (ndl if ndl > 0.0 else 0.0)
        sp = spec * (ndh ** shin if ndh > 0.0 else 0.0)
        r = r * lit + sp * spec_color[0]
        g = g * lit + sp * spec_color[1]
        b = b * lit + sp * spec_color[2]
        if outline is not None:
            oc, ow = outline
            t = clamp((-d - ow) * ss + 0.5)
            r = oc[0] + (r - oc[0]) * t
            g = oc[1] + (g - oc[1]) * t
            b = oc[2] + (b - oc[2]) * t
        return (r, g, b, a)

    return render(W, Hh, pixel)
