"""The pieces every chart is drawn with: seat colours, dashes and markers, styles, axes, legends.

QtGui only (see chart_paint). Kept apart from the charts themselves so that each file stays short.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF

from tournament_app.export.fonts import cjk_family

# Okabe–Ito colours: told apart by colour-blind readers, and of different greys in black and white.
SEAT_COLOURS: tuple[QColor, QColor, QColor, QColor] = (
    QColor("#0072b2"), QColor("#d55e00"), QColor("#009e73"), QColor("#cc79a7"))
SEAT_DASHES: tuple[Qt.PenStyle, Qt.PenStyle, Qt.PenStyle, Qt.PenStyle] = (
    Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine, Qt.PenStyle.DashDotLine)
SEAT_MARKERS: tuple[str, str, str, str] = ("circle", "square", "triangle", "diamond")
# The field's lines: more colours, cycled together with the dashes and markers.
FIELD_COLOURS = (*SEAT_COLOURS, QColor("#e69f00"), QColor("#56b4e9"), QColor("#7f3c8d"), QColor("#555555"))


@dataclass(frozen=True)
class ChartStyle:
    """Light (paper, desk) or dark (projector)."""

    background: QColor
    text: QColor
    grid: QColor
    font_family: str | None  # None: the app's Japanese-capable family
    scale: float  # line widths, markers and text grow with it (the projector's large charts)


LIGHT = ChartStyle(QColor("#ffffff"), QColor("#202020"), QColor("#d4d4d4"), None, 1.0)
DARK = ChartStyle(QColor("#0b1622"), QColor("#f4f6f8"), QColor("#34485f"), None, 1.6)


# -- shared pieces ----------------------------------------------------------------------------------
def dark(style: ChartStyle) -> bool:
    return style.background.lightness() < 128


def line_colour(colour: QColor, style: ChartStyle) -> QColor:
    """A line colour that stands out on the style's background."""
    return colour.lighter(135) if dark(style) else colour


def chart_font(style: ChartStyle, size: float, bold: bool = False) -> QFont:
    family = style.font_family
    if family is None:
        family = cjk_family()
    font = QFont(family) if family else QFont()
    font.setPixelSize(max(6, round(size * style.scale)))
    font.setBold(bold)
    # no Latin ligatures (as the documents' font): Qt's PDF writer gives an "fi" as one sign, and a
    # printed chart's "Winter final" could not be found in the PDF's text
    font.setFeature(QFont.Tag("liga"), 0)
    return font


def nice_step(span: int, ticks: int, minimum: int) -> int:
    """A round step (1, 2, 5 × 10^k, at least ``minimum``) giving about ``ticks`` ticks over ``span``."""
    step = minimum
    while True:
        for factor in (1, 2, 5):
            if span / (step * factor) <= ticks:
                return step * factor
        step *= 10


