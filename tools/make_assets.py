"""Make every file in ``assets/``: Ludic's own art and sound, drawn and synthesised from scratch.

    python tools/make_assets.py [--out DIR] [NAME ...]

Nothing is copied from anywhere: pictures are drawn with pygame-ce (``pygame.draw``, per-pixel
shading in pure Python, ``transform``), sounds are synthesised with ``math`` and written with
``wave``. Each file has its own ``random.Random`` seeded from ``SEED`` and its name, so the
output is the same on every run, and one file can be remade alone (``NAME`` is a manifest path
without extension, e.g. ``sprites/hole`` or ``sounds/sow``).

The look: warm, calm, legible on a projector. Carved light wood and Souf sand for the boards,
a dark warm wood table, seeds and pebbles, clay and limestone, palm-rib sticks; indigo, ochre,
terracotta and palm green as accents (``PALETTE``, also written to the manifest so the app's
theme can match it). The two sides' pieces differ in shape as well as in colour.

Modules: ``assets_palette`` (colours), ``assets_raster`` (pixels, distances, shading, noise),
``assets_textures`` (tiles), ``assets_pieces`` (lit pieces), ``assets_icons`` (flat pictures,
ornament, icon files), ``assets_sounds`` (synthesis).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import wave
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame

import assets_icons as icons
import assets_pieces as pieces
import assets_sounds as sounds
import assets_textures as textures
from assets_palette import PALETTE
from assets_raster import finish

SEED = 1939          # Monod's first Dra paper; any fixed number would do
ASSETS = Path(__file__).resolve().parent.parent / "assets"

# name -> (size, maker(rng, cache) -> premultiplied surface, what it is for)
SPRITES = {
    "table": ((512, 512), lambda r, c: textures.table(r),
              "seamless tile: dark warm wood of the table, the app background"),
    "board_wood": ((512, 512), lambda r, c: textures.board_wood(r),
                   "seamless tile: light carved wood for the boards (Isolo, Dra, Khamousiyya)"),
    "board_sand": ((512, 512), lambda r, c: textures.board_sand(r),
                   "seamless tile: Souf sand with wind ripples, the Sig boards drawn in the sand"),
    "hole": ((128, 128), lambda r, c: pieces.hole(r),
             "a carved cup seen from above, transparent outside (Isolo pits, Dra holes)"),
    "seed_0": ((48, 48), lambda r, c: pieces.seed(r, 0), "mancala seed: grey nicker nut"),
    "seed_1": ((48, 48), lambda r, c: pieces.seed(r, 1), "mancala seed: brown bean"),
    "seed_2": ((48, 48), lambda r, c: pieces.seed(r, 2), "mancala seed: pale pebble"),
    "seed_3": ((48, 48), lambda r, c: pieces.seed(r, 3), "mancala seed: red seed with a black eye"),
    "dra_south": ((96, 96), lambda r, c: pieces.dra_south(r),
                  "Dra South piece: a bundle of three light cut stick ends tied with indigo"),
    "dra_north": ((96, 96), lambda r, c: pieces.dra_north(r),
                  "Dra North piece: a dark smooth oval pebble"),
    "kham_south": ((96, 96), lambda r, c: pieces.kham_south(r),
                   "Khamousiyya South dog: round pale limestone with a carved ring"),
    "kham_north": ((96, 96), lambda r, c: pieces.kham_north(r),
                   "Khamousiyya North dog: squared, chamfered dark terracotta"),
    "sig_father": ((96, 96), lambda r, c: pieces.sig_father(r),
                   "Sig race father, grey, to tint per player (BLEND_RGBA_MULT): tall, upright"),
    "sig_djinn": ((96, 96), lambda r, c: pieces.sig_djinn(r),
                  "Sig race djinn, grey, to tint per player: a flame with a curling tip"),
    "sig_mother": ((96, 96), lambda r, c: pieces.sig_mother(r),
                   "Sig race mother, grey, to tint per player: round and wide, veiled"),
    "sigcap_south": ((96, 96), lambda r, c: pieces.sigcap_south(r),
                     "Sig capture South piece: round bone-white disc with an ochre star"),
    "sigcap_north": ((96, 96), lambda r, c: pieces.sigcap_north(r),
                     "Sig capture North piece: dark indigo lozenge with a raised boss"),
    "stick_polished": ((320, 48), lambda r, c: pieces.stick(r, True),
                       "throwing stick, polished side up (counts): pale, glossy, carved chevrons"),
    "stick_rough": ((320, 48), lambda r, c: pieces.stick(r, False),
                    "throwing stick, rough side up: dark, fibrous bark"),
    "minaret": ((128, 128), lambda r, c: icons.minaret(), "Sig square 13, the Minaret"),
    "cairo": ((128, 128), lambda r, c: icons.cairo(), "Sig: Cairo (counts for three points)"),
    "medina": ((128, 128), lambda r, c: icons.medina(), "Sig: Medina, the green dome"),
    "mecca": ((128, 128), lambda r, c: icons.mecca(), "Sig: Mecca, the Kaaba, the goal"),
    "pattern": ((256, 64), lambda r, c: icons.pattern(),
                "seamless horizontal ornament band for title screens and panel borders"),
    "icon": ((256, 256), lambda r, c: shrink_icon(c), "the app icon (window icon, 256 px)"),
}

ICON_SIZES_ICO = (16, 32, 48, 256)
ICON_SIZES_ICNS = (16, 32, 64, 128, 256, 512)


def _rng(name: str) -> random.Random:
    return random.Random(f"{SEED}:{name}")


def big_icon(cache: dict) -> pygame.Surface:
    """The icon at 512 px (premultiplied), drawn once per build."""
    if "icon512" not in cache:
        wood = finish(textures.board_wood(_rng("sprites/board_wood")))
        cache["icon512"] = icons.icon(wood, pieces.hole(_rng("sprites/hole")),
                                      pieces.stick(_rng("sprites/stick_polished"), True),
                                      pieces.stick(_rng("sprites/stick_rough"), False), 512)
    return cache["icon512"]


def shrink_icon(cache: dict, size: int = 256) -> pygame.Surface:
    from assets_raster import shrink
    return shrink(big_icon(cache), (size, size))


def _save_png(surf: pygame.Surface, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(finish(surf), str(path))


def build(out_dir=ASSETS, only=None, log=print) -> dict:
    """Write the assets (all, or the manifest names in ``only``) into ``out_dir``; return the
    manifest (written as ``out_dir/manifest.json`` when everything was built)."""
    out = Path(out_dir)
    cache: dict = {}
    entries = []

    def wanted(name):
        return only is None or name in only

    for name, (size, make, purpose) in SPRITES.items():
        rel = f"sprites/{name}.png"
        entries.append({"path": rel, "kind": "sprite", "size": list(size), "purpose": purpose})
        if wanted(f"sprites/{name}"):
            surf = make(_rng(f"sprites/{name}"), cache)
            assert surf.get_size() == size, (name, surf.get_size())
            _save_png(surf, out / rel)
            log(f"  {rel}")

    if wanted("icon"):
        sizes = sorted(set(ICON_SIZES_ICO) | set(ICON_SIZES_ICNS))
        imgs = {s: finish(shrink_icon(cache, s)) for s in sizes}
        (out / "icon.ico").write_bytes(icons.ico_bytes({s: imgs[s] for s in ICON_SIZES_ICO}))
        (out / "icon.icns").write_bytes(icons.icns_bytes({s: imgs[s] for s in ICON_SIZES_ICNS}))
        log("  icon.ico, icon.icns")
    entries.append({"path": "icon.ico", "kind": "icon", "sizes": list(ICON_SIZES_ICO),
                    "purpose": "Windows app icon (PNG-compressed entries)"})
    entries.append({"path": "icon.icns", "kind": "icon", "sizes": list(ICON_SIZES_ICNS),
                    "purpose": "macOS app icon (PNG entries icp4..ic09)"})

    for name, (make, purpose) in sounds.SOUNDS.items():
        rel = f"sounds/{name}.wav"
        path = out / rel
        if wanted(f"sounds/{name}"):
            path.parent.mkdir(parents=True, exist_ok=True)
            sounds.write(path, make(_rng(f"sounds/{name}")))
            log(f"  {rel}")
        seconds = None
        if path.exists():
            with wave.open(str(path), "rb") as w:
                seconds = round(w.getnframes() / w.getframerate(), 3)
        entries.append({"path": rel, "kind": "sound", "seconds": seconds, "purpose": purpose})

    manifest = {
        "generator": "tools/make_assets.py",
        "seed": SEED,
        "note": "Drawn and synthesised by the generator; nothing copied. Sizes in pixels, "
                "sound lengths in seconds (16-bit mono 44.1 kHz, -6 dBFS peak).",
        "palette": dict(PALETTE),
        "files": entries,
    }
    if only is None:
        (out / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n")
        log("  manifest.json")
    return manifest


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=str(ASSETS), help="output folder (default: assets/)")
    ap.add_argument("names", nargs="*", help="only these (e.g. sprites/hole sounds/sow icon)")
    args = ap.parse_args(argv)
    build(args.out, set(args.names) or None)
    return 0


if __name__ == "__main__":
    sys.exit(main())
