"""Draw the installed page's icons (``static/icons/``): a card and a domino on the felt.

The web app manifest (``majlis.server.offline``) names them; a browser offers to install
the page only with a 192 and a 512 pixel icon.  The maskable icon keeps its drawing
inside the middle 80% that every launcher's mask leaves whole::

    python scripts/make_icons.py
"""

from __future__ import annotations

from pathlib import Path

from PIL import Image, ImageDraw

ICONS = Path(__file__).resolve().parent.parent / "src/majlis/server/static/icons"
FELT, PAPER, ACCENT, RED, INK = "#1f5c45", "#fbf8f1", "#c8902e", "#c0262d", "#1d1d1b"


def icon(size: int, inset: float) -> Image.Image:
    """The icon at ``size`` pixels, its drawing within ``inset`` of each edge (a share)."""
    image = Image.new("RGB", (size, size), FELT)
    draw = ImageDraw.Draw(image)
    unit = size * (1 - 2 * inset) / 10

    def box(x: float, y: float, w: float, h: float) -> tuple[float, float, float, float]:
        left = size * inset
        return (left + x * unit, left + y * unit, left + (x + w) * unit, left + (y + h) * unit)

    draw.rounded_rectangle(box(1.2, 0.8, 5.2, 7.4), radius=unit * 0.6, fill=PAPER,
                           outline=ACCENT, width=max(1, round(unit * 0.25)))
    cx, cy = 3.8, 4.5
    draw.polygon([box(cx, cy - 1.6, 0, 0)[:2], box(cx + 1.1, cy, 0, 0)[:2],
                  box(cx, cy + 1.6, 0, 0)[:2], box(cx - 1.1, cy, 0, 0)[:2]], fill=RED)
    draw.rounded_rectangle(box(5.6, 3.4, 3.2, 6.0), radius=unit * 0.5, fill=INK,
                           outline=PAPER, width=max(1, round(unit * 0.2)))
    draw.line([box(5.9, 6.4, 0, 0)[:2], box(8.5, 6.4, 0, 0)[:2]], fill=PAPER,
              width=max(1, round(unit * 0.15)))
    for x, y in ((6.6, 4.2), (7.8, 5.6), (6.6, 7.2), (7.8, 7.2), (6.6, 8.6), (7.8, 8.6)):
        draw.ellipse(box(x - 0.3, y - 0.3, 0.6, 0.6), fill=PAPER)
    return image


def main() -> None:
    ICONS.mkdir(parents=True, exist_ok=True)
    for size in (192, 512):
        icon(size, 0.04).save(ICONS / f"majlis-{size}.png", optimize=True)
    icon(512, 0.14).save(ICONS / "majlis-maskable-512.png", optimize=True)


if __name__ == "__main__":
    main()