def axis_range(values: Sequence[int], ticks: int, minimum: int) -> tuple[int, int, int]:
    """``(low, high, step)`` covering ``values`` on whole multiples of a round step."""
    low, high = min(values), max(values)
    if low == high:
        low, high = low - minimum, high + minimum
    step = nice_step(high - low, ticks, minimum)
    low = (low // step) * step  # floor division rounds towards minus infinity: fine for negatives
    high = -((-high) // step) * step
    return low, high, step


def tick_count(height: float, font: QFont, most: int) -> int:
    """How many grid lines a plot ``height`` tall has room for (their labels must not touch)."""
    return max(2, min(most, int(height // (QFontMetricsF(font).height() * 1.6))))


class Plot:
    """A plot area with integer x positions and an integer y range, mapped to pixels."""

    def __init__(self, area: QRectF, x_count: int, low: int, high: int, *, inverted: bool = False) -> None:
        self.area, self.x_count, self.low, self.high, self.inverted = area, x_count, low, high, inverted

    def x(self, index: float) -> float:
        if self.x_count <= 1:
            return self.area.center().x()
        return self.area.left() + self.area.width() * index / (self.x_count - 1)

    def y(self, value: float) -> float:
        share = (value - self.low) / (self.high - self.low or 1)
        if self.inverted:  # ranks: 1st on top
            return self.area.top() + self.area.height() * share
        return self.area.bottom() - self.area.height() * share


def grid(p: QPainter, plot: Plot, step: int, fmt: Callable[[int], str], style: ChartStyle,
          font: QFont, ticks: Sequence[int] | None = None) -> None:
    """Horizontal grid lines (every ``step`` from the bottom, or at ``ticks``) with their labels left
    of the plot, and the plot's frame."""
    p.setFont(font)
    metrics = QFontMetricsF(font)
    for value in ticks if ticks is not None else range(plot.low, plot.high + 1, step):
        y = plot.y(value)
        p.setPen(QPen(style.grid, 1))
        p.drawLine(QPointF(plot.area.left(), y), QPointF(plot.area.right(), y))
        p.setPen(style.text)
        text = fmt(value)
        box = QRectF(plot.area.left() - 6 * style.scale - metrics.horizontalAdvance(text) - 2,
                     y - metrics.height() / 2, metrics.horizontalAdvance(text) + 2, metrics.height())
        p.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, text)
    p.setPen(QPen(style.text, 1))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRect(plot.area)


def label_width(values: Sequence[int], fmt: Callable[[int], str], font: QFont) -> float:
    metrics = QFontMetricsF(font)
    return max(metrics.horizontalAdvance(fmt(v)) for v in values) if values else 0.0


def _split(text: str) -> list[str]:
    """A label over two lines: "東4局 1本場" -> "東4局", "1本場"; "East 4, 1 counter" -> "East 4",
    "1 counter"."""
    for separator in (", ", " "):
        head, found, tail = text.partition(separator)
        if found and head and tail:
            return [head, tail]
    return [text]


SPLIT_ROOM = 1.35  # how much more room than ``limit`` the x labels may take over two upright lines


def label_mode(labels: Sequence[str], metrics: QFontMetricsF, spacing: float,
               room: float | None = None) -> str:
    """How x labels ``spacing`` apart fit: ``level``, ``split`` (two lines), ``upright`` or, when a
    whole label is taller than ``room`` turned upright but its two parts are not, ``upright-split``
    (two upright lines: "East 3" beside "1 counter", rather than "East 3, 1 count…"). When not
    even those fit (a chart too flat for them), ``upright``, cut short: the plot keeps its height."""
    if max(metrics.horizontalAdvance(t) for t in labels) + 4 <= spacing:
        return "level"
    if max(metrics.horizontalAdvance(part) for t in labels for part in _split(t)) + 4 <= spacing:
        return "split"
    if room is None or max(metrics.horizontalAdvance(t) for t in labels) <= room:
        return "upright"
    if max(metrics.horizontalAdvance(part) for t in labels for part in _split(t)) <= room:
        return "upright-split"
    return "upright"


def _spacing(width: float, count: int) -> float:
    return width / (count - 1) if count > 1 else width


def x_labels(p: QPainter, plot: Plot, labels: Sequence[str], style: ChartStyle, font: QFont,
             room: float) -> None:
    """Labels under the x positions: level when they fit, else over two lines, else turned upright
    (over two upright lines when a whole one is taller than ``room``, the height they may take;
    every k-th when even that is too tight)."""
    if not labels:
        return
    p.setFont(font)
    p.setPen(style.text)
    metrics = QFontMetricsF(font)
    spacing = _spacing(plot.area.width(), len(labels))
    top = plot.area.bottom() + 4 * style.scale
    room += 1  # (label_room measured the widest label: it fits, whatever the rounding)
    mode = label_mode(labels, metrics, spacing, room)
    if mode in ("level", "split"):
        for i, text in enumerate(labels):
            lines = _split(text) if mode == "split" else [text]
            box = QRectF(plot.x(i) - spacing / 2, top, spacing, metrics.height() * len(lines))
            p.drawText(box, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, "\n".join(lines))
        return
    count = 2 if mode == "upright-split" else 1  # lines side by side, each a line height wide
    every = max(1, int(-(-(count * metrics.height() + 2) // spacing)))
    for i, text in enumerate(labels):
        if i % every and i != len(labels) - 1:
            continue
        whole = count == 1 or metrics.horizontalAdvance(text) <= room  # ("Start" stays one line)
        lines = [metrics.elidedText(line, Qt.TextElideMode.ElideRight, room)
                 for line in ([text] if whole else _split(text))]
        p.save()
        p.translate(plot.x(i), top)
        p.rotate(-90)
        height = metrics.height() * len(lines)
        p.drawText(QRectF(-room, -height / 2, room, height),
                   Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, "\n".join(lines))
        p.restore()


def label_room(labels: Sequence[str], font: QFont, width: float, limit: float) -> tuple[float, float]:
    """The height the x labels need under a plot ``width`` wide (at most ``limit``), and how far the
    last one reaches right of its position (the plot leaves that much room)."""
    metrics = QFontMetricsF(font)
    if not labels:
        return 0.0, 0.0
    # The plot comes out narrower than ``width`` (its padding, the room it leaves the last label):
    # measured a little narrow here, so that x_labels never needs more height than given.
    usable = width - max(metrics.horizontalAdvance(t) for t in labels) / 2 - 24
    mode = label_mode(labels, metrics, _spacing(usable, len(labels)))
    if mode == "upright":
        widest = max(metrics.horizontalAdvance(t) for t in labels)
        if widest + 6 <= limit:
            return widest + 6, metrics.height() / 2
        part = max(metrics.horizontalAdvance(p) for t in labels for p in _split(t))
        if part + 6 <= limit * SPLIT_ROOM:  # two short lines rather than one cut short
            return max(part + 6, limit), metrics.height()
        return limit, metrics.height() / 2  # (too flat a chart: cut short, the plot keeps its height)
    lines = _split(labels[-1]) if mode == "split" else [labels[-1]]
    reach = max(metrics.horizontalAdvance(t) for t in lines) / 2
    return metrics.height() * (2 if mode == "split" else 1) + 6, reach


def draw_marker(p: QPainter, shape: str, centre: QPointF, size: float) -> None:
    """A marker of ``shape`` with the painter's pen and brush."""
    r = size / 2
    x, y = centre.x(), centre.y()
    if shape == "circle":
        p.drawEllipse(centre, r, r)
    elif shape == "square":
        p.drawRect(QRectF(x - r * 0.85, y - r * 0.85, r * 1.7, r * 1.7))
    elif shape == "triangle":
        p.drawPolygon(QPolygonF([QPointF(x, y - r * 1.1), QPointF(x + r, y + r * 0.7),
                                 QPointF(x - r, y + r * 0.7)]))
    elif shape == "down":
        p.drawPolygon(QPolygonF([QPointF(x, y + r * 1.1), QPointF(x + r, y - r * 0.7),
                                 QPointF(x - r, y - r * 0.7)]))
    elif shape == "diamond":
        p.drawPolygon(QPolygonF([QPointF(x, y - r * 1.2), QPointF(x + r, y), QPointF(x, y + r * 1.2),
                                 QPointF(x - r, y)]))
    elif shape == "star":
        path = QPainterPath()
        for k in range(10):
            radius = r * 1.35 if k % 2 == 0 else r * 0.6
            angle = -math.pi / 2 + k * math.pi / 5
            point = QPointF(x + radius * math.cos(angle), y + radius * math.sin(angle))
            if k:
                path.lineTo(point)
            else:
                path.moveTo(point)
        path.closeSubpath()
        p.drawPath(path)
    elif shape == "stick":  # a riichi stick: a bar with its dot
        p.drawRoundedRect(QRectF(x - r * 1.5, y - r * 0.4, r * 3, r * 0.8), r * 0.2, r * 0.2)
        p.setBrush(QColor("#c00000"))
        p.drawEllipse(centre, r * 0.22, r * 0.22)


def seat_pen(seat: int, style: ChartStyle, width: float = 2.0) -> QPen:
    pen = QPen(line_colour(SEAT_COLOURS[seat], style), width * style.scale)
    pen.setStyle(SEAT_DASHES[seat])
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    return pen


def note(p: QPainter, rect: QRectF, text: str, style: ChartStyle) -> None:
    p.setFont(chart_font(style, 13))
    p.setPen(style.text)
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, text)


def _legend_layout(rect: QRectF, texts: Sequence[str], style: ChartStyle,
                   font: QFont) -> tuple[list[QPointF], float, float]:
    """Where each legend entry starts when they flow over lines in ``rect``; the line height; the
    height all the lines take."""
    metrics = QFontMetricsF(font)
    sample = 26 * style.scale
    line = max(metrics.height(), 12 * style.scale) + 2 * style.scale
    x, y = rect.left(), rect.top()
    starts = []
    for text in texts:
        width = sample + 4 * style.scale + metrics.horizontalAdvance(text) + 14 * style.scale
        if x > rect.left() and x + width > rect.right():
            x, y = rect.left(), y + line
        starts.append(QPointF(x, y))
        x += width
    return starts, line, y + line - rect.top()


def legend(p: QPainter, rect: QRectF, items: Sequence[tuple[str, Callable[[QPainter, QPointF], None]]],
           style: ChartStyle, font: QFont) -> float:
    """Legend entries (a sample drawn by the callable, then a text) flowing over lines in ``rect``;
    returns the height used."""
    sample = 26 * style.scale
    starts, line, height = _legend_layout(rect, [text for text, _ in items], style, font)
    p.setFont(font)
    for (text, draw), start in zip(items, starts, strict=True):
        p.save()
        draw(p, QPointF(start.x() + sample / 2, start.y() + line / 2))
        p.restore()
        p.setPen(style.text)
        p.drawText(QRectF(start.x() + sample + 4 * style.scale, start.y(), rect.width(), line),
                   Qt.AlignmentFlag.AlignVCenter, text)
    return height


def legend_height(rect: QRectF, texts: Sequence[str], style: ChartStyle, font: QFont) -> float:
    return _legend_layout(rect, texts, style, font)[2]
