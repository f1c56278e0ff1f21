"""The standings for the hall: large type on a dark screen, paging by itself, refreshing by itself.

Painted with QPainter so that every size follows the window's height: the same code fills a
1080p projector and a small preview window.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt, QTime, QTimer, Signal
from PySide6.QtGui import (
    QCloseEvent,
    QColor,
    QFont,
    QFontMetrics,
    QGuiApplication,
    QHideEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QScreen,
    QShowEvent,
)
from PySide6.QtWidgets import QWidget

from tournament_app.export.fonts import cjk_family
from tournament_app.platform import screen
from tournament_app.services import connection, rounds, tournaments
from tournament_app.services.clock import WARNING_SECONDS
from tournament_app.services.event_standings import ranked
from tournament_app.services.rounds import RoundSummary
from tournament_app.services.rows import StandingRow, TableSeating
from tournament_app.texts.display import points, separated, stage_name
from tournament_app.ui.clock_widgets import ClockSource, format_clock
from tournament_app.ui.context import AppContext, guarded_refresh
from tournament_app.ui.projector_field import FieldPages
from tournament_app.ui.tab_keys import pressed
from tournament_app.words.i18n import render, tr
from tournament_app.words.messages import UserError

CTX = "ui.projector"

BACKGROUND = QColor("#0b1622")
BAND = QColor("#13233a")  # every other row, to follow a line across a wide screen
TEXT = QColor("#f4f6f8")
DIM = QColor("#9fb0c3")
ACCENT = QColor("#f6c453")
NEGATIVE = QColor("#ff8f85")  # △ in a soft red that stays legible on the dark background
CLOCK_WARNING = QColor("#ffb347")  # the last five minutes
CLOCK_OVER = QColor("#ff5a4f")

TARGET_ROWS = 16  # rows per page when the players need several pages
MAX_ROWS = 20  # up to this many players share one page rather than paging
MIN_LAYOUT_ROWS = 12  # a small field does not get giant rows
MIN_ROW_PX = 24  # below this the text is no longer readable from the back of a hall
PAGE_SECONDS = 10
REFRESH_SECONDS = 30  # another desk may write to the same database file without telling us

LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


@dataclass(frozen=True)
class Layout:
    """Sizes in pixels for a window of ``width`` × ``height`` showing ``players`` rows in all."""

    width: int
    height: int
    margin: float
    title_px: int
    sub_px: int
    label_px: int
    row_px: int  # font size of a standings row
    rows_top: float
    row_height: float
    rows_per_page: int
    pages: int


def compute_layout(width: int, height: int, players: int) -> Layout:
    height, width = max(height, 100), max(width, 100)
    margin = height * 0.028
    title_px = max(14, round(height * 0.05))
    sub_px = max(11, round(height * 0.03))
    label_px = max(10, round(height * 0.022))
    rows_top = margin + title_px * 1.25 + sub_px * 1.35 + label_px * 1.5
    available = max(1.0, height - margin - label_px * 1.5 - rows_top)
    players = max(players, 1)
    if players <= MAX_ROWS:
        pages, per_page, layout_rows = 1, players, max(players, MIN_LAYOUT_ROWS)
    else:
        pages = math.ceil(players / TARGET_ROWS)
        per_page = layout_rows = math.ceil(players / pages)  # balanced: no page with one lonely row
    if available / layout_rows < MIN_ROW_PX:
        fit = max(1, int(available // MIN_ROW_PX))
        pages = math.ceil(players / fit)
        per_page = layout_rows = math.ceil(players / pages)
    row_height = available / layout_rows
    return Layout(width, height, margin, title_px, sub_px, label_px, max(10, round(row_height * 0.72)),
                  rows_top, row_height, per_page, pages)


def round_status(tables: Sequence[TableSeating]) -> tuple[int | None, RoundSummary | None]:
    """The last round whose tables have all finished, and the round under way after it (a game
    started; None when there is none): :func:`rounds.round_status` of the tables shown."""
    by_round: dict[int, list[int]] = {}
    for t in tables:
        counts = by_round.setdefault(t.round, [0, 0, 0])
        counts[0] += 1
        counts[1] += t.state == "finished"
        counts[2] += t.state != "planned"
    return rounds.round_status(RoundSummary(n, *counts) for n, counts in by_round.items())


class ProjectorView(QWidget):
    """A window of its own (even with a parent). Esc closes, F11 toggles full screen,
    ←/→ (or PgUp/PgDn) turn the pages by hand, G switches to the field's chart and back."""

    closed = Signal()

    def __init__(self, ctx: AppContext, parent: QWidget | None = None, *,
                 page_seconds: float = PAGE_SECONDS, refresh_seconds: float = REFRESH_SECONDS) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setWindowTitle(tr(CTX, "Standings — projector"))
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setMinimumSize(480, 270)
        self.ctx = ctx
        self.rows: list[StandingRow] = []
        self.title = ""
        self.subtitle = tr(CTX, "Standings")
        self.last_round: int | None = None  # the round whose points the extra column shows
        self.problem = ""  # why the last refresh failed; the previous standings stay up
        self.updated: QTime | None = None
        self.page = 0
        self._stale = True
        family = cjk_family()
        self._base_font = QFont(family) if family else QFont()

        self.page_timer = QTimer(self)
        self.page_timer.setInterval(round(page_seconds * 1000))
        self.page_timer.timeout.connect(self.next_page)
        self.refresh_timer = QTimer(self)
        self.refresh_timer.setInterval(round(refresh_seconds * 1000))
        self.refresh_timer.timeout.connect(self.refresh)
        ctx.changed.connect(self._record_changed)
        ctx.connection_changed.connect(self._connection_changed)
        self.clock = ClockSource(ctx, self)  # the latest round's clock, beside the standings
        self.clock.tick.connect(self._clock_tick)
        self.clock_only = False  # C: the clock alone, full size (between rounds, or at the call)
        # hidden standings revealed on the wall: V shows one more place from the bottom, A all of them
        self.reveal_count: int | None = None
        self.field_mode = False  # G: every player's total after each round, a page of lines at a time
        self.field = FieldPages()

    # -- content ----------------------------------------------------------------------------------
    @guarded_refresh
    def refresh(self) -> None:
        """Read the standings again; on failure keep the last ones and say so in the footer."""
        self._stale = False
        tid = self.ctx.tournament_id
        if tid is None:
            self.rows, self.title, self.last_round = [], "", None
            self.subtitle = tr(CTX, "Standings")
            self.update()
            return
        try:
            info = tournaments.tournament_info(tid)
            tables = rounds.seating_of(tid)
            rows = ranked(tid)
            revealed = False
            if self.reveal_count is not None:  # the organiser reveals the hidden standings here
                full = ranked(tid, reveal=True)
                self.reveal_count = min(self.reveal_count, len(full))
                rows = full[len(full) - self.reveal_count:]
                revealed = self.reveal_count == len(full)
            if self.field_mode:  # the chart would give hidden places away until all are revealed
                self.field.load(tid, reveal=revealed)
        except UserError as e:
            if connection.is_unreachable(e):
                raise  # said in every window; the footer says it here (guarded_refresh)
            # No dialog: nobody stands at the projector to close it, and the next refresh may work.
            self.problem = render(e.message)
            self.update()
            return
        self.problem = ""
        self.rows, self.title = rows, info.name
        self.clock.follow(max((t.round for t in tables), default=None))
        complete, partial = round_status(tables)
        self.subtitle = self._subtitle(complete, partial)
        if self.field_mode:
            self.subtitle = tr(CTX, "Total points after each round")
        elif self.reveal_count is not None and rows:
            self.subtitle = tr(CTX, "Final standings: places {first} to {last}").format(
                first=rows[0].rank, last=rows[-1].rank)
        played = [n for r in rows for n in r.by_round]
        self.last_round = max(played, default=None)
        self.updated = QTime.currentTime()
        self.page = min(self.page, self.page_count() - 1)
        self.update()

    def _subtitle(self, complete: int | None, partial: RoundSummary | None) -> str:
        text = (tr(CTX, "Standings after round {n}").format(n=complete) if complete is not None
                else tr(CTX, "Standings"))
        if partial is not None:
            text = separated([text, tr(CTX, "round {n} under way: {done} of %n tables finished",
                                       partial.tables).format(n=partial.number, done=partial.finished)])
        return text

    def _clock_tick(self) -> None:
        if self.isVisible() and self.clock.remaining() is not None and not self.clock.stopped:
            self.update()

    def clock_text(self) -> tuple[str, QColor] | None:
        """The clock as the hall sees it: "12:34", in the warning colour for the last five minutes,
        "Time" at zero; None while the round's clock has not been started, and once every table of
        the round has finished (the subtitle then says the round is complete)."""
        remaining = self.clock.remaining()
        if remaining is None or self.clock.stopped:
            return None
        if remaining <= 0:
            return tr(CTX, "Time"), CLOCK_OVER
        return format_clock(remaining), CLOCK_WARNING if remaining <= WARNING_SECONDS else TEXT

    def _connection_changed(self, _reachable: bool, _problem: str) -> None:
        self.update()  # the footer says whether the database answers

    def _record_changed(self) -> None:
        # A hidden projector catches up when shown instead of reading after every hand.
        if self.isVisible():
            self.refresh()
        else:
            self._stale = True

    # -- pages ------------------------------------------------------------------------------------
    def layout_now(self) -> Layout:
        return compute_layout(self.width(), self.height(), len(self.rows))

    def rows_per_page(self) -> int:
        return self.layout_now().rows_per_page

    def page_count(self) -> int:
        if self.field_mode:
            return self.field.page_count()
        return max(1, math.ceil(len(self.rows) / self.rows_per_page())) if self.rows else 1

    def page_rows(self) -> list[StandingRow]:
        per_page = self.rows_per_page()
        return self.rows[self.page * per_page:(self.page + 1) * per_page]

    def lines(self) -> list[tuple[str, str, str]]:
        """(rank, name, total) as shown on the current page."""
        return [(str(r.rank), r.name, points(r.total)) for r in self.page_rows()]

    def page_label(self) -> str:
        count = self.page_count()
        return tr(CTX, "page {page}/{pages}").format(page=self.page + 1, pages=count) if count > 1 else ""

    def next_page(self) -> None:
        self.show_page(self.page + 1)

    def previous_page(self) -> None:
        self.show_page(self.page - 1)

    def show_page(self, page: int) -> None:
        self.page = page % self.page_count()
        self.update()

    # -- window -----------------------------------------------------------------------------------
    def show_on(self, screen: QScreen | None = None) -> None:
        """Full screen on ``screen``, by default on a screen other than the desk's main one."""
        if screen is None:
            screens = QGuiApplication.screens()
            primary = QGuiApplication.primaryScreen()
            others = [s for s in screens if s is not primary]
            screen = others[0] if others else primary
        if screen is not None:
            self.setGeometry(screen.geometry())
        self.showFullScreen()

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def changeEvent(self, event: object) -> None:  # noqa: N802 - Qt API
        # The hall should not see the desk's mouse pointer over the standings.
        if self.isFullScreen():
            self.setCursor(Qt.CursorShape.BlankCursor)
        else:
            self.unsetCursor()
        super().changeEvent(event)  # type: ignore[arg-type]

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt API
        super().showEvent(event)
        if self._stale:
            self.refresh()
        self.page_timer.start()
        self.refresh_timer.start()

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 - Qt API
        self.page_timer.stop()
        self.refresh_timer.stop()
        super().hideEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API
        super().closeEvent(event)
        self.closed.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        key = event.key()
        if key == Qt.Key.Key_Escape:
            self.close()
        elif pressed(event, screen.keys("full screen")):  # F11; a Mac's ⌃⌘F
            self.toggle_full_screen()
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_PageDown, Qt.Key.Key_Space):
            self.next_page()
            self.page_timer.start()  # a page turned by hand stays up for a full period
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_PageUp):
            self.previous_page()
            self.page_timer.start()
        elif key in (Qt.Key.Key_V, Qt.Key.Key_A) and self.ctx.tournament_id is not None:
            self.reveal(every_place=key == Qt.Key.Key_A)
        elif key == Qt.Key.Key_C:
            self.clock_only = not self.clock_only
            self.update()
        elif key == Qt.Key.Key_G:
            self.field_mode = not self.field_mode
            self.page = 0
            self.refresh()
        else:
            super().keyPressEvent(event)

    @guarded_refresh
    def reveal(self, *, every_place: bool) -> None:
        """One more hidden place on the wall, from the bottom, or all of them."""
        assert self.ctx.tournament_id is not None
        total = len(ranked(self.ctx.tournament_id, reveal=True))
        self.reveal_count = total if every_place else min(total, (self.reveal_count or 0) + 1)
        self.page = 0  # the newest place revealed is at the top
        self.refresh()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt API
        self.toggle_full_screen()

    def resizeEvent(self, event: object) -> None:  # noqa: N802 - Qt API
        # Another size is another number of rows per page: stay on a page that exists.
        self.page = min(self.page, self.page_count() - 1)
        super().resizeEvent(event)  # type: ignore[arg-type]

    # -- painting ---------------------------------------------------------------------------------
    def _font(self, px: int, *, bold: bool = False) -> QFont:
        font = QFont(self._base_font)
        font.setPixelSize(px)
        font.setBold(bold)
        return font

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            painter.fillRect(self.rect(), BACKGROUND)
            lay = self.layout_now()
            if self.clock_only and self.clock_text() is not None:
                self._paint_big_clock(painter, lay)
                return
            self._paint_heading(painter, lay)
            if self.field_mode:
                self._paint_field(painter, lay)
            else:
                self._paint_rows(painter, lay)
            self._paint_footer(painter, lay)
        finally:
            painter.end()

    def _columns(self, lay: Layout) -> dict[str, tuple[float, float]]:
        """Left edge and width of each column, as fractions of the width between the margins."""
        left, width = lay.margin * 2, lay.width - lay.margin * 4
        spans = {"rank": (0.0, 0.08), "name": (0.11, 0.42), "affiliation": (0.54, 0.16),
                 "round": (0.70, 0.13), "total": (0.84, 0.16)}
        return {k: (left + a * width, b * width) for k, (a, b) in spans.items()}

    def _paint_heading(self, painter: QPainter, lay: Layout) -> None:
        x, width = lay.margin * 2, lay.width - lay.margin * 4
        y = lay.margin
        painter.setFont(self._font(lay.title_px, bold=True))
        title_h = lay.title_px * 1.25
        shown = self.clock_text()
        clock_w = 0.0
        if shown is not None:  # the round's clock, top right, as large as the title
            text, colour = shown
            clock_w = QFontMetrics(painter.font()).horizontalAdvance(text) + lay.title_px
            painter.setPen(colour)
            painter.drawText(QRectF(x, y, width, title_h), RIGHT, text)
        painter.setPen(ACCENT)
        painter.drawText(QRectF(x, y, width - clock_w, title_h), LEFT,
                         self._elide(self.title, painter.font(), width - clock_w))
        y += title_h
        painter.setFont(self._font(lay.sub_px))
        sub_h = lay.sub_px * 1.35
        page = self.page_label()
        # The page number sits up here, in sight, so that nobody waits for a name on a later page.
        page_w = QFontMetrics(painter.font()).horizontalAdvance(page) + lay.sub_px if page else 0
        painter.setPen(ACCENT)
        painter.drawText(QRectF(x, y, width, sub_h), RIGHT, page)
        painter.setPen(TEXT)
        painter.drawText(QRectF(x, y, width - page_w, sub_h), LEFT,
                         self._elide(self.subtitle, painter.font(), width - page_w))
        y += sub_h
        if self.field_mode:  # the chart has its own axes: no column labels
            return
        cols = self._columns(lay)
        painter.setPen(DIM)
        painter.setFont(self._font(lay.label_px))
        label_h = lay.label_px * 1.5
        staged = any(r.stage is not None for r in self.rows)
        side = tr(CTX, "Stage reached") if staged else tr(CTX, "Affiliation")
        labels = {"rank": tr(CTX, "Rank"), "name": tr(CTX, "Name"), "affiliation": side,
                  "total": tr(CTX, "Total")}
        if self.last_round is not None:
            labels["round"] = tr(CTX, "Round {n}").format(n=self.last_round)
        for key, text in labels.items():
            left, w = cols[key]
            text_left = key in ("name", "affiliation")
            side = Qt.AlignmentFlag.AlignLeft if text_left else Qt.AlignmentFlag.AlignRight
            painter.drawText(QRectF(left, y, w, label_h), side | Qt.AlignmentFlag.AlignBottom, text)

    def _paint_big_clock(self, painter: QPainter, lay: Layout) -> None:
        shown = self.clock_text()
        assert shown is not None
        text, colour = shown
        painter.setPen(DIM)
        painter.setFont(self._font(lay.title_px))
        label = tr(CTX, "Round {n}").format(n=self.clock.round) if self.clock.round else ""
        painter.drawText(QRectF(0, lay.height * 0.12, lay.width, lay.title_px * 1.5),
                         Qt.AlignmentFlag.AlignCenter, label)
        painter.setPen(colour)
        painter.setFont(self._font(max(24, int(lay.height * 0.4)), bold=True))
        painter.drawText(QRectF(0, 0, lay.width, lay.height), Qt.AlignmentFlag.AlignCenter, text)

    def _paint_rows(self, painter: QPainter, lay: Layout) -> None:
        cols = self._columns(lay)
        row_font = self._font(lay.row_px)
        total_font = self._font(lay.row_px, bold=True)
        small_font = self._font(max(10, round(lay.row_px * 0.72)))
        if not self.rows:
            if self.updated is None:
                return  # not read yet (the database may not answer): claim nothing
            painter.setPen(DIM)
            painter.setFont(row_font)
            painter.drawText(QRectF(0, lay.rows_top, lay.width, lay.row_height * 2),
                             Qt.AlignmentFlag.AlignCenter, tr(CTX, "No players yet"))
            return
        for i, row in enumerate(self.page_rows()):
            y = lay.rows_top + i * lay.row_height
            if i % 2:
                painter.fillRect(QRectF(lay.margin, y, lay.width - 2 * lay.margin, lay.row_height), BAND)

            def cell(key: str, text: str, align: Qt.AlignmentFlag, font: QFont, color: QColor,
                     y: float = y) -> None:
                x, w = cols[key]
                painter.setFont(font)
                painter.setPen(color)
                painter.drawText(QRectF(x, y, w, lay.row_height), align, self._elide(text, font, w))

            cell("rank", str(row.rank), RIGHT, row_font, ACCENT if row.rank <= 3 else TEXT)
            cell("name", row.name, LEFT, row_font, TEXT)
            cell("affiliation", side_note(row), LEFT, small_font, DIM)
            if self.last_round is not None and self.last_round in row.by_round:
                value = row.by_round[self.last_round]
                cell("round", points(value), RIGHT, small_font, NEGATIVE if value < 0 else DIM)
            cell("total", points(row.total), RIGHT, total_font, NEGATIVE if row.total < 0 else TEXT)

    def _paint_field(self, painter: QPainter, lay: Layout) -> None:
        top = lay.rows_top - lay.label_px * 1.5  # where the column labels would be
        bottom = lay.height - lay.margin - lay.label_px * 1.5  # above the footer
        rect = QRectF(lay.margin * 2, top, lay.width - lay.margin * 4, bottom - top)
        if not self.field.has_rounds():
            painter.setPen(DIM)
            painter.setFont(self._font(lay.row_px))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, tr(CTX, "No finished game yet"))
            return
        self.field.paint(painter, rect, self.page, lay.height)

    def _paint_footer(self, painter: QPainter, lay: Layout) -> None:
        y = lay.height - lay.margin - lay.label_px * 1.5
        x, width = lay.margin * 2, lay.width - lay.margin * 4
        rect = QRectF(x, y, width, lay.label_px * 1.5)
        painter.setFont(self._font(lay.label_px))
        if not self.ctx.reachable or self.problem:
            painter.setPen(NEGATIVE)
            note = (tr(CTX, "Database not reachable: reconnecting by itself…")
                    if not self.ctx.reachable else
                    tr(CTX, "Not refreshed: {problem}").format(problem=self.problem))
            painter.drawText(rect, LEFT,
                             self._elide(note, painter.font(), width * 0.75))
        elif self.updated is not None:
            painter.setPen(DIM)
            painter.drawText(rect, LEFT,
                             tr(CTX, "Updated {time}").format(time=self.updated.toString("HH:mm")))

    @staticmethod
    def _elide(text: str, font: QFont, width: float) -> str:
        return QFontMetrics(font).elidedText(text, Qt.TextElideMode.ElideRight, int(width))


def side_note(row: StandingRow) -> str:
    """The small text beside a name: in an event ranked by the stage reached, that stage and the
    total there (which set the place among its players), then the affiliation."""
    parts = [f"{stage_name(row.stage)} {points(row.stage_total or 0)}"] if row.stage is not None else []
    return separated([*parts, row.affiliation])
