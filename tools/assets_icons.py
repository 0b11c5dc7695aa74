"""Flat pictures: the four places of the Sig race, the ornament band and the app icon.

The places are drawn in one flat, two-tone style (a lit face and a shaded face, no outlines),
four times larger with ``pygame.draw``, standing on a small patch of ground, with a soft shadow,
then shrunk, so they stay legible at 32 px on the sand board.
"""

from __future__ import annotations

import io
import math

import pygame

from assets_palette import rgb
from assets_raster import (
    blank, finish, hexrgb, mix, over, premultiply, shadow_of, shrink, with_shadow,
)

S = 4           # drawing scale: design units (output pixels) -> drawn pixels
TAU = 2.0 * math.pi

WALL = hexrgb("#f4e7c9")
WALL_SHADE = hexrgb("#d2b88c")
STONE = hexrgb("#e3c48a")
STONE_SHADE = hexrgb("#bf9a5e")
WINDOW = rgb("indigo")
GOLD = rgb("ochre")
GROUND = hexrgb("#caa46a")


class Pen:
    """``pygame.draw`` in design units on a canvas ``S`` times larger."""

    def __init__(self, w, h):
        self.surf = blank(w * S, h * S)

    def _p(self, pts):
        return [(round(x * S), round(y * S)) for x, y in pts]

    def poly(self, pts, col):
        pygame.draw.polygon(self.surf, col, self._p(pts))

    def rect(self, x, y, w, h, col):
        pygame.draw.rect(self.surf, col, (round(x * S), round(y * S), round(w * S), round(h * S)))

    def ellipse(self, cx, cy, rx, ry, col):
        pygame.draw.ellipse(self.surf, col, (round((cx - rx) * S), round((cy - ry) * S),
                                             round(2 * rx * S), round(2 * ry * S)))

    def circle(self, cx, cy, r, col):
        pygame.draw.circle(self.surf, col, (round(cx * S), round(cy * S)), round(r * S))

    def line(self, a, b, col, width):
        pygame.draw.line(self.surf, col, self._p([a])[0], self._p([b])[0], round(width * S))

    # --- architecture ------------------------------------------------------------------------

    def block(self, x, y, w, h, light=WALL, shade=WALL_SHADE, split=0.62):
        """A wall lit on the left, in shade on the right."""
        self.rect(x, y, w, h, light)
        self.rect(x + w * split, y, w * (1 - split), h, shade)

    def dome(self, cx, base, r, light, shade, point=0.0, tall=1.0):
        """A dome: a half ellipse ``tall`` times as high as wide, with an optional pointed tip
        (``point`` times the radius), lit on the left, in shade on the right."""
        pts = []
        for k in range(65):
            a = math.pi * k / 64
            s = math.sin(a)
            tip = point * r * max(0.0, (s - 0.8) / 0.2) ** 2.5
            pts.append((cx - r * math.cos(a), base - r * tall * s - tip))
        self.poly(pts, light)
        self.poly(pts[32:] + [(cx, base)], shade)

    def arch_window(self, cx, top, w, h, col=WINDOW):
        self.rect(cx - w / 2, top + w / 2, w, h - w / 2, col)
        self.circle(cx, top + w / 2, w / 2, col)

    def finial(self, cx, top, base, crescent=True):
        self.line((cx, base), (cx, top + 3), GOLD, 1.3)
        self.circle(cx, base - (base - top) * 0.45, 1.8, GOLD)
        if crescent:
            self.circle(cx, top + 2.0, 2.6, GOLD)
            self.circle(cx + 1.2, top + 1.3, 2.2, (0, 0, 0, 0))

    def merlons(self, x, y, w, n, col):
        step = w / n
        for k in range(n):
            x0 = x + k * step
            self.poly([(x0 + step * 0.15, y), (x0 + step * 0.5, y - step * 0.55),
                       (x0 + step * 0.85, y)], col)


