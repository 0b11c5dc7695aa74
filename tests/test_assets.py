"""The generated art and sound in ``assets/`` (made by ``tools/make_assets.py``).

Every manifest entry exists and loads; sprites have the declared size, per-pixel alpha and real
content; tiles are opaque and seamless; the two sides' pieces differ in shape and brightness;
the Sig race pieces are grey (for tinting) and have distinct silhouettes; the icon files are
well formed; sounds are 16-bit mono 44.1 kHz, short, peak-normalised and unclipped; and the
generator is deterministic and matches the committed files.
"""

from __future__ import annotations

import hashlib
import json
import math
import struct
import sys
import wave
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets"
TOOLS = ROOT / "tools"
MANIFEST = json.loads((ASSETS / "manifest.json").read_text())
FILES = MANIFEST["files"]
SPRITES = {e["path"]: e for e in FILES if e["kind"] == "sprite"}
SOUNDS = {e["path"]: e for e in FILES if e["kind"] == "sound"}
TILES = ("sprites/table.png", "sprites/board_wood.png", "sprites/board_sand.png")

EXPECTED = {
    "sprites/table.png": (512, 512), "sprites/board_wood.png": (512, 512),
    "sprites/board_sand.png": (512, 512), "sprites/hole.png": (128, 128),
    **{f"sprites/seed_{i}.png": (48, 48) for i in range(4)},
    **{f"sprites/{n}.png": (96, 96) for n in (
        "dra_south", "dra_north", "kham_south", "kham_north", "sig_father", "sig_djinn",
        "sig_mother", "sigcap_south", "sigcap_north")},
    "sprites/stick_polished.png": (320, 48), "sprites/stick_rough.png": (320, 48),
    **{f"sprites/{n}.png": (128, 128) for n in ("minaret", "cairo", "medina", "mecca")},
    "sprites/icon.png": (256, 256), "sprites/pattern.png": (256, 64),
}
EXPECTED_SOUNDS = {"sticks", "capture", "place", "move", "sow", "win", "click", "error"}


def load(rel: str) -> pygame.Surface:
    return pygame.image.load(str(ASSETS / rel))


def pixels(surf: pygame.Surface):
    """[(r, g, b, a), ...] row-major."""
    data = pygame.image.tobytes(surf, "RGBA")
    return [tuple(data[i:i + 4]) for i in range(0, len(data), 4)]


def luminance(px) -> float:
    """Alpha-weighted mean luminance of the visible pixels."""
    tot = wsum = 0.0
    for r, g, b, a in px:
        if a > 128:
            tot += (0.299 * r + 0.587 * g + 0.114 * b) * a
            wsum += a
    return tot / wsum


def mask(px, threshold=128):
    return [a > threshold for *_, a in px]


def iou(m1, m2) -> float:
    inter = sum(1 for a, b in zip(m1, m2) if a and b)
    union = sum(1 for a, b in zip(m1, m2) if a or b)
    return inter / union


