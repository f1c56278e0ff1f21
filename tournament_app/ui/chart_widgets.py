"""A chart on screen: a widget that holds its data and a painter function, and repaints at any size.

The painters live in ``export.chart_paint`` (QtGui only) so the printed reports draw the same
charts; this module only gives them a widget, in the paper's light colours on a light screen and the
projector's dark ones on a dark screen (dark mode: a white panel in a dark window glares). No QtCharts:
it is deprecated and not in PySide6-Essentials.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Generic, TypeVar

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QImage, QPainter, QPaintEvent
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from tournament_app.export.chart_paint import DARK, LIGHT, ChartStyle, chart_image, paint_field
from tournament_app.platform import colours
from tournament_app.services.charts import FieldProgress
from tournament_app.words.i18n import tr

Data = TypeVar("Data")
Painter = Callable[[QPainter, QRectF, Data, ChartStyle], None]
# On screen a little larger than on paper: read at arm's length, at 96 dpi.
SCREEN = replace(LIGHT, scale=1.15)


def on_screen(style: ChartStyle) -> ChartStyle:
    """``style`` (a light one) in the screen's scheme now: on a dark screen, its sizes in the colours
    of the projector's dark charts."""
    if not colours.dark():
        return style
    return replace(style, background=DARK.background, text=DARK.text, grid=DARK.grid)


class ChartWidget(QWidget, Generic[Data]):
    """Paints ``painter(p, rect, data, style)`` over the whole widget on every paint event, so a resize
    redraws the chart at the new size; with no data it shows ``empty_text`` instead. ``style``: the
    light one; :attr:`painted_style` is the one painted with now."""

    def __init__(self, painter: Painter[Data], *, minimum: QSize = QSize(240, 140),  # noqa: B008
                 preferred: QSize | None = None, style: ChartStyle = SCREEN,
                 empty_text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.painter = painter
        self.data: Data | None = None
        self.empty_text = empty_text
        self.light_style = style
        self._preferred = preferred or minimum
        self.setMinimumSize(minimum)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)  # every pixel is painted below

    @property
    def painted_style(self) -> ChartStyle:
        return on_screen(self.light_style)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return self._preferred

    def set_data(self, data: Data | None) -> None:
        self.data = data
        self.update()

    def paint_to(self, painter: QPainter, rect: QRectF) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        style = self.painted_style
        painter.fillRect(rect, style.background)
        if self.data is None:
            if self.empty_text:
                painter.setPen(colours.qcolour("muted"))
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                                 self.empty_text)
            return
        painter.save()
        try:
            self.painter(painter, rect, self.data, style)
        finally:
            painter.restore()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        painter = QPainter(self)
        try:
            self.paint_to(painter, QRectF(self.rect()))
        finally:
            painter.end()

    def image(self, width: int, height: int) -> QImage:
        """The chart at another size (a test's or a user's picture), independent of the screen."""
        return chart_image(width, height, self.paint_to, background=self.painted_style.background)

GROUP = 16  # players per choice in the standings' field chart: sixteen lines stay readable
ALL_UP_TO = 40  # a field this small is shown whole at first; a bigger one starts with its top 16


class FieldPanel(QWidget):
    """Every player's total after each round with the next stage's cut (the standings' tab), all of
    them or sixteen at a time: a big league's hundreds of lines are only a blot."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.field: FieldProgress | None = None
        self._chosen = False  # the user picked a choice: it is kept over refreshes
        self.chart: ChartWidget[tuple[FieldProgress, slice | None]] = ChartWidget(
            _paint_field, minimum=QSize(400, 260), preferred=QSize(900, 600),
            empty_text=tr("ui.standings", "No finished game yet."))
        self.choice = QComboBox()  # data: the first line's index, -1 for all of them
        self.choice.activated.connect(self._picked)
        row = QHBoxLayout()
        row.addWidget(QLabel(tr("ui.standings", "Players:")))
        row.addWidget(self.choice)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.chart, 1)

    def set_field(self, field: FieldProgress | None) -> None:
        """New data; the players the user chose stay chosen where they still exist."""
        self.field = field
        kept = self.choice.currentData()
        count = len(field.lines) if field is not None else 0
        self.choice.clear()
        self.choice.addItem(tr("ui.standings", "All"), -1)
        for first in range(0, count, GROUP):
            self.choice.addItem(tr("ui.standings", "Ranks {first}–{last}").format(
                first=first + 1, last=min(count, first + GROUP)), first)
        if self._chosen and kept is not None:
            index = self.choice.findData(kept)
        else:  # a big field starts with its top sixteen
            index = 1 if count > ALL_UP_TO else 0
        self.choice.setCurrentIndex(max(0, index))
        self._show()

    def lines(self) -> slice | None:
        """The lines shown: None for all of them."""
        first = self.choice.currentData()
        if first is None or first < 0 or self.field is None:
            return None
        return slice(first, min(len(self.field.lines), first + GROUP))

    def _picked(self, _index: int) -> None:
        self._chosen = True
        self._show()

    def _show(self) -> None:
        if self.field is None or not self.field.rounds or not self.field.lines:
            self.chart.set_data(None)
        else:
            self.chart.set_data((self.field, self.lines()))


def _paint_field(p: QPainter, rect: QRectF, data: tuple[FieldProgress, slice | None],
                 style: ChartStyle) -> None:
    field, lines = data
    paint_field(p, rect, field, style, lines=lines)
