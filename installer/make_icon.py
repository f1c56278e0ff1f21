"""Draws the application icon: a mahjong tile showing 東, as resources/icon.svg, icon.png, icon.ico.

Run by hand when the design changes (the generated files are committed; builds do not run this):

    python3 -m venv /tmp/iconvenv --system-site-packages   # PySide6 from the project's env
    /tmp/iconvenv/bin/pip install pillow                     # only for the .ico; not a dependency
    /tmp/iconvenv/bin/python installer/make_icon.py

The glyph is taken from a CJK font (Noto Serif CJK JP Bold, OFL) and written into the SVG as an
outline path, so the SVG renders the same everywhere without the font. The PNG is rendered from
the SVG with QtSvg, and the ICO (16–256 px) from renders at each size.
"""

from __future__ import annotations

import io
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QGuiApplication, QImage, QPainter, QPainterPath, QTransform
from PySide6.QtSvg import QSvgRenderer

RESOURCES = Path(__file__).resolve().parent.parent / "resources"
SIZE = 256
FONT_FAMILIES = ("Noto Serif CJK JP", "Noto Sans CJK JP", "Source Han Serif", "IPAMincho")

# the tile: green back showing below the ivory face, like a real tile seen slightly from above
BACK = (18, 20, 220, 228)    # x, y, w, h
FACE = (18, 14, 220, 206)
RADIUS = 30
GLYPH_BOX = (46, 36, 164, 162)  # the glyph is scaled and centred into this box


def glyph_path(char: str) -> QPainterPath:
    for family in FONT_FAMILIES:
        font = QFont(family, 200)
        font.setWeight(QFont.Weight.Bold)
        path = QPainterPath()
        path.addText(QPointF(0, 0), font, char)
        if not path.isEmpty():
            return path
    sys.exit("no CJK font found (Debian: apt-get install fonts-noto-cjk)")


def fit(path: QPainterPath, box: tuple[float, float, float, float]) -> QPainterPath:
    r = path.boundingRect()
    bx, by, bw, bh = box
    scale = min(bw / r.width(), bh / r.height())
    t = QTransform()
    t.translate(bx + (bw - r.width() * scale) / 2, by + (bh - r.height() * scale) / 2)
    t.scale(scale, scale)
    t.translate(-r.left(), -r.top())
    return t.map(path)


def svg_d(path: QPainterPath) -> str:
    out: list[str] = []
    i, n = 0, path.elementCount()
    while i < n:
        e = path.elementAt(i)
        if e.type == QPainterPath.ElementType.MoveToElement:
            out.append(f"M{e.x:.1f} {e.y:.1f}")
        elif e.type == QPainterPath.ElementType.LineToElement:
            out.append(f"L{e.x:.1f} {e.y:.1f}")
        elif e.type == QPainterPath.ElementType.CurveToElement:
            c2, end = path.elementAt(i + 1), path.elementAt(i + 2)
            out.append(f"C{e.x:.1f} {e.y:.1f} {c2.x:.1f} {c2.y:.1f} {end.x:.1f} {end.y:.1f}")
            i += 2
        i += 1
    return "".join(out).replace(".0 ", " ").replace(".0M", "M").replace(".0L", "L").replace(".0C", "C")


def make_svg() -> str:
    glyph = fit(glyph_path("東"), GLYPH_BOX)
    glyph.setFillRule(Qt.FillRule.WindingFill)
    bx, by, bw, bh = BACK
    fx, fy, fw, fh = FACE
    size = f'width="{SIZE}" height="{SIZE}" viewBox="0 0 {SIZE} {SIZE}"'
    return f"""<svg xmlns="http://www.w3.org/2000/svg" {size}>
  <title>tournament-app</title>
  <defs>
    <linearGradient id="face" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#fffdf6"/>
      <stop offset="1" stop-color="#efe8d6"/>
    </linearGradient>
  </defs>
  <rect x="{bx}" y="{by}" width="{bw}" height="{bh}" rx="{RADIUS}" fill="#13734a"/>
  <rect x="{fx}" y="{fy}" width="{fw}" height="{fh}" rx="{RADIUS}" fill="url(#face)"
        stroke="#d6ccb4" stroke-width="2"/>
  <path fill="#1d2b4f" fill-rule="nonzero" d="{svg_d(glyph)}"/>
</svg>
"""


def render(svg: bytes, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    QSvgRenderer(QByteArray(svg)).render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image


def main() -> None:
    _app = QGuiApplication(sys.argv[:1])
    svg = make_svg()
    (RESOURCES / "icon.svg").write_text(svg, encoding="utf-8")
    render(svg.encode(), SIZE).save(str(RESOURCES / "icon.png"), "PNG")

    from PIL import Image

    frames = []
    for size in (16, 20, 24, 32, 40, 48, 64, 128, 256):
        image = render(svg.encode(), size)
        buf = QByteArray()
        qbuf = QBuffer(buf)
        qbuf.open(QBuffer.OpenModeFlag.WriteOnly)
        image.save(qbuf, "PNG")
        qbuf.close()
        frames.append(Image.open(io.BytesIO(bytes(buf))).convert("RGBA"))
    # each size rendered on its own (not downscaled from 256) so small sizes stay crisp
    frames[-1].save(RESOURCES / "icon.ico", format="ICO", sizes=[f.size for f in frames],
                    append_images=frames[:-1])
    print("wrote", *(RESOURCES / n for n in ("icon.svg", "icon.png", "icon.ico")))


if __name__ == "__main__":
    main()
