"""Plain pictures drawn in code, standing in for a sprite whose file is missing or damaged.

A picture of Ludic that cannot be read must not stop the game: the table becomes a plain dark
brown, a board plain wood or sand, a hole a dark circle, a piece a disc (South's light, North's
dark with a ring, so the two sides stay told apart by shape as the real pieces are), a Sig
piece a grey figure of its own shape (tall for the father, wide for the mother, pointed for the
djinn: the race tints them with each player's colour), a stick a bar (polished light, rough
dark), a city a little building. :class:`ludic.app.assets.Assets` draws one of these when
:meth:`~ludic.app.assets.Assets.image` cannot read a file, and the app says once which files
are missing (:meth:`~ludic.app.assets.Assets.untold`).

Each stand-in has the size of the file it replaces (``assets/manifest.json``), so every
scaling and fitting of it lays out as the real picture does.
"""

from __future__ import annotations

import pygame

#: The palette of ``tools/assets_palette.py`` that the stand-ins use.
TABLE = (59, 38, 25)
WOOD = (196, 142, 85)
SAND = (217, 183, 126)
HOLE = (59, 36, 20)
IVORY = (246, 238, 220)
INK = (30, 20, 14)
GREY = (215, 215, 215)
INDIGO = (44, 58, 110)
OCHRE = (214, 154, 43)
LIMESTONE = (239, 231, 212)
TERRACOTTA = (180, 83, 47)
SEEDS = ((70, 62, 58), (150, 110, 70), (200, 170, 120), (238, 226, 200))

#: Sizes of the pictures (as the files are made by tools/make_assets.py).
SIZES = {"table": (512, 512), "board_wood": (512, 512), "board_sand": (512, 512),
         "hole": (128, 128), "stick_polished": (320, 48), "stick_rough": (320, 48),
         "icon": (256, 256), "pattern": (256, 64)}
for _name in ("seed_0", "seed_1", "seed_2", "seed_3"):
    SIZES[_name] = (48, 48)
for _name in ("minaret", "cairo", "medina", "mecca"):
    SIZES[_name] = (128, 128)


def size_of(name: str) -> tuple[int, int]:
    """The size of the picture ``name`` (a piece's 96 pixels when not listed)."""
    return SIZES.get(name, (96, 96))


def stand_in(name: str) -> pygame.Surface:
    """A picture for ``name`` drawn in code (any name: an unknown one is a grey disc)."""
    w, h = size_of(name)
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    c = (w // 2, h // 2)
    r = min(w, h) // 2 - 2
    if name in ("table", "board_wood", "board_sand"):
        img.fill({"table": TABLE, "board_wood": WOOD, "board_sand": SAND}[name])
    elif name == "pattern":
        img.fill(INDIGO)
        for x in range(0, w, h):  # a row of ochre diamonds, seamless at 256 wide
            points = [(x + h // 2, h // 5), (x + h - h // 5, h // 2), (x + h // 2, h - h // 5),
                      (x + h // 5, h // 2)]
            pygame.draw.polygon(img, OCHRE, points)
    elif name == "hole":
        pygame.draw.circle(img, HOLE, c, r)
        pygame.draw.circle(img, INK, c, r, max(2, r // 10))
    elif name.startswith("seed_"):
        kind = int(name[-1]) if name[-1].isdigit() else 0
        pygame.draw.circle(img, SEEDS[kind % len(SEEDS)], c, r - 4)
        pygame.draw.circle(img, INK, c, r - 4, 2)
    elif name.endswith("_south"):
        pygame.draw.circle(img, IVORY, c, r - 6)
        pygame.draw.circle(img, INK, c, r - 6, 4)
    elif name.endswith("_north"):
        pygame.draw.circle(img, INK, c, r - 6)
        pygame.draw.circle(img, IVORY, c, (r - 6) // 2, 4)  # a ring: told apart by shape
    elif name == "sig_father":  # tall
        pygame.draw.ellipse(img, GREY, pygame.Rect(w * 3 // 10, h // 12, w * 2 // 5, h * 5 // 6))
    elif name == "sig_mother":  # wide
        pygame.draw.ellipse(img, GREY, pygame.Rect(w // 12, h * 3 // 10, w * 5 // 6, h * 2 // 5))
    elif name == "sig_djinn":  # pointed
        pygame.draw.polygon(img, GREY, [(w // 2, h // 12), (w * 5 // 6, h * 11 // 12),
                                        (w // 6, h * 11 // 12)])
    elif name.startswith("stick_"):
        fill = IVORY if name == "stick_polished" else TERRACOTTA
        bar = pygame.Rect(2, h // 6, w - 4, h * 2 // 3)
        pygame.draw.rect(img, fill, bar, border_radius=bar.height // 2)
        pygame.draw.rect(img, INK, bar, 2, border_radius=bar.height // 2)
    elif name in ("minaret", "cairo", "medina", "mecca", "icon"):
        body = pygame.Rect(w // 4, h * 2 // 5, w // 2, h // 2)  # a house with a dome
        pygame.draw.circle(img, LIMESTONE, (w // 2, body.y), w // 4)
        pygame.draw.rect(img, LIMESTONE, body)
        pygame.draw.rect(img, INK, body, 2)
        door = pygame.Rect(0, 0, w // 8, h // 5)
        door.midbottom = body.midbottom
        pygame.draw.rect(img, INK, door)
    else:
        pygame.draw.circle(img, GREY, c, r - 6)
        pygame.draw.circle(img, INK, c, r - 6, 3)
    return img
