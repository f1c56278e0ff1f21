"""The league sheet for the hall: a page per division (more when it is long), turning by itself, in
the projector's large type and colours, with each day's points and the promotion (blue) and
relegation (red) lines drawn across the rows."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt, QTime, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetrics, QGuiApplication, QKeyEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from tournament_app.export import league_text
from tournament_app.export.fonts import cjk_family
from tournament_app.platform import screen
from tournament_app.services import seasons
from tournament_app.services.season_standings import DivisionTable, season_tables
from tournament_app.texts import display
from tournament_app.ui.context import AppContext
from tournament_app.ui.projector import (
    ACCENT,
    BACKGROUND,
    BAND,
    DIM,
    LEFT,
    NEGATIVE,
    PAGE_SECONDS,
    REFRESH_SECONDS,
    RIGHT,
    TEXT,
    Layout,
    compute_layout,
)
from tournament_app.ui.tab_keys import pressed
from tournament_app.words.i18n import render, tr
from tournament_app.words.messages import UserError

CTX = "ui.projector"
UP_LINE = QColor("#5b9bff")  # the league sheet's blue and red, lighter on the dark background
DOWN_LINE = QColor("#ff5a4f")
MAX_DAY_COLUMNS = 10  # more days: the latest ones (the workbook and the prints have them all)
DAYS_SHARE = 0.40  # of the width, for the day columns
MIN_DAY_PX = 14  # the smallest type for a day's points


@dataclass(frozen=True)
class Page:
    table: DivisionTable
    first: int  # index of its first row
    count: int
    part: int  # 1-based page of the division
    parts: int


def pages_of(tables: list[DivisionTable], width: int, height: int) -> list[Page]:
    out: list[Page] = []
    for table in tables:
        lay = compute_layout(width, height, len(table.rows))
        per_page = max(1, lay.rows_per_page)
        parts = max(1, math.ceil(len(table.rows) / per_page))
        for part in range(parts):
            first = part * per_page
            out.append(Page(table, first, min(per_page, len(table.rows) - first), part + 1, parts))
    return out


class SeasonProjector(QWidget):
    """A window of its own: Esc closes, F11 full screen, ←/→ turn the pages."""

    def __init__(self, ctx: AppContext, season_id: int | None, parent: QWidget | None = None, *,
                 page_seconds: float = PAGE_SECONDS, refresh_seconds: float = REFRESH_SECONDS) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setWindowTitle(tr(CTX, "League sheet — projector"))
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setMinimumSize(480, 270)
        self.ctx, self.season_id = ctx, season_id
        self.tables: list[DivisionTable] = []
        self.title = ""
        self.page = 0
        self.problem = ""
        self.updated: QTime | None = None
        family = cjk_family()
        self._base_font = QFont(family) if family else QFont()
        self.page_timer = QTimer(self)
        self.page_timer.setInterval(round(page_seconds * 1000))
        self.page_timer.timeout.connect(self.next_page)
        self.refresh_timer = QTimer(self)
        self.refresh_timer.setInterval(round(refresh_seconds * 1000))
        self.refresh_timer.timeout.connect(self.refresh)
        ctx.changed.connect(self._changed)
        self.refresh()

    def refresh(self) -> None:
        if self.season_id is None:
            return
        try:
            self.title = seasons.season_info(self.season_id).name
            self.tables = season_tables(self.season_id)
        except UserError as e:
            self.problem = render(e.message)  # no dialog: nobody stands at the projector to close it
            self.update()
            return
        self.problem = ""
        self.updated = QTime.currentTime()
        self.page = min(self.page, len(self.pages()) - 1) if self.pages() else 0
        self.update()

    def _changed(self) -> None:
        if self.isVisible():
            self.refresh()

    def pages(self) -> list[Page]:
        return pages_of(self.tables, self.width(), self.height())

    def next_page(self) -> None:
        count = len(self.pages()) or 1
        self.page = (self.page + 1) % count
        self.update()

    def previous_page(self) -> None:
        count = len(self.pages()) or 1
        self.page = (self.page - 1) % count
        self.update()

    def show_on(self) -> None:
        screens = QGuiApplication.screens()
        primary = QGuiApplication.primaryScreen()
        others = [s for s in screens if s is not primary]
        screen = others[0] if others else primary
        if screen is not None:
            self.setGeometry(screen.geometry())
        self.showFullScreen()

    def showEvent(self, event: object) -> None:  # noqa: N802 - Qt API
        super().showEvent(event)  # type: ignore[arg-type]
        self.page_timer.start()
        self.refresh_timer.start()

    def hideEvent(self, event: object) -> None:  # noqa: N802 - Qt API
        self.page_timer.stop()
        self.refresh_timer.stop()
        super().hideEvent(event)  # type: ignore[arg-type]

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        key = event.key()
        if key == Qt.Key.Key_Escape:
            self.close()
        elif pressed(event, screen.keys("full screen")):  # F11; a Mac's ⌃⌘F
            self.showNormal() if self.isFullScreen() else self.showFullScreen()
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_PageDown, Qt.Key.Key_Space):
            self.next_page()
            self.page_timer.start()
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_PageUp):
            self.previous_page()
            self.page_timer.start()
        else:
            super().keyPressEvent(event)

    # -- painting ---------------------------------------------------------------------------------
    def _font(self, px: int, *, bold: bool = False) -> QFont:
        font = QFont(self._base_font)
        font.setPixelSize(px)
        font.setBold(bold)
        return font

    def layout(self) -> Layout:
        page = self.current()
        return compute_layout(self.width(), self.height(), len(page.table.rows) if page else 1)

    def current(self) -> Page | None:
        pages = self.pages()
        return pages[self.page % len(pages)] if pages else None

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            painter.fillRect(self.rect(), BACKGROUND)
            page = self.current()
            lay = self.layout()
            x, width = lay.margin * 2, lay.width - lay.margin * 4
            painter.setFont(self._font(lay.title_px, bold=True))
            painter.setPen(ACCENT)
            title_h = lay.title_px * 1.25
            painter.drawText(QRectF(x, lay.margin, width, title_h), LEFT,
                             self._elide(self.title, painter.font(), width))
            if page is None:
                return
            div = page.table.division
            parts = [league_text.division_label(div.name), league_text.as_of(page.table)]
            if page.parts > 1:
                parts.append(tr(CTX, "page {page}/{pages}").format(page=page.part, pages=page.parts))
            sub = league_text.joined(parts)
            painter.setFont(self._font(lay.sub_px))
            painter.setPen(TEXT)
            painter.drawText(QRectF(x, lay.margin + title_h, width, lay.sub_px * 1.35), LEFT,
                             self._elide(sub, painter.font(), width))
            self._paint_rows(painter, lay, page)
            self._paint_footer(painter, lay)
        finally:
            painter.end()

    def plan(self, lay: Layout, day_count: int
             ) -> tuple[list[tuple[str, float, float]], int, dict[str, QFont]]:
        """Where each column goes, (key, left, width) of rank, name, the days shown, total, note;
        how many of the latest days fit (as many as their widest value allows); and the fonts
        (``day_label``: the day columns' names, as large as the labels where they fit)."""
        left, width = lay.margin * 2, lay.width - lay.margin * 4
        small_px = max(10, round(lay.row_px * 0.7))
        widest = QFontMetrics(self._font(small_px)).horizontalAdvance("△000.0")
        shown, day_px = min(day_count, MAX_DAY_COLUMNS), small_px
        while shown:  # the day columns' type shrinks to fit them, down to MIN_DAY_PX; then fewer days
            day_px = min(small_px, int(small_px * (width * DAYS_SHARE / shown - 10) / widest))
            if day_px >= MIN_DAY_PX:
                break
            shown -= 1
        fonts = {"row": self._font(lay.row_px), "bold": self._font(lay.row_px, bold=True),
                 "small": self._font(small_px), "day": self._font(max(day_px, MIN_DAY_PX)),
                 "label": self._font(lay.label_px)}
        if shown:  # "第10節" is wider than "Day 10": the names shrink with their columns
            room = width * DAYS_SHARE / shown - 6
            names = [league_text.day_header(n) for n in range(day_count - shown + 1, day_count + 1)]
            label = QFontMetrics(fonts["label"])
            widest_name = max(label.horizontalAdvance(n) for n in names)
            label_px = lay.label_px if widest_name <= room else int(lay.label_px * room / widest_name)
            fonts["day_label"] = self._font(max(label_px, 8))
        spans = [("rank", 0.05), ("", 0.02), ("name", 0.22)]
        spans += [(f"day{i}", DAYS_SHARE / max(shown, 1)) for i in range(shown)]
        if not shown:
            spans.append(("", DAYS_SHARE))
        spans += [("total", 0.16), ("", 0.01), ("note", 0.14)]
        out, at = [], left
        for key, share in spans:
            if key:
                out.append((key, at, share * width))
            at += share * width
        return out, shown, fonts

    def _paint_rows(self, painter: QPainter, lay: Layout, page: Page) -> None:
        table, div = page.table, page.table.division
        x, width = lay.margin * 2, lay.width - lay.margin * 4
        cols, shown, fonts = self.plan(lay, len(div.league_days))
        days = div.league_days[len(div.league_days) - shown:]
        offset = len(div.league_days) - len(days)
        label_y = lay.rows_top - lay.label_px * 1.5
        painter.setPen(DIM)
        labels = {"rank": tr(CTX, "Rank"), "name": tr(CTX, "Name"), "total": tr(CTX, "Total")}
        labels.update({f"day{i}": league_text.day_header(d.number) for i, d in enumerate(days)})
        for key, left, w in cols:
            painter.setFont(fonts["day_label"] if key.startswith("day") else fonts["label"])
            align = Qt.AlignmentFlag.AlignLeft if key in ("name", "note") else Qt.AlignmentFlag.AlignRight
            right_edge = 0 if key in ("name", "note") else 6  # over the values, drawn 6 px in
            painter.drawText(QRectF(left, label_y, w - right_edge, lay.label_px * 1.5),
                             align | Qt.AlignmentFlag.AlignBottom, labels.get(key, ""))
        row_font, small, bold = fonts["row"], fonts["small"], fonts["bold"]
        h = lay.row_height
        for i, row in enumerate(table.rows[page.first:page.first + page.count]):
            y = lay.rows_top + i * h
            if i % 2:
                painter.fillRect(QRectF(lay.margin, y, lay.width - 2 * lay.margin, h), BAND)
            total = display.points(row.total, table.minus)
            values = {"rank": (str(row.rank), row_font, ACCENT if row.mark in ("up", "final") else TEXT),
                      "name": (row.name, row_font, TEXT),
                      "total": (total, bold, NEGATIVE if row.total < 0 else TEXT),
                      "note": (league_text.mark_name(row.mark, table.lowest), small, DIM)}
            for n in range(len(days)):
                value = row.days[offset + n]
                shown = "" if value is None else display.points(value, table.minus)
                values[f"day{n}"] = (shown, fonts["day"], NEGATIVE if (value or 0) < 0 else DIM)
            for key, left, w in cols:
                text, font, colour = values[key]
                painter.setFont(font)
                painter.setPen(colour)
                align = LEFT if key in ("name", "note") else RIGHT
                painter.drawText(QRectF(left, y, w - 6, h), align, self._elide(text, font, w - 6))
            index = page.first + i + 1
            line = DOWN_LINE if index == table.down_line else UP_LINE if index == table.up_line else None
            if line is not None:
                painter.setPen(QPen(line, max(3.0, h * 0.08)))
                painter.drawLine(QPointF(x, y + h), QPointF(x + width, y + h))

    def _paint_footer(self, painter: QPainter, lay: Layout) -> None:
        y = lay.height - lay.margin - lay.label_px * 1.5
        rect = QRectF(lay.margin * 2, y, lay.width - lay.margin * 4, lay.label_px * 1.5)
        painter.setFont(self._font(lay.label_px))
        if self.problem:
            painter.setPen(NEGATIVE)
            painter.drawText(rect, LEFT, tr(CTX, "Not refreshed: {problem}").format(problem=self.problem))
        elif self.updated is not None:
            painter.setPen(DIM)
            text = tr(CTX, "Updated {time}").format(time=self.updated.toString("HH:mm"))
            painter.drawText(rect, LEFT, text)

    @staticmethod
    def _elide(text: str, font: QFont, width: float) -> str:
        return QFontMetrics(font).elidedText(text, Qt.TextElideMode.ElideRight, int(width))