def bbox(m, w):
    xs = [i % w for i, v in enumerate(m) if v]
    ys = [i // w for i, v in enumerate(m) if v]
    return min(xs), min(ys), max(xs) + 1, max(ys) + 1


def read_wav(path: Path):
    with wave.open(str(path), "rb") as w:
        params = w.getnchannels(), w.getsampwidth(), w.getframerate(), w.getnframes()
        frames = w.readframes(w.getnframes())
    samples = struct.unpack(f"<{len(frames) // 2}h", frames)
    return params, samples


# --- manifest --------------------------------------------------------------------------------

def test_manifest_lists_exactly_the_expected_files_and_they_exist():
    paths = {e["path"] for e in FILES}
    assert set(EXPECTED) <= paths
    assert {f"sounds/{n}.wav" for n in EXPECTED_SOUNDS} <= paths
    assert {"icon.ico", "icon.icns"} <= paths
    for e in FILES:
        assert (ASSETS / e["path"]).is_file(), e["path"]
        assert e["purpose"].strip(), e["path"]


def test_manifest_sizes_match_the_brief():
    for rel, size in EXPECTED.items():
        assert tuple(SPRITES[rel]["size"]) == size, rel


def _tool(name: str):
    """One of the asset tools, imported (they import each other, some only when called).
    tools/ stays on sys.path, but at its end, not its front (where make_assets.py puts it):
    there its ``i18n.py`` hid the ``i18n`` package pygame_gui imports, and the first GUI
    made after this file (in a run without the test_app_* files before it) failed with
    "module 'i18n' has no attribute 'set'"."""
    import importlib

    if str(TOOLS) not in sys.path:
        sys.path.append(str(TOOLS))
    try:
        return importlib.import_module(name)
    finally:
        while str(TOOLS) in sys.path:
            sys.path.remove(str(TOOLS))
        sys.path.append(str(TOOLS))


def test_manifest_palette_matches_the_generator():
    PALETTE = _tool("assets_palette").PALETTE
    assert MANIFEST["palette"] == PALETTE
    for name, hx in PALETTE.items():
        assert len(hx) == 7 and hx[0] == "#" and int(hx[1:], 16) >= 0, name


def test_assets_folder_is_small():
    total = sum(p.stat().st_size for p in ASSETS.rglob("*") if p.is_file())
    assert total < 2_200_000, total


# --- sprites -----------------------------------------------------------------------------------

@pytest.mark.parametrize("rel", sorted(EXPECTED))
def test_sprite_loads_with_size_alpha_and_content(rel):
    surf = load(rel)
    assert surf.get_size() == EXPECTED[rel]
    assert surf.get_flags() & pygame.SRCALPHA, "PNG must carry an alpha channel"
    px = pixels(surf)
    visible = [p for p in px if p[3] > 0]
    assert len(visible) > len(px) * 0.08, "mostly transparent"
    colours = {p[:3] for p in visible}
    assert len(colours) >= 40, f"only {len(colours)} colours: looks blank"
    if rel not in TILES and rel != "sprites/pattern.png":
        w, h = surf.get_size()
        corners = [px[0], px[w - 1], px[(h - 1) * w], px[-1]]
        assert all(c[3] == 0 for c in corners), "a sprite is transparent around its shape"


@pytest.mark.parametrize("rel", TILES + ("sprites/pattern.png",))
def test_tiles_are_opaque_and_seamless(rel):
    surf = load(rel)
    w, h = surf.get_size()
    px = pixels(surf)
    assert all(p[3] == 255 for p in px)

    def diff(i, j):
        return sum(abs(a - b) for a, b in zip(px[i][:3], px[j][:3]))

    def mean_column_step(x0, x1):
        return sum(diff(y * w + x0, y * w + x1) for y in range(h)) / h

    inner = sum(mean_column_step(x, x + 1) for x in range(0, w - 1, max(1, w // 32))) / len(
        range(0, w - 1, max(1, w // 32)))
    seam_x = mean_column_step(w - 1, 0)
    assert seam_x <= 2.0 * inner + 3, (seam_x, inner)
    if rel in TILES:
        rows = range(0, h - 1, h // 32)
        inner_y = sum(sum(diff(y * w + x, (y + 1) * w + x) for x in range(w)) / w
                      for y in rows) / len(rows)
        seam_y = sum(diff((h - 1) * w + x, x) for x in range(w)) / w
        assert seam_y <= 2.0 * inner_y + 3, (seam_y, inner_y)


def test_board_tiles_are_light_and_table_is_dark():
    table = luminance(pixels(load("sprites/table.png")))
    wood = luminance(pixels(load("sprites/board_wood.png")))
    sand = luminance(pixels(load("sprites/board_sand.png")))
    assert table < 60 < 120 < wood < sand


def radial_signature(m, w, n=72):
    """Distance from the centroid to the silhouette's edge in ``n`` directions, over its mean."""
    pts = [(i % w, i // w) for i, v in enumerate(m) if v]
    cx = sum(x for x, _ in pts) / len(pts)
    cy = sum(y for _, y in pts) / len(pts)
    radii = []
    for k in range(n):
        a = 2 * math.pi * k / n
        r = 0.0
        while True:
            x, y = int(cx + (r + 0.5) * math.cos(a)), int(cy + (r + 0.5) * math.sin(a))
            if not (0 <= x < w and 0 <= y < len(m) // w) or not m[y * w + x]:
                break
            r += 0.5
        radii.append(r)
    mean = sum(radii) / n
    return [r / mean for r in radii]


@pytest.mark.parametrize("south,north", [
    ("dra_south", "dra_north"), ("kham_south", "kham_north"), ("sigcap_south", "sigcap_north")])
def test_the_two_sides_differ_in_shape_and_brightness(south, north):
    ps, pn = pixels(load(f"sprites/{south}.png")), pixels(load(f"sprites/{north}.png"))
    assert luminance(ps) - luminance(pn) > 80, "South light, North dark, for a projector"
    # the silhouettes differ, not only the colour: overlap, and the outline's profile
    ms, mn = mask(ps, 230), mask(pn, 230)
    assert iou(ms, mn) < 0.9
    rs, rn = radial_signature(ms, 96), radial_signature(mn, 96)
    assert max(abs(a - b) for a, b in zip(rs, rn)) > 0.1


def test_stick_sides_are_told_apart_at_half_size():
    small = {}
    for side in ("polished", "rough"):
        surf = pygame.transform.smoothscale(load(f"sprites/stick_{side}.png"), (160, 24))
        small[side] = luminance(pixels(surf))
    assert small["polished"] - small["rough"] > 90


def test_sig_race_pieces_are_grey_for_tinting():
    for name in ("sig_father", "sig_djinn", "sig_mother"):
        px = [p for p in pixels(load(f"sprites/{name}.png")) if p[3] > 200]
        assert max(max(r, g, b) - min(r, g, b) for r, g, b, _ in px) <= 12, name
        assert luminance(px) > 170, f"{name} must be light so that a tint shows"


def test_sig_race_pieces_have_distinct_silhouettes():
    m = {n: mask(pixels(load(f"sprites/sig_{n}.png")), 200) for n in ("father", "djinn", "mother")}
    for a, b in (("father", "djinn"), ("father", "mother"), ("djinn", "mother")):
        assert iou(m[a], m[b]) < 0.75, (a, b)
    fx0, fy0, fx1, fy1 = bbox(m["father"], 96)
    mx0, my0, mx1, my1 = bbox(m["mother"], 96)
    assert (fy1 - fy0) > 1.3 * (fx1 - fx0), "the father is tall"
    assert (mx1 - mx0) > (fx1 - fx0) and (my1 - my0) < (fy1 - fy0), "the mother is wide"


def test_seeds_are_four_different_kinds():
    lum = [luminance(pixels(load(f"sprites/seed_{i}.png"))) for i in range(4)]
    assert len({round(v / 10) for v in lum}) == 4, lum


# --- icon files --------------------------------------------------------------------------------

def test_ico_has_png_entries_16_to_256():
    data = (ASSETS / "icon.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind, count) == (0, 1, 4)
    sizes = []
    for k in range(count):
        w, h, _, _, planes, bpp, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * k)
        assert data[offset:offset + 8] == b"\x89PNG\r\n\x1a\n"
        assert offset + length <= len(data)
        sizes.append(w or 256)
        assert (w or 256) == (h or 256) and bpp == 32 and planes == 1
    assert sizes == [16, 32, 48, 256]


def test_icns_is_well_formed():
    data = (ASSETS / "icon.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    pos, types = 8, []
    while pos < len(data):
        kind, length = data[pos:pos + 4], struct.unpack(">I", data[pos + 4:pos + 8])[0]
        assert data[pos + 8:pos + 16] == b"\x89PNG\r\n\x1a\n"
        types.append(kind)
        pos += length
    assert pos == len(data)
    assert b"ic07" in types and b"ic08" in types


# --- sounds --------------------------------------------------------------------------------------

@pytest.mark.parametrize("name", sorted(EXPECTED_SOUNDS))
def test_sound_format_length_and_level(name):
    rel = f"sounds/{name}.wav"
    (channels, width, rate, frames), samples = read_wav(ASSETS / rel)
    assert (channels, width, rate) == (1, 2, 44100)
    seconds = frames / rate
    assert 0.02 < seconds < (2.0 if name == "win" else 0.8)
    assert abs(SOUNDS[rel]["seconds"] - seconds) < 0.002
    peak = max(abs(v) for v in samples)
    assert peak < 32767, "clipped"
    assert -7.0 < 20 * math.log10(peak / 32767) < -5.0, "normalised to about -6 dBFS"
    assert abs(samples[0]) < 200 and abs(samples[-1]) < 200, "starts and ends without a click"
    assert abs(sum(samples) / len(samples)) < 100, "no DC offset"


def test_sow_is_very_short_and_win_is_the_longest():
    lengths = {n: read_wav(ASSETS / f"sounds/{n}.wav")[0][3] for n in EXPECTED_SOUNDS}
    assert lengths["sow"] / 44100 <= 0.2
    assert max(lengths, key=lengths.get) == "win"


# --- the generator -------------------------------------------------------------------------------

SAMPLE = {"sprites/hole", "sprites/seed_1", "sprites/sig_djinn", "sounds/sow"}


@pytest.fixture(scope="module")
def make_assets():
    return _tool("make_assets")


def _digest(folder: Path) -> dict:
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def test_generator_is_deterministic_and_matches_the_committed_files(make_assets, tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    make_assets.build(a, only=SAMPLE, log=lambda *_: None)
    make_assets.build(b, only=SAMPLE, log=lambda *_: None)
    da, db = _digest(a), _digest(b)
    assert set(da) == {f"{n}.png" for n in SAMPLE if n.startswith("sprites")} | {"sounds/sow.wav"}
    assert da == db
    # the committed files are what the generator makes (pixels within rounding of the
    # platform's smoothscale/blur, samples within a step of libm's rounding)
    for rel in da:
        if rel.endswith(".png"):
            new, old = pixels(pygame.image.load(str(a / rel))), pixels(load(rel))
            mean = sum(abs(x - y) for p, q in zip(new, old) for x, y in zip(p, q)) / (4 * len(new))
            assert mean < 0.5, rel
        else:
            (_, new), (_, old) = read_wav(a / rel), read_wav(ASSETS / rel)
            assert len(new) == len(old) and max(abs(x - y) for x, y in zip(new, old)) <= 2


def test_generator_manifest_matches_the_committed_one(make_assets, tmp_path):
    manifest = make_assets.build(tmp_path, only=set(), log=lambda *_: None)
    committed = {e["path"]: e for e in FILES}
    for e in manifest["files"]:
        c = dict(committed[e["path"]])
        assert {k: v for k, v in e.items() if k != "seconds"} == \
               {k: v for k, v in c.items() if k != "seconds"}
