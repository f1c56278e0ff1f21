"""Charts drawn with QPainter: a game's score line, a player's tournament, the field's progress.

QtGui only, so the desk, the standings view, the projector and the PDF documents share the drawing.
Every seat has its colour, its dash pattern and its marker shape: the lines stay apart on paper
printed in black and white. Pixel coordinates are floats; every value drawn is an integer.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPainter,
    QPen,
    QPolygonF,
)

from tournament_app.export.chart_parts import (
    DARK,
    FIELD_COLOURS,
    LIGHT,
    SEAT_COLOURS,
    SEAT_DASHES,
    SEAT_MARKERS,
    ChartStyle,
    Plot,
    axis_range,
    chart_font,
    dark,
    draw_marker,
    grid,
    label_room,
    label_width,
    legend,
    legend_height,
    line_colour,
    nice_step,
    note,
    seat_pen,
    tick_count,
    x_labels,
)
from tournament_app.rules.rating import START
from tournament_app.services.charts import FieldProgress, GameLine, PlayerProgress
from tournament_app.services.ratings import PersonRating
from tournament_app.texts import display
from tournament_app.words.i18n import tr

CTX = "charts"
__all__ = ["DARK", "LIGHT", "SEAT_COLOURS", "SEAT_DASHES", "SEAT_MARKERS", "ChartStyle", "chart_image",
           "paint_field", "paint_game_line", "paint_places", "paint_player_progress", "paint_rating"]


# -- a game's score line ----------------------------------------------------------------------------
def paint_game_line(p: QPainter, rect: QRectF, line: GameLine, labels: Sequence[str],
                    style: ChartStyle = LIGHT) -> None:
    """Each seat's score after every hand, the starting score as a reference line, riichi, wins and
    deals-in marked. ``labels``: the hands' labels already translated (display.round_label)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.fillRect(rect, style.background)
    small, tiny = chart_font(style, 11), chart_font(style, 10)
    winds = display.wind_names()
    seat_items = [(f"{winds[s]} {line.names[s]}", _seat_sample(s, style)) for s in range(4)]
    key_items = [(tr(CTX, "Riichi"), _symbol_sample("stick", style)),
                 (tr(CTX, "Win"), _symbol_sample("star", style)),
                 (tr(CTX, "Deal-in"), _symbol_sample("down", style))]
    pad = 6 * style.scale
    inner = rect.adjusted(pad, pad, -pad, -pad)
    items = seat_items + key_items if line.hands else seat_items
    legend_h = legend_height(inner, [t for t, _ in items], style, small)
    scores = [*line.start, *(s for h in line.hands for s in h.scores)]
    low, high, step = axis_range(scores, 8, 1000)
    left = label_width([low, high], display.score, tiny) + 10 * style.scale
    shown = [tr(CTX, "Start"), *labels[:len(line.hands)]]
    bottom, reach = label_room(shown, tiny, inner.width() - left, inner.height() * 0.3)
    # a flat chart (the end of a full score sheet) gets fewer grid lines, so their labels stay apart
    low, high, step = axis_range(scores, tick_count(inner.height() - legend_h - pad - bottom, tiny, 8), 1000)
    left = label_width([low, high], display.score, tiny) + 10 * style.scale
    right = max(8 * style.scale, reach)
    area = QRectF(inner.left() + left, inner.top() + legend_h + pad, inner.width() - left - right,
                  inner.height() - legend_h - pad - bottom)
    if area.width() < 20 or area.height() < 20:
        p.restore()
        return
    legend(p, inner, items, style, small)
    plot = Plot(area, len(line.hands) + 1, low, high)
    grid(p, plot, step, display.score, style, tiny)
    for start in sorted(set(line.start)):  # the starting score: above it is winning so far
        p.setPen(QPen(style.text, 1.2 * style.scale, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(area.left(), plot.y(start)), QPointF(area.right(), plot.y(start)))
    x_labels(p, plot, shown, style, tiny, bottom - 6 * style.scale)
    if not line.hands:
        note(p, area, tr(CTX, "No hands recorded"), style)
        p.restore()
        return
    for seat in range(4):
        values = [line.start[seat], *(h.scores[seat] for h in line.hands)]
        points = [QPointF(plot.x(i), plot.y(v)) for i, v in enumerate(values)]
        p.setPen(seat_pen(seat, style))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPolyline(QPolygonF(points))
        marker = max(4.0, min(8.0, area.width() / (len(values) * 3))) * style.scale
        p.setPen(QPen(line_colour(SEAT_COLOURS[seat], style), 1.2 * style.scale))
        p.setBrush(style.background)
        for point in points:
            draw_marker(p, SEAT_MARKERS[seat], point, marker)
    for i, hand in enumerate(line.hands, start=1):
        for seat in hand.riichi:
            centre = QPointF(plot.x(i), plot.y(hand.scores[seat]) - 12 * style.scale)
            p.setPen(QPen(line_colour(SEAT_COLOURS[seat], style), 1.5 * style.scale))
            p.setBrush(style.background)
            draw_marker(p, "stick", centre, 11 * style.scale)
        for seat in hand.winners:
            p.setPen(QPen(style.text, 1 * style.scale))
            p.setBrush(line_colour(SEAT_COLOURS[seat], style))
            draw_marker(p, "star", QPointF(plot.x(i), plot.y(hand.scores[seat])), 12 * style.scale)
        for seat in hand.dealt_in:
            p.setPen(QPen(line_colour(SEAT_COLOURS[seat], style), 2 * style.scale))
            p.setBrush(style.background)
            draw_marker(p, "down", QPointF(plot.x(i), plot.y(hand.scores[seat])), 11 * style.scale)
    p.restore()


def _seat_sample(seat: int, style: ChartStyle) -> Callable[[QPainter, QPointF], None]:
    def draw(p: QPainter, centre: QPointF) -> None:
        half = 12 * style.scale
        p.setPen(seat_pen(seat, style))
        p.drawLine(QPointF(centre.x() - half, centre.y()), QPointF(centre.x() + half, centre.y()))
        p.setPen(QPen(line_colour(SEAT_COLOURS[seat], style), 1.2 * style.scale))
        p.setBrush(style.background)
        draw_marker(p, SEAT_MARKERS[seat], centre, 7 * style.scale)
    return draw


def _symbol_sample(shape: str, style: ChartStyle) -> Callable[[QPainter, QPointF], None]:
    def draw(p: QPainter, centre: QPointF) -> None:
        if shape == "star":
            p.setPen(QPen(style.text, 1 * style.scale))
            p.setBrush(style.grid)
            draw_marker(p, shape, centre, 12 * style.scale)
        else:
            p.setPen(QPen(style.text, (1.5 if shape == "stick" else 2) * style.scale))
            p.setBrush(style.background)
            draw_marker(p, shape, centre, 11 * style.scale)
    return draw


# -- a player's tournament --------------------------------------------------------------------------
def round_label(number: int) -> str:
    """A short round label for an axis: ``R3`` / ``3回戦``."""
    return tr(CTX, "R{n}").format(n=number)


def paint_player_progress(p: QPainter, rect: QRectF, progress: PlayerProgress,
                          style: ChartStyle = LIGHT) -> None:
    """Two panels: the cumulative points after each round, and the place after each round."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.fillRect(rect, style.background)
    if not progress.rounds:
        note(p, rect, tr(CTX, "No finished games yet"), style)
        p.restore()
        return
    colour = line_colour(SEAT_COLOURS[0], style)
    gap = 10 * style.scale
    top = QRectF(rect.left(), rect.top(), rect.width(), rect.height() * 0.55 - gap / 2)
    bottom = QRectF(rect.left(), top.bottom() + gap, rect.width(), rect.bottom() - top.bottom() - gap)
    labels = [round_label(r.round) for r in progress.rounds]
    totals = [0, *(r.cumulative for r in progress.rounds)]
    low, high, step = axis_range(totals, 5, 10)
    _panel(p, top, tr(CTX, "Total points after each round"), labels, [r.cumulative for r in progress.rounds],
           (low, high, step), display.points, colour, style, zero=True)
    ranks = [r.rank for r in progress.rounds]
    worst = max(progress.players, max(ranks), 2)
    rank_step = nice_step(worst, 5, 1)  # 1st, then round places: 1, 5, 10, 15 of 16
    ticks = sorted({1, *range(rank_step, worst + 1, rank_step)})
    _panel(p, bottom, tr(CTX, "Place after each round"), labels, ranks, (1, worst, rank_step), str, colour,
           style, inverted=True, marker="square", ticks=ticks)
    p.restore()


def _panel(p: QPainter, rect: QRectF, title: str, labels: Sequence[str], values: Sequence[int],
           axis: tuple[int, int, int], fmt: Callable[[int], str], colour: QColor, style: ChartStyle, *,
           zero: bool = False, inverted: bool = False, marker: str = "circle",
           ticks: Sequence[int] | None = None) -> None:
    """One line over the rounds, with its title above and its values written at the points."""
    tiny, small = chart_font(style, 10), chart_font(style, 11, bold=True)
    metrics = QFontMetricsF(small)
    pad = 6 * style.scale
    left = label_width([axis[0], axis[1]], fmt, tiny) + 10 * style.scale
    bottom, reach = label_room(labels, tiny, rect.width() - left, rect.height() * 0.3)
    area = QRectF(rect.left() + left + pad, rect.top() + metrics.height() + 2 * pad,
                  rect.width() - left - 2 * pad - max(10 * style.scale, reach),
                  rect.height() - metrics.height() - 3 * pad - bottom)
    if area.width() < 20 or area.height() < 20:
        return
    p.setFont(small)
    p.setPen(style.text)
    p.drawText(QRectF(rect.left() + pad, rect.top() + pad, rect.width(), metrics.height()),
               Qt.AlignmentFlag.AlignLeft, title)
    plot = Plot(area, len(values), axis[0], axis[1], inverted=inverted)
    grid(p, plot, axis[2], fmt, style, tiny, ticks)
    if zero and axis[0] < 0 < axis[1]:
        p.setPen(QPen(style.text, 1.2 * style.scale, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(area.left(), plot.y(0)), QPointF(area.right(), plot.y(0)))
    x_labels(p, plot, labels, style, tiny, bottom - 6 * style.scale)
    points = [QPointF(plot.x(i), plot.y(v)) for i, v in enumerate(values)]
    p.setPen(QPen(colour, 2 * style.scale))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPolyline(QPolygonF(points))
    p.setBrush(colour)
    p.setFont(tiny)
    value_metrics = QFontMetricsF(tiny)
    room = area.width() / max(1, len(values))
    for point, value in zip(points, values, strict=True):
        p.setPen(QPen(colour, 1))
        draw_marker(p, marker, point, 7 * style.scale)
        text = fmt(value)
        width = value_metrics.horizontalAdvance(text) + 4
        if width <= room:  # write the values while they fit
            p.setPen(style.text)
            above = QRectF(point.x() - width / 2, point.y() - value_metrics.height() - 5 * style.scale,
                           width, value_metrics.height())
            if above.top() < area.top():
                above.moveTop(point.y() + 5 * style.scale)
            # inside the plot: not over the axis' labels or past the right edge
            above.moveLeft(max(area.left() + 2, min(above.left(), area.right() - 2 - width)))
            p.drawText(above, Qt.AlignmentFlag.AlignHCenter, text)


def places_labels() -> tuple[str, str, str, str]:
    return (tr(CTX, "1st"), tr(CTX, "2nd"), tr(CTX, "3rd"), tr(CTX, "4th"))


def paint_places(p: QPainter, rect: QRectF, places: tuple[int, int, int, int],
                 style: ChartStyle = LIGHT) -> None:
    """How many games finished 1st, 2nd, 3rd and 4th: four bars, each with its count."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.fillRect(rect, style.background)
    tiny, small = chart_font(style, 10), chart_font(style, 11, bold=True)
    metrics = QFontMetricsF(small)
    pad = 6 * style.scale
    high = max(1, *places)
    step = nice_step(high, 4, 1)
    high = (high // step + 1) * step  # room above the highest bar for its count
    left = label_width([0, high], str, tiny) + 10 * style.scale
    labels = list(places_labels())
    area = QRectF(rect.left() + left + pad, rect.top() + metrics.height() + 2 * pad,
                  rect.width() - left - 2 * pad, rect.height() - 2 * metrics.height() - 4 * pad)
    if area.width() < 20 or area.height() < 20:
        p.restore()
        return
    p.setFont(small)
    p.setPen(style.text)
    p.drawText(QRectF(rect.left() + pad, rect.top() + pad, rect.width(), metrics.height()),
               Qt.AlignmentFlag.AlignLeft, tr(CTX, "Places"))
    plot = Plot(area, 4, 0, high)
    grid(p, plot, step, str, style, tiny)
    slot = area.width() / 4
    shades = ("#1f4e79", "#4f81bd", "#95b3d7", "#dce6f1")  # darker for better places, greys in print
    for i, count in enumerate(places):
        bar = QRectF(area.left() + slot * (i + 0.2), plot.y(count), slot * 0.6,
                     area.bottom() - plot.y(count))
        colour = QColor(shades[i])
        p.setPen(QPen(style.text, 1))
        p.setBrush(colour.lighter(120) if dark(style) else colour)
        if count:
            p.drawRect(bar)
        p.setPen(style.text)
        p.setFont(small)
        p.drawText(QRectF(bar.left() - slot * 0.2, bar.top() - metrics.height() - 2, slot, metrics.height()),
                   Qt.AlignmentFlag.AlignHCenter, str(count))
        p.setFont(tiny)
        p.drawText(QRectF(area.left() + slot * i, area.bottom() + 4 * style.scale, slot, metrics.height()),
                   Qt.AlignmentFlag.AlignHCenter, labels[i])
    p.restore()


# -- a person's club rating -------------------------------------------------------------------------
def paint_rating(p: QPainter, rect: QRectF, person: PersonRating, style: ChartStyle = LIGHT) -> None:
    """The club rating after every event the person played, from the start's R1500 (hundredths)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.fillRect(rect, style.background)
    values = [START, *(h.rating for h in person.history)]
    labels = [tr(CTX, "Start"), *(h.tournament for h in person.history)]
    _panel(p, rect, tr(CTX, "Rating after each event"), labels, values, axis_range(values, 5, 1000),
           display.rating, line_colour(SEAT_COLOURS[0], style), style)
    p.restore()


# -- the field --------------------------------------------------------------------------------------
def cut_value(field: FieldProgress) -> int | None:
    """The total of the last player inside the cut after the last round (None without a cut)."""
    if field.cut is None or len(field.lines) < field.cut or not field.rounds:
        return None
    return field.lines[field.cut - 1].cumulative[-1]


def paint_field(p: QPainter, rect: QRectF, field: FieldProgress, style: ChartStyle = LIGHT, *,
                lines: slice | None = None) -> None:
    """Every player's total after each round (or a page of them: ``lines=slice(0, 16)``), named at
    the line's end, and the next stage's cut as a dashed line at the last qualifier's total."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.fillRect(rect, style.background)
    chosen = list(enumerate(field.lines))[lines or slice(None)]
    if not field.rounds or not chosen:
        note(p, rect, tr(CTX, "No finished games yet"), style)
        p.restore()
        return
    tiny, small = chart_font(style, 10), chart_font(style, 11)
    metrics = QFontMetricsF(small)
    cut = cut_value(field)
    # the whole field sets the scale, so that every page of it (projector, groups of 16) draws the
    # same axis and the cut line at the same height
    values = [0, *(v for f in field.lines for v in f.cumulative if v is not None)]
    if cut is not None:
        values.append(cut)
    low, high, step = axis_range(values, 8, 10)
    pad = 6 * style.scale
    left = label_width([low, high], display.points, tiny) + 10 * style.scale
    names = {i: f"{f.rank}. {display.shorten(f.name, 16)}" for i, f in chosen}
    right = max(metrics.horizontalAdvance(t) for t in names.values()) + 14 * style.scale
    labels = [round_label(n) for n in field.rounds]
    bottom, _ = label_room(labels, tiny, rect.width() - left - right, rect.height() * 0.25)
    area = QRectF(rect.left() + left + pad, rect.top() + metrics.height() + 2 * pad,
                  rect.width() - left - right - 2 * pad, rect.height() - metrics.height() - 3 * pad - bottom)
    if area.width() < 20 or area.height() < 20:
        p.restore()
        return
    plot = Plot(area, len(field.rounds), low, high)
    grid(p, plot, step, display.points, style, tiny)
    if low < 0 < high:
        zero = style.grid.lighter(150) if dark(style) else style.grid.darker(130)
        p.setPen(QPen(zero, 1.5 * style.scale))
        p.drawLine(QPointF(area.left(), plot.y(0)), QPointF(area.right(), plot.y(0)))
    x_labels(p, plot, labels, style, tiny, bottom - 6 * style.scale)
    ends: list[tuple[float, int]] = []
    for index, f in chosen:
        colour = line_colour(FIELD_COLOURS[index % len(FIELD_COLOURS)], style)
        pen = QPen(colour, 2 * style.scale, SEAT_DASHES[index // len(FIELD_COLOURS) % 4])
        points = [QPointF(plot.x(i), plot.y(v)) for i, v in enumerate(f.cumulative) if v is not None]
        if not points:
            continue
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPolyline(QPolygonF(points))
        p.setPen(QPen(colour, 1.2 * style.scale))
        p.setBrush(style.background)
        for point in points:
            draw_marker(p, SEAT_MARKERS[index % 4], point, 5 * style.scale)
        ends.append((points[-1].y(), index))
    _end_names(p, area, ends, names, style, small)
    if cut is not None:
        _cut_line(p, plot, cut, tr(CTX, "cut: top {n} → {stage}").format(n=field.cut, stage=field.cut_stage),
                  style, small)
    p.restore()


def _end_names(p: QPainter, area: QRectF, ends: list[tuple[float, int]], names: dict[int, str],
               style: ChartStyle, font: QFont) -> None:
    """Names right of the lines' ends: pushed apart while the column has room for them all, else
    only those that find a free place, the best players first (a whole league on one chart)."""
    metrics = QFontMetricsF(font)
    height = metrics.height()
    ends.sort()
    if len(ends) * height <= area.height() + height:
        placed: list[float] = []
        for y, _ in ends:
            placed.append(max(y, placed[-1] + height) if placed else y)
        overflow = placed[-1] + height / 2 - (area.bottom() + height / 2) if placed else 0
        if overflow > 0:  # shift the column up, but not above the plot
            placed = [max(area.top() + i * height, y - overflow) for i, y in enumerate(placed)]
        labels = [(y, index, label_y) for (y, index), label_y in zip(ends, placed, strict=True)]
    else:
        taken: list[float] = []
        labels = []
        for y, index in sorted(ends, key=lambda end: end[1]):  # line order: best first
            if all(abs(y - other) >= height for other in taken):
                taken.append(y)
                labels.append((y, index, y))
    p.setFont(font)
    for y, index, label_y in labels:
        colour = line_colour(FIELD_COLOURS[index % len(FIELD_COLOURS)], style)
        p.setPen(QPen(colour, 1))
        p.drawLine(QPointF(area.right() + 1, y), QPointF(area.right() + 6 * style.scale, label_y))
        p.setPen(style.text)
        p.drawText(QRectF(area.right() + 8 * style.scale, label_y - height / 2, 10_000, height),
                   Qt.AlignmentFlag.AlignVCenter, names[index])


def _cut_line(p: QPainter, plot: Plot, value: int, text: str, style: ChartStyle, font: QFont) -> None:
    area = plot.area
    y = plot.y(value)
    band = QColor("#c00000") if not dark(style) else QColor("#ffb347")
    shade = QColor(band)
    shade.setAlpha(28)
    p.fillRect(QRectF(area.left(), area.top(), area.width(), y - area.top()), QBrush(shade))
    pen = QPen(band, 2 * style.scale, Qt.PenStyle.DashLine)
    p.setPen(pen)
    p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
    metrics = QFontMetricsF(font)
    box = QRectF(area.left() + 6 * style.scale, y - metrics.height() - 2 * style.scale,
                 metrics.horizontalAdvance(text) + 8 * style.scale, metrics.height())
    if box.top() < area.top():
        box.moveTop(y + 2 * style.scale)
    p.fillRect(box, style.background)
    p.setFont(font)
    p.setPen(band)
    p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


# -- an image ----------------------------------------------------------------------------------------
def chart_image(width: int, height: int, paint: Callable[[QPainter, QRectF], None], *,
                background: QColor) -> QImage:
    """A chart painted onto an image of ``width`` × ``height`` pixels (for documents and tests)."""
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(background)
    p = QPainter(image)
    try:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        paint(p, QRectF(0, 0, width, height))
    finally:
        p.end()
    return image