def _place(pen: Pen, size: int) -> pygame.Surface:
    """Ground patch and shadow under a drawn place, then shrink to ``size``."""
    art = premultiply(pen.surf)
    ground = blank(size * S, size * S)
    pygame.draw.ellipse(ground, (*GROUND, 170),
                        (4 * S, 108 * S, 120 * S, 16 * S))
    ground = pygame.transform.gaussian_blur(premultiply(ground), 3 * S)
    out = blank(size * S, size * S)
    over(out, ground)
    over(out, shadow_of(art, 3 * S, 0.45), (2 * S, 3 * S))
    over(out, art)
    return shrink(out, (size, size))


def minaret(size=128):
    """A square Maghreb minaret: a tall shaft with arched windows, crenellated gallery,
    lantern, small dome and a gold finial with a crescent."""
    p = Pen(size, size)
    p.block(38, 108, 52, 10)                             # plinth
    p.block(45, 46, 38, 64)                              # shaft
    for y in (56, 80):
        p.arch_window(59.5, y, 9, 16)
    p.block(40, 39, 48, 9, STONE, STONE_SHADE)           # gallery
    p.merlons(40, 39, 48, 6, STONE)
    p.block(53, 24, 22, 16)                              # lantern
    p.arch_window(61.5, 27, 6, 10)
    p.dome(64, 25, 11.5, STONE, STONE_SHADE, point=0.35)
    p.finial(64, 2, 12)
    return _place(p, size)


def cairo(size=128):
    """Cairo: a great round dome between two pencil minarets, half domes, a long wall."""
    p = Pen(size, size)
    for mx in (16, 112):                                  # pencil minarets
        p.block(mx - 5, 30, 10, 84, split=0.5)
        p.block(mx - 7, 48, 14, 4, STONE, STONE_SHADE, split=0.5)
        p.block(mx - 6.5, 72, 13, 4, STONE, STONE_SHADE, split=0.5)
        p.poly([(mx - 5, 30), (mx + 5, 30), (mx, 6)], STONE)
        p.poly([(mx, 30), (mx + 5, 30), (mx, 6)], STONE_SHADE)
        p.line((mx, 7), (mx, 1), GOLD, 1.4)
    p.block(10, 82, 108, 34)                              # wall
    for x in (22, 38, 54, 70, 86, 102):
        p.arch_window(x, 92, 7, 16)
    p.dome(36, 83, 13, STONE, STONE_SHADE)                # half domes
    p.dome(92, 83, 13, STONE, STONE_SHADE)
    p.block(38, 62, 52, 21)                               # drum
    for x in (46, 58, 70, 82):
        p.arch_window(x - 1, 66, 5, 11)
    p.dome(64, 63, 28, STONE, STONE_SHADE, tall=0.95)
    p.finial(64, 20, 36)
    return _place(p, size)


def medina(size=128):
    """Medina: the green dome on its drum, a minaret beside it, a low arcaded wall."""
    p = Pen(size, size)
    green = mix(rgb("palm_green"), (255, 255, 255), 0.12)
    green_shade = mix(rgb("palm_green"), (0, 0, 0), 0.25)
    mx = 108
    p.block(mx - 6, 24, 12, 90, split=0.5)                # minaret
    p.block(mx - 8.5, 42, 17, 5, STONE, STONE_SHADE, split=0.5)
    p.block(mx - 8, 70, 16, 5, STONE, STONE_SHADE, split=0.5)
    p.block(mx - 4.5, 13, 9, 12, split=0.5)
    p.dome(mx, 13.5, 5, green, green_shade, point=0.6)
    p.finial(mx, 2, 9)
    p.block(8, 86, 104, 30)                               # arcaded wall
    for x in (18, 33, 48, 63, 78, 93):
        p.arch_window(x, 94, 8, 18)
    p.block(22, 66, 60, 21)                               # drum
    for x in (32, 46, 60, 74):
        p.arch_window(x - 2, 70, 5, 11)
    p.dome(52, 67, 31, green, green_shade, point=0.45, tall=1.02)
    p.finial(52, 12, 28)
    return _place(p, size)


