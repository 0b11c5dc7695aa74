"""Rule book markdown (``levels/rules/*.md``) turned into the HTML subset of pygame_gui's
``UITextBox``: headings, paragraphs, bullet and numbered lists, tables, **bold**, *italic*,
``code``, and ``[house rule]`` marks picked out in terracotta. Pure text, no pygame."""

from __future__ import annotations

import html
import re

HOUSE = "#B45636"
HEAD = "#2E3662"


def inline(text: str) -> str:
    text = html.escape(text, quote=False)
    text = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", text)
    text = re.sub(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])", r"<i>\1</i>", text)
    text = re.sub(r"`([^`]+)`", r"<b>\1</b>", text)
    text = text.replace("[house rule]", f"<font color={HOUSE}><b>[house rule]</b></font>")
    return text


def _blocks(md: str) -> list[tuple[str, str]]:
    """(kind, text) blocks: heading1/heading2/para/item/row/code/blank."""
    blocks: list[tuple[str, str]] = []
    in_code = False
    for raw in md.splitlines():
        line = raw.rstrip()
        if line.strip().startswith("```"):
            in_code = not in_code
            continue
        if in_code:
            blocks.append(("code", line))
        elif not line.strip():
            blocks.append(("blank", ""))
        elif line.startswith("## "):
            blocks.append(("heading2", line[3:]))
        elif line.startswith("# "):
            blocks.append(("heading1", line[2:]))
        elif line.lstrip().startswith("|"):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if all(re.fullmatch(r":?-{2,}:?", c) for c in cells if c):
                continue
            blocks.append(("row", "   ·   ".join(cells)))
        elif re.match(r"\s*(- |\d+\. )", line):
            blocks.append(("item", line.strip()))
        elif line.startswith(" ") and blocks and blocks[-1][0] in ("item", "para"):
            kind, text = blocks[-1]
            blocks[-1] = (kind, text + " " + line.strip())
        elif blocks and blocks[-1][0] == "para":
            blocks[-1] = ("para", blocks[-1][1] + " " + line.strip())
        else:
            blocks.append(("para", line.strip()))
    return blocks


def to_html(md: str, size: int = 18) -> str:
    """The markdown ``md`` as pygame_gui HTML with body text of ``size`` pixels."""
    h1, h2 = round(size * 1.5), round(size * 1.2)
    out: list[str] = []
    for kind, text in _blocks(md):
        if kind == "heading1":
            out.append(f"<font pixel_size={h1} color={HEAD}><b>{inline(text)}</b></font><br>")
        elif kind == "heading2":
            out.append(f"<font pixel_size={h2} color={HEAD}><b>{inline(text)}</b></font><br>")
        elif kind == "item":
            m = re.match(r"(- |\d+\. )(.*)", text)
            bullet = "•" if m.group(1) == "- " else m.group(1).strip()
            out.append(f"  {bullet} {inline(m.group(2))}<br>")
        elif kind == "row":
            out.append(f"  {inline(text)}<br>")
        elif kind == "code":
            out.append(f"    {html.escape(text, quote=False)}<br>")
        elif kind == "para":
            out.append(f"{inline(text)}<br>")
        elif kind == "blank" and out and not out[-1].endswith("<br><br>"):
            out.append("<br>")
    return f"<font pixel_size={size}>" + "".join(out) + "</font>"
