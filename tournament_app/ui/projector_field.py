"""The projector's field page (key G, between rounds): every player's total after each round, large,
a page of lines at a time, with the next stage's cut line.

The projector (``ui/projector.py``) owns the window, the heading, the timer and the keys; this module
holds what the field page reads and how it splits the players into pages.
"""

from __future__ import annotations

import math
from dataclasses import replace

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from tournament_app.export.chart_paint import DARK, paint_field
from tournament_app.services.charts import FieldProgress, field_progress

TARGET_LINES = 14  # lines per page when the field needs several pages
MAX_LINES = 16  # up to this many players share one page rather than paging
REFERENCE_HEIGHT = 720  # the dark style's sizes are for this height; a projector scales them up


def field_pages(players: int) -> tuple[int, int]:
    """(pages, lines per page): one page up to MAX_LINES, else even pages of about TARGET_LINES."""
    if players <= MAX_LINES:
        return 1, max(players, 1)
    pages = math.ceil(players / TARGET_LINES)
    return pages, math.ceil(players / pages)  # balanced: no page with two lonely lines


class FieldPages:
    """The field as last read, and the slice of lines each page shows."""

    def __init__(self) -> None:
        self.field: FieldProgress | None = None

    def load(self, tournament_id: int, *, reveal: bool) -> None:
        self.field = field_progress(tournament_id, reveal=reveal)

    def page_count(self) -> int:
        if self.field is None or not self.field.lines:
            return 1
        return field_pages(len(self.field.lines))[0]

    def lines_of(self, page: int) -> slice:
        count = len(self.field.lines) if self.field is not None else 0
        per_page = field_pages(count)[1]
        return slice(page * per_page, min(count, (page + 1) * per_page))

    def has_rounds(self) -> bool:
        return self.field is not None and bool(self.field.rounds) and bool(self.field.lines)

    def paint(self, painter: QPainter, rect: QRectF, page: int, height: int) -> None:
        """The chart of ``page`` in ``rect``, its type scaled with the window (``height``)."""
        assert self.field is not None
        style = replace(DARK, scale=DARK.scale * max(1.0, height / REFERENCE_HEIGHT))
        painter.save()
        try:
            paint_field(painter, rect, self.field, style, lines=self.lines_of(page))
        finally:
            painter.restore()
