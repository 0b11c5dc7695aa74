"""Ludic's palette: the colours the generated art is made of.

The app's theme should use the same values (they are also written to ``assets/manifest.json``
under ``"palette"``). Warm earth and wood, with indigo, ochre, terracotta and palm green as
accents: the Souf oasis, Tunisian clay, the Sahel, Sukuma wooden boards.
"""

PALETTE = {
    # table and text
    "table_dark": "#2a1a12",    # dark warm wood of the table, the app background
    "table": "#3b2619",         # lighter table grain, panel backgrounds
    "ink": "#1e140e",           # darkest brown: outlines, text on light
    "ivory": "#f6eedc",         # text on dark, highlights
    # boards
    "wood_light": "#e2b57a",    # carved board wood, light grain
    "wood": "#c48e55",          # carved board wood, mid tone
    "wood_dark": "#8a5630",     # carved board wood, dark grain and carved lines
    "hole": "#3b2414",          # inside of a carved cup
    "sand_light": "#ecd6a6",    # Souf sand, light
    "sand": "#d9b77e",          # Souf sand, mid tone
    "sand_dark": "#b48d58",     # sand ripples and lines drawn in the sand
    # pieces
    "limestone": "#efe7d4",     # light kharbga dog
    "terracotta": "#b4532f",    # accent; dark kharbga dog is its deep shade
    "terracotta_dark": "#7a321c",
    "pebble": "#3a3532",        # dark Dra pebble
    "palm": "#e9d5a1",          # polished side of a palm-rib stick, light pieces
    "palm_bark": "#5e3d24",     # rough side of a stick
    # accents
    "indigo": "#2c3a6e",        # Tuareg indigo: player/selection accent, dark pieces
    "indigo_light": "#5a6fb0",
    "ochre": "#d69a2b",         # highlights, gold of the Kaaba band, "your turn"
    "palm_green": "#4d7a3a",    # the green dome of Medina, success
    "error": "#a83a2a",         # a refused move
}


def rgb(name: str) -> tuple[int, int, int]:
    """``rgb("indigo")`` -> (44, 58, 110)."""
    h = PALETTE[name].lstrip("#")
    return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)