def mecca(size=128):
    """Mecca: the Kaaba, a black cube seen from a corner, its gold band and golden door."""
    p = Pen(size, size)
    black, side, top = hexrgb("#2a2624"), hexrgb("#141110"), hexrgb("#57504b")
    fx0, fx1, y0, y1 = 14, 80, 36, 114          # front face
    dx, dy = 30, -16                            # receding side
    p.poly([(fx0, y0), (fx1, y0), (fx1 + dx, y0 + dy), (fx0 + dx, y0 + dy)], top)
    p.poly([(fx1, y0), (fx1 + dx, y0 + dy), (fx1 + dx, y1 + dy), (fx1, y1)], side)
    p.rect(fx0, y0, fx1 - fx0, y1 - y0, black)
    gold_shade = mix(GOLD, (0, 0, 0), 0.3)
    bt, bb = y0 + 13, y0 + 23                   # the band (hizam)
    p.rect(fx0, bt, fx1 - fx0, bb - bt, GOLD)
    p.poly([(fx1, bt), (fx1 + dx, bt + dy), (fx1 + dx, bb + dy), (fx1, bb)], gold_shade)
    for k in range(6):                          # calligraphy hints in the band
        x = fx0 + 4 + k * 10.5
        p.rect(x, bt + 3.5, 7, 2.0, mix(GOLD, black, 0.55))

    def side_pt(u, v):
        return (fx1 + dx * u, v + dy * u)
    p.poly([side_pt(0.3, 64), side_pt(0.66, 64), side_pt(0.66, 100), side_pt(0.3, 100)], GOLD)
    p.poly([side_pt(0.48, 64), side_pt(0.66, 64), side_pt(0.66, 100), side_pt(0.48, 100)],
           gold_shade)
    p.ellipse(fx1 - 2, 98, 3.2, 4.4, hexrgb("#d8d2c6"))   # the black stone's silver frame
    return _place(p, size)


# --- ornament band -------------------------------------------------------------------------------

def pattern(size=(256, 64)):
    """A seamless band: Tuareg-style diamonds between saw-tooth borders, indigo ground."""
    w, h = size
    p = Pen(w, h)
    indigo, ochre, terra, ivory = rgb("indigo"), rgb("ochre"), rgb("terracotta"), rgb("ivory")
    deep = mix(indigo, (0, 0, 0), 0.35)
    p.rect(0, 0, w, h, indigo)
    p.rect(0, 0, w, 4, ochre)
    p.rect(0, h - 4, w, 4, ochre)
    p.rect(0, 5.5, w, 1.5, ivory)
    p.rect(0, h - 7, w, 1.5, ivory)
    tooth = 16
    for shift in (-w, 0, w):
        for k in range(w // tooth + 1):
            x = shift + k * tooth
            p.poly([(x, 7), (x + tooth, 7), (x + tooth / 2, 15)], terra)
            p.poly([(x + tooth / 2, h - 7), (x + tooth * 1.5, h - 7), (x + tooth, h - 15)], terra)
        for k in range(w // 64 + 1):
            cx, cy = shift + 32 + 64 * k, h / 2
            p.poly([(cx - 22, cy), (cx, cy - 15), (cx + 22, cy), (cx, cy + 15)], ochre)
            p.poly([(cx - 15, cy), (cx, cy - 10), (cx + 15, cy), (cx, cy + 10)], deep)
            p.poly([(cx - 9, cy), (cx, cy - 6), (cx + 9, cy), (cx, cy + 6)], ivory)
            p.poly([(cx - 3.5, cy), (cx, cy - 2.5), (cx + 3.5, cy), (cx, cy + 2.5)], terra)
            sx = cx + 32
            p.poly([(sx - 6, cy), (sx, cy - 6), (sx + 6, cy), (sx, cy + 6)], ivory)
            for ex in (sx - 13, sx + 13):
                p.poly([(ex - 2.5, cy), (ex, cy - 2.5), (ex + 2.5, cy), (ex, cy + 2.5)], ochre)
    return shrink(premultiply(p.surf), (w, h))


# --- the app icon ----------------------------------------------------------------------------------

def icon(wood_tile: pygame.Surface, hole: pygame.Surface, polished: pygame.Surface,
         rough: pygame.Surface, size=512) -> pygame.Surface:
    """Six throwing sticks fanned over a wooden board of holes (premultiplied, ``size`` px).

    ``wood_tile`` is the straight-alpha board tile; the others are premultiplied sprites."""
    k = size / 512.0
    big = size * 2
    out = blank(big, big)
    # the board: a rounded square of carved wood with a dark rim
    board = blank(big, big)
    m, rad = int(40 * k * 2), int(120 * k * 2)
    rect = pygame.Rect(m, m, big - 2 * m, big - 2 * m)
    pygame.draw.rect(board, (255, 255, 255, 255), rect, border_radius=rad)
    wood = pygame.transform.smoothscale(wood_tile, (big, big))
    wood = pygame.transform.rotate(wood, 90)
    wood.blit(board, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    rim = blank(big, big)
    pygame.draw.rect(rim, (*rgb("wood_dark"), 255), rect, width=int(22 * k * 2), border_radius=rad)
    inner = rect.inflate(-int(44 * k * 2), -int(44 * k * 2))
    pygame.draw.rect(rim, (255, 236, 200, 90), inner, width=int(6 * k * 2), border_radius=rad - int(22 * k * 2))
    wood.blit(rim, (0, 0))
    board = premultiply(wood)
    over(out, shadow_of(board, 14 * k * 2, 0.55), (0, int(12 * k * 2)))
    over(out, board)
    # two rows of four holes, like a mancala board
    hs = int(104 * k * 2)
    hole_big = pygame.transform.smoothscale(hole, (hs, hs))
    for row in range(2):
        for col in range(4):
            cx = big / 2 + (col - 1.5) * 104 * k * 2
            cy = big / 2 + (row - 0.5) * 118 * k * 2 - 70 * k * 2
            over(out, hole_big, (int(cx - hs / 2), int(cy - hs / 2)))
    # six sticks fanned from a point low in the middle, rough and polished alternating
    length = int(330 * k * 2)
    pivot = (big / 2, 420 * k * 2)
    for i in range(6):
        src = rough if i % 2 == 0 else polished
        st = pygame.transform.smoothscale(
            src, (length, int(length * src.get_height() / src.get_width())))
        angle = 46 - i * 18.4                   # degrees from the vertical, to the left first
        rot = pygame.transform.rotozoom(st, 90 + angle, 1.0)
        a = math.radians(90 + angle)
        cx = pivot[0] + math.cos(a) * length * 0.4
        cy = pivot[1] - math.sin(a) * length * 0.4
        over(out, with_shadow(rot, 5 * k * 2, 8 * k * 2, 8 * k * 2, 0.45),
             (int(cx - rot.get_width() / 2), int(cy - rot.get_height() / 2)))
    return shrink(out, (size, size))


# --- icon files ------------------------------------------------------------------------------------

def png_bytes(surf: pygame.Surface) -> bytes:
    buf = io.BytesIO()
    pygame.image.save(surf, buf, "icon.png")
    return buf.getvalue()


def ico_bytes(images: dict[int, pygame.Surface]) -> bytes:
    """A Windows .ico with one PNG-compressed entry per size (Vista and later read these)."""
    import struct
    sizes = sorted(images)
    blobs = [png_bytes(images[s]) for s in sizes]
    head = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries = b""
    for s, blob in zip(sizes, blobs):
        d = 0 if s >= 256 else s
        entries += struct.pack("<BBBBHHII", d, d, 0, 0, 1, 32, len(blob), offset)
        offset += len(blob)
    return head + entries + b"".join(blobs)


ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}


def icns_bytes(images: dict[int, pygame.Surface]) -> bytes:
    """A macOS .icns whose entries are PNG files (types icp4..ic09)."""
    import struct
    body = b""
    for s in sorted(images):
        blob = png_bytes(images[s])
        body += ICNS_TYPES[s] + struct.pack(">I", len(blob) + 8) + blob
    return b"icns" + struct.pack(">I", len(body) + 8) + body


__all__ = ["minaret", "cairo", "medina", "mecca", "pattern", "icon", "ico_bytes", "icns_bytes",
           "png_bytes", "finish"]
